/**
 * Control of a process's descriptors as glibc 2.36 and Linux give it: fcntl (descriptor and
 * status flags, duplicates, record and open file description locks), dup/dup2/dup3, flock,
 * posix_fadvise/posix_fallocate, openat; and the paths and environment odds and ends that go
 * with them: chdir/fchdir, realpath, tmpnam/tempnam.
 *
 * Locks are the world's (./files/locks.ts): ranks are separate processes, so their locks on a
 * file conflict. A lock that must wait answers WAIT to the C side (../c/libc/mpisim-fcntl.c),
 * which lets virtual time pass and asks again: the holder, another rank, runs meanwhile.
 */
import { FileLibc, OPEN_MAX, O_NONBLOCK, O_ASYNC, O_DIRECT, O_NOATIME, O_LARGEFILE, absolutePath, type Desc } from './libc-files';
import { DirNode, FileNode, type Node } from './files/vfs';
import { F_RDLCK, F_UNLCK, F_WRLCK, conflicting, dropRecords, setFlock, setRecord, type FileLocks } from './files/locks';
import { EAGAIN, EBADF, EEXIST, EFAULT, EINVAL, errnoName, strerror } from './libc/errno';
import { BAD_ADDRESS } from './libc';
import type { VarArgs } from './memoryAccess';
import type { I64 } from './int64';

const EOVERFLOW = 75, ENOTDIR = 20, ESPIPE = 29, EBUSY = 16, EDEADLK = 35, EOPNOTSUPP = 95, ENODEV = 19;
const F_DUPFD = 0, F_GETFD = 1, F_SETFD = 2, F_GETFL = 3, F_SETFL = 4, F_GETLK = 5, F_SETLK = 6, F_SETLKW = 7;
const F_SETOWN = 8, F_GETOWN = 9, F_SETSIG = 10, F_GETSIG = 11, F_OFD_GETLK = 36, F_OFD_SETLK = 37, F_OFD_SETLKW = 38;
const F_SETLEASE = 1024, F_GETLEASE = 1025, F_NOTIFY = 1026, F_DUPFD_CLOEXEC = 1030, F_SETPIPE_SZ = 1031, F_GETPIPE_SZ = 1032;
const F_ADD_SEALS = 1033, F_GET_SEALS = 1034;
const FD_CLOEXEC = 1, O_CLOEXEC = 0o2000000, O_APPEND = 0o2000, O_RDWR = 2, O_WRONLY = 1, O_CREAT = 0o100, O_EXCL = 0o200, EPERM = 1;
/** The status flags F_SETFL may change (the others it leaves as they are). */
const SETFL_MASK = O_APPEND | O_NONBLOCK | O_ASYNC | O_DIRECT | O_NOATIME;
const LOCK_SH = 1, LOCK_EX = 2, LOCK_NB = 4, LOCK_UN = 8;
const AT_FDCWD = -100;
/** Told to the C side: the lock is held by another owner, ask again once time has passed. */
const WAIT = -2;
/** struct flock: l_type at 0, l_whence at 2, l_start at 8, l_len at 16, l_pid at 24. */
const FLOCK_SIZE = 32;

export class ControlLibc extends FileLibc {
  /** The directory chdir moved to (undefined: the launch's). */
  private dir?: string;
  private tmpnamCount = 0;
  private tmpnamBuf = 0;

  override save(): unknown {
    return { files: super.save(), dir: this.dir, tmpnam: [this.tmpnamCount, this.tmpnamBuf] };
  }
  override restore(saved: unknown): void {
    const st = saved as { files: unknown; dir?: string; tmpnam: [number, number] };
    super.restore(st.files);
    this.dir = st.dir;
    [this.tmpnamCount, this.tmpnamBuf] = st.tmpnam;
  }

