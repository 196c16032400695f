/**
 * The launch attribute `replay` (issue 15): a session runs the schedule a token of
 * `mpisim run --explore` names, stops where the CLI said that schedule deadlocks, and steps
 * back through it (a rewind rebuilds the world, which imposes the same matches again).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, withAdapter, launch, launchUntilStopped, topLine, untilStopped } from '../helpers/dap';
import { MPISIM_JS } from '../helpers/cprog';

const PROGRAM = path.join(ROOT, 'test', 'explore', 'race_deadlock.c');

/** The deadlocking schedule --explore reports: its token, and the line rank 0 is blocked at. */
function explored(): { token: string; line: number } {
  const r = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', '3', '--explore', PROGRAM], { encoding: 'utf8', timeout: 60000 });
  const block = r.stdout.split(/\n(?=schedule )/).find((b) => /^schedule \d+: deadlock/.test(b));
  assert.ok(block, r.stdout);
  const line = Number(/^ {4}rank 0 blocked in MPI_Recv\(src 2, tag 0\) at \S+:(\d+):\d+/m.exec(block!)?.[1]);
  const token = /--replay (\S+)/.exec(block!)?.[1];
  assert.ok(token && line, block);
  return { token: token!, line };
}

test('a session launched with replay stops at the deadlock the CLI reported, and stepping back replays the same matches', async () => {
  const { token, line } = explored();
  await withAdapter(async ({ dc }) => {
    const ev = await launchUntilStopped(dc, { program: PROGRAM, np: 3, replay: token });
    assert.equal(ev.body.reason, 'exception');
    assert.match(ev.body.text ?? '', /deadlock/i);
    assert.equal(await topLine(dc, 1), line, 'rank 0 waits for rank 2 where the CLI said');
    // The first step back goes to the start of the blocked call's line, the second to the line before.
    await untilStopped(dc, () => dc.stepBackRequest({ threadId: 1 }));
    const back = await untilStopped(dc, () => dc.stepBackRequest({ threadId: 1 }));
    assert.equal(back.body.reason, 'step');
    const before = await topLine(dc, 1);
    assert.ok(before !== undefined && before < line, `stepped back to line ${before}`);
    const again = await untilStopped(dc, () => dc.continueRequest({ threadId: 1 }));
    assert.equal(again.body.reason, 'exception', 'going forward again deadlocks again: the rewind imposed the same match');
    assert.equal(await topLine(dc, 1), line);
  });
});

test('without replay the first schedule runs to its end; a malformed token fails the launch saying why', async () => {
  await withAdapter(async ({ dc }) => {
    const ended = dc.waitForEvent('terminated');
    let stops = 0;
    dc.on('stopped', () => { stops++; });
    await launch(dc, { program: PROGRAM, np: 3 });
    await ended;
    assert.equal(stops, 0);
  });
  await withAdapter(async ({ dc }) => {
    await dc.initializeRequest();
    await assert.rejects(dc.launchRequest({ program: PROGRAM, np: 3, replay: 'w1nonsense', cwd: ROOT } as never), /launch attribute replay: 'w1nonsense' is damaged/);
  });
});
