/**
 * Where reverse execution lands, found by redoing the journal with an observer: the start of
 * the line a rank executed before its current one (stepBack), or the latest breakpoint hit
 * before now (reverseContinue). Both are moments of the recorded run (../journal.ts).
 */
import type { World } from '../world';
import type { RankProcess } from '../runtime/rank';
import { rebuild, type JournalOp, type Moment } from '../journal';
import { checkpointsOf } from '../checkpoint';

interface Boundary { op: number; ticks: number; sid: number; depth: number }

export interface StepBackQuery {
  make: () => World;
  ops: readonly JournalOp[];
  rank: number;
  /** Its POSIX thread that steps back (1, 2...; 0 or none: the main thread). */
  thread?: number;
  /** The rank now: at a statement boundary (stopped, preempted) or inside one (blocked, ended)? */
  atBoundary: boolean;
  /** Its frame depth and line now (when at a boundary). */
  depth: number;
  line: string;
  /** 'line' steps back over whole lines (and the calls they made); 'statement' one statement. */
  granularity: 'line' | 'statement';
  isUser: (sid: number) => boolean;
  lineOf: (sid: number) => string;
}

/**
 * The moment rank `q.rank` was at the start of its previous line, or undefined when it has none
 * (it is at its first statement). Observes a growing tail of the journal, since a line can
 * span many operations.
 */
export function previousLine(q: StepBackQuery): Moment | undefined {
  const rankOps: number[] = [];
  q.ops.forEach((op, i) => { if (op.k === 'run' && op.rank === q.rank) rankOps.push(i); });
  for (let tail = 1; ; tail *= 4) {
    const fromOp = tail >= rankOps.length ? 0 : rankOps[rankOps.length - tail];
    const seen: Boundary[] = [];
    rebuild(q.make, q.ops, { op: q.ops.length }, {
      fromOp, rank: q.rank,
      at: (r, sid, op, ticks) => { if (q.isUser(sid) && threadRunning(r) === (q.thread ?? 0)) seen.push({ op, ticks, sid, depth: r.frames.length }); },
    });
    const found = pick(seen, q, fromOp === 0);
    if (found !== 'more') return found && { op: found.op, ticks: found.ticks };
  }
}

function pick(b: Boundary[], q: StepBackQuery, whole: boolean): Boundary | undefined | 'more' {
  let i = b.length - 1;
  if (q.granularity === 'statement') return i >= 0 ? b[i] : whole ? undefined : 'more';
  if (q.atBoundary) {
    // The current line's earlier statements, and whatever they called, are not a previous line.
    while (i >= 0 && (b[i].depth > q.depth || (b[i].depth === q.depth && q.lineOf(b[i].sid) === q.line))) i--;
  }
  if (i < 0) return whole ? undefined : 'more';
  const depth = b[i].depth, line = q.lineOf(b[i].sid);
  let start = i;
  for (let j = i - 1; j >= 0; j--) {
    if (b[j].depth > depth) continue;
    if (b[j].depth === depth && q.lineOf(b[j].sid) === line) { start = j; continue; }
    return b[start];
  }
  return whole ? b[start] : 'more';
}

/**
 * The POSIX thread a rank is running: 0 its main thread, t its t-th thread, -1 a nonblocking
 * collective's progress (MPICH's code, never a place to stop).
 */
function threadRunning(r: RankProcess): number {
  return r.current ? (r.current.thread ? r.current.thread.tid - 1 : -1) : 0;
}

/** A breakpoint hit found in the recorded run: which rank (and thread), which statement, and when. */
export interface Hit extends Moment { rank: number; thread: number; sid: number; ticks: number }

/**
 * The latest moment before now at which a rank was about to execute a statement with a
 * breakpoint flag that `accept` takes (its condition and hit count hold, evaluated in the
 * redone world at that moment). Unless `counted` (a hit count depends on every earlier hit), the
 * stretches after the latest snapshots are searched first, latest first: the latest hit is in the
 * latest stretch that has one, and a stretch is redone from its snapshot, not from the start.
 */
export function lastHit(make: () => World, ops: readonly JournalOp[], accept: (r: RankProcess, sid: number) => boolean, counted = false): Hit | undefined {
  const search = (fromOp: number, to: number): Hit | undefined => {
    let last: Hit | undefined;
    rebuild(make, ops, { op: to }, {
      fromOp,
      at: (r, sid, op, ticks) => { const thread = threadRunning(r); if (thread >= 0 && accept(r, sid)) last = { op, ticks, rank: r.rank, thread, sid }; },
    });
    return last;
  };
  let to = ops.length;
  const starts = counted ? [] : (checkpointsOf(ops)?.starts() ?? []);
  for (const from of starts.slice(0, SEGMENTS)) {
    if (from >= to) continue;
    const hit = search(from, to);
    if (hit) return hit;
    to = from;
  }
  return search(0, to);
}

/** Stretches searched from snapshots before the rest is searched from the start. */
const SEGMENTS = 8;
