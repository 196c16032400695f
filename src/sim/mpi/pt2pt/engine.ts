/**
 * The point-to-point engine (the device: MPICH ch4's eager and rendezvous protocols over
 * per-process posted and unexpected queues, ./queues.ts): a send matches the oldest posted receive
 * or waits in the receiver's unexpected queue; a receive takes the oldest matching message or
 * waits in the posted queue; deliver() moves the bytes and completes both sides.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { P2PRequest, SentMessage, type Comm, type Message, type ProcState, type Request, type SendMode, procNullStatus } from '../state';
import { chainFrames, type ErrorRing } from '../errors';
import { TableDatatypes, isBuiltinType, builtinSize } from '../datatype/typerep/typeops';
import { copyBetween, moveToRuns } from '../../runtime/memory';
import { ERR } from '../errclass';
import { type Result, SELF_EAGER_LIMIT } from '../core/process';
import { validTag, matchPosted, matchUnexpected } from './queues';
import type { MpiCore } from '../core/dispatch';
import type { DatatypeImpl } from '../datatype/datatype_impl';
import type { ErrHandling } from '../errhan/errhan';
import type { CommUtil } from '../comm/commutil';
import type { Requests } from '../request/request';

/**
 * MPIDIG_precv_matched's error (ch4, 4.0.2): partitioned buffers of different sizes, in the
 * receiver's error ring when the send's size is known. Its message names the receive's size as
 * the bytes received and the send's as the buffer's, as MPICH's arguments are ordered (and its
 * "ﬀ" ligature, as the UTF-8 bytes of MPICH's message file: the ring holds C strings byte by byte).
 */
function partitionSizeError(d: ProcState, recvBytes: number, sendBytes: number): number {
  return chainFrames(d.ring as ErrorRing, ERR.OTHER, [{ location: 'MPIDIG_precv_matched(88)', message: ` Partitioned send and receive bu\xef\xac\x80ers are not identical in size; ${recvBytes} bytes received but receive buffer size is ${sendBytes}` }]);
}

/** Delivered messages kept for reuse at most (Pt2ptEngine.spareMessages). */
const MAX_SPARE_MESSAGES = 256;
/** Bytes of collective payloads kept for reuse at most. */
const MAX_POOLED_BYTES = 16 << 20;

