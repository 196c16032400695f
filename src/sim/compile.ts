/**
 * From C source to a runnable program: preprocess (with the built-in headers) and parse each
 * translation unit apart, link them with mpisim's C library (parsed once and cached, see
 * ./cache.ts), then generate code. Any error stops here with every diagnostic found, so a
 * program that does not compile or link never starts.
 */
import { LIBM_ONLY_NAMES } from './c/libm-names';
import { DiagnosticSink, CompileError, type Diagnostic } from './c/diagnostics';
import { preprocess, preprocessed, BUILTIN_HEADER_DIR, type PreprocessOptions } from './c/preprocessor';
import { blankPrefix, leadingIncludes, precompile, quoted, resumeFrom, type Precompiled } from './c/pch';
import { dirname, joinPath, normalizePath } from './c/pp-core';
import type { HeaderTokenStore, PTok } from './c/pp-core';
import { decodeTokens, encodeTokens, type StoredTokens } from './c/token-store';
import { builtinHeaders } from './c/include';
import { parse } from './c/parser';
import { generate, type CompiledProgram } from './c/codegen';
import { LIB_GLOBALS, LIB_GLOBAL_ALIASES } from './c/gen-core';
import { LINKER_SYMBOLS } from './c/gen-data';
import type { Program } from './c/ast';
import type { CType } from './c/types';
import type { Token } from './c/token';
import { link, memberSummary, unitSymbols, type LinkUnit, type MemberSummary } from './c/link';
import * as v8 from 'node:v8';
import { findLibraryFunction } from './runtime/library';
import { coversBuiltinC, readCache, writeCache } from './cache';
import { createHash } from 'node:crypto';
import { PRELUDE_HEADER, PRELUDE_SOURCE, COMPLEX_HEADER, COMPLEX_SOURCE, OPENMP_HEADER, OPENMP_SOURCE, OPENMP_API_HEADER, OPENMP_API_SOURCE, OPENMP_DOACROSS_HEADER, OPENMP_DOACROSS_SOURCE, OPENMP_TASKRED_HEADER, OPENMP_TASKRED_SOURCE, SEMAPHORE_HEADER, SEMAPHORE_SOURCE, LIBC_MEMBERS, LIBC_PRIVATE_HEADERS } from './c/libc';
import { MPI_INTERNAL_HEADER, MPI_INTERNAL_SOURCE, MPI_LIBRARY_DIR, MPI_LIBRARY_HEADERS, MPI_LIBRARY_SOURCES } from './mpi/lib';

const libraryHeaders: Record<string, string> = { [PRELUDE_HEADER]: PRELUDE_SOURCE, [COMPLEX_HEADER]: COMPLEX_SOURCE, [OPENMP_HEADER]: OPENMP_SOURCE, [OPENMP_API_HEADER]: OPENMP_API_SOURCE, [OPENMP_DOACROSS_HEADER]: OPENMP_DOACROSS_SOURCE, [OPENMP_TASKRED_HEADER]: OPENMP_TASKRED_SOURCE, [SEMAPHORE_HEADER]: SEMAPHORE_SOURCE, ...LIBC_MEMBERS, ...LIBC_PRIVATE_HEADERS, [MPI_INTERNAL_HEADER]: MPI_INTERNAL_SOURCE };
for (const [f, text] of Object.entries({ ...MPI_LIBRARY_HEADERS, ...MPI_LIBRARY_SOURCES })) libraryHeaders[`${MPI_LIBRARY_DIR}/${f}`] = text;
/** The C library's own files: their functions are hidden from stacks and replaced by user definitions. */
export const LIBRARY_FILES = new Set(Object.keys(libraryHeaders).filter((f) => f !== MPI_INTERNAL_HEADER).map((f) => `<built-in>/${f}`));
import { NULL_GUARD } from './runtime/memory';
import { DEFAULT_STACK } from './stack';
import { rememberAst } from './debug/inspect';
import './mpi/runtime'; // registers the MPI routines with the library table

/** One translation unit of the program: a .c file and its text. */
export interface SourceUnit {
  /** Name used in messages (as given by the user, e.g. examples/ring.c). */
  file: string;
  /** The source text (bytes as latin1). */
  source: string;
}

