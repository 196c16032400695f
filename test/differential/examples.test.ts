/**
 * The examples the walkthrough opens are real MPI programs: built with mpicc.mpich and run under
 * mpiexec.mpich, they print what mpisim prints (per rank, with -outfile-pattern, so interleaving
 * does not matter) and exit the same. deadlock.c is left out: under MPICH it hangs forever, which
 * is its point (mpisim's deadlock report is tested in test/dap and test/differential/cli).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS } from '../helpers/cprog';

const read = (f: string): string => (existsSync(f) ? readFileSync(f, 'latin1') : '');

for (const [name, np] of [['ring.c', 4], ['pi.c', 4], ['split.c', 4], ['split.c', 5], ['intercomm.c', 4], ['intercomm.c', 3]] as const) {
  test(`examples/${name} on ${np} ranks: same output per rank and exit status as MPICH`, () => {
    const tmp = mkdtempSync(join(tmpdir(), 'mpisim-ex-'));
    try {
      const src = join(REPO_ROOT, 'examples', name);
      const exe = join(tmp, 'prog');
      execFileSync('mpicc.mpich', ['-O0', '-o', exe, src, '-lm']);
      const real = spawnSync('mpiexec.mpich', ['-n', String(np), '-outfile-pattern', join(tmp, 'real.%r'), exe], { timeout: 60000 });
      const sim = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', String(np), '--outfile-pattern', join(tmp, 'sim.%r'), src], { timeout: 60000, encoding: 'utf8' });
      assert.equal(sim.status, real.status, `exit status (mpisim stderr: ${sim.stderr})`);
      for (let r = 0; r < np; r++) assert.equal(read(join(tmp, `sim.${r}`)), read(join(tmp, `real.${r}`)), `rank ${r}'s output`);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
}
