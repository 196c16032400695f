/**
 * Which names a header declares under which feature-test configuration, asked of glibc 2.36
 * (through gcc) and of mpisim's built-in headers alike. The names probed are those the built-in
 * header declares (functions, objects, macros, typedefs); each is probed by one `(void)NAME;`
 * (a typedef by `(void)sizeof(NAME);`) that a compiler reports undeclared when the configuration
 * hides it (`#ifndef NAME` around it, so that function-like macros count as declared). Used by test/differential/feature-gates.test.ts and by
 * scripts/glibc-feature-gates.mjs, which derives the headers' `#if __USE_*` gates from the answers.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './cprog';

export const INCLUDE_DIR = join(REPO_ROOT, 'src', 'sim', 'c', 'include');

/**
 * The built-in headers glibc provides (MPI's and OpenMP's are MPICH's and gcc's; the freestanding
 * ones, <stdarg.h>, <stddef.h>, <float.h>..., are gcc's own and take no feature-test macro).
 */
export function glibcHeaders(): string[] {
  const gccOwn = /^(mpi.*|mpio|omp|stdarg|stddef|stdbool|float|iso646|stdalign|stdnoreturn|stdatomic)\.h$/;
  const out: string[] = [];
  (function walk(dir: string, rel: string): void {
    for (const f of readdirSync(dir).sort()) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p, `${rel}${f}/`);
      else if (f.endsWith('.h') && !gccOwn.test(f)) out.push(`${rel}${f}`);
    }
  })(INCLUDE_DIR, '');
  return out;
}

/**
 * The configurations that tell glibc's gates apart: gcc's default (gnu17), the strict ISO modes,
 * and each feature-test macro and level on top of -std=c99 (-std=c89 for the ISO C ones).
 */
export const FEATURE_CONFIGS: readonly (readonly string[])[] = [
  [], ['-std=c99'], ['-std=c11'], ['-ansi'], ['-std=iso9899:199409'], ['-std=c89', '-D_ISOC99_SOURCE'], ['-std=c99', '-D_ISOC11_SOURCE'],
  ['-std=c99', '-D_POSIX_SOURCE'], ['-std=c99', '-D_POSIX_C_SOURCE=2'], ['-std=c99', '-D_POSIX_C_SOURCE=199309L'], ['-std=c99', '-D_POSIX_C_SOURCE=199506L'],
  ['-std=c99', '-D_POSIX_C_SOURCE=200112L'], ['-std=c99', '-D_POSIX_C_SOURCE=200809L'], ['-ansi', '-D_POSIX_C_SOURCE=200809L'],
  ['-std=c99', '-D_XOPEN_SOURCE'], ['-std=c99', '-D_XOPEN_SOURCE', '-D_XOPEN_SOURCE_EXTENDED'], ['-std=c99', '-D_XOPEN_SOURCE=500'],
  ['-std=c99', '-D_XOPEN_SOURCE=600'], ['-std=c99', '-D_XOPEN_SOURCE=700'], ['-std=c99', '-D_DEFAULT_SOURCE'], ['-std=c99', '-D_GNU_SOURCE'],
  ['-D_GNU_SOURCE'], ['-std=c99', '-D_LARGEFILE64_SOURCE'], ['-std=c99', '-D_ATFILE_SOURCE'],
];

export interface HeaderDecl {
  name: string;
  kind: 'macro' | 'function' | 'object' | 'typedef';
  /** 0-based lines of the declaration (a prototype may span several). */
  first: number;
  last: number;
  /** Conditional nesting around it, the include guard included (1 at the header's top level). */
  depth: number;
}

const NOT_NAMES = new Set(['if', 'while', 'for', 'sizeof', 'return', 'void', 'int', 'char', 'long', 'short', 'double', 'float', 'unsigned', 'signed', 'const', 'volatile', 'restrict', 'extern', 'static', 'inline', 'struct', 'union', 'enum', '_Noreturn', '__attribute__', '__typeof__', 'typeof', '__asm__', '__restrict', '__inline']);
/** Names that are mpisim's own or the header's guard, not part of the interface. */
const internal = (name: string): boolean => name.startsWith('__') || /^_[A-Z0-9_]*_H_?$/.test(name);

