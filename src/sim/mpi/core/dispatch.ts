/**
 * The core's dispatcher: every MPI function the generated code calls (MPI_*, and the MPIR_*,
 * MPIC_* and __mpisim_* intrinsics the C half of the library in ../lib calls) is found in a
 * table that each chapter fills with register(), once per call site, and runs there. The
 * checks every function shares (MPI initialized, not finalized) and the trace's Enter/Leave
 * records are made here; everything else is the chapter's. A tool layer that must see every
 * call (a PMPI-like checker, as MUST's) is interposed in front of the chapters.
 */
import type { RankProcess } from '../../runtime/rank';
import type { VA } from '../../runtime/libc';
import { formatUninitialized, UNINITIALIZED_EXIT_STATUS } from '../errors';
import { BLOCK, fmtPos, type Result } from './process';
import { Progress } from './progress';

export class MpiCore extends Progress {
  call(r: RankProcess, name: string, args: unknown[], site: number, va: VA | undefined): boolean {
    void va;
    const api = this.api(name, site);
    const traced = this.logging && api.mpi && !(r.top && r.prog.funcs[r.top.fn].library);
    // A profiling wrapper's PMPI_X is the call of MPI_X the trace records.
    name = api.base;
    if (traced) this.traceCall(r, name, 'enter');
    const blocked = this.dispatch(r, api, args, site);
    if (traced) {
      // The rank's state turns 'blocked' only after this returns: the blocker says it waits.
      if (blocked && !r.current && this.procs[r.rank]?.blocker) this.pendingLeave.set(r.rank, name);
      else this.traceCall(r, name, 'leave');
    }
    return blocked;
  }
  /** The function table: each MPI function's chapter, filled by register(). */
  private table = new Map<string, { owner: object; fn: ApiFn }>();
  /** Tool layers that see every call before its chapter does (PMPI-like, as MUST's), outermost first. */
  private tools: MpiTool[] = [];
  /** How each API function is called: which object implements it, and when it may be called. */
  private apis = new Map<string, Api>();
  /** Each call site's function, found once (a site calls one function; the name check covers programs sharing a site number). */
  private apiBySite: (Api | undefined)[] = [];
  /** MPICH's argument checks of a function, run before its chapter (argcheck/argcheck.ts; set by the assembly). */
  validator: (name: string) => ((r: RankProcess, a: unknown[]) => Result | undefined) | undefined = () => undefined;
  /** A collective's datatype, count and buffer checks where its call reads them (argcheck/argcheck.ts; set by the assembly). */
  collValidator: (name: string) => ((r: RankProcess, a: unknown[], comm: { kind: string; rank: number; group: ArrayLike<number>; remoteGroup?: ArrayLike<number> }) => number | undefined) | undefined = () => undefined;
  /** Reports a function no chapter implements (the error handler's fatal error, set by the assembly). */
  unknownFunction: (r: RankProcess, name: string) => void = () => {};

  /** Enters the MPI functions a chapter implements (its methods named MPI_*, MPIR_*, MPIC_*, __mpisim_*) in the table. */
  register(chapter: object): void {
    for (const name of apiNames(chapter.constructor as new (...a: never[]) => object)) {
      if (this.table.has(name)) throw new Error(`mpisim: ${name} is implemented by two chapters`);
      this.table.set(name, { owner: chapter, fn: (chapter as unknown as ApiTable)[name] });
    }
  }
  /** Puts a tool layer in front of every chapter: it sees each call and decides whether to pass it on. */
  interpose(tool: MpiTool): void {
    this.tools.push(tool);
    this.apis.clear();
    this.apiBySite = [];
  }
  private api(name: string, site: number): Api {
    if (site < 0) return this.lookupApi(name);
    const known = this.apiBySite[site];
    if (known !== undefined && known.name === name) return known;
    return (this.apiBySite[site] = this.lookupApi(name));
  }
  private lookupApi(name: string): Api {
    let api = this.apis.get(name);
    if (api === undefined) {
      // PMPI_X is the library's MPI_X under its profiling name.
      const base = name.startsWith('PMPI_') || name.startsWith('PMPIX_') ? name.slice(1) : name;
      const entry = this.table.get(base);
      // MPI_T works before MPI_Init and after MPI_Finalize (MPI-4.0 15.3.4), as MPICH's internals do.
      const internal = base.startsWith('MPI_T_') || name.startsWith('MPIR_') || name.startsWith('MPIC_') || name.startsWith('__mpisim');
      let owner: object | undefined = entry?.owner, fn = entry?.fn;
      // Each tool wraps what is below it; the first interposed is the outermost, which dispatch()
      // calls itself (one closure less between the generated code and the chapter, per call).
      let tool: MpiTool | undefined, next: ApiFn | undefined, traits: unknown;
      for (let k = this.tools.length - 1; k >= 0 && fn; k--) {
        if (tool) {
          const t = tool, n = next!, tr = traits;
          fn = (r, a, site) => t.call(r, base, a, site, n, tr);
          owner = undefined;
        }
        // `next` bound once here, not a closure per call: every MPI call of every rank passes here.
        tool = this.tools[k];
        next = owner ? fn!.bind(owner) : fn;
        traits = tool.traits?.(base);
      }
      if (tool) { const t = tool, n = next!, tr = traits; fn = (r, a, site) => t.call(r, base, a, site, n, tr); owner = undefined; }
      api = {
        name, base, owner, fn, tool, next, traits, mpi: base.startsWith('MPI_') || base.startsWith('MPIX_'), validate: this.validator(base),
        beforeInit: internal || BEFORE_INIT.has(base), afterFinalize: internal || AFTER_FINALIZE.has(base),
      };
      this.apis.set(name, api);
    }
    return api;
  }
  private dispatch(r: RankProcess, api: Api, args: unknown[], site: number): boolean {
    const name = api.base;
    // Stores into MPI_Win_allocate_shared memory reach the other ranks of the node before the call (./shm.ts).
    if (this.shm.active) this.shm.publish(r.rank);
    if (!api.fn) {
      this.unknownFunction(r, name);
      return true;
    }
    const p = this.proc(r);
    if ((!p.initialized && !p.sessions && !api.beforeInit) || (p.finalized && !p.sessions && !api.afterFinalize)) {
      this.world.write(r.rank, 2, formatUninitialized(name));
      this.world.abort(r.rank, UNINITIALIZED_EXIT_STATUS, `${name} was called ${p.initialized ? 'after MPI_Finalize' : 'before MPI_Init'} at ${fmtPos(this.userPos(r))}`);
      return true;
    }
    const res = (api.validate && api.validate(r, args)) ?? (api.tool !== undefined ? api.tool.call(r, name, args, site, api.next!, api.traits) : api.fn.call(api.owner, r, args, site));
    if (res === BLOCK) return true;
    r.rv = res;
    return false;
  }
}

