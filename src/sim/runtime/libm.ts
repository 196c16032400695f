/**
 * math.h. Programs print last bits (%a, %.17g, residuals in %e), so results should be glibc 2.36's
 * bits: fma, fmaf, remainder (exact), exp, exp2, pow, log, log10, sin, cos, cbrt, hypot (glibc's
 * algorithms, as its x86-64 FMA builds run them: libmGlibc.ts, libmLog.ts, libmSinCos.ts), expm1,
 * log1p, sinh, cosh, tanh (libmHyper.ts), erf, erfc (libmErf.ts), tan, atan, atan2, asin, acos
 * (libmTan.ts, libmAtan.ts, libmAsin.ts), log2 (libmLog2.ts), tgamma, lgamma (libmGamma.ts,
 * libmLgammaNeg.ts), j0, j1, y0, y1, jn, yn (libmBessel.ts), asinh, acosh, atanh, exp10
 * (libmArcHyper.ts) are; the rest use JavaScript's Math, within an ulp of glibc. expf, exp2f, logf,
 * log2f, powf, sinf, cosf, atanf, cbrtf, log10f, expm1f, sinhf, coshf, tanhf, hypotf, atan2f, tanf,
 * asinf, acosf, log1pf, erff, erfcf, exp10f, lgammaf, tgammaf are glibc's float algorithms
 * (libmFloat.ts, libmSinCosF.ts, libmFloatSmall.ts, libmFloatTrig.ts, libmFloatErf.ts,
 * libmFloatGamma.ts); the other float variants compute in double and round once to float.
 * Every function takes the call's site id first, like the rest of the library.
 */
import type { Memory } from './memory';
import { C, type I64 } from './int64';
import { fma, fmaFloat, remainder, scale as ldexp } from './libmExact';
import { cbrt, exp, exp2, hypot, log, log10, pow } from './libmGlibc';
import { cos, sin } from './libmSinCos';
import { cosh, expm1, log1p, sinh, tanh } from './libmHyper';
import { erf, erfc } from './libmErf';
import { atan, atan2 } from './libmAtan';
import { tan } from './libmTan';
import { acos, asin } from './libmAsin';
import { log2 } from './libmLog2';
import { lgamma, tgamma } from './libmGamma';
import { exp2f, expf, log2f, logf, powf } from './libmFloat';
import { cosf, sinf } from './libmSinCosF';
import { j0, j1, jn, y0, y1, yn } from './libmBessel';
import { gammaSign, withErrno } from './libmErrno';
import { acosh, asinh, atanh, exp10 } from './libmArcHyper';
import { atan2f, atanf, cbrtf, coshf, expm1f, hypotf, log10f, sinhf, tanhf } from './libmFloatSmall';
import { acosf, asinf, tanf } from './libmFloatTrig';
import { acoshf, asinhf, atanhf, erfcf, erff, exp10f, log1pf } from './libmFloatErf';
import { lgammaf, tgammaf } from './libmFloatGamma';
import { j0f, j1f, jnf, y0f, y1f, ynf } from './libmBesselFloat';

const f = Math.fround;
type Fn = (...args: number[]) => number;

const unary: Record<string, (x: number) => number> = {
  sin, cos, tan, asin, acos, atan,
  sinh, cosh, tanh, asinh, acosh, atanh,
  exp, exp2, exp10, expm1, log, log2, log10, log1p,
  sqrt: Math.sqrt, cbrt, fabs: Math.abs, floor: Math.floor, ceil: Math.ceil, trunc: Math.trunc,
  round: roundHalfAway, j0, j1, y0, y1,
  rint: roundHalfEven, nearbyint: roundHalfEven, erf, erfc, tgamma, lgamma,
  logb: (x) => (x === 0 ? -Infinity : Number.isFinite(x) ? Math.floor(Math.log2(Math.abs(x))) : Math.abs(x)),
};
const binary: Record<string, (x: number, y: number) => number> = {
  // fmin and fmax return x when x and y compare equal (±0), as glibc's; fdim propagates NaNs.
  atan2, pow, hypot, fmod: (x, y) => x % y, fmin: (x, y) => (Number.isNaN(x) ? y : y < x ? y : x),
  fmax: (x, y) => (Number.isNaN(x) ? y : y > x ? y : x), fdim: (x, y) => (x !== x || y !== y ? x + y : x > y ? x - y : 0),
  copysign: (x, y) => (Object.is(y, -0) || y < 0 || (Number.isNaN(y) && false) ? -Math.abs(x) : Math.abs(x)),
  remainder, nextafter,
};

