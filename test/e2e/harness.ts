/**
 * The real-VS-Code tests (reference/e2e.md): VS Code 1.139's server from the code-server npm
 * package (run by Node 24 from .tools/), driven by Debian's headless Chromium via playwright-core.
 *   1. extension-host tests (test/e2e/host): the raw VS Code server with the smoke-test driver
 *      loads the extension from this checkout and runs host/index.js with the real `vscode` API;
 *   2. UI tests (test/e2e/ui): code-server with the extension installed, F5 on an example, and
 *      what a person sees, with screenshots in test-results/screenshots/.
 * Usage: node out/test/e2e/harness.js run    (npm run test:e2e). Exit status 0 = all passed.
 * Nothing is skipped: a missing tool is a failure that says how to install it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cprog';
import { mpichCommIds } from '../helpers/mpichIds';
import { CHROMIUM, CODE_SERVER, NODE24_BIN, RUN, SHOTS } from './paths';
import { runHostTests } from './hostRunner';
import { runUiTests } from './ui';

const log = (...a: unknown[]): void => console.log('[e2e]', ...a);

export function missingTools(): string[] {
  const missing: string[] = [];
  if (!existsSync(join(NODE24_BIN, 'node'))) missing.push('Node 24 (.tools/node24)');
  if (!existsSync(join(CODE_SERVER, 'lib/vscode/out/server-main.js'))) missing.push('code-server 4.139.1 (.tools/cs)');
  if (!existsSync(CHROMIUM)) missing.push('chromium (/usr/bin/chromium)');
  try { require.resolve('playwright-core'); } catch { missing.push('playwright-core (npm install)'); }
  return missing;
}

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => { const a = s.address(); s.close(() => (typeof a === 'object' && a ? res(a.port) : rej(new Error('no port')))); });
  });
}

/** Environment of the servers: Node 24 first, every XDG/TMP directory inside the run directory. */
function serverEnv(dir: string): NodeJS.ProcessEnv {
  for (const d of ['xdg-config', 'xdg-data', 'xdg-cache', 'tmp']) mkdirSync(join(dir, d), { recursive: true });
  return {
    ...process.env, PATH: `${NODE24_BIN}:${process.env.PATH}`,
    XDG_CONFIG_HOME: join(dir, 'xdg-config'), XDG_DATA_HOME: join(dir, 'xdg-data'), XDG_CACHE_HOME: join(dir, 'xdg-cache'),
    TMPDIR: join(dir, 'tmp'), XDG_RUNTIME_DIR: join(dir, 'tmp'),
  };
}

export const USER_SETTINGS = {
  'security.workspace.trust.enabled': false,
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'workbench.enableExperiments': false,
  'chat.disableAIFeatures': true,
  'chat.commandCenter.enabled': false,
  'window.commandCenter': false,
  'debug.openDebug': 'openOnSessionStart',
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'git.enabled': false,
  'extensions.gallery.serviceUrl': '',
  'editor.hover.delay': 100,
  'files.exclude': { '.mpisim-e2e.json': true },
};

interface Server { proc: ChildProcess; url: string }
const servers: ChildProcess[] = [];

