/**
 * Files, as glibc gives them to a program: descriptors (open, read, write, lseek, close...) on
 * the world's files (./files/vfs.ts, inside the run's sandbox), and stdio streams on them with
 * glibc's buffering where a program can see it: a stream's writes reach the file when its
 * 4096-byte buffer fills, at fflush, fseek, fclose or exit (not at abort or a crash), and a
 * stream reads the file a buffer ahead. A path outside the sandbox fails with EACCES and one line
 * on the rank's stderr saying what would grant it.
 */
import { InputStall, PosixLibc, type ByteInput, type InputSource } from './libc-posix';
import { BAD_ADDRESS, latin1, type LibcHost } from './libc';
import type { VarArgs } from './memoryAccess';
import { EACCES, EBADF, EEXIST, EINVAL, ENOENT } from './libc/errno';
import { DirNode, FifoNode, FileNode, EISDIR, type Node, type Pipe, type Vfs } from './files/vfs';
import { type I64 } from './int64';

const EOF = -1;
const ESPIPE = 29;
const EMFILE = 24;
const ENXIO = 6;
const O_WRONLY = 1, O_RDWR = 2, O_CREAT = 0o100, O_EXCL = 0o200, O_TRUNC = 0o1000, O_APPEND = 0o2000, O_DIRECTORY = 0o200000;
export const O_NONBLOCK = 0o4000, O_SYNC = 0o4010000, O_ASYNC = 0o20000, O_DIRECT = 0o40000, O_NOATIME = 0o1000000, O_NOFOLLOW = 0o400000, O_CLOEXEC = 0o2000000, O_LARGEFILE = 0o100000;
/** glibc's buffer for a file stream: st_blksize. */
const BUFSIZE = 4096;
/** RLIMIT_NOFILE's soft limit: descriptors are below it. */
export const OPEN_MAX = 1024;
const FILE_SIZE = 216;
const DIRENT_SIZE = 280;

/**
 * An open file description: the file, where the next read or write goes, how it was opened
 * (`flags`: the access mode and status flags F_GETFL answers), and its number in the process
 * (its open file description locks are owned by it: ./files/locks.ts); on a FIFO's end opened
 * while the other end was not, `partner`: the other end's open count its open waits to see move.
 */
export interface Desc { node: Node; pos: number; read: boolean; write: boolean; append: boolean; path: string; flags?: number; id?: number; console?: number; pipe?: Pipe; partner?: number }

export type { Pipe } from './files/vfs';

/**
 * The launch's standard streams as Hydra gives them (pipes: stdin read-only, stdout and stderr
 * write-only): open file descriptions like any other, so dup2(fd, 1) replaces one and dup(1)
 * keeps it; writing one is writing the rank's console (`console`: 0, 1 or 2). Their node, and a
 * pipe's, stands for no file: desc() never answers one, so a file's operations never see it.
 */
export const NO_FILE = new FileNode(0, new Uint8Array(0), 0);
const consoleDesc = (k: number): Desc => ({ node: NO_FILE, pos: 0, read: k === 0, write: k !== 0, append: false, path: '', flags: k === 0 ? 0 : O_WRONLY, console: k });
const consoles = (): Desc[] => [0, 1, 2].map(consoleDesc);

/** A FILE* on a descriptor. */
class Stream {
  wbuf: number[] = [];
  /** Bytes read ahead from the file; the next one is rbuf[rpos]. */
  rbuf: Uint8Array = new Uint8Array(0);
  rpos = 0;
  get ahead(): number { return this.rbuf.length - this.rpos; }
  unget: number[] = [];
  eof = false;
  error = false;
  /** _IOFBF, _IOLBF or _IONBF. */
  mode = 0;
  /** stdin, stdout or stderr's own FILE on a descriptor that is not the console (./libc.ts writes the console's at once). */
  std = false;
  constructor(public fd: number, readonly r: boolean, readonly w: boolean) {}
}

/** A stream with buffers of its own (snapshots neither share a live stream's nor lend theirs). */
function copyStream(x: Stream): Stream {
  return Object.assign(new Stream(x.fd, x.r, x.w), { ...x, wbuf: [...x.wbuf], rbuf: x.rbuf.slice(), unget: [...x.unget] });
}

/** An absolute path from the working directory and a name, without . and .. parts. */
export function absolutePath(cwd: string, p: string): string {
  const parts: string[] = [];
  for (const x of (p.startsWith('/') ? p : `${cwd}/${p}`).split('/')) {
    if (x === '' || x === '.') continue;
    if (x === '..') parts.pop(); else parts.push(x);
  }
  return '/' + parts.join('/');
}