const floatForms: Record<string, (x: number) => number> = {
  expf, exp2f, logf, log2f, sinf, cosf, atanf, cbrtf, log10f, expm1f, sinhf, coshf, tanhf,
  tanf, asinf, acosf, log1pf, erff, erfcf, exp10f, lgammaf, tgammaf, j0f, j1f, y0f, y1f,
  asinhf, acoshf, atanhf,
};

function roundHalfAway(x: number): number {
  if (!Number.isFinite(x)) return x;
  const a = Math.abs(x), fl = Math.floor(a);
  const r = a - fl >= 0.5 ? fl + 1 : fl; // a - fl is exact, unlike Math.floor(a + 0.5)
  return x < 0 || Object.is(x, -0) ? -r : r;
}
function roundHalfEven(x: number): number {
  if (!Number.isFinite(x)) return x;
  const fl = Math.floor(x), d = x - fl;
  const r = d > 0.5 ? fl + 1 : d < 0.5 ? fl : fl % 2 === 0 ? fl : fl + 1;
  return r === 0 && (x < 0 || Object.is(x, -0)) ? -0 : r;
}
function nextafter(x: number, y: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  if (x === y) return y;
  if (x === 0) return y > 0 ? 5e-324 : -5e-324;
  const b = new Float64Array([x]);
  const u = new BigInt64Array(b.buffer);
  u[0] += (y > x) === (x > 0) ? 1n : -1n;
  return b[0];
}
/** nextafter in float's steps (the double's next value rounds back to x). */
function nextafterFloat(x: number, y: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  x = f(x);
  if (x === y) return f(y);
  if (x === 0) return y > 0 ? 2 ** -149 : -(2 ** -149);
  const b = new Float32Array([x]);
  const u = new Int32Array(b.buffer);
  u[0] += (y > x) === (x > 0) ? 1 : -1;
  return b[0];
}

/**
 * The math methods, installed once on the C library's prototype; the few that write through
 * pointers find the rank's memory as `this.m`.
 */
export function mathLibrary(): Record<string, Fn | ((...a: (number | bigint)[]) => unknown)> {
  const m = function (this: { m: Memory }): Memory { return this.m; };
  const lib: Record<string, (...a: never[]) => unknown> = {};
  for (const [name, fn] of Object.entries(unary)) {
    lib[name] = (_s: number, x: number) => fn(x);
    lib[name + 'f'] = (_s: number, x: number) => f(fn(x));
    lib[name + 'l'] = (_s: number, x: number) => fn(x);
  }
  // glibc's own float algorithms, where a double result rounded to float can differ from theirs.
  for (const [name, fn] of Object.entries(floatForms)) lib[name] = (_s: number, x: number) => fn(x);
  for (const [name, fn] of Object.entries(binary)) {
    lib[name] = (_s: number, x: number, y: number) => fn(x, y);
    lib[name + 'f'] = (_s: number, x: number, y: number) => f(fn(x, y));
    lib[name + 'l'] = (_s: number, x: number, y: number) => fn(x, y);
  }
  lib.powf = (_s: number, x: number, y: number) => powf(x, y);
  lib.hypotf = (_s: number, x: number, y: number) => hypotf(x, y);
  lib.atan2f = (_s: number, y: number, x: number) => atan2f(y, x);
  const extra: Record<string, (...a: never[]) => unknown> = {
    fma: (_s: number, x: number, y: number, z: number) => fma(x, y, z),
    fmaf: (_s: number, x: number, y: number, z: number) => fmaFloat(x, y, z),
    lround: (_s: number, x: number) => C.f2s64(roundHalfAway(x)),
    llround: (_s: number, x: number) => C.f2s64(roundHalfAway(x)),
    lroundf: (_s: number, x: number) => C.f2s64(roundHalfAway(x)),
    llroundf: (_s: number, x: number) => C.f2s64(roundHalfAway(x)),
    lrint: (_s: number, x: number) => C.f2s64(roundHalfEven(x)),
    llrint: (_s: number, x: number) => C.f2s64(roundHalfEven(x)),
    ldexp: (_s: number, x: number, e: number) => ldexp(x, e),
    ldexpf: (_s: number, x: number, e: number) => f(ldexp(x, e)),
    scalbn: (_s: number, x: number, e: number) => ldexp(x, e),
    scalbnf: (_s: number, x: number, e: number) => f(ldexp(x, e)),
    scalbln: (_s: number, x: number, e: I64) => ldexp(x, Number(e)),
    ilogb: (_s: number, x: number) => (x === 0 ? -2147483648 : Number.isNaN(x) ? -2147483648 : !Number.isFinite(x) ? 2147483647 : frexp(x)[1] - 1),
    frexp(this: { m: Memory }, s: number, x: number, ep: number) { const [mant, e] = frexp(x); m.call(this).st32(ep, e, s); return mant; },
    frexpf(this: { m: Memory }, s: number, x: number, ep: number) { const [mant, e] = frexp(x); m.call(this).st32(ep, e, s); return f(mant); },
    modf(this: { m: Memory }, s: number, x: number, ip: number) { m.call(this).stf64(ip, Math.trunc(x), s); return fraction(x); },
    modff(this: { m: Memory }, s: number, x: number, ip: number) { m.call(this).stf32(ip, Math.trunc(x), s); return f(fraction(x)); },
    jn: (_s: number, n: number, x: number) => jn(n, x),
    yn: (_s: number, n: number, x: number) => yn(n, x),
    nan: () => NaN,
    nanf: () => NaN,
    // In float's steps: the double after x rounds back to x (the binary loop's form would).
    nextafterf: (_s: number, x: number, y: number) => nextafterFloat(x, y),
  };
  Object.assign(lib, extra, longAndFloatForms(extra), glibcExtras(m), gammaAndScalb(m, lib));
  withErrno(lib);
  return lib as Record<string, Fn>;
}

