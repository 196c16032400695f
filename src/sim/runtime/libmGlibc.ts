/**
 * exp, exp2, pow and log as glibc 2.36 computes them on x86-64 (Debian 12), so that programs print
 * the same last digits as their gcc build. glibc's libm picks its `-fma` builds of exp, log and
 * pow on CPUs with FMA (exp2 has none): the ports below fuse a*b+c (fmaFast) exactly where that
 * machine code has vfmadd and nowhere else. The tables are computed here from their definitions
 * (2^(k/128), and log of 1/c where 1/c has few bits), in BigInt once at load; the polynomial
 * coefficients are the published minimax fits the algorithms were designed with.
 */
import { fixedToDouble as toDouble, roundToDouble } from './libmExact';
import { expFixed, ln2Fixed, toFixed } from './libmExp';
import { logTable } from './libmLog';
import { fmaFast as fma, fromWords, hexFloat as h, highWord, lowWord, pow2 } from './libmFast';

const N = 128;
const P = 200; // fixed-point bits of the table computations

const fixedToDouble = (v: bigint): number => toDouble(v, P);
const doubleToFixed = (x: number): bigint => toFixed(x, P);

/* exp's table: 2^(k/N) = H[k] (1 + T[k]) with H[k] the nearest double. */
const H = new Float64Array(N), T = new Float64Array(N);
{
  const L = ln2Fixed(P);
  for (let k = 0; k < N; k++) {
    const M = expFixed((L * BigInt(k)) / BigInt(N), P);
    const hk = fixedToDouble(M);
    const Hf = doubleToFixed(hk);
    H[k] = hk;
    T[k] = fixedToDouble(((M - Hf) << BigInt(P)) / Hf);
  }
}
/** 2^(k/128) as the nearest double, 0 <= k < 128 (exp's table; expf's and powf's too). */
export const twoToKOver128 = (k: number): number => H[k];
const LN2 = ln2Fixed(P);
/** ln 2 rounded to a multiple of 2^-q, and the rest as a double. */
function ln2Split(q: number): [number, number] {
  const unit = 1n << BigInt(P - q);
  const hiFixed = ((LN2 + unit / 2n) / unit) * unit;
  return [Number(hiFixed / unit) * 2 ** -q, fixedToDouble(LN2 - hiFixed)];
}
const INV_LN2_N = roundToDouble(false, (1n << BigInt(2 * P)) / LN2, -P) * N;
const [LN2_HI36, LN2_LO36] = ln2Split(36);
const NEG_LN2_HI_N = -LN2_HI36 / N, NEG_LN2_LO_N = -LN2_LO36 / N;
const SHIFT = 0x18000000000000; // 1.5 · 2^52: adding it rounds to an integer
const C2 = h('0x1.ffffffffffdbdp-2'), C3 = h('0x1.555555555543cp-3'), C4 = h('0x1.55555cf172b91p-5'), C5 = h('0x1.1111167a4d017p-7');
const E2 = [h('0x1.62e42fefa39efp-1'), h('0x1.ebfbdff82c424p-3'), h('0x1.c6b08d70cf4b5p-5'), h('0x1.3b2abd24650ccp-7'), h('0x1.5d7e09b4e3a84p-10')];

/**
 * scale · (1 + tmp) where scale = ±2^(k/N)'s table part times 2^e, for results near overflow or
 * in the subnormal range, rounding once as glibc's specialcase does.
 */
function expSpecial(tmp: number, k: number, neg: boolean, fused: boolean): number {
  const j = k & (N - 1), e = (k - j) / N;
  if (k >= 0) {
    const s = (neg ? -H[j] : H[j]) * pow2(e - 1009);
    return (fused ? fma(s, tmp, s) : s + s * tmp) * 2 ** 1009;
  }
  const s = (neg ? -H[j] : H[j]) * pow2(e + 1022);
  const st = s * tmp;
  let y = s + st;
  if (Math.abs(y) < 1) {
    const one = y < 0 ? -1 : 1;
    let lo = s - y + st;
    const hi = one + y;
    lo = one - hi + y + lo;
    y = (hi + lo) - one;
    if (y === 0) y = neg ? -0 : 0;
  }
  return 2 ** -1022 * y;
}

