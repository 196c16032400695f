/**
 * j0f, j1f, y0f, y1f, jnf and ynf as glibc 2.36 computes them on x86-64 (flt-32's e_j0f.c,
 * e_j1f.c, e_jnf.c, built without FMA): fdlibm's float algorithms, plus glibc's corrections near
 * each of the first 64 zeros (a cubic around the zero) and beyond them an asymptotic formula in
 * double reduced as sinf reduces (reduce_aux.h). Every float operation rounds on its own
 * (fround); sinf, cosf and logf are glibc's FMA builds, as libm.ts's (sincosf gives the same bits
 * as sinf and cosf apart). The tables are libmBesselFloatTables.ts, generated from glibc's files.
 */
import { floatBits as bitsOf, hexFloat as h, hornerFloat as horner } from './libmFast';
import { logf } from './libmFloat';
import { cosf, largeQuadrant, reduceLarge, sinf } from './libmSinCosF';
import * as T from './libmBesselFloatTables';

const f = Math.fround;
const hf = (s: string): number => f(h(s));

const INVSQRTPI = f(5.6418961287e-01), TPI = f(6.3661974669e-01), PI_F = f(Math.PI);
const SQRT_2_OVER_PI = f(h('0xc.c422ap-4'));
const SMALL_SIZE = 64;

/** x - π/4 - alpha = h + n π/2 (mod 2π) for x >= 2^127 or past the tabulated zeros (reduce_aux.h). */
function reduceAux(x: number, alpha: number): [number, number] {
  let hh = reduceLarge(bitsOf(x) >>> 0), n = largeQuadrant();
  if (x < 0) { hh = -hh; n = -n; }
  const PIO2 = h('0xc.90fdaa22168cp-3');
  if (hh >= 0) hh -= PIO2 / 2; else { hh += PIO2 / 2; n--; }
  hh -= alpha;
  if (hh > PIO2) { hh -= PIO2; n++; } else if (hh < -PIO2) { hh += PIO2; n--; }
  return [hh, n];
}

/**
 * √(2/(πx)) β(x) times cos (sine false) or sin (sine true) of x - π/4 - α(x) - shift·π/2, from
 * Harrison's expansions (the _asympt functions): α and β in double, the rest in float.
 */
function asymptotic(x: number, cst: number, alpha: number, beta: number, shift: number, sine: boolean): number {
  const [hh, n0] = reduceAux(x, alpha);
  const xr = f(hh), n = (n0 - shift) & 3;
  const t = f(f(cst / f(Math.sqrt(x))) * f(beta));
  // cos(a + nπ/2) is cos, -sin, -cos, sin; sin(a + nπ/2) is sin, cos, -sin, -cos.
  if (!sine) return n === 0 ? f(t * cosf(xr)) : n === 2 ? f(-t * cosf(xr)) : n === 1 ? f(-t * sinf(xr)) : f(t * sinf(xr));
  return n === 0 ? f(t * sinf(xr)) : n === 2 ? f(-t * sinf(xr)) : n === 1 ? f(t * cosf(xr)) : f(-t * cosf(xr));
}
function asymptotic0(x: number, sine: boolean): number {
  const y = 1 / x, y2 = y * y;
  const beta = 1 + y2 * (-0.0625 + h('0x1.a8p-4') * y2);
  const alpha = y * (0.125 - h('0x1.0aaaaap-4') * y2);
  return asymptotic(x, SQRT_2_OVER_PI, alpha, beta, 0, sine);
}
function asymptotic1(x: number, sine: boolean): number {
  let cst = SQRT_2_OVER_PI;
  if (x < 0) { x = -x; cst = -cst; }
  const y = 1 / x, y2 = y * y;
  const beta = 1 + y2 * (0.1875 - h('0x3.18p-4') * y2);
  const alpha = y * (-0.375 + y2 * (h('0x2.ap-4') - h('0x5.ef33333333334p-4') * y2));
  return asymptotic(x, cst, alpha, beta, 1, sine);
}
function j0fAsympt(x: number): number {
  if (x === hf('0x1.4665d2p+24')) return hf('0xa.50206p-52'); // the two arguments it misses by more than 9 ulps
  if (x === hf('0x1.a9afdep+7')) return hf('0xf.47039p-28');
  return asymptotic0(x, false);
}
function y0fAsympt(x: number): number {
  if (x === hf('0x1.bfad96p+7')) return hf('-0x7.f32bdp-32');
  if (x === hf('0x1.2e2a42p+17')) return hf('0x1.a48974p-40');
  return asymptotic0(x, true);
}

