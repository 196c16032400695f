/**
 * The code generator's state and the helpers every part of it shares: the function being
 * compiled (labels, temporaries), source sites, function pointers and library functions, and
 * the literal and conversion snippets the generated JavaScript is made of. The generator is
 * layered on it, one concept a file: static data (./gen-data.ts), lvalues and memory access
 * (./gen-memory.ts), expressions (./gen-expr.ts), statements (./gen-stmt.ts), and functions and
 * the program (./codegen.ts).
 */
import type { Expr, FuncDef, FuncSym, Program, Stmt, VarSym } from './ast';
import { DiagnosticSink, type SourcePos } from './diagnostics';
import { T, type CType, alignOf, alignTo, is64, is128, isArith, isFloating, isInt, isPtr, isUnsigned, isWideInt, sizeOf, intBits } from './types';
import { LIBM_ONLY_NAMES } from './libm-names';
import { findLibraryFunction, type LibraryFunction } from '../runtime/library';
import { forEachStmt } from './ast-walk';
import { FUNC_BASE, FUNC_STRIDE, type CompiledFunction, type StmtInfo, type GlobalInfo } from './compiled';

export const LIB_GLOBALS = ['stdin', 'stdout', 'stderr', 'errno', '__mpisim_files', 'environ', '__mpisim_environ_made', 'signgam'];
/** Other names of the runtime's objects, as glibc gives them: `__environ` is `environ`. */
export const LIB_GLOBAL_ALIASES: Record<string, string> = { __environ: 'environ', __signgam: 'signgam' };

/**
 * Whether a call of `f` is a libm method that a fast loop copy may make as the original case
 * does: numbers in, a number out, returning at once, writing nothing of the program's but errno
 * and signgam (at R.site, which the copy sets as the case does). A pointer argument (frexp's,
 * remquo's) could fault, which only the original cases report.
 */
export function copyableLibm(f: FuncSym, args: number): boolean {
  const t = f.type;
  if (!LIBM_ONLY_NAMES.has(f.name) || t.variadic || t.oldStyle || args !== t.params.length) return false;
  if (!isArith(t.ret) || is128(t.ret) || t.params.some((p) => !isArith(p) || is128(p))) return false;
  const lf = findLibraryFunction(f.name);
  return lf !== undefined && lf.kind === 'direct' && !lf.unsupported && !lf.jump && !lf.variadic;
}

export class CodegenError extends Error {}

export interface CodegenOptions {
  /** Where the data segment starts (after the null guard and the stack); the same for every rank. */
  dataBase: number;
  /** Files of mpisim's own C library prelude (their functions are marked `library`). */
  libraryFiles: Set<string>;
  /** From the link step: declarations resolved to definitions made in other translation units. */
  links?: { funcs: Map<FuncSym, FuncSym>; vars: Map<VarSym, VarSym>; weakNull?: Set<FuncSym | VarSym> };
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
  /** Lines of statement expressions compiled after their expression, each in place of its marker line (DEFERRED + index). */
  deferred?: string[][];
}

/** A line standing for `FnCtx.deferred[n]`, `DEFERRED + n` (no line of code starts with a NUL). */
export const DEFERRED = '\u0000deferred ';

/** `lines` with each marker line replaced by its deferred lines (which may hold markers too). */
export function spliceDeferred(lines: string[], chunks: readonly string[][] | undefined): string[] {
  if (!chunks?.length) return lines;
  const out: string[] = [];
  const stack = [{ ls: lines, k: 0 }];
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.k >= top.ls.length) { stack.pop(); continue; }
    const l = top.ls[top.k++];
    if (l.startsWith(DEFERRED)) stack.push({ ls: chunks[Number(l.slice(DEFERRED.length))], k: 0 });
    else out.push(l);
  }
  return out;
}

export abstract class CodegenCore {
  protected sites: SourcePos[] = [];
  protected siteIndex = new Map<string, number>();
  protected stmts: StmtInfo[] = [];
  protected funcs: CompiledFunction[] = [];
  protected lib: LibraryFunction[] = [];
  protected libIndex = new Map<string, number>();
  protected fn!: FnCtx;
  protected fnIds = new Map<FuncSym, number>();
  protected frameLayout = new Map<FuncDef, number>();
  protected globalsOut: GlobalInfo[] = [];
  protected dataSize = 0;
  protected roOffset = 0;
  protected roSize = 0;
  protected data!: Uint8Array;
  protected libGlobals: Record<string, number> = {};
  protected nextStmtId: number;

