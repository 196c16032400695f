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
