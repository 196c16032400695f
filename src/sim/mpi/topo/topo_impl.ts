/**
 * Process topologies: Cartesian, graph and distributed graph topologies kept on the
 * communicator (the constructors are C, ../lib/topo.c), their queries and neighbour lists,
 * and MPI_Dims_create as MPICH computes it.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import type { Comm } from '../state';
import { ERR } from '../errclass';
import { mpiBinding, type MpiArgValue } from '../errors';
import { ints, type Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import { neighborNoTopology } from './neighbor_errors';
import { internalKeyval } from '../attr/attr_impl';

export class TopoImpl {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling) {}
  /** MPI_Comm_dup and its kin: the duplicate has the same topology (MPIR_Topology_dup). */
  __mpisim_comm_copy_topo(r: RankProcess, a: unknown[]): Result {
    const p = this.rt.proc(r);
    const from = this.rt.comm(p, a[0] as number), to = this.rt.comm(p, a[1] as number);
    if (from?.topo && to) to.topo = structuredClone(from.topo);
    return 0;
  }
  __mpisim_topo_set(r: RankProcess, a: unknown[]): Result {
    const [h, kind, n, aPtr, bPtr, m, , weighted] = a as number[];
    const c = this.rt.comm(this.rt.proc(r), h);
    if (!c) return 0;
    if (n < 0) { if (c.topo) c.topo.weighted = weighted !== 0; return 0; } // only the weighted flag
    internalKeyval(this.rt.proc(r), 'topology');
    if (kind === H.CART) c.topo = { kind: 'cart', dims: ints(r, aPtr, n), periods: ints(r, bPtr, n).map((x) => x !== 0) };
    else if (kind === H.GRAPH) c.topo = { kind: 'graph', index: ints(r, aPtr, n), edges: ints(r, bPtr, m) };
    else c.topo = { kind: 'dist_graph', sources: ints(r, aPtr, n), destinations: ints(r, bPtr, m), weighted: weighted !== 0 };
    return 0;
  }
  private topoComm(r: RankProcess, fname: string, h: number, kind?: 'cart' | 'graph' | 'dist_graph', args?: unknown[]): Comm | Result {
    const c = this.err.checkComm(r, fname, h);
    if (!c) return this.err.lastCheckResult;
    if (!c.topo || (kind && c.topo.kind !== kind)) {
      const where = kind && noTopologyFrame(fname, kind);
      if (!where) return this.err.error(r, c.handle, fname, ERR.TOPOLOGY, `Invalid topology (the communicator has no ${kind ?? ''} topology)`.replace('no  ', 'no '));
      const argv = (args ?? this.rt.callArgs(r, fname) ?? []) as MpiArgValue[];
      return this.err.handle(r, c.handle, fname, this.err.ring(r).raiseStack(fname, ERR.TOPOLOGY, [{ location: where, message: NO_TOPOLOGY[kind] }], argv, this.err.formatOpts(r)));
    }
    return c;
  }
  private isComm(x: Comm | Result): x is Comm { return typeof x === 'object'; }
  __mpisim_dist_graph_collect(r: RankProcess, a: unknown[]): Result {
    const [h, , , allPtr, total] = a as number[];
    const c = this.rt.comm(this.rt.proc(r), h);
    if (!c) return 0;
    const all = ints(r, allPtr, 3 * total);
    const sources: number[] = [], destinations: number[] = [], sw: number[] = [], dw: number[] = [];
    for (let k = 0; k < total; k++) {
      const [s, d, w] = [all[3 * k], all[3 * k + 1], all[3 * k + 2]];
      if (d === c.rank) { sources.push(s); sw.push(w); }
      if (s === c.rank) { destinations.push(d); dw.push(w); }
    }
    c.topo = { kind: 'dist_graph', sources, destinations, weighted: true, sourceWeights: sw, destWeights: dw };
    internalKeyval(this.rt.proc(r), 'topology');
    return 0;
  }
  __mpisim_dist_weights(r: RankProcess, a: unknown[]): Result {
    const [h, swPtr, dwPtr] = a as number[];
    const t = this.rt.comm(this.rt.proc(r), h)?.topo;
    if (!t || t.kind !== 'dist_graph') return 0;
    t.sourceWeights = ints(r, swPtr, t.sources!.length);
    t.destWeights = dwPtr > 2 ? ints(r, dwPtr, t.destinations!.length) : t.destinations!.map(() => 1);
    return 0;
  }
  /** A blocking neighbourhood collective on a communicator without topology: MPICH's error from the bottom of the schedule it runs. */
  __mpisim_neighbor_topology(r: RankProcess, a: unknown[]): Result {
    const fname = r.m.cstring(a[1] as number);
    const c = this.err.checkComm(r, fname, a[0] as number);
    if (!c) return this.err.lastCheckResult;
    const frames = !c.topo && neighborNoTopology(fname);
    if (!frames) return 0;
    const argv = (this.rt.callArgs(r, fname) ?? []) as MpiArgValue[];
    return this.err.handle(r, c.handle, fname, this.err.ring(r).raiseStack(fname, ERR.TOPOLOGY, frames, argv, this.err.formatOpts(r)));
  }
  /** The neighbour lists of a topology, in MPICH's order; with null arrays only the counts. */
  __mpisim_topo_neighbors(r: RankProcess, a: unknown[]): Result {
    const [h, inPtr, outPtr, srcPtr, dstPtr] = a as number[];
    const c = this.topoComm(r, 'MPI_Neighbor_allgather', h);
    if (!this.isComm(c)) return c;
    const t = c.topo!;
    let srcs: number[], dsts: number[];
    if (t.kind === 'cart') {
      const list: number[] = [];
      const me = cartCoords(t.dims!, c.rank);
      t.dims!.forEach((d, dim) => {
        for (const delta of [-1, 1]) {
          const co = me.slice();
          co[dim] += delta;
          if (co[dim] < 0 || co[dim] >= d) {
            if (!t.periods![dim]) { list.push(H.PROC_NULL); continue; }
            co[dim] = ((co[dim] % d) + d) % d;
          }
          list.push(co.reduce((acc, x, k) => acc * t.dims![k] + x, 0));
        }
      });
      srcs = dsts = list;
    } else if (t.kind === 'graph') {
      srcs = dsts = this.graphNeighbors(c, c.rank);
    } else {
      srcs = t.sources!;
      dsts = t.destinations!;
    }
    r.m.st32(inPtr, srcs.length);
    r.m.st32(outPtr, dsts.length);
    if (srcPtr) srcs.forEach((x, k) => r.m.st32(srcPtr + 4 * k, x));
    if (dstPtr) dsts.forEach((x, k) => r.m.st32(dstPtr + 4 * k, x));
    return 0;
  }
  MPI_Topo_test(r: RankProcess, a: unknown[]): Result {
    const c = this.err.checkComm(r, 'MPI_Topo_test', a[0] as number);
    if (!c) return this.err.lastCheckResult;
    r.m.st32(a[1] as number, !c.topo ? H.UNDEFINED : c.topo.kind === 'cart' ? H.CART : c.topo.kind === 'graph' ? H.GRAPH : H.DIST_GRAPH);
    return 0;
  }
  MPI_Cartdim_get(r: RankProcess, a: unknown[]): Result {
    const c = this.topoComm(r, 'MPI_Cartdim_get', a[0] as number, 'cart', a);
    if (!this.isComm(c)) return c;
    r.m.st32(a[1] as number, c.topo!.dims!.length);
    return 0;
  }
  MPI_Cart_get(r: RankProcess, a: unknown[]): Result {
    const [h, maxdims, dimsPtr, perPtr, coordsPtr] = a as number[];
    const c = this.topoComm(r, 'MPI_Cart_get', h, 'cart', a);
    if (!this.isComm(c)) return c;
    const t = c.topo!;
    const coords = cartCoords(t.dims!, c.rank);
    for (let k = 0; k < Math.min(maxdims, t.dims!.length); k++) {
      r.m.st32(dimsPtr + 4 * k, t.dims![k]);
      r.m.st32(perPtr + 4 * k, t.periods![k] ? 1 : 0);
      r.m.st32(coordsPtr + 4 * k, coords[k]);
    }
    return 0;
  }
  MPI_Cart_rank(r: RankProcess, a: unknown[]): Result {
    const [h, coordsPtr, out] = a as number[];
    const c = this.topoComm(r, 'MPI_Cart_rank', h, 'cart', a);
    if (!this.isComm(c)) return c;
    const { dims, periods } = c.topo!;
    let rank = 0;
    for (let k = 0; k < dims!.length; k++) {
      let x = r.m.i32(coordsPtr + 4 * k);
      if (periods![k]) x = ((x % dims![k]) + dims![k]) % dims![k];
      else if (x < 0 || x >= dims![k]) return this.err.error(r, c.handle, 'MPI_Cart_rank', ERR.ARG, `Invalid argument; coordinate ${k} is ${x}, outside 0..${dims![k] - 1}`);
      rank = rank * dims![k] + x;
    }
    r.m.st32(out, rank);
    return 0;
  }
  MPI_Cart_coords(r: RankProcess, a: unknown[]): Result {
    const [h, rank, maxdims, out] = a as number[];
    const c = this.topoComm(r, 'MPI_Cart_coords', h, 'cart', a);
    if (!this.isComm(c)) return c;
    if (rank < 0 || rank >= c.group.length) return this.err.error(r, c.handle, 'MPI_Cart_coords', ERR.RANK, `Invalid rank has value ${rank} but must be nonnegative and less than ${c.group.length}`, { kind: 'rank', value: rank, size: c.group.length }, a);
    cartCoords(c.topo!.dims!, rank).slice(0, maxdims).forEach((x, k) => r.m.st32(out + 4 * k, x));
    return 0;
  }
  MPI_Cart_shift(r: RankProcess, a: unknown[]): Result {
    const [h, dir, disp, srcPtr, dstPtr] = a as number[];
    const c = this.topoComm(r, 'MPI_Cart_shift', h, 'cart', a);
    if (!this.isComm(c)) return c;
    const { dims, periods } = c.topo!;
    if (dir < 0 || dir >= dims!.length) return this.err.error(r, c.handle, 'MPI_Cart_shift', ERR.ARG, `Invalid argument; direction ${dir} is not a dimension`);
    const me = cartCoords(dims!, c.rank);
    const at = (delta: number): number => {
      const co = me.slice();
      co[dir] += delta;
      if (co[dir] < 0 || co[dir] >= dims![dir]) {
        if (!periods![dir]) return H.PROC_NULL;
        co[dir] = ((co[dir] % dims![dir]) + dims![dir]) % dims![dir];
      }
      return co.reduce((acc, x, k) => acc * dims![k] + x, 0);
    };
    r.m.st32(srcPtr, at(-disp));
    r.m.st32(dstPtr, at(disp));
    return 0;
  }
  __mpisim_cart_sub_color(r: RankProcess, a: unknown[]): Result {
    const [h, remainPtr, colorPtr, keyPtr] = a as number[];
    const c = this.topoComm(r, 'MPI_Cart_sub', h, 'cart', a);
    // Negative: the error code (MPI_Cart_sub returns it), the rest counts kept dimensions.
    if (!this.isComm(c)) return -c;
    const dims = c.topo!.dims!;
    const remain = ints(r, remainPtr, dims.length);
    const co = cartCoords(dims, c.rank);
    let color = 0, key = 0;
    for (let k = 0; k < dims.length; k++) {
      if (remain[k]) key = key * dims[k] + co[k];
      else color = color * dims[k] + co[k];
    }
    r.m.st32(colorPtr, color);
    r.m.st32(keyPtr, key);
    // Returns how many dimensions are kept (negative: an error code).
    return remain.filter((x) => x !== 0).length;
  }
  __mpisim_cart_sub_topo(r: RankProcess, a: unknown[]): Result {
    const [nh, oh, remainPtr] = a as number[];
    const p = this.rt.proc(r);
    const nc = this.rt.comm(p, nh), oc = this.rt.comm(p, oh);
    if (!nc || !oc?.topo?.dims) return 0;
    const remain = ints(r, remainPtr, oc.topo.dims.length);
    nc.topo = { kind: 'cart', dims: oc.topo.dims.filter((_, k) => remain[k]), periods: oc.topo.periods!.filter((_, k) => remain[k]) };
    return 0;
  }
  MPI_Cart_map(r: RankProcess, a: unknown[]): Result {
    const [h, ndims, dimsPtr, , out] = a as number[];
    const c = this.err.checkComm(r, 'MPI_Cart_map', h);
    if (!c) return this.err.lastCheckResult;
    const n = ints(r, dimsPtr, ndims).reduce((x, y) => x * y, 1);
    r.m.st32(out, c.rank < n ? c.rank : H.UNDEFINED);
    return 0;
  }
  MPI_Dims_create(r: RankProcess, a: unknown[]): Result {
    const [nnodes, ndims, dimsPtr] = a as number[];
    if (nnodes < 0) return this.err.error(r, H.COMM_WORLD, 'MPI_Dims_create', ERR.ARG, '', { kind: 'argneg', arg: 'nnodes', value: nnodes }, a);
    if (ndims < 0) return this.err.error(r, H.COMM_WORLD, 'MPI_Dims_create', ERR.ARG, '', { kind: 'argneg', arg: 'ndims', value: ndims }, a);
    const dims = ints(r, dimsPtr, ndims);
    const res = dimsCreate(nnodes, dims);
    if (!Array.isArray(res)) {
      return this.err.handle(r, H.COMM_WORLD, 'MPI_Dims_create', this.err.ring(r).raiseStack('MPI_Dims_create', ERR.DIMS, [res], a as MpiArgValue[], this.err.formatOpts(r)));
    }
    res.forEach((x, k) => r.m.st32(dimsPtr + 4 * k, x));
    return 0;
  }
  MPI_Graphdims_get(r: RankProcess, a: unknown[]): Result {
    const c = this.topoComm(r, 'MPI_Graphdims_get', a[0] as number, 'graph', a);
    if (!this.isComm(c)) return c;
    r.m.st32(a[1] as number, c.topo!.index!.length);
    r.m.st32(a[2] as number, c.topo!.edges!.length);
    return 0;
  }
  MPI_Graph_get(r: RankProcess, a: unknown[]): Result {
    const [h, maxi, maxe, iPtr, ePtr] = a as number[];
    const c = this.topoComm(r, 'MPI_Graph_get', h, 'graph', a);
    if (!this.isComm(c)) return c;
    c.topo!.index!.slice(0, maxi).forEach((x, k) => r.m.st32(iPtr + 4 * k, x));
    c.topo!.edges!.slice(0, maxe).forEach((x, k) => r.m.st32(ePtr + 4 * k, x));
    return 0;
  }
  private graphNeighbors(c: Comm, rank: number): number[] {
    const { index, edges } = c.topo!;
    return edges!.slice(rank === 0 ? 0 : index![rank - 1], index![rank]);
  }
  MPI_Graph_neighbors_count(r: RankProcess, a: unknown[]): Result {
    const c = this.topoComm(r, 'MPI_Graph_neighbors_count', a[0] as number, 'graph', a);
    if (!this.isComm(c)) return c;
    r.m.st32(a[2] as number, this.graphNeighbors(c, a[1] as number).length);
    return 0;
  }
  MPI_Graph_neighbors(r: RankProcess, a: unknown[]): Result {
    const [h, rank, max, out] = a as number[];
    const c = this.topoComm(r, 'MPI_Graph_neighbors', h, 'graph', a);
    if (!this.isComm(c)) return c;
    this.graphNeighbors(c, rank).slice(0, max).forEach((x, k) => r.m.st32(out + 4 * k, x));
    return 0;
  }
  MPI_Graph_map(r: RankProcess, a: unknown[]): Result {
    const [h, nnodes, , , out] = a as number[];
    const c = this.err.checkComm(r, 'MPI_Graph_map', h);
    if (!c) return this.err.lastCheckResult;
    r.m.st32(out, c.rank < nnodes ? c.rank : H.UNDEFINED);
    return 0;
  }
  MPI_Dist_graph_neighbors_count(r: RankProcess, a: unknown[]): Result {
    const c = this.topoComm(r, 'MPI_Dist_graph_neighbors_count', a[0] as number, 'dist_graph', a);
    if (!this.isComm(c)) return c;
    r.m.st32(a[1] as number, c.topo!.sources!.length);
    r.m.st32(a[2] as number, c.topo!.destinations!.length);
    r.m.st32(a[3] as number, c.topo!.weighted ? 1 : 0);
    return 0;
  }
  MPI_Dist_graph_neighbors(r: RankProcess, a: unknown[]): Result {
    const [h, maxin, srcPtr, swPtr, maxout, dstPtr, dwPtr] = a as number[];
    const c = this.topoComm(r, 'MPI_Dist_graph_neighbors', h, 'dist_graph', a);
    if (!this.isComm(c)) return c;
    const t = c.topo!;
    // MPICH 4.0.2 copies maxindegree entries from its array of the in-degree's length, NULL when
    // that degree is 0, and dies; the standard returns the neighbours there are (issue 13: the
    // standard where MPICH crashes).
    t.sources!.slice(0, maxin).forEach((x, k) => r.m.st32(srcPtr + 4 * k, x));
    t.destinations!.slice(0, maxout).forEach((x, k) => r.m.st32(dstPtr + 4 * k, x));
    // Weights are written unless the caller passed MPI_UNWEIGHTED (the address 1).
    if (swPtr > 2 && t.sourceWeights) t.sourceWeights.slice(0, maxin).forEach((x, k) => r.m.st32(swPtr + 4 * k, x));
    if (dwPtr > 2 && t.destWeights) t.destWeights.slice(0, maxout).forEach((x, k) => r.m.st32(dwPtr + 4 * k, x));
    return 0;
  }
}

