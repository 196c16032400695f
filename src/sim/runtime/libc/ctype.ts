/**
 * <ctype.h> of glibc in the C locale. The is* functions return the same non-zero values as
 * glibc (the bit of its __ctype_b table: isalpha('a') == 1024), valid for EOF (-1) and
 * -128..255 like glibc's table; other arguments give 0 (glibc's table lookup would be
 * undefined there). to* map -128..-2 to 128..254 like glibc's tables and return other
 * arguments outside 0..255 unchanged.
 */

export const EOF = -1;

// glibc's _IS* bits (little-endian layout of the __ctype_b entries).
export const _ISupper = 256;
export const _ISlower = 512;
export const _ISalpha = 1024;
export const _ISdigit = 2048;
export const _ISxdigit = 4096;
export const _ISspace = 8192;
export const _ISprint = 16384;
export const _ISgraph = 32768;
export const _ISblank = 1;
export const _IScntrl = 2;
export const _ISpunct = 4;
export const _ISalnum = 8;

/** Table for c in 0..255 (the C locale classifies only ASCII). */
const TABLE = new Uint16Array(256);
for (let c = 0; c < 128; c++) {
  let m = 0;
  const upper = c >= 65 && c <= 90;
  const lower = c >= 97 && c <= 122;
  const digit = c >= 48 && c <= 57;
  if (upper) m |= _ISupper;
  if (lower) m |= _ISlower;
  if (upper || lower) m |= _ISalpha;
  if (digit) m |= _ISdigit;
  if (digit || (c >= 65 && c <= 70) || (c >= 97 && c <= 102)) m |= _ISxdigit;
  if (c === 32 || (c >= 9 && c <= 13)) m |= _ISspace;
  if (c >= 32 && c < 127) m |= _ISprint;
  if (c > 32 && c < 127) m |= _ISgraph;
  if (c === 32 || c === 9) m |= _ISblank;
  if (c < 32 || c === 127) m |= _IScntrl;
  if (c > 32 && c < 127 && !upper && !lower && !digit) m |= _ISpunct;
  if (upper || lower || digit) m |= _ISalnum;
  TABLE[c] = m;
}

function cls(c: number, bit: number): number {
  c |= 0;
  if (c >= 0 && c < 256) return TABLE[c] & bit;
  if (c >= -128 && c < 0) return c === -1 ? 0 : TABLE[c & 0xff] & bit;
  return 0;
}

export const isalnum = (c: number): number => cls(c, _ISalnum);
export const isalpha = (c: number): number => cls(c, _ISalpha);
export const isblank = (c: number): number => cls(c, _ISblank);
export const iscntrl = (c: number): number => cls(c, _IScntrl);
export const isdigit = (c: number): number => cls(c, _ISdigit);
export const isgraph = (c: number): number => cls(c, _ISgraph);
export const islower = (c: number): number => cls(c, _ISlower);
export const isprint = (c: number): number => cls(c, _ISprint);
export const ispunct = (c: number): number => cls(c, _ISpunct);
export const isspace = (c: number): number => cls(c, _ISspace);
export const isupper = (c: number): number => cls(c, _ISupper);
export const isxdigit = (c: number): number => cls(c, _ISxdigit);
/** isascii: 1 when c is in 0..127 (glibc: (c & ~0x7f) == 0). */
export const isascii = (c: number): number => ((c & ~0x7f) === 0 ? 1 : 0);
export const toascii = (c: number): number => c & 0x7f;

/** glibc's C-locale tables map -128..-2 to 128..254 (the unsigned char value); EOF stays -1. */
export function toupper(c: number): number {
  c |= 0;
  if (c >= 97 && c <= 122) return c - 32;
  return c >= -128 && c < -1 ? c + 256 : c;
}

export function tolower(c: number): number {
  c |= 0;
  if (c >= 65 && c <= 90) return c + 32;
  return c >= -128 && c < -1 ? c + 256 : c;
}

/** Whitespace test used by the scanners (C locale isspace on a byte). */
export function isSpaceByte(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}
