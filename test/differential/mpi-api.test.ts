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
 *
 * 3. QMPI's declarations, read from MPICH's installed mpi_proto.h: every QMPI_Functions_enum
 *    value, and every QMPI_X_t function type compatible with MPICH's (a _Generic selection
 *    against MPICH's typedef, renamed). The QMPIX_ types of MPICH's extensions are left out.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { REPO_ROOT, MPISIM_JS, lineDiff, tmpDirForFile } from '../helpers/cprog';
import { describeRun } from '../helpers/proc';
import { listMpiPrograms, mpichBuild, readMpiHeaders, runMpich, runMpisimRanks } from '../helpers/mpi';
import { mpichFunctions, mpichIncludes, sh } from '../helpers/argcheck';

const API_DIR = join(REPO_ROOT, 'test', 'api');

const tmp = tmpDirForFile('mpi-api');

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

test("QMPI's function numbers and function types are MPICH's", async () => {
  const dir = join(tmp, 'qmpi-decls');
  mkdirSync(dir, { recursive: true });
  const header = mpichIncludes().map((d) => join(d, 'mpi_proto.h')).find((f) => existsSync(f));
  assert.ok(header, "MPICH's mpi_proto.h not found");
  const text = readFileSync(header, 'utf8');
  const enumBody = /enum QMPI_Functions_enum \{([^}]*)\}/.exec(text)?.[1] ?? '';
  const numbers = enumBody.match(/\bMPIX?_\w+_T\b/g) ?? [];
  assert.ok(numbers.length > 500, `only ${numbers.length} QMPI function numbers read`);
  const types = [...text.matchAll(/^typedef ([^;]*?)\((QMPI_\w+_t)\)([^;]*);/gm)];
  assert.ok(types.length > 500, `only ${types.length} QMPI function types read`);
  const src = ['#include <mpi.h>', '#include <stdio.h>',
    ...types.map((m) => `typedef ${m[1]}(MPICH_${m[2]})${m[3]};`),
    'int main(void)', '{',
    ...numbers.map((n) => `    printf("%s %d\\n", "${n}", (int)${n});`),
    ...types.map((m) => `    printf("%s %d\\n", "${m[2]}", _Generic((${m[2]} *)0, MPICH_${m[2]} *: 1, default: 0));`),
    '    return 0;', '}', ''].join('\n');
  const file = join(dir, 'qmpi_decls.c');
  writeFileSync(file, src);
  const exe = await mpichBuild(file, dir);
  const want = await runMpich(exe, file, 1, [], dir, 60);
  assert.equal(want.result.status, 0, want.err.join(''));
  const got = await runMpisimRanks(file, 1, [], dir, 60);
  assert.equal(got.result.status, 0, `${describeRun(got.result)}\n${got.err.join('')}`);
  assert.equal(lineDiff(want.out[0], got.out[0]) ?? '', '');
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
