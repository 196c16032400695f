/**
 * The "MPI" commands of the palette. Each validates what is typed, says clearly what is wrong,
 * and returns its result (for tests and for other extensions) besides showing it.
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { MpiSessions } from './mpiSession';
import type * as P from './protocol';
import { describeContextId, encode, parseContextId, parseEncodeFields } from './contextIdText';
import { activeCFile, fileConfiguration, settings } from './config';
import type { MpiWebviews } from './webviews';
import { commNode } from './mpiViews';
import type { Node } from './tree';
import { runCliInTerminal, type CliRun } from './cliTerminal';
import { exploreWildcards, type ExploreOutcome } from './exploreCommand';

export const NO_SESSION = 'No MPI debug session is running: open an MPI C file and press F5 (or run "MPI: Debug MPI Program").';
export const NOT_STOPPED = 'The MPI program is running: pause it (or wait for a breakpoint) to look at its ranks.';

/** Read-only documents for the longer answers (mask, communicator, queues, deadlock). */
class InfoDocuments implements vscode.TextDocumentContentProvider {
  private readonly texts = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  provideTextDocumentContent(uri: vscode.Uri): string { return this.texts.get(uri.toString()) ?? ''; }
  async show(name: string, text: string): Promise<void> {
    const uri = vscode.Uri.from({ scheme: 'mpisim-info', path: `/${name}` });
    this.texts.set(uri.toString(), text);
    this.changed.fire(uri);
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc, { preview: true, preserveFocus: false });
  }
}

/** Flattens a view node (and its children, depth first) into indented text. */
async function nodeText(n: Node, indent = ''): Promise<string> {
  let out = `${indent}${n.label}${n.description ? `: ${n.description}` : ''}\n`;
  if (n.children) for (const c of await n.children()) out += await nodeText(c, indent + '  ');
  return out;
}

export class MpiCommands {
  private readonly docs = new InfoDocuments();
  private readonly output = vscode.window.createOutputChannel('MPI');

  constructor(private readonly sessions: MpiSessions, private readonly webviews: MpiWebviews, private readonly extensionUri: vscode.Uri) {}

  register(): vscode.Disposable[] {
    const c = (id: string, fn: (...a: never[]) => unknown): vscode.Disposable => vscode.commands.registerCommand(id, fn);
    return [
      vscode.workspace.registerTextDocumentContentProvider('mpisim-info', this.docs), this.output,
      c('mpisim.decodeContextId', (text?: string) => this.decode(text)),
      c('mpisim.encodeContextId', (text?: string) => this.encode(text)),
      c('mpisim.showMask', (rank?: number) => this.showMask(rank)),
      c('mpisim.inspectCommunicator', (rank?: number, handle?: string) => this.inspect(rank, handle)),
      c('mpisim.showQueues', (rank?: number) => this.showQueues(rank)),
      c('mpisim.explainDeadlock', () => this.explainDeadlock()),
      c('mpisim.stepAll', () => this.stepAll()),
      c('mpisim.focusRank', (rank?: number) => this.focusRank(rank)),
      c('mpisim.runWithoutDebugging', (uri?: vscode.Uri) => this.runWithoutDebugging(uri)),
      c('mpisim.debugFile', (uri?: vscode.Uri) => this.debugFile(uri)),
      c('mpisim.exploreWildcards', (uri?: vscode.Uri, pick?: number) => this.explore(uri, pick)),
      c('mpisim.showTimeline', () => this.webviews.timeline.show()),
      c('mpisim.showWaitForGraph', () => this.webviews.waitFor.show()),
      c('mpisim.openExample', (name?: string) => this.openExample(name)),
      c('mpisim.openWalkthrough', () => vscode.commands.executeCommand('workbench.action.openWalkthrough', 'mpisim.mpisim#mpisim.gettingStarted', false)),
      c('mpisim.revealSource', (at: string) => this.revealSource(at)),
    ];
  }

  private say(text: string): void {
    this.output.appendLine(text);
    void vscode.window.showInformationMessage(text);
  }
  private fail(text: string): undefined {
    void vscode.window.showErrorMessage(text);
    return undefined;
  }

  // ---------------------------------------------------------------- context IDs (no session needed)

