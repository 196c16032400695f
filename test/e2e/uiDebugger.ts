/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * UI tests of the debugger an MPI developer reaches for (issue 17), in the real workbench:
 * what the Call Stack, the views, the Problems panel, the Debug Console and the webviews show
 * (read inside the webview frames), with screenshots. Expected values: the programs' own
 * semantics, and real tools where they answer (gcc's errors, mpiexec.mpich's exit status).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { T, palette, quickOpen, showView } from './ui';
import type { RealAnswers } from './uxPrograms';
import { webviewPixels } from './pixels';

type Step = (name: string, fn: () => Promise<void>) => Promise<void>;

/** The frame of the webview whose page title (its <h2>) contains `title`. */
export async function webview(page: Page, title: string | RegExp): Promise<Frame> {
  const until = Date.now() + T;
  while (Date.now() < until) {
    for (const f of page.frames()) {
      try {
        const h = await f.locator('h2').first().textContent({ timeout: 200 });
        if (h && (typeof title === 'string' ? h.includes(title) : title.test(h))) return f;
      } catch { /* not this frame (or not loaded yet) */ }
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`no webview titled ${title}`);
}

async function debugFile(page: Page, file: string): Promise<void> {
  await stopDebugging(page);
  await palette(page, 'View: Close All Editors');
  await quickOpen(page, file);
  await palette(page, 'MPI: Debug MPI Program');
  await sessionStarts(page, file);
}

/**
 * Waits until the command shows its effect (the debug toolbar, or a notification such as a
 * compile error's) and otherwise says what the workbench showed instead: a launch that silently
 * does nothing is a failure of its own, told apart from a session that starts and then misbehaves.
 */
async function sessionStarts(page: Page, file: string): Promise<void> {
  const until = Date.now() + T;
  while (Date.now() < until) {
    const refusal = page.locator('.notification-toast', { hasText: 'open an MPI C file' });
    if (await refusal.count()) throw new Error(`'MPI: Debug MPI Program' on ${file} saw no C file in the editor: ${await refusal.first().textContent()}`);
    if (await page.locator('.debug-toolbar').isVisible() || await page.locator('.notification-toast').count()) return;
    await page.waitForTimeout(250);
  }
  const texts = async (sel: string): Promise<string> => (await page.locator(sel).allTextContents()).map((t) => t.trim()).filter(Boolean).join(' | ');
  throw new Error(`'MPI: Debug MPI Program' on ${file} showed neither a debug session nor a notification in ${T / 1000} s; `
    + `active tab: ${await texts('.tab.active')}; quick input: ${await page.locator('.quick-input-widget').isVisible() ? await texts('.quick-input-widget .quick-input-list .monaco-list-row') : 'closed'}; `
    + `status bar: ${await texts('.statusbar-item.debug, .statusbar-item[id*="debug"]')}`);
}

/** Ends every debug session (its toolbar's Stop, until the toolbar goes). */
async function stopDebugging(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  const bar = page.locator('.debug-toolbar');
  for (let k = 0; k < 8 && await bar.isVisible(); k++) {
    await bar.locator('.action-label[aria-label^="Stop"], .action-label[aria-label^="Disconnect"]').first().click({ timeout: 5000 }).catch(() => undefined);
    await bar.waitFor({ state: 'hidden', timeout: 3000 }).catch(() => undefined);
  }
  if (await bar.isVisible()) throw new Error('a debug session would not stop');
}

async function toolbar(page: Page, label: string): Promise<void> {
  await page.locator(`.debug-toolbar .action-label[aria-label^="${label}"]`).first().click({ timeout: T });
}

/** Opens `file` alone, toggles a breakpoint on the line holding `text`, and returns that line. */
async function toggleBreakpoint(page: Page, ws: string, file: string, text: string): Promise<number> {
  const line = lineOf(ws, file, text);
  await quickOpen(page, file);
  await gotoLine(page, line);
  await page.keyboard.press('F9');
  return line;
}

/** Puts the cursor on a line of the active editor (1-based). */
async function gotoLine(page: Page, line: number): Promise<void> {
  // Until the status bar shows the line: a Ctrl+G that reaches the workbench before the editor
  // has focus opens nothing, and the breakpoint would land on line 1.
  for (let attempt = 0; ; attempt++) {
    await page.keyboard.press('Control+G');
    await page.locator('.quick-input-widget input').fill(`:${line}`);
    await page.keyboard.press('Enter');
    try {
      await page.locator('.statusbar-item', { hasText: new RegExp(`^Ln ${line}, Col`) }).first().waitFor({ timeout: 5000 });
      return;
    } catch (e) {
      if (attempt >= 3) throw e;
      await page.locator('.monaco-editor .view-lines').first().click();
    }
  }
}

const lineOf = (ws: string, file: string, text: string): number => readFileSync(join(ws, file), 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;

/** Text of the Debug Console. */
async function consoleText(page: Page): Promise<string> {
  await page.keyboard.press('Control+Shift+Y');
  const rows = page.locator('.repl .monaco-list-rows').first();
  await rows.waitFor({ timeout: T });
  await page.waitForTimeout(500);
  return (await rows.textContent()) ?? '';
}

export async function debuggerUiTests(page: Page, step: Step, ws: string, shots: string): Promise<void> {
  const real = JSON.parse(readFileSync(join(ws, '.mpisim-e2e.json'), 'utf8')) as RealAnswers;
  const shot = (name: string): Promise<Buffer> => page.screenshot({ path: join(shots, name) });

  await step('compile errors are Problems at gcc\'s line and column, with squiggles and no modal', async () => {
    await stopDebugging(page);
    await debugFile(page, 'bad.c');
    await page.locator('.notification-toast', { hasText: 'bad.c does not compile' }).waitFor({ timeout: T });
    if (await page.locator('.monaco-dialog-box').count()) throw new Error('a modal dialog opened');
    await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: T });
    await page.keyboard.press('Control+Shift+M');
    const g = real.gccErrors[0];
    const words = g.message.replace(/['‘’]/g, '');
    const row = page.locator('.markers-panel .monaco-list-row', { hasText: 'undeclared_count' }).first();
    await row.waitFor({ timeout: T });
    const text = ((await row.textContent()) ?? '').replace(/['‘’]/g, '');
    if (!text.includes(words)) throw new Error(`Problems row '${text}' lacks gcc's '${words}'`);
    if (!text.includes(`[Ln ${g.line}, Col ${g.column}]`)) throw new Error(`Problems row '${text}' is not at gcc's ${g.line}:${g.column}`);
    await page.waitForTimeout(500);
    await shot('20-compile-error-problems.png');
    await page.keyboard.press('Escape');
  });

  await step('MPI_Abort stops at the call; ranks read as killed; the job exits with mpiexec.mpich\'s status', async () => {
    await debugFile(page, 'abort.c');
    const stack = await showView(page, 'Call Stack');
    await stack.locator('.monaco-list-row', { hasText: `rank 1 · aborted the job (exit status ${real.abortStatus})` }).waitFor({ timeout: T });
    await stack.locator('.monaco-list-row', { hasText: 'rank 0 · killed (rank 1 aborted the job)' }).waitFor({ timeout: T });
    // The same words in the MPI views' rank rows.
    const procs = await showView(page, 'Processes');
    await procs.locator('.monaco-list-row', { hasText: /^rank 2\s*killed \(rank 1 aborted the job\)/ }).waitFor({ timeout: T });
    await showView(page, 'Call Stack');
    const widget = page.locator('.exception-widget');
    await widget.waitFor({ timeout: T });
    const w = (await widget.textContent()) ?? '';
    if ((w.match(/application called MPI_Abort/g) ?? []).length !== 1) throw new Error(`the exception widget says it ${(w.match(/application called MPI_Abort/g) ?? []).length} times: ${w}`);
    if (!/at main \(abort\.c:7:/.test(w)) throw new Error(`no stack in the exception widget: ${w}`);
    const current = page.locator('.monaco-editor .debug-top-stack-frame-line, .monaco-editor .debug-top-stack-frame');
    await current.first().waitFor({ timeout: T });
    await shot('21-mpi-abort-stop.png');
    await toolbar(page, 'Continue');
    await page.locator('.debug-toolbar').waitFor({ state: 'hidden', timeout: T });
    const out = await consoleText(page);
    if (!out.includes(`job exit status ${real.abortStatus} (as mpiexec reports it); ranks 0, 2, 3 killed`)) throw new Error(`Debug Console: ${out.slice(-400)}`);
    if (/rank 1: blocked/.test(out)) throw new Error('the summary still says blocked');
    await shot('22-mpi-abort-summary.png');
  });

  await step('a segfault\'s message appears once in the exception widget, with the stack', async () => {
    await debugFile(page, 'segv.c');
    const widget = page.locator('.exception-widget');
    await widget.waitFor({ timeout: T });
    const w = (await widget.textContent()) ?? '';
    const n = (w.match(/null pointer dereference/g) ?? []).length;
    if (n !== 1) throw new Error(`the message shows ${n} times: ${w}`);
    if (!/at poke \(segv\.c:2:/.test(w)) throw new Error(`no stack: ${w}`);
    await shot('23-segfault-exception.png');
    await stopDebugging(page);
  });

  await step('an MPI usage error stops at the offending call ("MPI usage errors" filter) and is a Problem with the other side as related information', async () => {
    await debugFile(page, 'mismatch.c');
    const recvLine = lineOf(ws, 'mismatch.c', 'MPI_Recv('), sendLine = lineOf(ws, 'mismatch.c', 'MPI_Send(');
    const stack = await showView(page, 'Call Stack');
    await stack.locator('.monaco-list-row', { has: page.locator('.state.label', { hasText: 'MPI usage error' }) }).first().waitFor({ timeout: T });
    const widget = page.locator('.exception-widget');
    await widget.waitFor({ timeout: T });
    const w = (await widget.textContent()) ?? '';
    if (!/type signatures differ/.test(w)) throw new Error(`the exception widget says: ${w}`);
    // The stop is at the receive of rank 1 (the offending statement): the editor marks that line.
    await page.locator('.monaco-editor .debug-top-stack-frame-line, .monaco-editor .debug-top-stack-frame').first().waitFor({ timeout: T });
    const current = await page.locator('.monaco-editor .margin-view-overlays .debug-top-stack-frame').first().evaluate((el) => el.parentElement?.querySelector('.line-numbers')?.textContent ?? '').catch(() => '');
    if (current && Number(current) !== recvLine) throw new Error(`the stop is at line ${current}, not the MPI_Recv at ${recvLine}`);
    const filter = (await showView(page, 'Breakpoints')).locator('.monaco-list-row', { hasText: 'MPI usage errors' }).first();
    await filter.waitFor({ timeout: T });
    // The workbench's checkbox is a custom toggle (role checkbox), not an <input>.
    const box = filter.locator('[role="checkbox"], input[type="checkbox"]').first();
    const on = (await box.getAttribute('aria-checked', { timeout: T })) === 'true' || /\bchecked\b/.test((await box.getAttribute('class')) ?? '');
    if (!on) throw new Error('the "MPI usage errors" filter is not on');
    await shot('35-usage-error-stop.png');
    await page.keyboard.press('Control+Shift+M');
    const problem = page.locator('.markers-panel .monaco-list-row', { hasText: 'type signatures differ' }).first();
    await problem.waitFor({ timeout: T });
    const p = (await problem.textContent()) ?? '';
    if (!p.includes(`[Ln ${recvLine}, Col 5]`) || !p.includes('rank 1')) throw new Error(`the Problem is '${p}', not rank 1's MPI_Recv at ${recvLine}:5`);
    // Its related information: rank 0's MPI_Send, in the row below it (expanded if it is not).
    const related = page.locator('.markers-panel .monaco-list-row', { hasText: `mismatch.c[Ln ${sendLine}, Col 5]` }).first();
    if (!(await related.isVisible())) await problem.locator('.monaco-tl-twistie').click({ timeout: T }).catch(() => undefined);
    await related.waitFor({ timeout: T });
    const r = (await related.textContent()) ?? '';
    if (!r.includes('rank 0: MPI_Send')) throw new Error(`the related information is '${r}', not rank 0's MPI_Send`);
    await page.waitForTimeout(300);
    await shot('36-usage-error-problems.png');
    await page.keyboard.press('Escape');
    await stopDebugging(page);
  });

  await step('a deadlock\'s near miss is explained beside the wait-for cycle: in the exception widget and in the wait-for graph', async () => {
    await debugFile(page, 'nearmiss.c');
    const recvLine = lineOf(ws, 'nearmiss.c', 'MPI_Recv(&x, 1, MPI_INT, 0, 1,'), sendLine = lineOf(ws, 'nearmiss.c', 'MPI_Send(&f,');
    // Both sides, each at its statement: the receive that waits and the send that sits unexpected with another tag.
    const nearMiss = new RegExp(`near miss: rank 1's MPI_Recv at \\S*nearmiss\\.c:${recvLine}:5 waits for a message from rank 0 with tag 1 on MPI_COMM_WORLD; `
      + `rank 0's MPI_Send at \\S*nearmiss\\.c:${sendLine}:5 \\(tag 2 on MPI_COMM_WORLD\\) sits in rank 1's unexpected queue: the tags differ`);
    const widget = page.locator('.exception-widget');
    await widget.waitFor({ timeout: T });
    const w = ((await widget.textContent()) ?? '').replace(/\s+/g, ' ');
    if (!/Deadlock/.test(w) || !nearMiss.test(w)) throw new Error(`the exception widget says: ${w}`);
    await shot('37-near-miss-stop.png');
    await page.locator('.tab', { hasText: 'MPI Wait-For Graph' }).click({ timeout: T });
    const f = await webview(page, 'MPI Wait-For Graph');
    await f.locator('svg.waitfor text').first().waitFor({ timeout: T });
    const text = ((await f.locator('pre').first().textContent({ timeout: T })) ?? '').replace(/\s+/g, ' ');
    if (!nearMiss.test(text)) throw new Error(`the wait-for graph's explanation says: ${text}`);
    // The same near miss, seen from the types: MPI_FLOAT sent where MPI_INT is received.
    if (!/type signature \(1 x MPI_FLOAT\) does not match the receive's \(1 x MPI_INT\)/.test(text)) throw new Error(`the wait-for graph's explanation says: ${text}`);
    await page.waitForTimeout(300);
    await shot('38-near-miss-graph.png');
    await stopDebugging(page);
  });

  await step('a collective reads as the MPI call, MPICH\'s traffic one click below; short badges; the wait-for graph\'s labels apart and inside', async () => {
    await debugFile(page, 'barrier.c');
    const coll = 'MPI_Barrier on MPI_COMM_WORLD · 0x0000: 3 of 4 arrived, waiting for rank 1';
    const stack = await showView(page, 'Call Stack');
    await stack.locator('.monaco-list-row', { hasText: `rank 0 · blocked in ${coll}` }).waitFor({ timeout: T });
    // The stopped thread's badge is a word or two; its name keeps its room.
    const thread = stack.locator('.monaco-list-row', { has: page.locator('.state.label', { hasText: /Deadlock/i }) }).first();
    await thread.waitFor({ timeout: T });
    const nameWidth = await thread.locator('.name').evaluate((el) => el.clientWidth);
    if (nameWidth < 100) throw new Error(`the thread name has ${nameWidth}px next to its badge`);
    const queues = await showView(page, 'Message Queues');
    await queues.locator('.monaco-list-row', { hasText: coll }).first().waitFor({ timeout: T });
    const internal = queues.locator('.monaco-list-row', { hasText: "MPICH's internal messages" }).first();
    await internal.waitFor({ timeout: T });
    if (await queues.locator('.monaco-list-row', { hasText: 'MPIC_Sendrecv' }).count()) throw new Error('internal traffic shows before it is opened');
    await internal.click();
    await queues.locator('.monaco-list-row', { hasText: 'MPIC_Sendrecv' }).first().waitFor({ timeout: T });
    await shot('24-collective-queues.png');
    await page.locator('.tab', { hasText: 'MPI Wait-For Graph' }).click({ timeout: T });
    const f = await webview(page, 'MPI Wait-For Graph');
    const layout = await f.evaluate(() => {
      const svg = document.querySelector('svg.waitfor')!;
      const r = (e: Element): DOMRect => e.getBoundingClientRect();
      const labels = [...svg.querySelectorAll('text.label, text.rank')].map((e) => ({ text: e.textContent ?? '', box: r(e) }));
      return { svg: r(svg), width: document.documentElement.clientWidth, circles: svg.querySelectorAll('circle').length, labels: labels.map((l) => ({ text: l.text, x: l.box.x, y: l.box.y, w: l.box.width, h: l.box.height })) };
    });
    if (layout.circles !== 4) throw new Error(`${layout.circles} ranks drawn, expected 4`);
    if (!layout.labels.some((l) => l.text.includes('3 of 4 arrived'))) throw new Error(`labels: ${layout.labels.map((l) => l.text).join(' | ')}`);
    for (const l of layout.labels) {
      if (l.x < layout.svg.x - 0.5 || l.x + l.w > layout.svg.x + layout.svg.width + 0.5 || l.x < 0 || l.x + l.w > layout.width + 0.5) throw new Error(`label '${l.text}' is cut at an edge`);
    }
    const over = (a: typeof layout.labels[number], b: typeof layout.labels[number]): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    for (let i = 0; i < layout.labels.length; i++) for (let j = i + 1; j < layout.labels.length; j++) {
      if (over(layout.labels[i], layout.labels[j])) throw new Error(`labels overlap: '${layout.labels[i].text}' and '${layout.labels[j].text}'`);
    }
    await page.waitForTimeout(300);
    await shot('25-wait-for-graph-collective.png');
    await stopDebugging(page);
  });

  await step('Parallel Stacks groups the ranks; filter; run all ranks to the cursor; step a group', async () => {
    await stopDebugging(page);
    await palette(page, 'View: Close All Editors');
    const relax = await toggleBreakpoint(page, ws, 'jacobi.c', 'ldiff = relax(a, next);');
    await palette(page, 'MPI: Debug MPI Program');
    const pane = await showView(page, 'Parallel Stacks');
    await pane.locator('.monaco-list-row', { hasText: /\d ranks? in main @ jacobi\.c:\d+/ }).first().waitFor({ timeout: T });
    await shot('26-parallel-stacks.png');
    // The Cartesian communicator has one name on every rank: its variable, where it was made, its context ID.
    const comms = await showView(page, 'Communicators');
    const cartLine = lineOf(ws, 'jacobi.c', 'MPI_Cart_create(');
    await comms.locator('.monaco-list-row', { hasText: `cart @ jacobi.c:${cartLine}` }).nth(3).waitFor({ timeout: T });
    await showView(page, 'Parallel Stacks');
    await toggleBreakpoint(page, ws, 'jacobi.c', 'ldiff = relax(a, next);');
    await gotoLine(page, relax + 1);
    await palette(page, 'MPI: Run All Ranks to Cursor');
    const at = `4 ranks in main @ jacobi.c:${relax + 1}`;
    await pane.locator('.monaco-list-row', { hasText: at }).waitFor({ timeout: T });
    await palette(page, 'MPI: Filter Parallel Stacks…');
    await page.locator('.quick-input-widget input').fill('0-1');
    await page.keyboard.press('Enter');
    await pane.locator('.monaco-list-row', { hasText: `2 ranks in main @ jacobi.c:${relax + 1}` }).waitFor({ timeout: T });
    await page.locator('.pane-header', { hasText: 'filter: 0-1 (2 of 4)' }).waitFor({ timeout: T });
    await shot('27-parallel-stacks-filter.png');
    await palette(page, 'MPI: Filter Parallel Stacks…');
    await page.locator('.quick-input-widget input').fill('');
    await page.keyboard.press('Enter');
    // Step the group of all four from its row: they leave the MPI_Allreduce line together.
    const row = pane.locator('.monaco-list-row', { hasText: at });
    await row.hover();
    await row.locator('.action-label[aria-label="Step Group"]').click({ timeout: T });
    await pane.locator('.monaco-list-row', { hasText: /4 ranks in main @ jacobi\.c:\d+/ }).filter({ hasNotText: `:${relax + 1}` }).first().waitFor({ timeout: T });
    await shot('28-parallel-stacks-group-step.png');
  });

  await step('Compare Across Ranks shows a table of values with equal ones merged', async () => {
    await palette(page, 'MPI: Compare Across Ranks…');
    await page.locator('.quick-input-widget input').fill('iter');
    await page.keyboard.press('Enter');
    let f = await webview(page, 'iter across 4 ranks');
    const iter = await f.evaluate(() => [...document.querySelectorAll('tr.value')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    if (iter.length !== 1 || iter[0][1] !== '4' || iter[0][2] !== '0-3') throw new Error(`iter: ${JSON.stringify(iter)}`);
    await palette(page, 'MPI: Compare Across Ranks…');
    await page.locator('.quick-input-widget input').fill('a[1]');
    await page.keyboard.press('Enter');
    f = await webview(page, 'a[1] across 4 ranks');
    const rows = await f.evaluate(() => ({ counts: [...document.querySelectorAll('tr.value')].map((tr) => Number(tr.querySelectorAll('td')[1].textContent)), summary: document.querySelector('.summary')?.textContent ?? '' }));
    if (!rows.counts.length || rows.counts.reduce((a, b) => a + b, 0) !== 4) throw new Error(`a[1]: rows for ${JSON.stringify(rows.counts)} ranks, not the 4`);
    if (!/^min .* · max .* · mean /.test(rows.summary)) throw new Error(`summary: ${rows.summary}`);
    await page.waitForTimeout(300);
    await shot('29-compare-across-ranks.png');
  });

  await step('the timeline fills the editor, with a legend and call names', async () => {
    await palette(page, 'View: Close All Editors');
    await palette(page, 'MPI: Show Message Timeline');
    const f = await webview(page, 'MPI Message Timeline');
    const box = await (await f.frameElement()).boundingBox();
    const editor = await page.locator('.part.editor').boundingBox();
    if (!box || !editor || box.width < editor.width * 0.9) throw new Error(`the timeline is ${box?.width}px wide in an editor area of ${editor?.width}px`);
    const inside = await f.evaluate(() => ({
      legend: [...document.querySelectorAll('.legend span')].map((s) => s.textContent ?? ''),
      names: document.querySelectorAll('text.callname').length,
      scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      // Each row: its label, and the calls drawn on its band (by their tooltips, `rank R: MPI_...`).
      rows: [...document.querySelectorAll('svg.timeline text.rowname')].map((t) => t.textContent ?? ''),
      calls: [...document.querySelectorAll('svg.timeline rect.call title')].map((t) => t.textContent ?? ''),
    }));
    if (!inside.legend.some((l) => l === 'MPI_Sendrecv') || !inside.legend.some((l) => l === 'MPI_Allreduce')) throw new Error(`legend: ${inside.legend.join(', ')}`);
    if (inside.names === 0) throw new Error('no call names on the bands');
    if (inside.scroll > 1) throw new Error(`scrolls sideways by ${inside.scroll}px`);
    // jacobi.c on 4 ranks: every rank's row has its halo exchanges and its reductions.
    if (inside.rows.join() !== 'rank 0,rank 1,rank 2,rank 3') throw new Error(`rows: ${inside.rows.join(', ')}`);
    for (let r = 0; r < 4; r++) {
      const mine = inside.calls.filter((c) => c.startsWith(`rank ${r}: `));
      for (const call of ['MPI_Sendrecv', 'MPI_Allreduce']) if (!mine.some((c) => c.startsWith(`rank ${r}: ${call} `))) throw new Error(`row ${r} has no ${call}: ${mine.slice(0, 5).join(' | ')}`);
    }
    await page.waitForTimeout(300);
    const px = await webviewPixels(page, f);
    if (px.drawn < px.total * 0.02) throw new Error(`the timeline looks blank on screen: ${JSON.stringify(px)}`);
    await shot('30-timeline-wide.png');
    await stopDebugging(page);
  });

  await step('queued messages show their data decoded by datatype', async () => {
    await stopDebugging(page);
    await palette(page, 'View: Close All Editors');
    await toggleBreakpoint(page, ws, 'messages.c', 'if (rank == 1) {');
    await palette(page, 'MPI: Debug MPI Program');
    const pane = await showView(page, 'Message Queues');
    await pane.locator('.monaco-list-row', { hasText: '= [10, -20, 30, 40, 50]' }).first().waitFor({ timeout: T });
    await pane.locator('.monaco-list-row', { hasText: '= [1.5, -2.25, 30000000000]' }).first().waitFor({ timeout: T });
    await shot('31-message-contents.png');
    await toggleBreakpoint(page, ws, 'messages.c', 'if (rank == 1) {');
    await stopDebugging(page);
  });

  await step('Step All Ranks has its own icon in the debug toolbar', async () => {
    await stopDebugging(page);
    await palette(page, 'View: Close All Editors');
    await toggleBreakpoint(page, ws, 'ring.c', 'token++;');
    await palette(page, 'MPI: Debug MPI Program');
    const stepAll = page.locator('.debug-toolbar .action-label[aria-label^="Step All Ranks"]');
    await stepAll.waitFor({ timeout: T });
    const stepOver = page.locator('.debug-toolbar .action-label[aria-label^="Step Over"]');
    const look = (l: typeof stepAll): Promise<string> => l.evaluate((el) => `${el.className} ${getComputedStyle(el).backgroundImage} ${getComputedStyle(el).maskImage}`);
    const [a, b] = [await look(stepAll), await look(stepOver)];
    if (a.includes('debug-step-over') || !a.includes('step-all')) throw new Error(`Step All Ranks looks like: ${a} (Step Over: ${b})`);
    await page.locator('.debug-toolbar').screenshot({ path: join(shots, '32-step-all-icon.png') });
  });

  await step('after a step back the Debug Console marks the present', async () => {
    await toolbar(page, 'Step Back');
    const out = await consoleText(page);
    if (!/now: Stepped back: rank \d is at ring\.c:20.*has not happened yet/.test(out)) throw new Error(`Debug Console: ${out.slice(-500)}`);
    await shot('33-step-back-marker.png');
  });

  await step('a new session\'s views never show the previous session\'s rows', async () => {
    const pane = await showView(page, 'Processes');
    // The views refresh after the step back's stop event; a refresh may replace the row under a
    // click and leave it collapsed, so expand until the child shows.
    const conn = pane.locator('.monaco-list-row', { hasText: /^connections/ }).first();
    const child = pane.locator('.monaco-list-row', { hasText: 'ring.c:' }).first();
    const until = Date.now() + T;
    while (!(await child.isVisible())) {
      if (Date.now() > until) throw new Error('the connections row never showed its child');
      if ((await conn.getAttribute('aria-expanded', { timeout: T })) !== 'true') await conn.locator('.monaco-tl-twistie').click({ timeout: T });
      await child.waitFor({ timeout: 2000 }).catch(() => undefined);
    }
    // Record every text the Processes pane shows from now on (the pane element itself may be replaced).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      const bar = document.querySelector('.part.sidebar')!;
      new MutationObserver(() => {
        for (const p of bar.querySelectorAll('.pane')) if (/^Processes/.test(p.querySelector('.pane-header')?.textContent ?? '')) seen.push(p.querySelector('.pane-body')?.textContent ?? '');
      }).observe(bar, { subtree: true, childList: true, characterData: true });
    });
    await stopDebugging(page);
    await palette(page, 'View: Close All Editors');
    await toggleBreakpoint(page, ws, 'split.c', 'MPI_Allreduce(');
    const started = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.length);
    await palette(page, 'MPI: Debug MPI Program');
    await page.locator('.debug-toolbar').waitFor({ timeout: T });
    const again = await showView(page, 'Processes');
    await again.locator('.monaco-list-row', { hasText: 'gpid' }).first().waitFor({ timeout: T });
    await page.waitForTimeout(1500);
    const seen = (await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).slice(started);
    const stale = seen.find((t) => t.includes('ring.c'));
    if (stale) throw new Error(`split.c's session showed the ring session's rows: ${stale.slice(0, 300)}`);
    if (!seen.some((t) => t.includes('gpid'))) throw new Error('the pane was not watched');
    await shot('34-new-session-views.png');
    await stopDebugging(page);
  });
}
