/**
 * Buffered mode (MPICH's bsendutil.c): the attached buffer and the space each buffered send
 * holds in it (MPI_BSEND_OVERHEAD included) until it completes.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import type { ProcState, Request } from '../state';
import { ERR } from '../errclass';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';

export class Bsend {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling) {}
  MPI_Buffer_attach(r: RankProcess, a: unknown[]): Result {
    const p = this.rt.proc(r);
    if (p.bsendBuffer) return this.err.error(r, H.COMM_WORLD, 'MPI_Buffer_attach', ERR.BUFFER, 'Buffer already attached');
    p.bsendBuffer = { addr: a[0] as number, size: a[1] as number, used: 0 };
    return 0;
  }
  MPI_Buffer_detach(r: RankProcess, a: unknown[]): Result {
    const p = this.rt.proc(r);
    const b = p.bsendBuffer;
    // Detach waits until buffered messages are delivered (their data is copied already).
    r.m.stptr(a[0] as number, b?.addr ?? 0);
    r.m.st32(a[1] as number, b?.size ?? 0);
    p.bsendBuffer = undefined;
    return 0;
  }
  bsendReserve(r: RankProcess, q: Request): Result | undefined {
    if (q.peer === H.PROC_NULL) return undefined;
    const p = this.rt.proc(r);
    const need = q.bytes + BSEND_OVERHEAD;
    if (!p.bsendBuffer || p.bsendBuffer.used + need > p.bsendBuffer.size) {
      return this.err.error(r, q.comm, q.call, ERR.BUFFER, `Insufficient space in Bsend buffer; requested ${q.bytes}; total buffer size is ${p.bsendBuffer?.size ?? 0}`);
    }
    p.bsendBuffer.used += need;
    q.bsendBytes = need;
    return undefined;
  }
  bsendRelease(p: ProcState, q: Request): void {
    const n = q.bsendBytes;
    if (p.bsendBuffer && n) p.bsendBuffer.used -= n;
  }
}

const BSEND_OVERHEAD = 96;
