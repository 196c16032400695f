/**
 * One rank's address space: a null guard page, the stack, the data segment (globals, then
 * read-only string literals) and a growable heap. Every access is checked, so the faults a
 * real process would take (and a few it would not notice, like use after free) become a
 * CFault naming the cause. Heap state lives in JS structures the program cannot overwrite.
 */
import type { MemoryAccess } from './memoryAccess';

/**
 * Runs of `run` blocks of `blk` bytes from block `run` on, every 2·run blocks below block `blocks`,
 * from address `base` (the blocks a brucks step exchanges, which MPICH receives through an
 * indexed-block type). `landed` is set when a delivery put bytes there.
 */
export interface BlockRuns { base: number; blk: number; run: number; blocks: number; landed: boolean }

export type FaultKind =
  | 'null pointer dereference'
  | 'invalid memory access'
  | 'use after free'
  | 'double free'
  | 'invalid free'
  | 'integer division by zero'
  | 'integer overflow in division'
  | 'stack overflow'
  | 'write to read-only memory'
  | 'abort'
  | 'invalid longjmp'
  | 'bus error'
  | 'broken pipe'
  | 'unsupported';

/** Signal a real process would die of, for exit statuses like a shell's 128+N. */
export const FAULT_SIGNAL: Record<FaultKind, number> = {
  'null pointer dereference': 11,
  'invalid memory access': 11,
  'use after free': 11,
  'double free': 6,
  'invalid free': 6,
  'integer division by zero': 8,
  'integer overflow in division': 8,
  'stack overflow': 11,
  'write to read-only memory': 11,
  abort: 6,
  // glibc's longjmp to a frame that has returned jumps into a dead stack: a crash.
  'invalid longjmp': 11,
  // A page of a file mapping past the file's end (./files/mapped.ts).
  'bus error': 7,
  // SIGPIPE's default action: a write to a pipe no process reads (../runtime/libc-pipe.ts).
  'broken pipe': 13,
  unsupported: 6,
};

export class CFault extends Error {
  /** Index into the program's site table (file:line:col); -1 when unknown. */
  site: number;
  constructor(readonly kind: FaultKind, readonly detail: string, site = -1) {
    super(detail ? `${kind}: ${detail}` : kind);
    this.site = site;
  }
}

export const NULL_GUARD = 0x1000;
const GRANULE = 8; // shadow granularity, bytes
// Unallocated is 0: a new heap's shadow is fresh zero memory, untouched until malloc writes it.
const SH_UNALLOC = 0, SH_OK = 1, SH_FREED = 2;
/** A live byte whose first store is noted (see trap): odd, as SH_OK, so loads test `& 1`. */
const SH_TRAP = 3;
/**
 * A live byte every access to which is told first (see watch): even, so loads and stores both
 * take the slow path, and live for the range checks (shadowOk).
 */
const SH_WATCH = 4;
/** Whether a shadow byte is a live one (SH_OK, SH_TRAP or SH_WATCH). */
const live = (s: number): boolean => (s & 1) === 1 || s === SH_WATCH;
const PAGE = 4096;
/** Eight SH_OK shadow bytes read as one double (a normal number, so compared exactly). */
const SH_OK8 = new Float64Array(new Uint8Array(8).fill(SH_OK).buffer)[0];
const HEAP_ALIGN = 16;
const REDZONE = 16;
const QUARANTINE_BYTES = 1 << 20;
/** Heap ranges a rank remembers as live (see liveHeap). */
const LIVE_RANGES = 8;
/** Ranges from this many bytes are first looked up as a live block (see liveRange). */
const LARGE_RANGE = 1 << 16;
/**
 * Freed blocks from this size on are kept as address-ordered extents that merge with their
 * freed neighbours and serve any smaller request (first fit), and the heap's break drops over
 * a free extent at its top. Smaller blocks are reused by exact size only: DTPools' many 16-byte
 * blocks stay cheap, while its per-datatype buffers (a different size each, MBs) no longer pile
 * up: MPICH's pt2pt/sendself grew its heap to 1.6 GB, copied at each doubling.
 */
const EXTENT_MIN = 1 << 16;
/** The heap ends below this address: malloc returns NULL beyond it. */
export const HEAP_LIMIT = 0xf0000000;

/**
 * The host memory a whole run may use, shared by all its ranks: what each rank's address space
 * has committed (the host pages it touched: its stack down to the lowest frame, its data pages
 * with non-zero bytes, its heap up to the break and the heap's shadow bytes) and the bookkeeping
 * of its heap blocks. Address space reserved but never touched costs the host nothing (a rank's
 * buffer is mapped fresh, see carve) and is not charged, so 100,000 ranks that have done little
 * fit. malloc returns NULL rather than go past it, so however many ranks allocate, the run stays
 * within its budget.
 */
export class MemoryBudget {
  used = 0;
  /** The part of `used` that is block bookkeeping, which lives on the JavaScript heap. */
  bookkeeping = 0;
  /** bookkeepingLimit: what the JavaScript heap can give the blocks' entries. */
  constructor(readonly limit: number, readonly bookkeepingLimit = Infinity) {}
}

/** A rank's heap limit (bytes of heap and block bookkeeping, as --memory gives it) and the run's budget. */
export interface MemoryLimits {
  heap: number;
  budget?: MemoryBudget;
}

/** Host bytes a heap block's bookkeeping costs (its entry in `blocks`), charged to the limits. */
const BLOCK_COST = 96;
/** Live and quarantined blocks of one process: below what a JavaScript Map can hold (2^24). */
const MAX_BLOCKS = 16_000_000;
/** Host bytes per byte of address space: the buffer and the heap's shadow (one byte per granule). */
const HOST_PER_BYTE = 1 + 1 / GRANULE;

export interface Layout {
  stackSize: number;
  dataSize: number;
  /** Bytes of host pages the data image's load touches (its pages with non-zero bytes); default: all. */
  dataResident?: number;
  /** Where the data image's non-zero bytes end (an offset in the data segment); default: none. */
  dataEnd?: number;
  /** Offset of read-only data (string literals) within the data segment, and its length. */
  roOffset: number;
  roSize: number;
  /** The strings read from read-only data so far, shared by the ranks of one program (see cstring). */
  roStrings?: Map<number, string>;
}

const RO_STRINGS = new WeakMap<object, Map<number, string>>();
/** The read-only strings cache of a program (any object standing for its data image). */
export function roStringsOf(prog: object): Map<number, string> {
  let m = RO_STRINGS.get(prog);
  if (!m) RO_STRINGS.set(prog, (m = new Map()));
  return m;
}

interface Block { size: number; freedAt?: number }

