/**
 * The operator layer of expressions (C99 6.5.3-6.5.17): prefix operators, casts, binary
 * operators, `?:`, assignments, the comma operator and parentheses, parsed by one loop over an
 * explicit stack of pending operators instead of one recursive call per precedence level and
 * per parenthesis. Nesting gcc compiles (10^4 parentheses, 10^5 unary minus, 30,000-term sums)
 * then costs heap, not the host's call stack. Operands (primaries and their postfix operators)
 * and the typing of each operator are ./parse-expr.ts's.
 */
import type { SourcePos } from './diagnostics';
import type { Expr } from './ast';
import type { Token } from './token';
import { T, type CType, alignOf, commonType, intBits, isArith, isComplete, isComplex, isFloating, isInt, isPtr, isRecord, isScalar, isUnsigned, promote, ptrTo, quotedType, sizeOf, typeName, unqual } from './types';
import { foldFloatToInt, hasVla, markAddressTaken } from './parse-core';
import { castWarning, pointerMismatch } from './conversion-warnings';
import { ExprParser, type GenericSelection } from './parse-expr';
import { FUNC_BASE, FUNC_STRIDE } from './compiled';
import { runSteps, type Steps } from './ast-walk';

/** Where an expression ends when no parenthesis is open: the grammar symbol the caller asked for. */
export type Level = 'comma' | 'assign' | 'cond' | 'cast';

type Pending =
  | { k: 'prefix'; t: Token }
  | { k: 'cast'; type: CType; pos: SourcePos }
  /** `skips`: the right operand is never evaluated (a constant `&&`/`||`), see `unevaluated`. */
  | { k: 'bin'; op: string; prec: number; l: Expr; pos: SourcePos; skips?: boolean }
  /** `c ?` waiting for its middle operand (a full expression, up to `:`). */
  | { k: '?'; c: Expr; pos: SourcePos; skips?: boolean }
  /** `c ? a :` (or gcc's `c ?:`) waiting for its last operand. */
  | { k: ':'; c: Expr; a: Expr | undefined; pos: SourcePos; colon?: SourcePos; skips?: boolean }
  | { k: 'assign'; l: Expr; t: Token }
  | { k: 'comma'; l: Expr; pos: SourcePos }
  | { k: 'paren'; pos: SourcePos }
  /** `a[` waiting for the subscript (a full expression, up to `]`). */
  | { k: 'index'; base: Expr; pos: SourcePos }
  /** `f(` waiting for its next argument (an assignment expression, up to `,` or `)`). */
  | { k: 'call'; callee: Expr; args: Expr[]; pos: SourcePos }
  /** `_Generic (` waiting for its controlling expression, then for each association's expression. */
  | { k: 'generic'; g: GenericSelection };

const BINARY_PREC: Record<string, number> = {
  '*': 10, '/': 10, '%': 10, '+': 9, '-': 9, '<<': 8, '>>': 8, '<': 7, '>': 7, '<=': 7, '>=': 7,
  '==': 6, '!=': 6, '&': 5, '^': 4, '|': 3, '&&': 2, '||': 1,
};
const ASSIGN_OPS = new Set(['=', '+=', '-=', '*=', '/=', '%=', '<<=', '>>=', '&=', '^=', '|=']);
const PREFIX_OPS = new Set(['+', '-', '~', '!', '*', '&', '++', '--']);

export abstract class OperatorParser extends ExprParser {
  expression(): Expr { return this.operators('comma'); }
  protected abstract typeNameSteps(): Steps<CType>;
  /**
   * GNU C's `&&label`: the label's address, a `void *` constant. Its value lies among the
   * function addresses but never on one (it is not callable, and reading it faults); a computed
   * goto (parse-stmt.ts) compares it with the function's taken labels.
   */
  protected labelAddress(name: Token, pos: SourcePos): Expr {
    const type = ptrTo(T.void);
    if (!this.fn) {
      this.error(pos, `label ‘${name.text}’ referenced outside of any function`);
      return { k: 'num', value: 0, type, pos };
    }
    let a = this.labelAddrs.find((x) => x.label === name.text);
    if (!a) {
      a = { label: name.text, value: FUNC_BASE + FUNC_STRIDE * this.labelAddrCount++ + FUNC_STRIDE / 2 };
      this.labelAddrs.push(a);
      this.gotos.push({ label: name.text, pos });
    }
    return { k: 'num', value: a.value, type, pos };
  }

