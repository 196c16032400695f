/**
 * What MPICH 4.0.2 says at MPI_Finalize of datatypes never freed: its yaksa library prints
 * "[WARNING] yaksa: N leaked handle pool objects" on each process's stderr, N the datatypes the
 * process still holds (committed or not, duplicates too). Each rank's stderr of a program that
 * leaks in several ways must be MPICH's, measured here with mpiexec.mpich. The usage checks,
 * which report the same leaks their own way, are off so that only the library's lines remain.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mpichBuild, requireMpich, runMpich, runMpisimRanks } from '../helpers/mpi';

const PROGRAM = `#include <mpi.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int rank, mode = atoi(argv[1]);
  MPI_Datatype a, b, c, d, e;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (mode & 1) MPI_Type_contiguous(4, MPI_INT, &a);
  if (mode & 2) { MPI_Type_contiguous(4, MPI_INT, &b); MPI_Type_commit(&b); }
  if (mode & 4) { MPI_Type_vector(2, 1, 3, MPI_DOUBLE, &c); MPI_Type_commit(&c); MPI_Type_dup(c, &d); }
  if ((mode & 8) && rank == 1) { MPI_Type_contiguous(2, MPI_INT, &e); MPI_Type_free(&e); MPI_Type_contiguous(3, MPI_INT, &e); }
  if (mode & 16) { MPI_Type_contiguous(4, MPI_INT, &a); MPI_Type_free(&a); }
  MPI_Finalize();
  return 0;
}
`;

let dir = '';
before(async () => {
  await requireMpich();
  dir = mkdtempSync(join(tmpdir(), 'mpisim-yaksa-'));
  writeFileSync(join(dir, 'leaks.c'), PROGRAM);
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('MPI_Finalize reports the datatypes a process never freed as MPICH\'s yaksa does', { timeout: 300_000 }, async () => {
  const src = join(dir, 'leaks.c');
  const exe = await mpichBuild(src, dir);
  for (const mode of ['16', '1', '3', '4', '8', '15']) {
    const real = join(dir, `mpich.${mode}`), sim = join(dir, `sim.${mode}`);
    mkdirSync(real); mkdirSync(sim);
    const want = await runMpich(exe, src, 2, [mode], real, 60);
    const got = await runMpisimRanks(src, 2, [mode], sim, 60, ['--no-check']);
    assert.equal(got.result.status, 0, got.result.stderr);
    assert.deepEqual(got.err, want.err, `mode ${mode}`);
    if (mode !== '16') assert.ok(want.err.some((e) => e.includes('leaked handle pool objects')), `MPICH reports mode ${mode}'s leak`);
  }
});
