/**
 * The MPI runtime of the simulated world: one ProcState per process, MPICH's matching
 * rules over per-process posted/unexpected queues, eager and rendezvous protocols,
 * requests, communicators with MPICH's context IDs, groups, and the calls of the MPI API
 * that are not written in C (the C part of the library lives in ./lib and calls back here).
 * An API method returns a number (the call's result) or BLOCK (the rank waits; the result
 * arrives later through rank.wake).
 */
import type { Coroutine, RankProcess } from '../runtime/rank';
import type { VA } from '../runtime/libc';
import { registerSysFunctions } from '../runtime/library';
import type { SourcePos } from '../c/diagnostics';
import { type I64 } from '../runtime/int64';
import * as H from './handles';
import { LAYOUTS, ContextMask, type ContextIdLayout, type LayoutName, derivedId, localCommId, idFromPrefix, hex16, SUBCOMM } from './contextId';
import { P2PRequest, RequestTable, type Blocker, type CollTally, type Comm, type Message, type MpiEvent, type ProcState, type Request, type SendMode, type Status } from './state';
import { TableDatatypes, isBuiltinType, type DatatypeOps } from './types';
import { copyBetween } from '../runtime/memory';
import { DatatypeTable, DatatypeError } from './datatype';
import { ERR, errorClassName } from './errclass';
import { DynamicProcesses, type SpawnHost } from './dynamic';
import { Rma } from './rma';
import { HandlePool } from './handlePool';
import { InfoTable } from './info';
import { BUILTIN_OPS, applyFloatOp, applyIntOp } from './ops';
import { ErrorRing, formatFatalCode, fatalExitStatus, mpiBinding, errorClassOf, formatUninitialized, UNINITIALIZED_EXIT_STATUS, formatAbort, type MpiCheck, type MpiArgValue } from './errors';

export const BLOCK = true;
type Result = number | typeof BLOCK;

export interface Blocked {
  rank: number;
  call: string;
  detail: string;
  pos?: SourcePos;
  waitsFor: number[];
}

interface WorldLike {
  ranks: RankProcess[];
  abort(rank: number, code: number, message: string): void;
  write(rank: number, fd: number, bytes: string): void;
  /** Misuse mpisim reports but MPICH lets pass (a debugger may stop on it). */
  notice?(n: MpiNotice): void;
  /** Ranks of the initial job (process group 0). */
  readonly initialSize: number;
  /** How MPI_Comm_spawn starts processes; absent: spawning fails. */
  readonly spawnHost?: SpawnHost;
}

export interface MpiNotice { kind: 'unmatched'; rank: number; text: string }

export interface MpiOptions {
  eagerLimit?: number;
  layout?: LayoutName;
  ranksPerNode?: number;
  /** Virtual-time model: seconds per message plus seconds per byte. */
  latency?: number;
  bandwidth?: number;
  onCommCreated?: (rank: number, comm: Comm, call: string) => void;
  /** Keep the event log (default): debuggers and traces read it; a plain run does without. */
  eventLog?: boolean;
}

/** Largest message MPICH 4.0.2 (ch4:ucx, one node) sends eagerly, measured: 8255 bytes go, 8256 wait. */
export const DEFAULT_EAGER_LIMIT = 8255;

export const SECONDS_PER_STATEMENT = 1e-9;

export class MpiRuntime {
  readonly procs: ProcState[] = [];
  readonly layout: ContextIdLayout;
  readonly eagerLimit: number;
  readonly ranksPerNode: number;
  readonly events: MpiEvent[] = [];
  private readonly logging: boolean;
  /** Freed communicators, kept for the debugger's views (shown as freed). */
  readonly freedComms: Comm[] = [];
  private latency: number;
  private secondsPerByte: number;
  /** Process groups, ports and names (MPI_Comm_spawn, MPI_Comm_connect/accept, MPI_Publish_name). */
  readonly dyn: DynamicProcesses;
  /** Windows and one-sided operations. */
  readonly rma: Rma;

  constructor(private world: WorldLike, private opts: MpiOptions) {
    this.layout = LAYOUTS[opts.layout ?? 'mpich'];
    this.eagerLimit = opts.eagerLimit ?? DEFAULT_EAGER_LIMIT;
    this.ranksPerNode = opts.ranksPerNode ?? 0; // 0: all on one node
    this.latency = opts.latency ?? 1e-6;
    this.secondsPerByte = 1 / (opts.bandwidth ?? 1e10);
    this.logging = opts.eventLog ?? true;
    this.dyn = new DynamicProcesses(this, () => this.world.spawnHost, () => this.world.initialSize);
    this.rma = new Rma(this, (k) => this.world.ranks[k].m);
  }

  // ------------------------------------------------------------------ processes
  /** The datatype table of process k (derived datatype handles are per process). */
  dtp(k: number): TableDatatypes {
    return (this.procs[k] ?? this.proc(this.world.ranks[k])).dt as TableDatatypes;
  }

  proc(r: RankProcess): ProcState {
    // The rank carries its state: a field read, where the table may be sparse (ranks start MPI in any order).
    const own = r.mpi as ProcState | undefined;
    if (own !== undefined) return own;
    let p = this.procs[r.rank];
    if (!p) {
      const g = this.dyn.group(r.rank);
      p = {
        id: { index: r.rank, pg: g.pg, pgRank: g.pg === 0 ? r.rank : g.members.indexOf(r.rank) },
        initialized: false, threadLevel: H.THREAD_SINGLE, finalized: false,
        mask: new ContextMask(this.layout),
        comms: new Map(), nextCommIndex: 0, groups: new Map(), groupRefs: new Map(), groupPool: new HandlePool(H.HANDLE_DIRECT_GROUP, 8, 0xc8000000),
        requests: new RequestTable(),
        posted: [], unexpected: [], pendingSends: [], blocker: undefined, waiting: undefined, lastComm: undefined, lastPeer: -1, ownSend: new P2PRequest(), ownRecv: new P2PRequest(), ownWait: undefined, builtinSends: [], builtinRecv: builtinRecv(),
        lpids: [], connections: new Map(), clockOffset: 0, errorsReturned: 0,
        keyvals: new Map(), nextKeyval: 0, ops: new Map(), opPool: new HandlePool(H.HANDLE_DIRECT_OP, 16, 0xd8000000), errhandlers: new Map(), nextErrhandler: 0,
        dt: new TableDatatypes(new DatatypeTable()),
        ring: new ErrorRing(),
      };
      this.procs[r.rank] = p;
      this.setupPredefined(r, p);
    }
    r.mpi = p;
    return p;
  }

  /** MPICH's node id of a process (MPIR_Process.node_map in its own world; placement in ./dynamic.ts). */
  nodeOf(procIndex: number): number {
    return this.dyn.nodeId(procIndex);
  }

  /** MPI_COMM_WORLD and MPI_COMM_SELF exist from the start (builtin handles), with MPICH's IDs. */
  private setupPredefined(r: RankProcess, p: ProcState): void {
    // One shared array for the world group and the initial lpid tables (copied when a process
    // learns of others): O(n) memory for n ranks. A spawned process's world is its own group.
    const all = this.dyn.group(r.rank).members;
    p.lpids = all;
    const l = this.layout;
    const world = this.newComm(p, {
      handle: H.COMM_WORLD, kind: 'intra', contextId: idFromPrefix(l, l.predefined.world), group: all, rank: p.id.pgRank,
      name: 'MPI_COMM_WORLD', createdBy: 'MPI_Init', internal: false,
    });
    this.newComm(p, {
      handle: H.COMM_SELF, kind: 'intra', contextId: idFromPrefix(l, l.predefined.self), group: [r.rank], rank: 0,
      name: 'MPI_COMM_SELF', createdBy: 'MPI_Init', internal: false,
    });
    this.commit(p, world);
  }

  private newComm(p: ProcState, c: Partial<Comm> & Pick<Comm, 'kind' | 'contextId' | 'group' | 'rank' | 'createdBy' | 'internal'>): Comm {
    const handle = c.handle ?? this.allocCommHandle(p);
    const comm: Comm = {
      handle, kind: c.kind, contextId: c.contextId, recvContextId: c.recvContextId ?? c.contextId, group: c.group, rank: c.rank,
      remoteGroup: c.remoteGroup, name: c.name ?? '', parent: c.parent, createdBy: c.createdBy, createdAt: c.createdAt,
      seq: p.comms.size, internal: c.internal, attrs: new Map(), errhandler: c.errhandler ?? H.ERRORS_ARE_FATAL, freed: false,
      collSeq: 0, isLowGroup: c.isLowGroup, topo: c.topo,
    };
    p.comms.set(handle, comm);
    return comm;
  }

  /**
   * MPICH hands out 8 direct communicator handles (0x84000000..7), then indirect ones
   * (0xc4000000...); freed handles are reused last-freed-first.
   */
  private allocCommHandle(p: ProcState): number {
    const reuse = this.freeCommHandles[p.id.index]?.pop();
    if (reuse !== undefined) return reuse;
    const k = p.nextCommIndex++;
    return (k < 8 ? H.HANDLE_DIRECT_COMM + k : 0xc4000000 + (k - 8)) | 0;
  }
  private freeCommHandles: number[][] = [];
  private releaseHandle(p: ProcState, h: number): void {
    p.comms.delete(h);
    if (p.lastComm?.handle === h) p.lastComm = undefined;
    (this.freeCommHandles[p.id.index] ??= []).push(h);
  }

  /**
   * MPIR_Comm_commit: on a job with several processes per node, an intracommunicator gets a
   * node_comm (ctx+2, when more than one member shares the node) and, on each node's first
   * member, a node_roots_comm (ctx+4). No IDs are allocated; the handles are.
   */
  private commit(p: ProcState, c: Comm): void {
    if (c.kind !== 'intra' || c.group.length < 2 || this.layout.subcommShift === undefined) return;
    const h = this.hierarchy(c.group);
    if (!h) return; // one process per node: no hierarchy
    const me = c.group[c.rank];
    const local = h.byNode.get(this.nodeOf(me))!;
    if (local.length > 1) {
      const nc = this.newComm(p, {
        kind: 'intra', contextId: derivedId(this.layout, c.contextId, SUBCOMM.intranode), group: local, rank: local.indexOf(me),
        name: '', createdBy: 'MPIR_Comm_commit', internal: true, parent: c.handle,
      });
      c.nodeComm = nc.handle;
    }
    if (local[0] === me) {
      const rc = this.newComm(p, {
        kind: 'intra', contextId: derivedId(this.layout, c.contextId, SUBCOMM.internode), group: h.roots, rank: h.roots.indexOf(me),
        name: '', createdBy: 'MPIR_Comm_commit', internal: true, parent: c.handle,
      });
      c.nodeRootsComm = rc.handle;
    }
  }

  /** Members per node and node roots of a group, computed once per group array (all members share it). */
  private hierarchy(group: number[]): { byNode: Map<number, number[]>; roots: number[] } | undefined {
    let h = this.hierarchyCache.get(group);
    if (h === undefined) {
      // MPIR_Find_local fails (**dynamic_node_ids) when a member is of another process group: ch4
      // knows node ids of its own world only (MPIDIU_get_node_id), so such a comm has no node comms.
      const pg = this.dyn.group(group[0]);
      if (group.some((g) => this.dyn.group(g) !== pg)) {
        this.hierarchyCache.set(group, null);
        return undefined;
      }
      const byNode = new Map<number, number[]>();
      for (const g of group) {
        const nd = this.nodeOf(g);
        let l = byNode.get(nd);
        if (!l) byNode.set(nd, (l = []));
        l.push(g);
      }
      h = byNode.size === group.length ? null : { byNode, roots: [...byNode.values()].map((l) => l[0]) };
      this.hierarchyCache.set(group, h);
    }
    return h ?? undefined;
  }
  private hierarchyCache = new WeakMap<number[], { byNode: Map<number, number[]>; roots: number[] } | null>();

  comm(p: ProcState, handle: number): Comm | undefined {
    // The last communicator used answers most lookups without the Map (whose keys, handles
    // beyond 2^30, are boxed numbers).
    const last = p.lastComm;
    if (last !== undefined && last.handle === handle && !last.freed) return last;
    const c = p.comms.get(handle | 0);
    if (c === undefined || c.freed) return undefined;
    p.lastComm = c;
    return c;
  }

  clock(r: RankProcess): number {
    return r.ticks * SECONDS_PER_STATEMENT + this.proc(r).clockOffset;
  }
  private advanceTo(r: RankProcess, t: number): void {
    const now = this.clock(r);
    if (t > now) this.proc(r).clockOffset += t - now;
  }

  /**
   * The arguments of the C library function now calling into the runtime (its frame's
   * parameters), for MPICH's "MPI_X(args...) failed" line of errors found inside the library.
   */
  private frameArgs(r: RankProcess, F = r.top): unknown[] | undefined {
    if (!F) return undefined;
    const f = r.prog.funcs[F.fn];
    if (!f.library) return undefined;
    return f.params.map((p) => {
      if (p.slot) return F.V[p.slot];
      const at = F.fp + (p.offset ?? 0);
      return p.type.k === 'int' && p.type.kind !== 'long' && p.type.kind !== 'ulong' ? r.m.i32(at) : r.m.s64(at);
    });
  }

  /** The arguments of the innermost active call of the library function `fname`. */
  callArgs(r: RankProcess, fname: string): unknown[] | undefined {
    for (let k = r.frames.length - 1; k >= 0; k--) if (r.prog.funcs[r.frames[k].fn].name === fname) return this.frameArgs(r, r.frames[k]);
    return undefined;
  }
  processCount(): number { return this.world.ranks.length; }
  /** One of mpisim's own messages on a process's stderr. */
  writeMessage(r: RankProcess, text: string): void { this.world.write(r.rank, 2, text); }

  /** Where the user called into MPI: the innermost frame of user (non-library) code. */
  userPos(r: RankProcess): SourcePos | undefined {
    for (let k = r.frames.length - 1; k >= 0; k--) {
      const F = r.frames[k];
      const f = r.prog.funcs[F.fn];
      if (!f.library) return r.framePos(F);
    }
    return undefined;
  }
  /** The user-level MPI function the rank is in (outermost library frame called from user code). */
  userCall(r: RankProcess, fallback: string): string {
    // Inside a nonblocking collective's coroutine the user's call is the one that started it.
    const started = r.current && this.nbcCalls.get(r.current);
    if (started) return started;
    for (let k = 0; k < r.frames.length; k++) {
      const f = r.prog.funcs[r.frames[k].fn];
      if (f.library && /^P?MPI_/.test(f.name)) return f.name;
    }
    return fallback;
  }

  private event(r: RankProcess, e: Omit<MpiEvent, 'time' | 'rank'>): void {
    if (!this.logging) return;
    (e as MpiEvent).time = this.clock(r);
    (e as MpiEvent).rank = r.rank;
    this.events.push(e as MpiEvent);
  }

  // ------------------------------------------------------------------ the event log
  /** Enter/Leave of MPI functions called by user code (OTF2's region records), in virtual time. */
  traceCall(r: RankProcess, name: string, what: 'enter' | 'leave'): void {
    if (!this.logging) return;
    const oc = what === 'leave' ? this.openColl.get(r.rank) : undefined;
    if (oc && oc.op === name) {
      this.openColl.delete(r.rank);
      this.event(r, { kind: 'MpiCollectiveEnd', op: oc.op, comm: oc.comm, root: oc.root, sent: oc.sent, received: oc.received });
    }
    this.event(r, { kind: what === 'enter' ? 'Enter' : 'Leave', region: name, pos: what === 'enter' ? this.userPos(r) : undefined });
  }
  /**
   * The user-level blocking collective each rank is in: OTF2 records one MpiCollectiveBegin/End
   * pair per call, with the bytes this rank sent and received inside it (the algorithm's
   * point-to-point traffic, which is not recorded as messages of its own).
   */
  private openColl = new Map<number, CollTally>();
  /** Each nonblocking collective's coroutine counts its traffic towards its own call. */
  private nbcTallies = new WeakMap<Coroutine, CollTally>();
  /** The collective call whose bytes the code running on `r` now moves (main program or a coroutine). */
  private collTally(r: RankProcess): CollTally | undefined {
    return r.current ? this.nbcTallies.get(r.current) : this.openColl.get(r.rank);
  }
  /** Requests the user sees as non-blocking: OTF2 records their start and completion separately. */
  private nonblocking(q: Request): boolean {
    return q.persistent || q.call.startsWith('MPI_I');
  }
  /** OTF2's completion record of a user request (Wait/Test confirmed it, or it was released). */
  private completionEvent(r: RankProcess, q: Request): void {
    if (!this.logging) return;
    if (q.nbc && !q.cancelled) {
      const t = q.nbc;
      this.event(r, { kind: 'NonBlockingCollectiveComplete', op: t.op, comm: t.comm, root: t.root, sent: t.sent, received: t.received, request: q.handle });
      return;
    }
    if (q.coll || (q.kind !== 'send' && q.kind !== 'recv')) return;
    if (q.cancelled) { this.event(r, { kind: 'MpiRequestCancelled', request: q.handle }); return; }
    if (!this.nonblocking(q)) return;
    if (q.kind === 'send') this.event(r, { kind: 'MpiIsendComplete', request: q.handle });
    else if (q.status) this.event(r, { kind: 'MpiIrecv', peer: q.status.source, comm: q.comm, tag: q.status.tag, bytes: q.status.bytes, request: q.handle });
  }
  /** A JS-implemented MPI function that blocked leaves when the rank wakes. */
  private pendingLeave = new Map<number, string>();

  // ------------------------------------------------------------------ dispatch
  call(r: RankProcess, name: string, args: unknown[], site: number, va: VA | undefined): boolean {
    void va;
    const api = this.api(name, site);
    const traced = this.logging && api.mpi && !(r.top && r.prog.funcs[r.top.fn].library);
    if (traced) this.traceCall(r, name, 'enter');
    const blocked = this.dispatch(r, api, args, site);
    if (traced) {
      // The rank's state turns 'blocked' only after this returns: the blocker says it waits.
      if (blocked && !r.current && this.procs[r.rank]?.blocker) this.pendingLeave.set(r.rank, name);
      else this.traceCall(r, name, 'leave');
    }
    return blocked;
  }

  /** The Leave of a blocked call, recorded when the rank wakes. */
  private leaveOnWake(r: RankProcess): void {
    const name = this.pendingLeave.get(r.rank);
    if (name === undefined) return;
    this.pendingLeave.delete(r.rank);
    this.traceCall(r, name, 'leave');
  }

  /** How each API function is called: which object implements it, and when it may be called. */
  private apis = new Map<string, Api>();
  /** Each call site's function, found once (a site calls one function; the name check covers programs sharing a site number). */
  private apiBySite: (Api | undefined)[] = [];
  private api(name: string, site: number): Api {
    if (site < 0) return this.lookupApi(name);
    const known = this.apiBySite[site];
    if (known !== undefined && known.name === name) return known;
    return (this.apiBySite[site] = this.lookupApi(name));
  }
  private lookupApi(name: string): Api {
    let api = this.apis.get(name);
    if (api === undefined) {
      const owner = [this, this.dyn, this.rma].find((o) => typeof (o as unknown as ApiTable)[name] === 'function');
      const internal = name.startsWith('MPIR_') || name.startsWith('MPIC_') || name.startsWith('__mpisim');
      api = {
        name, owner, fn: owner && (owner as unknown as ApiTable)[name], mpi: name.startsWith('MPI_'),
        beforeInit: internal || BEFORE_INIT.has(name), afterFinalize: internal || AFTER_FINALIZE.has(name),
      };
      this.apis.set(name, api);
    }
    return api;
  }

  private dispatch(r: RankProcess, api: Api, args: unknown[], site: number): boolean {
    const name = api.name;
    // Stores into MPI_Win_allocate_shared memory reach the other ranks of the node at MPI calls.
    if (this.rma.shm.active) this.rma.shm.publish(r.rank);
    if (!api.fn) {
      this.fatal(r, H.COMM_WORLD, name, ERR.OTHER, `${name} is not implemented by mpisim yet`);
      return true;
    }
    const p = this.proc(r);
    if ((!p.initialized && !api.beforeInit) || (p.finalized && !api.afterFinalize)) {
      this.world.write(r.rank, 2, formatUninitialized(name));
      this.world.abort(r.rank, UNINITIALIZED_EXIT_STATUS, `${name} was called ${p.initialized ? 'after MPI_Finalize' : 'before MPI_Init'} at ${fmtPos(this.userPos(r))}`);
      return true;
    }
    const res = api.fn.call(api.owner, r, args, site);
    if (res === BLOCK) return true;
    r.rv = res;
    return false;
  }

  // ------------------------------------------------------------------ errors
  /**
   * Creates an MPI error code in the process's error ring, as MPICH does: with the exact MPICH
   * check when one is given, else a stack frame with mpisim's own message.
   */
  raiseCode(r: RankProcess, fname: string, cls: number, detail: string, check?: MpiCheck, args?: unknown[]): number {
    const ring = this.proc(r).ring as ErrorRing;
    const argv = (args ?? []) as MpiArgValue[];
    // MPICH's "MPI_X(args...) failed" frame needs the call's arguments; without them, one plain frame.
    if (mpiBinding(fname) && args) {
      const opts = this.formatOpts(r);
      try {
        return check ? ring.raise(fname, check, argv, opts) : ring.raiseStack(fname, cls, [{ location: 'mpisim', message: detail }], argv, opts);
      } catch { /* fall through to a plain frame */ }
    }
    return ring.create({ lastcode: H.MPI_SUCCESS, errorClass: cls, genericIndex: 0, location: fname, message: detail });
  }

  private ring(r: RankProcess): ErrorRing { return this.proc(r).ring as ErrorRing; }
  /** How a process's handles print in an error stack: a derived datatype as its combiner, "dtype=USER<vector>". */
  private formatOpts(r: RankProcess): { datatypeCombiner: (h: number) => string | undefined } {
    const table = this.dtp(r.rank).table;
    return { datatypeCombiner: (h: number) => /^dtype=USER<([a-z_]+)>$/.exec(table.errorName(h))?.[1] };
  }

  /** Hands an error code to the communicator's error handler: return it, call the user's, or abort as MPICH does. */
  handle(r: RankProcess, commHandle: number, fname: string, code: number): Result {
    const p = this.proc(r);
    const c = p.comms.get(commHandle | 0);
    const handler = c ? c.errhandler : this.comm(p, H.COMM_WORLD)?.errhandler ?? H.ERRORS_ARE_FATAL;
    return this.handleWith(r, handler, c ? c.handle : H.COMM_WORLD, fname, code);
  }

