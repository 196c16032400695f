/**
 * RMA data races (MPI 4.0 §12.3 and §12.7, the unified memory model MPICH's windows have): two
 * accesses to the same bytes of a window conflict when one of them is a put (two puts only when
 * they write different values there: whichever lands last, the target holds the same, as with
 * MBI's rr_Win_lock_Put at 3 processes and MPICH's rma/reqops), exactly one is an
 * accumulate that updates, one is a get and the other a store of the target, or both are
 * accumulates whose elements are not the same predefined type in the same place (their
 * atomicity is per element); a store of the target conflicts with any operation. Two
 * conflicting accesses that no synchronization orders are a race, whichever processes made
 * them: one origin's own put and get of one location in one epoch are not ordered at the target
 * until a flush or synchronization completes the first (RMARaceBench labels that a race; MPI
 * calls its outcome undefined); its updates among themselves are not compared (its puts land in
 * the order it issued them in MPICH, which rma/overlap_wins_put relies on; its accumulates are
 * ordered by the default accumulate_ordering), and gets only read.
 *
 * Ordering is happens-before, from vector clocks: each process's clock ticks at each of its MPI
 * calls and at each message it sends; a message (and so every collective, fences' barriers
 * included) carries its sender's clock to the receiver; the window's own synchronizations carry
 * the releaser's clock to the process that synchronizes after it, joined at that process's next
 * call (over-joining can only hide a race, never invent one), per target: a lock epoch on t
 * follows the exclusive lock epochs on t that ended before it was granted, an exclusive one
 * follows every lock epoch on t (two shared lock epochs, MPI_Win_lock_all's included, may run at
 * the same time, so one's unlock orders nothing for the other: MBI's rr_Win_lock_Put at 3
 * processes); an MPI_Win_start follows the posts of its targets, an MPI_Win_wait the completes
 * of the epochs that accessed it (not another origin's complete of the same exposure epoch). An
 * operation is complete at its target at the origin's unlock, flush, fence, complete or
 * MPI_Win_free of that window, not before (MPI 4.0 §12.5): a message sent after the put but
 * before that does not order it (MPI_Rget and MPI_Rget_accumulate are also over at the wait or
 * test completing their request: READ_REQUEST).
 *
 * Atomics order too, as C11's release and acquire atomics do (MUST-RMA's model; MPI 4.0 §12.7.1
 * makes accumulates on one location of one predefined type atomic, so they never race with each
 * other): an accumulate-family update of a location releases its origin's clock at the call into
 * that location, and a fetching one (MPI_Fetch_and_op, MPI_Compare_and_swap,
 * MPI_Get_accumulate, MPI_Rget_accumulate, MPI_NO_OP reads included) acquires what was released
 * there before it once its result is back at its origin (the flush, unlock or wait completing
 * it): the value it read tells it those updates came first. So an MCS lock's
 * MPI_Fetch_and_op/MPI_Compare_and_swap on its tail orders the store a process made before
 * enqueuing itself with its successor's MPI_Accumulate of its next pointer (MPICH's
 * rma/mutex_bench), while a put not yet flushed when its origin set the flag stays unordered. The
 * updates a fetching atomic read are also over at the target for its origin from then on.
 *
 * Stores are seen as they happen (./storetap.ts: a value stored again counts, and so do the C
 * library's writes, memcpy, strcpy, sprintf, fread, read, qsort..., each named by its call), in
 * every watched window, and looked at the target's next MPI call or when another process's RMA
 * operation reaches it between two of its calls. Only the program and MPI write a window's
 * memory, and the tap sees every write of the program's, so no window is copied: a window costs
 * nothing between its creation and its free but the bisection that finds it for each tapped
 * store (MPICH's rma/window_creation makes 1,000 of them), used or not, its epochs open or over.
 * Loads are not seen (a put meeting a load of the target goes unreported). The stores a process
 * makes between creating a window and its next MPI call are taken as the window's
 * initialization, as MBI's correct programs take them (they store right after MPI_Win_create,
 * before any epoch). Shared-memory and dynamic windows are not watched (their processes may
 * synchronize through the memory itself).
 */
import type { RankProcess } from '../../runtime/rank';
import type { SourcePos } from '../../c/diagnostics';
import type { Message } from '../state';
import { isBuiltinType, type TableDatatypes } from '../datatype/typerep/typeops';
import { fmtAt, type Finding, type WindowView } from './findings';
import { mergeSpans, overlaps, spansOf, type Span } from './buffers';
import type { TappedStore } from './storetap';
import { LOCK_EXCLUSIVE, PROC_NULL } from '../handles';