  protected libraryFiles: Set<string>;
  constructor(protected prog: Program, protected sink: DiagnosticSink, protected opts: CodegenOptions) {
    this.libraryFiles = opts.libraryFiles;
    let max = 0;
    for (const d of prog.defs) for (const b of [d.body, ...(d.stmtExprs ?? [])]) forEachStmt(b, (s) => { if (s.id !== undefined) max = Math.max(max, s.id + 1); });
    this.nextStmtId = max;
    this.stmts = new Array(max);
  }

  /** Data-segment offsets are relative to the data start; Memory places it after the stack. */
  protected dataBase = 0;
  protected curStmt = 0;
  protected hasCallCache = new Map<Expr, boolean>();
  /** Functions called through their frameless leaf versions (Q[id]): see ./gen-loops.ts. */
  protected leaves = new Set<number>();
  /**
   * Direct calls by the case their original code resumes at and the temporary their
   * value goes to (null: compiled more than once); set while a fast copy is made (./gen-loops.ts).
   */
  protected leafCalls = new Map<Expr, { label: number; rv: string } | null>();
  protected inCopy = false;
  /** A leaf call inside a fast copy (./gen-loops.ts). */
  protected abstract leafCallInCopy(e: Expr, fid: number, site: number, pre: string[], args: string[]): string;
  /** An MPI call (`call`: the R.sys call the original case makes) inside a fast copy (./gen-loops.ts). */
  protected abstract sysCallInCopy(e: Expr, call: string, pre: string[]): string;
  /** A call of a function with a frame inside a fast copy (./gen-loops.ts); `stores` set its parameters in frame G. */
  protected abstract callInCopy(e: Expr, fid: number, site: number, pre: string[], stores: string[]): string;

  protected emit(s: string): void { this.fn.lines.push(s); }
  protected newLabel(): number { return this.fn.nextLabel++; }
  protected place(l: number): void { this.emit(`case ${l}:`); }
  protected jump(l: number): void { this.emit(`F.pc = ${l}; continue;`); }
  protected temp(): string { return `V.t${this.fn.nextTemp++}`; }
  protected jsTemp(): string { return `$${this.fn.nextJsTemp++}`; }

  protected funcPointer(f: FuncSym, pos: SourcePos): number {
    const id = this.fnIds.get(f);
    if (id !== undefined) return FUNC_BASE + id * FUNC_STRIDE;
    // A weak reference the link left undefined is address 0, as ld makes it.
    if (this.opts.links?.weakNull?.has(f)) return 0;
    const lib = this.libFunction(f.name, pos);
    return FUNC_BASE + (this.prog.defs.length + lib) * FUNC_STRIDE;
  }

  protected libFunction(name: string, pos: SourcePos): number {
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
    if (lf.jump) {
      this.sink.error(pos, `unsupported: ‘${name}’ called through a function pointer (mpisim compiles it where it is called)`);
      throw new CodegenError(name);
    }
    k = this.lib.length;
    this.lib.push(lf);
    this.libIndex.set(name, k);
    return k;
  }

  protected site(pos: SourcePos): number {
    const key = `${pos.file}:${pos.line}:${pos.col}`;
    let k = this.siteIndex.get(key);
    if (k === undefined) { k = this.sites.length; this.sites.push(pos); this.siteIndex.set(key, k); }
    return k;
  }

  protected unsupported(pos: SourcePos, what: string): CodegenError {
    this.sink.error(pos, `unsupported: ${what} are not implemented by mpisim`);
    return new CodegenError(what);
  }
}

// ------------------------------------------------------------------ helpers

/** Offsets of a function's memory-resident params and locals below fp; returns the bytes used. */
export function layoutFrame(d: FuncDef): number {
  let size = 0;
  const alloc = (t: CType, align = 1): number => {
    size = alignTo(size + Math.max(sizeOf(t), 1), Math.max(alignOf(t), align));
    return -size;
  };
  for (const p of d.params) if (p.inMemory) p.offset = alloc(p.type);
  for (const v of d.locals) {
    if (v.type.k === 'array' && v.type.len === undefined && v.type.vla) { v.inMemory = true; continue; }
    if (v.inMemory) v.offset = alloc(v.type, v.align);
  }
  return size;
}

