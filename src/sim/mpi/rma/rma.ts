/**
 * One-sided communication, the runtime half (the collective half is ../lib/rma.c). Every
 * process's memory is at hand, so an operation is done when it is called: a put writes the
 * target's memory, a get reads it, an accumulate combines element by element (MPI makes
 * accumulates to one location atomic; here nothing runs in between). The epochs are what can
 * block: fence is a barrier, a lock waits for conflicting holders, start waits for the targets'
 * posts and wait for the origins' completes, each with its wait-for edges for deadlock reports.
 * A target datatype is the origin's (MPI-3.1 §11.3), so both sides use the origin's table.
 */
import { BLOCK, type Result } from '../core/process';
import type { RankProcess } from '../../runtime/rank';
import type { Memory } from '../../runtime/memory';
import * as H from '../handles';
import { ERR } from '../errclass';
import { MPI_ERR_WIN, type MpiArgValue, type MpiCheck } from '../errors';
import { builtinSize, isBuiltinType } from '../datatype/typerep/typeops';
import { BUILTIN_OPS, applyFloatOp, applyIntOp, readsSigned } from '../ops';
import { SharedSegments, type Segment } from '../core/shm';
import { CFault } from '../../runtime/memory';
import { HandlePool } from '../handlePool';
import type { WindowView } from '../check/findings';

/** Where an operation reads or writes: the target process's memory. */
interface Target { m: Memory; addr: number; process: number; shared: boolean }

interface Member {
  process: number; base: number; size: number; dispUnit: number;
  /** A dynamic window's memory that this member attached (MPI_Win_attach), in attach order. */
  attached: { base: number; size: number }[];
}

interface Window {
  flavor: number;
  members: Member[];
  joined: number;
  /** Per target rank: who holds its lock. */
  locks: { exclusive?: number; shared: Set<number> }[];
  /** Per target rank: the origins (ranks) its current post lets start, and those that completed. */
  posted: (Set<number> | undefined)[];
  postOrigins: (number[] | undefined)[];
  completed: Set<number>[];
  /** Per origin rank: the targets of its access epoch (MPI_Win_start). */
  started: (number[] | undefined)[];
  name: string;
  /** MPI_Win_allocate_shared: the node's segment (none when every member asked for 0 bytes). */
  shm?: Segment;
  /** The segment could not be mapped (more than the address space holds). */
  shmFailed?: boolean;
}

/** MPICH's epoch states (MPIDIG_EPOTYPE_*): REFENCE is "after a fence, before any operation". */
type Epoch = 'NONE' | 'REFENCE' | 'FENCE' | 'LOCK' | 'LOCK_ALL' | 'START' | 'POST';

/** One process's handle to a window, with its side of the synchronization (MPIDIG_WIN(win, sync)). */
interface WinRef {
  win: Window; rank: number; comm: number; slot: number; handle: number;
  access: Epoch; exposure: Epoch;
  /** Targets this process holds a lock on (MPI_Win_lock). */
  locked: Set<number>;
  errhandler: number;
}

/** The frames below the binding where MPICH 4.0.2 (ch4:ucx) reports a synchronization error, as it prints them. */
const SYNC_FRAMES: Record<string, string[]> = {
  MPI_Put: ['MPID_Put(487)', 'MPIDI_put(65)', 'MPIDI_UCX_do_put(198)'],
  MPI_Get: ['MPID_Get(508)', 'MPIDI_get(113)', 'MPIDI_UCX_do_get(263)'],
  MPI_Rput: ['MPID_Rput(665)', 'MPIDI_rput(415)', 'MPIDI_NM_mpi_rput(376)', 'MPIDI_UCX_do_put(198)'],
  MPI_Rget: ['MPID_Rget(642)', 'MPIDI_rget(372)', 'MPIDI_NM_mpi_rget(480)', 'MPIDI_UCX_do_get(263)'],
  MPI_Raccumulate: ['MPID_Raccumulate(573)', 'MPIDI_raccumulate(241)', 'MPIDIG_mpi_raccumulate(661)', 'MPIDIG_do_accumulate(281)'],
  MPI_Rget_accumulate: ['MPID_Rget_accumulate(600)', 'MPIDI_rget_accumulate(290)', 'MPIDIG_mpi_rget_accumulate(716)', 'MPIDIG_do_get_accumulate(418)'],
  MPI_Accumulate: ['MPID_Accumulate(530)', 'MPIDI_accumulate(157)', 'MPIDIG_mpi_accumulate(686)', 'MPIDIG_do_accumulate(281)'],
  MPI_Get_accumulate: ['MPID_Get_accumulate(691)', 'MPIDI_get_accumulate(464)', 'MPIDIG_mpi_get_accumulate(746)', 'MPIDIG_do_get_accumulate(418)'],
  MPI_Fetch_and_op: ['MPID_Fetch_and_op(619)', 'MPIDI_fetch_and_op(329)', 'MPIDIG_mpi_fetch_and_op(826)', 'MPIDIG_mpi_get_accumulate(746)', 'MPIDIG_do_get_accumulate(418)'],
  MPI_Compare_and_swap: ['MPID_Compare_and_swap(550)', 'MPIDI_compare_and_swap(197)', 'MPIDIG_mpi_compare_and_swap(771)'],
  MPI_Win_unlock: ['MPID_Win_unlock(123)', 'MPIDIG_mpi_win_unlock(408)'],
  MPI_Win_unlock_all: ['MPID_Win_unlock_all(224)', 'MPIDIG_mpi_win_unlock_all(671)'],
  MPI_Win_complete: ['MPID_Win_complete(37)', 'MPIDIG_mpi_win_complete(174)'],
  MPI_Win_wait: ['MPID_Win_wait(71)', 'MPIDIG_mpi_win_wait(296)'],
  MPI_Win_test: ['MPID_Win_test(89)', 'MPIDIG_mpi_win_test(323)'],
  MPI_Win_flush: ['MPID_Win_flush(190)', 'MPIDIG_mpi_win_flush(584)'],
  MPI_Win_flush_all: ['MPID_Win_flush_all(258)', 'MPIDIG_mpi_win_flush_all(793)'],
  MPI_Win_flush_local: ['MPID_Win_flush_local(157)', 'MPIDIG_mpi_win_flush_local(734)'],
  MPI_Win_flush_local_all: ['MPID_Win_flush_local_all(207)', 'MPIDIG_mpi_win_flush_local_all(630)'],
  MPI_Win_sync: ['MPID_Win_sync(241)', 'MPIDIG_mpi_win_sync(777)'],
  MPI_Win_lock: ['MPID_Win_lock(106)', 'MPIDIG_mpi_win_lock(359)'],
  MPI_Win_lock_all: ['MPID_Win_lock_all(275)', 'MPIDIG_mpi_win_lock_all(835)'],
  MPI_Win_fence: ['MPID_Win_fence(140)', 'MPIDIG_mpi_win_fence(483)'],
  MPI_Win_start: ['MPID_Win_start(20)', 'MPIDIG_mpi_win_start(139)'],
};
const RMA_SYNC = 50;

const RMA_FLAVOR = 58;
const RMA_SIZE = 51;
const RMA_DISP = 52;
/** Lines of the checks in MPICH 4.0.2's generated bindings, as its error stacks print them. */
const CTOR_CHECK_LINES: Record<string, { comm: number; size?: number; disp?: number; baseptr?: number; win: number }> = {
  MPI_Win_allocate_shared: { comm: 48, size: 73, disp: 74, baseptr: 75, win: 76 },
  MPI_Win_create_dynamic: { comm: 46, win: 71 },
};
const FLAVOR = { create: 1, allocate: 2, dynamic: 3, shared: 4 };
/** MPIDU_shm_get_mapsize: alloc_shared_noncontig rounds each segment up to whole pages. */
const PAGE = 4096;

