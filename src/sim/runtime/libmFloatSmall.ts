/**
 * Float forms glibc 2.36 computes in float (or in double its own way) rather than as the double
 * function rounded to float: atanf (fdlibm's s_atanf.c), cbrtf (glibc's s_cbrtf.c: one Halley
 * step in double from a quadratic guess), log10f (fdlibm's e_log10f.c over glibc's logf), hypotf
 * (e_hypotf.c: the double square root of the double sum of squares, rounded once), expm1f, sinhf,
 * coshf, tanhf (fdlibm's, over expm1f and glibc's expf). Every float
 * operation is rounded with fround, as SSE's single-precision instructions round.
 */
import { expf, logf } from './libmFloat';
import { highWord } from './libmFast';

const f = Math.fround;

const ATANHI = [4.6364760399e-01, 7.8539812565e-01, 9.8279368877e-01, 1.5707962513e+00].map(f);
const ATANLO = [5.0121582440e-09, 3.7748947079e-08, 3.4473217170e-08, 7.5497894159e-08].map(f);
const AT = [3.3333334327e-01, -2.0000000298e-01, 1.4285714924e-01, -1.1111110449e-01, 9.0908870101e-02, -7.6918758452e-02,
  6.6610731184e-02, -5.8335702866e-02, 4.9768779427e-02, -3.6531571299e-02, 1.6285819933e-02].map(f);

export function atanf(x: number): number {
  x = f(x);
  const negative = x < 0, ax = Math.abs(x);
  let id: number;
  if (ax >= 2 ** 25) {
    if (x !== x) return x;
    return negative ? f(-ATANHI[3] - ATANLO[3]) : f(ATANHI[3] + ATANLO[3]);
  }
  if (ax < 0.4375) {
    if (ax < 2 ** -29) return x;
    id = -1;
  } else if (ax < 1.1875) {
    if (ax < 0.6875) { id = 0; x = f(f(f(2 * ax) - 1) / f(2 + ax)); } else { id = 1; x = f(f(ax - 1) / f(ax + 1)); }
  } else if (ax < 2.4375) { id = 2; x = f(f(ax - 1.5) / f(1 + f(1.5 * ax))); } else { id = 3; x = f(-1 / ax); }
  const z = f(x * x), w = f(z * z);
  const s1 = f(z * f(AT[0] + f(w * f(AT[2] + f(w * f(AT[4] + f(w * f(AT[6] + f(w * f(AT[8] + f(w * AT[10])))))))))));
  const s2 = f(w * f(AT[1] + f(w * f(AT[3] + f(w * f(AT[5] + f(w * f(AT[7] + f(w * AT[9])))))))));
  if (id < 0) return f(x - f(x * f(s1 + s2)));
  const r = f(ATANHI[id] - f(f(f(x * f(s1 + s2)) - ATANLO[id]) - x));
  return negative ? -r : r;
}

const CBRT2 = 1.2599210498948731648, SQR_CBRT2 = 1.5874010519681994748;
const FACTOR = [1 / SQR_CBRT2, 1 / CBRT2, 1, CBRT2, SQR_CBRT2];

export function cbrtf(x: number): number {
  x = f(x);
  if (x === 0 || !Number.isFinite(x)) return x + x;
  const ax = Math.abs(x);
  const xe = ((highWord(ax) >>> 20) & 0x7ff) - 1022; // frexpf: ax = xm 2^xe, xm in [0.5, 1)
  const xm = ax * 2 ** -xe;
  const u = f(0.492659620528969547 + (0.697570460207922770 - 0.191502161678719066 * xm) * xm);
  const t2 = f(f(u * u) * u);
  const ym = f(u * (t2 + 2.0 * xm) / (2.0 * t2 + xm) * FACTOR[2 + xe % 3]);
  return f((x > 0 ? ym : -ym) * 2 ** Math.trunc(xe / 3));
}

const IVLN10 = f(4.3429449201e-01), LOG10_2HI = f(3.0102920532e-01), LOG10_2LO = f(7.9034151668e-07);

