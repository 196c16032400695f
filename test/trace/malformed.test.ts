/**
 * Malformed and truncated archives: `mpisim trace show` exits 1 with one line naming the file
 * and what is wrong (no stack trace) and leaves the files as they were. Each case damages a
 * valid archive written by the real OTF2 library; otf2-print is asked too, and must also refuse
 * it, so every case is really broken.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { makeTmpDir, removeTmpDir, runMpisim } from '../helpers/cprog';
import { otf2Print, requireOtf2, writeWithLibrary } from '../helpers/otf2';
import { readArchive, TraceFormatError } from '../../src/trace';

let tmp: string;
let good: string;
before(async () => {
  await requireOtf2();
  tmp = makeTmpDir('trace-bad');
  good = join(tmp, 'good');
  await writeWithLibrary(good, {
    ranks: 2, resolution: 1000, comms: [{ name: 'MPI_COMM_WORLD', members: [0, 1] }],
    events: [[[1, 'enter', 'MPI_Send'], [2, 'send', 1, 0, 0, 4], [3, 'leave', 'MPI_Send']], [[1, 'enter', 'MPI_Recv'], [2, 'recv', 0, 0, 0, 4], [3, 'leave', 'MPI_Recv']]],
  });
});
after(() => removeTmpDir(tmp));

function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else out[p] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

let cases = 0;
/** Copies the good archive, damages it, and checks both tools refuse it and mpisim says why. */
async function refused(damage: (dir: string) => void, expected: RegExp, anchorName = 'traces.otf2'): Promise<void> {
  const dir = join(tmp, `case${cases++}`);
  cpSync(good, dir, { recursive: true });
  damage(dir);
  const anchor = join(dir, anchorName);
  const before = snapshot(dir);
  const real = await otf2Print(anchor, ['--silent', '-Werror']);
  assert.notEqual(real.status, 0, `otf2-print refuses it too (${expected})`);
  const r = await runMpisim(['trace', 'show', anchor]);
  assert.equal(r.status, 1, `exit status 1 for ${expected}:\n${r.stderr}`);
  assert.equal(r.stdout, '');
  assert.match(r.stderr, /^mpisim trace show: [^\n]+\n$/, 'one line');
  assert.match(r.stderr, expected);
  assert.doesNotMatch(r.stderr, /\n\s+at |internal error|cannot be read as OTF2/);
  assert.deepEqual(snapshot(dir), before, 'files unchanged');
}

const patch = (file: string, at: number, bytes: number[]) => {
  const b = readFileSync(file);
  b.set(bytes, at);
  writeFileSync(file, b);
};
const cut = (file: string, keep: (n: number) => number) => {
  const b = readFileSync(file);
  writeFileSync(file, b.subarray(0, keep(b.length)));
};

test('a missing anchor, a directory, a file that is not an anchor', async () => {
  await refused(() => {}, /nope\.otf2: missing: the archive has no anchor file/, 'nope.otf2');
  await refused((d) => mkdirSync(join(d, 'dir.otf2')), /dir\.otf2: is a directory, not anchor file/, 'dir.otf2');
  await refused(() => {}, /traces\.def: an OTF2 archive is opened by its anchor file/, 'traces.def');
  await refused((d) => writeFileSync(join(d, 'traces.otf2'), ''), /traces\.otf2: not an OTF2 anchor file/);
  await refused((d) => writeFileSync(join(d, 'traces.otf2'), 'hello, world\n'), /traces\.otf2: not an OTF2 anchor file/);
});

test('a damaged or truncated anchor', async () => {
  await refused((d) => patch(join(d, 'traces.otf2'), 2, [0x4f, 0x54, 0x46, 0x33]), /traces\.otf2: not an OTF2 anchor file \(bad magic/);
  await refused((d) => cut(join(d, 'traces.otf2'), () => 20), /traces\.otf2: truncated: the definition chunk size/);
  // Event chunk size (offset 12, u64 LE) set to 100 bytes.
  await refused((d) => patch(join(d, 'traces.otf2'), 12, [100, 0, 0, 0, 0, 0, 0, 0]), /traces\.otf2: invalid event chunk size 100/);
  // Number of global definitions (offset 38) one more than the file holds.
  await refused((d) => { const f = join(d, 'traces.otf2'); const b = readFileSync(f); b[38]++; writeFileSync(f, b); }, /traces\.def: holds \d+ global definitions but the anchor says \d+/);
});

test('damaged, truncated or missing definition and event files', async () => {
  await refused((d) => rmSync(join(d, 'traces.def')), /traces\.def: missing: the archive has no definition file/);
  await refused((d) => cut(join(d, 'traces.def'), (n) => n - 2), /traces\.def: truncated: the file ends without END_OF_FILE/);
  await refused((d) => cut(join(d, 'traces.def'), (n) => n - 30), /traces\.def: truncated/);
  await refused((d) => rmSync(join(d, 'traces', '1.evt')), /traces\/1\.evt: missing: the archive has no event file/);
  await refused((d) => patch(join(d, 'traces', '0.evt'), 0, [0x07]), /traces\/0\.evt: no chunk header at offset 0/);
  await refused((d) => cut(join(d, 'traces', '0.evt'), (n) => n - 6), /traces\/0\.evt: truncated/);
  // An MpiSend whose receiver has the invalid compressed length byte 9.
  await refused((d) => {
    const f = join(d, 'traces', '0.evt');
    const head = readFileSync(f).subarray(0, 18);
    writeFileSync(f, Buffer.concat([head, Buffer.from([5, 1, 0, 0, 0, 0, 0, 0, 0, 0x0e, 4, 9, 1, 1, 1, 2, 1])]));
  }, /traces\/0\.evt: invalid compressed integer length byte 0x9 in the receiver/);
});

test('wrong commands get usage errors (exit status 2)', async () => {
  for (const args of [['trace'], ['trace', 'list'], ['trace', 'show'], ['trace', 'show', '--bogus', 'x.otf2'], ['trace', 'show', 'a.otf2', 'b.otf2']]) {
    const r = await runMpisim(args);
    assert.equal(r.status, 2, args.join(' '));
    assert.match(r.stderr, /^mpisim trace( show)?: .+\n$/);
  }
});

test('random damage (bytes overwritten, files cut short) is always a TraceFormatError, never a crash', () => {
  const files = ['traces.otf2', 'traces.def', join('traces', '0.evt'), join('traces', '1.evt'), join('traces', '0.def')];
  let seed = 12345;
  const rnd = (n: number) => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return Math.floor((seed / 0x80000000) * n); };
  const dir = join(tmp, 'fuzz');
  let refused = 0;
  for (let k = 0; k < 1000; k++) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(good, dir, { recursive: true });
    const f = join(dir, files[rnd(files.length)]);
    const b = readFileSync(f);
    if (rnd(2)) { for (let n = 1 + rnd(3); n > 0; n--) b[rnd(b.length)] = rnd(256); writeFileSync(f, b); }
    else writeFileSync(f, b.subarray(0, rnd(b.length)));
    try {
      readArchive(join(dir, 'traces.otf2'));
    } catch (e) {
      if (!(e instanceof TraceFormatError)) assert.fail(`damage #${k} to ${f}: ${(e as Error).stack}`);
      refused++;
    }
  }
  assert.ok(refused > 500, `${refused} of 1000 damaged archives refused`);
});
