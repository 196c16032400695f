/**
 * The processes of the simulated job as the MPI layer sees them (MPICH's MPIR_Process, one per
 * process): their ProcState (state.ts), their clocks, where the user called into MPI, and the
 * job's process groups. The base of the core: ./eventlog.ts, ./progress.ts and ./dispatch.ts
 * build on it, and every chapter reaches the processes through it.
 */
import type { RankProcess } from '../../runtime/rank';
import type { SourcePos } from '../../c/diagnostics';
import { LAYOUTS, type ContextIdLayout, type LayoutName } from '../contextId';
import type { Comm, Message, ProcState, Request } from '../state';
import { ProcRecord } from './procRecord';
import { ProcessGroups, type SpawnHost } from './pg';
import { SharedSegments } from './shm';
import { WildcardMatches, type WildcardOptions } from './wildcards';

export const BLOCK = true;

export type Result = number | typeof BLOCK;

export interface Blocked {
  rank: number;
  call: string;
  detail: string;
  pos?: SourcePos;
  waitsFor: number[];
}

export interface WorldLike {
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

export type MpiNotice =
  | { kind: 'unmatched'; rank: number; text: string }
  /** A finding of the usage checker (../check): `related` is the other side (the peer's call, where a handle was made). */
  | { kind: 'check'; rank: number; text: string; check: string; pos?: SourcePos; related?: { rank: number; pos?: SourcePos; what: string } };

/**
 * Where the usage checker (../check) looks into the core: deliveries (before and after the bytes
 * move), wakes of a main program or a POSIX thread, and a nonblocking collective's progress run
 * outside any call of the program (its main thread in pthread_join): after the last two, what
 * the process's memory holds is MPI's writes.
 */
export interface CheckHooks {
  deliver?(dest: number, recv: Request, msg: Message, from: Request | undefined, after: boolean): void;
  wake?(k: number): void;
  /** A process put a message in flight (before it is matched) to process `dest`, for its send request `req`. */
  sent?(k: number, msg: Message, dest: number, req: Request): void;
  /** Process `k` made a communicator object: its context ID may be one a freed communicator had. */
  commCreated?(k: number, comm: Comm): void;
}

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
  /** The usage checks to run (../check/findings.ts CHECK_NAMES); none when absent or empty. */
  checks?: ReadonlySet<string>;
  /** Record wildcard matches and their alternatives, or impose some (mpisim run --explore, --replay: ./wildcards.ts). */
  wildcards?: WildcardOptions;
}

/** Largest message MPICH 4.0.2 (ch4:ucx, one node) sends eagerly, measured: 8255 bytes go, 8256 wait. */
export const DEFAULT_EAGER_LIMIT = 8255;
/**
 * Largest message a process sends itself eagerly on a communicator of two or more (UCX's self
 * transport), measured with MPI_Isend's handle (test/mpi/p2p_self_comm.c): 8191 bytes give the
 * builtin completed request, 8192 a request that waits for the receive.
 */
export const SELF_EAGER_LIMIT = 8191;

export const SECONDS_PER_STATEMENT = 1e-9;

export function fmtPos(p?: SourcePos): string { return p ? `${p.file}:${p.line}:${p.col}` : '?'; }

/** An array of C ints (MPI's int[] arguments). */
export function ints(r: RankProcess, at: number, n: number): number[] { return Array.from({ length: n }, (_, k) => r.m.i32(at + 4 * k)); }
/** An array of MPI_Aint. */
export function aints(r: RankProcess, at: number, n: number): number[] { return Array.from({ length: n }, (_, k) => Number(r.m.s64(at + 8 * k))); }

export class MpiProcesses {
  readonly procs: ProcState[] = [];
  /** Freed communicators, kept for the debugger's views (shown as freed). */
  readonly freedComms: Comm[] = [];
  readonly layout: ContextIdLayout;
  readonly eagerLimit: number;
  readonly ranksPerNode: number;
  readonly latency: number;
  readonly secondsPerByte: number;
  /** Keep the event log (./eventlog.ts) and the connections the debugger's views show. */
  readonly logging: boolean;
  /** Process groups and nodes (MPI_Comm_spawn adds groups: ../dynamic). */
  readonly pg: ProcessGroups;
  /** MPI_Win_allocate_shared's node segments, whose stores reach the other ranks as shared memory's do (./shm.ts). */
  readonly shm: SharedSegments;
  /** The usage checker's hooks (../check), empty without it. */
  readonly hooks: CheckHooks = {};
  /** Wildcard matches recorded or imposed (./wildcards.ts); absent in an ordinary run. */
  readonly wildcards?: WildcardMatches;
  /** What each chapter sets up in a new process (its datatypes, MPI_COMM_WORLD and MPI_COMM_SELF...). */
  private processSetup: ((r: RankProcess, p: ProcState) => void)[] = [];

