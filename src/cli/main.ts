/**
 * The `mpisim` command: run an MPI C program on the simulator, like `mpiexec -n N ./prog`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { workerData } from 'node:worker_threads';
import { World, RunInterrupted, cleanupText, exitedStatus, defaultStackSize, describeFault, type WorldOutcome, type WorldOptions } from '../sim/world';
import { RankLines, loadProgram, launchFor, programEnvironment, streamInput } from '../sim/io';
import { formatDiagnostics } from '../sim/c/diagnostics';
import { isLayoutName, hex16, type LayoutName } from '../sim/mpi/contextId';
import { exportRun, readArchive, TraceFormatError } from '../trace';
import { showJson, showText } from '../trace/show';
import { parseSize, timeoutFromEnv } from '../sim/limits';
import { cc } from './cc';
import { allChecks, parseCheckList, repeatsLine, type CheckName, type Finding } from '../sim/mpi/check/findings';
import { explore, formatReport, raceLine, DEFAULT_EXPLORE_LIMIT } from '../sim/explore/explore';
import { decodeToken, TokenError, type Schedule } from '../sim/explore/token';
import { unmetText } from '../sim/explore/replay';
import type { WildcardOptions } from '../sim/mpi/core/wildcards';
import { isCStandard } from '../sim/c/pp-predefined';

const MAIN_HELP = `mpisim — run MPI programs written in C on a deterministic simulator of MPICH

Usage:
  mpisim run [options] <file.c>... [program args...]   run a program (like mpiexec)
  mpisim cc [mpicc options] <file>...                  compile and link for mpisim (make CC="mpisim cc")
  mpisim trace show [--json] <traces.otf2>             messages of an OTF2 trace, matched
  mpisim --help                                        this text
  mpisim run --help                                    options of run
  mpisim --version                                     version

Exit status: 0 when every rank returned 0; the rank's status when one exited non-zero;
128+signal when a rank faulted (139 memory fault or stack overflow, 136 division by zero,
134 abort); 1 when the program does not compile; 2 for a wrong command; 3 for a deadlock;
4 when the run ended well but the checks found MPI usage errors (mpisim run --help);
255 when --timeout (MPIEXEC_TIMEOUT) ended the run; 137 when the simulator ran out of memory.
`;

const RUN_HELP = `Usage: mpisim run [options] <file.c>... [program args...]

Compiles the program (C99 with gcc's x86-64 semantics, built-in mpi.h and libc headers): the
leading operands naming .c files are its translation units, linked as ld links them; every
operand after them is the program's. Runs it with N ranks on the simulator. Output of each
rank goes to mpisim's stdout/stderr.

Options:
  -n, --np <N>                number of ranks (default 1)
  -l, --label                 prefix each output line with "[rank] " (as mpiexec -l)
  --outfile-pattern <pat>     write each rank's stdout to its own file; %r is the rank
                              (in its own MPI_COMM_WORLD), %g the process group (0, or
                              1, 2... for processes started by MPI_Comm_spawn)
  --errfile-pattern <pat>     write each rank's stderr to its own file; %r and %g as above
  -D <NAME[=VALUE]>           define a preprocessor macro (also -DNAME=VALUE)
  -I <dir>                    add a directory to search for #include "..."
  -fopenmp                    compile the OpenMP directives (gcc 12's OpenMP 4.5, _OPENMP 201511)
                              and link the OpenMP runtime; a team has OMP_NUM_THREADS threads
                              (default 1: each simulated process has one processor)
  -fcommon                    tentative definitions ('int x;' in two files) are common symbols
                              the link merges, as gcc before 10; -fno-common is the default
  --stack-size <bytes>        stack per rank (default 8388608, as Linux's default ulimit;
                              with more than 64 ranks less, down to 65536, to fit many ranks)
  --eager-limit <bytes>       largest message sent eagerly (default 8255, measured on MPICH 4.0.2);
                              larger standard sends wait for the matching receive (rendezvous)
  --context-id-layout <name>  mpich (default, current MPICH), mpich-ch3 (ICOMM_WORLD reserved,
                              MPICH <= 4.3 ch3) or mpich2 (the legacy 2-bit-suffix layout)
  --ranks-per-node <k>        node layout for MPI_Comm_split_type(SHARED) and MPICH's node
                              sub-communicators (default: all ranks on one node)
  --seed <s>                  seed of the deterministic scheduler (default 0)
  --epoch <seconds>           the wall clock (time(), gettimeofday) at the start, in seconds
                              since 1970 (default: now); it advances with virtual time
  --log-comms <pattern>       per rank (%r, %g), one line per communicator handle the rank obtains:
                              "<MPI function> context_id=0x01f0 recvcontext_id=0x01f0 size=<n> rank=<r>"
  --trace <dir>               write an OTF2 trace of the run: <dir>/traces.otf2, traces.def and
                              traces/<rank>.evt|.def (MPI calls, messages, collectives; 1 tick = 1 ns)
  --timeout <seconds>         end a run that has not finished after this many seconds, of wall clock
                              or of a rank's virtual clock (MPI_Wtime: a program waiting on it is
                              ended at the same point in every run), as MPIEXEC_TIMEOUT (also read
                              from the environment) ends an mpiexec job: Hydra's "APPLICATION TIMED
                              OUT" on stdout, where each rank was, exit status 255; compiling C
                              sources is bounded by it too (by 10 s at least)
  --memory <size>             heap limit of each process (512m, 2g, bytes...), after which malloc,
                              calloc and realloc return NULL; default: its share of half the
                              machine's memory, which the whole run never exceeds
  --check <list>              the MPI usage checks to run, by name, comma-separated (default: all):
                              type-matching (signatures of a message's send and receive, of a
                              collective's ranks), collective-matching (operators), pending-buffer
                              (the program writes a buffer a pending nonblocking, persistent or
                              one-sided operation owns), buffer-overlap, invalid-buffer (a window
                              over NULL or memory not the program's), invalid-argument (what the
                              standard forbids and MPICH takes: a negative colour in
                              MPI_Comm_split), leak (handles alive at
                              MPI_Finalize), request-lifecycle, rma-race (two accesses to the
                              same bytes of a window, one a put or a store, that no
                              synchronization orders), unmatched-send (a message never
                              received before its receiver's MPI_Finalize), call-ordering (a
                              message sent after a collective call and waited for before it: a
                              deadlock if the collective synchronizes). Each finding is a line
                              "mpisim: <check>: <what>" on the rank's stderr; the run goes on, and
                              ends with status 4 if it would otherwise have ended with 0
  --no-check                  run no usage check
  --explore                   run the program again for every other match its wildcard receives
                              and probes (MPI_ANY_SOURCE) could make, as ISP's POE does, and report
                              each schedule that deadlocks, faults, fails a usage check, exits
                              with an error or prints other output than the first run, with a
                              replay token. Exit status: 0 when none is reported, else the first
                              reported schedule's (5 when it only prints something else)
  --explore-limit <N>         runs --explore may make (default ${DEFAULT_EXPLORE_LIMIT}); it says when the limit cut the search
  --replay <token>            run the schedule a token of --explore names: its wildcard matches
                              are imposed (same -n and options as the exploring run)
  --argv0 <name>              the program's argv[0] (default: the program as named here); an
                              executable of mpisim cc passes on what it was run as
  --allow-read <dir>          let the program read files below <dir> too (it reads and writes
                              below the directory it is launched from, nothing else: any other
                              path fails with EACCES and a line on stderr); repeatable
  --allow-write <dir>         let the program read and write files below <dir> too; repeatable.
                              Files the program writes reach the disk when the run ends
  -genv <name> <value>        set an environment variable of the program (also -env); the program
                              sees only the locale's and OpenMP's variables of mpisim's
                              environment unless granted: -genvlist <a,b,...> passes those named,
                              -genvall all of them, -genvnone not even the locale's and OpenMP's
  -h, --help                  this text
`;

/** Program output is bytes (latin1 strings); mpisim's own messages are text (UTF-8). */
export interface CliIO {
  stdout: (bytes: string) => void;
  stderr: (bytes: string) => void;
  message: (text: string) => void;
  text: (text: string) => void;
  cwd: string;
  /**
   * Told when compiling starts under a time-out and when it ends: compiling is synchronous on the
   * command's thread, so only another thread (bin/mpisim.js's main thread) can end it in time.
   */
  compiling?: (timeoutSeconds: number | undefined, files: string[]) => void;
  compiled?: () => void;
}

