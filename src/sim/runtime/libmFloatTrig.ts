/**
 * tanf, asinf and acosf as glibc 2.36 computes them on x86-64: fdlibm's float algorithms
 * (flt-32's s_tanf.c with k_tanf.c, e_asinf.c, e_acosf.c), built without FMA, so every float
 * operation rounds on its own (fround after each, as SSE's single-precision instructions do).
 * tanf reduces its argument as sinf does (s_sincosf.h's reduce_fast, here unfused, and
 * reduce_large), to a double whose float parts feed the kernel.
 */
import { floatBits as bitsOf, floatFromBits as fromBits, hexFloat as h, hornerFloat as horner } from './libmFast';
import { largeQuadrant, reduceLarge } from './libmSinCosF';

const f = Math.fround;

const PIO4 = f(7.8539812565e-01), PIO4LO = f(3.7748947079e-08);
const T = [3.3333334327e-01, 1.3333334029e-01, 5.3968254477e-02, 2.1869488060e-02, 8.8632395491e-03, 3.5920790397e-03,
  1.4562094584e-03, 5.8804126456e-04, 2.4646313977e-04, 7.8179444245e-05, 7.1407252108e-05, -1.8558637748e-05,
  2.5907305826e-05].map(f);
/** T[1], T[3]... and T[2], T[4]...: x⁵'s two interleaved series in x⁴. */
const T_ODD = T.filter((_t, i) => i % 2 === 1), T_EVEN = T.filter((_t, i) => i > 0 && i % 2 === 0);

/** k_tanf.c: tan(x + y) (iy 1) or -1/tan(x + y) (iy -1) for |x + y| <= π/4. */
function kernelTanf(x: number, y: number, iy: number): number {
  const hx = bitsOf(x), ix = hx & 0x7fffffff;
  if (ix < 0x39000000) { // |x| < 2^-13
    if ((ix | (iy + 1)) === 0) return 1 / Math.abs(x);
    return iy === 1 ? x : f(-1 / x);
  }
  const big = ix >= 0x3f2ca140; // |x| >= 0.6744: tan(π/4 - |x|) instead
  if (big) {
    if (hx < 0) { x = -x; y = -y; }
    x = f(f(PIO4 - x) + f(PIO4LO - y));
    y = 0;
    if (Math.abs(x) < 2 ** -13) return f((1 - ((hx >> 30) & 2)) * iy * f(1 - f(2 * iy * x)));
  }
  const z = f(x * x), w = f(z * z);
  let r = horner(T_ODD, w);
  const v = f(z * horner(T_EVEN, w));
  let s = f(z * x);
  r = f(y + f(z * f(f(s * f(r + v)) + y)));
  r = f(r + f(T[0] * s));
  const wr = f(x + r);
  if (big) return f((1 - ((hx >> 30) & 2)) * f(iy - f(2 * f(x - f(f(f(wr * wr) / f(wr + iy)) - r)))));
  if (iy === 1) return wr;
  // -1/(x + r) accurately: w and -1/w cut to 12 bits, the rest by one correction.
  const zc = fromBits(bitsOf(wr) & 0xfffff000);
  const vc = f(r - f(zc - x));
  const a = f(-1 / wr);
  const t = fromBits(bitsOf(a) & 0xfffff000);
  s = f(1 + f(t * zc));
  return f(t + f(a * f(s + f(t * vc))));
}

const HPI_INV = h('0x1.45F306DC9C883p+23'), HPI = h('0x1.921FB54442D18p0');

