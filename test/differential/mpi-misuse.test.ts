/**
 * MPI misuse. Where MPICH detects it (an invalid rank), mpisim must print MPICH's fatal text and
 * exit with MPICH's status: both come from running the program on real MPICH in the test, with
 * the simulated buffer address and the error code (it hashes that address) normalised. Where
 * only a simulator can see it (issue 3: collective arguments that differ across ranks, requests
 * pending and messages never received at MPI_Finalize), mpisim's own report is checked.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS } from '../helpers/cprog';

const DIR = join(REPO_ROOT, 'test', 'mpi-misuse');
const sim = (np: number, file: string, extra: string[] = []) =>
  spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', String(np), ...extra, join(DIR, file)], { encoding: 'utf8', timeout: 60000 });
const normal = (s: string): string => s.replace(/Abort\(\d+\)/g, 'Abort(N)').replace(/buf=0x[0-9a-f]+/g, 'buf=ADDR');

test('invalid rank: the same fatal error text and exit status as MPICH', () => {
  assert.equal(spawnSync('sh', ['-c', 'command -v mpicc.mpich']).status, 0, 'mpicc.mpich is missing: install mpich');
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-misuse-'));
  execFileSync('mpicc.mpich', ['-o', join(tmp, 'p'), join(DIR, 'invalid_rank.c')]);
  const real = spawnSync('mpiexec.mpich', ['-n', '1', '-errfile-pattern', join(tmp, 'real.%r'), join(tmp, 'p')], { timeout: 60000 });
  const s = sim(1, 'invalid_rank.c', ['--errfile-pattern', join(tmp, 'sim.%r')]);
  assert.equal(s.status, real.status, 'exit status');
  assert.equal(normal(readFileSync(join(tmp, 'sim.0'), 'utf8')), normal(readFileSync(join(tmp, 'real.0'), 'utf8')));
});

test('collective argument mismatch is reported with both ranks and their file:line', () => {
  const s = sim(2, 'root_mismatch.c');
  assert.notEqual(s.status, 0);
  assert.match(s.stderr, /Collective argument mismatch: rank 1 passed root 1 to MPI_Bcast at \S*root_mismatch\.c:9:\d+ but rank 0 passed root 0 at \S*root_mismatch\.c:8:\d+/);
  assert.match(s.stderr, /Fatal error in internal_Bcast: Invalid root/);
});

test('MPI_Finalize names the pending request and the message never received', () => {
  const s = sim(2, 'finalize_leftovers.c');
  assert.match(s.stderr, /rank 1 called MPI_Finalize while a recv request \(MPI_Irecv at \S*finalize_leftovers\.c:9:\d+\) is still pending; a message from rank 0 with tag 5 \(sent by MPI_Send at \S*finalize_leftovers\.c:8:\d+\) was never received/);
});
