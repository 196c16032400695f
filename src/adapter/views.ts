/**
 * The data of the MPI views, as JSON for the custom requests (mpisim/contextIds, mpisim/queues,
 * mpisim/processes, mpisim/waitForGraph). Pure projections of the simulator's per-process state.
 */
import type { World } from '../sim/world';
import type { Comm, Message, ProcState, Request } from '../sim/mpi/state';
import { decodeContextId, hex16 } from '../sim/mpi/contextId';
import { formatPos, type SourcePos } from '../sim/c/diagnostics';
import { handleHex } from '../sim/mpi/handles';
import { commIdentity, deadlockText, rankState, waitCycle, SourceLines } from './mpiState';
import { decodeBuffer, decodeMessage } from './contents';

/** The communicator's one identity on all ranks (./mpiState.ts), or its handle when it is gone. */
function commLabel(w: World, p: ProcState, h: number, src: SourceLines): string {
  const c = p.comms.get(h) ?? w.mpi.freedComms.find((x) => x.handle === h && x.group[x.rank] === p.id.index);
  return c ? commIdentity(w, c, src) : handleHex(h);
}

/** Sources read as their paths say (relative to the process's directory). */
const PLAIN = new SourceLines((f) => f);

const where = (p?: SourcePos): string | undefined => (p ? formatPos(p) : undefined);

/** The world's ranks, or only rank `only` (the views of a tree that expands one rank). */
function ranksOf(w: World, only?: number): World['ranks'] {
  return only === undefined ? w.ranks : w.ranks.filter((r) => r.rank === only);
}

function commName(p: ProcState, h: number): string {
  const c = p.comms.get(h);
  return c?.name || handleHex(h);
}

/** Per rank: the mask as MPICH prints it, free/allocated counts and the allocation history. */
export function contextIds(w: World, only?: number): unknown {
  const layout = w.mpi.layout;
  return {
    layout: layout.name,
    ranks: ranksOf(w, only).map((r) => {
      const p = w.mpi.procs[r.rank];
      if (!p) return { rank: r.rank };
      const allocated = [...p.comms.values()].filter((c) => !c.freed && !c.internal).map((c) => ({
        comm: handleHex(c.handle), name: c.name, contextId: hex16(c.contextId), recvContextId: hex16(c.recvContextId),
        decoded: decodeContextId(layout, c.recvContextId),
      }));
      return {
        rank: r.rank,
        mask: p.mask.toHex(),
        free: p.mask.freeCount(),
        capacity: p.mask.capacity(),
        allocated,
        history: p.mask.history.map((h) => ({ op: h.op, contextId: hex16(h.id), call: h.call, iteration: h.iteration })),
      };
    }),
  };
}

function envelope(p: ProcState, w: World, q: Request, src: SourceLines): Record<string, unknown> {
  const c = p.comms.get(q.comm);
  const peerWorld = c && q.peer >= 0 ? (c.kind === 'inter' ? c.remoteGroup![q.peer] : c.group[q.peer]) : undefined;
  return {
    request: handleHex(q.handle),
    comm: commName(p, q.comm),
    contextId: hex16(q.ctx),
    decoded: decodeContextId(w.mpi.layout, q.ctx).summary,
    peer: q.peer,
    peerWorld,
    tag: q.tag,
    count: q.count,
    datatype: w.mpi.dtp(p.id.index).name(q.datatype),
    bytes: q.bytes,
    protocol: q.protocol,
    collective: q.coll,
    call: q.call,
    postedAt: where(q.postedAt),
    commId: commLabel(w, p, q.comm, src),
    // A receive has no data yet; a send's is in the sender's buffer until it completes.
    contents: q.kind === 'send' ? decodeBuffer(w, p.id.index, q.buf, q.datatype, q.count) : undefined,
  };
}

