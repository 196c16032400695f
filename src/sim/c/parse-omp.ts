/**
 * OpenMP directives (-fopenmp): each directive and its structured block become plain C around
 * the block, read by this parser from tokens made here, calling the runtime
 * (<built-in>/mpisim-omp.c). A `parallel` region is outlined into a function its team's threads
 * run (./omp-capture.ts), a `task` into one the runtime runs now or later; work-sharing constructs ask the runtime which of their work is the
 * calling thread's; the data-sharing clauses keep their meaning for each thread:
 * `private` is a fresh copy, `firstprivate` one made from the original, `lastprivate` is copied
 * back, and `reduction(op:x)` starts a copy at op's identity and combines it into the original
 * at the end (`x = x op copy`, as libgomp's one thread does, so sums round as gcc's do). The
 * loop variables of a work-sharing loop are private.
 */
import type { Token } from './token';
import { LATE_PASS, type SourcePos } from './diagnostics';
import type { Expr, FuncDef, FuncSym, Stmt, VarSym } from './ast';
import { runSteps, type Steps } from './ast-walk';
import { TokenWindow } from './token-window';
import { StmtParser } from './parse-stmt';
import { T, isRecord, ptrTo, sameType, sizeOf, unqual, vlaArrays, type CType } from './types';

type ArrayType = Extract<CType, { k: 'array' }>;
/** A parallel region or task being read, as a function of its own (`outer`: the function around it). */
interface OmpContext { def: FuncDef; outer: FuncDef | undefined; kind: 'parallel' | 'task'; shared: Set<string>; first: Set<string>; dflt?: string }
/** An outlined block: its function, the variables passed by address, the VLA dimensions, the ones a task copies. */
interface Outlined { n: number; sym: FuncSym; captured: VarSym[]; dimVars: VarSym[]; dimDecls: Stmt[]; firstprivate: Set<VarSym> }
import { captureVariables, remapVlaTypes, variableUses } from './omp-capture';
import { hasVla } from './parse-core';
import { reductionIdentity, reductionParts, substitute, type UserReduction } from './omp-reduction';
import { code, splitTop } from './omp-code';
import { combine, elementType, listItems, sectionError, sectionReduction, type ListItem } from './omp-sections';
import { loopClauseErrors, orderedOnSimd } from './omp-clause-checks';
import { isNonRectangularClauseError, loopNestErrors, nonRectangularClauseErrors } from './omp-nonrect';
import { dependArrays, dependItems, depobjDirective } from './omp-depend';
import { doacrossBegin, doacrossPoint, loopVariable } from './omp-doacross';
import { inReductionRemaps, taskReductions } from './omp-task-reduction';
import { OmpNesting } from './omp-nesting';

/** The words a directive's name starts with (OpenMP 5.1). */
const DIRECTIVE_WORDS = new Set([
  'parallel', 'for', 'simd', 'sections', 'section', 'single', 'master', 'masked', 'critical', 'atomic', 'barrier', 'taskwait',
  'taskyield', 'taskgroup', 'task', 'taskloop', 'flush', 'ordered', 'threadprivate', 'declare', 'target', 'teams', 'distribute',
  'loop', 'cancel', 'cancellation', 'scope', 'requires', 'end', 'nothing', 'error', 'depobj', 'allocate', 'scan',
]);
/** The words that may follow each word in a combined or multi-word name (`parallel for simd`, `target enter data`). */
const NEXT_WORDS: Record<string, string[]> = {
  parallel: ['for', 'sections', 'master', 'masked', 'loop'], for: ['simd'], distribute: ['parallel', 'simd'], teams: ['distribute', 'loop'],
  target: ['data', 'enter', 'exit', 'update', 'parallel', 'teams', 'simd'], enter: ['data'], exit: ['data'], master: ['taskloop'],
  masked: ['taskloop'], taskloop: ['simd'], cancellation: ['point'], declare: ['simd', 'reduction', 'target', 'variant', 'mapper'], end: ['declare'],
};
/** Directives with no statement of their own. */
const STANDALONE = new Set(['barrier', 'taskwait', 'taskyield', 'flush', 'cancel', 'cancellation point', 'target update', 'target enter data', 'target exit data', 'scan', 'depobj', 'error', 'nothing']);
/** Directives of declarations (file or block scope), with nothing to run for one thread. */
const DECLARATIVE = new Set(['threadprivate', 'declare simd', 'declare target', 'end declare target', 'declare variant', 'requires', 'allocate']);
/** Directives whose name is followed by a parenthesized list or name, not a clause. */
const NAMED = new Set(['critical', 'flush', 'threadprivate', 'allocate', 'depobj', 'scan', 'cancel', 'declare variant']);

const CLAUSES = new Set([
  'private', 'firstprivate', 'lastprivate', 'shared', 'default', 'reduction', 'in_reduction', 'task_reduction', 'num_threads', 'if',
  'proc_bind', 'copyin', 'copyprivate', 'schedule', 'collapse', 'ordered', 'nowait', 'linear', 'aligned', 'safelen', 'simdlen',
  'nontemporal', 'untied', 'mergeable', 'final', 'priority', 'depend', 'grainsize', 'num_tasks', 'nogroup', 'map', 'device',
  'is_device_ptr', 'use_device_ptr', 'use_device_addr', 'defaultmap', 'num_teams', 'thread_limit', 'dist_schedule', 'allocate',
  'order', 'hint', 'filter', 'read', 'write', 'update', 'capture', 'compare', 'seq_cst', 'acq_rel', 'release', 'acquire', 'relaxed',
  'threads', 'simd', 'bind', 'detach', 'affinity', 'inclusive', 'exclusive', 'to', 'from', 'link', 'device_type', 'uniform',
  'inbranch', 'notinbranch', 'parallel', 'for', 'sections', 'taskgroup', 'unified_address', 'unified_shared_memory',
  'reverse_offload', 'dynamic_allocators', 'atomic_default_mem_order', 'at', 'severity', 'message', 'destroy', 'weak', 'fail',
]);
/**
 * The clauses each directive takes (OpenMP 5.0 as gcc 12 has it); a combined directive takes its
 * parts' (but `nowait` not with `parallel`). Directives absent take none.
 */
const TAKES: Record<string, string> = {
  parallel: 'if num_threads default private firstprivate shared copyin reduction proc_bind allocate',
  for: 'private firstprivate lastprivate linear reduction schedule collapse ordered nowait allocate order',
  simd: 'safelen simdlen linear aligned private lastprivate reduction collapse nontemporal if order',
  sections: 'private firstprivate lastprivate reduction nowait allocate',
  single: 'private firstprivate copyprivate nowait allocate',
  task: 'if final untied default mergeable private firstprivate shared depend priority in_reduction allocate detach affinity',
  taskloop: 'if shared private firstprivate lastprivate default grainsize num_tasks collapse final priority untied mergeable nogroup reduction in_reduction allocate',
  critical: 'hint', masked: 'filter', ordered: 'threads simd depend', taskgroup: 'task_reduction allocate', taskwait: 'depend nowait',
  atomic: 'read write update capture compare seq_cst acq_rel release acquire relaxed hint fail weak',
  target: 'if device private firstprivate map is_device_ptr depend nowait defaultmap allocate in_reduction thread_limit',
  'target data': 'if device map use_device_ptr use_device_addr', 'target update': 'if device to from depend nowait',
  'target enter data': 'if device map depend nowait', 'target exit data': 'if device map depend nowait',
  teams: 'num_teams thread_limit default private firstprivate shared reduction allocate',
  distribute: 'private firstprivate lastprivate collapse dist_schedule allocate order',
  loop: 'bind collapse order private lastprivate reduction', scope: 'private firstprivate reduction nowait allocate',
  cancel: 'parallel for sections taskgroup if', 'cancellation point': 'parallel for sections taskgroup',
  flush: 'acq_rel release acquire', error: 'at severity message', depobj: 'depend destroy update', scan: 'inclusive exclusive',
  requires: 'unified_address unified_shared_memory reverse_offload dynamic_allocators atomic_default_mem_order',
};

/** The clauses a directive takes: its own, else its parts' (`parallel for simd`: parallel's, for's, simd's). */
function takes(key: string): Set<string> | undefined {
  if (TAKES[key]) return new Set(TAKES[key].split(' '));
  const words = key.split(' ');
  if (words.length < 2 || words.some((w) => !(w in TAKES) && w !== 'master' && w !== 'target')) return undefined;
  const all = new Set(words.flatMap((w) => (TAKES[w] ?? '').split(' ').filter(Boolean)));
  if (words.includes('parallel')) all.delete('nowait');
  return all;
}

/** Clauses a directive takes once (gcc: "too many ‘x’ clauses"). */
const ONCE = new Set(['num_threads', 'if', 'collapse', 'filter', 'default', 'schedule', 'proc_bind', 'final', 'priority', 'safelen', 'simdlen', 'ordered', 'nowait']);
const REDUCTION_OPS = new Set(['+', '*', '-', '&', '|', '^', '&&', '||']);

