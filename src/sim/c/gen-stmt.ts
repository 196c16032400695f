/**
 * Statements: each starts a `case` of the function's state machine (a stop point for the
 * debugger and the scheduler); loops, switches and gotos become jumps between cases.
 */
import type { Expr, Initializer, Stmt, VarSym } from './ast';
import type { SourcePos } from './diagnostics';
import { alignOf, isWideInt, isRecord, sizeOf } from './types';
import { DEFERRED, bigLit, truth } from './gen-core';
import { ExprGen, evaluatedFirst } from './gen-expr';
import { TaskStack } from './ast-walk';

export abstract class StmtGen extends ExprGen {
  /** A stop point before a statement: the budget check doubles as the scheduler's preemption. */
  protected emitTick(stmtId: number | undefined, pos: SourcePos, kind: 'stmt' | 'loop'): void {
    const sid = stmtId ?? this.nextStmtId++;
    const l = this.newLabel();
    this.stmts[sid] = { pos, fn: this.fnIds.get(this.fn.def.sym)!, label: l, kind };
    this.fn.labelStmt.set(l, sid);
    this.place(l);
    this.emit(`if ((--R.budget < 0 || BP[${sid}] !== 0) && R.stmt(F, ${sid}, ${l})) return;`);
    this.curStmt = sid;
  }

  // ------------------------------------------------------------------ statements
  /** Nested statements compile as tasks on a heap stack, in source order (blocks nest 10^5 deep). */
  private work: TaskStack | undefined;

  protected genStmt(root: Stmt): void {
    if (this.work) this.work.then(() => this.genOne(root));
    else this.genStmtNow(root);
  }

  protected genStmtNow(s: Stmt): void {
    const outer = this.work;
    this.work = new TaskStack();
    try {
      this.genOne(s);
      this.work.run();
    } finally {
      this.work = outer;
    }
  }

  /** Schedules steps to run after the current one, before what was scheduled earlier. */
  private then(...steps: (() => void)[]): void { this.work!.thenAll(steps); }

  /**
   * Compiles a statement's expression `e` by `rest`, after the statement expression `e` starts
   * with, if any (`int y = ({ ... });`, `x = ({ ... });`, `return ({ ... });`): its statements
   * are tasks on the statement stack, not compiled inside the expression, so statement
   * expressions nested in statement expressions' statements cost heap, not the host's stack.
   */
  private afterStmtExprs(e: Expr | undefined, rest: () => void): void {
    const first = e && evaluatedFirst(e, (x) => this.hasCall(x));
    if (first?.k !== 'stmtexpr' || this.hoisted.has(first)) { rest(); return; }
    const chain = this.stmtExprChain(first);
    this.then(...chain.flatMap((x) => x.body.map((st) => () => this.genOne(st))), () => { this.stmtExprValues(chain, false); rest(); });
  }

  /**
   * Its code goes to lines of its own, compiled by a task that runs right after the current one
   * (the statements as tasks on this stack, then the value into the temporary), and a marker
   * line stands for them where the expression needs them (spliced when the function is done).
   */
  protected deferStmtExpr(e: Extract<Expr, { k: 'stmtexpr' }>): string | undefined {
    const work = this.work;
    if (!work) return undefined;
    const t = this.temp();
    const chunks = (this.fn.deferred ??= []);
    const lines: string[] = [];
    this.emit(`${DEFERRED}${chunks.length}`);
    chunks.push(lines);
    work.soon(() => {
      const outer = this.fn.lines;
      this.fn.lines = lines;
      const chain = this.stmtExprChain(e);
      this.then(...chain.flatMap((x) => x.body.map((st) => () => this.genOne(st))), () => {
        this.stmtExprValues(chain, false);
        this.emit(`${t} = ${this.hoisted.get(e)};`);
        this.hoisted.set(e, t);
        this.fn.lines = outer;
      });
    });
    return t;
  }

