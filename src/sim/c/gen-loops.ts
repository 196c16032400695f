/**
 * Loops as JavaScript loops. A C loop compiles to cases of the function's state machine, so
 * every iteration goes back through `switch (F.pc)`: a store and a load of F.pc and an indirect
 * jump, and V8 sees no loop it can optimise as one. For a loop whose body calls only functions
 * (leaves frameless; others, MPI's among them, with the frame the original case pushes: a call
 * that does not return at once leaves the copy for the case after it; libm's on numbers as the
 * cases call them, gen-core.ts copyableLibm) and jumps nowhere but
 * through its own `if`s, loops, `break`s and `continue`s (or out by `return`), this pass makes
 * a structured copy of the loop, a function of its own called in front of the loop's original cases: JavaScript `for (;;)`, `if`/`else` and labelled `break`s
 * running the same statements with the same budget ticks. Whenever a tick would take the slow
 * path (the budget is spent, the rank is stepping), the copy gives the tick back and resumes the
 * original case of that statement, which does exactly what it always did; a breakpoint on any
 * statement of the copy sends it to the original cases from its entry. A rank stopped or
 * preempted inside the loop resumes in the original cases too, and they jump back to the head,
 * so into the fast copy, at the end of the iteration. Locals are in F.V at every stop, where
 * the debugger, the snapshots and setVariable find them.
 */
import type { Expr, FuncDef, Stmt } from './ast';
import { isRecord } from './types';
import { copyableLibm, truth } from './gen-core';
import { exprChildren } from './ast-walk';
import { StmtGen } from './gen-stmt';
import { SLICE } from './gen-expr';
import { findLibraryFunction } from '../runtime/library';
import { copyMemoryHead } from './gen-memory';

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
/** Lines of a leaf's frameless version past which it is not made (the function's own size: DTPools' 30 datatypes). */
const MAX_LEAF_LINES = 2000;
/**
 * Loops nested in one copy past which it is not made: V8 parses nested blocks by recursion, and a
 * function of thousands of nested loops' copies overflows the host's stack when V8 compiles it.
 */
const MAX_NEST = 8;

class NotFast extends Error {}

interface FastCtx {
  /** The JavaScript that does a C `break` / `continue`, innermost loop last. */
  brk: string[];
  cont: string[];
  /** A leaf function's frameless version: ticks leave for its frame, returns return the value. */
  leaf: boolean;
  /** The outermost loop's head tick, whose slow path falls through to the original cases. */
  headSid: number;
  headBail: string;
  /** The head cases of the loops the copy is in, innermost last (F.pc while inside one). */
  heads: number[];
  /** Branches of `if`s the statement being made is in: where a cold exit may stand (see fastStmt). */
  cold: number;
}

/**
 * Statements a fast copy may leave for instead of refusing the whole loop when they cannot run
 * in it: each starts at its tick, the case the copy returns to, and does nothing before it.
 */
const COLD_EXITS = new Set<Stmt['k']>(['expr', 'decl', 'return', 'if', 'goto', 'gotoPtr', 'switch']);

/**
 * How a fast copy, a function of its own (W[k]), is left: it returns the case to go on at, or
 * one of these: to the loop's head case (whose tick took its slow path), by the C function's
 * return, or at a leaf call whose callee took its slow path (pushed its frame: the caller
 * resumes at F.pc when that frame returns). The exits set nothing themselves (F.pc is set by
 * the caller): code that runs only when leaving has no type feedback when V8 first optimises
 * the loop, and would throw the optimised code away the first time it ran.
 */
const LOOP_HEAD = -1, LOOP_RETURN = -2, LOOP_CALL = -3;
/**
 * Where a copy reads Memory's views and bounds again (copyMemoryHead): after a call that may
 * grow the memory (malloc in a callee) or tap it (an MPI call).
 */
const RELOAD = '/* reload */';
/** A return of a leaf's frameless version, which stores the budget first when it keeps it locally. */
const LEAF_RETURN = '/* leaf */ return';
/** Set while a fast copy calls a leaf: a fault then comes with the budget the callee left in R. */
const IN_LEAF = 'leaf$';

