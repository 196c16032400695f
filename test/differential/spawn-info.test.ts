/**
 * Info hints of dynamic processes (test/mpi-dyn) against real MPI implementations, where one can
 * answer, else against the MPICH 4.0.2 source that decides (cited at each test).
 *
 * - Invalid info handles: this machine's MPICH checks arguments in its bindings before its ucx
 *   netmod refuses spawn and ports, so its error stacks are the expected ones.
 * - `wdir` (and getcwd): Open MPI 4.1.4 honours it as Hydra does (the command's processes start
 *   in it, a relative one from the launch's directory), so outputs are compared with Open MPI's.
 * - Placement (`host`, `hosts`, `hostfile`): Hydra's HYDU_create_proxy_list and MPICH's node ids
 *   from PMI_process_mapping are checked against real Hydra placing an initial job on made-up
 *   hosts (`-launcher fork`); what only a spawn reaches (slots already taken, the filler round)
 *   and `path` (Open MPI ignores it) are derived from Hydra's code, cited at the test.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS } from '../helpers/cprog';
import { addToNodeList, parseHostfile, parseHostToken, place, type HydraNode } from '../../src/sim/mpi/core/nodes';

const DIR = join(REPO_ROOT, 'test', 'mpi-dyn');

function tool(name: string): void {
  const r = spawnSync('sh', ['-c', `command -v ${name}`]);
  assert.equal(r.status, 0, `${name} is missing: install mpich, libmpich-dev, openmpi-bin and libopenmpi-dev (see .ci/run)`);
}

function mpisim(args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [MPISIM_JS, 'run', ...args], { cwd, timeout: 120000, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const blot = (s: string): string => s.replace(/0x[0-9a-f]+/g, '0xPTR');
const read = (f: string): string => (existsSync(f) ? readFileSync(f, 'latin1') : '');
const sorted = (s: string): string[] => s.split('\n').filter(Boolean).sort();

test('info_errors.c: a handle that is no MPI_Info fails spawn, ports and names as MPICH reports it; real infos work', () => {
  tool('mpicc.mpich');
  tool('mpiexec.mpich');
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-info-'));
  execFileSync('mpicc.mpich', ['-O0', '-o', join(tmp, 'info_errors'), join(DIR, 'info_errors.c')]);
  for (const [np, extra] of [[1, ['publisher']], [2, []]] as [number, string[]][]) {
    // Hydra does not truncate an existing output file: each run writes its own.
    const real = spawnSync('mpiexec.mpich', ['-n', String(np), '-outfile-pattern', `real.${np}.%r`, join(tmp, 'info_errors'), ...extra], { cwd: tmp, timeout: 60000 });
    assert.equal(real.status, 0, String(real.stderr));
    const sim = mpisim(['-n', String(np), '--outfile-pattern', `sim.${np}.%r`, join(DIR, 'info_errors.c'), ...extra], tmp);
    assert.equal(sim.status, 0, sim.stderr);
    for (let r = 0; r < np; r++) {
      const expected = read(join(tmp, `real.${np}.${r}`));
      assert.match(expected, /Invalid MPI_Info/);
      assert.equal(blot(read(join(tmp, `sim.${np}.${r}`))), blot(expected), `np ${np}, rank ${r}`);
    }
  }
});

test('info_errors.c world: a bad info at the root of a spawn over MPI_COMM_WORLD fails there; the others wait for the root (MPICH hangs, mpisim reports the deadlock)', () => {
  tool('mpicc.mpich');
  tool('mpiexec.mpich');
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-info-'));
  execFileSync('mpicc.mpich', ['-O0', '-o', join(tmp, 'info_errors'), join(DIR, 'info_errors.c')]);
  const real = spawnSync('timeout', ['-k', '2', '8', 'mpiexec.mpich', '-n', '2', '-outfile-pattern', 'real.%r', join(tmp, 'info_errors'), 'world'], { cwd: tmp, timeout: 60000 });
  assert.equal(real.status, 124, 'MPICH\'s rank 1 waits in the spawn for ever');
  const sim = mpisim(['-n', '2', '--outfile-pattern', 'sim.%r', join(DIR, 'info_errors.c'), 'world'], tmp);
  assert.equal(sim.status, 3, sim.stderr);
  assert.match(sim.stderr, /rank 1 blocked in MPI_Comm_spawn/);
  const expected = read(join(tmp, 'real.0'));
  assert.match(expected, /^spawn over MPI_COMM_WORLD: class 28: Invalid MPI_Info/);
  assert.equal(blot(read(join(tmp, 'sim.0'))), blot(expected));
});

test('spawn_wdir.c: each command starts in its wdir (absolute or relative), unknown keys are ignored, as under Open MPI', () => {
  tool('mpicc.openmpi');
  tool('mpirun.openmpi');
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-wdir-'));
  for (const d of ['d1', 'd2']) mkdirSync(join(tmp, d));
  // d2 is reached through a link: getcwd names the directory itself.
  mkdirSync(join(tmp, 'real2'));
  execFileSync('rm', ['-r', join(tmp, 'd2')]);
  execFileSync('ln', ['-s', 'real2', join(tmp, 'd2')]);
  execFileSync('mpicc.openmpi', ['-O0', '-o', join(tmp, 'spawn_wdir'), join(DIR, 'spawn_wdir.c')]);
  for (const np of [1, 2]) {
    // The command is the program itself by an absolute path: the binary for Open MPI, the source for mpisim.
    const dirs = [join(tmp, 'd1'), 'd2'];
    const real = spawnSync('timeout', ['-k', '5', '90', 'mpirun.openmpi', '--timeout', '80', '-n', String(np), '--oversubscribe', '--allow-run-as-root',
      './spawn_wdir', join(tmp, 'spawn_wdir'), ...dirs], { cwd: tmp, encoding: 'utf8', env: { ...process.env, OMPI_MCA_rmaps_base_oversubscribe: '1' } });
    assert.equal(real.status, 0, `Open MPI failed: ${real.stderr}`);
    assert.match(real.stdout, /\[c0\] appnum 0 cwd .*\/d1 /);
    const sim = mpisim(['-n', String(np), join(DIR, 'spawn_wdir.c'), join(DIR, 'spawn_wdir'), ...dirs], tmp);
    assert.equal(sim.status, 0, sim.stderr);
    assert.deepEqual(sorted(sim.stdout), sorted(real.stdout), `np ${np}`);
  }
});

/**
 * The ranks' places as real Hydra prints them through placement.c: "rank localnranks localrankid
 * first". `hosts` is a -hosts list, or `-f FILE`.
 */
