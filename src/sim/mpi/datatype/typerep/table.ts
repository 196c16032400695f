import { coreContig, coreVector, coreBlockIndexed, coreIndexed, coreStruct, coreResized } from './type_create';
import { forEachRun, isContig, leafCount, leavesOf, runsOf, sigOf } from './flatten';
import { basicTypeElements, getElementsRec, resolveBasic } from './get_elements';
import { BUILTIN_BY_INDEX, MPI_TYPES, PRE, basicSize, isBuiltinHandle, predefinedSize } from './predefined';
import { COMBINER_SHORT, Combiner, Contents, DatatypeError, Desc, INT_MAX, MPI_DATATYPE_NULL, MPI_ERR_ARG, MPI_ERR_COUNT, MPI_ERR_INTERN, MPI_ERR_OTHER, MPI_ERR_TYPE, MPI_MAX_OBJECT_NAME, MPI_ORDER_C, MPI_ORDER_FORTRAN, MPI_UNDEFINED, TypeMemory, fpe,  } from './typerep';

// ---------------------------------------------------------------------------------------------
// The per-process table

interface Entry {
  desc: Desc;
  ref: number;
  committed: boolean;
  name: string;
  /** handles the program holds (creation, MPI_Type_get_contents); 0 = freed by the program,
   *  the object living on while other types or requests reference it */
  userRefs: number;
}

export interface TypemapEntry {
  /** byte displacement from the buffer address */
  disp: number;
  /** predefined basic datatype handle */
  type: number;
}

export interface TypeInfo {
  handle: number;
  name: string;
  predefined: boolean;
  committed: boolean;
  refcount: number;
  freedByUser: boolean;
  combiner: number;
  size: number;
  lb: number;
  ub: number;
  extent: number;
  trueLb: number;
  trueExtent: number;
  description: string;
}

/**
 * What a freed type's pool slot holds until its handle is given out again: MPIR_Handle_obj_free
 * writes the free list's link over the object's size field only, so is_committed, the bounds and
 * the name stay as they were (MPICH's bindings and queries read them).
 */
interface FreedSlot { committed: boolean; desc: Desc; name: string }

interface Snapshot {
  entries: Array<[number, Entry]>;
  free: number[];
  freed: Array<[number, FreedSlot]>;
  cursor: number;
  names: Array<[number, string]>;
}

const DIRECT_PREALLOC = 8;
const INDIRECT_BLOCK = 1024;
const INDIRECT_BLOCKS = 8192;

function slotHandle(slot: number): number {
  if (slot < DIRECT_PREALLOC) return (0x8c000000 | slot) >>> 0;
  const k = slot - DIRECT_PREALLOC;
  return (0xcc000000 | (Math.floor(k / INDIRECT_BLOCK) << 12) | (k % INDIRECT_BLOCK)) >>> 0;
}

function fmtList(a: readonly number[], max = 8): string {
  if (a.length <= max) return `[${a.join(',')}]`;
  return `[${a.slice(0, max).join(',')},... (${a.length - max} more)]`;
}

export class DatatypeTable {
  private entries = new Map<number, Entry>();
  private freeList: number[] = [];
  /** The object each free handle last named, as its pool slot keeps it (`freedSlot`). */
  private freed = new Map<number, FreedSlot>();
  private cursor = 5; // direct objects 0..4 hold the pair types
  /** Predefined types renamed by MPI_Type_set_name, made at the first (a table per rank). */
  private names?: Map<number, string>;

  // --- handles and lookups ----------------------------------------------------------------

  private alloc(): number {
    const h = this.freeList.pop();
    if (h !== undefined) { this.freed.delete(h); return h; }
    if (this.cursor >= DIRECT_PREALLOC + INDIRECT_BLOCK * INDIRECT_BLOCKS) {
      throw new DatatypeError(MPI_ERR_OTHER, 'Out of memory');
    }
    return slotHandle(this.cursor++);
  }

  /** Releases one reference (MPIR_Datatype_ptr_release). */
  private releaseEntry(h: number): void {
    const e = this.entries.get(h);
    if (!e) return;
    e.ref--;
    if (e.ref > 0) return;
    const c = e.desc.contents;
    if (c) for (const t of c.types) if (!isBuiltinHandle(t) && !PRE.has(t)) this.releaseEntry(t);
    this.entries.delete(h);
    this.freeList.push(h);
    this.freed.set(h, { committed: e.committed, desc: e.desc, name: e.name });
  }

  private install(h: number, desc: Desc, committed = false): number {
    this.entries.set(h, { desc, ref: 1, committed, name: '', userRefs: 1 });
    const c = desc.contents;
    if (c) for (const t of c.types) this.addRefInternal(t);
    return h;
  }

  private addRefInternal(t: number): void {
    const e = this.entries.get(t);
    if (e) e.ref++;
  }

  private lookup(handle: number, nullDetail = 'Datatype for argument datatype is a null datatype'): Desc {
    const h = handle >>> 0;
    if (h === MPI_DATATYPE_NULL) throw new DatatypeError(MPI_ERR_TYPE, nullDetail);
    const p = PRE.get(h);
    if (p) return p.desc;
    const e = this.entries.get(h);
    if (e && e.userRefs > 0) return e.desc;
    throw new DatatypeError(MPI_ERR_TYPE, e ? `Invalid datatype (handle 0x${h.toString(16)} was freed)` : 'Invalid datatype');
  }

