/**
 * The simulated world: every rank of the program, a deterministic scheduler and virtual time.
 * Ranks run in round-robin slices of a fixed number of statements, so the same program and
 * seed always interleave the same way. The MPI layer decides which calls block and wakes the
 * ranks it completes; when every live rank waits and nothing can progress, that is a deadlock.
 */
import type { InputSource } from './runtime/libc-posix';
import type { CompiledProgram } from './c/codegen';
import { RankProcess, type RankHost, type RankFault, type ThreadSet } from './runtime/rank';
import { PosixThreads, blockedThreads } from './runtime/threads';
import type { VA } from './runtime/libc';
import { MpiRuntime, type Blocked, type MpiOptions, type MpiNotice } from './mpi/runtime';
import { SECONDS_PER_STATEMENT } from './mpi/core/process';
import { formatPos } from './c/diagnostics';
import type { JournalOp, Schedule } from './journal-op';
import type { SpawnHost } from './mpi/runtime';
import type { Launch } from './launch';
import { DEFAULT_STACK } from './stack';
import { memoryLimits } from './limits';
import { Checkpoints, attachCheckpoints, type Snapshotted } from './checkpoint';
import type { MemoryLimits } from './runtime/memory';
import { Vfs } from './runtime/files/vfs';
import type { MappedLibc } from './runtime/libc-mman';

export interface WorldOptions {
  np: number;
  args?: string[];
  /** Bytes of stack per rank. */
  stackSize?: number;
  /** Statements a rank runs before the scheduler moves on. */
  slice?: number;
  env?: Record<string, string>;
  programName?: string;
  onOutput?: (rank: number, fd: number, text: string) => void;
  /** Misuse that MPICH lets pass (messages never received at MPI_Finalize...): a debugger may stop. */
  onNotice?: (n: MpiNotice) => void;
  mpi?: MpiOptions;
  /** Seed of the scheduler: which rank runs first and the slice lengths. Same seed, same run. */
  seed?: number;
  /** Keep a journal of everything that moves the world, so a debugger can rewind it (./journal.ts). */
  record?: boolean;
  /**
   * What MPI_Comm_spawn may reach (../sim/io.ts launchFor): programs for commands, working
   * directories, hostfiles. Without it only the running program can be spawned, and no directory.
   */
  launch?: Launch;
  /** Processes MPI_Comm_spawn added (their indexes), after they exist. */
  onSpawn?: (indexes: number[]) => void;
  /** Heap bytes each process may allocate (--memory); default: its share of the run's budget. */
  memory?: number;
  /** Host bytes the whole run may use (default: half the machine's memory, ./limits.ts). */
  memoryBudget?: number;
  /** Bytes the snapshots of a recorded run may take (./checkpoint.ts); 0: none. */
  snapshotLimit?: number;
  /** Fewest statements between two snapshots (default ./checkpoint.ts MIN_INTERVAL). */
  snapshotInterval?: number;
  /** Seconds runToEnd may take (MPIEXEC_TIMEOUT), of wall clock or of the processes' virtual clocks; none: no limit. */
  timeout?: number;
  /** Statements runToEnd may run in all (an explored schedule's budget): past it, a time-out. */
  statementLimit?: number;
  /**
   * The wall clock at virtual time 0, in seconds since 1970 (time(), gettimeofday...): the
   * launch's real time, chosen once so that every rebuild of the world sees the same clock.
   */
  epoch?: number;
  /** The launch's stdin, which rank 0 reads (the other ranks' is empty, as under Hydra). */
  stdin?: InputSource;
  /** True once the user interrupted the run (Ctrl-C): runToEnd throws RunInterrupted. */
  interrupted?: () => boolean;
}

/** The run was interrupted from outside (the CLI's SIGINT): its files still reach the disk. */
export class RunInterrupted extends Error {}