/** Row-major coordinates of `rank` in a grid (MPI's Cartesian numbering). */
function cartCoords(dims: number[], rank: number): number[] {
  const out = new Array(dims.length).fill(0);
  for (let k = dims.length - 1; k >= 0; k--) { out[k] = rank % dims[k]; rank = Math.floor(rank / dims[k]); }
  return out;
}

/**
 * MPI_Dims_create as MPICH 4.0.2 computes it: the prime factors of what the free dimensions
 * must hold, largest first, each multiplied into the currently smallest free dimension; the
 * free dimensions then get these values in decreasing order. Errors carry MPICH's frame.
 */
export function dimsCreate(nnodes: number, dims: number[]): number[] | { location: string; message: string } {
  const neg = dims.findIndex((d) => d < 0);
  if (neg >= 0) return { location: 'MPIR_Dims_create(582)', message: `Negative value in array dims[${neg}] (value is ${dims[neg]})` };
  const fixed = dims.filter((d) => d > 0).reduce((x, y) => x * y, 1);
  if (nnodes % fixed !== 0) return { location: 'MPIR_Dims_create(597)', message: 'Cannot partition nodes as requested ' };
  const free = dims.filter((d) => d === 0).length;
  if (free === 0) return dims.slice();
  const chosen = dimsFactor(nnodes / fixed, free);
  let v = 0;
  return dims.map((d) => (d > 0 ? d : chosen[v++]));
}

