/**
 * gcc's __int128 and unsigned __int128 at run time: like the 64-bit integers (./int64.ts), a
 * number while exact and a BigInt beyond, wrapped at 128 bits. Division is libgcc's __divti3
 * and __modti3, which do not trap on the most negative value divided by -1 (x86-64's idiv does
 * for 64 bits): the quotient wraps to itself and the remainder is 0.
 */
import { CFault } from './memory';
import type { I64 } from './int64';

const MAX = 9007199254740992;
const big = (v: I64): bigint => (typeof v === 'bigint' ? v : BigInt(v));
const small = (w: bigint): I64 => (w >= -9007199254740992n && w <= 9007199254740992n ? Number(w) : w);
const nS = (v: bigint): I64 => small(BigInt.asIntN(128, v));
const nU = (v: bigint): I64 => small(BigInt.asUintN(128, v));
const divByZero = (b: I64, site: number): void => { if (b == 0) throw new CFault('integer division by zero', '', site); };

function ops(norm: (v: bigint) => I64, signed: boolean) {
  return {
    add(a: I64, b: I64): I64 { if (typeof a === 'number' && typeof b === 'number') { const r = a + b; if (r > -MAX && r < MAX && (signed || r >= 0)) return r; } return norm(big(a) + big(b)); },
    sub(a: I64, b: I64): I64 { if (typeof a === 'number' && typeof b === 'number') { const r = a - b; if (r > -MAX && r < MAX && (signed || r >= 0)) return r; } return norm(big(a) - big(b)); },
    mul(a: I64, b: I64): I64 { if (typeof a === 'number' && typeof b === 'number') { const r = a * b; if (r > -MAX && r < MAX && (signed || r >= 0)) return r === 0 ? 0 : r; } return norm(big(a) * big(b)); },
    div(a: I64, b: I64, site: number): I64 { divByZero(b, site); return norm(big(a) / big(b)); },
    mod(a: I64, b: I64, site: number): I64 { divByZero(b, site); return norm(big(a) % big(b)); },
    neg(a: I64): I64 { return norm(-big(a)); },
    not(a: I64): I64 { return norm(~big(a)); },
    and(a: I64, b: I64): I64 { return norm(big(a) & big(b)); },
    or(a: I64, b: I64): I64 { return norm(big(a) | big(b)); },
    xor(a: I64, b: I64): I64 { return norm(big(a) ^ big(b)); },
    shl(a: I64, n: number): I64 { return norm(big(a) << BigInt(n & 127)); },
    shr(a: I64, n: number): I64 {
      const v = signed ? BigInt.asIntN(128, big(a)) : BigInt.asUintN(128, big(a));
      return norm(v >> BigInt(n & 127));
    },
    /** Any integer (a narrower one, or the other signedness) converted to this type. */
    from(v: I64): I64 { return typeof v === 'number' && (signed || v >= 0) ? v : norm(big(v)); },
    /** A value from its two 64-bit halves (a variadic argument takes two slots, the low one first). */
    join(lo: I64, hi: I64): I64 { return norm((big(hi) << 64n) | BigInt.asUintN(64, big(lo))); },
    /** A double truncated toward zero (libgcc's __fixdfti/__fixunsdfti: out of range saturates). */
    fromF(x: number): I64 {
      if (Number.isNaN(x)) return signed ? nS(-(1n << 127n)) : 0;
      const lo = signed ? -(2 ** 127) : 0, hi = signed ? 2 ** 127 : 2 ** 128;
      if (x <= lo - 1) return signed ? nS(-(1n << 127n)) : 0;
      if (x >= hi) return signed ? nS((1n << 127n) - 1n) : nU((1n << 128n) - 1n);
      const t = Math.trunc(x);
      return t >= -MAX && t <= MAX ? (t === 0 ? 0 : t) : BigInt(t);
    },
  };
}

export const S128 = ops(nS, true);
export const U128 = ops(nU, false);