export interface MemorySnapshot {
  /** The stack from its lowest address ever used (popped frames leave bytes a VLA may read). */
  stack: Uint8Array;
  stackFrom: number;
  sp: number;
  data: Uint8Array;
  heap: Uint8Array;
  brk: number;
  shadow: Uint8Array;
  blocks: [number, Block][];
  free: [number, number[]][];
  /** Free extents (start, end) by address; absent in snapshots of older builds. */
  extents?: number[];
  quarantine: number[];
  quarantined: number;
}

export class Memory implements MemoryAccess {
  buf!: ArrayBuffer;
  U8!: Uint8Array;
  I8!: Int8Array;
  U16!: Uint16Array;
  I16!: Int16Array;
  U32!: Uint32Array;
  I32!: Int32Array;
  F32!: Float32Array;
  F64!: Float64Array;
  dv!: DataView;
  /** Shadow bytes for the heap only (index = (addr - heapStart) / 8). */
  sh!: Uint8Array;
  /** The same shadow bytes eight at a time (see shadowOk). */
  private sh64!: Float64Array;
  /**
   * Heap ranges found in live blocks (liveHeap), start and end of each, made on first use: a
   * collective checks its buffers whole, then each step's message checks a part of one again,
   * and the next call the same buffers. Nothing but a free makes a live byte not live (malloc
   * only makes bytes live): a free forgets the ranges that overlap its block.
   */
  private live: Float64Array | undefined = undefined;
  private liveNext = 0;
  end = 0;
  /** Set while the usage checks tap this rank's loads: compiled code then loads a watchable variable through the methods. */
  loadsWatched = false;
  /** Set while the usage checks tap this rank's stores: compiled code then stores to a named variable through the methods. */
  storesWatched = false;
  readonly stackTop: number;
  readonly dataStart: number;
  readonly roStart: number;
  readonly roEnd: number;
  readonly heapStart: number;
  brk: number;
  /** Lowest stack address in use, kept by the frame allocator; for snapshots. */
  sp: number;
  /** Lowest stack address ever in use (the frame allocator keeps it too). */
  spLow: number;
  /** Where main's frame starts: below argv, which the process's start puts at the stack's top. */
  mainTop: number;
  /** Shared empty maps until the first block (only addBlock, release write): 16k ranks that never malloc, 6 MB less. */
  private blocks: Map<number, Block> = NO_BLOCKS;
  private freeLists: Map<number, number[]> = NO_FREE_LISTS;
  /** Free extents of EXTENT_MIN bytes or more, [start, end) each (a block's redzone included), by address. */
  private extents: number[] = [];
  /** Blocks in quarantine, oldest first from `qHead` (a queue: shift() on a long array moves it all). */
  private quarantine: number[] = [];
  private qHead = 0;
  private quarantined = 0;
  /** Host bytes charged to the run's budget for this address space (block bookkeeping aside). */
  committed = 0;
  /** The lowest stack page and the heap's end page charged so far (pages stay committed). */
  private stackCommitted: number;
  private heapCommitted: number;

  constructor(readonly layout: Layout, initialHeap = 64 * 1024, readonly limits?: MemoryLimits) {
    this.stackTop = NULL_GUARD + layout.stackSize;
    this.dataStart = this.stackTop;
    this.roStart = this.dataStart + layout.roOffset;
    this.roEnd = this.roStart + layout.roSize;
    this.heapStart = align(this.dataStart + layout.dataSize, 4096);
    this.brk = this.heapStart;
    this.sp = this.spLow = this.mainTop = this.stackTop;
    const n = this.heapStart + initialHeap;
    const [buf, at] = carve(n + initialHeap / GRANULE, this.stackTop, layout.dataEnd ?? 0);
    this.setBuffer(buf, new Uint8Array(buf, at + n, initialHeap / GRANULE), at, n);
    this.stackCommitted = this.stackTop;
    this.heapCommitted = this.heapStart;
    this.commit(layout.dataResident ?? layout.dataSize);
  }

  /** What a new address space commits before it runs: its data pages and the stack's top page. */
  private static initialCommit(layout: Layout): number {
    return (layout.dataResident ?? layout.dataSize) + HOST_PAGE;
  }

  private commit(bytes: number): void {
    this.committed += bytes;
    const b = this.limits?.budget;
    if (b) b.used += bytes;
  }

  /** The stack reaches down to `sp` (the frame allocator's new low): its new pages are committed. */
  lowerStack(sp: number): void {
    this.spLow = sp;
    const page = Math.floor(sp / HOST_PAGE) * HOST_PAGE;
    if (page < this.stackCommitted) { this.commit(this.stackCommitted - page); this.stackCommitted = page; }
  }

  /** Whether the run's budget has room for the heap to reach `brk`. */
  private mayCommitHeap(brk: number): boolean {
    const b = this.limits?.budget;
    return !b || brk <= this.heapCommitted || b.used + (align(brk, HOST_PAGE) - this.heapCommitted) * HOST_PER_BYTE <= b.limit;
  }
  /** The heap reaches `brk`: its new pages (and their shadow) are committed. */
  private commitHeap(brk: number): void {
    if (brk <= this.heapCommitted) return;
    const end = align(brk, HOST_PAGE);
    this.commit((end - this.heapCommitted) * HOST_PER_BYTE);
    this.heapCommitted = end;
  }

  /**
   * An address space for the layout, or undefined when it cannot be had: past the 32-bit
   * space, over the run's budget, or refused by the host.
   */
  static make(layout: Layout, initialHeap = 64 * 1024, limits?: MemoryLimits): Memory | undefined {
    const end = align(NULL_GUARD + layout.stackSize + layout.dataSize, 4096) + initialHeap;
    if (end > HEAP_LIMIT) return undefined;
    const b = limits?.budget;
    if (b && b.used + Memory.initialCommit(layout) > b.limit) return undefined;
    try {
      return new Memory(layout, initialHeap, limits);
    } catch (e) {
      if (e instanceof RangeError) return undefined;
      throw e;
    }
  }

  /** Whether the heap may hold `heapBytes` (up to the break) in `blocks` blocks under the rank's limit. */
  private mayHold(heapBytes: number, blocks: number): boolean {
    if (blocks > MAX_BLOCKS) return false;
    if (!this.limits) return true;
    const b = this.limits.budget;
    return heapBytes + blocks * BLOCK_COST <= this.limits.heap && (!b || b.bookkeeping + BLOCK_COST <= b.bookkeepingLimit);
  }

