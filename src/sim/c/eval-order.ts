/**
 * Where gcc -O0 evaluates a side effect that C leaves unsequenced against a call, when it is not
 * where the operand stands: gcc's front end folds every operator it builds (fold_binary,
 * fold_unary), and the folding moves some side effects out to the front of the whole operator
 * chain. Programs that print `(x = 7, x) + h(&x)` or `f() > (c += g())` must print what gcc's
 * build prints, so the code generator evaluates them there too:
 * - a comma operand of an arithmetic operator, a comparison or a conversion, `(a, b) op c` and
 *   `c op (a, b)`, is `a, (b op c)` and `a, (c op b)`;
 * - `l op= r` with side effects in `r` is `(t = r, l = l op t)` (build_modify_expr saves r
 *   first), and so moves out as a comma does;
 * - a conversion of an assignment of a constant, `(int)(c = 5)`, is `(c = 5, (int)5)`;
 * - `c ? a : a`, the arms equal and without side effects, is `(c, a)` (fold_ternary);
 * - an integer `(a - f()) - a`, `a - (a + f())`, `(a ^ f()) ^ a`... is `-f()`, `-f()`, `f()`
 *   (match.pd's cancellations, see `cancelled`): the reads of `a` are gone, whatever f does to it.
 */
import type { Expr } from './ast';
import { foldExpr } from './ast-walk';
import { intBits, isInt, isPtr, isUnsigned, sameType, sizeOf, type CType } from './types';

/** A side effect moved to the front: `save` keeps its value (the right side of an op=) for the value left behind. */
export interface Side { e: Expr; save: boolean }

/** The operand chains fold walks: arithmetic, comparisons, conversions and unary operators. */
function folded(e: Expr): boolean {
  return e.k === 'binary' || e.k === 'ptrdiff' || e.k === 'cast' || e.k === 'unary';
}

/** `l = constant` (not into a bit-field): fold_unary's conversion of it is a comma. */
function constantAssign(e: Expr): boolean {
  if (e.k !== 'assign' || (e.l.k === 'member' && e.l.field.bitWidth !== undefined)) return false;
  let r = e.r;
  while (r.k === 'cast') r = r.e;
  return r.k === 'num' || r.k === 'fnum';
}

type Binary = Extract<Expr, { k: 'binary' }>;

export class EvalOrder {
  private effects = new Map<Expr, boolean>();
  private moves = new Map<Expr, boolean>();
  /** Each node as fold leaves it (itself when nothing changes), one node per operator so code generation sees it once. */
  private folds = new Map<Expr, Expr>();
  /** The node each folded one stands for (code generation finds a value computed already under it). */
  private origins = new Map<Expr, Expr>();
  /** Conversions of assignments' right sides (gcc narrows the operators under them; not an argument's, it shows). */
  private assigned = new Set<Expr>();
  private assigns = new Map<Expr, Expr>();

  /** gcc's TREE_SIDE_EFFECTS: evaluating `e` changes something (assignments, ++/--, calls). */
  sideEffects(e: Expr): boolean {
    return foldExpr(e, this.effects, (x, cs) =>
      x.k === 'assign' || x.k === 'opassign' || x.k === 'incdec' || x.k === 'call' || x.k === 'stmtexpr' || x.k === 'builtin' || cs.some(Boolean));
  }

  /** Whether folding `e` (an operator of a fold chain) moves a side effect out of it. */
  movesSides(e: Expr): boolean {
    return foldExpr(e, this.moves, (x, cs) => {
      if (x.k === 'comma') return true;
      if (x.k === 'opassign') return this.sideEffects(x.r);
      if (x.k === 'cast' && constantAssign(x.e)) return true;
      if (x.k === 'cond') return this.equalArms(x);
      if (!folded(x)) return false;
      return cs.some(Boolean);
    });
  }

