/**
 * POSIX I/O between the flows of a process, against gcc + glibc and mpiexec.mpich: what the
 * program sees, and where a real process would hang for ever, that mpisim reports the deadlock
 * (the native run is given a few seconds and must still be running).
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { C_DIR, MPISIM_JS, gccBuild, lineDiff, requireGcc, runMpisimProgram, runNative, tmpDirForFile } from '../helpers/cprog';
import { requireMpich, mpichBuild, runMpich, runMpisimRanks } from '../helpers/mpi';
import { describeRun, run, type RunResult } from '../helpers/proc';

const POSIX = join(C_DIR, 'posix');
const tmp = tmpDirForFile('posix-io');
before(() => requireGcc());

const lineOf = (src: string, mark: string): number => readFileSync(src, 'utf8').split('\n').findIndex((l) => l.includes(mark)) + 1;

test('a read of a pipe no thread can write any more: glibc hangs, mpisim reports the deadlock with both waits', async () => {
  const src = join(POSIX, 'pipe_deadlock.c');
  const exe = await gccBuild(src, tmp);
  const real = await runNative(exe, src, [], { timeoutMs: 3000 });
  assert.ok(real.timedOut, `the gcc-built program should hang:\n${describeRun(real)}`);
  const got = await runMpisimProgram(src, [], []);
  assert.equal(got.status, 3, describeRun(got));
  assert.match(got.stderr, /mpisim: deadlock: no rank can make progress/);
  assert.match(got.stderr, new RegExp(`rank 0 blocked in pthread_join\\(waiting for thread 1 to end\\) at .*pipe_deadlock\\.c:${lineOf(src, 'main-waits')}:`));
  assert.match(got.stderr, new RegExp(`thread 1 blocked in read\\(fd 3: an empty pipe whose write end is open\\) at .*pipe_deadlock\\.c:${lineOf(src, 'reader-waits')}:`));
  assert.equal(got.stdout, real.stdout);
});

/** `cmd args 2>&1` through sh: stdout and stderr on one pipe, in the order the process wrote them. */
function merged(cmd: string[], timeoutMs = 60_000): Promise<RunResult> {
  const quote = (a: string): string => `'${a.replace(/'/g, `'\\''`)}'`;
  return run('sh', ['-c', `${cmd.map(quote).join(' ')} 2>&1`], { timeoutMs });
}

for (const how of ['', 'line', 'none', 'abort', '_exit']) {
  test(`stdout on a pipe buffered as glibc buffers it, merged with stderr (${how || 'default'}): as gcc's program writes them`, async () => {
    const src = join(POSIX, 'stdout_exit.c');
    const exe = await gccBuild(src, tmp);
    const args = how ? [how] : [];
    const want = await merged([exe, ...args]);
    const got = await merged([process.execPath, MPISIM_JS, 'run', src, ...args]);
    // The reports of the abort are not the program's: mpisim's line, the shell's "Aborted".
    const own = (s: string): string => s.split('\n').filter((l) => !/^\S+:\d+:\d+: runtime error: abort/.test(l) && !/^(sh: \d+: )?Aborted/.test(l)).join('\n');
    const diff = lineDiff(own(want.stdout), own(got.stdout));
    assert.ok(diff === '', `merged output differs from gcc's:\n${diff}`);
    assert.equal(got.status, how === 'abort' ? 134 : how === '_exit' ? 3 : 0, describeRun(got));
  });
}

test('stdout before MPI_Init is buffered, after it unbuffered (PMI_Init), merged with stderr as mpiexec.mpich forwards it', async () => {
  await requireMpich();
  const src = join(POSIX, 'stdout_init.c');
  const exe = await mpichBuild(src, tmp);
  const want = await merged(['mpiexec.mpich', '-n', '1', exe]);
  assert.equal(want.status, 0, describeRun(want));
  const got = await merged([process.execPath, MPISIM_JS, 'run', src]);
  const diff = lineDiff(want.stdout, got.stdout);
  assert.ok(diff === '', `merged output differs from mpiexec.mpich's:\n${diff}`);
});