  /** Grows the buffer to hold `minEnd`, within the limits; false when they (or the host) refuse. */
  private tryGrow(minEnd: number): boolean {
    let size = this.grownEnd(minEnd);
    if (this.limits) {
      // Doubling past the rank's limit would only reserve what malloc may never hand out.
      const cap = align(this.heapStart + this.limits.heap + 2 * REDZONE, 65536);
      if (size > cap) size = Math.max(align(minEnd, 65536), cap);
    }
    // The new buffer's pages beyond the break stay untouched (grow copies only what is in use):
    // the budget is charged as the break moves, not here.
    try {
      this.grow(size);
    } catch (e) {
      if (e instanceof RangeError) return false; // the host has no room for the buffer
      throw e;
    }
    return true;
  }

  private addBlock(a: number, size: number): void {
    if (this.blocks === NO_BLOCKS) this.blocks = new Map();
    this.blocks.set(a, { size });
    this.charge(BLOCK_COST);
  }
  private dropBlock(a: number): void {
    this.blocks.delete(a);
    this.charge(-BLOCK_COST);
  }
  private charge(bookkeeping: number): void {
    const b = this.limits?.budget;
    if (b) { b.used += bookkeeping; b.bookkeeping += bookkeeping; }
  }

  /** The address space is `n` bytes of `buf` from byte `at` (address 0 is buf[at]). */
  private setBuffer(buf: ArrayBuffer, sh: Uint8Array, at = 0, n = buf.byteLength): void {
    this.buf = buf;
    this.U8 = new Uint8Array(buf, at, n);
    this.I8 = new Int8Array(buf, at, n);
    this.U16 = new Uint16Array(buf, at, n >>> 1);
    this.I16 = new Int16Array(buf, at, n >>> 1);
    this.U32 = new Uint32Array(buf, at, n >>> 2);
    this.I32 = new Int32Array(buf, at, n >>> 2);
    this.F32 = new Float32Array(buf, at, n >>> 2);
    this.F64 = new Float64Array(buf, at, n >>> 3);
    this.dv = new DataView(buf, at, n);
    this.sh = sh;
    this.sh64 = new Float64Array(sh.buffer, sh.byteOffset, sh.length >>> 3);
    this.end = n;
  }

  /**
   * The end of a buffer whose heap holds `minEnd`: the heap doubles, not the whole buffer, so a
   * rank with a large stack below its heap does not double its stack's reservation to grow.
   */
  private grownEnd(minEnd: number): number {
    let heap = this.end - this.heapStart;
    while (this.heapStart + heap < minEnd) heap *= 2;
    return this.heapStart + heap;
  }
  /**
   * Grows the address space to `size` bytes (tryGrow's choice, capped at the rank's limit);
   * copies only the parts in use so untouched stack pages stay uncommitted.
   */
  private grow(size: number): void {
    const nb = new ArrayBuffer(size);
    const n8 = new Uint8Array(nb);
    // The stack in use lies above sp; when sp is elsewhere (a coroutine's stack lives in the heap)
    // copy the whole stack region.
    const lo = this.sp >= NULL_GUARD && this.sp <= this.stackTop ? Math.max(NULL_GUARD, this.sp - 256) : NULL_GUARD;
    n8.set(this.U8.subarray(lo, this.stackTop), lo);
    n8.set(this.U8.subarray(this.dataStart, this.brk), this.dataStart);
    const nsh = new Uint8Array((size - this.heapStart) / GRANULE);
    nsh.set(this.sh);
    this.setBuffer(nb, nsh);
  }

  // ------------------------------------------------------------------ checks
  /** Slow path: classify the bad access, or perform an unaligned one. */
  check(a: number, size: number, write: boolean, site: number): void {
    if (this.watches !== undefined) this.watched(a, size, write, site);
    if (write && this.traps !== undefined) this.sprung(a, size);
    if (a < NULL_GUARD && a > -NULL_GUARD) throw new CFault('null pointer dereference', `${write ? 'write' : 'read'} of ${size} bytes at address ${hex(a)}`, site);
    if (!(a >= NULL_GUARD && a + size <= this.end)) {
      throw new CFault('invalid memory access', `${write ? 'write' : 'read'} of ${size} bytes at address ${hex(a)}, outside the rank's memory`, site);
    }
    if (a >= this.heapStart && !this.liveRange(a, size)) {
      for (let g = (a - this.heapStart) >>> 3, e = (a + size - 1 - this.heapStart) >>> 3; g <= e; g++) {
        const s = this.sh[g];
        if (s === SH_FREED) {
          const b = this.blockContaining(a);
          throw new CFault('use after free', `${write ? 'write' : 'read'} of ${size} bytes at address ${hex(a)}${b ? `, inside a block of ${b[1].size} bytes freed earlier` : ''}`, site);
        }
        if (s === SH_UNALLOC) {
          const b = this.blockNear(a);
          throw new CFault('invalid memory access', `heap buffer overflow: ${write ? 'write' : 'read'} of ${size} bytes at address ${hex(a)}${b ? `, ${a - (b[0] + b[1].size)} bytes after a block of ${b[1].size} bytes` : ', outside any allocated block'}`, site);
        }
      }
    }
    if (write && a < this.roEnd && a + size > this.roStart) {
      throw new CFault('write to read-only memory', `write of ${size} bytes at address ${hex(a)} (a string literal)`, site);
    }
  }

  private blockContaining(a: number): [number, Block] | undefined {
    for (const e of this.blocks) if (a >= e[0] && a < e[0] + Math.max(e[1].size, 1)) return e;
    return undefined;
  }
  private blockNear(a: number): [number, Block] | undefined {
    let best: [number, Block] | undefined;
    for (const e of this.blocks) if (!e[1].freedAt && e[0] <= a && (!best || e[0] > best[0])) best = e;
    return best;
  }

  // Fast paths: in range, aligned, and (for heap addresses) in a live block.
  private ok(a: number, size: number): boolean {
    if (a < NULL_GUARD || a + size > this.end || (a & (size - 1)) !== 0) return false;
    return a < this.heapStart || (this.sh[(a - this.heapStart) >>> 3] & 1) === 1;
  }
  private okw(a: number, size: number): boolean {
    if (a < NULL_GUARD || a + size > this.end || (a & (size - 1)) !== 0) return false;
    if (a >= this.heapStart) return this.sh[(a - this.heapStart) >>> 3] === SH_OK;
    return a >= this.roEnd || a < this.roStart;
  }

