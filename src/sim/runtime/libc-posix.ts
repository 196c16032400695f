/**
 * The parts of the C library that reach beyond memory, as glibc has them: stdin (rank 0 reads
 * what the launch gives it, as Hydra forwards it; the others see an empty stdin), calendar time
 * in UTC, resource usage in virtual time, and the POSIX odds and ends real programs call
 * (sysconf, libgen, getopt's globals live in the C prelude).
 */
import { BAD_ADDRESS, Libc, MemVA, type LibcHost } from './libc';
import type { VarArgs } from './memoryAccess';
import { scanFormat, memoryScanStore } from './libc/scan';
import { ascTime, breakDown, formatTime, makeTime, type Tm } from './libc/calendar';
import { EBADF, EINVAL } from './libc/errno';
import { type I64 } from './int64';

/** Bytes of a stream read on demand: the byte at an absolute offset, or -1 past its end. */
export interface InputSource {
  at(offset: number): number;
}

/** A FILE* being read: its next byte, a byte pushed back, a look-ahead for scanf, its flags. */
export interface ByteInput {
  next(): number;
  unget(c: number): void;
  scan(): { input: { at(i: number): number }; commit(n: number): void };
  eof: boolean;
  error?: boolean;
}

const EOF = -1;

/**
 * fscanf on a stream over a pipe's empty end while a writer may still add bytes: the scan is
 * dropped (it commits nothing) and its C side waits and scans again, as glibc's would block.
 */
export class InputStall extends Error {}
/** What __mpisim_vfscanf answers then (no count fscanf returns is below EOF). */
export const SCAN_WAIT = -2;

/** What a rank's snapshot keeps of its C library beyond memory. */
interface PosixState {
  base: unknown; stdinPos: number; pushback: number[]; stdinEof: boolean; fdPos: number;
  tmBuf: number; ascBuf: number; zones: Map<string, number>; literals: Map<string, number>;
}
const TM_SIZE = 56;

export class PosixLibc extends Libc {
  /** Offset of the next stdin byte (bytes pushed back by ungetc come first). */
  private stdinPos = 0;
  private pushback: number[] = [];
  private stdinEof = false;
  private tmBuf = 0;
  private ascBuf = 0;
  private zones_?: Map<string, number>;
  private get zones(): Map<string, number> { return (this.zones_ ??= new Map()); }
  private set zones(v: Map<string, number>) { this.zones_ = v; }

  constructor(h: LibcHost, private stdinSource?: InputSource) {
    super(h);
  }

  // Buffers allocated on first use live in the heap a snapshot restores: their addresses go with it.
  override save(): unknown {
    return { base: super.save(), stdinPos: this.stdinPos, pushback: [...this.pushback], stdinEof: this.stdinEof, fdPos: this.fdPos, tmBuf: this.tmBuf, ascBuf: this.ascBuf, zones: new Map(this.zones), literals: new Map(this.literals) };
  }
  override restore(s: unknown): void {
    const st = s as PosixState;
    super.restore(st.base);
    this.stdinPos = st.stdinPos; this.pushback = [...st.pushback]; this.stdinEof = st.stdinEof; this.fdPos = st.fdPos;
    this.tmBuf = st.tmBuf; this.ascBuf = st.ascBuf; this.zones = new Map(st.zones); this.literals = new Map(st.literals);
  }