const MODE_NOCHECK = 1024;
const MODE_NOSUCCEED = 16384;
const WIN_UNIFIED = 2;

import type { MpiCore } from '../core/dispatch';
import type { DatatypeImpl } from '../datatype/datatype_impl';
import type { ErrHandling } from '../errhan/errhan';
import type { GroupUtil } from '../group/grouputil';
import type { ErrhanImpl } from '../errhan/errhan_impl';
import type { Requests } from '../request/request';
export class Rma {
  private refs = new Map<string, WinRef>();
  private creating = new Map<string, Window>();
  /**
   * Each process's window handles as MPICH's pool gives them (MPIR_WIN_PREALLOC 8 direct, then
   * indirect): a freed window's handle is the next one created, so a program that goes on using
   * a freed handle reaches the window created after it, as it does under MPICH.
   */
  private handles = new Map<number, HandlePool>();
  /** The request-based call (MPI_Rget...) whose operation runs now, for its error stack. */
  private requestCall: { fname: string; args: unknown[] } | undefined;
  private get shm(): SharedSegments { return this.rt.shm; }

  constructor(readonly rt: MpiCore, readonly types: DatatypeImpl, readonly err: ErrHandling, readonly groups: GroupUtil, readonly errhanImpl: ErrhanImpl, readonly reqs: Requests, private mem: (k: number) => Memory) {}

  /**
   * Freed windows by process and handle, until the handle is given out again: MPICH's bindings
   * read a freed window's object from its pool slot (MPIR_Win_valid_ptr checks only the pointer)
   * and go on to their next checks, and its queries answer from it.
   */
  private freedRefs = new Map<string, WinRef>();
  /** The window `h` names; `freedToo`: a freed one MPICH still reads (its queries and Win_lock's checks). */
  private ref(r: RankProcess, h: number, fname: string, freedToo = false): WinRef | undefined {
    const w = this.refs.get(`${r.rank}:${h | 0}`) ?? (freedToo ? this.freedRefs.get(`${r.rank}:${h | 0}`) : undefined);
    if (!w) this.err.error(r, H.COMM_WORLD, fname, MPI_ERR_WIN, (h | 0) === H.WIN_NULL ? 'Null MPI_Win' : 'Invalid MPI_Win');
    return w;
  }
  private proc(w: WinRef, rank: number): Member { return w.win.members[rank]; }
  /** Process k's window h as the usage checker's race check sees it. */
  view(k: number, h: number): WindowView | undefined {
    const w = this.refs.get(`${k}:${h | 0}`);
    return w && { win: w.win, rank: w.rank, members: w.win.members, direct: !w.win.shm && w.win.flavor !== FLAVOR.dynamic && w.win.flavor !== FLAVOR.shared, started: w.win.started[w.rank] };
  }
  /** A window handle of this process, for the argument checks (../argcheck): undefined when it names none. */
  window(r: RankProcess, h: number): { errhandler: number; handle: number; size: number; dynamic: boolean } | undefined {
    const w = this.refs.get(`${r.rank}:${h | 0}`) ?? this.freedRefs.get(`${r.rank}:${h | 0}`);
    return w && { errhandler: w.errhandler, handle: w.handle, size: w.win.members.length, dynamic: w.win.flavor === FLAVOR.dynamic };
  }