  // ------------------------------------------------------------------ loads (site = source position id)
  i8(a: number, site = -1): number { if (!this.ok(a, 1)) this.check(a, 1, false, site); return this.I8[a]; }
  u8(a: number, site = -1): number { if (!this.ok(a, 1)) this.check(a, 1, false, site); return this.U8[a]; }
  i16(a: number, site = -1): number { if (!this.ok(a, 2)) { this.check(a, 2, false, site); return this.dv.getInt16(a, true); } return this.I16[a >>> 1]; }
  u16(a: number, site = -1): number { if (!this.ok(a, 2)) { this.check(a, 2, false, site); return this.dv.getUint16(a, true); } return this.U16[a >>> 1]; }
  i32(a: number, site = -1): number { if (!this.ok(a, 4)) { this.check(a, 4, false, site); return this.dv.getInt32(a, true); } return this.I32[a >>> 2]; }
  u32(a: number, site = -1): number { if (!this.ok(a, 4)) { this.check(a, 4, false, site); return this.dv.getUint32(a, true); } return this.U32[a >>> 2]; }
  f32(a: number, site = -1): number { if (!this.ok(a, 4)) { this.check(a, 4, false, site); return this.dv.getFloat32(a, true); } return this.F32[a >>> 2]; }
  f64(a: number, site = -1): number { if (!this.ok(a, 8)) { this.check(a, 8, false, site); return this.dv.getFloat64(a, true); } return this.F64[a >>> 3]; }
  /** 64-bit signed as number when exact, else BigInt. */
  s64(a: number, site = -1): number | bigint {
    let lo: number, hi: number;
    if (!this.ok(a, 8)) { this.check(a, 8, false, site); lo = this.dv.getUint32(a, true); hi = this.dv.getInt32(a + 4, true); }
    else { lo = this.U32[a >>> 2]; hi = this.I32[(a >>> 2) + 1]; }
    if (hi >= -0x200000 && hi < 0x200000) return hi * 4294967296 + lo;
    return (BigInt(hi) << 32n) | BigInt(lo);
  }
  /** 64-bit unsigned as number when exact, else BigInt. */
  z64(a: number, site = -1): number | bigint {
    let lo: number, hi: number;
    if (!this.ok(a, 8)) { this.check(a, 8, false, site); lo = this.dv.getUint32(a, true); hi = this.dv.getUint32(a + 4, true); }
    else { lo = this.U32[a >>> 2]; hi = this.U32[(a >>> 2) + 1]; }
    if (hi < 0x200000) return hi * 4294967296 + lo;
    return (BigInt(hi) << 32n) | BigInt(lo);
  }
  ptr(a: number, site = -1): number { return this.u32(a, site); }
  /** __int128 and unsigned __int128 (little-endian: the low 64 bits first), number when exact. */
  s128(a: number, site = -1): number | bigint { return this.wide128(a, site, true); }
  z128(a: number, site = -1): number | bigint { return this.wide128(a, site, false); }
  private wide128(a: number, site: number, signed: boolean): number | bigint {
    // Two 8-byte halves: the fast path's heap test looks at one 8-byte granule.
    if (!this.ok(a, 8) || !this.ok(a + 8, 8)) this.check(a, 16, false, site);
    const lo = this.dv.getBigUint64(a, true), hi = signed ? this.dv.getBigInt64(a + 8, true) : this.dv.getBigUint64(a + 8, true);
    const v = (hi << 64n) | lo;
    return v >= -9007199254740992n && v <= 9007199254740992n ? Number(v) : v;
  }

  // ------------------------------------------------------------------ stores (return the value, so `x = y = 3` composes)
  st8(a: number, v: number, site = -1): number { if (!this.okw(a, 1)) this.check(a, 1, true, site); this.U8[a] = v; return v; }
  st16(a: number, v: number, site = -1): number { if (!this.okw(a, 2)) { this.check(a, 2, true, site); this.dv.setUint16(a, v & 0xffff, true); return v; } this.U16[a >>> 1] = v; return v; }
  st32(a: number, v: number, site = -1): number { if (!this.okw(a, 4)) { this.check(a, 4, true, site); this.dv.setUint32(a, v >>> 0, true); return v; } this.U32[a >>> 2] = v; return v; }
  stf32(a: number, v: number, site = -1): number { if (!this.okw(a, 4)) { this.check(a, 4, true, site); this.dv.setFloat32(a, v, true); return v; } this.F32[a >>> 2] = v; return v; }
  stf64(a: number, v: number, site = -1): number { if (!this.okw(a, 8)) { this.check(a, 8, true, site); this.dv.setFloat64(a, v, true); return v; } this.F64[a >>> 3] = v; return v; }
  st64(a: number, v: number | bigint, site = -1): number | bigint {
    let lo: number, hi: number;
    if (typeof v === 'number') { lo = v >>> 0; hi = Math.floor(v / 4294967296) >>> 0; }
    else { const u = BigInt.asUintN(64, v); lo = Number(u & 0xffffffffn); hi = Number(u >> 32n); }
    if (!this.okw(a, 8)) { this.check(a, 8, true, site); this.dv.setUint32(a, lo, true); this.dv.setUint32(a + 4, hi, true); return v; }
    this.U32[a >>> 2] = lo; this.U32[(a >>> 2) + 1] = hi;
    return v;
  }
  st128(a: number, v: number | bigint, site = -1): number | bigint {
    if (!this.okw(a, 8) || !this.okw(a + 8, 8)) this.check(a, 16, true, site);
    const u = BigInt.asUintN(128, typeof v === 'bigint' ? v : BigInt(v));
    this.dv.setBigUint64(a, BigInt.asUintN(64, u), true);
    this.dv.setBigUint64(a + 8, u >> 64n, true);
    return v;
  }
  stptr(a: number, v: number, site = -1): number { this.st64(a, v >>> 0, site); return v; }

