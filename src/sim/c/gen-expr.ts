/**
 * Expressions: C operators as JavaScript expressions over the rank's memory, with C's integer
 * widths and wrap-around; calls end the current case so the rank's driver can run the callee.
 */
import type { Expr, Stmt, VarSym } from './ast';
import type { SourcePos } from './diagnostics';
import { T, type CType, alignOf, alignTo, is64, is128, isFloating, isInt, isPtr, isRecord, isUnsigned, isWideInt, sizeOf, intBits } from './types';
import { findLibraryFunction } from '../runtime/library';
import { lowerGccBuiltin, type BuiltinKit } from './gen-builtins';
import { copyableLibm, numLit, fLit, truth, narrow, promoteT, unqualified, wrapBits, wideOps } from './gen-core';
import { MemoryGen } from './gen-memory';
import { exprChildren, foldExpr } from './ast-walk';
import { EvalOrder, strippedNop, type Side } from './eval-order';

function isScalarType(t: CType): boolean {
  return t.k === 'int' || t.k === 'ptr' || t.k === 'float' || t.k === 'double' || t.k === 'ldouble';
}

/**
 * Expressions taller than this compile in slices: the recursion over the tree (and the nesting
 * of the JavaScript it produces, which V8's parser also follows recursively) stays this deep.
 */
export const SLICE = 48;

/** Statement expressions compiled inside expressions inside one another (each a host recursion) before the next is deferred. */
const DEFER_NESTING = 32;

/** The local kept in a JavaScript variable that `e` assigns as its value (`x = v`, `x += v`, `++x`), if any. */
function assignedRegister(e: Expr): VarSym | undefined {
  const target = e.k === 'assign' || e.k === 'opassign' ? e.l : e.k === 'incdec' && e.prefix ? e.e : undefined;
  if (target?.k !== 'var' || target.v.inMemory || (target.v.storage !== 'local' && target.v.storage !== 'param') || !isScalarType(e.type)) return undefined;
  return target.v;
}

/** Values that need no temporary to keep: register variables, temporaries, numbers. */
const STABLE = /^(?:V\.[vt]\d+|-?\d+(?:\.\d+)?(?:e[-+]?\d+)?n?|undefined)$/;
/** The operators whose operands gcc's front end may swap: commutative ones and comparisons. */
/** The operators of a chain gcc's fold moves side effects out of (./eval-order.ts). */
const CHAIN = new Set(['binary', 'ptrdiff', 'cast', 'unary']);
const SWAPPABLE = new Set(['+', '*', '&', '|', '^', '==', '!=', '<', '>', '<=', '>=']);

export abstract class ExprGen extends MemoryGen {
  /** Compiles a statement here and now (a statement expression's, inside the expression being compiled). */
  protected abstract genStmtNow(s: Stmt): void;
  /** Compiles statement expression `e` after the running statement task, giving the temporary its value will be in; undefined outside statements. */
  protected abstract deferStmtExpr(e: Extract<Expr, { k: 'stmtexpr' }>): string | undefined;
  private stmtExprNesting = 0;
  private heights = new Map<Expr, number>();
  /** Nodes of expressions already sliced, and the frame temporaries holding the slices' values. */
  private sliced = new Set<Expr>();
  /** Compiling what hoisting rebuilt of a sliced expression's operator (not folded either). */
  private inSliced = false;
  protected hoisted = new Map<Expr, string>();
  private order = new EvalOrder();
  /** The frame temporary each settled value went to in the original cases (null: compiled more than once). */
  private settled = new Map<Expr, string | null>();
  /** A fast copy cannot be made of this code (./gen-loops.ts). */
  protected abstract notFast(): Error;
  /** A frame temporary a fast copy writes as its original cases do. */
  protected abstract safeTemp(t: string): void;

  /** Compiles an expression to a JS expression string; calls emit code (and case breaks) first. */
  protected expr(e: Expr, discard = false): string {
    let t = this.hoisted.get(e);
    // A folded node (./eval-order.ts) whose original was computed already (a slice of a deep expression).
    for (let o = this.order.origin(e); t === undefined && o; o = this.order.origin(o)) t = this.hoisted.get(o);
    if (t !== undefined) return t;
    if (!this.sliced.has(e) && this.height(e) > SLICE) {
      // Folded whole first (fold's cancellations reach across the pieces: `g - (1 + (g - ...))`),
      // then sliced; the pieces are folded nodes already.
      const c = this.foldedRoot(e);
      if (c !== e) return this.expr(c, discard);
      // Side effects fold moves out run first, before anything of the chain is read.
      if (CHAIN.has(e.k) && this.order.movesSides(e)) {
        const h = this.hoistSides(e);
        if (h.sides.length) return this.withSides(h, discard);
      }
      this.slice(e);
    }
    return this.exprNode(e, discard);
  }

  /** What gcc's fold leaves of `e` (./eval-order.ts): `(a - f()) - a` is `-f()`; not of what hoisting rebuilt in a slice. */
  private foldedRoot(e: Expr): Expr {
    if (this.inSliced) return e;
    return e.k === 'assign' ? this.order.assignFolded(e) : e.k === 'binary' || e.k === 'unary' ? this.order.folded(e) : e;
  }

  protected height(e: Expr): number {
    return foldExpr(e, this.heights, (_, hs) => 1 + hs.reduce((a, b) => Math.max(a, b), 0));
  }

