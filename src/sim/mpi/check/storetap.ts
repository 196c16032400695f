/**
 * The program's stores as they happen, to the bytes the checks watch (window memory, buffers a
 * pending operation owns), and its loads from the bytes a pending operation writes (a receive
 * buffer, a get's origin buffer: MPI 4.0 §3.7.2 and §12.3 forbid reading them before the
 * operation completes). The checks' copies show only bytes whose value changed: a store of the
 * value already there (MBI's `localbuf[0] = 12345` into a put's buffer that holds 12345, a window
 * location written back with what it held) went unseen. While a rank has watched bytes, its
 * memory's store methods are wrapped: own properties of that Memory object, shadowing the class's,
 * so a rank without watched bytes runs the class's methods untouched. A store counts when the
 * program's own code makes it: compiled code (a source position) or the C library it calls
 * (strcpy, sprintf, fread, read, scanf's conversions, qsort: named by the call), the innermost
 * frame not the MPI library's, outside any MPI call of the rank (a user reduction or callback
 * writes for MPI), outside a nonblocking collective's coroutine, and while the rank itself runs
 * (a delivery into its receive buffer during another rank's call is MPI's).
 */
import type { RankProcess } from '../../runtime/rank';
import type { SourcePos } from '../../c/diagnostics';
import type { Span } from './buffers';
import { COMPLEX_HEADER, LIBC_MEMBERS, PRELUDE_HEADER, SEMAPHORE_HEADER } from '../../c/libc';

export interface TappedStore { at: number; n: number; pos?: SourcePos; /** A load, not a store. */ load?: boolean }

/**
 * The Memory methods compiled code and the C library store through, with the bytes each writes:
 * range (-1) is the check every block write makes first (memset, and the C library's
 * strcpy, sprintf, fread, read... whose bytes go to the typed arrays after it), with its length;
 * copy (0, memcpy and struct assignment) for its source's loads and its destination's store.
 */
const STORES: Record<string, number> = { st8: 1, st16: 2, st32: 4, stf32: 4, stf64: 8, st64: 8, st128: 16, copy: 0, range: -1 };
/**
 * The C library functions (methods of the rank's Libc) that write the caller's memory through
 * Memory methods without a source site (writeBytes, setI32...): while one runs, those writes are
 * its call's, whose site the compiled code has just put in R.site. A write without a site
 * outside them (a bit-field store) still counts, named by the next MPI call.
 */
const LIBC_WRITERS = `strcpy strncpy strcat strncat stpcpy strtok strtok_r sprintf snprintf vsprintf vsnprintf sscanf vsscanf
  fscanf scanf vscanf vfscanf fgets getline getdelim read pread readv fread gets memmove bzero bcopy
  gettimeofday clock_gettime time stat lstat fstat frexp modf frexpf modff getcwd gethostname strftime wcsftime`.trim().split(/\s+/);
/**
 * The C library functions that change which bytes are memory (freeing, mapping: the heap's top
 * cleared in place, a file's bytes mapped over): a call of one, or of a writer above, touches
 * every watched byte (StoreTap.touched), as no store method says which it wrote.
 */
const LIBC_REMAPPERS = 'free realloc reallocarray munmap mmap mmap64 mremap'.split(' ');
/**
 * The Memory methods compiled code loads through, with the bytes each reads (copy: the bytes at
 * its second argument). A variable read by name compiles to a typed-array read no tap sees,
 * unless the program took its address (only then can MPI own its bytes): that read goes through
 * these methods while Memory.loadsWatched says a tap is in place.
 */
const LOADS: Record<string, number> = { i8: 1, u8: 1, i16: 2, u16: 2, i32: 4, u32: 4, f32: 4, f64: 8, s64: 8, z64: 8, s128: 16, z128: 16 };
/**
 * The methods of STORES and LOADS put in place from `from` (the wrappers, or the class's own):
 * named stores, each site seeing one name (a loop over the names made one keyed store site see
 * them all, megamorphic: a receive posted and completed every iteration puts them in place and
 * back each time). The names are those of the tables above (checked where the wrappers are made).
 */
