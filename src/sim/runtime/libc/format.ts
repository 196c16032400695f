/**
 * The printf family as glibc 2.36 implements it (C locale, x86-64 LP64 types).
 *
 * Specs are parsed like glibc: [n$] flags(-+ #0'I) width(digits|*|*n$) [.prec] length
 * (hh h l ll L q j z Z t) conversion (d i o u x X b B e E f F g G a A c C s S p n m %).
 * Arguments come from a VarArgs in x86-64 order (integer class and double class separately).
 * A format with n$ references is handled as glibc's printf_positional does (all specs parsed
 * first, argument types collected, arguments read in index order).
 *
 * glibc behaviours reproduced on purpose:
 *  - floating output from the exact binary value (BigInt), ties to even at any precision;
 *    "inf"/"nan"/"-nan" (sign bit of NaN kept), padded with spaces even with '0';
 *  - %a as printf_fphex: normal doubles "0x1.xxxp+e", subnormals "0x0.xxxp-1022", rounding
 *    half-even on hex digits (0x1.f8p+0 with %.1a is "0x2.0p+0");
 *  - the %#g quirk: 999999.5 prints "1.e+06" (glibc loses the zeros when rounding carries a
 *    %f-style value into %e style);
 *  - %s of NULL is "(null)", or "" when the precision is below 6; %p of NULL is "(nil)";
 *    %p honours '+' and ' ' ("+0x1234"); '0' pads %s/%c/%% with spaces; %5% prints "%";
 *  - unknown conversions are printed back as printf_unknown does ("%-5.3y": flags in canonical
 *    order, no length modifier) and consume no argument; a format ending inside a spec makes
 *    the call fail (result `error: 'EINVAL'`, text = what was printed before);
 *  - until the first spec glibc's fast path cannot handle, 'L'/'q' also act as 'l', so %Lc
 *    and %Ls are wide there; %lc/%ls of a character above 0x7f fail with EILSEQ (C locale);
 *  - %n stores through the pointer with the width of its length modifier.
 *
 * Known differences: 'L' arguments are read with VarArgs.double() (long double = double);
 * widths/precisions above 2^29 - 2^20 (what a JavaScript string holds) and n$ above 65536 fail
 * with EOVERFLOW instead of producing gigantic output; the ' flag never groups and I never changes digits (C locale).
 */
import type { MemoryAccess, VarArgs } from '../memoryAccess';
import { multibyte } from './utf8';

export interface PrintfOptions {
  /** Value of errno for `%m` (0 when absent). */
  errno?: number;
  /** Text of strerror for `%m`; defaults to a plain "Unknown error N" style text when absent. */
  strerror?: (errnum: number) => string;
  /** LC_CTYPE is C.UTF-8: %lc and %ls write UTF-8 (else only ASCII converts). */
  utf8?: boolean;
  /**
   * wprintf: the text is still the multibyte bytes, but widths, precisions of %s/%ls and %n
   * count characters (UTF-8 sequences), as vfwprintf counts wide characters; a wide character
   * the locale cannot write is kept apart (PrintfResult.raw).
   */
  wide?: boolean;
}

export interface PrintfResult {
  /** The bytes produced (latin1 string). On error, what glibc had written before failing. */
  text: string;
  /**
   * Set when glibc's printf would return -1: the format ended in the middle of a conversion
   * (EINVAL) or a wide character could not be converted in the C locale (EILSEQ).
   */
  error?: 'EINVAL' | 'EILSEQ' | 'EOVERFLOW';
  /**
   * wprintf: the wide characters the locale cannot write, each in the text as one character
   * 0x100 + its index here (a stream writes '?' for it, as glibc's does; swprintf stores it).
   */
  raw?: number[];
}

/** printf-like formatting; returns the produced bytes (see formatPrintfEx for the error status). */
export function formatPrintf(fmt: string, args: VarArgs, mem: MemoryAccess, opts?: PrintfOptions): string {
  return formatPrintfEx(fmt, args, mem, opts).text;
}

// ---------------------------------------------------------------------------------------------
// Spec parsing

