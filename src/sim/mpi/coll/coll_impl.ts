/**
 * Collective support: the argument checks every collective makes in MPIR_Coll_enter, the
 * cross-rank check that all members make the same call (only a simulator can see it), the trace's
 * collective Begin/End, and what MPICH's algorithms (../lib/coll_*.c) ask of a communicator.
 */
import { GroupKeys } from '../group/groupKeys';
import type { RankProcess } from '../../runtime/rank';
import type { SourcePos } from '../../c/diagnostics';
import * as H from '../handles';
import { ERR } from '../errclass';
import { BUILTIN_OPS, opAllowed } from '../ops';
import { fmtPos, type Result } from '../core/process';
import { commName } from '../handles';
import type { MpiCore } from '../core/dispatch';
import type { DatatypeImpl } from '../datatype/datatype_impl';
import type { ErrHandling } from '../errhan/errhan';
import type { CommUtil } from '../comm/commutil';
import type { OpImpl } from './op';
import type { OpenCollective } from '../check/nearmiss';

export class CollImpl {
  constructor(readonly rt: MpiCore, readonly types: DatatypeImpl, readonly err: ErrHandling, readonly comms: CommUtil, readonly ops: OpImpl) {}
  /**
   * Validates a collective's arguments and checks that all members make the same call with
   * the same root and type signature: the simulator sees every rank, so it reports what
   * MPICH cannot detect.
   */
  MPIR_Coll_enter(r: RankProcess, a: unknown[]): Result {
    const [fnamePtr, h, root, count, dt, op] = a as number[];
    const fname = r.m.cstring(fnamePtr);
    const p = this.rt.proc(r);
    const args = this.rt.frameArgs(r);
    const c = this.rt.comm(p, h);
    if (!c) return this.err.raiseCode(r, fname, ERR.COMM, (h | 0) === H.COMM_NULL ? 'Null communicator' : 'Invalid communicator', this.err.badCommCheck(p, h), args);
    // The binding's checks in its order (op before datatype for the reductions, root, aliasing...);
    // the checks below catch what a binding lets through that the algorithms cannot take.
    const typed = args && this.rt.collValidator(fname)?.(r, args, c);
    if (typed !== undefined) return typed;
    if (count < 0) return this.err.raiseCode(r, fname, ERR.COUNT, `Negative count, value is ${count}`, { kind: 'countneg', value: count }, args);
    const k = collKind(fname);
    const rootRequired = k.rootRequired;
    // MPICH checks a scatter's types after its root, the send type at the root only (and the
    // receive type unless it is MPI_IN_PLACE), the receive type elsewhere: each named as such.
    const scatterTypes = k.scatter && args ? this.scatterTypes(fname, args, c.kind === 'intra' && c.rank === root) : undefined;
    if (!scatterTypes) {
      // A broadcast among one process returns before it reads the type (coll_api.c, as MPICH's): a freed type's slot passes.
      const alone = /^MPI_I?[Bb]cast$/.test(fname) && c.kind === 'intra' && c.group.length === 1;
      const bad = this.checkType(r, fname, dt, undefined, args, alone);
      if (bad !== undefined) return bad;
    }
    if (rootRequired) {
      const n = c.kind === 'inter' ? c.remoteGroup!.length : c.group.length;
      const ok = c.kind === 'inter' ? root === H.ROOT || root === H.PROC_NULL || (root >= 0 && root < n) : root >= 0 && root < n;
      if (!ok) return this.err.raiseCode(r, fname, ERR.ROOT, `Invalid root (value given was ${root})`, { kind: 'root', value: root, inter: c.kind === 'inter' }, args);
    }
    for (const [type, arg] of scatterTypes ?? []) {
      const bad = this.checkType(r, fname, type, arg, args);
      if (bad !== undefined) return bad;
    }
    const takesOp = k.takesOp;
    if (takesOp && (op | 0) === H.OP_NULL) return this.err.raiseCode(r, fname, ERR.OP, 'Null MPI_Op', { kind: 'opnull' }, args);
    if (op !== H.OP_NULL && !this.ops.opKnown(p, op)) return this.err.raiseCode(r, fname, ERR.OP, 'Invalid MPI_Op', { kind: 'op' }, args);
    // MPI_REPLACE and MPI_NO_OP belong to one-sided accumulates only.
    if (takesOp && (BUILTIN_OPS[op | 0] === 'REPLACE' || BUILTIN_OPS[op | 0] === 'NO_OP')) return this.err.raiseCode(r, fname, ERR.OP, 'MPI_Op operation is not allowed in this routine', { kind: 'opnotallowed' }, args);
    if (takesOp && !opAllowed(BUILTIN_OPS[op | 0], this.types.dtp(r.rank).kind(dt), () => /COMPLEX/.test(this.types.dtp(r.rank).name(dt)))) {
      return this.err.raiseCode(r, fname, ERR.OP, `MPI_Op ${BUILTIN_OPS[op | 0]} is not defined for datatype ${this.types.dtp(r.rank).name(dt)}`, { kind: 'op' }, args);
    }
    const pcoll = this.rt.pcollCallName(r);
    // A nonblocking collective's algorithm takes the place its call was issued at.
    const nbc = r.current && this.rt.nbcTallies.get(r.current);
    const issued = nbc && nbc.comm === c.handle ? nbc.issuedSeq : undefined;
    if (nbc && issued !== undefined) nbc.issuedSeq = undefined;
    const seq = pcoll === undefined ? (issued ?? c.collSeq++) : c.collSeq;
    const bytes = count * (this.types.dtp(r.rank).size(dt) ?? 0);
    const key = `${c.recvContextId}:${this.groupKeys.of(c.group)}:${pcoll ?? seq}`;
    const sig = { fname, root: rootRequired ? root : 0, bytes: k.vector ? -1 : bytes, rank: r.rank, pos: this.rt.userPos(r) };
    const seen = (this.collCalls.get(key) ?? []);
    if (seen.length === 0) this.collOf.set(seen, { recvContextId: c.recvContextId, group: c.group, seq });
    const first = seen[0];
    seen.push(sig);
    if (seen.length === c.group.length) this.collCalls.delete(key); else this.collCalls.set(key, seen);
    // A nonblocking collective's root is the one its algorithm (the blocking form) is called with.
    if (nbc && !nbc.rootKnown) { nbc.rootKnown = true; nbc.root = rootRequired ? root : undefined; }
    // The user's own blocking collective (not one MPICH runs inside another call, nor a
    // nonblocking collective's algorithm in its coroutine) opens a Begin/End pair.
    if (this.rt.logging && !r.current && !fname.startsWith('MPI_I') && this.rt.userCall(r, '') === fname && !this.rt.openColl.has(r.rank)) {
      this.rt.openColl.set(r.rank, { op: fname, comm: c.handle, root: rootRequired ? root : undefined, sent: 0, received: 0 });
      this.rt.event(r, { kind: 'MpiCollectiveBegin', comm: c.handle, root: rootRequired ? root : undefined });
    }
    if (first && c.kind === 'intra') {
      if (first.fname !== fname) {
        return this.err.raiseCode(r, fname, ERR.OTHER, `Collective mismatch on ${c.name || commName(c.handle)}: rank ${r.rank} called ${fname} at ${fmtPos(sig.pos)} while rank ${first.rank} called ${first.fname} at ${fmtPos(first.pos)} (${pcoll === undefined ? `collective call #${seq + 1}` : `persistent collective ${pcoll}`} on this communicator)`);
      }
      if (first.root !== sig.root) {
        return this.err.raiseCode(r, fname, ERR.ROOT, `Collective argument mismatch: rank ${r.rank} passed root ${sig.root} to ${fname} at ${fmtPos(sig.pos)} but rank ${first.rank} passed root ${first.root} at ${fmtPos(first.pos)}`);
      }
      if (first.bytes >= 0 && sig.bytes >= 0 && first.bytes !== sig.bytes && k.sameBytes) {
        return this.err.raiseCode(r, fname, ERR.NOT_SAME, `Collective argument mismatch: rank ${r.rank} passed ${sig.bytes} bytes to ${fname} at ${fmtPos(sig.pos)} but rank ${first.rank} passed ${first.bytes} bytes at ${fmtPos(first.pos)}`);
      }
    }
    return 0;
  }
  /** MPICH's DATATYPE check of one argument: null, then not a datatype. */
  private checkType(r: RankProcess, fname: string, dt: number, arg: string | undefined, args: unknown[] | undefined, freedPasses = false): Result | undefined {
    if ((dt | 0) === H.DATATYPE_NULL) return this.err.raiseCode(r, fname, ERR.TYPE, 'Null datatype', { kind: 'dtypenull', arg }, args);
    const types = this.types.dtp(r.rank);
    if (types.size(dt) === undefined && !(freedPasses && types.table.freedSlot(dt)?.committed)) return this.err.raiseCode(r, fname, ERR.TYPE, 'Invalid datatype', { kind: 'dtype', arg }, args);
    return undefined;
  }
  /** The datatypes MPI_Scatter(v) checks on this rank, with their argument names. */
  private scatterTypes(fname: string, args: unknown[], atRoot: boolean): [number, string][] {
    const v = /Scatterv/.test(fname) ? 1 : 0;
    const sendtype = Number(args[2 + v]), recvbuf = Number(args[3 + v]) >>> 0, recvtype = Number(args[5 + v]);
    if (!atRoot) return [[recvtype, 'recvtype']];
    return recvbuf === H.IN_PLACE ? [[sendtype, 'sendtype']] : [[sendtype, 'sendtype'], [recvtype, 'recvtype']];
  }
  private groupKeys = new GroupKeys();
  private collCalls = new Map<string, { fname: string; root: number; bytes: number; rank: number; pos?: SourcePos }[]>();
  private collOf = new WeakMap<object, Omit<OpenCollective, 'entered'>>();
  /** The collective calls some members entered and others not yet (a deadlock's near misses). */
  openCollectives(): OpenCollective[] {
    return [...this.collCalls.values()].flatMap((entered) => { const o = this.collOf.get(entered); return o ? [{ ...o, entered }] : []; });
  }
  /**
   * MPICH's ALIAS_COLL check of the reductions: the same send and receive buffer (not
   * MPI_IN_PLACE) with a non-zero count; MPI_Reduce checks it at the root only.
   */
  /**
   * The datatype, count and buffer checks of a collective whose C body does not enter through
   * MPIR_Coll_enter (the neighborhood collectives), with the arguments of its call in progress;
   * 0, or the code the communicator's error handler returned.
   */
  __mpisim_coll_argcheck(r: RankProcess, a: unknown[]): Result {
    const [h, fnamePtr] = a as number[];
    const fname = r.m.cstring(fnamePtr);
    const c = this.rt.comm(this.rt.proc(r), h);
    const args = c && this.rt.callArgs(r, fname);
    const code = args ? this.rt.collValidator(fname)?.(r, args, c) : undefined;
    return code === undefined ? 0 : this.err.handle(r, h, fname, code);
  }
  MPIR_Comm_node_comm(r: RankProcess, a: unknown[]): Result { return this.rt.comm(this.rt.proc(r), a[0] as number)?.nodeComm ?? H.COMM_NULL; }
  MPIR_Comm_node_roots_comm(r: RankProcess, a: unknown[]): Result { return this.rt.comm(this.rt.proc(r), a[0] as number)?.nodeRootsComm ?? H.COMM_NULL; }
  /** comm->intranode_table[rank]: that process's rank in my node_comm, -1 if on another node. */
  MPIR_Get_intranode_rank(r: RankProcess, a: unknown[]): Result {
    const p = this.rt.proc(r);
    const c = this.rt.comm(p, a[0] as number);
    const proc = c?.group[a[1] as number];
    if (proc === undefined || this.rt.nodeOf(proc) !== this.rt.nodeOf(r.rank)) return -1;
    const nc = c!.nodeComm !== undefined ? p.comms.get(c!.nodeComm) : undefined;
    return nc ? nc.group.indexOf(proc) : 0;
  }
  /** comm->internode_table[rank]: the index of that process's node among the comm's nodes. */
  MPIR_Get_internode_rank(r: RankProcess, a: unknown[]): Result {
    const c = this.rt.comm(this.rt.proc(r), a[0] as number);
    const proc = c?.group[a[1] as number];
    if (proc === undefined || !c) return -1;
    const h = this.comms.hierarchy(c.group);
    if (!h) return a[1] as number;
    return [...h.byNode.keys()].indexOf(this.rt.nodeOf(proc));
  }
  MPIR_Comm_is_low_group(r: RankProcess, a: unknown[]): Result { return this.rt.comm(this.rt.proc(r), a[0] as number)?.isLowGroup ? 1 : 0; }
}

/** What MPIR_Coll_enter checks of a collective, by its name: tested once per name, not once per call. */
interface CollKind { rootRequired: boolean; scatter: boolean; takesOp: boolean; vector: boolean; sameBytes: boolean }
const COLL_KINDS = new Map<string, CollKind>();
function collKind(fname: string): CollKind {
  let k = COLL_KINDS.get(fname);
  if (!k) {
    k = {
      rootRequired: /Bcast|Reduce$|Gather|Scatter/.test(fname) && !/Allgather|Reduce_scatter/.test(fname),
      scatter: /^MPI_I?Scatterv?(_init)?$/.test(fname),
      takesOp: /Reduce|Allreduce|Scan|Exscan/.test(fname) && fname !== 'MPI_Reduce_local',
      vector: /gatherv|scatterv|alltoallv|alltoallw|reduce_scatter$/i.test(fname),
      sameBytes: /Bcast|Allreduce|^MPI_Reduce$|Allgather|Alltoall$|Scan|Exscan/.test(fname),
    };
    COLL_KINDS.set(fname, k);
  }
  return k;
}

