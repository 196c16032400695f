/**
 * The usage checker: a tool layer in front of every MPI function (MpiCore.interpose, as MUST's
 * PMPI layer) plus the core's delivery and wake hooks. It reads what the simulator holds (every
 * rank's requests, handles, datatypes and memory) and reports each MPI usage error it proves
 * as a Finding; the call then goes on as MPICH would run it ("continue and report").
 */
import { GroupKeys } from '../group/groupKeys';
import type { RankProcess } from '../../runtime/rank';
import type { SourcePos } from '../../c/diagnostics';
import type { ApiFn, MpiCore, MpiTool } from '../core/dispatch';
import type { Result } from '../core/process';
import type { Comm, Message, Request } from '../state';
import * as H from '../handles';
import { BUILTIN_OPS } from '../ops';
import { findingKey, fmtAt, perName, type CheckHost, type CheckName, type Finding } from './findings';
import { signatureFits, signatureOf, type Signature } from './signature';
import { DELIVERED_ONLY, mergeSpans, OwnedBuffers, overlaps, PendingGets, requestPending, spansOf, touches, type Owned, type Span } from './buffers';
import { finalizeFindings, HandleLedger } from './lifecycle';
import { CollectiveCalls, CollectiveOrder } from './ordering';
import { isBuiltinType, type TableDatatypes } from '../datatype/typerep/typeops';
import { RmaRaces } from './rmarace';
import { StoreTap } from './storetap';
/** renew()'s writer for a delivery: its bytes alone (touched first) are MPI's new ones. */
const DELIVERY = '(delivery)';
import { FreedSends } from './freed';

/** Where nonblocking collectives keep their buffers: [send buffer, count, type] and [receive...] as argument indices. */
interface NbcLayout { s?: [number, number, number]; r?: [number, number, number]; root?: number; perRank?: 's' | 'r' | 'both'; rootOnly?: 's' | 'r'; bcast?: boolean; v?: { s?: [number, number, number, number]; r?: [number, number, number, number] } }
const NBC: Record<string, NbcLayout> = {
  MPI_Ibcast: { r: [0, 1, 2], root: 3, bcast: true },
  MPI_Ireduce: { s: [0, 2, 3], r: [1, 2, 3], root: 5, rootOnly: 'r' },
  MPI_Iallreduce: { s: [0, 2, 3], r: [1, 2, 3] },
  MPI_Iscan: { s: [0, 2, 3], r: [1, 2, 3] },
  MPI_Iexscan: { s: [0, 2, 3], r: [1, 2, 3] },
  MPI_Igather: { s: [0, 1, 2], r: [3, 4, 5], root: 6, rootOnly: 'r', perRank: 'r' },
  MPI_Iscatter: { s: [0, 1, 2], r: [3, 4, 5], root: 6, rootOnly: 's', perRank: 's' },
  MPI_Iallgather: { s: [0, 1, 2], r: [3, 4, 5], perRank: 'r' },
  MPI_Ialltoall: { s: [0, 1, 2], r: [3, 4, 5], perRank: 'both' },
  // The v forms: [buffer, counts, displacements, type], one block per member of the group.
  MPI_Igatherv: { s: [0, 1, 2], v: { r: [3, 4, 5, 6] }, root: 7, rootOnly: 'r' },
  MPI_Iscatterv: { v: { s: [0, 1, 2, 3] }, r: [4, 5, 6], root: 7, rootOnly: 's' },
  MPI_Iallgatherv: { s: [0, 1, 2], v: { r: [3, 4, 5, 6] } },
  MPI_Ialltoallv: { v: { s: [0, 1, 2, 3], r: [4, 5, 6, 7] } },
};
/** The v collectives where every member sends to and receives from every other: argument indices of [send counts, send type, receive counts, receive type]; [i] is one count for all. */
/** What the collective checks ask of a collective, by its name: tested once per name, not per call. */
interface CollTraits { comparable: boolean; vBlocks: boolean; takesOp: boolean }
const COLL_TRAITS = new Map<string, CollTraits>();
function collTraits(fname: string): CollTraits {
  let k = COLL_TRAITS.get(fname);
  if (!k) {
    k = {
      comparable: !/v$|w$|Reduce_scatter$|eighbor/i.test(fname.replace(/_init$/, '')),
      vBlocks: !!V_BLOCKS[fname.replace(/^MPI_I/, 'MPI_')],
      takesOp: /Reduce|Allreduce|Scan|Exscan/.test(fname) && fname !== 'MPI_Reduce_local',
    };
    COLL_TRAITS.set(fname, k);
  }
  return k;
}

const V_BLOCKS: Record<string, { sc: number | [number]; st: number; rc: number | [number]; rt: number }> = {
  MPI_Allgatherv: { sc: [1], st: 2, rc: 4, rt: 6 },
  MPI_Alltoallv: { sc: 1, st: 3, rc: 5, rt: 7 },
};
interface VBlocks { send: number[]; stype: number; recv: number[]; rtype: number }
/** The first member's call of a collective the others are matched against, and how many made it so far. */
interface CollFirst { rank: number; pos?: SourcePos; op: number; sig?: Signature; fname: string; dt: number; count: number; seen: number; v?: VBlocks }
const NO_SPANS: Span[] = [];
const ISEND = new Set(['MPI_Isend', 'MPI_Issend', 'MPI_Irsend', 'MPI_Ibsend']);
const RMA_ORIGIN: Record<string, boolean> = { MPI_Put: false, MPI_Get: true, MPI_Accumulate: false, MPI_Rput: false, MPI_Rget: true, MPI_Raccumulate: false };
const RMA_END = /^(MPI_Win_(unlock|unlock_all|flush|flush_all|flush_local|flush_local_all|complete)|__mpisim_win_fence|__mpisim_win_release)$/;
/** What after() does once a call succeeded, by the function's name (found once per name). */
const enum After { None, Start, P2p, RmaOrigin, RmaEnd, Nbc, Coll }
const AFTER = perName((fname): After => {
  if (fname === 'MPI_Start' || fname === 'MPI_Startall') return After.Start;
  if (ISEND.has(fname) || fname === 'MPI_Irecv') return After.P2p;
  if (fname in RMA_ORIGIN) return After.RmaOrigin;
  if (RMA_END.test(fname)) return After.RmaEnd;
  if (fname === '__mpisim_nbc_start' || fname === '__mpisim_pcoll_init') return After.Nbc;
  if (fname === 'MPIR_Coll_enter') return After.Coll;
  return After.None;
});