  // ------------------------------------------------------------------ stdin
  private isStdin(f: number, site: number): boolean { return this.fd(f, site) === 0; }
  /**
   * Where fd 0 stands: stdio reads it a buffer (BUFSIZ, 4096 for a file) at a time, so read(0)
   * after stdio sees only what stdio has not taken, as with glibc.
   */
  private fdPos = 0;
  private fill(upTo: number): void {
    while (this.fdPos <= upTo) {
      const end = this.fdPos + 4096;
      let k = this.fdPos;
      while (k < end && (this.stdinSource?.at(k) ?? EOF) !== EOF) k++;
      if (k === this.fdPos) return;
      this.fdPos = k;
    }
  }
  private nextByte(): number {
    if (this.pushback.length) return this.pushback.pop()!;
    const c = this.stdinSource?.at(this.stdinPos) ?? EOF;
    if (c === EOF) { this.stdinEof = true; return EOF; }
    this.fill(this.stdinPos);
    this.stdinPos++;
    return c;
  }
  /** stdin as fscanf sees it from here; `commit` consumes what the scan used. */
  private stdinScan(): { input: { at(i: number): number }; commit(n: number): void } {
    const back = [...this.pushback].reverse();
    const base = this.stdinPos;
    return {
      input: {
        at: (i) => {
          if (i < back.length) return back[i];
          const c = this.stdinSource?.at(base + i - back.length) ?? EOF;
          if (c === EOF) this.stdinEof = true;
          return c;
        },
      },
      commit: (n) => {
        const fromBack = Math.min(n, back.length);
        this.pushback.splice(this.pushback.length - fromBack, fromBack);
        this.stdinPos = base + n - fromBack;
        if (this.stdinPos > base) this.fill(this.stdinPos - 1);
      },
    };
  }
  /** The stream a FILE* reads (stdin here; files in ./libc-files.ts), or undefined. */
  protected input(f: number, site: number): ByteInput | undefined {
    if (!this.isStdin(f, site)) return undefined;
    const self = this;
    return {
      next: () => this.nextByte(),
      unget: (c) => { this.pushback.push(c); },
      scan: () => this.stdinScan(),
      get eof() { return self.stdinEof; },
      set eof(v: boolean) { self.stdinEof = v; },
    };
  }
  private scanInput(site: number, i: ByteInput, fmt: number, va: VarArgs): number {
    const s = i.scan();
    let scanned;
    try {
      scanned = this.guard(site, () => scanFormat(s.input, this.str(fmt, site), memoryScanStore(this.m, va, (n) => this.m.malloc(n)), this.scanOptions()));
    } catch (e) {
      if (e instanceof InputStall) return SCAN_WAIT;
      throw e;
    }
    const r = this.scanned(scanned);
    s.commit(r.consumed);
    return r.assigned;
  }
  getchar(): number { return this.nextByte(); }
  fgetc(site: number, f: number): number { return this.input(f, site)?.next() ?? this.badInput(); }
  getc(site: number, f: number): number { return this.fgetc(site, f); }
  /** Reading a FILE* that cannot be read: EOF, errno EBADF (the stream's error flag is the caller's). */
  protected badInput(): number { this.setErrno(EBADF); return EOF; }
  ungetc(site: number, c: number, f: number): number {
    const i = this.input(f, site);
    if (!i || c === EOF) return EOF;
    i.unget(c & 255);
    i.eof = false;
    return c & 255;
  }
  fgets(site: number, buf: number, n: number, f: number): number {
    const i = this.input(f, site);
    if (!i) { this.badInput(); return 0; }
    if (n <= 0) return 0;
    let line = '';
    while (line.length < n - 1) {
      const c = i.next();
      if (c === EOF) break;
      line += String.fromCharCode(c);
      if (c === 10) break;
    }
    if (line === '') return 0;
    this.guard(site, () => this.m.writeBytes(buf, line + '\0'));
    return buf;
  }
  getdelim(site: number, lineptr: number, n: number, delim: number, f: number): I64 {
    const i = this.input(f, site);
    if (!i) { this.setErrno(EBADF); return -1; }
    let line = '';
    for (;;) {
      const c = i.next();
      if (c === EOF) break;
      line += String.fromCharCode(c);
      if (c === (delim & 255)) break;
    }
    if (line === '') return -1;
    this.guard(site, () => {
      let p = this.m.ptr(lineptr);
      const have = Number(this.m.s64(n));
      if (p === 0 || have < line.length + 1) {
        const size = Math.max(120, line.length + 1);
        const q = this.m.malloc(size);
        if (p) { this.m.copy(q, p, Math.min(have, size), site); this.m.free(p, site); }
        p = q;
        this.m.setPtr(lineptr, p);
        this.m.st64(n, size, site);
      }
      this.m.writeBytes(p, line + '\0');
    });
    return line.length;
  }
  getline(site: number, lineptr: number, n: number, f: number): I64 { return this.getdelim(site, lineptr, n, 10, f); }
  fread(site: number, p: number, size: I64, n: I64, f: number): number {
    const i = this.input(f, site);
    if (!i) { this.badInput(); return 0; }
    const each = Number(size), count = Number(n);
    if (each === 0 || count === 0) return 0;
    const got: number[] = [];
    while (got.length < each * count) { const c = i.next(); if (c === EOF) break; got.push(c); }
    this.guard(site, () => { this.m.range(p, got.length, true, site); this.m.U8.set(got, p); });
    return Math.floor(got.length / each);
  }
  read(site: number, fd: number, buf: number, n: I64): I64 {
    if (fd !== 0) { this.setErrno(EBADF); return -1; }
    // A terminal or pipe gives what is there; one line at most, as a terminal read does.
    let got = '';
    // With nothing buffered, stdio goes on from wherever read() leaves fd 0.
    const unbuffered = this.stdinPos >= this.fdPos && !this.pushback.length;
    while (got.length < Number(n)) {
      const c = this.stdinSource?.at(this.fdPos) ?? EOF;
      if (c === EOF) break;
      got += String.fromCharCode(c);
      this.fdPos++;
      if (c === 10) break;
    }
    if (this.userMemory(site, () => this.m.writeBytes(buf, got)) === BAD_ADDRESS) { this.fdPos -= got.length; return -1; }
    if (unbuffered) this.stdinPos = this.fdPos;
    return got.length;
  }
  write(site: number, fd: number, buf: number, n: I64): I64 {
    if (fd !== 1 && fd !== 2) { this.setErrno(EBADF); return -1; }
    const bytes = this.userMemory(site, () => this.m.readBytes(buf, Number(n)));
    if (bytes === BAD_ADDRESS) return -1;
    this.h.write(fd, String.fromCharCode(...bytes));
    return Number(n);
  }
  feof(site: number, f: number): number { return this.input(f, site)?.eof ? 1 : 0; }
  clearerr(site: number, f: number): void { const i = this.input(f, site); if (i) { i.eof = false; i.error = false; } }
  scanf(site: number, fmt: number, va: VarArgs): number { return this.scanInput(site, this.input(this.h.libGlobals.stdin__obj, site)!, fmt, va); }
  fscanf(site: number, f: number, fmt: number, va: VarArgs): number {
    const i = this.input(f, site);
    if (!i) return this.badInput();
    return this.scanInput(site, i, fmt, va);
  }
  vscanf(site: number, fmt: number, ap: number): number { return this.scanf(site, fmt, new MemVA(this.m, ap)); }
  vfscanf(site: number, f: number, fmt: number, ap: number): number { return this.fscanf(site, f, fmt, new MemVA(this.m, ap)); }
  isatty(): number { return 0; }

