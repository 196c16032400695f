/**
 * Wildcard-match exploration (`mpisim run --explore`): the program runs once as `mpisim run` runs
 * it, then again for every other match its wildcard receives and probes could make, the way
 * ISP/DAMPI's POE explores them: only the matches, not every interleaving. Each run records its
 * decisions and, for each, the other sends that could have matched it (../mpi/core/wildcards.ts);
 * a depth-first search over decision prefixes replays the decisions before one as they were,
 * forces an alternative for it, and lets the rest go free, so choices that depend on earlier
 * ones are found too. A prefix is run once. A forced match that did not happen (the alternative
 * was never sent in that schedule) makes the run infeasible: it is counted, not reported.
 */
import type { World, WorldOutcome } from '../world';
import { describeFault, cleanupText, exitedStatus } from '../world';
import type { ForcedMatch, WildcardDecision, WildcardMatches, WildcardOptions } from '../mpi/core/wildcards';
import { formatPos } from '../c/diagnostics';
import { encodeToken } from './token';

/** Builds a world of the program for one schedule; its output goes to `onOutput`, not the terminal. */
export type WorldMaker = (o: { wildcards: WildcardOptions; onOutput: (rank: number, fd: number, text: string) => void; statementLimit?: number }) => World;

export type Verdict = 'deadlock' | 'fault' | 'abort' | 'exit' | 'check' | 'timeout' | 'differs';

export interface ExploredRun {
  /** 1 for the first run, in the order they ran. */
  index: number;
  forced: ForcedMatch[];
  decisions: WildcardDecision[];
  outcome: WorldOutcome;
  /** The exit status `mpisim run` would give it. */
  status: number;
  findings: string[];
  stdout: string[];
  stderr: string[];
  token: string;
  /** Why it is reported (absent: it agrees with the first run and ended well). */
  verdict?: Verdict;
  /** What the verdict means here, in lines. */
  detail: string[];
  /** It ended otherwise than the first run (another verdict, status or output). */
  departs: boolean;
  infeasible: boolean;
  /** An earlier run made the same decisions. */
  duplicate: boolean;
}

export interface ExploreResult {
  runs: ExploredRun[];
  /** Wildcard operations seen (rank and index) over all runs. */
  decisions: number;
  /** The limit stopped the search with prefixes left to run. */
  cut: boolean;
  limit: number;
  /** The exit status of --explore: 0 when nothing is reported (see statusOf). */
  status: number;
}

/** Status of a schedule whose only difference from the first run is its output. */
export const DIFFERS_EXIT_STATUS = 5;
export const DEFAULT_EXPLORE_LIMIT = 100;
const CHECK_EXIT_STATUS = 4;

/** The exit status `mpisim run` gives an outcome (src/cli/main.ts report()). */
export function outcomeStatus(o: WorldOutcome, findings: number): number {
  let s: number;
  switch (o.kind) {
    case 'exited': s = exitedStatus(o.codes); break;
    case 'fault': s = 128 + o.fault.signal; break;
    case 'abort': s = o.code === 0 ? 1 : o.code & 255; break;
    case 'deadlock': s = 3; break;
    case 'cleanup': s = o.code; break;
    case 'timeout': s = 255; break;
  }
  return s === 0 && findings > 0 ? CHECK_EXIT_STATUS : s;
}

const key = (f: readonly ForcedMatch[]): string => f.map((x) => `${x.rank}.${x.k}=${x.source}`).sort().join(',');
const made = (ds: readonly WildcardDecision[]): ForcedMatch[] => ds.filter((d) => d.source >= 0).map((d) => ({ rank: d.rank, k: d.k, source: d.source }));

