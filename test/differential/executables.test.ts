/**
 * A program of `mpisim cc` is an x86-64 ELF executable as gcc's is, so what a build, an install
 * or a user does with a program works on it: `file` names it as gcc's (pie by default, -no-pie),
 * `strip`, `install -s` and `objcopy` leave it runnable, it runs by path, through PATH and under
 * another argv[0] with gcc's program's argv[0], `objdump -p` shows the run path of -rpath (which
 * libtool's configure looks for) and the shared libraries linked (by the -soname a library was
 * given, which `objdump -p` and `readelf -d` show as its SONAME), and a program can be rebuilt
 * while it runs (ld writes a new file). Expected: gcc 12's program of the same source, read and
 * run by the same tools in the test.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MPISIM_JS, REPO_ROOT } from '../helpers/cprog';
import { runTool } from '../helpers/proc';

const SOURCE = `#include <stdio.h>
int main(int argc, char **argv)
{
  for (int k = 0; k < argc; k++) printf("argv[%d] = %s\\n", k, argv[k]);
  return argc == 3 ? 7 : 0;
}
`;

let dir = '';
const mpisimCc = (...args: string[]) => runTool(dir, process.execPath, [MPISIM_JS, 'cc', ...args]);
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'mpisim-exec-'));
  writeFileSync(join(dir, 'args.c'), SOURCE);
  for (const [tool, out] of [['gcc', 'gcc-prog'], ['mpisim', 'mpisim-prog']]) {
    for (const pie of ['', '-no-pie']) {
      const args = [...(pie ? [pie] : []), 'args.c', '-o', out + pie];
      const r = tool === 'gcc' ? runTool(dir, 'gcc', args) : mpisimCc(...args);
      assert.equal(r.status, 0, `${tool} ${args.join(' ')}: ${r.stderr}`);
    }
  }
});
after(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

/** What file(1) says up to the linking (gcc's programs are dynamically linked to libc; mpisim's launcher needs no library), and whether stripped. */
function fileKind(path: string): { kind: string; stripped: string } {
  const out = runTool(dir, 'file', ['-b', path]).stdout.trim();
  return { kind: out.split(', ').slice(0, 3).join(', '), stripped: out.slice(out.lastIndexOf(', ') + 2) };
}

const run = (cmd: string, args: string[] = []) => runTool(dir, cmd, args);

test('file(1) names the program as gcc\'s: a pie executable for x86-64, or not with -no-pie; stripped after strip', () => {
  for (const pie of ['', '-no-pie']) {
    const g = fileKind(`gcc-prog${pie}`), m = fileKind(`mpisim-prog${pie}`);
    assert.match(g.kind, /^ELF 64-bit LSB (pie )?executable, x86-64/);
    assert.deepEqual(m, g, `file -b mpisim-prog${pie}`);
  }
  for (const p of ['gcc', 'mpisim']) {
    assert.equal(runTool(dir, 'strip', ['-o', `${p}-stripped`, `${p}-prog`]).status, 0);
  }
  assert.deepEqual(fileKind('mpisim-stripped'), fileKind('gcc-stripped'));
});

test('strip, install -s and objcopy leave the program running as gcc\'s', () => {
  const want = run('./gcc-prog', ['a', 'b']);
  assert.equal(want.status, 7);
  const made: [string, string[], string][] = [
    ['strip', ['-o', 'p1', 'mpisim-prog'], 'p1'], ['install', ['-s', 'mpisim-prog', 'p2'], 'p2'],
    ['objcopy', ['mpisim-prog', 'p3'], 'p3'], ['strip', ['--strip-debug', '-o', 'p4', 'mpisim-prog'], 'p4'],
  ];
  for (const [tool, args, out] of made) {
    const r = runTool(dir, tool, args);
    assert.equal(r.status, 0, `${tool}: ${r.stderr}`);
    const got = run(`./${out}`, ['a', 'b']);
    assert.deepEqual([got.stdout.replace(`./${out}`, './gcc-prog'), got.status], [want.stdout, want.status], `${tool} ${args.join(' ')}: ${got.stderr}`);
  }
});

