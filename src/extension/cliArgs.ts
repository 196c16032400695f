/**
 * A launch configuration as the `mpisim run` command line that runs the same program the same
 * way (used to run a session's program again with --trace after it ended). Every launch
 * attribute that changes what the program does has its flag here, so the re-run is the run the
 * user debugged.
 */
import * as path from 'node:path';

export interface RunDefaults { defaultRanks: number; contextIdLayout: string; eagerLimit: number }

/** The program's files (a launch `program` is one file or a list of them). */
export function programFiles(config: Record<string, unknown>): string[] {
  const p = config.program;
  return (Array.isArray(p) ? p : p === undefined ? [] : [p]).map(String);
}

/** The directory a configuration runs in: its cwd, else its first program file's. */
export function runDirectory(config: Record<string, unknown>): string {
  return typeof config.cwd === 'string' ? config.cwd : path.dirname(programFiles(config)[0] ?? '.');
}

/**
 * The environment a re-run runs in: `base` with the OpenMP runtime's variables (the only ones a
 * program sees) those of the debugged run: OMP_NUM_THREADS from `ompNumThreads` (unset: 1, the
 * default of a debug session, whose teams have the processors of a simulated process).
 */
export function runEnvironment(config: Record<string, unknown>, base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(base)) if (!k.startsWith('OMP_')) env[k] = v;
  env.OMP_NUM_THREADS = String(config.ompNumThreads ?? 1);
  return env;
}

/** `mpisim run` arguments after `run` (options, the files, the program's args), and the file rank 0 reads as stdin. */
export function runArgs(config: Record<string, unknown>, s: RunDefaults, extra: string[] = []): { args: string[]; stdin?: string } {
  const args = ['run', ...extra, '-n', String(config.np ?? s.defaultRanks), '--context-id-layout', String(config.contextIdLayout ?? s.contextIdLayout),
    '--eager-limit', String(config.eagerLimit ?? s.eagerLimit)];
  const flag = (name: string, v: unknown): void => { if (v !== undefined && v !== null && v !== '') args.push(name, String(v)); };
  flag('--seed', config.seed);
  flag('--ranks-per-node', config.ranksPerNode);
  flag('--epoch', config.epoch);
  flag('--timeout', config.timeout);
  flag('--memory', config.memory);
  const defines = config.defines as Record<string, string> | string[] | undefined;
  for (const d of Array.isArray(defines) ? defines : Object.entries(defines ?? {}).map(([k, v]) => `${k}=${v}`)) args.push('-D', d);
  for (const i of (config.includeDirs as string[] | undefined) ?? []) args.push('-I', i);
  if (config.openmp === true) args.push('-fopenmp');
  for (const [k, v] of Object.entries((config.env as Record<string, unknown> | undefined) ?? {})) if (v !== undefined && v !== null) args.push('-genv', k, String(v));
  if (config.common === true) args.push('-fcommon');
  if (typeof config.std === 'string' && config.std) args.push(config.std === 'ansi' ? '-ansi' : `-std=${config.std}`);
  for (const d of (config.allowRead as string[] | undefined) ?? []) args.push('--allow-read', d);
  for (const d of (config.allowWrite as string[] | undefined) ?? []) args.push('--allow-write', d);
  if (Array.isArray(config.checks)) args.push(...(config.checks.length ? ['--check', config.checks.join(',')] : ['--no-check']));
  args.push(...programFiles(config), ...((config.args as string[] | undefined) ?? []).map(String));
  const stdin = typeof config.stdin === 'string' && config.stdin ? path.resolve(runDirectory(config), config.stdin) : undefined;
  return { args, stdin };
}
