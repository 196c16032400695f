/**
 * Why a deadlock is one, beside its wait-for graph: the near misses, the communication that
 * almost matched. A receive a blocked rank posted has, in the same rank's unexpected queue, a
 * message from the expected sender that differs in tag or communicator (and whose type signature
 * may not fit either); a collective call some members of a communicator entered while the others
 * wait elsewhere, or entered with another root. Only the simulator sees both sides at once.
 */
import type { SourcePos } from '../../c/diagnostics';
import type { MpiCore } from '../core/dispatch';
import type { Comm, Message, ProcState, Request } from '../state';
import type { TableDatatypes } from '../datatype/typerep/typeops';
import * as H from '../handles';
import { fmtAt } from './findings';
import { signatureFits, signatureOf } from './signature';

export interface NearMiss {
  /** The blocked rank the near miss explains, and where it waits. */
  rank: number;
  pos?: SourcePos;
  /** The other side: the sender of the message that almost matched, a member of the collective. */
  other?: { rank: number; pos?: SourcePos };
  text: string;
}

/** One collective call some members of a communicator entered, not yet all (CollImpl's bookkeeping). */
export interface OpenCollective {
  recvContextId: number;
  group: number[];
  seq: number;
  entered: { fname: string; root: number; rank: number; pos?: SourcePos }[];
}

/** The communicator of process p that receives on context `ctx` (its point-to-point or collective context). */
function commOf(p: ProcState | undefined, ctx: number): Comm | undefined {
  if (!p) return undefined;
  for (const c of p.comms.values()) if (!c.freed && (c.recvContextId === ctx || c.recvContextId + 1 === ctx)) return c;
  return undefined;
}
function commLabel(c: Comm | undefined): string {
  return c ? c.name || H.commName(c.handle) : 'a communicator';
}

export function nearMisses(rt: MpiCore, dtp: (k: number) => TableDatatypes, open: Iterable<OpenCollective>): NearMiss[] {
  const out: NearMiss[] = [];
  const blocked = rt.world.ranks.filter((r) => r.state === 'blocked').map((r) => r.rank);
  for (const k of blocked) {
    const p = rt.procs[k];
    if (!p) continue;
    for (const q of p.posted) if (!q.coll) out.push(...receiveNearMisses(rt, dtp, k, p, q));
  }
  out.push(...collectiveNearMisses(rt, open, new Set(blocked)));
  return out;
}

function receiveNearMisses(rt: MpiCore, dtp: (k: number) => TableDatatypes, k: number, p: ProcState, q: Request): NearMiss[] {
  const out: NearMiss[] = [];
  const c = rt.comm(p, q.comm) ?? commOf(p, q.ctx);
  const from = q.peer === H.ANY_SOURCE ? undefined : q.peerProcess ?? (c && c.kind === 'intra' ? c.group[q.peer] : c?.remoteGroup?.[q.peer]);
  const want = `${q.peer === H.ANY_SOURCE ? 'any rank' : `rank ${from ?? q.peer}`} with ${q.tag === H.ANY_TAG ? 'any tag' : `tag ${q.tag}`} on ${commLabel(c)}`;
  for (const m of p.unexpected) {
    if (m.coll || (from !== undefined && m.srcProcess !== from)) continue;
    const otherTag = q.tag !== H.ANY_TAG && m.tag !== q.tag;
    const otherComm = m.ctx !== q.ctx;
    if (!otherTag && !otherComm) continue;
    const mc = commOf(p, m.ctx);
    const why = [otherComm ? `the communicators differ (${commLabel(mc)})` : '', otherTag ? `the tags differ (${m.tag})` : ''].filter(Boolean).join(' and ');
    const spos = sentAt(m);
    out.push({
      rank: k, pos: q.postedAt, other: { rank: m.srcProcess, pos: spos },
      text: `near miss: rank ${k}'s ${q.call} at ${fmtAt(q.postedAt)} waits for a message from ${want}; rank ${m.srcProcess}'s ${m.call} at ${fmtAt(spos)} (tag ${m.tag} on ${commLabel(mc)}) sits in rank ${k}'s unexpected queue: ${why}${signatureNote(dtp, k, q, m)}`,
    });
  }
  return out;
}

function sentAt(m: Message): SourcePos | undefined { return m.sentAt ?? m.sendReq?.postedAt; }

/** ", and its type signature (...) does not fit the receive's (...)" when it would not, else ''. */
function signatureNote(dtp: (k: number) => TableDatatypes, k: number, q: Request, m: Message): string {
  const st = dtp(m.srcProcess), rt = dtp(k);
  const sig = signatureOf(st, m.datatype, m.count), rsig = signatureOf(rt, q.datatype, q.count);
  const what = `${m.count} x ${st.name(m.datatype)}`, recv = `${q.count} x ${rt.name(q.datatype)}`;
  if (m.bytes > q.bytes) return `; it would not fit either (${what}, ${m.bytes} bytes, for a receive of ${recv}, ${q.bytes} bytes)`;
  if (sig && rsig && !signatureFits(sig, rsig, false)) return `; its type signature (${what}) does not match the receive's (${recv}) either`;
  return '';
}

function collectiveNearMisses(rt: MpiCore, open: Iterable<OpenCollective>, blocked: Set<number>): NearMiss[] {
  const out: NearMiss[] = [];
  for (const o of open) {
    const first = o.entered[0];
    if (!first) continue;
    const c = commOf(rt.procs[first.rank], o.recvContextId);
    const where = `collective call #${o.seq + 1} on ${commLabel(c)}`;
    const ranks = o.entered.map((e) => e.rank);
    const missing = o.group.filter((g) => !ranks.includes(g));
    const roots = new Set(o.entered.map((e) => e.root));
    if (roots.size > 1) {
      const other = o.entered.find((e) => e.root !== first.root)!;
      out.push({
        rank: other.rank, pos: other.pos, other: { rank: first.rank, pos: first.pos },
        text: `near miss: rank ${other.rank} entered ${other.fname} at ${fmtAt(other.pos)} with root ${other.root}, rank ${first.rank} entered it at ${fmtAt(first.pos)} with root ${first.root} (${where})`,
      });
    }
    for (const g of missing) {
      const r = rt.world.ranks[g];
      if (!r) continue;
      const state = blocked.has(g) ? `is blocked in ${r.waitingFor?.call ?? rt.procs[g]?.blocker?.call ?? 'another call'}` : r.state === 'exited' ? 'has exited' : `is ${r.state}`;
      const at = rt.userPos(r);
      out.push({
        rank: first.rank, pos: first.pos, other: { rank: g, pos: at },
        text: `near miss: rank${ranks.length > 1 ? 's' : ''} ${ranks.join(', ')} entered ${first.fname} (${where}) at ${fmtAt(first.pos)}; rank ${g} has not: it ${state}${at && r.state !== 'exited' ? ` at ${fmtAt(at)}` : ''}`,
      });
    }
  }
  return out;
}
