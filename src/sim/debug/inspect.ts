/**
 * What a debugger asks of a rank: where it is, its call stack, the variables of a frame and
 * their values, the statements on a line, and C expressions evaluated in a frame.
 * Values are read from the rank's memory and frames without running any of its code.
 */
import type { CompiledProgram, Frame, LocalInfo } from '../c/codegen';
import type { RankProcess } from '../runtime/rank';
import { type CType, sizeOf, typeName, isRecord, isPtr, isInt, isUnsigned, is64, isFloating } from '../c/types';
import type { SourcePos } from '../c/diagnostics';
import { DiagnosticSink, formatDiagnostic } from '../c/diagnostics';
import { lex } from '../c/lexer';
import { parseExpressionIn } from '../c/parser';
import type { Expr, VarSym } from '../c/ast';
import { CFault } from '../runtime/memory';

export interface StackFrameInfo {
  /** 0 = innermost. */
  index: number;
  fn: string;
  fnId: number;
  pos: SourcePos;
  stmt: number | undefined;
  library: boolean;
  frame: Frame;
}

/** A C value for display: scalar text, or an aggregate whose children load lazily. */
export interface CValue {
  name: string;
  type: CType;
  typeName: string;
  value: string;
  /** Where it lives, when it has an address (for readMemory and setVariable). */
  address?: number;
  /** Frame property holding a register-class local. */
  slot?: string;
  /** Number of children (struct fields, array elements, pointee). */
  childCount: number;
}

// ------------------------------------------------------------------ lines and statements

export interface LineTable {
  /** file -> line -> statement ids on that line (source order). */
  byLine: Map<string, Map<number, number[]>>;
}

export function lineTable(prog: CompiledProgram): LineTable {
  const byLine = new Map<string, Map<number, number[]>>();
  prog.stmts.forEach((s, id) => {
    if (!s || prog.funcs[s.fn].library) return;
    let lines = byLine.get(s.pos.file);
    if (!lines) byLine.set(s.pos.file, (lines = new Map()));
    const l = lines.get(s.pos.line) ?? [];
    l.push(id);
    lines.set(s.pos.line, l);
  });
  for (const lines of byLine.values()) for (const ids of lines.values()) ids.sort((a, b) => prog.stmts[a].pos.col - prog.stmts[b].pos.col || a - b);
  return { byLine };
}

export function statementsOnLine(t: LineTable, file: string, line: number): number[] {
  return t.byLine.get(file)?.get(line) ?? [];
}

/** The first line at or after `line` that has a statement (where a breakpoint really goes). */
export function resolveBreakpointLine(t: LineTable, file: string, line: number): number | undefined {
  const lines = t.byLine.get(file);
  if (!lines) return undefined;
  let best: number | undefined;
  for (const l of lines.keys()) if (l >= line && (best === undefined || l < best)) best = l;
  return best;
}

// ------------------------------------------------------------------ stacks

export function stackOf(rank: RankProcess, includeLibrary = false): StackFrameInfo[] {
  const prog = rank.prog;
  const out: StackFrameInfo[] = [];
  // Compiled code records its position at stops and calls only: a fault is where it says it is.
  const fault = rank.state === 'faulted' ? rank.fault?.pos : undefined;
  for (let k = rank.frames.length - 1; k >= 0; k--) {
    const F = rank.frames[k];
    const f = prog.funcs[F.fn];
    let stmt = f.labelStmt.get(F.pc);
    let pos = stmt !== undefined ? prog.stmts[stmt].pos : f.pos;
    if (f.library && !includeLibrary) continue;
    if (fault && out.length === 0 && fault.file === pos.file) {
      stmt = statementAt(prog, F.fn, fault) ?? stmt;
      pos = fault;
    }
    out.push({ index: rank.frames.length - 1 - k, fn: f.name, fnId: F.fn, pos, stmt, library: f.library, frame: F });
  }
  return out;
}

