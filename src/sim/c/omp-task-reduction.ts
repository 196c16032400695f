/**
 * Task reductions as gcc 12 and libgomp make them: `taskgroup task_reduction(op: x)` gives each
 * thread of the team a copy of x at op's identity (registered with the runtime,
 * <built-in>/mpisim-omp-taskred.c); a `task in_reduction(op: x)` works on the copy of the thread
 * that runs it; when the taskgroup's tasks have finished the copies are combined into x, thread 0's
 * first. Until then x keeps its value, whatever the tasks have done.
 */
import type { Token } from './token';
import type { SourcePos } from './diagnostics';
import { code } from './omp-code';

/**
 * A reduction of the taskgroup: its variable, the original's address (a name), a thread's copy
 * (`decl` declares it as the variable's name) and its combination into the original; of a
 * pointer's section (`pointer`), `copies` makes the threads' sections and their private pointers
 * at once (`decl` of the pointer declares storage that would not outlive one thread's turn).
 */
export interface TaskReduction {
  name: Token; original: string; decl: Token[]; combine: Token[]; pointer: boolean;
  copies(threads: { count: string; copies: string }): { decl: Token[]; combine: Token[] };
}

/**
 * The code of a taskgroup's reductions: before its block (`pre`), the team's copies, set by
 * `decl` one thread at a time, and registered; after its end (`post`), each copy combined into
 * the original in thread order and the registration dropped. Of a pointer's section, the
 * copies are the threads' pointers, each to a section of its own (libgomp remaps the pointer
 * to them in a task that is in_reduction).
 */
export function taskReductions(at: SourcePos, items: TaskReduction[], t: number): { pre: Token[]; post: Token[] } {
  const n = `__omp_trn${t}`, k = `__omp_trk${t}`;
  const pre: Token[] = code(at, 'int omp_get_num_threads(void); void __mpisim_omp_task_reduction_register(void *, unsigned long, void *);',
    'void __mpisim_omp_task_reduction_unregister(void *);', `int ${n} = omp_get_num_threads();`);
  const post: Token[] = [];
  for (const [i, r] of items.entries()) {
    const copies = `__omp_trc${t}_${i}`;
    if (r.pointer) {
      const s = r.copies({ count: n, copies });
      pre.push(...s.decl, ...code(at, `__mpisim_omp_task_reduction_register(${r.original}, sizeof *${r.original}, ${copies});`));
      post.push(...s.combine, ...code(at, `__mpisim_omp_task_reduction_unregister(${r.original});`));
      continue;
    }
    const bytes = (to: string, from: string): Token[] =>
      code(at, `for (unsigned long __omp_trb = 0; __omp_trb < sizeof `, r.name, `; __omp_trb++) ((char *)(${to}))[__omp_trb] = ((char *)(${from}))[__omp_trb];`);
    pre.push(...code(at, '__typeof__(*', r.original, `) ${copies}[${n}]; for (int ${k} = 0; ${k} < ${n}; ${k}++) {`, r.decl, bytes(`&${copies}[${k}]`, '&' + r.name.text), '}',
      `__mpisim_omp_task_reduction_register(${r.original}, sizeof *${r.original}, ${copies});`));
    post.push(...code(at, `for (int ${k} = 0; ${k} < ${n}; ${k}++) {`, r.decl, bytes('&' + r.name.text, `&${copies}[${k}]`), r.combine, '}',
      `__mpisim_omp_task_reduction_unregister(${r.original});`));
  }
  return { pre, post };
}

/** The start of a task's function: the in_reduction variables among those it was passed (`captured`, in slot order) become its thread's copies. */
export function inReductionRemaps(at: SourcePos, captured: string[], reduced: Set<string>): Token[] {
  const slots = captured.flatMap((name, k) => (reduced.has(name) ? [k] : []));
  if (!slots.length) return [];
  return code(at, 'void *__mpisim_omp_task_reduction_remap(void *);', ...slots.map((k) => `__omp_slots[${k}] = __mpisim_omp_task_reduction_remap(__omp_slots[${k}]);`));
}
