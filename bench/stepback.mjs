// Step back in constant time (issue 16): 2 ranks of bench/longloop.c run a loop of 3·10^7
// iterations, then a barrier. The debugger stops at the barrier (the run so far: the forward
// measure), then a stepBack goes into the loop, and another one line further back. A rewind
// restores the nearest snapshot of the world and redoes only what follows it, so its time must
// not grow with the run's length. Prints the ratio of each stepBack to the forward run. Then the
// same with the loop in a POSIX thread (bench/longloop-threads.c), stopped in that thread.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { DebugClient } = require('@vscode/debugadapter-testsupport');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;

/** Stops at `stopAt` (a line found by its text) after the loop, then steps back into it. */
async function measure(program, stopAt, what) {
  const stop = readFileSync(program, 'utf8').split('\n').findIndex((l) => l.includes(stopAt)) + 1;
  const dc = new DebugClient('node', join(root, 'dist/debugAdapter.js'), 'mpisim');
  dc.defaultTimeout = 300000;
  await dc.start();
  const untilStopped = async (request) => {
    const t0 = process.hrtime.bigint();
    const stopped = dc.waitForEvent('stopped');
    await request();
    const ev = await stopped;
    return { ms: ms(t0), ev };
  };
  const entry = dc.waitForEvent('stopped');
  await Promise.all([
    dc.waitForEvent('initialized').then(async () => {
      await dc.setBreakpointsRequest({ source: { path: program }, breakpoints: [{ line: stop }] });
      await dc.configurationDoneRequest();
    }),
    dc.launch({ program, np: 2, stopOnEntry: true, cwd: root }),
  ]);
  await entry;
  const fwd = await untilStopped(() => dc.continueRequest({ threadId: 1 }));
  const thread = fwd.ev.body.threadId;
  const line = async () => (await dc.stackTraceRequest({ threadId: thread })).body.stackFrames[0].line;
  const at0 = await line();
  const backs = [];
  for (let k = 0; k < 3; k++) {
    const b = await untilStopped(() => dc.stepBackRequest({ threadId: thread }));
    backs.push({ ms: b.ms, line: await line() });
  }
  // reverseContinue to a breakpoint inside the loop: its latest hit (the loop's last iteration).
  await dc.setBreakpointsRequest({ source: { path: program }, breakpoints: [{ line: stop }, { line: stop - 1 }] });
  await untilStopped(() => dc.continueRequest({ threadId: thread }));
  const rc = await untilStopped(() => dc.reverseContinueRequest({ threadId: thread }));
  const rcLine = await line();
  const mem = await dc.customRequest('mpisim/snapshots').then((r) => r.body, () => undefined);
  await dc.stop();
  console.log(`bench/${program.split('/').pop()}, 2 ranks, stopped at line ${at0} ${what}:`);
  console.log(`  forward run to line ${stop}:  ${fwd.ms.toFixed(0)} ms`);
  for (const b of backs) console.log(`  stepBack -> line ${b.line}:       ${b.ms.toFixed(0)} ms   (${(b.ms / fwd.ms).toFixed(3)}x the forward run; goal < 200 ms)`);
  console.log(`  reverseContinue -> line ${rcLine}:  ${rc.ms.toFixed(0)} ms   (${(rc.ms / fwd.ms).toFixed(3)}x the forward run; goal < 200 ms)`);
  if (mem) console.log(`  snapshots: ${mem.count} kept, ${(mem.bytes / 2 ** 20).toFixed(1)} MiB (bound ${(mem.limit / 2 ** 20).toFixed(0)} MiB), one per ${(mem.interval / 1e6).toFixed(2)}M statements or more`);
}

await measure(join(root, 'bench/longloop.c'), 'MPI_Barrier', 'after the loop of 3e7 iterations');
await measure(join(root, 'bench/longloop-threads.c'), 'return arg;', 'in its POSIX thread, after the loop of 3e7 iterations');
