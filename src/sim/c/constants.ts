/** Integer, floating, character and string constants (C99 §6.4.4, §6.4.5) as gcc reads them. */
import { T, type CType } from './types';

export interface IntConst { value: bigint; type: CType }

/** Returns undefined when the text is not a valid integer constant. */
export function parseIntConst(text: string): IntConst | undefined {
  const m = /^(0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)([uUlL]*)$/.exec(text);
  if (!m) return undefined;
  const digits = m[1];
  const suffix = m[2].toLowerCase();
  if (!/^(u?(l|ll)?|(l|ll)u)$/.test(suffix)) return undefined;
  let value: bigint;
  if (/^0[bB]/.test(digits)) value = BigInt(digits);
  else if (/^0[xX]/.test(digits)) value = BigInt(digits);
  else if (digits.length > 1 && digits[0] === '0') value = BigInt('0o' + digits.slice(1));
  else value = BigInt(digits);
  const decimal = !/^0/.test(digits) || digits === '0';
  const u = suffix.includes('u');
  const l = suffix.includes('l');
  // §6.4.4.1: first type of the list that can hold the value; decimal unsuffixed never goes unsigned.
  const candidates: CType[] = [];
  const ll = suffix.includes('ll');
  if (!l) candidates.push(...(u ? [T.uint] : decimal ? [T.int] : [T.int, T.uint]));
  // `LL` starts at long long, as gcc types it (same width as long, but another type: _Generic, diagnostics).
  const [sl, ul] = ll ? [T.llong, T.ullong] : [T.long, T.ulong];
  candidates.push(...(u ? [ul] : decimal ? [sl] : [sl, ul]));
  if (!u && decimal) candidates.push(ul); // gcc: "integer constant is so large that it is unsigned"
  for (const t of candidates) if (fits(value, t)) return { value, type: t };
  return { value: BigInt.asUintN(64, value), type: ul };
}

function fits(v: bigint, t: CType): boolean {
  if (t.k !== 'int') return false;
  switch (t.kind) {
    case 'int': return v <= 0x7fffffffn;
    case 'uint': return v <= 0xffffffffn;
    case 'long': case 'llong': return v <= 0x7fffffffffffffffn;
    default: return v <= 0xffffffffffffffffn;
  }
}

