/**
 * C99's complex types (gcc's `_Complex`, `__real__`, `__imag__`, `~z` as the conjugate).
 * A complex value is a record of two fields (./types.ts complexOf), so storing, copying,
 * passing and returning one is a record's; its arithmetic and conversions are calls of helpers
 * in mpisim's C library (libc/mpisim-complex.c), written as gcc's code for them is: elementwise where
 * one operand is real, libgcc's __mulsc3/__divdc3 where both are complex.
 */
import type { SourcePos } from './diagnostics';
import type { Expr, FuncSym } from './ast';
import { T, type CType, type ComplexElem, commonType, complexElem, complexOf, isArith, isComplex, isFloating, isInt, typeName, unqual } from './types';
import { ParserCore } from './parse-core';

const SUFFIX: Record<ComplexElem, string> = { float: 'f', double: '', ldouble: 'l' };
const LETTER: Record<ComplexElem, string> = { float: 'f', double: 'd', ldouble: 'l' };
const HELPER_POS: SourcePos = { file: '<built-in>/mpisim-complex.c', line: 1, col: 1 };
const isNumeric = (t: CType): boolean => isArith(t) || isComplex(t);

export abstract class ComplexParser extends ParserCore {
  protected abstract finishCall(calleeExpr: Expr, args: Expr[]): Expr;

  /** The type `_Complex` makes of the other specifiers (`plain`: `_Complex` alone, gcc's double). */
  protected complexType(t: CType, pos: SourcePos, plain: boolean): CType {
    if (plain) return complexOf('double');
    if (t.k === 'float' || t.k === 'double' || t.k === 'ldouble') return complexOf(t.k);
    if (isInt(t)) this.fail(pos, 'unsupported: complex integer types (a GNU extension) are not implemented by mpisim');
    this.error(pos, `both ‘complex’ and ‘${typeName(t)}’ in declaration specifiers`);
    return complexOf('double');
  }

  /** A call of the C library's helper `name` (declared in this unit the first time). */
  private helper(name: string, ret: CType, params: CType[], args: Expr[], pos: SourcePos): Expr {
    return this.foldComplex(name, ret, args, pos) ?? this.callHelper(name, ret, params, args, pos);
  }

  private callHelper(name: string, ret: CType, params: CType[], args: Expr[], pos: SourcePos): Expr {
    const prev = this.scopes.file.get(name);
    const f: FuncSym = prev?.k === 'func' ? prev.f : this.declareFunction(name, { k: 'func', ret, params, variadic: false, oldStyle: false }, HELPER_POS, false);
    const call = this.finishCall({ k: 'func', f, type: f.type, pos }, args);
    return { ...call, pos };
  }

  /**
   * The parts of a constant complex expression (a `__mpisim_cmk` call of two constants), or of a
   * real constant; undefined otherwise.
   */
  protected complexConstant(e: Expr): [number, number] | undefined {
    const num = (x: Expr): number | undefined => {
      if (x.k === 'fnum' || x.k === 'num') return Number(x.value);
      // CMPLX(x, y)'s parts are casts to the element type.
      if (x.k === 'cast' && isFloating(x.type) && !isComplex(x.type) && (isFloating(x.e.type) || isInt(x.e.type))) {
        const v = num(x.e);
        return v === undefined ? undefined : x.type.k === 'float' ? Math.fround(v) : v;
      }
      const v = x.k === 'unary' && x.op === '-' ? num(x.e) : undefined;
      return v === undefined ? undefined : x.type.k === 'float' ? Math.fround(-v) : -v;
    };
    const callee = e.k === 'call' ? (e.callee.k === 'addr' ? e.callee.e : e.callee) : undefined;
    const name = e.k === 'call' ? e.fn?.name ?? (callee?.k === 'func' ? callee.f.name : undefined) : undefined;
    if (e.k === 'call' && name?.startsWith('__mpisim_cmk') && e.args.length === 2) {
      const re = num(e.args[0]), im = num(e.args[1]);
      return re === undefined || im === undefined ? undefined : [re, im];
    }
    const x = num(e);
    return x === undefined ? undefined : [x, 0];
  }

