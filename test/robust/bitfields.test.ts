/**
 * Bit-field promotions and conversions against gcc: one generated program (see
 * ./bitfield-program.ts) built with gcc -O0 -fwrapv and run natively and under mpisim; the
 * outputs must be identical line for line. A differing line names the field's type and width,
 * the value index, and the first differing expression.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { requireGcc, runMpisimProgram, runNative, tmpDirForFile } from '../helpers/cprog';
import { run, describeRun } from '../helpers/proc';
import { bitfieldProgram, bitfieldExpressions } from './bitfield-program';

const tmp = tmpDirForFile('bitfields');
before(() => requireGcc());

test('bit-field promotions and conversions: mpisim computes what gcc computes', { timeout: 600_000 }, async () => {
  const src = join(tmp, 'bitfield_rules.c');
  writeFileSync(src, bitfieldProgram());
  const exe = join(tmp, 'bitfield_rules');
  // A big generated program: under a loaded CI machine gcc alone has taken over a minute.
  const b = await run('gcc', ['-std=gnu17', '-O0', '-fwrapv', '-w', '-o', exe, src], { cwd: tmp, timeoutMs: 240_000 });
  assert.equal(b.status, 0, describeRun(b));
  const g = await runNative(exe, src);
  assert.equal(g.status, 0, describeRun(g));
  const m = await runMpisimProgram(src, [], [], { timeoutMs: 240_000 });
  assert.equal(m.status, 0, describeRun(m));
  const names = bitfieldExpressions();
  const gl = g.stdout.split('\n'), ml = m.stdout.split('\n');
  assert.ok(gl.length > 2000, `gcc printed only ${gl.length} lines`);
  const wrong: string[] = [];
  for (let i = 0; i < Math.max(gl.length, ml.length); i++) {
    if (gl[i] === ml[i]) continue;
    const [head, gv = ''] = (gl[i] ?? '').split(': ');
    const mv = (ml[i] ?? '').split(': ')[1] ?? '';
    const gs = gv.split(' '), ms = mv.split(' ');
    const k = gs.findIndex((v, j) => v !== ms[j]);
    wrong.push(`${head}: ${names[k] ?? `column ${k}`}: gcc ${gs[k]}, mpisim ${ms[k]}`);
  }
  assert.deepEqual(wrong.slice(0, 30), [], `${wrong.length} lines differ`);
});
