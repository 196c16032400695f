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
import type { Token, TokenSource } from './token';
import { DiagnosticSink, type Diagnostic, type SourcePos } from './diagnostics';
import { Lexer } from './lexer';
import { TokenWindow } from './token-window';
import {
  IncludeDenied, type PreprocessOptions, type PpState, BUILTIN_HEADER_DIR, isBuiltinHeaderPath, type PTok, mkTok, type BuiltinKind,
  type Frame, MAX_INCLUDE_DEPTH, MAX_INCLUDES, isPunct, dirname, joinPath, isAbsolute, normalizePath,
  posAfter, unquote,
} from './pp-core';
import { DirectiveProcessor } from './pp-directives';
import { predefinedFor } from './pp-predefined';
import { avoidPaste } from './pp-output';

export { IncludeDenied, type PreprocessOptions, type PpState, BUILTIN_HEADER_DIR, isBuiltinHeaderPath } from './pp-core';

/** Files bigger than this are lexed as the preprocessor reads them, and not kept for another #include. */
const KEPT_FILE_BYTES = 1 << 20;

/** Runs the preprocessor; returns the expanded token stream ending with one 'eof' token. */
export function preprocess(mainFile: string, mainText: string, opts: PreprocessOptions, sink: DiagnosticSink): Token[] {
  const pp = new Preprocessor(mainFile, opts, sink);
  pp.start(mainText);
  const out: Token[] = [];
  while (pp.more(out, Infinity));
  return out;
}

/**
 * The preprocessor's expanded tokens as they are made. `resume`: the state a precompiled header
 * left (its macros and include guards, the command line's and the predefined macros among them),
 * for a text whose leading headers it stands for.
 */
export function preprocessed(mainFile: string, mainText: string, opts: PreprocessOptions, sink: DiagnosticSink, resume?: PpState): TokenSource {
  const pp = new Preprocessor(mainFile, opts, sink);
  pp.start(mainText, resume);
  return (out, n) => pp.more(out, n);
}

/** Preprocesses a text of headers only, and what a precompiled header keeps of it (undefined: it cannot). */
export function preprocessHeaders(mainFile: string, mainText: string, opts: PreprocessOptions, sink: DiagnosticSink): { tokens: TokenSource; state: () => PpState | undefined } {
  const pp = new Preprocessor(mainFile, opts, sink);
  pp.start(mainText);
  return { tokens: (out, n) => pp.more(out, n), state: () => pp.state() };
}

class Preprocessor extends DirectiveProcessor {
  // ----- driver -----
  private ended = false;
  private lastPos: SourcePos | undefined;
  // The output loop's state between pieces: where the next token's spacing comes from, and
  // which expansion of a macro written in the source it is in, and how deep.
  private source: PTok | null = null;
  private pendBol = false;
  /** For gcc -E's spacing (./pp-output.ts avoidPaste): padding came since the last token out, and that token on its line. */
  private padded = false;
  private prevOut: PTok | undefined;
  /** The name of a macro invoked at a line's start, until its expansion's first token is out. */
  private lineName: PTok | undefined;
  private expansion = 0;
  private depth = 0;

  start(mainText: string, resume?: PpState): void {
    if (resume) {
      Object.assign(this, { macros: resume.macros, onceFiles: resume.onceFiles, guards: resume.guards, pushed: resume.pushed, includes: resume.includes, expansion: resume.expansion });
      this.pushFrame(this.mainFile, mainText, this.mainFile.startsWith(BUILTIN_HEADER_DIR + '/'), -1);
      return;
    }
    this.guarded(() => this.setup(mainText));
  }

  /** At the end: the state to resume from, unless something made it depend on more than the text. */
  state(): PpState | undefined {
    if (!this.ended || this.fatal || this.unitDependent || this.packChanged || this.packNow || this.packStack.length || this.frames.length !== 1) return undefined;
    return { macros: this.macros, onceFiles: this.onceFiles, guards: this.guards, pushed: this.pushed, includes: this.includes, expansion: this.expansion };
  }

  more(out: Token[], n: number): boolean {
    if (this.ended) return false;
    const target = out.length + n;
    let done = true;
    this.guarded(() => { done = this.loop(out, target); });
    if (!done && !this.ended) return true;
    this.ended = true;
    const eofPos = this.finalEof ? this.finalEof.pos : this.lastPos ?? { file: this.mainFile, line: 1, col: 1 };
    out.push({ kind: 'eof', text: '', pos: eofPos, space: false, bol: true, ...(this.ignoredPragmas.length ? { ignoredPragmas: this.ignoredPragmas } : {}) });
    return false;
  }

