// Bit-for-bit comparison of mpisim's libm against the machine's glibc over many random arguments
// (a measurement, not a test: test/unit/libm-glibc.test.ts is the test). Usage, after the build:
//   node bench/libm-compare.mjs [count] [function...]
// Each function's arguments are drawn uniformly over its working ranges and log-uniformly over
// its whole domain; a gcc -lm program evaluates them from a binary file, and the differing
// results are counted (any NaN equals any NaN). Also prints ns per call.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { mathLibrary } = require(join(root, 'out/src/sim/runtime/libm.js'));
const lib = mathLibrary();
// errno and signgam go to the calling rank's memory: a stand-in that drops them.
const rank = { m: { setI32: () => {} }, h: { libGlobals: { errno: 0, signgam: 8 } } };

/** Uniform ranges [lo, hi] and a log-uniform [2^a, 2^b] (signed or not) per function. */
const DOMAINS = {
  expm1: [[[-40, 710], [-1, 1], [-0.5, 0.5]], [-1074, 10, true]],
  log1p: [[[-1, 10], [-0.3, 0.42], [0.4, 1e6]], [-1074, 1024, true]],
  sinh: [[[-25, 25], [-1, 1], [709, 711]], [-1074, 10, true]],
  cosh: [[[-25, 25], [-1, 1], [709, 711]], [-1074, 10, true]],
  tanh: [[[-25, 25], [-1, 1]], [-1074, 10, true]],
  tan: [[[-10, 10], [-1, 1], [-1e8, 1e8]], [-1074, 1024, true]],
  atan: [[[-10, 10], [-1, 1]], [-1074, 1024, true]],
  asin: [[[-1, 1], [-0.1, 0.1], [0.96, 1], [-1, -0.96]], [-1074, 0, true]],
  acos: [[[-1, 1], [-0.1, 0.1], [0.96, 1], [-1, -0.96]], [-1074, 0, true]],
  erf: [[[-6, 6], [-1, 1]], [-1074, 10, true]],
  erfc: [[[-6, 28], [-1, 1]], [-1074, 10, true]],
  log2: [[[0, 1e6], [0.9, 1.1]], [-1074, 1024, false]],
  log: [[[0, 1e6], [0.9, 1.1], [0.5, 2]], [-1074, 1024, false]],
  log10: [[[0, 1e6], [0.9, 1.1], [0.5, 2]], [-1074, 1024, false]],
  lgamma: [[[0, 30], [0, 5], [1e5, 1e6], [-2, 0], [-1000, -28], [-28, -2], [-3, -2]], [-1074, 1024, false]],
  tgamma: [[[-30, 172], [0, 5]], [-1074, 8, true]],
  atan2: [[[-10, 10]], [-1074, 1024, true]],
  j0: [[[-30, 30], [-2, 2], [0, 1e6]], [-1074, 1024, true]],
  j1: [[[-30, 30], [-2, 2], [0, 1e6]], [-1074, 1024, true]],
  y0: [[[0, 30], [0, 2], [0, 1e6]], [-1074, 1024, false]],
  y1: [[[0, 30], [0, 2], [0, 1e6]], [-1074, 1024, false]],
  expf: [[[-110, 90], [-1, 1]], [-149, 7, true]],
  exp2f: [[[-160, 130], [-1, 1]], [-149, 8, true]],
  logf: [[[0, 1e6], [0.9, 1.1]], [-149, 128, false]],
  log2f: [[[0, 1e6], [0.9, 1.1]], [-149, 128, false]],
  sinf: [[[-10, 10], [-1, 1], [-1e6, 1e6]], [-149, 128, true]],
  cosf: [[[-10, 10], [-1, 1], [-1e6, 1e6]], [-149, 128, true]],
  powf: [[[0, 10]], [-149, 128, true]],
  atanf: [[[-10, 10], [-1, 1], [-3, 3]], [-149, 128, true]],
  cbrtf: [[[-1e6, 1e6], [-2, 2]], [-149, 128, true]],
  log10f: [[[0, 1e6], [0.9, 1.1]], [-149, 128, false]],
  hypotf: [[[-1e3, 1e3]], [-149, 128, true]],
  atan2f: [[[-10, 10]], [-149, 128, true]],
  expm1f: [[[-20, 90], [-1, 1], [-0.4, 0.4]], [-149, 7, true]],
  sinhf: [[[-25, 25], [-1, 1], [88, 90]], [-149, 7, true]],
  coshf: [[[-25, 25], [-1, 1], [88, 90]], [-149, 7, true]],
  tanhf: [[[-25, 25], [-1, 1]], [-149, 7, true]],
  tanf: [[[-10, 10], [-1, 1], [-120, 120], [-1e6, 1e6]], [-149, 128, true]],
  asinf: [[[-1, 1], [-0.5, 0.5], [0.97, 1], [-1, -0.97]], [-149, 0, true]],
  acosf: [[[-1, 1], [-0.5, 0.5], [0.97, 1], [-1, -0.97]], [-149, 0, true]],
  log1pf: [[[-1, 10], [-0.3, 0.42], [0.4, 1e6]], [-149, 128, true]],
  erff: [[[-6, 6], [-1.3, 1.3]], [-149, 4, true]],
  erfcf: [[[-6, 28], [-1.3, 1.3], [8, 11]], [-149, 5, true]],
  exp10f: [[[-46, 39], [-1, 1], [-46, -37]], [-149, 6, true]],
  lgammaf: [[[0, 30], [0, 5], [1e5, 1e6], [-2, 0], [-15, -2], [-3, -2], [-60, -15]], [-149, 128, false]],
  tgammaf: [[[-45, 36], [0, 5], [-5, 0], [-15, -2]], [-149, 6, true]],
  j0f: [[[-30, 30], [-2, 2], [0, 1e6], [0, 300]], [-149, 128, true]],
  j1f: [[[-30, 30], [-2, 2], [0, 1e6], [0, 300]], [-149, 128, true]],
  y0f: [[[0, 30], [0, 2], [0, 1e6], [0, 300]], [-149, 128, false]],
  y1f: [[[0, 30], [0, 2], [0, 1e6], [0, 300]], [-149, 128, false]],
  jnf: [[[-80, 80], [0, 10], [0, 1000]], [-149, 128, true]],
  ynf: [[[0, 80], [0, 10], [0, 1000]], [-149, 128, false]],
  asinhf: [[[-10, 10], [-2.5, 2.5], [-1e9, 1e9]], [-149, 128, true]],
  acoshf: [[[1, 10], [1, 2.5], [1e8, 1e9]], [-10, 128, false]],
  atanhf: [[[-1, 1], [-0.5, 0.5], [0.99, 1]], [-149, 0, true]],
  asinh: [[[-10, 10], [-2.5, 2.5], [-1e9, 1e9]], [-1074, 1024, true]],
  acosh: [[[1, 10], [1, 2.5], [1e8, 1e9]], [-10, 1024, false]],
  atanh: [[[-1, 1], [-0.5, 0.5], [0.99, 1]], [-1074, 0, true]],
  exp10: [[[-300, 300], [-1, 1], [-330, -300]], [-80, 9, true]],
  // jn, yn: the first argument is the order, drawn apart (ORDERS).
  jn: [[[-80, 80], [0, 10], [0, 1000]], [-1074, 1024, true]],
  yn: [[[0, 80], [0, 10], [0, 1000]], [-1074, 1024, false]],
};
/** Orders of jn and yn: mostly small, some up to 300. */
const order = () => (rnd() < 0.8 ? Math.round(-5 + 65 * rnd()) : Math.round(300 * rnd()));
/** float functions: arguments rounded to float, results widened to double. */
const isFloat = (n) => n in DOMAINS && n.endsWith('f') && n !== 'erf';