/** The functions, objects and macros a header declares, with their lines (comments blanked first). */
export function headerDecls(text: string): HeaderDecl[] {
  const lines = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/\/\/.*$/gm, '').split('\n');
  const out: HeaderDecl[] = [];
  let depth = 0;
  for (let i = 0; i < lines.length; i++) {
    const first = i;
    if (/^\s*#/.test(lines[i])) {
      let dir = lines[i];
      while (dir.endsWith('\\') && i + 1 < lines.length) dir = dir.slice(0, -1) + lines[++i];
      const m = /^\s*#\s*(\w+)\s*(\w*)/.exec(dir)!;
      if (/^if/.test(m[1])) depth++;
      else if (m[1] === 'endif') depth--;
      else if (m[1] === 'define' && !internal(m[2])) out.push({ name: m[2], kind: 'macro', first, last: i, depth });
      continue;
    }
    if (!lines[i].trim()) continue;
    // A declaration runs to its `;` outside parentheses and braces.
    let stmt = lines[i];
    const open = (s: string): number => (s.match(/[({]/g) ?? []).length - (s.match(/[)}]/g) ?? []).length;
    while (!(open(stmt) === 0 && /;\s*$/.test(stmt)) && i + 1 < lines.length && !/^\s*#/.test(lines[i + 1])) stmt += `\n${lines[++i]}`;
    if (/^\s*typedef\b/.test(stmt)) {
      const name = typedefName(stmt);
      if (name && !internal(name)) out.push({ name, kind: 'typedef', first, last: i, depth });
      continue;
    }
    if (stmt.includes('{')) continue;
    const call = [...stmt.matchAll(/\b([A-Za-z_]\w*)\s*\(/g)].map((x) => x[1]).find((n) => !NOT_NAMES.has(n));
    if (call) {
      if (!internal(call)) out.push({ name: call, kind: 'function', first, last: i, depth });
      continue;
    }
    if (!/^\s*extern\b/.test(stmt)) continue;
    for (const d of stmt.replace(/;\s*$/, '').split(',')) {
      const n = /([A-Za-z_]\w*)\s*(\[[^\]]*\]\s*)*$/.exec(d.trim())?.[1];
      if (n && !NOT_NAMES.has(n) && !internal(n)) out.push({ name: n, kind: 'object', first, last: i, depth });
    }
  }
  return out;
}

/** The name a typedef declares: `(*name)` of a function pointer's, else the last identifier (array bounds aside). */
function typedefName(stmt: string): string | undefined {
  const body = stmt.replace(/__attribute__\s*\(\(.*?\)\)/g, '').replace(/;\s*$/, '');
  const fn = /\(\s*\*\s*([A-Za-z_]\w*)\s*\)\s*\(/.exec(body);
  if (fn) return fn[1];
  return /([A-Za-z_]\w*)\s*(\[[^\]]*\]\s*)*(\([^()]*\)\s*)?$/.exec(body.trim())?.[1];
}

/** The built-in header's text and the names it declares (each once); `typedefs`: those naming types. */
export function builtinHeaderNames(header: string): { text: string; decls: HeaderDecl[]; names: string[]; typedefs: Set<string> } {
  const text = readFileSync(join(INCLUDE_DIR, header), 'utf8');
  const decls = headerDecls(text);
  return { text, decls, names: [...new Set(decls.map((d) => d.name))].sort(), typedefs: new Set(decls.filter((d) => d.kind === 'typedef').map((d) => d.name)) };
}

/** A translation unit that names each of `names` after including `header` (C90-clean, for -ansi). */
export function probeSource(header: string, names: readonly string[], typedefs: ReadonlySet<string> = new Set()): string {
  const uses = names.map((n) => `#ifndef ${n}\n  (void)${typedefs.has(n) ? `sizeof(${n})` : n};\n#endif\n`).join('');
  return `#include <${header}>\nint main(void)\n{\n${uses}  return 0;\n}\n`;
}

/** The names a compiler's messages call undeclared. */
export function undeclaredNames(messages: string): Set<string> {
  return new Set([...messages.matchAll(/[‘'](\w+)[’'] undeclared/g)].map((m) => m[1]));
}

/** The probe's configuration as mpisim's compile options take it: defines and -std=. */
export function configOptions(flags: readonly string[]): { defines: Record<string, string>; std?: string } {
  const defines: Record<string, string> = {};
  let std: string | undefined;
  for (const f of flags) {
    if (f === '-ansi') std = 'ansi';
    else if (f.startsWith('-std=')) std = f.slice(5);
    else if (f.startsWith('-D')) {
      const d = f.slice(2);
      const eq = d.indexOf('=');
      defines[eq < 0 ? d : d.slice(0, eq)] = eq < 0 ? '1' : d.slice(eq + 1);
    }
  }
  return { defines, std };
}
