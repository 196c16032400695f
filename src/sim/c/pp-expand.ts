/**
 * Macro expansion by Prosser's hide-set algorithm, with gcc's padding tokens: argument
 * collection, substitution, `#` stringizing and `##` pasting, and the built-in macros
 * (__FILE__, __LINE__, __COUNTER__ ...).
 */
import { DiagnosticSink, type MacroVia, type SourcePos, viaPos } from './diagnostics';
import { lex } from './lexer';
import { buildTime, format as formatTime } from './pp-time';
import { runSteps, type Steps } from './ast-walk';
import { avoidPaste } from './pp-output';
import {
  PpCore, type PTok, mkTok, withSpace, OPERATOR_NAMES, type Macro, Arg, ListReader, type Reader,
  MAX_EXPANSION_TOKENS, MAX_ARG_NESTING, isPasteOp, isPunct, hsIntersect, posAfter,
} from './pp-core';

/** A macro's replacement, and how many tokens it has once its runs are taken apart. */
interface Replacement {
  toks: PTok[];
  count: number;
}

/** Expanded arguments shorter than this are substituted token by token. */
const MIN_RUN = 8;

export abstract class MacroExpander extends PpCore {
  protected abstract parseDefined(r: Reader, t: PTok): PTok;
  protected abstract parseHasInclude(r: Reader, t: PTok): PTok;
  protected abstract parseHasFeature(r: Reader, t: PTok): PTok;
  protected abstract operatorOutsideIf(r: Reader, t: PTok, include: boolean): PTok;

  // ----- macro expansion -----

  protected pad(src: PTok | null, at: PTok, bracket: 1 | -1 | 0 = 0): PTok {
    const p = mkTok('other', '', at.pos, false, false);
    p.pad = true;
    p.padSrc = src;
    p.bracket = bracket;
    return p;
  }

  /** Returns the next fully macro-expanded token (or padding) read from `r`. */
  protected expandNext(r: Reader): PTok {
    for (;;) {
      let t = r.next();
      if (this.startsExpansion(t)) {
        r.unget(t);
        t = runSteps(this.expandNextSteps(r));
      }
      if (!t.run) return t;
      r.ungetRun(t);
    }
  }

  /** Whether `t` is a macro to expand (or an operator of #if): else it stands for itself. */
  private startsExpansion(t: PTok): boolean {
    if (t.pad || t.kind !== 'ident') return false;
    if (this.inIf && (t.text === 'defined' || t.text === '__has_include' || t.text === '__has_include_next' || OPERATOR_NAMES.has(t.text))) return true;
    return this.macros.has(t.text) && !(t.hide && t.hide.has(t.text));
  }

