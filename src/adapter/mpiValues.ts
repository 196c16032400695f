/**
 * MPI handles decoded for the Variables view and hovers, and the per-rank "MPI" scope.
 *
 * MPI handles are int typedefs: the front end keeps the typedef name on the type (typedefKind), and a
 * value that is a live handle of the rank (in its communicator, request or group tables) is
 * recognised by value as well.
 */
import type { World } from '../sim/world';
import type { Comm, Message, ProcState, Request } from '../sim/mpi/state';
import { decodeContextId, hex16, type DecodedContextId } from '../sim/mpi/contextId';
import { formatPos, type SourcePos } from '../sim/c/diagnostics';
import * as H from '../sim/mpi/handles';
import type { CType } from '../sim/c/types';

export type HandleKind = 'comm' | 'request' | 'datatype' | 'group';

/** A synthetic entry of the Variables view: a name, a value text and lazily built children. */
export interface Node {
  name: string;
  value: string;
  type?: string;
  children?: () => Node[];
}

const TYPEDEFS: Record<string, HandleKind> = { MPI_Comm: 'comm', MPI_Request: 'request', MPI_Datatype: 'datatype', MPI_Group: 'group' };
const where = (p?: SourcePos): string => (p ? formatPos(p) : '');
const leaf = (name: string, value: unknown, type?: string): Node => ({ name, value: String(value), type });
const group = (name: string, value: string, kids: () => Node[]): Node => ({ name, value, children: kids });

// ------------------------------------------------------------------ declared types

/** The MPI handle kind a C type was declared with (MPI_Comm, MPI_Request[4], MPI_Comm *...). */
export function typedefKind(t: CType): HandleKind | undefined {
  if (t.k === 'int') return t.typedefName ? TYPEDEFS[t.typedefName] : undefined;
  if (t.k === 'array') return typedefKind(t.of);
  if (t.k === 'ptr') return typedefKind(t.to);
  return undefined;
}

// ------------------------------------------------------------------ handles

/** The kind of handle `h` is for rank `rank`, judged by its value alone (live handles only). */
export function kindByValue(w: World, rank: number, h: number): HandleKind | undefined {
  const u = h >>> 0;
  const p = w.mpi.procs[rank];
  if (!p) return undefined;
  if (u === H.COMM_WORLD || u === H.COMM_SELF || get(p.comms, u)) return 'comm';
  if (get(p.requests, u)) return 'request';
  if ((u >>> 24) !== 0x44 && get(p.groups, u)) return 'group';
  return undefined;
}

function get<T>(m: { get(h: number): T | undefined }, h: number): T | undefined {
  return m.get(h >>> 0) ?? m.get(h | 0);
}

function findComm(w: World, rank: number, h: number): Comm | undefined {
  const p = w.mpi.procs[rank];
  const c = p && get(p.comms, h);
  if (c) return c;
  return w.mpi.freedComms.find((x) => x.handle >>> 0 === h >>> 0 && x.group[x.rank] === rank);
}

function commLabel(w: World, rank: number, h: number): string {
  if (h >>> 0 === H.COMM_NULL) return 'MPI_COMM_NULL';
  const c = findComm(w, rank, h);
  return c ? c.name || H.handleHex(h) : H.handleHex(h);
}

export function commSummary(c: Comm): string {
  return `${c.name || H.handleHex(c.handle)} (${c.freed ? 'freed, ' : ''}${c.kind === 'inter' ? 'inter, ' : ''}size ${c.group.length}, rank ${c.rank}, context_id ${hex16(c.contextId)})`;
}

function ctxNode(name: string, d: DecodedContextId): Node {
  return group(name, `${d.hex} (${d.summary})`, () => [
    leaf('prefix', d.prefix),
    leaf('mask word', d.maskWord),
    leaf('mask bit', d.maskBit),
    leaf('local-comm', d.isLocalComm),
    leaf('subcomm', `${d.subcomm} (${d.subcommName})`),
    leaf('suffix', `${d.suffix} (${d.suffixName})`),
    leaf('dynamic', d.dynamic),
  ]);
}

const ranksText = (g: number[]): string => (g.length <= 64 ? `[${g.join(', ')}]` : `[${g.slice(0, 64).join(', ')}, ... (${g.length})]`);