export interface CompileOptions {
  /** Name used in messages (as given by the user, e.g. examples/ring.c). */
  file: string;
  /** The source text (bytes as latin1). */
  source: string;
  /** More translation units, linked with the first (`mpisim run a.c b.c`). */
  more?: SourceUnit[];
  defines?: Record<string, string>;
  includeDirs?: string[];
  /** Reads an included file (latin1) or returns undefined; the only file access compilation has. */
  readFile: (path: string) => string | undefined;
  /** A file's last modification, for __TIMESTAMP__; and who to tell that the unit used the build time. */
  fileTime?: (path: string) => number | undefined;
  onBuildTime?: () => void;
  stackSize?: number;
  /** -fopenmp: `#pragma omp` directives are compiled, _OPENMP is defined and the OpenMP runtime is linked. */
  openmp?: boolean;
  /** -fcommon: tentative definitions are common symbols, which the link merges (gcc before 10). */
  common?: boolean;
  /** -std=, as gcc's (./c/pp-predefined.ts). */
  std?: string;
  /** gcc's -Wall warnings are reported too (./c/wall-warnings.ts); 'object': with those of code generation. */
  wall?: boolean | 'object';
}

let prototypes: Map<string, Extract<CType, { k: 'func' }>> | undefined;
/** The type a C library header gives `name` (gcc's built-ins know it without the header). */
function libraryPrototype(name: string): Extract<CType, { k: 'func' }> | undefined {
  if (!prototypes) {
    prototypes = new Map();
    const sink = new DiagnosticSink();
    const all = Object.keys(builtinHeaders).filter((h) => h !== 'mpi.h').map((h) => `#include <${h}>\n`).join('');
    const file = '<built-in>/prototypes.c';
    const prog = parse(preprocess(file, all, { readFile: () => undefined, builtinHeaders }, sink), file, sink);
    for (const f of prog.funcs) prototypes.set(f.name, f.type);
  }
  return prototypes.get(name);
}

const allHeaders = { ...builtinHeaders, ...libraryHeaders };

/** A cache key's part for built-in C text: the build's identity covers it already (./cache.ts). */
const builtinKey = (text: () => string): string => (coversBuiltinC() ? '' : createHash('sha256').update(text()).digest('hex'));

/**
 * Built-in headers' tokens, kept in the compile cache between processes and in memory between
 * the units of one program (a header's tokens are never changed once made).
 */
const headerTokens: HeaderTokenStore = (() => {
  const lexed = new Map<string, { text: string; toks: PTok[]; diags: Diagnostic[] }>();
  return {
    get(path, text) {
      const got = lexed.get(path);
      if (got?.text === text) return got;
      const buf = readCache('tokens', [path, builtinKey(() => text)]);
      let back;
      try { back = buf && decodeTokens(path, v8.deserialize(buf) as StoredTokens); } catch { /* damaged: lexed again */ }
      if (back) lexed.set(path, { text, ...back });
      return back;
    },
    put(path, text, toks, diags) {
      lexed.set(path, { text, toks, diags });
      writeCache('tokens', [path, builtinKey(() => text)], v8.serialize(encodeTokens(toks, diags)));
    },
  };
})();

function errorsOf(sink: DiagnosticSink): CompileError {
  return new CompileError(sink.list.filter((d) => d.severity === 'error'));
}

type UnitOptions = Pick<CompileOptions, 'defines' | 'includeDirs' | 'readFile' | 'fileTime' | 'onBuildTime' | 'openmp' | 'common' | 'std' | 'wall'>;

/** Preprocesses one translation unit (`mpisim cc -E`): its tokens, or its errors. */
export function preprocessUnit(u: SourceUnit, opts: UnitOptions): { tokens: Token[]; diagnostics: Diagnostic[] } {
  const sink = new DiagnosticSink();
  const tokens = withinStack(u.file, () => preprocess(u.file, u.source, { ...opts, builtinHeaders: allHeaders, builtinTokens: headerTokens, keepPragmas: true, openmp: opts.openmp, std: opts.std }, sink));
  return { tokens, diagnostics: sink.list };
}

/**
 * The state after a unit's leading `#include` lines of built-in headers (./c/pch.ts), made once
 * per set of headers and command-line macros and kept in the compile cache.
 */