/** windowSpans()'s answer for a rank with no window watched (never written). */
const NO_WINDOWS: Span[] = [];
/** 'read': MPI_Get_accumulate or MPI_Fetch_and_op with MPI_NO_OP, an atomic read. */
type Kind = 'put' | 'get' | 'acc' | 'read';
const MPI_NO_OP = 0x5800000e;
interface Access {
  origin: number; kind: Kind; call: string; pos?: SourcePos;
  spans: Span[];
  /** The origin's clock when it issued the operation. */
  issued: number[];
  /** The origin's own clock entry at the call that completed the operation at its target. */
  done?: number;
  win: object;
  reported?: boolean;
  /** MPI_Rget, MPI_Rget_accumulate: their request; its completion brought the target's bytes back, so the access there is over. */
  req?: object;
  /** A put's bytes as it left them at the target (up to PUT_BYTES of them), in span order: two puts of the same bytes race harmlessly. */
  bytes?: Uint8Array;
  /** An accumulate's target datatype, and the one predefined type its elements are (null: several, or unknown), found when first needed. */
  dt?: number; basic?: number | null;
  /** A fetching atomic's: the releases of the updates it read, joined into its origin's clock once its result is back (./atomics). */
  acquires?: number[];
  /** A fetching atomic's: the other origins' atomic updates it read (applied before it), seen so by its origin once its result is back. */
  observed?: Access[];
  /** An atomic update's: per process, its clock entry when it learned (from a fetching atomic's result) that this update was done at the target. */
  seen?: number[];
}
interface Watched {
  win: object; base: number; size: number;
  /** The call that created the window, until the program's next MPI call: its stores till then initialize the window. */
  creating?: SourcePos;
  /** Creation order among the process's windows (findings come in that order). */
  seq: number;
  /** The observe() that ended its initialization: its stores till then are not looked at. */
  initEnded?: number;
}
/** The windows one process watches: by window, initializing, and their bytes sorted for the tap. */
interface Watching {
  byWin: Map<object, Watched>;
  /** The windows still initializing, by the position of the call that created them (a loop of MPI_Win_allocate: one position, 1,000 windows). */
  creating: Map<string, Watched[]>;
  /** Sorted by base (the tapped stores find their window by bisection), the furthest end of each prefix of them, and as merged spans. */
  sorted?: Watched[];
  reach: number[];
  spans?: Span[];
}
interface Store {
  spans: Span[]; vc: number[]; pos?: SourcePos; win: object;
  /** The stores seen as they happened, each with its statement (a write without one: the next MPI call, pos): a race is named by one that meets the operation's bytes. */
  tapped: TappedStore[];
}

/** The most bytes of a put kept to compare with another put's (a larger one is taken to differ). */
const PUT_BYTES = 4096;
/** Remembered stores and operations per target process (the oldest are forgotten). */
const MAX_KEPT = 256;

/** Argument indices of each one-sided operation: target rank, displacement, count, type, window. */
const OPS: Record<string, { kind: Kind; t: number; d: number; c?: number; dt: number; w: number; op?: number; fetch?: boolean }> = {
  MPI_Put: { kind: 'put', t: 3, d: 4, c: 5, dt: 6, w: 7 },
  MPI_Rput: { kind: 'put', t: 3, d: 4, c: 5, dt: 6, w: 7 },
  MPI_Get: { kind: 'get', t: 3, d: 4, c: 5, dt: 6, w: 7 },
  MPI_Rget: { kind: 'get', t: 3, d: 4, c: 5, dt: 6, w: 7 },
  MPI_Accumulate: { kind: 'acc', t: 3, d: 4, c: 5, dt: 6, w: 8 },
  MPI_Raccumulate: { kind: 'acc', t: 3, d: 4, c: 5, dt: 6, w: 8 },
  MPI_Get_accumulate: { kind: 'acc', t: 6, d: 7, c: 8, dt: 9, w: 11, op: 10, fetch: true },
  MPI_Rget_accumulate: { kind: 'acc', t: 6, d: 7, c: 8, dt: 9, w: 11, op: 10, fetch: true },
  MPI_Fetch_and_op: { kind: 'acc', t: 3, d: 4, dt: 2, w: 6, op: 5, fetch: true },
  MPI_Compare_and_swap: { kind: 'acc', t: 4, d: 5, dt: 3, w: 6, fetch: true },
};
/** The most elements of one accumulate that release into, or acquire from, their locations. */
const ATOMIC_ELEMENTS = 4096;
/**
 * The request argument of the request-based operations that read their target: once a wait or
 * test completes the request, the bytes read (and, for MPI_Rget_accumulate, the update made in
 * the same atomic step) are back at the origin, so the access at the target is over (MPICH's
 * rma/reqops orders a store after an MPI_Rget_accumulate that way). MPI_Rput and MPI_Raccumulate
 * complete only at the origin: they keep waiting for an unlock or flush.
 */
