/**
 * lgammaf and tgammaf as glibc 2.36 computes them on x86-64: flt-32's e_lgammaf_r.c (fdlibm's
 * float lgamma, its reflection through sin_pif), lgamma_negf.c (for -15 < x < -2, an expansion
 * around lgamma's zero in each half-integer interval) and e_gammaf_r.c (Stirling's series with a
 * power of 2 factored out, the shift up through dbl-64's gamma_productf.c in double). Every float
 * operation rounds on its own (fround), as those files are built without FMA; the functions they
 * call (expf, exp2f, logf, powf, sinf, cosf) are glibc's FMA builds, which libm.ts uses too.
 */
import { exp2f, expf, logf, powf } from './libmFloat';
import { cosf, sinf } from './libmSinCosF';
import { expm1f } from './libmFloatSmall';
import { log1pf } from './libmFloatErf';
import { floatBits as bitsOf, hexFloat, hornerFloat as horner } from './libmFast';

const f = Math.fround;
const hf = (s: string): number => f(hexFloat(s));

const PI = f(3.1415927410e+00);
const A_EVEN = [7.7215664089e-02, 6.7352302372e-02, 7.3855509982e-03, 1.1927076848e-03, 2.2086278477e-04, 2.5214456400e-05].map(f);
const A_ODD = [3.2246702909e-01, 2.0580807701e-02, 2.8905137442e-03, 5.1006977446e-04, 1.0801156895e-04, 4.4864096708e-05].map(f);
const TC = f(1.4616321325e+00), TF = f(-1.2148628384e-01), TT = f(6.6971006518e-09);
const TS = [4.8383611441e-01, -1.4758771658e-01, 6.4624942839e-02, -3.2788541168e-02, 1.7970675603e-02, -1.0314224288e-02,
  6.1005386524e-03, -3.6845202558e-03, 2.2596477065e-03, -1.4034647029e-03, 8.8108185446e-04, -5.3859531181e-04,
  3.1563205994e-04, -3.1275415677e-04, 3.3552918467e-04].map(f);
/** t0, t3, t6...; t1, t4...; t2, t5...: the three interleaved series in w = y³. */
const T3 = [0, 1, 2].map((k) => TS.filter((_t, i) => i % 3 === k));
const U = [-7.7215664089e-02, 6.3282704353e-01, 1.4549225569e+00, 9.7771751881e-01, 2.2896373272e-01, 1.3381091878e-02].map(f);
const V = [0, 2.4559779167e+00, 2.1284897327e+00, 7.6928514242e-01, 1.0422264785e-01, 3.2170924824e-03].map(f);
const S = [-7.7215664089e-02, 2.1498242021e-01, 3.2577878237e-01, 1.4635047317e-01, 2.6642270386e-02, 1.8402845599e-03,
  3.1947532989e-05].map(f);
const R = [0, 1.3920053244e+00, 7.2193557024e-01, 1.7193385959e-01, 1.8645919859e-02, 7.7794247773e-04, 7.3266842264e-06].map(f);
const W0 = f(4.1893854737e-01);
const W = [8.3333335817e-02, -2.7777778450e-03, 7.9365057172e-04, -5.9518753551e-04, 8.3633989561e-04, -1.6309292987e-03].map(f);

/** -sin(πx) for negative x (fdlibm's sin_pif, reduced to [0, 2) by halves). */
function sinPi(x: number): number {
  const ix = bitsOf(x) & 0x7fffffff;
  if (ix < 0x3e800000) return sinf(f(PI * x));
  let y = -x, n: number;
  const z = Math.floor(y);
  if (z !== y) {
    y = f(y * 0.5);
    y = f(2 * f(y - Math.floor(y)));
    n = Math.trunc(f(y * 4));
  } else {
    // An integer (lgammaf_r sends none of 2^23 or more here): its parity.
    n = y % 2;
    y = n;
    n <<= 2;
  }
  switch (n) {
    case 0: y = sinf(f(PI * y)); break;
    case 1: case 2: y = cosf(f(PI * f(0.5 - y))); break;
    case 3: case 4: y = sinf(f(PI * f(1 - y))); break;
    case 5: case 6: y = -cosf(f(PI * f(y - 1.5))); break;
    default: y = sinf(f(PI * f(y - 2))); break;
  }
  return -y;
}

