/**
 * Argument checking as MPICH 4.0.2 does it, for every MPI function of its mpi.h and mpio.h
 * (issue 14). test/helpers/argcheck.ts generates, per family of functions, one program whose
 * every case calls one function with one bad argument (null, freed, garbage or wrong-kind
 * handles, negative counts, ranks, roots and tags out of range, NULL buffers and pointers) under
 * MPI_ERRORS_RETURN and prints the error class and MPI_Error_string's text. The program is built
 * with mpicc.mpich and run with mpiexec.mpich, and run under mpisim: every line must be the same.
 *
 * `test/argcheck/known-differences.txt` lists, each with its category (helpers/argcheck.ts
 * DiffCategory), the cases where mpisim does not answer as MPICH does, and it is strict: a case
 * not listed that differs fails, and so does a listed case that now agrees with MPICH or differs
 * in another way than its category says. Where MPICH itself ends the process (a segfault
 * dereferencing a NULL or garbage pointer) mpisim must return an MPI error, and the list says
 * so (`mpich-ends`). CI runs the functions of the families in CI_FAMILIES;
 * `npm run suite:argcheck` runs every function and also fails on entries naming no case.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS, makeTmpDir, removeTmpDir, tmpDirForFile } from '../helpers/cprog';
import { run } from '../helpers/proc';
import { requireMpich } from '../helpers/mpi';
import { cases, diffCategory, families, lineClass, mpichPrototypes, parseKnown, program, runCases, type Case, type MpiFunction } from '../helpers/argcheck';

const CI_FAMILIES = new Set(['pt2pt', 'Comm', 'Type', 'request', 'Group', 'Info', 'Session', 'Cart', 'Graph', 'Dist']);
const ALL = process.env.MPISIM_ARGCHECK === 'all';
const KNOWN = join(REPO_ROOT, 'test', 'argcheck', 'known-differences.txt');

const tmp = tmpDirForFile('argcheck');

const protoDir = makeTmpDir('argcheck-protos');
const fams = families(mpichPrototypes(protoDir));
removeTmpDir(protoDir);
const known = parseKnown(existsSync(KNOWN) ? readFileSync(KNOWN, 'utf8') : '');

const key = (c: Case): string => `${c.fn} ${c.what}`;

if (ALL) {
  test('every known difference names a case', () => {
    const all = new Set([...fams.values()].flat().flatMap(cases).map(key));
    const stale = [...known.keys()].filter((k) => !all.has(k));
    assert.deepEqual(stale, [], 'remove from known-differences: no such case');
  });
}

// MPISIM_ARGCHECK_FAMILIES=rma,Win: only these families.
const only = process.env.MPISIM_ARGCHECK_FAMILIES?.split(',');
const chosen = [...fams].filter(([family]) => (only ? only.includes(family) : ALL || CI_FAMILIES.has(family)));

// Two families at a time: each is one process at a time under mpiexec.mpich and under mpisim.
test('functions with bad arguments answer as MPICH does', { concurrency: 2 }, async (t) => {
  await requireMpich();
  await Promise.all(chosen.map(([family, fns]) => t.test(`${family}`, () => checkFamily(family, fns))));
});

async function checkFamily(family: string, fns: readonly MpiFunction[]): Promise<void> {
  // CI too runs the _c large-count forms: MPICH's have checks of their own at other lines.
  const cs = fns.flatMap(cases);
  const dir = join(tmp, family);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'prog.c'), program(cs));
  const mb = await run('mpicc.mpich', ['-O0', '-o', 'mpich', 'prog.c'], { cwd: dir, timeoutMs: 120_000 });
  assert.equal(mb.status, 0, `mpicc.mpich: ${mb.stderr}`);
  const sb = await run(process.execPath, [MPISIM_JS, 'cc', '-o', 'sim', 'prog.c'], { cwd: dir, timeoutMs: 300_000 });
  assert.equal(sb.status, 0, `mpisim cc: ${sb.stderr}`);
  const real = await runCases(cs.length, [], async (args) => {
    const r = await run('timeout', ['-k', '2', '20', 'mpiexec.mpich', '-n', '1', './mpich', ...args], { cwd: dir, timeoutMs: 40_000 });
    return { ...r, hung: r.status === 124 || r.timedOut };
  });
  // A directory of its own: a file the MPICH run left (MPI-IO cases' argcheck.dat, not deleted
  // when MPICH's process died) must not be what mpisim's cases read.
  const simDir = join(dir, 'mpisim');
  mkdirSync(simDir, { recursive: true });
  copyFileSync(join(dir, 'sim'), join(simDir, 'sim'));
  const sim = await runCases(cs.length, [], async (args) => {
    const r = await run(process.execPath, [MPISIM_JS, 'run', '-n', '1', '--timeout', '20', 'sim', ...args], { cwd: simDir, timeoutMs: 60_000 });
    return { ...r, hung: r.timedOut || r.status === 255 };
  }, [...real.crashed.keys()]);
  const counts = new Map<string, number>();
  const failures: string[] = [];
  const found: string[] = [];
  const shownAll: string[] = [];
  let agree = 0;
  cs.forEach((c, k) => {
    const want = real.lines.get(k), got = sim.lines.get(k);
    const cat = diffCategory(want, got);
    const listed = known.get(key(c));
    const shown = `${key(c)}\n  - ${want ?? `(${real.crashed.get(k) ?? 'no line'})`}\n  + ${got ?? `(${sim.crashed.get(k) ?? 'no line'})`}`;
    shownAll.push(shown);
    if (listed?.category === 'mpich-varies') {
      // An MPI error, or MPI_SUCCESS where the note records that MPICH answers that too (its
      // answer depends on whether an earlier case's process died, leaving its window's epoch or not).
      const cls = lineClass(got);
      const ok = (cls ?? 0) > 0 || (cls === 0 && /\bMPI_SUCCESS\b/.test(listed.note));
      if (!ok) failures.push(`${shown}\n  (mpisim must return an MPI error: known-differences line ${listed.line}, mpich-varies)`);
      counts.set('mpich-varies', (counts.get('mpich-varies') ?? 0) + 1);
      found.push(`${key(c)}  # mpich-varies${listed.note ? `: ${listed.note}` : ''}`);
      return;
    }
    if (!cat) {
      agree++;
      if (listed) failures.push(`${key(c)}: agrees with MPICH now, remove from known-differences (line ${listed.line})`);
      return;
    }
    counts.set(cat, (counts.get(cat) ?? 0) + 1);
    // What ended MPICH's process is the note of a case it does not answer ("exit 139", an assertion).
    const note = listed?.note || (want === undefined ? `MPICH ${real.crashed.get(k) ?? 'no line'}`.replace(/: =+$/, '').slice(0, 100) : '');
    found.push(`${key(c)}  # ${cat}${note ? `: ${note}` : ''}`);
    if (!listed) failures.push(`${shown}\n  (${cat}, not in known-differences)`);
    else if (listed.category !== cat) failures.push(`${shown}\n  (${cat}, known-differences line ${listed.line} says ${listed.category})`);
  });
  // MPISIM_ARGCHECK_OUT=dir: each family's differences as known-differences lines to review, and every case's two lines.
  if (process.env.MPISIM_ARGCHECK_OUT) {
    writeFileSync(join(process.env.MPISIM_ARGCHECK_OUT, `${family}.known`), found.map((l) => `${l}\n`).join(''));
    writeFileSync(join(process.env.MPISIM_ARGCHECK_OUT, `${family}.all`), shownAll.join('\n'));
  }
  console.log(`# ${family}: ${fns.length} functions, ${cs.length} cases, ${agree} agree, known differences: ${[...counts].map(([c, n]) => `${n} ${c}`).join(', ') || 'none'}`);
  assert.equal(failures.length, 0, `${failures.length} of ${cs.length} cases are not as known-differences.txt says:\n${failures.slice(0, 60).join('\n')}`);
}