  // ------------------------------------------------------------------ windows
  __mpisim_win_create(r: RankProcess, a: unknown[]): Result {
    const [commH, flavor, allPtr, noncontig] = a as number[];
    const c = this.rt.comm(this.rt.proc(r), commH)!;
    const n = c.group.length;
    const key = `${c.contextId}:${c.group.join(',')}`;
    let win = this.creating.get(key);
    if (!win) {
      const members = c.group.map((process, k) => ({
        process, base: Number(r.m.s64(allPtr + 24 * k)), size: Number(r.m.s64(allPtr + 24 * k + 8)), dispUnit: Number(r.m.s64(allPtr + 24 * k + 16)), attached: [],
      }));
      win = { flavor, members, joined: 0, locks: members.map(() => ({ shared: new Set() })), posted: [], postOrigins: [], completed: members.map(() => new Set()), started: [], name: '' };
      this.creating.set(key, win);
    }
    if (++win.joined === n) {
      this.creating.delete(key);
      if (flavor === FLAVOR.shared) this.mapShared(win, !!noncontig);
    }
    let pool = this.handles.get(r.rank);
    if (!pool) this.handles.set(r.rank, (pool = new HandlePool(0xa0000000, 8, 0xe0000000)));
    const h = pool.take();
    this.freedRefs.delete(`${r.rank}:${h}`);
    this.refs.set(`${r.rank}:${h}`, { win, rank: c.rank, comm: c.handle, slot: pool.index(h) & 255, handle: h, access: 'NONE', exposure: 'NONE', locked: new Set(), errhandler: H.ERRORS_ARE_FATAL });
    return h;
  }
  /**
   * The last member to join maps the node's segment in every member's memory at once (the others
   * wait in the creation barrier, so none of them allocates meanwhile). Segments follow each other
   * in rank order, each rounded up to whole pages with alloc_shared_noncontig (MPICH's
   * win_shm_alloc_impl); a member of size 0 has base NULL.
   */
  private mapShared(win: Window, noncontig: boolean): void {
    const span = (m: Member): number => (noncontig ? Math.ceil(m.size / PAGE) * PAGE : m.size);
    const total = win.members.reduce((t, m) => t + span(m), 0);
    if (total === 0) return;
    win.shm = this.shm.map(win.members.map((m) => m.process), total);
    if (!win.shm) { win.shmFailed = true; return; }
    let off = 0;
    for (const m of win.members) {
      m.base = m.size ? win.shm.addr + off : 0;
      off += span(m);
    }
  }
  /**
   * Each member's own segment after creation, or MPICH's failure to map the node's segment
   * (win_shm_alloc_impl's **alloc_shar_mem with SHM_WIN_REQUIRED), the same on every member.
   */
  __mpisim_win_shared_base(r: RankProcess, a: unknown[]): Result {
    const [h, out] = a as number[];
    const w = this.ref(r, h, 'MPI_Win_allocate_shared');
    if (!w) return MPI_ERR_WIN;
    if (w.win.shmFailed) {
      const fname = 'MPI_Win_allocate_shared';
      const args = this.rt.callArgs(r, fname) ?? [];
      const code = this.stack(r, fname, ERR.OTHER, ['MPID_Win_allocate_shared(121)', 'MPIDIG_mpi_win_allocate_shared(927)', 'win_shm_alloc_impl(595)'], 'unable to allocate shared memory', args);
      return this.err.handle(r, args[3] as number, fname, code);
    }
    r.m.stptr(out, this.proc(w, w.rank).base);
    return 0;
  }
  /**
   * The argument checks of MPI_Win_allocate_shared's and MPI_Win_create_dynamic's bindings, in
   * their order, at their lines (MPICH 4.0.2). A bad communicator goes to MPI_COMM_WORLD's handler,
   * the others to the communicator's.
   */
  __mpisim_win_check(r: RankProcess, a: unknown[]): Result {
    const [fnamePtr, commH, size, dispUnit, baseptr, win] = a as number[];
    const fname = r.m.cstring(fnamePtr);
    const at = CTOR_CHECK_LINES[fname];
    const args = this.rt.callArgs(r, fname) ?? [];
    const fail = (handler: number, cls: number, line: number, message: string): Result =>
      this.err.handle(r, handler, fname, this.stack(r, fname, cls, [`internal_${fname.slice(4)}(${line})`], message, args));
    const c = this.rt.comm(this.rt.proc(r), commH);
    if (!c) return fail(H.COMM_WORLD, ERR.COMM, at.comm, (commH | 0) === H.COMM_NULL ? 'Null communicator' : 'Invalid communicator');
    if (at.size && size < 0) return fail(c.handle, RMA_SIZE, at.size, `Invalid size argument in RMA call (value is ${size})`);
    if (at.disp && dispUnit <= 0) return fail(c.handle, RMA_DISP, at.disp, `disp_unit argument is not positive integer (value is ${dispUnit})`);
    if (at.baseptr && !baseptr) return fail(c.handle, ERR.ARG, at.baseptr, 'Null pointer in parameter baseptr');
    if (!win) return fail(c.handle, ERR.ARG, at.win, 'Null pointer in parameter win');
    return 0;
  }
  /**
   * A shared window needs every process on one node. MPICH 4.0.2 does not check it (its segment
   * table is per node, so queries of other nodes' ranks read past it); from 4.2.0 on ch4 refuses
   * it (mpidig_win.c:943 "**winallocnotshared", ch4_win.c:129), which is what mpisim reports.
   */
  __mpisim_win_shared_check(r: RankProcess, a: unknown[]): Result {
    const c = this.rt.comm(this.rt.proc(r), a[0] as number);
    if (!c || new Set(c.group.map((k) => this.rt.nodeOf(k))).size <= 1) return 0;
    const fname = 'MPI_Win_allocate_shared';
    const frames = ['MPID_Win_allocate_shared(129)', 'MPIDIG_mpi_win_allocate_shared(943)'];
    return this.err.handle(r, c.handle, fname, this.stack(r, fname, ERR.OTHER, frames, 'processes are not in the same shared memory domain', this.rt.callArgs(r, fname) ?? []));
  }
  __mpisim_win_comm(r: RankProcess, a: unknown[]): Result {
    const w = this.ref(r, a[0] as number, r.m.cstring(a[1] as number));
    return w ? w.comm : H.COMM_NULL;
  }
  /**
   * MPIDIG_mpi_win_free's epoch checks: a window is freed outside any epoch (a fence epoch that
   * saw no operation since its fence counts as none), else MPICH's **rmasync.
   */
  __mpisim_win_free_check(r: RankProcess, a: unknown[]): Result {
    const w = this.ref(r, a[0] as number, 'MPI_Win_free');
    if (!w) return MPI_ERR_WIN;
    const none = (e: Epoch): boolean => e === 'NONE' || e === 'REFENCE';
    if (none(w.access) && none(w.exposure)) return 0;
    const code = this.stack(r, 'MPI_Win_free', RMA_SYNC, ['MPID_Win_free(56)', 'MPIDIG_mpi_win_free(838)'], 'Wrong synchronization of RMA calls ', this.rt.callArgs(r, 'MPI_Win_free') ?? [a[0]]);
    // Measured: MPICH's fatal text for this one names the communicator, "(rank R in comm 0)".
    return this.err.handleWith(r, w.errhandler, w.handle, 'MPI_Win_free', code, 'comm');
  }
  /** Forgets the window; returns the memory MPI_Win_allocate gave it (for the C side to free). */
  __mpisim_win_release(r: RankProcess, a: unknown[]): Result {
    const key = `${r.rank}:${(a[0] as number) | 0}`;
    const w = this.refs.get(key);
    this.refs.delete(key);
    if (w) this.freedRefs.set(key, w);
    if (w) this.handles.get(r.rank)?.give(w.handle);
    if (w?.win.shm) this.shm.unmap(w.win.shm, this.proc(w, w.rank).process);
    return w && w.win.flavor === FLAVOR.allocate ? this.proc(w, w.rank).base : 0;
  }
  __mpisim_win_attr(r: RankProcess, a: unknown[]): Result {
    const [h, keyval, out] = a as number[];
    // A freed window's object passes (its binding's keyval and pointer checks come next).
    const w = this.refs.get(`${r.rank}:${h | 0}`) ?? this.freedRefs.get(`${r.rank}:${h | 0}`);
    if (!w) {
      // MPII_Win_get_attr's first check, in its binding's frame; the C side returns the code,
      // negated here (a slot is never negative).
      const fname = 'MPI_Win_get_attr', none = (h | 0) === H.WIN_NULL;
      const res = this.err.error(r, H.COMM_WORLD, fname, MPI_ERR_WIN, none ? 'Null MPI_Win' : 'Invalid MPI_Win', { kind: none ? 'winnull' : 'win' }, this.rt.callArgs(r, fname));
      return res === BLOCK ? BLOCK : -(res as number);
    }
    const me = this.proc(w, w.rank);
    const v = { 0x66000001: me.base, 0x66000003: me.size, 0x66000005: me.dispUnit, 0x66000007: w.win.flavor, 0x66000009: WIN_UNIFIED }[keyval];
    r.m.st64(out, v ?? 0);
    return w.slot;
  }
  /**
   * MPIDIG_mpi_win_shared_query: alone on its node, or with no segment (every size 0), a process
   * gets its own window; MPI_PROC_NULL names the lowest rank with memory.
   */
  MPI_Win_shared_query(r: RankProcess, a: unknown[]): Result {
    const [h, rank, sizeOut, dispOut, baseOut] = a as number[];
    const fname = 'MPI_Win_shared_query';
    // The window and flavor checks are the binding's own, at other lines in internal_Win_shared_query_c.
    const binding = this.err.ring(r).bindingName(fname);
    const lines = binding === fname ? { win: 45, flavor: 61 } : { win: 192, flavor: 208 };
    const w = this.refs.get(`${r.rank}:${h | 0}`);
    if (!w) return this.err.handle(r, H.COMM_WORLD, fname, this.stack(r, fname, MPI_ERR_WIN, [`internal_${binding.slice(4)}(${lines.win})`], (h | 0) === H.WIN_NULL ? 'Null MPI_Win' : 'Invalid MPI_Win', a));
    const ms = w.win.members;
    if (w.win.flavor !== FLAVOR.shared) return this.stackError(r, w, fname, RMA_FLAVOR, [`internal_${binding.slice(4)}(${lines.flavor})`], ' Window flavor is not compatible with the given operation (expected MPI_WIN_FLAVOR_SHARED)', a);
    if (rank !== H.PROC_NULL && (rank < 0 || rank >= ms.length)) return this.checkError(r, w, fname, { kind: 'rank', value: rank, size: ms.length, arg: 'rank' }, a);
    for (const [arg, ptr] of [['size', sizeOut], ['disp_unit', dispOut], ['baseptr', baseOut]] as const) if (!ptr) return this.checkError(r, w, fname, { kind: 'nullptr', arg }, a);
    const m = ms.length === 1 || !w.win.shm ? ms[w.rank] : rank === H.PROC_NULL ? ms.find((x) => x.size > 0) : ms[rank];
    r.m.st64(sizeOut, m?.size ?? 0);
    r.m.st32(dispOut, m?.dispUnit ?? 0);
    r.m.stptr(baseOut, m?.base ?? 0);
    return 0;
  }

