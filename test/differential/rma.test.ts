/**
 * One-sided communication that hangs, against real MPICH (the working cases are in the test/mpi
 * corpus, run by mpi-mpich.test.ts). test/mpi/deadlock/rma_start_first.c: MPICH under `timeout 10`
 * hangs (status 124); which ranks blocked is read from the program's own flushed stdout
 * ("before epoch" without "done"). mpisim must exit 3 with a wait-for graph that has one line per
 * blocked rank, in the call and at the line marked `deadlock-here` (rank 0 in MPI_Win_start,
 * rank 1 in MPI_Recv; rank 2, done, in MPI_Win_free's barrier), and the same per-rank output
 * before the hang.
 *
 * Shared-memory windows on several nodes: hydra's fork launcher with `-hosts a:K,b:K,...` starts
 * every process here but tells MPICH they are on separate nodes (K per node, in rank order), which
 * is mpisim's `--ranks-per-node K`. test/mpi/rma_shared_node.c allocates a shared window per node
 * and must print what MPICH prints, rank by rank.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MPI_DEADLOCK_DIR, MPI_DIR, mpichBuild, readMpiHeaders, runMpich, runMpisimRanks } from '../helpers/mpi';
import { MPISIM_JS, REPO_ROOT, tmpDirForFile } from '../helpers/cprog';
import { spawnSync } from 'node:child_process';

const tmp = tmpDirForFile('rma');

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

for (const [np, perNode] of [[4, 2], [5, 3], [3, 1]]) {
  test(`shared windows per node: rma_shared_node.c -n ${np}, ${perNode} ranks per node`, { timeout: 240_000 }, async () => {
    const src = join(MPI_DIR, 'rma_shared_node.c');
    const exe = await mpichBuild(src, tmp);
    const dir = join(tmp, `nodes-${np}-${perNode}`);
    mkdirSync(dir);
    const hosts = ['a', 'b', 'c'].map((h) => `${h}:${perNode}`).join(',');
    const want = await runMpich(exe, src, np, [], dir, 60, ['-launcher', 'fork', '-hosts', hosts]);
    assert.equal(want.result.status, 0, `MPICH: ${want.result.stderr}`);
    const got = await runMpisimRanks(src, np, [], dir, 60, ['--ranks-per-node', String(perNode)]);
    assert.equal(got.result.status, 0, got.result.stderr);
    for (let r = 0; r < np; r++) assert.equal(got.out[r], want.out[r], `rank ${r}'s output`);
  });
}

/**
 * MPI_Win_allocate_shared over ranks of two nodes. MPICH 4.0.2 does not detect it (its segment
 * table has the node's ranks only; queries of the others read past it), so no real run can give
 * the expectation. MPICH 4.2.0's ch4 refuses it: MPIDIG_mpi_win_allocate_shared
 * (src/mpid/ch4/src/mpidig_win.c:943) raises MPI_ERR_OTHER "**winallocnotshared", whose text
 * (src/mpi/errhan/errnames.txt) is "processes are not in the same shared memory domain", through
 * MPID_Win_allocate_shared (ch4_win.c:129); the binding's frame is 4.0.2's (line 105).
 */
test('MPI_Win_allocate_shared across nodes: MPICH 4.2\'s "processes are not in the same shared memory domain"', () => {
  const file = join(REPO_ROOT, 'test', 'mpi-misuse', 'rma_shared_span.c');
  const s = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', '4', '--ranks-per-node', '2', file], { encoding: 'utf8', timeout: 60000 });
  assert.equal(s.stdout, '');
  assert.equal(s.status, 15, s.stderr);
  assert.match(s.stderr, /^Abort\(\d+\) on node 0 \(rank 0 in comm 0\): Fatal error in internal_Win_allocate_shared: Other MPI error, error stack:\n/);
  assert.match(s.stderr, /\ninternal_Win_allocate_shared\(105\)\.*: MPI_Win_allocate_shared\(size=16, disp_unit=4, MPI_INFO_NULL, MPI_COMM_WORLD, baseptr=0x[0-9a-f]+, win=0x[0-9a-f]+\) failed\n/);
  assert.match(s.stderr, /\nMPIDIG_mpi_win_allocate_shared\(943\): processes are not in the same shared memory domain\n/);
  // One node: the same program is correct.
  const one = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', '4', '--ranks-per-node', '4', file], { encoding: 'utf8', timeout: 60000 });
  assert.equal(one.status, 0, one.stderr);
});