export type WorldOutcome =
  | { kind: 'exited'; codes: number[] }
  | { kind: 'fault'; rank: number; fault: RankFault; codes: number[] }
  | { kind: 'abort'; rank: number; code: number; message: string }
  | { kind: 'deadlock'; blocked: Blocked[]; message: string }
  /** MPIEXEC_TIMEOUT: the run did not finish within `seconds`; `message` says where each rank was. */
  | { kind: 'timeout'; seconds: number; message: string }
  /**
   * A process that called MPI_Init ended without MPI_Finalize: Hydra's proxy sees its PMI
   * connection close and kills the job's other processes (pmip_cb.c); mpiexec's status is the
   * process's own exit code, and Hydra prints nothing.
   */
  | { kind: 'cleanup'; rank: number; code: number; killed: number[] };

export { DEFAULT_STACK };

/**
 * Seconds from a process's exit without MPI_Finalize to Hydra killing the others: measured with
 * MPICH 4.0.2 here, processes that print 1 ms after the exit mostly do, 10 ms after mostly not.
 */
const HYDRA_CLEANUP_DELAY = 0.005;

/**
 * mpiexec's status when every process ended by itself: Hydra or's their statuses together
 * (its proxy's `exit_status |= ...`), so ranks exiting 6, 9 and 4 give 15 with mpiexec.mpich,
 * and says nothing of them.
 */
export function exitedStatus(codes: readonly number[]): number {
  return codes.reduce((all, c) => all | c, 0) & 255;
}

/** What mpisim says when a process ended without MPI_Finalize and took the job with it (Hydra says nothing). */
export function cleanupText(o: { rank: number; code: number; killed: number[] }): string {
  const killed = o.killed.length ? `; ${o.killed.length === 1 ? 'rank' : 'ranks'} ${o.killed.join(', ')} killed` : '';
  return `mpisim: rank ${o.rank} exited with status ${o.code} without calling MPI_Finalize: mpiexec ends the job there${killed} (exit status ${o.code})`;
}

/** The one-line report of a runtime fault: `file:line:col: runtime error: CAUSE (rank R)`. */
export function describeFault(rank: number, f: RankFault): string {
  return `${f.pos ? `${formatPos(f.pos)}: ` : ''}runtime error: ${f.kind}${f.detail ? `: ${f.detail}` : ''} (rank ${rank})`;
}

/**
 * Linux's 8 MiB stack for ordinary jobs; with many ranks, less per rank (at least 64 KiB) so
 * thousands of ranks fit in memory. --stack-size overrides it.
 */
export function defaultStackSize(np: number): number {
  if (np <= 64) return DEFAULT_STACK;
  let s = DEFAULT_STACK;
  while (s > 64 * 1024 && s * np > 256 * 1024 * 1024) s /= 2;
  return s;
}

export class World implements RankHost, SpawnHost, Snapshotted {
  readonly ranks: RankProcess[] = [];
  readonly mpi: MpiRuntime;
  env: Record<string, string>;
  private next = 0;
  private slice: number;
  /** The rank whose slice is in progress (-1: none) and what is left of it. */
  private cur = -1;
  private remaining = 0;
  outcome?: WorldOutcome;
  /** Everything that moved the world, in order, when recording (see ./journal.ts). */
  readonly journal?: JournalOp[];
  /** Stack bytes per rank: a program's data segment is placed after it, so spawned ranks share it. */
  private stack = DEFAULT_STACK;
  readonly memoryLimits: MemoryLimits;
  /** Times anything shared moved (MPI, output, exits, edits): see ./checkpoint.ts. */
  interactions = 0;
  /** Statements all ranks executed. */
  work = 0;
  /** Snapshots of the recorded run, when recording. */
  checkpoints?: Checkpoints;
  /**
   * The files the program sees: the launch's sandbox, with the run's changes kept in memory until
   * `files.commit()` writes them out (a rebuilt world starts again from the launch's files).
   */
  readonly files: Vfs;

