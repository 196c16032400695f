/**
 * MPICH's collective algorithms whose per-message work runs in the host: the same steps, the same
 * messages on the communicator's collective context (the queues show them as MPICH's), but each
 * step's packing, posting, reducing and unpacking happen here in typed-array loops instead of
 * through a dozen intrinsic calls of interpreted C. MPICH writes its algorithms as C in the
 * library; here each is a generator, a resumable state machine of one rank (or of one nonblocking
 * collective's coroutine) that yields while the exchange it posted is in flight. The C wrapper
 * (../lib) calls the intrinsic until it stops answering MPISIM_COLL_AGAIN. A main program's
 * algorithm goes on with its next steps in its wait's check, where the exchange completes (the
 * rank stays blocked in the call until the algorithm ends); a coroutine's wakes with AGAIN
 * after each step, as for its blocking MPIC_Sendrecv calls.
 */
import type { RankProcess } from '../../runtime/rank';
import type { BlockRuns, Memory } from '../../runtime/memory';
import type { Blocker, ProcState, Request } from '../state';
import type { SourcePos } from '../../c/diagnostics';
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

/** An algorithm as a resumable state machine: each yield waits for the exchange its Running holds. */
type Algorithm = Generator<void, number, void>;
const done = (q: Request | undefined): boolean => !q || q.complete;

/**
 * An algorithm in progress, the exchange it waits for (MPIC_Sendrecv's two requests, either
 * absent for MPIC_Send or MPIC_Recv) and the rank's wait for it (one object for all its steps).
 */
class Running implements Blocker {
  /** The algorithm in progress (undefined once it ended). */
  alg: Algorithm | undefined = undefined;
  call = 'MPIC_Sendrecv';
  sq: Request | undefined = undefined;
  rq: Request | undefined = undefined;
  site = -1;
  /** The generator is running: a poke from inside one of its steps leaves it to the outer loop. */
  busy = false;
  /** The running step's MPIC_ function and its posting's error. */
  fname = 'MPIC_Sendrecv';
  err = 0;
  /**
   * Where the user called the collective: the rank's frames stay as they are while its algorithm
   * runs, so each step's requests take it from here instead of walking the frames again.
   */
  pos: SourcePos | undefined = undefined;
  /** Where a brucks step's receive puts bytes that come from the sender's memory (see BlockRuns); made by brucks. */
  runs: BlockRuns | undefined = undefined;
  /** The runs the next post's receive lands in, if any. */
  nextRuns: BlockRuns | undefined = undefined;
  constructor(private p: ProcState, private reqs: Requests, private r: RankProcess, readonly main: boolean, private running: Map<object, Running>, private key: object, private engine: Pt2ptEngine) {}
  private requests(): Request[] { return [this.sq, this.rq].filter((q): q is Request => q !== undefined); }
  get detail(): string { return this.requests().map((q) => describeReq(q, this.p.comms.get(q.comm))).join('; '); }
  /**
   * The main program's algorithm goes on with its next steps here, when its exchange completes,
   * without waking the rank between steps: MPIC_Sendrecv's wake and the C caller's call again
   * would only re-enter the same state machine. It wakes with the algorithm's result. A
   * coroutine's algorithm (a nonblocking collective's) wakes with AGAIN after each step: its
   * tags and requests depend on the coroutine running.
   */
  check(): number | undefined {
    if (!(done(this.sq) && done(this.rq))) return undefined;
    if (!this.main || this.r.current) return AGAIN;
    if (this.busy) return undefined;
    return this.advance();
  }
  /** Runs steps until one waits (undefined) or the algorithm ends (its result). */
  advance(): number | undefined {
    this.busy = true;
    try {
      for (;;) {
        const it = this.alg!.next();
        if (it.done) { this.alg = undefined; this.running.delete(this.key); return it.value; }
        if (!(done(this.sq) && done(this.rq))) return undefined;
      }
    } catch (e) {
      this.alg = undefined;
      this.engine.copyHeld(this.r, this.sq);
      throw e;
    } finally { this.busy = false; }
  }
  waitsFor(): number[] { return this.requests().flatMap((q) => this.reqs.waitsForReq(this.p, q)); }
}

export class CollHost {
  constructor(readonly rt: MpiCore, readonly engine: Pt2ptEngine, readonly completion: Completion, readonly types: DatatypeImpl) {}
  /** Algorithms in progress, by the rank or coroutine running them. */
  private running = new Map<object, Running>();
  /**
   * MPIC_Sendrecv's arguments for makeP2P, one pair for all algorithms: post() fills each and
   * makeP2P reads it before anything else runs (another rank's step that a delivery runs
   * within post() comes after both requests were made).
   */
  private readonly recvArgs = [0, 0, 0, 0, 0, 0];
  private readonly sendArgs = [0, 0, 0, 0, 0, 0];