/** fopen's mode string as open() flags, or undefined when glibc refuses it (EINVAL). */
export function fopenFlags(mode: string): number | undefined {
  const base: Record<string, number> = { r: 0, w: O_WRONLY | O_CREAT | O_TRUNC, a: O_WRONLY | O_CREAT | O_APPEND };
  let flags = base[mode[0]];
  if (flags === undefined) return undefined;
  for (const c of mode.slice(1, 7)) {
    if (c === '+') flags = (flags & ~3) | O_RDWR;
    else if (c === 'x') flags |= O_EXCL;
    else if (c === ',') break;
  }
  return flags;
}

export class FileLibc extends PosixLibc {
  protected fds: (Desc | undefined)[] = consoles();
  /** FD_CLOEXEC of each descriptor (a descriptor's own flag, not its description's). */
  protected cloexec: boolean[] = [];
  /** Numbers the process's open file descriptions (Desc.id). */
  protected descIds = 0;
  // Made on first use: most of a large run's processes never open a stream or a directory.
  private streams_?: Map<number, Stream>;
  private get streams(): Map<number, Stream> { return (this.streams_ ??= new Map()); }
  private dirs_?: Map<number, { names: string[]; next: number; ent: number; fd: number }>;
  private get dirs(): Map<number, { names: string[]; next: number; ent: number; fd: number }> { return (this.dirs_ ??= new Map()); }

  constructor(h: LibcHost, stdin?: InputSource, protected vfs?: Vfs) {
    super(h, stdin);
  }

  // ------------------------------------------------------------------ snapshots
  /**
   * Whether save() can name every open file again: by its inode in the world's Vfs, which a
   * rebuilt world redoes to the same files (their changes are interactions, see ./files/vfs.ts).
   */
  filesSavable(): boolean {
    return this.fds.every((d) => !d || d.node === NO_FILE || (this.vfs !== undefined && this.vfs.node(d.node.ino) === d.node));
  }
  override save(): unknown {
    const pristine = this.fds.length === 3 && this.fds.every((d, k) => d?.console === k && d.flags === consoleDesc(k).flags) && !this.cloexec.some(Boolean);
    if (pristine && !this.streams_?.size && !this.dirs_?.size) return { base: super.save() };
    // An open file description dup'ed to several descriptors stays one: saved once, by index.
    const descs: Desc[] = [];
    const fds = this.fds.map((d) => (d ? (descs.includes(d) ? descs.indexOf(d) : descs.push(d) - 1) : -1));
    return {
      base: super.save(),
      fds,
      cloexec: [...this.cloexec],
      descIds: this.descIds,
      descs: descs.map((d) => ({ ...d, node: d.node === NO_FILE ? -1 : d.node.ino })),
      streams: [...this.streams_ ?? []].map(([f, x]) => [f, copyStream(x)]),
      dirs: [...this.dirs_ ?? []].map(([k, x]) => [k, { ...x, names: [...x.names] }]),
    };
  }
  override restore(saved: unknown): void {
    const st = saved as { base: unknown; fds?: number[]; cloexec?: boolean[]; descIds?: number; descs?: (Omit<Desc, 'node'> & { node: number })[]; streams?: [number, Stream][]; dirs?: [number, { names: string[]; next: number; ent: number; fd: number }][] };
    super.restore(st.base);
    const descs = (st.descs ?? []).map((d) => ({ ...d, node: d.node < 0 ? NO_FILE : this.vfs!.node(d.node)! }));
    this.fds = st.fds ? st.fds.map((k) => (k < 0 ? undefined : descs[k])) : consoles();
    this.cloexec = [...st.cloexec ?? []];
    this.descIds = st.descIds ?? 0;
    this.streams_ = st.streams && new Map(st.streams.map(([f, x]) => [f, copyStream(x)]));
    this.dirs_ = st.dirs && new Map(st.dirs.map(([k, x]) => [k, { ...x, names: [...x.names] }]));
  }

