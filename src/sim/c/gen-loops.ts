/**
 * Loops as JavaScript loops. A C loop compiles to cases of the function's state machine, so
 * every iteration goes back through `switch (F.pc)`: a store and a load of F.pc and an indirect
 * jump, and V8 sees no loop it can optimise as one. For a loop whose body makes no call and
 * jumps nowhere but through its own `if`s, loops, `break`s and `continue`s (or out by
 * `return`), this pass puts a structured copy of the loop in front of its original cases: JavaScript
 * `for (;;)`, `if`/`else` and labelled `break`s running the same statements with the same budget
 * ticks and breakpoint checks. Whenever a tick would take the slow path (the budget is spent, a
 * breakpoint is set, the rank is stepping), the copy gives the tick back and resumes the
 * original case of that statement, which does exactly what it always did; a rank stopped or
 * preempted inside the loop resumes in the original cases too, and they jump back to the head,
 * so into the fast copy, at the end of the iteration. Locals stay in F.V, where the debugger,
 * the snapshots and setVariable find them at every stop.
 */
import type { Stmt } from './ast';
import { isRecord } from './types';
import { truth } from './gen-core';
import { StmtGen } from './gen-stmt';

/** The label of the function's dispatch loop, which exits of a fast loop continue. */
export const DISPATCH = 'dispatch';

type Loop = Extract<Stmt, { k: 'while' | 'for' | 'dowhile' }>;

/**
 * What generated code of a statement may not contain to run in a fast copy: calls out of the
 * code (R., L., B[), control of the state machine (F., case, continue...), frame temporaries
 * (a sliced expression's values, computed by the original cases only).
 */
