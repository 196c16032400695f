// libm calls per second, mpisim against gcc -O2 -lm on the same arguments (a measurement, not a
// test). Usage, after the build: node bench/libm-speed.mjs [calls] [function...]
// Two columns per function: "library" calls mpisim's libm methods (what a simulated program's
// call ends in) in a loop of JavaScript; "program" runs a C loop of calls with `mpisim run` at two
// sizes and takes the difference, so the compile and start-up cost cancels out and what is left
// is the per-call cost a simulated program pays (its loop, the call, the libm function). Native
// times come from the same C loop built by gcc and timed inside with clock_gettime. All times are
// CPU times (the machine this was written on is shared: wall times there swing by seconds).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'libm-speed-'));
// libm bundled as dist/ bundles it (out/'s file-by-file modules reach every import through a
// getter, which costs more than the functions themselves).
require('esbuild').buildSync({ entryPoints: [join(root, 'src/sim/runtime/libm.ts')], bundle: true, format: 'cjs',
  platform: 'node', outfile: join(dir, 'libm.cjs'), logLevel: 'error' });
// With the inlining budget mpisim runs the program with (bin/mpisim.js, src/sim/host-limits.ts):
// the libm methods' inner functions (the emulated fma above all) are inlined as they are there.
require(join(root, 'dist/hostLimits.js')).tuneOptimizer();
const { mathLibrary } = require(join(dir, 'libm.cjs'));
const lib = mathLibrary();
const rank = { m: { setI32: () => {}, st32: () => {} }, h: { libGlobals: { errno: 0, signgam: 8 } } };

/** Function, argument range [lo, hi], float or double. */
const FUNCTIONS = {
  // fabs is Math.abs: its row is the cost of the call itself, the floor under every other row.
  fabs: [-10, 10], sin: [-10, 10], cos: [-10, 10], tan: [-10, 10], exp: [-700, 700], log: [1e-3, 1e6], pow: [0.1, 10], atan: [-10, 10],
  erf: [-4, 4], lgamma: [0.1, 100], j0: [-30, 30],
  sinf: [-10, 10], expf: [-80, 80], logf: [1e-3, 1e6], tanf: [-10, 10], asinf: [-1, 1], acosf: [-1, 1], log1pf: [-0.9, 10],
  erff: [-4, 4], erfcf: [-4, 10], exp10f: [-30, 30], lgammaf: [-14, 30], tgammaf: [-10, 30], j0f: [-30, 30], y1f: [0.1, 30],
  asinhf: [-10, 10],
};
const calls = Number(process.argv[2] ?? 2_000_000);
const names = process.argv.length > 3 ? process.argv.slice(3) : Object.keys(FUNCTIONS);
const isFloat = (n) => n.endsWith('f') && n !== 'erf';
const mpisim = join(root, 'bin/mpisim.js');

/** A C loop of `count` calls over 1024 arguments, printing its checksum and its own ns per call. */
function program(name, count) {
  const [lo, hi] = FUNCTIONS[name];
  const T = isFloat(name) ? 'float' : 'double';
  const call = name === 'pow' ? 'pow(a[i & 1023], 2.5)' : `${name}(a[i & 1023])`;
  return `#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <time.h>
int main(void) {
  static ${T} a[1024];
  for (int i = 0; i < 1024; i++) a[i] = (${T})(${lo} + (${hi} - (${lo})) * ((i * 7919 % 1024) + 0.5) / 1024.0);
  struct timespec t0, t1;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
  double sum = 0;
  for (long i = 0; i < ${count}L; i++) sum += ${call};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
  printf("%.17g %.3f\\n", sum, ((t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec)) / ${count}.0);
  return 0;
}
`;
}

/** The CPU time (user + system, ns) of `node args`, the best of `runs`. */
function cpu(args, runs = 3) {
  let best = Infinity;
  for (let r = 0; r < runs; r++) {
    const p = spawnSync('bash', ['-c', 'TIMEFORMAT="%3U %3S"; time "$0" "$@" > /dev/null 2>&1', process.execPath, ...args], { encoding: 'utf8' });
    if (p.status !== 0) throw new Error(`mpisim run failed: ${p.stderr}`);
    const [u, sy] = p.stderr.trim().split('\n').pop().split(' ').map(Number);
    best = Math.min(best, (u + sy) * 1e9);
  }
  return best;
}

try {
  const rows = [];
  for (const name of names) {
    const [lo, hi] = FUNCTIONS[name];
    const src = join(dir, `${name}.c`), exe = join(dir, name);
    writeFileSync(src, program(name, calls));
    execFileSync('gcc', ['-O2', '-fno-builtin', '-o', exe, src, '-lm']);
    const nativeNs = Number(execFileSync(exe).toString().trim().split(' ')[1]);

    // mpisim's libm method alone, on the same 1024 arguments.
    const a = Array.from({ length: 1024 }, (_v, i) => lo + (hi - lo) * (((i * 7919) % 1024) + 0.5) / 1024);
    const args = isFloat(name) ? a.map(Math.fround) : a;
    const f = lib[name];
    const y = name === 'pow' ? 2.5 : 0;
    // A loop of its own per function, so that its call site sees one callee (as a program's does).
    const loop = new Function('f', 'rank', 'args', 'y', 'calls',
      'let acc = 0; for (let i = 0; i < calls; i++) acc += f.call(rank, 0, args[i & 1023], y); return acc;');
    let best = Infinity, acc = 0;
    for (let pass = 0; pass < 3; pass++) {
      const t0 = process.cpuUsage();
      acc += loop(f, rank, args, y, calls);
      const t = process.cpuUsage(t0);
      best = Math.min(best, (t.user + t.system) * 1e3 / calls);
    }
    if (acc === 0.123) console.log('');

    // A simulated program: the difference of two sizes' wall times.
    const small = Math.max(1, calls / 10), big = calls;
    const srcS = join(dir, `${name}-s.c`), srcB = join(dir, `${name}-b.c`);
    writeFileSync(srcS, program(name, small));
    writeFileSync(srcB, program(name, big));
    cpu([mpisim, 'run', srcS], 1); // warms the compile cache
    cpu([mpisim, 'run', srcB], 1);
    const programNs = (cpu([mpisim, 'run', srcB]) - cpu([mpisim, 'run', srcS])) / (big - small);
    rows.push([name, nativeNs, best, programNs]);
    console.log(`${name.padEnd(8)} gcc ${nativeNs.toFixed(1).padStart(6)} ns/call (${(1e3 / nativeNs).toFixed(1)} M calls/s); ` +
      `mpisim library ${best.toFixed(1).padStart(6)} ns/call, ratio ${(best / nativeNs).toFixed(1)}x; ` +
      `simulated program ${programNs.toFixed(1).padStart(6)} ns/call, ratio ${(programNs / nativeNs).toFixed(1)}x`);
  }
  const geo = (k) => Math.exp(rows.reduce((s, r) => s + Math.log(r[k] / r[1]), 0) / rows.length);
  console.log(`geometric mean of the ratios: library ${geo(2).toFixed(1)}x, simulated program ${geo(3).toFixed(1)}x slower than gcc`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