  // ------------------------------------------------------------------ paths and descriptors
  /** The host path a name reaches, or -1 with errno set (EACCES with a line on stderr outside the sandbox). */
  protected reach(site: number, name: number | string, write: boolean): string | -1 {
    const p = typeof name === 'string' ? name : this.str(name, site);
    if (p === '') { this.setErrno(ENOENT); return -1; }
    const abs = absolutePath(this.workingDir(), p);
    const r = this.vfs ? this.vfs.reach(abs, write) : { errno: EACCES, refused: `${abs}: Permission denied: this run grants no files` };
    if ('path' in r) return r.path;
    if (r.refused) this.h.write(2, `mpisim: rank ${this.h.rank}: ${r.refused}\n`);
    this.setErrno(r.errno);
    return -1;
  }
  /** A descriptor of `d` was closed (./libc-fcntl.ts releases the locks that go with it). */
  protected closed(d: Desc): void { void d; }
  protected fail(errno: number): -1 { this.setErrno(errno); return -1; }
  /** The open file description of a file (not the console) on `fd`. */
  protected desc(fd: number): Desc | undefined { const d = fd >= 0 ? this.fds[fd] : undefined; return d?.node !== NO_FILE ? d : undefined; }
  /** Which of the launch's streams `fd` is open on (0, 1 or 2), or undefined (a file, a pipe, or not open). */
  protected consoleOf(fd: number): number | undefined { return fd >= 0 ? this.fds[fd]?.console : undefined; }
  /** Whether `fd` is open on a console or a pipe (lseek answers ESPIPE). */
  protected unseekable(fd: number): boolean { const d = fd >= 0 ? this.fds[fd] : undefined; return !!d && (d.node === NO_FILE || d.pipe !== undefined); }
  /** The path `fd` was opened by, if it is open on a file. */
  pathOf(fd: number): string | undefined { return this.desc(fd)?.path; }
  /** Whether `fd` is open, and whether to read or to write (the standard streams: stdin reads, the others write). */
  protected fdOpen(fd: number): { read: boolean; write: boolean; file: boolean } | undefined {
    const d = fd >= 0 ? this.fds[fd] : undefined;
    return d && { read: d.read, write: d.write, file: d.node !== NO_FILE };
  }
  /** The lowest free descriptor from `min` for `d` (as POSIX says: after close(1), open gives 1), or -1 with EMFILE. */
  protected newFd(d: Desc, min = 0, cloexec = false): number {
    let fd = Math.max(0, min);
    while (this.fds[fd]) fd++;
    if (fd >= OPEN_MAX) return this.fail(EMFILE);
    this.fds[fd] = d;
    this.cloexec[fd] = cloexec;
    d.id ??= ++this.descIds;
    return fd;
  }
  /** Seconds since 1970 of the process's virtual now (st_mtime). */
  protected now(): number { return this.h.epoch() + Math.floor(this.h.now()); }

