/**
 * The rest of DAP a first-class debugger offers: breakpoint locations, a continue of one rank
 * alone (singleThread), hex formatting, debug-console completions, writeMemory and restart.
 * Expected positions and values come from the program's own text and from the adapter's
 * decimal answers; MPI behaviour (who blocks) from MPICH's semantics as checked in test/mpi.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { startAdapter, withAdapter, launchUntilStopped, topLine, untilStopped as stopped } from '../helpers/dap';

type DC = Awaited<ReturnType<typeof startAdapter>>['dc'];

const PROG = `#include <stdio.h>
#include <mpi.h>
int counter = 5;
int main(int argc, char **argv) {
  int rank, token = -2;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  counter += rank; token = token * 3;
  if (rank == 1) MPI_Recv(&token, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  else MPI_Send(&token, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
  printf("rank %d token %d counter %d\\n", rank, token, counter);
  MPI_Finalize();
  return 0;
}
`;
const lineOf = (text: string) => PROG.split('\n').findIndex((l) => l.includes(text)) + 1;

function writeProg(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-caps-'));
  const file = path.join(dir, 'caps.c');
  fs.writeFileSync(file, PROG);
  return file;
}


async function localsOf(dc: DC, threadId: number, format?: DebugProtocol.ValueFormat): Promise<Map<string, DebugProtocol.Variable>> {
  const frame = (await dc.stackTraceRequest({ threadId })).body.stackFrames[0];
  const loc = (await dc.scopesRequest({ frameId: frame.id })).body.scopes.find((s) => s.name === 'Locals')!;
  const vars = (await dc.variablesRequest({ variablesReference: loc.variablesReference, format })).body.variables;
  return new Map(vars.map((v) => [v.name, v]));
}

test('breakpoint locations are the statements of each line, at their columns', async () => {
  const program = writeProg();
  await withAdapter(async ({ dc }) => {
    await launchUntilStopped(dc, { program, np: 2, stopOnEntry: true });
    const line = lineOf('counter += rank;');
    const text = PROG.split('\n')[line - 1];
    const res = await dc.customRequest('breakpointLocations', { source: { path: program }, line });
    const cols = (res.body.breakpoints as DebugProtocol.BreakpointLocation[]).map((b) => b.column);
    assert.deepEqual(cols, [text.indexOf('counter') + 1, text.indexOf('token =') + 1]);
    const none = await dc.customRequest('breakpointLocations', { source: { path: program }, line: 1 });
    assert.deepEqual(none.body.breakpoints, [], 'no code on #include');
  });
});

test('continue with singleThread runs one rank alone until it blocks; the others stay', async () => {
  const program = writeProg();
  await withAdapter(async ({ dc }) => {
    await launchUntilStopped(dc, { program, np: 2, stopOnEntry: true });
    const entry = await topLine(dc, 1);
    const ev = await stopped(dc, () => dc.continueRequest({ threadId: 2, singleThread: true }));
    assert.equal(ev.body.threadId, 2);
    assert.match(ev.body.text ?? '', /rank 1 waits in MPI_Recv/, 'rank 0 has not sent: MPI_Recv blocks');
    assert.equal(await topLine(dc, 1), entry, 'rank 0 did not move');
    // Rank 0 alone: its eager send completes (a 4-byte message is under the eager limit) and it runs to its end.
    const ev0 = await stopped(dc, () => dc.continueRequest({ threadId: 1, singleThread: true }));
    assert.match(ev0.body.text ?? '', /rank 0 (waits in MPI_Finalize|exited)/);
  });
});

test('hex formatting, completions and writeMemory', async () => {
  const program = writeProg();
  await withAdapter(async ({ dc }) => {
    await launchUntilStopped(dc, { program, np: 2 }, { path: program, lines: [lineOf('if (rank == 1)')] });
    const dec = await localsOf(dc, 1);
    const hex = await localsOf(dc, 1, { hex: true });
    const token = Number(dec.get('token')!.value);
    assert.equal(token, -6);
    assert.equal(hex.get('token')!.value, '0x' + ((token >>> 0).toString(16)), 'two\'s complement, 32 bits');
    const frame = (await dc.stackTraceRequest({ threadId: 1 })).body.stackFrames[0];
    const comp = await dc.completionsRequest({ text: 'cou', column: 4, frameId: frame.id });
    assert.ok(comp.body.targets.some((t) => t.label === 'counter'), 'globals complete');
    const tok = await dc.completionsRequest({ text: 'x + to', column: 7, frameId: frame.id });
    assert.deepEqual(tok.body.targets.map((t) => t.label), ['token']);
    const ref = dec.get('token')!.memoryReference!;
    const data = Buffer.alloc(4);
    data.writeInt32LE(1234);
    const w = await dc.customRequest('writeMemory', { memoryReference: ref, data: data.toString('base64') });
    assert.equal(w.body.bytesWritten, 4);
    assert.equal((await localsOf(dc, 1)).get('token')!.value, '1234');
    const bad = await dc.customRequest('writeMemory', { memoryReference: '0x10', data: data.toString('base64') }).catch((e: Error) => e);
    assert.ok(bad instanceof Error, 'the null page cannot be written');
  });
});

test('restart runs the program again from the start', async () => {
  const program = writeProg();
  await withAdapter(async ({ dc, output }) => {
    await launchUntilStopped(dc, { program, np: 2, stopOnEntry: true });
    const entry = await topLine(dc, 1);
    await stopped(dc, () => dc.continueRequest({ threadId: 1, singleThread: true }));
    const ev = await stopped(dc, () => dc.customRequest('restart', {}));
    assert.equal(ev.body.reason, 'entry');
    assert.equal(await topLine(dc, 1), entry);
    assert.equal(await topLine(dc, 2), entry);
    const ended = dc.waitForEvent('terminated');
    await dc.continueRequest({ threadId: 1 });
    await ended;
    assert.equal(output().split('\n').filter((l) => /rank 0 token/.test(l)).length, 2, 'rank 0 printed before the restart and after');
  });
});