  private genOne(s: Stmt): void {
    const sub = (x: Stmt) => () => this.genOne(x);
    switch (s.k) {
      case 'block': {
        this.work!.thenAll([...s.body.map(sub), () => this.closeScopes(s)]);
        return;
      }
      case 'empty': return;
      case 'expr': {
        this.emitTick(s.id, s.pos, 'stmt');
        this.afterStmtExprs(s.e, () => {
          const code = this.expr(s.e, true);
          if (code) this.emit(`${code};`);
        });
        return;
      }
      case 'decl': {
        const work = s.vars.filter((x) => x.v.init || x.vlaSize);
        for (const x of s.vars) x.v.scopeStart = s.id;
        if (work.length === 0 && !s.vlaTypes) return;
        this.emitTick(s.id, s.pos, 'stmt');
        this.captureVla(s.vlaTypes);
        this.then(...work.map(({ v, vlaSize }) => () => {
          if (vlaSize) {
            const size = this.expr(vlaSize);
            // Aligned above the stack's 16 (_Alignas(64), an over-aligned element): as gcc, rounded down to it.
            const align = Math.max(alignOf(v.type), v.align ?? 1);
            this.emit(`V.v${v.id} = R.vla(F, ${size}, ${this.site(v.pos)}${align > 16 ? `, ${align}` : ''});`);
            return;
          }
          const init = v.init!;
          // One value (no zero fill before it): a statement expression it starts with first.
          this.afterStmtExprs(!init.zero && init.items.length === 1 ? init.items[0].e : undefined, () => this.genInit(v, init));
        }));
        return;
      }
      case 'if': {
        this.emitTick(s.id, s.pos, 'stmt');
        this.afterStmtExprs(s.c, () => {
          const c = this.expr(s.c);
          const lElse = this.newLabel(), lEnd = this.newLabel();
          this.emit(`if (${truth(c, s.c.type, s.c)} === 0) { F.pc = ${s.else ? lElse : lEnd}; continue; }`);
          const els = s.else;
          if (els) this.then(sub(s.then), () => { this.jump(lEnd); this.place(lElse); }, sub(els), () => this.place(lEnd));
          else this.then(sub(s.then), () => this.place(lEnd));
        });
        return;
      }
      case 'while': {
        const lEnd = this.newLabel();
        const lCond = this.fn.nextLabel; // emitTick takes the next label
        this.emitTick(s.id, s.pos, 'loop');
        const c = this.expr(s.c);
        this.emit(`if (${truth(c, s.c.type, s.c)} === 0) { F.pc = ${lEnd}; continue; }`);
        this.loop(lEnd, lCond, sub(s.body), () => { this.jump(lCond); this.place(lEnd); this.afterLoop(s, lCond, lEnd); });
        return;
      }
      case 'dowhile': {
        const lBody = this.newLabel(), lCont = this.newLabel(), lEnd = this.newLabel();
        this.place(lBody);
        this.loop(lEnd, lCont, sub(s.body), () => {
          this.place(lCont);
          this.emitTick(s.id, s.c.pos, 'loop');
          const c = this.expr(s.c);
          this.emit(`if (${truth(c, s.c.type, s.c)} !== 0) { F.pc = ${lBody}; continue; }`);
          this.place(lEnd);
          this.afterLoop(s, lBody, lEnd);
        });
        return;
      }
      case 'for': {
        // The initialization (a declaration or an expression) may compile as tasks: the loop after them.
        if (s.init) this.then(sub(s.init), () => this.forLoop(s));
        else this.forLoop(s);
        return;
      }
      case 'return': {
        this.emitTick(s.id, s.pos, 'stmt');
        const ret = this.fn.def.sym.type.ret;
        if (!s.e) { this.emit('R.ret(undefined); return;'); return; }
        const e = s.e;
        this.afterStmtExprs(e, () => {
          const v = this.expr(e);
          if (ret.k === 'void') this.emit(`${v}; R.ret(undefined); return;`);
          else if (isRecord(ret)) this.emit(`R.ret(M.copy(F.sret, ${v}, ${sizeOf(ret)}, ${this.site(s.pos)})); return;`);
          else this.emit(`R.ret(${v}); return;`);
        });
        return;
      }
      case 'break': this.emitTick(s.id, s.pos, 'stmt'); this.jump(this.fn.breakL[this.fn.breakL.length - 1]); return;
      case 'continue': this.emitTick(s.id, s.pos, 'stmt'); this.jump(this.fn.continueL[this.fn.continueL.length - 1]); return;
      case 'goto': {
        this.emitTick(s.id, s.pos, 'stmt');
        this.jump(this.labelFor(s.label));
        return;
      }
      case 'gotoPtr': {
        this.emitTick(s.id, s.pos, 'stmt');
        // Only a label of this function whose address it took is a target (gcc leaves any other
        // jump undefined: here it faults as a jump into nowhere would).
        const arms = s.targets.map((a) => `case ${a.value}: F.pc = ${this.labelFor(a.label)}; continue;`);
        this.emit(`switch (${this.expr(s.e)}) { ${arms.join(' ')} default: R.badGoto(${this.site(s.pos)}); }`);
        return;
      }
      case 'label': {
        this.place(this.labelFor(s.name));
        this.then(sub(s.body));
        return;
      }
      case 'switch': {
        this.emitTick(s.id, s.pos, 'stmt');
        const v = this.expr(s.e);
        const lEnd = this.newLabel();
        const t = this.jsTemp();
        const labels = s.cases.map((c) => { const l = this.newLabel(); this.fn.switchCases.set(c.stmt, l); return l; });
        let lDefault = lEnd;
        if (s.dflt) { lDefault = this.newLabel(); this.fn.switchCases.set(s.dflt, lDefault); }
        const wide = isWideInt(s.e.type);
        const arms = s.cases.map((c, k) => wide ? `if (${t} == ${bigLit(c.value)}) { F.pc = ${labels[k]}; continue; }` : `case ${Number(c.value)}: F.pc = ${labels[k]}; continue;`);
        if (wide) this.emit(`${t} = ${v}; ${arms.join(' ')} F.pc = ${lDefault}; continue;`);
        else this.emit(`switch (${v}) { ${arms.join(' ')} default: F.pc = ${lDefault}; continue; }`);
        this.fn.breakL.push(lEnd);
        this.then(sub(s.body), () => { this.fn.breakL.pop(); this.place(lEnd); });
        return;
      }
      case 'case': case 'default': {
        const l = this.fn.switchCases.get(s);
        if (l !== undefined) this.place(l);
        this.then(sub(s.body));
        return;
      }
    }
  }

