// A big generated C source (issue 14: "big sources within time and memory that grow linearly
// with their size"): gcc -O0 and mpisim compile the same file, measured in the same run, at two
// sizes; prints seconds per MB and peak memory (RSS) of each, and mpisim's ratios to gcc. Not a
// test: linear growth shows as per-MB figures that stay put from the small size to the big one.
//   node bench/bigsource.mjs [--mb 50]    (npm run build first)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const k = process.argv.indexOf('--mb');
const MB = k >= 0 ? Number(process.argv[k + 1]) : 50;

/** Functions of ordinary code (loops, arrays, structs, calls, long expressions) up to `mb` MB. */
function source(mb) {
  const parts = ['#include <stdio.h>\nstruct P { int x, y; double w; };\n'];
  let size = parts[0].length, n = 0;
  while (size < mb * 1e6) {
    const f = `static int f${n}(int a, int b) {
  int t[8] = { a, b, ${n % 97}, 1, 2, 3, 4, 5 };
  struct P p = { a, b, ${n % 13}.5 };
  int s = 0;
  for (int i = 0; i < 8; i++) { s += t[i] * (i + ${n % 7}); if (s > 1000) s -= p.x; else s ^= b; }
  while (a-- > 0) s = (s << 1) + (s >> 3) - a * ${n % 11} + (int)p.w;
  switch (b & 3) { case 0: s += 1; break; case 1: s -= 2; break; default: s *= 3; }
  return s + t[a & 7] + ${n ? `f${n - 1}(b, 1)` : '0'};
}
`;
    parts.push(f);
    size += f.length;
    n++;
  }
  parts.push(`int main(void) { printf("%d\\n", f${n - 1}(3, 4)); return 0; }\n`);
  return parts.join('');
}

/** Seconds and peak RSS (KiB) of a command, as GNU time reports them. */
function measure(cmd, args, cwd) {
  const r = spawnSync('/usr/bin/time', ['-f', '@@ %e %M', cmd, ...args], { cwd, encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, MPISIM_CACHE_DIR: join(cwd, 'cache') } });
  const m = /@@ ([\d.]+) (\d+)/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stderr.slice(-2000)}`);
  return { s: Number(m[1]), kb: Number(m[2]) };
}

const dir = mkdtempSync(join(tmpdir(), 'mpisim-bigsource-'));
try {
  // mpisim's own library is compiled (and cached) once, before anything is timed.
  writeFileSync(join(dir, 'warm.c'), 'int main(void) { return 0; }\n');
  measure(process.execPath, [join(root, 'bin/mpisim.js'), 'cc', '-c', 'warm.c', '-o', 'warm.o'], dir);
  for (const mb of [MB / 5, MB]) {
    const file = join(dir, `big${mb}.c`);
    writeFileSync(file, source(mb));
    const size = statSync(file).size / 1e6;
    const gcc = measure('gcc', ['-O0', '-w', '-c', file, '-o', join(dir, 'gcc.o')], dir);
    const sim = measure(process.execPath, [join(root, 'bin/mpisim.js'), 'cc', '-c', file, '-o', join(dir, 'sim.o')], dir);
    const perMb = (x) => (x.s / size).toFixed(2);
    console.log(`${size.toFixed(1)} MB: gcc -O0 ${perMb(gcc)} s/MB, peak ${(gcc.kb / 1024).toFixed(0)} MiB; mpisim cc ${perMb(sim)} s/MB, peak ${(sim.kb / 1024).toFixed(0)} MiB; time ${(sim.s / gcc.s).toFixed(1)}x gcc, memory ${(sim.kb / gcc.kb).toFixed(1)}x gcc`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
