/**
 * A process's mapping of a file's bytes, kept as Linux's page cache keeps it: on Linux every
 * MAP_SHARED mapping of a file is a view of the same physical pages, so a store is seen at once
 * by every other mapping, by read() and by the file. A simulated process has an address space of
 * its own (one typed array), which cannot alias another's; but only one process runs at a time,
 * so it is enough that a process's stores reach the file and the other mappings before anyone
 * else runs or looks (`flush`: when its run ends, at read/write/ftruncate of the file, msync,
 * munmap and exit), and that they land in the other mappings then (`refresh`). What every
 * process reads is then what it reads on Linux for the same interleaving of the processes'
 * statements, which the scheduler makes deterministic: a rank spinning on a flag another rank
 * sets without any MPI call sees it once that rank has run.
 *
 * Each view keeps the bytes it held at its last flush or refresh (`synced`): a byte that differs
 * is this process's own store (or an MPI message or a debugger edit into its memory), which a
 * refresh keeps and the next flush publishes, so no order of flushes loses a store.
 *
 * A MAP_PRIVATE view shows the file's new bytes in the pages it has not written, as Linux's
 * copy-on-write does, and never publishes. Bytes past the file's end (the last page's tail) are
 * zeros at first and a store there stays the process's own, as it never reaches the file. A page
 * wholly past the file's end is no page of the file at all: Linux's fault handler answers an
 * access there with SIGBUS, and so does the view (`touch`), until the file grows over it.
 *
 * Two mappings of one file inside one process are the same pages on Linux too, seen at once
 * through either: a flush when the process stops running is too late there. Such a view is
 * `aliased`: every access to its pages is told to it first (Memory.watch), and it first brings
 * in the other mapping's pending stores (their flush); its own stores are noted then. What the
 * process reads through either address is what it last stored through either, in its order.
 */
import { CFault, hex, type Memory } from '../memory';

export const PAGE = 4096;

/** What a view needs of its file: ./vfs.ts's FileNode (named here so the two modules do not import each other). */
export interface MappedFile {
  data: Uint8Array;
  size: number;
  /** The live views of the file. */
  mapped?: FileView[];
  owner?: { changed(): void };
  /** Bytes at an offset, zeros past the end. */
  fill(off: number, out: Uint8Array): void;
  /** A view's flush stored bytes [from, to) of the file (see FileNode.stored). */
  stored(by: FileView, from: number, to: number, now: number): void;
}

/**
 * The process a view belongs to: its memory (whose typed arrays are replaced when it grows), its
 * clock (st_mtime), and whether MPI may still write its memory unchecked: inside an MPI call or
 * with a nonblocking collective going on, MPI checks a buffer when the operation starts and may
 * fill it later (a collective's steps, during other processes' turns).
 */
export interface ViewOwner { memory(): Memory; now(): number; inMpi(): boolean }

export class FileView {
  /** The view's bytes as of its last flush or refresh. */
  readonly synced: Uint8Array;
  /**
   * The pages (offsets in the view) the process wrote since the last flush, as its memory's
   * traps tell them (Memory.trap): a flush looks at those only, so a big mapping that a process
   * reads, or writes in a few places, costs little however often the processes take turns.
   * `stale`: every page may differ (its memory was restored from a snapshot, or edited). While
   * the process is inside MPI (ViewOwner.inMpi) the pages written stay untrapped and are compared
   * at every flush, as MPI may still write them without a check.
   */
  private dirty: number[] = [];
  private stale = false;
  /** Another mapping of the file in the same process publishes stores (see the top of the file). */
  private aliased = false;
  constructor(
    readonly node: MappedFile,
    /** The file offset the view starts at, and its length (whole pages). */
    readonly off: number,
    readonly len: number,
    readonly shared: boolean,
    readonly writable: boolean,
    private readonly owner: ViewOwner,
    /** Where the view is in the process's memory. */
    readonly addr: number,
  ) {
    this.synced = new Uint8Array(len);
    node.fill(off, this.synced);
    this.view().set(this.synced);
    const m = owner.memory();
    m.watch(addr, addr + len, (a, n, write, site) => this.touch(a, n, write, site));
    if (this.publishes) m.trap(addr, addr + len, (page) => this.dirty.push(page - addr));
    this.shade();
  }
  private view(): Uint8Array { return this.owner.memory().U8.subarray(this.addr, this.addr + this.len); }
  /** munmap: no more traps. */
  close(): void {
    const m = this.owner.memory();
    m.unwatch(this.addr);
    if (this.publishes) m.untrap(this.addr);
  }
  /** Where the file's pages end (its size rounded up to a page): a view's pages from there are past its end. */
  private get pagesEnd(): number { return Math.ceil(this.node.size / PAGE) * PAGE; }
  /**
   * Puts the view's pages [from, to) (offsets in the view, whole pages) under the watch that
   * fits each: past the file's end or aliased, every access is told (`touch`); else, for a view
   * that publishes, its first store is (a trap); else none.
   */
  shade(from = 0, to = this.len): void {
    const m = this.owner.memory(), end = this.pagesEnd - this.off;
    for (let p = from; p < to; p += PAGE) {
      const n = Math.min(PAGE, this.len - p);
      if (this.aliased || p >= end) m.watchPages(this.addr + p, n, true);
      else if (this.publishes) m.arm(this.addr + p, n);
      else m.watchPages(this.addr + p, n, false);
    }
  }
  /** Whether another mapping of the file in the process publishes stores; the pages' watch follows. */
  alias(on: boolean): void {
    if (on === this.aliased) return;
    this.aliased = on;
    this.shade();
  }
  /**
   * An access to watched pages of the view, before it is made: past the file's end it is a bus
   * error; else the other mappings' of the file in the process bring their pending stores in,
   * and a store is noted as this view's.
   */
  private touch(a: number, n: number, write: boolean, site: number): void {
    const lo = a - this.addr, hi = lo + n;
    if (this.off + hi > this.pagesEnd) {
      throw new CFault('bus error', `${write ? 'write' : 'read'} of ${n} bytes at address ${hex(a)}, in a page of a file mapping past the end of the file (${this.node.size} bytes)`, site);
    }
    if (!this.aliased) return;
    for (const v of this.node.mapped ?? []) if (v !== this && v.owner === this.owner) v.flush();
    if (!write || !this.publishes) return;
    for (let p = lo - (lo % PAGE); p < hi; p += PAGE) if (!this.dirty.includes(p)) this.dirty.push(p);
  }
  /** The process's memory changed by other means than its stores (a snapshot restored, a debugger edit). */
  touched(): void { this.stale = this.publishes; }
  sameProcess(v: FileView): boolean { return v.owner === this.owner; }
  /** Whether this view's stores reach the file. */
  get publishes(): boolean { return this.shared && this.writable; }

