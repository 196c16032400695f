/**
 * The large-count datatype functions (MPI-4.0's `_c` bindings): constructors taking MPI_Count
 * counts, strides and displacements beyond 2^31, which record the call as MPICH's
 * MPIR_*_large_impl does (every count a large count, so only MPI_Type_get_envelope_c and
 * MPI_Type_get_contents_c describe the type), and the queries answering in MPI_Count.
 */
import type { RankProcess } from '../../runtime/rank';
import { ints, type Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { DatatypeImpl } from './datatype_impl';
import type { DatatypeTable } from './typerep/table';

/** An array of MPI_Count (64 bits, as MPI_Aint). */
function counts(r: RankProcess, at: number, n: number): number[] {
  return Array.from({ length: n }, (_, k) => Number(r.m.s64(at + 8 * k)));
}

export class TypeLarge {
  constructor(readonly rt: MpiCore, readonly types: DatatypeImpl) {}
  /** A `_c` constructor: the type built by `make`, its contents then MPICH's large-count ones. */
  private make(r: RankProcess, fname: string, out: number, make: (t: DatatypeTable) => number, large: number[], intArgs: number[] = [], args?: unknown[]): Result {
    return this.types.newType(r, fname, out, (t) => t.largeContents(make(t), large, intArgs), args);
  }
  MPI_Type_contiguous_c(r: RankProcess, a: unknown[]): Result {
    const [n, old, out] = a as number[];
    return this.make(r, 'MPI_Type_contiguous_c', out, (t) => t.contiguous(Number(n), old >>> 0), [Number(n)]);
  }
  MPI_Type_vector_c(r: RankProcess, a: unknown[]): Result {
    const [n, bl, st, old, out] = (a as number[]).map(Number);
    return this.make(r, 'MPI_Type_vector_c', out, (t) => t.vector(n, bl, st, old >>> 0), [n, bl, st]);
  }
  MPI_Type_create_hvector_c(r: RankProcess, a: unknown[]): Result {
    const [n, bl, st, old, out] = (a as number[]).map(Number);
    return this.make(r, 'MPI_Type_create_hvector_c', out, (t) => t.hvector(n, bl, st, old >>> 0), [n, bl, st]);
  }
  MPI_Type_indexed_c(r: RankProcess, a: unknown[]): Result {
    const [n, blp, dp, old, out] = (a as number[]).map(Number);
    const bls = counts(r, blp, n), ds = counts(r, dp, n);
    return this.make(r, 'MPI_Type_indexed_c', out, (t) => t.indexed(n, bls, ds, old >>> 0), [n, ...bls, ...ds]);
  }
  MPI_Type_create_hindexed_c(r: RankProcess, a: unknown[]): Result {
    const [n, blp, dp, old, out] = (a as number[]).map(Number);
    const bls = counts(r, blp, n), ds = counts(r, dp, n);
    return this.make(r, 'MPI_Type_create_hindexed_c', out, (t) => t.hindexed(n, bls, ds, old >>> 0), [n, ...bls, ...ds]);
  }
  MPI_Type_create_indexed_block_c(r: RankProcess, a: unknown[]): Result {
    const [n, bl, dp, old, out] = (a as number[]).map(Number);
    const ds = counts(r, dp, n);
    return this.make(r, 'MPI_Type_create_indexed_block_c', out, (t) => t.indexedBlock(n, bl, ds, old >>> 0), [n, bl, ...ds]);
  }
  MPI_Type_create_hindexed_block_c(r: RankProcess, a: unknown[]): Result {
    const [n, bl, dp, old, out] = (a as number[]).map(Number);
    const ds = counts(r, dp, n);
    return this.make(r, 'MPI_Type_create_hindexed_block_c', out, (t) => t.hindexedBlock(n, bl, ds, old >>> 0), [n, bl, ...ds]);
  }
  MPI_Type_create_struct_c(r: RankProcess, a: unknown[]): Result {
    const [n, blp, dp, tp, out] = (a as number[]).map(Number);
    const bls = counts(r, blp, n), ds = counts(r, dp, n);
    return this.make(r, 'MPI_Type_create_struct_c', out, (t) => t.createStruct(n, bls, ds, ints(r, tp, n).map((x) => x >>> 0)), [n, ...bls, ...ds], [], a);
  }
  MPI_Type_create_resized_c(r: RankProcess, a: unknown[]): Result {
    const [old, lb, ext, out] = (a as number[]).map(Number);
    return this.make(r, 'MPI_Type_create_resized_c', out, (t) => t.createResized(old >>> 0, lb, ext), [lb, ext]);
  }
  MPI_Type_create_subarray_c(r: RankProcess, a: unknown[]): Result {
    const [n, sp, ssp, stp, order, old, out] = (a as number[]).map(Number);
    const k = Math.max(n, 0);
    // A NULL array is read as empty: the table reports it after the order, as MPICH's checks come first.
    const read = (p: number): number[] => (p ? counts(r, p, k) : []);
    const sizes = read(sp), subs = read(ssp), starts = read(stp);
    return this.make(r, 'MPI_Type_create_subarray_c', out, (t) => t.createSubarray(n, sizes, subs, starts, order, old >>> 0), [...sizes, ...subs, ...starts], [n, order], a);
  }
  /** The darray ../lib/darray.c built for MPI_Type_create_darray_c: its gsizes become large counts. */
  __mpisim_type_darray_c(r: RankProcess, a: unknown[]): Result {
    const [h, gsizes] = a as number[];
    const table = this.types.dtp(r.rank).table;
    table.largeDarray(h >>> 0, (nd) => counts(r, gsizes, nd));
    return 0;
  }
  MPI_Type_size_c(r: RankProcess, a: unknown[]): Result {
    const [dt, out] = a as number[];
    return this.types.typeCall(r, 'MPI_Type_size_c', (t) => { r.m.st64(out, t.size(dt >>> 0)); });
  }
  MPI_Type_get_envelope_c(r: RankProcess, a: unknown[]): Result {
    const [dt, ni, na, nc, nd, comb] = a as number[];
    return this.types.typeCall(r, 'MPI_Type_get_envelope_c', (t) => {
      const e = t.getEnvelope(dt >>> 0, true);
      r.m.st64(ni, e.numIntegers); r.m.st64(na, e.numAddresses); r.m.st64(nc, e.numLargeCounts); r.m.st64(nd, e.numDatatypes); r.m.st32(comb, e.combiner);
    });
  }
  MPI_Type_get_contents_c(r: RankProcess, a: unknown[]): Result {
    const [dt, mi, ma, mc, md, ip, ap, cp, tp] = a as number[];
    return this.types.typeCall(r, 'MPI_Type_get_contents_c', (t) => {
      const c = t.getContents(dt >>> 0, Number(mi), Number(ma), Number(md), Number(mc));
      c.integers.forEach((v, k) => r.m.st32(ip + 4 * k, v));
      c.addresses.forEach((v, k) => r.m.st64(ap + 8 * k, v));
      c.counts.forEach((v, k) => r.m.st64(cp + 8 * k, v));
      c.datatypes.forEach((v, k) => r.m.st32(tp + 4 * k, v));
    }, a);
  }
}