const defaultIO: CliIO = {
  stdout: (s) => process.stdout.write(Buffer.from(s, 'latin1')),
  stderr: (s) => process.stderr.write(Buffer.from(s, 'latin1')),
  message: (s) => process.stderr.write(s),
  text: (s) => process.stdout.write(s),
  cwd: process.cwd(),
};

/**
 * Writes straight to file descriptors 1 and 2, synchronously: the command runs on a worker
 * thread (bin/mpisim.js), whose process.stdout would route every byte through the main thread.
 * A closed pipe (`mpisim run ... | head`) ends the output quietly, as with other Unix tools.
 */
export function fdIO(cwd: string): CliIO {
  let closed = false;
  const write = (fd: number, buf: Buffer): void => {
    let off = 0;
    while (off < buf.length && !closed) {
      try {
        off += fs.writeSync(fd, buf, off);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2); continue; }
        if (code === 'EPIPE') { closed = true; return; }
        throw e;
      }
    }
  };
  return {
    stdout: (s) => write(1, Buffer.from(s, 'latin1')),
    stderr: (s) => write(2, Buffer.from(s, 'latin1')),
    message: (s) => write(2, Buffer.from(s, 'utf8')),
    text: (s) => write(1, Buffer.from(s, 'utf8')),
    cwd,
  };
}

