/**
 * sin and cos as glibc 2.36's `-fma` build computes them on x86-64 (IBM's accurate library,
 * s_sin.c): a table of sin and cos at i/128 in double-double, Taylor corrections, reduction by
 * π/2 in three or four parts, and __branred's reduction through 2/π's digits beyond 10^8 (that one
 * compiled without FMA). Fused operations are exactly the machine code's vfmadd/vfnmadd. The
 * table, π/2's parts and 2/π's digits are computed here in BigInt at load.
 */
import { fixedToDouble, roundToDouble } from './libmExact';
import { toFixed } from './libmExp';
import { fmaFast as fma, highWord, lowWord } from './libmFast';

const P = 2000; // bits of π: 2/π's digits reach 2^-1800 for arguments near 2^1024

/** atan(1/q) · 2^P (Machin's terms). */
function atanInv(q: bigint): bigint {
  const one = 1n << BigInt(P + 16);
  let term = one / q, sum = 0n, n = 1n;
  const q2 = q * q;
  for (let sign = 1n; term !== 0n; sign = -sign, n += 2n) { sum += (sign * term) / n; term /= q2; }
  return sum >> 16n;
}
const PI = 16n * atanInv(5n) - 4n * atanInv(239n);

/** v · 2^-p rounded to `bits` significant bits. */
function roundBits(v: bigint, p: number, bits: number): number {
  const neg = v < 0n, m = neg ? -v : v;
  const drop = BigInt(Math.max(0, m.toString(2).length - bits));
  const q = (m + ((1n << drop) >> 1n)) >> drop;
  const r = roundToDouble(false, q, Number(drop) - p);
  return neg ? -r : r;
}

/* π/2 in parts: hp0 + hp1 (106 bits); mp1 + mp2 + pp3 + pp4 with few-bit leading parts so that
 * xn · part is exact for the reduction's multiples xn < 2^27. */
const HALF_PI = PI >> 1n;
const HP0 = fixedToDouble(HALF_PI, P);
const HP1 = fixedToDouble(HALF_PI - toFixed(HP0, P), P);
const MP1 = roundBits(HALF_PI, P, 26);
const MP2 = roundBits(HALF_PI - toFixed(MP1, P), P, 27);
const PP3 = roundBits(HALF_PI - toFixed(MP1, P) - toFixed(MP2, P), P, 26);
const PP4 = fixedToDouble(HALF_PI - toFixed(MP1, P) - toFixed(MP2, P) - toFixed(PP3, P), P);
const BR_MP2 = roundBits(HALF_PI - toFixed(MP1, P), P, 24); // __branred's own split
const HPINV = fixedToDouble((1n << BigInt(2 * P + 1)) / PI, P); // 2/π
const TOINT = 0x18000000000000;
const BIG = 1.5 * 2 ** 45; // 1.5 · 2^45: rounds |x| to a multiple of 1/128

/* sin(i/128), cos(i/128) for i ≤ 109 as sn + ssn, cs + ccs. */
const TAB = new Float64Array(440);
{
  const p = 256, one = 1n << BigInt(p);
  for (let i = 0; i < 110; i++) {
    const x = (one * BigInt(i)) / 128n;
    let s = 0n, c = 0n, term = one;
    for (let n = 0n; term !== 0n; n++) {
      if (n % 2n === 0n) c += n % 4n === 0n ? term : -term; else s += n % 4n === 1n ? term : -term;
      term = (term * x >> BigInt(p)) / (n + 1n);
    }
    const sn = fixedToDouble(s, p), cs = fixedToDouble(c, p);
    TAB.set([sn, fixedToDouble(s - toFixed(sn, p), p), cs, fixedToDouble(c - toFixed(cs, p), p)], 4 * i);
  }
}
/* 2/π in base 2^24 digits, for __branred. */
const TOVERP = new Float64Array(75);
{
  let rest = (1n << BigInt(2 * P + 1)) / PI; // 2/π · 2^P
  for (let i = 0; i < 75; i++) {
    const shift = BigInt(P - 24 * (i + 1));
    const d = rest >> shift;
    TOVERP[i] = Number(d);
    rest -= d << shift;
  }
}

