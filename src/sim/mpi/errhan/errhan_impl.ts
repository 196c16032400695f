/**
 * The error-handling functions of the API: communicator error handlers, user error classes,
 * codes and strings, MPI_Error_class and MPI_Error_string.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { ErrorRing, chainFrames, errorClassOf } from '../errors';
import { ERR } from '../errclass';
import { BLOCK, type Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from './errhan';
import type { ErrhandlerKind } from '../state';

export class ErrhanImpl {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling) {}
  MPI_Comm_set_errhandler(r: RankProcess, a: unknown[]): Result {
    const c = this.err.checkComm(r, 'MPI_Comm_set_errhandler', a[0] as number);
    if (!c) return this.err.lastCheckResult;
    c.errhandler = this.retain(r, a[1] as number, c.errhandler);
    return 0;
  }
  MPI_Comm_get_errhandler(r: RankProcess, a: unknown[]): Result {
    const c = this.err.checkComm(r, 'MPI_Comm_get_errhandler', a[0] as number);
    if (!c) return this.err.lastCheckResult;
    // MPIR_Comm_get_errhandler_impl: a handler never set reads as MPI_ERRORS_ARE_FATAL.
    r.m.st32(a[1] as number, c.errhandler || H.ERRORS_ARE_FATAL);
    return 0;
  }
  MPI_Comm_create_errhandler(r: RankProcess, a: unknown[], kind: ErrhandlerKind = 'comm'): Result {
    const [fn, out] = a as number[];
    const p = this.rt.proc(r);
    const h = (H.HANDLE_DIRECT_ERRHANDLER + p.nextErrhandler++) | 0;
    p.errhandlers.set(h, { fn, kind, refs: 1 });
    r.m.st32(out, h);
    return 0;
  }
  MPI_Comm_call_errhandler(r: RankProcess, a: unknown[]): Result {
    const [h, code] = a as number[];
    // With MPI_ERRORS_RETURN, or after a user's handler, the call itself succeeds (MPICH's call_errhandler).
    return this.err.handle(r, h, 'MPI_Comm_call_errhandler', code, 0);
  }
  /**
   * User-defined error classes and codes, per process as MPICH's: classes 0x40000001 on, codes
   * class | n << 8 with n counting every code the process added, strings by value; the
   * MPI_LASTUSEDCODE attribute follows the classes (measured on MPICH 4.0.2).
   */
  private userErrors = new Map<number, { nextClass: number; nextCode: number; lastUsed: number; known: Set<number>; strings: Map<number, string>; freeClasses: number[]; freeCodes: number[] }>();
  private dynamic(r: RankProcess) {
    let u = this.userErrors.get(r.rank);
    if (!u) this.userErrors.set(r.rank, (u = { nextClass: 1, nextCode: 1, lastUsed: 0x3fffffff, known: new Set(), strings: new Map(), freeClasses: [], freeCodes: [] }));
    return u;
  }
  // Deleted classes and codes are reused first, oldest deletion first (dynerrutil.c's free lists).
  MPI_Add_error_class(r: RankProcess, a: unknown[]): Result {
    const u = this.dynamic(r);
    const cls = (0x40000000 | (u.freeClasses.shift() ?? u.nextClass++)) | 0;
    u.known.add(cls);
    u.lastUsed = Math.max(u.lastUsed, cls);
    r.m.st32(a[0] as number, cls);
    return 0;
  }
  MPI_Add_error_code(r: RankProcess, a: unknown[]): Result {
    const [cls, out] = a as number[];
    const u = this.dynamic(r);
    // class | index << 8, as MPICH: a code of a predefined class has no dynamic bit.
    const code = (cls | ((u.freeCodes.shift() ?? u.nextCode++) << 8)) | 0;
    u.known.add(code);
    r.m.st32(out, code);
    return 0;
  }
  /** MPI 4.1's MPI_Delete_error_class, MPICH 4.0.2's MPIX_ (MPIR_Delete_error_class_impl). */
  MPIX_Delete_error_class(r: RankProcess, a: unknown[]): Result {
    // MPICH looks the class up by its index alone: MPI_ERR_TYPE (3) deletes the added class 3.
    const cls = (0x40000000 | (a[0] as number)) | 0, u = this.dynamic(r);
    if ((cls & 0x7ff00) || !u.known.delete(cls)) return this.err.error(r, H.COMM_WORLD, 'MPIX_Delete_error_class', ERR.OTHER, 'Predefined error class cannot be deleted', undefined, a);
    u.freeClasses.push(cls & 0xff);
    u.strings.delete(cls);
    return 0;
  }
  MPIX_Delete_error_code(r: RankProcess, a: unknown[]): Result {
    // Found by the code's index alone, whatever class bits come with it (as MPICH's).
    const idx = ((a[0] as number) & 0x7ff00) >> 8, u = this.dynamic(r);
    const code = [...u.known].find((k) => ((k & 0x7ff00) >> 8) === idx && idx !== 0);
    if (code === undefined || !u.known.delete(code)) return this.err.error(r, H.COMM_WORLD, 'MPIX_Delete_error_code', ERR.OTHER, 'Predefined error code cannot be deleted', undefined, a);
    u.freeCodes.push(idx);
    u.strings.delete(code);
    return 0;
  }
  MPIX_Delete_error_string(r: RankProcess, a: unknown[]): Result {
    const code = (a[0] as number) | 0, u = this.dynamic(r);
    if (!u.known.has(code)) return this.err.error(r, H.COMM_WORLD, 'MPIX_Delete_error_string', ERR.OTHER, 'Error code or class not found', undefined, a);
    u.strings.delete(code);
    return 0;
  }
  MPI_Add_error_string(r: RankProcess, a: unknown[]): Result {
    this.dynamic(r).strings.set((a[0] as number) | 0, r.m.cstring(a[1] as number));
    return 0;
  }
  /** The MPI_LASTUSEDCODE attribute's value (../lib/attr.c). */
  __mpisim_lastusedcode(r: RankProcess): Result { return this.dynamic(r).lastUsed; }
  MPI_Errhandler_free(r: RankProcess, a: unknown[]): Result {
    const e = this.rt.proc(r).errhandlers.get(r.m.i32(a[0] as number) | 0);
    // MPIR_Errhandler_free_impl asserts the reference count stays >= 0: a handler freed more often
    // than it was made and set ends MPICH's process ("Internal error", exit 1).
    if (e && --e.refs < 0) return this.err.assertFail(r, 'src/mpi/errhan/errhan_impl.c', 504, '(((errhan_ptr)))->ref_count >= 0');
    r.m.st32(a[0] as number, H.ERRHANDLER_NULL);
    return 0;
  }
  /** An object's error handler replaced by `next` (MPIR_Comm_set_errhandler_impl): the new one gains a reference, the old one loses its. */
  retain(r: RankProcess, next: number, prev: number): number {
    const hs = this.rt.proc(r).errhandlers, n = hs.get(next | 0), o = hs.get(prev | 0);
    if (n) n.refs++;
    if (o) o.refs--;
    return next;
  }
  /**
   * MPI_Win_set_errhandler's, MPI_Session_set_errhandler's and MPI_File_set_errhandler's check
   * that a user's handler was made for their kind of object (`!HANDLE_IS_BUILTIN(errhandler) &&
   * errhandler_ptr->kind != MPIR_WIN`): 0, or the error. A freed handler's pool object keeps its
   * kind, so it is checked as it was made. The error code, for the object's handler, or undefined.
   */
  errhandlerKind(r: RankProcess, handler: number, kind: ErrhandlerKind, fname: string, args: unknown[]): number | undefined {
    const made = this.rt.proc(r).errhandlers.get(handler | 0)?.kind;
    if (made === undefined || made === kind) return undefined;
    const check = { kind: kind === 'win' ? 'errhandnotwin' : kind === 'session' ? 'errhandnotsession' : 'errhandnotfile' } as const;
    return this.err.raiseCode(r, fname, ERR.ARG, `Error handler is not a ${kind} error handler`, check, args);
  }
  /** MPI_File_create_errhandler's handle (../lib/io.c): from the pool of the others, as MPICH's. */
  __mpisim_file_errhandler_create(r: RankProcess, a: unknown[]): Result { return this.MPI_Comm_create_errhandler(r, a, 'file'); }
  /** The function of a file error handler, or 0 for a handle that names none. */
  __mpisim_file_errhandler_fn(r: RankProcess, a: unknown[]): Result {
    const e = this.rt.proc(r).errhandlers.get((a[0] as number) | 0);
    return e?.kind === 'file' ? e.fn : 0;
  }
  /** MPI_File_set_errhandler's (the C library's) kind check; MPICH's binding gives its error to MPI_COMM_WORLD's handler. */
  __mpisim_file_errhandler_check(r: RankProcess, a: unknown[]): Result {
    const code = this.errhandlerKind(r, a[0] as number, 'file', 'MPI_File_set_errhandler', this.rt.callArgs(r, 'MPI_File_set_errhandler') ?? [0, a[0]]);
    return code === undefined ? 0 : this.err.handle(r, H.COMM_WORLD, 'MPI_File_set_errhandler', code);
  }
  MPI_Error_class(r: RankProcess, a: unknown[]): Result {
    const code = a[0] as number;
    r.m.st32(a[1] as number, code & 0x40000000 ? code & 0x400000ff : errorClassOf(code));
    return 0;
  }
  MPI_Error_string(r: RankProcess, a: unknown[]): Result {
    const code = (a[0] as number) | 0;
    const u = this.dynamic(r);
    // A class or code the program added has its string, or none ("").
    const text = u.strings.get(code) ?? (u.known.has(code) ? '' : (this.rt.proc(r).ring as ErrorRing).errorString(code));
    r.m.writeBytes(a[1] as number, text + '\0');
    r.m.st32(a[2] as number, text.length);
    return 0;
  }
  MPIR_Err_return_comm(r: RankProcess, a: unknown[]): Result {
    const [h, fnamePtr, err] = a as number[];
    if (err === 0) return 0;
    return this.err.handle(r, h, r.m.cstring(fnamePtr), err);
  }
  /**
   * An error code of one frame at `location` with `message`, in the process's error ring, for the
   * C library's chapters that make their codes as ROMIO does (MPIO_Err_create_code).
   */
  __mpisim_error_code(r: RankProcess, a: unknown[]): Result {
    const [cls, locationPtr, msgPtr] = a as number[];
    return chainFrames(this.err.ring(r), cls, [{ location: r.m.cstring(locationPtr), message: r.m.cstring(msgPtr) }]);
  }
  /** (first, cls, location, message): __mpisim_error_code's frame on top of the code `first`. */
  __mpisim_error_code_on(r: RankProcess, a: unknown[]): Result {
    const [first, cls, locationPtr, msgPtr] = a as number[];
    return chainFrames(this.err.ring(r), cls, [{ location: r.m.cstring(locationPtr), message: r.m.cstring(msgPtr) }], first);
  }
  __mpisim_error(r: RankProcess, a: unknown[]): Result {
    const [h, fnamePtr, cls, msgPtr] = a as number[];
    const fname = r.m.cstring(fnamePtr), msg = r.m.cstring(msgPtr);
    // A NULL pointer the C library finds is its binding's ARGNULL check: MPICH's frame, with the call's arguments.
    const arg = /^Null pointer in parameter (\w+)$/.exec(msg)?.[1], neg = /^Negative count, value is (-\d+)$/.exec(msg)?.[1];
    const args = arg || neg ? this.rt.callArgs(r, fname) : undefined;
    const check = arg ? { kind: 'nullptr' as const, arg } : neg ? { kind: 'countneg' as const, value: Number(neg) } : undefined;
    return this.err.error(r, h, fname, cls, msg, args ? check : undefined, args);
  }
}
