/**
 * The real-VS-Code tests (reference/e2e.md): VS Code 1.139's server from the code-server npm
 * package (run by Node 24 from .tools/), driven by Debian's headless Chromium via playwright-core.
 *   1. extension-host tests (test/e2e/host): the raw VS Code server with the smoke-test driver
 *      loads the extension from this checkout and runs host/index.js with the real `vscode` API;
 *   2. UI tests (test/e2e/ui): code-server with the packaged .vsix installed, F5 on an example,
 *      and what a person sees, with screenshots in test-results/screenshots/.
 * Usage: node out/test/e2e/harness.js run    (npm run test:e2e). Exit status 0 = all passed.
 * Nothing is skipped: a missing tool is a failure that says how to install it.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cprog';
import { mpichCommIds } from '../helpers/mpichIds';
import { RUN, SHOTS } from './paths';
import { runHostTests } from './hostRunner';
import { runUiTests } from './ui';
import { writePrograms, writeMakeProject } from './uxPrograms';

/** scripts/code-server.cjs, shared with `npm start`. */
interface CodeServerTools {
  CODE_SERVER: string;
  missingTools(): string[];
  freePort(): Promise<number>;
  userSettings(dir: string): void;
  startServer(args: string[], dir: string, logName: string): ChildProcess;
  waitHttp(url: string, proc: ChildProcess, logFile: string): Promise<void>;
  packageVsix(): string;
  startCodeServer(o: { dir: string; vsix: string; port?: number }): Promise<{ proc: ChildProcess; url: string }>;
  stopServer(p: ChildProcess): void;
}
export const cs = require(join(REPO_ROOT, 'scripts/code-server.cjs')) as CodeServerTools;

const log = (...a: unknown[]): void => console.log('[e2e]', ...a);
const servers: ChildProcess[] = [];

/** The raw VS Code server: honours ?payload= (extensionDevelopmentPath, extensionTestsPath). */
async function startVscodeServer(dir: string): Promise<string> {
  const port = await cs.freePort();
  for (const d of ['ext', 'sd']) mkdirSync(join(dir, d), { recursive: true });
  cs.userSettings(dir);
  const proc = cs.startServer([join(cs.CODE_SERVER, 'lib/vscode/out/server-main.js'),
    '--host', '127.0.0.1', '--port', String(port), '--without-connection-token', '--accept-server-license-terms',
    '--enable-smoke-test-driver', '--disable-workspace-trust', '--disable-telemetry', '--reconnection-grace-time', '60',
    '--user-data-dir', join(dir, 'ud'), '--server-data-dir', join(dir, 'sd'), '--extensions-dir', join(dir, 'ext')], dir, 'server.log');
  servers.push(proc);
  const url = `http://127.0.0.1:${port}`;
  await cs.waitHttp(url + '/', proc, join(dir, 'server.log'));
  return url;
}

/** The workspace both test kinds open: the examples, comms.c, a launch.json and MPICH's real IDs. */
export function makeWorkspace(dir: string): string {
  const ws = join(dir, 'workspace');
  mkdirSync(join(ws, '.vscode'), { recursive: true });
  for (const f of readdirSync(join(REPO_ROOT, 'examples'))) cpSync(join(REPO_ROOT, 'examples', f), join(ws, f));
  cpSync(join(REPO_ROOT, 'test/mpi-ctx/comms.c'), join(ws, 'comms.c'));
  const cfg = (name: string, program: string, np: number): object => ({ type: 'mpisim', request: 'launch', name, program: `\${workspaceFolder}/${program}`, np });
  writeFileSync(join(ws, '.vscode/launch.json'), JSON.stringify({
    version: '0.2.0',
    configurations: [cfg('Deadlock (3 ranks)', 'deadlock.c', 3), cfg('Ring (4 ranks)', 'ring.c', 4), cfg('Split (4 ranks)', 'split.c', 4), cfg('comms (4 ranks)', 'comms.c', 4),
      // A Makefile project: the preLaunchTask builds it with `make CC="mpisim cc"`, the program is the executable.
      { ...cfg('Make (2 ranks)', 'make/prog', 2), preLaunchTask: 'mpisim: make' }],
  }, null, 2));
  writeFileSync(join(ws, '.vscode/tasks.json'), JSON.stringify({
    version: '2.0.0',
    tasks: [{ label: 'mpisim: make', type: 'shell', command: 'make CC="mpisim cc"', options: { cwd: '${workspaceFolder}/make' }, problemMatcher: ['$gcc'] }],
  }, null, 2));
  writeMakeProject(join(ws, 'make'));
  // MPICH's own context IDs for comms.c on 4 ranks, as a log a person might hover over.
  const tmp = join(dir, 'mpich');
  mkdirSync(tmp, { recursive: true });
  const real = mpichCommIds(4, tmp);
  const hex = (v: number): string => '0x' + v.toString(16).padStart(4, '0');
  writeFileSync(join(ws, 'mpich-comms.log'), real.flatMap((comms, r) => comms.map((c) => `[${r}] ${c.what} context_id=${hex(c.contextId)} recvcontext_id=${hex(c.recvContextId)} size=${c.size} rank=${c.rank}`)).join('\n') + '\n');
  const answers = writePrograms(ws, join(dir, 'real'));
  writeFileSync(join(ws, '.mpisim-e2e.json'), JSON.stringify({ realIds: real, ...answers }, null, 2));
  return ws;
}

async function main(): Promise<number> {
  const missing = cs.missingTools();
  try { require.resolve('playwright-core'); } catch { missing.push('playwright-core (npm install)'); }
  if (missing.length) {
    console.error(`[e2e] missing: ${missing.join(', ')}. Install them with: bash scripts/e2e-setup.sh`);
    return 1;
  }
  rmSync(RUN, { recursive: true, force: true });
  rmSync(SHOTS, { recursive: true, force: true });
  mkdirSync(SHOTS, { recursive: true });
  const ws = makeWorkspace(RUN);
  let failed = 0;
  try {
    // E2E_ONLY=host or E2E_ONLY=ui runs one half (while working on it); the default runs both.
    const only = process.env.E2E_ONLY;
    if (only !== 'ui') {
      log('1. extension-host tests (VS Code server with the smoke-test driver)');
      const url = await startVscodeServer(join(RUN, 'vscode-server'));
      failed += await runHostTests(url, ws, join(RUN, 'browser-host'));
    }
    if (only !== 'host') {
      log('2. UI tests (code-server with the packaged .vsix installed)');
      const vsix = cs.packageVsix();
      const server = await cs.startCodeServer({ dir: join(RUN, 'code-server'), vsix });
      servers.push(server.proc);
      failed += await runUiTests(server.url, ws, SHOTS, join(RUN, 'browser-ui'));
    }
  } catch (e) {
    console.error('[e2e] harness error:', (e as Error).stack ?? e);
    failed++;
  } finally {
    for (const p of servers.splice(0)) cs.stopServer(p);
  }
  log(failed ? `FAILED (${failed})` : 'all passed', `— screenshots in ${SHOTS}`);
  return failed ? 1 : 0;
}

// Loaded by `node --test` as a file under test/: do nothing unless asked to run.
if (require.main === module && process.argv[2] === 'run') {
  process.on('SIGINT', () => { for (const p of servers) cs.stopServer(p); process.exit(130); });
  // Exit with the verdict at once: a browser or server child winding down must neither keep the
  // process alive nor turn a pass into a failure after the results are in.
  main().then((code) => process.exit(code), (e) => { console.error(e); process.exit(1); });
}