export type ApiFn = (r: RankProcess, a: unknown[], site: number) => Result;
type ApiTable = Record<string, ApiFn>;

/** A layer that sees every MPI call (a usage checker, a profiler): `next` runs the call's chapter. */
export interface MpiTool {
  /** `next(r, args, site)` runs what the tool wraps; `traits` is what traits(fname) said of the function. */
  call(r: RankProcess, fname: string, args: unknown[], site: number, next: ApiFn, traits?: unknown): Result;
  /** What the tool needs to know of a function, worked out once per function rather than at each of its calls. */
  traits?(fname: string): unknown;
}

/** The MPI functions a chapter class implements: its methods named as MPI's and MPICH's functions. */
export function apiNames(chapter: new (...a: never[]) => object): string[] {
  return Object.getOwnPropertyNames(chapter.prototype).filter((n) => /^(MPI_|MPIX_|MPIR_|MPIC_|__mpisim_)/.test(n));
}

interface Api {
  /** The name called (PMPI_X for a profiling wrapper's call). */
  name: string;
  /** The function's MPI name (MPI_X for PMPI_X). */
  base: string;
  owner: object | undefined;
  /** What runs the call: the outermost tool's layer (fn wraps it too), else the chapter's method. */
  fn: ApiFn | undefined;
  /** The outermost tool, what it wraps, and what it said of the function: dispatch() calls it directly. */
  tool: MpiTool | undefined;
  next: ApiFn | undefined;
  traits: unknown;
  /** MPICH's argument checks: a Result when one fails. */
  validate: ((r: RankProcess, a: unknown[]) => Result | undefined) | undefined;
  /** An MPI_ function (the user's calls are traced; MPIR_/MPIC_ ones are MPICH's internals). */
  mpi: boolean;
  beforeInit: boolean;
  afterFinalize: boolean;
}

// MPI-4 §11.4.1: the info functions work outside MPI_Init..MPI_Finalize too, as in MPICH 4.0.2
// (its test/mpi/info/info_no_init and infocreateenv).
const INFO_ANYTIME = ['MPI_Info_create', 'MPI_Info_create_env', 'MPI_Info_set', 'MPI_Info_delete', 'MPI_Info_get', 'MPI_Info_get_string', 'MPI_Info_get_valuelen', 'MPI_Info_get_nkeys', 'MPI_Info_get_nthkey', 'MPI_Info_dup', 'MPI_Info_free'];
const BEFORE_INIT = new Set(['MPI_Session_init', 'MPI_Initialized', 'MPI_Finalized', 'MPI_Get_version', 'MPI_Get_library_version', 'MPI_Wtime', 'MPI_Wtick', 'MPI_Error_class', 'MPI_Error_string', ...INFO_ANYTIME]);
const AFTER_FINALIZE = new Set(['MPI_Session_init', 'MPI_Initialized', 'MPI_Finalized', 'MPI_Get_version', 'MPI_Get_library_version', 'MPI_Error_class', 'MPI_Error_string', ...INFO_ANYTIME]);