  protected assignment(): Expr { return this.operators('assign'); }
  protected conditional(): Expr { return this.operators('cond'); }
  protected castExpr(): Expr { return this.operators('cast'); }

  private operators(level: Level): Expr { return runSteps(this.operatorSteps(level)); }

  /**
   * An expression as steps (./ast-walk.ts runSteps): a compound literal's initializer is read as
   * a sub-step, and the expressions in it as sub-steps of that, so literals nested in literals
   * (`(struct s){ .p = &(struct s){ ... } }`, 10^4 deep) cost no host stack.
   */
  protected *operatorSteps(level: Level): Steps<Expr> {
    const st: Pending[] = [];
    for (;;) {
      // Operand position: prefixes and open parentheses wait on the stack for the operand.
      let e: Expr | undefined;
      while (e === undefined) {
        const t = this.tok;
        if (t.kind === 'punct' && t.text === '(') {
          if (this.isTypeStart(this.peek())) {
            const pos = this.next().pos;
            const type = (yield this.typeNameSteps()) as CType;
            this.expect(')');
            if (this.is('{')) e = this.postfixNest(st, (yield this.compoundLiteral(type, pos)) as Expr);
            else st.push({ k: 'cast', type, pos });
            continue;
          }
          // gcc statement expression ({ ... })
          if (this.peek().kind === 'punct' && this.peek().text === '{') {
            this.next();
            e = this.postfixNest(st, (yield this.statementExpressionSteps(t.pos)) as Expr);
            continue;
          }
          this.next();
          st.push({ k: 'paren', pos: t.pos });
          continue;
        }
        if (t.kind === 'punct' && PREFIX_OPS.has(t.text)) { this.next(); st.push({ k: 'prefix', t }); continue; }
        // gcc's __extension__ before an operand only silences -pedantic's warnings about it.
        if (t.kind === 'ident' && t.text === '__extension__') { this.next(); continue; }
        if (t.kind === 'ident' && t.text === '_Generic') { this.next(); this.expect('('); st.push({ k: 'generic', g: { pos: this.tok.pos } }); this.unevaluated++; continue; }
        if (t.kind === 'punct' && t.text === '&&' && this.peek().kind === 'ident') { this.next(); e = this.labelAddress(this.identName(), t.pos); continue; }
        if (t.kind === 'ident' && (t.text === '__real__' || t.text === '__imag__')) { this.next(); st.push({ k: 'prefix', t }); continue; }
        if (t.kind === 'ident' && (t.text === 'sizeof' || t.text === '_Alignof' || t.text === '__alignof__')) {
          this.unevaluated++;
          if (this.peek().kind === 'punct' && this.peek().text === '(' && this.isTypeStart(this.peek(2))) { e = (yield this.sizeofType()) as Expr; this.unevaluated--; continue; }
          this.next();
          st.push({ k: 'prefix', t });
          continue;
        }
        e = this.postfixNest(st, this.primary());
      }
      // Operator position: closing parentheses, then the next operator or the end.
      for (;;) {
        for (let top = st[st.length - 1]; top && (top.k === 'prefix' || top.k === 'cast'); top = st[st.length - 1]) {
          st.pop();
          if (top.k === 'prefix' && top.t.kind === 'ident' && top.t.text !== '__real__' && top.t.text !== '__imag__') this.unevaluated--;
          e = top.k === 'cast' ? this.castTo(top.type, e, top.pos) : this.prefix(top.t, e);
        }
        const t = this.tok;
        const text = t.kind === 'punct' ? t.text : '';
        const prec = BINARY_PREC[text];
        if (prec !== undefined && !(level === 'cast' && st.length === 0)) {
          e = this.reduce(st, e, (p) => p.k === 'bin' && p.prec >= prec);
          this.next();
          const skips = (text === '&&' || text === '||') && this.skipsRight(e, text === '||');
          if ((t.macro !== undefined || t.expansion !== undefined) && (text === '==' || text === '!=')) this.wall?.operatorFromMacro(t.pos);
          st.push({ k: 'bin', op: text, prec, l: e, pos: t.pos, skips });
          break;
        }
        if (text === '?' && !(level === 'cast' && st.length === 0)) {
          e = this.reduce(st, e, (p) => p.k === 'bin');
          this.next();
          const c = this.condition(e);
          // gcc's `c ?: b`
          if (this.accept(':')) st.push({ k: ':', c, a: undefined, pos: t.pos, skips: this.skipsRight(c, true) });
          else st.push({ k: '?', c, pos: t.pos, skips: this.skipsRight(c, false) });
          break;
        }
        if (ASSIGN_OPS.has(text)) {
          const r = this.reduce(st, e, (p) => p.k === 'bin' || p.k === ':');
          if (st.length === 0 && (level === 'cond' || level === 'cast')) return r;
          this.next();
          st.push({ k: 'assign', l: r, t });
          break;
        }
        e = this.reduce(st, e, (p) => p.k === 'bin' || p.k === ':' || p.k === 'assign' || p.k === 'comma');
        const open = st[st.length - 1];
        if (open?.k === 'call' && (text === ',' || text === ')')) {
          open.args.push(this.rvalue(e));
          this.next();
          if (text === ',') break;
          st.pop();
          const after = this.postfixNest(st, this.finishCall(open.callee, open.args, open.pos));
          if (after === undefined) break;
          e = after;
          continue;
        }
        if (open?.k === 'generic' && (text === ',' || text === ')')) {
          const g = open.g;
          if (!g.ct) { g.ct = unqual(this.rvalue(e).type); this.unevaluated--; }
          else this.genericAssociation(g, e);
          this.next();
          if (text === ',') { this.genericAssociationHead(g); break; }
          st.pop();
          const after = this.postfixNest(st, this.genericResult(g));
          if (after === undefined) break;
          e = after;
          continue;
        }
        if (text === ']' && open?.k === 'index') {
          st.pop();
          this.next();
          const after = this.postfixNest(st, this.subscript(open.base, e, open.pos));
          if (after === undefined) break;
          e = after;
          continue;
        }
        if (text === ',' && (open || level === 'comma')) {
          this.next();
          st.push({ k: 'comma', l: e, pos: t.pos });
          break;
        }
        if (text === ':' && open?.k === '?') {
          st.pop();
          this.next();
          if (open.skips) this.unevaluated--;
          st.push({ k: ':', c: open.c, a: this.rvalue(e), pos: open.pos, colon: t.pos, skips: this.skipsRight(open.c, true) });
          break;
        }
        if (text === ')' && open?.k === 'paren') {
          st.pop();
          this.next();
          this.wall?.inParentheses(e);
          this.parenStart.set(e, open.pos);
          const after = this.postfixNest(st, e);
          if (after === undefined) break;
          e = after;
          continue;
        }
        // The end of the expression: anything still open is a missing token, as gcc reports it.
        if (open?.k === '?') this.expect(':');
        if (open?.k === 'paren' || open?.k === 'call' || open?.k === 'generic') this.expect(')');
        if (open?.k === 'index') this.expect(']');
        return e;
      }
    }
  }

