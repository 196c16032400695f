/**
 * What every part of the preprocessor shares: its tokens (with hide sets and gcc's padding),
 * macros, conditional and file frames, path helpers, and the state and diagnostics of one run.
 * The preprocessor is layered on it, one concept a file: macro expansion (./pp-expand.ts),
 * #if expressions (./pp-if.ts), directives (./pp-directives.ts), and files, includes and the
 * driver (./preprocessor.ts); the predefined macros are in ./pp-predefined.ts.
 */
import type { Token } from './token';
import type { TokenWindow } from './token-window';
import { DiagnosticSink, type Diagnostic, type SourcePos } from './diagnostics';
import { builtinHeaders as defaultBuiltinHeaders } from './include';
import type { BuildTime } from './pp-time';

/** Thrown by a readFile that refuses a path; its message becomes the include's diagnostic. */
export class IncludeDenied extends Error {}

export interface PreprocessOptions {
  /** -D NAME=VALUE; an empty value means "1", like -DNAME. NAME may be `F(a,b)`. */
  defines?: Record<string, string>;
  undefines?: string[];
  /** Extra directories for "..." and <...> includes (after the including file's directory). */
  includeDirs?: string[];
  /**
   * Returns the file's bytes as a latin1 string, or undefined. The only way files are read.
   * It may throw IncludeDenied for a file that exists but the run may not read.
   */
  readFile(path: string): string | undefined;
  /** Built-in headers by include name; defaults to the table in ./headers. */
  builtinHeaders?: Record<string, string>;
  /** A file's last modification (ms since the epoch), for __TIMESTAMP__. */
  fileTime?(path: string): number | undefined;
  /** Told when __DATE__, __TIME__ or __TIMESTAMP__ is expanded: the result depends on when it was built. */
  onBuildTime?(): void;
  /** Keeps built-in headers' tokens between compilations (./token-store.ts). */
  builtinTokens?: HeaderTokenStore;
  /** `-E`: the pragmas gcc -E writes back come out as 'pragma' tokens where they were. */
  keepPragmas?: boolean;
  /** -Wunknown-pragmas: the tokens after an ignored pragma carry its warning (Token.ignoredPragmas). */
  unknownPragmas?: boolean;
  /** -fopenmp: _OPENMP is defined, and each `#pragma omp` comes out as a 'pragma' token carrying its directive. */
  openmp?: boolean;
  /** -std= (gcc's spelling: c99, gnu11, iso9899:1999; `ansi` for -ansi): the edition's predefined macros. */
  std?: string;
}

/** Where a compilation keeps built-in headers' tokens between processes (./token-store.ts). */
export interface HeaderTokenStore {
  get(path: string, text: string): { toks: PTok[]; diags: Diagnostic[] } | undefined;
  put(path: string, text: string, toks: PTok[], diags: Diagnostic[]): void;
}

/** Directory prefix of the positions of tokens that come from built-in headers. */
export const BUILTIN_HEADER_DIR = '<built-in>';

export function isBuiltinHeaderPath(file: string): boolean {
  return file.startsWith(BUILTIN_HEADER_DIR + '/');
}

export interface PTok extends Token {
  hide: ReadonlySet<string> | undefined;
  macro: string | undefined;
  /** gcc's padding token: carries only spacing information. */
  pad: boolean;
  padSrc: PTok | null;
  /** Pads around a macro's whole expansion, arguments included: its start (1) and its end (-1); else 0. */
  bracket: 1 | -1 | 0;
  /** The placemarker of §6.10.3.3 (an empty argument next to ##). */
  placemarker: boolean;
  /** A run token (./pp-expand.ts): it stands for these tokens, its `hide` to be added to theirs. */
  run: Run | undefined;
}

/**
 * Tokens of an expanded macro argument that no rescan can expand again (each identifier is no
 * macro, hidden, or a function-like macro followed by something else than `(` inside the run),
 * substituted as one token. Macro invocations nested in arguments, f(f(f(...))), then substitute
 * and rescan a few tokens per level, not the whole expansion of the levels inside; readers take a
 * run apart only where single tokens matter (argument collection, output).
 */
