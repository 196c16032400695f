/**
 * UI tests in a real VS Code workbench (code-server, mpisim installed): what a person sees after
 * F5 on deadlock.c — the Communicators view listing MPI_COMM_WORLD with context ID 0x0000 on each
 * rank, the pending receives in Message Queues, the wait-for graph — plus a hover over a real
 * MPICH context ID and a command's answer. Screenshots of each go to test-results/screenshots/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import type { RealComm } from '../helpers/mpichIds';
import { debuggerUiTests, webview } from './uiDebugger';
import { webviewPixels } from './pixels';

/** How long one thing may take to show: generous, as the tests share the machine with the rest of npm test. */
export const T = 45_000;
const t0 = Date.now();
const log = (...a: unknown[]): void => console.log(`[ui ${((Date.now() - t0) / 1000).toFixed(1)}s]`, ...a);

export async function palette(page: Page, command: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ timeout: T });
  await input.fill('>' + command);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: command }).first().waitFor({ timeout: T });
  await page.keyboard.press('Enter');
}

export async function quickOpen(page: Page, file: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ timeout: T });
  await input.fill(file);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: file }).first().waitFor({ timeout: T });
  await page.keyboard.press('Enter');
  await page.locator('.tab.active', { hasText: file }).waitFor({ timeout: T });
}

const PANES = ['Variables', 'Watch', 'Call Stack', 'Breakpoints', 'Parallel Stacks', 'Communicators', 'Context IDs', 'Message Queues', 'Processes'];

/** Opens one pane of Run and Debug and closes the others, so the view has the sidebar's height. */
export async function showView(page: Page, name: string) {
  for (const p of PANES) {
    const header = page.locator('.pane-header', { hasText: new RegExp(`^${p}`) }).first();
    if (!(await header.count())) continue;
    const open = (await header.getAttribute('aria-expanded')) === 'true';
    if (open !== (p === name)) await header.click();
  }
  const pane = page.locator('.pane', { has: page.locator('.pane-header', { hasText: new RegExp(`^${name}`) }) });
  await pane.locator('.pane-body').waitFor({ state: 'visible', timeout: T });
  return pane;
}

/** Drags the sidebar's edge to make it wide enough for the views' descriptions. */
async function widenSidebar(page: Page, by: number): Promise<void> {
  const box = await page.locator('.part.sidebar').boundingBox();
  if (!box) return;
  const x = box.x + box.width + 2, y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + by, y, { steps: 5 });
  await page.mouse.up();
}

const NBSP = '[\\s\\u00a0]';