export class Pt2ptEngine {
  constructor(readonly rt: MpiCore, readonly types: DatatypeImpl, readonly err: ErrHandling, readonly comms: CommUtil, readonly reqs: Requests) {}
  /**
   * Delivered messages of blocking sends (SentMessage.reusable), for the next such send of any
   * process: a collective's steps and a ping-pong allocate no message. One pool for the run, not
   * one spare per process: a host collective's eager step often waits unexpected while its
   * sender goes on, and a spare of its own process's was then missing (16k ranks' Allreduce made
   * some 70,000 messages); a process's spare also stayed with it until it finalized.
   */
  private spareMessages: SentMessage[] = [];
  /** Validates a p2p envelope; returns an error result or undefined when fine. */
  /** MPICH's argument checks for point-to-point calls, in MPICH's order. */
  checkP2P(r: RankProcess, fname: string, c: Comm, count: number, dt: number, peer: number, tag: number, recv: boolean, args?: unknown[]): Result | undefined {
    if (count < 0) return this.err.error(r, c.handle, fname, ERR.COUNT, `Negative count, value is ${count}`, { kind: 'countneg', value: count }, args);
    // MPICH's bindings check a buffer's datatype only when its count is positive.
    let freed = false;
    if (count > 0) {
      const dtp = this.types.dtp(r.rank), size = dtp.size(dt);
      if ((dt | 0) === H.DATATYPE_NULL) return this.err.error(r, c.handle, fname, ERR.TYPE, 'Datatype for argument datatype is a null datatype', { kind: 'dtypenull' }, args);
      // A freed type's object is still in its pool slot, is_committed as it was: it passes the checks as MPICH's does.
      const slot = size === undefined ? dtp.table.freedSlot(dt) : undefined;
      if (size === undefined && !slot) return this.err.error(r, c.handle, fname, ERR.TYPE, 'Invalid datatype', { kind: 'dtype' }, args);
      if (slot ? !slot.committed : !dtp.isCommitted(dt)) return this.err.error(r, c.handle, fname, ERR.TYPE, 'Datatype has not been committed', { kind: 'dtypecommit' }, args);
      freed = slot !== undefined;
    }
    const n = c.kind === 'inter' ? c.remoteGroup!.length : c.group.length;
    if (!this.validPeer(c, peer, recv)) return this.err.error(r, c.handle, fname, ERR.RANK, `Invalid rank has value ${peer} but must be nonnegative and less than ${n}`, { kind: 'rank', value: peer, size: n }, args);
    if (!validTag(tag, recv)) return this.err.error(r, c.handle, fname, ERR.TAG, `Invalid tag, value is ${tag}`, { kind: 'tag', value: tag }, args);
    // With MPI_PROC_NULL MPICH moves nothing and succeeds; to a process it would move data with the
    // freed object's stale fields (its size is the free list's link): mpisim stops at the type.
    if (freed && peer !== H.PROC_NULL) return this.err.error(r, c.handle, fname, ERR.TYPE, 'Invalid datatype', { kind: 'dtype' }, args);
    return undefined;
  }
  private validPeer(c: Comm, peer: number, recv: boolean): boolean {
    const n = c.kind === 'inter' ? c.remoteGroup!.length : c.group.length;
    return (peer >= 0 && peer < n) || peer === H.PROC_NULL || (recv && peer === H.ANY_SOURCE);
  }
  /**
   * Posts a send; it completes now (eager, buffered) or when matched (rendezvous, synchronous).
   * A send that finds its receive posted moves its bytes straight into the receive buffer.
   */
  startSend(r: RankProcess, req: Request): void {
    const p = this.rt.proc(r);
    const c = this.rt.comm(p, req.comm) ?? p.comms.get(req.comm)!;
    req.active = true;
    req.complete = false;
    req.cancelled = false;
    req.status = undefined;
    if (req.peer === H.PROC_NULL) { req.complete = true; req.status = procNullStatus(); return; }
    const dest = this.comms.peerProcess(c, req.peer);
    req.peerProcess = dest;
    this.rt.openConnection(p, dest, r, req.call);
    const now = this.rt.clock(r);
    const sync = req.mode === 'sync';
    // ch4's self path (ch4_self.c, for every intracommunicator of one process, as MPI_COMM_SELF
    // or MPI_COMM_WORLD at -n 1) has no eager protocol: a send that finds its receive posted
    // copies and completes at once, one that does not waits, unmatched and uncopied, until a
    // receive takes it (a blocking MPI_Send to itself hangs in MPICH) or MPI_Cancel removes it.
    const self = c.kind !== 'inter' && c.group.length === 1;
    // A process's message to itself on a larger communicator goes by UCX's self transport: a
    // smaller eager size, and a synchronous send that finds its receive completes at once.
    const toSelf = dest === r.rank;
    const limit = toSelf ? Math.min(this.rt.eagerLimit, SELF_EAGER_LIMIT) : this.rt.eagerLimit;
    const eager = req.mode === 'buffered' || (!self && !sync && req.bytes <= limit);
    const atOnce = self || (toSelf && req.bytes <= limit);
    // The main program's blocking send of a predefined type (its process's own request, which the
    // program never sees) takes a message such a send delivered (spareMessages).
    const reusable = req === p.ownSend && isBuiltinType(req.datatype);
    const spare = reusable ? this.spareMessages.pop() : undefined;
    const msg = (spare ?? new SentMessage()).reset(c.rank, r.rank, req, eager ? 'eager' : 'rendezvous', now, now + this.rt.latency + req.bytes * this.rt.secondsPerByte, c.handle, reusable);
    req.protocol = msg.protocol;
    this.rt.hooks.sent?.(r.rank, msg, dest, req);
    if (!req.coll) { if (this.rt.logging) this.rt.event(r, { kind: this.rt.nonblocking(req) ? 'MpiIsend' : 'MpiSend', peer: req.peer, comm: c.handle, tag: req.tag, bytes: req.bytes, request: req.handle }); }
    else { const t = this.rt.collTally(r); if (t) t.sent += req.bytes; }
    const d = this.rt.procs[dest] ?? this.rt.proc(this.rt.world.ranks[dest]);
    this.rt.wildcards?.sent(r.rank, dest, msg);
    const k = matchPosted(d.posted, msg);
    if (k >= 0) {
      // The self path's matched send, and a small one to oneself, are MPICH's completed-at-post
      // request (its builtin handle).
      if (atOnce) msg.protocol = req.protocol = 'eager';
      if ((eager && !sync) || atOnce) req.complete = true;
      else msg.sendReq = req;
      this.deliver(dest, d.posted.take(k), msg, req);
      return;
    }
    // Unmatched: an eager (or synchronous) message carries a copy of its bytes; a rendezvous one
    // leaves them in the sender's buffer until a receive matches it.
    if (eager && !sync && req.keepsPayload) msg.heldBy = req;
    else if (eager || (sync && !self)) msg.data = reusable && !req.coll ? this.ownPayload(r, p, req.buf, req.bytes) : this.payload(r, req);
    this.reqs.placed(r, req);
    msg.sentAt = req.postedAt;
    req.msg = msg;
    if (eager && !sync) req.complete = true;
    else { msg.sendReq = req; p.pendingSends.push(req); }
    d.unexpected.push(msg);
    this.rt.poke(dest);
  }

