// Collectives at scale (issue 16): bench/coll.c, an Allreduce of 1024 doubles and an Alltoall of
// 64 ints per rank, 64 ranks x 200 iterations and 256 ranks x 20, under mpisim and under SimGrid
// SMPI (smpicc + smpirun on bench/cluster.xml, its default collectives) in the same run: the whole
// command's wall time, CPU time and peak memory, the ratios mpisim / SMPI (goal <= 1; on a machine
// shared with other jobs the wall time is what the load leaves, the CPU time is the simulator's),
// and both programs' output, which must agree.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSmpi, smpirunArgs } from './smpi.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const src = join(here, 'coll.c');
const tmp = mkdtempSync(join(tmpdir(), 'mpisim-bench-coll-'));

/** Wall seconds, CPU seconds, peak RSS (MiB) and stdout of a command, measured by GNU time. */
function timed(cmd, args) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-f', '%M %U %S', cmd, ...args], { encoding: 'utf8', cwd: tmp, maxBuffer: 1 << 26 });
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  const [kib, user, sys] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stderr.slice(-2000)}`);
  return { s, cpu: user + sys, mib: kib / 1024, out: r.stdout.trim() };
}

const smpi = buildSmpi(src, tmp, 'coll');
console.log(`bench/coll.c: Allreduce 1024 doubles + Alltoall 64 ints per rank (whole command: wall time, CPU time, peak memory), load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
for (const [np, iters] of [[64, 200], [256, 20]]) {
  const ours = timed('node', [join(root, 'bin/mpisim.js'), 'run', '-n', String(np), src, String(iters)]);
  const fmt = (m) => `${m.s.toFixed(1)} s (CPU ${m.cpu.toFixed(2)} s) ${m.mib.toFixed(0)} MiB`;
  let line = `  ${np} ranks x ${iters}: mpisim ${fmt(ours)}`;
  if (smpi) {
    const peer = timed('smpirun', smpirunArgs(np, tmp, 'coll', [String(iters)]));
    line += `; SMPI ${fmt(peer)}; ratio ${(ours.s / peer.s).toFixed(2)}, CPU ${(ours.cpu / peer.cpu).toFixed(2)} (goal <= 1), memory ${(ours.mib / peer.mib).toFixed(2)}`;
    if (peer.out !== ours.out) line += `\n    OUTPUTS DIFFER: mpisim '${ours.out}', SMPI '${peer.out}'`;
  }
  console.log(line);
}