const precompiled = new Map<string, Buffer | null>();
let precompiling = true;
/** Whether units start from precompiled headers (tests compare both ways). */
export function usePrecompiledHeaders(on: boolean): void { precompiling = on; }
function resumeAfterHeaders(u: SourceUnit, ppOpts: PreprocessOptions): { state: Precompiled; source: string } | undefined {
  if (!precompiling || u.file.startsWith(BUILTIN_HEADER_DIR + '/')) return undefined;
  const lead = leadingIncludes(u.source, (name) => Object.prototype.hasOwnProperty.call(allHeaders, name));
  if (!lead || !quotedAreBuiltin(quoted(lead.names), u.file, ppOpts)) return undefined;
  const key = libraryKey('pch', JSON.stringify([lead.names, ppOpts.defines ?? {}, ppOpts.openmp === true, ppOpts.std ?? '']));
  // The headers are read as the built-in ones wherever the unit is: no file is looked for.
  ppOpts = { ...ppOpts, includeDirs: [] };
  const id = key.join('\0');
  let buf = precompiled.get(id);
  if (buf === undefined) {
    let stored = readCache('pch', key);
    if (!stored) {
      // Headers whose state cannot be kept are remembered as such (an empty entry), so later
      // compiles read them in place only, not once more to try again.
      stored = precompile(lead.names, ppOpts, { ...PARSE_OPTIONS, std: ppOpts.std }) ?? Buffer.alloc(0);
      writeCache('pch', key, stored);
    }
    buf = stored.length ? stored : null;
    precompiled.set(id, buf);
  }
  const state = buf ? resumeFrom(buf) : undefined;
  return state && { state, source: blankPrefix(u.source, lead.end) };
}

const PARSE_OPTIONS = { libraryPrototype, deferLibraryPrototypes: true };

/**
 * `#include "name"` finds the built-in header only when no `name` is beside the unit or in an
 * include directory (the search a quoted include makes first); one the sandbox refuses to show
 * is looked at no further here (the unit is read without a precompiled header).
 */
function quotedAreBuiltin(names: string[], file: string, ppOpts: PreprocessOptions): boolean {
  if (!names.length) return true;
  const dirs = [dirname(file), ...(ppOpts.includeDirs ?? [])];
  try {
    return names.every((n) => dirs.every((d) => ppOpts.readFile(normalizePath(joinPath(d, n))) === undefined));
  } catch {
    return false;
  }
}

/** Preprocesses and parses one translation unit; its errors stop it, after it is done. */
function parseUnit(u: SourceUnit, opts: UnitOptions, sink: DiagnosticSink): Program | undefined {
  // Parsed as it is preprocessed, so a big file is never all in memory as tokens; the parser's
  // diagnostics follow the preprocessor's, and a unit the preprocessor rejects has none.
  const ppSink = new DiagnosticSink(), parseSink = new DiagnosticSink();
  const ppOpts: PreprocessOptions = { defines: opts.defines, includeDirs: opts.includeDirs, readFile: opts.readFile, fileTime: opts.fileTime, onBuildTime: opts.onBuildTime, builtinHeaders: allHeaders, builtinTokens: headerTokens, openmp: opts.openmp, std: opts.std, unknownPragmas: !!opts.wall };
  const pch = resumeAfterHeaders(u, ppOpts);
  const tokens = preprocessed(u.file, pch?.source ?? u.source, ppOpts, ppSink, pch?.state.pp);
  const prog = parse(tokens, u.file, parseSink, { ...PARSE_OPTIONS, resume: pch?.state.parser, std: opts.std, wall: opts.wall });
  for (const d of ppSink.list) sink.list.push(d);
  if (ppSink.errorCount) return undefined;
  for (const d of parseSink.list) sink.list.push(d);
  if (parseSink.errorCount) return undefined;
  if (opts.common) markCommon(prog);
  return prog;
}

/**
 * -fcommon: a file-scope object defined without an initializer (`int x;`, not static, not
 * thread-local) is a common symbol, as gcc emits it: ld merges all of one name into one object
 * (an initialized definition wins, else the largest) instead of "multiple definition".
 */
function markCommon(prog: Program): void {
  for (const v of prog.globals) if (v.defined && !v.init && !v.isStatic && !v.ownerFn && !v.threadLocal && v.storage === 'global') v.common = true;
}

/**
 * mpisim's C library as an archive of translation units, as libc.a and libmpi.a are: the libc
 * parts, then each file of the MPI library. A program reads only the members it pulls in.
 */
