/**
 * MPICH's collective algorithms whose per-message work runs in the host: the same steps, the same
 * messages on the communicator's collective context (the queues show them as MPICH's), but each
 * step's packing, posting, reducing and unpacking happen here in typed-array loops instead of
 * through a dozen intrinsic calls of interpreted C. MPICH writes its algorithms as C in the
 * library; here each is a generator, a resumable state machine of one rank (or of one nonblocking
 * collective's coroutine) that yields the exchange it waits for. The C wrapper (../lib) calls the
 * intrinsic until it stops answering MPISIM_COLL_AGAIN; each AGAIN is a wake after an exchange
 * completed, so the rank is scheduled as for its blocking MPIC_Sendrecv calls.
 */
import type { RankProcess } from '../../runtime/rank';
import type { Memory } from '../../runtime/memory';
import type { Blocker, ProcState, Request } from '../state';
import type { Requests } from '../request/request';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { Pt2ptEngine } from '../pt2pt/engine';
import type { Completion } from '../request/completion';
import type { DatatypeImpl } from '../datatype/datatype_impl';
import { describeReq } from '../request/request';
import { isBuiltinType } from '../datatype/typerep/typeops';
import { BUILTIN_OPS } from '../ops';
import { reduceBuiltin } from './op';

/** MPISIM_COLL_AGAIN of lib/mpisim_mpi.h: the exchange completed, call again. */
const AGAIN = 0x4d534700;
/** MPISIM_COLL_IN_C: the arguments are not the host path's; the C algorithm runs instead. */
const IN_C = 0x4d534701;
/** MPI_BYTE's handle (mpi.h). */
const MPI_BYTE = 0x4c00010d;
/** MPICH's collective tags (mpir_tags.h, lib/mpisim_mpi.h). */
const ALLTOALL_TAG = 9, ALLREDUCE_TAG = 14;

/** One step's messages, posted together as MPIC_Sendrecv posts them (either may be absent: MPIC_Send, MPIC_Recv). */
interface Exchange { sq: Request | undefined; rq: Request | undefined }
type Algorithm = Generator<Exchange, number, void>;
const done = (q: Request | undefined): boolean => !q || q.complete;

/** An algorithm in progress, and the rank's wait for its exchange (one object for all its steps). */
class Running implements Blocker {
  ex: Exchange | undefined;
  site = -1;
  constructor(readonly alg: Algorithm, readonly call: string, private p: ProcState, private reqs: Requests) {}
  private requests(): Request[] { return this.ex ? [this.ex.sq, this.ex.rq].filter((q): q is Request => q !== undefined) : []; }
  get detail(): string { return this.requests().map((q) => describeReq(q, this.p.comms.get(q.comm))).join('; '); }
  check = (): number | undefined => (!this.ex || (done(this.ex.sq) && done(this.ex.rq)) ? AGAIN : undefined);
  waitsFor = (): number[] => this.requests().flatMap((q) => this.reqs.waitsForReq(this.p, q));
}

export class CollHost {
  constructor(readonly rt: MpiCore, readonly engine: Pt2ptEngine, readonly completion: Completion, readonly types: DatatypeImpl) {}
  /** Algorithms in progress, by the rank or coroutine running them. */
  private running = new Map<object, Running>();

