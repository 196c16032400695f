import type { Token } from './token';
import { DiagnosticSink, type Diagnostic, type SourcePos } from './diagnostics';
import { lex } from './lexer';
import { builtinHeaders as defaultBuiltinHeaders } from './include';

/**
 * A token-based C preprocessor (C11 §6.10) that behaves like gcc's cpp in gnu17 mode.
 *
 * Macro expansion follows Prosser's hide-set algorithm: every token carries the set of
 * macros it came out of and is never expanded by one of them again. To reproduce gcc's
 * whitespace (which `#` stringizing exposes) the expansion streams also carry gcc's
 * "padding" tokens: one before each expansion whose spacing source is the macro name,
 * one with no source after it, and the same around each substituted argument.
 *
 * Positions: file tokens keep their own position. Tokens that an expansion produces
 * (body tokens, stringized and pasted tokens, __LINE__ ...) get the position of the
 * outermost invocation name in the user's text and `macro` set to that macro's name;
 * argument tokens keep the position where they are written.
 */

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
}

/** Directory prefix of the positions of tokens that come from built-in headers. */
export const BUILTIN_HEADER_DIR = '<built-in>';

export function isBuiltinHeaderPath(file: string): boolean {
  return file.startsWith(BUILTIN_HEADER_DIR + '/');
}

/** Runs the preprocessor; returns the expanded token stream ending with one 'eof' token. */
export function preprocess(mainFile: string, mainText: string, opts: PreprocessOptions, sink: DiagnosticSink): Token[] {
  const pp = new Preprocessor(mainFile, opts, sink);
  return pp.run(mainText);
}

// ---------------------------------------------------------------------------------------

interface PTok extends Token {
  hide: ReadonlySet<string> | undefined;
  macro: string | undefined;
  /** gcc's padding token: carries only spacing information. */
  pad: boolean;
  padSrc: PTok | null;
  /** The placemarker of §6.10.3.3 (an empty argument next to ##). */
  placemarker: boolean;
}

/** All internal tokens have this one shape (it keeps property access monomorphic). */
function mkTok(
  kind: Token['kind'], text: string, pos: SourcePos, space: boolean, bol: boolean,
  macro?: string, hide?: ReadonlySet<string>,
): PTok {
  return { kind, text, pos, space, bol, hide, macro, pad: false, padSrc: null, placemarker: false };
}
function withSpace(t: PTok, space: boolean): PTok {
  return t.space === space ? t : { kind: t.kind, text: t.text, pos: t.pos, space, bol: t.bol, hide: t.hide, macro: t.macro, pad: t.pad, padSrc: t.padSrc, placemarker: t.placemarker };
}
function withHide(t: PTok, hide: ReadonlySet<string> | undefined): PTok {
  return t.hide === hide ? t : { kind: t.kind, text: t.text, pos: t.pos, space: t.space, bol: t.bol, hide, macro: t.macro, pad: t.pad, padSrc: t.padSrc, placemarker: t.placemarker };
}

type BuiltinKind = 'FILE' | 'LINE' | 'COUNTER' | 'INCLUDE_LEVEL' | 'BASE_FILE' | 'has_include' | 'has_feature';

/** What `__has_builtin` answers 1 for: the builtins the built-in headers rely on. */
const KNOWN_BUILTINS = new Set([
  '__builtin_va_start', '__builtin_va_arg', '__builtin_va_end', '__builtin_va_copy', '__builtin_offsetof',
  '__builtin_nanf', '__builtin_inff', '__builtin_isnan', '__builtin_isinf_sign', '__builtin_isfinite',
  '__builtin_signbit', '__builtin_fpclassify',
]);
const OPERATOR_NAMES = new Set([
  '__has_include', '__has_include_next', '__has_attribute', '__has_cpp_attribute', '__has_c_attribute', '__has_builtin',
]);

interface Macro {
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

interface Arg {
  raw: PTok[];
  expanded?: PTok[];
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

interface Frame {
  path: string;
  /** Normalized path, the key for #pragma once and include guards. */
  key: string;
  dir: string;
  builtin: boolean;
  presumed: string;
  lineDelta: number;
  toks: PTok[];
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

class ListReader {
  private i = 0;
  private back: PTok[] = [];
  constructor(private toks: PTok[], private eof: PTok) {}
  next(): PTok {
    if (this.back.length) return this.back.pop()!;
    if (this.i < this.toks.length) return this.toks[this.i++];
    return this.eof;
  }
  unget(t: PTok): void {
    this.back.push(t);
  }
}

interface Reader {
  next(): PTok;
  unget(t: PTok): void;
}

class IfError extends Error {
  constructor(readonly pos: SourcePos, message: string) {
    super(message);
  }
}

interface Val {
  v: bigint;
  u: boolean;
}

const MAX_INCLUDE_DEPTH = 200;
const MAX_EXPANSION_TOKENS = 4_000_000;
const MAX_INCLUDES = 50_000;
const MAX_ARG_NESTING = 512;

const isPasteOp = (t: PTok | undefined): boolean => !!t && !t.pad && t.kind === 'punct' && t.text === '##';
const isPunct = (t: PTok | undefined, s: string): boolean => !!t && !t.pad && t.kind === 'punct' && t.text === s;

/** Hide-set operations; results are memoized so equal sets are usually the same object. */
class HideSets {
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

