/**
 * csmith differential runs: a random program from `csmith --seed S`, built with gcc -O0 against
 * csmith's runtime headers and run natively, then run with `mpisim run`; the checksum lines
 * must be equal. Shared by the CI test (a fixed set of seeds) and `npm run fuzz` (many more).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, runMpisimProgram } from '../helpers/cprog';
import { run, describeRun } from '../helpers/proc';

/** csmith's runtime include directory (scripts/csmith-runtime.sh fetches and caches it). */
export function csmithRuntime(): string {
  return execFileSync('bash', [join(REPO_ROOT, 'scripts', 'csmith-runtime.sh')], { encoding: 'utf8' }).trim();
}

/** gcc binaries slower than this are skipped (csmith can generate very long loops). */
export const NATIVE_LIMIT_MS = 3_000;

const CSMITH_LIMIT_MS = 60_000;

export type CsmithOutcome =
  | { kind: 'same' }
  | { kind: 'skipped'; why: string }
  | { kind: 'different'; detail: string };

/** `csmithOptions` are passed to csmith (e.g. `--float --max-struct-fields 20`). */
export async function csmithCase(seed: number, dir: string, runtime: string, mpisimTimeoutMs: number, csmithOptions: readonly string[] = []): Promise<CsmithOutcome> {
  const src = join(dir, `csmith_${seed}.c`);
  // csmith writes platform.info into its working directory and reads it back: runs in parallel
  // sharing one directory read each other's half-written file ("please specify integer size").
  const cwd = join(dir, `gen_${seed}`);
  mkdirSync(cwd, { recursive: true });
  const gen = await run('csmith', [...csmithOptions, '--seed', String(seed), '--output', src], { cwd, timeoutMs: CSMITH_LIMIT_MS });
  // With options that grow its programs (--max-struct-fields 20...), csmith itself can run for
  // minutes on a loaded machine: no program, nothing compared.
  if (gen.timedOut) return { kind: 'skipped', why: `csmith generates for over ${CSMITH_LIMIT_MS / 1000} s` };
  if (gen.status !== 0) return { kind: 'different', detail: `csmith failed:\n${describeRun(gen)}` };
  const exe = join(dir, `csmith_${seed}`);
  const b = await run('gcc', ['-O0', '-w', '-I', runtime, '-o', exe, src], { timeoutMs: 120_000 });
  if (b.status !== 0) return { kind: 'different', detail: `gcc could not build seed ${seed}:\n${describeRun(b)}` };
  const g = await run(exe, [], { timeoutMs: NATIVE_LIMIT_MS });
  if (g.timedOut) return { kind: 'skipped', why: `gcc's binary runs over ${NATIVE_LIMIT_MS / 1000} s` };
  const m = await runMpisimProgram(src, ['-I', runtime], [], { timeoutMs: mpisimTimeoutMs });
  const same = m.stdout === g.stdout && m.status === g.status;
  if (same) return { kind: 'same' };
  writeFileSync(`${src}.gcc.out`, g.stdout);
  return {
    kind: 'different',
    detail: `seed ${seed}${csmithOptions.length ? ` (csmith ${csmithOptions.join(' ')})` : ''}: gcc printed ${JSON.stringify(g.stdout.slice(0, 200))} (status ${g.status}); mpisim:\n${describeRun(m, 1500)}`,
  };
}
