/**
 * gcc 12's checks of the iteration variables in an OpenMP loop nest's headers
 * (c_omp_check_loop_iv), read from the headers' tokens: a loop's initializer and condition may
 * use one outer loop's variable `v` only as `a1 * v + a2` (OpenMP 5.0's non-rectangular nests:
 * a1, a2 free of the nest's variables, each part optional, a sum either way round, a difference
 * either way), its increment none; nothing may use its own loop's or an inner loop's variable.
 * Each error is at the place gcc gives: the expression's operator, or the directive where the
 * expression has no place of its own (a variable, a constant, a converted value); the
 * condition's at its first token.
 */
import type { Token } from './token';
import type { SourcePos } from './diagnostics';
import type { CType } from './types';
import { typeName } from './types';
import { loopVariable } from './omp-doacross';
import { loopFormErrors, nonRectangularStepErrors } from './omp-loop-form';
import { closing, root, specifiersName, split, strip, topLevel } from './omp-expr-tokens';

interface NestError { pos: SourcePos; error: string }

/** Floating constants make the value converted to the loop's integer type (gcc's FIX_TRUNC_EXPR, which no check looks through). */
const floating = (ts: Token[]): boolean => ts.some((t) => t.kind === 'number' && !/^0[xX]/.test(t.text) && /[.eE]/.test(t.text));

/**
 * gcc's errors for the clauses a non-rectangular nest may not have (`clauses`: the directive's,
 * `words`: its name's), given late (gimplification): only in a file with no error but these.
 */
export function nonRectangularClauseErrors(clauses: string[], words: string[]): string[] {
  return [['schedule', 'for'], ['ordered', 'for'], ['dist_schedule', 'distribute']]
    .filter(([c, w]) => words.includes(w) && clauses.includes(c))
    .map(([c, w]) => `‘${c}’ clause may not appear on non-rectangular ‘${w}’`);
}
export const isNonRectangularClauseError = (message: string): boolean => / clause may not appear on non-rectangular |^invalid OpenMP non-rectangular loop step/.test(message);

/**
 * The errors of a loop nest of these headers (`(init; cond; incr)`, outermost first) under a
 * directive at `at` (its headers' form first: gcc checks the variables only in a nest of
 * canonical loops), whether the nest is non-rectangular (gcc then refuses `ordered` on it), and
 * the errors gcc gives late, only in a file with no other (`late`, at the directive).
 */
