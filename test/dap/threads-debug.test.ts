/**
 * Debugging inside POSIX threads (issue 12: each thread a schedulable unit of its process, a
 * thread of its own in the debugger): a breakpoint in a thread function stops every rank and
 * thread and is reported on that thread; next/stepIn/stepOut move that thread; stepBack and
 * reverseContinue rewind across thread switches to states equal, request for request, to the
 * ones seen going forward; a deadlock where a thread waits on a mutex while ranks wait in MPI is
 * reported with the thread. Outputs are checked against mpiexec.mpich.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { withAdapter, launchUntilStopped, untilStopped as act, startAdapter } from '../helpers/dap';
import { requireMpich, mpichBuild, runMpich } from '../helpers/mpi';

type DC = Awaited<ReturnType<typeof startAdapter>>['dc'];

const PROG = `#include <stdio.h>
#include <pthread.h>
#include <mpi.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int total = 0;
static int bump(int v) {
  int w = v * 2; // bump-body
  return w;
}
static void *worker(void *arg) {
  long id = (long) arg;
  int mine = 0; // bp-here
  for (int i = 0; i < 3; i++) { // loop
    mine += bump((int) id + i); // call
  }
  pthread_mutex_lock(&lock);
  total += mine;
  pthread_mutex_unlock(&lock);
  return NULL;
}
int main(int argc, char **argv) {
  int rank, provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  pthread_t th[2];
  for (long i = 0; i < 2; i++) pthread_create(&th[i], NULL, worker, (void *) (i + 10 * rank));
  for (int i = 0; i < 2; i++) pthread_join(th[i], NULL);
  int sum;
  MPI_Allreduce(&total, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  printf("rank %d total %d sum %d\\n", rank, total, sum);
  MPI_Finalize();
  return 0;
}
`;
const lineOf = (text: string, mark: string): number => text.split('\n').findIndex((l) => l.includes(mark)) + 1;
const LINE = { bp: lineOf(PROG, 'bp-here'), loop: lineOf(PROG, '// loop'), call: lineOf(PROG, '// call'), bump: lineOf(PROG, 'bump-body') };

function writeProg(text: string, name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-threads-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

const nameOf = async (dc: DC, id: number): Promise<string> => (await dc.threadsRequest()).body.threads.find((t) => t.id === id)?.name ?? '';
const frames = async (dc: DC, threadId: number): Promise<string[]> => (await dc.stackTraceRequest({ threadId })).body.stackFrames.map((f) => `${f.name}:${f.line}`);

/** Everything a user sees of the paused world: every thread's name, stack and innermost locals. */
async function snapshot(dc: DC): Promise<unknown> {
  const out = [];
  for (const t of (await dc.threadsRequest()).body.threads) {
    const st = (await dc.stackTraceRequest({ threadId: t.id })).body.stackFrames;
    let locals: string[] = [];
    if (st[0]) {
      const scopes = (await dc.scopesRequest({ frameId: st[0].id })).body.scopes;
      locals = ((await dc.variablesRequest({ variablesReference: scopes[0].variablesReference })).body.variables as DebugProtocol.Variable[]).map((v) => `${v.name}=${v.value}`);
    }
    out.push({ name: t.name, stack: st.map((f) => `${f.name}:${f.line}`), locals });
  }
  return out;
}

async function mpichOutput(program: string, np: number): Promise<string[][]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-threads-mpich-'));
  const real = await runMpich(await mpichBuild(program, tmp), program, np, [], tmp, 60);
  return real.out.map((o) => o.split('\n').filter((l) => l !== ''));
}
function byRank(output: string, np: number): string[][] {
  const out: string[][] = Array.from({ length: np }, () => []);
  for (const line of output.split('\n')) {
    const m = /^\[(\d+)\] (.*)$/.exec(line);
    if (m) out[Number(m[1])].push(m[2]);
  }
  return out;
}