export abstract class LoopGen extends StmtGen {
  /** Fast copies of the function's loops (the calls of them), by the label of the case they go after. */
  protected fastAt = new Map<number, string[]>();
  /**
   * The program's fast copies, each a function of its own: V8 optimises each loop on its own,
   * with the type feedback of its own runs, rather than recompiling a whole function (main, a
   * long kernel) at each new loop it reaches.
   */
  protected loopSources: string[] = [];
  /** The head cases of the loops the fast copy being made is in (F.pc between its statements). */
  private copyHeads: number[] = [];
  /** The statements a fast copy ticks: any with a breakpoint sends the copy back to its original cases. */
  private copySids = new Set<number>();
  /** Lines of leaf calls a fast copy may hold, and the frame temporaries their values go to. */
  private safeLines = new Set<string>();
  private safeTemps = new Set<string>();
  private nextName = 0;

  /** Called once a loop's original cases are emitted; `head` is the case its iterations start at. */
  protected afterLoop(s: Loop, head: number, end: number): void {
    // `do { ... } while (0)`, the body of most statement macros (DTPools' DTPI_FUNC_ENTER at
    // each call of each of its functions): it never loops, and a fast copy would cost a call,
    // a try/finally and a function of its own per pass for the statements the cases run anyway.
    if (s.k === 'dowhile' && s.c.k === 'num' && Number(s.c.value) === 0) return;
    const copy = this.fastCode(() => {
      const name = `f${this.nextName++}`;
      this.emit(`F.pc = ${head};`);
      const ctx: FastCtx = { leaf: false, brk: [], cont: [], headSid: s.k === 'dowhile' || s.id === undefined ? -1 : s.id, headBail: `return ${LOOP_HEAD};`, heads: [head], cold: 0 };
      this.copyHeads = ctx.heads;
      this.copySids.clear();
      this.inCopy = true;
      try {
        this.fastLoop(s, ctx, name, `return ${end};`, false);
      } finally {
        this.inCopy = false;
      }
    });
    if (!copy || copy.length > MAX_LINES) return;
    const k = this.loopSources.length;
    const temps = [...new Set(copy.join('\n').match(/\$\d+\b/g) ?? [])];
    // Breakpoints change only while no rank runs, so none can appear while the copy runs: one
    // check on entry stands for the check at each of its ticks.
    const bps = [...this.copySids].map((sid) => `BP[${sid}] !== 0`).join(' || ');
    const memory = copyMemoryHead(copy.join('\n'));
    const body = inRegisters(copy).map((l) => l.replaceAll(RELOAD, memory.reload));
    this.loopSources.push(`/* ${this.fn.def.sym.name}, loop at case ${head} */ function (R, F, V, M, fp) {${temps.length ? ` let ${temps.join(', ')};` : ''}\n`
      + `if (${bps || 'false'}) return ${LOOP_HEAD};\n${memory.declare}\n${body.join('\n')}\n}`);
    this.fastAt.set(head, [`{ const r$ = W[${k}](R, F, V, M, fp); if (r$ >= 0) { F.pc = r$; continue ${DISPATCH}; } if (r$ === ${LOOP_RETURN} || (r$ === ${LOOP_CALL} && (R.state !== 'running' || R.top !== F))) return; if (r$ === ${LOOP_CALL}) continue ${DISPATCH}; }`]);
  }

  /**
   * A leaf function called from a fast copy, as the original case calls it: when the callee
   * takes its slow path (its frame pushed), the copy is left for the case after the call, which
   * takes the value when that frame returns. The callee ticks R.budget itself, so the copy's
   * register is handed to it and taken back (R['budget']: not the name inRegisters renames);
   * a fault in the callee leaves R.budget as it ticked it, which the copy's handler takes back
   * (IN_LEAF), rather than a try/finally at each call (a fifth of bench/kernel.c's hash loop).
   */
  protected leafCallInCopy(e: Expr, fid: number, site: number, pre: string[], args: string[]): string {
    const at = this.leafCalls.get(e);
    if (!at || pre.some((x) => this.unsafe(x))) throw new NotFast();
    const r = this.jsTemp();
    const value = at.rv === 'undefined' ? '' : ` ${at.rv} = ${r};`;
    const line = `${pre.length ? pre.join(', ') + ';' : ''} F.pc = ${at.label}; R['budget'] = budget$; ${IN_LEAF} = 1; ${r} = Q[${fid}](R, ${site}${args.map((a) => `, ${a}`).join('')}); ${IN_LEAF} = 0; budget$ = R['budget']; if (${r} === BAIL) return ${LOOP_CALL};${value} F.pc = ${this.copyHeads[this.copyHeads.length - 1]};`;
    this.safeLines.add(line);
    this.safeTemps.add(at.rv);
    this.emit(line);
    return at.rv === 'undefined' ? 'undefined' : r;
  }

