/**
 * Expressions (C99 6.5), typed as they are built: each operator applies the usual arithmetic
 * conversions and reports gcc's diagnostics.
 */
import type { SourcePos } from './diagnostics';
import type { Expr, Initializer, VarSym } from './ast';
import {
  T, type CType, type ComplexElem, alignOf, commonType, intBits, isArith, isComplete, isComplex, isFloating, isInt, isPtr, isRecord, isScalar, promote, ptrTo,
  isUnsigned, quotedType, sameType, sizeOf, typeName, unqual, withConst, bitFieldValueType,
} from './types';
import { ComplexParser } from './parse-complex';
import { calleeText, pointerMismatch, qualifiedSame } from './conversion-warnings';
import type { Steps } from './ast-walk';
import { charConstValue, decodeEscapes, parseFloatConst, parseIntConst } from './constants';
import { GCC_BUILTINS, type BuiltinParser, sameInnerQualifiers } from './parse-builtins';
import { COMPILER_BUILTINS, normalizeBig, hasVla, hasConstMember, markAddressTaken, findField } from './parse-core';

/** A `_Generic` selection being read: `ct` is the controlling expression's type once it is read. */
export interface GenericSelection {
  /** The controlling expression's (where gcc reports a selection matching nothing). */
  pos: SourcePos;
  ct?: CType;
  /** The associations' types so far. */
  types?: CType[];
  current?: 'match' | 'default' | 'other';
  hasDefault?: boolean;
  chosen?: Expr;
  fallback?: Expr;
}

export abstract class ExprParser extends ComplexParser {
  protected abstract typeName(): CType;
  protected abstract initializer(v: VarSym, isStatic: boolean): Initializer;
  protected abstract initializerSteps(v: VarSym): Steps<Initializer>;
  protected abstract vlaSizeExpr(t: CType, pos: SourcePos): Expr;

  protected condition(e: Expr): Expr {
    const r = this.rvalue(e);
    if (isComplex(r.type)) return this.complexTruth(r);
    if (!isScalar(r.type)) this.error(e.pos, `used ${isRecord(r.type) ? 'struct type value' : 'non-scalar value'} where scalar is required`);
    return r;
  }

  // ---------------------------------------------------------------- expressions
  abstract expression(): Expr;
  protected abstract assignment(): Expr;
  protected abstract conditional(): Expr;
  protected abstract castExpr(): Expr;
  /** gcc's statement expression `({ ... })`, its `(` read. */
  protected abstract statementExpression(pos: SourcePos): Expr;
  protected abstract statementExpressionSteps(pos: SourcePos): Steps<Expr>;

  protected checkModifiable(l: Expr, pos: SourcePos, what: string): void {
    if (!this.isLvalue(l)) { this.error(pos, `lvalue required as ${what === 'assignment' ? 'left operand of assignment' : what}`); return; }
    if (l.type.k === 'array') { this.error(pos, `assignment to expression with array type`); return; }
    if (l.type.const || (isRecord(l.type) && hasConstMember(l.type.def))) {
      if (l.k === 'var') this.error(pos, `${what} of read-only variable ‘${l.v.name}’`);
      else if (l.k === 'member') this.error(pos, `${what} of read-only member ‘${l.field.name}’`);
      else this.error(pos, `${what} of read-only location`);
    }
  }

  protected isLvalue(e: Expr): boolean {
    return e.k === 'var' || e.k === 'deref' || e.k === 'compound' || e.k === 'str' || (e.k === 'member' && (e.arrow || this.isLvalue(e.e)));
  }

  protected elemSize(pt: CType, pos: SourcePos): number {
    if (pt.k !== 'ptr') return 1;
    const to = pt.to;
    if (to.k === 'record' && !to.def.complete) { this.error(pos, `invalid use of undefined type ‘${typeName(to)}’`); return 1; }
    if (to.k === 'array' && to.vla) return 0; // runtime-sized
    return sizeOf(to);
  }

