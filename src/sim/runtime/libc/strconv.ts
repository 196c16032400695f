/**
 * glibc 2.36's string-to-number conversions (C locale, LP64): strtol/strtoul/strtoll/strtoull,
 * strtod/strtof/strtold, atoi/atol/atoll/atof. Inputs are byte strings (one char per byte) and a
 * start index; results carry the end index (what *endptr would point at) and errno.
 *
 * Integers: leading isspace, sign, "0x" prefix for base 0/16 ("0x" alone converts the 0),
 * base 0 octal, no "0b" (glibc 2.38+ only); overflow clamps with ERANGE; strtoul negates
 * modulo 2^64 ("-1" is ULONG_MAX); an invalid base gives EINVAL (glibc leaves *endptr as is).
 * Floats: decimal and hex, inf/infinity/nan/nan(chars) case-insensitive, correctly rounded
 * (ties to even; strtof rounds the decimal directly, no double rounding); NaN payloads of
 * nan(number) as glibc; ERANGE on overflow and on tiny inexact results; hex input below the
 * least normal reproduces glibc's lost round bit (strtof("0x1.000001p-150") == 0).
 * Tininess is decided after rounding, as glibc does on x86.
 */
import { ERANGE, EINVAL } from './errno';

export interface IntResult {
  /** The returned value as a signed (strtol) or unsigned (strtoul) BigInt of the C type. */
  value: bigint;
  /** Index of the first byte not converted (the start index itself when nothing was converted). */
  end: number;
  /** 0, ERANGE (clamped) or EINVAL (bad base; glibc leaves *endptr unchanged then). */
  errno: number;
}

export interface FloatResult {
  value: number;
  end: number;
  /** 0 or ERANGE (overflow, or a tiny inexact result). */
  errno: number;
}

function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

function digitValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 90) return c - 55;
  if (c >= 97 && c <= 122) return c - 87;
  return 99;
}

const U64_MAX = (1n << 64n) - 1n;
const I64_MAX = (1n << 63n) - 1n;
const I64_MIN = -(1n << 63n);

/**
 * The common core of glibc's strtol family (strtol_l.c) for `bits`-wide results.
 * `signed` selects strtol semantics (clamp to LONG_MIN/LONG_MAX) versus strtoul (ULONG_MAX,
 * negation modulo 2^bits).
 */
export function strtoInteger(s: string, start: number, base: number, signed: boolean, bits: 32 | 64 = 64): IntResult {
  if (base < 0 || base === 1 || base > 36) return { value: 0n, end: start, errno: EINVAL };
  const n = s.length;
  let i = start;
  while (i < n && isSpace(s.charCodeAt(i))) i++;
  if (i >= n) return { value: 0n, end: start, errno: 0 };
  let negative = false;
  if (s[i] === '-') {
    negative = true;
    i++;
  } else if (s[i] === '+') i++;
  if (s[i] === '0') {
    if ((base === 0 || base === 16) && (s[i + 1] === 'x' || s[i + 1] === 'X')) {
      i += 2;
      base = 16;
    } else if (base === 0) base = 8;
  } else if (base === 0) base = 10;
  const save = i;
  // Accumulate in a double while exact, then in BigInt.
  let small = 0;
  let big: bigint | null = null;
  const limit = Number.MAX_SAFE_INTEGER / 36;
  const umax = bits === 64 ? U64_MAX : 0xffffffffn;
  let overflow = false;
  const B = BigInt(base);
  for (; i < n; i++) {
    const d = digitValue(s.charCodeAt(i));
    if (d >= base) break;
    if (overflow) continue;
    if (big === null) {
      if (small < limit) {
        small = small * base + d;
        continue;
      }
      big = BigInt(small);
    }
    big = big * B + BigInt(d);
    if (big > umax) overflow = true;
  }
  if (i === save) {
    // "0x" not followed by a hex digit converts the "0".
    if (save - start >= 2 && (s[save - 1] === 'x' || s[save - 1] === 'X') && s[save - 2] === '0') {
      return { value: 0n, end: save - 1, errno: 0 };
    }
    return { value: 0n, end: start, errno: 0 };
  }
  const mag = big ?? BigInt(small);
  if (signed) {
    const max = bits === 64 ? I64_MAX : 0x7fffffffn;
    const min = bits === 64 ? I64_MIN : -0x80000000n;
    if (!overflow && mag > (negative ? -min : max)) overflow = true;
    if (overflow) return { value: negative ? min : max, end: i, errno: ERANGE };
    return { value: negative ? -mag : mag, end: i, errno: 0 };
  }
  if (overflow) return { value: umax, end: i, errno: ERANGE };
  return { value: negative ? BigInt.asUintN(bits, -mag) : mag, end: i, errno: 0 };
}

