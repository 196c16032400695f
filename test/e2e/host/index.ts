/**
 * Extension-host tests: run inside a real VS Code (1.139, from the code-server package) with the
 * real `vscode` API, loaded through extensionTestsPath by test/e2e/hostRunner.ts. `run()` rejects
 * when a test fails; the last line is "N passed, M failed".
 *
 * Expected values: MPICH's own context IDs come from real MPICH (the harness runs comms.c under
 * mpiexec.mpich with the ctxshim and leaves them in .mpisim-e2e.json); program behaviour comes
 * from the example sources themselves (which call blocks where); fixed MPICH facts cite
 * reference/mpich-internals.md.
 */
import type * as VS from 'vscode';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { MpiSimApi } from '../../../src/extension/extension';
import type { Node } from '../../../src/extension/tree';
import type { RealComm } from '../../helpers/mpichIds';
import { makeTests } from './make';

// Loaded by node:test too (it is a file under test/): `vscode` only exists inside VS Code.
let vscode: typeof VS;

const results: string[] = [];
// E2E_HOST_ONLY=<regex> runs only the matching tests (and activation), while working on them.
const only = process.env.E2E_HOST_ONLY ? new RegExp(process.env.E2E_HOST_ONLY) : undefined;
async function check(name: string, fn: () => Promise<void>): Promise<void> {
  if (only && !only.test(name) && results.length > 0) return;
  const t0 = Date.now();
  try { await fn(); results.push(`ok - ${name} (${Date.now() - t0} ms)`); } catch (e) {
    // One line: the harness's summary keeps only lines that say `not ok`, and a diff is what tells why.
    const why = e instanceof assert.AssertionError ? `${e.message.split('\n')[0]} actual ${JSON.stringify(e.actual)} expected ${JSON.stringify(e.expected)}` : String((e as Error).stack ?? e).replace(/\n\s*/g, ' | ');
    results.push(`not ok - ${name}: ${why}`);
  }
  console.log(results[results.length - 1]);
}

const lineOf = (file: string, text: string, from = 0): number => {
  const k = readFileSync(file, 'utf8').split('\n').findIndex((l, i) => i >= from && l.includes(text));
  assert.ok(k >= 0, `${text} not found in ${file}`);
  return k; // 0-based
};

function nextStop(api: MpiSimApi, timeoutMs = 60_000): Promise<{ reason: string; threadId?: number; description?: string }> {
  return new Promise((res, rej) => {
    const t = setTimeout(() => { d.dispose(); rej(new Error('no stop within ' + timeoutMs + ' ms')); }, timeoutMs);
    const d = api.sessions.onDidStop((e) => { clearTimeout(t); d.dispose(); res(e); });
  });
}

/**
 * The session the tests talk to: the active one unless it has ended (VS Code may keep an ended
 * session as activeDebugSession while the next one starts), else the newest one not ended.
 */
const started: VS.DebugSession[] = [];
const ended = new Set<string>();
const liveSession = (): VS.DebugSession | undefined => {
  const s = vscode.debug.activeDebugSession;
  return s && !ended.has(s.id) ? s : started.filter((x) => !ended.has(x.id)).pop();
};

/**
 * Stops every debug session and waits until none is live: a test that starts the next session
 * while the last one is still ending would talk to the old one.
 */
async function stopSession(): Promise<void> {
  const t0 = Date.now();
  while (liveSession()) {
    if (Date.now() - t0 > 30_000) throw new Error(`the debug session ${liveSession()?.name} did not end within 30 s of stopDebugging`);
    const ended = new Promise<void>((r) => { const d = vscode.debug.onDidTerminateDebugSession(() => { d.dispose(); r(); }); });
    await vscode.debug.stopDebugging();
    await Promise.race([ended, new Promise((r) => setTimeout(r, 1000))]);
  }
  if (Date.now() - t0 > 3000) console.log(`(stopping the debug session took ${Date.now() - t0} ms)`);
}

/** The tree's rows as text, `label: description`, children of `n` (roots when undefined). */
async function rows(api: MpiSimApi, view: number, n?: Node): Promise<Node[]> {
  const tree = api.views[view];
  const kids = await tree.getChildren(n);
  for (const k of kids) tree.getTreeItem(k); // what VS Code renders must build without errors
  return kids;
}
const text = (n: Node): string => `${n.label}: ${n.description ?? ''}`;
const find = (ns: Node[], label: string | RegExp): Node => {
  const f = ns.find((n) => (typeof label === 'string' ? n.label === label : label.test(n.label)));
  assert.ok(f, `no row ${label} among ${ns.map(text).join(' | ')}`);
  return f;
};

async function hoverText(uri: VS.Uri, pos: VS.Position): Promise<string> {
  const hovers = await vscode.commands.executeCommand<VS.Hover[]>('vscode.executeHoverProvider', uri, pos);
  return hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
}

/**
 * What otf2-print (the OTF2 project's own reader) reports of an archive: the timer resolution
 * and each location's events, as rows of (event, location, ticks, attributes).
 */
function otf2Print(anchor: string): { ticksPerSecond: number; endTicks: number; events: { event: string; location: number; time: number; attrs: string }[] } {
  const defs = execFileSync('otf2-print', ['-G', anchor], { encoding: 'utf8' });
  const clock = /Ticks per Seconds: (\d+), Global Offset: (\d+), Length: (\d+)/.exec(defs)!;
  const ticksPerSecond = Number(clock[1]), endTicks = Number(clock[2]) + Number(clock[3]);
  const events = execFileSync('otf2-print', [anchor], { encoding: 'utf8' }).split('\n').flatMap((l) => {
    const m = /^(ENTER|LEAVE|MPI_SEND|MPI_RECV)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(l);
    return m ? [{ event: m[1], location: Number(m[2]), time: Number(m[3]), attrs: m[4] }] : [];
  });
  return { ticksPerSecond, endTicks, events };
}

