/**
 * Differential test of the C engine against gcc: every test/c/*.c is built with gcc
 * (-std=gnu17 -O0) and run natively, then run with `mpisim run`; stdout, the program's
 * stderr and the exit status must be identical. The expected values are produced here,
 * by gcc, on every run: nothing is written down by hand.
 *
 * Header comments in a program (see test/helpers/cprog.ts):
 *   // mpisim-args: -D N=5            defines, passed to gcc (-DN=5) and to mpisim (-D N=5)
 *   // mpisim-program-args: a b c     argv[1..]
 *   // mpisim-env: LANG=C.UTF-8       the environment of both runs (mpisim passes the locale's on)
 *   // mpisim-stdin: input.txt        stdin of both runs (a file beside the program)
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  C_DIR,
  gccBuild,
  lineDiff,
  listC,
  readHeaders,
  requireGcc,
  runMpisimProgram,
  runNative,
  tmpDirForFile,
} from '../helpers/cprog';
import { describeRun } from '../helpers/proc';

/**
 * mpisim's own notes are not program output: compile warnings (gcc runs with -w), their
 * "In function ‘f’:" lines (read as bytes here, so the quote is not matched), and lines of its
 * own starting with "mpisim: " (like mpiexec's exit reports).
 */
function programStderr(s: string): string {
  return s
    .split('\n')
    .filter((l) => !/^\S+:\d+:\d+: (warning|note): /.test(l) && !/^\S+: (In function |At top level:)/.test(l) && !l.startsWith('mpisim: '))
    .join('\n');
}

const tmp = tmpDirForFile('gcc');
before(() => requireGcc());

const programs = listC(C_DIR);

test('the corpus is there', () => {
  assert.ok(programs.length >= 30, `expected at least 30 programs in ${C_DIR}, found ${programs.length}`);
});

for (const src of programs) {
  const name = basename(src);
  test(name, { timeout: 180_000 }, async () => {
    const h = readHeaders(src);
    const dir = join(tmp, name.replace(/\W/g, '_'));
    mkdirSync(dir, { recursive: true });

    const exe = await gccBuild(src, dir, h.gccDefines);
    const io = { env: { ...process.env, ...h.env }, ...(h.stdin ? { stdin: join(C_DIR, h.stdin) } : {}) };
    const want = await runNative(exe, src, h.programArgs, io);
    assert.ok(!want.timedOut && want.signal === null, `the gcc-built program did not exit normally:\n${describeRun(want)}`);

    const got = await runMpisimProgram(src, h.mpisimArgs, h.programArgs, io);
    assert.ok(!got.timedOut, `mpisim timed out:\n${describeRun(got)}`);

    const outDiff = lineDiff(want.stdout, got.stdout);
    assert.ok(outDiff === '', `stdout differs from gcc's:\n${outDiff}\n\nmpisim stderr:\n${got.stderr.slice(0, 3000)}`);
    const errDiff = lineDiff(want.stderr, programStderr(got.stderr));
    assert.ok(errDiff === '', `stderr differs from gcc's:\n${errDiff}`);
    assert.equal(got.status, want.status, `exit status: gcc ${want.status}, mpisim ${got.status}\n${describeRun(got)}`);
  });
}
