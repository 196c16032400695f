/**
 * glibc's feature-test macros against gcc 12 and glibc's own headers: which declarations a
 * program sees after #include depends on -std= (c99 defines __STRICT_ANSI__: no _DEFAULT_SOURCE,
 * no POSIX) and on _GNU_SOURCE, _DEFAULT_SOURCE, _POSIX_C_SOURCE, _XOPEN_SOURCE (<features.h>).
 * For each configuration below the same file is compiled by gcc and by `mpisim cc`: the names
 * each reports undeclared (POSIX 2008's `_l` functions and locale objects, the GNU-only `_l`
 * conversions, X/Open's wcwidth...) must be the same set, and so must the functions each warns
 * of as implicitly declared when called; a program built with each -std= prints the same
 * __STDC_VERSION__, __STRICT_ANSI__ and _POSIX_C_SOURCE. Nothing here is an expected list: gcc
 * gives it.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { requireGcc, runMpisim, runNative, tmpDirForFile } from '../helpers/cprog';
import { asUtf8, describeRun, run } from '../helpers/proc';

const HEADERS = ['ctype.h', 'langinfo.h', 'locale.h', 'stdlib.h', 'string.h', 'strings.h', 'time.h', 'wchar.h', 'wctype.h'];
const NAMES = [
  'newlocale', 'duplocale', 'freelocale', 'uselocale', 'LC_GLOBAL_LOCALE', 'LC_CTYPE_MASK', 'isalpha_l', 'isdigit_l', 'toupper_l', 'tolower_l',
  'nl_langinfo_l', 'strcoll_l', 'strxfrm_l', 'strerror_l', 'strcasecmp_l', 'strncasecmp_l', 'strftime_l', 'strtol_l', 'strtoul_l', 'strtod_l',
  'strtof_l', 'strtold_l', 'strtoll_l', 'wcscoll_l', 'wcsxfrm_l', 'wcscasecmp', 'wcsncasecmp', 'wcscasecmp_l', 'wcstol_l', 'wcstod_l',
  'wcwidth', 'wcswidth', 'iswalpha_l', 'towupper_l', 'wctype_l', 'wctrans_l',
];
/** Calls (argument types right when declared): an undeclared one is gcc's implicit declaration warning. */
const CALLS = ['wcwidth(L\'a\')', 'strtod_l("1.5", 0, 0)', 'isalpha_l(\'a\', 0)', 'strcoll_l("a", "b", 0)', 'strftime_l(buf, sizeof buf, "%Y", 0, 0)', 'towupper_l(L\'a\', 0)', 'wcstol_l(L"7", 0, 10, 0)'];
const CONFIGS: string[][] = [
  [], ['-std=c99'], ['-std=c11'], ['-std=gnu99'], ['-ansi'], ['-D_GNU_SOURCE'], ['-std=c99', '-D_GNU_SOURCE'], ['-std=c99', '-D_DEFAULT_SOURCE'],
  ['-std=c99', '-D_POSIX_C_SOURCE=200809L'], ['-std=c99', '-D_POSIX_C_SOURCE=200112L'], ['-std=c99', '-D_XOPEN_SOURCE=700'], ['-std=c99', '-D_XOPEN_SOURCE=600'],
  ['-D_XOPEN_SOURCE'], ['-D_POSIX_C_SOURCE=199309L'], ['-std=c11', '-D_ISOC11_SOURCE'],
];

