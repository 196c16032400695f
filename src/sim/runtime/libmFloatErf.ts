/**
 * log1pf, erff, erfcf, asinhf, acoshf, atanhf and exp10f as glibc 2.36 computes them on x86-64:
 * fdlibm's float algorithms for all but exp10f (flt-32's s_log1pf.c, s_erff.c over glibc's expf,
 * s_asinhf.c, e_acoshf.c, e_atanhf.c over logf and log1pf), every float
 * operation rounded on its own (no FMA build of them exists); exp10f is flt-32's e_exp10f.c, in
 * double over exp2f's table, unfused, rounded once to float.
 */
import { expf, logf, SC0, SC1, SC2, T2 } from './libmFloat';
import { floatBits as bitsOf, floatFromBits as fromBits, hexFloat as h, hornerFloat as horner, pow2 } from './libmFast';

const f = Math.fround;

const LN2_HI = f(6.9313812256e-01), LN2_LO = f(9.0580006145e-06);
const LP = [6.6666668653e-01, 4.0000000596e-01, 2.8571429849e-01, 2.2222198546e-01, 1.8183572590e-01, 1.5313838422e-01,
  1.4798198640e-01].map(f);
const TWO_THIRDS = f(0.66666666666666666);

export function log1pf(x: number): number {
  x = f(x);
  const hx = bitsOf(x), ax = hx & 0x7fffffff;
  let k = 1, fr = 0, hu = 0, c = 0;
  if (hx < 0x3ed413d7) { // x < 0.41422
    if (ax >= 0x3f800000) return x === -1 ? -Infinity : NaN; // x <= -1
    if (ax < 0x31000000) { // |x| < 2^-29
      if (ax < 0x24800000) return x;
      return f(x - f(f(x * x) * 0.5));
    }
    if (hx > 0 || hx <= (0xbe95f61f | 0)) { k = 0; fr = x; hu = 1; } // -0.2929 < x < 0.41422
  }
  if (hx >= 0x7f800000) return x + x;
  if (k !== 0) {
    let u: number;
    if (hx < 0x5a000000) {
      u = f(1 + x);
      hu = bitsOf(u);
      k = (hu >> 23) - 127;
      c = k > 0 ? f(1 - f(u - x)) : f(x - f(u - 1)); // the rounding of 1 + x
      c = f(c / u);
    } else {
      u = x;
      hu = bitsOf(u);
      k = (hu >> 23) - 127;
      c = 0;
    }
    hu &= 0x007fffff;
    if (hu < 0x3504f7) u = fromBits(hu | 0x3f800000); // u in [1, √2)
    else {
      k += 1;
      u = fromBits(hu | 0x3f000000); // u/2
      hu = (0x00800000 - hu) >> 2;
    }
    fr = f(u - 1);
  }
  const hfsq = f(f(0.5 * fr) * fr);
  if (hu === 0) { // |f| < 2^-20
    if (fr === 0) {
      if (k === 0) return 0;
      c = f(c + f(k * LN2_LO));
      return f(f(k * LN2_HI) + c);
    }
    const R = f(hfsq * f(1 - f(TWO_THIRDS * fr)));
    if (k === 0) return f(fr - R);
    return f(f(k * LN2_HI) - f(f(R - f(f(k * LN2_LO) + c)) - fr));
  }
  const s = f(fr / f(2 + fr)), z = f(s * s);
  const R = f(z * horner(LP, z));
  if (k === 0) return f(fr - f(hfsq - f(s * f(hfsq + R))));
  return f(f(k * LN2_HI) - f(f(hfsq - f(f(s * f(hfsq + R)) + f(f(k * LN2_LO) + c))) - fr));
}

const TINY = f(1e-30), ERX = f(8.4506291151e-01), EFX = f(1.2837916613e-01);
const PP = [1.2837916613e-01, -3.2504209876e-01, -2.8481749818e-02, -5.7702702470e-03, -2.3763017452e-05].map(f);
const QQ = [0, 3.9791721106e-01, 6.5022252500e-02, 5.0813062117e-03, 1.3249473704e-04, -3.9602282413e-06].map(f);
const PA = [-2.3621185683e-03, 4.1485610604e-01, -3.7220788002e-01, 3.1834661961e-01, -1.1089469492e-01, 3.5478305072e-02,
  -2.1663755178e-03].map(f);
