/**
 * lgamma as glibc 2.36 computes it on x86-64 (e_lgamma_r.c, fdlibm's, no FMA build: each operation
 * rounds once): rational fits on [0, 2) around 1, 1.4616 and 2, the recurrence up to 8, Stirling's
 * series beyond, lgamma(-x) from π/(x sin πx), through glibc's own log, sin and cos; -28 < x < -2
 * by glibc's lgamma_neg.c (libmLgammaNeg.ts).
 */
import { exp, exp2, log, pow } from './libmGlibc';
import { expm1 } from './libmHyper';
import { lgammaNeg } from './libmLgammaNeg';
import { roundToDouble, scale } from './libmExact';
import { cos, sin } from './libmSinCos';
import { fromWords, hexFloat as h, highWord, lowWord, mulSplit, product } from './libmFast';

const PI = Math.PI, TWO52 = 2 ** 52;
const A = [7.72156649015328655494e-02, 3.22467033424113591611e-01, 6.73523010531292681824e-02, 2.05808084325167332806e-02,
  7.38555086081402883957e-03, 2.89051383673415629091e-03, 1.19270763183362067845e-03, 5.10069792153511336608e-04,
  2.20862790713908385557e-04, 1.08011567247583939954e-04, 2.52144565451257326939e-05, 4.48640949618915160150e-05];
const TC = 1.46163214496836224576e+00, TF = -1.21486290535849611461e-01, TT = -3.63867699703950536541e-18;
const T = [4.83836122723810047042e-01, -1.47587722994593911752e-01, 6.46249402391333854778e-02, -3.27885410759859649565e-02,
  1.79706750811820387126e-02, -1.03142241298341437450e-02, 6.10053870246291332635e-03, -3.68452016781138256760e-03,
  2.25964780900612472250e-03, -1.40346469989232843813e-03, 8.81081882437654011382e-04, -5.38595305356740546715e-04,
  3.15632070903625950361e-04, -3.12754168375120860518e-04, 3.35529192635519073543e-04];
const U = [-7.72156649015328655494e-02, 6.32827064025093366517e-01, 1.45492250137234768737e+00, 9.77717527963372745603e-01,
  2.28963728064692451092e-01, 1.33810918536787660377e-02];
const V = [0, 2.45597793713041134822e+00, 2.12848976379893395361e+00, 7.69285150456672783825e-01, 1.04222645593369134254e-01,
  3.21709242282423911810e-03];
const S = [-7.72156649015328655494e-02, 2.14982415960608852501e-01, 3.25778796408930981787e-01, 1.46350472652464452805e-01,
  2.66422703033638609560e-02, 1.84028451407337715652e-03, 3.19475326584100867617e-05];
const R = [0, 1.39200533467621045958e+00, 7.21935547567138069525e-01, 1.71933865632803078993e-01, 1.86459191715652901344e-02,
  7.77942496381893596434e-04, 7.32668430744625636189e-06];
const W = [4.18938533204672725052e-01, 8.33333333333329678849e-02, -2.77777777728775536470e-03, 7.93650558643019558500e-04,
  -5.95187557450339963135e-04, 8.36339918996282139126e-04, -1.63092934096575273989e-03];

/** -sin(πx) for x < 0 (fdlibm's sin_pi: the reduction keeps integers exact). */
function sinPi(x: number): number {
  const ix = highWord(x) & 0x7fffffff;
  if (ix < 0x3fd00000) return sin(PI * x);
  let y = -x, n: number;
  const z = Math.floor(y);
  if (z !== y) {
    y *= 0.5;
    y = 2.0 * (y - Math.floor(y)); // |x| mod 2
    n = Math.trunc(y * 4.0);
  } else if (ix >= 0x43400000) { y = 0; n = 0; } else {
    n = lowWord(ix < 0x43300000 ? y + TWO52 : z) & 1;
    y = n;
    n <<= 2;
  }
  switch (n) {
    case 0: y = sin(PI * y); break;
    case 1: case 2: y = cos(PI * (0.5 - y)); break;
    case 3: case 4: y = sin(PI * (1 - y)); break;
    case 5: case 6: y = -cos(PI * (y - 1.5)); break;
    default: y = sin(PI * (y - 2.0)); break;
  }
  return -y;
}

