// Start-up, measured in one run against its peers on this machine (not a timed test): the whole
// command `mpisim run -n 4 bench/hello.c` against `mpiexec.mpich -n 4` of the same program built
// with mpicc.mpich, and SimGrid's `smpirun -np 4` of it built with smpicc when SimGrid is
// installed. Medians of several runs. mpisim is measured twice: warm (the program unchanged since
// its last run, so its compiled form comes from the cache, as mpiexec runs a built executable) and
// cold (the source changed before every run: preprocessing, parsing, linking with the cached
// MPI library and generating code, all inside the measured command).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'bin', 'mpisim.js');
const src = join(here, 'hello.c');
const dir = mkdtempSync(join(tmpdir(), 'mpisim-startup-'));
const RUNS = Number(process.env.MPISIM_BENCH_RUNS ?? 7);

function wall(cmd, args) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', cwd: dir });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr}`);
  if (r.stdout.split('\n').filter((l) => l.startsWith('Hello from')).length !== 4) throw new Error(`${cmd}: unexpected output ${r.stdout}`);
  return ms;
}
function median(f) {
  f();
  const xs = Array.from({ length: RUNS }, f).sort((a, b) => a - b);
  return xs[Math.floor(xs.length / 2)];
}

const exe = join(dir, 'hello');
execFileSync('mpicc.mpich', ['-o', exe, src]);
const mpich = median(() => wall('mpiexec.mpich', ['-n', '4', exe]));
const sim = median(() => wall(process.execPath, [cli, 'run', '-n', '4', src]));
const fresh = join(dir, 'hello.c');
let edits = 0;
const cold = median(() => {
  writeFileSync(fresh, `${readFileSync(src, 'utf8')}/* edit ${edits++} ${process.pid} */\n`);
  return wall(process.execPath, [cli, 'run', '-n', '4', fresh]);
});
let smpi;
if (existsSync('/usr/bin/smpicc') || spawnSync('smpicc', ['--version']).status === 0) {
  const platform = join(dir, 'cluster.xml');
  writeFileSync(platform, `<?xml version='1.0'?>\n<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">\n<platform version="4.1">\n  <cluster id="c" prefix="node-" suffix="" radical="0-3" speed="1Gf" bw="10GBps" lat="1us"/>\n</platform>\n`);
  const hostfile = join(dir, 'hosts');
  writeFileSync(hostfile, 'node-0\nnode-1\nnode-2\nnode-3\n');
  const sexe = join(dir, 'hello-smpi');
  const c = spawnSync('smpicc', ['-o', sexe, src], { encoding: 'utf8' });
  if (c.status === 0) {
    smpi = median(() => wall('smpirun', ['-np', '4', '-platform', platform, '-hostfile', hostfile, '--cfg=smpi/privatization:no', '--log=root.thres:critical', sexe]));
  }
}
const load = (await import('node:os')).loadavg()[0].toFixed(2);
console.log(`start-up, hello world on 4 ranks, whole command (median of ${RUNS}, load ${load}):`);
console.log(`  mpiexec.mpich -n 4 (mpicc.mpich build)  ${mpich.toFixed(0).padStart(6)} ms`);
if (smpi !== undefined) console.log(`  smpirun -np 4 (smpicc build)            ${smpi.toFixed(0).padStart(6)} ms`);
const ratios = (ms) => `ratio ${(ms / mpich).toFixed(2)}x MPICH${smpi !== undefined ? `, ${(ms / smpi).toFixed(2)}x SMPI` : ''}`;
console.log(`  mpisim run -n 4 hello.c (warm)          ${sim.toFixed(0).padStart(6)} ms   ${ratios(sim)} (goal <= 1.0x MPICH)`);
console.log(`  mpisim run -n 4 hello.c (cold: edited)  ${cold.toFixed(0).padStart(6)} ms   ${ratios(cold)}`);
