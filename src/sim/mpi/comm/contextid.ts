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
  /** gcn_copy_mask: this process's contribution to round `iter` of the BAND allreduce. */
  __mpisim_gcn_copy_mask(r: RankProcess, a: unknown[]): Result {
    const [buf, iter, ignore] = a as number[];
    const words = this.rt.proc(r).mask.contribution(iter, ignore !== 0);
    for (let k = 0; k < words.length; k++) r.m.st32(buf + 4 * k, words[k]);
    return 0;
  }
  /**
   * gcn_allocate_cid: finds the agreed bit and clears it locally. Returns the ID, 0 to go
   * round again, or -1 when exhausted (the owner flag was set and no bit was free).
   */
  __mpisim_gcn_allocate(r: RankProcess, a: unknown[]): Result {
    const [buf, iter, ignore, fnamePtr] = a as number[];
    const p = this.rt.proc(r);
    const n = this.rt.layout.maskWords;
    const words = new Uint32Array(n + 1);
    for (let k = 0; k <= n; k++) words[k] = r.m.u32(buf + 4 * k);
    const ctx = p.mask.locate(words);
    if (ctx > 0) {
      if (!ignore) p.mask.allocate(ctx, this.rt.userCall(r, fnamePtr ? r.m.cstring(fnamePtr) : 'MPIR_Get_contextid'), iter);
      return ctx;
    }
    return words[n] === 1 ? -1 : 0;
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
