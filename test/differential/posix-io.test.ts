/**
 * POSIX I/O between the flows of a process, against gcc + glibc and mpiexec.mpich: what the
 * program sees, and where a real process would hang for ever, that mpisim reports the deadlock
 * (the native run is given a few seconds and must still be running).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { C_DIR, gccBuild, makeTmpDir, removeTmpDir, requireGcc, runMpisimProgram, runNative } from '../helpers/cprog';
import { describeRun } from '../helpers/proc';

const POSIX = join(C_DIR, 'posix');
let tmp = '';
before(async () => {
  await requireGcc();
  tmp = makeTmpDir('posix-io');
});
after(() => {
  if (tmp) removeTmpDir(tmp);
});

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
