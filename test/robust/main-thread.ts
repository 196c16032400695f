/**
 * Runs a C program with gcc and with mpisim's CLI on the MAIN thread of a plain `node` (Node's
 * default stack, not bin/mpisim.js's worker), expecting the same status and output: what the
 * front end nests costs heap, not the host's call stack (issue 14).
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cprog';
import { run, describeRun } from '../helpers/proc';

export const MAIN_THREAD = `const cli = require(${JSON.stringify(join(REPO_ROOT, 'dist', 'cli.js'))}); cli.main(process.argv.slice(1), cli.fdIO(process.cwd())).then((c) => process.exit(c));`;

export async function sameAsGccOnMainThread(tmp: string, name: string, source: string): Promise<void> {
  const src = join(tmp, `${name}.c`);
  writeFileSync(src, source);
  const b = await run('gcc', ['-w', '-O0', '-o', join(tmp, name), src], { cwd: tmp, timeoutMs: 300_000 });
  assert.equal(b.status, 0, describeRun(b));
  const g = await run(join(tmp, name), [], { cwd: tmp, timeoutMs: 60_000 });
  const m = await run(process.execPath, ['-e', MAIN_THREAD, 'run', `${name}.c`], { cwd: tmp, timeoutMs: 300_000, env: { ...process.env, MPISIM_CACHE_DIR: join(tmp, 'cache') } });
  assert.equal(m.status, g.status, `${name}\n${describeRun(m)}`);
  assert.equal(m.stdout, g.stdout, name);
  assert.doesNotMatch(m.stderr, /internal error|\n\s+at /, name);
}
