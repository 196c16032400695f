/**
 * Buffers owned by pending operations (MPI 4.0 §3.7.2, §6.12, §12.7): from a nonblocking
 * call (or MPI_Start) until the request is completed by a wait or test, and from a one-sided
 * call until its epoch ends, the program may not write the operation's buffer (nor read a
 * receive buffer), and no other MPI call may write it.
 *
 * Each pending operation keeps a copy of its bytes. Only the program and MPI write a rank's
 * memory, and MPI writes it at known moments (inside the rank's own calls, its nonblocking
 * collectives' coroutines while it waits in one, a delivery from another rank's call): after
 * each of them the copies of the bytes an operation writes (a receive's, a get's) are taken
 * again, so bytes that differ from their copy at the rank's next MPI call were written by the
 * program. The program's own stores, those of the value already there included, are seen as
 * they happen (./storetap.ts). The bytes only read by their operations (sends, puts,
 * accumulates: MPI writes them in no correct program) are compared with their copy once, when
 * the operation ends: an epoch of 1,000 accumulates from one 8 MB array (MPICH's
 * rma/strided_acc_onelock) compared and copied megabytes at each of its calls. Reads go unseen
 * there: what is reported is always a write that happened.
 *
 * Receives always posted and polled (Graph 500's four 32 KB MPI_Recv_init buffers, MPI_Testany
 * in a loop) compared and copied 256 KB at each poll, 10-20x the run's CPU: while a rank's
 * operations are all point-to-point, a copy is compared or taken again only where something
 * touched its bytes since (OwnedBuffers.touch): a store the tap saw, whoever made it, a C
 * library writer's call, a delivery (its receive's bytes), any call that writes otherwise.
 */
import type { RankProcess } from '../../runtime/rank';
import type { SourcePos } from '../../c/diagnostics';
import type { Request } from '../state';
import type { TableDatatypes } from '../datatype/typerep/typeops';
import { isBuiltinType } from '../datatype/typerep/typeops';

/** Bytes [addr, addr + len) of one rank's memory. */
export type Span = [number, number];

export interface Owned {
  rank: number;
  spans: Span[];
  /** The operation writes these bytes (a receive); else it reads them (a send). */
  writes: boolean;
  call: string;
  pos?: SourcePos;
  /** Alive while this says so (its request not yet completed by a wait or test, its epoch open). */
  alive: () => boolean;
  /**
   * The request table whose changes alone can end it (alive() is requestPending's): asked again
   * only after one. Absent: asked at each call (a builtin request lives in the program's variable).
   */
  requests?: { readonly changes: number };
  /** A partitioned operation's (its partitions arrive, and may be read, one by one). */
  partitioned?: boolean;
  /** One-sided operations: the window whose synchronization ends them. */
  win?: number;
  /** Alive until its epoch ends, whatever alive() says (it is not asked at each call). */
  epoch?: boolean;
  /**
   * A point-to-point operation (MPI_Isend, MPI_Irecv, their persistent forms): MPI writes its
   * bytes only by a delivery (./checker.ts's deliver hook), never by a coroutine's or a window's
   * host-side copies, so its receive buffer's copy needs taking again only where a delivery or
   * a store fell (OwnedBuffers.touch).
   */
  p2p?: boolean;
}

/** Largest buffer copied (bytes): beyond it an operation's bytes are not watched. */
const MAX_WATCHED = 1 << 20;

/**
 * The bytes `count` elements of `dt` at `buf` occupy (a derived type's holes excluded), merged;
 * undefined past `max` bytes (those whose bytes are copied) or 4,096 pieces.
 */
export function spansOf(types: TableDatatypes, buf: number, count: number, dt: number, max = MAX_WATCHED): Span[] | undefined {
  if (count <= 0) return [];
  const size = types.size(dt);
  if (size === undefined) return undefined;
  if (isBuiltinType(dt)) return size * count > max ? undefined : [[buf, size * count]];
  let map;
  try {
    // Too many leaves is no watching either: known before the typemap is made (MPICH's put_base: 8 M bytes of MPI_BYTE blocks).
    if (types.table.leafCount(dt >>> 0) * count >= 4096) return undefined;
    map = types.table.typemap(dt >>> 0, count, 4096);
  } catch {
    return undefined;
  }
  if (map.length >= 4096) return undefined;
  return mergeSpans(map.map((x) => [buf + x.disp, types.size(x.type) ?? 1] as Span));
}

/** The spans sorted, those that touch or overlap joined. */
export function mergeSpans(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const [a, n] of spans.sort((x, y) => x[0] - y[0])) {
    const last = out[out.length - 1];
    if (last && a <= last[0] + last[1]) last[1] = Math.max(last[1], a + n - last[0]);
    else out.push([a, n]);
  }
  return out;
}

export function overlaps(a: Span[], b: Span[]): boolean {
  for (const [x, n] of a) for (const [y, m] of b) if (x < y + m && y < x + n) return true;
  return false;
}

/**
 * The pending operations of every rank, and per rank the union of their bytes with one copy per
 * merged span: a rank's MPI calls compare and copy the union, not each operation's bytes (an
 * epoch of 2,000 MPI_Gets into one array is one span, not 2,000 copies taken and compared at
 * each of its 4,000 calls: MPICH's rma/test5 took 46 s). Operations are looked at one by one
 * only where a byte changed or a store fell in the union.
 */