type Methods = Record<string, unknown>;
function setStores(m: Methods, f: Methods): void {
  m.st8 = f.st8; m.st16 = f.st16; m.st32 = f.st32; m.stf32 = f.stf32; m.stf64 = f.stf64; m.st64 = f.st64; m.st128 = f.st128; m.copy = f.copy; m.range = f.range;
}
function setLoads(m: Methods, f: Methods): void {
  m.i8 = f.i8; m.u8 = f.u8; m.i16 = f.i16; m.u16 = f.u16; m.i32 = f.i32; m.u32 = f.u32; m.f32 = f.f32; m.f64 = f.f64; m.s64 = f.s64; m.z64 = f.z64; m.s128 = f.s128; m.z128 = f.z128;
}
/** Whether setStores and setLoads set exactly the tables' methods. */
function settersCover(): boolean {
  const seen = new Set<string>();
  const m = new Proxy({}, { set: (_t, k) => (seen.add(String(k)), true) });
  setStores(m, {}); setLoads(m, {});
  const names = [...Object.keys(STORES), ...Object.keys(LOADS)];
  return seen.size === names.length && names.every((n) => seen.has(n));
}
/**
 * Entries kept per rank between two of its MPI calls: a loop's stores to consecutive bytes are
 * one entry, so only a program scattering more stores than this over watched bytes between two
 * of its calls has its later ones unseen.
 */
const MAX_LOG = 1 << 14;

/** Who reads the log: each takes the stores it has not seen; the log empties once all have. */
export type TapReader = 0 | 1;
const READERS = 2;
/** take()'s answer when nothing is new: no array per MPI call. */
const NOTHING: readonly TappedStore[] = [];

interface Tapped {
  r: RankProcess; spans: Span[]; log: TappedStore[]; read: number[];
  /** The bytes whose loads count (a subset of no particular relation to spans). */
  loads: Span[];
  /** Whether the load wrappers are the ones in place. */
  loadsOn: boolean;
  /** The Memory object wrapped, its wrapping methods, and whether they are the ones in place. */
  m?: object; wrappers?: Record<string, unknown>; on: boolean;
  /** The Memory class's own methods (m's prototype, read once: a halo exchange's every iteration puts them back). */
  proto?: Methods;
  /** The Libc object whose writers are wrapped (for good: they cost a counter each call), and how many of them run now. */
  lib?: object; inLib: number;
  /**
   * The run of stores one statement makes to consecutive watched bytes (a loop filling a window),
   * while it stays the log's last entry unread: its next store extends it without the checks the
   * first one passed (a window of 16 MB filled 10 times: 6x the CPU of --no-check before).
   */
  run?: TappedStore; runSite: number; runEnd: number; runLimit: number;
  /**
   * The first and past-the-last byte of spans and of loads: a store or load outside them (the
   * stack frames of DTPools' recursion, 10 per element of a window's datatype) is turned away
   * before record() and its bisection.
   */
  lo: number; hi: number; loadLo: number; loadHi: number;
  /**
   * The rank's tick when its watched bytes last went (its wrappers then taken off, or kept with
   * nothing to look at), and whether the gap before they came back was short: a halo exchange
   * with no computation between its Waitall and its next Irecv swapped 22 methods out and in at
   * every iteration, a third of the checks' cost there (./storetap.ts KEEP_TICKS).
   */
  idleSince: number; shortGap: boolean;
  /** The wrappers are in place with nothing to watch, kept for the bytes expected back soon. */
  kept: boolean;
}

/**
 * Statements a rank may run with its wrappers in place and nothing watched: the last gap between
 * its watched bytes going and coming back was shorter than this, so the next is expected to be
 * too. A swap costs about as much as this many statements; a rank that computes longer between
 * its operations has its wrappers taken off at its next MPI call (and at once after that), so a
 * long computation runs wrapped at most once.
 */
const KEEP_TICKS = 64;

export class StoreTap {
  /**
   * Told of every store (the C library's block writes included) to watched bytes, whoever makes
   * it (MPI's inside a call too), and of every call of a C library writer (a = -1: any byte):
   * what may have changed the bytes the checks keep copies of (./buffers.ts OwnedBuffers.touch).
   */
  touched?: (rank: number, a: number, n: number) => void;
  /**
   * Whether rank r's stores to `spans` (those it was last given to watch) are seen now, each of
   * them from now on: a run of stores ends here, so that its next store (which the run's test
   * lets by) is told to `touched` again, after the copies of its bytes were taken.
   */
  covers(r: RankProcess, spans: Span[]): boolean {
    const t = this.ranks[r.rank];
    if (t === undefined || !t.on || t.r !== r || t.m !== r.m || t.lib !== r.lib || t.spans !== spans) return false;
    t.run = undefined;
    return true;
  }
  /** By rank (an array: three lookups per MPI call of every rank). */
  private ranks: (Tapped | undefined)[] = [];
  /** MPI calls in progress per rank: stores inside them are MPI's. */
  private depth: number[] = [];

