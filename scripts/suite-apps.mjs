#!/usr/bin/env node
// Real applications from Debian source packages, built by their own build files twice in one
// run — with mpicc.mpich and with `mpisim cc` — and run under mpiexec.mpich and `mpisim run`;
// their outputs are compared after removing what differs between any two runs (timings, host
// names, the library's version text). Nothing is committed: the sources come from
// `apt-get source` into the user's cache.
//
//   node scripts/suite-apps.mjs [--only name,name] [--json OUT]
//
// Prints one line per program: built and ran under MPICH, under mpisim, and whether the
// outputs agree. Exits 1 when a program that works under MPICH does not agree under mpisim.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { homedir } from 'node:os';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function appsRoot() {
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'mpisim', 'suites', 'apps');
}

function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'latin1', maxBuffer: 1 << 28, timeout: 600_000, ...opts });
  if (r.error && r.error.code !== 'ETIMEDOUT') throw new Error(`${cmd}: ${r.error.message}`);
  return { status: r.status ?? 128, stdout: r.stdout ?? '', stderr: r.stderr ?? '', timedOut: r.error?.code === 'ETIMEDOUT' };
}

/** The upstream tarball of a Debian source package (its Debian patches are not needed to build these). */
function upstream(pkg, version) {
  const root = appsRoot();
  mkdirSync(root, { recursive: true });
  const tarball = readdirSync(root).find((f) => f.startsWith(`${pkg}_${version}.orig.tar.`));
  if (tarball) return join(root, tarball);
  // The .debian.tar of an older revision may be gone from the mirror; the .orig.tar is enough.
  const r = sh('apt-get', ['source', '--download-only', '-qq', pkg], { cwd: root });
  const got = readdirSync(root).find((f) => f.startsWith(`${pkg}_${version}.orig.tar.`));
  if (!got) throw new Error(`apt-get source ${pkg} did not give ${pkg}_${version}.orig.tar.* (is there a deb-src line? .ci/run adds one)\n${r.stderr}`);
  return join(root, got);
}

