/**
 * The message timeline (mpisim/timeline) and the session status (mpisim/status): projections of
 * the runtime's event log in virtual time. The timeline's shape is shared with the OTF2 import,
 * which feeds the same webview: keep it exactly.
 */
import type { World } from '../sim/world';
import type { Comm, MpiEvent } from '../sim/mpi/state';
import type { RankProcess } from '../sim/runtime/rank';
import { SECONDS_PER_STATEMENT } from '../sim/mpi/runtime';
import { rankState, type SourceLines } from './mpiState';

export interface TimelineCall { rank: number; name: string; start: number; end: number }
export interface TimelineMessage {
  sender: number; receiver: number; comm: string; tag: number; bytes: number; sendTime: number; recvTime: number;
}
/** Times in seconds of virtual time; ranks is the number of rows (world ranks 0..ranks-1). */
export interface Timeline { now: number; ranks: number; calls: TimelineCall[]; messages: TimelineMessage[] }

/** The communicator a rank knew by `handle`, including freed ones (events outlive them). */
function commOf(w: World, rank: number, handle: number): Comm | undefined {
  return w.mpi.procs[rank]?.comms.get(handle)
    ?? w.mpi.freedComms.find((c) => c.handle === handle && c.group[c.rank] === rank);
}

/** World rank of `peer`, a rank in the communicator's remote (inter) or local (intra) group. */
function worldOf(c: Comm, peer: number): number | undefined {
  return (c.kind === 'inter' ? c.remoteGroup : c.group)?.[peer];
}

/** A rank's virtual clock, as MpiRuntime.clock computes it but without creating MPI state. */
function clockOf(w: World, r: RankProcess): number {
  return r.ticks * SECONDS_PER_STATEMENT + (w.mpi.procs[r.rank]?.clockOffset ?? 0);
}

/** The latest virtual time any rank has reached. */
export function virtualTime(w: World): number {
  return w.ranks.reduce((t, r) => Math.max(t, clockOf(w, r)), 0);
}

export function timeline(w: World): Timeline {
  const now = virtualTime(w);
  const calls: TimelineCall[] = [];
  const open = new Map<number, MpiEvent[]>();
  // Sends wait in FIFO order per envelope until their receive shows up: MPI's non-overtaking
  // rule makes the n-th receive of (sender, receiver, context, tag) match the n-th send.
  const inFlight = new Map<string, { e: MpiEvent; name: string }[]>();
  const messages: TimelineMessage[] = [];
  for (const e of w.mpi.events) {
    if (e.kind === 'Enter') {
      const s = open.get(e.rank) ?? [];
      s.push(e);
      open.set(e.rank, s);
    } else if (e.kind === 'Leave') {
      const enter = open.get(e.rank)?.pop();
      if (enter) calls.push({ rank: e.rank, name: enter.region ?? '?', start: enter.time, end: e.time });
    } else if ((e.kind === 'MpiSend' || e.kind === 'MpiIsend' || e.kind === 'MpiRecv' || e.kind === 'MpiIrecv') && e.comm !== undefined && e.peer !== undefined) {
      const c = commOf(w, e.rank, e.comm);
      const peer = c && worldOf(c, e.peer);
      if (!c || peer === undefined) continue;
      const sending = e.kind === 'MpiSend' || e.kind === 'MpiIsend';
      const key = sending ? `${e.rank}>${peer}:${c.contextId}:${e.tag}` : `${peer}>${e.rank}:${c.recvContextId}:${e.tag}`;
      if (sending) {
        const q = inFlight.get(key) ?? [];
        q.push({ e, name: c.name || `0x${(c.handle >>> 0).toString(16)}` });
        inFlight.set(key, q);
      } else {
        const s = inFlight.get(key)?.shift();
        if (s) messages.push({ sender: s.e.rank, receiver: e.rank, comm: s.name, tag: e.tag ?? 0, bytes: e.bytes ?? 0, sendTime: s.e.time, recvTime: e.time });
      }
    }
  }
  for (const [rank, s] of open) for (const enter of s) calls.push({ rank, name: enter.region ?? '?', start: enter.time, end: now });
  calls.sort((a, b) => a.start - b.start || a.rank - b.rank);
  return { now, ranks: w.ranks.length, calls, messages };
}

/** One line per rank for the status bar and the views' rank rows (cheap at 1024 ranks). */
export function status(w: World, src?: SourceLines): unknown {
  const memo = new Map();
  return {
    virtualTime: virtualTime(w),
    np: w.ranks.length,
    layout: w.mpi.layout.name,
    ranks: w.ranks.map((r) => {
      const p = w.mpi.procs[r.rank];
      return {
        rank: r.rank,
        state: r.state,
        // The state in the words every view uses (./mpiState.ts).
        summary: src ? rankState(w, r, src, memo).text : undefined,
        time: clockOf(w, r),
        communicators: p ? [...p.comms.values()].filter((c) => !c.internal).length : 0,
        posted: p?.posted.length ?? 0,
        unexpected: p?.unexpected.length ?? 0,
        pendingSends: p?.pendingSends.length ?? 0,
      };
    }),
  };
}
