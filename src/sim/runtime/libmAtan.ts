/**
 * atan and atan2 as glibc 2.36's `-fma` builds compute them on x86-64 (IBM's accurate library,
 * s_atan.c and e_atan2.c): an odd polynomial near 0, else a Taylor expansion of atan around the
 * nearest of 241 table points x0 in [1/16, 1] (libmTables.ts), 1/u's for |u| > 1 as π/2 - atan.
 * fma() stands where gcc fused a*b + c in those builds (every Horner step, and the last product
 * into its sum); the quotient's error (EMULV) is exact in both forms.
 */
import { ATAN_CIJ as CIJ } from './libmTables';
import { fmaFast as fma, fromWords, highWord, lowWord } from './libmFast';

const D3 = fromWords(0xbfd55555, 0x55555555), D5 = fromWords(0x3fc99999, 0x999997fd), D7 = fromWords(0xbfc24924, 0x923f7603),
  D9 = fromWords(0x3fbc71c6, 0xe5129a3b), D11 = fromWords(0xbfb74580, 0x22b13c25), D13 = fromWords(0x3fb375f0, 0x8b31cbce);
const HPI = Math.PI / 2, HPI1 = fromWords(0x3c91a626, 0x33145c07); // π/2 - HPI
const OPI = Math.PI, OPI1 = fromWords(0x3ca1a626, 0x33145c07);
const QPI = Math.PI / 4, TQPI = fromWords(0x4002d97c, 0x7f3321d2);
const TWO52 = 2 ** 52;

/** d3 + v (d5 + v (... + v d13)): atan(u)/u - 1 over v = u² for |u| < 1/16. */
function oddPoly(v: number): number {
  return fma(v, fma(v, fma(v, fma(v, fma(v, D13, D11), D9), D7), D5), D3);
}
/** The table row for u in [1/16, 1): its first entry's index in CIJ. */
const row = (u: number): number => 7 * (((TWO52 + 256 * u) - TWO52) - 16);
/** c2 + v (c3 + v (c4 + v (c5 + v c6))) of the row at k. */
function taylor(k: number, v: number): number {
  return fma(v, fma(v, fma(v, fma(v, CIJ[k + 6], CIJ[k + 5]), CIJ[k + 4]), CIJ[k + 3]), CIJ[k + 2]);
}
/** The rounding error of x - y, for z = x - y (ESUB). */
const subError = (x: number, y: number, z: number): number => (Math.abs(x) > Math.abs(y) ? (x - z) - y : x - (y + z));
const copySign = (z: number, y: number): number => (y < 0 || Object.is(y, -0) ? -Math.abs(z) : Math.abs(z));

export function atan(x: number): number {
  if (x !== x) return x + x;
  const u = Math.abs(x);
  if (u < 1) {
    if (u < 0.0625) {
      if (u < fromWords(0x3e4bb67a, 0)) return x; // 1.29e-8
      const v = x * x;
      let yy = fma(v, fma(v, fma(v, fma(v, D13, D11), D9), D7), D5);
      yy = fma(v, yy, D3);
      return fma(yy, x * v, x);
    }
    const k = row(u), z = u - CIJ[k];
    const yy = fma(z, fma(z, fma(z, CIJ[k + 6], CIJ[k + 5]), CIJ[k + 4]), CIJ[k + 3]);
    return copySign(fma(fma(z, yy, CIJ[k + 2]), z, CIJ[k + 1]), x);
  }
  if (u < 16) {
    const w = 1 / u, t1 = w * u, t2 = fma(w, u, -t1);
    const k = row(w);
    const z = fma(w, (1 - t1) - t2, w - CIJ[k]);
    const yy = fma(-z, taylor(k, z), HPI1);
    return copySign((HPI - CIJ[k + 1]) + yy, x);
  }
  if (u < fromWords(0x43349ff2, 0)) {
    const w = 1 / u, v = w * w, t1 = w * u, t2 = fma(w, u, -t1);
    const t3 = HPI - w, cor = subError(HPI, w, t3);
    const yy = fma(-oddPoly(v), w * v, fma(-w, (1 - t1) - t2, HPI1 + cor));
    return copySign(t3 + yy, x);
  }
  return x > 0 ? HPI : -HPI;
}

