import { findCheck, requireBinding } from './bindings';
import { MPI_ERR_ARG, MPI_ERR_BUFFER, MPI_ERR_COMM, MPI_ERR_DISP, MPI_ERR_SIZE, MPI_ERR_COUNT, MPI_ERR_GROUP, MPI_ERR_INFO, MPI_ERR_INFO_KEY, MPI_ERR_KEYVAL, MPI_ERR_OP, MPI_ERR_OTHER, MPI_ERR_RANK, MPI_ERR_REQUEST, MPI_ERR_ROOT, MPI_ERR_SESSION, MPI_ERR_TAG, MPI_ERR_TRUNCATE, MPI_ERR_TYPE, MPI_ERR_WIN, errorClassText } from './errcodes';
import { type MpiArgValue, formatMpiMessage } from './format';
import { messages } from './messages';

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
  /** MPI_Intercomm_create's leaders out of their communicators (MPIR_ERR_SET2 "**ranklocal", "**rankremote"). */
  | { kind: 'ranklocal'; value: number; max: number }
  | { kind: 'rankremote'; value: number; max: number }
  /** MPI_Intercomm_create's local leader is also the remote one in an intracommunicator peer_comm. */
  | { kind: 'ranksdistinct' }
  | { kind: 'tag'; value: number; arg?: string }
  | { kind: 'root'; value: number; inter?: boolean }
  | { kind: 'opnull' }
  | { kind: 'keyvalptr' } /** MPII_Keyval_valid_ptr: a handle that names no keyval ("Null Keyval pointer") */
  | { kind: 'keyval' } /** not a keyval of the object's kind, or freed */
  | { kind: 'op' } /** not an op handle */
  | { kind: 'opnotallowed' } /** MPI_REPLACE / MPI_NO_OP outside RMA */
  | { kind: 'opptr' } /** MPI_OP_NULL where an existing op is required: "Null Op pointer" */
  | { kind: 'permop' }
  | { kind: 'nullptr'; arg: string }
  | { kind: 'argneg'; arg: string; value: number }
  | { kind: 'argnonpos'; arg: string; value: number }
  /** MPI_Type_get_contents of a named predefined datatype. */
  | { kind: 'contentspredef' }
  /** MPIR_Datatype_valid_ptr of an element of an array of types: MPICH says null for a handle that names none. */
  | { kind: 'dtypeptr' }
  /** MPI_Grequest_complete of a request MPI_Grequest_start did not make. */
  | { kind: 'notgenreq' }
  /** A request MPI_Pready* (MPI_Parrived) takes that is no active partitioned send (receive) request. */
  | { kind: 'preadyreq' }
  | { kind: 'parrivedreq' }
  /** A partition outside the request's (MPIR_ERRTEST_PARTITION), or a range whose low end is above its high one. */
  | { kind: 'partition'; arg: string; value: number }
  | { kind: 'partitionrange'; low: number; high: number }
  | { kind: 'groupnull'; arg?: string }
  | { kind: 'group'; arg?: string }
  | { kind: 'groupperm' }
  | { kind: 'requestnull'; arg?: string }
  | { kind: 'request'; arg?: string }
  /** Not an info handle (MPIR_ERRTEST_INFO_OR_NULL: the handle's kind bits are not MPIR_INFO). */
  | { kind: 'info'; arg?: string }
  | { kind: 'infonull' }
  | { kind: 'infokeynull' }
  | { kind: 'winnull' }
  | { kind: 'win' }
  | { kind: 'errhandlernull'; arg?: string }
  /** Not an error handler (MPIR_ERRTEST_ERRHANDLER: the handle's kind bits are not MPIR_ERRHANDLER). */
  | { kind: 'errhandler'; arg?: string }
  /** A user's error handler made for another kind of object than the window, session or file it is set on. */
  | { kind: 'errhandnotwin' } | { kind: 'errhandnotsession' } | { kind: 'errhandnotfile' }
  | { kind: 'requestinvalidstart' } /** MPI_Start of a request that is not persistent */
  | { kind: 'requestpersistactive' } /** MPI_Start of a persistent request already active */
  /** An invalid handle in a request array (MPI_Waitall...): its index and the kind MPICH finds there. */
  | { kind: 'requestkind'; index: number; found: number }
  /** A predefined reduction on a datatype it is not defined for: MPIR_<OP>_check_dtype's frame (`location`). */
  | { kind: 'opundefined'; op: string; location: string }
  /** A user-defined op where one-sided operations take predefined ones only (MPIR_ERRTEST_OP_ACC/GACC). */
  | { kind: 'opnotpredefined' }
  /** A negative target displacement of a one-sided operation (MPIR_ERRTEST_DISP). */
  | { kind: 'rmadisp' }
  /** A datatype MPI_Fetch_and_op takes predefined only, and MPI_Compare_and_swap atomic only. */
  | { kind: 'typenotpredefined' }
  /** A session handle that names no session (MPIR_Session_valid_ptr: MPICH says null for every kind). */
  | { kind: 'sessionptr' }
  /** MPI_Type_create_darray/subarray's order, neither MPI_ORDER_C nor MPI_ORDER_FORTRAN. */
  | { kind: 'storageorder'; value: number }
  /** MPI_Comm_split_type's split_type, not one mpi.h names. */
  | { kind: 'splittype'; value: number }
  | { kind: 'rmatypenotatomic'; datatype: number }
  /** A window's negative size or non-positive displacement unit (MPIR_ERRTEST_WIN_SIZE, WIN_DISPUNIT). */
  | { kind: 'rmasize'; value: number }
  | { kind: 'dispunit'; value: number }
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
  ranklocal: { cls: MPI_ERR_RANK, generic: 'ranklocal', specific: '%d %d', macros: ['ERR'], params: (c) => [(c as { value: number }).value, (c as { max: number }).max] },
  rankremote: { cls: MPI_ERR_RANK, generic: 'rankremote', specific: '%d %d', macros: ['ERR'], params: (c) => [(c as { value: number }).value, (c as { max: number }).max] },
  ranksdistinct: { cls: MPI_ERR_RANK, generic: 'ranksdistinct', macros: ['ERR'] },
  tag: { cls: MPI_ERR_TAG, generic: 'tag', specific: '%d', macros: ['SEND_TAG', 'RECV_TAG'], params: (c) => [(c as { value: number }).value] },
  root: { cls: MPI_ERR_ROOT, generic: 'root', specific: '%d', macros: ['INTRA_ROOT'], params: (c) => [(c as { value: number }).value] },
  opnull: { cls: MPI_ERR_OP, generic: 'opnull', macros: ['OP', 'OP_ACC', 'OP_GACC'] },
  op: { cls: MPI_ERR_OP, generic: 'op', macros: ['OP', 'OP_ACC', 'OP_GACC'] },
  opnotallowed: { cls: MPI_ERR_OP, generic: 'opnotallowed', macros: ['OP', 'OP_ACC', 'OP_GACC'] },
  opptr: { cls: MPI_ERR_OP, generic: 'nullptrtype', specific: '%s', macros: ['OP_PTR'], params: () => ['Op'] },
  sessionptr: { cls: MPI_ERR_SESSION, generic: 'nullptrtype', specific: '%s', macros: ['SESSION_PTR'], params: () => ['Session'] },
  permop: { cls: MPI_ERR_OP, generic: 'permop', macros: ['ERR'] },
  nullptr: { cls: MPI_ERR_ARG, generic: 'nullptr', specific: '%s', macros: ['ARGNULL'], params: (_c, name) => [name] },
  argneg: {
    cls: MPI_ERR_ARG, generic: 'argneg', specific: '%s %d', macros: ['ARGNEG'],
    params: (c, name) => [name, (c as { value: number }).value],
  },
  argnonpos: {
    cls: MPI_ERR_ARG, generic: 'argnonpos', specific: '%s %d', macros: ['ARGNONPOS'],
    params: (c, name) => [name, (c as { value: number }).value],
  },
  dtypeptr: { cls: MPI_ERR_TYPE, generic: 'nullptrtype', specific: '%s', macros: ['DATATYPE_PTR'], params: () => ['Datatype'] },
  notgenreq: { cls: MPI_ERR_REQUEST, generic: 'notgenreq', macros: ['ERR'] },
  contentspredef: { cls: MPI_ERR_TYPE, generic: 'contentspredef', macros: ['ERR'] },
  preadyreq: { cls: MPI_ERR_REQUEST, generic: 'requestinvalidpready', macros: ['PREADYREQ'] },
  parrivedreq: { cls: MPI_ERR_REQUEST, generic: 'requestinvalidparrived', macros: ['PARRIVEDREQ'] },
  partition: { cls: MPI_ERR_OTHER, generic: 'partitioninvalid', specific: '%d', macros: ['PARTITION'], params: (c) => [(c as { value: number }).value] },
  partitionrange: {
    cls: MPI_ERR_OTHER, generic: 'partitioninvalid', specific: '%d %d', macros: ['ERR'],
    params: (c) => [(c as { low: number }).low, (c as { high: number }).high],
  },
  groupnull: { cls: MPI_ERR_GROUP, generic: 'groupnull', macros: ['GROUP'] },
  group: { cls: MPI_ERR_GROUP, generic: 'group', macros: ['GROUP'] },
  groupperm: { cls: MPI_ERR_GROUP, generic: 'groupperm', macros: ['ERR'] },
  requestnull: { cls: MPI_ERR_REQUEST, generic: 'requestnull', macros: ['REQUEST', 'REQUEST_OR_NULL'] },
  request: { cls: MPI_ERR_REQUEST, generic: 'request', macros: ['REQUEST', 'REQUEST_OR_NULL', 'ARRAYREQUEST_OR_NULL'] },
  infonull: { cls: MPI_ERR_ARG, generic: 'infonull', macros: ['INFO'] },
  infokeynull: { cls: MPI_ERR_INFO_KEY, generic: 'infokeynull', macros: ['ERR'] },
  keyval: { cls: MPI_ERR_KEYVAL, generic: 'keyval', macros: ['KEYVAL'] },
  keyvalptr: { cls: MPI_ERR_KEYVAL, generic: 'nullptrtype', specific: '%s', macros: ['KEYVAL_PTR'], params: () => ['Keyval'] },
  winnull: { cls: MPI_ERR_WIN, generic: 'winnull', macros: ['WIN'] },
  win: { cls: MPI_ERR_WIN, generic: 'win', macros: ['WIN'] },
  errhandlernull: { cls: MPI_ERR_ARG, generic: 'errhandlernull', macros: ['ERRHANDLER'] },
  errhandler: { cls: MPI_ERR_ARG, generic: 'errhandler', macros: ['ERRHANDLER'] },
  errhandnotwin: { cls: MPI_ERR_ARG, generic: 'errhandnotwin', macros: ['ERR'] },
  errhandnotsession: { cls: MPI_ERR_ARG, generic: 'errhandnotsession', macros: ['ERR'] },
  errhandnotfile: { cls: MPI_ERR_ARG, generic: 'errhandnotfile', macros: ['ERR'] },
  requestinvalidstart: { cls: MPI_ERR_REQUEST, generic: 'requestinvalidstart', macros: ['STARTREQ'] },
  requestpersistactive: { cls: MPI_ERR_REQUEST, generic: 'requestpersistactive', macros: ['STARTREQ_ACTIVE'] },
  requestkind: {
    cls: MPI_ERR_REQUEST, generic: 'request_invalid_kind', specific: '%d %d', macros: ['ARRAYREQUEST_OR_NULL'],
    params: (c) => [(c as { index: number }).index, (c as { found: number }).found],
  },
  truncate: { cls: MPI_ERR_TRUNCATE, generic: 'truncate', macros: [] },
  info: { cls: MPI_ERR_INFO, generic: 'info', macros: ['INFO_OR_NULL', 'INFO'] },
  opundefined: { cls: MPI_ERR_OP, generic: 'opundefined', specific: '%s', macros: ['OP_PTR'], params: (c) => [`MPI_${(c as { op: string }).op}`] },
  opnotpredefined: { cls: MPI_ERR_OP, generic: 'opnotpredefined', macros: ['OP_ACC', 'OP_GACC'] },
  rmasize: { cls: MPI_ERR_SIZE, generic: 'rmasize', specific: '%d', macros: ['WIN_SIZE'], params: (c) => [(c as { value: number }).value] },
  dispunit: { cls: MPI_ERR_DISP, generic: 'dispunit', specific: '%d', macros: ['WIN_DISPUNIT'], params: (c) => [(c as { value: number }).value] },
  rmadisp: { cls: MPI_ERR_DISP, generic: 'rmadisp', macros: ['DISP'] },
  typenotpredefined: { cls: MPI_ERR_TYPE, generic: 'typenotpredefined', macros: ['ERR'] },
  storageorder: { cls: MPI_ERR_ARG, generic: 'storageorder', specific: '%d', macros: ['ERR'], params: (c) => [(c as { value: number }).value] },
  splittype: { cls: MPI_ERR_ARG, generic: 'splittype', specific: '%d', macros: ['ERR'], params: (c) => [(c as { value: number }).value] },
  rmatypenotatomic: { cls: MPI_ERR_TYPE, generic: 'rmatypenotatomic', specific: '%D', macros: ['TYPE_RMA_ATOMIC'], params: (c) => [(c as { datatype: number }).datatype] },
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
  const message = fmt !== undefined ? formatMpiMessage(fmt, spec.params ? spec.params(check, name) : []) : msg.genericText;
  return {
    errorClass: spec.cls,
    genericIndex: msg.genericIndex,
    // A check the binding of fname does not make: report it at the function's own line.
    location: check.kind === 'opundefined' ? check.location : `${b.fcname}(${where?.line ?? b.failLine})`,
    message,
  };
}
