/**
 * Reverse execution: stepBack and reverseContinue rewind the whole world (every rank's memory
 * and position, queues, communicators, context IDs, virtual time), and going forward again
 * retraces the same run. Expectations are the adapter's own earlier answers: each state
 * reached going back must equal, request for request, the state seen at that moment going
 * forward. The program's output is checked against mpiexec.mpich.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { startAdapter, withAdapter, launch, launchUntilStopped, topLine, untilStopped as act } from '../helpers/dap';
import { requireMpich, mpichBuild, runMpich } from '../helpers/mpi';

type DC = Awaited<ReturnType<typeof startAdapter>>['dc'];

const PROG = `#include <stdio.h>
#include <mpi.h>
int twice(int x) {
  int y = x + x;
  return y;
}
int main(int argc, char **argv) {
  int rank, size, sum = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  for (int i = 0; i < 3; i++) {
    int v = twice(rank + i);
    int got = -1;
    MPI_Sendrecv(&v, 1, MPI_INT, (rank + 1) % size, i, &got, 1, MPI_INT, (rank + size - 1) % size, i, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    sum += got;
    printf("rank %d step %d got %d\\n", rank, i, got);
  }
  MPI_Comm dup;
  MPI_Comm_dup(MPI_COMM_WORLD, &dup);
  int total;
  MPI_Allreduce(&sum, &total, 1, MPI_INT, MPI_SUM, dup);
  printf("rank %d total %d time %s\\n", rank, total, MPI_Wtime() > 0 ? "positive" : "zero");
  MPI_Comm_free(&dup);
  MPI_Finalize();
  return 0;
}
`;
const LINE = { first: 8, twiceBody: 4, callTwice: 13, sendrecv: 15, sumLine: 16 };

function writeProg(text = PROG): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-reverse-'));
  const file = path.join(dir, 'rev.c');
  fs.writeFileSync(file, text);
  return file;
}

/** Everything a user can see of the paused world, as plain data. */
async function snapshot(dc: DC): Promise<unknown> {
  const threads = (await dc.threadsRequest()).body.threads;
  const ranks = [];
  for (const t of threads) {
    const frames = (await dc.stackTraceRequest({ threadId: t.id })).body.stackFrames;
    const locals: Record<string, string> = {};
    if (frames[0]) {
      const scopes = (await dc.scopesRequest({ frameId: frames[0].id })).body.scopes;
      const loc = scopes.find((s) => s.name === 'Locals');
      if (loc) for (const v of (await dc.variablesRequest({ variablesReference: loc.variablesReference })).body.variables) locals[v.name] = v.value;
    }
    ranks.push({ name: t.name, frames: frames.map((f) => `${f.name}:${f.line}`), locals });
  }
  const views: Record<string, unknown> = {};
  for (const v of ['communicators', 'contextIds', 'queues', 'processes']) views[v] = (await dc.customRequest(`mpisim/${v}`)).body;
  return { ranks, views };
}

const next = (dc: DC, threadId: number) => act(dc, () => dc.nextRequest({ threadId }));
const stepIn = (dc: DC, threadId: number) => act(dc, () => dc.stepInRequest({ threadId }));
const stepBack = (dc: DC, threadId: number) => act(dc, () => dc.stepBackRequest({ threadId }));
const reverse = (dc: DC, threadId: number) => act(dc, () => dc.customRequest('reverseContinue', { threadId }));
const cont = (dc: DC, threadId: number) => act(dc, () => dc.continueRequest({ threadId }));

test('the adapter offers step back', async () => {
  await withAdapter(async ({ dc }) => {
    const init = await dc.initializeRequest();
    assert.equal(init.body?.supportsStepBack, true);
    assert.ok(init.body?.exceptionBreakpointFilters?.some((f) => f.filter === 'unmatched'), 'unmatched-at-finalize filter');
  });
});

