/**
 * Handles of one kind of MPICH object, as MPICH's handle allocator gives them out
 * (src/util/mpir_handlemem.h): a few direct handles (base + i), then indirect ones in blocks of
 * 1024 (indirect base | block << 12 | i); a freed object goes on top of the free list and is
 * the next one given out. Measured on MPICH 4.0.2 for requests (8 direct), groups (8) and
 * user-defined ops (16): see test/mpi/p2p_request_handles.c.
 */
const BLOCK = 1024;

export class HandlePool {
  /** Freed entries, the last freed on top. */
  private freed: number[] = [];
  /** Entries never given out start here. */
  private fresh = 0;
  constructor(private readonly directBase: number, private readonly direct: number, private readonly indirectBase: number) {}

  /** The handle the next take() returns. */
  peek(): number { return this.handle(this.freed.length ? this.freed[this.freed.length - 1] : this.fresh); }
  take(): number { return this.handle(this.freed.length ? this.freed.pop()! : this.fresh++); }
  /**
   * A handle of an entry MPICH has memory for (a direct one, or one of an indirect block already
   * allocated): MPIR_Handle_get_ptr finds an object there whether it is given out or not.
   */
  hasSlot(h: number): boolean {
    const k = this.index(h);
    return k >= 0 && (k < this.direct || k < this.direct + Math.ceil((this.fresh - this.direct) / BLOCK) * BLOCK);
  }
  /** Returns an object's entry (the caller knows it was taken and not given back yet). */
  give(h: number): void {
    const k = this.index(h);
    if (k >= 0) this.freed.push(k);
  }

  handle(k: number): number {
    if (k < this.direct) return (this.directBase + k) | 0;
    const i = k - this.direct;
    return (this.indirectBase | (Math.floor(i / BLOCK) << 12) | (i % BLOCK)) | 0;
  }
  /** The entry of a handle of this pool, or -1. */
  index(h: number): number {
    const u = h >>> 0;
    const kind = (u & 0xfc000000) >>> 0;
    if (kind === (this.directBase & 0xfc000000) >>> 0) { const i = u & 0x3ffffff; return i < this.direct ? i : -1; }
    if (kind === (this.indirectBase & 0xfc000000) >>> 0) {
      const obj = u & 0xfff;
      return obj < BLOCK ? this.direct + ((u >>> 12) & 0x3fff) * BLOCK + obj : -1;
    }
    return -1;
  }
}