export function loopNestErrors(headers: Token[][], at: SourcePos, typeOf: (name: string) => CType | undefined, before: (t: Token) => string): { errors: NestError[]; nonRectangular: boolean; late: string[] } {
  const errors: NestError[] = loopFormErrors(headers, at, typeOf, before);
  if (errors.length) return { errors, nonRectangular: false, late: [] };
  const iterators = headers.map((h) => loopVariable(h)?.text ?? '');
  // Where each header names its variable (after its type when it declares it).
  const varIndex = headers.map((h, m) => h.findIndex((t, j) => j > 0 && t.text === iterators[m] && h[j + 1]?.text === '='));
  // The iteration variables in scope in the header being read: an inner header's declaration is not yet.
  let visible = iterators;
  // An iteration variable's type, as gcc names it: its declaration in the header, or the variable's.
  const typeNameOf = (level: number): string | undefined => {
    const k = varIndex[level];
    if (k > 1) return specifiersName(headers[level].slice(1, k).map((t) => t.text));
    const t = typeOf(iterators[level]);
    return t && typeName(t).replace(/^(const |volatile )+/, '');
  };
  const iteratorAt = (ts: Token[]): string | undefined => {
    const s = strip(ts);
    return s.length === 1 && s[0].kind === 'ident' && visible.includes(s[0].text) ? s[0].text : undefined;
  };
  const isMult = (ts: Token[]): Token[][] | undefined => split(strip(ts), ['*']);
  // Where gcc puts an expression's errors: its root operator, a prefix operator or cast, else the directive.
  const place = (ts: Token[]): SourcePos => {
    if (floating(ts)) return at;
    const s = strip(ts);
    // A conditional expression is at its `:`, as gcc places it.
    const k = topLevel(s).find((j) => s[j].text === ':') ?? root(s);
    if (k !== undefined) return s[k].pos;
    // A subscript is at its `[`; a call, a prefix operator or a cast at its first token.
    let open = -1;
    for (let j = 0; s[s.length - 1]?.text === ']' && j < s.length;) {
      if (s[j].kind === 'punct' && '([{'.includes(s[j].text)) { if (s[j].text === '[') open = j; j = closing(s, j) + 1; } else j++;
    }
    return open >= 0 ? s[open].pos : s.length > 1 ? s[0].pos : at;
  };
  // The variables an expression names, in order (a member's name is not one).
  const named = (ts: Token[]): { name: string; level: number }[] =>
    ts.flatMap((t, k) => (t.kind === 'ident' && visible.includes(t.text) && !(k > 0 && (ts[k - 1].text === '.' || ts[k - 1].text === '->')) ? [{ name: t.text, level: visible.indexOf(t.text) }] : []));
  const refers = (what: string, v: string, pos: SourcePos): void => { errors.push({ pos, error: `${what} expression refers to iteration variable ‘${v}’` }); };
  const seen = new Set<string>();
  let nonRectangular = false;

  /** `a1 * v + a2` of an outer variable `v`: `v`, or undefined (after its errors) when the expression is not one. */
  const outerForm = (ts: Token[], what: string, pos: SourcePos, level: number): string | undefined => {
    const fresh = new Set<string>();
    const walk = (part: Token[]): void => { for (const r of named(part)) if (!fresh.has(r.name)) { fresh.add(r.name); refers(what, r.name, pos); } };
    const before = errors.length;
    let t = strip(ts), rest: Token[][] = [];
    if (floating(ts)) { walk(ts); return undefined; }
    const sum = split(t, ['+', '-']);
    if (sum) {
      const [l, r] = sum;
      if (iteratorAt(l)) [t, rest] = [l, [r]];
      else if (iteratorAt(r)) [t, rest] = [r, [l]];
      else if (isMult(l) && isMult(r) && isMult(l)!.some((o) => iteratorAt(o))) [t, rest] = [l, [r]];
      else if (isMult(r)) [t, rest] = [r, [l]];
      else if (isMult(l)) [t, rest] = [l, [r]];
    }
    const product = isMult(t);
    if (product) {
      const [o1, o2] = product;
      if (iteratorAt(o1)) [t, rest] = [o1, [...rest, o2]];
      else if (iteratorAt(o2)) [t, rest] = [o2, [...rest, o1]];
    }
    const v = iteratorAt(t);
    if (!v) { walk(t); return undefined; }
    const [vt, lt] = [typeNameOf(iterators.indexOf(v)), typeNameOf(level)];
    if (what === 'initializer' && vt && lt && vt !== lt) {
      errors.push({ pos: at, error: `outer iteration variable ‘${v}’ used in initializer expression has type other than ‘${lt}’` });
      return undefined;
    }
    rest.forEach(walk);
    return errors.length === before ? v : undefined;
  };

  headers.forEach((h, level) => {
    const v = iterators[level];
    visible = iterators.map((name, m) => (m > level && varIndex[m] > 1 ? '' : name));
    const semis = topLevel(h.slice(1, -1)).map((k) => k + 1).filter((k) => h[k].text === ';');
    if (!v || semis.length !== 2) return;
    const eq = h.findIndex((t, k) => k > 0 && h[k - 1].text === v && t.text === '=');
    // An expression an outer variable may take part in (a1 * v + a2; `kind` init or cond).
    const check = (ts: Token[], what: string, pos: SourcePos): string | undefined => {
      let outer = false;
      for (const r of named(ts)) {
        if (level > 0 && r.level < level) outer = true;
        else if (!seen.has(r.name)) { seen.add(r.name); refers(what, r.name, pos); }
      }
      return outer && !errors.length ? outerForm(ts, what, pos, level) : undefined;
    };
    const init = h.slice(eq + 1, semis[0]);
    const outer1 = eq > 0 && eq < semis[0] ? check(init, 'initializer', place(init)) : undefined;
    // The condition compares the variable with the bound, either way round.
    const cond = h.slice(semis[0] + 1, semis[1]);
    const cmp = split(strip(cond), ['<', '>', '<=', '>=', '!=']);
    const bound = cmp && (iteratorAt(cmp[0]) === v ? cmp[1] : iteratorAt(cmp[1]) === v ? cmp[0] : undefined);
    const condAt = cond[0]?.pos ?? at;
    const outer2 = bound ? check(bound, 'condition', condAt) : undefined;
    if (outer1 && outer2 && outer1 !== outer2) errors.push({ pos: condAt, error: `two different outer iteration variables ‘${outer1}’ and ‘${outer2}’ used in a single loop` });
    if (outer1 || outer2) nonRectangular = true;
    // The increment's step: v += e, v -= e, v = v + e, v = v - e (v = e + v goes unchecked, as in gcc).
    const incr = h.slice(semis[1] + 1, -1);
    let step: Token[] | undefined;
    if (incr[0]?.text === v && (incr[1]?.text === '+=' || incr[1]?.text === '-=')) step = incr.slice(2);
    else if (incr[0]?.text === v && incr[1]?.text === '=') {
      const s = split(strip(incr.slice(2)), ['+', '-']);
      if (s && iteratorAt(s[0]) === v) step = s[1];
    }
    if (step) for (const r of named(step)) if (!seen.has(r.name)) { seen.add(r.name); refers('increment', r.name, place(step)); }
  });
  return { errors, nonRectangular, late: nonRectangular && !errors.length ? nonRectangularStepErrors(headers, iterators) : [] };
}
