// OTF2 trace measurements, as ratios within one run (not a timed test):
//  1. export overhead of `mpisim run --trace`: bench/pingpong.c (message-bound, so the event log
//     and the archive are as large per second as a run's can be) run in this process with the
//     event log off, as `mpisim run` does, against the same run with it on plus the export of
//     the archive, as `--trace` does (compilation and process start-up left out: they are the same);
//  2. import speed: `mpisim trace show --json` on a large archive (the traced ping-pong) against
//     the OTF2 library's own reader on the same archive (`otf2-print`, Debian's otf2-tools,
//     which reads and prints every event; its output is discarded), in events per second.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const { compileProgram } = require(join(root, 'out/src/sim/compile.js'));
const { World } = require(join(root, 'out/src/sim/world.js'));
const { exportRun } = require(join(root, 'out/src/trace/index.js'));
const cli = join(root, 'bin/mpisim.js');
const dir = mkdtempSync(join(tmpdir(), 'mpisim-bench-trace-'));
const src = join(here, 'pingpong.c');

function wall(cmd, args) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr}`);
  return ms;
}
const best = (n, f) => Math.min(...Array.from({ length: n }, f));

try {
  // 1. export overhead
  const iters = 50000;
  const prog = compileProgram({ file: 'pingpong.c', source: readFileSync(src, 'latin1'), readFile: () => undefined });
  const run = (trace) => {
    const t0 = performance.now();
    const w = new World(prog, { np: 2, args: [String(iters)], onOutput: () => {}, mpi: { eventLog: trace } });
    if (w.runToEnd().kind !== 'exited') throw new Error('the ping-pong did not exit');
    if (trace) exportRun(w.mpi.events, 2, join(dir, 'export'));
    return performance.now() - t0;
  };
  const plain = best(3, () => run(false));
  const traced = best(3, () => run(true));
  console.log(`export (bench/pingpong.c, 2 ranks, ${2 * iters} messages, ${12 * iters} events):`);
  console.log(`  run                               ${plain.toFixed(0)} ms`);
  console.log(`  run with the event log + export   ${traced.toFixed(0)} ms   overhead ratio ${(traced / plain).toFixed(2)}`);

  // 2. import speed on a large archive
  const big = 200000;
  const made = spawnSync(process.execPath, [cli, 'run', '-n', '2', '--trace', join(dir, 'big'), src, String(big)], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`mpisim run --trace failed: ${made.stderr}`);
  const anchor = join(dir, 'big', 'traces.otf2');
  const summary = spawnSync(process.execPath, [cli, 'trace', 'show', anchor], { encoding: 'utf8', maxBuffer: 1 << 30 }).stdout;
  const events = Number(/(\d+) events/.exec(summary)[1]);
  const messages = Number(/(\d+) matched messages/.exec(summary)[1]);
  const show = best(3, () => wall(process.execPath, [cli, 'trace', 'show', '--json', anchor]));
  const lib = best(3, () => wall('otf2-print', [anchor]));
  const rate = (ms) => `${Math.round(events / (ms / 1e3)).toLocaleString()} events/s`;
  console.log(`import (the traced ping-pong of ${big} round trips: ${events.toLocaleString()} events, ${messages.toLocaleString()} matched messages):`);
  console.log(`  otf2-print (OTF2 library)             ${lib.toFixed(0)} ms   ${rate(lib)}`);
  console.log(`  mpisim trace show --json              ${show.toFixed(0)} ms   ${rate(show)}   ratio ${(lib / show).toFixed(2)} of the library's speed`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