interface Clause { name: string; pos: SourcePos; args?: Token[]; open?: SourcePos }
interface Reduction { op: string; name: Token; udr?: UserReduction; sectioned?: ListItem }

/** The clauses of a combined `parallel X` that are the region's; the others go to X. */
const REGION_CLAUSES = new Set(['num_threads', 'if', 'proc_bind', 'copyin']);
/** The clauses that give a variable its data-sharing (default(none) asks for one). */
const DATA_CLAUSES = new Set(['private', 'firstprivate', 'lastprivate', 'shared', 'reduction', 'copyin', 'linear', 'in_reduction']);
/** schedule(kind): the runtime's number for it (__mpisim_omp_loop_begin). */
const SCHEDULES: Record<string, number> = { static: 0, dynamic: 1, guided: 2, runtime: 3, auto: 4 };

/** A critical section's name as the runtime's number for it (FNV-1a; the unnamed one is 0). */
function criticalId(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return name ? h || 1 : 0;
}

export abstract class OmpParser extends StmtParser {
  /** `sections` constructs being read (where `#pragma omp section` may stand). */
  private ompSections = 0;
  /** Numbers the variables the directives' code declares. */
  private ompTemps = 0;
  /** Numbers the functions parallel regions are outlined into. */
  private ompFns = 0;
  /** The chunk a taskloop's task being read runs: the names of its bounds and of the iteration count. */
  private ompTaskloopChunk?: { lo: string; hi: string; n: string };
  /** The block of the construct being read, when it is not the next statement (a taskloop's reductions' taskgroup). */
  private ompBody?: () => Steps<Stmt>;
  /** A `distribute parallel for` is being read: its loop shares the team's part of the iterations. */
  private ompDistributeFor = false;
  /** The parallel regions and tasks being read, outermost first. */
  private readonly ompContexts: OmpContext[] = [];
  protected override ompFunction(): typeof this.fn { return this.ompContexts[0]?.outer ?? this.fn; }
  /** The `#pragma omp section` statements of the sections being read. */
  private readonly ompSectionMarks = new Set<Stmt>();
  /** The variables of the doacross loops (`for ordered(n)`) whose body is being read. */
  private ompDoacross?: Token[];
  /**
   * The variables a combined `parallel X` has private or firstprivate and X linear: the region's copies
   * (OpenMP 5.0 2.13's split), which X's linear copies start from and are not copied back to.
   */
  private ompRegionFirstprivate?: Set<string>;
  /** The constructs being read, for gcc's nesting checks (./omp-nesting.ts). */
  private readonly ompNesting = new OmpNesting();
  /** The `declare reduction`s read so far. */
  private readonly ompReductions: UserReduction[] = [];

  /** File scope: declarative directives only; gcc reads any other as a stray `#pragma`. */
  protected ompExternal(): void {
    const p = this.next();
    const d = p.directive ?? [];
    const { key } = this.directiveName(d);
    if (key === 'declare reduction') { this.declareReduction(d); return; }
    if (key === 'threadprivate') this.threadprivate(d);
    if (key === '' || DECLARATIVE.has(key) || key.startsWith('declare ')) return;
    this.error(d[0]?.pos ?? p.pos, 'expected declaration specifiers before ‘#pragma’');
  }

  protected *ompSteps(inCompound: boolean): Steps<Stmt> {
    const p = this.next();
    const d = p.directive ?? [];
    const at = d[0]?.pos ?? p.pos;
    const { key, end } = this.directiveName(d);
    const empty = (): Stmt => ({ k: 'empty', pos: at, id: this.newStmtId() });
    // An unknown OpenMP directive is ignored, as gcc does (-Wunknown-pragmas warns of it).
    if (key === '') return inCompound ? empty() : (yield this.statementSteps()) as Stmt;
    if (key === 'declare reduction') { this.declareReduction(d); return empty(); }
    if (key === 'threadprivate') this.threadprivate(d);
    if (DECLARATIVE.has(key) || key.startsWith('declare ')) return empty();
    if (key === 'section') {
      if (!this.ompSections) this.error(at, '‘#pragma omp section’ may only be used in ‘#pragma omp sections’ construct');
      const mark = empty();
      this.ompSectionMarks.add(mark);
      return mark;
    }
    const clauses = this.clauses(d, end, key);
    const simdOrdered = orderedOnSimd(clauses, key);
    if (simdOrdered) this.error(simdOrdered.pos, simdOrdered.error);
    const standalone = STANDALONE.has(key) || (key === 'ordered' && clauses.some((c) => c.name === 'depend'));
    const nested = this.ompNesting.enter(key, clauses.map((c) => c.name), standalone);
    if (nested) this.lateError(at, nested, LATE_PASS.ompLow);
    if (standalone) {
      if (!inCompound) this.error(at, `‘#pragma omp ${key}’${key === 'ordered' ? ' with ‘depend’ clause' : ''} may only be used in compound statements`);
      if (key === 'ordered') return this.doacrossPoint(at, clauses) ?? empty();
      const deps = key === 'taskwait' ? dependItems(clauses, (pos, m) => this.error(pos, m)) : [];
      // taskwait with depend items waits as an undeferred task with them would (OpenMP 5.0 2.17.5).
      if (deps.length) {
        const arrays = dependArrays(at, 'w', deps);
        return this.synthesizedBlock(at, code(at, ...arrays.decl, 'void __mpisim_omp_taskwait_depend(void **, int *, int);',
          `__mpisim_omp_taskwait_depend(__omp_depsw, __omp_depkindsw, ${arrays.count});`));
      }
      if (key === 'depobj') {
        const last = d[d.length - 1], object = this.lookup(d[end + 1]?.text ?? '');
        if (object?.k === 'var' && !(object.v.type.k === 'record' && object.v.type.def.tag === 'omp_depend_t')) { this.error(at, 'type of ‘depobj’ expression is not ‘omp_depend_t’'); return empty(); }
        const set = depobjDirective(at, d.slice(end + 1, d.findIndex((t, k) => k > end && t.text === ')')), clauses, { ...last.pos, col: last.pos.col + last.text.length }, (pos, m) => this.error(pos, m));
        return set ? this.synthesizedBlock(at, set) : empty();
      }
      if (key === 'taskwait') return this.synthesizedBlock(at, code(at, 'void __mpisim_omp_taskwait(void); __mpisim_omp_taskwait();'));
      if (key !== 'barrier') return empty();
      return this.synthesizedBlock(at, code(at, 'void __mpisim_omp_barrier(void); __mpisim_omp_barrier();'));
    }
    try {
      if (key === 'ordered' && this.ompDoacross) this.lateError(at, '‘ordered’ region without ‘depend’ clause may not be closely nested inside a loop region with an ‘ordered’ clause with a parameter', LATE_PASS.ompLow);
      const name = key === 'critical' && d[end]?.text === '(' ? d[end + 1]?.text ?? '' : '';
      if (key.startsWith('parallel')) return (yield this.parallelSteps(key, clauses, at)) as Stmt;
      if (key.startsWith('distribute parallel')) {
        this.ompDistributeFor = true;
        return (yield this.parallelSteps(key.slice('distribute '.length), clauses, at)) as Stmt;
      }
      if (key.startsWith('teams')) return (yield this.teamsSteps(key, clauses, at)) as Stmt;
      if (key === 'task') return (yield this.taskSteps(clauses, at)) as Stmt;
      if (key === 'taskloop' || key === 'taskloop simd') return (yield this.taskloopSteps(key, clauses, at)) as Stmt;
      return (yield this.constructSteps(key, clauses, at, name)) as Stmt;
    } finally { this.ompNesting.leave(); }
  }

  /** `ordered depend(sink: …)` or `ordered depend(source)` in the doacross loop being read. */
  private doacrossPoint(at: SourcePos, clauses: Clause[]): Stmt | undefined {
    const depend = clauses.find((c) => c.name === 'depend')!;
    if (!this.ompDoacross) {
      this.lateError(depend.open ?? depend.pos, '‘ordered’ construct with ‘depend’ clause must be closely nested inside a loop with ‘ordered’ clause with a parameter', LATE_PASS.gimplify);
      return undefined;
    }
    const point = doacrossPoint(at, clauses, this.ompDoacross);
    if (!Array.isArray(point)) { this.error(point.pos, point.error); return undefined; }
    return this.synthesizedBlock(at, point);
  }

  /** `declare reduction(name : types : combiner) initializer(...)`: one reduction a type, for the clauses after it. */
  private declareReduction(d: Token[]): void {
    const parts = reductionParts(d, d[1].pos);
    if ('error' in parts) { this.error(parts.pos, parts.error); return; }
    const name = parts.name.map((t) => t.text).join('');
    for (const toks of parts.types) {
      if (!toks.length) { this.error(parts.name[0].pos, 'expected type-specifier'); continue; }
      const type = this.withTokens(toks, () => this.typeName());
      this.ompReductions.push({ name, type, combiner: parts.combiner, init: parts.init });
    }
  }