interface Spec {
  /** Index of the '%' in the format. */
  start: number;
  /** Index just after the conversion character (or the end of the format). */
  end: number;
  left: boolean;
  showsign: boolean;
  space: boolean;
  alt: boolean;
  pad0: boolean;
  group: boolean;
  i18n: boolean;
  width: number;
  /** -2: none; -1: next argument (sequential); >= 0: positional index. */
  widthArg: number;
  prec: number;
  precArg: number;
  isChar: boolean;
  isShort: boolean;
  isLong: boolean;
  isLongDouble: boolean;
  /** Conversion character, '' when the format ended. */
  conv: string;
  /** Explicit argument index (n$ - 1), or -1. */
  dataArg: number;
  /** True when the spec had an n$ (or *n$) reference. */
  positional: boolean;
  /** The length modifier as written ('' when none). */
  mod: string;
  /** A width, precision or argument number did not fit in an int (glibc: EOVERFLOW). */
  overflow: boolean;
}

/** Widths/precisions above this fail with EOVERFLOW instead of building huge strings. */
// As wide as a JavaScript string can be made (V8: 2^29 - 24 characters), less room for the rest
// of the line: printf("%*d", 500000000, 1) prints its 500 MB as glibc does.
const MAX_PAD = 2 ** 29 - 2 ** 20;
/** Highest n$ argument number accepted. */
const MAX_POSITIONAL = 1 << 16;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** glibc read_int: digits to int, -1 on overflow of INT_MAX. */
function readInt(fmt: string, pos: { i: number }): number {
  let n = 0;
  let overflow = false;
  while (pos.i < fmt.length && isDigit(fmt.charCodeAt(pos.i))) {
    const d = fmt.charCodeAt(pos.i) - 48;
    if (!overflow) {
      n = n * 10 + d;
      if (n > 0x7fffffff) overflow = true;
    }
    pos.i++;
  }
  return overflow ? -1 : n;
}

function parseSpec(fmt: string, start: number): Spec {
  const s: Spec = {
    start,
    end: start,
    left: false,
    showsign: false,
    space: false,
    alt: false,
    pad0: false,
    group: false,
    i18n: false,
    width: 0,
    widthArg: -2,
    prec: -1,
    precArg: -2,
    isChar: false,
    isShort: false,
    isLong: false,
    isLongDouble: false,
    conv: '',
    dataArg: -1,
    positional: false,
    mod: '',
    overflow: false,
  };
  const pos = { i: start + 1 };
  const n = fmt.length;
  // Argument number.
  if (pos.i < n && isDigit(fmt.charCodeAt(pos.i))) {
    const begin = pos.i;
    const num = readInt(fmt, pos);
    if (num > 0 && fmt[pos.i] === '$') {
      pos.i++;
      s.dataArg = num - 1;
      s.positional = true;
    } else {
      pos.i = begin;
    }
  }
  // Flags.
  flags: while (pos.i < n) {
    switch (fmt[pos.i]) {
      case ' ':
        s.space = true;
        break;
      case '+':
        s.showsign = true;
        break;
      case '-':
        s.left = true;
        break;
      case '#':
        s.alt = true;
        break;
      case '0':
        s.pad0 = true;
        break;
      case "'":
        s.group = true;
        break;
      case 'I':
        s.i18n = true;
        break;
      default:
        break flags;
    }
    pos.i++;
  }
  if (s.left) s.pad0 = false;
  // Width.
  if (fmt[pos.i] === '*') {
    pos.i++;
    const begin = pos.i;
    s.widthArg = -1;
    if (pos.i < n && isDigit(fmt.charCodeAt(pos.i))) {
      const num = readInt(fmt, pos);
      if (num > 0 && fmt[pos.i] === '$') {
        s.widthArg = num - 1;
        s.positional = true;
        pos.i++;
      } else {
        pos.i = begin;
      }
    }
  } else if (pos.i < n && isDigit(fmt.charCodeAt(pos.i))) {
    const num = readInt(fmt, pos);
    if (num !== -1) s.width = num;
    else s.overflow = true;
  }
  // Precision.
  if (fmt[pos.i] === '.') {
    pos.i++;
    if (fmt[pos.i] === '*') {
      pos.i++;
      const begin = pos.i;
      s.precArg = -1;
      if (pos.i < n && isDigit(fmt.charCodeAt(pos.i))) {
        const num = readInt(fmt, pos);
        if (num > 0 && fmt[pos.i] === '$') {
          s.precArg = num - 1;
          s.positional = true;
          pos.i++;
        } else {
          pos.i = begin;
        }
      }
    } else if (pos.i < n && isDigit(fmt.charCodeAt(pos.i))) {
      const num = readInt(fmt, pos);
      if (num !== -1) s.prec = num;
      else s.overflow = true;
    } else {
      s.prec = 0;
    }
  }
  // Length modifier.
  const modStart = pos.i;
  switch (fmt[pos.i]) {
    case 'h':
      pos.i++;
      if (fmt[pos.i] === 'h') {
        pos.i++;
        s.isChar = true;
      } else s.isShort = true;
      break;
    case 'l':
      pos.i++;
      s.isLong = true;
      if (fmt[pos.i] === 'l') {
        pos.i++;
        s.isLongDouble = true;
      }
      break;
    case 'L':
    case 'q':
      pos.i++;
      s.isLongDouble = true;
      break;
    case 'z':
    case 'Z':
    case 't':
    case 'j':
      pos.i++;
      s.isLong = true;
      break;
    default:
      break;
  }
  s.mod = fmt.slice(modStart, pos.i);
  if (pos.i < n) {
    s.conv = fmt[pos.i];
    pos.i++;
  }
  s.end = pos.i;
  return s;
}