  protected add(l0: Expr, r0: Expr, pos: SourcePos): Expr {
    let l = this.rvalue(l0), r = this.rvalue(r0);
    if (isArith(l.type) && isArith(r.type)) return this.arith('+', l, r, pos);
    if (isComplex(l.type) || isComplex(r.type)) return this.complexBinary('+', l, r, pos);
    if (isInt(l.type) && isPtr(r.type)) [l, r] = [r, l];
    if (isPtr(l.type) && isInt(r.type)) {
      return { k: 'ptradd', ptr: l, idx: this.cast(r, T.long), scale: this.elemSize(l.type, pos), neg: false, type: l.type, pos };
    }
    this.error(pos, `invalid operands to binary + (have ‘${typeName(l.type)}’ and ‘${typeName(r.type)}’)`);
    return { ...l, type: T.error };
  }
  protected sub(l0: Expr, r0: Expr, pos: SourcePos): Expr {
    const l = this.rvalue(l0), r = this.rvalue(r0);
    if (isArith(l.type) && isArith(r.type)) return this.arith('-', l, r, pos);
    if (isComplex(l.type) || isComplex(r.type)) return this.complexBinary('-', l, r, pos);
    if (isPtr(l.type) && isInt(r.type)) return { k: 'ptradd', ptr: l, idx: this.cast(r, T.long), scale: this.elemSize(l.type, pos), neg: true, type: l.type, pos };
    if (isPtr(l.type) && isPtr(r.type)) {
      if (!sameType(unqual(l.type.to), unqual(r.type.to))) this.error(pos, `invalid operands to binary - (have ‘${typeName(l.type)}’ and ‘${typeName(r.type)}’)`);
      return { k: 'ptrdiff', l, r, scale: this.elemSize(l.type, pos) || 1, type: T.long, pos };
    }
    this.error(pos, `invalid operands to binary - (have ‘${typeName(l.type)}’ and ‘${typeName(r.type)}’)`);
    return { ...l, type: T.error };
  }

  protected arith(op: string, l0: Expr, r0: Expr, pos: SourcePos): Expr {
    const l = this.rvalue(l0), r = this.rvalue(r0);
    if (l.type.k === 'error' || r.type.k === 'error') return { k: 'binary', op, l, r, type: T.error, pos };
    if (isComplex(l.type) || isComplex(r.type)) return this.complexBinary(op, l, r, pos);
    const intOnly = op === '%' || op === '&' || op === '|' || op === '^';
    if (!isArith(l.type) || !isArith(r.type) || (intOnly && (!isInt(l.type) || !isInt(r.type)))) {
      this.error(pos, `invalid operands to binary ${op} (have ‘${typeName(l.type)}’ and ‘${typeName(r.type)}’)`);
      return { k: 'binary', op, l, r, type: T.error, pos };
    }
    const ct = commonType(l.type, r.type);
    const lc = this.cast(l, ct), rc = this.cast(r, ct);
    // gcc folds constants as it reads them and warns when a signed result wraps (only literal
    // operands are looked at: an operand that wrapped was warned of already).
    const literal = (e: Expr): bigint | undefined => (e.k === 'num' ? BigInt(e.value) : e.k === 'unary' && e.op === '-' && e.e.k === 'num' ? BigInt.asIntN(intBits(ct), -BigInt(e.e.value)) : undefined);
    const a = literal(lc), b = literal(rc);
    if ((op === '+' || op === '-' || op === '*') && a !== undefined && b !== undefined && isInt(ct) && !isUnsigned(ct)) {
      const exact = op === '+' ? a + b : op === '-' ? a - b : a * b;
      const wrapped = BigInt.asIntN(intBits(ct), exact);
      if (wrapped !== exact) this.evaluationWarning(pos, `integer overflow in expression of type ${quotedType(ct)} results in ‘${wrapped}’ [-Woverflow]`);
    }
    return { k: 'binary', op, l: lc, r: rc, type: ct, pos };
  }

  protected compare(op: string, l0: Expr, r0: Expr, pos: SourcePos): Expr {
    let l = this.rvalue(l0), r = this.rvalue(r0);
    if (isComplex(l.type) || isComplex(r.type)) return this.complexBinary(op, l, r, pos);
    if (isArith(l.type) && isArith(r.type)) {
      const ct = commonType(l.type, r.type);
      return { k: 'binary', op, l: this.cast(l, ct), r: this.cast(r, ct), type: T.int, pos };
    }
    if (isPtr(l.type) || isPtr(r.type)) {
      const mismatch = pointerMismatch(l.type, r.type, op, () => this.isNullConst(isPtr(l.type) ? r : l));
      if (mismatch) this.warning(pos, mismatch === 'integer' ? 'comparison between pointer and integer' : 'comparison of distinct pointer types lacks a cast');
      // Pointers compare as unsigned addresses; a null constant or integer converts.
      if (!isPtr(l.type)) l = this.cast(l, r.type);
      if (!isPtr(r.type)) r = this.cast(r, l.type);
      return { k: 'binary', op, l: this.cast(l, T.ulong), r: this.cast(r, T.ulong), type: T.int, pos };
    }
    if (l.type.k !== 'error' && r.type.k !== 'error') this.error(pos, `invalid operands to binary ${op} (have ‘${typeName(l.type)}’ and ‘${typeName(r.type)}’)`);
    return { k: 'binary', op, l, r, type: T.int, pos };
  }