const LIBRARY_UNITS: SourceUnit[] = [
  { file: `<built-in>/${PRELUDE_HEADER}`, source: PRELUDE_SOURCE },
  { file: `<built-in>/${SEMAPHORE_HEADER}`, source: SEMAPHORE_SOURCE },
  ...Object.entries(LIBC_MEMBERS).map(([f, source]) => ({ file: `<built-in>/${f}`, source })),
  ...Object.entries(MPI_LIBRARY_SOURCES).map(([f, source]) => ({ file: `<built-in>/${MPI_LIBRARY_DIR}/${f}`, source })),
  { file: `<built-in>/${OPENMP_HEADER}`, source: OPENMP_SOURCE },
  { file: `<built-in>/${OPENMP_API_HEADER}`, source: OPENMP_API_SOURCE },
  { file: `<built-in>/${OPENMP_DOACROSS_HEADER}`, source: OPENMP_DOACROSS_SOURCE },
  { file: `<built-in>/${OPENMP_TASKRED_HEADER}`, source: OPENMP_TASKRED_SOURCE },
];
/** libc.so.6's members (the prelude, semaphores and the rest of the C library written in C): dlsym finds their functions. */
const LIBC_FILES = new Set([PRELUDE_HEADER, SEMAPHORE_HEADER, ...Object.keys(LIBC_MEMBERS)].map((h) => `<built-in>/${h}`));
/** libgomp's members, which only a link with -fopenmp (or -lgomp) searches. */
const OPENMP_MEMBERS = [OPENMP_HEADER, OPENMP_API_HEADER, OPENMP_DOACROSS_HEADER, OPENMP_TASKRED_HEADER].map((h) => `<built-in>/${h}`);

/** The archive's symbol index: each member's file, the external names it defines, and its summary. */
interface LibraryIndex { files: string[]; defines: string[][]; summaries: MemberSummary[] }
let index: LibraryIndex | undefined;
let headersDigest: string | undefined;
/** Cache keys of the archive: the built-in files, hashed once, and the member's name. */
const libraryKey = (...more: string[]): string[] => [(headersDigest ??= builtinKey(() => JSON.stringify(allHeaders))), ...more];

/** Parses every member, stores each apart (a program reads only the members it pulls) and the index. */
function buildLibrary(): LibraryIndex {
  const sink = new DiagnosticSink();
  const progs = LIBRARY_UNITS.map((u) => parseUnit(u, { readFile: () => undefined }, sink));
  if (sink.errorCount) throw new Error(`mpisim internal error: the built-in C library does not compile:\n${errorsOf(sink).message}`);
  // A member's file scope (every name its headers declare) serves no one after the link: the
  // debugger reads the program's own files' names.
  progs.forEach((p, k) => writeCache('library-member', libraryKey(LIBRARY_UNITS[k].file), v8.serialize({ ...p!, scope: new Map(), tags: new Map() })));
  const summaries = progs.map((p) => memberSummary(p!));
  const built = { files: LIBRARY_UNITS.map((u) => u.file), defines: progs.map((p) => [...unitSymbols(p!).defines]), summaries };
  writeCache('library-symbols', libraryKey(), v8.serialize(built));
  return built;
}

/** A member of the archive, a fresh copy (compiling annotates it). */
function readMember(file: string): Program {
  for (let attempt = 0; ; attempt++) {
    const buf = readCache('library-member', libraryKey(file));
    if (buf) {
      try { return v8.deserialize(buf) as Program; } catch { /* damaged: made again */ }
    }
    if (attempt) throw new Error(`mpisim internal error: the built-in C library's ${file} cannot be stored`);
    index = buildLibrary();
  }
}

/** The library's members, each read when the link pulls it. */
function libraryMembers(openmp: boolean): LinkUnit[] {
  if (!index) {
    const buf = readCache('library-symbols', libraryKey());
    try { index = buf ? (v8.deserialize(buf) as LibraryIndex) : undefined; } catch { /* damaged: made again */ }
    index ??= buildLibrary();
  }
  const { files, defines, summaries } = index;
  const members = files.map((file, k) => ({ library: true, member: { defines: new Set(defines[k]), read: () => readMember(file), summary: summaries[k], exported: LIBC_FILES.has(file) } }));
  return openmp ? members : members.filter((_m, k) => !OPENMP_MEMBERS.includes(files[k]));
}

/**
 * The OpenMP runtime as the unit an executable of `mpisim cc -fopenmp` carries (static linking),
 * so that running it needs no option; `mpisim run -fopenmp` links the archive member instead.
 */
