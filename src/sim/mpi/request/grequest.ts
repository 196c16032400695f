/**
 * Generalized requests: the runtime half (a request the program completes itself), and the
 * status of a request the C library completes (MPI_Isendrecv). The
 * query and free functions are the C half's (../lib/compat.c): they run when the program calls
 * MPI_Grequest_complete. The cancel function runs from MPI_Cancel (../pt2pt/cancel.ts).
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
    req.grequest = { cancelFn: a[1] as number, extraState: a[2] as number };
    r.m.st32(a[0] as number, req.handle);
    return 0;
  }
  /** Completes the request with the status the query function wrote (MPI_Status layout). */
  __mpisim_grequest_complete(r: RankProcess, a: unknown[]): Result {
    const [h, st] = a as number[];
    const p = this.rt.proc(r);
    const q = p.requests.get(h);
    if (!q || q.kind !== 'generalized') return this.reqs.badRequest(r, 'MPI_Grequest_complete', a[0] as number, a);
    if (st) this.setStatus(r, q, st);
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
