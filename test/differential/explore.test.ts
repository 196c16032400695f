/**
 * Wildcard-match exploration (issue 15): `mpisim run --explore` finds every schedule of a
 * program's MPI_ANY_SOURCE receives and probes, and `--replay <token>` runs one. Each schedule is
 * checked against real MPICH: the program's deterministic variant (each wildcard replaced by the
 * source that schedule matched, through the program's SOURCES macro) built with mpicc.mpich and
 * run by mpiexec.mpich must end as `mpisim run --replay` ends: the same output per rank and
 * exit status, or a hang (MPIEXEC_TIMEOUT) where mpisim reports a deadlock.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS } from '../helpers/cprog';
import { loadProgram } from '../../src/sim/io';
import { World } from '../../src/sim/world';
import { explore } from '../../src/sim/explore/explore';
import { decodeToken, encodeToken } from '../../src/sim/explore/token';

const DIR = join(REPO_ROOT, 'test', 'explore');

interface Ending { stdout: string[]; status: number | null; hung: boolean }

function perRank(tmp: string, np: number): string[] {
  return Array.from({ length: np }, (_, k) => (existsSync(join(tmp, `out.${k}`)) ? readFileSync(join(tmp, `out.${k}`), 'utf8') : ''));
}

function mpich(file: string, np: number, sources: number[]): Ending {
  assert.equal(spawnSync('sh', ['-c', 'command -v mpicc.mpich']).status, 0, 'mpicc.mpich is missing: install mpich');
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-explore-'));
  const exe = join(tmp, 'p');
  execFileSync('mpicc.mpich', [`-DSOURCES=${sources.join(',')}`, '-o', exe, join(DIR, file)]);
  const r = spawnSync('mpiexec.mpich', ['-n', String(np), '-outfile-pattern', join(tmp, 'out.%r'), exe], { encoding: 'utf8', timeout: 60000, env: { ...process.env, MPIEXEC_TIMEOUT: '4' } });
  return { stdout: perRank(tmp, np), status: r.status, hung: /APPLICATION TIMED OUT/.test(r.stdout + r.stderr) };
}

function replay(file: string, np: number, token: string): Ending & { stderr: string } {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-explore-'));
  const r = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', String(np), '--outfile-pattern', join(tmp, 'out.%r'), '--replay', token, join(DIR, file)], { encoding: 'utf8', timeout: 60000 });
  return { stdout: perRank(tmp, np), status: r.status, hung: r.status === 3, stderr: r.stderr };
}

/** Every schedule exploration finds, with rank 0's sources in the order of its wildcard operations. */
function schedules(file: string, np: number): { token: string; sources: number[]; verdict?: string }[] {
  const loaded = loadProgram({ program: join(DIR, file), cwd: DIR, defines: {}, includeDirs: [], stackSize: 1 << 20 });
  assert.ok(!('failure' in loaded));
  if ('failure' in loaded) return [];
  const prog = loaded.prog;
  const res = explore((x) => new World(prog, { np, stackSize: 1 << 20, onOutput: x.onOutput, statementLimit: x.statementLimit, mpi: { wildcards: x.wildcards } }), np);
  return res.runs.filter((r) => !r.infeasible && !r.duplicate).map((r) => ({
    token: r.token,
    sources: r.decisions.filter((d) => d.rank === 0).sort((a, b) => a.k - b.k).map((d) => d.source),
    verdict: r.verdict,
  }));
}

const CASES = [
  { file: 'race_deadlock.c', np: 3, count: 2 },
  { file: 'race_order.c', np: 4, count: 6 },
  { file: 'race_probe.c', np: 3, count: 2 },
];