/** exp(x + xtail) with the sign of neg, for exp and pow (exp_inline). */
function expCore(x: number, xtail: number, neg: boolean): number {
  let abstop = (highWord(x) >>> 20) & 0x7ff;
  let special = false;
  if (abstop - 0x3c9 >>> 0 >= 0x408 - 0x3c9) {
    if (abstop < 0x3c9) { const one = 1 + x; return neg ? -one : one; }
    if (abstop >= 0x409) return x < 0 ? (neg ? -0 : 0) : neg ? -Infinity : Infinity;
    special = true;
  }
  const kd0 = fma(x, INV_LN2_N, SHIFT);
  const kd = kd0 - SHIFT;
  // kd · NEG_LN2_HI_N is exact below |kd| = 2^17 (36 + 17 bits), so the first fma is a sum there.
  let r = fma(kd, NEG_LN2_LO_N, special ? fma(kd, NEG_LN2_HI_N, x) : x + kd * NEG_LN2_HI_N);
  if (xtail !== 0) r = xtail + r;
  const j = kd & (N - 1);
  const r2 = r * r;
  const tmp = fma(r2 * r2, fma(r, C5, C4), fma(r2, fma(r, C3, C2), r + T[j]));
  if (special) return expSpecial(tmp, kd, neg, true);
  const s = (neg ? -H[j] : H[j]) * pow2((kd - j) / N);
  return fma(s, tmp, s);
}

export function exp(x: number): number {
  if (x === -Infinity) return 0;
  if (x !== x || x === Infinity) return 1 + x;
  return expCore(x, 0, false);
}

/** exp2 has no FMA build in glibc 2.36: plain SSE2 arithmetic, each operation rounded. */
export function exp2(x: number): number {
  let abstop = (highWord(x) >>> 20) & 0x7ff;
  let special = false;
  if (abstop - 0x3c9 >>> 0 >= 0x408 - 0x3c9) {
    if (abstop < 0x3c9) return 1 + x;
    if (abstop >= 0x409) {
      if (x === -Infinity) return 0;
      if (abstop >= 0x7ff) return 1 + x;
      if (x > 0) return Infinity;
      if (x <= -1075) return 0;
    }
    if (Math.abs(x) > 928) special = true;
  }
  const kd0 = x + SHIFT / N;
  const kd = kd0 - SHIFT / N; // k/N
  const k = kd * N;
  const r = x - kd;
  const j = k & (N - 1);
  const r2 = r * r;
  const tmp = T[j] + r * E2[0] + r2 * (E2[1] + r * E2[2]) + r2 * r2 * (E2[3] + r * E2[4]);
  if (special) return expSpecialExp2(tmp, k);
  const s = H[j] * pow2((k - j) / N);
  return s + s * tmp;
}
function expSpecialExp2(tmp: number, k: number): number {
  if (k >= 0) {
    const j = k & (N - 1), s = H[j] * pow2((k - j) / N - 1);
    return 2 * (s + s * tmp);
  }
  return expSpecial(tmp, k, false, false);
}

/* pow's logarithm table: 1/c has few bits so that z/c - 1 is exact; log(c) split so that
 * k·ln2hi + logc is exact. */