  /** Postfix operators after an operand; a subscript or a call with arguments opens an entry on the stack (undefined: its operand follows). */
  private postfixNest(st: Pending[], e0: Expr): Expr | undefined {
    const e = this.postfixOps(e0, true);
    const t = this.tok;
    if (t.kind === 'punct' && t.text === '[') { this.next(); st.push({ k: 'index', base: e, pos: t.pos }); return undefined; }
    if (t.kind === 'punct' && t.text === '(') { this.next(); st.push({ k: 'call', callee: e, args: [], pos: t.pos }); return undefined; }
    return e;
  }

  /** Applies the pending operators `take` accepts, from the top of the stack down. */
  private reduce(st: Pending[], e0: Expr, take: (p: Pending) => boolean): Expr {
    let e = e0;
    for (let top = st[st.length - 1]; top && take(top); top = st[st.length - 1]) {
      st.pop();
      if ((top.k === 'bin' || top.k === ':') && top.skips) this.unevaluated--;
      switch (top.k) {
        case 'bin': e = this.binaryOp(top.op, top.l, e, top.pos); break;
        case ':': e = top.a === undefined ? this.elvis(top.c, e, top.pos) : this.conditionalOp(top.c, top.a, e, top.pos, top.colon ?? top.pos); break;
        case 'assign': e = this.assignOp(top.l, top.t, e); break;
        case 'comma': { const r = this.rvalue(e); e = { k: 'comma', l: top.l, r, type: r.type, pos: top.pos }; break; }
        default: throw new Error(`operator stack: unexpected ${top.k}`);
      }
    }
    return e;
  }

