/**
 * The debugger's runtime over the simulator (the "runtime" half of the mock-debug split):
 * compiles and loads the program, keeps breakpoints, and runs the world or one rank in
 * slices (setImmediate between them, so requests stay responsive) until something stops it.
 * It reports stops, output and the end through callbacks; it knows nothing of DAP.
 */
import * as path from 'node:path';
import type { CompiledProgram } from '../sim/c/codegen';
import { World, defaultStackSize, describeFault, cleanupText, exitedStatus } from '../sim/world';
import * as views from './views';
import * as timeline from './timeline';
import { RankLines, loadProgram, launchFor, fileInput, localeEnvironment } from '../sim/io';
import { parseSize, timeoutFromEnv } from '../sim/limits';
import { formatDiagnostics } from '../sim/c/diagnostics';
import type { RankProcess } from '../sim/runtime/rank';
import { isLayoutName } from '../sim/mpi/contextId';
import { CHECK_NAMES, parseCheckList, type MpiNotice } from '../sim/mpi/runtime';
import * as ins from '../sim/debug/inspect';
import { rebuild, type Moment } from '../sim/journal';
import { previousLine, lastHit } from '../sim/debug/reverse';
import { SourceLines, rankState, rankList, waitCycle, deadlockText } from './mpiState';
import { decodeToken, TokenError } from '../sim/explore/token';
import type { WildcardOptions } from '../sim/mpi/core/wildcards';
import { Breakpoints, type BreakpointSpec, type BreakpointResult } from './breakpoints';
import { threadOf, threadIndex, stackOfThread, frameOfRank, showThreadOfFrame } from './threads';
import { blockedThreads } from '../sim/runtime/threads';
import { isCStandard } from '../sim/c/pp-predefined';

export interface LaunchOptions {
  /** A C file, an executable of `mpisim cc`, or the list of a program's files (C sources, objects). */
  program: string | string[];
  np?: number; args?: string[];
  /** A C program's OpenMP directives compiled and its runtime linked, as `mpisim run -fopenmp`; its teams' size (OMP_NUM_THREADS). */
  openmp?: boolean; ompNumThreads?: number;
  /** Environment variables the program sees besides the locale's (as `mpisim run -genv`): the sandbox passes no other of the host's. */
  env?: Record<string, string>;
  /** Tentative definitions are common symbols, as `mpisim run -fcommon` (gcc before 10). */
  common?: boolean;
  /** The C standard, as `mpisim run -std=` (c99, gnu17...; `ansi` for -ansi): __STDC_VERSION__ and glibc's declarations follow it. */
  std?: string;
  cwd?: string; defines?: Record<string, string> | string[]; includeDirs?: string[];
  stopOnEntry?: boolean;
  eagerLimit?: number;
  contextIdLayout?: string;
  ranksPerNode?: number;
  seed?: number;
  stackSize?: number;
  /** The wall clock at the start (seconds since 1970); default: the launch's real time. */
  epoch?: number;
  /** A file rank 0 reads as its stdin (relative to cwd); without it stdin is empty. */
  stdin?: string;
  /** Seconds the program may run (not counting time stopped in the debugger), as MPIEXEC_TIMEOUT. */
  timeout?: number;
  /** Heap limit of each process (bytes, or "512m", "2g"), as --memory. */
  memory?: number | string;
  /** The MPI usage checks to run, by name (as --check); default all, [] none. */
  checks?: string[];
  /** A replay token of `mpisim run --explore`: the schedule's wildcard matches are imposed, in every rebuild of the world too. */
  replay?: string;
  /** Directories the program may read (allowRead) or read and write (allowWrite) besides cwd, as --allow-read/--allow-write. */
  allowRead?: string[]; allowWrite?: string[];
}

export type UsageFinding = Extract<MpiNotice, { kind: 'check' }>;

export interface StopInfo {
  reason: 'entry' | 'breakpoint' | 'function breakpoint' | 'step' | 'pause' | 'exception';
  rank: number;
  /** The POSIX thread of the rank that stopped (1, 2...), when not its main thread. */
  thread?: number;
  /** The whole sentence (the stopped event's `text`). */
  description?: string;
  /** A few words for the Call Stack's badge (the event's `description`): long ones hide the rank's name. */
  badge?: string;
  hitBreakpointIds?: number[];
}

export type { BreakpointSpec, BreakpointResult } from './breakpoints';
/**
 * `mpi`: run the rank until it is about to enter an MPI function (or blocks in one); `run`: a
 * continue of this rank alone (DAP's singleThread), until a breakpoint, it blocks or it ends.
 */
export type StepKind = 'next' | 'in' | 'out' | 'statement' | 'mpi' | 'run';

/** Statements a step or a continue runs before yielding to the event loop. */
const STEP_CHUNK = 200_000;
const countLines = (t: string): number => { let n = 0; for (let k = t.indexOf('\n'); k >= 0; k = t.indexOf('\n', k + 1)) n++; return n; };
const WORLD_CHUNK_MS = 15;
/** A thread's turn while another thread of its process steps: the scheduler's slice. */
const THREAD_SLICE = 20_000;

export class MpiSimRuntime {
  onOutput: (text: string, category: 'stdout' | 'stderr' | 'console') => void = () => {};
  onStop: (s: StopInfo) => void = () => {};
  onEnd: (summary: string, code: number) => void = () => {};
  /** As the adapter's exceptionBreakpointFilters default them (a DAP client may send none). */
  exceptionFilters = new Set(['deadlock', 'fault', 'mpiError', 'usageError']);
  /** Each MPI usage error a check finds (for the Problems panel), as it is found. */
  onFinding: (f: UsageFinding) => void = () => {};
  /**
   * Told when compiling starts (with the launch's time-out) and ends: compiling is synchronous,
   * so only another thread can bound it (src/adapter/host.ts).
   */
  onCompiling: (timeoutSeconds: number | undefined, files: string[]) => void = () => {};
  onCompiled: () => void = () => {};
  /** The program's source lines, for the variables communicators were created into. */
  src = new SourceLines((f) => this.absPath(f));
  lastException?: { id: string; description: string; details: string };

  private prog?: CompiledProgram;
  private world?: World;
  private cwd = process.cwd();
  private lines?: ins.LineTable;
  private bps = new Breakpoints((text, category) => this.onOutput(text, category));
  /** Generation counter: bumping it cancels whatever run is in progress. */
  private gen = 0;
  private pauseRequested?: number;
  private pending?: StopInfo;
  private outputLines = new RankLines((rank, fd, text, continues) => this.emit(rank, fd, text, continues));
  private ended = false;
  /** Per rank: statement id it stopped before (undefined when not stopped). */
  private stoppedAt = new Map<number, number>();