/** The last statement of function `fn` that starts at or before `pos` on its line. */
function statementAt(prog: CompiledProgram, fn: number, pos: SourcePos): number | undefined {
  let best: number | undefined;
  prog.stmts.forEach((s, sid) => {
    if (s && s.fn === fn && s.pos.file === pos.file && s.pos.line === pos.line && s.pos.col <= pos.col) {
      if (best === undefined || prog.stmts[best].pos.col <= s.pos.col) best = sid;
    }
  });
  return best;
}

/** Where a rank is: its innermost user frame's statement. */
export function whereIs(rank: RankProcess): SourcePos | undefined {
  return stackOf(rank)[0]?.pos;
}

// ------------------------------------------------------------------ variables

function visibleLocals(prog: CompiledProgram, fi: StackFrameInfo): LocalInfo[] {
  const f = prog.funcs[fi.fnId];
  const sid = fi.stmt ?? Infinity;
  const byName = new Map<string, LocalInfo>();
  for (const l of f.locals) {
    // (`__omp_*`: what an OpenMP directive's code keeps, src/sim/c/parse-omp.ts, not the program's.)
    if (!l.name || l.name.startsWith('__omp_')) continue;
    if (!l.isParam && (l.scopeStart > sid || l.scopeEnd <= sid)) continue;
    const prev = byName.get(l.name);
    if (!prev || l.scopeStart >= prev.scopeStart) byName.set(l.name, l);
  }
  return [...byName.values()];
}

export function localsOf(rank: RankProcess, fi: StackFrameInfo): CValue[] {
  return visibleLocals(rank.prog, fi).map((l) => {
    if (l.slot && !(l.type.k === 'array')) return scalarFromSlot(rank, l.name, l.type, fi.frame, l.slot);
    const address = l.slot ? (fi.frame.V[l.slot] as number) : fi.frame.fp + (l.offset ?? 0);
    return valueAt(rank, l.name, l.type, address);
  });
}

export function globalsOf(rank: RankProcess, fnName?: string): CValue[] {
  return rank.prog.globals
    .filter((g) => g.name && (!g.ownerFn || g.ownerFn === fnName))
    .map((g) => valueAt(rank, g.name, g.type, g.addr));
}

function scalarFromSlot(rank: RankProcess, name: string, type: CType, F: Frame, slot: string): CValue {
  const v = F.V[slot];
  return { name, type, typeName: typeName(type), value: formatScalar(rank, type, v), slot, childCount: isPtr(type) && pointeeShown(type) ? 1 : 0 };
}

function pointeeShown(t: CType): boolean {
  return t.k === 'ptr' && t.to.k !== 'void' && t.to.k !== 'func' && sizeOf(t.to) > 0 && !(t.to.k === 'record' && !t.to.def.complete);
}

/** Reads the value of type `type` at `address`. */
export function valueAt(rank: RankProcess, name: string, type: CType, address: number): CValue {
  const base = { name, type, typeName: typeName(type), address };
  try {
    if (type.k === 'array') {
      const len = type.len ?? (type.vla ? 0 : 0);
      if (type.of.k === 'int' && sizeOf(type.of) === 1) {
        return { ...base, value: quoteBytes(readBytesSafe(rank, address, Math.min(len || 200, 200)), true), childCount: len };
      }
      return { ...base, value: `[${len}]`, childCount: len };
    }
    if (isRecord(type)) {
      const fields = type.def.fields.slice(0, 4).map((f) => `${f.name} = ${childSummary(rank, f.type, address + f.offset, f)}`);
      return { ...base, value: `{${fields.join(', ')}${type.def.fields.length > 4 ? ', ...' : ''}}`, childCount: type.def.fields.length };
    }
    const v = loadScalar(rank, type, address);
    return { ...base, value: formatScalar(rank, type, v), childCount: isPtr(type) && pointeeShown(type) ? 1 : 0 };
  } catch (e) {
    if (e instanceof CFault) return { ...base, value: `<cannot read memory at 0x${address.toString(16)}>`, childCount: 0 };
    throw e;
  }
}

