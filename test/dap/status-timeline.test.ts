/**
 * The custom requests added for the VS Code extension: mpisim/status (status bar, rank rows),
 * mpisim/timeline (the timeline webview; its shape is shared with the OTF2 import), the `rank`
 * filter of the per-rank views, and mpisim/focus. Program: examples/ring.c on 4 ranks, stopped
 * where rank 0 has its token back. Expected calls and messages are the program's own: each rank
 * calls MPI_Init, MPI_Comm_rank, MPI_Comm_size, then rank 0 sends to 1 and receives from 3, rank
 * k > 0 receives from k-1 and sends to (k+1) % 4, one MPI_INT with tag 0 on MPI_COMM_WORLD.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { startAdapter, withAdapter, launchUntilStopped, ROOT } from '../helpers/dap';

const RING = path.join(ROOT, 'examples/ring.c');
const lineOf = (text: string): number => readFileSync(RING, 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;

interface Timeline {
  now: number; ranks: number;
  calls: { rank: number; name: string; start: number; end: number }[];
  messages: { sender: number; receiver: number; comm: string; tag: number; bytes: number; sendTime: number; recvTime: number }[];
}

test('status, timeline, the rank filter and focus on ring.c', async () => {
  await withAdapter(async ({ dc }) => {
    const ev = await launchUntilStopped(dc, { program: 'examples/ring.c', np: 4 }, { path: RING, lines: [lineOf('printf("rank 0 got token')] });
    assert.equal(ev.body.reason, 'breakpoint');
    assert.equal(ev.body.threadId, 1);

    const st = (await dc.customRequest('mpisim/status')).body as { virtualTime: number; np: number; layout: string; ranks: { rank: number; state: string; time: number; communicators: number; posted: number }[] };
    assert.equal(st.np, 4);
    assert.equal(st.layout, 'mpich');
    assert.deepEqual(st.ranks.map((r) => r.rank), [0, 1, 2, 3]);
    assert.ok(st.virtualTime > 0 && st.ranks.every((r) => r.time <= st.virtualTime));
    assert.equal(st.ranks[0].communicators, 2, 'MPI_COMM_WORLD and MPI_COMM_SELF');

    const t = (await dc.customRequest('mpisim/timeline')).body as Timeline;
    assert.equal(t.ranks, 4);
    assert.deepEqual(Object.keys(t).sort(), ['calls', 'messages', 'now', 'ranks']);
    for (let r = 0; r < 4; r++) {
      const names = t.calls.filter((c) => c.rank === r).map((c) => c.name);
      assert.deepEqual(names.slice(0, 5), ['MPI_Init', 'MPI_Comm_rank', 'MPI_Comm_size', ...(r === 0 ? ['MPI_Send', 'MPI_Recv'] : ['MPI_Recv', 'MPI_Send'])], `rank ${r}`);
    }
    assert.ok(t.calls.every((c) => c.start <= c.end && c.end <= t.now));
    const ring = t.messages.filter((m) => m.comm === 'MPI_COMM_WORLD' && m.tag === 0).map((m) => `${m.sender}->${m.receiver}:${m.bytes}`).sort();
    assert.deepEqual(ring, ['0->1:4', '1->2:4', '2->3:4', '3->0:4']);
    assert.ok(t.messages.every((m) => m.sendTime <= m.recvTime));
    // A blocking MPI_Recv returns only once its message is received (MPI-4.0 §3.4): its call
    // ends at or after the message's receive time, also when it had to wait for it.
    for (const m of t.messages) {
      const recv = t.calls.find((c) => c.rank === m.receiver && c.name === 'MPI_Recv');
      assert.ok(recv && recv.end >= m.recvTime, `rank ${m.receiver}'s MPI_Recv ends at ${recv?.end}, its message arrives at ${m.recvTime}`);
    }

    const one = (await dc.customRequest('mpisim/communicators', { rank: 2 })).body as { ranks: { rank: number }[] };
    assert.deepEqual(one.ranks.map((r) => r.rank), [2]);
    const q = (await dc.customRequest('mpisim/queues', { rank: 3 })).body as { ranks: { rank: number }[] };
    assert.deepEqual(q.ranks.map((r) => r.rank), [3]);
    await assert.rejects(dc.customRequest('mpisim/contextIds', { rank: 4 }), /no rank 4 \(the job has 4 ranks\)/);
    await assert.rejects(dc.customRequest('mpisim/queues', { rank: 'x' }), /no rank x/);

    const focused = dc.waitForEvent('stopped');
    await dc.customRequest('mpisim/focus', { threadId: 3 });
    const f = await focused;
    assert.equal(f.body.reason, 'focus');
    assert.equal(f.body.threadId, 3);
    assert.equal(f.body.allThreadsStopped, true);
    await assert.rejects(dc.customRequest('mpisim/focus', { threadId: 9 }), /no such thread/);
  });
});