/** MPICH's internal queries the C library makes inside MPI calls: no buffer, handle or message of the program's. */
const LIBRARY_QUERIES = new Set(['MPIR_Comm_size', 'MPIR_Comm_rank', 'MPIR_Comm_is_inter', 'MPIR_Comm_node_comm', 'MPIR_Datatype_get_size', 'MPIR_Datatype_get_extent', 'MPIR_Type_get_true_extent']);
/**
 * The program's own local queries that no check looks at either: they move no data, complete
 * nothing and synchronize with no one (DTPools asks the first two of every element it checks,
 * while its window is watched).
 */
const PROGRAM_QUERIES = new Set(['MPI_Type_size', 'MPI_Type_size_x', 'MPI_Type_size_c', 'MPI_Type_get_extent', 'MPI_Type_get_extent_x', 'MPI_Type_get_extent_c',
  'MPI_Type_get_true_extent', 'MPI_Type_get_true_extent_x', 'MPI_Type_get_true_extent_c', 'MPI_Comm_rank', 'MPI_Comm_size', 'MPI_Wtime', 'MPI_Wtick']);
/** The functions call() looks at before running them. */
const enum Before { None, Finalize, Sendrecv, CheckComm, Argcheck, TypeFree, RequestFree }
const BEFORE: Readonly<Record<string, Before>> = { MPIR_Finalize_impl: Before.Finalize, MPI_Sendrecv: Before.Sendrecv, __mpisim_check_comm: Before.CheckComm, __mpisim_argcheck: Before.Argcheck, MPIR_Type_free_impl: Before.TypeFree, MPI_Request_free: Before.RequestFree };
/** What call() needs to know of a function, found once per function (every MPI call of every rank comes through call()). */
interface CallTraits { query: boolean; before: Before; after: After; handles: boolean; winCreate: boolean; poll: boolean; delivered: boolean }
/**
 * The calls that poll for completions and messages: MPI writes only their outputs and, by
 * deliveries, receive buffers, and no check looks at them before or after they run (UsageChecker.poll).
 */
const POLLS = new Set(['MPI_Test', 'MPI_Testany', 'MPI_Testall', 'MPI_Testsome', 'MPI_Iprobe']);

/**
 * Whether the program's loads from an operation's buffer are findings: it writes them, and not
 * as a partitioned receive, whose partitions the program may read once MPI_Parrived says they
 * arrived (MPICH's part/parrived tests do), before the request completes.
 */
const loadChecked = (o: Owned): boolean => o.writes && !o.partitioned;

export class UsageChecker implements MpiTool {
  /** Distinct findings, in the order they were first made (./findings.ts findingKey). */
  readonly findings: Finding[] = [];
  private distinct = new Map<string, Finding>();
  private owned = new OwnedBuffers();
  private gets = new PendingGets();
  private order = new CollectiveOrder();
  private calls = new CollectiveCalls((f) => this.report(f));
  private ledger = new HandleLedger();
  private started = new WeakSet<Request>();
  /** Per process's communicator: its collective calls so far and its members' calls not all made yet (shared by its members, by sequence number). */
  private collSeq = new WeakMap<Comm, { seq: number; first: Map<number, CollFirst> }>();
  /** The members' shared maps, by context and group (made once per process's communicator, not per call). */
  private collFirst = new Map<string, Map<number, CollFirst>>();

  private races: RmaRaces;
  private freedSends: FreedSends;
  /** The program's stores to watched bytes as they happen (those of the value already there included). */
  private tap = new StoreTap();

  constructor(private rt: MpiCore, private host: CheckHost, private enabled: ReadonlySet<CheckName>) {
    this.pendingBuffer = enabled.has('pending-buffer');
    this.rmaRace = enabled.has('rma-race');
    this.typeMatching = enabled.has('type-matching');
    this.callOrdering = enabled.has('call-ordering');
    this.bufferOverlap = enabled.has('buffer-overlap');
    this.races = new RmaRaces({
      view: (k, h) => host.win?.(k, h), dtp: (k) => host.dtp(k), rank: (k) => rt.world.ranks[k],
      userPos: (r) => rt.userPos(r), report: (f) => this.report(f),
      stores: (k) => this.tap.take(k, 1).filter((s) => !s.load),
      request: (r, ptr) => this.requestOf(r, ptr), live: (k, q) => rt.proc(rt.world.ranks[k]).requests.get((q as Request).handle) === q,
    }, () => rt.world.ranks.length);
    if (this.pendingBuffer) {
      // What may have written the pending receive buffers' bytes since their copies were taken: what the tap saw, deliveries (delivered()).
      this.tap.touched = (k, a, n) => (a < 0 ? this.owned.touchAll(k) : this.owned.touch(k, a, n));
      this.owned.watchWrites((r, spans) => this.tap.covers(r, spans), (k) => this.races.watches(k));
    }
    rt.hooks.deliver = (dest, recv, msg, from, after) => this.delivered(dest, recv, msg, from, after);
    rt.hooks.wake = (k) => this.woken(rt.world.ranks[k]);
    rt.hooks.commCreated = (k, c) => this.order.created(k, c.recvContextId);
    this.freedSends = new FreedSends(enabled.has('request-lifecycle'), () => rt.world.ranks.length);
    rt.hooks.sent = (k, msg, dest, req) => {
      // A predefined type cannot be freed: its messages need no record (a message rate's every send).
      if (!msg.coll && this.typeMatching && !isBuiltinType(msg.datatype)) this.inFlight(msg, dest);
      this.order.sent(k, msg);
      this.races.sent(k, msg);
      this.freedSends.sent(k, msg, dest, req);
      if (this.finalized.size !== 0 && this.finalized.has(dest)) this.toLookAt.add(dest);
    };
  }

  private on(c: CheckName): boolean { return this.enabled.has(c); }
  /** The checks every call looks at, read once. */
  private readonly pendingBuffer: boolean;
  private readonly rmaRace: boolean;
  private readonly typeMatching: boolean;
  private readonly callOrdering: boolean;
  private readonly bufferOverlap: boolean;

  report(f: Finding): void {
    // A repeat is counted, not kept, written nor stopped at: memory stays that of the distinct findings.
    const key = findingKey(f);
    const first = this.distinct.get(key);
    if (first) { first.repeats = (first.repeats ?? 0) + 1; return; }
    this.distinct.set(key, f);
    this.findings.push(f);
    this.reportedFor.add(f.rank);
    this.rt.world.write(f.rank, 2, `mpisim: ${f.check}: ${f.text}\n`);
    this.rt.world.notice?.({ kind: 'check', rank: f.rank, text: `${f.check}: ${f.text}`, check: f.check, pos: f.pos, related: f.related });
  }

  traits(fname: string): CallTraits {
    return { query: LIBRARY_QUERIES.has(fname) || PROGRAM_QUERIES.has(fname), before: BEFORE[fname] ?? Before.None, after: AFTER(fname), handles: this.ledger.involves(fname), winCreate: fname === '__mpisim_win_create', poll: POLLS.has(fname), delivered: DELIVERED_ONLY.has(fname) };
  }

