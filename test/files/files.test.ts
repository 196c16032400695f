/**
 * Files inside the sandbox (issue 12 §3). Each program of this directory runs twice on the same
 * input files: built by gcc in one temporary directory, by mpisim in another; the output, the
 * exit status and every file left in the directory (names and bytes) must be the same. The
 * sandbox's refusals are checked against what the issue asks: EACCES as glibc's errno, one line
 * on stderr naming the path and the option that grants it, the same for a host file that exists
 * and one that does not (for #include too).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS } from '../helpers/cprog';
import { tree } from '../helpers/files';

const DIR = join(REPO_ROOT, 'test', 'files');
const NUMBERS = '3.5 4 -1.25\n10 20\n7e1\n';


function sim(cwd: string, args: string[]): ReturnType<typeof spawnSync> & { stdout: string; stderr: string } {
  return spawnSync(process.execPath, [MPISIM_JS, 'run', ...args], { cwd, encoding: 'latin1', timeout: 60000 }) as never;
}

for (const prog of ['stdio_basic', 'stdio_buffering', 'posix_io', 'input_sum', 'crash_after_flush', 'dev_null']) {
  test(`${prog}.c: output, status and the files it leaves are gcc's`, () => {
    const tmp = mkdtempSync(join(tmpdir(), 'mpisim-files-'));
    const native = join(tmp, 'native'), mine = join(tmp, 'sim');
    for (const d of [native, mine]) { mkdirSync(d); writeFileSync(join(d, 'numbers.txt'), NUMBERS); }
    const exe = join(tmp, prog);
    execFileSync('gcc', ['-w', '-o', exe, join(DIR, `${prog}.c`), '-lm']);
    const real = spawnSync(exe, [], { cwd: native, encoding: 'latin1', timeout: 60000 });
    copyFileSync(join(DIR, `${prog}.c`), join(mine, `${prog}.c`));
    const got = sim(mine, [`${prog}.c`]);
    assert.equal(got.stdout, real.stdout);
    // A crash is a signal natively, 128 + signal from mpisim (as mpiexec reports it).
    assert.equal(got.status, real.status ?? 128 + 11, got.stderr);
    assert.deepEqual(tree(mine, `${prog}.c`), tree(native, `${prog}.c`));
  });
}

test('outside the sandbox: EACCES and one line naming the path and the option, whether or not the file exists', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-sandbox-'));
  const work = join(tmp, 'work'), other = join(tmp, 'other');
  mkdirSync(work); mkdirSync(other);
  writeFileSync(join(other, 'exists.txt'), 'secret\n');
  symlinkSync(join(other, 'exists.txt'), join(work, 'link'));
  copyFileSync(join(DIR, 'sandbox.c'), join(work, 'sandbox.c'));
  const paths = [`${other}/exists.txt`, `${other}/missing.txt`, 'link', '../other/exists.txt'];
  const r = sim(work, ['sandbox.c', ...paths.map((p) => `r:${p}`), `w:${other}/new.txt`, 'w:mine.txt']);
  assert.equal(r.status, 0, r.stderr);
  const out = r.stdout.split('\n');
  for (const [k, p] of paths.entries()) assert.equal(out[k], `r ${p}: Permission denied errno 13`);
  assert.equal(out[4], `w ${other}/new.txt: Permission denied errno 13`);
  assert.equal(out[5], 'w mine.txt: opened errno 0');
  const lines = r.stderr.split('\n').filter(Boolean);
  assert.equal(lines.length, 5, r.stderr);
  const exists = lines[0], missing = lines[1];
  assert.equal(missing, exists.replace('exists.txt', 'missing.txt'), 'a missing file is refused as an existing one is');
  assert.equal(exists, `mpisim: rank 0: ${other}/exists.txt: Permission denied: outside the directories this run may read (--allow-read ${other}, launch attribute allowRead, grants it)`);
  assert.match(lines[2], new RegExp(`link: Permission denied: a link to ${other}/exists.txt, outside .* \\(--allow-read ${other}, `));
  assert.match(lines[4], new RegExp(`${other}/new.txt: Permission denied: outside the directories this run may write \\(--allow-write ${other}, launch attribute allowWrite`));
  assert.deepEqual(readdirSync(other).sort(), ['exists.txt'], 'nothing written outside');
  assert.equal(readFileSync(join(work, 'mine.txt'), 'utf8'), 'written\n');
  // Granted, the same paths open as they do natively.
  const granted = sim(work, ['--allow-read', other, '--allow-write', '../other', 'sandbox.c', `r:${other}/exists.txt`, 'r:link', `w:${other}/new.txt`]);
  assert.equal(granted.stderr, '');
  assert.equal(granted.stdout, `r ${other}/exists.txt: opened errno 0\n  first line: secret\nr link: opened errno 0\n  first line: secret\nw ${other}/new.txt: opened errno 0\n`);
  assert.equal(readFileSync(join(other, 'new.txt'), 'utf8'), 'written\n');
  // Read-only grants do not let the program write.
  const ro = sim(work, ['--allow-read', other, 'sandbox.c', `w:${other}/exists.txt`]);
  assert.match(ro.stdout, /Permission denied errno 13/);
  assert.equal(readFileSync(join(other, 'exists.txt'), 'utf8'), 'secret\n');
});

test('#include of a path outside the sandbox says the same for a file that exists and one that does not', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-include-'));
  const work = join(tmp, 'work'), other = join(tmp, 'other');
  mkdirSync(work); mkdirSync(other);
  writeFileSync(join(other, 'there.h'), 'int x;\n');
  writeFileSync(join(work, 'a.c'), `#include "${other}/there.h"\nint main(void) { return 0; }\n`);
  writeFileSync(join(work, 'b.c'), `#include "${other}/absent.h"\nint main(void) { return 0; }\n`);
  const a = sim(work, ['a.c']), b = sim(work, ['b.c']);
  assert.equal(a.status, 1);
  assert.equal(b.status, a.status);
  assert.equal(b.stderr.replace(/b\.c/g, 'a.c').replace('absent.h', 'there.h'), a.stderr);
  assert.match(a.stderr, /there\.h: outside the directories this run may read/);
});

test('run --help documents --allow-read and --allow-write', () => {
  const help = spawnSync(process.execPath, [MPISIM_JS, 'run', '--help'], { encoding: 'utf8' });
  assert.match(help.stdout, /--allow-read <dir>/);
  assert.match(help.stdout, /--allow-write <dir>/);
});

test('Ctrl-C ends a run with status 130 and the files the program wrote on disk, as a killed native process leaves them', async () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-sigint-'));
  const native = join(tmp, 'native'), mine = join(tmp, 'sim');
  mkdirSync(native); mkdirSync(mine);
  const src = `#include <stdio.h>
int main(void) {
  FILE *f = fopen("progress.txt", "w");
  fprintf(f, "flushed\\n");
  fflush(f);
  fprintf(f, "still buffered\\n");
  printf("started\\n");
  fflush(stdout);
  for (volatile long i = 0; ; i++) ;
  return 0;
}
`;
  for (const d of [native, mine]) writeFileSync(join(d, 'loop.c'), src);
  execFileSync('gcc', ['-o', join(tmp, 'loop'), join(native, 'loop.c')]);
  const interrupt = (cmd: string, args: string[], cwd: string): Promise<number | null> => new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd });
    child.stdout.on('data', (d: Buffer) => { if (d.toString().includes('started')) child.kill('SIGINT'); });
    child.on('exit', (code) => resolve(code));
  });
  await interrupt(join(tmp, 'loop'), [], native);
  const status = await interrupt(process.execPath, [MPISIM_JS, 'run', 'loop.c'], mine);
  assert.equal(status, 130);
  assert.equal(readFileSync(join(mine, 'progress.txt'), 'utf8'), readFileSync(join(native, 'progress.txt'), 'utf8'));
});

test('a change the disk refuses when the run ends is reported, and the rest is written', async () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-commit-'));
  writeFileSync(join(tmp, 'w.c'), `#include <stdio.h>
#include <sys/stat.h>
int main(void) {
  mkdir("x", 0755);
  FILE *f = fopen("x/y.txt", "w"); fputs("y\\n", f); fclose(f);
  f = fopen("z.txt", "w"); fputs("z\\n", f); fclose(f);
  printf("ready\\n");
  fflush(stdout);
  char line[8];
  fgets(line, sizeof line, stdin);
  return 0;
}
`);
  const r = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [MPISIM_JS, 'run', 'w.c'], { cwd: tmp });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    child.stdout.on('data', (d: Buffer) => {
      if (!d.toString().includes('ready')) return;
      // While the program waits, something else takes the name it made a directory of.
      writeFileSync(join(tmp, 'x'), 'not a directory\n');
      child.stdin.end('go\n');
    });
    child.on('exit', (status) => resolve({ status, stderr }));
  });
  assert.equal(r.status, 0);
  assert.match(r.stderr, new RegExp(`^mpisim: cannot write ${tmp}/x(/y\\.txt)?: E[A-Z]+$`, 'm'));
  assert.equal(readFileSync(join(tmp, 'x'), 'utf8'), 'not a directory\n');
  assert.equal(readFileSync(join(tmp, 'z.txt'), 'utf8'), 'z\n');
});
