/**
 * The C shipped with mpisim, checked by the real compilers: every built-in header
 * (src/sim/c/include) with gcc -fsyntax-only on its own; the MPI library written in C
 * (src/sim/mpi/lib) against MPICH 4.0.2's real mpi.h and against mpisim's headers; and every
 * function prototype of mpisim's mpi.h re-declared after MPICH's mpi.h, where gcc rejects a
 * prototype whose type differs ("conflicting types") or a function MPICH does not declare.
 * The prototypes are read from the header file here, not from a list. Also checks that what
 * the build bundles is exactly what the files say.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { builtinHeaders, withProfilingNames, withQmpiTypes } from '../../src/sim/c/include';
import { PRELUDE_SOURCE } from '../../src/sim/c/libc';
import { COLL_FALLBACK_SOURCE, MPI_INTERNAL_SOURCE, MPI_LIBRARY_HEADERS, MPI_LIBRARY_SOURCES } from '../../src/sim/mpi/lib';

function findRepoRoot(start: string): string {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'src', 'sim', 'c', 'include', 'mpi.h'))) return dir;
    if (dirname(dir) === dir) throw new Error(`cannot find src/sim/c/include above ${start}`);
  }
}

const ROOT = findRepoRoot(__dirname);
const INCLUDE = join(ROOT, 'src', 'sim', 'c', 'include');
const LIB = join(ROOT, 'src', 'sim', 'mpi', 'lib');

function files(dir: string, ext: RegExp, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, ext, out);
    else if (ext.test(name)) out.push(p);
  }
  return out;
}

function sh(cmd: string, args: string[], cwd?: string): { status: number | null; out: string } {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.error) assert.fail(`cannot run ${cmd} (${r.error.message}): gcc and MPICH (Debian packages gcc, mpich) are required`);
  return { status: r.status, out: r.stdout + r.stderr };
}

function withTmp<T>(f: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'mpisim-csrc-'));
  try {
    return f(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The directories of MPICH's mpi.h, from the compiler wrapper's own command line. */
function mpichIncludeDirs(): string[] {
  const r = sh('mpicc.mpich', ['-show']);
  assert.equal(r.status, 0, `mpicc.mpich -show: ${r.out}`);
  const dirs = [...r.out.matchAll(/(?:^|\s)-I(\S+)/g)].map((m) => m[1]);
  assert.ok(dirs.some((d) => existsSync(join(d, 'mpi.h'))), `no mpi.h under ${dirs.join(' ')}`);
  return dirs;
}

/** mpi.h and the headers it includes, served with the PMPI_ names added. */
const MPI_HEADERS = ['mpi.h', 'mpi_large_count.h', 'mpi_t.h', 'mpio.h'];

const GCC_STRICT = ['-std=gnu17', '-Wall', '-Wextra', '-Werror', '-fsyntax-only'];

test('the bundled C is the files: headers, libc and MPI library, nothing left out', () => {
  const headers = files(INCLUDE, /\.h$/);
  assert.deepEqual(headers.map((p) => relative(INCLUDE, p)).sort(), Object.keys(builtinHeaders).sort());
  // mpi.h and its parts are served with the PMPI_ name of each prototype added.
  // mpi_proto.h gets QMPI's function types, derived from the prototypes of mpi.h and its parts.
  const raw = MPI_HEADERS.map((h) => readFileSync(join(INCLUDE, h), 'utf8'));
  const served = (h: string, text: string) => (MPI_HEADERS.includes(h) ? withProfilingNames(text) : h === 'mpi_proto.h' ? withQmpiTypes(text, raw) : text);
  for (const p of headers) assert.equal(builtinHeaders[relative(INCLUDE, p)], served(relative(INCLUDE, p), readFileSync(p, 'utf8')), p);
  assert.equal(PRELUDE_SOURCE, readFileSync(join(ROOT, 'src', 'sim', 'c', 'libc', 'mpisim-libc.c'), 'utf8'));
  const bundled: Record<string, string> = {
    ...MPI_LIBRARY_HEADERS, ...MPI_LIBRARY_SOURCES, 'mpisim_mpi.h': MPI_INTERNAL_SOURCE, 'coll_fallback.c': COLL_FALLBACK_SOURCE,
  };
  const lib = files(LIB, /\.[ch]$/);
  assert.deepEqual(lib.map((p) => relative(LIB, p)).sort(), Object.keys(bundled).sort());
  for (const p of lib) assert.equal(bundled[relative(LIB, p)], readFileSync(p, 'utf8'), p);
});

test('every built-in header compiles alone with gcc -fsyntax-only (no system headers)', () => {
  withTmp((dir) => {
    const failures: string[] = [];
    for (const p of files(INCLUDE, /\.h$/)) {
      const name = relative(INCLUDE, p);
      writeFileSync(join(dir, 't.c'), `#include <${name}>\n#include <${name}>\n`);
      const r = sh('gcc', [...GCC_STRICT, '-nostdinc', '-I', INCLUDE, 't.c'], dir);
      if (r.status !== 0 || r.out) failures.push(`<${name}>:\n${r.out}`);
    }
    assert.deepEqual(failures, []);
  });
});

