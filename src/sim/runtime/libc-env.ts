/**
 * The process's environment as glibc 2.36 keeps it (stdlib/setenv.c, getenv.c): `environ` (also
 * `__environ`) points to a NULL-terminated array of "NAME=value" strings in the process's own
 * memory, laid out by exec after argv's (main's third parameter is the same array). getenv
 * returns a pointer into the entry itself, the same on every call; setenv copies "NAME=value"
 * into a new block; putenv puts the caller's string itself in the array (a later change of the
 * string changes the variable); unsetenv removes every entry of the name in place. The array is
 * replaced by a larger one when a name is added: glibc reallocates the array it made itself and
 * copies one it did not (exec's, or the program's own `environ = ...`), as here, where the array
 * last made is remembered in the process's memory (`__mpisim_environ_made`), so that rewinding
 * the process rewinds it too. Each process has its own: setenv in rank 0 is not rank 1's.
 */
import type { Memory } from './memory';

export const ENVIRON = 'environ';
/** The array setenv/putenv made last (glibc's `last_environ`). */
export const ENVIRON_MADE = '__mpisim_environ_made';

export interface EnvironHost {
  m: Memory;
  libGlobals: Record<string, number>;
  malloc(size: number): number;
  free(p: number): void;
}

const NAME_END = 0x3d; // '='

/**
 * What exec(2) gives a process: argv's and the environment's strings, then their pointer arrays
 * (argv, NULL, envp, NULL: envp is &argv[argc + 1]) at the top of the stack, on the page main's
 * frame touches anyway (a heap block would cost a rank that never mallocs a page). Arguments too
 * long for a small stack go to the heap. `top`: the stack pointer below them.
 */
export function execLayout(m: Memory, argv: string[], env: Record<string, string>, stackSize: number): { top: number; argvArray: number; envArray: number } {
  // Every process of a launch gets the same bytes at the same addresses (one layout, one argv,
  // one environment, which nothing changes after the launch): the first lays them out, the
  // others copy them (16k processes each built the strings and wrote them byte by byte).
  const key = `${m.stackTop}\0${stackSize}\0${argv.join('\0')}`;
  const made = LAID_OUT.get(env);
  if (made && made.key === key) {
    m.range(made.top, made.image.length, true);
    m.U8.set(made.image, made.top);
    return made.layout;
  }
  const layout = lay(m, argv, env, stackSize);
  if (layout.argvArray < m.stackTop) {
    LAID_OUT.set(env, { key, top: layout.top, image: m.U8.slice(layout.top, m.stackTop), layout });
  }
  return layout;
}
/** The last layout per environment object (a launch's), with the bytes from its top to the stack's top. */
const LAID_OUT = new WeakMap<Record<string, string>, { key: string; top: number; image: Uint8Array; layout: { top: number; argvArray: number; envArray: number } }>();

function lay(m: Memory, argv: string[], env: Record<string, string>, stackSize: number): { top: number; argvArray: number; envArray: number } {
  const strings = [...argv, ...Object.entries(env).map(([k, v]) => `${k}=${v}`)];
  const bytes = strings.reduce((n, a) => n + a.length + 1, 0) + (strings.length + 2) * 8 + 16;
  const onStack = bytes <= stackSize / 8;
  let top = m.stackTop;
  const place = (n: number): number => {
    if (!onStack) return m.malloc(n);
    top -= n;
    return top;
  };
  const ptrs = strings.map((a) => {
    const p = place(a.length + 1);
    m.writeBytes(p, a + '\0');
    return p;
  });
  top &= ~15;
  const argvArray = place((ptrs.length + 2) * 8);
  ptrs.splice(argv.length, 0, 0);
  ptrs.push(0);
  ptrs.forEach((p, k) => m.setPtr(argvArray + 8 * k, p));
  return { top, argvArray, envArray: argvArray + 8 * (argv.length + 1) };
}

export class Environ {
  constructor(private readonly h: EnvironHost) {}
  private get m(): Memory { return this.h.m; }
  private get array(): number { return this.m.ptr(this.h.libGlobals[ENVIRON]); }
  private set array(p: number) { this.m.setPtr(this.h.libGlobals[ENVIRON], p); }
  private get made(): number { return this.m.ptr(this.h.libGlobals[ENVIRON_MADE]); }
  private set made(p: number) { this.m.setPtr(this.h.libGlobals[ENVIRON_MADE], p); }

  /** The entries' pointers, in order (none when environ is NULL, as after clearenv). */
  private entries(): number[] {
    const out: number[] = [];
    const a = this.array;
    if (!a) return out;
    for (let k = 0; ; k++) {
      const p = this.m.ptr(a + 8 * k);
      if (!p) return out;
      out.push(p);
    }
  }

  /** Whether the entry at p is "name=...": glibc's strncmp(name, entry, len) == 0 && entry[len] == '='. */
  private isEntry(p: number, name: string): boolean {
    for (let k = 0; k < name.length; k++) if (this.m.u8(p + k) !== name.charCodeAt(k)) return false;
    return this.m.u8(p + name.length) === NAME_END;
  }

  getenv(name: string): number {
    if (!name) return 0;
    const p = this.entries().find((e) => this.isEntry(e, name));
    return p === undefined ? 0 : p + name.length + 1;
  }

  /** glibc's __add_to_environ: `entry` is putenv's string itself, else "name=value" is made. */
  add(name: string, value: string | undefined, entry: number | undefined, replace: boolean): number {
    const list = this.entries();
    const k = list.findIndex((e) => this.isEntry(e, name));
    if (k >= 0 && !replace) return 0;
    let string = entry;
    if (string === undefined) {
      const text = `${name}=${value ?? ''}`;
      string = this.h.malloc(text.length + 1);
      if (!string) return -1;
      this.m.writeBytes(string, text + '\0');
    }
    if (k >= 0) {
      this.m.setPtr(this.array + 8 * k, string);
      return 0;
    }
    const n = list.length;
    const bigger = this.h.malloc((n + 2) * 8);
    if (!bigger) return -1;
    list.forEach((p, j) => this.m.setPtr(bigger + 8 * j, p));
    this.m.setPtr(bigger + 8 * n, string);
    this.m.setPtr(bigger + 8 * (n + 1), 0);
    // The array this made before is given back (glibc reallocates it); exec's or the program's is left.
    const old = this.array;
    if (old && old === this.made) this.h.free(old);
    this.array = this.made = bigger;
    return 0;
  }

  /** Every entry of the name removed, the rest moved up in place. */
  unset(name: string): void {
    const a = this.array;
    if (!a) return;
    const kept = this.entries().filter((p) => !this.isEntry(p, name));
    kept.forEach((p, j) => this.m.setPtr(a + 8 * j, p));
    this.m.setPtr(a + 8 * kept.length, 0);
  }

  clear(): void {
    const a = this.array;
    if (a && a === this.made) {
      this.h.free(a);
      this.made = 0;
    }
    this.array = 0;
  }
}