  call(r: RankProcess, fname: string, args: unknown[], site: number, next: ApiFn, traits?: unknown): Result {
    const t = (traits as CallTraits | undefined) ?? this.traits(fname);
    // The library's own queries of a communicator or a datatype (a dozen per collective call)
    // report nothing: with no rank held and nothing of this rank watched they pass straight on.
    // With bytes of the rank watched (a window, a pending buffer), the program's stores are
    // looked at by its next other call: a query neither communicates nor completes anything, so
    // the order the checks see is the same; its own writes (its outputs) are MPI's, not the program's.
    if (t.query && this.held.size === 0) {
      if (r.current || !this.watching(r.rank)) return next(r, args, site);
      this.tap.enterMpi(r.rank);
      try { return next(r, args, site); } finally { this.tap.leaveMpi(r.rank); }
    }
    if (t.poll && this.held.size === 0 && !r.current && !this.races.started && this.tap.unlogged(r.rank) && this.owned.untouched(r)) return this.poll(r, fname, args, site, next);
    const a = args as number[];
    // The program ran since the rank's last call: its builtin requests' variables are read again.
    this.owned.moved(r.rank);
    if (this.held.size) for (const k of this.held) if (k !== r.rank) { this.held.delete(k); this.rt.poke(k); }
    // The program's own writes show at its next MPI call (a coroutine's calls are MPI's).
    // Every MPI call of every rank comes here (16k ranks, or DTPools' millions of MPI_Type_size
    // calls); a rank with no pending buffer, no window and no tap has nothing to look at, and builds nothing.
    if ((!r.current || r.current.thread) && this.pendingBuffer && this.watching(r.rank)) {
      const seen = this.rt.userPos(r);
      if (seen) this.programWrites(r, seen);
    }
    switch (t.before) {
      case Before.None: break;
      case Before.Finalize: this.atFinalize(r); break;
      case Before.Sendrecv: if (this.on('buffer-overlap')) this.sendrecvOverlap(r, a); break;
      case Before.CheckComm: if (this.on('invalid-buffer')) this.windowMemory(r); break;
      case Before.Argcheck: if (this.on('invalid-argument')) this.splitColor(r, a); break;
      case Before.TypeFree: if (this.typeMatching) this.typeFreed(r, a); break;
      case Before.RequestFree: if (!r.current) this.freeing(r, a[0]); break;
    }
    const before = t.handles ? this.ledger.beforeCall(this.rt, r, fname, a) : undefined;
    // Set.clear() allocates a new table: most calls have nothing to clear.
    if (this.reportedFor.size) this.reportedFor.clear();
    if (this.rmaRace && (t.winCreate || this.races.started)) this.races.enter(r, fname, a, !r.current && this.rt.userPos(r) !== undefined);
    let res: Result;
    // A rank never tapped has no wrappers to tell MPI's stores from the program's (a blocking
    // ping-pong's every call): its call runs without the bookkeeping (a tap is put in place
    // only below, after a call of the main program).
    if (!this.tap.tapped(r.rank)) res = next(r, args, site);
    else {
      // What the program stored before this call has been looked at: the log starts again.
      if (!r.current) this.tap.drain(r.rank);
      this.tap.enterMpi(r.rank);
      try { res = next(r, args, site); } finally { this.tap.leaveMpi(r.rank); }
    }
    this.owned.moved(r.rank);
    res = this.after(r, fname, a, before, res, t);
    if (!r.current && (this.pendingBuffer || this.rmaRace) && this.watching(r.rank)) this.tap.watch(r, this.watchedSpans(r.rank), this.pendingBuffer ? this.owned.loadSpans(r.rank) : []);
    // The program's call that a finding is about returns one scheduling round later, so that a
    // debugger stops with the rank still at that call (the same round in a plain run: one run).
    if (res === true || this.reportedFor.size === 0 || !this.reportedFor.has(r.rank) || r.current) return res;
    return this.holdAfterFinding(r, fname, res);
  }
  /**
   * The rank stays at the call a finding is about for one round. Apart from call(): a closure
   * there capturing its variables made V8 allocate a context at every call of every rank.
   */
  private holdAfterFinding(r: RankProcess, fname: string, res: number): Result {
    let held = true;
    this.held.add(r.rank);
    return this.rt.blockOn(r, fname, 'an MPI usage error was reported', () => (held ? ((held = false), undefined) : res), () => []);
  }
  /**
   * A poll (POLLS) of a rank whose pending buffers nothing touched since they were all found
   * clean, with no store logged since its last call (so nothing for programWrites to find) and
   * no window: the call runs as MPI's, then only what it may have changed is looked at (an
   * operation it completed, a delivery it made). Graph 500 polls MPI_Testany 40 M times, nearly
   * all of them answered by nothing, and each went through every step of call() and after().
   */
  private poll(r: RankProcess, fname: string, args: unknown[], site: number, next: ApiFn): Result {
    const k = r.rank;
    if (this.reportedFor.size) this.reportedFor.clear();
    this.tap.enterMpi(k);
    let res: Result;
    try { res = next(r, args, site); } finally { this.tap.leaveMpi(k); }
    // The program's variables (a builtin request's) and MPI's writes: read again.
    this.owned.moved(k);
    if (res === true) return res;
    const before = this.owned.unionOf(k);
    this.owned.renew(r, fname, true);
    // An operation ended: the tap watches the bytes still pending.
    if (this.owned.unionOf(k) !== before) this.tap.watch(r, this.watchedSpans(k), this.owned.loadSpans(k));
    if (this.reportedFor.size === 0 || !this.reportedFor.has(k)) return res;
    let held = true;
    this.held.add(k);
    return this.rt.blockOn(r, fname, 'an MPI usage error was reported', () => (held ? ((held = false), undefined) : res), () => []);
  }
  /**
   * Rank r's blocked call completed (during another rank's call): MPI wrote its buffers, and the
   * operations that call completed no longer own theirs. The tap narrows to the bytes still
   * watched, wrappers left in place: a halo exchange's every MPI_Waitall blocks, and the program's
   * loads and stores between it and the next MPI call (`out[0] = in[0] + 1`) were logged against
   * the buffers of the operations it had just completed, to be dropped at that next call.
   */
  private woken(r: RankProcess): void {
    this.owned.moved(r.rank);
    this.owned.renew(r);
    if (!r.current && this.tap.tapped(r.rank)) this.tap.narrow(r, this.watchedSpans(r.rank), this.pendingBuffer ? this.owned.loadSpans(r.rank) : NO_SPANS);
  }
  /** Whether rank k has pending buffers, watched windows or a tap in place: else the program's stores need no look. */
  private watching(k: number): boolean { return this.owned.any(k) || this.tap.tapped(k) || this.races.watches(k); }
  /** Ranks held at a call a finding is about: the next MPI call of another rank (or the world's progress) lets them go. */
  private held = new Set<number>();
  private reportedFor = new Set<number>();

