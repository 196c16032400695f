/**
 * The Parallel Stacks view (DDT's, in Run and Debug): ranks grouped by where they are, the
 * outermost frame first (`40 ranks in MPI_Sendrecv @ jacobi.c:33`), with a filter, and group
 * commands on a row: step, continue, run to a line, compare an expression across its ranks.
 */
import * as vscode from 'vscode';
import type { MpiSessions } from './mpiSession';
import type { ParallelStacksBody, StackGroup } from './protocol';
import { LazyTree, type Node } from './tree';

const ICON: Record<string, string> = { paused: 'debug-pause', blocked: 'watch', exited: 'pass', faulted: 'error', killed: 'circle-slash', aborted: 'error' };

export function groupNode(g: StackGroup): Node {
  const n = g.ranks.length;
  const leaf = g.children.length === 0;
  return {
    label: `${n} ${n === 1 ? 'rank' : 'ranks'} in ${g.name}${g.at ? ` @ ${g.at}` : ''}${g.here ? ' (this frame)' : ''}`,
    description: `${g.rankText}${leaf && g.detail && g.detail !== 'paused' ? ` · ${g.detail}` : leaf && g.state ? ` · ${g.state}` : ''}`,
    tooltip: `Ranks ${g.rankText}${g.detail ? `\n${g.detail}` : ''}`,
    icon: leaf ? ICON[g.state ?? ''] ?? 'circle-outline' : 'symbol-function',
    id: `pstack${g.id}`, at: g.at, ranks: g.ranks, contextValue: 'rankGroup',
    expanded: true,
    children: leaf ? undefined : () => g.children.map(groupNode),
  };
}

export class ParallelStacksView {
  readonly tree: LazyTree;
  /** The filter typed with "Filter Parallel Stacks…" (rank list, state word or function name). */
  filter = '';
  /** The last answer (tests read what the view was built from). */
  last?: ParallelStacksBody;

  constructor(private readonly sessions: MpiSessions) {
    this.tree = new LazyTree('mpisim.parallelStacks', sessions, async () => {
      const b = await sessions.request<ParallelStacksBody>('mpisim/parallelStacks', this.filter ? { filter: this.filter } : {});
      this.last = b;
      if (!b) return { nodes: [] };
      this.tree.view.description = this.filter ? `filter: ${this.filter} (${b.shown} of ${b.np})` : `${b.np} ranks`;
      return { nodes: b.groups.map(groupNode), message: b.shown === 0 ? `No rank matches '${this.filter}'.` : undefined };
    });
  }

  async setFilter(text?: string): Promise<string | undefined> {
    text ??= await vscode.window.showInputBox({
      title: 'MPI: Filter Parallel Stacks', value: this.filter,
      prompt: 'Ranks (0-7,12), a state (blocked, paused, exited) or a function or file name; empty shows every rank',
    });
    if (text === undefined) return undefined;
    this.filter = text.trim();
    this.tree.refreshSoon();
    return this.filter;
  }
}
