/**
 * The POSIX threads of each rank as debugger threads of their own, named `rank 3 · thread 1`
 * (thread 0 is the main thread, which is the rank's own DAP thread). A thread's stack and its
 * frames' locals are shown while the run is stopped; breakpoints stop in any thread (the whole
 * process stops, with every rank), and a step moves the thread it is asked for. DAP ids: ranks are 1..np; thread t of rank k is THREAD_IDS + k * 1000 + t. Frame ids
 * of a thread's frames sit above the main thread's in the rank's range (FRAME_BASE + t * 1000 + i).
 */
import type { World } from '../sim/world';
import type { Coroutine, RankProcess } from '../sim/runtime/rank';
import * as ins from '../sim/debug/inspect';

const THREAD_IDS = 1_000_000;
const FRAME_BASE = 50_000;

/** The rank a DAP thread id belongs to (its main thread, or one of its POSIX threads). */
export function rankOfThreadId(id: number): number {
  return id >= THREAD_IDS ? Math.floor((id - THREAD_IDS) / 1000) : id - 1;
}

/** Thread t (1, 2...) of a rank: its coroutine. */
export const threadOf = (r: RankProcess | undefined, t: number): Coroutine | undefined => r?.coroutines.find((c) => c.thread && c.thread.tid - 1 === t);

/** The POSIX thread index of a context (default: the one running now); undefined for the main thread. */
export function threadIndex(r: RankProcess, c: Coroutine | undefined = r.current): number | undefined {
  return c?.thread ? c.thread.tid - 1 : undefined;
}

/** The DAP thread id of thread t of a rank (0: its main thread, the rank's own id). */
export function threadId(rank: number, t: number | undefined): number {
  return t ? THREAD_IDS + rank * 1000 + t : rank + 1;
}
/** The POSIX thread index a DAP thread id names (0: a rank's main thread). */
export function threadOfId(id: number): number {
  return id >= THREAD_IDS ? (id - THREAD_IDS) % 1000 : 0;
}

/** The POSIX threads of every rank as DAP threads: [id, name]. */
export function posixThreads(w: World | undefined): [number, string][] {
  const out: [number, string][] = [];
  for (const r of w?.ranks ?? []) {
    for (const c of r.coroutines) {
      if (!c.thread) continue;
      const t = c.thread.tid - 1;
      const state = c.state === 'blocked' ? `blocked in ${c.waitingFor?.call ?? 'a call'}` : c.state === 'exited' ? 'ended' : c.state === 'stopped' ? 'stopped' : 'runnable';
      out.push([THREAD_IDS + r.rank * 1000 + t, `rank ${r.rank} · thread ${t} · ${state}`]);
    }
  }
  return out;
}

/** A thread's frames as the inspector reads a rank's, with the frame indexes of its range. */
export function stackOfThread(r: RankProcess, t: number): ins.StackFrameInfo[] {
  const c = threadOf(r, t);
  if (!c) return [];
  // The inspector reads frames and state; everything else (program, memory) is the process's.
  const view = Object.create(r, { frames: { value: c.frames }, state: { value: c.state } }) as RankProcess;
  return ins.stackOf(view).map((f) => ({ ...f, index: FRAME_BASE + t * 1000 + f.index }));
}

/** The stack of a DAP thread id that names a POSIX thread, else undefined. */
export function threadStack(w: World | undefined, id: number): ins.StackFrameInfo[] | undefined {
  if (id < THREAD_IDS) return undefined;
  const k = rankOfThreadId(id);
  return stackOfThread(w?.ranks[k] as RankProcess, (id - THREAD_IDS) % 1000);
}

/**
 * Loads the thread-local objects of the thread a frame index belongs to (the main thread's for
 * the rank's own frames), so that what the debugger reads or writes there is that thread's.
 */
export function showThreadOfFrame(r: RankProcess, index: number): void {
  if (!r.threads) return;
  const t = index >= FRAME_BASE ? threadOf(r, Math.floor((index - FRAME_BASE) / 1000))?.thread : r.threads.main;
  if (t) r.threads.showTls(t);
}

export function frameOfRank(r: RankProcess, index: number): ins.StackFrameInfo | undefined {
  if (index < FRAME_BASE) return undefined;
  const t = Math.floor((index - FRAME_BASE) / 1000);
  return stackOfThread(r, t).find((f) => f.index === index);
}
