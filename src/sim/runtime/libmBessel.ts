/**
 * j0, y0, j1, y1, jn, yn as glibc 2.36 computes them on x86-64 (fdlibm's e_j0.c and e_j1.c, no FMA
 * build: each operation rounds once): rational fits below 2, above it Hankel's asymptotic form
 * (P cos - Q sin)/sqrt(x) with sin x ± cos x from glibc's own sin and cos, the cancelling one
 * through cos 2x (libmBesselFits.ts holds the fits of P and Q). jn and yn are e_jn.c's recurrences
 * from these. Where glibc sets errno inside them (jn underflowing to 0, yn overflowing), `besselRange`
 * says so for the caller's errno.
 */
import { log } from './libmGlibc';
import { cos, sin } from './libmSinCos';
import { highWord, lowWord } from './libmFast';
import { P0R, P0S, P1R, P1S, Q0R, Q0S, Q1R, Q1S } from './libmBesselFits';

const INVSQRTPI = 5.64189583547756279280e-01, TPI = 6.36619772367581382433e-01;

/** The fit's interval for x >= 2 (ix its high word), -1 beyond 2^28. */
function interval(ix: number): number {
  return ix >= 0x41b00000 ? -1 : ix >= 0x40200000 ? 0 : ix >= 0x40122e8b ? 1 : ix >= 0x4006db6d ? 2 : 3;
}
/** 1 + r/s of pzero/pone. */
function pFit(x: number, ix: number, R: Float64Array[], S: Float64Array[]): number {
  const k = interval(ix);
  if (k < 0) return 1;
  const p = R[k], q = S[k], z = 1 / (x * x), z2 = z * z, z4 = z2 * z2;
  const r = (p[0] + z * p[1]) + z2 * (p[2] + z * p[3]) + z4 * (p[4] + z * p[5]);
  const s = (1 + z * q[0]) + z2 * (q[1] + z * q[2]) + z4 * (q[3] + z * q[4]);
  return 1 + r / s;
}
/** (c + r/s)/x of qzero (c = -1/8) and qone (c = 3/8). */
function qFit(x: number, ix: number, R: Float64Array[], S: Float64Array[], c: number): number {
  const k = interval(ix);
  if (k < 0) return c / x;
  const p = R[k], q = S[k], z = 1 / (x * x), z2 = z * z, z4 = z2 * z2;
  const r = (p[0] + z * p[1]) + z2 * (p[2] + z * p[3]) + z4 * (p[4] + z * p[5]);
  const s = (1 + z * q[0]) + z2 * (q[1] + z * q[2]) + z4 * (q[3] + z * q[4]) + (z4 * z2) * q[5];
  return (c + r / s) / x;
}

let ssOut = 0;
/** sin x - cos x (ssOut) and sin x + cos x (returned), the cancelling one as -cos 2x over the other. */
function sums0(x: number, ix: number): number {
  const s = sin(x), c = cos(x);
  let ss = s - c, cc = s + c;
  if (ix < 0x7fe00000) {
    const z = -cos(x + x);
    if (s * c < 0) cc = z / ss; else ss = z / cc;
  }
  ssOut = ss;
  return cc;
}
/** -sin x - cos x (ssOut) and sin x - cos x (returned), for j1 and y1. */
function sums1(x: number, ix: number): number {
  const s = sin(x), c = cos(x);
  let ss = -s - c, cc = s - c;
  if (ix < 0x7fe00000) {
    const z = cos(x + x);
    if (s * c > 0) cc = z / ss; else ss = z / cc;
  }
  ssOut = ss;
  return cc;
}

const R0 = [0, 0, 1.56249999999999947958e-02, -1.89979294238854721751e-04, 1.82954049532700665670e-06, -4.61832688532103189199e-09];
const S0 = [0, 1.56191029464890010492e-02, 1.16926784663337450260e-04, 5.13546550207318111446e-07, 1.16614003333790000205e-09];

export function j0(x: number): number {
  const ix = highWord(x) & 0x7fffffff;
  if (ix >= 0x7ff00000) return 1 / (x * x);
  x = Math.abs(x);
  if (ix >= 0x40000000) {
    const cc = sums0(x, ix), ss = ssOut;
    if (ix > 0x48000000) return (INVSQRTPI * cc) / Math.sqrt(x);
    const u = pFit(x, ix, P0R, P0S), v = qFit(x, ix, Q0R, Q0S, -0.125);
    return INVSQRTPI * (u * cc - v * ss) / Math.sqrt(x);
  }
  if (ix < 0x3f200000) return ix < 0x3e400000 ? 1 : 1 - 0.25 * x * x;
  const z = x * x, z2 = z * z, z4 = z2 * z2;
  const r = z * R0[2] + z2 * (R0[3] + z * R0[4]) + z4 * R0[5];
  const s = (1 + z * S0[1]) + z2 * (S0[2] + z * S0[3]) + z4 * S0[4];
  if (ix < 0x3ff00000) return 1 + z * (-0.25 + r / s);
  const u = 0.5 * x;
  return (1 + u) * (1 - u) + z * (r / s);
}

