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
    // A non-positive partitions is MPICH's binding check (ARGNONPOS), made before this (argcheck.ts).
    const [buf, partitions, count, dt, peer, tag, comm, , reqPtr] = a as number[];
    const req = this.engine.makeP2P(r, fname, kind, [buf, partitions * Number(count), dt, peer, tag, comm, reqPtr], kind === 'send' ? 'standard' : undefined, false, true);
    if (!this.engine.isReq(req)) return req;
    // MPICH 4.0.2's ch4 partitioned send init dies (SIGSEGV) on MPI_PROC_NULL, which MPI 4.0
    // allows as a partitioned peer: mpisim does what the standard says there (issue 13).
    const table = this.engine.types.dtp(r.rank).table;
    table.hold(dt);
    req.onRelease = () => table.unhold(dt);
    req.partitions = { n: partitions, ready: new Set() };
    const me = this.rt.comm(this.rt.proc(r), comm)?.rank ?? 0;
    // A process's sends and receives on one channel are counted apart: to itself they share
    // source and destination, and its nth send init matches its nth receive init.
    const channel = `${kind}:${req.ctx}:${kind === 'send' ? me : req.peer}:${kind === 'send' ? req.peer : me}:${req.tag}`;
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
  /** Each process's count of partitioned inits per channel (kind:context:source:destination:tag). */
  private inits = new Map<number, Map<string, number>>();
  MPI_Psend_init(r: RankProcess, a: unknown[]): Result { return this.init(r, 'MPI_Psend_init', 'send', a); }
  MPI_Precv_init(r: RankProcess, a: unknown[]): Result { return this.init(r, 'MPI_Precv_init', 'recv', a); }
  /**
   * The active partitioned send a call names, else MPICH's error (MPIR_ERRTEST_PREADYREQ: a
   * completed one is inactive too, and a freed one's object, read from its pool slot, is of no kind).
   */
  private sendReq(r: RankProcess, fname: string, h: number, a: unknown[]): Request | Result {
    const q = this.rt.proc(r).requests.get(h);
    if (!q && !this.rt.proc(r).requests.isFreed(h)) return this.reqs.badRequest(r, fname, h, a);
    if (!q || !q.partitions || q.kind !== 'send' || !q.active) return this.err.error(r, H.COMM_WORLD, fname, ERR.REQUEST, 'Invalid or inactive partitioned send request', { kind: 'preadyreq' }, a);
    return q;
  }
  /** MPIR_ERRTEST_PARTITION of the partition argument `arg`. */
  private badPartition(r: RankProcess, fname: string, q: Request, k: number, arg: string, a: unknown[]): Result | undefined {
    if (k >= 0 && k < q.partitions!.n) return undefined;
    return this.err.error(r, H.COMM_WORLD, fname, ERR.OTHER, `Invalid partition, value is ${k}`, { kind: 'partition', arg, value: k }, a);
  }
  /** Marks the partitions `parts` of the request ready (or returns their check's error: `parts`). */
  private ready(r: RankProcess, fname: string, h: number, a: unknown[], parts: (q: Request) => number[] | Result): Result {
    const q = this.sendReq(r, fname, h, a);
    if (!this.engine.isReq(q)) return q;
    const ks = parts(q);
    if (!Array.isArray(ks)) return ks;
    const pt = q.partitions!;
    const before = pt.ready.size;
    for (const k of ks) pt.ready.add(k);
    // The last partition made ready sends the message.
    if (before < pt.n && pt.ready.size === pt.n) this.engine.startSend(r, q);
    return 0;
  }
  MPI_Pready(r: RankProcess, a: unknown[]): Result {
    const [k, h] = a as number[];
    return this.ready(r, 'MPI_Pready', h, a, (q) => this.badPartition(r, 'MPI_Pready', q, k, 'partition', a) ?? [k]);
  }
  MPI_Pready_range(r: RankProcess, a: unknown[]): Result {
    const [lo, hi, h] = a as number[];
    const fname = 'MPI_Pready_range';
    // MPICH checks each end, then their order.
    return this.ready(r, fname, h, a, (q) => this.badPartition(r, fname, q, lo, 'partition_low', a) ?? this.badPartition(r, fname, q, hi, 'partition_high', a)
      ?? (lo > hi
        ? this.err.error(r, H.COMM_WORLD, fname, ERR.OTHER, `Invalid partition range, values are ${lo} ${hi}`, { kind: 'partitionrange', low: lo, high: hi }, a)
        : Array.from({ length: hi - lo + 1 }, (_, k) => lo + k)));
  }
  MPI_Pready_list(r: RankProcess, a: unknown[]): Result {
    const [n, list, h] = a as number[];
    const fname = 'MPI_Pready_list';
    return this.ready(r, fname, h, a, (q) => {
      const ks = ints(r, list, n);
      for (const k of ks) {
        const bad = this.badPartition(r, fname, q, k, 'array_of_partitions', a);
        if (bad !== undefined) return bad;
      }
      return ks;
    });
  }
  MPI_Parrived(r: RankProcess, a: unknown[]): Result {
    const [h, k, flagPtr] = a as number[];
    const q = this.rt.proc(r).requests.get(h);
    if (!q && !this.rt.proc(r).requests.isFreed(h)) return this.reqs.badRequest(r, 'MPI_Parrived', h, a);
    // MPIR_ERRTEST_PARRIVEDREQ: a partitioned receive, started and not yet completed by a wait or
    // test (a freed request's object, read from its pool slot, is of no kind).
    if (!q || !q.partitions || q.kind !== 'recv' || !q.active) return this.err.error(r, H.COMM_WORLD, 'MPI_Parrived', ERR.REQUEST, 'Invalid or inactive partitioned receive request', { kind: 'parrivedreq' }, a);
    const bad = this.badPartition(r, 'MPI_Parrived', q, k, 'partition', a);
    if (bad !== undefined) return bad;
    // Progress, as MPICH's MPI_Parrived makes, before the answer.
    this.rt.progress();
    r.m.st32(flagPtr, q.complete ? 1 : 0);
    if (!q.complete) r.pollIdle();
    return 0;
  }
}
