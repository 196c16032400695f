/**
 * gcc 12's errors for OpenMP loops whose headers are not in canonical form and for constructs
 * nested where they may not be, against gcc -fopenmp itself: each case below is compiled by gcc
 * and by `mpisim cc -fopenmp`, and the first `file:line:col: error:` line of each must be the same
 * (none in both when gcc accepts the case). The cases: controlling predicates (==, &&, a bound
 * without the variable, parenthesized, missing), increments (*=, another variable, floating
 * steps, v = e - v, a comma, missing; with != a step not 1 or -1), initializations (none, two
 * declarators, no initializer, a floating variable), the late check of a non-rectangular nest's
 * steps ("is not a multiple of loop N step", negative steps, three loops), and `ordered`,
 * `ordered simd`, work-sharing constructs and constructs inside `simd` where gcc refuses them.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { requireGcc, runMpisim, tmpDirForFile } from '../helpers/cprog';
import { run } from '../helpers/proc';

const CASES = [
  '#pragma omp parallel for\n  for (int i = 0; i == 4; i++) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4 && x; i++) x++;',
  '#pragma omp parallel for\n  for (int i = 0; x < 4; i++) x++;',
  '#pragma omp parallel for\n  for (int i = 0; 4 > i; i++) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i; i++) x++;',
  '#pragma omp parallel for\n  for (int i = 0; ; i++) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; ) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i *= 2) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; x++) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i += f()) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i += 1.5) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i = i + x) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i = 2 + i) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i = 2 - i) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i = i * 2) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i += p) x++;',
  '#pragma omp parallel for\n  for (double d = 0; d < 4; d++) x++;',
  '#pragma omp parallel for\n  for (int i; i < 4; i++) x++;',
  '#pragma omp parallel for\n  for (x; x < 4; x++) x++;',
  '#pragma omp parallel for\n  for (int i = 0, j = 0; i < 4; i++) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i++, x++) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i != 4; i += 2) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i != 4; i--) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i != 4; i += x) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = i; j < 8; j += 2) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i += 2)\n    for (int j = 3 * i; j < 8; j += 2) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = 0; j < 3 * i; j += 2) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = 0; j < 3 * i; j += 3) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = 2 * i; j < 30; j += 4) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = 0; j < 30; j += x) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = i; j < 30; j += x) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i++) {\n#pragma omp ordered\n  x++;\n  }',
  '#pragma omp parallel for ordered\n  for (int i = 0; i < 4; i++) {\n#pragma omp critical\n  {\n#pragma omp ordered\n  x++;\n  }\n  }',
  '#pragma omp ordered\n  x++;',
  '#pragma omp parallel\n  {\n#pragma omp ordered\n  x++;\n  }',
  '#pragma omp parallel for ordered\n  for (int i = 0; i < 4; i++) {\n#pragma omp task\n  {\n#pragma omp ordered\n  x++;\n  }\n  }',
  '#pragma omp parallel for ordered\n  for (int i = 0; i < 4; i++) {\n#pragma omp ordered\n  {\n#pragma omp ordered\n  x++;\n  }\n  }',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i++) {\n#pragma omp ordered depend(source)\n  x++;\n  }',
  '#pragma omp parallel for ordered\n  for (int i = 0; i < 4; i++) {\n#pragma omp ordered depend(source)\n  x++;\n  }',
  '#pragma omp simd\n  for (int i = 0; i < 4; i++) {\n#pragma omp ordered\n  x++;\n  }',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i++) {\n#pragma omp ordered simd\n  x++;\n  }',
  '#pragma omp parallel for simd ordered\n  for (int i = 0; i < 4; i++) {\n#pragma omp ordered\n  x++;\n  }',
  '#pragma omp parallel for ordered\n  for (int i = 0; i < 4; i++) {\n#pragma omp parallel\n  {\n#pragma omp ordered\n  x++;\n  }\n  }',
  '#pragma omp parallel for ordered\n  for (int i = 0; i < 4; i++) {\n#pragma omp single\n  {\n#pragma omp ordered\n  x++;\n  }\n  }',
  '#pragma omp taskloop\n  for (int i = 0; i < 4; i++) {\n#pragma omp ordered\n  x++;\n  }',
  '#pragma omp parallel for ordered\n  for (int i = 0; i < 4; i++) {\n  for (int j = 0; j < 4; j++) {\n#pragma omp ordered\n  x++;\n  }\n  }',
  '#pragma omp parallel for ordered\n  for (int i = 0; i < 4; i++) {\n#pragma omp for ordered\n  for (int j = 0; j < 4; j++) {\n#pragma omp ordered\n  x++;\n  }\n  }',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i--)\n    for (int j = i; j < 8; j += 2) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i += 3)\n    for (int j = i + 5; j < 8; j += 2) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = -i; j < 8; j += 2) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = i * 2; j < 5 * i + 1; j += 2) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = 40; j > i; j -= 2) x++;',
  '#pragma omp parallel for collapse(3)\n  for (int i = 0; i < 4; i++)\n    for (int j = 0; j < 4; j++)\n      for (int k = j; k < 4; k += 3) x++;',
  '#pragma omp parallel for collapse(3)\n  for (int i = 0; i < 4; i++)\n    for (int j = 0; j < 4; j += 2)\n      for (int k = i; k < 4; k += 3) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i = i + 2)\n    for (int j = 7 - 3 * i; j < 8; j = j + 4) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = i; j < 8; j -= -2) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = i; j != 8; j++) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = i - 1; j < i * 2; j += 2) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; ++i)\n    for (int j = i; j < 8; j += 2) x++;',
  '#pragma omp parallel for collapse(2)\n  for (i = 0; i < 4; i++)\n    for (j = i; j < 8; j += 2) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = (i); j < 8; j += 2) x++;',
  '#pragma omp parallel for\n  for (int i = 0; (i < 4); i++) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; ++x) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; --i) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i) x++;',
  '#pragma omp parallel for\n  for (i = 0; ; i++) x++;',
  '#pragma omp parallel for\n  for (i = 0; i < 4;) x++;',
  '#pragma omp parallel for\n  for (int i = 0; f() < 4; i++) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i <= 4; i = x) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i = i) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i != 4; i -= 1) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i != 4; i += 2 - 1) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i != 4; i = i + 2) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i != 4; i = -1 + i) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i != 4; i = 3 + i) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i += (x, 1)) x++;',
  '#pragma omp parallel for\n  for (; x < 4; x++) x++;',
  '#pragma omp parallel for\n  for (double d = 0; d < 4; d += 1) x++;',
  '#pragma omp for\n  for (long i = 0; i < 4L; i++) x++;',
  '#pragma omp parallel for\n  for (char c = 0; c < 4; c++) x++;',
  '#pragma omp parallel for\n  for (int *r = a; r < a + 4; r++) x++;',
  '#pragma omp parallel for\n  for (int *r = a; r != a + 4; r += 2) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i += 1.0f) x++;',
  '#pragma omp parallel for\n  for (unsigned u = 0; u < 4; u += 2.5) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i += p ? 1 : 2) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i += (int)1.5) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i > -4; i -= 1) x++;',
  '#pragma omp parallel for\n  for (int i = 0; 4 != i; i++) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i += 1) for (;;) x++;',
  '#pragma omp simd\n  for (int i = 0; i == 4; i++) x++;',
  '#pragma omp taskloop\n  for (int i = 0; i < 4; i *= 2) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = 0; j == 4; j++) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i++)\n    for (int j = 0; j == 4; j++) x++;',
  'double d;\n#pragma omp parallel for\n  for (d = 0; d < 4; d++) x++;',
  'struct { int v; } s;\n#pragma omp parallel for\n  for (s = s; x < 4; x++) x++;',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i++) {\n#pragma omp barrier\n  }',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i++) {\n#pragma omp master\n  x++;\n  }',
  '#pragma omp parallel\n#pragma omp single\n  {\n#pragma omp masked\n  x++;\n  }',
  '#pragma omp simd\n  for (int i = 0; i < 4; i++) {\n#pragma omp critical\n  x++;\n  }',
  '#pragma omp simd\n  for (int i = 0; i < 4; i++) {\n#pragma omp atomic\n  x++;\n  }',
  '#pragma omp simd\n  for (int i = 0; i < 4; i++) {\n#pragma omp ordered simd\n  x++;\n  }',
  '#pragma omp for\n  for (int i = 0; i < 4; i++) {\n#pragma omp parallel for\n  for (int j = 0; j < 4; j++) x++;\n  }',
  '#pragma omp parallel for\n  for (int i = 0; i < 4; i++) {\n#pragma omp parallel\n#pragma omp single\n  x++;\n  }',
  '#pragma omp task\n  {\n#pragma omp for\n  for (int i = 0; i < 4; i++) x++;\n  }',
  '#pragma omp critical\n  {\n#pragma omp barrier\n  }',
  '#pragma omp parallel for ordered\n  for (int i = 0; i < 4; i++) {\n#pragma omp master\n  {\n#pragma omp ordered\n  x++;\n  }\n  }',
  '#pragma omp parallel for ordered\n  for (int i = 0; i < 4; i++) {\n#pragma omp ordered threads\n  x++;\n  }',
  '#pragma omp teams\n  {\n#pragma omp ordered\n  x++;\n  }',
  '#pragma omp parallel sections\n  {\n#pragma omp section\n  {\n#pragma omp single\n  x++;\n  }\n  }',
];

/** The first `file:line:col: error: message` of a compiler's stderr. */
const firstError = (stderr: string): string | undefined => stderr.split('\n').find((l) => /^[^:]+:\d+:\d+: error: /.test(l));