export interface Run {
  toks: PTok[];
  start: number;
  end: number;
  /** Its tokens once taken apart, runs inside included (for the limit on an expansion's size). */
  count: number;
  /** Its first token besides padding is `(`. */
  opens: boolean;
}

/** All internal tokens have this one shape, padding's too (it keeps property access monomorphic). */
export function mkTok(
  kind: Token['kind'], text: string, pos: SourcePos, space: boolean, bol: boolean,
  macro?: string, hide?: ReadonlySet<string>,
): PTok {
  return { kind, text, pos, space, bol, hide, macro, pad: false, padSrc: null, bracket: 0, placemarker: false, run: undefined };
}
export function withSpace(t: PTok, space: boolean): PTok {
  return t.space === space ? t : { kind: t.kind, text: t.text, pos: t.pos, space, bol: t.bol, hide: t.hide, macro: t.macro, pad: t.pad, padSrc: t.padSrc, bracket: t.bracket, placemarker: t.placemarker, run: t.run };
}
export function withHide(t: PTok, hide: ReadonlySet<string> | undefined): PTok {
  return t.hide === hide ? t : { kind: t.kind, text: t.text, pos: t.pos, space: t.space, bol: t.bol, hide, macro: t.macro, pad: t.pad, padSrc: t.padSrc, bracket: t.bracket, placemarker: t.placemarker, run: t.run };
}

export type BuiltinKind = 'FILE' | 'LINE' | 'COUNTER' | 'DATE' | 'TIME' | 'TIMESTAMP' | 'INCLUDE_LEVEL' | 'BASE_FILE' | 'has_include' | 'has_feature';

/**
 * What `__has_builtin` answers 1 for besides the compiler's and the library's builtins: those the
 * built-in headers rely on (not `__builtin_va_arg`, a keyword to gcc 12's `__has_builtin`).
 */
export const KNOWN_BUILTINS = new Set([
  '__builtin_va_start', '__builtin_va_end', '__builtin_va_copy', '__builtin_offsetof', '__builtin_types_compatible_p',
  '__builtin_nanf', '__builtin_inff', '__builtin_isnan', '__builtin_isinf_sign', '__builtin_isfinite',
  '__builtin_signbit', '__builtin_fpclassify',
]);
export const OPERATOR_NAMES = new Set([
  '__has_include', '__has_include_next', '__has_attribute', '__has_cpp_attribute', '__has_c_attribute', '__has_builtin',
]);

export interface Macro {
  name: string;
  kind: 'obj' | 'fn' | 'builtin';
  builtin?: BuiltinKind;
  params: string[];
  variadic: boolean;
  body: PTok[];
  /** Per body token: index of the parameter it names, or -1. */
  paramIdx: number[];
  /** Per body token index of a __VA_OPT__: index of its closing parenthesis. */
  vaoptEnd: Map<number, number>;
  pos: SourcePos;
}

/** A macro argument: tokens `start` to `end` of `base` (nested invocations' arguments share their list). */
export class Arg {
  expanded?: PTok[];
  /** `expanded`'s tokens with its runs taken apart. */
  expandedCount = 0;
  /** Whether `expanded` may be substituted as a run. */
  inert = false;
  private list?: PTok[];
  constructor(readonly base: PTok[], readonly start: number, readonly end: number) {}
  get raw(): PTok[] {
    return (this.list ??= this.start === 0 && this.end === this.base.length ? this.base : this.base.slice(this.start, this.end));
  }
  get empty(): boolean {
    return this.end === this.start;
  }
}

interface Cond {
  kind: string;
  pos: SourcePos;
  /** Some branch of this conditional was (or, when skipping, counts as) taken. */
  taken: boolean;
  active: boolean;
  parentSkipping: boolean;
  sawElse: boolean;
}

