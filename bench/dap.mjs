// Debugger responsiveness with many ranks (issue 4's measurement, not a test): with 1024 ranks
// of examples/ring.c, the time from a `next` request to its stopped event, and from there to
// threads + stackTrace + scopes of the focused rank. Goal: under 100 ms each. Also the time of
// a stepBack (the world is rebuilt by redoing the journal), next to the time of the run so far.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { DebugClient } = require('@vscode/debugadapter-testsupport');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const np = Number(process.env.BENCH_NP ?? 1024);

const dc = new DebugClient('node', join(root, 'dist/debugAdapter.js'), 'mpisim');
dc.defaultTimeout = 120000;
await dc.start();
const tLaunch = process.hrtime.bigint();
const entry = dc.waitForEvent('stopped');
await Promise.all([
  dc.waitForEvent('initialized').then(() => dc.configurationDoneRequest()),
  dc.launch({ program: 'examples/ring.c', np, stopOnEntry: true, cwd: root }),
]);
await entry;
const launchMs = Number(process.hrtime.bigint() - tLaunch) / 1e6;
const thread = Math.floor(np / 2) + 1;
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
/** Milliseconds from a request to the stopped event it leads to. */
async function untilStopped(request) {
  const t0 = process.hrtime.bigint();
  const stopped = dc.waitForEvent('stopped');
  await request();
  await stopped;
  return ms(t0);
}
const steps = [], inspects = [];
for (let k = 0; k < 5; k++) {
  steps.push(await untilStopped(() => dc.nextRequest({ threadId: thread })));
  const t1 = process.hrtime.bigint();
  await dc.threadsRequest();
  const st = await dc.stackTraceRequest({ threadId: thread });
  await dc.scopesRequest({ frameId: st.body.stackFrames[0].id });
  inspects.push(ms(t1));
}
const backs = [];
for (let k = 0; k < 3; k++) backs.push(await untilStopped(() => dc.stepBackRequest({ threadId: thread })));
await dc.stop();
const fmt = (a) => `median ${a.sort((x, y) => x - y)[Math.floor(a.length / 2)].toFixed(1)} ms (max ${Math.max(...a).toFixed(1)})`;
console.log(`${np} ranks, examples/ring.c:`);
console.log(`  next -> stopped event:               ${fmt(steps)}   (goal < 100 ms)`);
console.log(`  threads + stackTrace + scopes:       ${fmt(inspects)}   (goal < 100 ms)`);
console.log(`  stepBack -> stopped event:           ${fmt(backs)}   (launch to entry took ${launchMs.toFixed(0)} ms: a rewind redoes the run twice)`);
