// The C preprocessor and the built-in headers, checked against the real gcc cpp, glibc
// and MPICH 4's mpi.h (mpicc.mpich).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { preprocess, type PreprocessOptions } from '../../src/sim/c/preprocessor';
import { lex } from '../../src/sim/c/lexer';
import { DiagnosticSink, type Diagnostic } from '../../src/sim/c/diagnostics';
import type { Token } from '../../src/sim/c/token';
import { builtinHeaders } from '../../src/sim/c/include';

// ----- helpers -----

function run(cmd: string, args: string[], cwd?: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(cmd, args, { cwd, encoding: 'latin1' });
  if (r.error) throw new Error(`cannot run ${cmd}: ${r.error.message}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function withTmp<T>(f: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'mpisim-pp-'));
  try {
    return f(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function ours(src: string, opts: Partial<PreprocessOptions> = {}, file = 'in.c'): { toks: Token[]; diags: Diagnostic[] } {
  const sink = new DiagnosticSink();
  const toks = preprocess(file, src, { readFile: () => undefined, ...opts }, sink);
  return { toks, diags: sink.list };
}

const texts = (toks: Token[]): string => toks.filter((t) => t.kind !== 'eof').map((t) => t.text).join(' ');

/** Token texts of gcc's preprocessed output, relexed so that spacing does not matter. */
function gccTokens(src: string, extra: string[] = []): { text: string; stderr: string } {
  return withTmp((dir) => {
    writeFileSync(join(dir, 'in.c'), src, 'latin1');
    const r = run('gcc', ['-E', '-P', '-std=gnu17', ...extra, 'in.c'], dir);
    const toks = lex('gcc', r.stdout, new DiagnosticSink());
    return { text: texts(toks), stderr: r.stderr };
  });
}

/** gcc's errors and warnings for in.c as "line:severity:message", sorted. */
function gccDiags(stderr: string): string[] {
  const out: string[] = [];
  for (const l of stderr.split('\n')) {
    const m = /^in\.c:(\d+)(?::\d+)?: (fatal error|error|warning): (.*?)(?: \[-W[^\]]+\])?$/.exec(l);
    // gcc prints its "the conditional began here" note as an error without a column.
    if (m && m[3] !== 'the conditional began here') out.push(`${m[1]}:${m[2] === 'fatal error' ? 'error' : m[2]}:${m[3]}`);
  }
  return out.sort();
}
function ourDiags(diags: Diagnostic[]): string[] {
  return diags
    .filter((d) => d.severity !== 'note' && d.pos.file === 'in.c')
    .map((d) => `${d.pos.line}:${d.severity}:${d.message.replace(/ \[-W[^\]]+\]$/, '')}`)
    .sort();
}

function assertSameAsGcc(src: string): void {
  const g = gccTokens(src, ['-undef', '-nostdinc']);
  const o = ours(src);
  assert.equal(texts(o.toks), g.text);
  assert.deepEqual(ourDiags(o.diags), gccDiags(g.stderr));
}

// ----- differential tests against gcc's cpp -----

test('C11 6.10.3.5 example 3 (f, g, h, m, t, p, q, r, str)', () => {
  assertSameAsGcc(`#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };
`);
});

test('C11 6.10.3.5 example 4 (str, xstr, debug, INCFILE, glue, xglue)', () => {
  assertSameAsGcc(`#define str(s) # s
#define xstr(s) str(s)
#define debug(s, t) printf("x" # s "= %d, x" # t "= %s", \\
 x ## s, x ## t)
#define INCFILE(n) vers ## n
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"
debug(1, 2);
fputs(str(strncmp("abc\\0d", "abc", '\\4') // this goes away
 == 0) str(: @\\n), s);
xstr(INCFILE(2).h)
glue(HIGH, LOW);
xglue(HIGH, LOW)
`);
});

test('C11 6.10.3.5 examples 5 and 7, and the hash_hash example', () => {
  assertSameAsGcc(`#define t(x,y,z) x ## y ## z
int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),
 t(10,,), t(,11,), t(,,12), t(,,) };
#define debug(...) fprintf(stderr, __VA_ARGS__)
#define showlist(...) puts(#__VA_ARGS__)
#define report(test, ...) ((test)?puts(#test):\\
 printf(__VA_ARGS__))
debug("Flag");
debug("X = %d\\n", x);
showlist(The first, second, and third items.);
report(x>y, "x is %d but y is %d", x, y);
#define hash_hash # ## #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
#define join(c, d) in_between(c hash_hash d)
char p[] = join(x, y);
`);
});

test('stringizing: gcc spacing, quotes and backslashes', () => {
  assertSameAsGcc(`#define str(x) #x
#define xstr(x) str(x)
#define EMPTY
#define h(x) [x]
#define P +
#define f(x) x
#define g(x) (x)
xstr(h( y )) xstr(a EMPTY b) xstr(EMPTY a) xstr(a EMPTY) xstr( a P b ) xstr(f(1)f(2)) xstr(g( 1 )+g(2))
xstr(P P) xstr(-P) xstr(f( -)P) xstr(h(h(z)))
str( "a\\n" '\\'' "\\\\" '"' ) str(  leading   trailing  ) str(a/**/b) str(a
b
  c) str(\\) str(\\\\) str('\\\\')
str(L"x" u"y" U'z' u8"w")
xstr(__LINE__) xstr(__FILE__) str(__LINE__)
`);
});

test('pasting, including invalid pastes', () => {
  assertSameAsGcc(`#define cat(a,b) a ## b
#define xcat(a,b) cat(a,b)
cat(x,1) cat(+,=) cat(<<,=) cat(L, "s") cat(.,5) cat(1e,+) cat(u8,"x") cat(,) cat(a,) cat(,b) cat(-,>)
xcat(xcat(1,2),3) cat(cat(1,2),3)
cat(a, +) cat(/,/) cat(.,.) cat(x, "y")
#define q(x) x ## __LINE__
q(l)
`);
});

test('recursion stops (hide sets), invocation rules, nested parentheses and line-spanning calls', () => {
  assertSameAsGcc(`#define foo foo
