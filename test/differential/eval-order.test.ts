/**
 * Side effects read before or after a call in short expressions (`(i = 5) - f(i)`, `x + h(&x)`,
 * `f() > (c += g())`), in the order gcc -O0 gives them: random expressions from
 * test/robust/eval-order-program.ts, one program per seed, built with gcc and run natively for
 * the expected lines, then run with `mpisim run`. The seeds are ones whose expressions modify
 * no object twice without a call between (the generator can make such undefined ones; gcc's
 * folding of them is not followed).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gccBuild, requireGcc, runMpisimProgram, runNative, tmpDirForFile } from '../helpers/cprog';
import { describeRun } from '../helpers/proc';
import { evalOrderProgram } from '../robust/eval-order-program';

const SEEDS = [1, 2, 4, 5, 6, 9, 11];
/** Seeds of programs with the shapes gcc's fold rewrites (`(R - f()) - R`, `c ? R : R`...). */
const FOLD_SEEDS = [2, 4, 5, 10, 14];
const COUNT = 200;

const tmp = tmpDirForFile('eval-order');
before(() => requireGcc());

/** `source` built with gcc and run natively, and run with mpisim (both must exit 0): their output lines. */
async function bothRuns(name: string, source: string): Promise<{ w: string[]; g: string[] }> {
  const src = join(tmp, name);
  writeFileSync(src, source);
  const want = await runNative(await gccBuild(src, tmp), src);
  assert.equal(want.status, 0, describeRun(want));
  const got = await runMpisimProgram(src, []);
  assert.equal(got.status, 0, describeRun(got));
  return { w: want.stdout.split('\n'), g: got.stdout.split('\n') };
}

const CASES = [...SEEDS.map((seed) => ({ seed, folds: false })), ...FOLD_SEEDS.map((seed) => ({ seed, folds: true }))];
for (const { seed, folds } of CASES) {
  test(`${COUNT} expressions of seed ${seed}${folds ? ' with folded shapes' : ''} give gcc's values and side effects`, { timeout: 180_000 }, async () => {
    const { source, exprs } = evalOrderProgram(seed, COUNT, { folds });
    const { w, g } = await bothRuns(`order_${seed}${folds ? '_folds' : ''}.c`, source);
    assert.equal(w.length, COUNT + 1);
    const diffs = exprs.flatMap((e, k) => (w[k] === g[k] ? [] : [`${e}\n  gcc:    ${w[k]}\n  mpisim: ${g[k]}`]));
    assert.deepEqual(diffs, []);
  });
}

test('calls in expressions deep enough to be compiled in slices run once each, with gcc\'s folds in them (g + (B - g))', { timeout: 120_000 }, async () => {
  // Alternating `(1 + e)`, `(g + e)`, `(g - e)` around a call, as deep as the slicing starts and past it.
  const nest = (n: number, inner: string): string => {
    let s = inner;
    for (let k = 0; k < n; k++) s = k % 3 ? `(g${k % 2 ? '+' : '-'}${s})` : `(1 + ${s})`;
    return s;
  };
  const lines = [10, 47, 48, 49, 60, 120].flatMap((n) => [
    `  g = 5; x = 2; r = ${nest(n, '((x = 7, x) + h(&x))')}; printf("${n}a %d\\n", calls);`,
    `  g = 5; x = 2; r = ${nest(n, '(h(&g) + (x += (g = 9)))')}; printf("${n}b %d\\n", calls);`,
  ]);
  const source = `#include <stdio.h>\nstatic int g, x, calls;\nstatic int h(int *q) { calls++; *q += 100; g += 1000; return 3; }\nint main(void) {\n  long r;\n${lines.join('\n')}\n  return r == 0;\n}\n`;
  const src = join(tmp, 'deep_calls.c');
  writeFileSync(src, source);
  const want = await runNative(await gccBuild(src, tmp), src);
  const got = await runMpisimProgram(src, []);
  assert.equal(got.status, want.status, describeRun(got));
  assert.equal(got.stdout, want.stdout);
});

