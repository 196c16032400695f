/**
 * `mpisim cc` as a drop-in CC: an ordinary MPI project (test/make: a Makefile with implicit
 * rules, objects, -lm) built with `make CC=mpicc.mpich` and run with mpiexec.mpich, and built
 * unmodified with `make CC="mpisim cc"` and run with `mpisim run -n 4 ./heat`: the same output.
 * Also: objects mixed with sources on one command line, an executable run directly, link errors
 * reported at link time as ld's, and what gcc refuses.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS } from '../helpers/cprog';

function sh(cwd: string, cmd: string, args: string[], env?: NodeJS.ProcessEnv) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 180_000, env: env ?? process.env });
  if (r.error) assert.fail(`cannot run ${cmd}: ${r.error.message}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A directory on PATH with an `mpisim` command, as an installed mpisim would be. */
function mpisimOnPath(): NodeJS.ProcessEnv {
  const bin = mkdtempSync(join(tmpdir(), 'mpisim-bin-'));
  writeFileSync(join(bin, 'mpisim'), `#!/bin/sh\nexec '${process.execPath}' '${MPISIM_JS}' "$@"\n`);
  chmodSync(join(bin, 'mpisim'), 0o755);
  return { ...process.env, PATH: `${bin}:${process.env.PATH}` };
}

const sorted = (s: string) => s.split('\n').filter(Boolean).sort();

test('an unmodified Makefile builds with CC="mpisim cc" and runs as the mpicc.mpich build does under mpiexec', () => {
  const real = mkdtempSync(join(tmpdir(), 'mpisim-make-'));
  const sim = mkdtempSync(join(tmpdir(), 'mpisim-make-'));
  cpSync(join(REPO_ROOT, 'test', 'make'), real, { recursive: true });
  cpSync(join(REPO_ROOT, 'test', 'make'), sim, { recursive: true });
  const m1 = sh(real, 'make', ['CC=mpicc.mpich']);
  assert.equal(m1.status, 0, m1.stderr);
  const expected = sh(real, 'mpiexec.mpich', ['-n', '4', './heat', '7']);
  assert.equal(expected.status, 0, expected.stderr);
  const env = mpisimOnPath();
  const m2 = sh(sim, 'make', ['CC=mpisim cc'], env);
  assert.equal(m2.status, 0, m2.stdout + m2.stderr);
  assert.match(m2.stdout, /mpisim cc .* -c -o grid\.o grid\.c/);
  const got = sh(sim, process.execPath, [MPISIM_JS, 'run', '-n', '4', './heat', '7']);
  assert.equal(got.status, 0, got.stderr);
  assert.deepEqual(sorted(got.stdout), sorted(expected.stdout));
  // The executable runs by itself too (one process, as a singleton MPI_Init).
  const alone = sh(sim, './heat', ['2'], env);
  const realAlone = sh(real, './heat', ['2']);
  assert.equal(alone.status, 0, alone.stderr);
  assert.deepEqual(sorted(alone.stdout), sorted(realAlone.stdout));
  // make sees the build as up to date, as with any compiler.
  assert.match(sh(sim, 'make', ['CC=mpisim cc'], env).stdout, /up to date/);
});