test('a breakpoint in a thread function stops on that thread (every rank and thread paused); next, stepIn and stepOut move that thread only', async () => {
  const program = writeProg(PROG, 'thr.c');
  await withAdapter(async ({ dc }) => {
    const stop = await launchUntilStopped(dc, { program, np: 2 }, { path: program, lines: [LINE.bp] });
    assert.equal(stop.body.reason, 'breakpoint');
    assert.equal(stop.body.allThreadsStopped, true);
    const tid = stop.body.threadId!;
    assert.match(await nameOf(dc, tid), /^rank \d · thread [12] · stopped$/, 'the stop is on the POSIX thread, not its rank');
    assert.deepEqual(await frames(dc, tid), [`worker:${LINE.bp}`]);
    const rank = Number(/^rank (\d)/.exec(await nameOf(dc, tid))![1]);
    const others = async (): Promise<unknown> => {
      const all = (await dc.threadsRequest()).body.threads.filter((t) => t.id !== tid);
      return Promise.all(all.map(async (t) => [t.name, await frames(dc, t.id)]));
    };
    const before = await others();
    const step = async (kind: 'next' | 'stepIn' | 'stepOut'): Promise<string[]> => {
      const ev = await act(dc, () => dc[`${kind}Request`]({ threadId: tid }));
      assert.equal(ev.body.reason, 'step');
      assert.equal(ev.body.threadId, tid, `${kind} stops on the thread it moved`);
      return frames(dc, tid);
    };
    assert.deepEqual(await step('next'), [`worker:${LINE.loop}`]);
    assert.deepEqual(await step('next'), [`worker:${LINE.call}`]);
    assert.deepEqual(await step('stepIn'), [`bump:${LINE.bump}`, `worker:${LINE.call}`]);
    const out = await step('stepOut');
    assert.equal(out.length, 1, 'back in worker');
    assert.match(out[0], /^worker:/);
    assert.deepEqual(await others(), before, 'no other thread or rank moved');
    // The thread's locals: its own argument (rank·10 + its index).
    const top = (await dc.stackTraceRequest({ threadId: tid })).body.stackFrames[0];
    const scopes = (await dc.scopesRequest({ frameId: top.id })).body.scopes;
    const id = ((await dc.variablesRequest({ variablesReference: scopes[0].variablesReference })).body.variables as DebugProtocol.Variable[]).find((v) => v.name === 'id');
    assert.ok(id && [10 * rank, 10 * rank + 1].includes(Number(id.value)), `id is the thread's argument (got ${id?.value})`);
    const ev = await dc.evaluateRequest({ expression: 'mine', frameId: top.id, context: 'watch' });
    assert.equal(Number(ev.body.result), 2 * Number(id!.value), 'evaluate reads the thread\'s frame: mine = bump(id)');
  });
});

test('continue stops at the breakpoint in each thread of each rank once; the output then matches MPICH', async () => {
  await requireMpich();
  const program = writeProg(PROG, 'thr.c');
  const output = await withAdapter(async ({ dc, output }) => {
    let ev = await launchUntilStopped(dc, { program, np: 2 }, { path: program, lines: [LINE.bp] });
    const hits: string[] = [];
    while (ev.body.reason === 'breakpoint') {
      hits.push((await nameOf(dc, ev.body.threadId!)).replace(/ · stopped$/, ''));
      assert.deepEqual((await frames(dc, ev.body.threadId!))[0], `worker:${LINE.bp}`);
      const next = Promise.race([dc.waitForEvent('stopped'), dc.waitForEvent('terminated')]) as Promise<DebugProtocol.StoppedEvent>;
      await dc.continueRequest({ threadId: ev.body.threadId! });
      ev = await next;
      if (ev.event === 'terminated') break;
    }
    assert.deepEqual(hits.sort(), ['rank 0 · thread 1', 'rank 0 · thread 2', 'rank 1 · thread 1', 'rank 1 · thread 2']);
    return output();
  });
  assert.deepEqual(byRank(output, 2), await mpichOutput(program, 2));
});

test('stepBack and reverseContinue across thread switches rebuild the states seen going forward', async () => {
  const program = writeProg(PROG, 'thr.c');
  await withAdapter(async ({ dc }) => {
    const first = await launchUntilStopped(dc, { program, np: 2 }, { path: program, lines: [LINE.bp] });
    const hits: { tid: number; seen: unknown }[] = [{ tid: first.body.threadId!, seen: await snapshot(dc) }];
    for (let k = 0; k < 2; k++) {
      const ev = await act(dc, () => dc.continueRequest({ threadId: hits[hits.length - 1].tid }));
      assert.equal(ev.body.reason, 'breakpoint');
      hits.push({ tid: ev.body.threadId!, seen: await snapshot(dc) });
    }
    assert.ok(new Set(hits.map((h) => h.tid)).size > 1, 'the hits are on different threads');
    // Steps on the last thread, each state kept, then undone one by one.
    const last = hits[hits.length - 1].tid;
    const steps = [hits[hits.length - 1].seen];
    for (let k = 0; k < 3; k++) {
      await act(dc, () => dc.nextRequest({ threadId: last }));
      steps.push(await snapshot(dc));
    }
    for (let k = steps.length - 2; k >= 0; k--) {
      const ev = await act(dc, () => dc.stepBackRequest({ threadId: last }));
      assert.equal(ev.body.threadId, last);
      assert.deepEqual(await snapshot(dc), steps[k], `stepped back to step ${k}`);
    }
    for (let k = hits.length - 2; k >= 0; k--) {
      const ev = await act(dc, () => dc.reverseContinueRequest({ threadId: hits[k + 1].tid }));
      assert.equal(ev.body.reason, 'breakpoint');
      assert.equal(ev.body.threadId, hits[k].tid, `hit ${k} was on thread ${hits[k].tid}`);
      assert.deepEqual(await snapshot(dc), hits[k].seen, `reversed to hit ${k}`);
    }
    // Forward again: the same hits, the same states.
    for (let k = 1; k < hits.length; k++) {
      const ev = await act(dc, () => dc.continueRequest({ threadId: hits[k - 1].tid }));
      assert.equal(ev.body.threadId, hits[k].tid);
      assert.deepEqual(await snapshot(dc), hits[k].seen, `hit ${k} again`);
    }
  });
});

