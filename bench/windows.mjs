// The usage checks' cost with many windows (issues 15 and 12): bench/windows.c (1,000 windows
// created and freed, one of them used by a fence epoch, as MPICH's rma/window_creation makes
// them) under mpisim with the checks (the default) against the same run with --no-check, and
// against MPICH (mpicc.mpich, mpiexec.mpich), all in the same run: wall times, the ratio checks
// / --no-check (goal: near 1, the checks' work at a call not growing with the windows there
// are), and the three outputs, which must agree. Then bench/windows-used.c likewise: windows each
// used by one epoch, then MPI calls with every epoch over (what a used window costs afterwards).
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
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stderr.slice(-2000)}`);
  return { s, out: r.stdout.trim() };
}

/** One program under MPICH, mpisim --no-check and mpisim with the checks: wall times, the ratio, and whether the outputs agree. */
function compare(file, arg, what) {
  const src = join(here, file);
  console.log(`bench/${file}: ${what}, 2 ranks (load ${loadavg()[0].toFixed(1)})`);
  const exe = join(mkdtempSync(join(tmpdir(), 'mpisim-bench-windows-')), 'windows');
  execFileSync('mpicc.mpich', ['-o', exe, src]);
  const mpich = timed('mpiexec.mpich', ['-n', '2', exe, arg]);
  const quiet = timed('node', [cli, 'run', '-n', '2', '--no-check', src, arg]);
  const checked = timed('node', [cli, 'run', '-n', '2', src, arg]);
  console.log(`  MPICH ${mpich.s.toFixed(2)} s; mpisim --no-check ${quiet.s.toFixed(2)} s, with the checks ${checked.s.toFixed(2)} s: ratio ${(checked.s / quiet.s).toFixed(2)}`);
  if (quiet.out !== mpich.out || checked.out !== mpich.out) console.log(`  OUTPUTS DIFFER: MPICH '${mpich.out}', --no-check '${quiet.out}', checks '${checked.out}'`);
}

compare('windows.c', n, `${n} windows`);
// Windows that were used and whose epochs are over: before, each stayed copied and compared at every call.
compare('windows-used.c', process.argv[3] ?? '50', `${process.argv[3] ?? '50'} windows of 256 KB used, then 200 barriers`);
