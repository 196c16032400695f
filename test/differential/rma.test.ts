/**
 * One-sided communication that hangs, against real MPICH (the working cases are in the test/mpi
 * corpus, run by mpi-mpich.test.ts). test/mpi/deadlock/rma_start_first.c: MPICH under `timeout 10`
 * hangs (status 124); which ranks blocked is read from the program's own flushed stdout
 * ("before epoch" without "done"). mpisim must exit 3 with a wait-for graph that has one line per
 * blocked rank, in the call and at the line marked `deadlock-here` (rank 0 in MPI_Win_start,
 * rank 1 in MPI_Recv; rank 2, done, in MPI_Win_free's barrier), and the same per-rank output
 * before the hang.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTmpDir, removeTmpDir } from '../helpers/cprog';
import { MPI_DEADLOCK_DIR, mpichBuild, readMpiHeaders, runMpich, runMpisimRanks } from '../helpers/mpi';

let tmp = '';
before(() => { tmp = makeTmpDir('rma'); });
after(() => { if (tmp && !process.env.MPISIM_KEEP_TMP) removeTmpDir(tmp); });

test('deadlock: MPI_Win_start waiting for a post that a blocked rank would make', { timeout: 240_000 }, async () => {
  const src = join(MPI_DEADLOCK_DIR, 'rma_start_first.c');
  const np = readMpiHeaders(src).nps[0];
  const lines = readFileSync(src, 'latin1').split('\n');
  const marked = lines.map((l, k) => (l.includes('deadlock-here') ? k + 1 : 0)).filter(Boolean);
  const exe = await mpichBuild(src, tmp);
  const realDir = join(tmp, 'real');
  mkdirSync(realDir);
  const want = await runMpich(exe, src, np, [], realDir, 10);
  assert.equal(want.result.status, 124, 'real MPICH should hang');
  const blocked = [...Array(np).keys()].filter((r) => want.out[r].includes(`rank ${r} before epoch`) && !want.out[r].includes(`rank ${r} done`));
  assert.deepEqual(blocked, [0, 1], `MPICH's output: ${want.out.join('---')}`);

  const simDir = join(tmp, 'sim');
  mkdirSync(simDir);
  const got = await runMpisimRanks(src, np, [], simDir, 60);
  assert.equal(got.result.status, 3, got.result.stderr);
  const graph = got.result.stderr.split('\n');
  const lineOf = (r: number): string | undefined => graph.find((l) => new RegExp(`^\\s*rank ${r} blocked in `).test(l));
  assert.match(lineOf(0) ?? '', new RegExp(`MPI_Win_start\\(.*rma_start_first\\.c:${marked[0]}:`));
  assert.match(lineOf(1) ?? '', new RegExp(`MPI_Recv\\(.*rma_start_first\\.c:${marked[1]}:`));
  // Rank 2 printed "done" and waits in MPI_Win_free, whose barrier needs ranks 0 and 1.
  assert.match(lineOf(2) ?? '', /MPI_Win_free\(/);
  for (let r = 0; r < np; r++) assert.equal(got.out[r], want.out[r], `rank ${r}'s output`);
});