  enterMpi(k: number): void { this.depth[k] = (this.depth[k] ?? 0) + 1; this.endRun(k); }
  leaveMpi(k: number): void { this.depth[k] = Math.max(0, (this.depth[k] ?? 0) - 1); this.endRun(k); }
  private endRun(k: number): void {
    const t = this.ranks[k];
    if (t) t.run = undefined;
  }

  /**
   * The bytes of r whose stores (and those whose loads) to watch from now, each sorted and
   * disjoint (none: its memory's own methods again, unless they are expected back soon: keep()).
   */
  watch(r: RankProcess, spans: Span[], loads: Span[] = []): void {
    let t = this.ranks[r.rank];
    // The same lists as at the rank's last call (nothing began or ended): all is in place.
    // (narrow() may have left the methods of more bytes in place: the same lists with other methods go on below.)
    if (t && t.spans === spans && t.loads === loads && t.r === r && t.m === r.m && (!t.on || t.lib === r.lib) && t.on === (spans.length > 0 || loads.length > 0) && t.loadsOn === loads.length > 0) { t.run = undefined; return; }
    if (!t) {
      if (!spans.length && !loads.length) return;
      t = { r, spans, loads, log: [], read: new Array(READERS).fill(0), on: false, loadsOn: false, inLib: 0, runSite: -2, runEnd: -1, runLimit: -1, lo: 0, hi: 0, loadLo: 0, loadHi: 0, idleSince: 0, shortGap: false, kept: false };
      this.ranks[r.rank] = t;
    }
    t.r = r;
    t.spans = spans;
    t.loads = loads;
    // (No array per call: every MPI call of a rank with watched bytes comes here.)
    t.lo = firstByte(spans); t.hi = pastLast(spans);
    t.loadLo = firstByte(loads); t.loadHi = pastLast(loads);
    t.run = undefined;
    const watched = spans.length > 0 || loads.length > 0;
    if (!watched && t.m === r.m && this.keep(t, false)) return;
    if (watched) this.keep(t, true);
    this.place(t, spans.length > 0, loads.length > 0);
  }

  /**
   * Whether r's wrappers stay in place with nothing to watch (the tap's answer is the same either
   * way: wrappers with no bytes turn every access away). Decided by the rank's ticks, as all
   * scheduling is, so a replay makes the same choices.
   */
  private keep(t: Tapped, watched: boolean): boolean {
    const now = t.r.ticks;
    if (watched) {
      // Bytes to watch again: how long the rank went without (its wrappers off, or kept).
      if (t.kept || !t.on) t.shortGap = now - t.idleSince < KEEP_TICKS;
      t.kept = false;
      return true;
    }
    if (!t.on) return false;
    if (t.kept) {
      // Kept, and still nothing to watch: off once the gap is no longer a short one.
      if (now - t.idleSince < KEEP_TICKS) return true;
      t.kept = false;
      t.shortGap = false;
      return false;
    }
    // The watched bytes went now: kept when they came back soon the last time.
    t.idleSince = now;
    t.kept = t.shortGap;
    return t.kept;
  }

  /**
   * Fewer bytes of r to watch (operations ended) while its methods stay as they are: wrappers
   * with less to look at turn more away; the next watch() decides whether the class's methods
   * come back when none are left, so a rank whose every wait blocks does not swap them out and
   * in at each wake.
   */
  narrow(r: RankProcess, spans: Span[], loads: Span[]): void {
    const t = this.ranks[r.rank];
    if (!t || t.r !== r || t.m !== r.m || (t.spans === spans && t.loads === loads)) return;
    t.spans = spans;
    t.loads = loads;
    t.lo = firstByte(spans); t.hi = pastLast(spans);
    t.loadLo = firstByte(loads); t.loadHi = pastLast(loads);
    t.run = undefined;
  }

  /** Whether rank k's tap is in place with nothing logged: no store or load to look at. */
  unlogged(k: number): boolean {
    const t = this.ranks[k];
    return t !== undefined && t.on && t.log.length === 0;
  }
  /** Whether rank k was ever tapped (else take() is empty and watch() with no spans does nothing). */
  tapped(k: number): boolean { return this.ranks[k] !== undefined; }

