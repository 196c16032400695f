/**
 * sscanf as glibc 2.36 implements it (__isoc99_sscanf, C locale, LP64): the state machine of
 * vfscanf-internal.c with its one-character look-ahead, its input_error / conv_error distinction
 * (EOF is returned only when the input ran out before the first assignment) and its conversion of
 * numbers through strtol/strtod on the characters it collected.
 *
 * Converted values are handed to a ScanStore, which the caller wires to the pointer arguments.
 * memoryScanStore() does that for a VarArgs + MemoryAccess pair.
 *
 * glibc 2.36 details kept: "0x" followed by no hex digit converts the 0 (and consumes the x);
 * "1e" converts 1 and consumes the e; "nan(...)" stops after "nan"; a %5c field cut short by
 * the end of input still counts; %p accepts "(nil)"; %n does not count; %b is not a conversion;
 * 'a' is not a modifier (ISO C99 sscanf, what gcc programs get); ' and I flags are accepted.
 * Known differences: a NULL destination for %s/%c/%[ is glibc's conversion failure but is left to the
 * store here; memoryScanStore writes long double (%Lf) as a double.
 */
import type { MemoryAccess, VarArgs } from '../memoryAccess';
import { strtoInteger, strtod, strtof } from './strconv';
import { decodeMultibyte, leadBits, sequenceLength, wellFormed } from './utf8';

/** A converted value, to be stored through the next pointer argument. */
export type ScanValue =
  /** Integer of `bytes` bytes (two's complement; `value` may be signed or unsigned). */
  | { kind: 'int'; bytes: 1 | 2 | 4 | 8; value: bigint }
  /** float (4), double (8) or long double (16; the value is a double). */
  | { kind: 'float'; bytes: 4 | 8 | 16; value: number }
  /**
   * Bytes for %c (terminate false) or %s / %[ (terminate true: a NUL follows).
   * malloc: the %m modifier: allocate the buffer and store its address through the pointer.
   */
  | { kind: 'bytes'; value: string; terminate: boolean; malloc: boolean }
  /** wchar_t data for %lc, %ls, %l[ (each input byte becomes one wchar_t). */
  | { kind: 'wide'; value: number[]; terminate: boolean; malloc: boolean };

export interface ScanStore {
  /**
   * Stores `value` through the next pointer argument, or through argument number
   * `argIndex` (0-based) for a `%n$` conversion.
   */
  store(value: ScanValue, argIndex?: number): void;
}

/** A stream scanned as it is read (fscanf): the byte at an offset from where scanning began, or -1 at its end. */
export interface ScanInput {
  at(offset: number): number;
}

export interface ScanResult {
  /** What sscanf returns: the number of assignments, or -1 (EOF). */
  assigned: number;
  /** Bytes of input consumed. */
  consumed: number;
  /** True when the result is EOF (input failure before the first assignment). */
  eof: boolean;
  /** A %lc/%ls/%l[ met bytes that are not a multibyte character (glibc sets errno EILSEQ). */
  eilseq?: boolean;
}

const EOF = -1;

// Flag bits, as in glibc.
const LONG = 0x0001;
const LONGDBL = 0x0002;
const SHORT = 0x0004;
const SUPPRESS = 0x0008;
const CHAR = 0x0200;
const HEXA_FLOAT = 0x0800;
const READ_POINTER = 0x1000;
const POSIX_MALLOC = 0x2000;
const NUMBER_SIGNED = 0x0040;

function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isXDigit(c: number): boolean {
  return isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}
function tolower(c: number): number {
  // glibc applies tolower to (unsigned char) c, so EOF becomes 255.
  c &= 0xff;
  return c >= 65 && c <= 90 ? c + 32 : c;
}

class Done extends Error {}

/**
 * sscanf(input, fmt, ...). `input` is the byte string up to its NUL; `fmt` the format's bytes.
 */
/**
 * `opts.wide`: the wscanf family. The input and the format are wide characters (code points),
 * %n and widths count them, %c %s %[ store each as the multibyte bytes `wide` gives (null: the
 * locale cannot, a conversion failure), %lc %ls %l[ store them as they are; `space` is iswspace.
 * `opts.mb`: scanf's %lc %ls %l[ read the locale's multibyte characters (glibc's mbrtowc): ASCII
 * in C, UTF-8 in C.UTF-8; widths of %lc and %ls count characters, of %l[ bytes; bytes that are
 * not a character end the call there (ScanResult.eilseq), suppressed or not. Without it each byte
 * is one wchar_t.
 */
