/**
 * MPI usage errors mpisim finds from the state the simulator holds (MUST-class checks), as
 * findings: each a diagnosis with the offending rank and statement and, where there is one, the
 * other side (the send of a receive, the first rank of a collective). The names of the checks
 * are the contract of `--check <list>` and of the `mpisim: <check>: <what>` lines.
 */
import type { SourcePos } from '../../c/diagnostics';
import type { TableDatatypes } from '../datatype/typerep/typeops';

export const CHECK_NAMES = [
  /** Type signatures of a message's send and receive, of a collective's ranks. */
  'type-matching',
  /** A collective's operator (and root, count) across its ranks. */
  'collective-matching',
  /** The program writes bytes a pending nonblocking, persistent or one-sided operation owns. */
  'pending-buffer',
  /** Two pending operations own overlapping bytes, one reading them and the other writing them (or MPI_Sendrecv's send and receive buffers overlap). */
  'buffer-overlap',
  /** A buffer that is not the program's memory: a window over NULL or freed memory. */
  'invalid-buffer',
  /** An argument the standard forbids and MPICH takes without an error: a negative colour in MPI_Comm_split. */
  'invalid-argument',
  /** Handles alive at MPI_Finalize: communicators, groups, datatypes, operators, windows, persistent requests. */
  'leak',
  /** Requests never completed before MPI_Finalize, persistent requests never started. */
  'request-lifecycle',
  /** Two accesses to the same bytes of a window, one of them a put or a store, that no synchronization orders (MPI 4.0 §12.7). */
  'rma-race',
  /** A message sent and never received: still in its receiver's unexpected queue when the receiver finalized. */
  'unmatched-send',
  /** The order of calls holds only because a collective did not synchronize (a message sent after a collective call, waited for before it). */
  'call-ordering',
] as const;

export type CheckName = (typeof CHECK_NAMES)[number];

export interface Finding {
  check: CheckName;
  /** The process of the offending call. */
  rank: number;
  pos?: SourcePos;
  /** The finding's text, with both sides' ranks and positions. */
  text: string;
  /** The other side: the peer's call, the first conflicting access, where a leaked handle was created. */
  related?: { rank: number; pos?: SourcePos; what: string };
  /** How many more times the same finding (check, ranks and both positions) was made after this one, unreported. */
  repeats?: number;
}

/**
 * What makes two findings one: the check, the ranks and both positions, not the text (a loop's
 * race names another byte each round). Reported once, the repeats counted, as Valgrind reports
 * an error of one context once and ThreadSanitizer a race of one pair of stacks once: MPICH's
 * rma/atomic_get_* make the same finding thousands of times, and keeping each ran out of heap.
 */
export function findingKey(f: Finding): string {
  const at = (p?: SourcePos): string => (p ? `${p.file}:${p.line}:${p.col}` : '');
  return `${f.check}\0${f.rank}\0${at(f.pos)}\0${f.related ? `${f.related.rank}\0${at(f.related.pos)}` : ''}`;
}

/** The line that closes a run for a finding made more than once (`mpisim: <check>: ... repeated N more times`). */
export function repeatsLine(f: Finding): string | undefined {
  if (!f.repeats) return undefined;
  const other = f.related ? ` and rank ${f.related.rank} at ${fmtAt(f.related.pos)}` : '';
  return `mpisim: ${f.check}: the finding of rank ${f.rank} at ${fmtAt(f.pos)}${other} was made ${f.repeats} more time${f.repeats === 1 ? '' : 's'}, reported once\n`;
}

/** `--check a,b`: the named checks, exactly; an unknown name is an error naming the known ones. */
export function parseCheckList(list: string): Set<CheckName> {
  const out = new Set<CheckName>();
  for (const name of list.split(',').map((s) => s.trim()).filter(Boolean)) {
    if (!(CHECK_NAMES as readonly string[]).includes(name)) throw new Error(`unknown check '${name}' (checks: ${CHECK_NAMES.join(', ')})`);
    out.add(name as CheckName);
  }
  return out;
}

export function allChecks(): Set<CheckName> { return new Set(CHECK_NAMES); }

export function fmtAt(p?: SourcePos): string { return p ? `${p.file}:${p.line}:${p.col}` : '?'; }

/** What the checks need of the MPI layer beyond the core: each process's datatype table. */
export interface CheckHost {
  dtp(k: number): TableDatatypes;
  /** Process k's window `h`, as the race check needs it. */
  win?(k: number, h: number): WindowView | undefined;
}

/** A window as the race check (./rmarace.ts) sees it, from the RMA chapter. */
export interface WindowView {
  /** The window, the same object for every member. */
  win: object;
  /** This process's rank in the window. */
  rank: number;
  members: readonly { process: number; base: number; size: number; dispUnit: number }[];
  /** Neither shared memory nor a dynamic window: memory reached only through MPI. */
  direct: boolean;
  /** The targets (window ranks) of this process's MPI_Win_start epoch, while it is open. */
  started?: readonly number[];
}

/**
 * `of(name)` of a function name, remembered per name: the checks look at every MPI call, and a
 * program makes millions of calls of a few dozen functions (MPICH's DTPools tests call
 * MPI_Type_size for each element they check).
 */
export function perName<T extends NonNullable<unknown>>(of: (name: string) => T): (name: string) => T {
  const seen = new Map<string, T>();
  return (name) => {
    let v = seen.get(name);
    if (v === undefined) seen.set(name, (v = of(name)));
    return v;
  };
}
export const memoTest = (re: RegExp): ((name: string) => boolean) => perName((name) => re.test(name));