  /**
   * Whether the operand after a `&&` (`whenTrue` false), `||` or `?:`'s last (`whenTrue`) is
   * skipped by the constant `c`, and so `unevaluated` (gcc: c is truthvalue_false/true_node).
   * Counted here, uncounted when the operator is reduced.
   */
  private skipsRight(c: Expr, whenTrue: boolean): boolean {
    const v = isInt(c.type) ? this.tryConst(c) : undefined;
    const skips = v !== undefined && (v !== 0n) === whenTrue;
    if (skips) this.unevaluated++;
    return skips;
  }

  private binaryOp(op: string, l: Expr, r: Expr, pos: SourcePos): Expr {
    this.wall?.operands(op, l, r);
    switch (op) {
      case '+': return this.add(l, r, pos);
      case '-': return this.sub(l, r, pos);
      case '<<': case '>>': {
        const rv = this.rvalue(r), lv = this.rvalue(l);
        if (!isInt(lv.type) || !isInt(rv.type)) { this.error(pos, `invalid operands to binary ${op} (have ‘${typeName(lv.type)}’ and ‘${typeName(rv.type)}’)`); return { ...lv, type: T.error }; }
        const lt = promote(lv.type);
        const count = this.tryConst(rv);
        const side = op === '<<' ? 'left' : 'right';
        if (count !== undefined && count < 0n) this.evaluationWarning(pos, `${side} shift count is negative [-Wshift-count-negative]`);
        else if (count !== undefined && count >= BigInt(intBits(lt))) this.evaluationWarning(pos, `${side} shift count >= width of type [-Wshift-count-overflow]`);
        else if (count !== undefined && op === '<<' && !isUnsigned(lt)) this.shiftOverflow(lv, count, lt, pos);
        return { k: 'binary', op, l: this.cast(lv, lt), r: this.cast(rv, promote(rv.type)), type: lt, pos };
      }
      case '/': case '%': {
        const rv = this.rvalue(r);
        if (isInt(rv.type) && isInt(this.rvalue(l).type) && this.tryConst(rv) === 0n) this.evaluationWarning(pos, 'division by zero [-Wdiv-by-zero]');
        return this.arith(op, l, r, pos);
      }
      case '<': case '>': case '<=': case '>=': case '==': case '!=':
        this.wall?.comparison(op, l, r, pos, (e) => this.tryConst(e));
        this.wall?.nullComparison(op, l, r, pos, (e) => this.isNullConst(e), (name) => this.aliases.some((a) => a.name === name));
        return this.compare(op, l, r, pos);
      case '&&': case '||': return { k: 'logic', op, l: this.condition(l), r: this.condition(r), type: T.int, pos };
      default: return this.arith(op, l, r, pos);
    }
  }