  // ------------------------------------------------------------------ dynamic windows
  /** MPI_Win_attach and MPI_Win_detach: MPICH checks the flavor, not overlaps or what is attached. */
  __mpisim_win_attach(r: RankProcess, a: unknown[]): Result {
    const [h, base, size, attach] = a as number[];
    const fname = attach ? 'MPI_Win_attach' : 'MPI_Win_detach';
    const args = attach ? [h, base, size] : [h, base];
    const w = this.refs.get(`${r.rank}:${h | 0}`);
    if (!w) {
      return this.err.handle(r, H.COMM_WORLD, fname, this.stack(r, fname, MPI_ERR_WIN, [`internal_${fname.slice(4)}(44)`], (h | 0) === H.WIN_NULL ? 'Null MPI_Win' : 'Invalid MPI_Win', args));
    }
    if (base === 0) return this.checkError(r, w, fname, { kind: 'nullptr', arg: 'base' }, args);
    if (attach && size < 0) return this.stackError(r, w, fname, RMA_SIZE, ['internal_Win_attach(63)'], `Invalid size argument in RMA call (value is ${size})`, args);
    if (attach && size === 0) return 0;
    if (w.win.flavor !== FLAVOR.dynamic) {
      const frames = attach ? ['MPID_Win_attach(96)', 'MPIDIG_mpi_win_attach(896)'] : ['MPID_Win_detach(137)', 'MPIDIG_mpi_win_detach(956)'];
      return this.stackError(r, w, fname, RMA_FLAVOR, frames, 'Incorrect window flavor', args);
    }
    const mine = this.proc(w, w.rank).attached;
    if (attach) mine.push({ base, size });
    else {
      const i = mine.findIndex((x) => x.base === base);
      if (i >= 0) mine.splice(i, 1);
    }
    return 0;
  }

  /**
   * An error code with MPICH's stack: below the binding's frame, `frames` (locations) of which
   * the last says `message` and the others, the frames that pass the error on, nothing.
   */
  private stack(r: RankProcess, fname: string, cls: number, frames: string[], message: string, args: unknown[]): number {
    const stack = frames.map((location, k) => ({ location, message: k === frames.length - 1 ? message : '' }));
    return this.err.ring(r).raiseStack(fname, cls, stack, args as MpiArgValue[]);
  }
  /** An error of `stack`, through the window's handler. */
  private stackError(r: RankProcess, w: WinRef, fname: string, cls: number, frames: string[], message: string, args: unknown[]): Result {
    return this.err.handleWith(r, w.errhandler, w.handle, fname, this.stack(r, fname, cls, frames, message, args), 'win');
  }

  MPI_Win_set_name(r: RankProcess, a: unknown[]): Result {
    const w = this.ref(r, a[0] as number, 'MPI_Win_set_name');
    if (w) w.win.name = r.m.cstring(a[1] as number);
    return w ? 0 : MPI_ERR_WIN;
  }
  MPI_Win_get_name(r: RankProcess, a: unknown[]): Result {
    const w = this.ref(r, a[0] as number, 'MPI_Win_get_name', true);
    if (!w) return MPI_ERR_WIN;
    r.m.writeBytes(a[1] as number, w.win.name + '\0');
    r.m.st32(a[2] as number, w.win.name.length);
    return 0;
  }

  /** MPICH's **rmasync ("Wrong synchronization of RMA calls"), handed to the window's error handler. */
  private syncError(r: RankProcess, w: WinRef, fname: string, args: unknown[]): Result {
    // A request-based form reports from its own binding and ch4 frames (MPID_Rget, not MPID_Get).
    const as = this.requestCall;
    if (as) return this.stackError(r, w, as.fname, RMA_SYNC, SYNC_FRAMES[as.fname], 'Wrong synchronization of RMA calls ', as.args);
    return this.stackError(r, w, fname, RMA_SYNC, SYNC_FRAMES[fname], 'Wrong synchronization of RMA calls ', args);
  }
  /** An argument check of the binding (MPICH's internal_<name>), through the window's handler. */
  private checkError(r: RankProcess, w: WinRef, fname: string, check: MpiCheck, args: unknown[]): Result {
    const code = this.err.ring(r).raise(fname, check, args as MpiArgValue[]);
    return this.err.handleWith(r, w.errhandler, w.handle, fname, code, 'win');
  }
  /** MPIDIG_RMA_OP_CHECK_SYNC: an operation needs an access epoch that covers the target. */
  private opSync(r: RankProcess, w: WinRef, trank: number, fname: string, args: unknown[]): Result | undefined {
    if (trank < 0 || trank >= w.win.members.length) return this.checkError(r, w, fname, { kind: 'rank', value: trank, size: w.win.members.length, arg: 'target_rank' }, args);
    if (w.access === 'NONE' || w.access === 'POST') return this.syncError(r, w, fname, args);
    if (w.access === 'REFENCE' && w.exposure === 'REFENCE') { w.access = 'FENCE'; w.exposure = 'FENCE'; }
    if (w.access === 'START' && !w.win.started[w.rank]?.includes(trank)) return this.syncError(r, w, fname, args);
    return undefined;
  }
  MPI_Win_set_errhandler(r: RankProcess, a: unknown[]): Result {
    const w = this.ref(r, a[0] as number, 'MPI_Win_set_errhandler');
    if (!w) return MPI_ERR_WIN;
    const code = this.errhanImpl.errhandlerKind(r, a[1] as number, 'win', 'MPI_Win_set_errhandler', a);
    if (code !== undefined) return this.err.handleWith(r, w.errhandler, w.handle, 'MPI_Win_set_errhandler', code, 'win');
    w.errhandler = this.errhanImpl.retain(r, a[1] as number, w.errhandler);
    return 0;
  }
  MPI_Win_get_errhandler(r: RankProcess, a: unknown[]): Result {
    const w = this.ref(r, a[0] as number, 'MPI_Win_get_errhandler', true);
    if (w) r.m.st32(a[1] as number, w.errhandler);
    return w ? 0 : MPI_ERR_WIN;
  }
  MPI_Win_create_errhandler(r: RankProcess, a: unknown[]): Result { return this.errhanImpl.MPI_Comm_create_errhandler(r, a, 'win'); }
  MPI_Win_call_errhandler(r: RankProcess, a: unknown[]): Result {
    const w = this.ref(r, a[0] as number, 'MPI_Win_call_errhandler');
    if (!w) return MPI_ERR_WIN;
    // MPICH's call_errhandler: with MPI_ERRORS_RETURN, or after a user's handler, the call succeeds.
    return this.err.handleWith(r, w.errhandler, w.handle, 'MPI_Win_call_errhandler', a[1] as number, 'win', 0);
  }
  /** Fence: MPIDIG_FENCE_EPOCH_CHECK before the barrier (../lib/rma.c), MPIDIG_EPOCH_FENCE_EVENT after. */
  __mpisim_win_fence(r: RankProcess, a: unknown[]): Result {
    const [h, assert, after] = a as number[];
    const w = this.ref(r, h, 'MPI_Win_fence');
    if (!w) return MPI_ERR_WIN;
    const fenceable = (e: Epoch): boolean => e === 'NONE' || e === 'REFENCE' || e === 'FENCE';
    if (!after) return fenceable(w.access) && fenceable(w.exposure) ? 0 : this.syncError(r, w, 'MPI_Win_fence', this.rt.callArgs(r, 'MPI_Win_fence') ?? [assert, h]);
    w.access = w.exposure = assert & MODE_NOSUCCEED ? 'NONE' : 'REFENCE';
    return 0;
  }

