/**
 * The usage checks in the debugger (issue 15): a finding stops the session through the
 * exception filter "MPI usage errors" (on by default) at the offending rank's statement, and
 * the adapter sends it (mpisim/usageError) with the other side, which the extension lists in
 * Problems as related information. The program is test/mpi-checks/type_mismatch.c, which real
 * MPICH runs to a normal end (test/differential/checks.test.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { ROOT, withAdapter, launch, launchUntilStopped, topLine } from '../helpers/dap';

const PROGRAM = path.join(ROOT, 'test', 'mpi-checks', 'type_mismatch.c');

interface UsageEvent { check: string; rank: number; message: string; at?: { file: string; line: number; column: number }; related?: { rank: number; at?: { line: number } } }

test('a type signature mismatch stops at the receiving rank\'s MPI_Recv and is sent with the send as related information', async () => {
  await withAdapter(async ({ dc }) => {
    const found = dc.waitForEvent('mpisim/usageError');
    const init = dc.waitForEvent('initialized');
    const ev = await launchUntilStopped(dc, { program: PROGRAM, np: 2 });
    void init;
    assert.equal(ev.body.reason, 'exception');
    assert.equal(ev.body.threadId, 2, 'rank 1 received the message');
    assert.match(ev.body.text ?? '', /^MPI usage error: type-matching: rank 1 received with MPI_Recv/);
    assert.equal(await topLine(dc, 2), 13, 'the MPI_Recv statement');
    const info = (await dc.exceptionInfoRequest({ threadId: 2 })).body;
    assert.equal(info.exceptionId, 'usageError');
    const u = (await found).body as UsageEvent;
    assert.equal(u.check, 'type-matching');
    assert.equal(u.rank, 1);
    assert.deepEqual({ file: u.at?.file, line: u.at?.line, column: u.at?.column }, { file: PROGRAM, line: 13, column: 5 });
    assert.deepEqual({ rank: u.related?.rank, line: u.related?.at?.line }, { rank: 0, line: 10 });
    const ended = dc.waitForEvent('terminated');
    await dc.continueRequest({ threadId: 2 });
    await ended;
  });
});

test('the filter is offered on by default; without it the run goes to its end and the finding is still sent', async () => {
  await withAdapter(async ({ dc }) => {
    const caps = (await dc.initializeRequest()).body as DebugProtocol.Capabilities;
    const f = caps.exceptionBreakpointFilters?.find((x) => x.filter === 'usageError');
    assert.equal(f?.label, 'MPI usage errors');
    assert.equal(f?.default, true);
  });
  await withAdapter(async ({ dc }) => {
    const found = dc.waitForEvent('mpisim/usageError');
    const ended = dc.waitForEvent('terminated');
    let stops = 0;
    dc.on('stopped', () => { stops++; });
    await Promise.all([
      dc.waitForEvent('initialized').then(async () => {
        await dc.setExceptionBreakpointsRequest({ filters: ['deadlock', 'fault', 'mpiError'] });
        await dc.configurationDoneRequest();
      }),
      dc.launch({ cwd: ROOT, program: PROGRAM, np: 2 }),
    ]);
    assert.equal(((await found).body as UsageEvent).check, 'type-matching');
    await ended;
    assert.equal(stops, 0);
  });
  void launch;
});