export function lgamma(x: number): number {
  const hx = highWord(x) | 0, lx = lowWord(x), ix = hx & 0x7fffffff;
  if (ix >= 0x7ff00000) return x * x;
  if (x === 0) return 1 / Math.abs(x);
  if (ix < 0x3b900000) return hx < 0 ? -log(-x) : -log(x);
  let nadj = 0;
  if (hx < 0) {
    if (ix >= 0x43300000) return Infinity; // a negative integer
    if (x < -2 && x > -28) return lgammaNeg(x);
    const t = sinPi(x);
    if (t === 0) return Infinity;
    nadj = log(PI / Math.abs(t * x));
    x = -x;
  }
  let r: number;
  if (((ix - 0x3ff00000) | lx) === 0 || ((ix - 0x40000000) | lx) === 0) r = 0;
  else if (ix < 0x40000000) {
    let y: number, i: number;
    if (ix <= 0x3feccccc) { // lgamma(x) = lgamma(x + 1) - log(x)
      r = -log(x);
      if (ix >= 0x3fe76944) { y = 1 - x; i = 0; } else if (ix >= 0x3fcda661) { y = x - (TC - 1); i = 1; } else { y = x; i = 2; }
    } else {
      r = 0;
      if (ix >= 0x3ffbb4c3) { y = 2.0 - x; i = 0; } else if (ix >= 0x3ff3b4c4) { y = x - TC; i = 1; } else { y = x - 1; i = 2; }
    }
    if (i === 0) {
      const z = y * y;
      const p1 = A[0] + z * (A[2] + z * (A[4] + z * (A[6] + z * (A[8] + z * A[10]))));
      const p2 = z * (A[1] + z * (A[3] + z * (A[5] + z * (A[7] + z * (A[9] + z * A[11])))));
      r += (y * p1 + p2) - 0.5 * y;
    } else if (i === 1) {
      const z = y * y, w = z * y;
      const p1 = T[0] + w * (T[3] + w * (T[6] + w * (T[9] + w * T[12])));
      const p2 = T[1] + w * (T[4] + w * (T[7] + w * (T[10] + w * T[13])));
      const p3 = T[2] + w * (T[5] + w * (T[8] + w * (T[11] + w * T[14])));
      r += TF + (z * p1 - (TT - w * (p2 + y * p3)));
    } else {
      const p1 = y * (U[0] + y * (U[1] + y * (U[2] + y * (U[3] + y * (U[4] + y * U[5])))));
      const p2 = 1 + y * (V[1] + y * (V[2] + y * (V[3] + y * (V[4] + y * V[5]))));
      r += -0.5 * y + p1 / p2;
    }
  } else if (ix < 0x40200000) { // x < 8
    const i = Math.trunc(x), y = x - i;
    const p = y * (S[0] + y * (S[1] + y * (S[2] + y * (S[3] + y * (S[4] + y * (S[5] + y * S[6]))))));
    const q = 1 + y * (R[1] + y * (R[2] + y * (R[3] + y * (R[4] + y * (R[5] + y * R[6])))));
    r = 0.5 * y + p / q;
    let z = 1; // lgamma(1 + s) = log(s) + lgamma(s)
    for (let k = i - 1; k >= 2; k--) z *= y + k;
    if (i >= 3) r += log(z);
  } else if (ix < 0x43900000) {
    const t = log(x), z = 1 / x, y = z * z;
    const w = W[0] + z * (W[1] + y * (W[2] + y * (W[3] + y * (W[4] + y * (W[5] + y * W[6])))));
    r = (x - 0.5) * (t - 1) + w;
  } else r = x * (log(x) - 1);
  return hx < 0 ? nadj - r : r;
}

