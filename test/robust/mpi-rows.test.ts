/**
 * The MPI rows of issue 14's table against real MPICH 4.0.2, run in the test: a bad datatype in
 * MPI_Scatter/MPI_Scatterv, MPI_Put/MPI_Get with MPI_DATATYPE_NULL, MPI_Win_lock with a rank
 * outside the window, MPI_Waitall(-1), and a persistent send whose datatype was freed before
 * MPI_Start (test/mpi-misuse/issue14_rows.c): each rank's output (error classes and MPICH's error
 * stacks through MPI_ERRORS_RETURN, addresses aside) and the exit status must be MPICH's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS } from '../helpers/cprog';

const SRC = join(REPO_ROOT, 'test', 'mpi-misuse', 'issue14_rows.c');
const addr = (t: string): string => t.replace(/0x[0-9a-f]{6,}/g, 'ADDR');

test('issue 14 MPI rows: the error classes, MPICH error stacks and results of real MPICH', () => {
  assert.equal(spawnSync('sh', ['-c', 'command -v mpicc.mpich']).status, 0, 'mpicc.mpich is missing: install mpich');
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-rows-'));
  try {
    execFileSync('mpicc.mpich', ['-w', '-o', join(tmp, 'p'), SRC]);
    const real = spawnSync('mpiexec.mpich', ['-n', '2', '-outfile-pattern', join(tmp, 'real.%r'), join(tmp, 'p')], { timeout: 120_000 });
    const sim = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', '2', '--outfile-pattern', join(tmp, 'sim.%r'), SRC], { encoding: 'utf8', timeout: 120_000 });
    assert.equal(sim.status, real.status, `exit status (mpisim's stderr: ${sim.stderr})`);
    for (const r of [0, 1]) {
      const want = addr(readFileSync(join(tmp, `real.${r}`), 'utf8'));
      assert.ok(/Invalid datatype/.test(want) && /Invalid rank/.test(want) && /Invalid count/.test(want), `MPICH's rank ${r} printed the errors`);
      assert.equal(addr(readFileSync(join(tmp, `sim.${r}`), 'utf8')), want, `rank ${r}`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
