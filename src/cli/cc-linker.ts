/**
 * The options gcc passes on to ld (`-Wl,a,b`, `-Xlinker a`) that leave a mark in the program
 * mpisim cc writes: the run path (-rpath, -R), which ld records as DT_RUNPATH (Debian's ld
 * enables the new dtags), and which libtool's configure looks for with `objdump -p` to decide
 * whether an uninstalled program needs relinking (fast_install); and a shared library's name
 * (-soname, -h), which ld records as its DT_SONAME and a program linked with it as DT_NEEDED.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { elfSoname } from '../sim/elf';

export interface LinkerOptions { args: string[] }

export const newLinkerOptions = (): LinkerOptions => ({ args: [] });

/** Takes a `-Wl,...` or `-Xlinker` option at argv[i]: the index of its last word, or -1 when it is neither. */
export function linkerOption(argv: string[], i: number, o: LinkerOptions): number {
  const a = argv[i];
  if (a.startsWith('-Wl,')) { o.args.push(...a.slice(4).split(',')); return i; }
  if (a === '-Xlinker') { if (i + 1 < argv.length) o.args.push(argv[i + 1]); return i + 1; }
  return -1;
}

/** The name -soname (-h) gives a shared library: the last one given, as ld takes it. */
export function soname(o: LinkerOptions): string | undefined {
  let name: string | undefined;
  const a = o.args;
  for (let k = 0; k < a.length; k++) {
    const m = /^--?soname=(.*)$/.exec(a[k]) ?? /^-h(.+)$/.exec(a[k]);
    if (m) name = m[1];
    else if ((a[k] === '-soname' || a[k] === '--soname' || a[k] === '-h') && k + 1 < a.length) name = a[++k];
  }
  return name;
}

/** The run path ld would record: every -rpath/-R directory in order, joined by ':' as ld joins them. */
export function runPath(o: LinkerOptions): string | undefined {
  const dirs: string[] = [];
  const a = o.args;
  for (let k = 0; k < a.length; k++) {
    const m = /^--?rpath=(.*)$/.exec(a[k]) ?? /^-R(.+)$/.exec(a[k]);
    if (m) dirs.push(m[1]);
    else if ((a[k] === '-rpath' || a[k] === '--rpath' || a[k] === '-R') && k + 1 < a.length) dirs.push(a[++k]);
  }
  return dirs.length ? dirs.join(':') : undefined;
}

/**
 * What ld records as DT_NEEDED for a shared library it linked: the library's DT_SONAME, else its
 * file's name (found by -l: the base name; a file operand: the path as given).
 */
export function neededName(file: string, byLib: boolean, abs: (f: string) => string): string {
  let name: string | undefined;
  try { name = elfSoname(fs.readFileSync(abs(file))); } catch { /* unreadable: ld would have said so at the link */ }
  return name ?? (byLib ? path.basename(file) : file);
}
