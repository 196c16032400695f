/**
 * The macros a program sees before its first line and after any glibc header (<features.h>,
 * <sys/cdefs.h>) are gcc 12's and glibc 2.36's: gcc lists them (`gcc -dM -E` of `#include
 * <features.h>`), and for each -std=/feature-test configuration below mpisim must define the same
 * names, object-like ones with the same replacement (compared stringized, spaces aside).
 * LEFT_OUT are the ones mpisim deliberately does not define, each for the reason given there.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { requireGcc, runMpisim, tmpDirForFile } from '../helpers/cprog';
import { asUtf8, describeRun, run } from '../helpers/proc';
import { predefinedFor } from '../../src/sim/c/pp-predefined';

const LEFT_OUT: [RegExp, string][] = [
  [/^__(FLT16|FLT32|FLT64|FLT128|FLT32X|FLT64X|BFLT16)_/, 'no _Float16/_Float32/_Float64/_Float128/_Float32x/_Float64x types (__float128 is)'],
  [/^__DEC(32|64|128|_EVAL_METHOD__|IMAL_BID_FORMAT__)/, 'no decimal floating types (_Decimal32...)'],
  [/^__(SSE\w*|MMX\w*|FXSR)__$/, 'no SIMD vector types nor <immintrin.h>: programs that test __SSE2__ would include it'],
  [/^__(PIC|pic|PIE|pie)__$/, 'no position-independent code: mpisim links nothing dynamically'],
  [/^__SEG_(FS|GS)$/, 'no named address spaces (__seg_fs)'],
  [/^__GCC_(ASM_FLAG_OUTPUTS__|HAVE_DWARF2_CFI_ASM)$/, 'no assembler: inline asm is interpreted for a few idioms only'],
  [/^__HAVE_SPECULATION_SAFE_VALUE$/, 'no __builtin_speculation_safe_value'],
  [/^__PRAGMA_REDEFINE_EXTNAME$/, 'no #pragma redefine_extname'],
  [/^__GNUC_GNU_INLINE__$/, 'C90 modes: mpisim has C99 inline semantics in every mode, and says so with __GNUC_STDC_INLINE__'],
  [/^(__bos0?|__fortify_function|__va_arg_pack(_len)?)$/, 'no _FORTIFY_SOURCE'],
  [/^__(LDBL_REDIR\w*|REDIRECT_LDBL|REDIRECT_NTH_LDBL)$/, 'long double is not redirected to double'],
];
const leftOut = (name: string): boolean => LEFT_OUT.some(([re]) => re.test(name));
const CONFIGS: string[][] = [[], ['-std=c99'], ['-std=c11'], ['-std=c2x'], ['-ansi'], ['-D_GNU_SOURCE'], ['-std=c89', '-D_GNU_SOURCE'], ['-std=c99', '-D_XOPEN_SOURCE=700']];

const tmp = tmpDirForFile('predef');
before(() => requireGcc());

test('the predefined macros and those of <features.h> are gcc 12\'s and glibc 2.36\'s, names and replacements', { timeout: 300_000 }, async () => {
  writeFileSync(join(tmp, 'features.c'), '#include <features.h>\n');
  const names = new Set<string>();
  for (const flags of CONFIGS) {
    const dm = await run('gcc', [...flags, '-dM', '-E', 'features.c'], { cwd: tmp });
    assert.equal(dm.code, 0, describeRun(dm));
    const macros = [...asUtf8(dm.stdout).matchAll(/^#define (\w+)(\(?)/gm)].map((m) => ({ name: m[1], fn: m[2] === '(' })).filter((m) => !leftOut(m.name));
    for (const m of macros) names.add(m.name);
    // Each macro's name in a string (not expanded), then its replacement stringized.
    const probe = ['#include <features.h>', '#define MPISIM_S(...) #__VA_ARGS__', '#define MPISIM_XS(...) MPISIM_S(__VA_ARGS__)',
      ...macros.map((m) => `#ifdef ${m.name}\n"${m.name}" ${m.fn ? 'function-like' : `MPISIM_XS(${m.name})`}\n#else\n"${m.name}" undefined\n#endif`)].join('\n');
    writeFileSync(join(tmp, 'probe.c'), `${probe}\n`);
    const lines = (out: string): string[] => asUtf8(out).split('\n').filter((l) => l.startsWith('"')).map((l) => l.replace(/\s+/g, ''));
    const g = await run('gcc', [...flags, '-E', '-P', 'probe.c'], { cwd: tmp });
    const s = await runMpisim(['cc', ...flags, '-E', '-P', 'probe.c'], { cwd: tmp });
    assert.equal(s.code, 0, describeRun(s));
    const expected = lines(g.stdout);
    const got = lines(s.stdout);
    assert.equal(got.length, expected.length);
    // C90's GNU inline semantics (see LEFT_OUT) also change glibc's __extern_inline.
    const gnuInline = /^#define __GNUC_GNU_INLINE__/m.test(dm.stdout);
    const inlineWord = (e: string): boolean => gnuInline && /^"__extern(_always)?_inline"/.test(e);
    const differ = expected.map((e, i) => (e === got[i] || inlineWord(e) ? '' : `gcc ${e}  mpisim ${got[i]}`)).filter(Boolean);
    assert.deepEqual(differ, [], flags.join(' ') || '(no option)');
    // Nor does mpisim predefine what gcc does not (but __MPISIM__).
    const std = flags.find((f) => f.startsWith('-std='))?.slice(5) ?? (flags.includes('-ansi') ? 'ansi' : undefined);
    const ours = [...predefinedFor(std).matchAll(/^#define (\w+)/gm)].map((m) => m[1]);
    const allowed = (n: string): boolean => n === '__MPISIM__' || (gnuInline && n === '__GNUC_STDC_INLINE__');
    assert.deepEqual(ours.filter((n) => !allowed(n) && !macros.some((m) => m.name === n)), [], flags.join(' '));
  }
  // glibc's own macros are among those compared (else this test could not fail on them).
  for (const n of ['__GLIBC__', '__GLIBC_MINOR__', '__GLIBC_PREREQ', '__THROW', '__BEGIN_DECLS', '__STDC_VERSION__']) assert.ok(names.has(n), n);
});
