/**
 * The C rows of issue 14's table, each against gcc run in the test: what the gcc binary does
 * (its exit status, its output) mpisim does; what gcc refuses, mpisim refuses with gcc's words.
 * Plus the limits gcc has no say in: --memory (malloc returns NULL), --timeout (Hydra's
 * MPIEXEC_TIMEOUT, compared with real mpiexec.mpich).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { requireGcc, runMpisim, parseErrorLines, slowCompileSource, tmpDirForFile } from '../helpers/cprog';
import { run, describeRun } from '../helpers/proc';

const tmp = tmpDirForFile('limits');
before(() => requireGcc());

/** Builds and runs `source` with gcc and with mpisim: the same status and stdout. */
async function sameAsGcc(name: string, source: string, mpisimArgs: string[] = []): Promise<void> {
  const src = join(tmp, `${name}.c`);
  writeFileSync(src, source);
  const b = await run('gcc', ['-w', '-O0', '-o', join(tmp, name), src], { cwd: tmp, timeoutMs: 300_000 });
  assert.equal(b.status, 0, describeRun(b));
  const g = await run(join(tmp, name), [], { cwd: tmp, timeoutMs: 60_000 });
  const m = await runMpisim(['run', ...mpisimArgs, `${name}.c`], { cwd: tmp, timeoutMs: 300_000 });
  assert.equal(m.status, g.status, `${name}: mpisim's status\n${describeRun(m)}`);
  assert.equal(m.stdout, g.stdout, name);
  assert.doesNotMatch(m.stderr, /internal error|\n\s+at /, name);
}

test('a big local array overflows the stack as gcc\'s does (SIGSEGV)', () =>
  sameAsGcc('big_local', 'int main(void) { char big[100000000]; big[0] = 1; return big[0] - 1; }\n'));

test('recursion without locals, and with, overflows the stack at once (SIGSEGV)', async () => {
  await sameAsGcc('rec_param', 'int f(int x) { return f(x + 1) + 1; }\nint main(void) { return f(0); }\n');
  await sameAsGcc('rec_void', 'void g(void) { g(); }\nint main(void) { g(); return 0; }\n');
});

test('deep nesting gcc compiles compiles: 600 parentheses, a 30,000-term sum, 10^5 nested blocks and unary minus', async () => {
  await sameAsGcc('parens', `#include <stdio.h>\nint main(void) { int x = ${'('.repeat(600)}7${')'.repeat(600)}; printf("%d\\n", x); return 0; }\n`);
  await sameAsGcc('sum', `#include <stdio.h>\nint main(void) { volatile int one = 1; int y = ${Array(30000).fill('one').join(' + ')}; printf("%d\\n", y); return 0; }\n`);
  await sameAsGcc('blocks', `#include <stdio.h>\nint main(void) { int x = 0; ${'{'.repeat(100000)} x = 5; ${'}'.repeat(100000)} printf("%d\\n", x); return 0; }\n`);
  await sameAsGcc('minus', `#include <stdio.h>\nint main(void) { volatile int v = 3; int x = ${'- '.repeat(100001)}v; printf("%d\\n", x); return 0; }\n`);
});

test('macro invocations nested in arguments 1,000 deep, as gcc expands them (mpisim stopped at 512)', async () => {
  await sameAsGcc('macroargs', `#include <stdio.h>\n#define f(x) (x + 1)\nint main(void) { int x = ${'f('.repeat(1000)}0${')'.repeat(1000)}; printf("%d\\n", x); return 0; }\n`);
});

test('printf("%*d", 500000000, 1) prints its 500 MB as glibc does', async () => {
  const src = join(tmp, 'wide.c');
  writeFileSync(src, '#include <stdio.h>\nint main(void) { int n = printf("%*d", 500000000, 1); fprintf(stderr, "%d\\n", n); return 0; }\n');
  const b = await run('gcc', ['-w', '-o', join(tmp, 'wide'), src], { cwd: tmp });
  assert.equal(b.status, 0);
  // Counted, not held: 500 MB through a pipe into wc.
  const g = await run('sh', ['-c', `./wide | wc -c`], { cwd: tmp, timeoutMs: 120_000 });
  const m = await run('sh', ['-c', `"${process.execPath}" "${process.env.MPISIM_JS || join(__dirname, '..', '..', '..', 'bin', 'mpisim.js')}" run wide.c | wc -c`], { cwd: tmp, timeoutMs: 300_000 });
  assert.equal(m.stdout.trim(), g.stdout.trim());
  assert.equal(m.stderr.trim(), g.stderr.trim());
});

