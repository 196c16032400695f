/**
 * Array sections in reduction clauses (OpenMP 4.5 2.15.3.6: `reduction(+: a[lo:len])`, `a[:len]`,
 * `p[lo:len]` of a pointer, a whole array `a`), as gcc 12 takes them. A thread's copy of an
 * array is a whole array of the identity; of a pointer's section, `len` elements of it, which
 * the private pointer addresses as the original's `p[lo]` is (gcc's bias). At the end the
 * section's elements are combined into the original's, element by element, the first
 * dimension's `len` rows of an array of arrays whole (the rest of a copy is the identity still).
 */
import type { Token } from './token';
import type { SourcePos } from './diagnostics';
import { code, splitTop } from './omp-code';
import type { CType } from './types';

/** A list item: a variable, or an array section of it (its first subscript's `lo` and `len`, when written). */
export interface ListItem { name: Token; section?: { lo: Token[]; len: Token[] } }

/** The items of a clause's list (`a, b[lo:len][:]`); undefined (with the first bad token) for anything else. */
export function listItems(items: Token[]): { items: ListItem[] } | { bad: Token } {
  const out: ListItem[] = [];
  for (const item of splitTop(items, ',')) {
    const [name] = item;
    if (name?.kind !== 'ident') return { bad: name ?? items[items.length - 1] };
    if (item.length === 1) { out.push({ name }); continue; }
    if (item[1].text !== '[') return { bad: item[1] };
    // The first subscript only: the rest (gcc takes a[1:2][0:10]) are rows combined whole.
    let depth = 0, close = 1;
    for (; close < item.length; close++) {
      if (item[close].text === '[') depth++;
      else if (item[close].text === ']' && --depth === 0) break;
    }
    const parts = splitTop(item.slice(2, close), ':');
    if (parts.length !== 2) return { bad: item[1] };
    out.push({ name, section: { lo: parts[0], len: parts[1] } });
  }
  return { items: out };
}

/** The operator's combination of `o` (the original's element) and `p` (the copy's), as C. */
export function combine(op: string, o: Token[], p: Token[], at: SourcePos): Token[] {
  if (op === 'max') return code(at, o, ' > ', p, ' ? ', o, ' : ', p);
  if (op === 'min') return code(at, o, ' < ', p, ' ? ', o, ' : ', p);
  return code(at, o, ` ${op === '-' ? '+' : op} `, p);
}

/** The scalar type of a reduction's elements: an array's, a section of a pointer's pointee. */
export function elementType(t: CType, section: boolean): CType {
  let u = t;
  while (u.k === 'array') u = u.of;
  return section && u.k === 'ptr' ? u.to : u;
}

/**
 * A reduction of an array or a section: the thread's copy (`pre`, after the section's bounds,
 * taken first) and its combination into the original (`post`, whose address is `original`).
 * `dims`: how many subscripts reach the array's scalar elements (0: a pointer's section); `t` numbers the temporaries.
 */
export function sectionReduction(at: SourcePos, item: ListItem, op: string, identity: string, original: string, dims: number, t: number): { pre: Token[]; post: Token[] } {
  const n = item.name;
  const [lo, len, k, sec] = ['lo', 'len', 'k', 'sec'].map((w) => `__omp_rs${w}${t}`);
  const o = code(at, `(*${original})`);
  const bounds = code(at, `long ${lo} = `, item.section?.lo.length ? code(at, '(', item.section.lo, ')') : '0', `, ${len} = `,
    item.section?.len.length ? code(at, '(', item.section.len, ')') : code(at, `(long)(sizeof `, o, ' / sizeof ', o, `[0]) - ${lo}`), ';');
  if (dims) {
    // The flat elements of the whole copy, and of the original's rows [lo, lo + len).
    const elem = code(at, '__typeof__(', n, '[0]'.repeat(dims), ')');
    const flat = (a: Token[]): Token[] => code(at, '((', elem, ' *)', a, ')');
    const row = code(at, '(sizeof ', o, '[0] / sizeof(', elem, '))');
    return {
      pre: code(at, bounds, '__typeof__(', n, ') ', n, `; for (unsigned long ${k} = 0; ${k} < sizeof `, n, ' / sizeof(', elem, `); ${k}++) `, flat(code(at, '&', n)), `[${k}] = (`, elem, `)(${identity});`),
      post: code(at, `for (unsigned long ${k} = ${lo} * `, row, `; ${k} < (${lo} + ${len}) * `, row, `; ${k}++) `, flat(code(at, original)), `[${k}] = `,
        combine(op, code(at, flat(code(at, original)), `[${k}]`), code(at, flat(code(at, '&', n)), `[${k}]`), at), ';'),
    };
  }
  return {
    pre: code(at, bounds, '__typeof__(*', n, `) ${sec}[${len} > 0 ? ${len} : 1]; for (long ${k} = 0; ${k} < ${len}; ${k}++) ${sec}[${k}] = (__typeof__(*`, n, `))(${identity});`,
      '__typeof__(', n, ') ', n, ` = ${sec} - ${lo};`),
    post: code(at, `for (long ${k} = 0; ${k} < ${len}; ${k}++) `, o, `[${lo} + ${k}] = `, combine(op, code(at, o, `[${lo} + ${k}]`), code(at, `${sec}[${k}]`), at), ';'),
  };
}

/** gcc's error for an array section of a variable of type `t` in a `clause`, if it has one. */
export function sectionError(item: ListItem, t: CType, clause: string): string | undefined {
  if (!item.section) return undefined;
  const { lo, len } = item.section;
  if (t.k !== 'array' && t.k !== 'ptr') return `‘${item.name.text}’ does not have pointer or array type`;
  if (t.k === 'ptr' && !len.length) return 'for pointer type length expression must be specified';
  const literal = (x: Token[]): number | undefined => (x.length === 1 && x[0].kind === 'number' ? Number(x[0].text.replace(/[uUlL]+$/, '')) : undefined);
  const [l, n] = [lo.length ? literal(lo) : 0, literal(len)];
  if (lo[0]?.text === '-' && lo[1]?.kind === 'number' && lo.length === 2) return `negative low bound in array section in ‘${clause}’ clause`;
  if (n === 0 || (t.k === 'array' && t.len !== undefined && l !== undefined && l >= t.len)) return `zero length array section in ‘${clause}’ clause`;
  if (t.k === 'array' && t.len !== undefined && n !== undefined && l !== undefined && l + n > t.len) return `length ‘${len[0].text}’ above array section size in ‘${clause}’ clause`;
  return undefined;
}
