/**
 * `depend` clauses (of task, taskwait), as libgomp orders tasks by them: each item is the address
 * where its lvalue starts (an array section `a[lo:len]` is `&a[lo]`, as gcc passes it: sections
 * that overlap but start apart do not conflict) and its kind, 0 for `in`, 1 for the kinds that
 * write (`out`, `inout`, `mutexinoutset`, which libgomp 12 treats as `inout`). An
 * `iterator(it = lo:hi:step, …)` modifier makes an item a value of the iterators (their loops
 * run as the task is made); `depend(depobj: o)` is the item an `omp_depend_t` holds, which
 * `#pragma omp depobj(o) depend(kind: x)` / `update(kind)` / `destroy` set: its address then
 * its kind, in the object's first two words.
 */
import type { Token } from './token';
import type { SourcePos } from './diagnostics';
import { code, splitTop } from './omp-code';

/** A `depend` clause (`open`: where its parenthesis is). */
interface DependClause { name: string; pos: SourcePos; args?: Token[]; open?: SourcePos }
/** An iterator of an `iterator(...)` modifier: its type, name and range. */
interface Iterator { type: Token[]; name: Token; lo: Token[]; hi: Token[]; step: Token[] }
/** An item: an lvalue of its kind (under iterators), or an omp_depend_t's. */
export type DependItem = { kind: number; item: Token[]; iterators: Iterator[] } | { depobj: Token[] };
/** Reports gcc's error at `pos`. */
type Report = (pos: SourcePos, message: string) => void;

const KINDS = ['in', 'out', 'inout', 'mutexinoutset'];
const before = (t: Token | undefined): string => (!t ? '‘)’ token' : t.kind === 'ident' ? `‘${t.text}’` : `‘${t.text}’ token`);
export const dependKind = (kind: string): number => (kind === 'in' ? 0 : 1);

/** The lvalues of a depend list: an array section `a[lo:len]` (or `[:len]`) is its first element, `a[lo]`. */
function lvalues(list: Token[]): Token[][] {
  const out: Token[][] = [];
  // `section`: the depth of the brackets whose length is being skipped; `ternary`: open `?`s.
  let item: Token[] = [], depth = 0, section = 0, ternary = 0;
  for (const t of [...list, { ...list[list.length - 1], kind: 'punct' as const, text: ',' }]) {
    const p = t.kind === 'punct' ? t.text : '';
    if (p === ',' && !depth) {
      if (item.length) out.push(item);
      item = [];
      continue;
    }
    if (p === '(' || p === '[') depth++;
    else if (p === ')' || p === ']') { if (depth-- === section) section = 0; }
    else if (p === '?') ternary++;
    else if (p === ':' && ternary) ternary--;
    else if (p === ':' && depth && !section) {
      if (item[item.length - 1]?.text === '[') item.push({ ...t, kind: 'number', text: '0' });
      section = depth;
      continue;
    }
    if (!section) item.push(t);
  }
  return out;
}

/** An `iterator(…)` modifier's iterators (`[type] name = lo:hi[:step]`), or undefined after an error. */
function iterators(args: Token[], report: Report): Iterator[] | undefined {
  const out: Iterator[] = [];
  for (const part of splitTop(args, ',')) {
    const eq = part.findIndex((t) => t.text === '=');
    const name = part[eq - 1];
    if (eq < 1 || name.kind !== 'ident') { report((part[0] ?? args[0]).pos, `expected identifier before ${before(part[0])}`); return undefined; }
    const type = part.slice(0, eq - 1);
    if (out.some((it) => it.name.text === name.text)) { report(name.pos, `redeclaration of ‘${name.text}’ with no linkage`); return undefined; }
    if (type.some((t) => ['double', 'float'].includes(t.text))) { report(name.pos, `iterator ‘${name.text}’ has neither integral nor pointer type`); return undefined; }
    const range = splitTop(part.slice(eq + 1), ':');
    if (range.length < 2 || range.length > 3 || range.some((r) => !r.length)) { report(part[eq].pos, 'expected ‘:’'); return undefined; }
    out.push({ type: type.length ? type : code(name.pos, 'int'), name, lo: range[0], hi: range[1], step: range[2] ?? code(name.pos, '1') });
  }
  return out;
}

