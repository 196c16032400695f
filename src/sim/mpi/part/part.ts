/**
 * Partitioned communication (MPI-4.0 chapter 4): a partitioned send is one persistent message of
 * partitions x count elements, sent once MPI_Pready has marked every partition of the started
 * request; a partitioned receive is a persistent receive of the whole, whose partitions all
 * arrive together (MPI_Parrived turns true when the message is in).
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { ERR } from '../errclass';
import type { Request } from '../state';
import { ints, type Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { Requests } from '../request/request';
import type { Pt2ptEngine } from '../pt2pt/engine';

export class Partitioned {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling, readonly reqs: Requests, readonly engine: Pt2ptEngine) {}
  private init(r: RankProcess, fname: string, kind: 'send' | 'recv', a: unknown[]): Result {
    const [buf, partitions, count, dt, peer, tag, comm, , reqPtr] = a as number[];
    if (partitions < 0) return this.err.error(r, comm, fname, ERR.ARG, `Invalid value for partitions, must be non-negative but is ${partitions}`, undefined, a);
    const req = this.engine.makeP2P(r, fname, kind, [buf, partitions * Number(count), dt, peer, tag, comm, reqPtr], kind === 'send' ? 'standard' : undefined, false, true);
    if (!this.engine.isReq(req)) return req;
    const table = this.engine.types.dtp(r.rank).table;
    table.hold(dt);
    req.onRelease = () => table.unhold(dt);
    req.partitions = { n: partitions, ready: new Set() };
    const me = this.rt.comm(this.rt.proc(r), comm)?.rank ?? 0;
    const channel = `${req.ctx}:${kind === 'send' ? me : req.peer}:${kind === 'send' ? req.peer : me}:${req.tag}`;
    const inits = this.inits.get(r.rank) ?? new Map<string, number>();
    this.inits.set(r.rank, inits);
    req.pseq = inits.get(channel) ?? 0;
    inits.set(channel, req.pseq + 1);
    // A started partitioned send waits for its partitions; a receive starts as a persistent one.
    if (kind === 'send') {
      req.restart = () => {
        req.partitions!.ready.clear();
        req.active = true;
        req.complete = partitions === 0;
        return 0;
      };
    }
    r.m.st32(reqPtr, req.handle);
    return 0;
  }
  /** Each process's count of partitioned inits per channel (context:source:destination:tag). */
  private inits = new Map<number, Map<string, number>>();
  MPI_Psend_init(r: RankProcess, a: unknown[]): Result { return this.init(r, 'MPI_Psend_init', 'send', a); }
  MPI_Precv_init(r: RankProcess, a: unknown[]): Result { return this.init(r, 'MPI_Precv_init', 'recv', a); }
  /** The active partitioned send a call names, else MPICH's error. */
  private sendReq(r: RankProcess, fname: string, h: number, a: unknown[]): Request | Result {
    const q = this.rt.proc(r).requests.get(h);
    if (!q) return this.reqs.badRequest(r, fname, h, a);
    if (!q.partitions || q.kind !== 'send') return this.err.error(r, H.COMM_WORLD, fname, ERR.REQUEST, 'Request is not a partitioned send request', undefined, a);
    if (!q.active) return this.err.error(r, H.COMM_WORLD, fname, ERR.REQUEST, 'Partitioned request is not active', undefined, a);
    return q;
  }
  private ready(r: RankProcess, fname: string, h: number, parts: number[], a: unknown[]): Result {
    const q = this.sendReq(r, fname, h, a);
    if (!this.engine.isReq(q)) return q;
    const pt = q.partitions!;
    const before = pt.ready.size;
    for (const k of parts) {
      if (k < 0 || k >= pt.n) return this.err.error(r, q.comm, fname, ERR.ARG, `Invalid partition ${k} (the request has ${pt.n})`, undefined, a);
      pt.ready.add(k);
    }
    // The last partition made ready sends the message.
    if (before < pt.n && pt.ready.size === pt.n) this.engine.startSend(r, q);
    return 0;
  }
  MPI_Pready(r: RankProcess, a: unknown[]): Result { const [k, h] = a as number[]; return this.ready(r, 'MPI_Pready', h, [k], a); }
  MPI_Pready_range(r: RankProcess, a: unknown[]): Result {
    const [lo, hi, h] = a as number[];
    return this.ready(r, 'MPI_Pready_range', h, Array.from({ length: Math.max(0, hi - lo + 1) }, (_, k) => lo + k), a);
  }
  MPI_Pready_list(r: RankProcess, a: unknown[]): Result { const [n, list, h] = a as number[]; return this.ready(r, 'MPI_Pready_list', h, ints(r, list, n), a); }
  MPI_Parrived(r: RankProcess, a: unknown[]): Result {
    const [h, k, flagPtr] = a as number[];
    const q = this.rt.proc(r).requests.get(h);
    if (!q) return this.reqs.badRequest(r, 'MPI_Parrived', h, a);
    if (!q.partitions || q.kind !== 'recv') return this.err.error(r, H.COMM_WORLD, 'MPI_Parrived', ERR.REQUEST, 'Request is not a partitioned receive request', undefined, a);
    if (k < 0 || k >= q.partitions.n) return this.err.error(r, q.comm, 'MPI_Parrived', ERR.ARG, `Invalid partition ${k} (the request has ${q.partitions.n})`, undefined, a);
    // Progress, as MPICH's MPI_Parrived makes, before the answer.
    this.rt.progress();
    r.m.st32(flagPtr, q.complete || !q.active ? 1 : 0);
    return 0;
  }
}
