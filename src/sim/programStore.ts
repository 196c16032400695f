/**
 * Compiled programs kept by content (see ./cache.ts), so running an unchanged program again
 * starts at once, as running a built executable does. The key is the program's files, the
 * options and the compiler; the entry also lists every file the preprocessor looked at (the
 * headers it read and the paths it found missing), which must still read the same for the
 * entry to be used. Stored programs carry no syntax trees: they run, but cannot evaluate
 * expressions in a debugger, which compiles afresh.
 */
import { createHash } from 'node:crypto';
import * as v8 from 'node:v8';
import { frameMaker, bindBodies, type CompiledFunction, type CompiledProgram } from './c/codegen';
import { findLibraryFunction, type LibraryFunction } from './runtime/library';
import { readCache, writeCache } from './cache';

type Stored = Omit<CompiledProgram, 'funcs' | 'funcByName' | 'main' | 'compileExpression' | 'library'> & {
  funcs: Omit<CompiledFunction, 'body' | 'makeFrame' | 'def' | 'posAt'>[];
  library: string[];
  mainId: number;
};

interface Entry { deps: [string, string | null][]; program: Stored }

const digest = (text: string | undefined): string | null => (text === undefined ? null : createHash('sha256').update(text, 'latin1').digest('hex'));

/** Records what a compilation reads, for the entry's list of dependencies. */
export function recordingReader(read: (p: string) => string | undefined): { read: (p: string) => string | undefined; deps: [string, string | null][] } {
  const deps: [string, string | null][] = [];
  return {
    deps,
    read: (p) => {
      const text = read(p);
      deps.push([p, digest(text)]);
      return text;
    },
  };
}

export function storeProgram(inputs: (string | Buffer)[], deps: [string, string | null][], prog: CompiledProgram): void {
  const program: Stored = {
    ...prog,
    funcs: prog.funcs.map(({ body: _b, makeFrame: _m, def: _d, posAt: _p, ...f }) => f),
    library: prog.library.map((l) => l.name),
    mainId: prog.main.id,
    funcByName: undefined, main: undefined, compileExpression: undefined,
  } as unknown as Stored;
  try {
    const unique = [...new Map(deps.map((d) => [d[0], d])).values()];
    writeCache('program', inputs, v8.serialize({ deps: unique, program } satisfies Entry));
  } catch { /* a program that cannot be stored is compiled again next time */ }
}

/** The stored program for these inputs, if every file it depended on reads the same. */
export function loadStoredProgram(inputs: (string | Buffer)[], read: (p: string) => string | undefined): CompiledProgram | undefined {
  const buf = readCache('program', inputs);
  if (!buf) return undefined;
  let entry: Entry;
  try { entry = v8.deserialize(buf) as Entry; } catch { return undefined; }
  try {
    for (const [p, sha] of entry.deps) if (digest(read(p)) !== sha) return undefined;
  } catch { return undefined; }
  const s = entry.program;
  const library = s.library.map((n) => findLibraryFunction(n)).filter((l): l is LibraryFunction => l !== undefined);
  if (library.length !== s.library.length) return undefined;
  const funcs = s.funcs.map((f) => ({ ...f, makeFrame: frameMaker(f.id, f.name, f.slots ?? [], f.params.filter((p) => p.slot).length) }) as CompiledFunction);
  bindBodies(funcs, s.js, s.bp);
  return {
    ...s,
    funcs,
    library,
    funcByName: new Map(funcs.map((f) => [f.name, f])),
    main: funcs[s.mainId],
    compileExpression: () => { throw new Error('the program was compiled without debug information'); },
  };
}