  // ------------------------------------------------------------------ fcntl
  private pid(): number { return this.getpid(); }
  private processOwner(): string { return `p${this.h.rank}`; }
  private descOwner(d: Desc): string { return `o${this.h.rank}.${d.id}`; }
  private locksOf(n: Node): FileLocks { return (n.locks ??= {}); }

  /** fcntl(2); WAIT when F_SETLKW/F_OFD_SETLKW must wait (../c/libc/mpisim-fcntl.c asks again). */
  __mpisim_fcntl(site: number, fd: number, cmd: number, arg: I64): number {
    // `open`: any open description, the launch's streams too; `d`: a file's.
    const open = fd >= 0 ? this.fds[fd] : undefined;
    const d = this.desc(fd);
    const std = !d && open !== undefined;
    if (!open) return this.fail(EBADF);
    const a = Number(arg);
    switch (cmd) {
      case F_DUPFD: case F_DUPFD_CLOEXEC: {
        if (a < 0 || a >= OPEN_MAX) return this.fail(EINVAL);
        return this.newFd(open, a, cmd === F_DUPFD_CLOEXEC);
      }
      case F_GETFD: return this.cloexec[fd] ? FD_CLOEXEC : 0;
      case F_SETFD: this.cloexec[fd] = (a & FD_CLOEXEC) !== 0; return 0;
      // The launch's streams are Hydra's pipes: stdin O_RDONLY, stdout and stderr O_WRONLY.
      case F_GETFL: return this.flagsOf(open);
      case F_SETFL: {
        const flags = (this.flagsOf(open) & ~SETFL_MASK) | (a & SETFL_MASK);
        open.flags = flags;
        open.append = (flags & O_APPEND) !== 0;
        return 0;
      }
      case F_GETLK: case F_SETLK: case F_SETLKW: case F_OFD_GETLK: case F_OFD_SETLK: case F_OFD_SETLKW:
        return this.recordLock(site, d, std, cmd, a);
      case F_GETOWN: case F_GETSIG: return 0;
      case F_SETOWN: case F_SETSIG: case F_NOTIFY: return 0;
      case F_GETLEASE: return F_UNLCK;
      case F_SETLEASE: return this.fail(d?.write ? EAGAIN : EINVAL);
      // A pipe's capacity (the launch's streams are Hydra's pipes, 65536 bytes as Linux makes them).
      case F_GETPIPE_SZ: return open.pipe ? open.pipe.capacity : std && open.console !== undefined ? 65536 : this.fail(EBADF);
      case F_SETPIPE_SZ: {
        if (!open.pipe && open.console === undefined) return this.fail(EBADF);
        if (a > 1 << 20) return this.fail(EPERM); // /proc/sys/fs/pipe-max-size, for a process without CAP_SYS_RESOURCE
        let size = 4096;
        while (size < a) size *= 2;
        if (open.pipe && open.pipe.pages.length > size / 4096) return this.fail(EBUSY);
        if (open.pipe) open.pipe.capacity = size;
        return size;
      }
      case F_ADD_SEALS: case F_GET_SEALS: return this.fail(EINVAL);
      default: return this.fail(EINVAL);
    }
  }
  private flagsOf(d: Desc): number {
    return d.flags ?? ((d.read && d.write ? 2 : d.write ? 1 : 0) | (d.append ? O_APPEND : 0) | O_LARGEFILE);
  }

