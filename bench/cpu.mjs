// CPU-bound kernel: native (gcc -O0) against mpisim, measured in the same run; prints ratios.
// Run with `npm run bench` (builds first). Not a test: the goal (<= 2x, issue 16) is reported, not asserted.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const require = createRequire(import.meta.url);
// As bin/mpisim.js sets it for the command (src/sim/host-limits.ts says why).
require(join(root, 'out/src/sim/host-limits.js')).tuneOptimizer();
const { compileProgram } = require(join(root, 'out/src/sim/compile.js'));
const { World } = require(join(root, 'out/src/sim/world.js'));

const N = process.env.BENCH_N ?? '300';
const src = join(here, 'kernel.c');
const exe = join(mkdtempSync(join(tmpdir(), 'mpisim-bench-')), 'kernel');
execFileSync('gcc', ['-O0', `-DN=${N}`, '-o', exe, src]);

function best(runs, f) {
  let min = Infinity;
  let out;
  for (let k = 0; k < runs; k++) {
    const t0 = process.hrtime.bigint();
    out = f();
    min = Math.min(min, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return { ms: min, out };
}

const native = best(5, () => spawnSync(exe, { encoding: 'latin1' }).stdout);
const source = readFileSync(src, 'latin1');
const compile = best(3, () => compileProgram({ file: 'kernel.c', source, defines: { N }, readFile: () => undefined }));
const sim = best(3, () => {
  let out = '';
  const w = new World(compile.out, { np: 1, onOutput: (_r, _fd, t) => { out += t; } });
  w.runToEnd();
  return out;
});
const cli = best(3, () => spawnSync(process.execPath, [join(root, 'bin/mpisim.js'), 'run', '-D', `N=${N}`, src], { encoding: 'latin1' }).stdout);

if (sim.out !== native.out || cli.out !== native.out) {
  console.error(`output differs!\nnative: ${native.out}\nmpisim: ${sim.out}\ncli:    ${cli.out}`);
  process.exit(1);
}
const r = (x) => (x / native.ms).toFixed(2);
console.log(`kernel.c (N=${N}): ${native.out.trim()}`);
console.log(`native gcc -O0          ${native.ms.toFixed(1)} ms`);
console.log(`mpisim execution        ${sim.ms.toFixed(1)} ms   ratio ${r(sim.ms)}x   (goal <= 2x)`);
console.log(`mpisim compile          ${compile.ms.toFixed(1)} ms`);
console.log(`mpisim run (whole CLI)  ${cli.ms.toFixed(1)} ms   ratio ${r(cli.ms)}x`);