export interface Frame {
  path: string;
  /** Normalized path, the key for #pragma once and include guards. */
  key: string;
  dir: string;
  builtin: boolean;
  presumed: string;
  lineDelta: number;
  /** The file's tokens: a small file's kept whole (it is often included again), a big one's lexed as they are read. */
  toks: TokenWindow<PTok>;
  i: number;
  conds: Cond[];
  /** Where in which search chain the file was found (for #include_next); -1 if not in one. */
  chainIndex: number;
  chainAngled: boolean;
  guardState: 'start' | 'in' | 'after' | 'none';
  guardName?: string;
  lexDiags: Diagnostic[];
  diagIdx: number;
  skippedLines: Set<number>;
  warnLines: Set<number>;
}

/** A replacement list pushed back whole, read from its start; or a run's tokens, its hide set added. */
class Chunk {
  constructor(readonly toks: PTok[], public i: number, readonly end: number, readonly hide?: ReadonlySet<string>, readonly hs?: HideSets) {}
}

/**
 * Tokens to read again before the stream, last pushed first. A macro's replacement is pushed as
 * one chunk: nested invocations replace lists as long as their whole argument at each level, and
 * pushing those a token at a time made one more copy of them per level.
 */
export class Pushback {
  private items: (PTok | Chunk)[] = [];
  push(t: PTok): void {
    this.items.push(t);
  }
  pushAll(toks: PTok[]): void {
    if (toks.length) this.items.push(new Chunk(toks, 0, toks.length));
  }
  /** A run's tokens, each given the run's hide set as it is read. */
  pushRun(run: PTok, hs: HideSets): void {
    const r = run.run!;
    if (r.start < r.end) this.items.push(new Chunk(r.toks, r.start, r.end, run.hide, hs));
  }
  pop(): PTok | undefined {
    for (;;) {
      const top = this.items[this.items.length - 1];
      if (top === undefined) return undefined;
      if (!(top instanceof Chunk)) return this.items.pop() as PTok;
      if (top.i < top.end) {
        const t = top.toks[top.i++];
        return top.hide ? top.hs!.paint(t, top.hide) : t;
      }
      this.items.pop();
    }
  }
  /**
   * Moves to `out` the tokens at the top that no expansion or hide set concerns (neither
   * identifiers nor runs), padding dropped, up to the first other token, which stays: for a
   * directive's operands, whose expansion is read once and not rescanned. `out` holds `n`
   * tokens; returns how many it holds after (nothing is left pushed back unless it stopped).
   */
  drainPlain(out: PTok[], n: number): number {
    const items = this.items;
    for (;;) {
      const top = items[items.length - 1];
      if (top === undefined) return n;
      if (!(top instanceof Chunk)) {
        if (!top.pad && (top.kind === 'ident' || top.run)) return n;
        if (!top.pad) out[n++] = top;
        items.pop();
        continue;
      }
      n = drainFrom(top, out, n);
      if (top.i < top.end) return n;
      items.pop();
    }
  }
  get empty(): boolean {
    for (;;) {
      const top = this.items[this.items.length - 1];
      if (top === undefined) return true;
      if (!(top instanceof Chunk) || top.i < top.end) return false;
      this.items.pop();
    }
  }
}

/**
 * Moves `src`'s tokens from its index on to `out` (which holds `n`), padding dropped, up to the
 * first identifier or run (Pushback.drainPlain); returns how many `out` holds then.
 */
function drainFrom(src: { readonly toks: PTok[]; i: number; readonly end: number }, out: PTok[], n: number): number {
  const toks = src.toks, end = src.end;
  let i = src.i;
  for (; i < end; i++) {
    const t = toks[i];
    if (t.pad) continue;
    if (t.kind === 'ident' || t.run) break;
    out[n++] = t;
  }
  src.i = i;
  return n;
}

