/**
 * MPI misuse reported exactly as MPICH 4.0.2 (the Debian build: ch4:ucx, error checking on,
 * MPICH_ERROR_MSG_LEVEL = ALL) reports it: the error classes and their strings, the error codes
 * and their encoding, MPI_Error_class / MPI_Error_string, the error stack, the text that
 * MPI_ERRORS_ARE_FATAL prints before the job dies, and what mpiexec (hydra) adds around it.
 * Plus the reports only mpisim can make because it sees every rank: collective arguments that
 * differ across ranks, requests still pending and messages never received at MPI_Finalize.
 *
 * How MPICH builds these texts (src/mpi/errhan/errutil.c, v4.0.2):
 * - Every failing check calls MPIR_Err_create_code(lastcode, fatal, fcname, __LINE__, class,
 *   "**generic", "**specific %fmt", args...). It stores the formatted message, the location
 *   "fcname(line)" and lastcode in a per-process ring of 128 entries and returns a code:
 *     bits 0-6  class           bit 7  fatal         bits 8-18  generic message index + 1
 *     bits 19-25 ring index     bits 26-29 sequence = (sum of the message's bytes) % 16
 *     bit 30    dynamic (MPI_Add_error_class/code)
 *   The outer frame (the MPI function itself, created with MPI_ERR_OTHER) inherits the class of
 *   the inner code. MPI_Error_class(code) is code & 0x4000007f.
 * - MPI_Error_string(code): the class text, then ", error stack:" and one line per ring entry,
 *   "location" padded with dots to the longest location of the chain, ": ", message.
 * - MPI_ERRORS_ARE_FATAL: MPID_Abort prints "Abort(<code>) on node <world rank> (rank <r> in
 *   comm <context id>): Fatal error in <fcname>: <MPI_Error_string>" and the job exits with
 *   status code & 0xff. <fcname> is the static function of the generated binding,
 *   "internal_Send" for MPI_Send (MPICH 4.0 builds with QMPI).
 *
 * The data below (line numbers of each check in each generated binding, the message texts, the
 * generic message indices) is MPICH 4.0.2's: the bindings were regenerated with the v4.0.2
 * tag's maint/gen_binding_c.py, which reproduces every line number the installed library prints
 * (internal_Send(120), internal_Send(78), ...), and the message tables and indices were read from
 * the installed libmpich.so.12.2.2 (generic_err_msgs / specific_err_msgs of defmsg.h).
 * test/unit/mpi-errors.test.ts checks all of it against the real library.
 */

// =============================================================================================
// 1. Error classes (mpi.h of MPICH 4.0.2)

export const MPI_SUCCESS = 0;
export const MPI_ERR_BUFFER = 1;
export const MPI_ERR_COUNT = 2;
export const MPI_ERR_TYPE = 3;
export const MPI_ERR_TAG = 4;
export const MPI_ERR_COMM = 5;
export const MPI_ERR_RANK = 6;
export const MPI_ERR_ROOT = 7;
export const MPI_ERR_GROUP = 8;
export const MPI_ERR_OP = 9;
export const MPI_ERR_TOPOLOGY = 10;
export const MPI_ERR_DIMS = 11;
export const MPI_ERR_ARG = 12;
export const MPI_ERR_UNKNOWN = 13;
export const MPI_ERR_TRUNCATE = 14;
export const MPI_ERR_OTHER = 15;
export const MPI_ERR_INTERN = 16;
export const MPI_ERR_IN_STATUS = 17;
export const MPI_ERR_PENDING = 18;
export const MPI_ERR_REQUEST = 19;
export const MPI_ERR_ACCESS = 20;
export const MPI_ERR_AMODE = 21;
export const MPI_ERR_BAD_FILE = 22;
export const MPI_ERR_CONVERSION = 23;
export const MPI_ERR_DUP_DATAREP = 24;
export const MPI_ERR_FILE_EXISTS = 25;
export const MPI_ERR_FILE_IN_USE = 26;
export const MPI_ERR_FILE = 27;
export const MPI_ERR_INFO = 28;
export const MPI_ERR_INFO_KEY = 29;
export const MPI_ERR_INFO_VALUE = 30;
export const MPI_ERR_INFO_NOKEY = 31;
export const MPI_ERR_IO = 32;
export const MPI_ERR_NAME = 33;
export const MPI_ERR_NO_MEM = 34;
export const MPI_ERR_NOT_SAME = 35;
export const MPI_ERR_NO_SPACE = 36;
export const MPI_ERR_NO_SUCH_FILE = 37;
export const MPI_ERR_PORT = 38;
export const MPI_ERR_QUOTA = 39;
export const MPI_ERR_READ_ONLY = 40;
export const MPI_ERR_SERVICE = 41;
export const MPI_ERR_SPAWN = 42;
export const MPI_ERR_UNSUPPORTED_DATAREP = 43;
export const MPI_ERR_UNSUPPORTED_OPERATION = 44;
export const MPI_ERR_WIN = 45;
export const MPI_ERR_BASE = 46;
export const MPI_ERR_LOCKTYPE = 47;
export const MPI_ERR_KEYVAL = 48;
export const MPI_ERR_RMA_CONFLICT = 49;
export const MPI_ERR_RMA_SYNC = 50;
export const MPI_ERR_SIZE = 51;
export const MPI_ERR_DISP = 52;
export const MPI_ERR_ASSERT = 53;
export const MPI_ERR_RMA_RANGE = 55;
export const MPI_ERR_RMA_ATTACH = 56;
export const MPI_ERR_RMA_SHARED = 57;
export const MPI_ERR_RMA_FLAVOR = 58;
export const MPI_T_ERR_MEMORY = 59;
export const MPI_T_ERR_NOT_INITIALIZED = 60;
export const MPI_T_ERR_CANNOT_INIT = 61;
export const MPI_T_ERR_INVALID_INDEX = 62;
export const MPI_T_ERR_INVALID_ITEM = 63;
export const MPI_T_ERR_INVALID_HANDLE = 64;
export const MPI_T_ERR_OUT_OF_HANDLES = 65;
export const MPI_T_ERR_OUT_OF_SESSIONS = 66;
export const MPI_T_ERR_INVALID_SESSION = 67;
export const MPI_T_ERR_CVAR_SET_NOT_NOW = 68;
export const MPI_T_ERR_CVAR_SET_NEVER = 69;
export const MPI_T_ERR_PVAR_NO_STARTSTOP = 70;
export const MPI_T_ERR_PVAR_NO_WRITE = 71;
export const MPI_T_ERR_PVAR_NO_ATOMIC = 72;
export const MPI_T_ERR_INVALID_NAME = 73;
export const MPI_T_ERR_INVALID = 74;
export const MPI_ERR_SESSION = 75;
export const MPI_ERR_PROC_ABORTED = 76;
export const MPI_ERR_VALUE_TOO_LARGE = 77;
export const MPI_T_ERR_NOT_SUPPORTED = 78;
/** Last valid error code for a predefined error class (mpi.h). */
export const MPI_ERR_LASTCODE = 0x3fffffff;
export const MPICH_ERR_LAST_CLASS = 78;
export const MPICH_ERR_FIRST_MPIX = 100;
export const MPIX_ERR_PROC_FAILED = 101;
export const MPIX_ERR_PROC_FAILED_PENDING = 102;
export const MPIX_ERR_REVOKED = 103;
export const MPIX_ERR_EAGAIN = 104;
export const MPIX_ERR_NOREQ = 105;
export const MPICH_ERR_LAST_MPIX = 105;

/** Name of each predefined class, by value (MPI_ERR_LASTCODE excluded). */
export const ERROR_CLASS_NAMES: Readonly<Record<number, string>> = Object.freeze(
  Object.fromEntries(
    (
      'SUCCESS ERR_BUFFER ERR_COUNT ERR_TYPE ERR_TAG ERR_COMM ERR_RANK ERR_ROOT ERR_GROUP ERR_OP ERR_TOPOLOGY ' +
      'ERR_DIMS ERR_ARG ERR_UNKNOWN ERR_TRUNCATE ERR_OTHER ERR_INTERN ERR_IN_STATUS ERR_PENDING ERR_REQUEST ' +
      'ERR_ACCESS ERR_AMODE ERR_BAD_FILE ERR_CONVERSION ERR_DUP_DATAREP ERR_FILE_EXISTS ERR_FILE_IN_USE ERR_FILE ' +
      'ERR_INFO ERR_INFO_KEY ERR_INFO_VALUE ERR_INFO_NOKEY ERR_IO ERR_NAME ERR_NO_MEM ERR_NOT_SAME ERR_NO_SPACE ' +
      'ERR_NO_SUCH_FILE ERR_PORT ERR_QUOTA ERR_READ_ONLY ERR_SERVICE ERR_SPAWN ERR_UNSUPPORTED_DATAREP ' +
      'ERR_UNSUPPORTED_OPERATION ERR_WIN ERR_BASE ERR_LOCKTYPE ERR_KEYVAL ERR_RMA_CONFLICT ERR_RMA_SYNC ERR_SIZE ' +
      'ERR_DISP ERR_ASSERT - ERR_RMA_RANGE ERR_RMA_ATTACH ERR_RMA_SHARED ERR_RMA_FLAVOR T_ERR_MEMORY ' +
      'T_ERR_NOT_INITIALIZED T_ERR_CANNOT_INIT T_ERR_INVALID_INDEX T_ERR_INVALID_ITEM T_ERR_INVALID_HANDLE ' +
      'T_ERR_OUT_OF_HANDLES T_ERR_OUT_OF_SESSIONS T_ERR_INVALID_SESSION T_ERR_CVAR_SET_NOT_NOW ' +
      'T_ERR_CVAR_SET_NEVER T_ERR_PVAR_NO_STARTSTOP T_ERR_PVAR_NO_WRITE T_ERR_PVAR_NO_ATOMIC ' +
      'T_ERR_INVALID_NAME T_ERR_INVALID ERR_SESSION ERR_PROC_ABORTED ERR_VALUE_TOO_LARGE T_ERR_NOT_SUPPORTED'
    )
      .split(' ')
      .map((n, i) => [i, n] as const)
      .filter(([, n]) => n !== '-')
      .map(([i, n]) => [i, 'MPI_' + n])
      .concat([
        [101, 'MPIX_ERR_PROC_FAILED'],
        [102, 'MPIX_ERR_PROC_FAILED_PENDING'],
        [103, 'MPIX_ERR_REVOKED'],
        [104, 'MPIX_ERR_EAGAIN'],
        [105, 'MPIX_ERR_NOREQ'],
      ]),
  ),
);

/**
 * What MPICH 4.0.2 returns from MPI_Error_string(class) (get_class_msg: the long text of the
 * generic message class_to_index[class] names). Faithful to the library, including its stale
 * table (baseerrnames.txt was not updated for MPI-4): class 19 (MPI_ERR_REQUEST) reads "Request
 * pending due to failure", classes 54/59/60/61 carry the texts of the MPIX classes that once
 * had those numbers, and every class from 62 on (the MPI_T classes, MPI_ERR_SESSION,
 * MPI_ERR_PROC_ABORTED, MPI_ERR_VALUE_TOO_LARGE and the MPIX classes 101-105) is "Unknown
 * error class". Several texts end with a space; that is MPICH's text too.
 */
const CLASS_TEXT: readonly string[] = [
  'No MPI error',
  'Invalid buffer pointer',
  'Invalid count',
  'Invalid datatype',
  'Invalid tag',
  'Invalid communicator',
  'Invalid rank',
  'Invalid root',
  'Invalid group',
  'Invalid MPI_Op',
  'Invalid topology',
  'Invalid dimension argument',
  'Invalid argument',
  'Unknown error.  Please file a bug report.',
  'Message truncated',
  'Other MPI error',
  'Internal MPI error!',
  'See the MPI_ERROR field in MPI_Status for the error code',
  'Pending request (no error)',
  'Request pending due to failure',
  'Access denied to file',
  'Invalid amode value in MPI_File_open ',
  'Invalid file name',
  'An error occurred in a user-defined data conversion function',
  'The requested datarep name has already been specified to MPI_REGISTER_DATAREP',
  'File exists',
  'File in use by some process',
  'Invalid MPI_File',
  'Invalid MPI_Info',
  'Invalid key for MPI_Info ',
  'Invalid MPI_Info value ',
  'MPI_Info key is not defined ',
  'Other I/O error ',
  'Invalid service name (see MPI_Publish_name)',
  'Unable to allocate memory for MPI_Alloc_mem',
  'Inconsistent arguments to collective routine ',
  'Not enough space for file ',
  'File does not exist',
  'Invalid port',
  'Quota exceeded for files',
  'Read-only file or filesystem name',
  'Attempt to lookup an unknown service name ',
  'Error in spawn call',
  'Unsupported datarep passed to MPI_File_set_view ',
  'Unsupported file operation ',
  'Invalid MPI_Win',
  'Invalid base address',
  'Invalid locktype argument',
  'Invalid keyval',
  'Conflicting accesses to window ',
  'Wrong synchronization of RMA calls ',
  'Invalid size argument in RMA call',
  'Invalid displacement argument in RMA call ',
  'Invalid assert argument',
  'Process failed',
  'Target memory is not contained within the window',
  'Memory cannot be attached',
  'Memory cannot be shared',
  'Incorrect window flavor',
  'Communication object revoked',
  'Operation could not be issued (EAGAIN)',
  'failure occurred while allocating memory for a request object',
];
/** MPIR_MAX_ERROR_CLASS_INDEX of the 4.0.2 build: classes at or above it have no text. */
const MAX_ERROR_CLASS_INDEX = CLASS_TEXT.length;

/** MPICH's get_class_msg(class): the text MPI_Error_string gives for a bare class. */
export function errorClassText(cls: number): string {
  return cls >= 0 && cls < MAX_ERROR_CLASS_INDEX ? CLASS_TEXT[cls] : 'Unknown error class';
}

// =============================================================================================
// 2. Error codes (src/include/mpir_errcodes.h)

export const ERROR_CLASS_MASK = 0x0000007f;
export const ERROR_FATAL_MASK = 0x00000080;
export const ERROR_GENERIC_MASK = 0x0007ff00;
export const ERROR_GENERIC_SHIFT = 8;
export const ERROR_SPECIFIC_INDEX_MASK = 0x03f80000;
export const ERROR_SPECIFIC_INDEX_SHIFT = 19;
export const ERROR_SPECIFIC_INDEX_SIZE = 128;
export const ERROR_SPECIFIC_SEQ_MASK = 0x3c000000;
export const ERROR_SPECIFIC_SEQ_SHIFT = 26;
export const ERROR_SPECIFIC_SEQ_SIZE = 16;
export const ERROR_DYN_MASK = 0x40000000;
/** MPI_MAX_ERROR_STRING of MPICH: MPI_Error_string writes at most 511 characters. */
export const MPI_MAX_ERROR_STRING = 512;
/** MPIR_MAX_ERROR_LINE: a ring message keeps at most this many characters (minus the NUL). */
const MAX_ERROR_LINE = 256;
/** MAX_LOCATION_LEN: "fcname(line)" keeps at most 63 characters. */
const MAX_LOCATION_LEN = 63;

export interface DecodedErrorCode {
  errorClass: number;
  fatal: boolean;
  /** Index into MPICH's generic message table, -1 when the code carries none. */
  genericIndex: number;
  ringIndex: number;
  ringSeq: number;
  dynamic: boolean;
}

export function decodeErrorCode(code: number): DecodedErrorCode {
  return {
    errorClass: code & ERROR_CLASS_MASK,
    fatal: (code & ERROR_FATAL_MASK) !== 0,
    genericIndex: ((code & ERROR_GENERIC_MASK) >>> ERROR_GENERIC_SHIFT) - 1,
    ringIndex: (code & ERROR_SPECIFIC_INDEX_MASK) >>> ERROR_SPECIFIC_INDEX_SHIFT,
    ringSeq: (code & ERROR_SPECIFIC_SEQ_MASK) >>> ERROR_SPECIFIC_SEQ_SHIFT,
    dynamic: (code & ERROR_DYN_MASK) !== 0,
  };
}

export function encodeErrorCode(c: {
  errorClass: number;
  genericIndex: number;
  ringIndex: number;
  ringSeq: number;
  fatal?: boolean;
}): number {
  let code = c.errorClass & ERROR_CLASS_MASK;
  if (c.genericIndex >= 0) code |= ((c.genericIndex + 1) << ERROR_GENERIC_SHIFT) & ERROR_GENERIC_MASK;
  code |= (c.ringIndex << ERROR_SPECIFIC_INDEX_SHIFT) & ERROR_SPECIFIC_INDEX_MASK;
  code |= (c.ringSeq << ERROR_SPECIFIC_SEQ_SHIFT) & ERROR_SPECIFIC_SEQ_MASK;
  if (c.fatal) code |= ERROR_FATAL_MASK;
  return code >>> 0;
}

/** MPI_Error_class(code): MPICH keeps the dynamic bit so that user classes stay distinct. */
export function errorClassOf(code: number): number {
  return (code & (ERROR_CLASS_MASK | ERROR_DYN_MASK)) >>> 0;
}

/** MPIR_Err_is_fatal. */
export function isFatalCode(code: number): boolean {
  return (code & ERROR_FATAL_MASK) !== 0;
}

/** ErrcodeCreateID's sequence number: the bytes of the message summed, modulo 16. */
export function messageSeq(msg: string): number {
  let s = 0;
  for (const b of Buffer.from(msg, 'latin1')) s += b;
  return s % ERROR_SPECIFIC_SEQ_SIZE;
}

/** The exit status of a process that MPI_ERRORS_ARE_FATAL aborted with this code. */
export function fatalExitStatus(code: number): number {
  return code & 0xff;
}

// =============================================================================================
// 3. Messages (defmsg.h of the 4.0.2 library, for the messages mpisim raises)

interface MessageEntry {
  /** Index in generic_err_msgs (what the code's bits 8-18 hold, minus one). */
  genericIndex: number;
  genericText: string;
  /** Specific forms: "%d %d" parameter list -> format. */
  specific: Map<string, string>;
}

let messageTable: Map<string, MessageEntry> | undefined;
function messages(): Map<string, MessageEntry> {
  if (messageTable) return messageTable;
  const t = new Map<string, MessageEntry>();
  for (const line of MESSAGE_DATA.split('\n')) {
    if (!line) continue;
    const [key, gi, gtext, params, fmt] = line.split('|');
    let e = t.get(key);
    if (!e) {
      e = { genericIndex: Number(gi), genericText: gtext, specific: new Map() };
      t.set(key, e);
    }
    if (params || fmt) e.specific.set(params, fmt);
  }
  messageTable = t;
  return t;
}

/** A message of MPICH's tables by short name ("rank", "countneg", ...; without the "**"). */
export function mpichMessage(key: string): { genericIndex: number; genericText: string; formats: ReadonlyMap<string, string> } | undefined {
  const e = messages().get(key);
  return e && { genericIndex: e.genericIndex, genericText: e.genericText, formats: e.specific };
}

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

/** vsnprintf_mpi: a format of MPICH's message tables filled with values, in order. */
export function formatMpiString(fmt: string, values: readonly MpiArgValue[], opts: FormatOptions = {}): string {
  let i = 0;
  return fmt.replace(/%(.)/g, (_, conv: string) => formatMpiValue(conv, values[i++], opts));
}

// =============================================================================================
// 5. The generated bindings: per MPI function, where each check sits

export type ErrhandlerObject = 'comm' | 'world' | 'win';

export interface BindingCheck {
  /** MPIR_ERRTEST_<macro> without the prefix (SEND_RANK, COUNT, ...), or COMM_PTR, DATATYPE_PTR,
   * COMMITTED (MPIR_*_valid_ptr, MPIR_Datatype_committed_ptr), or ERR for an explicit
   * MPIR_Err_create_code / MPIR_ERR_* (then `arg` is the message's short name). */
  macro: string;
  /** The parameter checked, as the binding names it ("dest", "sendtype", "recvcounts[i]"). */
  arg: string;
  /** The name the message prints when it differs from arg (MPIR_ERRTEST_DATATYPE(sendtype, "datatype")). */
  name?: string;
  line: number;
}

export interface MpiBinding {
  name: string;
  /** "internal_Send": the fcname MPICH 4.0.2 prints. */
  fcname: string;
  /** __LINE__ of the function's own MPIR_Err_create_code in fn_fail. */
  failLine: number;
  /** Index of "**mpi_<name>" in the generic message table. */
  genericIndex: number;
  /** Which object's error handler is called: the communicator argument, or MPI_COMM_WORLD's
   * (functions that call MPIR_Err_return_comm(0, ...)), or the window's. */
  errhandler: ErrhandlerObject;
  /** The specific format, e.g. "MPI_Send(buf=%p, count=%d, %D, %i, %t, %C) failed". */
  format: string;
  checks: readonly BindingCheck[];
}

let bindingTable: Map<string, MpiBinding> | undefined;
function bindings(): Map<string, MpiBinding> {
  if (bindingTable) return bindingTable;
  const t = new Map<string, MpiBinding>();
  for (const line of BINDING_DATA.split('\n')) {
    if (!line) continue;
    const [head, format, checkText] = line.split('|');
    const [name, fail, gi, eh] = head.split(' ');
    const checks: BindingCheck[] = [];
    for (const c of checkText.split(' ')) {
      const m = /^([A-Z_]+):([^=@]*)(?:=([^@]*))?@(\d+)$/.exec(c);
      if (!m) continue;
      checks.push({ macro: m[1], arg: m[2], ...(m[3] ? { name: m[3] } : {}), line: Number(m[4]) });
    }
    t.set(name, {
      name,
      fcname: 'internal_' + name.slice(4),
      failLine: Number(fail),
      genericIndex: Number(gi),
      errhandler: eh as ErrhandlerObject,
      format,
      checks,
    });
  }
  bindingTable = t;
  return t;
}

