/**
 * UTF-8 as glibc's converter has it (C.UTF-8): sequences of up to 6 bytes, so values past
 * U+10FFFF up to 0x7fffffff too; overlong forms and surrogates are not characters.
 */

/** The bytes of the sequence lead byte `b` starts: 1 for ASCII, 2-6, 0 for a byte no character starts with. */
export function sequenceLength(b: number): number {
  if (b < 0x80) return 1;
  if (b < 0xc2 || b > 0xfd) return 0;
  return b < 0xe0 ? 2 : b < 0xf0 ? 3 : b < 0xf8 ? 4 : b < 0xfc ? 5 : 6;
}
/** The value bits the lead byte of a `len`-byte sequence holds. */
export const leadBits = (b: number, len: number): number => (len === 1 ? b : b & (0x7f >> len));
/** Whether a `len`-byte sequence may hold `cp`: not overlong, not a surrogate. */
export function wellFormed(cp: number, len: number): boolean {
  return cp >= (len === 1 ? 0 : len === 2 ? 0x80 : 2 ** (5 * len - 4)) && !(cp >= 0xd800 && cp <= 0xdfff);
}

/**
 * A wide character as the locale's multibyte bytes (latin1), or null (EILSEQ): ASCII in C; in
 * C.UTF-8 glibc's UTF-8 of up to 6 bytes for 0..0x7fffffff, surrogates refused.
 */
export function multibyte(wc: number, utf8: boolean): string | null {
  if (wc < 0x80) return String.fromCharCode(wc);
  if (!utf8 || wc > 0x7fffffff || (wc >= 0xd800 && wc <= 0xdfff)) return null;
  const len = wc < 0x800 ? 2 : wc < 0x10000 ? 3 : wc < 0x200000 ? 4 : wc < 0x4000000 ? 5 : 6;
  const b: number[] = [];
  let c = wc;
  for (let k = len - 1; k > 0; k--, c = Math.floor(c / 64)) b[k] = 0x80 | (c & 0x3f);
  b[0] = ((0xff00 >> len) & 0xff) | c;
  return String.fromCharCode(...b);
}

/** The characters of multibyte bytes (latin1; ASCII only unless `utf8`), or null where they are none. */
export function decodeMultibyte(bytes: string, utf8: boolean): number[] | null {
  const out: number[] = [];
  for (let k = 0; k < bytes.length;) {
    const b = bytes.charCodeAt(k);
    const len = utf8 ? sequenceLength(b) : b < 0x80 ? 1 : 0;
    if (!len || k + len > bytes.length) return null;
    let cp = leadBits(b, len);
    for (let i = 1; i < len; i++) {
      const x = bytes.charCodeAt(k + i);
      if ((x & 0xc0) !== 0x80) return null;
      cp = cp * 64 + (x & 0x3f);
    }
    if (!wellFormed(cp, len)) return null;
    out.push(cp);
    k += len;
  }
  return out;
}
