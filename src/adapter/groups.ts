/**
 * Views over all ranks at once, for many ranks: the parallel stacks (ranks grouped by where
 * they are, outermost frame first: `40 ranks in MPI_Sendrecv @ jacobi.c:33`, as DDT's Parallel
 * Stack View) and cross-rank comparison (one expression on every rank, equal values merged,
 * numbers summarised, as DDT's cross-process comparison). Read-only, cheap at 1024 ranks.
 */
import type { World } from '../sim/world';
import type { RankProcess } from '../sim/runtime/rank';
import * as ins from '../sim/debug/inspect';
import { rankList, rankState, userCall, type CallMemo, type SourceLines, type StateWord } from './mpiState';

export interface StackGroup {
  /** Stable within a stop: the path of frames from the outermost. */
  id: string;
  /** A function (`main`, `exchange`), the MPI call (`MPI_Sendrecv`), or a state (`exited 0`). */
  name: string;
  /** `file:line` of the frame (the call site of the MPI call). */
  at?: string;
  /** Ranks (world) in this group, ascending, and as text (`0-3, 5`). */
  ranks: number[];
  rankText: string;
  /** At a leaf: the state of its ranks in the common vocabulary, and its text when all agree. */
  state?: StateWord;
  detail?: string;
  /** Ranks whose innermost frame this is, when others go deeper: listed as a child of their own. */
  here?: boolean;
  children: StackGroup[];
}

export interface ParallelStacks { np: number; shown: number; filter?: string; groups: StackGroup[] }

interface Path { keys: { name: string; at?: string }[]; state: StateWord; detail: string }

function pathOf(w: World, r: RankProcess, src: SourceLines, memo: CallMemo): Path {
  const st = rankState(w, r, src, memo);
  const frames = r.frames.length ? ins.stackOf(r).reverse() : [];
  const keys = frames.map((f) => ({ name: f.fn, at: `${f.pos.file.split('/').pop()}:${f.pos.line}` }));
  if (!keys.length) return { keys: [{ name: st.text }], state: st.word, detail: st.text };
  // A rank inside an MPI function (blocked or not) shows the call under its call site.
  const call = userCall(w, r, memo);
  if (call) keys.push({ name: call.name, at: keys[keys.length - 1].at });
  return { keys, state: st.word, detail: st.text };
}

/** Ranks in a filter: `3`, `0-7`, `0-3,8`; anything else matches state words, texts and function names. */
function matcher(filter: string | undefined): ((rank: number, p: Path) => boolean) | undefined {
  const f = filter?.trim().toLowerCase();
  if (!f) return undefined;
  if (/^\d+(\s*-\s*\d+)?(\s*,\s*\d+(\s*-\s*\d+)?)*$/.test(f)) {
    const ranges = f.split(',').map((x) => x.split('-').map((n) => Number(n.trim())));
    return (rank) => ranges.some(([a, b]) => rank >= a && rank <= (b ?? a));
  }
  return (_rank, p) => p.detail.toLowerCase().includes(f) || p.keys.some((k) => k.name.toLowerCase().includes(f) || (k.at ?? '').toLowerCase().includes(f));
}

