/**
 * The built-in headers never collide with a program's macros: every identifier the headers use
 * as a parameter name (read from src/sim/c/include here, with its reserved `__` taken off, as a
 * program would spell it: `n`, `count`, `buf`, `comm`...) is defined as a macro, before all the
 * headers are included and, in a second program, after. Both must compile and print what the
 * same program prints under real MPICH (built by mpicc.mpich with the macros after its headers:
 * MPICH's own mpi.h names its parameters `count`, `comm`..., so only "after" compiles there).
 * The headers must also keep to reserved names, so that a new header cannot bring the collision
 * back unnoticed.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { REPO_ROOT, runMpisimProgram, lineDiff, tmpDirForFile } from '../helpers/cprog';
import { mpichBuild, requireMpich, runMpich } from '../helpers/mpi';
import { describeRun } from '../helpers/proc';

const INCLUDE = join(REPO_ROOT, 'src', 'sim', 'c', 'include');

function headerFiles(dir = INCLUDE, rel = ''): string[] {
  const out: string[] = [];
  for (const f of readdirSync(dir).sort()) {
    if (statSync(join(dir, f)).isDirectory()) out.push(...headerFiles(join(dir, f), `${rel}${f}/`));
    else if (f.endsWith('.h')) out.push(rel + f);
  }
  return out;
}

/** Parameter names of the prototypes (and function-pointer typedefs) of a header. */
function parameterNames(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^#.*(?:\\\n.*)*$/gm, '');
  const names: string[] = [];
  for (const m of code.matchAll(/[\w)]\s*\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)\s*(?:__attribute__\s*\(\([^;]*?\)\))?\s*;/g)) {
    for (const param of m[1].split(',')) {
      // The declarator's name: the last identifier of a parameter (inside `(*name)` for a pointer to function).
      const fp = /\(\s*\*\s*(\w+)\s*\)/.exec(param);
      const ids = fp ? [fp[1]] : param.replace(/\[[^\]]*\]/g, '').match(/[A-Za-z_]\w*/g) ?? [];
      const last = ids[ids.length - 1];
      const typeWords = /^(void|char|short|int|long|float|double|signed|unsigned|const|volatile|restrict|__restrict|struct|union|enum|_Bool)$/;
      if (last && ids.length > 1 && !typeWords.test(last)) names.push(last);
    }
  }
  return names;
}

const headers = headerFiles();
const perHeader = new Map(headers.map((h) => [h, parameterNames(readFileSync(join(INCLUDE, h), 'utf8'))]));
/** What the headers define themselves (functions, macros, types, members: `char release[65];`) is not a name a program may take. */
const headerNames = new Set(headers.flatMap((h) => [...readFileSync(join(INCLUDE, h), 'utf8').matchAll(/#\s*define\s+(\w+)|(\w+)\s*\(|(\w+)\s*(?:\[[^\]]*\]\s*)*;/g)].map((m) => m[1] ?? m[2] ?? m[3])));

const BODY = `
int main(int argc, char **argv)
{
  int me, np, got = -1;
  char text[32];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &me);
  MPI_Comm_size(MPI_COMM_WORLD, &np);
  memset(text, 0, sizeof text);
  snprintf(text, sizeof text, "rank %d of %d", me, np);
  if (me == 0) MPI_Send(&np, 1, MPI_INT, 1, 7, MPI_COMM_WORLD);
  else MPI_Recv(&got, 1, MPI_INT, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  printf("%s: %d %d %zu %d\\n", text, got, abs(-me), strlen(text), (int)strtol("12", NULL, 10));
  MPI_Finalize();
  return 0;
}
`;

const bodyWords = new Set(BODY.match(/[A-Za-z_]\w*/g));
const userWords = [...new Set([...perHeader.values()].flat().map((n) => n.replace(/^_+/, '')))]
  .filter((n) => /^[a-z]/i.test(n) && !bodyWords.has(n) && !headerNames.has(n)).sort();

/**
 * The headers a program can include under gcc and MPICH too: mpisim's own parts of mpi.h
 * (mpi_large_count.h, mpi_t.h) are reached through mpi.h, as MPICH's are inside its one mpi.h.
 */
let includable: string[] = [];

function program(macrosFirst: boolean): string {
  const macros = userWords.map((w) => `#define ${w} 1\n`).join('');
  const includes = includable.map((h) => `#include <${h}>\n`).join('');
  return macrosFirst ? macros + includes + BODY : includes + macros + BODY;
}

const tmp = tmpDirForFile('hdrmacros');
before(async () => {
  await requireMpich();
  includable = headers.filter((h) => spawnSync('mpicc.mpich', ['-fsyntax-only', '-x', 'c', '-'], { input: `#include <${h}>\n` }).status === 0);
});

test('every parameter name in the built-in headers is reserved', () => {
  assert.ok(headers.length >= 15 && userWords.length > 100, `found ${headers.length} headers, ${userWords.length} parameter names`);
  assert.ok(includable.length >= headers.length - 4, `only ${includable.length} of the built-in headers exist for mpicc.mpich: ${headers.filter((h) => !includable.includes(h)).join(', ')}`);
  for (const [h, names] of perHeader) {
    const bad = names.filter((n) => !/^__|^_[A-Z]/.test(n));
    assert.deepEqual(bad, [], `${h} names parameters with identifiers a program may define as macros`);
  }
});

test('macros named like header parameters, before or after the includes, break nothing', { timeout: 240_000 }, async () => {
  const dir = join(tmp, 'prog');
  mkdirSync(dir, { recursive: true });
  // MPICH's mpi.h is real: the macros go after it. The built-in headers that glibc lacks under
  // the same name are left out of MPICH's build only when they do not exist there.
  const after = join(dir, 'after.c');
  writeFileSync(after, program(false));
  const exe = await mpichBuild(after, dir);
  const want = await runMpich(exe, after, 2, [], dir, 60);
  assert.equal(want.result.status, 0, describeRun(want.result));
  const expected = want.out.join('');
  for (const first of [true, false]) {
    const src = join(dir, first ? 'before.c' : 'after.c');
    writeFileSync(src, program(first));
    const got = await runMpisimProgram(src, ['-n', '2']);
    assert.equal(got.status, 0, `macros ${first ? 'before' : 'after'} the includes:\n${describeRun(got)}`);
    const sorted = (s: string) => s.split('\n').filter(Boolean).sort().join('\n');
    assert.equal(lineDiff(sorted(expected), sorted(got.stdout)), '', `macros ${first ? 'before' : 'after'} the includes`);
  }
});