  private checkCount(n: number): void {
    if (!Number.isInteger(n) || n < 0) throw new DatatypeError(MPI_ERR_COUNT, `Negative count, value is ${n}`);
  }

  private label(h: number): string {
    h >>>= 0;
    const p = PRE.get(h);
    if (p) return p.name;
    const e = this.entries.get(h);
    if (e && e.name) return e.name;
    return `0x${h.toString(16)}`;
  }

  /** Is `handle` a valid datatype here (predefined or a live user type)? */
  isValid(handle: number): boolean {
    const h = handle >>> 0;
    if (PRE.has(h)) return true;
    const e = this.entries.get(h);
    return !!e && e.userRefs > 0;
  }

  /** Throws like MPICH when the type is null/invalid, or not committed (Send, Recv, Pack...). */
  checkCommitted(handle: number): void {
    const h = handle >>> 0;
    this.lookup(h);
    const e = this.entries.get(h);
    if (e && !e.committed) throw new DatatypeError(MPI_ERR_TYPE, 'Datatype has not been committed');
  }

  /** A freed type's handle not given out again: what MPICH's bindings read of its object (whether it was committed). */
  freedSlot(handle: number): Readonly<FreedSlot> | undefined {
    return this.freed.get(handle >>> 0);
  }
  /** A live type's description, else a freed one's from its slot (the queries MPICH answers from the stale object). */
  private lookupSlot(handle: number): Desc {
    return this.freed.get(handle >>> 0)?.desc ?? this.lookup(handle);
  }

  isCommitted(handle: number): boolean {
    const h = handle >>> 0;
    if (PRE.has(h)) return true;
    return this.entries.get(h)?.committed ?? false;
  }

  /** Adds a reference (a pending request using the type, as MPICH does). */
  addRef(handle: number): void {
    const h = handle >>> 0;
    if (PRE.has(h)) return;
    this.lookup(h);
    this.addRefInternal(h);
  }

  /** Drops a reference taken with addRef. */
  release(handle: number): void {
    const h = handle >>> 0;
    if (!PRE.has(h)) this.releaseEntry(h);
  }

  // --- constructors (MPI_Type_*) ----------------------------------------------------------

  private contents(combiner: number, ints: number[], aints: number[], types: number[]): Contents {
    return { combiner, ints, aints, types: types.map((t) => t >>> 0), typeDescs: types.map((t) => this.lookup(t)) };
  }
  contiguous(count: number, oldtype: number): number {
    this.checkCount(count);
    const old = this.lookup(oldtype);
    const text = `MPI_Type_contiguous(count=${count}, ${this.label(oldtype)})`;
    const c = this.contents(Combiner.CONTIGUOUS, [count], [], [oldtype]);
    return this.install(this.alloc(), coreContig(count, oldtype >>> 0, old, c, text));
  }

  vector(count: number, blocklength: number, stride: number, oldtype: number): number {
    this.checkCount(count);
    this.checkCount(blocklength);
    const old = this.lookup(oldtype);
    const text = `MPI_Type_vector(count=${count}, blocklength=${blocklength}, stride=${stride}, ${this.label(oldtype)})`;
    const c = this.contents(Combiner.VECTOR, [count, blocklength, stride], [], [oldtype]);
    return this.install(this.alloc(), coreVector(count, blocklength, stride, false, oldtype >>> 0, old, c, text));
  }

  /** MPI_Type_create_hvector (stride in bytes). */
  hvector(count: number, blocklength: number, strideBytes: number, oldtype: number): number {
    this.checkCount(count);
    this.checkCount(blocklength);
    const old = this.lookup(oldtype);
    const text = `MPI_Type_create_hvector(count=${count}, blocklength=${blocklength}, stride=${strideBytes} bytes, ${this.label(oldtype)})`;
    const c = this.contents(Combiner.HVECTOR, [count, blocklength], [strideBytes], [oldtype]);
    return this.install(this.alloc(), coreVector(count, blocklength, strideBytes, true, oldtype >>> 0, old, c, text));
  }

  /** MPI_Type_indexed (displacements in extents of oldtype). */
  indexed(count: number, blocklengths: number[], displacements: number[], oldtype: number): number {
    this.checkCount(count);
    blocklengths = blocklengths.slice(0, count);
    for (const b of blocklengths) this.checkCount(b);
    const old = this.lookup(oldtype);
    const n = count;
    const text = `MPI_Type_indexed(count=${n}, blocklengths=${fmtList(blocklengths)}, displacements=${fmtList(displacements)}, ${this.label(oldtype)})`;
    const c = this.contents(Combiner.INDEXED, [n, ...blocklengths, ...displacements.slice(0, n)], [], [oldtype]);
    return this.install(this.alloc(), coreIndexed(blocklengths, displacements.slice(0, n), false, oldtype >>> 0, old, c, text));
  }

  /** MPI_Type_create_hindexed (displacements in bytes). */
  hindexed(count: number, blocklengths: number[], displacements: number[], oldtype: number): number {
    this.checkCount(count);
    blocklengths = blocklengths.slice(0, count);
    for (const b of blocklengths) this.checkCount(b);
    const old = this.lookup(oldtype);
    const n = count;
    const text = `MPI_Type_create_hindexed(count=${n}, blocklengths=${fmtList(blocklengths)}, displacements=${fmtList(displacements)} bytes, ${this.label(oldtype)})`;
    const c = this.contents(Combiner.HINDEXED, [n, ...blocklengths], displacements.slice(0, n), [oldtype]);
    return this.install(this.alloc(), coreIndexed(blocklengths, displacements.slice(0, n), true, oldtype >>> 0, old, c, text));
  }

