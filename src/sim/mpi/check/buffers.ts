/**
 * Buffers owned by pending operations (MPI 4.0 §3.7.2, §6.12, §12.7): from a nonblocking
 * call (or MPI_Start) until the request is completed by a wait or test, and from a one-sided
 * call until its epoch ends, the program may not write the operation's buffer (nor read a
 * receive buffer), and no other MPI call may write it.
 *
 * Each pending operation keeps a copy of its bytes. Only the program and MPI write a rank's
 * memory, and MPI writes it at known moments (inside the rank's own calls, its nonblocking
 * collectives' coroutines while it waits in one, a delivery from another rank's call): after
 * each of them the copies are taken again, so bytes that differ from their copy at the rank's
 * next MPI call were written by the program. The program's own stores, those of the value
 * already there included, are also seen as they happen (./storetap.ts). Reads go unseen: what is
 * reported is always a write that happened.
 */
import type { RankProcess } from '../../runtime/rank';
import type { SourcePos } from '../../c/diagnostics';
import type { Request } from '../state';
import type { TableDatatypes } from '../datatype/typerep/typeops';
import { isBuiltinType } from '../datatype/typerep/typeops';

/** Bytes [addr, addr + len) of one rank's memory. */
export type Span = [number, number];

export interface Owned {
  rank: number;
  spans: Span[];
  /** The operation writes these bytes (a receive); else it reads them (a send). */
  writes: boolean;
  call: string;
  pos?: SourcePos;
  copy: Uint8Array[];
  /** Alive while this says so (its request not yet completed by a wait or test, its epoch open). */
  alive: () => boolean;
  /** A partitioned operation's (its partitions arrive, and may be read, one by one). */
  partitioned?: boolean;
  /** One-sided operations: the window whose synchronization ends them. */
  win?: number;
}

/** Largest buffer copied (bytes): beyond it an operation's bytes are not watched. */
const MAX_WATCHED = 1 << 20;

/** The bytes `count` elements of `dt` at `buf` occupy (a derived type's holes excluded), merged. */
export function spansOf(types: TableDatatypes, buf: number, count: number, dt: number): Span[] | undefined {
  if (count <= 0) return [];
  const size = types.size(dt);
  if (size === undefined) return undefined;
  if (isBuiltinType(dt)) return size * count > MAX_WATCHED ? undefined : [[buf, size * count]];
  let map;
  try {
    map = types.table.typemap(dt >>> 0, count, 4096);
  } catch {
    return undefined;
  }
  if (map.length >= 4096) return undefined;
  return mergeSpans(map.map((x) => [buf + x.disp, types.size(x.type) ?? 1] as Span));
}

/** The spans sorted, those that touch or overlap joined. */
export function mergeSpans(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const [a, n] of spans.sort((x, y) => x[0] - y[0])) {
    const last = out[out.length - 1];
    if (last && a <= last[0] + last[1]) last[1] = Math.max(last[1], a + n - last[0]);
    else out.push([a, n]);
  }
  return out;
}

export function overlaps(a: Span[], b: Span[]): boolean {
  for (const [x, n] of a) for (const [y, m] of b) if (x < y + m && y < x + n) return true;
  return false;
}

export class OwnedBuffers {
  private byRank: Owned[][] = [];

  add(o: Owned, r: RankProcess): void {
    o.copy = o.spans.map(([a, n]) => copyOf(r, a, n));
    (this.byRank[o.rank] ??= []).push(o);
  }
  /** Whether rank `rank` may own pending buffers (false: live() is empty without looking). */
  any(rank: number): boolean { return (this.byRank[rank]?.length ?? 0) > 0; }
  live(rank: number): Owned[] {
    const list = this.byRank[rank];
    if (!list) return [];
    const alive = list.filter((o) => o.alive());
    this.byRank[rank] = alive;
    return alive;
  }
  /** The operations of `rank` whose bytes the program changed since their copies, copies then renewed. */
  changed(r: RankProcess): { o: Owned; at: number }[] {
    const out: { o: Owned; at: number }[] = [];
    for (const o of this.live(r.rank)) {
      for (let i = 0; i < o.spans.length; i++) {
        const [a, n] = o.spans[i];
        const now = bytesAt(r, a, n);
        if (!now) continue;
        const k = firstDifference(now, o.copy[i]);
        if (k >= 0) { out.push({ o, at: a + k }); o.copy[i] = now.slice(); }
      }
    }
    return out;
  }
  /** MPI wrote the rank's memory: the copies take its bytes as they are now. */
  renew(r: RankProcess): void {
    const list = this.byRank[r.rank];
    if (!list || list.length === 0) return;
    for (const o of this.live(r.rank)) o.copy = o.spans.map(([a, n]) => copyOf(r, a, n));
  }
  /** Ends the one-sided operations of `rank` on window `win` (their epoch closed). */
  endEpoch(rank: number, win: number): void {
    const list = this.byRank[rank];
    if (list) this.byRank[rank] = list.filter((o) => o.win !== win);
  }
}

function bytesAt(r: RankProcess, a: number, n: number): Uint8Array | undefined {
  const U8 = r.m.U8 as Uint8Array;
  if (a < 0 || a + n > U8.length) return undefined;
  return U8.subarray(a, a + n);
}
function copyOf(r: RankProcess, a: number, n: number): Uint8Array {
  return bytesAt(r, a, n)?.slice() ?? new Uint8Array(0);
}
function firstDifference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return -1;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

/** Whether the request is still the program's and not yet completed by a wait or test. */
export function requestPending(p: { requests: { get(h: number): Request | undefined } }, q: Request): () => boolean {
  const h = q.handle;
  return () => p.requests.get(h) === q && !q.released && (!q.persistent || q.active);
}