  /** The user-defined reduction `op` for variable `n`'s type (the latest declared). */
  private userReduction(op: string, n: Token): UserReduction | undefined {
    const e = this.lookup(n.text);
    if (e?.k !== 'var') return undefined;
    return [...this.ompReductions].reverse().find((u) => u.name === op && sameType(unqual(u.type), unqual(e.v.type)));
  }

  /** `threadprivate(x, y)`: each thread has its own x and y, as thread-local objects. */
  private threadprivate(d: Token[]): void {
    for (const t of d.slice(2)) {
      const e = t.kind === 'ident' ? this.lookup(t.text) : undefined;
      if (e?.k === 'var' && e.v.storage !== 'local' && e.v.storage !== 'param') e.v.threadLocal = true;
    }
  }

  /**
   * A parallel region (or combined `parallel X`): its block, with X and its private copies,
   * becomes a function of its own, read as one (its labels, its locals); the variables of the
   * enclosing function it names are passed to the team by address (./omp-capture.ts).
   */
  private *parallelSteps(key: string, clauses: Clause[], at: SourcePos): Steps<Stmt> {
    const inner = key === 'parallel' ? 'region' : key.slice('parallel '.length);
    // copyin(x): the encountering thread's x as the region starts, taken now (a threadprivate
    // object has one address for every thread), given to the other members' x.
    const copyin = clauses.filter((c) => c.name === 'copyin').flatMap((c) => this.listNames(c));
    const snapshots = copyin.map((x) => ({ x, tmp: `__omp_copyin${this.ompTemps++}` }));
    const prelude = snapshots.length ? this.synthesized(code(at, ...snapshots.flatMap(({ x, tmp }) => ['__typeof__(', x, `) ${tmp}; `, ...this.bytes(at, [`&${tmp}`], ['&', x], x)]))) : [];
    const copies = snapshots.length ? [code(at, 'int omp_get_thread_num(void); if (omp_get_thread_num()) {', ...snapshots.flatMap(({ x, tmp }) => this.bytes(at, ['&', x], [`&${tmp}`], x)), '}')] : [];
    const linear = new Set(clauses.filter((c) => c.name === 'linear').flatMap((c) => this.clauseNames(c)));
    if (inner !== 'region') this.ompRegionFirstprivate = new Set(clauses.filter((c) => c.name === 'firstprivate' || c.name === 'private').flatMap((c) => this.clauseNames(c)).filter((n) => linear.has(n)));
    const o = (yield this.outlineSteps('parallel', inner, clauses.filter((c) => !REGION_CLAUSES.has(c.name)), clauses, at, copies)) as Outlined;
    const nthreads = clauses.find((c) => c.name === 'num_threads');
    const cond = clauses.find((c) => c.name === 'if');
    return this.outlinedCall(o, at, prelude, code(at, 'void __mpisim_omp_parallel(void (*)(void *), void *, long, int);',
      `__mpisim_omp_parallel(__omp_fn${o.n}, __omp_vars${o.n}, `, nthreads?.args?.length ? code(at, '(', this.operand(nthreads), ')') : '0',
      ', ', cond?.args?.length ? code(at, '(', this.operand(cond), ') != 0') : '1', ');'));
  }

  /**
   * A task: its block becomes a function of its own (as a region's) that the runtime runs now or
   * later, on any thread of the team; the variables it names that are private where it is met
   * (the enclosing function's, unless a clause shares them) are firstprivate: copied as the task
   * is made. `depend` items are the addresses of their lvalues.
   */
  private *taskSteps(clauses: Clause[], at: SourcePos, inner = 'region'): Steps<Stmt> {
    const passed = clauses.filter((c) => c.name !== 'firstprivate' && c.name !== 'shared' && c.name !== 'default');
    const o = (yield this.outlineSteps('task', inner, passed, clauses, at, [])) as Outlined;
    const cond = clauses.find((c) => c.name === 'if'), final = clauses.find((c) => c.name === 'final');
    const deps = dependArrays(at, String(o.n), dependItems(clauses, (pos, m) => this.error(pos, m)));
    const sizes = [...o.captured.map((v) => (o.firstprivate.has(v) ? `sizeof ${v.name}` : '0')), ...o.dimVars.map(() => 'sizeof(unsigned long)')];
    return this.outlinedCall(o, at, [], code(at, `unsigned long __omp_sizes${o.n}[${Math.max(1, sizes.length)}] = { ${sizes.join(', ') || '0'} };`,
      ...deps.decl,
      'void __mpisim_omp_task(void (*)(void *), void **, unsigned long *, int, int, int, void **, int *, int);',
      `__mpisim_omp_task(__omp_fn${o.n}, __omp_vars${o.n}, __omp_sizes${o.n}, ${sizes.length}, `,
      cond?.args?.length ? code(at, '(', this.operand(cond), ') != 0') : '1', ', ', final?.args?.length ? code(at, '(', this.operand(final), ') != 0') : '0',
      `, __omp_deps${o.n}, __omp_depkinds${o.n}, ${deps.count});`));
  }

  /**
   * A taskloop: its iterations (counted first, as a work-sharing loop's) split into tasks as
   * libgomp splits them (grainsize, num_tasks, else one a thread of the team), each task a chunk
   * [lo, hi) of them, made in order inside a taskgroup (unless nogroup).
   */
  private *taskloopSteps(key: string, clauses: Clause[], at: SourcePos): Steps<Stmt> {
    // Its reductions are libgomp's (GOMP_TASK_FLAG_REDUCTION): a taskgroup's task_reduction, its tasks
    // in_reduction: each thread works on a copy, the original is kept until the end (./omp-task-reduction.ts).
    const reductions = clauses.filter((c) => c.name === 'reduction');
    if (reductions.length && !clauses.some((c) => c.name === 'nogroup')) {
      const tasks = [...clauses.filter((c) => c.name !== 'reduction'), { name: 'nogroup', pos: at }, ...reductions.map((c) => ({ ...c, name: 'in_reduction' }))];
      this.ompBody = () => this.taskloopSteps(key, tasks, at);
      return (yield this.constructSteps('taskgroup', reductions.map((c) => ({ ...c, name: 'task_reduction' })), at, '')) as Stmt;
    }
    const t = this.ompTemps++;
    const collapse = Math.max(1, Number(clauses.find((c) => c.name === 'collapse')?.args?.[0]?.text.replace(/[uUlL]+$/, '')) || 1);
    const found = this.loopVariables(collapse);
    const grain = clauses.find((c) => c.name === 'grainsize'), count = clauses.find((c) => c.name === 'num_tasks');
    const nogroup = clauses.some((c) => c.name === 'nogroup');
    const size = (c: Clause | undefined): Token[] => {
      const a = c?.args ?? [];
      const v = a[1]?.text === ':' ? a.slice(2) : a; // strict: n
      return v.length ? code(at, '(', v, ')') : code(at, '0');
    };
    const [n, lo, hi, step, first, tasks] = ['n', 'lo', 'hi', 'step', 'first', 'tasks'].map((w) => `__omp_tl${w}${t}`);
    this.pushScope();
    try {
      const setup = this.synthesized(code(at, `long ${n} = 0, ${lo} = 0, ${hi} = 0, ${step} = 0, ${first} = 0; {`,
        ...found.vars.flatMap((v) => code(at, '__typeof__(', v, ') ', v, ';')), ...found.headers.flatMap((h) => code(at, 'for ', h)), `${n}++; }`,
        'long __mpisim_omp_taskloop_tasks(long, long, long, long *, long *); void __mpisim_omp_taskgroup_begin(void); void __mpisim_omp_taskgroup_end(void);',
        `long ${tasks} = __mpisim_omp_taskloop_tasks(${n}, `, size(grain), ', ', size(count), `, &${step}, &${first});`,
        nogroup ? '' : '__mpisim_omp_taskgroup_begin();'));
      this.ompTaskloopChunk = { lo, hi, n };
      const task = (yield this.taskSteps(clauses.filter((c) => !['grainsize', 'num_tasks', 'nogroup'].includes(c.name)), at, key)) as Stmt;
      const items = this.synthesized(code(at, `for (long __omp_tlj${t} = 0; __omp_tlj${t} < ${tasks}; __omp_tlj${t}++) { ${lo} = ${hi}; ${hi} += ${step}; if (__omp_tlj${t} == ${first}) ${step}--; }`,
        nogroup ? '' : '__mpisim_omp_taskgroup_end();'));
      const loop = items[0];
      if (loop.k === 'for' && loop.body.k === 'block') loop.body.body.push(task);
      return { k: 'block', body: [...setup, ...items], pos: at, end: this.prevEnd(), id: this.newStmtId() };
    } finally { this.popScope(); }
  }

  /** The call of an outlined block: its variables' addresses (and VLA dimensions) in __omp_varsN, then `call`. */
  private outlinedCall(o: Outlined, at: SourcePos, prelude: Stmt[], call: Token[]): Stmt {
    this.pushScope();
    try {
      this.declare(`__omp_fn${o.n}`, { k: 'func', f: o.sym });
      for (const v of o.dimVars) this.declare(v.name, { k: 'var', v });
      const addresses = [...o.captured, ...o.dimVars].map((v) => `(void *)&${v.name}`).join(', ');
      const block = this.synthesizedBlock(at, code(at, `void *__omp_vars${o.n}[${Math.max(1, o.captured.length + o.dimVars.length)}] = { ${addresses || '0'} };`, call));
      return prelude.length || o.dimDecls.length ? { k: 'block', body: [...prelude, ...o.dimDecls, block], pos: at, end: at, id: this.newStmtId() } : block;
    } finally { this.popScope(); }
  }

