/**
 * <sys/mman.h> as a program uses it on Linux: anonymous mappings (zeroed pages, as big buffers
 * are often taken) and mappings of a file (its bytes copied in at the offset), page-aligned
 * blocks of the rank's heap that munmap releases. Memory has no page protections here: mprotect
 * and madvise succeed on a mapped range (ENOMEM elsewhere, as Linux answers for unmapped pages)
 * and change nothing; mlock succeeds.
 *
 * A MAP_SHARED mapping of a file is coherent with the file as Linux's page cache makes it: its
 * stores are the file's bytes whenever any process reads, writes or maps the file, at msync,
 * munmap and exit, and when the run ends (./files/vfs.ts: MappedRange), and the file's writes show in the mapping.
 * Two processes' mappings are two copies here, not one page: a store through one shows in the
 * other once the file is read or written, or at msync or munmap, not at once. So only one
 * writable shared mapping may hold a byte of a file; another that overlaps it is refused with
 * ENODEV and a line saying where the first was made.
 */
import { FileLibc } from './libc-files';
import { DeviceNode, FileNode, type MappedRange } from './files/vfs';
import { EACCES, EBADF, EINVAL, ENODEV, ENOMEM } from './libc/errno';
import type { I64 } from './int64';

const PAGE = 4096;
const PROT_WRITE = 2;
const MAP_SHARED = 1, MAP_PRIVATE = 2, MAP_FIXED = 0x10, MAP_ANONYMOUS = 0x20;
/** (void *)-1 as a 32-bit address of the simulated process. */
const MAP_FAILED = 0xffffffff;

/** A live mapping: its length and, for a shared mapping of a file, the file's range it shows. */
interface Mapping { len: number; shared?: SharedFileRange }

/** A MAP_SHARED file mapping of this process (see above). */
class SharedFileRange implements MappedRange {
  constructor(readonly node: FileNode, readonly off: number, readonly len: number, readonly writable: boolean,
    readonly addr: number, private readonly lib: MappedLibc, readonly rank: number, readonly where: string | undefined) {}
  flush(): void { this.node.store(this.off, this.lib.mappedBytes(this.addr, this.len), this.lib.fileTime()); }
  refresh(): void { this.lib.showFileBytes(this.addr, this.node.bytesAt(this.off, this.len), this.len); }
}

export class MappedLibc extends FileLibc {
  /** Live mappings by start address. */
  private mappings_?: Map<number, Mapping>;
  private get mappings(): Map<number, Mapping> { return (this.mappings_ ??= new Map()); }

  /** A shared mapping's bytes as the process left them. */
  mappedBytes(addr: number, len: number): Uint8Array { return this.m.U8.slice(addr, addr + len); }
  /** The file's bytes in a shared mapping (zeros past the file's end, as Linux shows the last page). */
  showFileBytes(addr: number, bytes: Uint8Array, len: number): void {
    this.m.U8.set(bytes, addr);
    if (bytes.length < len) this.m.U8.fill(0, addr + bytes.length, addr + len);
  }
  /** The time a mapping's stores give the file. */
  fileTime(): number { return this.now(); }

  private mapFail(errno: number): number { this.setErrno(errno); return MAP_FAILED; }

  // A shared mapping's place in its file's list is the Vfs's (a change of the files): a world
  // rebuilt to the same interaction made the same mappings, so the snapshot keeps its own.
  override save(): unknown { return { files: super.save(), mappings: this.mappings_ && new Map(this.mappings_) }; }
  override restore(saved: unknown): void {
    const st = saved as { files: unknown; mappings?: Map<number, Mapping> };
    super.restore(st.files);
    const live = new Map([...this.mappings_ ?? []].filter(([, m]) => m.shared));
    this.mappings_ = st.mappings && new Map([...st.mappings].map(([a, m]) => [a, live.get(a) ?? m]));
  }

