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
/** An adapter with `np` ranks of `example` stopped at the first hit of the line holding `text`. */
async function stoppedAt(example, text) {
  const file = join(root, 'examples', example);
  const line = readFileSync(file, 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;
  const client = new DebugClient('node', join(root, 'dist/debugAdapter.js'), 'mpisim');
  client.defaultTimeout = 120000;
  await client.start();
  const stop = client.waitForEvent('stopped');
  await Promise.all([
    client.waitForEvent('initialized').then(async () => {
      await client.setBreakpointsRequest({ source: { path: file }, breakpoints: [{ line }] });
      await client.configurationDoneRequest();
    }),
    client.launch({ program: `examples/${example}`, np, cwd: root }),
  ]);
  return { client, hit: await stop };
}

const { client: dc } = await stoppedAt('ring.c', 'printf("rank 0 got token');
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

// Parallel stacks and cross-rank comparison (issue 17): 1024 ranks of examples/jacobi.c stopped
// when the first rank reaches relax(), the others spread over the halo exchange. The peer is what
// the same picture costs through plain DAP: threads plus one stackTrace per rank (what a Call
// Stack of every rank needs), and one evaluate per rank.
{
  const { client: jc, hit } = await stoppedAt('jacobi.c', 'ldiff = relax(a, next);');
  const timeIt = async (f) => {
    const runs = [];
    let out;
    for (let k = 0; k < 5; k++) {
      const t0 = process.hrtime.bigint();
      out = await f();
      runs.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    return { ms: runs.sort((a, b) => a - b)[2], out };
  };
  const ps = await timeIt(() => jc.customRequest('mpisim/parallelStacks'));
  const cmpIter = await timeIt(() => jc.customRequest('mpisim/compare', { expression: 'iter' }));
  const cmpA = await timeIt(() => jc.customRequest('mpisim/compare', { expression: 'a[1]' }));
  const stacks = await timeIt(async () => {
    const { body } = await jc.threadsRequest();
    await Promise.all(body.threads.map((t) => jc.stackTraceRequest({ threadId: t.id })));
  });
  const evals = await timeIt(async () => {
    const { body } = await jc.threadsRequest();
    await Promise.all(body.threads.map((t) => jc.evaluateRequest({ expression: `@${t.id - 1} iter`, context: 'watch' }).catch(() => undefined)));
  });
  await jc.stop();
  const groups = [];
  const walk = (g, depth) => { groups.push(`${'  '.repeat(depth)}${g.ranks.length} ranks in ${g.name}${g.at ? ` @ ${g.at}` : ''}`); g.children.forEach((c) => walk(c, depth + 1)); };
  ps.out.body.groups.forEach((g) => walk(g, 2));
  console.log(`${np} ranks, examples/jacobi.c, stopped when rank ${hit.body.threadId - 1} reached relax():`);
  console.log(groups.slice(0, 12).join('\n') + (groups.length > 12 ? `\n    … ${groups.length - 12} more groups` : ''));
  console.log(`  parallel stacks              ${ps.ms.toFixed(1).padStart(7)} ms   (threads + ${np} stackTrace: ${stacks.ms.toFixed(1)} ms, ratio ${(ps.ms / stacks.ms).toFixed(3)})   goal < 100 ms: ${ps.ms < 100 ? 'met' : 'MISSED'}`);
  console.log(`  compare iter                 ${cmpIter.ms.toFixed(1).padStart(7)} ms   (${cmpIter.out.body.groups.length} distinct values; ${np} evaluate requests: ${evals.ms.toFixed(1)} ms, ratio ${(cmpIter.ms / evals.ms).toFixed(3)})   goal < 100 ms: ${cmpIter.ms < 100 ? 'met' : 'MISSED'}`);
  console.log(`  compare a[1]                 ${cmpA.ms.toFixed(1).padStart(7)} ms   (${cmpA.out.body.groups.length} distinct values)   goal < 100 ms: ${cmpA.ms < 100 ? 'met' : 'MISSED'}`);
}
