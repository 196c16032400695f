/**
 * Dynamic processes (test/mpi-dyn) against real MPI implementations.
 *
 * This machine's MPICH (Debian's 4.0.2, ch4:ucx) cannot open ports: MPI_Open_port, and so
 * MPI_Comm_spawn, accept/connect and MPI_Comm_join, fail with "The function is currently not
 * supported with ucx netmod" (MPIDI_UCX_get_local_upids). So:
 *
 * 1. Spawn and ports run against Open MPI 4.1.4 (mpicc.openmpi / mpirun.openmpi): sizes, ranks,
 *    argv, MPI_APPNUM, messages, merges and reductions. Each output line starts with the
 *    process's tag ("[p0]", "[c1]"...), and the lines of each tag must be the same, in order (a
 *    stable partition by process: the real run interleaves processes at random).
 * 2. What MPICH does run is compared with MPICH itself: the name service through Hydra,
 *    MPI_Comm_get_parent, MPI_APPNUM/MPI_UNIVERSE_SIZE, MPICH's errors for a port name without a
 *    tag, and a spawn that fails (MPICH's "Error in spawn call" stack and exit status; here every
 *    spawn fails that way, in mpisim the missing program does).
 * 3. Context IDs of spawned intercommunicators cannot be read from a real MPICH here (the
 *    LD_PRELOAD shim of context-ids.test.ts needs a communicator that exists). The expected IDs
 *    are derived from MPICH 4.0.2's code, cited at the test.
 * 4. A connect nobody accepts: MPICH's ch4 waits (MPIR_CVAR_CH4_COMM_CONNECT_TIMEOUT, 180 s);
 *    mpisim reports a deadlock whose wait-for graph names the call and the port.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS } from '../helpers/cprog';

const DIR = join(REPO_ROOT, 'test', 'mpi-dyn');

function tool(name: string): void {
  const r = spawnSync('sh', ['-c', `command -v ${name}`]);
  assert.equal(r.status, 0, `${name} is missing: install mpich, libmpich-dev, openmpi-bin and libopenmpi-dev (see .ci/run)`);
}

/** Each process's lines, by the tag that starts them. */
function byProcess(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of text.split('\n').filter(Boolean)) {
    const m = /^(\[[a-z]+\d+\]) /.exec(line);
    assert.ok(m, `untagged output line: ${line}`);
    out.set(m[1], [...(out.get(m[1]) ?? []), line]);
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}

