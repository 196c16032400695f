/**
 * A trace's message queues at a time t, reconstructed for the Message Queues view in the shape
 * of the adapter's `mpisim/queues` request. With MPI's matching a receive is *posted* from its
 * start until its message is sent (or, unmatched, until it completes); a message sent before its
 * receive started is *unexpected* at the receiver until then; an Isend is a *pending send* until
 * its completion is confirmed. A trace has no context IDs, datatypes, protocols or source
 * positions: those fields are null; times are in seconds. Envelopes of receives are the matched
 * message's (a wildcard receive shows the source and tag it got); a receive that never completed
 * has none.
 */
import type { TraceArchive } from './model';
import type { SideMessage } from './messages';
import { pairMessages, type RankMap } from './match';

export interface QueueEntry {
  request: string | null;
  comm: string;
  contextId: null;
  decoded: null;
  peer: number | null;
  peerWorld: number | null;
  tag: number | null;
  count: null;
  datatype: null;
  bytes: number | null;
  protocol: null;
  collective: false;
  call: string | null;
  postedAt: null;
  postedTime: number;
}

export interface QueueMessage {
  source: number;
  sourceWorld: number;
  tag: number;
  contextId: null;
  decoded: null;
  bytes: number;
  protocol: null;
  collective: false;
  call: string | null;
  sentAt: null;
  sentTime: number;
}

export interface TraceQueues {
  ranks: { rank: number; posted: QueueEntry[]; unexpected: QueueMessage[]; pendingSends: QueueEntry[] }[];
}

/** The queues at `t` seconds. */
export function queuesAt(a: TraceArchive, t: number): TraceQueues {
  // A time in seconds names its tick up to the double's rounding (15 ns is 14.999999999999998
  // ticks of 1 GHz): the queues at an event's own time include what it started.
  const raw = t * a.timerResolution;
  const now = Math.abs(raw - Math.round(raw)) < 1e-6 ? Math.round(raw) : raw;
  const p = pairMessages(a);
  const ranks = p.ranks;
  const sec = (ticks: number) => ticks / a.timerResolution;
  const during = (from: number, to: number | undefined) => from <= now && (to === undefined || now < to);
  const out: TraceQueues = { ranks: Array.from({ length: ranks.size }, (_, rank) => ({ rank, posted: [], unexpected: [], pendingSends: [] })) };
  const at = (location: number) => out.ranks[ranks.rankOf(location)];
  const commName = (c: number) => a.comms[c]?.name || `comm ${c}`;
  const request = (r: number | undefined) => (r === undefined ? null : `0x${r.toString(16)}`);
  const entry = (m: SideMessage | undefined, o: { location: number; request?: number; call?: string; start: number }): QueueEntry => ({
    request: request(o.request), comm: m ? commName(m.comm) : '', contextId: null, decoded: null,
    peer: m?.peer ?? null, peerWorld: m ? ranks.peerRank(m.location, m.comm, m.peer) : null, tag: m?.tag ?? null,
    count: null, datatype: null, bytes: m?.bytes ?? null, protocol: null, collective: false, call: o.call ?? null, postedAt: null, postedTime: sec(o.start),
  });
  const unexpected = (send: SideMessage, map: RankMap): void => {
    const sender = map.rankOf(send.location);
    const receiver = map.peerRank(send.location, send.comm, send.peer);
    out.ranks[receiver]?.unexpected.push({
      source: map.rankIn(send.comm, sender), sourceWorld: sender, tag: send.tag, contextId: null, decoded: null, bytes: send.bytes,
      protocol: null, collective: false, call: send.call ?? null, sentAt: null, sentTime: sec(send.time),
    });
  };
  const pending = (s: SideMessage) => { if (s.request !== undefined && during(s.start, s.end)) at(s.location).pendingSends.push(entry(s, s)); };

  for (const { send, recv } of p.pairs) {
    if (recv.start <= send.time) { if (during(recv.start, Math.min(send.time, recv.end))) at(recv.location).posted.push(entry(recv, recv)); }
    else if (during(send.time, recv.start)) unexpected(send, ranks);
    pending(send);
  }
  for (const { side } of p.unmatchedReceives) if (during(side.start, side.end)) at(side.location).posted.push(entry(side, side));
  for (const { side } of p.unmatchedSends) { if (during(side.time, undefined)) unexpected(side, ranks); pending(side); }
  // Requests that never completed: whether their message arrived is not in the trace.
  for (const o of p.open) {
    if (during(o.start, o.cancelled)) (o.kind === 'recv' ? at(o.location).posted : at(o.location).pendingSends).push(entry(o.message, o));
  }
  for (const r of out.ranks) {
    r.posted.sort((x, y) => x.postedTime - y.postedTime);
    r.pendingSends.sort((x, y) => x.postedTime - y.postedTime);
    r.unexpected.sort((x, y) => x.sentTime - y.sentTime);
  }
  return out;
}