foo
#define a1 b1
#define b1 a1
a1 b1
#define AA BB AA
#define BB AA BB
AA BB
#define ff(a) a*gg
#define gg(a) ff(a)
ff(2)(9)
int ff = ff;
ff
(3)
#define F(x, y) x + y
F((1,2), (3,4)) F(,) F( , ) F((,),(,)) F(f(1,2)[3], {4})
#define LP (
#define RP )
#define f(x) x
f LP 1 RP
#define APPLY(m, a) m(a)
#define str(x) #x
#define xstr(x) str(x)
APPLY(f, 5) APPLY(str, a b) APPLY(xstr, )
#define NIL(x) x
#define G0 NIL(
G0 3)
#define ID(x) x
ID(ID)(4) ID(ID(ID))(5)
#define z2 z2[0]
z2 xstr(z2)
#define obj (1)
#define fn() 2
obj fn fn() fn ( ) fn(
)
#define max(a, b) ((a) > (b) ? (a) : (b))
max(max(1,
        2),
    max(3, f(4)))
`);
});

test('variadic macros: __VA_ARGS__, GNU comma pasting, named variadics, __VA_OPT__', () => {
  assertSameAsGcc(`#define EMPTY
#define E(...) __VA_ARGS__ #__VA_ARGS__
E() E(1) E(1,2) E( 1 , 2 ) E((a,b),c)
#define N(fmt, args...) printf(fmt, ## args)
N("x") N("x", 1, 2)
#define V(fmt, ...) printf(fmt, ## __VA_ARGS__)
V("x") V("x", ) V("x", 1) V("x",EMPTY)
#define W(...) w(0, ## __VA_ARGS__)
W() W(1)
#define OPT(a, ...) a __VA_OPT__(- __VA_ARGS__ -) end
OPT(1) OPT(1,2) OPT(1,EMPTY) OPT(1, )
#define OPT2(...) x ## __VA_OPT__(y) ## z
OPT2() OPT2(1)
#define LOG(lvl, fmt, ...) log_##lvl(__FILE__, __LINE__, fmt, ##__VA_ARGS__)
LOG(info, "a") LOG(warn, "b %d", 2)
`);
});

test('conditionals: nesting, #elif chains, defined, integer arithmetic like gcc', () => {
  assertSameAsGcc(`#define ONE 1
#define TWO 2
#define FN(x) ((x) * 2)
#define DEF defined(ONE)
#if ONE
a
# if TWO == 3
b
# elif FN(TWO) == 4 && defined ONE && !defined(THREE)
c
#  ifdef THREE
d
#  else
e
#   if 0
#    error must be skipped
#    bogus directive
don't care 'x
#   endif
#  endif
# else
f
# endif
#elif 1/0
g
#else
h
#endif
#if -1 > 0u
u1
#endif
#if (-1 >> 63) == -1 && 0x7fffffffffffffff + 1 < 0
u2
#endif
#if '\\377' < 0 && L'\\377' > 0 && u'x' == 120 && '\\n' == 10 && 'ab' == 24930 && '\\x41' == 65
u3
#endif
#if 1 ? -1 : 0u
u4
#endif
#if 0 && (1/0) || 1 || 1/0
u5
#endif
#if 0 ? 1/0 : 2
u6
#endif
#if ~0u == 18446744073709551615u && 0b101 == 5 && 010 == 8 && 1LL + 1ull == 2 && UNDEFINED_ID == 0
u7
#endif
#if (2 || 3) == 1 && (0 && 5) == 0 && !0 == 1 && -(-9223372036854775807 - 1) < 0
u8
#endif
#if 18446744073709551615 % 10 == 5 && -1 / 2 == 0 && -7 % 3 == -1 && (1 << 62) * 2 < 0
u9
#endif
#if DEF && (1, 2) == 2
u10
#endif
#ifndef ONE
v1
#elifdef TWO
v2
#endif
`);
});

test('diagnostics have gcc wording (errors and warnings, line by line)', () => {
  assertSameAsGcc(`#define X+1
