/**
 * Programs of several translation units, linked by mpisim as gcc 12 + ld link them: each case
 * is built with the real gcc -g (and mpicc.mpich for MPI) in the test, and mpisim's output, exit
 * status and link errors must be ld's. Link errors are compared as ld prints them from the debug
 * line tables (file:line, the function they are in, "first defined here"), all of them, in order;
 * only the object-file names ld adds and its relocation warnings are left out.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { REPO_ROOT, MPISIM_JS } from '../helpers/cprog';

const DIR = join(REPO_ROOT, 'test', 'link');

/** The test's files copied to a fresh directory, where both compilers see the same relative names. */
function workdir(): string {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-link-'));
  for (const f of readdirSync(DIR)) copyFileSync(join(DIR, f), join(tmp, f));
  return tmp;
}

function sh(cwd: string, cmd: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 120_000 });
  if (r.error) assert.fail(`cannot run ${cmd}: ${r.error.message}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const mpisim = (cwd: string, ...args: string[]) => sh(cwd, process.execPath, [MPISIM_JS, 'run', ...args]);

/** ld's (or mpisim's) link errors, one line each: "file:line: what `sym'[ first file:line][ in fn]". */
function linkErrors(text: string): string[] {
  const out: string[] = [];
  let fn = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/^(\/usr\/bin\/ld|mpisim): /, '').replace(/\/tmp\/\S+?\.o:/g, '').trim();
    const h = /^in function `(\w+)':$/.exec(line);
    if (h) { fn = h[1]; continue; }
    const m = /^(\S+?):(\d+): (multiple definition of|undefined reference to) `(\w+)'(?:; (\S+?):(\d+): first defined here)?$/.exec(line);
    if (!m) continue;
    out.push(`${basename(m[1])}:${m[2]}: ${m[3]} ${m[4]}${m[5] ? ` first ${basename(m[5])}:${m[6]}` : ''}${fn ? ` in ${fn}` : ''}`);
  }
  return out;
}

test('three files: static per file, extern data, function pointers across files, tentative definitions', () => {
  const tmp = workdir();
  const files = ['prog_main.c', 'prog_util.c', 'prog_data.c'];
  const gcc = sh(tmp, 'gcc', ['-g', '-std=gnu17', ...files, '-o', 'prog']);
  assert.equal(gcc.status, 0, gcc.stderr);
  const real = sh(tmp, './prog', []);
  const sim = mpisim(tmp, ...files);
  assert.equal(sim.stderr, '');
  assert.equal(sim.stdout, real.stdout);
  assert.equal(sim.status, real.status);
});

test('multiple definitions: every one, with the line of each definition, as ld reports them', () => {
  const tmp = workdir();
  const gcc = sh(tmp, 'gcc', ['-g', '-std=gnu17', 'dup_a.c', 'dup_b.c', '-o', 'dup']);
  assert.notEqual(gcc.status, 0);
  const expected = linkErrors(gcc.stderr);
  assert.ok(expected.length >= 3, gcc.stderr);
  const sim = mpisim(tmp, 'dup_a.c', 'dup_b.c');
  assert.equal(sim.status, 1);
  assert.deepEqual(linkErrors(sim.stderr), expected, sim.stderr);
});

test('-fcommon: tentative definitions are common symbols ld merges; without it, multiple definitions', () => {
  const tmp = workdir();
  const files = ['common_a.c', 'common_b.c'];
  const gcc = sh(tmp, 'gcc', ['-g', '-std=gnu17', '-fcommon', ...files, '-o', 'common']);
  assert.equal(gcc.status, 0, gcc.stderr);
  const real = sh(tmp, './common', []);
  const sim = mpisim(tmp, '-fcommon', ...files);
  assert.equal(sim.stderr, '');
  assert.equal(sim.stdout, real.stdout);
  // Objects of `mpisim cc -c -fcommon`, linked by mpisim cc, as a Makefile with CFLAGS=-fcommon builds them.
  const cc = (...args: string[]) => sh(tmp, process.execPath, [MPISIM_JS, 'cc', ...args]);
  for (const f of files) assert.equal(cc('-fcommon', '-c', f).status, 0);
  assert.equal(cc('-o', 'common.sim', 'common_a.o', 'common_b.o').status, 0);
  assert.equal(sh(tmp, './common.sim', []).stdout, real.stdout);
  // Without it (gcc 12's default), and with it on files that also define names twice.
  for (const [flags, pair] of [[[], files], [['-fcommon'], ['dup_a.c', 'dup_b.c']]] as const) {
    const bad = sh(tmp, 'gcc', ['-g', '-std=gnu17', ...flags, ...pair, '-o', 'bad']);
    assert.notEqual(bad.status, 0);
    const s = mpisim(tmp, ...flags, ...pair);
    assert.equal(s.status, 1);
    assert.deepEqual(linkErrors(s.stderr), linkErrors(bad.stderr), s.stderr);
  }
});

