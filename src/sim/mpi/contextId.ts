/**
 * MPICH's context IDs: the bit layout of each supported MPICH generation, the per-process
 * context-ID mask, and the local steps of MPIR_Get_contextid_sparse_group (copy the mask for
 * the BAND allreduce, then locate and allocate the agreed bit). The allreduce itself runs as
 * real simulated traffic in the MPI library's C code. Source: reference/mpich-internals.md §1-§3.
 */

export type LayoutName = 'mpich' | 'mpich-ch3' | 'mpich2';

export interface ContextIdLayout {
  name: LayoutName;
  /** Bits 0..suffixBits-1: the context type (pt2pt 0, coll 1; MPICH2 also file 2, win 3). */
  suffixBits: number;
  /** SUBCOMM field (2 bits at shift 1) and IS_LOCALCOMM bit (3); absent in MPICH2. */
  subcommShift?: number;
  localcommBit?: number;
  prefixShift: number;
  prefixWidth: number;
  /** DYNAMIC_PROC bit (15); MPICH2 reserved bit 15 only later. */
  dynamicBit?: number;
  maskWords: number;
  /** Initial value of mask word 0 (bits of the predefined communicators cleared). */
  word0: number;
  /** MPIR_CVAR_CTXID_EAGER_SIZE: words tried first without owning the whole mask. */
  eagerWords: number;
  /** Prefixes of the predefined communicators. */
  predefined: { world: number; self: number; icommWorld?: number };
  description: string;
}

export const LAYOUTS: Record<LayoutName, ContextIdLayout> = {
  mpich: {
    name: 'mpich', suffixBits: 1, subcommShift: 1, localcommBit: 3, prefixShift: 4, prefixWidth: 11, dynamicBit: 15,
    maskWords: 64, word0: 0xfffffffc, eagerWords: 2, predefined: { world: 0, self: 1 },
    description: 'current MPICH (ch4, and every device since 5.0): 16 bits = dynamic | 11-bit prefix | local-comm | 2-bit subcomm | suffix',
  },
  'mpich-ch3': {
    name: 'mpich-ch3', suffixBits: 1, subcommShift: 1, localcommBit: 3, prefixShift: 4, prefixWidth: 11, dynamicBit: 15,
    maskWords: 64, word0: 0xfffffff8, eagerWords: 2, predefined: { world: 0, self: 1, icommWorld: 2 },
    description: 'MPICH ch3 up to 4.3: as current MPICH, with ICOMM_WORLD (prefix 2, ctx 32) reserved',
  },
  mpich2: {
    name: 'mpich2', suffixBits: 2, prefixShift: 2, prefixWidth: 13, maskWords: 256, word0: 0xfffffff8, eagerWords: 0,
    predefined: { world: 0, self: 1, icommWorld: 2 },
    description: 'MPICH2 <= 1.0 (the legacy layout): 2-bit suffix, 5-bit bit index, word index; 256 mask words',
  },
};

export const SUBCOMM = { parent: 0, intranode: 1, internode: 2, multileads: 3 } as const;
const SUBCOMM_NAMES = ['parent', 'intranode', 'internode', 'multileads/merge-temp'];

export function isLayoutName(s: string): s is LayoutName {
  return s in LAYOUTS;
}

/** The ID whose prefix is `p` (all other fields zero). */
export function idFromPrefix(l: ContextIdLayout, p: number): number {
  return p << l.prefixShift;
}

export function prefixOf(l: ContextIdLayout, id: number): number {
  return (id >>> l.prefixShift) & ((1 << l.prefixWidth) - 1);
}

export interface DecodedContextId {
  value: number;
  hex: string;
  layout: LayoutName;
  dynamic: boolean;
  prefix: number;
  maskWord: number;
  maskBit: number;
  isLocalComm: boolean;
  subcomm: number;
  subcommName: string;
  suffix: number;
  suffixName: string;
  /** What this ID is, in a phrase: "MPI_COMM_WORLD's collective context", ... */
  summary: string;
}

