/**
 * One MPI process: its address space, its C call stack of frames, its C library, and the
 * driver loop that runs compiled functions until the rank blocks, is preempted, stops for the
 * debugger, exits or faults. Everything that defines the rank's state is plain data, so a
 * snapshot (./rankSnapshot.ts) is a copy of memory plus the frames.
 */
import { ENVIRON, execLayout } from './libc-env';
import { type CompiledProgram, type CompiledFunction, type Frame, FUNC_BASE, FUNC_STRIDE, RT, checkBreakpoints } from '../c/codegen';
import { Memory, CFault, NULL_GUARD, FAULT_SIGNAL, type FaultKind, type MemoryLimits } from './memory';
import { dataPages, framePoolOf, layoutOf } from './programImage';
import { Libc, VA, type LibcHost } from './libc';
import { type InputSource } from './libc-posix';
import type { FileLibc } from './libc-files';
import { WideLibc } from './libc-wide';
import type { Vfs } from './files/vfs';
import { mathLibrary } from './libm';
import { S, U, C, type I64 } from './int64';
import { S128, U128 } from './int128';
import { BUILTINS } from './builtins';
import { LongJump, longjmp, setjmp } from './setjmp';
import { sizeOf, isFloating, type CType, isRecord } from '../c/types';
import type { SourcePos } from '../c/diagnostics';
import { findLibraryFunction, isThreadCall, type LibraryFunction } from './library';
import { LIBM_ONLY_NAMES } from '../c/libm-names';

/** The lowest sp a frame of the main stack may have (read once: imports are getters in tests' builds). */
const STACK_FLOOR = NULL_GUARD + 4096;

/** Checked 32-bit arithmetic the generated code calls (division traps like x86's idiv). */
const X = {
  idiv(a: number, b: number, site: number): number {
    if (b === 0) throw new CFault('integer division by zero', '', site);
    if (b === -1 && a === -2147483648) throw new CFault('integer overflow in division', 'INT_MIN / -1', site);
    return (a / b) | 0;
  },
  imod(a: number, b: number, site: number): number {
    if (b === 0) throw new CFault('integer division by zero', '', site);
    if (b === -1 && a === -2147483648) throw new CFault('integer overflow in division', 'INT_MIN % -1', site);
    return (a % b) | 0;
  },
  udiv(a: number, b: number, site: number): number {
    if (b === 0) throw new CFault('integer division by zero', '', site);
    return Math.floor(a / b) >>> 0;
  },
  umod(a: number, b: number, site: number): number {
    if (b === 0) throw new CFault('integer division by zero', '', site);
    return a % b;
  },
  signbit(x: number): number { return x < 0 || Object.is(x, -0) || (Number.isNaN(x) && new Uint8Array(new Float64Array([x]).buffer)[7] >= 128) ? 1 : 0; },
  fpclassify(x: number, nan: number, inf: number, normal: number, sub: number, zero: number, isFloat: number): number {
    if (Number.isNaN(x)) return nan;
    if (!Number.isFinite(x)) return inf;
    if (x === 0) return zero;
    return Math.abs(x) < (isFloat ? 1.1754943508222875e-38 : 2.2250738585072014e-308) ? sub : normal;
  },
};
Object.assign(RT, { S, U, C, X: Object.assign(X, BUILTINS), VA, S128, U128 });
Object.assign(Libc.prototype, mathLibrary());

export class ExitSignal {
  /** `immediate`: _exit and _Exit, which run no atexit handler and flush no stdio stream. */
  constructor(readonly code: number, readonly immediate = false) {}
}

export type RankState = 'ready' | 'running' | 'preempted' | 'stopped' | 'blocked' | 'exited' | 'faulted';

export interface RankFault {
  kind: FaultKind;
  detail: string;
  pos?: SourcePos;
  signal: number;
}

/** What a rank needs from the world around it (MPI, time, output). */
/**
 * A process's POSIX threads as the process drives them. ./threads.ts implements it; the host
 * makes it (so this module, which the threads drive back, does not import it).
 */
export interface ThreadSet {
  running: number;
  readonly main: ThreadToken;
  /** Loads a thread's thread-local objects at their addresses. */
  showTls(to: ThreadToken): void;
  /** A <pthread.h> call: true when the calling thread now waits. */
  call(name: string, args: unknown[], site: number): boolean;
  /**
   * The running thread's outermost frame returned `rv` (its start routine, a key destructor, or
   * main after pthread_exit): 'more' when a pthread key destructor now runs on its stack,
   * {value} when the thread ends with that value, undefined when it is main returning (exit).
   */
  ending(rv: unknown): 'more' | { value: unknown } | undefined;
  /** A pipe of the process changed: threads waiting on one ask again. */
  ioChanged(): void;
  /** Its state as plain data, threads named by pthread_t (for a snapshot of the process). */
  save(): unknown;
  /** Puts a saved state back; `ctx` gives each thread's restored coroutine, which it binds to its thread. */
  restore(saved: unknown, ctx: (tid: number) => Coroutine | undefined): void;
}
/** One POSIX thread, as the process knows it (the thread set keeps the rest). */
export interface ThreadToken { readonly tid: number }

export interface RankHost {
  /** The POSIX threads of a process, made at its first <pthread.h> call. */
  makeThreads(r: RankProcess): ThreadSet;
  /** The stdin of process k (Hydra forwards it to rank 0 only); none reads as empty. */
  stdinFor?(k: number): InputSource | undefined;
  /** The wall clock at virtual time 0 (seconds since 1970). */
  readonly epoch?: number;
  write(rank: number, fd: number, bytes: string): void;
  /** An MPI (or other suspending) call. Returns true when the rank must wait. */
  sys(rank: RankProcess, name: string, args: unknown[], site: number, va: VA | undefined): boolean;
  now(rank: RankProcess): number;
  env: Record<string, string>;
  /** The working directory of process `rank` (getcwd); '/' when the host has none. */
  cwdOf?(rank: number): string;
  /** The files the processes may open (the run's sandbox); none: every open fails with EACCES. */
  readonly files?: Vfs;
  /** A FIFO or a named semaphore (the world's files) changed: the waiting threads of every process ask again. */
  sharedIoChanged?(): void;
  /** sleep() and friends: the rank's virtual time moves on by `seconds` (nothing waits for real). */
  sleep?(rank: RankProcess, seconds: number): void;
  /** gethostname() of the rank: the node it runs on. */
  hostnameOf?(rank: number): string;
  /** Entry into and return from an MPI function called by user code (for the event log). */
  traceCall?(rank: RankProcess, name: string, what: 'enter' | 'leave'): void;
  /** The heap limit of each process and the run's memory budget (none: only the address space limits). */
  memoryLimits?: MemoryLimits;
  /** A nonblocking collective's coroutine ran while the program's threads were outside MPI. */
  progressed?(rank: RankProcess): void;
  /** Whether MPI may still write the process's memory: it waits in MPI or a collective progresses. */
  inMpi?(rank: RankProcess): boolean;
}