  /**
   * A call of a function with a frame (an MPI function, a helper of DTPools'), as the original
   * case makes it: the frame pushed, the callee run on the JavaScript stack with the copy's
   * budget. When it does not return at once (it blocks in MPI, stops at a breakpoint, runs out
   * of budget, or the stack is deep), the copy is left for the case after the call, where the
   * rank resumes when the callee's frame returns, as it would without the copy. The callee sees
   * none of the copy's registers: the frame's locals it could reach (through their addresses)
   * are in memory, and nothing looks at this frame before the copy is left and they are stored.
   */
  protected callInCopy(e: Expr, fid: number, site: number, pre: string[], stores: string[]): string {
    const at = this.leafCalls.get(e);
    if (!at || pre.some((x) => this.unsafe(x))) throw new NotFast();
    // G['V']: not a local of this frame, which inRegisters renames (V.vN).
    const params = stores.map((x) => x.replace(/\bG\.V\./g, "G['V']."));
    const value = at.rv === 'undefined' ? '' : ` ${at.rv} = R.rv;`;
    const line = `${pre.length ? pre.join(', ') + ';' : ''} F.pc = ${at.label}; R['budget'] = budget$; try { const G = R.push(${fid}, ${site}, true); ${params.join(' ')} if (R.jsDepth > 200) return ${LOOP_CALL}; R.jsDepth++; B[${fid}](R, G); R.jsDepth--; } finally { budget$ = R['budget']; } if (R.state !== 'running' || R.top !== F) return ${LOOP_CALL};${value} F.pc = ${this.copyHeads[this.copyHeads.length - 1]}; ${RELOAD}`;
    this.safeLines.add(line);
    this.safeTemps.add(at.rv);
    this.emit(line);
    return at.rv;
  }

  /**
   * An MPI function the runtime implements (R.sys), called from a fast copy with the copy's
   * budget in R (the rank's clock reads it). One that waits (a blocking call, a callback frame
   * pushed, an error handler that stops the rank) answers true: the copy is left for the case
   * after the call, where the rank resumes when the scheduler wakes it, as without the copy.
   */
  protected sysCallInCopy(e: Expr, call: string, pre: string[]): string {
    const at = this.leafCalls.get(e);
    if (!at || pre.some((x) => this.unsafe(x))) throw new NotFast();
    const value = at.rv === 'undefined' ? '' : ` ${at.rv} = R.rv;`;
    const line = `${pre.length ? pre.join(', ') + ';' : ''} F.pc = ${at.label}; R['budget'] = budget$; try { if (${call}) return ${LOOP_CALL}; } finally { budget$ = R['budget']; }${value} F.pc = ${this.copyHeads[this.copyHeads.length - 1]}; ${RELOAD}`;
    this.safeLines.add(line);
    this.safeTemps.add(at.rv);
    this.emit(line);
    return at.rv;
  }

  protected notFast(): Error { return new NotFast(); }
  protected safeTemp(t: string): void { this.safeTemps.add(t); }

