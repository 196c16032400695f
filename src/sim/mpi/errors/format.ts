import { MAX_ERROR_LINE } from './errcodes';

// =============================================================================================
// 4. Arguments as MPICH prints them (vsnprintf_mpi and its helpers)

/** A value for one conversion of an MPICH format: numbers for ints, handles and addresses. */
export type MpiArgValue = number | bigint | string | null | undefined;

export interface FormatOptions {
  /**
   * For a derived datatype handle: the MPI_Type_get_envelope combiner's short name as MPICH
   * prints it ("contig", "vector", "hvector", "indexed", "hindexed", "struct", "dup",
   * "indexed_block", "hindexed_block", "subarray", "darray", "resized"). Without it (or when it
   * returns undefined) a derived type prints as dtype=USER<0x........>.
   */
  datatypeCombiner?: (handle: number) => string | undefined;
}

export const MPI_COMM_WORLD = 0x44000000;
export const MPI_COMM_SELF = 0x44000001;
export const MPI_COMM_NULL = 0x04000000;
export const MPI_DATATYPE_NULL = 0x0c000000;
export const MPI_OP_NULL = 0x18000000;
export const MPI_GROUP_NULL = 0x08000000;
export const MPI_REQUEST_NULL = 0x2c000000;
export const MPI_ERRHANDLER_NULL = 0x14000000;
export const MPI_INFO_NULL = 0x1c000000;
export const MPI_WIN_NULL = 0x20000000;
export const MPI_SESSION_NULL = 0x38000000;
export const MPI_KEYVAL_INVALID = 0x24000000;
export const MPI_ANY_SOURCE = -2;
export const MPI_PROC_NULL = -1;
export const MPI_ROOT = -3;
export const MPI_ANY_TAG = -1;
/** MPI_IN_PLACE is (void *)-1, MPI_STATUS_IGNORE (MPI_Status *)1 in MPICH's mpi.h. */
export const MPI_IN_PLACE_ADDR = 0xffffffffffffffffn;
export const MPI_STATUS_IGNORE_ADDR = 1;

/**
 * MPIR_Datatype_builtin_to_string: the only predefined types MPICH prints by name. Other
 * predefined types (MPI_INT8_T, MPI_C_BOOL, MPI_AINT, MPI_C_DOUBLE_COMPLEX, ...) print as
 * dtype=0x4c000137 and so on. MPI_LONG_LONG is MPI_LONG_LONG_INT (same handle).
 */
export const DATATYPE_NAMES: Readonly<Record<number, string>> = Object.freeze({
  0x4c000101: 'MPI_CHAR', 0x4c000102: 'MPI_UNSIGNED_CHAR', 0x4c000118: 'MPI_SIGNED_CHAR', 0x4c00010d: 'MPI_BYTE',
  0x4c00040e: 'MPI_WCHAR', 0x4c000203: 'MPI_SHORT', 0x4c000204: 'MPI_UNSIGNED_SHORT', 0x4c000405: 'MPI_INT',
  0x4c000406: 'MPI_UNSIGNED', 0x4c000807: 'MPI_LONG', 0x4c000808: 'MPI_UNSIGNED_LONG', 0x4c00040a: 'MPI_FLOAT',
  0x4c00080b: 'MPI_DOUBLE', 0x4c00100c: 'MPI_LONG_DOUBLE', 0x4c000809: 'MPI_LONG_LONG_INT',
  0x4c000819: 'MPI_UNSIGNED_LONG_LONG', 0x4c00010f: 'MPI_PACKED', 0x4c000010: 'MPI_LB', 0x4c000011: 'MPI_UB',
  0x8c000000: 'MPI_FLOAT_INT', 0x8c000001: 'MPI_DOUBLE_INT', 0x8c000002: 'MPI_LONG_INT', 0x8c000003: 'MPI_SHORT_INT',
  0x4c000816: 'MPI_2INT', 0x8c000004: 'MPI_LONG_DOUBLE_INT', 0x4c00081e: 'MPI_COMPLEX', 0x4c001022: 'MPI_DOUBLE_COMPLEX',
  0x4c00041d: 'MPI_LOGICAL', 0x4c00041c: 'MPI_REAL', 0x4c00081f: 'MPI_DOUBLE_PRECISION', 0x4c00041b: 'MPI_INTEGER',
  0x4c000820: 'MPI_2INTEGER', 0x4c000821: 'MPI_2REAL', 0x4c001023: 'MPI_2DOUBLE_PRECISION', 0x4c00011a: 'MPI_CHARACTER',
});