  protected *compoundLiteral(type: CType, pos: SourcePos): Steps<Expr> {
    const v: VarSym = { name: '', type, storage: this.fn ? 'local' : 'global', id: this.nextId++, pos, inMemory: true };
    v.init = (yield this.initializerSteps(v)) as Initializer;
    if (this.fn) this.fnLocals.push(v);
    else { v.defined = true; this.globals.push(v); }
    return { k: 'compound', v, type: v.type, pos };
  }

  protected incdec(e: Expr, prefix: boolean, delta: 1 | -1, pos: SourcePos): Expr {
    const what = delta > 0 ? 'increment' : 'decrement';
    if (!this.isLvalue(e)) { if (e.type.k !== 'error') this.error(pos, `lvalue required as ${what} operand`); return e; }
    if (e.type.const) this.error(pos, `${what} of read-only ${e.k === 'var' ? `variable ‘${e.v.name}’` : 'location'}`);
    if (!isScalar(e.type)) { this.error(pos, `wrong type argument to ${what}`); return e; }
    const type = e.k === 'member' && e.field.bitWidth !== undefined ? unqual(this.rvalue(e).type) : unqual(e.type);
    return { k: 'incdec', prefix, delta, e, scale: isPtr(e.type) ? this.elemSize(e.type, pos) : 1, type, pos };
  }

  protected postfix(): Expr {
    return this.postfixOps(this.primary());
  }

  /**
   * Postfix operators after an operand. With `nest`, stops before a subscript or a call with
   * arguments: the operator parser (./parse-operators.ts) then parses what they enclose on its
   * own stack, so `f(f(f(...)))` and `a[a[a[...]]]` nest without host recursion.
   */
  protected postfixOps(e0: Expr, nest = false): Expr {
    let e = e0;
    for (;;) {
      const t = this.tok;
      if (t.kind !== 'punct') return e;
      if (nest && (t.text === '[' || (t.text === '(' && !(this.peek().kind === 'punct' && this.peek().text === ')')))) return e;
      if (t.text === '[') {
        this.next();
        const idx = this.expression();
        this.expect(']');
        e = this.subscript(e, idx, t.pos);
        continue;
      }
      if (t.text === '(') { e = this.call(e); continue; }
      if (t.text === '.' || t.text === '->') {
        this.next();
        const nt = this.identName();
        let base = e;
        if (t.text === '->') {
          const p = this.rvalue(e);
          if (!isPtr(p.type) || !isRecord(p.type.to)) {
            if (p.type.k !== 'error') this.error(t.pos, `invalid type argument of ‘->’ (have ‘${typeName(p.type)}’)`);
            e = { ...p, type: T.error }; continue;
          }
          base = { k: 'deref', e: p, type: p.type.to, pos: t.pos };
        }
        if (!isRecord(base.type)) {
          if (base.type.k !== 'error') this.error(t.pos, `request for member ‘${nt.text}’ in something not a structure or union`);
          e = { ...base, type: T.error }; continue;
        }
        if (!base.type.def.complete) { this.error(t.pos, `invalid use of undefined type ‘${typeName(base.type)}’`); e = { ...base, type: T.error }; continue; }
        const path = findField(base.type.def, nt.text);
        if (!path) { this.error(nt.pos, `‘${typeName(base.type)}’ has no member named ‘${nt.text}’`); e = { ...base, type: T.error }; continue; }
        const isConst = !!base.type.const;
        for (const f of path) {
          const ft = isConst ? withConst(f.type) : f.type;
          base = { k: 'member', e: base, field: f, arrow: t.text === '->' && base === e, type: ft, pos: nt.pos };
        }
        e = base;
        continue;
      }
      if (t.text === '++' || t.text === '--') { this.next(); e = this.incdec(e, false, t.text === '++' ? 1 : -1, t.pos); continue; }
      return e;
    }
  }