interface Factor { val: number; cnt: number }

/**
 * MPICH 4.0.2's MPIR_Dims_create_impl for `n` nodes in `nd` free dimensions
 * (src/mpi/topo/topoutil.c, after Traeff and Luebbe, EuroMPI'15): the primes larger than the
 * square root go first, then the trivial cases, else a round-robin first guess improved by
 * optbalance over the sorted divisors. 72 in 2-d is 9 x 8, not 12 x 6.
 */
function dimsFactor(n: number, nd: number): number[] {
  if (nd === 1) return [n];
  const f: Factor[] = [];
  let m = n, nprimes = 0;
  for (let p = 2; p * p <= m; p++) {
    let cnt = 0;
    while (m % p === 0) { m /= p; cnt++; }
    if (cnt) { f.push({ val: p, cnt }); nprimes += cnt; }
  }
  if (m > 1) { f.push({ val: m, cnt: 1 }); nprimes++; }
  const chosen = new Array<number>(nd).fill(1);
  let nextidx = 0;
  // Primes above sqrt(n) can only stand alone.
  for (let j = f.length - 1; j > 0 && nextidx < nd - 1; j--) {
    const { val, cnt } = f[j];
    if (cnt === 1 && val * val > n) { chosen[nextidx++] = val; f.pop(); n /= val; nprimes--; } else break;
  }
  if (nprimes + nextidx <= nd) {
    let i = nextidx + nprimes;
    for (const { val, cnt } of f) for (let k = 0; k < cnt; k++) chosen[--i] = val;
    return chosen;
  }
  if (nd - nextidx === 1) { chosen[nextidx] = n; return chosen; }
  if (f.length === 1) {
    let k = nextidx;
    for (let cnt = f[0].cnt; cnt-- > 0;) { if (k >= nd) k = nextidx; chosen[k++] *= f[0].val; }
    return chosen;
  }
  const ndleft = nd - nextidx;
  if (f.every((x) => x.cnt % ndleft === 0)) {
    const val = f.reduce((acc, x) => acc * x.val ** (x.cnt / ndleft), 1);
    for (let j = nextidx; j < nd; j++) chosen[j] = val;
    return chosen;
  }
  const divs = divisors(f);
  const rest = chosen.slice(nextidx);
  byRoundRobin(f, rest);
  const trydims = new Array<number>(ndleft).fill(0);
  trydims[ndleft - 1] = divs[0];
  // MPICH measures the first guess's balance on the whole of chosen (the large primes included).
  const whole = [...chosen.slice(0, nextidx), ...rest];
  const bal = { cur: whole[0] - whole[nd - 1] };
  optbalance(n, ndleft - 1, ndleft, divs, trydims, bal, rest);
  return [...chosen.slice(0, nextidx), ...rest];
}

