/**
 * Info objects (MPICH handles 0x9c000000 + n) and the MPI_Info functions, with MPICH's errors.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { ERR } from '../errclass';
import { InfoTable } from './infotable';
import type { MpiArgValue } from '../errors';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';

export class InfoImpl {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling) {}
  private infoTables = new Map<number, InfoTable>();
  infoTable(r: RankProcess): InfoTable {
    let t = this.infoTables.get(r.rank);
    if (!t) this.infoTables.set(r.rank, (t = new InfoTable()));
    return t;
  }
  /** The keys of an info object of the process (read by MPI_Comm_spawn, ../dynamic/dynamic.ts). */
  info(r: RankProcess, h: number): ReadonlyMap<string, string> | undefined { return this.infoTable(r).values(h); }
  MPI_Info_create(r: RankProcess, a: unknown[]): Result {
    r.m.st32(a[0] as number, this.infoTable(r).create());
    return 0;
  }
  /** The info object an MPI_Info_* call names; MPI_INFO_NULL fails MPICH's INFO check. */
  private infoArg(r: RankProcess, fname: string, h: number, args: unknown[]): Result | undefined {
    if (this.info(r, h)) return undefined;
    if ((h | 0) === H.INFO_NULL) return this.err.error(r, H.COMM_WORLD, fname, ERR.ARG, 'Null MPI_Info', { kind: 'infonull' }, args);
    return this.err.error(r, H.COMM_WORLD, fname, ERR.INFO, 'Invalid MPI_Info');
  }
  /** An error MPICH raises below the binding of an MPI_Info_* call: its frame, then the call's. */
  private infoError(r: RankProcess, fname: string, cls: number, location: string, message: string, args: unknown[]): Result {
    return this.err.handle(r, H.COMM_WORLD, fname, this.err.ring(r).raiseStack(fname, cls, [{ location, message }], args as MpiArgValue[], this.err.formatOpts(r)));
  }
  /** Arguments as MPICH's MPI_Info_* bindings print them (keys and values are strings). */
  private infoArgs(r: RankProcess, a: unknown[], strings: number[]): unknown[] {
    return a.map((v, k) => (strings.includes(k) ? r.m.cstring(v as number) : v));
  }
  MPI_Info_set(r: RankProcess, a: unknown[]): Result {
    const args = this.infoArgs(r, a, [1, 2]);
    const bad = this.infoArg(r, 'MPI_Info_set', a[0] as number, args);
    if (bad !== undefined) return bad;
    const i = this.info(r, a[0] as number)!;
    const key = args[1] as string;
    if (key === '') return this.infoError(r, 'MPI_Info_set', ERR.INFO_KEY, 'internal_Info_set(59)', 'Empty or blank key ', args);
    this.infoTable(r).set(a[0] as number, key, args[2] as string);
    return 0;
  }
  MPI_Info_get(r: RankProcess, a: unknown[]): Result {
    const [h, , len, valPtr, flagPtr] = a as number[];
    const args = this.infoArgs(r, a, [1]);
    const bad = this.infoArg(r, 'MPI_Info_get', h, args);
    if (bad !== undefined) return bad;
    const i = this.info(r, h)!;
    if (len < 0) return this.err.error(r, H.COMM_WORLD, 'MPI_Info_get', ERR.ARG, `Invalid value for valuelen, must be non-negative but is ${len}`, { kind: 'argneg', arg: 'valuelen', value: len }, args);
    const v = i.get(args[1] as string);
    // MPICH 4.0.2 fails a value longer than valuelen instead of truncating it.
    if (v !== undefined && v.length > len) return this.infoError(r, 'MPI_Info_get', ERR.INFO_VALUE, 'MPIR_Info_get_impl(106)', 'Value is too long ', args);
    r.m.st32(flagPtr, v === undefined ? 0 : 1);
    if (v !== undefined) r.m.writeBytes(valPtr, v + '\0');
    return 0;
  }
  MPI_Info_get_valuelen(r: RankProcess, a: unknown[]): Result {
    const [h, keyPtr, lenPtr, flagPtr] = a as number[];
    const v = this.info(r, h)?.get(r.m.cstring(keyPtr));
    r.m.st32(flagPtr, v === undefined ? 0 : 1);
    if (v !== undefined) r.m.st32(lenPtr, v.length);
    return 0;
  }
  MPI_Info_delete(r: RankProcess, a: unknown[]): Result {
    const args = this.infoArgs(r, a, [1]);
    const bad = this.infoArg(r, 'MPI_Info_delete', a[0] as number, args);
    if (bad !== undefined) return bad;
    const i = this.info(r, a[0] as number)!;
    const key = args[1] as string;
    if (!this.infoTable(r).delete(a[0] as number, key)) return this.infoError(r, 'MPI_Info_delete', ERR.INFO_NOKEY, 'MPIR_Info_delete_impl(32)', `MPI_Info key ${key} is not defined `, args);
    return 0;
  }
  MPI_Info_get_nkeys(r: RankProcess, a: unknown[]): Result { r.m.st32(a[1] as number, this.info(r, a[0] as number)?.size ?? 0); return 0; }
  MPI_Info_get_nthkey(r: RankProcess, a: unknown[]): Result {
    const n = a[1] as number;
    const bad = this.infoArg(r, 'MPI_Info_get_nthkey', a[0] as number, a);
    if (bad !== undefined) return bad;
    const i = this.info(r, a[0] as number)!;
    if (n < 0) return this.err.error(r, H.COMM_WORLD, 'MPI_Info_get_nthkey', ERR.ARG, `Invalid value for n, must be non-negative but is ${n}`, { kind: 'argneg', arg: 'n', value: n }, a);
    if (n >= i.size) return this.infoError(r, 'MPI_Info_get_nthkey', ERR.ARG, 'MPIR_Info_get_nthkey_impl(144)', `Requested key ${n} but this MPI_Info only has ${i.size} keys`, a);
    r.m.writeBytes(a[2] as number, [...i.keys()][n] + '\0');
    return 0;
  }
  MPI_Info_dup(r: RankProcess, a: unknown[]): Result {
    const bad = this.infoArg(r, 'MPI_Info_dup', a[0] as number, a);
    if (bad !== undefined) return bad;
    const i = this.info(r, a[0] as number)!;
    r.m.st32(a[1] as number, this.infoTable(r).dup(a[0] as number));
    return 0;
  }
  MPI_Info_free(r: RankProcess, a: unknown[]): Result {
    const h = r.m.i32(a[0] as number);
    const bad = this.infoArg(r, 'MPI_Info_free', h, a);
    if (bad !== undefined) return bad;
    const i = this.info(r, h)!;
    this.infoTable(r).free(h);
    r.m.st32(a[0] as number, H.INFO_NULL);
    return 0;
  }
  /** MPI_Info_create_env: MPICH 4.0.2 gives an empty info object (measured, before and after MPI_Init). */
  MPI_Info_create_env(r: RankProcess, a: unknown[]): Result {
    r.m.st32(a[2] as number, this.infoTable(r).create());
    return 0;
  }
  /**
   * MPI_Info_get_string: the value's length with its NUL in *buflen; at most *buflen - 1
   * characters of it copied and terminated (MPICH's MPL_strncpy).
   */
  MPI_Info_get_string(r: RankProcess, a: unknown[]): Result {
    const [h, , lenPtr, valPtr, flagPtr] = a as number[];
    const args = this.infoArgs(r, a, [1]);
    const bad = this.infoArg(r, 'MPI_Info_get_string', h, args);
    if (bad !== undefined) return bad;
    const v = this.info(r, h)!.get(args[1] as string);
    r.m.st32(flagPtr, v === undefined ? 0 : 1);
    if (v === undefined) return 0;
    const buflen = r.m.i32(lenPtr);
    if (buflen > 0) r.m.writeBytes(valPtr, v.slice(0, buflen - 1) + '\0');
    r.m.st32(lenPtr, v.length + 1);
    return 0;
  }
}
