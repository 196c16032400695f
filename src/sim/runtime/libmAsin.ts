/**
 * asin and acos as glibc 2.36's `-fma` builds compute them on x86-64 (IBM's accurate library,
 * e_asin.c): an odd Taylor polynomial below 1/8; on [1/8, 0.96875) a polynomial around the
 * nearest expansion point of asincos.tbl (libmAsinTable.ts), of more terms nearer 1; above that,
 * π/2 - 2 asin(sqrt((1 - |x|)/2)) with the square root from root.tbl's guess, two Newton steps and
 * a double-double correction. fma() stands where gcc fused a*b + c in those builds.
 */
import { ASNCS as X, INROOT } from './libmAsinTable';
import { fmaFast as fma, highWord, lowWord, pow2 } from './libmFast';

const F1 = 1.66666666666664110590506577996662E-01, F2 = 7.50000000026122686814431784722623E-02,
  F3 = 4.46428561421059750978517350006940E-02, F4 = 3.03821268582119319911193410625235E-02,
  F5 = 2.23551211026525610742786300334557E-02, F6 = 1.81382903404565056280372531963613E-02;
const RT0 = 9.99999999859990725855365213134618E-01, RT1 = 4.99999999495955425917856814202739E-01,
  RT2 = 3.75017500867345182581453026130850E-01, RT3 = 3.12523626554518656309172508769531E-01;
const HP0 = Math.PI / 2, HP1 = 6.123233995736766e-17; // π/2 = HP0 + HP1
const T24 = 16777216, T27 = 134217728;

/** f1 + v (f2 + v (... + v f6)), asin(x)/x - 1 over v = x². */
const taylor = (v: number): number => fma(fma(fma(fma(fma(F6, v, F5), v, F4), v, F3), v, F2), v, F1);

/** The expansion's row for |x| in [1/8, 0.96875) (k = |x|'s high word): its index n in X, and the
 * index of its highest coefficient in `last`. */
let last = 0;
function rowOf(k: number): number {
  let n: number;
  if (k < 0x3fe00000) { n = k < 0x3fd00000 ? 11 * ((k & 0x000fffff) >> 15) : 11 * ((k & 0x000fffff) >> 14) + 352; last = n + 6; }
  else if (k < 0x3fe80000) { n = 1056 + ((k & 0x000fe000) >> 11) * 3; last = n + 7; }
  else if (k < 0x3fed8000) { n = 992 + ((k & 0x000fe000) >> 13) * 13; last = n + 8; }
  else if (k < 0x3fee8000) { n = 884 + ((k & 0x000fe000) >> 13) * 14; last = n + 9; }
  else { n = 768 + ((k & 0x000fe000) >> 13) * 15; last = n + 10; }
  return n;
}
/** The expansion's sum around X[n] less its value X[last + 2], at xx = |x| - X[n]. */
function expansion(n: number, xx: number): number {
  let h = X[last];
  for (let j = last - 1; j >= n + 2; j--) h = fma(xx, h, X[j]);
  return fma(X[n + 1], xx, fma(xx * xx, h, X[last + 1]));
}

let tail = 0;
/** sqrt(z) for z = (1 - |x|)/2 <= 1/64 as y (24 bits) + tail; also returns p = asin's series at z. */
function halfRoot(z: number, splitter: 'c24' | 'c27'): number {
  const k = highWord(z);
  let t = INROOT[(k & 0x001fffff) >> 14] * pow2(511 - (k >> 21));
  const r = fma(-(t * t), z, 1);
  t = t * fma(r, fma(r, fma(r, RT3, RT2), RT1), RT0);
  const c = t * z;
  t = c * fma(-(0.5 * t), c, 1.5);
  const y = splitter === 'c24' ? (c + T24) - T24 : (T27 * c + c) - T27 * c;
  tail = fma(-y, y, z) / (t + y);
  return y;
}

export function asin(x: number): number {
  const m = highWord(x) | 0, k = m & 0x7fffffff;
  if (k < 0x3e500000) return x;
  if (k < 0x3fc00000) { const x2 = x * x; return fma(taylor(x2), x2 * x, x); }
  if (k < 0x3fef0000) {
    const n = rowOf(k), res = X[last + 2] + expansion(n, (m > 0 ? x : -x) - X[n]);
    return m > 0 ? res : -res;
  }
  if (k < 0x3ff00000) {
    const z = 0.5 * (m > 0 ? 1 - x : 1 + x);
    const y = halfRoot(z, 'c24'), cc = tail, p = taylor(z) * z;
    // -2·cc and -2·y are exact: those two fused operations round once as a subtraction does.
    const cor = fma(-(2 * (y + cc)), p, HP1 - 2 * cc);
    const res = (HP0 - 2 * y) + cor;
    return m > 0 ? res : -res;
  }
  if (k === 0x3ff00000 && lowWord(x) === 0) return m > 0 ? HP0 : -HP0;
  return NaN; // |x| > 1 or NaN
}

export function acos(x: number): number {
  const m = highWord(x) | 0, k = m & 0x7fffffff;
  if (k < 0x3c880000) return HP0;
  if (k < 0x3fc00000) {
    const x2 = x * x, r = HP0 - x;
    return r + fma(-taylor(x2), x2 * x, ((HP0 - r) - x) + HP1);
  }
  if (k < 0x3fef0000) {
    const n = rowOf(k), t = expansion(n, (m > 0 ? x : -x) - X[n]), v = X[last + 2];
    return m > 0 ? (HP0 - v) + (HP1 - t) : (HP0 + v) + (HP1 + t);
  }
  if (k < 0x3ff00000) {
    const z = 0.5 * (m > 0 ? 1 - x : 1 + x);
    const y = halfRoot(z, 'c27'), cc = tail, p = taylor(z) * z;
    // Unlike asin's, these last products are not fused in glibc's machine code.
    const res = m < 0 ? (HP0 - y) + ((HP1 - cc) - (y + cc) * p) : y + (cc + p * (y + cc));
    return res + res;
  }
  if (k === 0x3ff00000 && lowWord(x) === 0) return m > 0 ? 0 : 2 * HP0;
  return NaN;
}
