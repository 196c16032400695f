/**
 * The datatype operations the runtime needs (size, packing to bytes, unpacking), over the
 * predefined types. Derived datatypes plug in through the same interface.
 */
import type { Memory } from '../../../runtime/memory';
import { mpiH } from '../../../c/include';
import { DatatypeTable } from './table';
import type { TypeMemory } from './typerep';

export interface DatatypeOps {
  /** Bytes of data in `count` elements (MPI_Type_size * count), or undefined for an invalid handle. */
  size(dt: number): number | undefined;
  extent(dt: number): number;
  isCommitted(dt: number): boolean;
  pack(m: Memory, buf: number, count: number, dt: number): Uint8Array;
  unpack(m: Memory, buf: number, count: number, dt: number, data: Uint8Array): void;
  name(dt: number): string;
  /** Basic element kind for reductions: 'i' signed, 'u' unsigned, 'f' float, 'b' bytes, 'pair' value-index. */
  kind(dt: number): BasicKind | undefined;
}

export type BasicKind = 'i' | 'u' | 'f' | 'b' | 'pair';

/** MPICH encodes a builtin type's size in bits 8..15 of its handle. */
export const isBuiltinType = (dt: number): boolean => ((dt >>> 0) & 0xff000000) === 0x4c000000;
export const builtinSize = (dt: number): number => (dt >>> 8) & 0xff;

const PAIR_TYPES = new Set(['MPI_FLOAT_INT', 'MPI_DOUBLE_INT', 'MPI_LONG_INT', 'MPI_SHORT_INT', 'MPI_2INT', 'MPI_LONG_DOUBLE_INT']);

/** Names and element kinds of the predefined datatypes, read from the built-in mpi.h. */
export const PREDEFINED_NAMES: Record<number, [string, BasicKind]> = (() => {
  const out: Record<number, [string, BasicKind]> = {};
  const re = /#define\s+(MPI_\w+)\s+\(\(MPI_Datatype\)(0x[0-9a-fA-F]+)\)/g;
  for (const m of mpiH.matchAll(re)) {
    const h = Number(m[2]) | 0;
    const name = m[1];
    if (out[h]) continue;
    const kind: BasicKind = PAIR_TYPES.has(name)
      ? 'pair' : /FLOAT|DOUBLE|REAL|COMPLEX/.test(name) ? 'f' : /BYTE|PACKED|CHARACTER/.test(name) ? 'b' : /UNSIGNED|UINT|BOOL/.test(name) ? 'u' : 'i';
    out[h] = [name, kind];
  }
  return out;
})();

/** A process's datatype table (derived types are per-process handles) behind DatatypeOps. */
export class TableDatatypes implements DatatypeOps {
  /** Made on first use: each of 16k ranks has a table, and most never pack through it. */
  private memCache?: WeakMap<Memory, TypeMemory>;
  constructor(readonly table: DatatypeTable) {}
  private mem(m: Memory): TypeMemory {
    let t = this.memCache?.get(m);
    if (!t) {
      t = {
        read: (a, n) => m.readBytes(a, n), write: (a, bytes) => { m.range(a, bytes.length, true); m.U8.set(bytes, a); },
        bytes: (a, n, write) => (m.rangeOk(a, n, write) ? m.U8 : undefined),
      };
      (this.memCache ??= new WeakMap()).set(m, t);
    }
    return t;
  }
  size(dt: number): number | undefined { return this.table.predefinedSize(dt) ?? (this.table.isValid(dt >>> 0) ? this.table.size(dt >>> 0) : undefined); }
  extent(dt: number): number { return this.table.isValid(dt >>> 0) ? this.table.getExtent(dt >>> 0).extent : 0; }
  isCommitted(dt: number): boolean { return this.table.isCommitted(dt >>> 0); }
  /** Size of a datatype a send or receive may use (valid and committed), else undefined. */
  usableSize(dt: number): number | undefined {
    return this.table.predefinedSize(dt) ?? (this.table.isValid(dt >>> 0) && this.table.isCommitted(dt >>> 0) ? this.table.size(dt >>> 0) : undefined);
  }
  pack(m: Memory, buf: number, count: number, dt: number): Uint8Array {
    // Predefined types are contiguous bytes: no typemap walk.
    if (isBuiltinType(dt)) return m.readBytes(buf, builtinSize(dt) * count);
    return this.table.packBytes(this.mem(m), buf, count, dt >>> 0);
  }
  /**
   * Returns false where MPICH (ch4:ucx) reports a truncation of a message that fits: a
   * non-contiguous receive type is unpacked by whole basic elements, and bytes left over
   * (the message ends inside an element) make ucx's unpack callback fail.
   */
  unpack(m: Memory, buf: number, count: number, dt: number, data: Uint8Array): boolean {
    if (isBuiltinType(dt)) { m.range(buf, data.length, true); m.U8.set(data, buf); return true; }
    const used = this.table.unpackBytes(this.mem(m), data, buf, count, dt >>> 0);
    return used === data.length || this.table.isContiguous(dt >>> 0);
  }
  name(dt: number): string { return this.table.isValid(dt >>> 0) ? this.table.getName(dt >>> 0) || this.table.describe(dt >>> 0) : '0x' + (dt >>> 0).toString(16); }
  kind(dt: number): BasicKind | undefined {
    const k = PREDEFINED_NAMES[dt | 0]?.[1];
    if (k) return k;
    if ((dt >>> 0) >= 0x8c000000 && (dt >>> 0) <= 0x8c000004) return 'pair';
    return undefined;
  }
  /** Basic elements of `count` items: [displacement, predefined type] (for reductions on derived types). */
  elements(dt: number, count: number): { disp: number; type: number }[] {
    return this.table.typemap(dt >>> 0, count).map((e) => ({ disp: e.disp, type: e.type }));
  }
}