  /** open(2) on a name (its address, or the path itself): the new descriptor, or -1 with errno. */
  protected openAt(site: number, name: number | string, flags: number): number {
    const acc = flags & 3;
    const creating = (flags & O_CREAT) !== 0;
    const p = this.reach(site, name, acc !== 0 || creating || (flags & O_TRUNC) !== 0);
    if (p === -1) return -1;
    const v = this.vfs!;
    v.clock = () => this.now();
    let node = v.get(p);
    if (node && creating && flags & O_EXCL) return this.fail(EEXIST);
    if (!node) {
      if (!creating) return this.fail(v.parentError(p) || ENOENT);
      const made = v.createFile(p);
      if (typeof made === 'number') return this.fail(made);
      node = made;
    }
    if (node instanceof DirNode && acc !== 0) return this.fail(EISDIR);
    if (!(node instanceof DirNode) && flags & O_DIRECTORY) return this.fail(20);
    if (node instanceof FifoNode) return this.openFifo(node, p, flags);
    if (node instanceof FileNode && flags & O_TRUNC && acc !== 0) node.resize(0, this.now());
    // F_GETFL's flags: the kernel keeps the status flags (O_CREAT, O_EXCL, O_TRUNC, O_CLOEXEC
    // are not) and adds O_LARGEFILE on a 64-bit kernel.
    const kept = flags & (3 | O_APPEND | O_NONBLOCK | O_SYNC | O_ASYNC | O_DIRECT | O_NOATIME | O_DIRECTORY | O_NOFOLLOW);
    return this.newFd({ node, pos: 0, read: acc !== O_WRONLY, write: acc !== 0, append: (flags & O_APPEND) !== 0, path: p, flags: kept | O_LARGEFILE }, 0, (flags & O_CLOEXEC) !== 0);
  }
  /** open(2) of a FIFO's end (./libc-pipe.ts opens it). */
  protected openFifo(node: FifoNode, path: string, flags: number): number { void node; void path; void flags; return this.fail(ENXIO); }
  open(site: number, name: number, flags: number, va?: VarArgs): number { void va; return this.openAt(site, name, flags); }
  open64(site: number, name: number, flags: number, va?: VarArgs): number { return this.open(site, name, flags, va); }
  creat(site: number, name: number, mode: number): number { void mode; return this.openAt(site, name, O_WRONLY | O_CREAT | O_TRUNC); }
  close(site: number, fd: number): number {
    void site;
    const d = fd >= 0 ? this.fds[fd] : undefined;
    if (!d) return this.fail(EBADF);
    this.fds[fd] = undefined;
    if (d.node !== NO_FILE) this.closed(d);
    return 0;
  }
  override read(site: number, fd: number, buf: number, n: I64): I64 {
    const c = this.consoleOf(fd);
    if (c !== undefined) return c === 0 ? super.read(site, 0, buf, n) : this.fail(EBADF);
    const d = this.desc(fd);
    if (!d || !d.read) return this.fail(EBADF);
    if (d.node instanceof DirNode) return this.fail(EISDIR);
    const bytes = d.node.read(d.pos, Number(n));
    if (this.userMemory(site, () => { this.m.range(buf, bytes.length, true, site); this.m.U8.set(bytes, buf); }) === BAD_ADDRESS) return -1;
    d.pos += bytes.length;
    return bytes.length;
  }
  override write(site: number, fd: number, buf: number, n: I64): I64 {
    const c = this.consoleOf(fd);
    if (c !== undefined) return c === 0 ? this.fail(EBADF) : super.write(site, c, buf, n);
    const d = this.desc(fd);
    if (!d || !d.write) return this.fail(EBADF);
    const bytes = this.userMemory(site, () => this.m.readBytes(buf, Number(n)));
    return bytes === BAD_ADDRESS ? -1 : this.writeDesc(d, bytes);
  }
  protected writeDesc(d: Desc, bytes: ArrayLike<number>): number {
    if (d.console !== undefined) { this.h.write(d.console, latin1(bytes)); return bytes.length; }
    const f = d.node as FileNode;
    if (d.append) d.pos = f.size;
    f.write(d.pos, bytes, this.now());
    d.pos += bytes.length;
    return bytes.length;
  }
  /** pread/pwrite: the transfer at `off`, the descriptor's offset left where it was. */
  private atOffset(fd: number, off: I64, transfer: () => I64): I64 {
    const d = this.desc(fd);
    if (!d || d.pipe) return this.fail(this.unseekable(fd) ? ESPIPE : EBADF);
    if (Number(off) < 0) return this.fail(EINVAL);
    const keep = d.pos;
    d.pos = Number(off);
    try { return transfer(); } finally { d.pos = keep; }
  }
  pread(site: number, fd: number, buf: number, n: I64, off: I64): I64 { return this.atOffset(fd, off, () => this.read(site, fd, buf, n)); }
  pwrite(site: number, fd: number, buf: number, n: I64, off: I64): I64 { return this.atOffset(fd, off, () => this.write(site, fd, buf, n)); }
  readv(site: number, fd: number, iov: number, count: number): I64 { return this.vectored(site, iov, count, (b, n) => this.read(site, fd, b, n)); }
  writev(site: number, fd: number, iov: number, count: number): I64 { return this.vectored(site, iov, count, (b, n) => this.write(site, fd, b, n)); }
  /** readv/writev: each `struct iovec` (base, length: 16 bytes) in turn, stopping at a short transfer, as the kernel does. */
  private vectored(site: number, iov: number, count: number, each: (buf: number, n: number) => I64): I64 {
    if (count < 0 || count > 1024) return this.fail(EINVAL);
    let total = 0;
    for (let k = 0; k < count; k++) {
      const base = this.m.ptr(iov + 16 * k, site), n = Number(this.m.s64(iov + 16 * k + 8));
      const got = Number(each(base, n));
      if (got < 0) return total > 0 ? total : got;
      total += got;
      if (got < n) break;
    }
    return total;
  }
  lseek(site: number, fd: number, off: I64, whence: number): I64 {
    void site;
    if (this.unseekable(fd)) return this.fail(ESPIPE);
    const d = this.desc(fd);
    if (!d) return this.fail(EBADF);
    const size = d.node instanceof FileNode ? d.node.size : 0;
    const base = whence === 0 ? 0 : whence === 1 ? d.pos : whence === 2 ? size : NaN;
    const to = base + Number(off);
    if (!(to >= 0)) return this.fail(EINVAL);
    d.pos = to;
    return to;
  }
  ftruncate(site: number, fd: number, len: I64): number {
    void site;
    const d = this.desc(fd);
    if (!d || !d.write) return this.fail(d || this.unseekable(fd) ? EINVAL : EBADF);
    if (Number(len) < 0) return this.fail(EINVAL);
    (d.node as FileNode).resize(Number(len), this.now());
    return 0;
  }
  /** The entry a name reaches, or -1 with errno (EACCES outside the sandbox, ENOENT, ENOTDIR). */
  protected existing(site: number, name: number, write: boolean): Node | -1 {
    const p = this.reach(site, name, write);
    if (p === -1) return -1;
    const n = this.vfs!.get(p);
    return n ?? this.fail(this.vfs!.parentError(p) || ENOENT);
  }
  /** A change to the names of the world's files (unlink, mkdir...): 0, or -1 with its errno. */
  protected change(site: number, name: number | string, op: (v: Vfs, p: string) => number): number {
    const p = this.reach(site, name, true);
    if (p === -1) return -1;
    this.vfs!.clock = () => this.now();
    const e = op(this.vfs!, p);
    return e ? this.fail(e) : 0;
  }
  truncate(site: number, name: number, len: I64): number {
    const n = this.existing(site, name, true);
    if (n === -1) return -1;
    if (n instanceof DirNode) return this.fail(EISDIR);
    if (Number(len) < 0) return this.fail(EINVAL);
    n.resize(Number(len), this.now());
    return 0;
  }
  fsync(site: number, fd: number): number { void site; return this.fdOpen(fd) ? 0 : this.fail(EBADF); }
  fdatasync(site: number, fd: number): number { return this.fsync(site, fd); }
  unlink(site: number, name: number): number { return this.change(site, name, (v, p) => v.unlink(p)); }
  rmdir(site: number, name: number): number { return this.change(site, name, (v, p) => v.rmdir(p)); }
  mkdir(site: number, name: number, mode: number): number { void mode; return this.change(site, name, (v, p) => v.mkdir(p)); }
  remove(site: number, name: number): number { return this.change(site, name, (v, p) => (v.get(p) instanceof DirNode ? v.rmdir(p) : v.unlink(p))); }
  rename(site: number, from: number, to: number): number {
    const a = this.reach(site, from, true);
    if (a === -1) return -1;
    const b = this.reach(site, to, true);
    if (b === -1) return -1;
    const e = this.vfs!.rename(a, b);
    return e ? this.fail(e) : 0;
  }
  access(site: number, name: number, how: number): number {
    const n = this.existing(site, name, (how & 2) !== 0);
    if (n === -1) return -1;
    // Files are rw-r--r--, directories rwxr-xr-x, as the program made them.
    if (how & 1 && n instanceof FileNode) return this.fail(EACCES);
    return 0;
  }
  private fillStat(site: number, n: Node, buf: number): number {
    const file = n instanceof FileNode;
    const size = n instanceof FifoNode ? 0 : file ? n.size : 4096;
    const t = n.mtime || this.h.epoch();
    this.guard(site, () => {
      this.m.fill(buf, 0, 144, site);
      this.m.st64(buf, 2049, site);
      this.m.st64(buf + 8, n.ino, site);
      this.m.st64(buf + 16, file ? 1 : 2, site);
      // mkfifo's mode as the umask 022 leaves it.
      this.m.setI32(buf + 24, n instanceof FifoNode ? 0o10644 : file ? 0o100644 : 0o40755);
      this.m.setI32(buf + 28, 1000);
      this.m.setI32(buf + 32, 1000);
      this.m.st64(buf + 48, size, site);
      this.m.st64(buf + 56, BUFSIZE, site);
      this.m.st64(buf + 64, Math.ceil(size / 4096) * 8, site);
      for (const at of [72, 88, 104]) this.m.st64(buf + at, t, site);
    });
    return 0;
  }
  stat(site: number, name: number, buf: number): number {
    const n = this.existing(site, name, false);
    return n === -1 ? -1 : this.fillStat(site, n, buf);
  }
  lstat(site: number, name: number, buf: number): number { return this.stat(site, name, buf); }
  fstat(site: number, fd: number, buf: number): number {
    const d = this.desc(fd);
    if (!d) {
      if (!this.unseekable(fd)) return this.fail(EBADF);
      this.guard(site, () => { this.m.fill(buf, 0, 144, site); this.m.setI32(buf + 24, 0o10600); this.m.st64(buf + 56, BUFSIZE, site); });
      return 0;
    }
    return this.fillStat(site, d.node, buf);
  }
  dprintf(site: number, fd: number, fmt: number, va: VarArgs): number {
    const { text: s, failed } = this.format(site, fmt, va);
    const d = fd >= 0 ? this.fds[fd] : undefined;
    if (!d || !d.write) return this.fail(EBADF);
    const r = this.writeDesc(d, bytesOf(s));
    return failed ? -1 : r;
  }