/** The items of a directive's depend clauses (gcc's errors reported, their clauses dropped). */
export function dependItems(clauses: DependClause[], report: Report): DependItem[] {
  const deps: DependItem[] = [];
  for (const c of clauses.filter((x) => x.name === 'depend')) {
    let a = c.args ?? [];
    let its: Iterator[] = [];
    if (a[0]?.text === 'iterator' && a[1]?.text === '(') {
      let depth = 0, close = 1;
      for (; close < a.length; close++) if (a[close].text === '(') depth++; else if (a[close].text === ')' && --depth === 0) break;
      const found = iterators(a.slice(2, close), report);
      if (!found) continue;
      its = found;
      a = a[close + 1]?.text === ',' ? a.slice(close + 2) : a.slice(close + 1);
    }
    const kind = a[0]?.text ?? '';
    if (!(KINDS.includes(kind) || kind === 'depobj') || a[1]?.text !== ':') {
      report(a[0]?.pos ?? c.pos, `invalid depend kind before ${before(a[0])}`);
      continue;
    }
    for (const item of lvalues(a.slice(2))) deps.push(kind === 'depobj' ? { depobj: item } : { kind: dependKind(kind), item, iterators: its });
  }
  return deps;
}

/**
 * Declares `__omp_depsN` (the items' addresses) and `__omp_depkindsN` (their kinds), filled
 * as the directive runs; `count`: how many there are (an expression when iterators make them).
 */
export function dependArrays(at: SourcePos, n: string, deps: DependItem[]): { decl: Token[]; count: string } {
  const [addrs, kinds, k] = [`__omp_deps${n}`, `__omp_depkinds${n}`, `__omp_dk${n}`];
  const loops = (its: Iterator[]): Token[] => its.flatMap((it) => code(at, 'for (', it.type, ' ', it.name, ' = (', it.lo, '); (', it.step, ') > 0 ? ',
    it.name, ' < (', it.hi, ') : ', it.name, ' > (', it.hi, '); ', it.name, ' += (', it.step, ')) '));
  const fixed = deps.filter((d) => !('iterators' in d) || !d.iterators.length).length;
  const counts = deps.flatMap((d) => ('iterators' in d && d.iterators.length ? [code(at, '{', loops(d.iterators), `${k}++; }`)] : []));
  const decl = code(at, `long ${k} = ${fixed};`, ...counts, `void *${addrs}[${k} > 0 ? ${k} : 1]; int ${kinds}[${k} > 0 ? ${k} : 1]; ${k} = 0;`);
  for (const d of deps) {
    if ('depobj' in d) decl.push(...code(at, `${addrs}[${k}] = ((void **)&(`, d.depobj, `))[0]; ${kinds}[${k}++] = (int)(long)((void **)&(`, d.depobj, '))[1];'));
    else decl.push(...code(at, '{', loops(d.iterators), `{ ${addrs}[${k}] = (void *)&(`, d.item, `); ${kinds}[${k}++] = ${d.kind}; } }`));
  }
  return { decl, count: k };
}

/**
 * `#pragma omp depobj(o) depend(kind: x)`, `update(kind)` or `destroy`: the object's words set,
 * or gcc's error.
 */
export function depobjDirective(at: SourcePos, object: Token[], clauses: DependClause[], end: SourcePos, report: Report): Token[] | undefined {
  const c = clauses[0];
  if (!c) { report(end, 'expected ‘depend’, ‘destroy’ or ‘update’ clause'); return undefined; }
  if (clauses[1]) { report(clauses[1].pos, `expected end of line before ‘${clauses[1].name}’`); return undefined; }
  const words = (w: number, value: Token[] | string): Token[] => code(at, '((void **)&(', object, `))[${w}] = (void *)(`, value, ');');
  const a = c.args ?? [];
  if (c.name === 'destroy') return [...words(0, '0'), ...words(1, '0L')];
  if (c.name === 'update') {
    if (!KINDS.includes(a[0]?.text ?? '') || a.length !== 1) { report(a[0]?.pos ?? c.pos, 'expected ‘in’, ‘out’, ‘inout’ or ‘mutexinoutset’'); return undefined; }
    return words(1, `${dependKind(a[0].text)}L`);
  }
  if (c.name !== 'depend') { report(c.pos, `‘${c.name}’ is not valid for ‘#pragma omp depobj’`); return undefined; }
  if (a[0]?.text === 'depobj') { report(c.open ?? c.pos, '‘depobj’ dependence type specified in ‘depend’ clause on ‘depobj’ construct'); return undefined; }
  const items = dependItems([c], report);
  if (items.length > 1) { report(c.open ?? c.pos, 'more than one locator in ‘depend’ clause on ‘depobj’ construct'); return undefined; }
  const d = items[0];
  if (!d || !('item' in d)) return undefined;
  return [...words(0, code(at, '&(', d.item, ')')), ...words(1, `${d.kind}L`)];
}
