/**
 * errno as glibc 2.36's libm sets it (x86-64): the SVID-compatible wrappers (math/w_*_compat.c,
 * their __kernel_standard cases in _POSIX_ mode), the functions that set it themselves (exp, exp2,
 * log, log2, pow and their float forms through __math_oflow/uflow/divzero/invalid; sin, cos, tan
 * of infinities; j1, jn, y1, yn, nextafter, ldexp, fdim) and ilogb's EDOM. Only pole, domain,
 * overflow and underflow cases set it, never a success; each of those has a zero, subnormal,
 * infinite or NaN result (in the function's own format), so a call with a normal result never
 * reaches the rules. lgamma's forms also set signgam, on every call.
 */
import type { Memory } from './memory';
import { EXP10F_MAY_UNDERFLOW, erfcfExponent } from './libmFloatErf';

const EDOM = 33, ERANGE = 34;

/** The Libc the math methods are installed on: its memory and the addresses of errno and signgam. */
type Process = { m: Memory; h: { libGlobals: Record<string, number> } };
type Rule = (x: number, y: number, r: number) => number;
type Method = (this: Process, s: number, a: number, b: number, c: number) => number;

const finite = Number.isFinite;
const inf = (v: number) => v === Infinity || v === -Infinity;
const nan = (v: number) => v !== v;
/** Overflow (an infinite result from finite arguments). */
const overflow: Rule = (x, _y, r) => (inf(r) && finite(x) ? ERANGE : 0);
const overflow2: Rule = (x, y, r) => (inf(r) && finite(x) && finite(y) ? ERANGE : 0);
/** Overflow, or underflow to zero from a finite argument (the exponentials). */
const overUnder: Rule = (x, _y, r) => ((inf(r) || r === 0) && finite(x) ? ERANGE : 0);
const logs: Rule = (x) => (x === 0 ? ERANGE : x < 0 ? EDOM : 0);
const infDomain: Rule = (x) => (inf(x) ? EDOM : 0);
const beyondOne: Rule = (x) => (Math.abs(x) > 1 ? EDOM : 0);
/** y0, y1, yn: a negative argument is EDOM, zero a pole; overflow near zero is ERANGE. */
const besselY: Rule = (x, _y, r) => (x < 0 ? EDOM : x === 0 ? ERANGE : inf(r) && finite(x) ? ERANGE : 0);
/** j1, jn: a result that underflows to zero (tiny x, or a high order). */
const besselJ: Rule = (x, _y, r) => (r === 0 && x !== 0 && finite(x) ? ERANGE : 0);
/** ldexp and scalbn: overflow, or a non-zero finite x scaled to zero. */
const scaled: Rule = (x, _y, r) => ((inf(r) || r === 0) && finite(x) && x !== 0 ? ERANGE : 0);
/** fmod and remainder: y zero or x infinite, neither a NaN. */
const modulo: Rule = (x, y) => ((y === 0 || inf(x)) && !nan(x) && !nan(y) ? EDOM : 0);
/** nextafter, nexttoward: a step to infinity, to a subnormal or to zero (but not zero's first step). */
const stepped: Rule = (x, y, r) => (x === y || x === 0 || nan(x) || nan(y) ? 0 : inf(r) ? (finite(x) ? ERANGE : 0) : ERANGE);

/** One-argument rules by double name (float and long double forms follow). */
const UNARY: Record<string, Rule> = {
  sin: infDomain, cos: infDomain, tan: infDomain, asin: beyondOne, acos: beyondOne,
  sinh: overflow, cosh: overflow, expm1: overflow, lgamma: overflow, gamma: overflow,
  acosh: (x) => (x < 1 ? EDOM : 0),
  atanh: (x) => (Math.abs(x) > 1 ? EDOM : Math.abs(x) === 1 ? ERANGE : 0),
  exp: overUnder, exp2: overUnder, exp10: overUnder,
  log: logs, log2: logs, log10: logs,
  log1p: (x) => (x === -1 ? ERANGE : x < -1 ? EDOM : 0),
  sqrt: (x) => (x < 0 ? EDOM : 0),
  tgamma: (x, _y, r) => {
    if (!(inf(r) || r === 0 || nan(r)) || !(finite(x) || x === -Infinity)) return 0;
    if (x === 0) return ERANGE;
    return Math.floor(x) === x && x < 0 ? EDOM : ERANGE;
  },
  j1: besselJ, y0: besselY, y1: besselY,
  erfc: (x, _y, r) => (r === 0 && finite(x) ? ERANGE : 0),
  significand: (x) => (x === 0 || !finite(x) ? EDOM : 0),
};
const BINARY: Record<string, Rule> = {
  atan2: (y, x, r) => (r === 0 && y !== 0 && finite(x) ? ERANGE : 0),
  hypot: overflow2, fdim: overflow2,
  pow: (x, y, r) => {
    if (x === 0 && y < 0 && finite(y)) return ERANGE;
    if (nan(r)) return nan(x) || nan(y) ? 0 : EDOM;
    return (inf(r) || r === 0) && finite(x) && finite(y) && x !== 0 ? ERANGE : 0;
  },
  fmod: modulo, remainder: modulo, drem: modulo,
  nextafter: stepped, nexttoward: stepped,
  ldexp: scaled, scalbn: scaled, scalbln: scaled,
  // math/w_scalb_template.c: a NaN from numbers, an infinity or zero from finite x and fn.
  scalb: (x, fn, r) => (nan(r) ? (nan(x) || nan(fn) ? 0 : EDOM) : inf(r) ? (inf(x) || inf(fn) ? 0 : ERANGE) : r === 0 && x !== 0 && !inf(fn) ? ERANGE : 0),
};

