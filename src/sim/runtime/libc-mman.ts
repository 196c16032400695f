/**
 * <sys/mman.h> as a program uses it on Linux: anonymous mappings (zeroed pages, as big buffers
 * are often taken) and mappings of a file (its bytes copied in at the offset), page-aligned
 * blocks of the rank's heap that munmap releases. Memory has no page protections here: mprotect
 * and madvise succeed on a mapped range (ENOMEM elsewhere, as Linux answers for unmapped pages)
 * and change nothing; mlock succeeds.
 *
 * A mapping of a file is one view of the file's bytes as Linux's page cache makes it, whichever
 * processes map it (./files/mapped.ts): a MAP_SHARED mapping's stores are the file's bytes and
 * the other mappings' before any other process runs or the file is read, written or resized, and
 * a MAP_PRIVATE mapping sees the file change in the pages it has not written. shm_open's objects
 * are files of the run's in-memory /dev/shm (./files/vfs.ts).
 */
import { ControlLibc } from './libc-fcntl';
import { DeviceNode, FileNode, SHM_DIR } from './files/vfs';
import { FileView, PAGE, realias, type ViewOwner } from './files/mapped';
import { EACCES, EBADF, EFAULT, EINVAL, ENODEV, ENOMEM } from './libc/errno';
import type { I64 } from './int64';
import type { VarArgs } from './memoryAccess';

const PROT_WRITE = 2;
const MREMAP_MAYMOVE = 1, MREMAP_FIXED = 2, MREMAP_DONTUNMAP = 4;
const MAP_SHARED = 1, MAP_PRIVATE = 2, MAP_FIXED = 0x10, MAP_ANONYMOUS = 0x20;
/** (void *)-1 as a 32-bit address of the simulated process. */
const MAP_FAILED = 0xffffffff;
/** glibc's limit on a shm_open name (NAME_MAX, the terminating NUL included). */
const NAME_MAX = 255;

/** A live mapping: its length and, for a mapping of a file, its view of the file's bytes. */
interface Mapping { len: number; view?: FileView }

export class MappedLibc extends ControlLibc {
  /** Live mappings by start address. */
  private mappings_?: Map<number, Mapping>;
  private get mappings(): Map<number, Mapping> { return (this.mappings_ ??= new Map()); }
  private owner_?: ViewOwner;
  private get owner(): ViewOwner { return (this.owner_ ??= { memory: () => this.m, now: () => this.now(), inMpi: () => this.h.inMpi?.() ?? false }); }

  private mapFail(errno: number): number { this.setErrno(errno); return MAP_FAILED; }

  // A mapping's view is in its file's list, which is the Vfs's (a change of the files): a world
  // rebuilt to the same interaction made the same mappings, so the snapshot keeps the live views.
  override save(): unknown { return { files: super.save(), mappings: this.mappings_ && new Map(this.mappings_) }; }
  override restore(saved: unknown): void {
    const st = saved as { files: unknown; mappings?: Map<number, Mapping> };
    super.restore(st.files);
    const live = new Map([...this.mappings_ ?? []].filter(([, m]) => m.view));
    this.mappings_ = st.mappings && new Map([...st.mappings].map(([a, m]) => [a, live.get(a) ?? m]));
    // The memory restored with the rank holds stores its views were not told of.
    this.touchedMappings();
  }
  /** The process's memory changed by other means than its stores (see FileView.touched). */
  touchedMappings(): void {
    for (const m of this.mappings_?.values() ?? []) m.view?.touched();
    for (const v of this.attached ?? []) v.touched();
  }