export function scanFormat(input: string | ScanInput, fmt: string, store: ScanStore, opts?: { wide?: (wc: number) => string | null; space?: (wc: number) => boolean; mb?: 'ascii' | 'utf8' }): ScanResult {
  const n = typeof input === 'string' ? input.length : Infinity;
  const multibyte = opts?.wide;
  const space = opts?.space ?? isSpace;
  const chr = multibyte ? (ch: number): string => String.fromCodePoint(ch) : (ch: number): string => String.fromCharCode(ch);
  const strValue = (s: string, wide: boolean, terminate: boolean, malloc: boolean): ScanValue => {
    if (wide) return { kind: 'wide', value: multibyte ? [...s].map((ch) => ch.codePointAt(0)!) : [...s].map((ch) => ch.charCodeAt(0)), terminate, malloc };
    if (!multibyte) return { kind: 'bytes', value: s, terminate, malloc };
    let bytes = '';
    for (const ch of s) {
      const b = multibyte(ch.codePointAt(0)!);
      if (b === null) convError();
      bytes += b;
    }
    return { kind: 'bytes', value: bytes, terminate, malloc };
  };
  let pos = 0; // read_in
  let c = 0; // last character read (sticky EOF, like glibc's inchar)
  let done = 0;

  const inchar = (): number => {
    if (c === EOF) return EOF;
    if (typeof input !== 'string') {
      c = input.at(pos);
      if (c !== EOF) pos++;
    } else if (pos < n) {
      c = input.charCodeAt(pos++);
    } else c = EOF;
    return c;
  };
  const ungetc = (ch: number): void => {
    if (ch !== EOF) pos--;
  };
  const inputError = (): never => {
    if (done === 0) done = EOF;
    throw new Done();
  };
  const convError = (): never => {
    throw new Done();
  };
  let eilseq = false;
  const encodeError = (): never => {
    eilseq = true;
    throw new Done();
  };
  const mb = multibyte ? undefined : opts?.mb;
  /** The next character of a %lc/%ls, or its failure, the characters before it stored as glibc stores them as it goes. */
  const partial = (w: number[], stored: boolean, put: (v: ScanValue) => void): number => {
    try {
      return mbChar(c);
    } catch (e) {
      if (w.length && stored) put({ kind: 'wide', value: w, terminate: false, malloc: false });
      throw e;
    }
  };
  /** The multibyte character whose first byte is `b` (its other bytes are read): glibc's UTF-8 or ASCII. */
  const mbChar = (b: number): number => {
    if (b < 0x80) return b;
    const len = mb === 'utf8' ? sequenceLength(b) : 0;
    if (!len) encodeError();
    let cp = leadBits(b, len);
    for (let k = 1; k < len; k++) {
      if (inchar() === EOF || (c & 0xc0) !== 0x80) encodeError();
      cp = cp * 64 + (c & 0x3f);
    }
    if (!wellFormed(cp, len)) encodeError();
    return cp;
  };

  let f = 0;
  const fl = fmt.length;
  let skipSpace = false;

  try {
    while (f < fl) {
      let fc = fmt.charCodeAt(f++);
      if (fc !== 37 /* % */) {
        if (space(fc)) {
          skipSpace = true;
          continue;
        }
        inchar();
        if (c === EOF) inputError();
        if (skipSpace) {
          while (space(c)) if (inchar() === EOF) inputError();
          skipSpace = false;
        }
        if (c !== fc) {
          ungetc(c);
          convError();
        }
        continue;
      }

      // A conversion.
      let flags = 0;
      let argpos = 0;
      let width = 0;
      let gotWidth = false;
      if (f < fl && isDigit(fmt.charCodeAt(f))) {
        const v = readInt();
        if (fmt[f] === '$') {
          f++;
          argpos = v;
        } else {
          width = v;
          gotWidth = true;
        }
      }
      if (!gotWidth) {
        while (f < fl && (fmt[f] === '*' || fmt[f] === "'" || fmt[f] === 'I')) {
          if (fmt[f] === '*') flags |= SUPPRESS;
          f++;
        }
        width = 0;
        if (f < fl && isDigit(fmt.charCodeAt(f))) width = readInt();
      }
      if (width === 0) width = -1;

      // Type modifiers.
      switch (fmt[f++]) {
        case 'h':
          if (fmt[f] === 'h') {
            f++;
            flags |= CHAR;
          } else flags |= SHORT;
          break;
        case 'l':
          if (fmt[f] === 'l') {
            f++;
            flags |= LONGDBL | LONG;
          } else flags |= LONG;
          break;
        case 'q':
        case 'L':
          flags |= LONGDBL | LONG;
          break;
        case 'm':
          flags |= POSIX_MALLOC;
          if (fmt[f] === 'l') {
            f++;
            flags |= LONG;
          }
          break;
        case 'z':
        case 'j':
        case 't':
          flags |= LONG;
          break;
        default:
          f--;
          break;
      }

      if (f >= fl) convError();

      fc = fmt.charCodeAt(f++);
      const conv = String.fromCharCode(fc);
      const argIndex = argpos > 0 ? argpos - 1 : undefined;
      const put = (v: ScanValue): void => store.store(v, argIndex);
      const malloc = (flags & POSIX_MALLOC) !== 0;

      if (skipSpace || (conv !== '[' && conv !== 'c' && conv !== 'C' && conv !== 'n')) {
        do {
          if (c !== EOF) inchar();
        } while (space(c));
        ungetc(c);
        skipSpace = false;
      }

      switch (conv) {
        case '%':
          inchar();
          if (c === EOF) inputError();
          if (c !== fc) {
            ungetc(c);
            convError();
          }
          break;

        case 'n':
          if (!(flags & SUPPRESS)) {
            const v = BigInt(pos);
            if (flags & LONG) put({ kind: 'int', bytes: 8, value: v });
            else if (flags & SHORT) put({ kind: 'int', bytes: 2, value: BigInt.asIntN(16, v) });
            else if (!(flags & CHAR)) put({ kind: 'int', bytes: 4, value: BigInt.asIntN(32, v) });
            else put({ kind: 'int', bytes: 1, value: BigInt.asIntN(8, v) });
          }
          break;

        case 'c':
        case 'C': {
          const wide = conv === 'C' || (flags & LONG) !== 0;
          if (width === -1) width = 1;
          inchar();
          if (c === EOF) inputError();
          let s = '';
          const w: number[] = [];
          const decode = wide && mb !== undefined;
          do {
            if (decode) w.push(partial(w, (flags & SUPPRESS) === 0 && !malloc, put));
            else s += chr(c);
          } while (--width > 0 && inchar() !== EOF);
          // glibc 2.36 accepts a short field at the end of the input (later versions fail it).
          if (!(flags & SUPPRESS)) {
            put(decode ? { kind: 'wide', value: w, terminate: false, malloc } : strValue(s, wide, false, malloc));
            ++done;
          }
          break;
        }

        case 's':
        case 'S': {
          const wide = conv === 'S' || (flags & LONG) !== 0;
          inchar();
          if (c === EOF) inputError();
          let s = '';
          const w: number[] = [];
          const decode = wide && mb !== undefined;
          do {
            if (space(c)) {
              ungetc(c);
              break;
            }
            if (decode) w.push(partial(w, (flags & SUPPRESS) === 0 && !malloc, put));
            else s += chr(c);
          } while ((width <= 0 || --width > 0) && inchar() !== EOF);
          if (!(flags & SUPPRESS)) {
            put(decode ? { kind: 'wide', value: w, terminate: true, malloc } : strValue(s, wide, true, malloc));
            ++done;
          }
          break;
        }

        case 'x':
        case 'X':
        case 'o':
        case 'u':
        case 'd':
        case 'i':
        case 'p': {
          let base: number;
          if (conv === 'x' || conv === 'X') base = 16;
          else if (conv === 'o') base = 8;
          else if (conv === 'u') base = 10;
          else if (conv === 'd') {
            base = 10;
            flags |= NUMBER_SIGNED;
          } else if (conv === 'i') {
            base = 0;
            flags |= NUMBER_SIGNED;
          } else {
            base = 16;
            flags &= ~(SHORT | LONGDBL);
            flags |= LONG | READ_POINTER;
          }
          let buf = '';
          inchar();
          if (c === EOF) inputError();
          if (c === 45 || c === 43) {
            buf += String.fromCharCode(c);
            if (width > 0) --width;
            inchar();
          }
          if (width !== 0 && c === 48) {
            if (width > 0) --width;
            buf += '0';
            inchar();
            if (width !== 0 && tolower(c) === 120) {
              if (base === 0) base = 16;
              if (base === 16) {
                if (width > 0) --width;
                inchar();
              }
            } else if (base === 0) base = 8;
          }
          if (base === 0) base = 10;
          while (c !== EOF && width !== 0) {
            if (base === 16) {
              if (!isXDigit(c)) break;
            } else if (!isDigit(c) || c - 48 >= base) break;
            buf += String.fromCharCode(c);
            if (width > 0) --width;
            inchar();
          }
          if (buf.length === 0 || (buf.length === 1 && (buf === '+' || buf === '-'))) {
            if (
              buf.length === 0 &&
              flags & READ_POINTER &&
              (width < 0 || width >= 5) &&
              c === 40 &&
              tolower(inchar()) === 110 &&
              tolower(inchar()) === 105 &&
              tolower(inchar()) === 108 &&
              inchar() === 41
            ) {
              buf += '0';
            } else {
              ungetc(c);
              convError();
            }
          } else ungetc(c);
          const r = strtoInteger(buf, 0, base, (flags & NUMBER_SIGNED) !== 0, 64);
          if (r.end === 0) convError();
          if (!(flags & SUPPRESS)) {
            const v = r.value;
            if (flags & LONG) put({ kind: 'int', bytes: 8, value: v });
            else if (flags & SHORT) put({ kind: 'int', bytes: 2, value: v });
            else if (!(flags & CHAR)) put({ kind: 'int', bytes: 4, value: v });
            else put({ kind: 'int', bytes: 1, value: v });
            ++done;
          }
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
          let buf = '';
          inchar();
          if (width > 0) --width;
          if (c === EOF) inputError();
          let gotDigit = false;
          let gotDot = false;
          let gotE = false;
          let gotSign = 0;
          let scanNow = false;
          if (c === 45 || c === 43) {
            gotSign = 1;
            buf += String.fromCharCode(c);
            if (width === 0 || inchar() === EOF) convError();
            if (width > 0) --width;
          }
          const expect = (ch: number): void => {
            if (width === 0 || inchar() === EOF || tolower(c) !== ch) convError();
            if (width > 0) --width;
            buf += String.fromCharCode(c);
          };
          if (tolower(c) === 110 /* n */) {
            buf += String.fromCharCode(c);
            expect(97); // a
            expect(110); // n
            scanNow = true;
          } else if (tolower(c) === 105 /* i */) {
            buf += String.fromCharCode(c);
            expect(110); // n
            expect(102); // f
            if (width !== 0 && inchar() !== EOF) {
              if (tolower(c) === 105) {
                if (width > 0) --width;
                buf += String.fromCharCode(c);
                expect(110);
                expect(105);
                expect(116);
                expect(121);
              } else ungetc(c);
            }
            scanNow = true;
          }
          if (!scanNow) {
            let expChar = 101; // e
            if (width !== 0 && c === 48) {
              buf += '0';
              inchar();
              if (width > 0) --width;
              if (width !== 0 && tolower(c) === 120) {
                buf += String.fromCharCode(c);
                flags |= HEXA_FLOAT;
                expChar = 112; // p
                inchar();
                if (width > 0) --width;
              } else gotDigit = true;
            }
            for (;;) {
              if (isDigit(c)) {
                buf += String.fromCharCode(c);
                gotDigit = true;
              } else if (!gotE && flags & HEXA_FLOAT && isXDigit(c)) {
                buf += String.fromCharCode(c);
                gotDigit = true;
              } else if (gotE && buf.charCodeAt(buf.length - 1) === expChar && (c === 45 || c === 43)) {
                buf += String.fromCharCode(c);
              } else if (gotDigit && !gotE && tolower(c) === expChar) {
                buf += String.fromCharCode(expChar);
                gotE = gotDot = true;
              } else if (!gotDot && c === 46) {
                buf += '.';
                gotDot = true;
              } else {
                ungetc(c);
                break;
              }
              if (width === 0 || inchar() === EOF) break;
              if (width > 0) --width;
            }
            if (buf.length === gotSign || (flags & HEXA_FLOAT && buf.length === 2 + gotSign)) convError();
          }
          const isFloat = !(flags & (LONG | LONGDBL));
          const r = isFloat ? strtof(buf, 0) : strtod(buf, 0);
          if (r.end === 0) convError();
          if (!(flags & SUPPRESS)) {
            put({ kind: 'float', bytes: flags & LONGDBL ? 16 : flags & LONG ? 8 : 4, value: r.value });
            ++done;
          }
          break;
        }

        case '[': {
          const wide = (flags & LONG) !== 0;
          let notIn = 0;
          if (fmt[f] === '^') {
            f++;
            notIn = 1;
          }
          const set = new Uint8Array(256);
          // Wide characters of a wide format past 0xff: ranges of code points.
          const wideRanges: [number, number][] = [];
          const mask = multibyte ? 0x1fffff : 0xff;
          const add = (lo: number, hi: number): void => {
            for (let k = lo; k <= Math.min(hi, 255); k++) set[k] = 1;
            if (hi > 255) wideRanges.push([Math.max(lo, 256), hi]);
          };
          let ch = f < fl ? fmt.charCodeAt(f) & mask : 0;
          if (ch === 93 /* ] */ || ch === 45 /* - */) {
            set[ch] = 1;
            f++;
          }
          let term = 0;
          while (f < fl) {
            ch = fmt.charCodeAt(f++) & mask;
            if (ch === 93) {
              term = 93;
              break;
            }
            const next = f < fl ? fmt.charCodeAt(f) & mask : 0;
            const prev = fmt.charCodeAt(f - 2) & mask;
            if (ch === 45 && next !== 0 && next !== 93 && prev <= next) add(prev, next - 1);
            else add(ch, ch);
          }
          const member = (x: number): number => (x < 256 ? set[x] : wideRanges.some(([lo, hi]) => x >= lo && x <= hi) ? 1 : 0);
          if (term === 0) convError();
          const now = pos;
          if (inchar() === EOF) inputError();
          let s = '';
          do {
            if (member(c) === notIn) {
              ungetc(c);
              break;
            }
            s += chr(c);
          } while ((width < 0 || --width > 0) && inchar() !== EOF);
          if (now === pos) convError();
          if (!(flags & SUPPRESS)) {
            put(wide && mb !== undefined ? { kind: 'wide', value: mbString(s), terminate: true, malloc } : strValue(s, wide, true, malloc));
            ++done;
          } else if (wide && mb !== undefined) {
            mbString(s);
          }
          break;
        }

        default:
          convError();
      }
    }

    if (skipSpace) {
      do inchar();
      while (space(c));
      ungetc(c);
    }
  } catch (e) {
    if (!(e instanceof Done)) throw e;
  }
  return eilseq ? { assigned: done, consumed: pos, eof: done === EOF, eilseq } : { assigned: done, consumed: pos, eof: done === EOF };

  /** %l[: the bytes the set took, as the characters they are (glibc feeds them to mbrtowc a byte at a time). */
  function mbString(bytes: string): number[] {
    return decodeMultibyte(bytes, mb === 'utf8') ?? encodeError();
  }

  function readInt(): number {
    let v = 0;
    let overflow = false;
    while (f < fl && isDigit(fmt.charCodeAt(f))) {
      if (!overflow) {
        v = v * 10 + (fmt.charCodeAt(f) - 48);
        if (v > 0x7fffffff) overflow = true;
      }
      f++;
    }
    return overflow ? -1 : v;
  }
}