/**
 * Near the zero of `table` closest to x (first zero `first`): the cubic around it inside its
 * interval, z elsewhere, the asymptotic form beyond the 64 tabulated zeros; `p6` adjusts the
 * cubic's last coefficient (glibc's degree-5 and -4 fits at the first zeros).
 */
function nearRoot(x: number, z: number, table: Float64Array, first: number, far: (x: number) => number,
  p6: (index: number, c: number, y: number) => number): number {
  const indexF = roundAway(f(f(x - first) / PI_F));
  if (indexF >= SMALL_SIZE) return far(x);
  const i = 7 * indexF;
  if (!(table[i] <= x && x <= table[i + 2])) return z;
  const y = f(x - table[i + 1]);
  const c6 = p6(indexF, table[i + 6], y);
  return f(table[i + 3] + f(y * f(table[i + 4] + f(y * f(table[i + 5] + f(y * c6))))));
}
/** roundf: halfway cases away from zero. */
function roundAway(x: number): number { const t = Math.floor(Math.abs(x)); const r = Math.abs(x) - t >= 0.5 ? t + 1 : t; return x < 0 ? -r : r; }

/** Which of pzerof's (ponef's...) four fits covers x: from 8 up, from 7.72, from 2.857, below. */
function fit(x: number): number {
  const ix = bitsOf(x) & 0x7fffffff;
  return ix >= 0x41000000 ? 0 : ix >= 0x40f71c58 ? 1 : ix >= 0x4036db68 ? 2 : 3;
}
/** pzerof and ponef: 1 + R/S in 1/x². */
function pFit(x: number, fits: Float64Array[]): number {
  const k = 2 * fit(x), z = f(1 / f(x * x));
  return f(1 + f(horner(fits[k], z) / f(1 + f(z * horner(fits[k + 1], z)))));
}
/** qzerof and qonef: (c + R/S)/x. */
function qFit(x: number, fits: Float64Array[], c: number): number {
  const k = 2 * fit(x), z = f(1 / f(x * x));
  return f(f(c + f(horner(fits[k], z) / f(1 + f(z * horner(fits[k + 1], z))))) / x);
}
const P0 = [T.J0_PR8, T.J0_PS8, T.J0_PR5, T.J0_PS5, T.J0_PR3, T.J0_PS3, T.J0_PR2, T.J0_PS2];
const Q0 = [T.J0_QR8, T.J0_QS8, T.J0_QR5, T.J0_QS5, T.J0_QR3, T.J0_QS3, T.J0_QR2, T.J0_QS2];
const P1 = [T.J1_PR8, T.J1_PS8, T.J1_PR5, T.J1_PS5, T.J1_PR3, T.J1_PS3, T.J1_PR2, T.J1_PS2];
const Q1 = [T.J1_QR8, T.J1_QS8, T.J1_QR5, T.J1_QS5, T.J1_QR3, T.J1_QS3, T.J1_QR2, T.J1_QS2];

let ss = 0, cc = 0;
/**
 * ss and cc of e_j0f.c (order 0: sin x ∓ cos x) and e_j1f.c (order 1: -sin x - cos x, sin x -
 * cos x), the one that cancels taken as -cos 2x (order 0) or cos 2x over the other; into ss, cc
 * (module variables: no array per call).
 */
function phase(x: number, order: number): void {
  const s = sinf(x), c = cosf(x);
  ss = order ? f(-s - c) : f(s - c);
  cc = order ? f(s - c) : f(s + c);
  const z = order ? cosf(f(x + x)) : -cosf(f(x + x));
  if (order ? f(s * c) > 0 : f(s * c) < 0) cc = f(z / ss); else ss = f(z / cc);
}

const R0 = [1.5625000000e-02, -1.8997929874e-04, 1.8295404516e-06, -4.6183270541e-09].map(f);
const S0 = [0, 1.5619102865e-02, 1.1692678527e-04, 5.1354652442e-07, 1.1661400734e-09].map(f);
const FIRST_ZERO_J0 = hf('0x1.33d152p+1'), FIRST_ZERO_Y0 = hf('0xe.4c166p-4');
const FIRST_ZERO_J1 = hf('0x3.d4eabp+0'), FIRST_ZERO_Y1 = hf('0x2.3277dcp+0');

