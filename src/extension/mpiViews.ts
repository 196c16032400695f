/**
 * The four MPI views of Run and Debug: Communicators, Context IDs, Message Queues, Processes.
 * Each lists the ranks from mpisim/status and fetches one rank's detail when it is expanded.
 */
import type { MpiSessions } from './mpiSession';
import { LazyTree, leaf, type Node, type Roots } from './tree';
import type * as P from './protocol';
import { formatTime } from './render';
import type { TraceMode } from './traceMode';
import { traceCommunicatorRoots, traceQueueRoots } from './traceViews';

/** Up to this many ranks, rank rows start expanded; above, they open on demand. */
const OPEN_RANKS = 8;

const plural = (n: number, one: string, many = one + 's'): string => `${n} ${n === 1 ? one : many}`;
const worldList = (g?: number[]): string => (g ? `[${g.length > 32 ? g.slice(0, 32).join(', ') + `, … (${g.length})` : g.join(', ')}]` : '(more than 1024: not listed)');

function fieldsNode(label: string, hex: string, f: P.ContextIdFields): Node {
  return {
    label, description: `${hex} — ${f.summary}`, icon: 'symbol-number',
    children: () => [
      leaf('prefix', `${f.prefix} (mask word ${f.maskWord}, bit ${f.maskBit})`),
      ...(f.layout === 'mpich2' ? [] : [leaf('subcomm', `${f.subcomm} (${f.subcommName})`), leaf('local-comm', f.isLocalComm ? '1' : '0')]),
      leaf('suffix', `${f.suffix} (${f.suffixName})`),
      ...(f.layout === 'mpich2' ? [] : [leaf('dynamic', f.dynamic ? '1' : '0')]),
    ],
  };
}

async function rankRows(sessions: MpiSessions, empty: (s: P.StatusBody) => string | undefined, row: (r: P.StatusRank, np: number) => Node): Promise<Roots> {
  const st = await sessions.request<P.StatusBody>('mpisim/status');
  if (!st || !st.ranks) return { nodes: [] };
  return { nodes: st.ranks.map((r) => row(r, st.np)), message: empty(st) };
}

async function oneRank<T extends { rank: number }>(sessions: MpiSessions, command: string, rank: number, pick: (b: unknown) => T[] | undefined): Promise<T | undefined> {
  return pick(await sessions.request(command, { rank }))?.[0];
}

// ------------------------------------------------------------------ Communicators

export function commNode(c: P.CommInfo, rank: number): Node {
  // The same label on every rank (name, or variable @ creation site, and context ID); the handle is this rank's.
  const name = c.identity?.replace(/ · 0x[0-9a-f/x]+$/, '') || c.name || c.handle;
  return {
    label: name,
    id: `comm-${rank}-${c.handle}-${c.freed ? 'freed' : 'live'}`,
    description: `${c.kind} · size ${c.size} · rank ${c.rank} · context_id ${c.contextId}${c.freed ? ' · freed' : ''}`,
    icon: c.freed ? 'circle-slash' : c.kind === 'inter' ? 'arrow-swap' : 'organization',
    contextValue: 'communicator',
    children: () => [
      leaf('kind', c.kind === 'inter' ? 'intercommunicator' : 'intracommunicator'),
      leaf('size', String(c.size)),
      leaf('rank', `${c.rank} (this process is world rank ${rank})`),
      leaf('members', `${worldList(c.members)} (world ranks)`),
      ...(c.kind === 'inter' ? [leaf('remote group', `${worldList(c.remoteGroup)} (world ranks)`)] : []),
      fieldsNode('context_id', c.contextId, c.contextIdFields),
      fieldsNode('recvcontext_id', c.recvContextId, c.recvContextIdFields),
      leaf('handle', c.handle),
      leaf('parent', c.parent ?? '(none)'),
      leaf('created by', c.createdBy + (c.createdAt ? ` at ${c.createdAt}` : ''), { at: c.createdAt, icon: c.createdAt ? 'go-to-file' : undefined }),
      leaf('topology', c.topology ? c.topology.kind + (c.topology.dims ? ` dims [${c.topology.dims.join(', ')}]` : '') : '(none)'),
      leaf('freed', c.freed ? 'yes' : 'no'),
    ],
  };
}

