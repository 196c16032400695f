#!/usr/bin/env node
// The MPI Bugs Initiative (MBI): the benchmark on which MUST, ISP, Aislinn, CIVL, PARCOACH and
// McSimGrid are scored. Its generators ship in Debian's `simgrid` source package
// (teshsuite/smpi/MBI/*Generator.py); they are run with python3 to write every program, each of
// which names in its header the command lines to run it with and the expected verdict (OK, or
// ERROR with a detail such as DatatypeMatching). Every program runs on mpisim with that command
// line; the outcome is classified as MBI's own scripts classify a tool's (MBIutils.categorize:
// TRUE_POS, TRUE_NEG, FALSE_POS, FALSE_NEG, timeout, failure, unimplemented, other) and MBI's
// metrics are printed, overall and per error category. Nothing of MBI is committed: the source
// comes from `apt-get source` into the user's cache, the programs are generated there.
//
//   [MPISIM_JS=snapshot/bin/mpisim.js] node scripts/suite-mbi.mjs [--list FILE] [--jobs N] [--timeout S] [--json OUT] [--verbose]
//
// --list names a file of program names (one per line, `#` comments; what follows the name on
// the line is ignored): the fixed CI subset is test/suites/mbi-ci.txt. Without it, all of them.
//
//   node scripts/suite-mbi.mjs --merge A.json B.json ...
//
// prints the metrics of runs already made (each --json of a run in chunks: one category, or a
// --list of a few hundred programs, so that a run stopped part way keeps what it measured).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, readdirSync, rmSync, copyFileSync } from 'node:fs';
import { join, resolve, dirname, basename } from 'node:path';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { cacheRoot, debianSourceTree, sh } from './suite-mpich.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SIMGRID = '3.32';
/** `$infty_buffer` (MBI: every send buffered): larger than any message of an MBI program. */
const INFTY_EAGER_LIMIT = 1 << 30;
/**
 * MPISIM_JS: a snapshot of the build (bin, out, package.json copied elsewhere), as suite-mpich.mjs
 * takes it, so a run of all 1,803 programs (hours) is not disturbed by rebuilding the checkout.
 */
const cli = process.env.MPISIM_JS ? resolve(process.env.MPISIM_JS) : join(repo, 'bin', 'mpisim.js');

/** teshsuite/smpi/MBI of SimGrid, extracted from Debian's source package (downloaded once). */
export function mbiSource() {
  return debianSourceTree('simgrid', SIMGRID, 'teshsuite/smpi/MBI', 'MBIutils.py');
}

/** Runs every generator (as SimGrid's CMakeLists does, in a directory holding generator_utils.py). */
export function generated() {
  const src = mbiSource();
  const dir = join(cacheRoot(), `mbi-${SIMGRID}`);
  const stamp = join(dir, '.mpisim-generated');
  if (existsSync(stamp)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(src, 'generator_utils.py'), join(dir, 'generator_utils.py'));
  for (const g of readdirSync(src).filter((n) => n.endsWith('Generator.py')).sort()) {
    const r = sh('python3', [join(src, g)], { cwd: dir });
    if (r.status !== 0) throw new Error(`python3 ${g} failed:\n${r.stderr.slice(-3000)}`);
  }
  writeFileSync(stamp, '');
  return dir;
}

/**
 * The tests of one program's header, as MBIutils.parse_one_code reads them: each `$ cmd` line
 * of the BEGIN_MBI_TESTS block, followed by `| OK` or `| ERROR: <detail>`.
 */
export function parseHeader(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const tests = [];
  let state = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/BEGIN_MBI_TESTS/.test(line)) state = 1;
    else if (/END_MBI_TESTS/.test(line)) break;
    const m = state === 1 && /^\s+\$ ?(.*)/.exec(line);
    if (!m) continue;
    const next = lines[++i] ?? '';
    if (/^[ |]*OK */.test(next)) tests.push({ cmd: m[1], expect: 'OK', detail: 'OK' });
    else {
      const e = /^[ |]*ERROR: *(\S*)/.exec(next);
      if (!e || !(e[1] in POSSIBLE_DETAILS)) throw new Error(`${file}:${i + 1}: MBI header: '${next.trim()}' is not OK or a known ERROR detail`);
      tests.push({ cmd: m[1], expect: 'ERROR', detail: e[1] });
    }
  }
  if (tests.length === 0) throw new Error(`${file}: no MBI test in its header`);
  return tests;
}

