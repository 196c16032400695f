/**
 * `mpisim run` behaves like `mpiexec.mpich` for what the two share: `-l` labels, per-rank
 * `--outfile-pattern`/`--errfile-pattern` files, `-D` defines (as `mpicc -D`), the exit
 * status when a rank returns non-zero, and Hydra's environment options. Expected outputs come from MPICH in the test. Lines from
 * different ranks interleave arbitrarily on MPICH, so labelled output is compared as sorted lines.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS } from '../helpers/cprog';

const PROG = join(REPO_ROOT, 'test', 'mpi-cli', 'labels.c');
const sorted = (s: string): string[] => s.split('\n').filter(Boolean).sort();

function build(tmp: string): string {
  assert.equal(spawnSync('sh', ['-c', 'command -v mpicc.mpich']).status, 0, 'mpicc.mpich is missing: install mpich');
  const exe = join(tmp, 'labels');
  execFileSync('mpicc.mpich', ['-DVALUE=7', '-o', exe, PROG]);
  return exe;
}

test('-l labels every line with [rank], and the exit status is the failing rank\'s', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-cli-'));
  const exe = build(tmp);
  const real = spawnSync('mpiexec.mpich', ['-n', '3', '-l', exe], { encoding: 'utf8', timeout: 60000 });
  const sim = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', '3', '-l', '-D', 'VALUE=7', PROG], { encoding: 'utf8', timeout: 60000 });
  assert.equal(sim.status, real.status);
  assert.deepEqual(sorted(sim.stdout), sorted(real.stdout));
  assert.deepEqual(sorted(sim.stderr).filter((l) => !l.startsWith('mpisim:')), sorted(real.stderr));
});

test('--outfile-pattern and --errfile-pattern write the same per-rank files as hydra', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-cli-'));
  const exe = build(tmp);
  spawnSync('mpiexec.mpich', ['-n', '3', '-outfile-pattern', join(tmp, 'real.out.%r'), '-errfile-pattern', join(tmp, 'real.err.%r'), exe], { timeout: 60000 });
  spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', '3', '-DVALUE=7', '--outfile-pattern', join(tmp, 'sim.out.%r'), '--errfile-pattern', join(tmp, 'sim.err.%r'), PROG], { timeout: 60000 });
  for (let r = 0; r < 3; r++) {
    assert.equal(readFileSync(join(tmp, `sim.out.${r}`), 'utf8'), readFileSync(join(tmp, `real.out.${r}`), 'utf8'), `stdout of rank ${r}`);
    assert.equal(readFileSync(join(tmp, `sim.err.${r}`), 'utf8'), readFileSync(join(tmp, `real.err.${r}`), 'utf8'), `stderr of rank ${r}`);
  }
});

test('-genv, -genvlist and -genvall give the program the variables hydra gives it; without them it sees none of the host\'s', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-cli-'));
  const src = join(REPO_ROOT, 'test', 'mpi-cli', 'environment.c');
  const exe = join(tmp, 'environment');
  execFileSync('mpicc.mpich', ['-o', exe, src]);
  const env = { ...process.env, MPISIM_TEST_HOST_A: 'a value', MPISIM_TEST_HOST_B: 'b=2' };
  const set = ['-genv', 'MPISIM_TEST_SET', 'v 1', '-env', 'MPISIM_TEST_EMPTY', ''];
  const real = (...opts: string[]) => sorted(spawnSync('mpiexec.mpich', [...opts, ...set, '-n', '2', exe], { encoding: 'utf8', env, timeout: 60000 }).stdout);
  const sim = (...opts: string[]) => {
    const r = spawnSync(process.execPath, [MPISIM_JS, 'run', ...opts, ...set, '-n', '2', src], { encoding: 'utf8', env, timeout: 60000 });
    assert.equal(r.status, 0, r.stderr);
    return sorted(r.stdout);
  };
  const everything = real();
  assert.ok(everything.includes('0 MPISIM_TEST_HOST_B=b=2'), everything.join('\n'));
  assert.deepEqual(sim('-genvall'), everything);
  assert.deepEqual(sim('-genvlist', 'MPISIM_TEST_HOST_A,MPISIM_TEST_HOST_B'), everything);
  // No real tool answers this one: Hydra passes its whole environment even under -genvnone
  // (its processes inherit it), while mpisim's sandbox (README) passes none of it ungranted.
  assert.deepEqual(sim(), everything.map((l) => l.replace(/(HOST_[AB])=.*/, '$1=(unset)')));
  const bad = spawnSync(process.execPath, [MPISIM_JS, 'run', '-genv', 'ONLY_A_NAME'], { encoding: 'utf8' });
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /option -genv needs a value/);
});

test('wrong commands get a clear message and status 2; the help documents every option', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [MPISIM_JS, ...args], { encoding: 'utf8' });
  const bad = run('run', '-n', 'x', PROG);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /option -n needs an integer >= 1, got 'x'/);
  const missing = run('run', 'no/such/file.c');
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /cannot read no\/such\/file\.c: No such file or directory/);
  assert.equal(run('frobnicate').status, 2);
  const help = run('run', '--help');
  assert.equal(help.status, 0);
  for (const opt of ['--np', '--label', '--outfile-pattern', '--errfile-pattern', '-D', '--eager-limit', '--context-id-layout', '--ranks-per-node', '--seed', '--log-comms', '-fopenmp', '-genv']) {
    assert.ok(help.stdout.includes(opt), `run --help documents ${opt}`);
  }
  assert.match(run('--help').stdout, /mpisim run/);
});

test('includes outside the program\'s directory are refused unless granted with -I, symlinks included', () => {
  // gcc reads both includes; mpisim must refuse them (the sandbox rule of the project's
  // standards), say so at the #include's file:line:col, and agree with gcc once -I grants them.
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-cli-'));
  const outside = join(tmp, 'outside');
  const prog = join(tmp, 'prog');
  mkdirSync(outside);
  mkdirSync(prog);
  writeFileSync(join(outside, 'secret.h'), 'static int secret = 42;\n');
  symlinkSync(join(outside, 'secret.h'), join(prog, 'link.h'));
  const body = '#include <stdio.h>\nint main(void) { printf("%d\\n", secret); return 0; }\n';
  writeFileSync(join(prog, 'via_link.c'), '#include "link.h"\n' + body);
  writeFileSync(join(prog, 'via_parent.c'), '#include "../outside/secret.h"\n' + body);
  for (const name of ['via_link.c', 'via_parent.c']) {
    execFileSync('gcc', ['-o', join(tmp, 'a.out'), name], { cwd: prog });
    const native = execFileSync(join(tmp, 'a.out'), { encoding: 'utf8' });
    const refused = spawnSync(process.execPath, [MPISIM_JS, 'run', name], { cwd: prog, encoding: 'utf8' });
    assert.equal(refused.status, 1, name);
    assert.equal(refused.stdout, '', name);
    assert.match(refused.stderr, new RegExp(`^${name.replace('.', '\\.')}:1:10: fatal error: .*: outside the directories this run may read`, 'm'), name);
    const granted = spawnSync(process.execPath, [MPISIM_JS, 'run', '-I', outside, name], { cwd: prog, encoding: 'utf8' });
    assert.equal(granted.status, 0, granted.stderr);
    assert.equal(granted.stdout, native, name);
  }
});
