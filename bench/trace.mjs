// OTF2 trace measurements, as ratios within one run (not a timed test):
//  1. export overhead: `mpisim run --trace` against the same run without it (bench/pingpong.c,
//     message-bound, so the event log and the archive are as large as a run's can be per second),
//     start-up cancelled by timing two iteration counts and taking the difference;
//  2. import speed: `mpisim trace show --json` on a large archive (the traced ping-pong) against
//     the OTF2 library's own reader on the same archive (`otf2-print`, Debian's otf2-tools,
//     which reads and prints every event; its output is discarded), in events per second.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const cli = join(root, 'bin/mpisim.js');
const dir = mkdtempSync(join(tmpdir(), 'mpisim-bench-trace-'));
const src = join(here, 'pingpong.c');

function wall(cmd, args, quiet = false) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', quiet ? 'ignore' : 'pipe', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr}`);
  return { ms, out: r.stdout };
}
const best = (n, f) => Math.min(...Array.from({ length: n }, f));
const run = (iters, trace) => wall(process.execPath, [cli, 'run', '-n', '2', ...(trace ? ['--trace', join(dir, `t${iters}`)] : []), src, String(iters)]).ms;

try {
  // 1. export overhead
  const [lo, hi] = [4000, 24000];
  const plain = best(3, () => run(hi, false)) - best(3, () => run(lo, false));
  const traced = best(3, () => run(hi, true)) - best(3, () => run(lo, true));
  console.log(`export (bench/pingpong.c, 2 ranks, ${2 * (hi - lo)} more messages):`);
  console.log(`  mpisim run            ${plain.toFixed(0)} ms`);
  console.log(`  mpisim run --trace    ${traced.toFixed(0)} ms   overhead ratio ${(traced / plain).toFixed(2)}`);

  // 2. import speed on a large archive
  const big = 200000;
  run(big, true);
  const anchor = join(dir, `t${big}`, 'traces.otf2');
  const shown = wall(process.execPath, [cli, 'trace', 'show', '--json', anchor]);
  const messages = JSON.parse(shown.out).messages.length;
  const events = Number(/(\d+) events/.exec(wall(process.execPath, [cli, 'trace', 'show', anchor]).out)[1]);
  const show = best(3, () => wall(process.execPath, [cli, 'trace', 'show', '--json', anchor], true).ms);
  const lib = best(3, () => wall('otf2-print', [anchor], true).ms);
  const rate = (ms) => `${Math.round(events / (ms / 1e3)).toLocaleString()} events/s`;
  console.log(`import (the traced ping-pong of ${big} round trips: ${events.toLocaleString()} events, ${messages.toLocaleString()} matched messages):`);
  console.log(`  otf2-print (OTF2 library)             ${lib.toFixed(0)} ms   ${rate(lib)}`);
  console.log(`  mpisim trace show --json              ${show.toFixed(0)} ms   ${rate(show)}   ratio ${(lib / show).toFixed(2)} of the library's speed`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
