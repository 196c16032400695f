/**
 * Whether control can reach the closing brace of a function's body, as gcc 12's
 * pass_warn_function_return sees it at -O0 (-Wreturn-type's "control reaches end of non-void
 * function"): the front end lowers a loop whose condition is an integer constant without its exit
 * test and the gimplifier drops the arm of an `if` a constant condition never takes; unreachable
 * blocks are removed; calls of noreturn functions end their block. The analysis follows the
 * statements' structure and answers undefined where it cannot match gcc (a condition gcc's folding
 * could make constant, a computed goto, a statement expression, a case label inside a loop), as a
 * warning gcc does not give is worse than one missed.
 */
import type { Expr, Stmt } from './ast';
import { exprChildren, forEachStmt } from './ast-walk';
import { isUnsigned, sizeOf } from './types';

/** The C library's functions declared noreturn (glibc's headers), whatever our headers say. */
const LIBRARY_NORETURN = new Set([
  'exit', 'abort', '_exit', '_Exit', 'quick_exit', 'longjmp', '_longjmp', 'siglongjmp', 'pthread_exit',
  'err', 'errx', 'verr', 'verrx', '__assert_fail', '__builtin_unreachable', '__builtin_trap', '__builtin_abort',
  '__builtin_exit', '__builtin__exit', '__builtin__Exit', '__builtin_longjmp',
]);

class Undecidable extends Error {}

interface Context {
  /** The value of an integer constant expression, else undefined. */
  constant(e: Expr): bigint | undefined;
  noreturn(name: string): boolean;
  /** Labels some goto names. */
  targets: Set<string>;
}

interface Flow { breaks: boolean; continues: boolean; inSwitch: boolean; inLoop: boolean }

/** Whether control falls off the end of `body`; undefined when the analysis cannot tell as gcc would. */
export function reachesEnd(body: Stmt, constant: (e: Expr) => bigint | undefined, noreturn: (name: string) => boolean, targets: Set<string>): boolean | undefined {
  const ctx: Context = { constant, noreturn: (n) => LIBRARY_NORETURN.has(n) || noreturn(n), targets };
  try {
    return walk(body, true, ctx, { breaks: false, continues: false, inSwitch: false, inLoop: false });
  } catch (e) {
    if (e instanceof Undecidable) return undefined;
    throw e;
  }
}

/** A condition's truth when gcc folds it: true, false, or 'unknown' for a value only known at run time. */
function truth(c: Expr, ctx: Context): boolean | 'unknown' {
  const v = ctx.constant(c);
  if (v !== undefined) return v !== 0n;
  if (!readsRuntimeValue(c)) throw new Undecidable();
  // gcc folds `x && 0`, `x * 0`, `uc < 1000` and the like: a constant operand of an operator that
  // could make the result constant leaves the answer to gcc's folder.
  const todo = [c];
  for (let e = todo.pop(); e; e = todo.pop()) {
    const operands = exprChildren(e);
    // An address (`&g`, an array, a function) is a constant to gcc's folder too.
    const constantOperand = operands.some((o) => ctx.constant(o) !== undefined || !readsRuntimeValue(o));
    if (constantOperand && (e.k === 'logic' || e.k === 'cond' || (e.k === 'binary' && !['+', '-', '^', '<<', '>>', '/'].includes(e.op)))) {
      const comparison = e.k === 'binary' && ['<', '>', '<=', '>=', '==', '!='].includes(e.op);
      const against = operands.map((o) => ctx.constant(o)).find((v) => v !== undefined);
      if (!comparison || operands.some((o) => ctx.constant(o) === undefined && narrowOrUnsigned(o, against))) throw new Undecidable();
    }
    if (e.k === 'logic' || e.k === 'unary' || e.k === 'cast') todo.push(...operands);
  }
  return 'unknown';
}

/** A value whose type's range gcc's folder may know to decide a comparison with a constant. */
function narrowOrUnsigned(e: Expr, against?: bigint): boolean {
  for (;;) {
    if (e.k === 'addr') return true;
    if (e.type.k === 'ptr' && e.k !== 'cast') return false;
    if (e.type.k !== 'int' && e.type.k !== 'ptr') return true;
    if (e.type.k === 'int' && (sizeOf(e.type) < 4 || (isUnsigned(e.type) && (against === undefined || against <= 0n)))) return true;
    if (e.k !== 'cast') return false;
    e = e.e;
  }
}

/** A read of a variable or memory, or a call: what makes a condition gcc cannot fold. */
function readsRuntimeValue(root: Expr): boolean {
  const todo = [root];
  for (let e = todo.pop(); e; e = todo.pop()) {
    if (e.k === 'stmtexpr') throw new Undecidable();
    if (e.k === 'var' && e.type.k !== 'array' && e.type.k !== 'func') return true;
    if (e.k === 'deref' || e.k === 'call' || e.k === 'assign' || e.k === 'opassign' || e.k === 'incdec') return true;
    // An address is no read of the object: `&g` folds to a constant.
    if (e.k !== 'addr') todo.push(...exprChildren(e));
  }
  return false;
}

/** Whether evaluating `e` as a statement never returns: a noreturn call, or both arms of a `?:` of them. */
function neverReturns(e: Expr, ctx: Context): boolean {
  for (;;) {
    if (e.k === 'cast') { e = e.e; continue; }
    if (e.k === 'comma') { if (neverReturns(e.l, ctx)) return true; e = e.r; continue; }
    if (e.k === 'cond') {
      const v = ctx.constant(e.c);
      if (v !== undefined) { e = v !== 0n ? e.a : e.b; continue; }
      return neverReturns(e.a, ctx) && neverReturns(e.b, ctx);
    }
    if (e.k === 'builtin') return ctx.noreturn(e.name);
    if (e.k === 'call') return e.fn !== undefined ? ctx.noreturn(e.fn.name) : e.callee.k === 'func' && ctx.noreturn(e.callee.f.name);
    return false;
  }
}

