/**
 * gcc's `__builtin_<name>` forms of C library functions (its "Other Builtins": __builtin_abs,
 * __builtin_memcpy, __builtin_sqrt, __builtin_printf, ...) call the library function with its
 * own type, declared or not; and the type-generic classification builtins evaluate their
 * argument once. Which names gcc has is asked of gcc in the test, for every function the
 * built-in headers declare; what the calls give is what gcc's binary prints.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, requireGcc, tmpDirForFile } from '../helpers/cprog';
import { run, describeRun } from '../helpers/proc';
import { sameAsGccOnMainThread, MAIN_THREAD } from './main-thread';

const tmp = tmpDirForFile('gnubuiltins');
before(() => requireGcc());

/** The functions the built-in headers (but <mpi.h>) declare at file scope. */
function headerFunctions(): string[] {
  const names = new Set<string>();
  const walk = (d: string): void => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (f.endsWith('.h') && f !== 'mpi.h') {
        const text = readFileSync(p, 'latin1').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^#.*(\\\n.*)*$/gm, '');
        for (const m of text.matchAll(/([A-Za-z_]\w*)\s*\([^;{}]*\)\s*(?:__attribute__\s*\(\([^;]*\)\))?\s*;/g)) names.add(m[1]);
      }
    }
  };
  walk(join(REPO_ROOT, 'src', 'sim', 'c', 'include'));
  return [...names].filter((n) => !/^(if|while|for|sizeof|return|__attribute__|setjmp|longjmp)$/.test(n)).sort();
}

test('__builtin_<name> of every function of the built-in headers: known exactly where gcc knows it (no implicit declaration)', async () => {
  const names = headerFunctions();
  writeFileSync(join(tmp, 'probe.c'), names.map((n) => `void f_${n}(void) {\n__builtin_${n}();\n}\n`).join(''));
  const undeclared = (stderr: string): string[] => [...stderr.matchAll(/implicit declaration of function ‘__builtin_(\w+)’/g)].map((m) => m[1]).sort();
  const g = await run('gcc', ['-std=gnu17', '-fsyntax-only', 'probe.c'], { cwd: tmp, timeoutMs: 120_000, env: { ...process.env, LC_ALL: 'C.UTF-8' } });
  const m = await run(process.execPath, ['-e', MAIN_THREAD, 'cc', '-c', 'probe.c', '-o', 'probe.o'], { cwd: tmp, timeoutMs: 120_000, env: { ...process.env, MPISIM_CACHE_DIR: join(tmp, 'cache') } });
  assert.doesNotMatch(m.stderr, /internal error|\n\s+at /, describeRun(m));
  const want = undeclared(g.stderr), got = undeclared(m.stderr);
  // gcc knows some 340 of them: the probe must have found them.
  assert.ok(names.length - want.length > 300, `gcc has ${names.length - want.length} of ${names.length}`);
  assert.deepEqual(got, want);
});

test('__builtin_ calls of string, memory, math, stdlib, ctype and stdio functions without any #include print what gcc\'s binary prints', async () => {
  await sameAsGccOnMainThread(tmp, 'calls', `int main(void) {
  char buf[32], dst[32];
  __builtin_memset(buf, 0, sizeof buf);
  __builtin_memcpy(buf, "hello, world", 13);
  __builtin_strcpy(dst, buf);
  __builtin_strcat(dst, "!");
  __builtin_memmove(dst + 1, dst, 5);
  __builtin_printf("%s %zu %d %d %s %s\\n", dst, __builtin_strlen(dst), __builtin_strcmp(buf, dst) > 0, __builtin_memcmp(buf, "hello", 5),
                   __builtin_strchr(buf, 'w'), __builtin_strstr(buf, "lo"));
  __builtin_printf("%d %ld %lld %d\\n", __builtin_abs(-3), __builtin_labs(-4L), __builtin_llabs(-5LL), __builtin_abs(-7) + __builtin_abs(2));
  /* The built-in's type, not int(): a double comes back as a double, an int argument is converted. */
  __builtin_printf("%g %g %g %g %g %g %g\\n", __builtin_fabs(-2.5), __builtin_sqrt(2), __builtin_pow(2, 10), __builtin_floor(-1.5),
                   __builtin_fmax(1.0, 3.0), __builtin_sin(0.5), (double)__builtin_fabsf(-1.25f));
  __builtin_printf("%ld %d %d %d\\n", __builtin_lround(2.5), __builtin_isdigit('7') != 0, __builtin_toupper('q'), __builtin_isalpha('1') != 0);
  int *p = __builtin_malloc(4 * sizeof(int));
  p[0] = 41; p = __builtin_realloc(p, 8 * sizeof(int)); p[7] = 1;
  __builtin_snprintf(buf, sizeof buf, "%d-%d", p[0] + p[7], __builtin_ffs(40));
  __builtin_free(p);
  __builtin_puts(buf);
  __builtin_putchar('x'); __builtin_putchar('\\n');
  /* Classification builtins: the argument once. */
  double x = 1.0 / 0.0, y = -x;
  int n = 0;
  int r = __builtin_isinf_sign(x + n++) * 10 + __builtin_isinf_sign(y + n++) + __builtin_isinf_sign((double)n++);
  r = r * 10 + __builtin_isnan(x + n++);
  r = r * 10 + __builtin_isinf(x + n++);
  r = r * 10 + __builtin_isfinite(x + n++);
  r = r * 10 + __builtin_signbit(y + n++);
  __builtin_printf("%d %d\\n", r, n);
  return 0;
}
`);
});
