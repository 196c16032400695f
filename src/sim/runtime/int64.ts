/**
 * C's 64-bit integers (long, long long and their unsigned forms) at run time.
 * A value is a JS number while it is exactly representable (|v| <= 2^53) and a BigInt
 * beyond, so the common case stays on V8's fast number paths and the rare huge values
 * still wrap exactly as on x86-64.
 */
import { CFault } from './memory';

export type I64 = number | bigint;
// 2^53. A sum or product computed in doubles is exact when it rounds to less than this (the
// rounding is monotonic), but 2^53 + 1 rounds down to 2^53 itself: the fast paths compare strictly.
const MAX = 9007199254740992;

const big = (v: I64): bigint => (typeof v === 'bigint' ? v : BigInt(v));
/** Back to a number when exact. */
export function nS(v: bigint): I64 {
  const w = BigInt.asIntN(64, v);
  return w >= -9007199254740992n && w <= 9007199254740992n ? Number(w) : w;
}
export function nU(v: bigint): I64 {
  const w = BigInt.asUintN(64, v);
  return w <= 9007199254740992n ? Number(w) : w;
}

export const S = {
  add(a: I64, b: I64): I64 { if (typeof a === 'number' && typeof b === 'number') { const r = a + b; if (r > -MAX && r < MAX) return r; } return nS(big(a) + big(b)); },
  sub(a: I64, b: I64): I64 { if (typeof a === 'number' && typeof b === 'number') { const r = a - b; if (r > -MAX && r < MAX) return r; } return nS(big(a) - big(b)); },
  mul(a: I64, b: I64): I64 { if (typeof a === 'number' && typeof b === 'number') { const r = a * b; if (r > -MAX && r < MAX) return r; } return nS(big(a) * big(b)); },
  div(a: I64, b: I64, site: number): I64 {
    if (b == 0) throw new CFault('integer division by zero', '', site);
    if (typeof a === 'number' && typeof b === 'number' && a >= -0x7fffffff && a <= 0x7fffffff) return Math.trunc(a / b);
    if (big(a) === -0x8000000000000000n && b == -1) throw new CFault('integer overflow in division', 'LONG_MIN / -1', site);
    return nS(big(a) / big(b));
  },
  mod(a: I64, b: I64, site: number): I64 {
    if (b == 0) throw new CFault('integer division by zero', '', site);
    if (typeof a === 'number' && typeof b === 'number') { const r = a % b; return r === 0 ? 0 : r; }
    if (big(a) === -0x8000000000000000n && b == -1) throw new CFault('integer overflow in division', 'LONG_MIN % -1', site);
    return nS(big(a) % big(b));
  },
  neg(a: I64): I64 { return typeof a === 'number' ? (a === 0 ? 0 : -a) : nS(-a); },
  not(a: I64): I64 { return typeof a === 'number' && a >= -0x80000000 && a <= 0x7fffffff ? ~a : nS(~big(a)); },
  // Operands that are ints: JavaScript's 32-bit operators give the 64-bit result (sign extension
  // commutes with them), without the two BigInts (half the CPU of a loop indexing with `i & 1023`).
  and(a: I64, b: I64): I64 { return typeof a === 'number' && typeof b === 'number' && (a | 0) === a && (b | 0) === b ? a & b : nS(big(a) & big(b)); },
  or(a: I64, b: I64): I64 { return typeof a === 'number' && typeof b === 'number' && (a | 0) === a && (b | 0) === b ? a | b : nS(big(a) | big(b)); },
  xor(a: I64, b: I64): I64 { return typeof a === 'number' && typeof b === 'number' && (a | 0) === a && (b | 0) === b ? a ^ b : nS(big(a) ^ big(b)); },
  shl(a: I64, n: number): I64 { return nS(big(a) << BigInt(n & 63)); },
  shr(a: I64, n: number): I64 { return nS(BigInt.asIntN(64, big(a)) >> BigInt(n & 63)); },
};

