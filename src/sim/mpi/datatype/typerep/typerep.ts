/**
 * MPI datatypes of ONE simulated process, as MPICH 4.0.2 (ch4 device, yaksa type engine) has
 * them on x86-64 Linux. Pure TypeScript: the runtime plugs rank memory in through `TypeMemory`.
 *
 * What is reproduced, and where it comes from in MPICH/yaksa:
 * - Handles: predefined ones are MPICH's constants (mpi.h). Derived types come from MPICH's
 *   handle allocator (mpir_handlemem.h): 8 "direct" objects 0x8c000000+i, of which 0..4 are the
 *   pair types MPI_FLOAT_INT..MPI_LONG_DOUBLE_INT, so the first user type is 0x8c000005; then
 *   "indirect" blocks of 1024: 0xcc000000 | block << 12 | index. Freed handles go on a LIFO
 *   free list. Objects are reference counted: a type used in the contents of another type (or
 *   returned by MPI_Type_get_contents) stays alive, and keeps its handle, until released.
 *   MPICH-internal temporaries (subarray, struct with MPI_LB/MPI_UB) take and give back
 *   handles exactly as MPICH does, so later handles match a real run.
 * - size/lb/extent/true bounds: as yaksa computes them (MPICH copies them from yaksa), including
 *   its shortcuts — a struct whose member types are all the same yaksa type is built as hindexed
 *   and gets NO alignment padding; all integer types of one size are the same yaksa type.
 *   Struct padding otherwise rounds the extent up to the largest member alignment.
 * - MPI_Get_elements/MPI_Get_count: MPICH's algorithm (get_elements_x.c) with its
 *   builtin_element_size/basic_type/n_builtin_elements bookkeeping, including the cases where
 *   real MPICH 4.0.2 divides by zero (reported as a fatal DatatypeError).
 * - Pack/Unpack: plain bytes in typemap order; partial packing in whole basic elements (yaksa);
 *   MPI_Pack/MPI_Unpack limit by outsize/insize measured from the buffer start plus position,
 *   as MPICH 4.0.2 does (it passes outsize, not outsize - position).
 * - Errors: MPICH's error classes and the specific line of its error stack.
 */


// ---------------------------------------------------------------------------------------------
// Constants

export const MPI_DATATYPE_NULL = 0x0c000000;
export const MPI_UNDEFINED = -32766;
export const MPI_ORDER_C = 56;
export const MPI_ORDER_FORTRAN = 57;
export const MPI_MAX_OBJECT_NAME = 128;
export const INT_MAX = 2147483647;

export const MPI_SUCCESS = 0;
export const MPI_ERR_COUNT = 2;
export const MPI_ERR_TYPE = 3;
export const MPI_ERR_ARG = 12;
export const MPI_ERR_OTHER = 15;
export const MPI_ERR_INTERN = 16;

/** MPI_COMBINER_* with MPICH's values. */
export const Combiner = {
  NAMED: 1, DUP: 2, CONTIGUOUS: 3, VECTOR: 4, HVECTOR_INTEGER: 5, HVECTOR: 6, INDEXED: 7,
  HINDEXED_INTEGER: 8, HINDEXED: 9, INDEXED_BLOCK: 10, STRUCT_INTEGER: 11, STRUCT: 12,
  SUBARRAY: 13, DARRAY: 14, F90_REAL: 15, F90_COMPLEX: 16, F90_INTEGER: 17, RESIZED: 18,
  HINDEXED_BLOCK: 19,
} as const;

export const COMBINER_SHORT: Record<number, string> = {
  1: 'named', 2: 'dup', 3: 'contig', 4: 'vector', 5: 'hvector_integer', 6: 'hvector', 7: 'indexed',
  8: 'hindexed_integer', 9: 'hindexed', 10: 'indexed_block', 11: 'struct_integer', 12: 'struct',
  13: 'subarray', 14: 'darray', 15: 'f90_real', 16: 'f90_complex', 17: 'f90_integer', 18: 'resized',
  19: 'hindexed_block',
};

const GENERIC: Record<number, string> = {
  [MPI_ERR_COUNT]: 'Invalid count',
  [MPI_ERR_TYPE]: 'Invalid datatype',
  [MPI_ERR_ARG]: 'Invalid argument',
  [MPI_ERR_OTHER]: 'Other MPI error',
  [MPI_ERR_INTERN]: 'Internal MPI error!',
};

/**
 * A failed datatype operation. `errorClass` is the MPI error class MPICH returns, `detail` the
 * specific (last) line of MPICH's error stack, e.g. "Negative count, value is -1".
 * `fatal` marks what kills the process in real MPICH 4.0.2 (SIGFPE, failed assertion) instead
 * of returning an error code; the runtime should fault the rank with `message`.
 */
