/**
 * An OpenMP loop header's expressions read from their tokens, as gcc's checks see them (its trees
 * have no parentheses and look through conversions): the tokens outside brackets, the root
 * binary operator, a split at it, and the name of an arithmetic type's specifiers. Shared by the
 * loop-form checks (./omp-loop-form.ts) and the non-rectangular nest checks (./omp-nonrect.ts).
 */
import type { Token } from './token';

/** Binary operators by precedence, loosest first (`?:`, assignments and the comma end the search: no header has them at the top). */
const LEVELS = [['||'], ['&&'], ['|'], ['^'], ['&'], ['==', '!='], ['<', '>', '<=', '>='], ['<<', '>>'], ['+', '-'], ['*', '/', '%']];
const OPERAND_END = (t: Token): boolean => t.kind === 'ident' || t.kind === 'number' || t.kind === 'char' || t.kind === 'string' || t.text === ')' || t.text === ']';

/** The indexes of the tokens outside any bracket. */
export function topLevel(ts: Token[]): number[] {
  const out: number[] = [];
  let depth = 0;
  ts.forEach((t, k) => {
    if (t.kind === 'punct' && (t.text === '(' || t.text === '[' || t.text === '{')) depth++;
    else if (t.kind === 'punct' && (t.text === ')' || t.text === ']' || t.text === '}')) depth--;
    else if (depth === 0) out.push(k);
  });
  return out;
}

/** The index of the bracket closing the one at `k`. */
export function closing(ts: Token[], k: number): number {
  let depth = 0;
  for (let j = k; j < ts.length; j++) {
    if (ts[j].kind !== 'punct') continue;
    if ('([{'.includes(ts[j].text)) depth++;
    else if (')]}'.includes(ts[j].text) && --depth === 0) return j;
  }
  return ts.length;
}

/**
 * Without the parentheses around the whole expression (gcc's trees have none) and the casts to
 * an arithmetic type before a single operand (gcc looks through conversions).
 */
export function strip(ts: Token[]): Token[] {
  for (;;) {
    if (ts.length < 2 || ts[0].text !== '(') return ts;
    const c = closing(ts, 0);
    if (c === ts.length - 1) ts = ts.slice(1, -1);
    else if (c < ts.length - 1 && specifiersName(ts.slice(1, c).map((t) => t.text)) && root(ts.slice(c + 1)) === undefined) ts = ts.slice(c + 1);
    else return ts;
  }
}

/** The expression's root binary operator (the loosest, the last of equals: they group left to right). */
export function root(ts: Token[]): number | undefined {
  const binary = topLevel(ts).filter((k) => k > 0 && ts[k].kind === 'punct' && OPERAND_END(ts[k - 1]));
  for (const ops of LEVELS) {
    const at = binary.filter((k) => ops.includes(ts[k].text));
    if (at.length) return at[at.length - 1];
  }
  return undefined;
}

/** `ts` split at its root operator when that is one of `ops`. */
export function split(ts: Token[], ops: string[]): [Token[], Token[]] | undefined {
  const k = root(ts);
  return k !== undefined && ops.includes(ts[k].text) ? [ts.slice(0, k), ts.slice(k + 1)] : undefined;
}

/** gcc's name of the arithmetic type these specifiers make (undefined for a typedef's name, a struct...). */
export function specifiersName(words: string[]): string | undefined {
  const n = (w: string): number => words.filter((x) => x === w).length;
  if (!words.length || words.some((w) => !['unsigned', 'signed', 'short', 'long', 'int', 'char', '_Bool', 'float', 'double', 'const', 'volatile', 'register'].includes(w))) return undefined;
  const u = n('unsigned') > 0;
  if (n('char')) return u ? 'unsigned char' : n('signed') ? 'signed char' : 'char';
  if (n('_Bool') || n('float')) return n('_Bool') ? '_Bool' : 'float';
  if (n('double')) return n('long') ? 'long double' : 'double';
  const size = n('short') ? 'short ' : n('long') >= 2 ? 'long long ' : n('long') ? 'long ' : '';
  return size ? `${size}${u ? 'unsigned ' : ''}int` : u ? 'unsigned int' : 'int';
}