  /** The error handler `handler` of the object `obj` (a communicator or a window) takes the error. */
  handleWith(r: RankProcess, handler: number, obj: number, fname: string, code: number, objKind: 'comm' | 'win' = 'comm'): Result {
    const p = this.proc(r);
    if (handler === H.ERRORS_RETURN) { p.errorsReturned++; return code; }
    const user = p.errhandlers.get(handler | 0);
    if (user) {
      // The handler is C: it gets (MPI_Comm * or MPI_Win *, int *), then the MPI call returns the code.
      const cell = r.m.malloc(8);
      r.m.st32(cell, obj);
      r.m.st32(cell + 4, code);
      r.callBack(user.fn, [cell, cell + 4], 'ii', code, r.site);
      return BLOCK;
    }
    // MPICH names the communicator in "(rank R in comm C)"; an error on a window names none.
    const text = formatFatalCode(p.ring as ErrorRing, fname, code, r.rank, objKind === 'win' ? null : { rank: r.rank, contextId: 0 });
    this.world.write(r.rank, 2, text);
    const where = this.userPos(r);
    this.world.abort(r.rank, fatalExitStatus(code), `Fatal error in ${fname}: ${errorClassName(errorClassOf(code))}${where ? ` at ${where.file}:${where.line}:${where.col}` : ''}`);
    return BLOCK;
  }

  error(r: RankProcess, commHandle: number, fname: string, cls: number, detail: string, check?: MpiCheck, args?: unknown[]): Result {
    return this.handle(r, commHandle, fname, this.raiseCode(r, fname, cls, detail, check, args));
  }

  fatal(r: RankProcess, commHandle: number, fname: string, cls: number, detail: string): void {
    const p = this.proc(r);
    const code = this.raiseCode(r, fname, cls, detail);
    const c = p.comms.get(commHandle | 0);
    if (c) c.errhandler = H.ERRORS_ARE_FATAL;
    this.handle(r, commHandle, fname, code);
  }

  // ------------------------------------------------------------------ environment
  /** MPI_Init and MPI_Init_thread up to the connection of spawned processes to their parents (./lib/dynamic.ts). */
  MPIR_Init_impl(r: RankProcess, a: unknown[]): Result {
    const [thread, required, provided] = a as number[];
    const fname = thread ? 'MPI_Init_thread' : 'MPI_Init';
    const p = this.proc(r);
    if (p.initialized) {
      const b = mpiBinding(fname)!;
      const at = `${b.fcname}(${b.checks.find((c) => c.macro === 'INITTWICE')?.line ?? b.failLine})`;
      const frame = { location: at, message: 'Cannot call MPI_INIT or MPI_INIT_THREAD more than once' };
      return this.handle(r, H.COMM_WORLD, fname, this.ring(r).raiseStack(fname, ERR.OTHER, [frame], (this.callArgs(r, fname) ?? []) as MpiArgValue[], this.formatOpts(r)));
    }
    // MPICH (built with thread-multiple support) grants any valid level asked for; an invalid one gets SINGLE.
    p.threadLevel = required >= H.THREAD_SINGLE && required <= H.THREAD_MULTIPLE ? required : H.THREAD_SINGLE;
    if (provided) r.m.st32(provided, p.threadLevel);
    p.initialized = true;
    const pos = this.userPos(r);
    for (const h of [H.COMM_WORLD, H.COMM_SELF]) {
      const c = p.comms.get(h)!;
      c.createdAt = pos;
      this.opts.onCommCreated?.(r.rank, c, 'MPI_Init');
    }
    return H.MPI_SUCCESS;
  }
  MPI_Query_thread(r: RankProcess, a: unknown[]): Result { r.m.st32(a[0] as number, this.proc(r).threadLevel); return 0; }
  /** Profiling control: MPICH does nothing with it. */
  MPI_Pcontrol(): Result { return 0; }
  MPI_Is_thread_main(r: RankProcess, a: unknown[]): Result { r.m.st32(a[0] as number, 1); return 0; }
  MPI_Initialized(r: RankProcess, a: unknown[]): Result { r.m.st32(a[0] as number, this.proc(r).initialized ? 1 : 0); return 0; }
  MPI_Finalized(r: RankProcess, a: unknown[]): Result { r.m.st32(a[0] as number, this.proc(r).finalized ? 1 : 0); return 0; }
  MPI_Abort(r: RankProcess, a: unknown[]): Result {
    const code = a[1] as number;
    const p = this.proc(r);
    const c = this.comm(p, a[0] as number);
    this.world.write(r.rank, 2, formatAbort({ worldRank: r.rank, commRank: c?.rank ?? r.rank, contextId: c?.contextId ?? 0, errorcode: code, commName: c?.name, handle: a[0] as number }));
    this.world.abort(r.rank, code, `application called MPI_Abort(${c?.name || commName(a[0] as number)}, ${code}) - process ${c?.rank ?? r.rank} at ${fmtPos(this.userPos(r))}`);
    return BLOCK;
  }
  MPI_Wtime(r: RankProcess): Result { return this.clock(r); }
  MPI_Wtick(): Result { return 1e-9; }
  /** The host name of process k: its node. */
  processorName(k: number): string { return `node${this.dyn.hostOf(k)}`; }
  /** sleep(): the rank's clock moves on. */
  sleep(r: RankProcess, seconds: number): void {
    if (seconds > 0) this.advanceTo(r, this.clock(r) + seconds);
  }
  MPI_Get_processor_name(r: RankProcess, a: unknown[]): Result {
    const name = this.processorName(r.rank);
    r.m.writeBytes(a[0] as number, name + '\0');
    r.m.st32(a[1] as number, name.length);
    return 0;
  }
  MPI_Get_version(r: RankProcess, a: unknown[]): Result { r.m.st32(a[0] as number, 4); r.m.st32(a[1] as number, 0); return 0; }
  MPI_Get_library_version(r: RankProcess, a: unknown[]): Result {
    const v = 'MPICH Version:\t4.0.2 (simulated by mpisim)';
    r.m.writeBytes(a[0] as number, v + '\0');
    r.m.st32(a[1] as number, v.length);
    return 0;
  }

  /** Wakes the ranks waiting in MPI_Finalize once every rank has arrived. */
  private releaseFinalize(k: number): void {
    const members = this.dyn.group(k).members;
    if (!this.finalizeDone(k)) return;
    for (const m of members) if (this.procs[m]?.finalized) this.poke(m);
  }
  /** MPI_Finalize waits for the rest of the process's own group (its MPI_COMM_WORLD), as Hydra's PMI barrier. */
  private finalizeDone(k: number): boolean {
    const g = this.dyn.group(k);
    return (this.leftGroup.get(g.pg) ?? 0) >= g.members.length;
  }
  /** Per process group: how many of its processes finalized or exited without finalizing. */
  private leftGroup = new Map<number, number>();
  private exitedEarly = new Set<number>();
  private countLeft(k: number): void {
    const pg = this.dyn.group(k).pg;
    this.leftGroup.set(pg, (this.leftGroup.get(pg) ?? 0) + 1);
  }

  /**
   * Finalize (after ./lib/attr.ts ran the attribute delete callbacks of COMM_SELF and COMM_WORLD):
   * pending requests and unreceived messages are misuse we can see.
   */
  MPIR_Finalize_impl(r: RankProcess): Result {
    const p = this.proc(r);
    const leftovers: string[] = [];
    for (const q of p.requests.values()) {
      if (q.active && !q.complete && !q.persistent) leftovers.push(`a ${q.kind} request (${q.call} at ${fmtPos(q.postedAt)}) is still pending`);
    }
    for (const m of p.unexpected) {
      if (!m.coll) leftovers.push(`a message from rank ${m.src} with tag ${m.tag} (sent by ${m.call} at ${fmtPos(m.sentAt)}) was never received`);
    }
    p.finalized = true;
    this.countLeft(r.rank);
    if (leftovers.length) {
      const text = `rank ${r.rank} called MPI_Finalize while ${leftovers.join('; ')}`;
      this.world.write(r.rank, 2, `mpisim: warning: ${text}\n`);
      this.world.notice?.({ kind: 'unmatched', rank: r.rank, text });
    }
    // MPICH's finalize synchronises the processes before tearing down.
    if (this.finalizeDone(r.rank)) { this.releaseFinalize(r.rank); return 0; }
    return this.blockOn(r, 'MPI_Finalize', 'all ranks', () => (this.finalizeDone(r.rank) ? 0 : undefined),
      () => this.dyn.group(r.rank).members.filter((k) => k !== r.rank && !this.procs[k]?.finalized && this.world.ranks[k]?.state !== 'exited'));
  }

  // ------------------------------------------------------------------ blocking machinery
  blockOn(r: RankProcess, call: string, detail: string | (() => string), check: () => number | undefined, waitsFor: () => number[]): Result {
    const v = check();
    if (v !== undefined) return v;
    // The description is made only when someone reads it (a view, a deadlock report): ranks
    // block once per message, and most waits end before anyone looks.
    return this.block(r, new Wait(this.userCall(r, call), detail, check, waitsFor, r.site));
  }

  /** The rank (or its running coroutine) waits until `b.check()` gives the call's result. */
  private block(r: RankProcess, b: Blocker): Result {
    // A nonblocking collective's coroutine waits on its own; the main program's wait is the process's.
    if (r.current) r.current.mpi = b;
    else this.proc(r).blocker = b;
    r.waitingFor = b;
    return BLOCK;
  }

  /** Something changed for process k: its blocked call may now complete. */
  poke(k: number): void {
    const p = this.procs[k];
    const r = this.world.ranks[k];
    if (!p) return;
    for (const c of r.coroutines) {
      const b = c.mpi as Blocker | undefined;
      if (!b || c.state !== 'blocked' || c === r.current) continue;
      const v = b.check();
      if (v === undefined) continue;
      c.mpi = undefined;
      c.rv = v;
      c.waitingFor = undefined;
      c.state = 'ready';
    }
    const mainBlocked = r.current ? true : r.state === 'blocked';
    if (!p.blocker || !mainBlocked) return;
    const v = p.blocker.check();
    if (v === undefined) return;
    p.blocker = undefined;
    r.wakeMain(v);
    if (this.logging) this.leaveOnWake(r);
  }

  progress(): boolean {
    let any = false;
    for (let k = 0; k < this.procs.length; k++) {
      const r = this.world.ranks[k];
      if (r.state === 'blocked' && (this.procs[k]?.blocker || r.coroutines.length)) {
        this.poke(k);
        if ((r.state as string) !== 'blocked' || r.hasRunnableCoroutine()) any = true;
      }
    }
    return any;
  }

  rankExited(r: RankProcess): void {
    if (this.procs[r.rank]?.finalized || this.exitedEarly.has(r.rank)) return;
    // A rank that exits without MPI_Finalize no longer holds the others in theirs.
    this.exitedEarly.add(r.rank);
    this.countLeft(r.rank);
    this.releaseFinalize(r.rank);
  }

  blockedRanks(): Blocked[] {
    const out: Blocked[] = [];
    for (const r of this.world.ranks) {
      if (r.state !== 'blocked') continue;
      const p = this.procs[r.rank];
      const b = p?.blocker;
      out.push({
        rank: r.rank,
        call: b?.call ?? r.waitingFor?.call ?? 'MPI call',
        detail: b?.detail ?? r.waitingFor?.detail ?? '',
        pos: this.userPos(r),
        waitsFor: b ? [...new Set(b.waitsFor())].filter((x) => x !== r.rank) : [],
      });
    }
    return out;
  }

  // ------------------------------------------------------------------ point-to-point engine
  private checkComm(r: RankProcess, fname: string, h: number, args?: unknown[]): Comm | undefined {
    const p = this.proc(r);
    const c = this.comm(p, h);
    if (!c) {
      this.lastCheckResult = this.error(r, H.COMM_WORLD, fname, ERR.COMM, (h | 0) === H.COMM_NULL ? 'Null communicator' : 'Invalid communicator', this.badCommCheck(p, h), args);
      return undefined;
    }
    return c;
  }
  /** Which of MPICH's checks a handle that names no communicator fails: null, freed object, or not a handle. */
  private badCommCheck(p: ProcState, h: number): MpiCheck {
    if ((h | 0) === H.COMM_NULL) return { kind: 'commnull' };
    const freed = p.comms.has(h | 0) || this.freedComms.some((x) => x.handle === (h | 0));
    return freed ? { kind: 'commfreed' } : { kind: 'comm' };
  }
  /** What the error handler said for the last failed checkComm (BLOCK when fatal). */
  private lastCheckResult: Result = BLOCK;

  /** Validates a p2p envelope; returns an error result or undefined when fine. */
  /** MPICH's argument checks for point-to-point calls, in MPICH's order. */
  private checkP2P(r: RankProcess, fname: string, c: Comm, count: number, dt: number, peer: number, tag: number, recv: boolean, args?: unknown[]): Result | undefined {
    if (count < 0) return this.error(r, c.handle, fname, ERR.COUNT, `Negative count, value is ${count}`, { kind: 'countneg', value: count }, args);
    const size = this.dtp(r.rank).size(dt);
    if ((dt | 0) === H.DATATYPE_NULL) return this.error(r, c.handle, fname, ERR.TYPE, 'Datatype for argument datatype is a null datatype', { kind: 'dtypenull' }, args);
    if (size === undefined) return this.error(r, c.handle, fname, ERR.TYPE, 'Invalid datatype', { kind: 'dtype' }, args);
    if (!this.dtp(r.rank).isCommitted(dt)) return this.error(r, c.handle, fname, ERR.TYPE, 'Datatype has not been committed', { kind: 'dtypecommit' }, args);
    const n = c.kind === 'inter' ? c.remoteGroup!.length : c.group.length;
    if (!this.validPeer(c, peer, recv)) return this.error(r, c.handle, fname, ERR.RANK, `Invalid rank has value ${peer} but must be nonnegative and less than ${n}`, { kind: 'rank', value: peer, size: n }, args);
    if (!validTag(tag, recv)) return this.error(r, c.handle, fname, ERR.TAG, `Invalid tag, value is ${tag}`, { kind: 'tag', value: tag }, args);
    return undefined;
  }

  private validPeer(c: Comm, peer: number, recv: boolean): boolean {
    const n = c.kind === 'inter' ? c.remoteGroup!.length : c.group.length;
    return (peer >= 0 && peer < n) || peer === H.PROC_NULL || (recv && peer === H.ANY_SOURCE);
  }

  /** A request that is complete from the start (one-sided operations finish when called). */
  completedRequest(r: RankProcess, call: string): number {
    const req = this.newRequest(this.proc(r), {
      kind: 'generalized', persistent: false, active: true, complete: true, cancelled: false, released: false, comm: H.COMM_NULL, ctx: 0,
      peer: H.PROC_NULL, tag: H.ANY_TAG, buf: 0, count: 0, datatype: 0, bytes: 0, call, postedAt: this.userPos(r), postedTime: this.clock(r), coll: false,
    });
    req.status = { source: H.ANY_SOURCE, tag: H.ANY_TAG, bytes: 0, error: 0, cancelled: false };
    return req.handle;
  }

  /**
   * A new request gets the next handle; `register` puts it in the process's table. A blocking
   * call's own request is registered only if the call has to wait: most complete at once.
   */
  private newRequest(p: ProcState, q: Omit<Request, 'handle'>, register = true): Request {
    const req = q as Request;
    // A blocking call's request would take the pool's next entry and give it back at once
    // (MPICH's net effect): it shows the handle it would have, and takes nothing.
    if (register) p.requests.add(req);
    else req.handle = p.requests.peekHandle();
    return req;
  }

  private peerProcess(c: Comm, rank: number): number {
    return c.kind === 'inter' ? c.remoteGroup![rank] : c.group[rank];
  }

  /**
   * Posts a send; it completes now (eager, buffered) or when matched (rendezvous, synchronous).
   * A send that finds its receive posted moves its bytes straight into the receive buffer.
   */
  startSend(r: RankProcess, req: Request): void {
    const p = this.proc(r);
    const c = this.comm(p, req.comm) ?? p.comms.get(req.comm)!;
    req.active = true;
    req.complete = false;
    req.cancelled = false;
    req.status = undefined;
    if (req.peer === H.PROC_NULL) { req.complete = true; req.status = procNullStatus(); return; }
    const dest = this.peerProcess(c, req.peer);
    req.peerProcess = dest;
    this.openConnection(p, dest, r, req.call);
    const now = this.clock(r);
    const sync = req.mode === 'sync';
    const eager = req.mode === 'buffered' || (!sync && req.bytes <= this.eagerLimit);
    const msg: Message = {
      src: c.rank, srcProcess: r.rank, tag: req.tag, ctx: req.ctx, bytes: req.bytes, protocol: eager ? 'eager' : 'rendezvous',
      data: undefined, sendReq: undefined, sentTime: now, arrival: now + this.latency + req.bytes * this.secondsPerByte, sentAt: undefined, call: req.call,
      senderComm: c.handle, coll: req.coll, count: req.count, datatype: req.datatype,
    };
    req.protocol = msg.protocol;
    if (!req.coll) { if (this.logging) this.event(r, { kind: this.nonblocking(req) ? 'MpiIsend' : 'MpiSend', peer: req.peer, comm: c.handle, tag: req.tag, bytes: req.bytes, request: req.handle }); }
    else { const t = this.collTally(r); if (t) t.sent += req.bytes; }
    const d = this.procs[dest] ?? this.proc(this.world.ranks[dest]);
    const k = matchPosted(d.posted, msg);
    if (k >= 0) {
      if (eager && !sync) req.complete = true;
      else msg.sendReq = req;
      this.deliver(dest, take(d.posted, k), msg, req);
      return;
    }
    // Unmatched: an eager (or synchronous) message carries a copy of its bytes; a rendezvous one
    // leaves them in the sender's buffer until a receive matches it.
    if (eager || sync) msg.data = this.dtp(r.rank).pack(r.m, req.buf, req.count, req.datatype);
    this.placed(r, req);
    msg.sentAt = req.postedAt;
    req.msg = msg;
    if (eager && !sync) req.complete = true;
    else { msg.sendReq = req; p.pendingSends.push(req); }
    d.unexpected.push(msg);
    this.poke(dest);
  }

  /** Open MPI's model: a connection to a peer opens on first use; we record when. */
  openConnection(p: ProcState, dest: number, r: RankProcess, why: string): void {
    if (dest === p.lastPeer || dest === p.id.index) return;
    p.lastPeer = dest;
    if (p.connections.has(dest)) return;
    p.connections.set(dest, { time: this.clock(r), pos: this.userPos(r), reason: why });
  }

  /**
   * A receive matched a message: copy the data, fill the status, complete both sides. `from`
   * is the send still holding the bytes in its buffer when they were not copied at send time.
   */
  private deliver(dest: number, recv: Request, msg: Message, from = msg.sendReq): void {
    const dr = this.world.ranks[dest];
    const d = this.procs[dest];
    const size = msg.data ? msg.data.length : from!.bytes;
    const n = size > recv.bytes ? recv.bytes : size;
    let whole = true;
    // ch4:ucx delivers nothing of a message too long for the receive buffer (MPI_ERR_TRUNCATE).
    if (size <= recv.bytes) {
      if (!msg.data && isBuiltinType(from!.datatype) && isBuiltinType(recv.datatype)) {
        // Both buffers contiguous: the bytes go from the sender's memory to the receiver's.
        copyBetween(this.world.ranks[msg.srcProcess].m, from!.buf, size, dr.m, recv.buf, n);
      } else {
        const data = msg.data ?? this.dtp(msg.srcProcess).pack(this.world.ranks[msg.srcProcess].m, from!.buf, from!.count, from!.datatype);
        // Received bytes fill the receive type's typemap in order; a short message fills a prefix.
        whole = this.dtp(dest).unpack(dr.m, recv.buf, recv.count, recv.datatype, n === data.length ? data : data.subarray(0, n));
      }
    }
    let error = 0;
    if (size > recv.bytes || !whole) { error = ERR.TRUNCATE; recv.msgBytes = size; }
    // ch4:ucx reports a truncated receive with a count of 0.
    recv.status = { source: msg.src, tag: msg.tag, bytes: error ? 0 : n, error, cancelled: false };
    recv.complete = true;
    this.advanceTo(dr, msg.arrival);
    // A non-blocking receive is recorded (MpiIrecv) when Wait/Test confirms it, not here.
    if (recv.coll) { if (recv.tally) recv.tally.received += n; }
    else if (this.logging && !this.nonblocking(recv)) this.event(dr, { kind: 'MpiRecv', peer: msg.src, comm: recv.comm, tag: msg.tag, bytes: n, request: recv.handle });
    const sreq = msg.sendReq;
    if (sreq) {
      const s = this.procs[msg.srcProcess];
      sreq.complete = true;
      sreq.msg = undefined;
      const at = s.pendingSends.indexOf(sreq);
      if (at >= 0) s.pendingSends.splice(at, 1);
      this.finishReleased(s, sreq);
      this.poke(msg.srcProcess);
    }
    recv.onComplete?.();
    this.finishReleased(d, recv);
    this.poke(dest);
  }

  /** A request the user released with MPI_Request_free disappears once it completes. */
  private finishReleased(p: ProcState, q: Request): void {
    if (!q.released || !q.complete) return;
    p.requests.delete(q.handle);
    this.completionEvent(this.world.ranks[p.id.index], q);
  }

  /** Posts a receive: the oldest matching unexpected message, else it joins the posted queue. */
  startRecv(r: RankProcess, req: Request): void {
    const p = this.proc(r);
    req.active = true;
    req.complete = false;
    req.cancelled = false;
    req.status = undefined;
    if (req.peer === H.PROC_NULL) { req.complete = true; req.status = procNullStatus(); return; }
    if (this.logging && !req.coll && this.nonblocking(req)) this.event(r, { kind: 'MpiIrecvRequest', request: req.handle });
    if (req.coll) req.tally = this.collTally(r);
    const k = matchUnexpected(p.unexpected, req);
    if (k >= 0) {
      this.deliver(r.rank, req, take(p.unexpected, k));
      return;
    }
    this.placed(r, req);
    p.posted.push(req);
  }

  /** A request now waits where views see it: where and when it was posted (the rank is still in the call). */
  private placed(r: RankProcess, req: Request): void {
    if (req.postedAt !== undefined) return;
    req.postedAt = this.userPos(r);
    req.postedTime = this.clock(r);
  }

