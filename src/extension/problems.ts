/**
 * Compile errors of a launch as Problems: gcc's text at gcc's position, with squiggles in the
 * editor, and a notification that leads there (the adapter asks VS Code not to show its modal,
 * whose only button opens launch.json). A launch that compiles clears them.
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { DiagnosticsEvent, MpiSessions, UsageErrorEvent } from './mpiSession';

const SEVERITY = { error: vscode.DiagnosticSeverity.Error, warning: vscode.DiagnosticSeverity.Warning, note: vscode.DiagnosticSeverity.Information };

export class CompileProblems implements vscode.Disposable {
  readonly collection = vscode.languages.createDiagnosticCollection('mpisim');
  private readonly sub: vscode.Disposable;
  /** The last notification's text (for tests). */
  lastMessage?: string;

  /** MPI usage errors of the last launch (the usage checks), each with its other side as related information. */
  readonly usage = vscode.languages.createDiagnosticCollection('mpisim-usage');
  private readonly usageSub: vscode.Disposable;

  constructor(sessions: MpiSessions) {
    this.sub = sessions.onDidDiagnose((e) => { this.usage.clear(); void this.show(e); });
    this.usageSub = sessions.onDidFindUsageError((e) => void this.addUsage(e));
  }

  private async addUsage(e: UsageErrorEvent): Promise<void> {
    if (!e.at) return;
    const uri = vscode.Uri.file(e.at.file);
    const pos = (p: { line: number; column: number }) => new vscode.Position(Math.max(0, p.line - 1), Math.max(0, p.column - 1));
    const diag = new vscode.Diagnostic(await this.wordAt(e.at.file, pos(e.at)), `rank ${e.rank}: ${e.message}`, vscode.DiagnosticSeverity.Error);
    diag.source = 'mpisim (MPI usage)';
    diag.code = e.check;
    if (e.related?.at) {
      const r = e.related.at;
      diag.relatedInformation = [new vscode.DiagnosticRelatedInformation(new vscode.Location(vscode.Uri.file(r.file), await this.wordAt(r.file, pos(r))), `rank ${e.related.rank}: ${e.related.message}`)];
    }
    this.usage.set(uri, [...(this.usage.get(uri) ?? []), diag]);
  }

  private async show(e: DiagnosticsEvent): Promise<void> {
    this.collection.clear();
    if (!e.diagnostics.length) return;
    const byFile = new Map<string, vscode.Diagnostic[]>();
    for (const d of e.diagnostics) {
      const pos = new vscode.Position(Math.max(0, d.line - 1), Math.max(0, d.column - 1));
      // gcc marks a column; the squiggle covers the word that starts there.
      const range = await this.wordAt(d.file, pos);
      const diag = new vscode.Diagnostic(range, d.message, SEVERITY[d.severity]);
      diag.source = 'mpisim (gcc)';
      const list = byFile.get(d.file) ?? [];
      list.push(diag);
      byFile.set(d.file, list);
    }
    for (const [file, list] of byFile) this.collection.set(vscode.Uri.file(file), list);
    const errors = e.diagnostics.filter((d) => d.severity === 'error');
    const first = errors[0] ?? e.diagnostics[0];
    this.lastMessage = `mpisim: ${path.basename(e.program)} does not compile (${errors.length} ${errors.length === 1 ? 'error' : 'errors'}): ${path.basename(first.file)}:${first.line}:${first.column}: ${first.message}`;
    const choice = await vscode.window.showErrorMessage(this.lastMessage, 'Show Problems', 'Go to Error');
    if (choice === 'Show Problems') await vscode.commands.executeCommand('workbench.actions.view.problems');
    if (choice === 'Go to Error') {
      const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(first.file));
      const pos = new vscode.Position(first.line - 1, first.column - 1);
      await vscode.window.showTextDocument(doc, { selection: new vscode.Range(pos, pos) });
    }
  }

  private async wordAt(file: string, pos: vscode.Position): Promise<vscode.Range> {
    try {
      const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(file));
      return doc.getWordRangeAtPosition(pos) ?? new vscode.Range(pos, pos.translate(0, 1));
    } catch {
      return new vscode.Range(pos, pos.translate(0, 1));
    }
  }

  dispose(): void { this.sub.dispose(); this.usageSub.dispose(); this.collection.dispose(); this.usage.dispose(); }
}
