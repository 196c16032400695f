/**
 * Helpers for the differential tests that compare mpisim with real MPICH on the MPI C
 * programs under test/mpi/: reading their header comments, building them with
 * `mpicc.mpich`, running them with `mpiexec.mpich` and with `mpisim run`, each rank's stdout
 * going to its own file, and reading those files back.
 *
 * Header comments (lines starting with `//`, usually at the top; see test/mpi/README.md):
 *   // mpi-np: 1 2 4 7         the rank counts to run (required; each <= 8 by convention)
 *   // mpi-args: a b c         argv[1..] of the program (whitespace-split, no quoting)
 *   // mpi-check: a,b          mpisim's usage checks for this program (--check; default all),
 *                              for a program that breaks an MPI rule on purpose
 *   // mpi-define: N=5 FLAG    macros: `-DN=5 -DFLAG` for mpicc, `-D N=5 -D FLAG` for mpisim
 *   // mpi-timeout: 120        seconds allowed per run (default 30), for mpiexec and mpisim
 */
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { REPO_ROOT, runMpisimProgram } from './cprog';
import { run, RunResult, describeRun } from './proc';

export const MPI_DIR = join(REPO_ROOT, 'test', 'mpi');
export const MPI_DEADLOCK_DIR = join(MPI_DIR, 'deadlock');
export const DEFAULT_RUN_TIMEOUT_S = 30;

export interface MpiHeaders {
  nps: number[];
  args: string[];
  /** Macro definitions as NAME or NAME=VALUE. */
  defines: string[];
  timeoutS: number;
  /** mpi-check: the --check list (undefined: all checks). */
  checks?: string;
}

const MPI_HEADER_RE = /^\s*\/\/\s*(mpi-np|mpi-args|mpi-define|mpi-timeout|mpi-check)\s*:\s*(.*?)\s*$/;

export function parseMpiHeaders(source: string, file = '<source>'): MpiHeaders {
  const h: MpiHeaders = { nps: [], args: [], defines: [], timeoutS: DEFAULT_RUN_TIMEOUT_S };
  const words = (s: string) => s.split(/\s+/).filter((w) => w.length > 0);
  for (const line of source.split('\n')) {
    const m = MPI_HEADER_RE.exec(line);
    if (!m) continue;
    const [, key, value] = m;
    switch (key) {
      case 'mpi-np':
        for (const w of words(value)) {
          const n = Number(w);
          if (!Number.isInteger(n) || n < 1) throw new Error(`${file}: bad rank count ${JSON.stringify(w)} in mpi-np`);
          h.nps.push(n);
        }
        break;
      case 'mpi-args':
        h.args.push(...words(value));
        break;
      case 'mpi-check':
        h.checks = value;
        break;
      case 'mpi-define':
        for (const w of words(value)) {
          if (!/^[A-Za-z_]\w*(=.*)?$/.test(w)) throw new Error(`${file}: bad mpi-define ${JSON.stringify(w)}`);
          h.defines.push(w);
        }
        break;
      case 'mpi-timeout': {
        const t = Number(value);
        if (!(t > 0)) throw new Error(`${file}: bad mpi-timeout ${value}`);
        h.timeoutS = t;
        break;
      }
    }
  }
  if (h.nps.length === 0) throw new Error(`${file}: no "// mpi-np: ..." header`);
  return h;
}

export function readMpiHeaders(file: string): MpiHeaders {
  return parseMpiHeaders(readFileSync(file, 'latin1'), file);
}

/** The `.c` files directly in `dir`, sorted by name (subdirectories are not included). */
export function listMpiPrograms(dir = MPI_DIR): string[] {
  return readdirSync(dir)
    .filter((n) => n.endsWith('.c'))
    .sort()
    .map((n) => join(dir, n));
}

let mpichChecked: Promise<void> | undefined;

/** Rejects, with "install mpich", when mpicc.mpich or mpiexec.mpich cannot be run. */
export function requireMpich(): Promise<void> {
  const missing = (what: string, detail: string) =>
    new Error(`${what} is required for the MPICH differential tests: install mpich (apt-get install mpich libmpich-dev, as .ci/run does). ${detail}`);
  mpichChecked ??= (async () => {
    for (const [cmd, args] of [['mpicc.mpich', ['-show']], ['mpiexec.mpich', ['--version']]] as const) {
      let r: RunResult;
      try {
        r = await run(cmd, args, { timeoutMs: 30_000 });
      } catch (e) {
        throw missing(cmd, (e as Error).message);
      }
      if (r.status !== 0) throw missing(cmd, `\n${describeRun(r)}`);
    }
  })();
  return mpichChecked;
}

