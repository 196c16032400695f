/**
 * OpenMP programs (test/openmp/*.c, pure and hybrid MPI+OpenMP) against gcc 12 + libgomp: each
 * is built with `gcc -fopenmp` (or `mpicc.mpich -fopenmp` when it includes mpi.h, run by
 * mpiexec.mpich on 3 ranks), then run by `mpisim run -fopenmp` and as an executable of
 * `mpisim cc -fopenmp`; every rank's stdout and the exit status must be the same. The *teams*
 * programs (whose output is the same whatever order the threads run in) run under
 * OMP_NUM_THREADS=2, 3 and 4; the others under OMP_NUM_THREADS=1 OMP_THREAD_LIMIT=1. Also: without
 * -fopenmp the link fails with ld's undefined references to the omp_ functions, as gcc's does;
 * `-E` writes the directives as gcc -fopenmp -E does; malformed directives get gcc's first error.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { REPO_ROOT, lineDiff, requireGcc, runMpisim, runNative, tmpDirForFile } from '../helpers/cprog';
import { requireMpich, runMpich, runMpisimRanks } from '../helpers/mpi';
import { describeRun, run } from '../helpers/proc';

const DIR = join(REPO_ROOT, 'test', 'openmp');
const NP = 3;
const programs = readdirSync(DIR).filter((f) => f.endsWith('.c')).sort().map((f) => join(DIR, f));
const usesMpi = (src: string): boolean => /#include <mpi\.h>/.test(readFileSync(src, 'latin1'));

const tmp = tmpDirForFile('openmp');
before(async () => {
  await requireGcc();
  await requireMpich();
});

test('the programs are there', () => {
  assert.ok(programs.length >= 4 && programs.some(usesMpi), `expected OpenMP programs, hybrid ones among them, in ${DIR}`);
});

async function build(src: string, out: string, flags: string[]): Promise<ReturnType<typeof run>> {
  return run(usesMpi(src) ? 'mpicc.mpich' : 'gcc', ['-std=gnu17', '-O0', '-w', ...flags, '-o', out, basename(src), '-lm'], { cwd: join(src, '..'), timeoutMs: 120_000 });
}

/** Each rank's stdout, and the status, of the program run natively and by mpisim (`how`: its run options and program). */
async function outputs(src: string, dir: string, native: string, mpisim: { options: string[]; program: string }): Promise<{ expected: string[]; actual: string[]; status: [number | null, number | null] }> {
  if (usesMpi(src)) {
    const m = await runMpich(native, src, NP, [], dir, 60);
    const s = await runMpisimRanks(mpisim.program, NP, [], dir, 120, mpisim.options);
    assert.ok(!m.hung && !s.hung, `a run hung:\n${describeRun(m.result)}\n${describeRun(s.result)}`);
    return { expected: m.out, actual: s.out, status: [m.result.code, s.result.code] };
  }
  const n = await runNative(native, src);
  const s = await runMpisim(['run', ...mpisim.options, basename(mpisim.program)], { cwd: join(mpisim.program, '..') });
  return { expected: [n.stdout], actual: [s.stdout], status: [n.code, s.code] };
}

/** The environment (what mpiexec passes to the ranks too): team sizes for the program. */
function environment(threads: number): void {
  process.env.OMP_NUM_THREADS = String(threads);
  if (threads === 1) process.env.OMP_THREAD_LIMIT = '1';
  else delete process.env.OMP_THREAD_LIMIT;
}