export function parseFloatConst(text: string): { value: number; type: CType } | undefined {
  let t = text;
  let type = T.double;
  const last = t[t.length - 1];
  const isHex = /^0[xX]/.test(t);
  if (last === 'f' || last === 'F') { type = T.float; t = t.slice(0, -1); }
  else if (last === 'l' || last === 'L') { type = T.ldouble; t = t.slice(0, -1); }
  let value: number;
  if (isHex) {
    const m = /^0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([+-]?\d+)$/.exec(t);
    if (!m || (m[1] === '' && (m[2] ?? '') === '')) return undefined;
    const mant = BigInt('0x' + ((m[1] || '') + (m[2] || '') || '0'));
    const exp = Number(m[3]) - 4 * (m[2]?.length ?? 0);
    value = scaleBigInt(mant, exp);
  } else {
    if (!/^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return undefined;
    if (!/[.eE]/.test(t)) return undefined;
    value = Number(t);
  }
  if (type === T.float) value = Math.fround(value);
  return { value, type };
}

/** mant * 2^exp correctly rounded to double. */
function scaleBigInt(mant: bigint, exp: number): number {
  if (mant === 0n) return 0;
  const bits = mant.toString(2).length;
  if (bits > 60) {
    const shift = bits - 60;
    const sticky = (mant & ((1n << BigInt(shift)) - 1n)) !== 0n ? 1n : 0n;
    mant = (mant >> BigInt(shift)) | sticky;
    exp += shift;
  }
  let v = Number(mant); // exact or rounded once (<= 60 bits with sticky bit keeps ties correct enough)
  // Apply the exponent in steps that stay exact until the final one.
  while (exp > 0) { const s = Math.min(exp, 1000); v *= 2 ** s; exp -= s; }
  while (exp < 0) { const s = Math.max(exp, -1000); v *= 2 ** s; exp -= s; }
  return v;
}

const SIMPLE_ESCAPES: Record<string, number> = {
  n: 10, t: 9, r: 13, a: 7, b: 8, f: 12, v: 11, e: 27, '\\': 92, "'": 39, '"': 34, '?': 63,
};

/** Decodes escapes of the body of a literal into code units (bytes, or wider for L/u/U). */
/** `cp` in UTF-8 as gcc writes it: the original scheme of up to six bytes, so past U+10FFFF too. */
function utf8(cp: number): number[] {
  if (cp < 0x80) return [cp];
  const n = cp < 0x800 ? 2 : cp < 0x10000 ? 3 : cp < 0x200000 ? 4 : cp < 0x4000000 ? 5 : 6;
  const out: number[] = new Array(n);
  for (let k = n - 1; k > 0; k--) { out[k] = 0x80 | (cp & 0x3f); cp = Math.floor(cp / 64); }
  out[0] = [0, 0, 0xc0, 0xe0, 0xf0, 0xf8, 0xfc][n] | cp;
  return out;
}

/**
 * `unit` is the literal's code unit in bytes: 1 for narrow literals (a universal character name
 * in UTF-8), 4 for L and U (a character of the source, UTF-8 as gcc reads it, or a UCN is one
 * unit), 2 for u (UTF-16: past U+FFFF a surrogate pair).
 */
export function decodeEscapes(body: string, onError: (msg: string) => void, unit: 1 | 2 | 4 = 1): number[] {
  const out: number[] = [];
  const wide = (cp: number): void => {
    if (unit === 2 && cp > 0xffff) out.push(0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff));
    else out.push(cp);
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== '\\') {
      const b = c.charCodeAt(0);
      const seq = unit > 1 && b >= 0xc2 ? sourceCharacter(body, i) : undefined;
      if (seq) { wide(seq.cp); i += seq.len - 1; } else out.push(b);
      continue;
    }
    const d = body[++i];
    if (d === undefined) break;
    if (d in SIMPLE_ESCAPES) { out.push(SIMPLE_ESCAPES[d]); continue; }
    if (d >= '0' && d <= '7') {
      let v = 0, n = 0;
      while (n < 3 && body[i] >= '0' && body[i] <= '7') { v = v * 8 + Number(body[i]); i++; n++; }
      i--;
      out.push(v);
      continue;
    }
    if (d === 'x') {
      let v = 0n, n = 0;
      i++;
      while (/[0-9a-fA-F]/.test(body[i] ?? '')) { v = v * 16n + BigInt(parseInt(body[i], 16)); i++; n++; }
      i--;
      if (n === 0) onError('\\x used with no following hex digits');
      out.push(Number(BigInt.asUintN(32, v)));
      continue;
    }
    if (d === 'u' || d === 'U') {
      const len = d === 'u' ? 4 : 8;
      let n = 0;
      while (n < len && /[0-9a-fA-F]/.test(body[i + 1 + n] ?? '')) n++;
      const hex = body.slice(i + 1, i + 1 + n);
      i += n;
      if (n < len) { onError(`incomplete universal character name \\${d}${hex}`); continue; }
      const cp = parseInt(hex, 16);
      // C11 6.4.3: not below U+00A0 (but $ @ `), not a surrogate; gcc takes up to 31 bits.
      if ((cp < 0xa0 && cp !== 0x24 && cp !== 0x40 && cp !== 0x60) || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x7fffffff) {
        onError(`\\${d}${hex} is not a valid universal character`);
        continue;
      }
      // Universal character names become UTF-8 in narrow strings (gcc's execution charset).
      if (unit > 1) wide(cp); else out.push(...utf8(cp));
      continue;
    }
    onError(`unknown escape sequence: '\\${d}'`);
    out.push(d.charCodeAt(0));
  }
  return out;
}

/** The UTF-8 sequence of the source at `i` (bytes as latin1) as one character, when well formed. */
function sourceCharacter(body: string, i: number): { cp: number; len: number } | undefined {
  const b = body.charCodeAt(i);
  const len = b < 0xe0 ? 2 : b < 0xf0 ? 3 : b < 0xf5 ? 4 : 0;
  if (!len || i + len > body.length) return undefined;
  let cp = b & (0x7f >> len);
  for (let k = 1; k < len; k++) {
    const c = body.charCodeAt(i + k);
    if ((c & 0xc0) !== 0x80) return undefined;
    cp = cp * 64 + (c & 0x3f);
  }
  if (cp < [0, 0, 0x80, 0x800, 0x10000][len] || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) return undefined;
  return { cp, len };
}

export function charConstValue(text: string, onError: (msg: string) => void): { value: number; type: CType } {
  const m = /^(L|u|U|u8)?'(.*)'$/s.exec(text);
  if (!m) return { value: 0, type: T.int };
  let bad = false;
  const units = decodeEscapes(m[2], (msg) => { bad = true; onError(msg); }, m[1] === 'L' || m[1] === 'U' ? 4 : m[1] === 'u' ? 2 : 1);
  // A refused escape was the constant's one error (gcc does not call '\u00' empty too).
  if (units.length === 0) { if (!bad) onError('empty character constant'); return { value: 0, type: T.int }; }
  if (m[1]) return { value: units[units.length - 1], type: m[1] === 'L' ? T.int : m[1] === 'u' ? T.ushort : T.uint };
  if (units.length === 1) return { value: (units[0] << 24) >> 24, type: T.int }; // plain char is signed
  // gcc's multi-character constant: bytes shifted in, value truncated to int.
  let v = 0;
  for (const u of units) v = ((v << 8) | (u & 0xff)) | 0;
  return { value: v, type: T.int };
}