const READ_REQUEST: Record<string, number> = { MPI_Rget: 8, MPI_Rget_accumulate: 12 };
/** Calls that complete an origin's operations at their targets: [window argument, target argument or -1 for all]. */
const COMPLETES: Record<string, [number, number]> = {
  MPI_Win_unlock: [1, 0], MPI_Win_flush: [1, 0], MPI_Win_unlock_all: [0, -1], MPI_Win_flush_all: [0, -1],
  MPI_Win_complete: [0, -1], __mpisim_win_fence: [0, -1], __mpisim_win_free_check: [0, -1],
};
/**
 * What a window's synchronizations order, per channel (a window rank and what happened to it):
 * a lock epoch on t waits for the exclusive lock epochs on t that ended before it, an exclusive
 * one for every lock epoch on t (two shared lock epochs on t may run at the same time: MPI 4.0
 * §12.5.3, so one's unlock orders nothing for the other); an MPI_Win_start naming t waits for t's
 * MPI_Win_post, t's MPI_Win_wait for the MPI_Win_complete of the epochs that accessed it.
 */
const EXCLUSIVE_ENDED = 0, LOCK_ENDED = 1, POSTED = 2, COMPLETED = 3;
const channel = (t: number, what: number): number => t * 4 + what;
/** Acquires waiting for the process's next call: the channels, or how to find them once the call returned (MPI_Win_start's targets). */
interface Acquiring { win: object; chans: number[] | (() => number[]) }
/** The synchronization calls (./synchronize): window argument. */
const SYNCS: Record<string, number> = {
  MPI_Win_lock: 3, MPI_Win_unlock: 1, MPI_Win_lock_all: 1, MPI_Win_unlock_all: 0,
  MPI_Win_post: 2, MPI_Win_start: 2, MPI_Win_complete: 0, MPI_Win_wait: 0, MPI_Win_test: 0,
};
export interface RaceHost {
  view(k: number, h: number): WindowView | undefined;
  dtp(k: number): TableDatatypes;
  rank(k: number): RankProcess;
  userPos(r: RankProcess): SourcePos | undefined;
  report(f: Finding): void;
  /** The stores the program of process k made since this was last asked (./storetap.ts). */
  stores(k: number): TappedStore[];
  /** The request whose handle is at `ptr` in r's memory; whether process k still has request q (not yet completed by a wait or test). */
  request(r: RankProcess, ptr: number): object | undefined;
  live(k: number, q: object): boolean;
}

export class RmaRaces {
  private active = false;
  private vc: number[][] = [];
  private sentVc = new WeakMap<Message, number[]>();
  private watched: (Watching | undefined)[] = [];
  private seq = 0;
  private observed = 0;
  private stores: Store[][] = [];
  private accesses: Access[][] = [];
  /** Per window, per channel: the join of the clocks released into it. */
  private released = new WeakMap<object, Map<number, number[]>>();
  private acquiring: Acquiring[][] = [];
  /** Per process, per window: the targets it holds an exclusive lock on (its unlock ends an exclusive epoch). */
  private exclusive: (Map<object, Set<number>> | undefined)[] = [];
  /** Per origin: its MPI_Rget and MPI_Rget_accumulate accesses whose request is not complete yet. */
  private pendingReads: (Access[] | undefined)[] = [];
  /** Per window, per target process, per element's address: the join of the clocks the atomic updates of that element released. */
  private atomics = new WeakMap<object, Map<number, Map<number, number[]>>>();
  /** Per origin: its fetching atomics with something to acquire whose result is not back yet, and their targets. */
  private fetching: ({ x: Access; T: number }[] | undefined)[] = [];
  /** Per target: how many accesses and stores it kept when they were last pruned (./keep). */
  private prunedAccesses: number[] = [];
  private prunedStores: number[] = [];

  constructor(private host: RaceHost, private n: () => number) {}

  private clock(k: number): number[] {
    let c = this.vc[k];
    if (!c) { c = this.vc[k] = new Array(this.n()).fill(0); }
    return c;
  }
  private tick(k: number): void { this.clock(k)[k]++; }
  private join(k: number, other: readonly number[]): void {
    const c = this.clock(k);
    for (let i = 0; i < other.length; i++) if (other[i] > (c[i] ?? 0)) c[i] = other[i];
  }

  sent(k: number, msg: Message): void {
    if (!this.active) return;
    this.tick(k);
    this.sentVc.set(msg, this.clock(k).slice());
  }
  delivered(dest: number, msg: Message): void {
    // Before the first window no message carries a clock: no WeakMap lookup per delivery.
    if (!this.active) return;
    const v = this.sentVc.get(msg);
    if (v) this.join(dest, v);
  }