  /** `e[idx]` (C99 6.5.2.1): `*(e + idx)`, either operand the pointer. */
  protected subscript(e: Expr, idx: Expr, pos: SourcePos): Expr {
    const a = this.rvalue(e), b = this.rvalue(idx);
    if (this.wall && isPtr(a.type)) this.wall.subscript(pos, b.type);
    if (!(isPtr(a.type) && isInt(b.type)) && !(isInt(a.type) && isPtr(b.type))) {
      if (a.type.k !== 'error' && b.type.k !== 'error') this.error(pos, 'subscripted value is neither array nor pointer nor vector');
      return { ...a, type: T.error };
    }
    const sum = this.add(a, b, pos);
    const pt = sum.type as Extract<CType, { k: 'ptr' }>;
    return pt.to.k === 'void' ? (this.error(pos, 'dereferencing ‘void *’ pointer'), { k: 'deref', e: sum, type: T.error, pos }) : { k: 'deref', e: sum, type: pt.to, pos };
  }

  protected call(calleeExpr: Expr): Expr {
    const open = this.next();
    const args: Expr[] = [];
    while (!this.is(')') && this.tok.kind !== 'eof') {
      args.push(this.rvalue(this.assignment()));
      if (!this.accept(',')) break;
    }
    this.expect(')');
    return this.finishCall(calleeExpr, args, open.pos);
  }

  /** A call with its arguments parsed (rvalues), `open` its `(`: a compiler builtin's, or a function's, checked and converted. */
  protected finishCall(calleeExpr: Expr, args: Expr[], open: SourcePos): Expr {
    if (calleeExpr.k !== 'builtin') return this.finishFunctionCall(calleeExpr, args);
    // __builtin_* placeholder from primary()
    const gcc = GCC_BUILTINS[calleeExpr.name];
    if (gcc) {
      if (args.length < gcc.min) this.error(calleeExpr.pos, `too few arguments to function ‘${calleeExpr.name}’`);
      else if (args.length > gcc.max) this.error(calleeExpr.pos, `too many arguments to function ‘${calleeExpr.name}’`);
      else return gcc.check(this.builtinParser(), calleeExpr.name, args, calleeExpr.pos);
      return { ...calleeExpr, type: T.error };
    }
    const spec = COMPILER_BUILTINS[calleeExpr.name];
    if (args.length < spec.minArgs) this.error(open, `too few arguments to function ‘${calleeExpr.name}’`);
    if (args.length > spec.maxArgs) this.error(open, `too many arguments to function ‘${calleeExpr.name}’`);
    if (calleeExpr.name === '__builtin_va_start' || calleeExpr.name === '__builtin_va_end' || calleeExpr.name === '__builtin_va_copy') {
      if (this.fn) this.fn.usesVarargs = true;
      if (calleeExpr.name === '__builtin_va_start' && this.fn && !this.fn.sym.type.variadic) this.error(calleeExpr.pos, '‘va_start’ used in function with fixed arguments');
    }
    return { k: 'builtin', name: calleeExpr.name, args, type: spec.ret, pos: calleeExpr.pos };
  }

  private finishFunctionCall(calleeExpr: Expr, args: Expr[]): Expr {
    const callee = this.rvalue(calleeExpr);
    let ft: Extract<CType, { k: 'func' }> | undefined;
    if (isPtr(callee.type) && callee.type.to.k === 'func') ft = callee.type.to;
    if (!ft) {
      if (callee.type.k !== 'error') this.error(calleeExpr.pos, `called object is not a function or function pointer`);
      return { k: 'call', callee, args, type: T.error, pos: calleeExpr.pos };
    }
    const fsym = calleeExpr.k === 'func' ? calleeExpr.f : undefined;
    const fname = fsym ? fsym.name : undefined;
    const converted: Expr[] = [];
    const varargTypes: CType[] = [];
    if (!ft.oldStyle) {
      if (args.length < ft.params.length) {
        this.error(calleeExpr.pos, `too few arguments to function ‘${fname ?? typeName(callee.type)}’`);
      } else if (args.length > ft.params.length && !ft.variadic) {
        this.error(calleeExpr.pos, `too many arguments to function ‘${fname ?? typeName(callee.type)}’`);
      }
    }
    args.forEach((a, k) => {
      if (!ft!.oldStyle && k < ft!.params.length) {
        converted.push(this.convertForAssign(a, unqual(ft!.params[k]), 'passing', k + 1, fname ?? calleeText(calleeExpr), a.pos, fsym ? ft!.paramPos?.[k] : a.pos));
      } else {
        // Default argument promotions (§6.5.2.2).
        let at = a.type;
        if (at.k === 'float') at = T.double;
        else if (isInt(at)) at = promote(at);
        converted.push(this.cast(a, at));
        varargTypes.push(at);
      }
    });
    if (ft.ret.k === 'record' && !ft.ret.def.complete) this.error(calleeExpr.pos, `invalid use of undefined type ‘${typeName(ft.ret)}’`);
    if (this.wall && fname) this.wall.call(fname, args);
    return { k: 'call', callee, args: converted, fn: fsym, varargTypes, type: unqual(ft.ret), pos: calleeExpr.pos };
  }

