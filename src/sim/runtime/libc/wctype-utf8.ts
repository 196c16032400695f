/**
 * <wctype.h> in C.UTF-8: glibc's classes and case mappings of every code point, from the tables
 * scripts/gen-wctype-utf8.c reads out of glibc (./wctype-utf8-data.ts). alpha, upper, lower and
 * graph are tables; the others follow from them as they do in glibc's C.UTF-8 (the generator
 * checks that they do). wcwidth's columns are the two tables of 0 and 2 columns.
 */
import { ALPHA, DOUBLE_WIDTH, GRAPH, LOWER, TO_LOWER, TO_UPPER, UPPER, ZERO_WIDTH } from './wctype-utf8-data';

/** A class's ranges as sorted [start, end) pairs (decoded at first use). */
function ranges(text: string): Uint32Array {
  const v = text.split(' ').map((x) => parseInt(x, 36));
  const out = new Uint32Array(v.length);
  let end = 0;
  for (let k = 0; k < v.length; k += 2) {
    out[k] = end + v[k];
    out[k + 1] = out[k] + v[k + 1];
    end = out[k + 1];
  }
  return out;
}
function inRanges(r: Uint32Array, c: number): boolean {
  let lo = 0, hi = r.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (c < r[2 * mid]) hi = mid - 1;
    else if (c >= r[2 * mid + 1]) lo = mid + 1;
    else return true;
  }
  return false;
}
/** A mapping's runs as [start, count, step, delta] quadruples. */
function runs(text: string): Int32Array {
  const v = text.split(' ').map((x) => parseInt(x, 36));
  const out = new Int32Array(v);
  for (let k = 4, at = v[0]; k < v.length; k += 4) { at += v[k]; out[k] = at; }
  return out;
}
function mapped(r: Int32Array, c: number): number {
  let lo = 0, hi = r.length / 4 - 1, at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (r[4 * mid] <= c) { at = mid; lo = mid + 1; } else hi = mid - 1;
  }
  if (at < 0) return c;
  const [start, count, step, delta] = r.subarray(4 * at, 4 * at + 4);
  const k = c - start;
  return k % step === 0 && k / step < count ? c + delta : c;
}

let tables: { alpha: Uint32Array; upper: Uint32Array; lower: Uint32Array; graph: Uint32Array; toUpper: Int32Array; toLower: Int32Array; zero: Uint32Array; double: Uint32Array } | undefined;
const t = (): NonNullable<typeof tables> =>
  (tables ??= { alpha: ranges(ALPHA), upper: ranges(UPPER), lower: ranges(LOWER), graph: ranges(GRAPH), toUpper: runs(TO_UPPER), toLower: runs(TO_LOWER), zero: ranges(ZERO_WIDTH), double: ranges(DOUBLE_WIDTH) });

const isSpace = (c: number): boolean => (c >= 9 && c <= 13) || c === 0x20 || c === 0x1680 || (c >= 0x2000 && c <= 0x2006) || (c >= 0x2008 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x205f || c === 0x3000;
const isCntrl = (c: number): boolean => c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/** The classes in wctype()'s order (mpisim-wchar.c numbers them from 1). */
const CLASSES: ((c: number) => boolean)[] = [
  (c) => inRanges(t().alpha, c) || isDigit(c), // alnum
  (c) => inRanges(t().alpha, c),
  (c) => c === 9 || (isSpace(c) && c > 13 && c !== 0x2028 && c !== 0x2029), // blank
  isCntrl,
  isDigit,
  (c) => inRanges(t().graph, c),
  (c) => inRanges(t().lower, c),
  (c) => inRanges(t().graph, c) || (isSpace(c) && !isCntrl(c)), // print
  (c) => inRanges(t().graph, c) && !inRanges(t().alpha, c) && !isDigit(c), // punct
  isSpace,
  (c) => inRanges(t().upper, c),
  (c) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66), // xdigit
];

/** Whether `wc` is in class `cls` (1 alnum ... 12 xdigit), as C.UTF-8 answers. */
export function utf8Class(wc: number, cls: number): boolean {
  return wc < 0x110000 && cls >= 1 && cls <= 12 && CLASSES[cls - 1](wc);
}
/** towupper (upper) or towlower in C.UTF-8. */
export function utf8Case(wc: number, upper: boolean): number {
  return wc < 0x110000 ? mapped(upper ? t().toUpper : t().toLower, wc) : wc;
}
/** wcwidth of a printable character in C.UTF-8: 0, 1 or 2 columns (the caller answers -1 for the others). */
export function utf8Width(wc: number): number {
  return inRanges(t().zero, wc) ? 0 : inRanges(t().double, wc) ? 2 : 1;
}