export function explore(make: WorldMaker, np: number, limit = DEFAULT_EXPLORE_LIMIT): ExploreResult {
  const runs: ExploredRun[] = [];
  const tried = new Set<string>([key([])]);
  const schedules = new Set<string>();
  const ops = new Set<string>();
  const stack: ForcedMatch[][] = [[]];
  let budget: number | undefined;
  while (stack.length && runs.length < limit) {
    const forced = stack.pop()!;
    const { run, wild, work } = runOnce(make, np, forced, runs.length + 1, budget);
    // A forced run may loop where the first did not (a probe polling for a source that never
    // sends): its budget is a multiple of the first run's statements.
    budget ??= Math.max(20 * work, 2e7);
    const sk = key(made(run.decisions));
    run.duplicate = schedules.has(sk);
    schedules.add(sk);
    runs.push(run);
    classify(run, runs[0]);
    if (run.infeasible) continue;
    for (const d of run.decisions) ops.add(`${d.rank}.${d.k}`);
    const order = [...run.decisions].sort((a, b) => a.order - b.order || a.seq - b.seq);
    const children: ForcedMatch[][] = [];
    // This run made its own prefixes: forcing any of them would only repeat it.
    for (let n = 1; n <= order.length; n++) tried.add(key(made(order.slice(0, n))));
    for (let n = 0; n < order.length; n++) {
      const d = order[n];
      const before = made(order.slice(0, n));
      for (const source of wild.alternatives(d)) {
        const f = [...before, { rank: d.rank, k: d.k, source }];
        const fk = key(f);
        if (tried.has(fk)) continue;
        tried.add(fk);
        children.push(f);
      }
    }
    // Depth first, earliest decision's alternatives first.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  const reported = runs.filter((r) => r.verdict && !r.infeasible && !r.duplicate);
  const first = reported[0];
  // The first reported schedule's status, as `mpisim run --replay` would give it; a schedule that
  // ends well but prints something else has none of its own.
  const status = !first ? 0 : first.status || DIFFERS_EXIT_STATUS;
  return { runs, decisions: ops.size, cut: stack.length > 0, limit, status };
}

function runOnce(make: WorldMaker, np: number, forced: ForcedMatch[], index: number, statementLimit?: number): { run: ExploredRun; wild: WildcardMatches; work: number } {
  const stdout: string[] = [], stderr: string[] = [];
  const world = make({ wildcards: { forced, record: true }, statementLimit, onOutput: (rank, fd, text) => {
    const into = fd === 1 ? stdout : stderr;
    into[rank] = (into[rank] ?? '') + text;
  } });
  const outcome = world.runToEnd();
  const wild = world.mpi.wildcards!;
  const findings = world.mpi.findings().map((f) => f.text);
  const run: ExploredRun = {
    index, forced, decisions: wild.decisions, outcome, status: outcomeStatus(outcome, findings.length), findings, stdout, stderr,
    token: encodeToken({ np, forced }), detail: [], departs: false, infeasible: wild.unmet().length > 0, duplicate: false,
  };
  return { run, wild, work: world.work };
}

/** Why a run is reported (it failed, or it ended otherwise than the first run), and whether it departs from the first. */
function classify(run: ExploredRun, first: ExploredRun): void {
  judge(run, first);
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, k) => x === b[k]);
  run.departs = run !== first && (run.verdict !== first.verdict || run.status !== first.status || !same(run.stdout, first.stdout) ||
    (run.verdict !== 'differs' && !same(run.detail, first.detail)));
}

function judge(run: ExploredRun, first: ExploredRun): void {
  const o = run.outcome;
  const lines = (s: string) => s.split('\n');
  switch (o.kind) {
    case 'deadlock': run.verdict = 'deadlock'; run.detail = lines(o.message); return;
    case 'fault': run.verdict = 'fault'; run.detail = [describeFault(o.rank, o.fault)]; return;
    case 'abort': run.verdict = 'abort'; run.detail = [`rank ${o.rank} aborted the job: ${o.message}`]; return;
    case 'timeout': run.verdict = 'timeout'; run.detail = ['did not end within the budget of statements (20 times the first run\'s)', ...lines(o.message)]; return;
    case 'cleanup': run.verdict = 'exit'; run.detail = [cleanupText(o).replace(/^mpisim: /, '')]; return;
    case 'exited': break;
  }
  if (run.findings.length) { run.verdict = 'check'; run.detail = run.findings.map((t) => t.replace(/\n$/, '')); return; }
  if (run.status !== 0) { run.verdict = 'exit'; run.detail = [`exit status ${run.status}`]; }
  if (run === first) return;
  const differ: string[] = [];
  const n = Math.max(run.stdout.length, first.stdout.length);
  for (let k = 0; k < n; k++) {
    const a = first.stdout[k] ?? '', b = run.stdout[k] ?? '';
    if (a === b) continue;
    const la = a.split('\n'), lb = b.split('\n');
    let i = 0;
    while (i < la.length && la[i] === lb[i]) i++;
    differ.push(`rank ${k}'s output differs at line ${i + 1}: ${JSON.stringify(lb[i] ?? '(nothing)')} where the first run printed ${JSON.stringify(la[i] ?? '(nothing)')}`);
  }
  if (run.status !== first.status) {
    differ.push(`exit status ${run.status} where the first run's was ${first.status}`);
    run.detail = run.detail.filter((l) => l !== `exit status ${run.status}`);
  }
  if (differ.length && !run.verdict) run.verdict = 'differs';
  if (differ.length) run.detail.push(...differ);
}

