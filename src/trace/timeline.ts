/**
 * The timeline the extension's webview draws, from an archive: one row per rank, each MPI call
 * (an Enter/Leave pair) a bar, each matched message a line from its send to its receive time.
 * Times are seconds (ticks / timer resolution).
 */
import type { TraceArchive } from './model';
import { matchMessages, RankMap, type MatchedMessage } from './match';

export interface Timeline {
  /** The time to mark (the debugger's current virtual time), or the trace's end. */
  now: number;
  ranks: number;
  calls: { rank: number; name: string; start: number; end: number }[];
  messages: MatchedMessage[];
}

export function timelineOf(a: TraceArchive, now?: number): Timeline {
  const sec = (ticks: number) => ticks / a.timerResolution;
  const ranks = new RankMap(a);
  const calls: Timeline['calls'] = [];
  for (const l of a.locations) {
    const rank = ranks.rankOf(l.id);
    const open: { name: string; start: number }[] = [];
    for (const e of l.events) {
      if (e.type === 'Enter') open.push({ name: a.regions[e.region]?.name ?? `region ${e.region}`, start: e.time });
      else if (e.type === 'Leave') {
        const c = open.pop();
        if (c) calls.push({ rank, name: c.name, start: sec(c.start), end: sec(e.time) });
      }
    }
    // Calls still open when the trace ends (a session exported mid-run) last until its end.
    const end = l.events.at(-1)?.time ?? 0;
    for (const c of open.reverse()) calls.push({ rank, name: c.name, start: sec(c.start), end: sec(end) });
  }
  calls.sort((x, y) => x.start - y.start || x.rank - y.rank);
  const messages = matchMessages(a).messages.map((m) => ({ ...m, sendTime: sec(m.sendTime), recvTime: sec(m.recvTime) }));
  return { now: now ?? sec(a.globalOffset + a.traceLength), ranks: ranks.size, calls, messages };
}