class UsageError extends Error {}

interface RunOptions {
  np: number;
  label: boolean;
  outfile?: string;
  errfile?: string;
  defines: Record<string, string>;
  includeDirs: string[];
  allowRead: string[];
  allowWrite: string[];
  /** -fopenmp, as gcc's */
  openmp?: boolean;
  /** -fcommon / -fno-common (the default), as gcc's */
  common?: boolean;
  /** -std=, -ansi: as gcc's */
  std?: string;
  stackSize?: number;
  eagerLimit?: number;
  layout?: LayoutName;
  ranksPerNode?: number;
  seed?: number;
  /** The wall clock at the start, in seconds since 1970 (default: now). */
  epoch?: number;
  logComms?: string;
  trace?: string;
  timeout?: number;
  memory?: number;
  /** The usage checks to run (default: all of them). */
  checks: Set<CheckName>;
  explore: boolean;
  exploreLimit: number;
  replay?: string;
  /** argv[0] of the program (an executable's launcher passes on what it was run as). */
  argv0?: string;
  /** Hydra's environment options: variables set (-genv), host variables passed by name (-genvlist), all of them (-genvall), none by default (-genvnone). */
  envSet: Record<string, string>;
  envList: string[];
  envAll: boolean;
  envNone: boolean;
  /** argv's index of the program: options before, the program and its arguments from there. */
  programAt: number;
  program: string;
  /** Further translation units after the first (`mpisim run a.c b.c`). */
  more: string[];
  args: string[];
}

/**
 * The program's environment. Hydra passes the whole of mpiexec's; a simulated program sees only
 * the locale's and OpenMP's variables unless the command grants more (README's Sandbox), with
 * Hydra's own options: -genvall (everything), -genvlist (by name), -genv (a value), -genvnone
 * (not even the locale's and OpenMP's).
 */
function runEnvironment(o: RunOptions, host: NodeJS.ProcessEnv): Record<string, string> {
  const env: Record<string, string> = o.envNone ? {} : programEnvironment(host);
  if (o.envAll) for (const [k, v] of Object.entries(host)) if (v !== undefined) env[k] = v;
  for (const k of o.envList) if (host[k] !== undefined) env[k] = host[k]!;
  return Object.assign(env, o.envSet);
}