/** Per list read by a ListReader: the index of the `)` that closes each `(` (-1: none), or null when the list has a token that starts a line (argument collection changes those). */
const closers = new WeakMap<PTok[], Int32Array | null>();
function closersOf(toks: PTok[]): Int32Array | null {
  let c = closers.get(toks);
  if (c !== undefined) return c;
  c = new Int32Array(toks.length).fill(-1);
  const open: number[] = [];
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k];
    if (t.run || (t.bol && !t.space)) { c = null; break; }
    if (t.pad || t.kind !== 'punct') continue;
    if (t.text === '(') open.push(k);
    else if (t.text === ')' && open.length) c[open.pop()!] = k;
  }
  closers.set(toks, c);
  return c;
}

export class ListReader {
  private back = new Pushback();
  constructor(readonly toks: PTok[], private eof: PTok, private hs: HideSets, public i = 0, readonly end = toks.length) {}
  next(): PTok {
    const b = this.back.pop();
    if (b) return b;
    if (this.i < this.end) return this.toks[this.i++];
    return this.eof;
  }
  unget(t: PTok): void {
    this.back.push(t);
  }
  ungetAll(toks: PTok[]): void {
    this.back.pushAll(toks);
  }
  /** Pushback.drainPlain, on to the list's own tokens when nothing is pushed back; returns the count. */
  drainPlain(out: PTok[], count: number): number {
    const n = this.back.drainPlain(out, count);
    return this.back.empty ? drainFrom(this, out, n) : n;
  }
  ungetRun(run: PTok): void {
    this.back.pushRun(run, this.hs);
  }

  /**
   * The arguments of an invocation whose `(` was just read, when they come straight from the
   * list: ranges of the list found without copying it (nested invocations' arguments are slices
   * of their enclosing argument's list). Undefined when collecting them token by token must decide.
   * `lastParam`: the argument from which commas no longer separate (a variadic macro's), or -1.
   */
  argRanges(lastParam: number): { args: Arg[]; rparen: PTok } | undefined {
    if (!this.back.empty) return undefined;
    const close = closersOf(this.toks);
    if (!close) return undefined;
    const toks = this.toks, args: Arg[] = [];
    let first = -1, last = -1;
    for (let k = this.i; k < this.end; k++) {
      const t = toks[k];
      if (t.pad) continue;
      if (t.kind === 'punct') {
        if (t.text === '(') {
          const c = close[k];
          if (c < 0 || c >= this.end) return undefined;
          if (first < 0) first = k;
          last = k = c;
          continue;
        }
        if (t.text === ')' || (t.text === ',' && args.length !== lastParam)) {
          args.push(first < 0 ? new Arg(toks, k, k) : new Arg(toks, first, last + 1));
          first = last = -1;
          if (t.text === ')') {
            this.i = k + 1;
            return { args, rparen: t };
          }
          continue;
        }
      }
      if (first < 0) first = k;
      last = k;
    }
    return undefined;
  }
}

export interface Reader {
  next(): PTok;
  unget(t: PTok): void;
  /** Pushes back `toks`, to be read in their order before anything already pushed back. */
  ungetAll(toks: PTok[]): void;
  /** Pushes back the tokens a run stands for. */
  ungetRun(run: PTok): void;
}

export class IfError extends Error {
  constructor(readonly pos: SourcePos, message: string) {
    super(message);
  }
}

/**
 * A #if value in intmax_t (u false) or uintmax_t: a number when it is within ±(2^53 - 1), where
 * doubles are exact, else a bigint (never both for one value, so `v === 0` tests zero).
 */
export interface Val {
  v: number | bigint;
  u: boolean;
}

export const MAX_INCLUDE_DEPTH = 200;
export const MAX_EXPANSION_TOKENS = 4_000_000;
export const MAX_INCLUDES = 50_000;
export const MAX_ARG_NESTING = 100_000;

