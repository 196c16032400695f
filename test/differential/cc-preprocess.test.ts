/**
 * `mpisim cc -E` against `gcc -E` (autoconf's AC_PROG_CPP and its header and egrep checks run
 * `$CC -E`): for every program of test/c, each line of the main file must come out with the same
 * tokens on the same line number (whitespace aside) in both outputs. Lines whose source uses a
 * macro of the system headers are left out — glibc's and mpisim's headers spell those bodies
 * differently (`INT_MAX` is `0x7fffffff` in one, `2147483647` in the other); which macros those
 * are comes from gcc itself (`gcc -dM -E`, minus the file's own #defines). Also: -P, and an
 * include that does not exist.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { GCC_BUILTINS } from '../../src/sim/c/parse-builtins';
import { COMPILER_BUILTINS } from '../../src/sim/c/parse-core';
import { KNOWN_BUILTINS } from '../../src/sim/c/pp-core';
import { C_DIR, C_INCLUDE_DIR, MPISIM_JS, REPO_ROOT, listC, readHeaders, requireGcc, tmpDirForFile } from '../helpers/cprog';

interface Out { stdout: string; stderr: string; status: number | null }
const gcc = (args: string[], cwd = C_DIR): Out => spawnSync('gcc', args, { cwd, encoding: 'latin1', maxBuffer: 64 << 20 });
const mpisimCc = (args: string[], cwd = C_DIR): Out => spawnSync(process.execPath, [MPISIM_JS, 'cc', ...args], { cwd, encoding: 'latin1', maxBuffer: 64 << 20 });

/** Line number -> the line's text without whitespace, for the lines of `file` in -E output. */
function linesOf(out: string, file: string): Map<number, string> {
  const lines = new Map<number, string>();
  let cur = '', n = 0;
  for (const l of out.split('\n')) {
    const m = /^# (\d+) "([^"]*)"/.exec(l);
    if (m) { n = Number(m[1]); cur = m[2]; continue; }
    // gcc breaks a line around a system header's macro with linemarkers: the pieces join again.
    if (cur === file && l.trim()) lines.set(n, (lines.get(n) ?? '') + l.replace(/\s+/g, ''));
    n++;
  }
  return lines;
}

const tmp = tmpDirForFile('cc-E');
before(() => requireGcc());