  /** MPI_Type_create_indexed_block. */
  indexedBlock(count: number, blocklength: number, displacements: number[], oldtype: number): number {
    this.checkCount(count);
    this.checkCount(blocklength);
    const old = this.lookup(oldtype);
    displacements = displacements.slice(0, count);
    const n = count;
    const text = `MPI_Type_create_indexed_block(count=${n}, blocklength=${blocklength}, displacements=${fmtList(displacements)}, ${this.label(oldtype)})`;
    const c = this.contents(Combiner.INDEXED_BLOCK, [n, blocklength, ...displacements], [], [oldtype]);
    return this.install(this.alloc(), coreBlockIndexed(blocklength, displacements, false, oldtype >>> 0, old, c, text));
  }

  /** MPI_Type_create_hindexed_block (displacements in bytes). */
  hindexedBlock(count: number, blocklength: number, displacements: number[], oldtype: number): number {
    this.checkCount(count);
    this.checkCount(blocklength);
    const old = this.lookup(oldtype);
    displacements = displacements.slice(0, count);
    const n = count;
    const text = `MPI_Type_create_hindexed_block(count=${n}, blocklength=${blocklength}, displacements=${fmtList(displacements)} bytes, ${this.label(oldtype)})`;
    const c = this.contents(Combiner.HINDEXED_BLOCK, [n, blocklength], [...displacements], [oldtype]);
    return this.install(this.alloc(), coreBlockIndexed(blocklength, displacements, true, oldtype >>> 0, old, c, text));
  }

  /** MPI_Type_create_struct (MPI_LB/MPI_UB members handled as MPICH 4 does). */
  createStruct(count: number, blocklengths: number[], displacements: number[], types: number[]): number {
    const n = count;
    this.checkCount(n);
    blocklengths = blocklengths.slice(0, n);
    for (const b of blocklengths) this.checkCount(b);
    // MPIR_Datatype_valid_ptr: a handle that names no datatype is a null pointer to MPICH.
    const olds = types.slice(0, n).map((t) => {
      try {
        return this.lookup(t, 'Null Datatype pointer');
      } catch (e) {
        if (e instanceof DatatypeError && e.detail === 'Invalid datatype') throw new DatatypeError(MPI_ERR_TYPE, 'Null Datatype pointer');
        throw e;
      }
    });
    const hs = types.slice(0, n).map((t) => t >>> 0);
    const ds = displacements.slice(0, n);
    const text = `MPI_Type_create_struct(count=${n}, blocklengths=${fmtList(blocklengths)}, displacements=${fmtList(ds)}, types=[${hs.map((t) => this.label(t)).join(', ')}])`;
    const c = this.contents(Combiner.STRUCT, [n, ...blocklengths], ds, hs);
    const LB = MPI_TYPES.MPI_LB, UB = MPI_TYPES.MPI_UB;
    if (!hs.some((t) => t === LB || t === UB)) {
      return this.install(this.alloc(), coreStruct(blocklengths, ds, hs, olds, c, text));
    }
    // MPIR_Type_struct, old API: struct of the real members, then resized to the markers.
    const keep = hs.map((t, i) => (t !== LB && t !== UB ? i : -1)).filter((i) => i >= 0);
    const tmpHandle = this.alloc();
    const tmp = coreStruct(keep.map((i) => blocklengths[i]), keep.map((i) => ds[i]), keep.map((i) => hs[i]), keep.map((i) => olds[i]), null, text);
    this.install(tmpHandle, tmp);
    let lb = tmp.lb, ub = tmp.lb + tmp.extent;
    for (let i = 0; i < n; i++) {
      if (hs[i] === LB) lb = ds[i];
      else if (hs[i] === UB) ub = ds[i];
    }
    const h = this.alloc();
    const d = coreResized(tmp, lb, ub - lb, c, text);
    this.releaseEntry(tmpHandle);
    return this.install(h, d);
  }

  /** MPI_Type_create_resized. */
  createResized(oldtype: number, lb: number, extent: number): number {
    const old = this.lookup(oldtype);
    const text = `MPI_Type_create_resized(${this.label(oldtype)}, lb=${lb}, extent=${extent})`;
    const c = this.contents(Combiner.RESIZED, [], [lb, extent], [oldtype]);
    return this.install(this.alloc(), coreResized(old, lb, extent, c, text));
  }

