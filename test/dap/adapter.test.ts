/**
 * The debug adapter driven over stdio by a DAP client: ranks as threads, breakpoints that
 * pause every rank, single-rank stepping, inspection, compile errors and deadlocks.
 * Program output is compared with `mpisim run` (checked against mpiexec.mpich in test/differential/);
 * stop lines and reasons are the example programs' own source lines, which no external tool reports.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { ROOT, startAdapter, withAdapter, launchUntilStopped, topLine } from '../helpers/dap';

const RING = path.join(ROOT, 'examples', 'ring.c');
const DEADLOCK = path.join(ROOT, 'examples', 'deadlock.c');
const RING_PRINTF = 20; // printf("rank %d got token ...") in the else branch
const RING_TOKENPP = 21;

function cliOutput(np: number, file: string): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'bin', 'mpisim.js'), 'run', '-n', String(np), file], { cwd: ROOT, encoding: 'utf8' });
}
const unlabel = (s: string): string[] => s.split('\n').filter(Boolean).map((l) => l.replace(/^\[\d+\] /, '')).sort();

test('ring: entry, threads, breakpoint, inspection, single-rank step, run to the end', async () => {
  await withAdapter(async ({ dc, output }) => {
    const e0 = await launchUntilStopped(dc, { program: 'examples/ring.c', np: 4, stopOnEntry: true });
    assert.equal(e0.body.reason, 'entry');
    assert.equal(e0.body.allThreadsStopped, true);

    const threads = (await dc.threadsRequest()).body.threads;
    assert.deepEqual(threads.map((t) => t.id), [1, 2, 3, 4]);
    threads.forEach((t, k) => assert.match(t.name, new RegExp(`^rank ${k} · `)));

    const bps = await dc.setBreakpointsRequest({ source: { path: RING }, breakpoints: [{ line: RING_PRINTF }, { line: 12 }] });
    assert.equal(bps.body.breakpoints[0].verified, true);
    assert.equal(bps.body.breakpoints[0].line, RING_PRINTF);
    assert.equal(bps.body.breakpoints[1].line, 13, 'a breakpoint on a blank line moves to the next statement');
    await dc.setBreakpointsRequest({ source: { path: RING }, breakpoints: [{ line: RING_PRINTF }] });

    const hit = dc.waitForEvent('stopped');
    await dc.continueRequest({ threadId: 1 });
    const e1 = (await hit) as DebugProtocol.StoppedEvent;
    assert.equal(e1.body.reason, 'breakpoint');
    assert.equal(e1.body.allThreadsStopped, true);
    const tid = e1.body.threadId!;
    const rank = tid - 1;
    assert.ok(rank >= 1, 'the printf of the else branch runs on ranks 1..3');

    const st = await dc.stackTraceRequest({ threadId: tid });
    assert.equal(st.body.stackFrames[0].name, 'main');
    assert.equal(st.body.stackFrames[0].line, RING_PRINTF);
    assert.equal(path.resolve(st.body.stackFrames[0].source!.path!), RING);

    const frameId = st.body.stackFrames[0].id;
    const scopes = (await dc.scopesRequest({ frameId })).body.scopes;
    assert.deepEqual(scopes.map((s) => s.name), ['Locals', 'Globals', 'MPI']);
    const locals = (await dc.variablesRequest({ variablesReference: scopes[0].variablesReference })).body.variables;
    const byName = new Map(locals.map((v) => [v.name, v.value]));
    assert.equal(byName.get('rank'), String(rank));
    assert.equal(byName.get('size'), '4');
    assert.equal(byName.get('token'), String(99 + rank));

    const ev = await dc.evaluateRequest({ expression: 'rank * 10', frameId, context: 'watch' });
    assert.equal(ev.body.result, String(rank * 10));
    await assert.rejects(dc.evaluateRequest({ expression: 'token = 5', frameId, context: 'hover' }), /side effects/);

    // Threads show what blocked ranks wait for.
    const names = (await dc.threadsRequest()).body.threads.map((t) => t.name);
    assert.ok(names.some((n) => /· blocked in MPI_Recv\(/.test(n)), names.join(' | '));

    // next moves only the selected rank; the others keep their stacks.
    const before = new Map<number, number | undefined>();
    for (const t of [1, 2, 3, 4]) if (t !== tid) before.set(t, await topLine(dc, t));
    const stepped = dc.waitForEvent('stopped');
    await dc.nextRequest({ threadId: tid });
    const e2 = (await stepped) as DebugProtocol.StoppedEvent;
    assert.equal(e2.body.reason, 'step');
    assert.equal(e2.body.threadId, tid);
    assert.equal(e2.body.allThreadsStopped, true);
    assert.equal(await topLine(dc, tid), RING_TOKENPP);
    for (const [t, l] of before) assert.equal(await topLine(dc, t), l, `thread ${t} did not move`);

    // setVariable changes the rank's memory.
    const st2 = await dc.stackTraceRequest({ threadId: tid });
    const sc2 = (await dc.scopesRequest({ frameId: st2.body.stackFrames[0].id })).body.scopes;
    const sv = await dc.setVariableRequest({ variablesReference: sc2[0].variablesReference, name: 'size', value: '4' });
    assert.equal(sv.body.value, '4');

    // Communicators, per rank.
    const comms = await dc.customRequest('mpisim/communicators');
    const r0 = (comms.body.ranks as { rank: number; communicators: { name: string; size: number; contextId: string }[] }[])[0];
    const world = r0.communicators.find((c) => c.name === 'MPI_COMM_WORLD');
    assert.ok(world, JSON.stringify(r0));
    assert.equal(world!.size, 4);
    assert.match(world!.contextId, /^0x[0-9a-f]{4}$/);

    await dc.setBreakpointsRequest({ source: { path: RING }, breakpoints: [] });
    const terminated = dc.waitForEvent('terminated');
    await dc.continueRequest({ threadId: tid });
    await terminated;
    assert.deepEqual(unlabel(output()), unlabel(cliOutput(4, 'examples/ring.c')));
    assert.match(output(), /^\[\d\] rank \d got token/m);
  });
});

test('a conditional breakpoint `rank == 2` stops rank 2 only', async () => {
  await withAdapter(async ({ dc }) => {
    const stops: DebugProtocol.StoppedEvent[] = [];
    dc.on('stopped', (e: DebugProtocol.StoppedEvent) => stops.push(e));
    const e = await launchUntilStopped(dc, { program: 'examples/ring.c', np: 4 }, { path: RING, lines: [RING_PRINTF], condition: 'rank == 2' });
    assert.equal(e.body.reason, 'breakpoint');
    assert.equal(e.body.threadId, 3);
    assert.equal(await topLine(dc, 3), RING_PRINTF);
    const terminated = dc.waitForEvent('terminated');
    await dc.continueRequest({ threadId: 3 });
    await terminated;
    assert.equal(stops.length, 1);
  });
});

test('a logpoint prints with {expr} and does not stop', async () => {
  await withAdapter(async ({ dc, events }) => {
    const stops: unknown[] = [];
    dc.on('stopped', (e) => stops.push(e));
    const terminated = dc.waitForEvent('terminated');
    await Promise.all([
      dc.waitForEvent('initialized').then(async () => {
        await dc.setBreakpointsRequest({ source: { path: RING }, breakpoints: [{ line: RING_TOKENPP, logMessage: 'token is {token} on {rank}' }] });
        await dc.configurationDoneRequest();
      }),
      dc.launch({ cwd: ROOT, program: 'examples/ring.c', np: 4 }),
    ]);
    await terminated;
    const logs = events.map((e) => e.body.output).filter((o) => /token is/.test(o)).sort();
    assert.deepEqual(logs, ['[1] token is 100 on 1\n', '[2] token is 101 on 2\n', '[3] token is 102 on 3\n']);
    assert.equal(stops.length, 0);
  });
});

test('a program that does not compile ends the launch with gcc-style diagnostics', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-dap-'));
  fs.writeFileSync(path.join(dir, 'bad.c'), 'int main(void) {\n  int x = y;\n  return 0;\n}\n');
  const { dc, events } = await startAdapter();
  try {
    await dc.initializeRequest();
    await assert.rejects(dc.launchRequest({ program: 'bad.c', cwd: dir, np: 2 } as DebugProtocol.LaunchRequestArguments), /bad\.c:2:11: error: .*y/);
    const err = events.filter((e) => e.body.category === 'stderr').map((e) => e.body.output).join('');
    assert.match(err, /^bad\.c:2:11: error: /m);
  } finally {
    await dc.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('deadlock: stops with an exception naming the cycle; exceptionInfo has the wait-for graph', async () => {
  const { dc } = await startAdapter();
  try {
    const e = await launchUntilStopped(dc, { program: 'examples/deadlock.c', np: 3 });
    assert.equal(e.body.reason, 'exception');
    assert.equal(e.body.allThreadsStopped, true);
    const d = e.body.text ?? '';
    assert.match(d, /rank 0/);
    assert.match(d, /rank 1/);
    assert.match(d, /MPI_Recv/);
    const info = await dc.exceptionInfoRequest({ threadId: e.body.threadId! });
    assert.equal(info.body.exceptionId, 'deadlock');
    assert.match(info.body.details!.stackTrace!, /rank 2 has exited|rank 2/);
    const st = await dc.stackTraceRequest({ threadId: 1 });
    assert.equal(path.resolve(st.body.stackFrames[0].source!.path!), DEADLOCK);
    assert.equal(st.body.stackFrames[0].line, 15);
    const terminated = dc.waitForEvent('terminated');
    await dc.continueRequest({ threadId: 1 });
    await terminated;
  } finally {
    await dc.stop();
  }
});

test('mpisim/stepAll moves every runnable rank by one statement', async () => {
  await withAdapter(async ({ dc }) => {
    await launchUntilStopped(dc, { program: 'examples/ring.c', np: 3, stopOnEntry: true });
    const lines0 = [await topLine(dc, 1), await topLine(dc, 2), await topLine(dc, 3)];
    assert.deepEqual(lines0, [9, 9, 9]);
    const stepped = dc.waitForEvent('stopped');
    await dc.customRequest('mpisim/stepAll');
    assert.equal(((await stepped) as DebugProtocol.StoppedEvent).body.reason, 'step');
    assert.deepEqual([await topLine(dc, 1), await topLine(dc, 2), await topLine(dc, 3)], [10, 10, 10]);
  });
});
