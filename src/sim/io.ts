/**
 * What the simulator needs of the host's files and streams, shared by the command line and the
 * debug adapter: per-rank line buffering of program output, and the sandboxed reader that lets
 * `#include "..."` see only the program's directory and the granted include directories, and
 * the loading of a program file through it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { IncludeDenied } from './c/preprocessor';
import { HostFiles, resolveInside } from './hostfs';
import { compileUnit, linkUnits } from './compile';
import { archiveMembersPulled, isLinkInput, ObjectFormatError, readLinkInput, type LinkInput } from './objects';
import { loadStoredProgram, recordingReader, storeProgram } from './programStore';
import type { Program } from './c/ast';
import { CompileError, formatDiagnostics, type Diagnostic } from './c/diagnostics';
import type { CompiledProgram } from './c/codegen';
import type { Launch } from './launch';
import type { InputSource } from './runtime/libc-posix';

export type { Launch } from './launch';

/** Collects each rank's output per stream and hands it on in whole lines. */
/** Characters of an unterminated line kept whole before it is handed on in parts (V8's strings end at 2^29). */
const LONG_LINE = 1 << 24;

export class RankLines {
  private partial = new Map<string, string>();
  /** Streams whose line was handed on in part (it outgrew LONG_LINE): what follows continues it. */
  private midLine = new Set<string>();
  /** `continues`: the text's first line continues one handed on before (it takes no line label). */
  constructor(private emit: (rank: number, fd: number, text: string, continues: boolean) => void) {}

  write(rank: number, fd: number, text: string): void {
    const key = `${rank}:${fd}`;
    const buf = (this.partial.get(key) ?? '') + text;
    const cut = buf.lastIndexOf('\n');
    const continues = this.midLine.has(key);
    if (cut < 0) {
      // `printf("%*d", 500000000, 1)` with no newline: a line longer than a host string takes is
      // handed on in parts, as a pipe would carry it.
      if (buf.length < LONG_LINE) { this.partial.set(key, buf); return; }
      this.partial.delete(key);
      this.midLine.add(key);
      this.emit(rank, fd, buf, continues);
      return;
    }
    this.partial.set(key, buf.slice(cut + 1));
    this.midLine.delete(key);
    this.emit(rank, fd, buf.slice(0, cut + 1), continues);
  }

  /** Hands on unterminated last lines, followed by `terminator`. */
  flush(terminator = ''): void {
    for (const [key, rest] of this.partial) {
      if (!rest) continue;
      const [rank, fd] = key.split(':').map(Number);
      this.emit(rank, fd, rest + terminator, this.midLine.has(key));
    }
    this.partial.clear();
    this.midLine.clear();
  }
}

/**
 * A stream the program reads (rank 0's stdin), read from the host only when the program asks
 * for a byte beyond what has been read: a terminal gives what is typed, a pipe or file what it
 * has. What was read is kept, so a rewound or rebuilt world reads the same bytes again.
 */
export function streamInput(fd: number): InputSource {
  let buf = Buffer.alloc(0);
  let eof = false;
  const chunk = Buffer.alloc(65536);
  return {
    at(i: number): number {
      while (i >= buf.length && !eof) {
        let n = 0;
        try {
          n = fs.readSync(fd, chunk, 0, chunk.length, null);
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          if (code === 'EAGAIN') { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20); continue; }
          if (code !== 'EOF') throw e;
        }
        if (n === 0) eof = true;
        else buf = Buffer.concat([buf, chunk.subarray(0, n)]);
      }
      return i < buf.length ? buf[i] : -1;
    },
  };
}

/** A file's bytes as a stream (the launch attribute `stdin`). */
export function fileInput(file: string): InputSource {
  const bytes = fs.readFileSync(file);
  return { at: (i) => (i < bytes.length ? bytes[i] : -1) };
}