/** strtol / strtoll / strtoimax (64-bit long on x86-64). */
export function strtol(s: string, start: number, base: number): IntResult {
  return strtoInteger(s, start, base, true, 64);
}
export const strtoll = strtol;

/** strtoul / strtoull / strtoumax. */
export function strtoul(s: string, start: number, base: number): IntResult {
  return strtoInteger(s, start, base, false, 64);
}
export const strtoull = strtoul;

/** atoi: (int) strtol(s, NULL, 10) — wraps, as glibc does, rather than clamping to int. */
export function atoi(s: string, start = 0): number {
  return Number(BigInt.asIntN(32, strtol(s, start, 10).value));
}

/** atol / atoll: strtol(s, NULL, 10). */
export function atol(s: string, start = 0): bigint {
  return strtol(s, start, 10).value;
}
export const atoll = atol;

// ---------------------------------------------------------------------------------------------
// Floating point

interface FloatSyntax {
  end: number;
  negative: boolean;
  kind: 'none' | 'inf' | 'nan' | 'num';
  hex: boolean;
  /** All mantissa digits (integer then fraction part), leading zeros included. */
  digits: string;
  /** Number of fraction digits within `digits`. */
  fracLen: number;
  /** Explicit exponent (decimal for base 10, binary for hex), clamped to +-1e9. */
  exp: number;
  /** For "nan(seq)": the n-char-sequence. */
  nanSeq?: string;
}

function lower(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c;
}

function matchCI(s: string, i: number, word: string): boolean {
  if (i + word.length > s.length) return false;
  for (let k = 0; k < word.length; k++) if (lower(s.charCodeAt(i + k)) !== word.charCodeAt(k)) return false;
  return true;
}