  /**
   * MPIR_Alltoall_intra_brucks over predefined types with send and receive blocks of one length,
   * its scratch buffers (size x recvcount elements each) allocated by the C caller.
   */
  __mpisim_alltoall_brucks(r: RankProcess, a: unknown[]): Result {
    return this.run(r, () => {
      const [sendbuf, scount, stype, recvbuf, rcount, rtype, comm, tmpBuf, tmpIn] = a as number[];
      const c = this.rt.comm(this.rt.proc(r), comm);
      const dtp = this.types.dtp(r.rank);
      if (!c || c.kind === 'inter' || !isBuiltinType(stype) || !isBuiltinType(rtype)) return IN_C;
      const blk = (dtp.size(rtype) ?? 0) * Number(rcount);
      if (blk !== (dtp.size(stype) ?? 0) * Number(scount)) return IN_C;
      return this.brucks(r, sendbuf, recvbuf, blk, c.group.length, c.rank, comm, tmpBuf, tmpIn);
    });
  }
  /**
   * MPIR_Allreduce_intra_recursive_doubling (algorithm 0) or _reduce_scatter_allgather (1) of a
   * builtin commutative operation over a predefined type, with the C caller's temporary buffer
   * of count elements.
   */
  __mpisim_allreduce(r: RankProcess, a: unknown[]): Result {
    return this.run(r, () => {
      const [sendbuf, recvbuf, countRaw, dt, op, comm, tmpBuf, alg] = a as number[];
      const c = this.rt.comm(this.rt.proc(r), comm);
      const name = BUILTIN_OPS[op | 0];
      if (!c || c.kind === 'inter' || !isBuiltinType(dt) || name === undefined || name === 'REPLACE' || name === 'NO_OP') return IN_C;
      const count = Number(countRaw), size = this.types.dtp(r.rank).size(dt) ?? 0;
      return this.allreduce(r, { sendbuf, recvbuf, count, dt, size, op: name, comm, tmpBuf }, c.group.length, c.rank, alg === 1);
    });
  }

  /** Starts (the first call) or resumes the caller's algorithm; AGAIN or BLOCK while it runs, then its result. */
  private run(r: RankProcess, start: () => Algorithm | number): Result {
    const key = r.current ?? r;
    let st = this.running.get(key);
    if (!st) {
      const alg = start();
      if (typeof alg === 'number') return alg;
      st = new Running(alg, this.rt.userCall(r, 'MPIC_Sendrecv'), this.rt.proc(r), this.completion.reqs);
      this.running.set(key, st);
    }
    for (;;) {
      const ex = st.ex;
      if (ex && !(done(ex.sq) && done(ex.rq))) return this.waitStep(r, st);
      const it = st.alg.next();
      if (it.done) { this.running.delete(key); return it.value; }
      st.ex = it.value;
    }
  }

  private *brucks(r: RankProcess, sendbuf: number, recvbuf: number, blk: number, size: number, rank: number, comm: number, tmpBuf: number, tmpIn: number): Algorithm {
    const m = r.m;
    let ret = 0;
    // The local rotation (MPICH's two MPIR_Localcopy calls): block i holds the data for rank (rank + i) % size.
    const hi = (size - rank) * blk;
    m.range(sendbuf + rank * blk, hi, false);
    m.range(recvbuf, hi, true);
    m.U8.copyWithin(recvbuf, sendbuf + rank * blk, sendbuf + size * blk);
    m.range(sendbuf, rank * blk, false);
    m.range(recvbuf + hi, rank * blk, true);
    m.U8.copyWithin(recvbuf + hi, sendbuf, sendbuf + rank * blk);
    const blocks: number[] = [];
    for (let pof2 = 1; pof2 < size; pof2 *= 2) {
      // The blocks whose index has this step's bit go to rank + pof2, packed (an indexed-block type in MPICH).
      blocks.length = 0;
      for (let b = 1; b < size; b++) if (b & pof2) blocks.push(b);
      const bytes = blocks.length * blk;
      m.range(tmpBuf, bytes, true);
      for (let i = 0; i < blocks.length; i++) copyBlock(m, tmpBuf + i * blk, recvbuf + blocks[i] * blk, blk);
      const e = yield* this.sendrecv(r, tmpBuf, bytes, MPI_BYTE, (rank + pof2) % size, tmpIn, bytes, MPI_BYTE, (rank - pof2 + size) % size, ALLTOALL_TAG, comm);
      if (e) { ret ||= e; continue; }
      m.range(tmpIn, bytes, false);
      for (let i = 0; i < blocks.length; i++) copyBlock(m, recvbuf + blocks[i] * blk, tmpIn + i * blk, blk);
    }
    // The inverse rotation with the block order reversed: block i goes to (rank - i) mod size.
    const n = size * blk;
    m.range(tmpBuf, n, true);
    m.U8.copyWithin(tmpBuf, recvbuf, recvbuf + n);
    for (let i = 0; i < size; i++) copyBlock(m, recvbuf + ((rank - i + size) % size) * blk, tmpBuf + i * blk, blk);
    return ret;
  }

