/**
 * MPIEXEC_TIMEOUT against Hydra's: a program that waits on MPI_Wtime longer than the timeout
 * (MPICH's init/timeout, run by runtests with resultTest=TestErrFatal) is ended with Hydra's
 * line on stdout and its exit status, with what it printed before. mpisim measures the timeout
 * on the processes' virtual clocks too, so the run ends however fast it simulates, and at the
 * same point every time.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MPISIM_JS } from '../helpers/cprog';

const SPIN = `#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    double t0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    printf("rank %d waits\\n", rank);
    fflush(stdout);
    t0 = MPI_Wtime();
    while (MPI_Wtime() - t0 < 300)
        ;
    printf("rank %d waited\\n", rank);
    MPI_Finalize();
    return 0;
}
`;

const TIMED_OUT = /^\S+ APPLICATION TIMED OUT, TIMEOUT = (\d+)s$/;

/** The program's lines (sorted: the ranks' interleaving is the OS's) and Hydra's line without its `[mpiexec@host]`. */
function split(stdout: string): { program: string[]; hydra: string[] } {
  const lines = stdout.split('\n').filter(Boolean);
  return {
    program: lines.filter((l) => !TIMED_OUT.test(l)).sort(),
    hydra: lines.filter((l) => TIMED_OUT.test(l)).map((l) => l.replace(/^\S+ /, '')),
  };
}

test('a program waiting on MPI_Wtime past MPIEXEC_TIMEOUT ends as under mpiexec.mpich: its output, Hydra\'s line, status 255', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-timeout-'));
  const src = join(tmp, 'spin.c');
  writeFileSync(src, SPIN);
  const exe = join(tmp, 'spin');
  execFileSync('mpicc.mpich', ['-O0', '-o', exe, src]);
  const env = { ...process.env, MPIEXEC_TIMEOUT: '2' };
  const real = spawnSync('mpiexec.mpich', ['-n', '2', exe], { encoding: 'utf8', timeout: 60000, env });
  const sim = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', '2', src], { encoding: 'utf8', timeout: 60000, env });
  assert.equal(real.status, 255, `mpiexec: ${real.stdout}${real.stderr}`);
  assert.equal(sim.status, real.status, `mpisim: ${sim.stdout}${sim.stderr}`);
  const r = split(real.stdout), s = split(sim.stdout);
  assert.deepEqual(r.hydra, ['APPLICATION TIMED OUT, TIMEOUT = 2s']);
  assert.deepEqual(s.hydra, r.hydra);
  assert.deepEqual(s.program, r.program);
  assert.deepEqual(r.program, ['rank 0 waits', 'rank 1 waits']);
  // Measured on the virtual clocks: a second run ends at the very same statements.
  const again = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', '2', src], { encoding: 'utf8', timeout: 60000, env });
  assert.equal(again.stderr, sim.stderr);
});

test('the timeout bounds a rank\'s virtual clock, not only the wall clock: --timeout 5 ends a 300 s MPI_Wtime wait', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-timeout-'));
  const src = join(tmp, 'spin.c');
  writeFileSync(src, SPIN);
  const env = { ...process.env };
  delete env.MPIEXEC_TIMEOUT;
  const sim = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', '1', '--timeout', '5', src], { encoding: 'utf8', timeout: 60000, env });
  assert.equal(sim.status, 255, sim.stderr);
  assert.match(sim.stdout, /^rank 0 waits\nmpisim: APPLICATION TIMED OUT, TIMEOUT = 5s\n$/);
  assert.match(sim.stderr, /rank 0 running at .*spin\.c:13/);
});