test('a line of 600 MB with no newline (two printf("%*d", 300000000, 1)) goes out as glibc\'s, past the longest host string', async () => {
  const src = join(tmp, 'longline.c');
  writeFileSync(src, '#include <stdio.h>\nint main(void) { int n = printf("%*d", 300000000, 1);\n  n += printf("%*d", 300000000, 2);\n  fprintf(stderr, "%d\\n", n);\n  return 0;\n}\n');
  const b = await run('gcc', ['-w', '-o', join(tmp, 'longline'), src], { cwd: tmp });
  assert.equal(b.status, 0);
  const g = await run('sh', ['-c', `./longline | md5sum`], { cwd: tmp, timeoutMs: 120_000 });
  const m = await run('sh', ['-c', `"${process.execPath}" "${process.env.MPISIM_JS || join(__dirname, '..', '..', '..', 'bin', 'mpisim.js')}" run longline.c | md5sum`], { cwd: tmp, timeoutMs: 300_000 });
  assert.equal(m.stdout.trim(), g.stdout.trim());
  assert.equal(m.stderr.trim(), g.stderr.trim());
});

test('malloc(1 GiB) twice: the heap passes 2 GiB of the address space, read and written as gcc\'s (MPICH\'s tests take a 1 GiB buffer)', () =>
  sameAsGcc('past_2g', `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct S { int a; double d; short s; long l; };
int main(void) {
  char *p = malloc((size_t)1 << 30), *q = malloc(((size_t)1 << 30) - (1 << 20));
  if (!p || !q) return 1;
  char *hi = q + ((size_t)1 << 30) - (1 << 20) - 4096;
  int *ip = (int *)hi; ip[0] = -5; ip[1] = 7;
  unsigned short *up = (unsigned short *)(hi + 8); up[0] = 65535; up[1] = 3;
  double *dp = (double *)(hi + 16); *dp = 2.5;
  float *fp = (float *)(hi + 24); *fp = 0.5f;
  struct S *s = (struct S *)(hi + 64); s->a = 3; s->d = 1.25; s->s = -2; s->l = -123456789012L;
  memset(hi + 200, 'x', 10); hi[210] = 0;
  char **pp = (char **)(hi + 256); *pp = hi + 200;
  printf("%d %d %u %u %g %g %d %g %d %ld %s %s %ld\\n", ip[0], ip[1], up[0], up[1], *dp, *fp, s->a, s->d, s->s, s->l, hi + 200, *pp, (long)(hi - q));
  free(p); free(q);
  return 0;
}
`));

test('malloc over 2 GiB (MPICH\'s pt2pt/large_message takes 2.16 GB) is read and written as gcc\'s; two of 2 GiB pass the 32-bit address space: NULL, and a line saying so', async () => {
  await sameAsGcc('past_2g_one', `#include <stdio.h>
#include <stdlib.h>
int main(void) {
  size_t n = ((size_t)9 << 28) / sizeof(long long); /* 2.25 GiB */
  long long *p = malloc(n * sizeof(long long));
  if (!p) return 1;
  for (size_t i = 0; i < n; i += n / 7) p[i] = (long long)i * 3;
  p[n - 1] = -1;
  long long s = 0;
  for (size_t i = 0; i < n; i += n / 7) s += p[i];
  printf("%lld %lld %ld\\n", s, p[n - 1], (long)((char *)(p + n) - (char *)p));
  free(p);
  return 0;
}
`);
  // glibc has the memory for both; mpisim's rank does not (3.75 GiB of address space in all):
  // the program's own test of NULL runs, and mpisim names the limit and the call.
  writeFileSync(join(tmp, 'two_2g.c'), '#include <stdio.h>\n#include <stdlib.h>\nint main(void) {\n  char *a = malloc((size_t)1 << 31);\n  char *b = malloc((size_t)1 << 31);\n  printf("%d %d\\n", a != NULL, b != NULL);\n  return 0;\n}\n');
  const m = await runMpisim(['run', '-n', '2', 'two_2g.c'], { cwd: tmp, timeoutMs: 120_000 });
  assert.equal(m.status, 0, describeRun(m));
  assert.equal(m.stdout, '1 0\n1 0\n');
  for (const r of [0, 1]) assert.match(m.stderr, new RegExp(`^mpisim: rank ${r}: allocation of 2147483648 bytes at two_2g\\.c:5 returns NULL: past the rank's address space \\(32-bit`, 'm'), describeRun(m));
  assert.doesNotMatch(m.stderr, /internal error|\n\s+at /);
});

