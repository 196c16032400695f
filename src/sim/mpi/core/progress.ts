/**
 * The blocking machinery: an MPI call that cannot complete yet leaves a Blocker (what it waits
 * for, and a check that gives its result once it can go on) on its process or on the
 * nonblocking collective's coroutine that made it; poke(k) rechecks process k when something
 * changed for it (a message arrived, a request completed), progress() rechecks every blocked
 * process, and blockedRanks() reads the blockers for deadlock reports and the wait-for graph.
 */
import type { Coroutine, RankProcess } from '../../runtime/rank';
import type { Blocker, ProcState } from '../state';
import { BLOCK, type Result, type Blocked } from './process';
import { EventLog } from './eventlog';

export class Progress extends EventLog {
  blockOn(r: RankProcess, call: string, detail: string | (() => string), check: () => number | undefined, waitsFor: () => number[]): Result {
    const v = check();
    if (v !== undefined) return v;
    // The description is made only when someone reads it (a view, a deadlock report): ranks
    // block once per message, and most waits end before anyone looks.
    return this.block(r, new Wait(this.userCall(r, call), detail, check, waitsFor, r.site));
  }
  /** The rank (or its running coroutine) waits until `b.check()` gives the call's result. */
  block(r: RankProcess, b: Blocker): Result {
    // A nonblocking collective's coroutine waits on its own; the main program's wait is the process's.
    if (r.current) r.current.mpi = b;
    else this.proc(r).blocker = b;
    r.waitingFor = b;
    return BLOCK;
  }
  /**
   * The context whose blocked call poke() is rechecking (a coroutine, or undefined: the main
   * thread), which may not be the one loaded; null outside poke().
   */
  private waking: Coroutine | undefined | null = null;
  /** The context an MPI call's work belongs to: the caller's, or the blocked call's being rechecked. */
  callerContext(r: RankProcess): Coroutine | undefined { return this.waking === null ? r.current : this.waking; }
  /** Something changed for process k: its blocked call may now complete. */
  poke(k: number): void {
    const p = this.procs[k];
    const r = this.world.ranks[k];
    if (!p) return;
    try { this.recheck(p, r, k); } finally { this.waking = null; }
  }
  private recheck(p: ProcState, r: RankProcess, k: number): void {
    for (const c of r.coroutines) {
      const b = c.mpi as Blocker | undefined;
      if (!b || c.state !== 'blocked' || c === r.current) continue;
      this.waking = c;
      const v = b.check();
      if (v === undefined) continue;
      c.mpi = undefined;
      c.rv = v;
      c.waitingFor = undefined;
      c.state = 'ready';
      // A POSIX thread's blocking call has completed, as the main thread's below: MPI's writes.
      if (c.thread) this.hooks.wake?.(k);
    }
    const mainBlocked = r.current ? true : r.state === 'blocked';
    if (!p.blocker || !mainBlocked) return;
    this.waking = undefined;
    const v = p.blocker.check();
    if (v === undefined) return;
    p.blocker = undefined;
    r.wakeMain(v);
    this.hooks.wake?.(k);
    if (this.logging) this.leaveOnWake(r);
  }
  progress(): boolean {
    let any = false;
    for (let k = 0; k < this.procs.length; k++) {
      const r = this.world.ranks[k];
      if (r.state === 'blocked' && (this.procs[k]?.blocker || r.coroutines.length)) {
        this.poke(k);
        if ((r.state as string) !== 'blocked' || r.hasRunnableCoroutine()) any = true;
      }
    }
    return any;
  }
  blockedRanks(): Blocked[] {
    const out: Blocked[] = [];
    for (const r of this.world.ranks) {
      if (r.state !== 'blocked') continue;
      const p = this.procs[r.rank];
      const b = p?.blocker;
      out.push({
        rank: r.rank,
        call: b?.call ?? r.waitingFor?.call ?? 'MPI call',
        detail: b?.detail ?? r.waitingFor?.detail ?? '',
        pos: this.userPos(r),
        waitsFor: b ? [...new Set(b.waitsFor())].filter((x) => x !== r.rank) : [],
      });
    }
    return out;
  }
}

/** Why a rank (or a nonblocking collective's coroutine) waits, and when it may go on. */
export class Wait implements Blocker {
  constructor(readonly call: string, private text: string | (() => string), readonly check: () => number | undefined, readonly waitsFor: () => number[], readonly site: number) {}
  get detail(): string {
    if (typeof this.text !== 'string') this.text = this.text();
    return this.text;
  }
}