export class OwnedBuffers {
  private byRank: Owned[][] = [];
  /** Per rank: the union of the live operations' spans with its copy, and that of the read-checked ones. */
  private unions: (Union | undefined)[] = [];
  /** Per rank: its process (whose memory an ending operation's bytes are compared in), and how many of its operations end with a request (alive() to ask). */
  private procs: RankProcess[] = [];
  private asked: number[] = [];
  /**
   * Per rank: how many of those have no request table to watch (asked at every call), the table
   * the others' requests are in, and its changes when they were last asked. Twenty pending
   * nonblocking collectives (MPICH's nonblocking3) were asked at each of millions of calls.
   */
  private polled: number[] = [];
  /** Per rank, those operations themselves. */
  private polledOps: (Owned[] | undefined)[] = [];
  private tables: ({ readonly changes: number } | undefined)[] = [];
  private askedAt: number[] = [];
  /**
   * Per rank: its builtin requests' variables were read since the rank's memory last changed
   * hands (moved()): a rank's MPI call asks live() five or six times (its stores looked at, its
   * copies compared and renewed, the tap's spans), and Graph 500's polling asked its sends'
   * variables 13 M times.
   */
  private variablesRead: boolean[] = [];
  /**
   * Rank k's memory may have changed: the program ran (an MPI call begins), MPI ran (its call
   * returns, a blocked call completes, a delivery lands): builtin requests' variables are read again.
   */
  moved(k: number): void { this.variablesRead[k] = false; }
  /** Per rank: the program's writes found when their operations ended, to report at its next call. */
  private late: Changed[][] = [];

