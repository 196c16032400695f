/**
 * Big-endian archives (reference/otf2.md §2.3: the endianness byte 0x23 sets the byte order of
 * every multi-byte value in its chunk; §7.4 item 7). The OTF2 library writes the host's order,
 * so on x86-64 it cannot make one: mpisim's writer does, and the real tools judge it. The run
 * of test/trace/trace_nbc.c (every record kind mpisim writes) is written both ways; otf2-print
 * and python3-otf2 must read the big-endian copy exactly as the little-endian one, and so must
 * mpisim's reader and `trace show`.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTmpDir, removeTmpDir, runMpisim, runMpisimProgram } from '../helpers/cprog';
import { dumpWithLibrary, otf2Print, requireOtf2, TRACE_DIR } from '../helpers/otf2';
import { readArchive, writeArchive } from '../../src/trace';

let tmp: string;
let little: string;
let big: string;
before(async () => {
  await requireOtf2();
  tmp = makeTmpDir('trace-endian');
  const r = await runMpisimProgram(join(TRACE_DIR, 'trace_nbc.c'), ['-n', '3', '--trace', join(tmp, 'le')]);
  assert.equal(r.status, 0, r.stderr);
  little = join(tmp, 'le', 'traces.otf2');
  big = writeArchive(join(tmp, 'be'), readArchive(little), { bigEndian: true });
});
after(() => removeTmpDir(tmp));

test('the big-endian copy is big endian throughout', () => {
  for (const f of ['traces.otf2', 'traces.def', 'traces/0.evt', 'traces/2.def']) {
    const b = readFileSync(join(tmp, 'be', f));
    assert.deepEqual([b[0], b[1]], [0x03, 0x23], `${f} opens with a big-endian header`);
  }
  // The first event chunk's firstEvent (u64full 1) as big endian: seven zero bytes, then 1.
  assert.deepEqual([...readFileSync(join(tmp, 'be', 'traces', '0.evt')).subarray(2, 10)], [0, 0, 0, 0, 0, 0, 0, 1]);
});

test('otf2-print reads the big-endian archive as the little-endian one', async () => {
  const strict = await otf2Print(big, ['--silent', '-Werror']);
  assert.equal(strict.status, 0, strict.stderr);
  assert.equal(strict.stderr, '');
  for (const args of [[], ['-A']]) {
    const [le, be] = [await otf2Print(little, args), await otf2Print(big, args)];
    assert.equal(be.status, 0, be.stderr);
    assert.ok(le.stdout.includes('NON_BLOCKING_COLLECTIVE_COMPLETE') || args.length > 0);
    assert.equal(be.stdout, le.stdout, `otf2-print ${args.join(' ')}`);
  }
});

test('the OTF2 library and mpisim read the big-endian archive as the little-endian one', async () => {
  const [le, be] = [await dumpWithLibrary(little), await dumpWithLibrary(big)];
  assert.deepEqual(be, le);
  const ours = readArchive(big);
  assert.deepEqual(ours, readArchive(little));
  for (const l of ours.locations) assert.deepEqual(l.events, be.locations[String(l.id)], `location ${l.id}`);
  const [jsonLe, jsonBe] = [await runMpisim(['trace', 'show', '--json', little]), await runMpisim(['trace', 'show', '--json', big])];
  assert.equal(jsonBe.status, 0, jsonBe.stderr);
  assert.equal(jsonBe.stdout, jsonLe.stdout);
  assert.ok((JSON.parse(jsonBe.stdout) as { messages: unknown[] }).messages.length > 0);
});