  // ------------------------------------------------------------------ block operations
  range(a: number, n: number, write: boolean, site = -1): void { this.checkBlock(a, n, write, site); }
  /**
   * range()'s check, for the class's own block operations: the store tap replaces `range` on a
   * watched rank (to see the C library's block writes), and copy() reports its own bytes to it.
   */
  private checkBlock(a: number, n: number, write: boolean, site: number): void {
    if (n <= 0) return;
    if (this.watches !== undefined) this.watched(a, n, write, site);
    if (write && this.traps !== undefined) this.sprung(a, n);
    if (a < NULL_GUARD || a + n > this.end) this.check(a < NULL_GUARD ? a : a + n - 1, 1, write, site);
    if (a + n > this.heapStart) {
      const from = Math.max(a, this.heapStart);
      const g0 = (from - this.heapStart) >>> 3, e = (a + n - 1 - this.heapStart) >>> 3;
      if (!(from === a ? this.liveHeap(a, n) : this.shadowOk(g0, e))) {
        for (let g = g0; g <= e; g++) {
          if (!live(this.sh[g])) this.check(Math.max(from, this.heapStart + g * GRANULE), 1, write, site);
        }
      }
    }
    if (write && a < this.roEnd && a + n > this.roStart) this.check(Math.max(a, this.roStart), 1, true, site);
  }
  /** Whether range() would pass: in the rank's memory, in live heap blocks, and writable for a write. */
  rangeOk(a: number, n: number, write: boolean): boolean {
    if (n <= 0) return true;
    if (this.watches !== undefined) this.watched(a, n, write, -1);
    if (write && this.traps !== undefined) this.sprung(a, n);
    if (a < NULL_GUARD || a + n > this.end) return false;
    if (a + n > this.heapStart && !(a >= this.heapStart ? this.liveHeap(a, n) : this.shadowOk(0, (a + n - 1 - this.heapStart) >>> 3))) return false;
    return !(write && a < this.roEnd && a + n > this.roStart);
  }
  /** liveRange, answered from the ranges found live before when one of them holds a..a+n. */
  private liveHeap(a: number, n: number): boolean {
    const e = a + n;
    const live = (this.live ??= new Float64Array(2 * LIVE_RANGES));
    for (let k = 0; k < 2 * LIVE_RANGES; k += 2) if (a >= live[k] && e <= live[k + 1]) return true;
    if (!this.liveRange(a, n)) return false;
    live[this.liveNext] = a;
    live[this.liveNext + 1] = e;
    this.liveNext = (this.liveNext + 2) % (2 * LIVE_RANGES);
    return true;
  }
  /** Bytes a..a+n are no longer live: the ranges that overlap them are forgotten. */
  private forgetLive(a: number, n: number): void {
    const live = this.live;
    if (live === undefined) return;
    for (let k = 0; k < 2 * LIVE_RANGES; k += 2) if (live[k] < a + n && live[k + 1] > a) live[k] = live[k + 1] = 0;
  }
  /**
   * Whether heap bytes a..a+n are all in live blocks. A large range is most often a block from its
   * start (a window over a 1 GiB buffer, a big message): one lookup instead of its whole shadow.
   */
  private liveRange(a: number, n: number): boolean {
    if (n >= LARGE_RANGE) {
      const b = this.blocks.get(a);
      if (b !== undefined && b.freedAt === undefined && n <= b.size) return true;
    }
    return this.shadowOk((a - this.heapStart) >>> 3, (a + n - 1 - this.heapStart) >>> 3);
  }
  /**
   * Whether heap granules g0..e (inclusive) are all live (see `live`), eight at a time:
   * eight shadow bytes read as a double are SH_OK8 exactly when all are SH_OK (shadow bytes are
   * 0 to 4: never a NaN); a trapped or watched page's are looked at one by one.
   */
  private shadowOk(g0: number, e: number): boolean {
    const sh = this.sh;
    let g = g0;
    for (; g <= e && (g & 7) !== 0; g++) if (!live(sh[g])) return false;
    const w = this.sh64;
    for (; g + 7 <= e; g += 8) if (w[g >>> 3] !== SH_OK8) for (let k = g; k < g + 8; k++) if (!live(sh[k])) return false;
    for (; g <= e; g++) if (!live(sh[g])) return false;
    return true;
  }

  /**
   * Heap pages whose first store is noted (a shared file mapping's, ./files/mapped.ts, which
   * then compares only the pages written): their shadow is SH_TRAP, valid for any access, and a
   * write there by any path (compiled stores, the C library's block writes, an MPI delivery:
   * each checks its bytes first) turns the page back to SH_OK and tells `hit` its address.
   */
  private traps?: { from: number; to: number; hit: (page: number) => void }[];
  trap(from: number, to: number, hit: (page: number) => void): void { (this.traps ??= []).push({ from, to, hit }); }
  untrap(from: number): void {
    this.traps = this.traps?.filter((t) => t.from !== from);
    if (!this.traps?.length) this.traps = undefined;
  }
  /** Sets the trap on the pages [page, page + n) of a trapped range. */
  arm(page: number, n: number): void { this.setShadow(page, n, SH_TRAP); }
  private sprung(a: number, n: number): void {
    for (const t of this.traps!) {
      if (a >= t.to || a + n <= t.from) continue;
      const e = Math.min(a + n, t.to);
      for (let p = t.from + Math.floor((Math.max(a, t.from) - t.from) / PAGE) * PAGE; p < e; p += PAGE) {
        if (this.sh[(p - this.heapStart) >>> 3] !== SH_TRAP) continue;
        // A range's last page may be part of one (MPI_Win_allocate_shared's segment).
        this.setShadow(p, Math.min(PAGE, t.to - p), SH_OK);
        t.hit(p);
      }
    }
  }

  /**
   * Heap pages every access to which is told first to `touch` (its address, length, whether it
   * writes, its site), before the access is made: a file mapping's page past the file's end,
   * which `touch` answers with a bus error, and the pages of a file mapped twice in the process,
   * whose other mapping's pending stores `touch` brings in first (./files/mapped.ts). Their
   * shadow is SH_WATCH, which no fast path passes: compiled loads and stores, the C library's
   * block operations and MPI's deliveries all check their bytes first.
   */
  private watches?: { from: number; to: number; touch: (a: number, n: number, write: boolean, site: number) => void }[];
  watch(from: number, to: number, touch: (a: number, n: number, write: boolean, site: number) => void): void { (this.watches ??= []).push({ from, to, touch }); }
  unwatch(from: number): void {
    this.watches = this.watches?.filter((t) => t.from !== from);
    if (!this.watches?.length) this.watches = undefined;
  }
  /** Sets (`on`) or lifts the watch on the pages [page, page + n) of a watched range. */
  watchPages(page: number, n: number, on: boolean): void { this.setShadow(page, n, on ? SH_WATCH : SH_OK); }
  private watched(a: number, n: number, write: boolean, site: number): void {
    for (const t of this.watches!) {
      if (a >= t.to || a + n <= t.from) continue;
      const from = Math.max(a, t.from), to = Math.min(a + n, t.to);
      for (let p = from - ((from - t.from) % PAGE); p < to; p += PAGE) {
        if (this.sh[(Math.max(p, from) - this.heapStart) >>> 3] !== SH_WATCH) continue;
        t.touch(from, to - from, write, site);
        break;
      }
    }
  }
  /**
   * memcpy, and a struct passed or assigned by value. Below the heap (globals and the stack)
   * every byte from NULL_GUARD up is valid and all but the read-only data writable: a struct
   * argument copied from the caller's frame into the callee's (DTPools' every call, ten per
   * element it checks) needs no more than that test.
   */
  copy(dst: number, src: number, n: number, site = -1): number {
    if (n <= 0) return dst;
    const below = this.heapStart;
    if (!(src >= NULL_GUARD && dst >= NULL_GUARD && src + n <= below && dst + n <= below && (dst >= this.roEnd || dst + n <= this.roStart))) {
      this.checkBlock(src, n, false, site);
      this.checkBlock(dst, n, true, site);
    }
    // Word by word costs half a copyWithin's native call.
    if (n <= 64 && ((dst | src | n) & 3) === 0 && (dst <= src || dst >= src + n)) {
      const I = this.I32;
      for (let s = src >>> 2, d = dst >>> 2, e = s + (n >>> 2); s < e; ) I[d++] = I[s++];
    } else this.U8.copyWithin(dst, src, src + n);
    return dst;
  }
  fill(dst: number, byte: number, n: number, site = -1): number {
    this.range(dst, n, true, site);
    this.U8.fill(byte & 0xff, dst, dst + n);
    return dst;
  }