const UNSAFE = /\bR\.|\bL\.|\bB\[|\bF\.|\bV\.t\d|\breturn\b|\bbreak\b|\bcontinue\b|\bswitch\b|\bcase\b|\bfunction\b|=>/;
/** Lines of a fast copy past which it is not made (nested loops copy their inner loops again). */
const MAX_LINES = 400;

class NotFast extends Error {}

interface FastCtx {
  /** The JavaScript that does a C `break` / `continue`, innermost loop last. */
  brk: string[];
  cont: string[];
  /** The outermost loop's head tick, whose slow path falls through to the original cases. */
  headSid: number;
  headBail: string;
  /** The head cases of the loops the copy is in, innermost last (F.pc while inside one). */
  heads: number[];
}

export abstract class LoopGen extends StmtGen {
  /** Fast copies of the function's loops, by the label of the case they go after. */
  protected fastAt = new Map<number, string[]>();
  private nextName = 0;

  /** Called once a loop's original cases are emitted; `head` is the case its iterations start at. */
  protected afterLoop(s: Loop, head: number, end: number): void {
    const fn = this.fn;
    const saved = { lines: fn.lines, nextLabel: fn.nextLabel, nextTemp: fn.nextTemp, frameSize: fn.frameSize, dims: fn.dimSlots.length, cur: this.curStmt };
    const copy: string[] = [];
    fn.lines = copy;
    let ok = true;
    try {
      const name = `f${this.nextName++}`;
      this.emit(`F.pc = ${head};`);
      const ctx: FastCtx = { brk: [], cont: [], headSid: s.k === 'dowhile' || s.id === undefined ? -1 : s.id, headBail: `break ${name};`, heads: [head] };
      this.fastLoop(s, ctx, name, `F.pc = ${end}; continue ${DISPATCH};`, false);
    } catch (e) {
      if (!(e instanceof NotFast)) throw e;
      ok = false;
    } finally {
      fn.lines = saved.lines;
      this.curStmt = saved.cur;
    }
    if (fn.nextLabel !== saved.nextLabel || fn.nextTemp !== saved.nextTemp || fn.frameSize !== saved.frameSize || fn.dimSlots.length !== saved.dims) {
      throw new Error('mpisim internal error: a fast loop copy changed the frame');
    }
    if (ok && copy.length <= MAX_LINES) this.fastAt.set(head, copy);
  }

  /** The function's lines with each fast copy after the case it belongs to. */
  protected withFastLoops(lines: string[]): string[] {
    if (this.fastAt.size === 0) return lines;
    const out: string[] = [];
    for (const l of lines) {
      out.push(l);
      const m = /^case (\d+):$/.exec(l);
      const copy = m && this.fastAt.get(+m[1]);
      if (copy) out.push(...copy);
    }
    this.fastAt.clear();
    return out;
  }

  /** A loop as `name: for (;;)`; `exit` leaves it (a JavaScript break, or a jump for the outermost). */
  private fastLoop(s: Loop, c: FastCtx, name: string, exit: string, inner: boolean): void {
    const cont = `c${this.nextName++}`;
    if (inner && s.k === 'for' && s.init) this.fastStmt(s.init, c);
    const info = s.id === undefined ? undefined : this.stmts[s.id];
    if (!info) throw new NotFast();
    // A fault inside reports the loop it happened in, as the original cases would.
    if (inner) { c.heads.push(info.label); this.emit(`F.pc = ${info.label};`); }
    this.emit(`${name}: for (;;) {`);
    if (s.k !== 'dowhile') {
      this.fastTick(s.id, c);
      if (s.c) this.emit(`if (${this.fastCond(s.c)} === 0) { ${exit} }`);
    }
    c.brk.push(exit);
    c.cont.push(`break ${cont};`);
    this.emit(`${cont}: {`);
    this.fastStmt(s.body, c);
    this.emit('}');
    c.brk.pop();
    c.cont.pop();
    if (s.k === 'for' && s.step) this.emit(`${this.fastExpr(() => this.expr(s.step!, true))};`);
    if (s.k === 'dowhile') {
      this.fastTick(s.id, c);
      this.emit(`if (${this.fastCond(s.c)} === 0) { ${exit} }`);
    }
    this.emit('}');
    if (inner) { c.heads.pop(); this.emit(`F.pc = ${c.heads[c.heads.length - 1]};`); }
  }

  private fastStmt(s: Stmt, c: FastCtx): void {
    if (this.fn.lines.length > MAX_LINES) throw new NotFast();
    switch (s.k) {
      case 'block': for (const x of s.body) this.fastStmt(x, c); return;
      case 'empty': return;
      case 'expr': {
        this.fastTick(s.id, c);
        if (this.hasCall(s.e)) throw new NotFast();
        const code = this.fastExpr(() => this.expr(s.e, true));
        if (code) this.emit(`${code};`);
        return;
      }
      case 'decl': {
        const work = s.vars.filter((x) => x.v.init || x.vlaSize);
        if (work.length === 0 && !s.vlaTypes) return;
        if (s.vlaTypes || work.some((x) => x.vlaSize || x.v.init!.items.some((it) => it.e && this.hasCall(it.e)))) throw new NotFast();
        this.fastTick(s.id, c);
        for (const { v } of work) this.fastExpr(() => { this.genInit(v, v.init!); return ''; });
        return;
      }
      case 'if': {
        this.fastTick(s.id, c);
        this.emit(`if (${this.fastCond(s.c)} !== 0) {`);
        this.fastStmt(s.then, c);
        if (s.else) { this.emit('} else {'); this.fastStmt(s.else, c); }
        this.emit('}');
        return;
      }
      case 'while': case 'for': case 'dowhile': {
        const name = `f${this.nextName++}`;
        this.fastLoop(s, c, name, `break ${name};`, true);
        return;
      }
      case 'break': case 'continue': {
        const to = s.k === 'break' ? c.brk : c.cont;
        if (to.length === 0) throw new NotFast(); // a break out of a switch around the loop
        this.fastTick(s.id, c);
        this.emit(to[to.length - 1]);
        return;
      }
      case 'return': {
        const ret = this.fn.def.sym.type.ret;
        if ((s.e && this.hasCall(s.e)) || isRecord(ret)) throw new NotFast();
        this.fastTick(s.id, c);
        if (!s.e) { this.emit('R.ret(undefined); return;'); return; }
        const v = this.fastExpr(() => this.expr(s.e!));
        this.emit(ret.k === 'void' ? `${v}; R.ret(undefined); return;` : `R.ret(${v}); return;`);
        return;
      }
      default: throw new NotFast(); // switch, goto and labels: jumps the copy does not follow
    }
  }

  /** A statement's tick: on its slow path, the tick is given back and its original case resumes. */
  private fastTick(sid: number | undefined, c: FastCtx): void {
    const info = sid === undefined ? undefined : this.stmts[sid];
    if (!info) throw new NotFast();
    const bail = sid === c.headSid ? c.headBail : `F.pc = ${info.label}; continue ${DISPATCH};`;
    this.emit(`if (--R.budget < 0 || BP[${sid}] !== 0) { R.budget++; ${bail} }`);
  }

  private fastCond(e: Extract<Stmt, { k: 'if' }>['c']): string {
    if (this.hasCall(e)) throw new NotFast();
    return truth(this.fastExpr(() => this.expr(e)), e.type, e);
  }

  /** Code from `gen` (and any lines it emits), refused when it would do more than compute. */
  private fastExpr(gen: () => string): string {
    const from = this.fn.lines.length;
    const code = gen();
    if (UNSAFE.test(code)) throw new NotFast();
    for (let k = from; k < this.fn.lines.length; k++) if (UNSAFE.test(this.fn.lines[k])) throw new NotFast();
    return code;
  }
}