  add(o: Owned, r: RankProcess): void {
    (this.byRank[o.rank] ??= []).push(o);
    if (!o.p2p) this.others[o.rank] = (this.others[o.rank] ?? 0) + 1;
    this.procs[o.rank] = r;
    if (!o.epoch) {
      this.asked[o.rank] = (this.asked[o.rank] ?? 0) + 1;
      if (!o.requests) { this.polled[o.rank] = (this.polled[o.rank] ?? 0) + 1; (this.polledOps[o.rank] ??= []).push(o); }
      else if (this.tables[o.rank] !== o.requests) { this.tables[o.rank] = o.requests; this.askedAt[o.rank] = -1; }
    }
    const u = this.unions[o.rank] ?? EMPTY;
    const loaded = o.writes && !o.partitioned;
    // One span (a contiguous buffer): the union this makes may be one made before, its copies taken again in place.
    const one = o.spans.length === 1 ? o.spans[0] : undefined, f = opFlags(o);
    if (u.spans.length === 0) {
      // Nothing else pending (a halo exchange's every first post): the operation's own bytes.
      const root = this.roots[o.rank];
      if (one && root && root.a === one[0] && root.n === one[1] && root.f === f) {
        const v = root.to;
        for (let i = 0; i < v.spans.length; i++) if (v.copy[i].length !== v.spans[i][1] || !copyInto(v.copy[i], r, v.spans[i][0])) v.copy[i] = copyOf(r, v.spans[i][0], v.spans[i][1]);
        this.setUnion(o.rank, v, undefined, r);
        return;
      }
      const spans = groupSpans(o.spans);
      const v: Union = { spans, copy: carry(r, spans, EMPTY, this.kept(o.rank)), loads: loaded ? spans : NO_SPANS, writes: o.writes ? spans : NO_SPANS, reads: o.writes ? NO_SPANS : spans, written: spans.map(() => o.writes) };
      this.setUnion(o.rank, v, undefined, r);
      if (one) this.roots[o.rank] = { a: one[0], n: one[1], f, to: v };
      return;
    }
    const memo = u.next;
    if (one && memo && memo.a === one[0] && memo.n === one[1] && memo.f === f) {
      this.setUnion(o.rank, carryInto(r, memo.to, u), u, r);
      return;
    }
    // The bytes already watched keep their copy (a change the program made before this call is
    // still to be seen); the new ones are taken as they are.
    const spans = groupSpans(u.spans, o.spans);
    const writes = o.writes ? groupSpans(u.writes, o.spans) : u.writes;
    const reads = o.writes ? u.reads : groupSpans(u.reads, o.spans);
    const v: Union = { spans, copy: carry(r, spans, u, this.kept(o.rank)), loads: loaded ? groupSpans(u.loads, o.spans) : u.loads, writes, reads, written: writtenGroups(spans, writes) };
    this.setUnion(o.rank, v, u, r);
    if (one && u !== EMPTY) u.next = { a: one[0], n: one[1], f, to: v };
  }
  /**
   * Per rank: the union a one-span operation made when nothing else was pending, and (Union.next,
   * Union.less) the unions made from each union by adding or ending one-span operations: a halo
   * exchange's every iteration goes through the same few unions, whose spans and copies are
   * reused (their copies taken again in place) instead of made anew per operation.
   */
  private roots: ({ a: number; n: number; f: number; to: Union } | undefined)[] = [];
  /**
   * Per rank, the copies made for spans that are no longer pending, by span (spanKey), taken
   * again in place when the same bytes are pending again: Graph 500's every message restarts a
   * persistent 32 KB receive, and a new 32 KB array each time (25,000 in bench/testpoll.c's
   * 200,000 polls) was most of the checks' cost there, in the garbage collector. A copy only
   * ever stands for the one span it was made for, whichever unions hold it (carry), so the
   * current union never holds one taken from here for other bytes.
   */
  private spare: (Map<number, Uint8Array> | undefined)[] = [];
  private kept(rank: number): Map<number, Uint8Array> {
    let m = this.spare[rank];
    if (m === undefined || m.size > MAX_SPARE) this.spare[rank] = m = new Map();
    return m;
  }
  /**
   * Whether changed() has nothing to find at r's call, its operations not even asked: nothing
   * late, nothing touched since every group was found clean, quiet (every store to the union's
   * bytes is seen). An operation that ended since would have none of its bytes changed either.
   */
  untouched(r: RankProcess): boolean {
    const k = r.rank, u = this.unions[k];
    return u !== undefined && (this.late[k]?.length ?? 0) === 0 && (this.cleanAt[k] ?? -1) === this.gen[k] && this.quiet(r, u);
  }
  /** The rank's union as it is (its operations not asked): what tells whether one of them ended. */
  unionOf(rank: number): object | undefined { return this.unions[rank]; }
  /** Whether rank `rank` may own pending buffers (false: live() is empty without looking). */
  any(rank: number): boolean { return (this.byRank[rank]?.length ?? 0) > 0 || (this.late[rank]?.length ?? 0) > 0; }
  live(rank: number): Owned[] {
    const list = this.byRank[rank];
    if (!list) return [];
    // Every MPI call asks, many times: a new list only when an operation ended (an epoch's operations end with it, not asked).
    if (!this.asked[rank]) return list;
    if (this.polled[rank] && this.tables[rank] === undefined && this.variablesRead[rank] === true) return list;
    // The operations of the request table are asked only after it changed; those asked at every
    // call (builtin requests, in the program's variable) alone otherwise: Graph 500's aml.c polls
    // MPI_Testany with eight persistent receives and a few sends pending, and asked every one at
    // each poll.
    const table = this.tables[rank];
    const same = table !== undefined && table.changes === this.askedAt[rank];
    if (same && (!this.polled[rank] || this.variablesRead[rank] === true)) return list;
    if (same) {
      // The table unchanged: only the builtin requests' variables to read again (Graph 500's
      // eager send beside its eight persistent receives, asked with them at each of its polls).
      this.variablesRead[rank] = true;
      const polled = this.polledOps[rank];
      let ended = polled === undefined;
      if (polled !== undefined) for (let i = 0; i < polled.length; i++) if (!polled[i].alive()) { ended = true; break; }
      if (!ended) return list;
    }
    this.variablesRead[rank] = true;
    if (table !== undefined) this.askedAt[rank] = table.changes;
    const kept = same ? table : undefined;
    let k = 0;
    while (k < list.length && stillPending(list[k], kept)) k++;
    if (k === list.length) return list;
    const alive = list.filter((o) => stillPending(o, kept));
    this.setList(rank, alive);
    return alive;
  }
  /** Operations ended: their read-only bytes compared once, then the union shrinks to the others', each byte keeping its copy. */
  private setList(rank: number, list: Owned[]): void {
    const was = this.byRank[rank];
    this.byRank[rank] = list;
    const u = this.unions[rank];
    if (!u || list.length === was?.length) return;
    // A few operations (a halo exchange's two) are looked up in the list itself: no Set per wait.
    const kept = list.length > 8 ? new Set(list) : undefined;
    const r = this.procs[rank];
    let gone: Owned | undefined, ended = 0, polledEnded = false;
    for (const o of was ?? []) {
      if (kept ? kept.has(o) : list.includes(o)) continue;
      gone = o; ended++;
      if (!o.epoch) { this.asked[rank]--; if (!o.requests) { this.polled[rank]--; polledEnded = true; } }
      if (!o.p2p) this.others[rank]--;
      if (!o.writes && r) this.compareEnded(r, o, u);
    }
    if (polledEnded) this.polledOps[rank] = this.polledOps[rank]?.filter((o) => (kept ? kept.has(o) : list.includes(o)));
    if (list.length === 0) { this.unions[rank] = undefined; return; }
    if (ended === 1 && this.dropOne(rank, gone!, list, u)) return;
    const memo = u.less;
    if (memo && sameOps(memo.ops, list)) { this.setUnion(rank, carryInto(undefined, memo.to, u), u, undefined, true); return; }
    const spans = groupSpans(list.flatMap((o) => o.spans));
    const writes = groupSpans(list.filter((o) => o.writes).flatMap((o) => o.spans));
    const reads = groupSpans(list.filter((o) => !o.writes).flatMap((o) => o.spans));
    const v: Union = { spans, copy: carry(undefined, spans, u), loads: groupSpans(list.filter((o) => o.writes && !o.partitioned).flatMap((o) => o.spans)), writes, reads, written: writtenGroups(spans, writes) };
    this.setUnion(rank, v, u, undefined, true);
    const ops = opsKey(list);
    if (ops) u.less = { ops, to: v };
  }
  /**
   * One operation ended whose span is a group of its own that no other operation's bytes meet (a
   * receive MPI_Testany completed, a send): the union without that group, every other list and
   * copy as they were, made in one pass. Made anew (setList), the union's four lists were
   * gathered, sorted and grouped again at each of Graph 500's messages. False: not so.
   */
  private dropOne(rank: number, o: Owned, list: Owned[], u: Union): boolean {
    if (o.spans.length !== 1) return false;
    const a = o.spans[0][0], n = o.spans[0][1];
    const i = exactAt(u.spans, a, n);
    const w = o.writes ? exactAt(u.writes, a, n) : exactAt(u.reads, a, n);
    const loaded = o.writes && !o.partitioned;
    const l = loaded ? exactAt(u.loads, a, n) : -1;
    if (i < 0 || w < 0 || (loaded && l < 0)) return false;
    for (const x of list) for (const [b, m] of x.spans) if (b < a + n && a < b + m) return false;
    const v: Union = {
      spans: without(u.spans, i), copy: without(u.copy, i), written: without(u.written, i),
      writes: o.writes ? without(u.writes, w) : u.writes, reads: o.writes ? u.reads : without(u.reads, w), loads: loaded ? without(u.loads, l) : u.loads,
    };
    this.setUnion(rank, v, u, undefined, true);
    return true;
  }
  /** An ended operation's bytes in groups no operation writes (not compared at each call): the program's writes to them since. */
  private compareEnded(r: RankProcess, o: Owned, u: Union): void {
    for (const [b, m] of o.spans) {
      const i = groupAt(u.spans, b);
      if (i < 0 || u.written[i]) continue;
      const [a, n] = u.spans[i];
      if (b + m > a + n) continue;
      const now = bytesAt(r, b, m);
      const was = u.copy[i];
      if (!now || was.length !== n) continue;
      const k = firstDifference(now, was.subarray(b - a, b - a + m));
      if (k >= 0) { (this.late[o.rank] ??= []).push({ o, at: b + k }); return; }
    }
  }
  /** The program's stores seen as they happened (and reported): the copies of the bytes no operation writes take them. */
  absorb(r: RankProcess, at: number, n: number): void {
    const u = this.unions[r.rank];
    if (!u) return;
    for (let i = Math.max(0, groupAt(u.spans, at)), end = at + n; i < u.spans.length && u.spans[i][0] < end; i++) {
      const [a, len] = u.spans[i];
      if (u.written[i] || a + len <= at || u.copy[i].length !== len) continue;
      const lo = Math.max(a, at), hi = Math.min(a + len, end);
      const now = bytesAt(r, lo, hi - lo);
      if (now) u.copy[i].set(now, lo - a);
    }
  }
  private union(rank: number): Union {
    this.live(rank);
    return this.unions[rank] ?? EMPTY;
  }
  /** The bytes of `rank`'s pending operations, merged (and those whose reads are checked). */
  spans(rank: number): Span[] { return this.union(rank).spans; }
  loadSpans(rank: number): Span[] { return this.union(rank).loads; }
  /**
   * Whether the spans meet the bytes of a pending operation of `rank` that writes them, or of one
   * that only reads them: bisected, not asked of each operation (4,096 accumulates from one int,
   * 100,000 gets into one buffer: MPICH's rma/manyrma3 and rma/manyget).
   */
  meets(rank: number, spans: Span[], of: 'writers' | 'readers'): boolean {
    const u = this.union(rank);
    const those = of === 'writers' ? u.writes : u.reads;
    return spans.some(([a, n]) => touches(those, a, n));
  }
  /** The operations of `rank` whose bytes the program changed since their copies, copies then renewed. */
  changed(r: RankProcess): readonly Changed[] {
    const late = this.late[r.rank];
    // Made at the first change found: every MPI call of a rank with pending buffers asks.
    let out: Changed[] | undefined = late?.length ? late.splice(0) : undefined;
    const u = this.union(r.rank);
    // Nothing touched since every group was found clean: a poll that nothing answered looks at no group.
    if (out === undefined && (this.cleanAt[r.rank] ?? -1) === this.gen[r.rank] && this.quiet(r, u)) return NO_CHANGES;
    const stale = this.staleOf(r, u);
    for (let i = 0; i < u.spans.length; i++) {
      if (!u.written[i] || stale[i] === 0) continue;
      const [a, n] = u.spans[i];
      if (u.copy[i].length !== n) continue;
      // Compared now: clean until a delivery or a store touches it (a group on the stack never is).
      const clean = stale !== ALL_STALE && a >= r.m.stackTop;
      // Only the bytes touched since (the rest equal their copy): a 16-byte message into a 64 KB group compares 16 bytes.
      const lo = stale === ALL_STALE ? -1 : dirtyLo(u, i);
      if (lo >= 0 ? sameBytesIn(r, a, u.copy[i], lo, u.dirty![2 * i + 1]) : sameBytes(r, a, u.copy[i])) { if (clean) stale[i] = 0; continue; }
      const now = bytesAt(r, a, n);
      if (!now) continue;
      if (clean) stale[i] = 0;
      // Which operations own the bytes that changed: each reported at its first changed byte.
      for (const o of this.live(r.rank)) {
        for (const [b, m] of o.spans) {
          if (b < a || b + m > a + n) continue;
          const k = firstDifference(now.subarray(b - a, b - a + m), u.copy[i].subarray(b - a, b - a + m));
          if (k >= 0) { (out ??= []).push({ o, at: b + k }); break; }
        }
      }
      u.copy[i].set(now);
    }
    this.allClean(r.rank, u, stale);
    return out ?? NO_CHANGES;
  }
  /**
   * MPI wrote the rank's memory: the copies take its bytes as they are now. `fname`: the rank's
   * call that wrote them, when it writes the buffers of point-to-point operations only by
   * deliveries (DELIVERED_ONLY): only the groups a delivery or a store touched are taken again.
   * `delivered`: whether it is one, when the caller knows (a Set of names asked at each poll cost
   * more than the rest of it).
   */
  renew(r: RankProcess, fname?: string, delivered = fname !== undefined && DELIVERED_ONLY.has(fname)): void {
    // In place, and only the bytes operations write: MPI writes no others of a correct program.
    // Every MPI call of a rank renews: one with nothing pending allocates nothing.
    if (this.byRank[r.rank] === undefined && this.unions[r.rank] === undefined) return;
    const u = this.union(r.rank);
    if (delivered && (this.cleanAt[r.rank] ?? -1) === this.gen[r.rank] && this.quiet(r, u)) return;
    if (!delivered) this.bump(r.rank);
    const stale = delivered ? this.staleOf(r, u) : this.allStale(u);
    for (let i = 0; i < u.spans.length; i++) {
      if (!u.written[i] || stale[i] === 0) continue;
      const [a, n] = u.spans[i];
      const lo = stale === ALL_STALE ? -1 : dirtyLo(u, i);
      if (lo >= 0 && u.copy[i].length === n) { copyIn(u.copy[i], r, a, lo, u.dirty![2 * i + 1]); if (a >= r.m.stackTop) stale[i] = 0; continue; }
      if (u.copy[i].length !== n || !copyInto(u.copy[i], r, a)) u.copy[i] = copyOf(r, a, n);
      else if (stale !== ALL_STALE && a >= r.m.stackTop) stale[i] = 0;
    }
    this.allClean(r.rank, u, stale);
  }
  /**
   * Per rank: bumped by whatever may give changed() and renew() a group to look at (a store or
   * delivery touching the union, a new union, a call whose writes are not deliveries alone, the
   * checks leaving quiet mode), and its value when every written group was last found clean in
   * quiet mode (cleanAt): until it moves, a poll that nothing answered (Graph 500's MPI_Testany,
   * 40 M of them) skips the groups, compared and renewed by none.
   */
  private gen: number[] = [];
  private cleanAt: number[] = [];
  private bump(rank: number): void { this.gen[rank] = (this.gen[rank] ?? 0) + 1; }
  /** Every written group of u clean (a stack group never is): the rank's gen is cleanAt. */
  private allClean(rank: number, u: Union, stale: Uint8Array): void {
    if (stale === ALL_STALE) return;
    for (let i = 0; i < u.spans.length; i++) if (u.written[i] && stale[i] !== 0) return;
    this.cleanAt[rank] = this.gen[rank] ??= 0;
  }

