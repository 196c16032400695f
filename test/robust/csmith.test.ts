/**
 * csmith differential test (issue 14): a fixed set of seeds, each a random C program built with
 * gcc -O0 and run natively and in mpisim; stdout (csmith's checksum) and the exit status must be
 * equal. Programs whose gcc binary runs over a few seconds are skipped, and counted.
 * `npm run fuzz` runs many more seeds (test/fuzz/run.ts).
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { requireGcc, tmpDirForFile } from '../helpers/cprog';
import { csmithCase, csmithRuntime, type CsmithOutcome } from './csmith';
import { inParallel } from './parallel';

/** The CI's seeds: 1..CI_SEEDS. */
export const CI_SEEDS = 110;

const tmp = tmpDirForFile('csmith');
let runtime = '';
before(async () => { await requireGcc(); runtime = csmithRuntime(); });

test(`csmith seeds 1..${CI_SEEDS}: mpisim prints gcc's checksum`, { timeout: 900_000 }, async (t) => {
  const seeds = Array.from({ length: CI_SEEDS }, (_, i) => i + 1);
  const outcomes = await inParallel(seeds, 2, (s) => csmithCase(s, tmp, runtime, 120_000));
  const by = (k: CsmithOutcome['kind']) => outcomes.filter((o) => o.kind === k);
  const skipped = by('skipped');
  t.diagnostic(`${by('same').length} equal, ${skipped.length} skipped (gcc's binary too slow), ${by('different').length} different`);
  assert.ok(skipped.length <= CI_SEEDS / 4, `${skipped.length} of ${CI_SEEDS} seeds skipped`);
  assert.deepEqual(by('different').map((o) => (o as { detail: string }).detail), []);
});