  // ------------------------------------------------------------------ MemoryAccess (library-facing names)
  setU8(a: number, v: number): void { this.st8(a, v); }
  setI16(a: number, v: number): void { this.st16(a, v); }
  setI32(a: number, v: number): void { this.st32(a, v); }
  i64(a: number): bigint { const v = this.s64(a); return typeof v === 'bigint' ? v : BigInt(v); }
  setI64(a: number, v: bigint): void { this.st64(a, v); }
  setF32(a: number, v: number): void { this.stf32(a, v); }
  setF64(a: number, v: number): void { this.stf64(a, v); }
  setPtr(a: number, v: number): void { this.stptr(a, v); }
  cstring(a: number, maxLen = Infinity): string {
    // A string literal (an MPI function's name at each collective call) is decoded once per
    // program: read-only data cannot change.
    const ro = this.layout.roStrings;
    if (ro !== undefined && maxLen === Infinity && a >= this.roStart && a < this.roEnd) {
      let s = ro.get(a);
      if (s === undefined) {
        s = this.scanString(a, maxLen);
        // Only a string ending inside read-only data is the program's for good.
        if (a + s.length < this.roEnd) ro.set(a, s);
      }
      return s;
    }
    return this.scanString(a, maxLen);
  }
  private scanString(a: number, maxLen: number): string {
    // A short string in valid memory: one scan, one decode.
    const U8 = this.U8, lim = Math.min(maxLen, 256);
    let n = 0;
    while (n < lim && a + n < this.end && U8[a + n] !== 0) n++;
    const bytes = n < lim && a + n < this.end ? n + 1 : n === maxLen ? n : -1;
    // Watched pages are told of each byte read (their other mapping's stores come in first).
    if (a > 0 && bytes >= 0 && this.watches === undefined && this.rangeOk(a, bytes, false)) return String.fromCharCode.apply(null, U8.subarray(a, a + n) as unknown as number[]);
    let s = '';
    for (let k = 0; k < maxLen; k++) {
      const c = this.u8(a + k);
      if (c === 0) break;
      s += String.fromCharCode(c);
    }
    return s;
  }
  strlen(a: number, site = -1): number {
    let k = 0;
    while (this.u8(a + k, site) !== 0) k++;
    return k;
  }
  writeBytes(a: number, s: string): void {
    this.range(a, s.length, true);
    for (let k = 0; k < s.length; k++) this.U8[a + k] = s.charCodeAt(k);
  }
  readBytes(a: number, n: number): Uint8Array {
    this.range(a, n, false);
    return this.U8.slice(a, a + n);
  }

  // ------------------------------------------------------------------ heap (malloc family)
  malloc(size: number): number {
    if (!(size >= 0 && size < HEAP_LIMIT)) return 0;
    const n = Math.max(align(size, HEAP_ALIGN), HEAP_ALIGN);
    const list = n >= EXTENT_MIN ? undefined : this.freeLists.get(n);
    let a: number;
    const fit = n >= EXTENT_MIN ? this.fitExtent(n + REDZONE) : -1;
    if (fit >= 0 || (list !== undefined && list.length > 0)) {
      if (!this.mayHold(this.brk - this.heapStart, this.blocks.size + 1)) return 0;
      a = fit >= 0 ? this.takeExtent(fit, n + REDZONE) : list!.pop()!;
    } else {
      a = this.brk;
      const newBrk = a + n + REDZONE;
      if (newBrk > HEAP_LIMIT || !this.mayHold(newBrk - this.heapStart, this.blocks.size + 1) || !this.mayCommitHeap(newBrk)) return 0;
      if (newBrk > this.end && !this.tryGrow(newBrk)) return 0;
      this.brk = newBrk;
      this.commitHeap(newBrk);
    }
    this.addBlock(a, size);
    // Above the old break the shadow is still unallocated, and a reused block's was left so by
    // release(): one pass over the block's shadow (DTPools mallocs and frees MBs per datatype).
    this.setShadow(a, align(size, GRANULE), SH_OK);
    return a;
  }

  /**
   * malloc with an alignment above the heap's 16 (memalign, posix_memalign, aligned_alloc,
   * valloc): a block placed at the next aligned address at or above the break; the gap before
   * it stays unallocated, so a program's access there still faults.
   */
  alignedMalloc(alignment: number, size: number): number {
    if (alignment <= HEAP_ALIGN) return this.malloc(size);
    if (!(size >= 0 && size < HEAP_LIMIT)) return 0;
    const a = align(this.brk, alignment);
    return a < HEAP_LIMIT && this.mapAt(a, size) ? a : 0;
  }

  /**
   * Why malloc(size) finds no room (it returned 0): the 32-bit address space, the rank's
   * --memory limit, the run's budget or the host. A program's own "not enough memory" then
   * says which resource ran out.
   */
  refusal(size: number): string {
    const n = Math.max(align(size, HEAP_ALIGN), HEAP_ALIGN);
    const gib = (b: number) => `${(b / 2 ** 30).toFixed(2)} GiB`;
    if (!(size >= 0) || this.brk + n + REDZONE > HEAP_LIMIT) {
      return `past the rank's address space (32-bit: the heap ends at ${gib(HEAP_LIMIT)}, ${gib(Math.max(0, HEAP_LIMIT - this.brk))} left above the break)`;
    }
    if (!this.mayHold(this.brk + n + REDZONE - this.heapStart, this.blocks.size + 1)) return `past the rank's memory limit (--memory, ${gib(this.limits!.heap)})`;
    if (!this.mayCommitHeap(this.brk + n + REDZONE)) return `past the run's memory budget (${gib(this.limits!.budget!.limit)} for all ranks, --memory)`;
    return 'the host has no room for the address space';
  }

