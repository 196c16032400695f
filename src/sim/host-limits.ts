/**
 * The limits of the thread a run compiles and runs on, shared by the `mpisim` command
 * (bin/mpisim.js, through dist/hostLimits.js) and the debug adapter's process
 * (src/adapter/host.ts): both put the front end and the simulator on a worker thread with a big
 * stack and a heap limit of its own, bound compiling by the run's time-out, and end with the
 * same words when a limit is reached. Nothing here loads the simulator: the command's main
 * thread reads it before (and without) the CLI's bundle.
 */
import * as os from 'node:os';
import * as v8 from 'node:v8';

/**
 * The C front end follows the program's nesting on the thread's stack: deep nesting that gcc
 * compiles must compile here too. Reserved address space, used only as deep as the program nests.
 */
export const WORKER_STACK_MB = 2048;

/**
 * The worker's young generation (V8's two semi-spaces and its new large-object space: semi-spaces
 * of 8 MiB instead of the 16 MiB V8 grows them to). Runs and compiles make short-lived objects
 * whose survivors are few: halving it took 14-16 MiB off a run's peak memory (64 and 256 ranks
 * of bench/coll.c, 16k ranks of bench/scale.c) and 100-200 MiB off a 4 MB compile, its CPU time
 * unchanged.
 */
export const WORKER_YOUNG_GEN_MB = 24;

/**
 * Compiling mpisim's own library on a first run (or on a busy machine) is not the program's
 * time: a compile is never ended sooner than this, whatever the time-out.
 */
export const COMPILE_TIMEOUT_FLOOR_S = 10;

/**
 * V8 inlines small functions into an optimised one until their bytecode adds up to a budget
 * (920 bytes by default). Generated C calls the memory's accessors (`M.f64`, `M.ptr`, each with
 * its range, alignment and liveness check) at every load and store: a loop body of a real
 * program spends the budget after a dozen of them and calls the rest. CoMD's force loop (about
 * 40 accesses through `s->atoms->r[i][k]`) then spent over half its time in the calls. A budget
 * of 4,000 bytes inlines them all: CoMD 1 rank, LJ and EAM, 10.7 -> 5.4 s and 4.1 -> 2.9 s wall;
 * bench/kernel.c, ping-pong and DTPools' sendself unchanged (their loops fit the default). A
 * larger budget compiled more for no gain. Process-wide, so set on the main thread before the
 * worker that compiles and runs starts.
 */
export const INLINING_BUDGET = '--max-inlined-bytecode-size-cumulative=4000';
export function tuneOptimizer(): void {
  v8.setFlagsFromString(INLINING_BUDGET);
}

/**
 * The worker's heap: what V8 would give this process, and at least a quarter of the machine's
 * memory (a source of tens of megabytes is gigabytes of syntax tree, as it is in gcc; the
 * processes' own memory is outside this heap).
 */
export function workerHeapMb(): number {
  return Math.max(Math.floor(v8.getHeapStatistics().heap_size_limit / 2 ** 20), Math.floor(os.totalmem() / 4 / 2 ** 20));
}

/** How long a compile bounded by `timeoutS` may take before it is ended. */
export function compileTimeoutMs(timeoutS: number): number {
  return Math.max(timeoutS, COMPILE_TIMEOUT_FLOOR_S) * 1000;
}

/**
 * A compile past the run's time-out, in the words of a run past it (Hydra's), with what was
 * compiling; `bound` names the setting the user gave (`--timeout`, the launch's `timeout`).
 */
export function compileTimedOutMessage(timeoutS: number, files: readonly string[], bound: string): string {
  return `mpisim: APPLICATION TIMED OUT, TIMEOUT = ${timeoutS}s\nmpisim: ${files.join(' ')} was still compiling (${bound} and MPIEXEC_TIMEOUT bound compiling too, after ${COMPILE_TIMEOUT_FLOOR_S} s at least)\n`;
}

/** The worker reached its heap limit (the worker's error has code ERR_WORKER_OUT_OF_MEMORY). */
export function outOfHeapMessage(heapMb: number): string {
  return `mpisim: out of memory: the simulator reached its JavaScript heap limit (${heapMb} MiB) compiling or running the program\n`;
}

/** Anything else the worker threw: a bug of mpisim's, reported with its stack. */
export function internalErrorMessage(e: unknown): string {
  const stack = (e as { stack?: unknown } | null | undefined)?.stack;
  return `mpisim: internal error: ${typeof stack === 'string' && stack ? stack : String(e)}\n`;
}