  /** Whether a C expression's calls, if any, are all leaf calls a fast copy can make. */
  private callsOk(e: Expr): boolean {
    if (!this.hasCall(e)) return true;
    if (!this.inCopy || this.height(e) > SLICE) return false;
    const todo = [e];
    for (let x = todo.pop(); x; x = todo.pop()) {
      if (x.k === 'stmtexpr' || x.k === 'compound' || ((x.k === 'logic' || x.k === 'cond' || x.k === 'comma' || x.k === 'builtin') && this.hasCall(x))) return false;
      if (x.k === 'call') {
        const direct = x.callee.k === 'addr' && x.callee.e.k === 'func' ? x.callee.e.f : undefined;
        const f = direct && this.fnIds.get(direct);
        if (f === undefined ? !direct || !(mpiSysCall(direct.name) || copyableLibm(direct, x.args.length)) : !this.leaves.has(f) && !this.framedCallOk(f, x.args.length)) return false;
        todo.push(...x.args);
      } else todo.push(...exprChildren(x));
    }
    return true;
  }

  /** Whether a call of function `f` with `n` arguments can be made from a fast copy with the frame the original case pushes. */
  private framedCallOk(f: number, n: number): boolean {
    const d = this.prog.defs[f], t = d.sym.type;
    return !(t.variadic || t.oldStyle || isRecord(t.ret)) && n === d.params.length;
  }

  private unsafe(code: string): boolean {
    return UNSAFE.test(code.replace(/\bV\.t\d+\b/g, (t) => (this.safeTemps.has(t) ? '_' : t)));
  }

  /** What code generation has allocated so far (labels, frame temporaries and bytes, VLA slots). */
  private allocated(): { nextLabel: number; nextTemp: number; frameSize: number; dims: number } {
    const fn = this.fn;
    return { nextLabel: fn.nextLabel, nextTemp: fn.nextTemp, frameSize: fn.frameSize, dims: fn.dimSlots.length };
  }
  /** Whether anything was allocated since `a`; it is given back (no case holds what a copy made). */
  private rewind(a: ReturnType<LoopGen['allocated']>): boolean {
    const fn = this.fn;
    const grew = fn.nextLabel !== a.nextLabel || fn.nextTemp !== a.nextTemp || fn.frameSize !== a.frameSize || fn.dimSlots.length !== a.dims;
    fn.nextLabel = a.nextLabel; fn.nextTemp = a.nextTemp; fn.frameSize = a.frameSize; fn.dimSlots.length = a.dims;
    return grew;
  }

  /** The lines `gen` emits, or undefined when it finds code that cannot run in a fast copy. */
  private fastCode(gen: () => void): string[] | undefined {
    const fn = this.fn;
    const saved = { lines: fn.lines, cur: this.curStmt, allocated: this.allocated() };
    const lines: string[] = [];
    fn.lines = lines;
    let ok = true;
    try {
      gen();
    } catch (e) {
      if (!(e instanceof NotFast)) throw e;
      ok = false;
    } finally {
      fn.lines = saved.lines;
      this.curStmt = saved.cur;
    }
    // Code that needs frame temporaries, stack space or cases of its own (a struct copied
    // through a temporary...) stays in the original cases only.
    if (this.rewind(saved.allocated)) return undefined;
    return ok ? lines : undefined;
  }

  /**
   * Leaf functions: no calls, no locals in memory, no variable arguments, VLAs or returned
   * records. Their callers call a frameless version (Q[id]) that keeps parameters and locals in
   * JavaScript variables and pushes no frame, with the function's ticks: on a tick's slow path
   * (and on a fault) it pushes the frame the call would have had, with its locals' values, and
   * the original cases go on from that statement. A call costs a JavaScript call, as in C.
   */
  protected findLeaves(defs: FuncDef[]): void {
    defs.forEach((d, id) => { if (this.isLeaf(d)) this.leaves.add(id); });
  }

