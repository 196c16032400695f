/**
 * The MPI tool information interface (MPI_T) of MPICH 4.0.2: its control variables and
 * categories (./mpit_vars.ts), readable and writable per process; no performance variables,
 * events or event sources, as the MPICH build it is measured against has none. MPI_T functions
 * return their error codes (MPI_T_ERR_*) without error handlers, and may be called before
 * MPI_Init and after MPI_Finalize. Handles are small numbers in pointer types.
 */
import type { RankProcess } from '../../runtime/rank';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import { CATEGORIES, CVARS } from './mpit_vars';

const MPI_SUCCESS = 0;
const T_ERR = { NOT_INITIALIZED: 60, INVALID_INDEX: 62, INVALID_HANDLE: 64, INVALID_SESSION: 67, CVAR_SET_NEVER: 69, INVALID_NAME: 73 };
const VERBOSITY_BASE = 221, SCOPE_BASE = 60438, BIND_NO_OBJECT = 9700;
const MPI_INT = 0x4c000405, MPI_CHAR = 0x4c000101;
const SCOPE_CONSTANT = 0, SCOPE_READONLY = 1;
const THREAD_MULTIPLE = 3;

/** A process's MPI_T: initialisation count, control variable values, handles. */
interface ToolState {
  inits: number;
  values: Map<number, number | string>;
  cvarHandles: Map<number, number>;
  nextHandle: number;
  sessions: Set<number>;
}