  /** Called when a rank exits or faults (once per rank), and when a rewind brings it back. */
  onRankExit: (rank: number) => void = () => {};
  private make?: () => World;
  /**
   * Set while a journal is redone: notices then are history, not news; and a search's world
   * (finding where to rewind to) writes nothing anyone sees.
   */
  private redoing?: 'search' | 'rebuild';
  private redo<T>(kind: 'search' | 'rebuild', f: () => T): T {
    this.redoing = kind;
    try { return f(); } finally { this.redoing = undefined; }
  }
  /** Journal length once every rank stood at the start of main. */
  private entryOp = 0;
  /** A process MPI_Comm_spawn started, or a rewind or restart brought back: a new thread. */
  onRankStart: (rank: number) => void = () => {};
  private exitReported = new Set<number>();

  get loaded(): boolean { return !!this.world; }
  /** The simulated world (for the MPI views and decoded handles), once loaded. */
  get sim(): World | undefined { return this.world; }
  get np(): number { return this.world?.ranks.length ?? 0; }
  rank(k: number): RankProcess {
    const r = this.world?.ranks[k];
    if (!r) throw new Error(`no rank ${k}`);
    return r;
  }
  absPath(file: string): string { return path.resolve(this.cwd, file); }

  // ------------------------------------------------------------------ launch
  /** Compiles and loads; returns an error text (diagnostics, gcc style) or undefined. */
  load(a: LaunchOptions): string | undefined {
    this.cwd = a.cwd ? path.resolve(a.cwd) : process.cwd();
    this.src = new SourceLines((f) => this.absPath(f));
    const programs = typeof a.program === 'string' ? [a.program] : Array.isArray(a.program) ? a.program.map(String) : [];
    if (!programs.length || !programs[0]) return 'mpisim: no program given (launch attribute "program")';
    const program = programs[0];
    const np = a.np ?? 1;
    if (!Number.isInteger(np) || np < 1) return `mpisim: np must be a positive integer, got ${np}`;
    // Files are shown relative to cwd when they are below it, as the stack and breakpoints use them.
    const shown = (f: string): string => {
      const abs = path.resolve(this.cwd, f);
      const rel = path.relative(this.cwd, abs);
      return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : abs;
    };
    const defines: Record<string, string> = {};
    if (Array.isArray(a.defines)) for (const d of a.defines) { const eq = d.indexOf('='); defines[eq < 0 ? d : d.slice(0, eq)] = eq < 0 ? '1' : d.slice(eq + 1); }
    else Object.assign(defines, a.defines ?? {});
    const stackSize = a.stackSize ?? defaultStackSize(np);
    const memory = typeof a.memory === 'string' ? parseSize(a.memory) : a.memory;
    if (a.memory !== undefined && !(memory !== undefined && memory >= 4096)) return `mpisim: memory must be a size of at least 4k (bytes, or with k, m, g: "512m"), got '${a.memory}'`;
    if (a.timeout !== undefined && !(typeof a.timeout === 'number' && a.timeout > 0)) return `mpisim: timeout must be a positive number of seconds, got '${a.timeout}'`;
    // As mpiexec: the environment's MPIEXEC_TIMEOUT when the launch sets no timeout of its own.
    this.timeoutS = a.timeout ?? timeoutFromEnv();
    if (a.std !== undefined && !(typeof a.std === 'string' && isCStandard(a.std))) return `mpisim: std must be one of gcc's C standards (c89, c99, c11, c17, c2x, gnu89 ... gnu2x, iso9899:1999 ..., ansi), got '${a.std}'`;
    if (a.contextIdLayout !== undefined && !isLayoutName(a.contextIdLayout)) return `mpisim: contextIdLayout must be mpich, mpich-ch3 or mpich2, got '${a.contextIdLayout}'`;
    const loaded = loadProgram({
      program, more: programs.slice(1).map(shown), cwd: this.cwd, defines, includeDirs: a.includeDirs ?? [], stackSize, openmp: a.openmp === true, common: a.common === true, std: a.std,
      displayName: shown(program), onCompiling: (sources) => this.onCompiling(this.timeoutS, sources.map(shown)), onCompiled: () => this.onCompiled(),
    });
    if ('failure' in loaded) return loaded.message;
    const prog = this.prog = loaded.prog;
    if (prog.warnings?.length) this.onOutput(formatDiagnostics(prog.warnings).join('\n') + '\n', 'stderr');
    const layout = a.contextIdLayout !== undefined && isLayoutName(a.contextIdLayout) ? a.contextIdLayout : undefined;
    let checks: Set<string>;
    try {
      checks = a.checks === undefined ? new Set(CHECK_NAMES) : parseCheckList((Array.isArray(a.checks) ? a.checks : [String(a.checks)]).join(','));
    } catch (e) {
      return `mpisim: launch attribute checks: ${(e as Error).message}`;
    }
    let wildcards: WildcardOptions | undefined;
    if (a.replay !== undefined) {
      try {
        const sched = decodeToken(String(a.replay));
        if (sched.np !== np) return `mpisim: launch attribute replay: the token is a schedule of ${sched.np} rank${sched.np === 1 ? '' : 's'}, this launch has np ${np}`;
        // Plain data: every world make() builds (a rewind's too) imposes the same matches afresh.
        wildcards = { forced: sched.forced };
      } catch (e) {
        if (e instanceof TokenError) return `mpisim: launch attribute replay: ${e.message}`;
        throw e;
      }
    }
    // Recorded, so that stepBack and reverseContinue can rebuild any earlier moment.
    const launch = launchFor({ program, cwd: this.cwd, defines, includeDirs: a.includeDirs ?? [], stackSize, allowRead: a.allowRead, allowWrite: a.allowWrite, openmp: a.openmp === true, common: a.common === true, std: a.std }, prog);
    // One clock for every rebuild of the world: a rewind sees the times the run saw.
    const epoch = a.epoch ?? Math.floor(Date.now() / 1000);
    let stdin: ReturnType<typeof fileInput> | undefined;
    if (a.stdin !== undefined) {
      try { stdin = fileInput(path.resolve(this.cwd, a.stdin)); } catch (e) { return `mpisim: cannot read the stdin file ${a.stdin}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'No such file or directory' : (e as Error).message}`; }
    }
    this.make = () => {
      const w: World = new World(prog, {
        np, args: a.args ?? [], stackSize, seed: a.seed, record: true, epoch, stdin, memory, env: { ...localeEnvironment(process.env), ...(a.ompNumThreads ? { OMP_NUM_THREADS: String(a.ompNumThreads) } : {}), ...stringValues(a.env) },
        programName: './' + path.basename(program).replace(/\.c$/, ''),
        onOutput: (rank, fd, text) => this.output(rank, fd, text),
        onNotice: (n) => (n.kind === 'check' ? this.finding(n) : this.notice(n.rank, n.text)),
        mpi: { eagerLimit: a.eagerLimit, layout, ranksPerNode: a.ranksPerNode, checks, wildcards },
        launch,
        // A world being rebuilt runs without hooks; its new threads are announced after the rewind.
        onSpawn: (made) => {
          if (this.redoing) return;
          for (const k of made) { w.ranks[k].hook = this.hook; this.onRankStart(k); }
        },
      });
      return w;
    };
    this.world = this.make();
    this.lines = ins.lineTable(this.prog);
    this.bps.load(this.prog, this.lines, this.cwd);
    this.scanMpiCalls(this.prog);
    for (const r of this.world.ranks) r.hook = this.hook;
    return undefined;
  }