/**
 * A ScanStore writing through pointer arguments taken from `args` (integer-class varargs),
 * with `%n$` support. `malloc` is needed only for the %m modifier; it returns the address of
 * a fresh block of `size` bytes.
 */
export function memoryScanStore(mem: MemoryAccess, args: VarArgs, malloc?: (size: number) => number): ScanStore {
  const ptrs: number[] = [];
  let next = 0;
  const ptrAt = (idx: number): number => {
    while (ptrs.length <= idx) ptrs.push(Number(BigInt.asUintN(64, args.int())));
    return ptrs[idx];
  };
  return {
    store(v: ScanValue, argIndex?: number): void {
      const p = ptrAt(argIndex ?? next++);
      switch (v.kind) {
        case 'int':
          if (v.bytes === 8) mem.setI64(p, BigInt.asIntN(64, v.value));
          else if (v.bytes === 4) mem.setI32(p, Number(BigInt.asIntN(32, v.value)));
          else if (v.bytes === 2) mem.setI16(p, Number(BigInt.asIntN(16, v.value)));
          else mem.setU8(p, Number(BigInt.asUintN(8, v.value)));
          break;
        case 'float':
          if (v.bytes === 4) mem.setF32(p, v.value);
          else mem.setF64(p, v.value);
          break;
        case 'bytes': {
          let dst = p;
          if (v.malloc) {
            if (!malloc) throw new Error('scanf %m needs an allocator');
            dst = malloc(v.value.length + (v.terminate ? 1 : 0) || 1);
            mem.setPtr(p, dst);
          }
          mem.writeBytes(dst, v.value);
          if (v.terminate) mem.setU8(dst + v.value.length, 0);
          break;
        }
        case 'wide': {
          let dst = p;
          const total = v.value.length + (v.terminate ? 1 : 0);
          if (v.malloc) {
            if (!malloc) throw new Error('scanf %m needs an allocator');
            dst = malloc(4 * total || 4);
            mem.setPtr(p, dst);
          }
          for (let k = 0; k < v.value.length; k++) mem.setI32(dst + 4 * k, v.value[k]);
          if (v.terminate) mem.setI32(dst + 4 * v.value.length, 0);
          break;
        }
      }
    },
  };
}