let s = 88172645463325252n;
const M = (1n << 64n) - 1n;
const rnd = () => { s ^= (s << 13n) & M; s ^= s >> 7n; s ^= (s << 17n) & M; return Number(s >> 11n) / 2 ** 53; };

const count = Number(process.argv[2] ?? 1000000);
const names = process.argv.length > 3 ? process.argv.slice(3) : Object.keys(DOMAINS);
const dir = mkdtempSync(join(tmpdir(), 'libm-compare-'));
const binary = new Set(['atan2', 'atan2f', 'powf', 'hypotf', 'jn', 'yn', 'jnf', 'ynf']);
try {
  const src = join(dir, 'm.c'), exe = join(dir, 'm');
  const table = names.filter((n) => !binary.has(n) && !isFloat(n)).map((n) => `{"${n}", ${n}}`).join(', ');
  const ftable = names.filter((n) => !binary.has(n) && isFloat(n)).map((n) => `{"${n}", ${n}}`).join(', ');
  writeFileSync(src, `#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
static const struct { const char *name; double (*f)(double); } U[] = { ${table}${table ? ', ' : ''}{0, 0} };
static const struct { const char *name; float (*f)(float); } UF[] = { ${ftable}${ftable ? ', ' : ''}{0, 0} };
int main(int argc, char **argv) {
  FILE *in = fopen(argv[2], "rb"), *out = fopen(argv[3], "wb");
  long n = atol(argv[4]);
  double *a = malloc(16 * n), *r = malloc(8 * n);
  if (fread(a, 16, n, in) != (size_t)n) return 3;
  if (!strcmp(argv[1], "atan2")) for (long i = 0; i < n; i++) r[i] = atan2(a[2 * i], a[2 * i + 1]);
  else if (!strcmp(argv[1], "jn")) for (long i = 0; i < n; i++) r[i] = jn((int)a[2 * i], a[2 * i + 1]);
  else if (!strcmp(argv[1], "yn")) for (long i = 0; i < n; i++) r[i] = yn((int)a[2 * i], a[2 * i + 1]);
  else if (!strcmp(argv[1], "jnf")) for (long i = 0; i < n; i++) r[i] = jnf((int)a[2 * i], (float)a[2 * i + 1]);
  else if (!strcmp(argv[1], "ynf")) for (long i = 0; i < n; i++) r[i] = ynf((int)a[2 * i], (float)a[2 * i + 1]);
  else if (!strcmp(argv[1], "atan2f")) for (long i = 0; i < n; i++) r[i] = atan2f((float)a[2 * i], (float)a[2 * i + 1]);
  else if (!strcmp(argv[1], "hypotf")) for (long i = 0; i < n; i++) r[i] = hypotf((float)a[2 * i], (float)a[2 * i + 1]);
  else if (!strcmp(argv[1], "powf")) for (long i = 0; i < n; i++) r[i] = powf((float)a[2 * i], (float)a[2 * i + 1]);
  else if (argv[1][strlen(argv[1]) - 1] == 'f' && strcmp(argv[1], "erf")) { int k = 0; while (UF[k].name && strcmp(UF[k].name, argv[1])) k++; if (!UF[k].name) return 2;
    for (long i = 0; i < n; i++) r[i] = UF[k].f((float)a[2 * i]); }
  else { int k = 0; while (U[k].name && strcmp(U[k].name, argv[1])) k++; if (!U[k].name) return 2;
    for (long i = 0; i < n; i++) r[i] = U[k].f(a[2 * i]); }
  fwrite(r, 8, n, out);
  return 0;
}
`);
  execFileSync('gcc', ['-O1', '-fno-builtin', '-o', exe, src, '-lm']);
  for (const name of names) {
    const [ranges, [la, lb, signed]] = DOMAINS[name];
    const args = new Float64Array(2 * count);
    const draw = () => {
      const which = Math.floor(rnd() * (ranges.length + 1));
      if (which < ranges.length) { const [lo, hi] = ranges[which]; return lo + (hi - lo) * rnd(); }
      const m = 2 ** (la + (lb - la) * rnd());
      return signed && rnd() < 0.5 ? -m : m;
    };
    for (let i = 0; i < count; i++) { args[2 * i] = draw(); args[2 * i + 1] = draw(); }
    if (['jn', 'yn', 'jnf', 'ynf'].includes(name)) for (let i = 0; i < count; i++) args[2 * i] = order();
    if (isFloat(name)) for (let i = 0; i < 2 * count; i++) args[i] = Math.fround(args[i]);
    writeFileSync(join(dir, 'a'), args);
    execFileSync(exe, [name, join(dir, 'a'), join(dir, 'r'), String(count)]);
    const want = new Float64Array(readFileSync(join(dir, 'r')).buffer.slice(0));
    const f = lib[name], g = Math[name] ?? (isFloat(name) ? Math[name.slice(0, -1)] : undefined);
    const got = new Float64Array(count);
    let t0 = process.hrtime.bigint();
    for (let i = 0; i < count; i++) got[i] = f.call(rank, 0, args[2 * i], args[2 * i + 1]);
    const ns = Number(process.hrtime.bigint() - t0) / count;
    let nsMath = NaN;
    if (g) {
      let acc = 0;
      t0 = process.hrtime.bigint();
      for (let i = 0; i < count; i++) acc += g(args[2 * i], args[2 * i + 1]);
      nsMath = Number(process.hrtime.bigint() - t0) / count + (acc === 1.5 ? 1 : 0);
    }
    const gb = new BigUint64Array(got.buffer), wb = new BigUint64Array(want.buffer);
    let bad = 0;
    const shown = [];
    for (let i = 0; i < count; i++) {
      if (gb[i] === wb[i] || (got[i] !== got[i] && want[i] !== want[i])) continue;
      if (bad++ < 4) shown.push(`  ${name}(${args[2 * i]}${binary.has(name) ? ', ' + args[2 * i + 1] : ''}) = ${got[i]}, glibc ${want[i]}`);
    }
    // The float forms before glibc's own: the double function's result rounded to float.
    let oldBad = 0;
    if (isFloat(name) && !binary.has(name)) {
      const d = lib[name.slice(0, -1)];
      for (let i = 0; i < count; i++) {
        const o = Math.fround(d.call(rank, 0, args[2 * i]));
        if (!Object.is(o, want[i]) && !(o !== o && want[i] !== want[i])) oldBad++;
      }
    }
    console.log(`${name}: ${bad} of ${count} differ; ${ns.toFixed(1)} ns/call (Math.${name} ${nsMath.toFixed(1)})` +
      (isFloat(name) && !binary.has(name) ? `; rounding the double function's result differs on ${oldBad}` : ''));
    for (const l of shown) console.log(l);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