function childSummary(rank: RankProcess, t: CType, addr: number, f?: { bitWidth?: number; bitOffset?: number; wide?: boolean }): string {
  if (t.k === 'array') return `[${t.len ?? ''}]`;
  if (isRecord(t)) return '{...}';
  if (f?.bitWidth !== undefined) return String(readBitField(rank, t, addr, f.bitWidth, f.bitOffset ?? 0, f.wide));
  return formatScalar(rank, t, loadScalar(rank, t, addr));
}

function readBitField(rank: RankProcess, t: CType, addr: number, width: number, off: number, wide?: boolean): bigint {
  const size = wide ? 8 : sizeOf(t);
  const raw = size === 8 ? BigInt.asUintN(64, rank.m.i64(addr)) : BigInt(size === 4 ? rank.m.u32(addr) : size === 2 ? rank.m.u16(addr) : rank.m.u8(addr));
  const v = (raw >> BigInt(off)) & ((1n << BigInt(width)) - 1n);
  return isUnsigned(t) ? v : BigInt.asIntN(width, v);
}

/** The children of an aggregate or pointer value (fields, elements [start, start+count), pointee). */
export function childrenOf(rank: RankProcess, v: CValue, start = 0, count = Infinity): CValue[] {
  const t = v.type;
  if (t.k === 'array' && v.address !== undefined) {
    const n = Math.min(t.len ?? 0, start + count);
    const es = sizeOf(t.of);
    const out: CValue[] = [];
    for (let k = start; k < n; k++) out.push(valueAt(rank, `[${k}]`, t.of, v.address + k * es));
    return out;
  }
  if (isRecord(t) && v.address !== undefined) {
    return t.def.fields.map((f) => {
      if (f.bitWidth !== undefined) {
        const val = readBitField(rank, f.type, v.address! + f.offset, f.bitWidth, f.bitOffset ?? 0, f.wide);
        return { name: f.name, type: f.type, typeName: typeName(f.type), value: String(val), childCount: 0 };
      }
      return valueAt(rank, f.name || '<anonymous>', f.type, v.address! + f.offset);
    });
  }
  if (isPtr(t) && pointeeShown(t)) {
    const p = v.address !== undefined ? rank.m.ptr(v.address) : Number(/^0x[0-9a-f]+/.exec(v.value)?.[0] ?? 0);
    if (p === 0) return [];
    return [valueAt(rank, `*${v.name}`, t.to, p)];
  }
  return [];
}

function loadScalar(rank: RankProcess, t: CType, a: number): unknown {
  const m = rank.m;
  switch (t.k) {
    case 'int':
      switch (sizeOf(t)) {
        case 1: return isUnsigned(t) ? m.u8(a) : m.i8(a);
        case 2: return isUnsigned(t) ? m.u16(a) : m.i16(a);
        case 4: return isUnsigned(t) ? m.u32(a) : m.i32(a);
        case 16: return isUnsigned(t) ? m.z128(a) : m.s128(a);
        default: return isUnsigned(t) ? m.z64(a) : m.s64(a);
      }
    case 'float': return m.f32(a);
    case 'double': case 'ldouble': return m.f64(a);
    case 'ptr': return m.ptr(a);
    default: return undefined;
  }
}

function readBytesSafe(rank: RankProcess, a: number, n: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    try { const b = rank.m.u8(a + k); if (b === 0) break; out.push(b); } catch { break; }
  }
  return out;
}

function quoteBytes(bytes: number[], truncatedOk: boolean): string {
  void truncatedOk;
  let s = '"';
  for (const b of bytes) {
    if (b === 0x22) s += '\\"';
    else if (b === 0x5c) s += '\\\\';
    else if (b === 10) s += '\\n';
    else if (b === 9) s += '\\t';
    else if (b < 32 || b === 127) s += `\\${b.toString(8).padStart(3, '0')}`;
    else s += String.fromCharCode(b);
  }
  return Buffer.from(s + '"', 'latin1').toString('utf8');
}

