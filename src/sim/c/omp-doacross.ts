/**
 * Doacross loops (OpenMP 4.5 2.13.8, as gcc 12 takes them): `for ordered(n)`, whose body's
 * `#pragma omp ordered depend(sink: i-1, j)` waits until the iteration named has passed its
 * `#pragma omp ordered depend(source)`. The n loops' iteration space (each loop's first value,
 * step and count, measured by running their headers, which the loops being rectangular makes
 * enough) goes to the runtime (<built-in>/mpisim-omp-doacross.c) as the loop starts; a sink or a
 * source is the vector of the loop variables' values, which it places in that space.
 */
import type { Token } from './token';
import type { SourcePos } from './diagnostics';
import { code, splitTop } from './omp-code';

/** A `depend` clause of an `ordered` directive (`open`: where its parenthesis is). */
interface DependClause { name: string; pos: SourcePos; args?: Token[]; open?: SourcePos }
/** An error gcc gives for a doacross directive, at its place. */
export interface DoacrossError { pos: SourcePos; error: string }

/** What gcc's error is "before": a word bare, anything else as a token. */
const before = (t: Token | undefined): string => (!t ? '‘)’ token' : t.kind === 'ident' ? `‘${t.text}’` : `‘${t.text}’ token`);

/** The variable a loop's header (`(init; test; step)`) sets first: `for (int i = 0; …)`, `for (i = 0; …)`. */
export function loopVariable(header: Token[]): Token | undefined {
  for (let k = 1; k + 1 < header.length && header[k].text !== ';'; k++) {
    if (header[k].kind === 'ident' && header[k + 1].text === '=') return header[k];
  }
  return undefined;
}

/**
 * The iteration space of the doacross loops with these headers, measured as the work-sharing
 * loop starts: loop d's first value, its step (the second value less the first) and its count,
 * with the loops around it at their first iterations.
 */
export function doacrossBegin(at: SourcePos, t: number, headers: Token[][], vars: Token[]): Token[] {
  const n = headers.length;
  const [lo, step, count, c] = ['lo', 'step', 'count', 'c'].map((w) => `__omp_da${w}${t}`);
  const out = code(at, `long ${lo}[${n}], ${step}[${n}], ${count}[${n}];`);
  for (let d = 0; d < n; d++) {
    const loops = headers.slice(0, d + 1).flatMap((h) => code(at, 'for ', h, ' {'));
    out.push(...code(at, `{ long ${c} = 0; ${step}[${d}] = 1;`, loops,
      `if (${c} == 0) ${lo}[${d}] = (long)(`, vars[d], `); else if (${c} == 1) ${step}[${d}] = (long)(`, vars[d], `) - ${lo}[${d}]; ${c}++; }`,
      'break; }'.repeat(d), `${count}[${d}] = ${c}; }`));
  }
  return [...out, ...code(at, `void __mpisim_omp_doacross_begin(int, long *, long *, long *); __mpisim_omp_doacross_begin(${n}, ${lo}, ${step}, ${count});`)];
}

/** The vector of the loop variables' values (`offsets`: each one's `+ k` or `- k`, as written). */
function vector(at: SourcePos, name: string, vars: Token[], offsets: Token[][] = []): Token[] {
  return code(at, `long ${name}[${vars.length}] = {`, ...vars.flatMap((v, d) => code(at, d ? ', ' : '', '(long)(', v, offsets[d] ?? [], ')')), '};');
}

/**
 * An `ordered depend(…)` directive of a doacross loop over `vars`: the runtime calls it makes (a
 * wait a sink, or the source's post), or gcc's first error for it.
 */
export function doacrossPoint(at: SourcePos, clauses: DependClause[], vars: Token[]): Token[] | DoacrossError {
  const depends = clauses.filter((c) => c.name === 'depend');
  const sources = depends.filter((c) => c.args?.[0]?.text === 'source');
  const where = (c: DependClause): SourcePos => c.open ?? c.pos;
  if (sources.length > 1) return { pos: where(sources[0]), error: 'more than one ‘depend’ clause with ‘source’ modifier on an ‘ordered’ construct' };
  if (sources.length && sources.length < depends.length) {
    return { pos: where(sources[0]), error: '‘depend’ clause with ‘source’ modifier specified together with ‘depend’ clauses with ‘sink’ modifier on the same construct' };
  }
  if (sources.length) return code(at, '{', vector(at, '__omp_source', vars), 'void __mpisim_omp_doacross_post(long *); __mpisim_omp_doacross_post(__omp_source); }');
  const out: Token[] = code(at, '{', vector(at, '__omp_now', vars), 'void __mpisim_omp_doacross_wait(long *, long *);');
  for (const c of depends) {
    const a = c.args ?? [];
    if (a[0]?.text !== 'sink' || a[1]?.text !== ':') return { pos: a[0]?.pos ?? c.pos, error: `invalid depend kind before ${before(a[0])}` };
    // Each item is `var`, `var + k` or `var - k`, k an integer constant (gcc's grammar).
    const items = splitTop(a.slice(2), ',');
    const offsets: Token[][] = [];
    for (const item of items) {
      const [v, sign, k, extra] = item;
      if (v?.kind !== 'ident') return { pos: v?.pos ?? c.pos, error: `expected identifier before ${before(v)}` };
      if (sign && sign.text !== '+' && sign.text !== '-') return { pos: sign.pos, error: `expected ‘)’ before ${before(sign)}` };
      if (sign && k?.kind !== 'number') return { pos: k?.pos ?? sign.pos, error: `expected integer before ${before(k)}` };
      if (extra) return { pos: extra.pos, error: `expected ‘)’ before ${before(extra)}` };
      offsets.push(sign ? [sign, k] : []);
    }
    if (items.length !== vars.length) return { pos: where(c), error: 'number of variables in ‘depend’ clause with ‘sink’ modifier does not match number of iteration variables' };
    const wrong = items.findIndex((item, d) => item[0].text !== vars[d].text);
    if (wrong >= 0) return { pos: where(c), error: `variable ‘${items[wrong][0].text}’ is not an iteration of outermost loop ${wrong + 1}, expected ‘${vars[wrong].text}’` };
    out.push(...code(at, '{', vector(at, '__omp_sink', vars, offsets), '__mpisim_omp_doacross_wait(__omp_sink, __omp_now); }'));
  }
  return [...out, ...code(at, '}')];
}