/** __ieee754_lgammaf_r's value (lgamma's sign is libmErrno's gammaSign, the same as its). */
export function lgammaf(x: number): number {
  x = f(x);
  const hx = bitsOf(x), ix = hx & 0x7fffffff;
  if (ix >= 0x7f800000) return f(x * x);
  if (ix === 0) return Infinity;
  if (ix < 0x30800000) return -logf(Math.abs(x)); // |x| < 2^-30
  let nadj = 0;
  if (hx < 0) {
    if (ix >= 0x4b000000) return Infinity; // an integer
    if (ix > 0x40000000 && ix < 0x41700000) return lgammaNegf(x); // -15 < x < -2
    const t = sinPi(x);
    if (t === 0) return Infinity;
    nadj = logf(f(PI / Math.abs(f(t * x))));
    x = -x;
  }
  let r: number;
  if (ix === 0x3f800000 || ix === 0x40000000) r = 0;
  else if (ix < 0x40000000) { // x < 2
    let y: number, i: number;
    if (ix <= 0x3f666666) { // lgamma(x) = lgamma(x + 1) - log(x)
      r = -logf(x);
      if (ix >= 0x3f3b4a20) { y = f(1 - x); i = 0; } else if (ix >= 0x3e6d3308) { y = f(x - f(TC - 1)); i = 1; } else { y = x; i = 2; }
    } else {
      r = 0;
      if (ix >= 0x3fdda618) { y = f(2 - x); i = 0; } else if (ix >= 0x3f9da620) { y = f(x - TC); i = 1; } else { y = f(x - 1); i = 2; }
    }
    if (i === 0) {
      const z = f(y * y);
      const p = f(f(y * horner(A_EVEN, z)) + f(z * horner(A_ODD, z)));
      r = f(r + f(p - f(0.5 * y)));
    } else if (i === 1) {
      const z = f(y * y), w = f(z * y);
      const p = f(f(z * horner(T3[0], w)) - f(TT - f(w * f(horner(T3[1], w) + f(y * horner(T3[2], w))))));
      r = f(r + f(TF + p));
    } else {
      const p1 = f(y * horner(U, y)), p2 = f(1 + f(y * horner(V, y, 1)));
      r = f(r + f(f(-0.5 * y) + f(p1 / p2)));
    }
  } else if (ix < 0x41000000) { // x < 8
    const i = Math.trunc(x), y = f(x - i);
    const p = f(y * horner(S, y)), q = f(1 + f(y * horner(R, y, 1)));
    r = f(f(0.5 * y) + f(p / q));
    let z = 1; // lgamma(1 + s) = log(s) + lgamma(s)
    for (let k = i - 1; k >= 2; k--) z = f(z * f(y + k));
    if (i >= 3) r = f(r + logf(z));
  } else if (ix < 0x4c800000) { // x < 2^26
    const t = logf(x), z = f(1 / x), y = f(z * z);
    const w = f(W0 + f(z * horner(W, y)));
    r = f(f(f(x - 0.5) * f(t - 1)) + w);
  } else r = f(x * f(logf(x) - 1));
  return hx < 0 ? f(nadj - r) : r;
}

