/**
 * The whole MPI of MPICH 4.0.2 (issue 13).
 *
 * 1. Every function MPICH's installed `mpi.h` and `mpio.h` declare links under mpisim, under its
 *    MPI_ name and its PMPI_ name. The list is read here from the headers themselves: gcc
 *    `-aux-info` writes every function declaration the headers make (MPI_ ones: 623 in MPICH
 *    4.0.2); a C program taking the address of each is built with `mpisim cc`, and every
 *    undefined reference is a function mpisim lacks (MPI-IO's included).
 *
 * 2. Behaviour against real MPICH: every test/api/*.c is built with mpicc.mpich and run with
 *    mpiexec.mpich for each rank count of its `// mpi-np:` header, and with mpisim; each rank's
 *    stdout must be the same and both runs must exit 0.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { REPO_ROOT, MPISIM_JS, lineDiff, makeTmpDir, removeTmpDir } from '../helpers/cprog';
import { describeRun } from '../helpers/proc';
import { listMpiPrograms, mpichBuild, readMpiHeaders, runMpich, runMpisimRanks } from '../helpers/mpi';

const API_DIR = join(REPO_ROOT, 'test', 'api');

let tmp = '';
before(() => { tmp = makeTmpDir('mpi-api'); });
after(() => { if (tmp && !process.env.MPISIM_KEEP_TMP) removeTmpDir(tmp); });

function sh(cmd: string, args: string[], cwd?: string): { status: number | null; out: string } {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 300_000, maxBuffer: 64 << 20 });
  if (r.error) assert.fail(`cannot run ${cmd} (${r.error.message}): gcc and MPICH (Debian packages gcc, mpich) are required`);
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** The include directories of MPICH's compiler wrapper (`mpicc.mpich -show`). */
function mpichIncludes(): string[] {
  const r = sh('mpicc.mpich', ['-show']);
  assert.equal(r.status, 0, `mpicc.mpich -show: ${r.out}`);
  const dirs = r.out.split(/\s+/).filter((w) => w.startsWith('-I')).map((w) => w.slice(2));
  assert.ok(dirs.some((d) => existsSync(join(d, 'mpi.h')) && existsSync(join(d, 'mpio.h'))), `no mpi.h and mpio.h under ${dirs.join(' ')}`);
  return dirs;
}

/** The MPI_ functions MPICH's mpi.h and mpio.h declare, as gcc reads them (-aux-info). */
export function mpichFunctions(dir: string): string[] {
  writeFileSync(join(dir, 'headers.c'), '#include <mpi.h>\n#include <mpio.h>\n');
  const r = sh('gcc', [...mpichIncludes().map((d) => `-I${d}`), '-aux-info', 'aux.txt', '-fsyntax-only', 'headers.c'], dir);
  assert.equal(r.status, 0, `gcc -aux-info: ${r.out}`);
  const names = new Set<string>();
  // "/* file:line:NC */ extern int MPI_Send (const void *, ...);": the declared name is the first
  // identifier before " (" (parameters of function type are inside the parentheses).
  for (const m of readFileSync(join(dir, 'aux.txt'), 'utf8').matchAll(/\*\/ extern [\w\s*]*?\b(MPI_\w+) \(/g)) names.add(m[1]);
  return [...names].sort();
}


test("every function of MPICH's mpi.h and mpio.h links under mpisim, as MPI_X and PMPI_X", () => {
  const dir = join(tmp, 'link');
  mkdirSync(dir, { recursive: true });
  const all = mpichFunctions(dir);
  assert.ok(all.length >= 600, `only ${all.length} MPI_ functions read from MPICH's headers`);
  const fns = all.flatMap((n) => [n, `P${n}`]);
  const src = ['#include <mpi.h>', '#include <stdio.h>', 'static void (*const fns[])(void) = {',
    ...fns.map((n) => `    (void (*)(void))&${n},`), '};',
    'int main(void)', '{', '    int n = 0;', '    for (unsigned k = 0; k < sizeof fns / sizeof fns[0]; k++) n += fns[k] != 0;', '    printf("%d\\n", n);', '    return 0;', '}', ''].join('\n');
  writeFileSync(join(dir, 'api.c'), src);
  const r = sh(process.execPath, [MPISIM_JS, 'run', '-n', '1', 'api.c'], dir);
  const missing = [...r.out.matchAll(/undefined reference to `(\w+)'/g)].map((m) => m[1]);
  const undeclared = [...r.out.matchAll(/‘(\w+)’ undeclared/g)].map((m) => m[1]);
  assert.deepEqual({ undeclared, missing }, { undeclared: [], missing: [] }, `functions of MPICH's headers that mpisim lacks:\n${r.out.slice(0, 4000)}`);
  assert.equal(r.status, 0, r.out);
  assert.equal(r.out.trim(), String(fns.length));
});

const programs = existsSync(API_DIR) ? listMpiPrograms(API_DIR) : [];
for (const src of programs) {
  const h = readMpiHeaders(src);
  for (const np of h.nps) {
    test(`${basename(src)} -n ${np}: the same output as MPICH`, async () => {
      const dir = join(tmp, `${basename(src, '.c')}-${np}`);
      mkdirSync(dir, { recursive: true });
      const exe = await mpichBuild(src, tmp, h.defines);
      const want = await runMpich(exe, src, np, h.args, dir, h.timeoutS);
      assert.equal(want.result.status, 0, `MPICH run failed:\n${describeRun(want.result)}\n${want.err.join('')}`);
      const got = await runMpisimRanks(src, np, h.args, dir, h.timeoutS, h.defines.flatMap((d) => ['-D', d]));
      const diffs = want.out.map((w, k) => { const d = lineDiff(w, got.out[k]); return d ? `rank ${k}:\n${d.replace('(gcc)', '(mpich)')}` : ''; }).filter(Boolean);
      assert.deepEqual(diffs, [], `${describeRun(got.result)}\n${got.err.join('')}`);
      assert.equal(got.result.status, 0, `${describeRun(got.result)}\n${got.err.join('')}`);
    });
  }
}