  /**
   * `e` (an operator of a fold chain) as gcc's fold leaves it: the side effects moved out, in
   * the order they run, and what is left (new nodes where something was taken out of them).
   * `fixed`: nodes whose value is computed already (left as they are).
   */
  hoist(e: Expr, fixed: (x: Expr) => boolean): { sides: Side[]; value: Expr } {
    const sides: Side[] = [];
    // A walk down the operators that move side effects, on the heap (chains nest as deep as
    // programs make them): each frame an operator waiting for its operands as rebuilt.
    const stack: { x: Expr; got: Expr[] }[] = [];
    let enter: Expr | undefined = e;
    let done: Expr = e;
    for (;;) {
      if (enter) {
        const x: Expr = enter;
        enter = undefined;
        if (!fixed(x) && this.movesSides(x)) {
          switch (x.k) {
            case 'comma': sides.push({ e: x.l, save: false }); enter = x.r; continue;
            case 'cond': sides.push({ e: x.c, save: false }); enter = x.a; continue;
            case 'opassign': sides.push({ e: x.r, save: true }); break;
            case 'cast': case 'unary': stack.push({ x, got: [] }); enter = x.e; continue;
            case 'binary': case 'ptrdiff': stack.push({ x, got: [] }); enter = x.l; continue;
            default: break;
          }
        }
        done = x;
      }
      const top = stack[stack.length - 1];
      if (!top) return { sides, value: done };
      top.got.push(done);
      const x = top.x;
      if ((x.k === 'binary' || x.k === 'ptrdiff') && top.got.length === 1) { enter = x.r; continue; }
      stack.pop();
      const [a, b] = top.got;
      if (x.k === 'binary' || x.k === 'ptrdiff') done = { ...x, l: a, r: b };
      else if (x.k === 'unary') done = { ...x, e: a };
      else if (x.k === 'cast' && constantAssign(a)) {
        // `(long)(a, c = 5)` is `a, (c = 5, (long)5)`: the comma first, then the assignment left.
        sides.push({ e: a, save: false });
        done = { ...x, e: (a as Extract<Expr, { k: 'assign' }>).r };
      } else if (x.k === 'cast') done = { ...x, e: a };
    }
  }

  /** `c ? a : b` that gcc folds to `(c, a)`: equal arms, a condition with side effects (without them it is `a`, the same). */
  private equalArms(x: Extract<Expr, { k: 'cond' }>): boolean {
    return this.sideEffects(x.c) && this.same(x.a, x.b);
  }

  /**
   * gcc's operand_equal_p(a, b, 0) for what it finds equal in these folds: the same operators
   * on the same objects and constants, with no side effects (commutative operands either way).
   */
  same(a0: Expr, b0: Expr): boolean {
    if (this.sideEffects(a0) || this.sideEffects(b0)) return false;
    // Pairs still to compare, on the heap (operands nest as deep as programs make them).
    const todo: Expr[] = [a0, b0];
    while (todo.length) {
      const b = todo.pop()!, a = todo.pop()!;
      // `(char)3` and `3` as operand_equal_p sees them, folded to their values.
      const ca = intConstant(a), cb = intConstant(b);
      if (ca !== undefined || cb !== undefined) {
        if (ca !== cb || !sameType(a.type, b.type)) return false;
        continue;
      }
      if (a.k !== b.k || !sameType(a.type, b.type)) return false;
      switch (a.k) {
        case 'num': if (a.value !== (b as typeof a).value) return false; break;
        case 'fnum': if (!Object.is(a.value, (b as typeof a).value)) return false; break;
        case 'var': if (a.v !== (b as typeof a).v) return false; break;
        case 'cast': case 'deref': case 'addr': todo.push(a.e, (b as typeof a).e); break;
        case 'unary': if (a.op !== (b as typeof a).op) return false; todo.push(a.e, (b as typeof a).e); break;
        case 'member': {
          const m = b as typeof a;
          if (a.field !== m.field || a.arrow !== m.arrow) return false;
          todo.push(a.e, m.e);
          break;
        }
        case 'ptradd': {
          const m = b as typeof a;
          if (a.scale !== m.scale || a.neg !== m.neg) return false;
          todo.push(a.ptr, m.ptr, a.idx, m.idx);
          break;
        }
        case 'binary': {
          const m = b as typeof a;
          if (a.op !== m.op) return false;
          // Commutative operands compare either way round (only when the first way fails).
          if (COMMUTATIVE.has(a.op) && !this.same(a.l, m.l)) todo.push(a.l, m.r, a.r, m.l);
          else todo.push(a.l, m.l, a.r, m.r);
          break;
        }
        default: return false;
      }
    }
    return true;
  }