const OFF_HI = 0x3fe69555;
const INVC = new Float64Array(N), LOGC = new Float64Array(N), LOGCTAIL = new Float64Array(N);
/** ln(j / d) · 2^P for small positive integers, by the atanh series. */
function lnRatio(j: number, d: number): bigint {
  // Summed for |j - d| so that the shifts truncate toward zero and the terms reach 0.
  const num = BigInt(Math.abs(j - d)), den = BigInt(j + d), one = 1n << BigInt(P + 8);
  const s = (num * one) / den, s2 = (s * s) >> BigInt(P + 8);
  let term = s, sum = 0n;
  for (let n = 1n; term !== 0n; n += 2n) { sum += term / n; term = (term * s2) >> BigInt(P + 8); }
  return j < d ? -((2n * sum) >> 8n) : (2n * sum) >> 8n;
}
{
  for (let i = 0; i < N; i++) {
    const a = fromWords(OFF_HI + (i << 13), 0), b = fromWords(OFF_HI + ((i + 1) << 13), 0);
    const center = (a + b) / 2;
    const twoN = center < 1 ? N : 2 * N;
    const j = Math.round(twoN / center);
    INVC[i] = j / twoN;
    const logc = -lnRatio(j, twoN); // log(c) = -log(1/c)
    const unit = 1n << BigInt(P - 43);
    const q = logc >= 0n ? (logc + unit / 2n) / unit : -((-logc + unit / 2n) / unit);
    LOGC[i] = Number(q) * 2 ** -43;
    LOGCTAIL[i] = fixedToDouble(logc - q * unit);
  }
}
const [LN2_HI43, LN2_LO43] = ln2Split(43);
const A0 = -0.5, A1 = h('0x1.555555555556p-2') * -2, A2 = h('-0x1.0000000000006p-2') * -2, A3 = h('0x1.999999959554ep-3') * 4,
  A4 = h('-0x1.555555529a47ap-3') * 4, A5 = h('0x1.2495b9b4845e9p-3') * -8, A6 = h('-0x1.0002b8b263fc3p-3') * -8;

let logTail = 0;
/** log(x) as hi + logTail (about 68 bits), x positive normal given as its words (log_inline). */
function logCore(hi: number, lo: number): number {
  const tmp = (hi - OFF_HI) | 0;
  const i = (tmp >>> 13) & (N - 1);
  const kd = tmp >> 20;
  const z = fromWords(((hi - (tmp & 0xfff00000)) | 0) >>> 0, lo);
  const invc = INVC[i];
  const r = fma(z, invc, -1);
  const t1 = kd * LN2_HI43 + LOGC[i]; // exact by the table's design: fusing changes nothing
  const lo1 = fma(kd, LN2_LO43, LOGCTAIL[i]);
  const ar = A0 * r, ar2 = r * ar, ar3 = r * ar2;
  const t2 = r + t1, lo2 = (t1 - t2) + r;
  const lo3 = fma(ar, r, -ar2);
  const hiSum = t2 + ar2, lo4 = (t2 - hiSum) + ar2;
  const q = fma(ar2, fma(fma(r, A6, A5), ar2, fma(r, A4, A3)), fma(r, A2, A1));
  const loSum = fma(ar3, q, ((lo1 + lo2) + lo3) + lo4);
  const y = hiSum + loSum;
  logTail = (hiSum - y) + loSum;
  return y;
}

/** 0 if y is not an integer, 1 if odd, 2 if even (y finite, non-zero). */
function checkint(y: number): number {
  if (!Number.isInteger(y)) return 0;
  return Math.abs(y) < 2 ** 53 && y % 2 !== 0 ? 1 : 2;
}

