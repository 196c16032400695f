/**
 * Issue 14's limits in a debug session: under `timeout` and `memory` (the launch attributes of
 * --timeout and --memory), a faulty program ends or stops with a message, and the adapter keeps
 * answering requests. The expected words are those `mpisim run` prints (compared with gcc,
 * MPICH and Hydra in ./limits.test.ts).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { withAdapter, startAdapter, launch, launchUntilStopped } from '../helpers/dap';
import { run, describeRun } from '../helpers/proc';
import { slowCompileSource } from '../helpers/cprog';

let dir = '';
before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-dap-limits-'));
  fs.writeFileSync(path.join(dir, 'spin.c'), '#include <mpi.h>\nint main(int argc, char **argv) {\n  MPI_Init(&argc, &argv);\n  volatile int x = 1;\n  while (x) { }\n  MPI_Finalize();\n  return 0;\n}\n');
  fs.writeFileSync(path.join(dir, 'hog.c'), '#include <stdio.h>\n#include <stdlib.h>\nint main(void) {\n  unsigned long n = 0;\n  while (malloc(1 << 20)) n++;\n  printf("NULL after %lu MiB\\n", n);\n  return 0;\n}\n');
  fs.writeFileSync(path.join(dir, 'deep.c'), 'int f(int x) { return f(x + 1) + 1; }\nint main(void) { return f(0); }\n');
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

test('timeout: the session ends with Hydra\'s words and where each rank was, status 255', async () => {
  await withAdapter(async (s) => {
    const ended = s.dc.waitForEvent('exited', 60_000);
    await launch(s.dc, { program: path.join(dir, 'spin.c'), np: 2, timeout: 2, cwd: dir });
    const exited = (await ended) as DebugProtocol.ExitedEvent;
    assert.equal(exited.body.exitCode, 255);
    const console = s.events.filter((e) => e.body.category === 'console').map((e) => e.body.output).join('');
    assert.match(console, /APPLICATION TIMED OUT, TIMEOUT = 2s/);
    assert.match(console, /rank 1 running at spin\.c:5:/);
    // Still answering.
    const threads = await s.dc.threadsRequest();
    assert.ok(Array.isArray(threads.body.threads));
  });
});

test('MPIEXEC_TIMEOUT in the adapter\'s environment is the timeout of a launch that sets none, as for mpiexec', async () => {
  process.env.MPIEXEC_TIMEOUT = '2';
  try {
    await withAdapter(async (s) => {
      const ended = s.dc.waitForEvent('exited', 60_000);
      await launch(s.dc, { program: path.join(dir, 'spin.c'), np: 2, cwd: dir });
      assert.equal(((await ended) as DebugProtocol.ExitedEvent).body.exitCode, 255);
      assert.match(s.events.filter((e) => e.body.category === 'console').map((e) => e.body.output).join(''), /APPLICATION TIMED OUT, TIMEOUT = 2s/);
    });
  } finally {
    delete process.env.MPIEXEC_TIMEOUT;
  }
});

test('memory: malloc returns NULL at the limit and the program goes on', async () => {
  await withAdapter(async (s) => {
    const ended = s.dc.waitForEvent('exited', 60_000);
    await launch(s.dc, { program: path.join(dir, 'hog.c'), np: 1, memory: '16m', cwd: dir });
    const exited = (await ended) as DebugProtocol.ExitedEvent;
    assert.equal(exited.body.exitCode, 0);
    assert.match(s.output(), /^(\[0\] )?NULL after 1[0-5] MiB\n$/);
  });
});

test('a recursion without end stops on a stack overflow; the adapter answers, and the run ends with 139', async () => {
  await withAdapter(async (s) => {
    const stop = await launchUntilStopped(s.dc, { program: path.join(dir, 'deep.c'), np: 1, timeout: 60, memory: 256 * 1024 * 1024, cwd: dir });
    assert.equal(stop.body.reason, 'exception');
    const info = await s.dc.exceptionInfoRequest({ threadId: stop.body.threadId! });
    assert.match(info.body.description ?? '', /stack overflow/);
    const frames = await s.dc.stackTraceRequest({ threadId: stop.body.threadId!, levels: 5 });
    assert.equal(frames.body.stackFrames[0].name, 'f');
    const ended = s.dc.waitForEvent('exited', 60_000);
    await s.dc.continueRequest({ threadId: stop.body.threadId! });
    assert.equal(((await ended) as DebugProtocol.ExitedEvent).body.exitCode, 139);
  });
});

// The adapter's process runs the session on a thread of its own (src/adapter/host.ts). Compiling
// is bounded as `mpisim run --timeout` bounds it (./limits.test.ts: the same macro nesting and
// words), a stop while compiling is answered at once, and the session gets the command's stack.
// The first two expectations are mpisim's own contract, typed here: no real tool bounds compiling
// (Hydra's MPIEXEC_TIMEOUT does not cover mpicc) or debugs a compile; the third comes from gcc.

test('timeout bounds compiling: the launch fails with what was still compiling, and the session ends', async () => {
  fs.writeFileSync(path.join(dir, 'slowcc.c'), slowCompileSource());
  await withAdapter(async (s) => {
    const terminated = s.dc.waitForEvent('terminated', 90_000);
    const t0 = Date.now();
    await assert.rejects(launch(s.dc, { program: path.join(dir, 'slowcc.c'), np: 1, timeout: 1, cwd: dir }), /APPLICATION TIMED OUT, TIMEOUT = 1s/);
    await terminated;
    // Never sooner than the floor that keeps mpisim's own first compile out of the program's time.
    assert.ok(Date.now() - t0 >= 10_000, `ended after ${Date.now() - t0} ms`);
    const err = s.events.filter((e) => e.body.category === 'stderr').map((e) => e.body.output).join('');
    assert.match(err, /APPLICATION TIMED OUT, TIMEOUT = 1s\nmpisim: slowcc\.c was still compiling/);
  });
});

test('a stop while compiling is answered at once, and ends the session', async () => {
  fs.writeFileSync(path.join(dir, 'slowcc.c'), slowCompileSource());
  const s = await startAdapter();
  try {
    const terminated = s.dc.waitForEvent('terminated', 30_000);
    const launched = launch(s.dc, { program: path.join(dir, 'slowcc.c'), np: 1, cwd: dir }).then(() => 'launched', (e: Error) => e.message);
    await new Promise((r) => setTimeout(r, 3000));
    const t0 = Date.now();
    await s.dc.disconnectRequest({});
    assert.ok(Date.now() - t0 < 5000, `disconnect answered after ${Date.now() - t0} ms`);
    await terminated;
    assert.match(await launched, /stopped while compiling/);
  } finally {
    await s.dc.stop();
  }
});

test('a program nested deeper than Node\'s default stack lets the front end follow compiles and runs in a session as with gcc', async () => {
  // 5,000 nested struct definitions: the CLI on a plain node's main thread refuses it (its stack).
  const n = 5000;
  const src = `#include <stdio.h>\n${Array.from({ length: n }, (_, i) => `struct s${i} { int v${i}; `).join('')}${Array.from({ length: n - 1 }, (_, i) => `} m${n - 1 - i}; `).join('')}};\nint main(void) { struct s0 x; x.v0 = 4; printf("%d %zu\\n", x.v0, sizeof x); return 0; }\n`;
  const file = path.join(dir, 'nest.c');
  fs.writeFileSync(file, src);
  const b = await run('gcc', ['-w', '-O0', '-o', path.join(dir, 'nest'), file], { cwd: dir, timeoutMs: 120_000 });
  assert.equal(b.status, 0, describeRun(b));
  const g = await run(path.join(dir, 'nest'), [], { cwd: dir });
  await withAdapter(async (s) => {
    const ended = s.dc.waitForEvent('exited', 120_000);
    await launch(s.dc, { program: file, np: 1, cwd: dir });
    assert.equal(((await ended) as DebugProtocol.ExitedEvent).body.exitCode, g.status);
    assert.equal(s.output().replace(/^\[0\] /gm, ''), g.stdout);
  });
});
