/**
 * Context IDs (MPICH's contextid.c, the runtime half): the process's context_mask, its share of
 * the BAND allreduce that agrees on a free bit (gcn_copy_mask, gcn_allocate_cid, written in C in
 * ../lib/comm.c), and MPIR_Free_contextid.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { ERR } from '../errclass';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';

export class ContextIds {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling) {}
  __mpisim_mask_words(): Result { return this.rt.layout.maskWords; }
  /**
   * (comm, tag, ignore_id): a pending allocation over `comm` (contextid.c's gcn_state); its
   * handle. An MPI_Comm_idup's (a coroutine of a nonblocking collective) is keyed as MPICH keys
   * its schedule's, tag + MPI_TAG_UB: above every blocking allocation's tag, and ordered by the
   * collective's sequence number, so all members queue the allocations on one communicator in
   * one order, whichever eager rounds ended first.
   */
  __mpisim_gcn_begin(r: RankProcess, a: unknown[]): Result {
    const [comm, tag, ignore] = a as number[];
    const p = this.rt.proc(r);
    const co = r.current;
    const key = co && !co.thread && co.tagOffset ? co.tagOffset + 2 ** 31 : tag;
    return p.mask.begin(this.rt.comm(p, comm)?.contextId ?? 0, key, ignore !== 0);
  }
  /** The allocation ended, found or failed: it releases what it owns and leaves next_gcn. */
  __mpisim_gcn_end(r: RankProcess, a: unknown[]): Result {
    this.rt.proc(r).mask.end(a[0] as number);
    return 0;
  }
  /**
   * A blocking allocation that found no ID yields (MPID_THREAD_CS_YIELD) so the allocation that
   * owns the mask can go on. In MPICH an MPI_Comm_idup owning it progresses inside the blocking
   * allreduce's progress wait; here that allreduce may complete without its process ever
   * waiting, and a pending idup's coroutine runs only then: without this the blocking loop
   * would go round forever with the mask's owner never resumed.
   */
  __mpisim_gcn_yield(r: RankProcess): Result {
    r.pollCoroutines();
    return 0;
  }
  /** gcn_copy_mask: this process's contribution to the allocation's next BAND allreduce. */
  __mpisim_gcn_copy_mask(r: RankProcess, a: unknown[]): Result {
    const [buf, gcn] = a as number[];
    const words = this.rt.proc(r).mask.contribution(gcn);
    for (let k = 0; k < words.length; k++) r.m.st32(buf + 4 * k, words[k]);
    return 0;
  }
  /**
   * gcn_allocate_cid: finds the agreed bit and, when this allocation owned its words, clears it
   * locally. Returns the ID, 0 to go round again, or -1 when exhausted (every member owned the
   * mask and no bit was free).
   */
  __mpisim_gcn_allocate(r: RankProcess, a: unknown[]): Result {
    const [buf, gcn, ignore, fnamePtr] = a as number[];
    const p = this.rt.proc(r);
    const n = this.rt.layout.maskWords;
    const words = new Uint32Array(n + 1);
    for (let k = 0; k <= n; k++) words[k] = r.m.u32(buf + 4 * k);
    const call = ignore ? '' : this.rt.userCall(r, fnamePtr ? r.m.cstring(fnamePtr) : 'MPIR_Get_contextid');
    return p.mask.allocateFrom(gcn, words, call);
  }
  __mpisim_mask_free_count(r: RankProcess): Result { return this.rt.proc(r).mask.freeCount(); }
  __mpisim_mask_capacity(r: RankProcess): Result { return this.rt.proc(r).mask.capacity(); }
  /** MPIR_Free_contextid(recvcontext_id). */
  __mpisim_free_contextid(r: RankProcess, a: unknown[]): Result {
    const res = this.rt.proc(r).mask.free(a[0] as number, this.rt.userCall(r, 'MPI_Comm_free'));
    if (res === 'double-free') this.err.fatal(r, H.COMM_WORLD, 'MPI_Comm_free', ERR.INTERN, `the context id ${a[0]} is not in use`);
    return 0;
  }
}