function mpisim(args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [MPISIM_JS, 'run', ...args], { cwd, timeout: 120000, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Program, rank counts, and a -D define given to both compilers. */
const AGAINST_OPEN_MPI: [string, number[], string?][] = [
  ['spawn_merge', [1, 2, 3]],
  ['spawn_multiple', [1, 2]],
  ['spawn_worker', [1, 2]],
  ['spawn_self', [1, 3]],
  ['ports', [2, 4, 5]],
  ['ports', [2, 5], 'NAMED'],
];

for (const [name, nps, define] of AGAINST_OPEN_MPI) {
  test(`${name}.c${define ? ` -D${define}` : ''}: every process prints what it prints under Open MPI (np ${nps.join(', ')})`, () => {
    tool('mpicc.openmpi');
    tool('mpirun.openmpi');
    const tmp = mkdtempSync(join(tmpdir(), 'mpisim-dyn-'));
    const defs = define ? [`-D${define}`] : [];
    for (const prog of [name, 'dyn_worker']) execFileSync('mpicc.openmpi', ['-O0', ...defs, '-o', join(tmp, prog), join(DIR, `${prog}.c`)]);
    for (const np of nps) {
      const real = spawnSync('timeout', ['-k', '5', '90', 'mpirun.openmpi', '--timeout', '80', '-n', String(np), '--oversubscribe', '--allow-run-as-root', `./${name}`],
        { cwd: tmp, encoding: 'utf8', env: { ...process.env, OMPI_MCA_rmaps_base_oversubscribe: '1' } });
      assert.equal(real.status, 0, `Open MPI failed on ${name} -n ${np}: ${real.stderr}`);
      const sim = mpisim(['-n', String(np), ...defs, join(DIR, `${name}.c`)], tmp);
      assert.equal(sim.status, 0, `mpisim failed on ${name} -n ${np}: ${sim.stderr}`);
      assert.deepEqual([...byProcess(sim.stdout)], [...byProcess(real.stdout)], `${name} -n ${np}: output per process differs from Open MPI's`);
    }
  });
}

/** MPICH's run and mpisim's, per rank, with pointers and Abort's error-code number blotted out. */
function perRankAgainstMpich(prog: string, np: number): { tmp: string; real: { status: number | null }; sim: { status: number | null; stderr: string } } {
  tool('mpicc.mpich');
  tool('mpiexec.mpich');
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-dyn-mpich-'));
  const exe = join(tmp, prog);
  execFileSync('mpicc.mpich', ['-O0', '-o', exe, join(DIR, `${prog}.c`)]);
  const real = spawnSync('mpiexec.mpich', ['-n', String(np), '-outfile-pattern', 'real.out.%r', '-errfile-pattern', 'real.err.%r', exe], { cwd: tmp, timeout: 60000 });
  const sim = mpisim(['-n', String(np), '--outfile-pattern', 'sim.out.%r', '--errfile-pattern', 'sim.err.%r', join(DIR, `${prog}.c`)], tmp);
  return { tmp, real, sim };
}
const blot = (s: string): string => s.replace(/0x[0-9a-f]+/g, '0xPTR').replace(/^Abort\(\d+\)/gm, 'Abort(N)');
const read = (f: string): string => (existsSync(f) ? readFileSync(f, 'latin1') : '');

test('names_ports.c: name service, parent, attributes and bad port names as MPICH reports them', () => {
  const { tmp, real, sim } = perRankAgainstMpich('names_ports', 2);
  assert.equal(real.status, 0);
  assert.equal(sim.status, 0, sim.stderr);
  for (let r = 0; r < 2; r++) {
    assert.equal(blot(read(join(tmp, `sim.out.${r}`))), blot(read(join(tmp, `real.out.${r}`))), `rank ${r}`);
  }
});

test('spawn of a missing program: MPICH\'s "Error in spawn call" stack and exit status, and what was missing', () => {
  // One rank: with two, Hydra may kill rank 0 before it prints when rank 1 aborts first.
  const { tmp, real, sim } = perRankAgainstMpich('spawn_missing', 1);
  assert.equal(sim.status, real.status);
  const simErr = read(join(tmp, 'sim.err.0')).split('\n');
  assert.match(simErr[0], /^mpisim: MPI_Comm_spawn: cannot start '\.\/no_such_program': No such file or directory/);
  assert.equal(blot(simErr.slice(1).join('\n')).trimEnd(), blot(read(join(tmp, 'real.err.0'))).trimEnd());
  assert.equal(read(join(tmp, 'sim.out.0')), '');
});

/**
 * Expected IDs from MPICH 4.0.2 (src/mpid/ch4/src/ch4_spawn.c, comm_impl.c, contextid.c): the
 * accepting root first takes a context ID for its one-to-one peer comm from its own mask over
 * MPI_COMM_SELF (peer_intercomm_create: 0x1f0 on a fresh process), then MPIR_Intercomm_create_impl
 * allocates over the parents' MPI_COMM_WORLD: the BAND includes the root's mask without bit 31,
 * so the parent intercomm gets recvcontext_id 0x1e0 on every parent; the children do the same in
 * MPI_Init (MPID_InitCompleted -> MPID_Comm_connect over their COMM_WORLD), so theirs is 0x1e0
 * too, and each side's context_id is the other's recvcontext_id. Freeing the peer comms gives
 * bit 31 back, so the merge (an allocation over all four processes, mpich-internals.md §3.6)
 * gets 0x1f0.
 */
test('spawn_merge.c on 2 ranks: context IDs of the parent intercomm and the merge follow MPICH 4.0.2 ch4', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-dyn-ctx-'));
  const sim = mpisim(['-n', '2', '--log-comms', 'log.%g.%r', join(DIR, 'spawn_merge.c')], tmp);
  assert.equal(sim.status, 0, sim.stderr);
  for (const g of [0, 1]) {
    for (const r of [0, 1]) {
      const lines = read(join(tmp, `log.${g}.${r}`)).trim().split('\n');
      const call = g === 0 ? 'MPI_Comm_spawn' : 'MPI_Init';
      assert.deepEqual(lines, [
        `MPI_Init context_id=0x0000 recvcontext_id=0x0000 size=2 rank=${r}`,
        'MPI_Init context_id=0x0010 recvcontext_id=0x0010 size=1 rank=0',
        `${call} context_id=0x01e0 recvcontext_id=0x01e0 size=2 rank=${r}`,
        `MPI_Intercomm_merge context_id=0x01f0 recvcontext_id=0x01f0 size=4 rank=${g * 2 + r}`,
      ], `process group ${g}, rank ${r}`);
    }
  }
});

/**
 * ports.c on 4 ranks, by the same code: the split gives both halves 0x1f0 (mpich-internals.md
 * §3.4); each root's peer comm then takes 0x1e0 from its own mask, so the allocation over each
 * half finds bit 29 first: the intercomm is 0x1d0 on both sides. The peers' 0x1e0 is free again
 * when all four merge (§3.6), so the merge gets 0x1e0.
 */
test('ports.c on 4 ranks: context IDs of accept/connect and the merge follow MPICH 4.0.2 ch4', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-dyn-ctx-'));
  const sim = mpisim(['-n', '4', '--log-comms', 'log.%r', join(DIR, 'ports.c')], tmp);
  assert.equal(sim.status, 0, sim.stderr);
  for (let r = 0; r < 4; r++) {
    assert.deepEqual(read(join(tmp, `log.${r}`)).trim().split('\n').slice(2), [
      `MPI_Comm_split context_id=0x01f0 recvcontext_id=0x01f0 size=2 rank=${r % 2}`,
      `${r < 2 ? 'MPI_Comm_accept' : 'MPI_Comm_connect'} context_id=0x01d0 recvcontext_id=0x01d0 size=2 rank=${r % 2}`,
      `MPI_Intercomm_merge context_id=0x01e0 recvcontext_id=0x01e0 size=4 rank=${r}`,
    ], `rank ${r}`);
  }
});

