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
import type { Expr, FuncDef, FuncSym, Initializer, Program, Stmt, VarSym } from './ast';
import { DiagnosticSink, type SourcePos } from './diagnostics';
import {
  T, type CType, alignOf, alignTo, is64, isFloating, isInt, isPtr, isRecord, isUnsigned, sizeOf, typeName, intBits,
} from './types';
import { findLibraryFunction, type LibraryFunction } from '../runtime/library';

export const FUNC_BASE = 0xf8000000;
export const FUNC_STRIDE = 16;

export interface LocalInfo {
  name: string;
  type: CType;
  /** Frame property (register-class) or fp-relative memory offset. */
  slot?: string;
  offset?: number;
  /** Statement ids during which the variable is in scope ([start, end)). */
  scopeStart: number;
  scopeEnd: number;
  isParam: boolean;
}

export interface CompiledFunction {
  id: number;
  name: string;
  type: Extract<CType, { k: 'func' }>;
  body: (R: unknown, F: unknown) => void;
  makeFrame: () => Frame;
  frameSize: number;
  params: { slot?: string; offset?: number; type: CType }[];
  locals: LocalInfo[];
  pos: SourcePos;
  end: SourcePos;
  def: FuncDef;
  /** resume label -> statement id (for call sites and stops, to know "where" a frame is). */
  labelStmt: Map<number, number>;
  /** labelStmt's positions as an array by label, made on first use by RankProcess.framePos. */
  posAt?: (SourcePos | undefined)[];
  /** Defined in mpisim's own C library prelude: hidden from stacks by default. */
  library: boolean;
  /** A library function of the MPI API (MPI_*): calls from user code are traced as Enter/Leave. */
  mpiApi: boolean;
  file: string;
  /** The frame properties of its locals (V), from which a stored program makes its frames again. */
  slots?: string[];
}

/** One activation of a C function. `V` holds its register-class locals and temporaries. */
export interface Frame {
  fn: number;
  pc: number;
  fp: number;
  sp: number;
  sret: number;
  va: { ints: (number | bigint)[]; dbls: number[] } | null;
  V: Record<string, unknown>;
  /** When set, the value the caller sees instead of this function's return value. */
  rvOverride?: unknown;
}

export class FrameObject implements Frame {
  pc = 0;
  fp = 0;
  sp = 0;
  sret = 0;
  va: Frame['va'] = null;
  rvOverride: unknown = undefined;
  constructor(public fn: number, public V: Record<string, unknown>) {}
}

export interface StmtInfo {
  pos: SourcePos;
  fn: number;
  label: number;
  /** A loop's condition check: stops there but it is not a new statement for stepping. */
  kind: 'stmt' | 'loop';
}

export interface GlobalInfo {
  name: string;
  type: CType;
  addr: number;
  ownerFn?: string;
  pos: SourcePos;
}

export interface CompiledProgram {
  file: string;
  funcs: CompiledFunction[];
  funcByName: Map<string, CompiledFunction>;
  /** Library (JS) functions referenced, indexed after the C functions in the function-pointer table. */
  library: LibraryFunction[];
  globals: GlobalInfo[];
  dataImage: Uint8Array;
  dataSize: number;
  roOffset: number;
  roSize: number;
  /** Addresses (data-segment offsets) of the library's own globals: stdin/stdout/stderr objects, errno. */
  libGlobals: Record<string, number>;
  sites: SourcePos[];
  stmts: StmtInfo[];
  main: CompiledFunction;
  /** Compiles an expression (typed against a function's scope) for the debugger. Throws on calls. */
  compileExpression(e: Expr, fnId: number): (R: unknown, F: unknown) => unknown;
  /** Breakpoint flags by statement id, read by the generated code at every statement. */
  bp: Uint8Array;
  /** Generated JavaScript, kept for diagnosis of the compiler itself. */
  js: string;
}

export const LIB_GLOBALS = ['stdin', 'stdout', 'stderr', 'errno', '__mpisim_files'];

class CodegenError extends Error {}

export interface CodegenOptions {
  /** Where the data segment starts (after the null guard and the stack); the same for every rank. */
  dataBase: number;
  /** Files of mpisim's own C library prelude (their functions are marked `library`). */
  libraryFiles: Set<string>;
  /** From the link step: declarations resolved to definitions made in other translation units. */
  links?: { funcs: Map<FuncSym, FuncSym>; vars: Map<VarSym, VarSym> };
}

export function generate(prog: Program, sink: DiagnosticSink, opts: CodegenOptions): CompiledProgram {
  return new Codegen(prog, sink, opts).run();
}

interface FnCtx {
  def: FuncDef;
  lines: string[];
  nextLabel: number;
  nextTemp: number;
  nextJsTemp: number;
  frameSize: number;
  breakL: number[];
  continueL: number[];
  labels: Map<string, number>;
  switchCases: Map<Stmt, number>;
  labelStmt: Map<number, number>;
  usesVa: boolean;
  nextDim: number;
  dimSlots: string[];
}

class Codegen {
  private sites: SourcePos[] = [];
  private siteIndex = new Map<string, number>();
  private stmts: StmtInfo[] = [];
  private funcs: CompiledFunction[] = [];
  private lib: LibraryFunction[] = [];
  private libIndex = new Map<string, number>();
  private fn!: FnCtx;
  private fnIds = new Map<FuncSym, number>();
  private frameLayout = new Map<FuncDef, number>();
  private globalsOut: GlobalInfo[] = [];
  private dataSize = 0;
  private roOffset = 0;
  private roSize = 0;
  private data!: Uint8Array;
  private libGlobals: Record<string, number> = {};
  private nextStmtId: number;

  private libraryFiles: Set<string>;
  constructor(private prog: Program, private sink: DiagnosticSink, private opts: CodegenOptions) {
    this.libraryFiles = opts.libraryFiles;
    let max = 0;
    const visit = (s: Stmt | undefined): void => {
      if (!s) return;
      if (s.id !== undefined) max = Math.max(max, s.id + 1);
      switch (s.k) {
        case 'block': s.body.forEach(visit); break;
        case 'if': visit(s.then); visit(s.else); break;
        case 'while': case 'dowhile': visit(s.body); break;
        case 'for': visit(s.init); visit(s.body); break;
        case 'label': case 'case': case 'default': visit(s.body); break;
        case 'switch': visit(s.body); break;
      }
    };
    prog.defs.forEach((d) => visit(d.body));
    this.nextStmtId = max;
    this.stmts = new Array(max);
  }

  run(): CompiledProgram {
    const defs = this.prog.defs;
    defs.forEach((d, k) => this.fnIds.set(d.sym, k));
    for (const [decl, def] of this.opts.links?.funcs ?? []) {
      const id = this.fnIds.get(def);
      if (id !== undefined) this.fnIds.set(decl, id);
    }
    this.layoutData();
    for (const d of defs) this.frameLayout.set(d, layoutFrame(d));
    const sources: string[] = [];
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
    const js = `"use strict";\nconst B = [\n${sources.join(',\n')}\n];\nreturn B;`;
    let bodies: ((R: unknown, F: unknown) => void)[];
    const bp = new Uint8Array(this.nextStmtId);
    try {
      bodies = instantiate(js, bp);
    } catch (e) {
      throw new Error(`mpisim internal error: generated code does not compile: ${(e as Error).message}`);
    }
    bodies.forEach((b, k) => { this.funcs[k].body = b; });
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
    return new Function('S', 'U', 'C', 'X', 'VA', `return function (R, F) { const M = R.m, L = R.lib, fp = F.fp, V = F.V; ${temps} return ${code}; };`)(RT.S, RT.U, RT.C, RT.X, RT.VA) as (R: unknown, F: unknown) => unknown;
  }