/** The debugger's view of statement boundaries: return true to stop the rank before `stmt`. */
export type StatementHook = (rank: RankProcess, frame: Frame, stmt: number) => boolean;

/**
 * A second flow of control inside the process: the progress of a nonblocking collective,
 * running MPICH-style blocking algorithm code on its own stack. Like MPICH without an async
 * progress thread, it advances only while the main program is inside MPI (blocked in a call).
 */
export interface Coroutine {
  id: number;
  frames: Frame[];
  top: Frame | undefined;
  sp: number;
  state: RankState;
  rv: unknown;
  waitingFor?: RankProcess['waitingFor'];
  /** Added to collective tags, so concurrent collectives on one communicator never cross-match. */
  tagOffset: number;
  stackBlock: number;
  onDone: (rv: unknown) => void;
  /** Per-context data of the MPI layer (its blocker). */
  mpi?: unknown;
  /** A POSIX thread (pthread_create) rather than a nonblocking collective's progress. */
  thread?: ThreadToken;
  /** The top of its stack (the thread's key destructors run from there). */
  stackTop: number;
  /** Its own RankProcess.skipStop while another context runs. */
  skipStop?: boolean;
}

interface SavedContext {
  frames: Frame[];
  top: Frame | undefined;
  sp: number;
  state: RankState;
  rv: unknown;
  waitingFor: RankProcess['waitingFor'];
  skipStop: boolean;
}

export class RankProcess {
  readonly m: Memory;
  readonly lib: Libc & Record<string, unknown>;
  frames: Frame[] = [];
  /** The innermost frame (frames[frames.length - 1]), kept for the generated code's direct calls. */
  top: Frame | undefined;
  /**
   * Frames of returned calls, per function, for its next call: a call then allocates nothing.
   * Shared by every process running the program (a frame is reset when reused and belongs to no
   * process while pooled): a pool per process kept each one's frames of MPI_Init & co. alive to
   * the end, some 16 frames and arrays per process (3-4 KB; 16k processes: 60 MB the young
   * generation copied twice).
   */
  private readonly framePool: Frame[][];
  /** Nesting of direct JS calls between compiled bodies (bounded; deeper calls trampoline). */
  jsDepth = 0;
  budget = 0;
  rv: unknown = undefined;
  site = -1;
  state: RankState = 'ready';
  exitCode = 0;
  fault?: RankFault;
  /** Set when resuming from a debugger stop, so the statement we stopped before runs. */
  skipStop = false;
  /** Called at statement boundaries when budget runs out while stepping, or at a breakpoint flag (read once a rank has a hook). */
  get hook(): StatementHook | undefined { return this.onStmt; }
  set hook(h: StatementHook | undefined) { if ((this.onStmt = h)) checkBreakpoints(this.prog); }
  private onStmt?: StatementHook;
  /** Stepping: every statement boundary consults the hook. */
  stepping = false;
  /**
   * Statements executed before the current slice (ticks), exact: replaying a debug session
   * runs each rank to the same tick, and the rank's virtual time is its tick count.
   */
  executed = 0;
  private sliceStart = 0;
  /** Statements executed so far, including the slice in progress (exact at any moment). */
  get ticks(): number {
    return this.inSlice ? this.executed + this.sliceStart - this.budget : this.executed;
  }
  private inSlice = false;
  /** The functions atexit() registered (RankLibcHost adds them). */
  atexitFns: number[] = [];
  /** main's argc and argv array, as exec laid them out (wordexp's positional parameters read them, as glibc's __libc_argv). */
  argc = 0;
  argvArray = 0;
  /** Why the program could not be loaded into this process (it faults at start). */
  private loadFailure?: string;
  /** Per-rank data of the MPI layer (opaque here). */
  mpi: unknown;
  /** Why the rank blocked, for thread names and deadlock reports. */
  waitingFor?: { call: string; detail: string; site: number };
  /** Nonblocking collectives in progress, and which one (if any) is running now. */
  coroutines: Coroutine[] = [];
  current: Coroutine | undefined;
  private mainSaved: SavedContext | undefined;
  /** Ids of coroutines (the fields below are read and set by ./rankSnapshot.ts too). */
  nextCoroutine = 1;

  constructor(readonly prog: CompiledProgram, readonly rank: number, readonly host: RankHost, readonly stackSize: number, readonly programName: string, initialHeap?: number) {
    this.framePool = framePoolOf(prog);
    const layout = layoutOf(prog, stackSize);
    const mapped = prog.dataImage.length === prog.dataSize ? Memory.make(layout, initialHeap, host.memoryLimits) : undefined;
    if (!mapped) {
      // As exec(2) of a binary whose segments do not fit: the process dies before main.
      const size = prog.dataSize >= 2 ** 30 ? `${Math.round(prog.dataSize / 2 ** 30)} GiB` : `${prog.dataSize} bytes`;
      this.loadFailure = `the program's static data (${size}) does not fit in the process's memory`;
    }
    this.m = mapped ?? new Memory({ ...layout, dataSize: 0, roOffset: 0, roSize: 0 }, initialHeap);
    if (this.m.dataStart !== NULL_GUARD + stackSize) throw new Error('mpisim internal error: layout mismatch');
    if (mapped) for (const [at, bytes] of dataPages(prog)) this.m.U8.set(bytes, this.m.dataStart + at);
    const libHost = new RankLibcHost(this);
    this.lib = new WideLibc(libHost, host.stdinFor?.(rank), host.files) as unknown as Libc & Record<string, unknown>;
  }