  // ------------------------------------------------------------------ operations
  /** The target's memory and address of (rank, disp), after the checks MPICH makes. */
  private target(r: RankProcess, w: WinRef, rank: number, disp: number, span: number, fname: string, args: unknown[]): Target | Result {
    const bad = this.opSync(r, w, rank, fname, args);
    if (bad !== undefined) return bad;
    const t = this.proc(w, rank);
    this.rt.openConnection(this.rt.proc(r), t.process, r, this.rt.userCall(r, fname));
    const addr = t.base + disp * t.dispUnit;
    if (w.win.flavor === FLAVOR.dynamic && span > 0 && !attachedCovers(t.attached, addr, span)) this.notAttached(r, fname, rank, addr, span);
    return { m: this.mem(t.process), addr, process: t.process, shared: w.win.shm !== undefined };
  }
  /**
   * RMA to memory of a dynamic window that the target has not attached. MPICH 4.0.2 does not check
   * it: the origin's call succeeds and the target's progress engine writes to (or reads from) that
   * address in its own process, which crashes it (signal 11) when nothing is mapped there. Each
   * mpisim rank has the same layout, so the address would resolve; it faults as MPICH's target
   * would, naming what is wrong.
   */
  private notAttached(r: RankProcess, fname: string, rank: number, addr: number, span: number): never {
    throw new CFault('invalid memory access', `${fname} to rank ${rank} of a dynamic window, ${span} bytes at address 0x${addr.toString(16)}, which rank ${rank} has not attached (MPI_Win_attach); ` +
      'MPICH does not check this: the target process writes or reads that address of its own memory, or dies of a segmentation fault', r.site);
  }
  /** A shared window's target memory was written: the other members' copies get the bytes now. */
  private wrote(t: Target): void {
    if (t.shared) this.shm.publish(t.process);
  }

  /** The target memory an operation addresses: a Result when the call fails, null for MPI_PROC_NULL. */
  private reach(r: RankProcess, winH: number, trank: number, tdisp: number, tcount: number, tdt: number, fname: string, args: unknown[]): Target | Result | null {
    const w = this.ref(r, winH, fname);
    if (!w) return MPI_ERR_WIN;
    return trank === H.PROC_NULL ? null : this.target(r, w, trank, tdisp, tcount * this.types.dtp(r.rank).extent(tdt), fname, args);
  }

  /**
   * The DATATYPE checks of MPI_Put and MPI_Get (internal_Put/internal_Get at MPICH 4.0.2's lines):
   * the origin's type, then the target's; through the window's error handler.
   */
  private opTypes(r: RankProcess, fname: 'MPI_Put' | 'MPI_Get', a: number[]): Result | undefined {
    const w = this.ref(r, a[7], fname);
    if (!w) return MPI_ERR_WIN;
    for (const [dt, line] of [[a[2], 64], [a[6], 83]]) {
      const bad = (dt | 0) === H.DATATYPE_NULL ? 'Datatype for argument datatype is a null datatype' : this.types.dtp(r.rank).size(dt) === undefined ? 'Invalid datatype' : undefined;
      if (bad) return this.stackError(r, w, fname, ERR.TYPE, [`internal_${fname.slice(4)}(${line})`], bad, a);
    }
    return undefined;
  }

  private put(r: RankProcess, fname: string, a: number[]): Result {
    const [oaddr, ocount, odt, trank, tdisp, tcount, tdt, winH] = a;
    const badType = fname === 'MPI_Put' ? this.opTypes(r, fname, a) : undefined;
    if (badType !== undefined) return badType;
    const t = this.reach(r, winH, trank, tdisp, tcount, tdt, fname, a);
    if (t === null) return 0;
    if (typeof t !== 'object') return t;
    const dt = this.types.dtp(r.rank);
    dt.unpack(t.m, t.addr, tcount, tdt, dt.pack(r.m, oaddr, ocount, odt));
    this.wrote(t);
    return 0;
  }
  MPI_Put(r: RankProcess, a: unknown[]): Result { return this.put(r, 'MPI_Put', a as number[]); }
  MPI_Get(r: RankProcess, a: unknown[]): Result {
    const [oaddr, ocount, odt, trank, tdisp, tcount, tdt, winH] = a as number[];
    const badType = this.opTypes(r, 'MPI_Get', a as number[]);
    if (badType !== undefined) return badType;
    const t = this.reach(r, winH, trank, tdisp, tcount, tdt, 'MPI_Get', a);
    if (t === null) return 0;
    if (typeof t !== 'object') return t;
    const dt = this.types.dtp(r.rank);
    dt.unpack(r.m, oaddr, ocount, odt, dt.pack(t.m, t.addr, tcount, tdt));
    return 0;
  }

  /** Combines `data` (the origin's elements, packed) into the target's elements, one by one. */
  private combine(r: RankProcess, fname: string, op: number, data: Uint8Array, m: Memory, addr: number, count: number, tdt: number): Result {
    const name = BUILTIN_OPS[op | 0];
    if (!name) return this.err.error(r, H.COMM_WORLD, fname, ERR.OP, 'Invalid MPI_Op (one-sided operations take predefined operations only)');
    if (name === 'NO_OP') return 0;
    const ops = this.types.dtp(r.rank);
    const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
    // MPI_2INT is builtin but a pair: the typemap lists its two ints.
    if (name === 'MINLOC' || name === 'MAXLOC') return combineLoc(name, ops.elements(tdt, count), ops, data, dv, m, addr);
    if (isBuiltinType(tdt)) {
      const kind = ops.kind(tdt), size = builtinSize(tdt);
      if ((kind === 'f' && (size === 4 || size === 8)) || ((kind === 'i' || kind === 'u') && size <= 4)) {
        combineNumbers(name, kind === 'f' ? 'f' : readsSigned(name, kind === 'i') ? 'i' : 'u', size, dv, m, addr, Math.min(count, Math.floor(data.length / size)));
        return 0;
      }
    } else if (this.combineRuns(name, ops, data, m, addr, count, tdt)) return 0;
    const elems = isBuiltinType(tdt) ? Array.from({ length: count }, (_, k) => ({ disp: k * builtinSize(tdt), type: tdt })) : ops.elements(tdt, count);
    let off = 0;
    for (const e of elems) {
      const size = builtinSize(e.type), kind = ops.kind(e.type), at = addr + e.disp;
      if (off + size > data.length) break;
      if (kind === 'f') {
        const x = size === 4 ? dv.getFloat32(off, true) : dv.getFloat64(off, true);
        const v = applyFloatOp(name, x, size === 4 ? m.f32(at) : m.f64(at));
        if (size === 4) m.stf32(at, v); else m.stf64(at, v);
      } else {
        const signed = readsSigned(name, kind === 'i');
        const x = readInt(dv, off, size, signed);
        const y = size === 8 ? (signed ? BigInt.asIntN(64, m.i64(at)) : BigInt.asUintN(64, m.i64(at))) : BigInt(size === 1 ? (signed ? m.i8(at) : m.u8(at)) : size === 2 ? (signed ? m.i16(at) : m.u16(at)) : signed ? m.i32(at) : m.u32(at));
        const w = BigInt.asUintN(size * 8, applyIntOp(name, x, y));
        if (size === 1) m.st8(at, Number(w)); else if (size === 2) m.st16(at, Number(w)); else if (size === 4) m.st32(at, Number(w)); else m.st64(at, w);
      }
      off += size;
    }
    return 0;
  }

  /**
   * A derived target type of one basic type that combineNumbers takes (MPI accumulates allow no
   * other mix but pairs): combined run by run, not through a typemap entry per element. False
   * when the element path must do it.
   */
  private combineRuns(name: string, ops: ReturnType<DatatypeImpl['dtp']>, data: Uint8Array, m: Memory, addr: number, count: number, tdt: number): boolean {
    const sig = ops.table.signatureRle(tdt >>> 0, 1);
    if (sig.length !== 1) return false;
    const t = sig[0][0], kind = ops.kind(t), size = builtinSize(t);
    if (!isBuiltinType(t) || ops.name(t).includes('COMPLEX')) return false;
    if (!((kind === 'f' && (size === 4 || size === 8)) || ((kind === 'i' || kind === 'u') && size <= 4))) return false;
    const as = kind === 'f' ? 'f' : readsSigned(name, kind === 'i') ? 'i' : 'u';
    const runs = ops.table.runs(tdt >>> 0), ext = ops.extent(tdt);
    const whole = data.length - (data.length % size);
    let off = 0;
    for (let i = 0; i < count && off < whole; i++) {
      for (const [disp, len] of runs) {
        const n = Math.min(len, whole - off);
        if (n <= 0) break;
        combineNumbers(name, as, size, new DataView(data.buffer, data.byteOffset + off, n), m, addr + i * ext + disp, n / size);
        off += n;
      }
    }
    return true;
  }