function checkExpr(e: Expr): void {
  const todo = [e];
  for (let x = todo.pop(); x; x = todo.pop()) {
    if (x.k === 'stmtexpr') throw new Undecidable();
    todo.push(...exprChildren(x));
  }
}

/** Control reaches the end of `s` from its start (when `live`) or a label inside it. */
function walk(s: Stmt, live: boolean, ctx: Context, flow: Flow): boolean {
  switch (s.k) {
    case 'empty': return live;
    case 'decl':
      for (const d of s.vars) {
        if (d.vlaSize) checkExpr(d.vlaSize);
        for (const item of d.v.init?.items ?? []) if (item.e) checkExpr(item.e);
      }
      return live;
    case 'expr':
      checkExpr(s.e);
      return live && !neverReturns(s.e, ctx);
    case 'block': {
      let l = live;
      for (const b of s.body) l = walk(b, l, ctx, flow);
      return l;
    }
    // gcc's warning of a `return;` leaves the function's end unwarned (measured, gcc 12).
    case 'return': if (!s.e) throw new Undecidable(); checkExpr(s.e); return false;
    case 'break': if (live) flow.breaks = true; return false;
    case 'continue': if (live) flow.continues = true; return false;
    case 'goto': return false;
    case 'gotoPtr': throw new Undecidable();
    case 'label': return walk(s.body, live || ctx.targets.has(s.name), ctx, flow);
    case 'case': case 'default':
      if (!flow.inSwitch || flow.inLoop) throw new Undecidable();
      return walk(s.body, true, ctx, flow);
    case 'if': {
      checkExpr(s.c);
      const t = truth(s.c, ctx);
      // The arm a constant never takes is dropped, unless a label in it is reached from elsewhere.
      const a = walk(s.then, live && t !== false, ctx, flow);
      const b = s.else ? walk(s.else, live && t !== true, ctx, flow) : live && t !== true;
      return a || b;
    }
    case 'while': case 'dowhile': case 'for': {
      if (s.k === 'for' && s.init) live = walk(s.init, live, ctx, flow);
      const c = s.c;
      if (c) checkExpr(c);
      if (s.k === 'for' && s.step) checkExpr(s.step);
      const t = c ? truth(c, ctx) : true;
      const inner: Flow = { breaks: false, continues: false, inSwitch: false, inLoop: true };
      if (flow.inSwitch) inner.inSwitch = true;
      const bodyLive = s.k === 'dowhile' ? live : live && t !== false;
      const end = walk(s.body, bodyLive, ctx, inner);
      const tested = s.k === 'dowhile' ? end || inner.continues : live || end || inner.continues;
      return (t !== true && tested) || inner.breaks;
    }
    case 'switch': {
      checkExpr(s.e);
      // gcc knows when the cases cover a narrow type's every value.
      if (truth(s.e, ctx) !== 'unknown' || narrowOrUnsigned(s.e, 1n)) throw new Undecidable();
      const inner: Flow = { breaks: false, continues: false, inSwitch: true, inLoop: false };
      const end = walk(s.body, false, ctx, inner);
      if (inner.continues) flow.continues = true;
      return end || inner.breaks || (live && !s.dflt);
    }
    default: throw new Undecidable();
  }
}

/** A statement's own expressions (not those of the statements nested in it). */
function stmtExprs(s: Stmt): Expr[] {
  switch (s.k) {
    case 'expr': return [s.e];
    case 'if': case 'while': case 'dowhile': return [s.c];
    case 'for': return [...(s.c ? [s.c] : []), ...(s.step ? [s.step] : [])];
    case 'return': return s.e ? [s.e] : [];
    case 'switch': return [s.e];
    case 'decl': return s.vars.flatMap((d) => [...(d.vlaSize ? [d.vlaSize] : []), ...(d.v.init?.items ?? []).flatMap((it) => (it.e ? [it.e] : []))]);
    default: return [];
  }
}

/**
 * c-decl.cc's finish_function test for a static function: no return statement at all and no
 * call of a noreturn function (current_function_returns_abnormally); false where a statement
 * expression or a statement kind unknown here could hide one.
 */
export function noReturnStatement(body: Stmt, noreturn: (name: string) => boolean): boolean {
  const isNoreturn = (n: string): boolean => LIBRARY_NORETURN.has(n) || noreturn(n);
  let found = false;
  forEachStmt(body, (s) => {
    if (s.k === 'return' || s.k === 'gotoPtr' || !KNOWN_STMTS.has(s.k)) found = true;
    const todo = stmtExprs(s);
    for (let e = todo.pop(); e && !found; e = todo.pop()) {
      if (e.k === 'stmtexpr' || (e.k === 'builtin' && isNoreturn(e.name))) found = true;
      if (e.k === 'call' && ((e.fn && isNoreturn(e.fn.name)) || (e.callee.k === 'func' && isNoreturn(e.callee.f.name)))) found = true;
      todo.push(...exprChildren(e));
    }
  });
  return !found;
}

const KNOWN_STMTS = new Set(['expr', 'decl', 'block', 'if', 'while', 'dowhile', 'for', 'return', 'break', 'continue', 'goto', 'label', 'switch', 'case', 'default', 'empty']);
