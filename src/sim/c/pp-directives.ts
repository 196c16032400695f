/**
 * Directives (C11 6.10): conditionals, #define and #undef, #line, #pragma and _Pragma, #error
 * and #warning; #include is the driver's (./preprocessor.ts), as it opens files.
 */
import { DiagnosticSink, type SourcePos } from './diagnostics';
import { lex } from './lexer';
import type { Token } from './token';
import {
  type PTok, mkTok, OPERATOR_NAMES, type Macro, type Frame, isPasteOp, isPunct, posAfter, joinTokens, destringize,
  sameDefinition, withSpace,
} from './pp-core';
import { IfEvaluator } from './pp-if';
import { ignoredPragma } from './wall-warnings';

export abstract class DirectiveProcessor extends IfEvaluator {
  protected abstract skipping(f: Frame): boolean;
  protected abstract flushLexDiags(f: Frame, line: number): void;
  protected abstract doInclude(f: Frame, line: PTok[], dir: string): void;

  // ----- directives -----

  protected readLine(f: Frame): PTok[] {
    const start = f.i;
    let j = f.i + 1;
    for (let t = f.toks.at(j); t.kind !== 'eof' && !t.bol; t = f.toks.at(++j));
    f.i = j;
    return f.toks.slice(start, j);
  }