  /**
   * A receive matched a message: copy the data, fill the status, complete both sides. `from`
   * is the send still holding the bytes in its buffer when they were not copied at send time.
   */
  deliver(dest: number, recv: Request, msg: Message, from = msg.sendReq ?? msg.heldBy): void {
    this.rt.hooks.deliver?.(dest, recv, msg, from, false);
    this.rt.wildcards?.delivered(dest, recv, msg, msg.sendReq !== undefined);
    const dr = this.rt.world.ranks[dest];
    const d = this.rt.procs[dest];
    const size = msg.data ? msg.data.length : from!.bytes;
    const n = size > recv.bytes ? recv.bytes : size;
    let whole = true;
    // ch4:ucx delivers nothing of a message too long for the receive buffer (MPI_ERR_TRUNCATE);
    // a partitioned receive gets the bytes that fit (MPIDIG's copy is the receive's size).
    if (size <= recv.bytes || recv.partitions) {
      if (!msg.data && isBuiltinType(from!.datatype) && isBuiltinType(recv.datatype)) {
        // Both buffers contiguous: the bytes go from the sender's memory to the receiver's (to
        // the blocks of a collective step's receive, one copy less than through its buffer).
        const sm = this.rt.world.ranks[msg.srcProcess].m;
        if (recv.runs && size === recv.bytes) moveToRuns(sm, from!.buf, size, dr.m, recv.runs);
        else copyBetween(sm, from!.buf, size, dr.m, recv.buf, n);
      } else if (msg.data && msg.coll && isBuiltinType(recv.datatype) && n % (builtinSize(recv.datatype) || 1) === 0) {
        // A collective's copy into a contiguous buffer of whole elements: one move, no typemap walk.
        dr.m.range(recv.buf, n, true);
        dr.m.U8.set(n === msg.data.length ? msg.data : msg.data.subarray(0, n), recv.buf);
      } else {
        const data = msg.data ?? this.types.dtp(msg.srcProcess).pack(this.rt.world.ranks[msg.srcProcess].m, from!.buf, from!.count, from!.datatype);
        // Received bytes fill the receive type's typemap in order; a short message fills a prefix.
        whole = this.types.dtp(dest).unpack(dr.m, recv.buf, recv.count, recv.datatype, n === data.length ? data : data.subarray(0, n));
      }
    }
    let error = 0;
    if (recv.partitions) error = size === recv.bytes ? 0 : partitionSizeError(d, recv.bytes, size);
    else if (size > recv.bytes || !whole) { error = ERR.TRUNCATE; recv.msgBytes = size; }
    // ch4:ucx reports a truncated receive with a count of 0; a partitioned one counts what was sent.
    const bytes = recv.partitions ? size : error ? 0 : n;
    if (recv instanceof P2PRequest) recv.received(msg.src, msg.tag, bytes, error);
    else recv.status = { source: msg.src, tag: msg.tag, bytes, error, cancelled: false };
    recv.complete = true;
    this.rt.advanceTo(dr, msg.arrival);
    // A non-blocking receive is recorded (MpiIrecv) when Wait/Test confirms it, not here.
    if (recv.coll) { if (recv.tally) recv.tally.received += n; }
    else if (this.rt.logging && !this.rt.nonblocking(recv)) this.rt.event(dr, { kind: 'MpiRecv', peer: msg.src, comm: recv.comm, tag: msg.tag, bytes: n, request: recv.handle });
    this.releaseType(dest, recv);
    const sreq = msg.sendReq;
    if (sreq) {
      this.releaseType(msg.srcProcess, sreq);
      const s = this.rt.procs[msg.srcProcess];
      sreq.complete = true;
      sreq.msg = undefined;
      const at = s.pendingSends.indexOf(sreq);
      if (at >= 0) s.pendingSends.splice(at, 1);
      this.reqs.finishReleased(s, sreq);
      this.rt.poke(msg.srcProcess);
    }
    recv.onComplete?.();
    this.rt.hooks.deliver?.(dest, recv, msg, from, true);
    if (msg.coll && msg.data) { this.givePayload(msg.data); msg.data = undefined; }
    msg.heldBy = undefined;
    this.reqs.finishReleased(d, recv);
    this.rt.poke(dest);
    // Delivered, nothing refers to a blocking send's message any more: the next such send takes it.
    if (msg.reusable) {
      if (msg.data) { this.rt.procs[msg.srcProcess].sparePayload = msg.data; msg.data = undefined; }
      if (this.spareMessages.length < MAX_SPARE_MESSAGES) this.spareMessages.push(msg as SentMessage);
    }
  }
  /**
   * A nonblocking operation still to move its data holds its derived datatype, as MPICH's
   * request does: the program may free the type before the operation completes (MPICH's
   * datatype/tfree and concurrent_irecv do).
   */
  holdType(r: RankProcess, req: Request): void {
    if (req.complete || req.persistent || isBuiltinType(req.datatype)) return;
    this.types.dtp(r.rank).table.hold(req.datatype);
    req.heldType = req.datatype;
  }
  releaseType(proc: number, req: Request): void {
    if (req.heldType === undefined) return;
    this.types.dtp(proc).table.unhold(req.heldType);
    req.heldType = undefined;
  }
  /** Posts a receive: the oldest matching unexpected message, else it joins the posted queue. */
  startRecv(r: RankProcess, req: Request): void {
    const p = this.rt.proc(r);
    req.active = true;
    req.complete = false;
    req.cancelled = false;
    req.status = undefined;
    if (req.peer === H.PROC_NULL) { req.complete = true; req.status = procNullStatus(); return; }
    if (this.rt.logging && !req.coll && this.rt.nonblocking(req)) this.rt.event(r, { kind: 'MpiIrecvRequest', request: req.handle });
    if (req.coll) req.tally = this.rt.collTally(r);
    this.rt.wildcards?.posted(r.rank, req);
    const k = matchUnexpected(p.unexpected, req);
    if (k >= 0) {
      this.deliver(r.rank, req, p.unexpected.take(k));
      return;
    }
    this.reqs.placed(r, req);
    p.posted.push(req);
  }
  makeP2P(r: RankProcess, fname: string, kind: 'send' | 'recv', a: number[], mode: SendMode | undefined, coll: boolean, persistent: boolean, register = true): Request | Result {
    const buf = a[0], count = a[1], dt = a[2], peer = a[3], tag = a[4], commH = a[5];
    const p = this.rt.proc(r);
    const c = this.rt.comm(p, commH) ?? this.err.checkComm(r, fname, commH, a);
    if (!c) return this.err.lastCheckResult;
    const dtp = p.dt as TableDatatypes;
    const size = coll ? dtp.size(dt) : dtp.usableSize(dt);
    // The common case is checked in a few comparisons; anything odd gets MPICH's checks in order.
    if (!coll && (size === undefined || count < 0 || !this.validPeer(c, peer, kind === 'recv') || !validTag(tag, kind === 'recv'))) {
      const bad = this.checkP2P(r, fname, c, count, dt, peer, tag, kind === 'recv', a);
      if (bad !== undefined) return bad;
    }
    const offset = coll ? 1 : 0;
    const ctag = coll && r.current ? tag + r.current.tagOffset : tag;
    // The main program's blocking call reuses its process's request: one allocation less per message.
    const reuse = !register && !r.current;
    const q = reuse ? (kind === 'send' ? p.ownSend : p.ownRecv) : new P2PRequest();
    q.reset(kind, mode, persistent, c.handle, (kind === 'send' ? c.contextId : c.recvContextId) + offset, peer, ctag, buf, count, dt, count * (size ?? 0), fname, coll);
    if (register) {
      // A blocking call's request is seen only if it waits in a queue: its place and time are
      // taken then (the rank has not moved), not for every message.
      this.reqs.placed(r, q);
      p.requests.add(q);
    } else q.handle = p.requests.peekHandle();
    return q;
  }
  isReq(x: Request | Result): x is Request { return typeof x === 'object'; }

