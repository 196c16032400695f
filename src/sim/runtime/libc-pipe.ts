/**
 * pipe() and pipe2() inside a process, as Linux gives them: a 65536-byte buffer between a read
 * end and a write end, so one thread of a rank can feed another. A read of an empty pipe waits
 * while a write end is open (EOF once none is), a write to a full pipe waits for room (writes of
 * up to PIPE_BUF bytes whole), O_NONBLOCK answers EAGAIN instead, and a write with no read end
 * open is EPIPE after SIGPIPE, whose default action ends the process.
 *
 * Waiting is the C side's (../c/libc/mpisim-fcntl.c's read, write and poll): WAIT tells it to
 * wait as a thread waits on a mutex (__mpisim_io_wait, ./threads.ts) until a pipe changes, so
 * the other threads of the rank run, then ask again; a process whose threads all wait so is
 * blocked, a deadlock when no rank can go on (nothing else could ever write its pipes).
 *
 * A FIFO (mkfifo) is such a pipe with a name in the world's files, so its ends may be in two
 * processes (two ranks): its bytes and how many descriptions hold each end are the world's
 * (./files/vfs.ts FifoNode), and a change of it wakes the waiting threads of every process. An
 * open waits as Linux's fifo_open does, for the other end to be opened (../c/libc/mpisim-fcntl.c).
 */
import { PolledLibc } from './libc-poll';
import { BAD_ADDRESS, latin1 } from './libc';
import { CFault } from './memory';
import { NO_FILE, O_CLOEXEC, O_DIRECT, O_LARGEFILE, O_NONBLOCK, type Desc, type Pipe } from './libc-files';
import type { FifoNode } from './files/vfs';
import { EAGAIN, EBADF, EFAULT, EINVAL } from './libc/errno';
import type { I64 } from './int64';

const EPIPE = 32, EMFILE = 24, ECHILD = 10, ENXIO = 6;
const WAIT = -2;
/** Linux's default pipe capacity, and the size up to which a write is never split. */
export const PIPE_CAPACITY = 65536;
const PIPE_BUF = 4096;
const O_WRONLY = 1;
const SIGPIPE = 13;
const POLLIN = 0x1, POLLOUT = 0x4, POLLERR = 0x8, POLLHUP = 0x10, POLLRDNORM = 0x40, POLLWRNORM = 0x100;

export class PipedLibc extends PolledLibc {
  // A pipe is shared by its two ends' descriptions: a snapshot keeps a copy of each once, and a
  // restore gives the restored descriptions fresh copies of their own.
  override save(): unknown {
    const pipes = new Map<Pipe, Pipe>();
    // A FIFO's bytes are the world's files' (a rank's snapshot is never restored past their change).
    for (const d of this.fds) if (d?.pipe && !d.pipe.fifo && !pipes.has(d.pipe)) pipes.set(d.pipe, copyPipe(d.pipe));
    return { piped: super.save(), pipes };
  }
  override restore(saved: unknown): void {
    const st = saved as { piped: unknown; pipes: Map<Pipe, Pipe> };
    super.restore(st.piped);
    const fresh = new Map([...st.pipes].map(([k, v]) => [k, copyPipe(v)]));
    for (const d of this.fds) if (d?.pipe) d.pipe = d.pipe.fifo ? (d.node as FifoNode).pipe : fresh.get(d.pipe) ?? d.pipe;
  }

  private pipeEnd(fd: number): Desc | undefined { const d = fd >= 0 ? this.fds[fd] : undefined; return d?.pipe ? d : undefined; }
  /** Whether any descriptor of the process (of any process, a FIFO's) holds `p`'s read end (`reading`) or its write end. */
  private endOpen(p: Pipe, reading: boolean): boolean {
    if (p.fifo) return (reading ? p.fifo.readers : p.fifo.writers) > 0;
    return this.fds.some((d) => d?.pipe === p && (reading ? d.read : d.write));
  }
  /** Bytes went into or out of `p`, or an end opened or closed: its waiters ask again (a FIFO's, in every process). */
  private pipeChanged(p: Pipe): void {
    if (!p.fifo) { this.h.ioChanged?.(); return; }
    p.fifo.owner?.changed();
    this.h.sharedIoChanged?.();
  }
  private nonblocking(d: Desc): boolean { return ((d.flags ?? 0) & O_NONBLOCK) !== 0; }

