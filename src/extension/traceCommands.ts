/**
 * The trace commands: Export Trace… (from the session, or by re-running the last session's
 * program with `mpisim run --trace`), Open Trace…, Set Trace Time… and the timeline's zoom.
 * Each returns its result for tests besides saying it.
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { MpiSessions } from './mpiSession';
import type { MpiWebviews } from './webviews';
import type { TraceMode } from './traceMode';
import { formatTime, parseTraceTime } from './render';
import { runCliInTerminal, type CliRun } from './cliTerminal';
import { runArgs, programFiles, runDirectory, runEnvironment } from './cliArgs';
import { settings } from './config';

export interface ExportResult { anchor: string; locations?: number; events?: number; run?: CliRun }

export class TraceCommands {
  private readonly output = vscode.window.createOutputChannel('MPI Trace');
  constructor(private readonly sessions: MpiSessions, private readonly trace: TraceMode, private readonly webviews: MpiWebviews, private readonly extensionUri: vscode.Uri) {}

  register(): vscode.Disposable[] {
    const c = (id: string, fn: (...a: never[]) => unknown): vscode.Disposable => vscode.commands.registerCommand(id, fn);
    return [
      this.output,
      c('mpisim.exportTrace', (dir?: string) => this.exportTrace(dir)),
      c('mpisim.openTrace', (file?: string | vscode.Uri) => this.openTrace(file)),
      c('mpisim.setTraceTime', (text?: string) => this.setTime(text)),
      c('mpisim.zoomTraceIn', () => this.zoom(0.5)),
      c('mpisim.zoomTraceOut', () => this.zoom(2)),
      c('mpisim.zoomTraceReset', () => { this.trace.setWindow(undefined); return undefined; }),
    ];
  }

  private say(text: string): void { this.output.appendLine(text); void vscode.window.showInformationMessage(text); }
  private fail(text: string): undefined { this.output.appendLine(text); void vscode.window.showErrorMessage(text); return undefined; }

  async exportTrace(given?: string): Promise<ExportResult | undefined> {
    const active = this.sessions.active;
    const config = active?.configuration ?? this.sessions.lastConfiguration;
    if (!config) return this.fail('MPI: Export Trace needs an MPI session: start one (F5 on an MPI C file), or export after it ended.');
    const base = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? runDirectory(config);
    const dir = given ?? await vscode.window.showInputBox({
      title: 'MPI: Export Trace', prompt: active ? 'Folder for the OTF2 archive of the session so far' : 'Folder for the OTF2 archive (the last session\'s program runs again with mpisim run --trace)',
      value: path.join(base, 'trace'), validateInput: (v) => (v.trim() ? undefined : 'give a folder'),
    });
    if (!dir?.trim()) return undefined;
    const abs = path.resolve(base, dir.trim());
    if (active) {
      try {
        const r = await active.customRequest('mpisim/exportTrace', { dir: abs }) as { anchor: string; locations: number; events: number };
        this.say(`MPI: wrote the trace of the session so far (${r.locations} ranks, ${r.events} events) to ${r.anchor}`);
        return r;
      } catch (e) {
        return this.fail(`MPI: could not export the trace: ${(e as Error).message}`);
      }
    }
    // After the session: the same program, ranks and options again, run by the CLI with --trace.
    const s = settings();
    const { args, stdin } = runArgs(config, settings(), ['--trace', abs]);
    const program = programFiles(config).join(' ');
    const cli = vscode.Uri.joinPath(this.extensionUri, 'bin', 'mpisim.js').fsPath;
    const run = runCliInTerminal(`mpisim trace: ${path.basename(program)}`, cli, args, runDirectory(config), stdin, runEnvironment(config, process.env));
    const anchor = path.join(abs, 'traces.otf2');
    void run.result.then((r) => this.say(`MPI: ran ${path.basename(program)} again (the session has ended) with mpisim run --trace; exit status ${r.status}; the trace is ${anchor}`));
    return { anchor, run };
  }

  async openTrace(given?: string | vscode.Uri): Promise<string | undefined> {
    let file = typeof given === 'string' ? given : given?.fsPath;
    if (!file) {
      const picked = await vscode.window.showOpenDialog({ title: 'MPI: Open Trace', canSelectMany: false, filters: { 'OTF2 archive': ['otf2'] } });
      if (!picked?.length) return undefined;
      file = picked[0].fsPath;
    }
    try {
      this.trace.load(path.resolve(vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? '', file));
    } catch (e) {
      return this.fail(`MPI: cannot open the trace ${file}: ${(e as Error).message}`);
    }
    const t = this.trace.timeline()!;
    const text = `MPI: opened ${this.trace.file} (${t.ranks} ranks, ${t.calls.length} MPI calls, ${t.messages.length} messages, ${formatTime(this.trace.end)}).`
      + (this.sessions.active ? ' The MPI views show the debug session while it runs, the trace after it.' : ' The Communicators and Message Queues views show it at the chosen time.');
    this.say(text);
    await this.webviews.traceTimeline.show();
    return text;
  }

  /** Returns the chosen time in seconds. */
  async setTime(given?: string): Promise<number | undefined> {
    if (!this.trace.open) return this.fail('MPI: no trace is open: run "MPI: Open Trace…" first.');
    const end = this.trace.end;
    const check = (v: string): string | undefined => { const r = parseTraceTime(v, end); return typeof r === 'string' ? r : undefined; };
    const text = given ?? await vscode.window.showInputBox({ title: 'MPI: Set Trace Time', prompt: `Seconds (e.g. 1.5e-6) or nanoseconds (e.g. 1500 ns), 0 to ${end} s`, value: String(this.trace.time), validateInput: check });
    if (text === undefined) return undefined;
    const t = parseTraceTime(text, end);
    if (typeof t === 'string') return this.fail(`MPI: ${t}.`);
    this.trace.setTime(t);
    return t;
  }

  /** Halves or doubles the drawn window around the chosen time. */
  private zoom(factor: number): { from: number; to: number } | undefined {
    if (!this.trace.open) return this.fail('MPI: no trace is open: run "MPI: Open Trace…" first.');
    const w = this.trace.window ?? { from: 0, to: this.trace.end };
    const span = Math.min((w.to - w.from) * factor, this.trace.end);
    const from = Math.min(Math.max(0, this.trace.time - span / 2), Math.max(0, this.trace.end - span));
    const next = span >= this.trace.end ? undefined : { from, to: from + span };
    this.trace.setWindow(next);
    return next;
  }
}