// MBIutils.possible_details and displayed_name: the error category each detail belongs to.
export const POSSIBLE_DETAILS = {
  InvalidBuffer: 'AInvalidParam', InvalidCommunicator: 'AInvalidParam', InvalidDatatype: 'AInvalidParam',
  InvalidRoot: 'AInvalidParam', InvalidTag: 'AInvalidParam', InvalidWindow: 'AInvalidParam',
  InvalidOperator: 'AInvalidParam', InvalidOtherArg: 'AInvalidParam', ActualDatatype: 'AInvalidParam',
  InvalidSrcDest: 'AInvalidParam',
  CommunicatorLeak: 'BResLeak', DatatypeLeak: 'BResLeak', GroupLeak: 'BResLeak', OperatorLeak: 'BResLeak',
  TypeLeak: 'BResLeak', RequestLeak: 'BResLeak',
  MissingStart: 'BReqLifecycle', MissingWait: 'BReqLifecycle',
  LocalConcurrency: 'BLocalConcurrency',
  CallMatching: 'DMatch',
  CommunicatorMatching: 'CMatch', DatatypeMatching: 'CMatch', OperatorMatching: 'CMatch',
  RootMatching: 'CMatch', TagMatching: 'CMatch',
  MessageRace: 'DRace',
  GlobalConcurrency: 'DGlobalConcurrency',
  BufferingHazard: 'EBufferingHazard',
  OK: 'FOK',
};
export const DISPLAYED_NAME = {
  AInvalidParam: 'Invalid parameter', BResLeak: 'Resource leak', BReqLifecycle: 'Request lifecycle',
  BLocalConcurrency: 'Local concurrency', CMatch: 'Parameter matching', DMatch: 'Call ordering',
  DRace: 'Message race', DGlobalConcurrency: 'Global concurrency', EBufferingHazard: 'Buffering hazard',
  FOK: 'Correct execution',
};

/** Every test of every generated program: { file, name, id, cmd, expect, detail }. */
export function allTests(dir) {
  const out = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.c')).sort()) {
    parseHeader(join(dir, name)).forEach((t, id) => out.push({ file: join(dir, name), name, id, ...t }));
  }
  return out;
}

/** MBI's `mpirun -np N ${EXE}` (with $zero_buffer / $infty_buffer) as mpisim run's arguments. */
export function mpisimArgs(cmd, file) {
  const words = cmd.trim().split(/\s+/);
  if (words.shift() !== 'mpirun') throw new Error(`${basename(file)}: unexpected MBI command '${cmd}'`);
  const args = ['run'];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === '-np' || w === '-n') args.push('-n', words[++i]);
    else if (w === '$zero_buffer') args.push('--eager-limit', '0');
    else if (w === '$infty_buffer') args.push('--eager-limit', String(INFTY_EAGER_LIMIT));
    else if (w === '${EXE}') args.push(file);
    else throw new Error(`${basename(file)}: unexpected word '${w}' in MBI command '${cmd}'`);
  }
  return args;
}

/**
 * What mpisim said about one run, in the vocabulary of MBI's tool parsers (simgrid.py, must.py):
 * 'OK' (ran to completion, nothing reported), an error verdict ('deadlock', 'mpierr', or the
 * category of an mpisim finding), or 'UNIMPLEMENTED' (does not compile: MBI's coverage issue),
 * 'failure' (the tool failed, or the program crashed: MBI counts a segfault as a failure),
 * 'timeout', 'other' (inconclusive).
 */
export function parseOutcome({ status, output, timedOut }) {
  if (timedOut || status === 255) return 'timeout';
  if (/^mpisim: internal error/m.test(output)) return 'failure';
  const finding = /^mpisim: ([a-z][a-z -]*): /m.exec(output);
  if (finding && !/^(internal error|out of memory|warning)$/.test(finding[1])) return finding[1];
  if (status === 0) return 'OK';
  if (status === 3) return 'deadlock';
  if (/Fatal error in /.test(output)) return 'mpierr';
  if (status === 1 && /\berror: /.test(output) && !/^mpisim: rank/m.test(output)) return 'UNIMPLEMENTED';
  if (status === 137 || status === 139 || status === 136 || status === 134) return 'failure';
  return 'other';
}

