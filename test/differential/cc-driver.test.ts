/**
 * `mpisim cc` answers build tools as gcc 12 does: dependency rules (-M, -MM, -MD, -MMD, -MF,
 * -MT, -MQ, -MP, what automake's depmode gcc3 and Makefiles' .d files use), the warning for an
 * option of another language (libtool's -fno-rtti check), and the driver's questions about
 * itself (-print-search-dirs, -dumpmachine). gcc runs each case here; mpisim's own headers are
 * not files, so gcc's rules are compared without the system headers (gcc -MM's, -MMD's); a
 * header's name is normalized (src/../inc/x.h is inc/x.h), so no #include here climbs with '..'.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MPISIM_JS, REPO_ROOT } from '../helpers/cprog';
import { runTool } from '../helpers/proc';

const sh = (cwd: string, cmd: string, args: string[]) => runTool(cwd, cmd, args);
const cc = (cwd: string, ...args: string[]) => sh(cwd, process.execPath, [MPISIM_JS, 'cc', ...args]);

/** A source including headers by every route: beside it, by -I, twice, nested, with long names. */
function project(): string {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-deps-'));
  mkdirSync(join(tmp, 'inc'));
  mkdirSync(join(tmp, 'src'));
  mkdirSync(join(tmp, 'obj'));
  for (let k = 1; k <= 6; k++) writeFileSync(join(tmp, 'inc', `header_number_${k}.h`), k === 3 ? '#include "header_number_6.h"\nint v3;\n' : `int v${k};\n`);
  writeFileSync(join(tmp, 'src', 'local.h'), '#define LOCAL 1\n');
  writeFileSync(join(tmp, 'src', 'a.c'), '#include <stdio.h>\n#include "local.h"\n#include "header_number_1.h"\n#include "header_number_2.h"\n#include <header_number_3.h>\n#include "header_number_4.h"\n#include "header_number_5.h"\n#include "header_number_2.h"\nint main(void) { return LOCAL - 1; }\n');
  writeFileSync(join(tmp, 'b.c'), '#include "inc/header_number_5.h"\nint f(void) { return 2; }\n');
  return tmp;
}

test('-M, -MM, -MT, -MQ, -MP and -MF write the rules gcc -MM writes', () => {
  const tmp = project();
  for (const flags of [['-MM'], ['-MM', '-MP'], ['-MM', '-MT', 'x$y', '-MQ', 'q$z w'], ['-MM', '-MTobj/one.o', '-MQ', '#odd'], ['-M', '-MP']]) {
    const gccFlags = flags.map((f) => (f === '-M' ? '-MM' : f));
    const want = sh(tmp, 'gcc', [...gccFlags, '-Iinc', 'src/a.c', 'b.c']);
    assert.equal(want.status, 0, want.stderr);
    const got = cc(tmp, ...flags, '-Iinc', 'src/a.c', 'b.c');
    assert.equal(got.status, 0, got.stderr);
    assert.equal(got.stdout, want.stdout, flags.join(' '));
  }
  // Into a file: -MF, or -o with -M.
  sh(tmp, 'gcc', ['-MM', '-MF', 'gcc.d', '-Iinc', 'src/a.c']);
  assert.equal(cc(tmp, '-MM', '-MF', 'sim.d', '-Iinc', 'src/a.c').status, 0);
  assert.equal(readFileSync(join(tmp, 'sim.d'), 'utf8'), readFileSync(join(tmp, 'gcc.d'), 'utf8'));
  sh(tmp, 'gcc', ['-MM', '-o', 'gcc-o.d', '-Iinc', 'b.c']);
  assert.equal(cc(tmp, '-MM', '-o', 'sim-o.d', '-Iinc', 'b.c').status, 0);
  assert.equal(readFileSync(join(tmp, 'sim-o.d'), 'utf8'), readFileSync(join(tmp, 'gcc-o.d'), 'utf8'));
});

test('-MD and -MMD write the rule beside the object, as automake\'s depmode gcc3 asks', () => {
  const tmp = project();
  // automake: $(COMPILE) -MT x.o -MD -MP -MF .deps/x.Tpo -c -o x.o x.c
  mkdirSync(join(tmp, '.deps'));
  sh(tmp, 'gcc', ['-MT', 'obj/a.o', '-MMD', '-MP', '-MF', '.deps/gcc.Tpo', '-Iinc', '-c', '-o', 'obj/gcc-a.o', 'src/a.c']);
  const got = cc(tmp, '-MT', 'obj/a.o', '-MD', '-MP', '-MF', '.deps/sim.Tpo', '-Iinc', '-c', '-o', 'obj/a.o', 'src/a.c');
  assert.equal(got.status, 0, got.stderr);
  assert.equal(readFileSync(join(tmp, '.deps', 'sim.Tpo'), 'utf8'), readFileSync(join(tmp, '.deps', 'gcc.Tpo'), 'utf8'));
  // Without -MF: the object's name with .d, its target the object.
  sh(tmp, 'gcc', ['-MMD', '-Iinc', '-c', '-o', 'obj/g.o', 'src/a.c']);
  assert.equal(cc(tmp, '-MMD', '-Iinc', '-c', '-o', 'obj/s.o', 'src/a.c').status, 0);
  assert.equal(readFileSync(join(tmp, 'obj', 's.d'), 'utf8'), readFileSync(join(tmp, 'obj', 'g.d'), 'utf8').replace(/^obj\/g\.o:/, 'obj/s.o:'));
  sh(tmp, 'gcc', ['-MMD', '-Iinc', '-c', 'b.c', '-o', 'b.o']);
  const gccRule = readFileSync(join(tmp, 'b.d'), 'utf8');
  assert.equal(cc(tmp, '-MD', '-Iinc', '-c', 'b.c').status, 0);
  assert.equal(readFileSync(join(tmp, 'b.d'), 'utf8'), gccRule);
});