  /**
   * gcc's -Wshift-overflow=1, on by default in C99 and later (c-warn.cc maybe_warn_shift_overflow):
   * a signed constant shifted left past its type's bits. Shifting a 1 into the sign bit is only
   * -Wshift-overflow=2's, out of it (INT_MIN << 1) is level 1's.
   */
  private shiftOverflow(l: Expr, count: bigint, type: CType, pos: SourcePos): void {
    const v = this.tryConst(l);
    if (v === undefined) return;
    const bits = intBits(type);
    const magnitude = v < 0n ? -v - 1n : v;
    // wi::min_precision (v, SIGNED): the value's bits and a sign bit.
    const need = (magnitude === 0n ? 0 : magnitude.toString(2).length) + 1 + Number(count);
    if (v >= 0n && need === bits + 1) return;
    if (need > bits) this.evaluationWarning(pos, `result of ‘${v} << ${count}’ requires ${need} bits to represent, but ${quotedType(type)} only has ${bits} bits [-Wshift-overflow=]`);
  }

  private elvis(cond: Expr, b0: Expr, pos: SourcePos): Expr {
    const b = this.rvalue(b0);
    const ct = commonType(cond.type, b.type);
    return { k: 'cond', c: cond, a: this.cast(cond, ct), b: this.cast(b, ct), type: ct, pos };
  }

  /** `colon`: where gcc places the operands' mismatch warnings. */
  private conditionalOp(cond: Expr, a: Expr, b0: Expr, pos: SourcePos, colon: SourcePos): Expr {
    const b = this.rvalue(b0);
    const mismatch = pointerMismatch(a.type, b.type, '==', () => this.isNullConst(isPtr(a.type) ? b : a));
    if (mismatch) this.warning(colon, mismatch === 'integer' ? 'pointer/integer type mismatch in conditional expression' : 'pointer type mismatch in conditional expression');
    let type: CType;
    if (isArith(a.type) && isArith(b.type)) type = commonType(a.type, b.type);
    else if ((isComplex(a.type) || isComplex(b.type)) && (isArith(a.type) || isComplex(a.type)) && (isArith(b.type) || isComplex(b.type))) type = this.complexCommon(a.type, b.type);
    else if (a.type.k === 'void' || b.type.k === 'void') type = T.void;
    else if (isRecord(a.type) && isRecord(b.type) && a.type.def === b.type.def) type = a.type;
    else if (isPtr(a.type) && isPtr(b.type)) type = a.type.to.k === 'void' ? b.type : a.type; // gcc picks the non-void side for void* vs T*
    else if (isPtr(a.type) && this.isNullConst(b)) type = a.type;
    else if (isPtr(b.type) && this.isNullConst(a)) type = b.type;
    else if (isPtr(a.type) && isInt(b.type)) type = a.type;
    else if (isPtr(b.type) && isInt(a.type)) type = b.type;
    else {
      this.error(pos, 'type mismatch in conditional expression');
      type = T.error;
    }
    if (isPtr(a.type) && isPtr(b.type) && a.type.to.k === 'void') type = a.type;
    // Pointers to different types meet as gcc's `void *`.
    if (mismatch === 'pointers') type = ptrTo(T.void);
    return { k: 'cond', c: cond, a: this.cast(a, type), b: this.cast(b, type), type, pos };
  }