const KNOWN_CONVS = '%diuoxXbBeEfFgGaAcsSpnmC';

/**
 * Whether glibc's fast path (the jump tables of vfprintf) handles the spec itself. The first
 * spec it cannot handle (an unknown conversion, a conversion after a single 'h' that is not an
 * integer one, an n$ reference) sends glibc to printf_positional, which parses that spec and all
 * later ones with parse_one_spec. The two parsers differ in one visible way: in the fast path
 * 'L' and 'q' also set is_long, so %Lc and %Ls are wide there.
 */
function fastPathHandles(s: Spec): boolean {
  if (s.positional) return false;
  if (s.conv === '' || !KNOWN_CONVS.includes(s.conv)) return false;
  if (s.mod === 'h' && !'diuoxXbBn%'.includes(s.conv)) return false;
  return true;
}

/** Argument class a conversion consumes: 'i' integer-class, 'd' double, '' none. */
function argClass(s: Spec): 'i' | 'd' | '' {
  switch (s.conv) {
    case 'd':
    case 'i':
    case 'o':
    case 'u':
    case 'x':
    case 'X':
    case 'b':
    case 'B':
    case 'c':
    case 'C':
    case 's':
    case 'S':
    case 'p':
    case 'n':
      return 'i';
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G':
    case 'a':
    case 'A':
      return 'd';
    default:
      return '';
  }
}

// ---------------------------------------------------------------------------------------------
// Main loop

type ArgSource = {
  int(index: number): bigint;
  double(index: number): number;
};