test('undefined references at every use, under the function they are in, with a multiple definition too', () => {
  const tmp = workdir();
  const gcc = sh(tmp, 'gcc', ['-g', '-std=gnu17', 'undef_a.c', 'undef_b.c', '-o', 'undef']);
  assert.notEqual(gcc.status, 0);
  const expected = linkErrors(gcc.stderr);
  assert.ok(expected.some((l) => /undefined/.test(l)) && expected.some((l) => /multiple/.test(l)), gcc.stderr);
  const sim = mpisim(tmp, 'undef_a.c', 'undef_b.c');
  assert.equal(sim.status, 1);
  assert.deepEqual(linkErrors(sim.stderr), expected, sim.stderr);
});

test('a failed link still prints the compile warnings first, as gcc does', () => {
  const tmp = workdir();
  const gcc = sh(tmp, 'gcc', ['-g', '-std=gnu17', '-fno-diagnostics-show-caret', 'implicit_undef.c', '-o', 'undef']);
  assert.notEqual(gcc.status, 0);
  const warnings = (t: string) => t.split('\n').filter((l) => /^\S+:\d+:\d+: (warning|note): /.test(l));
  const sim = mpisim(tmp, 'implicit_undef.c');
  assert.equal(sim.status, 1);
  assert.ok(warnings(gcc.stderr).length > 0, gcc.stderr);
  assert.deepEqual(warnings(sim.stderr), warnings(gcc.stderr), sim.stderr);
  assert.deepEqual(linkErrors(sim.stderr), linkErrors(gcc.stderr), sim.stderr);
  assert.ok(sim.stderr.indexOf('warning:') < sim.stderr.indexOf('undefined reference'), sim.stderr);
});

test('an MPI program of two files, and the operands after the .c files are the program\'s', () => {
  const tmp = workdir();
  const cc = sh(tmp, 'mpicc.mpich', ['mpi_main.c', 'mpi_sum.c', '-o', 'mpiprog']);
  assert.equal(cc.status, 0, cc.stderr);
  const real = sh(tmp, 'mpiexec.mpich', ['-n', '3', './mpiprog', '-v', 'x.c']);
  assert.equal(real.status, 0, real.stderr);
  const sim = mpisim(tmp, '-n', '3', 'mpi_main.c', 'mpi_sum.c', '-v', 'x.c');
  assert.equal(sim.status, 0, sim.stderr);
  const sorted = (s: string) => s.split('\n').filter(Boolean).sort();
  assert.deepEqual(sorted(sim.stdout), sorted(real.stdout));
});

test('a program runs again from the compile cache until one of its files or headers changes', () => {
  const tmp = workdir();
  const cache = mkdtempSync(join(tmpdir(), 'mpisim-cache-'));
  writeFileSync(join(tmp, 'greet.c'), '#include <stdio.h>\n#include "greeting.h"\nint main(void) { puts(GREETING); return 0; }\n');
  const both = (greeting: string) => {
    writeFileSync(join(tmp, 'greeting.h'), `#define GREETING "${greeting}"\n`);
    const gcc = sh(tmp, 'gcc', ['greet.c', '-o', 'greet']);
    assert.equal(gcc.status, 0, gcc.stderr);
    const sim = sh(tmp, process.execPath, [MPISIM_JS, 'run', 'greet.c']);
    assert.equal(sim.stdout, sh(tmp, './greet', []).stdout);
  };
  process.env.MPISIM_CACHE_DIR = cache;
  try {
    both('one');
    assert.ok(readdirSync(cache).some((f) => f.startsWith('program-')), 'the compiled program is kept');
    both('one');
    both('two');
  } finally {
    delete process.env.MPISIM_CACHE_DIR;
  }
});

