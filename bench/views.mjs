// The MPI views with many ranks (issue 5's measurement, not a test): with 1024 ranks of
// examples/ring.c stopped where rank 0 has its token back, the custom requests one stop costs
// the views (mpisim/status for the rank rows, one rank's detail when it is expanded) against
// fetching every rank at once, and the timeline. Goal: the views' requests under 100 ms.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { DebugClient } = require('@vscode/debugadapter-testsupport');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const np = Number(process.env.BENCH_NP ?? 1024);
const ring = join(root, 'examples/ring.c');
const line = readFileSync(ring, 'utf8').split('\n').findIndex((l) => l.includes('printf("rank 0 got token')) + 1;

const dc = new DebugClient('node', join(root, 'dist/debugAdapter.js'), 'mpisim');
dc.defaultTimeout = 120000;
await dc.start();
const stop = dc.waitForEvent('stopped');
await Promise.all([
  dc.waitForEvent('initialized').then(async () => {
    await dc.setBreakpointsRequest({ source: { path: ring }, breakpoints: [{ line }] });
    await dc.configurationDoneRequest();
  }),
  dc.launch({ program: 'examples/ring.c', np, cwd: root }),
]);
await stop;
const time = async (command, args) => {
  const runs = [];
  let bytes = 0;
  for (let k = 0; k < 5; k++) {
    const t0 = process.hrtime.bigint();
    const r = await dc.customRequest(command, args);
    runs.push(Number(process.hrtime.bigint() - t0) / 1e6);
    bytes = JSON.stringify(r.body).length;
  }
  return { ms: runs.sort((a, b) => a - b)[2], bytes };
};
const rows = [
  ['status (rank rows)', await time('mpisim/status')],
  ['communicators of one rank', await time('mpisim/communicators', { rank: np - 1 })],
  ['communicators of all ranks', await time('mpisim/communicators')],
  ['queues of one rank', await time('mpisim/queues', { rank: np - 1 })],
  ['queues of all ranks', await time('mpisim/queues')],
  ['timeline', await time('mpisim/timeline')],
];
await dc.stop();
console.log(`${np} ranks, examples/ring.c, stopped after the ring:`);
for (const [name, r] of rows) console.log(`  ${name.padEnd(28)} ${r.ms.toFixed(1).padStart(7)} ms  ${(r.bytes / 1024).toFixed(0).padStart(6)} KiB`);
const all = rows[2][1], one = rows[1][1];
console.log(`  one rank / all ranks (communicators): time ${(one.ms / all.ms).toFixed(3)}, data ${(one.bytes / all.bytes).toFixed(4)}   (status + one rank goal < 100 ms: ${(rows[0][1].ms + one.ms).toFixed(1)} ms)`);
