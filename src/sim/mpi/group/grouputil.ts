/**
 * Group objects (MPICH's grouputil.c): handles from the process's pool, reference counts (a
 * communicator keeps its group), MPIR_Group_release.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import type { Comm, ProcState } from '../state';
import type { MpiCore } from '../core/dispatch';

export class GroupUtil {
  constructor(readonly rt: MpiCore) {}
  groupHandle(p: ProcState, members: number[]): number {
    if (members.length === 0) return H.GROUP_EMPTY;
    const h = p.groupPool.take();
    p.groups.set(h, members);
    p.groupRefs.set(h, 1);
    return h;
  }
  /** Drops one reference to a group object; the last one frees its handle for reuse (MPIR_Group_release). */
  releaseGroup(p: ProcState, h: number): void {
    const n = (p.groupRefs.get(h) ?? 1) - 1;
    if (n > 0) { p.groupRefs.set(h, n); return; }
    p.groups.delete(h);
    p.groupRefs.delete(h);
    p.groupPool.give(h);
  }
  /**
   * A communicator's group as MPICH keeps it: made on first request and kept by the communicator
   * (one reference) until it is freed; each MPI_Comm_group adds a reference to the same handle.
   */
  commGroup(p: ProcState, c: Comm, which: 'localGroup' | 'remoteGroupHandle', members: number[]): number {
    const h = c[which];
    if (h !== undefined && p.groups.has(h)) { p.groupRefs.set(h, (p.groupRefs.get(h) ?? 1) + 1); return h; }
    const made = this.groupHandle(p, members.slice());
    p.groupRefs.set(made, 2);
    c[which] = made;
    return made;
  }
  /** A group's members (process indexes), for the one-sided calls that take groups. */
  groupMembers(r: RankProcess, h: number): number[] | undefined { return this.group(this.rt.proc(r), h); }
  group(p: ProcState, h: number): number[] | undefined {
    if ((h | 0) === H.GROUP_EMPTY) return [];
    return p.groups.get(h | 0);
  }
}

export function compareGroups(a: number[], b: number[]): number {
  if (a.length === b.length && a.every((x, k) => x === b[k])) return H.IDENT;
  if (a.length === b.length && a.every((x) => b.includes(x))) return H.SIMILAR;
  return H.UNEQUAL;
}
