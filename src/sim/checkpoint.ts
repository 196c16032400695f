/**
 * Snapshots of a recorded world, so that a rewind redoes the journal from the nearest one
 * instead of from the start (./journal.ts).
 *
 * A rank is memory plus plain frames and copies cheaply; the MPI layer holds closures (blockers,
 * callbacks) and does not. So a snapshot holds only the ranks and the scheduler, stamped with the
 * world's interaction count: how many times anything shared moved (an MPI call, progress, output,
 * an exit, a debugger edit, a change of the files). Between two interactions only computation happens, each rank on its
 * own memory, so a world redone to any op with the same count has the very same MPI state as the
 * snapshot: restoring the ranks there skips all the computation in between. Snapshots are taken
 * only in long stretches without interactions, where they save work, and their memory is bounded.
 */
import type { RankProcess } from './runtime/rank';
import { restoreRank, snapshotRank, snapshotable, type RankSnapshot } from './runtime/rankSnapshot';
import type { JournalOp, Schedule } from './journal-op';

/** What a world exposes for its snapshots. */
export interface Snapshotted {
  readonly ranks: RankProcess[];
  /** Interactions so far (see above). */
  interactions: number;
  /** Statements executed so far by all ranks. */
  work: number;
  schedule: Schedule;
}

interface RankCopy {
  ticks: number;
  snap: RankSnapshot;
  waitingFor: RankProcess['waitingFor'];
  site: number;
  bytes: number;
}

/** The world after ops[0..op-1]. */
export interface Checkpoint {
  op: number;
  interactions: number;
  work: number;
  schedule: Schedule;
  ranks: RankCopy[];
  /** All its ranks' bytes, shared or not. */
  bytes: number;
}

/** Default bound of the snapshots' memory: 256 MiB. */
export const SNAPSHOT_LIMIT = 256 * 2 ** 20;
/**
 * Fewest statements between snapshots (a few milliseconds of computation). reverseContinue
 * redoes the stretch after the latest snapshot with a breakpoint check at every statement, and
 * a rewind redoes the stretch before its moment: a quarter of the million statements this was
 * took bench/stepback.mjs's reverseContinue from 1.0-1.8 s to 0.3-0.4 s (load 28), its forward
 * run unchanged within noise (a snapshot of a small world is a few kilobytes copied).
 */
export const MIN_INTERVAL = 250_000;
/**
 * Statements per byte of the last snapshot between two snapshots: copying a byte costs far less
 * than a statement, so snapshots take a few percent of the run at most.
 */
const PER_BYTE = 2;

/** `restoredThreads`: restores of a snapshot in which some process had POSIX threads running. */
export interface SnapshotStats { count: number; bytes: number; limit: number; interval: number; taken: number; restored: number; restoredThreads: number }

/** The snapshots of one recorded run, shared by the worlds rebuilt from its journal. */
export class Checkpoints {
  private list: Checkpoint[] = [];
  private bytes = 0;
  /** Statements between snapshots: grows when the bound forces thinning them out. */
  private interval: number;
  private taken = 0;
  private restored = 0;
  private restoredThreads = 0;

  /** `interval`: statements between snapshots, whatever their size (default: by their size). */
  constructor(readonly limit = SNAPSHOT_LIMIT, private fixed?: number) { this.interval = fixed ?? MIN_INTERVAL; }

  /** Interactions at the last op seen, and the work at the first op boundary after them. */
  private seen = -1;
  private quietFrom = 0;

  /**
   * After an op of the recording world (`op` ops recorded): takes a snapshot when enough
   * computation ran since the last one and since the first op boundary after the last
   * interaction (where a rebuild can jump from), so that restoring it saves an interval of work.
   */
  maybeTake(w: Snapshotted, op: number): void {
    if (w.interactions !== this.seen) { this.seen = w.interactions; this.quietFrom = w.work; return; }
    const prev = this.list[this.list.length - 1];
    const interval = this.fixed ?? Math.max(this.interval, PER_BYTE * (prev?.bytes ?? 0));
    if (w.work - this.quietFrom < interval || (prev && w.work - prev.work < interval)) return;
    // A nonblocking collective's progress or a thread waiting in MPI is held by the MPI layer's
    // closures: the snapshot waits for a moment without them.
    if (!w.ranks.every(snapshotable)) return;
    const ranks = w.ranks.map((r, k) => {
      const old = prev?.ranks[k];
      // Unchanged since the last snapshot (no statement, no interaction): shared, not copied.
      if (old && prev.interactions === w.interactions && old.ticks === r.ticks && prev.ranks.length === w.ranks.length) return old;
      const snap = snapshotRank(r);
      const m = snap.memory;
      const bytes = m.stack.length + m.data.length + m.heap.length + m.shadow.length + 64 * (snap.frames.length + m.blocks.length);
      return { ticks: r.ticks, snap, waitingFor: r.waitingFor, site: r.site, bytes };
    });
    const bytes = ranks.reduce((n, c) => n + c.bytes, 0);
    const cp: Checkpoint = { op, interactions: w.interactions, work: w.work, schedule: { ...w.schedule }, ranks, bytes };
    this.list.push(cp);
    this.index = undefined;
    this.bytes += own(cp, prev);
    this.taken++;
    while (this.bytes > this.limit && this.list.length > 1) this.thin();
  }