test('gcc\'s folds of comparisons with constants, absorbing operands, equal arms and argument conversions order reads and calls as gcc\'s build does', { timeout: 120_000 }, async () => {
  // Each line: a variable read before or after a call depending on the fold (x + 1 <= f() is
  // x < f(): x, a variable, read after the call; f() * 0 is (f(), 0), moved in front).
  const exprs = [
    // maybe_canonicalize_comparison, on the left and (swapped) on the right, and under shorten_compare.
    '(x + 1) <= h(&x)', '(x + 1) > h(&x)', '(x - 1) < h(&x)', '(x - 1) >= h(&x)', '(x + 1) < h(&x)', '(x + 2) <= h(&x)',
    'h(&x) >= x + 2', 'h(&x) < x - 2', 'h(&x) > x - 2', 'h(&x) <= x + 2', '(x = 9) >= x + 2', '(x += 60) >= x + 2',
    '(x + 1) <= (h(&x) - 1)', '(x + 1) <= h(&x) + 1', '(long)(x + 1) <= h(&x)', '(x + 1) <= (long)h(&x)', '(x + 1) <= (x = 90)',
    '(u + 1) <= hu(&u)', '(L + 1) <= (L = 70)', '(L - 3) < (L = 70)',
    // omit_one_operand: X * 0, X & 0, X | -1, X % 1, X && 0, X || 1.
    'x - (h(&x) * 0)', 'x - (0 * h(&x))', 'x - (h(&x) & 0)', 'x - (h(&x) && 0)', 'x - (h(&x) || 1)', 'x - (-1 | h(&x))',
    'x - (h(&x) % 1)', 'x - (h(&x) / h(&x) * 0)', 'L + (k() & 0)', 'x - (hu(&u) | 0xffffffffu)',
    // Equal arms, one converted (fold_ternary): (h(), 3).
    'x - (h(&x) ? (char)3 : 3)', 'x - (h(&x) ? 3 : (short)3)',
    // An argument's conversion narrows its operator (convert_to_integer): -x + k() is k() - x.
    'ik(-x + k())', 'ik(-(int)L + k())', 'ik((L ^ k()) ^ L)',
    // A - -B is A + B: g, a variable, read after the call.
    'g - -h(&x)',
    // The narrowing to a short or char parameter or object too: (short)(-x + k()) is k() - x.
    'sk(-x + k())', 'ck(-x + k())', 'sk(-g + k())', '(s = -x + k())', 'sk((x + k()) - (x - k()))',
    // (A + B) - (A + C) is B - C (either sum either way round): A is not read.
    '(x + h(&x)) - (x + (int)k())', '(h(&x) + x) - (x + (int)k())', '(x + h(&x)) - ((int)k() + x)', 'ik((x + k()) - (x + k()))', '(L + k()) - (k() + L)',
    // An argument's conversion narrows its operators whether anything cancels or not: in int,
    // x is no longer under a widening conversion, so fold puts it after the call (A - -B is A + B).
    'ik((x - k()) - (x + t()))', 'ik(x - -k())', 'ik(x - (-k()))', 'ik(-x - -k())', 'ik(g - -k())', 'ik(x - -(k() + 1))',
    'ik((x - k()) + (x + t()))', 'ik((x + k()) - (x - t()))', 'ik(x + -k())', 'g + -h(&x)', 'x + -h(&x)', '-h(&x) + x',
    // A variable the wide sum put second stays second (L + t() was built as t() + L).
    'ik((L - k()) - (L + t()))', 'ik((L + k()) + (L + t()))', 'ik(L ^ k())', 'ik(L + -k())', 'ik(x ^ k())',
    // An int difference under the sum's unsigned narrowing keeps its conversion: nothing cancels.
    'ik((x + k()) - (x - h(&x)))', 'ik((x + k()) - (x - t()))',
  ];
  const lines = exprs.map((e, n) => `  R(${n}, ${e});`);
  const source = `#include <stdio.h>
static int g, x, calls;
static unsigned u;
static long L;
static int h(int *q) { calls++; *q += 100; g += 1000; return 50; }
static unsigned hu(unsigned *q) { calls++; *q += 100; g += 1000; return 50; }
static long k(void) { calls++; x += 100; g += 1000; L += 7; return 5; }
static long t(void) { calls++; x += 30; g += 1000; L += 3; return 2; }
static int ik(int v) { return v * 10; }
static int sk(short v) { return v * 10; }
static int ck(signed char v) { return v * 10; }
static short s;
#define R(n, e) do { g = 5; x = 2; u = 2; L = 4; s = 3; calls = 0; long r = (e); printf("%d: %ld g%d x%d u%u L%ld s%d c%d\\n", n, r, g, x, u, L, s, calls); } while (0)
int main(void) {
${lines.join('\n')}
  return 0;
}
`;
  const { w, g } = await bothRuns('folds.c', source);
  assert.equal(w.length, exprs.length + 1);
  const diffs = exprs.flatMap((e, k) => (w[k] === g[k] ? [] : [`${e}\n  gcc:    ${w[k]}\n  mpisim: ${g[k]}`]));
  assert.deepEqual(diffs, []);
});

