/**
 * expf, exp2f, logf and log2f as glibc 2.36's `-fma` builds compute them on x86-64 (flt-32 from
 * ARM's optimized routines): in double, rounded once to float at the end. exp2f's table is 2^(i/32)
 * (computed here); logf's and log2f's 16 points c with 1/c and log(c) come from a search and are
 * kept as data. fma() stands where gcc fused a*b + c in those builds.
 */
import { fmaFast as fma, hexFloat as h, pow2 } from './libmFast';
import { twoToKOver128 } from './libmGlibc';

const f32 = Math.fround;
const N = 32;
/** 2^(i/32) as the nearest double. */
export const T2 = new Float64Array(N).map((_v, i) => twoToKOver128(4 * i));
const C0 = h('0x1.c6af84b912394p-5'), C1 = h('0x1.ebfce50fac4f3p-3'), C2 = h('0x1.62e42ff0c52d6p-1');
export const SC0 = C0 / N / N / N, SC1 = C1 / N / N, SC2 = C2 / N;
const SHIFT = h('0x1.8p+52'), INVLN2N = h('0x1.71547652b82fep+0') * N;

/** s · (c0 r³ + c1 r² + c2 r + 1) with s = 2^(k/32), k the integer kd. */
function scaled(kd: number, r: number, c0: number, c1: number, c2: number): number {
  const j = kd & (N - 1), s = T2[j] * pow2((kd - j) / N);
  const z = fma(c0, r, c1), y = fma(z, r * r, fma(c2, r, 1));
  return y * s;
}

export function expf(x: number): number {
  const ax = Math.abs(x);
  if (!(ax < 88)) {
    if (x === -Infinity) return 0;
    if (x !== x || x === Infinity) return x + x;
    if (x > h('0x1.62e42ep6')) return Infinity;
    if (x < h('-0x1.9fe368p6')) return 0;
  }
  const kd = fma(INVLN2N, x, SHIFT) - SHIFT;
  return f32(scaled(kd, fma(INVLN2N, x, -kd), SC0, SC1, SC2));
}

export function exp2f(x: number): number {
  const ax = Math.abs(x);
  if (!(ax < 128)) {
    if (x === -Infinity) return 0;
    if (x !== x || x === Infinity) return x + x;
    if (x > 0) return Infinity;
    if (x <= -150) return 0;
  }
  const kd = (x + SHIFT / N) - SHIFT / N; // k/32
  return f32(scaled(kd * N, x - kd, C0, C1, C2));
}

const F = new Float32Array(1), U = new Uint32Array(F.buffer);
const LOGF_T = new Float64Array((
  '0x1.661ec79f8f3bep+0 -0x1.57bf7808caadep-2 0x1.571ed4aaf883dp+0 -0x1.2bef0a7c06ddbp-2 ' +
  '0x1.49539f0f010bp+0 -0x1.01eae7f513a67p-2 0x1.3c995b0b80385p+0 -0x1.b31d8a68224e9p-3 ' +
  '0x1.30d190c8864a5p+0 -0x1.6574f0ac07758p-3 0x1.25e227b0b8eap+0 -0x1.1aa2bc79c81p-3 ' +
  '0x1.1bb4a4a1a343fp+0 -0x1.a4e76ce8c0e5ep-4 0x1.12358f08ae5bap+0 -0x1.1973c5a611cccp-4 ' +
  '0x1.0953f419900a7p+0 -0x1.252f438e10c1ep-5 0x1p+0 0x0p+0 ' +
  '0x1.e608cfd9a47acp-1 0x1.aa5aa5df25984p-5 0x1.ca4b31f026aap-1 0x1.c5e53aa362eb4p-4 ' +
  '0x1.b2036576afce6p-1 0x1.526e57720db08p-3 0x1.9c2d163a1aa2dp-1 0x1.bc2860d22477p-3 ' +
  '0x1.886e6037841edp-1 0x1.1058bc8a07ee1p-2 0x1.767dcf5534862p-1 0x1.4043057b6ee09p-2 ').trim().split(' ').map(h));