  /**
   * A deep expression (10^5 nested unary minus, a 30,000-term sum) is computed in pieces into
   * frame temporaries, one every SLICE levels, in the order its calls would run compiled whole:
   * pieces come in the post-order of the operands' compilation (callee, then arguments last to
   * first; left before right), and every operand with calls compiled before a piece's path
   * (`f(1) + (f(2) + (... deep ...))`: f(1), f(2) run first) is computed into a temporary
   * before it too. Only operands evaluated unconditionally and in place are taken out: the
   * right of && || and comma and the arms of ?: are sliced where they are evaluated (hasCall
   * treats them as calls, so they compile to jumps), and lvalues stay lvalues (only the values
   * inside them are taken).
   */
  private slice(root: Expr): void {
    type Node = { e: Expr; parent?: Node; index: number; ops: [Expr, boolean][]; walked: number; cut: boolean; post: number };
    const cuts: Node[] = [];
    const cut = (n: Node): void => { if (!n.cut) { n.cut = true; cuts.push(n); } };
    // Operands of the nodes between a new piece and the piece above it (that one included),
    // compiled before the path to it, are computed before it when they call (`walked`: the
    // operand on the path last time; the ones before it, and the nodes above, are done).
    const before = (n: Node): void => {
      for (let c = n, p = n.parent; p; c = p, p = p.parent) {
        const k = c.index;
        if (p.walked >= k) break;
        for (let j = Math.max(p.walked, 0); j < k; j++) {
          const [x, value] = p.ops[j];
          const xn = nodes.get(x);
          if (xn && value && isScalarType(x.type) && (this.hasCall(x) || this.readBefore(p.e, x))) cut(xn);
        }
        p.walked = k;
        if (p.cut) break;
      }
    };
    const nodes = new Map<Expr, Node>();
    const chains = new Set<Expr>();
    let post = 0;
    // `since`: levels below the nearest piece above (or the root); a path runs at most SLICE
    // levels of values without one (lvalue stretches, as s.a.b.c, are not values to take out).
    const stack: { n: Node; since: number; value: boolean; exit: boolean }[] = [];
    const visit = (e0: Expr, parent: Node | undefined, index: number, since: number, value: boolean): void => {
      // The node exprNode compiles for this operand: the folded one.
      const e = this.foldedRoot(e0);
      if (this.sliced.has(e)) return;
      this.sliced.add(e);
      const n: Node = { e, parent, index, ops: [], walked: -1, cut: false, post: 0 };
      nodes.set(e, n);
      stack.push({ n, since, value, exit: false });
    };
    visit(root, undefined, 0, 0, false);
    for (let it = stack.pop(); it; it = stack.pop()) {
      const { n } = it;
      const e = n.e;
      if (it.exit) {
        n.post = post++;
        continue;
      }
      if (it.value && n.parent && !CHAIN.has(n.parent.e.k) && CHAIN.has(e.k) && isScalarType(e.type) && this.height(e) > SLICE && this.order.movesSides(e)) {
        // An operator chain fold moves side effects out of (`r = 1 + (g - (x - (h(), 0)))`):
        // a piece of its own, compiled with them first, then sliced itself.
        before(n);
        cut(n);
        chains.add(e);
        stack.push({ ...it, exit: true });
        continue;
      }
      let since = it.since;
      if (it.value && since >= SLICE && this.height(e) > 2 && isScalarType(e.type)) { before(n); cut(n); since = 0; }
      n.ops = this.compileOrder(e);
      stack.push({ ...it, exit: true });
      for (let k = n.ops.length - 1; k >= 0; k--) visit(n.ops[k][0], n, k, since + 1, n.ops[k][1]);
    }
    cuts.sort((a, b) => a.post - b.post);
    for (const { e } of cuts) {
      const code = chains.has(e) ? this.withSides(this.hoistSides(e), false) : this.exprNode(e, false);
      const t = this.temp();
      this.emit(`${t} = ${code};`);
      this.hoisted.set(e, t);
    }
  }

  /**
   * Whether operand `x` of `parent`, compiled before an operand with calls, is read before them
   * (beforeCalls keeps it): not a constant or a register variable, nor the variable fold's
   * tree_swap_operands_p puts second (`g + f()` reads g after the call).
   */
  private readBefore(parent: Expr, x: Expr): boolean {
    if (x.k === 'num' || x.k === 'fnum' || x.k === 'str' || x.k === 'func') return false;
    if (x.k === 'var' && !x.v.inMemory && (x.v.storage === 'local' || x.v.storage === 'param')) return false;
    return !(parent.k === 'binary' && parent.l === x && parent.r.k !== 'var' && SWAPPABLE.has(parent.op) && strippedNop(x).k === 'var');
  }

  /** The operands exprNode compiles in place, in the order it compiles them, each with whether it is a value (not an lvalue). */
  private compileOrder(e: Expr): [Expr, boolean][] {
    switch (e.k) {
      case 'unary': case 'cast': case 'deref': return [[e.e, true]];
      // p->f: the pointer is a value (addr() compiles it alone).
      case 'member': return [e.arrow && e.e.k === 'deref' ? [e.e.e, true] : [e.e, false]];
      case 'addr': case 'incdec': return [[e.e, false]];
      case 'binary': case 'ptrdiff': return [[e.l, true], [e.r, true]];
      case 'assign':
        // As exprNode compiles it: a call's arguments, the left's address, then the call.
        if (e.r.k === 'call' && e.l.k !== 'var' && !(e.l.k === 'member' && e.l.field.bitWidth !== undefined)) return [...this.compileOrder(e.r), [e.l, false]];
        return [[e.r, true], [e.l, false]];
      case 'opassign': return [[e.r, true], [e.l, false]];
      case 'ptradd': {
        // What index() compiles as a value: the int under a widening cast, else the index.
        const idx = e.idx.k === 'cast' && isInt(e.idx.e.type) && !isWideInt(e.idx.e.type) ? e.idx.e : e.idx;
        return [[e.ptr, true], [idx, e.idx.k !== 'num']];
      }
      case 'logic': case 'comma': return [[e.l, true]];
      case 'cond': return [[e.c, true]];
      case 'call': {
        const direct = e.callee.k === 'addr' && e.callee.e.k === 'func';
        const args = e.args.map((a): [Expr, boolean] => [a, true]).reverse();
        return direct ? args : [[e.callee, true], ...args];
      }
      case 'builtin': return e.args.map((a): [Expr, boolean] => [a, true]);
      // A literal's initializer values, stored when the literal is reached.
      case 'compound': return exprChildren(e).map((a): [Expr, boolean] => [a, true]);
      default: return [];
    }
  }

