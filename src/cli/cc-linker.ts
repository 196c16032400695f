/**
 * The options gcc passes on to ld (`-Wl,a,b`, `-Xlinker a`) that leave a mark in the program
 * mpisim cc writes: the run path (-rpath, -R), which ld records as DT_RUNPATH (Debian's ld
 * enables the new dtags), and which libtool's configure looks for with `objdump -p` to decide
 * whether an uninstalled program needs relinking (fast_install).
 */
export interface LinkerOptions { args: string[] }

export const newLinkerOptions = (): LinkerOptions => ({ args: [] });

/** Takes a `-Wl,...` or `-Xlinker` option at argv[i]: the index of its last word, or -1 when it is neither. */
export function linkerOption(argv: string[], i: number, o: LinkerOptions): number {
  const a = argv[i];
  if (a.startsWith('-Wl,')) { o.args.push(...a.slice(4).split(',')); return i; }
  if (a === '-Xlinker') { if (i + 1 < argv.length) o.args.push(argv[i + 1]); return i + 1; }
  return -1;
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