  private after(r: RankProcess, fname: string, a: number[], before: number | undefined, res: Result, t: CallTraits): Result {
    if (res === true) return res;
    // A POSIX thread's calls are the program's, as the main thread's (a coroutine's are MPI's own).
    if (!r.current || r.current.thread) {
      if (r.current) this.owned.renew(r);
      else if (fname === '__mpisim_nbc_start') this.owned.renew(r, r.m.cstring(a[4]));
      else this.owned.renew(r, fname, t.delivered);
    }
    if (t.winCreate && typeof res === 'number' && this.on('rma-race')) this.races.created(r, res);
    if (res !== 0) return res;
    if (this.rmaRace) this.races.afterOp(r, fname, a);
    if (t.handles) this.ledger.afterCall(this.rt, r, fname, a, before);
    switch (t.after) {
      case After.Start: this.startedRequests(r, fname, a); break;
      case After.P2p: this.p2pOwned(r, fname, a); break;
      case After.RmaOrigin: this.rmaOwned(r, fname, a); break;
      case After.RmaEnd: {
        const win = fname.startsWith('__mpisim') ? a[0] : a[a.length - 1];
        this.owned.endEpoch(r.rank, win);
        this.gets.end(r.rank, win);
        break;
      }
      case After.Nbc: {
        if (fname === '__mpisim_nbc_start') this.nbcOwned(r, a);
        const c = this.rt.comm(this.rt.proc(r), a[3]);
        if (c && this.on('collective-matching')) this.calls.enter(r, c, r.m.cstring(a[4]), this.rt.userPos(r));
        break;
      }
      case After.Coll: this.collective(r, a); break;
    }
    return res;
  }

