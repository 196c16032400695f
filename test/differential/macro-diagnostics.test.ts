/**
 * Diagnostics raised inside macro expansions are gcc 12's: the place is the token's spelling (in
 * the macro's definition, or in the invocation's argument), followed by gcc's "in definition of
 * macro ‘X’" / "in expansion of macro ‘X’" notes, innermost first, at gcc's places. For each
 * program of test/c/macro-diags, gcc -fsyntax-only -fdiagnostics-plain-output gives the expected
 * lines; mpisim cc must print the same (all of gcc's errors, each with its notes, in order).
 * Warnings mpisim does not give at all (gcc's -Wshift-count-overflow...) are not its business here.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { C_DIR, listC, requireGcc, runMpisim } from '../helpers/cprog';
import { asUtf8, run } from '../helpers/proc';

const DIR = join(C_DIR, 'macro-diags');

before(() => requireGcc());

/** A diagnostic and the macro notes after it: gcc's `file:line:col: kind: message` lines. */
function groups(stderr: string): string[][] {
  const out: string[][] = [];
  for (const l of asUtf8(stderr).split('\n')) {
    if (!/^[^ :]+:\d+:\d+: (error|warning|note): /.test(l)) continue;
    if (/: note: in (definition|expansion) of macro /.test(l) && out.length) out[out.length - 1].push(l);
    else out.push([l]);
  }
  return out;
}

for (const file of listC(DIR)) {
  test(`macro-diags/${file.slice(DIR.length + 1)}: gcc's places and notes for diagnostics inside macros`, async () => {
    const g = await run('gcc', ['-fsyntax-only', '-fdiagnostics-plain-output', file], { cwd: DIR });
    const s = await runMpisim(['cc', '-c', '-o', '/dev/null', file], { cwd: DIR });
    const expected = groups(g.stderr);
    const got = groups(s.stderr);
    // The program raises diagnostics inside macros (else this test could not fail).
    assert.ok(expected.filter((x) => x.length > 1).length >= 3, asUtf8(g.stderr));
    const ours = new Set(got.map((x) => x[0]));
    const wanted = expected.filter((x) => !/: warning: /.test(x[0]) || ours.has(x[0]));
    assert.deepEqual(got, wanted);
  });
}