  /**
   * MPIR_Alltoall_intra_brucks over predefined types with send and receive blocks of one length,
   * its scratch buffers (size x recvcount elements each) allocated by the C caller.
   */
  __mpisim_alltoall_brucks(r: RankProcess, a: unknown[]): Result {
    return this.run(r, (st) => {
      const [sendbuf, scount, stype, recvbuf, rcount, rtype, comm, tmpBuf, tmpIn] = a as number[];
      const c = this.rt.comm(this.rt.proc(r), comm);
      const dtp = this.types.dtp(r.rank);
      if (!c || c.kind === 'inter' || !isBuiltinType(stype) || !isBuiltinType(rtype)) return IN_C;
      const blk = (dtp.size(rtype) ?? 0) * Number(rcount);
      if (blk !== (dtp.size(stype) ?? 0) * Number(scount)) return IN_C;
      return this.brucks(st, r, sendbuf, recvbuf, blk, c.group.length, c.rank, comm, tmpBuf, tmpIn);
    });
  }
  /**
   * MPIR_Allreduce_intra_recursive_doubling (algorithm 0) or _reduce_scatter_allgather (1) of a
   * builtin commutative operation over a predefined type, with the C caller's temporary buffer
   * of count elements.
   */
  __mpisim_allreduce(r: RankProcess, a: unknown[]): Result {
    return this.run(r, (st) => {
      const [sendbuf, recvbuf, countRaw, dt, op, comm, tmpBuf, alg] = a as number[];
      const c = this.rt.comm(this.rt.proc(r), comm);
      const name = BUILTIN_OPS[op | 0];
      if (!c || c.kind === 'inter' || !isBuiltinType(dt) || name === undefined || name === 'REPLACE' || name === 'NO_OP') return IN_C;
      const count = Number(countRaw), size = this.types.dtp(r.rank).size(dt) ?? 0;
      return this.allreduce(st, r, { sendbuf, recvbuf, count, dt, size, op: name, comm, tmpBuf }, c.group.length, c.rank, alg === 1);
    });
  }

  /** Starts (the first call) or resumes the caller's algorithm; AGAIN or BLOCK while it runs, then its result. */
  private run(r: RankProcess, start: (st: Running) => Algorithm | number): Result {
    const key = r.current ?? r;
    let st = this.running.get(key);
    if (st === undefined) {
      st = new Running(this.rt.proc(r), this.completion.reqs, r, r.current === undefined, this.running, key, this.engine);
      const alg = start(st);
      if (typeof alg === 'number') return alg;
      st.alg = alg;
      st.call = this.rt.userCall(r, 'MPIC_Sendrecv');
      st.pos = this.rt.userPos(r);
      this.running.set(key, st);
    } else if (!(done(st.sq) && done(st.rq))) return this.waitStep(r, st);
    const v = st.advance();
    if (v === undefined) return this.waitStep(r, st);
    this.running.delete(key);
    return v;
  }

