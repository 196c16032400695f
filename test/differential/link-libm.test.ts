/**
 * libm at link time, as gcc 12 and glibc 2.36 have it: sin, sqrt, floor... are libm.so.6's, so
 * `gcc x.c` calling one fails with ld's "undefined reference" unless linked with -lm, and
 * mpicc.mpich (whose `-show` adds no -lm) fails alike (as -lm before the source does: gcc passes
 * ld --as-needed); frexp, ldexp, modf, scalbn, copysign and
 * finite are libc.so.6's and need nothing. gcc at -O0 expands fabs, creal, cimag and conj in
 * place and folds a call of constant arguments whose result is a normal number, leaving no
 * reference. `mpisim cc` must need -lm exactly then; `mpisim run x.c` links libm for the user.
 * Every expectation comes from gcc, ld, nm and autoconf run here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MPISIM_JS } from '../helpers/cprog';
import { LIBM_ONLY_NAMES } from '../../src/sim/c/libm-names';

function sh(cwd: string, cmd: string, args: string[], env?: Record<string, string>) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 300_000, env: env ? { ...process.env, ...env } : undefined });
  if (r.error) assert.fail(`cannot run ${cmd}: ${r.error.message}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const cc = (cwd: string, ...args: string[]) => sh(cwd, process.execPath, [MPISIM_JS, 'cc', ...args]);
/** The names ld says are undefined (`sqrt@@GLIBC_2.2.5` when a library links libm.so.6 itself), sorted. */
const undefinedNames = (stderr: string) => [...new Set([...stderr.matchAll(/undefined reference to (?:`(\w+)'|symbol '(\w+)@)/g)].map((m) => m[1] ?? m[2]))].sort();

const exported = (lib: string) => new Set(sh('/', 'nm', ['-D', '--defined-only', lib]).stdout.split('\n')
  .map((l) => l.trim().split(/\s+/)[2]).filter((n) => n && !n.startsWith('GLIBC_')).map((n) => n.replace(/@.*$/, '')));

test('the functions only -lm provides are libm.so.6\'s that libc.so.6 lacks, as nm lists them', () => {
  const libc = exported('/lib/x86_64-linux-gnu/libc.so.6');
  const libm = [...exported('/lib/x86_64-linux-gnu/libm.so.6')].filter((n) => !libc.has(n)).sort();
  assert.ok(libm.includes('sin') && libc.has('frexp') && libc.has('ldexp'), 'glibc splits its math functions between the two libraries');
  assert.deepEqual([...LIBM_ONLY_NAMES].sort(), libm);
});

// Calls gcc -O0 may or may not leave for the link: variables, constants, errno-setting and
// overflowing constants, expanded builtins, libc's own math functions, complex functions.
const CALLS = [
  'sin(x)', 'sqrt(x)', 'floor(x / 3)', 'pow(x, 2.0)', 'sinf((float)x)', 'sqrtl((long double)x)', 'atan2(x, 1.0)', 'lround(x)', 'fmin(x, x + 1)',
  'sin(1.0)', 'sqrt(2)', 'pow(2.0, 10)', 'cos(-0.5)', 'floor(2.5)', 'exp(1.0)', 'log10(1000.0)', 'sqrtf(2.0f)', 'hypot(3.0, 4.0)', 'fmod(7.0, 2.0)',
  'sqrt(-1.0)', 'log(0.0)', 'exp(1000.0)', 'exp(-1000.0)', 'pow(10.0, 400.0)', 'acos(2.0)', 'atanh(1.0)',
  'fabs(x)', 'fabsf((float)x)', 'creal(z)', 'cimag(z)', 'creal(conj(z))', 'cabs(z)', 'carg(z)',
  'frexp(x, &e)', 'ldexp(x, 3)', 'modf(x, &ip)', 'scalbn(x, 2)', 'copysign(x, -1.0)', 'nan("")',
];

/** Every call on a line of its own, so that ld's "file:line: undefined reference" tells which. */
function program(): string {
  const lines = CALLS.map((call) => `  printf("%.17g\\n", (double)(${call}));`);
  return `#include <math.h>\n#include <complex.h>\n#include <stdio.h>\nint main(int argc, char **argv)\n{\n  double x = argc + 0.25, ip;\n  int e;\n  double _Complex z = x + 2.0 * I;\n  (void)argv;\n${lines.join('\n')}\n  return 0;\n}\n`;
}
const FIRST_CALL_LINE = 10;

/** ld's undefined references as "call: name", by the line of each. */
const undefinedCalls = (stderr: string) => [...new Set([...stderr.matchAll(/calls\.c:(\d+): undefined reference to `(\w+)'/g)].map((m) => `${CALLS[Number(m[1]) - FIRST_CALL_LINE]}: ${m[2]}`))].sort();

test('mpisim cc needs -lm for a call exactly when gcc -O0 does, and names the same functions undefined', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-libm-'));
  writeFileSync(join(tmp, 'calls.c'), program());
  const gcc = sh(tmp, 'gcc', ['-O0', '-g', '-w', 'calls.c', '-o', 'g']);
  const sim = cc(tmp, '-O0', '-g', '-w', 'calls.c', '-o', 's');
  assert.notEqual(gcc.status, 0);
  assert.notEqual(sim.status, 0);
  assert.match(sim.stderr, /collect2: error: ld returned 1 exit status/);
  const expected = undefinedCalls(gcc.stderr);
  const needed = new Set(expected.map((e) => e.replace(/: \w+$/, ''))).size;
  assert.ok(needed >= 10 && needed < CALLS.length - 10, `gcc needs -lm for some calls and not others (${needed} of ${CALLS.length}):\n${gcc.stderr}`);
  assert.deepEqual(undefinedCalls(sim.stderr), expected, sim.stderr);
  // -lm before the source resolves nothing (gcc passes ld --as-needed); after it, both build and agree.
  assert.notEqual(sh(tmp, 'gcc', ['-O0', '-w', '-lm', 'calls.c', '-o', 'g']).status, 0);
  assert.deepEqual(undefinedCalls(cc(tmp, '-O0', '-g', '-w', '-lm', 'calls.c', '-o', 's').stderr), expected);
  assert.equal(sh(tmp, 'gcc', ['-O0', '-w', 'calls.c', '-o', 'g', '-lm']).status, 0);
  const built = cc(tmp, '-O0', '-w', 'calls.c', '-o', 's', '-lm');
  assert.equal(built.status, 0, built.stderr);
  const run = sh(tmp, process.execPath, [MPISIM_JS, 'run', '-n', '1', './s']);
  assert.equal(run.stdout, sh(tmp, './g', []).stdout, run.stderr);
});

test('mpicc.mpich links no libm either: a program mpicc rejects without -lm, mpisim cc rejects', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-libm-'));
  assert.doesNotMatch(sh(tmp, 'mpicc.mpich', ['-show']).stdout, /-lm\b/);
  writeFileSync(join(tmp, 'ring.c'), '#include <mpi.h>\n#include <math.h>\n#include <stdio.h>\nint main(int argc, char **argv)\n{\n  int rank;\n  MPI_Init(&argc, &argv);\n  MPI_Comm_rank(MPI_COMM_WORLD, &rank);\n  printf("%d %.6f\\n", rank, sqrt(rank + 1.0));\n  MPI_Finalize();\n  return 0;\n}\n');
  const mpicc = sh(tmp, 'mpicc.mpich', ['ring.c', '-o', 'ring']);
  const sim = cc(tmp, 'ring.c', '-o', 'ring.sim');
  assert.notEqual(mpicc.status, 0);
  assert.notEqual(sim.status, 0);
  assert.deepEqual(undefinedNames(sim.stderr), undefinedNames(mpicc.stderr));
  assert.equal(sh(tmp, 'mpicc.mpich', ['ring.c', '-o', 'ring', '-lm']).status, 0);
  assert.equal(cc(tmp, 'ring.c', '-o', 'ring.sim', '-lm').status, 0);
  // `mpisim run file.c` compiles for the user, as mpiexec does not: libm is linked for them.
  const mpich = sh(tmp, 'mpiexec.mpich', ['-n', '2', './ring']);
  const run = sh(tmp, process.execPath, [MPISIM_JS, 'run', '-n', '2', 'ring.c']);
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(run.stdout.split('\n').sort(), mpich.stdout.split('\n').sort());
});

test('autoconf\'s AC_SEARCH_LIBS([cos], [m]) answers -lm with CC="mpisim cc", as with gcc', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-libm-ac-'));
  writeFileSync(join(tmp, 'configure.ac'), 'AC_INIT([libmprobe], [1.0])\nAC_PROG_CC\nAC_SEARCH_LIBS([cos], [m])\nAC_SEARCH_LIBS([frexp], [m])\nAC_OUTPUT\n');
  const ac = sh(tmp, 'autoconf', []);
  assert.equal(ac.status, 0, ac.stderr);
  const answers = (out: string) => out.split('\n').filter((l) => /library containing/.test(l));
  const gcc = sh(tmp, './configure', ['CC=gcc']);
  assert.equal(gcc.status, 0, gcc.stderr);
  assert.deepEqual(answers(gcc.stdout), ['checking for library containing cos... -lm', 'checking for library containing frexp... none required']);
  const sim = sh(tmp, './configure', [`CC=${process.execPath} ${MPISIM_JS} cc`]);
  assert.equal(sim.status, 0, sim.stdout + sim.stderr);
  assert.deepEqual(answers(sim.stdout), answers(gcc.stdout));
});
