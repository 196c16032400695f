/**
 * Request objects (MPICH's MPIR_Request): handles from the process's request table, MPICH's
 * builtin completed requests, status records, and what a waiting request waits for.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { commName } from '../handles';
import { type ProcState, type Request, type Status, BUILTIN_SEND, BUILTIN_NO_PROC_RECV, type Comm, setStatusBytes } from '../state';
import { ERR } from '../errclass';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { CommUtil } from '../comm/commutil';

export class Requests {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling, readonly comms: CommUtil) {}
  /** A request that is complete from the start (one-sided operations finish when called). */
  completedRequest(r: RankProcess, call: string): number {
    const req = this.newRequest(this.rt.proc(r), {
      kind: 'generalized', persistent: false, active: true, complete: true, cancelled: false, released: false, comm: H.COMM_NULL, ctx: 0,
      peer: H.PROC_NULL, tag: H.ANY_TAG, buf: 0, count: 0, datatype: 0, bytes: 0, call, postedAt: this.rt.userPos(r), postedTime: this.rt.clock(r), coll: false,
    });
    req.status = { source: H.ANY_SOURCE, tag: H.ANY_TAG, bytes: 0, error: 0, cancelled: false };
    return req.handle;
  }
  /**
   * A new request gets the next handle; `register` puts it in the process's table. A blocking
   * call's own request is registered only if the call has to wait: most complete at once.
   */
  newRequest(p: ProcState, q: Omit<Request, 'handle'>, register = true): Request {
    const req = q as Request;
    // A blocking call's request would take the pool's next entry and give it back at once
    // (MPICH's net effect): it shows the handle it would have, and takes nothing.
    if (register) p.requests.add(req);
    else req.handle = p.requests.peekHandle();
    return req;
  }
  /** Looks up a request handle; REQUEST_NULL gives null. */
  req(p: ProcState, h: number): Request | null | undefined {
    if ((h | 0) === H.REQUEST_NULL) return null;
    if ((h | 0) === H.REQUEST_COMPLETE_SEND) return BUILTIN_SEND;
    if ((h | 0) === H.REQUEST_COMPLETE_RECV) return p.builtinRecv;
    if ((h | 0) === H.REQUEST_NO_PROC_RECV) return BUILTIN_NO_PROC_RECV;
    return p.requests.get(h | 0);
  }
  /** A request handle that names no request: MPI_REQUEST_NULL where one is required, or garbage. */
  badRequest(r: RankProcess, fname: string, h: number, args: unknown[]): Result {
    const isNull = (h | 0) === H.REQUEST_NULL;
    return this.err.error(r, H.COMM_WORLD, fname, ERR.REQUEST, isNull ? 'Null MPI_Request' : 'Invalid MPI_Request', isNull ? { kind: 'requestnull' } : { kind: 'request' }, args);
  }
  emptyStatus(): Status { return { source: H.ANY_SOURCE, tag: H.ANY_TAG, bytes: 0, error: 0, cancelled: false }; }
  /** A request the user released with MPI_Request_free disappears once it completes. */
  finishReleased(p: ProcState, q: Request): void {
    if (!q.released || !q.complete) return;
    p.requests.delete(q.handle);
    this.rt.completionEvent(this.rt.world.ranks[p.id.index], q);
  }
  waitsForReq(p: ProcState, q: Request): number[] {
    if (q.complete) return [];
    if (q.kind === 'coll') {
      const c = p.comms.get(q.comm);
      return c ? c.group.filter((x) => x !== p.id.index) : [];
    }
    const c = p.comms.get(q.comm);
    if (!c) return [];
    if (q.kind === 'send') return q.peerProcess !== undefined ? [q.peerProcess] : [];
    if (q.peer === H.ANY_SOURCE) return (c.kind === 'inter' ? c.remoteGroup! : c.group).filter((x) => x !== p.id.index);
    if (q.peer >= 0) return [this.comms.peerProcess(c, q.peer)];
    return [];
  }
  /**
   * MPI_ERROR is written only where MPICH writes it (`withError`): a function completing several
   * requests, MPI_Probe/MPI_Iprobe finding a message, MPI_Request_get_status of a null request.
   * Elsewhere (MPI_Recv, MPI_Wait, MPI_Mprobe, MPI_Mrecv, MPI_Sendrecv, MPI_PROC_NULL...) it keeps
   * the caller's value, as MPIR_Request_extract_status does.
   */
  writeStatus(r: RankProcess, at: number, st: Status, withError = false): void {
    r.m.st32(at + 4, st.cancelled ? 1 : 0);
    setStatusBytes(r.m, at, st.bytes);
    r.m.st32(at + 8, st.source);
    r.m.st32(at + 12, st.tag);
    if (withError) r.m.st32(at + 16, st.error);
  }
  /** A request now waits where views see it: where and when it was posted (the rank is still in the call). */
  placed(r: RankProcess, req: Request): void {
    if (req.postedAt !== undefined) return;
    req.postedAt = this.rt.userPos(r);
    req.postedTime = this.rt.clock(r);
  }
}

/** How a waiting request reads in a deadlock report or a view. */
export function describeReq(q: Request, c: Comm | undefined): string {
  const who = q.kind === 'send' ? `dest ${q.peer}` : `src ${rankText(q.peer)}`;
  return `${who}, tag ${tagText(q.tag)}${c && c.handle !== H.COMM_WORLD ? `, ${c.name || commName(c.handle)}` : ''}${q.coll ? ', collective' : ''}`;
}
export function rankText(x: number): string { return x === H.ANY_SOURCE ? 'ANY_SOURCE' : String(x); }
export function tagText(x: number): string { return x === H.ANY_TAG ? 'ANY_TAG' : String(x); }
