/**
 * Spawned processes in the debug adapter: test/mpi-dyn/spawn_merge.c on 2 ranks spawns 2
 * children. They must appear as new threads (DAP `thread` events with reason `started`, threads
 * 3 and 4) and in mpisim/processes with their gpid in process group 1 and lpid tables as MPICH
 * builds them (reference/seeds/002: own MPI_COMM_WORLD first, then the processes learnt through
 * the parent intercommunicator). The runtime's agreement with real MPI is tested in
 * test/differential/dynamic.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { startAdapter, withAdapter, launchUntilStopped, ROOT } from '../helpers/dap';

test('spawned processes: thread started events, threads, gpids and lpid tables', async () => {
  await withAdapter(async ({ dc }) => {
    const started: number[] = [];
    dc.on('thread', (e: DebugProtocol.ThreadEvent) => { if (e.body.reason === 'started') started.push(e.body.threadId); });
    const program = path.join(ROOT, 'test', 'mpi-dyn', 'spawn_merge.c');
    // Line 47: the children's first receive from their parent.
    const ev = await launchUntilStopped(dc, { program, np: 2 }, { path: program, lines: [47] });
    assert.equal(ev.body.reason, 'breakpoint');
    assert.deepEqual(started.sort(), [1, 2, 3, 4]);
    const threads = (await dc.threadsRequest()).body.threads;
    assert.equal(threads.length, 4);
    assert.match(threads[2].name, /^rank 0 \(spawned group 1\) · /);
    assert.match(threads[1].name, /^rank 1 · /);
    const p = (await dc.customRequest('mpisim/processes')).body as { ranks: { rank: number; gpid: { pg: number; rank: number }; lpids: { lpid: number; gpid: { pg: number; rank: number } }[]; connections: { to: number; by: string }[] }[] };
    assert.deepEqual(p.ranks.map((r) => r.gpid), [{ pg: 0, rank: 0 }, { pg: 0, rank: 1 }, { pg: 1, rank: 0 }, { pg: 1, rank: 1 }]);
    assert.deepEqual(p.ranks[2].lpids.map((l) => l.gpid), [{ pg: 1, rank: 0 }, { pg: 1, rank: 1 }, { pg: 0, rank: 0 }, { pg: 0, rank: 1 }]);
    // A parent learns the children when its own MPI_Comm_spawn builds the intercomm, which may not have happened yet.
    const parentTable = p.ranks[1].lpids.map((l) => l.gpid);
    assert.deepEqual(parentTable.slice(0, 2), [{ pg: 0, rank: 0 }, { pg: 0, rank: 1 }]);
    assert.ok(parentTable.length === 2 || parentTable.length === 4, JSON.stringify(parentTable));
    // The children's root met the parents' root on the spawn port (MPI_Init's connect).
    assert.ok(p.ranks[2].connections.some((c) => c.to === 0 && c.by === 'MPI_Init'), JSON.stringify(p.ranks[2].connections));
  });
});

test('reverseContinue to the start takes the spawned threads away; going on brings them back', async () => {
  await withAdapter(async ({ dc }) => {
    const events: string[] = [];
    dc.on('thread', (e: DebugProtocol.ThreadEvent) => events.push(`${e.body.reason} ${e.body.threadId}`));
    const program = path.join(ROOT, 'test', 'mpi-dyn', 'spawn_merge.c');
    await launchUntilStopped(dc, { program, np: 2 }, { path: program, lines: [47] });
    const before = (await dc.threadsRequest()).body.threads.map((t) => t.name);
    assert.equal(before.length, 4);
    events.length = 0;
    let stopped = dc.waitForEvent('stopped');
    await dc.customRequest('reverseContinue', { threadId: 3 });
    assert.equal(((await stopped) as DebugProtocol.StoppedEvent).body.reason, 'entry', 'no breakpoint hit before the first');
    assert.deepEqual(events.sort(), ['exited 3', 'exited 4']);
    assert.equal((await dc.threadsRequest()).body.threads.length, 2, 'the children do not exist yet');
    events.length = 0;
    stopped = dc.waitForEvent('stopped');
    await dc.continueRequest({ threadId: 1 });
    assert.equal(((await stopped) as DebugProtocol.StoppedEvent).body.reason, 'breakpoint');
    assert.deepEqual(events.sort(), ['started 3', 'started 4']);
    assert.deepEqual((await dc.threadsRequest()).body.threads.map((t) => t.name), before, 'the same stop again');
  });
});
