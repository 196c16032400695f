/**
 * The point-to-point calls: send modes (standard, synchronous, ready, buffered), blocking and
 * nonblocking sends and receives, MPI_Sendrecv(_replace), and the MPIC_ forms MPICH's
 * collective algorithms use (collective context, offset 1).
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { type SendMode, procNullStatus } from '../state';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { Requests } from '../request/request';
import type { Bsend } from '../bsend/bsendutil';
import type { Completion } from '../request/completion';
import type { Pt2ptEngine } from './engine';

export class Pt2ptImpl {
  constructor(readonly rt: MpiCore, readonly reqs: Requests, readonly bsend: Bsend, readonly completion: Completion, readonly engine: Pt2ptEngine) {}
  private send(r: RankProcess, fname: string, a: unknown[], mode: SendMode, coll = false): Result {
    const req = this.engine.makeP2P(r, fname, 'send', a as number[], mode, coll, false, false);
    if (!this.engine.isReq(req)) return req;
    if (mode === 'buffered') { const e = this.bsend.bsendReserve(r, req); if (e !== undefined) return e; }
    this.engine.startSend(r, req);
    return this.completion.waitBlocking(r, req, 0, fname);
  }
  private isend(r: RankProcess, fname: string, a: unknown[], mode: SendMode, coll = false): Result {
    const req = this.engine.makeP2P(r, fname, 'send', a as number[], mode, coll, false);
    if (!this.engine.isReq(req)) return req;
    if (mode === 'buffered') { const e = this.bsend.bsendReserve(r, req); if (e !== undefined) return e; }
    this.engine.startSend(r, req);
    if (req.complete && (req.protocol === 'eager' || req.peer === H.PROC_NULL)) {
      // Complete when posted (eager, buffered, MPI_PROC_NULL): MPICH hands back its builtin
      // completed request and the pool entry is free again. (A rendezvous send that found its
      // receive is complete here too, but in MPICH it still waits for the handshake.)
      const p = this.rt.proc(r);
      if (mode === 'buffered') this.bsend.bsendRelease(p, req);
      // A trace records the send's completion when the user's Wait or Test confirms it, as
      // Score-P does; until then its entry stays taken, so trace request IDs stay unique.
      if (this.rt.logging && req.peer !== H.PROC_NULL) p.builtinSends.push(req);
      else p.requests.delete(req.handle);
      r.m.st32(a[6] as number, H.REQUEST_COMPLETE_SEND);
      return 0;
    }
    this.engine.holdType(r, req);
    r.m.st32(a[6] as number, req.handle);
    return 0;
  }
  private recv(r: RankProcess, fname: string, a: unknown[], coll = false): Result {
    const req = this.engine.makeP2P(r, fname, 'recv', a as number[], undefined, coll, false, false);
    if (!this.engine.isReq(req)) return req;
    this.engine.startRecv(r, req);
    return this.completion.waitBlocking(r, req, a[6] as number, fname);
  }
  private irecv(r: RankProcess, fname: string, a: unknown[], coll = false): Result {
    const req = this.engine.makeP2P(r, fname, 'recv', a as number[], undefined, coll, false);
    if (!this.engine.isReq(req)) return req;
    this.engine.startRecv(r, req);
    if (req.peer === H.PROC_NULL) {
      this.rt.proc(r).requests.delete(req.handle);
      r.m.st32(a[6] as number, H.REQUEST_COMPLETE_RECV);
      return 0;
    }
    this.engine.holdType(r, req);
    r.m.st32(a[6] as number, req.handle);
    return 0;
  }
  MPI_Send(r: RankProcess, a: unknown[]): Result { return this.send(r, 'MPI_Send', a, 'standard'); }
  MPI_Ssend(r: RankProcess, a: unknown[]): Result { return this.send(r, 'MPI_Ssend', a, 'sync'); }
  MPI_Rsend(r: RankProcess, a: unknown[]): Result { return this.send(r, 'MPI_Rsend', a, 'ready'); }
  MPI_Bsend(r: RankProcess, a: unknown[]): Result { return this.send(r, 'MPI_Bsend', a, 'buffered'); }
  MPI_Isend(r: RankProcess, a: unknown[]): Result { return this.isend(r, 'MPI_Isend', a, 'standard'); }
  MPI_Issend(r: RankProcess, a: unknown[]): Result { return this.isend(r, 'MPI_Issend', a, 'sync'); }
  MPI_Irsend(r: RankProcess, a: unknown[]): Result { return this.isend(r, 'MPI_Irsend', a, 'ready'); }
  MPI_Ibsend(r: RankProcess, a: unknown[]): Result { return this.isend(r, 'MPI_Ibsend', a, 'buffered'); }
  MPI_Recv(r: RankProcess, a: unknown[]): Result { return this.recv(r, 'MPI_Recv', a); }
  MPI_Irecv(r: RankProcess, a: unknown[]): Result { return this.irecv(r, 'MPI_Irecv', a); }
  MPIC_Send(r: RankProcess, a: unknown[]): Result { return this.send(r, 'MPIC_Send', a, 'standard', true); }
  MPIC_Recv(r: RankProcess, a: unknown[]): Result { return this.recv(r, 'MPIC_Recv', a, true); }
  MPIC_Isend(r: RankProcess, a: unknown[]): Result { return this.isend(r, 'MPIC_Isend', a, 'standard', true); }
  MPIC_Irecv(r: RankProcess, a: unknown[]): Result { return this.irecv(r, 'MPIC_Irecv', a, true); }
  MPIC_Ssend(r: RankProcess, a: unknown[]): Result { return this.send(r, 'MPIC_Ssend', a, 'sync', true); }
  private sendrecv(r: RankProcess, fname: string, a: unknown[], coll: boolean): Result {
    const [sbuf, scount, sdt, dest, stag, rbuf, rcount, rdt, src, rtag, comm, status] = a as number[];
    // MPIR_Sendrecv_impl sets MPI_PROC_NULL's status in the builtin receive it completes (not MPIC_).
    if (src === H.PROC_NULL && !coll) this.rt.proc(r).builtinRecv.status = procNullStatus();
    const rq = this.engine.makeP2P(r, fname, 'recv', [rbuf, rcount, rdt, src, rtag, comm], undefined, coll, false);
    if (!this.engine.isReq(rq)) return rq;
    const sq = this.engine.makeP2P(r, fname, 'send', [sbuf, scount, sdt, dest, stag, comm], 'standard', coll, false);
    if (!this.engine.isReq(sq)) return sq;
    this.engine.startRecv(r, rq);
    this.engine.startSend(r, sq);
    return this.completion.waitMany(r, fname, [sq, rq], [sq, rq], (st) => { if (status && status !== H.STATUS_IGNORE && rq.status) this.reqs.writeStatus(r, status, rq.status); void st; return rq.status?.error ? this.completion.errorFromStatus(r, rq, fname, a) : 0; });
  }
  MPI_Sendrecv(r: RankProcess, a: unknown[]): Result { return this.sendrecv(r, 'MPI_Sendrecv', a, false); }
  MPIC_Sendrecv(r: RankProcess, a: unknown[]): Result { return this.sendrecv(r, 'MPIC_Sendrecv', a, true); }
  private sendrecvReplace(r: RankProcess, fname: string, a: unknown[], coll: boolean): Result {
    const [buf, count, dt, dest, stag, src, rtag, comm, status] = a as number[];
    // MPIR_Sendrecv_impl sets MPI_PROC_NULL's status in the builtin receive it completes (not MPIC_).
    if (src === H.PROC_NULL && !coll) this.rt.proc(r).builtinRecv.status = procNullStatus();
    // The outgoing data is packed now, so the receive may overwrite the buffer.
    const sq = this.engine.makeP2P(r, fname, 'send', [buf, count, dt, dest, stag, comm], 'standard', coll, false);
    if (!this.engine.isReq(sq)) return sq;
    const rq = this.engine.makeP2P(r, fname, 'recv', [buf, count, dt, src, rtag, comm], undefined, coll, false);
    if (!this.engine.isReq(rq)) return rq;
    sq.mode = 'buffered'; // data copied at post time
    this.engine.startSend(r, sq);
    this.engine.startRecv(r, rq);
    return this.completion.waitMany(r, fname, [sq, rq], [rq, sq], () => { if (status && status !== H.STATUS_IGNORE && rq.status) this.reqs.writeStatus(r, status, rq.status); return rq.status?.error ? this.completion.errorFromStatus(r, rq, fname, a) : 0; });
  }
  MPI_Sendrecv_replace(r: RankProcess, a: unknown[]): Result { return this.sendrecvReplace(r, 'MPI_Sendrecv_replace', a, false); }
  MPIC_Sendrecv_replace(r: RankProcess, a: unknown[]): Result { return this.sendrecvReplace(r, 'MPIC_Sendrecv_replace', a, true); }
}
