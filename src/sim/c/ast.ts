/**
 * The typed syntax tree the parser produces and the code generator consumes.
 * Every expression already carries its C type; implicit conversions are explicit `cast` nodes.
 * The C types are declared here too, since an array type holds its VLA size expression; their
 * sizes and layout rules are in ./types.ts.
 */
import type { SourcePos } from './diagnostics';

export type IntKind =
  | 'bool' | 'char' | 'schar' | 'uchar' | 'short' | 'ushort' | 'int' | 'uint'
  | 'long' | 'ulong' | 'llong' | 'ullong' | 'int128' | 'uint128';

export interface Field {
  name: string;
  type: CType;
  offset: number;
  /** Bit-fields: width and bit offset within the storage unit at `offset`. */
  bitWidth?: number;
  bitOffset?: number;
  /** A packed bit-field (#pragma pack) spilling past a unit of its type from the byte it starts in: read and written as 8 bytes. */
  wide?: boolean;
}

export interface RecordDef {
  tag: string | undefined;
  union: boolean;
  complete: boolean;
  fields: Field[];
  size: number;
  align: number;
  id: number;
  /** A complex type (`double _Complex`): laid out as gcc does, as a pair of its element type. */
  complex?: 'float' | 'double' | 'ldouble' | 'char' | 'schar' | 'uchar' | 'short' | 'ushort' | 'int' | 'uint' | 'long' | 'ulong' | 'llong' | 'ullong';
}

/**
 * align: gcc's `aligned` attribute on a typedef (`typedef int T __attribute__((aligned(8)))`),
 * which raises or lowers the type's alignment but not its size. typedefName: the typedef the
 * type was written with (MPI_Comm, size_t, cmp_fn), for the debugger and gcc's diagnostics.
 */
export type CType = ({ align?: number; typedefName?: string }) & (
  | { k: 'void'; const?: boolean }
  /**
   * bits: a bit-field wider than int read as gcc types it, a `bits`-wide integer with `kind`'s
   * representation (arithmetic on it wraps at that width; see bitFieldValueType).
   */
  | { k: 'int'; kind: IntKind; const?: boolean; enumTag?: string; bits?: number }
  | { k: 'float'; const?: boolean }
  | { k: 'double'; const?: boolean }
  | { k: 'ldouble'; const?: boolean }
  | { k: 'ptr'; to: CType; const?: boolean }
  | { k: 'array'; of: CType; len: number | undefined; vla?: Expr; vlaSlot?: string; const?: boolean }
  | { k: 'func'; ret: CType; params: CType[]; paramNames?: string[]; paramPos?: SourcePos[]; variadic: boolean; oldStyle: boolean; const?: boolean }
  | { k: 'record'; def: RecordDef; const?: boolean }
  | { k: 'valist'; const?: boolean }
  | { k: 'error'; const?: boolean });

export interface VarSym {
  name: string;
  type: CType;
  /** 'global' covers file-scope objects and block-scope `static` ones (which live in data too). */
  storage: 'global' | 'local' | 'param' | 'extern';
  id: number;
  pos: SourcePos;
  /** Its address is taken (or it is an aggregate), so it must live in the rank's memory. */
  inMemory: boolean;
  /** `&` names it: MPI may own its bytes, so its loads stay visible to the usage checks' load tap. */
  addressTaken?: boolean;
  /** Globals: address in the data segment, assigned at layout. Locals: frame offset (negative from fp). */
  addr?: number;
  offset?: number;
  init?: Initializer;
  /** Static locals keep a C-level name for the debugger (`counter` in `f`). */
  ownerFn?: string;
  /** Statement-id range in which a local is in scope (for the debugger's Locals). */
  scopeStart?: number;
  scopeEnd?: number;
  isStatic?: boolean;
  defined?: boolean;
  /** `_Alignas` or `__attribute__((aligned(n)))` on the object: at least this alignment. */
  align?: number;
  /** Where it is defined (with an initializer, or tentatively), for the linker's messages. */
  defPos?: SourcePos;
  /** `__thread` / `_Thread_local`: each thread has its own (swapped in at its address). */
  threadLocal?: boolean;
  /** A tentative definition compiled with -fcommon: the link merges it with others of its name. */
  common?: boolean;
}

export interface FuncSym {
  name: string;
  type: Extract<CType, { k: 'func' }>;
  pos: SourcePos;
  def?: FuncDef;
  isStatic: boolean;
  id: number;
  /** Declared implicitly by a call (C89): the functions whose calls declared it, until a real declaration. */
  implicitIn?: Set<string>;
  /** Every file-scope declaration so far says `inline` without `extern` (C99 §6.7.4p7: an inline definition, no external one). */
  inlineOnly?: boolean;
  /** gcc's constructor/destructor attributes: run before main / after exit, by priority. */
  inits?: { kind: 'constructor' | 'destructor'; priority: number }[];
  /** A library function called through an implicit `int()`: its real return type, converted to int as the ABI does. */
  libraryReturn?: CType;
}

export interface InitItem {
  offset: number;
  type: CType;
  e?: Expr;
  /** A string literal copied into a char array (the bytes, NUL included when it fits). */
  bytes?: string;
  bitField?: Field;
}