  /**
   * The process's stores since the last flush into the file's bytes (within its length), then
   * into the other mappings of the file: the pages written are compared with `synced` (memcmp,
   * then byte by byte where they differ) and trapped again.
   */
  flush(): void {
    if (!this.publishes || (!this.stale && !this.dirty.length)) return;
    const view = this.view(), synced = this.synced, len = this.len;
    const hold = this.owner.inMpi();
    const end = Math.max(0, Math.min(len, this.node.size - this.off));
    const data = this.node.data, off = this.off;
    let lo = len, hi = 0, any = false;
    const pages = this.stale ? Array.from({ length: Math.ceil(len / PAGE) }, (_, k) => k * PAGE) : this.dirty;
    for (const p of pages) {
      const q = Math.min(len, p + PAGE);
      if (!this.stale && !hold) this.shade(p, q);
      if (same(view, synced, p, q)) continue;
      any = true;
      for (let k = p; k < q; k++) {
        const v = view[k];
        if (v === synced[k]) continue;
        synced[k] = v;
        if (k >= end) continue;
        data[off + k] = v;
        if (k < lo) lo = k;
        if (k >= hi) hi = k + 1;
      }
    }
    if (!hold) {
      if (this.stale) this.shade();
      this.dirty = [];
      this.stale = false;
    }
    // A store past the file's end changed only this view (see above), which is still a change
    // of what a snapshot of the world must agree on.
    if (any) this.node.stored(this, lo < hi ? off + lo : -1, off + hi, this.owner.now());
  }

  /** The file's bytes [from, to) shown in the view wherever the process has no store of its own pending. */
  refresh(from: number, to: number): void {
    const a = Math.max(from, this.off) - this.off, b = Math.min(to, this.off + this.len) - this.off;
    if (a >= b) return;
    const view = this.view(), synced = this.synced;
    if (!this.shared) {
      // Copy-on-write: a page the process has written is its own from then on.
      for (let p = a - (a % PAGE); p < b; p += PAGE) {
        const q = Math.min(this.len, p + PAGE);
        if (!same(view, synced, p, q)) continue;
        this.node.fill(this.off + p, synced.subarray(p, q));
        view.set(synced.subarray(p, q), p);
      }
      return;
    }
    // Nothing of its own pending there (the usual case): two copies.
    if (same(view, synced, a, b)) {
      this.node.fill(this.off + a, synced.subarray(a, b));
      view.set(synced.subarray(a, b), a);
      return;
    }
    const data = this.node.data, size = this.node.size;
    for (let k = a; k < b; k++) {
      if (view[k] !== synced[k]) continue;
      const i = this.off + k;
      const v = i < size ? data[i] : 0;
      view[k] = v;
      synced[k] = v;
    }
  }
}

/**
 * After a mapping of a file came or went: each view is aliased when another mapping of the file
 * in the same process publishes stores (see the top of the file).
 */
export function realias(views: readonly FileView[]): void {
  for (const v of views) v.alias(views.some((w) => w !== v && w.publishes && w.sameProcess(v)));
}

const same = (x: Uint8Array, y: Uint8Array, a: number, b: number): boolean => Buffer.compare(x.subarray(a, b), y.subarray(a, b)) === 0;