/** The divisors of the factored number other than 1 and itself, ascending. */
function divisors(f: Factor[]): number[] {
  // Products of the prime powers (MPICH's ndivisors_from_factor), not a trial division up to n:
  // MPICH's dims5 test asks 75,000 decompositions of numbers near 10^6.
  let all = [1];
  for (const { val, cnt } of f) {
    const next: number[] = [];
    for (const d of all) for (let k = 0, p = 1; k <= cnt; k++, p *= val) next.push(d * p);
    all = next;
  }
  const n = f.reduce((acc, x) => acc * x.val ** x.cnt, 1);
  return all.filter((d) => d !== 1 && d !== n).sort((x, y) => x - y);
}

/** factor_to_dims_by_rr: the largest factors first, each to the first dimension it keeps ordered. */
function byRoundRobin(f: Factor[], dims: number[]): void {
  dims.fill(1);
  let k = 0;
  for (let i = f.length - 1; i >= 0; i--) {
    for (let j = 0; j < f[i].cnt; j++) {
      const val = f[i].val;
      if (k < dims.length) { dims[k++] = val; continue; }
      let kk = dims.length - 1;
      for (; kk > 0; kk--) if (dims[kk] * val <= dims[kk - 1]) break;
      dims[kk] *= val;
    }
  }
}