  /**
   * Reads a parallel region's or a task's block (with `inner`, the construct it holds, and the
   * clauses that are its) into a function of its own (named as gcc's, `main._omp_fn.0`), read as
   * one (its labels, its locals); the variables of the enclosing function it names are passed to
   * it by address (./omp-capture.ts). `all` are the directive's clauses.
   */
  private *outlineSteps(construct: 'parallel' | 'task', inner: string, clauses: Clause[], all: Clause[], at: SourcePos, prelude: Token[][]): Steps<Outlined> {
    const n = this.ompTemps++;
    const voidp = ptrTo(T.void);
    const sym: FuncSym = {
      name: `${this.fn?.sym.name ?? 'omp'}._omp_fn.${this.ompFns++}`, type: { k: 'func', ret: T.void, params: [voidp], variadic: false, oldStyle: false },
      pos: at, isStatic: true, id: this.funcs.length,
    };
    this.funcs.push(sym);
    const data: VarSym = { name: '__omp_data', type: voidp, storage: 'param', id: this.nextId++, pos: at, inMemory: false };
    const def: FuncDef = { sym, params: [data], locals: [], body: undefined as never, pos: at, end: at, usesVarargs: false, hasVla: false, statics: [], vlaTypes: [] };
    sym.def = def;
    const dflt = all.find((c) => c.name === 'default')?.args?.[0]?.text;
    const named = new Set(all.filter((c) => DATA_CLAUSES.has(c.name)).flatMap((c) => this.clauseNames(c)));
    const inherited = [...clauses];
    // default(firstprivate) and default(private): every variable of the enclosing function the block names and no clause does.
    if ((dflt === 'firstprivate' && construct === 'parallel') || dflt === 'private') {
      const names = this.blockNames().filter((t) => !named.has(t.text));
      if (names.length) inherited.push({ name: dflt, pos: at, args: names.flatMap((t, k) => (k ? [{ ...t, kind: 'punct' as const, text: ',' }, t] : [t])) });
    }
    const names = (clause: string): Set<string> => new Set(all.filter((c) => c.name === clause).flatMap((c) => this.clauseNames(c)));
    // A taskloop's lastprivate and reduction variables are the originals, which its tasks update.
    const context: OmpContext = { def, outer: this.fn, kind: construct, shared: new Set([...names('shared'), ...names('lastprivate'), ...names('reduction'), ...names('in_reduction')]), first: names('firstprivate'), dflt };
    const saved = { fn: this.fn, fnLocals: this.fnLocals, labels: this.labels, gotos: this.gotos, labelAddrs: this.labelAddrs, ompBreakFloor: this.ompBreakFloor, ompContinueFloor: this.ompContinueFloor, switches: this.switches, ompDoacross: this.ompDoacross };
    Object.assign(this, { fn: def, fnLocals: def.locals, labels: new Map(), gotos: [], labelAddrs: [], ompBreakFloor: this.breakDepth, ompContinueFloor: this.continueDepth, switches: [], ompDoacross: undefined });
    this.ompContexts.push(context);
    let region: Stmt;
    try {
      region = (yield this.constructSteps(inner, inherited, at, '', prelude)) as Stmt;
      // A label not in the region is outside it (gcc's error for a jump out of it).
      for (const g of this.gotos) if (!this.labels.has(g.label)) this.lateError(g.pos, 'invalid branch to/from OpenMP structured block', LATE_PASS.ompBlocks);
    } finally { Object.assign(this, saved); this.ompContexts.pop(); }
    const base: VarSym = { name: '__omp_slots', type: ptrTo(voidp), storage: 'local', id: this.nextId++, pos: at, inMemory: false };
    def.locals.push(base);
    const slot = (k: number): Expr => this.withScopeVar(base, () => this.synthesizedExpr(code(at, `__omp_slots[${k}]`)));
    const own = new Set([...def.locals, data]);
    if (dflt === 'none') this.unspecified(region, own, named, at, construct, sym.name);
    // The enclosing function's variable-length array types the region uses (through its
    // variables, or `__typeof__` of them in private copies).
    const enclosing = [...this.fnLocals, ...(this.fn?.params ?? []), ...variableUses(region, own).map((u) => u.v)];
    const foreign = new Set([...enclosing.flatMap((v) => vlaArrays(v.type)), ...(this.fn?.vlaTypes ?? []).flatMap((t) => vlaArrays(t))]);
    const captured = captureVariables(region, own, slot);
    const firstprivate = new Set(construct === 'task' ? captured.filter((v) => this.privateInTask(v, context)) : []);
    // Their dimensions as the region starts go to the team beside the variables' addresses.
    const dims: ArrayType[] = [];
    if (foreign.size) {
      remapVlaTypes(region, def.locals, [...foreign], (t) => {
        const k = captured.length + dims.push(t) - 1;
        return this.withScopeVar(base, () => this.synthesizedExpr(code(at, `*(unsigned long *)__omp_slots[${k}]`)));
      });
    }
    const dimVars = dims.map((t, k): VarSym => ({ name: `__omp_dim${n}_${k}`, type: T.ulong, storage: 'local', id: this.nextId++, pos: at, inMemory: true }));
    const dimDecls = dims.map((t, k): Stmt => {
      const of: Expr = hasVla(t.of) ? this.vlaSizeExpr(t.of, at) : { k: 'num', value: sizeOf(t.of) || 1, type: T.long, pos: at };
      const e: Expr = { k: 'binary', op: '/', l: { ...this.vlaSizeExpr(t, at), type: T.ulong }, r: { k: 'cast', e: of, type: T.ulong, pos: at }, type: T.ulong, pos: at };
      const v = dimVars[k];
      v.init = { items: [{ offset: 0, type: T.ulong, e }], zero: false };
      this.fnLocals.push(v);
      const decl: Stmt = { k: 'decl', vars: [{ v }], pos: at, id: this.newStmtId() };
      v.scopeStart = decl.id;
      return decl;
    });
    const init = this.withScopeVar(data, () => this.withScopeVar(base, () => this.synthesized(code(at, '__omp_slots = (void **)__omp_data;',
      construct === 'task' ? inReductionRemaps(at, captured.map((v) => v.name), names('in_reduction')) : []))));
    def.body = { k: 'block', body: [...init, region], pos: at, end: this.prevEnd(), id: this.newStmtId() };
    def.end = def.body.end;
    this.defs.push(def);
    return { n, sym, captured, dimVars, dimDecls, firstprivate };
  }

  /**
   * Whether a variable a task names (not declared in it) is private where the task is met, so
   * firstprivate in the task: a local of the function around it, or one the enclosing task has
   * firstprivate; a variable a parallel region shares stays shared, as a clause `shared` keeps it.
   */
  private privateInTask(v: VarSym, task: OmpContext): boolean {
    if (task.shared.has(v.name) || task.dflt === 'shared') return false;
    if (task.first.has(v.name) || task.dflt === 'firstprivate') return true;
    let fn = task.outer;
    for (let k = this.ompContexts.length - 1; ; k--) {
      if (fn && (fn.locals.includes(v) || fn.params.includes(v))) return true;
      const ctx = this.ompContexts[k];
      if (!ctx || ctx.def !== fn || ctx.kind === 'parallel') return false;
      if (ctx.shared.has(v.name) || ctx.dflt === 'shared') return false;
      if (ctx.first.has(v.name) || ctx.dflt === 'firstprivate') return true;
      fn = ctx.outer;
    }
  }

  /** default(none): gcc's error for each variable the block uses that no clause names (once a variable). */
  private unspecified(block: Stmt, own: Set<VarSym>, named: Set<string>, at: SourcePos, construct: string, fn: string): void {
    const seen = new Set<VarSym>();
    // A static variable declared in the construct is predetermined shared.
    const uses = variableUses(block, own).filter(({ v }) => !named.has(v.name) && !(v.ownerFn && v.ownerFn === fn) && !seen.has(v) && seen.add(v));
    uses.sort((a, b) => a.pos.line - b.pos.line || a.pos.col - b.pos.col);
    for (const u of uses) {
      this.error(u.pos, `‘${u.v.name}’ not specified in enclosing ‘${construct}’`);
      this.note(at, `enclosing ‘${construct}’`);
    }
  }

