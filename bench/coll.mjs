// Collectives at scale (issue 16): bench/coll.c, an Allreduce of 1024 doubles and an Alltoall of
// 64 ints per rank, 64 ranks x 200 iterations and 256 ranks x 20, under mpisim and under SimGrid
// SMPI (smpicc + smpirun on bench/cluster.xml, its default collectives) in the same run: the whole
// command's wall time and peak memory, the ratio mpisim / SMPI (goal <= 1), and both programs'
// output, which must agree.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSmpi, smpirunArgs } from './smpi.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const src = join(here, 'coll.c');
const tmp = mkdtempSync(join(tmpdir(), 'mpisim-bench-coll-'));

/** Wall seconds, peak RSS (MiB) and stdout of a command, measured by GNU time. */
function timed(cmd, args) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-f', '%M', cmd, ...args], { encoding: 'utf8', cwd: tmp, maxBuffer: 1 << 26 });
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  const kib = Number(r.stderr.trim().split('\n').pop());
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stderr.slice(-2000)}`);
  return { s, mib: kib / 1024, out: r.stdout.trim() };
}

const smpi = buildSmpi(src, tmp, 'coll');
console.log('bench/coll.c: Allreduce 1024 doubles + Alltoall 64 ints per rank (whole command, wall time and peak memory)');
for (const [np, iters] of [[64, 200], [256, 20]]) {
  const ours = timed('node', [join(root, 'bin/mpisim.js'), 'run', '-n', String(np), src, String(iters)]);
  let line = `  ${np} ranks x ${iters}: mpisim ${ours.s.toFixed(1)} s ${ours.mib.toFixed(0)} MiB`;
  if (smpi) {
    const peer = timed('smpirun', smpirunArgs(np, tmp, 'coll', [String(iters)]));
    line += `; SMPI ${peer.s.toFixed(1)} s ${peer.mib.toFixed(0)} MiB; ratio ${(ours.s / peer.s).toFixed(2)} (goal <= 1), memory ${(ours.mib / peer.mib).toFixed(2)}`;
    if (peer.out !== ours.out) line += `\n    OUTPUTS DIFFER: mpisim '${ours.out}', SMPI '${peer.out}'`;
  }
  console.log(line);
}