export function commChildren(w: World, rank: number, c: Comm): Node[] {
  const l = w.mpi.layout;
  const out: Node[] = [
    leaf('name', c.name || '(unnamed)'),
    leaf('handle', H.handleHex(c.handle)),
    leaf('kind', c.kind === 'inter' ? 'intercommunicator' : 'intracommunicator'),
    leaf('size', c.group.length),
    leaf('rank', c.rank),
    ctxNode('context_id', decodeContextId(l, c.contextId)),
    ctxNode('recvcontext_id', decodeContextId(l, c.recvContextId)),
    leaf('group', ranksText(c.group), 'world ranks'),
  ];
  if (c.remoteGroup) out.push(leaf('remote group', ranksText(c.remoteGroup), 'world ranks'));
  out.push(leaf('parent', c.parent !== undefined ? commLabel(w, rank, c.parent) : '(none)'));
  out.push(leaf('created by', c.createdBy + (c.createdAt ? ` at ${c.createdAt.file}:${c.createdAt.line}` : '')));
  if (c.topo) out.push(leaf('topology', c.topo.kind + (c.topo.dims ? ` dims [${c.topo.dims.join(', ')}]` : '')));
  if (c.freed) out.push(leaf('freed', c.freedAt ? `at ${c.freedAt.file}:${c.freedAt.line}` : 'yes'));
  return out;
}

function reqState(q: Request): string {
  if (q.cancelled) return 'cancelled';
  if (q.complete) return 'complete';
  if (q.active) return 'active';
  return 'inactive';
}

export function requestSummary(w: World, rank: number, q: Request): string {
  return `${q.call} (${reqState(q)}, peer ${q.peer}, tag ${q.tag}, ${commLabel(w, rank, q.comm)})`;
}

export function requestChildren(w: World, rank: number, q: Request): Node[] {
  const out: Node[] = [
    leaf('handle', H.handleHex(q.handle)),
    leaf('kind', q.kind + (q.mode && q.mode !== 'standard' ? ` (${q.mode})` : '') + (q.persistent ? ', persistent' : '')),
    leaf('state', reqState(q)),
    leaf('call', q.call),
    leaf('peer', q.peer),
    leaf('tag', q.tag),
    leaf('communicator', commLabel(w, rank, q.comm)),
    leaf('context_id', `${hex16(q.ctx)} (${decodeContextId(w.mpi.layout, q.ctx).summary})`),
    leaf('count', q.count),
    leaf('datatype', w.mpi.dtp(rank).name(q.datatype)),
    leaf('bytes', q.bytes),
    leaf('protocol', q.protocol ?? '(not decided)'),
    leaf('posted at', where(q.postedAt)),
  ];
  if (q.status) out.push(leaf('status', `source ${q.status.source}, tag ${q.status.tag}, ${q.status.bytes} bytes, error ${q.status.error}${q.status.cancelled ? ', cancelled' : ''}`));
  return out;
}