test('argv[0] is what the program was run as, by path, through PATH or under exec -a, as gcc\'s program sees it', () => {
  const bin = join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  copyFileSync(join(dir, 'gcc-prog'), join(bin, 'gprog'));
  copyFileSync(join(dir, 'mpisim-prog'), join(bin, 'mprog'));
  const shell = (script: string) => runTool(dir, 'sh', ['-c', script]);
  for (const how of ['./bin/%s x', `${dir}/bin/%s`, 'PATH="$PWD/bin:$PATH" %s y z', 'cd bin && ./%s', 'PATH="$PWD/bin:$PATH" exec -a other-name %s']) {
    const g = shell(how.replaceAll('%s', 'gprog')), m = shell(how.replaceAll('%s', 'mprog'));
    assert.deepEqual([m.stdout.replaceAll('mprog', 'gprog'), m.status], [g.stdout, g.status], `${how}: ${m.stderr}`);
  }
});

test('objdump -p shows the run path of -rpath and -R in every spelling, and the shared libraries linked, as for gcc\'s', () => {
  copyFileSync(join(REPO_ROOT, 'test', 'shared', 'lib_counter.c'), join(dir, 'lib_counter.c'));
  copyFileSync(join(REPO_ROOT, 'test', 'shared', 'main.c'), join(dir, 'main.c'));
  mkdirSync(join(dir, 'gcc-lib'), { recursive: true });
  mkdirSync(join(dir, 'mpisim-lib'), { recursive: true });
  assert.equal(runTool(dir, 'gcc', ['-shared', '-fPIC', '-o', 'gcc-lib/libcounter.so', 'lib_counter.c']).status, 0);
  const lib = mpisimCc('-shared', '-o', 'mpisim-lib/libcounter.so', 'lib_counter.c');
  assert.equal(lib.status, 0, lib.stderr);
  const dynamic = (exe: string) => runTool(dir, 'objdump', ['-p', exe]).stdout.split('\n')
    .filter((l) => /^\s+(NEEDED|RUNPATH|RPATH)\s/.test(l) && !/libc\.so\.6/.test(l)).map((l) => l.trim().replace(/\s+/g, ' '));
  const forms = [[], ['-Wl,-rpath', '-Wl,/opt/a'], ['-Wl,-rpath,/opt/a:/opt/b', '-Wl,-rpath=/opt/c'], ['-Wl,-R/opt/d', '-Xlinker', '-rpath', '-Xlinker', '/opt/e', '-Wl,--rpath=/opt/f']];
  for (const flags of forms) {
    for (const [p, make] of [['gcc', (a: string[]) => runTool(dir, 'gcc', a)], ['mpisim', (a: string[]) => mpisimCc(...a)]] as const) {
      const r = make(['main.c', `-L${p}-lib`, '-lcounter', ...flags, '-o', `${p}-linked`]);
      assert.equal(r.status, 0, `${p} ${flags.join(' ')}: ${r.stderr}`);
    }
    const want = dynamic('gcc-linked');
    assert.ok(want.includes('NEEDED libcounter.so'), want.join('\n'));
    assert.deepEqual(dynamic('mpisim-linked'), want, flags.join(' '));
  }
});