function parseRunArgs(argv: string[]): RunOptions | 'help' {
  const o: RunOptions = { np: 1, label: false, defines: {}, includeDirs: [], checks: allChecks(), explore: false, exploreLimit: DEFAULT_EXPLORE_LIMIT, programAt: 0, allowRead: [], allowWrite: [], program: '', more: [], args: [], envSet: {}, envList: [], envAll: false, envNone: false };
  let i = 0;
  const value = (flag: string): string => {
    const v = argv[++i];
    if (v === undefined) throw new UsageError(`option ${flag} needs a value`);
    return v;
  };
  const int = (flag: string, v: string, min: number): number => {
    if (!/^\d+$/.test(v) || Number(v) < min) throw new UsageError(`option ${flag} needs an integer >= ${min}, got '${v}'`);
    return Number(v);
  };
  const define = (d: string): void => {
    const eq = d.indexOf('=');
    const name = eq < 0 ? d : d.slice(0, eq);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new UsageError(`-D needs a macro name, got '${d}'`);
    o.defines[name] = eq < 0 ? '1' : d.slice(eq + 1);
  };
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (o.program) {
      // The leading operands naming C files are the program's translation units, the rest its arguments.
      if (!o.args.length && /\.[coa]$/.test(a)) o.more.push(a);
      else o.args.push(a);
      continue;
    }
    if (a === '-h' || a === '--help') return 'help';
    else if (a === '-n' || a === '--np' || a === '-np') o.np = int(a, value(a), 1);
    else if (a.startsWith('--np=')) o.np = int('--np', a.slice(5), 1);
    else if (a === '-l' || a === '--label' || a === '-prepend-rank') o.label = true;
    else if (a === '--outfile-pattern' || a === '-outfile-pattern') o.outfile = value(a);
    else if (a === '--errfile-pattern' || a === '-errfile-pattern') o.errfile = value(a);
    else if (a === '-D') define(value(a));
    else if (a.startsWith('-D')) define(a.slice(2));
    else if (a === '-I') o.includeDirs.push(value(a));
    else if (a.startsWith('-I')) o.includeDirs.push(a.slice(2));
    else if (a === '-fopenmp') o.openmp = true;
    else if (a === '-fcommon' || a === '-fno-common') o.common = a === '-fcommon';
    else if (a.startsWith('-std=') || a === '-ansi') {
      o.std = a === '-ansi' ? 'ansi' : a.slice(5);
      if (!isCStandard(o.std)) throw new UsageError(`unrecognized command-line option '${a}' (gcc's C standards: c89, c99, c11, c17, c2x, gnu89 ... gnu2x, iso9899:1999 ...)`);
    }
    else if (a === '-genv' || a === '-env') {
      const name = value(a);
      if (!/^[^=\s]+$/.test(name)) throw new UsageError(`${a} needs a variable's name and its value, got '${name}'`);
      o.envSet[name] = value(a);
    } else if (a === '-genvlist' || a === '-envlist') o.envList.push(...value(a).split(',').filter(Boolean));
    else if (a === '-genvall' || a === '-envall') o.envAll = true;
    else if (a === '-genvnone' || a === '-envnone') o.envNone = true;
    else if (a === '--allow-read') o.allowRead.push(value(a));
    else if (a === '--allow-write') o.allowWrite.push(value(a));
    else if (a === '--stack-size') o.stackSize = int(a, value(a), 65536);
    else if (a === '--eager-limit') o.eagerLimit = int(a, value(a), 0);
    else if (a === '--context-id-layout') {
      const v = value(a);
      if (!isLayoutName(v)) throw new UsageError(`--context-id-layout must be mpich, mpich-ch3 or mpich2, got '${v}'`);
      o.layout = v;
    } else if (a === '--ranks-per-node') o.ranksPerNode = int(a, value(a), 1);
    else if (a === '--seed') o.seed = int(a, value(a), 0);
    else if (a === '--epoch') o.epoch = int(a, value(a), 0);
    else if (a === '--log-comms') o.logComms = value(a);
    else if (a === '--trace') o.trace = value(a);
    else if (a === '--timeout') o.timeout = int(a, value(a), 1);
    else if (a === '--memory') {
      const v = value(a);
      const n = parseSize(v);
      if (n === undefined || n < 4096) throw new UsageError(`--memory needs a size of at least 4k (bytes, or with k, m, g: 512m, 2g), got '${v}'`);
      o.memory = n;
    }
    else if (a === '--check') {
      try { o.checks = parseCheckList(value(a)); } catch (e) { throw new UsageError(`--check: ${(e as Error).message}`); }
    } else if (a === '--no-check') o.checks = new Set();
    else if (a === '--explore') o.explore = true;
    else if (a === '--explore-limit') o.exploreLimit = int(a, value(a), 1);
    else if (a === '--replay') o.replay = value(a);
    // What the shell gave the executable as argv[0] (its launcher passes it on: found through PATH, a bare name).
    else if (a === '--argv0') o.argv0 = value(a);
    else if (a === '--') { o.programAt = i + 1; o.program = argv[++i] ?? ''; }
    else if (a.startsWith('-')) throw new UsageError(`unknown option '${a}' (see mpisim run --help)`);
    else { o.programAt = i; o.program = a; }
  }
  if (!o.program) throw new UsageError('no program given: mpisim run [options] <program.c> [args...]');
  if (o.explore && o.replay !== undefined) throw new UsageError('--explore and --replay do not go together: --replay runs one schedule --explore found');
  return o;
}

