/**
 * <poll.h> and <sys/select.h> on a process's descriptors as Linux answers for them: a regular
 * file is always ready to read and to write (the kernel's DEFAULT_POLLMASK), stdin is ready to
 * read (its bytes are all there from the launch, or its end is), stdout and stderr to write.
 * Only a pipe's end becomes ready later (another thread of the process reads or writes it):
 * poll waits for it; without one, a call with none ready waits out its timeout in virtual time,
 * as usleep does, and one with no timeout would wait forever and stops the rank.
 */
import { MappedLibc } from './libc-mman';
import { EBADF, EINVAL } from './libc/errno';
import type { I64 } from './int64';

const POLLIN = 0x1, POLLOUT = 0x4, POLLERR = 0x8, POLLHUP = 0x10, POLLNVAL = 0x20, POLLRDNORM = 0x40, POLLWRNORM = 0x100;
const FD_SETSIZE = 1024;
const POLLFD_SIZE = 8;

export class PolledLibc extends MappedLibc {
  /** The events `fd` has (POLLNVAL when it is not open). */
  protected ready(fd: number): number {
    const o = this.fdOpen(fd);
    if (!o) return POLLNVAL;
    const read = o.file || o.read, write = o.file || o.write;
    return (read ? POLLIN | POLLRDNORM : 0) | (write ? POLLOUT | POLLWRNORM : 0);
  }

  /** Nothing became ready: the wait passes in virtual time, or never ends. */
  private waitOut(site: number, call: string, seconds: number | undefined): void {
    if (seconds === undefined) this.h.abort(site, `${call} with no timeout and no descriptor ready waits forever (nothing in the simulation can make one ready)`);
    this.h.sleep(seconds);
  }

  /** Whether `fd` may become ready while the process waits (a pipe's end: another thread may use it). */
  protected mayChange(fd: number): boolean { void fd; return false; }

  /**
   * poll's work (../c/libc/mpisim-fcntl.c's poll calls it): the ready descriptors' count; with
   * none ready and a pipe's end among them, WAIT (-2): the C side lets the timeout pass a
   * millisecond at a time, or waits for a pipe to change when there is none, while other
   * threads run. Without a pipe, nothing can become ready: the whole timeout passes at once.
   */
  __mpisim_poll(site: number, fds: number, nfds: I64, timeout: number): number {
    const n = Number(nfds);
    if (n > FD_SETSIZE) { this.setErrno(EINVAL); return -1; }
    let count = 0, changing = false;
    this.guard(site, () => {
      for (let k = 0; k < n; k++) {
        const at = fds + k * POLLFD_SIZE;
        const fd = this.m.i32(at, site);
        const events = this.m.u16(at + 4, site);
        // A negative descriptor is skipped; POLLNVAL is reported whatever the events asked.
        const got = fd < 0 ? 0 : this.ready(fd);
        const revents = got === POLLNVAL ? POLLNVAL : got & (events | POLLERR | POLLHUP); // reported whether asked or not
        this.m.st16(at + 6, revents, site);
        if (revents) count++;
        if (fd >= 0 && this.mayChange(fd)) changing = true;
      }
    });
    if (count === 0 && timeout !== 0) {
      if (changing) return -2;
      this.waitOut(site, 'poll', timeout < 0 ? undefined : timeout / 1000);
    }
    return count;
  }