  /**
   * The integer `+`, `-` or `^` operator `e` as gcc's fold leaves it when an operand cancels
   * against an equal one (match.pd: `(A + B) - A` is B, `(A - B) - A` is -B, `A - (A +- B)`
   * is -+B, `A + (B - A)` is B, `(A + B) + (C - A)` is C + B, `(A - B) + (C - A)` is C - B,
   * `(A + B) - (A - C)` is B + C, `(A - B) - (A - C)` is C - B, `(A ^ B) ^ A` is B), folded
   * again as gcc folds what it builds: the node itself when none applies.
   */
  /** Assignment `e` with its right side's narrowing conversion folded (`i = -a + k()`, k long: `i = k() - a`). */
  assignFolded(e: Extract<Expr, { k: 'assign' }>): Expr {
    let f = this.assigns.get(e);
    if (!f) {
      // The conversion is the assignment's own when no cast node stands for it.
      const lt = e.l.type;
      const conv: Expr = e.r.k === 'cast' || !isInt(lt) || !isInt(e.r.type) || sameType(lt, e.r.type) ? e.r : { k: 'cast', e: e.r, type: lt, pos: e.r.pos };
      const r = this.convertedFolded(conv);
      f = r === conv ? e : { ...e, r };
      if (f !== e) this.origins.set(f, e);
      this.assigns.set(e, f);
      this.assigns.set(f, f);
    }
    return f;
  }

  /**
   * A prototyped call's argument `a` as convert_arguments folds it: its conversion to the
   * parameter's type narrows as an assignment's does (`ik(-a + k())`, k long: `k() - a`).
   */
  argumentFolded(a: Expr): Expr {
    let f = this.assigns.get(a);
    if (!f) {
      f = this.convertedFolded(a);
      this.assigns.set(a, f);
      this.assigns.set(f, f);
    }
    return f;
  }

  /** Conversion `conv` of a value assigned (or passed) as fold leaves it. */
  private convertedFolded(conv: Expr): Expr {
    if (conv.k !== 'cast') return conv;
    this.assigned.add(conv);
    // Folded already as any cast (inside an enclosing assignment's right side).
    this.folds.delete(conv);
    return this.folded(conv);
  }

  /** The node of the program `e` was folded from, if it was. */
  origin(e: Expr): Expr | undefined {
    return this.origins.get(e);
  }

