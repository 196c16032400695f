// MPI benchmarks, measured in one run against real MPICH on this machine (not timed tests):
//  1. message rate: messages per second of a blocking ping-pong and of a nonblocking exchange,
//     mpisim vs mpiexec.mpich (start-up cancelled by timing two iteration counts and taking the
//     difference);
//  2. unexpected queue: the same for bench/flood.c, whose receiver finds all its messages
//     already waiting (MPICH's pt2pt/pingping): a queue of N costs O(N), not O(N^2);
//  3. per-call cost: bench/typequery.c's MPI_Type_size/MPI_Type_get_extent calls per second
//     (MPICH's DTPools pattern), with the usage checks and with --no-check: the checks' share
//     of a call that does little;
//  4. polling: bench/testpoll.c's MPI_Testany polls of persistent receives (Graph 500's aml.c),
//     per second, with the checks and with --no-check (the pending-buffer check watches 128 KB
//     of receive buffers at each poll);
//  5. derived datatypes: bench/vector.c's MPI_Put, MPI_Get and MPI_Send of a vector of 10,000
//     single ints, blocks moved per second (packing and unpacking go run by run).
// Scale (ring + allreduce up to 100k ranks, against SMPI) is bench/scale.mjs.
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
// realScale: MPICH runs that many times the iterations, where its difference of two runs would
// otherwise be within the noise of start-up (a local query costs it nanoseconds).
function rate(program, what, [lo, hi] = [20000, 520000], messagesPer = 2, tries = 3, simFlags = [[]], unit = 'msg/s', realScale = 1) {
  const src = join(here, program);
  const exe = join(dir, program.replace(/\.c$/, ''));
  execFileSync('mpicc.mpich', ['-O2', '-Wno-stringop-overflow', '-o', exe, src]);
  const per = (run, k = 1) => (messagesPer * k * (hi - lo)) / ((best(tries, () => run(k * hi)) - best(tries, () => run(k * lo))) / 1e3);
  const real = per((n) => wall('mpiexec.mpich', ['-n', '2', exe, String(n)]).ms, realScale);
  console.log(`${unit === 'msg/s' ? 'message' : 'call'} rate (${what}):`);
  console.log(`  MPICH 4.0.2 (mpiexec, 2 processes)  ${Math.round(real).toLocaleString()} ${unit}`);
  const sims = new Map();
  for (const flags of simFlags) {
    const sim = per((n) => wall(process.execPath, [cli, 'run', ...flags, '-n', '2', src, String(n)]).ms);
    sims.set(flags.join(' '), sim);
    console.log(`  ${`mpisim ${flags.join(' ')}`.padEnd(35)} ${Math.round(sim).toLocaleString()} ${unit}   ratio ${(sim / real).toFixed(2)}${flags.length ? '' : ' (goal >= 1)'}`);
  }
  // The checks' own cost: the same program's rate with --no-check over its rate with the checks (goal: near 1).
  if (sims.has('') && sims.has('--no-check')) console.log(`  the checks' cost: --no-check / checks = ${(sims.get('--no-check') / sims.get('')).toFixed(2)} (goal near 1)`);
}
rate('pingpong.c', 'ping-pong, MPI_Send/MPI_Recv, 16-byte messages');
rate('exchange.c', 'exchange, MPI_Irecv/MPI_Isend/MPI_Waitall, 16-byte messages');
// MPICH (ch4:ucx) itself slows down with a long unexpected queue: one try each.
rate('flood.c', 'all unexpected: N 4-byte sends before the first receive', [20000, 120000], 1, 1);
// Two ranks, each making two queries per turn (4 calls per turn in all), a message every 64 turns.
rate('typequery.c', 'MPI_Type_size + MPI_Type_get_extent of a struct type, with and without the checks', [20000, 220000], 4, 3, [[], ['--no-check']], 'calls/s', 200);
// Graph 500's polling (its aml.c): persistent 32 KB receives polled with MPI_Testany, a message every 16 polls.
rate('testpoll.c', 'MPI_Testany polls of 4 persistent 32 KB receives, a 256-byte MPI_Isend every 16 polls', [20000, 220000], 2, 3, [[], ['--no-check']], 'polls/s', 20);
rate('vector.c', 'MPI_Put + MPI_Get + MPI_Send of a 10,000-block vector of ints', [10, 410], 3 * 10000, 3, [[], ['--no-check']], 'blocks/s');
