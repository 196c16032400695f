/**
 * Message matching: the n-th send from one rank to another on a communicator with a tag is
 * the n-th receive there (MPI's non-overtaking order, MPI 4.0 §3.5), over the lists the seed's
 * rules produced. Ranks are world ranks: positions in the archive's COMM_LOCATIONS group.
 */
import { OTF2, type TraceArchive } from './model';
import { archiveMessages, type SideMessage } from './messages';

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

export function matchMessages(a: TraceArchive): MatchResult {
  const ranks = new RankMap(a);
  const { sends, receives } = archiveMessages(a);
  const unmatched = (m: SideMessage, isSend: boolean): UnmatchedMessage => {
    const me = ranks.rankOf(m.location), peer = ranks.peerRank(m.location, m.comm, m.peer);
    return { sender: isSend ? me : peer, receiver: isSend ? peer : me, comm: m.comm, tag: m.tag, bytes: m.bytes, time: m.time };
  };
  const key = (u: UnmatchedMessage) => `${u.comm}|${u.sender}|${u.receiver}|${u.tag}`;
  const sendQueues = new Map<string, UnmatchedMessage[]>();
  for (const s of sends) {
    const u = unmatched(s, true);
    const q = sendQueues.get(key(u));
    if (q) q.push(u); else sendQueues.set(key(u), [u]);
  }
  const result: MatchResult = { messages: [], unmatchedSends: [], unmatchedReceives: [] };
  for (const r of receives) {
    const u = unmatched(r, false);
    const s = sendQueues.get(key(u))?.shift();
    if (!s) { result.unmatchedReceives.push(u); continue; }
    result.messages.push({ sender: s.sender, receiver: s.receiver, comm: s.comm, tag: s.tag, bytes: s.bytes, sendTime: s.time, recvTime: u.time });
  }
  for (const q of sendQueues.values()) result.unmatchedSends.push(...q);
  const byTime = <T>(t: (x: T) => number[]) => (x: T, y: T) => { const [p, q] = [t(x), t(y)]; return p[0] - q[0] || p[1] - q[1] || p[2] - q[2]; };
  result.messages.sort(byTime((m) => [m.sendTime, m.recvTime, m.sender]));
  result.unmatchedSends.sort(byTime((m) => [m.time, m.sender, m.receiver]));
  result.unmatchedReceives.sort(byTime((m) => [m.time, m.receiver, m.sender]));
  return result;
}