for (const src of listC(C_DIR)) {
  const name = basename(src);
  test(`${name}: the main file's lines as gcc -E gives them`, () => {
    const h = readHeaders(src);
    const want = gcc(['-E', '-I', C_INCLUDE_DIR, ...h.gccDefines, name]);
    assert.equal(want.status, 0, want.stderr);
    const got = mpisimCc(['-E', '-I', C_INCLUDE_DIR, ...h.mpisimArgs, name]);
    assert.equal(got.status, 0, got.stderr);
    const source = readFileSync(src, 'latin1').split('\n');
    const own = new Set([...readFileSync(src, 'latin1').matchAll(/^\s*#\s*define\s+(\w+)/gm)].map((m) => m[1]));
    const system = new Set(
      [...gcc(['-dM', '-E', '-I', C_INCLUDE_DIR, ...h.gccDefines, name]).stdout.matchAll(/^#define (\w+)/gm)].map((m) => m[1]).filter((n) => !own.has(n)),
    );
    // A program's own macro whose body uses a system header's (errno, stdout) expands to the
    // headers' text as well: lines using it are not comparable either.
    const bodies = [...readFileSync(src, 'latin1').replace(/\\\n/g, ' ').matchAll(/^\s*#\s*define\s+(\w+)(.*)$/gm)];
    for (let grew = true; grew;) {
      grew = false;
      for (const [, n, body] of bodies) if (!system.has(n) && body.split(/\W+/).some((w) => system.has(w))) { system.add(n); grew = true; }
    }
    const comparable = (line: number): boolean => !(source[line - 1] ?? '').split(/\W+/).some((w) => system.has(w));
    const g = linesOf(want.stdout, name), s = linesOf(got.stdout, name);
    const lines = [...new Set([...g.keys(), ...s.keys()])].filter(comparable).sort((a, b) => a - b);
    // A short program whose every statement is a macro over the headers' (wide_stdout.c) still has its function's own lines.
    assert.ok(lines.length > 2, 'lines to compare');
    const differ = lines.filter((l) => g.get(l) !== s.get(l)).map((l) => `line ${l}:\n  gcc    ${g.get(l) ?? '(none)'}\n  mpisim ${s.get(l) ?? '(none)'}`);
    assert.deepEqual(differ, []);
  });
}

test('-P: no linemarkers, the same lines as gcc -E -P (a file without includes)', () => {
  const file = join(tmp, 'plain.c');
  writeFileSync(file, [
    '#define STR(x) #x', '#define CAT(a, b) a ## b', '#define F(x, ...) f(x, __VA_ARGS__)',
    'const char *s = STR(hello   world "q");', 'int CAT(x, 1) = F(1,', '   2, 3);', '', '', 'int y = - -1, z = a+++b;',
    '#if __STDC_VERSION__ >= 201710L', 'int c17;', '#endif', 'long l = __LINE__;', '',
  ].join('\n'));
  const norm = (o: Out) => o.stdout.split('\n').map((l) => l.replace(/\s+/g, '')).filter(Boolean);
  const want = gcc(['-E', '-P', file], tmp), got = mpisimCc(['-E', '-P', file], tmp);
  assert.equal(got.status, 0, got.stderr);
  assert.ok(!/^#/m.test(got.stdout), 'no linemarkers');
  assert.deepEqual(norm(got), norm(want));
});

test('-P byte for byte as gcc -E -P: a file that starts with directives and blank lines, and programs with the built-in headers (given to gcc by -nostdinc -I)', () => {
  const file = join(tmp, 'directives.c');
  writeFileSync(file, '#define X 1\n\n/* c */\nint a = X;\n\n\nint b;\n#if 0\nno\n#endif\nint c;\n' + '\n'.repeat(12) + 'int d;\n');
  const include = join(REPO_ROOT, 'src', 'sim', 'c', 'include');
  const files = [file, ...['recursion.c', 'struct_values.c', 'setjmp_longjmp.c', 'declarators_nested.c'].map((f) => join(C_DIR, f))];
  for (const f of files) {
    const want = gcc(['-E', '-P', '-nostdinc', '-I', include, f], tmp), got = mpisimCc(['-E', '-P', f], tmp);
    assert.equal(want.status, 0, want.stderr);
    assert.equal(got.status, 0, got.stderr);
    assert.equal(got.stdout, want.stdout, f);
  }
});

test('an include that does not exist: status 1 and the error where gcc puts it', () => {
  const file = join(tmp, 'missing.c');
  writeFileSync(file, '/* configure\'s check */\n#include <ac_nonexistent.h>\n');
  const want = gcc(['-E', 'missing.c'], tmp), got = mpisimCc(['-E', 'missing.c'], tmp);
  assert.equal(want.status, 1);
  assert.equal(got.status, 1);
  const where = (o: Out) => /^(\S+:\d+:\d+): fatal error: ac_nonexistent\.h: No such file or directory$/m.exec(o.stderr)?.[1];
  assert.equal(where(got), where(want), got.stderr);
});

test('pragmas: written back as gcc -E writes them (pack, omp, GCC, STDC, unknown ones, _Pragma in and out of macros), once, push_macro, GCC warning and poison performed and dropped', () => {
  writeFileSync(join(tmp, 'once.h'), '#pragma once\nint in_header;\n');
  writeFileSync(join(tmp, 'pragmas.c'), [
    '#include "once.h"', '#include "once.h"', '#define DO_PRAGMA(x) _Pragma (#x)', '#define OMP(x) DO_PRAGMA(omp x)', '#define M 4',
    'int a;', '#pragma pack(push, 2)', 'struct s { char c; int i; };', '#pragma pack(pop)',
    '   #  pragma   omp parallel for   schedule(static)  ', '#pragma GCC diagnostic push', '#pragma GCC diagnostic ignored "-Wunused"',
    '#pragma weak foo', '#pragma STDC FP_CONTRACT ON', '#pragma unknown_thing a b /* comment */ c M',
    'int b = 1; _Pragma("GCC diagnostic pop") int c = 2;', 'OMP(parallel num_threads(M)) int d;', '_Pragma("message(\\"hi\\")")',
    '#pragma push_macro("M")', '#undef M', '#define M 5', '#pragma pop_macro("M")', 'int e = M;',
    '#pragma GCC warning "careful"', '#pragma GCC poison bad', '#pragma', '#pragma GCC visibility push(default)', '#pragma GCC unroll 4',
    'int f(void) { return 1', '#pragma omp barrier', '; }', '',
  ].join('\n'));
  const norm = (o: Out) => o.stdout.split('\n').map((l) => l.replace(/\s+/g, '')).filter(Boolean);
  const wantP = gcc(['-E', '-P', 'pragmas.c'], tmp), gotP = mpisimCc(['-E', '-P', 'pragmas.c'], tmp);
  assert.equal(gotP.status, 0, gotP.stderr);
  assert.ok(norm(wantP).filter((l) => l.startsWith('#pragma')).length >= 12, 'gcc wrote the pragmas back');
  assert.deepEqual(norm(gotP), norm(wantP));
  const want = gcc(['-E', 'pragmas.c'], tmp), got = mpisimCc(['-E', 'pragmas.c'], tmp);
  const g = linesOf(want.stdout, 'pragmas.c'), s = linesOf(got.stdout, 'pragmas.c');
  assert.deepEqual([...s.entries()].sort((x, y) => x[0] - y[0]), [...g.entries()].sort((x, y) => x[0] - y[0]));
});

test('-P byte for byte as gcc -E -P: the space gcc puts where padding separates tokens that could paste (cpp_avoid_paste), every pair of token kinds, and F(F(...)) 3,000 deep', () => {
  const toks = ['x', 'L', 'u8', '1', '1e', '.5', '0x1', "'c'", "L'c'", '"s"', 'L"s"', '+', '-', '*', '/', '%', '&', '|', '^', '!', '=', '<', '>', '<<', '>>',
    '.', '->', '#', ':', '++', '--', '<=', '>=', '==', '&&', '||', '...', '(', ')', '[', ']', ';', '?', '~', '+=', '-='];
  const lines = ['#define F(a) a', '#define O(a) (a)', '#define H #', 'H define', '  H x'];
  for (const a of toks) for (const b of toks) lines.push(`F(${a})${b} F(${a})F(${b}) O(${a})${b}`);
  lines.push(`int v = ${'O(F('.repeat(1500)}0${'))'.repeat(1500)};`, `F(x)1`);
  writeFileSync(join(tmp, 'paste.c'), lines.join('\n') + '\n');
  const want = gcc(['-E', '-P', 'paste.c'], tmp), got = mpisimCc(['-E', '-P', 'paste.c'], tmp);
  assert.equal(want.status, 0, want.stderr);
  assert.equal(got.status, 0, got.stderr);
  assert.equal(got.stdout, want.stdout);
});

test('__has_builtin answers as gcc 12 for every builtin mpisim implements (the compiler\'s, the headers\', the library\'s), and for __builtin_va_arg', () => {
  const names = [...Object.keys(COMPILER_BUILTINS), ...Object.keys(GCC_BUILTINS), ...KNOWN_BUILTINS, '__builtin_memcpy', '__builtin_strlen', '__builtin_abort', '__builtin_va_arg'];
  writeFileSync(join(tmp, 'hasbuiltin.c'), names.map((n) => `#if __has_builtin(${n})\nyes ${n}\n#else\nno ${n}\n#endif\n`).join(''));
  const want = gcc(['-E', '-P', 'hasbuiltin.c'], tmp), got = mpisimCc(['-E', '-P', 'hasbuiltin.c'], tmp);
  assert.equal(got.status, 0, got.stderr);
  assert.ok(want.stdout.includes('yes __builtin_expect'), want.stdout);
  assert.equal(got.stdout, want.stdout);
});