for (const src of programs) {
  const name = basename(src, '.c');
  const counts = name.includes('teams') ? [2, 3, 4] : [1];
  test(`${name}: mpisim run -fopenmp and mpisim cc -fopenmp as gcc -fopenmp (OMP_NUM_THREADS ${counts.join(', ')})`, { timeout: 600_000 }, async () => {
    const dir = join(tmp, name);
    mkdirSync(dir, { recursive: true });
    const native = join(dir, `${name}.native`);
    const b = await build(src, native, ['-fopenmp']);
    assert.equal(b.code, 0, `the peer could not build ${src}:\n${describeRun(b)}`);
    const np = usesMpi(src) ? ['-n', String(NP)] : [];
    for (const threads of counts) {
      environment(threads);
      const direct = await outputs(src, dir, native, { options: ['-fopenmp', ...np], program: src });
      assert.deepEqual(direct.status, [0, 0], `exit statuses (peer, mpisim run -fopenmp), OMP_NUM_THREADS=${threads}`);
      direct.expected.forEach((e, r) => assert.equal(direct.actual[r], e, `rank ${r} of mpisim run -fopenmp, OMP_NUM_THREADS=${threads}:\n${lineDiff(e, direct.actual[r])}`));
    }

    const exe = join(dir, `${name}.mpisim`);
    const cc = await runMpisim(['cc', '-fopenmp', '-o', exe, basename(src)], { cwd: DIR });
    assert.equal(cc.code, 0, describeRun(cc));
    const built = await outputs(src, dir, native, { options: np, program: exe });
    assert.deepEqual(built.status, [0, 0], `exit statuses (peer, executable of mpisim cc -fopenmp)`);
    built.expected.forEach((e, r) => assert.equal(built.actual[r], e, `rank ${r} of the mpisim cc -fopenmp executable:\n${lineDiff(e, built.actual[r])}`));
  });
}

/**
 * The names of ld's "undefined reference to `name'" lines (ld without debug lines writes one per
 * call, in the order of gcc's code; mpisim one per line of source, as ld with -g does).
 */
