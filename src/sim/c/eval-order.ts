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
 * - a conversion of an assignment of a constant, `(int)(c = 5)`, is `(c = 5, (int)5)`.
 */
import type { Expr } from './ast';
import { foldExpr } from './ast-walk';
import { isInt, isPtr, sizeOf } from './types';

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

export class EvalOrder {
  private effects = new Map<Expr, boolean>();
  private moves = new Map<Expr, boolean>();

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
    const walk = (x: Expr): Expr => {
      if (fixed(x) || !this.movesSides(x)) return x;
      switch (x.k) {
        case 'comma': sides.push({ e: x.l, save: false }); return walk(x.r);
        case 'opassign': sides.push({ e: x.r, save: true }); return x;
        case 'cast': {
          // `(long)(a, c = 5)` is `a, (c = 5, (long)5)`: the comma first, then the assignment left.
          const inner = walk(x.e);
          if (!constantAssign(inner)) return { ...x, e: inner };
          sides.push({ e: inner, save: false });
          return { ...x, e: (inner as Extract<Expr, { k: 'assign' }>).r };
        }
        case 'unary': return { ...x, e: walk(x.e) };
        case 'binary': case 'ptrdiff': { const l = walk(x.l); return { ...x, l, r: walk(x.r) }; }
        default: return x;
      }
    };
    const value = walk(e);
    return { sides, value };
  }
}

/** `e` under the casts gcc's STRIP_NOPS removes: between integers (or pointers) of one width. */
export function strippedNop(e: Expr): Expr {
  while (e.k === 'cast' && (isInt(e.type) || isPtr(e.type)) && (isInt(e.e.type) || isPtr(e.e.type)) && sizeOf(e.type) === sizeOf(e.e.type)) e = e.e;
  return e;
}
