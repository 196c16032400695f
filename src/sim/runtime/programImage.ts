/**
 * What every process of a program shares rather than holds a copy of: the layout of its address
 * space, the pages of its data image to load, and the frames of returned calls kept for the
 * next call. At 16k processes each per-process copy of a small object or array is megabytes the
 * young generation copies, as most of them live to the end.
 */
import type { CompiledProgram, Frame } from '../c/codegen';
import { allZero, roStringsOf, type Layout } from './memory';

/** Returned frames by function, per program (RankProcess.framePool). */
const FRAME_POOLS = new WeakMap<CompiledProgram, Frame[][]>();
export function framePoolOf(prog: CompiledProgram): Frame[][] {
  let pool = FRAME_POOLS.get(prog);
  if (!pool) FRAME_POOLS.set(prog, (pool = []));
  return pool;
}

/** The address-space layout of a process of `prog` (read only: one object for all of them). */
export function layoutOf(prog: CompiledProgram, stackSize: number): Layout {
  let byStack = LAYOUTS.get(prog);
  if (!byStack) LAYOUTS.set(prog, (byStack = new Map()));
  let layout = byStack.get(stackSize);
  if (!layout) byStack.set(stackSize, (layout = { stackSize, dataSize: prog.dataSize, roOffset: prog.roOffset, roSize: prog.roSize, dataResident: dataResident(prog), dataEnd: dataEnd(prog), roStrings: roStringsOf(prog) }));
  return layout;
}
const LAYOUTS = new WeakMap<CompiledProgram, Map<number, Layout>>();

/** Host bytes the data image's load touches: the pages its non-zero runs span. */
function dataResident(prog: CompiledProgram): number {
  let pages = 0;
  for (const [at, bytes] of dataPages(prog)) if (bytes.length) pages += Math.floor((at + bytes.length - 1) / PAGE) - Math.floor(at / PAGE) + 1;
  return pages * PAGE;
}

/** Where the image's last non-zero byte ends (0: none). */
function dataEnd(prog: CompiledProgram): number {
  const pages = dataPages(prog), last = pages[pages.length - 1];
  return last ? last[0] + last[1].length : 0;
}

/**
 * The pages of a program's data image that hold a non-zero byte, with their offsets: a new
 * address space is zero, so a rank writes only these, and its other data pages (most of the MPI
 * library's globals start zero, as .bss) stay untouched and cost the host nothing until written.
 */
export function dataPages(prog: CompiledProgram): [number, Uint8Array][] {
  let pages = DATA_PAGES.get(prog);
  if (!pages) {
    pages = [];
    const img = prog.dataImage;
    for (let at = 0; at < img.length; at += PAGE) {
      const page = img.subarray(at, Math.min(at + PAGE, img.length));
      if (!allZero(page)) {
        const last = pages[pages.length - 1];
        if (last && last[0] + last[1].length === at) last[1] = img.subarray(last[0], at + page.length);
        else pages.push([at, page]);
      }
    }
    // Zero bytes at either end of a run need no copy: writing them would touch host pages the
    // rank's address space (carved at a phase of its own, see memory.ts) need not have resident.
    for (const run of pages) {
      let lo = 0, hi = run[1].length;
      while (run[1][lo] === 0) lo++;
      while (run[1][hi - 1] === 0) hi--;
      run[0] += lo;
      run[1] = run[1].subarray(lo, hi);
    }
    DATA_PAGES.set(prog, pages);
  }
  return pages;
}
const PAGE = 4096;
const DATA_PAGES = new WeakMap<CompiledProgram, [number, Uint8Array][]>();