  // ------------------------------------------------------------------ calendar time (UTC)
  protected readTm(p: number, site: number): Tm {
    return this.guard(site, () => {
      const i = (k: number) => this.m.i32(p + 4 * k);
      return { sec: i(0), min: i(1), hour: i(2), mday: i(3), mon: i(4), year: i(5), wday: i(6), yday: i(7), isdst: i(8), gmtoff: Number(this.m.s64(p + 40)), zone: this.zone(this.m.ptr(p + 48)) };
    });
  }
  private zone(p: number): string { for (const [z, q] of this.zones) if (q === p) return z; return p ? this.m.cstring(p) : ''; }
  private writeTm(p: number, tm: Tm, site: number): number {
    this.guard(site, () => {
      [tm.sec, tm.min, tm.hour, tm.mday, tm.mon, tm.year, tm.wday, tm.yday, tm.isdst].forEach((v, k) => this.m.setI32(p + 4 * k, v));
      this.m.st64(p + 40, tm.gmtoff, site);
      let z = this.zones.get(tm.zone);
      if (z === undefined) { z = this.m.malloc(tm.zone.length + 1); this.m.writeBytes(z, tm.zone + '\0'); this.zones.set(tm.zone, z); }
      this.m.setPtr(p + 48, z);
    });
    return p;
  }
  private staticTm(): number { return this.tmBuf ||= this.m.malloc(TM_SIZE); }
  private timeAt(p: number, site: number): number { return Number(this.guard(site, () => this.m.s64(p))); }
  gmtime(site: number, tp: number): number { return this.writeTm(this.staticTm(), breakDown(this.timeAt(tp, site), 'GMT'), site); }
  localtime(site: number, tp: number): number { return this.writeTm(this.staticTm(), breakDown(this.timeAt(tp, site), 'UTC'), site); }
  gmtime_r(site: number, tp: number, res: number): number { return this.writeTm(res, breakDown(this.timeAt(tp, site), 'GMT'), site); }
  localtime_r(site: number, tp: number, res: number): number { return this.writeTm(res, breakDown(this.timeAt(tp, site), 'UTC'), site); }
  mktime(site: number, p: number): I64 {
    const t = makeTime(this.readTm(p, site));
    this.writeTm(p, breakDown(t, 'UTC'), site);
    return t;
  }
  timegm(site: number, p: number): I64 {
    const t = makeTime(this.readTm(p, site));
    this.writeTm(p, breakDown(t, 'GMT'), site);
    return t;
  }
  strftime(site: number, s: number, max: I64, fmt: number, tp: number): I64 {
    const text = formatTime(this.str(fmt, site), this.readTm(tp, site), Number(max));
    if (text === undefined) return 0;
    this.guard(site, () => this.m.writeBytes(s, text + '\0'));
    return text.length;
  }
  asctime(site: number, tp: number): number {
    this.ascBuf ||= this.m.malloc(26);
    this.guard(site, () => this.m.writeBytes(this.ascBuf, ascTime(this.readTm(tp, site)) + '\0'));
    return this.ascBuf;
  }
  ctime(site: number, tp: number): number { return this.asctime(site, this.localtime(site, tp)); }
  asctime_r(site: number, tp: number, buf: number): number {
    this.guard(site, () => this.m.writeBytes(buf, ascTime(this.readTm(tp, site)) + '\0'));
    return buf;
  }
  ctime_r(site: number, tp: number, buf: number): number {
    this.guard(site, () => this.m.writeBytes(buf, ascTime(breakDown(this.timeAt(tp, site), 'UTC')) + '\0'));
    return buf;
  }