  // ------------------------------------------------------------------ data segment
  /** Data-segment offsets are relative to the data start; Memory places it after the stack. */
  private dataBase = 0;

  private layoutData(): void {
    // The data segment begins right after the stack; the Memory computes that address from
    // the same layout numbers, so here addresses are final once the stack size is fixed.
    this.dataBase = this.opts.dataBase;
    let off = 0;
    const place = (v: VarSym): void => {
      const a = Math.max(alignOf(v.type), sizeOf(v.type) >= 16 ? 16 : 1);
      off = alignTo(off, a);
      v.addr = this.dataBase + off;
      off += Math.max(sizeOf(v.type), 1);
    };
    const needed = new Set<string>();
    for (const g of this.prog.globals) {
      if (g.storage === 'extern' && !g.defined) {
        if (LIB_GLOBALS.includes(g.name)) needed.add(g.name);
        continue;
      }
      place(g);
      this.globalsOut.push({ name: g.name, type: g.type, addr: g.addr!, ownerFn: g.ownerFn, pos: g.pos });
    }
    // The C library's globals: FILE objects and their pointers, errno.
    for (const name of ['stdin', 'stdout', 'stderr']) {
      off = alignTo(off, 8);
      this.libGlobals[`${name}__obj`] = this.dataBase + off;
      off += 16;
    }
    for (const name of LIB_GLOBALS) {
      off = alignTo(off, 8);
      this.libGlobals[name] = this.dataBase + off;
      off += 8;
      for (const g of this.prog.globals) if (g.name === name && g.storage === 'extern') g.addr = this.libGlobals[name];
    }
    for (const [decl, def] of this.opts.links?.vars ?? []) decl.addr = def.addr ?? this.libGlobals[def.name];
    for (const g of this.prog.globals) {
      if (g.storage === 'extern' && g.addr === undefined) {
        this.sink.error(g.pos, `undefined reference to \`${g.name}'`);
      }
    }
    this.roOffset = off = alignTo(off, 16);
    for (const s of this.prog.strings) place(s);
    this.roSize = off - this.roOffset;
    this.dataSize = alignTo(off, 16);
    this.data = new Uint8Array(this.dataSize);
    const dv = new DataView(this.data.buffer);
    for (const name of ['stdin', 'stdout', 'stderr']) {
      dv.setUint32(this.libGlobals[name] - this.dataBase, this.libGlobals[`${name}__obj`], true);
      dv.setUint32(this.libGlobals[`${name}__obj`] - this.dataBase, 0x46494c45 /* 'FILE' */, true);
    }
    for (const g of [...this.prog.globals, ...this.prog.strings]) {
      if (g.addr === undefined || !g.init || g.storage === 'extern' && !g.defined) continue;
      this.writeStaticInit(dv, g.addr - this.dataBase, g.init, g);
    }
  }

  private writeStaticInit(dv: DataView, base: number, init: Initializer, v: VarSym): void {
    for (const it of init.items) {
      const at = base + it.offset;
      if (it.bytes !== undefined) {
        for (let k = 0; k < it.bytes.length; k++) dv.setUint8(at + k, it.bytes.charCodeAt(k));
        continue;
      }
      if (!it.e) continue;
      let val: StaticValue;
      try {
        val = this.staticValue(it.e);
      } catch {
        this.sink.error(it.e.pos, 'initializer element is not constant');
        continue;
      }
      if (isRecord(it.type)) {
        this.sink.error(it.e.pos, 'initializer element is not constant');
        continue;
      }
      if (it.bitField) {
        const f = it.bitField;
        const unit = sizeOf(f.type);
        const old = unit === 8 ? dv.getBigUint64(at, true) : BigInt(unit === 4 ? dv.getUint32(at, true) : unit === 2 ? dv.getUint16(at, true) : dv.getUint8(at));
        const mask = ((1n << BigInt(f.bitWidth!)) - 1n) << BigInt(f.bitOffset!);
        const nv = (old & ~mask) | ((BigInt.asUintN(64, BigInt(val as number | bigint)) << BigInt(f.bitOffset!)) & mask);
        if (unit === 8) dv.setBigUint64(at, nv, true); else if (unit === 4) dv.setUint32(at, Number(nv), true); else if (unit === 2) dv.setUint16(at, Number(nv), true); else dv.setUint8(at, Number(nv));
        continue;
      }
      writeScalar(dv, at, it.type, val);
    }
    void v;
  }

  /** Evaluates a constant initializer: numbers, and addresses of globals, strings and functions. */
  private staticValue(e: Expr): StaticValue {
    switch (e.k) {
      case 'num': return e.value;
      case 'fnum': return e.value;
      case 'str': return e.sym.addr!;
      case 'compound': return e.v.addr!;
      case 'addr': return this.staticAddr(e.e);
      case 'cast': {
        const v = this.staticValue(e.e);
        return staticCast(v, e.e.type, e.type);
      }
      case 'ptradd': {
        const p = this.staticValue(e.ptr) as number;
        const i = Number(this.staticValue(e.idx));
        return p + (e.neg ? -i : i) * e.scale;
      }
      case 'unary': {
        const v = this.staticValue(e.e);
        if (e.op === '-') return typeof v === 'bigint' ? -v : isFloating(e.type) ? -(v as number) : foldInt(-BigInt(v), e.type);
        if (e.op === '~') return foldInt(~BigInt(v), e.type);
        return Number(v) === 0 ? 1 : 0;
      }
      case 'binary': {
        const a = this.staticValue(e.l), b = this.staticValue(e.r);
        if (isFloating(e.l.type)) {
          const x = Number(a), y = Number(b);
          const r = ({ '+': x + y, '-': x - y, '*': x * y, '/': x / y, '<': +(x < y), '>': +(x > y), '<=': +(x <= y), '>=': +(x >= y), '==': +(x === y), '!=': +(x !== y) } as Record<string, number>)[e.op];
          if (r === undefined) throw new Error('op');
          return e.type.k === 'float' ? Math.fround(r) : r;
        }
        const t = e.l.type;
        const u = isUnsigned(t) || isPtr(t);
        const bits = intBits(t) || 64;
        const A = u ? BigInt.asUintN(bits, BigInt(a)) : BigInt(a), B = u ? BigInt.asUintN(bits, BigInt(b)) : BigInt(b);
        let r: bigint;
        switch (e.op) {
          case '+': r = A + B; break; case '-': r = A - B; break; case '*': r = A * B; break;
          case '/': if (B === 0n) throw new Error('div'); r = A / B; break;
          case '%': if (B === 0n) throw new Error('div'); r = A % B; break;
          case '&': r = A & B; break; case '|': r = A | B; break; case '^': r = A ^ B; break;
          case '<<': r = A << B; break; case '>>': r = A >> B; break;
          case '<': return A < B ? 1 : 0; case '>': return A > B ? 1 : 0; case '<=': return A <= B ? 1 : 0;
          case '>=': return A >= B ? 1 : 0; case '==': return A === B ? 1 : 0; case '!=': return A !== B ? 1 : 0;
          default: throw new Error('op');
        }
        return foldInt(r, e.type);
      }
      case 'logic': {
        const a = Number(this.staticValue(e.l)) !== 0;
        if (e.op === '&&') return a && Number(this.staticValue(e.r)) !== 0 ? 1 : 0;
        return a || Number(this.staticValue(e.r)) !== 0 ? 1 : 0;
      }
      case 'cond': return Number(this.staticValue(e.c)) !== 0 ? this.staticValue(e.a) : this.staticValue(e.b);
      case 'comma': return this.staticValue(e.r);
      case 'ptrdiff': return (Number(this.staticValue(e.l)) - Number(this.staticValue(e.r))) / e.scale;
      default: throw new Error('not constant');
    }
  }
  private staticAddr(e: Expr): number {
    switch (e.k) {
      case 'var': if (e.v.addr === undefined || e.v.storage === 'local' || e.v.storage === 'param') throw new Error('nc'); return e.v.addr;
      case 'str': return e.sym.addr!;
      case 'compound': return e.v.addr!;
      case 'func': return this.funcPointer(e.f, e.pos);
      case 'member': return (e.arrow ? (this.staticValue(e.e) as number) : this.staticAddr(e.e)) + e.field.offset;
      case 'deref': return this.staticValue(e.e) as number;
      default: throw new Error('nc');
    }
  }

