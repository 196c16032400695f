/**
 * What the code generator produces and the runtime runs: compiled functions, their frames and
 * locals, statement and site tables, the data image (./codegen.ts makes it).
 */
import type { Diagnostic } from './diagnostics';
import type { Expr, FuncDef } from './ast';
import type { SourcePos } from './diagnostics';
import type { CType } from './types';
import type { LibraryFunction } from '../runtime/library';

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
  makeFrame: (() => Frame) & { zero: (V: unknown) => void; zeroLocals: (V: unknown) => void };
  frameSize: number;
  /**
   * Bytes of the frame's memory-resident locals and temporaries, just below fp: the part a call
   * zeroes (the rest of frameSize stands for what gcc spills, which mpisim keeps in V).
   */
  memSize?: number;
  /** Of memSize, the bytes of its memory-resident parameters (just below fp): a call that stores every argument does not zero them first. */
  argMem?: number;
  /** The alignment of its frame when a local in memory needs more than the ABI's 16 bytes (fp is rounded down to it, as gcc realigns the stack). */
  frameAlign?: number;
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
  /** A thread-local object: the process swaps each thread's copy in at this address. */
  threadLocal?: boolean;
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
  /** Functions run before main (gcc's constructors), in order, by id. */
  inits?: number[];
  /** Functions run after exit's atexit handlers (destructors), in order, by id. */
  finis?: number[];
  /** Compiles an expression (typed against a function's scope) for the debugger. Throws on calls. */
  compileExpression(e: Expr, fnId: number): (R: unknown, F: unknown) => unknown;
  /** Breakpoint flags by statement id, read by the generated code at every statement. */
  bp: Uint8Array;
  /** Generated JavaScript, kept for diagnosis of the compiler itself. */
  js: string;
  /** gcc's warnings (and their notes) for a program that compiled, in gcc's order. */
  warnings?: Diagnostic[];
}
