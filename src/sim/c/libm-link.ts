/**
 * Which calls of libm's functions leave a reference to the function in gcc 12's object at -O0,
 * so that linking without -lm fails as gcc's does (ld: "undefined reference to `sin'"). gcc expands
 * some in place whatever the arguments (fabs, creal, cimag, conj), and folds a call whose
 * arguments are constants when the result is a normal number (MPFR computes it at compile time:
 * `sqrt(2)` and `sin(1.0)` link without -lm; `sqrt(-1.0)`, `log(0.0)` and `exp(1000.0)` set errno or
 * overflow, are left as calls, and need it). Only -O0's folding is reproduced: at -O2 gcc also
 * folds what constant propagation makes constant, which mpisim cc (ignoring -O) does not.
 */
import type { Expr } from './ast';
import { LIBM_ONLY_NAMES } from './libm-names';

export { LIBM_ONLY_NAMES };

/** Expanded in place at any -O, as gcc's builtins are (no call, no symbol). */
const EXPANDED = new Set(['fabs', 'creal', 'cimag', 'conj']);

const roundEven = (x: number): number => {
  const r = Math.round(x);
  return r - x === 0.5 && r % 2 !== 0 ? r - 1 : r;
};
const FOLDED: Record<string, (...a: number[]) => number> = {
  sin: Math.sin, cos: Math.cos, tan: Math.tan, asin: Math.asin, acos: Math.acos, atan: Math.atan,
  sinh: Math.sinh, cosh: Math.cosh, tanh: Math.tanh, asinh: Math.asinh, acosh: Math.acosh, atanh: Math.atanh,
  exp: Math.exp, exp2: (x) => 2 ** x, expm1: Math.expm1, log: Math.log, log2: Math.log2, log10: Math.log10, log1p: Math.log1p,
  sqrt: Math.sqrt, cbrt: Math.cbrt, floor: Math.floor, ceil: Math.ceil, trunc: Math.trunc,
  round: (x) => Math.sign(x) * Math.round(Math.abs(x)), rint: roundEven, nearbyint: roundEven,
  lround: (x) => Math.sign(x) * Math.round(Math.abs(x)), llround: (x) => Math.sign(x) * Math.round(Math.abs(x)), lrint: roundEven, llrint: roundEven,
  pow: (x, y) => x ** y, atan2: Math.atan2, hypot: Math.hypot, fmod: (x, y) => x % y,
  fmin: (x, y) => Math.min(x, y), fmax: (x, y) => Math.max(x, y), fdim: (x, y) => (x > y ? x - y : 0),
};
/** Functions that never give an exact 0 from a non-zero argument: a 0 is an underflow, left to run time. */
const NEVER_ZERO = new Set(['exp', 'exp2', 'pow', 'hypot', 'cosh']);

/** A libm function's family: `sinf` and `sinl` are `sin`'s. */
function family(name: string): string {
  if (FOLDED[name] || EXPANDED.has(name) || name === 'nan') return name;
  const base = name.slice(0, -1);
  return /[fl]$/.test(name) && (FOLDED[base] || EXPANDED.has(base) || base === 'nan') ? base : name;
}

/** An arithmetic constant's value, as gcc's front end folds it; undefined when not constant. */
function constant(e: Expr): number | undefined {
  switch (e.k) {
    case 'num': return Number(e.value);
    case 'fnum': return e.value;
    case 'cast': { const v = constant(e.e); return v === undefined ? undefined : e.type.k === 'float' ? Math.fround(v) : v; }
    case 'unary': { const v = constant(e.e); return e.op === '-' && v !== undefined ? -v : undefined; }
    default: return undefined;
  }
}

/** The function gcc's object calls for a libm call: carg(z) is atan2(cimag(z), creal(z)). */
export function libmSymbol(name: string): string {
  const m = /^carg([fl]?)$/.exec(name);
  return m ? `atan2${m[1]}` : name;
}

/** Whether gcc at -O0 leaves no call of `name` for these arguments (so no reference to link). */
export function foldedCall(name: string, args: Expr[]): boolean {
  if (!LIBM_ONLY_NAMES.has(name)) return false;
  const f = family(name);
  if (EXPANDED.has(f)) return true;
  // nan("...") of a string literal is a constant NaN.
  if (f === 'nan') return args.length === 1 && (args[0].k === 'str' || (args[0].k === 'addr' && args[0].e.k === 'str') || (args[0].k === 'cast' && args[0].e.k === 'str'));
  const fold = FOLDED[f];
  if (!fold || fold.length !== args.length) return false;
  const values = args.map(constant);
  if (values.some((v) => v === undefined || !Number.isFinite(v))) return false;
  const r = fold(...(values as number[]));
  const single = name !== f && name.endsWith('f');
  const max = single ? 3.4028234663852886e38 : Number.MAX_VALUE, min = single ? 1.1754943508222875e-38 : 2.2250738585072014e-308;
  if (!Number.isFinite(r) || Math.abs(r) > max) return false;
  // MPFR's underflow: a result below the smallest normal number is left to run time.
  if (r !== 0 && Math.abs(r) < min) return false;
  if (r === 0 && NEVER_ZERO.has(f) && !(f === 'pow' && values[0] === 0)) return false;
  return true;
}