  get sp(): number { return this.m.sp; }

  /** Sets up argv in memory and the frame of main(argc, argv). */
  start(args: string[]): void {
    if (this.loadFailure) {
      this.fault = { kind: 'invalid memory access', detail: this.loadFailure, pos: this.prog.main.pos, signal: 11 };
      this.state = 'faulted';
      this.exitCode = 139;
      return;
    }
    try {
      this.startMain(args);
    } catch (e) {
      // A main whose frame does not fit the stack (`char big[100000000];`) dies before its first
      // statement, as the real process does at its first touch of the stack.
      this.catch(e);
    }
  }

  private startMain(args: string[]): void {
    const argv = [this.programName, ...args];
    const m = this.m;
    const { top, argvArray, envArray } = execLayout(m, argv, this.host.env, this.stackSize);
    this.argc = argv.length;
    this.argvArray = argvArray;
    m.setPtr(this.prog.libGlobals[ENVIRON], envArray);
    m.sp = m.mainTop = top;
    m.lowerStack(top);
    const main = this.prog.main;
    const F = this.push(main.id, -1);
    const values = [argv.length, argvArray, envArray];
    main.params.forEach((p, k) => { if (k < 3) this.storeParam(F, p, values[k]); });
    // glibc registers the destructors' runner before main's first atexit, so they run after
    // every handler; the constructors (pushed above main, the first last) run before main,
    // with main's argc and argv.
    const finis = this.prog.finis ?? [];
    for (let k = finis.length - 1; k >= 0; k--) this.atexitFns.push(FUNC_BASE + finis[k] * FUNC_STRIDE);
    const inits = this.prog.inits ?? [];
    for (let k = inits.length - 1; k >= 0; k--) {
      const G = this.push(inits[k], -1);
      this.prog.funcs[inits[k]].params.forEach((p, j) => { if (j < 3) this.storeParam(G, p, values[j]); });
    }
    this.state = 'ready';
  }

  private storeParam(G: Frame, p: CompiledFunction['params'][number], v: unknown): void {
    if (p.slot) { G.V[p.slot] = v; return; }
    storeTyped(this.m, G.fp + (p.offset ?? 0), p.type, v);
  }

  /** Runs until the rank blocks, is preempted (budget), stops (debugger), exits or faults. */
  run(budget: number): RankState {
    if (this.state === 'exited' || this.state === 'faulted') return this.state;
    if (this.threads?.running) return this.runThreads(budget);
    if (this.state === 'blocked') {
      // The main program waits inside MPI: that is when nonblocking collectives progress.
      const c = this.nextReady();
      if (c) this.runCoroutine(c, budget);
      return this.state;
    }
    return this.runLoop(budget);
  }

  /** POSIX threads of this process (made by the first pthread call). */
  threads?: ThreadSet;
  /**
   * The thread the debugger stopped this process in (its state is then 'stopped'); undefined
   * when the process is stopped in its main thread. `heldState` is the main thread's own state.
   */
  stoppedIn?: Coroutine;
  heldState: RankState = 'ready';
  /** The context the last run() ran: a thread's coroutine, or undefined for the main thread. */
  lastRan?: Coroutine;
  /**
   * While stepping: the one thread that steps (the others run their slices as usual); undefined:
   * every context steps (a journal redo observing each statement).
   */
  stepThread?: ThreadToken;
  /** The context that runs next: 0 the main thread, k the k-th coroutine. */
  turn = 0;
  /** exit() called by a thread: the process ends once the thread's context is left. */
  private exitByThread: number | undefined;

  /**
   * A process with threads runs one thread per slice, round-robin in creation order with the
   * main thread first: deterministic, and every thread progresses. A nonblocking collective's
   * coroutine still progresses only while the main thread waits inside MPI.
   */
  private runThreads(budget: number): RankState {
    const n = this.coroutines.length + 1;
    const stepping = this.stepping;
    for (let k = 0; k < n; k++) {
      const i = (this.turn + k) % n;
      if (i === 0) {
        if (this.state !== 'ready' && this.state !== 'preempted') continue;
        this.turn = 1 % n;
        this.lastRan = undefined;
        if (this.stepThread && this.stepThread !== this.threads!.main) this.stepping = false;
        const st = this.runLoop(budget);
        this.countIdle(st === 'stopped');
        this.stepping = stepping;
        // A debugger stop interrupts the thread's slice: it goes on first.
        if (st === 'stopped') this.turn = 0;
        return st;
      }
      const c = this.coroutines[i - 1];
      if ((c.state !== 'ready' && c.state !== 'preempted') || (!c.thread && this.state !== 'blocked')) continue;
      this.turn = (i + 1) % n;
      this.lastRan = c;
      // Breakpoints and stepping see POSIX threads, not a nonblocking collective's progress (MPICH's code).
      const hook = this.hook;
      if (!c.thread) this.hook = undefined;
      else if (this.stepThread && this.stepThread !== c.thread) this.stepping = false;
      this.runCoroutine(c, budget);
      this.countIdle((c.state as RankState) === 'stopped');
      if (!c.thread) this.host.progressed?.(this);
      this.hook = hook;
      this.stepping = stepping;
      if ((c.state as RankState) === 'stopped') { this.turn = i; this.holdIn(c); }
      if (this.exitByThread !== undefined) { const code = this.exitByThread; this.exitByThread = undefined; this.exitFromThread(code); }
      return this.state;
    }
    return this.state;
  }
  /**
   * A thread's MPI poll (MPI_Iprobe, MPI_Test...) found nothing: as MPICH's progress engine yields
   * its lock and the OS runs the other threads, the thread's turn ends so the process's next
   * thread runs. A process without threads polls on to the end of its slice, as it did.
   */
  pollIdle(): void {
    if (!this.threads?.running || !this.inSlice) return;
    this.idled = true;
    this.yieldSoon();
  }
  private idled = false;
  /** Consecutive turns of this process's contexts that ended in a fruitless poll. */
  idleTurns = 0;
  /** After a context's turn; one a debugger stop interrupted goes on later (as its slice does). */
  private countIdle(stopped: boolean): void {
    if (stopped) return;
    this.idleTurns = this.idled ? this.idleTurns + 1 : 0;
    this.idled = false;
  }
  /**
   * Whether every context that can run has polled in vain since one last got anything done: the
   * process then leaves the rest of its slice to the other processes (and its count starts over).
   */
  takeIdle(): boolean {
    if (!this.idleTurns) return false;
    let ready = this.state === 'ready' || this.state === 'preempted' ? 1 : 0;
    for (const c of this.coroutines) if ((c.state === 'ready' || c.state === 'preempted') && (c.thread || this.state === 'blocked')) ready++;
    if (this.idleTurns < ready) return false;
    this.idleTurns = 0;
    return true;
  }
  /** The debugger stopped thread `c`: the whole process stops with it. */
  private holdIn(c: Coroutine): void {
    this.stoppedIn = c;
    this.heldState = this.state;
    this.state = 'stopped';
  }
  /** The debugger lets the stopped process go on (the stopped thread first); `skip`: without stopping again before the same statement. */
  release(skip: boolean): void {
    if (this.state !== 'stopped') return;
    const c = this.stoppedIn;
    if (!c) { this.state = 'ready'; this.skipStop = skip; return; }
    this.stoppedIn = undefined;
    c.state = 'ready';
    c.skipStop = skip;
    this.state = this.heldState;
  }