  /**
   * gcc folds constant complex expressions (so `1.0 + 2.0 * I` initializes a static): the
   * elementwise ones here, each part rounded to the element type as gcc's exact folding does;
   * complex products and quotients of constants stay calls (gcc folds them with its own rounding).
   */
  private foldComplex(name: string, ret: CType, args: Expr[], pos: SourcePos): Expr | undefined {
    const m = /^__mpisim_c(mk|conv..|neg|conj|add_..|sub_..|mul_rc|mul_cr|div_cr)/.exec(name);
    if (!m || !isComplex(ret)) return undefined;
    const vals = args.map((a) => this.complexConstant(a));
    if (vals.some((v) => v === undefined)) return undefined;
    const [[a, b], [c, d] = [0, 0]] = vals as [number, number][];
    const op = m[1];
    let re: number, im: number;
    if (op === 'mk') [re, im] = [a, c];
    else if (op.startsWith('conv')) [re, im] = [a, b];
    else if (op === 'neg') [re, im] = [-a, -b];
    else if (op === 'conj') [re, im] = [a, -b];
    else if (op === 'add_cc') [re, im] = [a + c, b + d];
    else if (op === 'add_rc') [re, im] = [a + c, d];
    else if (op === 'add_cr') [re, im] = [a + c, b];
    else if (op === 'sub_cc') [re, im] = [a - c, b - d];
    else if (op === 'sub_rc') [re, im] = [a - c, -d];
    else if (op === 'sub_cr') [re, im] = [a - c, b];
    else if (op === 'mul_rc') [re, im] = [a * c, a * d];
    else if (op === 'mul_cr') [re, im] = [a * c, b * c];
    else [re, im] = [a / c, b / c];
    const el = ret.def.complex!;
    const part = (v: number): Expr => ({ k: 'fnum', value: el === 'float' ? Math.fround(v) : v, type: T[el], pos });
    return this.callHelper(`__mpisim_cmk${SUFFIX[el]}`, complexOf(el), [T[el], T[el]], [part(re), part(im)], pos);
  }

  /** GNU C's imaginary constant (`2.0i`, `1.5fi`): the complex value 0 + v·i of `el`. */
  protected imaginaryConstant(v: number, el: ComplexElem, pos: SourcePos): Expr {
    const part = (x: number): Expr => ({ k: 'fnum', value: x, type: T[el], pos });
    return this.callHelper(`__mpisim_cmk${SUFFIX[el]}`, complexOf(el), [T[el], T[el]], [part(0), part(v)], pos);
  }

  private elem(t: CType): ComplexElem {
    return (isComplex(t) ? t.def.complex : t.k) as ComplexElem;
  }

  /** Conversions to, from and between complex types (§6.3.1.6, 6.3.1.7). */
  protected convertComplex(e: Expr, to: CType): Expr {
    const from = e.type;
    if (isComplex(to)) {
      const el = to.def.complex!;
      if (isComplex(from)) {
        return this.helper(`__mpisim_cconv${LETTER[this.elem(from)]}${LETTER[el]}`, unqual(to), [unqual(from)], [e], e.pos);
      }
      if (!isArith(from)) { this.error(e.pos, `incompatible types when converting from ‘${typeName(from)}’ to ‘${typeName(to)}’`); return { ...e, type: T.error }; }
      const zero: Expr = { k: 'fnum', value: 0, type: T[el], pos: e.pos };
      return this.helper(`__mpisim_cmk${SUFFIX[el]}`, unqual(to), [T[el], T[el]], [this.cast(e, T[el]), zero], e.pos);
    }
    // complex -> real: the real part (§6.3.1.7); to _Bool: whether it is non-zero (§6.3.1.2).
    if (to.k === 'int' && to.kind === 'bool') return this.cast(this.complexTruth(e), to);
    if (!isArith(to)) { this.error(e.pos, `incompatible types when converting from ‘${typeName(from)}’ to ‘${typeName(to)}’`); return { ...e, type: T.error }; }
    return this.cast(this.realImag(e, false), to);
  }