  private assignOp(l: Expr, t: Token, r0: Expr): Expr {
    const r = this.rvalue(r0);
    this.checkModifiable(l, t.pos, 'assignment');
    // The value of an assignment to a bit-field is the field's, typed as reading it is.
    const valueType = l.k === 'member' && l.field.bitWidth !== undefined ? unqual(this.rvalue(l).type) : unqual(l.type);
    if (t.text === '=') {
      const field = l.k === 'member' && l.field.bitWidth !== undefined ? l.field : undefined;
      return { k: 'assign', l, r: this.convertForAssign(r, unqual(l.type), 'assignment', undefined, undefined, t.pos, undefined, field), type: valueType, pos: t.pos };
    }
    const op = t.text.slice(0, -1);
    const lt = valueType;
    if ((op === '+' || op === '-') && isPtr(lt)) {
      if (!isInt(r.type)) this.error(t.pos, `invalid operands to binary ${op}`);
      return { k: 'opassign', op, l, r: this.cast(r, T.long), opType: lt, type: lt, pos: t.pos, ptrScale: this.elemSize(lt, t.pos) };
    }
    if (isComplex(lt) || isComplex(r.type)) return this.complexOpAssign(op, l, r, t.pos);
    if (!isArith(lt) || !isArith(r.type)) {
      this.error(t.pos, `invalid operands to binary ${op} (have ‘${typeName(l.type)}’ and ‘${typeName(r.type)}’)`);
      return { k: 'opassign', op, l, r, opType: T.int, type: T.error, pos: t.pos };
    }
    if (['%', '<<', '>>', '&', '^', '|'].includes(op) && (!isInt(lt) || !isInt(r.type))) {
      this.error(t.pos, `invalid operands to binary ${op} (have ‘${typeName(l.type)}’ and ‘${typeName(r.type)}’)`);
    }
    const opType = op === '<<' || op === '>>' ? promote(lt) : commonType(lt, r.type);
    const rr = op === '<<' || op === '>>' ? this.cast(r, promote(r.type)) : this.cast(r, opType);
    return { k: 'opassign', op, l, r: rr, opType, type: valueType, pos: t.pos };
  }

  /** `z op= w` with a complex side: `z = z op w`, its lvalue evaluated once (gcc's SAVE_EXPR). */
  private complexOpAssign(op: string, l: Expr, r: Expr, pos: SourcePos): Expr {
    if (!['+', '-', '*', '/'].includes(op)) return this.complexBinary(op, l, r, pos);
    if (!this.sideEffectFree(l)) {
      this.fail(pos, 'unsupported: compound assignment of a complex value to an lvalue with side effects is not implemented by mpisim');
    }
    const value = this.complexBinary(op, l, r, pos);
    return { k: 'assign', l, r: this.convertForAssign(value, unqual(l.type), 'assignment'), type: unqual(l.type), pos };
  }

  private sideEffectFree(e: Expr): boolean {
    switch (e.k) {
      case 'var': case 'num': case 'fnum': case 'str': case 'func': return true;
      case 'member': case 'deref': case 'addr': case 'cast': case 'unary': return this.sideEffectFree(e.e);
      case 'ptradd': return this.sideEffectFree(e.ptr) && this.sideEffectFree(e.idx);
      case 'binary': return this.sideEffectFree(e.l) && this.sideEffectFree(e.r);
      default: return false;
    }
  }

  private castTo(type: CType, operand: Expr, pos: SourcePos): Expr {
    const e = this.rvalue(operand);
    if (type.k === 'void') return { k: 'cast', e, type: T.void, pos };
    if ((isComplex(type) && (isArith(e.type) || isComplex(e.type))) || (isComplex(e.type) && isArith(type))) return { ...this.cast(e, type), pos };
    if (!isScalar(type)) { this.error(pos, `conversion to non-scalar type requested`); return { ...e, type: T.error }; }
    if (!isScalar(e.type) && e.type.k !== 'error') { this.error(pos, `${isRecord(e.type) ? 'aggregate value used where' : 'invalid cast to'} ${isPtr(type) ? 'a pointer' : isFloating(type) ? 'a floating-point number' : 'an integer'} was expected`); return { ...e, type: T.error }; }
    if (isFloating(type) && isPtr(e.type)) this.error(pos, 'pointer value used where a floating-point was expected');
    if (isPtr(type) && isFloating(e.type)) this.error(pos, 'cannot convert to a pointer type');
    const warning = castWarning(e.type, type, () => this.tryConst(e) !== undefined);
    if (warning) this.warning(pos, warning);
    const folded = foldFloatToInt(e, type);
    if (folded) return { ...folded, pos };
    return { k: 'cast', e, type: unqual(type), pos };
  }