  // ------------------------------------------------------------------ what may have written the copies' bytes
  /**
   * Per rank, how many of its live operations are not point-to-point (p2p): a nonblocking
   * collective's coroutine, a one-sided operation, a partitioned one write their bytes through
   * host-side copies no hook sees, so while one is pending every group is compared and copied
   * at each call.
   */
  private others: number[] = [];
  /**
   * Set by the checker when the store tap reports stores to the bytes of the unions (touch) and
   * tells whether it is in place for a rank (`covers`): without it, every group is stale.
   */
  private covers?: (r: RankProcess, spans: Span[]) => boolean;
  /** Whether the rank has bytes some other check watches by their own means (a window: a put writes them from another rank's call). */
  private busy?: (rank: number) => boolean;
  watchWrites(covers: (r: RankProcess, spans: Span[]) => boolean, busy: (rank: number) => boolean): void { this.covers = covers; this.busy = busy; }
  /**
   * `v` becomes the rank's union; made from `old` (an operation added or ended), a group of the
   * same bytes as one of old's keeps old's copy and so its mark: Graph 500's every received
   * message ends a persistent receive and starts it again, and each of its eight 32 KB receive
   * buffers was compared and copied anew at the next call. `taken`: v's groups that meet none of
   * old's had their copies taken from this rank's memory just now, and are clean (the restarted
   * receive's 32 KB were compared and copied again at the next two calls).
   */
  private setUnion(rank: number, v: Union, old?: Union, taken?: RankProcess, shrunk = false): void {
    this.unions[rank] = v;
    this.bump(rank);
    // Fewer bytes than old's: the tap watching old's (or those old shrank from) sees every store to them.
    // (The last few: two completions in one call shrink it twice before the tap is told.)
    v.within = shrunk && old !== undefined ? [old.spans, ...(old.within ?? NO_WITHIN).slice(0, 2)] : undefined;
    const was = old?.stale;
    if (v === old || (old !== undefined && (was === undefined || was.length !== old.spans.length)) || (old === undefined && taken === undefined)) { this.allStale(v); return; }
    const prior = old ?? EMPTY;
    const st = v.stale !== undefined && v.stale.length === v.spans.length ? v.stale : (v.stale = new Uint8Array(v.spans.length));
    const dirty = v.dirty !== undefined && v.dirty.length === 2 * v.spans.length ? v.dirty : (v.dirty = new Float64Array(2 * v.spans.length));
    const from = prior.dirty !== undefined && prior.dirty.length === 2 * prior.spans.length ? prior.dirty : undefined;
    // A group on the stack is always stale (staleOf).
    const stackTop = taken === undefined ? 0 : taken.m.stackTop;
    for (let i = 0, j = 0; i < v.spans.length; i++) {
      const a = v.spans[i][0], n = v.spans[i][1];
      while (j < prior.spans.length && prior.spans[j][0] + prior.spans[j][1] <= a) j++;
      const same = j < prior.spans.length && prior.spans[j][0] === a && prior.spans[j][1] === n;
      const fresh = !same && taken !== undefined && a >= stackTop && v.copy[i].length === n && (j >= prior.spans.length || prior.spans[j][0] >= a + n);
      st[i] = same ? was![j] : fresh ? 0 : 1;
      dirty[2 * i] = same && from ? from[2 * j] : -1;
      dirty[2 * i + 1] = same && from ? from[2 * j + 1] : -1;
    }
  }
  /** Every group of u stale (its copies may differ from the memory): ALL_STALE, and u's marks set so. */
  private allStale(u: Union): Uint8Array {
    if (u.stale !== undefined && u.stale.length === u.spans.length) u.stale.fill(1);
    else if (u !== EMPTY) u.stale = new Uint8Array(u.spans.length).fill(1);
    if (u.dirty !== undefined) u.dirty.fill(-1);
    return ALL_STALE;
  }
  /**
   * The groups of u whose copies may differ from the memory of r: those a delivery or a store
   * touched since they were last compared or copied, when nothing else may have written them
   * (point-to-point operations only; no thread running beside main (Graph 500's aml.c only sets
   * its affinity), whose stacks are heap; no window; the store tap
   * in place on these very spans). A group on the stack is always stale: a call's frame clears
   * its locals in place (rank.ts push), which a buffer of a frame that returned may meet.
   */
  private staleOf(r: RankProcess, u: Union): Uint8Array {
    if (this.quiet(r, u)) return u.stale!;
    this.bump(r.rank);
    return this.allStale(u);
  }
  /** Whether u's stale marks hold for r: only touches (stores the tap saw, deliveries) may have written its groups. */
  private quiet(r: RankProcess, u: Union): boolean {
    const k = r.rank;
    if (u === EMPTY || (this.others[k] ?? 0) > 0 || (r.threads?.running ?? 0) > 0 || this.busy?.(k)) return false;
    if (this.covers === undefined || !(this.covers(r, u.spans) || this.coversWithin(r, u))) return false;
    return u.stale !== undefined && u.stale.length === u.spans.length;
  }
  private coversWithin(r: RankProcess, u: Union): boolean {
    if (u.within !== undefined) for (const w of u.within) if (this.covers!(r, w)) return true;
    return false;
  }
  /** Bytes [a, a + n) of `rank` were written (a store the tap saw, whoever made it; a delivery): their groups' copies are stale. */
  touch(rank: number, a: number, n: number): void {
    this.bump(rank);
    const u = this.unions[rank];
    const stale = u?.stale;
    if (!u || !stale) return;
    const dirty = u.dirty !== undefined && u.dirty.length === 2 * u.spans.length ? u.dirty : (u.dirty = new Float64Array(2 * u.spans.length).fill(-1));
    for (let i = Math.max(0, groupAt(u.spans, a)), end = a + n; i < u.spans.length && u.spans[i][0] < end; i++) {
      const g = u.spans[i][0], e = g + u.spans[i][1];
      if (e <= a) continue;
      const lo = Math.max(a, g), hi = Math.min(end, e);
      // A clean group's bytes touched: those alone differ from its copy; a stale one widens its range (-1: the whole group).
      if (stale[i] === 0) { stale[i] = 1; dirty[2 * i] = lo; dirty[2 * i + 1] = hi; } else if (dirty[2 * i] >= 0) { dirty[2 * i] = Math.min(dirty[2 * i], lo); dirty[2 * i + 1] = Math.max(dirty[2 * i + 1], hi); }
    }
  }
  /** Something may have written any byte of `rank` (a C library call that frees or maps memory, a delivery into a noncontiguous type). */
  touchAll(rank: number): void {
    this.bump(rank);
    const u = this.unions[rank];
    if (u?.stale) u.stale.fill(1);
    if (u?.dirty) u.dirty.fill(-1);
  }
  /** Ends the one-sided operations of `rank` on window `win` (their epoch closed). */
  endEpoch(rank: number, win: number): void {
    const list = this.byRank[rank];
    if (list) this.setList(rank, list.filter((o) => o.win !== win));
  }
}