export function pow(x: number, y: number): number {
  let hx = highWord(x), lx = lowWord(x);
  const hy = highWord(y);
  let topx = hx >>> 20;
  const topy = hy >>> 20;
  let neg = false;
  if (topx - 1 >>> 0 >= 0x7fe || ((topy & 0x7ff) - 0x3be) >>> 0 >= 0x80) {
    if (y === 0 || !Number.isFinite(y)) {
      if (y === 0) return 1;
      if (x === 1) return 1;
      if (x !== x || y !== y) return x + y;
      const ax = Math.abs(x);
      if (ax === 1) return 1;
      if ((ax < 1) === (y > 0)) return 0;
      return y * y;
    }
    if (x === 0 || !Number.isFinite(x)) {
      let x2 = x * x;
      if ((x < 0 || Object.is(x, -0)) && checkint(y) === 1) x2 = -x2;
      return y < 0 ? 1 / x2 : x2;
    }
    if (x < 0) {
      const yint = checkint(y);
      if (yint === 0) return NaN;
      if (yint === 1) neg = true;
      hx &= 0x7fffffff;
      topx &= 0x7ff;
    }
    if (((topy & 0x7ff) - 0x3be) >>> 0 >= 0x80) {
      const ax = Math.abs(x);
      if (ax === 1) return 1;
      if ((topy & 0x7ff) < 0x3be) return ax > 1 ? 1 + y : 1 - y;
      return (ax > 1) === (y > 0) ? Infinity : 0;
    }
    if (topx === 0) {
      // Subnormal x: normalise, carrying the exponent below zero into the high word.
      const xs = Math.abs(x) * 2 ** 52;
      hx = (highWord(xs) - (52 << 20)) | 0;
      lx = lowWord(xs);
    }
  }
  const lhi = logCore(hx, lx), ltail = logTail;
  const ehi = y * lhi;
  const elo = fma(y, ltail, fma(y, lhi, -ehi));
  return expCore(ehi, elo, neg);
}

/** glibc's log for x in (1 - 2^-4, 1 + 0x1.09p-4): a degree-12 polynomial in r = x - 1 with r²/2 split. */
function logNear1(x: number): number {
  const r = x - 1, r2 = r * r, r3 = r * r2;
  const q = fma(r3, B[10], fma(r2, B[9], fma(r, B[8], B[7])));
  const p = fma(fma(q, r3, fma(r2, B[6], fma(r, B[5], B[4]))), r3, fma(r2, B[3], fma(r, B[2], B[1])));
  const w = r * 2 ** 27, rhi = (r + w) - w, rlo = r - rhi;
  const ww = rhi * rhi * B[0]; // exact: rhi has 26 bits
  const hi = r + ww;
  let lo = (r - hi) + ww;
  lo = fma(B[0] * rlo, rhi + r, lo);
  return hi + fma(p, r3, lo);
}

/** log: glibc's e_log.c, near 1 here, elsewhere with its table (libmLog.ts). */
const B = ['-0x1p-1', '0x1.5555555555577p-2', '-0x1.ffffffffffdcbp-3', '0x1.999999995dd0cp-3', '-0x1.55555556745a7p-3',
  '0x1.24924a344de3p-3', '-0x1.fffffa4423d65p-4', '0x1.c7184282ad6cap-4', '-0x1.999eb43b068ffp-4', '0x1.78182f7afd085p-4',
  '-0x1.5521375d145cdp-4'].map(h);
export function log(x: number): number {
  if (x === 1) return 0;
  if (x >= 0.9375 && x < 1.064697265625) return logNear1(x);
  if (!(x > 0) || x === Infinity) return x === 0 ? -Infinity : x === Infinity ? x : NaN;
  let hx = highWord(x), lx = lowWord(x);
  if (hx < 0x00100000) {
    const xs = x * 2 ** 52;
    hx = (highWord(xs) - (52 << 20)) | 0;
    lx = lowWord(xs);
  }
  return logTable(hx, lx);
}

