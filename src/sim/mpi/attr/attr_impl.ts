/**
 * Attributes: keyvals, and the attribute values of communicators and datatypes (the copy and
 * delete callbacks run in C, ../lib/attr.c).
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { ERR } from '../errclass';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { ProcState } from '../state';

/** The keyvals MPICH makes for itself in each process, by name (see internalKeyval). */
const internal = new WeakMap<ProcState, Set<string>>();
/**
 * A keyval MPICH makes for itself, once per process, from the pool the user's come from: the
 * topology's (MPIR_Topology_put, at the first communicator with a topology) and ROMIO's
 * (ADIO_Init_keyval at its first MPIR_MPIOInit, ADIOI_cb_config_list_keyval at its first open).
 * Each takes a handle, so the user's keyvals made after are numbered as MPICH numbers them.
 */
export function internalKeyval(p: ProcState, name: string): void {
  let made = internal.get(p);
  if (!made) internal.set(p, (made = new Set()));
  if (made.has(name)) return;
  made.add(name);
  p.nextKeyval++;
}

export class AttrImpl {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling) {}
  /**
   * A keyval's handle, as MPICH's: one pool for the three kinds, whose handle carries the kind
   * of object it is for in bits 22-25 (MPIR_COMM 1, MPIR_DATATYPE 3, MPIR_WIN 8).
   */
  MPI_Comm_create_keyval(r: RankProcess, a: unknown[]): Result { return this.createKeyval(r, a, 1); }
  // The dispatcher passes more arguments than the binding's: the kind is never a trailing parameter of a binding.
  private createKeyval(r: RankProcess, a: unknown[], object: number): Result {
    const [copyFn, deleteFn, out, extra] = a as number[];
    const p = this.rt.proc(r);
    const k = ((0xa4000000 | (object << 22)) + p.nextKeyval++) | 0;
    p.keyvals.set(k, { copyFn, deleteFn, extra });
    r.m.st32(out, k);
    return 0;
  }
  MPI_Keyval_create(r: RankProcess, a: unknown[]): Result { return this.createKeyval(r, a, 1); }
  MPI_Comm_free_keyval(r: RankProcess, a: unknown[]): Result {
    const p = this.rt.proc(r);
    const k = r.m.i32(a[0] as number);
    const kv = p.keyvals.get(k) as { freed?: boolean } | undefined;
    if (!kv) return this.err.error(r, H.COMM_WORLD, 'MPI_Comm_free_keyval', ERR.KEYVAL, 'Invalid keyval');
    // Attributes still using the keyval keep it alive (MPICH's reference count): their delete
    // callbacks still run later; only new uses of the keyval are refused. Freeing it again does
    // nothing: MPIR_free_keyval skips a keyval whose was_freed is set, and a released keyval's
    // handle still passes MPICH's checks (its pool object keeps the flag).
    kv.freed = true;
    r.m.st32(a[0] as number, H.KEYVAL_INVALID);
    return 0;
  }
  MPI_Type_create_keyval(r: RankProcess, a: unknown[]): Result { return this.createKeyval(r, a, 3); }
  MPI_Type_free_keyval(r: RankProcess, a: unknown[]): Result { return this.MPI_Comm_free_keyval(r, a); }
  MPI_Win_create_keyval(r: RankProcess, a: unknown[]): Result { return this.createKeyval(r, a, 8); }
  MPI_Win_free_keyval(r: RankProcess, a: unknown[]): Result { return this.MPI_Comm_free_keyval(r, a); }
  /** Datatype and window attributes: the same calls as communicators', keyed by the handle. */
  private typeAttrs = new Map<string, Map<number, number>>();
  private typeAttrMap(r: RankProcess, dt: number, kind = 't'): Map<number, number> {
    const key = `${kind}${r.rank}:${dt | 0}`;
    let m = this.typeAttrs.get(key);
    if (!m) this.typeAttrs.set(key, (m = new Map()));
    return m;
  }
  /** The attributes of an object, without making a map for one that has none (every type free and dup asks). */
  private peekAttrs(r: RankProcess, dt: number, kind: string): Map<number, number> | undefined {
    return this.typeAttrs.get(`${kind}${r.rank}:${dt | 0}`);
  }
  /** Attribute calls keyed by a datatype ('t') or window ('w') handle. */
  private objAttrGet(r: RankProcess, a: unknown[], kind: string): Result {
    const [h, k, valPtr, flagPtr] = a as number[];
    const v = this.peekAttrs(r, h, kind)?.get(k | 0);
    r.m.st32(flagPtr, v === undefined ? 0 : 1);
    if (v !== undefined) r.m.stptr(valPtr, v);
    return 0;
  }
  private objAttrSet(r: RankProcess, a: unknown[], kind: string, fname: string): Result {
    const [h, k, v, copy] = a as number[];
    const kv = this.rt.proc(r).keyvals.get(k | 0) as { freed?: boolean } | undefined;
    // A duplicate's copy of an attribute keeps a freed keyval in use, as MPICH's reference count does.
    if (!kv || (kv.freed && !copy)) return this.err.error(r, H.COMM_WORLD, fname, ERR.KEYVAL, 'Null Keyval pointer', { kind: 'keyvalptr' }, this.rt.callArgs(r, fname));
    this.typeAttrMap(r, h, kind).set(k | 0, v);
    return 0;
  }
  private objAttrNth(r: RankProcess, a: unknown[], kind: string): Result {
    const [h, n, kPtr, vPtr] = a as number[];
    const attrs = this.peekAttrs(r, h, kind);
    const e = attrs && n < attrs.size ? [...attrs][n] : undefined;
    if (!e) return 0;
    r.m.st32(kPtr, e[0]);
    r.m.stptr(vPtr, e[1]);
    return 1;
  }
  __mpisim_type_attr_get(r: RankProcess, a: unknown[]): Result {
    // MPI_Type_set_attr reads the old value through here with its own pointers: only the user's
    // MPI_Type_get_attr passes NULL ones, which MPII_Type_get_attr checks after the keyval.
    if (!a[2] || !a[3]) return this.getAttrChecks(r, a, 'MPI_Type_get_attr') ?? 0;
    return this.objAttrGet(r, a, 't');
  }
  __mpisim_type_attr_set(r: RankProcess, a: unknown[]): Result { return this.objAttrSet(r, a, 't', 'MPI_Type_set_attr'); }
  __mpisim_type_attr_remove(r: RankProcess, a: unknown[]): Result { return this.peekAttrs(r, a[0] as number, 't')?.delete((a[1] as number) | 0) ? 1 : 0; }
  __mpisim_type_attr_nth(r: RankProcess, a: unknown[]): Result { return this.objAttrNth(r, a, 't'); }
  __mpisim_win_attr_get(r: RankProcess, a: unknown[]): Result {
    return this.getAttrChecks(r, a, 'MPI_Win_get_attr') ?? this.objAttrGet(r, a, 'w');
  }
  /** MPII_Win_get_attr's and MPII_Type_get_attr's checks: the keyval before the pointers it writes through. */
  private getAttrChecks(r: RankProcess, a: unknown[], fname: string): Result | undefined {
    const kv = this.rt.proc(r).keyvals.get((a[1] as number) | 0) as { freed?: boolean } | undefined;
    const args = this.rt.callArgs(r, fname);
    if (!kv || kv.freed) return this.err.error(r, H.COMM_WORLD, fname, ERR.KEYVAL, 'Invalid keyval', { kind: 'keyval' }, args);
    if (!a[2] || !a[3]) return this.err.error(r, H.COMM_WORLD, fname, ERR.ARG, '', { kind: 'nullptr', arg: a[2] ? 'flag' : 'attribute_val' }, args);
    return undefined;
  }
  __mpisim_win_attr_set(r: RankProcess, a: unknown[]): Result { return this.objAttrSet(r, a, 'w', 'MPI_Win_set_attr'); }
  __mpisim_win_attr_remove(r: RankProcess, a: unknown[]): Result { return this.peekAttrs(r, a[0] as number, 'w')?.delete((a[1] as number) | 0) ? 1 : 0; }
  __mpisim_win_attr_nth(r: RankProcess, a: unknown[]): Result { return this.objAttrNth(r, a, 'w'); }
  MPI_Keyval_free(r: RankProcess, a: unknown[]): Result { return this.MPI_Comm_free_keyval(r, a); }
  __mpisim_keyval(r: RankProcess, a: unknown[]): Result {
    const [k, copyPtr, delPtr, extraPtr] = a as number[];
    const kv = this.rt.proc(r).keyvals.get(k | 0);
    if (!kv) return 0;
    r.m.stptr(copyPtr, kv.copyFn);
    r.m.stptr(delPtr, kv.deleteFn);
    r.m.stptr(extraPtr, kv.extra);
    return 1;
  }
  __mpisim_attr_get(r: RankProcess, a: unknown[]): Result {
    const [h, k, valPtr, flagPtr] = a as number[];
    const p = this.rt.proc(r);
    const c = this.rt.comm(p, h);
    if (!c) return this.err.error(r, H.COMM_WORLD, 'MPI_Comm_get_attr', ERR.COMM, 'Invalid communicator', { kind: 'comm' });
    if (!p.keyvals.has(k | 0)) return this.err.error(r, c.handle, 'MPI_Comm_get_attr', ERR.KEYVAL, 'Invalid keyval', { kind: 'keyval' }, this.rt.callArgs(r, 'MPI_Comm_get_attr'));
    const v = c.attrs?.get(k | 0);
    r.m.st32(flagPtr, v === undefined ? 0 : 1);
    if (v !== undefined) r.m.stptr(valPtr, v);
    return 0;
  }
  __mpisim_attr_set(r: RankProcess, a: unknown[]): Result {
    const [h, k, v] = a as number[];
    const p = this.rt.proc(r);
    const c = this.rt.comm(p, h);
    if (!c) return this.err.error(r, H.COMM_WORLD, 'MPI_Comm_set_attr', ERR.COMM, 'Invalid communicator', { kind: 'comm' });
    if (!p.keyvals.has(k | 0)) return this.err.error(r, c.handle, 'MPI_Comm_set_attr', ERR.KEYVAL, 'Null Keyval pointer', { kind: 'keyvalptr' }, this.rt.callArgs(r, 'MPI_Comm_set_attr'));
    (c.attrs ??= new Map()).set(k | 0, v);
    return 0;
  }
  /**
   * MPI_Comm_delete_attr's keyval check, after its communicator's: MPII_Keyval_valid_ptr of a
   * handle that names no keyval (0, garbage, MPI_KEYVAL_INVALID, a predefined one such as
   * MPI_TAG_UB: MPICH has no object for them) is "Null Keyval pointer".
   */
  __mpisim_attr_delete_check(r: RankProcess, a: unknown[]): Result {
    const [h, k] = a as number[];
    if (this.rt.proc(r).keyvals.has(k | 0)) return 0;
    return this.err.error(r, h, 'MPI_Comm_delete_attr', ERR.KEYVAL, 'Null Keyval pointer', { kind: 'keyvalptr' }, this.rt.callArgs(r, 'MPI_Comm_delete_attr'));
  }
  /** ROMIO's keyvals (internalKeyval): "adio_init" or "cb_config_list". */
  __mpisim_internal_keyval(r: RankProcess, a: unknown[]): Result {
    internalKeyval(this.rt.proc(r), r.m.cstring(a[0] as number));
    return 0;
  }
  /** MPI_Win_delete_attr's keyval check after its window's, as MPI_Comm_delete_attr's (its binding's KEYVAL_PTR). */
  __mpisim_win_attr_delete_check(r: RankProcess, a: unknown[]): Result {
    if (this.rt.proc(r).keyvals.has((a[1] as number) | 0)) return 0;
    return this.err.error(r, H.COMM_WORLD, 'MPI_Win_delete_attr', ERR.KEYVAL, 'Null Keyval pointer', { kind: 'keyvalptr' }, this.rt.callArgs(r, 'MPI_Win_delete_attr'));
  }
  __mpisim_attr_remove(r: RankProcess, a: unknown[]): Result {
    const c = this.rt.comm(this.rt.proc(r), a[0] as number);
    return c?.attrs?.delete((a[1] as number) | 0) ? 1 : 0;
  }
  __mpisim_attr_count(r: RankProcess, a: unknown[]): Result { return this.rt.comm(this.rt.proc(r), a[0] as number)?.attrs?.size ?? 0; }
  __mpisim_attr_nth(r: RankProcess, a: unknown[]): Result {
    const [h, n, kPtr, vPtr] = a as number[];
    const c = this.rt.comm(this.rt.proc(r), h);
    const e = c?.attrs ? [...c.attrs][n] : undefined;
    if (!e) return 0;
    r.m.st32(kPtr, e[0]);
    r.m.stptr(vPtr, e[1]);
    return 1;
  }
}
