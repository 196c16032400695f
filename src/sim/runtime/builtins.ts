/**
 * Run-time parts of gcc's builtins (../c/gen-builtins.ts): bit counts and byte swaps on 32- and
 * 64-bit values (a 64-bit value is a number while exact, a BigInt beyond: ./int64.ts), checked
 * arithmetic, and libgcc's __powidf2. Zero inputs give what gcc -O0's x86-64 code gives on this
 * machine: `tzcnt` (32 or 64) for ctz, and `bsr` leaving its zero operand for clz (31 or 63).
 */
import { nS, nU, type I64 } from './int64';

const TWO32 = 4294967296;

/** The low and high 32-bit halves of an integer of `width` bits (two's complement). */
function halves(v: I64, width: number): [number, number] {
  if (width <= 32) return [Number(v) >>> 0, 0];
  if (typeof v === 'bigint') { const u = BigInt.asUintN(64, v); return [Number(u & 0xffffffffn), Number(u >> 32n)]; }
  const lo = v >>> 0;
  return [lo, (v - lo) / TWO32 >>> 0];
}

const pop32 = (x: number): number => {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
};
const ctz32 = (x: number): number => (x === 0 ? 32 : 31 - Math.clz32(x & -x));

export const BUILTINS = {
  popcount(v: I64, w: number): number { const [lo, hi] = halves(v, w); return pop32(lo) + pop32(hi); },
  parity(v: I64, w: number): number { return BUILTINS.popcount(v, w) & 1; },
  clz(v: I64, w: number): number {
    const [lo, hi] = halves(v, w);
    if (w <= 32) return lo === 0 ? 31 : Math.clz32(lo);
    return hi !== 0 ? Math.clz32(hi) : lo !== 0 ? 32 + Math.clz32(lo) : 63;
  },
  ctz(v: I64, w: number): number {
    const [lo, hi] = halves(v, w);
    return w <= 32 || lo !== 0 ? ctz32(lo) : 32 + ctz32(hi);
  },
  /** Leading redundant sign bits: the leading zeros of x ^ (x >> 1), less one. */
  clrsb(v: I64, w: number): number {
    const [lo, hi] = halves(v, w);
    if (w <= 32) { const x = (lo ^ (lo >> 31)) >>> 0; return Math.clz32(x) - 1; }
    const s = hi >> 31;
    const h = (hi ^ s) >>> 0, l = (lo ^ s) >>> 0;
    return (h !== 0 ? Math.clz32(h) : 32 + Math.clz32(l)) - 1;
  },
  ffs(v: I64, w: number): number {
    const [lo, hi] = halves(v, w);
    return lo !== 0 ? ctz32(lo) + 1 : hi !== 0 ? 33 + ctz32(hi) : 0;
  },
  bswap(v: I64, w: number): I64 {
    const [lo, hi] = halves(v, w);
    const b32 = (x: number): number => (((x & 0xff) << 24) | ((x & 0xff00) << 8) | ((x >>> 8) & 0xff00) | (x >>> 24)) >>> 0;
    if (w === 16) return ((lo & 0xff) << 8) | ((lo >>> 8) & 0xff);
    if (w === 32) return b32(lo);
    return nU((BigInt(b32(lo)) << 32n) | BigInt(b32(hi)));
  },
  /** Whether the last `overflowing` call's exact result did not fit its type. */
  overflowed: 0,
  /** The exact result of `op` wrapped into a `bits`-bit integer; `overflowed` says whether it fit. */
  overflowing(this: { overflowed: number }, op: string, a: I64, b: I64, bits: number, unsigned: number): I64 {
    const x = BigInt(a), y = BigInt(b);
    const r = op === 'add' ? x + y : op === 'sub' ? x - y : x * y;
    const w = unsigned ? BigInt.asUintN(bits, r) : BigInt.asIntN(bits, r);
    this.overflowed = w === r ? 0 : 1;
    if (bits <= 32) return Number(w);
    return unsigned ? nU(w) : nS(w);
  },
  /** libgcc's __powidf2 / __powisf2: repeated squaring, each product rounded (as gcc -O0 calls it). */
  powi(x: number, m: number, single: number): number {
    const round = single ? Math.fround : (v: number): number => v;
    let n = m < 0 ? -m >>> 0 : m;
    let y = n % 2 ? x : 1;
    while ((n = Math.floor(n / 2)) !== 0) {
      x = round(x * x);
      if (n % 2) y = round(y * x);
    }
    return m < 0 ? round(1 / y) : y;
  },
};