test("the MPI library compiles with gcc against MPICH's mpi.h and against mpisim's headers", () => {
  const sources = files(LIB, /\.c$/);
  assert.ok(sources.length >= Object.keys(MPI_LIBRARY_SOURCES).length);
  const mpich = mpichIncludeDirs().map((d) => `-I${d}`);
  const failures: string[] = [];
  withTmp((dir) => {
    // mpisim's headers as it serves them (mpi.h with its PMPI_ names).
    for (const [name, text] of Object.entries(builtinHeaders)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    for (const p of sources) {
      const defines = p.endsWith('coll_fallback.c') ? ['-DMPISIM_COLL_FALLBACK_PRIMITIVES'] : [];
      for (const inc of [mpich, ['-nostdinc', '-I', dir]]) {
        const r = sh('gcc', [...GCC_STRICT, ...defines, ...inc, '-I', LIB, p]);
        if (r.status !== 0 || r.out) failures.push(`${relative(ROOT, p)} (${inc.join(' ')}):\n${r.out}`);
      }
    }
  });
  assert.deepEqual(failures, []);
});

interface Prototype { name: string; text: string; line: number }

/** The function declarations of a header (after removing comments and preprocessor lines). */
function prototypes(text: string): Prototype[] {
  const lines = text.replace(/\/\*[^]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).split('\n');
  let code = lines.map((l) => (/^\s*#/.test(l) ? '' : l.replace(/\/\/.*$/, ''))).join('\n');
  // Bodies (of structs, inline functions) end a declaration; their newlines keep the line numbers.
  for (let prev = ''; prev !== code; ) {
    prev = code;
    code = code.replace(/\{[^{}]*\}/g, (b) => ';' + b.slice(1).replace(/[^\n]/g, ' '));
  }
  const out: Prototype[] = [];
  let start = 0;
  for (const m of code.matchAll(/;/g)) {
    const decl = code.slice(start, m.index);
    const end = m.index! + 1;
    const text1 = decl.trim();
    const line = code.slice(0, start + decl.indexOf(text1)).split('\n').length;
    start = end;
    if (/^(typedef|extern|struct|union|enum|static)\b/.test(text1) || /=/.test(text1)) continue;
    const f = /^[\w\s*]*?\b((?:P?MPIX?|MPIR)_\w+)\s*\(/.exec(text1);
    if (f) out.push({ name: f[1], text: text1.replace(/\s+/g, ' ') + ';', line });
  }
  return out;
}

test("every prototype of mpisim's mpi.h (MPI_ and PMPI_) has MPICH 4.0.2's type", () => {
  const mpich = mpichIncludeDirs().map((d) => `-I${d}`);
  for (const h of MPI_HEADERS) {
    const header = builtinHeaders[h];
    assert.ok(header, `${h} is not served`);
    assert.ok(header.includes(`#include <${h}>`) || h === 'mpi.h' || builtinHeaders['mpi.h'].includes(`#include <${h}>`), `mpi.h does not include ${h}`);
    const protos = prototypes(header);
    assert.ok(protos.length >= 100, `only ${protos.length} prototypes read from ${h}`);
    assert.ok(protos.some((p) => p.name.startsWith('PMPI_')), `no PMPI_ prototypes in ${h}`);
    withTmp((dir) => {
      // MPICH's header first, then ours re-declared: gcc rejects any that differ, naming the line.
      const redeclared = ['#include <mpi.h>', ...protos.map((p) => `#line ${p.line} "mpisim/${h}"\n${p.text}`)].join('\n') + '\n';
      writeFileSync(join(dir, 'redeclare.c'), redeclared);
      const r = sh('gcc', ['-std=gnu17', '-fsyntax-only', ...mpich, 'redeclare.c'], dir);
      const conflicts = r.out.split('\n').filter((l) => /error/.test(l));
      assert.deepEqual(conflicts, [], r.out);
      // Every function must exist in MPICH: taking its address with only MPICH's header.
      const uses = protos.map((p) => `  (void)&${p.name};`).join('\n');
      writeFileSync(join(dir, 'exists.c'), `#include <mpi.h>\nvoid uses(void);\nvoid uses(void)\n{\n${uses}\n}\n`);
      const e = sh('gcc', ['-std=gnu17', '-fsyntax-only', ...mpich, 'exists.c'], dir);
      const missing = [...e.out.matchAll(/‘(\w+)’ undeclared/g)].map((m) => m[1]);
      assert.deepEqual(missing, [], 'functions MPICH does not declare');
      assert.equal(e.status, 0, e.out);
    });
  }
});

test('the prototype reader finds declarations and skips the rest', () => {
  const got = prototypes('#define MPI_X(a) f(a);\ntypedef int (MPI_F)(int);\n/* int MPI_No(void); */\nint MPI_A(int a,\n    int b);\ndouble MPI_Wtime(void);\nstatic int MPI_S(void) { return 0; }\nint MPI_T(void);\n');
  assert.deepEqual(got.map((p) => [p.name, p.line, p.text]), [
    ['MPI_A', 4, 'int MPI_A(int a, int b);'],
    ['MPI_Wtime', 6, 'double MPI_Wtime(void);'],
    ['MPI_T', 8, 'int MPI_T(void);'],
  ]);
});