const includes = HEADERS.map((h) => `#include <${h}>\n`).join('');
const NAMES_SRC = `${includes}int main(void)\n{\n${NAMES.map((n) => `  (void)${n};\n`).join('')}  return 0;\n}\n`;
const CALLS_SRC = `${includes}int main(void)\n{\n  char buf[16];\n${CALLS.map((c) => `  (void)${c};\n`).join('')}  return 0;\n}\n`;
const VERSION_SRC = `#include <string.h>
#include <stdio.h>
int main(void)
{
#ifdef __STDC_VERSION__
  printf("__STDC_VERSION__ %ld\\n", (long)__STDC_VERSION__);
#endif
#ifdef __STRICT_ANSI__
  printf("__STRICT_ANSI__\\n");
#endif
#ifdef _POSIX_C_SOURCE
  printf("_POSIX_C_SOURCE %ld\\n", (long)_POSIX_C_SOURCE);
#endif
#ifdef _DEFAULT_SOURCE
  printf("_DEFAULT_SOURCE\\n");
#endif
  return 0;
}
`;

/** The names of a compiler's messages matching `re` (first group), sorted and unique. */
const named = (stderr: string, re: RegExp): string[] => [...new Set([...asUtf8(stderr).matchAll(re)].map((m) => m[1]))].sort();
const UNDECLARED = /[‘'](\w+)[’'] undeclared/g;
const IMPLICIT = /implicit declaration of function [‘'](\w+)[’']/g;

const tmp = tmpDirForFile('features');
before(async () => {
  await requireGcc();
  writeFileSync(join(tmp, 'names.c'), NAMES_SRC);
  writeFileSync(join(tmp, 'calls.c'), CALLS_SRC);
  writeFileSync(join(tmp, 'version.c'), VERSION_SRC);
});

test('the declarations each -std= and feature-test macro show are glibc\'s (undeclared names, implicit declarations)', { timeout: 600_000 }, async () => {
  const seen = new Set<string>();
  for (const flags of CONFIGS) {
    const g = await run('gcc', ['-fsyntax-only', ...flags, 'names.c'], { cwd: tmp });
    const s = await runMpisim(['cc', ...flags, '-c', '-o', join(tmp, 'names.o'), 'names.c'], { cwd: tmp });
    const expected = named(g.stderr, UNDECLARED);
    seen.add(expected.join());
    assert.deepEqual(named(s.stderr, UNDECLARED), expected, `${flags.join(' ') || '(no option)'}: undeclared names\n${s.stderr.slice(0, 2000)}`);
    // C90 (-ansi) has implicit declarations without a warning from gcc; mpisim still warns (not compared).
    if (flags.includes('-ansi')) continue;
    const gc = await run('gcc', ['-fsyntax-only', ...flags, 'calls.c'], { cwd: tmp });
    const sc = await runMpisim(['cc', ...flags, '-c', '-o', join(tmp, 'calls.o'), 'calls.c'], { cwd: tmp });
    assert.deepEqual(named(sc.stderr, IMPLICIT), named(gc.stderr, IMPLICIT), `${flags.join(' ') || '(no option)'}: implicit declarations\n${sc.stderr.slice(0, 2000)}`);
  }
  // The configurations tell the declarations apart (else this test could not fail).
  assert.ok(seen.size >= 4, `only ${seen.size} different sets of undeclared names`);
});

test('-std= and -ansi predefine gcc\'s __STDC_VERSION__ and __STRICT_ANSI__, and <features.h> glibc\'s _POSIX_C_SOURCE', { timeout: 300_000 }, async () => {
  for (const flags of [[], ['-std=c99'], ['-std=gnu99'], ['-std=c11'], ['-std=c17'], ['-ansi'], ['-std=c89'], ['-std=iso9899:199409'], ['-std=c2x'], ['-std=c99', '-D_XOPEN_SOURCE=500']]) {
    const exe = join(tmp, 'version');
    const g = await run('gcc', [...flags, '-o', exe, 'version.c'], { cwd: tmp });
    assert.equal(g.code, 0, describeRun(g));
    const n = await runNative(exe, join(tmp, 'version.c'));
    const s = await runMpisim(['run', ...flags, 'version.c'], { cwd: tmp });
    assert.equal(s.code, 0, describeRun(s));
    assert.equal(s.stdout, n.stdout, flags.join(' ') || '(no option)');
  }
});
