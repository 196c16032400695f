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
import { withAdapter, launch, launchUntilStopped } from '../helpers/dap';

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