  private isLeaf(d: FuncDef): boolean {
    const t = d.sym.type;
    if (this.libraryFiles.has(d.pos.file) && /^MPI_/.test(d.sym.name)) return false; // traced calls
    if (d.usesVarargs || t.variadic || t.oldStyle || isRecord(t.ret) || d.vlaTypes?.length || this.frameLayout.get(d) !== 0) return false;
    if (d.params.some((p) => p.inMemory) || d.locals.some((v) => v.inMemory)) return false;
    // A statement in a branch of an `if` may call or jump: the frameless version leaves for its
    // frame there (a cold exit, as a fast copy does), so DTPools' per-element function, whose
    // calls print an error and `goto fn_fail`, runs frameless. What follows a return in a block
    // is reached only by a goto, which is always such an exit: it is not looked at.
    // Not in mpisim's MPI library, whose branches that call are its paths, not rare ones.
    const coldExits = !this.libraryFiles.has(d.pos.file);
    const exprs: (Expr | undefined)[] = [];
    const todo: [Stmt, boolean][] = [[d.body, false]];
    for (let x = todo.pop(); x; x = todo.pop()) {
      const [s, cold] = x;
      if (cold && coldExits && COLD_EXITS.has(s.k)) continue;
      switch (s.k) {
        case 'block':
          for (const b of s.body) { todo.push([b, cold]); if (endsFlow(b)) break; }
          break;
        case 'empty': case 'break': case 'continue': break;
        case 'label': todo.push([s.body, cold]); break;
        case 'expr': exprs.push(s.e); break;
        case 'return': exprs.push(s.e); break;
        case 'decl':
          if (s.vlaTypes?.length) return false;
          for (const x of s.vars) { if (x.vlaSize) return false; for (const it of x.v.init?.items ?? []) exprs.push(it.e); }
          break;
        case 'if': exprs.push(s.c); todo.push([s.then, true]); if (s.else) todo.push([s.else, true]); break;
        case 'while': case 'dowhile': exprs.push(s.c); todo.push([s.body, cold]); break;
        case 'for': exprs.push(s.c, s.step); todo.push([s.body, cold]); if (s.init) todo.push([s.init, cold]); break;
        default: return false;
      }
    }
    return !exprs.some((e) => e && this.hasCall(e));
  }

  /**
   * The frameless version of leaf function `id` (compiled, its original cases made: `slots`
   * are its frame's locals, `endSid` the tick of falling off its end); when it cannot be made,
   * a version that calls the original cases.
   */
  protected leafSource(d: FuncDef, id: number, slots: string[], frameSize: number, endSid: number): string {
    const params = d.params.map((p) => `v${p.id}`);
    const locals = slots.filter((x) => !params.includes(x));
    const fallback = `/* ${d.sym.name} (leaf, framed) */ function (R, site, ...a) { R.leafSlow(${id}, site, 0, a); return BAIL; }`;
    // Frame temporaries (t: a call's value) are written only by the calls the cold exits leave for.
    if (locals.some((x) => !/^[vt]\d+$/.test(x)) || this.fn.frameSize !== 0) return fallback;
    const body = this.fastCode(() => {
      const c: FastCtx = { leaf: true, brk: [], cont: [], headSid: -1, headBail: '', heads: [], cold: 0 };
      this.fastStmt(d.body, c);
      this.fastTick(endSid, c);
      this.emit(`${LEAF_RETURN} ${d.sym.type.ret.k === 'void' ? 'undefined' : '0'};`);
    });
    if (!body) return fallback;
    const code = body.join('\n').replace(/\bV\.(v\d+)\b/g, '$1');
    if (/\bV\.|\bF\.|\bG\.|\bfp\b/.test(code)) return fallback;
    const values = `[${slots.join(', ')}]`;
    const temps = this.fn.nextJsTemp ? ` let ${Array.from({ length: this.fn.nextJsTemp }, (_, k) => `$${k}`).join(', ')};` : '';
    // The budget in a JavaScript variable (a register) and stored back at each exit, when
    // nothing in the body but its ticks reaches the rank (a builtin that reads the clock would
    // read R.budget): a call of a small function (bench/kernel.c's hash) then touches R once.
    const local = !/\bR\b(?!\.budget\b)/.test(code);
    const store = local ? 'R.budget = budget$; ' : '';
    const exits = local ? code.replace(/\bR\.budget\b/g, 'budget$').replaceAll(LEAF_RETURN, `${store}return`) : code.replaceAll(LEAF_RETURN, 'return');
    return `/* ${d.sym.name} (leaf) */ function (R, site${params.map((p) => `, ${p}`).join('')}) {\n`
      + ` ${locals.length ? `let ${locals.map((x) => `${x} = 0`).join(', ')};` : ''}\n`
      + ` if (!R.leafFits(${frameSize})) { R.leafSlow(${id}, site, 0, ${values}); return BAIL; }\n`
      + ` const M = R.m;${temps} let at = 0;${local ? ' let budget$ = R.budget;' : ''}\n`
      + ` leaf: {\n try {\n${exits}\n } catch (e) { ${store}R.leafFrame(${id}, site, at, ${values}); throw e; }\n }\n`
      + ` ${store}R.leafSlow(${id}, site, at, ${values});\n return BAIL;\n}`;
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
    if (inner && !c.leaf) { c.heads.push(info.label); this.emit(`F.pc = ${info.label};`); }
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
    if (inner && !c.leaf) { c.heads.pop(); this.emit(`F.pc = ${c.heads[c.heads.length - 1]};`); }
  }