/** The MPICH 4.0.2 binding data of an MPI function (undefined for functions outside the table:
 * RMA, I/O, MPI_T, info, the large-count _c variants). */
export function mpiBinding(fname: string): MpiBinding | undefined {
  return bindings().get(fname);
}

export function mpiFunctionNames(): string[] {
  return [...bindings().keys()];
}

/**
 * The check of `fname` with this macro (one of several, e.g. ['SEND_RANK', 'RECV_RANK']) on this
 * argument. Without `arg` the first such check. For DATATYPE_PTR and COMMITTED, `arg` names the
 * datatype argument (they follow its DATATYPE check in the binding).
 */
export function findCheck(fname: string, macros: readonly string[], arg?: string): BindingCheck | undefined {
  const b = mpiBinding(fname);
  if (!b) return undefined;
  const cs = b.checks;
  if (arg !== undefined && (macros.includes('DATATYPE_PTR') || macros.includes('COMMITTED'))) {
    const start = cs.findIndex((c) => c.macro === 'DATATYPE' && c.arg === arg);
    if (start >= 0) return cs.slice(start + 1).find((c) => macros.includes(c.macro));
  }
  return cs.find((c) => macros.includes(c.macro) && (arg === undefined || c.arg === arg)) ?? (arg === undefined ? undefined : cs.find((c) => macros.includes(c.macro)));
}

function requireBinding(fname: string): MpiBinding {
  const b = mpiBinding(fname);
  if (!b) throw new Error(`no MPICH binding data for ${fname}`);
  return b;
}

/** The argument list of `fname` as MPICH prints it in the first line of the error stack:
 * formatArgs('MPI_Send', [0x7ffd0a99bc28n, 1, MPI_INT, 5, 0, MPI_COMM_WORLD]) ==
 * "buf=0x7ffd0a99bc28, count=1, MPI_INT, 5, 0, MPI_COMM_WORLD". */
export function formatArgs(fname: string, values: readonly MpiArgValue[], opts: FormatOptions = {}): string {
  const fmt = requireBinding(fname).format;
  const open = fmt.indexOf('(');
  if (open < 0) return '';
  const close = fmt.lastIndexOf(')');
  return formatMpiString(fmt.slice(open + 1, close), values, opts);
}

/** The whole first stack message: "MPI_Send(buf=..., ...) failed" (or "MPI_Finalize failed"). */
export function formatCallFailed(fname: string, values: readonly MpiArgValue[], opts: FormatOptions = {}): string {
  return formatMpiString(requireBinding(fname).format, values, opts);
}

/** Which conversions the format of `fname` takes, in order ("p", "d", "D", "i", "t", "C"). */
export function argConversions(fname: string): string[] {
  return [...requireBinding(fname).format.matchAll(/%(.)/g)].map((m) => m[1]);
}

// =============================================================================================
// 6. The checks mpisim makes, with MPICH's class, message and place

/** One argument check that failed, as the MPICH binding of the function would report it. */
export type MpiCheck =
  | { kind: 'commnull'; arg?: string }
  | { kind: 'comm'; arg?: string } /** not a communicator handle */
  | { kind: 'commfreed'; arg?: string } /** a communicator handle that was freed */
  | { kind: 'commnotintra'; arg?: string }
  | { kind: 'commperm'; name: string } /** MPI_Comm_free of MPI_COMM_WORLD / MPI_COMM_SELF */
  | { kind: 'countneg'; value: number; arg?: string }
  | { kind: 'dtype'; arg?: string } /** not a datatype handle */
  | { kind: 'dtypenull'; arg?: string }
  | { kind: 'dtypecommit'; arg?: string }
  | { kind: 'dtypeperm' }
  | { kind: 'bufnull'; arg?: string }
  | { kind: 'bufalias' }
  | { kind: 'sendbuf_inplace' }
  | { kind: 'recvbuf_inplace' }
  | { kind: 'rank'; value: number; size: number; arg?: string }
  | { kind: 'tag'; value: number; arg?: string }
  | { kind: 'root'; value: number; inter?: boolean }
  | { kind: 'opnull' }
  | { kind: 'op' } /** not an op handle */
  | { kind: 'opnotallowed' } /** MPI_REPLACE / MPI_NO_OP outside RMA */
  | { kind: 'opptr' } /** MPI_OP_NULL where an existing op is required: "Null Op pointer" */
  | { kind: 'permop' }
  | { kind: 'nullptr'; arg: string }
  | { kind: 'argneg'; arg: string; value: number }
  | { kind: 'groupnull'; arg?: string }
  | { kind: 'group'; arg?: string }
  | { kind: 'groupperm' }
  | { kind: 'requestnull'; arg?: string }
  | { kind: 'request'; arg?: string }
  /** Not an info handle (MPIR_ERRTEST_INFO_OR_NULL: the handle's kind bits are not MPIR_INFO). */
  | { kind: 'info'; arg?: string }
  | { kind: 'infonull' }
  | { kind: 'requestinvalidstart' } /** MPI_Start of a request that is not persistent */
  | { kind: 'requestpersistactive' } /** MPI_Start of a persistent request already active */
  /** An invalid handle in a request array (MPI_Waitall...): its index and the kind MPICH finds there. */
  | { kind: 'requestkind'; index: number; found: number }
  /** Detected by the device while receiving (ch4 returns the bare class): "(unknown)(): Message truncated". */
  | { kind: 'truncate' };

interface CheckSpec {
  cls: number;
  /** Short name of the generic message. */
  generic: string;
  /** Parameter list of the specific message, when there is one. */
  specific?: string;
  macros: readonly string[];
  params?: (c: MpiCheck, name: string) => MpiArgValue[];
}

const CHECKS: Readonly<Record<MpiCheck['kind'], CheckSpec>> = {
  commnull: { cls: MPI_ERR_COMM, generic: 'commnull', macros: ['COMM'] },
  comm: { cls: MPI_ERR_COMM, generic: 'comm', macros: ['COMM'] },
  commfreed: { cls: MPI_ERR_COMM, generic: 'comm', macros: ['COMM_PTR'] },
  commnotintra: { cls: MPI_ERR_COMM, generic: 'commnotintra', macros: ['COMM_INTRA'] },
  commperm: { cls: MPI_ERR_COMM, generic: 'commperm', specific: '%s', macros: ['ERR'], params: (c) => [(c as { name: string }).name] },
  countneg: { cls: MPI_ERR_COUNT, generic: 'countneg', specific: '%d', macros: ['COUNT'], params: (c) => [(c as { value: number }).value] },
  dtype: { cls: MPI_ERR_TYPE, generic: 'dtype', macros: ['DATATYPE'] },
  dtypenull: { cls: MPI_ERR_TYPE, generic: 'dtypenull', specific: '%s', macros: ['DATATYPE'], params: (_c, name) => [name] },
  dtypecommit: { cls: MPI_ERR_TYPE, generic: 'dtypecommit', macros: ['COMMITTED'] },
  dtypeperm: { cls: MPI_ERR_TYPE, generic: 'dtypeperm', macros: ['ERR'] },
  bufnull: { cls: MPI_ERR_BUFFER, generic: 'bufnull', macros: ['USERBUFFER'] },
  bufalias: { cls: MPI_ERR_BUFFER, generic: 'bufalias', macros: ['ALIAS_COLL'] },
  sendbuf_inplace: { cls: MPI_ERR_BUFFER, generic: 'sendbuf_inplace', macros: ['SENDBUF_INPLACE'] },
  recvbuf_inplace: { cls: MPI_ERR_BUFFER, generic: 'recvbuf_inplace', macros: ['RECVBUF_INPLACE'] },
  rank: {
    cls: MPI_ERR_RANK, generic: 'rank', specific: '%d %d', macros: ['SEND_RANK', 'RECV_RANK', 'RANK'],
    params: (c) => [(c as { value: number }).value, (c as { size: number }).size],
  },
  tag: { cls: MPI_ERR_TAG, generic: 'tag', specific: '%d', macros: ['SEND_TAG', 'RECV_TAG'], params: (c) => [(c as { value: number }).value] },
  root: { cls: MPI_ERR_ROOT, generic: 'root', specific: '%d', macros: ['INTRA_ROOT'], params: (c) => [(c as { value: number }).value] },
  opnull: { cls: MPI_ERR_OP, generic: 'opnull', macros: ['OP'] },
  op: { cls: MPI_ERR_OP, generic: 'op', macros: ['OP'] },
  opnotallowed: { cls: MPI_ERR_OP, generic: 'opnotallowed', macros: ['OP'] },
  opptr: { cls: MPI_ERR_OP, generic: 'nullptrtype', specific: '%s', macros: ['OP_PTR'], params: () => ['Op'] },
  permop: { cls: MPI_ERR_OP, generic: 'permop', macros: ['ERR'] },
  nullptr: { cls: MPI_ERR_ARG, generic: 'nullptr', specific: '%s', macros: ['ARGNULL'], params: (_c, name) => [name] },
  argneg: {
    cls: MPI_ERR_ARG, generic: 'argneg', specific: '%s %d', macros: ['ARGNEG'],
    params: (c, name) => [name, (c as { value: number }).value],
  },
  groupnull: { cls: MPI_ERR_GROUP, generic: 'groupnull', macros: ['GROUP'] },
  group: { cls: MPI_ERR_GROUP, generic: 'group', macros: ['GROUP'] },
  groupperm: { cls: MPI_ERR_GROUP, generic: 'groupperm', macros: ['ERR'] },
  requestnull: { cls: MPI_ERR_REQUEST, generic: 'requestnull', macros: ['REQUEST', 'REQUEST_OR_NULL'] },
  request: { cls: MPI_ERR_REQUEST, generic: 'request', macros: ['REQUEST', 'REQUEST_OR_NULL', 'ARRAYREQUEST_OR_NULL'] },
  infonull: { cls: MPI_ERR_ARG, generic: 'infonull', macros: ['INFO'] },
  requestinvalidstart: { cls: MPI_ERR_REQUEST, generic: 'requestinvalidstart', macros: ['STARTREQ'] },
  requestpersistactive: { cls: MPI_ERR_REQUEST, generic: 'requestpersistactive', macros: ['STARTREQ_ACTIVE'] },
  requestkind: {
    cls: MPI_ERR_REQUEST, generic: 'request_invalid_kind', specific: '%d %d', macros: ['ARRAYREQUEST_OR_NULL'],
    params: (c) => [(c as { index: number }).index, (c as { found: number }).found],
  },
  truncate: { cls: MPI_ERR_TRUNCATE, generic: 'truncate', macros: [] },
  info: { cls: MPI_ERR_INFO, generic: 'info', macros: ['INFO_OR_NULL', 'INFO'] },
};

/** One line of an error stack: "location: message" (location null prints as "(unknown)()"). */
export interface StackEntry {
  location: string | null;
  message: string;
}

/** The class, message and location (the inner frame) MPICH 4.0.2 gives a failed check in fname. */
export function describeCheck(fname: string, check: MpiCheck): { errorClass: number; genericIndex: number; location: string | null; message: string } {
  const spec = CHECKS[check.kind];
  const b = requireBinding(fname);
  const msg = messages().get(spec.generic);
  if (!msg) throw new Error(`no MPICH message **${spec.generic}`);
  if (check.kind === 'truncate') return { errorClass: spec.cls, genericIndex: -1, location: null, message: errorClassText(spec.cls) };
  const arg = 'arg' in check ? check.arg : undefined;
  let macros = spec.macros;
  if (check.kind === 'root' && check.inter) macros = ['INTER_ROOT'];
  const where =
    spec.macros[0] === 'ERR'
      ? b.checks.find((c) => c.macro === 'ERR' && c.arg === spec.generic)
      : findCheck(fname, macros, arg);
  const name = where?.name ?? where?.arg ?? arg ?? '';
  const fmt = spec.specific !== undefined ? msg.specific.get(spec.specific) : undefined;
  const message = fmt !== undefined ? formatMpiString(fmt, spec.params ? spec.params(check, name) : []) : msg.genericText;
  return {
    errorClass: spec.cls,
    genericIndex: msg.genericIndex,
    // A check the binding of fname does not make: report it at the function's own line.
    location: `${b.fcname}(${where?.line ?? b.failLine})`,
    message,
  };
}

// =============================================================================================
// 7. The error ring of one process (MPIR_Err_create_code, MPIR_Err_get_string)

interface RingEntry {
  id: number;
  prev: number;
  location: string;
  msg: string;
}

const cTrunc = (s: string, size: number): string => (s.length > size - 1 ? s.slice(0, size - 1) : s);

/**
 * MPICH's per-process ring of error messages. Codes returned by create() resolve to their
 * error stack through errorString() as long as the ring has not wrapped over them (128 entries;
 * every error takes at least two: the check and the function).
 */
export class ErrorRing {
  private readonly ring: (RingEntry | undefined)[] = new Array(ERROR_SPECIFIC_INDEX_SIZE);
  private loc = 0;
  private maxLoc = 0;

  /**
   * MPIR_Err_create_code(lastcode, fatal, fcname, line, class, generic, specific...).
   * `genericIndex` is the generic message's index (-1: none); `message` the formatted
   * instance message (MPICH falls back to the generic text, which callers pass then).
   */
  create(e: { lastcode: number; errorClass: number; genericIndex: number; location: string | null; message: string; fatal?: boolean }): number {
    let cls = e.errorClass;
    if (cls === MPI_ERR_IN_STATUS) return MPI_ERR_IN_STATUS;
    if (cls === MPI_ERR_OTHER) {
      const last = e.lastcode & ERROR_CLASS_MASK;
      cls = last > MPI_SUCCESS && last <= MPICH_ERR_LAST_MPIX ? last : MPI_ERR_OTHER;
    }
    const ringIndex = this.loc++;
    if (this.loc >= ERROR_SPECIFIC_INDEX_SIZE) this.loc %= ERROR_SPECIFIC_INDEX_SIZE;
    if (this.loc > this.maxLoc) this.maxLoc = this.loc;
    const msg = cTrunc(e.message, MAX_ERROR_LINE);
    const ringSeq = messageSeq(msg);
    const id = encodeErrorCode({ errorClass: cls, genericIndex: e.genericIndex, ringIndex: 0, ringSeq });
    this.ring[ringIndex] = { id, prev: e.lastcode, location: e.location === null ? '' : cTrunc(e.location, MAX_LOCATION_LEN + 1), msg };
    return encodeErrorCode({
      errorClass: cls,
      genericIndex: e.genericIndex,
      ringIndex,
      ringSeq,
      fatal: e.fatal || isFatalCode(e.lastcode),
    });
  }

  /**
   * A failed argument check in an MPI function, as the generated binding reports it: the check's
   * frame, then the function's frame "MPI_Send(buf=..., ...) failed". Returns the code the
   * function returns (or hands to the error handler).
   */
  raise(fname: string, check: MpiCheck, args: readonly MpiArgValue[], opts: FormatOptions = {}): number {
    const d = describeCheck(fname, check);
    const inner =
      check.kind === 'truncate'
        ? MPI_ERR_TRUNCATE
        : this.create({ lastcode: MPI_SUCCESS, errorClass: d.errorClass, genericIndex: d.genericIndex, location: d.location, message: d.message });
    return this.wrap(fname, inner, args, opts);
  }

  /**
   * An error raised below the binding (MPICH internals, or mpisim's own checks): `frames` in the
   * order the stack prints them (outermost first, the innermost message last), then the
   * function's own frame on top. `first` is the code the innermost frame chains to (MPI_SUCCESS,
   * or a bare class such as MPI_ERR_TRUNCATE for what the device reports).
   */
  raiseStack(fname: string, errorClass: number, frames: readonly StackEntry[], args: readonly MpiArgValue[], opts: FormatOptions = {}, first: number = MPI_SUCCESS): number {
    return this.wrap(fname, chainFrames(this, errorClass, frames, first), args, opts);
  }

  private wrap(fname: string, inner: number, args: readonly MpiArgValue[], opts: FormatOptions): number {
    const b = requireBinding(fname);
    return this.create({
      lastcode: inner,
      errorClass: MPI_ERR_OTHER,
      genericIndex: b.genericIndex,
      location: `${b.fcname}(${b.failLine})`,
      message: formatMpiString(b.format, args, opts),
    });
  }

  private lookup(code: number): { idx: number; id: number; gi: number; ok: boolean } {
    const idx = (code & ERROR_SPECIFIC_INDEX_MASK) >>> ERROR_SPECIFIC_INDEX_SHIFT;
    const id = (code & (ERROR_CLASS_MASK | ERROR_GENERIC_MASK | ERROR_SPECIFIC_SEQ_MASK)) >>> 0;
    const gi = ((code & ERROR_GENERIC_MASK) >>> ERROR_GENERIC_SHIFT) - 1;
    return { idx, id, gi, ok: idx <= this.maxLoc };
  }

  /** The error stack of a code (MPIR_Err_print_stack_string), one entry per line. */
  stack(code: number): StackEntry[] {
    const out: StackEntry[] = [];
    let c = code;
    while (c !== MPI_SUCCESS) {
      const l = this.lookup(c);
      if (!l.ok || l.gi < 0) break;
      const e = this.ring[l.idx];
      if (!e || e.id !== l.id) break;
      out.push({ location: e.location, message: e.msg });
      c = e.prev;
    }
    if (c !== MPI_SUCCESS) {
      const gi = ((c & ERROR_GENERIC_MASK) >>> ERROR_GENERIC_SHIFT) - 1;
      const cls = c & ERROR_CLASS_MASK;
      let text: string | undefined;
      if (gi >= 0) {
        for (const m of messages().values()) if (m.genericIndex === gi) text = m.genericText;
        text ??= '<NULL>';
      } else if (cls <= MPICH_ERR_LAST_MPIX) text = errorClassText(cls);
      out.push(text === undefined ? { location: null, message: `Error code contains an invalid class (${cls})` } : { location: null, message: text });
    }
    return out;
  }

  /** MPIR_Err_get_string with MPICH's default MPIR_CVAR_PRINT_ERROR_STACK, unbounded. */
  fullString(code: number): string {
    if (code & ERROR_DYN_MASK) return 'Undefined dynamic error code';
    if ((code & ERROR_CLASS_MASK) === code) return errorClassText(code);
    return errorClassText(code & ERROR_CLASS_MASK) + ', error stack:\n' + formatStack(this.stack(code));
  }

  /** MPI_Error_string(code): what MPICH writes into the MPI_MAX_ERROR_STRING buffer. */
  errorString(code: number): string {
    return cTrunc(this.fullString(code), MPI_MAX_ERROR_STRING);
  }
}

/** MPIR_Err_print_stack_string's layout: locations padded with dots to the longest one. */
export function formatStack(entries: readonly StackEntry[]): string {
  const known = entries.filter((e) => e.location !== null);
  const width = Math.max(0, ...known.map((e) => (e.location ?? '').length));
  return entries
    .map((e) => (e.location === null ? `(unknown)(): ${e.message}` : `${e.location}${'.'.repeat(width - e.location.length)}: ${e.message}`))
    .join('\n');
}

/** MPI_Error_string for a class or for a code of a process's ring (a fresh ring without one). */
export function errorString(classOrCode: number, ring: ErrorRing = new ErrorRing()): string {
  return ring.errorString(classOrCode);
}

// =============================================================================================
// 8. What MPI_ERRORS_ARE_FATAL prints (MPIR_Handle_fatal_error -> MPID_Abort)

/** The communicator MPID_Abort names: its rank in it and its context id (decimal). */
export interface AbortComm {
  rank: number;
  contextId: number;
}

export interface MpiErrorReport {
  /** The MPI function the program called: 'MPI_Send'. */
  fname: string;
  /** Its arguments as MPICH prints them (formatArgs), or the values themselves. */
  args: string | readonly MpiArgValue[];
  /** The failed check, which gives class, message and line (MPICH's own data). */
  check?: MpiCheck;
  /** Without `check`: the class and the innermost message, and where it was raised
   * (a location "fcname(line)"; null prints as "(unknown)()"; default: the function's line). */
  errorClass?: number;
  detail?: string;
  location?: string | null;
  /** Frames between the function and the detail, outermost first (MPICH internals). */
  frames?: readonly StackEntry[];
  /** MPI_COMM_WORLD rank of the process ("on node <r>"). */
  worldRank: number;
  /** Whose error handler ran. MPICH names MPI_COMM_WORLD ({rank: world rank, contextId: 0})
   * unless the communicator argument has an error handler of its own set with
   * MPI_Comm_set_errhandler; functions with errhandler 'world' in mpiBinding() always use
   * MPI_COMM_WORLD's. Default: MPI_COMM_WORLD. null: no communicator (before MPI_Init). */
  comm?: AbortComm | null;
  formatOptions?: FormatOptions;
  /** The process's ring, so that the code (printed in "Abort(<code>)") continues its numbering;
   * by default a fresh ring, as for the first error of the process. */
  ring?: ErrorRing;
}

