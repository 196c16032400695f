/**
 * The custom requests behind the MPI views, at the deadlock of examples/deadlock.c (3 ranks):
 * ranks 0 and 1 each wait in MPI_Recv for the other, rank 2 waits in MPI_Finalize.
 * Expected values are the program's own envelopes (src = the other rank, tag 0, on
 * MPI_COMM_WORLD whose context ID is 0, reference/mpich-internals.md §2.1) and MPICH's initial
 * mask word 0xFFFFFFFC (§2.1); the runtime's agreement with real MPICH is tested elsewhere.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startAdapter, withAdapter, launchUntilStopped } from '../helpers/dap';

interface Entry { peer: number; tag: number; contextId: string; comm: string; call: string; postedAt?: string; protocol?: string }

test('views at a deadlock: queues, wait-for graph, context IDs, processes, communicators', async () => {
  await withAdapter(async ({ dc }) => {
    const ev = await launchUntilStopped(dc, { program: 'examples/deadlock.c', np: 3 });
    assert.equal(ev.body.reason, 'exception');

    const q = (await dc.customRequest('mpisim/queues')).body as { ranks: { rank: number; posted: Entry[]; unexpected: unknown[]; pendingSends: unknown[] }[] };
    for (const r of [0, 1]) {
      const posted = q.ranks[r].posted.filter((e) => e.call === 'MPI_Recv');
      assert.equal(posted.length, 1, `rank ${r} has one posted MPI_Recv`);
      assert.equal(posted[0].peer, 1 - r);
      assert.equal(posted[0].tag, 0);
      assert.equal(posted[0].contextId, '0x0000');
      assert.equal(posted[0].comm, 'MPI_COMM_WORLD');
      assert.match(posted[0].postedAt ?? '', /deadlock\.c:15:/);
    }

    const g = (await dc.customRequest('mpisim/waitForGraph')).body as { nodes: { rank: number; call: string; waitsFor: number[] }[]; cycle?: number[]; text: string };
    assert.deepEqual([...(g.cycle ?? [])].sort(), [0, 1]);
    assert.deepEqual(g.nodes.find((n) => n.rank === 0)?.waitsFor, [1]);
    assert.equal(g.nodes.find((n) => n.rank === 2)?.call, 'MPI_Finalize');
    assert.match(g.text, /rank 0 blocked in MPI_Recv/);

    const c = (await dc.customRequest('mpisim/contextIds')).body as { layout: string; ranks: { rank: number; mask: string[]; free: number; capacity: number }[] };
    assert.equal(c.layout, 'mpich');
    assert.equal(c.ranks[0].mask[0], 'fffffffc');
    assert.equal(c.ranks[0].mask.length, 64);
    assert.equal(c.ranks[0].free, 2046);

    const p = (await dc.customRequest('mpisim/processes')).body as { ranks: { rank: number; gpid: { pg: number; rank: number }; lpids: { lpid: number }[] }[] };
    assert.deepEqual(p.ranks[2].gpid, { pg: 0, rank: 2 });
    assert.equal(p.ranks[2].lpids.length, 3);

    const comms = (await dc.customRequest('mpisim/communicators')).body as { ranks: { communicators: { name: string; contextId: string; contextIdFields: { prefix: number; suffixName: string } }[] }[] };
    const self = comms.ranks[1].communicators.find((x) => x.name === 'MPI_COMM_SELF')!;
    assert.equal(self.contextId, '0x0010');
    assert.equal(self.contextIdFields.prefix, 1);
  });
});
