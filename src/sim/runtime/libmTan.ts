/**
 * tan as glibc 2.36's `-fma` build computes it on x86-64 (IBM's accurate library, s_tan.c): an
 * odd polynomial below 0.0608, else tan(xi + z) = Fi + pz(Gi + Fi)/(Gi - pz) around the nearest
 * of 186 table points xi (libmTables.ts), after reducing x by π/2 in three parts (|x| <= 25), four
 * (<= 1e8) or through 2/π's digits (__branred, shared with sin and cos); an odd quadrant gives
 * -cot, from 1/b in double-double (DIV2). fma() stands where gcc fused a*b + c in that build.
 */
import { TAN_XFG as XFG } from './libmTables';
import { fmaFast as fma, fromWords, highWord, lowWord } from './libmFast';
import { branredInto } from './libmSinCos';

const D3 = fromWords(0x3fd55555, 0x55555555), D5 = fromWords(0x3fc11111, 0x111107c6), D7 = fromWords(0x3faba1ba, 0x1cdb8745),
  D9 = fromWords(0x3f9664ed, 0x49cfc666), D11 = fromWords(0x3f82385a, 0x3cf2e4ea);
const E0 = fromWords(0x3fd55555, 0x55554dbd), E1 = fromWords(0x3fc11112, 0xe0a6b45f);
const G1 = fromWords(0x3e4b096c, 0), G2 = fromWords(0x3faf212d, 0), G3 = fromWords(0x3fe92f1a, 0);
const MP1 = fromWords(0x3ff921fb, 0x58000000), MP2 = fromWords(0xbe4dde97, 0x3c000000), MP3 = fromWords(0xbc8cb3b3, 0x99d747f2),
  PP3 = fromWords(0xbc8cb3b3, 0x98000000), PP4 = fromWords(0xbacd747f, 0x23e32ed7);
const HPINV = fromWords(0x3fe45f30, 0x6dc9c883), TOINT = fromWords(0x43380000, 0);
const BRANRED = new Float64Array(3);

/** d3 + a² (d5 + a² (... d11)): tan(a)/a - 1 over a², |a| <= 0.0608. */
const odd = (a2: number): number => fma(a2, fma(a2, fma(a2, fma(a2, D11, D9), D7), D5), D3);

/** tan(a + da) (odd n: -cot) for the reduced a, |a| <= 0.787 (cases VI-XI). */
function reduced(a: number, da: number, n: number): number {
  const ya = Math.abs(a), yya = a < 0 ? -da : da, sy = a < 0 ? -1 : 1;
  if (ya <= G2) {
    const a2 = a * a, t2 = fma(a * a2, odd(a2), da);
    if (n === 0) return a + t2;
    const b = a + t2, db = Math.abs(a) > Math.abs(t2) ? (a - b) + t2 : (t2 - b) + a;
    const c = 1 / b, u = c * b, uu = fma(c, b, -u);
    const cc = fma(-c, db, ((1 - u) - uu) + 0) / b; // DIV2(1, 0, b, db)
    const z = c + cc;
    return -(z + ((c - z) + cc));
  }
  const k = 4 * Math.trunc(-15.5 + 256 * ya);
  const z = (ya - XFG[k]) + yya, z2 = z * z;
  const pz = fma(z * z2, fma(z2, E1, E0), z);
  const fi = XFG[k + 1], gi = XFG[k + 2];
  if (n !== 0) return -sy * (gi - pz * (fi + gi) / (fi + pz));
  return sy * (fi + pz * (gi + fi) / (gi - pz));
}

export function tan(x: number): number {
  if ((highWord(x) & 0x7ff00000) === 0x7ff00000) return x - x;
  const w = Math.abs(x);
  if (w <= G1) return x;
  if (w <= G2) { const x2 = x * x; return fma(odd(x2), x * x2, x); }
  if (w <= G3) {
    const k = 4 * Math.trunc(-15.5 + 256 * w);
    const z = w - XFG[k], z2 = z * z;
    const pz = fma(z * z2, fma(z2, E1, E0), z);
    const fi = XFG[k + 1], gi = XFG[k + 2];
    return (x < 0 ? -1 : 1) * (fi + pz * (gi + fi) / (gi - pz));
  }
  if (w <= 1e8) {
    const t = fma(x, HPINV, TOINT), xn = t - TOINT, n = lowWord(t) & 1;
    // |xn| < 2^26 (w <= 1e8), MP1, MP2 and PP3 of 26, 27 and 26 bits: exact products, so one
    // rounding as fused (an emulated fma costs ~30 flops).
    const t1 = (x - xn * MP1) - xn * MP2;
    if (w <= 25) { // π/2 in three parts
      const a = fma(-xn, MP3, t1);
      return reduced(a, fma(-xn, MP3, t1 - a), n);
    }
    const t0 = t1 - xn * PP3; // four parts
    let da = (t1 - t0) - xn * PP3;
    const a = fma(-xn, PP4, t0);
    da = fma(-xn, PP4, t0 - a) + da;
    const s = a + da;
    return reduced(s, Math.abs(a) > Math.abs(da) ? (a - s) + da : (da - s) + a, n);
  }
  branredInto(x, BRANRED);
  const a = BRANRED[0], da = BRANRED[1], s = a + da;
  return reduced(s, Math.abs(a) > Math.abs(da) ? (a - s) + da : (da - s) + a, BRANRED[2] & 1);
}