  private prefix(t: Token, operand: Expr): Expr {
    const pos = t.pos;
    switch (t.text) {
      case '__real__': case '__imag__': return this.realImag(this.rvalue(operand), t.text === '__imag__');
      case '+': case '-': case '~': case '!': {
        const e = this.rvalue(operand);
        if (isComplex(e.type)) return this.complexUnary(t.text, e, pos);
        if (t.text === '!') {
          if (!isScalar(e.type) && e.type.k !== 'error') this.error(pos, `wrong type argument to unary exclamation mark`);
          return { k: 'unary', op: '!', e, type: T.int, pos };
        }
        if (!isArith(e.type) || (t.text === '~' && !isInt(e.type))) {
          if (e.type.k !== 'error') this.error(pos, `wrong type argument to ${t.text === '~' ? 'bit-complement' : 'unary ' + (t.text === '+' ? 'plus' : 'minus')}`);
          return { ...e, type: T.error };
        }
        const pt = promote(e.type);
        if (t.text === '+') return this.cast(e, pt);
        return { k: 'unary', op: t.text as '-' | '~', e: this.cast(e, pt), type: pt, pos };
      }
      case '++': case '--': return this.incdec(operand, true, t.text === '++' ? 1 : -1, pos);
      case '&': {
        const e = operand;
        if (e.k === 'func') return { k: 'addr', e, type: ptrTo(e.type), pos };
        if (e.k === 'member' && e.field.bitWidth !== undefined) this.error(pos, `cannot take address of bit-field ‘${e.field.name}’`);
        else if (!this.isLvalue(e) && e.type.k !== 'error') this.error(pos, 'lvalue required as unary ‘&’ operand');
        markAddressTaken(e);
        return { k: 'addr', e, type: ptrTo(e.type), pos };
      }
      case '*': {
        const e = this.rvalue(operand);
        if (e.type.k === 'error') return e;
        if (!isPtr(e.type)) { this.error(pos, `invalid type argument of unary ‘*’ (have ‘${typeName(e.type)}’)`); return { ...e, type: T.error }; }
        if (e.type.to.k === 'func') return e; // *fp is the function again
        if (e.type.to.k === 'void') this.error(pos, 'dereferencing ‘void *’ pointer');
        return { k: 'deref', e, type: e.type.to, pos };
      }
      default:
        // gcc's `__alignof__ v` of an object declared with `aligned`/_Alignas is the object's.
        if (t.text !== 'sizeof' && operand.k === 'var' && operand.v.align) return { k: 'num', value: Math.max(alignOf(operand.type), operand.v.align), type: T.ulong, pos };
        return this.sizeOfType(t, operand.type);
    }
  }

  /** `sizeof (type)` / `_Alignof (type)`, and `sizeof (type){...}` (a compound literal's type). */
  private *sizeofType(): Steps<Expr> {
    const t = this.next();
    this.next();
    let type = (yield this.typeNameSteps()) as CType;
    this.expect(')');
    if (this.is('{')) type = this.postfixOps((yield this.compoundLiteral(type, t.pos)) as Expr).type;
    return this.sizeOfType(t, type);
  }

  private sizeOfType(t: Token, type: CType): Expr {
    const pos = t.pos;
    const isSize = t.text === 'sizeof';
    if (isSize && type.k === 'array' && hasVla(type)) return { ...this.vlaSizeExpr(type, pos), type: T.ulong } as Expr;
    if (isSize && !isComplete(type) && type.k !== 'void') { this.error(pos, `invalid application of ‘sizeof’ to incomplete type ‘${typeName(type)}’`); }
    return { k: 'num', value: isSize ? sizeOf(type) : alignOf(type), type: T.ulong, pos };
  }
}