const tmp = tmpDirForFile('omp-loops');
before(() => requireGcc());

test('OpenMP loop headers and nesting: the first error is gcc -fopenmp\'s (or none, as gcc)', { timeout: 600_000 }, async () => {
  const dir = join(tmp, 'cases');
  mkdirSync(dir, { recursive: true });
  let refused = 0;
  for (const [k, body] of CASES.entries()) {
    const file = `l${k}.c`;
    writeFileSync(join(dir, file), `#include <omp.h>\nint f(void);\nint main(void) {\n  int x = 0; int p = 2; int a[4] = {0}; int *q; int i, j;\n${body}\n  return x + p + a[0] + (q != 0) + i + j;\n}\n`);
    const g = await run('gcc', ['-fopenmp', '-c', '-o', '/dev/null', file], { cwd: dir });
    const s = await runMpisim(['cc', '-fopenmp', '-c', '-o', join(dir, `l${k}.o`), file], { cwd: dir });
    const expected = firstError(g.stderr);
    if (expected) refused++;
    assert.equal(firstError(s.stderr), expected, `${body}\n${s.stderr}`);
  }
  // Most cases are errors; the others check that nothing gcc accepts is refused.
  assert.ok(refused >= 50, `gcc refused only ${refused} of ${CASES.length} cases`);
});