for (const c of CASES) {
  test(`${c.file} -n ${c.np}: every schedule --explore finds ends under --replay as its deterministic variant ends on MPICH`, () => {
    const found = schedules(c.file, c.np);
    assert.equal(found.length, c.count, `${c.count} orders of the wildcard matches`);
    assert.equal(new Set(found.map((s) => s.sources.join())).size, found.length, 'each schedule matches differently');
    for (const s of found) {
      const real = mpich(c.file, c.np, s.sources);
      const sim = replay(c.file, c.np, s.token);
      const what = `sources ${s.sources.join(',')} (token ${s.token})`;
      assert.equal(sim.hung, real.hung, `${what}: ${real.hung ? 'MPICH hangs' : 'MPICH ends'}\n${sim.stderr}`);
      if (real.hung) continue;
      assert.equal(sim.status, real.status, `${what}: exit status`);
      assert.deepEqual(sim.stdout, real.stdout, `${what}: output per rank`);
    }
  });
}

test('--explore reports the failing and differing schedules with replay commands, and its exit status', () => {
  const r = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', '3', '--explore', join(DIR, 'race_deadlock.c')], { encoding: 'utf8', timeout: 60000 });
  assert.equal(r.status, 3, 'the first reported schedule deadlocks');
  assert.match(r.stdout, /^mpisim: explored 2 schedules of 1 wildcard receive\/probe in 2 runs: 1 reported$/m);
  assert.match(r.stdout, /^ {4}rank 0 blocked in MPI_Recv\(src 2, tag 0\) at \S+race_deadlock\.c:19:5 waiting for rank 2$/m);
  assert.match(r.stdout, /^schedule 2: deadlock\n {2}rank 0's MPI_Recv\(MPI_ANY_SOURCE\) at \S+race_deadlock\.c:17:5 matched rank 2 \(sent at \S+race_deadlock\.c:22:5\), where the first run matched rank 1$/m);
  const tokens = [...r.stdout.matchAll(/^ {2}replay: mpisim run -n 3 --replay (\S+) \S+race_deadlock\.c$/gm)].map((m) => m[1]);
  assert.equal(tokens.length, 1);
  assert.match(r.stderr, /^mpisim: message-race: the outcome depends on which send rank 0's MPI_Recv\(MPI_ANY_SOURCE\) at \S+race_deadlock\.c:17:5 matches/m);
  const limited = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', '4', '--explore', '--explore-limit', '2', join(DIR, 'race_order.c')], { encoding: 'utf8', timeout: 60000 });
  assert.match(limited.stdout, /^mpisim: the search stopped at --explore-limit 2 runs with schedules left to try/m);
  const fine = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', '2', '--explore', join(DIR, 'race_order.c')], { encoding: 'utf8', timeout: 60000 });
  assert.equal(fine.status, 0, 'one sender: one schedule');
  assert.match(fine.stdout, /all agree with the first run/);
});

test('--replay refuses a malformed token, one of another size, and one the program does not fit, with status 2', () => {
  const run = (np: number, token: string) => spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', String(np), '--replay', token, join(DIR, 'race_deadlock.c')], { encoding: 'utf8', timeout: 60000 });
  const good = encodeToken({ np: 3, forced: [{ rank: 0, k: 0, source: 2 }] });
  assert.deepEqual(decodeToken(good), { np: 3, forced: [{ rank: 0, k: 0, source: 2 }] });
  let r = run(3, 'hello');
  assert.equal(r.status, 2);
  assert.match(r.stderr, /^mpisim run: --replay: 'hello' is not a replay token/m);
  r = run(3, good.slice(0, -2) + (good.endsWith('A') ? 'B' : 'A') + good.slice(-1));
  assert.equal(r.status, 2);
  assert.match(r.stderr, /is damaged/);
  r = run(4, good);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /the token is a schedule of 3 ranks, this run has 4 \(run it with -n 3\)/);
  r = run(3, encodeToken({ np: 3, forced: [{ rank: 0, k: 5, source: 2 }] }));
  assert.equal(r.status, 2);
  assert.match(r.stderr, /the token does not fit this run: rank 0 made 1 wildcard receive or probe, the token decides its 6th/);
  r = run(3, good);
  assert.equal(r.status, 3, 'the schedule deadlocks');
  assert.match(r.stdout, /^first message from rank 2$/m);
});
