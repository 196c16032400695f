/**
 * The environment as glibc 2.36 keeps it: getenv returns a pointer into environ's entry (the same
 * on every call), setenv/unsetenv/putenv/clearenv change environ as glibc does, main's envp is
 * environ and follows argv, and each process has its own. The program is built with gcc (and
 * mpicc.mpich) and run with the same environment here; mpisim's output must be the same.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MPISIM_JS, REPO_ROOT } from '../helpers/cprog';

const DIR = join(REPO_ROOT, 'test', 'environ');

function sh(cwd: string, cmd: string, args: string[], env?: Record<string, string>) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 180_000, ...(env ? { env } : {}) });
  if (r.error) assert.fail(`cannot run ${cmd}: ${r.error.message}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function workdir(): string {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-environ-'));
  for (const f of ['environ.c', 'environ_mpi.c']) copyFileSync(join(DIR, f), join(tmp, f));
  return tmp;
}

test('getenv points into environ; setenv, unsetenv, putenv, clearenv and a program\'s own environ as glibc', () => {
  const tmp = workdir();
  assert.equal(sh(tmp, 'gcc', ['-std=gnu17', '-o', 'environ', 'environ.c']).status, 0);
  // The same environment for both: only ENV_TEST_A (mpisim passes the program none of its own with -genvnone).
  const real = sh(tmp, './environ', [], { ENV_TEST_A: 'one' });
  assert.equal(real.status, 0, real.stderr);
  assert.match(real.stdout, /same pointer 1, inside environ\[k\] 1/);
  const sim = sh(tmp, process.execPath, [MPISIM_JS, 'run', '-n', '1', '-genvnone', '-genv', 'ENV_TEST_A', 'one', 'environ.c']);
  assert.equal(sim.stderr, '');
  assert.equal(sim.stdout, real.stdout);
  assert.equal(sim.status, real.status);
});

test('each process has its own environment: one rank\'s setenv and unsetenv are not another\'s', () => {
  const tmp = workdir();
  assert.equal(sh(tmp, 'mpicc.mpich', ['-o', 'environ_mpi', 'environ_mpi.c']).status, 0);
  const env = { ...process.env, ENV_TEST_A: 'one' } as Record<string, string>;
  const lines = (s: string) => s.split('\n').filter(Boolean).sort();
  const real = sh(tmp, 'mpiexec.mpich', ['-n', '3', './environ_mpi'], env);
  assert.equal(real.status, 0, real.stderr);
  const sim = sh(tmp, process.execPath, [MPISIM_JS, 'run', '-n', '3', '-genvlist', 'ENV_TEST_A', 'environ_mpi.c'], env);
  assert.equal(sim.status, 0, sim.stderr);
  assert.deepEqual(lines(sim.stdout), lines(real.stdout));
});
