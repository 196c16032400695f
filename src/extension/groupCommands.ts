/**
 * Commands on groups of ranks (DDT's group stepping and cross-process comparison): step,
 * continue or run to a line only the ranks of a Parallel Stacks row, or every rank; compare an
 * expression across ranks. Each refuses clearly when there is no stopped session.
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { MpiSessions } from './mpiSession';
import type { CompareBody, StatusBody } from './protocol';
import type { Node } from './tree';
import type { MpiWebviews } from './webviews';
import type { ParallelStacksView } from './parallelStacks';
import { NO_SESSION, NOT_STOPPED } from './commands';

type Action = 'step' | 'continue' | 'runToLine';

export class GroupCommands {
  constructor(private readonly sessions: MpiSessions, private readonly webviews: MpiWebviews, private readonly stacks: ParallelStacksView) {}

  register(): vscode.Disposable[] {
    const c = (id: string, fn: (...a: never[]) => unknown): vscode.Disposable => vscode.commands.registerCommand(id, fn);
    return [
      c('mpisim.stepGroup', (n?: Node) => this.run(n, 'step')),
      c('mpisim.continueGroup', (n?: Node) => this.run(n, 'continue')),
      c('mpisim.runGroupToLine', (n?: Node, at?: string) => this.run(n, 'runToLine', at)),
      c('mpisim.runAllToCursor', (at?: string) => this.run(undefined, 'runToLine', at)),
      c('mpisim.filterParallelStacks', (text?: string) => this.stacks.setFilter(text)),
      c('mpisim.compareAcrossRanks', (expr?: string, ranks?: number[]) => this.compare(expr, ranks)),
      c('mpisim.compareOnGroup', (n?: Node, expr?: string) => this.compare(expr, n?.ranks)),
      // From the Variables view: its context gives the variable, with the expression that names it.
      c('mpisim.compareVariable', (v?: { variable?: { evaluateName?: string; name?: string } }) => this.compare(v?.variable?.evaluateName ?? v?.variable?.name)),
    ];
  }

  private fail(text: string): undefined {
    void vscode.window.showErrorMessage(text);
    return undefined;
  }

  private async allRanks(): Promise<number[] | undefined> {
    const st = await this.sessions.request<StatusBody>('mpisim/status');
    return st?.ranks.map((r) => r.rank);
  }

  /** `file:line` of the cursor in a C editor, or typed. */
  private async line(at?: string): Promise<{ source: string; line: number } | undefined> {
    if (!at) {
      const ed = vscode.window.activeTextEditor;
      if (ed && ed.document.uri.scheme === 'file' && /\.(c|h)$/.test(ed.document.fileName)) at = `${ed.document.fileName}:${ed.selection.active.line + 1}`;
    }
    at ??= await vscode.window.showInputBox({ title: 'MPI: Run to Line', prompt: 'file:line (relative to the launch directory), e.g. jacobi.c:40' });
    if (at === undefined) return undefined;
    const m = /^(.*):(\d+)$/.exec(at.trim());
    if (!m) return this.fail(`mpisim: '${at}' is not file:line.`);
    const cwd = (this.sessions.active?.configuration.cwd as string | undefined) ?? '';
    return { source: path.resolve(cwd, m[1]), line: Number(m[2]) };
  }

  /** Runs a group (a Parallel Stacks row's ranks, else all ranks); resolves with the ranks it ran. */
  async run(n: Node | undefined, action: Action, at?: string): Promise<number[] | undefined> {
    if (!this.sessions.active) return this.fail(NO_SESSION);
    if (!this.sessions.lastStop) return this.fail(NOT_STOPPED);
    const ranks = n?.ranks ?? await this.allRanks();
    if (!ranks?.length) return undefined;
    const target = action === 'runToLine' ? await this.line(at) : undefined;
    if (action === 'runToLine' && !target) return undefined;
    try {
      await this.sessions.request('mpisim/runGroup', { ranks, action, ...target });
    } catch (e) {
      return this.fail(`mpisim: ${(e as Error).message}`);
    }
    return ranks;
  }

  async compare(expr?: string, ranks?: number[]): Promise<CompareBody | undefined> {
    if (!this.sessions.active) return this.fail(NO_SESSION);
    if (!this.sessions.lastStop) return this.fail(NOT_STOPPED);
    expr ??= await vscode.window.showInputBox({ title: 'MPI: Compare Across Ranks', prompt: `A C expression, evaluated in each rank's innermost frame${ranks ? ` (ranks ${ranks.length})` : ''}`, placeHolder: 'iter' });
    if (!expr?.trim()) return undefined;
    return this.webviews.showComparison(expr.trim(), ranks);
  }
}