  /** MPI_Type_create_subarray, built as MPICH does (vector/hvector, hindexed_block, resized). */
  createSubarray(ndims: number, sizes: number[], subsizes: number[], starts: number[], order: number, oldtype: number): number {
    if (ndims < 0) throw new DatatypeError(MPI_ERR_ARG, `Invalid value for ndims, must be non-negative but is ${ndims}`);
    // MPICH's binding order: the starts, the old type, the storage order; then the impl reads the sizes.
    for (let i = 0; i < Math.min(ndims, starts.length); i++) this.checkCount(starts[i]);
    const old = this.lookup(oldtype);
    if (order !== MPI_ORDER_C && order !== MPI_ORDER_FORTRAN) throw new DatatypeError(MPI_ERR_ARG, `Invalid storage order (${order})`);
    if (sizes.length < ndims || subsizes.length < ndims || starts.length < ndims) throw new DatatypeError(MPI_ERR_ARG, 'Invalid argument: sizes, subsizes and starts must have ndims entries');
    sizes = sizes.slice(0, ndims);
    subsizes = subsizes.slice(0, ndims);
    starts = starts.slice(0, ndims);
    // MPICH 4.0.2 checks nothing else and reads out of bounds / builds garbage; we refuse.
    if (ndims === 0) throw new DatatypeError(MPI_ERR_ARG, 'Invalid value for ndims, must be positive but is 0');
    for (let i = 0; i < ndims; i++) {
      if (sizes[i] < 0) throw new DatatypeError(MPI_ERR_ARG, `Negative value in array array_of_sizes[${i}] (value is ${sizes[i]})`);
      if (subsizes[i] < 0) throw new DatatypeError(MPI_ERR_ARG, `Negative value in array array_of_subsizes[${i}] (value is ${subsizes[i]})`);
    }
    const oh = oldtype >>> 0;
    const text = `MPI_Type_create_subarray(ndims=${ndims}, sizes=${fmtList(sizes)}, subsizes=${fmtList(subsizes)}, starts=${fmtList(starts)}, ${order === MPI_ORDER_C ? 'MPI_ORDER_C' : 'MPI_ORDER_FORTRAN'}, ${this.label(oh)})`;
    const extent = old.extent;
    const temp = (d: Desc): [number, Desc] => {
      const h = this.alloc();
      this.install(h, d);
      return [h, d];
    };
    let tmp1: [number, Desc];
    let disp = 0;
    if (order === MPI_ORDER_FORTRAN) {
      if (ndims === 1) tmp1 = temp(coreContig(subsizes[0], oh, old, null, text));
      else {
        tmp1 = temp(coreVector(subsizes[1], subsizes[0], sizes[0], false, oh, old, null, text));
        let size = sizes[0] * extent;
        for (let i = 2; i < ndims; i++) {
          size *= sizes[i - 1];
          const tmp2 = temp(coreVector(subsizes[i], 1, size, true, tmp1[0], tmp1[1], null, text));
          this.releaseEntry(tmp1[0]);
          tmp1 = tmp2;
        }
      }
      disp = starts[0];
      let size = 1;
      for (let i = 1; i < ndims; i++) {
        size *= sizes[i - 1];
        disp += size * starts[i];
      }
    } else {
      if (ndims === 1) tmp1 = temp(coreContig(subsizes[0], oh, old, null, text));
      else {
        tmp1 = temp(coreVector(subsizes[ndims - 2], subsizes[ndims - 1], sizes[ndims - 1], false, oh, old, null, text));
        let size = sizes[ndims - 1] * extent;
        for (let i = ndims - 3; i >= 0; i--) {
          size *= sizes[i + 1];
          const tmp2 = temp(coreVector(subsizes[i], 1, size, true, tmp1[0], tmp1[1], null, text));
          this.releaseEntry(tmp1[0]);
          tmp1 = tmp2;
        }
      }
      disp = starts[ndims - 1];
      let size = 1;
      for (let i = ndims - 2; i >= 0; i--) {
        size *= sizes[i + 1];
        disp += size * starts[i];
      }
    }
    disp *= extent;
    let full = extent;
    for (let i = 0; i < ndims; i++) full *= sizes[i];
    const tmp2 = temp(coreBlockIndexed(1, [disp], true, tmp1[0], tmp1[1], null, text));
    const h = this.alloc();
    const c = this.contents(Combiner.SUBARRAY, [ndims, ...sizes, ...subsizes, ...starts, order], [], [oh]);
    const d = coreResized(tmp2[1], 0, full, c, text);
    this.releaseEntry(tmp1[0]);
    this.releaseEntry(tmp2[0]);
    return this.install(h, d);
  }

  /** MPI_Type_dup (the new type is committed, like MPICH's). Attributes are not modeled. */
  dup(oldtype: number): number {
    const old = this.lookup(oldtype);
    const oh = oldtype >>> 0;
    const text = `MPI_Type_dup(${this.label(oh)})`;
    const c = this.contents(Combiner.DUP, [], [], [oh]);
    const d = isBuiltinHandle(oh) ? coreContig(1, oh, old, c, text) : coreResized(old, old.lb, old.extent, c, text);
    return this.install(this.alloc(), d, true);
  }

  /**
   * MPI_Type_create_f90_{integer,real,complex}: the predefined Fortran type MPICH picks for the
   * precision and range, as a committed type of its own whose contents are the parameters.
   */
  f90(combiner: number, params: number[], base: number): number {
    const old = this.lookup(base);
    const c = this.contents(combiner, params, [], []);
    return this.install(this.alloc(), coreContig(1, base >>> 0, old, c, `${COMBINER_SHORT[combiner]}(${params.join(', ')})`), true);
  }

