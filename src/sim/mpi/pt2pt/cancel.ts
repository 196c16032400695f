/**
 * MPI_Cancel: a receive still in the posted queue, or a send whose message still waits unmatched
 * in the receiver's unexpected queue, is taken out and completes cancelled; a generalized
 * request's cancel function is called.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { ERR } from '../errclass';
import type { MpiArgValue } from '../errors';
import { BLOCK, type Result } from '../core/process';
import { isBuiltinRequest, statusCancelled } from '../state';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { Requests } from '../request/request';
import type { Pt2ptEngine } from './engine';

export class Cancel {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling, readonly reqs: Requests, readonly engine: Pt2ptEngine) {}
  MPI_Cancel(r: RankProcess, a: unknown[]): Result {
    const p = this.rt.proc(r);
    // MPICH's builtin completed requests cannot be cancelled, and that is no error.
    if (isBuiltinRequest(r.m.i32(a[0] as number))) return 0;
    const h = r.m.i32(a[0] as number);
    const q = this.reqs.req(p, h);
    // A freed request's object is still in its pool slot, of no kind MPIR_Cancel_impl knows.
    if (!q && p.requests.isFreed(h)) return this.err.handle(r, H.COMM_WORLD, 'MPI_Cancel', this.err.ring(r).raiseStack('MPI_Cancel', ERR.INTERN, [{ location: 'MPIR_Cancel_impl(97)', message: 'Attempt to cancel an unknown type of request' }], a as MpiArgValue[], this.err.formatOpts(r)));
    if (!q) return this.reqs.badRequest(r, 'MPI_Cancel', h, a);
    if (q.grequest) {
      // MPIR_Grequest_cancel: the cancel function learns whether MPI_Grequest_complete was
      // called, and what it returns is MPI_Cancel's value.
      r.callBack(q.grequest.cancelFn, [q.grequest.extraState, q.complete ? 1 : 0], 'ii', undefined, r.site);
      return BLOCK;
    }
    if (q.complete) return 0;
    if (q.kind === 'recv') {
      p.posted.remove(q);
      q.complete = true;
      q.cancelled = true;
      q.status = { source: H.ANY_SOURCE, tag: H.ANY_TAG, bytes: 0, error: 0, cancelled: true };
      this.engine.releaseType(r.rank, q);
    } else if (q.kind === 'send' && q.msg && q.peerProcess !== undefined) {
      // A send can be cancelled while its message still waits, unmatched, at the receiver.
      const d = this.rt.procs[q.peerProcess];
      if (d.unexpected.remove(q.msg)) {
        p.pendingSends = p.pendingSends.filter((x) => x !== q);
        q.complete = true;
        q.cancelled = true;
        q.status = { source: q.peer, tag: q.tag, bytes: 0, error: 0, cancelled: true };
        this.engine.releaseType(r.rank, q);
      }
    }
    this.rt.poke(r.rank);
    return 0;
  }
  MPI_Test_cancelled(r: RankProcess, a: unknown[]): Result {
    const st = a[0] as number;
    r.m.st32(a[1] as number, statusCancelled(r.m, st) ? 1 : 0);
    return 0;
  }
}