export function formatPrintfEx(fmt: string, args: VarArgs, mem: MemoryAccess, opts?: PrintfOptions): PrintfResult {
  // Does the format use n$ references? glibc switches to positional processing at the first one;
  // arguments are then assigned from the start of the list, which is equivalent to parsing all
  // specs first as done here.
  let positional = false;
  const specs: Spec[] = [];
  for (let i = fmt.indexOf('%'); i >= 0 && i < fmt.length; ) {
    const s = parseSpec(fmt, i);
    specs.push(s);
    if (s.positional) positional = true;
    if (s.conv === '') break;
    i = fmt.indexOf('%', s.end);
  }

  let src: ArgSource;
  if (!positional) {
    src = { int: () => args.int(), double: () => args.double() };
  } else {
    // Collect the type of every argument position, as printf_positional does.
    const types: ('i' | 'd')[] = [];
    let posn = 0;
    for (const s of specs) {
      if (s.widthArg === -1) s.widthArg = posn++;
      if (s.widthArg >= 0) types[s.widthArg] = 'i';
      if (s.precArg === -1) s.precArg = posn++;
      if (s.precArg >= 0) types[s.precArg] = 'i';
      const cls = argClass(s);
      if (cls !== '') {
        if (s.dataArg === -1) s.dataArg = posn++;
        types[s.dataArg] = cls;
      }
    }
    // glibc reads every argument up to the highest n$; absurd indexes make it fail or crash.
    if (types.length > MAX_POSITIONAL) return { text: '', error: 'EOVERFLOW' };
    const vals: (bigint | number)[] = [];
    for (let k = 0; k < types.length; k++) vals.push(types[k] === 'd' ? args.double() : args.int());
    src = {
      int: (idx) => {
        const v = vals[idx];
        return typeof v === 'bigint' ? v : 0n;
      },
      double: (idx) => {
        const v = vals[idx];
        return typeof v === 'number' ? v : 0;
      },
    };
  }

  let out = '';
  let pos = 0;
  let fast = true;
  const wide = opts?.wide ?? false;
  const pad = wide ? padChars : padString;
  const unwritable: number[] = [];
  const wideChar = (wc: number): string | null =>
    multibyte(wc, opts?.utf8 ?? false) ?? (wide && unwritable.length < 0xff00 ? String.fromCharCode(0x100 + unwritable.push(wc) - 1) : wide ? '?' : null);
  for (const s of specs) {
    out += fmt.slice(pos, s.start);
    pos = s.end;
    if (fast && !fastPathHandles(s)) fast = false;
    if (fast && (s.mod === 'L' || s.mod === 'q')) s.isLong = true;
    if (s.overflow) return { text: out, error: 'EOVERFLOW' };
    if (s.conv === '') {
      return { text: out, error: 'EINVAL' };
    }
    let width = s.width;
    let left = s.left;
    let pad0 = s.pad0;
    if (s.widthArg !== -2) {
      const w = Number(BigInt.asIntN(32, src.int(s.widthArg)));
      if (w < 0) {
        width = -w;
        left = true;
        pad0 = false;
      } else width = w;
    }
    let prec = s.prec;
    if (s.precArg !== -2) {
      const p = Number(BigInt.asIntN(32, src.int(s.precArg)));
      prec = p < 0 ? -1 : p;
    }
    if (width > MAX_PAD || prec > MAX_PAD) return { text: out, error: 'EOVERFLOW' };
    const f: Flags = { left, showsign: s.showsign, space: s.space, alt: s.alt, pad0, width, prec };
    const conv = s.conv;
    switch (conv) {
      case '%':
        out += '%';
        break;
      case 'd':
      case 'i': {
        const raw = src.int(s.dataArg);
        let v: bigint;
        if (s.isLongDouble || s.isLong) v = BigInt.asIntN(64, raw);
        else if (s.isChar) v = BigInt.asIntN(8, raw);
        else if (!s.isShort) v = BigInt.asIntN(32, raw);
        else v = BigInt.asIntN(16, raw);
        const neg = v < 0n;
        out += formatInteger(neg ? -v : v, neg, 10, conv, f);
        break;
      }
      case 'u':
      case 'o':
      case 'x':
      case 'X':
      case 'b':
      case 'B': {
        const raw = src.int(s.dataArg);
        let v: bigint;
        if (s.isLongDouble || s.isLong) v = BigInt.asUintN(64, raw);
        else if (s.isChar) v = BigInt.asUintN(8, raw);
        else if (!s.isShort) v = BigInt.asUintN(32, raw);
        else v = BigInt.asUintN(16, raw);
        const base = conv === 'u' ? 10 : conv === 'o' ? 8 : conv === 'b' || conv === 'B' ? 2 : 16;
        f.showsign = false;
        f.space = false;
        out += formatInteger(v, false, base, conv, f);
        break;
      }
      case 'p': {
        const v = BigInt.asUintN(64, src.int(s.dataArg));
        if (v !== 0n) {
          f.alt = true;
          out += formatInteger(v, false, 16, 'x', f);
        } else {
          out += padString('(nil)', f.width, f.left);
        }
        break;
      }
      case 'c':
      case 'C': {
        const raw = src.int(s.dataArg);
        let ch: string;
        if (s.isLong || conv === 'C') {
          const w = wideChar(Number(BigInt.asUintN(32, raw)));
          if (w === null) return { text: out, error: 'EILSEQ' };
          ch = w;
        } else {
          ch = String.fromCharCode(Number(BigInt.asUintN(8, raw)));
        }
        out += pad(ch, f.width, f.left);
        break;
      }
      case 's':
      case 'S': {
        const ptr = BigInt.asUintN(64, src.int(s.dataArg));
        let str: string;
        if (ptr === 0n) {
          str = prec === -1 || prec >= 6 ? '(null)' : '';
        } else if (!s.isLong && conv !== 'S') {
          if (wide) str = prec === 0 ? '' : cutChars(mem.cstring(Number(ptr)), prec);
          else str = prec === -1 ? mem.cstring(Number(ptr)) : prec === 0 ? '' : mem.cstring(Number(ptr), prec);
        } else {
          const w = readWideString(mem, Number(ptr), prec, wideChar, wide);
          if (w === null) return { text: out, error: 'EILSEQ' };
          str = w;
        }
        out += pad(str, f.width, f.left);
        break;
      }
      case 'n': {
        const ptr = Number(BigInt.asUintN(64, src.int(s.dataArg)));
        const count = wide ? charCount(out) : out.length;
        if (s.isLongDouble || s.isLong) mem.setI64(ptr, BigInt(count));
        else if (s.isChar) mem.setU8(ptr, count & 0xff);
        else if (!s.isShort) mem.setI32(ptr, count | 0);
        else mem.setI16(ptr, (count << 16) >> 16);
        break;
      }
      case 'm': {
        const e = opts?.errno ?? 0;
        const text = opts?.strerror ? opts.strerror(e) : e === 0 ? 'Success' : `Unknown error ${e}`;
        out += padString(prec >= 0 ? text.slice(0, prec) : text, f.width, f.left);
        break;
      }
      case 'e':
      case 'E':
      case 'f':
      case 'F':
      case 'g':
      case 'G':
      case 'a':
      case 'A': {
        const v = src.double(s.dataArg);
        out += formatDouble(v, conv, f);
        break;
      }
      default:
        out += printfUnknown(s, width, prec, left, pad0);
        break;
    }
  }
  out += fmt.slice(pos);
  return unwritable.length ? { text: out, raw: unwritable } : { text: out };
}