  private *brucks(st: Running, r: RankProcess, sendbuf: number, recvbuf: number, blk: number, size: number, rank: number, comm: number, tmpBuf: number, tmpIn: number): Algorithm {
    const m = r.m;
    let ret = 0;
    // The local rotation (MPICH's two MPIR_Localcopy calls): block i holds the data for rank (rank + i) % size.
    // Each buffer is checked whole once: the rank is inside this call until it returns, so no
    // block of it can be freed between the steps, and every copy below stays within them.
    const n = size * blk;
    m.range(sendbuf + rank * blk, n - rank * blk, false);
    m.range(sendbuf, rank * blk, false);
    m.range(recvbuf, n, true);
    m.range(tmpBuf, n, true);
    m.range(tmpIn, n, true);
    const hi = (size - rank) * blk;
    m.U8.copyWithin(recvbuf, sendbuf + rank * blk, sendbuf + size * blk);
    m.U8.copyWithin(recvbuf + hi, sendbuf, sendbuf + rank * blk);
    for (let pof2 = 1; pof2 < size; pof2 *= 2) {
      // The blocks whose index has this step's bit go to rank + pof2, packed (an indexed-block
      // type in MPICH): runs of pof2 consecutive blocks from pof2 on, one copy each.
      let bytes = 0;
      for (let b = pof2; b < size; b += 2 * pof2) bytes += Math.min(pof2, size - b) * blk;
      for (let b = pof2, at = tmpBuf; b < size; b += 2 * pof2) {
        const len = Math.min(pof2, size - b) * blk;
        m.U8.copyWithin(at, recvbuf + b * blk, recvbuf + b * blk + len);
        at += len;
      }
      // MPICH receives the blocks through an indexed-block type: a message the engine moves from
      // the sender's memory lands in them directly (runs.landed); a copied one (an eager
      // message that waited) lands in tmp_in and is unpacked here.
      const runs = (st.runs ??= { base: 0, blk: 0, run: 0, blocks: 0, landed: false });
      runs.base = recvbuf; runs.blk = blk; runs.run = pof2; runs.blocks = size; runs.landed = false;
      st.nextRuns = runs;
      if (this.post(st, r, tmpBuf, bytes, MPI_BYTE, (rank + pof2) % size, tmpIn, bytes, MPI_BYTE, (rank - pof2 + size) % size, ALLTOALL_TAG, comm)) yield;
      const e = this.result(st, r);
      if (e) { ret ||= e; continue; }
      if (runs.landed) continue;
      for (let b = pof2, at = tmpIn; b < size; b += 2 * pof2) {
        const len = Math.min(pof2, size - b) * blk;
        m.U8.copyWithin(recvbuf + b * blk, at, at + len);
        at += len;
      }
    }
    // The inverse rotation with the block order reversed: block i goes to (rank - i) mod size.
    const U8 = m.U8;
    U8.copyWithin(tmpBuf, recvbuf, recvbuf + n);
    for (let i = 0; i < size; i++) {
      const at = tmpBuf + i * blk;
      U8.copyWithin(recvbuf + ((rank - i + size) % size) * blk, at, at + blk);
    }
    return ret;
  }