/* log10 (e_log10.c, built without FMA) over log: x = 2^y m with m in [1, 2), or [1/2, 1) for x < 1. */
const LN10 = 3n * LN2 + lnRatio(5, 4);
const LOG10_2 = (LN2 << BigInt(P)) / LN10;
const IVLN10 = fixedToDouble((1n << BigInt(2 * P)) / LN10);
const LOG10_2HI = Number(LOG10_2 >> BigInt(P - 41)) * 2 ** -41; // truncated to 39 bits: y · hi is exact
const LOG10_2LO = fixedToDouble(LOG10_2 - doubleToFixed(LOG10_2HI));
export function log10(x: number): number {
  if (x === 0) return -Infinity;
  if (!(x >= 0)) return NaN;
  if (x === Infinity) return x;
  let k = 0;
  if (x < 2 ** -1022) { k = -54; x *= 2 ** 54; }
  let hx = highWord(x);
  k += (hx >>> 20) - 1023;
  const i = k < 0 ? 1 : 0;
  hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
  const y = k + i;
  const z = y * LOG10_2LO + IVLN10 * log(fromWords(hx, lowWord(x)));
  return z + y * LOG10_2HI;
}

/* cbrt (s_cbrt.c, no FMA build): a degree-6 guess on the mantissa in [1/2, 1), one Halley step,
 * the exponent's remainder by three as a power of 2^(1/3). */
const CBRT2 = 1.2599210498948731648, SQR_CBRT2 = 1.5874010519681994748;
const CBRT_FACTOR = [1 / SQR_CBRT2, 1 / CBRT2, 1, CBRT2, SQR_CBRT2];
export function cbrt(x: number): number {
  if (x === 0 || !Number.isFinite(x)) return x + x;
  let xm = Math.abs(x), xe = 0;
  if (xm < 2 ** -1022) { xm *= 2 ** 54; xe = -54; }
  const e = ((highWord(xm) >>> 20) & 0x7ff) - 1022;
  xm = fromWords((highWord(xm) & 0x800fffff) | (1022 << 20), lowWord(xm)); // frexp: [1/2, 1)
  xe += e;
  const u = 0.354895765043919860 + (1.50819193781584896 + (-2.11499494167371287 + (2.44693122563534430 +
    (-1.83469277483613086 + (0.784932344976639262 - 0.145263899385486377 * xm) * xm) * xm) * xm) * xm) * xm;
  const t2 = u * u * u;
  const ym = u * (t2 + 2.0 * xm) / (2.0 * t2 + xm) * CBRT_FACTOR[2 + xe % 3];
  return (x > 0 ? ym : -ym) * pow2(Math.trunc(xe / 3));
}

/* hypot (e_hypot.c, no FMA build): Borges's correction of sqrt(x² + y²) by one Newton step on
 * the exact residual, inputs scaled by 2^±600 at the ends of the range. */
function hypotKernel(ax: number, ay: number): number {
  let h = Math.sqrt(ax * ax + ay * ay), t1: number, t2: number;
  if (h <= 2.0 * ay) {
    const delta = h - ay;
    t1 = ax * (2.0 * delta - ax);
    t2 = (delta - 2.0 * (ax - ay)) * delta;
  } else {
    const delta = h - ax;
    t1 = 2.0 * delta * (ax - 2.0 * ay);
    t2 = (4.0 * delta - ay) * ay + delta * delta;
  }
  h -= (t1 + t2) / (2.0 * h);
  return h;
}
export function hypot(x: number, y: number): number {
  if (!Number.isFinite(x) || !Number.isFinite(y)) {
    if (Math.abs(x) === Infinity || Math.abs(y) === Infinity) return Infinity;
    return x + y;
  }
  x = Math.abs(x);
  y = Math.abs(y);
  const ax = x < y ? y : x, ay = x < y ? x : y;
  if (ax > 2 ** 511) {
    if (ay <= ax * 2 ** -54) return ax + ay;
    return hypotKernel(ax * 2 ** -600, ay * 2 ** -600) / 2 ** -600;
  }
  if (ay < 2 ** -459) {
    if (ax >= ay / 2 ** -54) return ax + ay;
    return hypotKernel(ax / 2 ** -600, ay / 2 ** -600) * 2 ** -600;
  }
  if (ay <= ax * 2 ** -54) return ax + ay;
  return hypotKernel(ax, ay);
}