/* tgamma (e_gamma_r.c, no FMA build): exp(lgamma) below 6.5 with the product of the shifted
 * arguments carried in double-double, Stirling's series with pow and exp2 above, the reflection
 * π/(x sin πx Γ(-x)) for negative x; the result scaled by 2^exp2Adj at the end. */
const GAMMA_COEFF = [h('0x1.5555555555555p-4'), h('-0xb.60b60b60b60b8p-12'), h('0x3.4034034034034p-12'),
  h('-0x2.7027027027028p-12'), h('0x3.72a3c5631fe46p-12'), h('-0x7.daac36664f1f4p-12')];
let divLo = 0;
/** (h1 + l1)/(h2 + l2) in double-double (div_expansion), the low part in divLo. */
function divExpansion(h1: number, l1: number, h2: number, l2: number): number {
  let hi = h1 / h2;
  const a0 = mulSplit(hi, h2);
  let lo = ((h1 - a0) - product.lo) / h2;
  const r = (l1 * h2 - l2 * h1) / (h2 * h2);
  let s = hi + r;
  lo += r - (s - hi);
  hi = s;
  s = hi + lo;
  divLo = lo - (s - hi);
  return s;
}
let gammaEps = 0;
/* x86-64's __gamma_product is ldbl-96's: the product in x87 long double (64-bit significands),
 * emulated here as BigInt significands m · 2^e rounded to 64 bits after each operation. */