export function j0f(x: number): number {
  x = f(x);
  const ix = bitsOf(x) & 0x7fffffff;
  if (ix >= 0x7f800000) return f(1 / f(x * x));
  x = Math.abs(x);
  if (ix >= 0x40000000) { // |x| >= 2
    if (ix >= 0x7f000000) return j0fAsympt(x);
    phase(x, 0);
    if (ix <= 0x5c000000) cc = f(f(pFit(x, P0) * cc) - f(qFit(x, Q0, -0.125) * ss));
    const r = f(f(INVSQRTPI * cc) / f(Math.sqrt(x)));
    if (Math.abs(cc) > hf('0x1.579b26p-4')) return r;
    return nearRoot(x, r, T.J0_PJ, FIRST_ZERO_J0, j0fAsympt, (_i, c6) => c6);
  }
  if (ix < 0x39000000) return ix < 0x32000000 ? 1 : f(1 - f(f(0.25 * x) * x)); // |x| < 2^-13
  const z = f(x * x);
  const rs = f(f(z * horner(R0, z)) / f(1 + f(z * horner(S0, z, 1))));
  if (ix < 0x3f800000) return f(1 + f(z * f(-0.25 + rs)));
  const u = f(0.5 * x);
  return f(f(f(1 + u) * f(1 - u)) + f(z * rs));
}

const U00 = [-7.3804296553e-02, 1.7666645348e-01, -1.3818567619e-02, 3.4745343146e-04, -3.8140706238e-06, 1.9559013964e-08,
  -3.9820518410e-11].map(f);
const V00 = [0, 1.2730483897e-02, 7.6006865129e-05, 2.5915085189e-07, 4.4111031494e-10].map(f);

export function y0f(x: number): number {
  x = f(x);
  const hx = bitsOf(x), ix = hx & 0x7fffffff;
  if (ix >= 0x7f800000) return f(1 / f(x + f(x * x)));
  if (ix === 0) return -Infinity;
  if (hx < 0) return NaN;
  if (ix >= 0x40000000 || (ix >= 0x3f5340ed && ix <= 0x3f77b5e5)) { // x >= 2, or around the first zero
    if (ix >= 0x7f000000) return y0fAsympt(x);
    phase(x, 0);
    if (ix <= 0x5c000000) ss = f(f(pFit(x, P0) * ss) + f(qFit(x, Q0, -0.125) * cc));
    const r = f(f(INVSQRTPI * ss) / f(Math.sqrt(x)));
    if (Math.abs(ss) > h('0x1.be585ap-4')) return r;
    return nearRoot(x, r, T.J0_PY, FIRST_ZERO_Y0, y0fAsympt,
      (i, c6, y) => (i > 0 ? c6 : f(c6 + y * (h('-0x3.a46c9p-4') + y * h('0x3.735478p-4')))));
  }
  if (ix <= 0x39800000) return f(U00[0] + f(TPI * logf(x))); // x <= 2^-13
  const z = f(x * x);
  const u = horner(U00, z), v = f(1 + f(z * horner(V00, z, 1)));
  return f(f(u / v) + f(TPI * f(j0f(x) * logf(x))));
}

const R1 = [-6.2500000000e-02, 1.4070566976e-03, -1.5995563444e-05, 4.9672799207e-08].map(f);
const S1 = [0, 1.9153760746e-02, 1.8594678841e-04, 1.1771846857e-06, 5.0463624390e-09, 1.2354227016e-11].map(f);

export function j1f(x: number): number {
  x = f(x);
  const hx = bitsOf(x), ix = hx & 0x7fffffff;
  if (ix >= 0x7f800000) return f(1 / x);
  const y = Math.abs(x);
  if (ix >= 0x40000000) { // |x| >= 2
    if (ix >= 0x7f000000) return asymptotic1(x, false);
    phase(y, 1);
    if (ix <= 0x5c000000) cc = f(f(pFit(y, P1) * cc) - f(qFit(y, Q1, 0.375) * ss));
    let r = f(f(INVSQRTPI * cc) / f(Math.sqrt(y)));
    if (hx < 0) r = -r;
    if (Math.abs(cc) > h('0x1.b79638p-4')) return r;
    const sign = x < 0 ? -1 : 1;
    const v = nearRoot(y, NaN, T.J1_PJ, FIRST_ZERO_J1, (a) => asymptotic1(a, false),
      (i, c6, yy) => (i > 0 ? c6 : f(c6 + f(yy * hf('-0x1.3e51aap-8')))));
    return v !== v ? r : f(sign * v);
  }
  if (ix < 0x32000000) return f(0.5 * x); // |x| < 2^-27
  const z = f(x * x);
  const r = f(f(z * horner(R1, z)) * x), s = f(1 + f(z * horner(S1, z, 1)));
  return f(f(x * 0.5) + f(r / s));
}

const U01 = [-1.9605709612e-01, 5.0443872809e-02, -1.9125689287e-03, 2.3525259166e-05, -9.1909917899e-08].map(f);
const V01 = [0, 1.9916731864e-02, 2.0255257550e-04, 1.3560879779e-06, 6.2274145840e-09, 1.6655924903e-11].map(f);

