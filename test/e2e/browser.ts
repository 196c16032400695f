/** Headless Debian Chromium for the e2e tests, its profile and caches kept inside the run directory. */
import { mkdirSync, rmSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';

export async function launchBrowser(profile: string): Promise<{ ctx: BrowserContext; close: () => Promise<void> }> {
  const { chromium } = require('playwright-core') as typeof import('playwright-core');
  rmSync(profile, { recursive: true, force: true });
  mkdirSync(profile, { recursive: true });
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    // Chromium writes Crash Reports and dconf under XDG dirs despite --user-data-dir.
    env: { ...process.env, XDG_CONFIG_HOME: profile, XDG_CACHE_HOME: profile, HOME: profile },
    headless: true,
    viewport: { width: 1600, height: 1000 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return { ctx, close: async () => { await ctx.close().catch(() => {}); } };
}