/**
 * The origin buffers of each rank's pending MPI_Gets, by the statement that issued them (MPI 4.0
 * §12.3: a get's origin buffer is MPI's until the epoch ends): two gets of one epoch writing the
 * same bytes leave whichever completed last, so a get into bytes a get of another statement still
 * owns is a finding (MBI's local concurrency). The same statement repeated is not: MPICH's
 * rma/manyget gets one buffer 100,000 times in an epoch, and each repetition brings what the
 * others bring. MPI_Rget is not among them (its request ends it earlier, at a wait or test).
 */
export class PendingGets {
  private byRank: (Map<string, GetGroup> | undefined)[] = [];

  /** A get of `rank` on window `win` at `pos`: a group of another statement whose bytes it meets (else undefined); it joins its own. */
  add(rank: number, win: number, call: string, pos: SourcePos | undefined, spans: Span[]): GetGroup | undefined {
    const mine = (this.byRank[rank] ??= new Map());
    const at = pos ? `${pos.file}:${pos.line}:${pos.col}` : '';
    let met: GetGroup | undefined;
    for (const g of mine.values()) {
      if (g.at !== at && spans.some(([a, n]) => touches(g.spans, a, n))) { met = g; break; }
    }
    const key = `${win}|${at}`;
    const own = mine.get(key);
    if (!own) mine.set(key, { win, at, call, pos, spans: mergeSpans(spans.map(([a, n]) => [a, n] as Span)) });
    // A loop's repetitions into the same bytes merge nothing new: no sort per get.
    else if (!spans.every(([a, n]) => covers(own.spans, a, n))) own.spans = mergeSpans([...own.spans, ...spans.map(([a, n]) => [a, n] as Span)]);
    return met;
  }
  /** The epoch of `rank` on window `win` ended: its gets are over. */
  end(rank: number, win: number): void {
    const mine = this.byRank[rank];
    if (!mine?.size) return;
    for (const [key, g] of mine) if (g.win === win) mine.delete(key);
  }
}
export interface GetGroup { win: number; at: string; call: string; pos?: SourcePos; spans: Span[] }