export class DatatypeError extends Error {
  readonly errorClass: number;
  readonly detail: string;
  readonly generic: string;
  readonly fatal: boolean;
  constructor(errorClass: number, detail: string, fatal = false) {
    const generic = GENERIC[errorClass] ?? `MPI error class ${errorClass}`;
    super(fatal ? detail : `${generic}: ${detail}`);
    this.name = 'DatatypeError';
    this.errorClass = errorClass;
    this.detail = detail;
    this.generic = generic;
    this.fatal = fatal;
  }
}

export function fpe(where: string): DatatypeError {
  return new DatatypeError(MPI_ERR_INTERN,
    `Arithmetic exception (SIGFPE): real MPICH 4.0.2 divides by zero in ${where} for this datatype`, true);
}

// ---------------------------------------------------------------------------------------------
// Memory interface

/** Rank memory as the datatype engine sees it. Addresses are plain numbers. */
export interface TypeMemory {
  read(addr: number, n: number): Uint8Array;
  write(addr: number, bytes: Uint8Array): void;
  /** The whole memory when bytes [addr, addr + n) may all be read (written): one check for every run between. */
  bytes?(addr: number, n: number, write: boolean): Uint8Array | undefined;
}

// ---------------------------------------------------------------------------------------------
// Yaksa type objects: geometry, alignment and identity (the struct shortcut compares identity).

export interface YObj {
  readonly size: number;
  readonly lb: number;
  readonly ub: number;
  readonly trueLb: number;
  readonly trueUb: number;
  readonly extent: number;
  readonly align: number;
  readonly isNull: boolean;
}

function yBuiltin(size: number, align: number, extent = size, trueUb = size): YObj {
  return { size, lb: 0, ub: extent, trueLb: 0, trueUb, extent, align, isNull: false };
}

export const Y_NULL: YObj = { size: 0, lb: 0, ub: 0, trueLb: 0, trueUb: 0, extent: 0, align: 1, isNull: true };

/** yaksa's builtin objects as MPICH maps MPI types onto them (typerep_yaksa_init.c, yaksa_init.c). */
export const Y: Record<string, YObj> = {
  i8: yBuiltin(1, 1), i16: yBuiltin(2, 2), i32: yBuiltin(4, 4), i64: yBuiltin(8, 8),
  wchar: yBuiltin(4, 4), float: yBuiltin(4, 4), double: yBuiltin(8, 8), ldouble: yBuiltin(16, 16),
  c_complex: yBuiltin(8, 4), c_dcomplex: yBuiltin(16, 8), c_ldcomplex: yBuiltin(32, 16),
  real16: yBuiltin(16, 1), complex32: yBuiltin(32, 1),
  float_int: yBuiltin(8, 4), double_int: yBuiltin(12, 8, 16, 12), long_int: yBuiltin(12, 8, 16, 12),
  twoint: yBuiltin(8, 4), short_int: yBuiltin(6, 4, 8, 8), ldouble_int: yBuiltin(20, 16, 32, 20),
  null: Y_NULL,
};

function ymk(p: Omit<YObj, 'isNull' | 'extent'>): YObj {
  return { ...p, extent: p.ub - p.lb, isNull: false };
}

export function yContig(count: number, t: YObj): YObj {
  if (count === 1) return t;
  let lb: number, ub: number;
  if (t.extent > 0) { lb = t.lb; ub = t.ub + (count - 1) * t.extent; } else { lb = t.lb + (count - 1) * t.extent; ub = t.ub; }
  return ymk({ size: t.size * count, lb, ub, trueLb: lb + t.trueLb - t.lb, trueUb: ub - t.ub + t.trueUb, align: t.align });
}

export function yHvector(count: number, bl: number, stride: number, t: YObj): YObj {
  if (count === 1) return yContig(bl, t);
  let lb = t.lb;
  if (stride < 0) lb += stride * (count - 1);
  if (t.extent < 0) lb += t.extent * (bl - 1);
  let ub = t.ub;
  if (stride > 0) ub += stride * (count - 1);
  if (t.extent > 0) ub += t.extent * (bl - 1);
  return ymk({ size: t.size * bl * count, lb, ub, trueLb: lb + t.trueLb - t.lb, trueUb: ub - t.ub + t.trueUb, align: t.align });
}

export function yHindexedBlock(bl: number, displs: number[], t: YObj): YObj {
  const count = displs.length;
  let isHvector = displs[0] === 0;
  for (let i = 2; i < count; i++) if (displs[i] - displs[i - 1] !== displs[1] - displs[0]) isHvector = false;
  if (isHvector) return count > 1 ? yHvector(count, bl, displs[1] - displs[0], t) : yHvector(count, bl, 0, t);
  const min = Math.min(...displs), max = Math.max(...displs);
  let lb: number, ub: number;
  if (t.extent > 0) { lb = min + t.lb; ub = max + t.ub + t.extent * (bl - 1); } else { lb = min + t.lb + t.extent * (bl - 1); ub = max + t.ub; }
  return ymk({ size: t.size * bl * count, lb, ub, trueLb: lb + t.trueLb - t.lb, trueUb: ub - t.ub + t.trueUb, align: t.align });
}