  private guarded(f: () => void): void {
    if (this.ended) return;
    try {
      f();
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      // A JavaScript stack overflow: absurdly deep nesting of macro arguments or parentheses.
      const fr = this.frames[this.frames.length - 1];
      const t = fr ? fr.toks.at(fr.i) : undefined;
      this.error(t ? t.pos : { file: this.mainFile, line: 1, col: 1 }, 'macro invocations or expressions nested too deeply');
      this.ended = true;
    }
  }

  protected setup(mainText: string): void {
    const reg = (name: string, builtin: BuiltinKind): void => {
      this.macros.set(name, {
        name, kind: 'builtin', builtin, params: [], variadic: false, body: [], paramIdx: [], vaoptEnd: new Map(),
        pos: { file: '<built-in>', line: 0, col: 0 },
      });
    };
    reg('__FILE__', 'FILE');
    reg('__LINE__', 'LINE');
    reg('__COUNTER__', 'COUNTER');
    reg('__DATE__', 'DATE');
    reg('__TIME__', 'TIME');
    reg('__TIMESTAMP__', 'TIMESTAMP');
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
    // mpisim's own library units are built-in files: their quoted includes are built-ins beside them.
    this.pushFrame(this.mainFile, mainText, this.mainFile.startsWith(BUILTIN_HEADER_DIR + '/'), -1);
    let cmd = '';
    for (const [k, v] of Object.entries(this.opts.defines ?? {})) {
      cmd += `#define ${k} ${(v === '' ? '1' : v).replace(/[\r\n]+/g, ' ')}\n`;
    }
    for (const u of this.opts.undefines ?? []) cmd += `#undef ${u}\n`;
    if (cmd) this.pushFrame('<command-line>', cmd, false, -1);
    // gcc 12 -fopenmp: OpenMP 4.5.
    this.pushFrame('<built-in>', this.opts.openmp ? `${predefinedFor(this.opts.std)}#define _OPENMP 201511\n` : predefinedFor(this.opts.std), false, -1);
  }

  /** Expands into `out` until it reaches `target` tokens (false) or the end (true). */
  protected loop(out: Token[], target: number): boolean {
    while (out.length < target) {
      if (this.fatal) return true;
      const t = this.expandNext(this.mainReader);
      if (t.pad) {
        this.padded = true;
        if (t.bracket === 1 && this.depth++ === 0) {
          this.expansion++;
          if (t.padSrc?.bol) this.lineName = t.padSrc;
        }
        else if (t.bracket === -1 && this.depth > 0) this.depth--;
        if (this.source === null || (!this.source.space && !t.padSrc)) this.source = t.padSrc ?? null;
        if (t.padSrc && t.padSrc.bol) this.pendBol = true;
        continue;
      }
      if (this.pragmaOut.length) { for (const p of this.pragmaOut) out.push(p); this.pragmaOut.length = 0; }
      if (t.kind === 'eof') {
        if (this.fatal) return true;
        const f = this.frames[this.frames.length - 1];
        this.finishFrame(f);
        if (this.frames.length > 1) {
          this.frames.pop();
          continue;
        }
        this.finalEof = t;
        return true;
      }
      if (t.kind === 'ident' && t.text === '_Pragma') {
        this.pragmaOperator(t);
        continue;
      }
      const src = this.source ?? t;
      this.source = null;
      // (gcc forgets the token before at each line it reads outside a macro's arguments, and
      // spaces a `#` that padding brings to a line's start.)
      const lineStart = this.lineName !== undefined || (t.bol && this.depth === 0);
      if (lineStart) this.prevOut = undefined;
      const space = src.space || (this.padded && (this.prevOut !== undefined ? avoidPaste(this.prevOut, t) : t.kind === 'punct' && (t.text === '#' || t.text === '%:')));
      this.padded = false;
      this.prevOut = t;
      const o: Token = { kind: t.kind, text: t.text, pos: t.pos, space, bol: t.bol || this.pendBol };
      // (A line that starts with a macro's name is indented as that name was.)
      if (this.lineName !== undefined && this.lineName.pos.col !== t.pos.col) o.indent = this.lineName.pos.col;
      this.lineName = undefined;
      if (t.macro !== undefined) o.macro = t.macro;
      if (this.depth > 0 || t.macro !== undefined) o.expansion = this.expansion;
      if (this.packChanged) { o.pack = this.packNow; this.packChanged = false; }
      if (this.ignoredPragmas.length) { o.ignoredPragmas = this.ignoredPragmas; this.ignoredPragmas = []; }
      this.pendBol = false;
      out.push(o);
      this.lastPos = t.pos;
    }
    return false;
  }

  // ----- files -----