  /**
   * MPICH's two Allreduce algorithms for commutative operations: the first 2 x rem ranks fold into
   * pof2 (even ranks hand their data to the next odd one), then recursive doubling of whole
   * buffers, or Rabenseifner's reduce-scatter by recursive halving and allgather by recursive
   * doubling over pof2 blocks of count / pof2 elements; the folded ranks get the result back.
   */
  private *allreduce(st: Running, r: RankProcess, x: ReduceArgs, size: number, rank: number, halving: boolean): Algorithm {
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
        if (this.post(st, r, recvbuf, count, dt, rank + 1, 0, 0, dt, -1, ALLREDUCE_TAG, comm)) yield;
        ret ||= this.result(st, r);
        newrank = -1;
      } else {
        if (this.post(st, r, 0, 0, dt, -1, tmpBuf, count, dt, rank - 1, ALLREDUCE_TAG, comm)) yield;
        const e = this.result(st, r);
        ret ||= e;
        this.reduce(r, x, tmpBuf, recvbuf, count);
        newrank = rank / 2 | 0;
      }
    } else newrank = rank - rem;
    const peer = (d: number): number => (d < rem ? d * 2 + 1 : d + rem);
    if (newrank !== -1 && !halving) {
      for (let mask = 1; mask < pof2; mask <<= 1) {
        const dst = peer(newrank ^ mask);
        if (this.post(st, r, recvbuf, count, dt, dst, tmpBuf, count, dt, dst, ALLREDUCE_TAG, comm)) yield;
        ret ||= this.result(st, r);
        this.reduce(r, x, tmpBuf, recvbuf, count);
      }
    } else if (newrank !== -1) {
      // coll_block_split: the first count % pof2 blocks have one element more.
      const q = Math.floor(count / pof2), extra = count % pof2;
      // Block i's first element (block pof2's is count): the elements of blocks from..to-1 are disp(to) - disp(from).
      const disp = (i: number): number => i * q + (i < extra ? i : extra);
      let mask = 1, sendIdx = 0, recvIdx = 0, lastIdx = pof2;
      while (mask < pof2) {
        const newdst = newrank ^ mask, dst = peer(newdst);
        let sendCnt: number, recvCnt: number;
        if (newrank < newdst) {
          sendIdx = recvIdx + pof2 / (mask * 2);
          sendCnt = disp(lastIdx) - disp(sendIdx); recvCnt = disp(sendIdx) - disp(recvIdx);
        } else {
          recvIdx = sendIdx + pof2 / (mask * 2);
          sendCnt = disp(recvIdx) - disp(sendIdx); recvCnt = disp(lastIdx) - disp(recvIdx);
        }
        if (this.post(st, r, recvbuf + disp(sendIdx) * esz, sendCnt, dt, dst, tmpBuf + disp(recvIdx) * esz, recvCnt, dt, dst, ALLREDUCE_TAG, comm)) yield;
        ret ||= this.result(st, r);
        this.reduce(r, x, tmpBuf + disp(recvIdx) * esz, recvbuf + disp(recvIdx) * esz, recvCnt);
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
          sendCnt = disp(recvIdx) - disp(sendIdx); recvCnt = disp(lastIdx) - disp(recvIdx);
        } else {
          recvIdx = sendIdx - pof2 / (mask * 2);
          sendCnt = disp(lastIdx) - disp(sendIdx); recvCnt = disp(sendIdx) - disp(recvIdx);
        }
        if (this.post(st, r, recvbuf + disp(sendIdx) * esz, sendCnt, dt, dst, recvbuf + disp(recvIdx) * esz, recvCnt, dt, dst, ALLREDUCE_TAG, comm)) yield;
        ret ||= this.result(st, r);
        if (newrank > newdst) sendIdx = recvIdx;
      }
    }
    if (rank < 2 * rem) {
      const posted = rank % 2
        ? this.post(st, r, recvbuf, count, dt, rank - 1, 0, 0, dt, -1, ALLREDUCE_TAG, comm)
        : this.post(st, r, 0, 0, dt, -1, recvbuf, count, dt, rank + 1, ALLREDUCE_TAG, comm);
      if (posted) yield;
      ret ||= this.result(st, r);
    }
    return ret;
  }
  /** MPIR_Reduce_local(in, inout) of a builtin operation. */
  private reduce(r: RankProcess, x: ReduceArgs, inbuf: number, inout: number, count: number): void {
    reduceBuiltin(r, x.op, inbuf, inout, count, x.dt, this.types.dtp(r.rank));
  }

  /**
   * MPIC_Sendrecv (a peer of -1 leaves that side out: MPIC_Send, MPIC_Recv) on the collective
   * context: the receive posted first, then the send, as the running step's exchange; true when
   * posted (the algorithm yields until both completed), false when the arguments failed (the
   * error is the step's result). Like a blocking call's, the requests take no handle (the main
   * program's are its process's own two, reused).
   */
  private post(st: Running, r: RankProcess, sbuf: number, scount: number, stype: number, dst: number, rbuf: number, rcount: number, rtype: number, src: number, tag: number, comm: number): boolean {
    const fname = dst < 0 ? 'MPIC_Recv' : src < 0 ? 'MPIC_Send' : 'MPIC_Sendrecv';
    this.engine.copyHeld(r, st.sq);
    st.fname = fname;
    st.err = 0;
    st.rq = st.sq = undefined;
    if (src >= 0) {
      const a = this.recvArgs;
      a[0] = rbuf; a[1] = rcount; a[2] = rtype; a[3] = src; a[4] = tag; a[5] = comm;
      const q = this.engine.makeP2P(r, fname, 'recv', a, undefined, true, false, false);
      if (!this.engine.isReq(q)) { st.nextRuns = undefined; st.err = q as number; return false; }
      q.runs = st.nextRuns;
      st.rq = q;
    }
    st.nextRuns = undefined;
    if (dst >= 0) {
      const a = this.sendArgs;
      a[0] = sbuf; a[1] = scount; a[2] = stype; a[3] = dst; a[4] = tag; a[5] = comm;
      const q = this.engine.makeP2P(r, fname, 'send', a, 'standard', true, false, false);
      if (!this.engine.isReq(q)) { st.rq = undefined; st.err = q as number; return false; }
      // The main program's rank stays in this call until the algorithm goes on (result): an
      // unmatched eager message may keep its bytes in the buffer until then (Message.heldBy).
      q.keepsPayload = st.main;
      st.sq = q;
    }
    // A request that waits in a queue shows where and when it was posted (Requests.placed).
    const now = this.rt.clock(r);
    if (st.rq) { st.rq.postedAt = st.pos; st.rq.postedTime = now; this.engine.startRecv(r, st.rq); }
    if (st.sq) { st.sq.postedAt = st.pos; st.sq.postedTime = now; this.engine.startSend(r, st.sq); }
    return true;
  }
  /** The step's result as MPIC_Sendrecv returns it: the receive's error. */
  private result(st: Running, r: RankProcess): number {
    this.engine.copyHeld(r, st.sq);
    if (st.err) return st.err;
    const rq = st.rq;
    return rq?.status?.error ? this.completion.errorFromStatus(r, rq, st.fname) : 0;
  }
  /** The rank waits for the exchange; it wakes with AGAIN and its C caller calls again. */
  private waitStep(r: RankProcess, st: Running): Result {
    st.site = r.site;
    return this.rt.block(r, st);
  }

}

/** The arguments of an Allreduce; sendbuf 0 is MPI_IN_PLACE. */
interface ReduceArgs { sendbuf: number; recvbuf: number; count: number; dt: number; size: number; op: string; comm: number; tmpBuf: number }