test('stepBack retraces next and stepIn on one rank, and rewinds the whole world across ranks', async () => {
  const program = writeProg();
  await withAdapter(async ({ dc }) => {
    await launchUntilStopped(dc, { program, np: 2, stopOnEntry: true });
    // Forward: rank 0 to the call of twice(), into it, one line on; then rank 1 a few lines.
    // (A next that returns from a function is not mirrored by one stepBack: that goes to the call's start.)
    const plan: [number, 'next' | 'in'][] = [[1, 'next'], [1, 'next'], [1, 'next'], [1, 'next'], [1, 'next'], [1, 'in'], [1, 'next'], [2, 'next'], [2, 'next'], [2, 'next']];
    const seen = [await snapshot(dc)];
    const lines: number[] = [];
    for (const [t, kind] of plan) {
      const ev = kind === 'next' ? await next(dc, t) : await stepIn(dc, t);
      assert.doesNotMatch(ev.body.text ?? '', /waits in/, 'the plan never blocks');
      lines.push((await topLine(dc, t))!);
      seen.push(await snapshot(dc));
    }
    assert.deepEqual(lines.slice(4, 7), [LINE.callTwice, LINE.twiceBody, LINE.twiceBody + 1], 'stepped into twice()');
    // Back, newest first: each stepBack of the rank that moved last restores the state before its move.
    for (let k = plan.length - 1; k >= 0; k--) {
      const ev = await stepBack(dc, plan[k][0]);
      assert.equal(ev.body.reason, 'step');
      assert.equal(ev.body.allThreadsStopped, true);
      assert.deepEqual(await snapshot(dc), seen[k], `after stepping back over step ${k} (${plan[k][1]} on thread ${plan[k][0]})`);
    }
    // At main's first statement there is nothing before.
    const ev = await stepBack(dc, 1);
    assert.match(ev.body.text ?? '', /start of the recording/);
    assert.deepEqual(await snapshot(dc), seen[0]);
    // Forward again retraces the same run.
    for (let k = 0; k < 4; k++) {
      const [t, kind] = plan[k];
      if (kind === 'next') await next(dc, t); else await stepIn(dc, t);
      assert.deepEqual(await snapshot(dc), seen[k + 1], `forward again, step ${k}`);
    }
  });
});

test('reverseContinue returns to each earlier breakpoint hit, then to the start; output is shown once and matches MPICH', async () => {
  await requireMpich();
  const program = writeProg();
  const output = await withAdapter(async ({ dc, output }) => {
    const first = await launchUntilStopped(dc, { program, np: 3 }, { path: program, lines: [LINE.sumLine] });
    assert.equal(first.body.reason, 'breakpoint');
    const hits = [await snapshot(dc)];
    const focus = [first.body.threadId!];
    for (let k = 0; k < 4; k++) {
      const ev = await cont(dc, focus[focus.length - 1]);
      assert.equal(ev.body.reason, 'breakpoint');
      focus.push(ev.body.threadId!);
      hits.push(await snapshot(dc));
    }
    for (let k = hits.length - 2; k >= 0; k--) {
      const ev = await reverse(dc, focus[k + 1]);
      assert.equal(ev.body.reason, 'breakpoint');
      assert.equal(ev.body.threadId, focus[k], `hit ${k} was on thread ${focus[k]}`);
      assert.deepEqual(await snapshot(dc), hits[k], `reversed to hit ${k}`);
    }
    const start = await reverse(dc, 1);
    assert.equal(start.body.reason, 'entry');
    for (let t = 1; t <= 3; t++) assert.equal(await topLine(dc, t), LINE.first, 'every rank at main\'s first statement');
    // Forward from the start: the same hits again.
    for (let k = 0; k < 2; k++) {
      const ev = await cont(dc, 1);
      assert.equal(ev.body.threadId, focus[k]);
      assert.deepEqual(await snapshot(dc), hits[k], `hit ${k} again`);
    }
    await dc.setBreakpointsRequest({ source: { path: program }, breakpoints: [] });
    const ended = dc.waitForEvent('terminated');
    await dc.continueRequest({ threadId: 1 });
    await ended;
    return output;
  });
  // The rewinds replayed output the user had already seen: each line arrived once.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-reverse-mpich-'));
  const exe = await mpichBuild(program, tmp);
  const real = await runMpich(exe, program, 3, [], tmp, 60);
  const byRank: string[][] = [[], [], []];
  for (const line of output().split('\n')) {
    const m = /^\[(\d+)\] (.*)$/.exec(line);
    if (m) byRank[Number(m[1])].push(m[2]);
  }
  for (let r = 0; r < 3; r++) assert.deepEqual(byRank[r], real.out[r].split('\n').filter((l) => l !== ''), `rank ${r}'s output`);
});

test('stepBack from a fault goes to the start of the faulting line; going on faults again the same way', async () => {
  const program = writeProg(PROG.replace('    sum += got;\n', '    sum += got;\n    if (rank == 1 && i == 1) { int *p = 0; *p = got; }\n'));
  await withAdapter(async ({ dc }) => {
    const ev = await launchUntilStopped(dc, { program, np: 2 });
    assert.equal(ev.body.reason, 'exception');
    assert.equal(ev.body.threadId, 2);
    const faultLine = await topLine(dc, 2);
    assert.equal(faultLine, LINE.sumLine + 1);
    const info = (await dc.exceptionInfoRequest({ threadId: 2 })).body;
    const back = await stepBack(dc, 2);
    assert.equal(back.body.reason, 'step');
    assert.equal(await topLine(dc, 2), faultLine, 'at the start of the line that faults');
    const names = (await dc.threadsRequest()).body.threads.map((t) => t.name);
    assert.doesNotMatch(names[1], /faulted/);
    const again = await cont(dc, 2);
    assert.equal(again.body.reason, 'exception');
    assert.deepEqual((await dc.exceptionInfoRequest({ threadId: 2 })).body, info);
  });
});