  private funcPointer(f: FuncSym, pos: SourcePos): number {
    const id = this.fnIds.get(f);
    if (id !== undefined) return FUNC_BASE + id * FUNC_STRIDE;
    const lib = this.libFunction(f.name, pos);
    return FUNC_BASE + (this.prog.defs.length + lib) * FUNC_STRIDE;
  }

  private libFunction(name: string, pos: SourcePos): number {
    let k = this.libIndex.get(name);
    if (k !== undefined) return k;
    const lf = findLibraryFunction(name);
    if (!lf) {
      this.sink.error(pos, `undefined reference to \`${name}'`);
      throw new CodegenError(name);
    }
    if (lf.unsupported) {
      this.sink.error(pos, `unsupported: the library function ‘${name}’ is not available in mpisim (${lf.unsupported})`);
      throw new CodegenError(name);
    }
    k = this.lib.length;
    this.lib.push(lf);
    this.libIndex.set(name, k);
    return k;
  }

  // ------------------------------------------------------------------ functions
  private site(pos: SourcePos): number {
    const key = `${pos.file}:${pos.line}:${pos.col}`;
    let k = this.siteIndex.get(key);
    if (k === undefined) { k = this.sites.length; this.sites.push(pos); this.siteIndex.set(key, k); }
    return k;
  }

