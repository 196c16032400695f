#!/usr/bin/env node
// MPICH 4.0.2's own test suite (test/mpi of Debian's `mpich` source package), configured as
// MPICH configures it and run by its own `runtests` script twice in the same run: against the
// real MPICH (CC=mpicc.mpich, mpiexec.mpich) and against mpisim (CC="mpisim cc", mpisim run as
// the mpiexec). Nothing of MPICH is committed: the source comes from `apt-get source` into the
// user's cache.
//
//   node scripts/suite-mpich.mjs [--list FILE] [--dirs a,b] [--json OUT] [--jobs N] [--timeout S]
//
// --list names a file of `dir/program np [key=value...]` lines (testlist syntax, with the
// directory in front): the fixed CI subset is test/suites/mpich-ci.txt. Without it, every test
// of the directories (default: the ones issues 12 and 13 name) runs. MPISIM_JS=path/bin/mpisim.js
// runs that copy of the build instead of the checkout's. --timeout: each test's limit in seconds
// of wall clock (MPITEST_TIMEOUT; default 60), for a machine other work slows down. Prints per directory how many
// tests pass on MPICH, and how many of those pass on mpisim; --json writes every result.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, readdirSync, rmSync, chmodSync, statSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { homedir, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DIRS = ['attr', 'coll', 'comm', 'datatype', 'errhan', 'group', 'info', 'init', 'io', 'mpi_t', 'part', 'pt2pt', 'rma', 'topo', 'threads'];
const VERSION = '4.0.2';
// The mpisim build and its wrappers belong to one checkout (several may share the cache).
const CHECKOUT = createHash('sha1').update(repo).digest('hex').slice(0, 8);

export function cacheRoot() {
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'mpisim', 'suites');
}

export function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 28, ...opts });
  if (r.error) throw new Error(`${cmd}: ${r.error.message}`);
  return r;
}

/**
 * `member` (a directory) of a Debian source package's upstream tarball, extracted into the
 * cache (the package downloaded once with apt-get source); `marker` is a file it holds.
 */
export function debianSourceTree(pkg, version, member, marker) {
  const root = cacheRoot();
  const src = join(root, `${pkg}-${version}`, member);
  if (existsSync(join(src, marker))) return src;
  mkdirSync(root, { recursive: true });
  const tarball = join(root, `${pkg}_${version}.orig.tar.xz`);
  if (!existsSync(tarball)) {
    const r = sh('apt-get', ['source', '--download-only', '-qq', pkg], { cwd: root });
    if (!existsSync(tarball)) {
      throw new Error(`apt-get source ${pkg} did not give ${tarball} (is there a deb-src line for the machine's archive? .ci/run adds one)\n${r.stderr}`);
    }
  }
  const r = sh('tar', ['xJf', tarball, `${pkg}-${version}/${member}`], { cwd: root });
  if (r.status !== 0) throw new Error(`tar: ${r.stderr}`);
  return src;
}

/** test/mpi of MPICH 4.0.2, extracted from Debian's source package (downloaded once). */
export function mpichTestSource() {
  return debianSourceTree('mpich', VERSION, 'test/mpi', 'runtests.in');
}

/** Wrapper scripts so MPICH's configure and runtests see one-word compiler and mpiexec names. */
function wrappers() {
  const bin = join(cacheRoot(), `bin-${CHECKOUT}`);
  mkdirSync(bin, { recursive: true });
  const node = process.execPath;
  // MPISIM_JS: a snapshot of the build (bin, dist, package.json copied elsewhere), so a long
  // run is not disturbed by rebuilding the checkout while it goes on.
  const cli = process.env.MPISIM_JS ? resolve(process.env.MPISIM_JS) : join(repo, 'bin', 'mpisim.js');
  const write = (name, sub) => {
    const p = join(bin, name);
    writeFileSync(p, `#!/bin/sh\nexec "${node}" "${cli}" ${sub} "$@"\n`);
    chmodSync(p, 0o755);
    return p;
  };
  return { cc: write('mpisim-cc', 'cc'), run: write('mpisim-run', 'run') };
}

