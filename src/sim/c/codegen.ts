/**
 * Compiles the typed AST to JavaScript, one resumable state machine per C function:
 *
 *   function (R, F) { const fp = F.fp; for (;;) switch (F.pc) { case 0: ... } }
 *
 * Every statement starts a `case`, so a rank can stop before any statement and resume there.
 * Calls to C functions and MPI routines end a case: the caller saves its resume label in
 * F.pc and returns to the rank's driver loop, which runs the callee's frame. The whole state
 * of a rank is therefore its memory plus plain frame objects, which makes snapshots cheap,
 * while straight-line code and loops stay ordinary JavaScript that V8 compiles to machine code.
 * Scalars whose address is never taken live as frame properties (F.vN); everything else lives
 * in the rank's memory at fp-relative offsets, as with gcc -O0.
 */
import type { Expr, FuncDef, Program } from './ast';
import { DiagnosticSink } from './diagnostics';
import { alignOf, alignTo, is64, sizeOf, typeName } from './types';
import { FrameObject, type CompiledFunction, type Frame, type CompiledProgram } from './compiled';
import { CodegenError, type CodegenOptions, frameAlign, layoutFrame, safeName, spliceDeferred } from './gen-core';
import { DISPATCH, LoopGen } from './gen-loops';

export * from './compiled';
export type { CodegenOptions } from './gen-core';

export function generate(prog: Program, sink: DiagnosticSink, opts: CodegenOptions): CompiledProgram {
  return new Codegen(prog, sink, opts).run();
}

class Codegen extends LoopGen {
  private leafSources: string[] = [];
  run(): CompiledProgram {
    const defs = this.prog.defs;
    defs.forEach((d, k) => this.fnIds.set(d.sym, k));
    for (const [decl, def] of this.opts.links?.funcs ?? []) {
      const id = this.fnIds.get(def);
      if (id !== undefined) this.fnIds.set(decl, id);
    }
    this.layoutData();
    for (const d of defs) this.frameLayout.set(d, layoutFrame(d));
    this.findLeaves(defs);
    const sources: string[] = [];
    this.leafSources = defs.map(() => 'null');
    for (const d of defs) {
      try {
        sources.push(this.genFunction(d));
      } catch (e) {
        if (!(e instanceof CodegenError)) throw e;
        sources.push('null');
      }
    }
    this.sink.throwIfErrors();
    const mainDef = defs.find((d) => d.sym.name === 'main');
    if (!mainDef) {
      this.sink.error({ file: this.prog.file, line: 1, col: 1 }, "undefined reference to `main'");
      this.sink.throwIfErrors();
    }
    const js = `"use strict";\nconst BAIL = Symbol('left for its frame');\nconst B = [\n${sources.join(',\n')}\n];\nconst Q = [\n${this.leafSources.join(',\n')}\n];\nconst W = [\n${this.loopSources.join(',\n')}\n];\nreturn B;`;
    const bp = new Uint8Array(this.nextStmtId);
    try {
      bindBodies(this.funcs, js, bp);
    } catch (e) {
      throw new Error(`mpisim internal error: generated code does not compile: ${(e as Error).message}`);
    }
    const funcByName = new Map(this.funcs.map((f) => [f.name, f]));
    return {
      file: this.prog.file,
      funcs: this.funcs,
      funcByName,
      library: this.lib,
      globals: this.globalsOut,
      dataImage: this.data,
      dataSize: this.dataSize,
      roOffset: this.roOffset,
      roSize: this.roSize,
      libGlobals: this.libGlobals,
      sites: this.sites,
      stmts: this.stmts,
      main: funcByName.get('main')!,
      ...initFunctions(defs, this.fnIds),
      compileExpression: (e, fnId) => this.compileExpression(e, fnId),
      bp,
      js,
    };
  }

  compileExpression(e: Expr, fnId: number): (R: unknown, F: unknown) => unknown {
    const d = this.prog.defs[fnId];
    this.fn = {
      def: d, lines: [], nextLabel: 100000, nextTemp: 0, nextJsTemp: 0, frameSize: 0, breakL: [], continueL: [], labels: new Map(),
      switchCases: new Map(), labelStmt: new Map(), usesVa: false, nextDim: 0, dimSlots: [],
    };
    const code = this.expr(e);
    if (this.fn.lines.length) throw new Error('function calls cannot be evaluated by the debugger');
    const temps = this.fn.nextJsTemp ? `let ${Array.from({ length: this.fn.nextJsTemp }, (_, k) => `$${k}`).join(', ')};` : '';

    return new Function('S', 'U', 'C', 'X', 'VA', 'S128', 'U128', `return function (R, F) { const M = R.m, L = R.lib, fp = F.fp, V = F.V; ${temps} return ${code}; };`)(RT.S, RT.U, RT.C, RT.X, RT.VA, RT.S128, RT.U128) as (R: unknown, F: unknown) => unknown;
  }

