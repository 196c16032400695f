/**
 * Issue 14: GNU statement expressions, nested `__builtin_*` arguments and type names inside
 * array sizes nest as deep as gcc takes them, compiled by mpisim's CLI on the MAIN thread of a
 * plain `node` (Node's default stack): parsing and compiling them costs heap, not the host's
 * stack. gcc is tried in the test at 10^4 levels (it compiles them) and 10^5 (where gcc 12 dies
 * of its own stack): where gcc compiles, mpisim must print what gcc's binary prints; where it
 * does not, mpisim must still answer as a compiler, never with an internal error.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { requireGcc, tmpDirForFile } from '../helpers/cprog';
import { run, describeRun } from '../helpers/proc';
import { sameAsGccOnMainThread, MAIN_THREAD } from './main-thread';

const tmp = tmpDirForFile('deepgnu');
before(() => requireGcc());

const main = (body: string): string => `#include <stdio.h>
static int g(int a) { return a + 1; }
int main(void) {
  volatile int v = 3; int x = 0;
  ${body}
  printf("%d\\n", x);
  return 0;
}
`;

/** The shapes, each `n` levels deep. */
const SHAPES: Record<string, (n: number) => string> = {
  // ({ ... ({ ... ({ ... }) }) }): each one the last of the one around it.
  stmtlast: (n) => `x = ${'({ int y = v; '.repeat(n)}v + 1${'; })'.repeat(n)};`,
  // The value of each one initializes a variable of the one around it (a macro like
  // #define SQ(a) ({ int _a = (a); _a * _a; }) nested in its own argument).
  stmtinit: (n) => `x = ${'({ int y = '.repeat(n)}v${'; y % 7 + 1; })'.repeat(n)};`,
  // ...assigned, tested by an if, added to.
  stmtassign: (n) => `x = ${'({ x = '.repeat(n)}v${'; x * 2 % 1000; })'.repeat(n)};`,
  stmtif: (n) => `x = ${'({ int r = 0; if ('.repeat(n)}v${') r = 1; r + v; })'.repeat(n)};`,
  stmtsum: (n) => `x = ${'({ int z = v; z + '.repeat(n)}g(v)${'; })'.repeat(n)};`,
  // After a call in the same expression, so neither the first thing evaluated nor the last
  // expression's first: compiled inside the expression.
  stmtcall: (n) => `x = ${'({ int y = v; y + g(y) + '.repeat(n)}v${' % 3; })'.repeat(n)};`,
  // ... in an arm of ?:, after another statement expression, with a loop and a break in them.
  stmtmixed: (n) => `x = ${'({ int y = v, w = ({ int q = y; for (;;) { q++; break; } q; }); y > 0 ? g(w) * 2 + '.repeat(n)}v${' % 5 : w; })'.repeat(n)};`,
  builtins: (n) => `x = ${'__builtin_expect(g('.repeat(n)}v${'), 1)'.repeat(n)};`,
  // A type name in an array size in a type name ..., in sizeof, a cast and a declarator.
  sizes: (n) => `x = sizeof(char[${'sizeof(char['.repeat(n)}2${'])'.repeat(n)}]) + (int)sizeof(char(*)[${'sizeof(char(*)['.repeat(n)}3${'])'.repeat(n)}]);
  char a[${'sizeof(char['.repeat(n)}4${'])'.repeat(n)}]; x += sizeof a;`,
};

// gcc takes time quadratic in these (47 s of CPU for stmtcall at 10^4, 2 s at 3,000); mpisim
// without a deferral overflowed Node's default stack at 3,000 already.
const DEPTH: Record<string, number> = { stmtcall: 3000, stmtmixed: 3000 };

for (const [name, shape] of Object.entries(SHAPES)) {
  const n = DEPTH[name] ?? 10000;
  test(`${name}: ${n} levels as gcc's binary prints, on the default stack`, () => sameAsGccOnMainThread(tmp, `${name}${n}`, main(shape(n))));
}

test('10^5 levels: where gcc compiles, as gcc\'s binary prints; where it fails, a compiler\'s answer, never an internal error', async () => {
  for (const name of ['stmtlast', 'builtins', 'sizes']) {
    const shape = SHAPES[name];
    const src = join(tmp, `${name}5.c`);
    writeFileSync(src, main(shape(100000)));
    const b = await run('gcc', ['-w', '-O0', '-o', join(tmp, `${name}5`), src], { cwd: tmp, timeoutMs: 300_000 });
    if (b.status === 0) { await sameAsGccOnMainThread(tmp, `${name}5`, main(shape(100000))); continue; }
    const m = await run(process.execPath, ['-e', MAIN_THREAD, 'run', `${name}5.c`], { cwd: tmp, timeoutMs: 300_000, env: { ...process.env, MPISIM_CACHE_DIR: join(tmp, 'cache') } });
    const d = `${name} at 10^5 (gcc: status ${b.status})\n${describeRun(m)}`;
    assert.doesNotMatch(m.stderr, /internal error|\n\s+at /, d);
    assert.notEqual(m.status, 70, d);
    // A compile error, or the run's own stack overflow (SIGSEGV's status), at a place in the file.
    if (m.status !== 0) assert.match(m.stderr, new RegExp(`${name}5\\.c:\\d+:\\d+: (runtime )?error: `), d);
  }
});

// 3,000 levels: gcc's time and memory grow with the square of the depth (10^4 levels take it
// 8 s and 4 GB); mpisim's nearly with the depth (bench/macros.mjs), on a stack that does not grow.
test('macro arguments nested 3,000 deep, f(f(f(...))): the tokens gcc -E -P gives, and the run gcc\'s binary gives, on the default stack', async () => {
  const n = 3000;
  const source = `#include <stdio.h>
#define F(x) ((x) + 1)
#define G(a, b) F(a) * b
int main(void) {
  volatile int v = 0;
  int x = ${'F('.repeat(n)}v${')'.repeat(n)};
  int y = ${'G('.repeat(10)}1${', 3)'.repeat(10)};
  printf("%d %d\\n", x, y);
  return 0;
}
`;
  await sameAsGccOnMainThread(tmp, 'macros', source);
  // Without <stdio.h>: the expansion alone, byte for byte against gcc's.
  const body = source.split('\n').slice(1).join('\n');
  writeFileSync(join(tmp, 'macrosE.c'), body);
  const g = await run('gcc', ['-E', '-P', 'macrosE.c'], { cwd: tmp, timeoutMs: 300_000 });
  const m = await run(process.execPath, ['-e', MAIN_THREAD, 'cc', '-E', '-P', 'macrosE.c'], { cwd: tmp, timeoutMs: 300_000, env: { ...process.env, MPISIM_CACHE_DIR: join(tmp, 'cache') } });
  assert.equal(m.status, 0, describeRun(m));
  assert.equal(m.stdout, g.stdout);
});
