/**
 * Fixed-point BigInt helpers for the libm tables computed at load (libmGlibc.ts, libmSinCos.ts):
 * ln 2, exp of a fixed-point argument, and a double's exact value in fixed point.
 */

/** ln 2 · 2^p, truncated, within 1 unit: Σ 1/(k 2^k). */
const ln2Cache = new Map<number, bigint>();
export function ln2Fixed(p: number): bigint {
  let v = ln2Cache.get(p);
  if (v === undefined) {
    const g = p + 16, one = 1n << BigInt(g);
    let sum = 0n;
    for (let k = 1; k <= g; k++) sum += (one >> BigInt(k)) / BigInt(k);
    v = sum >> 16n;
    ln2Cache.set(p, v);
  }
  return v;
}

/** exp(R · 2^-p) · 2^p for |R · 2^-p| < 1, error under n+2 units for n terms. */
export function expFixed(r: bigint, p: number): bigint {
  const P = BigInt(p);
  let term = 1n << P, sum = term;
  for (let n = 1n; term !== 0n; n++) {
    term = (term * r >> P) / n;
    sum += term;
  }
  return sum;
}

/** The exact value of a finite double x as X · 2^-p; p must be ≥ 1074 - (exponent slack). */
export function toFixed(x: number, p: number): bigint {
  const neg = x < 0;
  let a = Math.abs(x), e = 0;
  while (a !== Math.floor(a)) { a *= 2; e++; } // exact: doubling only shifts the exponent
  const v = BigInt(a) << BigInt(p - e);
  return neg ? -v : v;
}
