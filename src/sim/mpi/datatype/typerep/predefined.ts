import { Desc, MPI_DATATYPE_NULL, Y, YObj } from './typerep';

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

export const PRE = new Map<number, PreInfo>();
/** Builtin (0x4c) predefined handles by their low byte, where that byte names one type only (else 0). */
export const BUILTIN_BY_INDEX = new Int32Array(256);
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

export function basicSize(h: number): number {
  return (h >>> 8) & 0xff;
}

/**
 * The size of a predefined datatype; undefined for any other handle. It depends on the handle
 * alone (no process's table): the per-call paths (MPI_Type_size, its argument checks) read it so.
 */
export function predefinedSize(handle: number): number | undefined {
  // Builtin handles are 0x4c00SSII (SS: size): one array read, where a Map lookup would box the key.
  if (handle >>> 24 === 0x4c && BUILTIN_BY_INDEX[handle & 0xff] === handle) return basicSize(handle);
  return PRE.get(handle >>> 0)?.desc.size;
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

export const PAIR_SIZES: Record<number, [number, number]> = {
  [MPI_TYPES.MPI_2INT]: [4, 4], [MPI_TYPES.MPI_FLOAT_INT]: [4, 4], [MPI_TYPES.MPI_DOUBLE_INT]: [8, 4],
  [MPI_TYPES.MPI_LONG_INT]: [8, 4], [MPI_TYPES.MPI_SHORT_INT]: [2, 4], [MPI_TYPES.MPI_LONG_DOUBLE_INT]: [16, 4],
  [MPI_TYPES.MPI_2REAL]: [4, 4], [MPI_TYPES.MPI_2DOUBLE_PRECISION]: [8, 8], [MPI_TYPES.MPI_2INTEGER]: [4, 4],
};

export function isBuiltinHandle(h: number): boolean {
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