/** Each set of files built by gcc -g and run, then by mpisim run: the same output, nothing on stderr. */
function runsAsGcc(tmp: string, fileSets: string[][]): void {
  for (const files of fileSets) {
    const gcc = sh(tmp, 'gcc', ['-g', '-std=gnu17', ...files, '-o', 'weak']);
    assert.equal(gcc.status, 0, gcc.stderr);
    const real = sh(tmp, './weak', []);
    const sim = mpisim(tmp, ...files);
    assert.equal(sim.stderr, '', files.join(' '));
    assert.equal(sim.stdout, real.stdout, files.join(' '));
  }
}

test('weak names and aliases (#pragma weak A = B, weak and alias attributes): strong definitions win, as ld resolves them', () => {
  const tmp = workdir();
  runsAsGcc(tmp, [['weak_main.c', 'weak_lib.c'], ['weak_main.c', 'weak_lib.c', 'weak_strong.c'], ['weak_main.c', 'weak_strong.c', 'weak_lib.c', 'weak_twice.c'], ['weak_twice.c', 'weak_main.c', 'weak_lib.c']]);
  // Two strong definitions of a name still clash.
  const dup = ['weak_main.c', 'weak_lib.c', 'weak_strong.c', 'weak_strong.c'];
  const gcc = sh(tmp, 'gcc', ['-g', '-std=gnu17', ...dup, '-o', 'dup']);
  const sim = mpisim(tmp, ...dup);
  assert.equal(sim.status, 1);
  assert.deepEqual(linkErrors(sim.stderr), linkErrors(gcc.stderr), sim.stderr);
  // An alias of a name the unit does not define: gcc's error, at the declaration.
  const bad = sh(tmp, 'gcc', ['-c', 'alias_undef.c']);
  assert.notEqual(bad.status, 0);
  const first = (s: string) => s.split('\n').find((l) => /error:/.test(l));
  assert.equal(first(mpisim(tmp, 'alias_undef.c').stderr), first(bad.stderr));
});

test('weak references to names defined nowhere are 0 (&f == NULL, if (f) f() skipped); a strong reference to one is still undefined', () => {
  const tmp = workdir();
  runsAsGcc(tmp, [['weak_undef.c'], ['weak_undef.c', 'weak_undef_def.c']]);
  // The executable of mpisim cc, as a Makefile builds it, runs the same.
  assert.equal(sh(tmp, process.execPath, [MPISIM_JS, 'cc', '-g', 'weak_undef.c', '-o', 'weak_sim']).status, 0);
  assert.equal(sh(tmp, 'gcc', ['-g', 'weak_undef.c', '-o', 'weak']).status, 0);
  assert.equal(mpisim(tmp, '-n', '1', './weak_sim').stdout, sh(tmp, './weak', []).stdout);
  const files = ['weak_undef.c', 'weak_undef_strong.c'];
  const gcc = sh(tmp, 'gcc', ['-g', '-std=gnu17', ...files, '-o', 'weak']);
  assert.notEqual(gcc.status, 0);
  // A strong reference makes every reference undefined, the weak ones too (ld lists a line once per
  // relocation, in the object's order; mpisim once per name and line, in the source's).
  const unique = (text: string) => [...new Set(linkErrors(text).map((e) => e.replace(/ in \w+$/, '')))].sort();
  const expected = unique(gcc.stderr);
  assert.ok(expected.some((e) => e.startsWith('weak_undef.c:')) && expected.some((e) => e.startsWith('weak_undef_strong.c:')), gcc.stderr);
  const sim = mpisim(tmp, ...files);
  assert.equal(sim.status, 1);
  assert.deepEqual(unique(sim.stderr), expected, sim.stderr);
});
