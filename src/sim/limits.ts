/**
 * A run's limits, as a real job has them: the memory a run may use (a share of the machine's,
 * split among its processes unless --memory gives each its own), the per-process heap limit
 * after which malloc returns NULL, and MPIEXEC_TIMEOUT-style wall-clock time-outs.
 */
import * as os from 'node:os';
import * as v8 from 'node:v8';
import { MemoryBudget, type MemoryLimits, HEAP_LIMIT } from './runtime/memory';

/** The share of the machine's memory (or the cgroup's limit) a run may take by default. */
export function defaultMemoryBudget(): number {
  const constrained = typeof process.constrainedMemory === 'function' ? process.constrainedMemory() : 0;
  const machine = os.totalmem();
  const total = constrained && constrained > 0 && constrained < machine ? constrained : machine;
  return Math.floor(total / 2);
}

/** Each process's heap limit and the run's shared budget, for `np` processes. */
export function memoryLimits(np: number, perProcess?: number, budget = defaultMemoryBudget()): MemoryLimits {
  const heap = Math.min(perProcess ?? Math.floor(budget / Math.max(1, np)), HEAP_LIMIT);
  // Heap blocks' bookkeeping lives on the JavaScript heap: give it half of what V8 may grow to.
  return { heap, budget: new MemoryBudget(budget, v8.getHeapStatistics().heap_size_limit / 2) };
}

/**
 * A size as --memory takes it: bytes, or with a suffix k, m, g or t (powers of 1024, as ulimit
 * and `free` count), optionally followed by B or iB: 512m, 2g, 1.5GiB, 1048576.
 */
export function parseSize(s: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*([kmgt]?)(?:i?b)?$/i.exec(s.trim());
  if (!m) return undefined;
  const scale = { '': 1, k: 2 ** 10, m: 2 ** 20, g: 2 ** 30, t: 2 ** 40 }[m[2].toLowerCase() as '' | 'k' | 'm' | 'g' | 't'];
  const v = Math.floor(Number(m[1]) * scale);
  return Number.isSafeInteger(v) ? v : undefined;
}

/**
 * Seconds from MPIEXEC_TIMEOUT as Hydra reads it (atoi: leading digits; 0 or none means no
 * limit); undefined when unset or not a positive number.
 */
export function timeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const v = env.MPIEXEC_TIMEOUT;
  if (v === undefined) return undefined;
  const n = parseInt(v.trim(), 10);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}