function hydraPlacement(hosts: string[], np: number, exe: string, cwd: string): string[] {
  const r = spawnSync('mpiexec.mpich', ['-launcher', 'fork', ...hosts, '-n', String(np), exe], { cwd, timeout: 60000, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.split('\n').filter(Boolean).sort((a, b) => Number(a.split(' ')[0]) - Number(b.split(' ')[0]));
}

/** The same four numbers from nodes.ts: a node list entry is a proxy; ranks on it count in rank order. */
function simPlacement(hosts: { hostname: string; cores: number }[], np: number): string[] {
  const list: HydraNode[] = [];
  for (const e of hosts) addToNodeList(list, e.hostname, e.cores);
  const { nodes, nodeIds } = place(list, np);
  return nodes.map((node, r) => {
    const same = nodes.map((n, k) => (n === node ? k : -1)).filter((k) => k >= 0);
    return `${r} ${same.length} ${same.indexOf(r)} ${nodeIds.indexOf(nodeIds[r])}`;
  });
}

test('Hydra\'s placement (nodes.ts) puts ranks on hosts, and MPICH numbers nodes, as real Hydra does', () => {
  tool('mpicc.mpich');
  tool('mpiexec.mpich');
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-place-'));
  const exe = join(tmp, 'placement');
  execFileSync('mpicc.mpich', ['-O0', '-o', exe, join(DIR, 'placement.c')]);
  const cases: [string, number][] = [
    ['nodeA:2,nodeB,nodeA', 6], // a host named again after another is a new node (its own id)
    ['nodeA:2,nodeB:3', 9], // oversubscribed: round robin by core count
    ['n0,n1,n2', 7],
    ['n0:4,n0:2,n1', 3], // consecutive entries of one host merge
    ['x:3', 2],
  ];
  for (const [hosts, np] of cases) {
    assert.deepEqual(simPlacement(hosts.split(',').map(parseHostToken), np), hydraPlacement(['-hosts', hosts], np, exe, tmp), `-hosts ${hosts} -n ${np}`);
  }
  // A hostfile, read by the same HYDU_parse_hostfile as a spawn's "hostfile" key.
  const file = join(DIR, 'spawn_info.hosts');
  const parsed = parseHostfile(readFileSync(file, 'latin1'));
  assert.ok('hosts' in parsed);
  for (const np of [3, 7]) assert.deepEqual(simPlacement(parsed.hosts, np), hydraPlacement(['-f', file], np, exe, tmp), `-f spawn_info.hosts -n ${np}`);
  const bad = join(tmp, 'bad.hosts');
  writeFileSync(bad, 'nodeA:2 foo=1\n');
  const real = spawnSync('mpiexec.mpich', ['-launcher', 'fork', '-f', bad, '-n', '1', exe], { cwd: tmp, timeout: 60000, encoding: 'utf8' });
  assert.notEqual(real.status, 0);
  const refused = parseHostfile('nodeA:2 foo=1\n');
  assert.ok('error' in refused);
  assert.ok(real.stderr.includes(refused.error), `Hydra says: ${real.stderr}`);
});

/**
 * Spawn placement, by Hydra's code (MPICH 4.0.2): fn_spawn (pm/pmiserv/pmiserv_pmi_v1.c:446-457)
 * collects `host`/`hosts` ("name[:slots]", comma-separated) and `hostfile` into a node list of its
 * own for the whole group; without one the job's list is used with the slots its processes hold
 * (active_processes). HYDU_create_proxy_list (utils/alloc/alloc.c:314) fills free slots first
 * (the filler round), then core_count at a time; MPICH's node id of each process comes from
 * PMI_process_mapping (pmiserv_utils.c:122, mpir_nodemap.h:193): the node's position in the list
 * used. MPI_Comm_split_type(SHARED) splits by the caller's node id in its own world
 * (comm_split_type.c:249, ch4_proc.c:23), so in a merged communicator parents and children split
 * by ids of different worlds; MPI_Get_processor_name names the host.
 */
test('spawn_info.c: host, hosts and hostfile place the children as Hydra does; SHARED splits by MPICH\'s node ids', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-hosts-'));
  const run = (args: string[]): string[] => {
    const sim = mpisim(args, tmp);
    assert.equal(sim.status, 0, sim.stderr);
    return sorted(sim.stdout);
  };
  const prog = join(DIR, 'spawn_info.c');
  // node1 holds 2 slots (ids 0), node3 one (id 1); the parents' node id is 0 too.
  assert.deepEqual(run(['-n', '2', '--ranks-per-node', '2', prog, '-', '3', 'host=node1:2,node3']), [
    '[c0] on node1, shared 2 from 0', '[c1] on node1, shared 2 from 0', '[c2] on node3, shared 1 from 2',
    '[m0] on node0, shared 4 from 0', '[m1] on node0, shared 4 from 0', '[m2] on node1, shared 4 from 0', '[m3] on node1, shared 4 from 0',
    '[m4] on node3, shared 1 from 4',
    '[p0] on node0, shared 2 from 0', '[p1] on node0, shared 2 from 0',
  ]);
  // "hosts" is the same key; "node2" right after "node2:1" adds a slot to it.
  assert.deepEqual(run(['-n', '1', prog, '-', '2', 'hosts=node2:1,node2']).filter((l) => l.startsWith('[c')), [
    '[c0] on node2, shared 2 from 0', '[c1] on node2, shared 2 from 0',
  ]);
  // No host: the job's nodes (node0 full, node1 one slot free). The free slot takes rank 0 (node
  // id 1 from the filler block), then node0 two at a time (id 0).
  assert.deepEqual(run(['-n', '3', '--ranks-per-node', '2', prog, '-', '3']), [
    '[c0] on node1, shared 1 from 0', '[c1] on node0, shared 2 from 1', '[c2] on node0, shared 2 from 1',
    '[m0] on node0, shared 4 from 0', '[m1] on node0, shared 4 from 0', '[m2] on node1, shared 2 from 2', '[m3] on node1, shared 2 from 2',
    '[m4] on node0, shared 4 from 0', '[m5] on node0, shared 4 from 0',
    '[p0] on node0, shared 2 from 0', '[p1] on node0, shared 2 from 0', '[p2] on node1, shared 1 from 2',
  ]);
  // test/mpi-dyn/spawn_info.hosts: node2 with 2 slots (id 0), node0 with 2 (id 1); a lone parent is node id 0.
  assert.deepEqual(run(['-n', '1', prog, '-', '4', `hostfile=${join(DIR, 'spawn_info.hosts')}`]), [
    '[c0] on node2, shared 2 from 0', '[c1] on node2, shared 2 from 0', '[c2] on node0, shared 2 from 2', '[c3] on node0, shared 2 from 2',
    '[m0] on node0, shared 3 from 0', '[m1] on node2, shared 3 from 0', '[m2] on node2, shared 3 from 0', '[m3] on node0, shared 2 from 3',
    '[m4] on node0, shared 2 from 3',
    '[p0] on node0, shared 1 from 0',
  ]);
  // A hostfile starts Hydra's list afresh (HYDU_parse_hostfile sets *node_list = NULL, args.c:321):
  // node5 named before it is dropped.
  assert.deepEqual(run(['-n', '1', prog, '-', '2', 'host=node5', `hostfile=${join(DIR, 'spawn_info.hosts')}`]).filter((l) => l.startsWith('[c')), [
    '[c0] on node2, shared 2 from 0', '[c1] on node2, shared 2 from 0',
  ]);
});

/** A spawn that fails: the parent's "Error in spawn call" (MPI_ERRORS_RETURN) and mpisim's line saying why. */
function failedSpawn(args: string[], cwd: string, why: RegExp): void {
  const sim = mpisim(['-n', '1', join(DIR, 'spawn_info.c'), ...args], cwd);
  assert.equal(sim.status, 0, sim.stderr);
  assert.match(sim.stdout, /^\[p0\] spawn failed: Other MPI error, error stack:\n.*\nMPID_Comm_spawn_multiple\(86\)\.+: Error in spawn call\n$/);
  assert.match(sim.stderr, why);
}

/**
 * `path` and `wdir` as Hydra uses them (pmiserv_pmi_v1.c:442-445, 463-477): the executable is
 * "<path>/<command>" — one `path` variable for the whole spawn, so a command without the key
 * inherits the one before it —; the proxy then does chdir(wdir) and execvp (pmip_cb.c:620,
 * utils/launch/launch.c:69), so a command with a directory is found from the wdir, and a wdir
 * that does not exist stops the spawn. mpisim reads `<executable>.c`, only inside the directories
 * the run may read.
 */
test('spawn_info.c: path and wdir decide where the command is looked for, inside what the run may read', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-path-'));
  const ok = mpisim(['-n', '1', join(DIR, 'spawn_info.c'), 'spawn_info', '1', `path=${DIR}`], tmp);
  assert.equal(ok.status, 0, ok.stderr);
  assert.deepEqual(sorted(ok.stdout), ['[c0] on node0, shared 1 from 0', '[m0] on node0, shared 2 from 0', '[m1] on node0, shared 2 from 0', '[p0] on node0, shared 1 from 0']);
  // Outside what the run may read, a missing file reads as any other refusal (the sandbox never
  // tells a host file that exists from one that does not).
  failedSpawn(['spawn_info', '1', 'path=/nonexistent'], tmp,
    /^mpisim: MPI_Comm_spawn: cannot start '\/nonexistent\/spawn_info': \/nonexistent\/spawn_info\.c is outside the directories this run may read/m);
  mkdirSync(join(tmp, 'elsewhere'));
  execFileSync('cp', [join(DIR, 'dyn_worker.c'), join(tmp, 'elsewhere')]);
  failedSpawn(['dyn_worker', '1', `path=${join(tmp, 'elsewhere')}`], tmp, /dyn_worker\.c is outside the directories this run may read/);
  // The second command has no info, but the first one's path still applies to it.
  failedSpawn(['spawn_info', '1', `path=${DIR}`, '--', join(DIR, 'spawn_info'), '1'], tmp,
    new RegExp(`cannot start '${DIR}/${DIR}/spawn_info': No such file or directory`));
  // "./spawn_info" (argv[0]) from another wdir is not there; from its own directory it is.
  failedSpawn(['-', '1', 'wdir=..'], DIR, /cannot start '\.\/spawn_info': .*\/test\/spawn_info\.c is outside the directories this run may read/);
  const here = mpisim(['-n', '1', 'spawn_info.c', '-', '1', 'wdir=.'], DIR);
  assert.equal(here.status, 0, here.stderr);
  assert.match(here.stdout, /\[c0\] on node0/);
  failedSpawn(['-', '1', 'wdir=no-such-dir'], tmp, /cannot change to directory .*\/no-such-dir: No such file or directory/);
});

