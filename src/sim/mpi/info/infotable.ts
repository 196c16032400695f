/**
 * The MPI_Info objects of one process as MPICH 4.0.2 keeps them: a linked list whose head and
 * every key/value node are objects of one handle pool (8 direct handles 0x9c000000 + i, then
 * indirect ones 0xdc000000 | block << 12 | index), freed objects reused last in, first out.
 * Programs see MPICH's handles (error stacks print them) because nodes take handles too.
 * Measured on MPICH 4.0.2: once no info object is left, the next one starts the pool afresh.
 */
const DIRECT = 8;
const BLOCK = 1024;

function handleOf(i: number): number {
  if (i < DIRECT) return (0x9c000000 + i) | 0;
  const k = i - DIRECT;
  return (0xdc000000 | (Math.floor(k / BLOCK) << 12) | (k % BLOCK)) | 0;
}

interface InfoObject {
  values: Map<string, string>;
  /** The handle of each key's node, in insertion order. */
  nodes: Map<string, number>;
}

/** MPI_INFO_ENV: MPICH's predefined info object, empty under mpiexec (measured). */
const INFO_ENV = 0x5c000001;

export class InfoTable {
  private next = 0;
  private freeList: number[] = [];
  private objects = new Map<number, InfoObject>();
  private env: InfoObject = { values: new Map(), nodes: new Map() };
  private obj(h: number): InfoObject | undefined { return (h | 0) === INFO_ENV ? this.env : this.objects.get(h | 0); }

  private alloc(): number { return this.freeList.pop() ?? handleOf(this.next++); }

  create(): number {
    const h = this.alloc();
    this.objects.set(h, { values: new Map(), nodes: new Map() });
    return h;
  }
  /** The key/value pairs of an info object, in MPICH's order (insertion); undefined for no object. */
  values(h: number): ReadonlyMap<string, string> | undefined { return this.obj(h)?.values; }
  set(h: number, key: string, value: string): void {
    const o = this.obj(h)!;
    if (!o.nodes.has(key)) o.nodes.set(key, this.alloc());
    o.values.set(key, value);
  }
  /** Whether the key was there. */
  delete(h: number, key: string): boolean {
    const o = this.obj(h)!;
    const node = o.nodes.get(key);
    if (node === undefined) return false;
    o.nodes.delete(key);
    o.values.delete(key);
    this.freeList.push(node);
    return true;
  }
  dup(h: number): number {
    const src = this.obj(h)!;
    const d = this.create();
    for (const [k, v] of src.values) this.set(d, k, v);
    return d;
  }
  /** MPIR_Info_free_impl: the head, then the nodes in order (the next objects come back last node first). */
  free(h: number): void {
    const o = this.objects.get(h | 0);
    if (!o) return;
    this.freeList.push(h | 0, ...o.nodes.values());
    this.objects.delete(h | 0);
    if (this.objects.size === 0) { this.next = 0; this.freeList = []; }
  }
}
