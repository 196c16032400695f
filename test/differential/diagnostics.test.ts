/**
 * Compile errors: every test/c/errors/*.c has syntax or type errors. gcc -fsyntax-only
 * (run here, on the same file) gives the expected diagnostics; mpisim must
 *   - exit with status 1 and run nothing (the programs' first statement is puts("RAN"));
 *   - print gcc-style `FILE:LINE:COL: error: message` lines (`fatal error:` accepted too);
 *   - report errors on exactly the set of (file, line) pairs where gcc reports errors
 *     (files compared by base name: an error in a user header names the header);
 *   - place gcc's first error (in gcc's output order) at the same file, line and column
 *     (our earliest error in that file), unless the program says `// diag-compare: line`
 *     (then the line only; the program says why).
 * Only gcc's `error:` lines count: notes and warnings are not compared.
 *
 * Cases deliberately absent: a declaration missing its ';' (`int x = 1` + newline), where
 * gcc 12 reports at the next token's line while for a statement it reports at the end of
 * the previous token — matching that inconsistency would not be reasonable; and errors
 * whose follow-on errors depend on gcc's particular recovery (e.g. a missing ')').
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { basename, dirname, join } from 'node:path';
import {
  C_DIR,
  C_INCLUDE_DIR,
  ErrorLine,
  listC,
  parseErrorLines,
  readHeaders,
  requireGcc,
  runMpisimProgram,
} from '../helpers/cprog';
import { asUtf8, describeRun, run } from '../helpers/proc';

const ERROR_DIR = join(C_DIR, 'errors');

/** `file:line` keys (file by base name), sorted and unique. */
function lineSet(errs: ErrorLine[]): string[] {
  return [...new Set(errs.map((e) => `${basename(e.file)}:${e.line}`))].sort();
}

/** How many errors each line has: a follow-on error gcc does not print (of an operand already in error) is a difference. */
function perLine(errs: ErrorLine[]): Record<string, number> {
  const n: Record<string, number> = {};
  for (const e of errs) n[`${basename(e.file)}:${e.line}`] = (n[`${basename(e.file)}:${e.line}`] ?? 0) + 1;
  return n;
}

/** The earliest error (by line, then column) reported in the file named like `file`. */
function earliestIn(errs: ErrorLine[], file: string): ErrorLine | undefined {
  return errs
    .filter((e) => basename(e.file) === basename(file))
    .sort((a, b) => a.line - b.line || a.col - b.col)[0];
}

before(async () => {
  await requireGcc();
});

const programs = listC(ERROR_DIR);

test('the error corpus is there', () => {
  assert.ok(programs.length >= 9, `expected the error programs in ${ERROR_DIR}`);
});

for (const src of programs) {
  const name = basename(src);
  test(name, { timeout: 120_000 }, async () => {
    const h = readHeaders(src);
    const gcc = await run('gcc', ['-fsyntax-only', '-std=gnu17', '-I', C_INCLUDE_DIR, ...h.gccDefines, name], {
      cwd: dirname(src),
      env: { ...process.env, LC_ALL: 'C' }, // plain ASCII quotes in gcc's messages
    });
    const want = parseErrorLines(gcc.stderr);
    assert.ok(gcc.status !== 0 && want.length > 0, `gcc reports no error for ${name}:\n${describeRun(gcc)}`);

    const got = await runMpisimProgram(src, h.mpisimArgs, h.programArgs);
    assert.ok(!got.timedOut, `mpisim timed out:\n${describeRun(got)}`);
    assert.equal(got.status, 1, `a program that does not compile exits with 1\n${describeRun(got)}`);
    assert.ok(!got.stdout.includes('RAN'), `the program ran although it does not compile:\n${describeRun(got)}`);
    assert.equal(got.stdout, '', `nothing is printed on stdout when compilation fails\n${describeRun(got)}`);

    const ours = parseErrorLines(got.stderr);
    assert.ok(ours.length > 0, `mpisim printed no gcc-style "file:line:col: error:" line:\n${describeRun(got)}`);

    const context = asUtf8(`gcc:\n${want.map((e) => e.text).join('\n')}\nmpisim:\n${ours.map((e) => e.text).join('\n')}`);
    assert.deepEqual(lineSet(ours), lineSet(want), `the lines with errors differ\n${context}`);
    assert.deepEqual(perLine(ours), perLine(want), `the number of errors on a line differs\n${context}`);
    const w = want[0];
    const o = earliestIn(ours, w.file);
    assert.ok(o, `no error reported in ${w.file}\n${context}`);
    assert.equal(o.line, w.line, `first error's line\n${context}`);
    if (!h.diagLineOnly) assert.equal(o.col, w.col, `first error's column\n${context}`);
  });
}
