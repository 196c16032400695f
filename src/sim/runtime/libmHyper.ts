/**
 * expm1, log1p, sinh, cosh and tanh as glibc 2.36 computes them on x86-64 (Debian 12): the fdlibm
 * algorithms of sysdeps/ieee754/dbl-64 (s_expm1.c, s_log1p.c, e_sinh.c, e_cosh.c, s_tanh.c).
 * Debian's 2.36 carries the release branch's `-fma` builds of expm1 and log1p (ifunc-selected on
 * CPUs with FMA), so fma() stands exactly where that machine code has vfmadd/vfnmadd/vfmsub; the
 * rest rounds once per operation. sinh, cosh and tanh (no FMA build) call those expm1 and exp.
 */
import { exp } from './libmGlibc';
import { fmaFast as fma, fromWords, highWord, lowWord } from './libmFast';

const LN2_HI = 6.93147180369123816490e-01, LN2_LO = 1.90821492927058770002e-10, INVLN2 = 1.44269504088896338700e+00;
const Q1 = -3.33333333333331316428e-02, Q2 = 1.58730158725481460165e-03, Q3 = -7.93650757867487942473e-05,
  Q4 = 4.00821782732936239552e-06, Q5 = -2.01099218183624371326e-07;

/** y with its high word replaced (SET_HIGH_WORD). */
const withHigh = (y: number, hi: number): number => fromWords(hi >>> 0, lowWord(y));

export function expm1(x: number): number {
  let hx = highWord(x);
  const negative = hx >>> 31 === 1;
  hx &= 0x7fffffff;
  if (hx >= 0x4043687a) { // |x| >= 56 ln 2
    if (hx >= 0x40862e42) {
      if (hx >= 0x7ff00000) return x !== x ? x + x : negative ? -1 : x;
      if (x > 7.09782712893383973096e+02) return Infinity;
    }
    if (negative) return 1e-300 - 1;
  }
  let hi: number, lo: number, k: number, c = 0;
  if (hx > 0x3fd62e42) { // |x| > ln2 / 2: x = k ln2 + r
    if (hx < 0x3ff0a2b2) {
      if (!negative) { hi = x - LN2_HI; lo = LN2_LO; k = 1; } else { hi = x + LN2_HI; lo = -LN2_LO; k = -1; }
    } else {
      k = Math.trunc(INVLN2 * x + (negative ? -0.5 : 0.5)); // C's conversion to int truncates
      hi = fma(-k, LN2_HI, x); // exact either way: k·ln2_hi has few bits
      lo = k * LN2_LO;
    }
    x = hi - lo;
    c = (hi - x) - lo;
  } else if (hx < 0x3c900000) {
    return x;
  } else k = 0;
  const hfx = 0.5 * x, hxs = x * hfx;
  const h2 = hxs * hxs;
  const r1 = fma(h2 * h2, fma(hxs, Q5, Q4), fma(h2, fma(hxs, Q3, Q2), fma(hxs, Q1, 1)));
  const t = fma(-r1, hfx, 3);
  let e = hxs * ((r1 - t) / fma(-x, t, 6));
  if (k === 0) return x - fma(x, e, -hxs);
  e = fma(x, e - c, -c);
  e -= hxs;
  if (k === -1) return fma(x - e, 0.5, -0.5);
  if (k === 1) return x < -0.25 ? -2 * (e - (x + 0.5)) : fma(2, x - e, 1);
  let y: number;
  if (k <= -2 || k > 56) {
    y = 1 - (e - x);
    y = withHigh(y, highWord(y) + (k << 20));
    return y - 1;
  }
  if (k < 20) {
    y = fromWords(0x3ff00000 - (0x200000 >> k), 0) - (e - x); // 1 - 2^-k
  } else {
    y = x - (e + fromWords((0x3ff - k) << 20, 0)); // 2^-k
    y += 1;
  }
  return withHigh(y, highWord(y) + (k << 20));
}

const LP1 = 6.666666666666735130e-01, LP2 = 3.999999999940941908e-01, LP3 = 2.857142874366239149e-01,
  LP4 = 2.222219843214978396e-01, LP5 = 1.818357216161805012e-01, LP6 = 1.531383769920937332e-01,
  LP7 = 1.479819860511658591e-01;

