/** The status bar item of an mpisim session: the focused rank and the virtual time; click to focus another rank. */
import * as vscode from 'vscode';
import type { MpiSessions } from './mpiSession';
import type { StatusBody } from './protocol';
import { formatTime } from './render';

export class MpiStatusBar implements vscode.Disposable {
  readonly item = vscode.window.createStatusBarItem('mpisim.status', vscode.StatusBarAlignment.Left, 50);
  private readonly subs: vscode.Disposable[];
  private seq = 0;

  constructor(private readonly sessions: MpiSessions) {
    this.item.name = 'MPI rank and virtual time';
    this.item.command = 'mpisim.focusRank';
    this.subs = [sessions.onDidChange(() => void this.update()), sessions.onDidChangeFocus(() => void this.update())];
  }

  /** Updates the item; resolves once the newest update (this one or a later one) has shown. */
  update(): Promise<void> {
    const p = this.refresh(++this.seq);
    this.latest = p;
    return p;
  }
  private latest: Promise<void> = Promise.resolve();

  private async refresh(seq: number): Promise<void> {
    const s = this.sessions.active;
    if (!s) { this.item.hide(); return; }
    let st: StatusBody | undefined;
    try { st = await this.sessions.request<StatusBody>('mpisim/status'); } catch { st = undefined; }
    if (seq !== this.seq) return this.latest; // a newer update is on its way: done when it is
    const rank = this.sessions.focusedRank;
    const running = !this.sessions.lastStop;
    this.item.text = `$(server-process) ${rank !== undefined ? `rank ${rank}` : 'no rank'}${st ? ` of ${st.np}` : ''} · t = ${st ? formatTime(st.virtualTime) : '?'}${running ? ' · running' : ''}`;
    this.item.tooltip = `mpisim: focused rank ${rank ?? '(none)'}; virtual time ${st ? formatTime(st.virtualTime) : 'unknown'}. Click to focus another rank.`;
    this.item.show();
  }

  dispose(): void { for (const d of this.subs) d.dispose(); this.item.dispose(); }
}