  /**
   * A type built by the C library from other constructors (MPI_Type_create_darray) takes the
   * contents of the call the program made: its envelope and contents are that call's.
   */
  relabel(handle: number, combiner: number, ints: number[], types: number[]): void {
    const h = handle >>> 0;
    const e = this.entries.get(h);
    if (!e) return;
    const old = e.desc.contents;
    const c = this.contents(combiner, ints, [], types);
    for (const t of c.types) this.addRefInternal(t);
    e.desc = { ...e.desc, contents: c };
    if (old) for (const t of old.types) if (!isBuiltinHandle(t) && !PRE.has(t)) this.releaseEntry(t);
  }

  /** MPI_Type_commit (predefined types: no-op). */
  commit(handle: number): void {
    const h = handle >>> 0;
    // A freed slot: MPIR_Type_commit_impl sets its is_committed (yaksa's commit does nothing more;
    // measured: MPICH commits a freed uncommitted type, MPI_SUCCESS).
    const f = this.freed.get(h);
    if (f) { f.committed = true; return; }
    this.lookup(h);
    const e = this.entries.get(h);
    if (e) e.committed = true;
  }

  /**
   * A reference held by an MPI object that uses the type (a persistent request): the type stays
   * usable by it after MPI_Type_free, as MPICH's request holds its datatype (MPIR_Datatype_ptr_add_ref).
   */
  hold(handle: number): void {
    const e = this.entries.get(handle >>> 0);
    if (e) { e.ref++; e.userRefs++; }
  }
  /** Drops a reference `hold` took. */
  unhold(handle: number): void {
    const h = handle >>> 0;
    const e = this.entries.get(h);
    if (!e) return;
    e.userRefs--;
    this.releaseEntry(h);
  }

  /** MPI_Type_free; the caller then sets its variable to MPI_DATATYPE_NULL. */
  free(handle: number): void {
    const h = handle >>> 0;
    this.lookup(h);
    if (PRE.has(h)) throw new DatatypeError(MPI_ERR_TYPE, 'Cannot free permanent data type');
    const e = this.entries.get(h)!;
    e.userRefs--;
    this.releaseEntry(h);
  }

  // --- queries ----------------------------------------------------------------------------

  size(handle: number): number {
    return this.lookup(handle).size;
  }

  /** The size of a predefined datatype; undefined for any other handle (the runtime's fast path). */
  predefinedSize(handle: number): number | undefined { return predefinedSize(handle); }

  /** MPI_Type_get_extent */
  getExtent(handle: number): { lb: number; extent: number } {
    const d = this.lookupSlot(handle);
    return { lb: d.lb, extent: d.extent };
  }

  /** MPI_Type_get_true_extent */
  getTrueExtent(handle: number): { lb: number; extent: number } {
    const d = this.lookupSlot(handle);
    return { lb: d.trueLb, extent: d.trueUb - d.trueLb };
  }

  /**
   * The type a large-count constructor just made (`handle`) gets its call's arguments as MPICH's
   * MPIR_*_large_impl records them: `counts` as large counts, `ints` the only integers.
   */
  largeContents(handle: number, counts: number[], ints: number[] = []): number {
    const e = this.entries.get(handle >>> 0);
    if (e?.desc.contents) e.desc = { ...e.desc, contents: { ...e.desc.contents, ints, aints: [], counts } };
    return handle;
  }

  /** MPI_Type_create_darray_c's type: its gsizes (`ndims` of them, after size, rank and ndims in the integers) become large counts. */
  largeDarray(handle: number, gsizes: (ndims: number) => number[]): void {
    const c = this.entries.get(handle >>> 0)?.desc.contents;
    if (!c) return;
    const nd = c.ints[2];
    this.largeContents(handle, gsizes(nd), [...c.ints.slice(0, 3), ...c.ints.slice(3 + nd)]);
  }

  /** MPI_Type_get_envelope (`large`: MPI_Type_get_envelope_c, which alone answers for a large-count type). */
  getEnvelope(handle: number, large = false): { numIntegers: number; numAddresses: number; numLargeCounts: number; numDatatypes: number; combiner: number } {
    const d = this.lookup(handle);
    const c = d.contents;
    if (!c) return { numIntegers: 0, numAddresses: 0, numLargeCounts: 0, numDatatypes: 0, combiner: Combiner.NAMED };
    const numLargeCounts = c.counts?.length ?? 0;
    if (numLargeCounts > 0 && !large) throw new DatatypeError(MPI_ERR_OTHER, 'Datatype contains large counts, need MPI_Type_get_envelope_c');
    return { numIntegers: c.ints.length, numAddresses: c.aints.length, numLargeCounts, numDatatypes: c.types.length, combiner: c.combiner };
  }

  /**
   * MPI_Type_get_contents. Like MPICH, each returned derived type gains a reference: the
   * program is expected to MPI_Type_free it.
   */
  getContents(handle: number, maxIntegers = Infinity, maxAddresses = Infinity, maxDatatypes = Infinity, maxCounts?: number): { integers: number[]; addresses: number[]; counts: number[]; datatypes: number[] } {
    const h = handle >>> 0;
    const d = this.lookup(h);
    if (PRE.has(h) || !d.contents) throw new DatatypeError(MPI_ERR_TYPE, 'Named predefined datatypes are not permitted in MPI_Type_get_contents');
    const c = d.contents;
    const counts = c.counts ?? [];
    if (maxCounts === undefined && counts.length > 0) throw new DatatypeError(MPI_ERR_OTHER, 'Datatype contains large counts, need MPI_Type_get_contents_c');
    if (maxIntegers < c.ints.length || maxAddresses < c.aints.length || maxDatatypes < c.types.length || (maxCounts ?? 0) < counts.length) {
      throw new DatatypeError(MPI_ERR_OTHER, 'Invalid datatype');
    }
    for (const t of c.types) {
      const e = this.entries.get(t);
      if (e) { e.ref++; e.userRefs++; }
    }
    return { integers: [...c.ints], addresses: [...c.aints], counts: [...counts], datatypes: [...c.types] };
  }

