/**
 * Hovers that decode context IDs: over a number that stands as one (after context_id,
 * recvcontext_id, contextid, ctx or "context id", in any file), with the configured layout; and
 * over an MPI_Comm variable during a stopped session, its IDs decoded on the focused rank.
 */
import * as vscode from 'vscode';
import type { MpiSessions } from './mpiSession';
import { contextIdAt, describeContextId } from './contextIdText';
import { settings } from './config';

/** The hover's markdown for one ID: the headline in bold, the fields as a list. */
export function contextIdMarkdown(layout: string, value: number, title?: string): vscode.MarkdownString {
  const [head, ...rest] = describeContextId(layout, value);
  const md = new vscode.MarkdownString();
  if (title) md.appendMarkdown(`**${title}**\n\n`);
  md.appendMarkdown(`**${head}**\n\n`);
  for (const l of rest) md.appendMarkdown(`- ${l}\n`);
  return md;
}

interface EvalResult { result: string; type?: string; variablesReference: number }
interface Variable { name: string; value: string }

export class ContextIdHoverProvider implements vscode.HoverProvider {
  constructor(private readonly sessions: MpiSessions) {}

  async provideHover(doc: vscode.TextDocument, pos: vscode.Position): Promise<vscode.Hover | undefined> {
    const line = doc.lineAt(pos.line).text;
    const m = contextIdAt(line, pos.character);
    if (m) {
      const range = new vscode.Range(pos.line, m.start, pos.line, m.end);
      return new vscode.Hover(contextIdMarkdown(this.layout(), m.value), range);
    }
    if (doc.languageId === 'c') return this.commHover(doc, pos);
    return undefined;
  }

  /** The session's layout while one runs (its IDs were allocated with it), else the setting. */
  private layout(): string {
    return (this.sessions.active?.configuration.contextIdLayout as string | undefined) ?? settings().contextIdLayout;
  }

  private async commHover(doc: vscode.TextDocument, pos: vscode.Position): Promise<vscode.Hover | undefined> {
    const s = this.sessions.active;
    const rank = this.sessions.focusedRank;
    if (!s || !this.sessions.lastStop || rank === undefined) return undefined;
    const range = doc.getWordRangeAtPosition(pos, /[A-Za-z_][A-Za-z0-9_]*/);
    if (!range) return undefined;
    const word = doc.getText(range);
    let r: EvalResult;
    try {
      // "@rank expr" evaluates in the focused rank's innermost frame (the adapter's syntax).
      r = await s.customRequest('evaluate', { expression: `@${rank} ${word}`, context: 'hover' });
    } catch { return undefined; }
    if (r.type !== 'MPI_Comm' || !r.variablesReference) return undefined;
    const { variables } = await s.customRequest('variables', { variablesReference: r.variablesReference }) as { variables: Variable[] };
    const idOf = (name: string): number | undefined => {
      const v = variables.find((x) => x.name === name)?.value.match(/^0x[0-9a-f]+/i)?.[0];
      return v !== undefined ? Number(v) : undefined;
    };
    const md = new vscode.MarkdownString();
    md.appendMarkdown(`**${word}** on rank ${rank}: ${r.result}\n\n`);
    for (const name of ['context_id', 'recvcontext_id']) {
      const id = idOf(name);
      if (id === undefined) continue;
      const [head, ...rest] = describeContextId(this.layout(), id);
      md.appendMarkdown(`${name} = ${head}\n\n`);
      for (const l of rest.slice(1)) md.appendMarkdown(`- ${l}\n`);
      md.appendMarkdown('\n');
    }
    return new vscode.Hover(md, range);
  }
}