  /** F_GETLK, F_SETLK(W) and their F_OFD_ forms on the struct flock at `at`. */
  private recordLock(site: number, d: Desc | undefined, std: boolean, cmd: number, at: number): number {
    const ofd = cmd >= F_OFD_GETLK;
    const read = (): { type: number; whence: number; start: number; len: number; pid: number } | typeof BAD_ADDRESS =>
      this.userMemory(site, () => {
        this.m.range(at, FLOCK_SIZE, false, site);
        return { type: (this.m.u16(at, site) << 16 >> 16), whence: (this.m.u16(at + 2, site) << 16 >> 16), start: Number(this.m.s64(at + 8, site)), len: Number(this.m.s64(at + 16, site)), pid: this.m.i32(at + 24, site) };
      });
    const l = read();
    if (l === BAD_ADDRESS) return this.fail(EFAULT);
    if (ofd && l.pid !== 0) return this.fail(EINVAL);
    if (l.type !== F_RDLCK && l.type !== F_WRLCK && l.type !== F_UNLCK) return this.fail(EINVAL);
    // The standard streams are pipes or terminals here: nothing to lock but nothing refused.
    if (!d) { void std; if (cmd === F_GETLK || cmd === F_OFD_GETLK) this.guard(site, () => this.m.st16(at, F_UNLCK, site)); return 0; }
    const size = d.node instanceof FileNode ? d.node.size : 0;
    const base = l.whence === 0 ? 0 : l.whence === 1 ? d.pos : l.whence === 2 ? size : NaN;
    if (Number.isNaN(base)) return this.fail(EINVAL);
    let start = base + l.start, end = l.len > 0 ? start + l.len - 1 : start - 1;
    if (l.len < 0) { end = start - 1; start += l.len; } else if (l.len === 0) end = Infinity;
    if (start < 0) return this.fail(EINVAL);
    const owner = ofd ? this.descOwner(d) : this.processOwner();
    const locks = this.locksOf(d.node);
    if (cmd === F_GETLK || cmd === F_OFD_GETLK) {
      if (l.type === F_UNLCK) return this.fail(EINVAL);
      const c = conflicting(locks, owner, l.type, start, end);
      this.guard(site, () => {
        if (!c) { this.m.st16(at, F_UNLCK, site); return; }
        this.m.st16(at, c.type, site);
        this.m.st16(at + 2, 0, site);
        this.m.st64(at + 8, c.start, site);
        this.m.st64(at + 16, c.end === Infinity ? 0 : c.end - c.start + 1, site);
        this.m.setI32(at + 24, c.pid);
      });
      return 0;
    }
    if ((l.type === F_RDLCK && !d.read) || (l.type === F_WRLCK && !d.write)) return this.fail(EBADF);
    const v = this.vfs!;
    if (l.type !== F_UNLCK) {
      const c = conflicting(locks, owner, l.type, start, end);
      if (c) {
        if (cmd === F_SETLK || cmd === F_OFD_SETLK) return this.fail(EAGAIN);
        // The kernel looks for a cycle of processes waiting on each other's record locks only.
        if (!ofd && c.owner.startsWith('p') && v.lockWaits.wait(owner, c.owner)) return this.fail(EDEADLK);
        return WAIT;
      }
    }
    v.lockWaits.done(owner);
    setRecord(locks, owner, l.type, start, end, ofd ? -1 : this.pid());
    v.changed();
    return 0;
  }

  /** close: the process's record locks on the file go; the description's own with its last descriptor. */
  protected override closed(d: Desc): void {
    const locks = d.node.locks;
    if (!locks) return;
    dropRecords(locks, this.processOwner());
    if (!this.fds.includes(d)) { dropRecords(locks, this.descOwner(d)); locks.flocks?.delete(this.descOwner(d)); }
    this.vfs?.changed();
  }
  /** The process ends: its locks go, as the kernel closes its descriptors. */
  override cleanup(): void {
    super.cleanup();
    for (let fd = 0; fd < this.fds.length; fd++) if (this.fds[fd] && this.consoleOf(fd) === undefined) this.close(0, fd);
  }