  // ------------------------------------------------------------------ pending buffers
  /** The bytes of rank k whose stores the checks want as they happen: pending operations' buffers, window memory. */
  private watchedSpans(k: number): Span[] {
    const owned = this.pendingBuffer ? this.owned.spans(k) : NO_SPANS;
    const wins = this.rmaRace ? this.races.windowSpans(k) : NO_SPANS;
    if (!wins.length) return owned;
    if (!owned.length) return wins;
    // Built again only when either changed: a rank's 1,000 windows are not spread out at each of its calls.
    const was = this.spansOf[k];
    if (was?.owned === owned && was.wins === wins) return was.out;
    const out = mergeSpans([...owned, ...wins]);
    this.spansOf[k] = { owned, wins, out };
    return out;
  }
  private spansOf: ({ owned: Span[]; wins: Span[]; out: Span[] } | undefined)[] = [];
  /**
   * The program's writes (and reads) of pending buffers since the rank's last call, reported.
   * Every MPI call of a rank with pending buffers comes here (Graph 500's MPI_Testany polls, 40 M
   * of them): nothing is allocated unless something is found (a closure and an array per call
   * were a third of the checks' garbage there).
   */
  private programWrites(r: RankProcess, seen: SourcePos | undefined): void {
    // Made at the first report.
    let reported: Set<Owned> | undefined;
    // The stores and loads themselves first (their statements; a value written again counts), then the bytes that changed otherwise (a library call's).
    const stores = this.tap.take(r.rank, 0);
    if (stores.length !== 0) {
      const watched = this.owned.spans(r.rank);
      for (const s of stores) {
        if (!touches(watched, s.at, s.n)) continue;
        // A loop's stores are one entry: the byte named is the first the operation owns. One
        // finding per store, with the oldest operation that owns its bytes: an epoch of 10,000
        // accumulates from one buffer written before each (MPICH's rma/atomic_get) made each store
        // a finding per pending operation, quadratic in the epoch's length.
        for (const o of this.owned.live(r.rank)) {
          if (reported?.has(o) || (s.load && !loadChecked(o)) || !overlaps(o.spans, [[s.at, s.n]])) continue;
          (reported ??= new Set()).add(o);
          this.pendingWrite(r, o, firstOwned(o.spans, s.at, s.n), seen, s.pos ?? seen, s.load === true);
          break;
        }
        // Seen now: the bytes compared only when their operation ends are not reported again then.
        if (!s.load) this.owned.absorb(r, s.at, s.n);
      }
    }
    const changed = this.owned.changed(r);
    for (let i = 0; i < changed.length; i++) {
      const { o, at } = changed[i];
      if (reported?.has(o)) continue;
      (reported ??= new Set()).add(o);
      this.pendingWrite(r, o, at, seen, seen, false);
    }
  }
  private pendingWrite(r: RankProcess, o: Owned, at: number, seen: SourcePos | undefined, pos: SourcePos | undefined, load: boolean): void {
    this.report({
      check: 'pending-buffer', rank: r.rank, pos,
      text: `rank ${r.rank} ${load ? 'read' : 'wrote'} byte 0x${at.toString(16)} of the ${o.writes ? 'receive' : 'send'} buffer of ${o.call} (rank ${o.rank} at ${fmtAt(o.pos)}) before the operation completed; ${pos === seen ? '' : `at ${fmtAt(pos)}, `}seen at ${fmtAt(seen)}`,
      related: { rank: o.rank, pos: o.pos, what: `${o.call} owns this buffer` },
    });
  }
  private own(r: RankProcess, o: Owned): void {
    // Only a reader meeting a writer is reported: each looks only if it meets the other kind's bytes.
    if (this.bufferOverlap && this.owned.meets(r.rank, o.spans, o.writes ? 'readers' : 'writers')) {
      for (const other of this.owned.live(r.rank)) {
        // A read racing a write only: what a send or a reduction's input sees then depends on
        // timing. Two writers of the same bytes (MPICH's own tests post several receives, or
        // repeat a nonblocking collective, into one buffer and never read it) leave undefined
        // bytes, which only matter when the program reads them: not reported.
        if (o.writes !== other.writes && overlaps(o.spans, other.spans)) {
          this.report({
            check: 'buffer-overlap', rank: r.rank, pos: o.pos,
            text: `rank ${r.rank}: the buffer of ${o.call} at ${fmtAt(o.pos)} overlaps the buffer of the pending ${other.call} at ${fmtAt(other.pos)}, and ${o.writes ? 'the first' : 'the second'} writes it`,
            related: { rank: r.rank, pos: other.pos, what: `${other.call} owns these bytes` },
          });
        }
      }
    }
    if (this.pendingBuffer || this.bufferOverlap) this.owned.add(o, r);
  }
  /** MPI_Request_free of the request variable at ptr: a send still active is followed to MPI_Finalize (./freed.ts). */
  private freeing(r: RankProcess, ptr: number): void {
    const h = heldHandle(r, ptr);
    if (h === undefined) return;
    const q = this.rt.proc(r).requests.get(h);
    if (q) this.freedSends.freeing(r.rank, q, this.rt.userPos(r));
    else if (h === H.REQUEST_COMPLETE_SEND) this.freedSends.freeingBuiltin(r.rank, ptr, this.rt.userPos(r));
  }
  /** The request in the program's variable at ptr (read past the store tap's load wrappers: the variable is not the program's load). */
  private requestOf(r: RankProcess, ptr: number): Request | undefined {
    const h = heldHandle(r, ptr);
    return h === undefined ? undefined : this.rt.proc(r).requests.get(h);
  }
  private p2pOwned(r: RankProcess, fname: string, a: number[]): void {
    const ptr = a[6], h = heldHandle(r, ptr);
    if (h === undefined) return;
    const q = this.rt.proc(r).requests.get(h);
    const spans = spansOf(this.host.dtp(r.rank), a[0] >>> 0, a[1], a[2]);
    const pos = q?.postedAt ?? this.rt.userPos(r);
    // A send complete when posted gets MPICH's builtin request, in no table: it is the program's
    // until a wait or test sets the program's variable to MPI_REQUEST_NULL.
    const alive = q ? requestPending(this.rt.proc(r), q) : () => heldHandle(r, ptr) === h;
    if (!q && h !== H.REQUEST_NULL) {
      this.builtinRequest(r.rank, ptr, h, fname, pos);
      // A send to MPI_PROC_NULL sent no message (the last one sent is another send's).
      if (fname !== 'MPI_Irecv') this.freedSends.builtin(r.rank, ptr, fname, pos, a[3] !== H.PROC_NULL);
    }
    if (!spans || spans.length === 0) return;
    this.own(r, { rank: r.rank, spans, writes: fname === 'MPI_Irecv', call: fname, pos, alive, requests: q ? this.rt.proc(r).requests : undefined, p2p: true });
  }
  /**
   * Per rank, per request variable: the builtin requests put there, alive at MPI_Finalize while
   * the variable still holds their handle. The same call putting the same handle there again (a
   * loop of eager sends) counts on its entry: a million sends keep one entry, not a million.
   */
  private builtin: (Map<number, BuiltinRequest[]> | undefined)[] = [];
  private builtinRequest(rank: number, ptr: number, h: number, call: string, pos: SourcePos | undefined): void {
    const byPtr = (this.builtin[rank] ??= new Map<number, BuiltinRequest[]>());
    let list = byPtr.get(ptr);
    if (!list) byPtr.set(ptr, (list = []));
    for (const b of list) if (b.h === h && b.call === call && samePos(b.pos, pos)) { b.n++; return; }
    list.push({ h, call, pos, n: 1 });
  }
  private startedRequests(r: RankProcess, fname: string, a: number[]): void {
    const ptrs = fname === 'MPI_Start' ? [a[0]] : Array.from({ length: a[0] }, (_, k) => a[1] + 4 * k);
    for (const ptr of ptrs) {
      const q = this.requestOf(r, ptr);
      if (!q) continue;
      this.started.add(q);
      if (q.kind !== 'send' && q.kind !== 'recv') continue;
      // A started partitioned send owns a partition only from its MPI_Pready: until then the
      // program fills it (MPI 4.0 §4.2). Not tracked per partition yet, so not at all.
      if (q.kind === 'send' && q.partitions) continue;
      const spans = spansOf(this.host.dtp(r.rank), q.buf >>> 0, q.count, q.datatype);
      if (spans && spans.length) this.own(r, { rank: r.rank, spans, writes: q.kind === 'recv', call: `${q.call} (started at ${fmtAt(this.rt.userPos(r))})`, pos: q.postedAt, partitioned: !!q.partitions, alive: requestPending(this.rt.proc(r), q), requests: this.rt.proc(r).requests, p2p: !q.partitions && !q.coll });
    }
  }
  private rmaOwned(r: RankProcess, fname: string, a: number[]): void {
    const spans = spansOf(this.host.dtp(r.rank), a[0] >>> 0, a[1], a[2]);
    if (!spans || spans.length === 0) return;
    const win = a[fname === 'MPI_Accumulate' || fname === 'MPI_Raccumulate' ? 8 : 7];
    // A request-based operation gives its buffer back at the wait or test that completes it (MPI 4.0 §12.3.5), before its epoch ends.
    const q = fname.startsWith('MPI_R') ? this.requestOf(r, a[fname === 'MPI_Raccumulate' ? 9 : 8]) : undefined;
    const pos = this.rt.userPos(r);
    const other = fname === 'MPI_Get' && this.on('buffer-overlap') ? this.gets.add(r.rank, win, fname, pos, spans) : undefined;
    if (other) {
      this.report({
        check: 'buffer-overlap', rank: r.rank, pos,
        text: `rank ${r.rank}: the buffer of ${fname} at ${fmtAt(pos)} overlaps the buffer of the pending ${other.call} at ${fmtAt(other.pos)}, and both write it: which one's bytes stay depends on the order they complete`,
        related: { rank: r.rank, pos: other.pos, what: `${other.call} owns these bytes` },
      });
    }
    this.own(r, { rank: r.rank, spans, writes: RMA_ORIGIN[fname], call: fname, pos, alive: q ? requestPending(this.rt.proc(r), q) : () => true, requests: q ? this.rt.proc(r).requests : undefined, epoch: !q, win });
  }
  private nbcOwned(r: RankProcess, a: number[]): void {
    const fname = r.m.cstring(a[4]);
    const layout = NBC[fname];
    const args = this.rt.callArgs(r, fname) as number[] | undefined;
    const q = this.requestOf(r, a[2]);
    if (!layout || !args || !q) return;
    const p = this.rt.proc(r);
    const c = this.rt.comm(p, a[3]);
    if (!c || c.kind !== 'intra') return;
    const isRoot = layout.root === undefined || c.rank === Number(args[layout.root]);
    const types = this.host.dtp(r.rank);
    const alive = requestPending(p, q);
    const pos = q.postedAt;
    const side = (which: 's' | 'r'): void => {
      if (layout.rootOnly === which && !isRoot) return;
      const l = layout[which], v = layout.v?.[which];
      const buf = Number(args[(l ?? v)?.[0] ?? 0]) >>> 0;
      if ((!l && !v) || buf === H.IN_PLACE) return;
      const n = layout.perRank === which || layout.perRank === 'both' ? c.group.length : 1;
      const spans = l ? spansOf(types, buf, Number(args[l[1]]) * n, Number(args[l[2]])) : vSpans(r, types, buf, Number(args[v![1]]) >>> 0, Number(args[v![2]]) >>> 0, Number(args[v![3]]), c.group.length);
      const writes = layout.bcast ? !isRoot : which === 'r';
      if (spans && spans.length) this.own(r, { rank: r.rank, spans, writes, call: fname, pos, alive, requests: p.requests });
    };
    side('s');
    side('r');
  }