test('a message over 2 GiB between two ranks (pt2pt/large_message\'s case): counts and data as MPICH\'s', async () => {
  writeFileSync(join(tmp, 'bigmsg.c'), `#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
/* A message of 2 GiB + 40 bytes (2^28 + 5 long longs), as pt2pt/large_message's 2.16 GB. */
int main(int argc, char **argv) {
  int rank, count = (1 << 28) + 5, got = 0, bytes = 0, bad = 0;
  MPI_Count elements = 0;
  MPI_Status st;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  long long *p = calloc((size_t)count, sizeof(long long));
  if (!p) { printf("rank %d: no memory\\n", rank); MPI_Abort(MPI_COMM_WORLD, 1); }
  if (rank == 0) {
    for (long i = 0; i < count; i += 1 << 20) p[i] = i * 7 + 1;
    p[count - 1] = -3;
    MPI_Send(p, count, MPI_LONG_LONG, 1, 9, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(p, count, MPI_LONG_LONG, 0, 9, MPI_COMM_WORLD, &st);
    MPI_Get_count(&st, MPI_LONG_LONG, &got);
    MPI_Get_count(&st, MPI_BYTE, &bytes);
    MPI_Get_elements_x(&st, MPI_BYTE, &elements);
    for (long i = 0; i < count; i += 1 << 20) bad += p[i] != i * 7 + 1;
    printf("count %d bytes %d elements %lld bad %d last %lld\\n", got, bytes == MPI_UNDEFINED ? -1 : bytes, (long long)elements, bad, p[count - 1]);
  }
  free(p);
  MPI_Finalize();
  return 0;
}
`);
  const b = await run('mpicc.mpich', ['-o', join(tmp, 'bigmsg'), join(tmp, 'bigmsg.c')], { cwd: tmp });
  assert.equal(b.status, 0, describeRun(b));
  const real = await run('mpiexec.mpich', ['-n', '2', join(tmp, 'bigmsg')], { cwd: tmp, timeoutMs: 300_000 });
  assert.equal(real.status, 0, describeRun(real));
  assert.match(real.stdout, /^count \d+ /);
  const m = await runMpisim(['run', '-n', '2', 'bigmsg.c'], { cwd: tmp, timeoutMs: 300_000 });
  assert.equal(m.status, 0, describeRun(m));
  assert.equal(m.stdout, real.stdout);
});

test('freed buffers of a different size each are reused, as glibc\'s are: 400 MB of them in turn within --memory 64m', () =>
  // DTPools (pt2pt/sendself) mallocs and frees buffers of a new size per datatype: reused only
  // by exact size, the heap grew by each one (1.6 GB for sendself).
  sameAsGcc('reuse_sizes', `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  long sum = 0;
  for (int i = 0; i < 400; i++) {
    size_t n = 100000 + (size_t)(i % 97) * 9000 + (size_t)i * 16;
    char *a = malloc(n), *b = malloc(n / 2 + 4096);
    if (!a || !b) { printf("NULL at %d\\n", i); return 1; }
    memset(a, i & 127, n);
    memset(b, 1, n / 2 + 4096);
    sum += a[n - 1] + b[n / 2];
    free(b);
    if (i % 3) free(a);
    else { char *c = realloc(a, n + 70000); if (!c) { printf("NULL at %d\\n", i); return 1; } sum += c[0]; free(c); }
  }
  printf("%ld\\n", sum);
  return 0;
}
`, ['--memory', '64m']));

