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

  /** The expanded tokens of the #if being evaluated, the list reused from one to the next (as long as the longest). */
  private ifToks: PTok[] = [];

  protected evalIf(line: PTok[], dir: string): boolean {
    const ops = line.slice(2);
    const nameTok = line[1];
    if (ops.length === 0) {
      this.error(posAfter(nameTok), `#${dir} with no expression`);
      return false;
    }
    this.inIf = true;
    this.ifFailed = false;
    let n: number;
    try {
      n = this.expandInto(ops, line[line.length - 1], this.ifToks);
    } finally {
      this.inIf = false;
    }
    if (this.ifFailed) return false;
    if (n === 0) {
      this.error(posAfter(nameTok), `#${dir} with no expression`);
      return false;
    }
    try {
      return new IfParser(this.ifToks, n, this.sink, `#${dir}`).run();
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

// Operators by code; the binary ones are 1-18, PREC's indexes.
const MUL = 1, DIV = 2, MOD = 3, ADD = 4, SUB = 5, SHL = 6, SHR = 7, LT = 8, GT = 9, LE = 10, GE = 11, EQ = 12, NE = 13,
  AND = 14, XOR = 15, OR = 16, LAND = 17, LOR = 18, LPAREN = 19, RPAREN = 20, TILDE = 21, NOT = 22, QUEST = 23, COLON = 24, COMMA = 25;
const OP_CODES = new Map<string, number>([
  ['*', MUL], ['/', DIV], ['%', MOD], ['+', ADD], ['-', SUB], ['<<', SHL], ['>>', SHR], ['<', LT], ['>', GT], ['<=', LE], ['>=', GE],
  ['==', EQ], ['!=', NE], ['&', AND], ['^', XOR], ['|', OR], ['&&', LAND], ['||', LOR],
  ['(', LPAREN], [')', RPAREN], ['~', TILDE], ['!', NOT], ['?', QUEST], [':', COLON], [',', COMMA],
]);
/** Binary operators' precedence by code (0: not a binary operator). */
const PREC = [0, 10, 10, 10, 9, 9, 8, 8, 7, 7, 7, 7, 6, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0];
const DECIMAL = /^(?:0|[1-9][0-9]*)$/;
const SMALL_DECIMALS = new Map<string, Val>();
const DIGITS: Val[] = Array.from({ length: 10 }, (_, d) => ({ v: d, u: false }));
/** One-character operators' codes by character code (0: none). */
const CHAR_OPS = new Int8Array(128);
for (const [s, c] of OP_CODES) if (s.length === 1) CHAR_OPS[s.charCodeAt(0)] = c;

const norm = (v: bigint, u: boolean): bigint => (u ? BigInt.asUintN(64, v) : BigInt.asIntN(64, v));
const INT64_MAX = (1n << 63n) - 1n;
const INT64_MIN = -(1n << 63n);
const UINT64_MAX = (1n << 64n) - 1n;
const SAFE_MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** `v` (in its type's range) as a value: a number when doubles hold it exactly. */
const exact = (v: bigint): number | bigint => (v >= -SAFE_MAX && v <= SAFE_MAX ? Number(v) : v);
function val(v: bigint, u: boolean): Val {
  return { v: exact(v), u };
}
const big = (v: number | bigint): bigint => (typeof v === 'bigint' ? v : BigInt(v));
/** Whether `a op b` is unsigned: comparisons and logical operators give int, shifts their left operand's type. */
const unsignedResult = (op: number, au: boolean, bu: boolean): boolean =>
  op === SHL || op === SHR ? au : (op >= LT && op <= NE) || op >= LAND ? false : au || bu;

/**
 * The parser's stack holds operators waiting for their right operand, two numbers each: the
 * entry's kind, flags and operator code in one, and its token's index; `ev`: the operand after
 * it is evaluated. Values (a binary operator's left operand, `?:`'s middle one) are beside it.
 */
const P_PREFIX = 1, P_PAREN = 2, P_BIN = 3, P_QUEST = 4, P_COLON = 5, P_COMMA = 6;
const EV = 8, EV_OP = 16, TAKEN = 32, UNSIGNED = 64;
const entry = (kind: number, flags: number, op: number): number => kind | flags | (op << 8);

class IfParser {
  private i = 0;
  /** The stack (see P_PREFIX) and its values, by depth. */
  private st: number[] = [];
  private sv: (number | bigint)[] = [];
  private sp = 0;
  /** The value being built, and whether it is unsigned. */
  private v: number | bigint = 0;
  private u = false;
  /** The last number or character validated, and its value (peeking validates a token more than once). */
  private parsedAt = -1;
  private parsed: Val = { v: 0, u: false };
  /** `toks`' first `n` tokens are the expression (the list is reused, longer). */
  constructor(private toks: PTok[], private n: number, private sink: DiagnosticSink, private dir: string) {}

  private push(kind: number, flags: number, op: number, at: number, value: number | bigint): void {
    const k = this.sp++;
    this.st[2 * k] = entry(kind, flags, op);
    this.st[2 * k + 1] = at;
    this.sv[k] = value;
  }

  /** Whether the operand at this point is evaluated (the untaken sides of `&&`, `||` and `?:` are not). */
  private evHere(): number {
    return this.sp ? this.st[2 * this.sp - 2] & EV : EV;
  }

  /**
   * The expression, parsed by one loop over a stack of pending operators (not one recursive
   * call per parenthesis or operator), so nesting gcc takes costs heap, not the host's stack;
   * no object is made per token or operator. The untaken sides of `&&`, `||` and `?:` raise no
   * error or warning (C99 6.10.1).
   */
  run(): boolean {
    const toks = this.toks, st = this.st;
    for (;;) {
      // Operand position.
      for (;;) {
        const i = this.i;
        const c = this.code(i);
        const t = toks[i], prev = toks[i - 1];
        if (c < 0) {
          if (prev && prev.kind === 'punct') throw new IfError(prev.pos, `operator '${prev.text}' has no right operand`);
          throw new IfError(prev ? prev.pos : { file: '', line: 0, col: 0 }, `${this.dir} with no expression`);
        }
        if (c === 0) {
          if (t.kind === 'number' || t.kind === 'char') {
            const x = this.parsed;
            this.v = x.v;
            this.u = x.u;
          } else if (t.kind === 'ident') {
            this.v = 0;
            this.u = false;
          } else throw new IfError(t.pos, `operator '${t.text}' has no left operand`);
          this.i++;
          break;
        }
        if (c === ADD) {
          // Unary plus changes neither the value nor its type (intmax_t or uintmax_t).
          this.i++;
        } else if (c === SUB || c === TILDE || c === NOT) {
          this.i++;
          this.push(P_PREFIX, this.evHere(), c, i, 0);
        } else if (c === LPAREN) {
          this.i++;
          if (this.code(this.i) === RPAREN) throw new IfError(toks[this.i].pos, "missing expression between '(' and ')'");
          this.push(P_PAREN, this.evHere(), 0, i, 0);
        } else if (c === RPAREN) {
          if (prev && isPunct(prev, '(')) throw new IfError(t.pos, "missing expression between '(' and ')'");
          if (prev && prev.kind === 'punct') throw new IfError(prev.pos, `operator '${prev.text}' has no right operand`);
          throw new IfError(t.pos, "missing '(' in expression");
        } else if (c === COLON) {
          if (prev && prev.kind === 'punct' && !isPunct(prev, ')')) throw new IfError(prev.pos, `operator '${prev.text}' has no right operand`);
          throw new IfError(t.pos, "':' without preceding '?'");
        } else throw new IfError(t.pos, `operator '${t.text}' has no left operand`);
      }
      // Operator position.
      for (;;) {
        while (this.sp && (st[2 * this.sp - 2] & 7) === P_PREFIX) {
          const w = st[2 * --this.sp];
          this.prefix(w >> 8, (w & EV) !== 0);
        }
        const i = this.i;
        const c = this.code(i);
        const t = toks[i];
        const prec = c > 0 ? PREC[c] : 0;
        if (prec) {
          this.reduce(prec);
          this.i++;
          const ev = this.evHere();
          const lhs = this.v;
          this.push(P_BIN, (c === LAND ? (lhs !== 0 ? ev : 0) : c === LOR ? (lhs === 0 ? ev : 0) : ev) | (ev ? EV_OP : 0) | (this.u ? UNSIGNED : 0), c, i, lhs);
          break;
        }
        if (c === QUEST) {
          this.reduce(0);
          this.i++;
          const ev = this.evHere(), taken = this.v !== 0;
          this.push(P_QUEST, (taken ? TAKEN | ev : 0) | (ev ? EV_OP : 0), 0, i, 0);
          break;
        }
        this.reduce(-1);
        const open = this.sp ? st[2 * this.sp - 2] : 0;
        if (c === COMMA) {
          this.i++;
          this.push(P_COMMA, this.evHere(), 0, i, 0);
          break;
        }
        if (c === COLON && (open & 7) === P_QUEST) {
          this.sp--;
          this.i++;
          this.push(P_COLON, (open & TAKEN) | ((open & EV_OP) && !(open & TAKEN) ? EV : 0) | (this.u ? UNSIGNED : 0), 0, i, this.v);
          break;
        }
        if (c === RPAREN && (open & 7) === P_PAREN) {
          this.sp--;
          this.i++;
          continue;
        }
        // Errors where gcc reports them.
        if (c < 0) {
          if ((open & 7) === P_PAREN) throw new IfError(toks[st[2 * this.sp - 1]].pos, "missing ')' in expression");
          if ((open & 7) === P_QUEST) throw new IfError(posAfter(toks[this.n - 1]), "'?' without following ':'");
          return this.v !== 0;
        }
        if (c === RPAREN && (open & 7) === P_QUEST) throw new IfError(t.pos, "'?' without following ':'");
        if (c === COLON) throw new IfError(t.pos, "':' without preceding '?'");
        if (c === RPAREN) throw new IfError(t.pos, "missing '(' in expression");
        throw new IfError(t.pos, `missing binary operator before token "${t.text}"`);
      }
    }
  }

  /**
   * The code of token `i` (0: not an operator; -1: past the end), validated like gcc's lexer
   * does for #if; a number or character is evaluated then, into `parsed`.
   */
  private code(i: number): number {
    if (i >= this.n) return -1;
    const t = this.toks[i];
    if (t.kind === 'punct') {
      const text = t.text;
      const c = text.length === 1 && text.charCodeAt(0) < 128 ? CHAR_OPS[text.charCodeAt(0)] || undefined : OP_CODES.get(text);
      if (c === undefined) throw new IfError(t.pos, `token "${t.text}" is not valid in preprocessor expressions`);
      return c;
    }
    if (t.kind === 'number' || t.kind === 'char') {
      if (this.parsedAt !== i) {
        this.parsed = t.kind === 'number' ? this.number(t) : this.charConst(t);
        this.parsedAt = i;
      }
    } else if (t.kind === 'string' || t.kind === 'other' || t.kind === 'header') throw new IfError(t.pos, `token "${t.text}" is not valid in preprocessor expressions`);
    return 0;
  }

  /**
   * Applies pending operators from the top of the stack down to the value being built: binary
   * ones of precedence `prec` or above, or (prec -1) those and the ends of `?:` and `,` too.
   */
  private reduce(prec: number): void {
    const st = this.st;
    while (this.sp) {
      const w = st[2 * this.sp - 2], kind = w & 7;
      if (kind === P_BIN) {
        const op = w >> 8;
        if (PREC[op] < prec) return;
        this.sp--;
        const lu = (w & UNSIGNED) !== 0, ru = this.u;
        this.v = this.apply(op, st[2 * this.sp + 1], this.sv[this.sp], lu, this.v, ru, (w & EV_OP) !== 0);
        this.u = unsignedResult(op, lu, ru);
      } else if (prec < 0 && kind === P_COLON) {
        this.sp--;
        const au = (w & UNSIGNED) !== 0, u = au || this.u;
        let v = w & TAKEN ? this.sv[this.sp] : this.v;
        const vu = w & TAKEN ? au : this.u;
        // The result has the common type of the second and third operands.
        if (u && !vu && v < 0) v = exact(BigInt.asUintN(64, big(v)));
        this.v = v;
        this.u = u;
      } else if (prec < 0 && kind === P_COMMA) this.sp--;
      else return;
    }
  }

  /**
   * Where gcc reports an overflow: at the token that makes it apply the operator (the next
   * operator, `)` or `:`), or just past the line's end. Asked only when warning: the
   * operators are applied before the parser moves past that token.
   */
  private reducedAt(): SourcePos {
    return this.i < this.n ? this.toks[this.i].pos : posAfter(this.toks[this.n - 1]);
  }

  /** Applies unary operator `op` to the value being built (evaluated when `ev`). */
  private prefix(op: number, ev: boolean): void {
    const x = this.v, u = this.u;
    switch (op) {
      case SUB: {
        // Doubles' range is symmetric: only an unsigned value's negation wraps; 0 - 0 is 0, not -0.
        if (typeof x === 'number' && (!u || x === 0)) this.v = 0 - x;
        else {
          const r = norm(-big(x), u);
          if (!u && r !== -big(x) && ev) this.sink.warning(this.reducedAt(), 'integer overflow in preprocessor expression');
          this.v = exact(r);
        }
        return;
      }
      case TILDE:
        this.v = typeof x === 'number' && !u && x > Number.MIN_SAFE_INTEGER ? -x - 1 : exact(norm(~big(x), u));
        return;
      default:
        this.v = x === 0 ? 1 : 0;
        this.u = false;
    }
  }

  /** `a op b` (op's token at index `at`); `ev`: evaluated, so it may warn or fail. */
  private apply(op: number, at: number, a: number | bigint, au: boolean, b: number | bigint, bu: boolean, ev: boolean): number | bigint {
    if (op === LAND) return a !== 0 && b !== 0 ? 1 : 0;
    if (op === LOR) return a !== 0 || b !== 0 ? 1 : 0;
    if (typeof a === 'number' && typeof b === 'number') {
      const r = applyExact(op, a, au, b, bu);
      if (r !== undefined) return r;
    }
    return this.applyBig(op, at, a, au, b, bu, ev);
  }

  /** `a op b` in 64 bits, with gcc's overflow warning and division error. */
  private applyBig(op: number, at: number, a0: number | bigint, au: boolean, b0: number | bigint, bu: boolean, ev: boolean): number | bigint {
    const overflow = (): void => {
      if (ev) this.sink.warning(this.reducedAt(), 'integer overflow in preprocessor expression');
    };
    const a = big(a0), b = big(b0);
    if (op === SHL || op === SHR) {
      let n = b;
      let left = op === SHL;
      if (n < 0n) {
        left = !left;
        n = -n;
      }
      if (left) {
        if (n >= 64n) {
          if (!au && a !== 0n) overflow();
          return 0;
        }
        const shifted = a << n;
        const r = norm(shifted, au);
        if (!au && r !== shifted) overflow();
        return exact(r);
      }
      if (n >= 64n) return !au && a < 0n ? -1 : 0;
      return exact(norm(a >> n, au));
    }
    const u = au || bu;
    // Values are in their own type's range already: only a signed one met by an unsigned one converts.
    const x = au === u ? a : norm(a, u);
    const y = bu === u ? b : norm(b, u);
    const c = compared(op, x, y);
    if (c !== undefined) return c;
    switch (op) {
      case AND: return exact(norm(x & y, u));
      case XOR: return exact(norm(x ^ y, u));
      case OR: return exact(norm(x | y, u));
    }
    let r: bigint;
    switch (op) {
      case ADD: r = x + y; break;
      case SUB: r = x - y; break;
      case MUL: r = x * y; break;
      default:
        if (y === 0n) {
          if (ev) throw new IfError(this.toks[at].pos, 'division by zero in #if');
          return 0;
        }
        r = op === DIV ? x / y : x % y;
    }
    // In range (the usual case), norm would give the same value at the cost of a new BigInt.
    if (u ? r >= 0n && r <= UINT64_MAX : r >= INT64_MIN && r <= INT64_MAX) return exact(r);
    if (!u) overflow();
    return exact(norm(r, u));
  }

  private number(t: PTok): Val {
    const text = t.text;
    // Plain decimals (most of what #if lines hold) by a path without regular expressions; a
    // value is shared by every use of its spelling (values are never changed in place).
    if (text.length === 1) {
      const d = text.charCodeAt(0) - 48;
      if (d >= 0 && d <= 9) return DIGITS[d];
    }
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

/** Comparison `op`'s value (1 or 0) for `x` and `y` of one type, both numbers or both bigints; undefined for other operators. */
function compared(op: number, x: number | bigint, y: number | bigint): number | undefined {
  switch (op) {
    case LT: return x < y ? 1 : 0;
    case GT: return x > y ? 1 : 0;
    case LE: return x <= y ? 1 : 0;
    case GE: return x >= y ? 1 : 0;
    case EQ: return x === y ? 1 : 0;
    case NE: return x !== y ? 1 : 0;
  }
  return undefined;
}

/**
 * `x op y` for values both numbers, in doubles, when the result is exact there and needs no
 * diagnostic (no overflow, no division by zero): undefined otherwise, for the 64-bit path.
 */
function applyExact(op: number, x: number, au: boolean, y: number, bu: boolean): number | undefined {
  if (op === SHL || op === SHR) {
    let n = y, left = op === SHL;
    if (n < 0) { left = !left; n = -n; }
    if (left) {
      if (n >= 64) return undefined;
      // A product past 2^53 rounds to 2^53 or more, never to a safe integer.
      const r = x * 2 ** n;
      return Number.isSafeInteger(r) ? r : undefined;
    }
    if (n >= 64) return !au && x < 0 ? -1 : 0;
    // Dividing by a power of two is exact; floor is the arithmetic shift.
    return Math.floor(x / 2 ** n);
  }
  const u = au || bu;
  // A negative intmax_t converted to uintmax_t is 2^64 less, past the doubles' exact range.
  if (u && (x < 0 || y < 0)) return undefined;
  const c = compared(op, x, y);
  if (c !== undefined) return c;
  switch (op) {
    case AND: case XOR: case OR:
      // Two's complement in 32 bits is the 64-bit one for values that fit in 32.
      if ((x | 0) !== x || (y | 0) !== y) return undefined;
      return op === AND ? x & y : op === XOR ? x ^ y : x | y;
    case DIV: case MOD: {
      if (y === 0) return undefined;
      // JavaScript's % is exact and truncates as C's does; x less it divides exactly. (+ 0: no -0.)
      const rem = x % y;
      return (op === MOD ? rem : (x - rem) / y) + 0;
    }
  }
  const r = op === ADD ? x + y : op === SUB ? x - y : x * y;
  // Past 2^53 the rounded result is not a safe integer either; an unsigned one below 0 wraps.
  return Number.isSafeInteger(r) && (!u || r >= 0) ? r + 0 : undefined;
}