  /** The copy of its bytes an unmatched eager (or synchronous) message carries. */
  private payload(r: RankProcess, req: Request): Uint8Array {
    return req.coll && isBuiltinType(req.datatype) ? this.collPayload(r, req.buf, req.bytes) : this.types.dtp(r.rank).pack(r.m, req.buf, req.count, req.datatype);
  }
  /**
   * A host collective goes on from its step (it may write the buffer, or post its next step with
   * the same request): the step's eager message, if still waiting for its receiver with its bytes
   * in the buffer, takes its copy now. Most such messages were received before the step ended
   * (the peer posts its receive first): their bytes moved once, from buffer to buffer.
   */
  copyHeld(r: RankProcess, req: Request | undefined): void {
    const msg = req?.msg;
    if (req === undefined || msg === undefined || msg.heldBy !== req) return;
    msg.heldBy = undefined;
    msg.data = this.payload(r, req);
  }
  /**
   * The copy an unmatched eager message of a collective carries, from buffers its delivery gives
   * back: a collective repeats the same message sizes, so its traffic allocates nothing once warm.
   */
  private collPayload(r: RankProcess, buf: number, n: number): Uint8Array {
    r.m.range(buf, n, false);
    const pooled = this.payloads.get(n)?.pop();
    if (pooled) this.pooledBytes -= n;
    const data = pooled ?? new Uint8Array(n);
    data.set(r.m.U8.subarray(buf, buf + n));
    return data;
  }
  /**
   * The copy an unmatched blocking send of a predefined type carries (pack's bytes): in the
   * buffer its process's last such message gave back when it has the size (a ping-pong's sends
   * all have), a small one byte by byte (a view per copy cost more than its bytes).
   */
  private ownPayload(r: RankProcess, p: ProcState, buf: number, n: number): Uint8Array {
    r.m.range(buf, n, false);
    let data = p.sparePayload;
    if (data !== undefined && data.length === n) p.sparePayload = undefined;
    else data = new Uint8Array(n);
    const U8 = r.m.U8;
    if (n > 64) data.set(U8.subarray(buf, buf + n));
    else for (let k = 0; k < n; k++) data[k] = U8[buf + k];
    return data;
  }
  private givePayload(data: Uint8Array): void {
    if (this.pooledBytes + data.length > MAX_POOLED_BYTES) return;
    let free = this.payloads.get(data.length);
    if (!free) this.payloads.set(data.length, (free = []));
    free.push(data);
    this.pooledBytes += data.length;
  }
  /** Payload buffers free for reuse, by size. */
  private payloads = new Map<number, Uint8Array[]>();
  private pooledBytes = 0;
}
