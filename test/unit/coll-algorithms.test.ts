/**
 * mpisim's collective library (src/sim/mpi/lib/coll.h and coll_*.c: MPICH 4.0.2's algorithms
 * and their selection, in C) against the real MPICH 4.0.2.
 *
 * 1. The library's C text is plain C99: gcc (through mpicc.mpich) accepts it with -std=c99
 *    -pedantic -Wall -Wextra -Werror, and mpisim's own compiler accepts it (only the runtime
 *    primitives it asks for with NEEDS RUNTIME may still be missing).
 * 2. test/coll/coll_diff.c compiles the library with mpicc.mpich on top of a shim that
 *    implements <mpisim_mpi.h> with real MPI (its MPI_X renamed SIM_X) and compares SIM_X with
 *    MPI_X on the same inputs, bit for bit, for 1, 2, 3, 4, 5, 7 and 8 processes: every line
 *    it prints must say "match". Floating-point sums of values chosen to expose the combining
 *    order, MAXLOC/MINLOC on MPI_DOUBLE_INT, a non-commutative user operation (2x2 matrix
 *    product), a user operation declared commutative whose result shows the operand order,
 *    MPI_IN_PLACE, several roots, sizes around MPICH's thresholds, sub-communicators and an
 *    intercommunicator.
 * 3. The same ordinary MPI program (test/coll/coll_e2e.c) run by `mpisim run` and by
 *    mpiexec.mpich prints the same lines.
 *
 * Real MPICH is required: without mpicc.mpich/mpiexec.mpich the tests fail.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import { COLL_FALLBACK_SOURCE, MPI_INTERNAL_SOURCE, MPI_LIBRARY_HEADERS, MPI_LIBRARY_SOURCES } from '../../src/sim/mpi/lib';
import { compileProgram } from '../../src/sim/compile';
import { CompileError } from '../../src/sim/c/diagnostics';

const NPROCS = [1, 2, 3, 4, 5, 7, 8];

function findRepoRoot(start: string): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'test', 'coll', 'coll_diff.c')) && existsSync(join(dir, 'src', 'sim'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`cannot find test/coll/coll_diff.c above ${start}`);
    dir = up;
  }
}

const ROOT = findRepoRoot(__dirname);
const DIFF_C = join(ROOT, 'test', 'coll', 'coll_diff.c');
const E2E_C = join(ROOT, 'test', 'coll', 'coll_e2e.c');

/** The collective library's files, in the order mpisim compiles them; the fallback first. */
const COLL_FILES: Record<string, string> = {
  'coll.h': MPI_LIBRARY_HEADERS['coll.h'],
  'coll_fallback.c': COLL_FALLBACK_SOURCE,
  ...Object.fromEntries(Object.entries(MPI_LIBRARY_SOURCES).filter(([name]) => name.startsWith('coll_'))),
};
/** One translation unit of the whole collective library, as test/coll/coll_diff.c includes it. */
const COLL_SOURCE = Object.keys(COLL_FILES).filter((n) => n.endsWith('.c')).map((n) => `#include "${n}"\n`).join('');

/** The runtime primitives coll.h declares itself (NEEDS RUNTIME): undefined until the runtime has them. */
const NEEDS_RUNTIME = [
  'MPIR_Comm_node_comm', 'MPIR_Comm_node_roots_comm', 'MPIR_Get_intranode_rank', 'MPIR_Get_internode_rank',
  'MPIR_Comm_is_low_group', 'MPIR_Datatype_get_size', 'MPIC_Ssend',
];

function sh(cmd: string, args: string[], opts: { cwd?: string; timeout?: number } = {}): SpawnSyncReturns<string> {
  return spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20, timeout: opts.timeout ?? 120_000, cwd: opts.cwd });
}

function describe(r: SpawnSyncReturns<string>): string {
  const err = r.error ? ` (${r.error.message})` : '';
  return `status ${r.status} signal ${r.signal}${err}\n--- stdout (tail)\n${(r.stdout ?? '').slice(-3000)}\n--- stderr (tail)\n${(r.stderr ?? '').slice(-3000)}`;
}

let work = '';
let mpichError = '';

before(() => {
  work = mkdtempSync(join(tmpdir(), 'mpisim-coll-'));
  for (const tool of ['mpicc.mpich', 'mpiexec.mpich']) {
    const r = sh(tool, tool === 'mpicc.mpich' ? ['-show'] : ['--version'], { timeout: 30_000 });
    if (r.error || r.status !== 0) {
      mpichError =
        `real MPICH is required for these tests but ${tool} is not usable` +
        ` (${r.error ? r.error.message : `exit ${r.status}`}); install the Debian package mpich (see .ci/run)`;
      return;
    }
  }
  writeFileSync(join(work, 'mpisim_mpi.h'), MPI_INTERNAL_SOURCE);
  for (const [name, text] of Object.entries(COLL_FILES)) writeFileSync(join(work, name), text);
  writeFileSync(join(work, 'coll_source.c'), COLL_SOURCE);
});