/**
 * Posted receives and unexpected messages per rank at tick `t`, from otf2-print's records alone:
 * sends and receives pair by (sender, receiver, tag) in order (MPI-4.1 §3.5, non-overtaking);
 * a receive is posted from its MPI_Recv's ENTER until its message is sent, a message sent before
 * that ENTER is unexpected at the receiver until it (MPI-4.1 §3.4, the unexpected queue of an
 * eager protocol: reference/mpich-internals.md).
 */
function expectedQueues(p: ReturnType<typeof otf2Print>, ranks: number, t: number): { posted: number; unexpected: number }[] {
  const sends = p.events.filter((e) => e.event === 'MPI_SEND').map((e) => ({ from: e.location, to: Number(/Receiver: (\d+)/.exec(e.attrs)![1]), tag: Number(/Tag: (\d+)/.exec(e.attrs)![1]), time: e.time, used: false }));
  const out = Array.from({ length: ranks }, () => ({ posted: 0, unexpected: 0 }));
  for (const r of p.events.filter((e) => e.event === 'MPI_RECV')) {
    const from = Number(/Sender: (\d+)/.exec(r.attrs)![1]), tag = Number(/Tag: (\d+)/.exec(r.attrs)![1]);
    const send = sends.find((s) => !s.used && s.from === from && s.to === r.location && s.tag === tag)!;
    send.used = true;
    const start = p.events.filter((e) => e.location === r.location && e.event === 'ENTER' && /"MPI_Recv"/.test(e.attrs) && e.time <= r.time).at(-1)!.time;
    if (start <= send.time) { if (start <= t && t < send.time) out[r.location].posted++; }
    else if (send.time <= t && t < start) out[r.location].unexpected++;
  }
  return out;
}

