/**
 * A parallel region's block runs on every thread of a team, so the compiler outlines it into a
 * function of its own (as gcc does, `main._omp_fn.0`). The block was read in its function's
 * scopes; here the variables of the enclosing function that it names become references through
 * the addresses the team's threads are given (`*(T *)data[k]`), which makes them shared.
 */
import type { Expr, Stmt, VarSym } from './ast';
import { exprChildren, forEachStmt } from './ast-walk';
import { ptrTo, type CType } from './types';

/**
 * Rewrites in place every use in `root` of an automatic variable or parameter not in `own` into
 * `*(T *)slot(k)`, k its index in the returned list (in order of first use).
 */
export function captureVariables(root: Stmt, own: Set<VarSym>, slot: (k: number) => Expr): VarSym[] {
  const captured: VarSym[] = [];
  const index = new Map<VarSym, number>();
  const visit = (e: Expr | undefined): void => {
    if (!e) return;
    if (e.k === 'var') {
      const v = e.v;
      if ((v.storage !== 'local' && v.storage !== 'param') || own.has(v)) return;
      let k = index.get(v);
      if (k === undefined) { k = captured.length; index.set(v, k); captured.push(v); }
      const at: Expr = { k: 'cast', e: slot(k), type: ptrTo(v.type), pos: e.pos };
      const ref = e as unknown as Record<string, unknown>;
      delete ref.v;
      Object.assign(ref, { k: 'deref', e: at });
      return;
    }
    if (e.k === 'stmtexpr') { for (const s of e.body) forEachTopExpr(s, visit); visit(e.last); return; }
    for (const c of exprChildren(e)) visit(c);
  };
  forEachTopExpr(root, visit);
  return captured;
}

/**
 * The variables `root` uses that it does not declare (`own`), each with where gcc reports a use
 * under `default(none)`: the innermost expression around it that has a place of its own (the
 * operator of `x += y`, the call of `f(y)`, `[` of `a[i]`), the variable itself when it stands
 * alone (`if (y)`). Thread-local objects are predetermined (threadprivate).
 */
export function variableUses(root: Stmt, own: Set<VarSym>): { v: VarSym; pos: Expr['pos'] }[] {
  const uses: { v: VarSym; pos: Expr['pos'] }[] = [];
  const visit = (e: Expr | undefined, around?: Expr): void => {
    if (!e) return;
    if (e.k === 'var') {
      if (!own.has(e.v) && !e.v.threadLocal && !e.v.name.startsWith('__')) uses.push({ v: e.v, pos: (around ?? e).pos });
      return;
    }
    if (e.k === 'stmtexpr') { for (const s of e.body) forEachTopExpr(s, visit); visit(e.last); return; }
    // Conversions gcc makes silently have no place of their own.
    const here = e.k === 'cast' && around ? around : e.k === 'cast' && sameAt(e, e.e) ? undefined : e;
    for (const c of exprChildren(e)) visit(c, here);
  };
  forEachTopExpr(root, (e) => visit(e));
  return uses;
}

const sameAt = (a: Expr, b: Expr): boolean => a.pos.line === b.pos.line && a.pos.col === b.pos.col;

type ArrayType = Extract<CType, { k: 'array' }>;

/**
 * The block's types made of the enclosing function's variable-length arrays (`foreign`) become
 * ones whose dimensions the outlined function reads (`dims(t)`): the enclosing function keeps
 * its dimensions in slots of its own frame, which the team's threads cannot see.
 */
export function remapVlaTypes(root: Stmt, own: VarSym[], foreign: ArrayType[], dims: (t: ArrayType) => Expr): void {
  const memo = new Map<CType, CType>();
  const map = (t: CType): CType => {
    const known = memo.get(t);
    if (known) return known;
    let out = t;
    if (t.k === 'array') {
      const of = map(t.of);
      if (foreign.includes(t)) out = { ...t, of, vla: dims(t), vlaSlot: undefined };
      else if (of !== t.of) out = { ...t, of, vlaSlot: undefined };
    } else if (t.k === 'ptr') {
      const to = map(t.to);
      if (to !== t.to) out = { ...t, to };
    }
    memo.set(t, out);
    return out;
  };
  const visit = (e: Expr | undefined): void => {
    if (!e) return;
    e.type = map(e.type);
    if (e.k === 'vlasize') e.vtype = map(e.vtype);
    if (e.k === 'stmtexpr') { for (const s of e.body) forEachTopExpr(s, visit); visit(e.last); return; }
    for (const c of exprChildren(e)) visit(c);
  };
  const declared = (s: Stmt): void => {
    if (s.k !== 'decl') return;
    if (s.vlaTypes) s.vlaTypes = s.vlaTypes.map(map);
    for (const d of s.vars) for (const it of d.v.init?.items ?? []) it.type = map(it.type);
  };
  for (const v of own) v.type = map(v.type);
  forEachStmt(root, declared);
  forEachTopExpr(root, visit);
}

/** Calls `visit` on every expression the statements of `root` hold at their top (initializers, conditions, steps...). */
function forEachTopExpr(root: Stmt, visit: (e: Expr | undefined) => void): void {
  forEachStmt(root, (s) => {
    switch (s.k) {
      case 'expr': visit(s.e); break;
      case 'decl': for (const d of s.vars) { for (const it of d.v.init?.items ?? []) visit(it.e); visit(d.vlaSize); } break;
      case 'if': case 'while': case 'dowhile': visit(s.c); break;
      case 'for': visit(s.c); visit(s.step); break;
      case 'return': visit(s.e); break;
      case 'switch': case 'gotoPtr': visit(s.e); break;
    }
  });
}