const LOG2F_T = new Float64Array((
  '0x1.661ec79f8f3bep+0 -0x1.efec65b963019p-2 0x1.571ed4aaf883dp+0 -0x1.b0b6832d4fca4p-2 ' +
  '0x1.49539f0f010bp+0 -0x1.7418b0a1fb77bp-2 0x1.3c995b0b80385p+0 -0x1.39de91a6dcf7bp-2 ' +
  '0x1.30d190c8864a5p+0 -0x1.01d9bf3f2b631p-2 0x1.25e227b0b8eap+0 -0x1.97c1d1b3b7afp-3 ' +
  '0x1.1bb4a4a1a343fp+0 -0x1.2f9e393af3c9fp-3 0x1.12358f08ae5bap+0 -0x1.960cbbf788d5cp-4 ' +
  '0x1.0953f419900a7p+0 -0x1.a6f9db6475fcep-5 0x1p+0 0x0p+0 ' +
  '0x1.e608cfd9a47acp-1 0x1.338ca9f24f53dp-4 0x1.ca4b31f026aap-1 0x1.476a9543891bap-3 ' +
  '0x1.b2036576afce6p-1 0x1.e840b4ac4e4d2p-3 0x1.9c2d163a1aa2dp-1 0x1.40645f0c6651cp-2 ' +
  '0x1.886e6037841edp-1 0x1.88e9c2c1b9ff8p-2 0x1.767dcf5534862p-1 0x1.ce0a44eb17bccp-2 ').trim().split(' ').map(h));
const LN2 = h('0x1.62e42fefa39efp-1');
const LA0 = h('-0x1.00ea348b88334p-2'), LA1 = h('0x1.5575b0be00b6ap-2'), LA2 = h('-0x1.ffffef20a4123p-2');
const L2A0 = h('-0x1.712b6f70a7e4dp-2'), L2A1 = h('0x1.ecabf496832ep-2'), L2A2 = h('-0x1.715479ffae3dep-1'),
  L2A3 = h('0x1.715475f35c8b8p0');

let logK = 0, logI = 0;
/** z in [0x3f330000's float, twice it) with x = 2^logK z, logI its table index; NaN or ±inf
 * results for the arguments with no logarithm. */
function split(x: number): number {
  F[0] = x;
  let ix = U[0];
  if (ix - 0x00800000 >>> 0 >= 0x7f800000 - 0x00800000) {
    if ((ix & 0x7fffffff) === 0) return -Infinity;
    if (ix === 0x7f800000) return x;
    if (ix & 0x80000000 || ix * 2 >= 0xff000000) return NaN;
    F[0] = f32(x * 2 ** 23); // subnormal: normalise
    ix = (U[0] - (23 << 23)) >>> 0;
  }
  const tmp = (ix - 0x3f330000) | 0;
  logI = (tmp >>> 19) & 15;
  logK = tmp >> 23;
  U[0] = (ix - (tmp & 0xff800000)) >>> 0;
  return F[0];
}

export function logf(x: number): number {
  if (x === 1) return 0;
  const z = split(x);
  if (z !== z || z === Infinity || z === -Infinity) return z;
  const r = fma(z, LOGF_T[2 * logI], -1), y0 = fma(logK, LN2, LOGF_T[2 * logI + 1]);
  const r2 = r * r, y = fma(LA0, r2, fma(LA1, r, LA2));
  return f32(fma(y, r2, y0 + r));
}

export function log2f(x: number): number {
  if (x === 1) return 0;
  const z = split(x);
  if (z !== z || z === Infinity || z === -Infinity) return z;
  const r = fma(z, LOG2F_T[2 * logI], -1), y0 = LOG2F_T[2 * logI + 1] + logK;
  const r2 = r * r, y = fma(L2A0, r2, fma(L2A1, r, L2A2));
  return f32(fma(y, r2, fma(L2A3, r, y0)));
}

