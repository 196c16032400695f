/**
 * glibc's rand/srand/random/srandom (random_r.c, TYPE_3: x**31 + x**3 + 1 additive feedback
 * generator) and rand_r, bit for bit. rand() and random() share one state, as in glibc.
 */

const DEG = 31;
const SEP = 3;

export interface GlibcRandomState {
  r: number[];
  f: number;
  b: number;
}

export class GlibcRandom {
  /** The 31 int32 state words. */
  private readonly r = new Int32Array(DEG);
  /** Indices of glibc's fptr and rptr into the state. */
  private f = SEP;
  private b = 0;

  /** A fresh generator is seeded as if by srand(1), like glibc's static initial table. */
  constructor(seed = 1) {
    this.seed(seed);
  }

  /** srand / srandom (seed is an unsigned int; 0 behaves as 1). */
  seed(s: number): void {
    let seed = s >>> 0;
    if (seed === 0) seed = 1;
    const r = this.r;
    r[0] = seed | 0;
    let word = seed | 0; // int32_t word = seed
    for (let i = 1; i < DEG; i++) {
      // word = 16807 * word % 2147483647 by Schrage's method, as glibc does it.
      const hi = (word / 127773) | 0; // C division truncates toward zero
      const lo = word % 127773;
      word = 16807 * lo - 2836 * hi;
      if (word < 0) word += 2147483647;
      word |= 0;
      r[i] = word;
    }
    this.f = SEP;
    this.b = 0;
    for (let k = 0; k < DEG * 10; k++) this.next();
  }

  /** random() / rand(): the next value in 0..2^31-1. */
  next(): number {
    const r = this.r;
    const val = (r[this.f] + r[this.b]) | 0;
    r[this.f] = val;
    const result = (val >>> 0) >>> 1;
    if (++this.f >= DEG) {
      this.f = 0;
      ++this.b;
    } else if (++this.b >= DEG) {
      this.b = 0;
    }
    return result;
  }

  save(): GlibcRandomState {
    return { r: Array.from(this.r), f: this.f, b: this.b };
  }

  restore(state: unknown): void {
    const s = state as GlibcRandomState;
    this.r.set(s.r);
    this.f = s.f;
    this.b = s.b;
  }
}

/** glibc's rand_r: returns the value and the new content of *seed (unsigned int). */
export function rand_r(seed: number): { value: number; seed: number } {
  let next = seed >>> 0;
  next = (Math.imul(next, 1103515245) + 12345) >>> 0;
  let result = ((next / 65536) >>> 0) % 2048;
  next = (Math.imul(next, 1103515245) + 12345) >>> 0;
  result = (result << 10) ^ (((next / 65536) >>> 0) % 1024);
  next = (Math.imul(next, 1103515245) + 12345) >>> 0;
  result = (result << 10) ^ (((next / 65536) >>> 0) % 1024);
  return { value: result, seed: next };
}

/** RAND_MAX of glibc. */
export const RAND_MAX = 2147483647;