test('objects and sources on one command line; link errors at link time, as ld reports them', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-cc-'));
  cpSync(join(REPO_ROOT, 'test', 'link'), tmp, { recursive: true });
  const cc = (...args: string[]) => sh(tmp, process.execPath, [MPISIM_JS, 'cc', ...args]);
  assert.equal(cc('-c', '-O2', '-g', 'prog_util.c').status, 0);
  assert.equal(cc('-c', 'prog_data.c', '-o', 'data.o').status, 0);
  const linked = cc('-o', 'prog', 'prog_main.c', 'prog_util.o', 'data.o', '-lm');
  assert.equal(linked.status, 0, linked.stderr);
  const gcc = sh(tmp, 'gcc', ['-g', 'prog_main.c', 'prog_util.c', 'prog_data.c', '-o', 'native']);
  assert.equal(gcc.status, 0, gcc.stderr);
  const ran = sh(tmp, process.execPath, [MPISIM_JS, 'run', './prog']);
  assert.equal(ran.stdout, sh(tmp, './native', []).stdout);
  assert.equal(cc('-c', 'dup_a.c').status, 0);
  assert.equal(cc('-c', 'dup_b.c').status, 0);
  const dup = cc('dup_a.o', 'dup_b.o', '-o', 'dup');
  const ld = sh(tmp, 'gcc', ['-g', 'dup_a.c', 'dup_b.c', '-o', 'dupn']);
  assert.equal(dup.status, 1);
  const lines = (s: string) => s.split('\n').filter((l) => /multiple definition/.test(l)).map((l) => l.replace(/^.*?([\w.]+\.c:\d+: multiple definition of `\w+'); .*?([\w.]+\.c:\d+): first defined here$/, '$1 $2'));
  assert.deepEqual(lines(dup.stderr), lines(ld.stderr));
  assert.match(dup.stderr, /collect2: error: ld returned 1 exit status/);
  const missing = cc('prog_main.c', '-lfoo');
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /cannot find -lfoo/);
  // A native object is not a program mpisim can run: said so, not compiled as C.
  assert.equal(sh(tmp, 'gcc', ['-c', 'prog_util.c', '-o', 'native.o']).status, 0);
  const native = sh(tmp, process.execPath, [MPISIM_JS, 'run', 'prog_main.c', 'native.o']);
  assert.equal(native.status, 2);
  assert.match(native.stderr, /native\.o: file format not recognized/);
  const bad = cc('-c', 'nonexistent.c');
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /nonexistent\.c: No such file or directory/);
});

test('archives made by the real ar link as ld links them: -L/-l or by path, members pulled only when needed, in command-line order', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-ar-'));
  const native = mkdtempSync(join(tmpdir(), 'mpisim-ar-'));
  cpSync(join(REPO_ROOT, 'test', 'archive'), tmp, { recursive: true });
  cpSync(join(REPO_ROOT, 'test', 'archive'), native, { recursive: true });
  const members = ['area.c', 'mul.c', 'unused.c'];
  const cc = (...args: string[]) => sh(tmp, process.execPath, [MPISIM_JS, 'cc', ...args]);
  const build = (dir: string, compile: (...a: string[]) => { status: number | null; stderr: string }) => {
    assert.equal(compile('-c', ...members).status, 0);
    const ar = sh(dir, 'ar', ['cr', 'libshapes.a', ...members.map((m) => m.replace(/\.c$/, '.o'))]);
    assert.equal(ar.status, 0, ar.stderr);
    assert.equal(sh(dir, 'ranlib', ['libshapes.a']).status, 0);
  };
  build(tmp, cc);
  build(native, (...a) => sh(native, 'gcc', a));
  const expected = sh(native, 'gcc', ['main.c', '-L.', '-lshapes', '-o', 'prog']);
  assert.equal(expected.status, 0, expected.stderr);
  const out = sh(native, './prog', []).stdout;
  const viaL = cc('main.c', '-L.', '-lshapes', '-o', 'prog');
  assert.equal(viaL.status, 0, viaL.stderr);
  assert.equal(sh(tmp, process.execPath, [MPISIM_JS, 'run', './prog']).stdout, out);
  const byPath = cc('main.c', 'libshapes.a', '-o', 'prog2');
  assert.equal(byPath.status, 0, byPath.stderr);
  assert.equal(sh(tmp, process.execPath, [MPISIM_JS, 'run', './prog2']).stdout, out);
  assert.equal(sh(tmp, process.execPath, [MPISIM_JS, 'run', 'main.c', 'libshapes.a']).stdout, out);
  // An archive before the objects that need it resolves nothing, as with ld.
  const undef = (s: string) => s.split('\n').filter((l) => /undefined reference/.test(l)).map((l) => l.replace(/^.*(undefined reference to `\w+')$/, '$1'));
  const early = cc('-L.', '-lshapes', 'main.c', '-o', 'prog3');
  const ld = sh(native, 'gcc', ['-L.', '-lshapes', 'main.c', '-o', 'prog3']);
  assert.equal(early.status, 1);
  assert.notEqual(ld.status, 0);
  assert.deepEqual(undef(early.stderr), undef(ld.stderr));
  assert.ok(undef(ld.stderr).length > 0);
  // main itself may come from an archive: crt1.o needs it before any input is read (hpcc links
  // its whole program, main included, from libhpl.a).
  for (const [dir, compile] of [[tmp, cc], [native, (...a: string[]) => sh(native, 'gcc', a)]] as const) {
    assert.equal(compile('-c', 'main.c').status, 0);
    assert.equal(sh(dir, 'ar', ['cr', 'libapp.a', 'main.o']).status, 0);
  }
  assert.equal(sh(native, 'gcc', ['libapp.a', 'libshapes.a', '-o', 'prog4']).status, 0);
  assert.equal(sh(native, './prog4', []).stdout, out);
  const fromArchive = cc('libapp.a', 'libshapes.a', '-o', 'prog4');
  assert.equal(fromArchive.status, 0, fromArchive.stderr);
  assert.equal(sh(tmp, process.execPath, [MPISIM_JS, 'run', './prog4']).stdout, out);
  // A member that is not an mpisim object is refused by name.
  writeFileSync(join(tmp, 'notes.txt'), 'text\n');
  assert.equal(sh(tmp, 'ar', ['cr', 'libbad.a', 'notes.txt']).status, 0);
  const bad = cc('main.c', 'libbad.a');
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /libbad\.a\(notes\.txt\): file format not recognized/);
});

test('an executable in another directory gets its operand as argv[0], as mpiexec passes it', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-argv0-'));
  writeFileSync(join(tmp, 'name.c'), '#include <mpi.h>\n#include <stdio.h>\nint main(int argc, char **argv) {\n  MPI_Init(&argc, &argv);\n  printf("%s %d\\n", argv[0], argc);\n  MPI_Finalize();\n  return 0;\n}\n');
  assert.equal(sh(tmp, 'mkdir', ['real', 'sim']).status, 0);
  assert.equal(sh(tmp, 'mpicc.mpich', ['-o', 'real/name', 'name.c']).status, 0);
  const built = sh(tmp, process.execPath, [MPISIM_JS, 'cc', '-o', 'sim/name', 'name.c']);
  assert.equal(built.status, 0, built.stderr);
  for (const dir of ['real', 'sim']) sh(tmp, 'mv', [`${dir}/name`, `${dir}/prog`]);
  const expected = sh(tmp, 'mpiexec.mpich', ['-n', '1', 'real/prog', 'x']);
  const got = sh(tmp, process.execPath, [MPISIM_JS, 'run', '-n', '1', 'sim/prog', 'x']);
  assert.equal(got.status, 0, got.stderr);
  assert.equal(got.stdout.replace('sim/prog', 'real/prog'), expected.stdout);
  assert.match(got.stdout, /^sim\/prog 2$/m);
});