  protected directive(f: Frame): void {
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
        // gcc names the option of #warning (-Wno-cpp hides it).
        else this.warning(nameTok.pos, `${msg} [-Wcpp]`);
        return;
      }
      case 'pragma': this.doPragma(f, line.slice(2), line[0].pos); return;
      case 'ident':
      case 'sccs':
      case 'assert':
      case 'unassert':
        return;
    }
    this.error(nameTok.pos, `invalid preprocessing directive #${nameTok.text}`);
  }

  protected extraTokens(line: PTok[], from: number, dir: string): void {
    if (line.length > from) this.warning(line[from].pos, `extra tokens at end of #${dir} directive`);
  }

  protected doIf(f: Frame, line: PTok[], dir: string, skipping: boolean, guardStart: boolean): void {
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

  protected macroNameOf(line: PTok[], dir: string): PTok | undefined {
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

  protected doElse(f: Frame, line: PTok[], dir: string): void {
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

  protected doEndif(f: Frame, line: PTok[]): void {
    const c = f.conds[f.conds.length - 1];
    if (!c) {
      this.error(line[1].pos, '#endif without #if');
      return;
    }
    if (!c.parentSkipping) this.extraTokens(line, 2, 'endif');
    f.conds.pop();
    if (f.conds.length === 0 && f.guardState === 'in') f.guardState = 'after';
  }

  protected doDefine(line: PTok[]): void {
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

  protected doUndef(line: PTok[]): void {
    const nt = this.macroNameOf(line, 'undef');
    if (!nt) return;
    const old = this.macros.get(nt.text);
    if (old && old.kind === 'builtin') this.warning(nt.pos, `undefining "${nt.text}"`);
    this.macros.delete(nt.text);
    this.extraTokens(line, 3, 'undef');
  }

  protected doLine(f: Frame, line: PTok[], ops: PTok[], marker: boolean): void {
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

  /** Pragmas `mpisim cc -E` writes back (keepPragmas), in the order they were read. */
  protected pragmaOut: Token[] = [];

  protected doPragma(f: Frame, args: PTok[], at: SourcePos, operator = false): void {
    this.performPragma(f, args);
    if (this.opts.unknownPragmas && !f.builtin) {
      const ignored = ignoredPragma(args, !!this.opts.openmp);
      if (ignored) this.ignoredPragmas.push({ pos: { file: at.file, line: at.line, col: 0 }, message: ignored });
    }
    // -fopenmp: gcc expands the macros of an OpenMP directive (all after `omp`), and the parser
    // reads the directive (Token.directive) where it stands among the tokens.
    const omp = this.opts.openmp && args[0]?.kind === 'ident' && args[0].text === 'omp';
    // `#pragma weak` reaches the parser too: the unit's weak names and aliases are the link's.
    const weak = args[0]?.kind === 'ident' && args[0].text === 'weak' && !f.builtin;
    if (omp) args = [args[0], ...this.expandSpaced(args.slice(1), args[args.length - 1]).map((t, k) => (k ? t : withSpace(t, true)))];
    if (!(omp || weak || this.opts.keepPragmas) || consumedPragma(args)) return;
    let text = '#pragma ';
    args.forEach((t, k) => { text += (k && t.space ? ' ' : '') + t.text; });
    const directive = omp || weak ? { directive: args.map((t): Token => ({ kind: t.kind, text: t.text, pos: t.pos, space: t.space, bol: false })) } : {};
    this.pragmaOut.push({ kind: 'pragma', text, pos: at, space: false, bol: true, ...(operator ? { expansion: -1 } : {}), ...directive });
  }

  private performPragma(f: Frame, args: PTok[]): void {
    const a0 = args[0];
    if (!a0) return;
    if (a0.text === 'once') {
      if (f === this.frames[0]) this.warning(a0.pos, '#pragma once in main file');
      this.onceFiles.add(f.key);
      return;
    }
    if (a0.text === 'mpisim' && args[1]?.text === 'library') {
      // The C library compiled after the program must not see the program's macros
      // (`#define count 10` would rewrite its code): only the headers' own stay.
      for (const [name, m] of this.macros) if (m.kind !== 'builtin' && !m.pos.file.startsWith('<built-in>')) this.macros.delete(name);
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
    if (a0.text === 'pack') { this.packPragma(a0, args.slice(1)); return; }
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

  /**
   * gcc's `#pragma pack`: `(n)`, `()`, `(push[, id][, n])`, `(pop[, id|n])`. The parser lays out
   * the records it closes with the state the tokens after the pragma carry (Token.pack).
   */
  private packPragma(a0: PTok, args: PTok[]): void {
    const words = args.filter((t) => !isPunct(t, ',')).slice(1, -1);
    if (!isPunct(args[0], '(') || !isPunct(args[args.length - 1], ')')) { this.warning(a0.pos, 'missing ‘(’ after ‘#pragma pack’ - ignored'); return; }
    const value = (t: PTok | undefined): number | undefined => {
      if (!t || t.kind !== 'number') return undefined;
      const n = Number(t.text);
      if (![1, 2, 4, 8, 16].includes(n)) { this.warning(t.pos, `alignment must be a small power of two, not ${t.text}`); return undefined; }
      return n;
    };
    const first = words[0];
    if (first?.text === 'push') {
      this.packStack.push(this.packNow);
      const n = value(words.find((t) => t.kind === 'number'));
      if (n !== undefined) this.packNow = n;
    } else if (first?.text === 'pop') {
      const id = words[1]?.kind === 'ident' ? words[1] : undefined;
      void id;
      this.packNow = this.packStack.length ? this.packStack.pop()! : 0;
    } else if (!first) {
      this.packNow = 0;
    } else {
      const n = value(first);
      if (n === undefined) return;
      this.packNow = n;
    }
    this.packChanged = true;
  }

  /** `_Pragma ( string-literal )` in the output stream: performed and removed. */
  protected pragmaOperator(t: PTok): void {
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
          this.doPragma(this.frames[this.frames.length - 1], toks, t.pos, true);
          return;
        }
        if (c.kind !== 'eof') this.back.push(c);
      } else if (s.kind !== 'eof') this.back.push(s);
    } else if (p.kind !== 'eof') this.back.push(p);
    this.error(t.pos, '_Pragma takes a parenthesized string literal');
  }
}

/** Pragmas gcc -E performs and drops; it writes every other one back as it was (macros unexpanded). */
function consumedPragma(args: PTok[]): boolean {
  const [a0, a1] = args.map((t) => t.text);
  if (a0 === 'once' || a0 === 'push_macro' || a0 === 'pop_macro') return true;
  return a0 === 'GCC' && ['warning', 'error', 'dependency', 'poison', 'system_header'].includes(a1);
}