  start(stopOnEntry: boolean): void {
    const w = this.world;
    if (!w) return;
    this.stopOnEntry = stopOnEntry;
    // Each rank runs to its first statement of main: the earliest moment a rewind goes back to.
    for (const r of w.ranks) {
      this.stoppedAt.delete(r.rank);
      r.stepping = true;
      r.hook = (rr, _F, sid) => { if (this.isLibrary(sid)) return false; this.stoppedAt.set(rr.rank, sid); return true; };
      w.runRank(r, 1);
      r.stepping = false;
      r.hook = this.hook;
    }
    this.entryOp = w.journal!.length;
    if (stopOnEntry) { this.stop({ reason: 'entry', rank: 0, badge: 'Paused on entry', description: 'Paused on entry: every rank is at the start of main' }); return; }
    // Not stopped: a breakpoint on main's first statement must still be hit.
    for (const r of w.ranks) { w.release(r); this.stoppedAt.delete(r.rank); }
    this.resume();
  }

  /** The session ends: the program's files reach the disk as they are at this moment. */
  kill(): void { this.gen++; this.ended = true; this.writeFiles(); }
  private writeFiles(): void { for (const why of this.world?.files.commit() ?? []) this.onOutput(`mpisim: ${why}\n`, 'stderr'); }

  // ------------------------------------------------------------------ output
  /**
   * Output reaches the user once: a rewound world writes again what the user has already seen
   * (per rank and stream, in bytes), and only what goes beyond it is shown.
   */
  private output(rank: number, fd: number, text: string): void {
    if (this.redoing === 'search') return;
    const key = rank * 4 + fd;
    const written = this.written.get(key) ?? 0;
    const shown = this.shown.get(key) ?? 0;
    this.written.set(key, written + text.length);
    this.writtenLines.set(key, (this.writtenLines.get(key) ?? 0) + countLines(text));
    if (written + text.length <= shown) return;
    if (written < shown) text = text.slice(shown - written);
    this.shown.set(key, written + text.length);
    this.shownLines.set(key, (this.shownLines.get(key) ?? 0) + countLines(text));
    this.outputLines.write(rank, fd, text);
  }
  private written = new Map<number, number>();
  private shown = new Map<number, number>();
  /** Per rank and stream: lines shown, and lines the present world has written (after a rewind, fewer). */
  private shownLines = new Map<number, number>();
  private writtenLines = new Map<number, number>();
  /** Output lines the user has seen that the present moment has not written yet (after a step back). */
  futureLines(): number {
    let n = 0;
    for (const [k, v] of this.shownLines) n += Math.max(0, v - (this.writtenLines.get(k) ?? 0));
    return n;
  }
  private emit(rank: number, fd: number, latin1: string, continues: boolean): void {
    const text = Buffer.from(latin1, 'latin1').toString('utf8').replace(continues ? /(?<=\n)(?=.)/g : /^(?=.)/gm, `[${rank}] `);
    this.onOutput(text, fd === 2 ? 'stderr' : 'stdout');
  }
  private flushOutput(): void {
    this.outputLines.flush('\n');
  }

  // ------------------------------------------------------------------ breakpoints
  setBreakpoints(sourcePath: string, specs: BreakpointSpec[]): BreakpointResult[] { return this.bps.set(sourcePath, specs); }
  breakpointLocations(sourcePath: string, line: number, endLine: number): { line: number; column: number }[] { return this.bps.locations(sourcePath, line, endLine); }
  setFunctionBreakpoints(specs: { name: string; condition?: string; hitCondition?: string }[]): BreakpointResult[] { return this.bps.setFunctions(specs); }

  private isLibrary(sid: number): boolean {
    const s = this.prog!.stmts[sid];
    return !s || this.prog!.funcs[s.fn].library;
  }

  /** Messages never received or requests pending at MPI_Finalize: an exception when asked for. */
  private notice(rank: number, text: string): void {
    if (!this.exceptionFilters.has('unmatched') || this.pending || this.redoing) return;
    const description = `Unmatched at MPI_Finalize: ${text}`;
    this.lastException = { id: 'unmatched', description, details: description };
    this.pending = { reason: 'exception', rank, badge: 'Unmatched at MPI_Finalize', description };
    this.world?.ranks[rank]?.yieldSoon();
  }

  /** An MPI usage error: listed in Problems, and a stop at the offending rank when its filter is on. */
  private finding(n: UsageFinding): void {
    if (this.redoing) return;
    this.onFinding(n);
    if (!this.exceptionFilters.has('usageError') || this.pending) return;
    const description = `MPI usage error: ${n.text}`;
    this.lastException = { id: 'usageError', description, details: description };
    this.pending = { reason: 'exception', rank: n.rank, badge: 'MPI usage error', description };
    this.world?.ranks[n.rank]?.yieldSoon();
  }

  /** The statement hook of every rank while running freely: breakpoints and logpoints. */
  private hook = (r: RankProcess, _F: unknown, sid: number): boolean => {
    if (!this.prog || this.prog.bp[sid] === 0) return false;
    const bp = this.bps.hit(r, sid);
    if (!bp) return false;
    this.stoppedAt.set(r.rank, sid);
    if (!this.pending) this.pending = { reason: bp.fn ? 'function breakpoint' : 'breakpoint', rank: r.rank, thread: threadIndex(r), hitBreakpointIds: [bp.id] };
    return true;
  };