  folded(e: Expr): Expr {
    // Operands first, as gcc folds each operator when it builds it.
    return foldExpr(e, this.folds, (x, cs) => {
      let b: Expr;
      if (x.k === 'unary' && x.op === '-' && isInt(x.type) && cs[0].k === 'binary' && cs[0].op === '-' && sameType(cs[0].type, x.type) && strippedNop(cs[0].r).k !== 'num') {
        // `-(a - f())` is `f() - a`: a is read after the call.
        b = { ...cs[0], l: cs[0].r, r: cs[0].l, pos: x.pos };
      } else if (x.k === 'binary' && COMPARISONS.has(x.op) && (isInt(x.l.type) || isPtr(x.l.type)) && this.same(cs[0], cs[1])) {
        // `a != a` is 0, `a <= a` is 1.
        b = { k: 'num', value: x.op === '==' || x.op === '<=' || x.op === '>=' ? 1 : 0, type: x.type, pos: x.pos };
      } else if ((x.k === 'binary' || x.k === 'logic') && (b = this.absorbed(x, cs[0], cs[1])) !== x) {
        // `f() * 0` is `(f(), 0)`: a comma, which moves out in front of the operators above.
      } else if (x.k === 'binary') {
        b = cs[0] === x.l && cs[1] === x.r ? x : { ...x, l: cs[0], r: cs[1] };
        // Only where it orders a read and a side effect: the rewrite changes the value when the
        // addition overflows, which gcc assumes never happens and mpisim's arithmetic wraps
        // (as gcc's -fwrapv, under which gcc does not rewrite).
        const bb = b as Binary;
        if (this.sideEffects(bb.l) || this.sideEffects(bb.r)) for (let c = canonicalComparison(bb); c; c = canonicalComparison(c)) b = c;
      }
      else if (x.k === 'cast') {
        // A narrowing conversion of an assigned value, kept only when it cancels (the same
        // value otherwise, computed as the program says); else the conversion of the operand folded.
        const n = this.assigned.has(x) ? this.narrowed(x, cs[0]) : x;
        // convert_to_integer narrows the operator whether or not anything cancels then; what
        // changes is the reads' order (`ik(x - -k())`, k long: `x + k()` in int, x read after).
        // Not below int: an operator of a char or short type would not wrap to its width, and C
        // computes none (`i8 = (int8_t)(i8 + 1)` is -128 from 127).
        const c = n !== x && n.k === 'binary' ? this.cancelOnce(n) ?? (intBits(n.type) >= 32 ? n : undefined) : undefined;
        if (c) b = c;
        else {
          if (cs[0] === x.e) return x;
          b = { ...x, e: cs[0] };
          this.origins.set(b, x);
          return b;
        }
      } else return x;
      for (let c = b.k === 'binary' ? this.cancelOnce(b) : undefined; c; c = b.k === 'binary' ? this.cancelOnce(b) : undefined) b = c;
      this.folds.set(b, b);
      if (b !== x) this.origins.set(b, x);
      return b;
    });
  }

  /**
   * A narrowing integer conversion of `+`, `-` or `^` (`i = -a + k()`, k long) as gcc's
   * convert_to_integer makes it: the operator in the narrower type, on operands converted
   * (a conversion back from the wider type gone). `inner`: the operand as folded.
   */
  private narrowed(x: Extract<Expr, { k: 'cast' }>, inner: Expr): Expr {
    const t = x.type;
    const narrows = (y: Expr): y is Binary => y.k === 'binary' && ['+', '-', '^'].includes(y.op) && isInt(t) && isInt(y.type) && intBits(t) < intBits(y.type);
    if (!narrows(inner)) return x;
    // The operands narrowed the same way, a few levels down (what a fold can cancel is near).
    // A widening conversion under it goes (`(short)(long)(-x)` is `(short)-x`), and a negation
    // wider than `t` is one in `t` (`-(short)x`), as fold_convert narrows NEGATE_EXPR.
    // do_narrow's type for the operator: unsigned (no new signed overflow) where an operand is
    // still wider than `t` after its widening conversions go, else `t`'s signedness. A narrowed
    // operand computed in another one than its parent's stands under a conversion there, which
    // match.pd's patterns do not look through: `ik((a + k()) - (a - t3()))`, k long and t3 int,
    // is `(unsigned)a + (unsigned)k() - (unsigned)(a - t3())` and nothing cancels.
    const wide = (z: Expr): boolean => {
      while (z.k === 'cast' && isInt(z.type) && isInt(z.e.type) && intBits(z.type) > intBits(z.e.type) && intBits(z.e.type) >= intBits(t)) z = z.e;
      return isInt(z.type) && intBits(z.type) > intBits(t);
    };
    const inUnsigned = (y: Binary): boolean => isUnsigned(y.type) || ((y.op === '+' || y.op === '-') && (wide(y.l) || wide(y.r)));
    const to = (y: Expr, depth: number, parentUnsigned?: boolean): Expr => {
      if (y.k === 'cast' && isInt(y.type) && isInt(y.e.type) && intBits(y.type) > intBits(y.e.type)) {
        // An operator computed in `t` already (`(long)(a - t3())`) stays in `t`, signed or not.
        if (sameType(y.e.type, t)) return parentUnsigned && !isUnsigned(t) && y.e.k === 'binary' ? { k: 'cast', e: y.e, type: t, pos: y.pos } : y.e;
        if (intBits(y.e.type) > intBits(t) && depth < 8) return to(y.e, depth + 1, parentUnsigned);
      }
      if (narrows(y) && depth < 8) {
        // Built in the wide type first, a variable operand of a commutative operator went second
        // there (tree_swap_operands_p sees `x`, not the narrowing `(int)L` it has here).
        const swapped = COMMUTATIVE.has(y.op) && y.r.k !== 'var' && strippedNop(y.l).k === 'var';
        const [l, r] = swapped ? [y.r, y.l] : [y.l, y.r];
        const u = inUnsigned(y);
        const b: Expr = { k: 'binary', op: y.op, l: to(l, depth + 1, u), r: to(r, depth + 1, u), type: t, pos: y.pos };
        return parentUnsigned === undefined || parentUnsigned === u ? b : { k: 'cast', e: b, type: t, pos: y.pos };
      }
      if (y.k === 'unary' && y.op === '-' && isInt(y.type) && intBits(y.type) > intBits(t) && depth < 8) return { k: 'unary', op: '-', e: to(y.e, depth + 1, parentUnsigned), type: t, pos: y.pos };
      return { k: 'cast', e: y, type: t, pos: y.pos };
    };
    return to(inner, 0);
  }