/** A copy of test/mpi configured for one MPI (timestamps kept, so automake does not rerun). */
export function configured(variant) {
  const src = mpichTestSource();
  const dir = join(cacheRoot(), variant === 'mpich' ? 'build-mpich' : `build-${variant}-${CHECKOUT}`);
  // Only the mpisim build needs the wrappers (and another checkout's run may be using them).
  const w = variant === 'mpich' ? { cc: 'mpicc.mpich', run: 'mpiexec.mpich' } : wrappers();
  const cc = w.cc;
  const mpiexec = w.run;
  // MPICC too: without it, configure takes the mpicc it finds on PATH for every Makefile.
  const args = [`CC=${cc}`, `MPICC=${cc}`, `MPIEXEC=${mpiexec}`, '--disable-fortran', '--disable-cxx', '--enable-threads=multiple'];
  const stamp = join(dir, '.mpisim-configured');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === args.join(' ')) return { dir, mpiexec };
  rmSync(dir, { recursive: true, force: true });
  sh('cp', ['-a', src, dir]);
  const r = sh('./configure', args, { cwd: dir });
  if (r.status !== 0) throw new Error(`configure for ${variant} failed:\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`);
  for (const lib of ['util', 'dtpools']) {
    const m = sh('make', ['-C', lib], { cwd: dir });
    if (m.status !== 0) throw new Error(`make -C ${lib} for ${variant} failed:\n${m.stdout.slice(-3000)}\n${m.stderr.slice(-3000)}`);
  }
  writeFileSync(stamp, args.join(' '));
  return { dir, mpiexec };
}

/**
 * Every test line of the directories' (configured) testlists, as `dir/line`: `testlist`, then
 * `testlist.dtp`, the DTPools tests configure generates from maint/dtp-test-config.txt (each
 * program with MPICH's default type list and counts), which MPICH runs as
 * `runtests -tests=testlist,testlist.dtp`. A line naming a directory (threads/testlist names
 * pt2pt, comm, ...) stands for that directory's own lists, as runtests' ProcessDir reads them:
 * its tests come as `threads/pt2pt/line`.
 */