/**
 * The float and long double forms math.h declares beside `extra`'s (long double computes as
 * double, as everywhere in mpisim; a long double in memory is its double's 8 bytes first).
 */
function longAndFloatForms(extra: Record<string, (...a: never[]) => unknown>): Record<string, (...a: never[]) => unknown> {
  const e = extra as unknown as Record<string, (...a: unknown[]) => unknown>;
  const toFloat = (g: (...a: unknown[]) => unknown) => (...a: unknown[]) => f(g(...a) as number);
  return {
    fmal: e.fma, ldexpl: e.ldexp, scalbnl: e.scalbn, scalblnl: e.scalbln, scalblnf: toFloat(e.scalbln), ilogbf: e.ilogb, ilogbl: e.ilogb,
    jnl: e.jn, ynl: e.yn, jnf: (_s: number, n: number, x: number) => jnf(n, x), ynf: (_s: number, n: number, x: number) => ynf(n, x),
    lroundl: e.lround, llroundl: e.llround, lrintf: e.lrint, lrintl: e.lrint, llrintf: e.llrint, llrintl: e.llrint, nanl: e.nan,
    frexpl: e.frexp, modfl: e.modf,
  } as Record<string, (...a: never[]) => unknown>;
}

/**
 * glibc's functions outside C99 and C99's with two results: drem (remainder's old name),
 * significand (x scaled to [1, 2)), nexttoward (nextafter with a long double direction, which is a
 * double here), remquo (the remainder and the low three bits of the rounded quotient, with its
 * sign, as glibc's x86-64 remquo gives them).
 */
function glibcExtras(m: (this: { m: Memory }) => Memory): Record<string, (...a: never[]) => unknown> {
  const significand = (x: number) => (x === 0 || !Number.isFinite(x) ? x : ldexp(x, -(frexp(x)[1] - 1)));
  function remquoInto(this: { m: Memory }, s: number, x: number, y: number, qp: number): number {
    const [r, q] = remquo(x, y);
    if (q !== undefined) m.call(this).st32(qp, q, s);
    return r;
  }
  return {
    drem: (_s: number, x: number, y: number) => remainder(x, y),
    dremf: (_s: number, x: number, y: number) => f(remainder(x, y)),
    dreml: (_s: number, x: number, y: number) => remainder(x, y),
    significand: (_s: number, x: number) => significand(x),
    significandf: (_s: number, x: number) => f(significand(x)),
    significandl: (_s: number, x: number) => significand(x),
    nexttoward: (_s: number, x: number, y: number) => nextafter(x, y),
    nexttowardf: (_s: number, x: number, y: number) => nextafterFloat(x, y),
    nexttowardl: (_s: number, x: number, y: number) => nextafter(x, y),
    remquo: remquoInto,
    remquof: function (this: { m: Memory }, s: number, x: number, y: number, qp: number) { return f(remquoInto.call(this, s, x, y, qp)); },
    remquol: remquoInto,
  } as Record<string, (...a: never[]) => unknown>;
}

