/**
 * Completing requests: what MPI_Wait/MPI_Test do to a finished request (status, free or
 * deactivate, the buffered send's space back, the trace's completion record), and how a blocking
 * call (MPI_Send, MPI_Recv, MPI_Sendrecv) waits for its own requests.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { type Blocker, type ProcState, type Request, type Status, BUILTIN_SEND, setStatusCancelled, GREQ_QUERY, GREQ_FREE, GREQ_STATUS, GREQ_MULTIPLE, GREQ_REPORT } from '../state';
import { ERR } from '../errclass';
import type { MpiArgValue } from '../errors';
import { BLOCK, type Result } from '../core/process';
import { describeReq } from './request';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { Requests } from './request';
import type { Bsend } from '../bsend/bsendutil';

export class Completion {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling, readonly reqs: Requests, readonly bsend: Bsend) {}
  /** Completes a finished request for Wait/Test: writes the status, frees (or deactivates) it. */
  complete1(r: RankProcess, p: ProcState, q: Request, reqPtr: number, statusPtr: number, multiple = false): Status {
    const st = q.status ?? this.reqs.emptyStatus();
    if (q.wildcard) this.rt.wildcards?.observed(r.rank, q);
    const sp = statusPtr !== H.STATUS_IGNORE ? statusPtr : 0;
    // A generalized request's status is its query function's, called now (MPIR_Request_completion_processing).
    if (q.grequest?.record) this.grequestOp(p, q, GREQ_QUERY | GREQ_FREE | GREQ_STATUS | GREQ_REPORT | (multiple ? GREQ_MULTIPLE : 0), sp);
    else if (sp) {
      // As MPICH completes a request: a send's status gets its cancel bit only, a receive's all
      // but MPI_ERROR, which only the functions completing several requests set.
      if (q.kind === 'send') setStatusCancelled(r.m, statusPtr, st.cancelled);
      else this.reqs.writeStatus(r, statusPtr, st);
      if (multiple) r.m.st32(statusPtr + 16, st.error);
    }
    if (q === BUILTIN_SEND) this.confirmBuiltinSend(r, p);
    else this.rt.completionEvent(r, q);
    if (q.persistent) { q.active = false; p.requests.changed(); }
    else { p.requests.delete(q.handle); r.m.st32(reqPtr, H.REQUEST_NULL); }
    if (q.kind === 'send' && q.mode === 'buffered') this.bsend.bsendRelease(p, q);
    return st;
  }
  /** Queues a call of a generalized request's callbacks for the MPI call in progress (GREQ_* bits). */
  grequestOp(p: ProcState, q: Request, mode: number, statusPtr: number): void {
    const g = q.grequest;
    if (!g?.record) return;
    (p.grequestOps ??= []).push({ record: g.record, mode, statusPtr, call: '' });
    if (mode & GREQ_FREE) g.record = 0;
  }
  /**
   * The MPI call's result once the generalized requests' callbacks it queued have run. They are
   * C calls made from the MPI call, in its thread, as MPICH makes them inside its wait or test,
   * by the C library's runner, whose value (`result`, or a callback's error) the call returns.
   * `sync`: the call has not blocked; else its context (the main thread, or a thread another one
   * woke by MPI_Grequest_complete) runs the runner first when it resumes.
   */
  afterGrequests(r: RankProcess, p: ProcState, fname: string, result: Result, sync: boolean): Result {
    const ops = p.grequestOps;
    if (!ops?.length || !p.grequestRunner) return result;
    const owner = this.rt.callerContext(r);
    for (const op of ops) if (!op.call) { op.call = fname; op.owner = owner; }
    if (sync && result !== BLOCK) { r.callBack(p.grequestRunner, [result], 'i', undefined, r.site); return BLOCK; }
    if (!sync) r.callIn(owner, p.grequestRunner, [result], r.site);
    return result;
  }
  /** The user confirmed (waited, tested or freed) a builtin completed send: the oldest one, for the trace. */
  confirmBuiltinSend(r: RankProcess, p: ProcState): void {
    const sent = p.builtinSends.shift();
    if (!sent) return;
    this.rt.completionEvent(r, sent);
    p.requests.delete(sent.handle);
  }
  /**
   * The error a completed receive reports. `args` are the call's own (MPI_Wait's, MPI_Sendrecv's...);
   * without them, a receive's. MPICH's wait and test loops add their own frame, with no message.
   */
  errorFromStatus(r: RankProcess, req: Request, fname: string, args?: unknown[], statusPtr = 0): number {
    const st = req.status!;
    if (st.error === ERR.TRUNCATE) {
      const argv = args ?? [req.buf, req.count, req.datatype, req.peer, req.tag, req.comm, statusPtr];
      const loop = WAIT_FRAMES[fname];
      const res = loop
        ? this.err.handle(r, req.comm, fname, this.err.ring(r).raiseStack(fname, ERR.TRUNCATE, [{ location: loop, message: '' }], argv as MpiArgValue[], this.err.formatOpts(r), ERR.TRUNCATE))
        : this.err.error(r, req.comm, fname, ERR.TRUNCATE, `Message truncated; ${req.msgBytes ?? st.bytes} bytes received but buffer size is ${req.bytes}`, { kind: 'truncate' }, argv);
      return res === BLOCK ? 0 : res;
    }
    // A partitioned receive's error is a code of the device (MPIDIG_precv_matched): MPICH's wait
    // and test loops add their frame, the binding its own, and the handler takes it.
    const loop = req.partitions && WAIT_FRAMES[fname];
    if (loop) {
      const argv = args ?? [];
      const res = this.err.handle(r, req.comm, fname, this.err.ring(r).raiseStack(fname, ERR.OTHER, [{ location: loop, message: '' }], argv as MpiArgValue[], this.err.formatOpts(r), st.error));
      return res === BLOCK ? 0 : res;
    }
    return st.error;
  }
  /** A blocking call's completed request: its status, its error, and a buffered send's space back. */
  finishBlocking(r: RankProcess, req: Request, statusPtr: number, fname: string): number {
    if (req.kind === 'send' && req.mode === 'buffered') this.bsend.bsendRelease(this.rt.proc(r), req);
    if (req.wildcard) this.rt.wildcards?.observed(r.rank, req);
    if (statusPtr && statusPtr !== H.STATUS_IGNORE && req.status) this.reqs.writeStatus(r, statusPtr, req.status);
    if (req.status?.error) return this.errorFromStatus(r, req, fname, undefined, statusPtr);
    return 0;
  }
  /**
   * The end of a blocking call's own request: at once when it already completed (no waiting
   * machinery), else it joins the process's requests and the rank waits for it.
   */
  waitBlocking(r: RankProcess, req: Request, statusPtr: number, fname: string): Result {
    if (req.complete) return this.finishBlocking(r, req, statusPtr, fname);
    const p = this.rt.proc(r);
    this.reqs.placed(r, req);
    p.waiting = req;
    // The main program waits in one call at a time: its process's wait record is reused.
    const w = r.current ? new RequestWait(this, p) : (p.ownWait as RequestWait | undefined) ?? (p.ownWait = new RequestWait(this, p));
    return this.rt.block(r, w.set(r, req, statusPtr, fname, this.rt.userCall(r, fname)));
  }
  /** Waits for all of `reqs`, then frees them in the order `release` (the last made first, so the pool's order is kept). */
  waitMany(r: RankProcess, fname: string, reqs: Request[], release: Request[], done: (st: Status[]) => number): Result {
    const p = this.rt.proc(r);
    return this.rt.blockOn(r, fname, () => reqs.map((q) => describeReq(q, p.comms.get(q.comm))).join('; '), () => {
      if (!reqs.every((q) => q.complete)) return undefined;
      for (const q of release) { p.requests.delete(q.handle); if (q.wildcard) this.rt.wildcards?.observed(r.rank, q); }
      return done(reqs.map((q) => q.status!));
    }, () => reqs.flatMap((q) => this.reqs.waitsForReq(p, q)));
  }
}

