/**
 * Recorded worlds for the tests of step back (test/unit/journal.test.ts, snapshots.test.ts): a
 * world's whole state as comparable data, and a run driven in a random but repeatable
 * interleaving that notes that state along the way.
 */
import { createHash } from 'node:crypto';
import type { World } from '../../src/sim/world';
import type { Frame } from '../../src/sim/c/codegen';
import * as views from '../../src/adapter/views';
import { rng } from './rng';

/** Everything that makes up a world's state, as comparable data. */
export function fingerprint(w: World, out: string[]): unknown {
  return {
    ranks: w.ranks.map((r) => {
      const m = r.m;
      const h = createHash('sha1');
      h.update(m.U8.subarray(Math.max(0, m.sp - 64), m.stackTop));
      h.update(m.U8.subarray(m.dataStart, Math.min(m.end, m.brk)));
      const frames = (fs: Frame[]): number[][] => fs.map((F) => [F.fn, F.pc, F.fp]);
      // A process's POSIX threads: each one's place and wait (their stacks are heap blocks, hashed above).
      const threads = r.coroutines.map((c) => ({ tid: c.thread?.tid, state: c.state, sp: c.sp, frames: frames(c.frames), waiting: c.waitingFor?.detail }));
      return { state: r.state, ticks: r.ticks, exit: r.exitCode, frames: frames(r.frames), memory: h.digest('hex'), ...(threads.length ? { threads } : {}) };
    }),
    communicators: views.communicators(w),
    queues: views.queues(w),
    contextIds: views.contextIds(w),
    processes: views.processes(w),
    output: [...out],
  };
}

/**
 * Drives `live` as a debugger might (scheduler slices, single ranks for a few statements, MPI
 * progress) until it ends or `steps` are done; returns its state every 7 steps and at the end,
 * with the journal length at each.
 */
export function driveRandomly(live: World, out: string[], seed: number, steps = 5000, runMax = 40): { at: number; print: unknown }[] {
  const random = rng(seed);
  const seen: { at: number; print: unknown }[] = [];
  for (let k = 0; k < steps && !live.outcome; k++) {
    const x = random();
    if (x < 0.6) { if (!live.step() && !live.progress()) break; }
    else if (x < 0.9) live.runRank(live.ranks[Math.floor(random() * live.ranks.length)], Math.floor(random() * runMax));
    else live.progress();
    if (k % 7 === 0) seen.push({ at: live.journal!.length, print: fingerprint(live, out) });
    if (live.ranks.every((r) => r.state === 'exited')) break;
  }
  seen.push({ at: live.journal!.length, print: fingerprint(live, out) });
  return seen;
}
