/**
 * Raising MPI errors and handing them to error handlers (MPICH's errhan/ and MPIR_Err_*):
 * codes in the process's error ring, MPI_ERRORS_RETURN, user handlers (called back in C),
 * MPI_ERRORS_ARE_FATAL's abort; and the communicator argument check every chapter shares.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { ERR, errorClassName } from '../errclass';
import type { Comm, ProcState } from '../state';
import { ErrorRing, argConversions, formatFatalCode, fatalExitStatus, mpiBinding, errorClassOf, type MpiCheck, type MpiArgValue } from '../errors';
import { BLOCK, type Result } from '../core/process';
import type { TableDatatypes } from '../datatype/typerep/typeops';
import type { MpiCore } from '../core/dispatch';

export class ErrHandling {
  constructor(readonly rt: MpiCore) {}
  /**
   * Creates an MPI error code in the process's error ring, as MPICH does: with the exact MPICH
   * check when one is given, else a stack frame with mpisim's own message.
   */
  raiseCode(r: RankProcess, fname: string, cls: number, detail: string, check?: MpiCheck, args?: unknown[]): number {
    const ring = this.ring(r);
    // A large-count binding running its int form prints the program's arguments (its own frame's:
    // the int call may have others, arrays converted or left NULL), as internal_X_c does.
    const lc = args ? ring.bindingName(fname) : fname;
    const own = lc !== fname ? this.rt.callArgs(r, lc) : undefined;
    // Its own arguments are the frame's raw values: a string (%s, MPI_Pack_external_c's datarep) is read from its pointer.
    const argv = (own ? own.map((x, k) => (argConversions(lc)[k] === 's' ? (x ? r.m.cstring(x as number) : null) : x)) : args || []) as MpiArgValue[];
    // MPICH's "MPI_X(args...) failed" frame needs the call's arguments; without them, one plain frame.
    if (mpiBinding(fname) && args) {
      const opts = this.formatOpts(r);
      try {
        return check ? ring.raise(fname, check, argv, opts) : ring.raiseStack(fname, cls, [{ location: 'mpisim', message: detail }], argv, opts);
      } catch { /* fall through to a plain frame */ }
    }
    return ring.create({ lastcode: H.MPI_SUCCESS, errorClass: cls, genericIndex: 0, location: fname, message: detail });
  }
  /**
   * The process's error ring, told which large-count binding (MPI_Gather_c) the program called if
   * its C wrapper (lib/large_count*.c) runs the int form now: MPICH's internal_Gather_c makes
   * the checks itself, so the error names it, at its lines. The entry point is the outermost of
   * the library frames on top of the stack, found when an error is raised (never on a call).
   */
  ring(r: RankProcess): ErrorRing {
    const ring = this.rt.proc(r).ring as ErrorRing;
    let entry: string | undefined;
    for (let k = r.frames.length - 1; k >= 0; k--) {
      const f = r.prog.funcs[r.frames[k].fn];
      if (!f.library) break;
      entry = f.name;
    }
    ring.largeCount = entry;
    return ring;
  }
  /** How a process's handles print in an error stack: a derived datatype as its combiner, "dtype=USER<vector>". */
  formatOpts(r: RankProcess): { datatypeCombiner: (h: number) => string | undefined } {
    const table = (this.rt.proc(r).dt as TableDatatypes).table;
    return { datatypeCombiner: (h: number) => /^dtype=USER<([a-z_]+)>$/.exec(table.errorName(h))?.[1] };
  }
  /** Hands an error code to the communicator's error handler: return it, call the user's, or abort as MPICH does. */
  handle(r: RankProcess, commHandle: number, fname: string, code: number, returns = code): Result {
    const p = this.rt.proc(r);
    const c = p.comms.get(commHandle | 0);
    // MPIR_Err_return_comm: a communicator whose handler was never set (0: MPICH's NULL, as
    // MPI_COMM_SELF's and those made from it) takes MPI_COMM_WORLD's, and that one's default is fatal.
    const handler = (c?.errhandler || p.comms.get(H.COMM_WORLD)?.errhandler) || H.ERRORS_ARE_FATAL;
    return this.handleWith(r, handler, c ? c.handle : H.COMM_WORLD, fname, code, 'comm', returns);
  }
  /**
   * The error handler `handler` of the object `obj` (a communicator or a window) takes the error;
   * the call then returns `returns` (MPI_X_call_errhandler: MPI_SUCCESS, MPICH's call_errhandler).
   */
  handleWith(r: RankProcess, handler: number, obj: number, fname: string, code: number, objKind: 'comm' | 'win' = 'comm', returns = code): Result {
    const p = this.rt.proc(r);
    if (handler === H.ERRORS_RETURN) { p.errorsReturned++; return returns; }
    const user = p.errhandlers.get(handler | 0);
    if (user) {
      // The handler is C: it gets (MPI_Comm * or MPI_Win *, int *), then the MPI call returns the code.
      const cell = r.m.malloc(8);
      r.m.st32(cell, obj);
      r.m.st32(cell + 4, code);
      r.callBack(user.fn, [cell, cell + 4], 'ii', returns, r.site);
      return BLOCK;
    }
    // MPICH names the communicator in "(rank R in comm C)"; an error on a window names none.
    const text = formatFatalCode(this.ring(r), fname, code, r.rank, objKind === 'win' ? null : { rank: r.rank, contextId: 0 });
    this.rt.world.write(r.rank, 2, text);
    const where = this.rt.userPos(r);
    this.rt.world.abort(r.rank, fatalExitStatus(code), `Fatal error in ${fname}: ${errorClassName(errorClassOf(code))}${where ? ` at ${where.file}:${where.line}:${where.col}` : ''}`);
    return BLOCK;
  }
  /** An MPIR_Assert of MPICH's that fails: its message, then MPICH's abort ("Internal error", exit 1). */
  assertFail(r: RankProcess, file: string, line: number, expr: string): Result {
    this.rt.world.write(r.rank, 2, `Assertion failed in file ${file} at line ${line}: ${expr}\nAbort(1) on node ${r.rank}: Internal error\n`);
    const where = this.rt.userPos(r);
    this.rt.world.abort(r.rank, 1, `MPICH 4.0.2's assertion ${expr} fails (${file}:${line})${where ? ` at ${where.file}:${where.line}:${where.col}` : ''}`);
    return BLOCK;
  }
  error(r: RankProcess, commHandle: number, fname: string, cls: number, detail: string, check?: MpiCheck, args?: unknown[]): Result {
    return this.handle(r, commHandle, fname, this.raiseCode(r, fname, cls, detail, check, args));
  }
  fatal(r: RankProcess, commHandle: number, fname: string, cls: number, detail: string): void {
    const p = this.rt.proc(r);
    const code = this.raiseCode(r, fname, cls, detail);
    const c = p.comms.get(commHandle | 0);
    if (c) c.errhandler = H.ERRORS_ARE_FATAL;
    this.handle(r, commHandle, fname, code);
  }
  checkComm(r: RankProcess, fname: string, h: number, args?: unknown[]): Comm | undefined {
    const p = this.rt.proc(r);
    const c = this.rt.comm(p, h);
    if (!c) {
      this.lastCheckResult = this.error(r, H.COMM_WORLD, fname, ERR.COMM, (h | 0) === H.COMM_NULL ? 'Null communicator' : 'Invalid communicator', this.badCommCheck(p, h), args);
      return undefined;
    }
    return c;
  }
  /** Which of MPICH's checks a handle that names no communicator fails: null, freed object, or not a handle. */
  badCommCheck(p: ProcState, h: number): MpiCheck {
    if ((h | 0) === H.COMM_NULL) return { kind: 'commnull' };
    const freed = p.comms.has(h | 0) || this.rt.freedComms.some((x) => x.handle === (h | 0));
    return freed ? { kind: 'commfreed' } : { kind: 'comm' };
  }
  /** What the error handler said for the last failed checkComm (BLOCK when fatal). */
  lastCheckResult: Result = BLOCK;
}
