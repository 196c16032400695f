/**
 * MPI-IO against ROMIO (issue 13): each program here is built with mpicc.mpich and run by
 * mpiexec.mpich in one temporary directory, and run by mpisim in another, with the same number
 * of processes; each rank's output (into files, as Hydra's -outfile-pattern puts it),
 * the exit status and the files left behind (names and bytes) must be the same. And every
 * MPI_File_* and MPI_Register_datarep function MPICH's installed mpio.h declares is
 * declared by mpisim's <mpi.h> and links.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS } from '../helpers/cprog';
import { tree } from '../helpers/files';
import { requireMpich } from '../helpers/mpi';

const DIR = join(REPO_ROOT, 'test', 'mpi-io');

/** Each rank's stdout and stderr, from the files a pattern with %r named (Hydra forwards the
 * ranks' output in the chunks it reads, so on one stream a line can be cut by another rank's). */
const perRank = (dir: string, np: number): string[] =>
  Array.from({ length: np }, (_, k) => ['out', 'err'].map((f) => (existsSync(join(dir, `${f}.${k}`)) ? readFileSync(join(dir, `${f}.${k}`), 'latin1') : '')).join('\n--- stderr\n'));

for (const [prog, nps] of [['io_basic', [1, 3]], ['io_view', [2, 4]], ['io_errors', [2]], ['io_datarep', [2]]] as const) {
  for (const np of nps) {
    test(`${prog}.c on ${np} processes: output and files as with ROMIO`, async () => {
      await requireMpich();
      const tmp = mkdtempSync(join(tmpdir(), 'mpisim-io-'));
      const real = join(tmp, 'mpich'), mine = join(tmp, 'sim'), realOut = join(tmp, 'mpich-out'), mineOut = join(tmp, 'sim-out');
      for (const d of [real, mine, realOut, mineOut]) mkdirSync(d);
      const exe = join(tmp, prog);
      execFileSync('mpicc.mpich', ['-o', exe, join(DIR, `${prog}.c`)]);
      const streams = (dir: string, dash: string) => [`${dash}outfile-pattern`, join(dir, 'out.%r'), `${dash}errfile-pattern`, join(dir, 'err.%r')];
      const r = spawnSync('mpiexec.mpich', ['-n', String(np), ...streams(realOut, '-'), exe], { cwd: real, encoding: 'latin1', timeout: 60000 });
      copyFileSync(join(DIR, `${prog}.c`), join(mine, `${prog}.c`));
      const s = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', String(np), ...streams(mineOut, '--'), `${prog}.c`], { cwd: mine, encoding: 'latin1', timeout: 60000 });
      assert.equal(s.stderr, r.stderr);
      assert.equal(s.status, r.status);
      const want = perRank(realOut, np);
      assert.ok(want.some((o) => !o.startsWith('\n--- stderr')), 'MPICH printed something');
      assert.deepEqual(perRank(mineOut, np), want);
      assert.deepEqual(tree(mine, `${prog}.c`), tree(real, `${prog}.c`));
    });
  }
}

test('every MPI_File_* and MPI_Register_datarep* of MPICH\'s mpio.h links', async () => {
  await requireMpich();
  const header = readdirSync('/usr/include', { recursive: true }).map(String).find((p) => p.endsWith('mpich/mpio.h'));
  assert.ok(header, 'MPICH\'s mpio.h is installed');
  const text = readFileSync(join('/usr/include', header), 'utf8');
  const names = [...new Set([...text.matchAll(/^\s*\w[\w ]*?\**\s*\b((?:MPI_File|MPI_Register_datarep)\w*)\s*\(/gm)].map((m) => m[1]))].sort();
  assert.ok(names.length >= 80, `found ${names.length} functions`);
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-io-link-'));
  writeFileSync(join(tmp, 'link.c'), `#include <mpi.h>\n#include <stdio.h>\nint main(void) {\n  void *f[] = {\n${names.map((n) => `    (void *)${n},`).join('\n')}\n  };\n  printf("%d\\n", (int)(sizeof f / sizeof f[0]));\n  return 0;\n}\n`);
  const s = spawnSync(process.execPath, [MPISIM_JS, 'run', 'link.c'], { cwd: tmp, encoding: 'utf8', timeout: 60000 });
  assert.equal(s.stderr, '');
  assert.equal(s.stdout, `${names.length}\n`);
});
