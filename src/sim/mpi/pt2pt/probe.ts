/**
 * Probes: MPI_Probe/MPI_Iprobe look at the unexpected queue; the matched probes
 * (MPI_Mprobe/MPI_Improbe) take the message out into a message handle only MPI_Mrecv/MPI_Imrecv
 * can receive.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { type Comm, type Message, type ProcState, type Status, procNullStatus } from '../state';
import { ERR } from '../errclass';
import { BLOCK, type Result } from '../core/process';
import { rankText, tagText } from '../request/request';
import type { MpiCore } from '../core/dispatch';
import type { DatatypeImpl } from '../datatype/datatype_impl';
import type { ErrHandling } from '../errhan/errhan';
import type { CommUtil } from '../comm/commutil';
import type { Requests } from '../request/request';
import type { Completion } from '../request/completion';
import type { Pt2ptEngine } from './engine';

export class Probe {
  constructor(readonly rt: MpiCore, readonly types: DatatypeImpl, readonly err: ErrHandling, readonly comms: CommUtil, readonly reqs: Requests, readonly completion: Completion, readonly engine: Pt2ptEngine) {}
  private findUnexpected(p: ProcState, c: Comm, src: number, tag: number, forced = -1): Message | undefined {
    const ctx = c.recvContextId;
    return p.unexpected.find((m) => m.ctx === ctx && (src === H.ANY_SOURCE ? forced < 0 || m.srcProcess === forced : m.src === src) && (tag === H.ANY_TAG || m.tag === tag) && m.pseq === undefined);
  }
  /**
   * What a probe of process `r` finds. When wildcard matches are tracked, a wildcard probe that
   * finds a message is a decision of the run, and a replay may force which source it finds
   * (../core/wildcards.ts); a matched probe takes the message as a receive would.
   */
  private look(r: RankProcess, p: ProcState, c: Comm, src: number, tag: number, call: string, takes: boolean): Message | undefined {
    const w = this.rt.wildcards;
    if (!w) return this.findUnexpected(p, c, src, tag);
    const { source, seq } = w.probeSource(r.rank);
    const m = this.findUnexpected(p, c, src, tag, source);
    if (m && src === H.ANY_SOURCE) w.probed(r.rank, seq, call, c.recvContextId, tag, m, takes);
    else if (m && takes && m.record) m.record.takenBy = seq;
    return m;
  }
  private probeStatus(m: Message): Status { return { source: m.src, tag: m.tag, bytes: m.bytes, error: 0, cancelled: false }; }
  MPI_Iprobe(r: RankProcess, a: unknown[]): Result {
    r.pollCoroutines();
    const [src, tag, commH, flagPtr, statusPtr] = a as number[];
    const c = this.err.checkComm(r, 'MPI_Iprobe', commH);
    if (!c) return this.err.lastCheckResult;
    const bad = this.engine.checkP2P(r, 'MPI_Iprobe', c, 0, 0x4c00010d, src, tag, true);
    if (bad !== undefined) return bad;
    if (src === H.PROC_NULL) { r.m.st32(flagPtr, 1); if (statusPtr !== H.STATUS_IGNORE) this.reqs.writeStatus(r, statusPtr, procNullStatus()); return 0; }
    const m = this.look(r, this.rt.proc(r), c, src, tag, 'MPI_Iprobe', false);
    r.m.st32(flagPtr, m ? 1 : 0);
    // Found nothing: the process's other threads run (RankProcess.pollIdle).
    if (!m) r.pollIdle();
    if (m && statusPtr && statusPtr !== H.STATUS_IGNORE) this.reqs.writeStatus(r, statusPtr, this.probeStatus(m), true);
    return 0;
  }
  MPI_Probe(r: RankProcess, a: unknown[]): Result {
    const [src, tag, commH, statusPtr] = a as number[];
    const c = this.err.checkComm(r, 'MPI_Probe', commH);
    if (!c) return this.err.lastCheckResult;
    const bad = this.engine.checkP2P(r, 'MPI_Probe', c, 0, 0x4c00010d, src, tag, true);
    if (bad !== undefined) return bad;
    if (src === H.PROC_NULL) { if (statusPtr !== H.STATUS_IGNORE) this.reqs.writeStatus(r, statusPtr, procNullStatus()); return 0; }
    const p = this.rt.proc(r);
    return this.rt.blockOn(r, 'MPI_Probe', `src ${rankText(src)}, tag ${tagText(tag)}`, () => {
      const m = this.look(r, p, c, src, tag, 'MPI_Probe', false);
      if (!m) return undefined;
      if (statusPtr && statusPtr !== H.STATUS_IGNORE) this.reqs.writeStatus(r, statusPtr, this.probeStatus(m), true);
      return 0;
    }, () => (src >= 0 ? [this.comms.peerProcess(c, src)] : (c.kind === 'inter' ? c.remoteGroup! : c.group).filter((x) => x !== r.rank)));
  }
  /** Matched probes dequeue the message into a message handle only MPI_Mrecv can receive. */
  private mprobeTake(r: RankProcess, p: ProcState, c: Comm, m: Message, msgPtr: number, statusPtr: number): void {
    p.unexpected.remove(m);
    const req = this.reqs.newRequest(p, {
      kind: 'mprobe', persistent: false, active: true, complete: false, cancelled: false, released: false, comm: c.handle, ctx: m.ctx,
      peer: m.src, tag: m.tag, buf: 0, count: 0, datatype: 0, bytes: m.bytes, call: 'MPI_Mprobe', postedAt: this.rt.userPos(r), postedTime: this.rt.clock(r), coll: false, msg: m,
    });
    r.m.st32(msgPtr, req.handle);
    if (statusPtr && statusPtr !== H.STATUS_IGNORE) this.reqs.writeStatus(r, statusPtr, this.probeStatus(m));
  }
  MPI_Improbe(r: RankProcess, a: unknown[]): Result {
    r.pollCoroutines();
    const [src, tag, commH, flagPtr, msgPtr, statusPtr] = a as number[];
    const c = this.err.checkComm(r, 'MPI_Improbe', commH);
    if (!c) return this.err.lastCheckResult;
    if (src === H.PROC_NULL) { r.m.st32(flagPtr, 1); r.m.st32(msgPtr, H.MESSAGE_NO_PROC); if (statusPtr !== H.STATUS_IGNORE) this.reqs.writeStatus(r, statusPtr, procNullStatus()); return 0; }
    const p = this.rt.proc(r);
    const m = this.look(r, p, c, src, tag, 'MPI_Improbe', true);
    r.m.st32(flagPtr, m ? 1 : 0);
    if (m) this.mprobeTake(r, p, c, m, msgPtr, statusPtr);
    else r.pollIdle();
    return 0;
  }
  MPI_Mprobe(r: RankProcess, a: unknown[]): Result {
    const [src, tag, commH, msgPtr, statusPtr] = a as number[];
    const c = this.err.checkComm(r, 'MPI_Mprobe', commH);
    if (!c) return this.err.lastCheckResult;
    if (src === H.PROC_NULL) { r.m.st32(msgPtr, H.MESSAGE_NO_PROC); if (statusPtr !== H.STATUS_IGNORE) this.reqs.writeStatus(r, statusPtr, procNullStatus()); return 0; }
    const p = this.rt.proc(r);
    return this.rt.blockOn(r, 'MPI_Mprobe', `src ${rankText(src)}, tag ${tagText(tag)}`, () => {
      const m = this.look(r, p, c, src, tag, 'MPI_Mprobe', true);
      if (!m) return undefined;
      this.mprobeTake(r, p, c, m, msgPtr, statusPtr);
      return 0;
    }, () => (src >= 0 ? [this.comms.peerProcess(c, src)] : c.group.filter((x) => x !== r.rank)));
  }
  private mrecv(r: RankProcess, fname: string, a: number[], nonblocking: boolean): Result {
    const [buf, count, dt, msgPtr, out] = a;
    const p = this.rt.proc(r);
    const h = r.m.i32(msgPtr) | 0;
    if (h === H.MESSAGE_NO_PROC) {
      r.m.st32(msgPtr, H.MESSAGE_NULL);
      if (nonblocking) { r.m.st32(out, H.REQUEST_NO_PROC_RECV); return 0; }
      if (out && out !== H.STATUS_IGNORE) this.reqs.writeStatus(r, out, procNullStatus());
      return 0;
    }
    const mq = p.requests.get(h);
    // MPICH's binding checks the message as a request handle (MPIR_ERRTEST_REQUEST(*message)).
    if (!mq) {
      const none = h === H.MESSAGE_NULL;
      return this.err.error(r, H.COMM_WORLD, fname, ERR.REQUEST, none ? 'Null MPI_Request' : 'Invalid MPI_Request', { kind: none ? 'requestnull' : 'request' }, a);
    }
    if (mq.kind !== 'mprobe' || !mq.msg) return this.err.error(r, H.COMM_WORLD, fname, ERR.REQUEST, 'Invalid message handle');
    p.requests.delete(h);
    r.m.st32(msgPtr, H.MESSAGE_NULL);
    const req = this.reqs.newRequest(p, {
      kind: 'recv', persistent: false, active: true, complete: false, cancelled: false, released: false, comm: mq.comm, ctx: mq.ctx,
      peer: mq.peer, tag: mq.tag, buf, count, datatype: dt, bytes: count * (this.types.dtp(r.rank).size(dt) ?? 0), call: fname, postedAt: this.rt.userPos(r), postedTime: this.rt.clock(r), coll: false,
    }, nonblocking);
    if (nonblocking) this.rt.event(r, { kind: 'MpiIrecvRequest', request: req.handle });
    this.engine.deliver(r.rank, req, mq.msg);
    if (nonblocking) { r.m.st32(out, req.handle); return 0; }
    return this.completion.waitBlocking(r, req, out, fname);
  }
  MPI_Mrecv(r: RankProcess, a: unknown[]): Result { return this.mrecv(r, 'MPI_Mrecv', a as number[], false); }
  MPI_Imrecv(r: RankProcess, a: unknown[]): Result { return this.mrecv(r, 'MPI_Imrecv', a as number[], true); }
}