  // ------------------------------------------------------------------ running
  /** Makes a stopped rank runnable again; it must not stop again before the same statement. */
  private release(r: RankProcess, willStep: boolean): void {
    // A preempted rank is before a statement it has not run: a step must not stop there again.
    if (r.state === 'preempted') { if (willStep) r.skipStop = true; return; }
    if (r.state !== 'stopped') return;
    const sid = this.stoppedAt.get(r.rank);
    // The stopped thread (the main one or another) goes on from the statement it stands before.
    this.world!.release(r, willStep || (sid !== undefined && this.prog!.bp[sid] !== 0));
    this.stoppedAt.delete(r.rank);
  }

  /** Whether a continue or a step is in progress. */
  private running = false;

  /** Reports ranks that have exited (or faulted) since the last check. */
  checkExits(): void {
    const w = this.world;
    if (!w) return;
    for (const r of w.ranks) {
      if ((r.state === 'exited' || r.state === 'faulted') && !this.exitReported.has(r.rank)) {
        this.exitReported.add(r.rank);
        this.onRankExit(r.rank);
      }
    }
  }

  private stop(s: StopInfo): void {
    this.checkExits();
    this.running = false;
    this.gen++;
    this.pending = undefined;
    this.pauseRequested = undefined;
    this.flushOutput();
    this.onStop(s);
  }

  pause(rank: number): void {
    if (!this.running) return;
    this.pauseRequested = rank >= 0 && rank < this.np ? rank : 0;
  }

  /** Continue: every rank runs until a stop, the end, or a deadlock. */
  resume(): void {
    const w = this.world;
    if (!w || this.ended) return;
    for (const r of w.ranks) { r.stepping = false; r.hook = this.hook; this.release(r, false); }
    this.pending = undefined;
    this.running = true;
    const gen = ++this.gen;
    const chunk = (): void => {
      if (gen !== this.gen) return;
      const t0 = Date.now();
      this.checkExits();
      if (this.timeoutS !== undefined && this.ranMs > this.timeoutS * 1000) { w.timedOut(this.timeoutS); this.finish(); return; }
      while (Date.now() - t0 < WORLD_CHUNK_MS) {
        if (w.outcome) { this.finishOrStop(); return; }
        if (this.pending) { this.stop(this.pending); return; }
        if (this.pauseRequested !== undefined) { this.stop({ reason: 'pause', rank: this.pauseRequested, badge: 'Paused', description: 'Paused: every rank is paused' }); return; }
        if (w.step()) continue;
        if (this.pending) { this.stop(this.pending); return; }
        if (w.outcome) { this.finishOrStop(); return; }
        if (w.ranks.every((r) => r.state === 'exited')) { w.outcome = { kind: 'exited', codes: w.ranks.map((r) => r.exitCode) }; this.finishOrStop(); return; }
        if (w.progress()) continue;
        if (w.endCleanup()) { this.finishOrStop(); return; }
        this.deadlock();
        return;
      }
      this.ranMs += Date.now() - t0;
      setImmediate(chunk);
    };
    setImmediate(chunk);
  }
  /** The launch's `timeout`, and how long the program has run (time stopped in the debugger aside). */
  private timeoutS: number | undefined; private ranMs = 0;

  private deadlock(): void {
    const w = this.world!;
    const blocked = w.mpi.blockedRanks();
    const graph = w.describeDeadlock(blocked);
    const cycle = waitCycle(blocked);
    const inCall = (k: number): string => `rank ${k} ${rankState(w, w.ranks[k], this.src).text.replace(/^blocked /, '')}`;
    // A process blocked in pthread_join or on a mutex waits for its own threads: name those too.
    const threads = blocked.flatMap((b) => blockedThreads(w.ranks[b.rank]).map((t) => `rank ${b.rank} thread ${t.thread} in ${t.call}(${t.detail})`));
    const desc = (cycle
      ? `Deadlock: wait-for cycle ${[...cycle, cycle[0]].map((k) => `rank ${k}`).join(' → ')} (${cycle.map(inCall).join('; ')})`
      : `Deadlock: ${blocked.map((b) => inCall(b.rank)).join('; ')}`) + (threads.length ? `; ${threads.join('; ')}` : '');
    w.outcome = { kind: 'deadlock', blocked, message: graph };
    if (this.exceptionFilters.has('deadlock') && !this.reportedOutcome) {
      this.reportedOutcome = true;
      // The graph in MPI calls as the program made them (MPICH's internal traffic is in the queues).
      this.lastException = { id: 'deadlock', description: desc, details: deadlockText(w, blocked, this.src) };
      this.stop({ reason: 'exception', rank: cycle?.[0] ?? blocked[0]?.rank ?? 0, badge: 'Deadlock', description: desc });
    } else this.finish();
  }