async function waitHttp(url: string, proc: ChildProcess, logFile: string): Promise<void> {
  for (let k = 0; k < 300; k++) {
    if (proc.exitCode !== null) throw new Error(`the server exited (${proc.exitCode}); see ${logFile}`);
    try { const r = await fetch(url); if (r.status < 500) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer at ${url}; see ${logFile}`);
}

function startServer(cmd: string, args: string[], dir: string, logName: string): ChildProcess {
  const { openSync } = require('node:fs') as typeof import('node:fs');
  const out = openSync(join(dir, logName), 'w');
  const p = spawn(cmd, args, { env: serverEnv(dir), stdio: ['ignore', out, out], detached: true });
  servers.push(p);
  return p;
}

/** The raw VS Code server: honours ?payload= (extensionDevelopmentPath, extensionTestsPath). */
async function startVscodeServer(dir: string): Promise<Server> {
  const port = await freePort();
  for (const d of ['ud/User', 'ext', 'sd']) mkdirSync(join(dir, d), { recursive: true });
  writeFileSync(join(dir, 'ud/User/settings.json'), JSON.stringify(USER_SETTINGS, null, 2));
  const proc = startServer(join(NODE24_BIN, 'node'), [join(CODE_SERVER, 'lib/vscode/out/server-main.js'),
    '--host', '127.0.0.1', '--port', String(port), '--without-connection-token', '--accept-server-license-terms',
    '--enable-smoke-test-driver', '--disable-workspace-trust', '--disable-telemetry', '--reconnection-grace-time', '60',
    '--user-data-dir', join(dir, 'ud'), '--server-data-dir', join(dir, 'sd'), '--extensions-dir', join(dir, 'ext')], dir, 'server.log');
  const url = `http://127.0.0.1:${port}`;
  await waitHttp(url + '/', proc, join(dir, 'server.log'));
  return { proc, url };
}

/** The files a .vsix ships (package.json, dist, media, examples, bin), unpacked: as installed. */
export function stageExtension(to: string): void {
  mkdirSync(to, { recursive: true });
  for (const f of ['package.json', 'README.md', 'media', 'examples', 'bin']) cpSync(join(REPO_ROOT, f), join(to, f), { recursive: true });
  mkdirSync(join(to, 'dist'), { recursive: true });
  for (const f of readdirSync(join(REPO_ROOT, 'dist')).filter((n) => n.endsWith('.js'))) cpSync(join(REPO_ROOT, 'dist', f), join(to, 'dist', f));
}

/** code-server with mpisim installed (the unpacked extension in its extensions directory). */
export async function startCodeServer(dir: string, port?: number): Promise<Server> {
  port ??= await freePort();
  for (const d of ['ud/User', 'ext']) mkdirSync(join(dir, d), { recursive: true });
  writeFileSync(join(dir, 'ud/User/settings.json'), JSON.stringify(USER_SETTINGS, null, 2));
  const pkg = require(join(REPO_ROOT, 'package.json')) as { publisher: string; name: string; version: string };
  stageExtension(join(dir, 'ext', `${pkg.publisher}.${pkg.name}-${pkg.version}`));
  const proc = startServer(join(NODE24_BIN, 'node'), [join(CODE_SERVER, 'out/node/entry.js'),
    '--bind-addr', `127.0.0.1:${port}`, '--auth', 'none', '--disable-telemetry', '--disable-update-check',
    '--disable-workspace-trust', '--disable-getting-started-override',
    '--user-data-dir', join(dir, 'ud'), '--extensions-dir', join(dir, 'ext')], dir, 'code-server.log');
  const url = `http://127.0.0.1:${port}`;
  await waitHttp(url + '/healthz', proc, join(dir, 'code-server.log'));
  return { proc, url };
}

/** The workspace both test kinds open: the examples, comms.c, a launch.json and MPICH's real IDs. */
export function makeWorkspace(dir: string): string {
  const ws = join(dir, 'workspace');
  mkdirSync(join(ws, '.vscode'), { recursive: true });
  for (const f of readdirSync(join(REPO_ROOT, 'examples'))) cpSync(join(REPO_ROOT, 'examples', f), join(ws, f));
  cpSync(join(REPO_ROOT, 'test/mpi-ctx/comms.c'), join(ws, 'comms.c'));
  const cfg = (name: string, program: string, np: number, extra: object = {}): object => ({ type: 'mpisim', request: 'launch', name, program: `\${workspaceFolder}/${program}`, np, ...extra });
  writeFileSync(join(ws, '.vscode/launch.json'), JSON.stringify({
    version: '0.2.0',
    configurations: [cfg('Deadlock (3 ranks)', 'deadlock.c', 3), cfg('Ring (4 ranks)', 'ring.c', 4), cfg('Split (4 ranks)', 'split.c', 4), cfg('comms (4 ranks)', 'comms.c', 4)],
  }, null, 2));
  // MPICH's own context IDs for comms.c on 4 ranks, as a log a person might hover over.
  const tmp = join(dir, 'mpich');
  mkdirSync(tmp, { recursive: true });
  const real = mpichCommIds(4, tmp);
  writeFileSync(join(ws, 'mpich-comms.log'), real.map((comms, r) => comms.map((c) => `[${r}] ${c.what} context_id=0x${c.contextId.toString(16).padStart(4, '0')} recvcontext_id=0x${c.recvContextId.toString(16).padStart(4, '0')} size=${c.size} rank=${c.rank}`).join('\n')).join('\n') + '\n');
  writeFileSync(join(ws, '.mpisim-e2e.json'), JSON.stringify({ realIds: real }, null, 2));
  return ws;
}

export function stopServers(): void {
  for (const p of servers.splice(0)) { try { process.kill(-p.pid!, 'SIGTERM'); } catch { /* already gone */ } }
}

async function main(): Promise<number> {
  const missing = missingTools();
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
      const vs = await startVscodeServer(join(RUN, 'vscode-server'));
      failed += await runHostTests(vs.url, ws, join(RUN, 'browser-host'));
    }
    if (only !== 'host') {
      log('2. UI tests (code-server with mpisim installed)');
      const cs = await startCodeServer(join(RUN, 'code-server'));
      failed += await runUiTests(cs.url, ws, SHOTS, join(RUN, 'browser-ui'));
    }
  } catch (e) {
    console.error('[e2e] harness error:', (e as Error).stack ?? e);
    failed++;
  } finally {
    stopServers();
  }
  log(failed ? `FAILED (${failed})` : 'all passed', `— screenshots in ${SHOTS}`);
  return failed ? 1 : 0;
}

// Loaded by `node --test` as a file under test/: do nothing unless asked to run.
if (require.main === module && process.argv[2] === 'run') {
  process.on('SIGINT', () => { stopServers(); process.exit(130); });
  main().then((code) => { process.exitCode = code; }, (e) => { console.error(e); stopServers(); process.exitCode = 1; });
}
