// libm speed: mpisim's correctly rounded exp/exp2 against Math.exp / 2 ** x, measured in the same
// run on the same arguments; prints ns per call and the ratio. Not a test: nothing is asserted.
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { exp, exp2 } = require(join(root, 'out/src/sim/runtime/libmExp.js'));

const n = 1_000_000;
const args = new Float64Array(n);
let s = 88172645463325252n;
for (let i = 0; i < n; i++) {
  s ^= (s << 13n) & 0xffffffffffffffffn; s ^= s >> 7n; s ^= (s << 17n) & 0xffffffffffffffffn;
  args[i] = -700 + 1400 * Number(s >> 11n) / 2 ** 53;
}
function time(f) {
  let best = Infinity, acc = 0;
  for (let r = 0; r < 5; r++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) acc += f(args[i]);
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / n);
  }
  return { ns: best, acc };
}
for (const [name, mine, js] of [['exp', exp, Math.exp], ['exp2', exp2, (x) => 2 ** x]]) {
  const a = time(mine), b = time(js);
  console.log(`${name}: mpisim ${a.ns.toFixed(1)} ns/call, Math ${b.ns.toFixed(1)} ns/call, ratio ${(a.ns / b.ns).toFixed(2)}x`);
}