after(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

function requireMpich(): void {
  if (mpichError) assert.fail(mpichError);
}

test('the library is plain C99 (gcc -std=c99 -pedantic -Wall -Wextra -Werror)', () => {
  requireMpich();
  const wrapper = join(work, 'c99_check.c');
  writeFileSync(wrapper, '#include <mpi.h>\n#include "mpisim_mpi.h"\n#include "coll_source.c"\n');
  for (const extra of [[], ['-DMPISIM_COLL_FALLBACK_PRIMITIVES', '-DMPISIM_COLL_REDUCE_LOCAL']]) {
    const r = sh('mpicc.mpich', ['-std=c99', '-pedantic', '-Wall', '-Wextra', '-Werror', '-fsyntax-only', ...extra, '-I', work, wrapper]);
    assert.equal(r.status, 0, `gcc rejects the library ${extra.join(' ')}:\n${describe(r)}`);
  }
});

test("mpisim's compiler accepts the library", () => {
  for (const name of NEEDS_RUNTIME) {
    assert.match(COLL_FILES['coll.h'], new RegExp(`NEEDS RUNTIME[^]*?\\b${name}\\(`), `${name} is declared as NEEDS RUNTIME`);
  }
  const allowed = new Set([...NEEDS_RUNTIME, '__mpisim_comm_is_low_group']);
  for (const defines of [undefined, { MPISIM_COLL_FALLBACK_PRIMITIVES: '1' }]) {
    try {
      const readFile = (p: string) => (p.startsWith('/coll/') ? COLL_FILES[p.slice('/coll/'.length)] : undefined);
      compileProgram({ file: '/coll/coll_check.c', source: COLL_SOURCE + '\nint main(void) { return 0; }\n', readFile, defines });
    } catch (e) {
      if (!(e instanceof CompileError)) throw e;
      const bad = e.diagnostics.filter((d) => {
        const m = /^undefined reference to `(\w+)'$/.exec(d.message);
        return !(m && allowed.has(m[1]));
      });
      assert.deepEqual(bad.map((d) => `${d.pos.line}:${d.pos.col}: ${d.message}`), [], 'errors other than missing runtime primitives');
    }
  }
});

let diffExe = '';

function buildDiff(): string {
  requireMpich();
  if (diffExe) return diffExe;
  const exe = join(work, 'coll_diff');
  const r = sh('mpicc.mpich', ['-std=c99', '-O1', '-Wall', '-I', work, DIFF_C, '-o', exe, '-lm']);
  assert.equal(r.status, 0, `mpicc.mpich failed on test/coll/coll_diff.c:\n${describe(r)}`);
  diffExe = exe;
  return exe;
}

for (const n of NPROCS) {
  test(`SIM_X and MPICH's MPI_X give identical results on ${n} process${n > 1 ? 'es' : ''}`, { timeout: 180_000 }, () => {
    const exe = buildDiff();
    const r = sh('mpiexec.mpich', ['-n', String(n), exe], { cwd: work, timeout: 170_000 });
    assert.equal(r.status, 0, `mpiexec.mpich -n ${n} failed:\n${describe(r)}`);
    const lines = r.stdout.split('\n').filter((l) => l.length);
    const cases = lines.filter((l) => l.startsWith('CASE '));
    const done = lines.filter((l) => l.startsWith('DONE '));
    const mismatches = cases.filter((l) => !/: match( |$)/.test(l));
    assert.deepEqual(mismatches.slice(0, 20), [], `${mismatches.length} mismatching cases on ${n} processes`);
    assert.equal(done.length, n, `every process reports DONE:\n${describe(r)}`);
    let total = 0;
    for (const d of done) {
      const m = /^DONE wrank (\d+) cases (\d+) mismatches (\d+)$/.exec(d);
      assert.ok(m, `malformed line: ${d}`);
      assert.equal(m[3], '0', d);
      total += Number(m[2]);
    }
    assert.equal(cases.length, total, 'one CASE line per case');
    assert.ok(total >= 100 * n, `only ${total} cases ran`);
  });
}

test(
  'one MPI program prints the same under mpisim and under MPICH',
  { timeout: 300_000 },
  () => {
    requireMpich();
    const exe = join(work, 'coll_e2e');
    const c = sh('mpicc.mpich', ['-std=c99', '-O1', E2E_C, '-o', exe]);
    assert.equal(c.status, 0, `mpicc.mpich failed on test/coll/coll_e2e.c:\n${describe(c)}`);
    const cli = join(ROOT, 'bin', 'mpisim.js');
    for (const n of NPROCS) {
      const real = sh('mpiexec.mpich', ['-n', String(n), exe], { cwd: work });
      assert.equal(real.status, 0, `mpiexec.mpich -n ${n}:\n${describe(real)}`);
      const sim = sh(process.execPath, [cli, 'run', '-n', String(n), E2E_C], { cwd: work });
      assert.equal(sim.status, 0, `mpisim run -n ${n}:\n${describe(sim)}`);
      const sorted = (s: string) => s.split('\n').filter((l) => l.length).sort();
      assert.deepEqual(sorted(sim.stdout), sorted(real.stdout), `outputs differ on ${n} processes`);
    }
  },
);
