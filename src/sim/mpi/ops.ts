/**
 * MPI's predefined reduction operations by handle, and what each computes on one element;
 * shared by the collectives' reductions and the one-sided accumulates.
 */
export const BUILTIN_OPS: Record<number, string> = {
  0x58000001: 'MAX', 0x58000002: 'MIN', 0x58000003: 'SUM', 0x58000004: 'PROD', 0x58000005: 'LAND', 0x58000006: 'BAND',
  0x58000007: 'LOR', 0x58000008: 'BOR', 0x58000009: 'LXOR', 0x5800000a: 'BXOR', 0x5800000b: 'MINLOC', 0x5800000c: 'MAXLOC',
  0x5800000d: 'REPLACE', 0x5800000e: 'NO_OP',
};

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