test('automake\'s depcomp detection finds depmode gcc3 for mpisim cc, as for gcc', () => {
  const depcomp = '/usr/share/automake-1.16/depcomp';
  const tmp = project();
  // The check of automake's depend.m4 for gcc3, as configure runs it.
  const check = (compiler: string) => {
    const script = `set -e
mkdir -p conftest.dir && cd conftest.dir && cp ${depcomp} . && mkdir sub
: > sub/conftest.c
for i in 1 2 3 4 5 6; do echo '#include "conftst'$i'.h"' >> sub/conftest.c; : > sub/conftst$i.h; done
echo "include sub/conftest.Po" > confmf
source=sub/conftest.c object=sub/conftest.o depfile=sub/conftest.Po tmpdepfile=sub/conftest.TPo \\
  depmode=gcc3 $SHELL ./depcomp ${compiler} -c -o sub/conftest.o sub/conftest.c > conftest.err 2>&1
grep sub/conftest.o sub/conftest.Po > /dev/null
grep conftst6.h sub/conftest.Po > /dev/null
make -s -f confmf > /dev/null 2>&1
! grep -i 'not support' conftest.err`;
    const dir = mkdtempSync(join(tmp, 'dc-'));
    return spawnSync('sh', ['-c', script], { cwd: dir, encoding: 'utf8', env: { ...process.env, SHELL: '/bin/sh' }, timeout: 120_000 }).status;
  };
  assert.equal(check('gcc'), 0, 'gcc passes the gcc3 check');
  assert.equal(check(`'${process.execPath}' '${MPISIM_JS}' cc`), 0, 'mpisim cc passes it');
});

test('an option of another language is warned of as gcc warns (libtool\'s -fno-rtti check); -E does not', () => {
  const tmp = project();
  const flags = ['-fno-rtti', '-fno-exceptions', '-ftemplate-depth=5', '-Wctor-dtor-privacy', '-Wno-ctor-dtor-privacy', '-fobjc-gc', '-frtti', '-fno-rtti'];
  const want = sh(tmp, 'gcc', [...flags, '-c', 'b.c', '-o', 'g.o']);
  const got = cc(tmp, ...flags, '-c', 'b.c', '-o', 's.o');
  assert.equal(got.status, 0, got.stderr);
  assert.ok(/is valid for C\+\+/.test(want.stderr), want.stderr);
  assert.equal(got.stderr, want.stderr);
  assert.equal(cc(tmp, '-fno-rtti', '-E', 'b.c').stderr, sh(tmp, 'gcc', ['-fno-rtti', '-E', 'b.c']).stderr);
});

test('-print-search-dirs, -dumpmachine and the other questions gcc\'s driver answers', () => {
  const tmp = project();
  const dirs = cc(tmp, '-print-search-dirs');
  assert.equal(dirs.status, 0, dirs.stderr);
  // gcc's three lines, of mpisim's directories.
  const shape = (s: string) => s.split('\n').map((l) => l.replace(/ =?\/.*$/, ''));
  assert.deepEqual(shape(dirs.stdout), shape(sh(tmp, 'gcc', ['-print-search-dirs']).stdout));
  assert.match(dirs.stdout, new RegExp(`^install: ${REPO_ROOT}/\n`));
  for (const q of ['-dumpmachine', '-print-multi-os-directory', '-print-multi-directory', '-print-prog-name=no-such-tool', '-print-file-name=libnosuch.so']) {
    assert.equal(cc(tmp, q).stdout, sh(tmp, 'gcc', [q]).stdout, q);
  }
});

test('-std= decides whether `restrict` is a keyword, as gcc\'s does (an identifier in C90 and GNU C90), whatever the headers', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-restrict-'));
  // The headers a C90 program includes use `__restrict`, a keyword in every mode, as glibc's do.
  writeFileSync(join(tmp, 'r.c'), '#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <wchar.h>\n#include <time.h>\nint main(void) { int restrict = 3; char s[8]; sprintf(s, "%d", restrict); printf("%s\\n", s); return 0; }\n');
  writeFileSync(join(tmp, 'q.c'), 'void copy(int *restrict a, const int *restrict b) { *a = *b; }\n');
  for (const std of ['-std=c89', '-std=gnu89', '-ansi', '-std=iso9899:199409', '-std=c99', '-std=gnu11', '']) {
    for (const file of ['r.c', 'q.c']) {
      const flags = [...(std ? [std] : []), '-fsyntax-only', file];
      const want = sh(tmp, 'gcc', flags), got = cc(tmp, ...flags);
      assert.equal(got.status, want.status, `${std || 'gnu17'} ${file}: gcc ${want.status}, mpisim ${got.status}\n${got.stderr}\n${want.stderr}`);
    }
  }
  assert.equal(sh(tmp, 'gcc', ['-std=c89', '-fsyntax-only', 'r.c']).status, 0);
});