export function atan2(y: number, x: number): number {
  if (x !== x) return x + y;
  if (y !== y) return y + y;
  const ux = highWord(x), uy = highWord(y), xNeg = ux >>> 31 === 1;
  if (y === 0) return xNeg ? (uy >>> 31 ? -OPI : OPI) : y;
  if (x === 0) return uy >>> 31 ? -HPI : HPI;
  if (x === Infinity) return y === Infinity ? QPI : y === -Infinity ? -QPI : uy >>> 31 ? -0 : 0;
  if (x === -Infinity) return y === Infinity ? TQPI : y === -Infinity ? -TQPI : uy >>> 31 ? -OPI : OPI;
  if (y === Infinity) return HPI;
  if (y === -Infinity) return -HPI;
  let ax = Math.abs(x), ay = Math.abs(y);
  const de = (uy & 0x7ff00000) - (ux & 0x7ff00000);
  if (de >= 59768832) return y > 0 ? HPI : -HPI;
  if (de <= -59768832) return x > 0 ? copySign(ay / ax, y) : y > 0 ? OPI : -OPI;
  if (ax < 2 ** -500 || ay < 2 ** -500) { ax *= 2 ** 500; ay *= 2 ** 500; }
  if (ax > 2 ** 500 || ay > 2 ** 500) { ax *= 2 ** -500; ay *= 2 ** -500; }
  let u: number, du: number;
  if (ay < ax) {
    u = ay / ax;
    const v = ax * u, vv = fma(ax, u, -v);
    du = ((ay - v) - vv) / ax;
  } else {
    u = ax / ay;
    const v = ay * u, vv = fma(ay, u, -v);
    du = ((ax - v) - vv) / ay;
  }
  let z: number;
  if (x > 0) {
    if (ay < ax) { // atan(ay/ax)
      if (u < 0.0625) {
        const v = u * u;
        z = u + fma(u * v, oddPoly(v), du);
      } else {
        const k = row(u), t3 = u - CIJ[k];
        const v = t3 + du, dv = Math.abs(t3) > Math.abs(du) ? (t3 - v) + du : (du - v) + t3;
        const t2 = CIJ[k + 2];
        const h = fma(v, fma(v, fma(v, CIJ[k + 6], CIJ[k + 5]), CIJ[k + 4]), CIJ[k + 3]);
        z = CIJ[k + 1] + fma(v, t2, fma(dv, t2, (v * v) * h));
      }
    } else if (u < 0.0625) { // π/2 - atan(ax/ay)
      const v = u * u, t2 = HPI - u, cor = subError(HPI, u, t2);
      z = t2 + fma(-(u * v), oddPoly(v), (HPI1 + cor) - du);
    } else {
      const k = row(u), v = (u - CIJ[k]) + du;
      z = (HPI - CIJ[k + 1]) + fma(-v, taylor(k, v), HPI1);
    }
  } else if (ax < ay) { // π/2 + atan(ax/ay)
    if (u < 0.0625) {
      const v = u * u, t2 = HPI + u;
      const cor = Math.abs(HPI) > Math.abs(u) ? (HPI - t2) + u : (u - t2) + HPI;
      z = t2 + fma(u * v, oddPoly(v), (HPI1 + cor) + du);
    } else {
      const k = row(u), v = (u - CIJ[k]) + du;
      z = (HPI + CIJ[k + 1]) + fma(v, taylor(k, v), HPI1);
    }
  } else if (u < 0.0625) { // π - atan(ay/ax)
    const v = u * u, t2 = OPI - u, cor = subError(OPI, u, t2);
    z = t2 + fma(-(u * v), oddPoly(v), (OPI1 + cor) - du);
  } else {
    const k = row(u), v = (u - CIJ[k]) + du;
    z = (OPI - CIJ[k + 1]) + fma(-v, taylor(k, v), OPI1);
  }
  return copySign(z, y);
}
