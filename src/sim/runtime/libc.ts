/**
 * The C library as one rank sees it (glibc semantics, sandboxed): output goes to the rank's
 * streams, files and the environment of the host are not reachable, time is virtual.
 */
import type { Memory } from './memory';
import { CFault } from './memory';
import type { VarArgs } from './memoryAccess';
import { formatPrintfEx } from './libc/format';
import { scanFormat, memoryScanStore } from './libc/scan';
import * as conv from './libc/strconv';
import { GlibcRandom, rand_r as randR } from './libc/random';
import { strerror, ENOENT, EACCES, EFAULT, EINVAL, ENOMEM, ERANGE, ECHILD, EILSEQ, EOVERFLOW } from './libc/errno';
import * as ctype from './libc/ctype';
import { Environ } from './libc-env';
import { type I64, nS, nU } from './int64';

/** What the library needs from the rank that owns it. */
export interface LibcHost {
  m: Memory;
  rank: number;
  programName: string;
  /** main's argc and argv array (glibc's __libc_argc and __libc_argv). */
  argv?(): { argc: number; array: number };
  write(fd: number, bytes: string): void;
  /** `immediate`: _exit's end, without atexit handlers and stdio's flush. */
  exit(code: number, immediate?: boolean): never;
  abort(site: number, why: string): never;
  /** Virtual time in seconds. */
  now(): number;
  /** The wall clock at virtual time 0, in whole seconds since 1970. */
  epoch(): number;
  /** Bytes of stack the rank has (getrlimit(RLIMIT_STACK)). */
  stackSize?: number;
  /** CPU time of this rank in seconds (statements executed, scaled). */
  cpuTime(): number;
  libGlobals: Record<string, number>;
  /** The process's working directory (a spawn's wdir, else the launch's). */
  cwd(): string;
  /** Lets the rank's virtual time pass. */
  sleep(seconds: number): void;
  /** Whether MPI may still write the process's memory (./files/mapped.ts ViewOwner.inMpi). */
  inMpi?(): boolean;
  /** The name of the node the rank runs on. */
  hostname(): string;
  atexit(fnPtr: number): void;
  /** A pipe changed (bytes in or out, an end closed): threads waiting on one ask again. */
  ioChanged?(): void;
  /** A FIFO or a named semaphore changed: threads of every process waiting on one ask again. */
  sharedIoChanged?(): void;
  /** file:line of a call site, for the simulator's own notes. */
  where?(site: number): string | undefined;
  /** dlsym's lookup: the address of a C library function the program links, or 0 (the program's
   * own symbols are not exported, as gcc links without -rdynamic). */
  librarySymbol?(name: string): number;
  /** dladdr's lookup: what holds a code or data address — the program, or the C library (with
   * the function's name) — or undefined for the heap, the stack and what is no address. */
  objectAt?(addr: number): { library: boolean; libm: boolean; name?: string; start: number } | undefined;
}

/** Arguments of a variadic call passed directly by generated code. */
export class VA implements VarArgs {
  private i = 0;
  private d = 0;
  constructor(readonly ints: I64[], readonly dbls: number[]) {}
  int(): bigint {
    const v = this.ints[this.i++];
    return v === undefined ? 0n : typeof v === 'bigint' ? v : BigInt(v);
  }
  double(): number {
    const v = this.dbls[this.d++];
    return v === undefined ? 0 : v;
  }
}

/** Arguments read through a va_list object in memory (gp cursor at +0, fp cursor at +8). */
export class MemVA implements VarArgs {
  constructor(private m: Memory, private ap: number) {}
  int(): bigint {
    const cur = this.m.ptr(this.ap);
    const v = this.m.i64(cur);
    this.m.setPtr(this.ap, cur + 8);
    return v;
  }
  double(): number {
    const cur = this.m.ptr(this.ap + 8);
    const v = this.m.f64(cur);
    this.m.setPtr(this.ap + 8, cur + 8);
    return v;
  }
}

const EOF = -1;

/** What Libc.userMemory returns for a buffer the kernel would not reach. */
export const BAD_ADDRESS: unique symbol = Symbol('EFAULT');

export class Libc {
  private rng_?: GlibcRandom;
  private get rng(): GlibcRandom { return (this.rng_ ??= new GlibcRandom(1)); }
  private strtokSave = 0;
  readonly m: Memory;

  constructor(protected h: LibcHost) {
    this.m = h.m;
  }

