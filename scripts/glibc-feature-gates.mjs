#!/usr/bin/env node
// Derives the feature-test gates of the built-in glibc headers (src/sim/c/include) from glibc
// 2.36 itself: for each name a built-in header declares, gcc compiles a probe under each
// configuration of FEATURE_CONFIGS (-std=c99, -D_XOPEN_SOURCE=500, -D_GNU_SOURCE...) and says
// whether the name is declared; the pattern is matched to the simplest condition on <features.h>'s
// __USE_* macros that gives the same answers in every configuration. With --write, declarations
// at a header's top level are wrapped in that `#if` (those already inside a conditional are left
// as written: test/differential/feature-gates.test.ts checks every name, hand-gated ones too).
// Run after `node scripts/build.mjs` (it uses out/test/helpers/glibc-probe.js):
//   node scripts/glibc-feature-gates.mjs [--write]
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url).pathname;
const probe = createRequire(import.meta.url)(join(root, 'out/test/helpers/glibc-probe.js'));
const { FEATURE_CONFIGS, glibcHeaders, builtinHeaderNames, probeSource, undeclaredNames, INCLUDE_DIR } = probe;
const write = process.argv.includes('--write');
const dir = mkdtempSync(join(tmpdir(), 'gates-'));

const gcc = (args, src) => {
  writeFileSync(join(dir, 'p.c'), src);
  return spawnSync('gcc', [...args, join(dir, 'p.c')], { encoding: 'utf8' });
};

// Each configuration's __USE_* macros, as glibc's <features.h> sets them.
const uses = FEATURE_CONFIGS.map((flags) => new Set(gcc([...flags, '-dM', '-E'], '#include <features.h>\n').stdout.match(/__USE_\w+/g)));
// Preferred first when several macros answer alike in every configuration.
const ORDER = ['__USE_ISOC99', '__USE_ISOC11', '__USE_ISOC95', '__USE_POSIX', '__USE_POSIX2', '__USE_POSIX199309', '__USE_POSIX199506', '__USE_XOPEN',
  '__USE_XOPEN_EXTENDED', '__USE_UNIX98', '__USE_XOPEN2K', '__USE_XOPEN2KXSI', '__USE_XOPEN2K8', '__USE_XOPEN2K8XSI', '__USE_MISC', '__USE_GNU',
  '__USE_LARGEFILE', '__USE_LARGEFILE64', '__USE_ATFILE'];
const bits = (pred) => FEATURE_CONFIGS.map((_, i) => (pred(i) ? '1' : '0')).join('');
const atoms = ORDER.map((m) => ({ text: `defined ${m}`, v: bits((i) => uses[i].has(m)) }));
const not = ORDER.map((m) => ({ text: `!defined ${m}`, v: bits((i) => !uses[i].has(m)) }));
const or = (a, b) => [...a].map((c, i) => (c === '1' || b[i] === '1' ? '1' : '0')).join('');
const and = (a, b) => [...a].map((c, i) => (c === '1' && b[i] === '1' ? '1' : '0')).join('');
const ALL = '1'.repeat(FEATURE_CONFIGS.length);
const NONE = '0'.repeat(FEATURE_CONFIGS.length);

/** The simplest condition true exactly in the configurations of `v` (undefined: none found). */
function gateOf(v) {
  if (v === ALL) return '';
  for (const a of atoms) if (a.v === v) return a.text;
  for (const a of atoms) for (const b of atoms) if (a !== b && or(a.v, b.v) === v) return `${a.text} || ${b.text}`;
  const conj = [];
  for (const a of atoms) for (const n of not) if (!n.text.endsWith(a.text.slice(8))) conj.push({ text: `(${a.text} && ${n.text})`, v: and(a.v, n.v) });
  for (const c of conj) if (c.v === v) return c.text.slice(1, -1);
  for (const c of conj) for (const b of atoms) if (or(c.v, b.v) === v) return `${c.text} || ${b.text}`;
  for (const a of atoms) for (const b of atoms) for (const c of atoms) if (or(or(a.v, b.v), c.v) === v) return `${a.text} || ${b.text} || ${c.text}`;
  // What POSIX 2008 withdrew (bcopy, h_errno...): kept for older levels and the default.
  for (const b of atoms) for (const n of not) if (or(n.v, b.v) === v) return `${b.text} || ${n.text}`;
  for (const b of atoms) for (const c of atoms) for (const n of not) if (or(or(n.v, b.v), c.v) === v) return `${b.text} || ${n.text} || ${c.text}`;
  return undefined;
}

const report = { gated: 0, absent: [], unmatched: [] };
for (const header of glibcHeaders()) {
  const { text, decls, names, typedefs } = builtinHeaderNames(header);
  // <features.h> is the mechanism itself, its macros the configuration (the test checks them).
  if (!names.length || header === 'features.h') continue;
  const src = probeSource(header, names, typedefs);
  const seen = FEATURE_CONFIGS.map((flags) => {
    const r = gcc(['-fsyntax-only', '-w', ...flags], src);
    if (/fatal error/.test(r.stderr)) throw new Error(`${header} ${flags.join(' ')}: ${r.stderr}`);
    return undeclaredNames(r.stderr);
  });
  const gates = new Map();
  for (const n of names) {
    const v = bits((i) => !seen[i].has(n));
    if (v === NONE) { report.absent.push(`${header}:${n}`); continue; }
    const g = gateOf(v);
    if (g === undefined) report.unmatched.push(`${header}:${n} ${v}`);
    else gates.set(n, g);
  }
  const lines = text.split('\n');
  const guarded = /^#ifndef (\w+)\n#define \1\b/m.test(text.replace(/\/\*[\s\S]*?\*\/\n?/g, ''));
  const top = guarded ? 1 : 0;
  // Wrap each top-level declaration in its gate, adjacent ones with the same gate in one block.
  const wraps = [];
  for (const d of decls) {
    const g = gates.get(d.name);
    if (!g || d.depth !== top) continue;
    const same = decls.filter((e) => e.first === d.first);
    if (same.some((e) => gates.get(e.name) !== g)) { report.unmatched.push(`${header}:${d.name} shares a line with a differently gated name`); continue; }
    const last = wraps[wraps.length - 1];
    if (last && last.gate === g && (last.last === d.first - 1 || last.first === d.first)) last.last = Math.max(last.last, d.last);
    else if (!last || last.first !== d.first) wraps.push({ gate: g, first: d.first, last: d.last });
    report.gated++;
  }
  if (!write || !wraps.length) continue;
  for (const w of wraps.reverse()) {
    const open = /^defined \w+$/.test(w.gate) ? `#ifdef ${w.gate.slice(8)}` : `#if ${w.gate}`;
    lines.splice(w.last + 1, 0, '#endif');
    lines.splice(w.first, 0, open);
  }
  let out = lines.join('\n');
  if (!/#include <features\.h>/.test(out)) out = out.replace(/^(#ifndef (\w+)\n#define \2\b.*\n)/m, '$1#include <features.h>\n');
  writeFileSync(join(INCLUDE_DIR, header), out);
}
rmSync(dir, { recursive: true, force: true });
console.log(`${report.gated} declarations gated`);
console.log(`not declared by glibc's header in any configuration (${report.absent.length}): ${report.absent.join(' ')}`);
console.log(`no condition found (${report.unmatched.length}):\n  ${report.unmatched.join('\n  ')}`);
