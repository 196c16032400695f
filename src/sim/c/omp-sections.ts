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

/** One subscript of a list item: `[lo:len]`, or an element `[lo]` (gcc's section of length 1). */
export interface Subscript { lo: Token[]; len: Token[]; element: boolean }
/**
 * A list item: a variable, or an array section of it (its first subscript's `lo` and `len`, when
 * written, and the subscripts after it in `more`: gcc takes them where the section stays contiguous).
 */
export interface ListItem { name: Token; section?: Subscript; more?: Subscript[] }

/** The items of a clause's list (`a, b[lo:len][:]`, `a[k]`); the first bad token (and whether it starts its item) for anything else. */
export function listItems(items: Token[]): { items: ListItem[] } | { bad: { token: Token; first: boolean } } {
  const out: ListItem[] = [];
  for (const item of splitTop(items, ',')) {
    const [name] = item;
    if (name?.kind !== 'ident') return { bad: { token: name ?? items[items.length - 1], first: true } };
    const subs: Subscript[] = [];
    for (let open = 1; open < item.length;) {
      if (item[open].text !== '[') return { bad: { token: item[open], first: false } };
      let depth = 0, close = open;
      for (; close < item.length; close++) {
        if (item[close].text === '[') depth++;
        else if (item[close].text === ']' && --depth === 0) break;
      }
      if (close === item.length) return { bad: { token: item[open], first: false } };
      const parts = splitTop(item.slice(open + 1, close), ':');
      if (parts.length > 2 || !parts[0].length && parts.length === 1) return { bad: { token: item[open], first: false } };
      subs.push(parts.length === 2 ? { lo: parts[0], len: parts[1], element: false }
        : { lo: parts[0], len: [{ kind: 'number', text: '1', pos: item[open].pos, space: false, bol: false }], element: true });
      open = close + 1;
    }
    out.push(subs.length ? { name, section: subs[0], more: subs.slice(1) } : { name });
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
 * `dims`: how many subscripts reach the array's scalar elements (0: a pointer's section, whose
 * pointee has `inner` dimensions of its own); `t` numbers the temporaries. With `threads` (a
 * pointer's section of a taskgroup's reduction): a copy for each of that many threads, `copies`
 * the array of their private pointers, combined in thread order.
 */
export function sectionReduction(at: SourcePos, item: ListItem, op: string, identity: string, original: string, dims: number, t: number,
  inner = 0, threads?: { count: string; copies: string }): { pre: Token[]; post: Token[] } {
  const n = item.name;
  const [lo, len, k, sec] = ['lo', 'len', 'k', 'sec'].map((w) => `__omp_rs${w}${t}`);
  const o = code(at, `(*${original})`);
  // Each subscript's bounds, taken first (an omitted length is the rest of its dimension).
  const subs = item.section ? [item.section, ...(item.more ?? [])] : [];
  const bounds = code(at, ...(subs.length ? subs : [{ lo: [], len: [] }]).map((sub, d) => {
    const row = code(at, o, '[0]'.repeat(d));
    return code(at, `long ${lo}_${d} = `, sub.lo.length ? code(at, '(', sub.lo, ')') : '0', `, ${len}_${d} = `,
      sub.len.length ? code(at, '(', sub.len, ')') : code(at, '(long)(sizeof ', row, ' / sizeof ', row, `[0]) - ${lo}_${d}`), ';');
  }));
  // The scalar elements, flat: as the section is contiguous, its elements from its first one,
  // as many as its subscripts' lengths and the dimensions after them hold.
  const elem = code(at, '__typeof__(', n, '[0]'.repeat(dims || 1 + inner), ')');
  const flat = (a: Token[]): Token[] => code(at, '((', elem, ' *)', a, ')');
  const given = Math.max(1, subs.length);
  const span = (from: Token[]): { first: Token[]; count: Token[] } => ({
    first: code(at, '(', flat(code(at, '&', o, ...Array.from({ length: given }, (_, d) => `[${lo}_${d}]`))), ' - ', flat(from), ')'),
    count: code(at, Array.from({ length: given }, (_, d) => `${len}_${d} * `).join(''), '(long)(sizeof ', o, '[0]'.repeat(given), ' / sizeof(', elem, '))'),
  });
  const into = (to: Token[], copy: Token[], { first, count }: { first: Token[]; count: Token[] }): Token[] =>
    code(at, `for (long ${k} = `, first, `; ${k} < `, first, ' + ', count, `; ${k}++) `, flat(to), `[${k}] = `,
      combine(op, code(at, flat(to), `[${k}]`), code(at, flat(copy), `[${k}]`), at), ';');
  const fill = (a: Token[]): Token[] => code(at, `for (unsigned long ${k} = 0; ${k} < sizeof `, a, ' / sizeof(', elem, `); ${k}++) `, flat(a), `[${k}] = (`, elem, `)(${identity});`);
  if (dims) {
    return {
      pre: code(at, bounds, '__typeof__(', n, ') ', n, ';', fill(code(at, n))),
      post: into(code(at, original), code(at, '&', n), span(code(at, o))),
    };
  }
  // A pointer's section: rows [lo, lo + len) of what it points to (each an array of `inner`
  // dimensions, whole), which the private pointer addresses as the original's `p[lo]` is.
  const base = code(at, '&', o, `[${lo}_0]`), rows = `${len}_0 > 0 ? ${len}_0 : 1`;
  if (!threads) {
    return {
      pre: code(at, bounds, '__typeof__(*', n, `) ${sec}[${rows}];`, fill(code(at, sec)), '__typeof__(', n, ') ', n, ` = ${sec} - ${lo}_0;`),
      post: into(base, code(at, sec), span(base)),
    };
  }
  const j = `${k}t`;
  return {
    pre: code(at, bounds, '__typeof__(*', n, `) ${sec}[${threads.count}][${rows}];`, fill(code(at, sec)),
      '__typeof__(', n, `) ${threads.copies}[${threads.count}]; for (int ${j} = 0; ${j} < ${threads.count}; ${j}++) ${threads.copies}[${j}] = ${sec}[${j}] - ${lo}_0;`),
    post: code(at, `for (int ${j} = 0; ${j} < ${threads.count}; ${j}++) {`, into(base, code(at, `${sec}[${j}]`), span(base)), '}'),
  };
}

/**
 * gcc's error for an array section of a variable of type `t` in a `clause`, if it has one: each
 * subscript against its dimension (literal bounds only), one too many, and a section that is not
 * contiguous (a dimension not taken whole inside one whose length is not 1).
 */
export function sectionError(item: ListItem, t: CType, clause: string): string | undefined {
  if (!item.section) return undefined;
  const literal = (x: Token[]): number | undefined => (x.length === 1 && x[0].kind === 'number' ? Number(x[0].text.replace(/[uUlL]+$/, '')) : undefined);
  const subs = [item.section, ...(item.more ?? [])];
  let u = t, written = item.name.text, partial = false;
  for (const [d, { lo, len, element }] of subs.entries()) {
    if (u.k !== 'array' && u.k !== 'ptr') return `‘${written}’ does not have pointer or array type`;
    if (u.k === 'ptr' && !len.length) return 'for pointer type length expression must be specified';
    const l = lo.length ? literal(lo) : 0;
    const n = len.length ? literal(len) : u.k === 'array' && u.len !== undefined && l !== undefined ? u.len - l : undefined;
    if (lo[0]?.text === '-' && lo[1]?.kind === 'number' && lo.length === 2) return `negative low bound in array section in ‘${clause}’ clause`;
    if ((len.length && n === 0) || (u.k === 'array' && u.len !== undefined && l !== undefined && l >= u.len)) return `zero length array section in ‘${clause}’ clause`;
    if (u.k === 'array' && u.len !== undefined && n !== undefined && l !== undefined && l + n > u.len) return `length ‘${len[0].text}’ above array section size in ‘${clause}’ clause`;
    // Inner dimensions must be whole once an outer one has more than one element.
    const whole = u.k === 'array' && !l && (!len.length || n === u.len);
    if (d && !whole && partial) return `array section is not contiguous in ‘${clause}’ clause`;
    if (n !== undefined && n !== 1) partial = true;
    const text = lo.map((x) => x.text).join('');
    written = u.k === 'ptr' && text === '0' ? `*${written}` : `${written}[${text}]`;
    if (!element) written = item.name.text;
    u = u.k === 'array' ? u.of : u.to;
  }
  return undefined;
}
