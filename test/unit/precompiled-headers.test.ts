// A unit starting from a precompiled header must compile to exactly what reading its headers
// in place gives (src/sim/c/pch.ts): the same generated code, data image, warnings and errors,
// for every C program of the project's corpora, with command-line macros too. gcc cannot answer
// this one: the comparison is mpisim against itself, with the precompiled headers switched off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { compileProgram, usePrecompiledHeaders } from '../../src/sim/compile';
import { CompileError } from '../../src/sim/c/diagnostics';
import { blankPrefix, leadingIncludes } from '../../src/sim/c/pch';

function findRepoRoot(start: string): string {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'examples')) && existsSync(join(dir, 'test', 'c'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no repository above ${start}`);
  }
}
const ROOT = findRepoRoot(__dirname);

function cFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) cFiles(p, out);
    else if (name.endsWith('.c')) out.push(p);
  }
  return out;
}

/** What a compile gives, as text: the generated code, the data image, warnings, or the errors. */
function outcome(file: string, defines?: Record<string, string>): string {
  const source = readFileSync(file, 'latin1');
  try {
    const c = compileProgram({ file, source, defines, readFile: (p) => (existsSync(p) && statSync(p).isFile() ? readFileSync(p, 'latin1') : undefined) });
    const diag = (c.warnings ?? []).map((d) => `${d.severity} ${d.pos.file}:${d.pos.line}:${d.pos.col} ${d.message}`);
    return [c.js, Buffer.from(c.dataImage).toString('hex'), String(c.dataSize), ...diag].join('\n');
  } catch (e) {
    if (!(e instanceof CompileError)) throw e;
    return e.diagnostics.map((d) => `${d.severity} ${d.pos.file}:${d.pos.line}:${d.pos.col} ${d.message}`).join('\n');
  }
}

function both(file: string, defines?: Record<string, string>): void {
  usePrecompiledHeaders(false);
  const inPlace = outcome(file, defines);
  usePrecompiledHeaders(true);
  try {
    // The first compile makes the header state, the second reads it back from the cache.
    assert.equal(outcome(file, defines), inPlace, `${file}: made`);
    assert.equal(outcome(file, defines), inPlace, `${file}: read back`);
  } finally {
    usePrecompiledHeaders(true);
  }
}

const cache = mkdtempSync(join(tmpdir(), 'mpisim-pch-'));
process.env.MPISIM_CACHE_DIR = cache;
test.after(() => rmSync(cache, { recursive: true, force: true }));

const corpora = ['examples', 'test/c', 'test/api', 'test/mpi', 'test/mpi-checks', 'test/coll'].map((d) => join(ROOT, d)).filter(existsSync);
const programs = corpora.flatMap((d) => cFiles(d)).filter((f) => leadingIncludes(readFileSync(f, 'latin1'), () => true));

test('every corpus program compiles from precompiled headers to what reading them in place gives', () => {
  assert.ok(programs.length > 100, `${programs.length} programs start with #include lines`);
  for (const f of programs) both(f);
});

test('command-line macros the headers test (-DNDEBUG for <assert.h>) give headers of their own', () => {
  const f = join(ROOT, 'test', 'c', 'assert_ndebug.c');
  both(f);
  both(f, { NDEBUG: '' });
});

test('the leading lines taken: #include <...> of built-in headers, blank lines and comments only', () => {
  const builtin = (n: string): boolean => ['stdio.h', 'mpi.h', 'stdlib.h'].includes(n);
  const lead = (s: string) => leadingIncludes(s, builtin);
  assert.deepEqual(lead('/* a\n b */\n#include <mpi.h>\n  #  include <stdio.h> // x\n\nint x;\n'), { names: ['<mpi.h>', '<stdio.h>'], end: 57 });
  // A macro, a header that is not built in, a continuation: the prefix stops there.
  assert.deepEqual(lead('#include <mpi.h>\n#define N 4\n#include <stdio.h>\n'), { names: ['<mpi.h>'], end: 17 });
  assert.deepEqual(lead('#include "mpi.h"\n#include <stdio.h>\n'), { names: ['"mpi.h"', '<stdio.h>'], end: 36 });
  assert.deepEqual(lead('#include <mpi.h>\n#include <mine.h>\n'), { names: ['<mpi.h>'], end: 17 });
  assert.deepEqual(lead('#include <mpi.h>\n#include \\\n<stdio.h>\n'), { names: ['<mpi.h>'], end: 17 });
  // A comment that ends on a line with code on it keeps that line out.
  assert.deepEqual(lead('#include <mpi.h>\n/* c\n */ int x;\n'), { names: ['<mpi.h>'], end: 17 });
  assert.equal(lead('int x;\n#include <mpi.h>\n'), undefined);
  assert.equal(blankPrefix('#include <a.h>\r\n/* x */\nint y;', 24), `${' '.repeat(14)}\r\n${' '.repeat(7)}\nint y;`);
});

/** Runs `f` with a fresh directory for sources, removed after. */
function inDir(f: (dir: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'mpisim-pch-src-'));
  try {
    f(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('#include "mpi.h" is the built-in header only when no mpi.h is beside the program', () => inDir((dir) => {
  const file = join(dir, 'q.c');
  writeFileSync(file, '#include "mpi.h"\n#include <stdio.h>\n#ifdef MINE\nint main(void) { return printf("%d\\n", MINE); }\n#else\nint main(void) { return printf("%d\\n", MPI_VERSION); }\n#endif\n');
  both(file);
  writeFileSync(join(dir, 'mpi.h'), '#define MINE 7\n');
  both(file);
  assert.match(outcome(file), /\b7\b/);
}));

test('errors and warnings after the headers keep their places', () => inDir((dir) => {
  const file = join(dir, 'bad.c');
  writeFileSync(file, '#include <mpi.h>\n#include <stdio.h>\n\nmain() {\n  int r = MPI_Init(0, 0)\n  printf("%d\\n", undeclared);\n}\n');
  both(file);
  writeFileSync(file, '#include <stdio.h>\n\nint main(void) {\n  printf("%s\\n", 3);\n  return memset;\n}\n');
  both(file);
}));