  /**
   * MPICH's two Allreduce algorithms for commutative operations: the first 2 x rem ranks fold into
   * pof2 (even ranks hand their data to the next odd one), then recursive doubling of whole
   * buffers, or Rabenseifner's reduce-scatter by recursive halving and allgather by recursive
   * doubling over pof2 blocks of count / pof2 elements; the folded ranks get the result back.
   */
  private *allreduce(r: RankProcess, x: ReduceArgs, size: number, rank: number, halving: boolean): Algorithm {
    const { recvbuf, count, dt, size: esz, comm, tmpBuf } = x;
    const m = r.m, bytes = count * esz;
    let ret = 0;
    if (x.sendbuf !== 0) { m.range(x.sendbuf, bytes, false); m.range(recvbuf, bytes, true); m.U8.copyWithin(recvbuf, x.sendbuf, x.sendbuf + bytes); }
    let pof2 = 1;
    while (pof2 * 2 <= size) pof2 *= 2;
    const rem = size - pof2;
    let newrank: number;
    if (rank < 2 * rem) {
      if (rank % 2 === 0) {
        ret ||= yield* this.sendrecv(r, recvbuf, count, dt, rank + 1, 0, 0, dt, -1, ALLREDUCE_TAG, comm);
        newrank = -1;
      } else {
        const e = yield* this.sendrecv(r, 0, 0, dt, -1, tmpBuf, count, dt, rank - 1, ALLREDUCE_TAG, comm);
        ret ||= e;
        this.reduce(r, x, tmpBuf, recvbuf, count);
        newrank = rank / 2 | 0;
      }
    } else newrank = rank - rem;
    const peer = (d: number): number => (d < rem ? d * 2 + 1 : d + rem);
    if (newrank !== -1 && !halving) {
      for (let mask = 1; mask < pof2; mask <<= 1) {
        const dst = peer(newrank ^ mask);
        ret ||= yield* this.sendrecv(r, recvbuf, count, dt, dst, tmpBuf, count, dt, dst, ALLREDUCE_TAG, comm);
        this.reduce(r, x, tmpBuf, recvbuf, count);
      }
    } else if (newrank !== -1) {
      // coll_block_split: the first count % pof2 blocks have one element more.
      const cnts: number[] = [], disps: number[] = [];
      for (let i = 0, at = 0; i < pof2; i++) { cnts[i] = Math.floor(count / pof2) + (i < count % pof2 ? 1 : 0); disps[i] = at; at += cnts[i]; }
      const sum = (from: number, to: number): number => { let s = 0; for (let i = from; i < to; i++) s += cnts[i]; return s; };
      let mask = 1, sendIdx = 0, recvIdx = 0, lastIdx = pof2;
      while (mask < pof2) {
        const newdst = newrank ^ mask, dst = peer(newdst);
        let sendCnt: number, recvCnt: number;
        if (newrank < newdst) {
          sendIdx = recvIdx + pof2 / (mask * 2);
          sendCnt = sum(sendIdx, lastIdx); recvCnt = sum(recvIdx, sendIdx);
        } else {
          recvIdx = sendIdx + pof2 / (mask * 2);
          sendCnt = sum(sendIdx, recvIdx); recvCnt = sum(recvIdx, lastIdx);
        }
        ret ||= yield* this.sendrecv(r, recvbuf + disps[sendIdx] * esz, sendCnt, dt, dst, tmpBuf + disps[recvIdx] * esz, recvCnt, dt, dst, ALLREDUCE_TAG, comm);
        this.reduce(r, x, tmpBuf + disps[recvIdx] * esz, recvbuf + disps[recvIdx] * esz, recvCnt);
        sendIdx = recvIdx;
        mask <<= 1;
        if (mask < pof2) lastIdx = recvIdx + pof2 / mask;
      }
      for (mask >>= 1; mask > 0; mask >>= 1) {
        const newdst = newrank ^ mask, dst = peer(newdst);
        let sendCnt: number, recvCnt: number;
        if (newrank < newdst) {
          if (mask !== pof2 / 2) lastIdx = lastIdx + pof2 / (mask * 2);
          recvIdx = sendIdx + pof2 / (mask * 2);
          sendCnt = sum(sendIdx, recvIdx); recvCnt = sum(recvIdx, lastIdx);
        } else {
          recvIdx = sendIdx - pof2 / (mask * 2);
          sendCnt = sum(sendIdx, lastIdx); recvCnt = sum(recvIdx, sendIdx);
        }
        ret ||= yield* this.sendrecv(r, recvbuf + disps[sendIdx] * esz, sendCnt, dt, dst, recvbuf + disps[recvIdx] * esz, recvCnt, dt, dst, ALLREDUCE_TAG, comm);
        if (newrank > newdst) sendIdx = recvIdx;
      }
    }
    if (rank < 2 * rem) {
      if (rank % 2) ret ||= yield* this.sendrecv(r, recvbuf, count, dt, rank - 1, 0, 0, dt, -1, ALLREDUCE_TAG, comm);
      else ret ||= yield* this.sendrecv(r, 0, 0, dt, -1, recvbuf, count, dt, rank + 1, ALLREDUCE_TAG, comm);
    }
    return ret;
  }
  /** MPIR_Reduce_local(in, inout) of a builtin operation. */
  private reduce(r: RankProcess, x: ReduceArgs, inbuf: number, inout: number, count: number): void {
    reduceBuiltin(r, x.op, inbuf, inout, count, x.dt, this.types.dtp(r.rank));
  }