  protected pushFrame(path: string, text: string, builtin: boolean, chainIndex: number, chainAngled = false): void {
    let cached = this.lexCache.get(path);
    if (!cached && builtin) {
      cached = this.opts.builtinTokens?.get(path, text);
      if (cached) this.lexCache.set(path, cached);
    }
    let toks: TokenWindow<PTok>, diags: Diagnostic[];
    if (cached) {
      toks = new TokenWindow(cached.toks);
      diags = cached.diags;
    } else {
      const tmp = new DiagnosticSink();
      const lexer = new Lexer(path, text, tmp, mkTok);
      if (text.length > KEPT_FILE_BYTES) {
        // Lexed as it is read, its diagnostics arrive in order as it goes.
        toks = new TokenWindow<PTok>((out, n) => {
          for (let k = 0; k < n; k++) { const t = lexer.next(); out.push(t); if (t.kind === 'eof') return false; }
          return true;
        });
        diags = tmp.list;
      } else {
        const all: PTok[] = [];
        for (let t = lexer.next(); ; t = lexer.next()) { all.push(t); if (t.kind === 'eof') break; }
        cached = { toks: all, diags: tmp.list.slice().sort((a, b) => a.pos.line - b.pos.line) };
        this.lexCache.set(path, cached);
        if (builtin) this.opts.builtinTokens?.put(path, text, all, cached.diags);
        toks = new TokenWindow(all);
        diags = cached.diags;
      }
    }
    this.frames.push({
      path,
      key: builtin ? path : normalizePath(path),
      dir: dirname(path),
      builtin,
      presumed: path,
      lineDelta: 0,
      toks,
      i: 0,
      conds: [],
      chainIndex,
      chainAngled,
      guardState: 'start',
      lexDiags: diags,
      diagIdx: 0,
      skippedLines: new Set(),
      warnLines: new Set(),
    });
  }

  /** Reports the lexer's diagnostics for lines before `line`, except in skipped groups. */
  protected flushLexDiags(f: Frame, line: number): void {
    while (f.diagIdx < f.lexDiags.length && f.lexDiags[f.diagIdx].pos.line < line) {
      const d = f.lexDiags[f.diagIdx++];
      if (d.message !== 'unterminated comment' && f.skippedLines.has(d.pos.line)) continue;
      if (d.severity === 'error' && !f.warnLines.has(d.pos.line)) this.error(d.pos, d.message);
      else if (d.severity === 'error' || d.severity === 'warning') this.warning(d.pos, d.message);
      else this.sink.list.push(d);
    }
  }

  protected finishFrame(f: Frame): void {
    this.flushLexDiags(f, Infinity);
    for (let k = f.conds.length - 1; k >= 0; k--) this.error(f.conds[k].pos, `unterminated #${f.conds[k].kind}`);
    f.conds.length = 0;
    if (f.guardState === 'after' && f.guardName) this.guards.set(f.key, f.guardName);
  }

  protected skipping(f: Frame): boolean {
    return f.conds.length > 0 && !f.conds[f.conds.length - 1].active;
  }

  /** The next unexpanded token of the main stream; handles directives and skipped groups. */
  protected nextFileToken(): PTok {
    const b = this.back.pop();
    if (b) return b;
    for (;;) {
      const f = this.frames[this.frames.length - 1];
      if (this.fatal) {
        return (this.finalEof ??= mkTok('eof', '', f.toks.at(f.i).pos, false, true));
      }
      const t = f.toks.at(f.i);
      if (f.diagIdx < f.lexDiags.length && f.lexDiags[f.diagIdx].pos.line < t.pos.line) this.flushLexDiags(f, t.pos.line);
      if (t.kind === 'eof') return t;
      if (t.bol && t.kind === 'punct' && t.text === '#') {
        this.directive(f);
        continue;
      }
      if (this.skipping(f)) {
        f.skippedLines.add(t.pos.line);
        f.toks.release(f.i++);
        continue;
      }
      f.toks.release(f.i++);
      if (f.guardState !== 'in' && f.guardState !== 'none') f.guardState = 'none';
      return t;
    }
  }

  /** Parses `"name"` or `<name>` at the start of `toks`. */
  protected headerName(toks: PTok[]): { name: string; angled: boolean; rest: PTok[] } | undefined {
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

  protected resolveInclude(name: string, angled: boolean, f: Frame, next: boolean): { path: string; text: string; builtin: boolean; chainIndex: number; chainAngled: boolean } | undefined {
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

  protected doInclude(f: Frame, line: PTok[], dir: string): void {
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
      this.sink.fatal(at.pos, `${h.name}: ${this.includeDenied ?? 'No such file or directory'}`);
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
}