/** glibc's printf_unknown: the spec is printed back in canonical form (no length modifier). */
function printfUnknown(s: Spec, width: number, prec: number, left: boolean, pad0: boolean): string {
  let r = '%';
  if (s.alt) r += '#';
  if (s.group) r += "'";
  if (s.showsign) r += '+';
  else if (s.space) r += ' ';
  if (left) r += '-';
  if (pad0) r += '0';
  if (s.i18n) r += 'I';
  if (width !== 0) r += String(width);
  if (prec !== -1) r += '.' + String(prec);
  r += s.conv;
  return r;
}

/**
 * %ls: the wide string's multibyte bytes, at most `prec` of them and no character cut (glibc's
 * wcsrtombs), or for wprintf (`chars`) at most `prec` characters.
 */
function readWideString(mem: MemoryAccess, addr: number, prec: number, encode: (wc: number) => string | null, chars: boolean): string | null {
  let r = '';
  for (let a = addr, n = 0; prec === -1 || (chars ? n < prec : r.length < prec); a += 4, n++) {
    const wc = mem.i32(a) >>> 0;
    if (wc === 0) break;
    const m = encode(wc);
    if (m === null) return null;
    if (!chars && prec !== -1 && r.length + m.length > prec) break;
    r += m;
  }
  return r;
}

/** A UTF-8 continuation byte (a kept-apart wide character, above 0xff, is a character of its own). */
const continues = (c: number): boolean => c < 0x100 && (c & 0xc0) === 0x80;
/** The characters of UTF-8 bytes (latin1): the bytes that are not continuation bytes. */
export function charCount(s: string): number {
  let n = 0;
  for (let k = 0; k < s.length; k++) if (!continues(s.charCodeAt(k))) n++;
  return n;
}
/** The first `n` characters of UTF-8 bytes (all of them for -1). */
function cutChars(s: string, n: number): string {
  if (n < 0) return s;
  let k = 0;
  for (let seen = 0; k < s.length; k++) if (!continues(s.charCodeAt(k)) && seen++ === n) break;
  return s.slice(0, k);
}
function padChars(s: string, width: number, left: boolean): string {
  const n = charCount(s);
  if (n >= width) return s;
  const p = ' '.repeat(width - n);
  return left ? s + p : p + s;
}