  // ------------------------------------------------------------------ functions
  protected genFunction(d: FuncDef): string {
    const id = this.fnIds.get(d.sym)!;
    this.fn = {
      def: d, lines: [], nextLabel: 1, nextTemp: 0, nextJsTemp: 0, frameSize: 0, breakL: [], continueL: [], labels: new Map(),
      switchCases: new Map(), labelStmt: new Map(), usesVa: d.usesVarargs, nextDim: 0, dimSlots: [],
    };
    const compiled: CompiledFunction = {
      id, name: d.sym.name, type: d.sym.type, body: () => undefined, makeFrame: Object.assign(() => ({}) as Frame, { zero: () => undefined, zeroLocals: () => undefined }), frameSize: 0, params: [], locals: [],
      pos: d.pos, end: d.end, def: d, labelStmt: this.fn.labelStmt, library: this.libraryFiles.has(d.pos.file), file: d.pos.file,
      mpiApi: this.libraryFiles.has(d.pos.file) && /^MPI_/.test(d.sym.name),
    };
    this.funcs[id] = compiled;
    // Frame layout (done for every function first, so callers see their callees' offsets).
    const slots: string[] = [];
    this.fn.frameSize = this.frameLayout.get(d)!;
    for (const p of d.params) {
      if (!p.inMemory) slots.push(`v${p.id}`);
      compiled.params.push(p.inMemory ? { offset: p.offset, type: p.type } : { slot: `v${p.id}`, type: p.type });
      compiled.locals.push({ name: p.name, type: p.type, slot: p.inMemory ? undefined : `v${p.id}`, offset: p.offset, scopeStart: 0, scopeEnd: Infinity, isParam: true });
    }
    for (const v of d.locals) {
      if ((v.type.k === 'array' && v.type.len === undefined && v.type.vla) || !v.inMemory) slots.push(`v${v.id}`); // VLA: base address in a slot
    }
    const body: string[] = [];
    this.fn.lines = body;
    this.captureVla(d.vlaTypes);
    this.genStmt(d.body);
    // Falling off the end: main returns 0 (C99 §5.1.2.2.3); other functions return garbage (0 here).
    this.emitTick(undefined, d.end, 'stmt');
    const endSid = this.curStmt;
    this.emit(`R.ret(${d.sym.type.ret.k === 'void' ? 'undefined' : is64(d.sym.type.ret) ? '0' : '0'}); return;`);
    for (const v of d.locals) {
      compiled.locals.push({
        name: v.name, type: v.type, slot: v.inMemory && !(v.type.k === 'array' && v.type.vla && v.type.len === undefined) ? undefined : `v${v.id}`,
        offset: v.offset, scopeStart: v.scopeStart ?? 0, scopeEnd: v.scopeEnd ?? Infinity, isParam: false,
      });
    }
    compiled.frameSize = gccFrameSize(this.fn.frameSize, d);
    compiled.memSize = this.fn.frameSize;
    const argMem = Math.max(0, ...d.params.map((p) => (p.inMemory ? -(p.offset ?? 0) : 0)));
    if (argMem > 0) compiled.argMem = argMem;
    const align = frameAlign(d);
    if (align > 16) compiled.frameAlign = align;
    for (let t = 0; t < this.fn.nextTemp; t++) slots.push(`t${t}`);
    slots.push(...this.fn.dimSlots);

    // Frames share one shape (the runtime touches them all); each function's locals live in
    // an object of its own shape (V), so the accesses in its body stay monomorphic.
    compiled.slots = slots;
    compiled.makeFrame = frameMaker(id, d.sym.name, slots, d.params.filter((p) => !p.inMemory).length);
    if (this.leaves.has(id)) this.leafSources[id] = this.leafSource(d, id, slots, compiled.frameSize, endSid);
    return functionSource(d.sym.name, 'const M = R.m, L = R.lib, fp = F.fp, V = F.V;', this.fn.nextJsTemp, this.withFastLoops(spliceDeferred(body, this.fn.deferred)));
  }
}

/**
 * Cases a generated function holds before it is split into parts. V8 optimizes a function as a
 * whole and deoptimizes it at the first case it has not seen run yet: a C function of many
 * statements whose paths are taken one after the other (DTPools' DTPI_init_verify, one switch
 * case per datatype kind, a new one with each object of the pool) was recompiled some 70 times,
 * at up to a second of CPU each, about half the CPU of MPICH's rma/getfence1. A part pays only
 * for its own cases.
 */