test('spawn_info.c: a host that is not one of the nodes, or a hostfile outside the run\'s directories, fails the spawn and says why', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-badhost-'));
  failedSpawn(['-', '1', 'host=frontend'], tmp, /cannot start '\.\/spawn_info': unknown host 'frontend' \(the nodes are node0, node1, \.\.\.: the names MPI_Get_processor_name reports\)/);
  execFileSync('cp', [join(DIR, 'spawn_info.hosts'), join(tmp, 'hosts')]);
  failedSpawn(['-', '1', `hostfile=${join(tmp, 'hosts')}`], tmp, /hostfile .*\/hosts: outside the directories this run may read/);
  failedSpawn(['-', '1', 'hostfile=missing.hosts'], tmp, /hostfile missing\.hosts: outside the directories this run may read/);
  failedSpawn(['-', '1', `hostfile=${join(DIR, 'missing.hosts')}`], tmp, /hostfile .*\/missing\.hosts: No such file or directory/);
  const bad = join(DIR, 'spawn_info.c'); // a C file is no hostfile: its tokens are not binding= or user=
  failedSpawn(['-', '1', `hostfile=${bad}`], tmp, /hostfile .*spawn_info\.c: token \S+ not supported at this time/);
});

/**
 * Slots of the job's nodes, by Hydra's code: a spawn without hosts counts the processes already on
 * each node (add_exec_to_proxy, alloc.c:305) and a group gives its slots back when it has wholly
 * ended (pmiserv_cb.c:129-131). -n 3 with 2 per node: child 1 takes node1's free slot; child 2,
 * with every node full, goes to node0 (the first node, oversubscribed); once both have ended,
 * node1 has a free slot again and child 3 takes it (without the release it would go to node0).
 */
test('spawn_again.c: spawns without hosts take the free slots of the job\'s nodes, given back when a group ends', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-slots-'));
  const sim = mpisim(['-n', '3', '--ranks-per-node', '2', join(DIR, 'spawn_again.c')], tmp);
  assert.equal(sim.status, 0, sim.stderr);
  assert.deepEqual(sim.stdout.split('\n').filter(Boolean), ['[c0] child 1 on node1', '[c0] child 2 on node0', '[c0] child 3 on node1']);
});