let ldE = 0;
/** m · 2^ldE rounded to 64 significant bits (ties to even); the exponent stays in ldE. */
function round64(m: bigint): bigint {
  const neg = m < 0n, a = neg ? -m : m, len = a.toString(2).length;
  if (len <= 64) return m;
  const sh = BigInt(len - 64);
  let q = a >> sh;
  const rem = a - (q << sh), half = 1n << (sh - 1n);
  if (rem > half || (rem === half && (q & 1n) === 1n)) q += 1n;
  ldE += len - 64;
  return neg ? -q : q;
}
/** A finite double as m · 2^ldE exactly. */
function ldOf(x: number): bigint {
  if (x === 0) { ldE = 0; return 0n; }
  const e = Math.max(((highWord(x) >>> 20) & 0x7ff) - 1075, -1074);
  ldE = e;
  return BigInt(scale(x, -e));
}
function ldAdd(a: bigint, ae: number, b: bigint, be: number): bigint {
  const e = Math.min(ae, be);
  ldE = e;
  return round64((a << BigInt(ae - e)) + (b << BigInt(be - e)));
}
/** x (x + 1) ... (x + n - 1) for x_full = x + xEps, rounded to double; the rest over it in gammaEps. */
function gammaProduct(x: number, xEps: number, n: number): number {
  const xm = ldOf(x), xe = ldE, em = ldOf(xEps), ee = ldE;
  const full = ldAdd(xm, xe, em, ee), fe = ldE;
  let ret = full, re = fe;
  for (let i = 1; i < n; i++) {
    const im = ldOf(i), ie = ldE;
    const t = ldAdd(full, fe, im, ie), te = ldE;
    ldE = re + te;
    ret = round64(ret * t);
    re = ldE;
  }
  const fret = roundToDouble(ret < 0n, ret < 0n ? -ret : ret, re);
  // (ret - fret) / fret in long double, then to double: exact difference, two roundings.
  const fm = ldOf(fret), fe2 = ldE;
  const e = Math.min(re, fe2), diff = (ret << BigInt(re - e)) - (fm << BigInt(fe2 - e));
  if (diff === 0n) { gammaEps = 0; return fret; }
  const k = 140; // quotient bits to spare before rounding to 64
  let q = ((diff < 0n ? -diff : diff) << BigInt(k)) / (fm < 0n ? -fm : fm);
  const exact = q * (fm < 0n ? -fm : fm) === (diff < 0n ? -diff : diff) << BigInt(k);
  q = (q << 1n) | (exact ? 0n : 1n); // sticky bit
  ldE = e - fe2 - k - 1;
  const qr = round64(q);
  const v = roundToDouble(false, qr, ldE);
  gammaEps = (diff < 0n) !== (fm < 0n) ? -v : v;
  return fret;
}
let exp2Adj = 0;
/** Γ(x) / 2^exp2Adj for 0 < x < 184. */
function gammaPositive(x: number): number {
  exp2Adj = 0;
  if (x < 0.5) return exp(lgamma(x + 1)) / x;
  if (x <= 1.5) return exp(lgamma(x));
  if (x < 6.5) {
    const n = Math.ceil(x - 1.5), xAdj = x - n;
    const prod = gammaProduct(xAdj, 0, n);
    return exp(lgamma(xAdj)) * prod * (1 + gammaEps);
  }
  let eps = 0, xEps = 0, xAdj = x, prod = 1;
  if (x < 12) {
    const n = Math.ceil(12 - x);
    xAdj = x + n;
    xEps = x - (xAdj - n);
    prod = gammaProduct(xAdj - n, xEps, n);
    eps = gammaEps;
  }
  const xAdjInt = Math.floor(xAdj) + (xAdj - Math.floor(xAdj) >= 0.5 ? 1 : 0); // round(), halves away from 0
  const xAdjFrac = xAdj - xAdjInt;
  let log2 = ((highWord(xAdj) >>> 20) & 0x7ff) - 1022;
  let mant = fromWords((highWord(xAdj) & 0x800fffff) | 0x3fe00000, lowWord(xAdj)); // frexp
  if (mant < Math.SQRT1_2) { log2--; mant *= 2; }
  exp2Adj = log2 * xAdjInt;
  let h1 = mulSplit(pow(mant, xAdj), exp2(log2 * xAdjFrac)), l1 = product.lo;
  const h2 = mulSplit(exp(-xAdj), Math.sqrt(2 * Math.PI / xAdj)), l2 = product.lo;
  // mul_expansion
  let hi = mulSplit(h1, h2), lo = product.lo;
  const r = h1 * l2 + h2 * l1, s = hi + r;
  lo -= r - (s - hi); // fast_two_sum's error
  hi = s;
  h1 = divExpansion(hi, lo, prod, prod * eps);
  l1 = divLo;
  let expAdj = xEps * log(xAdj);
  let bsum = GAMMA_COEFF[GAMMA_COEFF.length - 1];
  const xAdj2 = xAdj * xAdj;
  for (let i = 1; i <= GAMMA_COEFF.length - 1; i++) bsum = bsum / xAdj2 + GAMMA_COEFF[GAMMA_COEFF.length - 1 - i];
  expAdj += bsum / xAdj;
  l1 += h1 * expm1(expAdj);
  return h1 + l1;
}

export function tgamma(x: number): number {
  const hx = highWord(x) | 0;
  if (x === 0) return 1 / x;
  if (hx < 0 && x !== -Infinity && x === Math.round(x)) return NaN; // a negative integer
  if (x === -Infinity) return NaN;
  if (x !== x || x === Infinity) return x + x;
  if (x >= 172) return Infinity;
  if (x > 0) { const t = gammaPositive(x); return scale(t, exp2Adj); }
  if (x >= -Number.EPSILON / 4) return 1 / x;
  const tx = Math.trunc(x);
  const negative = tx === 2 * Math.trunc(tx / 2);
  if (x <= -184) return negative ? -0 : 0;
  let frac = tx - x;
  if (frac > 0.5) frac = 1 - frac;
  const sinpix = frac <= 0.25 ? sin(Math.PI * frac) : cos(Math.PI * (0.5 - frac));
  const g = gammaPositive(-x);
  let h1 = mulSplit(sinpix, g);
  const l1 = product.lo;
  const h2 = mulSplit(h1, x);
  const l2 = product.lo + l1 * x;
  h1 = divExpansion(Math.PI, h('0x8.d313198a2e038p-56'), h2, l2);
  const ret = scale(-h1, -exp2Adj);
  return negative ? -ret : ret;
}