const PART_CASES = 60;

/**
 * A C function's resumable body, `lines` being its cases: one `switch (F.pc)` when small, else
 * parts of about PART_CASES cases each, one function per part behind a dispatcher that runs the
 * part holding F.pc. A part returns 1 to hand a label outside it to the dispatcher (falling
 * off its last case or a jump out), undefined where the whole function would return.
 */
function functionSource(name: string, head: string, jsTemps: number, lines: string[]): string {
  const isCase = (l: string) => /^case \d+:$/.test(l);
  const declare = (temps: Iterable<number>): string => { const l = [...temps].map((k) => `$${k}`); return l.length ? `let ${l.join(', ')};` : ''; };
  // A part declares the JavaScript temporaries it uses (a value lives in one only within a
  // statement): a function of 10^5 nested expressions has as many, and as many parts.
  const used = (ls: string[]): Set<number> => { const out = new Set<number>(); for (const l of ls) for (const m of l.matchAll(/\$(\d+)/g)) if (Number(m[1]) < jsTemps) out.add(Number(m[1])); return out; };
  const body = (ls: string[], end: string, out: string, temps: Iterable<number>) => `function (R, F) {\n ${head} ${declare(temps)}\n ${DISPATCH}: for (;;) switch (F.pc) {\n${ls.join('\n')}\n${end}\n default: ${out}\n }\n}`;
  let cases = 0;
  for (const l of lines) if (isCase(l)) cases++;
  if (cases <= 2 * PART_CASES) return `/* ${name} */ ${body(['case 0:', ...lines], '', 'R.badPc(F); return;', Array.from({ length: jsTemps }, (_, k) => k))}`;
  const parts: string[][] = [['case 0:']];
  let n = 0;
  for (const l of lines) {
    if (isCase(l) && ++n > PART_CASES) { parts.push([]); n = 1; }
    parts[parts.length - 1].push(l);
  }
  const partOf: number[] = [];
  parts.forEach((p, k) => { for (const l of p) if (isCase(l)) partOf[Number(l.slice(5, -1))] = k; });
  const sources = parts.map((p, k) => body(p, k + 1 < parts.length ? `F.pc = ${parts[k + 1][0].slice(5, -1)}; return 1;` : '', 'return 1;', used(p)));
  const table = Array.from(partOf, (k) => k ?? -1).join(',');
  return `/* ${name} */ ((P, T) => function (R, F) {\n for (;;) { const k = T[F.pc]; if (k === undefined || k < 0) { R.badPc(F); return; } if (P[k](R, F) !== 1) return; }\n})([\n${sources.join(',\n')}\n], [${table}])`;
}

/**
 * The stack bytes a call takes, as gcc -O0 lays the frame out: the return address and saved
 * frame pointer, and every parameter and local in memory (gcc spills even those mpisim keeps in
 * JavaScript variables). So recursion overflows the stack at the depth a gcc binary does, and a
 * function without locals still costs its 16 bytes a call.
 */
function gccFrameSize(inMemory: number, d: FuncDef): number {
  let spilled = 0;
  for (const v of [...d.params, ...d.locals]) {
    if (v.inMemory) continue;
    const vla = v.type.k === 'array' && v.type.vla !== undefined && v.type.len === undefined;
    const size = vla ? 8 : sizeOf(v.type);
    spilled = alignTo(spilled, vla ? 8 : Math.max(alignOf(v.type), 1)) + size;
  }
  return alignTo(inMemory + spilled, 16) + 16;
}

/** Runtime helpers injected into generated code. Set by the runtime at load (avoids an import cycle). */
export const RT: { S: unknown; U: unknown; C: unknown; X: unknown; VA: unknown; S128: unknown; U128: unknown } = {
  S: undefined, U: undefined, C: undefined, X: undefined, VA: undefined, S128: undefined, U128: undefined,
};

/**
 * A function's frame maker, with the functions that clear a pooled frame's locals for its next
 * call: all of them, or all but its parameters (a call that stores every argument).
 */
export type FrameMaker = (() => Frame) & { zero: (V: unknown) => void; zeroLocals: (V: unknown) => void };

/**
 * Makes a function's frames: its locals live in an object of their own shape, made on first use.
 * `params`: how many of `slots`, from the first, are its parameters.
 */
