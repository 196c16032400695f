import { mpiBinding, requireBinding } from './bindings';
import { type MpiCheck, type StackEntry, describeCheck } from './checks';
import { MPI_ERR_NOT_SAME, MPI_ERR_OTHER, MPI_ERR_ROOT, MPI_ERR_TRUNCATE, MPI_MAX_ERROR_STRING, MPI_SUCCESS, errorClassText, fatalExitStatus } from './errcodes';
import { type FormatOptions, type MpiArgValue, formatMpiMessage, formatMpiValue, formatTag, withoutPads } from './format';
import { ErrorRing, chainFrames, cTrunc } from './ring';

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
    outer = formatMpiMessage(b.format, e.args, e.formatOptions);
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
  const fcname = mpiBinding(ring.bindingName(fname))?.fcname ?? fname;
  // MPIR_Handle_fatal_error: "Fatal error in %s: " + MPIR_Err_get_string(code, 4096 - len).
  const head = `Fatal error in ${fcname}: `;
  // Cut where a real process's is: addresses at their width there (format.ts ADDRESS_PAD).
  const msg = cTrunc(head + ring.fullString(code, true), 4096);
  return withoutPads(cTrunc(abortPrefix(code, worldRank, comm) + msg + '\n', ABORT_BUFFER));
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