  /** Halves the snapshots (every other one goes, the latest stays) and doubles the interval. */
  private thin(): void {
    const keep = this.list.filter((_, i) => (this.list.length - 1 - i) % 2 === 0);
    this.list = keep;
    this.index = undefined;
    this.bytes = keep.reduce((s, cp, i) => s + own(cp, keep[i - 1]), 0);
    this.interval *= 2;
    if (this.fixed !== undefined) this.fixed *= 2;
  }

  /**
   * The latest snapshot a world after ops[0..op-1] with `interactions` can jump to, no later
   * than op `limit`: one with the same interaction count (same MPI state) and more work done.
   */
  jumpFrom(op: number, interactions: number, limit: number, work: number): Checkpoint | undefined {
    const group = this.byInteractions().get(interactions);
    if (!group) return undefined;
    for (let i = group.length - 1; i >= 0; i--) {
      const cp = group[i];
      if (cp.op > limit) continue;
      return cp.op >= op && cp.work > work ? cp : undefined;
    }
    return undefined;
  }
  private index?: Map<number, Checkpoint[]>;
  private byInteractions(): Map<number, Checkpoint[]> {
    if (this.index) return this.index;
    const m = new Map<number, Checkpoint[]>();
    for (const cp of this.list) {
      const g = m.get(cp.interactions);
      if (g) g.push(cp); else m.set(cp.interactions, [cp]);
    }
    return (this.index = m);
  }

  /** The ops the snapshots stand at, latest first. */
  starts(): number[] { return this.list.map((cp) => cp.op).reverse(); }

  /** Puts the ranks and the scheduler of `cp` in place in world `w` (at the same interaction count). */
  restore(w: Snapshotted, cp: Checkpoint): void {
    cp.ranks.forEach((c, k) => {
      const r = w.ranks[k];
      // Same ticks, same interactions: only the debugger's release may have changed the rank.
      if (r.ticks === c.ticks) { r.state = c.snap.state; return; }
      restoreRank(r, c.snap);
      r.waitingFor = c.waitingFor;
      r.site = c.site;
    });
    w.work = cp.work;
    w.schedule = { ...cp.schedule };
    this.restored++;
    if (cp.ranks.some((c) => c.snap.threads?.coroutines.length)) this.restoredThreads++;
  }

  /** A rewind to op `op` forgets the snapshots after it (a debugger edit there may change the future). */
  truncate(op: number): void {
    const keep = this.list.filter((cp) => cp.op <= op);
    if (keep.length === this.list.length) return;
    this.list = keep;
    this.index = undefined;
    this.bytes = keep.reduce((s, cp, i) => s + own(cp, keep[i - 1]), 0);
  }

  stats(): SnapshotStats {
    return { count: this.list.length, bytes: this.bytes, limit: this.limit, interval: this.interval, taken: this.taken, restored: this.restored, restoredThreads: this.restoredThreads };
  }
}

/** Bytes a snapshot adds to its predecessor (ranks it shares cost nothing). */
function own(cp: Checkpoint, prev: Checkpoint | undefined): number {
  let n = 0;
  cp.ranks.forEach((c, k) => { if (prev?.ranks[k] !== c) n += c.bytes; });
  return n;
}

const stores = new WeakMap<readonly JournalOp[], Checkpoints>();
/** The snapshots of the run a journal records (a rebuilt world's journal shares them). */
export function checkpointsOf(journal: readonly JournalOp[]): Checkpoints | undefined { return stores.get(journal); }
export function attachCheckpoints(journal: readonly JournalOp[], c: Checkpoints): void { stores.set(journal, c); }