  /** The variables of the enclosing function named in the structured block ahead (read from its tokens). */
  private blockNames(): Token[] {
    const out: Token[] = [], seen = new Set<string>();
    let depth = 0, prev: Token | undefined;
    for (let k = 0; ; k++) {
      const t = this.peek(k);
      if (t.kind === 'eof') break;
      if (t.kind === 'punct') {
        if (t.text === '(' || t.text === '[' || t.text === '{') depth++;
        else if (t.text === ')' || t.text === ']' || t.text === '}') { if (--depth <= 0 && t.text === '}') break; }
        else if (t.text === ';' && depth === 0) break;
      } else if (t.kind === 'ident' && !seen.has(t.text) && prev?.text !== '.' && prev?.text !== '->') {
        const e = this.lookup(t.text);
        if (e?.k === 'var' && (e.v.storage === 'local' || e.v.storage === 'param') && !e.v.name.startsWith('__omp')) { seen.add(t.text); out.push(t); }
      }
      prev = t;
    }
    return out;
  }

  /** The names a data clause lists (reduction's after its operator, lastprivate's after a modifier). */
  private clauseNames(c: Clause): string[] {
    const a = c.args ?? [];
    const colon = a.findIndex((t) => t.text === ':');
    // linear's list is before its colon (its step after); an array section's variable starts its item.
    const list = colon < 0 ? a : c.name === 'linear' ? a.slice(0, colon) : a.slice(colon + 1);
    return splitTop(list, ',').map((item) => item[0]).filter((t) => t?.kind === 'ident').map((t) => t.text);
  }

  /** Copies sizeof `x` bytes from `from` to `to` (addresses). */
  private bytes(at: SourcePos, to: (string | Token)[], from: (string | Token)[], x: Token): Token[] {
    const k = `__omp_byte${this.ompTemps++}`;
    return code(at, `for (unsigned long ${k} = 0; ${k} < sizeof `, x, `; ${k}++) ((char *)(`, ...to, `))[${k}] = ((char *)(`, ...from, `))[${k}];`);
  }

  /**
   * A teams construct (or combined `teams X`) on the host: its block, with X and its private
   * copies, runs once for each team of the league, one after another, as libgomp's host teams.
   */
  private *teamsSteps(key: string, clauses: Clause[], at: SourcePos): Steps<Stmt> {
    const inner = key === 'teams' ? 'region' : key.slice('teams '.length);
    const count = clauses.find((c) => c.name === 'num_teams');
    const t = this.ompTemps++;
    const rest = clauses.filter((c) => c.name !== 'num_teams' && c.name !== 'thread_limit');
    this.ompDistributeFor = inner.startsWith('distribute parallel');
    const league = (yield (inner.startsWith('distribute parallel') ? this.parallelSteps(inner.slice('distribute '.length), rest, at) : this.constructSteps(inner, rest, at, ''))) as Stmt;
    this.pushScope();
    try {
      const items = this.synthesized(code(at, 'int __mpisim_omp_teams_begin(long); void __mpisim_omp_team(int); void __mpisim_omp_teams_end(void);',
        `int __omp_nt${t} = __mpisim_omp_teams_begin(`, count?.args?.length ? code(at, '(', this.operand(count), ')') : '0', ');',
        `for (int __omp_tm${t} = 0; __omp_tm${t} < __omp_nt${t}; __omp_tm${t}++) __mpisim_omp_team(__omp_tm${t});`,
        '__mpisim_omp_teams_end();'));
      const loop = items.find((s) => s.k === 'for');
      if (loop?.k === 'for') loop.body = { k: 'block', body: [loop.body, league], pos: at, end: this.prevEnd(), id: this.newStmtId() };
      return { k: 'block', body: items, pos: at, end: this.prevEnd(), id: this.newStmtId() };
    } finally { this.popScope(); }
  }

  /** Runs `read` with `v` visible by its name. */
  private withScopeVar<R>(v: VarSym, read: () => R): R {
    this.pushScope();
    try { this.declare(v.name, { k: 'var', v }); return read(); } finally { this.popScope(); }
  }

  /** Synthesized block items as a block of their own scope. */
  private synthesizedBlock(at: SourcePos, toks: Token[]): Stmt {
    this.pushScope();
    try { return { k: 'block', body: this.synthesized(toks), pos: at, end: at, id: this.newStmtId() }; } finally { this.popScope(); }
  }

  /** The directive's name (its words joined by spaces; '' when not OpenMP's) and where its clauses start. */
  private directiveName(d: Token[]): { key: string; end: number } {
    const words: string[] = [];
    let k = 1;
    for (; k < d.length && d[k].kind === 'ident'; k++) {
      const w = d[k].text, prev = words[words.length - 1];
      if (prev === undefined ? !DIRECTIVE_WORDS.has(w) : !NEXT_WORDS[prev]?.includes(w)) break;
      words.push(w);
    }
    return { key: words.join(' '), end: k };
  }

  /** The clauses of a directive, with gcc's errors for what cannot be one. */
  private clauses(d: Token[], from: number, key: string): Clause[] {
    const out: Clause[] = [];
    let k = from;
    const parens = (): Token[] | undefined => {
      if (d[k]?.text !== '(') return undefined;
      let depth = 0;
      const start = k;
      for (; k < d.length; k++) {
        if (d[k].text === '(' && d[k].kind === 'punct') depth++;
        else if (d[k].text === ')' && d[k].kind === 'punct' && --depth === 0) { k++; return d.slice(start + 1, k - 1); }
      }
      const last = d[d.length - 1];
      this.error({ ...last.pos, col: last.pos.col + last.text.length }, 'expected ‘)’ before end of line');
      return d.slice(start + 1);
    };
    if (NAMED.has(key)) parens();
    const valid = takes(key);
    while (k < d.length) {
      if (d[k].text === ',' && d[k].kind === 'punct' && out.length) { k++; continue; }
      const t = d[k];
      if (!valid?.size) { this.error(t.pos, `expected end of line before ${this.before(t)}`); break; }
      if (t.kind !== 'ident' || !CLAUSES.has(t.text)) { this.error(t.pos, `expected ‘#pragma omp’ clause before ${this.before(t)}`); break; }
      if (!valid.has(t.text)) this.error(t.pos, `‘${t.text}’ is not valid for ‘#pragma omp ${key}’`);
      k++;
      // gcc reports a repeated clause where the first one's operand starts.
      const earlier = ONCE.has(t.text) ? out.find((c) => c.name === t.text) : undefined;
      const open = d[k]?.text === '(' ? d[k].pos : undefined;
      if (earlier && t.text === 'if') this.error(open ?? t.pos, 'too many ‘if’ clauses without modifier');
      else if (earlier) this.error(earlier.open ?? earlier.pos, `too many ‘${t.text}’ clauses`);
      const args = parens();
      out.push({ name: t.text, pos: t.pos, args, open });
      if (t.text === 'default' && args && !['none', 'shared', 'private', 'firstprivate'].includes(args[0]?.text ?? '')) {
        const bad = args[0] ?? d[k - 1];
        this.error(bad.pos, `expected ‘none’, ‘shared’, ‘private’ or ‘firstprivate’ before ${this.before(bad)}`);
      }
    }
    return out;
  }

  /** The names of a clause's list (`a, b`); an array section or other item is not supported. */
  private listNames(c: Clause, items: Token[] = c.args ?? []): Token[] {
    const names: Token[] = [];
    for (let k = 0; k < items.length; k++) {
      const t = items[k];
      if (t.kind === 'ident' && (items[k + 1] === undefined || items[k + 1].text === ',')) { names.push(t); k++; continue; }
      // gcc takes array sections only where they may be (reduction, depend, …).
      if (t.kind === 'ident' && items[k + 1].text === '[') this.error(items[k + 1].pos, 'expected ‘)’ before ‘[’ token');
      else this.error(t.pos, `mpisim: only variables are supported in a ‘${c.name}’ clause`);
      break;
    }
    return names;
  }

  /** An expression clause's operand, without a directive-name modifier (`if(parallel: c)`). */
  private operand(c: Clause): Token[] {
    const a = c.args ?? [];
    return a.length > 2 && a[1].text === ':' && DIRECTIVE_WORDS.has(a[0].text) ? a.slice(2) : a;
  }