/** GetMPIOpString. */
export const OP_NAMES: Readonly<Record<number, string>> = Object.freeze({
  0x18000000: 'MPI_OP_NULL', 0x58000001: 'MPI_MAX', 0x58000002: 'MPI_MIN', 0x58000003: 'MPI_SUM', 0x58000004: 'MPI_PROD',
  0x58000005: 'MPI_LAND', 0x58000006: 'MPI_BAND', 0x58000007: 'MPI_LOR', 0x58000008: 'MPI_BOR', 0x58000009: 'MPI_LXOR',
  0x5800000a: 'MPI_BXOR', 0x5800000b: 'MPI_MINLOC', 0x5800000c: 'MPI_MAXLOC', 0x5800000d: 'MPI_REPLACE',
  0x5800000e: 'MPI_NO_OP',
});

const KEYVAL_NAMES: Readonly<Record<number, string>> = Object.freeze({
  0x24000000: 'MPI_KEYVAL_INVALID', 0x64400001: 'MPI_TAG_UB', 0x64400003: 'MPI_HOST', 0x64400005: 'MPI_IO',
  0x64400007: 'MPI_WTIME_IS_GLOBAL', 0x64400009: 'MPI_UNIVERSE_SIZE', 0x6440000b: 'MPI_LASTUSEDCODE',
  0x6440000d: 'MPI_APPNUM', 0x66000001: 'MPI_WIN_BASE', 0x66000003: 'MPI_WIN_SIZE', 0x66000005: 'MPI_WIN_DISP_UNIT',
  0x66000007: 'MPI_WIN_CREATE_FLAVOR', 0x66000009: 'MPI_WIN_MODEL',
});

/** MPICH object kinds in handle bits 26-29 (HANDLE_GET_MPI_KIND). */
const MPIR_DATATYPE = 3;
const hex = (v: number | bigint): string => (typeof v === 'bigint' ? v : BigInt(v >>> 0)).toString(16);
const handleMpiKind = (h: number): number => (h & 0x3c000000) >>> 26;
/** HANDLE_GET_KIND: 0 invalid, 1 builtin, 2 direct, 3 indirect. */
const handleKind = (h: number): number => (h >>> 30) & 3;

/** "%p" as glibc prints it, with MPICH's MPI_IN_PLACE special case. Addresses are 64-bit. */
export function formatPointer(v: MpiArgValue): string {
  if (v === null || v === undefined) return '(nil)';
  if (typeof v === 'string') return v;
  const b = BigInt.asUintN(64, typeof v === 'bigint' ? v : BigInt(Math.trunc(v)));
  if (b === 0n) return '(nil)';
  if (b === MPI_IN_PLACE_ADDR) return 'MPI_IN_PLACE';
  return '0x' + b.toString(16);
}

/** GetDTypeString. */
export function formatDatatype(h: number, opts: FormatOptions = {}): string {
  h = h | 0;
  if (handleMpiKind(h) !== MPIR_DATATYPE || (handleKind(h) === 0 && h !== MPI_DATATYPE_NULL)) return 'INVALID DATATYPE';
  if (h === MPI_DATATYPE_NULL) return 'MPI_DATATYPE_NULL';
  const name = DATATYPE_NAMES[h >>> 0];
  if (name) return name;
  if (isPredefinedDatatype(h)) return `dtype=0x${hex(h).padStart(8, '0')}`;
  const comb = opts.datatypeCombiner?.(h >>> 0);
  return comb ? `dtype=USER<${comb}>` : `dtype=USER<0x${hex(h).padStart(8, '0')}>`;
}

