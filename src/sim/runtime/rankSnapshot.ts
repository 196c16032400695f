/**
 * A rank's snapshot (for ../checkpoint.ts): its memory, frames and C library state and, in a
 * process with POSIX threads, each thread's coroutine (frames, stack pointer, wait) and the
 * thread set's own state (./threads.ts: mutex owners and waiters, keys, joins). All of it is
 * plain data; threads are named by their pthread_t, so the restored objects link up again.
 *
 * What is not plain data is the MPI layer's: a nonblocking collective's progress, or a thread
 * waiting inside an MPI call, is held by the layer's closures (its blocker). A rank in that state
 * has no snapshot (`snapshotable`); the rebuild then starts from an earlier one.
 */
import type { CompiledProgram, Frame } from '../c/codegen';
import type { MemorySnapshot } from './memory';
import type { Coroutine, RankFault, RankProcess, RankState } from './rank';
import type { FileLibc } from './libc-files';

interface SavedCoroutine {
  id: number;
  frames: Frame[];
  sp: number;
  state: RankState;
  rv: unknown;
  waitingFor: Coroutine['waitingFor'];
  tagOffset: number;
  stackBlock: number;
  stackTop: number;
  tid: number;
  skipStop: boolean;
}

/** The scheduling of a process's threads (RankProcess.runThreads) and its thread set. */
interface SavedThreads {
  coroutines: SavedCoroutine[];
  turn: number;
  heldState: RankState;
  stoppedIn?: number;
  lastRan?: number;
  nextCoroutine: number;
  lastPolled: number;
  idleTurns: number;
  set: unknown;
}

export interface RankSnapshot {
  memory: MemorySnapshot;
  frames: Frame[];
  state: RankState;
  rv: unknown;
  exitCode: number;
  fault?: RankFault;
  libc: unknown;
  executed: number;
  atexit: number[];
  threads?: SavedThreads;
}

/** Whether the rank's whole state is plain data (see above). */
export function snapshotable(r: RankProcess): boolean {
  return !r.current && r.coroutines.every((c) => c.thread && c.mpi === undefined) && (r.lib as unknown as FileLibc).filesSavable();
}

export function snapshotRank(r: RankProcess): RankSnapshot {
  const s: RankSnapshot = {
    memory: r.m.snapshot(),
    frames: r.frames.map((f) => copyFrame(r.prog, f)),
    state: r.state,
    rv: r.rv,
    exitCode: r.exitCode,
    fault: r.fault,
    libc: r.lib.save(),
    executed: r.executed,
    atexit: [...r.atexitFns],
  };
  if (r.threads) {
    const id = (c: Coroutine | undefined): number | undefined => c?.id;
    s.threads = {
      coroutines: r.coroutines.map((c) => ({
        id: c.id, frames: c.frames.map((f) => copyFrame(r.prog, f)), sp: c.sp, state: c.state, rv: c.rv,
        waitingFor: c.waitingFor && { ...c.waitingFor }, tagOffset: c.tagOffset, stackBlock: c.stackBlock,
        stackTop: c.stackTop, tid: c.thread!.tid, skipStop: !!c.skipStop,
      })),
      turn: r.turn, heldState: r.heldState, stoppedIn: id(r.stoppedIn), lastRan: id(r.lastRan),
      nextCoroutine: r.nextCoroutine, lastPolled: r.lastPolled, idleTurns: r.idleTurns, set: r.threads.save(),
    };
  }
  return s;
}

export function restoreRank(r: RankProcess, s: RankSnapshot): void {
  r.m.restore(s.memory);
  r.frames = s.frames.map((f) => copyFrame(r.prog, f));
  r.top = r.frames[r.frames.length - 1];
  r.state = s.state;
  r.rv = s.rv;
  r.exitCode = s.exitCode;
  r.fault = s.fault;
  r.lib.restore(s.libc);
  r.executed = s.executed;
  r.atexitFns = [...s.atexit];
  const t = s.threads;
  if (!t) {
    r.idleTurns = 0;
    r.coroutines = [];
    r.threads = undefined;
    return;
  }
  const byTid = new Map<number, Coroutine>();
  r.coroutines = t.coroutines.map((c) => {
    const frames = c.frames.map((f) => copyFrame(r.prog, f));
    const co: Coroutine = {
      id: c.id, frames, top: frames[frames.length - 1], sp: c.sp, state: c.state, rv: c.rv,
      waitingFor: c.waitingFor && { ...c.waitingFor }, tagOffset: c.tagOffset, stackBlock: c.stackBlock,
      stackTop: c.stackTop, skipStop: c.skipStop, onDone: () => undefined,
    };
    byTid.set(c.tid, co);
    return co;
  });
  const byId = (k: number | undefined): Coroutine | undefined => r.coroutines.find((c) => c.id === k);
  r.current = undefined;
  r.turn = t.turn;
  r.heldState = t.heldState;
  r.stoppedIn = byId(t.stoppedIn);
  r.lastRan = byId(t.lastRan);
  r.nextCoroutine = t.nextCoroutine;
  r.lastPolled = t.lastPolled;
  r.idleTurns = t.idleTurns;
  // The thread set gives each coroutine its thread and what runs when it returns.
  (r.threads ??= r.host.makeThreads(r)).restore(t.set, (tid) => byTid.get(tid));
}

function copyFrame(prog: CompiledProgram, f: Frame): Frame {
  const g = prog.funcs[f.fn].makeFrame();
  g.pc = f.pc; g.fp = f.fp; g.sp = f.sp; g.sret = f.sret; g.rvOverride = f.rvOverride;
  g.va = f.va ? { ints: [...f.va.ints], dbls: [...f.va.dbls] } : null;
  Object.assign(g.V, f.V);
  return g;
}
