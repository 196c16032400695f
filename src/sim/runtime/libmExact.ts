/**
 * Exactly rounded math.h operations (fma, remainder) that IEEE 754 and glibc define as the
 * infinitely precise result rounded once; JavaScript's `x * y + z` rounds twice, which differed
 * from glibc on a quarter of random fma arguments.
 */
const bits = new Float64Array(1);
const word = new BigUint64Array(bits.buffer);

/** A finite double as an integer count of 2^-1074 (the smallest subnormal), sign dropped. */
function units(x: number): bigint {
  bits[0] = x;
  const w = word[0];
  const e = Number((w >> 52n) & 0x7ffn);
  const frac = w & 0xfffffffffffffn;
  return e === 0 ? frac : (frac | 0x10000000000000n) << BigInt(e - 1);
}

/** x · 2^e in steps, so that neither a huge nor a tiny power overflows on its own (ldexp). */
export function scale(x: number, e: number): number {
  let r = x, k = e;
  while (k > 1000) { r *= 2 ** 1000; k -= 1000; }
  while (k < -1000) { r *= 2 ** -1000; k += 1000; }
  return r * 2 ** k;
}

/** (-1)^neg * m * 2^e rounded to nearest-even double; m > 0. */
export function roundToDouble(neg: boolean, m: bigint, e: number): number {
  const len = m.toString(2).length;
  const ulpExp = Math.max(len + e - 53, -1074);
  const shift = ulpExp - e;
  let r: number;
  if (shift <= 0) r = scale(Number(m), e);
  else {
    const s = BigInt(shift);
    let q = m >> s;
    const rem = m - (q << s), half = 1n << (s - 1n);
    if (rem > half || (rem === half && (q & 1n) === 1n)) q += 1n;
    r = scale(Number(q), ulpExp);
  }
  return neg ? -r : r;
}

/** A signed BigInt v · 2^-p as the nearest double. */
export function fixedToDouble(v: bigint, p: number): number {
  return v === 0n ? 0 : v < 0n ? roundToDouble(true, -v, -p) : roundToDouble(false, v, -p);
}

export function fma(x: number, y: number, z: number): number {
  if (!Number.isFinite(x) || !Number.isFinite(y) || x === 0 || y === 0) return x * y + z;
  // The exact product of finite numbers is finite even when x * y overflows.
  if (!Number.isFinite(z)) return z;
  const pneg = (x < 0) !== (y < 0);
  const p = units(x) * units(y); // scaled by 2^-2148
  const zz = units(z) << 1074n;
  const sum = (pneg ? -p : p) + (z < 0 ? -zz : zz);
  if (sum === 0n) return 0; // exact cancellation rounds to +0 in round-to-nearest
  return sum < 0n ? roundToDouble(true, -sum, -2148) : roundToDouble(false, sum, -2148);
}

const W = new Uint32Array(bits.buffer); // little-endian: W[0] the low word

/**
 * fmaf: x*y + z rounded once to float, as glibc's (the FMA instruction, or its round-to-odd
 * fallback). Two floats' product is exact in a double and TwoSum gives the sum's exact rest e, so
 * s + e is x*y + z exactly; s rounded to odd (the neighbour towards e when s is even and e is not
 * zero) then to float is the single rounding, a double holding the 2 bits beyond float's 24 that
 * this needs. fround(s) alone rounds twice: wrong when s falls on a float midpoint that e moves off.
 */
export function fmaFloat(x: number, y: number, z: number): number {
  const p = x * y, s = p + z;
  const b = s - p, e = (p - (s - b)) + (z - b);
  if (e === 0 || e !== e) return Math.fround(s);
  bits[0] = s;
  if ((W[0] & 1) === 0) {
    if ((s > 0) === (e > 0)) W[0] |= 1;
    else if (W[0] === 0) { W[0] = 0xffffffff; W[1]--; } else W[0]--;
  }
  return Math.fround(bits[0]);
}

/** IEEE remainder: x - n*y with n the integer nearest x/y (ties to even), always exact. */
export function remainder(x: number, y: number): number {
  if (Number.isNaN(x) || Number.isNaN(y) || !Number.isFinite(x) || y === 0) return NaN;
  if (!Number.isFinite(y)) return x;
  const ay = Math.abs(y);
  let r = Math.abs(x);
  // r mod 2|y| keeps the quotient's parity, which decides ties; JS % is exact (fmod).
  if (ay <= Number.MAX_VALUE / 2) r %= 2 * ay;
  if (ay < 2 ** -1021) {
    // 2r or r - ay/2 could lose bits here; compare with doubled values, exact for tiny operands.
    if (r + r > ay) { r -= ay; if (r + r >= ay) r -= ay; }
  } else {
    const h = 0.5 * ay;
    if (r > h) { r -= ay; if (r >= h) r -= ay; }
  }
  return x < 0 || Object.is(x, -0) ? -r : r;
}
