/**
 * A libtool project (test/libtool: a shared and static library and a program linked with it,
 * autoconf + automake + libtool as Debian 12 has them) configured and built with
 * CC="mpisim cc" as with gcc: configure's answers (libtool's checks read the objects with nm,
 * file and ar, ask the driver for -v's link line and whether it makes shared libraries;
 * AC_SEARCH_LIBS asks whether cos needs -lm) must be gcc's, the build must make the same
 * libtool files, and the program (libtool's wrapper running .libs/prog) must print what gcc's does.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, cpSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS, tmpDirForFile } from '../helpers/cprog';
import { runTool } from '../helpers/proc';

const tmp = tmpDirForFile('libtool');

const sh = (cwd: string, cmd: string, args: string[], timeout = 600_000) => runTool(cwd, cmd, args, timeout);

test('a libtool project builds with CC="mpisim cc" as with gcc, and its program prints the same', { timeout: 1_200_000 }, () => {
  const src = join(tmp, 'src');
  cpSync(join(REPO_ROOT, 'test', 'libtool'), src, { recursive: true });
  const gen = sh(src, 'autoreconf', ['-i']);
  assert.equal(gen.status, 0, `autoreconf -i (the autoconf, automake and libtool packages):\n${gen.stderr}`);
  const cc = join(tmp, 'mpisimcc');
  writeFileSync(cc, `#!/bin/sh\nexec '${process.execPath}' '${MPISIM_JS}' cc "$@"\n`);
  chmodSync(cc, 0o755);
  const builds = [['gcc', 'gcc'], ['mpisim', cc]].map(([name, compiler]) => {
    const dir = join(tmp, name);
    cpSync(src, dir, { recursive: true });
    // mpisim's answers name its driver where gcc's name gcc.
    const conf = sh(dir, './configure', [`CC=${compiler}`]);
    assert.equal(conf.status, 0, `${name}: configure\n${conf.stdout}\n${conf.stderr}`);
    const make = sh(dir, 'make', []);
    assert.equal(make.status, 0, `${name}: make\n${make.stdout}\n${make.stderr}`);
    const run = sh(dir, './prog', ['check']);
    // libtool's configure asks `objdump -p` of a program linked with -rpath whether ld recorded
    // DT_RUNPATH (then fast_install=needless: no .libs/lt-prog relinked by the wrapper's first run).
    const libs = readdirSync(join(dir, '.libs')).sort();
    return { answers: conf.stdout.replaceAll(compiler, 'gcc').split('\n').filter((l) => l.startsWith('checking')), libs, run };
  });
  const [g, m] = builds;
  assert.ok(g.answers.some((l) => /shared libraries\.\.\. yes/.test(l)), `gcc's configure: ${g.answers.join('\n')}`);
  assert.deepEqual(m.answers, g.answers, 'configure\'s answers');
  assert.deepEqual(m.libs, g.libs, 'the files libtool made in .libs');
  assert.match(g.run.stdout, /library loaded/);
  assert.deepEqual([m.run.stdout, m.run.status], [g.run.stdout, g.run.status], m.run.stderr);
});