/** Reads a source file as its bytes (latin1), as the compiler wants it. */
export function readSource(file: string): string {
  return fs.readFileSync(file).toString('latin1');
}

/**
 * Includes are read only from below the given directories, judged by name and by the links
 * inside them (./hostfs.ts), so a link cannot lead out; a path outside is refused with
 * IncludeDenied whether or not the host has it, a missing one inside is undefined.
 */
export function sandboxedReader(roots: string[], cwd = process.cwd()): (p: string) => string | undefined {
  const real = (p: string): string | undefined => { try { return fs.realpathSync(p); } catch { return undefined; } };
  const allowed = roots.map((r) => real(path.resolve(cwd, r)) ?? path.resolve(cwd, r));
  return (p: string) => {
    const abs = resolveInside(path.resolve(cwd, p), allowed);
    if (typeof abs === 'object') throw new IncludeDenied('outside the directories this run may read (the program\'s own and those granted with -I or includeDirs)');
    if (typeof abs === 'number') return undefined;
    try { if (!fs.statSync(abs).isFile()) return undefined; } catch { return undefined; }
    return readSource(abs);
  };
}

export interface LoadOptions {
  /** The program as the user named it, resolved against `cwd`. */
  program: string;
  /** More translation units of the program, as the user named them. */
  more?: string[];
  /** Keep the compiled program by content and use it again while its files are unchanged (no debug information). */
  cache?: boolean;
  /** The name diagnostics use for the program file (default: `program`). */
  displayName?: string;
  cwd: string;
  defines?: Record<string, string>;
  /** Granted include directories, resolved against `cwd`. */
  includeDirs: string[];
  stackSize: number;
  /** -fopenmp: compile the OpenMP directives and link the OpenMP runtime. */
  openmp?: boolean;
  /** -fcommon: tentative definitions are common symbols (./compile.ts markCommon). */
  common?: boolean;
  /** -std=, as gcc's. */
  std?: string;
  /** Directories the program may read (--allow-read) and write (--allow-write) besides `cwd`, resolved against it. */
  allowRead?: string[];
  allowWrite?: string[];
  /**
   * Told before the first C source is compiled (with the sources) and when the last is: the
   * front end is where a program can take unbounded time (its macros, its nesting), so a
   * time-out bounds that; linking objects and executables of `mpisim cc` is linear in their size.
   */
  onCompiling?: (sources: string[]) => void;
  onCompiled?: () => void;
}

/** A file's last modification in ms, for __TIMESTAMP__ (only files compilation has read). */
export function modificationTime(file: string): number | undefined {
  try { return fs.statSync(file).mtimeMs; } catch { return undefined; }
}

/** A compiled program, or why there is none: the file cannot be read, or it does not compile. */
export type Loaded = { prog: CompiledProgram } | { failure: 'unreadable' | 'compile'; message: string };

/**
 * Reads and compiles a program's files (C sources, or mpisim objects and executables from
 * `mpisim cc`) with includes sandboxed to their directories and `includeDirs`, and links them.
 */