interface Union {
  spans: Span[]; copy: Uint8Array[]; loads: Span[];
  /**
   * Per group: its copy may differ from the memory (something may have written it since it was
   * last compared or copied). Only used while the rank's union is `quiet` (OwnedBuffers.quiet):
   * else every group is compared and copied at each call, as before.
   */
  stale?: Uint8Array;
  /**
   * Per stale group, the bytes [lo, hi) touched since it was clean (lo -1: any of them): the
   * rest still equal the copy. Graph 500's every message into a 32 KB receive buffer copied the
   * whole group again.
   */
  dirty?: Float64Array;
  /** The bytes of operations that write them (receives, gets), and per group of spans whether it holds some. */
  writes: Span[]; written: boolean[];
  /** The bytes of operations that only read them (sends, puts). */
  reads: Span[];
  /** The union last made from this one by adding a one-span operation (its span and opFlags), and by ending operations, one-span ones left (opsKey). */
  next?: { a: number; n: number; f: number; to: Union };
  /**
   * Made by operations ending (OwnedBuffers.setList): the spans of the unions it shrank from,
   * which the store tap may still be watching, supersets of these: a receive completed by
   * MPI_Testany made the tap's spans differ from the union's, and every group was compared and
   * copied again at that call and the next (covers failed).
   */
  within?: Span[][];
  less?: { ops: number[]; to: Union };
}
/** Whether the operation still owns its bytes; `same`: a request table unchanged since the last look (its operations are). */
function stillPending(o: Owned, same: { readonly changes: number } | undefined): boolean {
  return o.epoch === true || (same !== undefined && o.requests === same) || o.alive();
}
/** What of an operation, beside its bytes, shapes a union: whether it writes them, and whether it is partitioned. */
function opFlags(o: Owned): number { return (o.writes ? 1 : 0) | (o.partitioned ? 2 : 0); }
/** The operations' spans and flags, three numbers each, when each has one span (else undefined: not remembered). */
function opsKey(list: Owned[]): number[] | undefined {
  if (list.length > 8) return undefined;
  const out: number[] = [];
  for (const o of list) {
    if (o.spans.length !== 1) return undefined;
    out.push(o.spans[0][0], o.spans[0][1], opFlags(o));
  }
  return out;
}
function sameOps(ops: number[], list: Owned[]): boolean {
  if (ops.length !== 3 * list.length) return false;
  for (let i = 0; i < list.length; i++) {
    const o = list[i];
    if (o.spans.length !== 1 || o.spans[0][0] !== ops[3 * i] || o.spans[0][1] !== ops[3 * i + 1] || opFlags(o) !== ops[3 * i + 2]) return false;
  }
  return true;
}
const NO_SPANS: Span[] = [];
const NO_WITHIN: Span[][] = [];
/** A write the program made to an operation's bytes (at: the first byte that changed). */
export interface Changed { o: Owned; at: number }
const NO_CHANGES: readonly Changed[] = [];
/** staleOf()'s answer when every group is to be compared and copied (never written: the marks are the union's own). */
const ALL_STALE = new Uint8Array(1 << 12).fill(1);
/**
 * The rank's calls whose writes into the buffers of its pending point-to-point operations are
 * deliveries only (each seen by the checker's deliver hook, which touches the receive's bytes),
 * besides their outputs (a request, a status, a flag: not a pending operation's bytes in a
 * correct program; a store MPI makes there is seen by the tap as any other is).
 */
