/**
 * #if and #elif (C11 6.10.1): `defined`, __has_include and __has_feature, macro expansion of
 * the line, then evaluation in intmax_t / uintmax_t with gcc's diagnostics.
 */
import { DiagnosticSink } from './diagnostics';
import { type PTok, mkTok, KNOWN_BUILTINS, type Frame, type Reader, IfError, type Val, isPunct, posAfter } from './pp-core';
import { MacroExpander } from './pp-expand';

export abstract class IfEvaluator extends MacroExpander {
  protected abstract headerName(toks: PTok[]): { name: string; angled: boolean; rest: PTok[] } | undefined;
  protected abstract resolveInclude(name: string, angled: boolean, f: Frame, next: boolean): { path: string; text: string; builtin: boolean; chainIndex: number; chainAngled: boolean } | undefined;

  // ----- #if expressions -----

  protected parseDefined(r: Reader, t: PTok): PTok {
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

  protected parseHasInclude(r: Reader, t: PTok): PTok {
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
  protected parseHasFeature(r: Reader, t: PTok): PTok {
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

  protected evalIf(line: PTok[], dir: string): boolean {
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