function padString(s: string, width: number, left: boolean): string {
  if (s.length >= width) return s;
  const p = ' '.repeat(width - s.length);
  return left ? s + p : p + s;
}

// ---------------------------------------------------------------------------------------------
// Integers

export interface Flags {
  left: boolean;
  showsign: boolean;
  space: boolean;
  alt: boolean;
  pad0: boolean;
  width: number;
  /** -1 when not given. */
  prec: number;
}

/** glibc's LABEL(number)/do_number for an already sign-separated magnitude. */
function formatInteger(mag: bigint, negative: boolean, base: number, conv: string, f: Flags): string {
  let prec = f.prec;
  let pad0 = f.pad0;
  if (prec < 0) prec = 1;
  else pad0 = false;
  let digits: string;
  if (prec === 0 && mag === 0n) {
    digits = base === 8 && f.alt ? '0' : '';
  } else {
    digits = mag.toString(base);
    if (conv === 'X') digits = digits.toUpperCase();
  }
  const nonzero = mag !== 0n;
  if (prec <= digits.length && nonzero && f.alt && base === 8) digits = '0' + digits;
  const zeros = Math.max(0, prec - digits.length);
  const prefix = nonzero && f.alt && (base === 16 || base === 2) ? '0' + conv : '';
  const sign = negative ? '-' : f.showsign ? '+' : f.space ? ' ' : '';
  const body = digits.length + zeros + prefix.length + sign.length;
  const fill = Math.max(0, f.width - body);
  if (f.left) return sign + prefix + '0'.repeat(zeros) + digits + ' '.repeat(fill);
  if (pad0) return sign + prefix + '0'.repeat(zeros + fill) + digits;
  return ' '.repeat(fill) + sign + prefix + '0'.repeat(zeros) + digits;
}

// ---------------------------------------------------------------------------------------------
// Floating point

const f64buf = new Float64Array(1);
const u32buf = new Uint32Array(f64buf.buffer);

/** Sign bit of a double (also for NaN and -0). */
export function signBit(x: number): boolean {
  f64buf[0] = x;
  return u32buf[1] >>> 31 === 1;
}

/** |x| = mant * 2^exp for finite x (mant < 2^53). */
export function decompose(x: number): { mant: bigint; exp: number } {
  f64buf[0] = x;
  const hi = u32buf[1];
  const lo = u32buf[0];
  const be = (hi >>> 20) & 0x7ff;
  let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  if (be === 0) return { mant, exp: -1074 };
  mant |= 1n << 52n;
  return { mant, exp: be - 1075 };
}

const pow10Cache: bigint[] = [1n];
export function pow10(n: number): bigint {
  if (n < 400) {
    let v = pow10Cache[n];
    if (v === undefined) {
      for (let k = pow10Cache.length; k <= n; k++) pow10Cache[k] = pow10Cache[k - 1] * 10n;
      v = pow10Cache[n];
    }
    return v;
  }
  return 10n ** BigInt(n);
}

/** round(num/den) with ties to even (den > 0, num >= 0). */
function divRoundEven(num: bigint, den: bigint): bigint {
  const q = num / den;
  const r2 = (num - q * den) * 2n;
  if (r2 > den || (r2 === den && (q & 1n) === 1n)) return q + 1n;
  return q;
}