  /**
   * C11 6.5.1.1, after `_Generic ( controlling-expression ,` or an association's `,`: reads the
   * next association's `type-name :` or `default :` into `g` (its expression follows; the
   * operator parser, ./parse-operators.ts, reads it on its own stack, so selections nest
   * without host recursion).
   */
  protected genericAssociationHead(g: GenericSelection): void {
    const at = this.tok;
    if (at.kind === 'ident' && at.text === 'default') {
      this.next(); this.expect(':');
      if (g.hasDefault) this.error(at.pos, 'duplicate ‘default’ case in ‘_Generic’');
      g.hasDefault = true;
      g.current = 'default';
      return;
    }
    const type = this.typeName();
    this.expect(':');
    g.current = qualifiedSame(g.ct!, type) ? 'match' : 'other';
    if ((g.types ??= []).some((u) => qualifiedSame(u, type))) this.error(at.pos, `‘_Generic’ specifies two compatible types`);
    g.types.push(type);
    if (g.current === 'match' && g.chosen) this.error(at.pos, `‘_Generic’ selector matches multiple associations`);
  }

  /** An association's expression read: kept if its type is the one compatible with the controlling expression's (after lvalue conversion, DR 481); the others are checked but never evaluated. */
  protected genericAssociation(g: GenericSelection, e: Expr): void {
    if (g.current === 'match' && !g.chosen) g.chosen = e;
    else if (g.current === 'default' && !g.fallback) g.fallback = e;
  }

  protected genericResult(g: GenericSelection): Expr {
    const r = g.chosen ?? g.fallback;
    if (r) return r;
    if (g.ct && g.ct.k !== 'error') this.error(g.pos, `‘_Generic’ selector of type ‘${typeName(g.ct)}’ is not compatible with any association`);
    return { k: 'num', value: 0, type: T.error, pos: g.pos };
  }