  // ------------------------------------------------------------------ dup, flock, advice
  dup(site: number, fd: number): number { void site; return this.__mpisim_fcntl(site, fd, F_DUPFD, 0); }
  dup2(site: number, fd: number, to: number): number { return this.dup3(site, fd, to, -1); }
  /** dup3 (flags O_CLOEXEC, and fd === to is EINVAL); dup2 when flags is -1. */
  dup3(site: number, fd: number, to: number, flags: number): number {
    const d = fd >= 0 ? this.fds[fd] : undefined;
    if (!d) return this.fail(EBADF);
    if (to < 0 || to >= OPEN_MAX) return this.fail(EBADF);
    if (flags !== -1 && (flags & ~O_CLOEXEC || fd === to)) return this.fail(EINVAL);
    if (fd === to) return to;
    if (this.fds[to]) this.close(site, to);
    this.fds[to] = d;
    this.cloexec[to] = flags !== -1 && (flags & O_CLOEXEC) !== 0;
    return to;
  }
  /** flock(2); WAIT when the lock must wait (../c/libc/mpisim-fcntl.c asks again). */
  __mpisim_flock(site: number, fd: number, op: number): number {
    void site;
    const d = this.desc(fd);
    if (!d) return this.fail(EBADF);
    const how = op & ~LOCK_NB;
    const kind = how === LOCK_SH ? 'sh' : how === LOCK_EX ? 'ex' : how === LOCK_UN ? 'un' : undefined;
    if (!kind) return this.fail(EINVAL);
    const held = setFlock(this.locksOf(d.node), this.descOwner(d), kind);
    if (held === 0) { this.vfs?.changed(); return 0; }
    return op & LOCK_NB ? this.fail(EAGAIN) : WAIT;
  }
  /** posix_fadvise: advice only (the error number is returned, errno untouched). */
  posix_fadvise(site: number, fd: number, off: I64, len: I64, advice: number): number {
    void site; void off;
    const d = this.desc(fd);
    if (!d) return this.unseekable(fd) ? ESPIPE : EBADF;
    if (advice < 0 || advice > 5 || Number(len) < 0) return EINVAL;
    return 0;
  }
  posix_fadvise64(site: number, fd: number, off: I64, len: I64, advice: number): number { return this.posix_fadvise(site, fd, off, len, advice); }
  /** posix_fallocate: the file grows to cover [off, off + len) (the error number is returned). */
  posix_fallocate(site: number, fd: number, off: I64, len: I64): number {
    void site;
    const d = this.desc(fd);
    if (!d || !d.write) return this.unseekable(fd) ? ESPIPE : EBADF;
    if (Number(off) < 0 || Number(len) <= 0) return EINVAL;
    if (!(d.node instanceof FileNode)) return ENODEV;
    const end = Number(off) + Number(len);
    if (end > d.node.size) d.node.resize(end, this.now());
    return 0;
  }
  posix_fallocate64(site: number, fd: number, off: I64, len: I64): number { return this.posix_fallocate(site, fd, off, len); }
  /** fallocate: mode 0 as posix_fallocate, FALLOC_FL_KEEP_SIZE (1) reserves without growing, others unsupported. */
  fallocate(site: number, fd: number, mode: number, off: I64, len: I64): number {
    if (mode & ~1) return this.desc(fd) ? this.fail(EOPNOTSUPP) : this.fail(EBADF);
    if (mode === 1) {
      const d = this.desc(fd);
      if (!d || !d.write) return this.fail(EBADF);
      return Number(off) < 0 || Number(len) <= 0 ? this.fail(EINVAL) : 0;
    }
    const e = this.posix_fallocate(site, fd, off, len);
    return e ? this.fail(e) : 0;
  }
  /** openat: a relative name from the directory open on `dirfd` (or the working directory). */
  openat(site: number, dirfd: number, name: number, flags: number, va?: VarArgs): number {
    void va;
    const p = this.str(name, site);
    if (p.startsWith('/') || dirfd === AT_FDCWD) return this.openAt(site, p, flags);
    const d = this.desc(dirfd);
    if (!d) return this.fail(EBADF);
    if (!(d.node instanceof DirNode)) return this.fail(ENOTDIR);
    return this.openAt(site, absolutePath(d.path, p), flags);
  }
  openat64(site: number, dirfd: number, name: number, flags: number, va?: VarArgs): number { return this.openat(site, dirfd, name, flags, va); }

