/**
 * Running child processes for the differential tests: with a timeout, empty stdin (or a file),
 * byte-exact output (latin1, one char per byte) and a shell-style exit status.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { constants as osConstants } from 'node:os';

export interface RunOptions {
  cwd?: string;
  /** Kill the process (SIGKILL) after this many milliseconds. Default 60 s. */
  timeoutMs?: number;
  /** argv[0] the program sees (glibc's assert message starts with its basename). */
  argv0?: string;
  env?: NodeJS.ProcessEnv;
  /** A file read as stdin (else stdin is empty). */
  stdin?: string;
}

export interface RunResult {
  command: string;
  stdout: string;
  stderr: string;
  /** Exit code, or null when killed by a signal. */
  code: number | null;
  /** Name of the terminating signal (e.g. 'SIGSEGV'), or null. */
  signal: NodeJS.Signals | null;
  /** What a POSIX shell would report as `$?`: the code, or 128 + signal number. */
  status: number;
  timedOut: boolean;
}

export const DEFAULT_TIMEOUT_MS = 60_000;

/** Signal number on this host (Linux: SIGSEGV 11, SIGFPE 8, SIGABRT 6). */
export function signalNumber(sig: NodeJS.Signals): number {
  const n = (osConstants.signals as Record<string, number | undefined>)[sig];
  if (n === undefined) throw new Error(`unknown signal ${sig}`);
  return n;
}

export function run(cmd: string, args: readonly string[], opts: RunOptions = {}): Promise<RunResult> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const command = [cmd, ...args].join(' ');
  return new Promise((resolve, reject) => {
    const input = opts.stdin === undefined ? undefined : openSync(opts.stdin, 'r');
    const child = spawn(cmd, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      argv0: opts.argv0,
      stdio: [input ?? 'ignore', 'pipe', 'pipe'], // no stdin file: /dev/null, i.e. empty
      windowsHide: true,
    });
    if (input !== undefined) closeSync(input);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (b: Buffer) => out.push(b));
    child.stderr!.on('data', (b: Buffer) => err.push(b));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new Error(`cannot run ${command}: ${e.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        command,
        stdout: Buffer.concat(out).toString('latin1'),
        stderr: Buffer.concat(err).toString('latin1'),
        code,
        signal,
        status: code ?? (signal ? 128 + signalNumber(signal) : -1),
        timedOut,
      });
    });
  });
}

/** Byte strings (latin1, as RunResult holds them) shown as the UTF-8 text they usually are. */
export function asUtf8(s: string): string {
  return Buffer.from(s, 'latin1').toString('utf8');
}

/** A short human-readable account of a run, for assertion messages. */
export function describeRun(r: RunResult, maxChars = 4000): string {
  const clip = (s: string) => {
    const t = asUtf8(s);
    return t.length > maxChars ? t.slice(0, maxChars) + `\n... (${t.length - maxChars} more chars)` : t;
  };
  return [
    `$ ${r.command}`,
    `status ${r.status}${r.signal ? ` (${r.signal})` : ''}${r.timedOut ? ' TIMED OUT' : ''}`,
    `--- stdout ---\n${clip(r.stdout)}`,
    `--- stderr ---\n${clip(r.stderr)}`,
  ].join('\n');
}

/** A tool run to its end in `cwd` (gcc, file, strip, make...), its output as text; a tool that cannot start fails the test. */
export function runTool(cwd: string, cmd: string, args: string[], timeout = 180_000): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout });
  if (r.error) throw new Error(`cannot run ${cmd}: ${r.error.message}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