const U0 = [-7.38042951086872317523e-02, 1.76666452509181115538e-01, -1.38185671945596898896e-02, 3.47453432093683650238e-04,
  -3.81407053724364161125e-06, 1.95590137035022920206e-08, -3.98205194132103398453e-11];
const V0 = [1.27304834834123699328e-02, 7.60068627350353253702e-05, 2.59150851840457805467e-07, 4.41110311332675467403e-10];

export function y0(x: number): number {
  const hx = highWord(x) | 0, ix = hx & 0x7fffffff;
  if (ix >= 0x7ff00000) return 1 / (x + x * x);
  if ((ix | lowWord(x)) === 0) return -Infinity;
  if (hx < 0) return NaN;
  if (ix >= 0x40000000) {
    const cc = sums0(x, ix), ss = ssOut;
    if (ix > 0x48000000) return (INVSQRTPI * ss) / Math.sqrt(x);
    const u = pFit(x, ix, P0R, P0S), v = qFit(x, ix, Q0R, Q0S, -0.125);
    return INVSQRTPI * (u * ss + v * cc) / Math.sqrt(x);
  }
  if (ix <= 0x3e400000) return U0[0] + TPI * log(x);
  const z = x * x, z2 = z * z, z4 = z2 * z2;
  const u = (U0[0] + z * U0[1]) + z2 * (U0[2] + z * U0[3]) + z4 * (U0[4] + z * U0[5]) + (z4 * z2) * U0[6];
  const v = (1 + z * V0[0]) + z2 * (V0[1] + z * V0[2]) + z4 * V0[3];
  return u / v + TPI * (j0(x) * log(x));
}

const R1 = [-6.25000000000000000000e-02, 1.40705666955189706048e-03, -1.59955631084035597520e-05, 4.96727999609584448412e-08];
const S1 = [0, 1.91537599538363460805e-02, 1.85946785588630915560e-04, 1.17718464042623683263e-06, 5.04636257076217042715e-09,
  1.23542274426137913908e-11];

export function j1(x: number): number {
  const hx = highWord(x) | 0, ix = hx & 0x7fffffff;
  if (ix >= 0x7ff00000) return 1 / x;
  const y = Math.abs(x);
  if (ix >= 0x40000000) {
    const cc = sums1(y, ix), ss = ssOut;
    let z: number;
    if (ix > 0x48000000) z = (INVSQRTPI * cc) / Math.sqrt(y);
    else {
      const u = pFit(y, ix, P1R, P1S), v = qFit(y, ix, Q1R, Q1S, 0.375);
      z = INVSQRTPI * (u * cc - v * ss) / Math.sqrt(y);
    }
    return hx < 0 ? -z : z;
  }
  if (ix < 0x3e400000) return 0.5 * x;
  const z = x * x, z2 = z * z, z4 = z2 * z2;
  const r = (z * R1[0] + z2 * (R1[1] + z * R1[2]) + z4 * R1[3]) * x;
  const s = (1 + z * S1[1]) + z2 * (S1[2] + z * S1[3]) + z4 * (S1[4] + z * S1[5]);
  return x * 0.5 + r / s;
}

const U1 = [-1.96057090646238940668e-01, 5.04438716639811282616e-02, -1.91256895875763547298e-03, 2.35252600561610495928e-05,
  -9.19099158039878874504e-08];
const V1 = [1.99167318236649903973e-02, 2.02552581025135171496e-04, 1.35608801097516229404e-06, 6.22741452364621501295e-09,
  1.66559246207992079114e-11];

export function y1(x: number): number {
  const hx = highWord(x) | 0, ix = hx & 0x7fffffff;
  if (ix >= 0x7ff00000) return 1 / (x + x * x);
  if ((ix | lowWord(x)) === 0) return -Infinity;
  if (hx < 0) return NaN;
  if (ix >= 0x40000000) {
    const cc = sums1(x, ix), ss = ssOut;
    if (ix > 0x48000000) return (INVSQRTPI * ss) / Math.sqrt(x);
    const u = pFit(x, ix, P1R, P1S), v = qFit(x, ix, Q1R, Q1S, 0.375);
    return INVSQRTPI * (u * ss + v * cc) / Math.sqrt(x);
  }
  if (ix <= 0x3c900000) return -TPI / x;
  const z = x * x, z2 = z * z, z4 = z2 * z2;
  const u = (U1[0] + z * U1[1]) + z2 * (U1[2] + z * U1[3]) + z4 * U1[4];
  const v = (1 + z * V1[0]) + z2 * (V1[1] + z * V1[2]) + z4 * (V1[3] + z * V1[4]);
  return x * (u / v) + TPI * (j1(x) * log(x) - 1 / x);
}

