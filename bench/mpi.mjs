// MPI benchmarks, measured in one run against real MPICH on this machine (not timed tests):
//  1. message rate: messages per second of a blocking ping-pong and of a nonblocking exchange,
//     mpisim vs mpiexec.mpich (start-up cancelled by timing two iteration counts and taking the
//     difference);
//  2. unexpected queue: the same for bench/flood.c, whose receiver finds all its messages
//     already waiting (MPICH's pt2pt/pingping): a queue of N costs O(N), not O(N^2);
//  3. scale: ring + allreduce at 1k, 4k and 16k ranks, wall time and peak memory.
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

// 1. message rate: two iteration counts far enough apart that start-up (compiling, mpiexec) cancels
function rate(program, what, [lo, hi] = [20000, 520000], messagesPer = 2, tries = 3) {
  const src = join(here, program);
  const exe = join(dir, program.replace(/\.c$/, ''));
  execFileSync('mpicc.mpich', ['-O2', '-Wno-stringop-overflow', '-o', exe, src]);
  const per = (run) => (messagesPer * (hi - lo)) / ((best(tries, () => run(hi)) - best(tries, () => run(lo))) / 1e3);
  const real = per((n) => wall('mpiexec.mpich', ['-n', '2', exe, String(n)]).ms);
  const sim = per((n) => wall(process.execPath, [cli, 'run', '-n', '2', src, String(n)]).ms);
  console.log(`message rate (${what}):`);
  console.log(`  MPICH 4.0.2 (mpiexec, 2 processes)  ${Math.round(real).toLocaleString()} msg/s`);
  console.log(`  mpisim                              ${Math.round(sim).toLocaleString()} msg/s   ratio ${(sim / real).toFixed(2)} (goal >= 1)`);
}
rate('pingpong.c', 'ping-pong, MPI_Send/MPI_Recv, 16-byte messages');
rate('exchange.c', 'exchange, MPI_Irecv/MPI_Isend/MPI_Waitall, 16-byte messages');
// MPICH (ch4:ucx) itself slows down with a long unexpected queue: one try each.
rate('flood.c', 'all unexpected: N 4-byte sends before the first receive', [20000, 120000], 1, 1);

// 3. scale
console.log('scale (bench/scale.c: ring + allreduce):');
const runner = `const t0=Date.now();require(${JSON.stringify(join(root, 'dist/cli.js'))}).main(['run','-n',process.argv[1],${JSON.stringify(join(here, 'scale.c'))}],{stdout:()=>{},stderr:(s)=>process.stderr.write(s),message:(s)=>process.stderr.write(s),text:()=>{},cwd:process.cwd()}).then((c)=>{const u=process.cpuUsage();process.stdout.write(JSON.stringify({code:c,ms:Date.now()-t0,cpuMs:(u.user+u.system)/1000,rssKiB:process.resourceUsage().maxRSS}));});`;
for (const np of [1024, 4096, 16384]) {
  const r = wall(process.execPath, ['--max-old-space-size=8192', '-e', runner, String(np)]);
  const m = JSON.parse(r.out);
  console.log(`  ${String(np).padStart(6)} ranks: ${(m.ms / 1000).toFixed(2)} s (CPU ${(m.cpuMs / 1000).toFixed(2)} s), peak ${(m.rssKiB / 1024 / 1024).toFixed(2)} GiB${m.code ? ` (exit ${m.code})` : ''}   (issue 16's goal at 16k: < 3 s, < 0.5 GiB)`);
}