  /**
   * A block at a chosen address at or above the break: a segment that several ranks map at the
   * same address (MPI_Win_allocate_shared), so pointers into it mean the same in each of them.
   * False when the address space (or the host) has no room for it.
   */
  mapAt(a: number, size: number): boolean {
    if (a < this.brk || a % HEAP_ALIGN !== 0) throw new Error(`mapAt(${hex(a)}): below the break or misaligned`);
    const n = Math.max(align(size, HEAP_ALIGN), HEAP_ALIGN);
    const newBrk = a + n + REDZONE;
    if (newBrk > HEAP_LIMIT || !this.mayHold(newBrk - this.heapStart, this.blocks.size + 1) || !this.mayCommitHeap(newBrk)) return false;
    if (newBrk > this.end && !this.tryGrow(newBrk)) return false;
    this.brk = newBrk;
    this.commitHeap(newBrk);
    this.addBlock(a, size);
    this.setShadow(a, n, SH_UNALLOC);
    this.setShadow(a, align(size, GRANULE), SH_OK);
    return true;
  }

  /**
   * `reuseNow`: the block skips the quarantine (a library's scratch buffer, which no program
   * pointer reaches), so a rank that repeats a collective reuses the same bytes.
   */
  free(a: number, site = -1, reuseNow = false): void {
    if (a === 0) return;
    const b = this.blocks.get(a);
    if (!b) {
      if (a >= this.heapStart && a < this.brk && this.blockContaining(a)) throw new CFault('invalid free', `pointer ${hex(a)} points inside a heap block, not at its start`, site);
      throw new CFault('invalid free', `pointer ${hex(a)} was not returned by malloc`, site);
    }
    if (b.freedAt !== undefined) throw new CFault('double free', `block of ${b.size} bytes at ${hex(a)} was already freed`, site);
    b.freedAt = site;
    const n = Math.max(align(b.size, HEAP_ALIGN), HEAP_ALIGN);
    this.forgetLive(a, n);
    if (reuseNow) { this.release(a, n); return; }
    this.setShadow(a, n, SH_FREED);
    // Freed blocks wait in quarantine before reuse, so a later use is still caught.
    this.quarantine.push(a);
    this.quarantined += n;
    // 1 MiB of DTPools' 16-byte blocks is 65,536 of them: each free moved them all.
    while (this.quarantined > QUARANTINE_BYTES && this.quarantine.length - this.qHead > 1) {
      const old = this.quarantine[this.qHead++];
      const ob = this.blocks.get(old)!;
      const on = Math.max(align(ob.size, HEAP_ALIGN), HEAP_ALIGN);
      this.quarantined -= on;
      this.release(old, on);
    }
    if (this.qHead > 4096 && this.qHead * 2 > this.quarantine.length) { this.quarantine.splice(0, this.qHead); this.qHead = 0; }
  }
  /** A freed block of `n` heap bytes becomes reusable by malloc. */
  private release(a: number, n: number): void {
    this.dropBlock(a);
    this.setShadow(a, n, SH_UNALLOC);
    if (n >= EXTENT_MIN) { this.addExtent(a, a + n + REDZONE); return; }
    let l = this.freeLists.get(n);
    if (!l) (this.freeLists === NO_FREE_LISTS ? (this.freeLists = new Map()) : this.freeLists).set(n, (l = []));
    l.push(a);
  }

  /** Index (in pairs) of the first extent `span` bytes fit in, or -1. */
  private fitExtent(span: number): number {
    const x = this.extents;
    for (let i = 0; i < x.length; i += 2) if (x[i + 1] - x[i] >= span) return i;
    return -1;
  }
  /** The start of extent `i`, whose first `span` bytes become a block; the rest stays free. */
  private takeExtent(i: number, span: number): number {
    const x = this.extents, a = x[i];
    // A rest too small to hold a block stays with this one (lost until it is freed).
    if (x[i + 1] - a - span >= HEAP_ALIGN + REDZONE) x[i] = a + span;
    else x.splice(i, 2);
    return a;
  }
  /** [a, e) is free: merged with the free extents it touches; at the break, the break drops. */
  private addExtent(a: number, e: number): void {
    const x = this.extents;
    let lo = 0, hi = x.length >> 1;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (x[2 * mid] < a) lo = mid + 1; else hi = mid; }
    let i = 2 * lo;
    if (i < x.length && x[i] === e) { e = x[i + 1]; x.splice(i, 2); }
    if (i > 0 && x[i - 1] === a) { i -= 2; a = x[i]; x.splice(i, 2); }
    if (e === this.brk) {
      // Above the break the bytes are zero (restore and grow rely on it).
      this.U8.fill(0, a, e);
      this.brk = a;
      return;
    }
    x.splice(i, 0, a, e);
  }

  blockSize(a: number): number | undefined {
    const b = this.blocks.get(a);
    return b && b.freedAt === undefined ? b.size : undefined;
  }

  private setShadow(a: number, n: number, v: number): void {
    const g0 = (a - this.heapStart) >>> 3;
    this.sh.fill(v, g0, g0 + Math.ceil(n / GRANULE));
  }

  liveBlocks(): { addr: number; size: number }[] {
    const out: { addr: number; size: number }[] = [];
    for (const [addr, b] of this.blocks) if (b.freedAt === undefined) out.push({ addr, size: b.size });
    return out;
  }

  // ------------------------------------------------------------------ snapshots
  snapshot(): MemorySnapshot {
    return {
      stack: this.U8.slice(Math.min(this.spLow, this.sp), this.stackTop),
      stackFrom: Math.min(this.spLow, this.sp),
      sp: this.sp,
      data: this.U8.slice(this.dataStart, this.heapStart),
      heap: this.U8.slice(this.heapStart, this.brk),
      brk: this.brk,
      shadow: this.sh.slice(0, Math.ceil((this.brk - this.heapStart) / GRANULE)),
      blocks: [...this.blocks].map(([a, b]) => [a, { ...b }]),
      free: [...this.freeLists].map(([k, v]) => [k, [...v]]),
      extents: this.extents.slice(),
      quarantine: this.quarantine.slice(this.qHead),
      quarantined: this.quarantined,
    };
  }

  restore(s: MemorySnapshot): void {
    if (this.heapStart + (s.brk - this.heapStart) > this.end) this.grow(this.grownEnd(s.brk));
    this.commitHeap(s.brk);
    this.U8.fill(0, NULL_GUARD, s.stackFrom);
    this.U8.set(s.stack, s.stackFrom);
    this.sp = s.sp;
    this.spLow = s.stackFrom;
    this.U8.set(s.data, this.dataStart);
    // Above the break nothing was ever written, bytes or shadow (the break rises as blocks are
    // mapped, a growth copies only what lies below it, a restore clears what it lowers the break
    // over): clearing the whole reservation would touch its untouched pages.
    const top = Math.max(this.brk, s.brk);
    this.U8.fill(0, this.heapStart, top);
    this.U8.set(s.heap, this.heapStart);
    this.brk = s.brk;
    this.sh.fill(SH_UNALLOC, 0, Math.ceil((top - this.heapStart) / GRANULE));
    this.sh.set(s.shadow);
    this.live = undefined;
    this.charge((s.blocks.length - this.blocks.size) * BLOCK_COST);
    this.blocks = new Map(s.blocks.map(([a, b]) => [a, { ...b }]));
    this.freeLists = new Map(s.free.map(([k, v]) => [k, [...v]]));
    this.extents = s.extents ? s.extents.slice() : [];
    this.quarantine = [...s.quarantine];
    this.qHead = 0;
    this.quarantined = s.quarantined;
  }
}