test('a shared library\'s -soname in every spelling: objdump -p and readelf -d show its SONAME, and a program linked with it needs it by that name, as gcc\'s', () => {
  copyFileSync(join(REPO_ROOT, 'test', 'shared', 'lib_counter.c'), join(dir, 'lib_counter.c'));
  copyFileSync(join(REPO_ROOT, 'test', 'shared', 'main.c'), join(dir, 'main.c'));
  const lines = (tool: string, args: string[], re: RegExp) => runTool(dir, tool, args).stdout.split('\n').filter((l) => re.test(l) && !/libc\.so\.6/.test(l)).map((l) => l.trim().replace(/\s+/g, ' '));
  const forms = [[], ['-Wl,-soname,libcounter.so.0'], ['-Wl,-soname=libcounter.so.1'], ['-Wl,-h,libc2.so.2'], ['-Xlinker', '-soname', '-Xlinker', 'libc3.so.3'], ['-Wl,--soname=first.so', '-Wl,-soname,last.so.4']];
  for (const flags of forms) {
    for (const [p, make] of [['gcc', (a: string[]) => runTool(dir, 'gcc', a)], ['mpisim', (a: string[]) => mpisimCc(...a)]] as const) {
      mkdirSync(join(dir, `${p}-so`), { recursive: true });
      const lib = make(['-shared', ...(p === 'gcc' ? ['-fPIC'] : []), ...flags, '-o', `${p}-so/libcounter.so`, 'lib_counter.c']);
      assert.equal(lib.status, 0, `${p} ${flags.join(' ')}: ${lib.stderr}`);
      for (const [how, args] of [['l', [`-L${p}-so`, '-lcounter']], ['file', [`${p}-so/libcounter.so`]]] as const) {
        const r = make(['main.c', ...args, '-o', `${p}-so/prog-${how}`]);
        assert.equal(r.status, 0, `${p} ${flags.join(' ')}: ${r.stderr}`);
      }
    }
    const shown = (p: string) => ({
      objdump: lines('objdump', ['-p', `${p}-so/libcounter.so`], /^\s+SONAME\s/),
      readelf: lines('readelf', ['-d', `${p}-so/libcounter.so`], /\(SONAME\)/),
      neededByL: lines('objdump', ['-p', `${p}-so/prog-l`], /^\s+NEEDED\s/).map((l) => l.replace(`${p}-so/`, '')),
      neededByFile: lines('objdump', ['-p', `${p}-so/prog-file`], /^\s+NEEDED\s/).map((l) => l.replace(`${p}-so/`, '<dir>/')),
    });
    const want = shown('gcc');
    if (flags.length) assert.equal(want.objdump.length, 1, JSON.stringify(want));
    assert.deepEqual(shown('mpisim'), want, flags.join(' '));
  }
});

test('a program whose node has moved since it was built: status 127 and a line naming the program as it was run, as sh names a program it cannot start', () => {
  for (const sub of ['script', 'moved']) mkdirSync(join(dir, sub), { recursive: true });
  // The real tools' case: a program whose interpreter is gone (sh: "./prog: not found").
  writeFileSync(join(dir, 'script', 'prog'), '#!/nonexistent/interpreter\n');
  chmodSync(join(dir, 'script', 'prog'), 0o755);
  // mpisim's: the launcher's node path no longer names a file (the same length, one byte changed).
  const bytes = readFileSync(join(dir, 'mpisim-prog'));
  const at = bytes.indexOf(Buffer.from(process.execPath));
  assert.ok(at > 0, 'the launcher names node');
  Buffer.from(process.execPath.replace(/.$/, '#')).copy(bytes, at);
  writeFileSync(join(dir, 'moved', 'prog'), bytes, { mode: 0o755 });
  for (const how of ['./prog a', `PATH="$PWD:$PATH" prog`]) {
    const want = runTool(join(dir, 'script'), 'sh', ['-c', how]);
    const got = runTool(join(dir, 'moved'), 'sh', ['-c', how]);
    assert.equal(want.status, 127, want.stderr);
    const named = /(\S+): not found/.exec(want.stderr)?.[1];
    assert.ok(named, want.stderr);
    assert.equal(got.status, 127, got.stderr);
    assert.equal(got.stderr, `${named}: cannot start: mpisim or node has moved since it was built (rebuild it with mpisim cc)\n`, how);
  }
});

test('a program rebuilt while it runs is written anew, as ld writes it (no "text file busy")', async () => {
  writeFileSync(join(dir, 'wait.c'), '#include <stdio.h>\nint main(void) { int c = getchar(); printf("%d\\n", c); return 0; }\n');
  assert.equal(mpisimCc('wait.c', '-o', 'waiting').status, 0);
  const child = spawn(join(dir, 'waiting'), [], { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  child.stdout.on('data', (b: Buffer) => out.push(b));
  const done = new Promise<number | null>((resolve) => child.on('close', resolve));
  // The first program is running (it waits for its input) while the second build replaces its file.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const again = mpisimCc('args.c', '-o', 'waiting');
  child.stdin.end('A');
  assert.equal(await done, 0);
  assert.equal(Buffer.concat(out).toString(), '65\n');
  assert.equal(again.status, 0, again.stderr);
  assert.equal(run('./waiting').stdout, 'argv[0] = ./waiting\n');
});
