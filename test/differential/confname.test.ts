/**
 * <unistd.h>'s sysconf, pathconf and confstr names against glibc 2.36: a program naming every
 * _SC_, _PC_ and _CS_ name of the installed glibc header (read here) is built with gcc and run
 * with `mpisim run`; each name's value, each confstr string and each sysconf answer must be
 * glibc's. The answers glibc takes from the host (processors, memory, caches, resource limits,
 * the file system) are the simulated machine's instead, fixed and the same on every host: those
 * are checked against the machine mpisim documents (README, "The simulated machine").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MPISIM_JS, REPO_ROOT } from '../helpers/cprog';

const CONFNAME = '/usr/include/x86_64-linux-gnu/bits/confname.h';

/** The simulated machine: one processor, 4096-byte pages, 1 GiB free, x86_64's usual caches. */
const MACHINE: Record<string, number> = {
  // sysconf's, as scripts/glibc-confname.mjs writes them into the C library.
  ...JSON.parse(readFileSync(join(REPO_ROOT, 'scripts', 'simulated-machine.json'), 'utf8')) as Record<string, number>,
  // The sandbox's file system, as glibc answers for ext4.
  _PC_LINK_MAX: 65000, _PC_FILESIZEBITS: 64, _PC_REC_XFER_ALIGN: 4096, _PC_ALLOC_SIZE_MIN: 4096, _PC_2_SYMLINKS: 1,
  _PC_REC_INCR_XFER_SIZE: -1, _PC_REC_MAX_XFER_SIZE: -1, _PC_REC_MIN_XFER_SIZE: -1, _PC_SYMLINK_MAX: -1,
};

function sh(cwd: string, cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 180_000 });
  if (r.error) assert.fail(`cannot run ${cmd}: ${r.error.message}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('every _SC_, _PC_ and _CS_ name with glibc\'s value; sysconf, pathconf, fpathconf and confstr answer as glibc does on the simulated machine', () => {
  const text = readFileSync(CONFNAME, 'utf8');
  const names = [...new Set([...text.matchAll(/^#\s*define\s+(_(?:SC|PC|CS)_\w+)\b/gm)].map((m) => m[1]))];
  assert.ok(names.length > 250, `names found in ${CONFNAME}: ${names.length}`);
  const line = (n: string) => {
    const v = `printf("${n} %d", (int)${n}); errno = 0;`;
    if (n.startsWith('_SC_')) return `${v} l = sysconf(${n}); printf(" %ld %d\\n", l, errno);`;
    if (n.startsWith('_PC_')) return `${v} l = pathconf(".", ${n}); k = fpathconf(0, ${n}); printf(" %ld %ld %d\\n", l, k, errno);`;
    return `${v} z = confstr(${n}, b, sizeof b); printf(" %zu %d [%s]", z, errno, z ? b : ""); z = confstr(${n}, b, 3); printf(" %zu [%s]\\n", z, z ? b : "");`;
  };
  const src = `#include <unistd.h>\n#include <stdio.h>\n#include <errno.h>\nint main(void) {\n  long l, k; size_t z; char b[1024];\n${names.map((n) => `  ${line(n)}`).join('\n')}\n`
    + '  errno = 0; printf("bad %ld %d\\n", sysconf(-1), errno);\n  errno = 0; printf("bad %ld %d\\n", pathconf("no/such/file", _PC_NAME_MAX), errno);\n'
    + '  errno = 0; printf("bad %ld %d\\n", fpathconf(99, _PC_NAME_MAX), errno);\n  errno = 0; printf("bad %zu %d\\n", confstr(-1, b, sizeof b), errno);\n  return 0;\n}\n';
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-confname-'));
  writeFileSync(join(tmp, 'conf.c'), src);
  const gcc = sh(tmp, 'gcc', ['-std=gnu17', 'conf.c', '-o', 'conf']);
  assert.equal(gcc.status, 0, gcc.stderr);
  const real = sh(tmp, './conf', []);
  assert.equal(real.status, 0, real.stderr);
  const sim = sh(tmp, process.execPath, [MPISIM_JS, 'run', 'conf.c']);
  assert.equal(sim.status, 0, sim.stderr);
  const want = real.stdout.split('\n'), got = sim.stdout.split('\n');
  assert.equal(got.length, want.length, sim.stdout);
  let machine = 0;
  for (let i = 0; i < want.length; i++) {
    const [name, value] = want[i].split(' ');
    if (name in MACHINE) {
      machine++;
      const g = got[i].split(' ');
      assert.equal(g[1], value, `${name}'s value`);
      // The answer is the simulated machine's: sysconf's, or pathconf's and fpathconf's.
      assert.equal(Number(g[2]), MACHINE[name], got[i]);
      if (name.startsWith('_PC_')) assert.equal(Number(g[3]), MACHINE[name], got[i]);
      continue;
    }
    assert.equal(got[i], want[i]);
  }
  assert.equal(machine, Object.keys(MACHINE).length);
});