  private exprNode(e: Expr, discard: boolean, sidesOut = false): string {
    // What gcc's fold leaves of `(a - f()) - a`; a slice's pieces are folded nodes already.
    const c = this.foldedRoot(e);
    if (c !== e) return this.expr(c, discard);
    if (!sidesOut && (e.k === 'binary' || e.k === 'ptrdiff') && this.height(e) <= SLICE && this.order.movesSides(e)) {
      const sides = this.hoistSides(e);
      // The operator rebuilt without its side effects is made of new nodes: still a slice's.
      const sliced = this.sliced.has(e) && !this.inSliced;
      if (sliced) this.inSliced = true;
      try {
        if (sides.sides.length) return this.withSides(sides, discard);
      } finally { if (sliced) this.inSliced = false; }
    }
    switch (e.k) {
      case 'num': return numLit(e.value, e.type);
      case 'fnum': return fLit(e.value);
      case 'str': return String(e.sym.addr);
      case 'var': {
        const v = e.v;
        if (!v.inMemory && (v.storage === 'local' || v.storage === 'param')) return `V.v${v.id}`;
        return this.load(e.type, this.varAddr(v), e.pos, v.addressTaken ? 'watchable' : true);
      }
      case 'func': return String(this.funcPointer(e.f, e.pos));
      case 'addr': return this.addr(e.e);
      case 'deref': return this.load(e.type, this.expr(e.e), e.pos);
      case 'member': {
        if (e.field.bitWidth !== undefined) return this.loadBitField(this.addr(e), e.field, e.pos);
        return this.load(e.type, this.addr(e), e.pos);
      }
      case 'cast': return this.cast(this.expr(e.e), e.e.type, e.type, e.pos);
      case 'unary': return this.unary(e.op, this.expr(e.e), e.type);
      case 'binary': {
        // gcc's front end puts a variable (or constant) operand of a commutative operator or a
        // comparison second (fold's tree_swap_operands_p): `x + f()` reads x after the call,
        // `x - f()` and `*p + f()` before it.
        const late = e.r.k !== 'var' && SWAPPABLE.has(e.op) && strippedNop(e.l).k === 'var';
        if (late && this.order.sideEffects(e.r)) {
          // Swapped: the right's side effects come before the variable is read (`L + --L`).
          const r = this.expr(e.r), l = this.expr(e.l);
          if (this.stable(r)) return this.binary(e.op, l, r, e.l.type, e.type, e.pos);
          const j = this.jsTemp();
          return `(${j} = ${r}, ${this.binary(e.op, l, j, e.l.type, e.type, e.pos)})`;
        }
        const l = late ? this.expr(e.l) : this.beforeCalls(e.l, this.expr(e.l), e.r);
        const r = this.expr(e.r);
        return this.binary(e.op, l, r, e.l.type, e.type, e.pos);
      }
      case 'ptradd': {
        const p = this.beforeCalls(e.ptr, this.expr(e.ptr), e.idx);
        const i = this.index(e.idx);
        const scale = e.scale || this.runtimeElemSize(e.ptr.type);
        return `(${p} ${e.neg ? '-' : '+'} ${i} * ${scale})`;
      }
      case 'ptrdiff': {
        const l = this.beforeCalls(e.l, this.expr(e.l), e.r), r = this.expr(e.r);
        return e.scale === 1 ? `(${l} - ${r})` : `Math.trunc((${l} - ${r}) / ${e.scale})`;
      }
      case 'logic': {
        if (!this.hasCall(e.r)) {
          const l = truth(this.expr(e.l), e.l.type, e.l), r = truth(this.expr(e.r), e.r.type, e.r);
          return e.op === '&&' ? `(${l} !== 0 ? ${r} : 0)` : `(${l} !== 0 ? 1 : ${r})`;
        }
        const t = this.temp();
        const lEnd = this.newLabel();
        // `a || (b || (c || ...))` as deep as a program nests it: each left operand tested in
        // turn against the same temporary and end, not nested compilations.
        let x: Expr = e;
        while (x.k === 'logic' && x.op === e.op && (x === e || (!this.hoisted.has(x) && this.hasCall(x.r)))) {
          const l = truth(this.expr(x.l), x.l.type, x.l);
          this.emit(e.op === '&&' ? `if (${l} === 0) { ${t} = 0; F.pc = ${lEnd}; continue; }` : `if (${l} !== 0) { ${t} = 1; F.pc = ${lEnd}; continue; }`);
          x = x.r;
        }
        const r = truth(this.expr(x), x.type, x);
        this.emit(`${t} = ${r};`);
        this.place(lEnd);
        return t;
      }
      case 'cond': {
        if (!this.hasCall(e.a) && !this.hasCall(e.b)) {
          return `(${truth(this.expr(e.c), e.c.type, e.c)} !== 0 ? ${this.expr(e.a)} : ${this.expr(e.b)})`;
        }
        // Arms that are themselves such ?: (`c1 ? a : c2 ? b : ...`, `c1 ? c2 ? a : b : c`, as
        // deep as a program makes them) write the same temporary and jump to the same end: a
        // worklist of arms and else-labels, not nested compilations.
        const t = this.temp();
        const lEnd = this.newLabel();
        const todo: ({ arm: Expr } | { elseLabel: number })[] = [{ arm: e }];
        for (let it = todo.pop(); it; it = todo.pop()) {
          if ('elseLabel' in it) { this.jump(lEnd); this.place(it.elseLabel); continue; }
          const x = it.arm;
          if (x.k === 'cond' && (x === e || (!this.hoisted.has(x) && (this.hasCall(x.a) || this.hasCall(x.b))))) {
            const lElse = this.newLabel();
            const c = truth(this.expr(x.c), x.c.type, x.c);
            this.emit(`if (${c} === 0) { F.pc = ${lElse}; continue; }`);
            todo.push({ arm: x.b }, { elseLabel: lElse }, { arm: x.a });
            continue;
          }
          this.emit(`${t} = ${this.expr(x)};`);
        }
        this.place(lEnd);
        return t;
      }
      case 'comma': {
        const l = this.expr(e.l, true);
        if (this.hasCall(e.r)) { if (l) this.emit(`${l};`); return this.expr(e.r, discard); }
        const r = this.expr(e.r, discard);
        return l ? `(${l}, ${r})` : r;
      }
      case 'assign': {
        // gcc keeps a call on the right of `=` as the statement's own right side: its arguments
        // are evaluated, then the left's side effects (`a[g()] = f(h())`: h, g, f); any other
        // right side is evaluated first.
        if (e.r.k === 'call' && e.l.k !== 'var' && !(e.l.k === 'member' && e.l.field.bitWidth !== undefined)) {
          const at = this.temp();
          const l = e.l;
          const v = this.call(e.r, () => this.emit(`${at} = ${this.addr(l)};`), l);
          return this.store(unqualified(l.type), at, v, e.pos);
        }
        return this.assign(e.l, this.beforeCalls(e.r, this.expr(e.r), e.l), e.pos);
      }
      case 'opassign': return this.opAssign(e);
      case 'incdec': return this.incDec(e, discard);
      case 'call': return this.call(e);
      case 'builtin': return this.builtin(e);
      case 'compound': {
        if (e.v.storage === 'global') return this.load(e.type, String(e.v.addr), e.pos, true);
        if (e.v.init) this.genInit(e.v, e.v.init);
        return this.load(e.type, this.varAddr(e.v), e.pos, true);
      }
      case 'vlasize': return this.typeSize(e.vtype);
      case 'stmtexpr': {
        // Deep in statement expressions compiled inside expressions (`y + g(y) + ({ ... })`
        // nested), one more is compiled after this expression, on the statement stack.
        const deferred = this.stmtExprNesting >= DEFER_NESTING ? this.deferStmtExpr(e) : undefined;
        if (deferred) return deferred;
        const chain = this.stmtExprChain(e);
        this.stmtExprNesting++;
        try {
          for (const x of chain) for (const s of x.body) this.genStmtNow(s);
          this.stmtExprValues(chain, discard);
        } finally { this.stmtExprNesting--; }
        return this.hoisted.get(e)!;
      }
    }
  }

