/**
 * Where an MPI developer expects the debugger to stop, and what it reports: MPI_Abort and fatal
 * MPI errors stop at the call by default and the job's exit status is mpiexec.mpich's (run here);
 * compile errors arrive as diagnostics at gcc's positions (gcc run here); a fault's exception
 * says its sentence once; a collective reads as the MPI call; a step back marks the console.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { startAdapter, launchUntilStopped, untilStopped } from '../helpers/dap';
import { PROGRAMS, mpiexecStatus as realStatus } from '../e2e/uxPrograms';

const mpiexecStatus = (dir: string, src: string, np: number): { status: number; stderr: string } => realStatus(path.join(dir, src), np, dir);

const tmp = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-ux-'));

const ABORT = PROGRAMS['abort.c'];

test('MPI_Abort stops at the call by default; the other ranks read as killed; the exit status is mpiexec\'s', async () => {
  const dir = tmp();
  fs.writeFileSync(path.join(dir, 'abort.c'), ABORT);
  const real = mpiexecStatus(dir, 'abort.c', 4);
  const { dc, events } = await startAdapter();
  try {
    // No setExceptionBreakpoints: the filters' defaults hold, as in a fresh VS Code.
    const e = await launchUntilStopped(dc, { program: 'abort.c', cwd: dir, np: 4 });
    assert.equal(e.body.reason, 'exception');
    assert.equal(e.body.threadId, 2, 'rank 1 called MPI_Abort');
    assert.equal(e.body.description, 'MPI_Abort', 'a short badge');
    assert.match(e.body.text ?? '', /application called MPI_Abort\(MPI_COMM_WORLD, 3\) - process 1/);
    const top = (await dc.stackTraceRequest({ threadId: 2 })).body.stackFrames[0];
    assert.equal(top.line, 7, 'stopped at the MPI_Abort line');
    const names = (await dc.threadsRequest()).body.threads.map((t) => t.name);
    assert.deepEqual(names, ['rank 0 · killed (rank 1 aborted the job)', `rank 1 · aborted the job (exit status ${real.status})`, 'rank 2 · killed (rank 1 aborted the job)', 'rank 3 · killed (rank 1 aborted the job)']);
    const info = (await dc.exceptionInfoRequest({ threadId: 2 })).body;
    assert.equal(info.exceptionId, 'mpiError');
    assert.notEqual(info.details?.stackTrace, info.description, 'the sentence is not repeated as the stack');
    assert.match(info.details?.stackTrace ?? '', /at main \(abort\.c:7:/);
    const exited = dc.waitForEvent('exited');
    await dc.continueRequest({ threadId: 2 });
    assert.equal(((await exited) as DebugProtocol.ExitedEvent).body.exitCode, real.status, `mpiexec.mpich exits ${real.status}`);
    const consoleText = events.filter((x) => x.body.category === 'console').map((x) => x.body.output).join('');
    assert.match(consoleText, new RegExp(`job exit status ${real.status} \\(as mpiexec reports it\\); ranks 0, 2, 3 killed`));
    assert.doesNotMatch(consoleText, /blocked/);
  } finally {
    await dc.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a fatal MPI error (a send to a rank outside the communicator) stops at the call; exit status as mpiexec', async () => {
  const dir = tmp();
  fs.writeFileSync(path.join(dir, 'badrank.c'), `#include <mpi.h>
int main(int argc, char **argv) {
  int rank, x = 1;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) MPI_Send(&x, 1, MPI_INT, 9, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
`);
  const real = mpiexecStatus(dir, 'badrank.c', 2);
  assert.match(real.stderr, /Invalid rank/);
  const { dc } = await startAdapter();
  try {
    const e = await launchUntilStopped(dc, { program: 'badrank.c', cwd: dir, np: 2 });
    assert.equal(e.body.reason, 'exception');
    assert.equal(e.body.threadId, 1);
    assert.equal(e.body.description, 'MPI error');
    assert.match(e.body.text ?? "", /MPI_ERR_RANK/);
    assert.equal((await dc.stackTraceRequest({ threadId: 1 })).body.stackFrames[0].line, 6);
    const exited = dc.waitForEvent('exited');
    await dc.continueRequest({ threadId: 1 });
    assert.equal(((await exited) as DebugProtocol.ExitedEvent).body.exitCode, real.status);
  } finally {
    await dc.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('compile errors: an mpisim/diagnostics event at gcc\'s line and column, and no modal', async () => {
  const dir = tmp();
  fs.writeFileSync(path.join(dir, 'bad.c'), '#include <mpi.h>\nint main(int argc, char **argv) {\n  MPI_Init(&argc, &argv);\n  int x = y;\n  MPI_Finalize();\n  return x;\n}\n');
  const gcc = spawnSync('mpicc.mpich', ['-fsyntax-only', path.join(dir, 'bad.c')], { encoding: 'utf8', cwd: dir });
  const gccErrors = [...gcc.stderr.matchAll(/bad\.c:(\d+):(\d+): error: (.*)/g)].map((m) => ({ line: Number(m[1]), column: Number(m[2]), message: m[3] }));
  assert.ok(gccErrors.length >= 1, gcc.stderr);
  const { dc } = await startAdapter();
  try {
    const diag = dc.waitForEvent('mpisim/diagnostics');
    await dc.initializeRequest();
    const failed = await dc.launchRequest({ program: 'bad.c', cwd: dir, np: 2 } as DebugProtocol.LaunchRequestArguments).then(() => undefined, (e: Error) => e);
    assert.ok(failed, 'the launch fails');
    const body = (await diag).body as { program: string; diagnostics: { file: string; line: number; column: number; severity: string; message: string }[] };
    assert.equal(body.program, path.join(dir, 'bad.c'));
    const errors = body.diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(errors.map((d) => [d.file, d.line, d.column]), gccErrors.map((g) => [path.join(dir, 'bad.c'), g.line, g.column]));
    // gcc quotes with ‘’ in a UTF-8 locale; the words are the same.
    assert.equal(errors[0].message.replace(/[‘’']/g, ''), gccErrors[0].message.replace(/[‘’']/g, ''));
  } finally {
    await dc.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a fault: the exception widget gets the sentence once and the rank\'s stack', async () => {
  const dir = tmp();
  fs.writeFileSync(path.join(dir, 'seg.c'), '#include <mpi.h>\nstatic int poke(int *p) { return *p; }\nint main(int argc, char **argv) {\n  MPI_Init(&argc, &argv);\n  int r = poke(0);\n  MPI_Finalize();\n  return r;\n}\n');
  const { dc } = await startAdapter();
  try {
    const e = await launchUntilStopped(dc, { program: 'seg.c', cwd: dir, np: 1 });
    assert.equal(e.body.description, 'Fault');
    const info = (await dc.exceptionInfoRequest({ threadId: 1 })).body;
    assert.match(info.description ?? '', /null pointer dereference/);
    assert.doesNotMatch(info.details?.stackTrace ?? '', /null pointer/, 'the stack trace does not repeat the message');
    assert.match(info.details?.stackTrace ?? '', /at poke \(seg\.c:2:.*\n\s+at main \(seg\.c:5:/);
  } finally {
    await dc.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a collective reads as the MPI call: who has arrived, whom it waits for; one identity for the communicator', async () => {
  const dir = tmp();
  // Rank 1 waits for a message rank 0 never sends, so ranks 0, 2, 3 wait in the barrier for rank 1.
  fs.writeFileSync(path.join(dir, 'coll.c'), `#include <mpi.h>
int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Comm half;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_split(MPI_COMM_WORLD, rank < 2, rank, &half);
  if (rank == 1) MPI_Recv(&x, 1, MPI_INT, 0, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Barrier(half);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
`);
  const { dc } = await startAdapter();
  try {
    const e = await launchUntilStopped(dc, { program: 'coll.c', cwd: dir, np: 4 });
    assert.equal(e.body.description, 'Deadlock');
    const names = (await dc.threadsRequest()).body.threads.map((t) => t.name);
    // Ranks 0 and 1 form one `half`, 2 and 3 the other: rank 0 waits in half's barrier for rank 1,
    // ranks 2 and 3 passed theirs and wait in MPI_COMM_WORLD's for ranks 0 and 1.
    assert.match(names[0], /^rank 0 · blocked in MPI_Barrier on half @ coll\.c:7 · 0x[0-9a-f]{4}: 1 of 2 arrived, waiting for rank 1$/);
    assert.equal(names[1], 'rank 1 · blocked in MPI_Recv(src 0, tag 5)');
    assert.equal(names[2], 'rank 2 · blocked in MPI_Barrier on MPI_COMM_WORLD · 0x0000: 2 of 4 arrived, waiting for ranks 0, 1');
    assert.equal(names[3], 'rank 3 · blocked in MPI_Barrier on MPI_COMM_WORLD · 0x0000: 2 of 4 arrived, waiting for ranks 0, 1');
    const g = (await dc.customRequest('mpisim/waitForGraph')).body as { nodes: { rank: number; call: string; summary: string }[] };
    assert.equal(g.nodes.find((n) => n.rank === 2)?.summary, 'MPI_Barrier on MPI_COMM_WORLD · 0x0000: 2 of 4 arrived, waiting for ranks 0, 1');
    assert.equal(g.nodes.find((n) => n.rank === 2)?.call, 'MPI_Barrier', 'the contract field is unchanged');
  } finally {
    await dc.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('after a step back the Debug Console marks the present and counts the output lines ahead of it', async () => {
  const { dc, events } = await startAdapter();
  try {
    const ring = path.resolve(__dirname, '../../../examples/ring.c');
    const line = fs.readFileSync(ring, 'utf8').split('\n').findIndex((l) => l.includes('token++')) + 1;
    const hit = await launchUntilStopped(dc, { program: 'examples/ring.c', np: 2 }, { path: ring, lines: [line] });
    const tid = hit.body.threadId!;
    const printed = events.filter((x) => x.body.category === 'stdout').map((x) => x.body.output).join('');
    assert.match(printed, /rank 1 got token 100 from rank 0/);
    const back = await untilStopped(dc, () => dc.stepBackRequest({ threadId: tid }));
    assert.equal(back.body.description, 'Stepped back');
    const marker = events.filter((x) => x.body.category === 'console').map((x) => x.body.output).join('');
    assert.match(marker, /now: Stepped back: rank 1 is at .*ring\.c:20.* the line of output above this marker has not happened yet/);
  } finally {
    await dc.stop();
  }
});
