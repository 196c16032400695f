/**
 * MPICH's argument checks (the MPIR_ERRTEST_* macros of its generated bindings) in one place,
 * for every function whose binding the error tables describe (errors/bindings.ts): NULL output
 * pointers (ARGNULL), negative counts and sizes (COUNT, ARGNEG), communicator, datatype and group
 * handles that are null, freed, garbage or of another kind, ranks and tags out of range, in the
 * binding's order. The dispatcher runs a function's checks before its chapter (core/dispatch.ts
 * `validator`), so a chapter never sees a NULL pointer it would write through.
 *
 * Point-to-point, completion and collective calls check their handles on their own fast path
 * (pt2pt/engine.ts checkP2P, coll/coll_impl.ts): for them the checks here run only when a
 * pointer argument is NULL or a count negative, which a correct program never passes, so the
 * message rate does not pay for them.
 */
import type { RankProcess } from '../../runtime/rank';
import mpiHeader from '../../c/include/mpi.h';
import largeCountHeader from '../../c/include/mpi_large_count.h';
import mpioHeader from '../../c/include/mpio.h';
import toolsHeader from '../../c/include/mpi_t.h';
import * as H from '../handles';
import { ERR } from '../errclass';
import { MPI_ERR_DISP, MPI_ERR_SIZE } from '../errors/errcodes';
import { collBuffersAliased, type AliasCall } from './alias';
import { MPI_ORDER_C, MPI_ORDER_FORTRAN } from '../datatype/typerep/typerep';
import { predefinedSize } from '../datatype/typerep/predefined';
import { BUILTIN_OPS, OP_CHECK_DTYPE, opAllowed } from '../ops';
import { argConversions, mpiBinding, type MpiArgValue, type MpiCheck } from '../errors';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { DatatypeImpl } from '../datatype/datatype_impl';
import type { GroupUtil } from '../group/grouputil';
import type { Topology } from '../state';

/** One check of a function, with the position of the argument it reads. */
interface Check {
  macro: string;
  idx: number;
  arg: string;
  /** The arrays whose elements the chapter checks before this check (MPI_Type_create_subarray's): when one is NULL, the chapter goes first. */
  unlessNullIdx?: number[];
  /** Its line in MPICH's binding (the order MPICH runs the checks in). */
  line?: number;
  /** For ARGNULL of an array or buffer, and a buffer's datatype: the count argument that must be positive for it to be checked. */
  countIdx?: number;
  /** The handle is read through the pointer argument (MPI_Comm_free's *comm). */
  deref?: boolean;
  /** For USERBUFFER: the datatype argument of the buffer (its count is countIdx). */
  dtIdx?: number;
  /** For ARGNULL of a pointer checked only when the int this argument points to is not 0. */
  nonzeroAtIdx?: number;
  /** For ARGNULL of an array read only when the communicator's Cartesian topology has dimensions. */
  cartDims?: boolean;
  /** For MPI_Dims_create's dims: the (nnodes, ndims) arguments; not checked when they are (1, 0). */
  unlessSingleNode?: [number, number];
  /** MPI_Intercomm_create's leader checks: the local communicator, and for the remote leader the peer one. */
  leaders?: { localComm: number; localLeader: number; peerComm?: number };
  /** A collective's send or receive argument: checked only where the call reads it (makeCollValidator). */
  side?: 'send' | 'recv';
  /** A neighbourhood collective's array: one entry per neighbour, not per member. */
  neighbor?: boolean;
  /** The displacements (displsIdx) are MPI_Aint, 8 bytes each (MPI_Neighbor_alltoallw's). */
  wideDispls?: boolean;
  /**
   * A vector collective's buffer (USERBUFFER_EACH): the displacements argument (MPICH checks the
   * buffer for each i whose displacement is 0), or 'rank' / 'sum' for MPI_Reduce_scatter's
   * recvcounts[rank] and their sum; `typesIdx` for MPI_Alltoallw's array of datatypes.
   */
  displsIdx?: number | 'rank' | 'sum';
  typesIdx?: number;
  /** MPI_Get_accumulate's origin checks: made only when the op (this argument) is not MPI_NO_OP. */
  unlessNoOpIdx?: number;
  /** A reduction's op check: the datatype argument a predefined op must be defined for. */
  dtIdx2?: number;
}

/** The checks of one function and which argument's communicator takes the error. */
interface Validator {
  fname: string;
  checks: Check[];
  commIdx: number;
  /**
   * Where MPICH's binding turns the handle into comm_ptr: an error found before that line goes to
   * MPI_COMM_WORLD's handler (MPIR_Err_return_comm(NULL, ...)), one after to the communicator's.
   */
  commPtrLine?: number;
  /** The window check, whose window's error handler takes the error (functions MPICH ends with MPIR_Err_return_win). */
  win?: Check;
  /** A point-to-point call's peers (dest, source) and message handle read by address (MPI_Mrecv's). */
  peers?: { idx: number; message: boolean }[];
  /** MPI_Unpack's insize: at 0 MPICH's typerep_do_unpack returns before it reads the type. */
  insizeIdx?: number;
  /** MPI_Bcast and MPI_Ibcast (not the persistent form, whose request holds the type). */
  bcast?: boolean;
}

/** What the checks need of a window: its error handler and its group's size (../rma). */
export interface WindowLookup {
  window(r: RankProcess, h: number): { errhandler: number; handle: number; size: number; dynamic: boolean } | undefined;
}

export type ArgValidate = (r: RankProcess, args: unknown[]) => Result | undefined;
/** A collective's datatype, count, buffer, aliasing and request checks (and a nonblocking one's op and root) on a valid communicator: an error code, or undefined. */
export type CollValidate = (r: RankProcess, args: unknown[], comm: CollComm) => number | undefined;
/** What a collective's checks read of its communicator. */
export interface CollComm { kind: string; rank: number; group: ArrayLike<number>; remoteGroup?: ArrayLike<number>; topo?: Topology }
/** What the checks need of the ops: whether a handle names one (../coll/op). */
export interface OpLookup {
  opKnown(p: ReturnType<MpiCore['proc']>, op: number): boolean;
}

/** Functions whose chapter checks handles, ranks and tags itself on a tuned path. */
const LAZY = /^MPI_((Send|Isend|Bsend|Ibsend|Ssend|Issend|Rsend|Irsend|Recv|Irecv)(_init)?$|Wait|Test|Start|Cancel|Request_free|Request_get_status|(I|P)?(Allgather|Allgatherv|Allreduce|Alltoall|Alltoallv|Alltoallw|Barrier|Bcast|Exscan|Gather|Gatherv|Reduce|Reduce_scatter|Reduce_scatter_block|Scan|Scatter|Scatterv|allgather|allgatherv|allreduce|alltoall|alltoallv|alltoallw|barrier|bcast|exscan|gather|gatherv|reduce|reduce_scatter|reduce_scatter_block|scan|scatter|scatterv)(_init)?$|Ineighbor|Neighbor)/;
/** Checks made here (the rest, and element checks of arrays, stay with the chapters). */
const MADE = new Set(['ARGNULL', 'ARGNEG', 'ARGNONPOS', 'COUNT', 'COMM', 'COMM_PTR', 'DATATYPE', 'DATATYPE_PTR', 'COMMITTED', 'GROUP', 'GROUP_PTR', 'RANK', 'SEND_RANK', 'RECV_RANK', 'SEND_TAG', 'RECV_TAG', 'ERRHANDLER', 'USERBUFFER', 'INFO', 'INFO_OR_NULL', 'WIN',
  // One-sided operations: the displacement, the accumulate ops, MPI_Compare_and_swap's datatype.
  'DISP', 'OP_ACC', 'OP_GACC', 'TYPE_RMA_ATOMIC', 'WIN_SIZE', 'WIN_DISPUNIT']);