  /** MPI_Type_get_name ('' for unnamed derived types). */
  getName(handle: number): string {
    const h = handle >>> 0;
    const f = this.freed.get(h);
    if (f) return f.name;
    this.lookup(h);
    const p = PRE.get(h);
    if (p) return this.names?.get(h) ?? p.typeName;
    return this.entries.get(h)!.name;
  }

  /** MPI_Type_set_name (also allowed on predefined types; truncated to 127 characters). */
  setName(handle: number, name: string): void {
    const h = handle >>> 0;
    const n = name.slice(0, MPI_MAX_OBJECT_NAME - 1);
    const f = this.freed.get(h);
    if (f) { f.name = n; return; }
    this.lookup(h);
    if (PRE.has(h)) (this.names ??= new Map()).set(h, n);
    else this.entries.get(h)!.name = n;
  }

  /** MPI_Pack_size */
  packSize(incount: number, handle: number): number {
    this.checkCount(incount);
    this.checkCommitted(handle);
    return incount * this.lookup(handle).size;
  }

  /**
   * MPI_Get_elements for a message of `bytes` bytes (requires a committed type), following
   * MPICH's MPIR_Get_elements_x_impl; MPI_UNDEFINED when not representable.
   */
  elementsFor(handle: number, bytes: number, large = false): number {
    const h = handle >>> 0;
    this.checkCommitted(h);
    const d = this.lookup(h);
    const st = { bytes };
    let elements: number;
    if (isBuiltinHandle(h) || (d.elSize !== -1 && d.size > 0)) {
      if (!isBuiltinHandle(h)) elements = basicTypeElements(st, -1, resolveBasic(d.basicType));
      else {
        const size = basicSize(h);
        if (size === 0) throw fpe('MPI_Get_elements');
        elements = bytes % size !== 0 ? MPI_UNDEFINED : basicTypeElements(st, -1, h);
      }
    } else if (d.size === 0) {
      elements = bytes > 0 ? MPI_UNDEFINED : 0;
    } else {
      elements = getElementsRec(st, -1, h, d);
    }
    return elements > INT_MAX && !large ? MPI_UNDEFINED : elements;
  }

  /** MPI_Get_count for a message of `bytes` bytes (MPI_UNDEFINED unless whole elements; `large`: MPI_Get_count_c). */
  countFor(handle: number, bytes: number, large = false): number {
    const d = this.lookup(handle);
    if (d.size === 0) return bytes > 0 ? MPI_UNDEFINED : 0;
    if (bytes % d.size !== 0) return MPI_UNDEFINED;
    const c = bytes / d.size;
    return c > INT_MAX && !large ? MPI_UNDEFINED : c;
  }

  /** The typemap of `count` elements: (byte displacement, basic type) in order, pairs expanded. */
  typemap(handle: number, count = 1, limit = Infinity): TypemapEntry[] {
    const d = this.lookup(handle);
    const out: TypemapEntry[] = [];
    const leaves = leavesOf(d);
    for (let i = 0; i < count && out.length < limit; i++) {
      for (const [o, t] of leaves) {
        const p = PRE.get(t)!;
        if (p.parts) for (const [po, pt] of p.parts) out.push({ disp: i * d.extent + o + po, type: pt });
        else out.push({ disp: i * d.extent + o, type: t });
        if (out.length >= limit) break;
      }
    }
    return out.slice(0, limit);
  }

  /**
   * What the type of a valid handle is, as an object to key caches by: the same for the
   * handle's whole life, another once it is freed and the handle made again (throws as lookup).
   */
  identity(handle: number): object {
    return this.lookup(handle);
  }

  /** Type signature of `count` elements, run-length encoded: [basic type, repeat][]. */
  signatureRle(handle: number, count = 1): Array<[number, number]> {
    const s = sigOf(this.lookup(handle));
    const out: Array<[number, number]> = [];
    if (count <= 0 || s.length === 0) return out;
    if (s.length === 1) return [[s[0][0], s[0][1] * count]];
    for (let i = 0; i < count; i++) {
      for (const [t, n] of s) {
        const last = out[out.length - 1];
        if (last && last[0] === t) last[1] += n;
        else out.push([t, n]);
      }
    }
    return out;
  }

  /** Type signature of `count` elements: the sequence of basic types (pair types expanded). */
  signature(handle: number, count = 1): number[] {
    const out: number[] = [];
    for (const [t, n] of this.signatureRle(handle, count)) for (let i = 0; i < n; i++) out.push(t);
    return out;
  }

  // --- pack / unpack ----------------------------------------------------------------------