function message(p: ProcState, w: World, m: Message, src: SourceLines): Record<string, unknown> {
  // The receiver's communicator is the one whose receive context (plus the collective suffix) it carries.
  const c = [...p.comms.values()].find((x) => !x.freed && x.recvContextId + (m.coll ? 1 : 0) === m.ctx);
  const inBuffer = m.sendReq ?? m.heldBy;
  return {
    source: m.src,
    sourceWorld: m.srcProcess,
    tag: m.tag,
    comm: c ? commName(p, c.handle) : undefined,
    contextId: hex16(m.ctx),
    decoded: decodeContextId(w.mpi.layout, m.ctx).summary,
    count: m.count,
    datatype: w.mpi.dtp(m.srcProcess).name(m.datatype),
    bytes: m.bytes,
    protocol: m.protocol,
    collective: m.coll,
    call: m.call,
    sentAt: where(m.sentAt),
    commId: c ? commIdentity(w, c, src) : undefined,
    // An eager message carries its data; a rendezvous one (or a host collective step's eager
    // one, until its algorithm goes on) is still in the sender's buffer.
    contents: m.data ? decodeMessage(w, m.srcProcess, m.datatype, m.count, m.data)
      : inBuffer ? decodeBuffer(w, m.srcProcess, inBuffer.buf, inBuffer.datatype, inBuffer.count) : undefined,
  };
}

/** Per process: posted receives, unexpected messages and pending sends (MPICH's queues, oldest first). */
export function queues(w: World, only?: number, src: SourceLines = PLAIN): unknown {
  return {
    ranks: ranksOf(w, only).map((r) => {
      const p = w.mpi.procs[r.rank];
      if (!p) return { rank: r.rank, posted: [], unexpected: [], pendingSends: [] };
      return {
        rank: r.rank,
        posted: p.posted.map((q) => envelope(p, w, q, src)),
        unexpected: p.unexpected.map((m) => message(p, w, m, src)),
        pendingSends: p.pendingSends.map((q) => envelope(p, w, q, src)),
      };
    }),
  };
}

/** Per process: its gpid, its lpid table and the connections it has opened. */
export function processes(w: World, only?: number): unknown {
  return {
    ranks: ranksOf(w, only).map((r) => {
      const p = w.mpi.procs[r.rank];
      if (!p) return { rank: r.rank };
      return {
        rank: r.rank,
        gpid: { pg: p.id.pg, rank: p.id.pgRank },
        lpids: p.lpids.length <= 1024 ? p.lpids.map((proc, lpid) => ({ lpid, gpid: w.processLabel(proc) })) : { count: p.lpids.length },
        connections: [...p.connections].map(([to, c]) => ({ to, time: c.time, at: where(c.pos), by: c.reason })),
      };
    }),
  };
}

/** The wait-for graph of the blocked ranks, with a cycle when there is one. */
export function waitForGraph(w: World, src: SourceLines): unknown {
  const blocked = w.mpi.blockedRanks();
  const cycle = waitCycle(blocked);
  return {
    nodes: blocked.map((b) => ({ rank: b.rank, call: b.call, detail: b.detail, summary: rankState(w, w.ranks[b.rank], src).text.replace(/^blocked in /, ''), at: where(b.pos), waitsFor: b.waitsFor })),
    cycle,
    nearMisses: blocked.length ? w.mpi.nearMisses().map((n) => ({ rank: n.rank, at: where(n.pos), other: n.other && { rank: n.other.rank, at: where(n.other.pos) }, text: n.text })) : [],
    text: blocked.length ? deadlockText(w, blocked, src) : '',
  };
}

/** Communicators per rank (the Communicators view). */
export function communicators(w: World, only?: number, src: SourceLines = PLAIN): unknown[] {
  return ranksOf(w, only).map((r) => {
    const p = w.mpi.procs[r.rank];
    // Freed communicators stay listed (marked), as a debugger user expects to see what happened.
    const owned = (c: Comm): boolean => c.group[c.rank] === r.rank;
    const comms: Comm[] = p ? [...p.comms.values(), ...w.mpi.freedComms.filter(owned)] : [];
    return {
      rank: r.rank,
      communicators: comms.map((c) => ({
        freed: c.freed,
        handle: handleHex(c.handle),
        name: c.name,
        kind: c.kind,
        size: c.group.length,
        rank: c.rank,
        members: c.group.length <= 1024 ? c.group : undefined,
        remoteGroup: c.remoteGroup && c.remoteGroup.length <= 1024 ? c.remoteGroup : undefined,
        contextId: hex16(c.contextId),
        recvContextId: hex16(c.recvContextId),
        contextIdFields: decodeContextId(w.mpi.layout, c.contextId),
        recvContextIdFields: decodeContextId(w.mpi.layout, c.recvContextId),
        parent: c.parent !== undefined ? handleHex(c.parent) : undefined,
        internal: c.internal,
        topology: c.topo,
        createdBy: c.createdBy,
        createdAt: c.createdAt ? `${c.createdAt.file}:${c.createdAt.line}` : undefined,
        identity: commIdentity(w, c, src),
      })),
    };
  });
}