  mmap(site: number, addr: number, len: I64, prot: number, flags: number, fd: number, off: I64): number {
    void addr;
    const n = Number(len), offset = Number(off);
    const kind = flags & (MAP_SHARED | MAP_PRIVATE);
    if (!(n > 0) || offset % PAGE !== 0 || offset < 0 || (kind !== MAP_SHARED && kind !== MAP_PRIVATE)) return this.mapFail(EINVAL);
    // MAP_FIXED asks for an address the simulated layout cannot promise.
    if (flags & MAP_FIXED) return this.mapFail(EINVAL);
    const anonymous = (flags & MAP_ANONYMOUS) !== 0;
    const d = anonymous ? undefined : this.desc(fd);
    if (!anonymous && (!d || !d.read)) return this.mapFail(fd >= 0 && fd <= 2 ? ENODEV : d ? EACCES : EBADF);
    const file = d?.node instanceof FileNode ? d.node : undefined;
    if (!anonymous && !file) return this.mapFail(ENODEV);
    const writable = (prot & PROT_WRITE) !== 0;
    // /dev/zero shared is anonymous memory of its own, as on Linux.
    const shared = file && !(file instanceof DeviceNode) && kind === MAP_SHARED;
    if (shared && writable && !d!.write) return this.mapFail(EACCES);
    const pos = this.h.where?.(site);
    if (shared) {
      const clash = file.mapped?.find((m) => (writable || m.writable) && m.off < offset + n && offset < m.off + m.len) as SharedFileRange | undefined;
      if (clash) {
        this.h.write(2, `mpisim: rank ${this.h.rank}: mmap${pos ? ` at ${pos}` : ''}: bytes ${offset}..${offset + n - 1} of ${d!.path || 'the file'} are already mapped shared and writable by rank ${clash.rank}${clash.where ? ` at ${clash.where}` : ''}; two shared mappings of the same bytes are two copies in the simulator, not one page, so a second one is not made\n`);
        return this.mapFail(ENODEV);
      }
    }
    const p = this.m.alignedMalloc(PAGE, Math.ceil(n / PAGE) * PAGE);
    if (!p) return this.mapFail(ENOMEM);
    this.m.fill(p, 0, Math.ceil(n / PAGE) * PAGE, site);
    if (file) {
      if (file.mapped) file.sync();
      this.m.U8.set(file.read(offset, n), p);
    }
    const m: Mapping = { len: n };
    if (shared) {
      m.shared = new SharedFileRange(file, offset, n, writable, p, this, this.h.rank, pos);
      (file.mapped ??= []).push(m.shared);
      file.owner?.changed();
    }
    this.mappings.set(p, m);
    return p;
  }

  mmap64(site: number, addr: number, len: I64, prot: number, flags: number, fd: number, off: I64): number { return this.mmap(site, addr, len, prot, flags, fd, off); }

  munmap(site: number, addr: number, len: I64): number {
    if (addr % PAGE !== 0 || !(Number(len) > 0)) { this.setErrno(EINVAL); return -1; }
    // Linux unmaps whatever lies in the range, nothing at all being no error.
    const m = this.mappings_?.get(addr);
    if (m) {
      this.unshare(m);
      this.mappings_!.delete(addr);
      this.m.free(addr, site, true);
    }
    return 0;
  }
  /** A shared mapping's last stores reach the file, and it leaves the file's list. */
  private unshare(m: Mapping): void {
    const s = m.shared;
    if (!s) return;
    if (s.writable) s.flush();
    s.node.mapped = s.node.mapped!.filter((x) => x !== s);
    if (!s.node.mapped.length) s.node.mapped = undefined;
    s.node.sync();
    s.node.owner?.changed();
  }
  /** At exit the process's mappings go, as munmap's (a crash leaves them to the run's end: Vfs.commit). */
  override cleanup(): void {
    super.cleanup();
    for (const m of this.mappings_?.values() ?? []) this.unshare(m);
  }

  mprotect(site: number, addr: number, len: I64, prot: number): number { void site; void prot; return this.mappedRange(addr, len); }
  msync(site: number, addr: number, len: I64, flags: number): number {
    void site; void flags;
    const r = this.mappedRange(addr, len);
    if (r === 0) for (const m of this.mappings_!.values()) if (m.shared) m.shared.node.sync();
    return r;
  }
  madvise(site: number, addr: number, len: I64, advice: number): number { void site; void advice; return this.mappedRange(addr, len); }
  posix_madvise(site: number, addr: number, len: I64, advice: number): number { void site; void len; void advice; return addr % PAGE === 0 ? 0 : EINVAL; }
  mlock(site: number, addr: number, len: I64): number { void site; void addr; void len; return 0; }
  munlock(site: number, addr: number, len: I64): number { void site; void addr; void len; return 0; }
  mlockall(site: number, flags: number): number { void site; void flags; return 0; }
  munlockall(site: number): number { void site; return 0; }

  /** 0 for a page-aligned range inside a live mapping; else -1 with Linux's errno (ENOMEM: not mapped). */
  private mappedRange(addr: number, len: I64): number {
    if (addr % PAGE !== 0) { this.setErrno(EINVAL); return -1; }
    for (const [start, m] of this.mappings_ ?? []) if (addr >= start && addr + Number(len) <= start + Math.ceil(m.len / PAGE) * PAGE) return 0;
    this.setErrno(ENOMEM);
    return -1;
  }
}