  /**
   * `e` and the statement expressions evaluated first in its last expression, in turn
   * (`({ a; ({ b; ({ c; x; }) + 1; }); })`): their statements run one after the other, and
   * then their values are computed from the innermost out, so a nest of them is a loop, not a
   * recursion per level.
   */
  protected stmtExprChain(e: Extract<Expr, { k: 'stmtexpr' }>): Extract<Expr, { k: 'stmtexpr' }>[] {
    const chain = [e];
    const first = (x: Expr): Expr => evaluatedFirst(x, (y) => this.hasCall(y));
    for (let x = e.last && first(e.last); x?.k === 'stmtexpr' && !this.hoisted.has(x); x = x.last && first(x.last)) chain.push(x);
    return chain;
  }

  /** After a chain's statements: each one's value, innermost first, in a temporary its expression reads. */
  protected stmtExprValues(chain: readonly Extract<Expr, { k: 'stmtexpr' }>[], discard: boolean): void {
    for (let k = chain.length - 1; k >= 0; k--) {
      const x = chain[k];
      // The inner ones' values are their outer one's operands.
      const drop = k === 0 && discard;
      let v = x.last ? this.expr(x.last, drop) : '';
      if (v && !drop && x.type.k !== 'void') {
        const t = this.temp();
        this.emit(`${t} = ${v};`);
        v = t;
      } else if (v) {
        this.emit(`${v};`);
        v = '';
      }
      this.hoisted.set(x, v || (drop ? '' : '0'));
    }
  }

  /** `e`'s side effects fold moves out, and what is left; values computed already stay. */
  private hoistSides(e: Expr): { sides: Side[]; value: Expr } {
    return this.order.hoist(e, (x) => this.hoisted.has(x) || (x.k === 'opassign' && this.hoisted.has(x.r)));
  }

  /**
   * An operator whose side effects gcc moves to its front (./eval-order.ts): they run first, in
   * turn, then the operator without them. A side effect is emitted as a statement when calls
   * come after it, else it is a comma expression's operand; a kept value (an op='s right side)
   * is what its op= reads in its place.
   */
  private withSides({ sides, value }: { sides: Side[]; value: Expr }, discard: boolean): string {
    const parts: string[] = [];
    const saved: Expr[] = [];
    try {
      sides.forEach(({ e, save }, k) => {
        const callsAfter = this.hasCall(value) || sides.slice(k + 1).some((s) => this.hasCall(s.e));
        if (!save) {
          const s = this.expr(e, true);
          if (s && callsAfter) this.emit(`${s};`);
          else if (s) parts.push(s);
          return;
        }
        let v = this.expr(e);
        if (callsAfter) v = this.settle(e, v);
        else if (!this.stable(v)) { const j = this.jsTemp(); parts.push(`${j} = ${v}`); v = j; }
        this.hoisted.set(e, v);
        saved.push(e);
      });
      // (A value computed already, a saved side of an enclosing chain, is not computed again.)
      const v = this.hoisted.has(value) || (this.height(value) > SLICE && !this.sliced.has(value)) ? this.expr(value, discard) : this.exprNode(value, discard, true);
      return parts.length ? `(${parts.join(', ')}, ${v})` : v;
    } finally {
      // The same node compiled again (a loop's fast copy) computes its value again.
      for (const e of saved) this.hoisted.delete(e);
    }
  }

  /**
   * `v`, the value of `e`, when operands evaluated after `e` (`later`) call: gcc -O0 takes a
   * value read from memory or made by a side effect where it evaluates it, so it is taken into
   * a frame temporary now (`(i = 5) - f(i)`, `*p + f()`, `g - k()` with k changing g). A
   * register variable's or a constant's value stays as it is: gcc reads those where the
   * operator uses them, and nothing but this expression's own code could change them.
   */
  protected beforeCalls(e: Expr, v: string, ...later: Expr[]): string {
    if (this.stable(v) || !isScalarType(e.type) || !later.some((x) => this.hasCall(x))) return v;
    // An assignment to a register variable leaves the variable as its value, as gcc's does.
    const reg = assignedRegister(e);
    if (reg) {
      this.emit(`${v};`);
      return `V.v${reg.id}`;
    }
    return this.settle(e, v);
  }

  /**
   * `v`, the value of `e`, kept in a frame temporary (calls come before it is used). A loop's
   * fast copy keeps it in the temporary the original cases use, which they read when a call
   * in the copy leaves it for them.
   */
  /** Whether `v` keeps its value while other code runs: in a fast copy, which makes no case breaks, JavaScript temporaries do too. */
  private stable(v: string): boolean {
    return STABLE.test(v) || (this.inCopy && /^\$\d+$/.test(v));
  }

  protected settle(e: Expr, v: string): string {
    if (this.inCopy) {
      const t = this.settled.get(e);
      if (!t) throw this.notFast();
      this.emit(`${t} = ${v};`);
      this.safeTemp(t);
      return t;
    }
    const t = this.temp();
    this.emit(`${t} = ${v};`);
    this.settled.set(e, this.settled.has(e) ? null : t);
    return t;
  }

  /** Whether evaluating `e` emits statements: it calls, or it is deep enough to be sliced. */
  protected hasCall(e: Expr): boolean {
    return this.height(e) > SLICE || foldExpr(e, this.hasCallCache, (x, cs) => {
      switch (x.k) {
        case 'call': case 'stmtexpr': return true;
        case 'builtin': return x.name === '__builtin_va_start' || cs.some(Boolean);
        default: return cs.some(Boolean);
      }
    });
  }