export function communicatorsView(sessions: MpiSessions, trace?: TraceMode): LazyTree {
  const rankComms = async (rank: number): Promise<Node[]> => {
    const r = await oneRank<P.CommunicatorsBody['ranks'][number]>(sessions, 'mpisim/communicators', rank, (b) => (b as P.CommunicatorsBody)?.ranks);
    const comms = (r?.communicators ?? []).filter((c) => !c.internal);
    return comms.length ? comms.map((c) => commNode(c, rank)) : [leaf('No communicators yet', 'MPI_Init has not run on this rank', { icon: 'info' })];
  };
  return new LazyTree('mpisim.communicators', sessions, () => rankRows(sessions,
    (st) => (st.ranks.every((r) => r.communicators === 0) ? 'No rank has called MPI_Init yet: communicators appear once it has.' : undefined),
    (r, np) => ({
      label: `rank ${r.rank}`, id: `comms-rank-${r.rank}`, icon: 'server-process', expanded: np <= OPEN_RANKS,
      description: `${plural(r.communicators, 'communicator')} · ${r.summary ?? r.state}`,
      children: () => rankComms(r.rank),
    })), trace && { mode: trace, roots: () => traceCommunicatorRoots(trace) });
}

// ------------------------------------------------------------------ Context IDs

/** The mask as MPICH's MPIR_ContextMaskToStr prints it: one 8-digit hex word each, 8 words a row. */
export function maskRows(mask: string[]): Node[] {
  const rows: Node[] = [];
  for (let k = 0; k < mask.length; k += 8) rows.push(leaf(`words ${k}–${Math.min(k + 7, mask.length - 1)}`, mask.slice(k, k + 8).join(' ')));
  return rows;
}

export function contextIdsView(sessions: MpiSessions): LazyTree {
  const detail = async (rank: number): Promise<Node[]> => {
    const r = await oneRank<P.ContextIdsRank>(sessions, 'mpisim/contextIds', rank, (b) => (b as P.ContextIdsBody)?.ranks);
    if (!r?.mask) return [leaf('No context-ID mask yet', 'MPI_Init has not run on this rank', { icon: 'info' })];
    const allocated = r.allocated ?? [];
    const history = r.history ?? [];
    return [
      { label: 'mask', description: `${r.free} of ${r.capacity} IDs free`, icon: 'symbol-array', children: () => maskRows(r.mask!) },
      {
        label: 'allocated', description: plural(allocated.length, 'communicator'), icon: 'symbol-field', expanded: true,
        children: () => (allocated.length ? allocated.map((a) => ({ ...fieldsNode(a.name || a.comm, a.recvContextId, a.decoded), description: `recvcontext_id ${a.recvContextId} · context_id ${a.contextId} — ${a.decoded.summary}` })) : [leaf('none', 'only the predefined communicators')]),
      },
      {
        label: 'history', description: plural(history.length, 'allocation or release', 'allocations and releases'), icon: 'history',
        children: () => (history.length ? history.map((h, k) => leaf(`${k + 1}. ${h.op} ${h.contextId}`, `${h.call}${h.iteration !== undefined ? ` (iteration ${h.iteration})` : ''}`)) : [leaf('nothing allocated or freed yet')]),
      },
    ];
  };
  return new LazyTree('mpisim.contextIds', sessions, async () => {
    const st = await sessions.request<P.StatusBody>('mpisim/status');
    if (!st?.ranks) return { nodes: [] };
    return {
      message: `Layout: ${st.layout}`,
      nodes: st.ranks.map((r) => ({
        label: `rank ${r.rank}`, id: `ctx-rank-${r.rank}`, icon: 'server-process', expanded: st.np <= OPEN_RANKS, description: r.summary ?? r.state,
        children: () => detail(r.rank),
      })),
    };
  });
}

// ------------------------------------------------------------------ Message Queues

const peerText = (peer: number, world?: number): string => (peer === -2 ? 'MPI_ANY_SOURCE' : peer < 0 ? `${peer}` : `${peer} (world ${world ?? '?'})`);
const tagText = (tag: number): string => (tag === -1 ? 'MPI_ANY_TAG' : String(tag));

