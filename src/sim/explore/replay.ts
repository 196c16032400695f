/**
 * What a replay says when its token does not fit the run: a forced match that never happened
 * (the rank made fewer wildcard operations, or the forced source sent it nothing it could match).
 */
import type { ForcedMatch, WildcardMatches } from '../mpi/core/wildcards';
import { formatPos } from '../c/diagnostics';

const nth = (n: number): string => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;

/** One line per forced match the run did not make; empty when the token fits. */
export function unmetText(wild: WildcardMatches): string[] {
  return wild.unmet().map((f: ForcedMatch) => {
    const d = wild.decisions.find((x) => x.rank === f.rank && x.k === f.k);
    if (!d) {
      const n = wild.made(f.rank);
      return `the token does not fit this run: rank ${f.rank} made ${n} wildcard receive${n === 1 ? '' : 's'} or probe${n === 1 ? '' : 's'}, the token decides its ${nth(f.k + 1)} (a different program, -n, input or option?)`;
    }
    const at = d.pos ? ` at ${formatPos(d.pos)}` : '';
    return `the token does not fit this run: rank ${f.rank}'s ${nth(f.k + 1)} wildcard operation, ${d.call}${at}, ${d.source < 0 ? 'matched nothing' : `matched rank ${d.source}`}: the token says rank ${f.source}, which sent it nothing it could match`;
  });
}
