/**
 * Call ordering that holds only because a collective did not synchronize (MPI 4.0 §6.14: "a
 * correct, portable program must invoke collective communications so that deadlock will not
 * occur, whether collective communications are synchronizing or not"). A message a process sent
 * after entering a blocking collective call, which its receiver waited for before entering that
 * same call, closes a cycle: were the collective synchronizing (MPICH's may be, by algorithm and
 * message size), the sender would still be in it and the receiver never reach it.
 */
import { GroupKeys } from '../group/groupKeys';
import type { SourcePos } from '../../c/diagnostics';
import type { RankProcess } from '../../runtime/rank';
import type { Comm, Message, Request } from '../state';
import { fmtAt, type Finding } from './findings';

export interface OrderingViolation {
  /** The receiver, at its entry into the collective call. */
  rank: number;
  from: number;
  fname: string;
  seq: number;
  sentAt?: SourcePos;
  sendCall: string;
  recvCall: string;
  recvAt?: SourcePos;
}

interface Suspect { ctx: number; seq: number; from: number; fname: string; sentAt?: SourcePos; sendCall: string; recv: Request; recvAt?: SourcePos; live: () => boolean }

export class CollectiveOrder {
  /** Per process (an array: every send reads it), per context ID: the collective calls it entered, in order. */
  private entered: (Map<number, string[]> | undefined)[] = [];
  private suspects = new Map<number, Suspect[]>();

  private calls(k: number, ctx: number): string[] {
    let m = this.entered[k];
    if (!m) this.entered[k] = m = new Map();
    let l = m.get(ctx);
    if (!l) m.set(ctx, (l = []));
    return l;
  }

  sent(k: number, msg: Message): void {
    if (!msg.coll) msg.collsBefore = this.entered[k]?.get(msg.ctx)?.length ?? 0;
  }

  /** Whether the sender had entered more collectives on the receive's communicator than the receiver has: else delivered() has nothing to look at. */
  behind(dest: number, recv: Request, msg: Message): boolean {
    const n = msg.collsBefore ?? -1;
    return n > 0 && !recv.coll && this.calls(dest, recv.ctx).length < n;
  }

  /** `live`: whether the receive's request is still the program's (not yet waited for). */
  delivered(dest: number, recv: Request, msg: Message, live: () => boolean, recvAt?: SourcePos): void {
    const n = msg.collsBefore ?? -1;
    if (n < 0 || recv.coll) return;
    const theirs = this.entered[msg.srcProcess]?.get(msg.ctx) ?? [];
    const mine = this.calls(dest, recv.ctx).length;
    for (let seq = mine; seq < n; seq++) {
      if (!blocking(theirs[seq])) continue;
      const list = this.suspects.get(dest) ?? [];
      list.push({ ctx: recv.ctx, seq, from: msg.srcProcess, fname: theirs[seq], sentAt: msg.sentAt, sendCall: msg.call, recv, recvAt, live });
      this.suspects.set(dest, list);
      return;
    }
  }

  /** Process k enters a collective call on context `ctx`: the receives it waited for before, from senders already past this call. */
  enter(k: number, ctx: number, fname: string): OrderingViolation[] {
    const mine = this.calls(k, ctx);
    const seq = mine.length;
    mine.push(fname);
    const list = this.suspects.get(k);
    if (!list) return [];
    const out: OrderingViolation[] = [];
    this.suspects.set(k, list.filter((s) => {
      if (s.ctx !== ctx || s.seq > seq) return true;
      if (!s.live()) out.push({ rank: k, from: s.from, fname: s.fname, seq: s.seq, sentAt: s.sentAt, sendCall: s.sendCall, recvCall: s.recv.call, recvAt: s.recvAt });
      return false;
    }));
    return out;
  }
}

/** A call that returns only once the process's part is done (not a nonblocking or persistent start). */
function blocking(fname: string | undefined): boolean {
  return !!fname && !/^MPI_I[a-z]/.test(fname) && !fname.endsWith('_init');
}

interface CallEntry { fname: string; rank: number; pos?: SourcePos; seq: number; comm: string; group: number[]; entered: Set<number> }

/**
 * The collective calls the program makes, in each communicator's order, as MPI matches them
 * (MPI 4.0 §6.12: a nonblocking collective never matches a blocking one, nor a persistent one
 * either): a call another member made differently, and calls a member never made before it
 * finalized. Blocking calls that differ are MPICH's own error already.
 */
export class CollectiveCalls {
  private seqs = new WeakMap<Comm, number>();
  private open = new Map<string, CallEntry>();
  private groupKeys = new GroupKeys();
  constructor(private report: (f: Finding) => void) {}

  enter(r: RankProcess, c: Comm, fname: string, pos?: SourcePos): void {
    if (c.kind !== 'intra' || c.group.length < 2) return;
    const seq = this.seqs.get(c) ?? 0;
    this.seqs.set(c, seq + 1);
    const key = `${c.recvContextId}:${this.groupKeys.of(c.group)}:${seq}`;
    const e = this.open.get(key);
    if (!e) { this.open.set(key, { fname, rank: r.rank, pos, seq, comm: c.name || 'this communicator', group: c.group, entered: new Set([r.rank]) }); return; }
    e.entered.add(r.rank);
    if (e.entered.size === e.group.length) this.open.delete(key);
    if (e.fname !== fname && (kind(e.fname) !== 'blocking' || kind(fname) !== 'blocking')) {
      this.report({
        check: 'collective-matching', rank: r.rank, pos,
        text: `rank ${r.rank} called ${fname} at ${fmtAt(pos)} as collective call #${seq + 1} on ${e.comm}, where rank ${e.rank} called ${e.fname} at ${fmtAt(e.pos)}: a ${kind(fname)} collective does not match a ${kind(e.fname)} one`,
        related: { rank: e.rank, pos: e.pos, what: e.fname },
      });
    }
  }

  /** Process k finalizes: the collective calls other members made on its communicators and it (or a member finalized earlier) did not. */
  finalize(k: number, at?: SourcePos): void {
    this.finalized.set(k, at);
    for (const [key, e] of this.open) {
      const missing = e.group.find((g) => this.finalized.has(g) && !e.entered.has(g));
      if (missing === undefined) continue;
      this.open.delete(key);
      const fat = this.finalized.get(missing);
      this.report({
        check: 'collective-matching', rank: missing, pos: fat,
        text: `rank ${missing} called MPI_Finalize at ${fmtAt(fat)} without calling ${e.fname}, collective call #${e.seq + 1} on ${e.comm}, which rank ${e.rank} called at ${fmtAt(e.pos)}`,
        related: { rank: e.rank, pos: e.pos, what: e.fname },
      });
    }
  }
  private finalized = new Map<number, SourcePos | undefined>();
}

function kind(fname: string): 'blocking' | 'nonblocking' | 'persistent' {
  return fname.endsWith('_init') ? 'persistent' : /^MPI_I[a-z]/.test(fname) ? 'nonblocking' : 'blocking';
}