  /** Accumulate and its fetching forms: the target's old elements go to `result` first when asked. */
  private accumulate(r: RankProcess, fname: string, o: { addr: number; count: number; dt: number }, res: { addr: number; count: number; dt: number } | undefined,
    trank: number, tdisp: number, tcount: number, tdt: number, op: number, winH: number, args: unknown[]): Result {
    const t = this.reach(r, winH, trank, tdisp, tcount, tdt, fname, args);
    if (t === null) return 0;
    if (typeof t !== 'object') return t;
    const dt = this.types.dtp(r.rank);
    if (res) dt.unpack(r.m, res.addr, res.count, res.dt, dt.pack(t.m, t.addr, tcount, tdt));
    const done = this.combine(r, fname, op, o.count ? dt.pack(r.m, o.addr, o.count, o.dt) : new Uint8Array(0), t.m, t.addr, tcount, tdt);
    this.wrote(t);
    return done;
  }
  MPI_Accumulate(r: RankProcess, a: unknown[]): Result {
    const [oaddr, ocount, odt, trank, tdisp, tcount, tdt, op, win] = a as number[];
    return this.accumulate(r, 'MPI_Accumulate', { addr: oaddr, count: ocount, dt: odt }, undefined, trank, tdisp, tcount, tdt, op, win, a);
  }
  MPI_Get_accumulate(r: RankProcess, a: unknown[]): Result {
    const [oaddr, ocount, odt, raddr, rcount, rdt, trank, tdisp, tcount, tdt, op, win] = a as number[];
    // MPICH sends no origin data under MPI_NO_OP (mpidig_rma.h): origin_addr may be NULL (rma/get_accumulate).
    const noop = BUILTIN_OPS[op | 0] === 'NO_OP';
    return this.accumulate(r, 'MPI_Get_accumulate', { addr: oaddr, count: noop ? 0 : ocount, dt: odt }, { addr: raddr, count: rcount, dt: rdt }, trank, tdisp, tcount, tdt, op, win, a);
  }
  MPI_Fetch_and_op(r: RankProcess, a: unknown[]): Result {
    const [oaddr, raddr, dt, trank, tdisp, op, win] = a as number[];
    const noop = BUILTIN_OPS[op | 0] === 'NO_OP';
    return this.accumulate(r, 'MPI_Fetch_and_op', { addr: oaddr, count: noop ? 0 : 1, dt }, { addr: raddr, count: 1, dt }, trank, tdisp, 1, dt, op, win, a);
  }
  MPI_Compare_and_swap(r: RankProcess, a: unknown[]): Result {
    const [oaddr, caddr, raddr, dt, trank, tdisp, winH] = a as number[];
    const t = this.reach(r, winH, trank, tdisp, 1, dt, 'MPI_Compare_and_swap', a);
    if (t === null) return 0;
    if (typeof t !== 'object') return t;
    const n = builtinSize(dt);
    const old = t.m.readBytes(t.addr, n).slice();
    const cmp = r.m.readBytes(caddr, n);
    r.m.range(raddr, n, true);
    r.m.U8.set(old, raddr);
    if (old.every((b, k) => b === cmp[k])) { t.m.range(t.addr, n, true); t.m.U8.set(r.m.readBytes(oaddr, n), t.addr); this.wrote(t); }
    return 0;
  }

  /** The request-based forms: the operation is done, so the request is complete at once. */
  private withRequest(r: RankProcess, call: string, a: unknown[], op: () => Result, reqPtr: number): Result {
    this.requestCall = { fname: call, args: a };
    let res: Result;
    try { res = op(); } finally { this.requestCall = undefined; }
    if (res === 0) r.m.st32(reqPtr, this.reqs.completedRequest(r, call));
    return res;
  }
  MPI_Rput(r: RankProcess, a: unknown[]): Result { return this.withRequest(r, 'MPI_Rput', a, () => this.put(r, 'MPI_Put', a as number[]), a[8] as number); }
  MPI_Rget(r: RankProcess, a: unknown[]): Result { return this.withRequest(r, 'MPI_Rget', a, () => this.MPI_Get(r, a), a[8] as number); }
  MPI_Raccumulate(r: RankProcess, a: unknown[]): Result { return this.withRequest(r, 'MPI_Raccumulate', a, () => this.MPI_Accumulate(r, a), a[9] as number); }
  MPI_Rget_accumulate(r: RankProcess, a: unknown[]): Result { return this.withRequest(r, 'MPI_Rget_accumulate', a, () => this.MPI_Get_accumulate(r, a), a[12] as number); }

  // ------------------------------------------------------------------ passive target
  private lockable(w: WinRef, rank: number, exclusive: boolean): boolean {
    const l = w.win.locks[rank];
    return l.exclusive === undefined && (!exclusive || l.shared.size === 0);
  }
  private holders(w: WinRef, rank: number): number[] {
    const l = w.win.locks[rank];
    return [...(l.exclusive !== undefined ? [l.exclusive] : []), ...l.shared].map((k) => this.proc(w, k).process);
  }
  /** Pokes every member: an unlock or complete may let any of them go on. */
  private wakeAll(w: WinRef): void { for (const m of w.win.members) this.rt.poke(m.process); }

