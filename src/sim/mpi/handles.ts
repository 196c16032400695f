/** MPICH 4.0.2 handle values and constants (the same numbers as its mpi.h). */

export const MPI_SUCCESS = 0;

/** A handle as the views show it: 0x and eight hex digits, as mpi.h writes them. */
export const handleHex = (h: number): string => '0x' + (h >>> 0).toString(16).padStart(8, '0');

export const COMM_WORLD = 0x44000000;
export const COMM_SELF = 0x44000001;
export const COMM_NULL = 0x04000000;
export const GROUP_NULL = 0x08000000;
export const GROUP_EMPTY = 0x48000000;
export const REQUEST_NULL = 0x2c000000;
export const MESSAGE_NULL = 0x2c000000;
export const MESSAGE_NO_PROC = 0x6c000000;
export const DATATYPE_NULL = 0x0c000000;
export const OP_NULL = 0x18000000;
export const ERRHANDLER_NULL = 0x14000000;
export const ERRORS_ARE_FATAL = 0x54000000;
export const ERRORS_RETURN = 0x54000001;
export const ERRORS_ABORT = 0x54000003;
export const INFO_NULL = 0x1c000000;
export const WIN_NULL = 0x20000000;
export const LOCK_EXCLUSIVE = 234;
export const LOCK_SHARED = 235;

/** Kinds of dynamic handles: MPICH puts the kind in bits 26..29 and "direct" (0x8) in 30..31. */
export const HANDLE_DIRECT_COMM = 0x84000000;
export const HANDLE_DIRECT_GROUP = 0x88000000;
export const HANDLE_DIRECT_OP = 0x98000000;
export const HANDLE_DIRECT_ERRHANDLER = 0x94000000;
export const HANDLE_DIRECT_KEYVAL = 0xa4000000;

export const ANY_SOURCE = -2;
export const ANY_TAG = -1;
export const PROC_NULL = -1;
export const ROOT = -3;
export const UNDEFINED = -32766;
export const KEYVAL_INVALID = 0x24000000;

/** Special buffer addresses as the C side sees them (mpi.h casts). */
export const STATUS_IGNORE = 1;
export const STATUSES_IGNORE = 1;
export const IN_PLACE = -1 >>> 0; // (void *)-1 becomes 0xffffffff in mpisim's 32-bit address space
export const BOTTOM = 0;
export const UNWEIGHTED = 1;
export const WEIGHTS_EMPTY = 2;

/** MPI_TAG_UB as MPICH 4.0.2 (ch4:ucx) reports it: 268435455. */
export const TAG_UB = 0x0fffffff;

/** Builtin requests MPICH returns for operations with MPI_PROC_NULL (already complete). */
/**
 * MPICH's builtin completed requests: what a send that completed when posted (eager, buffered,
 * to MPI_PROC_NULL) and a receive from MPI_PROC_NULL return instead of a pool entry.
 */
export const REQUEST_COMPLETE_SEND = 0x6c000001;
export const REQUEST_COMPLETE_RECV = 0x6c000002;
/** What MPI_Imrecv of MPI_MESSAGE_NO_PROC returns: a builtin whose status is MPI_PROC_NULL's. */
export const REQUEST_NO_PROC_RECV = 0x6c000010;

/** Predefined attribute keys (MPICH values). */
export const KEY = {
  TAG_UB: 0x64400001,
  HOST: 0x64400003,
  IO: 0x64400005,
  WTIME_IS_GLOBAL: 0x64400007,
  UNIVERSE_SIZE: 0x64400009,
  LASTUSEDCODE: 0x6440000b,
  APPNUM: 0x6440000d,
};

/** Comparison results. */
export const IDENT = 0;
export const CONGRUENT = 1;
export const SIMILAR = 2;
export const UNEQUAL = 3;

/** Topology kinds. */
export const GRAPH = 1;
export const CART = 2;
export const DIST_GRAPH = 3;

export const COMM_TYPE_SHARED = 1;
/** The last split type of mpi.h (MPI_COMM_TYPE_HW_GUIDED 2, HW_UNGUIDED 3 between them). */
export const COMM_TYPE_NEIGHBORHOOD = 4;
export const THREAD_SINGLE = 0;
export const THREAD_MULTIPLE = 3;
export const MAX_PROCESSOR_NAME = 128;
export const MAX_OBJECT_NAME = 128;
export const MAX_ERROR_STRING = 512;

/** How MPICH names a communicator handle in its messages. */
export function commName(h: number): string {
  if ((h | 0) === COMM_WORLD) return 'MPI_COMM_WORLD';
  if ((h | 0) === COMM_SELF) return 'MPI_COMM_SELF';
  if ((h | 0) === COMM_NULL) return 'MPI_COMM_NULL';
  return 'comm=0x' + (h >>> 0).toString(16);
}