export function loadProgram(o: LoadOptions): Loaded {
  const files = [o.program, ...(o.more ?? [])];
  const includeDirs = o.includeDirs.map((d) => path.resolve(o.cwd, d));
  const dirs = [...new Set(files.map((f) => path.dirname(path.resolve(o.cwd, f))))];
  const sandboxed = sandboxedReader([...dirs, ...includeDirs], o.cwd);
  const contents: Buffer[] = [];
  for (const f of files) {
    try {
      contents.push(fs.readFileSync(path.resolve(o.cwd, f)));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      const why = code === 'ENOENT' ? 'No such file or directory' : code === 'EISDIR' ? 'Is a directory' : (e as Error).message;
      return { failure: 'unreadable', message: `mpisim: cannot read ${f}: ${why}` };
    }
  }
  const key = [JSON.stringify([o.displayName, files, o.defines, includeDirs, o.stackSize, o.openmp === true, o.common === true, o.std ?? '']), ...contents];
  if (o.cache) {
    const stored = loadStoredProgram(key, sandboxed);
    if (stored) return { prog: stored };
  }
  const recorder = recordingReader(sandboxed);
  const readFile = recorder.read;
  // A program that prints when it was built is built anew each run, as make would rebuild it.
  let timeDependent = false;
  const onBuildTime = (): void => { timeDependent = true; };
  const inputs: LinkInput[] = [];
  const diagnostics: Diagnostic[] = [];
  let compiling = false;
  try {
  for (const [k, f] of files.entries()) {
    const bytes = contents[k];
    try {
      const built = readLinkInput(f, bytes);
      if (built) { inputs.push(built); continue; }
      if (bytes.subarray(0, 4096).includes(0)) {
        return { failure: 'unreadable', message: `mpisim: ${f}: file format not recognized (not C source, nor an object or executable of mpisim cc: build it with mpisim cc)` };
      }
      if (!compiling) {
        compiling = true;
        o.onCompiling?.(files.filter((_f, j) => j >= k && !isLinkInput(contents[j])));
      }
      const file = k === 0 ? o.displayName ?? f : f;
      const real = path.resolve(o.cwd, f);
      const fileTime = (p: string): number | undefined => modificationTime(p === file ? real : path.resolve(o.cwd, p));
      const unit = compileUnit({ file, source: bytes.toString('latin1') }, { defines: o.defines, includeDirs, readFile, fileTime, onBuildTime, openmp: o.openmp, common: o.common, std: o.std });
      inputs.push({ units: [unit.prog] });
      diagnostics.push(...unit.warnings);
    } catch (e) {
      if (e instanceof ObjectFormatError) return { failure: 'unreadable', message: `mpisim: ${e.message}` };
      if (!(e instanceof CompileError)) throw e;
      diagnostics.push(...e.diagnostics);
    }
  }
  } finally {
    if (compiling) o.onCompiled?.();
  }
  try {
    // gcc prints every unit's warnings with the errors; a program that builds keeps them to print.
    if (diagnostics.some((d) => d.severity === 'error')) throw new CompileError(diagnostics);
    let prog: CompiledProgram;
    try {
      prog = linkUnits(archiveMembersPulled(inputs), o.stackSize, o.openmp);
    } catch (e) {
      // gcc's compile warnings stay printed before ld's errors (an implicit declaration, then its undefined reference).
      if (e instanceof CompileError) throw new CompileError([...diagnostics, ...e.diagnostics]);
      throw e;
    }
    if (diagnostics.length) prog.warnings = diagnostics;
    if (o.cache && !timeDependent) storeProgram(key, recorder.deps, prog);
    return { prog };
  } catch (e) {
    if (e instanceof CompileError) return { failure: 'compile', message: formatDiagnostics(e.diagnostics).join('\n') };
    throw e;
  }
}

/**
 * The launch of `o.program`: commands resolve to the running program (its name, with or without a
 * directory or .c), else `<command>.c` in the program's directory, compiled with the same options
 * (a command given with a `wdir` or `path` and a directory: `<wdir>/<command>.c` exactly); files
 * are read only from the program's directory and the granted include directories.
 */
/**
 * The variables of an environment the OpenMP runtime reads (OMP_NUM_THREADS...) and those glibc's
 * setlocale(c, "") reads (LANG, LC_ALL, LC_CTYPE...): the only ones a program sees (see README's
 * Sandbox), so that a hybrid program's teams and a program's locale are as under mpiexec.
 */
const OPENMP_VARIABLES = ['OMP_NUM_THREADS', 'OMP_THREAD_LIMIT', 'OMP_MAX_ACTIVE_LEVELS', 'OMP_NESTED', 'OMP_NUM_TEAMS', 'OMP_SCHEDULE', 'OMP_DYNAMIC',
  'OMP_AFFINITY_FORMAT', 'OMP_ALLOCATOR', 'OMP_WAIT_POLICY'];
