/**
 * Inline assembly mpisim cannot run. gcc passes an asm template to the assembler, which rejects
 * an instruction it does not know (`Error: no such instruction`, naming only the .s file's line):
 * mpisim, which runs C as JavaScript, knows a handful of templates (test/c/inline_asm.c, run
 * against gcc by c-gcc.test.ts) and must reject every other one at compile time, as a
 * `file:line:col: error:` at the asm statement (its position, the asm keyword, is mpisim's own
 * choice: the assembler gives none in the C file), running nothing.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseErrorLines, requireGcc, runMpisimProgram, tmpDirForFile } from '../helpers/cprog';
import { asUtf8, describeRun, run } from '../helpers/proc';

const tmp = tmpDirForFile('asm');
before(() => requireGcc());

const PROGRAM = `#include <stdio.h>
int main(void) {
  puts("RAN");
  unsigned a = 0;
  asm volatile("pause");
  asm volatile("frobnicate %0" : "=r"(a));
  __asm__ ("cpuid" : "=a"(a) : "a"(0) : "ebx", "ecx", "edx");
  printf("%u\\n", a);
  return 0;
}
`;

test('an asm template mpisim cannot run is a compile error at its statement, for each one', async () => {
  const src = join(tmp, 'asm_unknown.c');
  writeFileSync(src, PROGRAM);
  // The real toolchain: the unknown instruction fails at assembly, cpuid alone assembles.
  const gcc = await run('gcc', ['-c', 'asm_unknown.c', '-o', 'asm_unknown.o'], { cwd: tmp });
  assert.notEqual(gcc.status, 0, describeRun(gcc));
  assert.match(gcc.stderr, /no such instruction: `frobnicate/);
  const r = await runMpisimProgram(src, ['-n', '1']);
  assert.equal(r.status, 1, describeRun(r));
  assert.doesNotMatch(r.stdout, /RAN/);
  const errs = parseErrorLines(r.stderr).map((e) => `${e.file}:${e.line}:${e.col}`);
  assert.deepEqual(errs, ['asm_unknown.c:6:3', 'asm_unknown.c:7:3'], r.stderr);
  assert.match(asUtf8(r.stderr), /inline assembly ‘frobnicate %0’/);
  assert.match(asUtf8(r.stderr), /inline assembly ‘cpuid’/);
  assert.doesNotMatch(r.stderr, /internal error/);
});