/** The error code a report stands for, created in the report's ring. */
export function reportCode(e: MpiErrorReport): { code: number; ring: ErrorRing } {
  const ring = e.ring ?? new ErrorRing();
  const b = requireBinding(e.fname);
  let outer: string;
  if (typeof e.args === 'string') {
    const open = b.format.indexOf('(');
    outer = open < 0 ? b.format : `${b.format.slice(0, open)}(${e.args})${b.format.slice(b.format.lastIndexOf(')') + 1)}`;
  } else {
    outer = formatMpiString(b.format, e.args, e.formatOptions);
  }
  let inner: number;
  if (e.check) {
    const d = describeCheck(e.fname, e.check);
    if (e.check.kind === 'truncate') inner = chainFrames(ring, d.errorClass, e.frames ?? [], MPI_ERR_TRUNCATE);
    else if (!e.frames?.length) inner = ring.create({ lastcode: MPI_SUCCESS, errorClass: d.errorClass, genericIndex: d.genericIndex, location: d.location, message: d.message });
    else inner = chainFrames(ring, d.errorClass, [...e.frames, { location: d.location, message: d.message }]);
  } else {
    const cls = e.errorClass ?? MPI_ERR_OTHER;
    const location = e.location === undefined ? `${b.fcname}(${b.failLine})` : e.location;
    // A detail without location is a bare class from below (printed "(unknown)(): <class text>").
    inner =
      location === null
        ? chainFrames(ring, cls, e.frames ?? [], cls)
        : chainFrames(ring, cls, [...(e.frames ?? []), { location, message: e.detail ?? errorClassText(cls) }]);
  }
  const code = ring.create({ lastcode: inner, errorClass: MPI_ERR_OTHER, genericIndex: b.genericIndex, location: `${b.fcname}(${b.failLine})`, message: outer });
  return { code, ring };
}

/** Creates frames given in printed order (innermost last) on top of `first`; the innermost
 * frame gets the class, the others MPI_ERR_OTHER (and inherit it, as in MPICH). */
function chainFrames(ring: ErrorRing, errorClass: number, frames: readonly StackEntry[], first: number = MPI_SUCCESS): number {
  let code = first;
  [...frames].reverse().forEach((f, i) => {
    const cls = i === 0 && first === MPI_SUCCESS ? errorClass : MPI_ERR_OTHER;
    code = ring.create({ lastcode: code, errorClass: cls, genericIndex: genericIndexForClass(cls), location: f.location ?? '', message: f.message });
  });
  return code;
}

/** A generic message for frames that have no MPICH message of their own (any valid index
 * keeps the stack printable; MPICH's own "**<class>" messages are used where present). */
function genericIndexForClass(cls: number): number {
  const key = CLASS_GENERIC_KEYS[cls] as string | undefined;
  return (key === undefined ? undefined : messages().get(key)?.genericIndex) ?? messages().get('other')!.genericIndex;
}
const CLASS_GENERIC_KEYS: Readonly<Record<number, string>> = {
  [MPI_ERR_BUFFER]: 'bufnull', [MPI_ERR_COUNT]: 'count', [MPI_ERR_TYPE]: 'dtype', [MPI_ERR_TAG]: 'tag',
  [MPI_ERR_COMM]: 'comm', [MPI_ERR_RANK]: 'rank', [MPI_ERR_ROOT]: 'root', [MPI_ERR_GROUP]: 'group', [MPI_ERR_OP]: 'op',
  [MPI_ERR_TRUNCATE]: 'truncate', [MPI_ERR_OTHER]: 'other', [MPI_ERR_INTERN]: 'intern', [MPI_ERR_REQUEST]: 'request',
  [MPI_ERR_NOT_SAME]: 'notsame',
};

/** The "Abort(...)" line MPID_Abort prints, without the error message. */
function abortPrefix(exitCode: number, worldRank: number | null, comm: AbortComm | null): string {
  return `Abort(${exitCode})${worldRank === null ? '' : ` on node ${worldRank}`}${comm ? ` (rank ${comm.rank} in comm ${comm.contextId})` : ''}: `;
}

/** MPID_Abort formats into 3 * MPI_MAX_ERROR_STRING + 128 bytes. */
const ABORT_BUFFER = 3 * MPI_MAX_ERROR_STRING + 128;

/**
 * The text MPI_ERRORS_ARE_FATAL prints on stderr of the failing process, newline included:
 *   Abort(674310) on node 0 (rank 0 in comm 0): Fatal error in internal_Send: Invalid rank, error stack:
 *   internal_Send(120): MPI_Send(buf=0x7ffd0a99bc28, count=1, MPI_INT, 5, 0, MPI_COMM_WORLD) failed
 *   internal_Send(78).: Invalid rank has value 5 but must be nonnegative and less than 2
 * The process then exits with fatalExitStatus(code) (6 here) and mpiexec with the same status,
 * printing nothing more (no "BAD TERMINATION" banner: the processes exit, none is signalled).
 */
export function formatFatalError(e: MpiErrorReport): string {
  const { code, ring } = reportCode(e);
  return formatFatalCode(ring, e.fname, code, e.worldRank, e.comm === undefined ? { rank: e.worldRank, contextId: 0 } : e.comm);
}

/** The same for a code already in a ring (what the runtime does when a handler is fatal). */
export function formatFatalCode(ring: ErrorRing, fname: string, code: number, worldRank: number | null, comm: AbortComm | null): string {
  const fcname = mpiBinding(fname)?.fcname ?? fname;
  // MPIR_Handle_fatal_error: "Fatal error in %s: " + MPIR_Err_get_string(code, 4096 - len).
  const head = `Fatal error in ${fcname}: `;
  const msg = cTrunc(head + ring.fullString(code), 4096);
  return cTrunc(abortPrefix(code, worldRank, comm) + msg + '\n', ABORT_BUFFER);
}

/** The exit code and text of the fatal report (the process's exit status is code & 0xff). */
export function fatalErrorResult(e: MpiErrorReport): { code: number; exitStatus: number; text: string } {
  const { code, ring } = reportCode(e);
  const text = formatFatalCode(ring, e.fname, code, e.worldRank, e.comm === undefined ? { rank: e.worldRank, contextId: 0 } : e.comm);
  return { code, exitStatus: fatalExitStatus(code), text };
}

/**
 * Any MPI call before MPI_Init or after MPI_Finalize (MPIR_Err_Uninitialized): this line on
 * stderr, then exit(1). Every process that makes the call prints it.
 */
export function formatUninitialized(fname: string): string {
  const fcname = mpiBinding(fname)?.fcname ?? 'internal_' + fname.replace(/^MPI_/, '');
  return `Attempting to use an MPI routine (${fcname}) before initializing or after finalizing MPICH\n`;
}
export const UNINITIALIZED_EXIT_STATUS = 1;

/**
 * MPI_Abort(comm, errorcode) (MPIR_Abort_impl -> MPID_Abort):
 *   Abort(3) on node 0 (rank 0 in comm 0): application called MPI_Abort(MPI_COMM_WORLD, 3) - process 0
 * `commName` is the communicator's name (MPI_COMM_WORLD, MPI_COMM_SELF, or one set with
 * MPI_Comm_set_name); for an unnamed one give `handle` and MPICH prints comm=0x%X. "process" is
 * the rank in that communicator. The exit status is errorcode & 0xff. On MPI_COMM_WORLD mpiexec
 * adds nothing and exits with that status. On any other communicator the outcome races in
 * hydra: either every process exits with the error code (mpiexec prints nothing and exits with
 * it), or hydra kills the remaining processes first and prints formatBadTermination(pid, host, 9)
 * and exits with 9 (both seen with 2 and 4 processes on MPICH 4.0.2).
 */
export function formatAbort(a: { worldRank: number; commRank: number; contextId: number; errorcode: number; commName?: string; handle?: number }): string {
  const name = a.commName && a.commName.length > 0 ? a.commName : `comm=0x${((a.handle ?? 0) >>> 0).toString(16).toUpperCase()}`;
  const msg = `application called MPI_Abort(${name}, ${a.errorcode}) - process ${a.commRank}`;
  return cTrunc(abortPrefix(a.errorcode, a.worldRank, { rank: a.commRank, contextId: a.contextId }) + msg + '\n', ABORT_BUFFER);
}

const SIGNAL_NAMES: Readonly<Record<number, string>> = {
  1: 'Hangup', 2: 'Interrupt', 3: 'Quit', 4: 'Illegal instruction', 5: 'Trace/breakpoint trap', 6: 'Aborted',
  7: 'Bus error', 8: 'Floating point exception', 9: 'Killed', 11: 'Segmentation fault', 13: 'Broken pipe',
  14: 'Alarm clock', 15: 'Terminated',
};

/**
 * What mpiexec (hydra 4.0.2) prints on its stdout when a process dies of a signal (a crash, or
 * being killed after another process called MPI_Abort on a communicator other than
 * MPI_COMM_WORLD); mpiexec then exits with the signal number. Nothing is printed when processes
 * exit with a status, e.g. after MPI_ERRORS_ARE_FATAL or MPI_Abort(MPI_COMM_WORLD, n).
 */
export function formatBadTermination(pid: number, host: string, signal: number): string {
  const bar = '='.repeat(83);
  return [
    '',
    bar,
    '=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES',
    `=   PID ${pid} RUNNING AT ${host}`,
    `=   EXIT CODE: ${signal}`,
    '=   CLEANING UP REMAINING PROCESSES',
    '=   YOU CAN IGNORE THE BELOW CLEANUP MESSAGES',
    bar,
    `YOUR APPLICATION TERMINATED WITH THE EXIT STRING: ${SIGNAL_NAMES[signal] ?? `Unknown signal ${signal}`} (signal ${signal})`,
    'This typically refers to a problem with your application.',
    'Please see the FAQ page for debugging suggestions',
    '',
  ].join('\n');
}

// =============================================================================================
// 9. What only mpisim reports (MPICH hangs, truncates or stays silent)

/** A source position of an MPI call in the user's program. */
export interface CallSite {
  file: string;
  line: number;
}
const site = (s: CallSite): string => `${s.file}:${s.line}`;

export type MismatchKind = 'root' | 'count' | 'datatype' | 'op' | 'call';

/** A collective whose arguments differ between two ranks of the same communicator. */
export interface CollectiveMismatch {
  kind: MismatchKind;
  /** The rank reporting (the one whose call is shown) and its call. */
  worldRank: number;
  fname: string;
  args: readonly MpiArgValue[];
  site: CallSite;
  /** This rank's value of the mismatching argument, as text ("1", "MPI_INT x 10", "MPI_SUM"). */
  mine: string;
  /** The rank it was compared with: its rank in the communicator, its value, its call. */
  other: { rank: number; value: string; site: CallSite; fname?: string };
  /** The communicator, as formatComm prints it, and the rank of the reporter in it. */
  commName: string;
  commRank: number;
  comm?: AbortComm | null;
  formatOptions?: FormatOptions;
  ring?: ErrorRing;
}

const MISMATCH_CLASS: Readonly<Record<MismatchKind, number>> = {
  root: MPI_ERR_ROOT, count: MPI_ERR_NOT_SAME, datatype: MPI_ERR_NOT_SAME, op: MPI_ERR_NOT_SAME, call: MPI_ERR_NOT_SAME,
};

/** The innermost message of a mismatch report (no location: mpisim's line "mpisim(file:line)"). */
export function mismatchMessage(m: CollectiveMismatch): string {
  const o = m.other;
  switch (m.kind) {
    case 'root':
      return `Invalid root (value given was ${m.mine}), but rank ${o.rank} of ${m.commName} gave root ${o.value} at ${site(o.site)}`;
    case 'call':
      return `Inconsistent collective calls on ${m.commName}: ${m.fname} here, but rank ${o.rank} called ${o.fname ?? o.value} at ${site(o.site)}`;
    default: {
      const what = m.kind === 'count' ? 'count' : m.kind === 'datatype' ? 'type signature' : 'op';
      return `Inconsistent arguments to collective routine ${m.fname}: ${what} ${m.mine} here, but ${o.value} on rank ${o.rank} of ${m.commName} at ${site(o.site)}`;
    }
  }
}

/**
 * A fatal report in MPICH's style for a collective argument mismatch (MPICH itself hangs or
 * fails later with a truncation). The class is MPI_ERR_ROOT for a different root,
 * MPI_ERR_NOT_SAME ("Inconsistent arguments to collective routine ") otherwise:
 *   Abort(...) on node 1 (rank 1 in comm 0): Fatal error in internal_Bcast: Invalid root, error stack:
 *   internal_Bcast(107): MPI_Bcast(buffer=0x10040, count=1, MPI_INT, 1, MPI_COMM_WORLD) failed
 *   mpisim(bcast.c:12).: Invalid root (value given was 1), but rank 0 of MPI_COMM_WORLD gave root 0 at bcast.c:11
 */
export function formatCollectiveMismatch(m: CollectiveMismatch): string {
  return formatFatalError({
    fname: m.fname,
    args: m.args,
    errorClass: MISMATCH_CLASS[m.kind],
    detail: mismatchMessage(m),
    location: `mpisim(${site(m.site)})`,
    worldRank: m.worldRank,
    comm: m.comm,
    formatOptions: m.formatOptions,
    ring: m.ring,
  });
}

/** A request a rank had not completed when it called MPI_Finalize. */
export interface PendingRequest {
  /** The call that created it ("MPI_Irecv") and where. */
  fname: string;
  site: CallSite;
  /** What it is, e.g. "source 1, tag 7, MPI_COMM_WORLD" or "to rank 2, tag 0, 40 bytes". */
  detail: string;
  /** Its handle, printed as req=0x... when given. */
  handle?: number;
}

/**
 * The report of requests still pending at MPI_Finalize on one rank (MPICH says nothing and may
 * hang or lose the data):
 *   mpisim: rank 1 called MPI_Finalize at ring.c:30 with 2 requests still pending:
 *     MPI_Irecv at ring.c:14 (req=0xac000000): source 0, tag 7, MPI_COMM_WORLD
 *     MPI_Isend at ring.c:15: to rank 0, tag 7, 4 bytes, MPI_COMM_WORLD
 */
export function formatPendingRequests(worldRank: number, finalizeSite: CallSite, reqs: readonly PendingRequest[]): string {
  if (reqs.length === 0) return '';
  const n = reqs.length;
  const lines = reqs.map((r) => `  ${r.fname} at ${site(r.site)}${r.handle !== undefined ? ` (${formatMpiValue('R', r.handle)})` : ''}: ${r.detail}`);
  return `mpisim: rank ${worldRank} called MPI_Finalize at ${site(finalizeSite)} with ${n} request${n === 1 ? '' : 's'} still pending:\n${lines.join('\n')}\n`;
}

/** A message that was sent but never matched by a receive before MPI_Finalize. */
export interface UnreceivedMessage {
  /** MPI_COMM_WORLD ranks of sender and intended receiver. */
  from: number;
  to: number;
  fname: string;
  site: CallSite;
  tag: number;
  bytes: number;
  commName: string;
}

/**
 * The report of messages never received (they sit in the receiver's unexpected queue, or the
 * sender still holds them), one line per message in send order:
 *   mpisim: 1 message was never received before MPI_Finalize:
 *     rank 0 -> rank 1: MPI_Send at ring.c:10, tag 7, 40 bytes, MPI_COMM_WORLD
 */
export function formatUnreceivedMessages(msgs: readonly UnreceivedMessage[]): string {
  if (msgs.length === 0) return '';
  const n = msgs.length;
  const lines = msgs.map((m) => `  rank ${m.from} -> rank ${m.to}: ${m.fname} at ${site(m.site)}, tag ${formatTag(m.tag)}, ${m.bytes} byte${m.bytes === 1 ? '' : 's'}, ${m.commName}`);
  return `mpisim: ${n} message${n === 1 ? ' was' : 's were'} never received before MPI_Finalize:\n${lines.join('\n')}\n`;
}

// =============================================================================================
// Data: MPICH 4.0.2

/**
 * Messages: short name | generic index | generic text | specific parameters | specific format.
 * From generic_err_msgs / specific_err_msgs of libmpich.so.12.2.2 (MPICH 4.0.2, Debian), the
 * subset mpisim raises. Trailing spaces are MPICH's.
 */
const MESSAGE_DATA = `
nullptr|766|Null pointer|%s|Null pointer in parameter %s
argneg|6|Invalid argument; must be non-negative|%s %d|Invalid value for %s, must be non-negative but is %d
argnonpos|7|Invalid argument; must be positive|%s %d|Invalid value for %s; must be positive but is %d
bufalias|28|Buffers must not be aliased||
request_invalid_kind|906|The supplied request was invalid|%d|The supplied request was invalid (kind=%d)
request_invalid_kind|906|The supplied request was invalid|%d %d|The supplied request in array element %d was invalid (kind=%d)
request|905|Invalid MPI_Request|%d|Invalid MPI_Request in array element %d (from 0)
commnotintra|106|An intracommunicator is required but an intercommunicator was provided.||
errhandlernull|148|Null errhandler ||
errhandler|147|Invalid errhandler||
infonull|206|Null MPI_Info ||
info|198|Invalid MPI_Info||
keyvalinvalid|254|Attribute key was MPI_KEYVAL_INVALID||
keyval|253|Invalid keyval||
keyvalobj|255|Keyval was not defined for the supplied object|%s|Keyval was not defined for %s objects
permattr|845|Cannot set permanent attribute||
buf_inplace|27|buffer cannot be MPI_IN_PLACE|%s|buffer '%s' cannot be MPI_IN_PLACE
sendbuf_inplace|930|sendbuf cannot be MPI_IN_PLACE||
recvbuf_inplace|902|recvbuf cannot be MPI_IN_PLACE||
requestinvalidstart|909|Request is neither persistent nor partitioned in MPI_Start or MPI_Startall.||
requestpersistactive|912|Persistent request passed to MPI_Start or MPI_Startall is already active.||
requestpartactive|911|Partitioned request passed to MPI_Start or MPI_Startall is already active.||
winnull|1022|Null MPI_Win||
win|1017|Invalid MPI_Win||
rank|895|Invalid rank|%d %d|Invalid rank has value %d but must be nonnegative and less than %d
tag|992|Invalid tag|%d|Invalid tag, value is %d
root|923|Invalid root|%d|Invalid root (value given was %d)
countneg|113|Negative count|%d|Negative count, value is %d
count|112|Invalid count||
dtype|137|Invalid datatype||
dtypenull|140|Null datatype|%s|Datatype for argument %s is a null datatype
dtypecommit|138|Datatype has not been committed ||
bufnull|32|Null buffer pointer||
opnull|838|Null MPI_Op||
opnotallowed|836|MPI_Op operation is not allowed in this routine||
op|834|Invalid MPI_Op||
groupnull|190|Null group||
group|188|Invalid group||
commnull|107|Null communicator||
comm|102|Invalid communicator||
requestnull|910|Null MPI_Request ||
nullptrtype|767|Null pointer|%s|Null %s pointer
truncate|1003|Message truncated|%d %d|Message truncated; %d bytes received but buffer size is %d
other|841|Other MPI error||
intern|215|Internal MPI error!|%s|Internal MPI error!  %s
notsame|764|Inconsistent arguments to collective routine |%s %s|Inconsistent arguments %s to collective routine %s
collective_size_mismatch|101|message sizes do not match across processes in the collective routine|%d %d|message sizes do not match across processes in the collective routine: Received %d but expected %d
argrange|8|Argument is not within valid range|%s %d %d|Argument %s has value %d but must be within [0,%d]
argtoosmall|16|Invalid argument; value is too small|%s %d %d|Invalid argument for %s: value is %d but must be at least %d
cartcoordinvalid|37|Cartesian coordinate is invalid (not in range)|%d %d %d|Cartesian coordinate for the %d coordinate is %d but must be between 0 and %d
coll_fail|99|Failure during collective||
commperm|108|Cannot free permanent communicator|%s|Cannot free permanent communicator %s
contentspredef|109|Named predefined datatypes are not permitted in MPI_Type_get_contents||
dimsmany|131|Number of dimensions is too large |%d %d|Number of dimensions %d is too large (maximum is %d)
dtypeperm|141|Cannot free permanent data type ||
edgeoutrange|145|Edge index in graph topology is out of range|%d %d %d|Edge index edges[%d] is %d but must be nonnegative and less than %d
errhandnotfile|149|Error handler is not a file error handler||
errhandnotsession|150|Error handler is not a session error handler||
errhandnotwin|151|Error handler is not a win error handler||
graphnnodes|187|Number of graph nodes exceeds size of communicator.||
groupperm|191|Cannot free permanent group||
indexneg|196|Index value in graph topology must be nonnegative|%d %d|Index value for index[%d] is %d but must be nonnegative
indexnonmonotone|197|Index values in graph topology must be monotone nondecreasing|%d %d %d|Index values in graph topology must be monotone nondecreasing but index[%d] is %d but the next index value is %d
nomemreq|754|failure occurred while allocating memory for a request object||
notcarttopo|756|No Cartesian topology associated with this communicator||
notdistgraphtopo|758|No Distributed Graph topology associated with this communicator||
notgenreq|760|Attempt to complete a request with MPI_GREQUEST_COMPLETE that was not started with MPI_GREQUEST_START||
permop|846|Cannot free permanent MPI_Op ||
ranklocal|898|Error specifying local_leader |%d %d|Error specifying local_leader; rank given was %d but must be in the range 0 to %d
rankremote|899|Error specifying remote_leader |%d %d|Error specifying remote_leader; rank given was %d but must be in the range 0 to %d
ranksdistinct|900|Local and remote leaders must be different processes||
reqnotmsg|904| Invalid MPI_Message (MPI_Request passed)||
splittype|987|Invalid split_type argument|%d|Invalid split_type argument (%d)
storageorder|988|Invalid storage order|%d| Invalid storage order (%d)
topotoolarge|1001|Topology size is greater than communicator size|%d %d|Topology size %d is larger than communicator size (%d)
unweightedboth|1014|Must specify MPI_UNWEIGHTED for both or neither weight arguments||
`;

/**
 * Bindings: name failLine genericIndex errhandler | specific format | checks "MACRO:arg[=name]@line".
 * From the C bindings of MPICH 4.0.2 (src/binding/c/<group>/<name>.c as maint/gen_binding_c.py of the
 * v4.0.2 tag generates them; their line numbers are the ones the installed library prints) for
 * point-to-point, collectives, communicators, groups, datatypes, topologies, requests,
 * init/finalize, error handlers, attributes, ops, dynamic processes, one-sided communication
 * and misc. The generic index is that of "**mpi_<name>" in the library's table (for the one-sided
 * calls, read from the codes the installed library returns).
 */