  // ------------------------------------------------------------------ resources and the system
  /** Time in CPU (user) time of the rank; no system time: the simulator makes no system calls. */
  getrusage(site: number, who: number, p: number): number {
    if (who !== 0 && who !== -1 && who !== 1) { this.setErrno(EINVAL); return -1; }
    const t = who === -1 ? 0 : this.h.cpuTime();
    this.guard(site, () => {
      this.m.fill(p, 0, 144, site);
      this.m.st64(p, Math.floor(t), site);
      this.m.st64(p + 8, Math.floor((t % 1) * 1e6), site);
    });
    return 0;
  }
  /** The rank's stack is --stack-size; nothing else is limited. */
  getrlimit(site: number, res: number, p: number): number {
    if (res < 0 || res > 15) { this.setErrno(EINVAL); return -1; }
    const inf = 0xffffffffffffffffn;
    const cur = res === 3 ? BigInt(this.h.stackSize ?? 8 << 20) : inf;
    this.guard(site, () => { this.m.st64(p, cur, site); this.m.st64(p + 8, inf, site); });
    return 0;
  }
  setrlimit(site: number, res: number, p: number): number { void p; void site; if (res < 0 || res > 15) { this.setErrno(EINVAL); return -1; } return 0; }
  times(site: number, p: number): I64 {
    const ticks = Math.floor(this.h.cpuTime() * 100);
    if (p) this.guard(site, () => { this.m.st64(p, ticks, site); this.m.st64(p + 8, 0, site); this.m.st64(p + 16, 0, site); this.m.st64(p + 24, 0, site); });
    return Math.floor(this.h.now() * 100);
  }
  getpagesize(): number { return 4096; }
  getuid(): number { return 1000; }
  geteuid(): number { return 1000; }
  getgid(): number { return 1000; }
  getegid(): number { return 1000; }
  _exit(site: number, code: number): never { void site; return this.h.exit(code, true); }

