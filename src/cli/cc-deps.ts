/**
 * gcc's dependency output for `mpisim cc` (-M, -MM, -MD, -MMD, -MF, -MT, -MQ, -MP), so that
 * automake's dependency tracking (depmode gcc3: -MT x.o -MD -MP -MF .deps/x.Tpo) and Makefiles
 * generating .d files work as with gcc. The rule lists the source and the headers the unit read
 * from files, in the order they were first included; mpisim's own headers (<stdio.h>, <mpi.h>)
 * are not files, so -M lists what -MM does (a system header gcc would name could not be a
 * prerequisite make finds anyway). A header's name is the preprocessor's, normalized: gcc keeps
 * `src/../inc/x.h` as the #include spelled it, mpisim says inc/x.h (the same file to make).
 */
import * as path from 'node:path';

export interface DepsOptions {
  /** -M / -MM: the rule instead of compiling (to -MF, -o or standard output). */
  only: boolean;
  /** -MD / -MMD: the rule beside the compile, in -MF or the object's name with .d. */
  sideFile: boolean;
  file?: string;
  /** -MT (as given) and -MQ (quoted for make) targets, in order. */
  targets: string[];
  /** -MP: a phony target for each header, so that make copes with a header removed. */
  phony: boolean;
}

export const newDepsOptions = (): DepsOptions => ({ only: false, sideFile: false, targets: [], phony: false });

/** Reads one of gcc's -M options at argv[i]; the index of the last argument used, or -1 if it is not one. */
export function depsOption(argv: string[], i: number, d: DepsOptions): number {
  const a = argv[i];
  switch (a) {
    case '-M': case '-MM': d.only = true; return i;
    case '-MD': case '-MMD': d.sideFile = true; return i;
    case '-MP': d.phony = true; return i;
    case '-MG': return i;
    case '-MF': d.file = argv[i + 1]; return i + 1;
    case '-MT': d.targets.push(argv[i + 1] ?? ''); return i + 1;
    case '-MQ': d.targets.push(makeQuoted(argv[i + 1] ?? '')); return i + 1;
  }
  if (/^-M[FTQ]./.test(a)) return depsOption([a.slice(0, 3), a.slice(3)], 0, d) < 0 ? -1 : i;
  return -1;
}

/** A name as make reads it: `$` doubled, spaces and `#` escaped (gcc's mkdeps munge). */
function makeQuoted(name: string): string {
  let out = '';
  for (let k = 0; k < name.length; k++) {
    const c = name[k];
    if (c === ' ' || c === '\t') {
      // Backslashes just before a blank are doubled, then the blank escaped.
      for (let j = k - 1; j >= 0 && name[j] === '\\'; j--) out += '\\';
      out += '\\' + c;
    } else if (c === '#') out += '\\#';
    else if (c === '$') out += '$$';
    else out += c;
  }
  return out;
}

/**
 * The rule as gcc writes it: names separated by one space, a line broken (" \" and a new line
 * starting with a space) before a name that would pass column 72; with -MP, "header:" lines.
 */
export function depsRule(targets: string[], deps: string[], phony: boolean): string {
  const COLMAX = 72;
  let text = '', col = 0;
  const put = (name: string) => {
    if (col) {
      if (col + name.length > COLMAX) { text += ' \\\n'; col = 0; }
      col++;
      text += ' ';
    }
    col += name.length;
    text += name;
  };
  for (const t of targets) put(t);
  text += ':';
  col++;
  for (const d of deps.map(makeQuoted)) put(d);
  text += '\n';
  if (phony) for (const d of deps.slice(1)) text += `${makeQuoted(d)}:\n`;
  return text;
}

/** The files a unit read, by the names gcc would print: relative to the working directory when inside it. */
export function recordingReader(read: (p: string) => string | undefined, cwd: string): { read: (p: string) => string | undefined; files: string[] } {
  const files: string[] = [];
  const seen = new Set<string>();
  return {
    files,
    read: (p) => {
      const text = read(p);
      if (text !== undefined) {
        const abs = path.resolve(cwd, p);
        const name = path.isAbsolute(p) && abs.startsWith(cwd + path.sep) ? path.relative(cwd, abs) : path.normalize(p);
        if (!seen.has(abs)) { seen.add(abs); files.push(name); }
      }
      return text;
    },
  };
}

/** The target gcc names by default: -MD's object (or -o), -M's source with .o, in the working directory. */
export function defaultTarget(source: string, object: string | undefined): string {
  return makeQuoted(object ?? path.basename(source).replace(/\.[^.]*$/, '') + '.o');
}

/** Where -MD writes: -MF, else the object's name with .d (gcc: the -o output's, or the source's base name). */
export function sideFileName(source: string, d: DepsOptions, object: string | undefined, sources: number, linkOutput?: string): string {
  if (d.file) return d.file;
  if (object) return object.replace(/\.[^./]*$/, '') + '.d';
  const base = path.basename(source).replace(/\.[^.]*$/, '');
  if (linkOutput) return sources > 1 ? `${linkOutput}-${base}.d` : `${linkOutput.replace(/\.[^./]*$/, '')}.d`;
  return `${base}.d`;
}