  // ------------------------------------------------------------------ matching
  /** Send signatures and names taken before MPI_Type_free let the program reuse the handle. */
  private sentTypes = new WeakMap<Message, { sig: Signature | undefined; name: string }>();
  /**
   * Point-to-point messages sent and not yet delivered, with their destinations, per (sender,
   * datatype handle): freeing a type looks at its own messages, not at every unexpected queue
   * (MPICH's pingping frees a type per round with thousands of messages queued). A superset of
   * the unexpected ones: a cancelled or probed-away message stays until a free looks at it.
   */
  private undelivered: (Map<number, InFlight> | undefined)[] = [];
  private inFlight(msg: Message, dest?: number): void {
    // A (sender, type)'s list stays when it empties: every message of a loop would make a new
    // one. Delivered messages are marked on the message and dropped from the list lazily (no
    // hashed set of messages: a message rate's every send and delivery went through one).
    const byType = (this.undelivered[msg.srcProcess] ??= new Map<number, InFlight>());
    const dt = msg.datatype >>> 0;
    let f = byType.get(dt);
    if (dest !== undefined) {
      if (!f) byType.set(dt, (f = { list: [], live: 0 }));
      msg.inFlightTo = dest;
      f.list.push(msg);
      f.live++;
    } else if (f && (msg.inFlightTo ?? -1) >= 0) landed(f, msg);
  }
  private typeFreed(r: RankProcess, a: number[]): void {
    let h: number;
    try { h = r.m.i32(a[0]) >>> 0; } catch { return; }
    const f = this.undelivered[r.rank]?.get(h);
    if (!f) return;
    const types = this.host.dtp(r.rank);
    for (const msg of f.list.slice()) {
      const dest = msg.inFlightTo ?? -1;
      if (dest < 0) continue;
      // One out of the queues (cancelled, dropped with its communicator, taken by MPI_Mprobe) is not one the walk over the queues saw.
      if (!this.rt.procs[dest]?.unexpected.has(msg)) { landed(f, msg); continue; }
      if (this.sentTypes.has(msg)) continue;
      this.sentTypes.set(msg, { sig: signatureOf(types, msg.datatype, msg.count), name: types.name(msg.datatype) });
    }
    if (f.live === 0) this.undelivered[r.rank]!.delete(h);
  }
  private delivered(dest: number, recv: Request, msg: Message, from: Request | undefined, after: boolean): void {
    const dr = this.rt.world.ranks[dest];
    this.owned.moved(dest);
    if (!after) {
      // A delivery inside the receiver's own call (or its coroutine's) follows MPI's writes, not the program's.
      if (dr.state !== 'blocked' && dr.state !== 'running' && !dr.current && this.pendingBuffer && this.watching(dest)) this.programWrites(dr, this.rt.userPos(dr));
      return;
    }
    if (!msg.coll && this.typeMatching && !isBuiltinType(msg.datatype)) this.inFlight(msg);
    // A process with POSIX threads may have one waiting (the main thread in pthread_join) while
    // another's operation completes: its copies take MPI's bytes now, as a running process's do.
    // The receive's bytes are MPI's new ones (./buffers.ts renews only the groups touched).
    if (isBuiltinType(recv.datatype) && !recv.runs) this.owned.touch(dest, recv.buf, recv.bytes); else this.owned.touchAll(dest);
    if (dr.state !== 'blocked' || dr.threads) this.owned.renew(dr, DELIVERY);
    if (this.rmaRace) this.races.delivered(dest, msg);
    this.freedSends.delivered(dest, msg);
    // A collective's messages are not the ordering check's (it looks at point-to-point ones only).
    if (!msg.coll && !recv.coll && this.callOrdering && this.order.behind(dest, recv, msg)) {
      const p = this.rt.procs[dest];
      this.order.delivered(dest, recv, msg, () => p?.requests.get(recv.handle) === recv, this.sentPos(msg, from), recv.postedAt ?? this.rt.userPos(dr));
    }
    // A truncated receive is MPICH's own error already.
    if (!this.typeMatching || msg.coll || recv.coll || recv.status?.error) return;
    // One predefined type on both sides: n of it always fits in a receive of at least as many bytes.
    if (msg.datatype === recv.datatype && isBuiltinType(msg.datatype)) return;
    const sent = this.sentTypes.get(msg);
    const sig = sent ? sent.sig : signatureOf(this.host.dtp(msg.srcProcess), msg.datatype, msg.count);
    const rsig = signatureOf(this.host.dtp(dest), recv.datatype, recv.count);
    if (!sig || !rsig || msg.bytes > recv.bytes || signatureFits(sig, rsig, false)) return;
    const spos = this.sentPos(msg, from);
    const rpos = recv.postedAt ?? this.rt.userPos(dr);
    const rt = this.host.dtp(dest);
    const sname = sent?.name ?? this.host.dtp(msg.srcProcess).name(msg.datatype);
    this.report({
      check: 'type-matching', rank: dest, pos: rpos,
      text: `rank ${dest} received with ${recv.call} at ${fmtAt(rpos)} (${recv.count} x ${rt.name(recv.datatype)}) a message rank ${msg.srcProcess} sent with ${msg.call} at ${fmtAt(spos)} (${msg.count} x ${sname}): the type signatures differ`,
      related: { rank: msg.srcProcess, pos: spos, what: `${msg.call}: ${msg.count} x ${sname}` },
    });
  }
  /** Where a message was sent: a send matched at its call has no position yet (the engine takes it only for queued ones), and the sender is in that call. */
  private sentPos(msg: Message, from: Request | undefined): SourcePos | undefined {
    return msg.sentAt ?? from?.postedAt ?? this.rt.userPos(this.rt.world.ranks[msg.srcProcess]);
  }
  private groupKeys = new GroupKeys();
  private collective(r: RankProcess, a: number[]): void {
    const [fnamePtr, h, , count, dt, op] = a;
    const fname = r.m.cstring(fnamePtr);
    const p = this.rt.proc(r);
    const c = this.rt.comm(p, h);
    if (!c || c.kind !== 'intra' || c.group.length < 2) return;
    let cs = this.collSeq.get(c);
    if (!cs) {
      const key = `${c.recvContextId}:${this.groupKeys.of(c.group)}`;
      let first = this.collFirst.get(key);
      if (!first) this.collFirst.set(key, (first = new Map()));
      this.collSeq.set(c, (cs = { seq: 0, first }));
    }
    const seq = cs.seq++;
    if (!r.current && this.callOrdering) this.ordering(r, c, fname);
    if (!r.current && this.on('collective-matching')) this.calls.enter(r, c, fname, this.rt.userPos(r));
    const k = collTraits(fname);
    const sig = k.comparable ? signatureOf(this.host.dtp(r.rank), dt, count) : undefined;
    const pos = this.rt.userPos(r);
    const first = cs.first.get(seq);
    const v = k.vBlocks ? this.vBlocks(r, fname, c.group.length) : undefined;
    if (!first) { cs.first.set(seq, { rank: r.rank, pos, op, sig, fname, dt, count, seen: 1, v }); return; }
    if (++first.seen === c.group.length) cs.first.delete(seq);
    if (first.fname !== fname) return; // MPICH's own collective mismatch
    if (v && first.v && this.typeMatching) this.vMatch(r, c.rank, v, first, c.group.indexOf(first.rank), fname, seq, c.name || 'this communicator');
    if (k.takesOp && this.on('collective-matching') && op !== first.op && BUILTIN_OPS[op | 0] && BUILTIN_OPS[first.op | 0]) {
      this.report({
        check: 'collective-matching', rank: r.rank, pos,
        text: `rank ${r.rank} passed MPI_${BUILTIN_OPS[op | 0]} to ${fname} at ${fmtAt(pos)} but rank ${first.rank} passed MPI_${BUILTIN_OPS[first.op | 0]} at ${fmtAt(first.pos)} (collective call #${seq + 1} on ${c.name || 'this communicator'})`,
        related: { rank: first.rank, pos: first.pos, what: `${fname} with MPI_${BUILTIN_OPS[first.op | 0]}` },
      });
    }
    if (this.typeMatching && sig && first.sig && !signatureFits(sig, first.sig, true)) {
      const types = this.host.dtp(r.rank), ftypes = this.host.dtp(first.rank);
      this.report({
        check: 'type-matching', rank: r.rank, pos,
        text: `rank ${r.rank} passed ${count} x ${types.name(dt)} to ${fname} at ${fmtAt(pos)} but rank ${first.rank} passed ${first.count} x ${ftypes.name(first.dt)} at ${fmtAt(first.pos)}: the type signatures differ (collective call #${seq + 1} on ${c.name || 'this communicator'})`,
        related: { rank: first.rank, pos: first.pos, what: `${fname}: ${first.count} x ${ftypes.name(first.dt)}` },
      });
    }
  }

