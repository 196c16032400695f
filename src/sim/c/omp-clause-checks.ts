/**
 * gcc 12's checks of a loop construct's clauses against each other, the variables' types and
 * the loops (c_finish_omp_clauses and the loop construct's own), each at the place gcc gives.
 */
import type { Token } from './token';
import type { SourcePos } from './diagnostics';
import type { CType } from './types';
import { splitTop } from './omp-code';

interface CheckedClause { name: string; pos: SourcePos; args?: Token[]; open?: SourcePos }

/** The errors of a construct's clauses (`words`: its name's; `typeOf`: a variable's type; `iterators`: its loops' variables). */
export function loopClauseErrors(clauses: CheckedClause[], words: string[], typeOf: (name: string) => CType | undefined, iterators: string[]): { pos: SourcePos; error: string }[] {
  const out: { pos: SourcePos; error: string }[] = [];
  const literal = (c: CheckedClause | undefined): number | undefined => (c?.args?.length === 1 && c.args[0].kind === 'number' ? Number(c.args[0].text.replace(/[uUlL]+$/, '')) : undefined);
  const safelen = clauses.find((c) => c.name === 'safelen'), simdlen = clauses.find((c) => c.name === 'simdlen');
  const [safe, simd] = [literal(safelen), literal(simdlen)];
  if (safe !== undefined && simd !== undefined && simd > safe) out.push({ pos: simdlen!.open ?? simdlen!.pos, error: '‘simdlen’ clause value is bigger than ‘safelen’ clause value' });
  // ordered(n): a positive constant, on a loop that has no linear clause (nor simd: orderedOnSimd).
  const ordered = clauses.find((c) => c.name === 'ordered' && c.args);
  const n = literal(ordered);
  if (ordered && !(n !== undefined && n > 0)) out.push({ pos: ordered.open ?? ordered.pos, error: 'ordered argument needs positive constant integer expression' });
  const linear = clauses.find((c) => c.name === 'linear');
  if (ordered && linear) out.push({ pos: linear.open ?? linear.pos, error: '‘linear’ clause may not be specified together with ‘ordered’ clause with a parameter' });
  for (const c of clauses) {
    const a = c.args ?? [];
    const colon = a.findIndex((t) => t.text === ':');
    const items = splitTop(c.name === 'aligned' && colon >= 0 ? a.slice(0, colon) : a, ',').map((i) => i[0]).filter((t) => t?.kind === 'ident');
    if (c.name === 'aligned') {
      for (const t of items) {
        const type = typeOf(t.text);
        if (type && type.k !== 'ptr' && type.k !== 'array') out.push({ pos: c.open ?? t.pos, error: `‘${t.text}’ in ‘aligned’ clause is neither a pointer nor an array` });
      }
    }
    // A `loop` construct's lastprivate may name only its loops' variables.
    if (c.name === 'lastprivate' && words.includes('loop')) {
      for (const t of items) if (!iterators.includes(t.text)) out.push({ pos: c.open ?? t.pos, error: `‘lastprivate’ clause on a ‘loop’ construct refers to a variable ‘${t.text}’ which is not the loop iterator` });
    }
  }
  return out;
}

/** ordered(n) on a construct with simd (`key`: the directive's whole name), as gcc refuses it. */
export function orderedOnSimd(clauses: CheckedClause[], key: string): { pos: SourcePos; error: string } | undefined {
  const ordered = clauses.find((c) => c.name === 'ordered' && c.args);
  if (!ordered || !key.split(' ').includes('simd')) return undefined;
  return { pos: ordered.open ?? ordered.pos, error: `‘ordered’ clause with parameter may not be specified on ‘#pragma omp ${key}’ construct` };
}
