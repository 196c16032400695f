import { type FormatOptions, type MpiArgValue, formatMpiString } from './format';
import { LARGE_COUNT_DATA } from './bindings-large';

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
  for (const line of (BINDING_DATA + LARGE_COUNT_DATA).split('\n')) {
    if (!line) continue;
    const [head, format, checkText] = line.split('|');
    // A fifth word names a binding MPICH writes by hand (MPII_Type_get_attr), not internal_X.
    const [name, fail, gi, eh, fcname] = head.split(' ');
    const checks: BindingCheck[] = [];
    for (const c of checkText.split(' ')) {
      const m = /^([A-Z_]+):([^=@]*)(?:=([^@]*))?@(\d+)$/.exec(c);
      if (!m) continue;
      checks.push({ macro: m[1], arg: m[2], ...(m[3] ? { name: m[3] } : {}), line: Number(m[4]) });
    }
    t.set(name, {
      name,
      fcname: fcname ?? 'internal_' + name.slice(4),
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

/**
 * The MPICH 4.0.2 binding data of an MPI function (undefined for functions outside the table:
 * most of MPI_T). A large-count form (_c) has its own row (bindings-large.ts); one without
 * makes the checks of its int form, as MPICH generates both from one description, with the int
 * form's line numbers.
 */
export function mpiBinding(fname: string): MpiBinding | undefined {
  const got = bindings().get(fname);
  if (got || !fname.endsWith('_c')) return got;
  if (!largeCountForms.has(fname)) {
    const int = bindings().get(fname.slice(0, -2));
    largeCountForms.set(fname, int && { ...int, name: fname, fcname: `${int.fcname}_c`, format: int.format.replace(`${int.name}(`, `${fname}(`) });
  }
  return largeCountForms.get(fname);
}
const largeCountForms = new Map<string, MpiBinding | undefined>();

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

export function requireBinding(fname: string): MpiBinding {
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
MPI_Precv_init 122 534 comm|MPI_Precv_init(buf=%p, partitions=%d, count=%c, %D, %i, %t, %C, %I, request=%p) failed|COMM:comm@48 INFO_OR_NULL:info@49 COMM_PTR:comm@64 INFO_PTR:info@69 COUNT:count@74 DATATYPE:datatype@76 DATATYPE_PTR:datatype@80 COMMITTED:datatype@84 USERBUFFER:buf@89 ARGNONPOS:partitions@92 SEND_RANK:dest@94 SEND_TAG:tag@95 ARGNULL:request@96
MPI_Psend_init 122 536 comm|MPI_Psend_init(buf=%p, partitions=%d, count=%c, %D, %i, %t, %C, %I, request=%p) failed|COMM:comm@48 INFO_OR_NULL:info@49 COMM_PTR:comm@64 INFO_PTR:info@69 COUNT:count@74 DATATYPE:datatype@76 DATATYPE_PTR:datatype@80 COMMITTED:datatype@84 USERBUFFER:buf@89 ARGNONPOS:partitions@92 SEND_RANK:dest@94 SEND_TAG:tag@95 ARGNULL:request@96
MPI_Pready 80 531 world|MPI_Pready(partition=%d, %R) failed|REQUEST:request@43 REQUEST_PTR:request@55 PREADYREQ:request@59 PARTITION:partition@60
MPI_Pready_list 87 532 world|MPI_Pready_list(length=%d, array_of_partitions=%p, %R) failed|REQUEST:request@44 REQUEST_PTR:request@56 PREADYREQ:request@60 ARGNEG:length@61 ARGNULL:array_of_partitions@63 PARTITION:array_of_partitions@65
MPI_Parrived 91 530 world|MPI_Parrived(%R, partition=%d, flag=%p) failed|REQUEST_OR_NULL:request@44 PARRIVEDREQ:request@64 ARGNULL:flag@65 PARTITION:partition@66
MPI_Pready_range 91 533 world|MPI_Pready_range(partition_low=%d, partition_high=%d, %R) failed|REQUEST:request@44 REQUEST_PTR:request@56 PREADYREQ:request@60 PARTITION:partition_low@61 PARTITION:partition_high@62 ERR:partitioninvalid@66
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
MPI_Type_get_attr 85 646 world MPII_Type_get_attr|MPI_Type_get_attr(%D, %K, attribute_val=%p, flag=%p) failed|DATATYPE:datatype@46 DATATYPE_PTR:datatype@58 KEYVAL:type_keyval@62 ARGNULL:attribute_val@63 ARGNULL:flag@64
MPI_Comm_get_attr 85 329 comm MPII_Comm_get_attr|MPI_Comm_get_attr(%C, %K, attribute_val=%p, flag=%p) failed|COMM:comm@46 COMM_PTR:comm@58 KEYVAL:comm_keyval@62 ARGNULL:attribute_val@63 ARGNULL:flag@64
MPI_Comm_set_attr 90 341 comm MPII_Comm_set_attr|MPI_Comm_set_attr(%C, %K, attribute_val=%p) failed|COMM:comm@47 COMM_PTR:comm@60 KEYVAL_PTR:comm_keyval@64 KEYVAL:comm_keyval@68 KEYVAL_PERM:comm_keyval@69
MPI_Type_set_attr 90 662 world MPII_Type_set_attr|MPI_Type_set_attr(%D, %K, attribute_val=%p) failed|DATATYPE:datatype@47 DATATYPE_PTR:datatype@60 KEYVAL_PTR:type_keyval@64 KEYVAL:type_keyval@68 KEYVAL_PERM:type_keyval@69
MPI_Win_get_attr 85 700 win MPII_Win_get_attr|MPI_Win_get_attr(%W, %K, attribute_val=%p, flag=%p) failed|WIN:win@46 WIN_PTR:win@58 KEYVAL:win_keyval@62 ARGNULL:attribute_val@63 ARGNULL:flag@64
MPI_Win_set_attr 89 708 win MPII_Win_set_attr|MPI_Win_set_attr(%W, %K, attribute_val=%p) failed|WIN:win@46 WIN_PTR:win@59 KEYVAL_PTR:win_keyval@63 KEYVAL:win_keyval@67 KEYVAL_PERM:win_keyval@68
MPI_Type_get_contents 94 647 world|MPI_Type_get_contents(%D, max_integers=%d, max_addresses=%d, max_datatypes=%d, array_of_integers=%p, array_of_addresses=%p, array_of_datatypes=%p) failed|DATATYPE:datatype@48 DATATYPE_PTR:datatype@52 ARGNEG:max_integers@57 ARGNEG:max_addresses@58 ARGNEG:max_datatypes@59 ARGNULL:array_of_integers@61 ARGNULL:array_of_addresses@64 ARGNULL:array_of_datatypes@67 ERR:contentspredef@70
MPI_Type_get_envelope 79 649 world|MPI_Type_get_envelope(%D, num_integers=%p, num_addresses=%p, num_datatypes=%p, combiner=%p) failed|DATATYPE:datatype@45 DATATYPE_PTR:datatype@49 ARGNULL:num_integers@54 ARGNULL:num_addresses@55 ARGNULL:num_datatypes@56 ARGNULL:combiner@57
MPI_Type_get_envelope_c 237 650 world|MPI_Type_get_envelope_c(%D, num_integers=%p, num_addresses=%p, num_large_counts=%p, num_datatypes=%p, combiner=%p) failed|DATATYPE:datatype@183 DATATYPE_PTR:datatype@187 ARGNULL:num_integers@192 ARGNULL:num_addresses@193 ARGNULL:num_large_counts@194 ARGNULL:num_datatypes@195 ARGNULL:combiner@196
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
MPI_Info_delete 79 452 world|MPI_Info_delete(%I, key=%s) failed|INFO:info@40 INFO_PTR:info@52 ERR:infokeynull@56 ERR:infokeylong@58 ERR:infokeyempty@59
MPI_Info_free 76 454 world|MPI_Info_free(info=%p) failed|ARGNULL:info@39 INFO:info@40 INFO_PTR:info@52
MPI_Info_get 84 455 world|MPI_Info_get(%I, key=%s, valuelen=%d, value=%p, flag=%p) failed|INFO:info@40 INFO_PTR:info@52 ERR:infokeynull@56 ERR:infokeylong@58 ERR:infokeyempty@59 ARGNEG:valuelen@60 ARGNULL:value@62 ARGNULL:flag@64
MPI_Info_get_nthkey 77 457 world|MPI_Info_get_nthkey(%I, n=%d, key=%p) failed|INFO:info@40 INFO_PTR:info@52 ARGNEG:n@56 ARGNULL:key@57
MPI_Info_set 82 460 world|MPI_Info_set(%I, key=%s, value=%s) failed|INFO:info@40 INFO_PTR:info@52 ERR:infokeynull@56 ERR:infokeylong@58 ERR:infokeyempty@59 ARGNULL:value@60
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
MPI_Put 122 538 win|MPI_Put(origin_addr=%p, origin_count=%d, %D, target_rank=%d, target_disp=%L, target_count=%d, %D, %W) failed|WIN:win@47 WIN_PTR:win@59 COUNT:origin_count@63 DATATYPE:origin_datatype=datatype@64 DATATYPE_PTR:datatype@68 COMMITTED:datatype@72 USERBUFFER:origin_addr@77 SEND_RANK:target_rank@78 DISP:target_disp@80 COUNT:target_count@82 DATATYPE:target_datatype=datatype@83 DATATYPE_PTR:datatype@87 COMMITTED:datatype@91
MPI_Get 122 380 win|MPI_Get(origin_addr=%p, origin_count=%d, %D, target_rank=%d, target_disp=%L, target_count=%d, %D, %W) failed|WIN:win@47 WIN_PTR:win@59 COUNT:origin_count@63 DATATYPE:origin_datatype=datatype@64 DATATYPE_PTR:datatype@68 COMMITTED:datatype@72 USERBUFFER:origin_addr@77 SEND_RANK:target_rank@78 DISP:target_disp@80 COUNT:target_count@82 DATATYPE:target_datatype=datatype@83 DATATYPE_PTR:datatype@87 COMMITTED:datatype@91
MPI_Accumulate 125 260 win|MPI_Accumulate(origin_addr=%p, origin_count=%d, %D, target_rank=%d, target_disp=%L, target_count=%d, %D, %O, %W) failed|WIN:win@49 WIN_PTR:win@61 COUNT:origin_count@65 DATATYPE:origin_datatype=datatype@66 DATATYPE_PTR:datatype@70 COMMITTED:datatype@74 USERBUFFER:origin_addr@79 SEND_RANK:target_rank@80 DISP:target_disp@82 COUNT:target_count@84 DATATYPE:target_datatype=datatype@85 DATATYPE_PTR:datatype@89 COMMITTED:datatype@93 OP_ACC:op@98
MPI_Rput 132 567 win|MPI_Rput(origin_addr=%p, origin_count=%d, %D, target_rank=%d, target_disp=%L, target_count=%d, %D, %W, request=%p) failed|WIN:win@47 WIN_PTR:win@59 COUNT:origin_count@63 DATATYPE:origin_datatype=datatype@64 DATATYPE_PTR:datatype@68 COMMITTED:datatype@72 USERBUFFER:origin_addr@77 SEND_RANK:target_rank@78 DISP:target_disp@80 COUNT:target_count@82 DATATYPE:target_datatype=datatype@83 DATATYPE_PTR:datatype@87 COMMITTED:datatype@91 ARGNULL:request@96 ERR:nomemreq@106
MPI_Rget 132 563 win|MPI_Rget(origin_addr=%p, origin_count=%d, %D, target_rank=%d, target_disp=%L, target_count=%d, %D, %W, request=%p) failed|WIN:win@47 WIN_PTR:win@59 COUNT:origin_count@63 DATATYPE:origin_datatype=datatype@64 DATATYPE_PTR:datatype@68 COMMITTED:datatype@72 USERBUFFER:origin_addr@77 SEND_RANK:target_rank@78 DISP:target_disp@80 COUNT:target_count@82 DATATYPE:target_datatype=datatype@83 DATATYPE_PTR:datatype@87 COMMITTED:datatype@91 ARGNULL:request@96 ERR:nomemreq@106
MPI_Raccumulate 135 541 win|MPI_Raccumulate(origin_addr=%p, origin_count=%d, %D, target_rank=%d, target_disp=%L, target_count=%d, %D, %O, %W, request=%p) failed|WIN:win@49 WIN_PTR:win@61 COUNT:origin_count@65 DATATYPE:origin_datatype=datatype@66 DATATYPE_PTR:datatype@70 COMMITTED:datatype@74 USERBUFFER:origin_addr@79 SEND_RANK:target_rank@80 DISP:target_disp@82 COUNT:target_count@84 DATATYPE:target_datatype=datatype@85 DATATYPE_PTR:datatype@89 COMMITTED:datatype@93 OP_ACC:op@98 ARGNULL:request@99 ERR:nomemreq@109
MPI_Rget_accumulate 156 564 win|MPI_Rget_accumulate(origin_addr=%p, origin_count=%d, %D, result_addr=%p, result_count=%d, %D, target_rank=%d, target_disp=%L, target_count=%d, %D, %O, %W, request=%p) failed|WIN:win@52 WIN_PTR:win@64 COUNT:origin_count@69 DATATYPE:origin_datatype=datatype@70 DATATYPE_PTR:datatype@74 COMMITTED:datatype@78 USERBUFFER:origin_addr@83 COUNT:result_count@85 DATATYPE:result_datatype=datatype@86 DATATYPE_PTR:datatype@90 COMMITTED:datatype@94 USERBUFFER:result_addr@99 SEND_RANK:target_rank@100 DISP:target_disp@102 COUNT:target_count@104 DATATYPE:target_datatype=datatype@105 DATATYPE_PTR:datatype@109 COMMITTED:datatype@113 OP_GACC:op@118 ARGNULL:request@119 ERR:nomemreq@129
MPI_Get_accumulate 145 381 win|MPI_Get_accumulate(origin_addr=%p, origin_count=%d, %D, result_addr=%p, result_count=%d, %D, target_rank=%d, target_disp=%L, target_count=%d, %D, %O, %W) failed|WIN:win@51 WIN_PTR:win@63 COUNT:origin_count@68 DATATYPE:origin_datatype=datatype@69 DATATYPE_PTR:datatype@73 COMMITTED:datatype@77 USERBUFFER:origin_addr@82 COUNT:result_count@84 DATATYPE:result_datatype=datatype@85 DATATYPE_PTR:datatype@89 COMMITTED:datatype@93 USERBUFFER:result_addr@98 SEND_RANK:target_rank@99 DISP:target_disp@101 COUNT:target_count@103 DATATYPE:target_datatype=datatype@104 DATATYPE_PTR:datatype@108 COMMITTED:datatype@112 OP_GACC:op@117
MPI_Fetch_and_op 118 364 win|MPI_Fetch_and_op(origin_addr=%p, result_addr=%p, %D, target_rank=%d, target_disp=%L, %O, %W) failed|WIN:win@46 WIN_PTR:win@58 DATATYPE:datatype@62 DATATYPE_PTR:datatype@66 COMMITTED:datatype@70 SEND_RANK:target_rank@75 DISP:target_disp@77 OP_GACC:op@79 ARGNULL:origin_addr@83 ARGNULL:result_addr@85 ERR:typenotpredefined@87 ERR:opnotpredefined@90
MPI_Compare_and_swap 100 351 win|MPI_Compare_and_swap(origin_addr=%p, compare_addr=%p, result_addr=%p, %D, target_rank=%d, target_disp=%L, %W) failed|WIN:win@47 WIN_PTR:win@59 ARGNULL:origin_addr@63 ARGNULL:compare_addr@64 ARGNULL:result_addr@65 SEND_RANK:target_rank@66 DISP:target_disp@68 DATATYPE:datatype@70 TYPE_RMA_ATOMIC:datatype@73
MPI_Win_allocate_shared 105 681 comm|MPI_Win_allocate_shared(size=%L, disp_unit=%d, %I, %C, baseptr=%p, win=%p) failed|INFO_OR_NULL:info@47 COMM:comm@48 INFO_PTR:info@64 COMM_PTR:comm@69 WIN_SIZE:size@73 WIN_DISPUNIT:disp_unit@74 ARGNULL:baseptr@75 ARGNULL:win@76
MPI_Win_create_dynamic 100 688 comm|MPI_Win_create_dynamic(%I, %C, win=%p) failed|INFO_OR_NULL:info@45 COMM:comm@46 INFO_PTR:info@62 COMM_PTR:comm@67 ARGNULL:win@71
MPI_Win_attach 87 683 win|MPI_Win_attach(%W, base=%p, size=%L) failed|ARGNULL:base@61
MPI_Win_complete 79 685 win|MPI_Win_complete(%W) failed|WIN:win@43 WIN_PTR:win@55
MPI_Win_detach 84 692 win|MPI_Win_detach(%W, base=%p) failed|ARGNULL:base@60
MPI_Win_fence 83 693 win|MPI_Win_fence(%A, %W) failed|WIN:win@43 WIN_PTR:win@55 ERR:assert@60
MPI_Win_flush 85 694 win|MPI_Win_flush(rank=%d, %W) failed|WIN:win@43 WIN_PTR:win@55 SEND_RANK:rank@59
MPI_Win_flush_all 79 695 win|MPI_Win_flush_all(%W) failed|WIN:win@43 WIN_PTR:win@55
MPI_Win_flush_local 86 696 win|MPI_Win_flush_local(rank=%d, %W) failed|WIN:win@44 WIN_PTR:win@56 SEND_RANK:rank@60
MPI_Win_flush_local_all 80 697 win|MPI_Win_flush_local_all(%W) failed|WIN:win@44 WIN_PTR:win@56
MPI_Win_free 99 698 win|MPI_Win_free(win=%p) failed|ARGNULL:win@43 WIN:win@44 WIN_PTR:win@56
MPI_Win_lock 94 705 win|MPI_Win_lock(lock_type=%d, rank=%d, %A, %W) failed|WIN:win@44 WIN_PTR:win@56 SEND_RANK:rank@60 ERR:assert@62 ERR:locktype@66
MPI_Win_lock_all 83 706 win|MPI_Win_lock_all(%A, %W) failed|WIN:win@43 WIN_PTR:win@55 ERR:assert@60
MPI_Win_shared_query 86 712 win|MPI_Win_shared_query(%W, rank=%d, size=%p, disp_unit=%p, baseptr=%p) failed|RANK:rank@62 ARGNULL:size@63 ARGNULL:disp_unit@64 ARGNULL:baseptr@65
MPI_Win_start 91 714 win|MPI_Win_start(%G, %A, %W) failed|GROUP:group@45 WIN:win@46 GROUP_PTR:group@59 WIN_PTR:win@63 ERR:assert@68
MPI_Win_post 91 707 win|MPI_Win_post(%G, %A, %W) failed|GROUP:group@45 WIN:win@46 GROUP_PTR:group@59 WIN_PTR:win@63 ERR:assert@68
MPI_Win_sync 79 715 win|MPI_Win_sync(%W) failed|WIN:win@43 WIN_PTR:win@55
MPI_Win_test 80 716 win|MPI_Win_test(%W, flag=%p) failed|WIN:win@43 WIN_PTR:win@55 ARGNULL:flag@59
MPI_Win_unlock 85 717 win|MPI_Win_unlock(rank=%d, %W) failed|WIN:win@43 WIN_PTR:win@55 SEND_RANK:rank@59
MPI_Win_unlock_all 79 718 win|MPI_Win_unlock_all(%W) failed|WIN:win@43 WIN_PTR:win@55
MPI_Win_wait 79 719 win|MPI_Win_wait(%W) failed|WIN:win@43 WIN_PTR:win@55
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
MPI_Info_create 62 450 world|MPI_Info_create(info=%p) failed|ARGNULL:info@38
MPI_Info_create_env 64 451 world|MPI_Info_create_env(argc=%p, argv=%p, info=%p) failed|ARGNULL:info@39
MPI_Info_dup 80 453 world|MPI_Info_dup(%I, newinfo=%p) failed|INFO:info@39 INFO_PTR:info@51 ARGNULL:newinfo@55
MPI_Info_get_nkeys 76 456 world|MPI_Info_get_nkeys(%I, nkeys=%p) failed|INFO:info@40 INFO_PTR:info@52 ARGNULL:nkeys@56
MPI_Info_get_string 84 458 world|MPI_Info_get_string(%I, key=%s, buflen=%p, value=%p, flag=%p) failed|INFO:info@41 INFO_PTR:info@53 ERR:infokeynull@57 ERR:infokeylong@59 ERR:infokeyempty@60 ARGNULL:buflen@61 ARGNULL:value@63 ARGNULL:flag@64
MPI_Info_get_valuelen 81 459 world|MPI_Info_get_valuelen(%I, key=%s, valuelen=%p, flag=%p) failed|INFO:info@40 INFO_PTR:info@52 ERR:infokeynull@56 ERR:infokeylong@58 ERR:infokeyempty@59 ARGNULL:valuelen@60 ARGNULL:flag@61
MPI_Win_create 106 686 comm|MPI_Win_create(base=%p, size=%L, disp_unit=%d, %I, %C, win=%p) failed|INFO_OR_NULL:info@46 COMM:comm@47 INFO_PTR:info@63 COMM_PTR:comm@68 ARGNULL:base@73 WIN_SIZE:size@75 WIN_DISPUNIT:disp_unit@76 ARGNULL:win@77
MPI_Win_allocate 104 679 comm|MPI_Win_allocate(size=%L, disp_unit=%d, %I, %C, baseptr=%p, win=%p) failed|INFO_OR_NULL:info@46 COMM:comm@47 INFO_PTR:info@63 COMM_PTR:comm@68 WIN_SIZE:size@72 WIN_DISPUNIT:disp_unit@73 ARGNULL:baseptr@74 ARGNULL:win@75
MPI_Alloc_mem 95 273 world|MPI_Alloc_mem(size=%L, %I, baseptr=%p) failed|INFO_OR_NULL:info@44 INFO_PTR:info@59 ARGNEG:size@64 ARGNULL:baseptr@65
MPI_Win_get_name 82 704 win|MPI_Win_get_name(%W, win_name=%p, resultlen=%p) failed|WIN:win@44 WIN_PTR:win@56 ARGNULL:win_name@61 ARGNULL:resultlen@63
MPI_Win_set_name 78 711 win|MPI_Win_set_name(%W, win_name=%s) failed|WIN:win@44 WIN_PTR:win@56 ARGNULL:win_name@60
MPI_Win_get_info 86 703 win|MPI_Win_get_info(%W, info_used=%p) failed|WIN:win@44 WIN_PTR:win@56 ARGNULL:info_used@60
MPI_Win_set_info 87 710 win|MPI_Win_set_info(%W, %I) failed|WIN:win@45 INFO:info@46 WIN_PTR:win@59 INFO_PTR:info@63
MPI_Win_get_group 83 702 win|MPI_Win_get_group(%W, group=%p) failed|WIN:win@44 WIN_PTR:win@56 ARGNULL:group@60
`;
