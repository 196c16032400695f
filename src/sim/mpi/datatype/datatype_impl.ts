/**
 * The datatype functions of the API over each process's datatype table (./typerep does the
 * work): constructors, queries, pack/unpack, status counts, and what MPICH's collective algorithms
 * ask of a datatype.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { DatatypeTable } from './typerep/table';
import { predefinedSize } from './typerep/predefined';
import { DatatypeError } from './typerep/typerep';
import { TableDatatypes, isBuiltinType } from './typerep/typeops';
import { ERR } from '../errclass';
import { setStatusBytes, setStatusBytesBig, setStatusCancelled, statusBytes, statusBytesBig } from '../state';

/** MPI_BYTE's handle (mpi.h): the packed side of MPIR_Localcopy_blocks. */
const MPI_BYTE = 0x4c00010d;
import type { MpiCheck } from '../errors';
import { BLOCK, ints, aints, type Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';

export class DatatypeImpl {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling) {
    // Each process has its own table: derived datatype handles are per process, as MPICH's.
    rt.onNewProcess((_r, p) => { p.dt = new TableDatatypes(new DatatypeTable()); });
  }
  /** The datatype table of process k. */
  dtp(k: number): TableDatatypes {
    return (this.rt.procs[k] ?? this.rt.proc(this.rt.world.ranks[k])).dt as TableDatatypes;
  }
  MPI_Get_count(r: RankProcess, a: unknown[]): Result {
    const [st, dt, out] = a as number[];
    return this.typeCall(r, 'MPI_Get_count', (t) => { r.m.st32(out, t.countFor(dt >>> 0, statusBytes(r.m, st))); });
  }
  MPI_Get_elements(r: RankProcess, a: unknown[]): Result {
    const [st, dt, out] = a as number[];
    return this.typeCall(r, 'MPI_Get_elements', (t) => { r.m.st32(out, t.elementsFor(dt >>> 0, statusBytes(r.m, st))); });
  }
  MPI_Get_elements_x(r: RankProcess, a: unknown[]): Result { return this.largeCount(r, a, 'MPI_Get_elements_x', true); }
  MPI_Get_count_c(r: RankProcess, a: unknown[]): Result { return this.largeCount(r, a, 'MPI_Get_count_c', false); }
  MPI_Get_elements_c(r: RankProcess, a: unknown[]): Result { return this.largeCount(r, a, 'MPI_Get_elements_c', true); }
  /**
   * An MPI_Count result. A status may hold a count past 2^53 (MPI_Status_set_elements_x puts any
   * MPI_Count there): then a basic type's count is the exact 64-bit quotient, as MPICH computes it.
   */
  private largeCount(r: RankProcess, a: unknown[], fname: string, elements: boolean): Result {
    const [st, dt, out] = a as number[];
    return this.typeCall(r, fname, (t) => {
      const big = statusBytesBig(r.m, st);
      const size = BigInt(t.size(dt >>> 0) ?? 0);
      if (big > BigInt(Number.MAX_SAFE_INTEGER) && size > 0n && (isBuiltinType(dt >>> 0) || !elements)) {
        r.m.st64(out, big % size === 0n ? big / size : BigInt(H.UNDEFINED));
        return;
      }
      const bytes = statusBytes(r.m, st);
      r.m.st64(out, elements ? t.elementsFor(dt >>> 0, bytes, true) : t.countFor(dt >>> 0, bytes, true));
    });
  }
  MPI_Status_set_elements(r: RankProcess, a: unknown[]): Result {
    const [st, dt, count] = a as number[];
    const size = this.dtp(r.rank).size(dt) ?? 1;
    const bytes = Number(count) * size;
    if (Number.isSafeInteger(bytes)) setStatusBytes(r.m, st, bytes);
    else setStatusBytesBig(r.m, st, BigInt(count as unknown as bigint) * BigInt(size));
    return 0;
  }
  /** MPI_Status_set_elements_x's work, after the C library's argument checks (../lib/compat.c). */
  __mpisim_status_set_elements_x(r: RankProcess, a: unknown[]): Result { return this.MPI_Status_set_elements(r, a); }
  MPI_Status_set_cancelled(r: RankProcess, a: unknown[]): Result {
    const [st, flag] = a as number[];
    setStatusCancelled(r.m, st, flag !== 0);
    return 0;
  }
  MPIR_Datatype_get_size(r: RankProcess, a: unknown[]): Result { return this.dtp(r.rank).size(a[0] as number) ?? 0; }
  MPIR_Localcopy(r: RankProcess, a: unknown[]): Result {
    const [sbuf, scount, stype, rbuf, rcount, rtype] = a as number[];
    return this.localcopy(r, sbuf, Number(scount), stype, rbuf, Number(rcount), rtype);
  }
  /**
   * `nblocks` MPIR_Localcopy calls in one: block i is `count` elements of `datatype` at
   * typed + displs[i] x extent and count x size bytes at packed + i x count x size, packed
   * (typed to packed) or unpacked. MPICH moves these blocks through an indexed-block datatype
   * (Alltoall's brucks); like the C loop it replaces, every block is copied and the first error is
   * the result.
   */
  MPIR_Localcopy_blocks(r: RankProcess, a: unknown[]): Result {
    const [typed, displs, nblocks, countRaw, dt, packed, unpack] = a as number[];
    const count = Number(countRaw);
    const dtp = this.dtp(r.rank);
    const ext = dtp.extent(dt), blk = count * (dtp.size(dt) ?? 0);
    let ret: Result = 0;
    for (let i = 0; i < nblocks; i++) {
      const at = typed + r.m.i32(displs + 4 * i) * ext, p = packed + i * blk;
      const e = unpack ? this.localcopy(r, p, blk, MPI_BYTE, at, count, dt) : this.localcopy(r, at, count, dt, p, blk, MPI_BYTE);
      if (ret === 0) ret = e;
    }
    return ret;
  }
  /**
   * A type the program freed while a nonblocking collective still used it (coll/nonblocking3)
   * is an MPI error here: MPICH's schedules hold a reference that mpisim's do not take yet.
   */
  private localcopy(r: RankProcess, sbuf: number, scount: number, stype: number, rbuf: number, rcount: number, rtype: number): Result {
    try {
      return this.localcopyTyped(r, sbuf, scount, stype, rbuf, rcount, rtype);
    } catch (e) {
      if (!(e instanceof DatatypeError)) throw e;
      return this.err.raiseCode(r, 'MPIR_Localcopy', e.errorClass, e.detail);
    }
  }
  private localcopyTyped(r: RankProcess, sbuf: number, scount: number, stype: number, rbuf: number, rcount: number, rtype: number): Result {
    const dtp = this.dtp(r.rank);
    const ssz = isBuiltinType(stype) ? dtp.table.predefinedSize(stype) : undefined;
    const rsz = isBuiltinType(rtype) ? dtp.table.predefinedSize(rtype) : undefined;
    if (ssz !== undefined && rsz) {
      // Predefined types on both sides are contiguous bytes: one checked memmove, no copy in between.
      const sb = ssz * scount, rb = rsz * rcount;
      const k = Math.floor(Math.min(sb, rb) / rsz) * rsz;
      r.m.range(sbuf, sb, false);
      if (k > 0) { r.m.range(rbuf, k, true); r.m.U8.copyWithin(rbuf, sbuf, sbuf + k); }
      return sb > rb ? this.err.raiseCode(r, 'MPIR_Localcopy', ERR.TRUNCATE, `Message truncated; ${sb} bytes received but buffer size is ${rb}`) : 0;
    }
    const data = this.dtp(r.rank).pack(r.m, sbuf, scount, stype);
    const rsize = (this.dtp(r.rank).size(rtype) ?? 1) * rcount;
    const n = Math.min(data.length, rsize);
    const es = this.dtp(r.rank).size(rtype) || 1;
    this.dtp(r.rank).unpack(r.m, rbuf, Math.floor(n / es), rtype, data.subarray(0, Math.floor(n / es) * es));
    return data.length > rsize ? this.err.raiseCode(r, 'MPIR_Localcopy', ERR.TRUNCATE, `Message truncated; ${data.length} bytes received but buffer size is ${rsize}`) : 0;
  }
  MPIR_Datatype_get_extent(r: RankProcess, a: unknown[]): Result { void r; return this.dtp(r.rank).extent(a[0] as number); }
  MPIR_Type_get_true_extent(r: RankProcess, a: unknown[]): Result {
    const [dt, lbPtr, extPtr] = a as number[];
    r.m.st64(lbPtr, 0);
    r.m.st64(extPtr, this.dtp(r.rank).extent(dt));
    return 0;
  }
  /** Runs a datatype operation, turning DatatypeError into MPI error handling. */
  typeCall(r: RankProcess, fname: string, f: (t: DatatypeTable) => number | void, args?: unknown[]): Result {
    try {
      const v = f(this.dtp(r.rank).table);
      return typeof v === 'number' ? v : 0;
    } catch (e) {
      if (!(e instanceof DatatypeError)) throw e;
      if (e.fatal) { this.err.fatal(r, H.COMM_WORLD, fname, e.errorClass, e.detail); return BLOCK; }
      return this.err.error(r, H.COMM_WORLD, fname, e.errorClass, e.detail, args && typeCheck(e.detail), args);
    }
  }
  /** A constructor's new type stored at `out`; with `args`, the table's errors are the binding's checks, printing them. */
  newType(r: RankProcess, fname: string, out: number, f: (t: DatatypeTable) => number, args?: unknown[]): Result {
    return this.typeCall(r, fname, (t) => { r.m.st32(out, f(t)); }, args);
  }
  MPI_Type_contiguous(r: RankProcess, a: unknown[]): Result { const [n, old, out] = a as number[]; return this.newType(r, 'MPI_Type_contiguous', out, (t) => t.contiguous(n, old >>> 0)); }
  MPI_Type_vector(r: RankProcess, a: unknown[]): Result { const [n, bl, st, old, out] = a as number[]; return this.newType(r, 'MPI_Type_vector', out, (t) => t.vector(n, bl, st, old >>> 0)); }
  MPI_Type_create_hvector(r: RankProcess, a: unknown[]): Result { const [n, bl, st, old, out] = a as number[]; return this.newType(r, 'MPI_Type_create_hvector', out, (t) => t.hvector(n, bl, Number(st), old >>> 0)); }
  MPI_Type_indexed(r: RankProcess, a: unknown[]): Result { const [n, bls, ds, old, out] = a as number[]; return this.newType(r, 'MPI_Type_indexed', out, (t) => t.indexed(n, ints(r, bls, n), ints(r, ds, n), old >>> 0)); }
  MPI_Type_create_hindexed(r: RankProcess, a: unknown[]): Result { const [n, bls, ds, old, out] = a as number[]; return this.newType(r, 'MPI_Type_create_hindexed', out, (t) => t.hindexed(n, ints(r, bls, n), aints(r, ds, n), old >>> 0)); }
  MPI_Type_create_indexed_block(r: RankProcess, a: unknown[]): Result { const [n, bl, ds, old, out] = a as number[]; return this.newType(r, 'MPI_Type_create_indexed_block', out, (t) => t.indexedBlock(n, bl, ints(r, ds, n), old >>> 0)); }
  MPI_Type_create_hindexed_block(r: RankProcess, a: unknown[]): Result { const [n, bl, ds, old, out] = a as number[]; return this.newType(r, 'MPI_Type_create_hindexed_block', out, (t) => t.hindexedBlock(n, bl, aints(r, ds, n), old >>> 0)); }
  MPI_Type_create_struct(r: RankProcess, a: unknown[]): Result { const [n, bls, ds, ts, out] = a as number[]; return this.newType(r, 'MPI_Type_create_struct', out, (t) => t.createStruct(n, ints(r, bls, n), aints(r, ds, n), ints(r, ts, n).map((x) => x >>> 0)), a); }
  MPI_Type_create_resized(r: RankProcess, a: unknown[]): Result { const [old, lb, ext, out] = a as number[]; return this.newType(r, 'MPI_Type_create_resized', out, (t) => t.createResized(old >>> 0, Number(lb), Number(ext))); }
  MPI_Type_create_subarray(r: RankProcess, a: unknown[]): Result {
    const [n, sizes, subs, starts, order, old, out] = a as number[];
    // A NULL array is read as empty: the table reports it after the order, as MPICH's checks come first.
    const read = (p: number): number[] => (p ? ints(r, p, n) : []);
    return this.newType(r, 'MPI_Type_create_subarray', out, (t) => t.createSubarray(n, read(sizes), read(subs), read(starts), order, old >>> 0), a);
  }
  /** The type alone: MPI_Type_dup (lib/attr.c) then runs the attributes' copy callbacks. */
  MPIR_Type_dup_impl(r: RankProcess, a: unknown[]): Result { const [old, out] = a as number[]; return this.newType(r, 'MPI_Type_dup', out, (t) => t.dup(old >>> 0)); }
  MPI_Type_commit(r: RankProcess, a: unknown[]): Result { const p = a[0] as number; return this.typeCall(r, 'MPI_Type_commit', (t) => t.commit(r.m.u32(p)), a); }
  MPIR_Type_free_impl(r: RankProcess, a: unknown[]): Result {
    const p = a[0] as number;
    return this.typeCall(r, 'MPI_Type_free', (t) => { t.free(r.m.u32(p)); r.m.st32(p, H.DATATYPE_NULL); }, a);
  }
  MPI_Type_size(r: RankProcess, a: unknown[]): Result {
    const dt = a[0] as number, out = a[1] as number;
    // A predefined type's size is read off its handle, as MPICH's MPIR_Datatype_get_size_macro
    // does, without the table's error handling and its closure per call: DTPools asks it of
    // every basic element it fills or verifies (tens of millions of calls in MPICH's tests).
    const size = predefinedSize(dt);
    if (size !== undefined) { r.m.st32(out, size); return 0; }
    return this.typeCall(r, 'MPI_Type_size', (t) => { const n = t.size(dt >>> 0); r.m.st32(out, n > 0x7fffffff ? H.UNDEFINED : n); });
  }
  MPI_Type_size_x(r: RankProcess, a: unknown[]): Result { const [dt, out] = a as number[]; return this.typeCall(r, 'MPI_Type_size_x', (t) => { r.m.st64(out, t.size(dt >>> 0)); }); }
  MPI_Type_get_extent(r: RankProcess, a: unknown[]): Result {
    const [dt, lb, ext] = a as number[];
    return this.typeCall(r, 'MPI_Type_get_extent', (t) => { const e = t.getExtent(dt >>> 0); r.m.st64(lb, e.lb); r.m.st64(ext, e.extent); });
  }
  MPI_Type_get_extent_x(r: RankProcess, a: unknown[]): Result { return this.MPI_Type_get_extent(r, a); }
  MPI_Type_get_true_extent(r: RankProcess, a: unknown[]): Result {
    const [dt, lb, ext] = a as number[];
    return this.typeCall(r, 'MPI_Type_get_true_extent', (t) => { const e = t.getTrueExtent(dt >>> 0); r.m.st64(lb, e.lb); r.m.st64(ext, e.extent); });
  }
  MPI_Type_get_true_extent_x(r: RankProcess, a: unknown[]): Result { return this.MPI_Type_get_true_extent(r, a); }
  MPI_Type_get_envelope(r: RankProcess, a: unknown[]): Result {
    const [dt, ni, na, nd, comb] = a as number[];
    return this.typeCall(r, 'MPI_Type_get_envelope', (t) => {
      const e = t.getEnvelope(dt >>> 0);
      r.m.st32(ni, e.numIntegers); r.m.st32(na, e.numAddresses); r.m.st32(nd, e.numDatatypes); r.m.st32(comb, e.combiner);
    });
  }
  MPI_Type_get_contents(r: RankProcess, a: unknown[]): Result {
    const [dt, mi, ma, md, ints, addrs, types] = a as number[];
    return this.typeCall(r, 'MPI_Type_get_contents', (t) => {
      const c = t.getContents(dt >>> 0, mi, ma, md);
      c.integers.forEach((v, k) => r.m.st32(ints + 4 * k, v));
      c.addresses.forEach((v, k) => r.m.st64(addrs + 8 * k, v));
      c.datatypes.forEach((v, k) => r.m.st32(types + 4 * k, v));
    }, a);
  }
  MPI_Type_get_name(r: RankProcess, a: unknown[]): Result {
    const [dt, buf, len] = a as number[];
    return this.typeCall(r, 'MPI_Type_get_name', (t) => { const n = t.getName(dt >>> 0); r.m.writeBytes(buf, n + '\0'); r.m.st32(len, n.length); });
  }
  MPI_Type_set_name(r: RankProcess, a: unknown[]): Result { const [dt, name] = a as number[]; return this.typeCall(r, 'MPI_Type_set_name', (t) => t.setName(dt >>> 0, r.m.cstring(name))); }
  MPI_Type_lb(r: RankProcess, a: unknown[]): Result { const [dt, out] = a as number[]; return this.typeCall(r, 'MPI_Type_lb', (t) => { r.m.st64(out, t.getExtent(dt >>> 0).lb); }); }
  MPI_Type_ub(r: RankProcess, a: unknown[]): Result { const [dt, out] = a as number[]; return this.typeCall(r, 'MPI_Type_ub', (t) => { const e = t.getExtent(dt >>> 0); r.m.st64(out, e.lb + e.extent); }); }
  MPI_Type_extent(r: RankProcess, a: unknown[]): Result { const [dt, out] = a as number[]; return this.typeCall(r, 'MPI_Type_extent', (t) => { r.m.st64(out, t.getExtent(dt >>> 0).extent); }); }
  MPI_Pack(r: RankProcess, a: unknown[]): Result {
    const [inbuf, incount, dt, outbuf, outsize, posPtr] = a as number[];
    return this.typeCall(r, 'MPI_Pack', (t) => { const mem = { read: (x: number, n: number) => r.m.readBytes(x, n), write: (x: number, b: Uint8Array) => { r.m.range(x, b.length, true); r.m.U8.set(b, x); } }; r.m.st32(posPtr, t.pack(mem, inbuf, incount, dt >>> 0, outbuf, outsize, r.m.i32(posPtr))); });
  }
  MPI_Unpack(r: RankProcess, a: unknown[]): Result {
    const [inbuf, insize, posPtr, outbuf, outcount, dt] = a as number[];
    return this.typeCall(r, 'MPI_Unpack', (t) => { const mem = { read: (x: number, n: number) => r.m.readBytes(x, n), write: (x: number, b: Uint8Array) => { r.m.range(x, b.length, true); r.m.U8.set(b, x); } }; r.m.st32(posPtr, t.unpack(mem, inbuf, insize, r.m.i32(posPtr), outbuf, outcount, dt >>> 0)); });
  }
  MPI_Pack_size(r: RankProcess, a: unknown[]): Result {
    const [count, dt, , out] = a as number[];
    return this.typeCall(r, 'MPI_Pack_size', (t) => { r.m.st32(out, t.packSize(count, dt >>> 0)); });
  }
  MPI_Get_address(r: RankProcess, a: unknown[]): Result { r.m.st64(a[1] as number, a[0] as number); return 0; }
  MPI_Aint_add(r: RankProcess, a: unknown[]): Result { void r; return Number(a[0]) + Number(a[1]); }
  MPI_Aint_diff(r: RankProcess, a: unknown[]): Result { void r; return Number(a[0]) - Number(a[1]); }
}

/** The binding check behind a datatype error of ./typerep, for MPICH's two-frame stack. */
function typeCheck(detail: string): MpiCheck | undefined {
  if (detail === 'Cannot free permanent data type') return { kind: 'dtypeperm' };
  if (detail === 'Datatype has not been committed') return { kind: 'dtypecommit' };
  if (detail === 'Null Datatype pointer') return { kind: 'dtypeptr' };
  const order = /^Invalid storage order \((-?\d+)\)$/.exec(detail);
  if (order) return { kind: 'storageorder', value: Number(order[1]) };
  if (detail.startsWith('Named predefined datatypes are not permitted')) return { kind: 'contentspredef' };
  if (/is a null datatype$/.test(detail)) return { kind: 'dtypenull', arg: 'datatype' };
  if (detail.startsWith('Invalid datatype')) return { kind: 'dtype' };
  const neg = /^Negative count, value is (-?\d+)$/.exec(detail);
  return neg ? { kind: 'countneg', value: Number(neg[1]) } : undefined;
}