  async decode(text?: string): Promise<string | undefined> {
    text ??= await vscode.window.showInputBox({
      title: 'MPI: Decode Context ID', prompt: `A context ID, decimal or hex (layout: ${this.layout()})`, placeHolder: '0x1f0',
      validateInput: (v) => { const r = parseContextId(v); return typeof r === 'string' ? r : undefined; },
    });
    if (text === undefined) return undefined;
    const v = parseContextId(text);
    if (typeof v === 'string') return this.fail(v);
    const lines = describeContextId(this.layout(), v);
    const result = `${lines[0]}; ${lines.slice(2).join('; ')}`;
    this.say(result);
    return result;
  }

  async encode(text?: string): Promise<string | undefined> {
    const layout = this.layout();
    text ??= await vscode.window.showInputBox({
      title: 'MPI: Encode Context ID', prompt: `Fields of the ID (layout: ${layout}): prefix=N, and optionally suffix=N subcomm=N local dynamic`, placeHolder: 'prefix=31 suffix=1',
      validateInput: (v) => { const r = parseEncodeFields(v, layout); return typeof r === 'string' ? r : undefined; },
    });
    if (text === undefined) return undefined;
    const f = parseEncodeFields(text, layout);
    if (typeof f === 'string') return this.fail(f);
    const id = encode(layout, f);
    const result = `${describeContextId(layout, id)[0]} (encoded from ${text.trim()})`;
    this.say(result);
    return result;
  }

  /** The running session's layout (its IDs were allocated with it), else the setting. */
  private layout(): string {
    return (this.sessions.active?.configuration.contextIdLayout as string | undefined) ?? settings().contextIdLayout;
  }

  // ---------------------------------------------------------------- session commands

  /** The stopped session's rank count, or a clear refusal. */
  private async np(): Promise<number | undefined> {
    if (!this.sessions.active) return this.fail(NO_SESSION);
    if (!this.sessions.lastStop) return this.fail(NOT_STOPPED);
    const st = await this.sessions.request<P.StatusBody>('mpisim/status');
    return st?.np;
  }

  private async askRank(title: string, given?: number): Promise<number | undefined> {
    const np = await this.np();
    if (np === undefined) return undefined;
    const check = (v: string): string | undefined => (/^\s*\d+\s*$/.test(v) && Number(v) < np ? undefined : `Type a rank from 0 to ${np - 1}: '${v}' is not one of this job's ${np} ranks.`);
    if (given !== undefined) {
      const err = check(String(given));
      return err ? this.fail(err) : given;
    }
    const text = await vscode.window.showInputBox({ title, prompt: `A rank, 0 to ${np - 1}`, value: String(this.sessions.focusedRank ?? 0), validateInput: check });
    if (text === undefined) return undefined;
    const err = check(text);
    return err ? this.fail(err) : Number(text);
  }

  async showMask(given?: number): Promise<string | undefined> {
    const rank = await this.askRank('MPI: Show Context-ID Mask of Rank', given);
    if (rank === undefined) return undefined;
    const body = await this.sessions.request<P.ContextIdsBody>('mpisim/contextIds', { rank });
    const r = body?.ranks[0];
    if (!r?.mask) return this.fail(`Rank ${rank} has no context-ID mask yet: MPI_Init has not run there.`);
    const words = r.mask.map((w, k) => `${String(k).padStart(3)}: ${w}`);
    const text = [
      `Context-ID mask of rank ${rank} (layout ${body!.layout}): ${r.free} of ${r.capacity} IDs free (a 1 bit is free)`,
      '', ...words, '', 'Allocated:',
      ...(r.allocated ?? []).map((a) => `  ${a.name || a.comm}: recvcontext_id ${a.recvContextId}, context_id ${a.contextId} — ${a.decoded.summary}`),
      '', 'History:', ...(r.history ?? []).map((h) => `  ${h.op} ${h.contextId} by ${h.call}`),
    ].join('\n');
    await this.docs.show(`rank ${rank} context-id mask.txt`, text);
    return text;
  }