async function traceTests(api: MpiSimApi, ws: string): Promise<void> {
  const cli = join(vscode.extensions.getExtension('mpisim.mpisim')!.extensionPath, 'bin/mpisim.js');
  // Rank 1 receives tag 2 before tag 1, so the tag-1 message waits unexpected meanwhile.
  const prog = join(ws, 'unexpected.c');
  writeFileSync(prog, `#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, a = 1, b = 2;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) { MPI_Send(&a, 1, MPI_INT, 1, 1, MPI_COMM_WORLD); MPI_Send(&b, 1, MPI_INT, 1, 2, MPI_COMM_WORLD); }
  else if (rank == 1) { MPI_Recv(&b, 1, MPI_INT, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE); MPI_Recv(&a, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE); printf("%d %d\\n", a, b); }
  MPI_Finalize();
  return 0;
}
`);
  const archives: { name: string; anchor: string; ranks: number }[] = [];
  for (const [name, file, np] of [['ring', join(ws, 'ring.c'), 3], ['unexpected', prog, 2]] as const) {
    const dir = join(ws, `.trace-${name}`);
    rmSync(dir, { recursive: true, force: true });
    execFileSync('node', [cli, 'run', '--trace', dir, '-n', String(np), file], { cwd: ws, encoding: 'utf8' });
    archives.push({ name, anchor: join(dir, 'traces.otf2'), ranks: np });
  }

  await check('Open Trace: a malformed archive is refused with a message naming the file, the views stay empty', async () => {
    const bad = join(ws, '.trace-bad');
    rmSync(bad, { recursive: true, force: true });
    mkdirSync(bad);
    writeFileSync(join(bad, 'traces.otf2'), 'not an OTF2 anchor\n');
    assert.equal(await vscode.commands.executeCommand('mpisim.openTrace', join(bad, 'traces.otf2')), undefined);
    assert.equal(api.trace.open, false);
    assert.deepEqual(await rows(api, 2), []);
    assert.equal(await vscode.commands.executeCommand('mpisim.openTrace', join(bad, 'missing.txt')), undefined);
    assert.equal(await vscode.commands.executeCommand('mpisim.setTraceTime', '0'), undefined, 'no trace open: refused');
  });

  for (const a of archives) {
    await check(`Open Trace (${a.name}): the Message Queues view matches otf2-print's records at every event time`, async () => {
      assert.equal(liveSession(), undefined);
      const said = await vscode.commands.executeCommand<string>('mpisim.openTrace', a.anchor);
      const shown = JSON.parse(execFileSync('node', [cli, 'trace', 'show', '--json', a.anchor], { encoding: 'utf8' })) as { messages: unknown[] };
      assert.match(said, new RegExp(`\\(${a.ranks} ranks, \\d+ MPI calls, ${shown.messages.length} messages`));
      const p = otf2Print(a.anchor);
      const times = [...new Set(p.events.flatMap((e) => [e.time, e.time + 0.5]))].filter((x) => x <= p.endTicks).sort((x, y) => x - y);
      let sawUnexpected = false, sawPosted = false;
      for (const ticks of times) {
        const t = await vscode.commands.executeCommand<number>('mpisim.setTraceTime', `${ticks / p.ticksPerSecond * 1e9} ns`);
        assert.ok(Math.abs(t - ticks / p.ticksPerSecond) < 1e-15, `set ${ticks} ticks, got ${t} s`);
        const want = expectedQueues(p, a.ranks, ticks);
        const got = await rows(api, 2);
        assert.equal(got.length, a.ranks);
        for (const [r, w] of want.entries()) {
          assert.match(got[r].description!, new RegExp(`^${w.posted} posted · ${w.unexpected} unexpected · `), `rank ${r} at tick ${ticks}`);
          sawUnexpected ||= w.unexpected > 0; sawPosted ||= w.posted > 0;
        }
        assert.match(api.views[2].view.message ?? '', /^Trace .*traces\.otf2 at t = .*no debug session: showing the trace/);
      }
      // ring.c: every rank posts its receive before the token is sent to it.
      if (a.name === 'ring') assert.ok(sawPosted, 'the trace has a posted receive at some time');
      if (a.name === 'unexpected') {
        assert.ok(sawUnexpected, 'the tag-1 message is unexpected at some time');
        const send = p.events.find((e) => e.event === 'MPI_SEND' && /Tag: 1,/.test(e.attrs))!;
        await vscode.commands.executeCommand('mpisim.setTraceTime', String(send.time / p.ticksPerSecond));
        const groups = await rows(api, 2, (await rows(api, 2))[1]);
        const un = await rows(api, 2, find(groups, 'unexpected messages'));
        assert.equal(un.length, 1);
        assert.equal(un[0].label, 'MPI_Send from 0 (world 0)');
        assert.match(un[0].description!, /^tag 1 · 4 B · sent at /);
      }
    });
  }

  await check('trace mode: the Communicators view lists the archive\'s communicator definitions', async () => {
    await vscode.commands.executeCommand('mpisim.openTrace', archives[0].anchor);
    const defs = execFileSync('otf2-print', ['-G', archives[0].anchor], { encoding: 'utf8' });
    const names = [...defs.matchAll(/^COMM\s+\d+\s+Name: "([^"]*)"/gm)].map((m) => m[1]);
    assert.ok(names.includes('MPI_COMM_WORLD'));
    const ranks = await rows(api, 0);
    assert.deepEqual(ranks.map((r) => r.label), ['rank 0', 'rank 1', 'rank 2']);
    for (const [k, r] of ranks.entries()) {
      const comms = await rows(api, 0, r);
      assert.deepEqual(comms.map((c) => c.label), names);
      const world = find(comms, 'MPI_COMM_WORLD');
      assert.equal(world.description, `intra · size 3 · rank ${k}`);
      assert.equal(text(find(await rows(api, 0, world), 'members')), 'members: [0, 1, 2] (world ranks)');
      assert.equal(find(comms, 'MPI_COMM_SELF').description, 'intra · size 1 · rank 0');
    }
  });

  await check('trace timeline: one row per rank, calls and messages from the trace, the chosen time marked, zoom', async () => {
    const p = otf2Print(archives[0].anchor);
    const recv = p.events.find((e) => e.event === 'MPI_RECV')!;
    await vscode.commands.executeCommand('mpisim.setTraceTime', String(recv.time / p.ticksPerSecond));
    const html = api.webviews.traceTimeline.html ?? '';
    assert.match(html, /<svg[^>]*class="timeline"/);
    for (let r = 0; r < 3; r++) assert.match(html, new RegExp(`>rank ${r}</text>`));
    assert.equal((html.match(/class="call"/g) ?? []).length, p.events.filter((e) => e.event === 'ENTER').length);
    assert.equal((html.match(/class="message"/g) ?? []).length, p.events.filter((e) => e.event === 'MPI_SEND').length);
    assert.match(html, /class="now"/);
    assert.match(html, /command:mpisim\.zoomTraceIn/);
    const w = await vscode.commands.executeCommand<{ from: number; to: number }>('mpisim.zoomTraceIn');
    const end = api.trace.end;
    assert.ok(Math.abs(w.to - w.from - end / 2) < 1e-12 && w.from <= recv.time / p.ticksPerSecond && recv.time / p.ticksPerSecond <= w.to);
    await new Promise((r) => setTimeout(r, 100));
    assert.ok((api.webviews.traceTimeline.html?.match(/class="call"/g) ?? []).length < p.events.filter((e) => e.event === 'ENTER').length, 'zoomed in: fewer calls drawn');
    assert.equal(await vscode.commands.executeCommand('mpisim.zoomTraceOut'), undefined, 'back to the whole trace');
  });

  await check('Set Trace Time validates: seconds or ns within the trace', async () => {
    const end = api.trace.end;
    assert.equal(await vscode.commands.executeCommand('mpisim.setTraceTime', 'soon'), undefined);
    assert.equal(await vscode.commands.executeCommand('mpisim.setTraceTime', '-1'), undefined);
    assert.equal(await vscode.commands.executeCommand('mpisim.setTraceTime', `${end * 2}`), undefined);
    assert.equal(await vscode.commands.executeCommand('mpisim.setTraceTime', '1000 ns'), 1e-6);
    assert.equal(await vscode.commands.executeCommand('mpisim.setTraceTime', '2e-6'), 2e-6);
    assert.equal(api.trace.time, 2e-6);
  });

  await check('Export Trace during a session writes an archive otf2-print -Werror accepts; after it, the CLI writes one', async () => {
    const stop = nextStop(api);
    assert.ok(await vscode.debug.startDebugging(vscode.workspace.workspaceFolders![0], 'Deadlock (3 ranks)'));
    await stop;
    const dir = join(ws, '.trace-export');
    rmSync(dir, { recursive: true, force: true });
    const r = await vscode.commands.executeCommand<{ anchor: string; locations: number }>('mpisim.exportTrace', dir);
    assert.equal(r.anchor, join(dir, 'traces.otf2'));
    assert.equal(r.locations, 3);
    const check1 = spawnSync('otf2-print', ['--silent', '-Werror', r.anchor], { encoding: 'utf8' });
    assert.equal(check1.status, 0, check1.stderr);
    // A session is active: the views show it, not the trace.
    assert.match((await rows(api, 2))[0].description!, /^1 posted · 0 unexpected · 0 pending sends · /);
    await stopSession();
    const dir2 = join(ws, '.trace-after');
    rmSync(dir2, { recursive: true, force: true });
    const after = await vscode.commands.executeCommand<{ anchor: string; run: { terminal: VS.Terminal; result: Promise<{ status: number }> } }>('mpisim.exportTrace', dir2);
    const done = await after.run.result;
    assert.notEqual(done.status, 0, 'deadlock.c deadlocks under the CLI too');
    const check2 = spawnSync('otf2-print', ['--silent', '-Werror', after.anchor], { encoding: 'utf8' });
    assert.equal(check2.status, 0, check2.stderr);
    after.run.terminal.dispose();
  });
}

