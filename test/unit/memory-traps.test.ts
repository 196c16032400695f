/**
 * Memory.trap, which a shared file mapping uses to learn which pages its process wrote
 * (src/sim/runtime/files/mapped.ts): the first write to a trapped page by any path (a compiled
 * store, a block write the C library checks, a range an MPI operation checks) is told once, and
 * loads are not; the heap's checks (overflow, use after free) are what they were.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CFault, Memory } from '../../src/sim/runtime/memory';

const PAGE = 4096;

function mapped(): { m: Memory; p: number; hits: number[] } {
  const m = new Memory({ stackSize: 64 * 1024, dataSize: 0, roOffset: 0, roSize: 0 });
  const p = m.alignedMalloc(PAGE, 3 * PAGE);
  assert.ok(p && p % PAGE === 0);
  const hits: number[] = [];
  m.trap(p, p + 3 * PAGE, (page) => hits.push(page - p));
  m.arm(p, 3 * PAGE);
  return { m, p, hits };
}

test('the first store to a trapped page is told once; loads are not', () => {
  const { m, p, hits } = mapped();
  assert.equal(m.i32(p + PAGE + 8), 0);
  assert.equal(m.f64(p + 2 * PAGE), 0);
  assert.deepEqual(hits, [], 'loads spring nothing');
  m.st32(p + PAGE + 8, 42);
  m.st8(p + PAGE + 100, 7);
  assert.deepEqual(hits, [PAGE], 'one page, told once');
  assert.equal(m.i32(p + PAGE + 8), 42);
  m.arm(p + PAGE, PAGE);
  m.stf64(p + PAGE + 16, 1.5);
  assert.deepEqual(hits, [PAGE, PAGE], 'armed again, told again');
});

test('block writes (memset, memcpy, a checked range) spring every page they cover', () => {
  const { m, p, hits } = mapped();
  m.fill(p + PAGE - 4, 0xab, 8);
  assert.deepEqual(hits, [0, PAGE]);
  m.copy(p + 2 * PAGE, p, 16);
  assert.deepEqual(hits, [0, PAGE, 2 * PAGE]);
  const q = mapped();
  assert.ok(q.m.rangeOk(q.p, 3 * PAGE, false));
  assert.deepEqual(q.hits, [], 'a checked read springs nothing');
  assert.ok(q.m.rangeOk(q.p + 10, 2 * PAGE, true));
  assert.deepEqual(q.hits, [0, PAGE, 2 * PAGE]);
});

test('trapped pages keep the heap checks: overflow past the block, use after free once untrapped', () => {
  const { m, p, hits } = mapped();
  assert.throws(() => m.st32(p + 3 * PAGE + 64, 1), (e: unknown) => e instanceof CFault && /heap buffer overflow/.test(e.detail));
  m.untrap(p);
  m.free(p);
  assert.throws(() => m.st32(p + 8, 1), (e: unknown) => e instanceof CFault && e.kind === 'use after free');
  assert.deepEqual(hits, []);
});