/** The communicator as every rank names it (identity and context ID), else as this rank's queue does. */
const commText = (x: { comm?: string; commId?: string; contextId: string }): string => x.commId ?? `${x.comm ?? '?'} · ctx ${x.contextId}`;
const dataText = (contents?: string): string => (contents ? ` = ${contents.length > 60 ? contents.slice(0, 57) + '…' : contents}` : '');

export function entryNode(e: P.QueueEntry, dir: 'from' | 'to'): Node {
  return {
    label: `${e.call} ${dir} ${peerText(e.peer, e.peerWorld)}`,
    description: `tag ${tagText(e.tag)} · ${commText(e)} · ${e.count} × ${e.datatype} (${e.bytes} B)${dataText(e.contents)}${e.protocol ? ` · ${e.protocol}` : ''}${e.postedAt ? ` · ${e.postedAt}` : ''}`,
    icon: dir === 'from' ? 'arrow-left' : 'arrow-right', at: e.postedAt,
    children: () => [
      leaf(dir === 'from' ? 'source' : 'destination', `${peerText(e.peer, e.peerWorld)} — communicator rank (world rank)`),
      leaf('tag', tagText(e.tag)),
      leaf('communicator', e.commId ?? e.comm),
      leaf('context ID', `${e.contextId} — ${e.decoded}`),
      leaf('count × datatype', `${e.count} × ${e.datatype}`),
      ...(dir === 'to' ? [leaf('data', e.contents ?? '(not decodable here)')] : [leaf('data', 'none yet: the message has not arrived')]),
      leaf('bytes', String(e.bytes)),
      leaf('protocol', e.protocol ?? '(decided at match)'),
      leaf('request', e.request),
      leaf('posted by', `${e.call}${e.collective ? ' (inside a collective)' : ''}${e.postedAt ? ` at ${e.postedAt}` : ''}`, { at: e.postedAt, icon: e.postedAt ? 'go-to-file' : undefined }),
    ],
  };
}

export function messageNode(m: P.QueueMessage): Node {
  return {
    label: `${m.call} from ${peerText(m.source, m.sourceWorld)}`,
    description: `tag ${m.tag} · ${commText(m)} · ${m.count} × ${m.datatype} · ${m.bytes} B${dataText(m.contents)} · ${m.protocol}${m.sentAt ? ` · ${m.sentAt}` : ''}`,
    icon: 'mail', at: m.sentAt,
    children: () => [
      leaf('source', `${peerText(m.source, m.sourceWorld)} — communicator rank (world rank)`),
      leaf('tag', String(m.tag)),
      leaf('communicator', m.commId ?? m.comm ?? '(none matches its context ID)'),
      leaf('context ID', `${m.contextId} — ${m.decoded}`),
      leaf('count', `${m.count} × ${m.datatype} (as sent)`),
      leaf('data', m.contents ?? '(not decodable here)'),
      leaf('bytes', String(m.bytes)),
      leaf('protocol', m.protocol),
      leaf('sent by', `${m.call}${m.collective ? ' (inside a collective)' : ''}${m.sentAt ? ` at ${m.sentAt}` : ''}`, { at: m.sentAt, icon: m.sentAt ? 'go-to-file' : undefined }),
    ],
  };
}