/** MBIutils.categorize. */
export function categorize(outcome, expect) {
  if (outcome === 'timeout') return 'timeout';
  if (outcome === 'failure') return 'failure';
  if (outcome === 'UNIMPLEMENTED') return 'unimplemented';
  if (outcome === 'other') return 'other';
  if (expect === 'OK') return outcome === 'OK' ? 'TRUE_NEG' : 'FALSE_POS';
  return outcome === 'OK' ? 'FALSE_NEG' : 'TRUE_POS';
}

function runOne(test, { timeout }) {
  const args = mpisimArgs(test.cmd, test.file);
  args.splice(1, 0, '--timeout', String(timeout));
  return runMpisim(test, args, timeout).then((r) => {
    // A run that ended well may owe that to the matches its wildcard receives happened to make:
    // a program that receives from MPI_ANY_SOURCE (judged from its text, not its label) is run
    // again with --explore, which reports a schedule that ends otherwise as a message race.
    if (r.outcome !== 'OK' || !/\bMPI_ANY_SOURCE\b/.test(readFileSync(test.file, 'utf8'))) return r;
    const explored = [...args];
    explored.splice(1, 0, '--explore');
    return runMpisim(test, explored, timeout).then((x) => ({ ...x, elapsed: r.elapsed + x.elapsed }));
  });
}

