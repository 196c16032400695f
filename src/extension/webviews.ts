/**
 * The two pictures: the wait-for graph (opened when a deadlock stops the session) and the
 * message timeline, both refreshed at every stop. Static SVG, no scripts in the webview.
 */
import * as vscode from 'vscode';
import type { MpiSessions } from './mpiSession';
import type { CompareBody, TimelineBody, WaitForGraphBody } from './protocol';
import { comparisonHtml, escapeXml, formatTime, timelineLegend, timelineSvg, waitForSvg } from './render';
import type { TraceMode } from './traceMode';

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline';">
<title>${escapeXml(title)}</title>
<style>body{font-family:var(--vscode-font-family);color:var(--vscode-foreground);} svg{color:var(--vscode-foreground);} pre{white-space:pre-wrap;font-family:var(--vscode-editor-font-family);} .empty{opacity:.8;font-style:italic;}
table{border-collapse:collapse;} td,th{border:1px solid var(--vscode-panel-border,#8884);padding:3px 10px;text-align:left;font-family:var(--vscode-editor-font-family);} th{font-family:var(--vscode-font-family);}
svg.waitfor{max-width:100%;height:auto;} .legend span{display:inline-block;margin-right:14px;} .legend i{display:inline-block;width:12px;height:12px;margin-right:4px;vertical-align:middle;}</style>
</head><body><h2>${escapeXml(title)}</h2>${body}</body></html>`;
}

/** A panel that re-renders from the active session at every change while it is open. */
class SessionPanel implements vscode.Disposable {
  private panel?: vscode.WebviewPanel;
  private readonly sub: vscode.Disposable;
  constructor(private readonly viewType: string, private readonly title: string, changes: vscode.Event<void>,
    private readonly render: () => Promise<string>, private readonly commandLinks = false,
    /** Beside the editor (a picture to glance at) or in it (a wide one, like the timeline). */
    private readonly column: vscode.ViewColumn = vscode.ViewColumn.Beside) {
    this.sub = changes(() => { if (this.panel) void this.refresh(); });
  }
  get html(): string | undefined { return this.panel?.webview.html; }
  async show(): Promise<void> {
    if (!this.panel) {
      this.panel = vscode.window.createWebviewPanel(this.viewType, this.title, { viewColumn: this.column, preserveFocus: true }, { enableScripts: false, enableCommandUris: this.commandLinks });
      this.panel.onDidDispose(() => { this.panel = undefined; });
    } else this.panel.reveal(undefined, true);
    await this.refresh();
  }
  private async refresh(): Promise<void> {
    let html: string;
    try { html = await this.render(); } catch (e) { html = page(this.title, `<p class="empty">Could not read the session: ${escapeXml((e as Error).message)}</p>`); }
    if (this.panel) this.panel.webview.html = html;
  }
  dispose(): void { this.sub.dispose(); this.panel?.dispose(); }
}

export class MpiWebviews implements vscode.Disposable {
  readonly waitFor: SessionPanel;
  readonly timeline: SessionPanel;
  /** Cross-rank comparison: the expression (and ranks) asked for, evaluated again at every stop. */
  readonly comparison: SessionPanel;
  private compareQuery?: { expression: string; ranks?: number[] };
  lastComparison?: CompareBody;
  /** The timeline of the trace opened with "MPI: Open Trace…"; its zoom links run MPI commands. */
  readonly traceTimeline: SessionPanel;
  private readonly sub: vscode.Disposable;

  constructor(sessions: MpiSessions, trace: TraceMode) {
    this.waitFor = new SessionPanel('mpisim.waitForGraph', 'MPI Wait-For Graph', sessions.onDidChange, async () => {
      const g = await sessions.request<WaitForGraphBody>('mpisim/waitForGraph');
      if (!g || !g.nodes?.length) return page('MPI Wait-For Graph', '<p class="empty">No rank is blocked in MPI: there is no wait-for graph to draw.</p>');
      const head = g.cycle ? `<p>Deadlock: ${g.cycle.map((r) => `rank ${r}`).join(' → ')} → rank ${g.cycle[0]}</p>` : '<p>Blocked ranks (no cycle among them).</p>';
      return page('MPI Wait-For Graph', head + waitForSvg(g) + `<pre>${escapeXml(g.text)}</pre>`);
    });
    this.timeline = new SessionPanel('mpisim.timeline', 'MPI Message Timeline', sessions.onDidChange, async () => {
      const t = await sessions.request<TimelineBody>('mpisim/timeline');
      if (!t) return page('MPI Message Timeline', '<p class="empty">No MPI session: start one to see its timeline.</p>');
      const note = t.calls.length ? `<p>${t.calls.length} MPI calls, ${t.messages.length} messages; virtual time now ${formatTime(t.now)}.</p>` : '<p class="empty">No MPI call yet: the timeline grows as the ranks run.</p>';
      return page('MPI Message Timeline', note + timelineLegend(t) + timelineSvg(t));
    }, false, vscode.ViewColumn.Active);
    this.comparison = new SessionPanel('mpisim.compare', 'MPI Cross-Rank Comparison', sessions.onDidChange, async () => {
      const q = this.compareQuery;
      if (!q) return page('MPI Cross-Rank Comparison', '<p class="empty">Run "MPI: Compare Across Ranks…" to evaluate an expression on every rank.</p>');
      const b = await sessions.request<CompareBody>('mpisim/compare', q);
      this.lastComparison = b;
      if (!b) return page('MPI Cross-Rank Comparison', '<p class="empty">No MPI session.</p>');
      if (!sessions.lastStop) return page('MPI Cross-Rank Comparison', '<p class="empty">The program is running: the comparison is made at the next stop.</p>');
      return page(`${b.expression} across ${b.ranks} ranks`, comparisonHtml(b));
    });
    this.traceTimeline = new SessionPanel('mpisim.traceTimeline', 'MPI Trace Timeline', trace.onDidChange, async () => {
      const t = trace.timeline();
      if (!t) return page('MPI Trace Timeline', '<p class="empty">No trace is open: run "MPI: Open Trace…".</p>');
      const w = trace.window;
      const link = (cmd: string, label: string): string => `<a href="command:${cmd}">${label}</a>`;
      const zoom = `<p>${link('mpisim.zoomTraceIn', 'Zoom in')} · ${link('mpisim.zoomTraceOut', 'Zoom out')} · ${link('mpisim.zoomTraceReset', 'Whole trace')} · ${link('mpisim.setTraceTime', 'Set time…')}</p>`;
      const note = `<p>${escapeXml(trace.name)}: ${t.ranks} ranks, ${t.calls.length} MPI calls, ${t.messages.length} messages; chosen time ${formatTime(t.now)}; showing ${w ? `${formatTime(w.from)} – ${formatTime(w.to)}` : `0 – ${formatTime(trace.end)}`}.</p>`;
      return page('MPI Trace Timeline', note + zoom + timelineSvg(t, w));
    }, true);
    // A deadlock stop opens the graph by itself: that is the moment people want to see it.
    this.sub = sessions.onDidStop((e) => { if (e.reason === 'exception' && /deadlock/i.test(e.description ?? '')) void this.waitFor.show(); });
  }

  async showComparison(expression: string, ranks?: number[]): Promise<CompareBody | undefined> {
    this.compareQuery = { expression, ranks };
    this.lastComparison = undefined;
    await this.comparison.show();
    return this.lastComparison;
  }

  dispose(): void { this.sub.dispose(); this.waitFor.dispose(); this.timeline.dispose(); this.traceTimeline.dispose(); this.comparison.dispose(); }
}