export function frameMaker(id: number, name: string, slots: string[], params = 0): FrameMaker {
  let make: (() => Frame) | undefined;
  // The constructor is bound once here: a call pays neither a lookup of FrameObject through the
  // module's exports nor a check whether the shape exists yet.
  const init = slots.map((s) => `this.${s} = 0;`).join(' ');
  const clear = (from: number): string => slots.slice(from).map((s) => `V.${s} = 0;`).join(' ');
  const maker = (() => { if (!make) build(); return make!(); }) as FrameMaker;
  const build = (): void => {
    const [m, zero, zeroLocals] = new Function('FrameObject', `function Locals_${safeName(name)}() { ${init} }\n`
      + `return [function () { return new FrameObject(${id}, new Locals_${safeName(name)}()); }, function (V) { ${clear(0)} }, function (V) { ${clear(params)} }];`)(FrameObject) as [() => Frame, (V: unknown) => void, (V: unknown) => void];
    make = m;
    // From now on a push calls them directly (the same properties, other values: the maker's
    // shape does not change).
    maker.zero = zero;
    maker.zeroLocals = zeroLocals;
  };
  // zero and zeroLocals clear the locals of a frame used again (RankProcess.push): a call then
  // starts as a new frame does. They are the maker's (one shape for all functions), not methods
  // of the locals' (one shape per function): RankProcess.push's load of them stays monomorphic.
  maker.zero = (V) => { build(); maker.zero(V); };
  maker.zeroLocals = (V) => { build(); maker.zeroLocals(V); };
  return maker;
}

type Body = (R: unknown, F: unknown) => void;

/**
 * The function bodies of generated code, bound to the runtime helpers and breakpoint flags.
 * Unless `checked`, a statement's tick reads only the budget, not its breakpoint flag, and its
 * slow path always leaves the function (R.tickOut): no call stands between two statements that
 * go on, so V8 keeps locals and views in registers across them. The per-statement flag loads
 * and calls were a fifth of the CPU of MPICH's DTPools tests. (A fast loop's copy reads the
 * flags once on entry in either form.)
 */
export function instantiate(js: string, bp: Uint8Array, checked = false): Body[] {
  const code = checked ? js : js.replace(TICK_FLAG, '(--R.budget < 0) { R.tickOut($1); return; }').replace(LEAF_FLAG, '($1 < 1) break leaf;');
  return new Function('S', 'U', 'C', 'X', 'VA', 'S128', 'U128', 'BP', code)(RT.S, RT.U, RT.C, RT.X, RT.VA, RT.S128, RT.U128, bp) as Body[];
}
/** A statement's tick (gen-stmt.ts emitTick) and a leaf function's (gen-loops.ts fastTick), as generated. */
const TICK_FLAG = /\(\(--R\.budget < 0 \|\| BP\[\d+\] !== 0\) && R\.stmt\((F, \d+, \d+)\)\) return;/g;
const LEAF_FLAG = /\((R\.budget|budget\$) < 1 \|\| BP\[\d+\] !== 0\) break leaf;/g;

/** Each program's table of bodies (the generated code's `B`, which its calls go through), by its functions. */
const tables = new WeakMap<CompiledFunction[], { B: Body[]; js: string; bp: Uint8Array; checked: boolean }>();

/** Gives a program's functions their bodies, in the form that reads no breakpoint flags. */
export function bindBodies(funcs: CompiledFunction[], js: string, bp: Uint8Array): void {
  const B = instantiate(js, bp);
  funcs.forEach((f, k) => { f.body = B[k]; });
  tables.set(funcs, { B, js, bp, checked: false });
}

/**
 * From now on the program's statements read their breakpoint flags: a rank was given a
 * statement hook (a debugger, a replay looking for breakpoints). The bodies are replaced in
 * the table the generated calls go through, so frames resume in the new form at their labels.
 */
export function checkBreakpoints(prog: CompiledProgram): void {
  const t = tables.get(prog.funcs);
  if (!t || t.checked) return;
  t.checked = true;
  instantiate(t.js, t.bp, true).forEach((b, k) => { t.B[k] = b; prog.funcs[k].body = b; });
}

export { typeName };

/**
 * gcc's .init_array and .fini_array: constructors by ascending priority (65535 when none), then
 * in definition order; destructors run in the reverse of that order.
 */
function initFunctions(defs: FuncDef[], ids: Map<FuncDef['sym'], number>): { inits?: number[]; finis?: number[] } {
  const of = (kind: 'constructor' | 'destructor'): { id: number; priority: number }[] => defs.flatMap((d) => {
    const a = d.sym.inits?.find((x) => x.kind === kind);
    return a ? [{ id: ids.get(d.sym)!, priority: a.priority }] : [];
  }).sort((x, y) => x.priority - y.priority);
  const inits = of('constructor').map((x) => x.id);
  const finis = of('destructor').map((x) => x.id).reverse();
  return { ...(inits.length ? { inits } : {}), ...(finis.length ? { finis } : {}) };
}