  // ------------------------------------------------------------------ directories
  opendir(site: number, name: number): number {
    const fd = this.openAt(site, name, O_DIRECTORY);
    if (fd < 0) return 0;
    const d = this.fds[fd]!;
    const names = ['.', '..', ...this.vfs!.list(d.path)];
    const dir = this.m.malloc(32);
    this.dirs.set(dir, { names, next: 0, ent: this.m.malloc(DIRENT_SIZE), fd });
    return dir;
  }
  readdir(site: number, dir: number): number {
    const d = this.dirs.get(dir);
    if (!d) { this.setErrno(EBADF); return 0; }
    const name = d.names[d.next++];
    if (name === undefined) return 0;
    const desc = this.fds[d.fd]!;
    const n = name === '.' || name === '..' ? desc.node : this.vfs!.get(`${desc.path === '/' ? '' : desc.path}/${name}`);
    this.guard(site, () => {
      this.m.fill(d.ent, 0, DIRENT_SIZE, site);
      this.m.st64(d.ent, n?.ino ?? 0, site);
      this.m.st64(d.ent + 8, d.next, site);
      this.m.st16(d.ent + 16, DIRENT_SIZE, site);
      this.m.st8(d.ent + 18, n instanceof FileNode ? 8 : 4, site);
      this.m.writeBytes(d.ent + 19, name.slice(0, 255) + '\0');
    });
    return d.ent;
  }
  readdir64(site: number, dir: number): number { return this.readdir(site, dir); }
  closedir(site: number, dir: number): number {
    const d = this.dirs.get(dir);
    if (!d) return this.fail(EBADF);
    this.dirs.delete(dir);
    this.close(site, d.fd);
    this.m.free(d.ent, site);
    this.m.free(dir, site);
    return 0;
  }
  rewinddir(site: number, dir: number): void { void site; const d = this.dirs.get(dir); if (d) d.next = 0; }

