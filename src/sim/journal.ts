/**
 * The journal of a debugged run: every operation that moved the world, in order. The world is
 * deterministic, so a fresh world that redoes the journal reaches the very same state (memory,
 * queues, communicators, virtual time); redoing only a prefix rewinds the run. Closures in the
 * MPI layer (blockers, callbacks) cannot be copied, which is why rewinding re-executes; but the
 * ranks can, so the redo jumps over the computation between MPI interactions by restoring the
 * snapshots of ./checkpoint.ts.
 */
import type { World } from './world';
import type { RankProcess } from './runtime/rank';
import type { JournalOp } from './journal-op';
import { checkpointsOf, attachCheckpoints } from './checkpoint';

export type { JournalOp, Schedule } from './journal-op';

/** A moment of a recorded run: after ops[0..op-1], then ops[op]'s rank run to tick `ticks`. */
export interface Moment { op: number; ticks?: number }

/** Sees statement boundaries while a journal is redone (to find where to rewind to). */
export interface Observer {
  /** Observe ops from this index on. */
  fromOp: number;
  /** Only this rank, at every statement; otherwise every rank, at breakpoint flags only. */
  rank?: number;
  /** A rank is about to execute statement `sid` after `ticks` statements (op: the op running it). */
  at(r: RankProcess, sid: number, op: number, ticks: number): void;
}

/**
 * Builds the world of `make` anew and redoes `ops` up to `to`; the new world's journal is that
 * prefix, so it can go on recording from there.
 */
export function rebuild(make: () => World, ops: readonly JournalOp[], to: Moment, observer?: Observer): World {
  const w = make();
  const last = Math.min(to.op, ops.length);
  const store = checkpointsOf(ops);
  // Observed ops run statement by statement: no jumping over them.
  const limit = Math.min(last, observer ? observer.fromOp : last);
  for (let i = 0; i < last; i++) {
    const cp = i <= limit ? store?.jumpFrom(i, w.interactions, limit, w.work) : undefined;
    if (cp) {
      store!.restore(w, cp);
      i = cp.op;
      if (i >= last) break;
    }
    redo(w, ops[i], i, undefined, observer);
  }
  const journal = w.journal!;
  journal.push(...ops.slice(0, last));
  if (store && !observer) {
    // The rebuilt world records on from here: it keeps the run's snapshots up to here.
    store.truncate(last);
    attachCheckpoints(journal, store);
    w.checkpoints = store;
  }
  const partial = ops[last];
  if (to.ticks !== undefined && partial?.k === 'run') {
    redo(w, partial, last, to.ticks, observer);
    journal.push({ ...partial, end: to.ticks, stopped: false });
  }
  return w;
}

function redo(w: World, op: JournalOp, index: number, until: number | undefined, o: Observer | undefined): void {
  if (!o || index < o.fromOp || op.k !== 'run' || (o.rank !== undefined && o.rank !== op.rank)) {
    w.replay(op, until);
    return;
  }
  const r = w.ranks[op.rank];
  const end = until ?? op.end;
  r.stepping = o.rank !== undefined;
  // Boundaries at `end` belong to the next op that runs this rank (there the statement runs).
  r.hook = (rr, _F, sid) => {
    const before = rr.ticks - 1;
    if (before >= end) return true;
    o.at(rr, sid, index, before);
    return false;
  };
  try {
    w.replay(op, until);
  } finally {
    r.hook = undefined;
    r.stepping = false;
  }
}