  /**
   * `x` (operands `l`, `r` as folded) when an integer operand absorbs the other: `X * 0`,
   * `X & 0`, `X | -1`, `X % 1`, `X && 0`, `X || 1` are `(X, constant)` when X has side
   * effects (omit_one_operand); `x` itself otherwise (without them the value is the same).
   */
  private absorbed(x: Binary | Extract<Expr, { k: 'logic' }>, l: Expr, r: Expr): Expr {
    if (!isInt(x.type)) return x;
    const t = x.type;
    const ones = isUnsigned(t) ? (1n << BigInt(intBits(t))) - 1n : -1n;
    const pairs: [Expr, Expr][] = x.op === '%' || x.k === 'logic' ? [[l, r]] : [[l, r], [r, l]];
    for (const [keep, k] of pairs) {
      if (!isInt(keep.type) || !isInt(k.type) || !this.sideEffects(keep)) continue;
      const c = intConstant(k);
      if (c === undefined) continue;
      let v: bigint | undefined;
      if (x.k === 'logic') v = x.op === '&&' ? (c === 0n ? 0n : undefined) : c !== 0n ? 1n : undefined;
      else if ((x.op === '*' || x.op === '&') && c === 0n) v = 0n;
      else if (x.op === '|' && c === ones && sameType(k.type, t)) v = c;
      else if (x.op === '%' && c === 1n) v = 0n;
      if (v === undefined) continue;
      const value: Expr = { k: 'num', value: typeof (k.k === 'num' ? k.value : 0) === 'bigint' ? v : Number(v), type: t, pos: x.pos };
      return { k: 'comma', l: keep, r: value, type: t, pos: x.pos };
    }
    return x;
  }

