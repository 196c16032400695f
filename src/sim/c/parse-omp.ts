/**
 * OpenMP directives (-fopenmp) for teams of one thread, as libgomp runs them under
 * OMP_NUM_THREADS=1 OMP_THREAD_LIMIT=1: each directive and its structured block become plain C
 * around the block, read by this parser from tokens made here. A `parallel` region enters and
 * leaves a level of the runtime (<built-in>/mpisim-omp.c); work-sharing constructs run all of
 * their work on the one thread; the data-sharing clauses keep their meaning for that thread:
 * `private` is a fresh copy, `firstprivate` one made from the original, `lastprivate` is copied
 * back, and `reduction(op:x)` starts a copy at op's identity and combines it into the original
 * at the end (`x = x op copy`, as libgomp's one thread does, so sums round as gcc's do). The
 * loop variables of a work-sharing loop are private.
 */
import type { Token } from './token';
import type { SourcePos } from './diagnostics';
import type { Expr, Stmt } from './ast';
import { runSteps, type Steps } from './ast-walk';
import { TokenWindow } from './token-window';
import { StmtParser } from './parse-stmt';
import { isFloating, isInt, isUnsigned, sizeOf, type CType } from './types';

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
interface Reduction { op: string; name: Token }

/** Splits synthesized C into tokens at `pos` (names the user wrote are spliced in as their own tokens). */
function code(pos: SourcePos, ...parts: (string | Token | Token[])[]): Token[] {
  const out: Token[] = [];
  for (const p of parts) {
    if (typeof p !== 'string') { for (const t of Array.isArray(p) ? p : [p]) out.push({ ...t, bol: false }); continue; }
    for (const m of p.matchAll(/[A-Za-z_]\w*|\d[\w.]*|->|\+\+|--|&&|\|\||<<|>>|[-+*/%&|^!<>=]=|[-+*/%&|^!<>=(){}[\];,.?:~]/g)) {
      const text = m[0];
      const kind = /^[A-Za-z_]/.test(text) ? 'ident' : /^\d/.test(text) ? 'number' : 'punct';
      out.push({ kind, text, pos, space: true, bol: false });
    }
  }
  return out;
}

export abstract class OmpParser extends StmtParser {
  /** `sections` constructs being read (where `#pragma omp section` may stand). */
  private ompSections = 0;
  /** Numbers the variables the directives' code declares. */
  private ompTemps = 0;