/**
 * The line that says the program has a message race (MBI's category): a schedule ended
 * otherwise than the first run, because of the matches it names. Undefined when none did.
 */
export function raceLine(res: ExploreResult): string | undefined {
  const first = res.runs[0];
  const r = res.runs.find((x) => x.departs && !x.infeasible && !x.duplicate);
  if (!r) return undefined;
  const d = r.decisions.find((x) => x.forced && first.decisions.find((y) => y.rank === x.rank && y.k === x.k)?.source !== x.source) ?? r.decisions.find((x) => x.forced);
  const which = d ? `which send rank ${d.rank}'s ${d.call}(MPI_ANY_SOURCE)${d.pos ? ` at ${formatPos(d.pos)}` : ''} matches` : 'which sends the wildcard receives match';
  return `mpisim: message-race: the outcome depends on ${which}: schedule ${r.index} (${VERDICT_TEXT[r.verdict ?? 'differs']}) against the first run (${first.verdict ? VERDICT_TEXT[first.verdict] : 'ends well'})`;
}

const VERDICT_TEXT: Record<Verdict, string> = {
  deadlock: 'deadlock', fault: 'runtime error', abort: 'MPI_Abort', exit: 'a rank exited with an error',
  check: 'MPI usage error', timeout: 'did not finish', differs: 'different output from the first run',
};

/**
 * The report: one block per schedule that fails or differs from the first run, with the matches
 * that make it and the command that replays it. `command(token)` is that command line.
 */
export function formatReport(res: ExploreResult, command: (token: string) => string): string {
  const out: string[] = [];
  const first = res.runs[0];
  const reported = res.runs.filter((r) => r.verdict && !r.infeasible && !r.duplicate);
  const infeasible = res.runs.filter((r) => r.infeasible).length;
  const distinct = res.runs.filter((r) => !r.infeasible && !r.duplicate).length;
  out.push(`mpisim: explored ${distinct} schedule${distinct === 1 ? '' : 's'} of ${res.decisions} wildcard receive${res.decisions === 1 ? '' : 's'}/probe${res.decisions === 1 ? '' : 's'} in ${res.runs.length} run${res.runs.length === 1 ? '' : 's'}` +
    `${infeasible ? ` (${infeasible} forced match${infeasible === 1 ? '' : 'es'} could not happen)` : ''}: ${reported.length ? `${reported.length} reported` : 'all agree with the first run'}`);
  if (res.cut) out.push(`mpisim: the search stopped at --explore-limit ${res.limit} runs with schedules left to try (raise --explore-limit to go on)`);
  for (const r of reported) {
    out.push('', `schedule ${r.index}${r === first ? ' (the first run)' : ''}: ${VERDICT_TEXT[r.verdict!]}`);
    for (const d of r.decisions) {
      if (!d.forced && r !== first) continue;
      const was = first.decisions.find((x) => x.rank === d.rank && x.k === d.k);
      const other = was && was.source !== d.source && r !== first ? `, where the first run matched rank ${was.source}` : '';
      const from = d.source < 0 ? 'matched nothing' : `matched rank ${d.source}${d.sourcePos ? ` (sent at ${formatPos(d.sourcePos)})` : ''}`;
      out.push(`  rank ${d.rank}'s ${d.call}(MPI_ANY_SOURCE)${d.pos ? ` at ${formatPos(d.pos)}` : ''} ${from}${other}`);
    }
    for (const l of r.detail) out.push(`  ${l}`);
    out.push(`  replay: ${command(r.token)}`);
  }
  return out.join('\n') + '\n';
}

/** A reported schedule read back from the report's text (what a client of the CLI needs). */
export interface ReportedSchedule { index: number; verdict: string; token: string; text: string }

/** The schedules of a report formatReport wrote, in order. */
export function parseReport(report: string): ReportedSchedule[] {
  const out: ReportedSchedule[] = [];
  for (const block of report.split(/\n(?=schedule \d+)/)) {
    const head = /^schedule (\d+)(?: \(the first run\))?: (.*)$/m.exec(block);
    const token = /^ {2}replay: .*--replay (\S+)/m.exec(block);
    if (head && token && head.index === 0) out.push({ index: Number(head[1]), verdict: head[2], token: token[1], text: block.trimEnd() });
  }
  return out;
}
