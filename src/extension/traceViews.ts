/**
 * The Communicators and Message Queues views in trace mode: what an OTF2 archive holds at the
 * chosen time. A trace has no context IDs, datatypes or source positions, so the rows say only
 * what the archive records (communicator definitions; envelopes, sizes and times of messages).
 */
import { OTF2, type TraceArchive } from '../trace/model';
import type { TraceQueues } from '../trace';
import { leaf, type Node, type Roots } from './tree';
import { formatTime } from './render';
import type { TraceMode } from './traceMode';

const OPEN_RANKS = 8;
const heading = (mode: TraceMode): string => `Trace ${mode.name} at t = ${formatTime(mode.time)} (no debug session: showing the trace)`;
const list = (g: number[]): string => `[${g.length > 32 ? g.slice(0, 32).join(', ') + `, … (${g.length})` : g.join(', ')}]`;

/** World ranks of a group definition (COMM_GROUP members index COMM_LOCATIONS, i.e. are world ranks). */
function groupRanks(a: TraceArchive, id: number | undefined, np: number, self: number): number[] {
  const g = id === undefined ? undefined : a.groups[id];
  if (!g) return [];
  if (g.type === OTF2.groupType.COMM_SELF) return [self];
  if (g.flags & OTF2.groupFlag.GLOBAL_MEMBERS) return Array.from({ length: np }, (_, k) => k);
  return g.members;
}

/** The communicators a rank belongs to, from the archive's Comm/InterComm definitions. */
export function traceCommNodes(a: TraceArchive, rank: number, np: number): Node[] {
  const out: Node[] = [];
  a.comms.forEach((c, id) => {
    const mine = groupRanks(a, c.group, np, rank), theirs = c.groupB === undefined ? undefined : groupRanks(a, c.groupB, np, rank);
    const local = mine.includes(rank) ? mine : theirs?.includes(rank) ? theirs : undefined;
    if (!local) return;
    const remote = theirs && (local === mine ? theirs : mine);
    const kind = remote ? 'inter' : 'intra';
    const name = c.name || `comm ${id}`;
    out.push({
      label: name, id: `trace-comm-${rank}-${id}`, icon: remote ? 'arrow-swap' : 'organization',
      description: `${kind} · size ${local.length} · rank ${local.indexOf(rank)}`,
      children: () => [
        leaf('kind', remote ? 'intercommunicator' : 'intracommunicator'),
        leaf('size', String(local.length)),
        leaf('rank', `${local.indexOf(rank)} (this process is world rank ${rank})`),
        leaf('members', `${list(local)} (world ranks)`),
        ...(remote ? [leaf('remote group', `${list(remote)} (world ranks)`)] : []),
        leaf('parent', c.parent === undefined ? '(none)' : a.comms[c.parent]?.name || `comm ${c.parent}`),
        leaf('definition', `OTF2 comm ${id}, group ${c.group}${c.groupB !== undefined ? ` and ${c.groupB}` : ''}`),
      ],
    });
  });
  return out;
}

export function traceCommunicatorRoots(mode: TraceMode): Roots {
  const a = mode.definitions!;
  const np = mode.queues()!.ranks.length;
  return {
    message: heading(mode),
    nodes: Array.from({ length: np }, (_, rank) => {
      const comms = traceCommNodes(a, rank, np);
      return { label: `rank ${rank}`, id: `trace-comms-rank-${rank}`, icon: 'server-process', expanded: np <= OPEN_RANKS, description: `${comms.length} communicator${comms.length === 1 ? '' : 's'}`, children: () => comms };
    }),
  };
}

type TraceRank = TraceQueues['ranks'][number];
const peer = (p: number | null, w: number | null): string => (p === null ? 'unknown source' : `${p} (world ${w ?? '?'})`);

function envelope(e: TraceRank['posted'][number], dir: 'from' | 'to', since: string): Node {
  return leaf(`${e.call ?? 'MPI call'} ${dir} ${peer(e.peer, e.peerWorld)}`,
    `tag ${e.tag ?? '?'} · ${e.comm || '?'} · ${e.bytes ?? '?'} B · ${since} ${formatTime(e.postedTime)}${e.request ? ` · request ${e.request}` : ''}`,
    { icon: dir === 'from' ? 'arrow-left' : 'arrow-right' });
}

export function traceQueueRoots(mode: TraceMode): Roots {
  const q = mode.queues()!;
  const group = (label: string, items: Node[], none: string): Node => ({
    label, description: String(items.length), icon: 'list-unordered', expanded: items.length > 0,
    children: () => (items.length ? items : [leaf(none)]),
  });
  return {
    message: heading(mode),
    nodes: q.ranks.map((r) => ({
      label: `rank ${r.rank}`, id: `trace-queues-rank-${r.rank}`, icon: 'server-process',
      expanded: q.ranks.length <= OPEN_RANKS && r.posted.length + r.unexpected.length + r.pendingSends.length > 0,
      description: `${r.posted.length} posted · ${r.unexpected.length} unexpected · ${r.pendingSends.length} pending sends`,
      children: () => [
        group('posted receives', r.posted.map((e) => envelope(e, 'from', 'posted at')), 'no receive is waiting for a message'),
        group('unexpected messages', r.unexpected.map((m) => leaf(`${m.call ?? 'message'} from ${peer(m.source, m.sourceWorld)}`, `tag ${m.tag} · ${m.bytes} B · sent at ${formatTime(m.sentTime)}`, { icon: 'mail' })), 'no message arrived before its receive'),
        group('pending sends', r.pendingSends.map((e) => envelope(e, 'to', 'started at')), 'no send is waiting for its receiver'),
      ],
    })),
  };
}