  // ------------------------------------------------------------------ stdio streams
  private newStream(fd: number, flags: number): number {
    const f = this.m.malloc(FILE_SIZE);
    this.m.setI32(f, 0xfbad2488 | 0);
    this.streams.set(f, new Stream(fd, (flags & 3) !== O_WRONLY, (flags & 3) !== 0));
    return f;
  }
  fopen(site: number, name: number, mode: number): number {
    const flags = fopenFlags(this.str(mode, site));
    this.str(name, site);
    if (flags === undefined) { this.setErrno(EINVAL); return 0; }
    const fd = this.openAt(site, name, flags);
    return fd < 0 ? 0 : this.newStream(fd, flags);
  }
  fopen64(site: number, name: number, mode: number): number { return this.fopen(site, name, mode); }
  fdopen(site: number, fd: number, mode: number): number {
    const flags = fopenFlags(this.str(mode, site));
    if (flags === undefined) { this.setErrno(EINVAL); return 0; }
    const d = fd >= 0 ? this.fds[fd] : undefined;
    if (!d) { this.setErrno(EBADF); return 0; }
    if (((flags & 3) !== O_WRONLY && !d.read) || ((flags & 3) !== 0 && !d.write)) { this.setErrno(EINVAL); return 0; }
    return this.newStream(fd, flags);
  }
  /**
   * freopen: the stream's descriptor is closed and the file opened on the same number (glibc
   * dup3s it there), so freopen("log", "w", stdout) sends printf and write(1) to the file.
   */
  freopen(site: number, name: number, mode: number, f: number): number {
    const flags = fopenFlags(this.str(mode, site));
    const old = this.streams.get(f);
    const std = this.stdFd(f);
    const was = old ? old.fd : std;
    if (old) { this.flushStream(old); this.streams.delete(f); }
    if (was >= 0 && this.fds[was]) this.close(site, was);
    if (flags === undefined) { this.setErrno(EINVAL); return 0; }
    let fd = this.openAt(site, name, flags);
    if (fd < 0) return 0;
    if (was >= 0 && fd !== was && !this.fds[was]) {
      this.fds[was] = this.fds[fd];
      this.cloexec[was] = this.cloexec[fd];
      this.fds[fd] = undefined;
      fd = was;
    }
    const s = new Stream(fd, (flags & 3) !== O_WRONLY, (flags & 3) !== 0);
    if (std >= 0) { s.std = true; s.mode = std === 2 ? 2 : 0; }
    this.streams.set(f, s);
    return f;
  }
  /** The standard stream a FILE is (0, 1, 2: stdin, stdout, stderr), or -1. */
  private stdFd(f: number): number {
    const g = this.h.libGlobals;
    return f === g.stdin__obj ? 0 : f === g.stdout__obj ? 1 : f === g.stderr__obj ? 2 : -1;
  }
  /**
   * A FILE's stream. stdin and stderr have none while their descriptor is the console they
   * started on (./libc-posix.ts reads stdin, ./libc.ts writes stderr at once, as unbuffered);
   * once dup2 or close moved it, they get glibc's: fully buffered on a file (stderr unbuffered).
   * stdout always has one: under mpiexec it is a pipe to Hydra, which glibc buffers fully (4096
   * bytes), until MPI_Init's PMI_Init makes it unbuffered (setbuf(stdout, NULL), ../mpi/lib/dynamic.c).
   */
  private stream(f: number, always = false): Stream | undefined {
    const s = this.streams_?.get(f);
    if (s) return s;
    const k = this.stdFd(f);
    if (k < 0 || (!always && k !== 1 && this.fds[k]?.console === k)) return undefined;
    const made = new Stream(k, k === 0, k !== 0);
    made.std = true;
    made.mode = k === 2 ? 2 : 0;
    this.streams.set(f, made);
    return made;
  }
  tmpfile(): number {
    const node = this.vfs ? this.vfs.anonymous() : new FileNode(1, new Uint8Array(0), 0);
    const fd = this.newFd({ node, pos: 0, read: true, write: true, append: false, path: '', flags: O_RDWR | O_LARGEFILE });
    return fd < 0 ? 0 : this.newStream(fd, O_RDWR);
  }
  tmpfile64(): number { return this.tmpfile(); }
  private flushStream(s: Stream, n = s.wbuf.length): number {
    if (!s.wbuf.length) return 0;
    const d = s.fd >= 0 ? this.fds[s.fd] : undefined;
    const bytes = s.wbuf.slice(0, n);
    s.wbuf = s.wbuf.slice(n);
    if (!d || !d.write) { s.error = true; this.setErrno(EBADF); return EOF; }
    this.writeDesc(d, bytes);
    return 0;
  }
  /** Drops what a stream read ahead, moving the descriptor back to where the program is. */
  private dropReadAhead(s: Stream): void {
    const d = this.desc(s.fd);
    if (d && (s.ahead || s.unget.length)) d.pos = Math.max(0, d.pos - s.ahead - s.unget.length);
    s.rbuf = new Uint8Array(0);
    s.rpos = 0;
    s.unget = [];
  }
  fclose(site: number, f: number): number {
    const s = this.streams.get(f);
    const std = this.stdFd(f);
    // The standard FILEs are glibc's static objects: closed (their descriptor with them), never freed.
    if (!s) { if (std >= 0 && this.fds[std]) this.close(site, std); return std >= 0 ? 0 : this.fail(EBADF); }
    const r = this.flushStream(s);
    if (this.fds[s.fd]) this.close(site, s.fd);
    this.streams.delete(f);
    if (std < 0) this.m.free(f, site);
    return r;
  }
  override fflush(site: number, f: number): number {
    if (f === 0) { let r = 0; for (const s of this.streams_?.values() ?? []) if (this.flushStream(s)) r = EOF; return r; }
    const s = this.streams.get(f);
    if (!s) return super.fflush(site, f);
    if (s.ahead || s.unget.length) { this.dropReadAhead(s); return 0; }
    return this.flushStream(s);
  }
  /** Every stream's buffered output reaches its file (exit, and return from main). */
  cleanup(): void { for (const s of this.streams_?.values() ?? []) this.flushStream(s); }

