// Macro invocations nested in their own arguments, F(F(F(...))) (issue 14): gcc -E and mpisim cc -E
// on the same source, measured in the same run at three depths; prints CPU seconds (user+sys) and
// peak memory of each, and mpisim's ratio to gcc. gcc's cost grows with the square of the depth;
// mpisim's should stay nearly proportional to it. Then #if evaluation: a file including itself
// twice per level, each innermost copy evaluating a 10,000-term #if (the shape of the compile
// time-out tests' slow source), gcc -E against mpisim cc -E in the same run. Not a test.
//   node bench/macros.mjs [--depths 3000,6000,12000] [--if-levels 8,10]    (npm run build first)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The compile time-out tests' slow source, at fewer levels.
const { slowCompileSource } = createRequire(import.meta.url)(join(root, 'out', 'test', 'helpers', 'cprog.js'));
const k = process.argv.indexOf('--depths');
const depths = (k >= 0 ? process.argv[k + 1] : '3000,6000,12000').split(',').map(Number);
const kl = process.argv.indexOf('--if-levels');
const ifLevels = (kl >= 0 ? process.argv[kl + 1] : '8,10').split(',').map(Number);

/** CPU seconds and peak RSS (KiB) of a command, as GNU time reports them; its output too. */
function measure(cmd, args) {
  const r = spawnSync('/usr/bin/time', ['-f', '@@ %U %S %M', cmd, ...args], { encoding: 'latin1', maxBuffer: 1 << 28 });
  const m = /@@ ([\d.]+) ([\d.]+) (\d+)/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stderr.slice(-2000)}`);
  return { s: Number(m[1]) + Number(m[2]), kb: Number(m[3]), out: r.stdout };
}

const dir = mkdtempSync(join(tmpdir(), 'mpisim-macros-'));
try {
  console.log('depth   gcc -E s   MB   mpisim cc -E s   MB   ratio   same output');
  for (const n of depths) {
    const file = join(dir, `d${n}.c`);
    writeFileSync(file, `#define F(x) (x+1)\nint v = ${'F('.repeat(n)}0${')'.repeat(n)};\n`);
    const g = measure('gcc', ['-E', '-P', file]);
    const m = measure(process.execPath, [join(root, 'bin', 'mpisim.js'), 'cc', '-E', '-P', file]);
    console.log(`${String(n).padStart(5)}   ${g.s.toFixed(2).padStart(8)}  ${(g.kb / 1024).toFixed(0).padStart(5)}   ${m.s.toFixed(2).padStart(14)}  ${(m.kb / 1024).toFixed(0).padStart(5)}   ${(m.s / g.s).toFixed(2).padStart(5)}   ${g.out === m.out}`);
  }
  console.log('\n#if copies   gcc -E s   MB   mpisim cc -E s   MB   ratio   same output');
  for (const levels of ifLevels) {
    const file = join(dir, `if${levels}.c`);
    writeFileSync(file, slowCompileSource(levels));
    const g = measure('gcc', ['-E', '-P', file]);
    const m = measure(process.execPath, [join(root, 'bin', 'mpisim.js'), 'cc', '-E', '-P', file]);
    console.log(`${String(2 ** levels).padStart(10)}   ${g.s.toFixed(2).padStart(8)}  ${(g.kb / 1024).toFixed(0).padStart(5)}   ${m.s.toFixed(2).padStart(14)}  ${(m.kb / 1024).toFixed(0).padStart(5)}   ${(m.s / g.s).toFixed(2).padStart(5)}   ${g.out === m.out}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