  // ------------------------------------------------------------------ state for snapshots
  save(): unknown { return { rng: this.rng.save(), strtok: this.strtokSave, strerrorBuf: this.strerrorBuf, signals: this.signalHandlers && new Map(this.signalHandlers), ctypeAt: this.ctypeAt }; }
  restore(s: unknown): void {
    const st = s as { rng: ReturnType<GlibcRandom['save']>; strtok: number; strerrorBuf: number; signals?: Map<number, number>; ctypeAt?: [number, number] };
    this.ctypeAt = st.ctypeAt;
    this.rng.restore(st.rng);
    this.strtokSave = st.strtok;
    this.strerrorBuf = st.strerrorBuf;
    this.signalHandlers = st.signals && new Map(st.signals);
  }
  /**
   * The calling thread's LC_CTYPE is C.UTF-8 (setlocale and uselocale, in C, keep it): wide
   * characters printed or read on streams are UTF-8 sequences, else the C locale's ASCII bytes.
   */
  protected get utf8(): boolean {
    if (!this.ctypeAt) return false;
    const thread = this.m.i32(this.ctypeAt[1]);
    return thread ? thread === 2 : this.m.i32(this.ctypeAt[0]) !== 0;
  }
  /** Where mpisim-locale.c keeps the global LC_CTYPE and the running thread's (a thread-local object). */
  private ctypeAt?: [number, number];
  __mpisim_set_ctype(global: number, thread: number): void { this.ctypeAt = [global, thread]; }
  /** signal()'s handlers by signal number (made at the first call). */
  protected signalHandlers?: Map<number, number>;