  private genFunction(d: FuncDef): string {
    const id = this.fnIds.get(d.sym)!;
    this.fn = {
      def: d, lines: [], nextLabel: 1, nextTemp: 0, nextJsTemp: 0, frameSize: 0, breakL: [], continueL: [], labels: new Map(),
      switchCases: new Map(), labelStmt: new Map(), usesVa: d.usesVarargs, nextDim: 0, dimSlots: [],
    };
    const compiled: CompiledFunction = {
      id, name: d.sym.name, type: d.sym.type, body: () => undefined, makeFrame: () => ({}) as Frame, frameSize: 0, params: [], locals: [],
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
    this.emit(`R.ret(${d.sym.type.ret.k === 'void' ? 'undefined' : is64(d.sym.type.ret) ? '0' : '0'}); return;`);
    for (const v of d.locals) {
      compiled.locals.push({
        name: v.name, type: v.type, slot: v.inMemory && !(v.type.k === 'array' && v.type.vla && v.type.len === undefined) ? undefined : `v${v.id}`,
        offset: v.offset, scopeStart: v.scopeStart ?? 0, scopeEnd: v.scopeEnd ?? Infinity, isParam: false,
      });
    }
    compiled.frameSize = alignTo(this.fn.frameSize, 16);
    for (let t = 0; t < this.fn.nextTemp; t++) slots.push(`t${t}`);
    slots.push(...this.fn.dimSlots);
    const temps = this.fn.nextJsTemp ? `let ${Array.from({ length: this.fn.nextJsTemp }, (_, k) => `$${k}`).join(', ')};` : '';
    // Frames share one shape (the runtime touches them all); each function's locals live in
    // an object of its own shape (V), so the accesses in its body stay monomorphic.
    compiled.slots = slots;
    compiled.makeFrame = frameMaker(id, d.sym.name, slots);
    return `/* ${d.sym.name} */ function (R, F) {\n const M = R.m, L = R.lib, fp = F.fp, V = F.V; ${temps}\n for (;;) switch (F.pc) {\n case 0:\n${body.join('\n')}\n default: R.badPc(F); return;\n }\n}`;
  }

  private emit(s: string): void { this.fn.lines.push(s); }
  private newLabel(): number { return this.fn.nextLabel++; }
  private place(l: number): void { this.emit(`case ${l}:`); }
  private jump(l: number): void { this.emit(`F.pc = ${l}; continue;`); }
  private temp(): string { return `V.t${this.fn.nextTemp++}`; }
  private jsTemp(): string { return `$${this.fn.nextJsTemp++}`; }

  /** A stop point before a statement: the budget check doubles as the scheduler's preemption. */
  private emitTick(stmtId: number | undefined, pos: SourcePos, kind: 'stmt' | 'loop'): void {
    const sid = stmtId ?? this.nextStmtId++;
    const l = this.newLabel();
    this.stmts[sid] = { pos, fn: this.fnIds.get(this.fn.def.sym)!, label: l, kind };
    this.fn.labelStmt.set(l, sid);
    this.place(l);
    this.emit(`if ((--R.budget < 0 || BP[${sid}] !== 0) && R.stmt(F, ${sid}, ${l})) return;`);
    this.curStmt = sid;
  }
  private curStmt = 0;

  // ------------------------------------------------------------------ statements
  private genStmt(s: Stmt): void {
    switch (s.k) {
      case 'block': {
        for (const c of s.body) this.genStmt(c);
        this.closeScopes(s);
        return;
      }
      case 'empty': return;
      case 'expr': {
        this.emitTick(s.id, s.pos, 'stmt');
        const code = this.expr(s.e, true);
        if (code) this.emit(`${code};`);
        return;
      }
      case 'decl': {
        const work = s.vars.filter((x) => x.v.init || x.vlaSize);
        for (const x of s.vars) x.v.scopeStart = s.id;
        if (work.length === 0 && !s.vlaTypes) return;
        this.emitTick(s.id, s.pos, 'stmt');
        this.captureVla(s.vlaTypes);
        for (const { v, vlaSize } of work) {
          if (vlaSize) {
            const size = this.expr(vlaSize);
            this.emit(`V.v${v.id} = R.vla(F, ${size}, ${this.site(v.pos)});`);
            continue;
          }
          if (v.init) this.genInit(v, v.init);
        }
        return;
      }
      case 'if': {
        this.emitTick(s.id, s.pos, 'stmt');
        const c = this.expr(s.c);
        const lElse = this.newLabel(), lEnd = this.newLabel();
        this.emit(`if (${truth(c, s.c.type, s.c)} === 0) { F.pc = ${s.else ? lElse : lEnd}; continue; }`);
        this.genStmt(s.then);
        if (s.else) {
          this.jump(lEnd);
          this.place(lElse);
          this.genStmt(s.else);
        }
        this.place(lEnd);
        return;
      }
      case 'while': {
        const lEnd = this.newLabel();
        const lCond = this.fn.nextLabel; // emitTick takes the next label
        this.emitTick(s.id, s.pos, 'loop');
        const c = this.expr(s.c);
        this.emit(`if (${truth(c, s.c.type, s.c)} === 0) { F.pc = ${lEnd}; continue; }`);
        this.loop(lEnd, lCond, () => this.genStmt(s.body));
        this.jump(lCond);
        this.place(lEnd);
        return;
      }
      case 'dowhile': {
        const lBody = this.newLabel(), lCont = this.newLabel(), lEnd = this.newLabel();
        this.place(lBody);
        this.loop(lEnd, lCont, () => this.genStmt(s.body));
        this.place(lCont);
        this.emitTick(s.id, s.c.pos, 'loop');
        const c = this.expr(s.c);
        this.emit(`if (${truth(c, s.c.type, s.c)} !== 0) { F.pc = ${lBody}; continue; }`);
        this.place(lEnd);
        return;
      }
      case 'for': {
        if (s.init) this.genStmt(s.init);
        const lEnd = this.newLabel(), lStep = this.newLabel();
        const lCond = this.fn.nextLabel;
        this.emitTick(s.id, s.pos, 'loop');
        if (s.c) {
          const c = this.expr(s.c);
          this.emit(`if (${truth(c, s.c.type, s.c)} === 0) { F.pc = ${lEnd}; continue; }`);
        }
        this.loop(lEnd, lStep, () => this.genStmt(s.body));
        this.place(lStep);
        if (s.step) { const st = this.expr(s.step, true); if (st) this.emit(`${st};`); }
        this.jump(lCond);
        this.place(lEnd);
        return;
      }
      case 'return': {
        this.emitTick(s.id, s.pos, 'stmt');
        const ret = this.fn.def.sym.type.ret;
        if (!s.e) { this.emit('R.ret(undefined); return;'); return; }
        const v = this.expr(s.e);
        if (ret.k === 'void') { this.emit(`${v}; R.ret(undefined); return;`); return; }
        if (isRecord(ret)) { this.emit(`R.ret(M.copy(F.sret, ${v}, ${sizeOf(ret)}, ${this.site(s.pos)})); return;`); return; }
        this.emit(`R.ret(${v}); return;`);
        return;
      }
      case 'break': this.emitTick(s.id, s.pos, 'stmt'); this.jump(this.fn.breakL[this.fn.breakL.length - 1]); return;
      case 'continue': this.emitTick(s.id, s.pos, 'stmt'); this.jump(this.fn.continueL[this.fn.continueL.length - 1]); return;
      case 'goto': {
        this.emitTick(s.id, s.pos, 'stmt');
        this.jump(this.labelFor(s.label));
        return;
      }
      case 'label': {
        this.place(this.labelFor(s.name));
        this.genStmt(s.body);
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
        const wide = is64(s.e.type);
        const arms = s.cases.map((c, k) => wide ? `if (${t} == ${bigLit(c.value)}) { F.pc = ${labels[k]}; continue; }` : `case ${Number(c.value)}: F.pc = ${labels[k]}; continue;`);
        if (wide) this.emit(`${t} = ${v}; ${arms.join(' ')} F.pc = ${lDefault}; continue;`);
        else this.emit(`switch (${v}) { ${arms.join(' ')} default: F.pc = ${lDefault}; continue; }`);
        this.fn.breakL.push(lEnd);
        this.genStmt(s.body);
        this.fn.breakL.pop();
        this.place(lEnd);
        return;
      }
      case 'case': case 'default': {
        const l = this.fn.switchCases.get(s);
        if (l !== undefined) this.place(l);
        this.genStmt(s.body);
        return;
      }
    }
  }

  private closeScopes(b: Extract<Stmt, { k: 'block' }>): void {
    // Locals declared directly in this block go out of scope after its last statement.
    const end = this.nextStmtIdAfter();
    const mark = (st: Stmt): void => {
      if (st.k === 'decl') for (const x of st.vars) x.v.scopeEnd = end;
    };
    b.body.forEach(mark);
    for (const st of b.body) if (st.k === 'for' && st.init?.k === 'decl') for (const x of st.init.vars) x.v.scopeEnd = end;
  }
  private nextStmtIdAfter(): number { return this.curStmt + 1; }

  private loop(lBreak: number, lCont: number, body: () => void): void {
    this.fn.breakL.push(lBreak);
    this.fn.continueL.push(lCont);
    body();
    this.fn.breakL.pop();
    this.fn.continueL.pop();
  }

  private labelFor(name: string): number {
    let l = this.fn.labels.get(name);
    if (l === undefined) { l = this.newLabel(); this.fn.labels.set(name, l); }
    return l;
  }

  private genInit(v: VarSym, init: Initializer): void {
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

  // ------------------------------------------------------------------ expressions
  private varAddr(v: VarSym): string {
    if (v.storage === 'global' || v.storage === 'extern') return String(v.addr);
    if (v.type.k === 'array' && v.type.vla && v.type.len === undefined) return `V.v${v.id}`;
    return `(fp - ${-(v.offset ?? 0)})`;
  }

  /** Compiles an expression to a JS expression string; calls emit code (and case breaks) first. */
  private expr(e: Expr, discard = false): string {
    switch (e.k) {
      case 'num': return numLit(e.value, e.type);
      case 'fnum': return fLit(e.value);
      case 'str': return String(e.sym.addr);
      case 'var': {
        const v = e.v;
        if (!v.inMemory && (v.storage === 'local' || v.storage === 'param')) return `V.v${v.id}`;
        return this.load(e.type, this.varAddr(v), e.pos, true);
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
        const l = this.expr(e.l), r = this.expr(e.r);
        return this.binary(e.op, l, r, e.l.type, e.type, e.pos);
      }
      case 'ptradd': {
        const p = this.expr(e.ptr);
        const i = this.index(e.idx);
        const scale = e.scale || this.runtimeElemSize(e.ptr.type);
        return `(${p} ${e.neg ? '-' : '+'} ${i} * ${scale})`;
      }
      case 'ptrdiff': {
        const l = this.expr(e.l), r = this.expr(e.r);
        return e.scale === 1 ? `(${l} - ${r})` : `Math.trunc((${l} - ${r}) / ${e.scale})`;
      }
      case 'logic': {
        if (!this.hasCall(e.r)) {
          const l = truth(this.expr(e.l), e.l.type, e.l), r = truth(this.expr(e.r), e.r.type, e.r);
          return e.op === '&&' ? `(${l} !== 0 ? ${r} : 0)` : `(${l} !== 0 ? 1 : ${r})`;
        }
        const t = this.temp();
        const lEnd = this.newLabel();
        const l = truth(this.expr(e.l), e.l.type, e.l);
        this.emit(e.op === '&&' ? `if (${l} === 0) { ${t} = 0; F.pc = ${lEnd}; continue; }` : `if (${l} !== 0) { ${t} = 1; F.pc = ${lEnd}; continue; }`);
        const r = truth(this.expr(e.r), e.r.type, e.r);
        this.emit(`${t} = ${r};`);
        this.place(lEnd);
        return t;
      }
      case 'cond': {
        if (!this.hasCall(e.a) && !this.hasCall(e.b)) {
          return `(${truth(this.expr(e.c), e.c.type, e.c)} !== 0 ? ${this.expr(e.a)} : ${this.expr(e.b)})`;
        }
        const t = this.temp();
        const lElse = this.newLabel(), lEnd = this.newLabel();
        const c = truth(this.expr(e.c), e.c.type, e.c);
        this.emit(`if (${c} === 0) { F.pc = ${lElse}; continue; }`);
        this.emit(`${t} = ${this.expr(e.a)};`);
        this.jump(lEnd);
        this.place(lElse);
        this.emit(`${t} = ${this.expr(e.b)};`);
        this.place(lEnd);
        return t;
      }
      case 'comma': {
        const l = this.expr(e.l, true);
        if (this.hasCall(e.r)) { if (l) this.emit(`${l};`); return this.expr(e.r, discard); }
        const r = this.expr(e.r, discard);
        return l ? `(${l}, ${r})` : r;
      }
      case 'assign': return this.assign(e.l, this.expr(e.r), e.pos);
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
      case 'stmtexpr': throw this.unsupported(e.pos, 'statement expressions');
    }
  }

  private unsupported(pos: SourcePos, what: string): CodegenError {
    this.sink.error(pos, `unsupported: ${what} are not implemented by mpisim`);
    return new CodegenError(what);
  }

  private index(idx: Expr): string {
    // Most indices are ints widened to long: use the int directly (no BigInt possible).
    if (idx.k === 'cast' && isInt(idx.e.type) && !is64(idx.e.type)) return `(${this.expr(idx.e)})`;
    if (idx.k === 'num') return `(${Number(idx.value)})`;
    return `C.toF64(${this.expr(idx)})`;
  }

  private runtimeElemSize(pt: CType): string {
    return pt.k === 'ptr' ? this.typeSize(pt.to) : '1';
  }

  /** Byte size of a (possibly variably modified) type, reading captured dimensions. */
  private typeSize(t: CType): string {
    const parts: string[] = [];
    let cur: CType = t;
    while (cur.k === 'array') {
      if (cur.vla) parts.push(cur.vlaSlot ? `V.${cur.vlaSlot}` : `C.toF64(${this.expr(cur.vla)})`);
      else parts.push(String(cur.len ?? 0));
      cur = cur.of;
    }
    parts.push(String(sizeOf(cur)));
    return parts.length === 1 ? parts[0] : `(${parts.join(' * ')})`;
  }

  /** Evaluates and keeps the dimensions of variably modified types declared here. */
  private captureVla(types: CType[] | undefined): void {
    for (const t of types ?? []) {
      if (t.k !== 'array' || !t.vla) continue;
      if (!t.vlaSlot) { t.vlaSlot = `d${this.fn.nextDim++}`; this.fn.dimSlots.push(t.vlaSlot); }
      this.emit(`V.${t.vlaSlot} = C.toF64(${this.expr(t.vla)});`);
    }
  }

  private hasCallCache = new Map<Expr, boolean>();
  private hasCall(e: Expr): boolean {
    let r = this.hasCallCache.get(e);
    if (r !== undefined) return r;
    r = false;
    const any = (...xs: (Expr | undefined)[]): boolean => xs.some((x) => x !== undefined && this.hasCall(x));
    switch (e.k) {
      case 'call': r = true; break;
      case 'builtin': r = e.name === '__builtin_va_start' || any(...e.args); break;
      case 'unary': case 'cast': case 'deref': case 'addr': case 'member': case 'incdec': r = any(e.e); break;
      case 'binary': case 'logic': case 'assign': case 'opassign': case 'comma': case 'ptrdiff': r = any(e.l, e.r); break;
      case 'ptradd': r = any(e.ptr, e.idx); break;
      case 'cond': r = any(e.c, e.a, e.b); break;
      case 'vlasize': r = false; break;
      case 'compound': r = !!e.v.init?.items.some((it) => it.e && this.hasCall(it.e)); break;
      default: r = false;
    }
    this.hasCallCache.set(e, r);
    return r;
  }

  private addr(e: Expr): string {
    switch (e.k) {
      case 'var': return this.varAddr(e.v);
      case 'str': return String(e.sym.addr);
      case 'deref': return this.expr(e.e);
      case 'member': {
        const base = e.arrow ? this.expr((e.e as Extract<Expr, { k: 'deref' }>).e ?? e.e) : this.addr(e.e);
        return e.field.offset ? `(${base} + ${e.field.offset})` : base;
      }
      case 'func': return String(this.funcPointer(e.f, e.pos));
      case 'compound': {
        // &(int){5}: the literal's storage, initialised first (expr() would load a scalar's value).
        if (e.v.storage === 'global') return String(e.v.addr);
        if (e.v.init) this.genInit(e.v, e.v.init);
        return this.varAddr(e.v);
      }
      // Struct-valued rvalues (calls, assignments, ?:) are already addresses of their storage.
      default: return this.expr(e);
    }
  }

  private load(t: CType, a: string, pos: SourcePos, known = false): string {
    // Aggregates are represented by their address.
    if (t.k === 'array' || t.k === 'record' || t.k === 'func' || t.k === 'valist') return a;
    const site = this.site(pos);
    if (known) {
      // Locals and globals: the address is valid and aligned by construction.
      switch (t.k) {
        case 'int':
          switch (t.kind) {
            case 'bool': case 'uchar': return `M.U8[${a}]`;
            case 'char': case 'schar': return `M.I8[${a}]`;
            case 'short': return `M.I16[${a} >> 1]`;
            case 'ushort': return `M.U16[${a} >> 1]`;
            case 'int': return `M.I32[${a} >> 2]`;
            case 'uint': return `M.U32[${a} >> 2]`;
            case 'long': case 'llong': return `M.s64(${a}, ${site})`;
            default: return `M.z64(${a}, ${site})`;
          }
        case 'float': return `M.F32[${a} >> 2]`;
        case 'double': case 'ldouble': return `M.F64[${a} >> 3]`;
        case 'ptr': return `M.U32[${a} >> 2]`;
      }
    }
    switch (t.k) {
      case 'int':
        switch (t.kind) {
          case 'bool': case 'uchar': return `M.u8(${a}, ${site})`;
          case 'char': case 'schar': return `M.i8(${a}, ${site})`;
          case 'short': return `M.i16(${a}, ${site})`;
          case 'ushort': return `M.u16(${a}, ${site})`;
          case 'int': return `M.i32(${a}, ${site})`;
          case 'uint': return `M.u32(${a}, ${site})`;
          case 'long': case 'llong': return `M.s64(${a}, ${site})`;
          default: return `M.z64(${a}, ${site})`;
        }
      case 'float': return `M.f32(${a}, ${site})`;
      case 'double': case 'ldouble': return `M.f64(${a}, ${site})`;
      case 'ptr': return `M.ptr(${a}, ${site})`;
      case 'void': return `undefined`;
      default: return `0`;
    }
  }

  private store(t: CType, a: string, v: string, pos: SourcePos): string {
    const site = this.site(pos);
    switch (t.k) {
      case 'int':
        switch (t.kind) {
          case 'bool': case 'uchar': case 'char': case 'schar': return `M.st8(${a}, ${v}, ${site})`;
          case 'short': case 'ushort': return `M.st16(${a}, ${v}, ${site})`;
          case 'int': case 'uint': return `M.st32(${a}, ${v}, ${site})`;
          default: return `M.st64(${a}, ${v}, ${site})`;
        }
      case 'float': return `M.stf32(${a}, ${v}, ${site})`;
      case 'double': case 'ldouble': return `M.stf64(${a}, ${v}, ${site})`;
      case 'ptr': return `M.stptr(${a}, ${v}, ${site})`;
      case 'record': return `M.copy(${a}, ${v}, ${sizeOf(t)}, ${site})`;
      default: return v;
    }
  }

  private loadBitField(a: string, f: NonNullable<ReturnType<typeof Object>> & { type: CType; bitWidth?: number; bitOffset?: number }, pos: SourcePos): string {
    const w = f.bitWidth!, off = f.bitOffset!;
    const unit = sizeOf(f.type);
    const site = this.site(pos);
    if (unit === 8) {
      const raw = `M.z64(${a}, ${site})`;
      return isUnsigned(f.type) ? `U.and(U.shr(${raw}, ${off}), ${bigLit((1n << BigInt(w)) - 1n)})` : `S.shr(S.shl(${raw}, ${64 - off - w}), ${64 - w})`;
    }
    const raw = unit === 4 ? `M.i32(${a}, ${site})` : unit === 2 ? `M.u16(${a}, ${site})` : `M.u8(${a}, ${site})`;
    if (f.type.k === 'int' && f.type.kind === 'bool') return `((${raw} >>> ${off}) & 1)`;
    if (isUnsigned(f.type) || (f.type.k === 'int' && f.type.enumTag !== undefined && f.type.kind === 'uint')) {
      return w === 32 ? `(${raw} >>> 0)` : `((${raw} >>> ${off}) & ${2 ** w - 1})`;
    }
    return `((${raw} << ${32 - off - w}) >> ${32 - w})`;
  }

  private storeBitField(a: string, f: { type: CType; bitWidth?: number; bitOffset?: number }, v: string): string {
    const w = f.bitWidth!, off = f.bitOffset!;
    const unit = sizeOf(f.type);
    const ta = this.jsTemp(), tv = this.jsTemp();
    if (unit === 8) {
      const mask = ((1n << BigInt(w)) - 1n) << BigInt(off);
      return `(${ta} = ${a}, ${tv} = ${v}, M.st64(${ta}, U.or(U.and(M.z64(${ta}), ${bigLit(BigInt.asUintN(64, ~mask))}), U.and(U.shl(C.toU64(${tv}), ${off}), ${bigLit(mask)}))), ${tv})`;
    }
    const mask = (((2 ** w - 1) * 2 ** off) >>> 0);
    const ld = unit === 4 ? `M.u32(${ta})` : unit === 2 ? `M.u16(${ta})` : `M.u8(${ta})`;
    const st = unit === 4 ? 'M.st32' : unit === 2 ? 'M.st16' : 'M.st8';
    // The value of the assignment is the stored value as read back from the field (truncated).
    const readBack = isUnsigned(f.type) ? `((${tv} >>> 0) & ${2 ** Math.min(w, 31) - 1 + (w === 32 ? 2 ** 31 : 0)})` : `((${tv} << ${32 - w}) >> ${32 - w})`;
    return `(${ta} = ${a}, ${tv} = C.toI32(${v}), ${st}(${ta}, (${ld} & ${~mask >>> 0}) | ((${tv} << ${off}) & ${mask})), ${readBack})`;
  }

  private assign(l: Expr, v: string, pos: SourcePos): string {
    if (l.k === 'var' && !l.v.inMemory && (l.v.storage === 'local' || l.v.storage === 'param')) return `(V.v${l.v.id} = ${v})`;
    if (l.k === 'member' && l.field.bitWidth !== undefined) return this.storeBitField(this.addr(l), l.field, v);
    return this.store(unqualified(l.type), this.addr(l), v, pos);
  }

  private opAssign(e: Extract<Expr, { k: 'opassign' }>): string {
    const r = this.expr(e.r);
    const l = e.l;
    const regVar = l.k === 'var' && !l.v.inMemory && (l.v.storage === 'local' || l.v.storage === 'param');
    let get: string, put: (v: string) => string, pre = '';
    if (regVar) {
      get = `V.v${(l as Extract<Expr, { k: 'var' }>).v.id}`;
      put = (v) => `(${get} = ${v})`;
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
    return pre ? `(${pre}${put(nv)})` : put(nv);
  }

  private incDec(e: Extract<Expr, { k: 'incdec' }>, discard: boolean): string {
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
  private unary(op: string, v: string, t: CType): string {
    if (op === '!') return `(${v} == 0 ? 1 : 0)`;
    if (op === '-') {
      if (isFloating(t)) return `(-${v})`;
      if (is64(t)) return isUnsigned(t) ? `U.neg(${v})` : `S.neg(${v})`;
      return isUnsigned(t) ? `((-${v}) >>> 0)` : `((-${v}) | 0)`;
    }
    // ~
    if (is64(t)) return isUnsigned(t) ? `U.not(${v})` : `S.not(${v})`;
    return isUnsigned(t) ? `((~${v}) >>> 0)` : `(~${v})`;
  }

  private binary(op: string, l: string, r: string, ot: CType, rt: CType, pos: SourcePos): string {
    const cmp = ['<', '>', '<=', '>=', '==', '!='].includes(op);
    if (cmp) {
      const jsop = op === '==' ? (is64(ot) ? '==' : '===') : op === '!=' ? (is64(ot) ? '!=' : '!==') : op;
      return `(${l} ${jsop} ${r} ? 1 : 0)`;
    }
    const t = rt;
    if (t.k === 'float') {
      return `Math.fround(${l} ${op} ${r})`;
    }
    if (isFloating(t)) return `(${l} ${op} ${r})`;
    const site = this.site(pos);
    if (is64(t)) {
      const M = isUnsigned(t) ? 'U' : 'S';
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
  private cast(v: string, from: CType, to: CType, pos: SourcePos): string {
    void pos;
    if (to.k === 'void') return v;
    if (to.k === 'record' || to.k === 'array' || to.k === 'valist' || to.k === 'func' || to.k === 'error') return v;
    const fromK = from.k === 'array' || from.k === 'func' ? 'ptr' : from.k;
    if (to.k === 'int' && to.kind === 'bool') {
      return `(${v} != 0 ? 1 : 0)`;
    }
    if (to.k === 'float') {
      if (fromK === 'float') return v;
      return `Math.fround(${is64(from) ? `C.toF64(${v})` : v})`;
    }
    if (to.k === 'double' || to.k === 'ldouble') {
      if (fromK === 'float' || fromK === 'double' || fromK === 'ldouble') return v;
      return is64(from) ? `C.toF64(${v})` : v;
    }
    if (to.k === 'ptr') {
      if (fromK === 'ptr') return v;
      if (is64(from)) return `C.toU32(${v})`;
      return `(${v} >>> 0)`;
    }
    if (to.k !== 'int') return v;
    const fromFloat = fromK === 'float' || fromK === 'double' || fromK === 'ldouble';
    const bits = intBits(to);
    const u = isUnsigned(to);
    if (fromFloat) {
      if (bits === 64) return u ? `C.f2u64(${v})` : `C.f2s64(${v})`;
      if (bits === 32) return u ? `C.f2u32(${v})` : `C.f2i32(${v})`;
      const i = `C.f2i32(${v})`;
      return narrow(i, to);
    }
    const fromBits = fromK === 'ptr' ? 64 : intBits(from);
    const fromU = fromK === 'ptr' || isUnsigned(from);
    if (bits === 64) {
      if (fromBits === 64) {
        if (fromK === 'ptr') return v;
        if (u === fromU) return v;
        return u ? `C.toU64(${v})` : `C.toS64(${v})`;
      }
      // From a narrower integer: the value is exact already; signed -> unsigned needs wrapping.
      if (u && !fromU) return `C.toU64(${v})`;
      return v;
    }
    if (fromBits === 64) {
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
  private call(e: Extract<Expr, { k: 'call' }>): string {
    const args = e.args.map((a) => this.expr(a));
    const site = this.site(e.pos);
    const direct = e.callee.k === 'addr' && e.callee.e.k === 'func' ? e.callee.e.f : undefined;
    const retRecord = isRecord(e.type);
    let sret = '0';
    if (retRecord) {
      // The caller provides the result's storage, as in the x86-64 ABI's hidden pointer.
      this.fn.frameSize = alignTo(this.fn.frameSize + sizeOf(e.type), Math.max(alignOf(e.type), 8));
      sret = `(fp - ${this.fn.frameSize})`;
    }
    const fixed = direct ? direct.type.params.length : (e.callee.type as Extract<CType, { k: 'ptr' }>).to.k === 'func' ? ((e.callee.type as Extract<CType, { k: 'ptr' }>).to as Extract<CType, { k: 'func' }>).params.length : 0;
    const argTypes = e.args.map((a) => a.type);
    const vaInts: string[] = [], vaDbls: string[] = [];
    const argTemps: string[] = [];
    const pre: string[] = [];
    args.forEach((a, k) => {
      const t = this.jsTemp();
      pre.push(`${t} = ${a}`);
      argTemps.push(t);
      if (k >= fixed || (direct?.type.oldStyle ?? false)) {
        if (isFloating(argTypes[k])) vaDbls.push(t);
        else vaInts.push(t);
      }
    });
    const va = vaInts.length || vaDbls.length ? `new VA([${vaInts.join(', ')}], [${vaDbls.join(', ')}])` : 'null';
    if (direct && this.fnIds.has(direct)) {
      const calleeDef = this.prog.defs[this.fnIds.get(direct)!];
      const l = this.newLabel();
      this.fn.labelStmt.set(l, this.curStmt);
      const stores: string[] = [];
      calleeDef.params.forEach((p, k) => {
        if (k >= argTemps.length) return;
        if (p.inMemory) stores.push(`${this.store(p.type, `(G.fp - ${-(p.offset ?? 0)})`, argTemps[k], e.pos)};`);
        else stores.push(`G.V.v${p.id} = ${argTemps[k]};`);
      });
      if (direct.type.variadic || direct.type.oldStyle) stores.push(`G.va = ${va};`);
      if (retRecord) stores.push(`G.sret = ${sret};`);
      // Calls run the callee's body directly while the JS stack allows, falling back to the
      // rank's driver loop (trampoline) when it is deep or when the callee suspends.
      const fid = this.fnIds.get(direct)!;
      this.emit(`${pre.length ? pre.join(', ') + ';' : ''} F.pc = ${l}; { const G = R.push(${fid}, ${site}); ${stores.join(' ')} if (R.jsDepth > 200 || (R.jsDepth++, B[${fid}](R, G), R.jsDepth--, R.state !== 'running' || R.top !== F)) return; }`);
      this.place(l);
      return this.result(e.type);
    }
    if (direct) {
      const lf = findLibraryFunction(direct.name);
      if (lf && !lf.unsupported && lf.kind === 'direct') {
        this.libFunction(direct.name, e.pos);
        const fixedArgs = argTemps.slice(0, fixed);
        const call = `L.${lf.method ?? direct.name}(${[...(lf.site ? [String(site)] : []), ...fixedArgs.map((_, k) => `(${args[k]})`), ...(lf.variadic ? [va.replace(/\$\d+/g, (m) => args[argTemps.indexOf(m)])] : [])].join(', ')})`;
        if (lf.variadic) {
          // Keep evaluation simple: evaluate into temps first.
          return `(${pre.join(', ')}${pre.length ? ', ' : ''}R.site = ${site}, L.${lf.method ?? direct.name}(${[...(lf.site ? [String(site)] : []), ...fixedArgs, va].join(', ')}))`;
        }
        return `(R.site = ${site}, ${call})`;
      }
      if (lf && !lf.unsupported && lf.kind === 'sys') {
        this.libFunction(direct.name, e.pos);
        const l = this.newLabel();
        this.fn.labelStmt.set(l, this.curStmt);
        this.emit(`${pre.length ? pre.join(', ') + ';' : ''} F.pc = ${l}; if (R.sys(${JSON.stringify(direct.name)}, [${argTemps.join(', ')}], ${site}${lf.variadic ? `, ${va}` : ''})) return;`);
        this.place(l);
        return this.result(e.type);
      }
      // Unknown or unsupported: report now (compile time), like a link error.
      this.funcPointer(direct, e.pos);
    }
    // Indirect call through a function pointer.
    const fp = this.expr(e.callee);
    const l = this.newLabel();
    this.fn.labelStmt.set(l, this.curStmt);
    const kinds = argTypes.map((t) => (isFloating(t) ? 'd' : 'i')).join('');
    this.emit(`${pre.length ? pre.join(', ') + ';' : ''} F.pc = ${l}; if (R.callPtr(${fp}, [${argTemps.join(', ')}], ${JSON.stringify(kinds)}, ${fixed}, ${sret}, ${site})) return;`);
    this.place(l);
    return this.result(e.type);
  }

  /** The value a call left in R.rv, saved in a frame temp so it survives later calls in the same expression. */
  private result(t: CType): string {
    if (t.k === 'void') return 'undefined';
    const tmp = this.temp();
    this.emit(`${tmp} = R.rv;`);
    return tmp;
  }

  private builtin(e: Extract<Expr, { k: 'builtin' }>): string {
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
        return this.cast(raw, T.long, t, e.pos);
      }
      case '__builtin_isnan': return `(Number.isNaN(${args[0]}) ? 1 : 0)`;
      case '__builtin_isinf_sign': return `((${args[0]}) === Infinity ? 1 : (${args[0]}) === -Infinity ? -1 : 0)`;
      case '__builtin_isinf': return `(Math.abs(${args[0]}) === Infinity ? 1 : 0)`;
      case '__builtin_isfinite': return `(Number.isFinite(${args[0]}) ? 1 : 0)`;
      case '__builtin_signbit': return `X.signbit(${args[0]})`;
      case '__builtin_fpclassify': return `X.fpclassify(${args[5]}, ${args[0]}, ${args[1]}, ${args[2]}, ${args[3]}, ${args[4]}, ${e.args[5].type.k === 'float' ? 1 : 0})`;
      case '__builtin_nanf': case '__builtin_nan': return 'NaN';
      case '__builtin_inff': case '__builtin_inf': case '__builtin_huge_val': case '__builtin_huge_valf': return 'Infinity';
      case '__builtin_expect': return args[0];
      case '__builtin_unreachable': case '__builtin_trap': return `R.trap(${site})`;
    }
    throw this.unsupported(e.pos, e.name);
  }
}

// ------------------------------------------------------------------ helpers

/** Offsets of a function's memory-resident params and locals below fp; returns the bytes used. */
function layoutFrame(d: FuncDef): number {
  let size = 0;
  const alloc = (t: CType): number => {
    size = alignTo(size + Math.max(sizeOf(t), 1), Math.max(alignOf(t), 1));
    return -size;
  };
  for (const p of d.params) if (p.inMemory) p.offset = alloc(p.type);
  for (const v of d.locals) {
    if (v.type.k === 'array' && v.type.len === undefined && v.type.vla) { v.inMemory = true; continue; }
    if (v.inMemory) v.offset = alloc(v.type);
  }
  return size;
}

type StaticValue = number | bigint;

function foldInt(v: bigint, t: CType): number | bigint {
  const bits = intBits(t) || 64;
  const w = isUnsigned(t) ? BigInt.asUintN(bits, v) : BigInt.asIntN(bits, v);
  return bits <= 32 || (w >= -(2n ** 53n) && w <= 2n ** 53n) ? Number(w) : w;
}

function staticCast(v: StaticValue, from: CType, to: CType): StaticValue {
  if (isFloating(to)) {
    const n = Number(v);
    return to.k === 'float' ? Math.fround(n) : n;
  }
  if (to.k === 'int' && to.kind === 'bool') return Number(v) !== 0 ? 1 : 0;
  if (isInt(to) || isPtr(to)) {
    const big = typeof v === 'bigint' ? v : BigInt(Math.trunc(Number(v)));
    if (isPtr(to)) return Number(BigInt.asUintN(32, big));
    return foldInt(big, to);
  }
  void from;
  return v;
}

function writeScalar(dv: DataView, at: number, t: CType, v: StaticValue): void {
  switch (t.k) {
    case 'int': {
      const size = sizeOf(t);
      const b = BigInt.asUintN(size * 8, typeof v === 'bigint' ? v : BigInt(Math.trunc(Number(v))));
      if (size === 1) dv.setUint8(at, Number(b));
      else if (size === 2) dv.setUint16(at, Number(b), true);
      else if (size === 4) dv.setUint32(at, Number(b), true);
      else dv.setBigUint64(at, b, true);
      return;
    }
    case 'float': dv.setFloat32(at, Number(v), true); return;
    case 'double': case 'ldouble': dv.setFloat64(at, Number(v), true); return;
    case 'ptr': dv.setBigUint64(at, BigInt.asUintN(64, BigInt(v)), true); return;
  }
}

function numLit(v: number | bigint, t: CType): string {
  if (typeof v === 'bigint') {
    const n = Number(v);
    if (Number.isSafeInteger(n)) return n < 0 ? `(${n})` : String(n);
    return `${v}n`;
  }
  void t;
  return v < 0 || Object.is(v, -0) ? `(${v})` : String(v);
}
function bigLit(v: bigint): string {
  const n = Number(v);
  return Number.isSafeInteger(n) ? (n < 0 ? `(${n})` : String(n)) : `${v}n`;
}
function fLit(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (v === Infinity) return 'Infinity';
  if (v === -Infinity) return '(-Infinity)';
  if (Object.is(v, -0)) return '(-0)';
  return v < 0 ? `(${v})` : String(v);
}
/** A C truth value (0 or nonzero) as the JS number 0 or 1. */
function truth(v: string, t: CType, e?: Expr): string {
  // Comparisons, ! and && / || already yield exactly 0 or 1.
  if (e && ((e.k === 'binary' && ['<', '>', '<=', '>=', '==', '!='].includes(e.op)) || e.k === 'logic' || (e.k === 'unary' && e.op === '!'))) return v;
  if (t.k === 'int' && !is64(t)) return `(${v} !== 0 ? 1 : 0)`;
  return `(${v} != 0 ? 1 : 0)`;
}
function narrow(v: string, to: CType): string {
  if (to.k !== 'int') return v;
  switch (to.kind) {
    case 'char': case 'schar': return `((${v} << 24) >> 24)`;
    case 'uchar': return `(${v} & 255)`;
    case 'short': return `((${v} << 16) >> 16)`;
    case 'ushort': return `(${v} & 65535)`;
    case 'int': return `(${v} | 0)`;
    case 'uint': return `(${v} >>> 0)`;
    default: return v;
  }
}
function promoteT(t: CType): CType {
  if (t.k === 'int' && intBits(t) < 32) return T.int;
  return t;
}
function unqualified(t: CType): CType {
  if (!t.const) return t;
  const c = { ...t } as CType & { const?: boolean };
  delete c.const;
  return c;
}
function safeName(n: string): string { return n.replace(/[^A-Za-z0-9_$]/g, '_'); }

/** Makes a function's frames: its locals live in an object of their own shape, made on first use. */
export function frameMaker(id: number, name: string, slots: string[]): () => Frame {
  let Locals: (new () => Record<string, unknown>) | undefined;
  return () => {
    Locals ??= new Function(`return function Locals_${safeName(name)}() { ${slots.map((s) => `this.${s} = 0;`).join(' ')} };`)() as new () => Record<string, unknown>;
    return new FrameObject(id, new Locals());
  };
}

/** The function bodies of generated code, bound to the runtime helpers and breakpoint flags. */
export function instantiate(js: string, bp: Uint8Array): ((R: unknown, F: unknown) => void)[] {
  return new Function('S', 'U', 'C', 'X', 'VA', 'BP', js)(RT.S, RT.U, RT.C, RT.X, RT.VA, bp) as ((R: unknown, F: unknown) => void)[];
}

/** Runtime helpers injected into generated code. Set by the runtime at load (avoids an import cycle). */
export const RT: { S: unknown; U: unknown; C: unknown; X: unknown; VA: unknown } = {
  S: undefined, U: undefined, C: undefined, X: undefined, VA: undefined,
};

export { typeName };