/** The frame MPICH's wait and test loops add to an error a request completed with (src/mpi/request/request_impl.c, 4.0.2). */
const WAIT_FRAMES: Readonly<Record<string, string>> = { MPI_Wait: 'MPIR_Wait(911)', MPI_Test: 'MPIR_Test(325)', MPI_Waitany: 'MPIR_Waitany(1281)', MPI_Testany: 'MPIR_Testany(683)' };

/** A blocking call waiting for its own request (MPI_Recv, a synchronous or rendezvous MPI_Send...). */
class RequestWait implements Blocker {
  site = -1;
  call = '';
  private r!: RankProcess;
  private req!: Request;
  private statusPtr = 0;
  private fname = '';
  constructor(private completion: Completion, private p: ProcState) {}
  set(r: RankProcess, req: Request, statusPtr: number, fname: string, call: string): this {
    this.r = r; this.req = req; this.statusPtr = statusPtr; this.fname = fname; this.call = call; this.site = r.site;
    return this;
  }
  get detail(): string { return describeReq(this.req, this.p.comms.get(this.req.comm)); }
  check(): number | undefined {
    if (!this.req.complete) return undefined;
    this.p.waiting = undefined;
    return this.completion.finishBlocking(this.r, this.req, this.statusPtr, this.fname);
  }
  waitsFor(): number[] { return this.completion.reqs.waitsForReq(this.p, this.req); }
}
