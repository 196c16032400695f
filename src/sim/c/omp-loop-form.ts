/**
 * gcc 12's checks of an OpenMP loop's header as its C front end makes them (c_parser_omp_for_loop
 * and c_finish_omp_for), before the checks of the nest's variables (./omp-nonrect.ts): the
 * initialization (`v = e` or a declaration of v with an initializer), the iteration variable's
 * type (an integer or a pointer), the controlling predicate (v compared by <, <=, >, >= or != with
 * a bound, either way round, not parenthesized), the increment (v++, ++v, v--, --v, v += e,
 * v -= e, v = v + e, v = e + v, v = v - e, e an integer: a floating step converts), and with
 * `!=` a step of 1 or -1. Each error is where gcc puts it: the initialization's variable, the
 * predicate's first token, the increment's operator. Also the late check of a non-rectangular
 * nest's steps (gcc's "is not a multiple of loop N step", when the coefficients and steps are
 * integer constants).
 */
import type { Token } from './token';
import type { SourcePos } from './diagnostics';
import type { CType } from './types';
import { isFloating, isInt } from './types';
import { root, specifiersName, split, strip, topLevel } from './omp-expr-tokens';

interface FormError { pos: SourcePos; error: string }

const TYPE_WORDS = new Set(['unsigned', 'signed', 'short', 'long', 'int', 'char', '_Bool', 'float', 'double', 'const', 'volatile', 'register', 'struct', 'union', 'enum', '__int128']);
const ASSIGN = new Set(['=', '+=', '-=', '*=', '/=', '%=', '<<=', '>>=', '&=', '|=', '^=']);

/** A header's three parts (inside its parentheses) and the `;` ending the first, or undefined when it has not two `;`. */
function parts(h: Token[]): { init: Token[]; cond: Token[]; incr: Token[]; semi: Token } | undefined {
  const inner = h.slice(1, -1);
  const semis = topLevel(inner).filter((k) => inner[k].text === ';' && inner[k].kind === 'punct');
  if (semis.length !== 2) return undefined;
  return { init: inner.slice(0, semis[0]), cond: inner.slice(semis[0] + 1, semis[1]), incr: inner.slice(semis[1] + 1), semi: inner[semis[0]] };
}

/** The value of an integer constant expression of literals (+ - * / and parentheses), else undefined. */
export function constantValue(ts: Token[]): number | undefined {
  const s = strip(ts);
  if (s.length === 1 && s[0].kind === 'number' && /^(0[xX][0-9a-fA-F]+|\d+)[uUlL]*$/.test(s[0].text)) return Number(s[0].text.replace(/[uUlL]+$/, ''));
  if (s.length > 1 && (s[0].text === '-' || s[0].text === '+') && root(s) === undefined) {
    const v = constantValue(s.slice(1));
    return v === undefined ? undefined : s[0].text === '-' ? -v : v;
  }
  const k = root(s);
  if (k === undefined || !['+', '-', '*', '/'].includes(s[k].text)) return undefined;
  const [a, b] = [constantValue(s.slice(0, k)), constantValue(s.slice(k + 1))];
  if (a === undefined || b === undefined || (s[k].text === '/' && b === 0)) return undefined;
  return s[k].text === '+' ? a + b : s[k].text === '-' ? a - b : s[k].text === '*' ? a * b : Math.trunc(a / b);
}

/** Whether a step converts the sum to the variable's type from a floating one (gcc then has no `v + e` to see). */
function floatingStep(ts: Token[], typeOf: (name: string) => CType | undefined): boolean {
  return ts.some((t, k) => (t.kind === 'number' && !/^0[xX]/.test(t.text) && /[.eE]/.test(t.text) && ts[k - 1]?.text !== ')')
    || (t.kind === 'ident' && ts[k - 1]?.text !== ')' && ts[k - 1]?.text !== '.' && ts[k - 1]?.text !== '->' && !!typeOf(t.text) && isFloating(typeOf(t.text)!)));
}