  private *constructSteps(key: string, clauses: Clause[], at: SourcePos, name: string, prelude: Token[][] = []): Steps<Stmt> {
    const words = key.split(' ');
    // `master taskloop` (`masked taskloop`, and their `simd`): a taskloop the filtered thread meets.
    if ((words[0] === 'master' || words[0] === 'masked') && words[1] === 'taskloop') {
      const filter = clauses.find((c) => c.name === 'filter')?.args;
      this.pushScope();
      try {
        const before = this.synthesized(code(at, ...prelude, 'int omp_get_thread_num(void);'));
        const c = this.condition(this.synthesizedExpr(code(at, 'omp_get_thread_num() == (', filter ?? '0', ')')));
        const loop = (yield this.taskloopSteps(words.slice(1).join(' '), clauses.filter((x) => x.name !== 'filter'), at)) as Stmt;
        return { k: 'block', body: [...before, { k: 'if', c, then: loop, pos: at, id: this.newStmtId() }], pos: at, end: this.prevEnd(), id: this.newStmtId() };
      } finally { this.popScope(); }
    }
    let schedule: Token[] = ['0', ',', '0'].map((text) => ({ kind: text === ',' ? 'punct' : 'number', text, pos: at, space: true, bol: false }));
    let ordered = false, nowait = false;
    const copies: Token[] = [];
    const privates: Token[] = [], first: Token[] = [], last: Token[] = [];
    const linear: { n: Token; step: Token[] }[] = [];
    const reductions: Reduction[] = [];
    const pre: Token[][] = [...prelude], post: Token[][] = [];
    let filter: Token[] | undefined, collapse = 1, doacross = 0, distChunk = code(at, '0');
    // Of a combined `parallel X` (whose private clauses gcc gives the region, checking X's after).
    const combined = this.ompRegionFirstprivate !== undefined;
    const regionFirst = this.ompRegionFirstprivate ?? new Set<string>();
    this.ompRegionFirstprivate = undefined;
    const listed = new Map<string, Clause>();
    // gcc reports a variable listed twice at the earlier clause's operand.
    const note = (name: Token, clause: Clause): void => {
      const before = listed.get(name.text);
      const both = before && [before.name, clause.name].sort().join() === 'firstprivate,lastprivate';
      const at = (before?.name === 'reduction' && clause.name !== 'linear') || (before?.name === 'linear' && clause.name === 'reduction') || (combined && before?.name === 'private') ? clause : before;
      if (before && !both) this.error(at!.open ?? at!.pos, `‘${name.text}’ appears more than once in data clauses`);
      if (!before) listed.set(name.text, clause);
    };
    for (const c of clauses) {
      const a = c.args ?? [];
      switch (c.name) {
        case 'private': for (const n of this.listNames(c)) if (!regionFirst.has(n.text)) { note(n, c); privates.push(n); } break;
        case 'firstprivate': for (const n of this.listNames(c)) if (!regionFirst.has(n.text)) { note(n, c); first.push(n); } break;
        case 'lastprivate': for (const n of this.listNames(c, a[1]?.text === ':' ? a.slice(2) : a)) { note(n, c); last.push(n); } break;
        case 'shared': for (const n of this.listNames(c)) note(n, c); break;
        case 'linear': {
          // linear(x, y : step): lastprivate copies, which each chunk of the loop starts at x + its first iteration's number * step.
          const colon = a.findIndex((t) => t.text === ':');
          const step = colon < 0 ? code(at, '1') : a.slice(colon + 1);
          for (const n of this.listNames(c, colon < 0 ? a : a.slice(0, colon))) { note(n, c); last.push(n); linear.push({ n, step }); }
          break;
        }
        case 'copyprivate': copies.push(...this.listNames(c)); break;
        case 'reduction': case 'task_reduction': {
          let r = a;
          if (r[1]?.text === ',' && r[0].kind === 'ident') r = r.slice(2); // inscan, task, default
          const colon = r.findIndex((t) => t.text === ':');
          const op = colon < 0 ? '' : r.slice(0, colon).map((t) => t.text).join('');
          const builtin = REDUCTION_OPS.has(op) || op === 'max' || op === 'min';
          if (!builtin && !(colon === 1 && r[0].kind === 'ident')) {
            const bad = r[0] ?? { text: ')', pos: c.pos, kind: 'punct' as const };
            this.error(bad.pos, `expected ‘+’, ‘*’, ‘-’, ‘&’, ‘^’, ‘|’, ‘&&’, ‘||’ or identifier before ${this.before(bad as Token)}`);
            break;
          }
          const list = listItems(r.slice(colon + 1));
          if ('bad' in list) {
            // gcc's parse errors: an item is a name (`*p`), then its subscripts (`s.v`).
            this.error(list.bad.token.pos, `expected ${list.bad.first ? 'identifier' : '‘)’'} before ${this.before(list.bad.token)}`);
            break;
          }
          for (const item of list.items) {
            // A declared reduction of the variable's type first (`+` may be one, for a struct).
            const n = item.name, v = this.lookup(n.text);
            const udr = item.section ? undefined : this.userReduction(op, n);
            const bad = sectionError(item, v?.k === 'var' ? v.v.type : T.int, 'reduction');
            if (bad) { this.error(c.open ?? c.pos, bad); continue; }
            const type = elementType(v?.k === 'var' ? v.v.type : T.int, !!item.section);
            if (!udr && (!builtin || isRecord(type))) { this.error(c.open ?? c.pos, `user defined reduction not found for ‘${n.text}’`); continue; }
            note(n, c);
            // An array, or a section of one or of a pointer, is combined element by element (./omp-sections.ts).
            const sectioned = !udr && (item.section || (v?.k === 'var' && v.v.type.k === 'array')) ? item : undefined;
            reductions.push({ op, name: n, udr, sectioned });
          }
          break;
        }
        case 'num_threads': case 'if': case 'final': case 'priority': case 'device': case 'num_teams': case 'thread_limit':
          if (a.length) pre.push(code(at, '(void)(', this.operand(c), ');'));
          break;
        case 'filter': filter = a; break;
        case 'ordered':
          ordered = true;
          if (a.length) doacross = Math.max(1, Number(a[0]?.text.replace(/[uUlL]+$/, '')) || 1);
          break;
        case 'nowait': nowait = true; break;
        case 'schedule': {
          const colon = a.findIndex((t) => t.text === ':');
          const kind = a[colon + 1];
          const chunk = a[colon + 2]?.text === ',' ? a.slice(colon + 3) : [];
          if (kind?.text in SCHEDULES) schedule = code(at, `${SCHEDULES[kind.text]}, `, chunk.length ? code(at, '(', chunk, ')') : '0');
          break;
        }
        case 'dist_schedule': distChunk = a[1]?.text === ',' ? code(at, '(', a.slice(2), ')') : code(at, '0'); break;
        case 'collapse': collapse = Math.max(1, Number(a[0]?.text.replace(/[uUlL]+$/, '')) || 1); break;
      }
    }
    // The loop variables of a work-sharing loop are private (of `simd` alone: linear, so the original's).
    const loops = words.includes('for') || words.includes('taskloop') || words.includes('distribute') || words.includes('loop');
    let headers: Token[][] = [], doacrossHeaders: Token[][] = [];
    if (doacross && doacross < collapse) {
      const c = clauses.find((x) => x.name === 'ordered')!;
      this.error(c.open ?? c.pos, '‘ordered’ clause parameter is less than ‘collapse’');
    }
    if (loops || words.includes('simd')) {
      // A doacross loop's n loops are its (their variables private), of which `collapse` are shared.
      const found = this.loopVariables(Math.max(collapse, doacross));
      headers = found.headers.slice(0, collapse);
      if (doacross && words.includes('for')) doacrossHeaders = found.headers;
      if (loops) for (const v of found.vars) if (!listed.has(v.text)) privates.push(v);
      const typeOf = (name: string): CType | undefined => { const e = this.lookup(name); return e?.k === 'var' ? e.v.type : undefined; };
      for (const e of loopClauseErrors(clauses, words, typeOf, found.headers.map((h) => loopVariable(h)?.text ?? ''))) this.error(e.pos, e.error);
      const nest = loopNestErrors(found.headers, at, typeOf, (t) => this.before(t));
      for (const e of nest.errors) this.error(e.pos, e.error);
      if (nest.nonRectangular && this.sink.list.every((d) => d.severity !== 'error' || isNonRectangularClauseError(d.message))) {
        for (const e of [...nest.late, ...nonRectangularClauseErrors(clauses.map((c) => c.name), words)]) this.error(at, e);
      }
    }
    // Work shared by the team: a loop's iterations (`for`, and `loop`, which binds to the region), sections, a single block.
    // distribute shares a loop among the league's teams (`distribute parallel for`: each team's
    // part is shared by a team of threads, as a `parallel for` of its own).
    const distribute = words.includes('distribute') && !words.includes('parallel');
    const shared = !distribute && (words.includes('for') || key === 'loop' || words.includes('sections') || words.includes('single'));
    const t = this.ompTemps++;
    const doacrossVars = doacrossHeaders.map(loopVariable).filter((v): v is Token => !!v);
    const ws = {
      n: `__omp_n${t}`, k: `__omp_k${t}`, last: `__omp_last${t}`,
      begin: [] as Token[][], guard: [] as Token[][], end: [] as Token[][],
    };
    if (shared || distribute) pre.push(code(at, `int ${ws.last} = 0; void __mpisim_omp_ws_end(int);`));
    const originals = new Map<Token, string>();
    for (const n of [...first, ...last, ...reductions.map((r) => r.name)]) {
      if ([...originals.keys()].some((o) => o.text === n.text)) continue;
      const o = `__omp_original${this.ompTemps++}`;
      originals.set(n, o);
      pre.push(code(at, '__typeof__(', n, `) *${o} = &`, n, ';'));
    }
    const originalOf = (n: Token): string => [...originals].find(([o]) => o.text === n.text)![1];
    // The private copies. A lastprivate copy starts as the original too (its value is indeterminate
    // until set): a loop that runs no iteration copies back what was there (libgomp's one thread,
    // an uninitialized copy). An initialized copy of a const object is still a copy.
    const initial = new Set([...first, ...last].map((n) => n.text));
    const declared = new Set<string>();
    const combines = new Map<Reduction, Token[]>();
    // A taskgroup's reductions are its team's threads' copies, which its tasks work on (./omp-task-reduction.ts).
    const group = key === 'taskgroup' ? taskReductions(at, reductions.map((r) => ({
      name: r.name, original: originalOf(r.name), ...this.reductionCopy(at, r, originalOf(r.name)),
      copies: (threads) => this.reductionCopy(at, r, originalOf(r.name), threads),
    })), this.ompTemps++) : undefined;
    if (group) { pre.push(group.pre); reductions.splice(0); }
    for (const n of [...privates, ...first, ...last, ...reductions.map((r) => r.name)]) {
      if (declared.has(n.text)) continue;
      declared.add(n.text);
      const r = reductions.find((x) => x.name.text === n.text);
      if (r) { const copy = this.reductionCopy(at, r, originalOf(n)); pre.push(copy.decl); combines.set(r, copy.combine); continue; }
      const init = initial.has(n.text) && !this.isArray(n) ? [` = *${originalOf(n)}`] : [];
      pre.push(code(at, '__typeof__(', n, ') ', n, ...init, ';'));
      if (initial.has(n.text) && this.isArray(n)) pre.push(this.copy(at, n, originalOf(n), 'in'));
    }
    // A linear variable's value as the construct starts, and its step (the loop's variables are the header's).
    const starts = linear.filter((l) => loops && !headers.some((h) => h.some((t) => t.text === l.n.text))).map((l) => {
      const t0 = `__omp_linear${this.ompTemps++}`;
      pre.push(code(at, '__typeof__(', l.n, `) ${t0} = *${originalOf(l.n)}; long ${t0}_step = (`, l.step, ');'));
      return (first: string): Token[] => code(at, l.n, ` = ${t0} + (${first}) * ${t0}_step;`);
    });
    if (starts.length && words.includes('distribute')) this.error(at, 'mpisim: ‘linear’ on a distribute loop is not supported');
    // A variable whose original is read as the construct starts (firstprivate, linear) and written
    // at its end (lastprivate): every thread has read it before any writes it (gcc's barrier).
    const firsts = new Set([...first, ...linear.map((l) => l.n)].map((n) => n.text));
    const back = last.filter((n) => !regionFirst.has(n.text));
    if (shared && back.some((n) => firsts.has(n.text))) pre.push(code(at, 'void __mpisim_omp_barrier(void); __mpisim_omp_barrier();'));
    const part = this.ompDistributeFor && words.includes('for');
    this.ompDistributeFor = false;
    const chunk = words.includes('taskloop') ? this.ompTaskloopChunk : undefined;
    this.ompTaskloopChunk = undefined;
    if (chunk && headers.length) {
      // A taskloop's task: the iterations of its chunk; the one with the last copies lastprivate back.
      pre.push(code(at, `int ${ws.last} = ${chunk.hi} == ${chunk.n}; long ${ws.k} = 0;`));
      ws.guard.push(code(at, `{ long __omp_i = ${ws.k}++; if (__omp_i < ${chunk.lo}) continue; if (__omp_i >= ${chunk.hi}) break;`,
        starts.length ? code(at, `if (__omp_i == ${chunk.lo}) {`, ...starts.map((f) => f('__omp_i')), '}') : '', '}'));
    } else if (distribute && headers.length) {
      pre.push(code(at, `long ${ws.n} = 0; `, ...headers.flatMap((h) => code(at, 'for ', h)), `${ws.n}++; long ${ws.k} = 0;`,
        'void __mpisim_omp_distribute_begin(long, long); int __mpisim_omp_distribute_iter(long);',
        `__mpisim_omp_distribute_begin(${ws.n}, `, distChunk, ');'));
      ws.guard.push(code(at, `{ int __omp_r = __mpisim_omp_distribute_iter(${ws.k}++); if (__omp_r < 0) break; if (!__omp_r) continue; ${ws.last} = ${ws.k} == ${ws.n}; }`));
    } else if (shared && headers.length) {
      // The loop's iterations are counted first (its header alone: OpenMP's loops are in
      // canonical form), then every thread walks them and runs those the schedule gives it.
      // Of `distribute parallel for`: those of the team's part of them, numbered anew.
      const kd = `__omp_kd${t}`, all = `__omp_nd${t}`;
      pre.push(code(at, `long ${ws.n} = 0; `, ...headers.flatMap((h) => code(at, 'for ', h)), `${ws.n}++; long ${ws.k} = 0;`,
        'void __mpisim_omp_loop_begin(long, long, long, int); int __mpisim_omp_loop_iter(long); void __mpisim_omp_loop_end(int);',
        part ? code(at, 'void __mpisim_omp_distribute_begin(long, long); int __mpisim_omp_distribute_iter(long); long __mpisim_omp_distribute_count(void);',
          `long ${all} = ${ws.n}, ${kd} = 0; __mpisim_omp_distribute_begin(${all}, `, distChunk, `); ${ws.n} = __mpisim_omp_distribute_count();`) : '',
        `__mpisim_omp_loop_begin(${ws.n}, `, schedule, `, ${ordered && !doacross ? 1 : 0});`));
      if (doacrossVars.length) pre.push(doacrossBegin(at, t, doacrossHeaders, doacrossVars));
      ws.guard.push(code(at, part ? `{ int __omp_d = __mpisim_omp_distribute_iter(${kd}++); if (__omp_d < 0) break; if (!__omp_d) continue; }` : '',
        `{ int __omp_r = __mpisim_omp_loop_iter(${ws.k}++); if (__omp_r < 0) break; if (!__omp_r) continue; ${ws.last} = ${ws.k} == ${ws.n};`,
        starts.length ? code(at, 'if (__omp_r == 2) {', ...starts.map((f) => f(`${ws.k} - 1`)), '}') : '', '}'));
    } else if (words.includes('sections')) pre.push(code(at, 'void __mpisim_omp_sections_begin(void); int __mpisim_omp_section(long); __mpisim_omp_sections_begin();'));
    else if (words.includes('single')) pre.push(code(at, `int __mpisim_omp_single_begin(void); ${ws.last} = __mpisim_omp_single_begin();`));
    else if (key === 'critical') {
      pre.push(code(at, `void __mpisim_omp_critical_begin(long); void __mpisim_omp_critical_end(long); __mpisim_omp_critical_begin(${criticalId(name)});`));
    } else if (key === 'atomic') pre.push(code(at, 'void __mpisim_omp_atomic_begin(void); void __mpisim_omp_atomic_end(void); __mpisim_omp_atomic_begin();'));
    else if (key === 'taskgroup') pre.push(code(at, 'void __mpisim_omp_taskgroup_begin(void); void __mpisim_omp_taskgroup_end(void); __mpisim_omp_taskgroup_begin();'));
    else if (key === 'ordered') pre.push(code(at, 'void __mpisim_omp_ordered_begin(void); void __mpisim_omp_ordered_end(void); __mpisim_omp_ordered_begin();'));
    else if (key === 'master' || key === 'masked') {
      filter ??= code(at, '0');
      pre.push(code(at, 'int omp_get_thread_num(void);'));
    }
    // The thread that ran the last iteration (or section) copies its lastprivate values back.
    if (back.length) post.push(shared || distribute || chunk ? code(at, `if (${ws.last}) {`, ...back.map((n) => this.copy(at, n, originalOf(n), 'out')), '}') : back.flatMap((n) => this.copy(at, n, originalOf(n), 'out')));
    // The threads' reductions are combined one at a time, in the order they come.
    if (reductions.length) post.push(code(at, 'void __mpisim_omp_atomic_begin(void); void __mpisim_omp_atomic_end(void); __mpisim_omp_atomic_begin();'));
    for (const r of reductions) post.push(combines.get(r) ?? []); // none for a variable listed twice (an error)
    if (reductions.length) post.push(code(at, '__mpisim_omp_atomic_end();'));
    if (key === 'critical') post.push(code(at, `__mpisim_omp_critical_end(${criticalId(name)});`));
    else if (key === 'atomic') post.push(code(at, '__mpisim_omp_atomic_end();'));
    else if (key === 'ordered') post.push(code(at, '__mpisim_omp_ordered_end();'));
    else if (key === 'taskgroup') post.push(code(at, '__mpisim_omp_taskgroup_end();'), group?.post ?? []);
    if (copies.length) post.push(code(at, 'void __mpisim_omp_copyprivate(int, void *, unsigned long);', ...copies.flatMap((n) => code(at, `__mpisim_omp_copyprivate(${ws.last}, &`, n, ', sizeof ', n, ');'))));
    if (shared) post.push(code(at, headers.length ? `__mpisim_omp_loop_end(${nowait ? 1 : 0});` : `__mpisim_omp_ws_end(${nowait ? 1 : 0});`));

    this.pushScope();
    let body: Stmt;
    const before: Stmt[] = [], after: Stmt[] = [];
    try {
      for (const t of pre) before.push(...this.synthesized(t));
      if (loops && !this.is('for')) this.fail(this.tok.pos, `for statement expected before ${this.before(this.tok)}`);
      if (words.includes('sections') && !this.is('{')) this.fail(this.tok.pos, `expected ‘{’ before ${this.before(this.tok)}`);
      this.ompBlocks++;
      if (words.includes('sections')) this.ompSections++;
      const around = this.ompDoacross;
      if (doacross) this.ompDoacross = doacrossVars.length === doacross ? doacrossVars : undefined;
      const inner = this.ompBody;
      this.ompBody = undefined;
      try { body = (yield (inner ? inner() : this.statementSteps())) as Stmt; } finally {
        this.ompDoacross = around;
        this.ompBlocks--;
        if (words.includes('sections')) this.ompSections--;
      }
      if (filter) {
        const c = this.synthesizedExpr(code(at, 'omp_get_thread_num() == (', filter, ')'));
        body = { k: 'if', c: this.condition(c), then: body, pos: at, id: this.newStmtId() };
      }
      if (words.includes('single')) body = { k: 'if', c: this.condition(this.synthesizedExpr(code(at, ws.last))), then: body, pos: at, id: this.newStmtId() };
      if (ws.guard.length) this.guardLoop(body, collapse, ws.guard);
      if (words.includes('sections') && body.k === 'block') this.shareSections(body, ws.last);
      for (const t of post) after.push(...this.synthesized(t));
    } finally { this.popScope(); }
    if (!before.length && !after.length) return body;
    return { k: 'block', body: [...before, body, ...after], pos: at, end: this.prevEnd(), id: this.newStmtId() };
  }