const undefinedNames = (stderr: string): string[] => [...new Set([...stderr.matchAll(/undefined reference to `([^']+)'/g)].map((m) => m[1]))].sort();

test('without -fopenmp the omp_ functions are undefined references, as gcc links them', { timeout: 300_000 }, async () => {
  const src = join(DIR, 'queries.c');
  const g = await build(src, join(tmp, 'no-openmp'), []);
  assert.notEqual(g.code, 0, 'gcc linked without -fopenmp');
  const names = undefinedNames(g.stderr);
  assert.ok(names.length > 10 && names.every((n) => n.startsWith('omp_')), g.stderr);
  for (const args of [['cc', '-o', join(tmp, 'no-openmp.mpisim'), 'queries.c'], ['run', 'queries.c']]) {
    const s = await runMpisim(args, { cwd: DIR });
    assert.equal(s.code, 1, describeRun(s));
    assert.deepEqual(undefinedNames(s.stderr), names, `mpisim ${args[0]}:\n${s.stderr}`);
    if (args[0] === 'cc') assert.match(s.stderr, /collect2: error: ld returned 1 exit status/);
  }
  // -lgomp links the runtime as -fopenmp does (the directives stay ignored).
  const l = await runMpisim(['cc', '-o', join(tmp, 'lgomp.mpisim'), 'queries.c', '-lgomp'], { cwd: DIR });
  assert.equal(l.code, 0, describeRun(l));
});

const DIRECTIVES = `#define PAR parallel
#define N 4
#define P(x) x
int a;
#  pragma   omp   PAR   if(1)
{}
  #pragma omp parallel for num_threads( N )
for (;;);
#pragma omp parallel num_threads(P(2)+P( 3 ))
{}
#pragma OMP parallel
#pragma omp barrier
int b;
`;

test('-E writes the directives as gcc -fopenmp -E does', { timeout: 120_000 }, async () => {
  const dir = join(tmp, 'preprocess');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'directives.c'), DIRECTIVES);
  // gcc's first lines name its own stdc-predef.h, which mpisim has not.
  const body = (s: string): string => s.slice(s.indexOf('# 1 "directives.c"\n'));
  for (const flags of [['-E'], ['-E', '-P']]) {
    const g = await run('gcc', ['-fopenmp', ...flags, 'directives.c'], { cwd: dir });
    const s = await runMpisim(['cc', '-fopenmp', ...flags, 'directives.c'], { cwd: dir });
    assert.equal(g.code, 0, describeRun(g));
    assert.equal(s.code, 0, describeRun(s));
    const [e, a] = flags.includes('-P') ? [g.stdout, s.stdout] : [body(g.stdout), body(s.stdout)];
    assert.equal(a, e, `${flags.join(' ')}:\n${lineDiff(e, a)}`);
  }
});

const MALFORMED = [
  '#pragma omp parallel foo(x)\n  x++;',
  '#pragma omp parallel private(y)\n  x++;',
  '#pragma omp for\n  x++;',
  '#pragma omp parallel reduction(/:x)\n  x++;',
  '#pragma omp parallel for reduction(foo:x)\n  for (int i = 0; i < 2; i++) x++;',
  'if (x)\n#pragma omp barrier\n  x++;',
  '#pragma omp parallel private(x\n  x++;',
  '#pragma omp parallel num_threads(4) num_threads(2)\n  x++;',
  '#pragma omp parallel if(x) if(1)\n  x++;',
  '#pragma omp for collapse(2)\n  for (x = 0; x < 2; x++) x++;',
  '#pragma omp parallel\n  { return 1; }',
  '#pragma omp parallel private(x, x)\n  x++;',
  '#pragma omp parallel private(x) shared(x)\n  x++;',
  '#pragma omp parallel for reduction(+:x) private(x)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel firstprivate(x) lastprivate(x)\n  x++;',
  '#pragma omp parallel for nowait\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel for copyprivate(x)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp single num_threads(2)\n  x++;',
  '#pragma omp master nowait\n  x++;',
  '#pragma omp for schedule(static) ordered safelen(2)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp section\n  x++;',
  '#pragma omp sections\n  x++;',
  'for (;;) {\n#pragma omp parallel\n  { break; }\n  }',
  'while (x) {\n#pragma omp parallel\n  { x++; if (x) continue; }\n  }',
  '#pragma omp parallel\n  { goto out; }\nout:',
  '#pragma omp parallel default(none)\n  x++;',
  '#pragma omp parallel default(none)\n  { if (x) x = 1; }',
  '#pragma omp parallel for default(none)\n  for (int i = 0; i < 4; i++) x += i;',
  'static int s;\n#pragma omp parallel default(none) firstprivate(x)\n  { static int t; x = s + t; }',
  '#pragma omp task default(none)\n  x++;',
  '#pragma omp parallel default(foo)\n  x++;',
  '#pragma omp parallel default()\n  x++;',
  '#pragma omp parallel default(shared) default(none)\n  x++;',
  '#pragma omp task depend(inoutset: x)\n  x++;',
  '#pragma omp task depend(x)\n  x++;',
  '#pragma omp declare reduction(foo : int : omp_out += omp_in)\n  double d = 0;\n#pragma omp parallel reduction(foo: d)\n  d++;',
  '#pragma omp declare reduction(foo : int : omp_out += omp_in) initializer(omp_priv = 0) foo\n  x++;',
  '#pragma omp parallel\n#pragma omp for reduction(+:x) linear(x)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel\n#pragma omp for private(x) linear(x)\n  for (int i = 0; i < 2; i++) x++;',
  // Doacross loops: the sink's grammar, its variables, where the directive may be.
  '#pragma omp parallel for ordered(1)\n  for (int i = 1; i < 4; i++) {\n#pragma omp ordered depend(sink: i*2)\n#pragma omp ordered depend(source)\n  }',
  '#pragma omp parallel for ordered(1)\n  for (int i = 1; i < 4; i++) {\n#pragma omp ordered depend(sink: i - x)\n#pragma omp ordered depend(source)\n  }',
  '#pragma omp parallel for ordered(1)\n  for (int i = 1; i < 4; i++) {\n#pragma omp ordered depend(sink: i - 1, x)\n#pragma omp ordered depend(source)\n  }',
  '#pragma omp parallel for ordered(2)\n  for (int i = 1; i < 4; i++) for (int j = 0; j < 4; j++) {\n#pragma omp ordered depend(sink: j - 1, i)\n#pragma omp ordered depend(source)\n  }',
  '#pragma omp parallel for ordered\n  for (int i = 1; i < 4; i++) {\n#pragma omp ordered depend(source)\n  }',
  '#pragma omp parallel for ordered(1)\n  for (int i = 1; i < 4; i++) {\n#pragma omp ordered depend(sink: i - 1) depend(source)\n  }',
  '#pragma omp parallel for ordered(1)\n  for (int i = 1; i < 4; i++) {\n#pragma omp ordered depend(source) depend(source)\n  }',
  '#pragma omp parallel for ordered(1)\n  for (int i = 1; i < 4; i++) {\n#pragma omp ordered\n  x++;\n  }',
  '#pragma omp parallel for ordered(1)\n  for (int i = 1; i < 4; i++) {\n  if (x)\n#pragma omp ordered depend(source)\n  x++;\n  }',
  '#pragma omp parallel for ordered(2) collapse(3)\n  for (int i = 1; i < 4; i++) for (int j = 1; j < 4; j++) for (int k = 1; k < 4; k++) x++;',
  '#pragma omp parallel for ordered(2)\n  for (int i = 1; i < 4; i++) {\n  x++;\n  for (int j = 0; j < 4; j++) x++;\n  }',
  // OpenMP 5.2's spelling, which gcc 12 does not know.
  '#pragma omp parallel for ordered(1)\n  for (int i = 1; i < 4; i++) {\n#pragma omp ordered doacross(sink: i - 1)\n  x++;\n  }',
  // Depend objects and iterators.
  'omp_depend_t o;\n#pragma omp depobj(o) depend(inout: x, x)\n  x++;',
  'omp_depend_t o;\n#pragma omp depobj(o) depend(depobj: o)\n  x++;',
  'omp_depend_t o;\n#pragma omp depobj(o) update(depobj)\n  x++;',
  'omp_depend_t o;\n#pragma omp depobj(o) update(inout) destroy\n  x++;',
  'omp_depend_t o;\n#pragma omp depobj(o)\n  x++;',
  '#pragma omp depobj(x) destroy\n  x++;',
  '#pragma omp task depend(iterator(double d = 0:4), in: x)\n  x++;',
  '#pragma omp task depend(iterator(i = 0:4), foo: x)\n  x++;',
  // Array sections where gcc takes them, and the checks of a section.
  '#pragma omp parallel for private(x[0:2])\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel for reduction(+: x[0:2])\n  for (int i = 0; i < 2; i++) x++;',
  'int a[4];\n#pragma omp parallel for reduction(+: a[0:5])\n  for (int i = 0; i < 2; i++) x++;',
  'int *p = &x;\n#pragma omp parallel for reduction(+: p[1:])\n  for (int i = 0; i < 2; i++) x++;',
  'int a[4];\n#pragma omp parallel for reduction(+: a[0:2]) reduction(+: a[2:2])\n  for (int i = 0; i < 2; i++) x++;',
  // Combined constructs' clauses, checked against each other where gcc splits them.
  '#pragma omp parallel loop lastprivate(x)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel for simd nowait\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp for simd linear(x) reduction(+:x)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel for simd safelen(2) simdlen(4)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel for simd aligned(x)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel sections linear(x)\n  { x++; }',
  '#pragma omp simd schedule(static)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel for private(x) lastprivate(x)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel for private(x) firstprivate(x)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel for private(x) reduction(+:x)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel for simd ordered(1)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel for ordered(1) linear(x)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel for ordered(0)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel for ordered(x)\n  for (int i = 0; i < 2; i++) x++;',
  'int a[4];\n#pragma omp parallel for reduction(+: a[1:2], a[0:1])\n  for (int i = 0; i < 2; i++) x++;',
  'int a[4];\n#pragma omp parallel for reduction(+: a[-1:2])\n  for (int i = 0; i < 2; i++) x++;',
  'int a[4];\n#pragma omp parallel for reduction(+: a[4:1])\n  for (int i = 0; i < 2; i++) x++;',
  'int a[4];\n#pragma omp parallel for reduction(+: a[0:0])\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp task depend(iterator(i = 0:4, i = 0:2), in: x)\n  x++;',
  // Array elements (sections of length 1), and sections of more than one subscript.
  'int a[4];\n#pragma omp parallel for reduction(+: a[1][2])\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel for reduction(+: x[1])\n  for (int i = 0; i < 2; i++) x++;',
  'int b[3][4];\n#pragma omp parallel for reduction(+: b[1:2][2])\n  for (int i = 0; i < 2; i++) x++;',
  'int b[3][4];\n#pragma omp parallel for reduction(+: b[1:2][1:2])\n  for (int i = 0; i < 2; i++) x++;',
  'int b[3][4];\n#pragma omp parallel for reduction(+: b[1][4])\n  for (int i = 0; i < 2; i++) x++;',
  'int a[4];\n#pragma omp parallel for reduction(+: a[4])\n  for (int i = 0; i < 2; i++) x++;',
  'int a[4];\n#pragma omp parallel for reduction(+: a[-1])\n  for (int i = 0; i < 2; i++) x++;',
  'int *p = &x;\n#pragma omp parallel for reduction(+: p[0][1])\n  for (int i = 0; i < 2; i++) x++;',
  'int a[4];\n#pragma omp parallel for reduction(+: a[1]) reduction(*: a[2])\n  for (int i = 0; i < 2; i++) x++;',
  'struct { int v; } s = { 0 };\n#pragma omp parallel for reduction(+: s.v)\n  for (int i = 0; i < 2; i++) x++;',
  'int *p = &x;\n#pragma omp parallel for reduction(+: *p)\n  for (int i = 0; i < 2; i++) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = i * i; j < 4; j++) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = 8 - i * i; j < 9; j++) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = -i; j < 4; j++) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = i * x + i; j < 4; j++) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = 0; j < i * i; j++) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = 0; j < x + i * i; j++) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 1; i < 4; i++)\n    for (int j = 0; j < 4; j += i) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 1; i < 4; i++)\n    for (int j = 0; j < 4; j += i * 2) x++;',
  '#pragma omp parallel for collapse(2)\n  for (long i = 0; i < 4; i++)\n    for (int j = i; j < 4; j++) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = 2.0 * i; j < 4; j++) x++;',
  'int i, j;\n#pragma omp parallel for collapse(2)\n  for (i = j; i < 4; i++)\n    for (j = 0; j < 4; j++) x++;',
  '#pragma omp parallel for collapse(3)\n  for (int i = 0; i < 4; i++)\n    for (int j = 0; j < 4; j++)\n      for (int k = i + j; k < 4; k++) x++;',
  '#pragma omp parallel for collapse(3)\n  for (int i = 0; i < 4; i++)\n    for (int j = 0; j < 4; j++)\n      for (int k = j; k < i; k++) x++;',
  '#pragma omp parallel for collapse(3)\n  for (int i = 0; i < 4; i++)\n    for (int j = 0; j < 4; j++)\n      for (int k = i; k < 2 * j + 1; k++) x++;',
  '#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = i ? 1 : 2; j < 4; j++) x++;',
  'int b[4] = { 1, 1, 1, 1 };\n#pragma omp parallel for collapse(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = 0; j < 4; j += b[i]) x++;',
  // gcc refuses these clauses on a non-rectangular nest only in a file with no other error.
  '#pragma omp parallel for ordered(2)\n  for (int i = 0; i < 4; i++)\n    for (int j = i; j < 4; j++) {\n#pragma omp ordered depend(sink: i - 1, j)\n  x++;\n#pragma omp ordered depend(source)\n  }',
  '#pragma omp parallel for collapse(2) ordered\n  for (int i = 0; i < 4; i++)\n    for (int j = i; j < 4; j++) x++;',
  '#pragma omp parallel for collapse(2) schedule(static)\n  for (int i = 0; i < 4; i++)\n    for (int j = 0; j < i; j++) x++;',
  '#pragma omp teams distribute collapse(2) dist_schedule(static, 2)\n  for (int i = 0; i < 4; i++)\n    for (int j = 2 * i + 1; j < 9; j++) x++;',
];

/** The first `file:line:col: error: message` of a compiler's stderr. */
const firstError = (stderr: string): string | undefined => stderr.split('\n').find((l) => /^[^:]+:\d+:\d+: error: /.test(l));

test('malformed directives get gcc -fopenmp\'s first error', { timeout: 300_000 }, async () => {
  const dir = join(tmp, 'malformed');
  mkdirSync(dir, { recursive: true });
  for (const [k, body] of MALFORMED.entries()) {
    const file = `m${k}.c`;
    // omp.h first where the body names omp_ things (omp_depend_t); both compilers read the same file.
    writeFileSync(join(dir, file), `${body.includes('omp_') ? '#include <omp.h>\n' : ''}int main(void) {\n  int x = 0;\n${body}\n  return x;\n}\n`);
    const g = await run('gcc', ['-fopenmp', '-c', '-o', '/dev/null', file], { cwd: dir });
    const s = await runMpisim(['cc', '-fopenmp', '-c', '-o', join(dir, `m${k}.o`), file], { cwd: dir });
    const expected = firstError(g.stderr);
    assert.ok(expected, `gcc accepted:\n${body}`);
    assert.equal(firstError(s.stderr), expected, `${body}\n${s.stderr}`);
  }
});

const DISPLAY = `#include <omp.h>
int main(void) {
  omp_display_env(0);
  omp_set_affinity_format("%.3n/%N level %L");
#pragma omp parallel num_threads(2)
#pragma omp master
  omp_display_affinity(0);
  omp_display_affinity("%{num_threads}|%5L|%0.5L|%.5L|%%");
  omp_set_default_allocator(omp_high_bw_mem_alloc);
  omp_display_env(1);
  omp_display_affinity("%05L");
  return 0;
}
`;

test('omp_display_env and omp_display_affinity write stderr as libgomp does (a bad format ends the program)', { timeout: 300_000 }, async () => {
  const dir = join(tmp, 'display');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'display.c'), DISPLAY);
  const g = await run('gcc', ['-fopenmp', '-o', 'display', 'display.c'], { cwd: dir });
  assert.equal(g.code, 0, describeRun(g));
  const settings: Record<string, string>[] = [
    { OMP_NUM_THREADS: '3' },
    { OMP_NUM_THREADS: '3,2', OMP_SCHEDULE: 'static,4', OMP_MAX_ACTIVE_LEVELS: '4', OMP_THREAD_LIMIT: '8', OMP_AFFINITY_FORMAT: 'T%n' },
    { OMP_NUM_THREADS: '2', OMP_SCHEDULE: 'monotonic:dynamic', OMP_NESTED: 'true' },
    { OMP_NUM_THREADS: '2', OMP_SCHEDULE: 'static', OMP_WAIT_POLICY: 'passive' },
    { OMP_NUM_THREADS: '2', OMP_SCHEDULE: 'guided', OMP_NUM_TEAMS: '5', OMP_WAIT_POLICY: 'active', OMP_ALLOCATOR: 'omp_low_lat_mem_alloc' },
  ];
  for (const set of settings) {
    const env: NodeJS.ProcessEnv = { ...process.env, ...set };
    for (const k of Object.keys(env)) if (k.startsWith('OMP_') && !(k in set)) delete env[k];
    const n = await runNative(join(dir, 'display'), join(dir, 'display.c'), [], { env });
    const s = await runMpisim(['run', '-fopenmp', 'display.c'], { cwd: dir, env });
    assert.deepEqual([n.code, s.code], [1, 1], `exit statuses (gcc, mpisim): ${describeRun(s)}`);
    assert.equal(s.stderr, n.stderr, `${JSON.stringify(set)}:\n${lineDiff(n.stderr, s.stderr)}`);
  }
});

const LEAGUE = `#include <omp.h>
#include <stdio.h>
int main(void) {
#pragma omp teams
  printf("team %d of %d\\n", omp_get_team_num(), omp_get_num_teams());
  printf("after %d, max teams %d\\n", omp_get_num_teams(), omp_get_max_teams());
  omp_set_num_teams(2);
#pragma omp teams
  printf("set: team %d of %d\\n", omp_get_team_num(), omp_get_num_teams());
  return 0;
}
`;

test('a host league has OMP_NUM_TEAMS teams (else 3), as libgomp reads it', { timeout: 300_000 }, async () => {
  const dir = join(tmp, 'league');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'league.c'), LEAGUE);
  const g = await run('gcc', ['-fopenmp', '-o', 'league', 'league.c'], { cwd: dir });
  assert.equal(g.code, 0, describeRun(g));
  for (const teams of [undefined, '5']) {
    if (teams) process.env.OMP_NUM_TEAMS = teams;
    else delete process.env.OMP_NUM_TEAMS;
    try {
      const n = await runNative(join(dir, 'league'), join(dir, 'league.c'));
      const s = await runMpisim(['run', '-fopenmp', 'league.c'], { cwd: dir });
      assert.equal(s.code, 0, describeRun(s));
      assert.equal(s.stdout, n.stdout, `OMP_NUM_TEAMS=${teams ?? '(unset)'}:\n${lineDiff(n.stdout, s.stdout)}`);
    } finally { delete process.env.OMP_NUM_TEAMS; }
  }
});
