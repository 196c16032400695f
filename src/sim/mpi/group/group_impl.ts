/**
 * The group functions of the API.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { ERR } from '../errclass';
import type { Result } from '../core/process';
import { compareGroups } from './grouputil';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { GroupUtil } from './grouputil';

export class GroupImpl {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling, readonly groups: GroupUtil) {}
  private badGroup(r: RankProcess, fname: string): Result { return this.err.error(r, H.COMM_WORLD, fname, ERR.GROUP, 'Invalid group'); }
  MPI_Group_size(r: RankProcess, a: unknown[]): Result {
    const g = this.groups.group(this.rt.proc(r), a[0] as number);
    if (!g) return this.badGroup(r, 'MPI_Group_size');
    r.m.st32(a[1] as number, g.length);
    return 0;
  }
  MPI_Group_rank(r: RankProcess, a: unknown[]): Result {
    const g = this.groups.group(this.rt.proc(r), a[0] as number);
    if (!g) return this.badGroup(r, 'MPI_Group_rank');
    const k = g.indexOf(r.rank);
    r.m.st32(a[1] as number, k < 0 ? H.UNDEFINED : k);
    return 0;
  }
  MPI_Group_free(r: RankProcess, a: unknown[]): Result {
    const p = this.rt.proc(r);
    const h = r.m.i32(a[0] as number);
    // MPICH lets MPI_GROUP_EMPTY be freed (its only predefined group).
    if ((h | 0) !== H.GROUP_EMPTY && !p.groups.has(h | 0)) {
      return this.err.error(r, H.COMM_WORLD, 'MPI_Group_free', ERR.GROUP, 'Invalid group', (h | 0) === H.GROUP_NULL ? { kind: 'groupnull' } : { kind: 'group' }, a);
    }
    if ((h | 0) !== H.GROUP_EMPTY) this.groups.releaseGroup(p, h | 0);
    r.m.st32(a[0] as number, H.GROUP_NULL);
    return 0;
  }
  MPI_Group_incl(r: RankProcess, a: unknown[]): Result {
    const [gh, n, ranks, out] = a as number[];
    const p = this.rt.proc(r);
    const g = this.groups.group(p, gh);
    if (!g) return this.badGroup(r, 'MPI_Group_incl');
    const sel: number[] = [];
    for (let k = 0; k < n; k++) {
      const x = r.m.i32(ranks + 4 * k);
      if (x < 0 || x >= g.length) return this.err.error(r, H.COMM_WORLD, 'MPI_Group_incl', ERR.RANK, `Invalid rank has value ${x} but must be nonnegative and less than ${g.length}`);
      if (sel.includes(g[x])) return this.err.error(r, H.COMM_WORLD, 'MPI_Group_incl', ERR.RANK, `Duplicate ranks in rank array at index ${k}, has value ${x} which is also the value at index ${sel.indexOf(g[x])}`);
      sel.push(g[x]);
    }
    r.m.st32(out, this.groups.groupHandle(p, sel));
    return 0;
  }
  MPI_Group_excl(r: RankProcess, a: unknown[]): Result {
    const [gh, n, ranks, out] = a as number[];
    const p = this.rt.proc(r);
    const g = this.groups.group(p, gh);
    if (!g) return this.badGroup(r, 'MPI_Group_excl');
    const drop = new Set<number>();
    for (let k = 0; k < n; k++) {
      const x = r.m.i32(ranks + 4 * k);
      if (x < 0 || x >= g.length) return this.err.error(r, H.COMM_WORLD, 'MPI_Group_excl', ERR.RANK, `Invalid rank has value ${x} but must be nonnegative and less than ${g.length}`);
      drop.add(x);
    }
    r.m.st32(out, this.groups.groupHandle(p, g.filter((_, k) => !drop.has(k))));
    return 0;
  }
  private ranges(r: RankProcess, n: number, arr: number, size: number): number[] | string {
    const out: number[] = [];
    for (let k = 0; k < n; k++) {
      const first = r.m.i32(arr + 12 * k), last = r.m.i32(arr + 12 * k + 4), stride = r.m.i32(arr + 12 * k + 8);
      if (stride === 0) return 'Zero stride';
      for (let x = first; stride > 0 ? x <= last : x >= last; x += stride) {
        if (x < 0 || x >= size) return `Invalid rank has value ${x} but must be nonnegative and less than ${size}`;
        out.push(x);
      }
    }
    return out;
  }
  MPI_Group_range_incl(r: RankProcess, a: unknown[]): Result {
    const [gh, n, arr, out] = a as number[];
    const p = this.rt.proc(r);
    const g = this.groups.group(p, gh);
    if (!g) return this.badGroup(r, 'MPI_Group_range_incl');
    const sel = this.ranges(r, n, arr, g.length);
    if (typeof sel === 'string') return this.err.error(r, H.COMM_WORLD, 'MPI_Group_range_incl', ERR.RANK, sel);
    r.m.st32(out, this.groups.groupHandle(p, sel.map((k) => g[k])));
    return 0;
  }
  MPI_Group_range_excl(r: RankProcess, a: unknown[]): Result {
    const [gh, n, arr, out] = a as number[];
    const p = this.rt.proc(r);
    const g = this.groups.group(p, gh);
    if (!g) return this.badGroup(r, 'MPI_Group_range_excl');
    const sel = this.ranges(r, n, arr, g.length);
    if (typeof sel === 'string') return this.err.error(r, H.COMM_WORLD, 'MPI_Group_range_excl', ERR.RANK, sel);
    const drop = new Set(sel);
    r.m.st32(out, this.groups.groupHandle(p, g.filter((_, k) => !drop.has(k))));
    return 0;
  }
  private setOp(r: RankProcess, a: unknown[], fname: string, f: (x: number[], y: number[]) => number[]): Result {
    const [g1h, g2h, out] = a as number[];
    const p = this.rt.proc(r);
    const g1 = this.groups.group(p, g1h), g2 = this.groups.group(p, g2h);
    if (!g1 || !g2) return this.badGroup(r, fname);
    r.m.st32(out, this.groups.groupHandle(p, f(g1, g2)));
    return 0;
  }
  MPI_Group_union(r: RankProcess, a: unknown[]): Result { return this.setOp(r, a, 'MPI_Group_union', (x, y) => [...x, ...y.filter((e) => !x.includes(e))]); }
  MPI_Group_intersection(r: RankProcess, a: unknown[]): Result { return this.setOp(r, a, 'MPI_Group_intersection', (x, y) => x.filter((e) => y.includes(e))); }
  MPI_Group_difference(r: RankProcess, a: unknown[]): Result { return this.setOp(r, a, 'MPI_Group_difference', (x, y) => x.filter((e) => !y.includes(e))); }
  MPI_Group_translate_ranks(r: RankProcess, a: unknown[]): Result {
    const [g1h, n, ranks1, g2h, ranks2] = a as number[];
    const p = this.rt.proc(r);
    const g1 = this.groups.group(p, g1h), g2 = this.groups.group(p, g2h);
    if (!g1 || !g2) return this.badGroup(r, 'MPI_Group_translate_ranks');
    for (let k = 0; k < n; k++) {
      const x = r.m.i32(ranks1 + 4 * k);
      const y = x === H.PROC_NULL ? H.PROC_NULL : g2.indexOf(g1[x]);
      r.m.st32(ranks2 + 4 * k, y < 0 && x !== H.PROC_NULL ? H.UNDEFINED : y);
    }
    return 0;
  }
  MPI_Group_compare(r: RankProcess, a: unknown[]): Result {
    const [g1h, g2h, out] = a as number[];
    const p = this.rt.proc(r);
    const g1 = this.groups.group(p, g1h), g2 = this.groups.group(p, g2h);
    if (!g1 || !g2) return this.badGroup(r, 'MPI_Group_compare');
    r.m.st32(out, compareGroups(g1, g2));
    return 0;
  }
  __mpisim_group_members(r: RankProcess, a: unknown[]): Result {
    const [gh, out] = a as number[];
    const g = this.groups.group(this.rt.proc(r), gh);
    g?.forEach((x, k) => r.m.st32(out + 4 * k, x));
    return g ? g.length : -1;
  }
}