/**
 * The flag bin/mpisim.js raises on SIGINT/SIGTERM (shared with this worker thread): the running
 * world ends at its next slice, and the program's files are still written out.
 */
const interruptSignal = (): number => { const flag = (workerData as { interrupt?: Int32Array } | undefined)?.interrupt; return flag ? Atomics.load(flag, 0) : 0; };
function interruptFlag(): (() => boolean) | undefined {
  return (workerData as { interrupt?: Int32Array } | undefined)?.interrupt ? () => interruptSignal() !== 0 : undefined;
}

/** Per-rank line buffering, so labels get whole lines. */
class RankStreams {
  private lines = new RankLines((k, fd, text, continues) => this.emit(k, fd, text, continues));
  private files: PatternFiles;
  /** Hydra's %r and %g of a process (its rank in its own MPI_COMM_WORLD, its process group). */
  label: (k: number) => { rank: number; pg: number } = (k) => ({ rank: k, pg: 0 });
  constructor(private o: RunOptions, private io: CliIO) { this.files = new PatternFiles(io.cwd); }

  write(k: number, fd: number, text: string): void {
    const pattern = fd === 1 ? this.o.outfile : this.o.errfile;
    // As Hydra: a spawned process's %r is its rank in its own group, so without %g the
    // children's output joins the file of the parent with the same rank.
    if (pattern) { this.files.write(pattern, this.label(k), text); return; }
    // Without labels Hydra hands on the bytes as they come, a line's start before its end.
    if (!this.o.label) { (fd === 1 ? this.io.stdout : this.io.stderr)(text); return; }
    this.lines.write(k, fd, text);
  }
  private emit(k: number, fd: number, text: string, continues: boolean): void {
    const out = this.o.label ? text.replace(continues ? /(?<=\n)(?=.)/g : /^(?=.)/gm, `[${this.label(k).rank}] `) : text;
    (fd === 1 ? this.io.stdout : this.io.stderr)(out);
  }
  close(): void {
    this.lines.flush();
    this.files.close();
  }
}