  /**
   * After a redone run (no debugger hooks) that ended at a statement boundary: the context that
   * ran stands stopped there as it was recorded (`stopped`), or as the moment a rewind goes to
   * (`partial`); otherwise it was preempted.
   */
  settle(stopped: boolean, partial: boolean): void {
    const c = this.lastRan;
    if (!c || !this.threads) {
      if (this.state !== 'stopped' && this.state !== 'preempted') return;
      this.state = stopped ? 'stopped' : 'preempted';
      if (this.threads && (stopped || partial)) this.turn = 0;
      return;
    }
    if (this.stoppedIn === c) { this.stoppedIn = undefined; this.state = this.heldState; c.state = 'preempted'; }
    if (c.state !== 'stopped' && c.state !== 'preempted') return;
    const i = this.coroutines.indexOf(c) + 1;
    if (stopped || partial) { c.state = 'stopped'; this.turn = i; this.holdIn(c); } else { c.state = 'preempted'; this.turn = (i + 1) % (this.coroutines.length + 1); }
  }

  /** The main thread's own state (while the process is stopped in another thread, not 'stopped'). */
  get mainState(): RankState { return this.stoppedIn ? this.heldState : this.state; }
  /** The frames of the context the process stands in: its stopped thread's, else the main thread's. */
  get stoppedFrames(): Frame[] { return this.stoppedIn?.frames ?? this.frames; }
  /** The process ends (exit() in a thread, or the last thread after the main thread's pthread_exit). */
  exitFromThread(code: number): void {
    this.coroutines = [];
    if (this.threads) this.threads.running = 0;
    this.finish(code);
    if (this.state === 'running' && !this.inSlice) this.state = 'ready';
  }

  private runLoop(budget: number): RankState {
    this.budget = this.stepping ? 0 : budget;
    this.sliceStart = this.budget;
    this.inSlice = true;
    this.state = 'running';
    this.jsDepth = 0;
    const funcs = this.prog.funcs;
    // exit() ends in a throw; its atexit handlers and destructors then run on in the same slice.
    for (;;) {
      try {
        while (this.state === 'running') {
          const F = this.frames[this.frames.length - 1];
          funcs[F.fn].body(this, F);
        }
        break;
      } catch (e) {
        this.catch(e);
        if (this.state !== 'running') break;
      }
    }
    // The tick that stopped or preempted the rank did not run its statement.
    const st = this.state as RankState;
    const before = st === 'stopped' || st === 'preempted' ? 1 : 0;
    this.executed += this.sliceStart - this.budget - before;
    this.inSlice = false;
    return this.state;
  }

  /**
   * Ends the current slice at the next statement boundary (a debugger stops there); the ticks
   * stay exact, so the scheduler gives the rank the rest of its slice later.
   */
  yieldSoon(): void {
    if (!this.inSlice || this.budget <= 0) return;
    this.executed -= this.budget;
    this.budget = 0;
  }

  /**
   * The runnable coroutine after the one that ran last, by id: nonblocking collectives take
   * turns, so one always runnable (an MPI_Comm_idup retrying without the context mask) cannot
   * starve the one that owns the mask.
   */
  private nextReady(): Coroutine | undefined {
    const ready = this.coroutines.filter((x) => x.state === 'ready' || x.state === 'preempted');
    const c = ready.find((x) => x.id > this.lastPolled) ?? ready[0];
    if (c) this.lastPolled = c.id;
    return c;
  }
  /** The id of the coroutine nextReady() gave last (./rankSnapshot.ts saves it with the threads). */
  lastPolled = 0;

  hasRunnableCoroutine(): boolean {
    return this.coroutines.some((x) => x.state === 'ready' || x.state === 'preempted');
  }

  private runCoroutine(c: Coroutine, budget: number): void {
    this.enter(c);
    const stepping = this.stepping;
    if (!c.thread) this.stepping = false;
    this.runLoop(budget);
    this.stepping = stepping;
    const st = this.state;
    this.leave();
    if (!c.thread && (st === 'faulted' || st === 'exited')) {
      // A fault inside a collective's progress is the process's fault.
      if (st === 'faulted') this.state = 'faulted';
      this.exitCode = this.exitCode || 134;
    }
  }