export function formatScalar(rank: RankProcess, t: CType, v: unknown): string {
  if (v === undefined) return 'void';
  if (t.k === 'int') {
    if (t.kind === 'bool') return Number(v) ? 'true' : 'false';
    if (sizeOf(t) === 1) {
      const n = Number(v);
      const c = n & 255;
      const ch = c >= 32 && c < 127 ? (c === 39 ? "\\'" : c === 92 ? '\\\\' : String.fromCharCode(c)) : c === 0 ? '\\0' : c === 10 ? '\\n' : `\\${c.toString(8).padStart(3, '0')}`;
      return `${n} '${ch}'`;
    }
    return String(v);
  }
  if (isFloating(t)) return formatFloat(Number(v));
  if (t.k === 'ptr') {
    const p = Number(v) >>> 0;
    const hex = '0x' + p.toString(16);
    if (p === 0) return '0x0';
    if (t.to.k === 'int' && sizeOf(t.to) === 1) {
      try { return `${hex} ${quoteBytes(readBytesSafe(rank, p, 200), true)}`; } catch { return hex; }
    }
    if (t.to.k === 'func') {
      const id = (p - 0xf8000000) / 16;
      const f = rank.prog.funcs[id];
      return f ? `${hex} <${f.name}>` : hex;
    }
    return hex;
  }
  return String(v);
}

function formatFloat(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (x === Infinity) return 'inf';
  if (x === -Infinity) return '-inf';
  if (Object.is(x, -0)) return '-0';
  return String(x);
}

// ------------------------------------------------------------------ evaluation

export class EvaluationError extends Error {}

export interface EvalResult {
  value: CValue;
  /** Whether evaluating it changed the program's state (assignments, ++, calls). */
  sideEffects: boolean;
}

/**
 * Evaluates a C expression in a frame. With `allowSideEffects: false` (hover, watch) any
 * assignment, increment or call is refused before anything runs.
 */
/**
 * Parsed and compiled expressions per program, by function, statement and text: evaluating one
 * expression on 1024 ranks at the same place (a cross-rank comparison) compiles it once.
 */
const compiled = new WeakMap<CompiledProgram, Map<string, { e: Expr; effects: boolean; fn: (R: unknown, F: unknown) => unknown }>>();

export function evaluate(rank: RankProcess, fi: StackFrameInfo | undefined, text: string, allowSideEffects: boolean): EvalResult {
  const prog = rank.prog;
  const key = `${fi?.fnId ?? -1}:${fi?.stmt ?? -1}:${text}`;
  let cache = compiled.get(prog);
  if (!cache) compiled.set(prog, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && (!hit.effects || allowSideEffects)) return run(rank, fi, text, hit.e, hit.fn, hit.effects);
  const sink = new DiagnosticSink();
  const tokens = lex('<expression>', Buffer.from(text, 'utf8').toString('latin1'), sink);
  const f = fi ? prog.funcs[fi.fnId] : undefined;
  const locals: VarSym[] = [];
  if (fi && f) {
    const visible = new Set(visibleLocals(prog, fi));
    for (const v of [...f.def.params, ...f.def.locals]) {
      const info = f.locals.find((l) => l.name === v.name && (l.slot === `v${v.id}` || (l.offset !== undefined && l.offset === v.offset)));
      if (info && visible.has(info)) locals.push(v);
    }
    for (const s of f.def.statics) locals.push(s);
  }
  const e = sink.errorCount ? undefined : parseExpressionIn(tokens, sink, programAst(prog), locals, f?.def);
  if (!e || sink.errorCount) throw new EvaluationError(sink.list.map((d) => formatDiagnostic(d).replace(/^<expression>:1:/, 'col ')).join('; ') || 'cannot parse the expression');
  const effects = hasSideEffects(e);
  if (effects && !allowSideEffects) throw new EvaluationError('the expression has side effects (assignment, ++/--, or a call) and is not evaluated here');
  if (containsCall(e)) throw new EvaluationError('function calls cannot be evaluated by the debugger');
  let fn: (R: unknown, F: unknown) => unknown;
  try {
    fn = prog.compileExpression(e, fi?.fnId ?? prog.main.id);
  } catch (err) {
    throw new EvaluationError((err as Error).message);
  }
  if (cache.size >= 512) cache.clear();
  cache.set(key, { e, effects, fn });
  return run(rank, fi, text, e, fn, effects);
}

