// Step back in constant time (issue 16): 2 ranks of bench/longloop.c run a loop of 3·10^7
// iterations, then a barrier. The debugger stops at the barrier (the run so far: the forward
// measure), then a stepBack goes into the loop, and another one line further back. A rewind
// restores the nearest snapshot of the world and redoes only what follows it, so its time must
// not grow with the run's length. Prints the ratio of each stepBack to the forward run.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { DebugClient } = require('@vscode/debugadapter-testsupport');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const program = join(root, 'bench/longloop.c');
const BARRIER = 12;

const dc = new DebugClient('node', join(root, 'dist/debugAdapter.js'), 'mpisim');
dc.defaultTimeout = 300000;
await dc.start();
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
async function untilStopped(request) {
  const t0 = process.hrtime.bigint();
  const stopped = dc.waitForEvent('stopped');
  await request();
  const ev = await stopped;
  return { ms: ms(t0), ev };
}
const entry = dc.waitForEvent('stopped');
await Promise.all([
  dc.waitForEvent('initialized').then(async () => {
    await dc.setBreakpointsRequest({ source: { path: program }, breakpoints: [{ line: BARRIER }] });
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
await dc.setBreakpointsRequest({ source: { path: program }, breakpoints: [{ line: BARRIER }, { line: BARRIER - 1 }] });
await untilStopped(() => dc.continueRequest({ threadId: thread }));
const rc = await untilStopped(() => dc.reverseContinueRequest({ threadId: thread }));
const rcLine = await line();
const mem = await dc.customRequest('mpisim/snapshots').then((r) => r.body, () => undefined);
await dc.stop();
console.log(`bench/longloop.c, 2 ranks, stopped at line ${at0} after the loop of 3e7 iterations:`);
console.log(`  forward run to the barrier:  ${fwd.ms.toFixed(0)} ms`);
for (const b of backs) console.log(`  stepBack -> line ${b.line}:       ${b.ms.toFixed(0)} ms   (${(b.ms / fwd.ms).toFixed(3)}x the forward run; goal < 200 ms)`);
console.log(`  reverseContinue -> line ${rcLine}:  ${rc.ms.toFixed(0)} ms   (${(rc.ms / fwd.ms).toFixed(3)}x the forward run; goal < 200 ms)`);
if (mem) console.log(`  snapshots: ${mem.count} kept, ${(mem.bytes / 2 ** 20).toFixed(1)} MiB (bound ${(mem.limit / 2 ** 20).toFixed(0)} MiB), one per ${(mem.interval / 1e6).toFixed(0)}M statements or more`);
