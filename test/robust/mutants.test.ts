/**
 * The mutation fuzzer's CI share (issue 14): a fixed few hundred mutants of the project's own C
 * and MPI programs (deterministic seeds 1..CI_MUTANTS; `npm run fuzz` runs thousands more). No
 * mutant may make mpisim print an internal error or a JavaScript stack, or outlive its time or
 * memory budget (test/robust/mutants.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tmpDirForFile } from '../helpers/cprog';
import { mutantCases, runMutant, corpus } from './mutants';
import { inParallel } from './parallel';

export const CI_MUTANTS = 300;

const tmp = tmpDirForFile('mutants');

test('the corpus holds the C and MPI test programs', () => {
  assert.ok(corpus().length > 150, `only ${corpus().length} programs`);
});

test(`mutants 1..${CI_MUTANTS}: mpisim answers each as a process would`, { timeout: 900_000 }, async () => {
  const problems = (await inParallel(mutantCases(1, CI_MUTANTS), 2, (c) => runMutant(c, tmp))).filter((p) => p !== undefined);
  assert.deepEqual(problems, []);
});
