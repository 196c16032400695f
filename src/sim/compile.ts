/**
 * From C source to a runnable program: preprocess (with the built-in headers), parse and type
 * the user's file together with mpisim's C prelude, then generate code. Any error stops here
 * with every diagnostic found, so a program that does not compile never starts.
 */
import { DiagnosticSink, CompileError } from './c/diagnostics';
import { preprocess } from './c/preprocessor';
import { builtinHeaders } from './c/include';
import { parse } from './c/parser';
import { generate, type CompiledProgram } from './c/codegen';
import { PRELUDE_HEADER, PRELUDE_SOURCE } from './c/libc';
import { MPI_INTERNAL_HEADER, MPI_INTERNAL_SOURCE, MPI_LIBRARY_DIR, MPI_LIBRARY_HEADERS, MPI_LIBRARY_SOURCES } from './mpi/lib';

/** mpisim's MPI library in C, compiled with programs that include mpi.h. */
const MPI_PRELUDE_HEADER = 'mpisim-mpi.c';
const MPI_PRELUDE_SOURCE = Object.keys(MPI_LIBRARY_SOURCES).map((f) => `#include <${MPI_LIBRARY_DIR}/${f}>\n`).join('');
const libraryHeaders: Record<string, string> = { [PRELUDE_HEADER]: PRELUDE_SOURCE, [MPI_PRELUDE_HEADER]: MPI_PRELUDE_SOURCE, [MPI_INTERNAL_HEADER]: MPI_INTERNAL_SOURCE };
for (const [f, text] of Object.entries({ ...MPI_LIBRARY_HEADERS, ...MPI_LIBRARY_SOURCES })) libraryHeaders[`${MPI_LIBRARY_DIR}/${f}`] = text;
/** The C library's own files: their functions are hidden from stacks and replaced by user definitions. */
export const LIBRARY_FILES = new Set(Object.keys(libraryHeaders).filter((f) => f !== MPI_INTERNAL_HEADER).map((f) => `<built-in>/${f}`));
import { NULL_GUARD } from './runtime/memory';
import { DEFAULT_STACK } from './stack';
import { rememberAst } from './debug/inspect';
import './mpi/runtime'; // registers the MPI routines with the library table

export interface CompileOptions {
  /** Name used in messages (as given by the user, e.g. examples/ring.c). */
  file: string;
  /** The source text (bytes as latin1). */
  source: string;
  defines?: Record<string, string>;
  includeDirs?: string[];
  /** Reads an included file (latin1) or returns undefined; the only file access compilation has. */
  readFile: (path: string) => string | undefined;
  stackSize?: number;
}

export function compileProgram(opts: CompileOptions): CompiledProgram {
  const sink = new DiagnosticSink();
  // The prelude is included after the user's code: it shares the user's declarations, and
  // the user's own definitions of library functions win, as with a real libc.
  const epilogue = `\n#include <${PRELUDE_HEADER}>\n#ifdef MPI_INCLUDED\n#include <${MPI_PRELUDE_HEADER}>\n#endif\n`;
  const tokens = preprocess(opts.file, opts.source + epilogue, {
    defines: opts.defines,
    includeDirs: opts.includeDirs,
    readFile: opts.readFile,
    builtinHeaders: { ...builtinHeaders, ...libraryHeaders },
  }, sink);
  if (sink.errorCount) throw new CompileError(sink.list.filter((d) => d.severity === 'error'));
  const prog = parse(tokens, opts.file, sink);
  if (sink.errorCount) throw new CompileError(sink.list.filter((d) => d.severity === 'error'));
  const stackSize = opts.stackSize ?? DEFAULT_STACK;
  const compiled = generate(prog, sink, { dataBase: NULL_GUARD + stackSize, libraryFiles: LIBRARY_FILES });
  if (sink.errorCount) throw new CompileError(sink.list.filter((d) => d.severity === 'error'));
  rememberAst(compiled, prog);
  return compiled;
}
