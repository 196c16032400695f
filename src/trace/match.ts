/**
 * Message matching: the n-th send from one rank to another on a communicator with a tag is
 * the n-th receive there (MPI's non-overtaking order, MPI 4.0 §3.5), over the lists the seed's
 * rules produced. Ranks are world ranks: positions in the archive's COMM_LOCATIONS group.
 */
import { OTF2, type TraceArchive } from './model';
import { append, archiveMessages, type OpenRequest, type SideMessage } from './messages';

export interface MatchedMessage {
  sender: number;
  receiver: number;
  comm: number;
  tag: number;
  bytes: number;
  sendTime: number;
  recvTime: number;
}

/** One side of a message with no partner; `time` is its send or receive time. */
export interface UnmatchedMessage {
  sender: number;
  receiver: number;
  comm: number;
  tag: number;
  bytes: number;
  time: number;
}

export interface MatchResult {
  messages: MatchedMessage[];
  unmatchedSends: UnmatchedMessage[];
  unmatchedReceives: UnmatchedMessage[];
}

/** Translates locations and ranks in communicators to world ranks. */
export class RankMap {
  private worldOf = new Map<number, number>();
  private locations: number[] = [];
  constructor(private a: TraceArchive) {
    const world = a.groups.find((g) => g.type === OTF2.groupType.COMM_LOCATIONS && g.paradigm === OTF2.paradigm.MPI);
    this.locations = world ? world.members : a.locations.map((l) => l.id);
    this.locations.forEach((loc, k) => this.worldOf.set(loc, k));
  }
  get size(): number { return this.locations.length; }
  /** World rank of a location (the location id itself when no COMM_LOCATIONS lists it). */
  rankOf(location: number): number {
    return this.worldOf.get(location) ?? location;
  }
  /** Rank in `comm` of world rank `world` (in the group that holds it, for an inter-communicator). */
  rankIn(comm: number, world: number): number {
    const c = this.a.comms[comm];
    if (!c) return world;
    for (const id of [c.group, c.groupB]) {
      const g = id === undefined ? undefined : this.a.groups[id];
      if (!g || g.flags & OTF2.groupFlag.GLOBAL_MEMBERS) continue;
      if (g.type === OTF2.groupType.COMM_SELF) return 0;
      const k = g.members.indexOf(world);
      if (k >= 0) return k;
    }
    return world;
  }
  /** World rank of `peer`, a rank in `comm` as seen from `location`. */
  peerRank(location: number, comm: number, peer: number): number {
    const c = this.a.comms[comm];
    if (!c) return peer;
    let g = this.a.groups[c.group];
    if (c.groupB !== undefined && g?.members.includes(this.rankOf(location))) g = this.a.groups[c.groupB];
    if (!g || g.flags & OTF2.groupFlag.GLOBAL_MEMBERS) return peer;
    if (g.type === OTF2.groupType.COMM_SELF) return this.rankOf(location);
    return g.members[peer] ?? peer;
  }
}

type Unpaired = { side: SideMessage; message: UnmatchedMessage }[];

/**
 * Sends paired with their receives, what stayed unpaired, requests that never completed, and
 * the messages held back behind those (not ordered, so not paired).
 */
export interface Pairing {
  ranks: RankMap;
  pairs: { send: SideMessage; recv: SideMessage; message: MatchedMessage }[];
  unmatchedSends: Unpaired;
  unmatchedReceives: Unpaired;
  open: OpenRequest[];
  held: { sends: Unpaired; receives: Unpaired };
}

export function pairMessages(a: TraceArchive): Pairing {
  const ranks = new RankMap(a);
  const { sends, receives, open, held } = archiveMessages(a);
  const unmatched = (m: SideMessage, isSend: boolean): UnmatchedMessage => {
    const me = ranks.rankOf(m.location), peer = ranks.peerRank(m.location, m.comm, m.peer);
    return { sender: isSend ? me : peer, receiver: isSend ? peer : me, comm: m.comm, tag: m.tag, bytes: m.bytes, time: m.time };
  };
  const key = (u: UnmatchedMessage) => `${u.comm}|${u.sender}|${u.receiver}|${u.tag}`;
  // FIFO per envelope; `next` instead of shift(), which is linear in the queue's length.
  const sendQueues = new Map<string, { items: Unpaired; next: number }>();
  for (const side of sends) {
    const u = { side, message: unmatched(side, true) };
    const q = sendQueues.get(key(u.message));
    if (q) q.items.push(u); else sendQueues.set(key(u.message), { items: [u], next: 0 });
  }
  const result: Pairing = {
    ranks, pairs: [], unmatchedSends: [], unmatchedReceives: [], open,
    held: { sends: held.sends.map((side) => ({ side, message: unmatched(side, true) })), receives: held.receives.map((side) => ({ side, message: unmatched(side, false) })) },
  };
  for (const recv of receives) {
    const u = unmatched(recv, false);
    const q = sendQueues.get(key(u));
    const s = q && q.next < q.items.length ? q.items[q.next++] : undefined;
    if (!s) { result.unmatchedReceives.push({ side: recv, message: u }); continue; }
    const m = s.message;
    result.pairs.push({ send: s.side, recv, message: { sender: m.sender, receiver: m.receiver, comm: m.comm, tag: m.tag, bytes: m.bytes, sendTime: m.time, recvTime: u.time } });
  }
  for (const q of sendQueues.values()) append(result.unmatchedSends, q.items.slice(q.next));
  const byTime = <T>(t: (x: T) => number[]) => (x: T, y: T) => { const [p, q] = [t(x), t(y)]; return p[0] - q[0] || p[1] - q[1] || p[2] - q[2]; };
  result.pairs.sort(byTime(({ message: m }) => [m.sendTime, m.recvTime, m.sender]));
  result.unmatchedSends.sort(byTime(({ message: m }) => [m.time, m.sender, m.receiver]));
  result.unmatchedReceives.sort(byTime(({ message: m }) => [m.time, m.receiver, m.sender]));
  return result;
}

/**
 * The messages of `trace show`. Messages the seed's rules could not order (held back behind a
 * request that never completed) are listed with the unmatched ones, after them, rather than
 * dropped: the trace shows they were sent or received, not in which order.
 */
export function matchMessages(a: TraceArchive): MatchResult {
  const p = pairMessages(a);
  const list = (x: Unpaired) => x.map((u) => u.message);
  return {
    messages: p.pairs.map((x) => x.message),
    unmatchedSends: [...list(p.unmatchedSends), ...list(p.held.sends)],
    unmatchedReceives: [...list(p.unmatchedReceives), ...list(p.held.receives)],
  };
}