/* powf (e_powf.c): 2^(y log2 x) with log2 x from log2f's table and a degree-5 polynomial, the
 * exponential as exp2f's without its final rounding; SIGN_BIAS flips the result's sign. */
const PA0 = h('0x1.27616c9496e0bp-2'), PA1 = h('-0x1.71969a075c67ap-2'), PA2 = h('0x1.ec70a6ca7baddp-2'),
  PA3 = h('-0x1.7154748bef6c8p-1'), PA4 = h('0x1.71547652ab82bp0');
const FY = new Float32Array(1), UY = new Uint32Array(FY.buffer);

/** 0 if the float with bits iy is not an integer, 1 if odd, 2 if even. */
function checkint(iy: number): number {
  const e = (iy >>> 23) & 0xff;
  if (e < 0x7f) return 0;
  if (e > 0x7f + 23) return 2;
  if (iy & ((1 << (0x7f + 23 - e)) - 1)) return 0;
  return iy & (1 << (0x7f + 23 - e)) ? 1 : 2;
}
/** Zero, infinite or NaN, from the bits. */
const zeroInfNan = (i: number): boolean => ((2 * i - 1) >>> 0) >= 2 * 0x7f800000 - 1;

export function powf(x: number, y: number): number {
  F[0] = x; FY[0] = y;
  let ix = U[0], negative = false;
  const iy = UY[0];
  if (ix - 0x00800000 >>> 0 >= 0x7f800000 - 0x00800000 || zeroInfNan(iy)) {
    if (zeroInfNan(iy)) {
      if ((iy & 0x7fffffff) === 0) return 1;
      if (ix === 0x3f800000) return 1;
      if ((ix & 0x7fffffff) > 0x7f800000 || (iy & 0x7fffffff) > 0x7f800000) return f32(x + y);
      if ((ix & 0x7fffffff) === 0x3f800000) return 1;
      if (((ix & 0x7fffffff) < 0x3f800000) === !(iy & 0x80000000)) return 0;
      return f32(y * y);
    }
    if (zeroInfNan(ix)) {
      let x2 = f32(x * x);
      if (ix & 0x80000000 && checkint(iy) === 1) x2 = -x2;
      return iy & 0x80000000 ? f32(1 / x2) : x2;
    }
    if (ix & 0x80000000) {
      const yint = checkint(iy);
      if (yint === 0) return NaN;
      if (yint === 1) negative = true;
      ix &= 0x7fffffff;
    }
    if (ix < 0x00800000) { // subnormal: normalise
      F[0] = f32(Math.abs(x) * 2 ** 23);
      ix = ((U[0] & 0x7fffffff) - (23 << 23)) >>> 0;
    }
  }
  // log2(x) (log2_inline)
  const tmp = (ix - 0x3f330000) | 0, i = (tmp >>> 19) & 15, top = tmp & 0xff800000;
  U[0] = (ix - top) >>> 0;
  const z = F[0], k = top >> 23;
  const r = fma(z, LOG2F_T[2 * i], -1), y0 = LOG2F_T[2 * i + 1] + k;
  const r2 = r * r;
  const q = fma(fma(PA2, r, PA3), r2, fma(PA4, r, y0));
  const logx = fma(fma(PA0, r, PA1), r2 * r2, q);
  const ylogx = y * logx;
  if (Math.abs(ylogx) >= 126) {
    if (ylogx > h('0x1.fffffffd1d571p+6')) return negative ? -Infinity : Infinity;
    if (ylogx <= -150) return negative ? -0 : 0;
  }
  const kd = (ylogx + SHIFT / N) - SHIFT / N; // k/32 (exp2_inline)
  const v = scaled(kd * N, ylogx - kd, C0, C1, C2);
  return f32(negative ? -v : v);
}
