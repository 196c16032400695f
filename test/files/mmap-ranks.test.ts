/**
 * Memory shared between processes through MAP_SHARED mappings of one file and of a shm_open
 * object (issue 12 §3): mmap_ranks.c is built with mpicc.mpich and run by mpiexec.mpich in one
 * temporary directory, and run by mpisim in another, on 4 processes; each rank's output (into
 * files, as Hydra's -outfile-pattern puts it), the exit status and the files left behind (names
 * and bytes, the mappings' stores among them) must be the same.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS } from '../helpers/cprog';
import { tree } from '../helpers/files';
import { requireMpich } from '../helpers/mpi';

const DIR = join(REPO_ROOT, 'test', 'files');
const NP = 4;

const perRank = (dir: string): string[] =>
  Array.from({ length: NP }, (_, k) => ['out', 'err'].map((f) => (existsSync(join(dir, `${f}.${k}`)) ? readFileSync(join(dir, `${f}.${k}`), 'latin1') : '')).join('\n--- stderr\n'));

test('mmap_ranks.c on 4 processes: shared mappings see each other\'s stores, output and files as with MPICH on Linux', async () => {
  await requireMpich();
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-mmap-'));
  const real = join(tmp, 'mpich'), mine = join(tmp, 'sim'), realOut = join(tmp, 'mpich-out'), mineOut = join(tmp, 'sim-out');
  for (const d of [real, mine, realOut, mineOut]) mkdirSync(d);
  const exe = join(tmp, 'mmap_ranks');
  execFileSync('mpicc.mpich', ['-o', exe, join(DIR, 'mmap_ranks.c')]);
  const streams = (dir: string, dash: string) => [`${dash}outfile-pattern`, join(dir, 'out.%r'), `${dash}errfile-pattern`, join(dir, 'err.%r')];
  const r = spawnSync('timeout', ['-k', '5', '60', 'mpiexec.mpich', '-n', String(NP), ...streams(realOut, '-'), exe], { cwd: real, encoding: 'latin1', timeout: 90000 });
  assert.equal(r.status, 0, `MPICH's run: ${r.stderr}`);
  copyFileSync(join(DIR, 'mmap_ranks.c'), join(mine, 'mmap_ranks.c'));
  const s = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', String(NP), ...streams(mineOut, '--'), 'mmap_ranks.c'], { cwd: mine, encoding: 'latin1', timeout: 120000 });
  assert.equal(s.stderr, r.stderr);
  assert.equal(s.status, r.status);
  const want = perRank(realOut);
  assert.match(want[1], /got the flag: GA/, 'MPICH printed the ranks\' lines');
  assert.deepEqual(perRank(mineOut), want);
  const files = tree(mine, 'mmap_ranks.c');
  assert.deepEqual(Object.keys(files).sort(), ['coll.dat', 'grown.dat', 'shared.dat'], 'nothing of /dev/shm reaches the directory');
  assert.deepEqual(files, tree(real, 'mmap_ranks.c'));
});
