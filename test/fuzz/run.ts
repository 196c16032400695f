/**
 * `npm run fuzz`: many more csmith seeds and mutants than CI runs.
 *   node out/test/fuzz/run.js [--csmith N] [--csmith-from S] [--csmith-options "OPTS"] [--keep DIR]
 *                             [--mutants N] [--mutants-seed S] [--jobs J]
 * Defaults: 1,000 csmith seeds from 1,000 (CI runs 1..110) and 5,000 mutants from seed 1,000
 * (CI runs seeds below that). Every failure is printed with what reproduces it; the exit status
 * is 1 when any case failed.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csmithCase, csmithRuntime } from '../robust/csmith';
import { inParallel } from '../robust/parallel';
import { mutantCases, runMutant } from '../robust/mutants';

function option(name: string, dflt: number): number {
  return Number(stringOption(name, String(dflt)));
}

function stringOption(name: string, dflt: string): string {
  const k = process.argv.indexOf(name);
  return k >= 0 ? process.argv[k + 1] : dflt;
}

/** A line every 25 cases, so that a run stopped part way says how far it got. */
function progress(what: string, done: number, counts: string): void {
  if (done % 25 === 0) console.log(`${what}: ${done} run (${counts})`);
}

async function main(): Promise<void> {
  const jobs = option('--jobs', 2);
  const nCsmith = option('--csmith', 1000), from = option('--csmith-from', 1000);
  const nMutants = option('--mutants', 5000), mutantSeed = option('--mutants-seed', 1000);
  // csmith's options other than its defaults stress other corners (--bitfields --packed-struct,
  // --volatiles, --unions, --pointers...); --keep leaves the programs of failed cases to minimize.
  const csmithOptions = stringOption('--csmith-options', '').split(/\s+/).filter(Boolean);
  const keep = stringOption('--keep', '');
  const dir = keep ? (mkdirSync(keep, { recursive: true }), keep) : mkdtempSync(join(tmpdir(), 'mpisim-fuzz-'));
  let failed = 0;
  try {
    if (nCsmith > 0) {
      const runtime = csmithRuntime();
      const seeds = Array.from({ length: nCsmith }, (_, i) => from + i);
      let same = 0, skipped = 0, done = 0;
      await inParallel(seeds, jobs, async (s) => {
        const o = await csmithCase(s, dir, runtime, 300_000, csmithOptions);
        if (o.kind === 'same') same++;
        else if (o.kind === 'skipped') skipped++;
        else { failed++; console.log(`csmith FAIL ${o.detail}\n(reproduce: csmith ${[...csmithOptions, '--seed', s].join(' ')})`); }
        progress('csmith', ++done, `${same} equal, ${skipped} skipped`);
      });
      console.log(`csmith: ${same} equal, ${skipped} skipped (gcc's binary or csmith too slow), ${nCsmith - same - skipped} different`);
    }
    if (nMutants > 0) {
      const cases = mutantCases(mutantSeed, nMutants);
      let bad = 0, done = 0;
      await inParallel(cases, jobs, async (c) => {
        const problem = await runMutant(c, dir);
        if (problem) { bad++; failed++; console.log(`mutant FAIL ${problem}`); }
        progress('mutants', ++done, `${bad} failed, last seed ${c.seed}`);
      });
      console.log(`mutants: ${cases.length - bad} fine, ${bad} failed`);
    }
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

// `node --test out/test/` (npm test) finds every file under a test directory: the long fuzz runs
// only as `npm run fuzz`, and CI's fixed share lives in the robust tests.
if (!process.env.NODE_TEST_CONTEXT) void main();