  private ordering(r: RankProcess, c: Comm, fname: string): void {
    const pos = this.rt.userPos(r);
    for (const v of this.order.enter(r.rank, c.recvContextId, fname)) {
      this.report({
        check: 'call-ordering', rank: r.rank, pos,
        text: `rank ${r.rank} entered ${fname} at ${fmtAt(pos)} only after its ${v.recvCall} at ${fmtAt(v.recvAt)} received what rank ${v.from} sent with ${v.sendCall} at ${fmtAt(v.sentAt)} after entering ${v.fname} (collective call #${v.seq + 1} on ${c.name || 'this communicator'}): if the collective synchronizes, both wait for ever`,
        related: { rank: v.from, pos: v.sentAt, what: `${v.sendCall} after ${v.fname}` },
      });
    }
  }

  /** What a v collective's rank sends to and receives from each member: counts and types, as its arguments say. */
  private vBlocks(r: RankProcess, fname: string, n: number): VBlocks | undefined {
    const a = this.rt.callArgs(r, fname) as number[] | undefined;
    const l = V_BLOCKS[fname.replace(/^MPI_I/, 'MPI_')];
    if (!a || !l) return undefined;
    try {
      const counts = (i: number | [number], k: number): number => (Array.isArray(i) ? Number(a[i[0]]) : r.m.i32((Number(a[i]) >>> 0) + 4 * k));
      if ((Number(a[0]) >>> 0) === H.IN_PLACE) return undefined;
      return { send: Array.from({ length: n }, (_, k) => counts(l.sc, k)), stype: Number(a[l.st]), recv: Array.from({ length: n }, (_, k) => counts(l.rc, k)), rtype: Number(a[l.rt]) };
    } catch {
      return undefined;
    }
  }
  /** Each block one rank sends the other against the block the other receives from it. */
  private vMatch(r: RankProcess, me: number, v: VBlocks, first: { rank: number; pos?: SourcePos; v?: VBlocks }, them: number, fname: string, seq: number, comm: string): void {
    const mine = this.host.dtp(r.rank), theirs = this.host.dtp(first.rank), f = first.v!;
    for (const [from, to, sendT, sv, recvT, rv, sendBy] of [[mine, theirs, v.stype, v.send[them], f.rtype, f.recv[me], r.rank], [theirs, mine, f.stype, f.send[me], v.rtype, v.recv[them], first.rank]] as const) {
      if (!(sv > 0) || !(rv > 0)) continue;
      const a = signatureOf(from, sendT, sv), b = signatureOf(to, recvT, rv);
      if (!a || !b || signatureFits(a, b, false)) continue;
      const pos = this.rt.userPos(r);
      this.report({
        check: 'type-matching', rank: r.rank, pos,
        text: `${fname} (collective call #${seq + 1} on ${comm}): rank ${sendBy} sends ${sv} x ${from.name(sendT)} where rank ${sendBy === r.rank ? first.rank : r.rank} receives ${rv} x ${to.name(recvT)} from it (rank ${r.rank} at ${fmtAt(pos)}, rank ${first.rank} at ${fmtAt(first.pos)}): the type signatures differ`,
        related: { rank: first.rank, pos: first.pos, what: fname },
      });
      return;
    }
  }

