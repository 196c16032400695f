/**
 * <sys/mman.h> as a program uses it on Linux: anonymous mappings (zeroed pages, as big buffers
 * are often taken) and private or read-only mappings of a file (its bytes copied in at the
 * offset), page-aligned blocks of the rank's heap that munmap releases. Memory has no page
 * protections here: mprotect, msync and madvise succeed on a mapped range (ENOMEM elsewhere, as
 * Linux answers for unmapped pages) and change nothing; mlock succeeds. A shared
 * writable mapping of a file, whose stores would have to reach the file, is refused with
 * ENODEV and a line on stderr rather than silently losing them.
 */
import { FileLibc } from './libc-files';
import { EBADF, EINVAL, ENODEV, ENOMEM } from './libc/errno';
import type { I64 } from './int64';

const PAGE = 4096;
const PROT_WRITE = 2;
const MAP_SHARED = 1, MAP_PRIVATE = 2, MAP_FIXED = 0x10, MAP_ANONYMOUS = 0x20;
/** (void *)-1 as a 32-bit address of the simulated process. */
const MAP_FAILED = 0xffffffff;

export class MappedLibc extends FileLibc {
  /** Live mappings by start address: their length. */
  private mappings_?: Map<number, number>;
  private get mappings(): Map<number, number> { return (this.mappings_ ??= new Map()); }

  private mapFail(errno: number): number { this.setErrno(errno); return MAP_FAILED; }

  mmap(site: number, addr: number, len: I64, prot: number, flags: number, fd: number, off: I64): number {
    void addr;
    const n = Number(len), offset = Number(off);
    const kind = flags & (MAP_SHARED | MAP_PRIVATE);
    if (!(n > 0) || offset % PAGE !== 0 || offset < 0 || (kind !== MAP_SHARED && kind !== MAP_PRIVATE)) return this.mapFail(EINVAL);
    // MAP_FIXED asks for an address the simulated layout cannot promise.
    if (flags & MAP_FIXED) return this.mapFail(EINVAL);
    const anonymous = (flags & MAP_ANONYMOUS) !== 0;
    if (!anonymous && kind === MAP_SHARED && (prot & PROT_WRITE)) {
      const pos = this.h.where?.(site);
      this.h.write(2, `mpisim: rank ${this.h.rank}: mmap${pos ? ` at ${pos}` : ''}: shared writable mappings of a file are not simulated (its stores would not reach the file); map it MAP_PRIVATE or use read/write\n`);
      return this.mapFail(ENODEV);
    }
    const p = this.m.alignedMalloc(PAGE, Math.ceil(n / PAGE) * PAGE);
    if (!p) return this.mapFail(ENOMEM);
    this.m.fill(p, 0, Math.ceil(n / PAGE) * PAGE, site);
    if (!anonymous) {
      const got = this.pread(site, fd, p, n, offset);
      if (Number(got) < 0) { this.m.free(p, site, true); return this.mapFail(EBADF); }
    }
    this.mappings.set(p, n);
    return p;
  }

  mmap64(site: number, addr: number, len: I64, prot: number, flags: number, fd: number, off: I64): number { return this.mmap(site, addr, len, prot, flags, fd, off); }

  munmap(site: number, addr: number, len: I64): number {
    if (addr % PAGE !== 0 || !(Number(len) > 0)) { this.setErrno(EINVAL); return -1; }
    // Linux unmaps whatever lies in the range, nothing at all being no error.
    if (this.mappings_?.delete(addr)) this.m.free(addr, site, true);
    return 0;
  }

  mprotect(site: number, addr: number, len: I64, prot: number): number { void site; void prot; return this.mappedRange(addr, len); }
  msync(site: number, addr: number, len: I64, flags: number): number { void site; void flags; return this.mappedRange(addr, len); }
  madvise(site: number, addr: number, len: I64, advice: number): number { void site; void advice; return this.mappedRange(addr, len); }
  posix_madvise(site: number, addr: number, len: I64, advice: number): number { void site; void len; void advice; return addr % PAGE === 0 ? 0 : EINVAL; }
  mlock(site: number, addr: number, len: I64): number { void site; void addr; void len; return 0; }
  munlock(site: number, addr: number, len: I64): number { void site; void addr; void len; return 0; }
  mlockall(site: number, flags: number): number { void site; void flags; return 0; }
  munlockall(site: number): number { void site; return 0; }

  /** 0 for a page-aligned range inside a live mapping; else -1 with Linux's errno (ENOMEM: not mapped). */
  private mappedRange(addr: number, len: I64): number {
    if (addr % PAGE !== 0) { this.setErrno(EINVAL); return -1; }
    for (const [start, n] of this.mappings_ ?? []) if (addr >= start && addr + Number(len) <= start + Math.ceil(n / PAGE) * PAGE) return 0;
    this.setErrno(ENOMEM);
    return -1;
  }
}
