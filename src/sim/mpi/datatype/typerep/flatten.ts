import { MPI_TYPES, PAIR_SIZES, PRE } from './predefined';
import { Desc } from './typerep';

// ---------------------------------------------------------------------------------------------
// Flattening

function unitSize(h: number): number {
  return PRE.get(h)!.desc.size;
}

function unitRuns(h: number): Array<[number, number]> {
  const p = PRE.get(h)!;
  if (p.parts && (h & 0xc0000000) >>> 0 === 0x80000000) {
    const [s1, s2] = PAIR_SIZES[h];
    const off = p.parts[1][0];
    return off === s1 ? [[0, s1 + s2]] : [[0, s1], [off, s2]];
  }
  return p.desc.size > 0 ? [[0, p.desc.size]] : [];
}

function pushRun(runs: Array<[number, number]>, d: number, len: number): void {
  if (len <= 0) return;
  const last = runs[runs.length - 1];
  if (last && last[0] + last[1] === d) last[1] += len;
  else runs.push([d, len]);
}

/** Merged (displacement, length) byte runs of one element, in typemap (= pack) order. */
export function runsOf(d: Desc): Array<[number, number]> {
  if (d.runs) return d.runs;
  const runs: Array<[number, number]> = [];
  const L = d.layout;
  if (L.k === 'leaf') for (const r of unitRuns(d.pre)) pushRun(runs, r[0], r[1]);
  else if (L.k === 'blocks' || L.k === 'struct') {
    const items: Array<[number, number, Desc]> = L.k === 'blocks' ? L.blocks.map(([disp, n]) => [disp, n, L.child]) : L.items;
    for (const [disp, n, child] of items) {
      const cr = runsOf(child);
      const ext = child.extent;
      if (cr.length === 1 && cr[0][1] === ext && ext > 0) {
        pushRun(runs, disp + cr[0][0], n * ext);
        continue;
      }
      for (let j = 0; j < n; j++) for (const r of cr) pushRun(runs, disp + j * ext + r[0], r[1]);
    }
  }
  d.runs = runs;
  return runs;
}

/** runsOf as two flat arrays (offsets, lengths) for the pack loops. */
function flatRuns(d: Desc): [Float64Array, Float64Array] {
  if (d.flat) return d.flat;
  const r = runsOf(d);
  const o = new Float64Array(r.length), l = new Float64Array(r.length);
  for (let i = 0; i < r.length; i++) { o[i] = r[i][0]; l[i] = r[i][1]; }
  d.flat = [o, l];
  return d.flat;
}

/** How many leaves leavesOf gives, without making them (a type of 8 M bytes has 8 M). */
export function leafCount(d: Desc): number {
  if (d.leaves) return d.leaves.length;
  if (d.nLeaves !== undefined) return d.nLeaves;
  const L = d.layout;
  if (L.k === 'leaf') return 1;
  let n = 0;
  if (L.k === 'blocks') { const c = leafCount(L.child); for (const [, k] of L.blocks) n += k * c; }
  else if (L.k === 'struct') for (const [, k, child] of L.items) n += k * leafCount(child);
  // Asked at every message of the type (a vector of 200,000 blocks walks them all).
  d.nLeaves = n;
  return n;
}

/** (displacement, predefined handle) leaves of one element; pair types are one leaf. */
export function leavesOf(d: Desc): Array<[number, number]> {
  if (d.leaves) return d.leaves;
  const out: Array<[number, number]> = [];
  const L = d.layout;
  if (L.k === 'leaf') out.push([0, d.pre]);
  else if (L.k === 'blocks' || L.k === 'struct') {
    const items: Array<[number, number, Desc]> = L.k === 'blocks' ? L.blocks.map(([disp, n]) => [disp, n, L.child]) : L.items;
    for (const [disp, n, child] of items) {
      const cl = leavesOf(child);
      for (let j = 0; j < n; j++) for (const [o, h] of cl) out.push([disp + j * child.extent + o, h]);
    }
  }
  d.leaves = out;
  return out;
}

/**
 * Calls `visit(address, offset in the packed stream, length)` for each contiguous run of the
 * first `lim` packed bytes of elements at `addr`: whole elements first, then whole basic units
 * of the last, partial element (a partial basic unit is never moved, like yaksa). Returns the
 * bytes visited.
 */
export function forEachRun(d: Desc, addr: number, lim: number, visit: (at: number, pos: number, n: number) => void): number {
  const full = Math.floor(lim / d.size);
  const [ro, rl] = flatRuns(d);
  const nr = ro.length;
  let pos = 0;
  for (let i = 0; i < full; i++) {
    const base = addr + i * d.extent;
    for (let k = 0; k < nr; k++) {
      visit(base + ro[k], pos, rl[k]);
      pos += rl[k];
    }
  }
  let rem = lim - pos;
  if (rem > 0) {
    const base = addr + full * d.extent;
    for (const [o, t] of leavesOf(d)) {
      const us = unitSize(t);
      if (us > rem) break;
      for (const [ro, rn] of unitRuns(t)) {
        visit(base + o + ro, pos, rn);
        pos += rn;
      }
      rem -= us;
    }
  }
  return pos;
}

/** Basic-type signature of one element, run-length encoded, pairs expanded. */
export function sigOf(d: Desc): Array<[number, number]> {
  if (d.sig) return d.sig;
  const out: Array<[number, number]> = [];
  const push = (t: number, n: number): void => {
    const last = out[out.length - 1];
    if (last && last[0] === t) last[1] += n;
    else out.push([t, n]);
  };
  const L = d.layout;
  if (L.k === 'leaf') {
    const p = PRE.get(d.pre)!;
    if (p.parts) for (const [, t] of p.parts) push(t, 1);
    else push(d.pre, 1);
  } else if (L.k === 'blocks' || L.k === 'struct') {
    const items: Array<[number, number, Desc]> = L.k === 'blocks' ? L.blocks.map(([disp, n]) => [disp, n, L.child]) : L.items;
    for (const [, n, child] of items) {
      const cs = sigOf(child);
      if (cs.length === 1) push(cs[0][0], cs[0][1] * n);
      else for (let j = 0; j < n; j++) for (const [t, k] of cs) push(t, k);
    }
  }
  d.sig = out;
  return out;
}

/** MPICH's is_contig as far as it is observable (the unpack fast path). */
export function isContig(d: Desc): boolean {
  if (d.pre) return d.pre !== MPI_TYPES.MPI_DOUBLE_INT && d.pre !== MPI_TYPES.MPI_LONG_INT
    && d.pre !== MPI_TYPES.MPI_SHORT_INT && d.pre !== MPI_TYPES.MPI_LONG_DOUBLE_INT;
  if (d.zerolen) return true;
  if (d.y.isNull || d.size === 0) return false;
  const r = runsOf(d);
  return r.length === 1 && r[0][1] === d.extent;
}