  protected opAssign(e: Extract<Expr, { k: 'opassign' }>): string {
    let r = this.beforeCalls(e.r, this.expr(e.r), e.l);
    // A right side with side effects is computed first, then the left's value read (gcc saves
    // it first): `x += (x = 3)` is 6.
    let first = '';
    if (!this.stable(r) && this.order.sideEffects(e.r)) {
      const j = this.jsTemp();
      first = `${j} = ${r}, `;
      r = j;
    }
    const l = e.l;
    const regVar = l.k === 'var' && !l.v.inMemory && (l.v.storage === 'local' || l.v.storage === 'param');
    let get: string, put: (v: string) => string, pre = '';
    const named = regVar ? undefined : this.namedScalar(l);
    if (regVar) {
      get = `V.v${(l as Extract<Expr, { k: 'var' }>).v.id}`;
      put = (v) => `(${get} = ${v})`;
    } else if (named) {
      get = named.load;
      put = (v) => this.storeNamed(named.t, named.a, v, l.pos);
    } else {
      const ta = this.jsTemp();
      pre = `${ta} = ${this.addr(l)}, `;
      if (l.k === 'member' && l.field.bitWidth !== undefined) {
        const f = l.field;
        get = this.loadBitField(ta, f, e.pos);
        put = (v) => this.storeBitField(ta, f, v);
      } else {
        // The read of the old value faults first: report it at the lvalue, as UBSan does.
        get = this.load(l.type, ta, l.pos);
        put = (v) => this.store(unqualified(l.type), ta, v, l.pos);
      }
    }
    let nv: string;
    if (e.ptrScale !== undefined) {
      nv = `(${get} ${e.op} C.toF64(${r}) * ${e.ptrScale})`;
    } else {
      const lt = unqualified(l.type);
      const cur = this.cast(get, lt, e.opType, e.pos);
      const res = this.binary(e.op, cur, r, e.opType, e.opType, e.pos);
      nv = this.cast(res, e.opType, lt, e.pos);
    }
    return pre || first ? `(${first}${pre}${put(nv)})` : put(nv);
  }

  protected incDec(e: Extract<Expr, { k: 'incdec' }>, discard: boolean): string {
    const l = e.e;
    const t = unqualified(l.type);
    const regVar = l.k === 'var' && !l.v.inMemory && (l.v.storage === 'local' || l.v.storage === 'param');
    const bump = (x: string): string => {
      if (isPtr(t)) return `(${x} ${e.delta > 0 ? '+' : '-'} ${e.scale || this.runtimeElemSize(t)})`;
      if (t.k === 'float') return `Math.fround(${x} ${e.delta > 0 ? '+' : '-'} 1)`;
      if (isFloating(t)) return `(${x} ${e.delta > 0 ? '+' : '-'} 1)`;
      if (t.k === 'int' && t.kind === 'bool') return e.delta > 0 ? '1' : `(${x} === 0 ? 1 : 0)`;
      return this.cast(this.binary(e.delta > 0 ? '+' : '-', this.cast(x, t, promoteT(t), e.pos), is64(t) ? '1' : '1', promoteT(t), promoteT(t), e.pos), promoteT(t), t, e.pos);
    };
    if (regVar) {
      const slot = `V.v${(l as Extract<Expr, { k: 'var' }>).v.id}`;
      if (e.prefix || discard) return `(${slot} = ${bump(slot)})`;
      const old = this.jsTemp();
      return `(${old} = ${slot}, ${slot} = ${bump(old)}, ${old})`;
    }
    const named = this.namedScalar(l);
    if (named) {
      if (e.prefix || discard) return this.storeNamed(t, named.a, bump(named.load), l.pos);
      const old = this.jsTemp();
      return `(${old} = ${named.load}, ${this.storeNamed(t, named.a, bump(old), l.pos)}, ${old})`;
    }
    const ta = this.jsTemp();
    if (l.k === 'member' && l.field.bitWidth !== undefined) {
      const f = l.field;
      const old = this.jsTemp();
      const cur = this.loadBitField(ta, f, e.pos);
      const nv = this.storeBitField(ta, f, bump(old));
      return e.prefix ? `(${ta} = ${this.addr(l)}, ${old} = ${cur}, ${nv})` : `(${ta} = ${this.addr(l)}, ${old} = ${cur}, ${nv}, ${old})`;
    }
    const cur = this.load(t, ta, e.pos);
    if (e.prefix || discard) return `(${ta} = ${this.addr(l)}, ${this.store(t, ta, bump(cur), e.pos)})`;
    const old = this.jsTemp();
    return `(${ta} = ${this.addr(l)}, ${old} = ${cur}, ${this.store(t, ta, bump(old), e.pos)}, ${old})`;
  }

  // ------------------------------------------------------------------ arithmetic
  protected unary(op: string, v: string, t: CType): string {
    if (op !== '!' && t.k === 'int' && t.bits !== undefined) return wrapBits(this.unary(op, v, { ...t, bits: undefined }), t);
    if (op === '!') return `(${v} == 0 ? 1 : 0)`;
    if (op === '-') {
      if (isFloating(t)) return `(-${v})`;
      const w = wideOps(t);
      if (w) return `${w}.neg(${v})`;
      return isUnsigned(t) ? `((-${v}) >>> 0)` : `((-${v}) | 0)`;
    }
    // ~
    const w = wideOps(t);
    if (w) return `${w}.not(${v})`;
    return isUnsigned(t) ? `((~${v}) >>> 0)` : `(~${v})`;
  }

  protected binary(op: string, l: string, r: string, ot: CType, rt: CType, pos: SourcePos): string {
    const cmp = ['<', '>', '<=', '>=', '==', '!='].includes(op);
    if (cmp) {
      const jsop = op === '==' ? (isWideInt(ot) ? '==' : '===') : op === '!=' ? (isWideInt(ot) ? '!=' : '!==') : op;
      return `(${l} ${jsop} ${r} ? 1 : 0)`;
    }
    const t = rt;
    if (t.k === 'int' && t.bits !== undefined) return wrapBits(this.binary(op, l, r, ot, { ...t, bits: undefined }, pos), t);
    if (t.k === 'float') {
      return `Math.fround(${l} ${op} ${r})`;
    }
    if (isFloating(t)) return `(${l} ${op} ${r})`;
    const site = this.site(pos);
    const M = wideOps(t);
    if (M) {
      const names: Record<string, string> = { '+': 'add', '-': 'sub', '*': 'mul', '/': 'div', '%': 'mod', '&': 'and', '|': 'or', '^': 'xor', '<<': 'shl', '>>': 'shr' };
      if (op === '/' || op === '%') return `${M}.${names[op]}(${l}, ${r}, ${site})`;
      if (op === '<<' || op === '>>') return `${M}.${names[op]}(${l}, C.toI32(${r}))`;
      return `${M}.${names[op]}(${l}, ${r})`;
    }
    const u = isUnsigned(t);
    switch (op) {
      case '+': return u ? `((${l} + ${r}) >>> 0)` : `((${l} + ${r}) | 0)`;
      case '-': return u ? `((${l} - ${r}) >>> 0)` : `((${l} - ${r}) | 0)`;
      case '*': return u ? `(Math.imul(${l}, ${r}) >>> 0)` : `Math.imul(${l}, ${r})`;
      case '/': return u ? `X.udiv(${l}, ${r}, ${site})` : `X.idiv(${l}, ${r}, ${site})`;
      case '%': return u ? `X.umod(${l}, ${r}, ${site})` : `X.imod(${l}, ${r}, ${site})`;
      case '&': return u ? `((${l} & ${r}) >>> 0)` : `(${l} & ${r})`;
      case '|': return u ? `((${l} | ${r}) >>> 0)` : `(${l} | ${r})`;
      case '^': return u ? `((${l} ^ ${r}) >>> 0)` : `(${l} ^ ${r})`;
      case '<<': return u ? `((${l} << ${r}) >>> 0)` : `(${l} << ${r})`;
      case '>>': return u ? `(${l} >>> ${r})` : `(${l} >> ${r})`;
    }
    throw new Error(`mpisim internal error: operator ${op}`);
  }