  private makeP2P(r: RankProcess, fname: string, kind: 'send' | 'recv', a: number[], mode: SendMode | undefined, coll: boolean, persistent: boolean, register = true): Request | Result {
    const buf = a[0], count = a[1], dt = a[2], peer = a[3], tag = a[4], commH = a[5];
    const p = this.proc(r);
    const c = this.comm(p, commH) ?? this.checkComm(r, fname, commH, a);
    if (!c) return this.lastCheckResult;
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
      this.placed(r, q);
      p.requests.add(q);
    } else q.handle = p.requests.peekHandle();
    return q;
  }

  private isReq(x: Request | Result): x is Request { return typeof x === 'object'; }

  private send(r: RankProcess, fname: string, a: unknown[], mode: SendMode, coll = false): Result {
    const req = this.makeP2P(r, fname, 'send', a as number[], mode, coll, false, false);
    if (!this.isReq(req)) return req;
    if (mode === 'buffered') { const e = this.bsendReserve(r, req); if (e !== undefined) return e; }
    this.startSend(r, req);
    return this.waitBlocking(r, req, 0, fname);
  }
  private isend(r: RankProcess, fname: string, a: unknown[], mode: SendMode, coll = false): Result {
    const req = this.makeP2P(r, fname, 'send', a as number[], mode, coll, false);
    if (!this.isReq(req)) return req;
    if (mode === 'buffered') { const e = this.bsendReserve(r, req); if (e !== undefined) return e; }
    this.startSend(r, req);
    if (req.complete && (req.protocol === 'eager' || req.peer === H.PROC_NULL)) {
      // Complete when posted (eager, buffered, MPI_PROC_NULL): MPICH hands back its builtin
      // completed request and the pool entry is free again. (A rendezvous send that found its
      // receive is complete here too, but in MPICH it still waits for the handshake.)
      const p = this.proc(r);
      if (mode === 'buffered') this.bsendRelease(p, req);
      // A trace records the send's completion when the user's Wait or Test confirms it, as
      // Score-P does; until then its entry stays taken, so trace request IDs stay unique.
      if (this.logging && req.peer !== H.PROC_NULL) p.builtinSends.push(req);
      else p.requests.delete(req.handle);
      r.m.st32(a[6] as number, H.REQUEST_COMPLETE_SEND);
      return 0;
    }
    r.m.st32(a[6] as number, req.handle);
    return 0;
  }
  private recv(r: RankProcess, fname: string, a: unknown[], coll = false): Result {
    const req = this.makeP2P(r, fname, 'recv', a as number[], undefined, coll, false, false);
    if (!this.isReq(req)) return req;
    this.startRecv(r, req);
    return this.waitBlocking(r, req, a[6] as number, fname);
  }
  private irecv(r: RankProcess, fname: string, a: unknown[], coll = false): Result {
    const req = this.makeP2P(r, fname, 'recv', a as number[], undefined, coll, false);
    if (!this.isReq(req)) return req;
    this.startRecv(r, req);
    if (req.peer === H.PROC_NULL) {
      this.proc(r).requests.delete(req.handle);
      r.m.st32(a[6] as number, H.REQUEST_COMPLETE_RECV);
      return 0;
    }
    r.m.st32(a[6] as number, req.handle);
    return 0;
  }

  /**
   * The end of a blocking call's own request: at once when it already completed (no waiting
   * machinery), else it joins the process's requests and the rank waits for it.
   */
  private waitBlocking(r: RankProcess, req: Request, statusPtr: number, fname: string): Result {
    if (req.complete) return this.finishBlocking(r, req, statusPtr, fname);
    const p = this.proc(r);
    this.placed(r, req);
    p.waiting = req;
    // The main program waits in one call at a time: its process's wait record is reused.
    const w = r.current ? new RequestWait(this, p) : (p.ownWait as RequestWait | undefined) ?? (p.ownWait = new RequestWait(this, p));
    return this.block(r, w.set(r, req, statusPtr, fname, this.userCall(r, fname)));
  }

  /** A blocking call's completed request: its status, its error, and a buffered send's space back. */
  finishBlocking(r: RankProcess, req: Request, statusPtr: number, fname: string): number {
    if (req.kind === 'send' && req.mode === 'buffered') this.bsendRelease(this.proc(r), req);
    if (statusPtr && statusPtr !== H.STATUS_IGNORE && req.status) this.writeStatus(r, statusPtr, req.status);
    if (req.status?.error) return this.errorFromStatus(r, req, fname, undefined, statusPtr);
    return 0;
  }

  /**
   * The error a completed receive reports. `args` are the call's own (MPI_Wait's, MPI_Sendrecv's...);
   * without them, a receive's. MPICH's wait and test loops add their own frame, with no message.
   */
  private errorFromStatus(r: RankProcess, req: Request, fname: string, args?: unknown[], statusPtr = 0): number {
    const st = req.status!;
    if (st.error === ERR.TRUNCATE) {
      const argv = args ?? [req.buf, req.count, req.datatype, req.peer, req.tag, req.comm, statusPtr];
      const loop = WAIT_FRAMES[fname];
      const res = loop
        ? this.handle(r, req.comm, fname, this.ring(r).raiseStack(fname, ERR.TRUNCATE, [{ location: loop, message: '' }], argv as MpiArgValue[], this.formatOpts(r), ERR.TRUNCATE))
        : this.error(r, req.comm, fname, ERR.TRUNCATE, `Message truncated; ${req.msgBytes ?? st.bytes} bytes received but buffer size is ${req.bytes}`, { kind: 'truncate' }, argv);
      return res === BLOCK ? 0 : res;
    }
    return st.error;
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
    if (q.peer >= 0) return [this.peerProcess(c, q.peer)];
    return [];
  }

  writeStatus(r: RankProcess, at: number, st: Status): void {
    r.m.st32(at, st.bytes);
    r.m.st32(at + 4, st.cancelled ? 1 << 31 : 0);
    r.m.st32(at + 8, st.source);
    r.m.st32(at + 12, st.tag);
    r.m.st32(at + 16, st.error);
  }

  MPI_Send(r: RankProcess, a: unknown[]): Result { return this.send(r, 'MPI_Send', a, 'standard'); }
  MPI_Ssend(r: RankProcess, a: unknown[]): Result { return this.send(r, 'MPI_Ssend', a, 'sync'); }
  MPI_Rsend(r: RankProcess, a: unknown[]): Result { return this.send(r, 'MPI_Rsend', a, 'ready'); }
  MPI_Bsend(r: RankProcess, a: unknown[]): Result { return this.send(r, 'MPI_Bsend', a, 'buffered'); }
  MPI_Isend(r: RankProcess, a: unknown[]): Result { return this.isend(r, 'MPI_Isend', a, 'standard'); }
  MPI_Issend(r: RankProcess, a: unknown[]): Result { return this.isend(r, 'MPI_Issend', a, 'sync'); }
  MPI_Irsend(r: RankProcess, a: unknown[]): Result { return this.isend(r, 'MPI_Irsend', a, 'ready'); }
  MPI_Ibsend(r: RankProcess, a: unknown[]): Result { return this.isend(r, 'MPI_Ibsend', a, 'buffered'); }
  MPI_Recv(r: RankProcess, a: unknown[]): Result { return this.recv(r, 'MPI_Recv', a); }
  MPI_Irecv(r: RankProcess, a: unknown[]): Result { return this.irecv(r, 'MPI_Irecv', a); }
  MPIC_Send(r: RankProcess, a: unknown[]): Result { return this.send(r, 'MPIC_Send', a, 'standard', true); }
  MPIC_Recv(r: RankProcess, a: unknown[]): Result { return this.recv(r, 'MPIC_Recv', a, true); }
  MPIC_Isend(r: RankProcess, a: unknown[]): Result { return this.isend(r, 'MPIC_Isend', a, 'standard', true); }
  MPIC_Irecv(r: RankProcess, a: unknown[]): Result { return this.irecv(r, 'MPIC_Irecv', a, true); }

  private sendrecv(r: RankProcess, fname: string, a: unknown[], coll: boolean): Result {
    const [sbuf, scount, sdt, dest, stag, rbuf, rcount, rdt, src, rtag, comm, status] = a as number[];
    // MPIR_Sendrecv_impl sets MPI_PROC_NULL's status in the builtin receive it completes (not MPIC_).
    if (src === H.PROC_NULL && !coll) this.proc(r).builtinRecv.status = procNullStatus();
    const rq = this.makeP2P(r, fname, 'recv', [rbuf, rcount, rdt, src, rtag, comm], undefined, coll, false);
    if (!this.isReq(rq)) return rq;
    const sq = this.makeP2P(r, fname, 'send', [sbuf, scount, sdt, dest, stag, comm], 'standard', coll, false);
    if (!this.isReq(sq)) return sq;
    this.startRecv(r, rq);
    this.startSend(r, sq);
    return this.waitMany(r, fname, [sq, rq], [sq, rq], (st) => { if (status && status !== H.STATUS_IGNORE && rq.status) this.writeStatus(r, status, rq.status); void st; return rq.status?.error ? this.errorFromStatus(r, rq, fname, a) : 0; });
  }
  MPI_Sendrecv(r: RankProcess, a: unknown[]): Result { return this.sendrecv(r, 'MPI_Sendrecv', a, false); }
  MPIC_Sendrecv(r: RankProcess, a: unknown[]): Result { return this.sendrecv(r, 'MPIC_Sendrecv', a, true); }
  private sendrecvReplace(r: RankProcess, fname: string, a: unknown[], coll: boolean): Result {
    const [buf, count, dt, dest, stag, src, rtag, comm, status] = a as number[];
    // MPIR_Sendrecv_impl sets MPI_PROC_NULL's status in the builtin receive it completes (not MPIC_).
    if (src === H.PROC_NULL && !coll) this.proc(r).builtinRecv.status = procNullStatus();
    // The outgoing data is packed now, so the receive may overwrite the buffer.
    const sq = this.makeP2P(r, fname, 'send', [buf, count, dt, dest, stag, comm], 'standard', coll, false);
    if (!this.isReq(sq)) return sq;
    const rq = this.makeP2P(r, fname, 'recv', [buf, count, dt, src, rtag, comm], undefined, coll, false);
    if (!this.isReq(rq)) return rq;
    sq.mode = 'buffered'; // data copied at post time
    this.startSend(r, sq);
    this.startRecv(r, rq);
    return this.waitMany(r, fname, [sq, rq], [rq, sq], () => { if (status && status !== H.STATUS_IGNORE && rq.status) this.writeStatus(r, status, rq.status); return rq.status?.error ? this.errorFromStatus(r, rq, fname, a) : 0; });
  }
  MPI_Sendrecv_replace(r: RankProcess, a: unknown[]): Result { return this.sendrecvReplace(r, 'MPI_Sendrecv_replace', a, false); }
  MPIC_Sendrecv_replace(r: RankProcess, a: unknown[]): Result { return this.sendrecvReplace(r, 'MPIC_Sendrecv_replace', a, true); }

  /** Waits for all of `reqs`, then frees them in the order `release` (the last made first, so the pool's order is kept). */
  private waitMany(r: RankProcess, fname: string, reqs: Request[], release: Request[], done: (st: Status[]) => number): Result {
    const p = this.proc(r);
    return this.blockOn(r, fname, () => reqs.map((q) => describeReq(q, p.comms.get(q.comm))).join('; '), () => {
      if (!reqs.every((q) => q.complete)) return undefined;
      for (const q of release) p.requests.delete(q.handle);
      return done(reqs.map((q) => q.status!));
    }, () => reqs.flatMap((q) => this.waitsForReq(p, q)));
  }

  // ------------------------------------------------------------------ persistent requests
  private init(r: RankProcess, fname: string, kind: 'send' | 'recv', a: unknown[], mode?: SendMode): Result {
    const req = this.makeP2P(r, fname, kind, a as number[], mode, false, true);
    if (!this.isReq(req)) return req;
    r.m.st32(a[6] as number, req.handle);
    return 0;
  }
  MPI_Send_init(r: RankProcess, a: unknown[]): Result { return this.init(r, 'MPI_Send_init', 'send', a, 'standard'); }
  MPI_Ssend_init(r: RankProcess, a: unknown[]): Result { return this.init(r, 'MPI_Ssend_init', 'send', a, 'sync'); }
  MPI_Rsend_init(r: RankProcess, a: unknown[]): Result { return this.init(r, 'MPI_Rsend_init', 'send', a, 'ready'); }
  MPI_Bsend_init(r: RankProcess, a: unknown[]): Result { return this.init(r, 'MPI_Bsend_init', 'send', a, 'buffered'); }
  MPI_Recv_init(r: RankProcess, a: unknown[]): Result { return this.init(r, 'MPI_Recv_init', 'recv', a); }
  MPI_Start(r: RankProcess, a: unknown[]): Result {
    const q = this.startable(r, 'MPI_Start', r.m.i32(a[0] as number), a);
    if (!this.isReq(q)) return q;
    return this.start(r, q);
  }
  /** MPICH checks every request before it starts any (so one named twice starts once here). */
  MPI_Startall(r: RankProcess, a: unknown[]): Result {
    const [n, arr] = a as number[];
    const qs: Request[] = [];
    for (let k = 0; k < n; k++) {
      const q = this.startable(r, 'MPI_Startall', r.m.i32(arr + 4 * k), a);
      if (!this.isReq(q)) return q;
      if (!qs.includes(q)) qs.push(q);
    }
    for (const q of qs) {
      const res = this.start(r, q);
      if (res !== 0) return res;
    }
    return 0;
  }
  /** The persistent, inactive request MPI_Start/MPI_Startall may start, else MPICH's error. */
  private startable(r: RankProcess, fname: string, h: number, args: unknown[]): Request | Result {
    // MPICH's builtin completed requests are requests too: not persistent ones.
    const q = isBuiltinRequest(h) ? this.req(this.proc(r), h) : this.proc(r).requests.get(h);
    if (!q) return this.badRequest(r, fname, h, args);
    if (!q.persistent) return this.error(r, H.COMM_WORLD, fname, ERR.REQUEST, 'Request is neither persistent nor partitioned in MPI_Start or MPI_Startall.', { kind: 'requestinvalidstart' }, args);
    if (q.active && !q.complete) return this.error(r, H.COMM_WORLD, fname, ERR.REQUEST, 'Persistent request passed to MPI_Start or MPI_Startall is already active.', { kind: 'requestpersistactive' }, args);
    return q;
  }
  private start(r: RankProcess, q: Request): Result {
    if (q.kind === 'send') { if (q.mode === 'buffered') { const e = this.bsendReserve(r, q); if (e !== undefined) return e; } this.startSend(r, q); }
    else this.startRecv(r, q);
    return 0;
  }

  // ------------------------------------------------------------------ completion
  /** Looks up a request handle; REQUEST_NULL gives null. */
  private req(p: ProcState, h: number): Request | null | undefined {
    if ((h | 0) === H.REQUEST_NULL) return null;
    if ((h | 0) === H.REQUEST_COMPLETE_SEND) return BUILTIN_SEND;
    if ((h | 0) === H.REQUEST_COMPLETE_RECV) return p.builtinRecv;
    if ((h | 0) === H.REQUEST_NO_PROC_RECV) return BUILTIN_NO_PROC_RECV;
    return p.requests.get(h | 0);
  }
  /** A request handle that names no request: MPI_REQUEST_NULL where one is required, or garbage. */
  private badRequest(r: RankProcess, fname: string, h: number, args: unknown[]): Result {
    const isNull = (h | 0) === H.REQUEST_NULL;
    return this.error(r, H.COMM_WORLD, fname, ERR.REQUEST, isNull ? 'Null MPI_Request' : 'Invalid MPI_Request', isNull ? { kind: 'requestnull' } : { kind: 'request' }, args);
  }
  private emptyStatus(): Status { return { source: H.ANY_SOURCE, tag: H.ANY_TAG, bytes: 0, error: 0, cancelled: false }; }

  /** Completes a finished request for Wait/Test: writes the status, frees (or deactivates) it. */
  private complete1(r: RankProcess, p: ProcState, q: Request, reqPtr: number, statusPtr: number, multiple = false): Status {
    const st = q.status ?? this.emptyStatus();
    if (statusPtr && statusPtr !== H.STATUS_IGNORE) {
      // As MPICH completes a request: a send's status gets its cancel bit only, a receive's all
      // but MPI_ERROR, which only the functions completing several requests set.
      const error = r.m.i32(statusPtr + 16);
      if (q.kind === 'send') r.m.st32(statusPtr + 4, (r.m.i32(statusPtr + 4) & 0x7fffffff) | (st.cancelled ? 1 << 31 : 0));
      else this.writeStatus(r, statusPtr, st);
      r.m.st32(statusPtr + 16, multiple ? st.error : error);
    }
    if (q === BUILTIN_SEND) this.confirmBuiltinSend(r, p);
    else this.completionEvent(r, q);
    if (q.persistent) { q.active = false; }
    else { p.requests.delete(q.handle); r.m.st32(reqPtr, H.REQUEST_NULL); }
    if (q.kind === 'send' && q.mode === 'buffered') this.bsendRelease(p, q);
    return st;
  }

  /** The user confirmed (waited, tested or freed) a builtin completed send: the oldest one, for the trace. */
  private confirmBuiltinSend(r: RankProcess, p: ProcState): void {
    const sent = p.builtinSends.shift();
    if (!sent) return;
    this.completionEvent(r, sent);
    p.requests.delete(sent.handle);
  }

  MPI_Wait(r: RankProcess, a: unknown[]): Result {
    const [reqPtr, statusPtr] = a as number[];
    const p = this.proc(r);
    const q = this.req(p, r.m.i32(reqPtr));
    if (q === null || (q && q.persistent && !q.active)) {
      if (statusPtr && statusPtr !== H.STATUS_IGNORE) this.writeStatus(r, statusPtr, q === null && (r.m.i32(reqPtr) | 0) !== H.REQUEST_NULL ? procNullStatus() : this.emptyStatus());
      if (q === null && (r.m.i32(reqPtr) | 0) !== H.REQUEST_NULL) r.m.st32(reqPtr, H.REQUEST_NULL);
      return 0;
    }
    if (!q) return this.badRequest(r, 'MPI_Wait', r.m.i32(reqPtr), a);
    return this.blockOn(r, 'MPI_Wait', () => describeReq(q, p.comms.get(q.comm)), () => {
      if (!q.complete) return undefined;
      const st = this.complete1(r, p, q, reqPtr, statusPtr);
      return st.error ? this.errorFromStatus(r, q, 'MPI_Wait', a) : 0;
    }, () => this.waitsForReq(p, q));
  }

  MPI_Test(r: RankProcess, a: unknown[]): Result {
    r.pollCoroutines();
    const [reqPtr, flagPtr, statusPtr] = a as number[];
    const p = this.proc(r);
    const q = this.req(p, r.m.i32(reqPtr));
    if (q === null || (q && q.persistent && !q.active)) {
      r.m.st32(flagPtr, 1);
      if (statusPtr && statusPtr !== H.STATUS_IGNORE) this.writeStatus(r, statusPtr, this.emptyStatus());
      return 0;
    }
    if (!q) return this.badRequest(r, 'MPI_Test', r.m.i32(reqPtr), a);
    if (!q.complete) { r.m.st32(flagPtr, 0); this.testedIncomplete(r, [q]); return 0; }
    r.m.st32(flagPtr, 1);
    const st = this.complete1(r, p, q, reqPtr, statusPtr);
    return st.error ? this.errorFromStatus(r, q, 'MPI_Test', a) : 0;
  }

  /** OTF2's MpiRequestTest: a test found these requests not yet complete (as Score-P records it). */
  private testedIncomplete(r: RankProcess, qs: Request[]): void {
    // The user's own nonblocking collectives are requests of the trace too (req.nbc).
    for (const q of qs) if (!q.complete && ((!q.coll && (q.kind === 'send' || q.kind === 'recv')) || q.nbc)) this.event(r, { kind: 'MpiRequestTest', request: q.handle });
  }

  private reqArray(r: RankProcess, p: ProcState, n: number, arr: number): (Request | null | undefined)[] {
    const qs: (Request | null | undefined)[] = new Array(n);
    for (let k = 0; k < n; k++) qs[k] = this.req(p, r.m.i32(arr + 4 * k));
    return qs;
  }
  private activeIdx(qs: (Request | null | undefined)[]): number[] {
    const out: number[] = [];
    for (let k = 0; k < qs.length; k++) { const q = qs[k]; if (q && (!q.persistent || q.active)) out.push(k); }
    return out;
  }

  MPI_Waitall(r: RankProcess, a: unknown[]): Result {
    const [n, arr, statuses] = a as number[];
    const p = this.proc(r);
    const qs = this.reqArray(r, p, n, arr);
    const bad = qs.findIndex((q) => q === undefined);
    if (bad >= 0) return this.error(r, H.COMM_WORLD, 'MPI_Waitall', ERR.REQUEST, 'Invalid MPI_Request', { kind: 'requestkind', index: bad, found: 0 }, a);
    const finish = (): number | undefined => {
      for (let k = 0; k < n; k++) { const q = qs[k]; if (q && (!q.persistent || q.active) && !q.complete) return undefined; }
      let err = 0;
      for (let k = 0; k < n; k++) {
        const sp = statuses && statuses !== H.STATUSES_IGNORE ? statuses + 20 * k : 0;
        const q = qs[k];
        if (q && (!q.persistent || q.active)) { const st = this.complete1(r, p, q, arr + 4 * k, sp, true); if (st.error) err = ERR.IN_STATUS; }
        else if (sp) this.writeStatus(r, sp, this.emptyStatus());
      }
      return err ? (this.error(r, H.COMM_WORLD, 'MPI_Waitall', ERR.IN_STATUS, 'One or more requests failed') as number) : 0;
    };
    // Most Waitalls find their requests done: no waiting machinery for those.
    const now = finish();
    if (now !== undefined) return now;
    return this.blockOn(r, 'MPI_Waitall', () => `${n} request${n === 1 ? '' : 's'}`, finish, () => qs.flatMap((q) => (q ? this.waitsForReq(p, q) : [])));
  }

  MPI_Testall(r: RankProcess, a: unknown[]): Result {
    r.pollCoroutines();
    const [n, arr, flagPtr, statuses] = a as number[];
    const p = this.proc(r);
    const qs = this.reqArray(r, p, n, arr);
    const act = this.activeIdx(qs);
    if (!act.every((k) => qs[k]!.complete)) { r.m.st32(flagPtr, 0); this.testedIncomplete(r, act.map((k) => qs[k]!)); return 0; }
    r.m.st32(flagPtr, 1);
    let failed = false;
    for (let k = 0; k < n; k++) {
      const sp = statuses && statuses !== H.STATUSES_IGNORE ? statuses + 20 * k : 0;
      const q = qs[k];
      if (q && act.includes(k)) { if (this.complete1(r, p, q, arr + 4 * k, sp, true).error) failed = true; }
      else if (sp) this.writeStatus(r, sp, this.emptyStatus());
    }
    return failed ? (this.error(r, H.COMM_WORLD, 'MPI_Testall', ERR.IN_STATUS, 'One or more requests failed') as number) : 0;
  }

  MPI_Waitany(r: RankProcess, a: unknown[]): Result {
    const [n, arr, idxPtr, statusPtr] = a as number[];
    const p = this.proc(r);
    const qs = this.reqArray(r, p, n, arr);
    const act = this.activeIdx(qs);
    if (act.length === 0) {
      r.m.st32(idxPtr, H.UNDEFINED);
      if (statusPtr && statusPtr !== H.STATUS_IGNORE) this.writeStatus(r, statusPtr, this.emptyStatus());
      return 0;
    }
    return this.blockOn(r, 'MPI_Waitany', `${act.length} requests`, () => {
      const k = act.find((j) => qs[j]!.complete);
      if (k === undefined) return undefined;
      r.m.st32(idxPtr, k);
      const st = this.complete1(r, p, qs[k]!, arr + 4 * k, statusPtr);
      return st.error ? this.errorFromStatus(r, qs[k]!, 'MPI_Waitany', a) : 0;
    }, () => act.flatMap((k) => this.waitsForReq(p, qs[k]!)));
  }

  MPI_Testany(r: RankProcess, a: unknown[]): Result {
    r.pollCoroutines();
    const [n, arr, idxPtr, flagPtr, statusPtr] = a as number[];
    const p = this.proc(r);
    const qs = this.reqArray(r, p, n, arr);
    const act = this.activeIdx(qs);
    if (act.length === 0) { r.m.st32(flagPtr, 1); r.m.st32(idxPtr, H.UNDEFINED); if (statusPtr && statusPtr !== H.STATUS_IGNORE) this.writeStatus(r, statusPtr, this.emptyStatus()); return 0; }
    const k = act.find((j) => qs[j]!.complete);
    if (k === undefined) { r.m.st32(flagPtr, 0); r.m.st32(idxPtr, H.UNDEFINED); this.testedIncomplete(r, act.map((j) => qs[j]!)); return 0; }
    r.m.st32(flagPtr, 1);
    r.m.st32(idxPtr, k);
    const st = this.complete1(r, p, qs[k]!, arr + 4 * k, statusPtr);
    return st.error ? this.errorFromStatus(r, qs[k]!, 'MPI_Testany', a) : 0;
  }

  private some(r: RankProcess, fname: string, a: number[], blocking: boolean): Result {
    const [n, arr, outcountPtr, idxArr, statuses] = a;
    const p = this.proc(r);
    const qs = this.reqArray(r, p, n, arr);
    const act = this.activeIdx(qs);
    if (act.length === 0) { r.m.st32(outcountPtr, H.UNDEFINED); return 0; }
    const finish = (): number | undefined => {
      const done = act.filter((k) => qs[k]!.complete);
      if (done.length === 0) { if (blocking) return undefined; r.m.st32(outcountPtr, 0); this.testedIncomplete(r, act.map((k) => qs[k]!)); return 0; }
      r.m.st32(outcountPtr, done.length);
      let failed = false;
      done.forEach((k, j) => {
        r.m.st32(idxArr + 4 * j, k);
        if (this.complete1(r, p, qs[k]!, arr + 4 * k, statuses && statuses !== H.STATUSES_IGNORE ? statuses + 20 * j : 0, true).error) failed = true;
      });
      // As MPI_Waitall: a request that completed with an error makes the call MPI_ERR_IN_STATUS.
      return failed ? (this.error(r, H.COMM_WORLD, fname, ERR.IN_STATUS, 'One or more requests failed') as number) : 0;
    };
    if (!blocking) return finish()!;
    return this.blockOn(r, fname, `${act.length} requests`, finish, () => act.flatMap((k) => this.waitsForReq(p, qs[k]!)));
  }
  MPI_Waitsome(r: RankProcess, a: unknown[]): Result { return this.some(r, 'MPI_Waitsome', a as number[], true); }
  MPI_Testsome(r: RankProcess, a: unknown[]): Result { r.pollCoroutines(); return this.some(r, 'MPI_Testsome', a as number[], false); }

  MPIC_Waitall(r: RankProcess, a: unknown[]): Result {
    const [n, arr, statuses] = a as number[];
    const p = this.proc(r);
    const qs = this.reqArray(r, p, n, arr);
    return this.blockOn(r, 'MPIC_Waitall', `${n} requests`, () => {
      if (!qs.every((q) => !q || q.complete)) return undefined;
      qs.forEach((q, k) => { if (q) this.complete1(r, p, q, arr + 4 * k, statuses && statuses !== H.STATUSES_IGNORE ? statuses + 20 * k : 0); });
      return 0;
    }, () => qs.flatMap((q) => (q ? this.waitsForReq(p, q) : [])));
  }

  MPI_Request_free(r: RankProcess, a: unknown[]): Result {
    const reqPtr = a[0] as number;
    const p = this.proc(r);
    if (isBuiltinRequest(r.m.i32(reqPtr))) {
      if ((r.m.i32(reqPtr) | 0) === H.REQUEST_COMPLETE_SEND) this.confirmBuiltinSend(r, p);
      r.m.st32(reqPtr, H.REQUEST_NULL);
      return 0;
    }
    const q = this.req(p, r.m.i32(reqPtr));
    if (!q) return this.badRequest(r, 'MPI_Request_free', r.m.i32(reqPtr), a);
    if (q.complete || (q.persistent && !q.active)) {
      p.requests.delete(q.handle);
      if (q.active) this.completionEvent(r, q);
    } else q.released = true;
    r.m.st32(reqPtr, H.REQUEST_NULL);
    return 0;
  }

  MPI_Request_get_status(r: RankProcess, a: unknown[]): Result {
    r.pollCoroutines();
    const [h, flagPtr, statusPtr] = a as number[];
    const p = this.proc(r);
    const q = this.req(p, h);
    const done = !q || q.complete || (q.persistent && !q.active);
    r.m.st32(flagPtr, done ? 1 : 0);
    if (done && statusPtr && statusPtr !== H.STATUS_IGNORE) this.writeStatus(r, statusPtr, q?.status ?? this.emptyStatus());
    return 0;
  }

  MPI_Cancel(r: RankProcess, a: unknown[]): Result {
    const p = this.proc(r);
    // MPICH's builtin completed requests cannot be cancelled, and that is no error.
    if (isBuiltinRequest(r.m.i32(a[0] as number))) return 0;
    const q = this.req(p, r.m.i32(a[0] as number));
    if (!q) return this.error(r, H.COMM_WORLD, 'MPI_Cancel', ERR.REQUEST, 'Invalid MPI_Request');
    if (q.complete) return 0;
    if (q.kind === 'recv') {
      p.posted = p.posted.filter((x) => x !== q);
      q.complete = true;
      q.cancelled = true;
      q.status = { source: H.ANY_SOURCE, tag: H.ANY_TAG, bytes: 0, error: 0, cancelled: true };
    } else if (q.kind === 'send' && q.msg && q.peerProcess !== undefined) {
      // A send can be cancelled while its message still waits, unmatched, at the receiver.
      const d = this.procs[q.peerProcess];
      const k = d.unexpected.indexOf(q.msg);
      if (k >= 0) {
        d.unexpected.splice(k, 1);
        p.pendingSends = p.pendingSends.filter((x) => x !== q);
        q.complete = true;
        q.cancelled = true;
        q.status = { source: q.peer, tag: q.tag, bytes: 0, error: 0, cancelled: true };
      }
    }
    this.poke(r.rank);
    return 0;
  }
  MPI_Test_cancelled(r: RankProcess, a: unknown[]): Result {
    const st = a[0] as number;
    r.m.st32(a[1] as number, (r.m.i32(st + 4) >>> 31) & 1);
    return 0;
  }

  // ------------------------------------------------------------------ probe
  private findUnexpected(p: ProcState, c: Comm, src: number, tag: number): Message | undefined {
    const ctx = c.recvContextId;
    return p.unexpected.find((m) => m.ctx === ctx && (src === H.ANY_SOURCE || m.src === src) && (tag === H.ANY_TAG || m.tag === tag));
  }
  private probeStatus(m: Message): Status { return { source: m.src, tag: m.tag, bytes: m.bytes, error: 0, cancelled: false }; }

  MPI_Iprobe(r: RankProcess, a: unknown[]): Result {
    r.pollCoroutines();
    const [src, tag, commH, flagPtr, statusPtr] = a as number[];
    const c = this.checkComm(r, 'MPI_Iprobe', commH);
    if (!c) return BLOCK;
    const bad = this.checkP2P(r, 'MPI_Iprobe', c, 0, 0x4c00010d, src, tag, true);
    if (bad !== undefined) return bad;
    if (src === H.PROC_NULL) { r.m.st32(flagPtr, 1); if (statusPtr !== H.STATUS_IGNORE) this.writeStatus(r, statusPtr, procNullStatus()); return 0; }
    const m = this.findUnexpected(this.proc(r), c, src, tag);
    r.m.st32(flagPtr, m ? 1 : 0);
    if (m && statusPtr && statusPtr !== H.STATUS_IGNORE) this.writeStatus(r, statusPtr, this.probeStatus(m));
    return 0;
  }
  MPI_Probe(r: RankProcess, a: unknown[]): Result {
    const [src, tag, commH, statusPtr] = a as number[];
    const c = this.checkComm(r, 'MPI_Probe', commH);
    if (!c) return BLOCK;
    const bad = this.checkP2P(r, 'MPI_Probe', c, 0, 0x4c00010d, src, tag, true);
    if (bad !== undefined) return bad;
    if (src === H.PROC_NULL) { if (statusPtr !== H.STATUS_IGNORE) this.writeStatus(r, statusPtr, procNullStatus()); return 0; }
    const p = this.proc(r);
    return this.blockOn(r, 'MPI_Probe', `src ${rankText(src)}, tag ${tagText(tag)}`, () => {
      const m = this.findUnexpected(p, c, src, tag);
      if (!m) return undefined;
      if (statusPtr && statusPtr !== H.STATUS_IGNORE) this.writeStatus(r, statusPtr, this.probeStatus(m));
      return 0;
    }, () => (src >= 0 ? [this.peerProcess(c, src)] : (c.kind === 'inter' ? c.remoteGroup! : c.group).filter((x) => x !== r.rank)));
  }

  /** Matched probes dequeue the message into a message handle only MPI_Mrecv can receive. */
  private mprobeTake(r: RankProcess, p: ProcState, c: Comm, m: Message, msgPtr: number, statusPtr: number): void {
    p.unexpected.splice(p.unexpected.indexOf(m), 1);
    const req = this.newRequest(p, {
      kind: 'mprobe', persistent: false, active: true, complete: false, cancelled: false, released: false, comm: c.handle, ctx: m.ctx,
      peer: m.src, tag: m.tag, buf: 0, count: 0, datatype: 0, bytes: m.bytes, call: 'MPI_Mprobe', postedAt: this.userPos(r), postedTime: this.clock(r), coll: false, msg: m,
    });
    r.m.st32(msgPtr, req.handle);
    if (statusPtr && statusPtr !== H.STATUS_IGNORE) this.writeStatus(r, statusPtr, this.probeStatus(m));
  }
  MPI_Improbe(r: RankProcess, a: unknown[]): Result {
    r.pollCoroutines();
    const [src, tag, commH, flagPtr, msgPtr, statusPtr] = a as number[];
    const c = this.checkComm(r, 'MPI_Improbe', commH);
    if (!c) return BLOCK;
    if (src === H.PROC_NULL) { r.m.st32(flagPtr, 1); r.m.st32(msgPtr, H.MESSAGE_NO_PROC); if (statusPtr !== H.STATUS_IGNORE) this.writeStatus(r, statusPtr, procNullStatus()); return 0; }
    const p = this.proc(r);
    const m = this.findUnexpected(p, c, src, tag);
    r.m.st32(flagPtr, m ? 1 : 0);
    if (m) this.mprobeTake(r, p, c, m, msgPtr, statusPtr);
    return 0;
  }
  MPI_Mprobe(r: RankProcess, a: unknown[]): Result {
    const [src, tag, commH, msgPtr, statusPtr] = a as number[];
    const c = this.checkComm(r, 'MPI_Mprobe', commH);
    if (!c) return BLOCK;
    if (src === H.PROC_NULL) { r.m.st32(msgPtr, H.MESSAGE_NO_PROC); if (statusPtr !== H.STATUS_IGNORE) this.writeStatus(r, statusPtr, procNullStatus()); return 0; }
    const p = this.proc(r);
    return this.blockOn(r, 'MPI_Mprobe', `src ${rankText(src)}, tag ${tagText(tag)}`, () => {
      const m = this.findUnexpected(p, c, src, tag);
      if (!m) return undefined;
      this.mprobeTake(r, p, c, m, msgPtr, statusPtr);
      return 0;
    }, () => (src >= 0 ? [this.peerProcess(c, src)] : c.group.filter((x) => x !== r.rank)));
  }
  private mrecv(r: RankProcess, fname: string, a: number[], nonblocking: boolean): Result {
    const [buf, count, dt, msgPtr, out] = a;
    const p = this.proc(r);
    const h = r.m.i32(msgPtr) | 0;
    if (h === H.MESSAGE_NO_PROC) {
      r.m.st32(msgPtr, H.MESSAGE_NULL);
      if (nonblocking) { r.m.st32(out, H.REQUEST_NO_PROC_RECV); return 0; }
      if (out && out !== H.STATUS_IGNORE) this.writeStatus(r, out, procNullStatus());
      return 0;
    }
    const mq = p.requests.get(h);
    if (!mq || mq.kind !== 'mprobe' || !mq.msg) return this.error(r, H.COMM_WORLD, fname, ERR.REQUEST, 'Invalid message handle');
    p.requests.delete(h);
    r.m.st32(msgPtr, H.MESSAGE_NULL);
    const req = this.newRequest(p, {
      kind: 'recv', persistent: false, active: true, complete: false, cancelled: false, released: false, comm: mq.comm, ctx: mq.ctx,
      peer: mq.peer, tag: mq.tag, buf, count, datatype: dt, bytes: count * (this.dtp(r.rank).size(dt) ?? 0), call: fname, postedAt: this.userPos(r), postedTime: this.clock(r), coll: false,
    }, nonblocking);
    if (nonblocking) this.event(r, { kind: 'MpiIrecvRequest', request: req.handle });
    this.deliver(r.rank, req, mq.msg);
    if (nonblocking) { r.m.st32(out, req.handle); return 0; }
    return this.waitBlocking(r, req, out, fname);
  }
  MPI_Mrecv(r: RankProcess, a: unknown[]): Result { return this.mrecv(r, 'MPI_Mrecv', a as number[], false); }
  MPI_Imrecv(r: RankProcess, a: unknown[]): Result { return this.mrecv(r, 'MPI_Imrecv', a as number[], true); }

  MPI_Get_count(r: RankProcess, a: unknown[]): Result {
    const [st, dt, out] = a as number[];
    return this.typeCall(r, 'MPI_Get_count', (t) => { r.m.st32(out, t.countFor(dt >>> 0, r.m.i32(st))); });
  }
  MPI_Get_elements(r: RankProcess, a: unknown[]): Result {
    const [st, dt, out] = a as number[];
    return this.typeCall(r, 'MPI_Get_elements', (t) => { r.m.st32(out, t.elementsFor(dt >>> 0, r.m.i32(st))); });
  }
  MPI_Get_elements_x(r: RankProcess, a: unknown[]): Result {
    const [st, dt, out] = a as number[];
    return this.typeCall(r, 'MPI_Get_elements_x', (t) => { r.m.st64(out, t.elementsFor(dt >>> 0, r.m.i32(st))); });
  }
  MPI_Status_set_elements(r: RankProcess, a: unknown[]): Result {
    const [st, dt, count] = a as number[];
    r.m.st32(st, count * (this.dtp(r.rank).size(dt) ?? 1));
    return 0;
  }
  MPI_Status_set_cancelled(r: RankProcess, a: unknown[]): Result {
    const [st, flag] = a as number[];
    r.m.st32(st + 4, flag ? 1 << 31 : 0);
    return 0;
  }

  // ------------------------------------------------------------------ buffered mode
  MPI_Buffer_attach(r: RankProcess, a: unknown[]): Result {
    const p = this.proc(r);
    if (p.bsendBuffer) return this.error(r, H.COMM_WORLD, 'MPI_Buffer_attach', ERR.BUFFER, 'Buffer already attached');
    p.bsendBuffer = { addr: a[0] as number, size: a[1] as number, used: 0 };
    return 0;
  }
  MPI_Buffer_detach(r: RankProcess, a: unknown[]): Result {
    const p = this.proc(r);
    const b = p.bsendBuffer;
    // Detach waits until buffered messages are delivered (their data is copied already).
    r.m.stptr(a[0] as number, b?.addr ?? 0);
    r.m.st32(a[1] as number, b?.size ?? 0);
    p.bsendBuffer = undefined;
    return 0;
  }
  private bsendReserve(r: RankProcess, q: Request): Result | undefined {
    if (q.peer === H.PROC_NULL) return undefined;
    const p = this.proc(r);
    const need = q.bytes + BSEND_OVERHEAD;
    if (!p.bsendBuffer || p.bsendBuffer.used + need > p.bsendBuffer.size) {
      return this.error(r, q.comm, q.call, ERR.BUFFER, `Insufficient space in Bsend buffer; requested ${q.bytes}; total buffer size is ${p.bsendBuffer?.size ?? 0}`);
    }
    p.bsendBuffer.used += need;
    q.bsendBytes = need;
    return undefined;
  }
  private bsendRelease(p: ProcState, q: Request): void {
    const n = q.bsendBytes;
    if (p.bsendBuffer && n) p.bsendBuffer.used -= n;
  }

  // ------------------------------------------------------------------ communicator queries
  MPI_Comm_rank(r: RankProcess, a: unknown[]): Result {
    const c = this.checkComm(r, 'MPI_Comm_rank', a[0] as number);
    if (!c) return BLOCK;
    r.m.st32(a[1] as number, c.rank);
    return 0;
  }
  MPI_Comm_size(r: RankProcess, a: unknown[]): Result {
    const c = this.checkComm(r, 'MPI_Comm_size', a[0] as number);
    if (!c) return BLOCK;
    r.m.st32(a[1] as number, c.group.length);
    return 0;
  }
  MPI_Comm_remote_size(r: RankProcess, a: unknown[]): Result {
    const c = this.checkComm(r, 'MPI_Comm_remote_size', a[0] as number);
    if (!c) return BLOCK;
    if (c.kind !== 'inter') return this.error(r, c.handle, 'MPI_Comm_remote_size', ERR.COMM, 'Intercommunicator is required but an intracommunicator was provided');
    r.m.st32(a[1] as number, c.remoteGroup!.length);
    return 0;
  }
  MPI_Comm_test_inter(r: RankProcess, a: unknown[]): Result {
    const c = this.checkComm(r, 'MPI_Comm_test_inter', a[0] as number);
    if (!c) return BLOCK;
    r.m.st32(a[1] as number, c.kind === 'inter' ? 1 : 0);
    return 0;
  }
  MPIR_Comm_rank(r: RankProcess, a: unknown[]): Result { return this.comm(this.proc(r), a[0] as number)?.rank ?? -1; }
  MPIR_Comm_size(r: RankProcess, a: unknown[]): Result { return this.comm(this.proc(r), a[0] as number)?.group.length ?? 0; }
  MPIR_Comm_remote_size(r: RankProcess, a: unknown[]): Result { return this.comm(this.proc(r), a[0] as number)?.remoteGroup?.length ?? 0; }
  MPIR_Comm_is_inter(r: RankProcess, a: unknown[]): Result { return this.comm(this.proc(r), a[0] as number)?.kind === 'inter' ? 1 : 0; }

  /** MPII_Setup_intercomm_localcomm: the local group's intracomm, ID recvcontext_id|8, created on first use. */
  MPIR_Comm_local_comm(r: RankProcess, a: unknown[]): Result {
    const p = this.proc(r);
    const c = this.comm(p, a[0] as number);
    if (!c || c.kind !== 'inter') return H.COMM_NULL;
    if (c.localComm === undefined) {
      const lc = this.newComm(p, {
        kind: 'intra', contextId: localCommId(this.layout, c.recvContextId), group: c.group, rank: c.rank, name: '',
        createdBy: 'MPII_Setup_intercomm_localcomm', internal: true, parent: c.handle,
      });
      c.localComm = lc.handle;
      this.commit(p, lc);
    }
    return c.localComm;
  }

  MPI_Comm_get_name(r: RankProcess, a: unknown[]): Result {
    const c = this.checkComm(r, 'MPI_Comm_get_name', a[0] as number);
    if (!c) return BLOCK;
    r.m.writeBytes(a[1] as number, c.name + '\0');
    r.m.st32(a[2] as number, c.name.length);
    return 0;
  }
  MPI_Comm_set_name(r: RankProcess, a: unknown[]): Result {
    const c = this.checkComm(r, 'MPI_Comm_set_name', a[0] as number);
    if (!c) return BLOCK;
    c.name = r.m.cstring(a[1] as number, H.MAX_OBJECT_NAME - 1);
    return 0;
  }
  MPI_Comm_set_errhandler(r: RankProcess, a: unknown[]): Result {
    const c = this.checkComm(r, 'MPI_Comm_set_errhandler', a[0] as number);
    if (!c) return BLOCK;
    c.errhandler = a[1] as number;
    return 0;
  }
  MPI_Comm_get_errhandler(r: RankProcess, a: unknown[]): Result {
    const c = this.checkComm(r, 'MPI_Comm_get_errhandler', a[0] as number);
    if (!c) return BLOCK;
    r.m.st32(a[1] as number, c.errhandler);
    return 0;
  }
  MPI_Comm_create_errhandler(r: RankProcess, a: unknown[]): Result {
    const [fn, out] = a as number[];
    const p = this.proc(r);
    const h = (H.HANDLE_DIRECT_ERRHANDLER + p.nextErrhandler++) | 0;
    p.errhandlers.set(h, { fn });
    r.m.st32(out, h);
    return 0;
  }
  MPI_Comm_call_errhandler(r: RankProcess, a: unknown[]): Result {
    const [h, code] = a as number[];
    const res = this.handle(r, h, 'MPI_Comm_call_errhandler', code);
    // With MPI_ERRORS_RETURN the call itself succeeds (MPI-3 §8.3.1).
    return res === code ? 0 : res;
  }
  /** User-defined error classes and codes (dynamic: bit 30, as MPICH's), with their strings. */
  private userErrors = { nextClass: 0x40000000 | 92, strings: new Map<number, string>() };
  MPI_Add_error_class(r: RankProcess, a: unknown[]): Result {
    const cls = this.userErrors.nextClass++;
    r.m.st32(a[0] as number, cls);
    return 0;
  }
  MPI_Add_error_code(r: RankProcess, a: unknown[]): Result {
    const [cls, out] = a as number[];
    const code = (cls | 0x40000000) + 0x100 * (1 + this.userErrors.strings.size);
    r.m.st32(out, code);
    return 0;
  }
  MPI_Add_error_string(r: RankProcess, a: unknown[]): Result {
    this.userErrors.strings.set((a[0] as number) | 0, r.m.cstring(a[1] as number));
    return 0;
  }
  MPI_Errhandler_free(r: RankProcess, a: unknown[]): Result { r.m.st32(a[0] as number, H.ERRHANDLER_NULL); return 0; }
  MPI_Error_class(r: RankProcess, a: unknown[]): Result {
    const code = a[0] as number;
    r.m.st32(a[1] as number, code & 0x40000000 ? code & 0x400000ff : errorClassOf(code));
    return 0;
  }
  MPI_Error_string(r: RankProcess, a: unknown[]): Result {
    const code = (a[0] as number) | 0;
    const text = this.userErrors.strings.get(code) ?? (this.proc(r).ring as ErrorRing).errorString(code);
    r.m.writeBytes(a[1] as number, text + '\0');
    r.m.st32(a[2] as number, text.length);
    return 0;
  }

  MPI_Comm_compare(r: RankProcess, a: unknown[]): Result {
    const p = this.proc(r);
    const c1 = this.comm(p, a[0] as number), c2 = this.comm(p, a[1] as number);
    if (!c1 || !c2) return this.error(r, H.COMM_WORLD, 'MPI_Comm_compare', ERR.COMM, 'Invalid communicator');
    let res: number;
    if (c1.handle === c2.handle) res = H.IDENT;
    else if (c1.kind !== c2.kind) res = H.UNEQUAL;
    else {
      const g = compareGroups(c1.group, c2.group);
      const rg = c1.kind === 'inter' ? compareGroups(c1.remoteGroup!, c2.remoteGroup!) : H.IDENT;
      res = g === H.IDENT && rg === H.IDENT ? H.CONGRUENT : g !== H.UNEQUAL && rg !== H.UNEQUAL ? H.SIMILAR : H.UNEQUAL;
    }
    r.m.st32(a[2] as number, res);
    return 0;
  }

  // ------------------------------------------------------------------ groups
  private groupHandle(p: ProcState, members: number[]): number {
    if (members.length === 0) return H.GROUP_EMPTY;
    const h = p.groupPool.take();
    p.groups.set(h, members);
    p.groupRefs.set(h, 1);
    return h;
  }
  /** Drops one reference to a group object; the last one frees its handle for reuse (MPIR_Group_release). */
  private releaseGroup(p: ProcState, h: number): void {
    const n = (p.groupRefs.get(h) ?? 1) - 1;
    if (n > 0) { p.groupRefs.set(h, n); return; }
    p.groups.delete(h);
    p.groupRefs.delete(h);
    p.groupPool.give(h);
  }
  /**
   * A communicator's group as MPICH keeps it: made on first request and kept by the communicator
   * (one reference) until it is freed; each MPI_Comm_group adds a reference to the same handle.
   */
  private commGroup(p: ProcState, c: Comm, which: 'localGroup' | 'remoteGroupHandle', members: number[]): number {
    const h = c[which];
    if (h !== undefined && p.groups.has(h)) { p.groupRefs.set(h, (p.groupRefs.get(h) ?? 1) + 1); return h; }
    const made = this.groupHandle(p, members.slice());
    p.groupRefs.set(made, 2);
    c[which] = made;
    return made;
  }
  /** A group's members (process indexes), for the one-sided calls that take groups. */
  groupMembers(r: RankProcess, h: number): number[] | undefined { return this.group(this.proc(r), h); }
  private group(p: ProcState, h: number): number[] | undefined {
    if ((h | 0) === H.GROUP_EMPTY) return [];
    return p.groups.get(h | 0);
  }
  private badGroup(r: RankProcess, fname: string): Result { return this.error(r, H.COMM_WORLD, fname, ERR.GROUP, 'Invalid group'); }

  MPI_Comm_group(r: RankProcess, a: unknown[]): Result {
    const c = this.checkComm(r, 'MPI_Comm_group', a[0] as number);
    if (!c) return BLOCK;
    r.m.st32(a[1] as number, this.commGroup(this.proc(r), c, 'localGroup', c.group));
    return 0;
  }
  MPI_Comm_remote_group(r: RankProcess, a: unknown[]): Result {
    const c = this.checkComm(r, 'MPI_Comm_remote_group', a[0] as number);
    if (!c) return BLOCK;
    if (c.kind !== 'inter') return this.error(r, c.handle, 'MPI_Comm_remote_group', ERR.COMM, 'Intercommunicator is required but an intracommunicator was provided');
    r.m.st32(a[1] as number, this.commGroup(this.proc(r), c, 'remoteGroupHandle', c.remoteGroup!));
    return 0;
  }
  MPI_Group_size(r: RankProcess, a: unknown[]): Result {
    const g = this.group(this.proc(r), a[0] as number);
    if (!g) return this.badGroup(r, 'MPI_Group_size');
    r.m.st32(a[1] as number, g.length);
    return 0;
  }
  MPI_Group_rank(r: RankProcess, a: unknown[]): Result {
    const g = this.group(this.proc(r), a[0] as number);
    if (!g) return this.badGroup(r, 'MPI_Group_rank');
    const k = g.indexOf(r.rank);
    r.m.st32(a[1] as number, k < 0 ? H.UNDEFINED : k);
    return 0;
  }
  MPI_Group_free(r: RankProcess, a: unknown[]): Result {
    const p = this.proc(r);
    const h = r.m.i32(a[0] as number);
    // MPICH lets MPI_GROUP_EMPTY be freed (its only predefined group).
    if ((h | 0) !== H.GROUP_EMPTY && !p.groups.has(h | 0)) {
      return this.error(r, H.COMM_WORLD, 'MPI_Group_free', ERR.GROUP, 'Invalid group', (h | 0) === H.GROUP_NULL ? { kind: 'groupnull' } : { kind: 'group' }, a);
    }
    if ((h | 0) !== H.GROUP_EMPTY) this.releaseGroup(p, h | 0);
    r.m.st32(a[0] as number, H.GROUP_NULL);
    return 0;
  }
  MPI_Group_incl(r: RankProcess, a: unknown[]): Result {
    const [gh, n, ranks, out] = a as number[];
    const p = this.proc(r);
    const g = this.group(p, gh);
    if (!g) return this.badGroup(r, 'MPI_Group_incl');
    const sel: number[] = [];
    for (let k = 0; k < n; k++) {
      const x = r.m.i32(ranks + 4 * k);
      if (x < 0 || x >= g.length) return this.error(r, H.COMM_WORLD, 'MPI_Group_incl', ERR.RANK, `Invalid rank has value ${x} but must be nonnegative and less than ${g.length}`);
      if (sel.includes(g[x])) return this.error(r, H.COMM_WORLD, 'MPI_Group_incl', ERR.RANK, `Duplicate ranks in rank array at index ${k}, has value ${x} which is also the value at index ${sel.indexOf(g[x])}`);
      sel.push(g[x]);
    }
    r.m.st32(out, this.groupHandle(p, sel));
    return 0;
  }
  MPI_Group_excl(r: RankProcess, a: unknown[]): Result {
    const [gh, n, ranks, out] = a as number[];
    const p = this.proc(r);
    const g = this.group(p, gh);
    if (!g) return this.badGroup(r, 'MPI_Group_excl');
    const drop = new Set<number>();
    for (let k = 0; k < n; k++) {
      const x = r.m.i32(ranks + 4 * k);
      if (x < 0 || x >= g.length) return this.error(r, H.COMM_WORLD, 'MPI_Group_excl', ERR.RANK, `Invalid rank has value ${x} but must be nonnegative and less than ${g.length}`);
      drop.add(x);
    }
    r.m.st32(out, this.groupHandle(p, g.filter((_, k) => !drop.has(k))));
    return 0;
  }
  private ranges(r: RankProcess, n: number, arr: number, size: number): number[] | string {
    const out: number[] = [];
    for (let k = 0; k < n; k++) {
      const first = r.m.i32(arr + 12 * k), last = r.m.i32(arr + 12 * k + 4), stride = r.m.i32(arr + 12 * k + 8);
      if (stride === 0) return 'Zero stride';
      for (let x = first; stride > 0 ? x <= last : x >= last; x += stride) {
        if (x < 0 || x >= size) return `Invalid rank has value ${x} but must be nonnegative and less than ${size}`;
        out.push(x);
      }
    }
    return out;
  }
  MPI_Group_range_incl(r: RankProcess, a: unknown[]): Result {
    const [gh, n, arr, out] = a as number[];
    const p = this.proc(r);
    const g = this.group(p, gh);
    if (!g) return this.badGroup(r, 'MPI_Group_range_incl');
    const sel = this.ranges(r, n, arr, g.length);
    if (typeof sel === 'string') return this.error(r, H.COMM_WORLD, 'MPI_Group_range_incl', ERR.RANK, sel);
    r.m.st32(out, this.groupHandle(p, sel.map((k) => g[k])));
    return 0;
  }
  MPI_Group_range_excl(r: RankProcess, a: unknown[]): Result {
    const [gh, n, arr, out] = a as number[];
    const p = this.proc(r);
    const g = this.group(p, gh);
    if (!g) return this.badGroup(r, 'MPI_Group_range_excl');
    const sel = this.ranges(r, n, arr, g.length);
    if (typeof sel === 'string') return this.error(r, H.COMM_WORLD, 'MPI_Group_range_excl', ERR.RANK, sel);
    const drop = new Set(sel);
    r.m.st32(out, this.groupHandle(p, g.filter((_, k) => !drop.has(k))));
    return 0;
  }
  private setOp(r: RankProcess, a: unknown[], fname: string, f: (x: number[], y: number[]) => number[]): Result {
    const [g1h, g2h, out] = a as number[];
    const p = this.proc(r);
    const g1 = this.group(p, g1h), g2 = this.group(p, g2h);
    if (!g1 || !g2) return this.badGroup(r, fname);
    r.m.st32(out, this.groupHandle(p, f(g1, g2)));
    return 0;
  }
  MPI_Group_union(r: RankProcess, a: unknown[]): Result { return this.setOp(r, a, 'MPI_Group_union', (x, y) => [...x, ...y.filter((e) => !x.includes(e))]); }
  MPI_Group_intersection(r: RankProcess, a: unknown[]): Result { return this.setOp(r, a, 'MPI_Group_intersection', (x, y) => x.filter((e) => y.includes(e))); }
  MPI_Group_difference(r: RankProcess, a: unknown[]): Result { return this.setOp(r, a, 'MPI_Group_difference', (x, y) => x.filter((e) => !y.includes(e))); }
  MPI_Group_translate_ranks(r: RankProcess, a: unknown[]): Result {
    const [g1h, n, ranks1, g2h, ranks2] = a as number[];
    const p = this.proc(r);
    const g1 = this.group(p, g1h), g2 = this.group(p, g2h);
    if (!g1 || !g2) return this.badGroup(r, 'MPI_Group_translate_ranks');
    for (let k = 0; k < n; k++) {
      const x = r.m.i32(ranks1 + 4 * k);
      const y = x === H.PROC_NULL ? H.PROC_NULL : g2.indexOf(g1[x]);
      r.m.st32(ranks2 + 4 * k, y < 0 && x !== H.PROC_NULL ? H.UNDEFINED : y);
    }
    return 0;
  }
  MPI_Group_compare(r: RankProcess, a: unknown[]): Result {
    const [g1h, g2h, out] = a as number[];
    const p = this.proc(r);
    const g1 = this.group(p, g1h), g2 = this.group(p, g2h);
    if (!g1 || !g2) return this.badGroup(r, 'MPI_Group_compare');
    r.m.st32(out, compareGroups(g1, g2));
    return 0;
  }

  // ------------------------------------------------------------------ context IDs (called from the C library)
  __mpisim_mask_words(): Result { return this.layout.maskWords; }
  /** gcn_copy_mask: this process's contribution to round `iter` of the BAND allreduce. */
  __mpisim_gcn_copy_mask(r: RankProcess, a: unknown[]): Result {
    const [buf, iter, ignore] = a as number[];
    const words = this.proc(r).mask.contribution(iter, ignore !== 0);
    for (let k = 0; k < words.length; k++) r.m.st32(buf + 4 * k, words[k]);
    return 0;
  }
  /**
   * gcn_allocate_cid: finds the agreed bit and clears it locally. Returns the ID, 0 to go
   * round again, or -1 when exhausted (the owner flag was set and no bit was free).
   */
  __mpisim_gcn_allocate(r: RankProcess, a: unknown[]): Result {
    const [buf, iter, ignore, fnamePtr] = a as number[];
    const p = this.proc(r);
    const n = this.layout.maskWords;
    const words = new Uint32Array(n + 1);
    for (let k = 0; k <= n; k++) words[k] = r.m.u32(buf + 4 * k);
    const ctx = p.mask.locate(words);
    if (ctx > 0) {
      if (!ignore) p.mask.allocate(ctx, this.userCall(r, fnamePtr ? r.m.cstring(fnamePtr) : 'MPIR_Get_contextid'), iter);
      return ctx;
    }
    return words[n] === 1 ? -1 : 0;
  }
  __mpisim_mask_free_count(r: RankProcess): Result { return this.proc(r).mask.freeCount(); }
  __mpisim_mask_capacity(r: RankProcess): Result { return this.proc(r).mask.capacity(); }
  /** MPIR_Free_contextid(recvcontext_id). */
  __mpisim_free_contextid(r: RankProcess, a: unknown[]): Result {
    const res = this.proc(r).mask.free(a[0] as number, this.userCall(r, 'MPI_Comm_free'));
    if (res === 'double-free') this.fatal(r, H.COMM_WORLD, 'MPI_Comm_free', ERR.INTERN, `the context id ${a[0]} is not in use`);
    return 0;
  }

  /**
   * Creates a communicator record once its IDs are agreed (the end of every constructor).
   * members/remote are arrays of ranks in `parent` (for inter: remote ranks of the parent
   * intercomm, or process indexes when `remoteIsProcess`).
   */
  __mpisim_comm_create(r: RankProcess, a: unknown[]): Result {
    const [parentH, kind, ctx, recvCtx, membersPtr, n, myRank, remotePtr, rn, fnamePtr, flags] = a as number[];
    const p = this.proc(r);
    const parent = p.comms.get(parentH | 0);
    if (!parent) return H.COMM_NULL;
    const raw = (ptr: number, count: number): number[] => Array.from({ length: count }, (_, k) => r.m.i32(ptr + 4 * k));
    // Flags: 1 remote entries are process indexes, 4 internal, 8 is_low_group, 16 members are process indexes.
    const group = flags & 16 ? raw(membersPtr, n) : raw(membersPtr, n).map((x) => parent.group[x]);
    const remoteGroup = kind === 1 ? (flags & 1 ? raw(remotePtr, rn) : raw(remotePtr, rn).map((x) => parent.remoteGroup![x])) : undefined;
    const call = this.userCall(r, r.m.cstring(fnamePtr));
    const c = this.newComm(p, {
      kind: kind === 1 ? 'inter' : 'intra', contextId: ctx, recvContextId: recvCtx, group, rank: myRank, remoteGroup,
      name: '', parent: parent.handle, createdBy: call, createdAt: this.userPos(r), internal: (flags & 4) !== 0,
      errhandler: parent.errhandler, isLowGroup: (flags & 8) !== 0,
    });
    if (kind !== 1) this.commit(p, c);
    else this.learnProcesses(p, remoteGroup!);
    if (!c.internal) this.opts.onCommCreated?.(r.rank, c, call);
    this.event(r, {
      kind: 'CommCreate', comm: c.handle, members: c.group, remoteMembers: c.remoteGroup, contextId: c.contextId,
      recvContextId: c.recvContextId, parent: c.parent, internal: c.internal, createdBy: call, nonblocking: r.current !== undefined,
    });
    return c.handle;
  }
  /**
   * MPID_Create_intercomm_from_lpids: processes of the remote group this process did not know
   * get the next lpids of its table (the seed's "alternate" order: own world first, then others
   * in the order they became known).
   */
  private learnProcesses(p: ProcState, procs: number[]): void {
    const known = new Set(p.lpids);
    const fresh = procs.filter((x) => !known.has(x));
    if (fresh.length) p.lpids = [...p.lpids, ...fresh];
  }

  /** Group members of a communicator as process indexes (for intercomm leader exchanges). */
  __mpisim_comm_processes(r: RankProcess, a: unknown[]): Result {
    const [h, remote, out] = a as number[];
    const c = this.comm(this.proc(r), h);
    const g = remote ? c?.remoteGroup : c?.group;
    g?.forEach((x, k) => r.m.st32(out + 4 * k, x));
    return g?.length ?? 0;
  }
  __mpisim_my_process(r: RankProcess): Result { return r.rank; }
  __mpisim_process_rank_in(r: RankProcess, a: unknown[]): Result {
    const [h, proc] = a as number[];
    const c = this.comm(this.proc(r), h);
    return c ? c.group.indexOf(proc) : -1;
  }
  __mpisim_node_of(r: RankProcess, a: unknown[]): Result { void r; return this.nodeOf(a[0] as number); }
  __mpisim_comm_contextid(r: RankProcess, a: unknown[]): Result { return this.comm(this.proc(r), a[0] as number)?.contextId ?? -1; }
  __mpisim_comm_recvcontextid(r: RankProcess, a: unknown[]): Result { return this.comm(this.proc(r), a[0] as number)?.recvContextId ?? -1; }
  __mpisim_comm_is_low_group(r: RankProcess, a: unknown[]): Result { return this.comm(this.proc(r), a[0] as number)?.isLowGroup ? 1 : 0; }
  __mpisim_group_members(r: RankProcess, a: unknown[]): Result {
    const [gh, out] = a as number[];
    const g = this.group(this.proc(r), gh);
    g?.forEach((x, k) => r.m.st32(out + 4 * k, x));
    return g ? g.length : -1;
  }
  /** Returns 0 for a valid communicator, else the error handler's verdict. */
  __mpisim_check_comm(r: RankProcess, a: unknown[]): Result {
    const [h, fnamePtr] = a as number[];
    if (this.comm(this.proc(r), h)) return 0;
    return this.error(r, H.COMM_WORLD, r.m.cstring(fnamePtr), ERR.COMM, (h | 0) === H.COMM_NULL ? 'Null communicator' : 'Invalid communicator');
  }
  /**
   * MPICH's ALIAS_COLL check of the reductions: the same send and receive buffer (not
   * MPI_IN_PLACE) with a non-zero count; MPI_Reduce checks it at the root only.
   */
  private aliasedBuffers(fname: string, args: unknown[] | undefined, isRoot: boolean): boolean {
    if (!args || !/^MPI_I?(Reduce|Allreduce|Scan|Exscan)$/.test(fname)) return false;
    if (/Reduce$/.test(fname) && !/Allreduce/.test(fname) && !isRoot) return false;
    const [sbuf, rbuf, count] = args as number[];
    return Number(count) !== 0 && (Number(sbuf) >>> 0) !== H.IN_PLACE && Number(sbuf) === Number(rbuf);
  }
  /** MPI_Comm_free's argument checks, in its binding's order: the handle, then the predefined ones. */
  __mpisim_check_comm_free(r: RankProcess, a: unknown[]): Result {
    const h = r.m.i32(a[0] as number) | 0;
    if (!this.checkComm(r, 'MPI_Comm_free', h, a)) return this.lastCheckResult;
    if (h !== H.COMM_WORLD && h !== H.COMM_SELF) return 0;
    const name = h === H.COMM_WORLD ? 'MPI_COMM_WORLD' : 'MPI_COMM_SELF';
    return this.error(r, H.COMM_WORLD, 'MPI_Comm_free', ERR.COMM, `Cannot free permanent communicator ${name}`, { kind: 'commperm', name }, a);
  }
  /** MPI_Comm_free's bookkeeping after the ID was released. */
  __mpisim_comm_release(r: RankProcess, a: unknown[]): Result {
    const p = this.proc(r);
    const c = p.comms.get(a[0] as number);
    if (!c) return 0;
    c.freed = true;
    c.freedAt = this.userPos(r);
    // The communicator's references to its groups go with it.
    for (const g of [c.localGroup, c.remoteGroupHandle]) if (g !== undefined && p.groups.has(g)) this.releaseGroup(p, g);
    this.event(r, { kind: 'CommFree', comm: c.handle });
    // MPIR_Comm_delete_internal releases the local_comm and sub-communicators, then the comm.
    for (const sub of [c.localComm, c.nodeComm, c.nodeRootsComm]) if (sub !== undefined && p.comms.has(sub)) this.releaseHandle(p, sub);
    this.releaseHandle(p, c.handle);
    this.freedComms.push(c);
    return 0;
  }
  __mpisim_comm_unmatched(r: RankProcess, a: unknown[]): Result {
    // MPICH drains unmatched point-to-point messages of a communicator being freed.
    const p = this.proc(r);
    const c = p.comms.get(a[0] as number);
    if (!c) return 0;
    const before = p.unexpected.length;
    p.unexpected = p.unexpected.filter((m) => m.ctx !== c.recvContextId);
    return before - p.unexpected.length;
  }
  // ------------------------------------------------------------------ attributes (values here; callbacks in ./lib/attr.ts)
  MPI_Comm_create_keyval(r: RankProcess, a: unknown[]): Result {
    const [copyFn, deleteFn, out, extra] = a as number[];
    const p = this.proc(r);
    const k = (0xa4400000 + p.nextKeyval++) | 0;
    p.keyvals.set(k, { copyFn, deleteFn, extra });
    r.m.st32(out, k);
    return 0;
  }
  MPI_Keyval_create(r: RankProcess, a: unknown[]): Result { return this.MPI_Comm_create_keyval(r, a); }
  MPI_Comm_free_keyval(r: RankProcess, a: unknown[]): Result {
    const p = this.proc(r);
    const k = r.m.i32(a[0] as number);
    const kv = p.keyvals.get(k) as { freed?: boolean } | undefined;
    if (!kv || kv.freed) return this.error(r, H.COMM_WORLD, 'MPI_Comm_free_keyval', ERR.KEYVAL, 'Invalid keyval');
    // Attributes still using the keyval keep it alive (MPICH's reference count): their delete
    // callbacks still run later; only new uses of the keyval are refused.
    kv.freed = true;
    r.m.st32(a[0] as number, H.KEYVAL_INVALID);
    return 0;
  }
  MPI_Type_create_keyval(r: RankProcess, a: unknown[]): Result { return this.MPI_Comm_create_keyval(r, a); }
  MPI_Type_free_keyval(r: RankProcess, a: unknown[]): Result { return this.MPI_Comm_free_keyval(r, a); }
  /** Datatype attributes: the same calls as communicators', keyed by the datatype handle. */
  private typeAttrs = new Map<string, Map<number, number>>();
  private typeAttrMap(r: RankProcess, dt: number): Map<number, number> {
    const key = `${r.rank}:${dt | 0}`;
    let m = this.typeAttrs.get(key);
    if (!m) this.typeAttrs.set(key, (m = new Map()));
    return m;
  }
  __mpisim_type_attr_get(r: RankProcess, a: unknown[]): Result {
    const [dt, k, valPtr, flagPtr] = a as number[];
    const v = this.typeAttrMap(r, dt).get(k | 0);
    r.m.st32(flagPtr, v === undefined ? 0 : 1);
    if (v !== undefined) r.m.stptr(valPtr, v);
    return 0;
  }
  __mpisim_type_attr_set(r: RankProcess, a: unknown[]): Result {
    const [dt, k, v] = a as number[];
    const kv = this.proc(r).keyvals.get(k | 0) as { freed?: boolean } | undefined;
    if (!kv || kv.freed) return this.error(r, H.COMM_WORLD, 'MPI_Type_set_attr', ERR.KEYVAL, 'Invalid keyval');
    this.typeAttrMap(r, dt).set(k | 0, v);
    return 0;
  }
  __mpisim_type_attr_remove(r: RankProcess, a: unknown[]): Result { return this.typeAttrMap(r, a[0] as number).delete((a[1] as number) | 0) ? 1 : 0; }
  __mpisim_type_attr_nth(r: RankProcess, a: unknown[]): Result {
    const [dt, n, kPtr, vPtr] = a as number[];
    const e = [...this.typeAttrMap(r, dt)][n];
    if (!e) return 0;
    r.m.st32(kPtr, e[0]);
    r.m.stptr(vPtr, e[1]);
    return 1;
  }
  MPI_Keyval_free(r: RankProcess, a: unknown[]): Result { return this.MPI_Comm_free_keyval(r, a); }
  __mpisim_finalize_begin(r: RankProcess): Result {
    const p = this.proc(r);
    if (p.finalized) return this.error(r, H.COMM_WORLD, 'MPI_Finalize', ERR.OTHER, 'MPI_Finalize called twice');
    return 0;
  }
  __mpisim_keyval(r: RankProcess, a: unknown[]): Result {
    const [k, copyPtr, delPtr, extraPtr] = a as number[];
    const kv = this.proc(r).keyvals.get(k | 0);
    if (!kv) return 0;
    r.m.stptr(copyPtr, kv.copyFn);
    r.m.stptr(delPtr, kv.deleteFn);
    r.m.stptr(extraPtr, kv.extra);
    return 1;
  }
  __mpisim_attr_get(r: RankProcess, a: unknown[]): Result {
    const [h, k, valPtr, flagPtr] = a as number[];
    const p = this.proc(r);
    const c = this.comm(p, h);
    if (!c) return this.error(r, H.COMM_WORLD, 'MPI_Comm_get_attr', ERR.COMM, 'Invalid communicator', { kind: 'comm' });
    if (!p.keyvals.has(k | 0)) return this.error(r, c.handle, 'MPI_Comm_get_attr', ERR.KEYVAL, 'Invalid keyval');
    const v = c.attrs.get(k | 0);
    r.m.st32(flagPtr, v === undefined ? 0 : 1);
    if (v !== undefined) r.m.stptr(valPtr, v);
    return 0;
  }
  __mpisim_attr_set(r: RankProcess, a: unknown[]): Result {
    const [h, k, v] = a as number[];
    const p = this.proc(r);
    const c = this.comm(p, h);
    if (!c) return this.error(r, H.COMM_WORLD, 'MPI_Comm_set_attr', ERR.COMM, 'Invalid communicator', { kind: 'comm' });
    if (!p.keyvals.has(k | 0)) return this.error(r, c.handle, 'MPI_Comm_set_attr', ERR.KEYVAL, 'Invalid keyval');
    c.attrs.set(k | 0, v);
    return 0;
  }
  __mpisim_attr_remove(r: RankProcess, a: unknown[]): Result {
    const c = this.comm(this.proc(r), a[0] as number);
    return c?.attrs.delete((a[1] as number) | 0) ? 1 : 0;
  }
  __mpisim_attr_count(r: RankProcess, a: unknown[]): Result { return this.comm(this.proc(r), a[0] as number)?.attrs.size ?? 0; }
  __mpisim_attr_nth(r: RankProcess, a: unknown[]): Result {
    const [h, n, kPtr, vPtr] = a as number[];
    const c = this.comm(this.proc(r), h);
    const e = c ? [...c.attrs][n] : undefined;
    if (!e) return 0;
    r.m.st32(kPtr, e[0]);
    r.m.stptr(vPtr, e[1]);
    return 1;
  }
  MPI_Aint_add(r: RankProcess, a: unknown[]): Result { void r; return Number(a[0]) + Number(a[1]); }
  MPI_Aint_diff(r: RankProcess, a: unknown[]): Result { void r; return Number(a[0]) - Number(a[1]); }

  // ------------------------------------------------------------------ what MPICH's collective algorithms ask of a communicator
  MPIR_Comm_node_comm(r: RankProcess, a: unknown[]): Result { return this.comm(this.proc(r), a[0] as number)?.nodeComm ?? H.COMM_NULL; }
  MPIR_Comm_node_roots_comm(r: RankProcess, a: unknown[]): Result { return this.comm(this.proc(r), a[0] as number)?.nodeRootsComm ?? H.COMM_NULL; }
  /** comm->intranode_table[rank]: that process's rank in my node_comm, -1 if on another node. */
  MPIR_Get_intranode_rank(r: RankProcess, a: unknown[]): Result {
    const p = this.proc(r);
    const c = this.comm(p, a[0] as number);
    const proc = c?.group[a[1] as number];
    if (proc === undefined || this.nodeOf(proc) !== this.nodeOf(r.rank)) return -1;
    const nc = c!.nodeComm !== undefined ? p.comms.get(c!.nodeComm) : undefined;
    return nc ? nc.group.indexOf(proc) : 0;
  }
  /** comm->internode_table[rank]: the index of that process's node among the comm's nodes. */
  MPIR_Get_internode_rank(r: RankProcess, a: unknown[]): Result {
    const c = this.comm(this.proc(r), a[0] as number);
    const proc = c?.group[a[1] as number];
    if (proc === undefined || !c) return -1;
    const h = this.hierarchy(c.group);
    if (!h) return a[1] as number;
    return [...h.byNode.keys()].indexOf(this.nodeOf(proc));
  }
  MPIR_Comm_is_low_group(r: RankProcess, a: unknown[]): Result { return this.comm(this.proc(r), a[0] as number)?.isLowGroup ? 1 : 0; }
  MPIR_Datatype_get_size(r: RankProcess, a: unknown[]): Result { return this.dtp(r.rank).size(a[0] as number) ?? 0; }
  MPIC_Ssend(r: RankProcess, a: unknown[]): Result { return this.send(r, 'MPIC_Ssend', a, 'sync', true); }

  // ------------------------------------------------------------------ info objects (MPICH handles 0x9c000000 + n)
  private infoTables = new Map<number, InfoTable>();
  private infoTable(r: RankProcess): InfoTable {
    let t = this.infoTables.get(r.rank);
    if (!t) this.infoTables.set(r.rank, (t = new InfoTable()));
    return t;
  }
  /** The keys of an info object of the process (read by MPI_Comm_spawn, ./dynamic.ts). */
  info(r: RankProcess, h: number): ReadonlyMap<string, string> | undefined { return this.infoTable(r).values(h); }
  MPI_Info_create(r: RankProcess, a: unknown[]): Result {
    r.m.st32(a[0] as number, this.infoTable(r).create());
    return 0;
  }
  /** The info object an MPI_Info_* call names; MPI_INFO_NULL fails MPICH's INFO check. */
  private infoArg(r: RankProcess, fname: string, h: number, args: unknown[]): Result | undefined {
    if (this.info(r, h)) return undefined;
    if ((h | 0) === H.INFO_NULL) return this.error(r, H.COMM_WORLD, fname, ERR.ARG, 'Null MPI_Info', { kind: 'infonull' }, args);
    return this.error(r, H.COMM_WORLD, fname, ERR.INFO, 'Invalid MPI_Info');
  }
  /** An error MPICH raises below the binding of an MPI_Info_* call: its frame, then the call's. */
  private infoError(r: RankProcess, fname: string, cls: number, location: string, message: string, args: unknown[]): Result {
    return this.handle(r, H.COMM_WORLD, fname, this.ring(r).raiseStack(fname, cls, [{ location, message }], args as MpiArgValue[], this.formatOpts(r)));
  }
  /** Arguments as MPICH's MPI_Info_* bindings print them (keys and values are strings). */
  private infoArgs(r: RankProcess, a: unknown[], strings: number[]): unknown[] {
    return a.map((v, k) => (strings.includes(k) ? r.m.cstring(v as number) : v));
  }
  MPI_Info_set(r: RankProcess, a: unknown[]): Result {
    const args = this.infoArgs(r, a, [1, 2]);
    const bad = this.infoArg(r, 'MPI_Info_set', a[0] as number, args);
    if (bad !== undefined) return bad;
    const i = this.info(r, a[0] as number)!;
    const key = args[1] as string;
    if (key === '') return this.infoError(r, 'MPI_Info_set', ERR.INFO_KEY, 'internal_Info_set(59)', 'Empty or blank key ', args);
    this.infoTable(r).set(a[0] as number, key, args[2] as string);
    return 0;
  }
  MPI_Info_get(r: RankProcess, a: unknown[]): Result {
    const [h, , len, valPtr, flagPtr] = a as number[];
    const args = this.infoArgs(r, a, [1]);
    const bad = this.infoArg(r, 'MPI_Info_get', h, args);
    if (bad !== undefined) return bad;
    const i = this.info(r, h)!;
    if (len < 0) return this.error(r, H.COMM_WORLD, 'MPI_Info_get', ERR.ARG, `Invalid value for valuelen, must be non-negative but is ${len}`, { kind: 'argneg', arg: 'valuelen', value: len }, args);
    const v = i.get(args[1] as string);
    // MPICH 4.0.2 fails a value longer than valuelen instead of truncating it.
    if (v !== undefined && v.length > len) return this.infoError(r, 'MPI_Info_get', ERR.INFO_VALUE, 'MPIR_Info_get_impl(106)', 'Value is too long ', args);
    r.m.st32(flagPtr, v === undefined ? 0 : 1);
    if (v !== undefined) r.m.writeBytes(valPtr, v + '\0');
    return 0;
  }
  MPI_Info_get_valuelen(r: RankProcess, a: unknown[]): Result {
    const [h, keyPtr, lenPtr, flagPtr] = a as number[];
    const v = this.info(r, h)?.get(r.m.cstring(keyPtr));
    r.m.st32(flagPtr, v === undefined ? 0 : 1);
    if (v !== undefined) r.m.st32(lenPtr, v.length);
    return 0;
  }
  MPI_Info_delete(r: RankProcess, a: unknown[]): Result {
    const args = this.infoArgs(r, a, [1]);
    const bad = this.infoArg(r, 'MPI_Info_delete', a[0] as number, args);
    if (bad !== undefined) return bad;
    const i = this.info(r, a[0] as number)!;
    const key = args[1] as string;
    if (!this.infoTable(r).delete(a[0] as number, key)) return this.infoError(r, 'MPI_Info_delete', ERR.INFO_NOKEY, 'MPIR_Info_delete_impl(32)', `MPI_Info key ${key} is not defined `, args);
    return 0;
  }
  MPI_Info_get_nkeys(r: RankProcess, a: unknown[]): Result { r.m.st32(a[1] as number, this.info(r, a[0] as number)?.size ?? 0); return 0; }
  MPI_Info_get_nthkey(r: RankProcess, a: unknown[]): Result {
    const n = a[1] as number;
    const bad = this.infoArg(r, 'MPI_Info_get_nthkey', a[0] as number, a);
    if (bad !== undefined) return bad;
    const i = this.info(r, a[0] as number)!;
    if (n < 0) return this.error(r, H.COMM_WORLD, 'MPI_Info_get_nthkey', ERR.ARG, `Invalid value for n, must be non-negative but is ${n}`, { kind: 'argneg', arg: 'n', value: n }, a);
    if (n >= i.size) return this.infoError(r, 'MPI_Info_get_nthkey', ERR.ARG, 'MPIR_Info_get_nthkey_impl(144)', `Requested key ${n} but this MPI_Info only has ${i.size} keys`, a);
    r.m.writeBytes(a[2] as number, [...i.keys()][n] + '\0');
    return 0;
  }
  MPI_Info_dup(r: RankProcess, a: unknown[]): Result {
    const bad = this.infoArg(r, 'MPI_Info_dup', a[0] as number, a);
    if (bad !== undefined) return bad;
    const i = this.info(r, a[0] as number)!;
    r.m.st32(a[1] as number, this.infoTable(r).dup(a[0] as number));
    return 0;
  }
  MPI_Info_free(r: RankProcess, a: unknown[]): Result {
    const h = r.m.i32(a[0] as number);
    const bad = this.infoArg(r, 'MPI_Info_free', h, a);
    if (bad !== undefined) return bad;
    const i = this.info(r, h)!;
    this.infoTable(r).free(h);
    r.m.st32(a[0] as number, H.INFO_NULL);
    return 0;
  }
  /**
   * Communicator hints as MPICH 4.0.2 keeps them: a fixed table of keys, each set from an info
   * value ("true"/"false", else atoi), the others ignored; MPI_Comm_get_info lists the whole table.
   * A plain dup or split starts again from the defaults.
   */
  MPI_Comm_set_info(r: RankProcess, a: unknown[]): Result {
    const [h, info] = a as number[];
    const c = this.checkComm(r, 'MPI_Comm_set_info', h, a);
    if (!c) return this.lastCheckResult;
    // MPICH checks the info before it looks the communicator up: MPI_COMM_WORLD's handler takes the error.
    if ((info | 0) === H.INFO_NULL) return this.error(r, H.COMM_WORLD, 'MPI_Comm_set_info', ERR.ARG, 'Null MPI_Info', { kind: 'infonull' }, a);
    return this.__mpisim_comm_apply_hints(r, a);
  }
  __mpisim_comm_apply_hints(r: RankProcess, a: unknown[]): Result {
    const c = this.comm(this.proc(r), a[0] as number);
    const i = this.info(r, a[1] as number);
    if (!c || !i) return 0;
    const hints = c.hints ?? (c.hints = COMM_HINTS.map((k) => k.dflt));
    COMM_HINTS.forEach((k, n) => {
      const v = i.get(k.key);
      if (v === undefined) return;
      hints[n] = v === 'true' ? 1 : v === 'false' ? 0 : atoi(v);
      // One VCI (ch4 default): every VCI hint resolves to 0; "vci" sets the sender's and receiver's too.
      if (k.key === 'vci') hints[n - 1] = hints[n - 2] = 0;
      if (k.key.endsWith('vci')) hints[n] = 0;
    });
    return 0;
  }
  MPI_Comm_get_info(r: RankProcess, a: unknown[]): Result {
    const c = this.checkComm(r, 'MPI_Comm_get_info', a[0] as number, a);
    if (!c) return this.lastCheckResult;
    const t = this.infoTable(r), h = t.create();
    COMM_HINTS.forEach((k, n) => {
      const v = c.hints?.[n] ?? k.dflt;
      t.set(h, k.key, k.bool ? (v ? 'true' : 'false') : String(v));
    });
    r.m.st32(a[1] as number, h);
    return 0;
  }

  // ------------------------------------------------------------------ nonblocking collectives (wrappers in ./lib/nbc.ts)
  /**
   * Starts `fn(arg)` — the blocking algorithm of a nonblocking collective — as a coroutine of
   * the calling process, and returns its request. Every member starts its collectives on a
   * communicator in the same order, so the per-communicator sequence number gives all of them
   * the same tag offset.
   */
  __mpisim_nbc_start(r: RankProcess, a: unknown[], site: number): Result {
    const [fn, arg, reqPtr, commH, fnamePtr] = a as number[];
    const p = this.proc(r);
    const fname = r.m.cstring(fnamePtr);
    const c = this.checkComm(r, fname, commH);
    if (!c) return this.lastCheckResult;
    const seq = (this.nbcSeq.get(c) ?? 0) + 1;
    this.nbcSeq.set(c, seq);
    const req = this.newRequest(p, {
      kind: 'coll', persistent: false, active: true, complete: false, cancelled: false, released: false, comm: c.handle, ctx: c.recvContextId + 1,
      peer: H.ANY_SOURCE, tag: H.ANY_TAG, buf: 0, count: 0, datatype: 0, bytes: 0, call: fname, postedAt: this.userPos(r), postedTime: this.clock(r), coll: true,
    });
    req.status = { source: H.ANY_SOURCE, tag: H.ANY_TAG, bytes: 0, error: 0, cancelled: false };
    const tally: CollTally = { op: fname, comm: c.handle, sent: 0, received: 0 };
    // Only the user's own call is an OTF2 nonblocking collective (not one MPICH starts inside another).
    if (this.logging && !r.current && this.userCall(r, '') === fname) {
      req.nbc = tally;
      this.event(r, { kind: 'NonBlockingCollectiveRequest', op: fname, request: req.handle });
    }
    const co = r.startCoroutine(fn, arg, ((seq & 0x3fff) + 1) << 12, site, () => {
      req.complete = true;
      this.finishReleased(p, req);
      this.poke(r.rank);
    });
    this.nbcTallies.set(co, tally);
    this.nbcCalls.set(co, this.userCall(r, fname));
    r.m.st32(reqPtr, req.handle);
    return 0;
  }
  private nbcSeq = new WeakMap<Comm, number>();
  /** The user's MPI call behind each nonblocking collective's coroutine (MPI_Comm_idup, MPI_Ibcast...). */
  private nbcCalls = new WeakMap<object, string>();

  // ------------------------------------------------------------------ topologies (constructors in ./lib/topo.ts)
  __mpisim_topo_set(r: RankProcess, a: unknown[]): Result {
    const [h, kind, n, aPtr, bPtr, m, , weighted] = a as number[];
    const c = this.comm(this.proc(r), h);
    if (!c) return 0;
    if (n < 0) { if (c.topo) c.topo.weighted = weighted !== 0; return 0; } // only the weighted flag
    if (kind === H.CART) c.topo = { kind: 'cart', dims: this.ints(r, aPtr, n), periods: this.ints(r, bPtr, n).map((x) => x !== 0) };
    else if (kind === H.GRAPH) c.topo = { kind: 'graph', index: this.ints(r, aPtr, n), edges: this.ints(r, bPtr, m) };
    else c.topo = { kind: 'dist_graph', sources: this.ints(r, aPtr, n), destinations: this.ints(r, bPtr, m), weighted: weighted !== 0 };
    return 0;
  }
  private topoComm(r: RankProcess, fname: string, h: number, kind?: 'cart' | 'graph' | 'dist_graph'): Comm | Result {
    const c = this.checkComm(r, fname, h);
    if (!c) return this.lastCheckResult;
    if (!c.topo || (kind && c.topo.kind !== kind)) return this.error(r, c.handle, fname, ERR.TOPOLOGY, `Invalid topology (the communicator has no ${kind ?? ''} topology)`.replace('no  ', 'no '));
    return c;
  }
  private isComm(x: Comm | Result): x is Comm { return typeof x === 'object'; }
  __mpisim_dist_graph_collect(r: RankProcess, a: unknown[]): Result {
    const [h, , , allPtr, total] = a as number[];
    const c = this.comm(this.proc(r), h);
    if (!c) return 0;
    const all = this.ints(r, allPtr, 3 * total);
    const sources: number[] = [], destinations: number[] = [], sw: number[] = [], dw: number[] = [];
    for (let k = 0; k < total; k++) {
      const [s, d, w] = [all[3 * k], all[3 * k + 1], all[3 * k + 2]];
      if (d === c.rank) { sources.push(s); sw.push(w); }
      if (s === c.rank) { destinations.push(d); dw.push(w); }
    }
    c.topo = { kind: 'dist_graph', sources, destinations, weighted: true, sourceWeights: sw, destWeights: dw };
    return 0;
  }
  __mpisim_dist_weights(r: RankProcess, a: unknown[]): Result {
    const [h, swPtr, dwPtr] = a as number[];
    const t = this.comm(this.proc(r), h)?.topo;
    if (!t || t.kind !== 'dist_graph') return 0;
    t.sourceWeights = this.ints(r, swPtr, t.sources!.length);
    t.destWeights = dwPtr > 2 ? this.ints(r, dwPtr, t.destinations!.length) : t.destinations!.map(() => 1);
    return 0;
  }
  /** The neighbour lists of a topology, in MPICH's order; with null arrays only the counts. */
  __mpisim_topo_neighbors(r: RankProcess, a: unknown[]): Result {
    const [h, inPtr, outPtr, srcPtr, dstPtr] = a as number[];
    const c = this.topoComm(r, 'MPI_Neighbor_allgather', h);
    if (!this.isComm(c)) return c;
    const t = c.topo!;
    let srcs: number[], dsts: number[];
    if (t.kind === 'cart') {
      const list: number[] = [];
      const me = cartCoords(t.dims!, c.rank);
      t.dims!.forEach((d, dim) => {
        for (const delta of [-1, 1]) {
          const co = me.slice();
          co[dim] += delta;
          if (co[dim] < 0 || co[dim] >= d) {
            if (!t.periods![dim]) { list.push(H.PROC_NULL); continue; }
            co[dim] = ((co[dim] % d) + d) % d;
          }
          list.push(co.reduce((acc, x, k) => acc * t.dims![k] + x, 0));
        }
      });
      srcs = dsts = list;
    } else if (t.kind === 'graph') {
      srcs = dsts = this.graphNeighbors(c, c.rank);
    } else {
      srcs = t.sources!;
      dsts = t.destinations!;
    }
    r.m.st32(inPtr, srcs.length);
    r.m.st32(outPtr, dsts.length);
    if (srcPtr) srcs.forEach((x, k) => r.m.st32(srcPtr + 4 * k, x));
    if (dstPtr) dsts.forEach((x, k) => r.m.st32(dstPtr + 4 * k, x));
    return 0;
  }
  MPI_Topo_test(r: RankProcess, a: unknown[]): Result {
    const c = this.checkComm(r, 'MPI_Topo_test', a[0] as number);
    if (!c) return this.lastCheckResult;
    r.m.st32(a[1] as number, !c.topo ? H.UNDEFINED : c.topo.kind === 'cart' ? H.CART : c.topo.kind === 'graph' ? H.GRAPH : H.DIST_GRAPH);
    return 0;
  }
  MPI_Cartdim_get(r: RankProcess, a: unknown[]): Result {
    const c = this.topoComm(r, 'MPI_Cartdim_get', a[0] as number, 'cart');
    if (!this.isComm(c)) return c;
    r.m.st32(a[1] as number, c.topo!.dims!.length);
    return 0;
  }
  MPI_Cart_get(r: RankProcess, a: unknown[]): Result {
    const [h, maxdims, dimsPtr, perPtr, coordsPtr] = a as number[];
    const c = this.topoComm(r, 'MPI_Cart_get', h, 'cart');
    if (!this.isComm(c)) return c;
    const t = c.topo!;
    const coords = cartCoords(t.dims!, c.rank);
    for (let k = 0; k < Math.min(maxdims, t.dims!.length); k++) {
      r.m.st32(dimsPtr + 4 * k, t.dims![k]);
      r.m.st32(perPtr + 4 * k, t.periods![k] ? 1 : 0);
      r.m.st32(coordsPtr + 4 * k, coords[k]);
    }
    return 0;
  }
  MPI_Cart_rank(r: RankProcess, a: unknown[]): Result {
    const [h, coordsPtr, out] = a as number[];
    const c = this.topoComm(r, 'MPI_Cart_rank', h, 'cart');
    if (!this.isComm(c)) return c;
    const { dims, periods } = c.topo!;
    let rank = 0;
    for (let k = 0; k < dims!.length; k++) {
      let x = r.m.i32(coordsPtr + 4 * k);
      if (periods![k]) x = ((x % dims![k]) + dims![k]) % dims![k];
      else if (x < 0 || x >= dims![k]) return this.error(r, c.handle, 'MPI_Cart_rank', ERR.ARG, `Invalid argument; coordinate ${k} is ${x}, outside 0..${dims![k] - 1}`);
      rank = rank * dims![k] + x;
    }
    r.m.st32(out, rank);
    return 0;
  }
  MPI_Cart_coords(r: RankProcess, a: unknown[]): Result {
    const [h, rank, maxdims, out] = a as number[];
    const c = this.topoComm(r, 'MPI_Cart_coords', h, 'cart');
    if (!this.isComm(c)) return c;
    if (rank < 0 || rank >= c.group.length) return this.error(r, c.handle, 'MPI_Cart_coords', ERR.RANK, `Invalid rank has value ${rank} but must be nonnegative and less than ${c.group.length}`, { kind: 'rank', value: rank, size: c.group.length }, a);
    cartCoords(c.topo!.dims!, rank).slice(0, maxdims).forEach((x, k) => r.m.st32(out + 4 * k, x));
    return 0;
  }
  MPI_Cart_shift(r: RankProcess, a: unknown[]): Result {
    const [h, dir, disp, srcPtr, dstPtr] = a as number[];
    const c = this.topoComm(r, 'MPI_Cart_shift', h, 'cart');
    if (!this.isComm(c)) return c;
    const { dims, periods } = c.topo!;
    if (dir < 0 || dir >= dims!.length) return this.error(r, c.handle, 'MPI_Cart_shift', ERR.ARG, `Invalid argument; direction ${dir} is not a dimension`);
    const me = cartCoords(dims!, c.rank);
    const at = (delta: number): number => {
      const co = me.slice();
      co[dir] += delta;
      if (co[dir] < 0 || co[dir] >= dims![dir]) {
        if (!periods![dir]) return H.PROC_NULL;
        co[dir] = ((co[dir] % dims![dir]) + dims![dir]) % dims![dir];
      }
      return co.reduce((acc, x, k) => acc * dims![k] + x, 0);
    };
    r.m.st32(srcPtr, at(-disp));
    r.m.st32(dstPtr, at(disp));
    return 0;
  }
  __mpisim_cart_sub_color(r: RankProcess, a: unknown[]): Result {
    const [h, remainPtr, colorPtr, keyPtr] = a as number[];
    const c = this.topoComm(r, 'MPI_Cart_sub', h, 'cart');
    if (!this.isComm(c)) return c;
    const dims = c.topo!.dims!;
    const remain = this.ints(r, remainPtr, dims.length);
    const co = cartCoords(dims, c.rank);
    let color = 0, key = 0;
    for (let k = 0; k < dims.length; k++) {
      if (remain[k]) key = key * dims[k] + co[k];
      else color = color * dims[k] + co[k];
    }
    r.m.st32(colorPtr, color);
    r.m.st32(keyPtr, key);
    // Returns how many dimensions are kept (negative: an error code).
    return remain.filter((x) => x !== 0).length;
  }
  __mpisim_cart_sub_topo(r: RankProcess, a: unknown[]): Result {
    const [nh, oh, remainPtr] = a as number[];
    const p = this.proc(r);
    const nc = this.comm(p, nh), oc = this.comm(p, oh);
    if (!nc || !oc?.topo?.dims) return 0;
    const remain = this.ints(r, remainPtr, oc.topo.dims.length);
    nc.topo = { kind: 'cart', dims: oc.topo.dims.filter((_, k) => remain[k]), periods: oc.topo.periods!.filter((_, k) => remain[k]) };
    return 0;
  }
  MPI_Cart_map(r: RankProcess, a: unknown[]): Result {
    const [h, ndims, dimsPtr, , out] = a as number[];
    const c = this.checkComm(r, 'MPI_Cart_map', h);
    if (!c) return this.lastCheckResult;
    const n = this.ints(r, dimsPtr, ndims).reduce((x, y) => x * y, 1);
    r.m.st32(out, c.rank < n ? c.rank : H.UNDEFINED);
    return 0;
  }
  MPI_Dims_create(r: RankProcess, a: unknown[]): Result {
    const [nnodes, ndims, dimsPtr] = a as number[];
    if (nnodes < 0) return this.error(r, H.COMM_WORLD, 'MPI_Dims_create', ERR.ARG, '', { kind: 'argneg', arg: 'nnodes', value: nnodes }, a);
    if (ndims < 0) return this.error(r, H.COMM_WORLD, 'MPI_Dims_create', ERR.ARG, '', { kind: 'argneg', arg: 'ndims', value: ndims }, a);
    const dims = this.ints(r, dimsPtr, ndims);
    const res = dimsCreate(nnodes, dims);
    if (!Array.isArray(res)) {
      return this.handle(r, H.COMM_WORLD, 'MPI_Dims_create', this.ring(r).raiseStack('MPI_Dims_create', ERR.DIMS, [res], a as MpiArgValue[], this.formatOpts(r)));
    }
    res.forEach((x, k) => r.m.st32(dimsPtr + 4 * k, x));
    return 0;
  }
  MPI_Graphdims_get(r: RankProcess, a: unknown[]): Result {
    const c = this.topoComm(r, 'MPI_Graphdims_get', a[0] as number, 'graph');
    if (!this.isComm(c)) return c;
    r.m.st32(a[1] as number, c.topo!.index!.length);
    r.m.st32(a[2] as number, c.topo!.edges!.length);
    return 0;
  }
  MPI_Graph_get(r: RankProcess, a: unknown[]): Result {
    const [h, maxi, maxe, iPtr, ePtr] = a as number[];
    const c = this.topoComm(r, 'MPI_Graph_get', h, 'graph');
    if (!this.isComm(c)) return c;
    c.topo!.index!.slice(0, maxi).forEach((x, k) => r.m.st32(iPtr + 4 * k, x));
    c.topo!.edges!.slice(0, maxe).forEach((x, k) => r.m.st32(ePtr + 4 * k, x));
    return 0;
  }
  private graphNeighbors(c: Comm, rank: number): number[] {
    const { index, edges } = c.topo!;
    return edges!.slice(rank === 0 ? 0 : index![rank - 1], index![rank]);
  }
  MPI_Graph_neighbors_count(r: RankProcess, a: unknown[]): Result {
    const c = this.topoComm(r, 'MPI_Graph_neighbors_count', a[0] as number, 'graph');
    if (!this.isComm(c)) return c;
    r.m.st32(a[2] as number, this.graphNeighbors(c, a[1] as number).length);
    return 0;
  }
  MPI_Graph_neighbors(r: RankProcess, a: unknown[]): Result {
    const [h, rank, max, out] = a as number[];
    const c = this.topoComm(r, 'MPI_Graph_neighbors', h, 'graph');
    if (!this.isComm(c)) return c;
    this.graphNeighbors(c, rank).slice(0, max).forEach((x, k) => r.m.st32(out + 4 * k, x));
    return 0;
  }
  MPI_Graph_map(r: RankProcess, a: unknown[]): Result {
    const [h, nnodes, , , out] = a as number[];
    const c = this.checkComm(r, 'MPI_Graph_map', h);
    if (!c) return this.lastCheckResult;
    r.m.st32(out, c.rank < nnodes ? c.rank : H.UNDEFINED);
    return 0;
  }
  MPI_Dist_graph_neighbors_count(r: RankProcess, a: unknown[]): Result {
    const c = this.topoComm(r, 'MPI_Dist_graph_neighbors_count', a[0] as number, 'dist_graph');
    if (!this.isComm(c)) return c;
    r.m.st32(a[1] as number, c.topo!.sources!.length);
    r.m.st32(a[2] as number, c.topo!.destinations!.length);
    r.m.st32(a[3] as number, c.topo!.weighted ? 1 : 0);
    return 0;
  }
  MPI_Dist_graph_neighbors(r: RankProcess, a: unknown[]): Result {
    const [h, maxin, srcPtr, swPtr, maxout, dstPtr, dwPtr] = a as number[];
    const c = this.topoComm(r, 'MPI_Dist_graph_neighbors', h, 'dist_graph');
    if (!this.isComm(c)) return c;
    const t = c.topo!;
    t.sources!.slice(0, maxin).forEach((x, k) => r.m.st32(srcPtr + 4 * k, x));
    t.destinations!.slice(0, maxout).forEach((x, k) => r.m.st32(dstPtr + 4 * k, x));
    // Weights are written unless the caller passed MPI_UNWEIGHTED (the address 1).
    if (swPtr > 2 && t.sourceWeights) t.sourceWeights.slice(0, maxin).forEach((x, k) => r.m.st32(swPtr + 4 * k, x));
    if (dwPtr > 2 && t.destWeights) t.destWeights.slice(0, maxout).forEach((x, k) => r.m.st32(dwPtr + 4 * k, x));
    return 0;
  }

  // ------------------------------------------------------------------ collectives support (called from the C library)
  /**
   * Validates a collective's arguments and checks that all members make the same call with
   * the same root and type signature: the simulator sees every rank, so it reports what
   * MPICH cannot detect.
   */
  MPIR_Coll_enter(r: RankProcess, a: unknown[]): Result {
    const [fnamePtr, h, root, count, dt, op] = a as number[];
    const fname = r.m.cstring(fnamePtr);
    const p = this.proc(r);
    const args = this.frameArgs(r);
    const c = this.comm(p, h);
    if (!c) return this.raiseCode(r, fname, ERR.COMM, (h | 0) === H.COMM_NULL ? 'Null communicator' : 'Invalid communicator', this.badCommCheck(p, h), args);
    if (count < 0) return this.raiseCode(r, fname, ERR.COUNT, `Negative count, value is ${count}`, { kind: 'countneg', value: count }, args);
    if ((dt | 0) === H.DATATYPE_NULL) return this.raiseCode(r, fname, ERR.TYPE, 'Null datatype', { kind: 'dtypenull' }, args);
    if (this.dtp(r.rank).size(dt) === undefined) return this.raiseCode(r, fname, ERR.TYPE, 'Invalid datatype', { kind: 'dtype' }, args);
    const rootRequired = /Bcast|Reduce$|Gather|Scatter/.test(fname) && !/Allgather|Reduce_scatter/.test(fname);
    if (rootRequired) {
      const n = c.kind === 'inter' ? c.remoteGroup!.length : c.group.length;
      const ok = c.kind === 'inter' ? root === H.ROOT || root === H.PROC_NULL || (root >= 0 && root < n) : root >= 0 && root < n;
      if (!ok) return this.raiseCode(r, fname, ERR.ROOT, `Invalid root (value given was ${root})`, { kind: 'root', value: root, inter: c.kind === 'inter' }, args);
    }
    const takesOp = /Reduce|Allreduce|Scan|Exscan/.test(fname) && fname !== 'MPI_Reduce_local';
    if (takesOp && (op | 0) === H.OP_NULL) return this.raiseCode(r, fname, ERR.OP, 'Null MPI_Op', { kind: 'opnull' }, args);
    if (op !== H.OP_NULL && !this.opKnown(p, op)) return this.raiseCode(r, fname, ERR.OP, 'Invalid MPI_Op', { kind: 'op' }, args);
    // MPI_REPLACE and MPI_NO_OP belong to one-sided accumulates only.
    if (takesOp && (BUILTIN_OPS[op | 0] === 'REPLACE' || BUILTIN_OPS[op | 0] === 'NO_OP')) return this.raiseCode(r, fname, ERR.OP, 'MPI_Op operation is not allowed in this routine', { kind: 'opnotallowed' }, args);
    const alias = this.aliasedBuffers(fname, args, c.rank === root);
    if (alias) return this.raiseCode(r, fname, ERR.BUFFER, 'Buffers must not be aliased', { kind: 'bufalias' }, args);
    if (takesOp && !opAllowed(BUILTIN_OPS[op | 0], this.dtp(r.rank).kind(dt))) {
      return this.raiseCode(r, fname, ERR.OP, `MPI_Op ${BUILTIN_OPS[op | 0]} is not defined for datatype ${this.dtp(r.rank).name(dt)}`, { kind: 'op' }, args);
    }
    const seq = c.collSeq++;
    const bytes = count * (this.dtp(r.rank).size(dt) ?? 0);
    const key = `${c.recvContextId}:${this.groupKey(c.group)}:${seq}`;
    const sig = { fname, root: rootRequired ? root : 0, bytes: /gatherv|scatterv|alltoallv|alltoallw|reduce_scatter$/i.test(fname) ? -1 : bytes, rank: r.rank, pos: this.userPos(r) };
    const seen = (this.collCalls.get(key) ?? []);
    const first = seen[0];
    seen.push(sig);
    if (seen.length === c.group.length) this.collCalls.delete(key); else this.collCalls.set(key, seen);
    // A nonblocking collective's root is the one its algorithm (the blocking form) is called with.
    const nbc = r.current && this.nbcTallies.get(r.current);
    if (nbc && !nbc.rootKnown) { nbc.rootKnown = true; nbc.root = rootRequired ? root : undefined; }
    // The user's own blocking collective (not one MPICH runs inside another call, nor a
    // nonblocking collective's algorithm in its coroutine) opens a Begin/End pair.
    if (this.logging && !r.current && !fname.startsWith('MPI_I') && this.userCall(r, '') === fname && !this.openColl.has(r.rank)) {
      this.openColl.set(r.rank, { op: fname, comm: c.handle, root: rootRequired ? root : undefined, sent: 0, received: 0 });
      this.event(r, { kind: 'MpiCollectiveBegin', comm: c.handle, root: rootRequired ? root : undefined });
    }
    if (first && c.kind === 'intra') {
      if (first.fname !== fname) {
        return this.raiseCode(r, fname, ERR.OTHER, `Collective mismatch on ${c.name || commName(c.handle)}: rank ${r.rank} called ${fname} at ${fmtPos(sig.pos)} while rank ${first.rank} called ${first.fname} at ${fmtPos(first.pos)} (collective call #${seq + 1} on this communicator)`);
      }
      if (first.root !== sig.root) {
        return this.raiseCode(r, fname, ERR.ROOT, `Collective argument mismatch: rank ${r.rank} passed root ${sig.root} to ${fname} at ${fmtPos(sig.pos)} but rank ${first.rank} passed root ${first.root} at ${fmtPos(first.pos)}`);
      }
      if (first.bytes >= 0 && sig.bytes >= 0 && first.bytes !== sig.bytes && /Bcast|Allreduce|^MPI_Reduce$|Allgather|Alltoall$|Scan|Exscan/.test(fname)) {
        return this.raiseCode(r, fname, ERR.NOT_SAME, `Collective argument mismatch: rank ${r.rank} passed ${sig.bytes} bytes to ${fname} at ${fmtPos(sig.pos)} but rank ${first.rank} passed ${first.bytes} bytes at ${fmtPos(first.pos)}`);
      }
    }
    return 0;
  }
  /** Identity of a group across processes (disjoint comms from one split share a context ID). */
  private groupKey(g: number[]): string {
    let k = this.groupKeys.get(g);
    if (k === undefined) { k = g.length > 64 ? `${g.length}:${g[0]}:${g[g.length - 1]}:${g.reduce((x, y) => (x * 31 + y) | 0, 7)}` : g.join(','); this.groupKeys.set(g, k); }
    return k;
  }
  private groupKeys = new WeakMap<number[], string>();
  private collCalls = new Map<string, { fname: string; root: number; bytes: number; rank: number; pos?: SourcePos }[]>();

  private opKnown(p: ProcState, op: number): boolean {
    return BUILTIN_OPS[op | 0] !== undefined || p.ops.has(op | 0);
  }
  MPI_Op_create(r: RankProcess, a: unknown[]): Result {
    const [fn, commute, out] = a as number[];
    const p = this.proc(r);
    const h = p.opPool.take();
    p.ops.set(h, { fn, commute: commute !== 0 });
    r.m.st32(out, h);
    return 0;
  }
  MPI_Op_free(r: RankProcess, a: unknown[]): Result {
    const p = this.proc(r);
    const h = r.m.i32(a[0] as number) | 0;
    if (BUILTIN_OPS[h] !== undefined) return this.error(r, H.COMM_WORLD, 'MPI_Op_free', ERR.OP, 'Cannot free permanent MPI_Op', { kind: 'permop' }, a);
    if (p.ops.delete(h)) p.opPool.give(h);
    r.m.st32(a[0] as number, H.OP_NULL);
    return 0;
  }
  MPI_Op_commutative(r: RankProcess, a: unknown[]): Result {
    if (((a[0] as number) | 0) === H.OP_NULL) return this.error(r, H.COMM_WORLD, 'MPI_Op_commutative', ERR.OP, 'Null Op pointer', { kind: 'opptr' }, a);
    r.m.st32(a[1] as number, this.MPIR_Op_is_commutative(r, a) as number);
    return 0;
  }
  MPIR_Op_is_commutative(r: RankProcess, a: unknown[]): Result {
    const op = (a[0] as number) | 0;
    // MPICH counts MPI_REPLACE and MPI_NO_OP (one-sided only) as not commutative.
    if (BUILTIN_OPS[op] !== undefined) return op === H.OP_NULL || BUILTIN_OPS[op] === 'REPLACE' || BUILTIN_OPS[op] === 'NO_OP' ? 0 : 1;
    return this.proc(r).ops.get(op)?.commute ? 1 : 0;
  }
  __mpisim_op_user_fn(r: RankProcess, a: unknown[]): Result { return this.proc(r).ops.get((a[0] as number) | 0)?.fn ?? 0; }
  /** Builtin reduction: inout[i] = in[i] op inout[i], element by element in the type's kind. */
  __mpisim_reduce_builtin(r: RankProcess, a: unknown[]): Result {
    const [inbuf, inout, countRaw, dt, op] = a as number[];
    const count = Number(countRaw);
    const name = BUILTIN_OPS[op | 0];
    if (!name) return this.raiseCode(r, 'MPI_Reduce_local', ERR.OP, 'Invalid MPI_Op', { kind: 'op' });
    reduceBuiltin(r, name, inbuf, inout, count, dt, this.dtp(r.rank));
    return 0;
  }
  MPIR_Localcopy(r: RankProcess, a: unknown[]): Result {
    const [sbuf, scount, stype, rbuf, rcount, rtype] = a as number[];
    const data = this.dtp(r.rank).pack(r.m, sbuf, Number(scount), stype);
    const rsize = (this.dtp(r.rank).size(rtype) ?? 1) * Number(rcount);
    const n = Math.min(data.length, rsize);
    const es = this.dtp(r.rank).size(rtype) || 1;
    this.dtp(r.rank).unpack(r.m, rbuf, Math.floor(n / es), rtype, data.subarray(0, Math.floor(n / es) * es));
    return data.length > rsize ? this.raiseCode(r, 'MPIR_Localcopy', ERR.TRUNCATE, `Message truncated; ${data.length} bytes received but buffer size is ${rsize}`) : 0;
  }
  MPIR_Datatype_get_extent(r: RankProcess, a: unknown[]): Result { void r; return this.dtp(r.rank).extent(a[0] as number); }
  MPIR_Type_get_true_extent(r: RankProcess, a: unknown[]): Result {
    const [dt, lbPtr, extPtr] = a as number[];
    r.m.st64(lbPtr, 0);
    r.m.st64(extPtr, this.dtp(r.rank).extent(dt));
    return 0;
  }
  // ------------------------------------------------------------------ datatypes (./datatype.ts does the work)
  /** Runs a datatype operation, turning DatatypeError into MPI error handling. */
  private typeCall(r: RankProcess, fname: string, f: (t: DatatypeTable) => number | void, args?: unknown[]): Result {
    try {
      const v = f(this.dtp(r.rank).table);
      return typeof v === 'number' ? v : 0;
    } catch (e) {
      if (!(e instanceof DatatypeError)) throw e;
      if (e.fatal) { this.fatal(r, H.COMM_WORLD, fname, e.errorClass, e.detail); return BLOCK; }
      return this.error(r, H.COMM_WORLD, fname, e.errorClass, e.detail, args && typeCheck(e.detail), args);
    }
  }
  private ints(r: RankProcess, at: number, n: number): number[] { return Array.from({ length: n }, (_, k) => r.m.i32(at + 4 * k)); }
  private aints(r: RankProcess, at: number, n: number): number[] { return Array.from({ length: n }, (_, k) => Number(r.m.s64(at + 8 * k))); }
  private newType(r: RankProcess, fname: string, out: number, f: (t: DatatypeTable) => number): Result {
    return this.typeCall(r, fname, (t) => { r.m.st32(out, f(t)); });
  }
  MPI_Type_contiguous(r: RankProcess, a: unknown[]): Result { const [n, old, out] = a as number[]; return this.newType(r, 'MPI_Type_contiguous', out, (t) => t.contiguous(n, old >>> 0)); }
  MPI_Type_vector(r: RankProcess, a: unknown[]): Result { const [n, bl, st, old, out] = a as number[]; return this.newType(r, 'MPI_Type_vector', out, (t) => t.vector(n, bl, st, old >>> 0)); }
  MPI_Type_create_hvector(r: RankProcess, a: unknown[]): Result { const [n, bl, st, old, out] = a as number[]; return this.newType(r, 'MPI_Type_create_hvector', out, (t) => t.hvector(n, bl, Number(st), old >>> 0)); }
  MPI_Type_indexed(r: RankProcess, a: unknown[]): Result { const [n, bls, ds, old, out] = a as number[]; return this.newType(r, 'MPI_Type_indexed', out, (t) => t.indexed(n, this.ints(r, bls, n), this.ints(r, ds, n), old >>> 0)); }
  MPI_Type_create_hindexed(r: RankProcess, a: unknown[]): Result { const [n, bls, ds, old, out] = a as number[]; return this.newType(r, 'MPI_Type_create_hindexed', out, (t) => t.hindexed(n, this.ints(r, bls, n), this.aints(r, ds, n), old >>> 0)); }
  MPI_Type_create_indexed_block(r: RankProcess, a: unknown[]): Result { const [n, bl, ds, old, out] = a as number[]; return this.newType(r, 'MPI_Type_create_indexed_block', out, (t) => t.indexedBlock(n, bl, this.ints(r, ds, n), old >>> 0)); }
  MPI_Type_create_hindexed_block(r: RankProcess, a: unknown[]): Result { const [n, bl, ds, old, out] = a as number[]; return this.newType(r, 'MPI_Type_create_hindexed_block', out, (t) => t.hindexedBlock(n, bl, this.aints(r, ds, n), old >>> 0)); }
  MPI_Type_create_struct(r: RankProcess, a: unknown[]): Result { const [n, bls, ds, ts, out] = a as number[]; return this.newType(r, 'MPI_Type_create_struct', out, (t) => t.createStruct(n, this.ints(r, bls, n), this.aints(r, ds, n), this.ints(r, ts, n).map((x) => x >>> 0))); }
  MPI_Type_create_resized(r: RankProcess, a: unknown[]): Result { const [old, lb, ext, out] = a as number[]; return this.newType(r, 'MPI_Type_create_resized', out, (t) => t.createResized(old >>> 0, Number(lb), Number(ext))); }
  MPI_Type_create_subarray(r: RankProcess, a: unknown[]): Result {
    const [n, sizes, subs, starts, order, old, out] = a as number[];
    return this.newType(r, 'MPI_Type_create_subarray', out, (t) => t.createSubarray(n, this.ints(r, sizes, n), this.ints(r, subs, n), this.ints(r, starts, n), order, old >>> 0));
  }
  MPI_Type_dup(r: RankProcess, a: unknown[]): Result { const [old, out] = a as number[]; return this.newType(r, 'MPI_Type_dup', out, (t) => t.dup(old >>> 0)); }
  MPI_Type_commit(r: RankProcess, a: unknown[]): Result { const p = a[0] as number; return this.typeCall(r, 'MPI_Type_commit', (t) => t.commit(r.m.u32(p)), a); }
  MPIR_Type_free_impl(r: RankProcess, a: unknown[]): Result {
    const p = a[0] as number;
    return this.typeCall(r, 'MPI_Type_free', (t) => { t.free(r.m.u32(p)); r.m.st32(p, H.DATATYPE_NULL); }, a);
  }
  MPI_Type_size(r: RankProcess, a: unknown[]): Result { const [dt, out] = a as number[]; return this.typeCall(r, 'MPI_Type_size', (t) => { r.m.st32(out, t.size(dt >>> 0)); }); }
  MPI_Type_size_x(r: RankProcess, a: unknown[]): Result { const [dt, out] = a as number[]; return this.typeCall(r, 'MPI_Type_size_x', (t) => { r.m.st64(out, t.size(dt >>> 0)); }); }
  MPI_Type_get_extent(r: RankProcess, a: unknown[]): Result {
    const [dt, lb, ext] = a as number[];
    return this.typeCall(r, 'MPI_Type_get_extent', (t) => { const e = t.getExtent(dt >>> 0); r.m.st64(lb, e.lb); r.m.st64(ext, e.extent); });
  }
  MPI_Type_get_extent_x(r: RankProcess, a: unknown[]): Result { return this.MPI_Type_get_extent(r, a); }
  MPI_Type_get_true_extent(r: RankProcess, a: unknown[]): Result {
    const [dt, lb, ext] = a as number[];
    return this.typeCall(r, 'MPI_Type_get_true_extent', (t) => { const e = t.getTrueExtent(dt >>> 0); r.m.st64(lb, e.lb); r.m.st64(ext, e.extent); });
  }
  MPI_Type_get_true_extent_x(r: RankProcess, a: unknown[]): Result { return this.MPI_Type_get_true_extent(r, a); }
  MPI_Type_get_envelope(r: RankProcess, a: unknown[]): Result {
    const [dt, ni, na, nd, comb] = a as number[];
    return this.typeCall(r, 'MPI_Type_get_envelope', (t) => {
      const e = t.getEnvelope(dt >>> 0);
      r.m.st32(ni, e.numIntegers); r.m.st32(na, e.numAddresses); r.m.st32(nd, e.numDatatypes); r.m.st32(comb, e.combiner);
    });
  }
  MPI_Type_get_contents(r: RankProcess, a: unknown[]): Result {
    const [dt, mi, ma, md, ints, addrs, types] = a as number[];
    return this.typeCall(r, 'MPI_Type_get_contents', (t) => {
      const c = t.getContents(dt >>> 0, mi, ma, md);
      c.integers.forEach((v, k) => r.m.st32(ints + 4 * k, v));
      c.addresses.forEach((v, k) => r.m.st64(addrs + 8 * k, v));
      c.datatypes.forEach((v, k) => r.m.st32(types + 4 * k, v));
    });
  }
  MPI_Type_get_name(r: RankProcess, a: unknown[]): Result {
    const [dt, buf, len] = a as number[];
    return this.typeCall(r, 'MPI_Type_get_name', (t) => { const n = t.getName(dt >>> 0); r.m.writeBytes(buf, n + '\0'); r.m.st32(len, n.length); });
  }
  MPI_Type_set_name(r: RankProcess, a: unknown[]): Result { const [dt, name] = a as number[]; return this.typeCall(r, 'MPI_Type_set_name', (t) => t.setName(dt >>> 0, r.m.cstring(name))); }
  MPI_Type_lb(r: RankProcess, a: unknown[]): Result { const [dt, out] = a as number[]; return this.typeCall(r, 'MPI_Type_lb', (t) => { r.m.st64(out, t.getExtent(dt >>> 0).lb); }); }
  MPI_Type_ub(r: RankProcess, a: unknown[]): Result { const [dt, out] = a as number[]; return this.typeCall(r, 'MPI_Type_ub', (t) => { const e = t.getExtent(dt >>> 0); r.m.st64(out, e.lb + e.extent); }); }
  MPI_Type_extent(r: RankProcess, a: unknown[]): Result { const [dt, out] = a as number[]; return this.typeCall(r, 'MPI_Type_extent', (t) => { r.m.st64(out, t.getExtent(dt >>> 0).extent); }); }
  MPI_Pack(r: RankProcess, a: unknown[]): Result {
    const [inbuf, incount, dt, outbuf, outsize, posPtr] = a as number[];
    return this.typeCall(r, 'MPI_Pack', (t) => { const mem = { read: (x: number, n: number) => r.m.readBytes(x, n), write: (x: number, b: Uint8Array) => { r.m.range(x, b.length, true); r.m.U8.set(b, x); } }; r.m.st32(posPtr, t.pack(mem, inbuf, incount, dt >>> 0, outbuf, outsize, r.m.i32(posPtr))); });
  }
  MPI_Unpack(r: RankProcess, a: unknown[]): Result {
    const [inbuf, insize, posPtr, outbuf, outcount, dt] = a as number[];
    return this.typeCall(r, 'MPI_Unpack', (t) => { const mem = { read: (x: number, n: number) => r.m.readBytes(x, n), write: (x: number, b: Uint8Array) => { r.m.range(x, b.length, true); r.m.U8.set(b, x); } }; r.m.st32(posPtr, t.unpack(mem, inbuf, insize, r.m.i32(posPtr), outbuf, outcount, dt >>> 0)); });
  }
  MPI_Pack_size(r: RankProcess, a: unknown[]): Result {
    const [count, dt, , out] = a as number[];
    return this.typeCall(r, 'MPI_Pack_size', (t) => { r.m.st32(out, t.packSize(count, dt >>> 0)); });
  }
  MPI_Get_address(r: RankProcess, a: unknown[]): Result { r.m.st64(a[1] as number, a[0] as number); return 0; }

  MPIR_Err_return_comm(r: RankProcess, a: unknown[]): Result {
    const [h, fnamePtr, err] = a as number[];
    if (err === 0) return 0;
    return this.handle(r, h, r.m.cstring(fnamePtr), err);
  }
  __mpisim_error(r: RankProcess, a: unknown[]): Result {
    const [h, fnamePtr, cls, msgPtr] = a as number[];
    return this.error(r, h, r.m.cstring(fnamePtr), cls, r.m.cstring(msgPtr));
  }
}

