/**
 * `mpisim trace show`: an archive's messages after the seed's rules and matching, as JSON
 * (`{"messages":[...],"unmatchedSends":[...],"unmatchedReceives":[...]}`, times in the trace's
 * ticks) or as a readable summary. Messages the rules could not order (behind a request that
 * never completed) are in the unmatched lists; the summary says which request holds them.
 */
import type { TraceArchive } from './model';
import { matchMessages, pairMessages, type UnmatchedMessage } from './match';
import type { OpenRequest } from './messages';

export function showJson(a: TraceArchive): string {
  const r = matchMessages(a);
  return JSON.stringify({ messages: r.messages, unmatchedSends: r.unmatchedSends, unmatchedReceives: r.unmatchedReceives }) + '\n';
}

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

export function showText(file: string, a: TraceArchive): string {
  const p = pairMessages(a);
  const comm = (id: number) => a.comms[id]?.name || `comm ${id}`;
  const events = a.locations.reduce((n, l) => n + l.events.length, 0);
  const held = [...p.held.sends.map((h) => ({ ...h, verb: 'sent' })), ...p.held.receives.map((h) => ({ ...h, verb: 'received' }))];
  const lines = [
    `${file}: ${plural(a.locations.length, 'location')}, ${events} events, ` +
      `${a.timerResolution} ticks per second, ticks ${a.globalOffset}..${a.globalOffset + a.traceLength}`,
    `${plural(p.pairs.length, 'matched message')}, ${plural(p.unmatchedSends.length + p.held.sends.length, 'unmatched send')}, ` +
      `${plural(p.unmatchedReceives.length + p.held.receives.length, 'unmatched receive')}`,
  ];
  const line = (m: UnmatchedMessage, verb: string) => `rank ${m.sender} -> rank ${m.receiver}  ${comm(m.comm)}  tag ${m.tag}  ${m.bytes} bytes  ${verb} at ${m.time}`;
  for (const { message: m } of p.pairs) {
    lines.push(`  rank ${m.sender} -> rank ${m.receiver}  ${comm(m.comm)}  tag ${m.tag}  ${m.bytes} bytes  sent at ${m.sendTime}, received at ${m.recvTime}`);
  }
  const side = (title: string, list: { message: UnmatchedMessage }[], verb: string) => {
    if (list.length) lines.push(`${title}:`);
    for (const { message } of list) lines.push(`  ${line(message, verb)}`);
  };
  side('unmatched sends', p.unmatchedSends, 'sent');
  side('unmatched receives', p.unmatchedReceives, 'received');
  if (held.length) {
    lines.push(`not ordered (listed as unmatched): ${plural(p.held.sends.length, 'send')} and ${plural(p.held.receives.length, 'receive')} ` +
      'wait behind non-blocking requests that never completed; a call after a pending request is ordered only once it completes');
    const by = new Map<OpenRequest, typeof held>();
    for (const h of held) {
      const list = by.get(h.side.heldBy!);
      if (list) list.push(h); else by.set(h.side.heldBy!, [h]);
    }
    for (const [o, list] of by) {
      lines.push(`  rank ${p.ranks.rankOf(o.location)}: ${o.call ?? (o.kind === 'send' ? 'an Isend' : 'an Irecv')} request 0x${o.request.toString(16)} started at ${o.start}, never completed, holds back:`);
      for (const h of list) lines.push(`    ${line(h.message, h.verb)}`);
    }
  }
  return lines.join('\n') + '\n';
}
