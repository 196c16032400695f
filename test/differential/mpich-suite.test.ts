/**
 * MPICH 4.0.2's own test suite (test/mpi from Debian's mpich source package), a fixed subset
 * (test/suites/mpich-ci.txt: tests across attr, coll, comm, datatype, errhan, group, info, init,
 * io, mpi_t, part, pt2pt, rma, topo and threads' subdirectories), configured as MPICH configures it and run by MPICH's own `runtests`
 * twice in this run: built with mpicc.mpich and run with mpiexec.mpich, and built with
 * `mpisim cc` (its libraries with ar) and run with `mpisim run`. Every test of the subset that
 * passes on MPICH here must pass on mpisim; MPICH itself must pass nearly all of them (else
 * the machine's MPICH is broken, and the comparison means nothing). `npm run suite:mpich`
 * runs every test of those directories.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cprog';

const LIST = join(REPO_ROOT, 'test', 'suites', 'mpich-ci.txt');

test('MPICH test/mpi subset: every test passing on MPICH passes on mpisim (pass counts per directory)', { timeout: 50 * 60_000 }, () => {
  const json = join(mkdtempSync(join(tmpdir(), 'mpisim-mpich-suite-')), 'results.json');
  const r = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'suite-mpich.mjs'), '--list', LIST, '--json', json], { encoding: 'utf8', maxBuffer: 1 << 26 });
  process.stdout.write(r.stdout);
  assert.equal(r.status, 0, r.stderr.slice(-3000));
  const results = JSON.parse(readFileSync(json, 'utf8')) as { test: string; mpich: boolean | null; mpisim: boolean | null }[];
  assert.equal(results.length, readFileSync(LIST, 'utf8').split('\n').filter((l) => l.replace(/#.*/, '').trim()).length);
  assert.ok(results.length >= 150, `${results.length} tests in the subset`);
  const dirs = new Set(results.map((x) => x.test.split('/')[0]));
  for (const d of ['attr', 'coll', 'comm', 'datatype', 'errhan', 'group', 'info', 'init', 'io', 'mpi_t', 'part', 'pt2pt', 'rma', 'topo', 'threads']) assert.ok(dirs.has(d), `the subset covers ${d}`);
  const onMpich = results.filter((x) => x.mpich);
  assert.ok(onMpich.length >= results.length * 0.95, `MPICH passes only ${onMpich.length} of ${results.length}: ${results.filter((x) => !x.mpich).map((x) => x.test).join(', ')}`);
  assert.deepEqual(onMpich.filter((x) => !x.mpisim).map((x) => x.test), [], 'tests that pass on MPICH and fail on mpisim');
});