// ------------------------------------------------------------------ helpers


/** The binding check behind a datatype error of ./datatype.ts, for MPICH's two-frame stack. */
function typeCheck(detail: string): MpiCheck | undefined {
  if (detail === 'Cannot free permanent data type') return { kind: 'dtypeperm' };
  if (detail === 'Datatype has not been committed') return { kind: 'dtypecommit' };
  if (/is a null datatype$/.test(detail)) return { kind: 'dtypenull', arg: 'datatype' };
  if (detail.startsWith('Invalid datatype')) return { kind: 'dtype' };
  const neg = /^Negative count, value is (-?\d+)$/.exec(detail);
  return neg ? { kind: 'countneg', value: Number(neg[1]) } : undefined;
}

/** Whether a predefined operation applies to a datatype kind (MPI-3 §5.9.2). */
function opAllowed(op: string | undefined, kind: string | undefined): boolean {
  if (!op || !kind) return true; // user-defined operation or derived datatype: not checked here
  if (op === 'MAXLOC' || op === 'MINLOC') return kind === 'pair';
  if (kind === 'pair') return op === 'REPLACE' || op === 'NO_OP';
  if (kind === 'f') return !/^(BAND|BOR|BXOR|LAND|LOR|LXOR)$/.test(op);
  return true;
}

