/**
 * #if and #elif (C11 6.10.1): `defined`, __has_include and __has_feature, macro expansion of
 * the line, then evaluation in intmax_t / uintmax_t with gcc's diagnostics.
 */
import { DiagnosticSink, type SourcePos } from './diagnostics';
import { IMPLICIT_DECLS } from './implicit-decls';
import { COMPILER_BUILTINS } from './parse-core';
import { GCC_BUILTINS } from './parse-builtins';
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
    const name = inner.length === 1 ? inner[0].text : '';
    // As gcc 12 answers, for the builtins mpisim implements: the compiler's (`__builtin_expect`,
    // `__builtin_trap` ...), the library's (`__builtin_memcpy`), none it would declare implicitly.
    const yes = t.text === '__has_builtin' && (KNOWN_BUILTINS.has(name) || Object.hasOwn(COMPILER_BUILTINS, name) || Object.hasOwn(GCC_BUILTINS, name)
      || (name.startsWith('__builtin_') && !!IMPLICIT_DECLS[name.slice(10)]?.g));
    return mkTok('number', yes ? '1' : '0', t.pos, t.space, false);
  }

  /** `__has_builtin(x)` and the like in program text, as gcc 12 takes them there (`int b = __has_builtin(x);`). */
  protected operatorOutsideIf(r: Reader, t: PTok, include: boolean): PTok {
    if (include) this.error(t.pos, `"${t.text}" used outside of preprocessing directive`);
    const failed = this.ifFailed;
    this.ifFailed = false;
    try {
      return include ? this.parseHasInclude(r, t) : this.parseHasFeature(r, t);
    } finally {
      this.ifFailed = failed;
    }
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
const DECIMAL = /^(?:0|[1-9][0-9]*)$/;
const SMALL_DECIMALS = new Map<string, Val>();
const EXPR_PUNCT = new Set([...Object.keys(BIN_PREC), '(', ')', '~', '!', '?', ':', ',']);

const norm = (v: bigint, u: boolean): bigint => (u ? BigInt.asUintN(64, v) : BigInt.asIntN(64, v));
const INT64_MAX = (1n << 63n) - 1n;
const INT64_MIN = -(1n << 63n);
const UINT64_MAX = (1n << 64n) - 1n;
const SAFE_MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** `v` (in its type's range) as a Val: a number when doubles hold it exactly. */
function val(v: bigint, u: boolean): Val {
  return { v: v >= -SAFE_MAX && v <= SAFE_MAX ? Number(v) : v, u };
}
const big = (v: number | bigint): bigint => (typeof v === 'bigint' ? v : BigInt(v));
/** `a` converted to uintmax_t when `u` (a negative intmax_t wraps), else as it is. */
const converted = (a: Val, u: boolean): Val => (u && !a.u && a.v < 0 ? val(BigInt.asUintN(64, big(a.v)), true) : a.u === u ? a : { v: a.v, u });
const ZERO: Val = { v: 0, u: false };
const ONE: Val = { v: 1, u: false };
/** `r + 0`: a product, quotient or negation of zero is -0 in doubles, 0 in C. */
const num = (r: number, u: boolean): Val => ({ v: r + 0, u });

/** An operator of a #if expression waiting for its right operand; `ev`: that operand is evaluated. */
type Pending =
  | { k: 'prefix'; t: PTok; ev: boolean }
  | { k: '('; t: PTok; ev: boolean }
  | { k: 'bin'; op: PTok; prec: number; l: Val; evOp: boolean; ev: boolean }
  | { k: '?'; q: PTok; taken: boolean; evOp: boolean; ev: boolean }
  | { k: ':'; a: Val; taken: boolean; ev: boolean }
  | { k: ','; ev: boolean };

class IfParser {
  private i = 0;
  /** Each number's or character's value, by token index (peek() validates a token more than once). */
  private cache: (Val | undefined)[] = [];
  constructor(private toks: PTok[], private sink: DiagnosticSink, private dir: string) {}

  /**
   * The expression, parsed by one loop over a stack of pending operators (not one recursive
   * call per parenthesis or operator), so nesting gcc takes costs heap, not the host's stack.
   * Each pending entry keeps `ev`: whether the operand after it is evaluated (the untaken
   * sides of `&&`, `||` and `?:` raise no error or warning, C99 6.10.1).
   */
  run(): boolean {
    const st: Pending[] = [];
    const evHere = (): boolean => (st.length ? st[st.length - 1].ev : true);
    for (;;) {
      // Operand position.
      let e: Val | undefined;
      while (!e) {
        const t = this.peek();
        const prev = this.toks[this.i - 1];
        if (!t) {
          if (prev && prev.kind === 'punct') throw new IfError(prev.pos, `operator '${prev.text}' has no right operand`);
          throw new IfError(prev ? prev.pos : { file: '', line: 0, col: 0 }, `${this.dir} with no expression`);
        }
        if (t.kind === 'punct' && (t.text === '+' || t.text === '-' || t.text === '~' || t.text === '!')) {
          this.i++;
          st.push({ k: 'prefix', t, ev: evHere() });
        } else if (t.kind === 'number' || t.kind === 'char') {
          this.i++;
          e = this.cache[this.i - 1]!;
        } else if (t.kind === 'ident') {
          this.i++;
          e = ZERO;
        } else if (isPunct(t, '(')) {
          this.i++;
          const c = this.peek();
          if (isPunct(c, ')')) throw new IfError(c!.pos, "missing expression between '(' and ')'");
          st.push({ k: '(', t, ev: evHere() });
        } else if (isPunct(t, ')')) {
          if (prev && isPunct(prev, '(')) throw new IfError(t.pos, "missing expression between '(' and ')'");
          if (prev && prev.kind === 'punct') throw new IfError(prev.pos, `operator '${prev.text}' has no right operand`);
          throw new IfError(t.pos, "missing '(' in expression");
        } else if (isPunct(t, ':')) {
          if (prev && prev.kind === 'punct' && !isPunct(prev, ')')) throw new IfError(prev.pos, `operator '${prev.text}' has no right operand`);
          throw new IfError(t.pos, "':' without preceding '?'");
        } else throw new IfError(t.pos, `operator '${t.text}' has no left operand`);
      }
      // Operator position.
      for (;;) {
        for (let top = st[st.length - 1]; top?.k === 'prefix'; top = st[st.length - 1]) {
          st.pop();
          e = this.prefix(top.t, e, top.ev);
        }
        const t = this.peek();
        const prec = t?.kind === 'punct' ? BIN_PREC[t.text] : undefined;
        if (t && prec !== undefined) {
          e = this.reduce(st, e, prec);
          this.i++;
          const ev = evHere();
          st.push({ k: 'bin', op: t, prec, l: e, evOp: ev, ev: t.text === '&&' ? ev && e.v !== 0 : t.text === '||' ? ev && e.v === 0 : ev });
          break;
        }
        if (isPunct(t, '?')) {
          e = this.reduce(st, e, 0);
          this.i++;
          const ev = evHere(), taken = e.v !== 0;
          st.push({ k: '?', q: t!, taken, ev: ev && taken, evOp: ev });
          break;
        }
        e = this.reduce(st, e, -1);
        const open = st[st.length - 1];
        if (isPunct(t, ',')) {
          this.i++;
          st.push({ k: ',', ev: evHere() });
          break;
        }
        if (isPunct(t, ':') && open?.k === '?') {
          st.pop();
          this.i++;
          st.push({ k: ':', a: e, taken: open.taken, ev: open.evOp && !open.taken });
          break;
        }
        if (isPunct(t, ')') && open?.k === '(') {
          st.pop();
          this.i++;
          continue;
        }
        // Errors where gcc reports them.
        if (!t) {
          if (open?.k === '(') throw new IfError(open.t.pos, "missing ')' in expression");
          if (open?.k === '?') throw new IfError(posAfter(this.toks[this.toks.length - 1]), "'?' without following ':'");
          return e.v !== 0;
        }
        if (isPunct(t, ')') && open?.k === '?') throw new IfError(t.pos, "'?' without following ':'");
        if (isPunct(t, ':')) throw new IfError(t.pos, "':' without preceding '?'");
        if (isPunct(t, ')')) throw new IfError(t.pos, "missing '(' in expression");
        throw new IfError(t.pos, `missing binary operator before token "${t.text}"`);
      }
    }
  }

  /** The next token, validated like gcc's lexer does for #if. */
  private peek(): PTok | undefined {
    const t = this.toks[this.i];
    if (!t) return undefined;
    if (t.kind === 'punct' && !EXPR_PUNCT.has(t.text)) throw new IfError(t.pos, `token "${t.text}" is not valid in preprocessor expressions`);
    if (t.kind === 'string' || t.kind === 'other' || t.kind === 'header') throw new IfError(t.pos, `token "${t.text}" is not valid in preprocessor expressions`);
    if ((t.kind === 'number' || t.kind === 'char') && this.cache[this.i] === undefined) {
      this.cache[this.i] = t.kind === 'number' ? this.number(t) : this.charConst(t);
    }
    return t;
  }

  /**
   * Applies pending operators from the top of the stack down: binary ones of precedence `prec`
   * or above, or (prec -1) those and the ends of `?:` and `,` too.
   */
  private reduce(st: Pending[], e0: Val, prec: number): Val {
    let e = e0;
    for (let top = st[st.length - 1]; top && (top.k === 'bin' ? top.prec >= prec : prec < 0 && (top.k === ':' || top.k === ',')); top = st[st.length - 1]) {
      st.pop();
      if (top.k === 'bin') e = this.apply(top.op, top.l, e, top.evOp);
      else if (top.k === ':') {
        e = converted(top.taken ? top.a : e, top.a.u || e.u);
      }
    }
    return e;
  }

  /**
   * Where gcc reports an overflow: at the token that makes it apply the operator (the next
   * operator, `)` or `:`), or just past the line's end. Asked only when warning: the
   * operators are applied before the parser moves past that token.
   */
  private reducedAt(): SourcePos {
    const t = this.toks[this.i];
    return t ? t.pos : posAfter(this.toks[this.toks.length - 1]);
  }

  /** The value of a unary operator `t` applied to `v` (evaluated when `ev`). */
  private prefix(t: PTok, v: Val, ev: boolean): Val {
    const x = v.v;
    switch (t.text) {
      case '+': return v;
      case '-': {
        // Doubles' range is symmetric: only an unsigned value's negation wraps.
        if (typeof x === 'number' && (!v.u || x === 0)) return num(-x, v.u);
        const r = norm(-big(x), v.u);
        if (!v.u && r !== -big(x) && ev) this.sink.warning(this.reducedAt(), 'integer overflow in preprocessor expression');
        return val(r, v.u);
      }
      case '~':
        if (typeof x === 'number' && !v.u && x > Number.MIN_SAFE_INTEGER) return { v: -x - 1, u: false };
        return val(norm(~big(x), v.u), v.u);
      default: return x === 0 ? ONE : ZERO;
    }
  }

  private apply(op: PTok, a: Val, b: Val, ev: boolean): Val {
    const s = op.text;
    if (s === '&&') return a.v !== 0 && b.v !== 0 ? ONE : ZERO;
    if (s === '||') return a.v !== 0 || b.v !== 0 ? ONE : ZERO;
    return (typeof a.v === 'number' && typeof b.v === 'number' && applyExact(s, a, b)) || this.applyBig(op, a, b, ev);
  }

  /** `a op b` in 64 bits, with gcc's overflow warning and division error. */
  private applyBig(op: PTok, a0: Val, b0: Val, ev: boolean): Val {
    const overflow = (): void => {
      if (ev) this.sink.warning(this.reducedAt(), 'integer overflow in preprocessor expression');
    };
    const s = op.text;
    const a = { v: big(a0.v), u: a0.u }, b = { v: big(b0.v), u: b0.u };
    if (s === '<<' || s === '>>') {
      let n = b.v;
      let left = s === '<<';
      if (n < 0n) {
        left = !left;
        n = -n;
      }
      const x = a.v;
      if (left) {
        if (n >= 64n) {
          if (!a.u && x !== 0n) overflow();
          return { v: 0, u: a.u };
        }
        const exact = x << n;
        const r = norm(exact, a.u);
        if (!a.u && r !== exact) overflow();
        return val(r, a.u);
      }
      if (n >= 64n) return { v: !a.u && x < 0n ? -1 : 0, u: a.u };
      return val(norm(x >> n, a.u), a.u);
    }
    const u = a.u || b.u;
    // Values are in their own type's range already: only a signed one met by an unsigned one converts.
    const x = a.u === u ? a.v : norm(a.v, u);
    const y = b.u === u ? b.v : norm(b.v, u);
    const bool = (c: boolean): Val => (c ? ONE : ZERO);
    switch (s) {
      case '<': return bool(x < y);
      case '>': return bool(x > y);
      case '<=': return bool(x <= y);
      case '>=': return bool(x >= y);
      case '==': return bool(x === y);
      case '!=': return bool(x !== y);
      case '&': return val(norm(x & y, u), u);
      case '^': return val(norm(x ^ y, u), u);
      case '|': return val(norm(x | y, u), u);
    }
    let exact: bigint;
    switch (s) {
      case '+': exact = x + y; break;
      case '-': exact = x - y; break;
      case '*': exact = x * y; break;
      default:
        if (y === 0n) {
          if (ev) throw new IfError(op.pos, 'division by zero in #if');
          return { v: 0, u };
        }
        exact = s === '/' ? x / y : x % y;
    }
    // In range (the usual case), norm would give the same value at the cost of a new BigInt.
    if (u ? exact >= 0n && exact <= UINT64_MAX : exact >= INT64_MIN && exact <= INT64_MAX) return val(exact, u);
    const r = norm(exact, u);
    if (!u) overflow();
    return val(r, u);
  }

  private number(t: PTok): Val {
    const text = t.text;
    // Plain decimals (most of what #if lines hold) by a path without regular expressions; a
    // value is shared by every use of its spelling (values are never changed in place).
    const known = SMALL_DECIMALS.get(text);
    if (known) return known;
    if (text.length <= 15 && DECIMAL.test(text)) {
      const d: Val = { v: Number(text), u: false };
      if (SMALL_DECIMALS.size < 4096) SMALL_DECIMALS.set(text, d);
      return d;
    }
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
    return val(v, u);
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
      if (prefix === 'u') return { v: last & 0xffff, u: true };
      if (prefix === 'U') return { v: last >>> 0, u: true };
      return { v: last | 0, u: false };
    }
    if (prefix === 'u8') {
      if (units.length > 1) this.sink.warning(t.pos, 'character constant too long for its type');
      return { v: units[units.length - 1] & 0xff, u: true };
    }
    // A plain char is signed: the byte's value sign-extended.
    if (units.length === 1) return { v: ((units[0] & 0xff) << 24) >> 24, u: false };
    if (units.length > 4) this.sink.warning(t.pos, 'character constant too long for its type');
    else this.sink.warning(t.pos, 'multi-character character constant');
    // The last four bytes, as an int.
    let v = 0;
    for (const x of units) v = (v << 8) | (x & 0xff);
    return { v, u: false };
  }
}

/**
 * `a op b` for values both numbers, in doubles, when the result is exact there and needs no
 * diagnostic (no overflow, no division by zero): undefined otherwise, for the 64-bit path.
 */
function applyExact(s: string, a: Val, b: Val): Val | undefined {
  let x = a.v as number;
  const y = b.v as number;
  if (s === '<<' || s === '>>') {
    let n = y, left = s === '<<';
    if (n < 0) { left = !left; n = -n; }
    if (left) {
      if (n >= 64) return undefined;
      // A product past 2^53 rounds to 2^53 or more, never to a safe integer.
      const r = x * 2 ** n;
      return Number.isSafeInteger(r) ? { v: r, u: a.u } : undefined;
    }
    if (n >= 64) return { v: !a.u && x < 0 ? -1 : 0, u: a.u };
    // Dividing by a power of two is exact; floor is the arithmetic shift.
    return { v: Math.floor(x / 2 ** n), u: a.u };
  }
  const u = a.u || b.u;
  // A negative intmax_t converted to uintmax_t is 2^64 less, past the doubles' exact range.
  if (u && (x < 0 || y < 0)) return undefined;
  switch (s) {
    case '<': return x < y ? ONE : ZERO;
    case '>': return x > y ? ONE : ZERO;
    case '<=': return x <= y ? ONE : ZERO;
    case '>=': return x >= y ? ONE : ZERO;
    case '==': return x === y ? ONE : ZERO;
    case '!=': return x !== y ? ONE : ZERO;
  }
  if (s === '&' || s === '^' || s === '|') {
    // Two's complement in 32 bits is the 64-bit one for values that fit in 32.
    if ((x | 0) !== x || (y | 0) !== y) return undefined;
    return { v: s === '&' ? x & y : s === '^' ? x ^ y : x | y, u };
  }
  if (s === '/' || s === '%') {
    if (y === 0) return undefined;
    // JavaScript's % is exact and truncates as C's does; x less it divides exactly.
    const rem = x % y;
    return num(s === '%' ? rem : (x - rem) / y, u);
  }
  x = s === '+' ? x + y : s === '-' ? x - y : x * y;
  // Past 2^53 the rounded result is not a safe integer either; an unsigned one below 0 wraps.
  return Number.isSafeInteger(x) && (!u || x >= 0) ? num(x, u) : undefined;
}