const DEADLOCK = `#include <pthread.h>
#include <mpi.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *worker(void *a) { pthread_mutex_lock(&m); return a; } // thread-waits
int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, NULL, worker, NULL);
  if (rank == 1) pthread_join(t, NULL);
  else MPI_Recv(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Finalize();
  return 0;
}
`;

test('a deadlock where a thread waits on a mutex while the ranks wait is reported with the thread (MPICH hangs)', async () => {
  await requireMpich();
  const program = writeProg(DEADLOCK, 'tdl.c');
  await withAdapter(async ({ dc }) => {
    const ev = await launchUntilStopped(dc, { program, np: 2 });
    assert.equal(ev.body.reason, 'exception');
    assert.equal(ev.body.description, 'Deadlock');
    assert.match(ev.body.text ?? '', /rank 1 in pthread_join/);
    assert.match(ev.body.text ?? '', /rank 1 thread 1 in pthread_mutex_lock\(mutex 0x[0-9a-f]+ held by thread 0\)/);
    const info = (await dc.exceptionInfoRequest({ threadId: ev.body.threadId! })).body;
    assert.match(info.details?.stackTrace ?? '', new RegExp(`thread 1 blocked in pthread_mutex_lock\\(.*\\) at .*tdl\\.c:${lineOf(DEADLOCK, 'thread-waits')}`));
    const names = (await dc.threadsRequest()).body.threads.map((t) => t.name);
    assert.ok(names.includes('rank 1 · thread 1 · blocked in pthread_mutex_lock'), names.join('\n'));
  });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-threads-mpich-'));
  const real = await runMpich(await mpichBuild(program, tmp), program, 2, [], tmp, 5);
  assert.ok(real.hung, 'MPICH hangs on the same program');
});

const TLS = `#include <stdio.h>
#include <pthread.h>
#include <mpi.h>
static __thread int tv = 7;
static void *worker(void *arg) {
  tv = 100 + (int) (long) arg;
  printf("worker tv %d\\n", tv); // tls-bp
  return NULL;
}
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  tv = 3;
  pthread_t th[2];
  for (long i = 0; i < 2; i++) pthread_create(&th[i], NULL, worker, (void *) i);
  for (int i = 0; i < 2; i++) pthread_join(th[i], NULL);
  printf("main tv %d\\n", tv);
  MPI_Finalize();
  return 0;
}
`;

test('thread-local objects show the selected thread\'s values (variables, evaluate), the main thread its own; the values are those MPICH\'s run prints', async () => {
  await requireMpich();
  const program = writeProg(TLS, 'tls.c');
  const real = (await mpichOutput(program, 1))[0];
  const printed = (who: string): number[] => real.filter((l) => l.startsWith(`${who} tv `)).map((l) => Number(l.split(' ')[2]));
  const tvIn = async (dc: DC, threadId: number): Promise<{ shown: number; evaluated: number }> => {
    const top = (await dc.stackTraceRequest({ threadId })).body.stackFrames[0];
    const globals = (await dc.scopesRequest({ frameId: top.id })).body.scopes.find((s) => s.name === 'Globals')!;
    const vars = (await dc.variablesRequest({ variablesReference: globals.variablesReference })).body.variables as DebugProtocol.Variable[];
    const ev = await dc.evaluateRequest({ expression: 'tv', frameId: top.id, context: 'watch' });
    return { shown: Number(vars.find((v) => v.name === 'tv')?.value), evaluated: Number(ev.body.result) };
  };
  const seen: number[] = [];
  const output = await withAdapter(async ({ dc, output }) => {
    let ev = await launchUntilStopped(dc, { program, np: 1 }, { path: program, lines: [lineOf(TLS, 'tls-bp')] });
    while (ev.body.reason === 'breakpoint') {
      const mine = await tvIn(dc, ev.body.threadId!);
      assert.equal(mine.evaluated, mine.shown, 'evaluate and the Globals scope agree');
      seen.push(mine.shown);
      // The main thread, selected while the worker is stopped: its own value.
      const main = await tvIn(dc, 1);
      assert.deepEqual(main, { shown: printed('main')[0], evaluated: printed('main')[0] }, 'main thread\'s tv');
      // And back on the worker: reading main's did not change what the worker has.
      assert.deepEqual(await tvIn(dc, ev.body.threadId!), mine);
      const next = Promise.race([dc.waitForEvent('stopped'), dc.waitForEvent('terminated')]) as Promise<DebugProtocol.StoppedEvent>;
      await dc.continueRequest({ threadId: ev.body.threadId! });
      ev = await next;
      if (ev.event === 'terminated') break;
    }
    return output();
  });
  assert.deepEqual(seen.sort(), printed('worker').sort(), 'each worker\'s tv as it printed it');
  // The workers print in the order their threads run, which MPICH's scheduler decides.
  assert.deepEqual(byRank(output, 1)[0].sort(), [...real].sort());
});