export function openmpRuntimeUnits(): { name: string; units: Program[] }[] {
  libraryMembers(true);
  return OPENMP_MEMBERS.map((file) => ({ name: file.replace(/^.*\//, '').replace(/\.c$/, '.o'), units: [readMember(file)] }));
}

/**
 * The front end follows the program's nesting by recursion: the `mpisim` command gives it a
 * stack deeper than gcc's own limits (bin/mpisim.js); a host with less says so plainly.
 */
function withinStack<T>(file: string, compile: () => T): T {
  try {
    return compile();
  } catch (e) {
    if (e instanceof RangeError && /call stack/i.test(e.message)) {
      throw new CompileError([{ severity: 'error', pos: { file, line: 1, col: 1 }, message: 'the program nests deeper than this host\'s stack lets mpisim compile (the mpisim command compiles with a 2 GiB stack)' }]);
    }
    throw e;
  }
}

/** A translation unit compiled to its parsed form (mpisim's object), with gcc's warnings for it. */
export function compileUnit(u: SourceUnit, opts: UnitOptions): { prog: Program; warnings: Diagnostic[] } {
  return withinStack(u.file, () => compileUnitOnce(u, opts));
}
function compileUnitOnce(u: SourceUnit, opts: UnitOptions): { prog: Program; warnings: Diagnostic[] } {
  const sink = new DiagnosticSink();
  const prog = parseUnit(u, opts, sink);
  if (!prog || sink.errorCount) throw new CompileError(sink.list);
  return { prog, warnings: sink.list.filter((d) => d.severity !== 'error') };
}

/** Links parsed translation units with mpisim's C library and generates the program. */
/**
 * `libm`: whether libm resolves each unit's references (gcc's -lm after it on the command line).
 * `mpisim cc` links it only where asked, as gcc does; `mpisim run file.c` always does, compiling
 * for the user as a convenience.
 */
export function linkUnits(units: Program[], stackSize = DEFAULT_STACK, openmp = false, libm: boolean | boolean[] = true): CompiledProgram {
  return withinStack(units[0]?.file ?? '<link>', () => linkUnitsOnce(units, stackSize, openmp, libm));
}
function linkUnitsOnce(units: Program[], stackSize: number, openmp: boolean, libm: boolean | boolean[]): CompiledProgram {
  // A shared library's units carry their own libraries (ld -shared ... -lm records libm as needed).
  const withLibm = (prog: Program, k: number): boolean => libm === true || (Array.isArray(libm) && libm[k]) || prog.sharedLibrary !== undefined;
  const linked = link([...units.map((prog, k) => ({ prog, shared: prog.sharedLibrary !== undefined, libm: withLibm(prog, k) })), ...libraryMembers(openmp)], RUNTIME_NAMES);
  if (linked.errors.length) throw new CompileError(linked.errors);
  const sink = new DiagnosticSink();
  const compiled = generate(linked.prog, sink, { dataBase: NULL_GUARD + stackSize, libraryFiles: LIBRARY_FILES, links: linked });
  if (sink.errorCount) throw errorsOf(sink);
  rememberAst(compiled, linked.prog);
  return compiled;
}

/** What the link finds in the runtime rather than in C. */
const RUNTIME_NAMES = {
  isRuntimeFunction: (name: string) => findLibraryFunction(name) !== undefined,
  isRuntimeObject: (name: string) => LIB_GLOBALS.includes(name) || name in LIB_GLOBAL_ALIASES || LINKER_SYMBOLS.includes(name),
  libmOnly: (name: string) => LIBM_ONLY_NAMES.has(name),
};

/**
 * ld -shared's check of a shared library's units: a name defined twice is an error, a name none
 * of them defines is not (the program or another library defines it when the program is linked).
 */
export function checkSharedLink(units: Program[]): void {
  const linked = link([...units.map((prog) => ({ prog })), ...libraryMembers(false)], RUNTIME_NAMES);
  const errors = linked.errors.filter((d) => !d.message.startsWith('undefined reference to'));
  if (errors.length) throw new CompileError(errors);
}

export function compileProgram(opts: CompileOptions): CompiledProgram {
  return withinStack(opts.file, () => compileProgramOnce(opts));
}
function compileProgramOnce(opts: CompileOptions): CompiledProgram {
  const sink = new DiagnosticSink();
  const units = [{ file: opts.file, source: opts.source }, ...(opts.more ?? [])];
  const progs = units.map((u) => parseUnit(u, opts, sink));
  if (sink.errorCount) throw new CompileError(sink.list);
  const compiled = linkUnits(progs as Program[], opts.stackSize, opts.openmp);
  compiled.warnings = sink.list;
  return compiled;
}