/**
 * glibc's float exponentials also report underflow where the result is subnormal below their
 * __math_may_uflowf thresholds (x < log(2^-149), -0x1.9d1d9ep6 as a float, y log2 x < -149), not only at zero.
 */
const EXPF_MAY_UNDERFLOW = -103.27892303466797; // -0x1.9d1d9ep6
const FLOAT: Record<string, Rule> = {
  expf: (x, _y, r) => (finite(x) && (inf(r) || r === 0 || x < EXPF_MAY_UNDERFLOW) ? ERANGE : 0),
  exp2f: (x, _y, r) => (finite(x) && (inf(r) || r === 0 || x < -149) ? ERANGE : 0),
  // exp10f's __math_may_uflowf below -0x2c.da7cfp0 (its result there is 2^-149).
  exp10f: (x, _y, r) => (finite(x) && (inf(r) || r === 0 || x < EXP10F_MAY_UNDERFLOW) ? ERANGE : 0),
  // erfcf's own ERANGE at zero, and expf's (subnormal results) from its first factor exp(-z² - 0.5625).
  erfcf: (x, _y, r) => (finite(x) && (r === 0 || (x > 0 && erfcfExponent(x) < EXPF_MAY_UNDERFLOW)) ? ERANGE : 0),
  powf: (x, y, r) => BINARY.pow(x, y, r) || (r !== 0 && finite(r) && y * Math.log2(Math.abs(x)) < -149 ? ERANGE : 0),
};

function setErrno(p: Process, e: number): void { p.m.setI32(p.h.libGlobals.errno, e); }

/** A method that applies `rule` when the result is zero, subnormal, infinite or NaN in its format. */
function checked(raw: Method, rule: Rule, min: number, max: number, argAt: 0 | 1): Method {
  // jn and yn take the order first: their rule sees x.
  return function (this: Process, s, a, b, c) {
    const r = raw.call(this, s, a, b, c);
    const m = Math.abs(r);
    if (!(m >= min && m <= max)) {
      const e = argAt ? rule(b, c, r) : rule(a, b, r);
      if (e) setErrno(this, e);
    }
    return r;
  };
}

/** lgamma's sign of Γ(x) for signgam, as __ieee754_lgamma_r gives it (1 at poles, NaNs, infinities). */
export function gammaSign(x: number): number {
  if (x === 0) return Object.is(x, -0) ? -1 : 1;
  if (!(x < 0) || !finite(x) || Math.floor(x) === x) return 1;
  return Math.floor(x) % 2 === 0 ? 1 : -1;
}

const DBL = [2 ** -1022, Number.MAX_VALUE] as const, FLT = [2 ** -126, 3.4028234663852886e38] as const;

/** Wraps lib's math methods (in place) with glibc's errno rules, and lgamma's with signgam. */
export function withErrno(lib: Record<string, (...a: never[]) => unknown>): void {
  const L = lib as unknown as Record<string, Method>;
  const wrap = (name: string, rule: Rule, argAt: 0 | 1 = 0, suffix = ''): void => {
    for (const [form, [min, max]] of [['', DBL], ['f', FLT], ['l', DBL]] as const) {
      const raw = L[name + form + suffix];
      if (raw) L[name + form + suffix] = checked(raw, (form === 'f' && FLOAT[name + form]) || rule, min, max, argAt);
    }
  };
  for (const [name, rule] of Object.entries(UNARY)) wrap(name, rule);
  for (const [name, rule] of Object.entries(BINARY)) wrap(name, rule);
  wrap('jn', besselJ, 1);
  wrap('yn', besselY, 1);
  wrap('lgamma', overflow, 0, '_r');
  for (const form of ['', 'f', 'l']) {
    const raw = L['ilogb' + form];
    if (raw) {
      L['ilogb' + form] = function (this: Process, s, a, b, c) {
        if (a === 0 || !finite(a)) setErrno(this, EDOM);
        return raw.call(this, s, a, b, c);
      };
    }
    for (const name of ['lgamma' + form, 'gamma' + form]) {
      const lg = L[name];
      if (!lg) continue;
      L[name] = function (this: Process, s, a, b, c) {
        this.m.setI32(this.h.libGlobals.signgam, gammaSign(form === 'f' ? Math.fround(a) : a));
        return lg.call(this, s, a, b, c);
      };
    }
  }
}