export const isPasteOp = (t: PTok | undefined): boolean => !!t && !t.pad && t.kind === 'punct' && t.text === '##';
export const isPunct = (t: PTok | undefined, s: string): boolean => !!t && !t.pad && t.kind === 'punct' && t.text === s;

/** Hide-set operations; results are memoized so equal sets are usually the same object. */
export class HideSets {
  private singles = new Map<string, ReadonlySet<string>>();
  private adds = new WeakMap<ReadonlySet<string>, Map<string, ReadonlySet<string>>>();
  private unions = new WeakMap<ReadonlySet<string>, WeakMap<ReadonlySet<string>, ReadonlySet<string>>>();

  add(h: ReadonlySet<string> | undefined, name: string): ReadonlySet<string> {
    if (!h || h.size === 0) {
      let s = this.singles.get(name);
      if (!s) this.singles.set(name, (s = new Set([name])));
      return s;
    }
    if (h.has(name)) return h;
    let m = this.adds.get(h);
    if (!m) this.adds.set(h, (m = new Map()));
    let s = m.get(name);
    if (!s) {
      const n = new Set(h);
      n.add(name);
      m.set(name, (s = n));
    }
    return s;
  }

  /**
   * `t` with `h` added to its hide set. Hide sets matter only to identifiers (to stop their
   * re-expansion) and to the `)` that ends an invocation (its set joins the expansion's): other
   * tokens are not copied, so nested invocations do not copy every token of their arguments at
   * each level. A run keeps `h` to give its tokens when it is taken apart.
   */
  paint(t: PTok, h: ReadonlySet<string>): PTok {
    if (t.pad || !(t.kind === 'ident' || t.run || (t.kind === 'punct' && t.text === ')'))) return t;
    return withHide(t, this.union(t.hide, h));
  }

  union(a: ReadonlySet<string> | undefined, b: ReadonlySet<string>): ReadonlySet<string> {
    if (!a || a.size === 0 || a === b) return b;
    let m = this.unions.get(a);
    if (!m) this.unions.set(a, (m = new WeakMap()));
    let s = m.get(b);
    if (!s) m.set(b, (s = hsUnion(a, b)));
    return s;
  }
}
export function hsIntersect(a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined): ReadonlySet<string> | undefined {
  if (!a || !b || a.size === 0 || b.size === 0) return undefined;
  if (a === b) return a;
  let s: Set<string> | undefined;
  for (const x of a) if (b.has(x)) (s ??= new Set()).add(x);
  return s;
}
function hsUnion(a: ReadonlySet<string> | undefined, b: ReadonlySet<string>): ReadonlySet<string> {
  if (!a || a.size === 0 || a === b) return b;
  let sub = true;
  for (const x of a) if (!b.has(x)) { sub = false; break; }
  if (sub) return b;
  const s = new Set(b);
  for (const x of a) s.add(x);
  return s;
}