  /**
   * Views that MPI maps into the process and unmaps (MPI_Win_allocate_shared's segment, mapped
   * at `addr` already: ../mpi/core/shm.ts), published as the process's own mappings are. Their
   * life is the MPI layer's, which a restored snapshot shares (same interaction count), so
   * save() leaves them out.
   */
  private attached?: FileView[];
  attachShared(node: FileNode, len: number, addr: number): FileView {
    node.owner ??= this.vfs;
    const v = new FileView(node, 0, len, true, true, this.owner, addr);
    (node.mapped ??= []).push(v);
    (this.attached ??= []).push(v);
    return v;
  }
  detachShared(v: FileView): void {
    this.unmapView({ len: v.len, view: v });
    this.attached = this.attached?.filter((x) => x !== v);
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
    if (!anonymous && (!d || !d.read)) return this.mapFail(this.unseekable(fd) ? ENODEV : d ? EACCES : EBADF);
    if (!anonymous && !(d!.node instanceof FileNode)) return this.mapFail(ENODEV);
    // /dev/zero is anonymous memory of its own, shared or not, as on Linux.
    const file = d && !(d.node instanceof DeviceNode) ? d.node as FileNode : undefined;
    const writable = (prot & PROT_WRITE) !== 0, shared = kind === MAP_SHARED;
    if (file && shared && writable && !d!.write) return this.mapFail(EACCES);
    const pages = Math.ceil(n / PAGE) * PAGE;
    const p = this.m.alignedMalloc(PAGE, pages);
    if (!p) return this.mapFail(ENOMEM);
    this.m.fill(p, 0, pages, site);
    const m: Mapping = { len: n };
    if (file) {
      // The other mappings' pending stores first: the new view shows the file as it stands.
      file.sync();
      m.view = new FileView(file, offset, pages, shared, writable, this.owner, p);
      (file.mapped ??= []).push(m.view);
      realias(file.mapped);
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
      this.unmapView(m);
      this.mappings_!.delete(addr);
      this.m.free(addr, site, true);
    }
    return 0;
  }
  /**
   * mremap(2) of an anonymous mapping: shrinking keeps the address (the pages past the new end
   * stay the block's, unused); growing needs MREMAP_MAYMOVE (the simulated layout has no room
   * after a block, an answer Linux gives too: ENOMEM) and moves the bytes to a new block, zeroed
   * past the old end. MREMAP_FIXED and MREMAP_DONTUNMAP name addresses the layout cannot
   * promise (EINVAL, as mmap's MAP_FIXED here); a mapping of a file does not move (ENOMEM).
   */
  mremap(site: number, addr: number, oldLen: I64, newLen: I64, flags: number, va: VarArgs): number {
    void va;
    const oldN = Number(oldLen), n = Number(newLen);
    if (addr % PAGE !== 0 || (flags & ~(MREMAP_MAYMOVE | MREMAP_FIXED | MREMAP_DONTUNMAP)) || !(n > 0)) return this.mapFail(EINVAL);
    if (flags & (MREMAP_FIXED | MREMAP_DONTUNMAP)) return this.mapFail(EINVAL);
    const m = this.mappings_?.get(addr);
    if (!m) return this.mapFail(EFAULT);
    const have = Math.ceil(m.len / PAGE) * PAGE, want = Math.ceil(n / PAGE) * PAGE;
    if (want <= have) { m.len = n; return addr; }
    if (!(flags & MREMAP_MAYMOVE) || m.view) return this.mapFail(ENOMEM);
    const p = this.m.alignedMalloc(PAGE, want);
    if (!p) return this.mapFail(ENOMEM);
    const keep = Math.min(have, Math.ceil(Math.max(oldN, 0) / PAGE) * PAGE || have);
    this.m.copy(p, addr, keep, site);
    this.m.fill(p + keep, 0, want - keep, site);
    this.mappings_!.delete(addr);
    this.m.free(addr, site, true);
    this.mappings.set(p, { len: n });
    return p;
  }
  /** A mapping's last stores reach the file, and its view leaves the file's list. */
  private unmapView(m: Mapping): void {
    const v = m.view;
    if (!v) return;
    v.flush();
    v.close();
    v.node.mapped = v.node.mapped!.filter((x) => x !== v);
    realias(v.node.mapped);
    if (!v.node.mapped.length) v.node.mapped = undefined;
    v.node.owner?.changed();
  }
  /**
   * The process's stores into its shared mappings reach the files and the other mappings: the
   * world calls it whenever the process stops running (see ./files/mapped.ts). A file mapped only
   * once is left alone: nobody sees its bytes but through a read, a write or a new mapping of it,
   * which flush first (a big mapping a single process works in costs nothing per run).
   */
  publishMappings(): void {
    if (this.mappings_?.size) for (const m of this.mappings_.values()) if ((m.view?.node.mapped?.length ?? 0) > 1) m.view!.flush();
    for (const v of this.attached ?? []) v.flush();
  }
  /** At exit the process's mappings go, as munmap's (a crash leaves them to the run's end: Vfs.commit). */
  override cleanup(): void {
    super.cleanup();
    for (const m of this.mappings_?.values() ?? []) this.unmapView(m);
    this.mappings_ = undefined;
  }

  /** shm_open(3): glibc's open of the name under /dev/shm (one leading '/' or more, no other). */
  shm_open(site: number, name: number, oflag: number, mode: number): number {
    void mode;
    const path = this.shmPath(site, name);
    return path === undefined ? -1 : this.openAt(site, path, oflag);
  }
  shm_unlink(site: number, name: number): number {
    const path = this.shmPath(site, name);
    return path === undefined ? -1 : this.change(site, path, (v, p) => v.unlink(p));
  }
  private shmPath(site: number, name: number): string | undefined {
    const s = this.str(name, site).replace(/^\/+/, '');
    if (s !== '' && s.length + 1 < NAME_MAX && !s.includes('/')) return `${SHM_DIR}/${s}`;
    this.setErrno(EINVAL);
    return undefined;
  }

  mprotect(site: number, addr: number, len: I64, prot: number): number { void site; void prot; return this.mappedRange(addr, len); }
  msync(site: number, addr: number, len: I64, flags: number): number {
    void site; void flags;
    const r = this.mappedRange(addr, len);
    if (r === 0) this.publishMappings();
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