function isDec(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isHex(c: number): boolean {
  return isDec(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

/** The grammar glibc's strtod accepts (strtod_l.c), C locale ('.' decimal point, no grouping). */
function parseFloatSyntax(s: string, start: number): FloatSyntax {
  const r: FloatSyntax = { end: start, negative: false, kind: 'none', hex: false, digits: '', fracLen: 0, exp: 0 };
  const n = s.length;
  let i = start;
  while (i < n && isSpace(s.charCodeAt(i))) i++;
  if (s[i] === '-') {
    r.negative = true;
    i++;
  } else if (s[i] === '+') i++;
  const c = s.charCodeAt(i);
  if (!isDec(c) && !(c === 46 && isDec(s.charCodeAt(i + 1)))) {
    if (matchCI(s, i, 'inf')) {
      r.kind = 'inf';
      r.end = i + (matchCI(s, i + 3, 'inity') ? 8 : 3);
      return r;
    }
    if (matchCI(s, i, 'nan')) {
      r.kind = 'nan';
      i += 3;
      if (s[i] === '(') {
        let k = i + 1;
        while (k < n) {
          const ch = s.charCodeAt(k);
          if (isDec(ch) || (ch >= 65 && ch <= 90) || (ch >= 97 && ch <= 122) || ch === 95) k++;
          else break;
        }
        if (s[k] === ')') {
          r.nanSeq = s.slice(i + 1, k);
          i = k + 1;
        }
      }
      r.end = i;
      return r;
    }
    return r; // no conversion: end = start
  }
  let hex = false;
  if (c === 48 && lower(s.charCodeAt(i + 1)) === 120) {
    hex = true;
    i += 2;
  }
  const isDigit = hex ? isHex : isDec;
  const startOfDigits = i;
  let k = i;
  while (s.charCodeAt(k) === 48) k++;
  // glibc's "nothing but zeros" check.
  {
    const ch = s.charCodeAt(k);
    const ok =
      isDigit(ch) ||
      (ch === 46 && (!hex || k !== startOfDigits || isHex(s.charCodeAt(k + 1)))) ||
      (hex && k !== startOfDigits && lower(ch) === 112) ||
      (!hex && lower(ch) === 101);
    if (!ok) {
      r.kind = 'num';
      r.hex = hex;
      r.digits = '0';
      r.end = k === startOfDigits ? (hex ? k - 1 : start) : k;
      if (k === startOfDigits && !hex) r.kind = 'none';
      return r;
    }
  }
  let intEnd = i;
  while (intEnd < n && isDigit(s.charCodeAt(intEnd))) intEnd++;
  let digits = s.slice(i, intEnd);
  let p = intEnd;
  let fracLen = 0;
  if (s[p] === '.') {
    p++;
    const fs = p;
    while (p < n && isDigit(s.charCodeAt(p))) p++;
    digits += s.slice(fs, p);
    fracLen = p - fs;
  }
  if (digits.length === 0) {
    // Only possible for "0x." style input handled above; be safe.
    r.end = start;
    return r;
  }
  let exp = 0;
  const ec = lower(s.charCodeAt(p));
  if ((hex && ec === 112) || (!hex && ec === 101)) {
    let q = p + 1;
    let eneg = false;
    if (s[q] === '-') {
      eneg = true;
      q++;
    } else if (s[q] === '+') q++;
    if (isDec(s.charCodeAt(q))) {
      let e = 0;
      while (q < n && isDec(s.charCodeAt(q))) {
        if (e < 1e9) e = e * 10 + (s.charCodeAt(q) - 48);
        q++;
      }
      exp = eneg ? -e : e;
      p = q;
    }
  }
  r.kind = 'num';
  r.hex = hex;
  r.digits = digits;
  r.fracLen = fracLen;
  r.exp = exp;
  r.end = p;
  return r;
}

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);

/** 2^n exactly, for -1074 <= n <= 1023. */
function pow2(n: number): number {
  if (n >= -1022) {
    u32[0] = 0;
    u32[1] = (n + 1023) << 20;
    return f64[0];
  }
  const sh = n + 1074; // 0..51
  if (sh >= 32) {
    u32[0] = 0;
    u32[1] = 1 << (sh - 32);
  } else {
    u32[0] = 2 ** sh;
    u32[1] = 0;
  }
  return f64[0];
}

function bitLength(v: bigint): number {
  return v === 0n ? 0 : v.toString(2).length;
}

interface BinFormat {
  /** Significand bits (53 / 24). */
  prec: number;
  /** Exponent of the least subnormal (-1074 / -149). */
  emin: number;
  /** Values >= 2^emax overflow (1024 / 128). */
  emax: number;
}
const DOUBLE: BinFormat = { prec: 53, emin: -1074, emax: 1024 };
const FLOAT: BinFormat = { prec: 24, emin: -149, emax: 128 };

/**
 * Rounds M * 2^e2 (M >= 0), with an extra sticky flag meaning "plus a little more", to the
 * format, ties to even. Returns the value and whether it was inexact.
 */
function roundBinary(M: bigint, e2: number, sticky: boolean, fmt: BinFormat): { value: number; inexact: boolean; tiny: boolean } {
  if (M === 0n) return { value: 0, inexact: sticky, tiny: true };
  const bl = bitLength(M);
  const top = e2 + bl - 1; // exponent of the leading bit
  if (top >= fmt.emax) return { value: Infinity, inexact: true, tiny: false };
  const u = Math.max(top - fmt.prec + 1, fmt.emin);
  const shift = u - e2;
  let q: bigint;
  let inexact = sticky;
  if (shift <= 0) {
    q = M << BigInt(-shift);
  } else {
    const S = BigInt(shift);
    q = M >> S;
    const rem = M - (q << S);
    const half = 1n << (S - 1n);
    if (rem !== 0n) inexact = true;
    if (rem > half || (rem === half && (sticky || (q & 1n) === 1n))) q += 1n;
  }
  // glibc (x86) decides tininess after rounding: tiny when the value rounded to `prec` bits
  // with an unbounded exponent is still below the least normal.
  const minNormExp = fmt.emin + fmt.prec - 1;
  let tiny = top < minNormExp;
  if (top === minNormExp - 1 && bl > fmt.prec) {
    const sh = BigInt(bl - fmt.prec);
    const qq = M >> sh;
    const rr = M - (qq << sh);
    if (qq === (1n << BigInt(fmt.prec)) - 1n && rr >= 1n << (sh - 1n)) tiny = false;
  }
  // q may have grown to 2^prec: still exact as a double product below.
  const exp = u;
  const qn = Number(q);
  if (exp + bitLength(q) - 1 >= fmt.emax) return { value: Infinity, inexact: true, tiny: false };
  let value: number;
  if (exp >= -1074 && exp <= 1023) value = qn * pow2(exp);
  else value = qn * pow2(Math.max(-1074, Math.min(1023, exp))); // not reached for double/float
  return { value, inexact, tiny };
}

/**
 * Hex input as glibc 2.36 rounds it: for results below the least normal, glibc's
 * round_and_return loses the bit just below the MANT_DIG-bit mantissa (its incoming round
 * bit) and rounds with the lower bits as sticky only: strtof("0x1.000001p-150") is 0.
 */
function roundHex(M: bigint, e2: number, fmt: BinFormat): { value: number; inexact: boolean; tiny: boolean } {
  const bl = bitLength(M);
  const top = e2 + bl - 1;
  if (top < fmt.emin + fmt.prec - 1 && bl > fmt.prec) {
    const extra = bl - fmt.prec;
    const m = M >> BigInt(extra);
    const below = M & ((1n << BigInt(extra - 1)) - 1n);
    const r = roundBinary((m << 2n) | (below !== 0n ? 1n : 0n), e2 + extra - 2, false, fmt);
    // Tininess is still judged on the full value.
    return { value: r.value, inexact: r.inexact, tiny: roundBinary(M, e2, false, fmt).tiny };
  }
  return roundBinary(M, e2, false, fmt);
}

function negZeroAware(neg: boolean, v: number): number {
  return neg ? -v : v;
}

const f32 = new Float32Array(1);
const f32u = new Uint32Array(f32.buffer);

/**
 * glibc's NaN for "nan(n-char-sequence)": when the sequence is a whole strtoull(…, 0) number,
 * its low bits become the payload of a quiet NaN (51 bits for double, 22 for float); "-nan"
 * has the sign bit set. The payload survives in the returned number's bits.
 */
function nanValue(syn: FloatSyntax, fmt: BinFormat): number {
  let payload = 0n;
  if (syn.nanSeq !== undefined) {
    const r = strtoInteger(syn.nanSeq, 0, 0, false, 64);
    if (r.end === syn.nanSeq.length) payload = r.value;
  }
  if (fmt === FLOAT) {
    f32u[0] = (syn.negative ? 0xffc00000 : 0x7fc00000) | Number(payload & 0x3fffffn);
    return f32[0];
  }
  u32[0] = Number(payload & 0xffffffffn);
  u32[1] = (syn.negative ? 0xfff80000 : 0x7ff80000) | Number((payload >> 32n) & 0x7ffffn);
  return f64[0];
}

/** Exact decimal value digits * 10^exp10 as an exactly rounded binary value of the format. */
function roundDecimal(D: bigint, exp10: number, fmt: BinFormat): { value: number; inexact: boolean; tiny: boolean } {
  if (exp10 >= 0) return roundBinary(D * 10n ** BigInt(exp10), 0, false, fmt);
  const den = 10n ** BigInt(-exp10);
  // Scale so that the quotient has at least prec + 2 bits even for the least subnormal.
  const k = Math.max(0, fmt.prec + 3 - (bitLength(D) - bitLength(den)));
  const num = D << BigInt(k);
  const q = num / den;
  const rem = num - q * den;
  return roundBinary(q, -k, rem !== 0n, fmt);
}

function strtoFloating(s: string, start: number, fmt: BinFormat): FloatResult {
  const syn = parseFloatSyntax(s, start);
  if (syn.kind === 'none') return { value: 0, end: start, errno: 0 };
  if (syn.kind === 'inf') return { value: syn.negative ? -Infinity : Infinity, end: syn.end, errno: 0 };
  if (syn.kind === 'nan') return { value: nanValue(syn, fmt), end: syn.end, errno: 0 };
  const neg = syn.negative;
  // Significant digits: strip leading and trailing zeros.
  let d = syn.digits;
  let lead = 0;
  while (lead < d.length && d.charCodeAt(lead) === 48) lead++;
  if (lead === d.length) return { value: negZeroAware(neg, 0), end: syn.end, errno: 0 };
  let trail = d.length;
  while (d.charCodeAt(trail - 1) === 48) trail--;
  const trailingZeros = d.length - trail;
  d = d.slice(lead, trail);
  let r: { value: number; inexact: boolean; tiny: boolean };
  if (syn.hex) {
    // value = d(hex) * 16^(trailingZeros - fracLen) * 2^exp
    const e2 = 4 * (trailingZeros - syn.fracLen) + syn.exp;
    const topBit = e2 + 4 * d.length;
    if (topBit > 1200) r = { value: Infinity, inexact: true, tiny: false };
    else if (topBit < -1300) r = { value: 0, inexact: true, tiny: true };
    else r = roundHex(BigInt('0x' + d), e2, fmt);
  } else {
    const e10 = trailingZeros - syn.fracLen + syn.exp; // value = d * 10^e10
    const mag = e10 + d.length; // value < 10^mag
    if (mag > 330) r = { value: Infinity, inexact: true, tiny: false };
    else if (mag < -360) r = { value: 0, inexact: true, tiny: true };
    else if (fmt === DOUBLE) {
      // JS number parsing is correctly rounded (ties to even), like glibc in the default mode.
      const v = Number(d + 'e' + e10);
      if (v === Infinity) r = { value: v, inexact: true, tiny: false };
      else if (v <= 2.2250738585072014e-308) {
        r = roundDecimal(BigInt(d), e10, fmt); // exactness for the underflow flag
      } else r = { value: v, inexact: false, tiny: false };
    } else {
      r = roundDecimal(BigInt(d), e10, fmt);
    }
  }
  let errno = 0;
  if (r.value === Infinity || (r.inexact && r.tiny)) errno = ERANGE;
  return { value: negZeroAware(neg, r.value), end: syn.end, errno };
}

/** strtod (also strtold: long double is treated as double). */
export function strtod(s: string, start = 0): FloatResult {
  return strtoFloating(s, start, DOUBLE);
}
export const strtold = strtod;

/** strtof: the value is the float, correctly rounded from the decimal (no double rounding). */
export function strtof(s: string, start = 0): FloatResult {
  return strtoFloating(s, start, FLOAT);
}

/** atof: strtod(s, NULL). */
export function atof(s: string, start = 0): number {
  return strtod(s, start).value;
}