  /**
   * Progress from inside an MPI call of the main program (MPI_Test and friends): runs the
   * runnable coroutines until they block or finish, then returns to the call.
   */
  pollCoroutines(budget = 100000): void {
    if (this.current) return;
    const saved = { budget: this.budget, slice: this.sliceStart, js: this.jsDepth, stepping: this.stepping };
    // The caller's slice so far counts while the coroutines run (their clock reads it).
    const outer = saved.slice - saved.budget;
    this.executed += outer;
    const before = this.executed;
    for (let guard = 0; guard < 64; guard++) {
      const c = this.nextReady();
      if (!c) break;
      this.enter(c);
      this.stepping = false;
      this.runLoop(budget);
      this.leave(true);
    }
    // The coroutines' statements are charged to the caller's slice, so that a run of so many
    // statements is the same run however its time divides between the rank and its coroutines.
    const nested = this.executed - before;
    this.budget = saved.budget - nested; this.sliceStart = saved.slice; this.jsDepth = saved.js; this.stepping = saved.stepping;
    this.executed -= outer + nested;
    this.inSlice = true;
  }

  /** Switches the rank's registers (frames, stack pointer, state) to a coroutine. */
  private enter(c: Coroutine): void {
    if (c.thread) this.threads!.showTls(c.thread);
    this.mainSaved = { frames: this.frames, top: this.top, sp: this.m.sp, state: this.state, rv: this.rv, waitingFor: this.waitingFor, skipStop: this.skipStop };
    this.frames = c.frames; this.top = c.top; this.m.sp = c.sp; this.state = c.state; this.rv = c.rv; this.waitingFor = c.waitingFor; this.skipStop = !!c.skipStop;
    this.current = c;
  }
  private leave(nested = false): void {
    const c = this.current!, m = this.mainSaved!;
    if (c.thread) this.threads!.showTls(this.threads!.main);
    c.frames = this.frames; c.top = this.top; c.sp = this.m.sp; c.state = this.state; c.rv = this.rv; c.waitingFor = this.waitingFor; c.skipStop = this.skipStop;
    this.skipStop = m.skipStop;
    // Nested (from inside a call of the main program) the main program is still running.
    this.frames = m.frames; this.top = m.top; this.m.sp = m.sp; this.state = m.state === 'running' && !nested ? 'blocked' : m.state; this.rv = m.rv; this.waitingFor = m.waitingFor;
    if (c.state === 'faulted') this.state = 'faulted';
    this.current = undefined;
    this.mainSaved = undefined;
    if (c.state === 'exited') {
      this.coroutines = this.coroutines.filter((x) => x !== c);
      this.m.free(c.stackBlock);
      c.onDone(c.rv);
    }
  }

  /**
   * Starts a C function `fn(arg)` as a coroutine on a stack of its own (from the heap).
   * `onDone` runs when it returns.
   */
  startCoroutine(fn: number, arg: number, tagOffset: number, site: number, onDone: (rv: unknown) => void): Coroutine {
    const size = 256 * 1024;
    const block = this.m.malloc(size);
    const c: Coroutine = { id: this.nextCoroutine++, frames: [], top: undefined, sp: block + size, state: 'ready', rv: undefined, tagOffset, stackBlock: block, stackTop: block + size, onDone };
    this.callIn(c, fn, [arg], site);
    this.coroutines.push(c);
    return c;
  }

  /**
   * Pushes a call of the C function `fn(args)` onto context `c` (a coroutine, or undefined: the
   * main thread), whichever context is loaded: `c` runs it first when it next runs, and a call
   * `c` is blocked in returns what `fn` returns.
   */
  callIn(c: Coroutine | undefined, fn: number, args: unknown[], site: number): void {
    if (c === this.current) { this.callPtr(fn, args, 'i', args.length, 0, site); return; }
    const ctx = c ?? this.mainSaved!;
    const saved = { frames: this.frames, top: this.top, sp: this.m.sp, current: this.current };
    this.frames = ctx.frames; this.top = ctx.top; this.m.sp = ctx.sp; this.current = c;
    this.callPtr(fn, args, 'i', args.length, 0, site);
    ctx.frames = this.frames; ctx.top = this.top; ctx.sp = this.m.sp;
    this.frames = saved.frames; this.top = saved.top; this.m.sp = saved.sp; this.current = saved.current;
  }

  /** Wakes the main program (also when called while a coroutine of this rank is running). */
  wakeMain(result: unknown): void {
    if (this.current && this.mainSaved) {
      this.mainSaved.rv = result;
      this.mainSaved.waitingFor = undefined;
      if (this.mainSaved.state === 'blocked' || this.mainSaved.state === 'running') this.mainSaved.state = 'ready';
      return;
    }
    this.wake(result);
  }

  private catch(e: unknown): void {
    if (e instanceof LongJump) { this.jsDepth = 0; return; } // the resumed frame runs on
    if (e instanceof ExitSignal && e.immediate) this.exitNow = true;
    if (e instanceof ExitSignal && this.current?.thread) { this.exitByThread = e.code; this.state = 'exited'; return; }
    if (e instanceof ExitSignal) { this.finish(e.code); return; }
    const f = e instanceof CFault ? e : e instanceof RangeError && /call stack/i.test(e.message) ? new CFault('stack overflow', 'recursion too deep') : undefined;
    if (!f) throw e;
    // Inside the MPI or C library (an array MPICH's code reads through, NULL), the user's call faults.
    let k = this.frames.length - 1;
    while (k > 0 && this.prog.funcs[this.frames[k].fn].library) k--;
    const pos = k < this.frames.length - 1 ? this.framePos(this.frames[k]) : f.site >= 0 ? this.prog.sites[f.site] : this.currentPos();
    this.fault = { kind: f.kind, detail: f.detail, pos, signal: FAULT_SIGNAL[f.kind] };
    this.state = 'faulted';
    this.exitCode = 128 + FAULT_SIGNAL[f.kind];
  }

  /** _exit was called: the process ends without its atexit handlers and stdio's flush. */
  private exitNow = false;
  private finish(code: number): void {
    if (this.atexitFns.length && !this.exitNow) {
      // Run atexit handlers (in reverse order) as ordinary calls, then exit again.
      const fn = this.atexitFns.pop()!;
      this.frames.length = 0;
      this.top = undefined;
      this.m.sp = this.m.mainTop;
      this.exitCode = code & 255;
      this.pendingExit = code;
      this.callPtr(fn, [], '', 0, 0, -1);
      this.state = 'running';
      return;
    }
    // exit() flushes every stdio stream (_exit, an abort or a fault does not).
    if (!this.exitNow) (this.lib as unknown as FileLibc).cleanup();
    this.state = 'exited';
    this.exitCode = code & 255;
    this.frames.length = 0;
    this.top = undefined;
  }
  private pendingExit: number | undefined;