  /**
   * Packs `count` elements at `addr` into at most `maxBytes` bytes (whole basic elements only,
   * like yaksa). No commit check: this is the runtime's send path.
   */
  packBytes(mem: TypeMemory, addr: number, count: number, handle: number, maxBytes = Infinity): Uint8Array {
    // No element: the datatype is never read (MPI_Send(NULL, 0, MPI_DATATYPE_NULL...) is valid).
    if (count === 0) return new Uint8Array(0);
    const d = this.lookup(handle);
    const lim = Math.max(0, Math.min(count * d.size, maxBytes));
    if (lim === 0) return new Uint8Array(0);
    const runs = runsOf(d);
    if (runs.length === 1 && runs[0][1] === d.size && d.extent === d.size && Math.floor(lim / d.size) === count) {
      return mem.read(addr + runs[0][0], lim).slice();
    }
    const out = new Uint8Array(lim);
    const all = wholeSpan(mem, d, addr, count, false);
    const pos = all
      ? forEachRun(d, addr, lim, (at, p, n) => {
        if (n <= 16) for (let j = 0; j < n; j++) out[p + j] = all[at + j];
        else out.set(all.subarray(at, at + n), p);
      })
      // A run out of bounds: each run checked, the first bad one faults.
      : forEachRun(d, addr, lim, (at, p, n) => out.set(mem.read(at, n), p));
    return out.subarray(0, pos);
  }

  /**
   * Unpacks `bytes` into `count` elements at `addr`, as far as whole basic elements go.
   * Returns the number of bytes consumed. No commit check: this is the runtime's receive path.
   */
  unpackBytes(mem: TypeMemory, bytes: Uint8Array, addr: number, count: number, handle: number): number {
    if (count === 0) return 0;
    const d = this.lookup(handle);
    const lim = Math.max(0, Math.min(bytes.length, count * d.size));
    if (lim === 0) return 0;
    const runs = runsOf(d);
    if (runs.length === 1 && runs[0][1] === d.size && d.extent === d.size && Math.floor(lim / d.size) === count) {
      mem.write(addr + runs[0][0], bytes.subarray(0, lim));
      return lim;
    }
    const all = wholeSpan(mem, d, addr, count, true);
    if (!all) return forEachRun(d, addr, lim, (at, p, n) => mem.write(at, bytes.subarray(p, p + n)));
    return forEachRun(d, addr, lim, (at, p, n) => {
      if (n <= 16) for (let j = 0; j < n; j++) all[at + j] = bytes[p + j];
      else all.set(bytes.subarray(p, p + n), at);
    });
  }

  /** The (displacement, length) byte runs of one element, in typemap order (ROMIO's flattened type). */
  runs(handle: number): Array<[number, number]> { return runsOf(this.lookup(handle)); }
  /** The typemap's length of one element at least (pairs are one), counted, not made. */
  leafCount(handle: number): number { return leafCount(this.lookup(handle)); }

  /** MPICH's is_contig for a handle: a contiguous receive takes raw bytes, another is unpacked by basic elements. */
  isContiguous(handle: number): boolean { return isContig(this.lookup(handle)); }

  /**
   * MPI_Pack: returns the new position. Like MPICH 4.0.2, at most `outsize` bytes are packed
   * starting at outbuf + position (MPICH does not subtract position).
   */
  pack(mem: TypeMemory, inbuf: number, incount: number, handle: number, outbuf: number, outsize: number, position: number): number {
    this.checkCount(incount);
    this.checkCommitted(handle);
    if (incount === 0) return position;
    const bytes = this.packBytes(mem, inbuf, incount, handle, outsize);
    if (bytes.length) mem.write(outbuf + position, bytes);
    return position + bytes.length;
  }

  /**
   * MPI_Unpack: returns the new position. Like MPICH 4.0.2, up to `insize` bytes are read
   * starting at inbuf + position. A contiguous type that would be filled with a partial basic
   * element fails MPICH's assertion (fatal).
   */
  unpack(mem: TypeMemory, inbuf: number, insize: number, position: number, outbuf: number, outcount: number, handle: number): number {
    this.checkCount(outcount);
    // typerep_do_unpack returns before it reads the type when insize is 0 (a freed one's slot too).
    if (insize === 0 && this.freed.has(handle >>> 0)) return position;
    this.checkCommitted(handle);
    const h = handle >>> 0;
    const d = this.lookup(h);
    if (insize === 0) return position;
    const actual = Math.max(0, Math.min(outcount * d.size, insize));
    if (isContig(d)) {
      const el = isBuiltinHandle(h) ? basicSize(h) : d.elSize;
      if (el === 0) throw fpe('MPI_Unpack');
      if (el > 0 && actual % el !== 0) {
        throw new DatatypeError(MPI_ERR_INTERN,
          'Assertion failed in file src/mpi/datatype/typerep/src/typerep_yaksa_pack.c at line 285: element_size < 0 || *actual_unpack_bytes % element_size == 0', true);
      }
    }
    if (actual === 0) return position;
    const bytes = mem.read(inbuf + position, actual);
    return position + this.unpackBytes(mem, bytes, outbuf, outcount, h);
  }

  // --- presentation -----------------------------------------------------------------------