const HANDLE_CHECK = /^(COMM|COMM_PTR|DATATYPE|DATATYPE_PTR|COMMITTED|GROUP|GROUP_PTR|ERRHANDLER|WIN|INFO|INFO_OR_NULL)$/;
/** Collectives check datatypes and counts only where the call reads them (root, not MPI_IN_PLACE): coll_impl does. */
const COLLECTIVE = /gather|scatter|reduce|alltoall|bcast|scan|allreduce|neighbor/i;
const COUNT_PARAM = /^(count|incount|n|sendcount|recvcount)$/;
/**
 * A collective's op, root and aliasing checks: a blocking one makes them in MPIR_Coll_enter
 * (coll/coll_impl.ts) and a nonblocking or persistent one at the call (its coroutine runs too
 * late), both in the binding's order (a reduction's op, and whether it is defined for the
 * datatype, before the datatype).
 */
const AT_START = /^(OP|OP_PTR|INTRA_ROOT|INTER_ROOT|ALIAS_COLL)$/;
/**
 * Functions that read only what a freed type's pool slot keeps (is_committed, the bounds, the
 * name: table.ts FreedSlot), so MPICH answers them from the freed object as from the live one;
 * elsewhere MPICH reads the size field (the free list's link) or the freed typerep, and a freed
 * type that passed the checks is mpisim's error.
 */
const READS_SLOT = /^MPI_Type_(commit|get_extent(_x)?|get_true_extent(_x)?|extent|lb|ub|get_name|set_name)$/;
/** Deprecated MPI-1 functions MPICH implements by calling their successor, whose checks and message they give. */
const CALLS: Record<string, string> = { MPI_Keyval_create: 'MPI_Comm_create_keyval', MPI_Keyval_free: 'MPI_Comm_free_keyval' };
/** Pointers MPICH checks only when the int another argument points to is not 0 (`if (*pset_len)` around the ARGNULL). */
const READ_IF: Record<string, string> = { 'MPI_Session_get_nth_pset pset_name': 'pset_len' };
/**
 * Arrays MPICH checks under a condition of their own (`if (ndims > 0)` around the ARGNULL of the
 * generated binding): the argument that must be positive, or `cartdims` for the communicator's
 * Cartesian dimensions. MPI_Dist_graph_create checks destinations and weights only when a degree
 * is positive; with n > 0 and degrees read, this takes n > 0 for it.
 */
const ARRAY_IF: Record<string, string> = {
  'MPI_Cart_create dims': 'ndims', 'MPI_Cart_create periods': 'ndims', 'MPI_Cart_map dims': 'ndims', 'MPI_Cart_map periods': 'ndims',
  'MPI_Cart_get dims': 'maxdims', 'MPI_Cart_get periods': 'maxdims', 'MPI_Cart_get coords': 'maxdims',
  'MPI_Cart_coords coords': 'cartdims', 'MPI_Cart_rank coords': 'cartdims', 'MPI_Cart_sub remain_dims': 'cartdims',
  'MPI_Graph_create indx': 'nnodes', 'MPI_Graph_create edges': 'nnodes', 'MPI_Graph_get indx': 'maxindex', 'MPI_Graph_get edges': 'maxedges',
  'MPI_Graph_neighbors neighbors': 'maxneighbors', 'MPI_Graph_map indx': 'always', 'MPI_Graph_map edges': 'always',
  'MPI_Dist_graph_neighbors sources': 'maxindegree', 'MPI_Dist_graph_neighbors destinations': 'maxoutdegree',
  'MPI_Dist_graph_create sources': 'n', 'MPI_Dist_graph_create degrees': 'n', 'MPI_Dist_graph_create destinations': 'n', 'MPI_Dist_graph_create weights': 'n',
  'MPI_Win_create base': 'size',
  'MPI_Win_allocate baseptr': 'always', 'MPI_Win_allocate_shared baseptr': 'always', 'MPI_Alloc_mem baseptr': 'always',
  // A void * that is an output pointer (void **), not a buffer with a count.
  'MPI_Buffer_detach buffer_addr': 'always', 'MPI_Buffer_detach_c buffer_addr': 'always',
  // The buffer to attach: MPIR_ERRTEST_ARGNULL whatever the size.
  'MPI_Buffer_attach buffer': 'always', 'MPI_Buffer_attach_c buffer': 'always',
  // `if (!(nnodes == 1 && ndims == 0))` around it: with ndims 0 the array is read only then.
  'MPI_Dims_create dims': 'dims_create',
  'MPI_Type_create_subarray array_of_starts': 'ndims', 'MPI_Type_create_subarray_c array_of_starts': 'ndims',
  'MPI_Unpack_external inbuf': 'always', 'MPI_Unpack_external outbuf': 'always', 'MPI_Unpack_external_c inbuf': 'always', 'MPI_Unpack_external_c outbuf': 'always',
  'MPI_Unpack outbuf': 'outcount', 'MPI_Pready_list array_of_partitions': 'length', 'MPI_Unpack_c outbuf': 'outcount',
  // One-sided atomics: one element each, whatever the count.
  'MPI_Fetch_and_op origin_addr': 'always', 'MPI_Fetch_and_op result_addr': 'always',
  'MPI_Compare_and_swap origin_addr': 'always', 'MPI_Compare_and_swap compare_addr': 'always', 'MPI_Compare_and_swap result_addr': 'always',
  'MPI_Dist_graph_create_adjacent sources': 'indegree', 'MPI_Dist_graph_create_adjacent destinations': 'outdegree',
};

interface Params { names: string[]; arrays: Set<string>; pointers: Set<string>; aint: Set<string> }
let params: Map<string, Params> | undefined;
/**
 * Each function's parameter names, from mpisim's mpi.h and the headers it includes (the _c
 * bindings, MPI-IO, MPI_T): their parameters are "__name".
 */
function paramsOf(fname: string): Params | undefined {
  if (!params) {
    params = new Map();
    for (const m of [mpiHeader, largeCountHeader, mpioHeader, toolsHeader].join('\n').matchAll(/^int (MPI_\w+)\(([^;]*)\);$/gm)) {
      const names: string[] = [];
      const arrays = new Set<string>();
      const pointers = new Set<string>();
      const aint = new Set<string>();
      for (const p of m[2].split(',')) {
        const n = /__(\w+)\s*((?:\[[^\]]*\])*)\s*$/.exec(p);
        if (!n) continue;
        names.push(n[1]);
        if (n[2] || /\bvoid\s*\*/.test(p)) arrays.add(n[1]);
        if (n[2] || p.includes('*')) pointers.add(n[1]);
        if (/\bMPI_Aint\b/.test(p)) aint.add(n[1]);
      }
      params.set(m[1], { names, arrays, pointers, aint });
    }
  }
  return params.get(fname);
}

/** MPIR_ARGCHECK's array of a call's arguments as ints. */
function intArgs(r: RankProcess, argsPtr: number, n: number): number[] {
  const args: number[] = [];
  for (let k = 0; k < n; k++) args.push(r.m.i32(argsPtr + 4 * k));
  return args;
}