/** Decimal string of round(x * 10^prec), x >= 0 finite, ties to even (exact). */
export function fixedDigits(x: number, prec: number): string {
  if (x === 0) return '0';
  const { mant, exp } = decompose(x);
  if (exp >= 0) return ((mant << BigInt(exp)) * pow10(prec)).toString();
  // Fast path: toFixed is exact (ties away from zero); only exact ties differ.
  if (prec <= 100 && x < 1e21) {
    let tz = 0;
    let m = mant;
    while ((m & 0xffn) === 0n) {
      m >>= 8n;
      tz += 8;
    }
    while ((m & 1n) === 0n) {
      m >>= 1n;
      tz++;
    }
    const fracBits = -(exp + tz);
    if (fracBits !== prec + 1) {
      const s = x.toFixed(prec);
      const dot = s.indexOf('.');
      const t = dot < 0 ? s : s.slice(0, dot) + s.slice(dot + 1);
      // Strip leading zeros (keep one).
      let k = 0;
      while (k < t.length - 1 && t.charCodeAt(k) === 48) k++;
      return t.slice(k);
    }
  }
  return divRoundEven(mant * pow10(prec), 1n << BigInt(-exp)).toString();
}

/**
 * x rounded to p+1 significant decimal digits (x > 0 finite): digits (exactly p+1 chars) and the
 * decimal exponent of the first digit, ties to even on the exact value.
 */
export function expDigits(x: number, p: number): { digits: string; exp10: number; carried: boolean } {
  const { mant, exp } = decompose(x);
  let N: bigint;
  let D: bigint;
  if (exp >= 0) {
    N = mant << BigInt(exp);
    D = 1n;
  } else {
    N = mant;
    D = 1n << BigInt(-exp);
  }
  let X = Math.floor(Math.log10(x));
  // Fix the estimate exactly: 10^X <= x < 10^(X+1).
  for (;;) {
    if (cmpPow10(N, D, X) < 0) X--;
    else if (cmpPow10(N, D, X + 1) >= 0) X++;
    else break;
  }
  const s = p - X;
  let q: bigint;
  if (s >= 0) q = divRoundEven(N * pow10(s), D);
  else q = divRoundEven(N, D * pow10(-s));
  let digits = q.toString();
  let carried = false;
  if (digits.length > p + 1) {
    // Rounded up to 10^(p+1).
    X++;
    digits = digits.slice(0, p + 1);
    carried = true;
  }
  return { digits, exp10: X, carried };
}