  /** A call of process r begins: its pending acquires take effect, its stores since its last call are looked at. */
  /** Whether enter() has anything to do: not before the run's first window. */
  entering(fname: string): boolean { return this.active || fname === '__mpisim_win_create'; }
  /** Whether a window was ever created: before, no call has anything for enter() to do. */
  get started(): boolean { return this.active; }
  enter(r: RankProcess, fname: string, a: number[], program: boolean): void {
    if (!this.entering(fname)) return;
    this.active = true;
    const k = r.rank;
    if (fname === '__mpisim_win_release') this.freed(k, a[0]);
    this.acquire(k);
    if (program) this.observe(r);
    this.requestsDone(k);
    this.tick(k);
    if (fname in SYNCS) this.synchronize(k, fname, a);
    const done = COMPLETES[fname];
    if (done) this.complete(k, a, done, fname === '__mpisim_win_fence' ? a[2] === 0 : true);
    if (fname in OPS) this.beforeOp(a, OPS[fname], k);
  }
  /** Process k's read requests that its last call completed: done at that call's clock. */
  private requestsDone(k: number): void {
    if (!this.pendingReads[k]) return;
    const at = this.clock(k)[k];
    this.pendingReads[k] = this.pendingReads[k]!.filter((x) => {
      if (x.done !== undefined || this.host.live(k, x.req!)) return x.done === undefined;
      x.done = at;
      if (x.acquires || x.observed) {
        this.fetched(k, x, at);
        this.fetching[k] = this.fetching[k]?.filter((f) => f.x !== x);
      }
      return false;
    });
  }
  private acquire(k: number): void {
    const list = this.acquiring[k];
    if (!list?.length) return;
    for (const { win, chans } of list) {
      const m = this.released.get(win);
      if (!m) continue;
      for (const ch of typeof chans === 'function' ? chans() : chans) { const v = m.get(ch); if (v) this.join(k, v); }
    }
    list.length = 0;
  }
  /** The clock of process k (ticked for this call) joins the channels' releases. */
  private release(k: number, win: object, chans: number[]): void {
    let m = this.released.get(win);
    if (!m) this.released.set(win, (m = new Map()));
    const c = this.clock(k);
    for (const ch of chans) {
      const all = m.get(ch) ?? [];
      for (let i = 0; i < c.length; i++) all[i] = Math.max(all[i] ?? 0, c[i]);
      m.set(ch, all);
    }
  }
  /** A synchronization call of process k on a window: what it releases now, what it acquires at k's next call. */
  private synchronize(k: number, fname: string, a: number[]): void {
    const v = this.host.view(k, a[SYNCS[fname]]);
    if (!v) return;
    const win = v.win, all = v.members.map((_, t) => t);
    const acquire = (chans: Acquiring['chans']): void => { (this.acquiring[k] ??= []).push({ win, chans }); };
    const held = (this.exclusive[k] ??= new Map());
    switch (fname) {
      case 'MPI_Win_lock': {
        const [type, t] = a;
        if (t === PROC_NULL || !v.members[t]) return;
        const excl = type === LOCK_EXCLUSIVE;
        if (excl) { const s = held.get(win); if (s) s.add(t); else held.set(win, new Set([t])); }
        return acquire([channel(t, excl ? LOCK_ENDED : EXCLUSIVE_ENDED)]);
      }
      case 'MPI_Win_unlock': {
        const t = a[0];
        if (t === PROC_NULL || !v.members[t]) return;
        const excl = held.get(win)?.delete(t) ?? false;
        return this.release(k, win, excl ? [channel(t, LOCK_ENDED), channel(t, EXCLUSIVE_ENDED)] : [channel(t, LOCK_ENDED)]);
      }
      case 'MPI_Win_lock_all': return acquire(all.map((t) => channel(t, EXCLUSIVE_ENDED)));
      case 'MPI_Win_unlock_all': return this.release(k, win, all.map((t) => channel(t, LOCK_ENDED)));
      case 'MPI_Win_post': return this.release(k, win, [channel(v.rank, POSTED)]);
      // The targets are known once the call returned: at k's next call.
      case 'MPI_Win_start': { const h = a[2]; return acquire(() => (this.host.view(k, h)?.started ?? []).map((t) => channel(t, POSTED))); }
      case 'MPI_Win_complete': return this.release(k, win, (v.started ?? []).map((t) => channel(t, COMPLETED)));
      default: return acquire([channel(v.rank, COMPLETED)]);
    }
  }
  private complete(k: number, a: number[], [wi, ti]: [number, number], applies: boolean): void {
    if (!applies) return;
    const view = this.host.view(k, a[wi]);
    if (!view) return;
    const target = ti < 0 ? undefined : view.members[a[ti]]?.process;
    const at = this.clock(k)[k];
    for (const list of this.accesses) for (const x of list ?? []) if (x.origin === k && x.win === view.win && x.done === undefined && (target === undefined || list === this.accesses[target])) x.done = at;
    const f = this.fetching[k];
    if (f?.length) {
      this.fetching[k] = f.filter(({ x, T }) => {
        if (x.win !== view.win || (target !== undefined && T !== target)) return true;
        this.fetched(k, x, at);
        return false;
      });
    }
  }
  /** The result of process k's fetching atomic x is back (k's clock entry `at`): what it read comes before k's next steps. */
  private fetched(k: number, x: Access, at: number): void {
    if (x.acquires) this.join(k, x.acquires);
    for (const y of x.observed ?? []) (y.seen ??= [])[k] ??= at;
    x.acquires = x.observed = undefined;
  }
  /**
   * Atomic x of process x.origin reaches target T: an update releases its origin's clock into
   * each element it updates; a fetching one first takes what was released there, and the other
   * origins' atomic updates it reads (non-conflicting ones applied before it), for its origin
   * once its result is back.
   */
  private atomic(x: Access, T: number, fetches: boolean): void {
    const basic = this.basic(x);
    if (basic === null) return;
    const size = this.host.dtp(x.origin).size(basic) || 1;
    let wins = this.atomics.get(x.win);
    if (!wins) this.atomics.set(x.win, (wins = new Map()));
    let at = wins.get(T);
    if (!at) wins.set(T, (at = new Map()));
    let acquires: number[] | undefined;
    let n = 0;
    for (const [a, len] of x.spans) {
      for (let e = a; e + size <= a + len && n < ATOMIC_ELEMENTS; e += size, n++) {
        const v = at.get(e);
        if (fetches && v) joinInto((acquires ??= []), v);
        if (x.kind === 'acc') at.set(e, joinInto(v ?? [], x.issued));
      }
    }
    if (!fetches) return;
    // Those its origin knows over already teach it nothing.
    const mine = this.clock(x.origin);
    const observed = (this.accesses[T] ?? []).filter((y) => y.origin !== x.origin && y.kind === 'acc' && y.win === x.win && !over(y, mine) && overlaps(y.spans, x.spans) && !this.conflict(x, y));
    if (!acquires && !observed.length) return;
    x.acquires = acquires;
    if (observed.length) x.observed = observed;
    (this.fetching[x.origin] ??= []).push({ x, T });
  }