/** One builtin reduction over `count` elements of a predefined type (MPICH's MPIR_*_check/op functions). */
function reduceBuiltin(r: RankProcess, op: string, inbuf: number, inout: number, count: number, dt: number, ops: DatatypeOps): void {
  const m = r.m;
  const kind = ops.kind(dt);
  if (op === 'NO_OP') return;
  if (kind === 'pair' || op === 'MAXLOC' || op === 'MINLOC') {
    // value-index pairs: (float|double|long|short|int, int)
    const ext = ops.extent(dt);
    const h = dt >>> 0;
    const valSize = h === 0x8c000001 || h === 0x8c000002 ? 8 : h === 0x8c000003 ? 2 : 4;
    const isF = h === 0x8c000000 || h === 0x8c000001;
    const idxOff = h === 0x8c000003 ? 4 : valSize;
    for (let k = 0; k < count; k++) {
      const a = inbuf + k * ext, b = inout + k * ext;
      const va = isF ? (valSize === 8 ? m.f64(a) : m.f32(a)) : valSize === 8 ? Number(m.s64(a)) : valSize === 2 ? m.i16(a) : m.i32(a);
      const vb = isF ? (valSize === 8 ? m.f64(b) : m.f32(b)) : valSize === 8 ? Number(m.s64(b)) : valSize === 2 ? m.i16(b) : m.i32(b);
      const ia = m.i32(a + idxOff), ib = m.i32(b + idxOff);
      const better = op === 'MAXLOC' ? va > vb : va < vb;
      if (better || (va === vb && ia < ib)) m.copy(b, a, ext);
    }
    return;
  }
  const size = ops.size(dt) ?? 0;
  for (let k = 0; k < count; k++) {
    const a = inbuf + k * size, b = inout + k * size;
    if (kind === 'f') {
      const v = applyFloatOp(op, size === 4 ? m.f32(a) : m.f64(a), size === 4 ? m.f32(b) : m.f64(b));
      if (size === 4) m.stf32(b, v); else m.stf64(b, v);
      continue;
    }
    // Observed on MPICH 4.0.2 (test/mpi/coll_reduce_ops.c): MAX and MIN on MPI_UNSIGNED compare
    // as signed ints (0xF0F0F0F0 < 0x78787878), so mpisim does the same.
    const signed = kind === 'i' || ((dt | 0) === 0x4c000406 && (op === 'MAX' || op === 'MIN'));
    const read = (p: number): bigint => size === 1 ? BigInt(signed ? m.i8(p) : m.u8(p)) : size === 2 ? BigInt(signed ? m.i16(p) : m.u16(p)) : size === 4 ? BigInt(signed ? m.i32(p) : m.u32(p)) : BigInt.asIntN(64, m.i64(p));
    const w = BigInt.asUintN(size * 8, applyIntOp(op, read(a), read(b)));
    if (size === 1) m.st8(b, Number(w)); else if (size === 2) m.st16(b, Number(w)); else if (size === 4) m.st32(b, Number(w)); else m.st64(b, w);
  }
}

