/**
 * Walking the syntax tree without the host's call stack: a program may nest as deep as gcc
 * lets it (10^5 blocks, 30,000-term sums), deeper than JavaScript recursion goes on a default
 * stack, so the passes over the tree schedule their work on a heap stack instead.
 */
import type { Expr, Stmt } from './ast';

export type Task = () => void;

/** Depth-first work: a running task schedules its subtasks, which run before anything scheduled earlier. */
export class TaskStack {
  private stack: Task[] = [];
  private soonTasks: Task[] = [];
  /** Schedules `tasks` to run next, in this order. */
  then(...tasks: Task[]): void { this.thenAll(tasks); }
  /** As `then`, for a list as long as a program's (a spread of 10^5 arguments overflows the host's stack). */
  thenAll(tasks: readonly Task[]): void { for (let k = tasks.length - 1; k >= 0; k--) this.stack.push(tasks[k]); }
  /** Schedules `task` right after the running one, before what that one schedules by `then` (in the order of `soon`). */
  soon(task: Task): void { this.soonTasks.push(task); }
  run(): void { for (let t = this.pop(); t; t = this.pop()) t(); }
  private pop(): Task | undefined {
    if (this.soonTasks.length) { this.thenAll(this.soonTasks); this.soonTasks = []; }
    return this.stack.pop();
  }
}

/**
 * An expression's operands, left to right; a block-scope compound literal's are its initializer's
 * expressions (a statement expression's body is not an operand).
 */
export function exprChildren(e: Expr): Expr[] {
  switch (e.k) {
    case 'compound': return e.v.storage === 'global' ? [] : (e.v.init?.items ?? []).flatMap((it) => (it.e ? [it.e] : []));
    case 'unary': case 'cast': case 'deref': case 'addr': case 'member': case 'incdec': return [e.e];
    case 'binary': case 'logic': case 'assign': case 'opassign': case 'comma': case 'ptrdiff': return [e.l, e.r];
    case 'ptradd': return [e.ptr, e.idx];
    case 'cond': return [e.c, e.a, e.b];
    case 'call': return [e.callee, ...e.args];
    case 'builtin': return e.args;
    default: return [];
  }
}

/** A statement's directly nested statements, in source order. */
export function stmtChildren(s: Stmt): Stmt[] {
  switch (s.k) {
    case 'block': return s.body;
    case 'if': return s.else ? [s.then, s.else] : [s.then];
    case 'while': case 'dowhile': case 'label': case 'case': case 'default': case 'switch': return [s.body];
    case 'for': return s.init ? [s.init, s.body] : [s.body];
    default: return [];
  }
}

/** Visits `root` and every statement nested in it, in source order (pre-order). */
export function forEachStmt(root: Stmt, visit: (s: Stmt) => void): void {
  const stack: Stmt[] = [root];
  for (let s = stack.pop(); s; s = stack.pop()) {
    visit(s);
    const cs = stmtChildren(s);
    for (let k = cs.length - 1; k >= 0; k--) stack.push(cs[k]);
  }
}

/**
 * Computes `f(e)` from `f` of its operands, bottom-up, memoized in `memo` (post-order over the
 * operands `exprChildren` gives, without recursion).
 */
export function foldExpr<R>(root: Expr, memo: Map<Expr, R>, f: (e: Expr, children: R[]) => R): R {
  const known = memo.get(root);
  if (known !== undefined) return known;
  const stack: { e: Expr; open: boolean }[] = [{ e: root, open: false }];
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (memo.has(top.e)) { stack.pop(); continue; }
    const cs = exprChildren(top.e);
    if (!top.open) {
      top.open = true;
      for (let k = cs.length - 1; k >= 0; k--) if (!memo.has(cs[k])) stack.push({ e: cs[k], open: false });
      continue;
    }
    stack.pop();
    memo.set(top.e, f(top.e, cs.map((c) => memo.get(c)!)));
  }
  return memo.get(root)!;
}

/** An operand a step of `evaluate` asks for before it can give its node's value. */
export class Operand<K> { constructor(readonly node: K) {} }

/**
 * The value of `root` computed without recursion: `step(node, got)` is given the values of the
 * operands it asked for so far, in order, and returns the node's value or the next operand it
 * needs (so `&&`, `||` and `?:` evaluate only the operands C evaluates). A step may throw.
 */
export function evaluate<K, R>(root: K, step: (node: K, got: R[]) => R | Operand<K>): R {
  const frames: { node: K; got: R[] }[] = [{ node: root, got: [] }];
  for (;;) {
    const top = frames[frames.length - 1];
    const r = step(top.node, top.got);
    if (r instanceof Operand) { frames.push({ node: r.node, got: [] }); continue; }
    frames.pop();
    if (!frames.length) return r;
    frames[frames.length - 1].got.push(r);
  }
}

/**
 * A computation that would recurse, written as a generator: it yields each sub-computation it
 * needs (another Steps) and is resumed with that one's result. `runSteps` keeps the suspended
 * callers on a heap stack, so the nesting costs no host stack (yield* would: each resume goes
 * through every delegating generator). An exception in a sub-computation is thrown into its
 * caller at the yield, where its try/finally and catch run as in a call.
 */
export type Steps<R> = Generator<Steps<unknown>, R, unknown>;

export function runSteps<R>(root: Steps<R>): R {
  const stack: Steps<unknown>[] = [root];
  let failed = false;
  let value: unknown;
  for (;;) {
    const top = stack[stack.length - 1];
    let r: IteratorResult<Steps<unknown>, unknown>;
    try {
      r = failed ? top.throw(value) : top.next(value);
    } catch (e) {
      stack.pop();
      if (!stack.length) throw e;
      failed = true; value = e;
      continue;
    }
    failed = false;
    if (r.done) {
      stack.pop();
      if (!stack.length) return r.value as R;
      value = r.value;
    } else {
      stack.push(r.value);
      value = undefined;
    }
  }
}
