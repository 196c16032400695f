/**
 * User-defined reductions (`#pragma omp declare reduction(name : types : combiner)
 * initializer(...)`, OpenMP 4.0 2.16): the directive's parts as tokens, and the rewriting of its
 * combiner and initializer for one variable (omp_out and omp_orig: the original, omp_in and
 * omp_priv: the thread's copy), which ./parse-omp.ts reads where a reduction clause names it.
 */
import type { Token } from './token';
import type { SourcePos } from './diagnostics';
import { isFloating, isInt, isUnsigned, sizeOf, type CType } from './types';
import { splitTop } from './omp-code';

/** A declared reduction for one type: its combiner, and its initializer when it has one. */
export interface UserReduction {
  name: string;
  type: CType;
  combiner: Token[];
  /** `initializer(omp_priv = e)`: e; `initializer(f(&omp_priv, ...))`: the call. */
  init?: { value: Token[] } | { call: Token[] };
}

/** The parts of a `declare reduction` directive (`d` from `omp`), or gcc's error for what is missing. */
export interface ReductionParts { name: Token[]; types: Token[][]; combiner: Token[]; init?: UserReduction['init'] }

/** The tokens inside the parentheses that open at d[k], and where they close; undefined when they do not. */
function parenthesized(d: Token[], k: number): { inside: Token[]; next: number } | undefined {
  if (d[k]?.text !== '(') return undefined;
  let depth = 0;
  for (let j = k; j < d.length; j++) {
    if (d[j].kind !== 'punct') continue;
    if (d[j].text === '(') depth++;
    else if (d[j].text === ')' && --depth === 0) return { inside: d.slice(k + 1, j), next: j + 1 };
  }
  return undefined;
}

export function reductionParts(d: Token[], at: SourcePos): ReductionParts | { error: string; pos: SourcePos } {
  const body = parenthesized(d, 3);
  if (!body) return { error: 'expected ‘(’', pos: d[3]?.pos ?? at };
  // name : type, type : combiner — the combiner may hold `:` (a conditional), so split twice only.
  const colon = body.inside.findIndex((t) => t.kind === 'punct' && t.text === ':');
  const rest = body.inside.slice(colon + 1);
  const second = rest.findIndex((t) => t.kind === 'punct' && t.text === ':');
  if (colon < 1 || second < 1) return { error: 'expected ‘:’', pos: body.inside[0]?.pos ?? at };
  const parts: ReductionParts = { name: body.inside.slice(0, colon), types: splitTop(rest.slice(0, second), ','), combiner: rest.slice(second + 1) };
  let k = body.next;
  if (d[k]?.text === 'initializer') {
    const init = parenthesized(d, k + 1);
    if (!init) return { error: 'expected ‘(’', pos: d[k + 1]?.pos ?? d[k].pos };
    const i = init.inside;
    parts.init = i[0]?.text === 'omp_priv' && i[1]?.text === '=' ? { value: i.slice(2) } : { call: i };
    k = init.next;
  }
  if (k < d.length) return { error: `expected end of line before ‘${d[k].text}’`, pos: d[k].pos };
  return parts;
}

/** `toks` with the special names replaced (a member named so, after `.` or `->`, stays). */
export function substitute(toks: Token[], names: Record<string, Token[]>): Token[] {
  const out: Token[] = [];
  toks.forEach((t, k) => {
    const prev = toks[k - 1];
    const member = prev?.kind === 'punct' && (prev.text === '.' || prev.text === '->');
    const by = t.kind === 'ident' && !member ? names[t.text] : undefined;
    out.push(...(by ? by.map((u) => ({ ...u, pos: t.pos })) : [t]));
  });
  return out;
}

/** A reduction's identity (OpenMP 4.5 2.15.3.6) for its elements' type `t` (unknown: an int's), as C. */
export function reductionIdentity(op: string, t: CType | undefined): string {
  switch (op) {
    case '*': case '&&': return '1';
    case '&': return '~0';
    case 'max': case 'min': {
      if (!t || isFloating(t)) return op === 'max' ? '-__builtin_inf()' : '__builtin_inf()';
      if (!isInt(t)) return '0';
      const bits = BigInt(sizeOf(t) * 8);
      if (isUnsigned(t)) return op === 'max' ? '0' : `${(1n << bits) - 1n}ULL`;
      const top = (1n << (bits - 1n)) - 1n;
      return op === 'max' ? `(-${top}LL - 1)` : `${top}LL`;
    }
    default: return '0';
  }
}
