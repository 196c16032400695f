/**
 * The real OTF2 tools the trace tests check against (Debian's otf2-tools and python3-otf2,
 * installed by .ci/run): otf2-print, and the OTF2 library through /usr/bin/python3 to write
 * archives (test/trace/otf2_write.py) and to read them back (test/trace/otf2_dump.py).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './cprog';
import { describeRun, run, type RunResult } from './proc';

export const TRACE_DIR = join(REPO_ROOT, 'test', 'trace');
const PYTHON = '/usr/bin/python3';

let checked: Promise<void> | undefined;
/** Rejects, naming the packages to install, when otf2-print or the otf2 Python module is missing. */
export function requireOtf2(): Promise<void> {
  checked ??= (async () => {
    const missing = (what: string, r: RunResult | Error) =>
      new Error(`${what} is required for the trace tests: apt-get install otf2-tools python3-otf2 (as .ci/run does).\n${r instanceof Error ? r.message : describeRun(r)}`);
    for (const [what, cmd, args] of [['otf2-print', 'otf2-print', ['--version']], ['python3-otf2', PYTHON, ['-c', 'import otf2']]] as const) {
      let r: RunResult;
      try { r = await run(cmd, args, { timeoutMs: 30_000 }); } catch (e) { throw missing(what, e as Error); }
      if (r.status !== 0) throw missing(what, r);
    }
  })();
  return checked;
}

/** What otf2_write.py takes: events per rank as [time, kind, args...] (see that script). */
export interface ArchiveSpec {
  ranks: number;
  resolution?: number;
  comms: { name: string; members: number[]; parent?: number }[];
  events: (string | number)[][][];
}

/** Writes `spec` with the OTF2 library into `dir`; returns the anchor file's path. */
export async function writeWithLibrary(dir: string, spec: ArchiveSpec): Promise<string> {
  await requireOtf2();
  const specFile = `${dir}.json`;
  writeFileSync(specFile, JSON.stringify(spec));
  const r = await run(PYTHON, [join(TRACE_DIR, 'otf2_write.py'), dir, specFile], { timeoutMs: 60_000 });
  if (r.status !== 0) throw new Error(`otf2_write.py failed:\n${describeRun(r)}`);
  return join(dir, 'traces.otf2');
}

export interface LibraryDump {
  resolution: number;
  regions: string[];
  comms: string[];
  /** Each communicator's OTF2_CommFlag bits. */
  commFlags: number[];
  locations: Record<string, Record<string, number | string>[]>;
}

/** The archive's events as the OTF2 library reads them. */
export async function dumpWithLibrary(anchor: string): Promise<LibraryDump> {
  await requireOtf2();
  const r = await run(PYTHON, [join(TRACE_DIR, 'otf2_dump.py'), anchor], { timeoutMs: 120_000 });
  if (r.status !== 0) throw new Error(`otf2_dump.py failed:\n${describeRun(r)}`);
  return JSON.parse(r.stdout) as LibraryDump;
}

/** `otf2-print [args] <anchor>`. */
export async function otf2Print(anchor: string, args: string[] = []): Promise<RunResult> {
  await requireOtf2();
  return run('otf2-print', [...args, anchor], { timeoutMs: 120_000 });
}