export const DELIVERED_ONLY: ReadonlySet<string> = new Set(['MPI_Test', 'MPI_Testany', 'MPI_Testall', 'MPI_Testsome', 'MPI_Iprobe', 'MPI_Probe',
  'MPI_Wait', 'MPI_Waitany', 'MPI_Waitall', 'MPI_Waitsome', 'MPI_Start', 'MPI_Startall', 'MPI_Send', 'MPI_Ssend', 'MPI_Rsend',
  'MPI_Isend', 'MPI_Issend', 'MPI_Irsend', 'MPI_Irecv', 'MPI_Recv', 'MPI_Sendrecv', 'MPI_Send_init', 'MPI_Recv_init', 'MPI_Request_free',
  // Queries that write only their outputs: a status's count (Graph 500's aml.c asks after each
  // message it polls in, and each made every receive buffer's 32 KB compared and copied again),
  // the MPI library's questions about a communicator or an op before a collective's algorithm.
  'MPI_Get_count', 'MPI_Get_count_c', 'MPI_Get_elements', 'MPI_Get_elements_c', 'MPI_Get_elements_x',
  'MPIR_Coll_enter', 'MPIR_Comm_node_roots_comm', 'MPIR_Op_is_commutative',
  // A collective without buffers (the start of its coroutine, named by __mpisim_nbc_start's
  // caller): aml.c's barrier starts one per BFS level and polls it with its receives.
  'MPI_Ibarrier',
  // A delivery during another rank's call (./checker.ts delivered): its receive's bytes only.
  '(delivery)']);
const EMPTY: Union = { spans: NO_SPANS, copy: [], loads: NO_SPANS, writes: NO_SPANS, written: [], reads: NO_SPANS };

/** Per group, whether some written span falls in it (both sorted). */
function writtenGroups(groups: Span[], writes: Span[]): boolean[] {
  return groups.map(([a, n]) => touches(writes, a, n));
}
/** Whether bytes [a, a + n) meet the spans (sorted, disjoint). */
export function touches(spans: Span[], a: number, n: number): boolean {
  const i = groupAt(spans, a + n - 1);
  return i >= 0 && spans[i][0] + spans[i][1] > a;
}
/** The index of span [a, a + n) itself among the spans (sorted, disjoint), or -1. */
function exactAt(spans: Span[], a: number, n: number): number {
  const i = groupAt(spans, a);
  return i >= 0 && spans[i][0] === a && spans[i][1] === n ? i : -1;
}
/** The list without its element i. */
function without<T>(xs: T[], i: number): T[] {
  const out = new Array<T>(xs.length - 1);
  for (let k = 0, j = 0; k < xs.length; k++) if (k !== i) out[j++] = xs[k];
  return out;
}
/** Whether bytes [a, a + n) lie inside one of the spans (sorted, disjoint). */
function covers(spans: Span[], a: number, n: number): boolean {
  const i = groupAt(spans, a);
  return i >= 0 && spans[i][0] + spans[i][1] >= a + n;
}
/** The index of the last span (sorted, disjoint) starting at or before byte `a`, or -1. */
function groupAt(spans: Span[], a: number): number {
  let lo = 0, hi = spans.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (spans[mid][0] <= a) lo = mid + 1; else hi = mid; }
  return lo - 1;
}

/**
 * Touching spans are joined into one group (one copy) while both the group and the span are
 * smaller than this: an epoch of 2,000 MPI_Gets of 8 bytes into one array is four groups, not
 * 2,000 copies. A buffer of this size or more is a group of its own, so that its neighbours' ending and
 * starting again leave its copy as it is: Graph 500's four adjacent 32 KB receive buffers, each
 * restarted after its message, were two 64 KB groups cut differently at every restart, each cut
 * a new 64 KB copy (bench/testpoll.c: 96 KB allocated and copied per message).
 */
const JOIN = 1 << 12;

/**
 * The spans (and `more`) sorted, overlapping ones joined, touching small ones (JOIN). Both lists
 * usually come sorted (a union's spans, spansOf's): merged as they are, a pending send and
 * receive per iteration sort nothing.
 */
function groupSpans(spans: Span[], more: Span[] = NO_SPANS): Span[] {
  if (!sorted(spans) || !sorted(more)) return groupSorted(spans.concat(more).sort((x, y) => x[0] - y[0]), NO_SPANS);
  return groupSorted(spans, more);
}
function sorted(spans: Span[]): boolean {
  for (let i = 1; i < spans.length; i++) if (spans[i - 1][0] > spans[i][0]) return false;
  return true;
}
/** Two sorted lists merged into groups. */
function groupSorted(xs: Span[], ys: Span[]): Span[] {
  const out: Span[] = [];
  let last: Span | undefined;
  for (let i = 0, j = 0; i < xs.length || j < ys.length;) {
    const s = j >= ys.length || (i < xs.length && xs[i][0] <= ys[j][0]) ? xs[i++] : ys[j++];
    const a = s[0], n = s[1];
    const end = last ? last[0] + last[1] : 0;
    if (last && (a < end || (a === end && last[1] < JOIN && n < JOIN))) last[1] = Math.max(last[1], a + n - last[0]);
    else out.push((last = [a, n]));
  }
  return out;
}

/**
 * Copies for `spans` from the union `old`: a span that was there keeps its copy, the others take
 * the old copies' bytes where they had them and the memory's (`r`) elsewhere.
 */
function carry(r: RankProcess | undefined, spans: Span[], old: Union, spare?: Map<number, Uint8Array>): Uint8Array[] {
  let j = 0;
  return spans.map(([a, n]) => {
    while (j < old.spans.length && old.spans[j][0] + old.spans[j][1] <= a) j++;
    if (j < old.spans.length && old.spans[j][0] === a && old.spans[j][1] === n) return old.copy[j];
    const c = r ? copyFor(spare, r, a, n) : new Uint8Array(n);
    for (let k = j; k < old.spans.length && old.spans[k][0] < a + n; k++) {
      const [b, m] = old.spans[k];
      const lo = Math.max(a, b), hi = Math.min(a + n, b + m);
      if (c.length !== n || old.copy[k].length !== m) continue;
      const from = old.copy[k];
      if (hi - lo > SMALL) c.set(from.subarray(lo - b, hi - b), lo - a);
      else for (let x = lo; x < hi; x++) c[x - a] = from[x - b];
    }
    return c;
  });
}