/**
 * RMA to memory a dynamic window's target never attached. MPICH 4.0.2 does not check it: the
 * origin's MPI_Put returns MPI_SUCCESS and the target process, writing to that address of its own
 * memory, dies of signal 11 (hydra's status 11). mpisim ranks share one layout, so the address
 * would resolve in the target; mpisim faults at the origin's call instead, with signal 11 too
 * (status 128 + 11) and a message that names the target, the address and the missing attach.
 */
test('RMA to unattached memory of a dynamic window: a segmentation fault, as on MPICH', async () => {
  const src = join(REPO_ROOT, 'test', 'mpi-misuse', 'rma_unattached.c');
  const exe = await mpichBuild(src, tmp);
  const dir = join(tmp, 'unattached');
  mkdirSync(dir);
  const want = await runMpich(exe, src, 2, [], dir, 30);
  assert.equal(want.result.status, 11, `MPICH: ${want.result.stderr}`);
  assert.match(want.result.stdout + want.result.stderr, /Segmentation fault/);
  const got = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', '2', src], { encoding: 'utf8', timeout: 60000 });
  assert.equal(got.status, 128 + want.result.status, got.stderr);
  assert.match(got.stderr, /rma_unattached\.c:17:\d+: runtime error: invalid memory access: MPI_Put to rank 0 of a dynamic window, 4 bytes at address 0x40, which rank 0 has not attached \(MPI_Win_attach\).* \(rank 1\)/);
});

/**
 * A shared segment larger than the address space. MPICH 4.0.2 on this machine does not fail
 * here (it hangs, mapping terabytes), so no real run gives the expectation; its code path for a
 * failed mapping with SHM_WIN_REQUIRED is win_shm_alloc_impl's MPIR_ERR_CHKANDJUMP(...,
 * MPI_ERR_OTHER, "**alloc_shar_mem") (src/mpid/ch4/src/mpidig_win.c:595 of v4.0.2, text "unable
 * to allocate shared memory" in errnames.txt), popped by MPIDIG_mpi_win_allocate_shared (:927)
 * and MPID_Win_allocate_shared (ch4_win.c:121). Every rank gets it and the job goes on.
 */
test('MPI_Win_allocate_shared beyond the address space: MPICH\'s "unable to allocate shared memory", returned', () => {
  const file = join(REPO_ROOT, 'test', 'mpi-misuse', 'rma_shared_huge.c');
  const s = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', '2', '-l', file], { encoding: 'utf8', timeout: 60000 });
  assert.equal(s.status, 0, s.stderr);
  for (const r of [0, 1]) {
    const mine = s.stdout.split('\n').filter((l) => l.startsWith(`[${r}] `)).map((l) => l.slice(4));
    assert.equal(mine.length, 6, mine.join('\n'));
    assert.deepEqual([mine[0], ...mine.slice(2)], [
      'class 15, no window 1: Other MPI error, error stack:',
      'MPID_Win_allocate_shared(121)......: ',
      'MPIDIG_mpi_win_allocate_shared(927): ',
      'win_shm_alloc_impl(595)............: unable to allocate shared memory',
      'then 0',
    ]);
    assert.match(mine[1], /^internal_Win_allocate_shared\(105\)\.\.: MPI_Win_allocate_shared\(size=8589934592, disp_unit=4, MPI_INFO_NULL, MPI_COMM_WORLD, baseptr=0x[0-9a-f]+, win=0x[0-9a-f]+\) failed$/);
  }
});