  /** Another process's operation is about to reach target T: T's stores since its last call are older than it. */
  private beforeOp(a: number[], op: (typeof OPS)[string], k: number): void {
    const view = this.host.view(k, a[op.w]);
    const m = view?.members[a[op.t]];
    if (!m || m.process === k) return;
    const t = this.host.rank(m.process);
    if (t.state !== 'blocked' && t.state !== 'running' && !t.current) { this.acquire(m.process); this.observe(t); }
  }

  /** A one-sided operation of process r succeeded: it accesses its target's bytes from now until it completes there. */
  afterOp(r: RankProcess, fname: string, a: number[]): void {
    if (!this.active) return;
    const op = OPS[fname];
    if (!op) return;
    const k = r.rank;
    const view = this.host.view(k, a[op.w]);
    const m = view?.members[a[op.t]];
    if (!view || !view.direct || !m) return;
    const types = this.host.dtp(k);
    // The target's bytes are compared with stores and operations, never copied: of any length.
    const spans = spansOf(types, m.base + a[op.d] * m.dispUnit, op.c === undefined ? 1 : a[op.c], a[op.dt], Infinity);
    if (!spans?.length) return;
    const T = m.process;
    const x: Access = { origin: k, kind: op.kind, call: fname, pos: this.host.userPos(r), spans, issued: this.clock(k).slice(), win: view.win };
    if (op.kind === 'acc') x.dt = a[op.dt];
    if (op.kind === 'put') x.bytes = putBytes(this.host.rank(T), spans);
    // An accumulate of MPI_NO_OP only reads, atomically: a get's peer, not an update.
    if (op.op !== undefined && a[op.op] === MPI_NO_OP) x.kind = 'read';
    if (T !== k) {
      for (const s of this.stores[T] ?? []) {
        // The store was made after T's last call: ordered before the operation only through a message T sent since (the clocks first: cheaper than the bytes).
        if ((x.issued[T] ?? 0) > (s.vc[T] ?? 0)) continue;
        if (x.reported || s.win !== x.win || !overlaps(s.spans, spans)) continue;
        this.raceWithStore(T, s, x, 'before');
      }
      for (const y of this.accesses[T] ?? []) {
        // The origin's own earlier operation too: nothing orders two operations of one epoch at their target until a flush or synchronization completes the first (MPI 4.0 §12.7).
        if (x.reported || y.win !== x.win || (y.origin === k && isRead(x) === isRead(y)) || over(y, x.issued)) continue;
        if (!overlaps(y.spans, spans) || !this.conflict(x, y)) continue;
        x.reported = true;
        const reads = y.kind === 'get' || y.kind === 'read' ? 'reads' : 'updates';
        this.host.report({
          check: 'rma-race', rank: k, pos: x.pos,
          text: y.origin === k
            ? `rank ${k}'s ${fname} at ${fmtAt(x.pos)} accesses bytes of rank ${T}'s window that its ${y.call} at ${fmtAt(y.pos)} ${reads} in the same epoch, and no flush or synchronization completed that one first (MPI 4.0 section 12.7): the result depends on the order they happen in`
            : `rank ${k}'s ${fname} at ${fmtAt(x.pos)} accesses bytes of rank ${T}'s window that rank ${y.origin}'s ${y.call} at ${fmtAt(y.pos)} ${reads}, and no synchronization orders the two (MPI 4.0 section 12.7): the result depends on the order they happen in`,
          related: { rank: y.origin, pos: y.pos, what: `${y.call} to rank ${T}` },
        });
      }
    }
    if (x.kind === 'acc' || x.kind === 'read') this.atomic(x, T, op.fetch === true);
    if (fname in READ_REQUEST) {
      x.req = this.host.request(r, a[READ_REQUEST[fname]]);
      if (x.req) (this.pendingReads[k] ??= []).push(x);
    }
    this.keep(this.accesses, this.prunedAccesses, T, x, (y) => this.everyone((c) => over(y, c)), (y) => supersedes(x, y));
  }
  /** Whether every process's clock passes `known`. */
  private everyone(known: (vc: readonly number[]) => boolean): boolean {
    for (let j = 0; j < this.n(); j++) if (!known(this.clock(j))) return false;
    return true;
  }
  /**
   * Keeps x among target T's accesses or stores, in place of those it supersedes (whatever
   * would race with one of them races with x, made later: an MCS lock's tail takes an atomic at
   * each spin of each process, and comparing each with the last MAX_KEPT of them was most of
   * MPICH's rma/mutex_bench's time). Each time the list doubled since it was last pruned, those
   * that every process already knows to be over go too (clocks only grow: nothing to come can
   * race with them).
   */
  private keep<X>(lists: X[][], pruned: number[], T: number, x: X, settled: (y: X) => boolean, supersedes: (y: X) => boolean): void {
    let list = (lists[T] ??= []);
    const i = list.findIndex(supersedes);
    if (i >= 0) list.splice(i, 1);
    list.push(x);
    if (list.length >= 2 * (pruned[T] ?? 0) + 16) {
      list = lists[T] = list.filter((y) => !settled(y));
      pruned[T] = list.length;
    }
    if (list.length > MAX_KEPT) list.splice(0, list.length - MAX_KEPT);
  }