/** Builtin datatype handles (kind 1) and the five direct pair types of MPICH. */
function isPredefinedDatatype(h: number): boolean {
  const u = h >>> 0;
  return handleKind(h) === 1 || (u >= 0x8c000000 && u <= 0x8c000004);
}

export function formatOp(h: number): string {
  return OP_NAMES[h >>> 0] ?? `op=0x${hex(h)}`;
}

export function formatComm(h: number): string {
  switch (h >>> 0) {
    case MPI_COMM_WORLD: return 'MPI_COMM_WORLD';
    case MPI_COMM_SELF: return 'MPI_COMM_SELF';
    case MPI_COMM_NULL: return 'MPI_COMM_NULL';
    default: return `comm=0x${hex(h)}`;
  }
}

/** "%i": a rank, with the special values. */
export function formatRank(r: number): string {
  return r === MPI_ANY_SOURCE ? 'MPI_ANY_SOURCE' : r === MPI_PROC_NULL ? 'MPI_PROC_NULL' : r === MPI_ROOT ? 'MPI_ROOT' : String(r);
}

/** "%t": a tag. */
export function formatTag(t: number): string {
  return t === MPI_ANY_TAG ? 'MPI_ANY_TAG' : String(t);
}

const asNum = (v: MpiArgValue): number => (typeof v === 'bigint' ? Number(BigInt.asIntN(32, v)) : typeof v === 'number' ? v | 0 : 0);

/** One conversion of vsnprintf_mpi. */
export function formatMpiValue(conv: string, v: MpiArgValue, opts: FormatOptions = {}): string {
  const n = asNum(v);
  switch (conv) {
    case 's': return v === null || v === undefined ? '<NULL>' : String(v);
    case 'd': return String(n);
    case 'L': case 'c': return typeof v === 'bigint' ? BigInt.asIntN(64, v).toString() : String(Math.trunc(Number(v ?? 0)));
    case 'x': return hex(n);
    case 'X': return BigInt.asUintN(64, typeof v === 'bigint' ? v : BigInt(Math.trunc(Number(v ?? 0)))).toString(16);
    case 'i': return formatRank(n);
    case 't': return formatTag(n);
    case 'p': return formatPointer(v);
    case 'C': return formatComm(n);
    case 'I': return (n >>> 0) === MPI_INFO_NULL ? 'MPI_INFO_NULL' : `info=0x${hex(n)}`;
    case 'D': return formatDatatype(n, opts);
    case 'F': return v === 0 || v === 0n || v == null ? 'MPI_FILE_NULL' : `file=0x${formatPointer(v).replace(/^0x/, '')}`;
    case 'W': return (n >>> 0) === MPI_WIN_NULL ? 'MPI_WIN_NULL' : `win=0x${hex(n)}`;
    case 'A': return formatAssert(n);
    case 'G': return (n >>> 0) === MPI_GROUP_NULL ? 'MPI_GROUP_NULL' : `group=0x${hex(n)}`;
    case 'O': return formatOp(n);
    case 'R': return (n >>> 0) === MPI_REQUEST_NULL ? 'MPI_REQUEST_NULL' : `req=0x${hex(n)}`;
    case 'E': return (n >>> 0) === MPI_ERRHANDLER_NULL ? 'MPI_ERRHANDLER_NULL' : `errh=0x${hex(n)}`;
    case 'S': return (n >>> 0) === MPI_SESSION_NULL ? 'MPI_SESSION_NULL' : `session=0x${hex(n)}`;
    case 'K': return KEYVAL_NAMES[n >>> 0] ?? `keyval=0x${hex(n)}`;
    default: throw new Error(`unknown MPICH format conversion %${conv}`);
  }
}

