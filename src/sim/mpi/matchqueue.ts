/**
 * The posted and unexpected queues: FIFO, with removal anywhere, as MPICH's linked lists. A
 * sender that runs ahead leaves tens of thousands of messages unexpected (MPICH's pt2pt/pingping
 * with 4,095 messages per buffer): taking any entry costs O(1) (an array's shift() or splice()
 * would move all the others), and matching costs the entries it looks at, oldest first.
 *
 * Entries live in `items` from `head` on; a taken one leaves a hole, skipped by every walk, until
 * the holes are half the array and it is compacted (each entry moves O(1) times on average).
 * Slots are positions in `items`, valid until the next take.
 */
const HOLE: unique symbol = Symbol('taken');

/**
 * An entry names the queue holding it, for has() and for indexOf() of one not queued in O(1):
 * a Set of the members would allocate as it grows and shrinks with every message.
 */
export interface Queued { queuedIn?: object | undefined }

export class MatchQueue<T extends Queued> implements Iterable<T> {
  private items: Array<T | typeof HOLE> = [];
  private head = 0;
  /** One past the newest entry: slots from `end` on are free (an emptied queue keeps its array). */
  private end = 0;
  private holes = 0;

  get length(): number { return this.end - this.head - this.holes; }
  push(x: T): void { this.items[this.end++] = x; x.queuedIn = this; }
  has(x: T): boolean { return x.queuedIn === this; }

  /** The slot of the oldest entry `pred` accepts, or -1. */
  match(pred: (x: T) => boolean): number {
    const items = this.items;
    for (let k = this.head, end = this.end; k < end; k++) {
      const x = items[k];
      if (x !== HOLE && pred(x)) return k;
    }
    return -1;
  }
  /** match() with a predicate of the entry and one argument: no closure per call on the hot paths. */
  matchWith<A>(pred: (x: T, a: A) => boolean, a: A): number {
    const items = this.items;
    for (let k = this.head, end = this.end; k < end; k++) {
      const x = items[k];
      if (x !== HOLE && pred(x, a)) return k;
    }
    return -1;
  }
  /** Removes and returns the entry at `slot` (from match, or indexOf). */
  take(slot: number): T {
    const items = this.items;
    const x = items[slot] as T;
    x.queuedIn = undefined;
    items[slot] = HOLE;
    this.holes++;
    const end = this.end;
    while (this.head < end && items[this.head] === HOLE) { this.head++; this.holes--; }
    // Emptied: every slot is a hole, so a small array is reused as it is (truncating it would
    // free its store and the next push allocate one again: once per message of a ping-pong).
    if (this.head === end) { if (end > 64) this.items = []; this.head = 0; this.end = 0; this.holes = 0; }
    else if (this.head + this.holes >= 1024 && (this.head + this.holes) * 2 >= end) this.compact();
    return x;
  }
  private compact(): void {
    this.items = this.toArray();
    this.end = this.items.length;
    this.head = 0;
    this.holes = 0;
  }
  indexOf(x: T): number { return x.queuedIn === this ? this.match((y) => y === x) : -1; }
  /** Removes `x`; whether it was queued. */
  remove(x: T): boolean {
    const k = this.indexOf(x);
    if (k >= 0) this.take(k);
    return k >= 0;
  }
  /** Keeps the entries `keep` accepts, in order; returns how many were removed. */
  retain(keep: (x: T) => boolean): number {
    const before = this.length;
    const all = this.toArray();
    this.items = all.filter(keep);
    for (const x of all) x.queuedIn = undefined;
    for (const x of this.items as T[]) x.queuedIn = this;
    this.end = this.items.length;
    this.head = 0;
    this.holes = 0;
    return before - this.items.length;
  }
  find(pred: (x: T) => boolean): T | undefined {
    const k = this.match(pred);
    return k < 0 ? undefined : (this.items[k] as T);
  }
  map<U>(f: (x: T, k: number) => U): U[] { return this.toArray().map((x, k) => f(x, k)); }
  filter(pred: (x: T) => boolean): T[] { return this.toArray().filter(pred); }
  toArray(): T[] {
    const out: T[] = [];
    for (const x of this) out.push(x);
    return out;
  }
  *[Symbol.iterator](): Iterator<T> {
    const items = this.items;
    for (let k = this.head, end = this.end; k < end; k++) {
      const x = items[k];
      if (x !== HOLE) yield x;
    }
  }
}