  /** The conversion table (§6.3) for values already in JS form. */
  protected cast(v: string, from: CType, to: CType, pos: SourcePos): string {
    if (to.k === 'int' && to.bits !== undefined) {
      const wide = this.cast(v, from, { ...to, bits: undefined }, pos);
      const inRange = from.k === 'int' && from.bits !== undefined && from.bits <= to.bits && (isUnsigned(from) === isUnsigned(to) || (isUnsigned(from) && from.bits < to.bits));
      return inRange ? wide : wrapBits(wide, to);
    }
    if (to.k === 'void') return v;
    if (to.k === 'record' || to.k === 'array' || to.k === 'valist' || to.k === 'func' || to.k === 'error') return v;
    const fromK = from.k === 'array' || from.k === 'func' ? 'ptr' : from.k;
    if (to.k === 'int' && to.kind === 'bool') {
      return `(${v} != 0 ? 1 : 0)`;
    }
    if (to.k === 'float') {
      if (fromK === 'float') return v;
      return `Math.fround(${isWideInt(from) ? `C.toF64(${v})` : v})`;
    }
    if (to.k === 'double' || to.k === 'ldouble') {
      if (fromK === 'float' || fromK === 'double' || fromK === 'ldouble') return v;
      return isWideInt(from) ? `C.toF64(${v})` : v;
    }
    if (to.k === 'ptr') {
      if (fromK === 'ptr') return v;
      if (isWideInt(from)) return `C.toU32(${v})`;
      return `(${v} >>> 0)`;
    }
    if (to.k !== 'int') return v;
    const fromFloat = fromK === 'float' || fromK === 'double' || fromK === 'ldouble';
    const bits = intBits(to);
    const u = isUnsigned(to);
    if (fromFloat) {
      if (bits === 128) return `${u ? 'U128' : 'S128'}.fromF(${v})`;
      if (bits === 64) return u ? `C.f2u64(${v})` : `C.f2s64(${v})`;
      if (bits === 32) return u ? `C.f2u32(${v})` : `C.f2i32(${v})`;
      const i = `C.f2i32(${v})`;
      return narrow(i, to);
    }
    const fromBits = fromK === 'ptr' ? 64 : intBits(from);
    const fromU = fromK === 'ptr' || isUnsigned(from);
    if (bits === 128) {
      // A narrower value of a range inside the target's is exact already.
      if ((fromBits < 128 && (fromU || !u)) || (fromBits === 128 && fromU === u)) return v;
      return `${u ? 'U128' : 'S128'}.from(${v})`;
    }
    if (bits === 64) {
      if (fromBits === 128) return u ? `C.toU64(${v})` : `C.toS64(${v})`;
      if (fromBits === 64) {
        if (fromK === 'ptr') return v;
        if (u === fromU) return v;
        return u ? `C.toU64(${v})` : `C.toS64(${v})`;
      }
      // From a narrower integer: the value is exact already; signed -> unsigned needs wrapping.
      if (u && !fromU) return `C.toU64(${v})`;
      return v;
    }
    if (fromBits >= 64) {
      const low = u ? `C.toU32(${v})` : `C.toI32(${v})`;
      return bits === 32 ? (fromK === 'ptr' ? (u ? `(${v} >>> 0)` : `(${v} | 0)`) : low) : narrow(`C.toI32(${v})`, to);
    }
    // The value already fits when the source range is inside the target range.
    const fits = (fromBits < bits && (fromU || !u)) || (fromBits === bits && fromU === u);
    if (fits) return v;
    if (bits === 32) return u ? `(${v} >>> 0)` : `(${v} | 0)`;
    return narrow(v, to);
  }