#define Y 1
#define Y 2
#define Y 2
#if 1/0
#endif
#ifdef
#endif
#foo
#if 1 +
#endif
#if (1
#endif
#if 1 2
#endif
#if "a"
#endif
#if 1.0
#endif
#if 12abc
#endif
#if 18446744073709551615
#endif
#if 99999999999999999999999
#endif
#if 'ab'
#endif
#if 1 = 1
#endif
#if ()
#endif
#if
#endif
#define
#define 3
#define defined
#define F(x,x) x
#define G(x
#define H(x,) x
#define I(x) #y
#define J(x) ## x
#define K(x) x ##
#define NV(x) __VA_ARGS__
#define str(x) #x
#define cat(a,b) a ## b
str(1,2)
cat(1)
cat(a, +)
#ifdef X junk
#endif junk
#else
#endif
#elif 1
#error don't do "this"
#warning hello   world
#pragma GCC error "boom"
#pragma GCC warning "careful"
#undef X junk
#if 1
#else
#else
#endif
#if defined
#endif
#if FOO(1)
#endif
#if 1 ? 2
#endif
#if (1 << 63) < 0
#endif
#if 1 ? 2 : (1 << 63)
#endif
#define f(x) x
f(1,
`);
  assertSameAsGcc('#if 1\n#else\n#endif\n#ifdef A\n#if 1\n#ifndef B\n');
  assertSameAsGcc('#if 0\n#else\n#elif 1\n#endif\n#endif\n');
});

test('#if overflow warnings at the column gcc gives (the token that applies the operator)', () => {
  const src = `#if 9223372036854775807 + 1
#endif
#if (9223372036854775807 + 1) == 0
#endif
#if -(-9223372036854775807 - 1) < 0
#endif
#if 1 ? 9223372036854775807 * 3 : 0
#endif
#if 4611686018427387904 << 1 > 0
#endif
#if -9223372036854775807 - 1 - 1 > 0
#endif
#if 5 - 10 == -5 && 18446744073709551615u + 1 == 0 && 0 || 1 / 0
#endif
`;
  const g = gccTokens(src, ['-undef', '-nostdinc']);
  const cols = [...g.stderr.matchAll(/^in\.c:(\d+):(\d+): warning: (.*?)(?: \[-W[^\]]+\])?$/gm)].map((m) => `${m[1]}:${m[2]}: ${m[3]}`);
  assert.equal(cols.length, 6, g.stderr);
  const o = ours(src);
  assert.deepEqual(o.diags.filter((d) => d.severity === 'warning').map((d) => `${d.pos.line}:${d.pos.col}: ${d.message}`), cols);
});

test('predefined macros expand exactly like gcc -std=gnu17 (x86-64 Linux)', () => {
  const names = [
    '__STDC__', '__STDC_VERSION__', '__STDC_HOSTED__', '__GNUC__', '__GNUC_MINOR__', '__GNUC_PATCHLEVEL__',
    '__x86_64__', '__x86_64', '__amd64__', '__linux__', '__linux', 'linux', '__unix__', 'unix', '__gnu_linux__',
    '__LP64__', '_LP64', '__ELF__', '__CHAR_BIT__', '__SIZEOF_INT__', '__SIZEOF_LONG__', '__SIZEOF_POINTER__',
    '__SIZEOF_LONG_LONG__', '__SIZEOF_SHORT__', '__SIZEOF_FLOAT__', '__SIZEOF_DOUBLE__', '__SIZEOF_LONG_DOUBLE__',
    '__SIZEOF_SIZE_T__', '__SIZEOF_WCHAR_T__', '__SIZEOF_PTRDIFF_T__', '__INT_MAX__', '__LONG_MAX__',
    '__LONG_LONG_MAX__', '__SCHAR_MAX__', '__SHRT_MAX__', '__SIZE_MAX__', '__SIZE_TYPE__', '__PTRDIFF_TYPE__',
    '__WCHAR_TYPE__', '__INTMAX_TYPE__', '__UINT64_TYPE__', '__INT64_C(5)', '__UINT32_C(7)', '__DBL_MAX__',
    '__FLT_EPSILON__', '__DBL_MIN__', '__LDBL_MANT_DIG__', '__FLT_EVAL_METHOD__', '__BYTE_ORDER__',
    '__ORDER_LITTLE_ENDIAN__', '__BIGGEST_ALIGNMENT__', '__STDC_IEC_559__', '__STDC_UTF_16__', '__VERSION__',
    '__CHAR16_TYPE__', '__INTPTR_TYPE__', '__UINTPTR_MAX__', '__WINT_MIN__', '__SIG_ATOMIC_MIN__', '__DECIMAL_DIG__',
    '__OPTIMIZE__', '__func__', '__SSE2__', '__INCLUDE_LEVEL__', '__FILE__', '__LINE__', '__BASE_FILE__',
  ];
  // Not compared: __OPTIMIZE__ and __SSE2__ (gcc -O0 has no __OPTIMIZE__; we do not model SIMD).
  const skip = new Set(['__SSE2__']);
  const src = names.filter((n) => !skip.has(n)).map((n) => `${n} ;`).join('\n') + '\n';
  const g = gccTokens(src);
  const o = ours(src);
  assert.deepEqual(o.diags, []);
  assert.deepEqual(texts(o.toks).split(' ; '), g.text.split(' ; '));
  // The build's date and time from SOURCE_DATE_EPOCH (both read the environment), and our own marker.
  const saved = process.env.SOURCE_DATE_EPOCH;
  process.env.SOURCE_DATE_EPOCH = '1234567890';
  try {
    assert.equal(texts(ours('__DATE__ __TIME__ __STDC_VERSION__').toks), gccTokens('__DATE__ __TIME__ __STDC_VERSION__').text);
  } finally {
    if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH; else process.env.SOURCE_DATE_EPOCH = saved;
  }
  assert.equal(texts(ours('__MPISIM__').toks), '1');
  assert.equal(texts(ours('__COUNTER__ __COUNTER__ __COUNTER__').toks), '0 1 2');
});

// ----- positions, includes, options -----

test('positions: file tokens keep theirs, expansions take the invocation name position', () => {
  const src = [
    '#define N 10', // 1
    '#define SQ(x) ((x)*(x))', // 2
    '#define M SQ(N)', // 3
    'int a = N;', // 4
    'int b = SQ(a +', // 5
    '   1);', // 6
    'int c = M;', // 7
    'int d = __LINE__; const char *e = __FILE__;', // 8
  ].join('\n');
  const { toks, diags } = ours(src, {}, 'prog.c');
  assert.deepEqual(diags, []);
  const at = (line: number) => toks.filter((t) => t.pos.line === line);
  // line 4: `10` from N sits on N.
  const l4 = at(4);
  assert.equal(texts(l4), 'int a = 10 ;');
  assert.deepEqual(l4[3].pos, { file: 'prog.c', line: 4, col: 9 });
  assert.equal(l4[3].macro, 'N');
  assert.equal(l4[0].macro, undefined);
  assert.ok(l4[0].bol);
  assert.ok(!l4[3].bol && l4[3].space);
  // lines 5-6: body tokens at SQ (5:9); argument tokens where they are written.
  const sq = toks.filter((t) => t.macro === 'SQ');
  assert.equal(sq.map((t) => t.text).join(''), '(()*())');
  for (const t of sq) assert.deepEqual(t.pos, { file: 'prog.c', line: 5, col: 9 });
  const ones = toks.filter((t) => t.text === '1');
  assert.equal(ones.length, 2);
  for (const t of ones) assert.deepEqual(t.pos, { file: 'prog.c', line: 6, col: 4 });
  const as = toks.filter((t) => t.text === 'a' && t.pos.line === 5);
  assert.equal(as.length, 2);
  for (const t of as) assert.equal(t.pos.col, 12);
  // line 7: everything from M's nested expansions sits on M (7:9).
  const l7 = at(7);
  assert.equal(texts(l7), 'int c = ( ( 10 ) * ( 10 ) ) ;');
  for (const t of l7.slice(3, -1)) {
    assert.deepEqual(t.pos, { file: 'prog.c', line: 7, col: 9 });
    assert.equal(t.macro, 'M');
  }
  assert.equal(texts(at(8)), 'int d = 8 ; const char * e = "prog.c" ;');
  assert.equal(toks[toks.length - 1].kind, 'eof');
  assert.equal(toks.filter((t) => t.kind === 'eof').length, 1);
});

test('#line changes __LINE__ and __FILE__ but not token positions', () => {
  const { toks, diags } = ours('#line 100 "gen.c"\n__LINE__ __FILE__\nx\n', {}, 'p.c');
  assert.deepEqual(diags, []);
  assert.equal(texts(toks), '100 "gen.c" x');
  assert.equal(toks[0].pos.line, 2);
  assert.equal(toks[2].pos.line, 3);
});

test('user headers: search order, guards, #pragma once, computed includes, include_next', () => {
  const files: Record<string, string> = {
    '/p/src/main.c': '',
    '/p/src/local.h': '#pragma once\nint local_h;\n',
    '/p/src/util.h': '#ifndef UTIL_H\n#define UTIL_H\nint util_src;\n#endif\n',
    '/p/inc/util.h': 'int util_inc;\n',
    '/p/inc/stdio.h': 'int my_stdio;\n#include_next <stdio.h>\n',
    '/p/inc/sub/deep.h': '#include "../lib.h"\nint deep;\n',
    '/p/inc/lib.h': '#define LIBVAL 42\n',
  };
  const reads: string[] = [];
  const readFile = (p: string): string | undefined => {
    reads.push(p);
    return files[p];
  };
  const src = [
    '#include "util.h"',
    '#include "util.h"',
    '#include <util.h>',
    '#include "local.h"',
    '#include "./local.h"',
    '#define HDR "sub/deep.h"',
    '#include HDR',
    '#define SYS <stdbool.h>',
    '#include SYS',
    'int v = LIBVAL; bool b = true;',
    '#include "stdio.h"',
    'int end;',
  ].join('\n');
  const sink = new DiagnosticSink();
  const toks = preprocess('/p/src/main.c', src, { readFile, includeDirs: ['/p/inc'] }, sink);
  assert.deepEqual(sink.list, []);
  const user = toks.filter((t) => !t.pos.file.startsWith('<built-in>'));
  assert.equal(
    texts(user),
    'int util_src ; int util_inc ; int local_h ; int deep ; int v = 42 ; _Bool b = 1 ; int my_stdio ; int end ;',
  );
  const utilTok = toks.find((t) => t.text === 'util_src')!;
  assert.deepEqual(utilTok.pos, { file: '/p/src/util.h', line: 3, col: 5 });
  assert.equal(toks.find((t) => t.text === 'deep')!.pos.file, '/p/inc/sub/deep.h');
  // <stdio.h> found through include_next in the built-ins after /p/inc/stdio.h.
  assert.ok(toks.some((t) => t.text === 'printf' && t.pos.file === '<built-in>/stdio.h'));
  // "..." searches the including file's directory first.
  assert.equal(reads[0], '/p/src/util.h');
});

test('missing header: gcc message at the directive, preprocessing stops', () => {
  const { toks, diags } = ours('int a;\n#include "nope.h"\nint b;\n#include <alsonot.h>\n', {}, 'm.c');
  assert.equal(diags.length, 1);
  assert.equal(diags[0].severity, 'error');
  assert.equal(diags[0].message, 'nope.h: No such file or directory');
  assert.deepEqual(diags[0].pos, { file: 'm.c', line: 2, col: 10 });
  assert.equal(texts(toks), 'int a ;');
  const angled = ours('#include <alsonot.h>\n', {}, 'm.c').diags;
  assert.equal(angled[0].message, 'alsonot.h: No such file or directory');
  // And like gcc when compared (one fatal error).
  assertSameAsGcc('int a;\n#include "nope.h"\nint b;\n');
});

test('include depth is limited to 200 with gcc\'s message', () => {
  const files: Record<string, string> = { 'self.h': '#include "self.h"\nx\n' };
  const { diags } = ours('#include "self.h"\n', { readFile: (p) => files[p] });
  const errs = diags.filter((d) => d.severity === 'error');
  assert.equal(errs.length, 1);
  assert.equal(errs[0].message, '#include nested depth 200 exceeds maximum of 200 (use -fmax-include-depth=DEPTH to increase the maximum)');
  assert.equal(errs[0].pos.file, 'self.h');
});

test('-D and -U options', () => {
  const src = 'N FLAG SQ(3) GREETING LIMIT\n#ifdef GONE\ngone\n#endif\n';
  const { toks, diags } = ours(src, {
    defines: { N: '5', FLAG: '', 'SQ(x)': '((x)*(x))', GREETING: '"hi"', GONE: '1', LIMIT: '(N*2)' },
    undefines: ['GONE'],
  });
  assert.deepEqual(diags, []);
  assert.equal(texts(toks), '5 1 ( ( 3 ) * ( 3 ) ) "hi" ( 5 * 2 )');
});

test('_Pragma and #pragma are removed; push_macro/pop_macro work', () => {
  const { toks, diags } = ours(
    '#define P _Pragma("omp parallel") x\nP y\n#pragma weird stuff\n#define M 1\n#pragma push_macro("M")\n#undef M\nM\n#pragma pop_macro("M")\nM\n',
  );
  assert.deepEqual(diags, []);
  assert.equal(texts(toks), 'x y M 1');
});

test('unterminated #if is reported at the #if; lexer errors in skipped groups are ignored', () => {
  const { diags } = ours('int x;\n#if 1\n#ifdef A\nint y;\n#endif\n', {}, 'u.c');
  assert.deepEqual(diags.map((d) => `${d.pos.line}:${d.pos.col}:${d.message}`), ['2:1:unterminated #if']);
  const skipped = ours("#if 0\nit's fine here\n#endif\n");
  assert.deepEqual(skipped.diags, []);
  const active = ours("it's not fine here\n");
  assert.equal(active.diags.length, 1);
  assert.equal(active.diags[0].message, "missing terminating ' character");
});

test('bad input never throws and always ends with one eof token', () => {
  const frags = [
    '#define', '#undef', '#if', '#elif', '#else', '#endif', '#include', '#line', '#error', '#pragma', '#',
    'f', 'g', 'x', '(', ')', ',', '#', '##', '...', '__VA_ARGS__', '__VA_OPT__', 'defined', '1', '0x', "'a",
    '"s', '/*', '\\', '\n', '\n', '\n', ' ', '<', '>', '__LINE__', '_Pragma', '1/0', 'f(', ')(',
  ];
  let seed = 12345;
  const rnd = (n: number): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  for (let k = 0; k < 300; k++) {
    let s = '#define f(a, ...) a f g(__VA_ARGS__)\n#define g(x) # x f\n';
    const len = 5 + rnd(60);
    for (let j = 0; j < len; j++) s += frags[rnd(frags.length)] + (rnd(3) === 0 ? ' ' : '');
    const { toks } = ours(s, { readFile: () => 'f(\n' });
    assert.equal(toks[toks.length - 1].kind, 'eof', s);
    assert.equal(toks.filter((t) => t.kind === 'eof').length, 1);
  }
  // Absurd nesting ends with an error, not a crash.
  const deep = ours('#define f(x) x\n' + 'f('.repeat(900) + '1' + ')'.repeat(900) + '\n#if ' + '('.repeat(20000) + '1\n#endif\n');
  assert.ok(deep.diags.some((d) => d.severity === 'error'));
  assert.equal(deep.toks[deep.toks.length - 1].kind, 'eof');
});

// ----- built-in headers -----

function dumpHeaders(dir: string): void {
  for (const [name, text] of Object.entries(builtinHeaders)) {
    const p = join(dir, name);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, text, 'latin1');
  }
}

test('every built-in header preprocesses cleanly (alone, all together, twice, with NDEBUG)', () => {
  const names = Object.keys(builtinHeaders);
  for (const n of ['mpi.h', 'stdio.h', 'stdlib.h', 'string.h', 'strings.h', 'math.h', 'assert.h', 'stdbool.h',
    'stdint.h', 'inttypes.h', 'limits.h', 'float.h', 'stddef.h', 'stdarg.h', 'time.h', 'ctype.h', 'errno.h',
    'unistd.h', 'sys/time.h']) {
    assert.ok(names.includes(n), n);
  }
  for (const n of names) {
    const { toks, diags } = ours(`#include <${n}>\n#include "${n}"\n`);
    assert.deepEqual(diags, [], n);
    assert.equal(toks[toks.length - 1].kind, 'eof');
  }
  const all = names.map((n) => `#include <${n}>`).join('\n') + '\n';
  assert.deepEqual(ours(all + all).diags, []);
  assert.deepEqual(ours('#define NDEBUG\n' + all).diags, []);
  assert.equal(texts(ours('#include <assert.h>\nassert(x);').toks),
    'void __assert_fail ( const char * __assertion , const char * __file , unsigned int __line , const char * __function ) ; ( ( x ) ? ( void ) 0 : __assert_fail ( "x" , "in.c" , 2 , __func__ ) ) ;');
  assert.equal(texts(ours('#define NDEBUG\n#include <assert.h>\nassert(x);').toks).split(';').pop(), '');
  assert.ok(texts(ours('#define NDEBUG\n#include <assert.h>\nassert(x);').toks).endsWith('( ( void ) 0 ) ;'));
});

