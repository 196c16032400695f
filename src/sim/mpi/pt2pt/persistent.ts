/**
 * Persistent requests: MPI_Send_init and its kin make an inactive request, MPI_Start and
 * MPI_Startall start it again and again.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { type Request, type SendMode, isBuiltinRequest } from '../state';
import { ERR } from '../errclass';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { Requests } from '../request/request';
import type { Bsend } from '../bsend/bsendutil';
import type { Pt2ptEngine } from './engine';

export class Persistent {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling, readonly reqs: Requests, readonly bsend: Bsend, readonly engine: Pt2ptEngine) {}
  private init(r: RankProcess, fname: string, kind: 'send' | 'recv', a: unknown[], mode?: SendMode): Result {
    const req = this.engine.makeP2P(r, fname, kind, a as number[], mode, false, true);
    if (!this.engine.isReq(req)) return req;
    // The request holds its datatype: MPI_Type_free before MPI_Start leaves it usable here.
    const table = this.engine.types.dtp(r.rank).table;
    table.hold(a[2] as number);
    req.onRelease = () => table.unhold(a[2] as number);
    r.m.st32(a[6] as number, req.handle);
    return 0;
  }
  MPI_Send_init(r: RankProcess, a: unknown[]): Result { return this.init(r, 'MPI_Send_init', 'send', a, 'standard'); }
  MPI_Ssend_init(r: RankProcess, a: unknown[]): Result { return this.init(r, 'MPI_Ssend_init', 'send', a, 'sync'); }
  MPI_Rsend_init(r: RankProcess, a: unknown[]): Result { return this.init(r, 'MPI_Rsend_init', 'send', a, 'ready'); }
  MPI_Bsend_init(r: RankProcess, a: unknown[]): Result { return this.init(r, 'MPI_Bsend_init', 'send', a, 'buffered'); }
  MPI_Recv_init(r: RankProcess, a: unknown[]): Result { return this.init(r, 'MPI_Recv_init', 'recv', a); }
  MPI_Start(r: RankProcess, a: unknown[], site: number): Result {
    const q = this.startable(r, 'MPI_Start', r.m.i32(a[0] as number), a);
    if (!this.engine.isReq(q)) return q;
    return this.start(r, q, site);
  }
  /** MPICH checks every request before it starts any (so one named twice starts once here). */
  MPI_Startall(r: RankProcess, a: unknown[], site: number): Result {
    const [n, arr] = a as number[];
    const qs: Request[] = [];
    for (let k = 0; k < n; k++) {
      const q = this.startable(r, 'MPI_Startall', r.m.i32(arr + 4 * k), a);
      if (!this.engine.isReq(q)) return q;
      if (!qs.includes(q)) qs.push(q);
    }
    for (const q of qs) {
      const res = this.start(r, q, site);
      if (res !== 0) return res;
    }
    return 0;
  }
  /** The persistent, inactive request MPI_Start/MPI_Startall may start, else MPICH's error. */
  private startable(r: RankProcess, fname: string, h: number, args: unknown[]): Request | Result {
    // MPICH's builtin completed requests are requests too: not persistent ones.
    const q = isBuiltinRequest(h) ? this.reqs.req(this.rt.proc(r), h) : this.rt.proc(r).requests.get(h);
    if (!q) return this.reqs.badRequest(r, fname, h, args);
    if (!q.persistent) return this.err.error(r, H.COMM_WORLD, fname, ERR.REQUEST, 'Request is neither persistent nor partitioned in MPI_Start or MPI_Startall.', { kind: 'requestinvalidstart' }, args);
    if (q.active && !q.complete) return this.err.error(r, H.COMM_WORLD, fname, ERR.REQUEST, 'Persistent request passed to MPI_Start or MPI_Startall is already active.', { kind: 'requestpersistactive' }, args);
    return q;
  }
  private start(r: RankProcess, q: Request, site: number): Result {
    if (q.restart) return q.restart(r, site);
    if (q.kind === 'send') { if (q.mode === 'buffered') { const e = this.bsend.bsendReserve(r, q); if (e !== undefined) return e; } this.engine.startSend(r, q); }
    else this.engine.startRecv(r, q);
    return 0;
  }
}