/** The header errors of a loop nest (outermost first), in gcc's order; empty when every header is in canonical form. */
export function loopFormErrors(headers: Token[][], at: SourcePos, typeOf: (name: string) => CType | undefined, before: (t: Token) => string): FormError[] {
  const errors: FormError[] = [];
  const is = (ts: Token[], v: string): boolean => { const s = strip(ts); return s.length === 1 && s[0].text === v && s[0].kind === 'ident'; };
  for (const h of headers) {
    const p = parts(h);
    if (!p) continue;
    const { init, cond, incr } = p;
    // The initialization: a declaration of the variable with an initializer, or `v = e`.
    // elocus: where gcc reports what is missing, the last part's place (a declaration's variable, an assignment's value).
    let v: Token | undefined, elocus: SourcePos;
    if (init.length && TYPE_WORDS.has(init[0].text)) {
      const name = init.findIndex((t, k) => t.kind === 'ident' && !TYPE_WORDS.has(t.text) && !(k > 0 && ['struct', 'union', 'enum'].includes(init[k - 1].text)));
      if (name < 0) continue;
      // Two declarators: gcc's parse of the declaration ends there, and it expects the iteration's after the `;`.
      if (topLevel(init).some((k) => init[k].text === ',')) {
        const t = cond[0] ?? p.semi;
        errors.push({ pos: t.pos, error: `expected iteration declaration or initialization before ${before(t)}` });
        return errors;
      }
      v = init[name];
      elocus = v.pos;
      const pointer = init.slice(0, name).some((t) => t.text === '*');
      const words = init.slice(0, name).map((t) => t.text).filter((w) => w !== '*');
      const type = specifiersName(words);
      if (!pointer && (type === undefined ? words.some((w) => ['struct', 'union'].includes(w)) : /float|double/.test(type))) errors.push({ pos: at, error: `invalid type for iteration variable ‘${v.text}’` });
      if (init[name + 1]?.text !== '=') { errors.push({ pos: v.pos, error: `‘${v.text}’ is not initialized` }); }
    } else if (init[0]?.kind === 'ident' && init[1]?.text === '=') {
      v = init[0];
      elocus = (init[2] ?? v).pos;
      const t = typeOf(v.text);
      if (t && !isInt(t) && t.k !== 'ptr') errors.push({ pos: elocus, error: `invalid type for iteration variable ‘${v.text}’` });
    } else {
      const t = init[0] ?? p.semi;
      errors.push({ pos: t.pos, error: `expected iteration declaration or initialization before ${before(t)}` });
      return errors;
    }
    // The controlling predicate: v compared with a bound (`==` never; a parenthesized comparison is no comparison to gcc).
    let ne = false;
    if (!cond.length) errors.push({ pos: elocus, error: 'missing controlling predicate' });
    else {
      elocus = cond[0].pos;
      const k = root(cond);
      const op = k === undefined ? '' : cond[k].text;
      const ok = ['<', '<=', '>', '>=', '!='].includes(op) && (is(cond.slice(0, k), v.text) || is(cond.slice(k! + 1), v.text));
      if (!ok) errors.push({ pos: elocus, error: 'invalid controlling predicate' });
      ne = op === '!=';
    }
    if (!incr.length) { errors.push({ pos: elocus, error: 'missing increment expression' }); continue; }
    // The increment, at its operator: an assignment's, a comma's (the last), a postfix one's; else its first token.
    const top = topLevel(incr);
    const comma = top.filter((k) => incr[k].text === ',').pop();
    const assign = top.find((k) => ASSIGN.has(incr[k].text) && incr[k].kind === 'punct');
    const postfix = incr.length === 2 && (incr[1].text === '++' || incr[1].text === '--');
    const pos = comma !== undefined ? incr[comma].pos : assign !== undefined ? incr[assign].pos : postfix ? incr[1].pos : incr[0].pos;
    let ok = false, step: Token[] | undefined, sign = 1;
    if (comma === undefined && incr.length === 2 && ((postfix && incr[0].text === v.text) || ((incr[0].text === '++' || incr[0].text === '--') && incr[1].text === v.text))) ok = true;
    else if (comma === undefined && assign !== undefined && is(incr.slice(0, assign), v.text)) {
      const rhs = incr.slice(assign + 1), o = incr[assign].text;
      const commaIn = (ts: Token[]): boolean => topLevel(strip(ts)).some((k) => strip(ts)[k].text === ',');
      if (o === '+=' || o === '-=') [ok, step, sign] = [!floatingStep(rhs, typeOf) && !commaIn(rhs), rhs, o === '-=' ? -1 : 1];
      else if (o === '=') {
        const sum = split(strip(rhs), ['+', '-']);
        if (sum && is(sum[0], v.text)) [ok, step, sign] = [!floatingStep(sum[1], typeOf), sum[1], root(strip(rhs)) !== undefined && strip(rhs)[root(strip(rhs))!].text === '-' ? -1 : 1];
        else if (sum && strip(rhs)[root(strip(rhs))!].text === '+' && is(sum[1], v.text)) [ok, step] = [!floatingStep(sum[0], typeOf), sum[0]];
      }
    }
    if (!ok) { errors.push({ pos, error: 'invalid increment expression' }); continue; }
    if (ne && !errors.length && step) {
      const value = constantValue(step);
      if (value === undefined || Math.abs(value * sign) !== 1) errors.push({ pos, error: 'increment is not constant 1 or -1 for ‘!=’ condition' });
    }
  }
  return errors;
}