  protected override put(site: number, f: number, text: string): number {
    const s = this.stream(f);
    if (!s) return super.put(site, f, text);
    if (!s.w) { s.error = true; return this.fail(EBADF); }
    if (s.ahead || s.unget.length) this.dropReadAhead(s);
    // An unbuffered stdout on the console (after MPI_Init): the text goes as it is, not byte by byte.
    const console = s.mode === 2 && !s.wbuf.length ? this.consoleOf(s.fd) : undefined;
    if (console !== undefined) { this.h.write(console, text); return 0; }
    // A write past the buffer to the console (printf("%*d", 500000000, 1)): as glibc's xsputn,
    // what is pending and the whole blocks go out, the rest is buffered; the text is not copied
    // byte by byte.
    const out = text.length > BUFSIZE ? this.consoleOf(s.fd) : undefined;
    if (out !== undefined) {
      if (s.wbuf.length && this.flushStream(s) < 0) return -1;
      const keep = s.mode === 0 ? text.length % BUFSIZE : 0;
      this.h.write(out, text.slice(0, text.length - keep));
      for (let k = text.length - keep; k < text.length; k++) s.wbuf.push(text.charCodeAt(k) & 255);
      return 0;
    }
    for (let k = 0; k < text.length; k++) s.wbuf.push(text.charCodeAt(k) & 255);
    if (s.mode === 2 || (s.mode === 1 && text.includes('\n'))) return this.flushStream(s) < 0 ? -1 : 0;
    // glibc writes whole buffers when a byte more than fits comes (a full buffer waits for it),
    // and what is left of a long write stays buffered.
    if (s.wbuf.length > BUFSIZE) return this.flushStream(s, s.wbuf.length - (s.wbuf.length % BUFSIZE)) < 0 ? -1 : 0;
    return 0;
  }
  /** Whether a read of `fd` would wait now (an empty pipe with a writer: ./libc-pipe.ts). */
  protected wouldBlock(fd: number): boolean { void fd; return false; }
  /** What a stream on a pipe's end reads (./libc-pipe.ts); undefined: not readable. */
  protected readUnseekable(d: Desc, n: number): Uint8Array | undefined { void d; void n; return undefined; }
  private readAhead(s: Stream): boolean {
    const open = s.fd >= 0 ? this.fds[s.fd] : undefined;
    const d = open?.node === NO_FILE ? undefined : open;
    const piped = open && !d && s.r ? this.readUnseekable(open, BUFSIZE) : undefined;
    if ((!d || !s.r) && !piped) { s.error = true; this.setErrno(EBADF); return false; }
    if (d?.node instanceof DirNode) { s.error = true; this.setErrno(EISDIR); return false; }
    this.flushStream(s);
    const got = piped ?? d!.node.read(d!.pos, BUFSIZE);
    if (d) d.pos += got.length;
    if (!s.ahead) { s.rbuf = got; s.rpos = 0; } else { const b = new Uint8Array(s.ahead + got.length); b.set(s.rbuf.subarray(s.rpos)); b.set(got, s.ahead); s.rbuf = b; s.rpos = 0; }
    return got.length > 0;
  }
  protected override input(f: number, site: number): ByteInput | undefined {
    const s = this.stream(f);
    if (s?.std && this.consoleOf(s.fd) === 0 && !s.ahead && !s.unget.length) this.streams.delete(f);
    if (!s || !this.streams.has(f)) return super.input(f, site);
    const byteAt = (i: number, scanning = false): number => {
      if (i < s.unget.length) return s.unget[s.unget.length - 1 - i];
      i -= s.unget.length;
      while (i >= s.ahead) {
        if (this.readAhead(s)) continue;
        if (scanning && this.wouldBlock(s.fd)) throw new InputStall();
        if (!s.error) s.eof = true;
        return EOF;
      }
      return s.rbuf[s.rpos + i];
    };
    return {
      next: () => {
        const c = byteAt(0);
        if (c === EOF) return EOF;
        if (s.unget.length) s.unget.pop(); else s.rpos++;
        return c;
      },
      unget: (c) => { s.unget.push(c); },
      scan: () => ({
        input: { at: (i: number) => byteAt(i, true) },
        commit: (n) => { for (let k = 0; k < n; k++) { if (s.unget.length) s.unget.pop(); else s.rpos++; } },
      }),
      get eof() { return s.eof; },
      set eof(v: boolean) { s.eof = v; },
      get error() { return s.error; },
      set error(v: boolean) { s.error = v; },
    };
  }
  /** A stream's descriptor (undefined: no stream of its own), and the bytes it holds for its next reads (pushed back, then read ahead). */
  protected streamFd(f: number): number | undefined { return this.streams_?.get(f)?.fd; }
  protected heldInput(f: number): number[] {
    const s = this.streams_?.get(f);
    return s ? [...s.unget].reverse().concat(Array.from(s.rbuf.subarray(s.rpos))) : [];
  }
  ferror(site: number, f: number): number { void site; return this.streams.get(f)?.error ? 1 : 0; }
  override fileno(site: number, f: number): number {
    const s = this.streams.get(f);
    return s ? s.fd : super.fileno(site, f);
  }
  setvbuf(site: number, f: number, buf: number, mode: number, size: I64): number {
    void size; void site;
    const s = this.stream(f, this.stdFd(f) > 0);
    if (mode < 0 || mode > 2) return this.fail(EINVAL);
    // glibc's setvbuf writes out what is pending when it changes the buffer (unbuffered, or a buffer given).
    if (s && (mode === 2 || buf)) this.flushStream(s);
    if (s) s.mode = mode;
    return 0;
  }
  setbuf(site: number, f: number, buf: number): void { this.setvbuf(site, f, 0, buf ? 0 : 2, BUFSIZE); }
  /** Where the program is in a stream: the descriptor's offset less what was read ahead, plus what waits to be written. */
  private tell(s: Stream): number {
    const d = this.desc(s.fd);
    if (!d) return this.fail(this.unseekable(s.fd) ? ESPIPE : EBADF);
    if (d.append && s.wbuf.length) return (d.node as FileNode).size + s.wbuf.length;
    return d.pos - s.ahead - s.unget.length + s.wbuf.length;
  }
  ftell(site: number, f: number): I64 {
    const s = this.stream(f);
    if (!s) { this.fd(f, site); return this.fail(ESPIPE); }
    return this.tell(s);
  }
  ftello(site: number, f: number): I64 { return this.ftell(site, f); }
  fseek(site: number, f: number, off: I64, whence: number): number {
    const s = this.stream(f);
    if (!s) { this.fd(f, site); return this.fail(ESPIPE); }
    if (whence < 0 || whence > 2) return this.fail(EINVAL);
    const here = this.tell(s);
    if (this.flushStream(s) < 0) return -1;
    const d = this.desc(s.fd)!;
    const size = d.node instanceof FileNode ? d.node.size : 0;
    const to = (whence === 0 ? 0 : whence === 1 ? here : size) + Number(off);
    if (to < 0) return this.fail(EINVAL);
    s.rbuf = new Uint8Array(0);
    s.rpos = 0;
    s.unget = [];
    d.pos = to;
    s.eof = false;
    return 0;
  }
  fseeko(site: number, f: number, off: I64, whence: number): number { return this.fseek(site, f, off, whence); }
  rewind(site: number, f: number): void {
    const s = this.streams.get(f);
    if (!s) return;
    this.fseek(site, f, 0, 0);
    s.error = false;
  }
  fgetpos(site: number, f: number, pos: number): number {
    const at = this.ftell(site, f);
    if (Number(at) < 0) return -1;
    this.guard(site, () => { this.m.fill(pos, 0, 16, site); this.m.st64(pos, at, site); });
    return 0;
  }
  fsetpos(site: number, f: number, pos: number): number {
    return this.fseek(site, f, this.guard(site, () => this.m.s64(pos)), 0);
  }
}

function bytesOf(s: string): number[] {
  const out: number[] = new Array(s.length);
  for (let k = 0; k < s.length; k++) out[k] = s.charCodeAt(k) & 255;
  return out;
}

void latin1;