/**
 * carry() into the copies `to` already has (a union made before, whose spans are those carry()
 * would be given): a span `old` has too keeps old's bytes, the others take old's bytes where it
 * had them and the memory's (`r`; zeros without it) elsewhere. Returns `to`.
 */
function carryInto(r: RankProcess | undefined, to: Union, old: Union): Union {
  let j = 0;
  for (let i = 0; i < to.spans.length; i++) {
    const [a, n] = to.spans[i];
    while (j < old.spans.length && old.spans[j][0] + old.spans[j][1] <= a) j++;
    let c = to.copy[i];
    if (j < old.spans.length && old.spans[j][0] === a && old.spans[j][1] === n) {
      // The same bytes: old's copy itself, as carry() keeps it (a copy always stands for the one
      // span it was made for, whichever unions hold it), not its bytes copied again (three 32 KB
      // receive buffers per restart of the fourth, in Graph 500).
      to.copy[i] = old.copy[j];
      continue;
    }
    if (c.length !== n) c = to.copy[i] = new Uint8Array(n);
    if (!r) c.fill(0);
    else if (!copyInto(c, r, a)) { to.copy[i] = new Uint8Array(0); continue; }
    for (let k = j; k < old.spans.length && old.spans[k][0] < a + n; k++) {
      const [b, m] = old.spans[k];
      const lo = Math.max(a, b), hi = Math.min(a + n, b + m);
      if (old.copy[k].length !== m) continue;
      const from = old.copy[k];
      if (hi - lo > SMALL) c.set(from.subarray(lo - b, hi - b), lo - a);
      else for (let x = lo; x < hi; x++) c[x - a] = from[x - b];
    }
  }
  return to;
}

function bytesAt(r: RankProcess, a: number, n: number): Uint8Array | undefined {
  const U8 = r.m.U8 as Uint8Array;
  if (a < 0 || a + n > U8.length) return undefined;
  return U8.subarray(a, a + n);
}
/** Most copies kept per rank for spans no longer pending (OwnedBuffers.spare): past it they start again. */
const MAX_SPARE = 64;
function spanKey(a: number, n: number): number { return a * 2 ** 21 + n; }
/** A copy of bytes [a, a + n) of r: the array made for them before, when `spare` kept one. */
function copyFor(spare: Map<number, Uint8Array> | undefined, r: RankProcess, a: number, n: number): Uint8Array {
  if (spare === undefined || n <= SMALL || n > MAX_WATCHED) return copyOf(r, a, n);
  const key = spanKey(a, n), c = spare.get(key);
  if (c !== undefined && c.length === n && copyInto(c, r, a)) return c;
  const made = copyOf(r, a, n);
  if (made.length === n) spare.set(key, made);
  return made;
}
function copyOf(r: RankProcess, a: number, n: number): Uint8Array {
  const c = new Uint8Array(n);
  return copyInto(c, r, a) ? c : new Uint8Array(0);
}
/**
 * Small spans (a halo's few ints, posted and completed every iteration) byte by byte: a view
 * per compare or copy (subarray) cost more than the bytes.
 */
const SMALL = 64;
/** Whether the memory's bytes at `a` equal `copy`'s (false when they are not the rank's). */
function sameBytes(r: RankProcess, a: number, copy: Uint8Array): boolean {
  const U8 = r.m.U8 as Uint8Array, n = copy.length;
  if (a < 0 || a + n > U8.length) return false;
  if (n > SMALL) return Buffer.compare(U8.subarray(a, a + n), copy) === 0;
  for (let k = 0; k < n; k++) if (U8[a + k] !== copy[k]) return false;
  return true;
}
/** The start of group i's touched bytes, or -1 when any byte may differ from its copy. */
function dirtyLo(u: Union, i: number): number {
  return u.dirty !== undefined && u.dirty.length === 2 * u.spans.length ? u.dirty[2 * i] : -1;
}
/** Whether bytes [lo, hi) of the memory equal those of `copy`, the copy of the group at `a`. */
function sameBytesIn(r: RankProcess, a: number, copy: Uint8Array, lo: number, hi: number): boolean {
  const U8 = r.m.U8 as Uint8Array;
  if (lo < a || hi > a + copy.length || hi > U8.length) return sameBytes(r, a, copy);
  if (hi - lo > SMALL) return Buffer.compare(U8.subarray(lo, hi), copy.subarray(lo - a, hi - a)) === 0;
  for (let k = lo; k < hi; k++) if (U8[k] !== copy[k - a]) return false;
  return true;
}
/** The memory's bytes [lo, hi) into `copy`, the copy of the group at `a`. */
function copyIn(copy: Uint8Array, r: RankProcess, a: number, lo: number, hi: number): void {
  const U8 = r.m.U8 as Uint8Array;
  if (lo < a || hi > a + copy.length || hi > U8.length) { copyInto(copy, r, a); return; }
  if (hi - lo > SMALL) copy.set(U8.subarray(lo, hi), lo - a);
  else for (let k = lo; k < hi; k++) copy[k - a] = U8[k];
}
/** The memory's bytes at `a` into `copy` (false when they are not the rank's). */
function copyInto(copy: Uint8Array, r: RankProcess, a: number): boolean {
  const U8 = r.m.U8 as Uint8Array, n = copy.length;
  if (a < 0 || a + n > U8.length) return false;
  if (n > SMALL) copy.set(U8.subarray(a, a + n));
  else for (let k = 0; k < n; k++) copy[k] = U8[a + k];
  return true;
}
function firstDifference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return -1;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

/** Whether the request is still the program's and not yet completed by a wait or test. */
export function requestPending(p: { requests: { get(h: number): Request | undefined } }, q: Request): () => boolean {
  const h = q.handle;
  return () => p.requests.get(h) === q && !q.released && (!q.persistent || q.active);
}
