/**
 * Communicator constructors' last step and the communicator queries: __mpisim_comm_create makes
 * the MPIR_Comm once the C half (../lib/comm.c) agreed its context_id and recvcontext_id;
 * MPI_Comm_free's bookkeeping; rank, size, names, comparison, groups and the intercomm's local_comm.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { localCommId } from '../contextId';
import { ERR } from '../errclass';
import { argConversions, type MpiArgValue } from '../errors';
import { BLOCK, type Result } from '../core/process';
import { compareGroups } from '../group/grouputil';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { GroupUtil } from '../group/grouputil';
import type { CommUtil } from './commutil';

export class CommImpl {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling, readonly groups: GroupUtil, readonly comms: CommUtil) {}
  /**
   * Creates a communicator record once its IDs are agreed (the end of every constructor).
   * members/remote are arrays of ranks in `parent` (for inter: remote ranks of the parent
   * intercomm, or process indexes when `remoteIsProcess`).
   */
  __mpisim_comm_create(r: RankProcess, a: unknown[]): Result {
    const [parentH, kind, ctx, recvCtx, membersPtr, n, myRank, remotePtr, rn, fnamePtr, flags] = a as number[];
    const p = this.rt.proc(r);
    const parent = p.comms.get(parentH | 0);
    if (!parent) return H.COMM_NULL;
    const raw = (ptr: number, count: number): number[] => Array.from({ length: count }, (_, k) => r.m.i32(ptr + 4 * k));
    // Flags: 1 remote entries are process indexes, 4 internal, 8 is_low_group, 16 members are process indexes.
    const group = flags & 16 ? raw(membersPtr, n) : raw(membersPtr, n).map((x) => parent.group[x]);
    const remoteGroup = kind === 1 ? (flags & 1 ? raw(remotePtr, rn) : raw(remotePtr, rn).map((x) => parent.remoteGroup![x])) : undefined;
    const call = this.rt.userCall(r, r.m.cstring(fnamePtr));
    const claimed = this.claims.get(r.current ?? r);
    this.claims.delete(r.current ?? r);
    const c = this.comms.newComm(p, {
      handle: claimed,
      kind: kind === 1 ? 'inter' : 'intra', contextId: ctx, recvContextId: recvCtx, group, rank: myRank, remoteGroup,
      name: '', parent: parent.handle, createdBy: call, createdAt: this.rt.userPos(r), internal: (flags & 4) !== 0,
      errhandler: parent.errhandler, isLowGroup: (flags & 8) !== 0,
    });
    if (kind !== 1) this.comms.commit(p, c);
    else this.comms.learnProcesses(p, remoteGroup!);
    if (!c.internal) this.rt.opts.onCommCreated?.(r.rank, c, call);
    this.rt.event(r, {
      kind: 'CommCreate', comm: c.handle, members: c.group, remoteMembers: c.remoteGroup, contextId: c.contextId,
      recvContextId: c.recvContextId, parent: c.parent, internal: c.internal, createdBy: call, nonblocking: r.current !== undefined,
    });
    return c.handle;
  }
  /**
   * MPI_Comm_idup's new communicator: MPICH makes its object at the call (MPII_Comm_copy_data,
   * before the request), so *newcomm names it at once and later handles are given out after it.
   * `__mpisim_comm_reserve` takes the handle at the call; the idup's coroutine claims it
   * (`__mpisim_comm_claim`) for the communicator its MPI_Comm_dup makes, or gives it back
   * (`__mpisim_comm_unreserve`) when that fails.
   */
  __mpisim_comm_reserve(r: RankProcess, a: unknown[]): Result {
    const p = this.rt.proc(r), parent = p.comms.get((a[0] as number) | 0);
    const h = this.comms.allocCommHandle(p);
    // The object answers local queries (rank, size, attributes) before the duplicate completes;
    // it matches no message (no context id yet) and is internal until the duplicate replaces it.
    if (parent) {
      this.comms.newComm(p, {
        handle: h, kind: parent.kind, contextId: -1, recvContextId: -1, group: parent.group, rank: parent.rank, remoteGroup: parent.remoteGroup,
        createdBy: 'MPI_Comm_idup', internal: true, errhandler: parent.errhandler,
      });
    }
    return h;
  }
  __mpisim_comm_claim(r: RankProcess, a: unknown[]): Result {
    this.claims.set(r.current ?? r, a[0] as number);
    return 0;
  }
  __mpisim_comm_unreserve(r: RankProcess, a: unknown[]): Result {
    this.claims.delete(r.current ?? r);
    this.comms.releaseHandle(this.rt.proc(r), a[0] as number);
    return 0;
  }
  /** The handle each idup's coroutine (or main program) makes its communicator under. */
  private claims = new Map<object, number>();
  /** Group members of a communicator as process indexes (for intercomm leader exchanges). */
  __mpisim_comm_processes(r: RankProcess, a: unknown[]): Result {
    const [h, remote, out] = a as number[];
    const c = this.rt.comm(this.rt.proc(r), h);
    const g = remote ? c?.remoteGroup : c?.group;
    g?.forEach((x, k) => r.m.st32(out + 4 * k, x));
    return g?.length ?? 0;
  }
  __mpisim_my_process(r: RankProcess): Result { return r.rank; }
  __mpisim_process_rank_in(r: RankProcess, a: unknown[]): Result {
    const [h, proc] = a as number[];
    const c = this.rt.comm(this.rt.proc(r), h);
    return c ? c.group.indexOf(proc) : -1;
  }
  __mpisim_node_of(r: RankProcess, a: unknown[]): Result { void r; return this.rt.nodeOf(a[0] as number); }
  __mpisim_comm_contextid(r: RankProcess, a: unknown[]): Result { return this.rt.comm(this.rt.proc(r), a[0] as number)?.contextId ?? -1; }
  __mpisim_comm_recvcontextid(r: RankProcess, a: unknown[]): Result { return this.rt.comm(this.rt.proc(r), a[0] as number)?.recvContextId ?? -1; }
  __mpisim_comm_is_low_group(r: RankProcess, a: unknown[]): Result { return this.rt.comm(this.rt.proc(r), a[0] as number)?.isLowGroup ? 1 : 0; }
  /** Returns 0 for a valid communicator, else the error handler's verdict. */
  __mpisim_check_comm(r: RankProcess, a: unknown[]): Result {
    const [h, fnamePtr] = a as number[];
    if (this.rt.comm(this.rt.proc(r), h)) return 0;
    // The C function's own arguments: MPICH's binding frame of the failed check prints them.
    const fname = r.m.cstring(fnamePtr);
    return this.err.checkComm(r, fname, h, this.rt.callArgs(r, fname)) ? 0 : this.err.lastCheckResult;
  }
  /**
   * (procs, n, rprocs, rn, comm, fname): the local leader's check that the two groups of a new
   * intercommunicator share no process (ch4's MPIDI_check_disjoint_gpids, once the leaders have
   * exchanged them): 0, or the error, for `comm`'s handler. MPI_Intercomm_create_from_groups
   * reaches it through MPIR_Intercomm_create_from_groups_impl.
   */
  __mpisim_intercomm_disjoint(r: RankProcess, a: unknown[]): Result {
    const [procsPtr, n, rprocsPtr, rn, h, fnamePtr] = a as number[];
    const local = new Set<number>();
    for (let k = 0; k < n; k++) local.add(r.m.i32(procsPtr + 4 * k));
    let both: number | undefined;
    for (let k = 0; k < rn && both === undefined; k++) if (local.has(r.m.i32(rprocsPtr + 4 * k))) both = r.m.i32(rprocsPtr + 4 * k);
    if (both === undefined) return 0;
    const fname = r.m.cstring(fnamePtr);
    const frames = [
      ...(fname === 'MPI_Intercomm_create_from_groups' ? [{ location: 'MPIR_Intercomm_create_from_groups_impl(840)', message: '' }] : []),
      { location: 'MPIR_Intercomm_create_impl(1088)', message: '' }, { location: 'MPID_Intercomm_exchange_map(472)', message: '' },
      { location: 'MPIDI_check_disjoint_gpids(1007)', message: `Local and remote groups in MPI_Intercomm_create must not contain the same processes; both contain process ${both}` },
    ];
    // The call's %s arguments (MPI_Intercomm_create_from_groups' stringtag) print as their strings.
    const convs = argConversions(fname), args = (this.rt.callArgs(r, fname) ?? []).map((v, k) => (convs[k] === 's' && typeof v === 'number' && v ? r.m.cstring(v) : v));
    const code = this.err.ring(r).raiseStack(fname, ERR.COMM, frames, args as MpiArgValue[], this.err.formatOpts(r));
    return this.err.handle(r, h, fname, code);
  }
  /** MPI_Comm_free's argument checks, in its binding's order: the handle, then the predefined ones. */
  __mpisim_check_comm_free(r: RankProcess, a: unknown[]): Result {
    const h = r.m.i32(a[0] as number) | 0;
    if (!this.err.checkComm(r, 'MPI_Comm_free', h, a)) return this.err.lastCheckResult;
    if (h !== H.COMM_WORLD && h !== H.COMM_SELF) return 0;
    const name = h === H.COMM_WORLD ? 'MPI_COMM_WORLD' : 'MPI_COMM_SELF';
    return this.err.error(r, H.COMM_WORLD, 'MPI_Comm_free', ERR.COMM, `Cannot free permanent communicator ${name}`, { kind: 'commperm', name }, a);
  }
  /** MPI_Comm_free's bookkeeping after the ID was released. */
  __mpisim_comm_release(r: RankProcess, a: unknown[]): Result {
    const p = this.rt.proc(r);
    const c = p.comms.get(a[0] as number);
    if (!c) return 0;
    c.freed = true;
    c.freedAt = this.rt.userPos(r);
    // The communicator's references to its groups go with it.
    for (const g of [c.localGroup, c.remoteGroupHandle]) if (g !== undefined && p.groups.has(g)) this.groups.releaseGroup(p, g);
    this.rt.event(r, { kind: 'CommFree', comm: c.handle });
    // MPIR_Comm_delete_internal releases the local_comm and sub-communicators, then the comm.
    for (const sub of [c.localComm, c.nodeComm, c.nodeRootsComm]) if (sub !== undefined && p.comms.has(sub)) this.comms.releaseHandle(p, sub);
    this.comms.releaseHandle(p, c.handle);
    this.rt.freedComms.push(c);
    return 0;
  }
  __mpisim_comm_unmatched(r: RankProcess, a: unknown[]): Result {
    // MPICH drains unmatched point-to-point messages of a communicator being freed.
    const p = this.rt.proc(r);
    const c = p.comms.get(a[0] as number);
    if (!c) return 0;
    return p.unexpected.retain((m) => m.ctx !== c.recvContextId);
  }
  MPI_Comm_rank(r: RankProcess, a: unknown[]): Result {
    const c = this.err.checkComm(r, 'MPI_Comm_rank', a[0] as number);
    if (!c) return this.err.lastCheckResult;
    r.m.st32(a[1] as number, c.rank);
    return 0;
  }
  MPI_Comm_size(r: RankProcess, a: unknown[]): Result {
    const c = this.err.checkComm(r, 'MPI_Comm_size', a[0] as number);
    if (!c) return this.err.lastCheckResult;
    r.m.st32(a[1] as number, c.group.length);
    return 0;
  }
  MPI_Comm_remote_size(r: RankProcess, a: unknown[]): Result {
    const c = this.err.checkComm(r, 'MPI_Comm_remote_size', a[0] as number);
    if (!c) return this.err.lastCheckResult;
    // MPICH's binding does not check for an intercommunicator: an intracommunicator's remote_size is its size.
    r.m.st32(a[1] as number, (c.kind === 'inter' ? c.remoteGroup! : c.group).length);
    return 0;
  }
  MPI_Comm_test_inter(r: RankProcess, a: unknown[]): Result {
    const c = this.err.checkComm(r, 'MPI_Comm_test_inter', a[0] as number);
    if (!c) return this.err.lastCheckResult;
    r.m.st32(a[1] as number, c.kind === 'inter' ? 1 : 0);
    return 0;
  }
  MPIR_Comm_rank(r: RankProcess, a: unknown[]): Result { return this.rt.comm(this.rt.proc(r), a[0] as number)?.rank ?? -1; }
  MPIR_Comm_size(r: RankProcess, a: unknown[]): Result { return this.rt.comm(this.rt.proc(r), a[0] as number)?.group.length ?? 0; }
  MPIR_Comm_remote_size(r: RankProcess, a: unknown[]): Result { return this.rt.comm(this.rt.proc(r), a[0] as number)?.remoteGroup?.length ?? 0; }
  MPIR_Comm_is_inter(r: RankProcess, a: unknown[]): Result { return this.rt.comm(this.rt.proc(r), a[0] as number)?.kind === 'inter' ? 1 : 0; }
  /** MPII_Setup_intercomm_localcomm: the local group's intracomm, ID recvcontext_id|8, created on first use. */
  MPIR_Comm_local_comm(r: RankProcess, a: unknown[]): Result {
    const p = this.rt.proc(r);
    const c = this.rt.comm(p, a[0] as number);
    if (!c || c.kind !== 'inter') return H.COMM_NULL;
    if (c.localComm === undefined) {
      const lc = this.comms.newComm(p, {
        kind: 'intra', contextId: localCommId(this.rt.layout, c.recvContextId), group: c.group, rank: c.rank, name: '',
        createdBy: 'MPII_Setup_intercomm_localcomm', internal: true, parent: c.handle,
      });
      c.localComm = lc.handle;
      this.comms.commit(p, lc);
    }
    return c.localComm;
  }
  MPI_Comm_get_name(r: RankProcess, a: unknown[]): Result {
    const c = this.err.checkComm(r, 'MPI_Comm_get_name', a[0] as number);
    if (!c) return this.err.lastCheckResult;
    r.m.writeBytes(a[1] as number, c.name + '\0');
    r.m.st32(a[2] as number, c.name.length);
    return 0;
  }
  MPI_Comm_set_name(r: RankProcess, a: unknown[]): Result {
    const c = this.err.checkComm(r, 'MPI_Comm_set_name', a[0] as number);
    if (!c) return this.err.lastCheckResult;
    c.name = r.m.cstring(a[1] as number, H.MAX_OBJECT_NAME - 1);
    return 0;
  }
  MPI_Comm_compare(r: RankProcess, a: unknown[]): Result {
    const p = this.rt.proc(r);
    const c1 = this.rt.comm(p, a[0] as number), c2 = this.rt.comm(p, a[1] as number);
    if (!c1 || !c2) return this.err.error(r, H.COMM_WORLD, 'MPI_Comm_compare', ERR.COMM, 'Invalid communicator');
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
  MPI_Comm_group(r: RankProcess, a: unknown[]): Result {
    const c = this.err.checkComm(r, 'MPI_Comm_group', a[0] as number);
    if (!c) return this.err.lastCheckResult;
    r.m.st32(a[1] as number, this.groups.commGroup(this.rt.proc(r), c, 'localGroup', c.group));
    return 0;
  }
  MPI_Comm_remote_group(r: RankProcess, a: unknown[]): Result {
    const c = this.err.checkComm(r, 'MPI_Comm_remote_group', a[0] as number);
    if (!c) return this.err.lastCheckResult;
    // Nor does MPICH's: MPIR_Comm_remote_group_impl makes an intracommunicator's remote group of
    // its remote_size processes, its own members (MPICH sets that group's rank field to
    // MPI_UNDEFINED; mpisim's groups have no rank field, so MPI_Group_rank answers the member's).
    r.m.st32(a[1] as number, this.groups.commGroup(this.rt.proc(r), c, 'remoteGroupHandle', c.kind === 'inter' ? c.remoteGroup! : c.group));
    return 0;
  }
}