/** GetAssertString (RMA assertions). */
function formatAssert(d: number): string {
  if (d === 0) return 'assert=0';
  const parts: string[] = [];
  for (const [bit, name] of [
    [2048, 'MPI_MODE_NOSTORE'], [1024, 'MPI_MODE_NOCHECK'], [4096, 'MPI_MODE_NOPUT'],
    [8192, 'MPI_MODE_NOPRECEDE'], [16384, 'MPI_MODE_NOSUCCEED'],
  ] as const) {
    if (d & bit) { parts.push(name); d ^= bit; }
  }
  if (d) parts.push(parts.length ? `0x${hex(d)}` : `assert=0x${hex(d)}`);
  return parts.join(' | ');
}

/** vsnprintf_mpi: a format of MPICH's message tables filled with values, in order (unbounded). */
export function formatMpiString(fmt: string, values: readonly MpiArgValue[], opts: FormatOptions = {}): string {
  let i = 0;
  return fmt.replace(/%(.)/g, (_, conv: string) => formatMpiValue(conv, values[i++], opts));
}

/** The width of "%p" for an address of an x86-64 Linux process: "0x" and 12 hex digits (PIE data and heap at 0x55..., the stack at 0x7ff...). */
const REAL_ADDRESS_WIDTH = 14;
/** Where the addresses of mpisim's processes lie (its address space is 32-bit, above the NULL guard page). */
const isProcessAddress = (v: MpiArgValue): boolean => {
  if (typeof v !== 'number' && typeof v !== 'bigint') return false;
  const b = BigInt.asUintN(64, typeof v === 'bigint' ? v : BigInt(Math.trunc(v)));
  return b >= 0x1000n && b < 0x100000000n;
};

/**
 * What follows an address of mpisim's in a ring message for each character it is shorter than a
 * real process's: the stack strings MPICH cuts (MPI_Error_string's MPI_MAX_ERROR_STRING, the
 * fatal report's) are cut with the pads, which are then removed (ring.ts).
 */
export const ADDRESS_PAD = '\uE000';
export const withoutPads = (s: string): string => (s.includes(ADDRESS_PAD) ? s.replaceAll(ADDRESS_PAD, '') : s);

/**
 * vsnprintf_mpi(msg, MPIR_MAX_ERROR_LINE, ...) as MPICH fills a ring message: literal runs are
 * copied with memcpy up to the buffer's end (no room kept for the NUL), each conversion and the
 * trailing literal with snprintf/MPL_strncpy (room kept), so a message can end 256 or 255
 * characters long. The cut falls where it falls in a real process: an address counts with the
 * width it has there, though mpisim prints its own (shorter) value, so a long argument list ends
 * at the same argument as MPICH's does. The message keeps that width with ADDRESS_PADs.
 */
export function formatMpiMessage(fmt: string, values: readonly MpiArgValue[], opts: FormatOptions = {}): string {
  const parts = fmt.split(/(%.)/);
  let maxlen = MAX_ERROR_LINE;
  let out = '';
  let i = 0;
  parts.forEach((part, k) => {
    if (k % 2 === 0) {
      const take = Math.min(part.length, k === parts.length - 1 ? Math.max(0, maxlen - 1) : maxlen);
      out += part.slice(0, take);
      maxlen -= take;
      return;
    }
    const conv = part[1], v = values[i++];
    const s = formatMpiValue(conv, v, opts);
    if (maxlen === 0) return;
    const m = /0x([0-9a-f]+)$/.exec(s);
    const realLength = (conv === 'p' || conv === 'F') && m && isProcessAddress(v) ? s.length - m[1].length + REAL_ADDRESS_WIDTH - 2 : s.length;
    const n = Math.min(realLength, maxlen - 1);
    out += (s + ADDRESS_PAD.repeat(realLength - s.length)).slice(0, n);
    maxlen -= n;
  });
  return out;
}