  MPI_Win_lock(r: RankProcess, a: unknown[]): Result {
    const [type, trank, assert, winH] = a as number[];
    const w = this.ref(r, winH, 'MPI_Win_lock', true);
    if (!w) return MPI_ERR_WIN;
    // The binding's checks, in its order, before MPI_PROC_NULL returns: rank, assert, lock type.
    const n = w.win.members.length;
    if (trank < H.PROC_NULL || trank >= n) return this.stackError(r, w, 'MPI_Win_lock', ERR.RANK, ['internal_Win_lock(60)'], `Invalid rank has value ${trank} but must be nonnegative and less than ${n}`, a);
    if (assert !== (assert & MODE_NOCHECK)) return this.stackError(r, w, 'MPI_Win_lock', ERR.ARG, ['internal_Win_lock(62)'], `Invalid assert argument (${assert})`, a);
    if (type !== H.LOCK_SHARED && type !== H.LOCK_EXCLUSIVE) return this.stackError(r, w, 'MPI_Win_lock', ERR.ARG, ['internal_Win_lock(66)'], `Invalid locktype argument (${type})`, a);
    if (trank === H.PROC_NULL) return 0;
    // A freed window's object has no epochs MPICH could go on with.
    if (!this.refs.has(`${r.rank}:${winH | 0}`)) return this.ref(r, winH, 'MPI_Win_lock') ? 0 : MPI_ERR_WIN;
    // MPIDIG_LOCK_EPOCH_CHECK_NONE: no other kind of access epoch, and not this target twice.
    if (!(w.access === 'NONE' || w.access === 'REFENCE' || (w.access === 'LOCK' && !w.locked.has(trank)))) return this.syncError(r, w, 'MPI_Win_lock', a);
    w.access = 'LOCK';
    w.locked.add(trank);
    if (assert & MODE_NOCHECK) return 0;
    const exclusive = type === H.LOCK_EXCLUSIVE;
    return this.rt.blockOn(r, 'MPI_Win_lock', `${exclusive ? 'exclusive' : 'shared'} lock of rank ${trank}`, () => {
      if (!this.lockable(w, trank, exclusive)) return undefined;
      if (exclusive) w.win.locks[trank].exclusive = w.rank; else w.win.locks[trank].shared.add(w.rank);
      return 0;
    }, () => this.holders(w, trank));
  }
  MPI_Win_unlock(r: RankProcess, a: unknown[]): Result {
    const [trank, winH] = a as number[];
    const w = this.ref(r, winH, 'MPI_Win_unlock');
    if (!w) return MPI_ERR_WIN;
    if (trank === H.PROC_NULL) return 0;
    if (w.access !== 'LOCK' || !w.locked.has(trank)) return this.syncError(r, w, 'MPI_Win_unlock', a);
    w.locked.delete(trank);
    if (w.locked.size === 0) w.access = 'NONE';
    const l = w.win.locks[trank];
    if (l.exclusive === w.rank) l.exclusive = undefined; else l.shared.delete(w.rank);
    this.wakeAll(w);
    return 0;
  }
  MPI_Win_lock_all(r: RankProcess, a: unknown[]): Result {
    const [assert, winH] = a as number[];
    const w = this.ref(r, winH, 'MPI_Win_lock_all');
    if (!w) return MPI_ERR_WIN;
    if (w.access !== 'NONE' && w.access !== 'REFENCE') return this.syncError(r, w, 'MPI_Win_lock_all', a);
    w.access = 'LOCK_ALL';
    if (assert & MODE_NOCHECK) return 0;
    const all = w.win.members.map((_, k) => k);
    return this.rt.blockOn(r, 'MPI_Win_lock_all', 'shared locks of every rank', () => {
      if (!all.every((k) => this.lockable(w, k, false))) return undefined;
      for (const k of all) w.win.locks[k].shared.add(w.rank);
      return 0;
    }, () => all.flatMap((k) => (w.win.locks[k].exclusive !== undefined ? this.holders(w, k) : [])));
  }
  MPI_Win_unlock_all(r: RankProcess, a: unknown[]): Result {
    const w = this.ref(r, a[0] as number, 'MPI_Win_unlock_all');
    if (!w) return MPI_ERR_WIN;
    if (w.access !== 'LOCK_ALL') return this.syncError(r, w, 'MPI_Win_unlock_all', a);
    w.access = 'NONE';
    for (const l of w.win.locks) l.shared.delete(w.rank);
    this.wakeAll(w);
    return 0;
  }
  /**
   * Operations complete when called, so flushing and syncing have nothing left to do; they still
   * need a passive-target epoch (MPIDIG_EPOCH_CHECK_PASSIVE), and a flush of one target its lock.
   */
  private nothingPending(r: RankProcess, a: unknown[], fname: string, target?: number): Result {
    const w = this.ref(r, a[target === undefined ? 0 : 1] as number, fname);
    if (!w) return MPI_ERR_WIN;
    const passive = w.access === 'LOCK' || w.access === 'LOCK_ALL';
    if (!passive || (target !== undefined && target !== H.PROC_NULL && w.access === 'LOCK' && !w.locked.has(target))) return this.syncError(r, w, fname, a);
    return 0;
  }
  MPI_Win_flush(r: RankProcess, a: unknown[]): Result { return this.nothingPending(r, a, 'MPI_Win_flush', a[0] as number); }
  MPI_Win_flush_local(r: RankProcess, a: unknown[]): Result { return this.nothingPending(r, a, 'MPI_Win_flush_local', a[0] as number); }
  MPI_Win_flush_all(r: RankProcess, a: unknown[]): Result { return this.nothingPending(r, a, 'MPI_Win_flush_all'); }
  MPI_Win_flush_local_all(r: RankProcess, a: unknown[]): Result { return this.nothingPending(r, a, 'MPI_Win_flush_local_all'); }
  MPI_Win_sync(r: RankProcess, a: unknown[]): Result { return this.nothingPending(r, a, 'MPI_Win_sync'); }

  // ------------------------------------------------------------------ general active target (post/start/complete/wait)
  /** The ranks in the window of a group's members. */
  private groupRanks(r: RankProcess, w: WinRef, g: number): number[] {
    const procs = this.groups.groupMembers(r, g) ?? [];
    return procs.map((p) => w.win.members.findIndex((m) => m.process === p)).filter((k) => k >= 0);
  }
  MPI_Win_post(r: RankProcess, a: unknown[]): Result {
    const [g, , winH] = a as number[];
    const w = this.ref(r, winH, 'MPI_Win_post');
    if (!w) return MPI_ERR_WIN;
    if (w.exposure !== 'NONE' && w.exposure !== 'REFENCE') return this.err.error(r, H.COMM_WORLD, 'MPI_Win_post', RMA_SYNC, 'Wrong synchronization of RMA calls ');
    w.exposure = 'POST';
    const origins = this.groupRanks(r, w, g);
    w.win.posted[w.rank] = new Set(origins);
    w.win.postOrigins[w.rank] = origins;
    w.win.completed[w.rank] = new Set();
    this.wakeAll(w);
    return 0;
  }
  MPI_Win_start(r: RankProcess, a: unknown[]): Result {
    const [g, assert, winH] = a as number[];
    const w = this.ref(r, winH, 'MPI_Win_start');
    if (!w) return MPI_ERR_WIN;
    if (w.access !== 'NONE' && w.access !== 'REFENCE') return this.syncError(r, w, 'MPI_Win_start', a);
    w.access = 'START';
    const targets = this.groupRanks(r, w, g);
    w.win.started[w.rank] = targets;
    const ready = (): boolean => targets.every((t) => w.win.posted[t]?.has(w.rank));
    return this.rt.blockOn(r, 'MPI_Win_start', () => `waiting for MPI_Win_post of rank ${targets.filter((t) => !w.win.posted[t]?.has(w.rank)).join(', ')}`, () => {
      if (!(assert & MODE_NOCHECK) && !ready()) return undefined;
      for (const t of targets) w.win.posted[t]?.delete(w.rank);
      return 0;
    }, () => targets.filter((t) => !w.win.posted[t]?.has(w.rank)).map((t) => this.proc(w, t).process));
  }
  MPI_Win_complete(r: RankProcess, a: unknown[]): Result {
    const w = this.ref(r, a[0] as number, 'MPI_Win_complete');
    if (!w) return MPI_ERR_WIN;
    if (w.access !== 'START') return this.syncError(r, w, 'MPI_Win_complete', a);
    w.access = 'NONE';
    for (const t of w.win.started[w.rank] ?? []) w.win.completed[t].add(w.rank);
    w.win.started[w.rank] = undefined;
    this.wakeAll(w);
    return 0;
  }
  private exposureDone(w: WinRef): boolean { return (w.win.postOrigins[w.rank] ?? []).every((o) => w.win.completed[w.rank].has(o)); }
  MPI_Win_wait(r: RankProcess, a: unknown[]): Result {
    const w = this.ref(r, a[0] as number, 'MPI_Win_wait');
    if (!w) return MPI_ERR_WIN;
    if (w.exposure !== 'POST') return this.syncError(r, w, 'MPI_Win_wait', a);
    const missing = (): number[] => (w.win.postOrigins[w.rank] ?? []).filter((o) => !w.win.completed[w.rank].has(o));
    return this.rt.blockOn(r, 'MPI_Win_wait', () => `waiting for MPI_Win_complete of rank ${missing().join(', ')}`, () => {
      if (!this.exposureDone(w)) return undefined;
      w.win.postOrigins[w.rank] = undefined;
      w.exposure = 'NONE';
      return 0;
    }, () => missing().map((o) => this.proc(w, o).process));
  }
  MPI_Win_test(r: RankProcess, a: unknown[]): Result {
    const w = this.ref(r, a[0] as number, 'MPI_Win_test');
    if (!w) return MPI_ERR_WIN;
    if (w.exposure !== 'POST') return this.syncError(r, w, 'MPI_Win_test', a);
    const done = this.exposureDone(w);
    if (done) { w.win.postOrigins[w.rank] = undefined; w.exposure = 'NONE'; }
    r.m.st32(a[1] as number, done ? 1 : 0);
    return 0;
  }
}

