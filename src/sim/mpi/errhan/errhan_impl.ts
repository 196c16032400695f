/**
 * The error-handling functions of the API: communicator error handlers, user error classes,
 * codes and strings, MPI_Error_class and MPI_Error_string.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { ErrorRing, errorClassOf } from '../errors';
import { BLOCK, type Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from './errhan';

export class ErrhanImpl {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling) {}
  MPI_Comm_set_errhandler(r: RankProcess, a: unknown[]): Result {
    const c = this.err.checkComm(r, 'MPI_Comm_set_errhandler', a[0] as number);
    if (!c) return BLOCK;
    c.errhandler = a[1] as number;
    return 0;
  }
  MPI_Comm_get_errhandler(r: RankProcess, a: unknown[]): Result {
    const c = this.err.checkComm(r, 'MPI_Comm_get_errhandler', a[0] as number);
    if (!c) return BLOCK;
    r.m.st32(a[1] as number, c.errhandler);
    return 0;
  }
  MPI_Comm_create_errhandler(r: RankProcess, a: unknown[]): Result {
    const [fn, out] = a as number[];
    const p = this.rt.proc(r);
    const h = (H.HANDLE_DIRECT_ERRHANDLER + p.nextErrhandler++) | 0;
    p.errhandlers.set(h, { fn });
    r.m.st32(out, h);
    return 0;
  }
  MPI_Comm_call_errhandler(r: RankProcess, a: unknown[]): Result {
    const [h, code] = a as number[];
    const res = this.err.handle(r, h, 'MPI_Comm_call_errhandler', code);
    // With MPI_ERRORS_RETURN the call itself succeeds (MPI-3 §8.3.1).
    return res === code ? 0 : res;
  }
  /** User-defined error classes and codes (dynamic: bit 30, as MPICH's), with their strings. */
  private userErrors = { nextClass: 0x40000000 | 92, strings: new Map<number, string>() };
  MPI_Add_error_class(r: RankProcess, a: unknown[]): Result {
    const cls = this.userErrors.nextClass++;
    r.m.st32(a[0] as number, cls);
    return 0;
  }
  MPI_Add_error_code(r: RankProcess, a: unknown[]): Result {
    const [cls, out] = a as number[];
    const code = (cls | 0x40000000) + 0x100 * (1 + this.userErrors.strings.size);
    r.m.st32(out, code);
    return 0;
  }
  MPI_Add_error_string(r: RankProcess, a: unknown[]): Result {
    this.userErrors.strings.set((a[0] as number) | 0, r.m.cstring(a[1] as number));
    return 0;
  }
  MPI_Errhandler_free(r: RankProcess, a: unknown[]): Result { r.m.st32(a[0] as number, H.ERRHANDLER_NULL); return 0; }
  MPI_Error_class(r: RankProcess, a: unknown[]): Result {
    const code = a[0] as number;
    r.m.st32(a[1] as number, code & 0x40000000 ? code & 0x400000ff : errorClassOf(code));
    return 0;
  }
  MPI_Error_string(r: RankProcess, a: unknown[]): Result {
    const code = (a[0] as number) | 0;
    const text = this.userErrors.strings.get(code) ?? (this.rt.proc(r).ring as ErrorRing).errorString(code);
    r.m.writeBytes(a[1] as number, text + '\0');
    r.m.st32(a[2] as number, text.length);
    return 0;
  }
  MPIR_Err_return_comm(r: RankProcess, a: unknown[]): Result {
    const [h, fnamePtr, err] = a as number[];
    if (err === 0) return 0;
    return this.err.handle(r, h, r.m.cstring(fnamePtr), err);
  }
  __mpisim_error(r: RankProcess, a: unknown[]): Result {
    const [h, fnamePtr, cls, msgPtr] = a as number[];
    return this.err.error(r, h, r.m.cstring(fnamePtr), cls, r.m.cstring(msgPtr));
  }
}
