/**
 * What must be over when a process calls MPI_Finalize (MPI 4.0 §11.2.2): every request
 * completed, and (as MUST and MBI hold) every handle the program created freed — communicators,
 * groups, datatypes, operators, windows, persistent requests — each reported with where it was
 * created. Groups and operators are followed from their creation here; communicators, datatypes
 * and requests are read from the process's own tables.
 */
import type { RankProcess } from '../../runtime/rank';
import type { SourcePos } from '../../c/diagnostics';
import type { MpiCore } from '../core/dispatch';
import type { Request } from '../state';
import * as H from '../handles';
import { fmtAt, memoTest, perName, type CheckHost, type Finding } from './findings';

const GROUP_MAKERS = new Set(['MPI_Comm_group', 'MPI_Comm_remote_group', 'MPI_Group_incl', 'MPI_Group_excl', 'MPI_Group_range_incl', 'MPI_Group_range_excl', 'MPI_Group_union', 'MPI_Group_intersection', 'MPI_Group_difference']);
const DYNAMIC = /spawn|parent|connect|accept|join/i;
/** The constructors of datatypes, whose last argument is the new handle (MPI_Type_create_keyval is not one). */
const TYPE_MAKERS = memoTest(/^MPI_Type_(contiguous|vector|hvector|indexed|hindexed|struct|dup|create_(hvector|hindexed|hindexed_block|indexed_block|struct|resized|subarray|darray))$/);
/** The calls whose handles the ledger records (the frees it reads before the call aside). */
const RECORDED = perName((fname) => GROUP_MAKERS.has(fname) || fname === 'MPI_Op_create' || TYPE_MAKERS(fname));

interface Made { call: string; pos?: SourcePos }

/** Where each group, operator and datatype handle of each process was made. */
export class HandleLedger {
  groups: Map<number, Made>[] = [];
  ops: Map<number, Made>[] = [];
  types: Map<number, Made>[] = [];

  /** Whether beforeCall/afterCall have anything to do for this function. */
  involves(fname: string): boolean { return fname === 'MPI_Group_free' || fname === 'MPI_Op_free' || RECORDED(fname); }
  beforeCall(rt: MpiCore, r: RankProcess, fname: string, a: number[]): number | undefined {
    // A bad pointer is the call's own error to report, not a fault of the checker's reading.
    if (fname === 'MPI_Group_free' || fname === 'MPI_Op_free') { try { return r.m.i32(a[0]); } catch { return undefined; } }
    void rt;
    return undefined;
  }
  afterCall(rt: MpiCore, r: RankProcess, fname: string, a: number[], before: number | undefined): void {
    if (before === undefined && !RECORDED(fname)) return;
    const k = r.rank;
    // Handles MPICH makes inside its own functions are its to free.
    if (!r.top || r.prog.funcs[r.top.fn].library) return;
    if (before !== undefined) (fname === 'MPI_Group_free' ? this.groups : this.ops)[k]?.delete(before);
    const made = (): Made => ({ call: fname, pos: rt.userPos(r) });
    if (GROUP_MAKERS.has(fname)) {
      const h = r.m.i32(a[a.length - 1]);
      if (h !== H.GROUP_EMPTY && h !== H.GROUP_NULL) (this.groups[k] ??= new Map()).set(h, made());
    } else if (fname === 'MPI_Op_create') {
      (this.ops[k] ??= new Map()).set(r.m.i32(a[a.length - 1]), made());
    } else if (TYPE_MAKERS(fname)) {
      (this.types[k] ??= new Map()).set(r.m.i32(a[a.length - 1]) >>> 0, made());
    }
  }
}

export function finalizeFindings(rt: MpiCore, host: CheckHost, r: RankProcess, ledger: HandleLedger, started: WeakSet<Request>): Finding[] {
  const out: Finding[] = [];
  const k = r.rank;
  const p = rt.proc(r);
  const at = rt.userPos(r);
  // One finding per kind and place of creation: a loop that leaks one handle per turn is one error.
  const leaks = new Map<string, { what: string; call: string; pos?: SourcePos; n: number }>();
  const leak = (what: string, call: string, pos?: SourcePos): void => {
    const key = `${what}\0${call}\0${fmtAt(pos)}`;
    const l = leaks.get(key);
    if (l) l.n++;
    else leaks.set(key, { what, call, pos, n: 1 });
  };
  for (const c of p.comms.values()) {
    if (c.freed || c.internal || c.handle === H.COMM_WORLD || c.handle === H.COMM_SELF || DYNAMIC.test(c.createdBy)) continue;
    leak(c.createdBy.startsWith('MPI_Win') ? 'window communicator (MPI_Win_free frees it)' : 'communicator', c.createdBy, c.createdAt);
  }
  for (const [h, m] of ledger.groups[k] ?? []) if (p.groups.has(h)) leak('group', m.call, m.pos);
  for (const [h, m] of ledger.ops[k] ?? []) if (p.ops.has(h)) leak('operator', m.call, m.pos);
  // Only a type the ledger holds can be reported: a rank that made none lists no types (the list
  // describes every type of its table: a few KB per rank of 16k that made none).
  const madeTypes = ledger.types[k];
  if (madeTypes !== undefined && madeTypes.size !== 0) {
    for (const t of host.dtp(k).table.list()) {
      if (t.predefined || t.freedByUser) continue;
      const m = madeTypes.get(t.handle);
      if (m) leak(`datatype (${t.description})`, m.call, m.pos);
    }
  }
  if (p.requests.size !== 0) for (const q of p.requests.values()) {
    if (q.released) continue;
    const where = `${q.call} at ${fmtAt(q.postedAt)}`;
    if (q.persistent) {
      if (!started.has(q)) {
        out.push({ check: 'request-lifecycle', rank: k, pos: q.postedAt, text: `rank ${k}: the persistent request of ${where} was never started (MPI_Start)`, related: { rank: k, pos: at, what: 'MPI_Finalize' } });
      } else if (q.active) {
        out.push({ check: 'request-lifecycle', rank: k, pos: q.postedAt, text: `rank ${k} called MPI_Finalize at ${fmtAt(at)} while the persistent request of ${where} was started and not completed (MPI_Wait)`, related: { rank: k, pos: at, what: 'MPI_Finalize' } });
      }
      leak('persistent request', q.call, q.postedAt);
    } else {
      out.push({
        check: 'request-lifecycle', rank: k, pos: q.postedAt,
        text: `rank ${k} called MPI_Finalize at ${fmtAt(at)} while the request of ${where} was never completed by a wait or test${q.complete ? '' : ' (the operation is still pending)'}`,
        related: { rank: k, pos: at, what: 'MPI_Finalize' },
      });
    }
  }
  for (const { what, call, pos, n } of leaks.values()) {
    out.push({
      check: 'leak', rank: k, pos,
      text: `rank ${k} called MPI_Finalize at ${fmtAt(at)} with ${n === 1 ? `${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what}` : `${n} ${plural(what)}`} still alive, created by ${call} at ${fmtAt(pos)}`,
      related: { rank: k, pos: at, what: 'MPI_Finalize' },
    });
  }
  return out;
}

/** A kind of leaked object, several of them: its noun (before any parenthesis) takes the s. */
function plural(what: string): string {
  const paren = what.indexOf(' (');
  if (paren < 0) return `${what}s`;
  return `${what.slice(0, paren)}s${what.slice(paren).replace(' frees it)', ' frees them)')}`;
}