export function hex16(v: number): string {
  return '0x' + (v >>> 0).toString(16).padStart(4, '0');
}

/** MPICH's dump_context_id, field by field. */
export function decodeContextId(l: ContextIdLayout, id: number): DecodedContextId {
  const suffix = id & ((1 << l.suffixBits) - 1);
  const prefix = prefixOf(l, id);
  const dynamic = l.dynamicBit !== undefined && ((id >>> l.dynamicBit) & 1) === 1;
  const isLocalComm = l.localcommBit !== undefined && ((id >>> l.localcommBit) & 1) === 1;
  const subcomm = l.subcommShift !== undefined ? (id >>> l.subcommShift) & 3 : 0;
  const suffixName = l.suffixBits === 1 ? (suffix ? 'coll' : 'pt2pt') : ['pt2pt', 'coll', 'file', 'win'][suffix];
  const maskWord = prefix >>> 5, maskBit = prefix & 31;
  const parts: string[] = [];
  if (dynamic) parts.push('dynamic-process context (not from the mask)');
  else if (prefix === l.predefined.world) parts.push('MPI_COMM_WORLD');
  else if (prefix === l.predefined.self) parts.push('MPI_COMM_SELF');
  else if (prefix === l.predefined.icommWorld) parts.push('ICOMM_WORLD (internal)');
  else parts.push(`mask word ${maskWord}, bit ${maskBit}`);
  if (isLocalComm) parts.push('local_comm of an intercommunicator');
  if (subcomm) parts.push(`${SUBCOMM_NAMES[subcomm]} sub-communicator`);
  parts.push(`${suffixName} traffic`);
  return {
    value: id, hex: hex16(id), layout: l.name, dynamic, prefix, maskWord, maskBit, isLocalComm, subcomm,
    subcommName: SUBCOMM_NAMES[subcomm], suffix, suffixName, summary: parts.join(', '),
  };
}

/** Builds an ID from fields (the "Encode Context ID" command). */
export function encodeContextId(l: ContextIdLayout, f: { prefix: number; suffix?: number; subcomm?: number; isLocalComm?: boolean; dynamic?: boolean }): number {
  let id = (f.prefix & ((1 << l.prefixWidth) - 1)) << l.prefixShift;
  id |= (f.suffix ?? 0) & ((1 << l.suffixBits) - 1);
  if (l.subcommShift !== undefined) id |= ((f.subcomm ?? 0) & 3) << l.subcommShift;
  if (l.localcommBit !== undefined && f.isLocalComm) id |= 1 << l.localcommBit;
  if (l.dynamicBit !== undefined && f.dynamic) id |= 1 << l.dynamicBit;
  return id;
}

/** The ID of a derived sub-communicator (node_comm = +2, node_roots = +4, merge temp = 6). */
export function derivedId(l: ContextIdLayout, parent: number, subcomm: number): number {
  if (l.subcommShift === undefined) return parent + subcomm * 2; // MPICH2 had no field: same offsets
  return (parent & ~(3 << l.subcommShift)) | (subcomm << l.subcommShift);
}

export function localCommId(l: ContextIdLayout, recvContextId: number): number {
  if (l.localcommBit === undefined) return recvContextId + 2; // MPICH2: INTER_COLLA slot (our choice; see README)
  return recvContextId | (1 << l.localcommBit);
}

export interface AllocationRecord {
  /** 'allocate' from the mask, or 'free' back to it. */
  op: 'allocate' | 'free';
  id: number;
  call: string;
  comm?: number;
  iteration?: number;
  seq: number;
}

/**
 * One pending allocation (contextid.c's struct gcn_state): whether it is still in its eager
 * round, what it owns for the round under way, and its key in next_gcn.
 */