  /** How MPICH prints the datatype in an error stack: "MPI_INT", "dtype=USER<vector>", ... */
  errorName(handle: number): string {
    const h = handle >>> 0;
    if (((h >>> 26) & 0xf) !== 0x3 || ((h >>> 30) === 0 && h !== MPI_DATATYPE_NULL)) return 'INVALID DATATYPE';
    if (h === MPI_DATATYPE_NULL) return 'MPI_DATATYPE_NULL';
    const p = PRE.get(h);
    if (p) return p.errName ?? `dtype=0x${h.toString(16).padStart(8, '0')}`;
    const e = this.entries.get(h);
    if (!e || !e.desc.contents) return `dtype=USER<0x${h.toString(16).padStart(8, '0')}>`;
    return `dtype=USER<${COMBINER_SHORT[e.desc.contents.combiner]}>`;
  }

  /**
   * One line for the debugger, e.g.
   * "MPI_Type_vector(count=3, blocklength=2, stride=4, MPI_DOUBLE), size 48, extent 80".
   */
  describe(handle: number): string {
    const h = handle >>> 0;
    if (h === MPI_DATATYPE_NULL) return 'MPI_DATATYPE_NULL';
    const p = PRE.get(h);
    const e = this.entries.get(h);
    if (!p && !e) return `invalid datatype 0x${h.toString(16)}`;
    const d = p ? p.desc : e!.desc;
    let s = p ? p.name : d.text;
    if (p?.parts && (h & 0xc0000000) >>> 0 === 0x80000000) {
      s += ` (struct {${p.parts.map(([, t]) => PRE.get(t)!.name.replace(/^MPI_/, '').toLowerCase().replace(/_/g, ' ')).join('; ')}})`;
    }
    const name = p ? this.names?.get(h) : e!.name;
    if (name) s = `"${name}" = ${s}`;
    s += `, size ${d.size}, extent ${d.extent}`;
    if (d.lb !== 0) s += `, lb ${d.lb}`;
    if (d.trueLb !== d.lb || d.trueUb - d.trueLb !== d.extent) s += `, true_lb ${d.trueLb}, true_extent ${d.trueUb - d.trueLb}`;
    if (e && !e.committed) s += ', not committed';
    if (e && e.userRefs === 0) s += `, freed (still referenced ${e.ref}x)`;
    return s;
  }

  /** The typemap as text: "{(MPI_DOUBLE,0), (MPI_DOUBLE,8), ...}". */
  typemapText(handle: number, count = 1, max = 32): string {
    const d = this.lookup(handle);
    const total = count * sigOf(d).reduce((a, [, n]) => a + n, 0);
    const tm = this.typemap(handle, count, max);
    const body = tm.map((t) => `(${PRE.get(t.type)!.name},${t.disp})`).join(', ');
    const more = total > tm.length ? `, ... ${total - tm.length} more` : '';
    return `{${body}${more}}`;
  }

  /** A summary of one datatype for views. */
  info(handle: number): TypeInfo {
    const h = handle >>> 0;
    const d = this.lookup(h);
    const e = this.entries.get(h);
    return {
      handle: h, name: this.getName(h), predefined: PRE.has(h), committed: this.isCommitted(h), refcount: e ? e.ref : 1,
      freedByUser: e ? e.userRefs === 0 : false, combiner: d.contents ? d.contents.combiner : Combiner.NAMED,
      size: d.size, lb: d.lb, ub: d.lb + d.extent, extent: d.extent, trueLb: d.trueLb, trueExtent: d.trueUb - d.trueLb,
      description: this.describe(h),
    };
  }

  /** Live user datatypes (including ones freed by the user but still referenced). */
  list(): TypeInfo[] {
    return [...this.entries.keys()].sort((a, b) => a - b).map((h) => {
      const e = this.entries.get(h)!;
      const d = e.desc;
      return {
        handle: h, name: e.name, predefined: false, committed: e.committed, refcount: e.ref, freedByUser: e.userRefs === 0,
        combiner: d.contents ? d.contents.combiner : Combiner.NAMED, size: d.size, lb: d.lb, ub: d.lb + d.extent,
        extent: d.extent, trueLb: d.trueLb, trueExtent: d.trueUb - d.trueLb, description: this.describe(h),
      };
    });
  }

  // --- snapshots --------------------------------------------------------------------------

  /** A snapshot of the table (descriptions are immutable and shared). */
  save(): unknown {
    const s: Snapshot = {
      entries: [...this.entries].map(([h, e]) => [h, { ...e }]),
      free: [...this.freeList],
      freed: [...this.freed].map(([h, f]) => [h, { ...f }]),
      cursor: this.cursor,
      names: [...(this.names ?? [])],
    };
    return s;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as Snapshot;
    this.entries = new Map(s.entries.map(([h, e]) => [h, { ...e }]));
    this.freeList = [...s.free];
    this.freed = new Map(s.freed.map(([h, f]) => [h, { ...f }]));
    this.cursor = s.cursor;
    this.names = s.names.length ? new Map(s.names) : undefined;
  }
}

/**
 * The memory under `count` elements of `d` at `addr` when all of it, gaps included, may be read
 * (written): the runs are then copied without a check and a copy each (a vector of single ints
 * is a run per int). Undefined otherwise, and the runs are checked one by one.
 */
function wholeSpan(mem: TypeMemory, d: Desc, addr: number, count: number, write: boolean): Uint8Array | undefined {
  if (!mem.bytes || count <= 0) return undefined;
  const last = (count - 1) * d.extent;
  const lo = addr + d.trueLb + Math.min(0, last), hi = addr + d.trueUb + Math.max(0, last);
  return hi > lo ? mem.bytes(lo, hi - lo, write) : undefined;
}