export class MpiT {
  constructor(readonly rt: MpiCore) {}
  private states = new Map<number, ToolState>();
  private state(r: RankProcess): ToolState {
    let s = this.states.get(r.rank);
    if (!s) this.states.set(r.rank, (s = { inits: 0, values: new Map(), cvarHandles: new Map(), nextHandle: 1, sessions: new Set() }));
    return s;
  }
  /** The process's state when MPI_T is initialised (else undefined: MPI_T_ERR_NOT_INITIALIZED). */
  private ready(r: RankProcess): ToolState | undefined {
    const s = this.state(r);
    return s.inits > 0 ? s : undefined;
  }
  /** MPIR_T_strncpy: at most *len - 1 characters and a NUL; *len becomes the length with the NUL. */
  private strncpy(r: RankProcess, dst: number, src: string, lenPtr: number): void {
    if (!lenPtr) return;
    const len = r.m.i32(lenPtr);
    if (!dst || len === 0) { r.m.st32(lenPtr, src.length + 1); return; }
    const s = src.slice(0, Math.max(0, len - 1));
    r.m.writeBytes(dst, s + '\0');
    r.m.st32(lenPtr, s.length + 1);
  }
  private index(r: RankProcess, namePtr: number, names: string[], out: number): Result {
    if (!this.ready(r)) return T_ERR.NOT_INITIALIZED;
    const k = names.indexOf(r.m.cstring(namePtr));
    if (k < 0) return T_ERR.INVALID_NAME;
    r.m.st32(out, k);
    return MPI_SUCCESS;
  }
  MPI_T_init_thread(r: RankProcess, a: unknown[]): Result {
    const [required, provided] = a as number[];
    this.state(r).inits++;
    r.m.st32(provided, Math.min(required, THREAD_MULTIPLE));
    return MPI_SUCCESS;
  }
  MPI_T_finalize(r: RankProcess): Result {
    const s = this.ready(r);
    if (!s) return T_ERR.NOT_INITIALIZED;
    s.inits--;
    return MPI_SUCCESS;
  }
  MPI_T_cvar_get_num(r: RankProcess, a: unknown[]): Result { return this.count(r, a[0] as number, CVARS.length); }
  MPI_T_category_get_num(r: RankProcess, a: unknown[]): Result { return this.count(r, a[0] as number, CATEGORIES.length); }
  MPI_T_pvar_get_num(r: RankProcess, a: unknown[]): Result { return this.count(r, a[0] as number, 0); }
  MPI_T_event_get_num(r: RankProcess, a: unknown[]): Result { return this.count(r, a[0] as number, 0); }
  MPI_T_source_get_num(r: RankProcess, a: unknown[]): Result { return this.count(r, a[0] as number, 0); }
  private count(r: RankProcess, out: number, n: number): Result {
    if (!this.ready(r)) return T_ERR.NOT_INITIALIZED;
    r.m.st32(out, n);
    return MPI_SUCCESS;
  }
  MPI_T_cvar_get_info(r: RankProcess, a: unknown[]): Result {
    const [k, name, nameLen, verb, dt, en, desc, descLen, bind, scope] = a as number[];
    if (!this.ready(r)) return T_ERR.NOT_INITIALIZED;
    const c = CVARS[k];
    if (!c) return T_ERR.INVALID_INDEX;
    this.strncpy(r, name, c[0], nameLen);
    if (verb) r.m.st32(verb, VERBOSITY_BASE + c[1]);
    if (dt) r.m.st32(dt, c[2] === 'c' ? MPI_CHAR : MPI_INT);
    if (en) r.m.stptr(en, 0);
    this.strncpy(r, desc, c[6], descLen);
    if (bind) r.m.st32(bind, BIND_NO_OBJECT);
    if (scope) r.m.st32(scope, SCOPE_BASE + c[3]);
    return MPI_SUCCESS;
  }
  MPI_T_cvar_get_index(r: RankProcess, a: unknown[]): Result { return this.index(r, a[0] as number, CVARS.map((c) => c[0]), a[1] as number); }
  MPI_T_cvar_handle_alloc(r: RankProcess, a: unknown[]): Result {
    const [k, , out, count] = a as number[];
    const s = this.ready(r);
    if (!s) return T_ERR.NOT_INITIALIZED;
    if (!CVARS[k]) return T_ERR.INVALID_INDEX;
    const h = s.nextHandle++;
    s.cvarHandles.set(h, k);
    r.m.stptr(out, h);
    r.m.st32(count, CVARS[k][4]);
    return MPI_SUCCESS;
  }
  MPI_T_cvar_handle_free(r: RankProcess, a: unknown[]): Result {
    const s = this.ready(r);
    if (!s) return T_ERR.NOT_INITIALIZED;
    const h = Number(r.m.s64(a[0] as number));
    if (!s.cvarHandles.delete(h)) return T_ERR.INVALID_HANDLE;
    r.m.stptr(a[0] as number, 0);
    return MPI_SUCCESS;
  }
  private cvar(r: RankProcess, h: number): { s: ToolState; k: number } | number {
    const s = this.ready(r);
    if (!s) return T_ERR.NOT_INITIALIZED;
    const k = s.cvarHandles.get(Number(h));
    return k === undefined ? T_ERR.INVALID_HANDLE : { s, k };
  }
  MPI_T_cvar_read(r: RankProcess, a: unknown[]): Result {
    const [h, buf] = a as number[];
    const c = this.cvar(r, h);
    if (typeof c === 'number') return c;
    const [, , type, , count, dflt] = CVARS[c.k];
    const v = c.s.values.get(c.k) ?? dflt;
    if (type === 'c') r.m.writeBytes(buf, String(v).slice(0, count - 1) + '\0');
    else for (let i = 0; i < count; i++) r.m.st32(buf + 4 * i, Number(v));
    return MPI_SUCCESS;
  }
  MPI_T_cvar_write(r: RankProcess, a: unknown[]): Result {
    const [h, buf] = a as number[];
    const c = this.cvar(r, h);
    if (typeof c === 'number') return c;
    const [, , type, scope, count] = CVARS[c.k];
    if (scope === SCOPE_CONSTANT || scope === SCOPE_READONLY) return T_ERR.CVAR_SET_NEVER;
    c.s.values.set(c.k, type === 'c' ? r.m.cstring(buf, count) : r.m.i32(buf));
    return MPI_SUCCESS;
  }
  MPI_T_category_get_info(r: RankProcess, a: unknown[]): Result {
    const [k, name, nameLen, desc, descLen, ncv, npv, ncat] = a as number[];
    if (!this.ready(r)) return T_ERR.NOT_INITIALIZED;
    const c = CATEGORIES[k];
    if (!c) return T_ERR.INVALID_INDEX;
    this.strncpy(r, name, c[0], nameLen);
    this.strncpy(r, desc, c[1], descLen);
    if (ncv) r.m.st32(ncv, c[2].length);
    if (npv) r.m.st32(npv, 0);
    if (ncat) r.m.st32(ncat, 0);
    return MPI_SUCCESS;
  }
  MPI_T_category_get_index(r: RankProcess, a: unknown[]): Result { return this.index(r, a[0] as number, CATEGORIES.map((c) => c[0]), a[1] as number); }
  MPI_T_category_get_cvars(r: RankProcess, a: unknown[]): Result {
    const [k, len, out] = a as number[];
    return this.members(r, k, len, out, (c) => c[2]);
  }
  MPI_T_category_get_pvars(r: RankProcess, a: unknown[]): Result { const [k, len, out] = a as number[]; return this.members(r, k, len, out, () => []); }
  MPI_T_category_get_categories(r: RankProcess, a: unknown[]): Result { const [k, len, out] = a as number[]; return this.members(r, k, len, out, () => []); }
  MPI_T_category_get_events(r: RankProcess, a: unknown[]): Result { const [k, len, out] = a as number[]; return this.members(r, k, len, out, () => []); }
  MPI_T_category_get_num_events(r: RankProcess, a: unknown[]): Result {
    if (!this.ready(r)) return T_ERR.NOT_INITIALIZED;
    if (!CATEGORIES[a[0] as number]) return T_ERR.INVALID_INDEX;
    r.m.st32(a[1] as number, 0);
    return MPI_SUCCESS;
  }
  private members(r: RankProcess, k: number, len: number, out: number, of: (c: (typeof CATEGORIES)[number]) => number[]): Result {
    if (!this.ready(r)) return T_ERR.NOT_INITIALIZED;
    const c = CATEGORIES[k];
    if (!c) return T_ERR.INVALID_INDEX;
    of(c).slice(0, Math.max(0, len)).forEach((v, i) => r.m.st32(out + 4 * i, v));
    return MPI_SUCCESS;
  }
  /** MPICH's stamp counts the categories it has registered; none are added later. */
  MPI_T_category_changed(r: RankProcess, a: unknown[]): Result { return this.count(r, a[0] as number, CATEGORIES.length); }
  MPI_T_enum_get_info(r: RankProcess): Result { return this.ready(r) ? T_ERR.INVALID_HANDLE : T_ERR.NOT_INITIALIZED; }
  MPI_T_enum_get_item(r: RankProcess): Result { return this.ready(r) ? T_ERR.INVALID_HANDLE : T_ERR.NOT_INITIALIZED; }
  // Performance variables: none, so every index is invalid; sessions still exist.
  MPI_T_pvar_get_info(r: RankProcess): Result { return this.ready(r) ? T_ERR.INVALID_INDEX : T_ERR.NOT_INITIALIZED; }
  MPI_T_pvar_get_index(r: RankProcess): Result { return this.ready(r) ? T_ERR.INVALID_NAME : T_ERR.NOT_INITIALIZED; }
  MPI_T_pvar_session_create(r: RankProcess, a: unknown[]): Result {
    const s = this.ready(r);
    if (!s) return T_ERR.NOT_INITIALIZED;
    const h = s.nextHandle++;
    s.sessions.add(h);
    r.m.stptr(a[0] as number, h);
    return MPI_SUCCESS;
  }
  MPI_T_pvar_session_free(r: RankProcess, a: unknown[]): Result {
    const s = this.ready(r);
    if (!s) return T_ERR.NOT_INITIALIZED;
    if (!s.sessions.delete(Number(r.m.s64(a[0] as number)))) return T_ERR.INVALID_HANDLE;
    r.m.stptr(a[0] as number, 0);
    return MPI_SUCCESS;
  }
  MPI_T_pvar_handle_alloc(r: RankProcess, a: unknown[]): Result { return this.pvarSession(r, a[0] as number) ?? T_ERR.INVALID_INDEX; }
  MPI_T_pvar_handle_free(r: RankProcess, a: unknown[]): Result { return this.pvarSession(r, a[0] as number) ?? T_ERR.INVALID_HANDLE; }
  MPI_T_pvar_start(r: RankProcess, a: unknown[]): Result { return this.pvarAll(r, a); }
  MPI_T_pvar_stop(r: RankProcess, a: unknown[]): Result { return this.pvarAll(r, a); }
  MPI_T_pvar_reset(r: RankProcess, a: unknown[]): Result { return this.pvarAll(r, a); }
  MPI_T_pvar_read(r: RankProcess, a: unknown[]): Result { return this.pvarSession(r, a[0] as number) ?? T_ERR.INVALID_HANDLE; }
  MPI_T_pvar_readreset(r: RankProcess, a: unknown[]): Result { return this.pvarSession(r, a[0] as number) ?? T_ERR.INVALID_HANDLE; }
  MPI_T_pvar_write(r: RankProcess, a: unknown[]): Result { return this.pvarSession(r, a[0] as number) ?? T_ERR.INVALID_HANDLE; }
  /** The session check every pvar call makes first: its error, or undefined for a good session. */
  private pvarSession(r: RankProcess, session: number): Result | undefined {
    const s = this.ready(r);
    if (!s) return T_ERR.NOT_INITIALIZED;
    return s.sessions.has(Number(session)) ? undefined : T_ERR.INVALID_SESSION;
  }
  /** MPI_T_PVAR_ALL_HANDLES names no handle here: starting all of none succeeds. */
  private pvarAll(r: RankProcess, a: unknown[]): Result {
    const bad = this.pvarSession(r, a[0] as number);
    if (bad !== undefined) return bad;
    return Number(a[1]) === PVAR_ALL_HANDLES ? MPI_SUCCESS : T_ERR.INVALID_HANDLE;
  }
  // Events and event sources: none.
  MPI_T_event_get_info(r: RankProcess): Result { return this.ready(r) ? T_ERR.INVALID_INDEX : T_ERR.NOT_INITIALIZED; }
  MPI_T_event_get_index(r: RankProcess): Result { return this.ready(r) ? T_ERR.INVALID_NAME : T_ERR.NOT_INITIALIZED; }
  MPI_T_event_handle_alloc(r: RankProcess): Result { return this.ready(r) ? T_ERR.INVALID_INDEX : T_ERR.NOT_INITIALIZED; }
  MPI_T_source_get_info(r: RankProcess): Result { return this.ready(r) ? T_ERR.INVALID_INDEX : T_ERR.NOT_INITIALIZED; }
  MPI_T_source_get_timestamp(r: RankProcess): Result { return this.ready(r) ? T_ERR.INVALID_INDEX : T_ERR.NOT_INITIALIZED; }
  MPI_T_event_handle_free(r: RankProcess): Result { return this.noEvent(r); }
  MPI_T_event_handle_get_info(r: RankProcess): Result { return this.noEvent(r); }
  MPI_T_event_handle_set_info(r: RankProcess): Result { return this.noEvent(r); }
  MPI_T_event_callback_get_info(r: RankProcess): Result { return this.noEvent(r); }
  MPI_T_event_callback_set_info(r: RankProcess): Result { return this.noEvent(r); }
  MPI_T_event_register_callback(r: RankProcess): Result { return this.noEvent(r); }
  MPI_T_event_set_dropped_handler(r: RankProcess): Result { return this.noEvent(r); }
  MPI_T_event_copy(r: RankProcess): Result { return this.noEvent(r); }
  MPI_T_event_read(r: RankProcess): Result { return this.noEvent(r); }
  MPI_T_event_get_source(r: RankProcess): Result { return this.noEvent(r); }
  MPI_T_event_get_timestamp(r: RankProcess): Result { return this.noEvent(r); }
  /** An event registration or instance: there are none to name. */
  private noEvent(r: RankProcess): Result { return this.ready(r) ? T_ERR.INVALID_HANDLE : T_ERR.NOT_INITIALIZED; }
}

/** The value of MPI_T_PVAR_ALL_HANDLES (../lib/compat.c defines the object). */
export const PVAR_ALL_HANDLES = 1;