  async inspect(given?: number, handle?: string): Promise<string | undefined> {
    const rank = await this.askRank('MPI: Inspect Communicator — rank', given);
    if (rank === undefined) return undefined;
    const body = await this.sessions.request<P.CommunicatorsBody>('mpisim/communicators', { rank });
    const comms = (body?.ranks[0]?.communicators ?? []).filter((c) => !c.internal);
    if (!comms.length) return this.fail(`Rank ${rank} has no communicators yet: MPI_Init has not run there.`);
    let c = handle !== undefined ? comms.find((x) => x.handle === handle || x.name === handle) : undefined;
    if (handle !== undefined && !c) return this.fail(`Rank ${rank} has no communicator '${handle}' (it has ${comms.map((x) => x.name || x.handle).join(', ')}).`);
    if (!c) {
      const pick = await vscode.window.showQuickPick(comms.map((x) => ({ label: x.name || x.handle, description: `${x.kind} · size ${x.size} · context_id ${x.contextId}${x.freed ? ' · freed' : ''}`, c: x })), { title: `Communicators of rank ${rank}` });
      if (!pick) return undefined;
      c = pick.c;
    }
    const text = await nodeText(commNode(c, rank));
    await this.docs.show(`rank ${rank} ${c.name || c.handle}.txt`, text);
    if (c.createdAt) void this.revealSource(c.createdAt, true);
    return text;
  }

  async showQueues(given?: number): Promise<string | undefined> {
    const rank = await this.askRank('MPI: Show Pending Queues of Rank', given);
    if (rank === undefined) return undefined;
    const body = await this.sessions.request<P.QueuesBody>('mpisim/queues', { rank });
    const q = body?.ranks[0];
    if (!q) return undefined;
    const env = (e: P.QueueEntry, dir: string): string => `  ${e.call} ${dir} ${e.peer} (world ${e.peerWorld ?? '?'}), tag ${e.tag}, ${e.comm}, context ID ${e.contextId} (${e.decoded}), ${e.count} × ${e.datatype} = ${e.bytes} B, ${e.protocol ?? 'protocol at match'}, request ${e.request}${e.postedAt ? `, at ${e.postedAt}` : ''}`;
    const text = [
      `Queues of rank ${rank}`,
      `Posted receives (${q.posted.length}):`, ...q.posted.map((e) => env(e, 'from')),
      `Unexpected messages (${q.unexpected.length}):`, ...q.unexpected.map((m) => `  ${m.call} from ${m.source} (world ${m.sourceWorld}), tag ${m.tag}, ${m.comm ?? '?'}, ${m.count} × ${m.datatype}, context ID ${m.contextId} (${m.decoded}), ${m.bytes} B, ${m.protocol}${m.sentAt ? `, at ${m.sentAt}` : ''}`),
      `Pending sends (${q.pendingSends.length}):`, ...q.pendingSends.map((e) => env(e, 'to')),
    ].join('\n');
    await this.docs.show(`rank ${rank} queues.txt`, text);
    return text;
  }

  async explainDeadlock(): Promise<string | undefined> {
    if (!this.sessions.active) return this.fail(NO_SESSION);
    if (!this.sessions.lastStop) return this.fail(NOT_STOPPED);
    const g = await this.sessions.request<P.WaitForGraphBody>('mpisim/waitForGraph');
    if (!g?.nodes.length) { this.say('No rank is blocked in MPI: there is no deadlock here.'); return undefined; }
    const head = g.cycle
      ? `Deadlock: ${g.cycle.map((r) => `rank ${r}`).join(' → ')} → rank ${g.cycle[0]}. Each waits in an MPI call for the next, so none can proceed.`
      : `${g.nodes.length} rank(s) blocked in MPI with no cycle among them (they wait for ranks that have exited or are not blocked).`;
    const text = [head, '', ...g.nodes.map((n) => `rank ${n.rank}: ${n.call}(${n.detail})${n.at ? ` at ${n.at}` : ''} — waits for ${n.waitsFor.length ? n.waitsFor.map((r) => `rank ${r}`).join(', ') : 'nobody it can name'}`), '', g.text].join('\n');
    await this.webviews.waitFor.show();
    await this.docs.show('deadlock explained.txt', text);
    return text;
  }

