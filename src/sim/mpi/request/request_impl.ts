/**
 * The wait and test families, MPI_Request_free and MPI_Request_get_status.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { type ProcState, type Request, procNullStatus, isBuiltinRequest, GREQ_QUERY, GREQ_FREE, GREQ_STATUS, GREQ_REPORT } from '../state';
import { ERR } from '../errclass';
import type { Result } from '../core/process';
import { describeReq } from './request';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { Requests } from './request';
import type { Completion } from './completion';

export class RequestImpl {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling, readonly reqs: Requests, readonly completion: Completion) {}
  MPI_Wait(r: RankProcess, a: unknown[]): Result {
    const [reqPtr, statusPtr] = a as number[];
    const p = this.rt.proc(r);
    const q = this.reqs.req(p, r.m.i32(reqPtr));
    if (q === null || (q && q.persistent && !q.active)) {
      if (statusPtr && statusPtr !== H.STATUS_IGNORE) this.reqs.writeStatus(r, statusPtr, q === null && (r.m.i32(reqPtr) | 0) !== H.REQUEST_NULL ? procNullStatus() : this.reqs.emptyStatus());
      if (q === null && (r.m.i32(reqPtr) | 0) !== H.REQUEST_NULL) r.m.st32(reqPtr, H.REQUEST_NULL);
      return 0;
    }
    if (!q) return this.reqs.badRequest(r, 'MPI_Wait', r.m.i32(reqPtr), a);
    let sync = true;
    return this.rt.blockOn(r, 'MPI_Wait', () => describeReq(q, p.comms.get(q.comm)), () => {
      if (!q.complete) { sync = false; return undefined; }
      const st = this.completion.complete1(r, p, q, reqPtr, statusPtr);
      return this.completion.afterGrequests(r, p, 'MPI_Wait', st.error ? this.completion.errorFromStatus(r, q, 'MPI_Wait', a) : 0, sync) as number;
    }, () => this.reqs.waitsForReq(p, q));
  }
  MPI_Test(r: RankProcess, a: unknown[]): Result {
    r.pollCoroutines();
    const [reqPtr, flagPtr, statusPtr] = a as number[];
    const p = this.rt.proc(r);
    const q = this.reqs.req(p, r.m.i32(reqPtr));
    if (q === null || (q && q.persistent && !q.active)) {
      r.m.st32(flagPtr, 1);
      if (statusPtr && statusPtr !== H.STATUS_IGNORE) this.reqs.writeStatus(r, statusPtr, this.reqs.emptyStatus());
      return 0;
    }
    if (!q) return this.reqs.badRequest(r, 'MPI_Test', r.m.i32(reqPtr), a);
    if (!q.complete) { r.m.st32(flagPtr, 0); this.testedIncomplete(r, [q]); return 0; }
    r.m.st32(flagPtr, 1);
    const st = this.completion.complete1(r, p, q, reqPtr, statusPtr);
    return this.completion.afterGrequests(r, p, 'MPI_Test', st.error ? this.completion.errorFromStatus(r, q, 'MPI_Test', a) : 0, true);
  }
  /**
   * A test found these requests not yet complete: OTF2's MpiRequestTest (as Score-P records it),
   * and a poll in vain, which lets the process's other threads run (RankProcess.pollIdle).
   */
  private testedIncomplete(r: RankProcess, qs: Request[]): void {
    r.pollIdle();
    // The user's own nonblocking collectives are requests of the trace too (req.nbc).
    for (const q of qs) if (!q.complete && ((!q.coll && (q.kind === 'send' || q.kind === 'recv')) || q.nbc)) this.rt.event(r, { kind: 'MpiRequestTest', request: q.handle });
  }
  private reqArray(r: RankProcess, p: ProcState, n: number, arr: number): (Request | null | undefined)[] {
    const qs: (Request | null | undefined)[] = new Array(n);
    for (let k = 0; k < n; k++) qs[k] = this.reqs.req(p, r.m.i32(arr + 4 * k));
    return qs;
  }
  private activeIdx(qs: (Request | null | undefined)[]): number[] {
    const out: number[] = [];
    for (let k = 0; k < qs.length; k++) { const q = qs[k]; if (q && (!q.persistent || q.active)) out.push(k); }
    return out;
  }
  MPI_Waitall(r: RankProcess, a: unknown[]): Result {
    const [n, arr, statuses] = a as number[];
    if (n < 0) return this.err.error(r, H.COMM_WORLD, 'MPI_Waitall', ERR.COUNT, `Negative count, value is ${n}`, { kind: 'countneg', value: n, arg: 'count' }, a);
    const p = this.rt.proc(r);
    const qs = this.reqArray(r, p, n, arr);
    const bad = qs.findIndex((q) => q === undefined);
    if (bad >= 0) return this.err.error(r, H.COMM_WORLD, 'MPI_Waitall', ERR.REQUEST, 'Invalid MPI_Request', { kind: 'requestkind', index: bad, found: 0 }, a);
    let sync = true;
    const finish = (): number | undefined => {
      for (let k = 0; k < n; k++) { const q = qs[k]; if (q && (!q.persistent || q.active) && !q.complete) { sync = false; return undefined; } }
      let err = 0;
      for (let k = 0; k < n; k++) {
        const sp = statuses && statuses !== H.STATUSES_IGNORE ? statuses + 20 * k : 0;
        const q = qs[k];
        if (q && (!q.persistent || q.active)) { const st = this.completion.complete1(r, p, q, arr + 4 * k, sp, true); if (st.error) err = ERR.IN_STATUS; }
        else if (sp) this.reqs.writeStatus(r, sp, this.reqs.emptyStatus());
      }
      return this.completion.afterGrequests(r, p, 'MPI_Waitall', err ? (this.err.error(r, H.COMM_WORLD, 'MPI_Waitall', ERR.IN_STATUS, 'One or more requests failed') as number) : 0, sync) as number;
    };
    // Most Waitalls find their requests done: no waiting machinery for those.
    const now = finish();
    if (now !== undefined) return now;
    return this.rt.blockOn(r, 'MPI_Waitall', () => `${n} request${n === 1 ? '' : 's'}`, finish, () => qs.flatMap((q) => (q ? this.reqs.waitsForReq(p, q) : [])));
  }
  MPI_Testall(r: RankProcess, a: unknown[]): Result {
    r.pollCoroutines();
    const [n, arr, flagPtr, statuses] = a as number[];
    if (n < 0) return this.err.error(r, H.COMM_WORLD, 'MPI_Testall', ERR.COUNT, `Negative count, value is ${n}`, { kind: 'countneg', value: n, arg: 'count' }, a);
    const p = this.rt.proc(r);
    const qs = this.reqArray(r, p, n, arr);
    const act = this.activeIdx(qs);
    // MPIR_Testall asks each completed generalized request's query function for its error
    // (MPIR_Request_get_error), all of them complete or not.
    for (const k of act) if (qs[k]!.complete) this.completion.grequestOp(p, qs[k]!, GREQ_QUERY, 0);
    if (!act.every((k) => qs[k]!.complete)) { r.m.st32(flagPtr, 0); this.testedIncomplete(r, act.map((k) => qs[k]!)); return this.completion.afterGrequests(r, p, 'MPI_Testall', 0, true); }
    r.m.st32(flagPtr, 1);
    let failed = false;
    for (let k = 0; k < n; k++) {
      const sp = statuses && statuses !== H.STATUSES_IGNORE ? statuses + 20 * k : 0;
      const q = qs[k];
      if (q && act.includes(k)) { if (this.completion.complete1(r, p, q, arr + 4 * k, sp, true).error) failed = true; }
      else if (sp) this.reqs.writeStatus(r, sp, this.reqs.emptyStatus());
    }
    return this.completion.afterGrequests(r, p, 'MPI_Testall', failed ? (this.err.error(r, H.COMM_WORLD, 'MPI_Testall', ERR.IN_STATUS, 'One or more requests failed') as number) : 0, true);
  }
  MPI_Waitany(r: RankProcess, a: unknown[]): Result {
    const [n, arr, idxPtr, statusPtr] = a as number[];
    const p = this.rt.proc(r);
    const qs = this.reqArray(r, p, n, arr);
    const act = this.activeIdx(qs);
    if (act.length === 0) {
      r.m.st32(idxPtr, H.UNDEFINED);
      if (statusPtr && statusPtr !== H.STATUS_IGNORE) this.reqs.writeStatus(r, statusPtr, this.reqs.emptyStatus());
      return 0;
    }
    let sync = true;
    return this.rt.blockOn(r, 'MPI_Waitany', `${act.length} requests`, () => {
      const k = act.find((j) => qs[j]!.complete);
      if (k === undefined) { sync = false; return undefined; }
      r.m.st32(idxPtr, k);
      const st = this.completion.complete1(r, p, qs[k]!, arr + 4 * k, statusPtr);
      return this.completion.afterGrequests(r, p, 'MPI_Waitany', st.error ? this.completion.errorFromStatus(r, qs[k]!, 'MPI_Waitany', a) : 0, sync) as number;
    }, () => act.flatMap((k) => this.reqs.waitsForReq(p, qs[k]!)));
  }
  MPI_Testany(r: RankProcess, a: unknown[]): Result {
    r.pollCoroutines();
    const [n, arr, idxPtr, flagPtr, statusPtr] = a as number[];
    const p = this.rt.proc(r);
    const qs = this.reqArray(r, p, n, arr);
    const act = this.activeIdx(qs);
    if (act.length === 0) { r.m.st32(flagPtr, 1); r.m.st32(idxPtr, H.UNDEFINED); if (statusPtr && statusPtr !== H.STATUS_IGNORE) this.reqs.writeStatus(r, statusPtr, this.reqs.emptyStatus()); return 0; }
    const k = act.find((j) => qs[j]!.complete);
    if (k === undefined) { r.m.st32(flagPtr, 0); r.m.st32(idxPtr, H.UNDEFINED); this.testedIncomplete(r, act.map((j) => qs[j]!)); return 0; }
    r.m.st32(flagPtr, 1);
    r.m.st32(idxPtr, k);
    const st = this.completion.complete1(r, p, qs[k]!, arr + 4 * k, statusPtr);
    return this.completion.afterGrequests(r, p, 'MPI_Testany', st.error ? this.completion.errorFromStatus(r, qs[k]!, 'MPI_Testany', a) : 0, true);
  }
  private some(r: RankProcess, fname: string, a: number[], blocking: boolean): Result {
    const [n, arr, outcountPtr, idxArr, statuses] = a;
    const p = this.rt.proc(r);
    const qs = this.reqArray(r, p, n, arr);
    const act = this.activeIdx(qs);
    if (act.length === 0) { r.m.st32(outcountPtr, H.UNDEFINED); return 0; }
    let sync = true;
    const finish = (): number | undefined => {
      const done = act.filter((k) => qs[k]!.complete);
      if (done.length === 0) { if (blocking) { sync = false; return undefined; } r.m.st32(outcountPtr, 0); this.testedIncomplete(r, act.map((k) => qs[k]!)); return 0; }
      r.m.st32(outcountPtr, done.length);
      let failed = false;
      done.forEach((k, j) => {
        r.m.st32(idxArr + 4 * j, k);
        if (this.completion.complete1(r, p, qs[k]!, arr + 4 * k, statuses && statuses !== H.STATUSES_IGNORE ? statuses + 20 * j : 0, true).error) failed = true;
      });
      // As MPI_Waitall: a request that completed with an error makes the call MPI_ERR_IN_STATUS.
      return this.completion.afterGrequests(r, p, fname, failed ? (this.err.error(r, H.COMM_WORLD, fname, ERR.IN_STATUS, 'One or more requests failed') as number) : 0, sync) as number;
    };
    if (!blocking) return finish()!;
    return this.rt.blockOn(r, fname, `${act.length} requests`, finish, () => act.flatMap((k) => this.reqs.waitsForReq(p, qs[k]!)));
  }
  MPI_Waitsome(r: RankProcess, a: unknown[]): Result { return this.some(r, 'MPI_Waitsome', a as number[], true); }
  MPI_Testsome(r: RankProcess, a: unknown[]): Result { r.pollCoroutines(); return this.some(r, 'MPI_Testsome', a as number[], false); }
  MPIC_Waitall(r: RankProcess, a: unknown[]): Result {
    const [n, arr, statuses] = a as number[];
    const p = this.rt.proc(r);
    const qs = this.reqArray(r, p, n, arr);
    return this.rt.blockOn(r, 'MPIC_Waitall', `${n} requests`, () => {
      if (!qs.every((q) => !q || q.complete)) return undefined;
      qs.forEach((q, k) => { if (q) this.completion.complete1(r, p, q, arr + 4 * k, statuses && statuses !== H.STATUSES_IGNORE ? statuses + 20 * k : 0); });
      return 0;
    }, () => qs.flatMap((q) => (q ? this.reqs.waitsForReq(p, q) : [])));
  }
  MPI_Request_free(r: RankProcess, a: unknown[]): Result {
    const reqPtr = a[0] as number;
    const p = this.rt.proc(r);
    if (isBuiltinRequest(r.m.i32(reqPtr))) {
      if ((r.m.i32(reqPtr) | 0) === H.REQUEST_COMPLETE_SEND) this.completion.confirmBuiltinSend(r, p);
      r.m.st32(reqPtr, H.REQUEST_NULL);
      return 0;
    }
    const q = this.reqs.req(p, r.m.i32(reqPtr));
    if (!q) return this.reqs.badRequest(r, 'MPI_Request_free', r.m.i32(reqPtr), a);
    if (q.persistent) { q.onRelease?.(); q.onRelease = undefined; }
    // MPIR_Request_free_impl: a generalized request's free function runs now, complete or not.
    this.completion.grequestOp(p, q, GREQ_FREE | GREQ_REPORT, 0);
    if (q.complete || (q.persistent && !q.active)) {
      p.requests.delete(q.handle);
      if (q.active) this.rt.completionEvent(r, q);
    } else { q.released = true; p.requests.changed(); }
    r.m.st32(reqPtr, H.REQUEST_NULL);
    return this.completion.afterGrequests(r, p, 'MPI_Request_free', 0, true);
  }
  MPI_Request_get_status(r: RankProcess, a: unknown[]): Result {
    r.pollCoroutines();
    const [h, flagPtr, statusPtr] = a as number[];
    const p = this.rt.proc(r);
    const q = this.reqs.req(p, h);
    if (q === undefined) return this.reqs.badRequest(r, 'MPI_Request_get_status', h, a);
    const done = !q || q.complete || (q.persistent && !q.active);
    r.m.st32(flagPtr, done ? 1 : 0);
    if (!done) r.pollIdle();
    const sp = statusPtr !== H.STATUS_IGNORE ? statusPtr : 0;
    // A completed generalized request's status is its query function's, asked at each call.
    if (done && q?.grequest?.record) this.completion.grequestOp(p, q, GREQ_QUERY | GREQ_STATUS | GREQ_REPORT, sp);
    else if (done && sp) this.reqs.writeStatus(r, sp, q?.status ?? this.reqs.emptyStatus(), !q);
    return this.completion.afterGrequests(r, p, 'MPI_Request_get_status', 0, true);
  }
}