test('wordexp\'s command substitution when no process can be created: as glibc\'s with its clone failing (strace injects EAGAIN)', async (t) => {
  const strace = await run('strace', ['-V'], { timeoutMs: 10_000 }).catch(() => undefined);
  if (!strace || strace.status !== 0) { t.skip('strace is not installed'); return; }
  const src = join(POSIX, 'wordexp_noshell.c');
  const exe = await gccBuild(src, tmp);
  const want = await run('strace', ['-f', '-o', '/dev/null', '-e', 'trace=clone,clone3,vfork,fork', '-e', 'inject=clone,clone3,vfork,fork:error=EAGAIN', exe], { timeoutMs: 30_000 });
  assert.equal(want.status, 0, describeRun(want));
  const got = await runMpisimProgram(src, [], []);
  assert.equal(got.status, 0, describeRun(got));
  const diff = lineDiff(want.stdout, got.stdout);
  assert.ok(diff === '', `stdout differs from glibc's:\n${diff}`);
  assert.match(got.stderr, /mpisim: rank 0: wordexp\("echo hi"\) starts no process: a simulated process cannot create one \(WRDE_NOSPACE, errno EAGAIN\)/);
});

/** An MPI program of test/c/posix run by mpiexec.mpich -n 2 with a fresh directory of its own as argv[1] (the sources' directory stays clean). */
async function mpichWithDir(name: string, timeoutS: number): Promise<{ src: string; dir: string; want: Awaited<ReturnType<typeof runMpich>> }> {
  await requireMpich();
  const src = join(POSIX, name);
  const exe = await mpichBuild(src, tmp);
  const dir = join(tmp, name.replace(/\.c$/, ''));
  mkdirSync(dir, { recursive: true });
  return { src, dir, want: await runMpich(exe, src, 2, [dir], tmp, timeoutS) };
}

test('a FIFO between two ranks: each open waits for the other end, reads wait for writes, EOF at the close: as under mpiexec.mpich', async () => {
  const { src, dir, want } = await mpichWithDir('fifo_ranks.c', 30);
  assert.equal(want.result.status, 0, describeRun(want.result));
  const got = await runMpisimRanks(src, 2, [dir], tmp, 60, ['--allow-write', dir]);
  assert.equal(got.result.status, 0, describeRun(got.result));
  for (const k of [0, 1]) {
    const diff = lineDiff(want.out[k], got.out[k]);
    assert.ok(diff === '', `rank ${k}'s stdout differs from MPICH's:\n${diff}`);
  }
  assert.match(got.out[1], /marker there/);
});

test('two ranks opening a FIFO no one writes: mpiexec.mpich hangs, mpisim reports the deadlock at both opens', async () => {
  const { src, dir, want } = await mpichWithDir('fifo_deadlock.c', 4);
  assert.ok(want.hung, `mpiexec.mpich should hang:\n${describeRun(want.result)}`);
  const got = await runMpisimProgram(src, ['-n', '2', '--allow-write', dir], [dir]);
  assert.equal(got.status, 3, describeRun(got));
  assert.match(got.stderr, /mpisim: deadlock: no rank can make progress/);
  for (const k of [0, 1]) assert.match(got.stderr, new RegExp(`rank ${k} blocked in open\\(fd 3: a FIFO no process has opened for writing\\) at .*fifo_deadlock\\.c:${lineOf(src, 'reader-waits')}:`));
  assert.equal(got.stdout.split('\n').sort().join('\n'), (want.out[0] + want.out[1]).split('\n').sort().join('\n'));
});

test('a named semaphore nobody posts any more: mpiexec.mpich hangs, mpisim reports the deadlock at sem_wait', async () => {
  await requireMpich();
  const src = join(POSIX, 'sem_deadlock.c');
  const exe = await mpichBuild(src, tmp);
  const want = await runMpich(exe, src, 2, [], tmp, 4);
  // The killed run leaves its semaphore's file in the host's /dev/shm.
  rmSync('/dev/shm/sem.mpisim_sem_deadlock', { force: true });
  assert.ok(want.hung, `mpiexec.mpich should hang:\n${describeRun(want.result)}`);
  const got = await runMpisimProgram(src, ['-n', '2'], []);
  assert.equal(got.status, 3, describeRun(got));
  assert.match(got.stderr, /mpisim: deadlock: no rank can make progress/);
  assert.match(got.stderr, new RegExp(`rank 0 blocked in MPI_Barrier\\(.*\\) at .*sem_deadlock\\.c:${lineOf(src, 'barrier-waits')}:\\d+ waiting for rank 1`));
  assert.match(got.stderr, new RegExp(`rank 1 blocked in sem_wait\\(/mpisim_sem_deadlock: a named semaphore whose value is 0\\) at .*sem_deadlock\\.c:${lineOf(src, 'nobody-posts')}:`));
  assert.equal(got.stdout.split('\n').sort().join('\n'), (want.out[0] + want.out[1]).split('\n').sort().join('\n'));
});
