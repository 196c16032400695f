/**
 * The many-rank requests: mpisim/runGroup (DDT's group stepping: run to a line, step a group
 * while the others hold), mpisim/parallelStacks (ranks grouped by where they are, with a
 * filter), mpisim/compare (one expression on every rank, equal values merged) and the message
 * contents of mpisim/queues. Values come from the same program built with mpicc.mpich and run
 * under mpiexec.mpich, printing what the debugger shows.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { DebugProtocol } from '@vscode/debugprotocol';
import type { DebugClient } from '@vscode/debugadapter-testsupport';
import { startAdapter, launchUntilStopped } from '../helpers/dap';

/** What the program prints under mpiexec.mpich when built with -DSHOW, one line per rank, by rank. */
function mpiexecLines(dir: string, src: string, np: number): string[] {
  const exe = path.join(dir, 'show');
  const cc = spawnSync('mpicc.mpich', ['-DSHOW', path.join(dir, src), '-o', exe, '-lm'], { encoding: 'utf8' });
  assert.equal(cc.status, 0, cc.stderr);
  const r = spawnSync('mpiexec.mpich', ['-n', String(np), exe], { encoding: 'utf8', timeout: 60_000 });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.trim().split('\n').sort((a, b) => Number(a.split(' ')[0]) - Number(b.split(' ')[0]));
}

/** A custom request that moves the ranks, and the stop it ends with (registered before the request). */
async function moved(dc: DebugClient, command: string, args: unknown): Promise<DebugProtocol.StoppedEvent> {
  const stop = dc.waitForEvent('stopped');
  await dc.customRequest(command, args);
  return (await stop) as DebugProtocol.StoppedEvent;
}

const VALUES = `#include <mpi.h>
#include <math.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  double v = sin(rank * 0.7) * 100; int k = rank % 3;
  MPI_Barrier(MPI_COMM_WORLD);
#ifdef SHOW
  printf("%d %d %.17g\\n", rank, k, v);
#endif
  MPI_Finalize();
  return 0;
}
`;
const BARRIER_LINE = 9;

interface Group { name: string; at?: string; ranks: number[]; rankText: string; state?: string; detail?: string; children: Group[] }