  // ------------------------------------------------------------------ paths
  protected override workingDir(): string { return this.dir ?? super.workingDir(); }
  chdir(site: number, name: number): number {
    const n = this.existing(site, name, false);
    if (n === -1) return -1;
    if (!(n instanceof DirNode)) return this.fail(ENOTDIR);
    this.dir = absolutePath(this.workingDir(), this.str(name, site));
    return 0;
  }
  fchdir(site: number, fd: number): number {
    void site;
    const d = this.desc(fd);
    if (!d) return this.fail(EBADF);
    if (!(d.node instanceof DirNode)) return this.fail(ENOTDIR);
    this.dir = d.path;
    return 0;
  }
  /**
   * mknod: a regular file (type S_IFREG or 0) or a FIFO, EEXIST if the name is taken. A device
   * has nothing in the simulation to stand for it: EPERM, the answer to a process that may not
   * make one.
   */
  mknod(site: number, name: number, mode: number, dev: I64): number {
    void dev;
    const type = mode & 0o170000;
    if (type === 0o10000) return this.change(site, name, (v, p) => v.mkfifo(p));
    if (type !== 0 && type !== 0o100000) return this.fail(EPERM);
    const fd = this.openAt(site, name, O_WRONLY | O_CREAT | O_EXCL);
    if (fd < 0) return -1;
    this.close(site, fd);
    return 0;
  }
  mkfifo(site: number, name: number, mode: number): number { return this.mknod(site, name, 0o10000 | (mode & 0o7777), 0); }
  /** realpath: the absolute name of an existing entry (into `out`, PATH_MAX bytes, or a new block). */
  realpath(site: number, name: number, out: number): number {
    if (name === 0) { this.setErrno(EINVAL); return 0; }
    const n = this.existing(site, name, false);
    if (n === -1) return 0;
    const p = absolutePath(this.workingDir(), this.str(name, site));
    const buf = out || this.m.malloc(p.length + 1);
    this.guard(site, () => this.m.writeBytes(buf, p + '\0'));
    return buf;
  }
  /** canonicalize_file_name: realpath into a new block. */
  canonicalize_file_name(site: number, name: number): number { return this.realpath(site, name, 0); }

  // ------------------------------------------------------------------ errno's names
  /** strerrorname_np: "EINVAL", or NULL for a number glibc has no name for. */
  strerrorname_np(site: number, e: number): number { void site; const t = errnoName(e); return t === undefined ? 0 : this.literal(t); }
  /** strerrordesc_np: strerror's text, or NULL for a number glibc has no text for. */
  strerrordesc_np(site: number, e: number): number { void site; return errnoName(e) === undefined ? 0 : this.literal(strerror(e)); }