/** A fresh copy of the package's sources for one variant ('mpich' or 'mpisim'). */
function tree(pkg, version, topdir, variant) {
  const base = join(appsRoot(), variant);
  const dir = join(base, topdir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(base, { recursive: true });
  const r = sh('tar', ['xf', upstream(pkg, version), '-C', base, topdir]);
  if (r.status !== 0) throw new Error(`tar: ${r.stderr}`);
  return dir;
}

function wrappers() {
  const bin = join(appsRoot(), 'bin');
  mkdirSync(bin, { recursive: true });
  const write = (name, sub) => {
    const p = join(bin, name);
    writeFileSync(p, `#!/bin/sh\nexec "${process.execPath}" "${join(repo, 'bin', 'mpisim.js')}" ${sub} "$@"\n`);
    chmodSync(p, 0o755);
    return p;
  };
  return { cc: write('mpisim-cc', 'cc'), run: write('mpisim-run', 'run') };
}

const words = (s) => s.split('\n').map((l) => l.trimEnd()).filter((l) => l !== '');

/**
 * The applications. `build` runs the package's own build for a C compiler wrapper; each run
 * names its program, ranks and arguments; `same` normalises an output for comparison.
 */
export const APPS = [
  {
    name: 'openmpi-examples', pkg: 'openmpi', version: '4.1.4', topdir: 'openmpi-4.1.4/examples',
    build: (dir, cc) => sh('make', ['-C', dir, `MPICC=${cc}`, 'hello_c', 'ring_c', 'connectivity_c']),
    runs: [
      { prog: 'hello_c', np: 4, args: [] },
      { prog: 'ring_c', np: 4, args: [] },
      { prog: 'connectivity_c', np: 4, args: ['-v'] },
    ],
    // hello_c prints the library's own version text (MPI_Get_library_version: several lines of
    // MPICH's build), connectivity_c the host's name: both are the machine's, not the program's.
    same: (out) => words(out).filter((l) => !/^MPICH /.test(l) && !/^, \d+\)$/.test(l)).map((l) => l.replace(/^(Hello, world, I am \d+ of \d+), .*$/, '$1').replace(/ on \S+ and rank (\d+)/, ' on HOST and rank $1')).sort(),
  },
  {
    name: 'netpipe', pkg: 'netpipe', version: '3.7.2', topdir: 'NetPIPE-3.7.2',
    build: (dir, cc) => sh('make', ['-C', dir, `MPICC=${cc}`, 'mpi']),
    runs: [{ prog: 'NPmpi', np: 2, args: ['-u', '4096', '-o', 'np.out'] }],
    // Message sizes tested, in order (the timings are the machine's).
    same: (out) => words(out).filter((l) => /bytes/.test(l)).map((l) => l.replace(/^\s*(\d+):\s*(\d+) bytes.*$/, '$1: $2 bytes')),
  },
  {
    // HPC Challenge: HPL, DGEMM, STREAM, PTRANS, RandomAccess, FFT and b_eff in one program, built
    // by its own Makefile from an hpl/Make.<arch> we write. HPL, PTRANS and DGEMM need a BLAS; a
    // native one cannot be linked into a simulated process, so both builds link the same C
    // reference routines (test/apps/cblas.c) and do the same arithmetic.
    name: 'hpcc', pkg: 'hpcc', version: '1.5.0', topdir: 'hpcc-1.5.0', inCi: false,
    build: (dir, cc) => {
      writeFileSync(join(dir, 'hpl', 'Make.sim'), HPCC_MAKE);
      return sh('make', ['-j2', 'arch=sim', `MPICC=${cc}`, `CBLAS=${join(repo, 'test', 'apps', 'cblas.c')}`], { cwd: dir });
    },
    // A small problem (N = 200, NB = 32 on a 2 x 2 grid) from the package's own sample input.
    runs: [{ prog: 'hpcc', np: 4, args: [], output: 'hpccoutf.txt', setup: (dir) => writeFileSync(join(dir, 'hpccinf.txt'), readFileSync(join(dir, '_hpccinf.txt'), 'latin1').replace(/^1000( +Ns)/m, '200 $1').replace(/^80( +NBs)/m, '32 $1')) }],
    // What the program computes and checks, not what it measures: sections, table sizes, error
    // counts, verdicts, HPL's scaled residual (same BLAS, same digits), PTRANS's verdicts. DGEMM
    // seeds its matrices with time(NULL) and picks a random node, so its residual is left out;
    // MPIFFT's error bound depends on libm's last bits of sin and cos.
    same: (out) => words(out).flatMap((l) => {
      if (/^(Begin of|End of|Found \d+ errors|Node\(s\) with error|Total Main table|PE Main table|Main table size|Number of updates|Default number|Array size|Solution Validates|Number of nodes|Vector size|\s*\d+ tests? completed|\|\|Ax-b\|\|)/.test(l)) return [l];
      const ptrans = /^(WALL|CPU)\s+(\d+\s+\d+\s+\d+\s+\d+\s+\d+\s+\d+)\s+\S+\s+(PASSED|FAILED)/.exec(l);
      return ptrans ? [`${ptrans[1]} ${ptrans[2]} ${ptrans[3]}`] : [];
    }),
  },
  {
    // FFTW 3.3.10 with its MPI transforms, configured and built by its own autoconf and Makefiles
    // (about a thousand files: long under mpisim cc). kernel/cycle.h reads the cycle counter with
    // `asm volatile("rdtsc" ...)`, which mpisim cc lowers to its virtual time-stamp counter.
    // mpi-bench --verify checks distributed transforms against its own naive DFT.
    name: 'fftw3', pkg: 'fftw3', version: '3.3.10', topdir: 'fftw-3.3.10', inCi: false,
    build: (dir, cc) => {
      // configure compiles hundreds of test programs: past sh's 10 minutes on a loaded machine.
      const c = sh('./configure', [`CC=${cc}`, `MPICC=${cc}`, '--enable-mpi', '--disable-fortran', '--disable-shared'], { cwd: dir, timeout: 3600_000 });
      return c.status !== 0 ? c : sh('make', ['-j2'], { cwd: dir, timeout: 3 * 3600_000 });
    },
    runs: [
      // Planned with FFTW_MEASURE (timed by the cycle counter), then with FFTW_ESTIMATE.
      { prog: 'mpi/mpi-bench', np: 2, args: ['-v1', '--verify', 'ocf48x64', '--verify', 'ocb30x20x12', '--verify', 'orf64x16'] },
      { prog: 'mpi/mpi-bench', np: 4, args: ['-v1', '-oestimate', '--verify', 'icf32x32', '--verify', 'orb24x18'] },
    ],
    // The problems verified and whether each error is tiny: the digits depend on libm's last bits.
    same: (out) => words(out).map((l) => l.replace(/\b\d\.\d+e[-+]\d+\b/g, (x) => (Number(x) < 1e-9 ? 'small' : 'LARGE'))),
  },
  {
    // hypre 2.26.0's C examples over its own library (about 700 files), both built by hypre's
    // configure and Makefiles; the examples' Makefile takes the compiler on its command line.
    // They print their solvers' iteration counts and final relative residual norms.
    name: 'hypre', pkg: 'hypre', version: '2.26.0', topdir: 'hypre-2.26.0', inCi: false,
    build: (dir, cc) => {
      const src = join(dir, 'src');
      const c = sh('./configure', [`CC=${cc}`, '--disable-fortran'], { cwd: src, timeout: 3600_000 });
      if (c.status !== 0) return c;
      const m = sh('make', ['-j2'], { cwd: src, timeout: 3 * 3600_000 });
      return m.status !== 0 ? m : sh('make', [`CC=${cc}`, `HYPRE_DIR=${join(src, 'hypre')}`, 'ex1', 'ex2', 'ex3', 'ex5'], { cwd: join(src, 'examples') });
    },
    runs: [
      { prog: 'src/examples/ex1', np: 2, args: [] },
      { prog: 'src/examples/ex2', np: 2, args: [] },
      { prog: 'src/examples/ex3', np: 4, args: ['-n', '33', '-solver', '0', '-v', '1', '1'] },
      { prog: 'src/examples/ex5', np: 4, args: [] },
    ],
    // Iterations and residual norms: the last digits of a norm depend on libm's last bits.
    same: (out) => words(out).map((l) => l.replace(/\b(\d\.\d{6})\d*e([-+]\d+)/g, '$1e$2')),
  },
];