export function log10f(x: number): number {
  x = f(x);
  if (x === 0) return -Infinity;
  if (x < 0) return NaN;
  if (!(x < Infinity)) return x + x;
  const xe = ((highWord(x) >>> 20) & 0x7ff) - 1023; // x = m 2^k, m in [1, 2)
  const k = xe;
  let m = x * 2 ** -xe;
  // glibc moves a negative k's mantissa to [0.5, 1) (i = 1) so that y = k + i.
  const i = k < 0 ? 1 : 0;
  if (i) m *= 0.5;
  const y = k + i;
  const z = f(f(y * LOG10_2LO) + f(IVLN10 * logf(m)));
  return f(z + f(y * LOG10_2HI));
}

/** sqrt(x² + y²) in double, rounded to float once. */
export function hypotf(x: number, y: number): number {
  x = f(x); y = f(y);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return x === Infinity || x === -Infinity || y === Infinity || y === -Infinity ? Infinity : x + y;
  return f(Math.sqrt(x * x + y * y));
}

const LN2_HI = f(6.9313812256e-01), LN2_LO = f(9.0580006145e-06), INVLN2 = f(1.4426950216e+00);
const Q = [-3.3333335072e-02, 1.5873016091e-03, -7.9365076090e-05, 4.0082177293e-06, -2.0109921195e-07].map(f);

/** fdlibm's s_expm1f.c: x = k ln2 + r, expm1(r) by a rational form in float, then scaled by 2^k. */
export function expm1f(x: number): number {
  x = f(x);
  const negative = x < 0 || Object.is(x, -0), ax = Math.abs(x);
  if (ax >= 18.714973449707031) { // 27 ln2 (0x4195b844)
    if (x !== x) return x;
    if (ax >= 88.72283935546875) { // 0x42b17218
      if (ax === Infinity) return negative ? -1 : x;
      if (x > 8.8721679688e+01) return Infinity;
    }
    if (negative) return -1;
  }
  let k = 0, c = 0;
  if (ax > 0.3465735912322998) { // 0.5 ln2 (0x3eb17218)
    let hi: number, lo: number;
    if (ax < 1.0397207736968994) { // 1.5 ln2 (0x3F851592)
      if (!negative) { hi = f(x - LN2_HI); lo = LN2_LO; k = 1; } else { hi = f(x + LN2_HI); lo = -LN2_LO; k = -1; }
    } else {
      k = Math.trunc(f(f(INVLN2 * x) + (negative ? -0.5 : 0.5)));
      hi = f(x - f(k * LN2_HI));
      lo = f(k * LN2_LO);
    }
    x = f(hi - lo);
    c = f(f(hi - x) - lo);
  } else if (ax < 2 ** -25) return x;
  const hfx = f(0.5 * x), hxs = f(x * hfx);
  const r1 = f(1 + f(hxs * f(Q[0] + f(hxs * f(Q[1] + f(hxs * f(Q[2] + f(hxs * f(Q[3] + f(hxs * Q[4]))))))))));
  const t = f(3 - f(r1 * hfx));
  let e = f(hxs * f(f(r1 - t) / f(6 - f(x * t))));
  if (k === 0) return f(x - f(f(x * e) - hxs));
  e = f(f(x * f(e - c)) - c);
  e = f(e - hxs);
  if (k === -1) return f(f(0.5 * f(x - e)) - 0.5);
  if (k === 1) return x < -0.25 ? f(-2 * f(e - f(x + 0.5))) : f(1 + f(2 * f(x - e)));
  if (k <= -2 || k > 56) return f(f(f(1 - f(e - x)) * 2 ** k) - 1);
  if (k < 23) return f(f(f(1 - 2 ** -k) - f(e - x)) * 2 ** k);
  return f(f(f(x - f(e + 2 ** -k)) + 1) * 2 ** k);
}