  constructor(readonly world: WorldLike, readonly opts: MpiOptions) {
    this.layout = LAYOUTS[opts.layout ?? 'mpich'];
    this.eagerLimit = opts.eagerLimit ?? DEFAULT_EAGER_LIMIT;
    this.ranksPerNode = opts.ranksPerNode ?? 0; // 0: all on one node
    this.latency = opts.latency ?? 1e-6;
    this.secondsPerByte = 1 / (opts.bandwidth ?? 1e10);
    this.logging = opts.eventLog ?? true;
    this.pg = new ProcessGroups(this.ranksPerNode, () => world.initialSize, () => { const h = world.spawnHost; return h && ((k: number) => h.exited(k)); });
    this.shm = new SharedSegments((k) => world.ranks[k]);
    if (opts.wildcards) this.wildcards = new WildcardMatches(opts.wildcards, (k) => this.userPos(world.ranks[k]));
  }
  /** Runs `f` on every new process's state, once, when the process first touches MPI. */
  onNewProcess(f: (r: RankProcess, p: ProcState) => void): void { this.processSetup.push(f); }
  proc(r: RankProcess): ProcState {
    // The rank carries its state: a field read, where the table may be sparse (ranks start MPI in any order).
    const own = r.mpi as ProcState | undefined;
    if (own !== undefined) return own;
    let p = this.procs[r.rank];
    if (!p) {
      const g = this.pg.group(r.rank);
      p = new ProcRecord({ index: r.rank, pg: g.pg, pgRank: g.pg === 0 ? r.rank : g.members.indexOf(r.rank) }, this.layout);
      this.procs[r.rank] = p;
      for (const f of this.processSetup) f(r, p);
    }
    r.mpi = p;
    return p;
  }
  /** MPICH's node id of a process (MPIR_Process.node_map in its own world; placement in ../dynamic/pg.ts). */
  nodeOf(procIndex: number): number {
    return this.pg.nodeId(procIndex);
  }
  clock(r: RankProcess): number {
    return r.ticks * SECONDS_PER_STATEMENT + this.proc(r).clockOffset;
  }
  advanceTo(r: RankProcess, t: number): void {
    const now = this.clock(r);
    if (t > now) this.proc(r).clockOffset += t - now;
  }
  /**
   * The arguments of the C library function now calling into the runtime (its frame's
   * parameters), for MPICH's "MPI_X(args...) failed" line of errors found inside the library.
   */
  frameArgs(r: RankProcess, F = r.top): unknown[] | undefined {
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
    // Inside a nonblocking collective's coroutine: the user's call that started it.
    return r.current ? this.startedAt.get(r.current) : undefined;
  }
  /** Where the user's call that started each coroutine (a nonblocking collective) was. */
  readonly startedAt = new WeakMap<object, SourcePos | undefined>();
  /** MPIR_Comm_get_ptr: the process's communicator with handle `handle`, if it is one and not freed. */
  comm(p: ProcState, handle: number): Comm | undefined {
    // The last communicator used answers most lookups without the Map (whose keys, handles
    // beyond 2^30, are boxed numbers).
    const last = p.lastComm;
    if (last !== undefined && last.handle === handle && !last.freed) return last;
    const c = p.comms.get(handle | 0);
    if (c === undefined || c.freed) return undefined;
    p.lastComm = c;
    return c;
  }  /** Open MPI's model: a connection to a peer opens on first use; we record when. */
  openConnection(p: ProcState, dest: number, r: RankProcess, why: string): void {
    if (dest === p.lastPeer || dest === p.id.index) return;
    p.lastPeer = dest;
    // Only the debugger's views show them: a plain run keeps none (at 100,000 processes, each with
    // its allreduce's 17 peers, they would cost 300 MB).
    if (!this.logging || p.connections.has(dest)) return;
    p.connections.set(dest, { time: this.clock(r), pos: this.userPos(r), reason: why });
  }
}
