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
/** MPIR_MAX_ERROR_LINE: the size vsnprintf_mpi is given for a ring message (format.ts formatMpiMessage). */
export const MAX_ERROR_LINE = 256;
/** MAX_LOCATION_LEN: "fcname(line)" keeps at most 63 characters. */
export const MAX_LOCATION_LEN = 63;

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