  async stepAll(): Promise<void> {
    if (!this.sessions.active) return void this.fail(NO_SESSION);
    if (!this.sessions.lastStop) return void this.fail(NOT_STOPPED);
    await this.sessions.request('mpisim/stepAll');
  }

  async focusRank(given?: number): Promise<number | undefined> {
    const rank = await this.askRank('MPI: Focus Rank', given);
    if (rank === undefined) return undefined;
    await this.sessions.request('mpisim/focus', { threadId: rank + 1 });
    this.sessions.focusedRank = rank;
    return rank;
  }

  // ---------------------------------------------------------------- programs

  private programOf(uri?: vscode.Uri): vscode.Uri | undefined {
    const file = uri instanceof vscode.Uri ? uri : activeCFile();
    if (!file || !file.fsPath.endsWith('.c')) return this.fail('mpisim: open an MPI C file (.c) first: this command runs the file in the editor.');
    return file;
  }

  /** The mpisim command line in a terminal, with the settings' ranks, layout and eager limit. */
  runWithoutDebugging(uri?: vscode.Uri): CliRun | undefined {
    const file = this.programOf(uri);
    if (!file) return undefined;
    const s = settings();
    const cli = vscode.Uri.joinPath(this.extensionUri, 'bin', 'mpisim.js').fsPath;
    const args = ['run', '-n', String(s.defaultRanks), '--context-id-layout', s.contextIdLayout, '--eager-limit', String(s.eagerLimit), path.basename(file.fsPath)];
    return runCliInTerminal(`mpisim: ${path.basename(file.fsPath)}`, cli, args, path.dirname(file.fsPath));
  }

  /**
   * MPI: Explore Wildcard Matches: the active mpisim session's program as it was launched, else the
   * file in the editor; `pick` (for tests) debugs that schedule without asking.
   */
  async explore(uri?: vscode.Uri, pick?: number): Promise<ExploreOutcome | undefined> {
    const active = this.sessions.active?.configuration;
    let config: Record<string, unknown>;
    if (active && !(uri instanceof vscode.Uri)) config = { ...active };
    else {
      const file = this.programOf(uri);
      if (!file) return undefined;
      config = { ...fileConfiguration(file), cwd: path.dirname(file.fsPath) };
    }
    delete config.replay;
    return exploreWildcards(vscode.Uri.joinPath(this.extensionUri, 'bin', 'mpisim.js').fsPath, config, settings(), this.output, pick);
  }

  async debugFile(uri?: vscode.Uri): Promise<boolean> {
    const file = this.programOf(uri);
    if (!file) return false;
    return vscode.debug.startDebugging(vscode.workspace.getWorkspaceFolder(file), fileConfiguration(file));
  }

  private static readonly EXAMPLES = ['ring.c', 'split.c', 'intercomm.c', 'deadlock.c', 'pi.c'];

  async openExample(name?: string): Promise<vscode.TextEditor | undefined> {
    name ??= (await vscode.window.showQuickPick(MpiCommands.EXAMPLES, { title: 'MPI: Open Example' }));
    if (!name) return undefined;
    if (!MpiCommands.EXAMPLES.includes(name)) return this.fail(`mpisim has no example '${name}' (there are ${MpiCommands.EXAMPLES.join(', ')}).`);
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(this.extensionUri, 'examples', name));
    return vscode.window.showTextDocument(doc);
  }

  /** Opens `file:line[:col]` (relative to the session's cwd) at that line. */
  async revealSource(at: string, preserveFocus = false): Promise<void> {
    const m = /^(.*?):(\d+)(?::(\d+))?$/.exec(at ?? '');
    if (!m) return void this.fail(`mpisim: '${at}' is not a file:line position.`);
    const cwd = (this.sessions.active?.configuration.cwd as string | undefined) ?? vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? '';
    const file = path.resolve(cwd, m[1]);
    const line = Math.max(0, Number(m[2]) - 1), col = Math.max(0, Number(m[3] ?? 1) - 1);
    try {
      const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(file));
      await vscode.window.showTextDocument(doc, { selection: new vscode.Range(line, col, line, col), preserveFocus, preview: true });
    } catch {
      this.fail(`mpisim: cannot open ${file} (from ${at}).`);
    }
  }
}