export function dirname(p: string): string {
  const k = Math.max(p.lastIndexOf('/'), p.lastIndexOf('\\'));
  if (k < 0) return '';
  if (k === 0) return p[0];
  return p.slice(0, k);
}
export function joinPath(dir: string, name: string): string {
  if (!dir) return name;
  if (dir.endsWith('/') || dir.endsWith('\\')) return dir + name;
  return dir + '/' + name;
}
export function isAbsolute(p: string): boolean {
  return p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\\\');
}
export function normalizePath(p: string): string {
  const abs = p.startsWith('/');
  const parts: string[] = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..' && parts.length && parts[parts.length - 1] !== '..') parts.pop();
    else if (seg === '..' && abs) continue;
    else parts.push(seg);
  }
  return (abs ? '/' : '') + parts.join('/');
}
export function posAfter(t: PTok): SourcePos {
  return { file: t.pos.file, line: t.pos.line, col: t.pos.col + t.text.length };
}
export function joinTokens(toks: PTok[]): string {
  let s = '';
  for (const t of toks) {
    if (t.pad) continue;
    if (s && t.space) s += ' ';
    s += t.text;
  }
  return s;
}
/** The contents of a plain string literal token as written (no escape processing). */
export function unquote(t: PTok): string | undefined {
  if (t.kind !== 'string' || !t.text.startsWith('"') || !t.text.endsWith('"') || t.text.length < 2) return undefined;
  return t.text.slice(1, -1);
}
/** The value of a string literal with its escapes processed (for #line and _Pragma). */
export function destringize(t: PTok): string {
  const m = /^(?:u8|u|U|L)?"(.*)"$/s.exec(t.text);
  const body = m ? m[1] : t.text;
  return body.replace(/\\(["\\])/g, '$1');
}

export function sameDefinition(a: Macro, b: Macro): boolean {
  if (a.kind !== b.kind || a.variadic !== b.variadic || a.params.join(',') !== b.params.join(',')) return false;
  if (a.body.length !== b.body.length) return false;
  for (let k = 0; k < a.body.length; k++) {
    if (a.body[k].text !== b.body[k].text) return false;
    if (k > 0 && a.body[k].space !== b.body[k].space) return false;
  }
  return true;
}

/** What the preprocessor holds after a unit's leading headers, for a precompiled header. */
export interface PpState {
  macros: Map<string, Macro>;
  onceFiles: Set<string>;
  guards: Map<string, string>;
  pushed: Map<string, (Macro | undefined)[]>;
  includes: number;
  expansion: number;
}

export abstract class PpCore {
  protected abstract nextFileToken(): PTok;

  protected macros = new Map<string, Macro>();
  protected frames: Frame[] = [];
  protected back = new Pushback();
  protected fatal = false;
  /** Why the last include search refused a file it found, if it did. */
  protected includeDenied: string | undefined;
  protected onceFiles = new Set<string>();
  protected guards = new Map<string, string>();
  protected lexCache = new Map<string, { toks: PTok[]; diags: Diagnostic[] }>();
  protected counter = 0;
  /** Set when a built-in macro gave what depends on more than the text read (a precompiled header cannot keep it). */
  protected unitDependent = false;
  /** __DATE__ and __TIME__, fixed at their first use in the translation unit. */
  protected built: BuildTime | undefined;
  protected includes = 0;
  protected inIf = false;
  protected ifFailed = false;
  protected pushed = new Map<string, (Macro | undefined)[]>();
  /** `#pragma pack`'s state (0: the default) and its push stack; `packChanged`: the next output token carries it. */
  protected packNow = 0;
  protected packStack: number[] = [];
  protected packChanged = false;
  /** The ignored pragmas the next output token carries (PreprocessOptions.unknownPragmas). */
  protected ignoredPragmas: { pos: SourcePos; message: string }[] = [];
  protected hs = new HideSets();
  protected argDepth = 0;
  protected readonly headers: Record<string, string>;
  protected readonly includeDirs: string[];
  protected finalEof: PTok | undefined;
  protected mainReader: Reader;

  constructor(protected mainFile: string, protected opts: PreprocessOptions, protected sink: DiagnosticSink) {
    this.headers = opts.builtinHeaders ?? defaultBuiltinHeaders;
    this.includeDirs = opts.includeDirs ?? [];
    this.mainReader = {
      next: () => this.nextFileToken(), unget: (t) => this.back.push(t), ungetAll: (toks) => this.back.pushAll(toks), ungetRun: (t) => this.back.pushRun(t, this.hs),
    };
  }

  // ----- diagnostics -----

  protected error(pos: SourcePos, msg: string): void {
    this.sink.error(pos, msg);
    // Like the rest of the compiler, give up after DiagnosticSink.LIMIT errors.
    if (this.sink.errorCount >= DiagnosticSink.LIMIT) this.fatal = true;
  }
  protected warning(pos: SourcePos, msg: string): void {
    this.sink.warning(pos, msg);
  }
  protected note(pos: SourcePos, msg: string): void {
    this.sink.list.push({ severity: 'note', pos, message: msg });
  }
}