  union(a: ReadonlySet<string> | undefined, b: ReadonlySet<string>): ReadonlySet<string> {
    if (!a || a.size === 0 || a === b) return b;
    let m = this.unions.get(a);
    if (!m) this.unions.set(a, (m = new WeakMap()));
    let s = m.get(b);
    if (!s) m.set(b, (s = hsUnion(a, b)));
    return s;
  }
}
function hsIntersect(a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined): ReadonlySet<string> | undefined {
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

function dirname(p: string): string {
  const k = Math.max(p.lastIndexOf('/'), p.lastIndexOf('\\'));
  if (k < 0) return '';
  if (k === 0) return p[0];
  return p.slice(0, k);
}
function joinPath(dir: string, name: string): string {
  if (!dir) return name;
  if (dir.endsWith('/') || dir.endsWith('\\')) return dir + name;
  return dir + '/' + name;
}
function isAbsolute(p: string): boolean {
  return p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\\\');
}
function normalizePath(p: string): string {
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
function posAfter(t: PTok): SourcePos {
  return { file: t.pos.file, line: t.pos.line, col: t.pos.col + t.text.length };
}
function joinTokens(toks: PTok[]): string {
  let s = '';
  for (const t of toks) {
    if (t.pad) continue;
    if (s && t.space) s += ' ';
    s += t.text;
  }
  return s;
}
/** The contents of a plain string literal token as written (no escape processing). */
function unquote(t: PTok): string | undefined {
  if (t.kind !== 'string' || !t.text.startsWith('"') || !t.text.endsWith('"') || t.text.length < 2) return undefined;
  return t.text.slice(1, -1);
}
/** The value of a string literal with its escapes processed (for #line and _Pragma). */
function destringize(t: PTok): string {
  const m = /^(?:u8|u|U|L)?"(.*)"$/s.exec(t.text);
  const body = m ? m[1] : t.text;
  return body.replace(/\\(["\\])/g, '$1');
}

// ---------------------------------------------------------------------------------------

class Preprocessor {
  private macros = new Map<string, Macro>();
  private frames: Frame[] = [];
  private back: PTok[] = [];
  private fatal = false;
  /** Why the last include search refused a file it found, if it did. */
  private includeDenied: string | undefined;
  private onceFiles = new Set<string>();
  private guards = new Map<string, string>();
  private lexCache = new Map<string, { toks: PTok[]; diags: Diagnostic[] }>();
  private counter = 0;
  private produced = 0;
  private includes = 0;
  private inIf = false;
  private ifFailed = false;
  private pushed = new Map<string, (Macro | undefined)[]>();
  private hs = new HideSets();
  private argDepth = 0;
  private readonly headers: Record<string, string>;
  private readonly includeDirs: string[];
  private finalEof: PTok | undefined;
  private mainReader: Reader;

  constructor(private mainFile: string, private opts: PreprocessOptions, private sink: DiagnosticSink) {
    this.headers = opts.builtinHeaders ?? defaultBuiltinHeaders;
    this.includeDirs = opts.includeDirs ?? [];
    this.mainReader = { next: () => this.nextFileToken(), unget: (t) => this.back.push(t) };
  }

  // ----- diagnostics -----

  private error(pos: SourcePos, msg: string): void {
    this.sink.error(pos, msg);
    // Like the rest of the compiler, give up after DiagnosticSink.LIMIT errors.
    if (this.sink.errorCount >= DiagnosticSink.LIMIT) this.fatal = true;
  }
  private warning(pos: SourcePos, msg: string): void {
    this.sink.warning(pos, msg);
  }
  private note(pos: SourcePos, msg: string): void {
    this.sink.list.push({ severity: 'note', pos, message: msg });
  }

  // ----- driver -----

  run(mainText: string): Token[] {
    const out: Token[] = [];
    try {
      this.setup(mainText);
      this.loop(out);
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      // A JavaScript stack overflow: absurdly deep nesting of macro arguments or parentheses.
      const f = this.frames[this.frames.length - 1];
      const t = f ? f.toks[Math.min(f.i, f.toks.length - 1)] : undefined;
      this.error(t ? t.pos : { file: this.mainFile, line: 1, col: 1 }, 'macro invocations or expressions nested too deeply');
    }
    const last = out.length ? out[out.length - 1].pos : { file: this.mainFile, line: 1, col: 1 };
    const eofPos = this.finalEof ? this.finalEof.pos : last;
    out.push({ kind: 'eof', text: '', pos: eofPos, space: false, bol: true });
    return out;
  }

  private setup(mainText: string): void {
    const reg = (name: string, builtin: BuiltinKind): void => {
      this.macros.set(name, {
        name, kind: 'builtin', builtin, params: [], variadic: false, body: [], paramIdx: [], vaoptEnd: new Map(),
        pos: { file: '<built-in>', line: 0, col: 0 },
      });
    };
    reg('__FILE__', 'FILE');
    reg('__LINE__', 'LINE');
    reg('__COUNTER__', 'COUNTER');
    reg('__INCLUDE_LEVEL__', 'INCLUDE_LEVEL');
    reg('__BASE_FILE__', 'BASE_FILE');
    reg('__has_include', 'has_include');
    reg('__has_include_next', 'has_include');
    reg('__has_attribute', 'has_feature');
    reg('__has_cpp_attribute', 'has_feature');
    reg('__has_c_attribute', 'has_feature');
    reg('__has_builtin', 'has_feature');

    // The main file is at the bottom of the stack; the command line and the predefined
    // macros are pseudo-files above it, read first.
    this.pushFrame(this.mainFile, mainText, false, -1);
    let cmd = '';
    for (const [k, v] of Object.entries(this.opts.defines ?? {})) {
      cmd += `#define ${k} ${(v === '' ? '1' : v).replace(/[\r\n]+/g, ' ')}\n`;
    }
    for (const u of this.opts.undefines ?? []) cmd += `#undef ${u}\n`;
    if (cmd) this.pushFrame('<command-line>', cmd, false, -1);
    this.pushFrame('<built-in>', PREDEFINED, false, -1);
  }

  private loop(out: Token[]): void {
    let source: PTok | null = null;
    let pendBol = false;
    for (;;) {
      if (this.fatal) break;
      const t = this.expandNext(this.mainReader);
      if (t.pad) {
        if (source === null || (!source.space && !t.padSrc)) source = t.padSrc ?? null;
        if (t.padSrc && t.padSrc.bol) pendBol = true;
        continue;
      }
      if (t.kind === 'eof') {
        if (this.fatal) break;
        const f = this.frames[this.frames.length - 1];
        this.finishFrame(f);
        if (this.frames.length > 1) {
          this.frames.pop();
          continue;
        }
        this.finalEof = t;
        break;
      }
      if (t.kind === 'ident' && t.text === '_Pragma') {
        this.pragmaOperator(t);
        continue;
      }
      const src = source ?? t;
      source = null;
      const o: Token = { kind: t.kind, text: t.text, pos: t.pos, space: src.space, bol: t.bol || pendBol };
      if (t.macro !== undefined) o.macro = t.macro;
      pendBol = false;
      out.push(o);
      if (out.length > MAX_EXPANSION_TOKENS) {
        this.error(t.pos, 'preprocessed output exceeds the limit of ' + MAX_EXPANSION_TOKENS + ' tokens');
        this.fatal = true;
      }
    }
  }

  // ----- files -----

  private pushFrame(path: string, text: string, builtin: boolean, chainIndex: number, chainAngled = false): void {
    let cached = this.lexCache.get(path);
    if (!cached) {
      const tmp = new DiagnosticSink();
      const toks = lex(path, text, tmp).map((t) => mkTok(t.kind, t.text, t.pos, t.space, t.bol));
      cached = { toks, diags: tmp.list.slice().sort((a, b) => a.pos.line - b.pos.line) };
      this.lexCache.set(path, cached);
    }
    this.frames.push({
      path,
      key: builtin ? path : normalizePath(path),
      dir: dirname(path),
      builtin,
      presumed: path,
      lineDelta: 0,
      toks: cached.toks,
      i: 0,
      conds: [],
      chainIndex,
      chainAngled,
      guardState: 'start',
      lexDiags: cached.diags,
      diagIdx: 0,
      skippedLines: new Set(),
      warnLines: new Set(),
    });
  }

  /** Reports the lexer's diagnostics for lines before `line`, except in skipped groups. */
  private flushLexDiags(f: Frame, line: number): void {
    while (f.diagIdx < f.lexDiags.length && f.lexDiags[f.diagIdx].pos.line < line) {
      const d = f.lexDiags[f.diagIdx++];
      if (d.message !== 'unterminated comment' && f.skippedLines.has(d.pos.line)) continue;
      if (d.severity === 'error' && !f.warnLines.has(d.pos.line)) this.error(d.pos, d.message);
      else if (d.severity === 'error' || d.severity === 'warning') this.warning(d.pos, d.message);
      else this.sink.list.push(d);
    }
  }

  private finishFrame(f: Frame): void {
    this.flushLexDiags(f, Infinity);
    for (let k = f.conds.length - 1; k >= 0; k--) this.error(f.conds[k].pos, `unterminated #${f.conds[k].kind}`);
    f.conds.length = 0;
    if (f.guardState === 'after' && f.guardName) this.guards.set(f.key, f.guardName);
  }

  private skipping(f: Frame): boolean {
    return f.conds.length > 0 && !f.conds[f.conds.length - 1].active;
  }

  /** The next unexpanded token of the main stream; handles directives and skipped groups. */
  private nextFileToken(): PTok {
    if (this.back.length) return this.back.pop()!;
    for (;;) {
      const f = this.frames[this.frames.length - 1];
      if (this.fatal) {
        return (this.finalEof ??= mkTok('eof', '', f.toks[Math.min(f.i, f.toks.length - 1)].pos, false, true));
      }
      const t = f.toks[f.i];
      if (f.diagIdx < f.lexDiags.length && f.lexDiags[f.diagIdx].pos.line < t.pos.line) this.flushLexDiags(f, t.pos.line);
      if (t.kind === 'eof') return t;
      if (t.bol && t.kind === 'punct' && t.text === '#') {
        this.directive(f);
        continue;
      }
      if (this.skipping(f)) {
        f.skippedLines.add(t.pos.line);
        f.i++;
        continue;
      }
      f.i++;
      if (f.guardState !== 'in' && f.guardState !== 'none') f.guardState = 'none';
      return t;
    }
  }

  // ----- macro expansion -----

  private pad(src: PTok | null, at: PTok): PTok {
    const p = mkTok('other', '', at.pos, false, false);
    p.pad = true;
    p.padSrc = src;
    return p;
  }

  /** Returns the next fully macro-expanded token (or padding) read from `r`. */
  private expandNext(r: Reader): PTok {
    for (;;) {
      const t = r.next();
      if (t.pad || t.kind !== 'ident') return t;
      if (this.inIf) {
        if (t.text === 'defined') return this.parseDefined(r, t);
        if (t.text === '__has_include' || t.text === '__has_include_next') return this.parseHasInclude(r, t);
        if (OPERATOR_NAMES.has(t.text)) return this.parseHasFeature(r, t);
      }
      const m = this.macros.get(t.text);
      if (!m || (t.hide && t.hide.has(t.text))) return t;
      if (m.kind === 'builtin') {
        if (m.builtin === 'has_include' || m.builtin === 'has_feature') return t;
        const v = this.builtinToken(m, t);
        r.unget(this.pad(null, t));
        r.unget(v);
        r.unget(this.pad(t, t));
        continue;
      }
      let body: PTok[];
      if (m.kind === 'obj') {
        body = this.subst(m, [], t, this.hs.add(t.hide, m.name));
      } else {
        const skipped: PTok[] = [];
        const depth = this.frames.length;
        let u = r.next();
        while (u.pad) {
          skipped.push(u);
          u = r.next();
        }
        // An invocation does not continue into a file that an #include opened meanwhile.
        if (!isPunct(u, '(') || this.frames.length !== depth) {
          if (u.kind !== 'eof') r.unget(u);
          for (let k = skipped.length - 1; k >= 0; k--) r.unget(skipped[k]);
          return t;
        }
        const res = this.collectArgs(r, m, t);
        if (!res) return t;
        body = this.subst(m, res.args, t, this.hs.add(hsIntersect(t.hide, res.rparen.hide), m.name));
      }
      this.produced += body.length;
      if (this.produced > MAX_EXPANSION_TOKENS) {
        if (!this.fatal) this.error(t.pos, `macro expansion of "${m.name}" exceeds the limit of ${MAX_EXPANSION_TOKENS} tokens`);
        this.fatal = true;
        return mkTok('eof', '', t.pos, false, true);
      }
      r.unget(this.pad(null, t));
      for (let k = body.length - 1; k >= 0; k--) r.unget(body[k]);
      r.unget(this.pad(t, t));
    }
  }

  private builtinToken(m: Macro, t: PTok): PTok {
    const f = this.frames[this.frames.length - 1];
    const mk = (kind: 'number' | 'string', text: string): PTok => mkTok(kind, text, t.pos, false, false, t.macro ?? m.name);
    const str = (s: string): string => '"' + s.replace(/[\\"]/g, (c) => '\\' + c) + '"';
    switch (m.builtin) {
      case 'FILE': return mk('string', str(f.presumed));
      case 'LINE': return mk('number', String(t.pos.line + (t.pos.file === f.path ? f.lineDelta : 0)));
      case 'COUNTER': return mk('number', String(this.counter++));
      case 'INCLUDE_LEVEL': return mk('number', String(Math.max(0, this.frames.length - 1)));
      case 'BASE_FILE': return mk('string', str(this.mainFile));
      default: return mk('number', '0');
    }
  }

  /** Reads the arguments of a function-like macro invocation; `(` is already consumed. */
  private collectArgs(r: Reader, m: Macro, name: PTok): { args: Arg[]; rparen: PTok } | null {
    const args: Arg[] = [];
    let cur: PTok[] = [];
    let depth = 0;
    const trim = (a: PTok[]): PTok[] => {
      let n = a.length;
      while (n > 0 && a[n - 1].pad) n--;
      return n === a.length ? a : a.slice(0, n);
    };
    for (;;) {
      let u = r.next();
      if (u.kind === 'eof') {
        if (!this.fatal) this.error(name.pos, `unterminated argument list invoking macro "${m.name}"`);
        return null;
      }
      if (u.pad) {
        if (cur.length) cur.push(u);
        continue;
      }
      // A newline inside the argument list counts as whitespace.
      if (u.bol && !u.space) u = withSpace(u, true);
      if (u.kind === 'punct') {
        if (u.text === '(') depth++;
        else if (u.text === ')') {
          if (depth === 0) {
            args.push({ raw: trim(cur) });
            return this.checkArgCount(m, name, args) ? { args, rparen: u } : null;
          }
          depth--;
        } else if (u.text === ',' && depth === 0 && !(m.variadic && args.length === m.params.length - 1)) {
          args.push({ raw: trim(cur) });
          cur = [];
          continue;
        }
      }
      cur.push(u);
    }
  }

  private checkArgCount(m: Macro, name: PTok, args: Arg[]): boolean {
    const n = m.params.length;
    if (n === 0 && args.length === 1 && args[0].raw.length === 0) {
      args.length = 0;
      return true;
    }
    if (args.length === n) return true;
    if (args.length < n && m.variadic && args.length === n - 1) return true;
    if (args.length < n) this.error(name.pos, `macro "${m.name}" requires ${n} arguments, but only ${args.length} given`);
    else this.error(name.pos, `macro "${m.name}" passed ${args.length} arguments, but takes just ${n}`);
    this.note(m.pos, `macro "${m.name}" defined here`);
    return false;
  }

  private expandArg(a: Arg, at: PTok): PTok[] {
    if (a.expanded) return a.expanded;
    if (this.argDepth >= MAX_ARG_NESTING) {
      if (!this.fatal) this.error(at.pos, `macro arguments nested more than ${MAX_ARG_NESTING} levels deep`);
      this.fatal = true;
      return (a.expanded = []);
    }
    const eof = mkTok('eof', '', at.pos, false, true);
    const r = new ListReader(a.raw, eof);
    const out: PTok[] = [];
    this.argDepth++;
    try {
      for (;;) {
        const t = this.expandNext(r);
        if (t.kind === 'eof') break;
        out.push(t);
      }
    } finally {
      this.argDepth--;
    }
    a.expanded = out;
    return out;
  }

  /** Replaces the parameters in the body of `m` (§6.10.3.1-3) and adds the hide set. */
  private subst(m: Macro, args: Arg[], inv: PTok, hs: ReadonlySet<string>): PTok[] {
    const out = this.substRange(m, args, inv, 0, m.body.length);
    const res: PTok[] = [];
    for (const t of out) {
      if (t.placemarker) continue;
      if (t.pad) res.push(t);
      else res.push(withHide(t, this.hs.union(t.hide, hs)));
    }
    return res;
  }

  private substRange(m: Macro, args: Arg[], inv: PTok, start: number, end: number): PTok[] {
    const out: PTok[] = [];
    const body = m.body;
    const macroName = inv.macro ?? m.name;
    const placemarker = (): PTok => {
      const p = mkTok('other', '', inv.pos, false, false);
      p.placemarker = true;
      return p;
    };
    const vaIdx = m.variadic ? m.params.length - 1 : -1;
    const vaPresent = (): boolean => {
      const a = args[vaIdx];
      return !!a && this.expandArg(a, inv).some((t) => !t.pad);
    };
    let paste = false;
    for (let i = start; i < end; i++) {
      const b = body[i];
      if (isPasteOp(b)) {
        paste = true;
        continue;
      }
      const segStart = i;
      let seg: PTok[];
      let isArg = false;
      let marker: PTok = b;
      if (m.kind === 'fn' && isPunct(b, '#') && i + 1 < end && m.vaoptEnd.has(i + 1)) {
        // C23 #__VA_OPT__(...): the replaced group, stringized.
        const close = m.vaoptEnd.get(i + 1)!;
        seg = [this.stringify(vaPresent() ? this.substRange(m, args, inv, i + 3, close) : [], inv, macroName)];
        marker = withSpace(b, b.space || body[i + 1].space);
        isArg = true;
        i = close;
      } else if (m.kind === 'fn' && isPunct(b, '#') && i + 1 < end && m.paramIdx[i + 1] >= 0) {
        const p = m.paramIdx[i + 1];
        seg = [this.stringify(args[p] ? args[p].raw : [], inv, macroName)];
        marker = withSpace(b, b.space || body[i + 1].space);
        isArg = true;
        i++;
      } else if (m.paramIdx[i] >= 0) {
        const p = m.paramIdx[i];
        const a = args[p];
        const rhsPaste = isPasteOp(body[i + 1]) && i + 1 < end;
        if (paste && p === vaIdx && i >= 2 && isPunct(body[i - 2], ',') && m.paramIdx[i - 2] < 0 && out.length && isPunct(out[out.length - 1], ',')) {
          // GNU `, ## __VA_ARGS__`: drop the comma when the variable arguments are omitted.
          paste = false;
          const omitted = !a || (m.params.length === 1 && a.raw.length === 0);
          if (omitted) {
            out.pop();
            continue;
          }
          for (const t of a.raw) out.push(t);
          if (!rhsPaste) out.push(this.pad(null, inv));
          continue;
        }
        isArg = true;
        if (paste || rhsPaste) {
          seg = a ? a.raw : [];
          if (seg.length === 0) seg = [placemarker()];
        } else {
          seg = a ? this.expandArg(a, inv) : [];
        }
      } else if (b.kind === 'ident' && b.text === '__VA_OPT__' && m.variadic && m.vaoptEnd.has(i)) {
        const close = m.vaoptEnd.get(i)!;
        seg = vaPresent() ? this.substRange(m, args, inv, i + 2, close) : [];
        if (seg.length === 0) seg = [placemarker()];
        i = close;
      } else {
        seg = [mkTok(b.kind, b.text, inv.pos, b.space, false, macroName)];
      }
      const rhsPasteAfter = i + 1 < end && isPasteOp(body[i + 1]);
      if (isArg && !paste && segStart !== 0) out.push(this.pad(marker, inv));
      if (paste) {
        paste = false;
        while (out.length && out[out.length - 1].pad) out.pop();
        let k = 0;
        while (k < seg.length && seg[k].pad) k++;
        const lhs = out.pop();
        if (!lhs) {
          for (let j = k; j < seg.length; j++) out.push(seg[j]);
        } else if (k >= seg.length) {
          out.push(lhs);
        } else {
          for (const t of this.pasteTokens(lhs, seg[k], inv, macroName)) out.push(t);
          for (let j = k + 1; j < seg.length; j++) out.push(seg[j]);
        }
      } else {
        for (const t of seg) out.push(t);
      }
      if (isArg && !rhsPasteAfter) out.push(this.pad(null, inv));
    }
    return out;
  }

  /** The `#` operator, with gcc's spacing and escaping. */
  private stringify(arg: PTok[], inv: PTok, macroName: string): PTok {
    let s = '';
    let source: PTok | null = null;
    for (const t of arg) {
      if (t.pad) {
        if (source === null || (!source.space && !t.padSrc)) source = t.padSrc ?? null;
        continue;
      }
      if (t.placemarker) continue;
      if (s.length > 0) {
        if (source === null) source = t;
        if (source.space) s += ' ';
      }
      source = null;
      if (t.kind === 'string' || t.kind === 'char') s += t.text.replace(/[\\"]/g, (c) => '\\' + c);
      else s += t.text;
    }
    let bs = 0;
    while (bs < s.length && s[s.length - 1 - bs] === '\\') bs++;
    if (bs % 2 === 1) {
      this.warning(inv.pos, "invalid string literal, ignoring final '\\'");
      s = s.slice(0, -1);
    }
    return mkTok('string', '"' + s + '"', inv.pos, false, false, macroName);
  }

  /** The `##` operator: the result must lex as exactly one preprocessing token. */
  private pasteTokens(lhs: PTok, rhs: PTok, inv: PTok, macroName: string): PTok[] {
    if (lhs.placemarker) return [rhs];
    if (rhs.placemarker) return [lhs];
    const text = lhs.text + rhs.text;
    const tmp = new DiagnosticSink();
    const toks = lex('<paste>', text, tmp);
    if (tmp.list.length === 0 && toks.length === 2 && toks[0].kind !== 'eof' && toks[1].pos.col === text.length + 1 && toks[0].pos.col === 1) {
      return [mkTok(toks[0].kind, toks[0].text, inv.pos, lhs.space, false, macroName)];
    }
    this.error(lhs.pos, `pasting "${lhs.text}" and "${rhs.text}" does not give a valid preprocessing token`);
    return [lhs, withSpace(rhs, true)];
  }

  // ----- directives -----

  private readLine(f: Frame): PTok[] {
    const start = f.i;
    let j = f.i + 1;
    while (j < f.toks.length && f.toks[j].kind !== 'eof' && !f.toks[j].bol) j++;
    f.i = j;
    return f.toks.slice(start, j);
  }

  private directive(f: Frame): void {
    const line = this.readLine(f);
    const nameTok = line[1];
    const skipping = this.skipping(f);
    const guardStart = f.guardState === 'start';
    if (f.guardState === 'after' || f.guardState === 'start') f.guardState = 'none';
    const name = nameTok && nameTok.kind === 'ident' ? nameTok.text : '';
    if (skipping) for (const t of line) f.skippedLines.add(t.pos.line);
    else if (name === 'error' || name === 'warning') for (const t of line) f.warnLines.add(t.pos.line);
    this.flushLexDiags(f, line[line.length - 1].pos.line + 1);
    if (!nameTok) return; // the null directive
    switch (name) {
      case 'if':
      case 'ifdef':
      case 'ifndef':
        this.doIf(f, line, name, skipping, guardStart);
        return;
      case 'elif':
      case 'elifdef':
      case 'elifndef':
      case 'else':
        this.doElse(f, line, name);
        return;
      case 'endif':
        this.doEndif(f, line);
        return;
    }
    if (skipping) return;
    if (nameTok.kind === 'number') {
      // GNU line marker: # 33 "file" flags
      this.doLine(f, line, line.slice(1), true);
      return;
    }
    switch (name) {
      case 'define': this.doDefine(line); return;
      case 'undef': this.doUndef(line); return;
      case 'include': this.doInclude(f, line, 'include'); return;
      case 'include_next': this.doInclude(f, line, 'include_next'); return;
      case 'import': this.doInclude(f, line, 'import'); return;
      case 'line': this.doLine(f, line, line.slice(2), false); return;
      case 'error':
      case 'warning': {
        const text = joinTokens(line.slice(2));
        const msg = `#${name}${text ? ' ' + text : ''}`;
        if (name === 'error') this.error(nameTok.pos, msg);
        else this.warning(nameTok.pos, msg);
        return;
      }
      case 'pragma': this.doPragma(f, line.slice(2)); return;
      case 'ident':
      case 'sccs':
      case 'assert':
      case 'unassert':
        return;
    }
    this.error(nameTok.pos, `invalid preprocessing directive #${nameTok.text}`);
  }

  private extraTokens(line: PTok[], from: number, dir: string): void {
    if (line.length > from) this.warning(line[from].pos, `extra tokens at end of #${dir} directive`);
  }

  private doIf(f: Frame, line: PTok[], dir: string, skipping: boolean, guardStart: boolean): void {
    const hash = line[0];
    if (skipping) {
      f.conds.push({ kind: dir, pos: hash.pos, taken: true, active: false, parentSkipping: true, sawElse: false });
      return;
    }
    let v: boolean;
    if (dir === 'if') {
      v = this.evalIf(line, dir);
      if (guardStart) {
        // `#if !defined X` / `#if !defined(X)` also opens an include guard.
        const e = line.slice(2).filter((t) => !isPunct(t, '(') && !isPunct(t, ')'));
        if (e.length === 3 && isPunct(e[0], '!') && e[1].text === 'defined' && e[2].kind === 'ident') {
          f.guardState = 'in';
          f.guardName = e[2].text;
        }
      }
    } else {
      const nt = this.macroNameOf(line, dir);
      v = nt ? this.macros.has(nt.text) === (dir === 'ifdef') : false;
      if (nt) this.extraTokens(line, 3, dir);
      if (guardStart && dir === 'ifndef' && nt) {
        f.guardState = 'in';
        f.guardName = nt.text;
      }
    }
    f.conds.push({ kind: dir, pos: hash.pos, taken: v, active: v, parentSkipping: false, sawElse: false });
  }

  private macroNameOf(line: PTok[], dir: string): PTok | undefined {
    const nt = line[2];
    if (!nt) {
      this.error(posAfter(line[1]), `no macro name given in #${dir} directive`);
      return undefined;
    }
    if (nt.kind !== 'ident') {
      this.error(nt.pos, 'macro names must be identifiers');
      return undefined;
    }
    if (nt.text === 'defined' && (dir === 'define' || dir === 'undef')) {
      this.error(nt.pos, '"defined" cannot be used as a macro name');
      return undefined;
    }
    return nt;
  }

  private doElse(f: Frame, line: PTok[], dir: string): void {
    const nameTok = line[1];
    const c = f.conds[f.conds.length - 1];
    if (!c) {
      this.error(nameTok.pos, `#${dir} without #if`);
      return;
    }
    if (c.sawElse) {
      this.error(nameTok.pos, `#${dir} after #else`);
      this.note(c.pos, 'the conditional began here');
    }
    if (f.conds.length === 1 && f.guardState === 'in') f.guardState = 'none';
    if (dir === 'else') {
      c.sawElse = true;
      if (!c.parentSkipping) this.extraTokens(line, 2, 'else');
      c.active = !c.parentSkipping && !c.taken;
      c.taken = true;
      return;
    }
    if (c.parentSkipping || c.taken) {
      c.active = false;
      return;
    }
    let v: boolean;
    if (dir === 'elif') v = this.evalIf(line, dir);
    else {
      const nt = this.macroNameOf(line, dir);
      v = nt ? this.macros.has(nt.text) === (dir === 'elifdef') : false;
      if (nt) this.extraTokens(line, 3, dir);
    }
    c.active = v;
    c.taken = v;
  }

  private doEndif(f: Frame, line: PTok[]): void {
    const c = f.conds[f.conds.length - 1];
    if (!c) {
      this.error(line[1].pos, '#endif without #if');
      return;
    }
    if (!c.parentSkipping) this.extraTokens(line, 2, 'endif');
    f.conds.pop();
    if (f.conds.length === 0 && f.guardState === 'in') f.guardState = 'after';
  }

  private doDefine(line: PTok[]): void {
    const nt = this.macroNameOf(line, 'define');
    if (!nt) return;
    if (OPERATOR_NAMES.has(nt.text)) {
      this.error(nt.pos, `"${nt.text}" cannot be used as a macro name`);
      return;
    }
    const params: string[] = [];
    let variadic = false;
    let fn = false;
    let i = 3;
    const open = line[3];
    if (isPunct(open, '(') && !open.space) {
      fn = true;
      i = 4;
      if (isPunct(line[i], ')')) i++;
      else {
        for (;;) {
          const p = line[i];
          if (!p) {
            this.error(posAfter(line[i - 1]), 'expected parameter name before end of line');
            return;
          }
          if (isPunct(p, '...')) {
            variadic = true;
            params.push('__VA_ARGS__');
            i++;
            if (!isPunct(line[i], ')')) {
              this.error(line[i] ? line[i].pos : posAfter(p), 'expected \')\' after "..."');
              return;
            }
            i++;
            break;
          }
          if (p.kind !== 'ident') {
            this.error(p.pos, `expected parameter name, found "${p.text}"`);
            return;
          }
          if (p.text === '__VA_ARGS__') {
            this.error(p.pos, '__VA_ARGS__ can only appear in the expansion of a C99 variadic macro');
            return;
          }
          if (params.includes(p.text)) {
            this.error(p.pos, `duplicate macro parameter "${p.text}"`);
            return;
          }
          params.push(p.text);
          i++;
          let c = line[i];
          if (isPunct(c, '...')) {
            variadic = true;
            i++;
            c = line[i];
            if (!isPunct(c, ')')) {
              this.error(c ? c.pos : posAfter(line[i - 1]), 'expected \')\' after "..."');
              return;
            }
          }
          if (!c) {
            this.error(posAfter(line[i - 1]), "expected ')' before end of line");
            return;
          }
          if (isPunct(c, ')')) {
            i++;
            break;
          }
          if (!isPunct(c, ',')) {
            this.error(c.pos, `expected ',' or ')', found "${c.text}"`);
            return;
          }
          i++;
        }
      }
    } else if (open && !open.space) {
      this.warning(open.pos, 'ISO C99 requires whitespace after the macro name');
    }
    const body: PTok[] = line.slice(i).map((t, k) => mkTok(t.kind, t.text, t.pos, k === 0 ? false : t.space, false));
    const paramIdx = body.map((t) => (fn && t.kind === 'ident' ? params.indexOf(t.text) : -1));
    const vaoptEnd = new Map<number, number>();
    if (body.length && isPasteOp(body[0])) {
      this.error(body[0].pos, "'##' cannot appear at either end of a macro expansion");
      return;
    }
    if (body.length && isPasteOp(body[body.length - 1])) {
      this.error(body[body.length - 1].pos, "'##' cannot appear at either end of a macro expansion");
      return;
    }
    const namedVa = variadic && params[params.length - 1] !== '__VA_ARGS__';
    let vaoptClose = -1;
    for (let k = 0; k < body.length; k++) {
      const t = body[k];
      if (fn && isPunct(t, '#') && !(paramIdx[k + 1] >= 0) && !(variadic && body[k + 1]?.text === '__VA_OPT__')) {
        this.error(t.pos, "'#' is not followed by a macro parameter");
        return;
      }
      if (t.kind === 'ident' && t.text === '__VA_ARGS__' && (!variadic || namedVa)) {
        this.warning(t.pos, '__VA_ARGS__ can only appear in the expansion of a C99 variadic macro');
      }
      if (t.kind === 'ident' && t.text === '__VA_OPT__' && variadic) {
        if (k < vaoptClose) {
          this.error(t.pos, '__VA_OPT__ may not appear in a __VA_OPT__');
          return;
        }
        if (!isPunct(body[k + 1], '(')) {
          this.error(t.pos, '__VA_OPT__ must be followed by an open parenthesis');
          return;
        }
        let depth = 0;
        let close = -1;
        for (let j = k + 1; j < body.length; j++) {
          if (isPunct(body[j], '(')) depth++;
          else if (isPunct(body[j], ')') && --depth === 0) {
            close = j;
            break;
          }
        }
        if (close < 0) {
          this.error(t.pos, 'unterminated __VA_OPT__');
          return;
        }
        vaoptEnd.set(k, close);
        vaoptClose = close;
      }
    }
    const m: Macro = { name: nt.text, kind: fn ? 'fn' : 'obj', params, variadic, body, paramIdx, vaoptEnd, pos: nt.pos };
    const old = this.macros.get(nt.text);
    if (old) {
      if (old.kind === 'builtin') this.warning(nt.pos, `"${nt.text}" redefined`);
      else if (!sameDefinition(old, m)) {
        this.warning(nt.pos, `"${nt.text}" redefined`);
        this.note(old.pos, 'this is the location of the previous definition');
      }
    }
    this.macros.set(nt.text, m);
  }

  private doUndef(line: PTok[]): void {
    const nt = this.macroNameOf(line, 'undef');
    if (!nt) return;
    const old = this.macros.get(nt.text);
    if (old && old.kind === 'builtin') this.warning(nt.pos, `undefining "${nt.text}"`);
    this.macros.delete(nt.text);
    this.extraTokens(line, 3, 'undef');
  }

  /** Macro-expands a directive's operands (for #include and #line). */
  private expandTokens(toks: PTok[], end: PTok): PTok[] {
    const r = new ListReader(toks, mkTok('eof', '', posAfter(end), false, true));
    const out: PTok[] = [];
    for (;;) {
      const t = this.expandNext(r);
      if (t.kind === 'eof') return out;
      if (!t.pad) out.push(t);
    }
  }

  /** Parses `"name"` or `<name>` at the start of `toks`. */
  private headerName(toks: PTok[]): { name: string; angled: boolean; rest: PTok[] } | undefined {
    const first = toks[0];
    if (!first) return undefined;
    const q = unquote(first);
    if (q !== undefined) return { name: q, angled: false, rest: toks.slice(1) };
    if (isPunct(first, '<')) {
      let s = '';
      for (let k = 1; k < toks.length; k++) {
        if (isPunct(toks[k], '>')) return { name: s, angled: true, rest: toks.slice(k + 1) };
        if (s && toks[k].space) s += ' ';
        s += toks[k].text;
      }
      this.error(first.pos, 'missing terminating > character');
      return { name: '', angled: true, rest: [] };
    }
    return undefined;
  }

  private resolveInclude(name: string, angled: boolean, f: Frame, next: boolean): { path: string; text: string; builtin: boolean; chainIndex: number; chainAngled: boolean } | undefined {
    const read = (p: string): string | undefined => {
      try {
        return this.opts.readFile(p);
      } catch (e) {
        if (e instanceof IncludeDenied) this.includeDenied ??= e.message;
        return undefined;
      }
    };
    const builtinText = (key: string): string | undefined =>
      Object.prototype.hasOwnProperty.call(this.headers, key) ? this.headers[key] : undefined;
    if (isAbsolute(name)) {
      const t = read(name);
      return t === undefined ? undefined : { path: name, text: t, builtin: false, chainIndex: -1, chainAngled: angled };
    }
    if (!angled && !next) {
      if (f.builtin) {
        const key = normalizePath(joinPath(f.dir.slice(BUILTIN_HEADER_DIR.length + 1), name));
        const t = builtinText(key);
        if (t !== undefined) return { path: BUILTIN_HEADER_DIR + '/' + key, text: t, builtin: true, chainIndex: -1, chainAngled: false };
      } else if (!f.path.startsWith('<')) {
        const p = normalizePath(joinPath(f.dir, name));
        const t = read(p);
        if (t !== undefined) return { path: p, text: t, builtin: false, chainIndex: -1, chainAngled: false };
      }
    }
    // #include_next continues the chain in which the current file was found.
    if (next && f.chainIndex >= 0) angled = f.chainAngled;
    // The search chain: quoted includes look in the include dirs before the built-ins,
    // angled ones the other way round.
    const chain: (string | null)[] = angled ? [null, ...this.includeDirs] : [...this.includeDirs, null];
    const from = next && f.chainIndex >= 0 ? f.chainIndex + 1 : 0;
    for (let k = from; k < chain.length; k++) {
      const d = chain[k];
      if (d === null) {
        const key = normalizePath(name);
        const t = builtinText(key);
        if (t !== undefined) return { path: BUILTIN_HEADER_DIR + '/' + key, text: t, builtin: true, chainIndex: k, chainAngled: angled };
      } else {
        const p = normalizePath(joinPath(d, name));
        const t = read(p);
        if (t !== undefined) return { path: p, text: t, builtin: false, chainIndex: k, chainAngled: angled };
      }
    }
    return undefined;
  }

  private doInclude(f: Frame, line: PTok[], dir: string): void {
    const nameTok = line[1];
    let ops = line.slice(2);
    let h = this.headerName(ops);
    if (!h && ops.length) {
      ops = this.expandTokens(ops, line[line.length - 1]);
      h = this.headerName(ops);
    }
    if (!h) {
      this.error(ops.length ? ops[0].pos : posAfter(nameTok), `#${dir} expects "FILENAME" or <FILENAME>`);
      return;
    }
    if (h.rest.length) this.warning(h.rest[0].pos, `extra tokens at end of #${dir} directive`);
    const at = ops[0];
    if (h.name === '') {
      this.error(at.pos, `empty filename in #${dir}`);
      return;
    }
    if (this.frames.length > MAX_INCLUDE_DEPTH) {
      this.error(at.pos, `#include nested depth ${MAX_INCLUDE_DEPTH} exceeds maximum of ${MAX_INCLUDE_DEPTH} (use -fmax-include-depth=DEPTH to increase the maximum)`);
      return;
    }
    this.includeDenied = undefined;
    const found = this.resolveInclude(h.name, h.angled, f, dir === 'include_next');
    if (!found) {
      // gcc: "fatal error: x.h: No such file or directory", and compilation stops.
      this.error(at.pos, `${h.name}: ${this.includeDenied ?? 'No such file or directory'}`);
      this.fatal = true;
      return;
    }
    const key = found.builtin ? found.path : normalizePath(found.path);
    if (this.onceFiles.has(key)) return;
    const guard = this.guards.get(key);
    if (guard !== undefined && this.macros.has(guard)) return;
    if (++this.includes > MAX_INCLUDES) {
      this.error(at.pos, `more than ${MAX_INCLUDES} #include directives processed`);
      this.fatal = true;
      return;
    }
    if (dir === 'import') this.onceFiles.add(key);
    this.pushFrame(found.path, found.text, found.builtin, found.chainIndex, found.chainAngled);
  }

  private doLine(f: Frame, line: PTok[], ops: PTok[], marker: boolean): void {
    const nameTok = line[1];
    const toks = marker ? ops : this.expandTokens(ops, line[line.length - 1]);
    const n = toks[0];
    if (!n) {
      this.error(posAfter(nameTok), 'unexpected end of file after #line');
      return;
    }
    if (n.kind !== 'number' || !/^[0-9]+$/.test(n.text)) {
      this.error(n.pos, `"${n.text}" after #line is not a positive integer`);
      return;
    }
    const num = Number(n.text);
    if (num > 2147483647) this.warning(n.pos, 'line number out of range');
    let k = 1;
    if (toks[1]) {
      if (toks[1].kind === 'string' && toks[1].text.startsWith('"')) {
        f.presumed = destringize(toks[1]);
        k = 2;
      } else {
        this.error(toks[1].pos, `"${toks[1].text}" is not a valid filename`);
        return;
      }
    }
    if (!marker && toks.length > k) this.warning(toks[k].pos, 'extra tokens at end of #line directive');
    const last = line[line.length - 1];
    f.lineDelta = num - (last.pos.line + 1);
  }

  private doPragma(f: Frame, args: PTok[]): void {
    const a0 = args[0];
    if (!a0) return;
    if (a0.text === 'once') {
      if (f === this.frames[0]) this.warning(a0.pos, '#pragma once in main file');
      this.onceFiles.add(f.key);
      return;
    }
    if (a0.text === 'GCC' && args[1]) {
      const kw = args[1].text;
      if (kw === 'warning' || kw === 'error') {
        const s = args.slice(2).find((t) => t.kind === 'string');
        const msg = s ? destringize(s) : '';
        if (kw === 'error') this.error((s ?? args[1]).pos, msg);
        else this.warning((s ?? args[1]).pos, msg);
      }
      return;
    }
    if (a0.text === 'push_macro' || a0.text === 'pop_macro') {
      const s = args.find((t) => t.kind === 'string');
      if (!isPunct(args[1], '(') || !s) {
        this.error(a0.pos, `invalid #pragma ${a0.text} directive`);
        return;
      }
      const name = destringize(s);
      const stack = this.pushed.get(name) ?? [];
      if (a0.text === 'push_macro') {
        stack.push(this.macros.get(name));
        this.pushed.set(name, stack);
      } else if (stack.length) {
        const m = stack.pop();
        if (m) this.macros.set(name, m);
        else this.macros.delete(name);
      }
    }
  }

  /** `_Pragma ( string-literal )` in the output stream: performed and removed. */
  private pragmaOperator(t: PTok): void {
    const nextReal = (): PTok => {
      for (;;) {
        const u = this.expandNext(this.mainReader);
        if (!u.pad) return u;
      }
    };
    const p = nextReal();
    if (isPunct(p, '(')) {
      const s = nextReal();
      if (s.kind === 'string') {
        const c = nextReal();
        if (isPunct(c, ')')) {
          const tmp = new DiagnosticSink();
          const toks = lex(t.pos.file, destringize(s), tmp).filter((x) => x.kind !== 'eof').map((x) => mkTok(x.kind, x.text, t.pos, x.space, x.bol));
          this.doPragma(this.frames[this.frames.length - 1], toks);
          return;
        }
        if (c.kind !== 'eof') this.back.push(c);
      } else if (s.kind !== 'eof') this.back.push(s);
    } else if (p.kind !== 'eof') this.back.push(p);
    this.error(t.pos, '_Pragma takes a parenthesized string literal');
  }

  // ----- #if expressions -----

  private parseDefined(r: Reader, t: PTok): PTok {
    const nextReal = (): PTok => {
      for (;;) {
        const u = r.next();
        if (!u.pad) return u;
      }
    };
    const zero = mkTok('number', '0', t.pos, t.space, false);
    let u = nextReal();
    const paren = isPunct(u, '(');
    if (paren) u = nextReal();
    if (u.kind !== 'ident') {
      if (!this.ifFailed) this.error(u.kind === 'eof' ? t.pos : u.pos, 'operator "defined" requires an identifier');
      this.ifFailed = true;
      return zero;
    }
    if (paren) {
      const c = nextReal();
      if (!isPunct(c, ')')) {
        if (!this.ifFailed) this.error(c.kind === 'eof' ? t.pos : c.pos, 'missing \')\' after "defined"');
        this.ifFailed = true;
        return zero;
      }
    }
    return mkTok('number', this.macros.has(u.text) ? '1' : '0', t.pos, t.space, false);
  }

  private parseHasInclude(r: Reader, t: PTok): PTok {
    const nextReal = (): PTok => {
      for (;;) {
        const u = r.next();
        if (!u.pad) return u;
      }
    };
    const res = mkTok('number', '0', t.pos, t.space, false);
    const fail = (): PTok => {
      if (!this.ifFailed) this.error(t.pos, `operator "${t.text}" requires a header-name`);
      this.ifFailed = true;
      return res;
    };
    if (!isPunct(nextReal(), '(')) return fail();
    const toks: PTok[] = [];
    for (;;) {
      const u = nextReal();
      if (u.kind === 'eof') return fail();
      if (isPunct(u, ')') && (toks.length === 0 || !isPunct(toks[0], '<') || toks.some((x) => isPunct(x, '>')))) break;
      toks.push(u);
    }
    const h = this.headerName(toks);
    if (!h || h.rest.length) return fail();
    const f = this.frames[this.frames.length - 1];
    const found = this.resolveInclude(h.name, h.angled, f, t.text === '__has_include_next');
    return mkTok('number', found ? '1' : '0', t.pos, t.space, false);
  }

  /** `__has_builtin(x)`, `__has_attribute(x)`...: 1 only for builtins the compiler implements. */
  private parseHasFeature(r: Reader, t: PTok): PTok {
    const nextReal = (): PTok => {
      for (;;) {
        const u = r.next();
        if (!u.pad) return u;
      }
    };
    const res = mkTok('number', '0', t.pos, t.space, false);
    if (!isPunct(nextReal(), '(')) {
      if (!this.ifFailed) this.error(t.pos, `missing '(' after "${t.text}"`);
      this.ifFailed = true;
      return res;
    }
    const inner: PTok[] = [];
    for (let depth = 0; ; ) {
      const u = nextReal();
      if (u.kind === 'eof') {
        if (!this.ifFailed) this.error(t.pos, `missing ')' after "${t.text}" operand`);
        this.ifFailed = true;
        return res;
      }
      if (isPunct(u, '(')) depth++;
      else if (isPunct(u, ')') && depth-- === 0) break;
      inner.push(u);
    }
    const yes = t.text === '__has_builtin' && inner.length === 1 && KNOWN_BUILTINS.has(inner[0].text);
    return mkTok('number', yes ? '1' : '0', t.pos, t.space, false);
  }

  private evalIf(line: PTok[], dir: string): boolean {
    const ops = line.slice(2);
    const nameTok = line[1];
    if (ops.length === 0) {
      this.error(posAfter(nameTok), `#${dir} with no expression`);
      return false;
    }
    this.inIf = true;
    this.ifFailed = false;
    let toks: PTok[];
    try {
      toks = this.expandTokens(ops, line[line.length - 1]);
    } finally {
      this.inIf = false;
    }
    if (this.ifFailed) return false;
    if (toks.length === 0) {
      this.error(posAfter(nameTok), `#${dir} with no expression`);
      return false;
    }
    try {
      return new IfParser(toks, this.sink, `#${dir}`).run();
    } catch (e) {
      if (e instanceof IfError) {
        this.error(e.pos, e.message);
        return false;
      }
      throw e;
    }
  }
}

function sameDefinition(a: Macro, b: Macro): boolean {
  if (a.kind !== b.kind || a.variadic !== b.variadic || a.params.join(',') !== b.params.join(',')) return false;
  if (a.body.length !== b.body.length) return false;
  for (let k = 0; k < a.body.length; k++) {
    if (a.body[k].text !== b.body[k].text) return false;
    if (k > 0 && a.body[k].space !== b.body[k].space) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------
// #if expression evaluation in intmax_t / uintmax_t (§6.10.1).

const BIN_PREC: Record<string, number> = {
  '*': 10, '/': 10, '%': 10,
  '+': 9, '-': 9,
  '<<': 8, '>>': 8,
  '<': 7, '>': 7, '<=': 7, '>=': 7,
  '==': 6, '!=': 6,
  '&': 5, '^': 4, '|': 3, '&&': 2, '||': 1,
};
const EXPR_PUNCT = new Set([...Object.keys(BIN_PREC), '(', ')', '~', '!', '?', ':', ',']);

const norm = (v: bigint, u: boolean): bigint => (u ? BigInt.asUintN(64, v) : BigInt.asIntN(64, v));
const INT64_MAX = (1n << 63n) - 1n;
const UINT64_MAX = (1n << 64n) - 1n;

class IfParser {
  private i = 0;
  private cache = new Map<number, Val>();
  constructor(private toks: PTok[], private sink: DiagnosticSink, private dir: string) {}

  run(): boolean {
    const v = this.comma(true);
    const t = this.peek();
    if (t) {
      if (isPunct(t, ')')) throw new IfError(t.pos, "missing '(' in expression");
      if (isPunct(t, ':')) throw new IfError(t.pos, "':' without preceding '?'");
      throw new IfError(t.pos, `missing binary operator before token "${t.text}"`);
    }
    return v.v !== 0n;
  }

  /** The next token, validated like gcc's lexer does for #if. */
  private peek(): PTok | undefined {
    const t = this.toks[this.i];
    if (!t) return undefined;
    if (t.kind === 'punct' && !EXPR_PUNCT.has(t.text)) throw new IfError(t.pos, `token "${t.text}" is not valid in preprocessor expressions`);
    if (t.kind === 'string' || t.kind === 'other' || t.kind === 'header') throw new IfError(t.pos, `token "${t.text}" is not valid in preprocessor expressions`);
    if ((t.kind === 'number' || t.kind === 'char') && !this.cache.has(this.i)) {
      this.cache.set(this.i, t.kind === 'number' ? this.number(t) : this.charConst(t));
    }
    return t;
  }

  private comma(ev: boolean): Val {
    let v = this.cond(ev);
    while (isPunct(this.peek(), ',')) {
      this.i++;
      v = this.cond(ev);
    }
    return v;
  }

  private cond(ev: boolean): Val {
    const c = this.binary(1, ev);
    const q = this.peek();
    if (!isPunct(q, '?')) return c;
    this.i++;
    const taken = c.v !== 0n;
    const a = this.comma(ev && taken);
    const colon = this.peek();
    if (!isPunct(colon, ':')) throw new IfError(colon ? colon.pos : q!.pos, "'?' without following ':'");
    this.i++;
    const b = this.cond(ev && !taken);
    const u = a.u || b.u;
    const r = taken ? a : b;
    return { v: norm(r.v, u), u };
  }

  private binary(minPrec: number, ev: boolean): Val {
    let lhs = this.unary(ev);
    for (;;) {
      const op = this.peek();
      if (!op || op.kind !== 'punct') return lhs;
      const prec = BIN_PREC[op.text];
      if (prec === undefined || prec < minPrec) return lhs;
      this.i++;
      let evR = ev;
      if (op.text === '&&') evR = ev && lhs.v !== 0n;
      if (op.text === '||') evR = ev && lhs.v === 0n;
      const rhs = this.binary(prec + 1, evR);
      lhs = this.apply(op, lhs, rhs, ev);
    }
  }

  private unary(ev: boolean): Val {
    const t = this.peek();
    if (t && t.kind === 'punct' && (t.text === '+' || t.text === '-' || t.text === '~' || t.text === '!')) {
      this.i++;
      if (!this.peek()) throw new IfError(t.pos, `operator '${t.text}' has no right operand`);
      const v = this.unary(ev);
      switch (t.text) {
        case '+': return v;
        case '-': {
          const r = norm(-v.v, v.u);
          if (!v.u && r !== -v.v && ev) this.sink.warning(t.pos, 'integer overflow in preprocessor expression');
          return { v: r, u: v.u };
        }
        case '~': return { v: norm(~v.v, v.u), u: v.u };
        default: return { v: v.v === 0n ? 1n : 0n, u: false };
      }
    }
    return this.primary(ev);
  }

  private primary(ev: boolean): Val {
    const t = this.peek();
    const prev = this.toks[this.i - 1];
    if (!t) {
      if (prev && prev.kind === 'punct') throw new IfError(prev.pos, `operator '${prev.text}' has no right operand`);
      throw new IfError(prev ? prev.pos : { file: '', line: 0, col: 0 }, `${this.dir} with no expression`);
    }
    if (t.kind === 'number' || t.kind === 'char') {
      this.i++;
      return this.cache.get(this.i - 1)!;
    }
    if (t.kind === 'ident') {
      this.i++;
      return { v: 0n, u: false };
    }
    if (isPunct(t, '(')) {
      this.i++;
      const c = this.peek();
      if (isPunct(c, ')')) throw new IfError(c!.pos, "missing expression between '(' and ')'");
      const v = this.comma(ev);
      const close = this.peek();
      if (!isPunct(close, ')')) {
        if (close && !isPunct(close, ':') && !isPunct(close, ',')) throw new IfError(close.pos, `missing binary operator before token "${close.text}"`);
        throw new IfError(t.pos, "missing ')' in expression");
      }
      this.i++;
      return v;
    }
    if (isPunct(t, ')')) {
      if (prev && isPunct(prev, '(')) throw new IfError(t.pos, "missing expression between '(' and ')'");
      if (prev && prev.kind === 'punct') throw new IfError(prev.pos, `operator '${prev.text}' has no right operand`);
      throw new IfError(t.pos, "missing '(' in expression");
    }
    if (isPunct(t, ':')) {
      if (prev && prev.kind === 'punct' && !isPunct(prev, ')')) throw new IfError(prev.pos, `operator '${prev.text}' has no right operand`);
      throw new IfError(t.pos, "':' without preceding '?'");
    }
    throw new IfError(t.pos, `operator '${t.text}' has no left operand`);
  }

  private apply(op: PTok, a: Val, b: Val, ev: boolean): Val {
    const overflow = (): void => {
      if (ev) this.sink.warning(op.pos, 'integer overflow in preprocessor expression');
    };
    const s = op.text;
    if (s === '&&') return { v: a.v !== 0n && b.v !== 0n ? 1n : 0n, u: false };
    if (s === '||') return { v: a.v !== 0n || b.v !== 0n ? 1n : 0n, u: false };
    if (s === '<<' || s === '>>') {
      let n = b.u ? BigInt.asUintN(64, b.v) : b.v;
      let left = s === '<<';
      if (n < 0n) {
        left = !left;
        n = -n;
      }
      const x = a.v;
      if (left) {
        if (n >= 64n) {
          if (!a.u && x !== 0n) overflow();
          return { v: 0n, u: a.u };
        }
        const exact = x << n;
        const r = norm(exact, a.u);
        if (!a.u && r !== exact) overflow();
        return { v: r, u: a.u };
      }
      if (n >= 64n) return { v: !a.u && x < 0n ? -1n : 0n, u: a.u };
      return { v: norm(x >> n, a.u), u: a.u };
    }
    const u = a.u || b.u;
    const x = norm(a.v, u);
    const y = norm(b.v, u);
    const bool = (c: boolean): Val => ({ v: c ? 1n : 0n, u: false });
    switch (s) {
      case '<': return bool(x < y);
      case '>': return bool(x > y);
      case '<=': return bool(x <= y);
      case '>=': return bool(x >= y);
      case '==': return bool(x === y);
      case '!=': return bool(x !== y);
      case '&': return { v: norm(x & y, u), u };
      case '^': return { v: norm(x ^ y, u), u };
      case '|': return { v: norm(x | y, u), u };
    }
    let exact: bigint;
    switch (s) {
      case '+': exact = x + y; break;
      case '-': exact = x - y; break;
      case '*': exact = x * y; break;
      default:
        if (y === 0n) {
          if (ev) throw new IfError(op.pos, 'division by zero in #if');
          return { v: 0n, u };
        }
        exact = s === '/' ? x / y : x % y;
    }
    const r = norm(exact, u);
    if (!u && r !== exact) overflow();
    return { v: r, u };
  }

  private number(t: PTok): Val {
    const text = t.text;
    let digits: string;
    let rest: string;
    let radix: 'x' | 'b' | 'o' | 'd';
    let m: RegExpExecArray | null;
    if ((m = /^0[xX]([0-9a-fA-F]*)(.*)$/.exec(text))) {
      radix = 'x';
      digits = m[1];
      rest = m[2];
      if (rest.startsWith('.') || /^[pP]/.test(rest) || (digits === '' && rest.startsWith('.'))) {
        throw new IfError(t.pos, 'floating constant in preprocessor expression');
      }
      if (digits === '') throw new IfError(t.pos, `invalid suffix "${text.slice(1)}" on integer constant`);
    } else if ((m = /^0[bB]([01]+)(.*)$/.exec(text))) {
      radix = 'b';
      digits = m[1];
      rest = m[2];
    } else {
      m = /^([0-9]*)(.*)$/.exec(text)!;
      digits = m[1];
      rest = m[2];
      if (digits === '' || rest.startsWith('.') || /^[eE]/.test(rest)) throw new IfError(t.pos, 'floating constant in preprocessor expression');
      radix = digits.length > 1 && digits[0] === '0' ? 'o' : 'd';
    }
    if (!/^(?:[uU]?(?:l|L|ll|LL)?|(?:l|L|ll|LL)[uU])$/.test(rest)) {
      if (/^[ij]$/i.test(rest)) throw new IfError(t.pos, 'imaginary number in preprocessor expression');
      throw new IfError(t.pos, `invalid suffix "${rest}" on integer constant`);
    }
    if (radix === 'o') {
      const bad = /[89]/.exec(digits);
      if (bad) throw new IfError(t.pos, `invalid digit "${bad[0]}" in octal constant`);
    }
    let v = BigInt(radix === 'x' ? '0x' + digits : radix === 'b' ? '0b' + digits : radix === 'o' ? '0o' + digits : digits);
    let u = /[uU]/.test(rest);
    if (v > UINT64_MAX) {
      this.sink.warning(t.pos, 'integer constant is too large for its type');
      v = norm(v, u);
    } else if (!u && v > INT64_MAX) {
      if (radix === 'd') this.sink.warning(t.pos, 'integer constant is so large that it is unsigned');
      u = true;
    }
    return { v, u };
  }

  private charConst(t: PTok): Val {
    const m = /^(u8|u|U|L)?'(.*)'$/s.exec(t.text);
    if (!m) throw new IfError(t.pos, "missing terminating ' character");
    const prefix = m[1] ?? '';
    const body = m[2];
    const wide = prefix === 'L' || prefix === 'u' || prefix === 'U';
    const units: number[] = [];
    const pushCodePoint = (cp: number): void => {
      if (wide) units.push(cp);
      else {
        // A UCN in a narrow constant becomes its UTF-8 bytes.
        const bytes = new TextEncoder().encode(String.fromCodePoint(cp));
        for (const b of bytes) units.push(b);
      }
    };
    let k = 0;
    let rawRun = '';
    const flushRaw = (): void => {
      if (!rawRun) return;
      if (wide) {
        const bytes = Uint8Array.from(rawRun, (c) => c.charCodeAt(0) & 0xff);
        for (const ch of new TextDecoder().decode(bytes)) units.push(ch.codePointAt(0)!);
      } else for (const c of rawRun) units.push(c.charCodeAt(0) & 0xff);
      rawRun = '';
    };
    while (k < body.length) {
      const c = body[k];
      if (c !== '\\') {
        rawRun += c;
        k++;
        continue;
      }
      flushRaw();
      const e = body[k + 1] ?? '';
      k += 2;
      const simple: Record<string, number> = { n: 10, t: 9, v: 11, b: 8, r: 13, f: 12, a: 7, e: 27, E: 27, '\\': 92, "'": 39, '"': 34, '?': 63 };
      if (e in simple) units.push(simple[e]);
      else if (/[0-7]/.test(e)) {
        let s = e;
        while (s.length < 3 && /[0-7]/.test(body[k] ?? '')) s += body[k++];
        units.push(parseInt(s, 8));
      } else if (e === 'x') {
        let s = '';
        while (/[0-9a-fA-F]/.test(body[k] ?? '')) s += body[k++];
        if (!s) throw new IfError(t.pos, '\\x used with no following hex digits');
        units.push(Number(BigInt.asUintN(32, BigInt('0x' + s))));
      } else if (e === 'u' || e === 'U') {
        const n = e === 'u' ? 4 : 8;
        const s = body.slice(k, k + n);
        if (!/^[0-9a-fA-F]+$/.test(s) || s.length !== n) throw new IfError(t.pos, `incomplete universal character name \\${e}${s}`);
        k += n;
        pushCodePoint(parseInt(s, 16));
      } else {
        this.sink.warning(t.pos, `unknown escape sequence: '\\${e}'`);
        units.push(e.charCodeAt(0));
      }
    }
    flushRaw();
    if (units.length === 0) throw new IfError(t.pos, 'empty character constant');
    if (wide) {
      if (units.length > 1) this.sink.warning(t.pos, 'character constant too long for its type');
      const last = units[units.length - 1];
      if (prefix === 'u') return { v: BigInt(last & 0xffff), u: true };
      if (prefix === 'U') return { v: BigInt(last >>> 0), u: true };
      return { v: BigInt(last | 0), u: false };
    }
    if (prefix === 'u8') {
      if (units.length > 1) this.sink.warning(t.pos, 'character constant too long for its type');
      return { v: BigInt(units[units.length - 1] & 0xff), u: true };
    }
    if (units.length === 1) return { v: BigInt.asIntN(8, BigInt(units[0] & 0xff)), u: false };
    if (units.length > 4) this.sink.warning(t.pos, 'character constant too long for its type');
    else this.sink.warning(t.pos, 'multi-character character constant');
    let v = 0n;
    for (const x of units) v = BigInt.asUintN(32, (v << 8n) | BigInt(x & 0xff));
    return { v: BigInt.asIntN(32, v), u: false };
  }
}

// ---------------------------------------------------------------------------------------
// Predefined macros: what `echo | gcc -dM -E -` shows for gcc 12.2 on x86-64 Linux in gnu17
// mode, without the optimization, PIC, SIMD, atomics and extended float/decimal types, plus
// __MPISIM__. __DATE__ and __TIME__ are fixed so that runs are deterministic.

const PREDEFINED = `
#define _LP64 1
#define __BIGGEST_ALIGNMENT__ 16
#define __BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__
#define __CHAR16_TYPE__ short unsigned int
#define __CHAR32_TYPE__ unsigned int
#define __CHAR_BIT__ 8
#define __DBL_DECIMAL_DIG__ 17
#define __DECIMAL_DIG__ 21
#define __DBL_DENORM_MIN__ ((double)4.94065645841246544176568792868221372e-324L)
#define __DBL_DIG__ 15
#define __DBL_EPSILON__ ((double)2.22044604925031308084726333618164062e-16L)
#define __DBL_HAS_DENORM__ 1
#define __DBL_HAS_INFINITY__ 1
#define __DBL_HAS_QUIET_NAN__ 1
#define __DBL_IS_IEC_60559__ 2
#define __DBL_MANT_DIG__ 53
#define __DBL_MAX_10_EXP__ 308
#define __DBL_MAX_EXP__ 1024
#define __DBL_MAX__ ((double)1.79769313486231570814527423731704357e+308L)
#define __DBL_MIN_10_EXP__ (-307)
#define __DBL_MIN_EXP__ (-1021)
#define __DBL_MIN__ ((double)2.22507385850720138309023271733240406e-308L)
#define __DBL_NORM_MAX__ ((double)1.79769313486231570814527423731704357e+308L)
#define __ELF__ 1
#define __FINITE_MATH_ONLY__ 0
#define __FLOAT_WORD_ORDER__ __ORDER_LITTLE_ENDIAN__
#define __FLT_DECIMAL_DIG__ 9
#define __FLT_DENORM_MIN__ 1.40129846432481707092372958328991613e-45F
#define __FLT_DIG__ 6
#define __FLT_EPSILON__ 1.19209289550781250000000000000000000e-7F
#define __FLT_EVAL_METHOD__ 0
#define __FLT_HAS_DENORM__ 1
#define __FLT_HAS_INFINITY__ 1
#define __FLT_HAS_QUIET_NAN__ 1
#define __FLT_IS_IEC_60559__ 2
#define __FLT_MANT_DIG__ 24
#define __FLT_MAX_10_EXP__ 38
#define __FLT_MAX_EXP__ 128
#define __FLT_MAX__ 3.40282346638528859811704183484516925e+38F
#define __FLT_MIN_10_EXP__ (-37)
#define __FLT_MIN_EXP__ (-125)
#define __FLT_MIN__ 1.17549435082228750796873653722224568e-38F
#define __FLT_NORM_MAX__ 3.40282346638528859811704183484516925e+38F
#define __FLT_RADIX__ 2
#define __GCC_IEC_559 2
#define __GCC_IEC_559_COMPLEX 2
#define __GNUC_MINOR__ 2
#define __GNUC_PATCHLEVEL__ 0
#define __GNUC_STDC_INLINE__ 1
#define __GNUC__ 12
#define __INT16_C(c) c
#define __INT16_MAX__ 0x7fff
#define __INT16_TYPE__ short int
#define __INT32_C(c) c
#define __INT32_MAX__ 0x7fffffff
#define __INT32_TYPE__ int
#define __INT64_C(c) c ## L
#define __INT64_MAX__ 0x7fffffffffffffffL
#define __INT64_TYPE__ long int
#define __INT8_C(c) c
#define __INT8_MAX__ 0x7f
#define __INT8_TYPE__ signed char
#define __INTMAX_C(c) c ## L
#define __INTMAX_MAX__ 0x7fffffffffffffffL
#define __INTMAX_TYPE__ long int
#define __INTMAX_WIDTH__ 64
#define __INTPTR_MAX__ 0x7fffffffffffffffL
#define __INTPTR_TYPE__ long int
#define __INTPTR_WIDTH__ 64
#define __INT_FAST16_MAX__ 0x7fffffffffffffffL
#define __INT_FAST16_TYPE__ long int
#define __INT_FAST16_WIDTH__ 64
#define __INT_FAST32_MAX__ 0x7fffffffffffffffL
#define __INT_FAST32_TYPE__ long int
#define __INT_FAST32_WIDTH__ 64
#define __INT_FAST64_MAX__ 0x7fffffffffffffffL
#define __INT_FAST64_TYPE__ long int
#define __INT_FAST64_WIDTH__ 64
#define __INT_FAST8_MAX__ 0x7f
#define __INT_FAST8_TYPE__ signed char
#define __INT_FAST8_WIDTH__ 8
#define __INT_LEAST16_MAX__ 0x7fff
#define __INT_LEAST16_TYPE__ short int
#define __INT_LEAST16_WIDTH__ 16
#define __INT_LEAST32_MAX__ 0x7fffffff
#define __INT_LEAST32_TYPE__ int
#define __INT_LEAST32_WIDTH__ 32
#define __INT_LEAST64_MAX__ 0x7fffffffffffffffL
#define __INT_LEAST64_TYPE__ long int
#define __INT_LEAST64_WIDTH__ 64
#define __INT_LEAST8_MAX__ 0x7f
#define __INT_LEAST8_TYPE__ signed char
#define __INT_LEAST8_WIDTH__ 8
#define __INT_MAX__ 0x7fffffff
#define __INT_WIDTH__ 32
#define __LDBL_DECIMAL_DIG__ 21
#define __LDBL_DENORM_MIN__ 3.64519953188247460252840593361941982e-4951L
#define __LDBL_DIG__ 18
#define __LDBL_EPSILON__ 1.08420217248550443400745280086994171e-19L
#define __LDBL_HAS_DENORM__ 1
#define __LDBL_HAS_INFINITY__ 1
#define __LDBL_HAS_QUIET_NAN__ 1
#define __LDBL_IS_IEC_60559__ 2
#define __LDBL_MANT_DIG__ 64
#define __LDBL_MAX_10_EXP__ 4932
#define __LDBL_MAX_EXP__ 16384
#define __LDBL_MAX__ 1.18973149535723176502126385303097021e+4932L
#define __LDBL_MIN_10_EXP__ (-4931)
#define __LDBL_MIN_EXP__ (-16381)
#define __LDBL_MIN__ 3.36210314311209350626267781732175260e-4932L
#define __LDBL_NORM_MAX__ 1.18973149535723176502126385303097021e+4932L
#define __LONG_LONG_MAX__ 0x7fffffffffffffffLL
#define __LONG_LONG_WIDTH__ 64
#define __LONG_MAX__ 0x7fffffffffffffffL
#define __LONG_WIDTH__ 64
#define __LP64__ 1
#define __NO_INLINE__ 1
#define __ORDER_BIG_ENDIAN__ 4321
#define __ORDER_LITTLE_ENDIAN__ 1234
#define __ORDER_PDP_ENDIAN__ 3412
#define __PTRDIFF_MAX__ 0x7fffffffffffffffL
#define __PTRDIFF_TYPE__ long int
#define __PTRDIFF_WIDTH__ 64
#define __REGISTER_PREFIX__ 
#define __SCHAR_MAX__ 0x7f
#define __SCHAR_WIDTH__ 8
#define __SHRT_MAX__ 0x7fff
#define __SHRT_WIDTH__ 16
#define __SIG_ATOMIC_MAX__ 0x7fffffff
#define __SIG_ATOMIC_MIN__ (-__SIG_ATOMIC_MAX__ - 1)
#define __SIG_ATOMIC_TYPE__ int
#define __SIG_ATOMIC_WIDTH__ 32
#define __SIZEOF_DOUBLE__ 8
#define __SIZEOF_FLOAT__ 4
#define __SIZEOF_INT__ 4
#define __SIZEOF_LONG_DOUBLE__ 16
#define __SIZEOF_LONG_LONG__ 8
#define __SIZEOF_LONG__ 8
#define __SIZEOF_POINTER__ 8
#define __SIZEOF_PTRDIFF_T__ 8
#define __SIZEOF_SHORT__ 2
#define __SIZEOF_SIZE_T__ 8
#define __SIZEOF_WCHAR_T__ 4
#define __SIZEOF_WINT_T__ 4
#define __SIZE_MAX__ 0xffffffffffffffffUL
#define __SIZE_TYPE__ long unsigned int
#define __SIZE_WIDTH__ 64
#define __STDC_HOSTED__ 1
#define __STDC_IEC_559_COMPLEX__ 1
#define __STDC_IEC_559__ 1
#define __STDC_IEC_60559_BFP__ 201404L
#define __STDC_IEC_60559_COMPLEX__ 201404L
#define __STDC_ISO_10646__ 201706L
#define __STDC_UTF_16__ 1
#define __STDC_UTF_32__ 1
#define __STDC_VERSION__ 201710L
#define __STDC__ 1
#define __UINT16_C(c) c
#define __UINT16_MAX__ 0xffff
#define __UINT16_TYPE__ short unsigned int
#define __UINT32_C(c) c ## U
#define __UINT32_MAX__ 0xffffffffU
#define __UINT32_TYPE__ unsigned int
#define __UINT64_C(c) c ## UL
#define __UINT64_MAX__ 0xffffffffffffffffUL
#define __UINT64_TYPE__ long unsigned int
#define __UINT8_C(c) c
#define __UINT8_MAX__ 0xff
#define __UINT8_TYPE__ unsigned char
#define __UINTMAX_C(c) c ## UL
#define __UINTMAX_MAX__ 0xffffffffffffffffUL
#define __UINTMAX_TYPE__ long unsigned int
#define __UINTPTR_MAX__ 0xffffffffffffffffUL
#define __UINTPTR_TYPE__ long unsigned int
#define __UINT_FAST16_MAX__ 0xffffffffffffffffUL
#define __UINT_FAST16_TYPE__ long unsigned int
#define __UINT_FAST32_MAX__ 0xffffffffffffffffUL
#define __UINT_FAST32_TYPE__ long unsigned int
#define __UINT_FAST64_MAX__ 0xffffffffffffffffUL
#define __UINT_FAST64_TYPE__ long unsigned int
#define __UINT_FAST8_MAX__ 0xff
#define __UINT_FAST8_TYPE__ unsigned char
#define __UINT_LEAST16_MAX__ 0xffff
#define __UINT_LEAST16_TYPE__ short unsigned int
#define __UINT_LEAST32_MAX__ 0xffffffffU
#define __UINT_LEAST32_TYPE__ unsigned int
#define __UINT_LEAST64_MAX__ 0xffffffffffffffffUL
#define __UINT_LEAST64_TYPE__ long unsigned int
#define __UINT_LEAST8_MAX__ 0xff
#define __UINT_LEAST8_TYPE__ unsigned char
#define __USER_LABEL_PREFIX__ 
#define __VERSION__ "12.2.0"
#define __WCHAR_MAX__ 0x7fffffff
#define __WCHAR_MIN__ (-__WCHAR_MAX__ - 1)
#define __WCHAR_TYPE__ int
#define __WCHAR_WIDTH__ 32
#define __WINT_MAX__ 0xffffffffU
#define __WINT_MIN__ 0U
#define __WINT_TYPE__ unsigned int
#define __WINT_WIDTH__ 32
#define __amd64 1
#define __amd64__ 1
#define __gnu_linux__ 1
#define __linux 1
#define __linux__ 1
#define __unix 1
#define __unix__ 1
#define __x86_64 1
#define __x86_64__ 1
#define linux 1
#define unix 1
#define __DATE__ "Jan  1 1970"
#define __TIME__ "00:00:00"
#define __TIMESTAMP__ "Thu Jan  1 00:00:00 1970"
#define __MPISIM__ 1
`;