export async function runUiTests(baseUrl: string, workspace: string, shots: string, profile: string): Promise<number> {
  const real = (JSON.parse(readFileSync(join(workspace, '.mpisim-e2e.json'), 'utf8')) as { realIds: RealComm[][] }).realIds;
  const { ctx, close } = await launchBrowser(profile);
  const page = ctx.pages()[0] ?? await ctx.newPage();
  page.on('pageerror', (e) => log('pageerror:', e.message));
  let failures = 0;
  // E2E_UI_ONLY=<regex> runs only the matching steps (while working on them); the default runs all.
  const only = process.env.E2E_UI_ONLY ? new RegExp(process.env.E2E_UI_ONLY) : undefined;
  const step = async (name: string, fn: () => Promise<void>): Promise<void> => {
    if (only && !only.test(name)) return;
    try { await fn(); log(`ok - ${name}`); } catch (e) {
      failures++;
      log(`not ok - ${name}: ${(e as Error).message}`);
      await page.screenshot({ path: join(shots, `failure-${name.replace(/\W+/g, '-')}.png`) }).catch(() => {});
    }
  };
  try {
    await page.goto(`${baseUrl}/?folder=${encodeURIComponent(workspace)}`);
    await page.waitForSelector('.monaco-workbench', { timeout: 60000 });
    log('workbench loaded');

    await step('F5 on deadlock.c stops at the deadlock, every rank a thread', async () => {
      await quickOpen(page, 'deadlock.c');
      // The editor title of a C file offers Run/Debug (the run group: one button and its menu).
      await page.locator('.editor-actions [aria-label*="Run Without Debugging"], .editor-actions [aria-label*="Debug MPI Program"]').first().waitFor({ timeout: T });
      await page.keyboard.press('F5');
      await page.locator('.debug-toolbar').waitFor({ state: 'visible', timeout: 30000 });
      await page.locator('.debug-call-stack', { hasText: 'rank 1 · blocked in MPI_Recv' }).waitFor({ timeout: 30000 });
      await page.screenshot({ path: join(shots, '01-deadlock-session.png') });
      await widenSidebar(page, 330);
    });

    await step('Communicators view lists MPI_COMM_WORLD with context ID 0x0000 for each rank', async () => {
      const pane = await showView(page, 'Communicators');
      for (let r = 0; r < 3; r++) {
        await pane.locator('.monaco-list-row', { hasText: `intra · size 3 · rank ${r} · context_id 0x0000` }).first().waitFor({ timeout: T });
      }
      const worlds = await pane.locator('.monaco-list-row', { hasText: 'MPI_COMM_WORLD' }).count();
      if (worlds !== 3) throw new Error(`expected 3 MPI_COMM_WORLD rows, saw ${worlds}`);
      await page.screenshot({ path: join(shots, '02-communicators-view.png') });
    });

    await step('Message Queues view shows the receive each deadlocked rank has pending', async () => {
      const pane = await showView(page, 'Message Queues');
      await pane.locator('.monaco-list-row', { hasText: 'MPI_Recv from 1 (world 1)' }).first().waitFor({ timeout: T });
      await pane.locator('.monaco-list-row', { hasText: 'MPI_Recv from 0 (world 0)' }).first().waitFor({ timeout: T });
      await pane.locator('.monaco-list-row', { hasText: 'tag 0 · MPI_COMM_WORLD · 0x0000 · 1 × MPI_INT (4 B)' }).first().waitFor({ timeout: T });
      await page.screenshot({ path: join(shots, '03-message-queues-view.png') });
    });

    await step('Context IDs view shows each rank\'s allocation state', async () => {
      const pane = await showView(page, 'Context IDs');
      await pane.locator('.monaco-list-row', { hasText: 'IDs free' }).first().waitFor({ timeout: T });
      await page.screenshot({ path: join(shots, '04-context-ids-view.png') });
    });

    await step('Processes view shows gpids', async () => {
      const pane = await showView(page, 'Processes');
      await pane.locator('.monaco-list-row', { hasText: 'gpid' }).first().waitFor({ timeout: T });
      await page.screenshot({ path: join(shots, '05-processes-view.png') });
    });

    await step('the wait-for graph opened with the deadlock', async () => {
      await page.locator('.tab', { hasText: 'MPI Wait-For Graph' }).click({ timeout: T });
      // What the webview shows, read inside its frame: both ranks of the cycle, drawn.
      const frame = await webview(page, 'MPI Wait-For Graph');
      await frame.locator('svg.waitfor text').first().waitFor({ timeout: T });
      const texts = await frame.locator('svg.waitfor text').allTextContents();
      if (!texts.includes('rank 0') || !texts.includes('rank 1')) throw new Error(`the graph shows: ${texts.join(' | ') || 'nothing'}`);
      // deadlock.c: ranks 0 and 1 each receive from the other first; the cycle between them is red.
      const drawn = await frame.evaluate(() => {
        const red = (e: Element): boolean => getComputedStyle(e).stroke === 'rgb(255, 0, 0)';
        const nodes = [...document.querySelectorAll('svg.waitfor g.node')].map((g) => ({ rank: g.querySelector('text.rank')?.textContent ?? '', red: red(g.querySelector('circle')!), r: g.querySelector('circle')!.getBoundingClientRect().width }));
        const edges = [...document.querySelectorAll('svg.waitfor line.edge')].map((l) => ({ title: l.querySelector('title')?.textContent ?? '', cycle: l.classList.contains('cycle'), red: red(l) }));
        return { nodes, edges, head: document.querySelector('body > p')?.textContent ?? '' };
      });
      const redRanks = drawn.nodes.filter((n) => n.red).map((n) => n.rank).sort();
      if (redRanks.join() !== 'rank 0,rank 1') throw new Error(`red nodes: ${redRanks.join(', ') || 'none'} (nodes ${JSON.stringify(drawn.nodes)})`);
      if (drawn.nodes.some((n) => n.r < 10)) throw new Error(`a node is drawn ${Math.min(...drawn.nodes.map((n) => n.r))}px wide`);
      const cycle = drawn.edges.filter((e) => e.cycle);
      if (cycle.length !== 2 || cycle.some((e) => !e.red)) throw new Error(`cycle edges: ${JSON.stringify(drawn.edges)}`);
      if (!cycle.some((e) => e.title === 'rank 0 waits for rank 1') || !cycle.some((e) => e.title === 'rank 1 waits for rank 0')) throw new Error(`cycle edges: ${cycle.map((e) => e.title).join(', ')}`);
      if (!/^Deadlock: rank [01] → rank [01] → rank [01]$/.test(drawn.head)) throw new Error(`heading: ${drawn.head}`);
      await page.waitForTimeout(800);
      // And on the screen: the frame's area has a picture, with the red cycle in it.
      const px = await webviewPixels(page, frame);
      if (px.red < 100 || px.drawn < px.total * 0.01) throw new Error(`the wait-for graph looks blank on screen: ${JSON.stringify(px)}`);
      await page.screenshot({ path: join(shots, '06-wait-for-graph.png') });
    });

    await step('the status bar shows the focused rank and virtual time', async () => {
      await page.locator('.statusbar-item', { hasText: /rank \d of 3 · t = / }).first().waitFor({ timeout: T });
    });

    await step('hover over a context ID in a log of real MPICH IDs decodes it', async () => {
      await palette(page, 'View: Close All Editors');
      await quickOpen(page, 'mpich-comms.log');
      const split = real[0].find((c) => c.what === 'split')!;
      const hex = '0x' + split.contextId.toString(16).padStart(4, '0');
      // The editor renders spaces as no-break spaces.
      const line = page.locator('.view-line', { hasText: new RegExp(`\\[0\\]${NBSP}split${NBSP}context_id=${hex}`) }).first();
      await line.waitFor({ timeout: T });
      const prefix = (split.contextId >> 4) & 0x7ff; // mpich layout, reference/mpich-internals.md
      const hover = page.locator('.monaco-hover', { hasText: `prefix ${prefix} (mask word ${prefix >> 5}, bit ${prefix & 31})` });
      // The editor re-renders its lines: measure and hover through the locator, which re-resolves;
      // a hover can be dismissed by a re-render, so the pointer comes again if it does not show.
      for (let attempt = 0; ; attempt++) {
        const { width, text: full } = await line.evaluate((el) => ({ width: el.getBoundingClientRect().width, text: el.textContent ?? '' }));
        const col = full.indexOf(hex) + 3;
        await page.mouse.move(5, 5);
        await line.hover({ position: { x: (width * col) / full.length, y: 8 } });
        try { await hover.first().waitFor({ state: 'visible', timeout: 5000 }); break; } catch (e) { if (attempt === 2) throw e; }
      }
      const text = await hover.first().textContent();
      if (!text?.includes(`context ID ${hex} (${split.contextId})`)) throw new Error(`hover says: ${text}`);
      await page.screenshot({ path: join(shots, '07-hover-context-id.png') });
    });

    await step('MPI: Decode Context ID… validates input and shows the decoded ID', async () => {
      await page.mouse.move(5, 5);
      await palette(page, 'MPI: Decode Context ID…');
      const input = page.locator('.quick-input-widget input');
      await input.fill('zz');
      await page.locator('.quick-input-message', { hasText: 'is not a number' }).waitFor({ timeout: T });
      await page.screenshot({ path: join(shots, '08-decode-bad-input.png') });
      await input.fill('0x1f0');
      await page.keyboard.press('Enter');
      // 0x01f0: prefix 31 = mask word 0, bit 31 (mpich layout: prefix at bit 4).
      await page.locator('.notification-toast', { hasText: 'context ID 0x01f0 (496) — mask word 0, bit 31, pt2pt traffic' }).waitFor({ timeout: T });
      await page.waitForTimeout(500); // the toast fades in
      await page.screenshot({ path: join(shots, '09-decode-command.png') });
    });

    await step('the walkthrough opens the examples and leads through a session', async () => {
      await palette(page, 'MPI: Get Started with mpisim');
      await page.getByText('Debug MPI programs with mpisim').first().waitFor({ timeout: T });
      await page.getByText('Open an example').first().waitFor({ timeout: T });
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(shots, '11-walkthrough.png') });
    });

    await debuggerUiTests(page, step, workspace, shots);

    await step('MPI: Show Message Timeline without a session says so', async () => {
      await palette(page, 'MPI: Show Message Timeline');
      const f = await webview(page, 'MPI Message Timeline');
      const said = await f.locator('p.empty').textContent({ timeout: T });
      if (!said?.includes('No MPI session')) throw new Error(`the timeline says: ${said}`);
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(shots, '10-timeline-no-session.png') });
    });
  } catch (e) {
    failures++;
    log('UI tests stopped:', (e as Error).message);
    await page.screenshot({ path: join(shots, 'failure-ui.png') }).catch(() => {});
  } finally {
    await close();
  }
  log(failures ? `${failures} UI test(s) failed` : 'all UI tests passed');
  return failures;
}