interface GcnState { parent: number; tag: number; ignoreId: boolean; firstIter: boolean; ownEagerMask: boolean; ownMask: boolean; iteration: number }

/**
 * One process's context-ID mask and allocation state (contextid.c's file statics). Allocations
 * of one process can be pending together (MPI_Comm_idup's coroutines, threads, a blocking
 * allocation while idups progress), so a round contributes only what the allocation owns, as
 * MPICH's eager_in_use/mask_in_use and next_gcn decide: two allocations banding the same words
 * would agree on the same bit.
 */
export class ContextMask {
  readonly words: Uint32Array;
  history: AllocationRecord[] = [];
  private seq = 0;
  private eagerInUse = false;
  private maskInUse = false;
  /** next_gcn: allocations past their eager round, by parent context ID then tag (add_gcn_to_list). */
  private nextGcn: GcnState[] = [];
  /** The pending allocations by the handle the C side holds (made at a process's first allocation). */
  private pending_?: Map<number, GcnState>;
  private get pending(): Map<number, GcnState> { return (this.pending_ ??= new Map()); }
  private nextHandle = 1;

  constructor(readonly layout: ContextIdLayout) {
    this.words = new Uint32Array(layout.maskWords).fill(0xffffffff);
    this.words[0] = layout.word0;
  }

  /**
   * A new allocation over a communicator of context ID `parent` with key `tag`; its handle for
   * the calls below. Without eager words (the MPICH2 layout) there is no eager round: the
   * allocation queues at once. An ignore_id one never needs to win the mask, so never queues.
   */
  begin(parent: number, tag: number, ignoreId: boolean): number {
    const st: GcnState = { parent, tag, ignoreId, firstIter: this.layout.eagerWords > 0, ownEagerMask: false, ownMask: false, iteration: 0 };
    if (!st.firstIter && !ignoreId) this.addToList(st);
    const h = this.nextHandle++;
    this.pending.set(h, st);
    return h;
  }

  /** The allocation ended (found an ID or failed, fn_fail): what it owns is released, it leaves next_gcn. */
  end(h: number): void {
    const st = this.pending.get(h);
    if (!st) return;
    if (st.ownEagerMask) this.eagerInUse = false;
    if (st.ownMask) this.maskInUse = false;
    this.removeFromList(st);
    this.pending.delete(h);
  }

  /**
   * gcn_copy_mask: the words allocation `h` contributes to its next round of the BAND allreduce,
   * plus the ALL_OWN_MASK_FLAG word at the end (1 when it owns the safe words, or ignores the ID).
   */
  contribution(h: number): Uint32Array {
    const n = this.layout.maskWords;
    const out = new Uint32Array(n + 1);
    const st = this.state(h);
    if (st.ignoreId) { out.fill(0xffffffff, 0, n); out[n] = 1; return out; }
    const eager = this.layout.eagerWords;
    if (st.firstIter) {
      if (!this.eagerInUse) {
        out.set(this.words.subarray(0, eager), 0);
        this.eagerInUse = st.ownEagerMask = true;
      }
    } else if (!this.maskInUse && this.nextGcn[0] === st) {
      out.set(this.words.subarray(eager), eager);
      this.maskInUse = st.ownMask = true;
      out[n] = 1;
    }
    return out;
  }

  /**
   * After the round's allreduce (`banded`): the ID found (its bit cleared here when this
   * allocation owned the words it came from), 0 to go round again, -1 when exhausted (every
   * participant owned the safe words and no bit was free).
   */
  allocateFrom(h: number, banded: Uint32Array, call: string): number {
    const n = this.layout.maskWords;
    const st = this.state(h);
    let id = 0;
    if (st.ignoreId) id = this.locate(banded);
    else if (st.ownEagerMask || st.ownMask) {
      id = this.locate(banded);
      if (id > 0) this.allocate(id, call, st.iteration);
      if (st.ownEagerMask) { st.ownEagerMask = false; this.eagerInUse = false; }
      if (st.ownMask) { st.ownMask = false; this.maskInUse = false; if (id > 0) this.removeFromList(st); }
    }
    st.iteration++;
    if (id === 0 && banded[n] === 1) return -1;
    if (st.firstIter) {
      st.firstIter = false;
      // Queued only after its eager round, so that no allocation waits on one not all members started.
      if (id === 0 && !st.ignoreId) this.addToList(st);
    }
    return id;
  }