  /** Source position the rank is at: the statement of its innermost frame. */
  currentPos(): SourcePos | undefined {
    const F = this.frames[this.frames.length - 1];
    return F && this.framePos(F);
  }

  /** Where a frame is: the statement at its resume label, else its function's start. */
  framePos(F: Frame): SourcePos {
    const f = this.prog.funcs[F.fn];
    // By array, made on first use: the MPI layer asks for every message it queues.
    let at = f.posAt;
    if (!at) {
      at = f.posAt = [];
      for (const [label, sid] of f.labelStmt) at[label] = this.prog.stmts[sid]?.pos;
    }
    return at[F.pc] ?? f.pos;
  }

  // ------------------------------------------------------------------ called by generated code
  /**
   * A new frame of function fid on top. `args`: the caller stores every parameter next (a direct call with
   * all its arguments), so their slots and bytes are not cleared first (DTPools' two structs by value).
   */
  push(fid: number, site: number, args = false): Frame {
    const f = this.prog.funcs[fid];
    if (f.mpiApi && this.host.traceCall && !(this.top && this.prog.funcs[this.top.fn].library)) this.host.traceCall(this, f.name, 'enter');
    const pool = this.framePool[fid];
    let G: Frame;
    if (pool !== undefined && pool.length !== 0) {
      G = pool.pop()!;
      G.pc = 0; G.sret = 0; G.va = null; G.rvOverride = undefined;
      if (args) f.makeFrame.zeroLocals(G.V); else f.makeFrame.zero(G.V);
    } else G = f.makeFrame();
    const m = this.m;
    // gcc's `and rsp, -align` for locals aligned above 16 (a power of two: the low bits of sp are those of its int32).
    const fp = f.frameAlign ? m.sp - (m.sp & (f.frameAlign - 1)) : m.sp;
    G.fp = fp;
    const sp = fp - f.frameSize;
    const limit = this.current ? this.current.stackBlock + 1024 : STACK_FLOOR;
    if (sp < limit) throw new CFault('stack overflow', `stack exhausted calling ${f.name} (${this.frames.length} frames deep, stack size ${this.stackSize} bytes)`, site);
    m.sp = sp;
    if (sp < m.spLow) m.lowerStack(sp);
    G.sp = sp;
    // Memory-resident locals start zeroed only in the sense real stacks do not: we clear
    // them so runs are deterministic whatever ran before. The bytes gcc would spill the
    // other locals to are never read (those live in G.V), so a call without memory-resident
    // locals clears nothing.
    const mem = f.memSize ?? f.frameSize;
    const top = args && f.argMem !== undefined ? fp - f.argMem : fp;
    // Small frames word by word: a native fill's call costs more.
    if (mem <= 128 && ((fp | mem | top) & 3) === 0) for (let a = (fp - mem) >> 2, e = top >> 2, I = m.I32; a < e; a++) I[a] = 0;
    else if (mem > 32) m.U8.fill(0, fp - mem, top);
    else for (let a = fp - mem; a < top; a++) m.U8[a] = 0;
    this.frames.push(G);
    this.top = G;
    return G;
  }

  /**
   * Whether a call of a leaf function (no calls, no memory-resident locals) fits on the stack:
   * its generated frameless version then runs with its locals in JavaScript variables, and
   * the stack pointer moves only in the accounting a push would have done.
   */
  leafFits(frameSize: number): boolean {
    const m = this.m;
    const sp = m.sp - frameSize;
    if (sp < (this.current ? this.current.stackBlock + 1024 : STACK_FLOOR)) return false;
    if (sp < m.spLow) m.lowerStack(sp);
    return true;
  }

  /**
   * A frameless leaf call takes the slow path (a tick found the budget spent, a breakpoint, a
   * step; or no room for its frame): its frame is pushed with the values its locals had and
   * resumes at `label` (its statement's case), as if it had run there all along.
   */
  leafSlow(fid: number, site: number, label: number, values: unknown[]): void {
    const G = this.leafFrame(fid, site, label, values);
    this.jsDepth++;
    this.prog.funcs[fid].body(this, G);
    this.jsDepth--;
  }

  /** A fault inside a frameless leaf call: its frame is pushed so the fault's stack shows it. */
  leafFrame(fid: number, site: number, label: number, values: unknown[]): Frame {
    const G = this.push(fid, site);
    const slots = this.prog.funcs[fid].slots!;
    const V = G.V;
    for (let k = 0; k < values.length; k++) V[slots[k]] = values[k];
    G.pc = label;
    return G;
  }

  setjmp(F: Frame, env: number, label: number, site: number): number { return setjmp(this, F, env, label, site); }
  longjmp(env: number, val: number, site: number): never { return longjmp(this, env, val, site); }

  ret(v: unknown): void {
    const frames = this.frames;
    const F = frames.pop()!;
    if (F.rvOverride !== undefined) v = F.rvOverride;
    const n = frames.length;
    this.top = n ? frames[n - 1] : undefined;
    const f = this.prog.funcs[F.fn];
    if (f.mpiApi && this.host.traceCall && !(this.top && this.prog.funcs[this.top.fn].library)) this.host.traceCall(this, f.name, 'leave');
    this.m.sp = F.fp;
    this.rv = v;
    (this.framePool[F.fn] ??= []).push(F);
    if (n === 0) this.lastReturn(v);
  }

  /** The outermost frame returned: a thread, a coroutine or the process ends. */
  private lastReturn(v: unknown): void {
    if (this.threads && (this.current?.thread || !this.current)) {
      // A thread's end runs its pthread key destructors first, as glibc does.
      const end = this.threads.ending(v);
      if (end === 'more') return;
      if (end) { this.rv = end.value; this.state = 'exited'; return; }
    }
    if (this.current) {
      this.state = 'exited'; // the coroutine's own state: its function returned
      return;
    }
    const code = this.pendingExit ?? (typeof v === 'number' ? v | 0 : 0);
    this.pendingExit = undefined;
    this.finish(code);
  }

