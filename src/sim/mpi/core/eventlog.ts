/**
 * The event log: what debuggers and traces read of a run (OTF2's records: Enter/Leave of the
 * user's MPI calls, messages, requests, collectives, communicators), in virtual time, and which
 * user call each piece of traffic belongs to (a blocking collective, or the coroutine of a
 * nonblocking one). Chapters record with event(); a plain run keeps no log.
 */
import type { Coroutine, RankProcess } from '../../runtime/rank';
import type { CollTally, MpiEvent, Request } from '../state';
import { MpiProcesses } from './process';

export class EventLog extends MpiProcesses {
  /** The user's MPI call behind each nonblocking collective's coroutine (MPI_Comm_idup, MPI_Ibcast...). */
  nbcCalls = new WeakMap<object, string>();
  readonly events: MpiEvent[] = [];
  /** The user-level MPI function the rank is in (outermost library frame called from user code). */
  userCall(r: RankProcess, fallback: string): string {
    // Inside a nonblocking collective's coroutine the user's call is the one that started it.
    const started = r.current && this.nbcCalls.get(r.current);
    if (started) return started;
    for (let k = 0; k < r.frames.length; k++) {
      const f = r.prog.funcs[r.frames[k].fn];
      if (f.library && /^P?MPI_/.test(f.name)) return f.name;
    }
    return fallback;
  }
  event(r: RankProcess, e: Omit<MpiEvent, 'time' | 'rank'>): void {
    if (!this.logging) return;
    (e as MpiEvent).time = this.clock(r);
    (e as MpiEvent).rank = r.rank;
    this.events.push(e as MpiEvent);
  }
  /** Enter/Leave of MPI functions called by user code (OTF2's region records), in virtual time. */
  traceCall(r: RankProcess, name: string, what: 'enter' | 'leave'): void {
    if (!this.logging) return;
    const oc = what === 'leave' ? this.openColl.get(r.rank) : undefined;
    if (oc && oc.op === name) {
      this.openColl.delete(r.rank);
      this.event(r, { kind: 'MpiCollectiveEnd', op: oc.op, comm: oc.comm, root: oc.root, sent: oc.sent, received: oc.received });
    }
    this.event(r, { kind: what === 'enter' ? 'Enter' : 'Leave', region: name, pos: what === 'enter' ? this.userPos(r) : undefined });
  }
  /**
   * The user-level blocking collective each rank is in: OTF2 records one MpiCollectiveBegin/End
   * pair per call, with the bytes this rank sent and received inside it (the algorithm's
   * point-to-point traffic, which is not recorded as messages of its own).
   */
  openColl = new Map<number, CollTally>();
  /** Each nonblocking collective's coroutine counts its traffic towards its own call. */
  nbcTallies = new WeakMap<Coroutine, CollTally>();
  /**
   * A persistent collective's coroutine matches its peers' by the request (numbered at init, as
   * MPICH gives the schedule its tag then) and the start, not by the order of MPI_Start calls:
   * the collectives it calls are matched under `${name}.${n}` (`n` counts them).
   */
  pcollCalls = new WeakMap<Coroutine, { name: string; n: number }>();
  /** The name a collective call `r` makes now is matched under, when it is a persistent collective's. */
  pcollCallName(r: RankProcess): string | undefined {
    const p = r.current && this.pcollCalls.get(r.current);
    return p ? `${p.name}.${p.n++}` : undefined;
  }
  /** The collective call whose bytes the code running on `r` now moves (main program or a coroutine). */
  collTally(r: RankProcess): CollTally | undefined {
    return r.current ? this.nbcTallies.get(r.current) : this.openColl.get(r.rank);
  }
  /** Requests the user sees as non-blocking: OTF2 records their start and completion separately. */
  nonblocking(q: Request): boolean {
    return q.persistent || q.call.startsWith('MPI_I');
  }
  /** OTF2's completion record of a user request (Wait/Test confirmed it, or it was released). */
  completionEvent(r: RankProcess, q: Request): void {
    if (!this.logging) return;
    if (q.nbc && !q.cancelled) {
      const t = q.nbc;
      this.event(r, { kind: 'NonBlockingCollectiveComplete', op: t.op, comm: t.comm, root: t.root, sent: t.sent, received: t.received, request: q.handle });
      return;
    }
    if (q.coll || (q.kind !== 'send' && q.kind !== 'recv')) return;
    if (q.cancelled) { this.event(r, { kind: 'MpiRequestCancelled', request: q.handle }); return; }
    if (!this.nonblocking(q)) return;
    if (q.kind === 'send') this.event(r, { kind: 'MpiIsendComplete', request: q.handle });
    else if (q.status) this.event(r, { kind: 'MpiIrecv', peer: q.status.source, comm: q.comm, tag: q.status.tag, bytes: q.status.bytes, request: q.handle });
  }
  /** A JS-implemented MPI function that blocked leaves when the rank wakes. */
  protected pendingLeave = new Map<number, string>();
  /** The Leave of a blocked call, recorded when the rank wakes. */
  protected leaveOnWake(r: RankProcess): void {
    const name = this.pendingLeave.get(r.rank);
    if (name === undefined) return;
    this.pendingLeave.delete(r.rank);
    this.traceCall(r, name, 'leave');
  }
}