/** Compare N/D with 10^e. */
function cmpPow10(N: bigint, D: bigint, e: number): number {
  let a: bigint;
  let b: bigint;
  if (e >= 0) {
    a = N;
    b = D * pow10(e);
  } else {
    a = N * pow10(-e);
    b = D;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

function expSuffix(e: number, upper: boolean): string {
  const a = Math.abs(e);
  return (upper ? 'E' : 'e') + (e < 0 ? '-' : '+') + (a < 10 ? '0' + a : String(a));
}

/**
 * Formats one double as glibc's printf_fp / printf_fphex do for conversion `conv`
 * (one of e E f F g G a A) with the given flags, width and precision (-1 = default).
 */
export function formatDouble(v: number, conv: string, f: Flags): string {
  const upper = conv === 'E' || conv === 'F' || conv === 'G' || conv === 'A';
  const neg = signBit(v);
  const sign = neg ? '-' : f.showsign ? '+' : f.space ? ' ' : '';
  if (!Number.isFinite(v)) {
    let special = Number.isNaN(v) ? 'nan' : 'inf';
    if (upper) special = special.toUpperCase();
    return padString(sign + special, f.width, f.left);
  }
  const x = Math.abs(v);
  let prefix = '';
  let body: string;
  const lc = conv.toLowerCase();
  if (lc === 'a') {
    prefix = upper ? '0X' : '0x';
    body = hexBody(x, f.prec, f.alt, upper);
  } else if (lc === 'f') {
    const prec = f.prec < 0 ? 6 : f.prec;
    const d = fixedDigits(x, prec);
    body = insertPoint(d, prec, f.alt);
  } else if (lc === 'e') {
    const prec = f.prec < 0 ? 6 : f.prec;
    let digits: string;
    let e10: number;
    if (x === 0) {
      digits = '0'.repeat(prec + 1);
      e10 = 0;
    } else {
      const r = expDigits(x, prec);
      digits = r.digits;
      e10 = r.exp10;
    }
    body = digits[0] + (prec > 0 || f.alt ? '.' + digits.slice(1) : '') + expSuffix(e10, upper);
  } else {
    // g
    let P = f.prec < 0 ? 6 : f.prec;
    if (P === 0) P = 1;
    let digits: string;
    let X: number;
    let carried = false;
    if (x === 0) {
      digits = '0'.repeat(P);
      X = 0;
    } else {
      const r = expDigits(x, P - 1);
      digits = r.digits;
      X = r.exp10;
      carried = r.carried;
    }
    if (f.alt && carried && X === P) {
      // glibc quirk: a %#g value in %f range (P integer digits) whose rounding carries into a
      // new digit switches to %e but keeps the %f style's zero fraction digits: 999999.5 -> "1.e+06".
      body = '1.' + expSuffix(X, upper);
    } else if (X < P && X >= -4) {
      let intPart: string;
      let frac: string;
      if (X >= 0) {
        intPart = digits.slice(0, X + 1);
        frac = digits.slice(X + 1);
      } else {
        intPart = '0';
        frac = '0'.repeat(-X - 1) + digits;
      }
      if (!f.alt) frac = stripZeros(frac);
      body = intPart + (frac.length > 0 || f.alt ? '.' + frac : '');
    } else {
      let frac = digits.slice(1);
      if (!f.alt) frac = stripZeros(frac);
      body = digits[0] + (frac.length > 0 || f.alt ? '.' + frac : '') + expSuffix(X, upper);
    }
  }
  const len = sign.length + prefix.length + body.length;
  const fill = Math.max(0, f.width - len);
  if (f.left) return sign + prefix + body + ' '.repeat(fill);
  if (f.pad0) return sign + prefix + '0'.repeat(fill) + body;
  return ' '.repeat(fill) + sign + prefix + body;
}

function stripZeros(s: string): string {
  let k = s.length;
  while (k > 0 && s.charCodeAt(k - 1) === 48) k--;
  return s.slice(0, k);
}

/** Digits of round(x*10^prec) -> "int.frac". */
function insertPoint(d: string, prec: number, alt: boolean): string {
  if (prec === 0) return alt ? d + '.' : d;
  if (d.length <= prec) d = '0'.repeat(prec + 1 - d.length) + d;
  return d.slice(0, d.length - prec) + '.' + d.slice(d.length - prec);
}

/** glibc printf_fphex for a double: leading digit, fraction, exponent (no sign, no 0x). */
function hexBody(x: number, precision: number, alt: boolean, upper: boolean): string {
  f64buf[0] = x;
  const hi = u32buf[1];
  const lo = u32buf[0];
  const be = (hi >>> 20) & 0x7ff;
  const frac = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let leading: number;
  let exponent: number;
  if (be === 0) {
    leading = 0;
    exponent = frac === 0n ? 0 : -1022;
  } else {
    leading = 1;
    exponent = be - 1023;
  }
  // 13 hex digits of fraction, trailing zeros removed.
  let fracDigits = frac === 0n ? '' : stripZeros(frac.toString(16).padStart(13, '0'));
  if (precision === -1) {
    precision = fracDigits.length;
  } else if (precision < fracDigits.length) {
    const shift = BigInt(4 * (13 - precision));
    const total = (BigInt(leading) << (4n * BigInt(13))) | frac; // leading.frac as 53+ bit integer
    const kept = total >> shift;
    const rem = total & ((1n << shift) - 1n);
    const half = 1n << (shift - 1n);
    let r = kept;
    if (rem > half || (rem === half && (kept & 1n) === 1n)) r = kept + 1n;
    const fracMask = (1n << BigInt(4 * precision)) - 1n;
    leading = Number(r >> BigInt(4 * precision));
    fracDigits = precision === 0 ? '' : (r & fracMask).toString(16).padStart(precision, '0');
  }
  if (fracDigits.length < precision) fracDigits += '0'.repeat(precision - fracDigits.length);
  if (upper) fracDigits = fracDigits.toUpperCase();
  let s = String(leading);
  if (precision > 0 || alt) s += '.';
  s += fracDigits;
  s += upper ? 'P' : 'p';
  s += (exponent < 0 ? '-' : '+') + String(Math.abs(exponent));
  return s;
}