function run(rank: RankProcess, fi: StackFrameInfo | undefined, text: string, e: Expr, fn: (R: unknown, F: unknown) => unknown, effects: boolean): EvalResult {
  const prog = rank.prog;
  const F = fi?.frame ?? ({ fp: rank.m.stackTop, V: {} } as unknown as Frame);
  let v: unknown;
  try {
    v = fn(rank, F);
  } catch (err) {
    if (err instanceof CFault) throw new EvaluationError(`${err.kind}${err.detail ? `: ${err.detail}` : ''}`);
    throw err;
  }
  const name = text.trim();
  const t = e.type;
  if (t.k === 'array' || isRecord(t)) return { value: valueAt(rank, name, t, v as number), sideEffects: effects };
  const addr = lvalueAddress(e, rank, F, prog);
  return {
    value: { name, type: t, typeName: typeName(t), value: formatScalar(rank, t, v), address: addr, childCount: isPtr(t) && pointeeShown(t) ? 1 : 0 },
    sideEffects: effects,
  };
}

/** The compiled address of each lvalue expression (shared by the ranks evaluating it). */
const addressOf = new WeakMap<Expr, ((R: unknown, F: unknown) => unknown) | null>();

function lvalueAddress(e: Expr, rank: RankProcess, F: Frame, prog: CompiledProgram): number | undefined {
  if (e.k === 'var' && e.v.inMemory) {
    if (e.v.storage === 'global' || e.v.storage === 'extern') return e.v.addr;
    return F.fp + (e.v.offset ?? 0);
  }
  if (e.k === 'deref' || e.k === 'member') {
    let fn = addressOf.get(e);
    if (fn === undefined) {
      const addrExpr: Expr = { k: 'addr', e, type: { k: 'ptr', to: e.type }, pos: e.pos };
      try { fn = prog.compileExpression(addrExpr, prog.funcs[F.fn]?.id ?? prog.main.id); } catch { fn = null; }
      addressOf.set(e, fn);
    }
    try { return fn ? Number(fn(rank, F)) : undefined; } catch { return undefined; }
  }
  return undefined;
}

const astOf = new WeakMap<CompiledProgram, import('../c/ast').Program>();
/** The compiler keeps the parsed program for later expression parsing. */
export function rememberAst(prog: CompiledProgram, ast: import('../c/ast').Program): void { astOf.set(prog, ast); }
function programAst(prog: CompiledProgram): import('../c/ast').Program {
  const a = astOf.get(prog);
  if (!a) throw new EvaluationError('the program was compiled without debug information');
  return a;
}

function walk(e: Expr, f: (x: Expr) => boolean): boolean {
  if (f(e)) return true;
  const kids: (Expr | undefined)[] = [];
  switch (e.k) {
    case 'unary': case 'cast': case 'deref': case 'addr': case 'member': case 'incdec': kids.push(e.e); break;
    case 'binary': case 'logic': case 'assign': case 'opassign': case 'comma': case 'ptrdiff': kids.push(e.l, e.r); break;
    case 'ptradd': kids.push(e.ptr, e.idx); break;
    case 'cond': kids.push(e.c, e.a, e.b); break;
    case 'call': kids.push(e.callee, ...e.args); break;
    case 'builtin': kids.push(...e.args); break;
  }
  return kids.some((k) => k !== undefined && walk(k, f));
}
function hasSideEffects(e: Expr): boolean {
  return walk(e, (x) => x.k === 'assign' || x.k === 'opassign' || x.k === 'incdec' || x.k === 'call' || (x.k === 'builtin' && x.name.startsWith('__builtin_va')));
}
function containsCall(e: Expr): boolean {
  return walk(e, (x) => x.k === 'call');
}

/** Sets a variable from the text of a C expression (the debugger's setVariable). */
export function assign(rank: RankProcess, fi: StackFrameInfo | undefined, lvalueText: string, valueText: string): EvalResult {
  return evaluate(rank, fi, `(${lvalueText}) = (${valueText})`, true);
}

void isInt; void is64;