/** The largest alignment of a function's memory-resident params and locals (its frame's). */
export function frameAlign(d: FuncDef): number {
  let align = 1;
  for (const v of [...d.params, ...d.locals]) if (v.inMemory && v.offset !== undefined) align = Math.max(align, alignOf(v.type), v.align ?? 1);
  return align;
}

export type StaticValue = number | bigint;

export function foldInt(v: bigint, t: CType): number | bigint {
  const bits = intBits(t) || 64;
  const w = isUnsigned(t) ? BigInt.asUintN(bits, v) : BigInt.asIntN(bits, v);
  return bits <= 32 || (w >= -(2n ** 53n) && w <= 2n ** 53n) ? Number(w) : w;
}

export function staticCast(v: StaticValue, from: CType, to: CType): StaticValue {
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

export function writeScalar(dv: DataView, at: number, t: CType, v: StaticValue): void {
  switch (t.k) {
    case 'int': {
      const size = sizeOf(t);
      const b = BigInt.asUintN(size * 8, typeof v === 'bigint' ? v : BigInt(Math.trunc(Number(v))));
      if (size === 1) dv.setUint8(at, Number(b));
      else if (size === 2) dv.setUint16(at, Number(b), true);
      else if (size === 4) dv.setUint32(at, Number(b), true);
      else if (size === 8) dv.setBigUint64(at, b, true);
      else { dv.setBigUint64(at, BigInt.asUintN(64, b), true); dv.setBigUint64(at + 8, b >> 64n, true); }
      return;
    }
    case 'float': dv.setFloat32(at, Number(v), true); return;
    case 'double': case 'ldouble': dv.setFloat64(at, Number(v), true); return;
    case 'ptr': dv.setBigUint64(at, BigInt.asUintN(64, BigInt(v)), true); return;
  }
}

export function numLit(v: number | bigint, t: CType): string {
  if (typeof v === 'bigint') {
    const n = Number(v);
    if (Number.isSafeInteger(n)) return n < 0 ? `(${n})` : String(n);
    return `${v}n`;
  }
  void t;
  return v < 0 || Object.is(v, -0) ? `(${v})` : String(v);
}
export function bigLit(v: bigint): string {
  const n = Number(v);
  return Number.isSafeInteger(n) ? (n < 0 ? `(${n})` : String(n)) : `${v}n`;
}
export function fLit(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (v === Infinity) return 'Infinity';
  if (v === -Infinity) return '(-Infinity)';
  if (Object.is(v, -0)) return '(-0)';
  return v < 0 ? `(${v})` : String(v);
}
/** A C truth value (0 or nonzero) as the JS number 0 or 1. */
export function truth(v: string, t: CType, e?: Expr): string {
  // Comparisons, ! and && / || already yield exactly 0 or 1.
  if (e && ((e.k === 'binary' && ['<', '>', '<=', '>=', '==', '!='].includes(e.op)) || e.k === 'logic' || (e.k === 'unary' && e.op === '!'))) return v;
  if (t.k === 'int' && !isWideInt(t)) return `(${v} !== 0 ? 1 : 0)`;
  return `(${v} != 0 ? 1 : 0)`;
}
/** The run-time operations of an integer type carried as number-or-BigInt (./runtime/int64.ts, int128.ts). */
export function wideOps(t: CType): 'S' | 'U' | 'S128' | 'U128' | undefined {
  if (is64(t)) return isUnsigned(t) ? 'U' : 'S';
  if (is128(t)) return isUnsigned(t) ? 'U128' : 'S128';
  return undefined;
}
export function narrow(v: string, to: CType): string {
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
/** A 64-bit value reduced to a wide bit-field type's precision (CType `bits`), as gcc wraps it. */
export function wrapBits(v: string, t: CType): string {
  if (t.k !== 'int' || t.bits === undefined) return v;
  const w = t.bits;
  return isUnsigned(t) ? `U.and(${v}, ${bigLit((1n << BigInt(w)) - 1n)})` : `S.shr(S.shl(${v}, ${64 - w}), ${64 - w})`;
}
export function promoteT(t: CType): CType {
  if (t.k === 'int' && intBits(t) < 32) return T.int;
  return t;
}
export function unqualified(t: CType): CType {
  if (!t.const) return t;
  const c = { ...t } as CType & { const?: boolean };
  delete c.const;
  return c;
}
export function safeName(n: string): string { return n.replace(/[^A-Za-z0-9_$]/g, '_'); }