  /** A thread's copy of a reduction's variable, at the identity (`decl`), and its combination into the original (`combine`). */
  private reductionCopy(at: SourcePos, r: Reduction, original: string, threads?: { count: string; copies: string }): { decl: Token[]; combine: Token[]; pointer: boolean } {
    const n = r.name, o = `(*${original})`;
    if (r.udr) return { decl: this.userPrivate(at, r.udr, n, original), combine: code(at, ...substitute(r.udr.combiner, { omp_out: code(at, o), omp_in: [n] }), ';'), pointer: false };
    if (!r.sectioned) return { decl: code(at, '__typeof__(', n, ') ', n, ' = (__typeof__(', n, `))(${this.identity(r)});`), combine: code(at, `${o} = `, combine(r.op, code(at, o), [n], at), ';'), pointer: false };
    const v = this.lookup(n.text);
    let dims = 0, inner = 0, u = v?.k === 'var' ? v.v.type : T.int;
    for (; u.k === 'array'; u = u.of) dims++;
    if (!dims && u.k === 'ptr') for (u = u.to; u.k === 'array'; u = u.of) inner++;
    const s = sectionReduction(at, r.sectioned, r.op, this.identity(r), original, dims, this.ompTemps++, inner, threads);
    return { decl: s.pre, combine: s.post, pointer: !dims };
  }