const BSEND_OVERHEAD = 96; // MPI_BSEND_OVERHEAD in MPICH 4.0.2's mpi.h
/** MPICH 4.0.2's communicator hints (ch4:ucx registers the multi-NIC and VCI ones), in its order. */
const COMM_HINTS: readonly { key: string; bool: boolean; dflt: number }[] = [
  { key: 'mpi_assert_no_any_tag', bool: true, dflt: 0 }, { key: 'mpi_assert_no_any_source', bool: true, dflt: 0 },
  { key: 'mpi_assert_exact_length', bool: true, dflt: 0 }, { key: 'mpi_assert_allow_overtaking', bool: true, dflt: 0 },
  { key: 'enable_multi_nic_striping', bool: true, dflt: 1 }, { key: 'enable_multi_nic_hashing', bool: true, dflt: 1 },
  { key: 'multi_nic_pref_nic', bool: false, dflt: -1 }, { key: 'sender_vci', bool: false, dflt: -1 },
  { key: 'receiver_vci', bool: false, dflt: -1 }, { key: 'vci', bool: false, dflt: -1 },
];
/** C's atoi: leading blanks, a sign, digits; 0 when there are none. */
function atoi(s: string): number {
  const m = /^[ \t\n\v\f\r]*([+-]?\d+)/.exec(s);
  return m ? Number(m[1]) | 0 : 0;
}