/** MPICH's optbalance: tries the divisors for dims[idx] down to dims[0], keeping the best balance. */
function optbalance(n: number, idx: number, nd: number, divs: number[], trydims: number[], bal: { cur: number }, optdims: number[]): void {
  const min = trydims[nd - 1];
  if (idx > 1) {
    for (let k = 0; k < divs.length; k++) {
      let f = divs[k];
      if (idx < nd - 1 && f - min > bal.cur) break;
      const q = n / f;
      const newdivs: number[] = [];
      let sf: number;
      if (q % f === 0) { newdivs.push(f); sf = f; } else if (k + 1 < divs.length) sf = divs[k + 1]; else break;
      if (idx < nd - 1 && sf - min > bal.cur) break;
      let ff = sf * sf, ii = idx - 1;
      for (; ii > 0 && ff <= q; ii--) ff *= sf;
      if (ii > 0) break;
      trydims[idx] = f;
      for (let kk = k + 1; kk < divs.length; kk++) {
        f = divs[kk];
        if (f * f > q) break;
        if (q % f === 0) newdivs.push(f);
      }
      if (newdivs.length > 0) optbalance(q, idx - 1, nd, newdivs, trydims, bal, optdims);
    }
  } else if (idx === 1) {
    let qprev = -1, k = 1;
    for (; k < divs.length; k++) {
      const f = divs[k], q = n / f;
      if (q < f) break;
      qprev = q;
    }
    const f = divs[k - 1];
    const q = qprev > 0 ? qprev : n / f;
    if (q < f) return;
    const testbal = nd === 2 ? q - f : q - min;
    if (testbal <= bal.cur) {
      for (let i = 2; i < nd; i++) optdims[i] = trydims[i];
      optdims[0] = q;
      optdims[1] = f;
      bal.cur = q - min;
    }
  } else if (n - min <= bal.cur) {
    for (let i = 1; i < nd; i++) optdims[i] = trydims[i];
    optdims[0] = n;
    bal.cur = n - min;
  }
}