const QA = [0, 1.0642088205e-01, 5.4039794207e-01, 7.1828655899e-02, 1.2617121637e-01, 1.3637083583e-02, 1.1984500103e-02].map(f);
const RA = [-9.8649440333e-03, -6.9385856390e-01, -1.0558626175e+01, -6.2375331879e+01, -1.6239666748e+02, -1.8460508728e+02,
  -8.1287437439e+01, -9.8143291473e+00].map(f);
const SA = [0, 1.9651271820e+01, 1.3765776062e+02, 4.3456588745e+02, 6.4538726807e+02, 4.2900814819e+02, 1.0863500214e+02,
  6.5702495575e+00, -6.0424413532e-02].map(f);
const RB = [-9.8649431020e-03, -7.9928326607e-01, -1.7757955551e+01, -1.6063638306e+02, -6.3756646729e+02, -1.0250950928e+03,
  -4.8351919556e+02].map(f);
const SB = [0, 3.0338060379e+01, 3.2579251099e+02, 1.5367296143e+03, 3.1998581543e+03, 2.5530502930e+03, 4.7452853394e+02,
  -2.2440952301e+01].map(f);

/** 1 + z(q[1] + z(... )): fdlibm's denominators. */
const denominator = (q: number[], z: number): number => f(1 + f(z * horner(q, z, 1)));

/** erf on |x| < 0.84375: x y with y = p(x²)/q(x²). */
const smallRatio = (x: number): number => { const z = f(x * x); return f(horner(PP, z) / denominator(QQ, z)); };
/** P/Q on 0.84375 <= |x| < 1.25, with s = |x| - 1. */
const midRatio = (x: number): number => { const s = f(Math.abs(x) - 1); return f(horner(PA, s) / denominator(QA, s)); };
/**
 * exp(-z² - 0.5625) exp((z - x)(z + x) + R/S) for x = |x| >= 1.25, z x cut to `mask`'s bits: erfc(x)·x.
 * `ix` picks the two fits at 1/0.35 (erff and erfcf put the bound a float apart).
 */
function tail(x: number, ix: number, bound: number, mask: number): number {
  const s = f(1 / f(x * x));
  let R: number, S: number;
  if (ix < bound) { R = horner(RA, s); S = denominator(SA, s); } else { R = horner(RB, s); S = denominator(SB, s); }
  const z = fromBits(bitsOf(x) & mask);
  return f(expf(f(f(-z * z) - 0.5625)) * expf(f(f(f(z - x) * f(z + x)) + f(R / S))));
}

export function erff(x: number): number {
  x = f(x);
  const hx = bitsOf(x), ix = hx & 0x7fffffff;
  if (ix >= 0x7f800000) return x !== x ? x : hx < 0 ? -1 : 1;
  if (ix < 0x3f580000) { // |x| < 0.84375
    if (ix < 0x31800000) { // |x| < 2^-28
      if (ix < 0x04000000) return f(0.0625 * f(f(16 * x) + f(f(16 * EFX) * x)));
      return f(x + f(EFX * x));
    }
    return f(x + f(x * smallRatio(x)));
  }
  if (ix < 0x3fa00000) return hx >= 0 ? f(ERX + midRatio(x)) : f(-ERX - midRatio(x));
  if (ix >= 0x40c00000) return hx >= 0 ? f(1 - TINY) : f(TINY - 1); // |x| >= 6
  const ax = Math.abs(x), r = tail(ax, ix, 0x4036db6e, 0xfffff000);
  return hx >= 0 ? f(1 - f(r / ax)) : f(f(r / ax) - 1);
}

export function erfcf(x: number): number {
  x = f(x);
  const hx = bitsOf(x), ix = hx & 0x7fffffff;
  if (ix >= 0x7f800000) return x !== x ? x : hx < 0 ? 2 : 0;
  if (ix < 0x3f580000) { // |x| < 0.84375
    if (ix < 0x32800000) return f(1 - x); // |x| < 2^-26
    const y = smallRatio(x);
    if (hx < 0x3e800000) return f(1 - f(x + f(x * y))); // x < 1/4
    return f(0.5 - f(f(x * y) + f(x - 0.5)));
  }
  if (ix < 0x3fa00000) return hx >= 0 ? f(f(1 - ERX) - midRatio(x)) : f(1 + f(ERX + midRatio(x)));
  if (ix < 0x41e00000) { // |x| < 28
    if (hx < 0 && ix >= 0x40c00000) return f(2 - TINY); // x < -6
    const ax = Math.abs(x), r = tail(ax, ix, 0x4036db6d, 0xffffe000);
    return hx > 0 ? f(r / ax) : f(2 - f(r / ax));
  }
  return hx > 0 ? 0 : f(2 - TINY);
}