  // ------------------------------------------------------------------ overlap, finalize
  private sendrecvOverlap(r: RankProcess, a: number[]): void {
    const types = this.host.dtp(r.rank);
    const s = spansOf(types, a[0] >>> 0, a[1], a[2]), d = spansOf(types, a[5] >>> 0, a[6], a[7]);
    if (!s || !d || !overlaps(s as Span[], d as Span[])) return;
    const pos = this.rt.userPos(r);
    this.report({ check: 'buffer-overlap', rank: r.rank, pos, text: `rank ${r.rank}: the send and receive buffers of MPI_Sendrecv at ${fmtAt(pos)} overlap (MPI_Sendrecv_replace is the call for one buffer)` });
  }
  /**
   * "color must be non-negative or MPI_UNDEFINED" (MPI 4.0 §7.4.2): MPICH groups a negative colour
   * as any other, so the program runs as if it were right, until another MPI does not.
   */
  private splitColor(r: RankProcess, a: number[]): void {
    // MPI_Comm_split is C (lib/comm.c): its arguments reach the host through MPIR_ARGCHECK.
    if (r.m.cstring(a[0]) !== 'MPI_Comm_split') return;
    const color = r.m.i32(a[1] + 4);
    if (color >= 0 || color === H.UNDEFINED) return;
    const pos = this.rt.userPos(r);
    this.report({ check: 'invalid-argument', rank: r.rank, pos, text: `rank ${r.rank}: MPI_Comm_split at ${fmtAt(pos)} has color ${color}, which must be non-negative or MPI_UNDEFINED (MPI 4.0, section 7.4.2; MPICH takes it as any other colour)` });
  }
  /** MPI_Win_create's memory must be the program's: size bytes at base (MPI 4.0 §12.2.1). */
  private windowMemory(r: RankProcess): void {
    const args = r.top && r.prog.funcs[r.top.fn].name === 'MPII_Win_init' ? this.rt.callArgs(r, 'MPI_Win_create') : undefined;
    if (!args) return;
    const base = Number(args[0]) >>> 0, size = Number(args[1]);
    if (!(size > 0)) return;
    let bad: string | undefined;
    if (base === 0) bad = 'NULL';
    else {
      try { r.m.check(base, size, false, -1); } catch (e) { bad = (e as { kind?: string }).kind ?? (e as Error).message; }
    }
    if (bad === undefined) return;
    const pos = this.rt.userPos(r);
    this.report({ check: 'invalid-buffer', rank: r.rank, pos, text: `rank ${r.rank}: MPI_Win_create at ${fmtAt(pos)} exposes ${size} bytes at ${bad === 'NULL' ? 'NULL' : `0x${base.toString(16)}, which is not the program's memory (${bad})`}` });
  }
  private atFinalize(r: RankProcess): void {
    this.finalizedAt.set(r.rank, this.rt.userPos(r));
    if (this.on('collective-matching')) this.calls.finalize(r.rank, this.rt.userPos(r));
    for (const f of finalizeFindings(this.rt, this.host, r, this.ledger, this.started)) if (this.on(f.check)) this.report(f);
    for (const f of this.freedSends.finalize(r.rank, this.rt.userPos(r))) this.report(f);
    const at = this.rt.userPos(r);
    for (const [ptr, list] of this.builtin[r.rank] ?? []) for (const b of list) {
      if (heldHandle(r, ptr) !== b.h || !this.on('request-lifecycle')) continue;
      for (let k = 0; k < b.n; k++) this.report({
        check: 'request-lifecycle', rank: r.rank, pos: b.pos,
        text: `rank ${r.rank} called MPI_Finalize at ${fmtAt(at)} while the request of ${b.call} at ${fmtAt(b.pos)} was never completed by a wait or test`,
        related: { rank: r.rank, pos: at, what: 'MPI_Finalize' },
      });
    }
    this.builtin[r.rank] = undefined;
    if (this.on('unmatched-send')) this.unreceived(r);
  }
  /**
   * Messages no receive will ever match (MPI 4.0 §11.2.2: every communication a process takes part
   * in must be complete before it finalizes): those in the unexpected queue of a process that has
   * called MPI_Finalize, looked at as each process finalizes (a later sender's message too).
   */
  private unreceived(r: RankProcess): void {
    this.finalized.add(r.rank);
    this.toLookAt.add(r.rank);
    // Only the queues that may hold something new: the finalizing process's, and those of the
    // finalized processes sent to since (looking at every finalized one made 100,000 finalizes
    // cost 5*10^9 steps). In the order they finalized, as reports came before.
    const look = this.toLookAt.size === 1 ? [r.rank] : [...this.finalized].filter((k) => this.toLookAt.has(k));
    this.toLookAt.clear();
    for (const k of look) {
      for (const m of this.rt.procs[k]?.unexpected ?? []) {
        if (m.coll || this.unmatched.has(m)) continue;
        this.unmatched.add(m);
        const at = this.finalizedAt.get(k) ?? this.rt.userPos(r);
        this.report({
          check: 'unmatched-send', rank: m.srcProcess, pos: m.sentAt,
          text: `rank ${m.srcProcess}'s ${m.call} at ${fmtAt(m.sentAt)} (${m.count} x ${this.host.dtp(m.srcProcess).name(m.datatype)}, tag ${m.tag}) was never received: rank ${k} called MPI_Finalize at ${fmtAt(at)} with it in its unexpected queue`,
          related: { rank: k, pos: at, what: 'MPI_Finalize' },
        });
      }
    }
  }
  private finalized = new Set<number>();
  /** Finalized processes whose unexpected queues have not been looked at since a message was sent to them. */
  private toLookAt = new Set<number>();
  private finalizedAt = new Map<number, SourcePos | undefined>();
  private unmatched = new WeakSet<Message>();
}

/** The bytes of a v collective's buffer: counts[i] elements of `dt` at displs[i] extents, for each member. */
function vSpans(r: RankProcess, types: TableDatatypes, buf: number, counts: number, displs: number, dt: number, n: number): Span[] | undefined {
  const extent = types.extent(dt);
  if (extent === undefined) return undefined;
  const out: Span[] = [];
  try {
    for (let i = 0; i < n; i++) {
      const s = spansOf(types, buf + r.m.i32(displs + 4 * i) * extent, r.m.i32(counts + 4 * i), dt);
      if (!s) return undefined;
      out.push(...s);
    }
  } catch {
    return undefined;
  }
  return out;
}

/** The first byte of [at, at + n) that the spans hold. */
function firstOwned(spans: Span[], at: number, n: number): number {
  let best = at + n;
  for (const [a, m] of spans) if (a < at + n && at < a + m) best = Math.min(best, Math.max(a, at));
  return best < at + n ? best : at;
}

/** The messages of one (sender, type) on their way, delivered ones among them until the next compaction. */
interface InFlight { list: Message[]; live: number }
function landed(f: InFlight, msg: Message): void {
  msg.inFlightTo = -1;
  f.live--;
  // Emptied by pops: setting an array's length is a runtime call, once per message of a ping-pong.
  if (f.live === 0) { if (f.list.length > 16) f.list = []; else while (f.list.length) f.list.pop(); }
  else if (f.list.length > 64 && f.list.length > 2 * f.live) f.list = f.list.filter((m) => (m.inFlightTo ?? -1) >= 0);
}
/**
 * The handle in a request variable, or undefined when its bytes are no longer the program's (in
 * memory freed since: a checked read would fault the program). Read past the store tap's load
 * wrappers: asked at each of the rank's MPI calls while the request is pending.
 */
function heldHandle(r: RankProcess, ptr: number): number | undefined {
  const m = r.m;
  if (!m.rangeOk(ptr, 4, false)) return undefined;
  return (ptr & 3) === 0 ? m.I32[ptr >>> 2] : m.dv.getInt32(ptr, true);
}
interface BuiltinRequest { h: number; call: string; pos?: SourcePos; n: number }
function samePos(a: SourcePos | undefined, b: SourcePos | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.file === b.file && a.line === b.line && a.col === b.col);
}
