/**
 * The usage checks keep one finding per check, ranks and both positions, whatever the number of
 * times it is made: MPICH's rma/atomic_get_* make the same finding millions of times, and keeping
 * each one ran the simulator out of heap.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { UsageChecker } from '../../src/sim/mpi/check/checker';
import { allChecks, findingKey, repeatsLine, type Finding } from '../../src/sim/mpi/check/findings';
import type { MpiCore } from '../../src/sim/mpi/core/dispatch';

/** The little of the MPI layer report() uses: a world that counts the lines written and the notices. */
function checker(): { c: UsageChecker; lines: string[]; notices: number } {
  const out = { lines: [] as string[], notices: 0 };
  const rt = { world: { ranks: [], write: (_k: number, _fd: number, s: string) => out.lines.push(s), notice: () => { out.notices++; } }, hooks: {} } as unknown as MpiCore;
  const c = new UsageChecker(rt, { dtp: () => { throw new Error('unused'); } }, allChecks());
  return Object.assign(out, { c });
}
const at = (line: number) => ({ file: 'p.c', line, col: 3 });
const race = (byte: number, line = 10, other = 12, rank = 1): Finding => ({
  check: 'rma-race', rank, pos: at(line), text: `byte 0x${byte.toString(16)}`, related: { rank: 0, pos: at(other), what: 'MPI_Put' },
});

test('a finding made 200,000 times is kept, written and noticed once, its repeats counted', () => {
  const t = checker();
  const before = process.memoryUsage().heapUsed;
  // Another byte each time: the text differs, the finding is the same.
  for (let i = 0; i < 200_000; i++) t.c.report(race(i));
  const grown = process.memoryUsage().heapUsed - before;
  assert.equal(t.c.findings.length, 1);
  assert.equal(t.c.findings[0].repeats, 199_999);
  assert.equal(t.lines.length, 1);
  assert.equal(t.notices, 1);
  assert.match(t.lines[0], /^mpisim: rma-race: byte 0x0\n$/);
  // 200,000 findings kept would be tens of megabytes.
  assert.ok(grown < 8 << 20, `heap grew ${grown} bytes`);
  assert.equal(repeatsLine(t.c.findings[0]), 'mpisim: rma-race: the finding of rank 1 at p.c:10:3 and rank 0 at p.c:12:3 was made 199999 more times, reported once\n');
});

test('findings differing in check, rank or either position are distinct', () => {
  const t = checker();
  const base = race(0);
  const variants: Finding[] = [
    base, race(0, 11), race(0, 10, 13), race(0, 10, 12, 2), { ...base, check: 'pending-buffer' },
    { ...base, related: { ...base.related!, rank: 3 } }, { ...base, related: undefined },
  ];
  for (const f of variants) t.c.report({ ...f });
  assert.equal(new Set(variants.map(findingKey)).size, variants.length);
  assert.equal(t.c.findings.length, variants.length);
  assert.ok(t.c.findings.every((f) => !f.repeats));
  assert.equal(repeatsLine(t.c.findings[0]), undefined);
});