export function queuesView(sessions: MpiSessions, trace?: TraceMode): LazyTree {
  const detail = async (rank: number): Promise<Node[]> => {
    const r = await oneRank<P.QueuesRank>(sessions, 'mpisim/queues', rank, (b) => (b as P.QueuesBody)?.ranks);
    if (!r) return [];
    const group = (label: string, items: Node[], none: string): Node => ({
      label, description: String(items.length), icon: 'list-unordered', expanded: items.length > 0,
      children: () => (items.length ? items : [leaf(none)]),
    });
    // The program's messages first; MPICH's own point-to-point traffic inside a collective one click below.
    const internal = [...r.posted.filter((e) => e.collective).map((e) => entryNode(e, 'from')), ...r.unexpected.filter((m) => m.collective).map(messageNode), ...r.pendingSends.filter((e) => e.collective).map((e) => entryNode(e, 'to'))];
    const summary = states.get(rank);
    const inColl = summary && / on .*: \d+ of \d+ arrived/.test(summary) ? summary.replace(/^blocked in /, '') : undefined;
    return [
      ...(inColl ? [leaf(inColl, undefined, { icon: 'organization', tooltip: `rank ${rank} is ${summary}` })] : []),
      group('posted receives', r.posted.filter((e) => !e.collective).map((e) => entryNode(e, 'from')), 'no receive is waiting for a message'),
      group('unexpected messages', r.unexpected.filter((m) => !m.collective).map(messageNode), 'no message arrived before its receive'),
      group('pending sends', r.pendingSends.filter((e) => !e.collective).map((e) => entryNode(e, 'to')), 'no send is waiting for its receiver'),
      ...(internal.length ? [{ label: `inside ${inColl ? inColl.replace(/:.*$/, '') : 'collectives'}: MPICH's internal messages`, description: String(internal.length), icon: 'gear', children: () => internal }] : []),
    ];
  };
  /** Each rank's state in the common words (from mpisim/status), for the collective it is in. */
  const states = new Map<number, string>();
  return new LazyTree('mpisim.queues', sessions, () => rankRows(sessions,
    (st) => (st.ranks.every((r) => r.posted + r.unexpected + r.pendingSends === 0) ? 'All queues are empty: no posted receives, unexpected messages or pending sends.' : undefined),
    (r, np) => (r.summary && states.set(r.rank, r.summary), {
      label: `rank ${r.rank}`, id: `queues-rank-${r.rank}`, icon: 'server-process',
      expanded: np <= OPEN_RANKS && r.posted + r.unexpected + r.pendingSends > 0,
      description: `${r.posted} posted · ${r.unexpected} unexpected · ${r.pendingSends} pending sends · ${r.summary ?? r.state}`,
      children: () => detail(r.rank),
    })), trace && { mode: trace, roots: () => traceQueueRoots(trace) });
}

// ------------------------------------------------------------------ Processes

export function processesView(sessions: MpiSessions): LazyTree {
  const detail = async (rank: number): Promise<Node[]> => {
    const r = await oneRank<P.ProcessesRank>(sessions, 'mpisim/processes', rank, (b) => (b as P.ProcessesBody)?.ranks);
    if (!r?.gpid) return [leaf('No MPI state yet', 'MPI_Init has not run on this rank', { icon: 'info' })];
    const lpids = r.lpids;
    const conns = r.connections ?? [];
    return [
      leaf('gpid', `(${r.gpid.pg}, ${r.gpid.rank}) — process group ${r.gpid.pg}, rank ${r.gpid.rank} in it`),
      Array.isArray(lpids)
        ? { label: 'lpid table', description: plural(lpids.length, 'entry', 'entries'), icon: 'table', children: () => lpids.map((l) => leaf(`lpid ${l.lpid}`, `gpid (${l.gpid.pg}, ${l.gpid.rank})`)) }
        : leaf('lpid table', `${lpids?.count ?? 0} entries (too many to list)`),
      {
        label: 'connections', description: plural(conns.length, 'connection'), icon: 'plug',
        children: () => (conns.length ? conns.map((c) => leaf(`to rank ${c.to}`, `${c.by} at t=${formatTime(c.time)}${c.at ? ` · ${c.at}` : ''}`, { at: c.at })) : [leaf('none opened yet', 'connections open on the first message to a process')]),
      },
    ];
  };
  return new LazyTree('mpisim.processes', sessions, () => rankRows(sessions, () => undefined, (r, np) => ({
    label: `rank ${r.rank}`, id: `procs-rank-${r.rank}`, icon: 'server-process', expanded: np <= OPEN_RANKS, description: r.summary ?? r.state,
    children: () => detail(r.rank),
  })));
}

export function registerViews(sessions: MpiSessions, trace?: TraceMode): LazyTree[] {
  return [communicatorsView(sessions, trace), contextIdsView(sessions), queuesView(sessions, trace), processesView(sessions)];
}