  protected setErrno(v: number): void { this.m.setI32(this.h.libGlobals.errno, v); }
  protected errno(): number { return this.m.i32(this.h.libGlobals.errno); }
  protected str(p: number, site: number): string {
    if (p === 0) throw new CFault('null pointer dereference', 'string argument is NULL', site);
    try { return this.m.cstring(p); } catch (e) { if (e instanceof CFault) e.site = site; throw e; }
  }
  protected guard<T>(site: number, f: () => T): T {
    try { return f(); } catch (e) { if (e instanceof CFault && e.site < 0) e.site = site; throw e; }
  }
  /**
   * A system call's access to the caller's buffer: where the kernel finds no mapping (NULL, an
   * address outside the process, a read into a string literal's read-only page) the call fails
   * with EFAULT instead of the process faulting (BAD_ADDRESS is returned, errno set). What only
   * mpisim's checks see (a heap overflow inside mapped pages, a freed block) still stops the
   * rank there, as ASan's interceptors of read and write do.
   */
  protected userMemory<T>(site: number, f: () => T): T | typeof BAD_ADDRESS {
    try { return f(); } catch (e) {
      if (e instanceof CFault && (e.kind === 'null pointer dereference' || e.kind === 'write to read-only memory' || (e.kind === 'invalid memory access' && /outside the rank's memory/.test(e.detail)))) {
        this.setErrno(EFAULT);
        return BAD_ADDRESS;
      }
      if (e instanceof CFault && e.site < 0) e.site = site;
      throw e;
    }
  }
  /** fd of a FILE*, or -1. */
  protected fd(f: number, site: number): number {
    const g = this.h.libGlobals;
    if (f === g.stdout__obj) return 1;
    if (f === g.stderr__obj) return 2;
    if (f === g.stdin__obj) return 0;
    if (f === 0) throw new CFault('null pointer dereference', 'FILE argument is NULL', site);
    return -1;
  }

  // ------------------------------------------------------------------ stdio
  /**
   * printf's text; `failed` when glibc's printf returns -1 (a format cut inside a directive, a wide
   * character the locale cannot write, an output too long): the text before the failure is still
   * written, as glibc writes it, and errno is set.
   */
  protected format(site: number, fmt: number, args: VarArgs): { text: string; failed: boolean } {
    const r = this.guard(site, () => formatPrintfEx(this.str(fmt, site), args, this.m, { errno: this.errno(), strerror, utf8: this.utf8 }));
    if (r.error) this.setErrno(r.error === 'EILSEQ' ? EILSEQ : r.error === 'EINVAL' ? EINVAL : EOVERFLOW);
    return { text: r.text, failed: r.error !== undefined };
  }
  /**
   * Puts bytes on a stream: stdout and stderr go to the rank's output as they are written (a
   * file's stream is ./libc-files.ts's); -1 (errno set) when the stream cannot be written.
   */
  protected put(site: number, f: number, text: string): number {
    const fd = this.fd(f, site);
    if (fd < 1) { this.setErrno(9); return -1; }
    this.h.write(fd, text);
    return 0;
  }
  private stdoutFile(): number { return this.h.libGlobals.stdout__obj; }
  printf(site: number, fmt: number, va: VarArgs): number { const s = this.format(site, fmt, va); return this.put(site, this.stdoutFile(), s.text) < 0 || s.failed ? -1 : s.text.length; }
  vprintf(site: number, fmt: number, ap: number): number { return this.printf(site, fmt, new MemVA(this.m, ap)); }
  fprintf(site: number, f: number, fmt: number, va: VarArgs): number {
    this.fd(f, site);
    const s = this.format(site, fmt, va);
    return this.put(site, f, s.text) < 0 || s.failed ? -1 : s.text.length;
  }
  vfprintf(site: number, f: number, fmt: number, ap: number): number { return this.fprintf(site, f, fmt, new MemVA(this.m, ap)); }
  sprintf(site: number, buf: number, fmt: number, va: VarArgs): number {
    const s = this.format(site, fmt, va);
    this.guard(site, () => this.m.writeBytes(buf, s.text + '\0'));
    return s.failed ? -1 : s.text.length;
  }
  vsprintf(site: number, buf: number, fmt: number, ap: number): number { return this.sprintf(site, buf, fmt, new MemVA(this.m, ap)); }
  snprintf(site: number, buf: number, n: I64, fmt: number, va: VarArgs): number {
    const s = this.format(site, fmt, va);
    const size = Number(n);
    if (size > 0) this.guard(site, () => this.m.writeBytes(buf, s.text.slice(0, size - 1) + '\0'));
    return s.failed ? -1 : s.text.length;
  }
  vsnprintf(site: number, buf: number, n: I64, fmt: number, ap: number): number { return this.snprintf(site, buf, n, fmt, new MemVA(this.m, ap)); }
  puts(site: number, s: number): number { return this.put(site, this.stdoutFile(), this.str(s, site) + '\n') < 0 ? EOF : 1; }
  fputs(site: number, s: number, f: number): number { return this.put(site, f, this.str(s, site)) < 0 ? EOF : 1; }
  putchar(site: number, c: number): number { return this.fputc(site, c, this.stdoutFile()); }
  fputc(site: number, c: number, f: number): number { return this.put(site, f, String.fromCharCode(c & 255)) < 0 ? EOF : c & 255; }
  putc(site: number, c: number, f: number): number { return this.fputc(site, c, f); }
  fwrite(site: number, p: number, size: I64, n: I64, f: number): number {
    const total = Number(size) * Number(n);
    this.fd(f, site);
    if (total === 0) return 0;
    const bytes = this.guard(site, () => this.m.readBytes(p, total));
    return this.put(site, f, latin1(bytes)) < 0 ? 0 : Number(n);
  }
  fflush(site: number, f: number): number { void site; void f; return 0; }
  perror(site: number, s: number): void {
    const msg = strerror(this.errno());
    const prefix = s !== 0 ? this.str(s, site) : '';
    this.put(site, this.h.libGlobals.stderr__obj, prefix ? `${prefix}: ${msg}\n` : `${msg}\n`);
  }
  // Files (fopen...) are ./libc-files.ts's, stdin ./libc-posix.ts's.
  fileno(site: number, f: number): number { return this.fd(f, site); }
  sscanf(site: number, s: number, fmt: number, va: VarArgs): number { return this.sscanfText(site, this.str(s, site), fmt, va); }
  vsscanf(site: number, s: number, fmt: number, ap: number): number { return this.sscanfText(site, this.str(s, site), fmt, new MemVA(this.m, ap)); }
  protected sscanfText(site: number, input: string, fmt: number, va: VarArgs): number {
    return this.scanned(this.guard(site, () => scanFormat(input, this.str(fmt, site), memoryScanStore(this.m, va, (n) => this.m.malloc(n)), this.scanOptions()))).assigned;
  }
  /** scanf's %lc/%ls/%l[ read LC_CTYPE's multibyte characters. */
  protected scanOptions(): { mb: 'ascii' | 'utf8' } { return { mb: this.utf8 ? 'utf8' : 'ascii' }; }
  /** A scan that met bytes that are no character leaves errno EILSEQ, as glibc's. */
  protected scanned<T extends { eilseq?: boolean }>(r: T): T {
    if (r.eilseq) this.setErrno(EILSEQ);
    return r;
  }

  // ------------------------------------------------------------------ stdlib
  // Any size the address space has room for (MPICH's large_message mallocs 2.16 GB).
  malloc(site: number, n: I64): number { return this.allocate(site, Number(n)); }
  calloc(site: number, n: I64, size: I64): number {
    const total = Number(n) * Number(size);
    const p = this.allocate(site, total);
    if (p) this.m.fill(p, 0, total, site);
    return p;
  }
  /** Whether a failed allocation was explained on stderr (once: a program may malloc until NULL). */
  private refusalNoted = false;
  /**
   * A heap block, or NULL with ENOMEM as glibc's; the first NULL of a large request also gets a
   * line saying which limit refused it (glibc would have had the memory: mpisim's address
   * space is 32-bit), so the program's own "out of memory" is not taken for a bug of its own.
   */
  private allocate(site: number, size: number): number { return this.allocateAligned(site, 16, size); }
  private allocateAligned(site: number, alignment: number, n: I64 | number): number {
    const size = Number(n);
    const p = this.m.alignedMalloc(alignment, size);
    if (p) return p;
    this.setErrno(ENOMEM);
    if (!this.refusalNoted && size >= 1 << 20) {
      this.refusalNoted = true;
      const pos = this.h.where?.(site);
      this.h.write(2, `mpisim: rank ${this.h.rank}: allocation of ${size} bytes${pos ? ` at ${pos}` : ''} returns NULL: ${this.m.refusal(size)}\n`);
    }
    return 0;
  }
  realloc(site: number, p: number, n: I64): number {
    const size = Number(n);
    if (p === 0) return this.malloc(site, n);
    const old = this.m.blockSize(p);
    if (old === undefined) {
      this.m.free(p, site); // reports the right kind of invalid free
      return 0;
    }
    if (size === 0) { this.m.free(p, site); return 0; }
    const q = this.allocate(site, size);
    if (!q) return 0;
    this.m.copy(q, p, Math.min(old, size), site);
    this.m.free(p, site);
    return q;
  }
  free(site: number, p: number): void { this.m.free(p, site); }
  /** free() of a buffer MPI's own code used and dropped (collective scratch): reusable at once, no quarantine. */
  __mpisim_free_scratch(site: number, p: number): void { this.m.free(p, site, true); }
  aligned_alloc(site: number, al: I64, n: I64): number { return this.memalign(site, al, n); }
  /** glibc rounds an alignment that is not a power of two up to the next one. */
  memalign(site: number, al: I64, n: I64): number {
    const a = Number(al);
    return a <= 16 ? this.malloc(site, n) : this.allocateAligned(site, 2 ** Math.ceil(Math.log2(a)), n);
  }
  valloc(site: number, n: I64): number { return this.allocateAligned(site, 4096, n); }
  posix_memalign(site: number, pp: number, al: I64, n: I64): number {
    const a = Number(al);
    if (a < 8 || (a & (a - 1)) !== 0) return EINVAL;
    const p = a <= 16 ? this.malloc(site, n) : this.allocateAligned(site, a, n);
    if (!p) return ENOMEM;
    this.guard(site, () => this.m.setPtr(pp, p));
    return 0;
  }
  exit(site: number, code: number): never { void site; return this.h.exit(code); }
  _Exit(site: number, code: number): never { void site; return this.h.exit(code, true); }
  abort(site: number): never { return this.h.abort(site, 'abort() called'); }
  atexit(site: number, fn: number): number { void site; this.h.atexit(fn); return 0; }
  // The environment, in the process's memory as glibc keeps it (./libc-env.ts).
  private environ_?: Environ;
  private get environ(): Environ {
    return (this.environ_ ??= new Environ({ m: this.m, libGlobals: this.h.libGlobals, malloc: (n) => this.m.malloc(n), free: (p) => this.m.free(p) }));
  }
  getenv(site: number, name: number): number { return this.guard(site, () => this.environ.getenv(this.str(name, site))); }
  secure_getenv(site: number, name: number): number { return this.getenv(site, name); }
  /** A variable's value as the library itself reads it (tempnam's TMPDIR), undefined when unset. */
  protected envValue(name: string): string | undefined { const p = this.environ.getenv(name); return p ? this.m.cstring(p) : undefined; }
  /** setenv and unsetenv refuse a NULL or empty name, or one with '=', with EINVAL, as glibc does. */
  private envName(site: number, name: number): string | undefined {
    const n = name ? this.str(name, site) : '';
    if (n && !n.includes('=')) return n;
    this.setErrno(EINVAL);
    return undefined;
  }
  setenv(site: number, name: number, value: number, overwrite: number): number {
    const n = this.envName(site, name);
    if (n === undefined) return -1;
    const r = this.guard(site, () => this.environ.add(n, this.str(value, site), undefined, overwrite !== 0));
    if (r < 0) this.setErrno(ENOMEM);
    return r;
  }
  unsetenv(site: number, name: number): number {
    const n = this.envName(site, name);
    if (n === undefined) return -1;
    this.guard(site, () => this.environ.unset(n));
    return 0;
  }
  /** The string itself becomes the entry; without '=' the name is removed (glibc's extension). */
  putenv(site: number, string: number): number {
    const s = this.str(string, site);
    const eq = s.indexOf('=');
    if (eq < 0) { this.guard(site, () => this.environ.unset(s)); return 0; }
    const r = this.guard(site, () => this.environ.add(s.slice(0, eq), undefined, string, true));
    if (r < 0) this.setErrno(ENOMEM);
    return r;
  }
  clearenv(site: number): number { this.guard(site, () => this.environ.clear()); return 0; }
  system(): number { return -1; }

  atoi(site: number, s: number): number { return conv.atoi(this.str(s, site)); }
  atol(site: number, s: number): I64 { return nS(conv.atol(this.str(s, site))); }
  atoll(site: number, s: number): I64 { return this.atol(site, s); }
  atof(site: number, s: number): number { return conv.atof(this.str(s, site)); }
  private intConv(site: number, s: number, endp: number, base: number, signed: boolean): I64 {
    const text = this.str(s, site);
    const r = signed ? conv.strtol(text, 0, base) : conv.strtoul(text, 0, base);
    if (r.errno) this.setErrno(r.errno);
    if (endp) this.guard(site, () => this.m.setPtr(endp, s + r.end));
    return signed ? nS(r.value) : nU(r.value);
  }
  strtol(site: number, s: number, e: number, b: number): I64 { return this.intConv(site, s, e, b, true); }
  strtoll(site: number, s: number, e: number, b: number): I64 { return this.intConv(site, s, e, b, true); }
  strtoul(site: number, s: number, e: number, b: number): I64 { return this.intConv(site, s, e, b, false); }
  strtoull(site: number, s: number, e: number, b: number): I64 { return this.intConv(site, s, e, b, false); }
  private floatConv(site: number, s: number, endp: number, single: boolean): number {
    const text = this.str(s, site);
    const r = single ? conv.strtof(text, 0) : conv.strtod(text, 0);
    if (r.errno) this.setErrno(r.errno);
    if (endp) this.guard(site, () => this.m.setPtr(endp, s + r.end));
    return r.value;
  }
  strtod(site: number, s: number, e: number): number { return this.floatConv(site, s, e, false); }
  strtold(site: number, s: number, e: number): number { return this.floatConv(site, s, e, false); }
  strtof(site: number, s: number, e: number): number { return this.floatConv(site, s, e, true); }
  rand(): number { return this.rng.next(); }
  random(): I64 { return this.rng.next(); }
  srand(site: number, seed: number): void { void site; this.rng.seed(seed); }
  srandom(site: number, seed: number): void { void site; this.rng.seed(seed); }
  rand_r(site: number, p: number): number {
    const r = randR(this.guard(site, () => this.m.u32(p)));
    this.m.setI32(p, r.seed | 0);
    return r.value;
  }
  abs(site: number, x: number): number { void site; return x < 0 ? (-x | 0) : x; }
  labs(site: number, x: I64): I64 { void site; return x < 0 ? (typeof x === 'bigint' ? nS(-x) : -x) : x; }
  llabs(site: number, x: I64): I64 { return this.labs(site, x); }
  imaxabs(site: number, x: I64): I64 { return this.labs(site, x); }
  strtoimax(site: number, s: number, e: number, b: number): I64 { return this.intConv(site, s, e, b, true); }
  strtoumax(site: number, s: number, e: number, b: number): I64 { return this.intConv(site, s, e, b, false); }

  // ------------------------------------------------------------------ string.h
  memcpy(site: number, d: number, s: number, n: I64): number { return this.m.copy(d, s, Number(n), site); }
  memmove(site: number, d: number, s: number, n: I64): number { return this.m.copy(d, s, Number(n), site); }
  memset(site: number, d: number, c: number, n: I64): number { return this.m.fill(d, c, Number(n), site); }
  bzero(site: number, d: number, n: I64): void { this.m.fill(d, 0, Number(n), site); }
  memcmp(site: number, a: number, b: number, n: I64): number {
    const len = Number(n);
    this.m.range(a, len, false, site); this.m.range(b, len, false, site);
    for (let k = 0; k < len; k++) { const d = this.m.U8[a + k] - this.m.U8[b + k]; if (d) return d; }
    return 0;
  }
  memchr(site: number, p: number, c: number, n: I64): number {
    const len = Number(n);
    for (let k = 0; k < len; k++) if (this.m.u8(p + k, site) === (c & 255)) return p + k;
    return 0;
  }
  strlen(site: number, s: number): I64 { if (s === 0) throw new CFault('null pointer dereference', 'strlen(NULL)', site); return this.m.strlen(s, site); }
  strnlen(site: number, s: number, n: I64): I64 { const max = Number(n); let k = 0; while (k < max && this.m.u8(s + k, site) !== 0) k++; return k; }
  strcpy(site: number, d: number, s: number): number { const t = this.str(s, site); this.guard(site, () => this.m.writeBytes(d, t + '\0')); return d; }
  stpcpy(site: number, d: number, s: number): number { const t = this.str(s, site); this.guard(site, () => this.m.writeBytes(d, t + '\0')); return d + t.length; }
  strncpy(site: number, d: number, s: number, n: I64): number {
    const len = Number(n);
    const t = this.str(s, site).slice(0, len);
    this.guard(site, () => { this.m.writeBytes(d, t); this.m.fill(d + t.length, 0, len - t.length, site); });
    return d;
  }
  strcat(site: number, d: number, s: number): number { const end = d + this.m.strlen(d, site); return this.strcpy(site, end, s) && d; }
  strncat(site: number, d: number, s: number, n: I64): number {
    const end = d + this.m.strlen(d, site);
    const t = this.str(s, site).slice(0, Number(n));
    this.guard(site, () => this.m.writeBytes(end, t + '\0'));
    return d;
  }
  strcmp(site: number, a: number, b: number): number { return cmpBytes(this.str(a, site), this.str(b, site)); }
  strcoll(site: number, a: number, b: number): number { return this.strcmp(site, a, b); }
  strncmp(site: number, a: number, b: number, n: I64): number {
    const len = Number(n);
    for (let k = 0; k < len; k++) {
      const x = this.m.u8(a + k, site), y = this.m.u8(b + k, site);
      if (x !== y) return x - y;
      if (x === 0) return 0;
    }
    return 0;
  }
  strcasecmp(site: number, a: number, b: number): number { return cmpBytes(this.str(a, site).toLowerCase(), this.str(b, site).toLowerCase()); }
  strncasecmp(site: number, a: number, b: number, n: I64): number { return cmpBytes(this.str(a, site).slice(0, Number(n)).toLowerCase(), this.str(b, site).slice(0, Number(n)).toLowerCase()); }
  strchr(site: number, s: number, c: number): number {
    const ch = c & 255;
    for (let k = 0; ; k++) { const x = this.m.u8(s + k, site); if (x === ch) return s + k; if (x === 0) return 0; }
  }
  strrchr(site: number, s: number, c: number): number {
    const ch = c & 255;
    let last = 0;
    for (let k = 0; ; k++) { const x = this.m.u8(s + k, site); if (x === ch) last = s + k; if (x === 0) return last; }
  }
  strstr(site: number, h: number, n: number): number { const i = this.str(h, site).indexOf(this.str(n, site)); return i < 0 ? 0 : h + i; }
  strspn(site: number, s: number, a: number): I64 { const t = this.str(s, site), set = this.str(a, site); let k = 0; while (k < t.length && set.includes(t[k])) k++; return k; }
  strcspn(site: number, s: number, r: number): I64 { const t = this.str(s, site), set = this.str(r, site); let k = 0; while (k < t.length && !set.includes(t[k])) k++; return k; }
  strpbrk(site: number, s: number, a: number): number { const t = this.str(s, site), set = this.str(a, site); for (let k = 0; k < t.length; k++) if (set.includes(t[k])) return s + k; return 0; }
  strtok(site: number, s: number, delim: number): number {
    const r = this.tok(site, s || this.strtokSave, delim);
    this.strtokSave = r.save;
    return r.token;
  }
  strtok_r(site: number, s: number, delim: number, savep: number): number {
    const start = s || this.m.ptr(savep, site);
    const r = this.tok(site, start, delim);
    this.m.setPtr(savep, r.save);
    return r.token;
  }
  private tok(site: number, p: number, delim: number): { token: number; save: number } {
    if (p === 0) return { token: 0, save: 0 };
    const set = this.str(delim, site);
    let k = p;
    while (this.m.u8(k, site) !== 0 && set.includes(String.fromCharCode(this.m.u8(k)))) k++;
    if (this.m.u8(k) === 0) return { token: 0, save: k };
    const start = k;
    while (this.m.u8(k, site) !== 0 && !set.includes(String.fromCharCode(this.m.u8(k)))) k++;
    if (this.m.u8(k) !== 0) { this.m.st8(k, 0, site); return { token: start, save: k + 1 }; }
    return { token: start, save: k };
  }
  strdup(site: number, s: number): number { const t = this.str(s, site); const p = this.m.malloc(t.length + 1); this.m.writeBytes(p, t + '\0'); return p; }
  strndup(site: number, s: number, n: I64): number { const t = this.str(s, site).slice(0, Number(n)); const p = this.m.malloc(t.length + 1); this.m.writeBytes(p, t + '\0'); return p; }
  private strerrorBuf = 0;
  strerror(site: number, e: number): number {
    void site;
    const msg = strerror(e);
    if (!this.strerrorBuf) this.strerrorBuf = this.m.malloc(1024);
    this.m.writeBytes(this.strerrorBuf, msg.slice(0, 1023) + '\0');
    return this.strerrorBuf;
  }

  // ------------------------------------------------------------------ ctype.h
  isalnum(c: number): number { return ctype.isalnum(c) ? 8 : 0; }
  isalpha(c: number): number { return ctype.isalpha(c) ? 1024 : 0; }
  isblank(c: number): number { return ctype.isblank(c) ? 1 : 0; }
  iscntrl(c: number): number { return ctype.iscntrl(c) ? 2 : 0; }
  isdigit(c: number): number { return ctype.isdigit(c) ? 2048 : 0; }
  isgraph(c: number): number { return ctype.isgraph(c) ? 32768 : 0; }
  islower(c: number): number { return ctype.islower(c) ? 512 : 0; }
  isprint(c: number): number { return ctype.isprint(c) ? 16384 : 0; }
  ispunct(c: number): number { return ctype.ispunct(c) ? 4 : 0; }
  isspace(c: number): number { return ctype.isspace(c) ? 8192 : 0; }
  isupper(c: number): number { return ctype.isupper(c) ? 256 : 0; }
  isxdigit(c: number): number { return ctype.isxdigit(c) ? 4096 : 0; }
  isascii(c: number): number { return ctype.isascii(c); }
  toascii(c: number): number { return ctype.toascii(c); }
  tolower(c: number): number { return ctype.tolower(c); }
  toupper(c: number): number { return ctype.toupper(c); }

  // ------------------------------------------------------------------ time, process
  // The wall clock is the launch's time (or --epoch) plus virtual time: deterministic, and
  // moving as MPI_Wtime does.
  time(site: number, p: number): I64 {
    const t = this.h.epoch() + Math.floor(this.h.now());
    if (p) this.m.st64(p, t, site);
    return t;
  }
  clock(): I64 { return Math.floor(this.h.cpuTime() * 1e6); }
  difftime(site: number, a: I64, b: I64): number { void site; return Number(a) - Number(b); }
  gettimeofday(site: number, tv: number): number {
    const t = this.h.now();
    if (tv) { this.m.st64(tv, this.h.epoch() + Math.floor(t), site); this.m.st64(tv + 8, Math.floor((t % 1) * 1e6), site); }
    return 0;
  }
  /** CLOCK_REALTIME and CLOCK_MONOTONIC read the wall clock; the CPU-time clocks the rank's statements. */
  clock_gettime(site: number, clk: number, ts: number): number {
    if (clk < 0 || clk > 11) { this.setErrno(EINVAL); return -1; }
    const cpu = clk === 2 || clk === 3;
    const t = cpu ? this.h.cpuTime() : this.h.now();
    this.m.st64(ts, (cpu ? 0 : this.h.epoch()) + Math.floor(t), site);
    this.m.st64(ts + 8, Math.floor((t % 1) * 1e9), site);
    return 0;
  }
  clock_getres(site: number, clk: number, res: number): number {
    if (clk < 0 || clk > 11) { this.setErrno(EINVAL); return -1; }
    if (res) { this.m.st64(res, 0, site); this.m.st64(res + 8, 1, site); }
    return 0;
  }
  getpid(): number { return 1000 + this.h.rank; }
  // A simulated process sleeps in virtual time: MPI_Wtime and time() see it pass, nothing waits.
  sleep(site: number, s: number): number { void site; this.h.sleep(s >>> 0); return 0; }
  usleep(site: number, us: number): number { void site; this.h.sleep((us >>> 0) / 1e6); return 0; }
  nanosleep(site: number, req: number, rem: number): number {
    const s = Number(this.m.s64(req)), ns = Number(this.m.s64(req + 8));
    if (s < 0 || ns < 0 || ns > 999999999) { this.setErrno(EINVAL); return -1; }
    this.h.sleep(s + ns / 1e9);
    if (rem) this.guard(site, () => { this.m.st64(rem, 0, site); this.m.st64(rem + 8, 0, site); });
    return 0;
  }
  /** The process's working directory (chdir moves it: ./libc-fcntl.ts). */
  protected workingDir(): string { return this.h.cwd(); }
  /** glibc's getcwd: a NULL buffer is allocated (size bytes, or just enough when size is 0). */
  getcwd(site: number, buf: number, n: I64): number {
    const cwd = this.workingDir();
    let size = Number(n);
    if (buf === 0 && size === 0) size = cwd.length + 1;
    if (buf !== 0 && size === 0) { this.setErrno(EINVAL); return 0; }
    if (size < cwd.length + 1) { this.setErrno(ERANGE); return 0; }
    const out = buf || this.m.malloc(size);
    this.guard(site, () => this.m.writeBytes(out, cwd + '\0'));
    return out;
  }
  getppid(): number { return 999; }
  gethostname(site: number, buf: number, n: I64): number {
    const name = this.h.hostname();
    this.guard(site, () => this.m.writeBytes(buf, name.slice(0, Number(n) - 1) + '\0'));
    return 0;
  }
  /** A simulated process has no children (fork is not available): glibc's answer then. */
  wait(site: number, status: number): number { void site; void status; this.setErrno(ECHILD); return -1; }
  waitpid(site: number, pid: number, status: number, options: number): number { void site; void pid; void status; void options; this.setErrno(ECHILD); return -1; }
  /**
   * uname(2): Linux on x86_64, the node name gethostname gives; the kernel's release and
   * version are the simulator's (a program sees no fact of the host beyond what mpiexec shows).
   */
  uname(site: number, buf: number): number {
    const fields = ['Linux', this.h.hostname(), 'mpisim', '#1 SMP', 'x86_64', '(none)'];
    this.guard(site, () => fields.forEach((f, k) => this.m.writeBytes(buf + 65 * k, f.slice(0, 64) + '\0')));
    return 0;
  }
  __assert_fail(site: number, expr: number, file: number, line: number, fn: number): never {
    const msg = `${this.h.programName}: ${this.str(file, site)}:${line >>> 0}: ${this.str(fn, site)}: Assertion \`${this.str(expr, site)}' failed.\n`;
    this.h.write(2, msg);
    return this.h.abort(site, `assertion ‘${this.str(expr, site)}’ failed`);
  }
}

/** Bytes as a latin1 string (in pieces: a spread of a large array overflows the stack). */
export function latin1(bytes: ArrayLike<number>): string {
  let out = '';
  for (let k = 0; k < bytes.length; k += 8192) out += String.fromCharCode(...Array.prototype.slice.call(bytes, k, k + 8192) as number[]);
  return out;
}

function cmpBytes(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let k = 0; k < n; k++) { const d = a.charCodeAt(k) - b.charCodeAt(k); if (d) return d; }
  return a.length === b.length ? 0 : a.length < b.length ? -b.charCodeAt(n) : a.charCodeAt(n);
}

void ENOENT;