  // ------------------------------------------------------------------ calls
  /** `beforeCall` emits what gcc evaluates after the arguments but before the call itself. */
  /** `beforeCall` emits what gcc evaluates after the arguments but before the call itself (`thenCalls`: whether that calls). */
  protected call(e: Extract<Expr, { k: 'call' }>, beforeCall?: () => void, thenCalls?: Expr): string {
    // A weak reference left undefined is called through its address, 0 (a fault, as on Linux).
    const named = e.callee.k === 'addr' && e.callee.e.k === 'func' ? e.callee.e.f : undefined;
    const direct = named && !this.opts.links?.weakNull?.has(named) ? named : undefined;
    // gcc -O0 on x86-64 evaluates the callee first, then the arguments from last to first
    // (C leaves it unspecified; programs that print `f(), g()` must print what gcc's build does).
    const fp = direct ? '' : this.beforeCalls(e.callee, this.expr(e.callee), ...e.args);
    const args: string[] = new Array(e.args.length);
    for (let k = e.args.length - 1; k >= 0; k--) {
      const a = e.args[k];
      // Its conversion to the parameter's type as gcc folds it (./eval-order.ts), outside slices.
      args[k] = this.expr(this.sliced.has(a) || this.inSliced ? a : this.order.argumentFolded(a));
      if (k > 0 || thenCalls) args[k] = this.beforeCalls(a, args[k], ...e.args.slice(0, k), ...(thenCalls ? [thenCalls] : []));
    }
    beforeCall?.();
    const site = this.site(e.pos);
    const retRecord = isRecord(e.type);
    let sret = '0';
    if (retRecord) {
      // The caller provides the result's storage, as in the x86-64 ABI's hidden pointer.
      this.fn.frameSize = alignTo(this.fn.frameSize + sizeOf(e.type), Math.max(alignOf(e.type), 8));
      sret = `(fp - ${this.fn.frameSize})`;
    }
    // A library function called through an implicit `int()` takes every argument as its own; a
    // variadic definition called so (warnx without <err.h>) finds its fixed parameters first, as
    // the x86-64 ABI passes them, and only the rest in its va_list.
    const variadicDef = direct?.type.oldStyle && this.fnIds.has(direct) ? this.prog.defs[this.fnIds.get(direct)!] : undefined;
    const oldStyleArgs = !!direct?.type.oldStyle && !variadicDef?.sym.type.variadic;
    const fixed = direct ? (variadicDef?.sym.type.variadic ? variadicDef.params.length : direct.type.oldStyle && !this.fnIds.has(direct) ? args.length : direct.type.params.length) : (e.callee.type as Extract<CType, { k: 'ptr' }>).to.k === 'func' ? ((e.callee.type as Extract<CType, { k: 'ptr' }>).to as Extract<CType, { k: 'func' }>).params.length : 0;
    const argTypes = e.args.map((a) => a.type);
    const vaInts: string[] = [], vaDbls: string[] = [];
    const argTemps: string[] = [];
    const pre: string[] = [];
    // Register variables are read at the call, after every other argument (gcc passes them as
    // they are): `printf("%d %d", i, i++)` prints i's new value first, and an assignment to one
    // passes the variable as it is at the call (`g(x *= 2, x += 1)`).
    const late: string[] = [];
    args.forEach((a, k) => {
      const t = this.jsTemp();
      const reg = assignedRegister(e.args[k]);
      if (/^V\.v\d+$/.test(a)) late.push(`${t} = ${a}`);
      else if (reg) {
        pre.unshift(a);
        late.push(`${t} = V.v${reg.id}`);
      } else pre.unshift(`${t} = ${a}`);
      argTemps.push(t);
      if (k >= fixed || oldStyleArgs) {
        if (isFloating(argTypes[k])) vaDbls.push(t);
        else if (is128(argTypes[k])) vaInts.push(`C.toU64(${t})`, `S128.shr(${t}, 64)`);
        else vaInts.push(t);
      }
    });
    pre.push(...late);
    const va = vaInts.length || vaDbls.length ? `new VA([${vaInts.join(', ')}], [${vaDbls.join(', ')}])` : 'null';
    if (direct && this.fnIds.has(direct)) {
      const calleeDef = this.prog.defs[this.fnIds.get(direct)!];
      const fid = this.fnIds.get(direct)!;
      const leafCall = this.leaves.has(fid) && argTemps.length === calleeDef.params.length;
      if (leafCall && this.inCopy) return this.leafCallInCopy(e, fid, site, pre, argTemps);
      const stores: string[] = [];
      calleeDef.params.forEach((p, k) => {
        if (k >= argTemps.length) return;
        if (p.inMemory) stores.push(`${this.store(p.type, `(G.fp - ${-(p.offset ?? 0)})`, argTemps[k], e.pos)};`);
        else stores.push(`G.V.v${p.id} = ${argTemps[k]};`);
      });
      if (direct.type.variadic || direct.type.oldStyle) stores.push(`G.va = ${va};`);
      if (retRecord) stores.push(`G.sret = ${sret};`);
      if (this.inCopy && !leafCall) {
        if (argTemps.length !== calleeDef.params.length) throw this.notFast();
        return this.callInCopy(e, fid, site, pre, stores);
      }
      const l = this.newLabel();
      this.fn.labelStmt.set(l, this.curStmt);
      // Calls run the callee's body directly while the JS stack allows, falling back to the
      // rank's driver loop (trampoline) when it is deep or when the callee suspends.
      if (leafCall) {
        const r = this.jsTemp();
        this.emit(`${pre.length ? pre.join(', ') + ';' : ''} F.pc = ${l}; if ((${r} = Q[${fid}](R, ${site}${argTemps.map((t) => `, ${t}`).join('')})) !== BAIL) R.rv = ${r}; else if (R.state !== 'running' || R.top !== F) return;`);
        this.place(l);
        const rv = this.result(e.type);
        // A fast copy calls it too, resuming here when the callee stops (a call compiled twice has no one place).
        this.leafCalls.set(e, this.leafCalls.has(e) ? null : { label: l, rv });
        return rv;
      }
      // Every parameter stored: the push need not clear them first.
      const all = argTemps.length >= calleeDef.params.length ? ', true' : '';
      this.emit(`${pre.length ? pre.join(', ') + ';' : ''} F.pc = ${l}; { const G = R.push(${fid}, ${site}${all}); ${stores.join(' ')} if (R.jsDepth > 200 || (R.jsDepth++, B[${fid}](R, G), R.jsDepth--, R.state !== 'running' || R.top !== F)) return; }`);
      this.place(l);
      const rv = this.result(e.type);
      // A fast copy makes the call too, resuming here when the callee does not return at once.
      this.leafCalls.set(e, this.leafCalls.has(e) ? null : { label: l, rv });
      return rv;
    }
    const jump = direct && !this.fnIds.has(direct) ? findLibraryFunction(direct.name)?.jump : undefined;
    if (jump) {
      const l = this.newLabel();
      this.fn.labelStmt.set(l, this.curStmt);
      const lead = `${pre.length ? pre.join(', ') + ';' : ''} F.pc = ${l};`;
      if (jump === 'set') this.emit(`${lead} R.rv = R.setjmp(F, ${argTemps[0]}, ${l}, ${site});`);
      else this.emit(`${lead} R.longjmp(${argTemps[0]}, ${argTemps[1] ?? 0}, ${site});`);
      this.place(l);
      return jump === 'set' ? this.result(e.type) : 'undefined';
    }
    if (direct) {
      const lf = findLibraryFunction(direct.name);
      if (lf && !lf.unsupported && lf.kind === 'direct') {
        this.libFunction(direct.name, e.pos);
        const fixedArgs = argTemps.slice(0, fixed);
        const lead = lf.site ? [String(site)] : [];
        // A fast copy (./gen-loops.ts) has no L, and makes only the calls its UNSAFE lets
        // through: a libm method's through R['lib'], which that pattern does not see.
        const [libc, atSite] = this.inCopy && copyableLibm(direct, args.length) ? ["R['lib']", "R['site']"] : ['L', 'R.site'];
        if (lf.variadic || args.length > 1) {
          // Through temps, so that the arguments are evaluated last to first.
          const call = `${libc}.${lf.method ?? direct.name}(${[...lead, ...fixedArgs, ...(lf.variadic ? [va] : [])].join(', ')})`;
          const value = direct.libraryReturn ? this.cast(call, direct.libraryReturn, T.int, e.pos) : call;
          return `(${pre.join(', ')}${pre.length ? ', ' : ''}${atSite} = ${site}, ${value})`;
        }
        const call = `${libc}.${lf.method ?? direct.name}(${[...lead, ...fixedArgs.map((_, k) => `(${args[k]})`)].join(', ')})`;
        // Called through an implicit `int()`: the caller reads the int the ABI returns.
        if (direct.libraryReturn) return this.cast(`(${atSite} = ${site}, ${call})`, direct.libraryReturn, T.int, e.pos);
        return `(${atSite} = ${site}, ${call})`;
      }
      if (lf && !lf.unsupported && lf.kind === 'sys') {
        this.libFunction(direct.name, e.pos);
        const call = `R.sys(${JSON.stringify(direct.name)}, [${argTemps.join(', ')}], ${site}${lf.variadic ? `, ${va}` : ''})`;
        if (this.inCopy) return this.sysCallInCopy(e, call, pre);
        const l = this.newLabel();
        this.fn.labelStmt.set(l, this.curStmt);
        this.emit(`${pre.length ? pre.join(', ') + ';' : ''} F.pc = ${l}; if (${call}) return;`);
        this.place(l);
        const rv = this.result(e.type);
        // A fast copy makes an MPI call too (./gen-loops.ts sysCallInCopy).
        this.leafCalls.set(e, this.leafCalls.has(e) ? null : { label: l, rv });
        return rv;
      }
      // Unknown or unsupported: report now (compile time), like a link error.
      this.funcPointer(direct, e.pos);
    }
    // Indirect call through a function pointer.
    const l = this.newLabel();
    this.fn.labelStmt.set(l, this.curStmt);
    const kinds = argTypes.map((t) => (isFloating(t) ? 'd' : 'i')).join('');
    this.emit(`${pre.length ? pre.join(', ') + ';' : ''} F.pc = ${l}; if (R.callPtr(${fp}, [${argTemps.join(', ')}], ${JSON.stringify(kinds)}, ${fixed}, ${sret}, ${site})) return;`);
    this.place(l);
    return this.result(e.type);
  }