export interface Initializer {
  items: InitItem[];
  /** The whole object is zero-filled first (aggregate initializers). */
  zero: boolean;
}

type E<K extends string, X = object> = { k: K; type: CType; pos: SourcePos } & X;

export type Expr =
  | E<'num', { value: number | bigint }>
  | E<'fnum', { value: number }>
  | E<'str', { bytes: string; sym: VarSym }>
  | E<'var', { v: VarSym }>
  | E<'func', { f: FuncSym }>
  | E<'unary', { op: '-' | '~' | '!'; e: Expr }>
  | E<'binary', { op: string; l: Expr; r: Expr }>
  | E<'ptradd', { ptr: Expr; idx: Expr; scale: number; neg: boolean }>
  | E<'ptrdiff', { l: Expr; r: Expr; scale: number }>
  | E<'logic', { op: '&&' | '||'; l: Expr; r: Expr }>
  | E<'cond', { c: Expr; a: Expr; b: Expr }>
  | E<'assign', { l: Expr; r: Expr }>
  /** `l op= r`: computed as `l = (T)((C)l op (C)r)` with C the common type `opType`. */
  | E<'opassign', { op: string; l: Expr; r: Expr; opType: CType; ptrScale?: number }>
  | E<'incdec', { prefix: boolean; delta: 1 | -1; e: Expr; scale: number }>
  /** implicit: made by an assignment conversion, not written as a cast. */
  | E<'cast', { e: Expr; implicit?: boolean }>
  | E<'deref', { e: Expr }>
  | E<'addr', { e: Expr }>
  | E<'member', { e: Expr; field: Field; arrow: boolean }>
  | E<'call', { callee: Expr; args: Expr[]; fn?: FuncSym; varargTypes?: CType[] }>
  | E<'builtin', { name: string; args: Expr[]; argType?: CType }>
  | E<'comma', { l: Expr; r: Expr }>
  | E<'compound', { v: VarSym }>
  /** Size of a variably modified type, from the dimensions captured when it was declared. */
  | E<'vlasize', { vtype: CType }>
  | E<'stmtexpr', { body: Stmt[]; last?: Expr }>;

export type ExprKind = Expr['k'];

type S<K extends string, X = object> = { k: K; pos: SourcePos; id?: number } & X;

export type Stmt =
  | S<'expr', { e: Expr }>
  | S<'decl', { vars: { v: VarSym; vlaSize?: Expr }[]; vlaTypes?: CType[] }>
  | S<'block', { body: Stmt[]; end: SourcePos; vlaScope?: VarSym }>
  | S<'if', { c: Expr; then: Stmt; else?: Stmt }>
  | S<'while', { c: Expr; body: Stmt }>
  | S<'dowhile', { c: Expr; body: Stmt }>
  | S<'for', { init?: Stmt; c?: Expr; step?: Expr; body: Stmt }>
  | S<'return', { e?: Expr }>
  | S<'break'>
  | S<'continue'>
  | S<'goto', { label: string }>
  /** GNU C's computed goto (`goto *p;`): `targets` are the labels of the function whose address it takes, with their values. */
  | S<'gotoPtr', { e: Expr; targets: { label: string; value: number }[] }>
  | S<'label', { name: string; body: Stmt }>
  | S<'switch', { e: Expr; body: Stmt; cases: { value: bigint; stmt: Stmt }[]; dflt?: Stmt }>
  | S<'case', { value: bigint; body: Stmt }>
  | S<'default', { body: Stmt }>
  | S<'empty'>;

export interface FuncDef {
  sym: FuncSym;
  params: VarSym[];
  locals: VarSym[];
  body: Extract<Stmt, { k: 'block' }>;
  pos: SourcePos;
  end: SourcePos;
  usesVarargs: boolean;
  hasVla: boolean;
  /** Variably modified parameter types, whose dimensions are captured at entry. */
  vlaTypes: CType[];
  /** `static` locals of this function, laid out with the globals. */
  statics: VarSym[];
  /** Its statement expressions' blocks (`({ ... })`), whose statements are numbered with the body's. */
  stmtExprs?: Stmt[];
}

export interface Program {
  globals: VarSym[];
  funcs: FuncSym[];
  defs: FuncDef[];
  strings: VarSym[];
  /** The main file, for messages. */
  file: string;
  /** A unit of a shared library (`mpisim cc -shared`): the library's file, as the link named it. */
  sharedLibrary?: string;
  /** File-scope names and tags after parsing, for expressions the debugger evaluates later. */
  scope: Map<string, unknown>;
  tags: Map<string, unknown>;
  /**
   * Weak symbols and aliases (`#pragma weak A`, `#pragma weak A = B`, `__attribute__((weak))`,
   * `__attribute__((alias("B")))`): A names B's definition in this unit; a weak definition
   * yields to a strong one elsewhere, as ld resolves them.
   */
  aliases?: LinkAlias[];
}

export interface LinkAlias { name: string; target?: string; weak: boolean; pos: SourcePos; pragma?: boolean }
