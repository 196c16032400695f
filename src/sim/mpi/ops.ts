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

