/**
 * gcc 12's nesting restrictions of OpenMP constructs (omp-low.cc's
 * check_omp_nesting_restrictions), checked as each directive is read against the constructs
 * around it, innermost first, up to the nearest parallel region ("closely nested"): what may be
 * inside a `simd` loop or a `teams` region, where an `ordered` region may be (in a loop with an `ordered` clause,
 * not in a critical, ordered, task or taskloop region), and work-sharing constructs, barriers,
 * `master`/`masked` inside work-sharing or the like. A combined construct is its constructs,
 * outermost first (`parallel for simd`: a simd loop in a loop in a parallel region). The error is
 * at the directive, as gcc gives it.
 */

/** A construct being read: its kind (a word of the directive's name) and, of a loop, whether it has an `ordered` clause. */
interface Level { kind: string; ordered: boolean }

const SIMD = 'OpenMP constructs other than ‘ordered simd’, ‘simd’, ‘loop’ or ‘atomic’ may not be nested inside ‘simd’ region';
const IN_LOOP = 'OpenMP constructs other than ‘parallel’, ‘loop’ or ‘simd’ may not be nested inside a ‘loop’ region';
const REGION = new Set(['parallel', 'teams', 'target']);
const WORK_SHARING_OUTSIDE = new Set(['for', 'sections', 'single', 'ordered', 'master', 'masked', 'task', 'critical', 'taskloop']);
const WORK_SHARING_LIST = 'work-sharing, ‘loop’, ‘critical’, ‘ordered’, ‘master’, ‘masked’, explicit ‘task’ or ‘taskloop’ region';

export class OmpNesting {
  private readonly levels: Level[] = [];
  private readonly entered: number[] = [];

  /**
   * The directive `key` (with these clauses) begins: gcc's nesting error for it, if any. A
   * construct is entered (`leave` ends it); a standalone directive is only checked.
   */
  enter(key: string, clauses: string[], standalone: boolean): string | undefined {
    const words = key === 'target data' || key.startsWith('target ') && key.endsWith(' data') ? ['target data'] : key.split(' ');
    let error: string | undefined;
    for (const w of words) {
      error ??= this.check(w, clauses);
      if (!standalone) this.levels.push({ kind: w, ordered: w === 'for' && clauses.includes('ordered') });
    }
    if (!standalone) this.entered.push(words.length);
    return error;
  }

  leave(): void {
    this.levels.length -= this.entered.pop() ?? 0;
  }

  private check(w: string, clauses: string[]): string | undefined {
    const ctx = this.levels[this.levels.length - 1];
    if (ctx?.kind === 'simd') return (w === 'ordered' && clauses.includes('simd')) || ['simd', 'loop', 'atomic'].includes(w) ? undefined : SIMD;
    if (ctx?.kind === 'loop' && !['parallel', 'loop', 'simd'].includes(w)) return IN_LOOP;
    if (ctx?.kind === 'teams' && !['distribute', 'parallel', 'loop'].includes(w)) return 'only ‘distribute’, ‘parallel’ or ‘loop’ regions are allowed to be strictly nested inside ‘teams’ region';
    if (w === 'ordered' && !clauses.includes('depend')) {
      if (clauses.includes('simd')) return '‘ordered’ ‘simd’ must be closely nested inside ‘simd’ region';
      return this.walk((l) => {
        if (['critical', 'task', 'ordered', 'taskloop'].includes(l.kind)) return '‘ordered’ region may not be closely nested inside of ‘critical’, ‘ordered’, explicit ‘task’ or ‘taskloop’ region';
        if (l.kind === 'for' && l.ordered) return null;
        if (l.kind === 'for' || l.kind === 'distribute' || REGION.has(l.kind)) return '‘ordered’ region must be closely nested inside a loop region with an ‘ordered’ clause';
        return undefined;
      });
    }
    if (w === 'for' || w === 'sections' || w === 'single' || w === 'barrier') {
      const what = w === 'barrier' ? 'barrier' : 'work-sharing';
      return this.walk((l) => (WORK_SHARING_OUTSIDE.has(l.kind) ? `${what} region may not be closely nested inside of ${WORK_SHARING_LIST}` : REGION.has(l.kind) ? null : undefined));
    }
    if (w === 'master' || w === 'masked') {
      return this.walk((l) => (['for', 'sections', 'single', 'task', 'taskloop'].includes(l.kind) ? `‘${w}’ region may not be closely nested inside of work-sharing, ‘loop’, explicit ‘task’ or ‘taskloop’ region` : REGION.has(l.kind) ? null : undefined));
    }
    return undefined;
  }

  /** The first verdict of `at` on the constructs around, innermost first: an error, null (allowed: stop), undefined (look further out). */
  private walk(at: (l: Level) => string | null | undefined): string | undefined {
    for (let k = this.levels.length - 1; k >= 0; k--) {
      const v = at(this.levels[k]);
      if (v !== undefined) return v ?? undefined;
    }
    return undefined;
  }
}
