/**
 * Stepping one rank into MPI, function breakpoints, step in/out, and faults as exceptions.
 * Expected stop lines are the test programs' own source lines (written next to each program
 * below); there is no real tool that reports a DAP stepping sequence to compare against.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { startAdapter, withAdapter, launch, launchUntilStopped, topLine } from '../helpers/dap';

type DC = Awaited<ReturnType<typeof startAdapter>>['dc'];
async function step(dc: DC, threadId: number, kind: 'next' | 'stepIn' | 'stepOut'): Promise<DebugProtocol.StoppedEvent> {
  const ev = dc.waitForEvent('stopped');
  if (kind === 'next') await dc.nextRequest({ threadId });
  else if (kind === 'stepIn') await dc.stepInRequest({ threadId });
  else await dc.stepOutRequest({ threadId });
  return (await ev) as DebugProtocol.StoppedEvent;
}

test('a step that blocks in MPI ends there and says what the rank waits for', async () => {
  await withAdapter(async ({ dc }) => {
    await launchUntilStopped(dc, { program: 'examples/ring.c', np: 2, stopOnEntry: true });
    const lines: (number | undefined)[] = [];
    let last: DebugProtocol.StoppedEvent | undefined;
    for (let k = 0; k < 5; k++) {
      last = await step(dc, 2, 'next');
      assert.equal(last.body.threadId, 2);
      lines.push(await topLine(dc, 2));
    }
    assert.deepEqual(lines, [10, 11, 13, 19, 19]);
    assert.equal(last!.body.reason, 'step');
    assert.match(last!.body.text ?? '', /rank 1 waits in MPI_Recv\(/);
    assert.equal(await topLine(dc, 1), 9, 'rank 0 stayed at MPI_Init');
    const names = (await dc.threadsRequest()).body.threads.map((t) => t.name);
    assert.match(names[1], /^rank 1 · blocked in MPI_Recv\(/);
    assert.match(names[0], /^rank 0 · /);
  });
});

const PROG = `#include <stdio.h>
#include <mpi.h>
int sq(int x) {
  int y = x * x;
  return y;
}
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int v = sq(rank + 1);
  printf("%d\\n", v);
  if (rank == 1) { int *p = 0; *p = v; }
  MPI_Finalize();
  return 0;
}
`;

test('function breakpoints, step in/out, and a fault stops with an exception on its rank', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-dap-'));
  fs.writeFileSync(path.join(dir, 'f.c'), PROG);
  const { dc, output } = await startAdapter();
  try {
    const hit = dc.waitForEvent('stopped');
    await Promise.all([
      dc.waitForEvent('initialized').then(async () => {
        const r = await dc.setFunctionBreakpointsRequest({ breakpoints: [{ name: 'sq', condition: 'x == 2' }, { name: 'nosuch' }] });
        assert.equal(r.body.breakpoints[0].verified, true);
        assert.equal(r.body.breakpoints[1].verified, false);
        await dc.configurationDoneRequest();
      }),
      dc.launch({ program: 'f.c', cwd: dir, np: 2 }),
    ]);
    const e = (await hit) as DebugProtocol.StoppedEvent;
    assert.equal(e.body.reason, 'function breakpoint');
    assert.equal(e.body.threadId, 2);
    const st = await dc.stackTraceRequest({ threadId: 2 });
    assert.deepEqual(st.body.stackFrames.map((f) => `${f.name}:${f.line}`), ['sq:4', 'main:11']);
    // Variables of the caller's frame.
    const sc = (await dc.scopesRequest({ frameId: st.body.stackFrames[1].id })).body.scopes;
    const vars = (await dc.variablesRequest({ variablesReference: sc[0].variablesReference })).body.variables;
    assert.equal(vars.find((v) => v.name === 'rank')?.value, '1');

    await dc.setFunctionBreakpointsRequest({ breakpoints: [] });
    const out = await step(dc, 2, 'stepOut');
    assert.equal(out.body.reason, 'step');
    // Statement granularity: stepping out stops at the caller's next statement.
    assert.equal(await topLine(dc, 2), 12);
    assert.deepEqual((await dc.stackTraceRequest({ threadId: 2 })).body.stackFrames.map((f) => f.name), ['main']);
    await step(dc, 2, 'next');
    assert.equal(await topLine(dc, 2), 13);

    const fault = dc.waitForEvent('stopped');
    await dc.continueRequest({ threadId: 2 });
    const f = (await fault) as DebugProtocol.StoppedEvent;
    assert.equal(f.body.reason, 'exception');
    assert.equal(f.body.threadId, 2);
    assert.match(f.body.text ?? '', /null pointer/);
    const info = await dc.exceptionInfoRequest({ threadId: 2 });
    assert.equal(info.body.exceptionId, 'fault');
    const terminated = dc.waitForEvent('terminated');
    await dc.continueRequest({ threadId: 2 });
    await terminated;
    assert.match(output(), /^\[0\] 1$/m);
  } finally {
    await dc.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('step in enters a user function', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-dap-'));
  fs.writeFileSync(path.join(dir, 'f.c'), PROG);
  const { dc } = await startAdapter();
  try {
    await launchUntilStopped(dc, { program: 'f.c', cwd: dir, np: 1 }, { path: path.join(dir, 'f.c'), lines: [11] });
    const e = await step(dc, 1, 'stepIn');
    assert.equal(e.body.reason, 'step');
    const st = await dc.stackTraceRequest({ threadId: 1 });
    assert.deepEqual(st.body.stackFrames.map((f) => `${f.name}:${f.line}`), ['sq:4', 'main:11']);
  } finally {
    await dc.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('pause stops a running program with every rank paused', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-dap-'));
  fs.writeFileSync(path.join(dir, 'spin.c'), '#include <mpi.h>\nint main(int argc, char **argv) {\n  volatile long n = 0;\n  MPI_Init(&argc, &argv);\n  for (;;)\n    n++;\n  return 0;\n}\n');
  const { dc } = await startAdapter();
  try {
    await launch(dc, { program: 'spin.c', cwd: dir, np: 2 });
    const paused = dc.waitForEvent('stopped');
    await new Promise((r) => setTimeout(r, 200));
    await dc.pauseRequest({ threadId: 1 });
    const e = (await paused) as DebugProtocol.StoppedEvent;
    assert.equal(e.body.reason, 'pause');
    assert.equal(e.body.allThreadsStopped, true);
    assert.ok([5, 6].includes((await topLine(dc, 1))!));
    const ev = await dc.evaluateRequest({ expression: 'n > 0', frameId: (await dc.stackTraceRequest({ threadId: 1 })).body.stackFrames[0].id, context: 'watch' });
    assert.equal(ev.body.result, '1');
  } finally {
    await dc.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