  protected primary(): Expr {
    const t = this.tok;
    const pos = t.pos;
    if (t.kind === 'punct' && t.text === '(') {
      this.next();
      if (this.is('{')) return this.statementExpression(pos);
      const e = this.expression();
      this.expect(')');
      this.wall?.inParentheses(e);
      return e;
    }
    if (t.kind === 'number') {
      this.next();
      const ic = parseIntConst(t.text);
      if (ic) {
        const v = ic.value;
        return { k: 'num', value: (ic.type.k === 'int' && (ic.type.kind === 'int' || ic.type.kind === 'uint')) ? Number(v) : normalizeBig(v, ic.type), type: ic.type, pos };
      }
      const fc = parseFloatConst(t.text);
      if (fc) return { k: 'fnum', value: fc.value, type: fc.type, pos };
      // GNU C's imaginary constants: an `i` or `j` before or after the f/l suffix.
      const im = /^(.*[0-9.])[ijIJ]([fFlL]?)$/.exec(t.text) ?? /^(.*[0-9.][fFlL])[ijIJ]$/.exec(t.text);
      if (im) {
        const real = parseFloatConst(im[1] + (im[2] ?? ''));
        if (real) return this.imaginaryConstant(real.value, real.type.k as ComplexElem, pos);
      }
      // An integer one (`2i`, `3ULi`, `4iu`): the complex type of the integer constant's type.
      const ii = /^(.*[0-9a-fA-F])[ijIJ]([uUlL]*)$/.exec(t.text) ?? /^(.*[0-9][uUlL]+)[ijIJ]$/.exec(t.text);
      const iv = ii ? parseIntConst(ii[1] + (ii[2] ?? '')) : undefined;
      if (iv && iv.type.k === 'int' && Number.isSafeInteger(Number(iv.value))) return this.imaginaryConstant(Number(iv.value), iv.type.kind as ComplexElem, pos);
      if (/^[0-9]/.test(t.text) && /^0[0-7]*[89]/.test(t.text)) this.error(pos, `invalid digit "${t.text.match(/[89]/)![0]}" in octal constant`);
      else this.error(pos, `invalid suffix "${t.text.replace(/^(0[xX][0-9a-fA-F.]*|[0-9.]*(?:[eE][+-]?[0-9]+)?)/, '')}" on ${/[.eEpP]/.test(t.text) && !/^0[xX]/.test(t.text) ? 'floating' : 'integer'} constant`);
      return { k: 'num', value: 0, type: T.int, pos };
    }
    if (t.kind === 'char') {
      this.next();
      const c = charConstValue(t.text, (m) => this.error(pos, m));
      return { k: 'num', value: c.value, type: c.type, pos };
    }
    if (t.kind === 'string') {
      const first = this.i;
      const bytes = this.stringLiteralBytes();
      const wide = /^[LuU]/.test(t.text) && !t.text.startsWith('u8');
      const elem = wide ? (t.text[0] === 'u' ? T.ushort : t.text[0] === 'U' ? T.uint : T.int) : T.char;
      const esz = sizeOf(elem);
      const len = bytes.length / esz;
      const sym: VarSym = { name: '', type: { k: 'array', of: elem, len }, storage: 'global', id: this.nextId++, pos, inMemory: true, defined: true };
      sym.init = { items: [{ offset: 0, type: sym.type, bytes }], zero: true };
      this.strings.push(sym);
      const node: Expr = { k: 'str', bytes, sym, type: sym.type, pos };
      if (this.wall && this.i === first + 1) this.wall.stringToken(node, t.text);
      return node;
    }
    if (t.kind === 'ident') {
      if (t.text === '__func__' || t.text === '__FUNCTION__' || t.text === '__PRETTY_FUNCTION__') {
        this.next();
        return this.constString('__func__', this.fn?.sym.name ?? '', pos);
      }
      if (t.text === '__builtin_va_arg') {
        this.next(); this.expect('(');
        const ap = this.rvalue(this.assignment());
        this.expect(',');
        const type = this.typeName();
        this.expect(')');
        return { k: 'builtin', name: '__builtin_va_arg', args: [ap], argType: type, type: unqual(type), pos };
      }
      if (t.text === '__builtin_types_compatible_p') {
        // gcc ignores the top-level qualifiers of both type names.
        this.next(); this.expect('(');
        const a = this.typeName();
        this.expect(',');
        const b = this.typeName();
        this.expect(')');
        return { k: 'num', value: sameType(unqual(a), unqual(b)) && sameInnerQualifiers(a, b) ? 1 : 0, type: T.int, pos };
      }
      if (t.text === '__builtin_offsetof') {
        this.next(); this.expect('(');
        const type = this.typeName();
        this.expect(',');
        let off = 0;
        let cur: CType = type;
        for (let first = true; ; first = false) {
          if (first || this.accept('.')) {
            const nt = this.identName();
            if (!isRecord(cur)) { this.error(nt.pos, `request for member ‘${nt.text}’ in something not a structure or union`); break; }
            const path = findField(cur.def, nt.text);
            if (!path) { this.error(nt.pos, `‘${typeName(cur)}’ has no member named ‘${nt.text}’`); break; }
            for (const f of path) { off += f.offset; cur = f.type; }
          } else if (this.accept('[')) {
            const k = Number(this.constValue(this.expression()));
            this.expect(']');
            if (cur.k === 'array') { off += k * sizeOf(cur.of); cur = cur.of; }
          } else break;
        }
        this.expect(')');
        return { k: 'num', value: off, type: T.ulong, pos };
      }
      if (t.text in COMPILER_BUILTINS || (Object.hasOwn(GCC_BUILTINS, t.text) && !this.lookup(t.text))) {
        this.next();
        if (!this.is('(')) this.fail(this.tok.pos, `expected ‘(’ before ${this.describe(this.tok)}`);
        return { k: 'builtin', name: t.text, args: [], type: T.void, pos };
      }
      if (this.isKeyword(t)) this.fail(pos, `expected expression before ‘${t.text}’`);
      this.next();
      const e = this.lookup(t.text);
      if (!e) {
        const lib = t.text.startsWith('__builtin_') ? this.libraryBuiltin(t.text.slice(10), pos) : undefined;
        if (lib) return { k: 'func', f: lib, type: lib.type, pos };
        if (this.is('(')) {
          const f = this.implicitDeclaration(t.text, pos);
          return this.implicitBuiltin(f, pos) ?? { k: 'func', f, type: f.type, pos };
        }
        if (!this.reportedUndeclared.has(t.text)) {
          this.reportedUndeclared.add(t.text);
          this.error(pos, (this.fn ? `‘${t.text}’ undeclared (first use in this function)` : `‘${t.text}’ undeclared here (not in a function)`) + this.didYouMean(t.text, false));
          if (this.fn && !this.undeclaredExplained) {
            this.undeclaredExplained = true;
            this.note(pos, 'each undeclared identifier is reported only once for each function it appears in');
          }
        }
        return { k: 'num', value: 0, type: T.error, pos };
      }
      switch (e.k) {
        case 'var': {
          this.inlineStatics.used(this.fn?.sym, e.v, pos);
          const node: Expr = { k: 'var', v: e.v, type: e.v.type, pos };
          this.wall?.referenced(e.v, node);
          return node;
        }
        case 'func':
          this.inlineStatics.used(this.fn?.sym, e.f, pos);
          this.wall?.usedFunctions.add(e.f);
          if (e.f.implicitIn && this.is('(')) {
            this.implicitDeclaration(t.text, pos);
            const b = this.implicitBuiltin(e.f, pos);
            if (b) return b;
          }
          return { k: 'func', f: e.f, type: e.f.type, pos };
        case 'enum': return { k: 'num', value: e.value, type: e.type, pos };
        case 'typedef': this.fail(pos, `expected expression before ‘${t.text}’`);
      }
    }
    this.fail(pos, `expected expression before ${this.describe(t)}`);
  }