  /**
   * select and pselect: the sets keep the descriptors that are ready; exceptional conditions never
   * are. With none ready and `wait` (a timeout not zero), a pipe's end among them: WAIT, the sets
   * untouched (the C side waits, then asks again).
   */
  private selectSets(site: number, nfds: number, sets: number[], wait = false): number {
    if (nfds < 0 || nfds > FD_SETSIZE) { this.setErrno(EINVAL); return -1; }
    const bit = (set: number, fd: number): boolean => set !== 0 && (this.m.u8(set + (fd >> 3), site) & (1 << (fd & 7))) !== 0;
    const [rd, wr, ex] = sets;
    const masks = [POLLIN | POLLHUP, POLLOUT | POLLERR, 0]; // a pipe's end without its other end reads EOF, writes EPIPE: ready
    const keep: boolean[][] = [[], [], []];
    let changing = false;
    for (let fd = 0; fd < nfds; fd++) {
      if (!sets.some((s) => bit(s, fd))) continue;
      const got = this.ready(fd);
      if (got === POLLNVAL) { this.setErrno(EBADF); return -1; }
      sets.forEach((s, k) => { if (bit(s, fd) && (got & masks[k])) keep[k][fd] = true; });
      if (this.mayChange(fd)) changing = true;
    }
    if (wait && changing && !keep.some((k) => k.length)) return -2;
    let count = 0;
    [rd, wr, ex].forEach((s, k) => {
      if (!s) return;
      for (let fd = 0; fd < nfds; fd++) {
        if (!bit(s, fd)) continue;
        if (keep[k][fd]) count++;
        else this.m.st8(s + (fd >> 3), this.m.u8(s + (fd >> 3), site) & ~(1 << (fd & 7)), site);
      }
    });
    return count;
  }

  /** select's work (../c/libc/mpisim-fcntl.c's select and pselect call it): as __mpisim_poll, WAIT (-2) with a pipe's end and none ready. */
  __mpisim_select(site: number, nfds: number, rd: number, wr: number, ex: number, timeout: number): number {
    const s = timeout ? this.guard(site, () => Number(this.m.s64(timeout, site)) + Number(this.m.s64(timeout + 8, site)) / 1e6) : undefined;
    if (s !== undefined && s < 0) { this.setErrno(EINVAL); return -1; }
    const count = this.guard(site, () => this.selectSets(site, nfds, [rd, wr, ex], s !== 0));
    if (count !== 0) return count;
    if (s !== 0) this.waitOut(site, 'select', s);
    // Linux leaves the time not slept in the timeval: none.
    if (timeout) this.guard(site, () => { this.m.st64(timeout, 0, site); this.m.st64(timeout + 8, 0, site); });
    return 0;
  }

  /**
   * dlsym's lookup in the program's global scope (mpisim-dlfcn.c): the C library's functions
   * the program links; otherwise 0 and glibc's text for dlerror, "argv[0]: undefined symbol: x".
   */
  __mpisim_dlsym(site: number, name: number, err: number, size: I64): number {
    const sym = this.str(name, site);
    const addr = this.h.librarySymbol?.(sym) ?? 0;
    if (!addr) this.guard(site, () => this.m.writeBytes(err, `${this.h.programName}: undefined symbol: ${sym}`.slice(0, Number(size) - 1) + '\0'));
    return addr;
  }

  /**
   * dladdr's answer (mpisim-dlfcn.c): 1 with Dl_info filled for an address in the program (its
   * path, no symbol: an executable exports none) or the C library (libc.so.6 or libm.so.6 and the
   * function's name); 0 for the heap, the stack and other addresses, as glibc.
   */
  __mpisim_dladdr(site: number, addr: number, info: number): number {
    const o = this.h.objectAt?.(addr);
    if (!o) return 0;
    const file = o.library ? `/lib/x86_64-linux-gnu/${o.libm ? 'libm.so.6' : 'libc.so.6'}` : this.h.programName;
    this.guard(site, () => {
      this.m.stptr(info, this.literal(file), site);
      this.m.stptr(info + 8, o.start, site);
      this.m.stptr(info + 16, o.name ? this.literal(o.name) : 0, site);
      this.m.stptr(info + 24, o.name ? addr : 0, site);
    });
    return 1;
  }

  /** main's argv array, its count stored at argcOut: wordexp's positional parameters ($1, $#, $@). */
  __mpisim_argv(site: number, argcOut: number): number {
    const a = this.h.argv?.() ?? { argc: 0, array: 0 };
    this.guard(site, () => this.m.setI32(argcOut, a.argc));
    return a.array;
  }

  /** <err.h>'s name for the program: glibc's __progname, argv[0] after its last '/'. */
  __mpisim_progname(site: number, buf: number, size: I64): void {
    const name = this.h.programName.slice(this.h.programName.lastIndexOf('/') + 1);
    this.guard(site, () => this.m.writeBytes(buf, name.slice(0, Number(size) - 1) + '\0'));
  }
}