test('a variable set at a stop is part of the history: rewinding before it undoes it', async () => {
  const program = writeProg();
  const { dc } = await startAdapter();
  const sumOf = async () => {
    const frame = (await dc.stackTraceRequest({ threadId: 1 })).body.stackFrames[0];
    return (await dc.evaluateRequest({ expression: 'sum', frameId: frame.id, context: 'watch' })).body.result;
  };
  try {
    await launchUntilStopped(dc, { program, np: 2 }, { path: program, lines: [LINE.sumLine], condition: 'rank == 0' });
    assert.equal(await sumOf(), '0');
    await cont(dc, 1);
    const before = await sumOf();
    const frame = (await dc.stackTraceRequest({ threadId: 1 })).body.stackFrames[0];
    const locals = (await dc.scopesRequest({ frameId: frame.id })).body.scopes.find((s) => s.name === 'Locals')!;
    await dc.setVariableRequest({ variablesReference: locals.variablesReference, name: 'sum', value: '1000' });
    assert.equal(await sumOf(), '1000');
    await cont(dc, 1);
    assert.notEqual(await sumOf(), before);
    await reverse(dc, 1);
    assert.equal(await sumOf(), '1000', 'the hit after the assignment');
    await reverse(dc, 1);
    assert.equal(await sumOf(), '0', 'the first hit, before the assignment');
  } finally {
    await dc.stop();
  }
});

// Rank 0's message is never received. MPICH lets this pass silently (MPI-4.0 §11.2.2 makes it
// the user's error); mpisim reports it.
const UNMATCHED = `#include <mpi.h>
int main(int argc, char **argv) {
  int rank, x = 7;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) MPI_Send(&x, 1, MPI_INT, 1, 42, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
`;

test('the unmatched-at-finalize filter stops where a rank finalizes with a message never received', async () => {
  const program = writeProg(UNMATCHED);
  await withAdapter(async ({ dc }) => {
    const stopped = dc.waitForEvent('stopped');
    await Promise.all([
      dc.waitForEvent('initialized').then(async () => {
        await dc.setExceptionBreakpointsRequest({ filters: ['deadlock', 'unmatched'] });
        await dc.configurationDoneRequest();
      }),
      dc.launch({ program, np: 2 }),
    ]);
    const ev = (await stopped) as DebugProtocol.StoppedEvent;
    assert.equal(ev.body.reason, 'exception');
    assert.equal(ev.body.threadId, 2, 'rank 1 holds the unreceived message');
    assert.match(ev.body.text ?? '', /never received/);
    assert.match(ev.body.text ?? '', /tag 42/);
    const info = (await dc.exceptionInfoRequest({ threadId: 2 })).body;
    assert.equal(info.exceptionId, 'unmatched');
    // The message waits in rank 1's unexpected queue with the envelope of rank 0's MPI_Send.
    const q = (await dc.customRequest('mpisim/queues')).body as { ranks: { unexpected: Record<string, unknown>[] }[] };
    const m = q.ranks[1].unexpected[0];
    assert.deepEqual({ source: m.source, tag: m.tag, comm: m.comm, count: m.count, datatype: m.datatype, bytes: m.bytes },
      { source: 0, tag: 42, comm: 'MPI_COMM_WORLD', count: 1, datatype: 'MPI_INT', bytes: 4 });
    const ended = dc.waitForEvent('terminated');
    await dc.continueRequest({ threadId: 2 });
    await ended;
  });
});

test('without the filter the same program runs to its end', async () => {
  const program = writeProg(UNMATCHED);
  await withAdapter(async ({ dc }) => {
    const ended = dc.waitForEvent('terminated');
    // Neither 'unmatched' nor 'usageError' (whose unmatched-send check reports the same message).
    await Promise.all([
      dc.waitForEvent('initialized').then(async () => {
        await dc.setExceptionBreakpointsRequest({ filters: ['deadlock'] });
        await dc.configurationDoneRequest();
      }),
      dc.launch({ program, np: 2 }),
    ]);
    await ended;
  });
});
