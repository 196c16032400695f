/**
 * A deadlock's near misses in the debugger (issue 15): the deadlock stop's exception details and
 * the wait-for graph's data carry the line that explains the deadlock, with both sides. The
 * program is test/mpi-checks/near_miss_tag.c, on which real MPICH hangs
 * (test/differential/checks.test.ts): rank 0's tag-2 MPI_Send sits in rank 1's unexpected queue
 * while rank 1 waits for tag 1.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { ROOT, withAdapter, launchUntilStopped } from '../helpers/dap';

const PROGRAM = path.join(ROOT, 'test', 'mpi-checks', 'near_miss_tag.c');

interface NearMissBody { rank: number; at?: string; other?: { rank: number; at?: string }; text: string }

test('the deadlock stop explains the near miss: exceptionInfo details and the wait-for graph', async () => {
  await withAdapter(async ({ dc }) => {
    const ev = await launchUntilStopped(dc, { program: PROGRAM, np: 2 });
    assert.equal(ev.body.reason, 'exception');
    const info = (await dc.exceptionInfoRequest({ threadId: ev.body.threadId! })).body;
    assert.equal(info.exceptionId, 'deadlock');
    assert.match(info.details?.stackTrace ?? info.details?.message ?? '', /near miss: rank 1's MPI_Recv at \S*near_miss_tag\.c:13:5 waits for a message from rank 0 with tag 1 on MPI_COMM_WORLD; rank 0's MPI_Send at \S*near_miss_tag\.c:10:5 \(tag 2 on MPI_COMM_WORLD\) sits in rank 1's unexpected queue: the tags differ/);
    const g = (await dc.customRequest('mpisim/waitForGraph')).body as { nearMisses: NearMissBody[]; text: string };
    assert.equal(g.nearMisses.length, 1);
    const n = g.nearMisses[0];
    assert.equal(n.rank, 1);
    assert.match(n.at ?? '', /near_miss_tag\.c:13:5$/);
    assert.equal(n.other?.rank, 0);
    assert.match(n.other?.at ?? '', /near_miss_tag\.c:10:5$/);
    assert.match(n.text, /type signature \(1 x MPI_FLOAT\) does not match the receive's \(1 x MPI_INT\)/);
    assert.match(g.text, /near miss: rank 1's MPI_Recv/);
  });
});
