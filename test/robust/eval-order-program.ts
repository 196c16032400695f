/**
 * Random short expressions where a side effect's value is read before or after a call (C leaves
 * the order unspecified; users compare with gcc -O0): assignments, ++/--, compound assignments,
 * through pointers, members and bit-fields, globals the callee changes, combined with calls in
 * binary operators, arguments, ?:, comma and assignments. One program per seed prints, for each
 * expression, its value, the variables after it and the calls' trail; the test compares it with
 * what gcc's build prints.
 */
import { rng } from '../helpers/rng';

const PRELUDE = `#include <stdio.h>
#include <string.h>
struct S { int m; unsigned bf : 5; long l; };
static int g, arr[4], *p = arr + 1;
static struct S s, *sp = &s;
static char trail[512];
static void log_call(const char *name, long v) {
  char b[32];
  snprintf(b, sizeof b, "%s%ld ", name, v);
  if (strlen(trail) + strlen(b) < sizeof trail) strcat(trail, b);
}
/* Each callee changes globals (and what it is given a pointer to) and says it ran. */
static int f(int v) { log_call("f", v); g += 10; arr[1] += 3; s.m -= 2; return v * 2 + 1; }
static int h(int *q) { log_call("h", *q); *q += 100; g += 1000; sp->bf += 3; return 3; }
static long k(void) { log_call("k", g); g = g * 2 + 1; s.l += 5; arr[1] *= 2; return 5; }
static int t3(int a, int b, int c) { log_call("t", a * 100 + b * 10 + c); return a - 2 * b + 3 * c; }
static void reset(int *i, int *x, char *c, long *L) {
  *i = 1; *x = 2; *c = 3; *L = 4; g = 5; arr[0] = 6; arr[1] = 7; arr[2] = 8; arr[3] = 9;
  s.m = 10; s.bf = 11; s.l = 12; trail[0] = 0; p = arr + 1;
}
static void show(int n, long r, int i, int x, char c, long L) {
  printf("%d: %ld | i%d x%d c%d L%ld g%d a%d,%d m%d bf%u l%ld | %s\\n", n, r, i, x, c, L, g, arr[1], arr[2], s.m, s.bf, s.l, trail);
}
`;

/** `int i` lives in a register (its address is never taken), `int x` in memory (h(&x)). */
const READS = ['i', 'x', 'g', '*p', 'arr[1]', 's.m', 'sp->bf', 's.l', 'c', 'L', '3', 'arr[2]'];
const LVALUES = ['i', 'x', 'g', '*p', 'arr[1]', 's.m', 's.bf', 'sp->l', 'c', 'L', 'arr[2]'];
const BINOPS = ['+', '-', '*', '&', '|', '^', '<', '>', '==', '!=', '<=', '-'];

/**
 * `folds`: also the shapes gcc's fold rewrites, so that reads of an object are gone or move
 * past a call: `(R - f()) - R`, `R - (R + f())`, `(R ^ f()) ^ R`, `-R + f()`,
 * `(R + f()) - (R - g())`, `(x = 1) ? R : R`, `0 - (R - f())`, `-(R - f())`, `(R != R) - (R - f())`.
 */
export function evalOrderProgram(seed: number, count: number, { folds = false } = {}): { source: string; exprs: string[] } {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const sideEffect = (): string => {
    const l = pick(LVALUES);
    switch (Math.floor(r() * 6)) {
      case 0: return `(${l} = ${Math.floor(r() * 20)})`;
      case 1: return `${l}++`;
      case 2: return `--${l}`;
      case 3: return `(${l} += ${1 + Math.floor(r() * 9)})`;
      case 4: return `(${l} *= 3)`;
      default: return `++${l}`;
    }
  };
  const call = (depth: number): string => {
    switch (Math.floor(r() * 5)) {
      case 0: return `f(${leaf(depth + 1)})`;
      case 1: return `h(&x)`;
      case 2: return `h(${pick(['&g', 'p', '&arr[2]', '&s.m'])})`;
      case 3: return `k()`;
      default: return `t3(${expr(depth + 1)}, ${expr(depth + 1)}, ${expr(depth + 1)})`;
    }
  };
  const leaf = (depth: number): string => {
    const u = r();
    if (u < 0.35) return pick(READS);
    if (u < 0.7) return sideEffect();
    return depth > 2 ? pick(READS) : call(depth);
  };
  const fold = (depth: number): string => {
    const x = pick(READS), c = call(depth + 1);
    switch (Math.floor(r() * 10)) {
      case 0: return `((${x} - ${c}) - ${x})`;
      case 1: return `(${x} - (${x} + ${c}))`;
      case 2: return `((${x} ^ ${c}) ^ ${x})`;
      case 3: return `(-${x} + ${c})`;
      case 4: return `((${x} + ${c}) - (${x} - ${call(depth + 1)}))`;
      case 5: return `(${x} + (${c} - ${x}))`;
      case 7: return `(0 - (${x} - ${c}))`;
      case 8: return `-(${x} - ${c})`;
      case 9: return `((${x} != ${x}) - (${x} - ${c}))`;
      default: return `(${pick([sideEffect(), c])} ? ${x} : ${x})`;
    }
  };
  const expr = (depth: number): string => {
    if (depth > 2) return leaf(depth);
    if (folds && r() < 0.2) return fold(depth);
    const u = r();
    if (u < 0.45) return `(${expr(depth + 1)} ${pick(BINOPS)} ${expr(depth + 1)})`;
    if (u < 0.55) return `(${expr(depth + 1)} ? ${expr(depth + 1)} : ${expr(depth + 1)})`;
    if (u < 0.62) return `(${sideEffect()}, ${expr(depth + 1)})`;
    if (u < 0.7) return `(${pick(LVALUES.filter((l) => l !== 'c'))} = ${expr(depth + 1)})`;
    if (u < 0.78) return `(${pick(LVALUES)} += ${expr(depth + 1)})`;
    return leaf(depth);
  };
  const exprs: string[] = [];
  let body = '';
  for (let n = 0; n < count; n++) {
    // Each expression has a call and a side effect (what the test is about).
    let e = '';
    for (let tries = 0; tries < 50; tries++) {
      e = expr(0);
      if (/\b[fhkt]3?\(/.test(e) && /\+\+|--|[^=!<>]=[^=]/.test(e)) break;
    }
    exprs.push(e);
    body += `  reset(&i, &x, &c, &L); r = ${e}; show(${n}, r, i, x, c, L);\n`;
  }
  const source = `${PRELUDE}\nint main(void) {\n  int i, x; char c; long L, r;\n${body}  return 0;\n}\n`;
  return { source, exprs };
}