export class ArgCheck {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling, readonly types: DatatypeImpl, readonly groups: GroupUtil, readonly ops: OpLookup) {}
  private dtp(k: number) { return this.types.dtp(k); }
  /** ALIAS_COLL's view of the call it checks: one object, set again at each collective call. */
  private readonly aliasCall = new AliasArgs();
  private group(r: RankProcess, h: number) { return this.groups.group(this.rt.proc(r), h); }
  private byName = new Map<string, ArgValidate | undefined>();
  /** The communicator of the collective being checked (the root, aliasing and per-peer checks read it). */
  private collComm?: CollComm;
  /**
   * A vector collective's array of ints, one per peer, read as MPICH's binding reads it at the
   * call: a NULL array with peers faults here as MPICH's process dies there. On an
   * intercommunicator the peers are the remote group's, except for MPI_Reduce_scatter's
   * recvcounts: one per member of the local group, which receives the parts. A neighbourhood
   * collective's arrays have one entry per neighbour (MPIR_Topo_canon_nhb_count): the send
   * side's the out-degree, the receive side's the in-degree.
   */
  private eachOf(r: RankProcess, ptr: number, fname: string, c: Check): number[] {
    const n = this.peers(fname, c), out: number[] = [];
    for (let i = 0; i < n; i++) out.push(r.m.i32(ptr + 4 * i));
    return out;
  }
  private peers(fname: string, c: Check): number {
    const cm = this.collComm;
    if (!cm) return 0;
    if (c.neighbor) return neighborDegrees(cm)[c.side === 'send' ? 1 : 0];
    return cm.kind === 'inter' && !/^MPI_I?[Rr]educe_scatter(_init)?$/.test(fname) ? cm.remoteGroup!.length : cm.group.length;
  }
  /** The RMA chapter, made after this one. */
  windows?: WindowLookup;

  /**
   * The checks of an MPI function the C library implements (lib/*.c, MPIR_ARGCHECK): its
   * arguments as ints (handles, counts, pointers). 0, or the code its error handler returned.
   */
  __mpisim_argcheck(r: RankProcess, a: unknown[]): Result {
    const [fnamePtr, argsPtr, n] = a as number[];
    const fname = r.m.cstring(fnamePtr);
    if (!this.byName.has(fname)) this.byName.set(fname, this.validator(fname));
    const v = this.byName.get(fname);
    if (!v) return 0;
    return v(r, intArgs(r, argsPtr, n)) ?? 0;
  }

  /** (fname, args, n, nchecked): __mpisim_argcheck's checks of the first `nchecked` parameters only. */
  __mpisim_argcheck_first(r: RankProcess, a: unknown[]): Result {
    const [fnamePtr, argsPtr, n, nchecked] = a as number[];
    const fname = r.m.cstring(fnamePtr), key = `${fname}/${nchecked}`;
    if (!this.firstOnes.has(key)) {
      const v = this.validatorOf(CALLS[fname] ?? fname, false);
      this.firstOnes.set(key, v && { ...v, checks: v.checks.filter((c) => c.idx < nchecked) });
    }
    const v = this.firstOnes.get(key);
    if (!v) return 0;
    return this.run(r, v, intArgs(r, argsPtr, n)) ?? 0;
  }
  private firstOnes = new Map<string, Validator | undefined>();

  /**
   * A collective's datatype, count and buffer checks, each only where MPICH's binding makes it:
   * the send arguments unless sendbuf is MPI_IN_PLACE (at the root only for a scatter), the
   * receive arguments at the root only for gathers and reductions, and unless recvbuf is
   * MPI_IN_PLACE at a scatter's root; each peer's count and NULL buffer part of the vector forms;
   * aliased send and receive buffers (alias.ts); and a nonblocking or persistent one's op, root
   * and NULL request. Run by MPIR_Coll_enter after its root and op checks (MPICH's order), and
   * where a nonblocking or persistent collective starts, whose coroutine comes too late for them;
   * returns the error code, for the communicator's error handler.
   */
  collValidator(fname: string): CollValidate | undefined {
    if (!this.collByName.has(fname)) this.collByName.set(fname, this.makeCollValidator(fname));
    return this.collByName.get(fname);
  }
  private collByName = new Map<string, CollValidate | undefined>();
  private makeCollValidator(fname: string): CollValidate | undefined {
    const v = this.validatorOf(fname, true);
    const ps = paramsOf(fname);
    if (!v || !ps) return undefined;
    const checks = v.checks.filter((c) => /^(INFO_OR_NULL|DATATYPE_EACH|DATATYPE|DATATYPE_PTR|COMMITTED|COUNT|USERBUFFER|COUNT_EACH|USERBUFFER_EACH)$/.test(c.macro) || AT_START.test(c.macro) || (c.macro === 'ARGNULL' && c.arg === 'request'));
    if (!checks.length) return undefined;
    const sendbuf = ps.names.indexOf('sendbuf'), recvbuf = ps.names.indexOf('recvbuf'), rootIdx = ps.names.indexOf('root');
    // Case-blind: the nonblocking forms are MPI_Igather, MPI_Iscatterv, MPI_Ireduce.
    const schedule = /neighbor_(allgatherv|alltoallv|alltoallw)/i.test(fname)
      ? ['sendcounts', 'sdispls', 'sendtypes', 'recvcounts', 'rdispls', 'displs', 'recvtypes'].filter((n) => ps.names.includes(n))
        .map((n) => ({ idx: ps.names.indexOf(n), send: n.startsWith('s'), wide: ps.aint.has(n), types: n.endsWith('types') }))
      : undefined;
    const blocking = /^MPI_Neighbor_\w+?(_c)?$/.test(fname) && !/_init/.test(fname);
    const kind = /^MPI_I?gatherv?(_init)?(_c)?$/i.test(fname) ? 'gather' : /^MPI_I?scatterv?(_init)?(_c)?$/i.test(fname) ? 'scatter' : /^MPI_I?reduce(_init)?(_c)?$/i.test(fname) ? 'reduce' : 'all';
    return (r, raw, comm) => {
      const a = raw.map(Number);
      this.collComm = comm;
      const root = rootIdx >= 0 ? a[rootIdx] : 0;
      const inPlace = (k: number): boolean => k >= 0 && a[k] >>> 0 === H.IN_PLACE;
      const inter = comm.kind === 'inter', atRoot = inter ? root === H.ROOT : comm.rank === root;
      const remote = inter && root !== H.ROOT && root !== H.PROC_NULL;
      const send = kind === 'gather' ? (inter ? remote : !inPlace(sendbuf)) : kind === 'scatter' ? atRoot : !inPlace(sendbuf);
      const recv = kind === 'gather' || kind === 'reduce' ? atRoot : kind === 'scatter' ? (inter ? remote : !inPlace(recvbuf)) : true;
      const failed = this.firstFailure(r, v, checks, a, (c) => (c.side === 'send' && !send) || (c.side === 'recv' && !recv));
      if (failed) return this.err.raiseCode(r, fname, failed.bad.cls, failed.bad.text, failed.bad.check, raw);
      if (schedule && this.scheduleReads(r, schedule, a, comm, blocking)) {
        return this.err.raiseCode(r, fname, ERR.TYPE, 'Invalid datatype', { kind: 'dtype', arg: 'datatype' }, raw);
      }
      return undefined;
    };
  }

  /**
   * What the schedule of a neighbourhood collective's vector form reads when MPICH builds it, at
   * the call (MPIR_Ineighbor_X_allcomm_sched_linear, which the blocking and persistent forms
   * build too): every neighbour's count, displacement and datatype. A NULL array faults here,
   * where MPICH's process dies. True for a datatype MPICH's process dies of where its large-count
   * binding has no check: a handle of no kind at the call (its pointer's lookup aborts, "Internal
   * error"), and in the blocking form, which runs the schedule, any handle that names no datatype
   * but MPI_DATATYPE_NULL (yaksa's handle pool asserts).
   */
  private scheduleReads(r: RankProcess, arrays: { idx: number; send: boolean; wide: boolean; types: boolean }[], a: number[], comm: CollComm, blocking: boolean): boolean {
    const [indegree, outdegree] = neighborDegrees(comm), dtp = this.dtp(r.rank);
    let bad = false;
    for (const { idx, send, wide, types } of arrays) {
      for (let k = 0; k < (send ? outdegree : indegree); k++) {
        if (wide) { r.m.i64(a[idx] + 8 * k); continue; }
        const t = r.m.i32(a[idx] + 4 * k);
        if (types && (t | 0) !== H.DATATYPE_NULL) bad ||= t >>> 30 === 0 || (blocking && dtp.size(t) === undefined);
      }
    }
    return bad;
  }

  /** The checks the dispatcher runs before `fname`'s chapter, or undefined when there are none. */
  validator(fname: string): ArgValidate | undefined {
    // MPI_Reduce_local has no communicator and no MPIR_Coll_enter: its binding's op check (a
    // predefined op's for the datatype too) and datatype checks are made here, as a collective's.
    const v = this.validatorOf(CALLS[fname] ?? fname, fname === 'MPI_Reduce_local');
    if (!v) return undefined;
    if (!LAZY.test(fname)) return this.quickly(v) ?? ((r, args) => this.run(r, v, args));
    // The tuned paths pay two comparisons per pointer or count: the arguments only a wrong call passes.
    const nulls = v.checks.filter((c) => c.macro === 'ARGNULL' || c.macro === 'USERBUFFER').map((c) => c.idx);
    const negs = v.checks.filter((c) => c.macro === 'COUNT' || c.macro === 'ARGNEG').map((c) => c.idx);
    return (r, args) => {
      for (let k = 0; k < nulls.length; k++) if (args[nulls[k]] === 0) return this.run(r, v, args);
      for (let k = 0; k < negs.length; k++) if ((args[negs[k]] as number) < 0) return this.run(r, v, args);
      return undefined;
    };
  }

  /**
   * Checks that a call passes when its pointers are not NULL and its datatypes are predefined
   * (MPI_Type_size and MPI_Type_get_extent, which DTPools calls for every element it fills or
   * verifies: hundreds of millions of calls in MPICH's large-count tests): those calls pay a
   * comparison and a table read per argument instead of the checks' walk, which runs otherwise.
   */
  private quickly(v: Validator): ArgValidate | undefined {
    const ptrs: number[] = [], types: number[] = [];
    for (const c of v.checks) {
      if (c.deref) return undefined;
      if (c.macro === 'ARGNULL') ptrs.push(c.idx);
      else if (c.macro === 'DATATYPE' || c.macro === 'DATATYPE_PTR' || c.macro === 'COMMITTED') types.push(c.idx);
      else return undefined;
    }
    return (r, args) => {
      for (let k = 0; k < ptrs.length; k++) if (args[ptrs[k]] === 0) return this.run(r, v, args);
      for (let k = 0; k < types.length; k++) if (predefinedSize(args[types[k]] as number) === undefined) return this.run(r, v, args);
      return undefined;
    };
  }

  /** `fname`'s checks from its binding; a collective's datatype, count and buffer checks only with `collective`. */
  private validatorOf(fname: string, collective: boolean): Validator | undefined {
    const b = mpiBinding(fname);
    const ps = paramsOf(fname);
    if (!b || !ps) return undefined;
    const coll = COLLECTIVE.test(fname);
    const countIdx = ps.names.findIndex((n) => COUNT_PARAM.test(n));
    const checks: Check[] = [];
    for (const c of b.checks) {
      // MPIR_ERR_CHKANDJUMP((!key), ..., "**infokeynull") of the MPI_Info_* bindings: a NULL key.
      if (c.macro === 'ERR' && c.arg === 'infokeynull' && ps.names.includes('key')) { checks.push({ macro: 'INFOKEYNULL', idx: ps.names.indexOf('key'), arg: 'key' }); continue; }
      // MPI_Fetch_and_op: `if (!MPIR_DATATYPE_IS_PREDEFINED(datatype))` (its op's is OP_GACC's).
      if (c.macro === 'ERR' && c.arg === 'typenotpredefined' && ps.names.includes('datatype')) { checks.push({ macro: 'TYPENOTPREDEFINED', idx: ps.names.indexOf('datatype'), arg: 'datatype', line: c.line }); continue; }
      // MPI_Type_create_darray/subarray: `order != MPI_ORDER_C && order != MPI_ORDER_FORTRAN`.
      if (c.macro === 'ERR' && c.arg === 'storageorder' && ps.names.includes('order')) {
        const elements = b.checks.some((e) => (e.line ?? 0) < (c.line ?? 0) && /\[i\]$/.test(e.arg));
        const unlessNullIdx = elements ? ps.names.flatMap((n, k) => (ps.arrays.has(n) ? [k] : [])) : undefined;
        checks.push({ macro: 'STORAGEORDER', idx: ps.names.indexOf('order'), arg: 'order', line: c.line, unlessNullIdx });
        continue;
      }
      // MPI_Type_create_subarray(_c): `for (i < ndims) MPIR_ERRTEST_COUNT(array_of_starts[i])`, before the datatype.
      const elems = /^(\w+)\[i\]$/.exec(c.arg);
      if (!collective && c.macro === 'COUNT' && elems && ps.arrays.has(elems[1]) && ps.names.includes('ndims')) {
        checks.push({ macro: 'COUNT_ELEMS', idx: ps.names.indexOf(elems[1]), arg: c.arg, line: c.line, countIdx: ps.names.indexOf('ndims') });
        continue;
      }
      // MPI_Comm_split_type: a split_type other than MPI_UNDEFINED and the four types mpi.h names.
      if (c.macro === 'ERR' && c.arg === 'splittype' && ps.names.includes('split_type')) { checks.push({ macro: 'SPLITTYPE', idx: ps.names.indexOf('split_type'), arg: 'split_type', line: c.line }); continue; }
      // MPI_Intercomm_create: local_leader within local_comm; on the local leader, remote_leader within peer_comm.
      if (c.macro === 'ERR' && (c.arg === 'ranklocal' || c.arg === 'rankremote') && ps.names.includes('local_leader')) {
        const remote = c.arg === 'rankremote', leaders = { localComm: ps.names.indexOf('local_comm'), localLeader: ps.names.indexOf('local_leader'), ...(remote ? { peerComm: ps.names.indexOf('peer_comm') } : {}) };
        checks.push({ macro: remote ? 'RANKREMOTE' : 'RANKLOCAL', idx: ps.names.indexOf(remote ? 'remote_leader' : 'local_leader'), arg: remote ? 'remote_leader' : 'local_leader', line: c.line, leaders });
        continue;
      }
      // On the local leader, with an intracommunicator as peer_comm: the two leaders are not the same process.
      if (c.macro === 'ERR' && c.arg === 'ranksdistinct' && ps.names.includes('local_leader')) {
        const leaders = { localComm: ps.names.indexOf('local_comm'), localLeader: ps.names.indexOf('local_leader'), peerComm: ps.names.indexOf('peer_comm') };
        checks.push({ macro: 'RANKSDISTINCT', idx: ps.names.indexOf('remote_leader'), arg: 'remote_leader', line: c.line, leaders });
        continue;
      }
      // MPIR_Coll_enter makes a blocking collective's op and root checks; its buffers' aliasing is checked here, in the binding's order.
      const atStart = collective && AT_START.test(c.macro);
      const each = /^(\w+)\[i\]$/.exec(c.arg), neighbor = /neighbor/i.test(fname) || undefined;
      // MPI_Alltoallw's datatypes, one per peer: checked where that peer's count is positive.
      if (collective && c.macro === 'DATATYPE' && each && ps.arrays.has(each[1])) {
        const send = /^send/.test(each[1]);
        checks.push({ macro: 'DATATYPE_EACH', idx: ps.names.indexOf(each[1]), arg: c.arg, line: c.line, side: send ? 'send' : 'recv', countIdx: ps.names.indexOf(send ? 'sendcounts' : 'recvcounts'), neighbor });
        continue;
      }
      if (collective && c.macro === 'COUNT' && each && ps.arrays.has(each[1])) {
        checks.push({ macro: 'COUNT_EACH', idx: ps.names.indexOf(each[1]), arg: c.arg, line: c.line, side: /^send/.test(each[1]) ? 'send' : 'recv', neighbor });
        continue;
      }
      const counts = checks.filter((x) => x.macro === 'COUNT' || x.macro === 'COUNT_EACH').pop();
      if (collective && c.macro === 'USERBUFFER' && counts?.macro === 'COUNT_EACH') {
        const send = /^send/.test(c.arg), dt = checks.filter((x) => x.macro === 'DATATYPE').pop();
        const displs = ps.names.indexOf(send ? 'sdispls' : 'rdispls') >= 0 ? ps.names.indexOf(send ? 'sdispls' : 'rdispls') : ps.names.indexOf('displs');
        const types = ps.names.indexOf(send ? 'sendtypes' : 'recvtypes');
        checks.push({
          macro: 'USERBUFFER_EACH', idx: ps.names.indexOf(c.arg), arg: c.arg, line: c.line, side: send ? 'send' : 'recv', countIdx: counts.idx,
          dtIdx: types >= 0 ? undefined : dt?.idx, typesIdx: types >= 0 ? types : undefined,
          displsIdx: displs >= 0 ? displs : send ? 'sum' : 'rank', neighbor, wideDispls: displs >= 0 && ps.aint.has(ps.names[displs]) || undefined,
        });
        continue;
      }
      if ((!MADE.has(c.macro) && !atStart) || c.arg.includes('[')) continue;
      if (coll && !collective && /^(DATATYPE|DATATYPE_PTR|COMMITTED|COUNT|USERBUFFER)$/.test(c.macro)) continue;
      // DATATYPE_PTR and COMMITTED name the datatype argument through its DATATYPE check.
      const arg = /^(DATATYPE_PTR|COMMITTED)$/.test(c.macro) ? checks.filter((x) => x.macro === 'DATATYPE').pop()?.arg : c.arg;
      const idx = arg === undefined ? -1 : ps.names.indexOf(arg);
      if (idx < 0) continue;
      const check: Check = { macro: c.macro, idx, arg: arg!, line: c.line };
      if (/Get_accumulate|Fetch_and_op/.test(fname) && /^origin_/.test(arg!)) check.unlessNoOpIdx = ps.names.indexOf('op');
      if (c.macro === 'OP_PTR' && ps.names.includes('datatype')) check.dtIdx2 = ps.names.indexOf('datatype');
      if (coll) check.side = /^send/.test(arg!) ? 'send' : /^recv/.test(arg!) ? 'recv' : undefined;
      if (c.macro === 'USERBUFFER') {
        // A reduction's one count is checked in MPIR_Coll_enter, not by the binding: it still bounds the buffer.
        const count = checks.filter((x) => x.macro === 'COUNT').pop()?.idx ?? (coll ? countIdx : -1), dt = checks.filter((x) => x.macro === 'DATATYPE').pop();
        if (count < 0 || !dt) continue;
        check.countIdx = count;
        check.dtIdx = dt.idx;
      }
      if (HANDLE_CHECK.test(c.macro) && ps.pointers.has(arg!)) {
        // An array of handles is checked element by element: the chapter does.
        if (ps.arrays.has(arg!)) continue;
        check.deref = true;
      }
      const cond = ARRAY_IF[`${fname} ${arg}`], readIf = READ_IF[`${fname} ${arg}`];
      if (c.macro === 'ARGNULL' && readIf) {
        check.nonzeroAtIdx = ps.names.indexOf(readIf);
      } else if (c.macro === 'ARGNULL' && cond) {
        if (cond === 'cartdims') check.cartDims = true;
        else if (cond === 'dims_create') check.unlessSingleNode = [ps.names.indexOf('nnodes'), ps.names.indexOf('ndims')];
        else if (cond !== 'always') check.countIdx = ps.names.indexOf(cond);
      } else if (c.macro === 'ARGNULL' && ps.arrays.has(arg!)) {
        // An array is read only when its count is positive; where that count is not the
        // function's one count (graph topologies: degrees, sums of degrees) the chapter checks it.
        if (countIdx < 0 || countIdx === idx || /graph/i.test(fname)) continue;
        check.countIdx = countIdx;
      }
      checks.push(check);
    }
    // MPICH's dump_validate_userbuffer_simple: outside RMA a buffer's datatype is checked only
    // when its count is positive (MPI_Send(NULL, 0, MPI_DATATYPE_NULL...) is no error).
    if (b.errhandler !== 'win') {
      for (const buf of checks.filter((c) => c.macro === 'USERBUFFER')) {
        for (const c of checks) if (c.idx === buf.dtIdx && /^(DATATYPE|DATATYPE_PTR|COMMITTED)$/.test(c.macro)) c.countIdx = buf.countIdx;
      }
    }
    if (!checks.length) return undefined;
    const win = b.errhandler === 'win' ? checks.find((c) => c.macro === 'WIN') : undefined;
    // The window's own checks are the chapter's where the binding has none (operations checked in rma/).
    if (b.errhandler === 'win' && !win) return undefined;
    const peers = coll ? [] : ps.names.flatMap((n, idx) => (/^(dest|source)$/.test(n) ? [{ idx, message: false }] : n === 'message' && ps.pointers.has(n) ? [{ idx, message: true }] : []));
    return { fname, checks, commIdx: b.errhandler === 'comm' ? checks.find((c) => c.macro === 'COMM')?.idx ?? -1 : -1, win, commPtrLine: b.checks.find((c) => c.macro === 'COMM_PTR')?.line, peers,
      insizeIdx: /^MPI_Unpack(_c)?$/.test(fname) ? ps.names.indexOf('insize') : undefined, bcast: /^MPI_I?[Bb]cast(_c)?$/.test(fname) };
  }

  /**
   * A freed type that passed a DATATYPE_EACH check as MPICH's object does (its slot keeps
   * is_committed): when no later check of the binding fails, MPICH goes on with the object's
   * stale fields (its size is the free list's link); mpisim stops there, with that check's error.
   */
  private freedType: { c: Check; bad: { cls: number; text: string; check: MpiCheck } } | undefined;
  private firstFailure(r: RankProcess, v: Validator, checks: readonly Check[], a: unknown[], skip?: (c: Check) => boolean): { c: Check; bad: { cls: number; text: string; check: MpiCheck } } | undefined {
    this.freedType = undefined;
    for (const c of checks) {
      if (skip?.(c)) continue;
      const bad = this.check(r, v, c, a);
      if (bad) { this.freedType = undefined; return { c, bad }; }
    }
    const f = this.freedType;
    this.freedType = undefined;
    return f && !READS_SLOT.test(v.fname) && !this.movesNothing(r, v, a) ? f : undefined;
  }
  /**
   * A call whose peers are all MPI_PROC_NULL (or whose message is MPI_MESSAGE_NO_PROC), an
   * MPI_Unpack of nothing, a broadcast among one process: MPICH moves nothing, so a freed type
   * that passed its checks is never read, and the call succeeds.
   */
  private movesNothing(r: RankProcess, v: Validator, a: unknown[]): boolean {
    if (v.insizeIdx !== undefined) return Number(a[v.insizeIdx]) === 0;
    // MPIR_Bcast on one process returns before it reads the type.
    if (v.bcast) return this.collComm?.kind === 'intra' && this.collComm.group.length === 1;
    if (!v.peers?.length) return false;
    return v.peers.every(({ idx, message }) => (message ? (a[idx] ? r.m.i32(a[idx] as number) === H.MESSAGE_NO_PROC : false) : a[idx] === H.PROC_NULL));
  }

  private run(r: RankProcess, v: Validator, a: unknown[]): Result | undefined {
    const failed = this.firstFailure(r, v, v.checks, a);
    if (!failed) return undefined;
    const { c, bad } = failed;
    const w = v.win && c.macro !== 'WIN' ? this.windows?.window(r, this.value(r, v.win, a)) : undefined;
    if (w) {
      const code = this.err.ring(r).raise(v.fname, bad.check, this.printed(r, v.fname, a) as MpiArgValue[]);
      return this.err.handleWith(r, w.errhandler, w.handle, v.fname, code, 'win');
    }
    const beforePtr = v.commPtrLine !== undefined && c.line !== undefined && c.line < v.commPtrLine;
    const comm = v.commIdx >= 0 && !beforePtr ? (a[v.commIdx] as number) : H.COMM_WORLD;
    return this.err.error(r, comm, v.fname, bad.cls, bad.text, bad.check, this.printed(r, v.fname, a));
  }

  /** The argument a check reads: through its pointer for a handle read by address. */
  private value(r: RankProcess, c: Check, a: unknown[]): number {
    return c.deref ? (a[c.idx] ? r.m.i32(a[c.idx] as number) : 0) : (a[c.idx] as number);
  }

  /** The arguments as the binding's message prints them: strings (%s) read from their pointers. */
  private printed(r: RankProcess, fname: string, a: unknown[]): unknown[] {
    const conv = argConversions(fname);
    if (conv.length !== a.length || !conv.includes('s')) return a;
    return a.map((x, k) => (conv[k] !== 's' ? x : x ? r.m.cstring(x as number) : null));
  }

  /** USERBUFFER_EACH with a NULL buffer (a method of its own: its closures capture check's parameters, see there). */
  private nullEach(r: RankProcess, v: Validator, c: Check, a: unknown[]): { cls: number; text: string; check: MpiCheck } | undefined {
    const counts = this.eachOf(r, a[c.countIdx!] as number, v.fname, c), d = c.displsIdx!;
    const rank = this.collComm?.rank ?? 0;
    const types = c.typesIdx !== undefined ? a[c.typesIdx] as number : undefined;
    const predefined = (i: number): boolean => this.dtp(r.rank).table.predefinedSize(types !== undefined ? r.m.i32(types + 4 * i) : (a[c.dtIdx!] as number)) !== undefined;
    const zero = (i: number): boolean => (c.wideDispls ? r.m.i64((a[d as number] as number) + 8 * i) === 0n : r.m.i32((a[d as number] as number) + 4 * i) === 0);
    const bad = d === 'sum' ? counts.reduce((t, n) => t + n, 0) > 0 && predefined(0)
      : d === 'rank' ? (counts[rank] ?? 0) > 0 && predefined(rank)
      : counts.some((n, i) => n > 0 && zero(i) && predefined(i));
    return bad ? { cls: ERR.BUFFER, text: 'Null buffer pointer', check: { kind: 'bufnull', arg: c.arg } } : undefined;
  }
  // No closure here captures a parameter: V8 would then allocate a context at every call of
  // check, whichever case ran (some 25 per rank of bench/scale.c, 16 MB at 16k ranks).
  private check(r: RankProcess, v: Validator, c: Check, a: unknown[]): { cls: number; text: string; check: MpiCheck } | undefined {
    const x = this.value(r, c, a);
    if (c.unlessNoOpIdx !== undefined && BUILTIN_OPS[(a[c.unlessNoOpIdx] as number) | 0] === 'NO_OP') return undefined;
    if (c.unlessNullIdx !== undefined && anyNull(c.unlessNullIdx, a)) return undefined;
    if (c.countIdx !== undefined && c.macro !== 'ARGNULL' && c.macro !== 'USERBUFFER' && c.macro !== 'USERBUFFER_EACH' && c.macro !== 'DATATYPE_EACH' && (a[c.countIdx] as number) <= 0) return undefined;
    switch (c.macro) {
      case 'ARGNULL':
        if (x !== 0 || (c.countIdx !== undefined && (a[c.countIdx] as number) <= 0)) return undefined;
        if (c.nonzeroAtIdx !== undefined && (!a[c.nonzeroAtIdx] || r.m.i32(a[c.nonzeroAtIdx] as number) === 0)) return undefined;
        if (c.unlessSingleNode && a[c.unlessSingleNode[0]] === 1 && a[c.unlessSingleNode[1]] === 0) return undefined;
        if (c.cartDims) {
          const t = v.commIdx >= 0 ? this.rt.comm(this.rt.proc(r), a[v.commIdx] as number)?.topo : undefined;
          if (t?.kind !== 'cart' || !t.dims?.length) return undefined;
        }
        return { cls: ERR.ARG, text: `Null pointer in parameter ${c.arg}`, check: { kind: 'nullptr', arg: c.arg } };
      case 'USERBUFFER':
        // MPIR_ERRTEST_USERBUFFER: NULL is MPI_BOTTOM, which a derived type's absolute addresses may follow.
        if (x !== 0 || (a[c.countIdx!] as number) <= 0 || this.dtp(r.rank).table.predefinedSize(a[c.dtIdx!] as number) === undefined) return undefined;
        return { cls: ERR.BUFFER, text: 'Null buffer pointer', check: { kind: 'bufnull', arg: c.arg } };
      case 'ARGNEG':
        return x < 0 ? { cls: ERR.ARG, text: `Invalid value for ${c.arg}, must be non-negative but is ${x}`, check: { kind: 'argneg', arg: c.arg, value: x } } : undefined;
      case 'ARGNONPOS':
        return x <= 0 ? { cls: ERR.ARG, text: `Invalid value for ${c.arg}; must be positive but is ${x}`, check: { kind: 'argnonpos', arg: c.arg, value: x } } : undefined;
      case 'COUNT':
        return x < 0 ? { cls: ERR.COUNT, text: `Negative count, value is ${x}`, check: { kind: 'countneg', value: x, arg: c.arg } } : undefined;
      case 'COMM': case 'COMM_PTR': {
        const p = this.rt.proc(r);
        if (this.rt.comm(p, x)) return undefined;
        const check = this.err.badCommCheck(p, x);
        // A freed communicator passes MPIR_ERRTEST_COMM and fails MPIR_Comm_valid_ptr.
        if ((check.kind === 'commfreed') !== (c.macro === 'COMM_PTR')) return undefined;
        return { cls: ERR.COMM, text: (x | 0) === H.COMM_NULL ? 'Null communicator' : 'Invalid communicator', check: { kind: check.kind as 'comm', arg: c.arg } };
      }
      case 'DATATYPE': {
        if ((x | 0) === H.DATATYPE_NULL) return { cls: ERR.TYPE, text: `Datatype for argument ${c.arg} is a null datatype`, check: { kind: 'dtypenull', arg: c.arg } };
        const dtp = this.dtp(r.rank), invalid = { cls: ERR.TYPE, text: 'Invalid datatype', check: { kind: 'dtype' as const, arg: c.arg } };
        if (dtp.size(x) !== undefined) return undefined;
        // A freed type's object MPICH still finds in its pool slot (MPIR_Datatype_valid_ptr checks the pointer only).
        if (!dtp.table.freedSlot(x)) return invalid;
        this.freedType ??= { c, bad: invalid };
        return undefined;
      }
      case 'COMMITTED': {
        // A freed type's slot keeps its is_committed field.
        const dtp = this.dtp(r.rank), slot = dtp.size(x) === undefined ? dtp.table.freedSlot(x) : undefined;
        return (slot ? slot.committed : dtp.isCommitted(x)) ? undefined : { cls: ERR.TYPE, text: 'Datatype has not been committed', check: { kind: 'dtypecommit', arg: c.arg } };
      }
      case 'GROUP':
        if (this.group(r, x) || (x | 0) === H.GROUP_EMPTY) return undefined;
        return { cls: ERR.GROUP, text: 'Invalid group', check: (x | 0) === H.GROUP_NULL ? { kind: 'groupnull', arg: c.arg } : { kind: 'group', arg: c.arg } };
      case 'RANK': case 'SEND_RANK': case 'RECV_RANK': {
        // A one-sided call's target: within the window's group (win_ptr->comm_ptr).
        const w = v.commIdx < 0 && v.win ? this.windows?.window(r, this.value(r, v.win, a)) : undefined;
        if (w) {
          if ((x >= 0 && x < w.size) || (c.macro !== 'RANK' && x === H.PROC_NULL)) return undefined;
          return { cls: ERR.RANK, text: `Invalid rank has value ${x} but must be nonnegative and less than ${w.size}`, check: { kind: 'rank', value: x, size: w.size, arg: c.arg } };
        }
        if (v.commIdx < 0) return undefined;
        const cm = this.rt.comm(this.rt.proc(r), a[v.commIdx] as number);
        if (!cm) return undefined;
        const n = cm.kind === 'inter' ? cm.remoteGroup!.length : cm.group.length;
        if ((x >= 0 && x < n) || (c.macro !== 'RANK' && x === H.PROC_NULL) || (c.macro === 'RECV_RANK' && x === H.ANY_SOURCE)) return undefined;
        return { cls: ERR.RANK, text: `Invalid rank has value ${x} but must be nonnegative and less than ${n}`, check: { kind: 'rank', value: x, size: n, arg: c.arg } };
      }
      case 'RANKLOCAL': case 'RANKREMOTE': {
        const p = this.rt.proc(r), { localComm, localLeader, peerComm } = c.leaders!;
        const local = this.rt.comm(p, a[localComm] as number);
        if (!local) return undefined;
        if (c.macro === 'RANKLOCAL') {
          if (x >= 0 && x < local.group.length) return undefined;
          return { cls: ERR.RANK, text: `Error specifying local_leader; rank given was ${x} but must be in the range 0 to ${local.group.length - 1}`, check: { kind: 'ranklocal', value: x, max: local.group.length - 1 } };
        }
        const peer = local.rank === a[localLeader] ? this.rt.comm(p, a[peerComm!] as number) : undefined;
        const n = peer ? (peer.kind === 'inter' ? peer.remoteGroup!.length : peer.group.length) : 0;
        if (!peer || (x >= 0 && x < n)) return undefined;
        return { cls: ERR.RANK, text: `Error specifying remote_leader; rank given was ${x} but must be in the range 0 to ${n - 1}`, check: { kind: 'rankremote', value: x, max: n - 1 } };
      }
      case 'RANKSDISTINCT': {
        const p = this.rt.proc(r), { localComm, localLeader, peerComm } = c.leaders!;
        const local = this.rt.comm(p, a[localComm] as number), peer = this.rt.comm(p, a[peerComm!] as number);
        if (!local || !peer || peer.kind === 'inter' || local.rank !== a[localLeader] || peer.rank !== x) return undefined;
        return { cls: ERR.RANK, text: 'Local and remote leaders must be different processes', check: { kind: 'ranksdistinct' } };
      }
      case 'ERRHANDLER': {
        if ((x | 0) === H.ERRHANDLER_NULL) return { cls: ERR.ARG, text: 'Null errhandler', check: { kind: 'errhandlernull', arg: c.arg } };
        // MPIR_ERRTEST_ERRHANDLER reads the handle's kind bits only; what such a handle names is the chapter's.
        return ((x >>> 26) & 0xf) === ((H.ERRHANDLER_NULL >>> 26) & 0xf) ? undefined : { cls: ERR.ARG, text: 'Invalid errhandler', check: { kind: 'errhandler', arg: c.arg } };
      }
      case 'INFO': case 'INFO_OR_NULL': {
        if ((x | 0) === H.INFO_NULL) return c.macro === 'INFO' ? { cls: ERR.ARG, text: 'Null MPI_Info', check: { kind: 'infonull' } } : undefined;
        // MPIR_ERRTEST_VALID_HANDLE: the handle's object kind is MPIR_INFO and its handle kind is not HANDLE_KIND_INVALID.
        return ((x >>> 26) & 0xf) === ((H.INFO_NULL >>> 26) & 0xf) && x >>> 30 !== 0 ? undefined : { cls: ERR.INFO, text: 'Invalid MPI_Info', check: { kind: 'info', arg: c.arg } };
      }
      case 'WIN':
        if ((x | 0) === H.WIN_NULL) return { cls: ERR.WIN, text: 'Null MPI_Win', check: { kind: 'winnull' } };
        return this.windows?.window(r, x) ? undefined : { cls: ERR.WIN, text: 'Invalid MPI_Win', check: { kind: 'win' } };
      case 'INFOKEYNULL':
        return x === 0 ? { cls: ERR.INFO_KEY, text: 'Null key', check: { kind: 'infokeynull' } } : undefined;
      case 'OP': case 'OP_ACC': case 'OP_GACC': {
        // MPIR_ERRTEST_OP: null, then the ops of one-sided accumulates only, then the handle's kind bits.
        if ((x | 0) === H.OP_NULL) return { cls: ERR.OP, text: 'Null MPI_Op', check: { kind: 'opnull' } };
        const name = BUILTIN_OPS[x | 0];
        if ((c.macro === 'OP' && (name === 'NO_OP' || name === 'REPLACE')) || (c.macro === 'OP_ACC' && name === 'NO_OP')) {
          return { cls: ERR.OP, text: 'MPI_Op operation is not allowed in this routine', check: { kind: 'opnotallowed' } };
        }
        if (((x >>> 26) & 0xf) !== ((H.OP_NULL >>> 26) & 0xf) || x >>> 30 === 0) return { cls: ERR.OP, text: 'Invalid MPI_Op', check: { kind: 'op' } };
        if (c.macro !== 'OP' && !name) return { cls: ERR.OP, text: 'only predefined ops are valid', check: { kind: 'opnotpredefined' } };
        return undefined;
      }
      case 'OP_PTR': {
        const name = BUILTIN_OPS[x | 0];
        if (!name) return this.ops.opKnown(this.rt.proc(r), x) ? undefined : { cls: ERR.OP, text: 'Invalid MPI_Op', check: { kind: 'op' } };
        // A predefined op checks that it is defined for the datatype (MPIR_<OP>_check_dtype), before the datatype's own checks.
        if (c.dtIdx2 === undefined || !OP_CHECK_DTYPE[name]) return undefined;
        const dt = a[c.dtIdx2] as number, types = this.dtp(r.rank);
        const defined = (dt | 0) !== H.DATATYPE_NULL && types.size(dt) !== undefined && opAllowed(name, types.kind(dt), () => /COMPLEX/.test(types.name(dt)));
        return defined ? undefined : { cls: ERR.OP, text: `MPI_Op MPI_${name} operation not defined for this datatype `, check: { kind: 'opundefined', op: name, location: OP_CHECK_DTYPE[name] } };
      }
      case 'DISP':
        if (x >= 0 || !v.win || this.windows?.window(r, this.value(r, v.win, a))?.dynamic) return undefined;
        return { cls: MPI_ERR_DISP, text: 'Invalid displacement argument in RMA call ', check: { kind: 'rmadisp' } };
      case 'WIN_SIZE':
        return x < 0 ? { cls: MPI_ERR_SIZE, text: `Invalid size argument in RMA call (value is ${x})`, check: { kind: 'rmasize', value: x } } : undefined;
      case 'WIN_DISPUNIT':
        return x <= 0 ? { cls: MPI_ERR_DISP, text: `disp_unit argument is not positive integer (value is ${x})`, check: { kind: 'dispunit', value: x } } : undefined;
      case 'TYPENOTPREDEFINED':
        return this.dtp(r.rank).table.predefinedSize(x) !== undefined ? undefined : { cls: ERR.TYPE, text: 'Datatype must be predefined', check: { kind: 'typenotpredefined' } };
      case 'SPLITTYPE':
        return x === H.UNDEFINED || (x >= H.COMM_TYPE_SHARED && x <= H.COMM_TYPE_NEIGHBORHOOD) ? undefined
          : { cls: ERR.ARG, text: `Invalid split_type argument (${x})`, check: { kind: 'splittype', value: x } };
      case 'STORAGEORDER':
        return x === MPI_ORDER_C || x === MPI_ORDER_FORTRAN ? undefined : { cls: ERR.ARG, text: ` Invalid storage order (${x})`, check: { kind: 'storageorder', value: x } };
      case 'TYPE_RMA_ATOMIC': {
        // MPIR_Type_is_rma_atomic: the predefined integer, logical and byte types.
        const types = this.dtp(r.rank), kind = types.table.predefinedSize(x) !== undefined ? types.kind(x) : undefined;
        return kind === 'i' || kind === 'u' || /^MPI_(BYTE|C_BOOL|LOGICAL|CXX_BOOL|AINT|OFFSET|COUNT)$/.test(types.name(x)) ? undefined
          : { cls: ERR.TYPE, text: 'Datatype not permitted for atomic operations', check: { kind: 'rmatypenotatomic', datatype: x } };
      }
      case 'INTRA_ROOT': case 'INTER_ROOT': {
        const cm = this.collComm;
        if (!cm || (cm.kind === 'inter') !== (c.macro === 'INTER_ROOT')) return undefined;
        const n = cm.kind === 'inter' ? cm.remoteGroup!.length : cm.group.length;
        if ((x >= 0 && x < n) || (cm.kind === 'inter' && (x === H.ROOT || x === H.PROC_NULL))) return undefined;
        return { cls: ERR.ROOT, text: `Invalid root (value given was ${x})`, check: { kind: 'root', value: x, inter: cm.kind === 'inter' } };
      }
      case 'ALIAS_COLL': {
        const cm = this.collComm, ps = paramsOf(v.fname);
        // MPI_Reduce_local has no communicator: `if (count > 0) MPIR_ERRTEST_ALIAS_COLL(inbuf, inoutbuf)`, whatever the op.
        if (/^MPI_Reduce_local/.test(v.fname)) return Number(a[2]) > 0 && a[0] === a[1] ? { cls: ERR.BUFFER, text: 'Buffers must not be aliased', check: { kind: 'bufalias' } } : undefined;
        if (!cm || !ps) return undefined;
        const x = this.aliasCall;
        x.a = a; x.names = ps.names; x.r = r; x.types = this.dtp(r.rank);
        x.kind = cm.kind; x.rank = cm.rank; x.members = cm.group.length;
        const aliased = collBuffersAliased(v.fname, x);
        return aliased ? { cls: ERR.BUFFER, text: 'Buffers must not be aliased', check: { kind: 'bufalias' } } : undefined;
      }
      case 'DATATYPE_EACH': {
        // for each peer: `if (counts[i] > 0) MPIR_ERRTEST_DATATYPE(types[i])`, a type read only then.
        const counts = this.eachOf(r, a[c.countIdx!] as number, v.fname, c), dtp = this.dtp(r.rank);
        for (let i = 0; i < counts.length; i++) {
          if (!(counts[i] > 0)) continue;
          const t = r.m.i32(x + 4 * i);
          if ((t | 0) === H.DATATYPE_NULL) return { cls: ERR.TYPE, text: 'Datatype for argument datatype is a null datatype', check: { kind: 'dtypenull', arg: c.arg } };
          // A freed type's object MPICH still reads: it passes as its is_committed field says.
          const freed = dtp.size(t) === undefined ? dtp.table.freedSlot(t) : undefined;
          const invalid = { cls: ERR.TYPE, text: 'Invalid datatype', check: { kind: 'dtype' as const, arg: c.arg } };
          if (dtp.size(t) === undefined && !freed) return invalid;
          if (freed?.committed) this.freedType ??= { c, bad: invalid };
          if (freed ? !freed.committed : !dtp.isCommitted(t)) return { cls: ERR.TYPE, text: 'Datatype has not been committed', check: { kind: 'dtypecommit', arg: c.arg } };
        }
        return undefined;
      }
      case 'COUNT_ELEMS': {
        // The large-count binding's array is of MPI_Count.
        const wide = v.fname.endsWith('_c'), n = a[c.countIdx!] as number;
        for (let i = 0; i < n; i++) {
          const e = wide ? Number(r.m.s64(x + 8 * i)) : r.m.i32(x + 4 * i);
          if (e < 0) return { cls: ERR.COUNT, text: `Negative count, value is ${e}`, check: { kind: 'countneg', value: e, arg: c.arg } };
        }
        return undefined;
      }
      case 'COUNT_EACH': {
        for (const n of this.eachOf(r, x, v.fname, c)) if (n < 0) return { cls: ERR.COUNT, text: `Negative count, value is ${n}`, check: { kind: 'countneg', value: n, arg: c.arg } };
        return undefined;
      }
      case 'USERBUFFER_EACH': {
        // MPIR_ERRTEST_USERBUFFER for each peer's part whose displacement is 0: a NULL buffer with
        // a positive count of a predefined type. MPICH's compiled check reads a displacement only
        // there (with a NULL array and a buffer, MPI_Gatherv_c returns MPI_SUCCESS).
        return x !== 0 ? undefined : this.nullEach(r, v, c, a);
      }
      case 'SEND_TAG': case 'RECV_TAG':
        if ((x >= 0 && x <= H.TAG_UB) || (c.macro === 'RECV_TAG' && x === H.ANY_TAG)) return undefined;
        return { cls: ERR.TAG, text: `Invalid tag, value is ${x}`, check: { kind: 'tag', value: x, arg: c.arg } };
    }
    return undefined;
  }
}

