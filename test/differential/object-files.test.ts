/**
 * mpisim's objects are ELF relocatable files as gcc's are, so the binutils a build runs on them
 * answer as they do for gcc's: `file` (libtool picks `ld -m elf_x86_64` from its answer), `nm`
 * (libtool's and autoconf's global-symbol checks parse it), `ar`'s symbol index. Expected: gcc 12's
 * object of the same source, read by the same tools in the test. Shared libraries (`-shared`,
 * libtool's default) link and run as gcc's with ld.so: constructors at load, the program's
 * definitions interposing on the library's, `-l` taking the .so before the .a and `-static`
 * the .a; `-v` shows a link line with -lc (libtool's "-lc should be explicitly linked" check).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS } from '../helpers/cprog';
import { runTool } from '../helpers/proc';

const sh = (cwd: string, cmd: string, args: string[]) => runTool(cwd, cmd, args);

function built(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mpisim-objects-'));
  copyFileSync(join(REPO_ROOT, 'test', 'shared', 'symbols.c'), join(dir, 'symbols.c'));
  assert.equal(sh(dir, 'gcc', ['-c', '-o', 'gcc.o', 'symbols.c']).status, 0);
  const m = sh(dir, process.execPath, [MPISIM_JS, 'cc', '-c', '-o', 'mpisim.o', 'symbols.c']);
  assert.equal(m.status, 0, m.stderr);
  return dir;
}

/** nm's letters and names. gcc's -fPIE code names _GLOBAL_OFFSET_TABLE_ for its own addressing: mpisim's objects hold no machine code. */
const symbols = (nm: string): string[] => nm.split('\n').filter(Boolean).map((l) => l.slice(17)).filter((l) => l !== 'U _GLOBAL_OFFSET_TABLE_');

test('file(1) and nm read an object of mpisim cc as gcc\'s', () => {
  const dir = built();
  // Of no machine (EM_NONE: ld must refuse an object without machine code), else as gcc's.
  const f = (o: string) => sh(dir, 'file', ['-b', o]).stdout;
  assert.match(f('gcc.o'), /^ELF 64-bit LSB relocatable, x86-64/);
  assert.equal(f('mpisim.o'), f('gcc.o').replace('x86-64', 'no machine'));
  const nm = (o: string) => { const r = sh(dir, 'nm', [o]); assert.equal(r.status, 0, r.stderr); return symbols(r.stdout); };
  const expected = nm('gcc.o');
  assert.ok(expected.length > 15, `gcc's object lists its symbols: ${expected.join(', ')}`);
  assert.deepEqual(nm('mpisim.o'), expected);
  // nm's external-only listing is what libtool's global_symbol_pipe reads.
  assert.deepEqual(symbols(sh(dir, 'nm', ['-g', 'mpisim.o']).stdout), symbols(sh(dir, 'nm', ['-g', 'gcc.o']).stdout));
});

test('ar indexes an archive of mpisim objects as it does gcc\'s, and the link pulls from it', () => {
  const dir = built();
  for (const [lib, obj] of [['libg.a', 'gcc.o'], ['libm1.a', 'mpisim.o']]) assert.equal(sh(dir, 'ar', ['rcs', lib, obj]).status, 0);
  const index = (lib: string, obj: string) => sh(dir, 'nm', ['-s', lib]).stdout.split('\n\n')[0].replaceAll(obj, 'member.o');
  assert.match(index('libg.a', 'gcc.o'), /Archive index:\n(\w+ in member\.o\n)*wdef in member\.o/);
  assert.equal(index('libm1.a', 'mpisim.o'), index('libg.a', 'gcc.o'));
  writeFileSync(join(dir, 'other.c'), 'int elsewhere = 7;\n');
  const link = (cc: string, args: string[]) => sh(dir, cc, args);
  assert.equal(link('gcc', ['-o', 'native', 'other.c', '-L.', '-lg']).status, 0);
  const m = link(process.execPath, [MPISIM_JS, 'cc', '-o', 'sim', 'other.c', '-L.', '-lm1']);
  assert.equal(m.status, 0, m.stderr);
  const [n, s] = [sh(dir, './native', []), sh(dir, './sim', [])];
  assert.deepEqual([s.stdout, s.status], [n.stdout, n.status]);
});