export function parallelStacks(w: World, src: SourceLines, filter?: string): ParallelStacks {
  const match = matcher(filter);
  const root: StackGroup = { id: '', name: '', ranks: [], rankText: '', children: [] };
  const index = new Map<string, StackGroup>();
  const ends = new Map<StackGroup, number[]>();
  let shown = 0;
  const memo: CallMemo = new Map();
  for (const r of w.ranks) {
    const p = pathOf(w, r, src, memo);
    if (match && !match(r.rank, p)) continue;
    shown++;
    let node = root, id = '';
    p.keys.forEach((k, i) => {
      id += `/${k.name}@${k.at ?? ''}`;
      let child = index.get(id);
      if (!child) {
        child = { id, name: k.name, at: k.at, ranks: [], rankText: '', children: [] };
        index.set(id, child);
        node.children.push(child);
      }
      child.ranks.push(r.rank);
      if (i === p.keys.length - 1) {
        (ends.get(child) ?? ends.set(child, []).get(child)!).push(r.rank);
        // A leaf's ranks share its state word; its text only if every rank's is the same.
        if (child.state === undefined) { child.state = p.state; child.detail = p.detail; } else if (child.detail !== p.detail) child.detail = undefined;
      }
      node = child;
    });
  }
  const finish = (g: StackGroup): void => {
    const end = ends.get(g);
    if (g.children.length && end?.length) {
      // Some ranks stop in this frame while others are deeper: they get a row of their own, to act on.
      g.children.push({ id: `${g.id}/.`, name: g.name, at: g.at, ranks: end, rankText: '', state: g.state, detail: g.detail, here: true, children: [] });
      g.state = undefined;
      g.detail = undefined;
    }
    g.rankText = rankList(g.ranks);
    g.children.sort((a, b) => b.ranks.length - a.ranks.length || a.ranks[0] - b.ranks[0]);
    g.children.forEach(finish);
  };
  finish(root);
  return { np: w.ranks.length, shown, filter: filter || undefined, groups: root.children };
}

export interface Comparison {
  expression: string;
  /** Ranks evaluated, and the distinct values with the ranks that have each (most common first). */
  ranks: number;
  groups: { value: string; type?: string; ranks: number[]; rankText: string }[];
  /** Ranks where it could not be evaluated, by message. */
  errors: { message: string; ranks: number[]; rankText: string }[];
  /** When every value is a number: the range, the mean and who holds the extremes. */
  numeric?: { min: number; max: number; mean: number; minRanks: string; maxRanks: string };
}

/** Evaluates `expression` in each rank's innermost frame of the program (no side effects). */
export function compare(w: World, expression: string, ranks?: number[]): Comparison {
  const values = new Map<string, { type?: string; ranks: number[] }>();
  const errors = new Map<string, number[]>();
  const which = ranks?.length ? ranks.filter((k) => k >= 0 && k < w.ranks.length) : w.ranks.map((r) => r.rank);
  for (const k of which) {
    const r = w.ranks[k];
    try {
      if (r.frames.length === 0) throw new Error(r.state === 'exited' ? `rank ${k} has exited` : `rank ${k} has no frame`);
      const fi = ins.stackOf(r)[0];
      let v: ins.CValue;
      try { v = ins.evaluate(r, fi, expression, false).value; } catch (e) {
        // `rank` names the MPI rank when the program has no variable of that name in scope.
        if (!/\brank\b/.test(expression)) throw e;
        v = ins.evaluate(r, fi, expression.replace(/\brank\b/g, `(${k})`), false).value;
      }
      const g = values.get(v.value) ?? { type: v.typeName, ranks: [] };
      g.ranks.push(k);
      values.set(v.value, g);
    } catch (e) {
      const m = (e as Error).message.replace(new RegExp(`\\brank ${k}\\b`), 'the rank');
      errors.set(m, [...(errors.get(m) ?? []), k]);
    }
  }
  const groups = [...values].map(([value, g]) => ({ value, type: g.type, ranks: g.ranks, rankText: rankList(g.ranks) }))
    .sort((a, b) => b.ranks.length - a.ranks.length || a.ranks[0] - b.ranks[0]);
  const out: Comparison = { expression, ranks: which.length, groups, errors: [...errors].map(([message, rs]) => ({ message, ranks: rs, rankText: rankList(rs) })) };
  const nums = groups.map((g) => ({ g, n: Number(g.value) }));
  if (nums.length && nums.every((x) => isNumber(x.g.value) && Number.isFinite(x.n))) {
    let min = nums[0], max = nums[0], sum = 0, count = 0;
    for (const x of nums) {
      if (x.n < min.n) min = x;
      if (x.n > max.n) max = x;
      sum += x.n * x.g.ranks.length;
      count += x.g.ranks.length;
    }
    out.numeric = { min: min.n, max: max.n, mean: sum / count, minRanks: min.g.rankText, maxRanks: max.g.rankText };
  }
  return out;
}

/** A C number as the debugger prints it (not a pointer, character or aggregate). */
const isNumber = (value: string): boolean => /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(value.trim());