  pipe(site: number, fds: number): number { return this.pipe2(site, fds, 0); }
  /** pipe2: flags O_NONBLOCK and O_CLOEXEC (O_DIRECT's packet mode is taken as a byte stream). */
  pipe2(site: number, fds: number, flags: number): number {
    if (flags & ~(O_NONBLOCK | O_CLOEXEC | O_DIRECT)) return this.fail(EINVAL);
    const free: number[] = [];
    for (let fd = 0; free.length < 2 && fd < 1024; fd++) if (!this.fds[fd]) free.push(fd);
    if (free.length < 2) return this.fail(EMFILE);
    if (this.userMemory(site, () => { this.m.range(fds, 8, true, site); this.m.setI32(fds, free[0]); this.m.setI32(fds + 4, free[1]); }) === BAD_ADDRESS) return this.fail(EFAULT);
    const pipe: Pipe = { pages: [], read: 0, capacity: PIPE_CAPACITY };
    const status = flags & O_NONBLOCK;
    const end = (write: boolean): Desc => ({ node: NO_FILE, pos: 0, read: !write, write, append: false, path: '', flags: (write ? O_WRONLY : 0) | status, pipe });
    this.newFd(end(false), free[0], (flags & O_CLOEXEC) !== 0);
    this.newFd(end(true), free[1], (flags & O_CLOEXEC) !== 0);
    return 0;
  }

  /**
   * popen: a simulated process cannot start another, so it fails as glibc's does when the
   * process cannot be created (posix_spawn's clone: EAGAIN), with a line on stderr saying why;
   * a mode not of r, w and e, or with both or neither of r and w, is EINVAL first, as glibc checks it first.
   */
  popen(site: number, cmd: number, mode: number): number {
    const m = this.str(mode, site);
    if (!/^[rwe]*$/.test(m) || m.includes('r') === m.includes('w')) { this.setErrno(EINVAL); return 0; }
    this.noProcess('popen', this.str(cmd, site), 'NULL');
    return 0;
  }
  /** A call that would start a process for `cmd` (popen, wordexp's command substitution): one line on stderr, errno EAGAIN. */
  private noProcess(call: string, cmd: string, result: string): void {
    this.h.write(2, `mpisim: rank ${this.h.rank}: ${call}("${cmd}") starts no process: a simulated process cannot create one (${result}, errno EAGAIN)\n`);
    this.setErrno(EAGAIN);
  }
  /** wordexp's command substitution (mpisim-wordexp.c): the command is `len` bytes at `cmd`. */
  __mpisim_no_process(site: number, call: number, cmd: number, len: I64, result: number): void {
    const text = this.guard(site, () => latin1(this.m.readBytes(cmd, Number(len))));
    this.noProcess(this.str(call, site), text, this.str(result, site));
  }
  /** pclose: no stream ever came from popen here (ECHILD: no child to wait for). */
  pclose(site: number, f: number): number { void site; void f; return this.fail(ECHILD); }

  /** read(2) as the C side calls it: WAIT when it must wait for a writer. */
  __mpisim_read(site: number, fd: number, buf: number, n: I64): I64 {
    const d = this.pipeEnd(fd);
    return d ? this.pipeRead(site, d, buf, Number(n)) : this.read(site, fd, buf, n);
  }
  /** write(2) as the C side calls it: WAIT when it must wait for room (it asks again with the rest after a partial write). */
  __mpisim_write(site: number, fd: number, buf: number, n: I64): I64 {
    const d = this.pipeEnd(fd);
    return d ? this.pipeWrite(site, d, buf, Number(n)) : this.write(site, fd, buf, n);
  }
  // Called directly (readv, pread, the stdio of a pipe's stream) a pipe cannot wait: EAGAIN.
  override read(site: number, fd: number, buf: number, n: I64): I64 {
    const d = this.pipeEnd(fd);
    if (!d) return super.read(site, fd, buf, n);
    const r = this.pipeRead(site, d, buf, Number(n));
    return r === WAIT ? this.fail(EAGAIN) : r;
  }
  override write(site: number, fd: number, buf: number, n: I64): I64 {
    const d = this.pipeEnd(fd);
    if (!d) return super.write(site, fd, buf, n);
    const r = this.pipeWrite(site, d, buf, Number(n));
    return r === WAIT ? this.fail(EAGAIN) : r;
  }
  override lseek(site: number, fd: number, off: I64, whence: number): I64 { return this.pipeEnd(fd) ? this.fail(29) : super.lseek(site, fd, off, whence); }

