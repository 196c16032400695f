/**
 * Real programs' C against gcc 12: every test/c/realc/*.c is built by gcc (-std=gnu17, its
 * warnings kept, one line each) and run natively in a scratch directory, then run by
 * `mpisim run` in another copy of that directory. Compared, all produced here by gcc and the
 * native run: stdout; stderr (gcc's warnings, then the program's own); the exit status; and every
 * file the program left in its directory (names and bytes).
 *
 * Header comments in a program:
 *   // realc-args: --epoch 1700000000 -D N=3   mpisim options (-D also goes to gcc)
 *   // realc-program-args: -v -n 3 file        argv[1..]
 *   // realc-stdin: input.txt                  stdin of both runs (a file beside the program)
 *   // realc-files: data.txt sub/              files copied into the run's directory first
 *   // realc-env: SOURCE_DATE_EPOCH=1000000000  environment of both builds and both runs
 * Both runs have TZ=UTC, mpisim's time zone. Both copies of the source keep the original's
 * modification time (gcc's __TIMESTAMP__).
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { basename, join } from 'node:path';
import { C_DIR, MPISIM_JS, lineDiff, listC, requireGcc, tmpDirForFile } from '../helpers/cprog';

const DIR = join(C_DIR, 'realc');

interface Run { stdout: string; stderr: string; status: number }

function spawnRun(cmd: string, args: string[], cwd: string, stdin: Buffer | undefined, env: NodeJS.ProcessEnv = {}): Run {
  const r = spawnSync(cmd, args, { cwd, input: stdin ?? Buffer.alloc(0), env: { ...process.env, TZ: 'UTC', ...env }, timeout: 120_000, maxBuffer: 64 << 20 });
  if (r.error) throw r.error;
  return {
    stdout: r.stdout.toString('latin1'),
    stderr: r.stderr.toString('latin1'),
    status: r.status ?? 128 + (r.signal === 'SIGSEGV' ? 11 : r.signal === 'SIGABRT' ? 6 : 9),
  };
}

function headers(src: string): { mpisim: string[]; gcc: string[]; args: string[]; stdin?: string; files: string[]; env: Record<string, string> } {
  const h = { mpisim: [] as string[], gcc: [] as string[], args: [] as string[], stdin: undefined as string | undefined, files: [] as string[], env: {} as Record<string, string> };
  for (const line of readFileSync(src, 'latin1').split('\n')) {
    const m = /^\s*\/\/\s*realc-(args|program-args|stdin|files|env):\s*(.*?)\s*$/.exec(line);
    if (!m) continue;
    const words = m[2].split(/\s+/).filter(Boolean);
    if (m[1] === 'args') {
      h.mpisim.push(...words);
      words.forEach((w, k) => { if (w === '-D') h.gcc.push(`-D${words[k + 1]}`); });
    } else if (m[1] === 'program-args') h.args.push(...words);
    else if (m[1] === 'stdin') h.stdin = words[0];
    else if (m[1] === 'env') for (const w of words) h.env[w.slice(0, w.indexOf('='))] = w.slice(w.indexOf('=') + 1);
    else h.files.push(...words);
  }
  return h;
}

/** Every file under `dir` (but `skip`), as `name -> bytes`; directories as `name/`. */
function snapshot(dir: string, skip: Set<string>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(dir).sort()) {
    const rel = prefix + f;
    if (skip.has(rel)) continue;
    const p = join(dir, f);
    if (statSync(p).isDirectory()) {
      out.set(rel + '/', '');
      for (const [k, v] of snapshot(p, skip, rel + '/')) out.set(k, v);
    } else out.set(rel, readFileSync(p, 'latin1'));
  }
  return out;
}

function prepare(dir: string, src: string, files: string[]): void {
  mkdirSync(dir, { recursive: true });
  copyFileSync(src, join(dir, basename(src)));
  const { atime, mtime } = statSync(src);
  utimesSync(join(dir, basename(src)), atime, mtime);
  for (const f of files) {
    if (f.endsWith('/')) mkdirSync(join(dir, f), { recursive: true });
    else copyFileSync(join(DIR, f), join(dir, f));
  }
}

/** mpisim's own lines are not the program's: its exit reports start with "mpisim: ". */
const programStderr = (s: string): string => s.split('\n').filter((l) => !l.startsWith('mpisim: ')).join('\n');

const tmp = tmpDirForFile('realc');
before(() => requireGcc());

const programs = listC(DIR);

test('the corpus is there', () => {
  assert.ok(programs.length >= 2, `expected programs in ${DIR}`);
});

for (const src of programs) {
  const name = basename(src);
  test(name, { timeout: 240_000 }, () => {
    const h = headers(src);
    const stdin = h.stdin ? readFileSync(join(DIR, h.stdin)) : undefined;
    const nativeDir = join(tmp, name + '.gcc');
    const simDir = join(tmp, name + '.sim');
    prepare(nativeDir, src, h.files);
    prepare(simDir, src, h.files);
    // argv[0] is ./<name> in both runs, as glibc's messages (getopt's) print it.
    const exe = name.replace(/\.c$/, '');
    const gcc = spawnRun('gcc', ['-std=gnu17', '-O0', '-fno-diagnostics-show-caret', ...h.gcc, '-o', exe, name, '-lm'], nativeDir, undefined, { LC_ALL: 'C.UTF-8', ...h.env });
    assert.equal(gcc.status, 0, `gcc could not build ${name}:\n${gcc.stderr}`);
    const want = spawnRun(`./${exe}`, h.args, nativeDir, stdin, h.env);
    const got = spawnRun(process.execPath, [MPISIM_JS, 'run', ...h.mpisim, name, ...h.args], simDir, stdin, h.env);

    const outDiff = lineDiff(want.stdout, got.stdout);
    assert.ok(outDiff === '', `stdout differs from gcc's:\n${outDiff}\n\nmpisim stderr:\n${got.stderr.slice(0, 3000)}`);
    const errDiff = lineDiff(gcc.stderr + want.stderr, programStderr(got.stderr));
    assert.ok(errDiff === '', `stderr (gcc's warnings, then the program's) differs:\n${errDiff}`);
    assert.equal(got.status, want.status, `exit status: gcc ${want.status}, mpisim ${got.status}\n${got.stderr.slice(0, 2000)}`);
    const skip = new Set([name, exe, ...h.files, ...(h.stdin ? [h.stdin] : [])]);
    const wantFiles = snapshot(nativeDir, skip);
    const gotFiles = snapshot(simDir, skip);
    assert.deepEqual([...gotFiles.keys()], [...wantFiles.keys()], 'the files in the run directory differ');
    for (const [f, bytes] of wantFiles) assert.equal(gotFiles.get(f), bytes, `the contents of ${f} differ`);
  });
}