  // ------------------------------------------------------------------ temporary names
  /** A name no other call gave: six letters and digits from a counter of the process, as glibc's are random. */
  private uniqueTail(): string {
    const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    let v = (this.h.rank + 1) * 7919 + ++this.tmpnamCount * 104729, s = '';
    for (let k = 0; k < 6; k++) { s += chars[v % 62]; v = Math.floor(v / 62) + k * 31; }
    return s;
  }
  /**
   * mkstemp and its kin: the template's six X's before `suffix` bytes become a name no entry has,
   * made by `make` (EEXIST: try another, as glibc does); EINVAL for a template without them.
   */
  private fillTemplate(site: number, tmpl: number, suffix: number, make: (path: string) => number): number {
    const t = this.str(tmpl, site);
    const at = t.length - suffix - 6;
    if (suffix < 0 || at < 0 || t.slice(at, at + 6) !== 'XXXXXX') return this.fail(EINVAL);
    for (let k = 0; k < 100; k++) {
      const name = t.slice(0, at) + this.uniqueTail() + t.slice(at + 6);
      this.guard(site, () => this.m.writeBytes(tmpl, name));
      const r = make(name);
      if (r !== -1 || this.errno() !== EEXIST) return r;
    }
    return -1;
  }
  mkostemps(site: number, tmpl: number, suffix: number, flags: number): number {
    return this.fillTemplate(site, tmpl, suffix, (p) => this.openAt(site, p, (flags & ~3) | O_RDWR | O_CREAT | O_EXCL));
  }
  mkstemp(site: number, tmpl: number): number { return this.mkostemps(site, tmpl, 0, 0); }
  mkstemps(site: number, tmpl: number, suffix: number): number { return this.mkostemps(site, tmpl, suffix, 0); }
  mkostemp(site: number, tmpl: number, flags: number): number { return this.mkostemps(site, tmpl, 0, flags); }
  mkdtemp(site: number, tmpl: number): number {
    return this.fillTemplate(site, tmpl, 0, (p) => this.change(site, p, (v, path) => v.mkdir(path))) === -1 ? 0 : tmpl;
  }
  /** tmpnam: "/tmp/file" and six characters, into `s` (L_tmpnam, 20 bytes) or a buffer of its own. */
  tmpnam(site: number, s: number): number {
    const name = `/tmp/file${this.uniqueTail()}`;
    const out = s || (this.tmpnamBuf ||= this.m.malloc(20));
    this.guard(site, () => this.m.writeBytes(out, name + '\0'));
    return out;
  }
  tmpnam_r(site: number, s: number): number { return s ? this.tmpnam(site, s) : 0; }
  /** Whether a directory is there, asked without a word on stderr (tempnam tries the next one). */
  private isDir(p: string): boolean {
    const r = this.vfs?.reach(absolutePath(this.workingDir(), p), false);
    return !!r && 'path' in r && this.vfs!.get(r.path) instanceof DirNode;
  }
  /** tempnam: in $TMPDIR, else `dir`, else /tmp (the first that is a directory); the prefix's first five characters (default "file"). */
  tempnam(site: number, dir: number, pfx: number): number {
    const where = [this.envValue('TMPDIR'), dir ? this.str(dir, site) : undefined].find((d) => d && this.isDir(d)) ?? '/tmp';
    const prefix = pfx ? this.str(pfx, site).slice(0, 5) : 'file';
    const name = `${where.replace(/\/+$/, '') || '/'}/${prefix}${this.uniqueTail()}`;
    const out = this.m.malloc(name.length + 1);
    this.m.writeBytes(out, name + '\0');
    return out;
  }

  /**
   * A named semaphore's count, kept where glibc keeps it: the first 4 bytes of the sem_t in its
   * file /dev/shm/sem.NAME (the run's files, which every rank of the run shares, as the processes
   * of one node share /dev/shm). One step, whole, as glibc's atomic instructions make it:
   * `op` -1 takes one (0, or EAGAIN when there is none), +1 gives one back (0, or EOVERFLOW at
   * SEM_VALUE_MAX), 0 reads the count. Errors are negative errno values.
   */
  __mpisim_semop(site: number, fd: number, op: number): number {
    void site;
    const d = this.desc(fd);
    if (!d || !(d.node instanceof FileNode)) return -EINVAL;
    const b = d.node.read(0, 4);
    const value = b.length < 4 ? 0 : (b[0] | (b[1] << 8) | (b[2] << 16) | (b[3] << 24)) >>> 0;
    if (op === 0) return value;
    if (op < 0 && value === 0) return -EAGAIN;
    if (op > 0 && value >= 0x7fffffff) return -EOVERFLOW;
    const v = value + (op < 0 ? -1 : 1);
    d.node.write(0, [v & 255, (v >>> 8) & 255, (v >>> 16) & 255, v >>> 24], this.now());
    // A post may end a wait in any process (../c/libc/mpisim-semaphore.c's sem_wait).
    if (op > 0) this.h.sharedIoChanged?.();
    return 0;
  }
}
