/**
 * The extension's view of mpisim debug sessions: which one is active, when it stops or runs,
 * which rank has the focus, and the custom requests the views and commands read from.
 */
import * as vscode from 'vscode';

/** Requests after which the ranks run until the next `stopped` (the adapter sends no `continued` for them). */
const RESUMING = new Set(['continue', 'next', 'stepIn', 'stepOut', 'stepBack', 'reverseContinue', 'goto', 'mpisim/stepAll', 'mpisim/stepToMpiCall', 'mpisim/runGroup']);

/** `description`: the whole sentence (the event's text); `badge`: the few words the Call Stack shows. */
export interface StopEvent { session: vscode.DebugSession; threadId?: number; reason: string; description?: string; badge?: string }

/** The adapter's `mpisim/diagnostics` event: the compiler's messages for a launch (none when it compiled). */
export interface DiagnosticsEvent { program: string; diagnostics: { file: string; line: number; column: number; severity: 'error' | 'warning' | 'note'; message: string }[] }

/** The adapter's `mpisim/usageError` event: one finding of the usage checks, where it is and its other side. */
export interface UsageErrorEvent {
  check: string; rank: number; message: string;
  at?: { file: string; line: number; column: number };
  related?: { rank: number; message: string; at?: { file: string; line: number; column: number } };
}

export class MpiSessions implements vscode.Disposable {
  private readonly usageEmitter = new vscode.EventEmitter<UsageErrorEvent>();
  /** Fires for each MPI usage error a session's checks find. */
  readonly onDidFindUsageError = this.usageEmitter.event;
  private readonly diagnosticsEmitter = new vscode.EventEmitter<DiagnosticsEvent>();
  /** Fires when a launch compiled the program (with its errors, or an empty list). */
  readonly onDidDiagnose = this.diagnosticsEmitter.event;
  private readonly stopEmitter = new vscode.EventEmitter<StopEvent>();
  private readonly changeEmitter = new vscode.EventEmitter<void>();
  /** Fires when an mpisim session stops (after the adapter has sent `stopped`). */
  readonly onDidStop = this.stopEmitter.event;
  private readonly focusEmitter = new vscode.EventEmitter<void>();
  /** Fires when the data may have changed: a stop, a continue, a session starting or ending. */
  readonly onDidChange = this.changeEmitter.event;
  /** Fires when the focused rank may have changed (the Call Stack selection, Focus Rank…). */
  readonly onDidChangeFocus = this.focusEmitter.event;
  private readonly stopped = new Map<string, StopEvent>();
  /** mpisim sessions started and not yet terminated, oldest first. */
  private readonly live = new Map<string, vscode.DebugSession>();
  /** Ids of sessions that have terminated (a session id is never reused). */
  private readonly ended = new Set<string>();
  private readonly disposables: vscode.Disposable[] = [];
  /** The configuration of the last mpisim session started (Export Trace re-runs it after it ended). */
  lastConfiguration?: vscode.DebugConfiguration;
  /** A rank chosen with "Focus Rank…" wins over the Call Stack selection until the next stop. */
  private chosenRank?: number;

  constructor() {
    this.disposables.push(
      vscode.debug.registerDebugAdapterTrackerFactory('mpisim', {
        createDebugAdapterTracker: (session) => ({
          onWillReceiveMessage: (m: { type?: string; command?: string }) => {
            if (m.type === 'request' && m.command && RESUMING.has(m.command) && this.stopped.delete(session.id)) this.changeEmitter.fire();
          },
          onDidSendMessage: (m: { type?: string; event?: string; body?: { threadId?: number; reason?: string; description?: string; text?: string } }) => {
            if (m.type !== 'event') return;
            if (m.event === 'mpisim/diagnostics') this.diagnosticsEmitter.fire(m.body as unknown as DiagnosticsEvent);
            else if (m.event === 'mpisim/usageError') this.usageEmitter.fire(m.body as unknown as UsageErrorEvent);
            else if (m.event === 'stopped') {
              const e: StopEvent = { session, threadId: m.body?.threadId, reason: m.body?.reason ?? 'stop', description: m.body?.text ?? m.body?.description, badge: m.body?.description };
              this.stopped.set(session.id, e);
              this.stopEmitter.fire(e);
              this.changeEmitter.fire();
            } else if (m.event === 'continued') {
              this.stopped.delete(session.id);
              this.changeEmitter.fire();
            }
          },
          onWillStopSession: () => { this.stopped.delete(session.id); },
        }),
      }),
      vscode.debug.onDidStartDebugSession((s) => {
        if (s.type !== 'mpisim') return;
        this.lastConfiguration = s.configuration;
        this.live.set(s.id, s);
      }),
      vscode.debug.onDidTerminateDebugSession((s) => { this.stopped.delete(s.id); this.live.delete(s.id); this.ended.add(s.id); this.changeEmitter.fire(); }),
      vscode.debug.onDidChangeActiveDebugSession(() => this.changeEmitter.fire()),
      vscode.debug.onDidChangeActiveStackItem(() => { this.chosenRank = undefined; this.focusEmitter.fire(); }),
      this.stopEmitter, this.changeEmitter, this.focusEmitter, this.diagnosticsEmitter, this.usageEmitter,
    );
  }

  /**
   * The active session when it is a live mpisim one. Right after one session ends and the next
   * starts, VS Code's activeDebugSession can still name the ended one (its requests then fail
   * with "cannot find session"): the newest live mpisim session stands in for it.
   */
  get active(): vscode.DebugSession | undefined {
    const s = vscode.debug.activeDebugSession;
    if (s?.type === 'mpisim' && !this.ended.has(s.id)) return s;
    if (s && s.type !== 'mpisim') return undefined;
    return [...this.live.values()].pop();
  }

  /** The last stop of the active session, while it is stopped. */
  get lastStop(): StopEvent | undefined {
    const s = this.active;
    return s ? this.stopped.get(s.id) : undefined;
  }

  /** The focused rank: the one chosen by Focus Rank…, else the Call Stack's thread, else the one that stopped. */
  get focusedRank(): number | undefined {
    if (!this.active) return undefined;
    if (this.chosenRank !== undefined) return this.chosenRank;
    const item = vscode.debug.activeStackItem;
    if (item && item.session.id === this.active.id && 'threadId' in item && item.threadId > 0) return item.threadId - 1;
    const t = this.lastStop?.threadId;
    return t !== undefined ? t - 1 : undefined;
  }

  set focusedRank(rank: number | undefined) {
    this.chosenRank = rank;
    this.focusEmitter.fire();
  }

  /** A custom request to the active mpisim session; undefined when there is none. */
  async request<T>(command: string, args?: unknown): Promise<T | undefined> {
    const s = this.active;
    if (!s) return undefined;
    return (await s.customRequest(command, args)) as T;
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }
}
