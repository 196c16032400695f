/**
 * `suite-mbi.mjs --merge`: the metrics of a full MBI run made in chunks (one --json per chunk)
 * are those of all the chunks' tests together, whatever way they were split: the merged report
 * equals the report of the same tests in one list, and differs from either chunk's alone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../helpers/cprog';

test('suite-mbi --merge reports the union of the chunks it reads', async () => {
  const mbi = await import(pathToFileURL(join(REPO_ROOT, 'scripts', 'suite-mbi.mjs')).href);
  // Every detail MBI knows, with each outcome, as a run's --json records them.
  const details = Object.keys(mbi.POSSIBLE_DETAILS);
  const outcomes = ['OK', 'ERROR', 'timeout', 'failure'];
  const records = details.flatMap((detail, i) => outcomes.map((outcome, k) => {
    const expect = detail === 'OK' ? 'OK' : 'ERROR';
    return { name: `p${i}_${k}.c`, id: 0, cmd: 'mpirun -np 2 ${EXE}', expect, detail, outcome, category: mbi.categorize(outcome, expect), elapsed: 1.5, output: '' };
  }));
  const dir = mkdtempSync(join(tmpdir(), 'mpisim-mbi-merge-'));
  const half = Math.floor(records.length / 3);
  writeFileSync(join(dir, 'a.json'), JSON.stringify(records.slice(0, half)));
  writeFileSync(join(dir, 'b.json'), JSON.stringify(records.slice(half)));
  const r = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'suite-mbi.mjs'), '--merge', join(dir, 'a.json'), join(dir, 'b.json')], { encoding: 'utf8', timeout: 60000 });
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, `${mbi.report(records)}\n${(1.5 * records.length).toFixed(0)} s of runs\n`);
  assert.ok(!r.stdout.startsWith(mbi.report(records.slice(half))));
  const none = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'suite-mbi.mjs'), '--merge'], { encoding: 'utf8', timeout: 60000 });
  assert.equal(none.status, 1);
  assert.match(none.stderr, /--merge needs the JSON files of runs/);
});