export function yHindexed(bls: number[], displs: number[], t: YObj): YObj {
  if (bls.every((b) => b === bls[0])) return yHindexedBlock(bls[0], displs, t);
  let size = 0;
  for (const b of bls) size += t.size * b;
  let set = false, lb = 0, ub = 0, tlb = 0, tub = 0;
  for (let i = 0; i < bls.length; i++) {
    if (bls[i] === 0) continue;
    let l: number, u: number;
    if (t.extent > 0) { l = displs[i] + t.lb; u = displs[i] + t.ub + t.extent * (bls[i] - 1); } else { l = displs[i] + t.lb + t.extent * (bls[i] - 1); u = displs[i] + t.ub; }
    const tl = l - t.lb + t.trueLb, tu = u - t.ub + t.trueUb;
    if (set) { lb = Math.min(lb, l); ub = Math.max(ub, u); tlb = Math.min(tlb, tl); tub = Math.max(tub, tu); } else { lb = l; ub = u; tlb = tl; tub = tu; set = true; }
  }
  return ymk({ size, lb, ub, trueLb: tlb, trueUb: tub, align: t.align });
}

export function yStruct(bls: number[], displs: number[], ts: YObj[]): YObj {
  if (ts.every((t) => t === ts[0])) return yHindexed(bls, displs, ts[0]);
  let size = 0;
  for (let i = 0; i < ts.length; i++) size += ts[i].size * bls[i];
  let set = false, lb = 0, ub = 0, tlb = 0, tub = 0, align = 0;
  for (let i = 0; i < ts.length; i++) {
    if (bls[i] === 0) continue;
    const t = ts[i];
    let l: number, u: number;
    if (t.extent > 0) { l = displs[i] + t.lb; u = displs[i] + t.ub + t.extent * (bls[i] - 1); } else { l = displs[i] + t.lb + t.extent * (bls[i] - 1); u = displs[i] + t.ub; }
    const tl = l - t.lb + t.trueLb, tu = u - t.ub + t.trueUb;
    if (align < t.align) align = t.align;
    if (set) { lb = Math.min(lb, l); ub = Math.max(ub, u); tlb = Math.min(tlb, tl); tub = Math.max(tub, tu); } else { lb = l; ub = u; tlb = tl; tub = tu; set = true; }
  }
  if (align === 0) align = 1;
  // uintptr_t arithmetic: (ub - lb) % alignment on the unsigned value
  const span = ub - lb;
  const diff = span >= 0 ? span % align : Number(BigInt.asUintN(64, BigInt(span)) % BigInt(align));
  if (diff) ub += align - diff;
  return ymk({ size, lb, ub, trueLb: tlb, trueUb: tub, align });
}

export function yResized(t: YObj, lb: number, extent: number): YObj {
  if (lb === t.lb && extent === t.extent) return t;
  return { size: t.size, lb, ub: lb + extent, trueLb: t.trueLb, trueUb: t.trueUb, extent, align: t.align, isNull: false };
}

// ---------------------------------------------------------------------------------------------
// Descriptions (immutable; shared between snapshots)

/** The typemap structure: leaves are predefined handles (pair types are one leaf). */
export type Layout =
  | { k: 'leaf' }
  | { k: 'empty' }
  | { k: 'blocks'; child: Desc; blocks: Array<[number, number]> }
  | { k: 'struct'; items: Array<[number, number, Desc]> };

export interface Contents {
  combiner: number;
  ints: number[];
  aints: number[];
  types: number[];
  /**
   * the large counts of a type a `_c` constructor made: MPICH records every count, displacement
   * and bound of such a call here (MPIR_*_large_impl), so only MPI_Type_get_envelope_c and
   * MPI_Type_get_contents_c describe the type
   */
  counts?: number[];
  /** the descriptions of `types` at creation time (for MPI_Get_elements' recursion) */
  typeDescs: Desc[];
}

export interface Desc {
  /** handle for predefined types, 0 for derived */
  readonly pre: number;
  readonly y: YObj;
  readonly size: number;
  readonly lb: number;
  readonly extent: number;
  readonly trueLb: number;
  readonly trueUb: number;
  /** MPICH's builtin_element_size / basic_type / n_builtin_elements */
  readonly elSize: number;
  readonly basicType: number;
  readonly nBuiltin: number;
  /** created by MPII_Type_zerolen (is_contig = 1 in MPICH) */
  readonly zerolen: boolean;
  readonly contents: Contents | null;
  readonly layout: Layout;
  readonly text: string;
  runs?: Array<[number, number]>;
  flat?: [Float64Array, Float64Array];
  leaves?: Array<[number, number]>;
  sig?: Array<[number, number]>;
  nLeaves?: number;
}
