/**
 * Generalized requests: the runtime half (a request the program completes itself), and the
 * status of a request the C library completes (MPI_Isendrecv). The query and free functions are
 * the C half's (../lib/compat.c), called as MPICH calls them: the query function by the wait or
 * test that completes the request (and by MPI_Request_get_status, MPI_Testall), then the free
 * function, or the free function by MPI_Request_free; the wait family queues them
 * (Completion.grequestOp) and the C library's runner calls them (__mpisim_grequest_next). The
 * cancel function runs from MPI_Cancel (../pt2pt/cancel.ts).
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { ERR } from '../errclass';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { Requests } from './request';
import { type Request, statusBytes, statusCancelled } from '../state';

export class Grequests {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling, readonly reqs: Requests) {}
  __mpisim_grequest_start(r: RankProcess, a: unknown[]): Result {
    const req = this.reqs.newRequest(this.rt.proc(r), {
      kind: 'generalized', persistent: false, active: true, complete: false, cancelled: false, released: false, comm: H.COMM_NULL, ctx: 0,
      peer: H.ANY_SOURCE, tag: H.ANY_TAG, buf: 0, count: 0, datatype: 0, bytes: 0, call: 'MPI_Grequest_start', postedAt: this.rt.userPos(r), postedTime: this.rt.clock(r), coll: false,
    });
    req.grequest = { cancelFn: a[1] as number, extraState: a[2] as number, record: a[3] as number };
    this.rt.proc(r).grequestRunner = a[4] as number;
    r.m.st32(a[0] as number, req.handle);
    return 0;
  }
  /**
   * The next callback call queued by the calling thread's MPI call, for the C library's runner:
   * its record (0: none left), mode and status.
   */
  __mpisim_grequest_next(r: RankProcess, a: unknown[]): Result {
    const [modePtr, statusPtrPtr] = a as number[];
    const ops = this.rt.proc(r).grequestOps;
    const k = ops?.findIndex((o) => o.owner === r.current) ?? -1;
    if (k < 0) return 0;
    const op = ops!.splice(k, 1)[0];
    this.calls.set(r.rank, op.call);
    r.m.st32(modePtr, op.mode);
    r.m.st32(statusPtrPtr, op.statusPtr);
    return op.record;
  }
  /**
   * A callback returned `code` (not MPI_SUCCESS): MPICH's call returns that very value (through
   * the error handler), or, for the calls completing several requests, puts it in the status and
   * returns MPI_ERR_IN_STATUS. `result` is the call's value otherwise.
   */
  __mpisim_grequest_fail(r: RankProcess, a: unknown[]): Result {
    const [rc, multiple, result] = a as number[];
    // A callback declared void (cast to the callback's type) returns nothing: no error.
    const code = rc | 0;
    if (code === 0) return result;
    const fname = this.calls.get(r.rank) ?? 'MPI_Wait';
    if (multiple) return this.err.error(r, H.COMM_WORLD, fname, ERR.IN_STATUS, 'One or more requests failed');
    return this.err.handle(r, H.COMM_WORLD, fname, code);
  }
  /** The MPI call whose queued callbacks the runner is calling, by rank (for its errors). */
  private calls = new Map<number, string>();
  /** Marks the request complete: the wait or test that sees it calls the query function. */
  __mpisim_grequest_complete(r: RankProcess, a: unknown[]): Result {
    const p = this.rt.proc(r);
    const q = p.requests.get(a[0] as number);
    if (!q || q.kind !== 'generalized') {
      // MPICH reads the object any request handle names, freed or not (its kind bits 0xb, a valid
      // handle kind): not a generalized request there is **notgenreq; other handles fail MPIR_ERRTEST_REQUEST.
      const h = (a[0] as number) >>> 0;
      if (q || (((h >>> 26) & 0xf) === 0xb && h >>> 30 !== 0)) {
        return this.err.error(r, H.COMM_WORLD, 'MPI_Grequest_complete', ERR.REQUEST, 'Attempt to complete a request with MPI_GREQUEST_COMPLETE that was not started with MPI_GREQUEST_START', { kind: 'notgenreq' }, a);
      }
      return this.reqs.badRequest(r, 'MPI_Grequest_complete', h | 0, a);
    }
    q.complete = true;
    this.reqs.finishReleased(p, q);
    this.rt.poke(r.rank);
    return 0;
  }
  /** The status a request made in C (MPI_Isendrecv's coroutine) completes with. */
  __mpisim_request_status(r: RankProcess, a: unknown[]): Result {
    const q = this.rt.proc(r).requests.get(a[0] as number);
    if (q) this.setStatus(r, q, a[1] as number);
    return 0;
  }
  private setStatus(r: RankProcess, q: Request, st: number): void {
    q.status = { source: r.m.i32(st + 8), tag: r.m.i32(st + 12), error: r.m.i32(st + 16), bytes: statusBytes(r.m, st), cancelled: statusCancelled(r.m, st) };
    q.cancelled = q.status.cancelled;
  }
}