/** A loop's step when it is an integer constant (v++: 1, v -= 2: -2, v = v + 3: 3), else undefined. */
function constantStep(h: Token[], v: string): number | undefined {
  const incr = parts(h)?.incr ?? [];
  if (incr.length === 2 && (incr[0].text === v || incr[1].text === v)) return incr.some((t) => t.text === '++') ? 1 : -1;
  const a = topLevel(incr).find((k) => ASSIGN.has(incr[k].text));
  if (a === undefined || !strip(incr.slice(0, a)).every((t) => t.text === v)) return undefined;
  const rhs = incr.slice(a + 1);
  if (incr[a].text === '+=' || incr[a].text === '-=') { const c = constantValue(rhs); return c === undefined ? undefined : incr[a].text === '-=' ? -c : c; }
  const sum = split(strip(rhs), ['+', '-']);
  if (!sum) return undefined;
  const minus = strip(rhs)[root(strip(rhs))!].text === '-';
  const c = strip(sum[0]).every((t) => t.text === v) ? constantValue(sum[1]) : !minus && strip(sum[1]).every((t) => t.text === v) ? constantValue(sum[0]) : undefined;
  return c === undefined ? undefined : minus ? -c : c;
}

/** The constant coefficient of `v` in a sum of terms (`c * v`, `v * c`, `-v`...): 0 without v, undefined when not constant or not such a sum. */
function coefficient(ts: Token[], v: string): number | undefined {
  let s = strip(ts);
  const k = root(s);
  if (k !== undefined && (s[k].text === '+' || s[k].text === '-')) {
    const [a, b] = [coefficient(s.slice(0, k), v), coefficient(s.slice(k + 1), v)];
    return a === undefined || b === undefined ? undefined : s[k].text === '+' ? a + b : a - b;
  }
  if (!s.some((t) => t.text === v)) return 0;
  if (s[0].text === '-' && k === undefined) { const c = coefficient(s.slice(1), v); return c === undefined ? undefined : -c; }
  s = strip(s);
  if (s.length === 1) return 1;
  const m = split(s, ['*']);
  if (!m) return undefined;
  if (strip(m[1]).length === 1 && strip(m[1])[0].text === v) return constantValue(m[0]);
  if (strip(m[0]).length === 1 && strip(m[0])[0].text === v) return constantValue(m[1]);
  return undefined;
}

/**
 * gcc's late error for a non-rectangular nest whose loop runs a number of times that does not
 * follow the outer loop's steps: (m2 - m1) * the outer step not a multiple of the loop's step,
 * m1 and m2 the outer variable's coefficients in its initializer and bound.
 */
export function nonRectangularStepErrors(headers: Token[][], vars: string[]): string[] {
  for (let level = 1; level < headers.length; level++) {
    const p = parts(headers[level]), v = vars[level];
    if (!p || !v) continue;
    const eq = p.init.findIndex((t) => t.text === '=');
    const k = root(p.cond);
    if (eq < 0 || k === undefined) continue;
    const bound = strip(p.cond.slice(0, k)).every((t) => t.text === v) ? p.cond.slice(k + 1) : p.cond.slice(0, k);
    const outer = vars.findIndex((o, m) => m < level && o && [...p.init.slice(eq + 1), ...bound].some((t) => t.text === o));
    if (outer < 0) continue;
    const [m1, m2] = [coefficient(p.init.slice(eq + 1), vars[outer]), coefficient(bound, vars[outer])];
    const [so, si] = [constantStep(headers[outer], vars[outer]), constantStep(headers[level], v)];
    if (m1 === undefined || m2 === undefined || !so || !si || (m1 === 0 && m2 === 0)) continue;
    if (((m2 - m1) * so) % si !== 0) return [`invalid OpenMP non-rectangular loop step; ‘(${m2} - ${m1}) * ${so}’ is not a multiple of loop ${level + 1} step ‘${si}’`];
  }
  return [];
}