test('run every rank to a line, parallel stacks, compare across ranks, then a group step while the others hold', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-groups-'));
  fs.writeFileSync(path.join(dir, 'values.c'), VALUES);
  const real = mpiexecLines(dir, 'values.c', 8).map((l) => l.split(' '));
  const { dc } = await startAdapter();
  try {
    await launchUntilStopped(dc, { program: 'values.c', cwd: dir, np: 8, stopOnEntry: true });
    const all = [0, 1, 2, 3, 4, 5, 6, 7];
    const ran = await moved(dc, 'mpisim/runGroup', { ranks: all, action: 'runToLine', source: path.join(dir, 'values.c'), line: BARRIER_LINE });
    assert.equal(ran.body.description, 'Ran to line');
    assert.equal(ran.body.text, `Group 0-7: ranks 0-7 at values.c:${BARRIER_LINE}`);
    for (const t of all) assert.equal((await dc.stackTraceRequest({ threadId: t + 1 })).body.stackFrames[0].line, BARRIER_LINE);

    const ps = (await dc.customRequest('mpisim/parallelStacks')).body as { np: number; shown: number; groups: Group[] };
    assert.equal(ps.np, 8);
    assert.deepEqual(ps.groups.map((g) => [g.name, g.at, g.rankText, g.state]), [['main', `values.c:${BARRIER_LINE}`, '0-7', 'paused']]);

    const k = (await dc.customRequest('mpisim/compare', { expression: 'k' })).body as { groups: { value: string; rankText: string }[]; numeric: { min: number; max: number } };
    const byValue = new Map<string, number[]>();
    for (const [rank, kk] of real) byValue.set(kk, [...(byValue.get(kk) ?? []), Number(rank)]);
    assert.deepEqual(new Map(k.groups.map((g) => [g.value, g.rankText])), new Map([...byValue].map(([v, rs]) => [v, rs.length === 3 ? `${rs[0]}, ${rs[1]}, ${rs[2]}` : rs.join(', ')])));
    assert.deepEqual([k.numeric.min, k.numeric.max], [0, 2]);
    const v = (await dc.customRequest('mpisim/compare', { expression: 'v' })).body as { groups: { value: string; ranks: number[] }[]; numeric: { min: number; max: number; minRanks: string; maxRanks: string } };
    for (const [rank, , vv] of real) assert.equal(Number(v.groups.find((g) => g.ranks.includes(Number(rank)))!.value), Number(vv), `v on rank ${rank}`);
    const reals = real.map((l) => Number(l[2]));
    assert.equal(v.numeric.min, Math.min(...reals));
    assert.equal(v.numeric.max, Math.max(...reals));
    const some = (await dc.customRequest('mpisim/compare', { expression: 'rank * 2', ranks: [1, 5] })).body as { ranks: number; groups: { value: string; rankText: string }[] };
    assert.deepEqual(some.groups.map((g) => [g.value, g.rankText]), [['2', '1'], ['10', '5']]);
    const bad = (await dc.customRequest('mpisim/compare', { expression: 'nosuch + 1' })).body as { groups: unknown[]; errors: { message: string; rankText: string }[] };
    assert.equal(bad.groups.length, 0);
    assert.equal(bad.errors[0].rankText, '0-7');
    assert.match(bad.errors[0].message, /nosuch/);

    // Rank 0 alone steps into the barrier: it blocks there, the others hold at the line.
    const step = await moved(dc, 'mpisim/runGroup', { ranks: [0], action: 'step' });
    assert.equal(step.body.description, 'Group step');
    assert.match(step.body.text ?? '', /^Group 0: no rank stepped to their next lines; rank 0 blocked in MPI_Barrier on MPI_COMM_WORLD · 0x0000: 1 of 8 arrived, waiting for ranks 1-7$/);
    for (const t of all.slice(1)) assert.equal((await dc.stackTraceRequest({ threadId: t + 1 })).body.stackFrames[0].line, BARRIER_LINE, `rank ${t} held`);
    const ps2 = (await dc.customRequest('mpisim/parallelStacks')).body as { groups: Group[] };
    // main at the barrier line holds all 8; rank 0 is deeper (in MPI_Barrier), ranks 1-7 stop in main.
    assert.deepEqual(ps2.groups.map((g) => [g.name, g.rankText]), [['main', '0-7']]);
    assert.deepEqual(ps2.groups[0].children.map((c) => [c.name, c.rankText, c.state, c.detail]), [
      ['main', '1-7', 'paused', 'paused'],
      ['MPI_Barrier', '0', 'blocked', 'blocked in MPI_Barrier on MPI_COMM_WORLD · 0x0000: 1 of 8 arrived, waiting for ranks 1-7'],
    ]);
    const filtered = (await dc.customRequest('mpisim/parallelStacks', { filter: 'blocked' })).body as { shown: number; groups: Group[] };
    assert.equal(filtered.shown, 1);
    assert.equal((await dc.customRequest('mpisim/parallelStacks', { filter: '2-4,7' })).body.shown, 4);

    // Refusals name what is wrong.
    await assert.rejects(dc.customRequest('mpisim/runGroup', { ranks: [0], action: 'fly' }), /mpisim\/runGroup needs/);
    await assert.rejects(dc.customRequest('mpisim/runGroup', { ranks: [99], action: 'step' }), /no rank of the group is in the job/);
    await assert.rejects(dc.customRequest('mpisim/runGroup', { ranks: [1], action: 'runToLine', source: path.join(dir, 'values.c'), line: 400 }), /no statement of the program at/);
    await assert.rejects(dc.customRequest('mpisim/compare', {}), /needs \{ expression/);

    // Every rank continues: the barrier completes and the program ends as under mpiexec.
    const done = dc.waitForEvent('terminated');
    await dc.continueRequest({ threadId: 1 });
    await done;
  } finally {
    await dc.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

const MESSAGES = `#include <mpi.h>
#include <stdio.h>
typedef struct { double x; int n; } pt;
int main(int argc, char **argv) {
  int rank, a[5] = {10, -20, 30, 40, 50};
  double d[3] = {1.5, -2.25, 3e10};
  pt p[2] = {{1.25, 7}, {2.5, 8}};
  MPI_Datatype ptype, types[2] = {MPI_DOUBLE, MPI_INT};
  int bl[2] = {1, 1};
  MPI_Aint disp[2] = {0, 8};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Type_create_struct(2, bl, disp, types, &ptype);
  MPI_Type_commit(&ptype);
  if (rank == 0) {
    MPI_Send(a, 5, MPI_INT, 1, 1, MPI_COMM_WORLD);
    MPI_Send(d, 3, MPI_DOUBLE, 1, 2, MPI_COMM_WORLD);
    MPI_Send(p, 2, ptype, 1, 3, MPI_COMM_WORLD);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 1) {
    int ra[5]; double rd[3]; pt rp[2];
    MPI_Recv(ra, 5, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(rd, 3, MPI_DOUBLE, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(rp, 2, ptype, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
#ifdef SHOW
    printf("1 %d %d %d %d %d\\n", ra[0], ra[1], ra[2], ra[3], ra[4]);
    printf("1 %.17g %.17g %.17g\\n", rd[0], rd[1], rd[2]);
    printf("1 %.17g %d %.17g %d\\n", rp[0].x, rp[0].n, rp[1].x, rp[1].n);
#endif
  }
  MPI_Finalize();
  return 0;
}
`;

test('queued messages show their data decoded by the send\'s datatype (what the receiver gets under mpiexec)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-msgs-'));
  fs.writeFileSync(path.join(dir, 'msgs.c'), MESSAGES);
  const received = mpiexecLines(dir, 'msgs.c', 2).map((l) => l.split(' ').slice(1).map(Number));
  const { dc } = await startAdapter();
  try {
    const line = MESSAGES.split('\n').findIndex((l) => l.includes('if (rank == 1) {')) + 1;
    await launchUntilStopped(dc, { program: 'msgs.c', cwd: dir, np: 2, stopOnEntry: true });
    await moved(dc, 'mpisim/runGroup', { ranks: [0, 1], action: 'runToLine', source: path.join(dir, 'msgs.c'), line });
    const q = (await dc.customRequest('mpisim/queues', { rank: 1 })).body as { ranks: { unexpected: { tag: number; contents: string; commId: string; datatype: string }[] }[] };
    const un = q.ranks[0].unexpected.filter((m) => m.tag >= 1 && m.tag <= 3).sort((a, b) => a.tag - b.tag);
    assert.equal(un.length, 3);
    const numbers = (s: string): number[] => [...s.matchAll(/-?\d+(\.\d+)?(e[-+]?\d+)?/gi)].map((m) => Number(m[0]));
    assert.deepEqual(un.map((m) => numbers(m.contents)), received);
    assert.match(un[2].contents, /^\[\{1\.25, 7\}, \{2\.5, 8\}\]$/, 'a derived type reads element by element');
    assert.equal(un[0].commId, 'MPI_COMM_WORLD · 0x0000');
  } finally {
    await dc.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

const HELD = `#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, i;
  double x[4], y[4];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (i = 0; i < 4; i++) x[i] = 1.5 * (i + 1) + rank * 100;
#ifdef SHOW
  printf("%d %.17g %.17g\\n", rank, x[2], x[3]);
#endif
  MPI_Allreduce(x, y, 4, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
`;

test('a collective step\'s message waiting in the unexpected queue shows the data its receiver gets (kept in the sender\'s buffer until its algorithm goes on)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-held-'));
  fs.writeFileSync(path.join(dir, 'held.c'), HELD);
  // MPICH's reduce-scatter step on 2 ranks: rank 0 sends the upper half of its buffer (x[2], x[3]).
  const sent = mpiexecLines(dir, 'held.c', 2)[0].split(' ').slice(1).map(Number);
  const { dc } = await startAdapter();
  try {
    await launchUntilStopped(dc, { program: 'held.c', cwd: dir, np: 2, stopOnEntry: true });
    // Rank 0 runs into MPI_Allreduce and waits there for rank 1, which holds before it.
    await moved(dc, 'mpisim/runGroup', { ranks: [0], action: 'continue' });
    const q = (await dc.customRequest('mpisim/queues', { rank: 1 })).body as { ranks: { unexpected: { source: number; collective: boolean; bytes: number; contents: string }[] }[] };
    const un = q.ranks[0].unexpected;
    assert.equal(un.length, 1);
    assert.equal(un[0].source, 0);
    assert.equal(un[0].collective, true);
    assert.equal(un[0].bytes, 16);
    assert.deepEqual([...un[0].contents.matchAll(/-?\d+(\.\d+)?(e[-+]?\d+)?/gi)].map((m) => Number(m[0])), sent);
  } finally {
    await dc.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