const BINDING_DATA = `
MPI_Bsend 104 296 comm|MPI_Bsend(buf=%p, count=%d, %D, %i, %t, %C) failed|COMM:comm@45 COMM_PTR:comm@57 COUNT:count@61 DATATYPE:datatype@63 DATATYPE_PTR:datatype@67 COMMITTED:datatype@71 USERBUFFER:buf@76 SEND_RANK:dest@78 SEND_TAG:tag@79
MPI_Bsend_init 108 298 comm|MPI_Bsend_init(buf=%p, count=%d, %D, %i, %t, %C, request=%p) failed|COMM:comm@46 COMM_PTR:comm@58 COUNT:count@62 DATATYPE:datatype@64 DATATYPE_PTR:datatype@68 COMMITTED:datatype@72 USERBUFFER:buf@77 SEND_RANK:dest@79 SEND_TAG:tag@80 ARGNULL:request@81
MPI_Buffer_attach 63 300 world|MPI_Buffer_attach(buffer=%p, size=%d) failed|ARGNULL:buffer@42 ARGNEG:size@43
MPI_Buffer_detach 71 302 world|MPI_Buffer_detach(buffer_addr=%p, size=%p) failed|ARGNULL:buffer_addr@43 ARGNULL:size@44
MPI_Ibsend 113 429 comm|MPI_Ibsend(buf=%p, count=%d, %D, %i, %t, %C, request=%p) failed|COMM:comm@45 COMM_PTR:comm@57 COUNT:count@61 DATATYPE:datatype@63 DATATYPE_PTR:datatype@67 COMMITTED:datatype@71 USERBUFFER:buf@76 SEND_RANK:dest@78 SEND_TAG:tag@79 ARGNULL:request@80 ERR:nomemreq@89
MPI_Improbe 100 437 comm|MPI_Improbe(%i, %t, %C, flag=%p, message=%p, status=%p) failed|COMM:comm@45 COMM_PTR:comm@57 RECV_RANK:source@61 RECV_TAG:tag@62 ARGNULL:flag@63 ARGNULL:message@64 ARGNULL:status@65
MPI_Imrecv 116 438 world|MPI_Imrecv(buf=%p, count=%d, %D, message=%p, request=%p) failed|ARGNULL:message@45 REQUEST:message@46 REQUEST_PTR:message@59 ERR:reqnotmsg@63 COUNT:count@66 DATATYPE:datatype@68 DATATYPE_PTR:datatype@72 COMMITTED:datatype@76 USERBUFFER:buf@81 ARGNULL:request@83
MPI_Iprobe 91 467 comm|MPI_Iprobe(%i, %t, %C, flag=%p, status=%p) failed|COMM:comm@44 COMM_PTR:comm@56 RECV_RANK:source@60 RECV_TAG:tag@61 ARGNULL:flag@62 ARGNULL:status@63
MPI_Irecv 123 468 comm|MPI_Irecv(buf=%p, count=%d, %D, %i, %t, %C, request=%p) failed|COMM:comm@45 COMM_PTR:comm@57 COUNT:count@61 DATATYPE:datatype@63 DATATYPE_PTR:datatype@67 COMMITTED:datatype@71 USERBUFFER:buf@76 RECV_RANK:source@78 RECV_TAG:tag@79 ARGNULL:request@80 ERR:nomemreq@89
MPI_Irsend 119 476 comm|MPI_Irsend(buf=%p, count=%d, %D, %i, %t, %C, request=%p) failed|COMM:comm@45 COMM_PTR:comm@57 COUNT:count@61 DATATYPE:datatype@63 DATATYPE_PTR:datatype@67 COMMITTED:datatype@71 USERBUFFER:buf@76 SEND_RANK:dest@78 SEND_TAG:tag@79 ARGNULL:request@80 ERR:nomemreq@89
MPI_Isend 120 485 comm|MPI_Isend(buf=%p, count=%d, %D, %i, %t, %C, request=%p) failed|COMM:comm@45 COMM_PTR:comm@57 COUNT:count@61 DATATYPE:datatype@63 DATATYPE_PTR:datatype@67 COMMITTED:datatype@71 USERBUFFER:buf@76 SEND_RANK:dest@78 SEND_TAG:tag@79 ARGNULL:request@80 ERR:nomemreq@89
MPI_Isendrecv 129 487 comm|MPI_Isendrecv(sendbuf=%p, sendcount=%d, %D, %i, %t, recvbuf=%p, recvcount=%d, %D, %i, %t, %C, request=%p) failed|COMM:comm@48 COMM_PTR:comm@60 COUNT:sendcount@64 DATATYPE:sendtype=datatype@66 DATATYPE_PTR:datatype@70 COMMITTED:datatype@74 USERBUFFER:sendbuf@79 SEND_RANK:dest@81 SEND_TAG:sendtag@82 COUNT:recvcount@83 DATATYPE:recvtype=datatype@85 DATATYPE_PTR:datatype@89 COMMITTED:datatype@93 USERBUFFER:recvbuf@98 RECV_RANK:source@100 RECV_TAG:recvtag@101 ARGNULL:request@102
MPI_Isendrecv_replace 111 489 comm|MPI_Isendrecv_replace(buf=%p, count=%d, %D, %i, %t, %i, %t, %C, request=%p) failed|COMM:comm@47 COMM_PTR:comm@59 COUNT:count@63 DATATYPE:datatype@65 DATATYPE_PTR:datatype@69 COMMITTED:datatype@73 USERBUFFER:buf@78 SEND_RANK:dest@80 SEND_TAG:sendtag@81 RECV_RANK:source@82 RECV_TAG:recvtag@83 ARGNULL:request@84
MPI_Issend 119 491 comm|MPI_Issend(buf=%p, count=%d, %D, %i, %t, %C, request=%p) failed|COMM:comm@45 COMM_PTR:comm@57 COUNT:count@61 DATATYPE:datatype@63 DATATYPE_PTR:datatype@67 COMMITTED:datatype@71 USERBUFFER:buf@76 SEND_RANK:dest@78 SEND_TAG:tag@79 ARGNULL:request@80 ERR:nomemreq@89
MPI_Mprobe 96 494 comm|MPI_Mprobe(%i, %t, %C, message=%p, status=%p) failed|COMM:comm@45 COMM_PTR:comm@57 RECV_RANK:source@61 RECV_TAG:tag@62 ARGNULL:message@63 ARGNULL:status@64
MPI_Mrecv 122 495 world|MPI_Mrecv(buf=%p, count=%d, %D, message=%p, status=%p) failed|ARGNULL:message@45 REQUEST:message@46 REQUEST_PTR:message@59 ERR:reqnotmsg@63 COUNT:count@66 DATATYPE:datatype@68 DATATYPE_PTR:datatype@72 COMMITTED:datatype@76 USERBUFFER:buf@81 ARGNULL:status@83
MPI_Probe 88 535 comm|MPI_Probe(%i, %t, %C, status=%p) failed|COMM:comm@44 COMM_PTR:comm@56 RECV_RANK:source@60 RECV_TAG:tag@61 ARGNULL:status@62
MPI_Recv 127 543 comm|MPI_Recv(buf=%p, count=%d, %D, %i, %t, %C, status=%p) failed|COMM:comm@45 COMM_PTR:comm@57 COUNT:count@61 DATATYPE:datatype@63 DATATYPE_PTR:datatype@67 COMMITTED:datatype@71 USERBUFFER:buf@76 RECV_RANK:source@78 RECV_TAG:tag@79 ARGNULL:status@80
MPI_Recv_init 106 545 comm|MPI_Recv_init(buf=%p, count=%d, %D, %i, %t, %C, request=%p) failed|COMM:comm@45 COMM_PTR:comm@57 COUNT:count@61 DATATYPE:datatype@63 DATATYPE_PTR:datatype@67 COMMITTED:datatype@71 USERBUFFER:buf@76 RECV_RANK:source@78 RECV_TAG:tag@79 ARGNULL:request@80
MPI_Rsend 122 569 comm|MPI_Rsend(buf=%p, count=%d, %D, %i, %t, %C) failed|COMM:comm@45 COMM_PTR:comm@57 COUNT:count@61 DATATYPE:datatype@63 DATATYPE_PTR:datatype@67 COMMITTED:datatype@71 USERBUFFER:buf@76 SEND_RANK:dest@78 SEND_TAG:tag@79
MPI_Rsend_init 107 571 comm|MPI_Rsend_init(buf=%p, count=%d, %D, %i, %t, %C, request=%p) failed|COMM:comm@46 COMM_PTR:comm@58 COUNT:count@62 DATATYPE:datatype@64 DATATYPE_PTR:datatype@68 COMMITTED:datatype@72 USERBUFFER:buf@77 SEND_RANK:dest@79 SEND_TAG:tag@80 ARGNULL:request@81
MPI_Send 120 585 comm|MPI_Send(buf=%p, count=%d, %D, %i, %t, %C) failed|COMM:comm@45 COMM_PTR:comm@57 COUNT:count@61 DATATYPE:datatype@63 DATATYPE_PTR:datatype@67 COMMITTED:datatype@71 USERBUFFER:buf@76 SEND_RANK:dest@78 SEND_TAG:tag@79
MPI_Send_init 108 587 comm|MPI_Send_init(buf=%p, count=%d, %D, %i, %t, %C, request=%p) failed|COMM:comm@46 COMM_PTR:comm@58 COUNT:count@62 DATATYPE:datatype@64 DATATYPE_PTR:datatype@68 COMMITTED:datatype@72 USERBUFFER:buf@77 SEND_RANK:dest@79 SEND_TAG:tag@80 ARGNULL:request@81
MPI_Sendrecv 124 589 comm|MPI_Sendrecv(sendbuf=%p, sendcount=%d, %D, %i, %t, recvbuf=%p, recvcount=%d, %D, %i, %t, %C, status=%p) failed|COMM:comm@48 COMM_PTR:comm@60 COUNT:sendcount@64 DATATYPE:sendtype=datatype@66 DATATYPE_PTR:datatype@70 COMMITTED:datatype@74 USERBUFFER:sendbuf@79 SEND_RANK:dest@81 SEND_TAG:sendtag@82 COUNT:recvcount@83 DATATYPE:recvtype=datatype@85 DATATYPE_PTR:datatype@89 COMMITTED:datatype@93 USERBUFFER:recvbuf@98 RECV_RANK:source@100 RECV_TAG:recvtag@101 ARGNULL:status@102
MPI_Sendrecv_replace 111 591 comm|MPI_Sendrecv_replace(buf=%p, count=%d, %D, %i, %t, %i, %t, %C, status=%p) failed|COMM:comm@47 COMM_PTR:comm@59 COUNT:count@63 DATATYPE:datatype@65 DATATYPE_PTR:datatype@69 COMMITTED:datatype@73 USERBUFFER:buf@78 SEND_RANK:dest@80 SEND_TAG:sendtag@81 RECV_RANK:source@82 RECV_TAG:recvtag@83 ARGNULL:status@84
MPI_Ssend 122 603 comm|MPI_Ssend(buf=%p, count=%d, %D, %i, %t, %C) failed|COMM:comm@45 COMM_PTR:comm@57 COUNT:count@61 DATATYPE:datatype@63 DATATYPE_PTR:datatype@67 COMMITTED:datatype@71 USERBUFFER:buf@76 SEND_RANK:dest@78 SEND_TAG:tag@79
MPI_Ssend_init 107 605 comm|MPI_Ssend_init(buf=%p, count=%d, %D, %i, %t, %C, request=%p) failed|COMM:comm@46 COMM_PTR:comm@58 COUNT:count@62 DATATYPE:datatype@64 DATATYPE_PTR:datatype@68 COMMITTED:datatype@72 USERBUFFER:buf@77 SEND_RANK:dest@79 SEND_TAG:tag@80 ARGNULL:request@81
MPI_Allgather 133 265 comm|MPI_Allgather(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %C) failed|COMM:comm@46 COMM_PTR:comm@58 DATATYPE:sendtype=datatype@63 DATATYPE_PTR:datatype@67 COMMITTED:datatype@71 SENDBUF_INPLACE:sendbuf@77 COUNT:sendcount@79 USERBUFFER:sendbuf@80 ALIAS_COLL:sendbuf@85 DATATYPE:recvtype=datatype@89 DATATYPE_PTR:datatype@93 COMMITTED:datatype@97 RECVBUF_INPLACE:recvbuf@102 COUNT:recvcount@103 USERBUFFER:recvbuf@104
MPI_Allgather_init 144 267 comm|MPI_Allgather_init(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %C, %I, request=%p) failed|COMM:comm@48 INFO_OR_NULL:info@49 COMM_PTR:comm@64 INFO_PTR:info@69 DATATYPE:sendtype=datatype@75 DATATYPE_PTR:datatype@79 COMMITTED:datatype@83 SENDBUF_INPLACE:sendbuf@89 COUNT:sendcount@91 USERBUFFER:sendbuf@92 ALIAS_COLL:sendbuf@97 DATATYPE:recvtype=datatype@101 DATATYPE_PTR:datatype@105 COMMITTED:datatype@109 RECVBUF_INPLACE:recvbuf@114 COUNT:recvcount@115 USERBUFFER:recvbuf@116 ARGNULL:request@117
MPI_Allgatherv 154 269 comm|MPI_Allgatherv(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcounts=%p, displs=%p, %D, %C) failed|COMM:comm@47 COMM_PTR:comm@59 DATATYPE:sendtype=datatype@64 DATATYPE_PTR:datatype@68 COMMITTED:datatype@72 SENDBUF_INPLACE:sendbuf@78 COUNT:sendcount@80 USERBUFFER:sendbuf@81 ALIAS_COLL:sendbuf@86 DATATYPE:recvtype=datatype@96 DATATYPE_PTR:datatype@100 COMMITTED:datatype@104 RECVBUF_INPLACE:recvbuf@110 COUNT:recvcounts[i]@111 USERBUFFER:recvbuf@113
MPI_Allgatherv_init 165 271 comm|MPI_Allgatherv_init(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcounts=%p, displs=%p, %D, %C, %I, request=%p) failed|COMM:comm@50 INFO_OR_NULL:info@51 COMM_PTR:comm@66 INFO_PTR:info@71 DATATYPE:sendtype=datatype@77 DATATYPE_PTR:datatype@81 COMMITTED:datatype@85 SENDBUF_INPLACE:sendbuf@91 COUNT:sendcount@93 USERBUFFER:sendbuf@94 ALIAS_COLL:sendbuf@99 DATATYPE:recvtype=datatype@109 DATATYPE_PTR:datatype@113 COMMITTED:datatype@117 RECVBUF_INPLACE:recvbuf@123 COUNT:recvcounts[i]@124 USERBUFFER:recvbuf@126 ARGNULL:request@129
MPI_Allreduce 128 274 comm|MPI_Allreduce(sendbuf=%p, recvbuf=%p, count=%d, %D, %O, %C) failed|COMM:comm@45 COMM_PTR:comm@57 OP:op@61 OP_PTR:op@65 DATATYPE:datatype@79 DATATYPE_PTR:datatype@83 COMMITTED:datatype@87 RECVBUF_INPLACE:recvbuf@92 SENDBUF_INPLACE:sendbuf@94 ALIAS_COLL:sendbuf@96 USERBUFFER:recvbuf@98 USERBUFFER:sendbuf@99
MPI_Allreduce_init 140 276 comm|MPI_Allreduce_init(sendbuf=%p, recvbuf=%p, count=%d, %D, %O, %C, %I, request=%p) failed|COMM:comm@48 INFO_OR_NULL:info@49 COMM_PTR:comm@64 INFO_PTR:info@69 OP:op@74 OP_PTR:op@78 DATATYPE:datatype@92 DATATYPE_PTR:datatype@96 COMMITTED:datatype@100 RECVBUF_INPLACE:recvbuf@105 SENDBUF_INPLACE:sendbuf@107 ALIAS_COLL:sendbuf@109 USERBUFFER:recvbuf@111 USERBUFFER:sendbuf@112 ARGNULL:request@113
MPI_Alltoall 129 278 comm|MPI_Alltoall(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %C) failed|COMM:comm@46 COMM_PTR:comm@58 DATATYPE:sendtype=datatype@63 DATATYPE_PTR:datatype@67 COMMITTED:datatype@71 SENDBUF_INPLACE:sendbuf@77 COUNT:sendcount@79 USERBUFFER:sendbuf@80 ALIAS_COLL:sendbuf@83 DATATYPE:recvtype=datatype@87 DATATYPE_PTR:datatype@91 COMMITTED:datatype@95 RECVBUF_INPLACE:recvbuf@100 COUNT:recvcount@101 USERBUFFER:recvbuf@102
MPI_Alltoall_init 142 280 comm|MPI_Alltoall_init(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %C, %I, request=%p) failed|COMM:comm@48 INFO_OR_NULL:info@49 COMM_PTR:comm@64 INFO_PTR:info@69 DATATYPE:sendtype=datatype@75 DATATYPE_PTR:datatype@79 COMMITTED:datatype@83 SENDBUF_INPLACE:sendbuf@89 COUNT:sendcount@91 USERBUFFER:sendbuf@92 ALIAS_COLL:sendbuf@95 DATATYPE:recvtype=datatype@99 DATATYPE_PTR:datatype@103 COMMITTED:datatype@107 RECVBUF_INPLACE:recvbuf@112 COUNT:recvcount@113 USERBUFFER:recvbuf@114 ARGNULL:request@115
MPI_Alltoallv 158 282 comm|MPI_Alltoallv(sendbuf=%p, sendcounts=%p, sdispls=%p, %D, recvbuf=%p, recvcounts=%p, rdispls=%p, %D, %C) failed|COMM:comm@48 COMM_PTR:comm@60 DATATYPE:sendtype=datatype@71 DATATYPE_PTR:datatype@75 COMMITTED:datatype@79 SENDBUF_INPLACE:sendbuf@86 COUNT:sendcounts[i]@88 USERBUFFER:sendbuf@90 ALIAS_COLL:sendbuf@95 DATATYPE:recvtype=datatype@99 DATATYPE_PTR:datatype@103 COMMITTED:datatype@107 RECVBUF_INPLACE:recvbuf@113 COUNT:recvcounts[i]@114 USERBUFFER:recvbuf@116
MPI_Alltoallv_init 176 284 comm|MPI_Alltoallv_init(sendbuf=%p, sendcounts=%p, sdispls=%p, %D, recvbuf=%p, recvcounts=%p, rdispls=%p, %D, %C, %I, request=%p) failed|COMM:comm@50 INFO_OR_NULL:info@51 COMM_PTR:comm@66 INFO_PTR:info@71 DATATYPE:sendtype=datatype@83 DATATYPE_PTR:datatype@87 COMMITTED:datatype@91 SENDBUF_INPLACE:sendbuf@98 COUNT:sendcounts[i]@100 USERBUFFER:sendbuf@102 ALIAS_COLL:sendbuf@107 DATATYPE:recvtype=datatype@111 DATATYPE_PTR:datatype@115 COMMITTED:datatype@119 RECVBUF_INPLACE:recvbuf@125 COUNT:recvcounts[i]@126 USERBUFFER:recvbuf@128 ARGNULL:request@131
MPI_Alltoallw 162 286 comm|MPI_Alltoallw(sendbuf=%p, sendcounts=%p, sdispls=%p, sendtypes=%p, recvbuf=%p, recvcounts=%p, rdispls=%p, recvtypes=%p, %C) failed|COMM:comm@48 COMM_PTR:comm@60 DATATYPE:sendtypes[i]=datatype@73 DATATYPE_PTR:datatype@77 COMMITTED:datatype@81 SENDBUF_INPLACE:sendbuf@88 COUNT:sendcounts[i]@90 USERBUFFER:sendbuf@92 ALIAS_COLL:sendbuf@97 DATATYPE:recvtypes[i]=datatype@103 DATATYPE_PTR:datatype@107 COMMITTED:datatype@111 RECVBUF_INPLACE:recvbuf@117 COUNT:recvcounts[i]@118 USERBUFFER:recvbuf@120
MPI_Alltoallw_init 182 288 comm|MPI_Alltoallw_init(sendbuf=%p, sendcounts=%p, sdispls=%p, sendtypes=%p, recvbuf=%p, recvcounts=%p, rdispls=%p, recvtypes=%p, %C, %I, request=%p) failed|COMM:comm@52 INFO_OR_NULL:info@53 COMM_PTR:comm@68 INFO_PTR:info@73 DATATYPE:sendtypes[i]=datatype@87 DATATYPE_PTR:datatype@91 COMMITTED:datatype@95 SENDBUF_INPLACE:sendbuf@102 COUNT:sendcounts[i]@104 USERBUFFER:sendbuf@106 ALIAS_COLL:sendbuf@111 DATATYPE:recvtypes[i]=datatype@117 DATATYPE_PTR:datatype@121 COMMITTED:datatype@125 RECVBUF_INPLACE:recvbuf@131 COUNT:recvcounts[i]@132 USERBUFFER:recvbuf@134 ARGNULL:request@137
MPI_Barrier 84 290 comm|MPI_Barrier(%C) failed|COMM:comm@43 COMM_PTR:comm@55
MPI_Barrier_init 97 291 comm|MPI_Barrier_init(%C, %I, request=%p) failed|COMM:comm@45 INFO_OR_NULL:info@46 COMM_PTR:comm@61 INFO_PTR:info@66 ARGNULL:request@71
MPI_Bcast 107 292 comm|MPI_Bcast(buffer=%p, count=%d, %D, %i, %C) failed|COMM:comm@44 COMM_PTR:comm@56 INTRA_ROOT:root@61 INTER_ROOT:root@63 COUNT:count@65 DATATYPE:datatype@67 DATATYPE_PTR:datatype@71 COMMITTED:datatype@75 USERBUFFER:buffer@80
MPI_Bcast_init 121 294 comm|MPI_Bcast_init(buffer=%p, count=%d, %D, %i, %C, %I, request=%p) failed|COMM:comm@47 INFO_OR_NULL:info@48 COMM_PTR:comm@63 INFO_PTR:info@68 INTRA_ROOT:root@74 INTER_ROOT:root@76 COUNT:count@78 DATATYPE:datatype@80 DATATYPE_PTR:datatype@84 COMMITTED:datatype@88 USERBUFFER:buffer@93 ARGNULL:request@95
MPI_Exscan 126 360 comm|MPI_Exscan(sendbuf=%p, recvbuf=%p, count=%d, %D, %O, %C) failed|COMM:comm@45 COMM_PTR:comm@57 COMM_INTRA:comm@61 OP:op@62 OP_PTR:op@66 DATATYPE:datatype@80 DATATYPE_PTR:datatype@84 COMMITTED:datatype@88 RECVBUF_INPLACE:recvbuf@93 SENDBUF_INPLACE:sendbuf@95 ALIAS_COLL:sendbuf@97 USERBUFFER:recvbuf@99 USERBUFFER:sendbuf@100
MPI_Exscan_init 140 362 comm|MPI_Exscan_init(sendbuf=%p, recvbuf=%p, count=%d, %D, %O, %C, %I, request=%p) failed|COMM:comm@48 INFO_OR_NULL:info@49 COMM_PTR:comm@64 INFO_PTR:info@69 OP:op@74 OP_PTR:op@78 DATATYPE:datatype@92 DATATYPE_PTR:datatype@96 COMMITTED:datatype@100 RECVBUF_INPLACE:recvbuf@105 SENDBUF_INPLACE:sendbuf@107 ALIAS_COLL:sendbuf@109 USERBUFFER:recvbuf@111 USERBUFFER:sendbuf@112 ARGNULL:request@113
MPI_Gather 140 372 comm|MPI_Gather(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %i, %C) failed|COMM:comm@46 COMM_PTR:comm@58 INTRA_ROOT:root@63 INTER_ROOT:root@65 DATATYPE:sendtype=datatype@68 DATATYPE_PTR:datatype@72 COMMITTED:datatype@76 SENDBUF_INPLACE:sendbuf@82 COUNT:sendcount@84 USERBUFFER:sendbuf@85 ALIAS_COLL:sendbuf@90 DATATYPE:recvtype=datatype@95 DATATYPE_PTR:datatype@99 COMMITTED:datatype@103 RECVBUF_INPLACE:recvbuf@108 COUNT:recvcount@109 USERBUFFER:recvbuf@110
MPI_Gather_init 151 374 comm|MPI_Gather_init(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %i, %C, %I, request=%p) failed|COMM:comm@48 INFO_OR_NULL:info@49 COMM_PTR:comm@64 INFO_PTR:info@69 INTRA_ROOT:root@75 INTER_ROOT:root@77 DATATYPE:sendtype=datatype@80 DATATYPE_PTR:datatype@84 COMMITTED:datatype@88 SENDBUF_INPLACE:sendbuf@94 COUNT:sendcount@96 USERBUFFER:sendbuf@97 ALIAS_COLL:sendbuf@102 DATATYPE:recvtype=datatype@107 DATATYPE_PTR:datatype@111 COMMITTED:datatype@115 RECVBUF_INPLACE:recvbuf@120 COUNT:recvcount@121 USERBUFFER:recvbuf@122 ARGNULL:request@124
MPI_Gatherv 156 376 comm|MPI_Gatherv(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcounts=%p, displs=%p, %D, %i, %C) failed|COMM:comm@47 COMM_PTR:comm@59 INTRA_ROOT:root@64 INTER_ROOT:root@66 DATATYPE:sendtype=datatype@69 DATATYPE_PTR:datatype@73 COMMITTED:datatype@77 SENDBUF_INPLACE:sendbuf@83 COUNT:sendcount@85 USERBUFFER:sendbuf@86 ALIAS_COLL:sendbuf@91 DATATYPE:recvtype=datatype@102 DATATYPE_PTR:datatype@106 COMMITTED:datatype@110 RECVBUF_INPLACE:recvbuf@116 COUNT:recvcounts[i]@117 USERBUFFER:recvbuf@119
MPI_Gatherv_init 174 378 comm|MPI_Gatherv_init(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcounts=%p, displs=%p, %D, %i, %C, %I, request=%p) failed|COMM:comm@50 INFO_OR_NULL:info@51 COMM_PTR:comm@66 INFO_PTR:info@71 INTRA_ROOT:root@77 INTER_ROOT:root@79 DATATYPE:sendtype=datatype@82 DATATYPE_PTR:datatype@86 COMMITTED:datatype@90 SENDBUF_INPLACE:sendbuf@96 COUNT:sendcount@98 USERBUFFER:sendbuf@99 ALIAS_COLL:sendbuf@104 DATATYPE:recvtype=datatype@115 DATATYPE_PTR:datatype@119 COMMITTED:datatype@123 RECVBUF_INPLACE:recvbuf@129 COUNT:recvcounts[i]@130 USERBUFFER:recvbuf@132 ARGNULL:request@136
MPI_Iallgather 141 414 comm|MPI_Iallgather(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %C, request=%p) failed|COMM:comm@47 COMM_PTR:comm@59 DATATYPE:sendtype=datatype@64 DATATYPE_PTR:datatype@68 COMMITTED:datatype@72 SENDBUF_INPLACE:sendbuf@78 COUNT:sendcount@80 USERBUFFER:sendbuf@81 ALIAS_COLL:sendbuf@86 DATATYPE:recvtype=datatype@90 DATATYPE_PTR:datatype@94 COMMITTED:datatype@98 RECVBUF_INPLACE:recvbuf@103 COUNT:recvcount@104 USERBUFFER:recvbuf@105 ARGNULL:request@106
MPI_Iallgatherv 162 416 comm|MPI_Iallgatherv(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcounts=%p, displs=%p, %D, %C, request=%p) failed|COMM:comm@48 COMM_PTR:comm@60 DATATYPE:sendtype=datatype@65 DATATYPE_PTR:datatype@69 COMMITTED:datatype@73 SENDBUF_INPLACE:sendbuf@79 COUNT:sendcount@81 USERBUFFER:sendbuf@82 ALIAS_COLL:sendbuf@87 DATATYPE:recvtype=datatype@97 DATATYPE_PTR:datatype@101 COMMITTED:datatype@105 RECVBUF_INPLACE:recvbuf@111 COUNT:recvcounts[i]@112 USERBUFFER:recvbuf@114 ARGNULL:request@117
MPI_Iallreduce 136 418 comm|MPI_Iallreduce(sendbuf=%p, recvbuf=%p, count=%d, %D, %O, %C, request=%p) failed|COMM:comm@46 COMM_PTR:comm@58 OP:op@62 OP_PTR:op@66 DATATYPE:datatype@80 DATATYPE_PTR:datatype@84 COMMITTED:datatype@88 RECVBUF_INPLACE:recvbuf@93 SENDBUF_INPLACE:sendbuf@95 ALIAS_COLL:sendbuf@97 USERBUFFER:recvbuf@99 USERBUFFER:sendbuf@100 ARGNULL:request@101
MPI_Ialltoall 137 420 comm|MPI_Ialltoall(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %C, request=%p) failed|COMM:comm@47 COMM_PTR:comm@59 DATATYPE:sendtype=datatype@64 DATATYPE_PTR:datatype@68 COMMITTED:datatype@72 SENDBUF_INPLACE:sendbuf@78 COUNT:sendcount@80 USERBUFFER:sendbuf@81 ALIAS_COLL:sendbuf@84 DATATYPE:recvtype=datatype@88 DATATYPE_PTR:datatype@92 COMMITTED:datatype@96 RECVBUF_INPLACE:recvbuf@101 COUNT:recvcount@102 USERBUFFER:recvbuf@103 ARGNULL:request@104
MPI_Ialltoallv 164 422 comm|MPI_Ialltoallv(sendbuf=%p, sendcounts=%p, sdispls=%p, %D, recvbuf=%p, recvcounts=%p, rdispls=%p, %D, %C, request=%p) failed|COMM:comm@49 COMM_PTR:comm@61 DATATYPE:sendtype=datatype@72 DATATYPE_PTR:datatype@76 COMMITTED:datatype@80 SENDBUF_INPLACE:sendbuf@87 COUNT:sendcounts[i]@89 USERBUFFER:sendbuf@91 ALIAS_COLL:sendbuf@96 DATATYPE:recvtype=datatype@100 DATATYPE_PTR:datatype@104 COMMITTED:datatype@108 RECVBUF_INPLACE:recvbuf@114 COUNT:recvcounts[i]@115 USERBUFFER:recvbuf@117 ARGNULL:request@120
MPI_Ialltoallw 169 424 comm|MPI_Ialltoallw(sendbuf=%p, sendcounts=%p, sdispls=%p, sendtypes=%p, recvbuf=%p, recvcounts=%p, rdispls=%p, recvtypes=%p, %C, request=%p) failed|COMM:comm@49 COMM_PTR:comm@61 DATATYPE:sendtypes[i]=datatype@74 DATATYPE_PTR:datatype@78 COMMITTED:datatype@82 SENDBUF_INPLACE:sendbuf@89 COUNT:sendcounts[i]@91 USERBUFFER:sendbuf@93 ALIAS_COLL:sendbuf@98 DATATYPE:recvtypes[i]=datatype@104 DATATYPE_PTR:datatype@108 COMMITTED:datatype@112 RECVBUF_INPLACE:recvbuf@118 COUNT:recvcounts[i]@119 USERBUFFER:recvbuf@121 ARGNULL:request@124
MPI_Ibarrier 92 426 comm|MPI_Ibarrier(%C, request=%p) failed|COMM:comm@44 COMM_PTR:comm@56 ARGNULL:request@60
MPI_Ibcast 115 427 comm|MPI_Ibcast(buffer=%p, count=%d, %D, %i, %C, request=%p) failed|COMM:comm@45 COMM_PTR:comm@57 INTRA_ROOT:root@62 INTER_ROOT:root@64 COUNT:count@66 DATATYPE:datatype@68 DATATYPE_PTR:datatype@72 COMMITTED:datatype@76 USERBUFFER:buffer@81 ARGNULL:request@83
MPI_Iexscan 134 431 comm|MPI_Iexscan(sendbuf=%p, recvbuf=%p, count=%d, %D, %O, %C, request=%p) failed|COMM:comm@46 COMM_PTR:comm@58 COMM_INTRA:comm@62 OP:op@63 OP_PTR:op@67 DATATYPE:datatype@81 DATATYPE_PTR:datatype@85 COMMITTED:datatype@89 RECVBUF_INPLACE:recvbuf@94 SENDBUF_INPLACE:sendbuf@96 ALIAS_COLL:sendbuf@98 USERBUFFER:recvbuf@100 USERBUFFER:sendbuf@101 ARGNULL:request@102
MPI_Igather 148 433 comm|MPI_Igather(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %i, %C, request=%p) failed|COMM:comm@47 COMM_PTR:comm@59 INTRA_ROOT:root@64 INTER_ROOT:root@66 DATATYPE:sendtype=datatype@69 DATATYPE_PTR:datatype@73 COMMITTED:datatype@77 SENDBUF_INPLACE:sendbuf@83 COUNT:sendcount@85 USERBUFFER:sendbuf@86 ALIAS_COLL:sendbuf@91 DATATYPE:recvtype=datatype@96 DATATYPE_PTR:datatype@100 COMMITTED:datatype@104 RECVBUF_INPLACE:recvbuf@109 COUNT:recvcount@110 USERBUFFER:recvbuf@111 ARGNULL:request@113
MPI_Igatherv 162 435 comm|MPI_Igatherv(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcounts=%p, displs=%p, %D, %i, %C, request=%p) failed|COMM:comm@48 COMM_PTR:comm@60 INTRA_ROOT:root@65 INTER_ROOT:root@67 DATATYPE:sendtype=datatype@70 DATATYPE_PTR:datatype@74 COMMITTED:datatype@78 SENDBUF_INPLACE:sendbuf@84 COUNT:sendcount@86 USERBUFFER:sendbuf@87 ALIAS_COLL:sendbuf@92 DATATYPE:recvtype=datatype@103 DATATYPE_PTR:datatype@107 COMMITTED:datatype@111 RECVBUF_INPLACE:recvbuf@117 COUNT:recvcounts[i]@118 USERBUFFER:recvbuf@120 ARGNULL:request@124
MPI_Ineighbor_allgather 125 440 comm|MPI_Ineighbor_allgather(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %C, request=%p) failed|COMM:comm@48 COMM_PTR:comm@60 COUNT:sendcount@64 DATATYPE:sendtype=datatype@66 DATATYPE_PTR:datatype@70 COMMITTED:datatype@74 USERBUFFER:sendbuf@79 COUNT:recvcount@81 DATATYPE:recvtype=datatype@83 DATATYPE_PTR:datatype@87 COMMITTED:datatype@91 USERBUFFER:recvbuf@96 ARGNULL:request@98
MPI_Ineighbor_allgatherv 140 442 comm|MPI_Ineighbor_allgatherv(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcounts=%p, displs=%p, %D, %C, request=%p) failed|COMM:comm@49 COMM_PTR:comm@61 COUNT:sendcount@65 DATATYPE:sendtype=datatype@67 DATATYPE_PTR:datatype@71 COMMITTED:datatype@75 USERBUFFER:sendbuf@80 DATATYPE:recvtype=datatype@84 DATATYPE_PTR:datatype@88 COMMITTED:datatype@92 COUNT:recvcounts[i]@98 USERBUFFER:recvbuf@100 ARGNULL:request@103
MPI_Ineighbor_alltoall 125 444 comm|MPI_Ineighbor_alltoall(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %C, request=%p) failed|COMM:comm@48 COMM_PTR:comm@60 COUNT:sendcount@64 DATATYPE:sendtype=datatype@66 DATATYPE_PTR:datatype@70 COMMITTED:datatype@74 USERBUFFER:sendbuf@79 COUNT:recvcount@81 DATATYPE:recvtype=datatype@83 DATATYPE_PTR:datatype@87 COMMITTED:datatype@91 USERBUFFER:recvbuf@96 ARGNULL:request@98
MPI_Ineighbor_alltoallv 151 446 comm|MPI_Ineighbor_alltoallv(sendbuf=%p, sendcounts=%p, sdispls=%p, %D, recvbuf=%p, recvcounts=%p, rdispls=%p, %D, %C, request=%p) failed|COMM:comm@50 COMM_PTR:comm@62 DATATYPE:sendtype=datatype@68 DATATYPE_PTR:datatype@72 COMMITTED:datatype@76 COUNT:sendcounts[i]@82 USERBUFFER:sendbuf@84 DATATYPE:recvtype=datatype@87 DATATYPE_PTR:datatype@91 COMMITTED:datatype@95 COUNT:recvcounts[i]@101 USERBUFFER:recvbuf@103 ARGNULL:request@106
MPI_Ineighbor_alltoallw 149 448 comm|MPI_Ineighbor_alltoallw(sendbuf=%p, sendcounts=%p, sdispls=%p, sendtypes=%p, recvbuf=%p, recvcounts=%p, rdispls=%p, recvtypes=%p, %C, request=%p) failed|COMM:comm@51 COMM_PTR:comm@63 DATATYPE:sendtypes[i]=datatype@71 DATATYPE_PTR:datatype@75 COMMITTED:datatype@79 COUNT:sendcounts[i]@85 USERBUFFER:sendbuf@87 DATATYPE:recvtypes[i]=datatype@92 DATATYPE_PTR:datatype@96 COMMITTED:datatype@100 COUNT:recvcounts[i]@106 USERBUFFER:recvbuf@108 ARGNULL:request@111
MPI_Ireduce 153 470 comm|MPI_Ireduce(sendbuf=%p, recvbuf=%p, count=%d, %D, %O, %i, %C, request=%p) failed|COMM:comm@46 COMM_PTR:comm@58 INTRA_ROOT:root@63 INTER_ROOT:root@65 INTRA_ROOT:root@68 INTER_ROOT:root@70 OP:op@73 OP_PTR:op@77 DATATYPE:datatype@91 DATATYPE_PTR:datatype@95 COMMITTED:datatype@99 RECVBUF_INPLACE:recvbuf@105 USERBUFFER:recvbuf@106 ALIAS_COLL:sendbuf@108 SENDBUF_INPLACE:sendbuf@112 USERBUFFER:sendbuf@115 ARGNULL:request@118
MPI_Ireduce_scatter 150 472 comm|MPI_Ireduce_scatter(sendbuf=%p, recvbuf=%p, recvcounts=%p, %D, %O, %C, request=%p) failed|COMM:comm@47 COMM_PTR:comm@59 OP:op@63 OP_PTR:op@67 DATATYPE:datatype@81 DATATYPE_PTR:datatype@85 COMMITTED:datatype@89 COUNT:recvcounts[i]@97 RECVBUF_INPLACE:recvbuf@100 SENDBUF_INPLACE:sendbuf@102 ALIAS_COLL:sendbuf@104 USERBUFFER:recvbuf@106 USERBUFFER:sendbuf@107 ARGNULL:request@108
MPI_Ireduce_scatter_block 139 473 comm|MPI_Ireduce_scatter_block(sendbuf=%p, recvbuf=%p, recvcount=%d, %D, %O, %C, request=%p) failed|COMM:comm@48 COMM_PTR:comm@60 OP:op@64 OP_PTR:op@68 DATATYPE:datatype@82 DATATYPE_PTR:datatype@86 COMMITTED:datatype@90 RECVBUF_INPLACE:recvbuf@95 SENDBUF_INPLACE:sendbuf@97 ALIAS_COLL:sendbuf@99 USERBUFFER:recvbuf@101 USERBUFFER:sendbuf@102 ARGNULL:request@103
MPI_Iscan 133 479 comm|MPI_Iscan(sendbuf=%p, recvbuf=%p, count=%d, %D, %O, %C, request=%p) failed|COMM:comm@45 COMM_PTR:comm@57 COMM_INTRA:comm@61 OP:op@62 OP_PTR:op@66 DATATYPE:datatype@80 DATATYPE_PTR:datatype@84 COMMITTED:datatype@88 RECVBUF_INPLACE:recvbuf@93 SENDBUF_INPLACE:sendbuf@95 ALIAS_COLL:sendbuf@97 USERBUFFER:recvbuf@99 USERBUFFER:sendbuf@100 ARGNULL:request@101
MPI_Iscatter 148 481 comm|MPI_Iscatter(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %i, %C, request=%p) failed|COMM:comm@47 COMM_PTR:comm@59 INTRA_ROOT:root@64 INTER_ROOT:root@66 DATATYPE:sendtype=datatype@69 DATATYPE_PTR:datatype@73 COMMITTED:datatype@77 SENDBUF_INPLACE:sendbuf@82 COUNT:sendcount@83 USERBUFFER:sendbuf@84 DATATYPE:recvtype=datatype@87 DATATYPE_PTR:datatype@91 COMMITTED:datatype@95 RECVBUF_INPLACE:recvbuf@101 COUNT:recvcount@103 USERBUFFER:recvbuf@104 ALIAS_COLL:recvbuf@109 ARGNULL:request@113
MPI_Iscatterv 162 483 comm|MPI_Iscatterv(sendbuf=%p, sendcounts=%p, displs=%p, %D, recvbuf=%p, recvcount=%d, %D, %i, %C, request=%p) failed|COMM:comm@48 COMM_PTR:comm@60 INTRA_ROOT:root@65 INTER_ROOT:root@67 DATATYPE:sendtype=datatype@76 DATATYPE_PTR:datatype@80 COMMITTED:datatype@84 SENDBUF_INPLACE:sendbuf@90 COUNT:sendcounts[i]@91 USERBUFFER:sendbuf@93 DATATYPE:recvtype=datatype@98 DATATYPE_PTR:datatype@102 COMMITTED:datatype@106 RECVBUF_INPLACE:recvbuf@112 COUNT:recvcount@114 USERBUFFER:recvbuf@115 ALIAS_COLL:recvbuf@120 ARGNULL:request@124
MPI_Neighbor_allgather 118 497 comm|MPI_Neighbor_allgather(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %C) failed|COMM:comm@47 COMM_PTR:comm@59 COUNT:sendcount@63 DATATYPE:sendtype=datatype@65 DATATYPE_PTR:datatype@69 COMMITTED:datatype@73 USERBUFFER:sendbuf@78 COUNT:recvcount@80 DATATYPE:recvtype=datatype@82 DATATYPE_PTR:datatype@86 COMMITTED:datatype@90 USERBUFFER:recvbuf@95
MPI_Neighbor_allgather_init 137 499 comm|MPI_Neighbor_allgather_init(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %C, %I, request=%p) failed|COMM:comm@50 INFO_OR_NULL:info@51 COMM_PTR:comm@66 INFO_PTR:info@71 COUNT:sendcount@76 DATATYPE:sendtype=datatype@78 DATATYPE_PTR:datatype@82 COMMITTED:datatype@86 USERBUFFER:sendbuf@91 COUNT:recvcount@93 DATATYPE:recvtype=datatype@95 DATATYPE_PTR:datatype@99 COMMITTED:datatype@103 USERBUFFER:recvbuf@108 ARGNULL:request@110
MPI_Neighbor_allgatherv 133 501 comm|MPI_Neighbor_allgatherv(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcounts=%p, displs=%p, %D, %C) failed|COMM:comm@48 COMM_PTR:comm@60 COUNT:sendcount@64 DATATYPE:sendtype=datatype@66 DATATYPE_PTR:datatype@70 COMMITTED:datatype@74 USERBUFFER:sendbuf@79 DATATYPE:recvtype=datatype@83 DATATYPE_PTR:datatype@87 COMMITTED:datatype@91 COUNT:recvcounts[i]@97 USERBUFFER:recvbuf@99
MPI_Neighbor_allgatherv_init 154 503 comm|MPI_Neighbor_allgatherv_init(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcounts=%p, displs=%p, %D, %C, %I, request=%p) failed|COMM:comm@52 INFO_OR_NULL:info@53 COMM_PTR:comm@68 INFO_PTR:info@73 COUNT:sendcount@78 DATATYPE:sendtype=datatype@80 DATATYPE_PTR:datatype@84 COMMITTED:datatype@88 USERBUFFER:sendbuf@93 DATATYPE:recvtype=datatype@97 DATATYPE_PTR:datatype@101 COMMITTED:datatype@105 COUNT:recvcounts[i]@111 USERBUFFER:recvbuf@113 ARGNULL:request@116
MPI_Neighbor_alltoall 118 505 comm|MPI_Neighbor_alltoall(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %C) failed|COMM:comm@47 COMM_PTR:comm@59 COUNT:sendcount@63 DATATYPE:sendtype=datatype@65 DATATYPE_PTR:datatype@69 COMMITTED:datatype@73 USERBUFFER:sendbuf@78 COUNT:recvcount@80 DATATYPE:recvtype=datatype@82 DATATYPE_PTR:datatype@86 COMMITTED:datatype@90 USERBUFFER:recvbuf@95
MPI_Neighbor_alltoall_init 137 507 comm|MPI_Neighbor_alltoall_init(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %C, %I, request=%p) failed|COMM:comm@50 INFO_OR_NULL:info@51 COMM_PTR:comm@66 INFO_PTR:info@71 COUNT:sendcount@76 DATATYPE:sendtype=datatype@78 DATATYPE_PTR:datatype@82 COMMITTED:datatype@86 USERBUFFER:sendbuf@91 COUNT:recvcount@93 DATATYPE:recvtype=datatype@95 DATATYPE_PTR:datatype@99 COMMITTED:datatype@103 USERBUFFER:recvbuf@108 ARGNULL:request@110
MPI_Neighbor_alltoallv 143 509 comm|MPI_Neighbor_alltoallv(sendbuf=%p, sendcounts=%p, sdispls=%p, %D, recvbuf=%p, recvcounts=%p, rdispls=%p, %D, %C) failed|COMM:comm@49 COMM_PTR:comm@61 DATATYPE:sendtype=datatype@67 DATATYPE_PTR:datatype@71 COMMITTED:datatype@75 COUNT:sendcounts[i]@81 USERBUFFER:sendbuf@83 DATATYPE:recvtype=datatype@86 DATATYPE_PTR:datatype@90 COMMITTED:datatype@94 COUNT:recvcounts[i]@100 USERBUFFER:recvbuf@102
MPI_Neighbor_alltoallv_init 163 511 comm|MPI_Neighbor_alltoallv_init(sendbuf=%p, sendcounts=%p, sdispls=%p, %D, recvbuf=%p, recvcounts=%p, rdispls=%p, %D, %C, %I, request=%p) failed|COMM:comm@52 INFO_OR_NULL:info@53 COMM_PTR:comm@68 INFO_PTR:info@73 DATATYPE:sendtype=datatype@80 DATATYPE_PTR:datatype@84 COMMITTED:datatype@88 COUNT:sendcounts[i]@94 USERBUFFER:sendbuf@96 DATATYPE:recvtype=datatype@99 DATATYPE_PTR:datatype@103 COMMITTED:datatype@107 COUNT:recvcounts[i]@113 USERBUFFER:recvbuf@115 ARGNULL:request@118
MPI_Neighbor_alltoallw 141 513 comm|MPI_Neighbor_alltoallw(sendbuf=%p, sendcounts=%p, sdispls=%p, sendtypes=%p, recvbuf=%p, recvcounts=%p, rdispls=%p, recvtypes=%p, %C) failed|COMM:comm@50 COMM_PTR:comm@62 DATATYPE:sendtypes[i]=datatype@70 DATATYPE_PTR:datatype@74 COMMITTED:datatype@78 COUNT:sendcounts[i]@84 USERBUFFER:sendbuf@86 DATATYPE:recvtypes[i]=datatype@91 DATATYPE_PTR:datatype@95 COMMITTED:datatype@99 COUNT:recvcounts[i]@105 USERBUFFER:recvbuf@107
MPI_Neighbor_alltoallw_init 162 515 comm|MPI_Neighbor_alltoallw_init(sendbuf=%p, sendcounts=%p, sdispls=%p, sendtypes=%p, recvbuf=%p, recvcounts=%p, rdispls=%p, recvtypes=%p, %C, %I, request=%p) failed|COMM:comm@54 INFO_OR_NULL:info@55 COMM_PTR:comm@70 INFO_PTR:info@75 DATATYPE:sendtypes[i]=datatype@84 DATATYPE_PTR:datatype@88 COMMITTED:datatype@92 COUNT:sendcounts[i]@98 USERBUFFER:sendbuf@100 DATATYPE:recvtypes[i]=datatype@105 DATATYPE_PTR:datatype@109 COMMITTED:datatype@113 COUNT:recvcounts[i]@119 USERBUFFER:recvbuf@121 ARGNULL:request@124
MPI_Reduce 150 547 comm|MPI_Reduce(sendbuf=%p, recvbuf=%p, count=%d, %D, %O, %i, %C) failed|COMM:comm@45 COMM_PTR:comm@57 INTRA_ROOT:root@62 INTER_ROOT:root@64 INTRA_ROOT:root@67 INTER_ROOT:root@69 OP:op@72 OP_PTR:op@76 DATATYPE:datatype@90 DATATYPE_PTR:datatype@94 COMMITTED:datatype@98 RECVBUF_INPLACE:recvbuf@104 USERBUFFER:recvbuf@105 ALIAS_COLL:sendbuf@107 SENDBUF_INPLACE:sendbuf@111 USERBUFFER:sendbuf@114
MPI_Reduce_init 157 549 comm|MPI_Reduce_init(sendbuf=%p, recvbuf=%p, count=%d, %D, %O, %i, %C, %I, request=%p) failed|COMM:comm@48 INFO_OR_NULL:info@49 COMM_PTR:comm@64 INFO_PTR:info@69 INTRA_ROOT:root@75 INTER_ROOT:root@77 INTRA_ROOT:root@80 INTER_ROOT:root@82 OP:op@85 OP_PTR:op@89 DATATYPE:datatype@103 DATATYPE_PTR:datatype@107 COMMITTED:datatype@111 RECVBUF_INPLACE:recvbuf@117 USERBUFFER:recvbuf@118 ALIAS_COLL:sendbuf@120 SENDBUF_INPLACE:sendbuf@124 USERBUFFER:sendbuf@127 ARGNULL:request@130
MPI_Reduce_local 100 551 world|MPI_Reduce_local(inbuf=%p, inoutbuf=%p, count=%d, %D, %O) failed|OP:op@44 OP_PTR:op@48 DATATYPE:datatype@62 DATATYPE_PTR:datatype@66 COMMITTED:datatype@70 ALIAS_COLL:inbuf@76 NAMED_BUF_INPLACE:inbuf@78 NAMED_BUF_INPLACE:inoutbuf@79
MPI_Reduce_scatter 141 553 comm|MPI_Reduce_scatter(sendbuf=%p, recvbuf=%p, recvcounts=%p, %D, %O, %C) failed|COMM:comm@46 COMM_PTR:comm@58 OP:op@62 OP_PTR:op@66 DATATYPE:datatype@80 DATATYPE_PTR:datatype@84 COMMITTED:datatype@88 COUNT:recvcounts[i]@96 RECVBUF_INPLACE:recvbuf@99 SENDBUF_INPLACE:sendbuf@101 ALIAS_COLL:sendbuf@103 USERBUFFER:recvbuf@105 USERBUFFER:sendbuf@106
MPI_Reduce_scatter_block 130 554 comm|MPI_Reduce_scatter_block(sendbuf=%p, recvbuf=%p, recvcount=%d, %D, %O, %C) failed|COMM:comm@46 COMM_PTR:comm@58 OP:op@62 OP_PTR:op@66 DATATYPE:datatype@80 DATATYPE_PTR:datatype@84 COMMITTED:datatype@88 RECVBUF_INPLACE:recvbuf@93 SENDBUF_INPLACE:sendbuf@95 ALIAS_COLL:sendbuf@97 USERBUFFER:recvbuf@99 USERBUFFER:sendbuf@100
MPI_Reduce_scatter_block_init 141 556 comm|MPI_Reduce_scatter_block_init(sendbuf=%p, recvbuf=%p, recvcount=%d, %D, %O, %C, %I, request=%p) failed|COMM:comm@49 INFO_OR_NULL:info@50 COMM_PTR:comm@65 INFO_PTR:info@70 OP:op@75 OP_PTR:op@79 DATATYPE:datatype@93 DATATYPE_PTR:datatype@97 COMMITTED:datatype@101 RECVBUF_INPLACE:recvbuf@106 SENDBUF_INPLACE:sendbuf@108 ALIAS_COLL:sendbuf@110 USERBUFFER:recvbuf@112 USERBUFFER:sendbuf@113 ARGNULL:request@114
MPI_Reduce_scatter_init 153 559 comm|MPI_Reduce_scatter_init(sendbuf=%p, recvbuf=%p, recvcounts=%p, %D, %O, %C, %I, request=%p) failed|COMM:comm@49 INFO_OR_NULL:info@50 COMM_PTR:comm@65 INFO_PTR:info@70 OP:op@75 OP_PTR:op@79 DATATYPE:datatype@93 DATATYPE_PTR:datatype@97 COMMITTED:datatype@101 COUNT:recvcounts[i]@109 RECVBUF_INPLACE:recvbuf@112 SENDBUF_INPLACE:sendbuf@114 ALIAS_COLL:sendbuf@116 USERBUFFER:recvbuf@118 USERBUFFER:sendbuf@119 ARGNULL:request@120
MPI_Scan 126 573 comm|MPI_Scan(sendbuf=%p, recvbuf=%p, count=%d, %D, %O, %C) failed|COMM:comm@45 COMM_PTR:comm@57 COMM_INTRA:comm@61 OP:op@62 OP_PTR:op@66 DATATYPE:datatype@80 DATATYPE_PTR:datatype@84 COMMITTED:datatype@88 RECVBUF_INPLACE:recvbuf@93 SENDBUF_INPLACE:sendbuf@95 ALIAS_COLL:sendbuf@97 USERBUFFER:recvbuf@99 USERBUFFER:sendbuf@100
MPI_Scan_init 139 575 comm|MPI_Scan_init(sendbuf=%p, recvbuf=%p, count=%d, %D, %O, %C, %I, request=%p) failed|COMM:comm@47 INFO_OR_NULL:info@48 COMM_PTR:comm@63 INFO_PTR:info@68 OP:op@73 OP_PTR:op@77 DATATYPE:datatype@91 DATATYPE_PTR:datatype@95 COMMITTED:datatype@99 RECVBUF_INPLACE:recvbuf@104 SENDBUF_INPLACE:sendbuf@106 ALIAS_COLL:sendbuf@108 USERBUFFER:recvbuf@110 USERBUFFER:sendbuf@111 ARGNULL:request@112
MPI_Scatter 141 577 comm|MPI_Scatter(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %i, %C) failed|COMM:comm@47 COMM_PTR:comm@59 INTRA_ROOT:root@64 INTER_ROOT:root@66 DATATYPE:sendtype=datatype@69 DATATYPE_PTR:datatype@73 COMMITTED:datatype@77 SENDBUF_INPLACE:sendbuf@82 COUNT:sendcount@83 USERBUFFER:sendbuf@84 DATATYPE:recvtype=datatype@87 DATATYPE_PTR:datatype@91 COMMITTED:datatype@95 RECVBUF_INPLACE:recvbuf@101 COUNT:recvcount@103 USERBUFFER:recvbuf@104 ALIAS_COLL:recvbuf@109
MPI_Scatter_init 151 579 comm|MPI_Scatter_init(sendbuf=%p, sendcount=%d, %D, recvbuf=%p, recvcount=%d, %D, %i, %C, %I, request=%p) failed|COMM:comm@48 INFO_OR_NULL:info@49 COMM_PTR:comm@64 INFO_PTR:info@69 INTRA_ROOT:root@75 INTER_ROOT:root@77 DATATYPE:sendtype=datatype@80 DATATYPE_PTR:datatype@84 COMMITTED:datatype@88 SENDBUF_INPLACE:sendbuf@93 COUNT:sendcount@94 USERBUFFER:sendbuf@95 DATATYPE:recvtype=datatype@98 DATATYPE_PTR:datatype@102 COMMITTED:datatype@106 RECVBUF_INPLACE:recvbuf@112 COUNT:recvcount@114 USERBUFFER:recvbuf@115 ALIAS_COLL:recvbuf@120 ARGNULL:request@124
MPI_Scatterv 156 581 comm|MPI_Scatterv(sendbuf=%p, sendcounts=%p, displs=%p, %D, recvbuf=%p, recvcount=%d, %D, %i, %C) failed|COMM:comm@47 COMM_PTR:comm@59 INTRA_ROOT:root@64 INTER_ROOT:root@66 DATATYPE:sendtype=datatype@75 DATATYPE_PTR:datatype@79 COMMITTED:datatype@83 SENDBUF_INPLACE:sendbuf@89 COUNT:sendcounts[i]@90 USERBUFFER:sendbuf@92 DATATYPE:recvtype=datatype@97 DATATYPE_PTR:datatype@101 COMMITTED:datatype@105 RECVBUF_INPLACE:recvbuf@111 COUNT:recvcount@113 USERBUFFER:recvbuf@114 ALIAS_COLL:recvbuf@119
MPI_Scatterv_init 174 583 comm|MPI_Scatterv_init(sendbuf=%p, sendcounts=%p, displs=%p, %D, recvbuf=%p, recvcount=%d, %D, %i, %C, %I, request=%p) failed|COMM:comm@50 INFO_OR_NULL:info@51 COMM_PTR:comm@66 INFO_PTR:info@71 INTRA_ROOT:root@77 INTER_ROOT:root@79 DATATYPE:sendtype=datatype@88 DATATYPE_PTR:datatype@92 COMMITTED:datatype@96 SENDBUF_INPLACE:sendbuf@102 COUNT:sendcounts[i]@103 USERBUFFER:sendbuf@105 DATATYPE:recvtype=datatype@110 DATATYPE_PTR:datatype@114 COMMITTED:datatype@118 RECVBUF_INPLACE:recvbuf@124 COUNT:recvcount@126 USERBUFFER:recvbuf@127 ALIAS_COLL:recvbuf@132 ARGNULL:request@136
MPI_Comm_compare 88 316 comm|MPI_Comm_compare(%C, %C, result=%p) failed|COMM:comm1@45 COMM:comm2@46 COMM_PTR:comm1@59 COMM_PTR:comm2@63 ARGNULL:result@67
MPI_Comm_create 93 318 comm|MPI_Comm_create(%C, %G, newcomm=%p) failed|COMM:comm@45 GROUP:group@46 COMM_PTR:comm@59 GROUP_PTR:group@63 ARGNULL:newcomm@67
MPI_Comm_create_group 95 321 comm|MPI_Comm_create_group(%C, %G, %t, newcomm=%p) failed|COMM:comm@45 GROUP:group@46 COMM_PTR:comm@59 COMM_INTRA:comm@63 GROUP_PTR:group@64 SEND_TAG:tag@68 ARGNULL:newcomm@69
MPI_Comm_dup 85 325 comm|MPI_Comm_dup(%C, newcomm=%p) failed|COMM:comm@43 COMM_PTR:comm@55 ARGNULL:newcomm@59
MPI_Comm_dup_with_info 97 326 comm|MPI_Comm_dup_with_info(%C, %I, newcomm=%p) failed|COMM:comm@45 INFO_OR_NULL:info@46 COMM_PTR:comm@61 INFO_PTR:info@66 ARGNULL:newcomm@71
MPI_Comm_free 87 327 world|MPI_Comm_free(comm=%p) failed|ARGNULL:comm@43 COMM:comm@44 COMM_PTR:comm@56 ERR:commperm@61
MPI_Comm_get_info 86 331 comm|MPI_Comm_get_info(%C, info_used=%p) failed|COMM:comm@44 COMM_PTR:comm@56 ARGNULL:info_used@60
MPI_Comm_get_name 84 332 comm|MPI_Comm_get_name(%C, comm_name=%p, resultlen=%p) failed|COMM:comm@44 COMM_PTR:comm@56 ARGNULL:comm_name@61 ARGNULL:resultlen@63
MPI_Comm_group 86 334 comm|MPI_Comm_group(%C, group=%p) failed|COMM:comm@44 COMM_PTR:comm@56 ARGNULL:group@60
MPI_Comm_idup 92 335 comm|MPI_Comm_idup(%C, newcomm=%p, request=%p) failed|COMM:comm@44 COMM_PTR:comm@56 ARGNULL:newcomm@60 ARGNULL:request@61
MPI_Comm_idup_with_info 104 336 comm|MPI_Comm_idup_with_info(%C, %I, newcomm=%p, request=%p) failed|COMM:comm@46 INFO_OR_NULL:info@47 COMM_PTR:comm@62 INFO_PTR:info@67 ARGNULL:newcomm@72 ARGNULL:request@73
MPI_Comm_rank 74 338 comm|MPI_Comm_rank(%C, rank=%p) failed|COMM:comm@41 COMM_PTR:comm@53 ARGNULL:rank@57
MPI_Comm_remote_group 86 339 comm|MPI_Comm_remote_group(%C, group=%p) failed|COMM:comm@44 COMM_PTR:comm@56 ARGNULL:group@60
MPI_Comm_remote_size 75 340 comm|MPI_Comm_remote_size(%C, size=%p) failed|COMM:comm@42 COMM_PTR:comm@54 ARGNULL:size@58
MPI_Comm_set_info 87 343 comm|MPI_Comm_set_info(%C, %I) failed|COMM:comm@45 INFO:info@46 COMM_PTR:comm@59 INFO_PTR:info@63
MPI_Comm_set_name 82 344 comm|MPI_Comm_set_name(%C, comm_name=%s) failed|COMM:comm@44 COMM_PTR:comm@56 ARGNULL:comm_name@60
MPI_Comm_size 74 345 comm|MPI_Comm_size(%C, size=%p) failed|COMM:comm@41 COMM_PTR:comm@53 ARGNULL:size@57
MPI_Comm_split 86 348 comm|MPI_Comm_split(%C, color=%d, key=%d, newcomm=%p) failed|COMM:comm@44 COMM_PTR:comm@56 ARGNULL:newcomm@60
MPI_Comm_split_type 102 349 comm|MPI_Comm_split_type(%C, split_type=%d, key=%d, %I, newcomm=%p) failed|COMM:comm@46 INFO_OR_NULL:info@47 COMM_PTR:comm@62 INFO_PTR:info@67 ARGNULL:newcomm@72 ERR:splittype@74
MPI_Comm_test_inter 75 350 comm|MPI_Comm_test_inter(%C, flag=%p) failed|COMM:comm@42 COMM_PTR:comm@54 ARGNULL:flag@58
MPI_Intercomm_create 134 464 comm|MPI_Intercomm_create(%C, %i, %C, %i, %t, newintercomm=%p) failed|COMM:local_comm@47 SEND_TAG:tag@60 ARGNULL:newintercomm@61 COMM_PTR:local_comm@63 COMM_INTRA:local_comm@66 ERR:ranklocal@68 COMM:peer_comm@76 COMM_PTR:peer_comm@77 ERR:rankremote@86 ERR:ranksdistinct@102
MPI_Intercomm_create_from_groups 120 465 world|MPI_Intercomm_create_from_groups(%G, %i, %G, %i, stringtag=%s, %I, %E, newintercomm=%p) failed|GROUP:local_group@53 GROUP:remote_group@54 INFO_OR_NULL:info@55 ERRHANDLER:errhandler@56 GROUP_PTR:local_group@73 GROUP_PTR:remote_group@77 INFO_PTR:info@82 ERRHANDLER_PTR:errhandler@87 ARGNULL:stringtag@91 ARGNULL:newintercomm@92
MPI_Intercomm_merge 109 466 comm|MPI_Intercomm_merge(%C, high=%d, newintracomm=%p) failed|COMM:intercomm@44 COMM_PTR:intercomm@61 ARGNULL:newintracomm@65 ERR:coll_fail@75 ERR:notsame@79
MPI_Group_compare 88 401 world|MPI_Group_compare(%G, %G, result=%p) failed|GROUP:group1@45 GROUP:group2@46 GROUP_PTR:group1@59 GROUP_PTR:group2@63 ARGNULL:result@67
MPI_Group_difference 93 402 world|MPI_Group_difference(%G, %G, newgroup=%p) failed|GROUP:group1@45 GROUP:group2@46 GROUP_PTR:group1@59 GROUP_PTR:group2@63 ARGNULL:newgroup@67
MPI_Group_excl 98 403 world|MPI_Group_excl(%G, n=%d, ranks=%p, newgroup=%p) failed|GROUP:group@44 GROUP_PTR:group@56 ARGNEG:n@60 ARGNULL:newgroup@61
MPI_Group_free 91 404 world|MPI_Group_free(group=%p) failed|ARGNULL:group@43 GROUP:group@44 GROUP_PTR:group@56 ERR:groupperm@64
MPI_Group_incl 98 406 world|MPI_Group_incl(%G, n=%d, ranks=%p, newgroup=%p) failed|GROUP:group@44 GROUP_PTR:group@56 ARGNEG:n@60 ARGNULL:newgroup@61
MPI_Group_intersection 93 407 world|MPI_Group_intersection(%G, %G, newgroup=%p) failed|GROUP:group1@45 GROUP:group2@46 GROUP_PTR:group1@59 GROUP_PTR:group2@63 ARGNULL:newgroup@67
MPI_Group_range_excl 95 408 world|MPI_Group_range_excl(%G, n=%d, ranges=%p, newgroup=%p) failed|GROUP:group@44 GROUP_PTR:group@56 ARGNEG:n@60 ARGNULL:newgroup@61
MPI_Group_range_incl 93 409 world|MPI_Group_range_incl(%G, n=%d, ranges=%p, newgroup=%p) failed|GROUP:group@44 GROUP_PTR:group@56 ARGNEG:n@60 ARGNULL:newgroup@61
MPI_Group_rank 74 410 world|MPI_Group_rank(%G, rank=%p) failed|GROUP:group@41 GROUP_PTR:group@53 ARGNULL:rank@57
MPI_Group_size 74 411 world|MPI_Group_size(%G, size=%p) failed|GROUP:group@41 GROUP_PTR:group@53 ARGNULL:size@57
MPI_Group_translate_ranks 107 412 world|MPI_Group_translate_ranks(%G, n=%d, ranks1=%p, %G, ranks2=%p) failed|GROUP:group1@47 GROUP:group2@48 GROUP_PTR:group1@61 GROUP_PTR:group2@65 ARGNEG:n@69 ARGNULL:ranks2@71 ERR:?@79
MPI_Group_union 93 413 world|MPI_Group_union(%G, %G, newgroup=%p) failed|GROUP:group1@45 GROUP:group2@46 GROUP_PTR:group1@59 GROUP_PTR:group2@63 ARGNULL:newgroup@67
MPI_Get_address 76 383 world|MPI_Get_address(location=%p, address=%p) failed|ARGNULL:address@41
MPI_Get_count 77 385 world|MPI_Get_count(status=%p, %D, count=%p) failed|ARGNULL:status@41 DATATYPE:datatype@42 DATATYPE_PTR:datatype@46 ARGNULL:count@51
MPI_Get_elements 80 387 world|MPI_Get_elements(status=%p, %D, count=%p) failed|ARGNULL:status@41 DATATYPE:datatype@42 DATATYPE_PTR:datatype@46 COMMITTED:datatype@50 ARGNULL:count@55
MPI_Get_elements_x 75 389 world|MPI_Get_elements_x(status=%p, %D, count=%p) failed|ARGNULL:status@42 DATATYPE:datatype@43 DATATYPE_PTR:datatype@47 COMMITTED:datatype@51 ARGNULL:count@56
MPI_Pack 103 522 comm|MPI_Pack(inbuf=%p, incount=%d, %D, outbuf=%p, outsize=%d, position=%p, %C) failed|COMM:comm@43 COMM_PTR:comm@55 COUNT:incount@59 DATATYPE:datatype@60 DATATYPE_PTR:datatype@64 COMMITTED:datatype@68 ARGNEG:outsize@73 ARGNULL:position@74 ARGNULL:inbuf@76
MPI_Pack_external 88 524 world|MPI_Pack_external(datarep=%s, inbuf=%p, incount=%d, %D, outbuf=%p, outsize=%L, position=%p) failed|ARGNULL:inbuf@46 COUNT:incount@47 DATATYPE:datatype@48 DATATYPE_PTR:datatype@52 COMMITTED:datatype@56 ARGNULL:outbuf@61 COUNT:outsize@62 ARGNULL:position@63
MPI_Pack_external_size 75 526 world|MPI_Pack_external_size(datarep=%s, incount=%d, %D, size=%p) failed|COUNT:incount@44 DATATYPE:datatype@45 DATATYPE_PTR:datatype@49 ARGNULL:size@54
MPI_Pack_size 101 528 comm|MPI_Pack_size(incount=%d, %D, %C, size=%p) failed|COMM:comm@44 COMM_PTR:comm@56 COUNT:incount@60 DATATYPE:datatype@61 DATATYPE_PTR:datatype@65 COMMITTED:datatype@69 ARGNULL:size@74
MPI_Status_set_elements 74 610 world|MPI_Status_set_elements(status=%p, %D, count=%d) failed|ARGNULL:status@43 DATATYPE:datatype@44 DATATYPE_PTR:datatype@48 COUNT:count@53
MPI_Status_set_elements_x 70 611 world|MPI_Status_set_elements_x(status=%p, %D, count=%c) failed|ARGNULL:status@40 DATATYPE:datatype@41 DATATYPE_PTR:datatype@45 COUNT:count@50
MPI_Type_commit 75 618 world|MPI_Type_commit(datatype=%p) failed|DATATYPE:datatype@42 DATATYPE_PTR:datatype@46
MPI_Type_contiguous 75 619 world|MPI_Type_contiguous(count=%d, %D, newtype=%p) failed|COUNT:count@43 DATATYPE:oldtype=datatype@44 DATATYPE_PTR:datatype@48 ARGNULL:newtype@53
MPI_Type_create_darray 89 621 world|MPI_Type_create_darray(size=%d, rank=%d, ndims=%d, array_of_gsizes=%p, array_of_distribs=%p, array_of_dargs=%p, array_of_psizes=%p, order=%d, %D, newtype=%p) failed|ARGNEG:size@49 ARGNEG:ndims@50 DATATYPE:oldtype=datatype@51 DATATYPE_PTR:datatype@55 ARGNULL:newtype@60 ERR:storageorder@62 ERR:argrange@65
MPI_Type_create_hindexed 89 626 world|MPI_Type_create_hindexed(count=%d, array_of_blocklengths=%p, array_of_displacements=%p, %D, newtype=%p) failed|COUNT:count@47 ARGNULL:array_of_blocklengths@49 COUNT:array_of_blocklengths[i]@51 ARGNULL:array_of_displacements@55 DATATYPE:oldtype=datatype@57 DATATYPE_PTR:datatype@61 ARGNULL:newtype@66
MPI_Type_create_hindexed_block 84 627 world|MPI_Type_create_hindexed_block(count=%d, blocklength=%d, array_of_displacements=%p, %D, newtype=%p) failed|COUNT:count@47 COUNT:blocklength@48 ARGNULL:array_of_displacements@50 DATATYPE:oldtype=datatype@52 DATATYPE_PTR:datatype@56 ARGNULL:newtype@61
MPI_Type_create_hvector 78 630 world|MPI_Type_create_hvector(count=%d, blocklength=%d, stride=%L, %D, newtype=%p) failed|COUNT:count@45 COUNT:blocklength@46 DATATYPE:oldtype=datatype@47 DATATYPE_PTR:datatype@51 ARGNULL:newtype@56
MPI_Type_create_indexed_block 83 632 world|MPI_Type_create_indexed_block(count=%d, blocklength=%d, array_of_displacements=%p, %D, newtype=%p) failed|COUNT:count@46 COUNT:blocklength@47 ARGNULL:array_of_displacements@49 DATATYPE:oldtype=datatype@51 DATATYPE_PTR:datatype@55 ARGNULL:newtype@60
MPI_Type_create_resized 76 635 world|MPI_Type_create_resized(%D, lb=%L, extent=%L, newtype=%p) failed|DATATYPE:oldtype=datatype@45 DATATYPE_PTR:datatype@49 ARGNULL:newtype@54
MPI_Type_create_struct 93 637 world|MPI_Type_create_struct(count=%d, array_of_blocklengths=%p, array_of_displacements=%p, array_of_types=%p, newtype=%p) failed|COUNT:count@47 ARGNULL:array_of_blocklengths@49 COUNT:array_of_blocklengths[i]@51 ARGNULL:array_of_displacements@55 ARGNULL:array_of_types@58 DATATYPE_PTR:datatype@63 ARGNULL:newtype@70
MPI_Type_create_subarray 90 639 world|MPI_Type_create_subarray(ndims=%d, array_of_sizes=%p, array_of_subsizes=%p, array_of_starts=%p, order=%d, %D, newtype=%p) failed|ARGNEG:ndims@47 ARGNULL:array_of_starts@49 COUNT:array_of_starts[i]@51 DATATYPE:oldtype=datatype@54 DATATYPE_PTR:datatype@58 ARGNULL:newtype@63 ERR:storageorder@65
MPI_Type_dup 74 642 world|MPI_Type_dup(%D, newtype=%p) failed|DATATYPE:oldtype=datatype@43 DATATYPE_PTR:datatype@47 ARGNULL:newtype@52
MPI_Type_extent 75 643 world|MPI_Type_extent(%D, extent=%p) failed|DATATYPE:datatype@42 DATATYPE_PTR:datatype@54 ARGNULL:extent@58
MPI_Type_free 74 644 world|MPI_Type_free(datatype=%p) failed|DATATYPE:datatype@42 DATATYPE_PTR:datatype@46 ERR:dtypeperm@53
MPI_Type_get_contents 94 647 world|MPI_Type_get_contents(%D, max_integers=%d, max_addresses=%d, max_datatypes=%d, array_of_integers=%p, array_of_addresses=%p, array_of_datatypes=%p) failed|DATATYPE:datatype@48 DATATYPE_PTR:datatype@52 ARGNEG:max_integers@57 ARGNEG:max_addresses@58 ARGNEG:max_datatypes@59 ARGNULL:array_of_integers@61 ARGNULL:array_of_addresses@64 ARGNULL:array_of_datatypes@67 ERR:contentspredef@70
MPI_Type_get_envelope 79 649 world|MPI_Type_get_envelope(%D, num_integers=%p, num_addresses=%p, num_datatypes=%p, combiner=%p) failed|DATATYPE:datatype@45 DATATYPE_PTR:datatype@49 ARGNULL:num_integers@54 ARGNULL:num_addresses@55 ARGNULL:num_datatypes@56 ARGNULL:combiner@57
MPI_Type_get_extent 71 651 world|MPI_Type_get_extent(%D, lb=%p, extent=%p) failed|DATATYPE:datatype@41 DATATYPE_PTR:datatype@45 ARGNULL:lb@50 ARGNULL:extent@51
MPI_Type_get_extent_x 66 653 world|MPI_Type_get_extent_x(%D, lb=%p, extent=%p) failed|DATATYPE:datatype@39 DATATYPE_PTR:datatype@43 ARGNULL:lb@48 ARGNULL:extent@49
MPI_Type_get_name 83 654 world|MPI_Type_get_name(%D, type_name=%p, resultlen=%p) failed|DATATYPE:datatype@44 DATATYPE_PTR:datatype@56 ARGNULL:type_name@61 ARGNULL:resultlen@63
MPI_Type_get_true_extent 72 655 world|MPI_Type_get_true_extent(%D, true_lb=%p, true_extent=%p) failed|DATATYPE:datatype@42 DATATYPE_PTR:datatype@46 ARGNULL:true_lb@51 ARGNULL:true_extent@52
MPI_Type_get_true_extent_x 67 657 world|MPI_Type_get_true_extent_x(%D, true_lb=%p, true_extent=%p) failed|DATATYPE:datatype@40 DATATYPE_PTR:datatype@44 ARGNULL:true_lb@49 ARGNULL:true_extent@50
MPI_Type_indexed 88 658 world|MPI_Type_indexed(count=%d, array_of_blocklengths=%p, array_of_displacements=%p, %D, newtype=%p) failed|COUNT:count@46 ARGNULL:array_of_blocklengths@48 COUNT:array_of_blocklengths[i]@50 ARGNULL:array_of_displacements@54 DATATYPE:oldtype=datatype@56 DATATYPE_PTR:datatype@60 ARGNULL:newtype@65
MPI_Type_lb 75 660 world|MPI_Type_lb(%D, displacement=%p) failed|DATATYPE:datatype@42 DATATYPE_PTR:datatype@54 ARGNULL:displacement@58
MPI_Type_match_size 65 661 world|MPI_Type_match_size(typeclass=%d, size=%d, datatype=%p) failed|ARGNULL:datatype@43
MPI_Type_set_name 79 663 world|MPI_Type_set_name(%D, type_name=%s) failed|DATATYPE:datatype@44 DATATYPE_PTR:datatype@56 ARGNULL:type_name@60
MPI_Type_size 76 664 world|MPI_Type_size(%D, size=%p) failed|DATATYPE:datatype@41 DATATYPE_PTR:datatype@45 ARGNULL:size@50
MPI_Type_size_x 68 666 world|MPI_Type_size_x(%D, size=%p) failed|DATATYPE:datatype@39 DATATYPE_PTR:datatype@43 ARGNULL:size@48
MPI_Type_ub 78 667 world|MPI_Type_ub(%D, displacement=%p) failed|DATATYPE:datatype@42 DATATYPE_PTR:datatype@54 ARGNULL:displacement@58
MPI_Type_vector 77 668 world|MPI_Type_vector(count=%d, blocklength=%d, stride=%d, %D, newtype=%p) failed|COUNT:count@44 COUNT:blocklength@45 DATATYPE:oldtype=datatype@46 DATATYPE_PTR:datatype@50 ARGNULL:newtype@55
MPI_Unpack 106 670 comm|MPI_Unpack(inbuf=%p, insize=%d, position=%p, outbuf=%p, outcount=%d, %D, %C) failed|COMM:comm@45 COMM_PTR:comm@57 ARGNEG:insize@61 ARGNULL:position@62 COUNT:outcount@63 DATATYPE:datatype@64 DATATYPE_PTR:datatype@68 COMMITTED:datatype@72 ARGNULL:outbuf@78
MPI_Unpack_external 89 672 world|MPI_Unpack_external(datarep=%s, inbuf=%p, insize=%L, position=%p, outbuf=%p, outcount=%d, %D) failed|ARGNULL:inbuf@46 COUNT:insize@47 ARGNULL:position@48 ARGNULL:outbuf@49 COUNT:outcount@50 DATATYPE:datatype@51 DATATYPE_PTR:datatype@55 COMMITTED:datatype@59
MPI_Cart_coords 87 305 comm|MPI_Cart_coords(%C, %i, maxdims=%d, coords=%p) failed|COMM:comm@42 COMM_PTR:comm@54 RANK:rank@58 ARGNEG:maxdims@59 ERR:notcarttopo@62 ERR:dimsmany@63 ARGNULL:coords@66
MPI_Cart_create 102 306 comm|MPI_Cart_create(%C, ndims=%d, dims=%p, periods=%p, reorder=%d, comm_cart=%p) failed|COMM:comm_old@46 COMM_PTR:comm_old@58 COMM_INTRA:comm_old@62 ARGNEG:ndims@63 ARGNULL:comm_cart@64 ARGNULL:dims@66 ARGNULL:periods@67
MPI_Cart_get 83 307 comm|MPI_Cart_get(%C, maxdims=%d, dims=%p, periods=%p, coords=%p) failed|COMM:comm@42 COMM_PTR:comm@54 ARGNEG:maxdims@58 ARGNULL:dims@60 ARGNULL:periods@61 ARGNULL:coords@62
MPI_Cart_map 91 308 comm|MPI_Cart_map(%C, ndims=%d, dims=%p, periods=%p, newrank=%p) failed|COMM:comm@43 COMM_PTR:comm@55 ARGNEG:ndims@59 ARGNULL:newrank@60 ARGNULL:dims@62 ARGNULL:periods@63
MPI_Cart_rank 94 309 comm|MPI_Cart_rank(%C, coords=%p, rank=%p) failed|COMM:comm@42 COMM_PTR:comm@54 ARGNULL:rank@58 ERR:notcarttopo@60 ARGNULL:coords@64 ERR:cartcoordinvalid@69
MPI_Cart_shift 81 310 comm|MPI_Cart_shift(%C, direction=%d, disp=%d, rank_source=%p, rank_dest=%p) failed|COMM:comm@43 COMM_PTR:comm@55 ARGNEG:direction@59 ARGNULL:rank_source@60 ARGNULL:rank_dest@61
MPI_Cart_sub 93 311 comm|MPI_Cart_sub(%C, remain_dims=%p, newcomm=%p) failed|COMM:comm@44 COMM_PTR:comm@56 ARGNULL:newcomm@60 ERR:notcarttopo@62 ARGNULL:remain_dims@66
MPI_Cartdim_get 77 312 comm|MPI_Cartdim_get(%C, ndims=%p) failed|COMM:comm@41 COMM_PTR:comm@53 ARGNULL:ndims@57
MPI_Dims_create 70 352 world|MPI_Dims_create(nnodes=%d, ndims=%d, dims=%p) failed|ARGNEG:nnodes@43 ARGNEG:ndims@44 ARGNULL:dims@48
MPI_Dist_graph_create 121 353 comm|MPI_Dist_graph_create(%C, n=%d, sources=%p, degrees=%p, destinations=%p, weights=%p, %I, reorder=%d, comm_dist_graph=%p) failed|COMM:comm_old@50 INFO_OR_NULL:info@51 COMM_PTR:comm_old@66 COMM_INTRA:comm_old@70 INFO_PTR:info@72 ARGNEG:n@77 ARGNULL:comm_dist_graph@78 ARGNULL:sources@81 ARGNULL:degrees@82 ARGNULL:destinations@90 ARGNULL:weights@92
MPI_Dist_graph_create_adjacent 125 354 comm|MPI_Dist_graph_create_adjacent(%C, indegree=%d, sources=%p, sourceweights=%p, outdegree=%d, destinations=%p, destweights=%p, %I, reorder=%d, comm_dist_graph=%p) failed|COMM:comm_old@52 INFO_OR_NULL:info@53 COMM_PTR:comm_old@68 COMM_INTRA:comm_old@72 INFO_PTR:info@74 ARGNULL:comm_dist_graph@79 ARGNEG:indegree@80 ARGNEG:outdegree@81 ARGNULL:sources@84 ERR:unweightedboth@86 ARGNULL:destinations@92 ERR:unweightedboth@94
MPI_Dist_graph_neighbors 101 355 comm|MPI_Dist_graph_neighbors(%C, maxindegree=%d, sources=%p, sourceweights=%p, maxoutdegree=%d, destinations=%p, destweights=%p) failed|COMM:comm@47 COMM_PTR:comm@59 ARGNULL:sources@64 ARGNULL:destinations@67 ERR:notdistgraphtopo@71 ARGNEG:maxindegree@72 ARGNEG:maxoutdegree@73 ERR:argtoosmall@74 ERR:argtoosmall@77
MPI_Dist_graph_neighbors_count 84 356 comm|MPI_Dist_graph_neighbors_count(%C, indegree=%p, outdegree=%p, weighted=%p) failed|COMM:comm@45 COMM_PTR:comm@57 ARGNULL:indegree@61 ARGNULL:outdegree@62 ARGNULL:weighted@63
MPI_Graph_create 145 393 comm|MPI_Graph_create(%C, nnodes=%d, indx=%p, edges=%p, reorder=%d, comm_graph=%p) failed|COMM:comm_old@46 COMM_PTR:comm_old@58 COMM_INTRA:comm_old@62 ARGNULL:comm_graph@63 ERR:topotoolarge@68 ARGNULL:indx@75 ARGNULL:edges@76 ERR:indexneg@82 ERR:indexnonmonotone@88 ERR:edgeoutrange@99
MPI_Graph_get 85 394 comm|MPI_Graph_get(%C, maxindex=%d, maxedges=%d, indx=%p, edges=%p) failed|COMM:comm@42 COMM_PTR:comm@54 ARGNEG:maxindex@58 ARGNEG:maxedges@59 ARGNULL:indx@61 ARGNULL:edges@64
MPI_Graph_map 89 395 comm|MPI_Graph_map(%C, nnodes=%d, indx=%p, edges=%p, newrank=%p) failed|COMM:comm@43 COMM_PTR:comm@55 ARGNULL:newrank@59 ERR:graphnnodes@60 ARGNULL:indx@61 ARGNULL:edges@62
MPI_Graph_neighbors 82 396 comm|MPI_Graph_neighbors(%C, %i, maxneighbors=%d, neighbors=%p) failed|COMM:comm@42 COMM_PTR:comm@54 RANK:rank@58 ARGNEG:maxneighbors@59 ARGNULL:neighbors@61
MPI_Graph_neighbors_count 79 397 comm|MPI_Graph_neighbors_count(%C, %i, nneighbors=%p) failed|COMM:comm@42 COMM_PTR:comm@54 RANK:rank@58 ARGNULL:nneighbors@59
MPI_Graphdims_get 79 398 comm|MPI_Graphdims_get(%C, nnodes=%p, nedges=%p) failed|COMM:comm@42 COMM_PTR:comm@54 ARGNULL:nnodes@58 ARGNULL:nedges@59
MPI_Topo_test 77 617 comm|MPI_Topo_test(%C, status=%p) failed|COMM:comm@41 COMM_PTR:comm@53 ARGNULL:status@57
MPI_Cancel 80 304 world|MPI_Cancel(request=%p) failed|ARGNULL:request@43 REQUEST:request@44 REQUEST_PTR:request@56
MPI_Grequest_complete 85 399 world|MPI_Grequest_complete(%R) failed|REQUEST:request@44 REQUEST_PTR:request@56 ERR:notgenreq@61
MPI_Grequest_start 76 400 world|MPI_Grequest_start(query_fn=%p, free_fn=%p, cancel_fn=%p, extra_state=%p, request=%p) failed|ARGNULL:query_fn@47 ARGNULL:free_fn@48 ARGNULL:cancel_fn@49 ARGNULL:request@50
MPI_Request_free 81 561 world|MPI_Request_free(request=%p) failed|ARGNULL:request@43 REQUEST:request@44 REQUEST_PTR:request@56
MPI_Request_get_status 95 562 world|MPI_Request_get_status(%R, flag=%p, status=%p) failed|REQUEST_OR_NULL:request@44 REQUEST_PTR:request@59 ARGNULL:flag@64 ARGNULL:status@65
MPI_Start 81 607 world|MPI_Start(request=%p) failed|ARGNULL:request@43 REQUEST:request@44 REQUEST_PTR:request@56 STARTREQ:request@60 STARTREQ_ACTIVE:request@61
MPI_Startall 105 608 world|MPI_Startall(count=%d, array_of_requests=%p) failed|ARGNULL:array_of_requests@46 REQUEST:array_of_requests[i]@48 REQUEST_PTR:request_ptrs[i]@74 STARTREQ:request_ptrs[i]@78 STARTREQ_ACTIVE:request_ptrs[i]@79 COUNT:count@81
MPI_Status_set_cancelled 61 609 world|MPI_Status_set_cancelled(status=%p, flag=%d) failed|ARGNULL:status@43
MPI_Test 91 612 comm|MPI_Test(request=%p, flag=%p, status=%p) failed|ARGNULL:request@45 REQUEST_OR_NULL:request@46 REQUEST_PTR:request@65 ARGNULL:flag@70 ARGNULL:status@71
MPI_Test_cancelled 59 613 world|MPI_Test_cancelled(status=%p, flag=%p) failed|ARGNULL:status@41 ARGNULL:flag@42
MPI_Testall 83 614 world|MPI_Testall(count=%d, array_of_requests=%p, flag=%p, array_of_statuses=%p) failed|ARGNULL:array_of_requests@45 ARRAYREQUEST_OR_NULL:array_of_requests[i]@47 COUNT:count@59 ARGNULL:flag@60 ARGNULL:array_of_statuses@62
MPI_Testany 109 615 world|MPI_Testany(count=%d, array_of_requests=%p, indx=%p, flag=%p, status=%p) failed|ARGNULL:array_of_requests@47 ARRAYREQUEST_OR_NULL:array_of_requests[i]@49 REQUEST_PTR:request_ptrs[i]@76 COUNT:count@82 ARGNULL:indx@83 ARGNULL:flag@84 ARGNULL:status@85
MPI_Testsome 114 616 world|MPI_Testsome(incount=%d, array_of_requests=%p, outcount=%p, array_of_indices=%p, array_of_statuses=%p) failed|ARGNULL:array_of_requests@48 ARRAYREQUEST_OR_NULL:array_of_requests[i]@50 REQUEST_PTR:request_ptrs[i]@77 COUNT:incount@83 ARGNULL:outcount@84 ARGNULL:array_of_requests@86 ARGNULL:array_of_indices@87 ARGNULL:array_of_statuses@88
MPI_Wait 89 675 comm|MPI_Wait(request=%p, status=%p) failed|ARGNULL:request@44 REQUEST_OR_NULL:request@45 REQUEST_PTR:request@64 ARGNULL:status@69
MPI_Waitall 82 676 world|MPI_Waitall(count=%d, array_of_requests=%p, array_of_statuses=%p) failed|ARGNULL:array_of_requests@45 ARRAYREQUEST_OR_NULL:array_of_requests[i]@47 COUNT:count@59 ARGNULL:array_of_statuses@61
MPI_Waitany 108 677 world|MPI_Waitany(count=%d, array_of_requests=%p, indx=%p, status=%p) failed|ARGNULL:array_of_requests@47 ARRAYREQUEST_OR_NULL:array_of_requests[i]@49 REQUEST_PTR:request_ptrs[i]@76 COUNT:count@82 ARGNULL:indx@83 ARGNULL:status@84
MPI_Waitsome 113 678 world|MPI_Waitsome(incount=%d, array_of_requests=%p, outcount=%p, array_of_indices=%p, array_of_statuses=%p) failed|ARGNULL:array_of_requests@48 ARRAYREQUEST_OR_NULL:array_of_requests[i]@50 REQUEST_PTR:request_ptrs[i]@77 COUNT:incount@83 ARGNULL:outcount@84 ARGNULL:array_of_indices@86 ARGNULL:array_of_statuses@87
MPI_Abort 79 259 comm|MPI_Abort(%C, errorcode=%d) failed|COMM:comm@43 COMM_PTR:comm@55
MPI_Comm_create_from_group 108 320 world|MPI_Comm_create_from_group(%G, stringtag=%s, %I, %E, newcomm=%p) failed|GROUP:group@48 INFO_OR_NULL:info@49 ERRHANDLER:errhandler@50 GROUP_PTR:group@66 INFO_PTR:info@71 ERRHANDLER_PTR:errhandler@76 ARGNULL:stringtag@80 ARGNULL:newcomm@81
MPI_Finalize 50 369 world|MPI_Finalize failed|
MPI_Finalized 57 370 world|MPI_Finalized(flag=%p) failed|ARGNULL:flag@39
MPI_Group_from_session_pset 87 405 world|MPI_Group_from_session_pset(%S, pset_name=%s, newgroup=%p) failed|SESSION_PTR:session@56 ARGNULL:pset_name@60 ARGNULL:newgroup@61
MPI_Info_delete 79 452 world|MPI_Info_delete(%I, key=%s) failed|INFO:info@40
MPI_Info_free 76 454 world|MPI_Info_free(info=%p) failed|INFO:info@40
MPI_Info_get 84 455 world|MPI_Info_get(%I, key=%s, valuelen=%d, value=%p, flag=%p) failed|INFO:info@40 ARGNEG:valuelen@60
MPI_Info_get_nthkey 77 457 world|MPI_Info_get_nthkey(%I, n=%d, key=%p) failed|INFO:info@40 ARGNEG:n@56
MPI_Info_set 82 460 world|MPI_Info_set(%I, key=%s, value=%s) failed|INFO:info@40
MPI_Init 59 461 world|MPI_Init(argc=%p, argv=%p) failed|INITTWICE:@39
MPI_Init_thread 60 462 world|MPI_Init_thread(argc=%p, argv=%p, required=%d, provided=%p) failed|INITTWICE:@40
MPI_Initialized 57 463 world|MPI_Initialized(flag=%p) failed|ARGNULL:flag@39
MPI_Is_thread_main 68 478 world|MPI_Is_thread_main(flag=%p) failed|ARGNULL:flag@40
MPI_Query_thread 57 540 world|MPI_Query_thread(provided=%p) failed|ARGNULL:provided@40
MPI_Session_finalize 78 595 world|MPI_Session_finalize(session=%p) failed|ARGNULL:session@42 SESSION_PTR:session@54
MPI_Session_get_info 85 597 world|MPI_Session_get_info(%S, info_used=%p) failed|SESSION_PTR:session@55 ARGNULL:info_used@59
MPI_Session_get_nth_pset 97 598 world|MPI_Session_get_nth_pset(%S, %I, n=%d, pset_len=%p, pset_name=%p) failed|INFO_OR_NULL:info@47 SESSION_PTR:session@62 INFO_PTR:info@67 ARGNEG:n@72 ARGNULL:pset_len@73 ARGNULL:pset_name@75
MPI_Session_get_num_psets 91 599 world|MPI_Session_get_num_psets(%S, %I, npset_names=%p) failed|INFO_OR_NULL:info@45 SESSION_PTR:session@60 INFO_PTR:info@65 ARGNULL:npset_names@70
MPI_Session_get_pset_info 87 600 world|MPI_Session_get_pset_info(%S, pset_name=%s, info=%p) failed|SESSION_PTR:session@56 ARGNULL:pset_name@60 ARGNULL:info@61
MPI_Session_init 92 601 world|MPI_Session_init(%I, %E, session=%p) failed|INFO_OR_NULL:info@41 ERRHANDLER:errhandler@42 INFO_PTR:info@58 ERRHANDLER_PTR:errhandler@63 ARGNULL:session@67
MPI_Add_error_class 63 262 world|MPI_Add_error_class(errorclass=%p) failed|ARGNULL:errorclass@42
MPI_Add_error_code 64 263 world|MPI_Add_error_code(errorclass=%d, errorcode=%p) failed|ARGNULL:errorcode@43
MPI_Add_error_string 64 264 world|MPI_Add_error_string(errorcode=%d, string=%s) failed|ARGNULL:string@43
MPI_Comm_call_errhandler 77 315 comm|MPI_Comm_call_errhandler(%C, errorcode=%d) failed|COMM:comm@42 COMM_PTR:comm@54
MPI_Comm_create_errhandler 72 319 world|MPI_Comm_create_errhandler(comm_errhandler_fn=%p, errhandler=%p) failed|ARGNULL:comm_errhandler_fn@45 ARGNULL:errhandler@46
MPI_Comm_get_errhandler 81 330 comm|MPI_Comm_get_errhandler(%C, errhandler=%p) failed|COMM:comm@44 COMM_PTR:comm@56 ARGNULL:errhandler@60
MPI_Comm_set_errhandler 87 342 comm|MPI_Comm_set_errhandler(%C, %E) failed|COMM:comm@45 ERRHANDLER:errhandler@46 COMM_PTR:comm@59 ERRHANDLER_PTR:errhandler@63
MPI_Errhandler_free 82 357 world|MPI_Errhandler_free(errhandler=%p) failed|ARGNULL:errhandler@44 ERRHANDLER:errhandler@45 ERRHANDLER_PTR:errhandler@57
MPI_Error_class 58 358 world|MPI_Error_class(errorcode=%d, errorclass=%p) failed|ARGNULL:errorclass@39
MPI_Error_string 60 359 world|MPI_Error_string(errorcode=%d, string=%p, resultlen=%p) failed|ARGNULL:string@40 ARGNULL:resultlen@42
MPI_File_call_errhandler 51 365 world|MPI_File_call_errhandler(%F, errorcode=%d) failed|
MPI_File_create_errhandler 72 366 world|MPI_File_create_errhandler(file_errhandler_fn=%p, errhandler=%p) failed|ARGNULL:file_errhandler_fn@45 ARGNULL:errhandler@46
MPI_File_get_errhandler 64 367 world|MPI_File_get_errhandler(%F, errhandler=%p) failed|ARGNULL:errhandler@43
MPI_File_set_errhandler 86 368 world|MPI_File_set_errhandler(%F, %E) failed|ERRHANDLER:errhandler@44 ERRHANDLER_PTR:errhandler@56 ERR:errhandnotfile@62
MPI_Session_call_errhandler 76 593 world|MPI_Session_call_errhandler(%S, errorcode=%d) failed|SESSION_PTR:session@53
MPI_Session_create_errhandler 72 594 world|MPI_Session_create_errhandler(session_errhandler_fn=%p, errhandler=%p) failed|ARGNULL:session_errhandler_fn@45 ARGNULL:errhandler@46
MPI_Session_get_errhandler 80 596 world|MPI_Session_get_errhandler(%S, errhandler=%p) failed|SESSION_PTR:session@55 ARGNULL:errhandler@59
MPI_Session_set_errhandler 92 602 world|MPI_Session_set_errhandler(%S, %E) failed|ERRHANDLER:errhandler@45 SESSION_PTR:session@58 ERRHANDLER_PTR:errhandler@62 ERR:errhandnotsession@68
MPI_Put 122 538 win|MPI_Put(origin_addr=%p, origin_count=%d, %D, target_rank=%d, target_disp=%L, target_count=%d, %D, %W) failed|RANK:target_rank@78
MPI_Get 122 380 win|MPI_Get(origin_addr=%p, origin_count=%d, %D, target_rank=%d, target_disp=%L, target_count=%d, %D, %W) failed|RANK:target_rank@78
MPI_Accumulate 125 260 win|MPI_Accumulate(origin_addr=%p, origin_count=%d, %D, target_rank=%d, target_disp=%L, target_count=%d, %D, %O, %W) failed|
MPI_Get_accumulate 145 381 win|MPI_Get_accumulate(origin_addr=%p, origin_count=%d, %D, result_addr=%p, result_count=%d, %D, target_rank=%d, target_disp=%L, target_count=%d, %D, %O, %W) failed|
MPI_Fetch_and_op 118 364 win|MPI_Fetch_and_op(origin_addr=%p, result_addr=%p, %D, target_rank=%d, target_disp=%L, %O, %W) failed|
MPI_Compare_and_swap 100 351 win|MPI_Compare_and_swap(origin_addr=%p, compare_addr=%p, result_addr=%p, %D, target_rank=%d, target_disp=%L, %W) failed|
MPI_Win_allocate_shared 105 681 comm|MPI_Win_allocate_shared(size=%L, disp_unit=%d, %I, %C, baseptr=%p, win=%p) failed|
MPI_Win_create_dynamic 100 688 comm|MPI_Win_create_dynamic(%I, %C, win=%p) failed|
MPI_Win_attach 87 683 win|MPI_Win_attach(%W, base=%p, size=%L) failed|ARGNULL:base@61
MPI_Win_complete 79 685 win|MPI_Win_complete(%W) failed|
MPI_Win_detach 84 692 win|MPI_Win_detach(%W, base=%p) failed|ARGNULL:base@60
MPI_Win_fence 83 693 win|MPI_Win_fence(%A, %W) failed|
MPI_Win_flush 85 694 win|MPI_Win_flush(rank=%d, %W) failed|
MPI_Win_flush_all 79 695 win|MPI_Win_flush_all(%W) failed|
MPI_Win_flush_local 86 696 win|MPI_Win_flush_local(rank=%d, %W) failed|
MPI_Win_flush_local_all 80 697 win|MPI_Win_flush_local_all(%W) failed|
MPI_Win_lock 94 705 win|MPI_Win_lock(lock_type=%d, rank=%d, %A, %W) failed|
MPI_Win_lock_all 83 706 win|MPI_Win_lock_all(%A, %W) failed|
MPI_Win_shared_query 86 712 win|MPI_Win_shared_query(%W, rank=%d, size=%p, disp_unit=%p, baseptr=%p) failed|RANK:rank@62 ARGNULL:size@63 ARGNULL:disp_unit@64 ARGNULL:baseptr@65
MPI_Win_start 91 714 win|MPI_Win_start(%G, %A, %W) failed|
MPI_Win_sync 79 715 win|MPI_Win_sync(%W) failed|
MPI_Win_test 80 716 win|MPI_Win_test(%W, flag=%p) failed|
MPI_Win_unlock 85 717 win|MPI_Win_unlock(rank=%d, %W) failed|
MPI_Win_unlock_all 79 718 win|MPI_Win_unlock_all(%W) failed|
MPI_Win_wait 79 719 win|MPI_Win_wait(%W) failed|
MPI_Win_call_errhandler 77 684 win|MPI_Win_call_errhandler(%W, errorcode=%d) failed|WIN:win@42 WIN_PTR:win@54
MPI_Win_create_errhandler 72 689 world|MPI_Win_create_errhandler(win_errhandler_fn=%p, errhandler=%p) failed|ARGNULL:win_errhandler_fn@45 ARGNULL:errhandler@46
MPI_Win_get_errhandler 81 701 win|MPI_Win_get_errhandler(%W, errhandler=%p) failed|WIN:win@44 WIN_PTR:win@56 ARGNULL:errhandler@60
MPI_Win_set_errhandler 93 709 win|MPI_Win_set_errhandler(%W, %E) failed|WIN:win@45 ERRHANDLER:errhandler@46 WIN_PTR:win@59 ERRHANDLER_PTR:errhandler@63 ERR:errhandnotwin@69
MPI_Comm_create_keyval 69 322 world|MPI_Comm_create_keyval(comm_copy_attr_fn=%p, comm_delete_attr_fn=%p, comm_keyval=%p, extra_state=%p) failed|ARGNULL:comm_keyval@47
MPI_Comm_delete_attr 88 323 comm|MPI_Comm_delete_attr(%C, %K) failed|COMM:comm@45 COMM_PTR:comm@58 KEYVAL_PTR:comm_keyval@62 KEYVAL:comm_keyval@66 KEYVAL_PERM:comm_keyval@67
MPI_Comm_free_keyval 79 328 world|MPI_Comm_free_keyval(comm_keyval=%p) failed|ARGNULL:comm_keyval@43 KEYVAL_PTR:comm_keyval@55 KEYVAL:comm_keyval=*comm_keyval@59 KEYVAL_PERM:comm_keyval@60
MPI_Type_create_keyval 69 634 world|MPI_Type_create_keyval(type_copy_attr_fn=%p, type_delete_attr_fn=%p, type_keyval=%p, extra_state=%p) failed|ARGNULL:type_keyval@47
MPI_Type_delete_attr 88 641 world|MPI_Type_delete_attr(%D, %K) failed|DATATYPE:datatype@45 DATATYPE_PTR:datatype@58 KEYVAL_PTR:type_keyval@62 KEYVAL:type_keyval@66 KEYVAL_PERM:type_keyval@67
MPI_Type_free_keyval 79 645 world|MPI_Type_free_keyval(type_keyval=%p) failed|ARGNULL:type_keyval@43 KEYVAL_PTR:type_keyval@55 KEYVAL:type_keyval=*type_keyval@59 KEYVAL_PERM:type_keyval@60
MPI_Win_create_keyval 69 690 world|MPI_Win_create_keyval(win_copy_attr_fn=%p, win_delete_attr_fn=%p, win_keyval=%p, extra_state=%p) failed|ARGNULL:win_keyval@47
MPI_Win_delete_attr 88 691 win|MPI_Win_delete_attr(%W, %K) failed|WIN:win@45 WIN_PTR:win@58 KEYVAL_PTR:win_keyval@62 KEYVAL:win_keyval@66 KEYVAL_PERM:win_keyval@67
MPI_Win_free_keyval 79 699 world|MPI_Win_free_keyval(win_keyval=%p) failed|ARGNULL:win_keyval@43 KEYVAL_PTR:win_keyval@55 KEYVAL:win_keyval=*win_keyval@59 KEYVAL_PERM:win_keyval@60
MPI_Op_commutative 72 517 world|MPI_Op_commutative(%O, commute=%p) failed|OP_PTR:op@46 ARGNULL:commute@51
MPI_Op_create 70 518 world|MPI_Op_create(user_fn=%p, commute=%d, op=%p) failed|ARGNULL:user_fn@43 ARGNULL:op@44
MPI_Op_free 85 520 world|MPI_Op_free(op=%p) failed|ARGNULL:op@43 OP_PTR:op@55 ERR:permop@60
MPI_Close_port 63 313 world|MPI_Close_port(port_name=%s) failed|ARGNULL:port_name@42
MPI_Comm_accept 102 314 comm|MPI_Comm_accept(port_name=%s, %I, %i, %C, newcomm=%p) failed|INFO_OR_NULL:info@46 COMM:comm@47 INFO_PTR:info@63 COMM_PTR:comm@68 INTRA_ROOT:root@72 ARGNULL:newcomm@73 ARGNULL:port_name@75
MPI_Comm_connect 102 317 comm|MPI_Comm_connect(port_name=%s, %I, %i, %C, newcomm=%p) failed|INFO_OR_NULL:info@46 COMM:comm@47 INFO_PTR:info@63 COMM_PTR:comm@68 INTRA_ROOT:root@72 ARGNULL:newcomm@73 ARGNULL:port_name@75
MPI_Comm_disconnect 81 324 world|MPI_Comm_disconnect(comm=%p) failed|ARGNULL:comm@43 COMM:comm@44 COMM_PTR:comm@56
MPI_Comm_get_parent 58 333 world|MPI_Comm_get_parent(parent=%p) failed|ARGNULL:parent@40
MPI_Comm_join 68 337 world|MPI_Comm_join(fd=%d, intercomm=%p) failed|ARGNULL:intercomm@42
MPI_Comm_spawn 101 346 comm|MPI_Comm_spawn(command=%s, argv=%p, maxprocs=%d, %I, %i, %C, intercomm=%p, array_of_errcodes=%p) failed|COMM:comm@47 COMM_PTR:comm@63 COMM_INTRA:comm@67 INTRA_ROOT:root@68 ARGNULL:intercomm@69 INFO_OR_NULL:info@71 ARGNULL:command@72 ARGNEG:maxprocs@73
MPI_Comm_spawn_multiple 117 347 comm|MPI_Comm_spawn_multiple(count=%d, array_of_commands=%p, array_of_argv=%p, array_of_maxprocs=%p, array_of_info=%p, %i, %C, intercomm=%p, array_of_errcodes=%p) failed|COMM:comm@50 COMM_PTR:comm@68 COMM_INTRA:comm@72 INTRA_ROOT:root@73 COUNT:count@74 ARGNULL:intercomm@75 ARGNULL:array_of_info@77 ARGNULL:array_of_commands@78 ARGNULL:array_of_maxprocs@79 ARGNONPOS:count@80 INFO_OR_NULL:array_of_info[i]@82 ARGNULL:array_of_commands[i]@83 ARGNEG:array_of_maxprocs[i]@84
MPI_Lookup_name 88 493 world|MPI_Lookup_name(service_name=%s, %I, port_name=%p) failed|INFO_OR_NULL:info@44 INFO_PTR:info@59 ARGNULL:service_name@64 ARGNULL:port_name@66
MPI_Open_port 86 521 world|MPI_Open_port(%I, port_name=%p) failed|INFO_OR_NULL:info@43 INFO_PTR:info@58 ARGNULL:port_name@64
MPI_Publish_name 86 537 world|MPI_Publish_name(service_name=%s, %I, port_name=%s) failed|INFO_OR_NULL:info@44 INFO_PTR:info@59 ARGNULL:service_name@64 ARGNULL:port_name@65
MPI_Unpublish_name 86 674 world|MPI_Unpublish_name(service_name=%s, %I, port_name=%s) failed|INFO_OR_NULL:info@44 INFO_PTR:info@59 ARGNULL:service_name@64 ARGNULL:port_name@65
MPI_Get_library_version 77 390 world|MPI_Get_library_version(version=%p, resultlen=%p) failed|ARGNULL:version@40 ARGNULL:resultlen@42
MPI_Get_processor_name 66 391 world|MPI_Get_processor_name(name=%p, resultlen=%p) failed|ARGNULL:name@44 ARGNULL:resultlen@46
MPI_Get_version 58 392 world|MPI_Get_version(version=%p, subversion=%p) failed|ARGNULL:version@39 ARGNULL:subversion@40
`;