  /**
   * As steps (./ast-walk.ts runSteps): the expansion of an argument an invocation's replacement
   * needs is a sub-step, and so are the invocations in that argument, on one heap stack: macro
   * arguments nest as deep as gcc takes them (f(f(f(...))) 10^4 levels) without the host's stack.
   */
  private *expandNextSteps(r: Reader): Steps<PTok> {
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
        // Outside #if: gcc 12 answers __has_builtin and __has_attribute there too, and refuses
        // __has_include (yet evaluates it).
        if (m.builtin === 'has_include' || m.builtin === 'has_feature') return this.operatorOutsideIf(r, t, m.builtin === 'has_include');
        const v = this.builtinToken(m, t);
        r.unget(this.pad(null, t, -1));
        r.unget(v);
        r.unget(this.pad(t, t, 1));
        continue;
      }
      let body: Replacement;
      this.lexedUpTo(t);
      if (m.kind === 'obj') {
        body = (yield this.substSteps(m, [], t, this.hs.add(t.hide, m.name))) as Replacement;
      } else {
        const skipped: PTok[] = [];
        const depth = this.frames.length;
        let u = r.next();
        while (u.pad || u.run) {
          // (A run after the name may start with the `(`: its first token is looked at, the rest stays a run.)
          if (u.run) this.peelFirst(r, u);
          else skipped.push(u);
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
        this.lexedUpTo(res.rparen);
        body = (yield this.substSteps(m, res.args, t, this.hs.add(hsIntersect(t.hide, res.rparen.hide), m.name))) as Replacement;
      }
      // A bomb (each level doubling the last) makes one replacement bigger than any real
      // program's; nesting that gcc takes (10,000 levels of f(f(...))) stays far below.
      if (body.count > MAX_EXPANSION_TOKENS) {
        if (!this.fatal) this.error(t.pos, `macro expansion of "${m.name}" exceeds the limit of ${MAX_EXPANSION_TOKENS} tokens`);
        this.fatal = true;
        return mkTok('eof', '', t.pos, false, true);
      }
      r.unget(this.pad(null, t, -1));
      r.ungetAll(body.toks);
      r.unget(this.pad(t, t, 1));
    }
  }

  /**
   * The last token read from a file, as far as expansions know: gcc's `#` gives its string that
   * token's place (_cpp_temp_token: the `)` closing the outermost invocation), not the macro's.
   */
  private lexedTo: SourcePos | undefined;
  private lexedUpTo(t: PTok): void {
    if (t.macro !== undefined) return;
    const p = t.pos, at = this.lexedTo;
    if (!at || at.file !== p.file || p.line > at.line || (p.line === at.line && p.col > at.col)) this.lexedTo = { file: p.file, line: p.line, col: p.col };
  }

  private peelFirst(r: Reader, run: PTok): void {
    const { toks, start, end, count } = run.run!;
    const first = toks[start];
    let solid = start + 1;
    while (solid < end && toks[solid].pad) solid++;
    // (What is left stays a run if it has a token besides padding, as every run has.)
    if (solid < end) r.unget(this.runToken(toks, start + 1, end, count - (first.run ? first.run.count : 1), run.hide, run));
    else for (let k = end - 1; k > start; k--) r.unget(toks[k]);
    r.unget(run.hide ? this.hs.paint(first, run.hide) : first);
  }

  private runToken(toks: PTok[], start: number, end: number, count: number, hide: ReadonlySet<string> | undefined, at: PTok): PTok {
    const t = mkTok('other', '', at.pos, false, false, undefined, hide);
    let k = start;
    while (toks[k].pad) k++;
    const first = toks[k];
    t.run = { toks, start, end, count, opens: first.run ? first.run.opens : isPunct(first, '(') };
    return t;
  }

  protected builtinToken(m: Macro, t: PTok): PTok {
    const f = this.frames[this.frames.length - 1];
    const mk = (kind: 'number' | 'string', text: string): PTok => mkTok(kind, text, t.pos, false, false, t.macro ?? m.name);
    const str = (s: string): string => '"' + s.replace(/[\\"]/g, (c) => '\\' + c) + '"';
    if (m.builtin === 'COUNTER' || m.builtin === 'DATE' || m.builtin === 'TIME' || m.builtin === 'TIMESTAMP' || m.builtin === 'BASE_FILE') this.unitDependent = true;
    switch (m.builtin) {
      case 'FILE': return mk('string', str(f.presumed));
      case 'LINE': return mk('number', String(t.pos.line + (t.pos.file === f.path ? f.lineDelta : 0)));
      case 'COUNTER': return mk('number', String(this.counter++));
      case 'DATE': case 'TIME': case 'TIMESTAMP': {
        this.opts.onBuildTime?.();
        if (m.builtin === 'TIMESTAMP') {
          // gcc: the current source file's last modification, in local time.
          const mtime = this.opts.fileTime?.(f.path);
          const b = mtime === undefined ? (this.built ??= buildTime(this.error.bind(this), t.pos)) : formatTime(new Date(mtime), false);
          return mk('string', str(`${b.weekday} ${b.month} ${b.day} ${b.time} ${b.year}`));
        }
        const b = this.built ??= buildTime(this.error.bind(this), t.pos);
        return mk('string', str(m.builtin === 'DATE' ? `${b.month} ${b.day} ${b.year}` : b.time));
      }
      case 'INCLUDE_LEVEL': return mk('number', String(Math.max(0, this.frames.length - 1)));
      case 'BASE_FILE': return mk('string', str(this.mainFile));
      default: return mk('number', '0');
    }
  }

  /** Reads the arguments of a function-like macro invocation; `(` is already consumed. */
  protected collectArgs(r: Reader, m: Macro, name: PTok): { args: Arg[]; rparen: PTok } | null {
    const sliced = r instanceof ListReader ? r.argRanges(m.variadic ? m.params.length - 1 : -1) : undefined;
    if (sliced) return this.checkArgCount(m, name, sliced.args) ? sliced : null;
    const args: Arg[] = [];
    let cur: PTok[] = [];
    let depth = 0;
    const whole = (a: PTok[]): Arg => new Arg(a, 0, a.length);
    const trim = (a: PTok[]): PTok[] => {
      let n = a.length;
      while (n > 0 && a[n - 1].pad) n--;
      return n === a.length ? a : a.slice(0, n);
    };
    for (;;) {
      let u = r.next();
      if (u.run) {
        r.ungetRun(u);
        continue;
      }
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
            args.push(whole(trim(cur)));
            return this.checkArgCount(m, name, args) ? { args, rparen: u } : null;
          }
          depth--;
        } else if (u.text === ',' && depth === 0 && !(m.variadic && args.length === m.params.length - 1)) {
          args.push(whole(trim(cur)));
          cur = [];
          continue;
        }
      }
      cur.push(u);
    }
  }

  protected checkArgCount(m: Macro, name: PTok, args: Arg[]): boolean {
    const n = m.params.length;
    if (n === 0 && args.length === 1 && args[0].empty) {
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

  /** An argument macro-expanded on its own (§6.10.3.1), once; none (an omitted variable argument) is empty. */
  private *expandArgSteps(a: Arg | undefined, at: PTok): Steps<PTok[]> {
    if (!a) return [];
    if (a.expanded) return a.expanded;
    if (this.argDepth >= MAX_ARG_NESTING) {
      if (!this.fatal) this.error(at.pos, `macro arguments nested more than ${MAX_ARG_NESTING} levels deep`);
      this.fatal = true;
      return (a.expanded = []);
    }
    const eof = mkTok('eof', '', at.pos, false, true);
    const r = new ListReader(a.base, eof, this.hs, a.start, a.end);
    const out: PTok[] = [];
    let count = 0;
    // A function-like macro's name that the argument's expansion followed with `(` (an object-like
    // macro's expansion, say) is invoked when the replacement is rescanned: then no run.
    let inert = true, named = false;
    this.argDepth++;
    try {
      for (;;) {
        let t = r.next();
        if (this.startsExpansion(t)) { r.unget(t); t = (yield this.expandNextSteps(r)) as PTok; }
        if (t.kind === 'eof') break;
        // (A run, from the replacement of an invocation in the argument, stays one.)
        out.push(t);
        count += t.run ? t.run.count : 1;
        if (!t.pad) {
          if (named && (t.run ? t.run.opens : isPunct(t, '('))) inert = false;
          named = t.kind === 'ident' && this.macros.get(t.text)?.kind === 'fn' && !t.hide?.has(t.text);
        }
        if (count > MAX_EXPANSION_TOKENS) {
          if (!this.fatal) this.error(at.pos, `macro expansion of an argument of "${at.text}" exceeds the limit of ${MAX_EXPANSION_TOKENS} tokens`);
          this.fatal = true;
          break;
        }
      }
    } finally {
      this.argDepth--;
    }
    a.expanded = out;
    a.expandedCount = count;
    a.inert = inert;
    return out;
  }

  /** Replaces the parameters in the body of `m` (§6.10.3.1-3) and adds the hide set. */
  private *substSteps(m: Macro, args: Arg[], inv: PTok, hs: ReadonlySet<string>): Steps<Replacement> {
    const out = (yield this.substRangeSteps(m, args, inv, 0, m.body.length)) as PTok[];
    // In place: the list is as long as the arguments, which nest.
    let n = 0, count = 0;
    for (let k = 0; k < out.length; k++) {
      const t = out[k];
      if (t.placemarker) continue;
      out[n++] = this.hs.paint(t, hs);
      count += t.run ? t.run.count : 1;
    }
    out.length = n;
    return { toks: out, count };
  }

  /**
   * An expanded argument as substituted: one run for all but the macros' names it ends with
   * (what follows the parameter may invoke them) and the padding after them; short ones as
   * they are.
   */
  private substituted(seg: PTok[], count: number, at: PTok): PTok[] {
    if (seg.length < MIN_RUN) return seg;
    let end = seg.length;
    for (;;) {
      let last = end - 1;
      while (last >= 0 && seg[last].pad) last--;
      const t = seg[last];
      if (last < 0 || t.kind !== 'ident' || !this.macros.has(t.text) || t.hide?.has(t.text)) break;
      end = last;
    }
    let solid = 0;
    while (solid < end && seg[solid].pad) solid++;
    // (A run has a token besides padding: a __VA_OPT__ asks whether the argument has one.)
    if (end < MIN_RUN || solid === end) return seg;
    const out = [this.runToken(seg, 0, end, count - (seg.length - end), undefined, at)];
    for (let k = end; k < seg.length; k++) out.push(seg[k]);
    return out;
  }

  /** `toks` with its runs taken apart (for `#` and `##`, which need the tokens). */
  private flatten(toks: PTok[]): PTok[] {
    if (!toks.some((t) => t.run)) return toks;
    const eof = mkTok('eof', '', toks[0].pos, false, true);
    const r = new ListReader(toks, eof, this.hs);
    const out: PTok[] = [];
    for (let t = r.next(); t !== eof; t = r.next()) {
      if (t.run) r.ungetRun(t);
      else out.push(t);
    }
    return out;
  }

  private *substRangeSteps(m: Macro, args: Arg[], inv: PTok, start: number, end: number): Steps<PTok[]> {
    const out: PTok[] = [];
    const body = m.body;
    const macroName = inv.macro ?? m.name;
    const placemarker = (): PTok => {
      const p = mkTok('other', '', inv.pos, false, false);
      p.placemarker = true;
      return p;
    };
    const vaIdx = m.variadic ? m.params.length - 1 : -1;
    const vaExpanded = (): Steps<PTok[]> => this.expandArgSteps(args[vaIdx], inv);
    const present = (x: PTok[]): boolean => x.some((t) => !t.pad);
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
        const group = present((yield vaExpanded()) as PTok[]) ? (yield this.substRangeSteps(m, args, inv, i + 3, close)) as PTok[] : [];
        seg = [this.stringify(this.flatten(group), inv, macroName, { name: m.name, at: inv.pos, spelling: this.lexedTo ?? inv.pos, def: body[i + 1].pos })];
        marker = withSpace(b, b.space || body[i + 1].space);
        isArg = true;
        i = close;
      } else if (m.kind === 'fn' && isPunct(b, '#') && i + 1 < end && m.paramIdx[i + 1] >= 0) {
        const p = m.paramIdx[i + 1];
        seg = [this.stringify(args[p] ? args[p].raw : [], inv, macroName, { name: m.name, at: inv.pos, spelling: this.lexedTo ?? inv.pos, def: body[i + 1].pos })];
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
        // Each of the argument's tokens is now also in this expansion, at the parameter (an
        // operand of `##` too: the pasted token is at its left operand's place).
        const atParam = (x: PTok[]): PTok[] => x.map((t) => (t.pad || t.run || t.kind === 'eof' ? t : { ...t, pos: viaPos(t.pos, { name: m.name, at: inv.pos, spelling: t.pos, def: b.pos }) }));
        if (paste || rhsPaste) {
          seg = a ? atParam(a.raw) : [];
          if (seg.length === 0) seg = [placemarker()];
        } else {
          seg = a ? (yield this.expandArgSteps(a, inv)) as PTok[] : [];
          if (a?.inert) seg = this.substituted(seg, a.expandedCount, inv);
          seg = atParam(seg);
        }
      } else if (b.kind === 'ident' && b.text === '__VA_OPT__' && m.variadic && m.vaoptEnd.has(i)) {
        const close = m.vaoptEnd.get(i)!;
        seg = present((yield vaExpanded()) as PTok[]) ? (yield this.substRangeSteps(m, args, inv, i + 2, close)) as PTok[] : [];
        if (seg.length === 0) seg = [placemarker()];
        i = close;
      } else {
        seg = [mkTok(b.kind, b.text, viaPos(inv.pos, { name: m.name, at: inv.pos, spelling: b.pos, def: b.pos }), b.space, false, macroName)];
      }
      const rhsPasteAfter = i + 1 < end && isPasteOp(body[i + 1]);
      if (isArg && !paste && segStart !== 0) out.push(this.pad(marker, inv));
      if (paste) {
        paste = false;
        while (out.length && out[out.length - 1].pad) out.pop();
        // (Runs come only from a __VA_OPT__ group next to `##`.)
        if (out.length && out[out.length - 1].run) {
          for (const t of this.flatten([out.pop()!])) out.push(t);
          while (out.length && out[out.length - 1].pad) out.pop();
        }
        seg = this.flatten(seg);
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
  protected stringify(arg: PTok[], inv: PTok, macroName: string, via: MacroVia): PTok {
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
    return mkTok('string', '"' + s + '"', viaPos(inv.pos, via), false, false, macroName);
  }

  /** The `##` operator: the result must lex as exactly one preprocessing token. */
  protected pasteTokens(lhs: PTok, rhs: PTok, inv: PTok, macroName: string): PTok[] {
    if (lhs.placemarker) return [rhs];
    if (rhs.placemarker) return [lhs];
    const text = lhs.text + rhs.text;
    const tmp = new DiagnosticSink();
    const toks = lex('<paste>', text, tmp);
    if (tmp.list.length === 0 && toks.length === 2 && toks[0].kind !== 'eof' && toks[1].pos.col === text.length + 1 && toks[0].pos.col === 1) {
      return [mkTok(toks[0].kind, toks[0].text, lhs.pos, lhs.space, false, macroName)];
    }
    this.error(lhs.pos, `pasting "${lhs.text}" and "${rhs.text}" does not give a valid preprocessing token`);
    return [lhs, withSpace(rhs, true)];
  }

  /**
   * Macro-expands a directive's operands with the spacing gcc -E gives an expansion's tokens
   * (./preprocessor.ts loop: a token's space comes from the padding before it).
   */
  protected expandSpaced(toks: PTok[], end: PTok): PTok[] {
    const r = new ListReader(toks, mkTok('eof', '', posAfter(end), false, true), this.hs);
    const out: PTok[] = [];
    let source: PTok | null = null, padded = false;
    for (;;) {
      const t = this.expandNext(r);
      if (t.kind === 'eof') return out;
      if (t.pad) {
        padded = true;
        if (source === null || (!source.space && !t.padSrc)) source = t.padSrc ?? null;
        continue;
      }
      const prev = out[out.length - 1];
      out.push(withSpace(t, (source ?? t).space || (padded && prev !== undefined && avoidPaste(prev, t))));
      source = null;
      padded = false;
    }
  }

  /** Macro-expands a directive's operands (for #include and #line), padding dropped. */
  protected expandTokens(toks: PTok[], end: PTok): PTok[] {
    const out: PTok[] = [];
    out.length = this.expandInto(toks, end, out);
    return out;
  }

  /**
   * Macro-expands a directive's operands into `out` from its start, padding dropped; returns how
   * many tokens it wrote. What needs no expansion is moved in bulk (ListReader.drainPlain): a
   * #if's expansion can be long, and its evaluation reuses one list.
   */
  protected expandInto(toks: PTok[], end: PTok, out: PTok[]): number {
    const r = new ListReader(toks, mkTok('eof', '', posAfter(end), false, true), this.hs);
    let n = 0;
    for (;;) {
      n = r.drainPlain(out, n);
      const t = this.expandNext(r);
      if (t.kind === 'eof') return n;
      if (!t.pad) out[n++] = t;
    }
  }
}
