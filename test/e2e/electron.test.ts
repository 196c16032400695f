/**
 * The extension-host tests (test/e2e/host) in a desktop VS Code through @vscode/test-electron,
 * for machines that can download VS Code. Where the download cannot happen (no route to
 * update.code.visualstudio.com, as on this project's CI), the test skips and says why: the same
 * tests run in the VS Code server of code-server (test/e2e/vscode.test.ts) everywhere.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cprog';
import { makeWorkspace } from './harness';
import { RESULTS } from './paths';

const NETWORK = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|socket hang up|getaddrinfo/;

test('extension-host tests in desktop VS Code (@vscode/test-electron)', { timeout: 900_000 }, async (t) => {
  const { downloadAndUnzipVSCode, runTests } = require('@vscode/test-electron') as typeof import('@vscode/test-electron');
  const cache = join(RESULTS, 'vscode-test');
  mkdirSync(cache, { recursive: true });
  let vscodeExecutablePath: string;
  try {
    vscodeExecutablePath = await downloadAndUnzipVSCode({ version: 'stable', cachePath: cache, timeout: 30_000 });
  } catch (e) {
    const msg = (e as Error).message ?? String(e);
    if (NETWORK.test(msg) || NETWORK.test(String((e as { code?: string }).code))) {
      t.skip(`VS Code cannot be downloaded here (${msg.split('\n')[0]}); test/e2e/vscode.test.ts runs these tests in code-server's VS Code`);
      return;
    }
    throw e;
  }
  const dir = join(RESULTS, 'electron-run');
  const ws = makeWorkspace(dir);
  const code = await runTests({
    vscodeExecutablePath,
    extensionDevelopmentPath: REPO_ROOT,
    extensionTestsPath: join(REPO_ROOT, 'out/test/e2e/host/index.js'),
    launchArgs: [ws, '--disable-extensions', '--disable-workspace-trust', '--user-data-dir', join(dir, 'ud'), '--extensions-dir', join(dir, 'ext')],
  });
  assert.equal(code, 0);
});