  private pipeRead(site: number, d: Desc, buf: number, n: number): number {
    if (!d.read) return this.fail(EBADF);
    const p = d.pipe!;
    if (n === 0) return 0;
    if (!p.pages.length) {
      if (!this.endOpen(p, false)) return 0;
      return this.nonblocking(d) ? this.fail(EAGAIN) : WAIT;
    }
    const k = Math.min(n, p.pages.reduce((sum, x) => sum + x.length, -p.read));
    if (this.userMemory(site, () => this.m.range(buf, k, true, site)) === BAD_ADDRESS) return this.fail(EFAULT);
    this.m.U8.set(takePages(p, k), buf);
    this.pipeChanged(p);
    return k;
  }
  private pipeWrite(site: number, d: Desc, buf: number, n: number): number {
    if (!d.write) return this.fail(EBADF);
    const p = d.pipe!;
    if (!this.endOpen(p, true)) return this.brokenPipe(site);
    if (n === 0) return 0;
    const bytes = this.userMemory(site, () => this.m.readBytes(buf, Math.min(n, p.capacity)));
    if (bytes === BAD_ADDRESS) return this.fail(EFAULT);
    const k = putPages(p, bytes, n);
    if (k > 0) this.pipeChanged(p);
    return k > 0 ? k : this.nonblocking(d) ? this.fail(EAGAIN) : WAIT;
  }
  /**
   * stdio's reads of a stream on a pipe's end (the C side of fgets, fgetc, fread, getdelim and
   * fscanf asks first): WAIT while what the stream holds and the pipe has cannot yet give what
   * glibc's call would block for — `need` bytes, or bytes up to `delim` (-1: none) — and a
   * writer may still add some (a full pipe gives what it has: the writer waits for room).
   */
  __mpisim_stream_wait(site: number, f: number, need: I64, delim: number): number {
    void site;
    // Asked at every fgetc: a stream not on a pipe's end answers at once.
    const fd = this.streamFd(f);
    const d = fd === undefined ? undefined : this.pipeEnd(fd);
    if (!d || !d.read || this.nonblocking(d)) return 0;
    const p = d.pipe!;
    if (!this.endOpen(p, false) || p.pages.length >= p.capacity / PIPE_BUF) return 0;
    const bytes = this.heldInput(f).concat(...p.pages.map((x, k) => (k === 0 ? x.slice(p.read) : x)));
    const enough = bytes.length >= Number(need) || (delim >= 0 && bytes.includes(delim & 255));
    return enough ? 0 : WAIT;
  }
  protected override wouldBlock(fd: number): boolean {
    const d = this.pipeEnd(fd);
    return !!d && d.read && !this.nonblocking(d) && !d.pipe!.pages.length && this.endOpen(d.pipe!, false);
  }
  /** stdio's read ahead from a pipe: what is there (it cannot wait: an empty pipe reads as its end for now). */
  protected override readUnseekable(d: Desc, n: number): Uint8Array | undefined {
    if (!d.pipe) return undefined;
    const got = Uint8Array.from(takePages(d.pipe, n));
    if (got.length) this.pipeChanged(d.pipe);
    return got;
  }
  /** stdio's flush into a pipe (fdopen on an end): what fits goes, as a nonblocking write would. */
  protected override writeDesc(d: Desc, bytes: ArrayLike<number>): number {
    const p = d.pipe;
    if (!p) return super.writeDesc(d, bytes);
    if (!this.endOpen(p, true)) return this.brokenPipe(-1);
    const k = putPages(p, bytes, bytes.length);
    if (k > 0) this.pipeChanged(p);
    return k;
  }
  /**
   * No read end: the kernel sends SIGPIPE, whose default action ends the process (mpiexec then
   * reports it killed by signal 13); a program that ignores or handles it sees EPIPE.
   */
  private brokenPipe(site: number): number {
    const handler = this.signalHandlers?.get(SIGPIPE) ?? 0;
    if (handler === 0) throw new CFault('broken pipe', 'write to a pipe with no read end open: SIGPIPE, whose default action ends the process', site);
    return this.fail(EPIPE);
  }

  protected override mayChange(fd: number): boolean { return this.pipeEnd(fd) !== undefined || super.mayChange(fd); }
  /** close: a pipe's end closing ends the wait of a reader (EOF) or a writer (EPIPE). */
  override close(site: number, fd: number): number {
    const end = this.pipeEnd(fd);
    const r = super.close(site, fd);
    const f = end?.pipe!.fifo;
    // A FIFO's end is held while any descriptor of its open description is.
    if (f && !this.fds.includes(end)) { if (end!.read) f.readers--; if (end!.write) f.writers--; }
    if (end) this.pipeChanged(end.pipe!);
    return r;
  }

