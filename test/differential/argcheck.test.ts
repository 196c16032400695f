/**
 * Argument checking as MPICH 4.0.2 does it, for every MPI function of its mpi.h and mpio.h
 * (issue 14). test/helpers/argcheck.ts generates, per family of functions, one program whose
 * every case calls one function with one bad argument (null, freed, garbage or wrong-kind
 * handles, negative counts, ranks, roots and tags out of range, NULL buffers and pointers) under
 * MPI_ERRORS_RETURN and prints the error class and MPI_Error_string's text. The program is built
 * with mpicc.mpich and run with mpiexec.mpich, and run under mpisim: every line must be the same.
 *
 * Where MPICH itself ends the process (a segfault dereferencing a garbage pointer...) the case
 * is not run under mpisim and the test says how many. `test/argcheck/known-differences.txt`
 * lists the cases mpisim still answers otherwise (each line "MPI_X what"); any other difference
 * fails. CI runs the int functions of the families in CI_FAMILIES; `npm run suite:argcheck` runs
 * every function.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS, makeTmpDir, removeTmpDir } from '../helpers/cprog';
import { run } from '../helpers/proc';
import { requireMpich } from '../helpers/mpi';
import { cases, families, mpichPrototypes, normalise, program, runCases, type Case } from '../helpers/argcheck';

const CI_FAMILIES = new Set(['pt2pt', 'Comm', 'Type', 'request', 'Group']);
const ALL = process.env.MPISIM_ARGCHECK === 'all';
const KNOWN = join(REPO_ROOT, 'test', 'argcheck', 'known-differences.txt');

let tmp = '';
before(() => { tmp = makeTmpDir('argcheck'); });
after(() => { if (tmp && !process.env.MPISIM_KEEP_TMP) removeTmpDir(tmp); });

const protoDir = makeTmpDir('argcheck-protos');
const fams = families(mpichPrototypes(protoDir));
removeTmpDir(protoDir);
const known = new Set(existsSync(KNOWN) ? readFileSync(KNOWN, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')) : []);

const key = (c: Case): string => `${c.fn} ${c.what}`;

for (const [family, fns] of fams) {
  if (!ALL && !CI_FAMILIES.has(family)) continue;
  test(`${family}: functions with bad arguments answer as MPICH does`, async () => {
    await requireMpich();
    // CI: the families' int functions (the _c large-count forms are the int ones' C wrappers).
    const cs = fns.filter((f) => ALL || !f.name.endsWith('_c')).flatMap(cases);
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
    const sim = await runCases(cs.length, [...real.crashed.keys()], async (args) => {
      const r = await run(process.execPath, [MPISIM_JS, 'run', '-n', '1', '--timeout', '20', 'sim', ...args], { cwd: dir, timeoutMs: 60_000 });
      return { ...r, hung: r.timedOut || r.status === 255 };
    });
    const diffs: string[] = [];
    const knownNow: string[] = [];
    const diffKeys: string[] = [];
    let compared = 0;
    cs.forEach((c, k) => {
      if (real.crashed.has(k)) return;
      compared++;
      const want = real.lines.get(k) ?? '(no line)';
      const got = sim.lines.get(k) ?? `(${sim.crashed.get(k) ?? 'no line'})`;
      if (normalise(want) === normalise(got)) return;
      if (known.has(key(c))) { knownNow.push(key(c)); return; }
      diffs.push(`- ${want}\n+ ${got}`);
      diffKeys.push(key(c));
    });
    if (process.env.MPISIM_ARGCHECK_OUT) writeFileSync(join(process.env.MPISIM_ARGCHECK_OUT, `${family}.diff`), `${diffKeys.map((k) => `${k}\n`).join('')}`);
    const mpichCrashes = [...real.crashed].map(([k, how]) => `${key(cs[k])}: ${how}`);
    console.log(`# ${family}: ${fns.length} functions, ${cs.length} cases, ${compared} compared, ${real.crashed.size} end MPICH's process (not run), ${knownNow.length} known differences, ${diffs.length} new differences`);
    if (process.env.MPISIM_ARGCHECK_VERBOSE) console.log(`# MPICH ends the process in:\n${mpichCrashes.join('\n')}\n# known:\n${knownNow.join('\n')}`);
    assert.equal(diffs.length, 0, `${diffs.length} of ${compared} cases differ from MPICH:\n${diffs.slice(0, 60).join('\n')}`);
  });
}
