/**
 * #if arithmetic in intmax_t / uintmax_t against gcc -E: random expressions over values at the
 * edges that matter (2^31, 2^53 where doubles stop being exact, 2^63, 2^64 - 1, negative ones
 * met by unsigned ones, char constants), with every operator #if takes. Each expression's
 * signedness and its 64 bits are asked by directives of their own, so the output shows the
 * value; gcc's overflow warnings must come out at the same places. Expressions gcc rejects
 * (division by zero where evaluated) are left out after a first gcc run.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MPISIM_JS, requireGcc, tmpDirForFile } from '../helpers/cprog';
import { ifExpressions, ifValuesSource } from '../robust/pp-if-program';

interface Out { stdout: string; stderr: string; status: number | null }
const gcc = (file: string): Out => spawnSync('gcc', ['-E', '-P', file], { encoding: 'latin1', maxBuffer: 256 << 20 });
const mpisimCc = (file: string): Out => spawnSync(process.execPath, [MPISIM_JS, 'cc', '-E', '-P', file], { encoding: 'latin1', maxBuffer: 256 << 20 });
/** `line:col: kind: message` of each diagnostic, in order (without the option gcc names, ` [-Wmultichar]`). */
const diagnostics = (o: Out): string[] => [...o.stderr.matchAll(/^[^:\s]+:(\d+:\d+: (?:warning|error): .*?)(?: \[-W[\w-]+\])?$/gm)].map((m) => m[1]);

const COUNT = 100;

const tmp = tmpDirForFile('pp-if');
before(() => requireGcc());

for (const seed of [1, 2, 3]) {
  test(`${COUNT} #if expressions of seed ${seed}: the values, signedness and overflow warnings gcc gives`, { timeout: 120_000 }, () => {
    let exprs = ifExpressions(seed, COUNT);
    // Left out: what gcc rejects (an error stops that directive's evaluation, not what is tested).
    const first = ifValuesSource(exprs);
    const file = join(tmp, `if_${seed}.c`);
    writeFileSync(file, first.text);
    const errors = new Set(diagnostics(gcc(file)).filter((d) => / error: /.test(d)).map((d) => Number(d.split(':')[0])));
    exprs = exprs.filter((_, n) => ![...errors].some((l) => l >= first.starts[n] && l < first.starts[n] + 5 + 3 * 64));
    assert.ok(exprs.length > COUNT * 0.8, `${exprs.length} expressions left`);
    writeFileSync(file, ifValuesSource(exprs).text);
    const want = gcc(file), got = mpisimCc(file);
    assert.equal(want.status, 0, want.stderr.slice(0, 2000));
    assert.equal(got.status, 0, got.stderr.slice(0, 2000));
    assert.ok(diagnostics(want).length > 0, 'gcc warned about some overflow');
    assert.deepEqual(diagnostics(got), diagnostics(want));
    const w = want.stdout.split('\n'), g = got.stdout.split('\n');
    const differ = exprs.filter((_, n) => w.filter((l) => l.startsWith(`e${n} `)).join() !== g.filter((l) => l.startsWith(`e${n} `)).join());
    assert.deepEqual(differ, []);
  });
}