/** Set by jn and yn when glibc's __ieee754_jn/yn set errno to ERANGE; the caller reads and clears it. */
export let besselRange = false;
export function clearBesselRange(): void { besselRange = false; }

/** J(n, x): e_jn.c's forward recursion for n <= x, its continued fraction and backward recursion below. */
export function jn(n: number, x: number): number {
  let hx = highWord(x) | 0;
  const ix = hx & 0x7fffffff;
  if (x !== x) return x + x;
  if (n < 0) { n = -n | 0; x = -x; hx ^= 0x80000000; }
  if (n === 0) return j0(x);
  if (n === 1) return j1(x);
  const negative = (n & 1) !== 0 && hx < 0; // odd n takes x's sign
  x = Math.abs(x);
  let b: number;
  if (x === 0 || ix >= 0x7ff00000) return negative ? -0 : 0;
  if (n <= x) {
    if (ix >= 0x52d00000) b = INVSQRTPI * hankel(x, n & 3, true) / Math.sqrt(x); // x > 2^302
    else {
      let a = j0(x);
      b = j1(x);
      for (let i = 1; i < n; i++) { const t = b; b = b * ((i + i) / x) - a; a = t; }
    }
  } else if (ix < 0x3e100000) { // x < 2^-29: the first Taylor term (x/2)^n / n!
    if (n > 33) b = 0;
    else {
      const h = x * 0.5;
      let a = 1;
      b = h;
      for (let i = 2; i <= n; i++) { a *= i; b *= h; }
      b = b / a;
    }
  } else b = backward(n, x);
  let ret = negative ? -b : b;
  if (ret === 0) { ret = negative ? -0 : 0; besselRange = true; }
  return ret;
}

/** e_jn.c for n > x: J(n)/J(n-1) as a continued fraction, recursed down and scaled by j0 or j1. */
function backward(n: number, x: number): number {
  const w = (n + n) / x, h = 2 / x;
  let q0 = w, z = w + h, q1 = w * z - 1, k = 1;
  while (q1 < 1e9) { k += 1; z += h; const tmp = z * q1 - q0; q0 = q1; q1 = tmp; }
  let t = 0;
  for (let i = 2 * (n + k); i >= n + n; i -= 2) t = 1 / (i / x - t);
  let a = t, b = 1;
  const big = !(n * log(Math.abs((2 / x) * n)) < 7.09782712893383973096e+02);
  let di = 2 * (n - 1);
  for (let i = n - 1; i > 0; i--) {
    const temp = b;
    b *= di;
    b = b / x - a;
    a = temp;
    di -= 2;
    // Scaled where the recurrence may overflow (a spurious overflow otherwise), only there, as glibc.
    if (big && b > 1e100) { a /= b; t /= b; b = 1; }
  }
  const z0 = j0(x), w1 = j1(x);
  return Math.abs(z0) >= Math.abs(w1) ? t * z0 / b : t * w1 / a;
}

/** The table of e_jn.c for x > 2^302: √2 cos(x - (2n+1)π/4) (j) or √2 sin(...) (y) from sin x and cos x. */
function hankel(x: number, n3: number, j: boolean): number {
  const s = sin(x), c = cos(x);
  if (j) return n3 === 0 ? c + s : n3 === 1 ? -c + s : n3 === 2 ? -c - s : c - s;
  return n3 === 0 ? s - c : n3 === 1 ? -s - c : n3 === 2 ? -s + c : s + c;
}

/** Y(n, x): e_jn.c's forward recursion from y0 and y1, stopping at -inf. */
export function yn(n: number, x: number): number {
  const hx = highWord(x) | 0, ix = hx & 0x7fffffff;
  if (x !== x) return x + x;
  let sign = 1;
  if (n < 0) { n = -n | 0; sign = 1 - ((n & 1) << 1); }
  if (n === 0) return y0(x);
  if (x === 0) return -sign / 0;
  if (hx < 0) return NaN;
  let ret: number;
  if (n === 1) ret = sign * y1(x);
  else {
    if (ix === 0x7ff00000) return 0;
    let b: number;
    if (ix >= 0x52d00000) b = INVSQRTPI * hankel(x, n & 3, false) / Math.sqrt(x);
    else {
      let a = y0(x);
      b = y1(x);
      for (let i = 1; i < n && b !== -Infinity; i++) { const t = b; b = ((i + i) / x) * b - a; a = t; }
      if (!Number.isFinite(b)) besselRange = true;
    }
    ret = sign > 0 ? b : -b;
  }
  return ret;
}