/** Files named by a pattern with Hydra's %r (rank) and %g (process group), each opened once. */
class PatternFiles {
  private open = new Map<string, number>();
  constructor(private cwd: string) {}
  write(pattern: string, l: { rank: number; pg: number }, text: string): void {
    const file = pattern.replace(/%r/g, String(l.rank)).replace(/%g/g, String(l.pg));
    let h = this.open.get(file);
    if (h === undefined) { h = fs.openSync(path.resolve(this.cwd, file), 'w'); this.open.set(file, h); }
    fs.writeSync(h, Buffer.from(text, 'latin1'));
  }
  close(): void {
    for (const h of this.open.values()) fs.closeSync(h);
    this.open.clear();
  }
}

export async function run(argv: string[], io: CliIO = defaultIO): Promise<number> {
  let o: RunOptions | 'help';
  try {
    o = parseRunArgs(argv);
  } catch (e) {
    if (e instanceof UsageError) { io.message(`mpisim run: ${e.message}\n`); return 2; }
    throw e;
  }
  if (o === 'help') { io.text(RUN_HELP); return 0; }
  let schedule: Schedule | undefined;
  if (o.replay !== undefined) {
    try { schedule = decodeToken(o.replay); } catch (e) {
      if (e instanceof TokenError) { io.message(`mpisim run: --replay: ${e.message}\n`); return 2; }
      throw e;
    }
    if (schedule.np !== o.np) { io.message(`mpisim run: --replay: the token is a schedule of ${schedule.np} rank${schedule.np === 1 ? '' : 's'}, this run has ${o.np} (run it with -n ${schedule.np})\n`); return 2; }
  }
  const timeout = o.timeout ?? timeoutFromEnv();
  const loadOptions = {
    program: o.program, more: o.more, cache: true, cwd: io.cwd, defines: o.defines, includeDirs: o.includeDirs, stackSize: o.stackSize ?? defaultStackSize(o.np), allowRead: o.allowRead, allowWrite: o.allowWrite,
    openmp: o.openmp, common: o.common, std: o.std, onCompiling: (sources: string[]) => io.compiling?.(timeout, sources), onCompiled: () => io.compiled?.(),
  };
  const loaded = loadProgram(loadOptions);
  if ('failure' in loaded) {
    io.message(loaded.message + '\n');
    return loaded.failure === 'compile' ? 1 : 2;
  }
  const prog = loaded.prog;
  if (prog.warnings?.length) io.message(formatDiagnostics(prog.warnings).join('\n') + '\n');
  const launch = launchFor(loadOptions, prog);
  const options = (onOutput: WorldOptions['onOutput'], wildcards?: WildcardOptions): WorldOptions => ({
    np: o.np,
    args: o.args,
    stackSize: o.stackSize ?? defaultStackSize(o.np),
    seed: o.seed,
    memory: o.memory,
    timeout,
    epoch: o.epoch,
    interrupted: interruptFlag(),
    // An executable's argv[0] is the operand as typed, as mpiexec passes it; a source's, the
    // `./name` its mpicc-built executable would be run as.
    programName: o.argv0 !== undefined ? o.argv0 : o.program.endsWith('.c') ? './' + path.basename(o.program).replace(/\.c$/, '') : o.program,
    env: runEnvironment(o, process.env),
    onOutput,
    launch,
    mpi: { eagerLimit: o.eagerLimit, layout: o.layout, ranksPerNode: o.ranksPerNode, eventLog: o.trace !== undefined, checks: o.checks, wildcards },
  });
  if (o.explore) {
    try {
      // Each schedule's files stay in memory: exploring writes nothing, and each run starts from the launch's files.
      const res = explore((x) => new World(prog, { ...options(x.onOutput, x.wildcards), statementLimit: x.statementLimit }), o.np, o.exploreLimit);
      io.text(formatReport(res, (token) => replayCommand(argv, o, token)));
      const race = raceLine(res);
      if (race) io.message(race + '\n');
      return res.status;
    } catch (e) {
      if (e instanceof RunInterrupted) return 128 + interruptSignal();
      throw e;
    }
  }
  const streams = new RankStreams(o, io);
  const commLogs = new PatternFiles(io.cwd);
  let outcome: WorldOutcome;
  let world: World | undefined;
  try {
    const label = (k: number): { rank: number; pg: number } => world!.processLabel(k);
    if (o.logComms) for (let r = 0; r < o.np; r++) commLogs.write(o.logComms, { rank: r, pg: 0 }, '');
    const w = options((rank, fd, text) => streams.write(rank, fd, text), schedule && { forced: schedule.forced });
    world = new World(prog, {
      ...w,
      // Hydra forwards mpiexec's stdin to rank 0.
      stdin: streamInput(0),
      mpi: {
        ...w.mpi,
        onCommCreated: o.logComms ? (rank, c, call) => {
          commLogs.write(o.logComms!, label(rank), `${call} context_id=${hex16(c.contextId)} recvcontext_id=${hex16(c.recvContextId)} size=${c.group.length} rank=${c.rank}\n`);
        } : undefined,
      },
    });
    streams.label = label;
    outcome = world.runToEnd();
  } catch (e) {
    // Ctrl-C: the job ends as mpiexec's does (128 + the signal), with what the program wrote on disk.
    if (e instanceof RunInterrupted) return 128 + interruptSignal();
    throw e;
  } finally {
    // What the program wrote reaches the disk once, whatever the outcome (as its writes would have).
    for (const why of world?.files.commit() ?? []) io.message(`mpisim: ${why}\n`);
    streams.close();
    commLogs.close();
  }
  if (schedule) {
    const unmet = unmetText(world!.mpi.wildcards!);
    for (const line of unmet) io.message(`mpisim run: --replay: ${line}\n`);
    if (unmet.length) { report(outcome, io); return 2; }
  }
  const status = reportFindings(report(outcome, io), world!.mpi.findings(), io);
  if (o.trace === undefined) return status;
  // The trace is written whatever the outcome: a deadlock or a fault is when one is wanted most.
  const dir = path.resolve(io.cwd, o.trace);
  try {
    exportRun(world!.mpi.events, world!.ranks.length, dir);
  } catch (e) {
    io.message(`mpisim run: cannot write the trace to ${o.trace}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}\n`);
    return status || 1;
  }
  return status;
}

