/**
 * The shared-memory segments of MPI_Win_allocate_shared. MPICH maps one segment (a file of
 * /dev/shm, unlinked) into every process of the node, so a store by one is a store into the
 * others' memory: MPICH's shared windows are MPI_WIN_UNIFIED, and a program may spin on a flag
 * another rank sets by a plain store (with MPI_Win_sync or a memory barrier for the order).
 *
 * Each rank has its own simulated address space, so the segment is mapped at the same address
 * in every member's memory (a pointer from MPI_Win_shared_query means the same thing in each),
 * and each member's bytes are a view of one unlinked file's (../../runtime/files/mapped.ts), as
 * a MAP_SHARED mapping is: only one process runs at a time, and a process's stores reach the
 * others whenever it stops running (the world publishes its mappings then, at the end of every
 * slice of the schedule), when it enters an MPI call, and when MPI writes into its segment (a
 * put, an accumulate). What each rank reads is then what it reads on Linux for the same
 * interleaving of the ranks' statements, which the scheduler makes deterministic. A store that
 * reaches another process is a change the world counts as an interaction (the file's owner is
 * the world's files), so no snapshot is restored past it (../../checkpoint.ts); a restored rank
 * compares its whole view at the next flush (FileView.touched). A byte that two members changed
 * between two flushes is a race (erroneous in MPI): each keeps its own value until its flush.
 */
import type { Memory } from '../../runtime/memory';
import type { MappedLibc } from '../../runtime/libc-mman';
import { FileNode } from '../../runtime/files/vfs';
import type { FileView } from '../../runtime/files/mapped';

/** What the segments need of a process: its memory and its C library (which publishes its mappings). */
export interface SegmentHost { m: Memory; lib: unknown }

export interface Segment {
  /** Where the segment is mapped, in every member's memory, and its length. */
  addr: number;
  size: number;
  /** The processes that map it, and their views of its bytes (same order). */
  procs: number[];
  views: FileView[];
}

export class SharedSegments {
  private segments: Segment[] = [];

  constructor(private proc: (k: number) => SegmentHost) {}
  private mem(k: number): Memory { return this.proc(k).m; }
  private lib(k: number): MappedLibc { return this.proc(k).lib as MappedLibc; }

  /** Whether any segment is mapped: the runtime skips publishing entirely otherwise. */
  get active(): boolean { return this.segments.length > 0; }

  /**
   * Maps `size` bytes at one address above every member's heap break (all members are inside
   * the creating call, so none allocates in between); undefined when a member has no room.
   */
  map(procs: number[], size: number): Segment | undefined {
    const addr = Math.max(...procs.map((k) => alignUp(this.mem(k).brk, 4096)));
    const mapped = procs.filter((k) => this.mem(k).mapAt(addr, size));
    if (mapped.length < procs.length) {
      for (const k of mapped) this.mem(k).free(addr);
      return undefined;
    }
    const node = new FileNode(-1, new Uint8Array(size), 0);
    // The view covers the bytes mapAt made live (whole granules).
    const len = alignUp(Math.max(size, 1), 8);
    const seg: Segment = { addr, size, procs, views: procs.map((k) => this.lib(k).attachShared(node, len, addr)) };
    this.segments.push(seg);
    return seg;
  }

  /** MPI_Win_free: the member's mapping goes (a later access is a use after free, as after munmap). */
  unmap(seg: Segment, proc: number): void {
    const i = seg.procs.indexOf(proc);
    if (i < 0) return;
    this.lib(proc).detachShared(seg.views[i]);
    this.mem(proc).free(seg.addr);
    seg.procs = seg.procs.filter((_, k) => k !== i);
    seg.views = seg.views.filter((_, k) => k !== i);
    if (seg.procs.length === 0) this.segments = this.segments.filter((s) => s !== seg);
  }

  /** The stores `proc` made into its segments reach the other members' memory. */
  publish(proc: number): void { this.lib(proc).publishMappings(); }
}

const alignUp = (n: number, a: number): number => Math.ceil(n / a) * a;
