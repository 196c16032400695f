/**
 * The shared-memory segments of MPI_Win_allocate_shared. Each rank has its own simulated address
 * space, so a segment is mapped at the same address in every member's memory (a pointer from
 * MPI_Win_shared_query means the same thing in each) and every member holds a copy of its bytes.
 * The copies are kept coherent at MPI calls: when a member enters one, the bytes it stored into
 * its copy since its last call are written through to the other members' copies. MPICH's shared
 * windows are MPI_WIN_UNIFIED, where a store becomes visible to the other processes eventually
 * and is guaranteed to be after MPI_Win_sync plus a synchronization between the two (a barrier,
 * a message): both are MPI calls, so the writer's bytes have reached the reader by then.
 * A byte that the other member also changed since its own last call is a race (erroneous in
 * MPI): that member keeps its own value, which reaches the others at its next call.
 */
import type { Memory } from '../../runtime/memory';

export interface Segment {
  /** Where the segment is mapped, in every member's memory, and its length. */
  addr: number;
  size: number;
  /** The processes that map it. */
  procs: number[];
  /** Per member (same order): the bytes its copy held after its last MPI call. */
  synced: Uint8Array[];
}

export class SharedSegments {
  private segments: Segment[] = [];
  /** Per process: the segments it maps (most processes map none). */
  private byProc = new Map<number, Segment[]>();

  constructor(private mem: (k: number) => Memory) {}

  /** Whether any segment is mapped: the runtime skips write-through entirely otherwise. */
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
    const seg: Segment = { addr, size, procs, synced: procs.map(() => new Uint8Array(size)) };
    this.segments.push(seg);
    for (const k of procs) this.byProc.set(k, [...(this.byProc.get(k) ?? []), seg]);
    return seg;
  }

  /** MPI_Win_free: the member's mapping goes (a later access is a use after free, as after munmap). */
  unmap(seg: Segment, proc: number): void {
    this.publish(proc);
    const i = seg.procs.indexOf(proc);
    if (i < 0) return;
    this.mem(proc).free(seg.addr);
    const mine = (this.byProc.get(proc) ?? []).filter((s) => s !== seg);
    if (mine.length) this.byProc.set(proc, mine); else this.byProc.delete(proc);
    seg.procs = seg.procs.filter((_, k) => k !== i);
    seg.synced = seg.synced.filter((_, k) => k !== i);
    if (seg.procs.length === 0) this.segments = this.segments.filter((s) => s !== seg);
  }

  /** Writes the stores `proc` made to its copies through to the other members' copies. */
  publish(proc: number): void {
    const mine = this.byProc.get(proc);
    if (!mine) return;
    for (const seg of mine) {
      const me = seg.procs.indexOf(proc);
      const copy = this.mem(proc).U8.subarray(seg.addr, seg.addr + seg.size);
      const last = seg.synced[me];
      if (Buffer.compare(copy, last) === 0) continue;
      const others = seg.procs.map((k, j) => (j === me ? undefined : { copy: this.mem(k).U8, synced: seg.synced[j] }));
      for (let i = 0; i < seg.size; i++) {
        const v = copy[i];
        if (v === last[i]) continue;
        last[i] = v;
        for (const o of others) {
          if (!o || o.copy[seg.addr + i] !== o.synced[i]) continue;
          o.copy[seg.addr + i] = v;
          o.synced[i] = v;
        }
      }
    }
  }
}

const alignUp = (n: number, a: number): number => Math.ceil(n / a) * a;
