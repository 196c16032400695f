// The usage checks' cost with many windows (issues 15 and 12): bench/windows.c (1,000 windows
// created and freed, one of them used by a fence epoch, as MPICH's rma/window_creation makes
// them) under mpisim with the checks (the default) against the same run with --no-check, and
// against MPICH (mpicc.mpich, mpiexec.mpich), all in the same run: wall times, the ratio checks
// / --no-check (goal: near 1, the checks' work at a call not growing with the windows there
// are), and the three outputs, which must agree. Then bench/windows-used.c likewise: windows each
// used by one epoch, then MPI calls with every epoch over (what a used window costs afterwards).
// Then bench/windows-big.c: one window of 16 MB (over 256 KB windows went unwatched) that each
// rank fills in a loop before each of 10 fence epochs (every store a watched one).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'bin', 'mpisim.js');
const n = process.argv[2] ?? '1000';

function timed(cmd, args) {
  const t0 = process.hrtime.bigint();
  // CPU of the child too: under a load of 30 on 2 cores the wall time is mostly waiting.
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S', cmd, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  const times = /(\d+\.\d+) (\d+\.\d+)\s*$/.exec(r.stderr ?? '');
  const cpu = times ? Number(times[1]) + Number(times[2]) : NaN;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stderr.slice(-2000)}`);
  return { s, cpu, out: r.stdout.trim() };
}

/** One program under MPICH, mpisim --no-check and mpisim with the checks: wall times, the ratio, and whether the outputs agree. */
function compare(file, args, what) {
  const src = join(here, file);
  console.log(`bench/${file}: ${what}, 2 ranks (load ${loadavg()[0].toFixed(1)})`);
  const exe = join(mkdtempSync(join(tmpdir(), 'mpisim-bench-windows-')), 'windows');
  execFileSync('mpicc.mpich', ['-o', exe, src]);
  // Compiled once first: the first run of a build makes its cached program, which no timed run should pay.
  timed('node', [cli, 'run', '-n', '2', '--no-check', src, ...args]);
  const mpich = timed('mpiexec.mpich', ['-n', '2', exe, ...args]);
  const quiet = timed('node', [cli, 'run', '-n', '2', '--no-check', src, ...args]);
  const checked = timed('node', [cli, 'run', '-n', '2', src, ...args]);
  console.log(`  MPICH ${mpich.s.toFixed(2)} s; mpisim --no-check ${quiet.s.toFixed(2)} s, with the checks ${checked.s.toFixed(2)} s: ratio ${(checked.s / quiet.s).toFixed(2)}`);
  console.log(`  CPU: MPICH ${mpich.cpu.toFixed(2)} s; mpisim --no-check ${quiet.cpu.toFixed(2)} s, with the checks ${checked.cpu.toFixed(2)} s: ratio ${(checked.cpu / quiet.cpu).toFixed(2)}`);
  if (quiet.out !== mpich.out || checked.out !== mpich.out) console.log(`  OUTPUTS DIFFER: MPICH '${mpich.out}', --no-check '${quiet.out}', checks '${checked.out}'`);
}

compare('windows.c', [n], `${n} windows`);
// Windows that were used and whose epochs are over: before, each stayed copied and compared at every call.
compare('windows-used.c', [process.argv[3] ?? '50'], `${process.argv[3] ?? '50'} windows of 256 KB used, then 200 barriers`);
compare('windows-big.c', ['16', '10'], 'a window of 16 MB filled in a loop before each of 10 fence epochs');
