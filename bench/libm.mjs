// libm speed: mpisim's glibc-faithful functions against JavaScript's Math (what mpisim used
// before), in the same run on the same arguments; prints ns per call, best of 5 passes over
// 1,000,000 arguments. Not a test: nothing is asserted. Usage, after the build: node bench/libm.mjs
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const rt = (m) => require(join(root, 'out/src/sim/runtime', m));
const g = rt('libmGlibc.js'), hy = rt('libmHyper.js'), at = rt('libmAtan.js'), as = rt('libmAsin.js');
const fl = rt('libmFloat.js'), sc = rt('libmSinCosF.js');

const n = 1_000_000;
let s = 88172645463325252n;
const rnd = () => { s ^= (s << 13n) & 0xffffffffffffffffn; s ^= s >> 7n; s ^= (s << 17n) & 0xffffffffffffffffn; return Number(s >> 11n) / 2 ** 53; };
function args(lo, hi, float) {
  const a = new Float64Array(n);
  for (let i = 0; i < n; i++) a[i] = float ? Math.fround(lo + (hi - lo) * rnd()) : lo + (hi - lo) * rnd();
  return a;
}
function time(f, a) {
  let best = Infinity, acc = 0;
  for (let r = 0; r < 5; r++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) acc += f(a[i]);
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / n);
  }
  return best + (acc === 0.5 ? 1e-9 : 0);
}
const f = Math.fround;
const cases = [
  ['exp', g.exp, Math.exp, -700, 700], ['log', g.log, Math.log, 0, 1e6], ['pow(x, 2.5)', (x) => g.pow(x, 2.5), (x) => x ** 2.5, 0, 100],
  ['tan', rt('libmTan.js').tan, Math.tan, -10, 10], ['atan', at.atan, Math.atan, -10, 10],
  ['atan2(x, 3)', (x) => at.atan2(x, 3), (x) => Math.atan2(x, 3), -10, 10],
  ['asin', as.asin, Math.asin, -1, 1], ['acos', as.acos, Math.acos, -1, 1],
  ['expm1', hy.expm1, Math.expm1, -5, 5], ['log1p', hy.log1p, Math.log1p, -0.9, 5], ['sinh', hy.sinh, Math.sinh, -20, 20],
  ['cosh', hy.cosh, Math.cosh, -20, 20], ['tanh', hy.tanh, Math.tanh, -5, 5], ['log2', rt('libmLog2.js').log2, Math.log2, 0, 1e6],
  ['erf', rt('libmErf.js').erf, null, -4, 4], ['lgamma', rt('libmGamma.js').lgamma, null, 0.1, 100],
  ['j0', rt('libmBessel.js').j0, null, -30, 30],
  ['expf', fl.expf, (x) => f(Math.exp(x)), -80, 80, true], ['logf', fl.logf, (x) => f(Math.log(x)), 0, 1e6, true],
  ['powf(x, 2.5)', (x) => fl.powf(x, 2.5), (x) => f(x ** 2.5), 0, 100, true],
  ['sinf', sc.sinf, (x) => f(Math.sin(x)), -10, 10, true], ['cosf', sc.cosf, (x) => f(Math.cos(x)), -10, 10, true],
];
for (const [name, mine, js, lo, hi, float] of cases) {
  const a = args(lo, hi, float);
  const t = time(mine, a), m = js ? time(js, a) : NaN;
  console.log(`${name}: mpisim ${t.toFixed(1)} ns/call` + (js ? `, Math ${m.toFixed(1)} ns/call, ratio ${(t / m).toFixed(1)}x` : ''));
}