/**
 * Whole units with several errors: gcc reports its front end's errors for the whole unit first
 * (an undeclared name in a later function among them), then, function by function, those of its
 * later passes in their order (gimplification's `ordered depend`, diagnose_omp_blocks' branches
 * out of a structured block, omp-low's nesting restrictions), each under its `In function` line.
 */
const UNITS = [
  'void f(int n) {\n#pragma omp parallel for\n  for (int i = 0; i < n; i++) {\n#pragma omp barrier\n  }\n#pragma omp parallel for\n  for (int i = 0; i < n; i++) {\n#pragma omp ordered\n    { }\n  }\n}\n' +
    'int g(void) { return undeclared_thing + other; }\nvoid h(int n) {\n#pragma omp parallel\n  {\n#pragma omp single\n    {\n#pragma omp for\n      for (int i = 0; i < n; i++) ;\n    }\n  }\n}\n',
  'void f(int n) {\n#pragma omp parallel\n  { if (n) goto out; }\n  out:;\n#pragma omp parallel for\n  for (int i = 0; i < n; i++) {\n#pragma omp barrier\n  }\n#pragma omp parallel for ordered(1)\n  for (int i = 0; i < n; i++) {\n#pragma omp ordered\n    { }\n  }\n' +
    '#pragma omp parallel\n  {\n#pragma omp ordered depend(source)\n  }\n#pragma omp simd\n  for (int i = 0; i < n; i++) {\n#pragma omp parallel\n    { }\n  }\n}\nint g(void) { return undeclared_thing; }\n' +
    'int k(int n) {\n#pragma omp parallel\n  { if (n) return 1; }\n  for (int j = 0; j < n; j++) {\n#pragma omp parallel\n    { if (n) break; }\n  }\n  int y = also_undeclared;\n  return y;\n}\n',
];

test('several errors in a unit: all of them in gcc -fopenmp\'s order (front end first, then each function\'s later passes)', { timeout: 300_000 }, async () => {
  const dir = join(tmp, 'units');
  mkdirSync(dir, { recursive: true });
  const lines = (stderr: string): string[] => stderr.split('\n').filter((l) => /^[^ :]+:(\d+:\d+: (error|warning|note): | In function | At top level:)/.test(l));
  for (const [k, unit] of UNITS.entries()) {
    const file = `u${k}.c`;
    writeFileSync(join(dir, file), unit);
    const g = await run('gcc', ['-fopenmp', '-c', '-o', '/dev/null', file], { cwd: dir });
    const s = await runMpisim(['cc', '-fopenmp', '-c', '-o', join(dir, `u${k}.o`), file], { cwd: dir });
    const expected = lines(g.stderr);
    assert.ok(expected.filter((l) => l.includes(': error: ')).length >= 4, `gcc found the errors:\n${g.stderr}`);
    assert.deepEqual(lines(s.stderr), expected, `${unit}\n${s.stderr}`);
  }
});
