/**
 * The warnings gcc 12 gives, and their notes: every test/c/warnings/*.c is checked by gcc
 * -fsyntax-only (mpicc.mpich for a program including <mpi.h>) here, with the options its first
 * line's comment names after `options:` (none: gcc's default warnings; -c: with code generation's
 * warnings), and `mpisim cc -fsyntax-only` with the same options must print the same warning and note lines, in order (the
 * text after them, gcc's source excerpt, aside), and cc1's closing line of -Werror. A note gcc
 * places in a system header
 * (/usr/include/...) has no counterpart: mpisim's headers are not files.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { C_DIR, listC, requireGcc, runMpisim } from '../helpers/cprog';
import { requireMpich } from '../helpers/mpi';
import { asUtf8, run } from '../helpers/proc';

const DIR = join(C_DIR, 'warnings');

before(async () => { await requireGcc(); await requireMpich(); });

/** gcc's diagnostic lines, `In function` context lines included; system headers' notes and their "In file included from" dropped. */
function lines(stderr: string): string[] {
  const out = asUtf8(stderr).split('\n').filter((l) => /^[^ :]+:(\d+(:\d+)?: (warning|error|note): | In function | At top level:)|^cc1: /.test(l));
  return out.filter((l) => !l.startsWith('/usr/'));
}

const programs = listC(DIR);

test('the warnings corpus is there', () => { assert.ok(programs.length >= 6, `programs in ${DIR}`); });

for (const file of programs) {
  test(`warnings/${basename(file)}: gcc's warnings, at gcc's places, with gcc's notes`, async () => {
    const source = readFileSync(file, 'latin1');
    const compiler = source.includes('<mpi.h>') ? 'mpicc.mpich' : 'gcc';
    const options = /^\/\* options: (.*) \*\//.exec(source)?.[1].split(' ') ?? [];
    // -c: the warnings of code generation too (gcc's object, and mpisim's, discarded).
    const only = options.includes('-c') ? ['-o', '/dev/null'] : ['-fsyntax-only'];
    const g = await run(compiler, [...only, '-fdiagnostics-plain-output', ...options, basename(file)], { cwd: DIR });
    const s = await runMpisim(['cc', ...only, ...options, basename(file)], { cwd: DIR });
    const expected = lines(g.stderr);
    assert.ok(expected.filter((l) => / (warning|error): /.test(l)).length >= 3, `${compiler} warns of the program:\n${asUtf8(g.stderr)}`);
    assert.deepEqual(lines(s.stderr), expected);
    assert.equal(s.status, g.status, asUtf8(s.stderr));
  });
}
