/**
 * The sessions model (MPI-4.0 chapter 11), as the standard gives it (MPICH 4.0.2's
 * MPI_Session_init crashes where it is measured): a session opens MPI without MPI_Init; its
 * process sets are mpi://WORLD and mpi://SELF; communicators come from their groups
 * (MPI_Comm_create_from_group, ../lib/session.c). Handles are MPICH's direct session handles.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { ERR } from '../errclass';
import { argConversions, mpiBinding } from '../errors';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { ErrhanImpl } from '../errhan/errhan_impl';
import type { InfoImpl } from '../info/info_impl';

const SESSION_DIRECT = 0xb8000000;
const SESSION_NULL = 0x38000000;
const PSETS = ['mpi://WORLD', 'mpi://SELF'];

interface Session { errhandler: number }

export class Sessions {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling, readonly errhan: ErrhanImpl, readonly infos: InfoImpl) {}
  private open = new Map<string, Session>();
  private next = new Map<number, number>();
  private key(r: RankProcess, h: number): string { return `${r.rank}:${h | 0}`; }
  /** The session a call names, or MPICH's MPI_ERR_SESSION through the world's handler. */
  private session(r: RankProcess, h: number, fname: string, a: unknown[]): Session | Result {
    const s = this.open.get(this.key(r, h));
    if (s) return s;
    // MPIR_Session_valid_ptr: MPICH's binding gives every handle that names no session as a null pointer.
    // The binding's message prints its strings (%s: pset_name) from their pointers.
    const conv = mpiBinding(fname) ? argConversions(fname) : [];
    const printed = a.map((x, k) => (conv[k] === 's' && x ? r.m.cstring(x as number) : x));
    return this.err.error(r, H.COMM_WORLD, fname, ERR.SESSION, 'Null Session pointer', { kind: 'sessionptr' }, printed);
  }
  private isSession(s: Session | Result): s is Session { return typeof s === 'object'; }
  MPI_Session_init(r: RankProcess, a: unknown[]): Result {
    const [, errhandler, out] = a as number[];
    const p = this.rt.proc(r);
    const n = this.next.get(r.rank) ?? 0;
    this.next.set(r.rank, n + 1);
    const h = (SESSION_DIRECT + n) | 0;
    this.open.set(this.key(r, h), { errhandler });
    p.sessions = (p.sessions ?? 0) + 1;
    r.m.st32(out, h);
    return 0;
  }
  MPI_Session_finalize(r: RankProcess, a: unknown[]): Result {
    const h = r.m.i32(a[0] as number);
    const s = this.session(r, h, 'MPI_Session_finalize', a);
    if (!this.isSession(s)) return s;
    this.open.delete(this.key(r, h));
    const p = this.rt.proc(r);
    p.sessions = (p.sessions ?? 1) - 1;
    r.m.st32(a[0] as number, SESSION_NULL);
    return 0;
  }
  MPI_Session_get_num_psets(r: RankProcess, a: unknown[]): Result {
    const [h, , out] = a as number[];
    const s = this.session(r, h, 'MPI_Session_get_num_psets', a);
    if (!this.isSession(s)) return s;
    r.m.st32(out, PSETS.length);
    return 0;
  }
  /** The n-th process set's name; a length of 0 asks for the length (with its NUL). */
  MPI_Session_get_nth_pset(r: RankProcess, a: unknown[]): Result {
    const [h, , n, lenPtr, name] = a as number[];
    const s = this.session(r, h, 'MPI_Session_get_nth_pset', a);
    if (!this.isSession(s)) return s;
    const pset = PSETS[n];
    if (pset === undefined) return this.err.error(r, H.COMM_WORLD, 'MPI_Session_get_nth_pset', ERR.ARG, `Invalid process set index ${n}`, undefined, a);
    const len = r.m.i32(lenPtr);
    if (len > 0) r.m.writeBytes(name, pset.slice(0, len - 1) + '\0');
    r.m.st32(lenPtr, pset.length + 1);
    return 0;
  }
  MPI_Session_get_pset_info(r: RankProcess, a: unknown[]): Result {
    const [h, namePtr, out] = a as number[];
    const s = this.session(r, h, 'MPI_Session_get_pset_info', a);
    if (!this.isSession(s)) return s;
    const k = PSETS.indexOf(r.m.cstring(namePtr));
    if (k < 0) return this.err.error(r, H.COMM_WORLD, 'MPI_Session_get_pset_info', ERR.ARG, `Invalid process set name ${r.m.cstring(namePtr)}`, undefined, a);
    const t = this.infos.infoTable(r);
    const info = t.create();
    t.set(info, 'mpi_size', String(k === 0 ? this.worldSize(r) : 1));
    r.m.st32(out, info);
    return 0;
  }
  MPI_Session_get_info(r: RankProcess, a: unknown[]): Result {
    const [h, out] = a as number[];
    const s = this.session(r, h, 'MPI_Session_get_info', a);
    if (!this.isSession(s)) return s;
    const t = this.infos.infoTable(r);
    const info = t.create();
    // MPICH 4.0.2 runs every session at MPI_THREAD_MULTIPLE, whatever its "thread_level" key
    // asked (MPIR_Session_get_info_impl), and says so.
    t.set(info, 'thread_level', 'MPI_THREAD_MULTIPLE');
    r.m.st32(out, info);
    return 0;
  }
  MPI_Session_create_errhandler(r: RankProcess, a: unknown[]): Result { return this.errhan.MPI_Comm_create_errhandler(r, a, 'session'); }
  MPI_Session_set_errhandler(r: RankProcess, a: unknown[]): Result {
    const s = this.session(r, a[0] as number, 'MPI_Session_set_errhandler', a);
    if (!this.isSession(s)) return s;
    const code = this.errhan.errhandlerKind(r, a[1] as number, 'session', 'MPI_Session_set_errhandler', a);
    if (code !== undefined) return this.err.handleWith(r, s.errhandler, a[0] as number, 'MPI_Session_set_errhandler', code, 'win');
    s.errhandler = this.errhan.retain(r, a[1] as number, s.errhandler);
    return 0;
  }
  MPI_Session_get_errhandler(r: RankProcess, a: unknown[]): Result {
    const s = this.session(r, a[0] as number, 'MPI_Session_get_errhandler', a);
    if (!this.isSession(s)) return s;
    r.m.st32(a[1] as number, s.errhandler);
    return 0;
  }
  MPI_Session_call_errhandler(r: RankProcess, a: unknown[]): Result {
    const [h, code] = a as number[];
    const s = this.session(r, h, 'MPI_Session_call_errhandler', a);
    if (!this.isSession(s)) return s;
    return this.err.handleWith(r, s.errhandler, h, 'MPI_Session_call_errhandler', code, 'win', 0);
  }
  /** 0 for an open session of the process, else the error (MPI_Group_from_session_pset's check). */
  __mpisim_session_check(r: RankProcess, a: unknown[]): Result {
    const s = this.session(r, a[0] as number, r.m.cstring(a[1] as number), [a[0], a[2], a[3]]);
    return this.isSession(s) ? 0 : s;
  }
  private worldSize(r: RankProcess): number { return this.rt.comm(this.rt.proc(r), H.COMM_WORLD)?.group.length ?? 1; }
}