export function tanf(x: number): number {
  x = f(x);
  const ix = bitsOf(x) & 0x7fffffff;
  if (ix <= 0x3f490fda) return kernelTanf(x, 0, 1); // |x| <= π/4
  if (ix >= 0x7f800000) return NaN;
  let d: number, n: number;
  if (ix < 0x42f00000) { // |x| < 120: reduce_fast without FMA (this file is not built with -mfma)
    n = ((Math.trunc(x * HPI_INV) | 0) + 0x800000) >> 24;
    d = x - n * HPI;
  } else {
    d = reduceLarge(bitsOf(x) >>> 0);
    n = largeQuadrant();
    if (x < 0) d = -d;
  }
  const y0 = f(d);
  return kernelTanf(y0, f(d - y0), 1 - ((n & 1) << 1));
}

const PIO2_HI = f(1.57079637050628662109375), PIO2_LO = f(-4.37113900018624283e-8), PIO4_HI = f(0.785398185253143310546875);
const P = [1.666675248e-1, 7.495297643e-2, 4.547037598e-2, 2.417951451e-2, 4.216630880e-2].map(f);
const asinPoly = (t: number): number => f(t * horner(P, t));

export function asinf(x: number): number {
  x = f(x);
  const hx = bitsOf(x), ix = hx & 0x7fffffff;
  if (ix === 0x3f800000) return f(f(x * PIO2_HI) + f(x * PIO2_LO));
  if (ix > 0x3f800000) return NaN;
  if (ix < 0x3f000000) { // |x| < 0.5
    if (ix < 0x32000000) return x;
    return f(x + f(x * asinPoly(f(x * x))));
  }
  const w = f(1 - Math.abs(x)), t = f(w * 0.5);
  let p = asinPoly(t);
  const s = f(Math.sqrt(t));
  let r: number;
  if (ix >= 0x3f79999a) r = f(PIO2_HI - f(f(2 * f(s + f(s * p))) - PIO2_LO)); // |x| > 0.975
  else {
    const wc = fromBits(bitsOf(s) & 0xfffff000);
    const c = f(f(t - f(wc * wc)) / f(s + wc));
    p = f(f(f(2 * s) * p) - f(PIO2_LO - f(2 * c)));
    const q = f(PIO4_HI - f(2 * wc));
    r = f(PIO4_HI - f(p - q));
  }
  return hx > 0 ? r : -r;
}

const PI = f(3.1415925026e+00), PIO2_HI_A = f(1.5707962513e+00), PIO2_LO_A = f(7.5497894159e-08);
const PS = [1.6666667163e-01, -3.2556581497e-01, 2.0121252537e-01, -4.0055535734e-02, 7.9153501429e-04, 3.4793309169e-05].map(f);
const QS = [-2.4033949375e+00, 2.0209457874e+00, -6.8828397989e-01, 7.7038154006e-02].map(f);
/** p(z)/q(z), fdlibm's rational approximation of (acos's) asin(√z)/√z - 1. */
function ratio(z: number): number {
  const p = f(z * horner(PS, z));
  const q = f(1 + f(z * horner(QS, z)));
  return f(p / q);
}

export function acosf(x: number): number {
  x = f(x);
  const hx = bitsOf(x), ix = hx & 0x7fffffff;
  if (ix === 0x3f800000) return hx > 0 ? 0 : f(PI + f(2 * PIO2_LO_A));
  if (ix > 0x3f800000) return NaN;
  if (ix < 0x3f000000) { // |x| < 0.5
    if (ix <= 0x32800000) return f(PIO2_HI_A + PIO2_LO_A);
    const r = ratio(f(x * x));
    return f(PIO2_HI_A - f(x - f(PIO2_LO_A - f(x * r))));
  }
  if (hx < 0) {
    const z = f(f(1 + x) * 0.5), s = f(Math.sqrt(z));
    const w = f(f(ratio(z) * s) - PIO2_LO_A);
    return f(PI - f(2 * f(s + w)));
  }
  const z = f(f(1 - x) * 0.5), s = f(Math.sqrt(z));
  const df = fromBits(bitsOf(s) & 0xfffff000);
  const c = f(f(z - f(df * df)) / f(s + df));
  const w = f(f(ratio(z) * s) + c);
  return f(2 * f(df + w));
}
