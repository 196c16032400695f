/**
 * POSIX threads in the debugger (an OpenMP team's too): each thread of a rank is a DAP thread of its own, named
 * `rank R · thread T` (issue 12), with its own stack (the thread's start routine at the bottom)
 * and its frames' locals. The program is test/mpi/threads_sync.c, whose output is checked
 * against mpiexec.mpich in test/differential/mpi-mpich.test.ts; the stop is at its own line.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { ROOT, startAdapter, launchUntilStopped } from '../helpers/dap';

const PROGRAM = path.join(ROOT, 'test', 'mpi', 'threads_sync.c');
const READY_LINE = fs.readFileSync(PROGRAM, 'utf8').split('\n').findIndex((l) => l.includes('ready = 1;')) + 1;

test('each POSIX thread is a debugger thread named rank R · thread T, with its own stack and locals', async () => {
  const { dc } = await startAdapter();
  try {
    assert.ok(READY_LINE > 0);
    const stop = await launchUntilStopped(dc, { program: PROGRAM, np: 2 }, { path: PROGRAM, lines: [READY_LINE] });
    assert.equal(stop.body.reason, 'breakpoint');
    const threads = (await dc.threadsRequest()).body.threads;
    const rank = stop.body.threadId! - 1;
    const mine = threads.filter((t) => t.name.startsWith(`rank ${rank} · thread `));
    assert.deepEqual(mine.map((t) => t.name.replace(/ · [^·]*$/, '')), [1, 2, 3, 4].map((t) => `rank ${rank} · thread ${t}`));
    assert.ok(threads.some((t) => t.id === rank + 1), 'the rank itself (its main thread) stays a thread');
    for (const [k, t] of mine.entries()) {
      const frames = (await dc.stackTraceRequest({ threadId: t.id })).body.stackFrames;
      assert.equal(frames[frames.length - 1].name, 'worker', `thread ${k + 1} starts in worker`);
      const scopes = (await dc.scopesRequest({ frameId: frames[frames.length - 1].id })).body.scopes;
      const locals = (await dc.variablesRequest({ variablesReference: scopes[0].variablesReference })).body.variables as DebugProtocol.Variable[];
      // The main thread reached the breakpoint within its first slice: the threads have not run yet.
      assert.equal(locals.find((v) => v.name === 'arg')?.value, `0x${k}`, `thread ${k + 1} was given ${k}`);
    }
    const main = (await dc.stackTraceRequest({ threadId: rank + 1 })).body.stackFrames;
    assert.equal(main[0].line, READY_LINE);
    assert.equal(main[0].name, 'main');
  } finally {
    await dc.stop();
  }
});

const TEAMS = path.join(ROOT, 'test', 'openmp', 'teams.c');
const REGION_LINE = fs.readFileSync(TEAMS, 'utf8').split('\n').findIndex((l) => l.includes('ids[me] = 100')) + 1;

test('an OpenMP team\'s threads are debugger threads too, each in the outlined region main._omp_fn.0', async () => {
  const { dc } = await startAdapter();
  try {
    assert.ok(REGION_LINE > 0);
    const stop = await launchUntilStopped(dc, { program: TEAMS, openmp: true, ompNumThreads: 3 }, { path: TEAMS, lines: [REGION_LINE] });
    assert.equal(stop.body.reason, 'breakpoint');
    const threads = (await dc.threadsRequest()).body.threads;
    const members = threads.filter((t) => t.name.startsWith('rank 0 · thread '));
    assert.deepEqual(members.map((t) => t.name.replace(/ · [^·]*$/, '')), ['rank 0 · thread 1', 'rank 0 · thread 2']);
    // Each member stops at the region's line in its turn, in the outlined function.
    const stopped = [stop.body.threadId!];
    for (let k = 0; ; k++) {
      const id = stopped[k];
      const frames = (await dc.stackTraceRequest({ threadId: id })).body.stackFrames;
      assert.equal(frames[0].line, REGION_LINE);
      assert.ok(frames.some((f) => f.name === 'main._omp_fn.0'), `thread ${id}: ${frames.map((f) => f.name).join(' < ')}`);
      if (k === 2) break;
      const next = dc.waitForEvent('stopped');
      await dc.continueRequest({ threadId: id });
      stopped.push(((await next) as DebugProtocol.StoppedEvent).body.threadId!);
    }
    assert.deepEqual(new Set(stopped), new Set([1, ...members.map((t) => t.id)]), `stops: ${stopped}`);
  } finally {
    await dc.stop();
  }
});