  /**
   * MPIC_Sendrecv (a peer of -1 leaves that side out: MPIC_Send, MPIC_Recv) on the collective
   * context: the receive posted first, then the send; yields until both completed, then gives
   * the receive's error as MPIC_Sendrecv returns it. Like a blocking call's, the requests take no
   * handle (the main program's are its process's own two, reused).
   */
  private *sendrecv(r: RankProcess, sbuf: number, scount: number, stype: number, dst: number, rbuf: number, rcount: number, rtype: number, src: number, tag: number, comm: number): Generator<Exchange, number, void> {
    const fname = dst < 0 ? 'MPIC_Recv' : src < 0 ? 'MPIC_Send' : 'MPIC_Sendrecv';
    let rq: Request | undefined, sq: Request | undefined;
    if (src >= 0) {
      const q = this.engine.makeP2P(r, fname, 'recv', [rbuf, rcount, rtype, src, tag, comm], undefined, true, false, false);
      if (!this.engine.isReq(q)) return q as number;
      rq = q;
    }
    if (dst >= 0) {
      const q = this.engine.makeP2P(r, fname, 'send', [sbuf, scount, stype, dst, tag, comm], 'standard', true, false, false);
      if (!this.engine.isReq(q)) return q as number;
      sq = q;
    }
    if (rq) this.engine.startRecv(r, rq);
    if (sq) this.engine.startSend(r, sq);
    yield { sq, rq };
    if (!rq) return 0;
    return rq.status?.error ? this.completion.errorFromStatus(r, rq, fname) : 0;
  }
  /** The rank waits for the exchange; it wakes with AGAIN and its C caller calls again. */
  private waitStep(r: RankProcess, st: Running): Result {
    st.site = r.site;
    return this.rt.block(r, st);
  }

}

/** A memmove of one block whose range was checked (copyWithin beats a word loop even for brucks' few ints). */
function copyBlock(m: Memory, to: number, from: number, n: number): void {
  m.U8.copyWithin(to, from, from + n);
}

/** The arguments of an Allreduce; sendbuf 0 is MPI_IN_PLACE. */
interface ReduceArgs { sendbuf: number; recvbuf: number; count: number; dt: number; size: number; op: string; comm: number; tmpBuf: number }