const SN3 = -1.66666666666664880952546298448555e-01, SN5 = 8.33333214285722277379541354343671e-03;
const CS2 = 0.5, CS4 = -4.16666666666664434524222570944589e-02, CS6 = 1.38888874007937613028114285595617e-03;
const S1 = -0.16666666666666666, S2 = 0.0083333333333323288, S3 = -0.00019841269834414642, S4 = 2.755729806860771e-06,
  S5 = -2.5022014848318398e-08;

/** sin(x + dx) for |x| < 0.855469 (do_sin). */
function doSin(x: number, dx: number): number {
  const ax = Math.abs(x);
  if (ax < 0.126) {
    const xx = x * x;
    const poly = fma(xx, fma(xx, fma(xx, fma(xx, S5, S4), S3), S2), S1);
    return x + fma(xx, fma(poly, x, -(0.5 * dx)), dx);
  }
  if (x <= 0) dx = -dx;
  const u = BIG + ax, k = 4 * (u - BIG) * 128;
  const xr = ax - (u - BIG);
  const xx = xr * xr;
  const s = xr + fma(xr * xx, fma(xx, SN5, SN3), dx);
  const c = fma(dx, xr, xx * fma(xx, fma(xx, CS6, CS4), CS2));
  const sn = TAB[k], ssn = TAB[k + 1], cs = TAB[k + 2], ccs = TAB[k + 3];
  const cor = fma(s, cs, fma(-c, sn, fma(s, ccs, ssn)));
  const r = sn + cor;
  return x < 0 || Object.is(x, -0) ? -Math.abs(r) : Math.abs(r);
}

/** cos(x + dx) for |x| < 0.855469 (do_cos). */
function doCos(x: number, dx: number): number {
  if (x < 0) dx = -dx;
  const ax = Math.abs(x);
  const u = BIG + ax, k = 4 * (u - BIG) * 128;
  const xr = (ax - (u - BIG)) + dx;
  const xx = xr * xr;
  const s = fma(xr * xx, fma(xx, SN5, SN3), xr);
  const c = xx * fma(xx, fma(xx, CS6, CS4), CS2);
  const sn = TAB[k], ssn = TAB[k + 1], cs = TAB[k + 2], ccs = TAB[k + 3];
  const cor = fma(-s, sn, fma(-c, cs, fma(-s, ssn, ccs)));
  return cs + cor;
}

let reducedTail = 0;
/** x = n π/2 + a + reducedTail for |x| < 105414350; returns a, n in nQuadrant (reduce_sincos). */
let nQuadrant = 0;
function reduce(x: number): number {
  const t = fma(x, HPINV, TOINT);
  const xn = t - TOINT;
  nQuadrant = lowWord(t) & 3;
  // |xn| <= 2^26 + 27 here (27 bits), MP1 and PP3 have 26 bits: those products are exact, so the
  // machine's fused operations are a subtraction's one rounding (an emulated fma costs ~30 flops).
  const y = fma(-xn, MP2, x - xn * MP1);
  const t2 = y - xn * PP3;
  let db = (y - t2) - xn * PP3;
  const b = fma(-xn, PP4, t2);
  db += fma(-xn, PP4, t2 - b);
  reducedTail = db;
  return b;
}