export function log1p(x: number): number {
  const hx = highWord(x) | 0, ax = hx & 0x7fffffff;
  let k = 1, f = 0, hu = 0, c = 0;
  if (hx < 0x3fda827a) { // x < 0.41422
    if (ax >= 0x3ff00000) return x === -1 ? -Infinity : NaN; // x <= -1
    if (ax < 0x3e200000) return ax < 0x3c900000 ? x : fma(-(x * x), 0.5, x); // |x| < 2^-29
    if (hx > 0 || hx <= (0xbfd2bec3 | 0)) { k = 0; f = x; hu = 1; } // -0.2929 < x < 0.41422
  } else if (hx >= 0x7ff00000) return x + x;
  if (k !== 0) {
    let u: number;
    if (hx < 0x43400000) {
      u = 1 + x;
      hu = highWord(u);
      k = (hu >> 20) - 1023;
      c = (k > 0 ? 1 - (u - x) : x - (u - 1)) / u; // the rounding error of 1 + x
    } else {
      u = x;
      hu = highWord(u);
      k = (hu >> 20) - 1023;
      c = 0;
    }
    hu &= 0x000fffff;
    if (hu < 0x6a09e) u = withHigh(u, hu | 0x3ff00000); // u in [1, sqrt 2)
    else { k += 1; u = withHigh(u, hu | 0x3fe00000); hu = (0x00100000 - hu) >> 2; }
    f = u - 1;
  }
  const hfsq = 0.5 * f * f;
  if (hu === 0) { // |f| < 2^-20
    if (f === 0) return k === 0 ? 0 : fma(k, LN2_HI, fma(k, LN2_LO, c));
    const R = hfsq * fma(-0.66666666666666666, f, 1);
    return k === 0 ? f - R : fma(k, LN2_HI, -((R - fma(k, LN2_LO, c)) - f));
  }
  const s = f / (2 + f), z = s * s, z2 = z * z, z4 = z2 * z2;
  const R = fma(z4 * z2, fma(z, LP7, LP6), fma(z4, fma(z, LP5, LP4), fma(z, LP1, z2 * fma(z, LP3, LP2))));
  const sr = s * (hfsq + R);
  if (k === 0) return f - (hfsq - sr);
  return fma(k, LN2_HI, -((hfsq - (sr + fma(k, LN2_LO, c))) - f));
}

export function sinh(x: number): number {
  const jx = highWord(x), ix = jx & 0x7fffffff;
  if (ix >= 0x7ff00000) return x + x;
  const h = jx >>> 31 ? -0.5 : 0.5;
  if (ix < 0x40360000) { // |x| < 22
    if (ix < 0x3e300000) return x; // |x| < 2^-28
    const t = expm1(Math.abs(x));
    if (ix < 0x3ff00000) return h * (2 * t - t * t / (t + 1));
    return h * (t + t / (t + 1));
  }
  if (ix < 0x40862e42) return h * exp(Math.abs(x));
  const lx = lowWord(x);
  if (ix < 0x408633ce || (ix === 0x408633ce && lx <= 0x8fb9f87d)) {
    const w = exp(0.5 * Math.abs(x));
    return (h * w) * w; // exp(|x|/2)² overflows only past sinh's own threshold
  }
  return x * 1e307;
}

export function cosh(x: number): number {
  const ix = highWord(x) & 0x7fffffff;
  if (ix < 0x40360000) {
    if (ix < 0x3fd62e43) {
      if (ix < 0x3c800000) return 1;
      const t = expm1(Math.abs(x)), w = 1 + t;
      return 1 + (t * t) / (w + w);
    }
    const t = exp(Math.abs(x));
    return 0.5 * t + 0.5 / t;
  }
  if (ix < 0x40862e42) return 0.5 * exp(Math.abs(x));
  if (ix < 0x408633ce || (ix === 0x408633ce && lowWord(x) <= 0x8fb9f87d)) {
    const w = exp(0.5 * Math.abs(x));
    return (0.5 * w) * w;
  }
  if (ix >= 0x7ff00000) return x * x;
  return Infinity;
}

export function tanh(x: number): number {
  const jx = highWord(x), ix = jx & 0x7fffffff;
  if (ix >= 0x7ff00000) return jx >>> 31 ? 1 / x - 1 : 1 / x + 1;
  let z: number;
  if (ix < 0x40360000) { // |x| < 22
    if (x === 0) return x;
    if (ix < 0x3c800000) return x * (1 + x);
    if (ix >= 0x3ff00000) {
      const t = expm1(2 * Math.abs(x));
      z = 1 - 2 / (t + 2);
    } else {
      const t = expm1(-2 * Math.abs(x));
      z = -t / (t + 2);
    }
  } else z = 1 - 1e-300;
  return jx >>> 31 ? -z : z;
}
