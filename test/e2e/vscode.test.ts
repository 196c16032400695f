/**
 * `npm test` includes the real-VS-Code tests: this runs the harness (test/e2e/harness.ts) and
 * fails on any failure, including a missing tool (install them with scripts/e2e-setup.sh,
 * which .ci/run calls). Its output is shown when it fails.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

test('extension-host and UI tests in a real VS Code (code-server + headless Chromium)', { timeout: 900_000 }, () => {
  const r = spawnSync(process.execPath, [join(__dirname, 'harness.js'), 'run'], { encoding: 'utf8', timeout: 880_000, env: { ...process.env, E2E_ONLY: '' } });
  const out = `${r.stdout}\n${r.stderr}`;
  // The failing steps first: CI shows only the head of a long message.
  const failed = out.split('\n').filter((l) => /not ok|FAILED|Error:/.test(l)).join('\n');
  assert.equal(r.status, 0, `the e2e harness failed (exit ${r.status}${r.signal ? `, ${r.signal}` : ''}):\n${failed}\n--- the whole output ---\n${out.slice(-20000)}`);
  assert.match(r.stdout, /\d+ passed, 0 failed/, 'the extension-host tests ran');
  assert.match(r.stdout, /all UI tests passed/, 'the UI tests ran');
});