function runMpisim(test, args, timeout) {
  return new Promise((done) => {
    const t0 = Date.now();
    const child = spawn(process.execPath, [cli, ...args], {
      cwd: dirname(test.file), stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => { if (output.length < 1 << 20) output += d; });
    child.stderr.on('data', (d) => { if (output.length < 1 << 20) output += d; });
    // mpisim's own --timeout ends a slow run; this one ends a run that would not answer it.
    let timedOut = false;
    const kill = setTimeout(() => { timedOut = true; child.kill('SIGKILL'); }, (timeout + 30) * 1000);
    child.on('close', (status, signal) => {
      clearTimeout(kill);
      const outcome = parseOutcome({ status: status ?? 128 + 9, output, timedOut });
      done({ ...test, status, signal, outcome, category: categorize(outcome, test.expect), elapsed: (Date.now() - t0) / 1000, output });
    });
  });
}

/** Runs the tests, `jobs` at a time; `progress` is called after each. */
export async function runAll(tests, { jobs = cpus().length, timeout = 60, progress } = {}) {
  const results = new Array(tests.length);
  let next = 0;
  const worker = async () => {
    while (next < tests.length) {
      const i = next++;
      results[i] = await runOne(tests[i], { timeout });
      progress?.(results[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  return results;
}

/**
 * MBI's metrics (the MBI paper, §4.2): coverage = 1 - unimplemented/total; conclusiveness =
 * 1 - (timeout + failure + other)/total; specificity = TN/(TN+FP); recall = TP/(TP+FN);
 * precision = TP/(TP+FP); F1; overall accuracy = (TP+TN)/total, so every test that did not
 * run to a verdict counts as wrong.
 */
export function metrics(results) {
  const n = { TRUE_POS: 0, TRUE_NEG: 0, FALSE_POS: 0, FALSE_NEG: 0, timeout: 0, failure: 0, unimplemented: 0, other: 0 };
  for (const r of results) n[r.category]++;
  const total = results.length;
  const TP = n.TRUE_POS, TN = n.TRUE_NEG, FP = n.FALSE_POS, FN = n.FALSE_NEG;
  const ratio = (a, b) => (b === 0 ? NaN : a / b);
  const precision = ratio(TP, TP + FP), recall = ratio(TP, TP + FN);
  return {
    total, ...n,
    coverage: ratio(total - n.unimplemented, total),
    conclusiveness: ratio(total - n.timeout - n.failure - n.other, total),
    specificity: ratio(TN, TN + FP),
    recall, precision,
    f1: ratio(2 * precision * recall, precision + recall),
    accuracy: ratio(TP + TN, total),
  };
}

export function byCategory(results) {
  const groups = new Map();
  for (const r of results) {
    const scope = POSSIBLE_DETAILS[r.detail];
    if (!groups.has(scope)) groups.set(scope, []);
    groups.get(scope).push(r);
  }
  return [...groups.keys()].sort().map((scope) => ({ scope, name: DISPLAYED_NAME[scope], ...metrics(groups.get(scope)) }));
}

const fmt = (x) => (Number.isNaN(x) ? '   -' : x.toFixed(3));

export function report(results) {
  const lines = [];
  const head = 'category               tests    TP    TN    FP    FN  fail  tout  unim other  accuracy  recall';
  lines.push(head);
  for (const c of byCategory(results)) {
    lines.push(`${c.name.padEnd(20)} ${[c.total, c.TRUE_POS, c.TRUE_NEG, c.FALSE_POS, c.FALSE_NEG, c.failure, c.timeout, c.unimplemented, c.other].map((v) => String(v).padStart(5)).join(' ')}     ${fmt(c.accuracy)}   ${fmt(c.recall)}`);
  }
  const m = metrics(results);
  lines.push(`${'total'.padEnd(20)} ${[m.total, m.TRUE_POS, m.TRUE_NEG, m.FALSE_POS, m.FALSE_NEG, m.failure, m.timeout, m.unimplemented, m.other].map((v) => String(v).padStart(5)).join(' ')}`);
  lines.push('');
  lines.push(`coverage ${fmt(m.coverage)}  conclusiveness ${fmt(m.conclusiveness)}  specificity ${fmt(m.specificity)}  recall ${fmt(m.recall)}  precision ${fmt(m.precision)}  F1 ${fmt(m.f1)}  accuracy ${fmt(m.accuracy)}`);
  return lines.join('\n');
}

export function readList(file) {
  return readFileSync(file, 'utf8').split('\n').map((l) => l.replace(/#.*/, '').trim()).filter(Boolean).map((l) => l.split(/\s+/)[0]);
}

/** The tests of the named programs (all the tests of each), in the list's order. */
export function selectTests(dir, names) {
  const out = [];
  for (const name of names) {
    const file = join(dir, name);
    if (!existsSync(file)) throw new Error(`${name}: not among the generated MBI programs`);
    parseHeader(file).forEach((t, id) => out.push({ file, name, id, ...t }));
  }
  return out;
}

const USAGE = 'usage: node scripts/suite-mbi.mjs [--list FILE] [--jobs N] [--timeout S] [--json OUT] [--verbose]\n       node scripts/suite-mbi.mjs --merge A.json B.json ...';
const OPTIONS = new Set(['--list', '--jobs', '--timeout', '--json']);

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) { console.log(USAGE); return; }
  if (argv[0] === '--merge') {
    if (argv.length < 2) throw new Error(`--merge needs the JSON files of runs\n${USAGE}`);
    const results = argv.slice(1).flatMap((f) => JSON.parse(readFileSync(f, 'utf8')));
    console.log(report(results));
    console.log(`${results.reduce((s, r) => s + r.elapsed, 0).toFixed(0)} s of runs`);
    return;
  }
  // Anything unknown is refused before the hours-long run it would start.
  for (let k = 0; k < argv.length; k++) {
    if (argv[k] === '--verbose') continue;
    if (!OPTIONS.has(argv[k])) throw new Error(`unknown option '${argv[k]}'\n${USAGE}`);
    if (argv[++k] === undefined) throw new Error(`${argv[k - 1]} needs a value\n${USAGE}`);
  }
  const opt = (name) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : undefined; };
  const dir = generated();
  const tests = opt('--list') ? selectTests(dir, readList(opt('--list'))) : allTests(dir);
  const jobs = Number(opt('--jobs') ?? cpus().length);
  const timeout = Number(opt('--timeout') ?? 60);
  console.log(`MBI (SimGrid ${SIMGRID}'s generators): ${tests.length} tests, ${jobs} at a time`);
  const t0 = Date.now();
  const results = await runAll(tests, {
    jobs, timeout,
    progress: (r) => {
      const wrong = r.category !== 'TRUE_POS' && r.category !== 'TRUE_NEG';
      if (wrong || argv.includes('--verbose')) console.log(`${r.category.padEnd(13)} ${r.name} (expected ${r.detail}, mpisim: ${r.outcome}, ${r.elapsed.toFixed(1)} s)`);
    },
  });
  console.log(report(results));
  console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
  if (opt('--json')) {
    writeFileSync(opt('--json'), JSON.stringify(results.map(({ output, file, ...r }) => ({ ...r, output: output.slice(0, 4000) })), null, 1));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => { console.error(`suite-mbi: ${e.message}`); process.exit(1); });
}