  /** File scope: declarative directives only; gcc reads any other as a stray `#pragma`. */
  protected ompExternal(): void {
    const p = this.next();
    const d = p.directive ?? [];
    const { key } = this.directiveName(d);
    if (key === 'declare reduction') { this.error(d[1].pos, 'mpisim: ‘#pragma omp declare reduction’ is not supported'); return; }
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
    if (key === 'declare reduction') { this.error(d[1].pos, 'mpisim: ‘#pragma omp declare reduction’ is not supported'); return empty(); }
    if (DECLARATIVE.has(key) || key.startsWith('declare ')) return empty();
    if (key === 'section') {
      if (!this.ompSections) this.error(at, '‘#pragma omp section’ may only be used in ‘#pragma omp sections’ construct');
      return empty();
    }
    const clauses = this.clauses(d, end, key);
    const standalone = STANDALONE.has(key) || (key === 'ordered' && clauses.some((c) => c.name === 'depend'));
    if (standalone) {
      if (!inCompound) this.error(at, `‘#pragma omp ${key}’ may only be used in compound statements`);
      return empty();
    }
    return (yield this.constructSteps(key, clauses, at)) as Stmt;
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
      out.push({ name: t.text, pos: t.pos, args: parens(), open });
    }
    return out;
  }

  /** The names of a clause's list (`a, b`); an array section or other item is not supported. */
  private listNames(c: Clause, items: Token[] = c.args ?? []): Token[] {
    const names: Token[] = [];
    for (let k = 0; k < items.length; k++) {
      const t = items[k];
      if (t.kind === 'ident' && (items[k + 1] === undefined || items[k + 1].text === ',')) { names.push(t); k++; continue; }
      this.error(t.pos, `mpisim: only variables are supported in a ‘${c.name}’ clause`);
      break;
    }
    return names;
  }

  /** An expression clause's operand, without a directive-name modifier (`if(parallel: c)`). */
  private operand(c: Clause): Token[] {
    const a = c.args ?? [];
    return a.length > 2 && a[1].text === ':' && DIRECTIVE_WORDS.has(a[0].text) ? a.slice(2) : a;
  }

  private *constructSteps(key: string, clauses: Clause[], at: SourcePos): Steps<Stmt> {
    const words = key.split(' ');
    const privates: Token[] = [], first: Token[] = [], last: Token[] = [];
    const reductions: Reduction[] = [];
    const pre: Token[][] = [], post: Token[][] = [];
    let filter: Token[] | undefined, collapse = 1;
    const listed = new Map<string, Clause>();
    // gcc reports a variable listed twice at the earlier clause's operand.
    const note = (name: Token, clause: Clause): void => {
      const before = listed.get(name.text);
      const both = before && [before.name, clause.name].sort().join() === 'firstprivate,lastprivate';
      const at = before?.name === 'reduction' ? clause : before;
      if (before && !both) this.error(at!.open ?? at!.pos, `‘${name.text}’ appears more than once in data clauses`);
      if (!before) listed.set(name.text, clause);
    };
    for (const c of clauses) {
      const a = c.args ?? [];
      switch (c.name) {
        case 'private': for (const n of this.listNames(c)) { note(n, c); privates.push(n); } break;
        case 'firstprivate': for (const n of this.listNames(c)) { note(n, c); first.push(n); } break;
        case 'lastprivate': for (const n of this.listNames(c, a[1]?.text === ':' ? a.slice(2) : a)) { note(n, c); last.push(n); } break;
        case 'shared': for (const n of this.listNames(c)) note(n, c); break;
        case 'reduction': {
          let r = a;
          if (r[1]?.text === ',' && r[0].kind === 'ident') r = r.slice(2); // inscan, task, default
          const colon = r.findIndex((t) => t.text === ':');
          const op = colon < 0 ? '' : r.slice(0, colon).map((t) => t.text).join('');
          if (!REDUCTION_OPS.has(op) && op !== 'max' && op !== 'min') {
            const bad = r[0] ?? { text: ')', pos: c.pos, kind: 'punct' as const };
            // `declare reduction` is not supported: every other name is one gcc finds no reduction for.
            if (colon === 1 && r[0].kind === 'ident') this.error(c.open ?? c.pos, `user defined reduction not found for ‘${r[2]?.text ?? ''}’`);
            else this.error(bad.pos, `expected ‘+’, ‘*’, ‘-’, ‘&’, ‘^’, ‘|’, ‘&&’, ‘||’ or identifier before ${this.before(bad as Token)}`);
            break;
          }
          for (const n of this.listNames(c, r.slice(colon + 1))) { note(n, c); reductions.push({ op, name: n }); }
          break;
        }
        case 'num_threads': case 'if': case 'final': case 'priority': case 'device': case 'num_teams': case 'thread_limit':
          if (a.length) pre.push(code(at, '(void)(', this.operand(c), ');'));
          break;
        case 'filter': filter = a; break;
        case 'collapse': collapse = Math.max(1, Number(a[0]?.text.replace(/[uUlL]+$/, '')) || 1); break;
      }
    }
    // The loop variables of a work-sharing loop are private (of `simd` alone: linear, so the original's).
    const loops = words.includes('for') || words.includes('taskloop') || words.includes('distribute') || words.includes('loop');
    if (loops || words.includes('simd')) {
      const vars = this.loopVariables(collapse);
      if (loops) for (const v of vars) if (!listed.has(v.text)) privates.push(v);
    }
    const parallel = words.includes('parallel');
    let saved = '';
    if (parallel) {
      saved = `__omp_saved${this.ompTemps++}`;
      pre.push(code(at, `int __mpisim_omp_parallel_begin(void); void __mpisim_omp_parallel_end(int); int ${saved} = __mpisim_omp_parallel_begin();`));
    }
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
    for (const n of [...privates, ...first, ...last, ...reductions.map((r) => r.name)]) {
      if (declared.has(n.text)) continue;
      declared.add(n.text);
      const r = reductions.find((x) => x.name.text === n.text);
      const init = r ? [' = (__typeof__(', n, `))(${this.identity(r)})`] : initial.has(n.text) && !this.isArray(n) ? [` = *${originalOf(n)}`] : [];
      pre.push(code(at, '__typeof__(', n, ') ', n, ...init, ';'));
      if (initial.has(n.text) && this.isArray(n)) pre.push(this.copy(at, n, originalOf(n), 'in'));
    }
    for (const n of last) post.push(this.copy(at, n, originalOf(n), 'out'));
    for (const r of reductions) {
      const o = `(*${originalOf(r.name)})`;
      const rhs = r.op === 'max' ? [`${o} > `, r.name, ` ? ${o} : `, r.name] : r.op === 'min' ? [`${o} < `, r.name, ` ? ${o} : `, r.name] : [`${o} ${r.op === '-' ? '+' : r.op} `, r.name];
      post.push(code(at, `${o} = `, ...rhs, ';'));
    }
    if (parallel) post.push(code(at, `__mpisim_omp_parallel_end(${saved});`));

    this.pushScope();
    let body: Stmt;
    const before: Stmt[] = [], after: Stmt[] = [];
    try {
      for (const t of pre) before.push(...this.synthesized(t));
      if (loops && !this.is('for')) this.fail(this.tok.pos, `for statement expected before ${this.before(this.tok)}`);
      if (words.includes('sections') && !this.is('{')) this.fail(this.tok.pos, `expected ‘{’ before ${this.before(this.tok)}`);
      this.ompBlocks++;
      if (words.includes('sections')) this.ompSections++;
      try { body = (yield this.statementSteps()) as Stmt; } finally {
        this.ompBlocks--;
        if (words.includes('sections')) this.ompSections--;
      }
      if (filter) {
        const c = this.synthesizedExpr(code(at, '(', filter, ') == 0'));
        body = { k: 'if', c: this.condition(c), then: body, pos: at, id: this.newStmtId() };
      }
      for (const t of post) after.push(...this.synthesized(t));
    } finally { this.popScope(); }
    if (!before.length && !after.length) return body;
    return { k: 'block', body: [...before, body, ...after], pos: at, end: this.prevEnd(), id: this.newStmtId() };
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
  private identity(r: Reduction): string {
    const e = this.lookup(r.name.text);
    const t: CType | undefined = e?.k === 'var' ? e.v.type : undefined;
    switch (r.op) {
      case '*': case '&&': return '1';
      case '&': return '~0';
      case 'max': case 'min': {
        if (!t || isFloating(t)) return r.op === 'max' ? '-__builtin_inf()' : '__builtin_inf()';
        if (!isInt(t)) return '0';
        const bits = BigInt(sizeOf(t) * 8);
        if (isUnsigned(t)) return r.op === 'max' ? '0' : `${(1n << bits) - 1n}ULL`;
        const top = (1n << (bits - 1n)) - 1n;
        return r.op === 'max' ? `(-${top}LL - 1)` : `${top}LL`;
      }
      default: return '0';
    }
  }

  /**
   * The variables of the loops a work-sharing directive takes (`collapse(n)`: n nested ones),
   * read ahead from the tokens; one declared in its `for` is private already.
   */
  private loopVariables(depth: number): Token[] {
    const vars: Token[] = [];
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
      for (k += 1; ; k++) {
        const u = this.peek(k);
        if (u.kind === 'eof') return vars;
        if (u.text === '(' && u.kind === 'punct') depthParen++;
        else if (u.text === ')' && u.kind === 'punct' && --depthParen === 0) break;
      }
      k++;
      if (this.peek(k).text === '{' && level + 1 < depth) k++;
    }
    return vars;
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
