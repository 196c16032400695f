/**
 * erf and erfc as glibc 2.36 computes them on x86-64: fdlibm's rational approximations
 * (sysdeps/ieee754/dbl-64/s_erf.c, no FMA build: each operation rounds once) on four intervals,
 * the tail as exp(-z² - 0.5625) exp((z - x)(z + x) + R/S)/x with z = x's high 32 bits, through
 * glibc's own exp (libmGlibc.ts). The coefficients are fdlibm's published fits.
 */
import { exp } from './libmGlibc';
import { fromWords, highWord } from './libmFast';

const ERX = 8.45062911510467529297e-01, EFX = 1.28379167095512586316e-01;
const PP0 = 1.28379167095512558561e-01, PP1 = -3.25042107247001499370e-01, PP2 = -2.84817495755985104766e-02,
  PP3 = -5.77027029648944159157e-03, PP4 = -2.37630166566501626084e-05;
const QQ1 = 3.97917223959155352819e-01, QQ2 = 6.50222499887672944485e-02, QQ3 = 5.08130628187576562776e-03,
  QQ4 = 1.32494738004321644526e-04, QQ5 = -3.96022827877536812320e-06;
const PA = [-2.36211856075265944077e-03, 4.14856118683748331666e-01, -3.72207876035701323847e-01, 3.18346619901161753674e-01,
  -1.10894694282396677476e-01, 3.54783043256182359371e-02, -2.16637559486879084300e-03];
const QA = [0, 1.06420880400844228286e-01, 5.40397917702171048937e-01, 7.18286544141962662868e-02, 1.26171219808761642112e-01,
  1.36370839120290507362e-02, 1.19844998467991074170e-02];
const RA = [-9.86494403484714822705e-03, -6.93858572707181764372e-01, -1.05586262253232909814e+01, -6.23753324503260060396e+01,
  -1.62396669462573470355e+02, -1.84605092906711035994e+02, -8.12874355063065934246e+01, -9.81432934416914548592e+00];
const SA = [0, 1.96512716674392571292e+01, 1.37657754143519042600e+02, 4.34565877475229228821e+02, 6.45387271733267880336e+02,
  4.29008140027567833386e+02, 1.08635005541779435134e+02, 6.57024977031928170135e+00, -6.04244152148580987438e-02];
const RB = [-9.86494292470009928597e-03, -7.99283237680523006574e-01, -1.77579549177547519889e+01, -1.60636384855821916062e+02,
  -6.37566443368389627722e+02, -1.02509513161107724954e+03, -4.83519191608651397019e+02];
const SB = [0, 3.03380607434824582924e+01, 3.25792512996573918826e+02, 1.53672958608443695994e+03, 3.19985821950859553908e+03,
  2.55305040643316442583e+03, 4.74528541206955367215e+02, -2.24409524465858183362e+01];

/** x·P(x²)/Q(x²)'s ratio for |x| < 0.84375. */
function smallRatio(x: number): number {
  const z = x * x, z2 = z * z, z4 = z2 * z2;
  const r = (PP0 + z * PP1) + z2 * (PP2 + z * PP3) + z4 * PP4;
  const s = (1 + z * QQ1) + z2 * (QQ2 + z * QQ3) + z4 * (QQ4 + z * QQ5);
  return r / s;
}
/** P(s)/Q(s) at s = |x| - 1 for 0.84375 <= |x| < 1.25. */
function middleRatio(ax: number): number {
  const s = ax - 1, s2 = s * s, s4 = s2 * s2, s6 = s4 * s2;
  const P = (PA[0] + s * PA[1]) + s2 * (PA[2] + s * PA[3]) + s4 * (PA[4] + s * PA[5]) + s6 * PA[6];
  const Q = (1 + s * QA[1]) + s2 * (QA[2] + s * QA[3]) + s4 * (QA[4] + s * QA[5]) + s6 * QA[6];
  return P / Q;
}
/** erfc(x) · x for x >= 1.25 (ix its high word): the tail. */
function tail(x: number, ix: number, split: number): number {
  const s = 1 / (x * x), s2 = s * s, s4 = s2 * s2, s6 = s4 * s2;
  let R: number, S: number;
  if (ix < split) {
    R = (RA[0] + s * RA[1]) + s2 * (RA[2] + s * RA[3]) + s4 * (RA[4] + s * RA[5]) + s6 * (RA[6] + s * RA[7]);
    S = (1 + s * SA[1]) + s2 * (SA[2] + s * SA[3]) + s4 * (SA[4] + s * SA[5]) + s6 * (SA[6] + s * SA[7]) + (s4 * s4) * SA[8];
  } else {
    R = (RB[0] + s * RB[1]) + s2 * (RB[2] + s * RB[3]) + s4 * (RB[4] + s * RB[5]) + s6 * RB[6];
    S = (1 + s * SB[1]) + s2 * (SB[2] + s * SB[3]) + s4 * (SB[4] + s * SB[5]) + s6 * (SB[6] + s * SB[7]);
  }
  const z = fromWords(highWord(x), 0);
  return exp(-z * z - 0.5625) * exp((z - x) * (z + x) + R / S);
}

export function erf(x: number): number {
  const hx = highWord(x) | 0, ix = hx & 0x7fffffff;
  if (ix >= 0x7ff00000) return (hx < 0 ? -1 : 1) + 1 / x;
  if (ix < 0x3feb0000) {
    if (ix < 0x3e300000) return ix < 0x00800000 ? 0.0625 * (16 * x + (16 * EFX) * x) : x + EFX * x;
    return x + x * smallRatio(x);
  }
  if (ix < 0x3ff40000) return hx >= 0 ? ERX + middleRatio(Math.abs(x)) : -ERX - middleRatio(Math.abs(x));
  if (ix >= 0x40180000) return hx >= 0 ? 1 - 1e-300 : 1e-300 - 1;
  const ax = Math.abs(x), r = tail(ax, ix, 0x4006db6e);
  return hx >= 0 ? 1 - r / ax : r / ax - 1;
}

export function erfc(x: number): number {
  const hx = highWord(x) | 0, ix = hx & 0x7fffffff;
  if (ix >= 0x7ff00000) return (hx < 0 ? 2 : 0) + 1 / x;
  if (ix < 0x3feb0000) {
    if (ix < 0x3c700000) return 1 - x;
    const y = smallRatio(x);
    if (hx < 0x3fd00000) return 1 - (x + x * y);
    return 0.5 - (x * y + (x - 0.5));
  }
  if (ix < 0x3ff40000) {
    const q = middleRatio(Math.abs(x));
    return hx >= 0 ? (1 - ERX) - q : 1 + (ERX + q);
  }
  if (ix < 0x403c0000) {
    if (hx < 0 && ix >= 0x40180000) return 2 - 1e-300;
    const ax = Math.abs(x), r = tail(ax, ix, 0x4006db6d);
    return hx > 0 ? r / ax : 2 - r / ax;
  }
  return hx > 0 ? 0 : 2 - 1e-300;
}
