#!/usr/bin/env node
// Regenerates src/sim/mpi/errors/bindings-large.ts: where MPICH 4.0.2's large-count (_c)
// bindings make their checks. MPICH generates `internal_X_c` beside `internal_X` in the same
// file of src/binding/c, with the same checks in the same order at other line numbers, and its
// own fn_fail frame; the error stack prints those lines ("internal_Bsend_c(252): Negative
// count"). For each int row of bindings.ts this script finds the line of each check in the int
// function, the same statement in the _c function, and prints the _c row. The source is Debian's
// `mpich` source package (apt-get source, cached as the suite script does; nothing of it is
// committed); the generic message index of "**mpi_x_c" and the specific format come from the
// installed library (a program calling MPIR_Err_create_code, and the library's strings).
//
//   node scripts/mpich-large-count-bindings.mjs
import { readFileSync, readdirSync, writeFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { debianSourceTree } from './suite-mpich.mjs';

const root = new URL('..', import.meta.url).pathname;
const bindingSrc = debianSourceTree('mpich', '4.0.2', 'src/binding/c', 'pt2pt/send.c');

// The int rows, as bindings.ts holds them: "name fail gi eh [fcname]|format|checks".
const table = readFileSync(join(root, 'src/sim/mpi/errors/bindings.ts'), 'utf8');
const data = /const BINDING_DATA = `\n([\s\S]*?)`;/.exec(table)[1];
const rows = data.split('\n').filter(Boolean).map((line) => {
  const [head, format, checks] = line.split('|');
  const [name, fail, gi, eh, fcname] = head.split(' ');
  return { name, fail: Number(fail), gi: Number(gi), eh, fcname, format, checks: checks.split(' ').filter(Boolean) };
});
const have = new Set(rows.map((r) => r.name));

// Every generated function of the bindings: its file's lines and where it starts and ends.
const funcs = new Map();
(function walk(d) {
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) { walk(p); continue; }
    if (!f.endsWith('.c')) continue;
    const lines = readFileSync(p, 'utf8').split('\n');
    lines.forEach((l, i) => {
      const m = /^static int (internal_\w+)\(/.exec(l);
      if (!m) return;
      let end = i + 1;
      while (end < lines.length && lines[end] !== '}') end++;
      funcs.set(m[1], { lines, start: i, end });
    });
  }
})(bindingSrc);

/** The line (1-based) in `to` of the statement at line `line` of `from`: the same text, the same occurrence. */
function sameStatement(from, to, line, after = '') {
  const text = from.lines[line - 1].trim();
  const base = (f) => (after ? f.lines.findIndex((l, i) => i > f.start && i < f.end && l.trim() === after) : f.start);
  let k = 0;
  for (let i = base(from) + 1; i < line - 1; i++) if (from.lines[i].trim() === text) k++;
  for (let i = base(to) + 1; i < to.end; i++) if (to.lines[i].trim() === text && k-- === 0) return i + 1;
  return undefined;
}

const found = [];
const missing = [];
for (const r of rows) {
  if (r.name.endsWith('_c') || r.fcname || have.has(r.name + '_c')) continue;
  const fc = 'internal_' + r.name.slice(4);
  const int = funcs.get(fc), lc = funcs.get(fc + '_c');
  if (!lc) continue;
  if (!int) { missing.push(`${r.name}: no ${fc}`); continue; }
  const fail = sameStatement(int, lc, r.fail, 'fn_fail:');
  const checks = r.checks.map((c) => {
    const m = /^(.*@)(\d+)$/.exec(c);
    const at = sameStatement(int, lc, Number(m[2]));
    return at && m[1] + at;
  });
  if (!fail || checks.includes(undefined)) { missing.push(`${r.name}: a statement not found in ${fc}_c`); continue; }
  found.push({ ...r, name: r.name + '_c', fail, checks });
}

// The generic index of "**mpi_x_c" in the installed library's table: the code MPIR_Err_create_code
// makes with it carries index + 1 in bits 8-18. The int keys are asked too, as a check of the way.
const dir = mkdtempSync(join(tmpdir(), 'lcbind-'));
const keys = found.flatMap((r) => [r.name.slice(0, -2), r.name]).map((n) => '**' + n.toLowerCase());
writeFileSync(join(dir, 'gi.c'), `#include <mpi.h>
#include <stdio.h>
int MPIR_Err_create_code(int, int, const char[], int, int, const char[], const char[], ...);
static const char *keys[] = {${keys.map((k) => JSON.stringify(k)).join(',')}};
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  for (unsigned i = 0; i < sizeof keys / sizeof *keys; i++)
    printf("%s %d\\n", keys[i], ((MPIR_Err_create_code(0, 0, "f", 1, MPI_ERR_OTHER, keys[i], 0) & 0x7ff00) >> 8) - 1);
  MPI_Finalize();
  return 0;
}
`);
const cc = spawnSync('mpicc.mpich', ['-o', join(dir, 'gi'), join(dir, 'gi.c')], { encoding: 'utf8' });
if (cc.status !== 0) throw new Error(cc.stderr);
const run = spawnSync('mpiexec.mpich', ['-n', '1', join(dir, 'gi')], { encoding: 'utf8' });
rmSync(dir, { recursive: true, force: true });
const gi = new Map(run.stdout.trim().split('\n').map((l) => l.split(' ')).map(([k, v]) => [k, Number(v)]));

// The specific formats, as the library holds them ("MPI_Bsend_c(buf=%p, count=%c, ...) failed").
const lib = spawnSync('mpicc.mpich', ['-print-file-name=libmpich.so'], { encoding: 'utf8' }).stdout.trim();
const strings = new Set(spawnSync('strings', [lib], { encoding: 'utf8', maxBuffer: 1 << 28 }).stdout.split('\n'));

const out = [];
for (const r of found) {
  const intKey = '**' + r.name.slice(0, -2).toLowerCase();
  if (gi.get(intKey) !== r.gi) throw new Error(`${intKey}: the library says ${gi.get(intKey)}, bindings.ts ${r.gi}`);
  const g = gi.get('**' + r.name.toLowerCase());
  const format = r.format.replace(`${r.name.slice(0, -2)}(`, `${r.name}(`);
  // The library's text names the count parameters %c (MPI_Count) where the int one says %d.
  const own = [...strings].find((s) => s.startsWith(`${r.name}(`) && s.endsWith(' failed') && s.replace(/%c/g, '%d') === format.replace(/%c/g, '%d'));
  out.push(`${r.name} ${r.fail} ${g} ${r.eh}|${own ?? format}|${r.checks.join(' ')}`);
}

writeFileSync(
  join(root, 'src/sim/mpi/errors/bindings-large.ts'),
  `// Generated by scripts/mpich-large-count-bindings.mjs from MPICH 4.0.2's src/binding/c (Debian's
// source package) and the installed libmpich: the large-count (_c) bindings' rows, in
// BINDING_DATA's form (bindings.ts). Do not edit by hand.
export const LARGE_COUNT_DATA = \`
${out.join('\n')}
\`;
`,
);
console.log(`${out.length} large-count rows written${missing.length ? `; not found:\n  ${missing.join('\n  ')}` : ''}`);