/** The frame MPICH's wait and test loops add to an error a request completed with (src/mpi/request/request_impl.c, 4.0.2). */
const WAIT_FRAMES: Readonly<Record<string, string>> = { MPI_Wait: 'MPIR_Wait(911)', MPI_Test: 'MPIR_Test(325)', MPI_Waitany: 'MPIR_Waitany(1281)', MPI_Testany: 'MPIR_Testany(683)' };

const BEFORE_INIT = new Set(['MPI_Initialized', 'MPI_Finalized', 'MPI_Get_version', 'MPI_Get_library_version', 'MPI_Wtime', 'MPI_Wtick', 'MPI_Error_class', 'MPI_Error_string']);
const AFTER_FINALIZE = new Set(['MPI_Initialized', 'MPI_Finalized', 'MPI_Get_version', 'MPI_Get_library_version', 'MPI_Error_class', 'MPI_Error_string']);

/** Row-major coordinates of `rank` in a grid (MPI's Cartesian numbering). */
function cartCoords(dims: number[], rank: number): number[] {
  const out = new Array(dims.length).fill(0);
  for (let k = dims.length - 1; k >= 0; k--) { out[k] = rank % dims[k]; rank = Math.floor(rank / dims[k]); }
  return out;
}

/**
 * MPI_Dims_create as MPICH 4.0.2 computes it: the prime factors of what the free dimensions
 * must hold, largest first, each multiplied into the currently smallest free dimension; the
 * free dimensions then get these values in decreasing order. Errors carry MPICH's frame.
 */