export function allTests(dir, dirs) {
  const out = [];
  const walk = (d) => {
    for (const file of ['testlist', 'testlist.dtp']) {
      const list = join(dir, d, file);
      if (!existsSync(list)) continue;
      for (let line of readFileSync(list, 'utf8').split('\n')) {
        line = line.replace(/#.*/, '').trim();
        if (!line || line.startsWith('!')) continue;
        const name = line.split(/\s+/)[0];
        if (existsSync(join(dir, d, name)) && statSync(join(dir, d, name)).isDirectory()) walk(`${d}/${name}`);
        else out.push(`${d}/${line}`);
      }
    }
  };
  for (const d of dirs) walk(d);
  return out;
}

/** The directory of a `dir/line` test (`threads/pt2pt` for `threads/pt2pt/threads 2`), and its line. */
export function splitTest(t) {
  const name = t.split(/\s/)[0];
  const slash = name.lastIndexOf('/');
  return [t.slice(0, slash), t.slice(slash + 1)];
}

function group(tests) {
  const byDir = new Map();
  for (const t of tests) {
    const [d, line] = splitTest(t);
    if (!byDir.has(d)) byDir.set(d, []);
    byDir.get(d).push(line);
  }
  return byDir;
}

/** Runs the tests with MPICH's runtests in one configured tree; returns `dir/line` -> pass. */
export function runtests(variant, tests, { timeout = 60, jobs = Math.max(1, cpus().length) } = {}) {
  const { dir, mpiexec } = configured(variant);
  const byDir = group(tests);
  // mpisim's objects carry the compiler's identity: build the tests afresh each run (objects,
  // libtool's objects and the archives, so every program links again).
  if (variant === 'mpisim') {
    sh('find', ['.', '(', '-name', '*.o', '-o', '-name', '*.lo', '-o', '-name', '*.la', '-o', '-name', '*.a', ')', '-delete'], { cwd: dir });
    for (const lib of ['util', 'dtpools']) sh('make', ['-C', lib, `-j${jobs}`], { cwd: dir });
  }
  // runtests builds each program before running it, one at a time: build them all first, in parallel.
  for (const [d, lines] of byDir) {
    const programs = [...new Set(lines.map((l) => l.split(/\s+/)[0]))];
    sh('make', ['-C', d, '-k', `-j${jobs}`, ...programs], { cwd: dir });
  }
  // The MPICH tree is shared by every checkout: each run's lists and results have its own names.
  const list = `testlist.mpisim-${CHECKOUT}`;
  writeFileSync(join(dir, list), [...byDir.keys()].join('\n') + '\n');
  for (const [d, lines] of byDir) writeFileSync(join(dir, d, list), lines.join('\n') + '\n');
  const tap = join(dir, `results-${variant}-${CHECKOUT}.tap`);
  rmSync(tap, { force: true });
  // The results are the TAP file's: runtests' own output (a test may print hundreds of MB) is not kept.
  sh('./runtests', ['-srcdir=.', `-tests=${list}`, `-mpiexec=${mpiexec}`, `-tapfile=${tap}`], {
    cwd: dir, env: { ...process.env, MPITEST_TIMEOUT: String(timeout) }, stdio: 'ignore',
  });
  return parseTap(existsSync(tap) ? readFileSync(tap, 'utf8') : '', tests);
}

/** TAP lines `ok N - ./dir/prog np` (runtests' format) matched back to the list's lines. */
export function parseTap(text, tests) {
  const results = new Map();
  const seen = new Map();
  for (const line of text.split('\n')) {
    const m = /^(not ok|ok)\s+(?:\d+\s+)?-\s+\.\/(\S+)\s+(\d+)/.exec(line);
    if (!m) continue;
    const key = `${m[2]} ${m[3]}`;
    if (!seen.has(key)) seen.set(key, []);
    seen.get(key).push(m[1] === 'ok' && !/#\s*SKIP/i.test(line));
  }
  // A program may be listed several times (other args or env): the n-th line takes the n-th result.
  const used = new Map();
  for (const t of tests) {
    const [path, np = '2'] = t.split(/\s+/);
    const key = `${path} ${np}`;
    const i = used.get(key) ?? 0;
    used.set(key, i + 1);
    const r = seen.get(key)?.[i];
    results.set(t, r === undefined ? null : r);
  }
  return results;
}

export function summarize(tests, ref, sim) {
  const rows = new Map();
  for (const t of tests) {
    const d = splitTest(t)[0];
    if (!rows.has(d)) rows.set(d, { dir: d, tests: 0, mpich: 0, mpisim: 0, both: 0, lost: [] });
    const r = rows.get(d);
    r.tests++;
    if (ref.get(t)) r.mpich++;
    if (sim.get(t)) r.mpisim++;
    if (ref.get(t) && sim.get(t)) r.both++;
    if (ref.get(t) && !sim.get(t)) r.lost.push(t);
  }
  return [...rows.values()];
}

export function report(rows) {
  const lines = [`${'directory'.padEnd(14)} tests  MPICH passes  mpisim passes (of MPICH's)`];
  let T = 0, M = 0, B = 0;
  for (const r of rows) {
    lines.push(`${r.dir.padEnd(14)} ${String(r.tests).padStart(6)} ${String(r.mpich).padStart(13)} ${String(r.both).padStart(14)}`);
    T += r.tests; M += r.mpich; B += r.both;
  }
  lines.push(`${'total'.padEnd(14)} ${String(T).padStart(6)} ${String(M).padStart(13)} ${String(B).padStart(14)}`);
  return lines.join('\n');
}

export function readList(file) {
  return readFileSync(file, 'utf8').split('\n').map((l) => l.replace(/#.*/, '').trim()).filter(Boolean);
}

const USAGE = 'usage: node scripts/suite-mpich.mjs [--list FILE] [--dirs a,b] [--json OUT] [--jobs N] [--timeout S]';
const OPTIONS = new Set(['--list', '--dirs', '--json', '--jobs', '--timeout']);

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) { console.log(USAGE); return; }
  // Every option takes a value; anything else is refused before the hour-long run it would start.
  for (let k = 0; k < argv.length; k += 2) {
    if (!OPTIONS.has(argv[k]) || argv[k + 1] === undefined) throw new Error(`${argv[k + 1] === undefined && OPTIONS.has(argv[k]) ? `${argv[k]} needs a value` : `unknown option '${argv[k]}'`}\n${USAGE}`);
  }
  const opt = (name) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : undefined; };
  const dirs = (opt('--dirs') ?? DEFAULT_DIRS.join(',')).split(',');
  const { dir } = configured('mpich');
  const tests = opt('--list') ? readList(opt('--list')) : allTests(dir, dirs);
  console.log(`MPICH ${VERSION} test/mpi: ${tests.length} tests`);
  const jobs = { ...(opt('--jobs') ? { jobs: Number(opt('--jobs')) } : {}), ...(opt('--timeout') ? { timeout: Number(opt('--timeout')) } : {}) };
  const ref = runtests('mpich', tests, jobs);
  const sim = runtests('mpisim', tests, jobs);
  const rows = summarize(tests, ref, sim);
  console.log(report(rows));
  for (const r of rows) for (const t of r.lost) console.log(`passes on MPICH, fails on mpisim: ${t}`);
  if (opt('--json')) {
    writeFileSync(opt('--json'), JSON.stringify(tests.map((t) => ({ test: t, mpich: ref.get(t), mpisim: sim.get(t) })), null, 1));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => { console.error(`suite-mpich: ${e.message}`); process.exit(1); });
}
