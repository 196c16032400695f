/**
 * asinh, acosh, atanh and exp10 as glibc 2.36 computes them on x86-64 (fdlibm's s_asinh.c,
 * e_acosh.c, e_atanh.c and glibc's e_exp10.c; no FMA build, so each operation rounds once):
 * through glibc's own log, log1p and exp, which mpisim has bit for bit.
 */
import { exp, log } from './libmGlibc';
import { log1p } from './libmHyper';
import { fromWords, highWord, lowWord } from './libmFast';

const LN2 = 6.93147180559945286227e-01;

export function asinh(x: number): number {
  const ix = highWord(x) & 0x7fffffff;
  if (ix < 0x3e300000) return x; // |x| < 2^-28 (and ±0)
  let w: number;
  if (ix > 0x41b00000) { // |x| > 2^28
    if (ix >= 0x7ff00000) return x + x;
    w = log(Math.abs(x)) + LN2;
  } else {
    const xa = Math.abs(x);
    if (ix > 0x40000000) w = log(2.0 * xa + 1 / (Math.sqrt(xa * xa + 1) + xa));
    else { const t = xa * xa; w = log1p(xa + t / (1 + Math.sqrt(1 + t))); }
  }
  return x < 0 || Object.is(x, -0) ? -Math.abs(w) : Math.abs(w);
}

export function acosh(x: number): number {
  if (x > 2) {
    if (x >= 2 ** 28) return x === Infinity ? x + x : log(x) + LN2;
    const t = x * x;
    return log(2.0 * x - 1 / (x + Math.sqrt(t - 1)));
  }
  if (x > 1) { const t = x - 1; return log1p(t + Math.sqrt(2.0 * t + t * t)); }
  if (x === 1) return 0;
  return x !== x ? x + x : NaN;
}

export function atanh(x: number): number {
  const xa = Math.abs(x);
  let t: number;
  if (xa < 0.5) {
    if (xa < 2 ** -28) return x;
    t = xa + xa;
    t = 0.5 * log1p(t + t * xa / (1.0 - xa));
  } else if (xa < 1) t = 0.5 * log1p((xa + xa) / (1.0 - xa));
  else if (xa > 1) return NaN;
  else if (xa === 1) return x / 0;
  else return x + x; // NaN
  return x < 0 ? -t : t;
}

const LOG10_HIGH = 2.3025850653648376, LOG10_LOW = 2.7629208037533617e-08, LN10 = 2.30258509299404568402;

/** 10^x as exp(x ln 10), x split so that its high part times ln 10's high part is exact. */
export function exp10(x: number): number {
  if (!Number.isFinite(x)) return exp(x);
  if (x < -307 - 15 - 10) return 0; // DBL_MIN_10_EXP - DBL_DIG - 10: DBL_MIN * DBL_MIN
  if (x > 308 + 1) return Infinity;
  if (Math.abs(x) < 2 ** -56) return 1;
  const high = fromWords(highWord(x), (lowWord(x) & 0xf8000000) >>> 0), low = x - high;
  return exp(high * LOG10_HIGH) * exp(high * LOG10_LOW + low * LN10);
}