  private cancelOnce(e: Binary): Expr | undefined {
    if (!isInt(e.type) || (e.op !== '+' && e.op !== '-' && e.op !== '^')) return undefined;
    const t = e.type, pos = e.pos;
    const bin = (o: string, l: Expr, r: Expr): Binary => ({ k: 'binary', op: o, l, r, type: t, pos });
    const neg = (x: Expr): Expr => ({ k: 'unary', op: '-', e: x, type: t, pos });
    const negated = (x: Expr): x is Extract<Expr, { k: 'unary' }> => x.k === 'unary' && x.op === '-';
    // An operand as gcc has built it: `a - 5` is `a + -5`, `-a + b` is `b - a`, `a + -b` is `a - b`.
    const op = (x: Expr, o: string): Binary | undefined => {
      if (x.k !== 'binary' || !sameType(x.type, t)) return undefined;
      const minusConstant = x.op === '-' && strippedNop(x.r).k === 'num';
      if (o === '+') return x.op === '+' && !negated(x.l) && !negated(x.r) ? x : minusConstant ? bin('+', x.l, neg(x.r)) : undefined;
      if (o === '-' && x.op === '+') return negated(x.l) ? bin('-', x.r, x.l.e) : negated(x.r) ? bin('-', x.l, x.r.e) : undefined;
      return x.op === o && !minusConstant ? x : undefined;
    };
    const eq = (a: Expr, b: Expr): boolean => this.same(a, b);
    const { l, r } = e;
    if (e.op === '^') {
      for (const [x, y] of [[l, r], [r, l]]) {
        const p = op(x, '^');
        if (p && eq(p.l, y)) return p.r;
        if (p && eq(p.r, y)) return p.l;
      }
      return undefined;
    }
    if (e.op === '-') {
      const lp = op(l, '+'), lm = op(l, '-'), rp = op(r, '+'), rm = op(r, '-');
      // `0 - (a - f())` is `f() - a`.
      let z = l;
      while (z.k === 'cast' && isInt(z.type)) z = z.e;
      if (z.k === 'num' && Number(z.value) === 0 && rm) return bin('-', rm.r, rm.l);
      if (lp && eq(lp.l, r)) return lp.r;
      if (lp && eq(lp.r, r)) return lp.l;
      if (lm && eq(lm.l, r)) return neg(lm.r);
      if (rp && eq(l, rp.l)) return neg(rp.r);
      if (rp && eq(l, rp.r)) return neg(rp.l);
      if (rm && eq(l, rm.l)) return rm.r;
      if (lp && rm && eq(lp.l, rm.l)) return bin('+', lp.r, rm.r);
      if (lp && rm && eq(lp.r, rm.l)) return bin('+', lp.l, rm.r);
      if (lm && rm && eq(lm.l, rm.l)) return bin('-', rm.r, lm.r);
      // `(A + B) - (A + C)` is `B - C`, the sums' operands either way round.
      if (lp && rp) {
        if (eq(lp.l, rp.l)) return bin('-', lp.r, rp.r);
        if (eq(lp.l, rp.r)) return bin('-', lp.r, rp.l);
        if (eq(lp.r, rp.l)) return bin('-', lp.l, rp.r);
        if (eq(lp.r, rp.r)) return bin('-', lp.l, rp.l);
      }
      // `g - -f()` is `g + f()`: g, a variable, is read after the call.
      if (negated(r) && sameType(r.e.type, t)) return bin('+', l, r.e);
      return undefined;
    }
    // `-a + f()` is `f() - a`: a is read after the call; `-a + -b` is `-(a + b)`.
    if (negated(l) && negated(r)) return neg(bin('+', l.e, r.e));
    if (negated(l) && isInt(l.e.type)) return bin('-', r, l.e);
    // `a + -f()` is `a - f()`: a is read before the call (as `-f() + a`, put that way round first).
    if (negated(r) && isInt(r.e.type)) return bin('-', l, r.e);
    for (const [x, y] of [[l, r], [r, l]]) {
      const xm = op(x, '-'), xp = op(x, '+'), ym = op(y, '-');
      if (xm && eq(xm.r, y)) return xm.l;
      if (xp && ym && eq(xp.l, ym.r)) return bin('+', ym.l, xp.r);
      if (xp && ym && eq(xp.r, ym.r)) return bin('+', ym.l, xp.l);
      if (xm && ym && eq(xm.l, ym.r)) return bin('-', ym.l, xm.r);
    }
    return undefined;
  }
}

/** Where maybe_canonicalize_comparison makes a constant smaller: `<` of `A - C` becomes `<=` of `A - (C-1)`... */
const CANONICAL: Record<string, { sign: 1n | -1n; to: string }> = {
  '<': { sign: -1n, to: '<=' }, '>': { sign: 1n, to: '>=' }, '<=': { sign: 1n, to: '<' }, '>=': { sign: -1n, to: '>' },
};
const SWAPPED: Record<string, string> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };

/**
 * gcc's maybe_canonicalize_comparison (fold-const.c), for signed integers whose overflow is
 * undefined: `A + C <= B` is `A + (C-1) < B`, `A - C < B` is `A - (C-1) <= B` (so `x + 1 <= f()`
 * is `x < f()`, and x, a variable, is read after the call); tried on the left operand, then on
 * the right with the comparison swapped, which puts that operand first (`f() >= x + 2` is
 * `x + 1 > f()`: x is read before the call). Undefined when neither applies.
 */
function canonicalComparison(e: Binary): Binary | undefined {
  const rule = (op: string, y: Expr): Expr | undefined => {
    const c = CANONICAL[op];
    if (!c || y.k !== 'binary' || (y.op !== '+' && y.op !== '-') || !isInt(y.type) || isUnsigned(y.type) || intBits(y.type) < 32) return undefined;
    const k0 = intConstant(y.r);
    if (k0 === undefined || k0 === 0n) return undefined;
    const k = y.op === '+' ? k0 : -k0;
    if ((k > 0n ? 1n : -1n) !== c.sign) return undefined;
    const k1 = k - c.sign;
    if (k1 === 0n) return y.l;
    const big = y.r.k === 'num' && typeof y.r.value === 'bigint';
    const mag = k1 < 0n ? -k1 : k1;
    return { k: 'binary', op: k1 > 0n ? '+' : '-', l: y.l, r: { k: 'num', value: big ? mag : Number(mag), type: y.r.type, pos: y.r.pos }, type: y.type, pos: y.pos };
  };
  if (!CANONICAL[e.op] || !isInt(e.l.type)) return undefined;
  // shorten_compare: `(long)(x + 1) <= (long)f()` compares ints, and the rule applies to them.
  const { l: sl, r: sr } = e;
  if (sl.k === 'cast' && sr.k === 'cast' && isInt(sl.e.type) && sameType(sl.e.type, sr.e.type) && isUnsigned(sl.e.type) === isUnsigned(e.l.type) && intBits(sl.e.type) < intBits(e.l.type)) {
    const c = canonicalComparison({ ...e, l: sl.e, r: sr.e });
    if (c) return c;
  }
  const l = rule(e.op, e.l);
  if (l) return { ...e, op: CANONICAL[e.op].to, l };
  const swapped = SWAPPED[e.op];
  const r = rule(swapped, e.r);
  return r ? { ...e, op: CANONICAL[swapped].to, l: r, r: e.l } : undefined;
}

/** The value of integer constant `e` (a number under integer conversions, each wrapping it), if it is one. */
function intConstant(e: Expr): bigint | undefined {
  if (e.k === 'num' && isInt(e.type)) return BigInt(e.value);
  if (e.k === 'unary' && (e.op === '-' || e.op === '~') && isInt(e.type) && intBits(e.type) >= 32) {
    const v = intConstant(e.e);
    return v === undefined ? undefined : wrapInt(e.op === '-' ? -v : ~v, e.type);
  }
  if (e.k !== 'cast' || !isInt(e.type) || !isInt(e.e.type)) return undefined;
  const v = intConstant(e.e);
  if (v === undefined) return undefined;
  return e.type.kind === 'bool' ? (v === 0n ? 0n : 1n) : wrapInt(v, e.type);
}

function wrapInt(v: bigint, t: CType): bigint {
  return isUnsigned(t) ? BigInt.asUintN(intBits(t), v) : BigInt.asIntN(intBits(t), v);
}

const COMMUTATIVE = new Set(['+', '*', '&', '|', '^', '==', '!=']);
const COMPARISONS = new Set(['==', '!=', '<', '>', '<=', '>=']);


/** `e` under the casts gcc's STRIP_NOPS removes: between integers (or pointers) of one width. */
export function strippedNop(e: Expr): Expr {
  while (e.k === 'cast' && (isInt(e.type) || isPtr(e.type)) && (isInt(e.e.type) || isPtr(e.e.type)) && sizeOf(e.type) === sizeOf(e.e.type)) e = e.e;
  return e;
}