/** The command line that replays a schedule: this one without --explore, with --replay <token> before the program. */
function replayCommand(argv: string[], o: RunOptions, token: string): string {
  const opts: string[] = [];
  for (let i = 0; i < o.programAt; i++) {
    if (argv[i] === '--explore') continue;
    if (argv[i] === '--explore-limit') { i++; continue; }
    if (argv[i] === '--') continue;
    opts.push(argv[i]);
  }
  const quote = (a: string): string => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);
  return ['mpisim', 'run', ...opts, '--replay', token, ...(argv[o.programAt - 1] === '--' ? ['--'] : []), ...argv.slice(o.programAt)].map(quote).join(' ');
}

const TRACE_HELP = `Usage: mpisim trace show [--json] <traces.otf2>

Reads an OTF2 archive (written by mpisim run --trace or any OTF2 writer), turns its
non-blocking records into messages (a blocking call waits behind pending non-blocking ones,
completions may come out of order, cancelled requests are dropped; a sent message has its
Isend's time, a received one its completing Irecv's time) and matches sends to receives by
communicator, sender, receiver and tag, in order. Messages held back behind a request that
never completes cannot be ordered: they are listed with the unmatched ones (the summary names
the request that holds them).

  --json   {"messages":[{"sender","receiver","comm","tag","bytes","sendTime","recvTime"}...],
            "unmatchedSends":[...],"unmatchedReceives":[...]}; ranks are world ranks, comm is
            the OTF2 communicator id, times are the trace's ticks
`;

