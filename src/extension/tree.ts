/**
 * A tree view over the active mpisim session whose children load on expansion: the root asks
 * the adapter for the cheap per-rank status, a rank's rows are fetched only when it is opened,
 * so 1024 ranks cost 1024 short rows, not 1024 ranks of detail.
 */
import * as vscode from 'vscode';
import type { MpiSessions } from './mpiSession';
import type { TraceMode } from './traceMode';

export interface Node {
  label: string;
  description?: string;
  tooltip?: string | vscode.MarkdownString;
  icon?: string;
  /** Opens with the tree (true) or on demand; children load only when the node is expanded. */
  expanded?: boolean;
  children?: () => Promise<Node[]> | Node[];
  /** `file:line[:col]` of the program: clicking the row reveals it. */
  at?: string;
  contextValue?: string;
  id?: string;
  /** What commands on the row act on (a rank group's ranks). */
  ranks?: number[];
  /** The debug session the node was read from (set by the tree): a node of an ended session has no children. */
  session?: string;
}

export const leaf = (label: string, description?: string, extra: Partial<Node> = {}): Node => ({ label, description, ...extra });

/** What a view shows at the top when it has nothing or is waiting: the empty-state sentence. */
export type Roots = { nodes: Node[]; message?: string };

export class LazyTree implements vscode.TreeDataProvider<Node>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<Node | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  readonly view: vscode.TreeView<Node>;
  private timer?: NodeJS.Timeout;
  private readonly subs: vscode.Disposable[] = [];

  /** `traceRoots`: what the view shows of an open trace while no session is active. */
  constructor(id: string, private readonly sessions: MpiSessions, private readonly roots: () => Promise<Roots>,
    private readonly trace?: { mode: TraceMode; roots: () => Roots }) {
    this.view = vscode.window.createTreeView(id, { treeDataProvider: this, showCollapseAll: true });
    // Several events arrive per stop (stopped, stack item changes): one refresh for all of them.
    this.subs.push(sessions.onDidChange(() => {
      // Another session (or none): forget the old one's rows at once, so none of them shows in the new one.
      const id = this.sessions.active?.id;
      if (id !== this.shownSession) { this.shownSession = id; clearTimeout(this.timer); this.changed.fire(undefined); } else this.refreshSoon();
    }), this.view, this.changed);
    if (trace) this.subs.push(trace.mode.onDidChange(() => this.refreshSoon()));
  }

  /** The session whose rows the view shows. */
  private shownSession?: string;

  refreshSoon(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.changed.fire(undefined), 50);
  }

  getTreeItem(n: Node): vscode.TreeItem {
    const state = n.children ? (n.expanded ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed) : vscode.TreeItemCollapsibleState.None;
    const item = new vscode.TreeItem(n.label, state);
    item.description = n.description;
    item.tooltip = n.tooltip ?? (n.description ? `${n.label}: ${n.description}` : n.label);
    if (n.icon) item.iconPath = new vscode.ThemeIcon(n.icon);
    if (n.at) item.command = { command: 'mpisim.revealSource', title: 'Reveal Source Line', arguments: [n.at] };
    item.contextValue = n.contextValue;
    // Ids are per session: VS Code must not carry a row (or its expanded children) over to the next one.
    if (n.id) item.id = `${n.session ?? 'trace'}/${n.id}`;
    return item;
  }

  async getChildren(n?: Node): Promise<Node[]> {
    try {
      const session = this.sessions.active?.id;
      if (n) {
        if (n.session !== undefined && n.session !== session) return [];
        return this.own(n.children ? await n.children() : [], n.session);
      }
      if (!this.sessions.active) {
        if (this.trace?.mode.open) { const r = this.trace.roots(); this.view.message = r.message; return r.nodes; }
        this.view.message = undefined;
        return [];
      }
      if (!this.sessions.lastStop) { this.view.message = 'The program is running: this view fills in at the next stop.'; return []; }
      const r = await this.roots();
      // The session may have changed while the adapter answered.
      if (this.sessions.active?.id !== session) return [];
      this.view.message = r.message;
      return this.own(r.nodes, session);
    } catch (e) {
      // A session that ended between the refresh and the request: nothing to show.
      if (!this.sessions.active) return [];
      this.view.message = `Could not read the session: ${(e as Error).message}`;
      return [];
    }
  }

  private own(nodes: Node[], session: string | undefined): Node[] {
    if (session !== undefined) for (const n of nodes) n.session ??= session;
    return nodes;
  }

  dispose(): void {
    clearTimeout(this.timer);
    for (const d of this.subs) d.dispose();
  }
}
