/**
 * A program of two files in the debugger: `program` lists them (or names an executable of
 * `mpisim cc`); breakpoints in both files are verified and hit on every rank, stacks cross the
 * files, and stepping moves within the callee's file. Expected lines are those of
 * test/link/mpi_main.c and mpi_sum.c, written here next to their text; no real tool reports a
 * DAP session to compare against.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { ROOT, startAdapter, withAdapter, untilStopped } from '../helpers/dap';

const MAIN = path.join(ROOT, 'test', 'link', 'mpi_main.c');
const SUM = path.join(ROOT, 'test', 'link', 'mpi_sum.c');
const lineOf = (file: string, text: string): number => fs.readFileSync(file, 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;
const CALL = lineOf(MAIN, 'total = rank_sum(');      // in main
const PRINT = lineOf(MAIN, 'printf("rank %d');       // in main
const COUNT = lineOf(SUM, 'sum_calls++;');           // in rank_sum
const REDUCE = lineOf(SUM, 'MPI_Allreduce(');         // in rank_sum

type DC = Awaited<ReturnType<typeof startAdapter>>['dc'];

async function where(dc: DC, threadId: number): Promise<string[]> {
  const frames = (await dc.stackTraceRequest({ threadId })).body.stackFrames;
  return frames.map((f) => `${f.name} ${path.basename(f.source?.path ?? '?')}:${f.line}`);
}

async function session(program: string | string[]): Promise<void> {
  await withAdapter(async ({ dc }) => {
    const verified: boolean[] = [];
    const first = dc.waitForEvent('stopped');
    await Promise.all([
      dc.waitForEvent('initialized').then(async () => {
        for (const [file, line] of [[SUM, COUNT], [MAIN, PRINT]] as const) {
          const r = await dc.setBreakpointsRequest({ source: { path: file }, breakpoints: [{ line }] });
          verified.push(...r.body.breakpoints.map((b) => b.verified && b.line === line));
        }
        await dc.configurationDoneRequest();
      }),
      dc.launch({ cwd: ROOT, program, np: 2 }),
    ]);
    assert.deepEqual(verified, [true, true], 'a breakpoint in each file is verified at its line');
    let ev = (await first) as DebugProtocol.StoppedEvent;
    const t = ev.body.threadId!;
    assert.equal(ev.body.reason, 'breakpoint');
    assert.deepEqual(await where(dc, t), [`rank_sum mpi_sum.c:${COUNT}`, `main mpi_main.c:${CALL}`]);
    const value = async (expression: string) => {
      const frameId = (await dc.stackTraceRequest({ threadId: t })).body.stackFrames[0].id;
      return (await dc.evaluateRequest({ expression, frameId, context: 'watch' })).body.result;
    };
    assert.equal(await value('sum_calls'), '0');
    ev = await untilStopped(dc, () => dc.nextRequest({ threadId: t }));
    assert.deepEqual((await where(dc, t))[0], `rank_sum mpi_sum.c:${REDUCE}`);
    assert.equal(await value('sum_calls'), '1', 'a global of the other file, seen from this one');
    assert.equal(await value('mine + 1'), String(Number(await value('mine')) + 1));
    // Every rank hits both breakpoints, in file order, and the run ends.
    const hits = new Map<number, string[]>();
    for (;;) {
      const next = Promise.race([dc.waitForEvent('stopped').then((e) => e as DebugProtocol.StoppedEvent), dc.waitForEvent('terminated').then(() => undefined)]);
      await dc.continueRequest({ threadId: t });
      const stop = await next;
      if (!stop) break;
      const top = (await where(dc, stop.body.threadId!))[0];
      hits.set(stop.body.threadId!, [...(hits.get(stop.body.threadId!) ?? []), top]);
    }
    const other = [...hits.keys()].find((k) => k !== t)!;
    assert.deepEqual(hits.get(other), [`rank_sum mpi_sum.c:${COUNT}`, `main mpi_main.c:${PRINT}`]);
    assert.deepEqual(hits.get(t), [`main mpi_main.c:${PRINT}`]);
  });
}

test('program as a list of files: breakpoints, stacks and stepping in both files', async () => {
  await session([path.relative(ROOT, MAIN), path.relative(ROOT, SUM)]);
});

test('program as an executable of mpisim cc: the same session', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-dapcc-'));
  const exe = path.join(dir, 'sum');
  const r = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'mpisim.js'), 'cc', '-g', '-o', exe, MAIN, SUM], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  await session(exe);
});