/** MPICH's **notcarttopo, **notgraphtopo and **notdistgraphtopo. */
const NO_TOPOLOGY = {
  cart: 'No Cartesian topology associated with this communicator',
  graph: 'No Graph topology associated with this communicator',
  dist_graph: 'No Distributed Graph topology associated with this communicator',
} as const;
const NO_TOPOLOGY_KEY = { cart: 'notcarttopo', graph: 'notgraphtopo', dist_graph: 'notdistgraphtopo' } as const;
/** Where MPICH 4.0.2 checks the topology when the binding does not: its MPIR_X_impl and line. */
const IMPL_TOPOLOGY_LINE: Readonly<Record<string, number>> = {
  MPI_Cart_shift: 255, MPI_Cartdim_get: 415, MPI_Graph_get: 560, MPI_Graph_neighbors: 611,
  MPI_Graph_neighbors_count: 641, MPI_Graphdims_get: 663, MPI_Dist_graph_neighbors_count: 470,
};

/** The frame MPICH reports a communicator without the topology `kind` at: the binding's check, or the implementation's. */
function noTopologyFrame(fname: string, kind: keyof typeof NO_TOPOLOGY): string | undefined {
  const b = mpiBinding(fname);
  const check = b?.checks.find((c) => c.macro === 'ERR' && c.arg === NO_TOPOLOGY_KEY[kind]);
  if (b && check) return `${b.fcname}(${check.line})`;
  const line = IMPL_TOPOLOGY_LINE[fname];
  return line === undefined ? undefined : `MPIR_${fname.slice(4)}_impl(${line})`;
}