  /** A `const char[]` holding `text` (what __func__ and __builtin_FILE name). */
  protected constString(name: string, text: string, pos: SourcePos): Expr {
    const bytes = text + '\0';
    const sym: VarSym = { name, type: { k: 'array', of: withConst(T.char), len: bytes.length }, storage: 'global', id: this.nextId++, pos, inMemory: true, defined: true };
    sym.init = { items: [{ offset: 0, type: sym.type, bytes }], zero: true };
    this.strings.push(sym);
    return { k: 'str', bytes, sym, type: sym.type, pos };
  }

  protected builtinParser(): BuiltinParser {
    return {
      cast: (e, to) => this.cast(e, to),
      error: (pos, msg) => this.error(pos, msg),
      tryConst: (e) => this.tryConst(e),
      str: (text, pos) => this.rvalue(this.constString('', text, pos)),
      functionName: () => this.fn?.sym.name ?? '',
    };
  }

  protected stringLiteralBytes(): string {
    // Adjacent literals concatenate (§5.1.1.2 phase 6); a wide prefix on any makes all wide.
    const units: number[] = [];
    let width: 1 | 2 | 4 = 1;
    const parts: { body: string; pos: SourcePos }[] = [];
    while (this.tok.kind === 'string') {
      const t = this.next();
      const m = /^(u8|u|U|L)?"(.*)"$/s.exec(t.text);
      if (!m) continue;
      if (m[1] === 'L' || m[1] === 'U') width = 4;
      else if (m[1] === 'u') width = Math.max(width, 2) as 2 | 4;
      parts.push({ body: m[2], pos: t.pos });
    }
    // Each piece decoded as the whole literal's units: "é" L"x" is two wide characters.
    for (const p of parts) for (const u of decodeEscapes(p.body, (msg) => this.error(p.pos, msg), width)) units.push(u);
    units.push(0);
    // Bytes in slices: one String.fromCharCode of a whole long literal would overflow the host's stack.
    const bytes: number[] = [];
    for (const u of units) for (let b = 0; b < width; b++) bytes.push((u >>> (8 * b)) & 0xff);
    let s = '';
    for (let k = 0; k < bytes.length; k += 8192) s += String.fromCharCode(...bytes.slice(k, k + 8192));
    return s;
  }
}