  stmt(F: Frame, sid: number, label: number): boolean {
    // Budget changes here are not statements: `executed` absorbs them so `ticks` stays exact.
    if (this.skipStop) {
      this.skipStop = false;
      if (this.budget < 0) { const b = this.stepping ? 0 : 1; this.executed += b - this.budget; this.budget = b; }
      return false;
    }
    F.pc = label;
    if (this.stepping || this.hook) {
      if (this.hook && this.hook(this, F, sid)) { this.state = 'stopped'; return true; }
      if (this.stepping) { this.executed -= this.budget; this.budget = 0; return false; }
    }
    if (this.budget < 0) { this.state = 'preempted'; return true; }
    return false;
  }

  /** A tick of code that reads no breakpoint flags (no hook): the function has returned, and resumes at `label` unless the rank stops here (the tick runs again: the budget gets it back). */
  tickOut(F: Frame, sid: number, label: number): void { F.pc = label; if (!this.stmt(F, sid, label)) this.budget++; }
  /** An MPI (or sleeping) library call: the runtime decides whether the rank waits. */
  sys(name: string, args: unknown[], site: number, va?: VA): boolean {
    this.site = site;
    if (isThreadCall(name)) {
      const wait = (this.threads ??= this.host.makeThreads(this)).call(name, args, site);
      if (this.calledBack) { this.calledBack = false; return true; } // pthread_once's routine runs first
      return wait || this.state !== 'running';
    }
    const wait = this.host.sys(this, name, args, site, va);
    if (wait && this.calledBack) { this.calledBack = false; return true; } // run the callback frame first
    if (wait) { this.state = 'blocked'; return true; }
    return this.state !== 'running';
  }
  private calledBack = false;

  /**
   * From inside a library call: call the C function `fn(args)` before returning to the caller,
   * which then sees `result` as the library call's value (MPI error handlers use this).
   */
  callBack(fn: number, args: unknown[], kinds: string, result: unknown, site: number): void {
    const depth = this.frames.length;
    const pushed = this.callPtr(fn, args, kinds, args.length, 0, site);
    if (pushed && this.frames.length > depth) {
      this.frames[this.frames.length - 1].rvOverride = result;
      this.calledBack = true;
    } else this.rv = result;
  }

  /** Completes a blocked call: the runtime found its result. */
  wake(result: unknown): void {
    this.rv = result;
    this.waitingFor = undefined;
    if (this.state === 'blocked') this.state = 'ready';
  }

  callPtr(p: number, args: unknown[], kinds: string, fixed: number, sret: number, site: number): boolean {
    const idx = (p - FUNC_BASE) / FUNC_STRIDE;
    const nf = this.prog.funcs.length;
    if (!Number.isInteger(idx) || idx < 0 || idx >= nf + this.prog.library.length) {
      throw new CFault(p === 0 ? 'null pointer dereference' : 'invalid memory access', `call through ${p === 0 ? 'a NULL' : 'an invalid'} function pointer (${'0x' + (p >>> 0).toString(16)})`, site);
    }
    if (idx < nf) {
      const f = this.prog.funcs[idx];
      const G = this.push(idx, site);
      f.params.forEach((prm, k) => { if (k < args.length) this.storeParam(G, prm, args[k]); });
      if (f.type.variadic || f.type.oldStyle) {
        const ints: I64[] = [], dbls: number[] = [];
        for (let k = f.type.oldStyle ? 0 : f.params.length; k < args.length; k++) (kinds[k] === 'd' ? dbls : ints).push(args[k] as I64);
        G.va = { ints, dbls };
      }
      if (isRecord(f.type.ret)) G.sret = sret;
      return true;
    }
    const lf = this.prog.library[idx - nf];
    if (lf.kind === 'sys') return this.sys(lf.name, args, site);
    const method = (this.lib as unknown as Record<string, (...a: unknown[]) => unknown>)[lf.method ?? lf.name];
    const callArgs: unknown[] = lf.site ? [site] : [];
    if (lf.variadic) {
      const ints: I64[] = [], dbls: number[] = [];
      for (let k = fixed; k < args.length; k++) (kinds[k] === 'd' ? dbls : ints).push(args[k] as I64);
      callArgs.push(...args.slice(0, fixed), new VA(ints, dbls));
    } else callArgs.push(...args);
    this.site = site;
    this.rv = method.apply(this.lib, callArgs);
    return false;
  }

  /** Allocates a variable-length array in the current frame. */
  vla(F: Frame, size: number, site: number, align = 16): number {
    const sp = Math.floor((this.m.sp - Math.max(size, 1)) / align) * align;
    if (sp < NULL_GUARD + 4096 || !Number.isFinite(size) || size < 0) throw new CFault('stack overflow', `variable-length array of ${size} bytes does not fit on the stack`, site);
    this.m.sp = sp;
    if (sp < this.m.spLow) this.m.lowerStack(sp);
    F.sp = sp;
    return sp;
  }

  /** va_start: spill this frame's variadic arguments to the stack and point the va_list at them. */
  vaStart(F: Frame, ap: number, site: number): void {
    const va = (F.va as { ints: I64[]; dbls: number[] } | null) ?? { ints: [], dbls: [] };
    const ints = va.ints, dbls = va.dbls;
    const base = this.vla(F, (ints.length + dbls.length + 1) * 8, site);
    ints.forEach((v, k) => this.m.st64(base + 8 * k, v));
    const dbase = base + 8 * ints.length;
    dbls.forEach((v, k) => this.m.stf64(dbase + 8 * k, v));
    this.m.stptr(ap, base, site);
    this.m.stptr(ap + 8, dbase, site);
  }

  vaArg(ap: number, isFloat: number, site: number): number | I64 {
    const at = ap + (isFloat ? 8 : 0);
    const cur = this.m.ptr(at, site);
    this.m.stptr(at, cur + 8, site);
    return isFloat ? this.m.f64(cur, site) : this.m.s64(cur, site);
  }