/** lgamma's zeros in each half-integer interval from -2 down to -15, high and low parts. */
const ZEROS = [
  '-0x2.74ff94p+0', '0x1.3fe0f2p-24', '-0x2.bf682p+0', '-0x1.437b2p-24', '-0x3.24c1b8p+0', '0x6.c34cap-28',
  '-0x3.f48e2cp+0', '0x1.707a04p-24', '-0x4.0a13ap+0', '0x1.e99aap-24', '-0x4.fdd5ep+0', '0x1.64454p-24',
  '-0x5.021a98p+0', '0x2.03d248p-24', '-0x5.ffa4cp+0', '0x2.9b82fcp-24', '-0x6.005ac8p+0', '-0x1.625f24p-24',
  '-0x6.fff3p+0', '0x2.251e44p-24', '-0x7.000dp+0', '0x8.48078p-28', '-0x7.fffe6p+0', '0x1.fa98c4p-28',
  '-0x8.0001ap+0', '-0x1.459fcap-28', '-0x8.ffffdp+0', '-0x1.c425e8p-24', '-0x9.00003p+0', '0x1.c44b82p-24',
  '-0xap+0', '0x4.9f942p-24', '-0xap+0', '-0x4.9f93b8p-24', '-0xbp+0', '0x6.b9916p-28', '-0xbp+0', '-0x6.b9915p-28',
  '-0xcp+0', '0x8.f76c8p-32', '-0xcp+0', '-0x8.f76c7p-32', '-0xdp+0', '0xb.09231p-36', '-0xdp+0', '-0xb.09231p-36',
  '-0xep+0', '0xc.9cba5p-40', '-0xep+0', '-0xc.9cba5p-40', '-0xfp+0', '0xd.73f9fp-44',
].map(hf);
const E_HI = hf('0x2.b7e15p+0'), E_LO = hf('0x1.628aeep-24');
/** B_2k / 2k(2k-1), Stirling's coefficients of x^-(2k-1) (lgamma_negf.c's and e_gammaf_r.c's). */
const STIRLING = ['0x1.555556p-4', '-0xb.60b61p-12', '0x3.403404p-12'].map(hf);
/** (|Γ(x)| - 1)(x - n)/(x - x0) on the eighths of (-3, -2], in powers of x - the eighth's midpoint. */
const POLY = [
  '-0x1.0b71c6p+0', '-0xc.73a1ep-4', '-0x1.ec8462p-4', '-0xe.37b93p-4', '-0x1.02ed36p-4', '-0xe.cbe26p-4',
  '-0xf.29309p-4', '-0xc.a5cfep-4', '0x3.9c93fcp-4', '-0x1.02a2fp+0', '0x9.896bep-4', '-0x1.519704p+0',
  '-0xd.7d28dp-4', '-0xe.6964cp-4', '0xb.0d4f1p-4', '-0x1.9240aep+0', '0x1.dadabap+0', '-0x3.1778c4p+0',
  '-0xb.74ea2p-4', '-0x1.2a82cp+0', '0x1.880234p+0', '-0x3.320c4p+0', '0x5.572a38p+0', '-0x9.f92bap+0', '0x1.1c347ep+4',
  '-0x3.d10108p-4', '0x1.cd5584p+0', '0x3.819c24p+0', '0x6.84cbb8p+0', '0xb.bf269p+0', '0x1.57fb12p+4', '0x2.7b9854p+4',
  '-0x6.b5d25p-4', '0x1.28d604p+0', '0x1.db6526p+0', '0x2.e20b38p+0', '0x4.44c378p+0', '0x6.62a08p+0', '0x9.6db3ap+0',
  '-0x8.a41b2p-4', '0xc.da87fp-4', '0x1.147312p+0', '0x1.7617dap+0', '0x1.d6c13p+0', '0x2.57a358p+0',
  '-0xa.046d6p-4', '0x9.70b89p-4', '0xa.a89a6p-4', '0xd.2f2d8p-4', '0xd.e32b4p-4', '0xf.fb741p-4',
].map(hf);
const POLY_DEG = [5, 5, 5, 6, 6, 6, 5, 5], POLY_END = [5, 11, 17, 24, 31, 38, 44, 50];

/** sin(πx) and cos(πx) for -0.25 <= x <= 0.5. */
const sinPiSmall = (x: number): number => (x <= 0.25 ? sinf(f(PI * x)) : cosf(f(PI * f(0.5 - x))));
const cosPiSmall = (x: number): number => (x <= 0.25 ? cosf(f(PI * x)) : sinf(f(PI * f(0.5 - x))));

/** lgamma_negf.c: lgamma(x) for -15 < x < -2 (the sign is gammaSign's). */
function lgammaNegf(x: number): number {
  let i = Math.floor(f(-2 * x));
  if ((i & 1) === 0 && i === -2 * x) return Infinity;
  const xn = (i & 1) === 0 ? -i / 2 : (-i - 1) / 2;
  i -= 4;
  const x0hi = ZEROS[2 * i], x0lo = ZEROS[2 * i + 1];
  const xdiff = f(f(x - x0hi) - x0lo);
  if (i < 2) { // -3 < x < -2: a polynomial in each eighth
    const j = Math.floor(f(-8 * x)) - 16;
    const xadj = f(x - (-33 - 2 * j) * 0.0625);
    const end = POLY_END[j];
    let g = POLY[end];
    for (let k = 1; k <= POLY_DEG[j]; k++) g = f(f(g * xadj) + POLY[end - k]);
    return log1pf(f(f(g * xdiff) / f(x - xn)));
  }
  // log(sinpi(x0)/sinpi(x)) + log(Γ(1 - x0)/Γ(1 - x)).
  const xIdiff = Math.abs(f(xn - x)), x0Idiff = Math.abs(f(f(xn - x0hi) - x0lo));
  let logSinRatio: number;
  if (x0Idiff < f(xIdiff * 0.5)) logSinRatio = logf(f(sinPiSmall(x0Idiff) / sinPiSmall(xIdiff)));
  else {
    const x0diff2 = f(((i & 1) === 0 ? xdiff : -xdiff) * 0.5);
    const s = sinPiSmall(x0diff2), c = cosPiSmall(x0diff2);
    const cot = f(cosPiSmall(xIdiff) / sinPiSmall(xIdiff));
    logSinRatio = log1pf(f(f(2 * s) * f(-s + f(c * cot))));
  }
  const y0 = f(1 - x0hi), y0eps = f(f(-x0hi + f(1 - y0)) - x0lo);
  const y = f(1 - x), yeps = f(-x + f(1 - y));
  const high = f(f(xdiff * log1pf(f(f(f(f(y0 - E_HI) - E_LO) + y0eps) / E_HI)))
    + f(f(f(y - 0.5) + yeps) * log1pf(f(xdiff / y))));
  const y0r = f(1 / y0), yr = f(1 / y), y0r2 = f(y0r * y0r), yr2 = f(yr * yr);
  const rdiff = f(-xdiff / f(y * y0));
  let dlast = rdiff, elast = f(f(rdiff * yr) * f(yr + y0r));
  const bterm = [f(dlast * STIRLING[0])];
  for (let j = 1; j < STIRLING.length; j++) {
    const dnext = f(f(dlast * y0r2) + elast);
    elast = f(elast * yr2);
    bterm.push(f(dnext * STIRLING[j]));
    dlast = dnext;
  }
  let low = 0;
  for (let j = bterm.length - 1; j >= 0; j--) low = f(low + bterm[j]);
  return f(logSinRatio + f(high + low));
}