/** __branred: x = n π/2 + a + reducedTail for any finite x, with 2/π's digits (no FMA). */
function branred(x0: number): number {
  const SPLIT = 134217729, big = 6755399441055744, big1 = 27021597764222976;
  const x = x0 * 2 ** -600;
  const t0 = x * SPLIT;
  const x1 = t0 - (t0 - x), x2 = x - x1;
  const part = (xp: number): [number, number, number] => {
    let k = (((highWord(xp) >>> 20) & 2047) - 450) / 24 | 0;
    if (k < 0) k = 0;
    let gor = 2 ** (576 - 24 * k);
    const r = new Array<number>(6);
    for (let i = 0; i < 6; i++) { r[i] = xp * TOVERP[k + i] * gor; gor *= 2 ** -24; }
    let sum = 0;
    for (let i = 0; i < 3; i++) { const s = (r[i] + big) - big; sum += s; r[i] -= s; }
    let t = 0;
    for (let i = 0; i < 6; i++) t += r[5 - i];
    let bb = (((((r[0] - t) + r[1]) + r[2]) + r[3]) + r[4]) + r[5];
    let s = (t + big) - big;
    sum += s;
    t -= s;
    const b = t + bb;
    bb = (t - b) + bb;
    s = (sum + big1) - big1;
    sum -= s;
    return [b, bb, sum];
  };
  const [b1, bb1, sum1] = part(x1);
  const [b2, bb2, sum2] = part(x2);
  let sum = sum1 + sum2, b = b1 + b2;
  let bb = Math.abs(b1) > Math.abs(b2) ? (b1 - b) + b2 : (b2 - b) + b1;
  if (b > 0.5) { b -= 1; sum += 1; } else if (b < -0.5) { b += 1; sum -= 1; }
  let s = b + (bb + bb1 + bb2);
  let t = ((b - s) + bb) + (bb1 + bb2);
  b = s * SPLIT;
  const t1 = b - (b - s), t2 = s - t1;
  b = s * HP0;
  bb = (((t1 * MP1 - b) + t1 * BR_MP2) + t2 * MP1) + (t2 * BR_MP2 + s * HP1 + t * HP0);
  s = b + bb;
  t = (b - s) + bb;
  reducedTail = t;
  nQuadrant = Math.trunc(sum) & 3;
  return s;
}

/** __branred for tan: out[0] + out[1] = x - n π/2, out[2] = n mod 4. */
export function branredInto(x: number, out: Float64Array): void {
  out[0] = branred(x);
  out[1] = reducedTail;
  out[2] = nQuadrant;
}

function quadrant(a: number, da: number, n: number): number {
  const r = n & 1 ? doCos(a, da) : doSin(a, da);
  return n & 2 ? -r : r;
}

export function sin(x: number): number {
  const k = highWord(x) & 0x7fffffff;
  if (k < 0x3e500000) return x;
  if (k < 0x3feb6000) return doSin(x, 0);
  if (k < 0x400368fd) {
    const t = HP0 - Math.abs(x);
    const r = doCos(t, HP1);
    return x < 0 ? -Math.abs(r) : Math.abs(r);
  }
  if (k < 0x419921fb) { const a = reduce(x); return quadrant(a, reducedTail, nQuadrant); }
  if (k < 0x7ff00000) { const a = branred(x); return quadrant(a, reducedTail, nQuadrant); }
  return NaN;
}

export function cos(x: number): number {
  const k = highWord(x) & 0x7fffffff;
  if (k < 0x3e400000) return 1;
  if (k < 0x3feb6000) return doCos(x, 0);
  if (k < 0x400368fd) {
    const y = HP0 - Math.abs(x);
    const a = y + HP1;
    return doSin(a, (y - a) + HP1);
  }
  if (k < 0x419921fb) { const a = reduce(x); return quadrant(a, reducedTail, nQuadrant + 1); }
  if (k < 0x7ff00000) { const a = branred(x); return quadrant(a, reducedTail, nQuadrant + 1); }
  return NaN;
}

/** Exposed for the load-time check against glibc's constants in the tests. */
export const sinCosConstants = { HP0, HP1, MP1, MP2, PP3, PP4, BR_MP2, HPINV, TAB, TOVERP };
