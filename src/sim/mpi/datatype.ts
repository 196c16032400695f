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
const INT_MAX = 2147483647;

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

const COMBINER_SHORT: Record<number, string> = {
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

function fpe(where: string): DatatypeError {
  return new DatatypeError(MPI_ERR_INTERN,
    `Arithmetic exception (SIGFPE): real MPICH 4.0.2 divides by zero in ${where} for this datatype`, true);
}

// ---------------------------------------------------------------------------------------------
// Memory interface

/** Rank memory as the datatype engine sees it. Addresses are plain numbers. */
export interface TypeMemory {
  read(addr: number, n: number): Uint8Array;
  write(addr: number, bytes: Uint8Array): void;
}

// ---------------------------------------------------------------------------------------------
// Yaksa type objects: geometry, alignment and identity (the struct shortcut compares identity).

interface YObj {
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

const Y_NULL: YObj = { size: 0, lb: 0, ub: 0, trueLb: 0, trueUb: 0, extent: 0, align: 1, isNull: true };

/** yaksa's builtin objects as MPICH maps MPI types onto them (typerep_yaksa_init.c, yaksa_init.c). */
const Y: Record<string, YObj> = {
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

function yContig(count: number, t: YObj): YObj {
  if (count === 1) return t;
  let lb: number, ub: number;
  if (t.extent > 0) { lb = t.lb; ub = t.ub + (count - 1) * t.extent; } else { lb = t.lb + (count - 1) * t.extent; ub = t.ub; }
  return ymk({ size: t.size * count, lb, ub, trueLb: lb + t.trueLb - t.lb, trueUb: ub - t.ub + t.trueUb, align: t.align });
}

function yHvector(count: number, bl: number, stride: number, t: YObj): YObj {
  if (count === 1) return yContig(bl, t);
  let lb = t.lb;
  if (stride < 0) lb += stride * (count - 1);
  if (t.extent < 0) lb += t.extent * (bl - 1);
  let ub = t.ub;
  if (stride > 0) ub += stride * (count - 1);
  if (t.extent > 0) ub += t.extent * (bl - 1);
  return ymk({ size: t.size * bl * count, lb, ub, trueLb: lb + t.trueLb - t.lb, trueUb: ub - t.ub + t.trueUb, align: t.align });
}

function yHindexedBlock(bl: number, displs: number[], t: YObj): YObj {
  const count = displs.length;
  let isHvector = displs[0] === 0;
  for (let i = 2; i < count; i++) if (displs[i] - displs[i - 1] !== displs[1] - displs[0]) isHvector = false;
  if (isHvector) return count > 1 ? yHvector(count, bl, displs[1] - displs[0], t) : yHvector(count, bl, 0, t);
  const min = Math.min(...displs), max = Math.max(...displs);
  let lb: number, ub: number;
  if (t.extent > 0) { lb = min + t.lb; ub = max + t.ub + t.extent * (bl - 1); } else { lb = min + t.lb + t.extent * (bl - 1); ub = max + t.ub; }
  return ymk({ size: t.size * bl * count, lb, ub, trueLb: lb + t.trueLb - t.lb, trueUb: ub - t.ub + t.trueUb, align: t.align });
}

function yHindexed(bls: number[], displs: number[], t: YObj): YObj {
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

function yStruct(bls: number[], displs: number[], ts: YObj[]): YObj {
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

function yResized(t: YObj, lb: number, extent: number): YObj {
  if (lb === t.lb && extent === t.extent) return t;
  return { size: t.size, lb, ub: lb + extent, trueLb: t.trueLb, trueUb: t.trueUb, extent, align: t.align, isNull: false };
}

// ---------------------------------------------------------------------------------------------
// Descriptions (immutable; shared between snapshots)

/** The typemap structure: leaves are predefined handles (pair types are one leaf). */
type Layout =
  | { k: 'leaf' }
  | { k: 'empty' }
  | { k: 'blocks'; child: Desc; blocks: Array<[number, number]> }
  | { k: 'struct'; items: Array<[number, number, Desc]> };

interface Contents {
  combiner: number;
  ints: number[];
  aints: number[];
  types: number[];
  /** the descriptions of `types` at creation time (for MPI_Get_elements' recursion) */
  typeDescs: Desc[];
}

interface Desc {
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
}

// ---------------------------------------------------------------------------------------------
// Predefined datatypes

interface PreInfo {
  name: string;
  handle: number;
  /** name returned by MPI_Type_get_name ('' when MPICH has none) */
  typeName: string;
  /** MPICH's builtin_to_string (error stacks), null when MPICH prints dtype=0x... */
  errName: string | null;
  desc: Desc;
  /** components for pair types: [offset, handle] */
  parts?: Array<[number, number]>;
}

const PRE = new Map<number, PreInfo>();
/** Builtin (0x4c) predefined handles by their low byte, where that byte names one type only (else 0). */
const BUILTIN_BY_INDEX = new Int32Array(256);
/** Every predefined datatype name (C and Fortran, as in MPICH's mpi.h) to its handle. */
export const MPI_TYPES: Record<string, number> = {};

const ERR_NAMES = new Set([
  'MPI_CHAR', 'MPI_UNSIGNED_CHAR', 'MPI_SIGNED_CHAR', 'MPI_BYTE', 'MPI_WCHAR', 'MPI_SHORT', 'MPI_UNSIGNED_SHORT',
  'MPI_INT', 'MPI_UNSIGNED', 'MPI_LONG', 'MPI_UNSIGNED_LONG', 'MPI_FLOAT', 'MPI_DOUBLE', 'MPI_LONG_DOUBLE',
  'MPI_LONG_LONG_INT', 'MPI_UNSIGNED_LONG_LONG', 'MPI_PACKED', 'MPI_LB', 'MPI_UB', 'MPI_FLOAT_INT',
  'MPI_DOUBLE_INT', 'MPI_LONG_INT', 'MPI_SHORT_INT', 'MPI_2INT', 'MPI_LONG_DOUBLE_INT', 'MPI_COMPLEX',
  'MPI_DOUBLE_COMPLEX', 'MPI_LOGICAL', 'MPI_REAL', 'MPI_DOUBLE_PRECISION', 'MPI_INTEGER', 'MPI_2INTEGER',
  'MPI_2REAL', 'MPI_2DOUBLE_PRECISION', 'MPI_CHARACTER',
]);

function basicSize(h: number): number {
  return (h >>> 8) & 0xff;
}

function addPre(name: string, handle: number, y: YObj, typeName = name, aliasOf?: string): void {
  MPI_TYPES[name] = handle;
  if (aliasOf || PRE.has(handle)) return;
  const pair = (handle & 0xc0000000) >>> 0 === 0x80000000;
  const size = pair ? y.size : basicSize(handle);
  const desc: Desc = {
    pre: handle, y, size, lb: 0, extent: pair ? y.extent : size, trueLb: 0, trueUb: pair ? y.trueUb : size,
    elSize: size, basicType: handle, nBuiltin: 1, zerolen: false, contents: null,
    layout: size > 0 ? { k: 'leaf' } : { k: 'empty' }, text: name,
  };
  PRE.set(handle, { name, handle, typeName, errName: ERR_NAMES.has(name) ? name : null, desc });
  if (handle >>> 24 === 0x4c) {
    const k = handle & 0xff;
    BUILTIN_BY_INDEX[k] = BUILTIN_BY_INDEX[k] === 0 ? handle : -1;
  }
}

{
  const b = (name: string, h: number, y: string, typeName?: string): void => addPre(name, h, Y[y], typeName);
  b('MPI_CHAR', 0x4c000101, 'i8'); b('MPI_SIGNED_CHAR', 0x4c000118, 'i8'); b('MPI_UNSIGNED_CHAR', 0x4c000102, 'i8');
  b('MPI_BYTE', 0x4c00010d, 'i8'); b('MPI_WCHAR', 0x4c00040e, 'wchar'); b('MPI_SHORT', 0x4c000203, 'i16');
  b('MPI_UNSIGNED_SHORT', 0x4c000204, 'i16'); b('MPI_INT', 0x4c000405, 'i32'); b('MPI_UNSIGNED', 0x4c000406, 'i32');
  b('MPI_LONG', 0x4c000807, 'i64'); b('MPI_UNSIGNED_LONG', 0x4c000808, 'i64'); b('MPI_FLOAT', 0x4c00040a, 'float');
  b('MPI_DOUBLE', 0x4c00080b, 'double'); b('MPI_LONG_DOUBLE', 0x4c00100c, 'ldouble');
  b('MPI_LONG_LONG_INT', 0x4c000809, 'i64'); addPre('MPI_LONG_LONG', 0x4c000809, Y.i64, undefined, 'MPI_LONG_LONG_INT');
  b('MPI_UNSIGNED_LONG_LONG', 0x4c000819, 'i64'); b('MPI_PACKED', 0x4c00010f, 'i8');
  b('MPI_LB', 0x4c000010, 'null'); b('MPI_UB', 0x4c000011, 'null');
  b('MPI_FLOAT_INT', 0x8c000000, 'float_int'); b('MPI_DOUBLE_INT', 0x8c000001, 'double_int');
  b('MPI_LONG_INT', 0x8c000002, 'long_int'); b('MPI_SHORT_INT', 0x8c000003, 'short_int');
  b('MPI_2INT', 0x4c000816, 'twoint'); b('MPI_LONG_DOUBLE_INT', 0x8c000004, 'ldouble_int');
  b('MPI_COMPLEX', 0x4c00081e, 'c_complex'); b('MPI_DOUBLE_COMPLEX', 0x4c001022, 'c_dcomplex');
  b('MPI_LOGICAL', 0x4c00041d, 'i32'); b('MPI_REAL', 0x4c00041c, 'float'); b('MPI_DOUBLE_PRECISION', 0x4c00081f, 'double');
  b('MPI_INTEGER', 0x4c00041b, 'i32'); b('MPI_2INTEGER', 0x4c000820, 'twoint'); b('MPI_2REAL', 0x4c000821, 'c_complex');
  b('MPI_2DOUBLE_PRECISION', 0x4c001023, 'c_dcomplex'); b('MPI_CHARACTER', 0x4c00011a, 'i8');
  b('MPI_REAL4', 0x4c000427, 'float'); b('MPI_REAL8', 0x4c000829, 'double'); b('MPI_REAL16', 0x4c00102b, 'real16');
  b('MPI_COMPLEX8', 0x4c000828, 'c_complex'); b('MPI_COMPLEX16', 0x4c00102a, 'c_dcomplex');
  b('MPI_COMPLEX32', 0x4c00202c, 'complex32'); b('MPI_INTEGER1', 0x4c00012d, 'i8'); b('MPI_INTEGER2', 0x4c00022f, 'i16');
  b('MPI_INTEGER4', 0x4c000430, 'i32'); b('MPI_INTEGER8', 0x4c000831, 'i64');
  MPI_TYPES.MPI_INTEGER16 = MPI_DATATYPE_NULL;
  b('MPI_INT8_T', 0x4c000137, 'i8'); b('MPI_INT16_T', 0x4c000238, 'i16'); b('MPI_INT32_T', 0x4c000439, 'i32');
  b('MPI_INT64_T', 0x4c00083a, 'i64'); b('MPI_UINT8_T', 0x4c00013b, 'i8'); b('MPI_UINT16_T', 0x4c00023c, 'i16');
  b('MPI_UINT32_T', 0x4c00043d, 'i32'); b('MPI_UINT64_T', 0x4c00083e, 'i64'); b('MPI_C_BOOL', 0x4c00013f, 'i8');
  b('MPI_C_FLOAT_COMPLEX', 0x4c000840, 'c_complex', 'MPI_C_COMPLEX');
  addPre('MPI_C_COMPLEX', 0x4c000840, Y.c_complex, undefined, 'MPI_C_FLOAT_COMPLEX');
  b('MPI_C_DOUBLE_COMPLEX', 0x4c001041, 'c_dcomplex'); b('MPI_C_LONG_DOUBLE_COMPLEX', 0x4c002042, 'c_ldcomplex');
  // MPICH has no yaksa mapping and no name for MPIX_C_FLOAT16: derived types built on it have size 0.
  b('MPIX_C_FLOAT16', 0x4c000246, 'null', '');
  b('MPI_AINT', 0x4c000843, 'i64'); b('MPI_OFFSET', 0x4c000844, 'i64'); b('MPI_COUNT', 0x4c000845, 'i64');
  b('MPI_CXX_BOOL', 0x4c000133, 'i8'); b('MPI_CXX_FLOAT_COMPLEX', 0x4c000834, 'c_complex');
  b('MPI_CXX_DOUBLE_COMPLEX', 0x4c001035, 'c_dcomplex'); b('MPI_CXX_LONG_DOUBLE_COMPLEX', 0x4c002036, 'c_ldcomplex');

  const T = MPI_TYPES;
  const parts: Array<[string, Array<[number, number]>]> = [
    ['MPI_FLOAT_INT', [[0, T.MPI_FLOAT], [4, T.MPI_INT]]],
    ['MPI_DOUBLE_INT', [[0, T.MPI_DOUBLE], [8, T.MPI_INT]]],
    ['MPI_LONG_INT', [[0, T.MPI_LONG], [8, T.MPI_INT]]],
    ['MPI_SHORT_INT', [[0, T.MPI_SHORT], [4, T.MPI_INT]]],
    ['MPI_LONG_DOUBLE_INT', [[0, T.MPI_LONG_DOUBLE], [16, T.MPI_INT]]],
    ['MPI_2INT', [[0, T.MPI_INT], [4, T.MPI_INT]]],
    ['MPI_2INTEGER', [[0, T.MPI_INTEGER], [4, T.MPI_INTEGER]]],
    ['MPI_2REAL', [[0, T.MPI_REAL], [4, T.MPI_REAL]]],
    ['MPI_2DOUBLE_PRECISION', [[0, T.MPI_DOUBLE_PRECISION], [8, T.MPI_DOUBLE_PRECISION]]],
  ];
  for (const [n, p] of parts) PRE.get(T[n])!.parts = p;
  // MPICH's pair type records (type_create_pairtype.c): element size only when both halves agree.
  for (const n of ['MPI_DOUBLE_INT', 'MPI_LONG_INT', 'MPI_SHORT_INT', 'MPI_LONG_DOUBLE_INT']) {
    const p = PRE.get(T[n])!;
    p.desc = { ...p.desc, elSize: -1, nBuiltin: 2 };
  }
  const fi = PRE.get(T.MPI_FLOAT_INT)!;
  fi.desc = { ...fi.desc, elSize: 4, nBuiltin: 2 };
}

const PAIR_SIZES: Record<number, [number, number]> = {
  [MPI_TYPES.MPI_2INT]: [4, 4], [MPI_TYPES.MPI_FLOAT_INT]: [4, 4], [MPI_TYPES.MPI_DOUBLE_INT]: [8, 4],
  [MPI_TYPES.MPI_LONG_INT]: [8, 4], [MPI_TYPES.MPI_SHORT_INT]: [2, 4], [MPI_TYPES.MPI_LONG_DOUBLE_INT]: [16, 4],
  [MPI_TYPES.MPI_2REAL]: [4, 4], [MPI_TYPES.MPI_2DOUBLE_PRECISION]: [8, 8], [MPI_TYPES.MPI_2INTEGER]: [4, 4],
};

function isBuiltinHandle(h: number): boolean {
  return (h & 0xc0000000) >>> 0 === 0x40000000;
}

/** Predefined in MPICH's sense: builtin handles and the five pair types. */
export function isPredefined(handle: number): boolean {
  return PRE.has(handle >>> 0);
}

/** The MPICH name of a predefined datatype ("MPI_INT"), or undefined. */
export function predefinedName(handle: number): string | undefined {
  return PRE.get(handle >>> 0)?.name;
}

/** Decodes an MPICH datatype handle into its fields (for the debugger). */
export function decodeHandle(handle: number): { kind: 'invalid' | 'builtin' | 'direct' | 'indirect'; mpiKind: number; index: number; block?: number } {
  const h = handle >>> 0;
  const kind = (['invalid', 'builtin', 'direct', 'indirect'] as const)[h >>> 30];
  const mpiKind = (h >>> 26) & 0xf;
  if (kind === 'indirect') return { kind, mpiKind, block: (h & 0x03fff000) >>> 12, index: h & 0xfff };
  if (kind === 'builtin') return { kind, mpiKind, index: h & 0xff };
  return { kind, mpiKind, index: h & 0x03ffffff };
}

// ---------------------------------------------------------------------------------------------
// Flattening

function unitSize(h: number): number {
  return PRE.get(h)!.desc.size;
}

function unitRuns(h: number): Array<[number, number]> {
  const p = PRE.get(h)!;
  if (p.parts && (h & 0xc0000000) >>> 0 === 0x80000000) {
    const [s1, s2] = PAIR_SIZES[h];
    const off = p.parts[1][0];
    return off === s1 ? [[0, s1 + s2]] : [[0, s1], [off, s2]];
  }
  return p.desc.size > 0 ? [[0, p.desc.size]] : [];
}

function pushRun(runs: Array<[number, number]>, d: number, len: number): void {
  if (len <= 0) return;
  const last = runs[runs.length - 1];
  if (last && last[0] + last[1] === d) last[1] += len;
  else runs.push([d, len]);
}

/** Merged (displacement, length) byte runs of one element, in typemap (= pack) order. */
function runsOf(d: Desc): Array<[number, number]> {
  if (d.runs) return d.runs;
  const runs: Array<[number, number]> = [];
  const L = d.layout;
  if (L.k === 'leaf') for (const r of unitRuns(d.pre)) pushRun(runs, r[0], r[1]);
  else if (L.k === 'blocks' || L.k === 'struct') {
    const items: Array<[number, number, Desc]> = L.k === 'blocks' ? L.blocks.map(([disp, n]) => [disp, n, L.child]) : L.items;
    for (const [disp, n, child] of items) {
      const cr = runsOf(child);
      const ext = child.extent;
      if (cr.length === 1 && cr[0][1] === ext && ext > 0) {
        pushRun(runs, disp + cr[0][0], n * ext);
        continue;
      }
      for (let j = 0; j < n; j++) for (const r of cr) pushRun(runs, disp + j * ext + r[0], r[1]);
    }
  }
  d.runs = runs;
  return runs;
}

/** runsOf as two flat arrays (offsets, lengths) for the pack loops. */
function flatRuns(d: Desc): [Float64Array, Float64Array] {
  if (d.flat) return d.flat;
  const r = runsOf(d);
  const o = new Float64Array(r.length), l = new Float64Array(r.length);
  for (let i = 0; i < r.length; i++) { o[i] = r[i][0]; l[i] = r[i][1]; }
  d.flat = [o, l];
  return d.flat;
}

/** (displacement, predefined handle) leaves of one element; pair types are one leaf. */
function leavesOf(d: Desc): Array<[number, number]> {
  if (d.leaves) return d.leaves;
  const out: Array<[number, number]> = [];
  const L = d.layout;
  if (L.k === 'leaf') out.push([0, d.pre]);
  else if (L.k === 'blocks' || L.k === 'struct') {
    const items: Array<[number, number, Desc]> = L.k === 'blocks' ? L.blocks.map(([disp, n]) => [disp, n, L.child]) : L.items;
    for (const [disp, n, child] of items) {
      const cl = leavesOf(child);
      for (let j = 0; j < n; j++) for (const [o, h] of cl) out.push([disp + j * child.extent + o, h]);
    }
  }
  d.leaves = out;
  return out;
}

/**
 * Calls `visit(address, offset in the packed stream, length)` for each contiguous run of the
 * first `lim` packed bytes of elements at `addr`: whole elements first, then whole basic units
 * of the last, partial element (a partial basic unit is never moved, like yaksa). Returns the
 * bytes visited.
 */
function forEachRun(d: Desc, addr: number, lim: number, visit: (at: number, pos: number, n: number) => void): number {
  const full = Math.floor(lim / d.size);
  const [ro, rl] = flatRuns(d);
  const nr = ro.length;
  let pos = 0;
  for (let i = 0; i < full; i++) {
    const base = addr + i * d.extent;
    for (let k = 0; k < nr; k++) {
      visit(base + ro[k], pos, rl[k]);
      pos += rl[k];
    }
  }
  let rem = lim - pos;
  if (rem > 0) {
    const base = addr + full * d.extent;
    for (const [o, t] of leavesOf(d)) {
      const us = unitSize(t);
      if (us > rem) break;
      for (const [ro, rn] of unitRuns(t)) {
        visit(base + o + ro, pos, rn);
        pos += rn;
      }
      rem -= us;
    }
  }
  return pos;
}

/** Basic-type signature of one element, run-length encoded, pairs expanded. */
function sigOf(d: Desc): Array<[number, number]> {
  if (d.sig) return d.sig;
  const out: Array<[number, number]> = [];
  const push = (t: number, n: number): void => {
    const last = out[out.length - 1];
    if (last && last[0] === t) last[1] += n;
    else out.push([t, n]);
  };
  const L = d.layout;
  if (L.k === 'leaf') {
    const p = PRE.get(d.pre)!;
    if (p.parts) for (const [, t] of p.parts) push(t, 1);
    else push(d.pre, 1);
  } else if (L.k === 'blocks' || L.k === 'struct') {
    const items: Array<[number, number, Desc]> = L.k === 'blocks' ? L.blocks.map(([disp, n]) => [disp, n, L.child]) : L.items;
    for (const [, n, child] of items) {
      const cs = sigOf(child);
      if (cs.length === 1) push(cs[0][0], cs[0][1] * n);
      else for (let j = 0; j < n; j++) for (const [t, k] of cs) push(t, k);
    }
  }
  d.sig = out;
  return out;
}

/** MPICH's is_contig as far as it is observable (the unpack fast path). */
function isContig(d: Desc): boolean {
  if (d.pre) return d.pre !== MPI_TYPES.MPI_DOUBLE_INT && d.pre !== MPI_TYPES.MPI_LONG_INT
    && d.pre !== MPI_TYPES.MPI_SHORT_INT && d.pre !== MPI_TYPES.MPI_LONG_DOUBLE_INT;
  if (d.zerolen) return true;
  if (d.y.isNull || d.size === 0) return false;
  const r = runsOf(d);
  return r.length === 1 && r[0][1] === d.extent;
}

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

interface Snapshot {
  entries: Array<[number, Entry]>;
  free: number[];
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
  private cursor = 5; // direct objects 0..4 hold the pair types
  private names = new Map<number, string>();

  // --- handles and lookups ----------------------------------------------------------------

  private alloc(): number {
    const h = this.freeList.pop();
    if (h !== undefined) return h;
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

  private elFrom(oldtype: number, old: Desc, count: number): Pick<Desc, 'elSize' | 'basicType' | 'nBuiltin'> {
    if (count === 0) return { elSize: 0, basicType: 0, nBuiltin: 0 }; // MPICH leaves these unset
    if (isBuiltinHandle(oldtype)) return { nBuiltin: count, elSize: basicSize(oldtype), basicType: oldtype };
    return { nBuiltin: count * old.nBuiltin, elSize: old.elSize, basicType: old.basicType };
  }

  private fromY(y: YObj, layout: Layout, el: Pick<Desc, 'elSize' | 'basicType' | 'nBuiltin'>, contents: Contents | null, text: string): Desc {
    return {
      pre: 0, y, size: y.size, lb: y.lb, extent: y.extent, trueLb: y.trueLb, trueUb: y.trueUb, ...el,
      zerolen: false, contents, layout: y.isNull ? { k: 'empty' } : layout, text,
    };
  }

  private zerolen(contents: Contents | null, text: string): Desc {
    return {
      pre: 0, y: Y_NULL, size: 0, lb: 0, extent: 0, trueLb: 0, trueUb: 0, elSize: 0, basicType: 0, nBuiltin: 0,
      zerolen: true, contents, layout: { k: 'empty' }, text,
    };
  }

  private contents(combiner: number, ints: number[], aints: number[], types: number[]): Contents {
    return { combiner, ints, aints, types: types.map((t) => t >>> 0), typeDescs: types.map((t) => this.lookup(t)) };
  }

  // MPIR_Type_contiguous
  private coreContig(count: number, oldtype: number, old: Desc, contents: Contents | null, text: string): Desc {
    if (count === 0) return this.zerolen(contents, text);
    const y = count * old.y.size === 0 ? Y_NULL : yContig(count, old.y);
    return this.fromY(y, { k: 'blocks', child: old, blocks: [[0, count]] }, this.elFrom(oldtype, old, count), contents, text);
  }

  // MPIR_Type_vector (stride in elements or bytes)
  private coreVector(count: number, bl: number, stride: number, inBytes: boolean, oldtype: number, old: Desc, contents: Contents | null, text: string): Desc {
    if (count === 0) return this.zerolen(contents, text);
    const bstride = inBytes ? stride : stride * old.extent;
    const y = count * old.y.size === 0 ? Y_NULL : yHvector(count, bl, inBytes ? stride : stride * old.y.extent, old.y);
    const blocks: Array<[number, number]> = [];
    for (let i = 0; i < count; i++) blocks.push([i * bstride, bl]);
    return this.fromY(y, { k: 'blocks', child: old, blocks }, this.elFrom(oldtype, old, count * bl), contents, text);
  }

  // MPIR_Type_blockindexed
  private coreBlockIndexed(bl: number, displs: number[], inBytes: boolean, oldtype: number, old: Desc, contents: Contents | null, text: string): Desc {
    const count = displs.length;
    if (count === 0) return this.zerolen(contents, text);
    const bd = displs.map((d) => (inBytes ? d : d * old.extent));
    const y = count * old.y.size === 0 ? Y_NULL : yHindexedBlock(bl, inBytes ? displs : displs.map((d) => d * old.y.extent), old.y);
    return this.fromY(y, { k: 'blocks', child: old, blocks: bd.map((d) => [d, bl] as [number, number]) }, this.elFrom(oldtype, old, count * bl), contents, text);
  }

  // MPIR_Type_indexed
  private coreIndexed(bls: number[], displs: number[], inBytes: boolean, oldtype: number, old: Desc, contents: Contents | null, text: string): Desc {
    if (bls.length === 0 || bls.every((b) => b === 0)) return this.zerolen(contents, text);
    let total = 0;
    for (const b of bls) total += b;
    const bd = displs.map((d) => (inBytes ? d : d * old.extent));
    const y = total * old.y.size === 0 ? Y_NULL : yHindexed(bls, inBytes ? displs : displs.map((d) => d * old.y.extent), old.y);
    return this.fromY(y, { k: 'blocks', child: old, blocks: bd.map((d, i) => [d, bls[i]] as [number, number]) }, this.elFrom(oldtype, old, total), contents, text);
  }

  // type_struct in type_create.c (no MPI_LB/MPI_UB)
  private coreStruct(bls: number[], displs: number[], types: number[], olds: Desc[], contents: Contents | null, text: string): Desc {
    if (bls.length === 0 || bls.every((b) => b === 0)) return this.zerolen(contents, text);
    let total = 0;
    for (let i = 0; i < bls.length; i++) total += olds[i].y.size * bls[i];
    const y = total === 0 ? Y_NULL : yStruct(bls, displs, olds.map((o) => o.y));
    let elSize = 0, basicType = MPI_DATATYPE_NULL, found = false;
    for (let i = 0; i < bls.length; i++) {
      if (bls[i] === 0) continue;
      const t = types[i] >>> 0;
      const tsz = isBuiltinHandle(t) ? basicSize(t) : olds[i].elSize;
      const tty = isBuiltinHandle(t) ? t : olds[i].basicType;
      if (!found) { elSize = tsz; basicType = tty; found = true; }
      else if (elSize !== tsz) { elSize = -1; basicType = MPI_DATATYPE_NULL; }
      else if (basicType !== tty) basicType = MPI_DATATYPE_NULL;
    }
    const items: Array<[number, number, Desc]> = bls.map((b, i) => [displs[i], b, olds[i]]);
    return this.fromY(y, { k: 'struct', items }, { elSize, basicType, nBuiltin: -1 }, contents, text);
  }

  // MPIR_Type_create_resized
  private coreResized(old: Desc, lb: number, extent: number, contents: Contents | null, text: string): Desc {
    const y = yResized(old.y, lb, extent);
    const el = old.pre && isBuiltinHandle(old.pre) ? { nBuiltin: 1, elSize: basicSize(old.pre), basicType: old.pre } : { nBuiltin: old.nBuiltin, elSize: old.elSize, basicType: old.basicType };
    return {
      pre: 0, y, size: y.size, lb: y.lb, extent: y.extent, trueLb: y.trueLb, trueUb: y.trueUb, ...el, zerolen: false, contents,
      layout: old.y.isNull ? { k: 'empty' } : { k: 'blocks', child: old, blocks: [[0, 1]] }, text,
    };
  }

  contiguous(count: number, oldtype: number): number {
    this.checkCount(count);
    const old = this.lookup(oldtype);
    const text = `MPI_Type_contiguous(count=${count}, ${this.label(oldtype)})`;
    const c = this.contents(Combiner.CONTIGUOUS, [count], [], [oldtype]);
    return this.install(this.alloc(), this.coreContig(count, oldtype >>> 0, old, c, text));
  }

  vector(count: number, blocklength: number, stride: number, oldtype: number): number {
    this.checkCount(count);
    this.checkCount(blocklength);
    const old = this.lookup(oldtype);
    const text = `MPI_Type_vector(count=${count}, blocklength=${blocklength}, stride=${stride}, ${this.label(oldtype)})`;
    const c = this.contents(Combiner.VECTOR, [count, blocklength, stride], [], [oldtype]);
    return this.install(this.alloc(), this.coreVector(count, blocklength, stride, false, oldtype >>> 0, old, c, text));
  }

  /** MPI_Type_create_hvector (stride in bytes). */
  hvector(count: number, blocklength: number, strideBytes: number, oldtype: number): number {
    this.checkCount(count);
    this.checkCount(blocklength);
    const old = this.lookup(oldtype);
    const text = `MPI_Type_create_hvector(count=${count}, blocklength=${blocklength}, stride=${strideBytes} bytes, ${this.label(oldtype)})`;
    const c = this.contents(Combiner.HVECTOR, [count, blocklength], [strideBytes], [oldtype]);
    return this.install(this.alloc(), this.coreVector(count, blocklength, strideBytes, true, oldtype >>> 0, old, c, text));
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
    return this.install(this.alloc(), this.coreIndexed(blocklengths, displacements.slice(0, n), false, oldtype >>> 0, old, c, text));
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
    return this.install(this.alloc(), this.coreIndexed(blocklengths, displacements.slice(0, n), true, oldtype >>> 0, old, c, text));
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
    return this.install(this.alloc(), this.coreBlockIndexed(blocklength, displacements, false, oldtype >>> 0, old, c, text));
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
    return this.install(this.alloc(), this.coreBlockIndexed(blocklength, displacements, true, oldtype >>> 0, old, c, text));
  }

  /** MPI_Type_create_struct (MPI_LB/MPI_UB members handled as MPICH 4 does). */
  createStruct(count: number, blocklengths: number[], displacements: number[], types: number[]): number {
    const n = count;
    this.checkCount(n);
    blocklengths = blocklengths.slice(0, n);
    for (const b of blocklengths) this.checkCount(b);
    const olds = types.slice(0, n).map((t) => this.lookup(t, 'Null Datatype pointer'));
    const hs = types.slice(0, n).map((t) => t >>> 0);
    const ds = displacements.slice(0, n);
    const text = `MPI_Type_create_struct(count=${n}, blocklengths=${fmtList(blocklengths)}, displacements=${fmtList(ds)}, types=[${hs.map((t) => this.label(t)).join(', ')}])`;
    const c = this.contents(Combiner.STRUCT, [n, ...blocklengths], ds, hs);
    const LB = MPI_TYPES.MPI_LB, UB = MPI_TYPES.MPI_UB;
    if (!hs.some((t) => t === LB || t === UB)) {
      return this.install(this.alloc(), this.coreStruct(blocklengths, ds, hs, olds, c, text));
    }
    // MPIR_Type_struct, old API: struct of the real members, then resized to the markers.
    const keep = hs.map((t, i) => (t !== LB && t !== UB ? i : -1)).filter((i) => i >= 0);
    const tmpHandle = this.alloc();
    const tmp = this.coreStruct(keep.map((i) => blocklengths[i]), keep.map((i) => ds[i]), keep.map((i) => hs[i]), keep.map((i) => olds[i]), null, text);
    this.install(tmpHandle, tmp);
    let lb = tmp.lb, ub = tmp.lb + tmp.extent;
    for (let i = 0; i < n; i++) {
      if (hs[i] === LB) lb = ds[i];
      else if (hs[i] === UB) ub = ds[i];
    }
    const h = this.alloc();
    const d = this.coreResized(tmp, lb, ub - lb, c, text);
    this.releaseEntry(tmpHandle);
    return this.install(h, d);
  }

  /** MPI_Type_create_resized. */
  createResized(oldtype: number, lb: number, extent: number): number {
    const old = this.lookup(oldtype);
    const text = `MPI_Type_create_resized(${this.label(oldtype)}, lb=${lb}, extent=${extent})`;
    const c = this.contents(Combiner.RESIZED, [], [lb, extent], [oldtype]);
    return this.install(this.alloc(), this.coreResized(old, lb, extent, c, text));
  }

  /** MPI_Type_create_subarray, built as MPICH does (vector/hvector, hindexed_block, resized). */
  createSubarray(ndims: number, sizes: number[], subsizes: number[], starts: number[], order: number, oldtype: number): number {
    if (ndims < 0) throw new DatatypeError(MPI_ERR_ARG, `Invalid value for ndims, must be non-negative but is ${ndims}`);
    if (sizes.length < ndims || subsizes.length < ndims || starts.length < ndims) throw new DatatypeError(MPI_ERR_ARG, 'Invalid argument: sizes, subsizes and starts must have ndims entries');
    sizes = sizes.slice(0, ndims);
    subsizes = subsizes.slice(0, ndims);
    starts = starts.slice(0, ndims);
    for (let i = 0; i < ndims; i++) this.checkCount(starts[i]);
    const old = this.lookup(oldtype);
    if (order !== MPI_ORDER_C && order !== MPI_ORDER_FORTRAN) throw new DatatypeError(MPI_ERR_ARG, `Invalid storage order (${order})`);
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
      if (ndims === 1) tmp1 = temp(this.coreContig(subsizes[0], oh, old, null, text));
      else {
        tmp1 = temp(this.coreVector(subsizes[1], subsizes[0], sizes[0], false, oh, old, null, text));
        let size = sizes[0] * extent;
        for (let i = 2; i < ndims; i++) {
          size *= sizes[i - 1];
          const tmp2 = temp(this.coreVector(subsizes[i], 1, size, true, tmp1[0], tmp1[1], null, text));
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
      if (ndims === 1) tmp1 = temp(this.coreContig(subsizes[0], oh, old, null, text));
      else {
        tmp1 = temp(this.coreVector(subsizes[ndims - 2], subsizes[ndims - 1], sizes[ndims - 1], false, oh, old, null, text));
        let size = sizes[ndims - 1] * extent;
        for (let i = ndims - 3; i >= 0; i--) {
          size *= sizes[i + 1];
          const tmp2 = temp(this.coreVector(subsizes[i], 1, size, true, tmp1[0], tmp1[1], null, text));
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
    const tmp2 = temp(this.coreBlockIndexed(1, [disp], true, tmp1[0], tmp1[1], null, text));
    const h = this.alloc();
    const c = this.contents(Combiner.SUBARRAY, [ndims, ...sizes, ...subsizes, ...starts, order], [], [oh]);
    const d = this.coreResized(tmp2[1], 0, full, c, text);
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
    const d = isBuiltinHandle(oh) ? this.coreContig(1, oh, old, c, text) : this.coreResized(old, old.lb, old.extent, c, text);
    return this.install(this.alloc(), d, true);
  }

  /** MPI_Type_commit (predefined types: no-op). */
  commit(handle: number): void {
    const h = handle >>> 0;
    this.lookup(h);
    const e = this.entries.get(h);
    if (e) e.committed = true;
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
  predefinedSize(handle: number): number | undefined {
    // Builtin handles are 0x4c00SSII (SS: size): one array read, where a Map lookup would box the key.
    if (handle >>> 24 === 0x4c && BUILTIN_BY_INDEX[handle & 0xff] === handle) return basicSize(handle);
    return PRE.get(handle >>> 0)?.desc.size;
  }

  /** MPI_Type_get_extent */
  getExtent(handle: number): { lb: number; extent: number } {
    const d = this.lookup(handle);
    return { lb: d.lb, extent: d.extent };
  }

  /** MPI_Type_get_true_extent */
  getTrueExtent(handle: number): { lb: number; extent: number } {
    const d = this.lookup(handle);
    return { lb: d.trueLb, extent: d.trueUb - d.trueLb };
  }

  /** MPI_Type_get_envelope */
  getEnvelope(handle: number): { numIntegers: number; numAddresses: number; numDatatypes: number; combiner: number } {
    const d = this.lookup(handle);
    const c = d.contents;
    if (!c) return { numIntegers: 0, numAddresses: 0, numDatatypes: 0, combiner: Combiner.NAMED };
    return { numIntegers: c.ints.length, numAddresses: c.aints.length, numDatatypes: c.types.length, combiner: c.combiner };
  }

  /**
   * MPI_Type_get_contents. Like MPICH, each returned derived type gains a reference: the
   * program is expected to MPI_Type_free it.
   */
  getContents(handle: number, maxIntegers = Infinity, maxAddresses = Infinity, maxDatatypes = Infinity): { integers: number[]; addresses: number[]; datatypes: number[] } {
    const h = handle >>> 0;
    const d = this.lookup(h);
    if (PRE.has(h) || !d.contents) throw new DatatypeError(MPI_ERR_TYPE, 'Named predefined datatypes are not permitted in MPI_Type_get_contents');
    const c = d.contents;
    if (maxIntegers < c.ints.length || maxAddresses < c.aints.length || maxDatatypes < c.types.length) {
      throw new DatatypeError(MPI_ERR_OTHER, 'Invalid datatype');
    }
    for (const t of c.types) {
      const e = this.entries.get(t);
      if (e) { e.ref++; e.userRefs++; }
    }
    return { integers: [...c.ints], addresses: [...c.aints], datatypes: [...c.types] };
  }

  /** MPI_Type_get_name ('' for unnamed derived types). */
  getName(handle: number): string {
    const h = handle >>> 0;
    this.lookup(h);
    const p = PRE.get(h);
    if (p) return this.names.get(h) ?? p.typeName;
    return this.entries.get(h)!.name;
  }

  /** MPI_Type_set_name (also allowed on predefined types; truncated to 127 characters). */
  setName(handle: number, name: string): void {
    const h = handle >>> 0;
    this.lookup(h);
    const n = name.slice(0, MPI_MAX_OBJECT_NAME - 1);
    if (PRE.has(h)) this.names.set(h, n);
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
  elementsFor(handle: number, bytes: number): number {
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
    return elements > INT_MAX ? MPI_UNDEFINED : elements;
  }

  /** MPI_Get_count for a message of `bytes` bytes (MPI_UNDEFINED unless whole elements). */
  countFor(handle: number, bytes: number): number {
    const d = this.lookup(handle);
    if (d.size === 0) return bytes > 0 ? MPI_UNDEFINED : 0;
    if (bytes % d.size !== 0) return MPI_UNDEFINED;
    const c = bytes / d.size;
    return c > INT_MAX ? MPI_UNDEFINED : c;
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
    const d = this.lookup(handle);
    const lim = Math.max(0, Math.min(count * d.size, maxBytes));
    if (lim === 0) return new Uint8Array(0);
    const runs = runsOf(d);
    if (runs.length === 1 && runs[0][1] === d.size && d.extent === d.size && Math.floor(lim / d.size) === count) {
      return mem.read(addr + runs[0][0], lim).slice();
    }
    const out = new Uint8Array(lim);
    const pos = forEachRun(d, addr, lim, (at, p, n) => {
      const src = mem.read(at, n);
      if (n <= 16) for (let j = 0; j < n; j++) out[p + j] = src[j];
      else out.set(src, p);
    });
    return out.subarray(0, pos);
  }

  /**
   * Unpacks `bytes` into `count` elements at `addr`, as far as whole basic elements go.
   * Returns the number of bytes consumed. No commit check: this is the runtime's receive path.
   */
  unpackBytes(mem: TypeMemory, bytes: Uint8Array, addr: number, count: number, handle: number): number {
    const d = this.lookup(handle);
    const lim = Math.max(0, Math.min(bytes.length, count * d.size));
    if (lim === 0) return 0;
    const runs = runsOf(d);
    if (runs.length === 1 && runs[0][1] === d.size && d.extent === d.size && Math.floor(lim / d.size) === count) {
      mem.write(addr + runs[0][0], bytes.subarray(0, lim));
      return lim;
    }
    return forEachRun(d, addr, lim, (at, p, n) => mem.write(at, bytes.subarray(p, p + n)));
  }

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
    const name = p ? this.names.get(h) : e!.name;
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
      cursor: this.cursor,
      names: [...this.names],
    };
    return s;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as Snapshot;
    this.entries = new Map(s.entries.map(([h, e]) => [h, { ...e }]));
    this.freeList = [...s.free];
    this.cursor = s.cursor;
    this.names = new Map(s.names);
  }
}

// ---------------------------------------------------------------------------------------------
// MPI_Get_elements internals (get_elements_x.c)

function resolveBasic(t: number): number {
  // MPIR_Datatype_get_basic_type: only builtin handles survive; pair types and 0 become NULL
  return isBuiltinHandle(t) ? t >>> 0 : MPI_DATATYPE_NULL;
}

function basicTypeElements(st: { bytes: number }, count: number, type: number): number {
  if (count === 0) return 0;
  const usable = count < 0 ? st.bytes : Math.min(st.bytes, count * basicSize(type));
  const pair = PAIR_SIZES[type];
  const [t1, t2] = pair ?? [basicSize(type), basicSize(type)];
  if (t1 + t2 === 0) throw fpe('MPI_Get_elements');
  let elements = 2 * Math.floor(usable / (t1 + t2));
  if (usable % (t1 + t2) >= t1) elements++;
  let used = Math.floor(elements / 2) * (t1 + t2);
  if (elements % 2 === 1) used += t1;
  st.bytes -= used;
  return elements;
}

function getElementsRec(st: { bytes: number }, count: number, h: number, d: Desc): number {
  if (PRE.has(h)) return basicTypeElements(st, count, h);
  if (d.elSize >= 0) return basicTypeElements(st, count * d.nBuiltin, resolveBasic(d.basicType));
  const c = d.contents;
  if (!c) throw new DatatypeError(MPI_ERR_INTERN, 'Assertion failed in MPIR_Type_get_elements: no contents', true);
  const sub = (n: number, i: number): number => getElementsRec(st, n, c.types[i], c.typeDescs[i]);
  switch (c.combiner) {
    case Combiner.NAMED:
    case Combiner.DUP:
    case Combiner.RESIZED:
      return sub(count, 0);
    case Combiner.CONTIGUOUS:
    case Combiner.VECTOR:
    case Combiner.HVECTOR:
    case Combiner.SUBARRAY:
      return sub(count * c.ints[0], 0);
    case Combiner.INDEXED_BLOCK:
    case Combiner.HINDEXED_BLOCK:
      return sub(count * c.ints[0] * c.ints[1], 0);
    case Combiner.INDEXED:
    case Combiner.HINDEXED: {
      let typecount = 0;
      for (let i = 0; i < c.ints[0]; i++) typecount += c.ints[i + 1];
      return sub(count * typecount, 0);
    }
    case Combiner.STRUCT: {
      let nr = 0;
      let last = 1;
      for (let j = 0; (count < 0 || j < count) && st.bytes > 0 && last > 0; j++) {
        const before = st.bytes;
        for (let i = 0; i < c.ints[0]; i++) {
          if (c.ints[i + 1] === 0) continue;
          last = sub(c.ints[i + 1], i);
          nr += last;
          if (last < c.ints[i + 1]) break;
        }
        if (st.bytes === before && last > 0) throw new DatatypeError(MPI_ERR_INTERN, 'MPI_Get_elements does not terminate for this datatype (MPICH loops forever)', true);
      }
      return nr;
    }
    default:
      throw new DatatypeError(MPI_ERR_INTERN, 'Assertion failed in MPIR_Type_get_elements', true);
  }
}