  constructor(readonly prog: CompiledProgram, readonly opts: WorldOptions) {
    this.epoch = opts.epoch ?? Math.floor(Date.now() / 1000);
    this.files = new Vfs(opts.launch?.files);
    // The files are not in a rank's snapshot: their changes are interactions (see checkpoint.ts).
    this.files.onChange = () => this.interacted();
    this.env = { ...(opts.env ?? {}) };
    this.memoryLimits = memoryLimits(opts.np, opts.memory, opts.memoryBudget);
    this.slice = opts.slice ?? 20000;
    // The seed rotates the round-robin start; runs stay deterministic for a given seed.
    this.next = opts.seed ? opts.seed % Math.max(1, opts.np) : 0;
    this.mpi = new MpiRuntime(this, opts.mpi ?? {});
    if (opts.record) {
      this.journal = [];
      if (opts.snapshotLimit !== 0) attachCheckpoints(this.journal, (this.checkpoints = new Checkpoints(opts.snapshotLimit, opts.snapshotInterval)));
    }
    const stack = (this.stack = opts.stackSize ?? defaultStackSize(opts.np));
    // The heap's first reservation: pages untouched cost the host nothing, while each growth
    // copies the address space into a new buffer (and the dropped ones press the collector), so
    // up to 256 ranks reserve a MiB, as much as their stacks or less.
    const heap = opts.np > 256 ? 16 * 1024 : 1024 * 1024;
    for (let r = 0; r < opts.np; r++) {
      const p = new RankProcess(prog, r, this, stack, opts.programName ?? 'a.out', heap);
      this.ranks.push(p);
    }
    for (const p of this.ranks) { p.start(opts.args ?? []); this.afterRun(p); }
  }

  // ------------------------------------------------------------------ process groups
  get initialSize(): number { return this.opts.np; }
  get spawnHost(): SpawnHost { return this; }