/**
 * glibc's old names and reentrant forms: gamma (lgamma's old name, signgam included), lgamma_r
 * (the sign of Γ through a pointer instead of signgam), scalb (x 2^fn for an integral double fn:
 * math/e_scalb_template.c, a NaN for a fractional fn, fn beyond ±65000 as ±65000).
 */
function gammaAndScalb(m: (this: { m: Memory }) => Memory, lib: Record<string, (...a: never[]) => unknown>): Record<string, (...a: never[]) => unknown> {
  const out: Record<string, (...a: never[]) => unknown> = {};
  for (const form of ['', 'f', 'l']) {
    const lg = lib['lgamma' + form] as (s: number, x: number) => number;
    const round = form === 'f' ? f : (x: number) => x;
    out['gamma' + form] = lg;
    out['lgamma' + form + '_r'] = function (this: { m: Memory }, s: number, x: number, sp: number) {
      m.call(this).st32(sp, gammaSign(round(x)), s);
      return lg.call(this, s, x);
    };
    out['scalb' + form] = (_s: number, x: number, fn: number) => round(scalb(x, fn));
  }
  return out;
}
function scalb(x: number, fn: number): number {
  if (x !== x) return x * fn;
  if (!Number.isFinite(fn)) return fn !== fn || fn > 0 ? x * fn : x === 0 ? x : x / -fn;
  if (Math.abs(fn) >= 2 ** 31 || Math.trunc(fn) !== fn) return Math.trunc(fn) !== fn ? NaN : ldexp(x, fn > 65000 ? 65000 : -65000);
  return ldexp(x, fn);
}

/**
 * glibc's remquo (sysdeps/ieee754/dbl-64): x reduced modulo 8y first (fmod is exact), then the
 * quotient's three low bits taken off one by one, rounding the last to even. A NaN result (x
 * infinite, y zero, a NaN) comes without a quotient: glibc returns before storing *quo.
 */
function remquo(x: number, y: number): [number, number | undefined] {
  if (Number.isNaN(x) || Number.isNaN(y) || !Number.isFinite(x) || y === 0) return [NaN, undefined];
  const sx = x < 0 || Object.is(x, -0), negative = sx !== (y < 0);
  let ax = Math.abs(x);
  const ay = Math.abs(y);
  if (ay <= Number.MAX_VALUE / 8) ax %= 8 * ay;
  if (ax === ay) return [sx ? -0 : 0, negative ? -1 : 1];
  let q = 0;
  if (ay <= Number.MAX_VALUE / 4 && ax >= 4 * ay) { ax -= 4 * ay; q += 4; }
  if (ay <= Number.MAX_VALUE / 2 && ax >= 2 * ay) { ax -= 2 * ay; q += 2; }
  if (ay < 2 ** -1021) {
    if (ax + ax > ay) { ax -= ay; q++; if (ax + ax >= ay) { ax -= ay; q++; } }
  } else {
    const half = 0.5 * ay;
    if (ax > half) { ax -= ay; q++; if (ax >= half) { ax -= ay; q++; } }
  }
  if (ax === 0) ax = 0;
  return [sx ? -ax : ax, negative ? -q : q];
}

/** modf's result: x's fractional part with x's sign (-0 for a negative whole number, -0 or -inf). */
function fraction(x: number): number {
  if (Number.isNaN(x)) return x;
  const r = Number.isFinite(x) ? x - Math.trunc(x) : 0;
  return r === 0 && (x < 0 || Object.is(x, -0)) ? -0 : r;
}

function frexp(x: number): [number, number] {
  if (x === 0 || !Number.isFinite(x)) return [x, 0];
  let e = Math.max(-1073, Math.floor(Math.log2(Math.abs(x))) + 1);
  let mant = ldexp(x, -e);
  while (Math.abs(mant) < 0.5) { mant *= 2; e--; }
  while (Math.abs(mant) >= 1) { mant /= 2; e++; }
  return [mant, e];
}