test('gcc\'s folds apply in expressions deep enough to be compiled in slices: cancellations across pieces, side effects moved in front of the whole chain', { timeout: 120_000 }, async () => {
  // `1 + (g - (1 + (g - ...)))` cancels the g's pairwise; the last one left is read where gcc
  // reads it, before or after the call; `x - (h() * 0)` deep in a chain calls h before any read;
  // `h(&g) | (x ^= (g, <deep chain>))` runs the op='s right side (once) before h.
  const inners = ['h(&x)', '(x + h(&x))', '((x - h(&x)) - x)', '(x - (x + h(&x)))', '((x ^ h(&x)) ^ x)', '(-x + h(&x))', '(x - (h(&x) * 0))',
    '((x + 1) <= h(&x))', '(h(&x) >= x + 2)', '((x = 7, x) + h(&x))', '(x - (h(&x) ? 3 : 3))', '(x + (h(&x) ? x : x))',
    '((g + h(&x)) - (g - h(&g)))', '(0 - (x - h(&x)))', '-(x - h(&x))'];
  const nests = [['(1 + E)', '(g - E)'], ['(g - E)'], ['(E + 1)', '(E - g)'], ['(x * E)']];
  const nest = (n: number, inner: string, ops: string[]): string => {
    let s = inner;
    for (let k = 0; k < n; k++) s = ops[k % ops.length].replace('E', s);
    return s;
  };
  const lines = inners.flatMap((e, i) => nests.flatMap((ops, j) => [4, 47, 48, 60, 130].map((n) =>
    `  g = 5; x = 2; calls = 0; r = ${nest(n, e, ops)}; printf("${i} ${j} ${n}: %ld g%d x%d c%d\\n", r, g, x, calls);`)));
  for (const n of [4, 47, 60]) {
    for (const [k, ops] of nests.entries()) {
      lines.push(`  g = 5; x = 2; calls = 0; r = (h(&g) | (x ^= (g, ${nest(n, 'h(&x)', ops)}))) && g; printf("op= ${k} ${n}: %ld g%d x%d c%d\\n", r, g, x, calls);`);
    }
  }
  const source = `#include <stdio.h>\nstatic int g, x, calls;\nstatic int h(int *q) { calls++; *q += 100; g += 1000; return 50; }\nint main(void) {\n  long r;\n${lines.join('\n')}\n  return 0;\n}\n`;
  const { w, g } = await bothRuns('deep_folds.c', source);
  assert.equal(w.length, lines.length + 1);
  assert.deepEqual(g.filter((l, k) => l !== w[k]), []);
});