export function dimsCreate(nnodes: number, dims: number[]): number[] | { location: string; message: string } {
  const neg = dims.findIndex((d) => d < 0);
  if (neg >= 0) return { location: 'MPIR_Dims_create(582)', message: `Negative value in array dims[${neg}] (value is ${dims[neg]})` };
  const fixed = dims.filter((d) => d > 0).reduce((x, y) => x * y, 1);
  if (nnodes % fixed !== 0) return { location: 'MPIR_Dims_create(597)', message: 'Cannot partition nodes as requested ' };
  const free = dims.filter((d) => d === 0).length;
  if (free === 0) return dims.slice();
  let rest = nnodes / fixed;
  const factors: number[] = [];
  for (let f = 2; f * f <= rest; f++) while (rest % f === 0) { factors.push(f); rest /= f; }
  if (rest > 1) factors.push(rest);
  factors.sort((x, y) => y - x);
  const vals = new Array(free).fill(1);
  for (const f of factors) {
    let k = 0;
    for (let j = 1; j < free; j++) if (vals[j] < vals[k]) k = j;
    vals[k] *= f;
  }
  vals.sort((x, y) => y - x);
  let v = 0;
  return dims.map((d) => (d > 0 ? d : vals[v++]));
}

function procNullStatus(): Status { return { source: H.PROC_NULL, tag: H.ANY_TAG, bytes: 0, error: 0, cancelled: false }; }
function rankText(x: number): string { return x === H.ANY_SOURCE ? 'ANY_SOURCE' : String(x); }
function tagText(x: number): string { return x === H.ANY_TAG ? 'ANY_TAG' : String(x); }
function fmtPos(p?: SourcePos): string { return p ? `${p.file}:${p.line}:${p.col}` : '?'; }

export function commName(h: number): string {
  if ((h | 0) === H.COMM_WORLD) return 'MPI_COMM_WORLD';
  if ((h | 0) === H.COMM_SELF) return 'MPI_COMM_SELF';
  if ((h | 0) === H.COMM_NULL) return 'MPI_COMM_NULL';
  return 'comm=0x' + (h >>> 0).toString(16);
}

type ApiFn = (r: RankProcess, a: unknown[], site: number) => Result;
type ApiTable = Record<string, ApiFn>;
interface Api {
  name: string;
  owner: object | undefined;
  fn: ApiFn | undefined;
  /** An MPI_ function (the user's calls are traced; MPIR_/MPIC_ ones are MPICH's internals). */
  mpi: boolean;
  beforeInit: boolean;
  afterFinalize: boolean;
}

/** Why a rank (or a nonblocking collective's coroutine) waits, and when it may go on. */
class Wait implements Blocker {
  constructor(readonly call: string, private text: string | (() => string), readonly check: () => number | undefined, readonly waitsFor: () => number[], readonly site: number) {}
  get detail(): string {
    if (typeof this.text !== 'string') this.text = this.text();
    return this.text;
  }
}

/** MPICH's builtin completed requests as requests: complete, of no call (no trace records), freed by nothing. */
function builtinRequest(handle: number, kind: 'send' | 'recv', status: Status | undefined): Request {
  return {
    handle, kind, persistent: false, active: true, complete: true, cancelled: false, released: false, comm: H.COMM_NULL, ctx: 0,
    peer: H.PROC_NULL, tag: H.ANY_TAG, buf: 0, count: 0, datatype: 0, bytes: 0, call: '', postedTime: 0, coll: false, status,
  };
}
const BUILTIN_SEND = builtinRequest(H.REQUEST_COMPLETE_SEND, 'send', undefined);
/**
 * MPICH 4.0.2's builtin receive, one per process: its status starts zeroed (source 0, tag 0,
 * count 0), and an MPI_Sendrecv or MPI_Sendrecv_replace from MPI_PROC_NULL leaves MPI_PROC_NULL's
 * status in it for every later receive from MPI_PROC_NULL (measured: test/mpi/p2p_status_fields.c).
 */
function builtinRecv(): Request {
  return builtinRequest(H.REQUEST_COMPLETE_RECV, 'recv', { source: 0, tag: 0, bytes: 0, error: 0, cancelled: false });
}

const BUILTIN_NO_PROC_RECV = builtinRequest(H.REQUEST_NO_PROC_RECV, 'recv', procNullStatus());

function isBuiltinRequest(h: number): boolean {
  return (h | 0) === H.REQUEST_COMPLETE_SEND || (h | 0) === H.REQUEST_COMPLETE_RECV || (h | 0) === H.REQUEST_NO_PROC_RECV;
}

function validTag(tag: number, recv: boolean): boolean {
  return (tag >= 0 && tag <= H.TAG_UB) || (recv && tag === H.ANY_TAG);
}

/** MPICH's matching rule: context id, then source and tag (wildcards on the receive side only); FIFO. */
function matchPosted(posted: Request[], m: Message): number {
  for (let k = 0; k < posted.length; k++) {
    const q = posted[k];
    if (q.ctx === m.ctx && (q.peer === H.ANY_SOURCE || q.peer === m.src) && (q.tag === H.ANY_TAG || q.tag === m.tag)) return k;
  }
  return -1;
}
function matchUnexpected(unexpected: Message[], q: Request): number {
  for (let k = 0; k < unexpected.length; k++) {
    const m = unexpected[k];
    if (m.ctx === q.ctx && (q.peer === H.ANY_SOURCE || m.src === q.peer) && (q.tag === H.ANY_TAG || m.tag === q.tag)) return k;
  }
  return -1;
}
/** Removes and returns queue[k] (the head, almost always). */
function take<T>(queue: T[], k: number): T {
  return k === 0 ? queue.shift()! : queue.splice(k, 1)[0];
}

/** A blocking call waiting for its own request (MPI_Recv, a synchronous or rendezvous MPI_Send...). */
class RequestWait implements Blocker {
  site = -1;
  call = '';
  private r!: RankProcess;
  private req!: Request;
  private statusPtr = 0;
  private fname = '';
  constructor(private rt: MpiRuntime, private p: ProcState) {}
  set(r: RankProcess, req: Request, statusPtr: number, fname: string, call: string): this {
    this.r = r; this.req = req; this.statusPtr = statusPtr; this.fname = fname; this.call = call; this.site = r.site;
    return this;
  }
  get detail(): string { return describeReq(this.req, this.p.comms.get(this.req.comm)); }
  check(): number | undefined {
    if (!this.req.complete) return undefined;
    this.p.waiting = undefined;
    return this.rt.finishBlocking(this.r, this.req, this.statusPtr, this.fname);
  }
  waitsFor(): number[] { return this.rt.waitsForReq(this.p, this.req); }
}

function describeReq(q: Request, c: Comm | undefined): string {
  const who = q.kind === 'send' ? `dest ${q.peer}` : `src ${rankText(q.peer)}`;
  return `${who}, tag ${tagText(q.tag)}${c && c.handle !== H.COMM_WORLD ? `, ${c.name || commName(c.handle)}` : ''}${q.coll ? ', collective' : ''}`;
}

function compareGroups(a: number[], b: number[]): number {
  if (a.length === b.length && a.every((x, k) => x === b[k])) return H.IDENT;
  if (a.length === b.length && a.every((x) => b.includes(x))) return H.SIMILAR;
  return H.UNEQUAL;
}

void idFromPrefix; void hex16;
registerSysFunctions([MpiRuntime, DynamicProcesses, Rma].flatMap((c) => Object.getOwnPropertyNames(c.prototype)).filter((n) => /^(MPI_|MPIR_|MPIC_|__mpisim_)/.test(n)));
export type { I64 };