export const align = (n: number, a: number): number => Math.ceil(n / a) * a;
const NO_BLOCKS = new Map<number, Block>();
const NO_FREE_LISTS = new Map<number, number[]>();

/**
 * New address spaces of up to SLAB_BYTES / 16 bytes are carved from shared slabs. A slab is one
 * allocation larger than any the C allocator serves from its arena, so the host maps it fresh and
 * zero: a rank's untouched pages (most of its stack, its data that starts zero) cost no memory. A
 * small buffer of its own could come back from the arena and be zeroed by writing it, every page
 * resident from the start. A rank that outgrows its part gets a buffer of its own (Memory.grow).
 *
 * What a rank that has done little touches is one run of bytes: the top of its stack (main's
 * frame, argv, the MPI library's frames) and the data image's non-zero start (initialised globals,
 * string literals) right above it. Carved so that the data image's non-zero bytes end at a host
 * page's end, that run takes the fewest pages: the frames get the rest of the first page (with
 * the top page-aligned they would take a page of their own; with the top mid-page, a 7 KB image
 * and 750 bytes of frames take 3 pages instead of 2). A mapped allocation's bytes start
 * MALLOC_HEADER bytes into its first page (glibc's chunk header on 64-bit hosts); where the host
 * differs, the phase is merely off and costs at worst the page it would have cost anyway.
 */
const SLAB_BYTES = 64 << 20;
const HOST_PAGE = 4096;
const MALLOC_HEADER = 16;
let slab: ArrayBuffer | undefined;
let slabUsed = 0;
function carve(n: number, stackTop: number, dataEnd: number): [ArrayBuffer, number] {
  if (n > SLAB_BYTES / 16) return [new ArrayBuffer(n), 0];
  const mod = (x: number): number => ((x % HOST_PAGE) + HOST_PAGE) % HOST_PAGE;
  // The stack's top at this offset in its host page puts dataEnd at a page's end. Typed-array
  // views need the part 8-aligned: the phase is kept to multiples of 16 (rounded down, the
  // image's end stays in the page).
  const topPhase = mod(-dataEnd);
  const phase = (at: number): number => align(at, HOST_PAGE) + (mod(topPhase - MALLOC_HEADER - stackTop) & ~15);
  if (!slab || phase(slabUsed) + n > SLAB_BYTES) { slab = new ArrayBuffer(SLAB_BYTES); slabUsed = 0; }
  const at = phase(slabUsed);
  slabUsed = at + n;
  return [slab, at];
}
export const hex = (a: number): string => '0x' + (a < 0 ? (a >>> 0) : a).toString(16);

/**
 * Copies the first `n` of `size` bytes from one rank's address space to another's (a message
 * between ranks), checking the whole source range and the `n` bytes written, as a read and a
 * write of those ranges would.
 */
export function copyBetween(from: Memory, at: number, size: number, to: Memory, dst: number, n: number): void {
  from.range(at, size, false);
  to.range(dst, n, true);
  moveBetween(from, at, to, dst, n);
}

/** The whole of the last ArrayBuffer two ranks shared (a slab, see carve) as one view. */
let wideBuf: ArrayBuffer | undefined, wide: Uint8Array | undefined;
/**
 * Copies n bytes between two ranks' memories, checked already. Ranks carved from one slab copy
 * within it; small aligned moves go a word at a time; neither makes a view object per message.
 */
export function moveBetween(from: Memory, at: number, to: Memory, dst: number, n: number): void {
  // A rank's message to itself may overlap (as memmove).
  if (from === to) { to.U8.copyWithin(dst, at, at + n); return; }
  // One copyWithin costs about what a loop of 16 words does.
  if (n > 64 && from.buf === to.buf) {
    if (wideBuf !== from.buf) { wideBuf = from.buf; wide = new Uint8Array(from.buf); }
    const fo = from.U8.byteOffset + at;
    wide!.copyWithin(to.U8.byteOffset + dst, fo, fo + n);
    return;
  }
  if (n > 256) {
    to.U8.set(from.U8.subarray(at, at + n), dst);
    return;
  }
  if (((at | dst | n) & 3) === 0) {
    // Word-aligned (ints, floats, doubles): a quarter of the steps.
    const s = from.I32, t = to.I32, a = at >>> 2, d = dst >>> 2;
    for (let k = 0, w = n >>> 2; k < w; k++) t[d + k] = s[a + k];
    return;
  }
  const s = from.U8, t = to.U8;
  for (let k = 0; k < n; k++) t[dst + k] = s[at + k];
}

/**
 * Copies `size` bytes from one rank's memory, checked here, into runs of blocks of another's
 * (see BlockRuns), checked already by their owner: a collective step's message lands where its
 * algorithm would have unpacked it.
 */
export function moveToRuns(from: Memory, at: number, size: number, to: Memory, r: BlockRuns): void {
  from.range(at, size, false);
  const { base, blk, run, blocks } = r;
  for (let b = run; b < blocks && size > 0; b += 2 * run) {
    const len = Math.min(run * blk, (blocks - b) * blk, size);
    moveBetween(from, at, to, base + b * blk, len);
    at += len;
    size -= len;
  }
  r.landed = true;
}

/**
 * Whether every byte is 0, a word at a time where the bytes are aligned: a data image of a few
 * MiB of zero-initialised arrays is scanned once per program, at its first run.
 */
export function allZero(bytes: Uint8Array): boolean {
  const aligned = bytes.byteOffset % 4 === 0 && bytes.length % 4 === 0;
  const words = aligned ? new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4) : bytes;
  for (let k = 0; k < words.length; k++) if (words[k] !== 0) return false;
  return true;
}
