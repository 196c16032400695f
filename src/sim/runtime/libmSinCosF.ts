/**
 * sinf and cosf as glibc 2.36's `-fma` builds compute them on x86-64 (flt-32's s_sinf.c and
 * s_cosf.c from ARM's optimized routines): in double, polynomials on [-π/4, π/4], the quadrant
 * from x·2/π below 120, above it from 4/π's bits in 32×96-bit integer arithmetic, rounded once
 * to float at the end. fma() stands where gcc fused a*b + c in those builds.
 */
import { fmaFast as fma, hexFloat as h } from './libmFast';

const f32 = Math.fround;
const HPI_INV = h('0x1.45F306DC9C883p+23'), HPI = h('0x1.921FB54442D18p0'), PI63 = h('0x1.921FB54442D18p-62');
const C1 = h('-0x1.ffffffd0c621cp-2'), C2 = h('0x1.55553e1068f19p-5'), C3 = h('-0x1.6c087e89a359dp-10'),
  C4 = h('0x1.99343027bf8c3p-16');
const S1 = h('-0x1.555545995a603p-3'), S2 = h('0x1.1107605230bc4p-7'), S3 = h('-0x1.994eb3774cf24p-13');
const PIO4_TOP = 0x3f4, TINY_TOP = 0x39800000 >>> 20, LARGE_TOP = 0x42f00000 >>> 20; // π/4, 2^-12, 120 as floats
/** 4/π's bits (__inv_pio4), eight new bits per entry. */
const INV_PIO4 = [0xa2, 0xa2f9, 0xa2f983, 0xa2f9836e, 0xf9836e4e, 0x836e4e44, 0x6e4e4415, 0x4e441529, 0x441529fc, 0x1529fc27,
  0x29fc2757, 0xfc2757d1, 0x2757d1f5, 0x57d1f534, 0xd1f534dd, 0xf534ddc0, 0x34ddc0db, 0xddc0db62, 0xc0db6295, 0xdb629599,
  0x6295993c, 0x95993c43, 0x993c4390, 0x3c439041].map(BigInt);
const F = new Float32Array(1), U = new Uint32Array(F.buffer);

/** sin (n even) or cos (n odd) of x, x2 = x²; `negCos` takes the second table (cosine negated). */
function poly(x: number, x2: number, n: number, negCos: boolean): number {
  if ((n & 1) === 0) {
    const x3 = x * x2;
    return f32(fma(x3 * x2, fma(x2, S3, S2), fma(x3, S1, x)));
  }
  const s = negCos ? -1 : 1;
  const x4 = x2 * x2;
  const c = fma(x4, s * C2, fma(x2, s * C1, s));
  return f32(fma(x4 * x2, fma(x2, s * C4, s * C3), c));
}

let quadrant = 0;
/** The quadrant of the last reduceLarge. */
export const largeQuadrant = (): number => quadrant;
/** x mod π/2 in [-π/4, π/4] for |x| >= 120 (reduce_large), the quadrant in `quadrant`. */
export function reduceLarge(xi: number): number {
  const k = (xi >>> 26) & 15, shift = BigInt((xi >>> 23) & 7);
  const m = BigInt(((xi & 0xffffff) | 0x800000) >>> 0) << shift;
  const M64 = (1n << 64n) - 1n;
  const res0 = (m * INV_PIO4[k]) & 0xffffffffn;
  const res1 = m * INV_PIO4[k + 4], res2 = m * INV_PIO4[k + 8];
  let r = (((res2 >> 32n) | (res0 << 32n)) + res1) & M64;
  const n = ((r + (1n << 61n)) & M64) >> 62n;
  r = (r - (n << 62n)) & M64;
  quadrant = Number(n);
  return Number(BigInt.asIntN(64, r)) * PI63;
}

function sinCos(y: number, cosine: boolean): number {
  F[0] = y;
  const xi = U[0], top = (xi >>> 20) & 0x7ff;
  if (top < PIO4_TOP) {
    if (top < TINY_TOP) return cosine ? 1 : y;
    return poly(y, y * y, cosine ? 1 : 0, false);
  }
  let x: number, n: number, m: number; // m: the quadrant of the signs, with x's own sign
  if (top < LARGE_TOP) {
    n = m = ((Math.trunc(y * HPI_INV) | 0) + 0x800000) >> 24;
    x = fma(-n, HPI, y);
  } else if (top < 0x7f8) {
    x = reduceLarge(xi);
    n = quadrant;
    m = n + (xi >>> 31);
  } else return NaN;
  const s = (m & 3) === 1 || (m & 3) === 2 ? -1 : 1;
  return poly(x * s, x * x, cosine ? n ^ 1 : n, (m & 2) !== 0);
}

export const sinf = (x: number): number => sinCos(x, false);
export const cosf = (x: number): number => sinCos(x, true);