  /**
   * Whether two operations on overlapping bytes of one target conflict (MPI 4.0 §12.3): a put
   * with anything, a get with an accumulate that updates (exactly one of the two is an
   * accumulate), two accumulates (MPI_NO_OP reads included) whose elements are not the same
   * predefined type at the same place (their atomicity is per element of one predefined
   * datatype, §12.3.4). Two accumulates of one origin are otherwise ordered (the default
   * accumulate_ordering), and two reads only read.
   */
  private conflict(x: Access, y: Access): boolean {
    if (x.kind === 'put' && y.kind === 'put') return !sameBytes(x, y);
    if (x.kind === 'put' || y.kind === 'put') return true;
    // A read (a get, an atomic read) meets an update only through an accumulate: a get's with any, an atomic read's with one not the same type in place.
    if (x.kind === 'get' || y.kind === 'get') return x.kind === 'acc' || y.kind === 'acc';
    if (x.kind === 'read' && y.kind === 'read') return false;
    const bx = this.basic(x), by = this.basic(y);
    if (bx === null || by === null) return false;
    if (bx !== by) return true;
    const size = this.host.dtp(x.origin).size(bx) ?? 1;
    for (const [a, n] of x.spans) for (const [b, m] of y.spans) if (a < b + m && b < a + n && (a - b) % size !== 0) return true;
    return false;
  }
  /** The one predefined type an accumulate's elements are, or null (several, or its handle no longer known). */
  private basic(x: Access): number | null {
    if (x.basic !== undefined || x.dt === undefined) return x.basic ?? null;
    const types = this.host.dtp(x.origin);
    let basic: number | null = null;
    if (isBuiltinType(x.dt)) basic = x.dt;
    else {
      try {
        for (const leaf of types.table.typemap(x.dt >>> 0, 1, 4096)) {
          if (basic === null) basic = leaf.type;
          else if (leaf.type !== basic) { basic = null; break; }
        }
      } catch { basic = null; }
    }
    return (x.basic = basic);
  }

