/**
 * A Makefile project in VS Code (issue 12): the launch configuration's preLaunchTask runs
 * `make CC="mpisim cc"` in a real task terminal (the extension puts `mpisim` on its PATH), its
 * `program` is the executable that built, a breakpoint in the second file stops there with the
 * caller in the first, and the run's output is what mpicc.mpich and mpiexec.mpich give for the
 * same files.
 */
import type * as VS from 'vscode';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { MpiSimApi } from '../../../src/extension/extension';

type Check = (name: string, fn: () => Promise<void>) => Promise<void>;

const lineOf = (file: string, text: string): number => readFileSync(file, 'utf8').split('\n').findIndex((l) => l.includes(text));

export async function makeTests(vscode: typeof VS, api: MpiSimApi, ws: string, check: Check, stopSession: () => Promise<void>): Promise<void> {
  const folder = vscode.workspace.workspaceFolders![0];
  const dir = join(ws, 'make');
  await check('preLaunchTask builds with make CC="mpisim cc"; the program is the executable; breakpoints in every file', async () => {
    await stopSession();
    execFileSync('make', ['clean'], { cwd: dir });
    const util = join(dir, 'util.c');
    const bp = new vscode.SourceBreakpoint(new vscode.Location(vscode.Uri.file(util), new vscode.Position(lineOf(util, 'util-body'), 0)));
    vscode.debug.addBreakpoints([bp]);
    const output: string[] = [];
    const tracker = vscode.debug.registerDebugAdapterTrackerFactory('mpisim', {
      createDebugAdapterTracker: () => ({
        onDidSendMessage: (m: { type: string; event?: string; body?: { category?: string; output?: string } }) => {
          if (m.type === 'event' && m.event === 'output' && m.body?.category === 'stdout') output.push(m.body.output ?? '');
        },
      }),
    });
    try {
      const stopped = new Promise<{ reason: string; threadId?: number; session: VS.DebugSession }>((res, rej) => {
        const t = setTimeout(() => { d.dispose(); rej(new Error('no stop within 120 s (did the preLaunchTask build?)')); }, 120_000);
        const d = api.sessions.onDidStop((e) => { clearTimeout(t); d.dispose(); res(e); });
      });
      assert.ok(await vscode.debug.startDebugging(folder, 'Make (2 ranks)'));
      const e = await stopped;
      assert.ok(existsSync(join(dir, 'prog')) && existsSync(join(dir, 'util.o')), 'make built the objects and the executable');
      assert.equal(e.reason, 'breakpoint');
      const session = e.session;
      const { stackFrames } = await session.customRequest('stackTrace', { threadId: e.threadId }) as { stackFrames: { name: string; line: number; source?: { path?: string } }[] };
      assert.equal(stackFrames[0].name, 'scaled');
      // Through the remote server, source paths come back as vscode-remote URIs: the file is what counts.
      const file = (f: { source?: { path?: string } }): string => (f.source?.path ?? '').replace(/^vscode-remote:\/\/[^/]+/, '');
      assert.equal(file(stackFrames[0]), util);
      assert.equal(stackFrames[0].line, lineOf(util, 'util-body') + 1);
      assert.equal(stackFrames[1].name, 'main');
      assert.equal(file(stackFrames[1]), join(dir, 'main.c'));
      assert.equal(stackFrames[1].line, lineOf(join(dir, 'main.c'), 'main-call') + 1);
      vscode.debug.removeBreakpoints([bp]);
      let over = false;
      const ended = new Promise<void>((r) => { const d = vscode.debug.onDidTerminateDebugSession(() => { over = true; d.dispose(); r(); }); });
      // The other rank may reach the breakpoint before its removal arrives: go on until the end.
      for (let k = 0; k < 4 && !over; k++) {
        const next = new Promise<void>((r) => { const d = api.sessions.onDidStop(() => { d.dispose(); r(); }); void ended.then(() => { d.dispose(); r(); }); });
        await session.customRequest('continue', { threadId: e.threadId });
        await Promise.race([next, new Promise((r) => setTimeout(r, 60_000))]);
      }
      assert.ok(over, 'the session ended');
      // The real thing: the same files built by mpicc.mpich and run by mpiexec.mpich.
      const exe = join(dir, '.prog-mpich');
      execFileSync('mpicc.mpich', ['-o', exe, join(dir, 'main.c'), util], { cwd: dir });
      const real = spawnSync('mpiexec.mpich', ['-n', '2', exe], { encoding: 'utf8', timeout: 60_000 });
      rmSync(exe, { force: true });
      const lines = (t: string): string[] => t.split('\n').map((l) => l.replace(/^\[\d+\] /, '')).filter(Boolean).sort();
      assert.deepEqual(lines(output.join('')), lines(real.stdout));
    } finally {
      vscode.debug.removeBreakpoints([bp]);
      tracker.dispose();
      await stopSession();
    }
  });
}
