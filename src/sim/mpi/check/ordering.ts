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

  /**
   * Process k made a communicator with context ID `ctx`: the calls counted under that ID were a
   * freed communicator's (MPICH gives a freed ID out again), and the new one starts at none.
   */
  created(k: number, ctx: number): void {
    this.entered[k]?.delete(ctx);
    const list = this.suspects.get(k);
    if (list) this.suspects.set(k, list.filter((s) => s.ctx !== ctx));
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
  delivered(dest: number, recv: Request, msg: Message, live: () => boolean, sentAt?: SourcePos, recvAt?: SourcePos): void {
    const n = msg.collsBefore ?? -1;
    if (n < 0 || recv.coll) return;
    const theirs = this.entered[msg.srcProcess]?.get(msg.ctx) ?? [];
    const mine = this.calls(dest, recv.ctx).length;
    for (let seq = mine; seq < n; seq++) {
      if (!blocking(theirs[seq])) continue;
      const list = this.suspects.get(dest) ?? [];
      list.push({ ctx: recv.ctx, seq, from: msg.srcProcess, fname: theirs[seq], sentAt, sendCall: msg.call, recv, recvAt, live });
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

/** A collective call the first member made; `entered`: which members made it, by their rank in the communicator. */
interface CallEntry { fname: string; rank: number; pos?: SourcePos; seq: number; comm: string; group: number[]; entered: Uint8Array; count: number; key: string }

/**
 * The collective calls the program makes, in each communicator's order, as MPI matches them
 * (MPI 4.0 §6.12: a nonblocking collective never matches a blocking one, nor a persistent one
 * either): a call another member made differently, and calls a member never made before it
 * finalized. Blocking calls that differ are MPICH's own error already.
 */
export class CollectiveCalls {
  /**
   * Per process's communicator: its calls so far and the key its members share (context and
   * group), made once: every member's every collective call comes here (64 ranks x 400 calls
   * built and hashed a string and a Set each, 5% of bench/coll.c's CPU).
   */
  private seqs = new WeakMap<Comm, { seq: number; key: string }>();
  /** Open calls by communicator key, then by sequence number. */
  private byKey = new Map<string, Map<number, CallEntry>>();
  /** Every open call, oldest first: finalize() looks at them in the order they were first made. */
  private open = new Set<CallEntry>();
  private groupKeys = new GroupKeys();
  constructor(private report: (f: Finding) => void) {}

  enter(r: RankProcess, c: Comm, fname: string, pos?: SourcePos): void {
    if (c.kind !== 'intra' || c.group.length < 2) return;
    let s = this.seqs.get(c);
    if (!s) this.seqs.set(c, (s = { seq: 0, key: this.groupKeys.commKey(c.recvContextId, c.group) }));
    const seq = s.seq++;
    let calls = this.byKey.get(s.key);
    if (!calls) this.byKey.set(s.key, (calls = new Map()));
    const e = calls.get(seq);
    if (!e) {
      const entered = new Uint8Array(c.group.length);
      entered[c.rank] = 1;
      const first: CallEntry = { fname, rank: r.rank, pos, seq, comm: c.name || 'this communicator', group: c.group, entered, count: 1, key: s.key };
      calls.set(seq, first);
      this.open.add(first);
      return;
    }
    if (!e.entered[c.rank]) { e.entered[c.rank] = 1; e.count++; }
    if (e.count === e.group.length) this.close(e);
    if (e.fname !== fname && (kind(e.fname) !== 'blocking' || kind(fname) !== 'blocking')) {
      this.report({
        check: 'collective-matching', rank: r.rank, pos,
        text: `rank ${r.rank} called ${fname} at ${fmtAt(pos)} as collective call #${seq + 1} on ${e.comm}, where rank ${e.rank} called ${e.fname} at ${fmtAt(e.pos)}: a ${kind(fname)} collective does not match a ${kind(e.fname)} one`,
        related: { rank: e.rank, pos: e.pos, what: e.fname },
      });
    }
  }
  private close(e: CallEntry): void {
    const calls = this.byKey.get(e.key)!;
    calls.delete(e.seq);
    if (!calls.size) this.byKey.delete(e.key);
    this.open.delete(e);
  }

  /** Process k finalizes: the collective calls other members made on its communicators and it (or a member finalized earlier) did not. */
  finalize(k: number, at?: SourcePos): void {
    this.finalized.set(k, at);
    for (const e of this.open) {
      const i = e.group.findIndex((g, i) => this.finalized.has(g) && !e.entered[i]);
      if (i < 0) continue;
      const missing = e.group[i];
      this.close(e);
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