  private raceWithStore(T: number, s: Store, x: Access, order: 'before' | 'while'): void {
    x.reported = true;
    const own = s.tapped.find((t) => overlaps([[t.at, t.n]], x.spans));
    const pos = own?.pos ?? s.pos, exact = own?.pos !== undefined;
    const at = firstByte(own ? [[own.at, own.n]] : s.spans, x.spans);
    this.host.report({
      check: 'rma-race', rank: T, pos,
      text: `rank ${T} stored to byte 0x${at.toString(16)} of its window (${exact ? 'at' : 'seen at'} ${fmtAt(pos)}) ${order} rank ${x.origin}'s ${x.call} at ${fmtAt(x.pos)} ${x.kind === 'get' || x.kind === 'read' ? 'read' : 'updated'} it, and no synchronization orders the two (MPI 4.0 section 12.7): the result depends on the order they happen in`,
      related: { rank: x.origin, pos: x.pos, what: `${x.call} to rank ${T}` },
    });
  }

  /** Window creation returned handle h to r: its memory is watched from now. */
  created(r: RankProcess, h: number): void {
    const v = this.host.view(r.rank, h);
    const m = v?.members[v.rank];
    // Of any size: nothing of a window is copied, its stores are seen as they happen.
    if (!v || !v.direct || !m || m.size <= 0) return;
    const mine = (this.watched[r.rank] ??= { byWin: new Map(), creating: new Map(), reach: [] } as Watching);
    const w: Watched = { win: v.win, base: m.base, size: m.size, creating: this.host.userPos(r), seq: this.seq++ };
    mine.byWin.set(v.win, w);
    if (w.creating) {
      const key = posKey(w.creating);
      const list = mine.creating.get(key);
      if (list) list.push(w); else mine.creating.set(key, [w]);
    }
    mine.sorted = mine.spans = undefined;
  }
  /** The window is freed (MPI_Win_free): its memory is the program's again. */
  freed(k: number, h: number): void {
    const v = this.host.view(k, h);
    const mine = this.watched[k];
    const w = v && mine?.byWin.get(v.win);
    if (!w || !mine) return;
    mine.byWin.delete(v.win);
    const drop = (list: Watched[]): void => { const i = list.indexOf(w); if (i >= 0) list.splice(i, 1); };
    const initializing = w.creating && mine.creating.get(posKey(w.creating));
    if (initializing) drop(initializing);
    mine.sorted = mine.spans = undefined;
  }
  /** Whether rank k has window memory watched (most calls of most programs: none, and nothing to build). */
  watches(k: number): boolean { return (this.watched[k]?.byWin.size ?? 0) > 0; }
  /** The window memory of process k this checker watches, merged and sorted (the same array until a window comes or goes). */
  windowSpans(k: number): Span[] {
    const mine = this.watched[k];
    // A rank with no window: every MPI call of every rank asks (a new empty array each was Graph 500's polls' garbage).
    if (!mine) return NO_WINDOWS;
    return (mine.spans ??= mergeSpans(this.sorted(mine).map((w) => [w.base, w.size] as Span)));
  }
  private sorted(mine: Watching): Watched[] {
    if (mine.sorted) return mine.sorted;
    const sorted = [...mine.byWin.values()].sort((x, y) => x.base - y.base);
    let end = 0;
    mine.reach = sorted.map((w) => (end = Math.max(end, w.base + w.size)));
    return (mine.sorted = sorted);
  }

  /** The bytes the program of r stored to its windows since it was last looked at, checked against the operations reaching them. */
  private observe(r: RankProcess): void {
    const mine = this.watched[r.rank];
    const tapped = this.host.stores(r.rank);
    if (!mine?.byWin.size) return;
    // The windows whose initialization ends at this call (made at another position): their stores till now are not looked at.
    const stamp = ++this.observed;
    if (mine.creating.size) {
      const at = this.host.userPos(r);
      const here = at && posKey(at);
      for (const [key, list] of mine.creating) {
        if (key === here) continue;
        for (const w of list) { w.creating = undefined; w.initEnded = stamp; }
        mine.creating.delete(key);
      }
    }
    if (!tapped.length) return;
    // The windows to look at: those the tapped stores fell in.
    const look = new Map<Watched, TappedStore[]>();
    const sorted = this.sorted(mine);
    for (const t of tapped) {
      for (const w of windowsAt(sorted, mine.reach, t.at, t.n)) {
        const list = look.get(w);
        if (list) list.push(t); else look.set(w, [t]);
      }
    }
    if (!look.size) return;
    const order = look.size > 1 ? [...look.keys()].sort((x, y) => x.seq - y.seq) : [...look.keys()];
    for (const w of order) {
      const mineStores = look.get(w)!;
      if (w.creating || w.initEnded === stamp) continue;
      const spans = mergeSpans(mineStores.map((t) => [t.at, t.n] as Span));
      const s: Store = { spans, vc: this.clock(r.rank).slice(), pos: this.host.userPos(r), win: w.win, tapped: mineStores };
      const T = r.rank;
      this.keep(this.stores, this.prunedStores, T, s, (y) => this.everyone((c) => (c[T] ?? 0) > (y.vc[T] ?? 0)), (y) => y.win === s.win && covers(s.spans, y.spans));
      for (const x of this.accesses[r.rank] ?? []) {
        // The operation came first: ordered before the store only once complete and known so to r.
        if (x.reported || x.origin === r.rank || x.win !== w.win || over(x, s.vc)) continue;
        if (!overlaps(x.spans, spans)) continue;
        this.raceWithStore(r.rank, s, x, 'while');
      }
    }
  }
}

