/**
 * MPI's predefined reduction operations by handle, and what each computes on one element;
 * shared by the collectives' reductions and the one-sided accumulates.
 */
export const BUILTIN_OPS: Record<number, string> = {
  0x58000001: 'MAX', 0x58000002: 'MIN', 0x58000003: 'SUM', 0x58000004: 'PROD', 0x58000005: 'LAND', 0x58000006: 'BAND',
  0x58000007: 'LOR', 0x58000008: 'BOR', 0x58000009: 'LXOR', 0x5800000a: 'BXOR', 0x5800000b: 'MINLOC', 0x5800000c: 'MAXLOC',
  0x5800000d: 'REPLACE', 0x5800000e: 'NO_OP',
};

/**
 * Whether integer elements of this signedness are read as signed for `op`. MPICH 4.0.2 does every
 * builtin reduction and accumulate of a predefined type through yaksa
 * (MPIR_CVAR_ENABLE_YAKSA_REDUCTION, on by default), whose builtin type table aliases each
 * unsigned integer type to the signed one of its size (yaksa_init.c: UINT8_T is INT8_T, unsigned
 * long is INT64_T...): MAX and MIN then compare unsigned elements as signed (MAX of 236 and 119 as
 * MPI_UNSIGNED_CHAR is 119). The other operations give the same bits either way.
 */
export function readsSigned(op: string, signed: boolean): boolean {
  return signed || op === 'MAX' || op === 'MIN';
}

/** `x op y` for floating-point elements, as MPICH's reduction functions compute it (x is the incoming value). */
export function applyFloatOp(op: string, x: number, y: number): number {
  switch (op) {
    case 'MAX': return Math.max(x, y); case 'MIN': return Math.min(x, y); case 'PROD': return x * y; case 'REPLACE': return x;
    case 'LXOR': return !x !== !y ? 1 : 0;
    default: return x + y;
  }
}
/** `x op y` for integer elements (wrapped to the element's width by the caller). */
export function applyIntOp(op: string, x: bigint, y: bigint): bigint {
  switch (op) {
    case 'MAX': return x > y ? x : y; case 'MIN': return x < y ? x : y; case 'PROD': return x * y;
    case 'LAND': return x && y ? 1n : 0n; case 'LOR': return x || y ? 1n : 0n; case 'LXOR': return !x !== !y ? 1n : 0n;
    case 'BAND': return x & y; case 'BOR': return x | y; case 'BXOR': return x ^ y; case 'REPLACE': return x;
    default: return x + y;
  }
}

/** Whether a predefined operation applies to a datatype kind (MPI-3 §5.9.2). */
export function opAllowed(op: string | undefined, kind: string | undefined, complex: () => boolean): boolean {
  if (!op || !kind) return true; // user-defined operation or derived datatype: not checked here
  if (op === 'MAXLOC' || op === 'MINLOC') return kind === 'pair';
  if (kind === 'pair') return op === 'REPLACE' || op === 'NO_OP';
  // MPICH 4.0.2 reduces float, double and long double with MPI_LXOR (its FLOATING_POINT groups,
  // not complex; test/mpi/coll/oplxor). MPI_LAND and MPI_LOR pass its check but then fail an
  // assertion (opland.c:60, internal error): mpisim keeps the standard's MPI_ERR_OP for those.
  if (kind === 'f') return op === 'LXOR' ? !complex() : !/^(BAND|BOR|BXOR|LAND|LOR)$/.test(op);
  return true;
}

/**
 * Where MPICH 4.0.2 rejects a datatype a predefined reduction is not defined for: the
 * MPIR_<OP>_check_dtype function the binding calls (src/mpi/coll/op/op*.c) and its line.
 */
export const OP_CHECK_DTYPE: Record<string, string> = {
  SUM: 'MPIR_SUM_check_dtype(78)', PROD: 'MPIR_PROD_check_dtype(94)', MAX: 'MPIR_MAXF_check_dtype(53)', MIN: 'MPIR_MINF_check_dtype(52)',
  LAND: 'MPIR_LAND_check_dtype(87)', LOR: 'MPIR_LOR_check_dtype(87)', LXOR: 'MPIR_LXOR_check_dtype(91)',
  BAND: 'MPIR_BAND_check_dtype(56)', BOR: 'MPIR_BOR_check_dtype(56)', BXOR: 'MPIR_BXOR_check_dtype(56)',
  MAXLOC: 'MPIR_MAXLOC_check_dtype(144)', MINLOC: 'MPIR_MINLOC_check_dtype(145)',
};