export async function run(): Promise<void> {
  vscode = require('vscode');
  vscode.debug.onDidStartDebugSession((s) => started.push(s));
  vscode.debug.onDidTerminateDebugSession((s) => ended.add(s.id));
  const folder = vscode.workspace.workspaceFolders![0];
  const ws = folder.uri.fsPath;
  const fixture = JSON.parse(readFileSync(join(ws, '.mpisim-e2e.json'), 'utf8')) as { realIds: RealComm[][] };
  const ext = vscode.extensions.getExtension<MpiSimApi>('mpisim.mpisim');
  let api!: MpiSimApi;

  await check('the extension activates and registers the debugger, views and MPI commands', async () => {
    assert.ok(ext, 'extension mpisim.mpisim is installed');
    api = await ext.activate();
    assert.ok(ext.isActive);
    const all = await vscode.commands.getCommands(true);
    const pkg = ext.packageJSON as { contributes: { commands: { command: string; category?: string }[] } };
    for (const c of pkg.contributes.commands) assert.ok(all.includes(c.command), `command ${c.command} registered`);
    for (const t of ['Decode Context ID…', 'Encode Context ID…', 'Show Context-ID Mask of Rank…', 'Inspect Communicator…', 'Show Pending Queues of Rank…', 'Explain Deadlock', 'Step All Ranks', 'Focus Rank…', 'Run Without Debugging']) {
      assert.ok(pkg.contributes.commands.some((c) => (c as { title?: string }).title === t && c.category === 'MPI'), `palette command "MPI: ${t}"`);
    }
  });

  await check('commands without a session: context IDs decode and encode, bad input is refused', async () => {
    // 0x01f0 = prefix 31 << 4 under the mpich layout (reference/mpich-internals.md: 11-bit prefix at bit 4).
    const d = await vscode.commands.executeCommand<string>('mpisim.decodeContextId', '0x1f0');
    assert.match(d, /^context ID 0x01f0 \(496\) — mask word 0, bit 31, pt2pt traffic; prefix 31 \(mask word 0, bit 31\)/);
    assert.match(await vscode.commands.executeCommand<string>('mpisim.decodeContextId', '17'), /^context ID 0x0011 \(17\) — MPI_COMM_SELF, coll traffic/);
    assert.match(await vscode.commands.executeCommand<string>('mpisim.encodeContextId', 'prefix=31 suffix=1'), /^context ID 0x01f1 \(497\)/);
    assert.equal(await vscode.commands.executeCommand('mpisim.decodeContextId', 'zz'), undefined);
    assert.equal(await vscode.commands.executeCommand('mpisim.decodeContextId', '0x10000'), undefined);
    assert.equal(await vscode.commands.executeCommand('mpisim.encodeContextId', 'prefix=5000'), undefined);
    assert.equal(await vscode.commands.executeCommand('mpisim.showMask', 0), undefined, 'no session: refused');
    assert.equal(await vscode.commands.executeCommand('mpisim.explainDeadlock'), undefined, 'no session: refused');
  });

  await check('configurations: the active .c file, the settings filling what a configuration leaves out', async () => {
    const ring = vscode.Uri.file(join(ws, 'ring.c'));
    await vscode.window.showTextDocument(ring);
    const dyn = api.configurations.dynamic.provideDebugConfigurations();
    assert.deepEqual(dyn, [{ type: 'mpisim', request: 'launch', name: 'Debug MPI program (4 ranks)', program: ring.fsPath, np: 4 }]);
    // F5 without launch.json resolves an empty configuration to the active file.
    const resolved = api.configurations.initial.resolveDebugConfiguration(folder, { type: '', request: '', name: '' });
    assert.deepEqual(resolved, { type: 'mpisim', request: 'launch', name: 'Debug MPI program (4 ranks)', program: ring.fsPath, np: 4, contextIdLayout: 'mpich', eagerLimit: 8255 });
    assert.equal(api.configurations.initial.resolveDebugConfiguration(folder, { type: 'mpisim', request: 'launch', name: 'no program' }), undefined, 'refused with a message');
    const withCwd = api.configurations.initial.resolveDebugConfigurationWithSubstitutedVariables(undefined, { type: 'mpisim', request: 'launch', name: 'x', program: '/some/dir/p.c' });
    assert.equal(withCwd.cwd, '/some/dir');
    const pkg = JSON.parse(readFileSync(join(ext!.extensionPath, 'package.json'), 'utf8')) as { contributes: { debuggers: { type: string; languages: string[]; configurationAttributes: { launch: { properties: Record<string, { description?: string }> } } }[]; breakpoints: { language: string }[] } };
    const dbg = pkg.contributes.debuggers.find((d) => d.type === 'mpisim')!;
    assert.deepEqual(dbg.languages, ['c']);
    assert.deepEqual(pkg.contributes.breakpoints, [{ language: 'c' }]);
    for (const [k, v] of Object.entries(dbg.configurationAttributes.launch.properties)) assert.ok(v.description, `launch attribute ${k} is described`);
  });

  await check('hover decodes context IDs in a log of real MPICH IDs, and nothing else', async () => {
    const uri = vscode.Uri.file(join(ws, 'mpich-comms.log'));
    const doc = await vscode.workspace.openTextDocument(uri);
    const split = fixture.realIds[0].find((c) => c.what === 'split')!;
    const k = doc.getText().split('\n').findIndex((l) => l.startsWith('[0] split '));
    const line = doc.lineAt(k).text;
    const col = line.indexOf('context_id=0x') + 'context_id=0x'.length + 1;
    const h = await hoverText(uri, new vscode.Position(k, col));
    // Field extraction per reference/mpich-internals.md (mpich layout: prefix = bits 4..14, suffix = bit 0).
    const prefix = (split.contextId >> 4) & 0x7ff;
    assert.match(h, new RegExp(`context ID 0x${split.contextId.toString(16).padStart(4, '0')} \\(${split.contextId}\\)`));
    assert.match(h, new RegExp(`prefix ${prefix} \\(mask word ${prefix >> 5}, bit ${prefix & 31}\\)`));
    const sizeCol = line.indexOf('size=') + 6;
    assert.doesNotMatch(await hoverText(uri, new vscode.Position(k, sizeCol)), /context ID/, 'size= is not a context ID');
  });

  await check('deadlock.c: the session stops at the deadlock with every rank a thread', async () => {
    const stop = nextStop(api);
    assert.ok(await vscode.debug.startDebugging(folder, 'Deadlock (3 ranks)'));
    const e = await stop;
    assert.equal(e.reason, 'exception');
    assert.match(e.description ?? '', /^Deadlock: wait-for cycle rank [01] → rank [01] → rank [01]/);
    const { threads } = await liveSession()!.customRequest('threads') as { threads: { id: number; name: string }[] };
    assert.deepEqual(threads.map((t) => t.id), [1, 2, 3]);
    // deadlock.c: ranks 0 and 1 receive from each other with tag 0; rank 2 reaches MPI_Finalize.
    assert.match(threads[0].name, /^rank 0 · blocked in MPI_Recv\(.*\)$/);
    assert.match(threads[1].name, /^rank 1 · blocked in MPI_Recv\(.*\)$/);
  });

  await check('Communicators view: MPI_COMM_WORLD with context ID 0x0000 on each rank', async () => {
    const ranks = await rows(api, 0);
    assert.deepEqual(ranks.map((r) => r.label), ['rank 0', 'rank 1', 'rank 2']);
    for (const [k, r] of ranks.entries()) {
      const comms = await rows(api, 0, r);
      // COMM_WORLD: prefix 0, context_id = recvcontext_id = 0 (reference/mpich-internals.md, builtin_comms.c).
      const world = find(comms, 'MPI_COMM_WORLD');
      assert.equal(world.description, `intra · size 3 · rank ${k} · context_id 0x0000`);
      const fields = await rows(api, 0, world);
      assert.equal(text(find(fields, 'members')), 'members: [0, 1, 2] (world ranks)');
      assert.match(text(find(fields, 'context_id')), /^context_id: 0x0000 — MPI_COMM_WORLD, pt2pt traffic$/);
      const decoded = await rows(api, 0, find(fields, 'recvcontext_id'));
      assert.equal(text(find(decoded, 'prefix')), 'prefix: 0 (mask word 0, bit 0)');
      // COMM_SELF: prefix 1 → context_id 0x0010 (reference/mpich-internals.md).
      assert.match(find(comms, 'MPI_COMM_SELF').description!, /context_id 0x0010$/);
    }
  });

  await check('Message Queues view: the pending receives of the deadlock, with their source line', async () => {
    const recvLine = lineOf(join(ws, 'deadlock.c'), 'MPI_Recv(') + 1;
    const ranks = await rows(api, 2);
    assert.match(ranks[0].description!, /^1 posted · 0 unexpected · 0 pending sends/);
    assert.match(ranks[2].description!, /^0 posted · 0 unexpected · 0 pending sends/);
    for (const r of [0, 1]) {
      const groups = await rows(api, 2, ranks[r]);
      const posted = await rows(api, 2, find(groups, 'posted receives'));
      assert.equal(posted.length, 1);
      assert.equal(posted[0].label, `MPI_Recv from ${1 - r} (world ${1 - r})`);
      assert.equal(posted[0].description, `tag 0 · MPI_COMM_WORLD · 0x0000 · 1 × MPI_INT (4 B) · deadlock.c:${recvLine}:9`);
      assert.equal(posted[0].at, `deadlock.c:${recvLine}:9`);
    }
  });

  await check('Context IDs and Processes views: masks and gpids per rank', async () => {
    const ranks = await rows(api, 1);
    const detail = await rows(api, 1, ranks[0]);
    // After MPI_Init only COMM_WORLD and COMM_SELF are taken: word 0 = 0xfffffffc (reference/mpich-internals.md:174).
    const mask = await rows(api, 1, find(detail, 'mask'));
    assert.equal(mask.length, 8);
    assert.equal(mask[0].description, ['fffffffc', ...Array(7).fill('ffffffff')].join(' '));
    const procs = await rows(api, 3);
    const p1 = await rows(api, 3, procs[1]);
    assert.match(text(find(p1, 'gpid')), /^gpid: \(0, 1\)/);
  });

  await check('a queue entry\'s position reveals its source line', async () => {
    const recvLine = lineOf(join(ws, 'deadlock.c'), 'MPI_Recv(');
    await vscode.commands.executeCommand('mpisim.revealSource', `deadlock.c:${recvLine + 1}:9`);
    const ed = vscode.window.activeTextEditor!;
    assert.equal(ed.document.uri.fsPath, join(ws, 'deadlock.c'));
    assert.deepEqual([ed.selection.active.line, ed.selection.active.character], [recvLine, 8]);
  });

  await check('commands in a stopped session: mask, communicator, queues, deadlock, focus', async () => {
    assert.match(await vscode.commands.executeCommand<string>('mpisim.showMask', 1), /\n {2}0: fffffffc\n {2}1: ffffffff\n/);
    assert.match(await vscode.commands.executeCommand<string>('mpisim.inspectCommunicator', 2, 'MPI_COMM_WORLD'), /members: \[0, 1, 2\] \(world ranks\)/);
    assert.match(await vscode.commands.executeCommand<string>('mpisim.showQueues', 0), /Posted receives \(1\):\n {2}MPI_Recv from 1 \(world 1\), tag 0, MPI_COMM_WORLD, context ID 0x0000/);
    const why = await vscode.commands.executeCommand<string>('mpisim.explainDeadlock');
    assert.match(why, /^Deadlock: rank [01] → rank [01] → rank [01]\./);
    assert.match(api.webviews.waitFor.html ?? '', /<svg[^>]*class="waitfor"/);
    assert.equal(await vscode.commands.executeCommand('mpisim.showQueues', 3), undefined, 'rank 3 of 3 ranks: refused');
    const focus = nextStop(api);
    assert.equal(await vscode.commands.executeCommand('mpisim.focusRank', 2), 2);
    assert.equal((await focus).threadId, 3);
    await api.statusBar.update();
    assert.match(api.statusBar.item.text, /rank 2 of 3 · t = /);
  });

  await check('timeline: MPI calls per rank in virtual time, drawn with the now line', async () => {
    const t = await liveSession()!.customRequest('mpisim/timeline') as { now: number; ranks: number; calls: { rank: number; name: string; start: number; end: number }[]; messages: unknown[] };
    assert.equal(t.ranks, 3);
    for (let r = 0; r < 3; r++) assert.equal(t.calls.find((c) => c.rank === r)?.name, 'MPI_Init');
    assert.ok(t.calls.every((c) => c.start <= c.end && c.end <= t.now));
    await vscode.commands.executeCommand('mpisim.showTimeline');
    assert.match(api.webviews.timeline.html ?? '', /class="now"/);
  });
  await stopSession();

  await check('hover over an MPI_Comm in comms.c: its IDs on the focused rank equal MPICH\'s', async () => {
    const file = join(ws, 'comms.c');
    const uri = vscode.Uri.file(file);
    const splitLine = lineOf(file, 'MPI_Comm_split(MPI_COMM_WORLD, rank % 2');
    const bp = new vscode.SourceBreakpoint(new vscode.Location(uri, new vscode.Position(splitLine + 2, 0)));
    vscode.debug.addBreakpoints([bp]);
    try {
      const stop = nextStop(api);
      assert.ok(await vscode.debug.startDebugging(folder, 'comms (4 ranks)'));
      const e = await stop;
      assert.equal(e.reason, 'breakpoint');
      const rank = e.threadId! - 1;
      await vscode.window.showTextDocument(uri);
      const col = readFileSync(file, 'utf8').split('\n')[splitLine].indexOf('&s1') + 2;
      const h = await hoverText(uri, new vscode.Position(splitLine, col));
      const real = fixture.realIds[rank].find((c) => c.what === 'split')!;
      const hex = (v: number): string => '0x' + v.toString(16).padStart(4, '0');
      assert.match(h, new RegExp(`s1\\*\\* on rank ${rank}`));
      assert.match(h, new RegExp(`context_id = context ID ${hex(real.contextId)} `));
      assert.match(h, new RegExp(`recvcontext_id = context ID ${hex(real.recvContextId)} `));
    } finally {
      vscode.debug.removeBreakpoints([bp]);
      await stopSession();
    }
  });

  await check('intercomm.c: the Communicators view shows the intercommunicator and its remote group', async () => {
    const file = join(ws, 'intercomm.c');
    const uri = vscode.Uri.file(file);
    const bp = new vscode.SourceBreakpoint(new vscode.Location(uri, new vscode.Position(lineOf(file, 'if (rank % 2 == 0) {', lineOf(file, 'MPI_Comm_remote_size')), 0)));
    vscode.debug.addBreakpoints([bp]);
    try {
      const stop = nextStop(api);
      assert.ok(await vscode.debug.startDebugging(folder, { type: 'mpisim', request: 'launch', name: 'intercomm', program: file, np: 4 }));
      assert.equal((await stop).reason, 'breakpoint');
      // The ranks that have returned from MPI_Intercomm_create by this stop (at least the stopped one).
      const ranks = await rows(api, 0);
      const inter: { label: string; fields: Node[] }[] = [];
      for (const r of ranks) {
        const comms = await rows(api, 0, r);
        const ic = comms.find((c) => /^inter · size 2 · /.test(c.description ?? ''));
        if (ic) inter.push({ label: r.label, fields: await rows(api, 0, ic) });
      }
      assert.ok(inter.length >= 1, 'at least the stopped rank has its intercommunicator');
      for (const { label, fields } of inter) {
        const world = Number(label.split(' ')[1]);
        // intercomm.c: the even world ranks form one group, the odd ones the other (MPI_Comm_split by rank % 2).
        const mine = world % 2 === 0 ? '[0, 2]' : '[1, 3]', theirs = world % 2 === 0 ? '[1, 3]' : '[0, 2]';
        assert.equal(text(find(fields, 'members')), `members: ${mine} (world ranks)`);
        assert.equal(text(find(fields, 'remote group')), `remote group: ${theirs} (world ranks)`);
        assert.equal(text(find(fields, 'kind')), 'kind: intercommunicator');
        assert.match(text(find(fields, 'created by')), /^created by: MPI_Intercomm_create at intercomm\.c:\d+$/);
      }
    } finally {
      vscode.debug.removeBreakpoints([bp]);
      await stopSession();
    }
  });

  await check('ring.c, stop on entry: Step All Ranks moves every rank; the views say they wait for MPI_Init', async () => {
    const stop = nextStop(api);
    assert.ok(await vscode.debug.startDebugging(folder, { type: 'mpisim', request: 'launch', name: 'ring entry', program: join(ws, 'ring.c'), stopOnEntry: true }));
    assert.equal((await stop).reason, 'entry');
    // np comes from the setting mpisim.defaultRanks (4).
    const ranks = await rows(api, 0);
    assert.equal(ranks.length, 4);
    assert.match(api.views[0].view.message ?? '', /No rank has called MPI_Init yet/);
    const step = nextStop(api);
    await vscode.commands.executeCommand('mpisim.stepAll');
    const s = await step;
    assert.equal(s.reason, 'step');
    assert.match(s.description ?? '', /Every runnable rank moved by one statement/);
    // Continue: the views and the status bar know the ranks run, until the next stop.
    const ring = vscode.Uri.file(join(ws, 'ring.c'));
    const bp = new vscode.SourceBreakpoint(new vscode.Location(ring, new vscode.Position(lineOf(ring.fsPath, 'printf("rank 0 got token'), 0)));
    vscode.debug.addBreakpoints([bp]);
    try {
      await new Promise((r) => setTimeout(r, 500)); // setBreakpoints reaches the adapter
      const hit = nextStop(api);
      const resumed = new Promise<void>((r) => { const d = api.sessions.onDidChange(() => { if (!api.sessions.lastStop) { d.dispose(); r(); } }); });
      await liveSession()!.customRequest('continue', { threadId: 1 });
      await resumed;
      const b = await hit;
      assert.equal(b.reason, 'breakpoint');
      assert.equal(b.threadId, 1);
      assert.ok(api.sessions.lastStop, 'stopped again');
    } finally {
      vscode.debug.removeBreakpoints([bp]);
      await stopSession();
    }
  });

  await check('1024 ranks: the views list the ranks and load one rank on demand', async () => {
    const stop = nextStop(api, 120_000);
    assert.ok(await vscode.debug.startDebugging(folder, { type: 'mpisim', request: 'launch', name: 'ring 1024', program: join(ws, 'ring.c'), np: 1024, stopOnEntry: true }));
    assert.equal((await stop).reason, 'entry');
    const ranks = await rows(api, 0);
    assert.equal(ranks.length, 1024);
    assert.equal(ranks[0].expanded, false, 'rank rows start closed above 8 ranks');
    const comms = await rows(api, 0, ranks[1000]);
    assert.deepEqual(comms.map(text), ['No communicators yet: MPI_Init has not run on this rank']);
    await stopSession();
  });

  await check('compile errors become Problems at gcc\'s positions; a launch that compiles clears them', async () => {
    const bad = vscode.Uri.file(join(ws, 'bad.c'));
    const gcc = (fixture as unknown as { gccErrors: { line: number; column: number; message: string }[] }).gccErrors;
    await stopSession();
    await vscode.debug.startDebugging(folder, { type: 'mpisim', request: 'launch', name: 'bad', program: bad.fsPath, np: 2 });
    let diags: readonly VS.Diagnostic[] = [];
    for (let k = 0; k < 100 && !diags.length; k++) { await new Promise((r) => setTimeout(r, 100)); diags = api.problems.collection.get(bad) ?? []; }
    const errors = diags.filter((d) => d.severity === vscode.DiagnosticSeverity.Error);
    assert.deepEqual(errors.map((d) => [d.range.start.line + 1, d.range.start.character + 1]), gcc.map((g) => [g.line, g.column]));
    assert.equal(errors[0].message.replace(/[‘’']/g, ''), gcc[0].message.replace(/[‘’']/g, ''));
    assert.match(api.problems.lastMessage ?? '', /^mpisim: bad\.c does not compile \(1 error\): bad\.c:\d+:\d+: /);
    const stop = nextStop(api);
    try {
      assert.ok(await vscode.debug.startDebugging(folder, { type: 'mpisim', request: 'launch', name: 'ring', program: join(ws, 'ring.c'), np: 2, stopOnEntry: true }));
      await stop;
      assert.equal(api.problems.collection.get(bad)?.length ?? 0, 0, 'a launch that compiles clears the problems');
    } finally {
      await stopSession();
    }
  });

  await check('MPI: Explore Wildcard Matches reports the schedule that deadlocks and debugs it with replay, stopping where the report says', async () => {
    await stopSession();
    // test/explore/race_deadlock.c: rank 0 deadlocks only when its MPI_ANY_SOURCE receive matches rank 2.
    const src = join(__dirname, '..', '..', '..', '..', 'test', 'explore', 'race_deadlock.c');
    const file = join(ws, 'race_deadlock.c');
    writeFileSync(file, readFileSync(src));
    const stop = nextStop(api);
    const res = await vscode.commands.executeCommand<{ status: number; schedules: { index: number; verdict: string; token: string; text: string }[]; debugged?: { index: number } }>('mpisim.exploreWildcards', vscode.Uri.file(file), 2);
    try {
      // With the settings' 4 ranks one message is never received whichever rank 0 takes first,
      // so the first run already has a usage error (unmatched-send), and the status is its 4.
      assert.equal(res.status, 4, 'the first run leaves a message unreceived');
      // Rank 0 matching rank 2 first deadlocks (schedule 2, the first alternative tried);
      // matching rank 3 first leaves rank 1's message unreceived.
      const dead = res.schedules.find((x) => x.index === 2);
      assert.equal(dead?.verdict, 'deadlock');
      assert.equal(res.schedules.find((x) => x.index === 3)?.verdict, 'MPI usage error');
      assert.equal(res.debugged?.index, 2);
      const line = Number(/rank 0 blocked in MPI_Recv\(src 2, tag 0\) at \S+:(\d+):/.exec(dead!.text)?.[1]);
      const e = await stop;
      assert.equal(e.reason, 'exception');
      assert.equal(liveSession()?.configuration.replay, dead!.token);
      const { stackFrames } = await liveSession()!.customRequest('stackTrace', { threadId: 1 }) as { stackFrames: { line: number }[] };
      assert.equal(stackFrames[0].line, line, 'rank 0 stops at the receive the report names');
    } finally {
      await stopSession();
    }
  });

  await check('parallel stacks, run all ranks to a line, a filter and a comparison through the extension', async () => {
    const jacobi = join(ws, 'jacobi.c');
    const relax = lineOf(jacobi, 'ldiff = relax(a, next);') + 1;
    await stopSession();
    const entry = nextStop(api);
    assert.ok(await vscode.debug.startDebugging(folder, { type: 'mpisim', request: 'launch', name: 'jacobi', program: jacobi, np: 4, stopOnEntry: true }));
    await entry;
    try {
      const tree = api.parallelStacks.tree;
      const first = await tree.getChildren();
      // Stopped on entry: every rank before main's first statement.
      assert.deepEqual(first.map(text), [`4 ranks in main @ jacobi.c:${lineOf(jacobi, 'int dims[1]') + 1}: 0-3 · paused`]);
      const ran = nextStop(api);
      assert.deepEqual(await api.groups.run(undefined, 'runToLine', `jacobi.c:${relax}`), [0, 1, 2, 3]);
      assert.match((await ran).description ?? '', new RegExp(`^Group 0-3: ranks 0-3 at jacobi\\.c:${relax}$`));
      assert.deepEqual((await tree.getChildren()).map((n) => n.label), [`4 ranks in main @ jacobi.c:${relax}`]);
      await api.parallelStacks.setFilter('3');
      assert.deepEqual((await tree.getChildren()).map((n) => n.label), [`1 rank in main @ jacobi.c:${relax}`]);
      assert.equal(tree.view.description, 'filter: 3 (1 of 4)');
      await api.parallelStacks.setFilter('');
      const iter = await api.groups.compare('iter');
      assert.deepEqual(iter?.groups.map((g) => [g.value, g.rankText]), [['0', '0-3']]);
      assert.match(api.webviews.comparison.html ?? '', /<td>0<\/td><td>4<\/td><td>0-3<\/td>/);
    } finally {
      await api.parallelStacks.setFilter('');
      await stopSession();
    }
  });

  await check('Run Without Debugging runs ring.c in a terminal as mpiexec.mpich runs it', async () => {
    const uri = vscode.Uri.file(join(ws, 'ring.c'));
    const run = await vscode.commands.executeCommand<{ terminal: VS.Terminal; result: Promise<{ status: number; output: string }> }>('mpisim.runWithoutDebugging', uri);
    assert.equal(run.terminal.name, 'mpisim: ring.c');
    const r = await run.result;
    // The real thing: the same program under MPICH, with as many ranks as the setting (4).
    const exe = join(ws, '.ring-mpich');
    execFileSync('mpicc.mpich', ['-o', exe, join(ws, 'ring.c')]);
    const real = spawnSync('mpiexec.mpich', ['-n', '4', exe], { encoding: 'utf8', timeout: 60_000 });
    rmSync(exe, { force: true });
    const sorted = (t: string): string[] => t.split('\n').filter(Boolean).sort();
    assert.equal(r.status, real.status);
    assert.deepEqual(sorted(r.output), sorted(real.stdout));
    run.terminal.dispose();
  });

  await makeTests(vscode, api, ws, check, stopSession);

  await traceTests(api, ws);

  const failed = results.filter((r) => r.startsWith('not ok')).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  if (failed) throw new Error(`${failed} extension-host test(s) failed`);
}