  // ------------------------------------------------------------------ libgen, strings.h
  /** POSIX dirname: writes a NUL into the path, or returns "." or "/". */
  dirname(site: number, p: number): number {
    const s = p ? this.str(p, site) : '';
    let end = s.length;
    while (end > 1 && s[end - 1] === '/') end--;
    const slash = s.lastIndexOf('/', end - 1);
    if (slash < 0) return this.literal('.');
    let cut = slash;
    while (cut > 0 && s[cut - 1] === '/') cut--;
    if (cut === 0) return this.literal(s.startsWith('//') && !s.startsWith('///') && slash === 1 ? '//' : '/');
    this.m.st8(p + cut, 0, site);
    return p;
  }
  /** POSIX basename (glibc's __xpg_basename): trailing slashes are cut off in place. */
  __xpg_basename(site: number, p: number): number {
    const s = p ? this.str(p, site) : '';
    if (s === '') return this.literal('.');
    let end = s.length;
    while (end > 1 && s[end - 1] === '/') end--;
    if (end === 1 && s[0] === '/') return this.literal('/');
    if (end < s.length) this.m.st8(p + end, 0, site);
    const slash = s.lastIndexOf('/', end - 1);
    return p + slash + 1;
  }
  private literals_?: Map<string, number>;
  private get literals(): Map<string, number> { return (this.literals_ ??= new Map()); }
  private set literals(v: Map<string, number>) { this.literals_ = v; }
  /** A string made once per process and kept (glibc's constant strings: tzname's, strerrorname_np's). */
  protected literal(text: string): number {
    let p = this.literals.get(text);
    if (p === undefined) { p = this.m.malloc(text.length + 1); this.m.writeBytes(p, text + '\0'); this.literals.set(text, p); }
    return p;
  }
  bcopy(site: number, s: number, d: number, n: I64): void { this.m.copy(d, s, Number(n), site); }
  bcmp(site: number, a: number, b: number, n: I64): number { return this.memcmp(site, a, b, n); }
  index(site: number, s: number, c: number): number { return this.strchr(site, s, c); }
  rindex(site: number, s: number, c: number): number { return this.strrchr(site, s, c); }
  ffs(site: number, i: number): number { void site; return i === 0 ? 0 : 32 - Math.clz32(i & -i); }
  /**
   * signal(): the handler is recorded and the previous one returned, as glibc does, so programs
   * that install handlers for diagnostics (hypre's Euclid) run. No signal is ever delivered: a
   * simulated process gets no asynchronous signals, and a fault is reported by mpisim itself.
   */
  signal(site: number, sig: number, handler: number): number {
    void site;
    if (sig < 1 || sig > 64 || sig === 9 || sig === 19) { this.setErrno(EINVAL); return 0xffffffff; } // SIG_ERR; SIGKILL and SIGSTOP cannot be caught
    const table = (this.signalHandlers ??= new Map());
    const old = table.get(sig) ?? 0;
    table.set(sig, handler >>> 0);
    return old;
  }
  sigemptyset(site: number, p: number): number { this.m.fill(p, 0, 128, site); return 0; }
  sigfillset(site: number, p: number): number { this.m.fill(p, 0xff, 128, site); return 0; }
  sigaddset(site: number, p: number, sig: number): number { return this.sigbit(site, p, sig, true); }
  sigdelset(site: number, p: number, sig: number): number { return this.sigbit(site, p, sig, false); }
  private sigbit(site: number, p: number, sig: number, on: boolean): number {
    if (sig < 1 || sig > 64) { this.setErrno(EINVAL); return -1; }
    const a = p + ((sig - 1) >> 3), bit = 1 << ((sig - 1) & 7);
    const v = this.m.u8(a, site);
    this.m.st8(a, on ? v | bit : v & ~bit, site);
    return 0;
  }
}
