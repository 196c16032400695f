/**
 * "Trace mode": an OTF2 archive opened with "MPI: Open Trace…" and a chosen time in it. The MPI
 * views show the trace's state at that time when no debug session is active, and the trace
 * timeline draws it; the reading itself is src/trace (pure), this only holds the choice.
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import { queuesAt, readArchive, timelineOf, type TraceArchive, type TraceQueues } from '../trace';
import type { TimelineBody } from './protocol';

/** A time window of the timeline, in seconds. */
export interface TimeWindow { from: number; to: number }

export class TraceMode implements vscode.Disposable {
  private archive?: TraceArchive;
  private timelineCache?: TimelineBody;
  /** The anchor file of the open archive. */
  file?: string;
  /** The chosen time, seconds from the trace's start. */
  time = 0;
  window?: TimeWindow;
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;

  get open(): boolean { return this.archive !== undefined; }
  get name(): string { return this.file ? path.basename(path.dirname(this.file)) + path.sep + path.basename(this.file) : ''; }

  /** Opens `file`; on a bad archive keeps the previous one and throws readArchive's error. */
  load(file: string): TraceArchive {
    const a = readArchive(file);
    this.archive = a;
    this.file = file;
    const t = timelineOf(a);
    // The webview names communicators as the session timeline does: by name, not definition id.
    this.timelineCache = { ...t, messages: t.messages.map((m) => ({ ...m, comm: a.comms[m.comm]?.name || `comm ${m.comm}` })) };
    this.time = this.end;
    this.window = undefined;
    void vscode.commands.executeCommand('setContext', 'mpisim.traceOpen', true);
    this.changed.fire();
    return a;
  }

  /** The trace's last time, seconds. */
  get end(): number { return this.timelineCache?.now ?? 0; }

  setTime(t: number): void { this.time = t; this.changed.fire(); }
  setWindow(w: TimeWindow | undefined): void { this.window = w; this.changed.fire(); }

  get definitions(): TraceArchive | undefined { return this.archive; }
  queues(): TraceQueues | undefined { return this.archive ? queuesAt(this.archive, this.time) : undefined; }
  /** The timeline with the chosen time as its marked "now". */
  timeline(): TimelineBody | undefined { return this.timelineCache ? { ...this.timelineCache, now: this.time } : undefined; }

  dispose(): void { this.changed.dispose(); }
}