test('arrays over PTRDIFF_MAX: gcc\'s errors, at gcc\'s positions', async () => {
  const src = join(tmp, 'huge.c');
  writeFileSync(src, 'int a[9223372036854775807];\nint b[2305843009213693952];\nstruct s { int m[2][4611686018427387904]; };\nint (*p)[9223372036854775807];\nint main(void) { return sizeof(int[9223372036854775807]) != 0; }\n');
  const g = await run('gcc', ['-fsyntax-only', '-w', 'huge.c'], { cwd: tmp });
  const m = await runMpisim(['run', 'huge.c'], { cwd: tmp });
  assert.equal(m.status, 1, describeRun(m));
  const lines = (s: string) => parseErrorLines(s).map((e) => `${e.line}:${e.col}: ${e.message}`);
  assert.ok(lines(g.stderr).length >= 5, g.stderr);
  assert.deepEqual(lines(m.stderr), lines(g.stderr));
});

test('--memory: malloc(1 MiB) and malloc(16) in a loop end with NULL; calloc and realloc overflow to NULL', async () => {
  writeFileSync(join(tmp, 'mloop.c'), '#include <stdio.h>\n#include <stdlib.h>\nint main(int argc, char **argv) {\n  size_t sz = (size_t)atol(argv[1]); unsigned long n = 0;\n  while (malloc(sz) != NULL) n++;\n  printf("NULL after %s\\n", n > 10 ? "many" : "few");\n  printf("%d %d\\n", calloc((size_t)1 << 62, 8) == NULL, realloc(NULL, (size_t)-1) == NULL);\n  return 0;\n}\n');
  for (const size of ['1048576', '16']) {
    const m = await runMpisim(['run', '--memory', '64m', 'mloop.c', size], { cwd: tmp, timeoutMs: 300_000 });
    assert.equal(m.status, 0, describeRun(m));
    assert.equal(m.stdout, 'NULL after many\n1 1\n');
  }
});

test('--timeout and MPIEXEC_TIMEOUT end a run as Hydra does: "APPLICATION TIMED OUT", status 255, where each rank was', async () => {
  const src = join(tmp, 'spin.c');
  writeFileSync(src, '#include <mpi.h>\nint main(int argc, char **argv) { MPI_Init(&argc, &argv); volatile int x = 1; while (x) { } MPI_Finalize(); return 0; }\n');
  const b = await run('mpicc.mpich', ['-o', join(tmp, 'spin'), src], { cwd: tmp });
  assert.equal(b.status, 0, describeRun(b));
  const real = await run('mpiexec.mpich', ['-n', '2', join(tmp, 'spin')], { cwd: tmp, timeoutMs: 60_000, env: { ...process.env, MPIEXEC_TIMEOUT: '2' } });
  const hydra = /APPLICATION TIMED OUT, TIMEOUT = 2s/.exec(real.stdout + real.stderr);
  assert.ok(hydra, describeRun(real));
  for (const how of [['--timeout', '2'], []]) {
    const m = await runMpisim(['run', '-n', '2', ...how, 'spin.c'], { cwd: tmp, timeoutMs: 60_000, env: { ...process.env, MPIEXEC_TIMEOUT: '2' } });
    assert.equal(m.status, real.status, describeRun(m));
    // Hydra prints it on stdout, and so does mpisim; where each rank was goes to stderr.
    assert.ok(m.stdout.includes(hydra[0]), describeRun(m));
    assert.match(m.stderr, /rank 0 running at spin\.c:2:\d+/);
    assert.match(m.stderr, /rank 1 running at spin\.c:2:\d+/);
  }
});

test('--timeout bounds compiling too (never sooner than 10 s): a source that takes longer to compile ends, status 255', async () => {
  // No real tool answers this (Hydra's MPIEXEC_TIMEOUT does not cover mpicc): the expected
  // outcome is mpisim's own contract, the README's --timeout.
  // slowCompileSource: compiling takes a minute or more, far beyond the 10 s that --timeout 1
  // grants compiling.
  writeFileSync(join(tmp, 'slowcc.c'), slowCompileSource());
  const m = await runMpisim(['run', '--timeout', '1', 'slowcc.c'], { cwd: tmp, timeoutMs: 120_000 });
  assert.equal(m.status, 255, describeRun(m));
  assert.match(m.stderr, /APPLICATION TIMED OUT, TIMEOUT = 1s\nmpisim: slowcc\.c was still compiling/, describeRun(m));
  assert.equal(m.stdout, '');
});