test('an object of another compiler is refused by name, as ld refuses a file it cannot read', () => {
  const dir = built();
  writeFileSync(join(dir, 'main.c'), 'int main(void) { return 0; }\n');
  const r = sh(dir, process.execPath, [MPISIM_JS, 'cc', '-o', 'prog', 'main.c', 'gcc.o']);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /gcc\.o: file format not recognized/);
  assert.doesNotMatch(r.stderr, /internal error/i);
});

const mpisimCc = (dir: string, args: string[]) => sh(dir, process.execPath, [MPISIM_JS, 'cc', ...args]);

test('a shared library of mpisim cc -shared links and runs as gcc\'s with ld.so, and -static takes the archive', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mpisim-shared-'));
  for (const f of readdirSync(join(REPO_ROOT, 'test', 'shared'))) copyFileSync(join(REPO_ROOT, 'test', 'shared', f), join(dir, f));
  const ok = (r: { status: number | null; stderr: string }) => assert.equal(r.status, 0, r.stderr);
  // Both builds: a libcounter.so and a libcounter.a beside it.
  for (const [cc, tag] of [[(a: string[]) => sh(dir, 'gcc', a), 'g'], [(a: string[]) => mpisimCc(dir, a), 's']] as const) {
    ok(cc(['-fPIC', '-c', 'lib_counter.c', '-o', `${tag}_counter.o`]));
    ok(cc(['-c', 'lib_static.c', '-o', `${tag}_static.o`]));
    ok(cc(['-shared', `-Wl,-soname,lib${tag}counter.so`, '-o', `lib${tag}counter.so`, `${tag}_counter.o`]));
    ok(sh(dir, 'ar', ['rcs', `lib${tag}counter.a`, `${tag}_static.o`]));
    ok(cc(['-o', `${tag}_dynamic`, 'main.c', '-L.', `-l${tag}counter`]));
    ok(cc(['-static', '-o', `${tag}_static`, 'main.c', '-L.', `-l${tag}counter`]));
  }
  const run = (exe: string) => spawnSync(join(dir, exe), { cwd: dir, encoding: 'utf8', env: { ...process.env, LD_LIBRARY_PATH: dir }, timeout: 120_000 });
  for (const kind of ['dynamic', 'static']) {
    const [g, s] = [run(`g_${kind}`), run(`s_${kind}`)];
    assert.ok(g.stdout.includes('foo(1) ='), `gcc's ${kind} program ran: ${g.stdout}${g.stderr}`);
    assert.deepEqual([s.stdout, s.status], [g.stdout, g.status], `${kind}: ${s.stderr}`);
  }
  // ld -shared leaves names for the program to define; a name defined twice is still an error.
  writeFileSync(join(dir, 'twice.c'), 'int hook(int x) { return x; }\n');
  const [g2, s2] = [sh(dir, 'gcc', ['-shared', '-fPIC', '-o', 'libg2.so', 'lib_counter.c', 'twice.c']), mpisimCc(dir, ['-shared', '-fPIC', '-o', 'libs2.so', 'lib_counter.c', 'twice.c'])];
  assert.equal(g2.status, 1);
  assert.equal(s2.status, 1);
  assert.match(s2.stderr, /multiple definition of `hook'/);
  assert.match(g2.stderr, /multiple definition of `hook'/);
});

test('cc -v names the link it runs, with -lc, as gcc -v does', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mpisim-verbose-'));
  writeFileSync(join(dir, 'c.c'), 'int f(void) { return 1; }\n');
  for (const r of [sh(dir, 'gcc', ['-shared', '-fPIC', 'c.c', '-v', '-o', 'libg.so']), mpisimCc(dir, ['-shared', '-fPIC', 'c.c', '-v', '-o', 'libs.so'])]) {
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, / -lc /);
  }
});

test('gcc\'s ld refuses an object of mpisim cc (it holds no machine code)', () => {
  const dir = built();
  const r = sh(dir, 'gcc', ['-o', 'prog', 'mpisim.o']);
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /mpisim\.o' is incompatible with i386:x86-64 output/);
});