  /**
   * A thread's copy for a user-defined reduction, as its initializer makes it (`omp_orig`: the
   * original); without one, zero as a static object is.
   */
  private userPrivate(at: SourcePos, udr: UserReduction, n: Token, original: string): Token[] {
    const names = { omp_priv: [n], omp_orig: code(at, `(*${original})`) };
    if (udr.init && 'value' in udr.init) return code(at, '__typeof__(', n, ') ', n, ' = ', substitute(udr.init.value, names), ';');
    if (udr.init) return code(at, '__typeof__(', n, ') ', n, '; ', substitute(udr.init.call, names), ';');
    const k = `__omp_byte${this.ompTemps++}`;
    return code(at, '__typeof__(', n, ') ', n, `; for (unsigned long ${k} = 0; ${k} < sizeof `, n, `; ${k}++) ((char *)&`, n, `)[${k}] = 0;`);
  }

  private isArray(n: Token): boolean {
    const e = this.lookup(n.text);
    return e?.k === 'var' && e.v.type.k === 'array';
  }

  /** Copies a private variable from (in) or to (out) its original; an array byte by byte. */
  private copy(at: SourcePos, n: Token, original: string, dir: 'in' | 'out'): Token[] {
    if (this.isArray(n)) {
      const [to, from] = dir === 'in' ? [['(char *)&', n], [`(char *)${original}`]] : [[`(char *)${original}`], ['(char *)&', n]];
      const k = `__omp_byte${this.ompTemps++}`;
      return code(at, `for (unsigned long ${k} = 0; ${k} < sizeof `, n, `; ${k}++) (`, ...to, `)[${k}] = (`, ...from, `)[${k}];`);
    }
    return dir === 'in' ? code(at, n, ` = *${original};`) : code(at, `*${original} = `, n, ';');
  }

  /** A reduction's identity (OpenMP 4.5 2.15.3.6) for its variable's type. */
  private identity(r: Reduction): string { const e = this.lookup(r.name.text); return reductionIdentity(r.op, e?.k === 'var' ? elementType(e.v.type, !!r.sectioned?.section) : undefined); }

  /**
   * The variables of the loops a work-sharing directive takes (`collapse(n)`: n nested ones),
   * read ahead from the tokens; one declared in its `for` is private already. Also the loops'
   * headers (`(init; test; step)`), when all are there.
   */
  private loopVariables(depth: number): { vars: Token[]; headers: Token[][] } {
    const vars: Token[] = [], headers: Token[][] = [];
    let k = 0;
    for (let level = 0; level < depth; level++) {
      const t = this.peek(k);
      if (!(t.kind === 'ident' && t.text === 'for')) {
        if (level) this.error(t.pos, `not enough perfectly nested loops before ${this.before(t)}`);
        break;
      }
      const v = this.peek(k + 2);
      if (v.kind === 'ident' && !this.isTypeStart(v) && this.peek(k + 3).text === '=') vars.push(v);
      let depthParen = 0;
      const header: Token[] = [];
      for (k += 1; ; k++) {
        const u = this.peek(k);
        if (u.kind === 'eof') return { vars, headers: [] };
        header.push(u);
        if (u.text === '(' && u.kind === 'punct') depthParen++;
        else if (u.text === ')' && u.kind === 'punct' && --depthParen === 0) break;
      }
      headers.push(header);
      k++;
      if (this.peek(k).text === '{' && level + 1 < depth) k++;
    }
    return { vars, headers: headers.length === depth ? headers : [] };
  }

  /** Puts `guard` (which may `continue` to the next iteration or `break`) first in the innermost of `depth` nested loops. */
  private guardLoop(loop: Stmt, depth: number, guard: Token[][]): void {
    let s: Stmt | undefined = loop;
    for (let level = 1; level < depth && s; level++) {
      const b: Stmt | undefined = s.k === 'for' ? s.body : undefined;
      s = b?.k === 'block' ? b.body.find((x) => x.k === 'for') : b;
    }
    if (s?.k !== 'for') return;
    this.breakDepth++;
    this.continueDepth++;
    try {
      this.pushScope();
      const items = guard.flatMap((g) => this.synthesized(g));
      this.popScope();
      s.body = { k: 'block', body: [...items, s.body], pos: s.body.pos, end: s.body.pos, id: this.newStmtId() };
    } finally { this.breakDepth--; this.continueDepth--; }
  }

  /**
   * The statements of a sections block, split at its `#pragma omp section`s: each part runs on
   * the thread that takes it; the one that takes the last marks itself (`last`).
   */
  private shareSections(block: Extract<Stmt, { k: 'block' }>, last: string): void {
    const parts: Stmt[][] = [[]];
    for (const st of block.body) {
      if (this.ompSectionMarks.delete(st)) { if (parts[parts.length - 1].length) parts.push([]); continue; }
      parts[parts.length - 1].push(st);
    }
    if (!parts[parts.length - 1].length) parts.pop();
    block.body = parts.map((part, k) => {
      const c = this.synthesizedExpr(code(block.pos, `__mpisim_omp_section(${k}) && ((${last} = ${k === parts.length - 1 ? 1 : 0}), 1)`));
      const then: Stmt = { k: 'block', body: part, pos: part[0].pos, end: block.end, id: this.newStmtId() };
      return { k: 'if', c: this.condition(c), then, pos: part[0].pos, id: this.newStmtId() };
    });
  }

  /** What an error is "before": gcc names a word bare, anything else as a token. */
  private before(t: Token): string {
    return t.kind === 'ident' ? `‘${t.text}’` : this.describe(t);
  }

  /** Reads synthesized block items with the parser, in the current scope. */
  private synthesized(toks: Token[]): Stmt[] {
    return this.withTokens(toks, () => {
      const out: Stmt[] = [];
      while (!this.atEof()) out.push(runSteps(this.blockItemSteps()));
      return out;
    });
  }

  private synthesizedExpr(toks: Token[]): Expr {
    return this.withTokens(toks, () => this.expression());
  }

  private withTokens<R>(toks: Token[], read: () => R): R {
    const saved = this.toks, at = this.i;
    const last = toks[toks.length - 1];
    this.toks = new TokenWindow([...toks, { kind: 'eof', text: '', pos: last?.pos ?? this.tok.pos, space: false, bol: true }]);
    this.i = 0;
    try { return read(); } finally { this.toks = saved; this.i = at; }
  }
}