const builds = new Map<string, Promise<string>>();

/**
 * Builds `src` with `mpicc.mpich -O0 -g` into `outDir` (once per source and defines in a test
 * run; later calls get the same executable). mpicc runs in the source's directory and is
 * given its base name, so __FILE__ reads `prog.c` as under mpisim.
 */
export function mpichBuild(src: string, outDir: string, defines: readonly string[] = []): Promise<string> {
  const key = `${src}\0${defines.join('\0')}`;
  let p = builds.get(key);
  if (!p) {
    p = (async () => {
      await requireMpich();
      const exe = join(outDir, `${basename(src, '.c')}${builds.size}`);
      const r = await run('mpicc.mpich', ['-O0', '-g', ...defines.map((d) => `-D${d}`), '-o', exe, basename(src), '-lm'], {
        cwd: dirname(src),
        timeoutMs: 120_000,
      });
      if (r.status !== 0 || r.timedOut) throw new Error(`mpicc.mpich could not build ${src}:\n${describeRun(r)}`);
      return exe;
    })();
    builds.set(key, p);
  }
  return p;
}

export interface RanksRun {
  result: RunResult;
  /** stdout of each rank (a rank that printed nothing has no file under hydra: ''). */
  out: string[];
  /** stderr of each rank. */
  err: string[];
  /** True when the run did not end by itself within its time limit. */
  hung: boolean;
}

/** The contents of `<dir>/<prefix>.<rank>` for every rank; a missing file reads as ''. */
export function readRankFiles(dir: string, prefix: string, np: number): string[] {
  const out: string[] = [];
  for (let r = 0; r < np; r++) {
    const f = join(dir, `${prefix}.${r}`);
    out.push(existsSync(f) ? readFileSync(f, 'latin1') : '');
  }
  return out;
}

/**
 * `timeout -k 5 T mpiexec.mpich -n NP -outfile-pattern DIR/mpich.out.%r -errfile-pattern
 * DIR/mpich.err.%r EXE ARGS`, from the source's directory. `timeout` (not a kill of
 * mpiexec) ends a hang, so hydra cleans up its ranks; the status is then 124. `mpiexecOptions`
 * go before -n (e.g. `-launcher fork -hosts a:2,b:2`: two nodes as MPICH sees them, on this host).
 * Hydra does not truncate existing output files: give each run a fresh directory.
 */
export async function runMpich(exe: string, src: string, np: number, args: readonly string[], dir: string, timeoutS: number, mpiexecOptions: readonly string[] = []): Promise<RanksRun> {
  // mpiexec.mpich opens the rank files without truncating them: a shorter run would keep an earlier one's tail.
  for (let r = 0; r < np; r++) for (const f of ['mpich.out', 'mpich.err']) rmSync(join(dir, `${f}.${r}`), { force: true });
  const result = await run(
    'timeout',
    ['-k', '5', String(timeoutS), 'mpiexec.mpich', ...mpiexecOptions, '-n', String(np),
      '-outfile-pattern', join(dir, 'mpich.out.%r'), '-errfile-pattern', join(dir, 'mpich.err.%r'), exe, ...args],
    { cwd: dirname(src), timeoutMs: (timeoutS + 30) * 1000 },
  );
  return {
    result,
    out: readRankFiles(dir, 'mpich.out', np),
    err: readRankFiles(dir, 'mpich.err', np),
    hung: result.status === 124 || result.status === 137 || result.timedOut,
  };
}

/**
 * `mpisim run -n NP --outfile-pattern DIR/mpisim.out.%r --errfile-pattern DIR/mpisim.err.%r
 * [options] prog.c ARGS`, from the source's directory.
 */
export async function runMpisimRanks(
  src: string,
  np: number,
  args: readonly string[],
  dir: string,
  timeoutS: number,
  options: readonly string[] = [],
): Promise<RanksRun> {
  const result = await runMpisimProgram(
    src,
    ['-n', String(np), '--outfile-pattern', join(dir, 'mpisim.out.%r'), '--errfile-pattern', join(dir, 'mpisim.err.%r'), ...options],
    args,
    { timeoutMs: timeoutS * 1000 },
  );
  return { result, out: readRankFiles(dir, 'mpisim.out', np), err: readRankFiles(dir, 'mpisim.err', np), hung: result.timedOut };
}

/** `-D NAME=V` options for mpisim from mpi-define values, and the mpi-check list. */
export function mpisimDefines(defines: readonly string[], checks?: string): string[] {
  return [...defines.flatMap((d) => ['-D', d]), ...(checks !== undefined ? ['--check', checks] : [])];
}
