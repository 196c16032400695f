/**
 * C99's complex types (gcc's `_Complex`, `__real__`, `__imag__`, `~z` as the conjugate), and GNU
 * C's complex integer types (`_Complex int`, `_Complex unsigned char`..., `2i`).
 * A complex value is a record of two fields (./types.ts complexOf), so storing, copying,
 * passing and returning one is a record's; its arithmetic and conversions are calls of helpers
 * in mpisim's C library (libc/mpisim-complex.c), written as gcc's code for them is: elementwise where
 * one operand is real, libgcc's __mulsc3/__divdc3 where both are complex.
 */
import type { SourcePos } from './diagnostics';
import type { Expr, FuncSym } from './ast';
import { T, type CType, type ComplexElem, commonType, complexElem, complexOf, intPrecision, isArith, isComplex, isFloating, isInt, isUnsigned, promote, sizeOf, typeName, unqual } from './types';
import { ParserCore } from './parse-core';

/** The helpers' suffix per element type (`__mpisim_cadd_cc<suffix>`), and letter in conversions' names. */
const SUFFIX: Record<ComplexElem, string> = {
  float: 'f', double: '', ldouble: 'l', char: '_c', schar: '_a', uchar: '_h', short: '_s', ushort: '_t', int: '_i', uint: '_j', long: '_l', ulong: '_m', llong: '_x', ullong: '_y',
};
const LETTER: Record<ComplexElem, string> = {
  float: 'f', double: 'd', ldouble: 'l', char: 'zc', schar: 'za', uchar: 'zh', short: 'zs', ushort: 'zt', int: 'zi', uint: 'zj', long: 'zl', ulong: 'zm', llong: 'zx', ullong: 'zy',
};
const isFloatElem = (el: ComplexElem): boolean => el === 'float' || el === 'double' || el === 'ldouble';
/** A part's constant: an integer element's wrapped to its width (undefined: not exactly representable here). */
function partValue(v: number, el: ComplexElem): number | undefined {
  if (isFloatElem(el)) return el === 'float' ? Math.fround(v) : v;
  if (!Number.isFinite(v)) return undefined;
  const bits = sizeOf(T[el]) * 8;
  const w = Number(isUnsigned(T[el]) ? BigInt.asUintN(bits, BigInt(Math.trunc(v))) : BigInt.asIntN(bits, BigInt(Math.trunc(v))));
  return Number.isSafeInteger(w) ? w : undefined;
}
const HELPER_POS: SourcePos = { file: '<built-in>/mpisim-complex.c', line: 1, col: 1 };
const isNumeric = (t: CType): boolean => isArith(t) || isComplex(t);

export abstract class ComplexParser extends ParserCore {
  protected abstract finishCall(calleeExpr: Expr, args: Expr[], open: SourcePos): Expr;

  /** The type `_Complex` makes of the other specifiers (`plain`: `_Complex` alone, gcc's double). */
  protected complexType(t: CType, pos: SourcePos, plain: boolean): CType {
    if (plain) return complexOf('double');
    if (t.k === 'float' || t.k === 'double' || t.k === 'ldouble') return complexOf(t.k);
    if (t.k === 'int' && t.kind in SUFFIX && t.bits === undefined) return complexOf(t.kind as ComplexElem);
    if (isInt(t) && !(t.k === 'int' && t.kind === 'bool')) this.fail(pos, `unsupported: complex ${typeName(t)} is not implemented by mpisim`);
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
    const call = this.finishCall({ k: 'func', f, type: f.type, pos }, args, pos);
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
      if (x.k === 'cast' && x.type.k === 'int' && x.type.kind in SUFFIX && (isFloating(x.e.type) || isInt(x.e.type))) {
        const v = num(x.e);
        return v === undefined ? undefined : partValue(v, x.type.kind as ComplexElem);
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
    // Integer quotients stay calls (they truncate, and may divide by zero).
    if (!isFloatElem(ret.def.complex!) && op === 'div_cr') return undefined;
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
    const pre = partValue(re, el), pim = partValue(im, el);
    if (pre === undefined || pim === undefined) return undefined;
    return this.callHelper(`__mpisim_cmk${SUFFIX[el]}`, complexOf(el), [T[el], T[el]], [this.part(pre, el, pos), this.part(pim, el, pos)], pos);
  }

  /** A constant of a complex type's element type. */
  private part(v: number, el: ComplexElem, pos: SourcePos): Expr {
    return isFloatElem(el) ? { k: 'fnum', value: v, type: T[el], pos } : { k: 'num', value: v, type: T[el], pos };
  }

  /** GNU C's imaginary constant (`2.0i`, `1.5fi`, `2i`, `3ULi`): the complex value 0 + v·i of `el`. */
  protected imaginaryConstant(v: number, el: ComplexElem, pos: SourcePos): Expr {
    return this.callHelper(`__mpisim_cmk${SUFFIX[el]}`, complexOf(el), [T[el], T[el]], [this.part(0, el, pos), this.part(v, el, pos)], pos);
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
      return this.helper(`__mpisim_cmk${SUFFIX[el]}`, unqual(to), [T[el], T[el]], [this.cast(e, T[el]), this.part(0, el, e.pos)], e.pos);
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

  /**
   * The type of an operation on `a` and `b`, one of them complex (§6.3.1.8). With integer
   * elements, gcc's c_common_type: a real operand is promoted, a complex one is not (a
   * _Complex short sum stays _Complex short); the greater precision wins, then long long over
   * long over int, then the unsigned type.
   */
  protected complexCommon(a: CType, b: CType): CType {
    const ea = isComplex(a) ? complexElem(a) : promote(a), eb = isComplex(b) ? complexElem(b) : promote(b);
    if (ea.k !== 'int' || eb.k !== 'int') return complexOf(commonType(ea, eb).k as ComplexElem);
    if (ea.kind === eb.kind) return complexOf(ea.kind as ComplexElem);
    const pa = intPrecision(ea), pb = intPrecision(eb);
    if (pa !== pb) return complexOf((pa > pb ? ea : eb).kind as ComplexElem);
    const rank = (k: string): number => (k === 'llong' || k === 'ullong' ? 2 : k === 'long' || k === 'ulong' ? 1 : 0);
    if (rank(ea.kind) !== rank(eb.kind)) return complexOf((rank(ea.kind) > rank(eb.kind) ? ea : eb).kind as ComplexElem);
    return complexOf((isUnsigned(ea) ? ea : eb).kind as ComplexElem);
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