/** fdlibm's e_sinhf.c: (E + E/(E + 1))/2 with E = expm1f|x| below 22, expf|x|/2 above. */
export function sinhf(x: number): number {
  x = f(x);
  const ax = Math.abs(x);
  if (!(ax < Infinity)) return x + x;
  const h = x < 0 ? -0.5 : 0.5;
  if (ax < 22) {
    if (ax < 2 ** -28) return x;
    const t = expm1f(ax);
    if (ax < 1) return f(h * f(f(2 * t) - f(f(t * t) / f(t + 1))));
    return f(h * f(t + f(t / f(t + 1))));
  }
  if (ax < 88.7216796875) return f(h * expf(ax));
  if (ax <= 89.41598510742188) { const w = expf(f(0.5 * ax)); return f(f(h * w) * w); }
  return f(x * 1e37);
}

/** fdlibm's e_coshf.c. */
export function coshf(x: number): number {
  x = f(x);
  const ax = Math.abs(x);
  if (ax < 22) {
    if (ax < 0.3465735912322998) {
      if (ax < 2 ** -55) return 1;
      const t = expm1f(ax), w = f(1 + t);
      return f(1 + f(f(t * t) / f(w + w)));
    }
    const t = expf(ax);
    return f(f(0.5 * t) + f(0.5 / t));
  }
  if (ax < 88.7216796875) return f(0.5 * expf(ax));
  if (ax <= 89.41598510742188) { const w = expf(f(0.5 * ax)); return f(f(0.5 * w) * w); }
  return x !== x ? x : Infinity; // overflow, or an infinity
}

/** fdlibm's s_tanhf.c: through expm1f of ±2|x|. */
export function tanhf(x: number): number {
  x = f(x);
  const ax = Math.abs(x);
  if (x !== x) return x;
  if (ax === Infinity) return x > 0 ? 1 : -1;
  let z: number;
  if (ax < 22) {
    if (ax === 0) return x;
    if (ax < 2 ** -55) return f(x * f(1 + x));
    if (ax >= 1) z = f(1 - f(2 / f(expm1f(f(2 * ax)) + 2)));
    else { const t = expm1f(f(-2 * ax)); z = f(-t / f(t + 2)); }
  } else z = 1;
  return x < 0 ? -z : z;
}

const FB = new Float32Array(1), IB = new Int32Array(FB.buffer);
const floatBits = (x: number): number => { FB[0] = x; return IB[0]; };
const PI_O_4 = f(7.8539818525e-01), PI_O_2 = f(1.5707963705e+00), PI = f(3.1415927410e+00), PI_LO = f(-8.7422776573e-08);

/** fdlibm's e_atan2f.c: atanf of |y/x| placed in the quadrant (y/x beyond 2^±60 decided directly). */
export function atan2f(y: number, x: number): number {
  x = f(x); y = f(y);
  if (x !== x || y !== y) return x + y;
  if (x === 1) return atanf(y);
  const hx = floatBits(x), hy = floatBits(y), ix = hx & 0x7fffffff, iy = hy & 0x7fffffff;
  const m = ((hy >>> 31) & 1) | ((hx >>> 30) & 2);
  if (iy === 0) return m < 2 ? y : m === 2 ? PI : -PI;
  if (ix === 0) return hy < 0 ? -PI_O_2 : PI_O_2;
  if (ix === 0x7f800000) {
    if (iy === 0x7f800000) return m === 0 ? PI_O_4 : m === 1 ? -PI_O_4 : m === 2 ? f(3 * PI_O_4) : f(-3 * PI_O_4);
    return m === 0 ? 0 : m === 1 ? -0 : m === 2 ? PI : -PI;
  }
  if (iy === 0x7f800000) return hy < 0 ? -PI_O_2 : PI_O_2;
  const k = (iy - ix) >> 23;
  let z: number;
  if (k > 60) z = f(PI_O_2 + f(0.5 * PI_LO));
  else if (hx < 0 && k < -60) z = 0;
  else z = atanf(Math.abs(f(y / x)));
  if (m === 0) return z;
  if (m === 1) return -z;
  if (m === 2) return f(PI - f(z - PI_LO));
  return f(f(z - PI_LO) - PI);
}