/** A handle of `kind` with value `h`, decoded for rank `rank`; undefined when it is not one. */
export function handleNode(w: World, rank: number, kind: HandleKind, h: number, name: string): Node {
  const p = w.mpi.procs[rank];
  const u = h >>> 0;
  switch (kind) {
    case 'comm': {
      if (u === H.COMM_NULL) return leaf(name, 'MPI_COMM_NULL', 'MPI_Comm');
      const c = findComm(w, rank, h);
      if (!c) return leaf(name, `${H.handleHex(h)} (${p?.initialized ? 'not a communicator of this rank' : 'MPI not initialized'})`, 'MPI_Comm');
      return { name, value: commSummary(c), type: 'MPI_Comm', children: () => commChildren(w, rank, c) };
    }
    case 'request': {
      if (u === H.REQUEST_NULL) return leaf(name, 'MPI_REQUEST_NULL', 'MPI_Request');
      if (u === H.REQUEST_COMPLETE_SEND || u === H.REQUEST_COMPLETE_RECV || u === H.REQUEST_NO_PROC_RECV) return leaf(name, `${H.handleHex(h)} (complete${u === H.REQUEST_COMPLETE_SEND ? '' : ', from MPI_PROC_NULL'})`, 'MPI_Request');
      const q = p && get(p.requests, h);
      if (!q) return leaf(name, `${H.handleHex(h)} (not a live request)`, 'MPI_Request');
      return { name, value: requestSummary(w, rank, q), type: 'MPI_Request', children: () => requestChildren(w, rank, q) };
    }
    case 'datatype': {
      const dt = w.mpi.dtp(rank);
      const text = dt.table.describe(u);
      const valid = dt.table.isValid(u);
      if (!valid) return leaf(name, text, 'MPI_Datatype');
      return {
        name, value: text, type: 'MPI_Datatype', children: () => [
          leaf('handle', H.handleHex(h)),
          leaf('name', dt.name(u)),
          leaf('size', dt.size(u) ?? '?'),
          leaf('extent', dt.extent(u)),
          leaf('type map', text),
        ],
      };
    }
    case 'group': {
      if (u === H.GROUP_NULL) return leaf(name, 'MPI_GROUP_NULL', 'MPI_Group');
      if (u === H.GROUP_EMPTY) return leaf(name, 'MPI_GROUP_EMPTY (size 0)', 'MPI_Group');
      const g = p && get(p.groups, h);
      if (!g) return leaf(name, `${H.handleHex(h)} (not a live group)`, 'MPI_Group');
      return { name, value: `group (size ${g.length}) ${ranksText(g)}`, type: 'MPI_Group', children: () => [leaf('handle', H.handleHex(h)), leaf('size', g.length), leaf('world ranks', ranksText(g)), leaf('rank', g.indexOf(rank) >= 0 ? g.indexOf(rank) : 'MPI_UNDEFINED')] };
    }
  }
}

// ------------------------------------------------------------------ the MPI scope

function messageNode(w: World, k: number, m: Message): Node {
  return group(`[${k}]`, `${m.call} from ${m.src} tag ${m.tag} ctx ${hex16(m.ctx)}, ${m.bytes} bytes`, () => [
    leaf('source', `${m.src} (world rank ${m.srcProcess})`),
    leaf('tag', m.tag),
    leaf('context_id', `${hex16(m.ctx)} (${decodeContextId(w.mpi.layout, m.ctx).summary})`),
    leaf('bytes', m.bytes),
    leaf('protocol', m.protocol),
    leaf('call', m.call),
    leaf('sent at', where(m.sentAt)),
  ]);
}

function requestList(w: World, rank: number, qs: Request[]): Node[] {
  return qs.map((q, k) => ({ name: `[${k}] ${H.handleHex(q.handle)}`, value: requestSummary(w, rank, q), children: () => requestChildren(w, rank, q) }));
}

/** The rank's MPI state: the "MPI" scope of every frame. */
export function mpiScope(w: World, rank: number): Node[] {
  const p: ProcState | undefined = w.mpi.procs[rank];
  if (!p) return [leaf('state', 'MPI is not initialized')];
  const comms = [...p.comms.values()].filter((c) => !c.internal);
  // The request of the blocking call the rank waits in is live too, though the user has no handle to it.
  const reqs = [...p.requests.values(), ...(p.waiting ? [p.waiting] : [])];
  const mask = p.mask.toHex();
  return [
    leaf('state', p.finalized ? 'finalized' : p.initialized ? 'initialized' : 'not initialized'),
    leaf('gpid', `(pg ${p.id.pg}, rank ${p.id.pgRank})`),
    group('communicators', `${comms.length}`, () => comms.map((c) => ({ name: c.name || H.handleHex(c.handle), value: commSummary(c), type: 'MPI_Comm', children: () => commChildren(w, rank, c) }))),
    group('requests', `${reqs.length}`, () => requestList(w, rank, reqs)),
    group('posted receives', `${p.posted.length}`, () => requestList(w, rank, p.posted.toArray())),
    group('unexpected messages', `${p.unexpected.length}`, () => p.unexpected.map((m, k) => messageNode(w, k, m))),
    group('pending sends', `${p.pendingSends.length}`, () => requestList(w, rank, p.pendingSends)),
    group('context-ID mask', `${mask[0]} ... (${p.mask.freeCount()} free of ${p.mask.capacity()})`, () => mask.map((x, k) => leaf(`word ${k}`, x))),
  ];
}
