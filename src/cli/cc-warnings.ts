/**
 * gcc's warning options: -Wall, -Wextra, -Wunused, -W<name>, -Wno-<name>, -Werror[=<name>],
 * -Wno-error[=<name>], -w. A warning's option is the `[-W<name>]` its message ends with; one
 * without is always shown (except under -w). An option set by name wins over a group's setting,
 * whatever their order, as gcc's EnabledBy options are.
 */
import type { Diagnostic } from '../sim/c/diagnostics';

/** gcc 12's -Wall for C (its common.opt, c.opt and c-family EnabledBy entries). */
const WALL = new Set([
  'address', 'array-bounds', 'array-parameter', 'bool-compare', 'bool-operation', 'char-subscripts', 'comment', 'dangling-pointer',
  'duplicate-decl-specifier', 'enum-conversion', 'format', 'format-overflow', 'format-truncation', 'frame-address', 'int-in-bool-context',
  'infinite-recursion', 'logical-not-parentheses', 'main', 'maybe-uninitialized', 'memset-elt-size', 'memset-transposed-args',
  'misleading-indentation', 'missing-attributes', 'missing-braces', 'multistatement-macros', 'nonnull', 'nonnull-compare', 'openmp-simd',
  'packed-not-aligned', 'parentheses', 'pointer-sign', 'restrict', 'return-type', 'sequence-point', 'sizeof-array-div',
  'sizeof-pointer-div', 'sizeof-pointer-memaccess', 'strict-aliasing', 'strict-overflow', 'switch', 'tautological-compare', 'trigraphs',
  'uninitialized', 'unknown-pragmas', 'unused-function', 'unused-label', 'unused-value', 'unused-variable', 'unused-but-set-variable',
  'unused-local-typedefs', 'unused-const-variable', 'use-after-free', 'vla-parameter', 'volatile-register-var', 'zero-length-bounds',
]);
/** gcc 12's -Wextra for C. */
const WEXTRA = new Set([
  'clobbered', 'cast-function-type', 'empty-body', 'ignored-qualifiers', 'missing-field-initializers', 'missing-parameter-type',
  'old-style-declaration', 'override-init', 'sign-compare', 'string-compare', 'type-limits', 'uninitialized', 'shift-negative-value',
  'implicit-fallthrough', 'enum-conversion', 'absolute-value',
]);
/** -Wunused's (-Wall's too); the parameter ones only with -Wextra as well. */
const WUNUSED = new Set(['unused-function', 'unused-label', 'unused-value', 'unused-variable', 'unused-but-set-variable', 'unused-local-typedefs']);
const WUNUSED_EXTRA = new Set(['unused-parameter', 'unused-but-set-parameter']);

export interface WarningOptions {
  all: boolean;
  extra: boolean;
  /** -Wunused or -Wno-unused, which win over -Wall's setting of the unused warnings (undefined: neither given). */
  unused: boolean | undefined;
  /** -w: no warning at all. */
  none: boolean;
  /** -Werror. */
  error: boolean;
  /** Warnings set by name (-Wx, -Wno-x). */
  named: Map<string, boolean>;
  /** -Werror=x, -Wno-error=x. */
  errorNamed: Map<string, boolean>;
}

export function newWarningOptions(): WarningOptions {
  return { all: false, extra: false, unused: undefined, none: false, error: false, named: new Map(), errorNamed: new Map() };
}

/** Takes `a` if it is a warning option (not -Wl, -Wa, -Wp: the driver's passing options). */
export function warningOption(a: string, o: WarningOptions): boolean {
  if (a === '-w') { o.none = true; return true; }
  if (!a.startsWith('-W') || /^-W[lap],/.test(a)) return false;
  const name = a.slice(2);
  if (name === 'all') o.all = true;
  else if (name === 'extra' || name === '') o.extra = true;
  else if (name === 'unused') o.unused = true;
  else if (name === 'no-all') o.all = false;
  else if (name === 'no-extra') o.extra = false;
  else if (name === 'no-unused') o.unused = false;
  else if (name === 'error') o.error = true;
  else if (name === 'no-error') o.error = false;
  else if (name.startsWith('error=')) { o.errorNamed.set(name.slice(6), true); o.named.set(name.slice(6), true); }
  else if (name.startsWith('no-error=')) o.errorNamed.set(name.slice(9), false);
  else if (name.startsWith('no-')) o.named.set(name.slice(3).replace(/=.*$/, ''), false);
  else o.named.set(name.replace(/=.*$/, ''), !/=0$/.test(name));
  return true;
}

/** Whether the parser must look for the warnings gcc gives only when asked (ParseOptions.wall). */
export function asksForMore(o: WarningOptions): boolean {
  return !o.none && (o.all || o.extra || !!o.unused || [...o.named].some(([n, on]) => on && (WALL.has(n) || WEXTRA.has(n) || WUNUSED_EXTRA.has(n))));
}

/** Warnings another option turns on and off (gcc's EnabledBy of one option). */
const PARENT: Record<string, string> = { 'format-extra-args': 'format', 'format-zero-length': 'format', 'unused-const-variable': 'unused-variable' };

function enabled(name: string, o: WarningOptions): boolean {
  const set = o.named.get(name) ?? (Object.hasOwn(PARENT, name) ? o.named.get(PARENT[name]) : undefined);
  if (set !== undefined) return set;
  if (Object.hasOwn(PARENT, name)) return enabled(PARENT[name], o);
  if (WUNUSED_EXTRA.has(name)) return o.extra && (o.unused ?? o.all);
  if (WUNUSED.has(name) && o.unused !== undefined) return o.unused;
  const asked = WALL.has(name) || WEXTRA.has(name);
  if (!asked) return true;
  return (o.all && WALL.has(name)) || (o.extra && WEXTRA.has(name));
}

/**
 * The diagnostics as gcc prints them under `o`: warnings not enabled dropped, those -Werror makes
 * errors turned into errors (`[-Werror=x]`), and cc1's closing line when it did.
 */
export function applyWarningOptions(list: readonly Diagnostic[], o: WarningOptions): { list: Diagnostic[]; errors: boolean; footer?: string } {
  const out: Diagnostic[] = [];
  let promoted = false, dropped = false;
  for (const d of list) {
    // A note goes with the warning before it.
    if (d.severity === 'note' && dropped) continue;
    dropped = false;
    if (d.severity !== 'warning' || d.link) { out.push(d); continue; }
    const tag = /\s\[-W([^\]=]+)(=[^\]]*)?\]$/.exec(d.message);
    const name = tag?.[1];
    if (o.none || (name !== undefined && !enabled(name, o))) { dropped = true; continue; }
    const asError = name !== undefined ? o.errorNamed.get(name) ?? (Object.hasOwn(PARENT, name) ? o.errorNamed.get(PARENT[name]) : undefined) ?? o.error : o.error;
    if (!asError) { out.push(d); continue; }
    promoted = true;
    const message = tag ? d.message.slice(0, tag.index) + ` [-Werror=${name}${tag[2] ?? ''}]` : `${d.message} [-Werror]`;
    out.push({ ...d, severity: 'error', message });
  }
  const errors = out.some((d) => d.severity === 'error');
  return { list: out, errors, footer: promoted ? `cc1: ${o.error ? 'all' : 'some'} warnings being treated as errors` : undefined };
}
