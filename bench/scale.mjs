// Scale (issue 16): bench/scale.c (a ring pass and an allreduce over every rank) at 1k, 4k, 16k
// and 100k ranks under mpisim, and under SimGrid SMPI (smpicc + smpirun on bench/cluster.xml,
// no privatization: the program has no globals) in the same run: wall time, CPU time, peak
// memory, and the ratios mpisim / SMPI. SMPI runs up to BENCH_SCALE_PEER_MAX ranks (default
// 16384; the issue saw it abort at 16k with its default privatization); a row past that is
// compared per rank with SMPI's largest row. Goals: 16k ranks < 3 s and < 0.5 GiB; 100k ranks
// < 60 s and < 4 GiB. BENCH_SCALE_NP=1024,4096 picks other sizes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSmpi, smpirunArgs } from './smpi.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const src = join(here, 'scale.c');
const tmp = mkdtempSync(join(tmpdir(), 'mpisim-bench-scale-'));
const sizes = (process.env.BENCH_SCALE_NP ?? '1024,4096,16384,100000').split(',').map(Number);
const peerMax = Number(process.env.BENCH_SCALE_PEER_MAX ?? 16384);

/** Wall seconds, CPU seconds, peak RSS (GiB) and stdout of a command, measured by GNU time. */
function timed(cmd, args) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-f', '%M %U %S', cmd, ...args], { encoding: 'utf8', cwd: tmp, maxBuffer: 1 << 26 });
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  const [kib, user, sys] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { ok: r.status === 0, s, cpu: user + sys, gib: kib / 2 ** 20, out: r.stdout.trim(), err: r.stderr.slice(-400) };
}

const smpi = buildSmpi(src, tmp, 'scale');

const fmt = (m) => `${m.s.toFixed(2)} s (CPU ${m.cpu.toFixed(2)} s), ${m.gib.toFixed(2)} GiB`;
console.log(`scale (bench/scale.c: ring + allreduce), load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}:`);
let last; // SMPI's largest row: { np, m }
for (const np of sizes) {
  const ours = timed(process.execPath, ['--max-old-space-size=12288', join(root, 'bin/mpisim.js'), 'run', '-n', String(np), src]);
  let line = `  ${String(np).padStart(6)} ranks: mpisim ${ours.ok ? fmt(ours) : `FAILED: ${ours.err.trim().split('\n').pop()}`}`;
  if (smpi && np <= peerMax) {
    const peer = timed('smpirun', smpirunArgs(np, tmp, 'scale'));
    if (peer.ok) {
      last = { np, m: peer };
      line += `; SMPI ${fmt(peer)}; ratio time ${(ours.s / peer.s).toFixed(2)}, memory ${(ours.gib / peer.gib).toFixed(2)}`;
      if (ours.ok && peer.out !== ours.out) line += `\n    OUTPUTS DIFFER: mpisim '${ours.out}', SMPI '${peer.out}'`;
    } else line += `; SMPI failed: ${peer.err.trim().split('\n').pop()}`;
  } else if (last && ours.ok) {
    const per = (x, n) => x / n;
    line += `; per rank vs SMPI's ${last.np}-rank row: time ${(per(ours.s, np) / per(last.m.s, last.np)).toFixed(2)}, memory ${(per(ours.gib, np) / per(last.m.gib, last.np)).toFixed(2)}`;
  }
  if (np === 16384) line += '   (goal: < 3 s, < 0.5 GiB)';
  if (np === 100000) line += '   (goal: < 60 s, < 4 GiB)';
  console.log(line);
}