const SQRT1_2 = f(Math.SQRT1_2), TWO_PI = f(2 * PI);
/** roundf: halfway cases away from zero. */
function roundAway(x: number): number { const t = Math.floor(x); return x - t >= 0.5 ? t + 1 : t; }

let exp2Adjust = 0;
/** Γ(x) for 0 < x < 42 as r 2^exp2Adjust (e_gammaf_r.c's gammaf_positive). */
function gammaPositive(x: number): number {
  exp2Adjust = 0;
  if (x < 0.5) return f(expf(lgammaf(f(x + 1))) / x);
  if (x <= 1.5) return expf(lgammaf(x));
  if (x < 2.5) { const xa = f(x - 1); return f(expf(lgammaf(xa)) * xa); }
  let eps = 0, xeps = 0, xadj = x, prod = 1;
  if (x < 4) { // shift up into Stirling's range: Γ(x) = Γ(x + n)/(x (x + 1)... (x + n - 1))
    const n = Math.ceil(f(4 - x));
    xadj = f(x + n);
    xeps = f(x - f(xadj - n));
    const xfull = f(xadj - n) + xeps; // gamma_productf.c, in double
    let ret = xfull;
    for (let i = 1; i < n; i++) ret *= xfull + i;
    prod = f(ret);
    eps = f((ret - prod) / prod);
  }
  let expAdj = -eps;
  const xadjInt = roundAway(xadj), xadjFrac = f(xadj - xadjInt);
  let log2 = ((bitsOf(xadj) >>> 23) & 0xff) - 126; // frexpf: xadj = mant 2^log2, mant in [0.5, 1)
  let mant = f(xadj * 2 ** -log2);
  if (mant < SQRT1_2) { log2--; mant = f(mant * 2); }
  exp2Adjust = log2 * xadjInt;
  const ret = f(f(f(f(powf(mant, xadj) * exp2f(f(log2 * xadjFrac))) * expf(-xadj)) * f(Math.sqrt(f(TWO_PI / xadj)))) / prod);
  expAdj = f(expAdj + f(xeps * logf(xadj)));
  const xadj2 = f(xadj * xadj);
  let bsum = STIRLING[2];
  for (let i = 1; i <= 2; i++) bsum = f(f(bsum / xadj2) + STIRLING[2 - i]);
  expAdj = f(expAdj + f(bsum / xadj));
  return f(ret + f(ret * expm1f(expAdj)));
}

/** tgammaf: __ieee754_gammaf_r with its sign applied, as the wrapper does. */
export function tgammaf(x: number): number {
  x = f(x);
  if (x === 0) return 1 / x;
  if (x < 0 && x !== -Infinity && Math.round(x) === x) return NaN; // negative integers
  if (x === -Infinity) return NaN;
  if (!(x === x) || x === Infinity) return x + x;
  if (x >= 36) return Infinity;
  if (x > 0) { const t = gammaPositive(x); return f(t * 2 ** exp2Adjust); }
  if (x >= -(2 ** -25)) return f(1 / x); // -FLT_EPSILON/4 <= x < 0
  const tx = Math.trunc(x);
  const negative = tx === 2 * Math.trunc(tx / 2); // Γ < 0 where trunc(x) is even
  let ret: number;
  if (x <= -42) ret = 0;
  else {
    let frac = f(tx - x);
    if (frac > 0.5) frac = f(1 - frac);
    const sinpix = frac <= 0.25 ? sinf(f(PI * frac)) : cosf(f(PI * f(0.5 - frac)));
    const g = gammaPositive(-x);
    ret = f(f(PI / f(f(-x * sinpix) * g)) * 2 ** -exp2Adjust);
  }
  return negative ? -ret : ret;
}