export const U = {
  add(a: I64, b: I64): I64 { if (typeof a === 'number' && typeof b === 'number') { const r = a + b; if (r < MAX) return r; } return nU(big(a) + big(b)); },
  sub(a: I64, b: I64): I64 { if (typeof a === 'number' && typeof b === 'number') { const r = a - b; if (r >= 0) return r; } return nU(big(a) - big(b)); },
  mul(a: I64, b: I64): I64 { if (typeof a === 'number' && typeof b === 'number') { const r = a * b; if (r < MAX) return r; } return nU(big(a) * big(b)); },
  div(a: I64, b: I64, site: number): I64 {
    if (b == 0) throw new CFault('integer division by zero', '', site);
    if (typeof a === 'number' && typeof b === 'number' && a <= 0xffffffff) return Math.floor(a / b);
    return nU(big(a) / big(b));
  },
  mod(a: I64, b: I64, site: number): I64 {
    if (b == 0) throw new CFault('integer division by zero', '', site);
    if (typeof a === 'number' && typeof b === 'number') return a % b;
    return nU(big(a) % big(b));
  },
  neg(a: I64): I64 { return nU(-big(a)); },
  not(a: I64): I64 { return nU(~big(a)); },
  // Operands below 2^32: the 32-bit operators, read back unsigned.
  and(a: I64, b: I64): I64 { return typeof a === 'number' && typeof b === 'number' && a >>> 0 === a && b >>> 0 === b ? (a & b) >>> 0 : nU(big(a) & big(b)); },
  or(a: I64, b: I64): I64 { return typeof a === 'number' && typeof b === 'number' && a >>> 0 === a && b >>> 0 === b ? (a | b) >>> 0 : nU(big(a) | big(b)); },
  xor(a: I64, b: I64): I64 { return typeof a === 'number' && typeof b === 'number' && a >>> 0 === a && b >>> 0 === b ? (a ^ b) >>> 0 : nU(big(a) ^ big(b)); },
  shl(a: I64, n: number): I64 { return nU(big(a) << BigInt(n & 63)); },
  shr(a: I64, n: number): I64 { return nU(BigInt.asUintN(64, big(a)) >> BigInt(n & 63)); },
};

/** Conversions between representations (the cast table of the code generator). */
export const C = {
  /** Any integer (number or BigInt) to the low 32 bits, signed. */
  toI32(v: I64): number { return typeof v === 'number' ? v | 0 : Number(BigInt.asIntN(32, v)); },
  toU32(v: I64): number { return typeof v === 'number' ? v >>> 0 : Number(BigInt.asUintN(32, v)); },
  toS64(v: I64): I64 { return typeof v === 'number' ? (v >= -MAX && v <= MAX ? v : nS(BigInt(v))) : nS(v); },
  toU64(v: I64): I64 { return typeof v === 'number' ? (v >= 0 && v <= MAX ? v : nU(BigInt(v))) : nU(v); },
  /** double to integer as x86-64's cvttsd2si: out of range (or NaN) gives the "integer indefinite" value. */
  f2i32(x: number): number { return x > -2147483649 && x < 2147483648 ? Math.trunc(x) | 0 : -2147483648; },
  f2u32(x: number): number {
    // gcc converts through a 64-bit signed conversion, then keeps the low 32 bits.
    const v = C.f2s64(x);
    return typeof v === 'number' ? v >>> 0 : Number(BigInt.asUintN(32, v));
  },
  f2s64(x: number): I64 {
    if (!(x > -9223372036854777856 && x < 9223372036854775808)) return -9223372036854775808n;
    const t = Math.trunc(x);
    return t >= -MAX && t <= MAX ? (t === 0 ? 0 : t) : BigInt(t);
  },
  f2u64(x: number): I64 {
    if (x >= 9223372036854775808 && x < 18446744073709551616) return nU(BigInt(Math.trunc(x)));
    const v = C.f2s64(x);
    return typeof v === 'number' && v >= 0 ? v : nU(big(v));
  },
  toF64(v: I64): number { return typeof v === 'number' ? v : Number(v); },
  toBool(v: I64 | number): number { return v != 0 ? 1 : 0; },
};