  /** The stores of rank k this reader has not seen yet. */
  take(k: number, reader: TapReader): readonly TappedStore[] {
    const t = this.ranks[k];
    if (!t || t.read[reader] >= t.log.length) return NOTHING;
    const out = t.log.slice(t.read[reader]);
    t.read[reader] = t.log.length;
    t.run = undefined;
    if (t.read.every((n) => n >= t.log.length)) this.drain(k);
    return out;
  }

  /** Forgets the stores of rank k (every reader has looked at them, or none needs them). */
  drain(k: number): void {
    const t = this.ranks[k];
    if (!t || t.log.length === 0) return;
    t.run = undefined;
    t.log.length = 0;
    t.read.fill(0);
  }

  /**
   * Puts the wrapping methods in place, or the class's own back. Either way the Memory object
   * keeps the same own properties (deleting them would leave V8 a slow dictionary object), and
   * a pending send posted and completed every iteration costs two assignments per method.
   */
  private place(t: Tapped, on: boolean, loadsOn: boolean): void {
    const m = t.r.m as unknown as Record<string, unknown>;
    // copy is both a store and a load: wrapped while either is watched.
    on ||= loadsOn;
    if (t.m !== m) { t.m = m; t.proto = Object.getPrototypeOf(m) as Methods; t.wrappers = this.wrappers(t); t.on = !on; t.loadsOn = !loadsOn; }
    if (on && t.lib !== t.r.lib) this.wrapLibc(t);
    const proto = t.proto!;
    if (t.on !== on) {
      t.on = on;
      setStores(m, on ? t.wrappers! : proto);
      m.storesWatched = on;
    }
    if (t.loadsOn !== loadsOn) {
      t.loadsOn = loadsOn;
      setLoads(m, loadsOn ? t.wrappers! : proto);
      m.loadsWatched = loadsOn;
    }
  }

  /**
   * The rank's C library writers, wrapped to count while they run: their site-less writes are
   * then theirs (R.site). Own properties of that Libc object, as the Memory wrappers are.
   */
  private wrapLibc(t: Tapped): void {
    const lib = t.r.lib as unknown as Record<string, unknown>;
    t.lib = lib;
    const touched = (): void => this.touched?.(t.r.rank, -1, 0);
    for (const name of LIBC_WRITERS) {
      const base = lib[name];
      if (typeof base !== 'function') continue;
      lib[name] = function (this: unknown, ...a: unknown[]) {
        t.inLib++;
        touched();
        try { return base.apply(this, a); } finally { t.inLib--; }
      };
    }
    for (const name of LIBC_REMAPPERS) {
      const base = lib[name];
      if (typeof base !== 'function') continue;
      lib[name] = function (this: unknown, ...a: unknown[]) { touched(); return base.apply(this, a); };
    }
  }

  private wrappers(t: Tapped): Record<string, unknown> {
    if (!settersCover()) throw new Error('storetap: setStores/setLoads do not set the methods of STORES and LOADS');
    const proto = Object.getPrototypeOf(t.r.m) as Record<string, (...a: (number | boolean)[]) => unknown>;
    const out: Record<string, unknown> = {};
    const record = (a: number, n: number, site: number, load: boolean): void => {
      if (!load) this.touched?.(t.r.rank, a, n);
      if (a === t.runEnd && site === t.runSite && !load && t.run && a + n <= t.runLimit && !t.r.current) { t.run.n += n; t.runEnd += n; return; }
      const r = t.r;
      // MPI's writes into this rank's memory during another rank's call (a put's, an accumulate's
      // 8 MB into a watched window) are the commonest stores without a site: turned away first.
      if (site < 0 && (load || r.state !== 'running')) return;
      if ((this.depth[r.rank] ?? 0) > 0 || r.current || !hits(load ? t.loads : t.spans, a, n)) return;
      const F = r.frames[r.frames.length - 1];
      if (!F) return;
      let caller: SourcePos | undefined;
      if (r.prog.funcs[F.fn]?.library && !(caller = preludeCaller(r))) return;
      if (site < 0) {
        // Without a site: MPI's writes (into a receive buffer, a window, while another rank's
        // call runs), unless this rank's own code is what runs now: a C library function's
        // write (at its call, R.site) or a bit-field's (its place unknown: the next MPI call's).
        if (t.inLib > 0 && r.site >= 0) site = r.site;
        else { log(t, a, n, caller, false); return; }
      }
      log(t, a, n, caller ?? r.prog.sites[site], load);
      const last = t.log[t.log.length - 1];
      if (load || caller || !last || last.at + last.n !== a + n) { t.run = undefined; return; }
      t.run = last; t.runSite = site; t.runEnd = a + n; t.runLimit = spanEnd(t.spans, a);
    };
    for (const [name, size] of Object.entries(STORES)) {
      const base = proto[name];
      out[name] = size > 0
        ? function (this: unknown, a: number, v: number, site = -1) {
          // A run's next store (the run's test, inlined here: a filling loop's every store comes this way).
          if (a === t.runEnd && site === t.runSite && t.run && a + size <= t.runLimit && !t.r.current) { t.run.n += size; t.runEnd += size; } else if (a < t.hi && a + size > t.lo) record(a, size, site, false);
          return base.call(this, a, v, site);
        }
        : size === 0
          // Its source's loads and its destination's store (Memory.copy checks its bytes without range).
          ? function (this: unknown, dst: number, src: number, n: number, site = -1) {
            if (n > 0) {
              if (src < t.loadHi && src + n > t.loadLo) record(src, n, site, true);
              if (dst < t.hi && dst + n > t.lo) record(dst, n, site, false);
            }
            return base.call(this, dst, src, n, site);
          }
          : function (this: unknown, a: number, n: number, write: boolean, site = -1) { if (write && a < t.hi && a + n > t.lo) record(a, n, site, false); return base.call(this, a, n, write, site); };
    }
    for (const [name, size] of Object.entries(LOADS)) {
      const base = proto[name];
      out[name] = function (this: unknown, a: number, site = -1) { if (a < t.loadHi && a + size > t.loadLo) record(a, size, site, true); return base.call(this, a, site); };
    }
    return out;
  }
}