const LOCALE_VARIABLES = ['LANG', 'LC_ALL', 'LC_CTYPE', 'LC_NUMERIC', 'LC_TIME', 'LC_COLLATE', 'LC_MONETARY', 'LC_MESSAGES', 'LC_PAPER',
  'LC_NAME', 'LC_ADDRESS', 'LC_TELEPHONE', 'LC_MEASUREMENT', 'LC_IDENTIFICATION'];
export function programEnvironment(env: Record<string, string | undefined>, names = [...OPENMP_VARIABLES, ...LOCALE_VARIABLES]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of names) if (env[k] !== undefined) out[k] = env[k]!;
  return out;
}
/** The locale variables of an environment (the debugger's launch takes OpenMP's from its configuration). */
export const localeEnvironment = (env: Record<string, string | undefined>): Record<string, string> => programEnvironment(env, LOCALE_VARIABLES);

export function launchFor(o: LoadOptions, prog: CompiledProgram): Launch {
  const source = path.resolve(o.cwd, o.program);
  const dir = path.dirname(source);
  const own = path.basename(o.program).replace(/\.c$/, '');
  const cache = new Map<string, CompiledProgram | string>();
  const shown = (f: string): string => { const rel = path.relative(o.cwd, f); return rel && !rel.startsWith('..') ? rel : f; };
  const read = sandboxedReader([dir, ...o.includeDirs], o.cwd);
  const compile = (file: string, looked: string, command: string): { prog: CompiledProgram; programName: string } | { error: string } => {
    if (file === source) return { prog, programName: command };
    let got = cache.get(file);
    if (got === undefined) {
      let text: string | undefined;
      try { text = read(file); } catch (e) { if (!(e instanceof IncludeDenied)) throw e; got = `${shown(file)} is ${e.message}`; }
      if (got === undefined && text === undefined) got = `No such file or directory (looked for ${looked})`;
      if (got === undefined) {
        const l = loadProgram({ ...o, program: file, more: [], displayName: shown(file) });
        got = 'prog' in l ? l.prog : `${shown(file)} does not compile:\n${l.message}`;
      }
      cache.set(file, got);
    }
    return typeof got === 'string' ? { error: got } : { prog: got, programName: command };
  };
  let cwd = o.cwd;
  try { cwd = fs.realpathSync(o.cwd); } catch { /* a directory that is gone: its name */ }
  return {
    cwd,
    files: new HostFiles({ cwd, allowRead: o.allowRead?.map((d) => path.resolve(o.cwd, d)), allowWrite: o.allowWrite?.map((d) => path.resolve(o.cwd, d)) }),
    resolveCommand(command, wdir) {
      if (wdir !== undefined && command.includes('/')) {
        const file = path.resolve(wdir, command.endsWith('.c') ? command : command + '.c');
        return compile(file, shown(file), command);
      }
      const base = path.basename(command).replace(/\.c$/, '');
      if (base === own) return { prog, programName: command };
      const file = path.join(dir, base + '.c');
      return compile(file, `the running program '${own}' and for ${shown(file)}`, command);
    },
    directory(d) {
      const abs = path.resolve(o.cwd, d);
      let isDir = false;
      try { isDir = fs.statSync(abs).isDirectory(); } catch { /* missing */ }
      // After chdir, getcwd reports the directory with its links resolved.
      return isDir ? fs.realpathSync(abs) : { error: `cannot change to directory ${abs}: ${fs.existsSync(abs) ? 'Not a directory' : 'No such file or directory'}` };
    },
    readFile(file) {
      try {
        const text = read(file);
        return text ?? { error: `${file}: No such file or directory` };
      } catch (e) {
        if (e instanceof IncludeDenied) return { error: `${file}: ${e.message}` };
        throw e;
      }
    },
  };
}
