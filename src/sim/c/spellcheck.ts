/**
 * gcc's spelling suggestions ("did you mean ‘fgets’?"), as gcc 12's spellcheck.cc computes them:
 * an edit distance in which a change of case costs half of any other edit and two adjacent
 * letters swapped count as one edit, and a cutoff by length beyond which a candidate is no
 * suggestion at all. The first candidate at the best distance wins, as in gcc's best_match.
 */
const BASE_COST = 2, CASE_COST = 1;

export function editDistance(s: string, t: string): number {
  if (!s.length) return t.length * BASE_COST;
  if (!t.length) return s.length * BASE_COST;
  let twoAgo = new Array<number>(t.length + 1).fill(0);
  let oneAgo = Array.from({ length: t.length + 1 }, (_, j) => j * BASE_COST);
  for (let i = 0; i < s.length; i++) {
    const row = new Array<number>(t.length + 1);
    row[0] = (i + 1) * BASE_COST;
    for (let j = 0; j < t.length; j++) {
      const cost = s[i] === t[j] ? 0 : s[i].toLowerCase() === t[j].toLowerCase() ? CASE_COST : BASE_COST;
      let best = Math.min(oneAgo[j + 1] + BASE_COST, row[j] + BASE_COST, oneAgo[j] + cost);
      if (i > 0 && j > 0 && s[i] === t[j - 1] && s[i - 1] === t[j]) best = Math.min(best, twoAgo[j - 1] + BASE_COST);
      row[j + 1] = best;
    }
    twoAgo = oneAgo;
    oneAgo = row;
  }
  return oneAgo[t.length];
}

/** The largest distance at which a candidate of `candidateLength` is still a suggestion for a goal of `goalLength`. */
function cutoff(goalLength: number, candidateLength: number): number {
  const max = Math.max(goalLength, candidateLength), min = Math.min(goalLength, candidateLength);
  if (max <= 1) return 0;
  if (max - min <= 1) return BASE_COST * Math.max(Math.floor(max / 3), 1);
  return Math.floor((BASE_COST * (max + 2)) / 3);
}

/** Names reserved for the implementation (`__x`, `_X`), which gcc suggests only for a goal that starts with `_`. */
export const reservedName = (name: string): boolean => /^(__|_[A-Z])/.test(name);

/**
 * The suggestion for `goal` among `candidates` (in the order gcc would consider them), of those
 * `accept` takes (asked only of a candidate that would be the best so far), or undefined.
 */
export function closestName(goal: string, candidates: Iterable<string>, accept: (name: string) => boolean): string | undefined {
  let best: string | undefined, bestDistance = Infinity;
  const implementation = goal.startsWith('_');
  for (const name of candidates) {
    if (!implementation && reservedName(name)) continue;
    const lengthGap = Math.abs(name.length - goal.length);
    if (lengthGap >= bestDistance || lengthGap > cutoff(goal.length, name.length)) continue;
    const d = editDistance(goal, name);
    if (d < bestDistance && accept(name)) { best = name; bestDistance = d; }
  }
  if (best === undefined || bestDistance === 0 || bestDistance > cutoff(goal.length, best.length)) return undefined;
  return best;
}