export async function trace(argv: string[], io: CliIO = defaultIO): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === '-h' || sub === '--help') { io.text(TRACE_HELP); return 0; }
  if (sub !== 'show') { io.message(sub === undefined ? `mpisim trace: missing subcommand (mpisim trace show [--json] <traces.otf2>)\n` : `mpisim trace: unknown subcommand '${sub}' (mpisim trace show [--json] <traces.otf2>)\n`); return 2; }
  let json = false;
  const files: string[] = [];
  for (const a of rest) {
    if (a === '--json') json = true;
    else if (a === '-h' || a === '--help') { io.text(TRACE_HELP); return 0; }
    else if (a.startsWith('-')) { io.message(`mpisim trace show: unknown option '${a}' (see mpisim trace show --help)\n`); return 2; }
    else files.push(a);
  }
  if (files.length !== 1) { io.message(`mpisim trace show: ${files.length ? 'one archive at a time' : 'no archive given'}: mpisim trace show [--json] <traces.otf2>\n`); return 2; }
  const file = path.resolve(io.cwd, files[0]);
  try {
    const archive = readArchive(file);
    io.text(json ? showJson(archive) : showText(files[0], archive));
    return 0;
  } catch (e) {
    // Files are named as the user named the archive: relative to it when given relative.
    const name = (f: string) => (f === file ? files[0] : path.isAbsolute(files[0]) ? f : path.relative(io.cwd, f));
    const what = e instanceof TraceFormatError ? `${name(e.file)}: ${e.what}` : `${files[0]}: cannot be read as OTF2 (${(e as Error).message})`;
    io.message(`mpisim trace show: ${what}\n`);
    return 1;
  }
}

/** MPI usage errors found in a run that otherwise ended well make its status FINDINGS_EXIT_STATUS. */
export const FINDINGS_EXIT_STATUS = 4;
function reportFindings(status: number, findings: readonly Finding[], io: CliIO): number {
  if (findings.length === 0) return status;
  let made = 0;
  for (const f of findings) {
    made += 1 + (f.repeats ?? 0);
    const line = repeatsLine(f);
    if (line) io.message(line);
  }
  const n = findings.length;
  io.message(`mpisim: the checks found ${n} MPI usage error${n === 1 ? '' : 's'}${made > n ? ` (${made} in all, with repeats)` : ''}\n`);
  return status === 0 ? FINDINGS_EXIT_STATUS : status;
}

function report(outcome: WorldOutcome, io: CliIO): number {
  switch (outcome.kind) {
    case 'exited': return exitedStatus(outcome.codes);
    case 'fault': {
      io.message(describeFault(outcome.rank, outcome.fault) + '\n');
      return 128 + outcome.fault.signal;
    }
    case 'abort':
      io.message(`mpisim: rank ${outcome.rank} aborted the job: ${outcome.message}\n`);
      return outcome.code === 0 ? 1 : outcome.code & 255;
    case 'deadlock':
      io.message(`mpisim: ${outcome.message}\n`);
      return 3;
    case 'cleanup':
      io.message(`${cleanupText(outcome)}\n`);
      return outcome.code;
    case 'timeout':
      // Hydra's words (on stdout, as Hydra prints them) and status for MPIEXEC_TIMEOUT, then where each rank was.
      io.text(`mpisim: APPLICATION TIMED OUT, TIMEOUT = ${outcome.seconds}s\n`);
      io.message(`${outcome.message}\n`);
      return 255;
  }
}

export async function main(argv: string[], io: CliIO = defaultIO): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    if (cmd === undefined || cmd === '-h' || cmd === '--help' || cmd === 'help') { io.text(MAIN_HELP); return cmd === undefined ? 2 : 0; }
    if (cmd === '--version') { io.text('mpisim 0.1.0\n'); return 0; }
    if (cmd === 'run') return await run(rest, io);
    if (cmd === 'trace') return await trace(rest, io);
    if (cmd === 'cc') return await cc(rest, { cwd: io.cwd, message: io.message, text: io.text, stdout: io.stdout, runner: [process.execPath, path.join(__dirname, '..', 'bin', 'mpisim.js')] });
    io.message(`mpisim: unknown command '${cmd}' (see mpisim --help)\n`);
    return 2;
  } catch (e) {
    io.message(`mpisim: internal error: ${(e as Error).stack ?? e}\n`);
    return 70;
  }
}
