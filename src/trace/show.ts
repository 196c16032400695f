/**
 * `mpisim trace show`: an archive's messages after the seed's rules and matching, as JSON
 * (`{"messages":[...],"unmatchedSends":[...],"unmatchedReceives":[...]}`, times in the trace's
 * ticks) or as a readable summary.
 */
import type { TraceArchive } from './model';
import { matchMessages, type MatchResult, type UnmatchedMessage } from './match';

export function showJson(a: TraceArchive): string {
  const r = matchMessages(a);
  return JSON.stringify({ messages: r.messages, unmatchedSends: r.unmatchedSends, unmatchedReceives: r.unmatchedReceives }) + '\n';
}

export function showText(file: string, a: TraceArchive): string {
  const r: MatchResult = matchMessages(a);
  const comm = (id: number) => a.comms[id]?.name || `comm ${id}`;
  const events = a.locations.reduce((n, l) => n + l.events.length, 0);
  const lines = [
    `${file}: ${a.locations.length} location${a.locations.length === 1 ? '' : 's'}, ${events} events, ` +
      `${a.timerResolution} ticks per second, ticks ${a.globalOffset}..${a.globalOffset + a.traceLength}`,
    `${r.messages.length} matched message${r.messages.length === 1 ? '' : 's'}, ${r.unmatchedSends.length} unmatched send${r.unmatchedSends.length === 1 ? '' : 's'}, ` +
      `${r.unmatchedReceives.length} unmatched receive${r.unmatchedReceives.length === 1 ? '' : 's'}`,
  ];
  for (const m of r.messages) {
    lines.push(`  rank ${m.sender} -> rank ${m.receiver}  ${comm(m.comm)}  tag ${m.tag}  ${m.bytes} bytes  sent at ${m.sendTime}, received at ${m.recvTime}`);
  }
  const side = (title: string, list: UnmatchedMessage[], verb: string) => {
    if (list.length) lines.push(`${title}:`);
    for (const m of list) lines.push(`  rank ${m.sender} -> rank ${m.receiver}  ${comm(m.comm)}  tag ${m.tag}  ${m.bytes} bytes  ${verb} at ${m.time}`);
  };
  side('unmatched sends', r.unmatchedSends, 'sent');
  side('unmatched receives', r.unmatchedReceives, 'received');
  return lines.join('\n') + '\n';
}