/**
 * Logs an access: one that continues the last entry (a loop over an array, from the same
 * statement) extends it while no reader has taken it yet, so that a loop's stores stay one entry
 * and no later store is dropped once the log is full.
 */
function log(t: Tapped, at: number, n: number, pos: SourcePos | undefined, load: boolean): void {
  const last = t.log[t.log.length - 1];
  if (last && last.pos === pos && !last.load === !load && unread(t)) {
    if (last.at + last.n === at) { last.n += n; return; }
    if (at + n === last.at) { last.at = at; last.n += n; return; }
    if (at >= last.at && at + n <= last.at + last.n) return;
  }
  if (t.log.length >= MAX_LOG) return;
  t.log.push(load ? { at, n, pos, load } : { at, n, pos });
}

/** Whether no reader has taken the log's last entry. */
function unread(t: Tapped): boolean {
  for (let i = 0; i < t.read.length; i++) if (t.read[i] >= t.log.length) return false;
  return true;
}

/**
 * The C library's functions written in C (qsort, getopt, and the wrappers in its members: fread's
 * waits on a pipe...): their stores are the program's.
 */
const PRELUDE = new Set([PRELUDE_HEADER, COMPLEX_HEADER, SEMAPHORE_HEADER, ...Object.keys(LIBC_MEMBERS)].map((f) => `<built-in>/${f}`));
/**
 * Where the program called the C prelude function that runs now (its stores are the program's,
 * named by that call), or undefined when MPI's own C code is on the way (the MPI library's
 * stores are MPI's).
 */
function preludeCaller(r: RankProcess): SourcePos | undefined {
  for (let k = r.frames.length - 1; k >= 0; k--) {
    const f = r.prog.funcs[r.frames[k].fn];
    if (!f?.library) return r.framePos(r.frames[k]);
    if (!PRELUDE.has(f.file)) return undefined;
  }
  return undefined;
}

/** The first byte of sorted, disjoint spans and the byte past their last ([0, 0): none). */
function firstByte(spans: Span[]): number { return spans.length ? spans[0][0] : 0; }
function pastLast(spans: Span[]): number {
  const last = spans[spans.length - 1];
  return last ? last[0] + last[1] : 0;
}

/** The end of the span (sorted and disjoint) that holds byte a. */
function spanEnd(spans: Span[], a: number): number {
  let lo = 0, hi = spans.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (spans[mid][0] <= a) lo = mid + 1; else hi = mid; }
  return lo > 0 ? spans[lo - 1][0] + spans[lo - 1][1] : a;
}

/** Whether bytes [a, a + n) meet the spans (sorted and disjoint: one window per span for 1,000 windows, so bisected). */
function hits(spans: Span[], a: number, n: number): boolean {
  let lo = 0, hi = spans.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (spans[mid][0] < a + n) lo = mid + 1; else hi = mid; }
  return lo > 0 && spans[lo - 1][0] + spans[lo - 1][1] > a;
}
