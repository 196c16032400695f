/**
 * The operations a world records while it runs (./journal.ts redoes them to rewind). They live
 * apart from the journal so the world can record them without importing what replays it.
 */
import type { RankProcess } from './runtime/rank';

/** The scheduler's position when a slice ran: round-robin pointer, rank in its slice, budget left. */
export interface Schedule { next: number; cur: number; remaining: number }

export type JournalOp =
  /** A rank ran until it had executed `end` statements in all (its tick count). */
  | { k: 'run'; rank: number; end: number; sched?: Schedule; stopped?: boolean }
  /** The MPI layer was asked to progress from outside any rank. */
  | { k: 'progress' }
  /** The debugger let a rank it had stopped go on (it runs when next scheduled). */
  | { k: 'release'; rank: number }
  /** The debugger changed a rank's memory (setVariable, an assignment in the debug console); `apply` redoes it. */
  | { k: 'edit'; rank: number; what: string; apply: (r: RankProcess) => void };