  /** The value a call left in R.rv, saved in a frame temp so it survives later calls in the same expression. */
  protected result(t: CType): string {
    if (t.k === 'void') return 'undefined';
    const tmp = this.temp();
    this.emit(`${tmp} = R.rv;`);
    return tmp;
  }

  protected builtin(e: Extract<Expr, { k: 'builtin' }>): string {
    const args = e.args.map((a) => this.expr(a));
    const site = this.site(e.pos);
    switch (e.name) {
      case '__builtin_va_start': return `R.vaStart(F, ${args[0]}, ${site})`;
      case '__builtin_va_end': return `undefined`;
      case '__builtin_va_copy': return `M.copy(${args[0]}, ${args[1]}, 24, ${site})`;
      case '__builtin_va_arg': {
        const t = e.argType!;
        if (isRecord(t)) throw this.unsupported(e.pos, 'va_arg of struct types');
        const raw = `R.vaArg(${args[0]}, ${isFloating(t) ? 1 : 0}, ${site})`;
        if (t.k === 'float') return `Math.fround(${raw})`;
        if (isFloating(t)) return raw;
        if (is128(t)) return this.cast(`S128.join(${raw}, ${raw})`, T.int128, t, e.pos);
        return this.cast(raw, T.long, t, e.pos);
      }
      case '__builtin_isnan': return `(Number.isNaN(${args[0]}) ? 1 : 0)`;
      // The argument once (isinf(x++)).
      case '__builtin_isinf_sign': return `((v) => v === Infinity ? 1 : v === -Infinity ? -1 : 0)(${args[0]})`;
      case '__builtin_isinf': return `(Math.abs(${args[0]}) === Infinity ? 1 : 0)`;
      case '__builtin_isfinite': return `(Number.isFinite(${args[0]}) ? 1 : 0)`;
      case '__builtin_signbit': return `X.signbit(${args[0]})`;
      case '__builtin_fpclassify': return `X.fpclassify(${args[5]}, ${args[0]}, ${args[1]}, ${args[2]}, ${args[3]}, ${args[4]}, ${e.args[5].type.k === 'float' ? 1 : 0})`;
      case '__builtin_nanf': case '__builtin_nan': return 'NaN';
      case '__builtin_inff': case '__builtin_inf': case '__builtin_huge_val': case '__builtin_huge_valf': return 'Infinity';
      case '__builtin_expect': return args[0];
      case '__builtin_unreachable': case '__builtin_trap': return `R.trap(${site})`;
      case '__builtin_ia32_rdtsc': return 'R.rdtsc()';
    }
    const gcc = lowerGccBuiltin(this.builtinKit(), e, args);
    if (gcc !== undefined) return gcc;
    throw this.unsupported(e.pos, e.name);
  }

  private builtinKit(): BuiltinKit {
    return {
      load: (t, a, pos) => this.load(t, a, pos), store: (t, a, v, pos) => this.store(t, a, v, pos),
      binary: (op, l, r, ot, rt, pos) => this.binary(op, l, r, ot, rt, pos), unary: (op, v, t) => this.unary(op, v, t),
      cast: (v, from, to, pos) => this.cast(v, from, to, pos), jsTemp: () => this.jsTemp(), site: (pos) => this.site(pos),
      unsupported: (pos, what) => this.unsupported(pos, what),
    };
  }
}

/**
 * What of `e` emits code first (a call, a statement expression...), in the order its operands
 * compile, through the operands evaluated unconditionally (`emits` tells which do): a statement
 * expression found there can run before the rest of `e` is compiled, as it would inside it.
 */
export function evaluatedFirst(e: Expr, emits: (x: Expr) => boolean): Expr {
  for (;;) {
    let ops: Expr[];
    switch (e.k) {
      case 'cast': case 'unary': case 'deref': ops = [e.e]; break;
      case 'binary': case 'ptrdiff': case 'comma': ops = [e.l, e.r]; break;
      case 'logic': ops = [e.l]; break;
      case 'ptradd': ops = [e.ptr, e.idx]; break;
      case 'assign': ops = e.l.k === 'var' ? [e.r] : []; break;
      default: return e;
    }
    const next = ops.find(emits);
    if (!next) return e;
    e = next;
  }
}