  /** `__real__ e` / `__imag__ e`: a field of a complex operand (an lvalue if it is); of a real one, itself or 0. */
  protected realImag(e: Expr, imag: boolean): Expr {
    if (isComplex(e.type)) {
      const field = e.type.def.fields[imag ? 1 : 0];
      const type = e.type.const ? { ...field.type, const: true } as CType : field.type;
      return { k: 'member', e, field, arrow: false, type, pos: e.pos };
    }
    if (!isArith(e.type)) {
      if (e.type.k !== 'error') this.error(e.pos, `wrong type argument to ${imag ? '__imag__' : '__real__'}`);
      return { ...e, type: T.error };
    }
    if (!imag) return e;
    const zero: Expr = isFloating(e.type) ? { k: 'fnum', value: 0, type: unqual(e.type), pos: e.pos } : { k: 'num', value: 0, type: unqual(e.type), pos: e.pos };
    return { k: 'comma', l: { k: 'cast', e, type: T.void, pos: e.pos }, r: zero, type: zero.type, pos: e.pos } as Expr;
  }

  /** The type of an operation on `a` and `b`, one of them complex (§6.3.1.8). */
  protected complexCommon(a: CType, b: CType): CType {
    return complexOf(commonType(complexElem(a), complexElem(b)).k as ComplexElem);
  }

  /** `l op r` with a complex operand: `+ - * /`, `== !=`; other operators are invalid. */
  protected complexBinary(op: string, l: Expr, r: Expr, pos: SourcePos): Expr {
    if (!isNumeric(l.type) || !isNumeric(r.type) || !['+', '-', '*', '/', '==', '!='].includes(op)) {
      this.error(pos, `invalid operands to binary ${op} (have ‘${typeName(l.type)}’ and ‘${typeName(r.type)}’)`);
      return { ...l, type: T.error };
    }
    const ct = this.complexCommon(l.type, r.type);
    const el = (ct as Extract<CType, { k: 'record' }>).def.complex!;
    if (op === '==' || op === '!=') {
      const eq = this.helper(`__mpisim_ceq${SUFFIX[el]}`, T.int, [ct, ct], [this.cast(l, ct), this.cast(r, ct)], pos);
      return op === '==' ? eq : { k: 'unary', op: '!', e: eq, type: T.int, pos };
    }
    // A real operand stays real (gcc computes x + (a+bi) as (x+a) + bi, keeping b's sign of zero).
    const kind = isComplex(l.type) ? (isComplex(r.type) ? 'cc' : 'cr') : 'rc';
    const name = { '+': 'add', '-': 'sub', '*': 'mul', '/': 'div' }[op];
    const lt = kind === 'rc' ? T[el] : ct, rt = kind === 'cr' ? T[el] : ct;
    return this.helper(`__mpisim_c${name}_${kind}${SUFFIX[el]}`, ct, [lt, rt], [this.cast(l, lt), this.cast(r, rt)], pos);
  }

  /** Unary `-`, `+`, `~` (gcc: the conjugate) and `!` on a complex operand. */
  protected complexUnary(op: string, e: Expr, pos: SourcePos): Expr {
    const el = this.elem(e.type);
    if (op === '+') return e;
    if (op === '!') return { k: 'unary', op: '!', e: this.complexTruth(e), type: T.int, pos };
    return this.helper(`__mpisim_c${op === '-' ? 'neg' : 'conj'}${SUFFIX[el]}`, unqual(e.type), [unqual(e.type)], [e], pos);
  }

  /** A complex value as a condition: whether it is non-zero. */
  protected complexTruth(e: Expr): Expr {
    const el = this.elem(e.type);
    const ct = complexOf(el);
    return this.helper(`__mpisim_cnz${SUFFIX[el]}`, T.int, [ct], [e], e.pos);
  }
}