export function y1f(x: number): number {
  x = f(x);
  const hx = bitsOf(x), ix = hx & 0x7fffffff;
  if (ix >= 0x7f800000) return f(1 / f(x + f(x * x)));
  if (ix === 0) return -Infinity;
  if (hx < 0) return NaN;
  if (ix >= 0x3fe0dfbc) { // x >= 0x1.c1bf78p+0
    if (ix >= 0x7f000000) return asymptotic1(x, true);
    phase(x, 1);
    if (ix <= 0x5c000000) ss = f(f(pFit(x, P1) * ss) + f(qFit(x, Q1, 0.375) * cc));
    const r = f(f(INVSQRTPI * ss) / f(Math.sqrt(x)));
    if (Math.abs(ss) > h('0x1.3e014cp-2')) return r;
    return nearRoot(x, r, T.J1_PY, FIRST_ZERO_Y1, (a) => asymptotic1(a, true), (i, c6, y) =>
      (i === 0 ? f(c6 + y * (h('-0x1.28043p-8') + y * h('0x2.50e83p-8'))) : i === 1 ? f(c6 + y * h('-0xf.ff6b8p-12')) : c6));
  }
  if (ix <= 0x33000000) return f(-TPI / x); // x <= 2^-25
  const z = f(x * x);
  const u = horner(U01, z), v = f(1 + f(z * horner(V01, z, 1)));
  return f(f(x * f(u / v)) + f(TPI * f(f(j1f(x) * logf(x)) - f(1 / x))));
}

/** e_jnf.c: forward recurrence (in double, rounded to float each step) where n <= x, else backward. */
export function jnf(n: number, x: number): number {
  x = f(x);
  let hx = bitsOf(x);
  const ix = hx & 0x7fffffff;
  if (ix > 0x7f800000) return x + x;
  if (n < 0) { n = -n | 0; x = -x; hx ^= 0x80000000; }
  if (n === 0) return j0f(x);
  if (n === 1) return j1f(x);
  const negative = (n & 1) !== 0 && hx < 0;
  x = Math.abs(x);
  let b: number;
  if (ix === 0 || ix >= 0x7f800000) b = 0;
  else if (n <= x) {
    let a = j0f(x);
    b = j1f(x);
    for (let i = 1; i < n; i++) { const t = b; b = f(b * ((i + i) / x) - a); a = t; }
  } else if (ix < 0x30800000) { // x < 2^-29: (x/2)^n / n!
    if (n > 33) b = 0;
    else {
      const t = f(x * 0.5);
      let a = 1;
      b = t;
      for (let i = 2; i <= n; i++) { a = f(a * i); b = f(b * t); }
      b = f(b / a);
    }
  } else {
    // The continued fraction's depth: Q(k) past 1e9.
    const w = f((n + n) / x), hh = f(2 / x);
    let q0 = w, z = f(w + hh), q1 = f(f(w * z) - 1), k = 1;
    while (q1 < 1e9) { k++; z = f(z + hh); const tmp = f(f(z * q1) - q0); q0 = q1; q1 = tmp; }
    let t = 0;
    for (let i = 2 * (n + k); i >= n + n; i -= 2) t = f(1 / f(f(i / x) - t));
    let a = t;
    b = 1;
    const big = f(n * logf(Math.abs(f(f(2 / x) * n)))) >= f(8.8721679688e+01);
    for (let i = n - 1, di = f(i + i); i > 0; i--) {
      const tmp = b;
      b = f(f(f(b * di) / x) - a);
      a = tmp;
      di = f(di - 2);
      if (big && b > 1e10) { a = f(a / b); t = f(t / b); b = 1; } // scaled against a spurious overflow
    }
    const z0 = j0f(x), w1 = j1f(x);
    b = Math.abs(z0) >= Math.abs(w1) ? f(f(t * z0) / b) : f(f(t * w1) / a);
  }
  return negative ? -b : b;
}

/** e_jnf.c's ynf: forward recurrence from y0f and y1f (in double, rounded each step), stopping at -inf. */
export function ynf(n: number, x: number): number {
  x = f(x);
  const hx = bitsOf(x), ix = hx & 0x7fffffff;
  if (ix > 0x7f800000) return x + x;
  let sign = 1;
  if (n < 0) { n = -n | 0; sign = 1 - ((n & 1) << 1); }
  if (n === 0) return y0f(x);
  if (ix === 0) return -sign / 0;
  if (hx < 0) return NaN;
  if (n === 1) return f(sign * y1f(x));
  if (ix === 0x7f800000) return 0;
  let a = y0f(x), b = y1f(x);
  for (let i = 1; i < n && b !== -Infinity; i++) { const t = b; b = f(((i + i) / x) * b - a); a = t; }
  return sign > 0 ? b : -b;
}