test('built-in headers compile with real gcc -std=c11 -pedantic-errors -Wall -Wextra -Werror', () => {
  withTmp((dir) => {
    dumpHeaders(join(dir, 'inc'));
    const src = Object.keys(builtinHeaders).map((n) => `#include <${n}>`).join('\n') + '\nint main(void) { return 0; }\n';
    writeFileSync(join(dir, 'all.c'), src);
    const r = run('gcc', ['-std=c11', '-pedantic-errors', '-Wall', '-Wextra', '-Werror', '-fsyntax-only', '-nostdinc', '-I', 'inc', 'all.c'], dir);
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
  });
});

/** Compiles `src` twice (system headers vs ours) with gcc, runs both, compares outputs. */
function compareWithSystemHeaders(src: string): void {
  withTmp((dir) => {
    dumpHeaders(join(dir, 'inc'));
    writeFileSync(join(dir, 'p.c'), src);
    const sys = run('gcc', ['-std=gnu17', '-o', 'sys', 'p.c', '-lm'], dir);
    assert.equal(sys.status, 0, sys.stderr);
    const mine = run('gcc', ['-std=gnu17', '-nostdinc', '-I', 'inc', '-o', 'mine', 'p.c', '-lm'], dir);
    assert.equal(mine.status, 0, mine.stderr);
    const a = run(join(dir, 'sys'), [], dir);
    const b = run(join(dir, 'mine'), [], dir);
    assert.equal(a.status, 0);
    const al = a.stdout.split('\n');
    const bl = b.stdout.split('\n');
    for (let k = 0; k < Math.max(al.length, bl.length); k++) assert.equal(bl[k], al[k]);
  });
}