/** The first expf's argument in erfcf(x) for x > 0 (its errno: expf's underflow below it). */
export function erfcfExponent(x: number): number {
  const z = fromBits(bitsOf(f(x)) & 0xffffe000);
  return f(f(-z * z) - 0.5625);
}

const N = 32;
const INV_LN10N = h('0x3.5269e12f346e2p0') * N, SHIFT = h('0x1.8p+52');
/** Below it glibc returns __math_may_uflowf's 2^-149 (and sets ERANGE). */
export const EXP10F_MAY_UNDERFLOW = -h('0x2c.da7cfp0');

export function exp10f(x: number): number {
  x = f(x);
  if (!(Math.abs(x) < 38)) {
    if (x === -Infinity) return 0;
    if (x !== x || x === Infinity) return x + x;
    if (x > f(h('0x26.8826ap0'))) return Infinity;
    if (x < f(-h('0x2d.278d4p0'))) return 0;
    if (x < EXP10F_MAY_UNDERFLOW) return 2 ** -149;
  }
  const z = INV_LN10N * x;
  const kd = (z + SHIFT) - SHIFT, r = z - kd;
  const j = kd & (N - 1), s = T2[j] * pow2((kd - j) / N);
  const y = ((SC0 * r + SC1) * (r * r) + (SC2 * r + 1)) * s;
  return f(y);
}

const LN2 = f(6.9314718246e-01);

/** fdlibm's s_asinhf.c: log1pf near 0, logf(2|x| + 1/(√(x²+1) + |x|)) beyond 2, logf|x| + ln2 beyond 2^14. */
export function asinhf(x: number): number {
  x = f(x);
  const ix = bitsOf(x) & 0x7fffffff;
  if (ix < 0x38000000) return x; // |x| < 2^-14
  const xa = Math.abs(x);
  let w: number;
  if (ix > 0x47000000) {
    if (ix >= 0x7f800000) return x + x;
    w = f(logf(xa) + LN2);
  } else if (ix > 0x40000000) w = logf(f(f(2 * xa) + f(1 / f(f(Math.sqrt(f(f(xa * xa) + 1))) + xa))));
  else { const t = f(xa * xa); w = log1pf(f(xa + f(t / f(1 + f(Math.sqrt(f(1 + t))))))); }
  return x < 0 || Object.is(x, -0) ? -w : w;
}

/** fdlibm's e_acoshf.c. */
export function acoshf(x: number): number {
  x = f(x);
  const hx = bitsOf(x);
  if (hx < 0x3f800000) return NaN; // x < 1 (and negative NaNs)
  if (hx >= 0x4d800000) return hx >= 0x7f800000 ? x + x : f(logf(x) + LN2); // x > 2^28
  if (hx === 0x3f800000) return 0;
  if (hx > 0x40000000) return logf(f(f(2 * x) - f(1 / f(x + f(Math.sqrt(f(f(x * x) - 1)))))));
  const t = f(x - 1);
  return log1pf(f(t + f(Math.sqrt(f(f(2 * t) + f(t * t))))));
}

/** glibc's e_atanhf.c: ½ log1pf(2x + 2x²/(1 - x)) below ½, ½ log1pf(2x/(1 - x)) above. */
export function atanhf(x: number): number {
  x = f(x);
  const xa = Math.abs(x);
  let t: number;
  if (xa < 0.5) {
    if (xa < 2 ** -28) return x;
    t = f(xa + xa);
    t = f(0.5 * log1pf(f(t + f(f(t * xa) / f(1 - xa)))));
  } else if (xa < 1) t = f(0.5 * log1pf(f(f(xa + xa) / f(1 - xa))));
  else if (xa > 1) return NaN;
  else return x / 0;
  if (x !== x) return x;
  return x < 0 || Object.is(x, -0) ? -t : t;
}