  /**
   * A statement of a fast copy; false when the copy leaves at it (a cold exit). A statement
   * that cannot run in a copy (a call of a non-leaf function, a switch, a goto) refuses the whole
   * loop, unless it stands in a branch of an `if`: there it is most often the rare path (an
   * error count printed, a `goto fn_fail`), and the copy returns to its original case, which
   * ticks and runs it; the original cases go back to the copy at the loop's head. A verify loop
   * of MPICH's tests (`if (buf[j] != expected) { errs++; fprintf(...); }`) runs as a JavaScript
   * loop, and a loop that does take the branch costs one entry of the copy per exit.
   */
  private fastStmt(s: Stmt, c: FastCtx): boolean {
    if (s.k === 'label' && c.leaf) return this.fastStmt(s.body, c); // a goto's target: gotos leave the frameless version
    if (c.cold === 0 || !COLD_EXITS.has(s.k)) { this.fastStmtNow(s, c); return true; }
    const fn = this.fn;
    const mark = { lines: fn.lines.length, cur: this.curStmt, allocated: this.allocated() };
    try {
      this.fastStmtNow(s, c);
      return true;
    } catch (e) {
      const info = s.id === undefined ? undefined : this.stmts[s.id];
      if (!(e instanceof NotFast) || !info) throw e;
      // What the attempt made (lines, labels, temporaries) is dropped: no case holds it. Its
      // ticks stay in the entry check of breakpoints, which then merely leaves at once.
      fn.lines.length = mark.lines;
      this.rewind(mark.allocated);
      this.curStmt = mark.cur;
      // A leaf's frame is pushed with its locals and goes on at the statement, which ticks there.
      this.emit(c.leaf ? `at = ${info.label}; break leaf;` : `return ${info.label};`);
      return false;
    }
  }

  private fastStmtNow(s: Stmt, c: FastCtx): void {
    if (this.fn.lines.length > (c.leaf ? MAX_LEAF_LINES : MAX_LINES)) throw new NotFast();
    switch (s.k) {
      case 'block':
        for (const x of s.body) if (!this.fastStmt(x, c) || (c.leaf && endsFlow(x))) return; // after a return: reached by gotos only
        return;
      case 'empty': return;
      case 'expr': {
        this.fastTick(s.id, c);
        if (!this.callsOk(s.e)) throw new NotFast();
        const code = this.fastExpr(() => this.expr(s.e, true));
        if (code) this.emit(`${code};`);
        return;
      }
      case 'decl': {
        const work = s.vars.filter((x) => x.v.init || x.vlaSize);
        if (work.length === 0 && !s.vlaTypes) return;
        if (s.vlaTypes || work.some((x) => x.vlaSize || x.v.init!.items.some((it) => it.e && !this.callsOk(it.e)))) throw new NotFast();
        this.fastTick(s.id, c);
        for (const { v } of work) this.fastExpr(() => { this.genInit(v, v.init!); return ''; });
        return;
      }
      case 'if': {
        this.fastTick(s.id, c);
        this.emit(`if (${this.fastCond(s.c)} !== 0) {`);
        c.cold++;
        try {
          this.fastStmt(s.then, c);
          if (s.else) { this.emit('} else {'); this.fastStmt(s.else, c); }
        } finally {
          c.cold--;
        }
        this.emit('}');
        return;
      }
      case 'while': case 'for': case 'dowhile': {
        if (c.brk.length >= MAX_NEST) throw new NotFast();
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
        if ((s.e && !this.callsOk(s.e)) || isRecord(ret)) throw new NotFast();
        this.fastTick(s.id, c);
        const v = s.e ? this.fastExpr(() => this.expr(s.e!)) : undefined;
        if (c.leaf) this.emit(ret.k === 'void' || v === undefined ? `${v ?? ''}; ${LEAF_RETURN} undefined;` : `${LEAF_RETURN} ${v};`);
        else this.emit(ret.k === 'void' || v === undefined ? `${v ?? ''}; R.ret(undefined); return ${LOOP_RETURN};` : `R.ret(${v}); return ${LOOP_RETURN};`);
        return;
      }
      default: throw new NotFast(); // switch, goto and labels: jumps the copy does not follow
    }
  }