test('MPI_Comm_connect with nobody accepting: a deadlock whose wait-for graph names the call and the port', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-dyn-dl-'));
  const sim = mpisim(['-n', '2', join(DIR, 'connect_nobody.c')], tmp);
  assert.equal(sim.status, 3, sim.stderr);
  assert.match(sim.stderr, /rank 1 blocked in MPI_Comm_connect\(port tag#0\$connentry#[0-9A-F]+\$: no process is accepting on it\) at .*connect_nobody\.c:\d+:\d+ waiting for rank 0/);
  assert.match(sim.stderr, /rank 0 blocked in MPI_Recv/);
});

test('-l and --outfile-pattern name spawned processes as Hydra does: their own rank (%r), their group (%g)', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-dyn-label-'));
  const sim = mpisim(['-n', '1', '-l', join(DIR, 'spawn_merge.c')], tmp);
  assert.equal(sim.status, 0, sim.stderr);
  const lines = sim.stdout.trim().split('\n');
  // Hydra's -l is -prepend-pattern "[%r] ", where %r is the rank in the process's own group (ui/utils/uiu.c).
  for (const l of lines) {
    const m = /^\[(\d+)\] \[([pc])(\d+)\]/.exec(l);
    assert.ok(m, l);
    assert.equal(m[1], m[3], l);
  }
  const files = mpisim(['-n', '1', '--outfile-pattern', 'o.%g.%r', join(DIR, 'spawn_merge.c')], tmp);
  assert.equal(files.status, 0, files.stderr);
  assert.match(read(join(tmp, 'o.0.0')), /^\[p0\]/);
  assert.match(read(join(tmp, 'o.1.1')), /^\[c1\]/);
});