  /** An outcome was reached: stop on it when its exception filter is on, else end. */
  private finishOrStop(): void {
    const o = this.world!.outcome!;
    if (o.kind === 'fault') {
      const f = o.fault;
      const isAssert = f.kind === 'abort';
      const text = describeFault(o.rank, f);
      if (this.exceptionFilters.has(isAssert ? 'assert' : 'fault') && !this.reportedOutcome) {
        this.reportedOutcome = true;
        this.lastException = { id: isAssert ? 'assert' : 'fault', description: text, details: text };
        this.stop({ reason: 'exception', rank: o.rank, badge: isAssert ? 'Assertion failed' : 'Fault', description: text });
        return;
      }
    } else if (o.kind === 'abort' && this.exceptionFilters.has('mpiError') && !this.reportedOutcome) {
      this.reportedOutcome = true;
      const text = `rank ${o.rank} aborted the job: ${o.message}`;
      this.lastException = { id: 'mpiError', description: text, details: text };
      this.stop({ reason: 'exception', rank: o.rank, badge: /MPI_Abort/.test(o.message) ? 'MPI_Abort' : 'MPI error', description: text });
      return;
    }
    this.finish();
  }
  private reportedOutcome = false;

  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    this.running = false;
    this.gen++;
    this.flushOutput();
    this.checkExits();
    const w = this.world!;
    this.writeFiles();
    const o = w.outcome;
    const statuses = w.ranks.map((r) => {
      const st = rankState(w, r, this.src);
      return `rank ${r.rank}: ${st.word === 'exited' || st.word === 'faulted' ? r.exitCode : st.word}`;
    }).join(', ');
    let summary = `mpisim: exit statuses: ${statuses}`;
    let code = 0;
    if (o?.kind === 'fault') {
      const f = o.fault;
      summary = `${describeFault(o.rank, f)}\n${summary}`;
      code = 128 + f.signal;
    } else if (o?.kind === 'abort') {
      // mpiexec's status is the aborting rank's code (1 for 0); the other ranks were killed.
      code = o.code === 0 ? 1 : o.code & 255;
      const killed = w.ranks.filter((r) => rankState(w, r, this.src).word === 'killed').map((r) => r.rank);
      summary = `mpisim: rank ${o.rank} aborted the job: ${o.message}\nmpisim: job exit status ${code} (as mpiexec reports it)${killed.length ? `; ${killed.length === 1 ? 'rank' : 'ranks'} ${rankList(killed)} killed` : ''}`;
    } else if (o?.kind === 'cleanup') {
      summary = `${cleanupText(o)}\n${summary}`;
      code = o.code;
    } else if (o?.kind === 'deadlock') {
      summary = `mpisim: ${o.message}\n${summary}`;
      code = 3;
    } else if (o?.kind === 'timeout') {
      summary = `mpisim: APPLICATION TIMED OUT, TIMEOUT = ${o.seconds}s\n${o.message}\n${summary}`;
      code = 255;
    } else code = exitedStatus(w.ranks.map((r) => r.exitCode));
    this.onEnd(summary, code);
  }

  /**
   * Moves one rank (the others stay paused) by a line (next/in/out) or a statement. In a process
   * with POSIX threads, `thread` (0: the main thread) steps and the process's other threads run
   * their turns meanwhile, as gdb lets them; their breakpoints still stop.
   */
  stepRank(rank: number, kind: StepKind, thread = 0): void {
    const w = this.world;
    if (!w || this.ended) return;
    const r = w.ranks[rank];
    if (!r) return;
    const ctx = thread ? threadOf(r, thread) : undefined;
    if (thread && !ctx) { this.stop({ reason: 'step', rank, description: `rank ${rank} has no thread ${thread} (it has ended)` }); return; }
    // The thread that steps; a hook sees it by the context running (none: the main thread).
    const target = kind === 'run' ? undefined : ctx?.thread ?? r.threads?.main;
    const mine = (rr: RankProcess): boolean => !target || (rr.current ? rr.current.thread === target : target === rr.threads?.main);
    if (r.state === 'blocked') w.progress();
    if (r.state === 'exited' || r.state === 'faulted' || (r.state === 'blocked' && !r.hasRunnableCoroutine())) {
      this.stop({ reason: 'step', rank, ...this.stepEnd(r) });
      return;
    }
    const stack0 = ctx ? stackOfThread(r, thread) : ins.stackOf(r);
    const start = stack0[0];
    const depth0 = stack0.length;
    const line0 = start?.pos.line;
    const file0 = start?.pos.file;
    let count = 0;
    let yielded = false;
    this.mpiCallName = undefined;
    r.hook = (rr, _F, sid) => {
      if (!mine(rr)) return this.prog!.bp[sid] !== 0 && this.hook(rr, _F, sid);
      if (++count >= STEP_CHUNK) { yielded = true; count = 0; return true; }
      if (kind === 'mpi') {
        const call = this.mpiCalls.get(sid);
        if (call) { this.mpiCallName = call; this.stoppedAt.set(rr.rank, sid); return true; }
        return this.prog!.bp[sid] !== 0 && this.hook(rr, _F, sid);
      }
      if (this.isLibrary(sid)) return this.prog!.bp[sid] !== 0 && this.hook(rr, _F, sid);
      const pos = this.prog!.stmts[sid].pos;
      const d = this.userDepth(rr);
      let done: boolean;
      switch (kind) {
        case 'statement': done = true; break;
        case 'in': done = d !== depth0 || pos.line !== line0 || pos.file !== file0; break;
        case 'next': done = d < depth0 || (d === depth0 && (pos.line !== line0 || pos.file !== file0)); break;
        case 'out': done = d < depth0; break;
        default: done = false;
      }
      if (done) { this.stoppedAt.set(rr.rank, sid); return true; }
      return this.prog!.bp[sid] !== 0 && this.hook(rr, _F, sid);
    };
    // A lone continue runs at full speed: only breakpoints stop it.
    if (kind === 'run') r.hook = this.hook;
    this.release(r, kind !== 'run' && (r.stoppedIn?.thread ?? r.threads?.main) === target);
    this.pending = undefined;
    this.running = true;
    const gen = ++this.gen;
    // The process goes on while a context's turn ended (a continue alone, or the other threads' turns).
    const goesOn = (): boolean => !this.pending && (kind === 'run' || !!r.threads) && (r.state === 'ready' || r.state === 'preempted' || (r.state === 'blocked' && r.hasRunnableCoroutine()));
    const chunk = (): void => {
      if (gen !== this.gen) return;
      if (this.pauseRequested !== undefined) { this.finishStep(r); this.stop({ reason: 'pause', rank, badge: 'Paused', description: 'Paused' }); return; }
      yielded = false;
      const t0 = Date.now();
      do {
        r.stepping = kind !== 'run';
        r.stepThread = target;
        w.runRank(r, kind === 'run' ? STEP_CHUNK : target ? THREAD_SLICE : 1);
        r.stepping = false;
        r.stepThread = undefined;
      } while (goesOn() && !w.outcome && Date.now() - t0 < WORLD_CHUNK_MS);
      if (goesOn() && !w.outcome) { setImmediate(chunk); return; }
      if (r.state === 'stopped' && yielded) {
        w.release(r, true);
        setImmediate(chunk);
        return;
      }
      this.finishStep(r);
      if (this.pending) { this.stop(this.pending); return; }
      if (w.outcome) { this.finishOrStop(); return; }
      if (w.ranks.every((x) => x.state === 'exited')) { w.outcome = { kind: 'exited', codes: w.ranks.map((x) => x.exitCode) }; this.finish(); return; }
      this.stop({ reason: 'step', rank, thread: r.stoppedIn ? threadIndex(r, r.stoppedIn) : thread || undefined, ...this.stepEnd(r) });
    };
    setImmediate(chunk);
  }

  private finishStep(r: RankProcess): void {
    r.hook = this.hook;
    r.stepping = false;
  }

  /** The MPI function the last `mpi` step stopped at the entry of. */
  private mpiCallName?: string;

  /** Per user statement: the first MPI function it calls (from the generated code). */
  private mpiCalls = new Map<number, string>();

  private scanMpiCalls(prog: CompiledProgram): void {
    this.mpiCalls.clear();
    const js = prog.js;
    const marks = [...js.matchAll(/R\.stmt\(F, (\d+),/g)];
    marks.forEach((m, k) => {
      const sid = Number(m[1]);
      if (this.isLibrary(sid)) return;
      const seg = js.slice(m.index! + m[0].length, k + 1 < marks.length ? marks[k + 1].index : js.length);
      const re = /R\.sys\("(MPI_\w+)"|L\.(MPI_\w+)\(|R\.push\((\d+),/g;
      let c: RegExpExecArray | null;
      while ((c = re.exec(seg))) {
        const name = c[1] ?? c[2] ?? prog.funcs[Number(c[3])]?.name;
        if (name && /^MPI_/.test(name)) { this.mpiCalls.set(sid, name); break; }
      }
    });
  }

  /** How a step ended: a short badge for the Call Stack and the whole sentence. */
  private stepEnd(r: RankProcess): { badge?: string; description: string } {
    if (this.mpiCallName && r.state === 'stopped') {
      const name = this.mpiCallName;
      this.mpiCallName = undefined;
      const pos = ins.stackOf(r)[0]?.pos;
      return { badge: `About to call ${name}`, description: `rank ${r.rank} is about to call ${name}${pos ? ` at ${pos.file}:${pos.line}` : ''}` };
    }
    this.mpiCallName = undefined;
    if (r.state === 'blocked') return { badge: `Blocked in ${r.waitingFor?.call ?? 'MPI'}`, description: `rank ${r.rank} waits in ${r.waitingFor ? `${r.waitingFor.call}(${r.waitingFor.detail})` : 'MPI'}` };
    if (r.state === 'exited') return { badge: 'Exited', description: `rank ${r.rank} exited with status ${r.exitCode}` };
    if (r.state === 'faulted') return { badge: 'Fault', description: `rank ${r.rank} faulted: ${r.fault?.kind ?? ''}` };
    return { description: `rank ${r.rank}${r.stoppedIn ? ` thread ${threadIndex(r, r.stoppedIn)}` : ''} stepped` };
  }

  private userDepth(r: RankProcess): number { return ins.stackOf(r).length; }

  /** Moves every runnable rank by one statement; blocked ranks stay where they are. */
  stepAll(focus: number): void {
    const w = this.world;
    if (!w || this.ended) return;
    w.progress();
    for (const r of w.ranks) {
      if (r.state !== 'ready' && r.state !== 'preempted' && r.state !== 'stopped') continue;
      let n = 0;
      r.hook = (rr, _F, sid) => {
        if (++n > STEP_CHUNK) return true;
        if (this.isLibrary(sid)) return false;
        this.stoppedAt.set(rr.rank, sid);
        return true;
      };
      this.release(r, true);
      r.stepping = true;
      w.runRank(r, 1);
      this.finishStep(r);
    }
    w.progress();
    if (w.outcome) { this.finishOrStop(); return; }
    if (w.ranks.every((x) => x.state === 'exited')) { w.outcome = { kind: 'exited', codes: w.ranks.map((x) => x.exitCode) }; this.finish(); return; }
    this.stop({ reason: 'step', rank: focus, badge: 'Stepped all ranks', description: 'Every runnable rank moved by one statement' });
  }

  // ------------------------------------------------------------------ group stepping
  /**
   * DDT's group stepping: only the ranks of `group` move, the others hold at their next
   * statement. `step`: each member runs to its next line; `continue`: members run until a
   * breakpoint; `runToLine`: each member runs until it reaches `target`. It ends when every
   * member has done so, is blocked (perhaps on a rank that holds) or has ended. Returns what is
   * wrong with the request, or undefined when it started.
   */
  runGroup(group: number[], action: 'step' | 'continue' | 'runToLine', target?: { source: string; line: number }): string | undefined {
    const w = this.world;
    if (!w || this.ended) return 'no program is running';
    if (this.running) return 'the program is running: group commands work while it is stopped';
    const members = new Set(group.filter((k) => Number.isInteger(k) && k >= 0 && k < w.ranks.length));
    if (!members.size) return `no rank of the group is in the job (ranks 0 to ${w.ranks.length - 1})`;
    let targets: Set<number> | undefined;
    let where = '';
    if (action === 'runToLine') {
      const file = target && this.bps.fileOf(target.source);
      const line = file && this.lines ? ins.resolveBreakpointLine(this.lines, file, target!.line) : undefined;
      if (!file || line === undefined) return `no statement of the program at ${target ? `${target.source}:${target.line}` : '(no line given)'}`;
      targets = new Set(ins.statementsOnLine(this.lines!, file, line));
      for (const sid of targets) this.prog!.bp[sid] = 1;
      where = `${file}:${line}`;
    }
    const arrived = new Set<number>();
    for (const r of w.ranks) {
      r.stepping = false;
      if (!members.has(r.rank)) {
        // Holds at its next statement boundary (a stopped rank already holds).
        r.hook = (rr, _F, sid) => { this.stoppedAt.set(rr.rank, sid); return true; };
        r.stepping = r.state !== 'stopped';
        continue;
      }
      const sid0 = this.stoppedAt.get(r.rank) ?? this.currentSid(r);
      if (targets && sid0 !== undefined && targets.has(sid0) && r.state === 'stopped') { arrived.add(r.rank); r.hook = this.hook; continue; }
      const top = ins.stackOf(r)[0];
      const depth0 = this.userDepth(r), line0 = top?.pos.line, file0 = top?.pos.file;
      r.hook = (rr, F, sid) => {
        if (targets?.has(sid)) { this.stoppedAt.set(rr.rank, sid); arrived.add(rr.rank); return true; }
        if (action === 'step' && !rr.current && !this.isLibrary(sid)) { // a group step moves each rank's main thread
          const pos = this.prog!.stmts[sid].pos, d = this.userDepth(rr);
          if (d < depth0 || (d === depth0 && (pos.line !== line0 || pos.file !== file0))) { this.stoppedAt.set(rr.rank, sid); arrived.add(rr.rank); return true; }
        }
        return this.prog!.bp[sid] !== 0 && !targets?.has(sid) && this.hook(rr, F, sid);
      };
      r.stepping = action === 'step';
      this.release(r, action === 'step');
    }
    const first = Math.min(...members);
    const cleanup = (): void => {
      for (const r of w.ranks) { r.hook = this.hook; r.stepping = false; }
      this.bps.rebuild();
    };
    this.pending = undefined;
    this.running = true;
    const gen = ++this.gen;
    const chunk = (): void => {
      if (gen !== this.gen) { cleanup(); return; }
      const t0 = Date.now();
      while (Date.now() - t0 < WORLD_CHUNK_MS) {
        if (w.outcome) { cleanup(); this.finishOrStop(); return; }
        if (this.pending) { cleanup(); this.stop(this.pending); return; }
        if (this.pauseRequested !== undefined) { cleanup(); this.stop({ reason: 'pause', rank: this.pauseRequested, badge: 'Paused', description: 'Paused: every rank is paused' }); return; }
        if (w.step() || w.progress()) continue;
        if (w.ranks.every((r) => r.state === 'exited')) { cleanup(); w.outcome = { kind: 'exited', codes: w.ranks.map((r) => r.exitCode) }; this.finishOrStop(); return; }
        cleanup();
        const ranks = [...members];
        const at = ranks.filter((k) => arrived.has(k));
        const rest = ranks.filter((k) => !arrived.has(k)).map((k) => `rank ${k} ${rankState(w, w.ranks[k], this.src).text}`);
        const what = action === 'runToLine' ? `at ${where}` : action === 'step' ? (at.length === 1 ? 'stepped to its next line' : 'stepped to their next lines') : 'stopped';
        const head = `Group ${rankList(ranks)}: ${at.length ? `${at.length === 1 ? 'rank' : 'ranks'} ${rankList(at)} ${what}` : `no rank ${what}`}`;
        this.stop({ reason: 'step', rank: at[0] ?? first, badge: action === 'runToLine' ? 'Ran to line' : action === 'step' ? 'Group step' : 'Group stopped', description: [head, ...rest.slice(0, 8), ...(rest.length > 8 ? [`${rest.length - 8} more`] : [])].join('; ') });
        return;
      }
      setImmediate(chunk);
    };
    setImmediate(chunk);
    return undefined;
  }

  // ------------------------------------------------------------------ reverse execution
  /** The statement a rank stands before (its innermost frame's position), if at a boundary. */
  private currentSid(r: RankProcess): number | undefined {
    const frames = r.stoppedFrames;
    const F = frames[frames.length - 1];
    return F && this.prog!.funcs[F.fn].labelStmt.get(F.pc);
  }
  private lineOf = (sid: number): string => {
    const p = this.prog!.stmts[sid]?.pos;
    return p ? `${p.file}:${p.line}` : '';
  };

  /**
   * stepBack: rewinds the whole world to the moment rank `rank` began the line it executed
   * before its current one (or the statement before, with granularity 'statement').
   */
  stepBack(rank: number, granularity: 'line' | 'statement' = 'line', thread = 0): void {
    this.rewinding(rank, () => this.stepBackNow(rank, granularity, thread));
  }

  /** A rewind that fails (an mpisim bug) leaves the world as it was and says so. */
  private rewinding(rank: number, f: () => void): void {
    try {
      f();
    } catch (e) {
      this.stop({ reason: 'step', rank, badge: 'Rewind failed', description: `mpisim could not rewind: ${(e as Error).message}` });
    }
  }

  private stepBackNow(rank: number, granularity: 'line' | 'statement', thread: number): void {
    const w = this.world;
    if (!w || !this.make || this.ended || this.running) return;
    const r = w.ranks[rank];
    if (!r) return;
    // The thread that steps back: the main thread, or one of the rank's POSIX threads.
    const ctx = thread ? threadOf(r, thread) : undefined;
    if (thread && !ctx) { this.stop({ reason: 'step', rank, description: `rank ${rank} has no thread ${thread} (it has ended)` }); return; }
    const frames = ctx?.frames ?? r.frames;
    const stoppedHere = r.state === 'stopped' && r.stoppedIn === ctx;
    const state = ctx ? ctx.state : r.mainState;
    const F = frames[frames.length - 1];
    const sid = (stoppedHere ? this.stoppedAt.get(rank) : undefined) ?? (F && this.prog!.funcs[F.fn].labelStmt.get(F.pc));
    const atBoundary = (stoppedHere || state === 'stopped' || state === 'preempted' || state === 'ready') && sid !== undefined && !this.isLibrary(sid);
    const m = this.redo('search', () => previousLine({
      make: this.make!, ops: w.journal!, rank, thread, atBoundary, depth: frames.length, line: sid === undefined ? '' : this.lineOf(sid),
      granularity, isUser: (s) => !this.isLibrary(s), lineOf: this.lineOf,
    }));
    const who = thread ? `rank ${rank} thread ${thread}` : `rank ${rank}`;
    if (!m || m.op < this.entryOp) {
      this.stop({ reason: 'step', rank, thread: thread || undefined, badge: 'Start of recording', description: `${who} is at the start of the recording: there is no earlier line to go back to` });
      return;
    }
    this.rewind(m, rank);
    const at = this.stoppedAt.get(rank);
    this.stop({ reason: 'step', rank, thread: thread || undefined, badge: 'Stepped back', description: `Stepped back: ${who} is at ${at === undefined ? 'its previous line' : this.lineOf(at)}; every rank, thread, queue and communicator is as it was then` });
  }

  /** reverseContinue: back to the latest breakpoint hit before now, or to the start of main. */
  reverseContinue(focus: number): void {
    this.rewinding(focus, () => this.reverseContinueNow(focus));
  }

  private reverseContinueNow(focus: number): void {
    const w = this.world;
    if (!w || !this.make || this.ended || this.running) return;
    const hit = this.redo('search', () => lastHit(this.make!, w.journal!, this.bps.counter(), this.bps.counted()));
    if (!hit || hit.op < this.entryOp) {
      this.rewind({ op: this.entryOp }, focus);
      this.stop({ reason: 'entry', rank: focus, badge: 'Start of recording', description: 'Reached the start of the recording: every rank is at the start of main' });
      return;
    }
    this.rewind(hit, hit.rank);
    const bp = this.bps.at(hit.sid)!;
    const who = hit.thread ? `rank ${hit.rank} thread ${hit.thread}` : `rank ${hit.rank}`;
    this.stop({ reason: bp.fn ? 'function breakpoint' : 'breakpoint', rank: hit.rank, thread: hit.thread || undefined, hitBreakpointIds: [bp.id], badge: 'Reversed to breakpoint', description: `Reversed to a breakpoint hit by ${who} at ${this.lineOf(hit.sid)}` });
  }

  /** Replaces the world by the journal redone to moment `m`; `rank` stands as if stopped there. */
  private rewind(m: Moment, rank: number): void {
    const old = this.world!;
    const written = this.written, writtenLines = this.writtenLines;
    this.written = new Map();
    this.writtenLines = new Map();
    let w: World;
    try {
      w = this.redo('rebuild', () => rebuild(this.make!, old.journal!, m));
    } catch (e) {
      this.written = written;
      this.writtenLines = writtenLines;
      throw e;
    }
    this.install(w);
    for (const r of w.ranks) {
      // Like after a stop, the focused rank does not hit a breakpoint on its statement at once.
      if (r.state === 'stopped' || (r.rank === rank && r.state === 'preempted')) {
        const sid = this.currentSid(r);
        r.state = 'stopped';
        if (sid !== undefined) this.stoppedAt.set(r.rank, sid);
      }
    }
  }

  /**
   * Puts a rebuilt or fresh world in place of the current one: hooks on its ranks, and thread
   * events for the ranks that live again, that are gone (spawned later) or that are new.
   */
  private install(w: World): void {
    const old = this.world!;
    this.world = w;
    this.stoppedAt.clear();
    for (const r of w.ranks) { r.hook = this.hook; r.stepping = false; }
    for (const k of [...this.exitReported]) {
      const r = w.ranks[k];
      if (r && r.state !== 'exited' && r.state !== 'faulted') { this.exitReported.delete(k); this.onRankStart(k); }
    }
    for (let k = w.ranks.length; k < old.ranks.length; k++) {
      if (!this.exitReported.has(k)) this.onRankExit(k);
      this.exitReported.delete(k);
    }
    for (let k = old.ranks.length; k < w.ranks.length; k++) this.onRankStart(k);
    this.reportedOutcome = false;
    this.lastException = undefined;
  }

  // ------------------------------------------------------------------ restart
  /** Starts the program again from the beginning (a fresh world); all of its output shows again. */
  restart(): void {
    const old = this.world;
    if (!old || !this.make) return;
    this.gen++;
    this.running = false;
    this.ended = false;
    this.pending = undefined;
    this.pauseRequested = undefined;
    this.flushOutput();
    this.written = new Map();
    this.shown = new Map();
    this.writtenLines = new Map();
    this.shownLines = new Map();
    this.bps.clearHits();
    this.install(this.make());
    this.start(this.stopOnEntry);
  }
  private stopOnEntry = false;

  // ------------------------------------------------------------------ changes by the user
  /** writeMemory: bytes into a rank's memory (checked like a store by the program), journalled. */
  writeMemory(rank: number, addr: number, bytes: Buffer): number {
    const write = (r: RankProcess): void => {
      r.m.range(addr, bytes.length, true);
      r.m.U8.set(bytes, addr);
    };
    write(this.rank(rank));
    this.changed(rank, 0, `${bytes.length} bytes at 0x${addr.toString(16)}`, (r) => write(r));
    return bytes.length;
  }

  /** Variables visible in a frame (locals, then globals), for debug-console completions. */
  namesInScope(rank: number, frame: number): { name: string; kind: 'variable' }[] {
    const r = this.rank(rank);
    const fi = this.frameInfo(rank, frame);
    const names = [...(fi ? ins.localsOf(r, fi) : []), ...ins.globalsOf(r, fi?.fn)].map((v) => v.name);
    return [...new Set(names)].map((name) => ({ name, kind: 'variable' as const }));
  }

  /** setVariable: assigns in a rank's frame, journalled so rewinds redo it. */
  assign(rank: number, frame: number, lvalue: string, value: string): ins.EvalResult {
    const res = ins.assign(this.rank(rank), this.frameInfo(rank, frame), lvalue, value);
    this.changed(rank, frame, `${lvalue} = ${value}`, (r, fi) => ins.assign(r, fi, lvalue, value));
    return res;
  }

  /** Evaluates in a rank's frame; side effects (the debug console allows them) are journalled. */
  evaluate(rank: number, frame: number, text: string, allowSideEffects: boolean): ins.EvalResult {
    const res = ins.evaluate(this.rank(rank), this.frameInfo(rank, frame), text, allowSideEffects);
    if (res.sideEffects) this.changed(rank, frame, text, (r, fi) => ins.evaluate(r, fi, text, true));
    return res;
  }

  private changed(rank: number, frame: number, what: string, redo: (r: RankProcess, fi: ins.StackFrameInfo | undefined) => void): void {
    this.world?.edited({
      k: 'edit', rank, what,
      apply: (r) => { showThreadOfFrame(r, frame); const st = ins.stackOf(r); redo(r, frameOfRank(r, frame) ?? st.find((f) => f.index === frame) ?? st[0]); },
    });
    // From here the run differs from the one the user saw: its output is new.
    for (const [k, v] of this.written) this.shown.set(k, v);
    for (const [k, v] of this.writtenLines) this.shownLines.set(k, v);
  }

  // ------------------------------------------------------------------ inspection
  threadNames(): string[] {
    if (!this.world) return [];
    const w = this.world;
    // A spawned process is named by its rank in its own MPI_COMM_WORLD and its process group.
    const name = (k: number): string => { const l = w.processLabel(k); return l.pg ? `rank ${l.rank} (spawned group ${l.pg})` : `rank ${k}`; };
    const memo = new Map();
    return w.ranks.map((r) => `${name(r.rank)} · ${rankState(w, r, this.src, memo).text}`);
  }

  stack(rank: number): ins.StackFrameInfo[] {
    const r = this.world?.ranks[rank];
    if (!r || r.frames.length === 0) return [];
    return ins.stackOf(r);
  }

  /** A frame of a rank or of one of its threads; that thread's thread-local objects are loaded. */
  frameInfo(rank: number, index: number): ins.StackFrameInfo | undefined {
    const r = this.world?.ranks[rank];
    if (r) showThreadOfFrame(r, index);
    return (r && frameOfRank(r, index)) ?? this.stack(rank).find((f) => f.index === index) ?? this.stack(rank)[0];
  }

  /**
   * Reads up to `count` bytes of rank memory at `addr`: the readable prefix, and how many bytes
   * after it could not be read (readMemory's unreadableBytes).
   */
  readMemory(rank: number, addr: number, count: number): { bytes: Buffer; unreadable: number } {
    const r = this.rank(rank);
    const out: number[] = [];
    let a = addr;
    const end = addr + count;
    for (; a < end; a++) {
      if (a < 0 || a > 0xffffffff) break;
      try { out.push(r.m.u8(a)); } catch { break; }
    }
    return { bytes: Buffer.from(out), unreadable: end - a };
  }

  /**
   * Data of the MPI views, for the custom requests (see ./views.ts). `rank` narrows a per-rank
   * view to that one rank, so a tree expanding one rank of 1024 moves little data.
   */
  view(kind: 'communicators' | 'contextIds' | 'queues' | 'processes' | 'waitForGraph' | 'status' | 'timeline', rank?: number): unknown {
    const w = this.world;
    if (!w) return kind === 'communicators' ? [] : {};
    switch (kind) {
      case 'communicators': return views.communicators(w, rank, this.src);
      case 'contextIds': return views.contextIds(w, rank);
      case 'queues': return views.queues(w, rank, this.src);
      case 'processes': return views.processes(w, rank);
      case 'waitForGraph': return views.waitForGraph(w, this.src);
      case 'status': return timeline.status(w, this.src);
      case 'timeline': return timeline.timeline(w);
    }
  }

}

/** A launch's `env` as strings (a configuration may write numbers or booleans). */
function stringValues(env: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env ?? {})) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}