test('libc header values and layouts equal glibc/gcc on x86-64', () => {
  const ints = [
    'CHAR_BIT', 'SCHAR_MIN', 'SCHAR_MAX', 'UCHAR_MAX', 'CHAR_MIN', 'CHAR_MAX', 'MB_LEN_MAX', 'SHRT_MIN', 'SHRT_MAX',
    'USHRT_MAX', 'INT_MIN', 'INT_MAX', 'UINT_MAX', 'LONG_MIN', 'LONG_MAX', 'ULONG_MAX', 'LLONG_MIN', 'LLONG_MAX',
    'ULLONG_MAX', 'SSIZE_MAX', 'PATH_MAX', 'HOST_NAME_MAX',
    'INT8_MIN', 'INT8_MAX', 'INT16_MIN', 'INT16_MAX', 'INT32_MIN', 'INT32_MAX', 'INT64_MIN', 'INT64_MAX', 'UINT8_MAX',
    'UINT16_MAX', 'UINT32_MAX', 'UINT64_MAX', 'INT_LEAST8_MIN', 'INT_LEAST64_MAX', 'UINT_LEAST32_MAX', 'INT_FAST8_MIN',
    'INT_FAST16_MIN', 'INT_FAST32_MAX', 'UINT_FAST16_MAX', 'UINT_FAST8_MAX', 'INTPTR_MIN', 'INTPTR_MAX', 'UINTPTR_MAX',
    'INTMAX_MIN', 'INTMAX_MAX', 'UINTMAX_MAX', 'PTRDIFF_MIN', 'PTRDIFF_MAX', 'SIG_ATOMIC_MIN', 'SIG_ATOMIC_MAX',
    'SIZE_MAX', 'WCHAR_MIN', 'WCHAR_MAX', 'WINT_MIN', 'WINT_MAX', 'INT64_C(-3)', 'UINT64_C(3)', 'UINT32_C(3)', 'INTMAX_C(9)',
    'FLT_RADIX', 'FLT_MANT_DIG', 'DBL_MANT_DIG', 'LDBL_MANT_DIG', 'FLT_DIG', 'DBL_DIG', 'LDBL_DIG', 'FLT_MIN_EXP',
    'DBL_MIN_EXP', 'FLT_MAX_EXP', 'DBL_MAX_EXP', 'DBL_MAX_10_EXP', 'DBL_MIN_10_EXP', 'FLT_ROUNDS', 'FLT_EVAL_METHOD',
    'DECIMAL_DIG', 'DBL_DECIMAL_DIG', 'FLT_HAS_SUBNORM',
    'EOF', 'BUFSIZ', '_IOFBF', '_IOLBF', '_IONBF', 'SEEK_SET', 'SEEK_CUR', 'SEEK_END', 'FILENAME_MAX', 'FOPEN_MAX',
    'RAND_MAX', 'EXIT_SUCCESS', 'EXIT_FAILURE', 'CLOCKS_PER_SEC', 'CLOCK_REALTIME', 'CLOCK_MONOTONIC', 'TIME_UTC',
    'FP_NAN', 'FP_INFINITE', 'FP_ZERO', 'FP_SUBNORMAL', 'FP_NORMAL', 'FP_ILOGB0', 'FP_ILOGBNAN', 'math_errhandling',
    'fpclassify(1.0)', 'fpclassify(0.0)', 'fpclassify(1e-310)', 'fpclassify(NAN)', 'fpclassify(-HUGE_VAL)',
    'isinf(-INFINITY)', 'isinf(HUGE_VALF)', 'isnan(NAN)', 'isfinite(1.0)', 'isnormal(1e-310)', '!!signbit(-0.0)',
    'isunordered(NAN, 1.0)', 'isgreater(2.0, 1.0)',
    'STDIN_FILENO', 'STDOUT_FILENO', 'STDERR_FILENO', 'true', 'false', '__bool_true_false_are_defined',
    'sizeof(bool)', 'sizeof(size_t)', 'sizeof(ssize_t)', 'sizeof(ptrdiff_t)', 'sizeof(wchar_t)', 'sizeof(time_t)',
    'sizeof(clock_t)', 'sizeof(struct tm)', 'offsetof(struct tm, tm_isdst)', 'offsetof(struct tm, tm_gmtoff)',
    'offsetof(struct tm, tm_zone)', 'sizeof(struct timespec)', 'offsetof(struct timespec, tv_nsec)',
    'sizeof(struct timeval)', 'offsetof(struct timeval, tv_usec)', 'sizeof(div_t)', 'sizeof(ldiv_t)',
    'sizeof(lldiv_t)', 'offsetof(ldiv_t, rem)', 'sizeof(max_align_t)', '_Alignof(max_align_t)', 'sizeof(fpos_t)',
    'sizeof(va_list)', 'sizeof(int8_t)', 'sizeof(int_fast16_t)', 'sizeof(int_least16_t)', 'sizeof(intmax_t)',
    'sizeof(imaxdiv_t)', 'sizeof(pid_t)', 'sizeof(useconds_t)', 'sizeof(suseconds_t)', 'sizeof(clockid_t)',
    'sizeof(float_t)', 'sizeof(double_t)', 'sizeof(INT64_C(1))', 'sizeof(UINT32_MAX)', 'sizeof(LONG_MAX)',
    'sizeof(CLOCKS_PER_SEC)', 'sizeof(MB_CUR_MAX)', '(long long)NULL', 'sizeof(NULL)',
    // LC_GLOBAL_LOCALE is the pointer (locale_t)-1, which mpisim's 32-bit addresses convert to 4294967295.
    ...[...builtinHeaders['locale.h'].matchAll(/^#define (LC_\w+)/gm)].map((m) => m[1]).filter((n) => n !== 'LC_GLOBAL_LOCALE'), 'sizeof(struct lconv)',
    'sizeof(struct __locale_struct)', 'offsetof(struct __locale_struct, __names)', 'sizeof(locale_t)',
    'offsetof(struct lconv, int_frac_digits)', 'offsetof(struct lconv, int_n_sign_posn)', 'WEOF', 'sizeof(mbstate_t)',
    'sizeof(wint_t)', 'sizeof(wctype_t)', 'sizeof(wctrans_t)', 'sizeof(fenv_t)', 'offsetof(fenv_t, __mxcsr)',
    'offsetof(fenv_t, __data_offset)', 'sizeof(fexcept_t)', '(long long)FE_DFL_ENV',
    ...[...builtinHeaders['fenv.h'].matchAll(/^#define (FE_[A-Z]+) /gm)].map((m) => m[1]),
    ...[...builtinHeaders['poll.h'].matchAll(/^#define (POLL\w+)/gm)].map((m) => m[1]), 'sizeof(struct pollfd)',
    'offsetof(struct pollfd, revents)', 'sizeof(nfds_t)', 'FD_SETSIZE', 'NFDBITS', 'sizeof(fd_set)', 'sizeof(fd_mask)',
    ...[...builtinHeaders['langinfo.h'].matchAll(/^#define (\w+) /gm)].map((m) => m[1]), 'sizeof(nl_item)',
  ];
  const errnos = Object.keys(builtinHeaders)
    .filter((n) => n === 'errno.h')
    .flatMap((n) => [...builtinHeaders[n].matchAll(/^#define (E\w+)/gm)].map((m) => m[1]));
  assert.ok(errnos.length > 100);
  const dbls = ['M_E', 'M_LOG2E', 'M_LOG10E', 'M_LN2', 'M_LN10', 'M_PI', 'M_PI_2', 'M_PI_4', 'M_1_PI', 'M_2_PI',
    'M_2_SQRTPI', 'M_SQRT2', 'M_SQRT1_2', 'HUGE_VAL', 'INFINITY', 'NAN', 'DBL_MAX', 'DBL_MIN', 'DBL_EPSILON',
    'FLT_MAX', 'FLT_MIN', 'FLT_EPSILON', 'DBL_TRUE_MIN', 'FLT_TRUE_MIN'];
  const strs = ['PRId8', 'PRId16', 'PRId32', 'PRId64', 'PRIu64', 'PRIx64', 'PRIX64', 'PRIo64', 'PRIi64', 'PRIdMAX',
    'PRIuPTR', 'PRIxPTR', 'PRIdFAST16', 'PRIuFAST32', 'PRIdLEAST8', 'PRIuLEAST64', 'SCNd8', 'SCNd16', 'SCNd64',
    'SCNu8', 'SCNx32', 'SCNdFAST8', 'SCNuFAST16', 'SCNiMAX', 'SCNoPTR', 'P_tmpdir'];
  let p = '#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <strings.h>\n#include <math.h>\n'
    + '#include <assert.h>\n#include <stdbool.h>\n#include <stdint.h>\n#include <inttypes.h>\n#include <limits.h>\n'
    + '#include <float.h>\n#include <stddef.h>\n#include <stdarg.h>\n#include <time.h>\n#include <ctype.h>\n'
    + '#include <errno.h>\n#include <unistd.h>\n#include <sys/time.h>\n#include <locale.h>\n#include <wchar.h>\n'
    + '#include <wctype.h>\n#include <fenv.h>\n#include <poll.h>\n#include <sys/select.h>\n#include <err.h>\n#include <langinfo.h>\n'
    + 'int main(void) {\n';
  for (const e of [...ints, ...errnos]) {
    p += `  printf("%s %lld %d\\n", ${JSON.stringify(e)}, (long long)(${e}), (${e}) - (${e}) - 1 < 0);\n`;
    if (!e.includes('(')) p += `#ifdef ${e}\n  puts("defined");\n#endif\n`;
  }
  for (const d of dbls) p += `  printf("%s %a %g\\n", ${JSON.stringify(d)}, (double)(${d}), (double)(${d}));\n`;
  for (const s of strs) p += `  printf("%s [%s]\\n", ${JSON.stringify(s)}, ${s});\n`;
  p += '  return 0;\n}\n';
  compareWithSystemHeaders(p);
});

// ----- mpi.h against MPICH 4.0.2 -----

function mpiccOrFail(): string {
  const r = spawnSync('mpicc.mpich', ['-show'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) {
    assert.fail('mpicc.mpich is not installed: install MPICH (Debian package "mpich" / "libmpich-dev"; CI installs it) to check mpi.h against the real header');
  }
  return 'mpicc.mpich';
}

/** Object-like integer and pointer constants of our mpi.h (MPI_UNWEIGHTED/MPI_WEIGHTS_EMPTY differ on purpose). */
function mpiConstants(): { ints: string[]; strs: string[]; enums: string[] } {
  const text = builtinHeaders['mpi.h'];
  const ints: string[] = [];
  const strs: string[] = [];
  for (const m of text.matchAll(/^#define\s+([A-Z][A-Za-z0-9_]*)[ \t]+(.+)$/gm)) {
    const [, name, body] = m;
    if (/_FN$/.test(name) || name === 'MPI_UNWEIGHTED' || name === 'MPI_WEIGHTS_EMPTY') continue;
    if (body.trim().startsWith('"')) strs.push(name);
    else if (!body.trim().endsWith('\\')) ints.push(name);
  }
  const enums = [...text.matchAll(/\b(MPI_[A-Z_]+)\s*=\s*\d+/g)].map((m) => m[1]);
  return { ints, strs, enums };
}

/** Evaluates the token texts of an expanded constant: integers, casts, unary minus, + and -. */
function evalConstant(toks: string[]): bigint {
  let i = 0;
  const TYPES = new Set(['MPI_Comm', 'MPI_Datatype', 'MPI_Op', 'MPI_Group', 'MPI_Request', 'MPI_Errhandler',
    'MPI_Message', 'MPI_Info', 'MPI_Win', 'MPI_Session', 'MPI_File', 'MPI_Status', 'MPI_Fint', 'int', 'char', 'void',
    'MPI_Datarep_conversion_function']);
  const unary = (): bigint => {
    const t = toks[i];
    if (t === '-') {
      i++;
      return -unary();
    }
    if (t === '(' && TYPES.has(toks[i + 1])) {
      const type = toks[i + 1];
      i += 2;
      let ptr = false;
      while (toks[i] === '*') {
        ptr = true;
        i++;
      }
      assert.equal(toks[i++], ')');
      const v = unary();
      return ptr || type === 'MPI_File' ? v : BigInt.asIntN(32, v);
    }
    if (t === '(') {
      i++;
      const v = expr();
      assert.equal(toks[i++], ')');
      return v;
    }
    i++;
    assert.match(t, /^(0x[0-9a-fA-F]+|\d+)[uUlL]*$/, `unexpected token ${t} in ${toks.join(' ')}`);
    return BigInt(t.replace(/[uUlL]+$/, ''));
  };
  const expr = (): bigint => {
    let v = unary();
    while (toks[i] === '+' || toks[i] === '-') v = toks[i++] === '+' ? v + unary() : v - unary();
    return v;
  };
  const v = expr();
  assert.equal(i, toks.length, toks.join(' '));
  return v;
}

test('mpi.h constants expand to the values of MPICH 4.0.2 (mpicc.mpich)', () => {
  const mpicc = mpiccOrFail();
  const { ints, strs, enums } = mpiConstants();
  assert.ok(ints.length > 250, `only ${ints.length} constants`);
  for (const must of ['MPI_COMM_WORLD', 'MPI_COMM_SELF', 'MPI_INT', 'MPI_DOUBLE', 'MPI_SUM', 'MPI_MAXLOC',
    'MPI_ANY_SOURCE', 'MPI_ANY_TAG', 'MPI_PROC_NULL', 'MPI_ROOT', 'MPI_UNDEFINED', 'MPI_ERR_TRUNCATE',
    'MPI_ERR_LASTCODE', 'MPI_TAG_UB', 'MPI_STATUS_IGNORE', 'MPI_STATUSES_IGNORE', 'MPI_IN_PLACE', 'MPI_BOTTOM',
    'MPI_2INT', 'MPI_DOUBLE_INT', 'MPI_LONG_DOUBLE_INT', 'MPI_REQUEST_NULL', 'MPI_ERRORS_RETURN',
    'MPI_MAX_PROCESSOR_NAME', 'MPI_THREAD_MULTIPLE', 'MPI_COMM_TYPE_SHARED', 'MPI_ERRCODES_IGNORE', 'MPI_ARGV_NULL']) {
    assert.ok(ints.includes(must), must);
  }
  for (const must of ['MPI_GRAPH', 'MPI_CART', 'MPI_DIST_GRAPH', 'MPI_COMBINER_STRUCT']) assert.ok(enums.includes(must), must);

  // Our side: expand each constant on its own line after #include <mpi.h>.
  const src = '#include <mpi.h>\n' + ints.map((n) => `${n}\n`).join('');
  const { toks, diags } = ours(src, {}, 'c.c');
  assert.deepEqual(diags, []);
  const byLine = new Map<number, string[]>();
  for (const t of toks) if (t.pos.file === 'c.c') byLine.set(t.pos.line, [...(byLine.get(t.pos.line) ?? []), t.text]);
  const ourValues = ints.map((n, k) => `${n} ${evalConstant(byLine.get(k + 2) ?? [])}`);

  withTmp((dir) => {
    let p = '#include <mpi.h>\n#include <stdio.h>\n#include <stdint.h>\n#include <stddef.h>\nint main(void) {\n';
    for (const n of ints) p += `  printf("%s %lld\\n", "${n}", (long long)(intptr_t)(${n}));\n`;
    const rest: string[] = [];
    const line = (s: string): void => {
      rest.push(s);
    };
    for (const n of enums) line(`  printf("%s %d\\n", "${n}", (int)(${n}));`);
    for (const n of strs) line(`  printf("%s [%s]\\n", "${n}", ${n});`);
    for (const e of ['sizeof(MPI_Status)', 'offsetof(MPI_Status, MPI_SOURCE)', 'offsetof(MPI_Status, MPI_TAG)',
      'offsetof(MPI_Status, MPI_ERROR)', 'sizeof(MPI_Aint)', 'sizeof(MPI_Offset)', 'sizeof(MPI_Count)',
      'sizeof(MPI_Comm)', 'sizeof(MPI_Datatype)', 'sizeof(MPI_Fint)', 'MPICH_CALC_VERSION(4, 0, 2, 3, 0)',
      'MPI_Comm_c2f(MPI_COMM_WORLD)', 'MPI_Type_f2c(MPI_Type_c2f(MPI_INT))', '(MPI_COMM_DUP_FN != 0)',
      '(MPI_COMM_NULL_COPY_FN == 0)', '(MPI_NULL_DELETE_FN == 0)', '(MPI_TYPE_DUP_FN == MPI_DUP_FN)']) {
      line(`  printf("%s %lld\\n", ${JSON.stringify(e)}, (long long)(${e}));`);
    }
    const prog = p + rest.join('\n') + '\n  return 0;\n}\n';
    writeFileSync(join(dir, 'real.c'), prog);
    const c = run(mpicc, ['-o', 'real', 'real.c'], dir);
    assert.equal(c.status, 0, c.stderr);
    const real = run(join(dir, 'real'), [], dir);
    assert.equal(real.status, 0, real.stderr);
    const realLines = real.stdout.trimEnd().split('\n');
    // 1. Our preprocessor's expansions, evaluated, equal the real values.
    assert.deepEqual(ourValues, realLines.slice(0, ints.length));
    // 2. The same program built by gcc against our headers prints the same (enums, strings, layout).
    dumpHeaders(join(dir, 'inc'));
    // MPIR_Dup_fn is a runtime function of the simulator: a stub lets the program link.
    writeFileSync(join(dir, 'stub.c'), 'int MPIR_Dup_fn(int a, int b, void *c, void *d, void *e, int *f) { (void)a; (void)b; (void)c; (void)d; (void)e; (void)f; return 0; }\n');
    const g = run('gcc', ['-std=gnu17', '-nostdinc', '-I', 'inc', '-o', 'mine', 'real.c', 'stub.c'], dir);
    assert.equal(g.status, 0, g.stderr);
    const mine = run(join(dir, 'mine'), [], dir);
    assert.equal(mine.status, 0, mine.stderr);
    const mineLines = mine.stdout.trimEnd().split('\n');
    assert.equal(realLines.length, ints.length + rest.length);
    // Everything except the integer constants (whose pointer-valued members may differ only
    // for the function-pointer callbacks, which are not in `ints`) must be equal line by line.
    assert.deepEqual(mineLines, realLines);
  });
});

test('__has_include, __has_builtin and __has_attribute in #if', () => {
  const { toks, diags } = ours(`#if __has_include(<stdio.h>) && __has_include("mpi.h") && !__has_include(<nonexistent.h>)
a
#endif
#if defined(__has_builtin) && __has_builtin(__builtin_va_start) && !__has_builtin(__builtin_no_such_thing)
b
#endif
#if __has_attribute(noreturn) || __has_attribute(__aligned__(8))
c
#endif
#ifdef __has_include
d
#endif
`);
  assert.deepEqual(diags, []);
  assert.equal(texts(toks), 'a b d');
});

test('preprocessing gives up after DiagnosticSink.LIMIT errors', () => {
  const { diags } = ours('#foo\n'.repeat(DiagnosticSink.LIMIT + 20));
  assert.equal(diags.length, DiagnosticSink.LIMIT);
});

test('positions after comments, tabs, UTF-8 and splices (the lexer\'s fast and slow paths) are gcc\'s', () => {
  // Each #warning comes after text the lexer skips in one go (comments, identifiers) or, with a
  // splice inside, one character at a time; gcc's line:column of each warning is the reference.
  const src = [
    '/* one\n\tline two */\t#warning a',
    '/* with a \\\n splice */  #warning b',
    '/* ends in a spliced close *\\\n/ #warning c',
    '// a line comment \\\n   continued\n #warning d',
    '// plain line comment\n\t #warning e',
    '/* caf\xc3\xa9 \xc3\xa9 */ #warning f',
    '#define AB\\\nCD 1\n#if ABCD\n  #warning g\n#endif',
    'int long_identifier_\\\nspliced; /* x */ /**/\n#warning h',
  ].join('\n');
  const cols = (lines: string[]): string[] => lines.sort();
  const g = withTmp((dir) => {
    writeFileSync(join(dir, 'in.c'), src, 'latin1');
    const r = run('gcc', ['-E', '-P', '-std=gnu17', '-undef', '-nostdinc', 'in.c'], dir);
    return [...r.stderr.matchAll(/^in\.c:(\d+):(\d+): warning: #warning (\w)/gm)].map((m) => `${m[3]}@${m[1]}:${m[2]}`);
  });
  assert.equal(g.length, 8, 'gcc gave a warning for each');
  const o = ours(src).diags.filter((d) => d.severity === 'warning').map((d) => `${/#warning (\w)/.exec(d.message)?.[1]}@${d.pos.line}:${d.pos.col}`);
  assert.deepEqual(cols(o), cols(g));
});