  /**
   * open(2) of a FIFO, as Linux's fifo_open: O_RDWR opens both ends at once; O_WRONLY|O_NONBLOCK
   * with no reader is ENXIO; otherwise the end is held from now on, and a blocking open of one
   * end while the other is not held waits (../c/libc/mpisim-fcntl.c asks __mpisim_open_wait)
   * until the other end is opened.
   */
  protected override openFifo(node: FifoNode, path: string, flags: number): number {
    const acc = flags & 3, nonblocking = (flags & O_NONBLOCK) !== 0;
    if (acc === 3) return this.fail(EINVAL);
    if (acc === O_WRONLY && nonblocking && !node.readers) return this.fail(ENXIO);
    const d: Desc = { node, pos: 0, read: acc !== O_WRONLY, write: acc !== 0, append: false, path, flags: (flags & (3 | O_NONBLOCK)) | O_LARGEFILE, pipe: node.pipe };
    const fd = this.newFd(d, 0, (flags & O_CLOEXEC) !== 0);
    if (fd < 0) return fd;
    if (d.read) { node.readers++; node.readOpens++; }
    if (d.write) { node.writers++; node.writeOpens++; }
    if (acc === 0 && !nonblocking && !node.writers) d.partner = node.writeOpens;
    if (acc === O_WRONLY && !node.readers) d.partner = node.readOpens;
    this.pipeChanged(node.pipe);
    return fd;
  }
  /** Whether the open that gave `fd` must still wait for a FIFO's writer (3) or reader (4), or is done (0). */
  __mpisim_open_wait(site: number, fd: number): number {
    void site;
    const d = fd >= 0 ? this.fds[fd] : undefined;
    const f = d?.pipe?.fifo;
    if (!d || !f || d.partner === undefined) return 0;
    if ((d.read ? f.writeOpens : f.readOpens) === d.partner) return d.read ? 3 : 4;
    d.partner = undefined;
    return 0;
  }

  /** poll's view of a pipe's end: readable with bytes there, POLLHUP with no writer left; writable with a free page, POLLERR with no reader. */
  protected override ready(fd: number): number {
    const d = this.pipeEnd(fd);
    if (!d) return super.ready(fd);
    const p = d.pipe!;
    if (d.read) return (p.pages.length ? POLLIN | POLLRDNORM : 0) | (this.endOpen(p, false) ? 0 : POLLHUP);
    if (!this.endOpen(p, true)) return POLLOUT | POLLWRNORM | POLLERR;
    return p.pages.length < p.capacity / PIPE_BUF ? POLLOUT | POLLWRNORM : 0;
  }

  override fstat(site: number, fd: number, buf: number): number {
    if (!this.pipeEnd(fd) || this.pipeEnd(fd)!.pipe!.fifo) return super.fstat(site, fd, buf);
    // A pipe: S_IFIFO, its owner's read and write bits, st_blksize a page.
    this.guard(site, () => { this.m.fill(buf, 0, 144, site); this.m.st64(buf + 16, 1, site); this.m.setI32(buf + 24, 0o10600); this.m.setI32(buf + 28, 1000); this.m.setI32(buf + 32, 1000); this.m.st64(buf + 56, 4096, site); });
    return 0;
  }
}

const copyPipe = (p: Pipe): Pipe => ({ ...p, pages: p.pages.map((x) => [...x]) });

/**
 * Linux's pipe_write: the part of the write past whole pages (n mod 4096) merges into the last
 * page when it fits there, the rest takes free pages (of capacity / 4096) one at a time; what
 * did not fit is the caller's to write again. A write of up to PIPE_BUF bytes is never split.
 */
function putPages(p: Pipe, bytes: ArrayLike<number>, n: number): number {
  let done = 0;
  const chars = n & (PIPE_BUF - 1);
  const last = p.pages[p.pages.length - 1];
  if (chars && last && last.length + chars <= PIPE_BUF) {
    for (; done < chars; done++) last.push(bytes[done]);
    if (done === n) return done;
  }
  while (done < n && p.pages.length < p.capacity / PIPE_BUF) {
    const take = Math.min(PIPE_BUF, n - done);
    p.pages.push(Array.from({ length: take }, (_, i) => bytes[done + i]));
    done += take;
  }
  return done;
}

/** The next `n` bytes at most, gone from the pipe (a page read to its end is freed). */
function takePages(p: Pipe, n: number): number[] {
  const out: number[] = [];
  while (out.length < n && p.pages.length) {
    const page = p.pages[0];
    const take = Math.min(n - out.length, page.length - p.read);
    for (let i = 0; i < take; i++) out.push(page[p.read + i]);
    p.read += take;
    if (p.read === page.length) { p.pages.shift(); p.read = 0; }
  }
  return out;
}