/** A communicator's (in-degree, out-degree) as MPIR_Topo_canon_nhb_count counts them; none without topology. */
function neighborDegrees(cm: CollComm): [number, number] {
  const t = cm.topo;
  if (t?.kind === 'cart') return [2 * t.dims!.length, 2 * t.dims!.length];
  if (t?.kind === 'graph') {
    const n = t.index![cm.rank] - (cm.rank > 0 ? t.index![cm.rank - 1] : 0);
    return [n, n];
  }
  if (t?.kind === 'dist_graph') return [t.sources!.length, t.destinations!.length];
  return [0, 0];
}

/** A collective call's arguments as collBuffersAliased reads them (by mpi.h's parameter names). */
class AliasArgs implements AliasCall {
  a: unknown[] = [];
  names: string[] = [];
  r: RankProcess | undefined = undefined;
  types: { size(dt: number): number | undefined } | undefined = undefined;
  kind = '';
  rank = 0;
  members = 0;
  arg(n: string): number | undefined { const k = this.names.indexOf(n); return k < 0 ? undefined : Number(this.a[k]); }
  /** The element MPICH's condition reads: through a NULL array too, where its process dies. */
  at(n: string, i: number): number { return this.r!.m.i32((this.arg(n) ?? 0) + 4 * i); }
  size(dt: number): number { return this.types!.size(dt) ?? 0; }
}

/** Whether any of the arguments at `idx` is NULL (0). */
function anyNull(idx: number[], a: unknown[]): boolean {
  for (const k of idx) if (!a[k]) return true;
  return false;
}