/** hpl/Make.sim: the compiler and the BLAS given on make's command line (MPICC=, CBLAS=). */
const HPCC_MAKE = `SHELL = /bin/sh
CD = cd
CP = cp
LN_S = ln -s
MKDIR = mkdir -p
RM = /bin/rm -f
TOUCH = touch
ARCH = $(arch)
TOPdir = ../../..
INCdir = $(TOPdir)/include
BINdir = $(TOPdir)/bin/$(ARCH)
LIBdir = $(TOPdir)/lib/$(ARCH)
HPLlib = $(LIBdir)/libhpl.a
HPL_INCLUDES = -I$(INCdir) -I$(INCdir)/$(ARCH)
HPL_LIBS = $(HPLlib) $(CBLAS) -lm
HPL_OPTS = -DHPL_CALL_CBLAS
HPL_DEFS = $(HPL_OPTS) $(HPL_INCLUDES)
CC = $(MPICC)
CCNOOPT = $(HPL_DEFS)
CCFLAGS = $(HPL_DEFS) -O0
LINKER = $(MPICC)
LINKFLAGS = $(CCFLAGS)
ARCHIVER = ar
ARFLAGS = r
RANLIB = echo
`;

function runOne(app, variant, dir, w) {
  const builtCc = variant === 'mpich' ? 'mpicc.mpich' : w.cc;
  const b = app.build(dir, builtCc);
  if (b.status !== 0) return app.runs.map((r) => ({ prog: r.prog, built: false, status: b.status, out: '', err: b.stderr.slice(-2000) + b.stdout.slice(-1000) }));
  return app.runs.map((r) => {
    const cmd = variant === 'mpich' ? 'mpiexec.mpich' : w.run;
    r.setup?.(dir);
    const x = sh('timeout', ['-k', '5', '300', cmd, '-n', String(r.np), `./${r.prog}`, ...r.args], { cwd: dir });
    const out = r.output ? (existsSync(join(dir, r.output)) ? readFileSync(join(dir, r.output), 'latin1') : '') : x.stdout;
    return { prog: r.prog, built: true, status: x.status, out, err: x.stderr.slice(-2000) };
  });
}

/** Builds and runs every application (those named, or in CI those not too long for it) under both; one result per program run. */
export function runApps(only, ci = false) {
  const w = wrappers();
  const results = [];
  for (const app of APPS) {
    if (only ? !only.includes(app.name) : ci && app.inCi === false) continue;
    const real = runOne(app, 'mpich', tree(app.pkg, app.version, app.topdir, 'mpich'), w);
    const sim = runOne(app, 'mpisim', tree(app.pkg, app.version, app.topdir, 'mpisim'), w);
    app.runs.forEach((r, k) => {
      const a = real[k], b = sim[k];
      const mpichOk = a.built && a.status === 0;
      const agree = mpichOk && b.built && b.status === a.status && JSON.stringify(app.same(a.out)) === JSON.stringify(app.same(b.out));
      results.push({ app: app.name, prog: r.prog, np: r.np, mpich: a, mpisim: b, mpichOk, agree });
    });
  }
  return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const argv = process.argv.slice(2);
  const opt = (name) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : undefined; };
  const results = runApps(opt('--only')?.split(','));
  for (const r of results) {
    const why = r.agree ? 'same output' : !r.mpichOk ? 'fails under MPICH' : !r.mpisim.built ? `does not build with mpisim cc: ${r.mpisim.err.trim().split('\n').slice(-3).join(' | ')}`
      : r.mpisim.status !== r.mpich.status ? `exit status ${r.mpisim.status} (MPICH ${r.mpich.status}): ${r.mpisim.err.trim().split('\n').slice(-3).join(' | ')}` : 'outputs differ';
    console.log(`${r.agree ? 'ok    ' : 'DIFFER'} ${r.app}/${r.prog} -n ${r.np}: ${why}`);
  }
  const bad = results.filter((r) => r.mpichOk && !r.agree).length;
  console.log(`${results.filter((r) => r.agree).length} of ${results.filter((r) => r.mpichOk).length} programs that run under MPICH give its output under mpisim`);
  const json = opt('--json');
  if (json) writeFileSync(json, JSON.stringify(results, null, 1));
  process.exit(bad ? 1 : 0);
}
