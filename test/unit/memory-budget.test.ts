/**
 * The run's memory budget charges what ranks commit, not the address space they reserve: ranks
 * whose stacks alone reserve several times the budget start and run when what they touch fits,
 * and malloc still returns NULL before the run's committed bytes pass the budget.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileProgram } from '../../src/sim/compile';
import { World, defaultStackSize } from '../../src/sim/world';
import { gccRun } from '../helpers/native';
import { Memory } from '../../src/sim/runtime/memory';

const MiB = 2 ** 20;

function run(src: string, np: number, memoryBudget: number): { w: World; outs: string[] } {
  // As the CLI does: the data segment starts above the stack each of np ranks gets.
  const prog = compileProgram({ file: 'b.c', source: src, readFile: () => undefined, stackSize: defaultStackSize(np) });
  const outs: string[] = Array.from({ length: np }, () => '');
  const w = new World(prog, { np, memoryBudget, onOutput: (r, fd, t) => { if (fd === 1) outs[r] += t; } });
  w.runToEnd();
  return { w, outs };
}

test('ranks whose reserved stacks exceed the budget run when what they touch fits', () => {
  const src = `#include <stdio.h>
static int depth(int n) { int a[64]; a[n % 64] = n; return n ? depth(n - 1) + a[n % 64] % 3 : 0; }
int main(void) { printf("%d\\n", depth(200)); return 0; }
`;
  const np = 256;
  const { w, outs } = run(src, np, 24 * MiB);
  const reserved = w.ranks.reduce((a, r) => a + r.m.end, 0);
  assert.ok(reserved > 4 * 24 * MiB, `the ranks reserve ${reserved} bytes`);
  const want = gccRun(src).stdout;
  assert.deepEqual(outs, Array(np).fill(want));
  assert.ok(w.ranks.every((r) => r.state === 'exited' && r.exitCode === 0));
  const used = w.memoryLimits.budget!.used;
  assert.ok(used <= 24 * MiB, `charged ${used}`);
  // Each rank's 200 frames of 256+ bytes were touched: they are charged.
  assert.ok(w.ranks.every((r) => r.m.committed >= 200 * 256), 'the stack pages the recursion touched are charged');
});

// No real tool answers this one: the budget is mpisim's own (src/sim/runtime/memory.ts,
// MemoryBudget: malloc returns NULL rather than go past it). The native program would take
// 128 MiB a process where mpisim's four ranks share 16 MiB.
test('malloc returns NULL before the ranks\' committed heaps pass the budget', () => {
  const src = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  int got = 0;
  for (; got < 2048; got++) { char *p = malloc(1 << 16); if (!p) break; memset(p, 1, 1 << 16); }
  printf("%d\\n", got < 2048);
  return 0;
}
`;
  const budget = 16 * MiB;
  const { w, outs } = run(src, 4, budget);
  assert.deepEqual(outs, Array(4).fill('1\n'));
  const used = w.memoryLimits.budget!.used;
  assert.ok(used <= budget, `charged ${used} of ${budget}`);
  assert.ok(used > budget / 2, `the heaps took most of the budget (${used})`);
});

test('freed blocks of 64 KiB and more merge, serve smaller requests, and the break drops over a free top (snapshots keep them)', () => {
  const m = Memory.make({ stackSize: 65536, dataSize: 4096, roOffset: 0, roSize: 0 })!;
  const base = m.brk;
  // Quarantine holds freed blocks until 1 MiB is waiting: 3 MiB of each pass goes through it.
  const blocks = [300_000, 500_000, 700_000, 900_000, 1_100_000].map((n) => m.malloc(n));
  m.U8.fill(7, blocks[4], blocks[4] + 1_100_000);
  const high = m.brk;
  for (const b of blocks) m.free(b);
  const snap = m.snapshot();
  // The last is still in quarantine; the first four, adjacent, are one extent.
  const a = m.malloc(1_400_000);
  assert.equal(a, blocks[0], 'the merged extent of the first four serves a request none of them could');
  // More blocks of new sizes: released in turn, the heap does not grow past its first high mark.
  for (let i = 0; i < 50; i++) m.free(m.malloc(200_000 + i * 7_919));
  assert.ok(m.brk <= high, `break ${m.brk - base} past ${high - base}`);
  m.free(a);
  for (let i = 0; i < 4; i++) m.free(m.malloc(16)); // pushes the rest out of quarantine
  m.restore(snap);
  assert.equal(m.malloc(1_400_000), blocks[0], 'the restored extents serve as before');
  // What the break dropped over reads as zero when a block is made there again.
  const s2 = m.snapshot();
  assert.ok(s2.extents!.length % 2 === 0);
  assert.ok(m.U8.subarray(m.brk, high).every((x) => x === 0), 'zero above the break');
});