  private state(h: number): GcnState {
    const st = this.pending.get(h);
    if (!st) throw new Error(`mpisim internal error: no pending context id allocation ${h}`);
    return st;
  }

  /** add_gcn_to_list: after every allocation of a lower parent context ID, or the same one and a lower or equal tag. */
  private addToList(st: GcnState): void {
    const q = this.nextGcn;
    let i = 0;
    while (i < q.length && (q[i].parent < st.parent || (q[i].parent === st.parent && q[i].tag <= st.tag))) i++;
    q.splice(i, 0, st);
  }

  private removeFromList(st: GcnState): void {
    const i = this.nextGcn.indexOf(st);
    if (i >= 0) this.nextGcn.splice(i, 1);
  }

  /** locate_context_bit: highest set bit of the lowest nonzero word; 0 means none. */
  locate(banded: Uint32Array): number {
    for (let i = 0; i < this.layout.maskWords; i++) {
      const w = banded[i];
      if (w !== 0) return idFromPrefix(this.layout, 32 * i + (31 - Math.clz32(w)));
    }
    return 0;
  }

  allocate(id: number, call: string, iteration: number): void {
    const p = prefixOf(this.layout, id);
    const idx = p >>> 5, bit = p & 31;
    if (!(this.words[idx] & (1 << bit))) throw new Error(`mpisim internal error: context id ${id} is not free`);
    this.words[idx] &= ~(1 << bit);
    this.history.push({ op: 'allocate', id, call, iteration, seq: this.seq++ });
  }

  /** MPIR_Free_contextid: derived IDs (dynamic, local-comm, sub-comm) never touch the mask. */
  free(id: number, call: string): 'freed' | 'derived' | 'double-free' {
    const l = this.layout;
    if (l.dynamicBit !== undefined && (id >>> l.dynamicBit) & 1) return 'derived';
    if (l.localcommBit !== undefined && (id >>> l.localcommBit) & 1) return 'derived';
    if (l.subcommShift !== undefined && ((id >>> l.subcommShift) & 3) !== 0) return 'derived';
    const p = prefixOf(l, id);
    const idx = p >>> 5, bit = p & 31;
    if (this.words[idx] & (1 << bit)) return 'double-free';
    this.words[idx] |= 1 << bit;
    this.history.push({ op: 'free', id, call, seq: this.seq++ });
    return 'freed';
  }

  freeCount(): number {
    let n = 0;
    for (const w of this.words) n += popcount(w);
    return n;
  }

  /** Total IDs the mask can hand out (excluding the reserved predefined ones). */
  capacity(): number {
    return this.layout.maskWords * 32 - popcount(~this.layout.word0 >>> 0);
  }

  /** The mask as MPICH prints it (MPIR_ContextMaskToStr): hex words, word 0 first. */
  toHex(): string[] {
    return [...this.words].map((w) => w.toString(16).padStart(8, '0'));
  }

  isFree(id: number): boolean {
    const p = prefixOf(this.layout, id);
    return (this.words[p >>> 5] & (1 << (p & 31))) !== 0;
  }

  snapshot(): { words: number[]; history: AllocationRecord[]; seq: number } {
    return { words: [...this.words], history: [...this.history], seq: this.seq };
  }
  restore(s: { words: number[]; history: AllocationRecord[]; seq: number }): void {
    this.words.set(s.words);
    this.history = [...s.history];
    this.seq = s.seq;
  }
}

function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