  /** A statement's tick: on its slow path, the tick is given back and its original case resumes. */
  private fastTick(sid: number | undefined, c: FastCtx): void {
    const info = sid === undefined ? undefined : this.stmts[sid];
    if (!info) throw new NotFast();
    if (c.leaf) { this.emit(`at = ${info.label}; if (R.budget < 1 || BP[${sid}] !== 0) break leaf; R.budget--;`); return; }
    const bail = sid === c.headSid ? c.headBail : `return ${info.label};`;
    this.copySids.add(sid!);
    this.emit(`if (R.budget < 1) ${bail} R.budget--;`);
  }

  private fastCond(e: Extract<Stmt, { k: 'if' }>['c']): string {
    if (!this.callsOk(e)) throw new NotFast();
    return truth(this.fastExpr(() => this.expr(e)), e.type, e);
  }

  /** Code from `gen` (and any lines it emits), refused when it would do more than compute. */
  private fastExpr(gen: () => string): string {
    const from = this.fn.lines.length;
    const code = gen();
    if (this.unsafe(code)) throw new NotFast();
    for (let k = from; k < this.fn.lines.length; k++) if (!this.safeLines.has(this.fn.lines[k]) && this.unsafe(this.fn.lines[k])) throw new NotFast();
    return code;
  }
}

/**
 * Whether `name` is an MPI function the runtime implements with fixed arguments: it answers
 * whether the rank waits, and nothing else of the caller's frame changes (thread calls, which
 * may ask the caller to yield while running, stay in the original cases).
 */
function mpiSysCall(name: string): boolean {
  const lf = /^P?MPI_/.test(name) ? findLibraryFunction(name) : undefined;
  return !!lf && !lf.unsupported && lf.kind === 'sys' && !lf.variadic;
}

/** Whether control never goes on past `s` to the next statement of its block (only a goto reaches that one). */
function endsFlow(s: Stmt): boolean {
  for (; s.k === 'label'; s = s.body);
  return s.k === 'return';
}

/**
 * A fast copy with the locals it uses, and the budget, in JavaScript variables (which V8 keeps
 * in registers) rather than properties of F.V and R: loaded on entry and stored back however
 * the copy is left (a jump to the original cases, a return, a fault), so the frame is exact
 * wherever anything can look at it. Nothing inside can see them: a callee reaches the frame's
 * locals only through their addresses (those are in memory, not in V), and whatever stops it
 * (a breakpoint, a wait in MPI, a fault) leaves the copy, storing them, before anything looks.
 */
function inRegisters(copy: string[]): string[] {
  const names = new Set<string>();
  const body = copy.map((l) => l.replace(/\bV\.(v\d+)\b/g, (_m, v: string) => { names.add(v); return v; }).replace(/\bR\.budget\b/g, 'budget$'));
  const vars = [...names];
  const leaves = body.some((l) => l.includes(`${IN_LEAF} = 1;`));
  const load = [...vars.map((v) => `${v} = V.${v}`), 'budget$ = R.budget', ...(leaves ? [`${IN_LEAF} = 0`] : [])].join(', ');
  const store = [...vars.map((v) => `V.${v} = ${v};`), 'R.budget = budget$;'].join(' ');
  const fault = leaves ? ` catch (e) { if (${IN_LEAF} === 1) budget$ = R.budget; throw e; }` : '';
  return [body[0], `{ let ${load};`, 'try {', ...body.slice(1), `}${fault} finally { ${store} }`, '}'];
}