/**
 * `count` elements of one predefined type of up to 4 bytes (or a float or double) combined in
 * plain numbers: what the element loop computes with BigInts, without an object per element
 * (an accumulate of 2 MB of MPI_CHAR is 2 million of them). Stores wrap to the element's width.
 */
function combineNumbers(name: string, kind: 'f' | 'i' | 'u', size: number, dv: DataView, m: Memory, addr: number, count: number): void {
  if (count > 0 && addr % size === 0 && m.rangeOk(addr, count * size, true)) return combineInPlace(name, kind, size, dv, m, addr, count);
  if (kind === 'f') {
    for (let k = 0, at = addr; k < count; k++, at += size) {
      if (size === 4) m.stf32(at, applyFloatOp(name, dv.getFloat32(k * 4, true), m.f32(at)));
      else m.stf64(at, applyFloatOp(name, dv.getFloat64(k * 8, true), m.f64(at)));
    }
    return;
  }
  const signed = kind === 'i';
  const op = INT_OPS[name] ?? INT_OPS.SUM;
  const mul = size === 4 ? Math.imul : (x: number, y: number): number => x * y;
  for (let k = 0, at = addr; k < count; k++, at += size) {
    const x = size === 1 ? (signed ? dv.getInt8(k) : dv.getUint8(k)) : size === 2 ? (signed ? dv.getInt16(k * 2, true) : dv.getUint16(k * 2, true)) : signed ? dv.getInt32(k * 4, true) : dv.getUint32(k * 4, true);
    const y = size === 1 ? (signed ? m.i8(at) : m.u8(at)) : size === 2 ? (signed ? m.i16(at) : m.u16(at)) : signed ? m.i32(at) : m.u32(at);
    const w = name === 'PROD' ? mul(x, y) : op(x, y);
    if (size === 1) m.st8(at, w); else if (size === 2) m.st16(at, w); else m.st32(at, w);
  }
}

/**
 * combineNumbers on the target's elements as one typed array, the range checked once: MPI's own
 * writes, so neither checked per element nor seen by the usage checks' store tap, which wraps
 * each store of the memory (an accumulate of 2 MB of MPI_CHAR passed 2 million stores through it,
 * a fifth of MPICH's rma/large_acc_flush_local). The typed arrays wrap each result to the
 * element's width as the stores do.
 */
function combineInPlace(name: string, kind: 'f' | 'i' | 'u', size: number, dv: DataView, m: Memory, addr: number, count: number): void {
  const at = addr / size;
  if (kind === 'f') {
    const t = size === 4 ? m.F32 : m.F64;
    for (let k = 0; k < count; k++) t[at + k] = applyFloatOp(name, size === 4 ? dv.getFloat32(k * 4, true) : dv.getFloat64(k * 8, true), t[at + k]);
    return;
  }
  const signed = kind === 'i';
  const t = size === 1 ? (signed ? m.I8 : m.U8) : size === 2 ? (signed ? m.I16 : m.U16) : signed ? m.I32 : m.U32;
  const x = (k: number): number => (size === 1 ? (signed ? dv.getInt8(k) : dv.getUint8(k)) : size === 2 ? (signed ? dv.getInt16(k * 2, true) : dv.getUint16(k * 2, true)) : signed ? dv.getInt32(k * 4, true) : dv.getUint32(k * 4, true));
  if (name === 'PROD') {
    const mul = size === 4 ? Math.imul : (a: number, b: number): number => a * b;
    for (let k = 0; k < count; k++) t[at + k] = mul(x(k), t[at + k]);
    return;
  }
  if (name === 'SUM') { for (let k = 0; k < count; k++) t[at + k] += x(k); return; }
  if (name === 'REPLACE') { for (let k = 0; k < count; k++) t[at + k] = x(k); return; }
  const op = INT_OPS[name] ?? INT_OPS.SUM;
  for (let k = 0; k < count; k++) t[at + k] = op(x(k), t[at + k]);
}

/** applyIntOp (../ops.ts) on numbers of at most 32 bits; PROD is combineNumbers' own (it must wrap). */
const INT_OPS: Record<string, (x: number, y: number) => number> = {
  MAX: (x, y) => (x > y ? x : y), MIN: (x, y) => (x < y ? x : y), SUM: (x, y) => x + y, REPLACE: (x) => x,
  LAND: (x, y) => (x && y ? 1 : 0), LOR: (x, y) => (x || y ? 1 : 0), LXOR: (x, y) => (!x !== !y ? 1 : 0),
  BAND: (x, y) => x & y, BOR: (x, y) => x | y, BXOR: (x, y) => x ^ y,
};

function readInt(dv: DataView, off: number, size: number, signed: boolean): bigint {
  if (size === 8) return signed ? dv.getBigInt64(off, true) : dv.getBigUint64(off, true);
  const v = size === 1 ? (signed ? dv.getInt8(off) : dv.getUint8(off)) : size === 2 ? (signed ? dv.getInt16(off, true) : dv.getUint16(off, true)) : signed ? dv.getInt32(off, true) : dv.getUint32(off, true);
  return BigInt(v);
}

/**
 * MPI_MINLOC/MPI_MAXLOC into the target's (value, index) pairs: the typemap lists each pair as
 * its value then its int index, and the packed data holds them so, without padding. The better
 * value wins with its index; equal values keep the smaller index (MPICH's MPIR_MAXLOC/MINLOC).
 */
function combineLoc(name: 'MINLOC' | 'MAXLOC', elems: { disp: number; type: number }[], ops: { kind(t: number): string | undefined },
  data: Uint8Array, dv: DataView, m: Memory, addr: number): Result {
  let off = 0;
  for (let k = 0; k + 1 < elems.length; k += 2) {
    const v = elems[k], ix = elems[k + 1];
    const size = builtinSize(v.type), at = addr + v.disp, iat = addr + ix.disp;
    if (off + size + 4 > data.length) break;
    const f = ops.kind(v.type) === 'f';
    const a = f ? (size === 4 ? dv.getFloat32(off, true) : dv.getFloat64(off, true)) : Number(readInt(dv, off, size, true));
    const b = f ? (size === 4 ? m.f32(at) : m.f64(at)) : size === 8 ? Number(BigInt.asIntN(64, m.i64(at))) : size === 2 ? m.i16(at) : m.i32(at);
    const ai = dv.getInt32(off + size, true), bi = m.i32(iat);
    if (name === 'MAXLOC' ? a > b : a < b) {
      for (let j = 0; j < size; j++) m.st8(at + j, data[off + j]);
      m.st32(iat, ai);
    } else if (a === b && ai < bi) m.st32(iat, ai);
    off += size + 4;
  }
  return 0;
}

/**
 * Whether the attached regions hold bytes [addr, addr + span): adjacent regions together do
 * (MPICH's rma/win_dynamic_rma_flush_get attaches two halves of one array and puts across both).
 */
function attachedCovers(attached: readonly { base: number; size: number }[], addr: number, span: number): boolean {
  let at = addr;
  const end = addr + span;
  while (at < end) {
    const x = attached.find((y) => at >= y.base && at < y.base + y.size);
    if (!x) return false;
    at = x.base + x.size;
  }
  return true;
}
