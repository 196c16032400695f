/**
 * Double-precision building blocks for the glibc-faithful functions (libmGlibc.ts): a fused
 * multiply-add without BigInt, bit access, and hexadecimal float literals. glibc's x86-64 libm
 * runs its `-fma` variants on CPUs with FMA, whose bits depend on where the compiler fused a*b+c,
 * so the ports call fmaFast exactly where the machine code has vfmadd.
 */
const F = new Float64Array(1);
const W = new Uint32Array(F.buffer); // little-endian: W[0] low word, W[1] sign, exponent, high bits

const SPLIT = 134217729; // 2^27 + 1 (Veltkamp)

/**
 * a*b + c rounded once, for operands whose product neither overflows nor falls below 2^-968
 * (the callers' ranges). The exact product is ph + pl (Dekker), c + ph is s + se exactly, and
 * z = s + (se + pl) is the fused result except when s + v falls exactly halfway between two
 * doubles while v = se + pl itself was rounded (ve): then ve says which way the exact sum lies.
 * Elsewhere the discarded ve, under half an ulp of v, cannot cross a halfway point (those lie a
 * whole multiple of v's ulp away).
 */
export function fmaFast(a: number, b: number, c: number): number {
  const ph = a * b;
  let t = SPLIT * a;
  const ah = t - (t - a), al = a - ah;
  t = SPLIT * b;
  const bh = t - (t - b), bl = b - bh;
  const pl = ((ah * bh - ph) + ah * bl + al * bh) + al * bl;
  const s = c + ph, bb = s - c, se = (c - (s - bb)) + (ph - bb);
  const v = se + pl, z = s + v;
  const vb = v - se, ve = (se - (v - vb)) + (pl - vb);
  if (ve === 0) return z;
  const zb = z - s, e = (s - (z - zb)) + (v - zb), e2 = e + e;
  // A tie: |e| is half of z's ulp exactly, so z + 2e is z's neighbour, exactly.
  if (e === 0 || (z + e2) - z !== e2) return z;
  return (e > 0) === (ve > 0) ? z + e2 : z;
}

/** The double whose bits are hi:lo (two unsigned 32-bit words). */
export function fromWords(hi: number, lo: number): number { W[1] = hi; W[0] = lo; return F[0]; }
/** The high 32 bits of x (sign, exponent, top 20 bits of the fraction). */
export function highWord(x: number): number { F[0] = x; return W[1]; }
/** The low 32 bits of x. */
export function lowWord(x: number): number { F[0] = x; return W[0]; }

/**
 * "0x1.8p52" as a double (exact: at most 53 significant bits are written). Remembered: functions
 * that write their constants inline (j0f, y1f: six a call) would otherwise parse them at each call,
 * a third of their time.
 */
const parsed = new Map<string, number>();
export function hexFloat(s: string): number {
  const known = parsed.get(s);
  if (known !== undefined) return known;
  const m = /^(-?)0x([0-9a-f]+)(?:\.([0-9a-f]*))?p([-+]?\d+)$/i.exec(s);
  if (!m) throw new Error(`bad hex float ${s}`);
  const frac = m[3] ?? '';
  const v = Number.parseInt(m[2] + frac, 16) * 2 ** (Number(m[4]) - 4 * frac.length);
  parsed.set(s, m[1] ? -v : v);
  return m[1] ? -v : v;
}

/** 2^e for integer e in [-1074, 1023], exactly. */
const P2 = new Float64Array(2100);
for (let e = -1074; e <= 1023; e++) P2[e + 1074] = e < -1022 ? 2 ** -1022 * 2 ** (e + 1022) : 2 ** e;
export function pow2(e: number): number { return P2[e + 1074]; }

/** The exact rest of mulSplit's last product. */
export const product = { lo: 0 };
/** a·b as its rounded product, the exact rest in product.lo (glibc's mul_split, Dekker's form). */
export function mulSplit(a: number, b: number): number {
  const hi = a * b;
  let t = SPLIT * a;
  const ah = t - (t - a), al = a - ah;
  t = SPLIT * b;
  const bh = t - (t - b), bl = b - bh;
  product.lo = (((ah * bh - hi) + ah * bl) + al * bh) + al * bl;
  return hi;
}

/** c[from] + z(c[from+1] + z(... + z c[last])) with every step rounded to float (fdlibm's float polynomials). */
export function hornerFloat(c: ArrayLike<number>, z: number, from = 0): number {
  let r = c[c.length - 1];
  for (let i = c.length - 2; i >= from; i--) r = Math.fround(c[i] + Math.fround(z * r));
  return r;
}

const FB = new Float32Array(1), IB = new Int32Array(FB.buffer);
/** x's bits as a float (GET_FLOAT_WORD), signed. */
export function floatBits(x: number): number { FB[0] = x; return IB[0]; }
/** The float whose bits are i (SET_FLOAT_WORD). */
export function floatFromBits(i: number): number { IB[0] = i; return FB[0]; }