  get cwd(): string { return this.opts.launch?.cwd ?? '/'; }
  resolveCommand(command: string, wdir?: string): { prog: CompiledProgram; programName: string } | { error: string } {
    if (this.opts.launch) return this.opts.launch.resolveCommand(command, wdir);
    const own = (this.opts.programName ?? 'a.out').replace(/^.*\//, '');
    return command.replace(/^.*\//, '').replace(/\.c$/, '') === own ? { prog: this.prog, programName: command } : { error: 'No such file or directory' };
  }
  directory(dir: string): string | { error: string } {
    return this.opts.launch ? this.opts.launch.directory(dir) : { error: `cannot change to directory ${dir}: this run grants no directories` };
  }
  readFile(file: string): string | { error: string } {
    return this.opts.launch ? this.opts.launch.readFile(file) : { error: `${file}: this run grants no files` };
  }
  exited(k: number): boolean { const s = this.ranks[k]?.state; return s === 'exited' || s === 'faulted'; }

  addProcesses(prog: CompiledProgram, programName: string, args: string[], n: number, cwd: string): number[] {
    const made: number[] = [];
    this.interacted();
    for (let k = 0; k < n; k++) {
      const p = new RankProcess(prog, this.ranks.length, this, this.stack, programName, 64 * 1024);
      this.ranks.push(p);
      this.cwds[p.rank] = cwd;
      p.start(args);
      this.afterRun(p);
      made.push(p.rank);
    }
    this.opts.onSpawn?.(made);
    return made;
  }
  /** Working directories of spawned processes (a spawn's wdir); the others run in the launch's. */
  private cwds: string[] = [];
  /** getcwd() of process k. */
  cwdOf(k: number): string { return this.cwds[k] ?? this.cwd; }
  sleep(rank: RankProcess, seconds: number): void {
    this.interacted();
    this.mpi.sleep(rank, seconds);
    // A sleeping process lets the others run (and may have slept past the moment Hydra's kill
    // arrives): its slice ends here.
    rank.yieldSoon();
    if (this.cur === rank.rank) this.remaining = 0;
  }
  /** gethostname() names the node, as MPI_Get_processor_name does. */
  hostnameOf(k: number): string { return this.mpi.processorName(k); }

  /** How output and reports name a process: its rank, and its process group when it was spawned. */
  processName(k: number): string {
    const id = this.mpi.procs[k]?.id;
    return id && id.pg > 0 ? `rank ${id.pgRank} of spawned group ${id.pg} (process ${k})` : `rank ${k}`;
  }
  /** Hydra's %r and %g for a process: its rank in its own MPI_COMM_WORLD and its process group. */
  processLabel(k: number): { rank: number; pg: number } {
    const g = this.mpi.pg.group(k);
    return { rank: g.pg === 0 ? k : g.members.indexOf(k), pg: g.pg };
  }

  // ------------------------------------------------------------------ RankHost
  makeThreads(r: RankProcess): ThreadSet { return new PosixThreads(r); }
  write(rank: number, fd: number, bytes: string): void {
    // Output counts: a rewind that skipped it could not tell the debugger what was shown.
    this.interacted();
    this.opts.onOutput?.(rank, fd, bytes);
  }
  sys(rank: RankProcess, name: string, args: unknown[], site: number, va: VA | undefined): boolean {
    this.interacted();
    return this.mpi.call(rank, name, args, site, va);
  }
  notice(n: MpiNotice): void {
    this.opts.onNotice?.(n);
  }
  now(rank: RankProcess): number {
    return this.mpi.clock(rank);
  }
  /** The wall clock at virtual time 0 (seconds since 1970). */
  readonly epoch: number;
  stdinFor(k: number): InputSource | undefined { return k === 0 ? this.opts.stdin : undefined; }
  traceCall(rank: RankProcess, name: string, what: 'enter' | 'leave'): void {
    this.mpi.traceCall(rank, name, what);
  }
  /**
   * Whether MPI may still write the process's memory (a mapping's view holds its stores back
   * meanwhile); asked through the process's C library, so no process carries a closure for it.
   */
  inMpi(r: RankProcess): boolean { return r.state === 'blocked' || r.coroutines.some((c) => !c.thread || c.mpi !== undefined); }
  sharedIoChanged(): void { for (const r of this.ranks) r.threads?.ioChanged(); }
  progressed(rank: RankProcess): void { this.mpi.hooks.wake?.(rank.rank); }

  /** Something shared moved: snapshots before now cannot stand in for the MPI state after. */
  private interacted(): void {
    this.interactions++;
  }

  get schedule(): Schedule { return { next: this.next, cur: this.cur, remaining: this.remaining }; }
  set schedule(s: Schedule) { this.next = s.next; this.cur = s.cur; this.remaining = s.remaining; }

  /** After an op of the recording world: a snapshot, if one is due. */
  private recorded(): void {
    this.checkpoints?.maybeTake(this, this.journal!.length);
  }

  // ------------------------------------------------------------------ scheduling
  private runnable(r: RankProcess): boolean {
    if (this.timeoutAt !== undefined && this.reachedTimeout.has(r.rank)) return false;
    return r.state === 'ready' || r.state === 'preempted' || (r.state === 'blocked' && r.hasRunnableCoroutine());
  }
  /**
   * runToEnd's MPIEXEC_TIMEOUT on the processes' virtual clocks. Hydra counts wall-clock seconds
   * of the real run, which these clocks model (MPI_Wtime reads them): a process whose clock
   * reaches the timeout runs no further, and once nothing below it can run the job ends timed
   * out. A program waiting on MPI_Wtime longer than the timeout is so ended as under mpiexec,
   * however fast the simulation runs, with every process having run up to the same moment, and
   * at the same statements in every run.
   */
  private timeoutAt?: number;
  private reachedTimeout = new Set<number>();

  /**
   * Runs the next runnable rank for (the rest of) its slice. Returns false when nothing can run.
   * A slice a debugger stop interrupts goes on where it stopped when the rank runs again, so
   * stops never change the interleaving: a debugged run is the run `mpisim run` makes.
   */
  step(): boolean {
    let r = this.cur >= 0 ? this.ranks[this.cur] : undefined;
    if (!r || this.remaining <= 0 || !this.runnable(r)) {
      r = undefined;
      const n = this.ranks.length;
      for (let k = 0; k < n; k++) {
        const c = this.ranks[(this.next + k) % n];
        if (this.runnable(c)) { r = c; this.next = (this.next + k + 1) % n; break; }
      }
      if (!r) { this.cur = -1; return false; }
      this.cur = r.rank;
      this.remaining = this.slice;
    }
    let budget = this.remaining;
    if (this.cleanup && !this.outcome) {
      // No statement past the moment Hydra's kill arrives.
      const left = Math.ceil((this.cleanup.deadline - this.mpi.clock(r)) / SECONDS_PER_STATEMENT - 1e-6);
      if (left <= 0) { this.kill(r); this.afterRun(r); this.cur = -1; return true; }
      budget = Math.min(budget, left);
    }
    if (this.timeoutAt !== undefined) {
      const left = Math.ceil((this.timeoutAt - this.mpi.clock(r)) / SECONDS_PER_STATEMENT - 1e-6);
      if (left <= 0) { this.reachedTimeout.add(r.rank); this.cur = -1; return true; }
      budget = Math.min(budget, left);
    }
    this.runSlice(r, budget);
    this.recorded();
    return true;
  }

  private runSlice(r: RankProcess, budget: number): void {
    const sched: Schedule | undefined = this.journal && { next: this.next, cur: this.cur, remaining: this.remaining };
    const t0 = r.ticks;
    r.run(budget);
    this.work += r.ticks - t0;
    this.sliceRan(r, t0);
    this.journal?.push({ k: 'run', rank: r.rank, end: r.ticks, sched, stopped: r.state === 'stopped' });
    this.afterRun(r);
  }

  /** Runs one rank out of turn (the debugger drives single ranks) and records what it led to. */
  runRank(r: RankProcess, budget: number): void {
    const t0 = r.ticks;
    r.run(budget);
    this.work += r.ticks - t0;
    this.journal?.push({ k: 'run', rank: r.rank, end: r.ticks, stopped: r.state === 'stopped' });
    this.afterRun(r);
    this.recorded();
  }

  /** Lets the MPI layer complete what it can (journalled: it moves the world). */
  progress(): boolean {
    this.interacted();
    this.journal?.push({ k: 'progress' });
    return this.mpi.progress();
  }

  /**
   * A rank the debugger had stopped may run again (journalled: the scheduler sees it); `skip`:
   * its stopped thread runs the statement it stands before without stopping there again.
   */
  release(r: RankProcess, skip = false): void {
    if (r.state !== 'stopped') return;
    r.release(skip);
    this.journal?.push({ k: 'release', rank: r.rank });
  }

  /** A debugger edit of a rank's memory is seen by the other processes that map the same bytes. */
  private editedMappings(r: RankProcess): void {
    const lib = r.lib as unknown as MappedLibc;
    lib.touchedMappings();
    lib.publishMappings();
  }

  /** Records a change the debugger made to a rank's memory (already applied), for replays. */
  edited(op: Extract<JournalOp, { k: 'edit' }>): void {
    this.interacted();
    this.editedMappings(this.ranks[op.rank]);
    this.journal?.push(op);
  }

  /**
   * Redoes one journalled operation on this (replaying) world; with `until`, runs the op's rank
   * only to that tick. Ranks must have no hook unless the caller observes them.
   */
  replay(op: JournalOp, until?: number): void {
    if (op.k === 'progress') { this.interacted(); this.mpi.progress(); return; }
    if (op.k === 'edit') { this.interacted(); op.apply(this.ranks[op.rank]); this.editedMappings(this.ranks[op.rank]); return; }
    if (op.k === 'release') { this.ranks[op.rank].release(false); return; }
    const r = this.ranks[op.rank];
    const end = until ?? op.end;
    const t0 = r.ticks;
    if (op.sched) { this.next = op.sched.next; this.cur = op.sched.cur; this.remaining = op.sched.remaining; }
    // Even a zero-tick run matters: it finishes the statement a wake-up left half done.
    r.run(end - t0);
    this.work += r.ticks - t0;
    // At a statement boundary, a rank the debugger had stopped stays stopped (it is not due to
    // stop at that statement again), and one the budget preempted stays preempted.
    r.settle(!!op.stopped && until === undefined, until !== undefined);
    if (op.sched) {
      if (until === undefined) this.sliceRan(r, t0);
      else this.remaining -= r.ticks - t0;
    }
    this.afterRun(r);
  }

  /** Charges a slice's statements; the slice ends when spent or when its rank cannot go on. */
  private sliceRan(r: RankProcess, t0: number): void {
    this.remaining -= r.ticks - t0;
    // Every thread of the process polls MPI in vain (RankProcess.pollIdle): the other processes
    // run, and its clock moves on by the rest of the slice, the time its threads would have spun.
    if (r.takeIdle()) {
      if (this.remaining > 0) this.mpi.sleep(r, this.remaining * SECONDS_PER_STATEMENT);
      this.remaining = 0;
    }
    if (this.remaining <= 0 || (r.state !== 'stopped' && r.state !== 'preempted')) this.cur = -1;
  }

  /** Records a rank's exit or fault after it ran (faults end the job, exits release waiters). */
  afterRun(r: RankProcess): void {
    // Its stores into shared file mappings are seen by the others before any of them runs.
    (r.lib as unknown as MappedLibc).publishMappings();
    // A nonblocking collective's coroutine may finish (and complete its request) in any slice;
    // POSIX threads are the process's own computation (their MPI calls are interactions).
    if (r.state === 'exited' || r.state === 'faulted' || (r.coroutines.length !== 0 && r.coroutines.some((c) => !c.thread))) this.interacted();
    if (r.state === 'faulted' && !this.outcome) {
      this.outcome = { kind: 'fault', rank: r.rank, fault: r.fault!, codes: this.ranks.map((x) => x.exitCode) };
    }
    if (r.state === 'exited') {
      const p = this.mpi.procs[r.rank];
      if (p?.initialized && !p.finalized && !this.cleanup && !this.outcome) {
        this.cleanup = { rank: r.rank, code: r.exitCode & 255, deadline: this.mpi.clock(r) + HYDRA_CLEANUP_DELAY, killed: [] };
      }
      this.mpi.rankExited(r);
    }
    if (!this.cleanup || this.outcome) return;
    // Hydra's kill reaches the others a few milliseconds after the exit: a rank whose clock has
    // passed that moment is killed where it stands.
    if (r.state !== 'exited' && r.state !== 'faulted' && this.mpi.clock(r) >= this.cleanup.deadline) this.kill(r);
    if (this.ranks.every((x) => x.state === 'exited' || x.state === 'faulted')) this.endCleanup();
  }

  /** A process's exit without MPI_Finalize, pending Hydra's kill of the others. */
  private cleanup?: { rank: number; code: number; deadline: number; killed: number[] };
  private kill(r: RankProcess): void {
    this.interacted();
    r.state = 'exited';
    this.cleanup!.killed.push(r.rank);
  }
  /**
   * When nothing can run any more: a process that exited without MPI_Finalize ends the job (the
   * others are killed wherever they wait) rather than a deadlock. Returns whether it did.
   */
  endCleanup(): boolean {
    const c = this.cleanup;
    if (!c) return false;
    if (this.outcome) return this.outcome.kind === 'cleanup';
    for (const x of this.ranks) if (x.state !== 'exited' && x.state !== 'faulted') this.kill(x);
    this.outcome = { kind: 'cleanup', rank: c.rank, code: c.code, killed: c.killed.sort((a, b) => a - b) };
    return true;
  }

  /** Runs everything to the end: all ranks exit, one faults or aborts, a deadlock, or the time-out. */
  runToEnd(): WorldOutcome {
    const deadline = this.opts.timeout ? Date.now() + this.opts.timeout * 1000 : Infinity;
    // The wall-clock deadline stays, for simulations slower than the run they model.
    if (this.opts.timeout) this.timeoutAt = this.opts.timeout;
    const limit = this.opts.statementLimit ?? Infinity;
    // The clock and the interrupt flag are read every 64 slices: a ping-pong switches ranks at
    // every message, and Date.now() was a tenth of its switch.
    for (let n = 0; !this.outcome; n++) {
      if ((n & 63) === 0) {
        if (Date.now() > deadline) { this.timedOut(this.opts.timeout ?? 0); break; }
        if (this.opts.interrupted?.()) throw new RunInterrupted('interrupted');
      }
      if (this.work > limit) { this.timedOut(this.opts.timeout ?? 0); break; }
      if (this.step()) continue;
      if (this.ranks.every((r) => r.state === 'exited')) {
        this.outcome = { kind: 'exited', codes: this.ranks.map((r) => r.exitCode) };
        break;
      }
      // Something is blocked and nothing runs: let the MPI layer try to make progress once more.
      if (this.progress() && (!this.reachedTimeout.size || this.ranks.some((r) => this.runnable(r)))) continue;
      if (this.endCleanup()) break;
      if (this.reachedTimeout.size) { this.timedOut(this.opts.timeout ?? 0); break; }
      const blocked = this.mpi.blockedRanks();
      this.outcome = { kind: 'deadlock', blocked, message: this.describeDeadlock(blocked) };
    }
    return this.outcome!;
  }

  /** Ends the run as Hydra's MPIEXEC_TIMEOUT does, saying where each process was. */
  timedOut(seconds: number): void {
    if (this.outcome) return;
    this.outcome = { kind: 'timeout', seconds, message: this.whereabouts().join('\n') };
  }

  /** One line per process: running (at its statement), blocked in a call, or how it ended. */
  whereabouts(): string[] {
    return this.ranks.map((r) => {
      const name = this.processName(r.rank);
      const pos = r.currentPos();
      const at = pos ? ` at ${formatPos(pos)}` : '';
      switch (r.state) {
        case 'exited': return `  ${name} has exited (status ${r.exitCode})`;
        case 'faulted': return `  ${name} faulted${at}`;
        case 'blocked': {
          const w = r.waitingFor;
          const wpos = w && w.site >= 0 ? r.prog.sites[w.site] : pos;
          return `  ${name} blocked in ${w ? `${w.call}(${w.detail})` : 'a call'}${wpos ? ` at ${formatPos(wpos)}` : ''}`;
        }
        default: return `  ${name} running${at}${r.frames.length > 1 ? ` (${r.frames.length} frames deep, in ${this.prog.funcs[r.frames[r.frames.length - 1].fn].name})` : ''}`;
      }
    });
  }

  abort(rank: number, code: number, message: string): void {
    this.interacted();
    if (!this.outcome) this.outcome = { kind: 'abort', rank, code, message };
    for (const r of this.ranks) if (r.state !== 'exited' && r.state !== 'faulted') r.state = 'exited';
  }

  /** The wait-for graph as text: each blocked rank, its call, arguments, file:line and whom it waits for. */
  describeDeadlock(blocked: Blocked[]): string {
    const lines = ['deadlock: no rank can make progress'];
    for (const b of blocked) {
      lines.push(`  ${this.processName(b.rank)} blocked in ${b.call}(${b.detail}) at ${b.pos ? formatPos(b.pos) : '?'}${b.waitsFor.length ? ` waiting for ${b.waitsFor.map((k, i) => (i ? this.processName(k).replace(/^rank /, '') : this.processName(k))).join(', ')}` : ''}`);
      for (const t of blockedThreads(this.ranks[b.rank])) lines.push(`    thread ${t.thread} blocked in ${t.call}(${t.detail}) at ${t.pos ? formatPos(t.pos) : '?'}`);
    }
    for (const r of this.ranks) if (r.state === 'exited') lines.push(`  ${this.processName(r.rank)} has exited`);
    for (const n of this.mpi.nearMisses()) lines.push(`  ${n.text}`);
    return lines.join('\n');
  }
}
