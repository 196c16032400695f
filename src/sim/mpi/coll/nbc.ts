/**
 * Nonblocking collectives: each runs its blocking algorithm as a coroutine of the calling
 * process, with its own request (the wrappers are C, ../lib/nbc.c).
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import type { CollTally, Comm, Request } from '../state';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { Requests } from '../request/request';
import type { DatatypeImpl } from '../datatype/datatype_impl';
import type { OpImpl } from './op';
import { ERR } from '../errclass';
import type { MpiArgValue, StackEntry } from '../errors';
import { neighborNoTopology } from '../topo/neighbor_errors';

export class Nbc {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling, readonly reqs: Requests, readonly types: DatatypeImpl, readonly ops: OpImpl) {}
  /**
   * Starts `fn(arg)` — the blocking algorithm of a nonblocking collective — as a coroutine of
   * the calling process, and returns its request. Every member starts its collectives on a
   * communicator in the same order, so the per-communicator sequence number gives all of them
   * the same tag offset.
   */
  __mpisim_nbc_start(r: RankProcess, a: unknown[], site: number): Result {
    return this.begin(r, a, false, (req, c, fn, arg, fname) => this.launch(r, req, c, fn, arg, site, fname, true));
  }
  /** The (body, args, request, comm, fname) calls: the communicator checked, the request made and returned. */
  private begin(r: RankProcess, a: unknown[], persistent: boolean, then: (req: Request, c: Comm, fn: number, arg: number, fname: string) => void): Result {
    const [fn, arg, reqPtr, commH, fnamePtr] = a as number[];
    const fname = r.m.cstring(fnamePtr);
    // The call's own arguments: MPICH's binding frame of a failed check prints them.
    const args = this.rt.callArgs(r, fname);
    const c = this.err.checkComm(r, fname, commH, args);
    if (!c) return this.err.lastCheckResult;
    // The call's datatype, count, buffer and request checks, at the call as MPICH's binding makes them.
    const code = args && this.rt.collValidator(fname)?.(r, args, c);
    if (code !== undefined) return this.err.handle(r, commH, fname, code);
    // MPICH builds a neighbourhood collective's schedule at the call: no topology fails there.
    const noTopo = !c.topo && neighborNoTopology(fname);
    if (noTopo) return this.err.handle(r, commH, fname, this.err.ring(r).raiseStack(fname, ERR.TOPOLOGY, noTopo, (args ?? []) as MpiArgValue[], this.err.formatOpts(r)));
    if (persistent && fname === 'MPI_Reduce_init' && c.kind !== 'inter' && (args?.[2] as number) < 0) {
      return this.err.handle(r, commH, fname, this.err.ring(r).raiseStack(fname, ERR.OTHER, this.reduceInitNomem(r, c, args!), args as MpiArgValue[], this.err.formatOpts(r)));
    }
    const req = this.newCollRequest(r, c, fname, persistent);
    then(req, c, fn, arg, fname);
    r.m.st32(reqPtr, req.handle);
    return 0;
  }
  /**
   * A persistent collective (MPI_Bcast_init...): an inactive request; each MPI_Start runs the
   * blocking algorithm again as a coroutine. Its number in the communicator's sequence of
   * nonblocking collectives (so its tags) is taken at init, as MPICH takes its schedule's tag:
   * the members may start their persistent collectives in different orders (coll/p_order).
   */
  __mpisim_pcoll_init(r: RankProcess, a: unknown[]): Result {
    return this.begin(r, a, true, (req, c, fn, arg, fname) => {
      const seq = this.nextSeq(c);
      let starts = 0;
      req.restart = (rr, site) => {
        req.active = true;
        req.complete = false;
        req.status = { source: H.ANY_SOURCE, tag: H.ANY_TAG, bytes: 0, error: 0, cancelled: false };
        this.launch(rr, req, c, fn, arg, site, fname, true, { seq, name: `p${seq}s${starts++}` });
        return 0;
      };
    });
  }
  /**
   * Where MPICH 4.0.2's MPI_Reduce_init, which builds its schedule at the call (and has no count
   * check), fails with a negative count: the first buffer of count elements it allocates. Its
   * tuning (maint/tuning/coll/mpir/generic.json) takes the smp algorithm on a communicator with
   * node communicators and a commutative op: a node root allocates first (line 40), the others
   * reach binomial's allocation through the intranode reduce (of the root's node, or of theirs);
   * else binomial's, first thing.
   */
  private reduceInitNomem(r: RankProcess, c: Comm, args: unknown[]): StackEntry[] {
    const frames: StackEntry[] = [{ location: 'MPIR_Reduce_init_impl(4450)', message: '' }, { location: 'MPIR_Ireduce_sched_impl(4370)', message: '' }, { location: 'MPIR_Ireduce_allcomm_sched_auto(4292)', message: '' }];
    const nomem = (location: string): StackEntry[] => [...frames, { location, message: 'Out of memory' }];
    const parent = c.nodeComm !== undefined || c.nodeRootsComm !== undefined;
    if (!parent || !this.ops.MPIR_Op_is_commutative(r, [args[4]])) return nomem('MPIR_Ireduce_intra_sched_binomial(31)');
    if (c.nodeRootsComm !== undefined) return nomem('MPIR_Ireduce_intra_sched_smp(40)');
    const root = args[5] as number, rootsNode = this.rt.nodeOf(c.group[root]) === this.rt.nodeOf(c.group[c.rank]);
    frames.push({ location: `MPIR_Ireduce_intra_sched_smp(${rootsNode ? 98 : 48})`, message: '' }, { location: 'MPIR_Ireduce_intra_sched_auto(551)', message: '' });
    return nomem('MPIR_Ireduce_intra_sched_binomial(31)');
  }
  private nextSeq(c: Comm): number {
    const seq = (this.nbcSeq.get(c) ?? 0) + 1;
    this.nbcSeq.set(c, seq);
    return seq;
  }
  /**
   * (request, ntypes, types, op): references a collective's request takes, as MPICH's does, to
   * the datatypes and op it uses: a persistent one's every MPI_Start (MPI_Request_free drops
   * them), a nonblocking one's schedule (dropped when it completes).
   */
  __mpisim_pcoll_hold(r: RankProcess, a: unknown[]): Result {
    const [reqH, n, typesPtr, op] = a as number[];
    const p = this.rt.proc(r);
    const req = p.requests.get(reqH | 0);
    if (!req || (!req.persistent && req.complete)) return 0;
    const table = this.types.dtp(r.rank).table;
    const held: number[] = [];
    for (let i = 0; i < n; i++) held.push(r.m.i32(typesPtr + 4 * i));
    for (const t of held) table.hold(t);
    this.ops.hold(p, op);
    onRelease(req, () => {
      for (const t of held) table.unhold(t);
      this.ops.unhold(p, op);
    });
    return 0;
  }
  /**
   * (request, p): memory of the process a collective's request reads until it is released — the
   * int copies a large-count (_c) wrapper made of its count arrays — freed then: a nonblocking
   * one's when it completes, a persistent one's at MPI_Request_free. Freed at once if the
   * request has already completed.
   */
  __mpisim_request_keep(r: RankProcess, a: unknown[]): Result {
    const [reqH, ptr] = a as number[];
    const req = this.rt.proc(r).requests.get(reqH | 0);
    if (!req || (!req.persistent && req.complete)) { r.m.free(ptr); return 0; }
    onRelease(req, () => r.m.free(ptr));
    return 0;
  }
  /**
   * A nonblocking call made of blocking point-to-point ones (MPI_Isendrecv): a coroutine with its
   * request, outside the communicator's collective sequence (only this process makes the call).
   */
  __mpisim_nb_start(r: RankProcess, a: unknown[], site: number): Result {
    return this.begin(r, a, false, (req, c, fn, arg, fname) => {
      req.coll = false;
      this.launch(r, req, c, fn, arg, site, fname, false);
    });
  }
  private newCollRequest(r: RankProcess, c: Comm, fname: string, persistent: boolean): Request {
    const req = this.reqs.newRequest(this.rt.proc(r), {
      kind: 'coll', persistent, active: !persistent, complete: persistent, cancelled: false, released: false, comm: c.handle, ctx: c.recvContextId + 1,
      peer: H.ANY_SOURCE, tag: H.ANY_TAG, buf: 0, count: 0, datatype: 0, bytes: 0, call: fname, postedAt: this.rt.userPos(r), postedTime: this.rt.clock(r), coll: true,
    });
    req.status = { source: H.ANY_SOURCE, tag: H.ANY_TAG, bytes: 0, error: 0, cancelled: false };
    return req;
  }
  /**
   * Runs `fn(arg)` as a coroutine of the calling process that completes `req`. Every member
   * starts its collectives on a communicator in the same order, so the per-communicator
   * sequence number gives all of them the same tag offset.
   */
  private launch(r: RankProcess, req: Request, c: Comm, fn: number, arg: number, site: number, fname: string, collective: boolean, persistent?: { seq: number; name: string }): void {
    const p = this.rt.proc(r);
    const seq = persistent?.seq ?? (collective ? this.nextSeq(c) : 0);
    const tally: CollTally = { op: fname, comm: c.handle, sent: 0, received: 0, issuedSeq: collective && !persistent ? c.collSeq++ : undefined };
    // Only the user's own call is an OTF2 nonblocking collective (not one MPICH starts inside another).
    if (collective && this.rt.logging && !r.current && this.rt.userCall(r, '') === fname) {
      req.nbc = tally;
      this.rt.event(r, { kind: 'NonBlockingCollectiveRequest', op: fname, request: req.handle });
    }
    const co = r.startCoroutine(fn, arg, collective ? ((seq & 0x3fff) + 1) << 12 : 0, site, () => {
      req.complete = true;
      if (!req.persistent) { req.onRelease?.(); req.onRelease = undefined; }
      this.reqs.finishReleased(p, req);
      this.rt.poke(r.rank);
    });
    this.rt.startedAt.set(co, req.postedAt ?? this.rt.userPos(r));
    if (collective) this.rt.nbcTallies.set(co, tally);
    if (persistent) this.rt.pcollCalls.set(co, { name: persistent.name, n: 0 });
    this.rt.nbcCalls.set(co, this.rt.userCall(r, fname));
  }
  private nbcSeq = new WeakMap<Comm, number>();
}

/** Adds `fn` to what releasing the request undoes, after what is there already. */
function onRelease(req: Request, fn: () => void): void {
  const before = req.onRelease;
  req.onRelease = () => { before?.(); fn(); };
}
