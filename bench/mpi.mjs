// MPI benchmarks, measured in one run against real MPICH on this machine (not timed tests):
//  1. message rate: ping-pong messages per second, mpisim vs mpiexec.mpich (start-up cancelled
//     by timing two iteration counts and taking the difference);
//  2. scale: ring + allreduce at 1k, 4k and 16k ranks, wall time and peak memory.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const cli = join(root, 'bin/mpisim.js');
const dir = mkdtempSync(join(tmpdir(), 'mpisim-bench-'));

function wall(cmd, args, extra = {}) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...extra });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
  return { ms, out: r.stdout, err: r.stderr };
}
const best = (n, f) => Math.min(...Array.from({ length: n }, f));

// 1. message rate
const exe = join(dir, 'pingpong');
execFileSync('mpicc.mpich', ['-O2', '-o', exe, join(here, 'pingpong.c')]);
const [lo, hi] = [2000, 22000];
const realRate = (2 * (hi - lo)) / ((best(3, () => wall('mpiexec.mpich', ['-n', '2', exe, String(hi)]).ms) - best(3, () => wall('mpiexec.mpich', ['-n', '2', exe, String(lo)]).ms)) / 1e3);
const simRate = (2 * (hi - lo)) / ((best(3, () => wall(process.execPath, [cli, 'run', '-n', '2', join(here, 'pingpong.c'), String(hi)]).ms) - best(3, () => wall(process.execPath, [cli, 'run', '-n', '2', join(here, 'pingpong.c'), String(lo)]).ms)) / 1e3);
console.log(`message rate (ping-pong, 16-byte messages):`);
console.log(`  MPICH 4.0.2 (mpiexec, 2 processes)  ${Math.round(realRate).toLocaleString()} msg/s`);
console.log(`  mpisim                              ${Math.round(simRate).toLocaleString()} msg/s   ratio ${(simRate / realRate).toFixed(2)} (goal >= 1)`);

// 2. scale
console.log('scale (bench/scale.c: ring + allreduce):');
const runner = `const t0=Date.now();require(${JSON.stringify(join(root, 'dist/cli.js'))}).main(['run','-n',process.argv[1],${JSON.stringify(join(here, 'scale.c'))}],{stdout:()=>{},stderr:(s)=>process.stderr.write(s),message:(s)=>process.stderr.write(s),text:()=>{},cwd:process.cwd()}).then((c)=>{process.stdout.write(JSON.stringify({code:c,ms:Date.now()-t0,rssKiB:process.resourceUsage().maxRSS}));});`;
for (const np of [1024, 4096, 16384]) {
  const r = wall(process.execPath, ['--max-old-space-size=8192', '-e', runner, String(np)]);
  const m = JSON.parse(r.out);
  console.log(`  ${String(np).padStart(6)} ranks: ${(m.ms / 1000).toFixed(2)} s, peak ${(m.rssKiB / 1024 / 1024).toFixed(2)} GiB${m.code ? ` (exit ${m.code})` : ''}   (goal at 16k: < 10 s, < 4 GB)`);
}