  private forLoop(s: Extract<Stmt, { k: 'for' }>): void {
    const sub = (x: Stmt) => () => this.genOne(x);
    const lEnd = this.newLabel(), lStep = this.newLabel();
    const lCond = this.fn.nextLabel;
    this.emitTick(s.id, s.pos, 'loop');
    if (s.c) {
      const c = this.expr(s.c);
      this.emit(`if (${truth(c, s.c.type, s.c)} === 0) { F.pc = ${lEnd}; continue; }`);
    }
    const step = s.step;
    this.loop(lEnd, lStep, sub(s.body), () => {
      this.place(lStep);
      if (step) { const st = this.expr(step, true); if (st) this.emit(`${st};`); }
      this.jump(lCond);
      this.place(lEnd);
      this.afterLoop(s, lCond, lEnd);
    });
  }

  /** A loop's cases are emitted: `head` is the case its iterations start at, `end` the one after it. */
  protected abstract afterLoop(s: Extract<Stmt, { k: 'while' | 'for' | 'dowhile' }>, head: number, end: number): void;

  protected closeScopes(b: Extract<Stmt, { k: 'block' }>): void {
    // Locals declared directly in this block go out of scope after its last statement.
    const end = this.nextStmtIdAfter();
    const mark = (st: Stmt): void => {
      if (st.k === 'decl') for (const x of st.vars) x.v.scopeEnd = end;
    };
    b.body.forEach(mark);
    for (const st of b.body) if (st.k === 'for' && st.init?.k === 'decl') for (const x of st.init.vars) x.v.scopeEnd = end;
  }
  protected nextStmtIdAfter(): number { return this.curStmt + 1; }

  /** Compiles `body` with its break and continue targets, then `after`. */
  protected loop(lBreak: number, lCont: number, body: () => void, after: () => void): void {
    this.fn.breakL.push(lBreak);
    this.fn.continueL.push(lCont);
    this.then(body, () => { this.fn.breakL.pop(); this.fn.continueL.pop(); after(); });
  }

  protected labelFor(name: string): number {
    let l = this.fn.labels.get(name);
    if (l === undefined) { l = this.newLabel(); this.fn.labels.set(name, l); }
    return l;
  }

  protected genInit(v: VarSym, init: Initializer): void {
    const base = this.varAddr(v);
    const size = sizeOf(v.type);
    if (init.zero && size > 0) this.emit(`M.fill(${base}, 0, ${size});`);
    for (const it of init.items) {
      const at = it.offset ? `(${base} + ${it.offset})` : base;
      if (it.bytes !== undefined) {
        const n = Math.min(it.bytes.length, sizeOf(it.type) || it.bytes.length);
        this.emit(`M.writeBytes(${at}, ${JSON.stringify(it.bytes.slice(0, n))});`);
        continue;
      }
      if (!it.e) continue;
      if (!v.inMemory && it.offset === 0 && !it.bitField) {
        this.emit(`V.v${v.id} = ${this.expr(it.e)};`);
        continue;
      }
      if (it.bitField) {
        this.emit(`${this.storeBitField(at, it.bitField, this.expr(it.e))};`);
        continue;
      }
      this.emit(`${this.store(it.type, at, this.expr(it.e), it.e.pos)};`);
    }
  }
}