/**
 * The windows (sorted by base; reach[i]: the furthest end among sorted[0..i]) that bytes
 * [a, a + n) fall in: usually one, found by bisection. Scanning back stops where no earlier
 * window reaches the store, so a window of 8 MB beside 1,000 small ones costs no more per store
 * than a small one (a largest-size bound made every store look at each window in the 8 MB
 * before it).
 */
function windowsAt(sorted: Watched[], reach: number[], a: number, n: number): Watched[] {
  let lo = 0, hi = sorted.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (sorted[mid].base < a + n) lo = mid + 1; else hi = mid; }
  // Windows may overlap: any before that reaches past the store's first byte.
  const out: Watched[] = [];
  for (let i = lo - 1; i >= 0 && reach[i] > a; i--) if (sorted[i].base + sorted[i].size > a) out.push(sorted[i]);
  return out;
}

/**
 * A get or an atomic read. One origin's operations of one epoch are compared only a read with an
 * update: two of its updates land in the order it issued them in MPICH (MPICH's
 * rma/overlap_wins_put expects the last of its puts to one location to stay), and two reads only read.
 */
const isRead = (x: Access): boolean => x.kind === 'get' || x.kind === 'read';

/**
 * Whether access y is over at its target as far as a process of clock vc knows: completed by
 * its origin's call that vc follows, or an update that a fetching atomic read, its result back
 * at a process before vc.
 */
function over(y: Access, vc: readonly number[]): boolean {
  if (y.done !== undefined && (vc[y.origin] ?? 0) >= y.done) return true;
  const seen = y.seen;
  if (seen) for (let j = 0; j < seen.length; j++) if (seen[j] !== undefined && (vc[j] ?? 0) >= seen[j]) return true;
  return false;
}
/**
 * Whether access x, made after y, supersedes it: the same statement's operation of the same
 * origin on the same bytes (a put: of the same value; not one completed by its own request).
 * x completes at the same call as y or later, and a fetching atomic that reads y reads x too:
 * whatever races with y races with x.
 */
function supersedes(x: Access, y: Access): boolean {
  if (y.origin !== x.origin || y.win !== x.win || y.call !== x.call || y.kind !== x.kind || y.dt !== x.dt || y.req || x.req) return false;
  if (y.pos?.line !== x.pos?.line || y.pos?.col !== x.pos?.col || y.pos?.file !== x.pos?.file) return false;
  if (!covers(x.spans, y.spans) || !covers(y.spans, x.spans)) return false;
  return x.kind !== 'put' || sameBytes(x, y);
}
/** Whether every byte of spans b is in spans a. */
function covers(a: Span[], b: Span[]): boolean {
  return b.every(([y, m]) => a.some(([x, n]) => x <= y && y + m <= x + n));
}
/** Joins clock v into `into` (entry by entry, the larger), returning `into`. */
function joinInto(into: number[], v: readonly number[]): number[] {
  for (let i = 0; i < v.length; i++) if (v[i] > (into[i] ?? 0)) into[i] = v[i];
  return into;
}

/** The bytes a put left at its target, in span order, or undefined when there are more than PUT_BYTES. */
function putBytes(t: RankProcess, spans: Span[]): Uint8Array | undefined {
  let n = 0;
  for (const [, m] of spans) n += m;
  if (n > PUT_BYTES) return undefined;
  const out = new Uint8Array(n);
  let at = 0;
  for (const [a, m] of spans) { if (!t.m.rangeOk(a, m, false)) return undefined; out.set(t.m.U8.subarray(a, a + m), at); at += m; }
  return out;
}
/** Whether two puts wrote the same value to every byte they share: whichever lands last, the target holds the same. */
function sameBytes(x: Access, y: Access): boolean {
  if (!x.bytes || !y.bytes) return false;
  let ox = 0;
  for (const [a, n] of x.spans) {
    let oy = 0;
    for (const [b, m] of y.spans) {
      const lo = Math.max(a, b), hi = Math.min(a + n, b + m);
      for (let i = lo; i < hi; i++) if (x.bytes[ox + i - a] !== y.bytes[oy + i - b]) return false;
      oy += m;
    }
    ox += n;
  }
  return true;
}

/** The first byte of the store's spans that the operation's meet (else the store's first). */
function firstByte(store: Span[], op: Span[]): number {
  for (const [a, n] of store) for (const [b, m] of op) if (a < b + m && b < a + n) return Math.max(a, b);
  return store[0][0];
}


const posKey = (p: SourcePos): string => `${p.file}:${p.line}:${p.col}`;
