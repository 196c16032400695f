/**
 * A parallel region's block runs on every thread of a team, so the compiler outlines it into a
 * function of its own (as gcc does, `main._omp_fn.0`). The block was read in its function's
 * scopes; here the variables of the enclosing function that it names become references through
 * the addresses the team's threads are given (`*(T *)data[k]`), which makes them shared.
 */
import type { Expr, Stmt, VarSym } from './ast';
import { exprChildren, forEachStmt } from './ast-walk';
import { ptrTo } from './types';

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
    if (e.k === 'stmtexpr') { for (const s of e.body) forEachStmt(s, statement); visit(e.last); return; }
    for (const c of exprChildren(e)) visit(c);
  };
  const statement = (s: Stmt): void => {
    switch (s.k) {
      case 'expr': visit(s.e); break;
      case 'decl': for (const d of s.vars) { for (const it of d.v.init?.items ?? []) visit(it.e); visit(d.vlaSize); } break;
      case 'if': case 'while': case 'dowhile': visit(s.c); break;
      case 'for': visit(s.c); visit(s.step); break;
      case 'return': visit(s.e); break;
      case 'switch': case 'gotoPtr': visit(s.e); break;
    }
  };
  forEachStmt(root, statement);
  return captured;
}
