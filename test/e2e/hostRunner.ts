/**
 * Runs the extension-host tests (test/e2e/host/index.ts) in a real VS Code workbench, as VS Code's
 * own browser integration tests do: the payload URL names the extension under development and the
 * tests module; the workbench reports through window.codeAutomationLog / codeAutomationExit.
 */
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cprog';
import { launchBrowser } from './browser';
import { SHOTS } from './paths';

const NOISE = /open-vsx|^\s+at |connection token|Creating a socket|grace-time|builtin extensions cache|Service Worker|AgentHost|AccountPolicyGate/;

/** Returns the number of failures (0 when the tests passed). */
export async function runHostTests(baseUrl: string, workspace: string, profile: string): Promise<number> {
  const base = new URL(baseUrl);
  const remote = (p: string): string => `vscode-remote://${base.host}${p}`;
  const { ctx, close } = await launchBrowser(profile);
  try {
    const page = ctx.pages()[0] ?? await ctx.newPage();
    let done!: (code: unknown) => void;
    const exited = new Promise<unknown>((r) => (done = r));
    await page.exposeFunction('codeAutomationLog', (_type: string, args: unknown) => {
      const line = (Array.isArray(args) ? args : [args]).map(String).join(' ');
      const kept = line.split('\n').filter((l) => !NOISE.test(l)).join('\n');
      if (kept.trim()) console.log(kept);
    });
    await page.exposeFunction('codeAutomationExit', (code: unknown) => done(code));
    const payload = JSON.stringify([
      ['extensionDevelopmentPath', remote(REPO_ROOT)],
      ['extensionTestsPath', remote(join(REPO_ROOT, 'out/test/e2e/host/index.js'))],
      ['skipWelcome', 'true'],
    ]);
    await page.goto(`${base.origin}/?folder=${encodeURIComponent(workspace)}&payload=${encodeURIComponent(payload)}`);
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout after 240 s'), 240_000))]);
    if (code !== 0) await page.screenshot({ path: join(SHOTS, 'host-tests-failure.png') }).catch(() => {});
    console.log(`[e2e] extension-host tests exit code: ${String(code)}`);
    return code === 0 ? 0 : 1;
  } finally {
    await close();
  }
}