  badPc(F: Frame): void {
    throw new Error(`mpisim internal error: bad resume point ${F.pc} in ${this.prog.funcs[F.fn].name}`);
  }
  /**
   * The time-stamp counter of `rdtsc`: a 1 GHz virtual clock, cycles = nanoseconds of the rank's
   * virtual time (one statement costs one), so it is deterministic and replays as MPI_Wtime does.
   */
  rdtsc(): number {
    return Math.floor(this.host.now(this) * 1e9);
  }
  badGoto(site: number): never {
    throw new CFault('invalid memory access', 'computed goto to an address that is not a label of this function', site);
  }
  trap(site: number): never {
    throw new CFault('abort', '__builtin_trap reached', site);
  }
}

/** Stores a JS value of C type `t` at `a` (used for parameters passed through generic paths). */
export function storeTyped(m: Memory, a: number, t: CType, v: unknown): void {
  switch (t.k) {
    case 'int':
      switch (sizeOf(t)) {
        case 1: m.st8(a, v as number); return;
        case 2: m.st16(a, v as number); return;
        case 4: m.st32(a, v as number); return;
        case 16: m.st128(a, v as I64); return;
        default: m.st64(a, v as I64); return;
      }
    case 'float': m.stf32(a, v as number); return;
    case 'double': case 'ldouble': m.stf64(a, v as number); return;
    case 'ptr': m.stptr(a, v as number); return;
    case 'record': m.copy(a, v as number, sizeOf(t)); return;
    default: if (isFloating(t)) m.stf64(a, v as number);
  }
}

/**
 * What the C library asks of its process, as one object of methods rather than a closure per
 * service: at 100,000 processes the closures alone would cost 70 MB.
 */
class RankLibcHost implements LibcHost {
  readonly m: Memory;
  constructor(private readonly r: RankProcess) { this.m = r.m; }
  get rank(): number { return this.r.rank; }
  inMpi(): boolean { return this.r.host.inMpi?.(this.r) ?? false; }
  get programName(): string { return this.r.programName; }
  argv(): { argc: number; array: number } { return { argc: this.r.argc, array: this.r.argvArray }; }
  get stackSize(): number { return this.r.stackSize; }
  get libGlobals(): Record<string, number> { return this.r.prog.libGlobals; }
  write(fd: number, s: string): void { this.r.host.write(this.r.rank, fd, s); }
  exit(code: number, immediate = false): never { throw new ExitSignal(code, immediate); }
  abort(site: number, why: string): never { throw new CFault('abort', why, site); }
  now(): number { return this.r.host.now(this.r); }
  epoch(): number { return this.r.host.epoch ?? 0; }
  cpuTime(): number { return this.r.ticks * 1e-9; }
  cwd(): string { return this.r.host.cwdOf?.(this.r.rank) ?? '/'; }
  sleep(seconds: number): void { this.r.host.sleep?.(this.r, seconds); }
  hostname(): string { return this.r.host.hostnameOf?.(this.r.rank) ?? 'mpisim'; }
  atexit(fn: number): void { this.r.atexitFns.push(fn); }
  ioChanged(): void { this.r.threads?.ioChanged(); }
  sharedIoChanged(): void { this.r.host.sharedIoChanged?.(); }
  where(site: number): string | undefined { const p = this.r.prog.sites[site]; return p && `${p.file}:${p.line}`; }
  objectAt(addr: number): { library: boolean; libm: boolean; name?: string; start: number } | undefined {
    const prog = this.r.prog, idx = (addr - FUNC_BASE) / FUNC_STRIDE, nf = prog.funcs.length;
    if (Number.isInteger(idx) && idx >= 0 && idx < nf + prog.library.length) {
      const f = idx < nf ? prog.funcs[idx] : undefined;
      if (f && !f.library) return { library: false, libm: false, start: FUNC_BASE };
      const name = f ? f.name : prog.library[idx - nf].method ?? prog.library[idx - nf].name;
      return { library: true, libm: LIBM_ONLY_NAMES.has(name), name: name.startsWith('__') ? undefined : name, start: FUNC_BASE };
    }
    // The data image (the program's objects and string literals) is the executable's.
    return addr >= this.m.dataStart && addr < this.m.heapStart ? { library: false, libm: false, start: this.m.dataStart } : undefined;
  }
  librarySymbol(name: string): number {
    const prog = this.r.prog, f = prog.funcs.find((g) => g.library && g.name === name && !name.startsWith('__'));
    let k = prog.library.findIndex((g) => g.name === name);
    const lf = k < 0 && !f ? exported(prog, name) : undefined;
    if (lf) k = prog.library.indexOf(lf) >= 0 ? prog.library.indexOf(lf) : prog.library.push(lf) - 1;
    return k >= 0 ? FUNC_BASE + (prog.funcs.length + k) * FUNC_STRIDE : f ? FUNC_BASE + f.id * FUNC_STRIDE : 0;
  }
}

/**
 * Whether ld.so finds `name` in a library the program loads though the program never named it
 * (dlsym(RTLD_DEFAULT, "strtok_r")): a function of the runtime's C library, which is then linked
 * on demand (its address is the next library slot, the same in every process and after a rewind).
 * libm's only when the program links libm for a function of its own (gcc's ld --as-needed drops
 * an unused -lm); MPI's and the C library's functions written in C are not (they were not compiled).
 */
function exported(prog: CompiledProgram, name: string): LibraryFunction | undefined {
  // stdio's readers are C wrappers (their pipe waits) over the runtime's __mpisim_X: that one stands in for them.
  const own = findLibraryFunction(`__mpisim_${name}`);
  const lf = own?.method === name ? own : findLibraryFunction(name);
  if (!lf || lf.unsupported || lf.jump || name.startsWith('__') || (lf.kind === 'sys' && !isThreadCall(name))) return undefined;
  const libm = !LIBM_ONLY_NAMES.has(name) || prog.library.some((g) => LIBM_ONLY_NAMES.has(g.name)) || prog.funcs.some((g) => g.library && LIBM_ONLY_NAMES.has(g.name));
  return libm ? lf : undefined;
}
