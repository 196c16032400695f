/**
 * The parser's state and what every part of it shares: the token cursor, scopes, gcc-worded
 * errors, the usual conversions (C99 6.3) and integer constant expressions (C99 6.6). The
 * grammar is layered on it, one concept a file: expressions (./parse-expr.ts), declarations
 * (./parse-decl.ts), initializers (./parse-init.ts), statements (./parse-stmt.ts), and the
 * translation unit (./parser.ts).
 */
import type { Token, TokenSource } from './token';
import { TokenWindow } from './token-window';
import type { StoredDeclarations } from './token-store';
import { type SourcePos, type LatePass, DiagnosticSink, inMacroExpansion } from './diagnostics';
import type { Expr, FuncDef, FuncSym, LinkAlias, Stmt, VarSym } from './ast';
import { IMPLICIT_DECLS } from './implicit-decls';
import { InlineStatics } from './inline-statics';
import { closestName } from './spellcheck';
import { assignmentWarning, bitFieldType, floatOverflowWarning, intRangeWithin, overflowWarning, passingNote, type AssignContext } from './conversion-warnings';
import { ScopeChain } from './scopes';
import { WallWarnings } from './wall-warnings';
import { Operand, evaluate, exprChildren } from './ast-walk';
import {
  T, type CType, type Field, type RecordDef, alignOf, alignTo, isArith, isComplex, isFloating, isInt, isPtr, isRecord, isUnsigned,
  ptrTo, sameType, typeChild, withTypeChild, sizeOf, typeName, unqual, intBits, bitFieldValueType,
} from './types';

/** gcc built-ins a program may call by their plain name that no library function backs. */
const BUILTIN_ONLY: Record<string, string> = { alloca: '__builtin_alloca' };

const KEYWORDS = new Set([
  'auto', 'break', 'case', 'char', 'const', 'continue', 'default', 'do', 'double', 'else', 'enum', 'extern', 'float', 'for',
  'goto', 'if', 'inline', 'int', 'long', 'register', 'restrict', 'return', 'short', 'signed', 'sizeof', 'static', 'struct',
  'switch', 'typedef', 'union', 'unsigned', 'void', 'volatile', 'while', '_Bool', '_Complex', '_Imaginary', '_Alignas',
  '_Alignof', '_Atomic', '_Generic', '_Noreturn', '_Static_assert', '_Thread_local', '__attribute__', '__extension__',
  '__restrict', '__restrict__', '__inline', '__inline__', '__const', '__volatile__', '__asm__', '__asm', 'asm', '__typeof__', 'typeof', '__auto_type',
  '__signed__', '__alignof__', '__builtin_va_arg', '__builtin_offsetof', '__thread', '__builtin_va_list', '__func__',
  '__FUNCTION__', '__PRETTY_FUNCTION__', 'bool', '__real__', '__imag__', '__complex__', '__int128',
]);
// `bool` is only a keyword through <stdbool.h>'s macro in C17; treat the raw word as an identifier.
KEYWORDS.delete('bool');

/**
 * gcc's other spellings of its keywords (c-common.cc's table: `__typeof`, `__signed`,
 * `__volatile`, ...), read as the one spelling the grammar knows. The preprocessor keeps them
 * as written (`mpisim cc -E` prints what gcc -E prints); only the parser's view changes.
 */
const KEYWORD_SPELLINGS: ReadonlyMap<string, string> = new Map([
  ['__typeof', '__typeof__'], ['__signed', '__signed__'], ['__volatile', '__volatile__'], ['__alignof', '__alignof__'],
  ['__const__', '__const'], ['__attribute', '__attribute__'], ['__complex', '__complex__'], ['__real', '__real__'],
  ['__imag', '__imag__'],
]);
function keywordSpelling<T extends Token>(t: T): T {
  const k = t.kind === 'ident' ? KEYWORD_SPELLINGS.get(t.text) : undefined;
  return k === undefined ? t : { ...t, text: k };
}
function withKeywordSpellings(tokens: Token[] | TokenSource): Token[] | TokenSource {
  if (Array.isArray(tokens)) return tokens.some((t) => t.kind === 'ident' && KEYWORD_SPELLINGS.has(t.text)) ? tokens.map(keywordSpelling) : tokens;
  return (out, n) => {
    const from = out.length;
    const more = tokens(out, n);
    for (let k = from; k < out.length; k++) out[k] = keywordSpelling(out[k]);
    return more;
  };
}

export type Scope = Map<string, ScopeEntry>;
export type ScopeEntry =
  | { k: 'var'; v: VarSym }
  | { k: 'typedef'; t: CType }
  | { k: 'func'; f: FuncSym }
  | { k: 'enum'; value: number | bigint; type: CType };

export interface TagEntry { rec?: RecordDef; enumType?: CType }

export interface DeclSpec {
  type: CType;
  storage?: 'typedef' | 'static' | 'extern' | 'auto' | 'register';
  isInline: boolean;
  /** The `inline` keyword itself (isInline also stands for _Noreturn). */
  inlineKeyword?: boolean;
  /** `_Alignas`: raises the declared object's alignment. */
  align?: number;
  /** `__attribute__((aligned(n)))` among the specifiers: raises an object's alignment, sets a typedef's. */
  attrAlign?: number;
  /** `__attribute__((packed))` among the specifiers (of a member: aligned to 1). */
  packed?: boolean;
  /** `__thread` / `_Thread_local`: one object per thread. */
  threadLocal?: boolean;
  /** The type defaulted to int (C89): no type specifier, or no specifier at all. */
  implicit?: 'noType' | 'none';
  /** gcc's `__auto_type`, where it was written: the declarator's type is its initializer's. */
  autoType?: SourcePos;
}

export interface ParseOptions {
  /** The type a C library header gives a function (for calls without the header, as gcc's built-ins). */
  libraryPrototype?: (name: string) => Extract<CType, { k: 'func' }> | undefined;
  /** Read the built-in headers' function prototypes when their names are first used (./parser.ts). */
  deferLibraryPrototypes?: boolean;
  /** Start where a precompiled header left off (its file scope and counters), not empty. */
  resume?: ParserState;
  /** gcc's -std= (undefined: gnu17): C90's editions have no `restrict` keyword. */
  std?: string;
  /** Report the -Wall warnings of ./wall-warnings.ts; 'object': those gcc gives only when it generates code too. */
  wall?: boolean | 'object';
}

/**
 * gcc's c-common.cc marks `restrict` D_C99: in C90 and GNU C90 it is an ordinary identifier
 * (old code names variables so), while `__restrict` is a keyword in every mode.
 */
function isC90(std: string | undefined): boolean {
  return std !== undefined && /^((c|gnu)(89|90)|iso9899:(1990|199409)|ansi)$/.test(std);
}

/**
 * What the parser holds between external declarations, once the headers a unit starts with are
 * read: a precompiled header (../compile-pch.ts) keeps it, and a unit starting with the same
 * headers starts from it.
 */
export interface ParserState {
  scope: Map<string, ScopeEntry>;
  /** Built-in prototypes kept as tokens, not read yet (./scopes.ts FileScope). */
  unread: StoredDeclarations;
  tags: Map<string, TagEntry>;
  globals: VarSym[];
  funcs: FuncSym[];
  defs: FuncDef[];
  strings: VarSym[];
  counters: { nextId: number; nextRecordId: number; stmtCounter: number; labelAddrCount: number; pack: number };
  lastParamSyms: Map<string, VarSym>;
}

export class SyntaxAbort extends Error {}
/** Thrown (without a stack trace, which is costly) when an expression is not constant. */
const NOT_CONSTANT = { notConstant: true };

/** mpisim's own C library files (the libc and MPI preludes). */
/** The keywords gcc suggests for an unknown type name (c_keyword_starts_typename), in c_common_reswords' order. */
const TYPE_KEYWORDS = ['_Alignas', '_Atomic', '_Bool', '_Complex', '__auto_type', '__int128', 'char', 'const', 'double', 'enum', 'float', 'int', 'long', 'restrict', 'short', 'signed', 'struct', 'typeof', 'union', 'unsigned', 'void', 'volatile'];

export const LIBRARY_PRELUDE_PREFIX = '<built-in>/mpisim-';

/** Builtins that look like calls but are handled by the compiler (arguments are evaluated normally). */
export const COMPILER_BUILTINS: Record<string, { ret: CType; minArgs: number; maxArgs: number }> = {
  __builtin_va_start: { ret: T.void, minArgs: 2, maxArgs: 2 },
  __builtin_va_end: { ret: T.void, minArgs: 1, maxArgs: 1 },
  __builtin_va_copy: { ret: T.void, minArgs: 2, maxArgs: 2 },
  __builtin_isnan: { ret: T.int, minArgs: 1, maxArgs: 1 },
  __builtin_isinf_sign: { ret: T.int, minArgs: 1, maxArgs: 1 },
  __builtin_isinf: { ret: T.int, minArgs: 1, maxArgs: 1 },
  __builtin_isfinite: { ret: T.int, minArgs: 1, maxArgs: 1 },
  __builtin_signbit: { ret: T.int, minArgs: 1, maxArgs: 1 },
  __builtin_fpclassify: { ret: T.int, minArgs: 6, maxArgs: 6 },
  __builtin_nanf: { ret: T.float, minArgs: 1, maxArgs: 1 },
  __builtin_nan: { ret: T.double, minArgs: 1, maxArgs: 1 },
  __builtin_inff: { ret: T.float, minArgs: 0, maxArgs: 0 },
  __builtin_inf: { ret: T.double, minArgs: 0, maxArgs: 0 },
  __builtin_huge_val: { ret: T.double, minArgs: 0, maxArgs: 0 },
  __builtin_huge_valf: { ret: T.float, minArgs: 0, maxArgs: 0 },
  __builtin_expect: { ret: T.long, minArgs: 2, maxArgs: 2 },
  __builtin_unreachable: { ret: T.void, minArgs: 0, maxArgs: 0 },
  __builtin_trap: { ret: T.void, minArgs: 0, maxArgs: 0 },
  /** gcc's time-stamp counter builtin (<x86intrin.h>'s __rdtsc), also what `asm("rdtsc")` lowers to. */
  __builtin_ia32_rdtsc: { ret: T.ullong, minArgs: 0, maxArgs: 0 },
};

export abstract class ParserCore {
  protected i = 0;
  protected scopes = new ScopeChain<ScopeEntry>();
  protected tags = new ScopeChain<TagEntry>();
  protected globals: VarSym[] = [];
  protected funcs: FuncSym[] = [];
  protected defs: FuncDef[] = [];
  protected strings: VarSym[] = [];
  protected nextId = 1;
  protected nextRecordId = 1;
  /** `#pragma pack` at the token read last: the largest alignment of a record's members, 0 for none. */
  protected pack = 0;
  protected fn: FuncDef | undefined;
  /** Names an inline definition may not use (./inline-statics.ts). */
  protected inlineStatics = new InlineStatics();
  protected fnLocals: VarSym[] = [];
  protected breakDepth = 0;
  protected continueDepth = 0;
  protected switches: Extract<Stmt, { k: 'switch' }>[] = [];
  protected labels = new Map<string, SourcePos>();
  protected gotos: { label: string; pos: SourcePos }[] = [];
  /** The labels whose address the function takes (`&&label`), in the order first taken. */
  protected labelAddrs: { label: string; value: number }[] = [];
  /** Label addresses of the translation unit so far (each label's value is its own). */
  protected labelAddrCount = 0;
  protected reportedUndeclared = new Set<string>();
  /** gcc explains the once-per-function rule after the unit's first undeclared identifier only. */
  protected undeclaredExplained = false;
  protected stmtCounter = 0;
  /** constructor/destructor attributes read since the current external declaration began. */
  protected initAttrs: { kind: 'constructor' | 'destructor'; priority: number }[] = [];
  /** weak and alias attributes read since the current external declaration began. */
  protected linkAttrs: { weak?: boolean; alias?: string; noreturn?: boolean } = {};
  /** The unit's weak names and aliases, in order (Program.aliases). */
  protected aliases: LinkAlias[] = [];
  /** Parameter symbols made while reading prototypes, reused by the function definition. */
  protected lastParamSyms = new Map<string, VarSym>();

  protected toks: TokenWindow;
  protected readonly wall: WallWarnings | undefined;
  constructor(tokens: Token[] | TokenSource, protected file: string, protected sink: DiagnosticSink, protected options: ParseOptions = {}) {
    this.toks = new TokenWindow(withKeywordSpellings(tokens));
    this.wall = options.wall ? new WallWarnings(sink, options.wall === 'object') : undefined;
    this.wall?.reached(this.toks.at(0));
    this.restrictIsName = isC90(options.std);
    // gcc's built-in typedef names of the 128-bit integers (a program may declare its own).
    this.scopes.declare('__int128_t', { k: 'typedef', t: T.int128 });
    this.scopes.declare('__uint128_t', { k: 'typedef', t: T.uint128 });
    // gcc's x86-64 __float80 (long double's x87 format) and __float128 (IEEE quad), which gcc
    // treats as typedef names too (`_Complex __float128` is an error): here long double, 16
    // bytes aligned to 16 as both are, with long double's arithmetic (fftw3.h declares its
    // quad-precision API with them).
    this.scopes.declare('__float80', { k: 'typedef', t: T.ldouble });
    this.scopes.declare('__float128', { k: 'typedef', t: T.ldouble });
  }

  /** Nesting of declarator() calls (a parenthesised declarator is parsed by a nested call). */
  protected declaratorDepth = 0;
  /** Structs and unions whose member list is being read (a nested redefinition of one is an error). */
  protected recordsBeingDefined = new Set<RecordDef>();
  /** Array lengths exactly as written (a CType's `len` is a double). */
  protected arrayLengths = new WeakMap<CType, bigint>();

  /**
   * gcc's limit on object sizes (PTRDIFF_MAX) for every array in a declarator's type, through
   * pointers too (`int (*p)[N]`): one error at the declarator's name, in gcc's words.
   */
  protected checkArraySizes(t: CType, name: string | undefined, pos: SourcePos): void {
    const what = name !== undefined ? `array ‘${name}’` : 'array';
    const MAX = (1n << 63n) - 1n;
    let reported = false;
    // The size of each level of the declarator's type, innermost first (a pointer is 8 bytes
    // whatever it points to, but an overflow inside still counts).
    const chain: CType[] = [];
    for (let u: CType | undefined = t; u && (u.k === 'ptr' || u.k === 'array'); u = typeChild(u)) chain.push(u);
    const leaf = chain.length ? typeChild(chain[chain.length - 1])! : t;
    let b: bigint | 'overflow' = leaf.k === 'func' || leaf.k === 'void' ? 1n : BigInt(sizeOf(leaf));
    for (let k = chain.length - 1; k >= 0 && b !== 'overflow' && !reported; k--) {
      const u = chain[k];
      if (u.k === 'ptr') { b = 8n; continue; }
      if (u.k !== 'array') continue;
      b *= this.arrayLengths.get(u) ?? (u.len !== undefined ? BigInt(u.len) : 0n);
      if (b >> 64n !== 0n) b = 'overflow';
      else if (b > MAX) { this.error(pos, `size ‘${b}’ of ${what} exceeds maximum object size ‘${MAX}’`); reported = true; }
    }
    if (b === 'overflow' && !reported) this.error(pos, `size of ${what} exceeds maximum object size ‘${MAX}’`);
  }

  // ---------------------------------------------------------------- token helpers
  protected get tok(): Token { return this.toks.at(this.i); }
  protected atEof(): boolean { return this.toks.at(this.i).kind === 'eof'; }
  protected peek(k = 1): Token { return this.toks.at(this.i + k); }
  protected next(): Token {
    const t = this.toks.at(this.i);
    if (t.kind !== 'eof') { this.i++; if (t.pack !== undefined) this.pack = t.pack; }
    if (this.wall) this.wall.reached(this.toks.at(this.i));
    return t;
  }
  protected is(text: string): boolean { const t = this.tok; return (t.kind === 'punct' || t.kind === 'ident') && t.text === text; }
  protected accept(text: string): boolean { if (this.is(text)) { this.next(); return true; } return false; }
  protected prevEnd(): SourcePos {
    const p = this.toks.at(Math.max(0, this.i - 1));
    return { file: p.pos.file, line: p.pos.line, col: p.pos.col + p.text.length };
  }
  protected describe(t: Token): string {
    if (t.kind === 'eof') return 'end of input';
    if (t.kind === 'number') return 'numeric constant';
    if (t.kind === 'string') return 'string constant';
    if (t.kind === 'char') return 'character constant';
    // gcc's c_parse_error names an identifier or a keyword itself, a punctuator as a token.
    if (t.kind === 'ident') return `‘${t.text}’`;
    return `‘${t.text}’ token`;
  }
  /** The end of a declaration's init-declarators: gcc's c_parser_error, at the token itself. */
  protected expectDeclarationEnd(): void {
    if (!this.accept(';')) this.fail(this.tok.pos, `expected ‘,’ or ‘;’ before ${this.describe(this.tok)}`);
  }
  /**
   * gcc reports a missing `;`, `)` or `]` just after the previous token (its fix-it hint's place,
   * maybe_suggest_missing_token_insertion), on the same line too unless that token came out of a
   * macro's expansion.
   */
  protected expect(text: string): void {
    if (this.accept(text)) return;
    const t = this.tok;
    const missingAfterPrev = text === ';' || text === ')' || text === ']';
    const prev = this.i > 0 ? this.toks.at(this.i - 1).pos : undefined;
    const pos = missingAfterPrev && prev && (t.pos.line !== prev.line || !inMacroExpansion(prev)) ? this.prevEnd() : t.pos;
    this.fail(pos, `expected ‘${text}’ before ${this.describe(t)}`);
  }
  protected fail(pos: SourcePos, msg: string): never {
    this.sink.error(pos, msg);
    throw new SyntaxAbort(msg);
  }
  /** An operand of error type was reported where it arose: gcc says nothing more of it. */
  protected error(pos: SourcePos, msg: string): void { if (!msg.includes('‘<error>’')) this.sink.error(pos, msg); }
  /** An error gcc reports in a pass after the front end (see DiagnosticSink.late). */
  protected lateError(pos: SourcePos, msg: string, pass: LatePass): void { this.sink.late(pos, msg, pass); }
  protected warning(pos: SourcePos, msg: string): void { if (!pos.file.startsWith('<built-in>')) this.sink.warning(pos, msg); }
  /**
   * gcc's c_inhibit_evaluation_warnings: how many operands around the parser are never evaluated
   * (sizeof's, typeof's, _Alignof's, _Generic's controlling expression, the operand a constant
   * `&&`, `||` or `?:` skips). Inside one, gcc says nothing of what evaluating would do.
   */
  protected unevaluated = 0;
  /** A warning about evaluating (overflow, division by zero, shifts): none in an unevaluated operand. */
  protected evaluationWarning(pos: SourcePos, msg: string): void { if (this.unevaluated === 0) this.warning(pos, msg); }
  /** gcc's -Wimplicit-int for one declarator whose type defaulted to int. */
  protected implicitIntWarning(spec: DeclSpec, name: string, pos: SourcePos, definition: boolean): void {
    if (!spec.implicit) return;
    this.warning(pos, definition ? 'return type defaults to ‘int’ [-Wimplicit-int]' : `type defaults to ‘int’ in declaration of ‘${name}’ [-Wimplicit-int]`);
  }
  private readonly restrictIsName: boolean;
  protected isKeyword(t: Token): boolean { return t.kind === 'ident' && KEYWORDS.has(t.text) && !(this.restrictIsName && t.text === 'restrict'); }
  protected identName(): Token {
    const t = this.tok;
    if (t.kind !== 'ident' || this.isKeyword(t)) this.fail(t.pos, `expected identifier before ${this.describe(t)}`);
    return this.next();
  }

  // ---------------------------------------------------------------- scopes
  protected pushScope(): void { this.scopes.push(); this.tags.push(); }
  protected popScope(): void { if (this.wall && this.fn) this.wall.scopeEnds(this.scopes.innermost.values()); this.scopes.pop(); this.tags.pop(); }
  protected lookup(name: string): ScopeEntry | undefined { return this.scopes.lookup(name); }
  protected lookupTag(name: string): TagEntry | undefined { return this.tags.lookup(name); }
  protected declare(name: string, e: ScopeEntry): void { this.scopes.declare(name, e); }
  protected isTypedefName(t: Token): boolean {
    if (t.kind !== 'ident' || this.isKeyword(t)) return false;
    return this.lookup(t.text)?.k === 'typedef';
  }
  protected isTypeStart(t: Token = this.tok): boolean {
    if (t.kind !== 'ident') return false;
    // gcc's __extension__ prefixes a declaration or an expression alike: what follows it decides
    // (`(__extension__ ({ ... }))` is no cast).
    if (t.text === '__extension__') return this.isTypeStart(this.pastExtension(t));
    if (this.isKeyword(t)) {
      return /^(void|char|short|int|long|float|double|signed|unsigned|_Bool|_Complex|__complex__|struct|union|enum|const|volatile|restrict|__restrict|__restrict__|typedef|static|extern|auto|register|inline|__inline|__inline__|_Noreturn|_Alignas|_Atomic|__attribute__|__extension__|__const|__volatile__|__typeof__|typeof|__auto_type|__signed__|_Thread_local|__thread|__builtin_va_list|__int128)$/.test(t.text);
    }
    return this.isTypedefName(t);
  }

  /** The token after a run of __extension__ keywords that starts at t (t among the next tokens). */
  private pastExtension(t: Token): Token {
    let k = 0;
    while (this.peek(k) !== t && k < 64) k++;
    while (this.peek(k).text === '__extension__') k++;
    return this.peek(k);
  }

  /**
   * A call of an undeclared function: C89's implicit `int name()`, which gcc 12 accepts with its
   * warnings. A C library function is still the library's, as gcc's built-ins are: one gcc knows
   * as a built-in of another type keeps that type (gcc warns it is incompatible, again in every
   * function that calls it so); any other is called as `int()`.
   */
  protected implicitDeclaration(name: string, pos: SourcePos): FuncSym {
    const known = IMPLICIT_DECLS[name];
    const proto = known?.x || known?.s ? this.options.libraryPrototype?.(name) : undefined;
    const prev = this.scopes.file.get(name);
    const here = this.fn?.sym.name ?? '';
    if (prev?.k === 'func') {
      if (prev.f.implicitIn?.has(here)) return prev.f;
    } else if (!known?.s) {
      const hint = known?.b || known?.h ? undefined : this.closestFunctionName(name);
      this.warning(pos, `implicit declaration of function ‘${name}’${hint ? `; did you mean ‘${hint}’?` : ''} [-Wimplicit-function-declaration]`);
      if (known?.b) this.note(pos, `include ‘${known.b}’ or provide a declaration of ‘${name}’`);
      else if (known?.h) this.note(pos, `‘${name}’ is defined in header ‘${known.h}’; did you forget to ‘#include ${known.h}’?`);
    }
    if (known?.x) {
      this.warning(pos, `incompatible implicit declaration of built-in function ‘${name}’ [-Wbuiltin-declaration-mismatch]`);
      if (known.b) this.note(pos, `include ‘${known.b}’ or provide a declaration of ‘${name}’`);
    }
    if (prev?.k === 'func') { prev.f.implicitIn!.add(here); return prev.f; }
    const f = this.declareFunction(name, proto ?? { k: 'func', ret: T.int, params: [], variadic: false, oldStyle: true }, pos, false);
    f.implicitIn = new Set([here]);
    return f;
  }

  /**
   * An undeclared call of a gcc built-in that no library defines (glibc's alloca is <alloca.h>'s
   * macro for __builtin_alloca): gcc compiles the built-in, after its warnings.
   */
  protected implicitBuiltin(f: FuncSym, pos: SourcePos): Expr | undefined {
    const name = f.implicitIn && BUILTIN_ONLY[f.name];
    return name ? { k: 'builtin', name, args: [], type: T.void, pos } : undefined;
  }

  /**
   * gcc's `__builtin_<name>` of a C library function: that function, with the type the library
   * gives it when the program has not declared it (gcc's built-in has that type).
   */
  protected libraryBuiltin(name: string, pos: SourcePos): FuncSym | undefined {
    if (!IMPLICIT_DECLS[name]?.g) return undefined;
    const proto = this.options.libraryPrototype?.(name);
    if (!proto) return undefined;
    const prev = this.scopes.file.get(name);
    // Declared already (by the program, or implicitly): that function.
    if (prev?.k === 'func') return prev.f;
    if (prev) return undefined;
    return this.declareFunction(name, proto, pos, false);
  }

  /**
   * gcc's suggestion for an undeclared function's name (c-decl.cc lookup_name_fuzzy): the closest
   * visible function, or pointer to function, not itself declared by an implicit call.
   */
  private closestFunctionName(name: string): string | undefined {
    return closestName(name, this.scopes.names(), (n) => {
      const e = this.scopes.lookup(n);
      if (e?.k === 'func') return !e.f.implicitIn;
      return e?.k === 'var' && isPtr(e.v.type) && e.v.type.to.k === 'func';
    });
  }

  /**
   * gcc's suggestion for an undeclared identifier (any visible name) or an unknown type name (a
   * typedef name, then the keywords that start a type, in gcc's table order), as c-decl.cc's
   * lookup_name_fuzzy. (gcc also weighs the macros, which stay with the preprocessor here.)
   */
  protected closestDeclaredName(name: string, typeName: boolean): string | undefined {
    const candidates = typeName ? [...this.scopes.names(), ...TYPE_KEYWORDS] : this.scopes.names();
    return closestName(name, candidates, (n) => {
      if (typeName && TYPE_KEYWORDS.includes(n)) return true;
      const e = this.scopes.lookup(n);
      if (!e || (e.k === 'func' && e.f.implicitIn)) return false;
      return !typeName || e.k === 'typedef';
    });
  }
  /** `; did you mean ‘x’?` after an unknown name's error, when gcc has a suggestion. */
  protected didYouMean(name: string, typeName: boolean): string {
    const hint = this.closestDeclaredName(name, typeName);
    return hint ? `; did you mean ‘${hint}’?` : '';
  }

  protected note(pos: SourcePos, msg: string): void { if (!pos.file.startsWith('<built-in>')) this.sink.note(pos, msg); }
  /** A function's latest declaration, where gcc's previousNote points. */
  private readonly lastDeclared = new WeakMap<FuncSym, SourcePos>();
  /** gcc's note after a function's conflicting declaration or definition: where it was before (none into a built-in header, see note). */
  protected previousNote(f: FuncSym, name: string, implicit = false): void {
    this.note(f.def ? f.def.pos : this.lastDeclared.get(f) ?? f.pos, `previous ${f.def ? 'definition' : implicit ? 'implicit declaration' : 'declaration'} of ‘${name}’ with type ‘${typeName(f.type)}’`);
  }

  protected declareFunction(name: string, type: Extract<CType, { k: 'func' }>, pos: SourcePos, isStatic: boolean): FuncSym {
    const prev = this.scopes.file.get(name);
    const implicit = prev?.k === 'func' && prev.f.implicitIn !== undefined;
    if (prev?.k === 'func' && prev.f.implicitIn) {
      const f = prev.f;
      if (pos.file.startsWith('<built-in>')) {
        // The library's own prototype, after the user's implicit calls: the calls stay `int()`
        // (as compiled by gcc, they read the int the ABI returns) and the library keeps its function.
        if (!sameType(f.type, type)) { f.libraryReturn = type.ret; return f; }
      } else f.implicitIn = undefined;
    }
    if (prev?.k === 'func') {
      const f = prev.f;
      if (!sameType(f.type, type)) {
        this.error(pos, `conflicting types for ‘${name}’; have ‘${typeName(type)}’`);
        this.previousNote(f, name, implicit);
      } else if (f.type.oldStyle && !type.oldStyle) {
        f.type = type;
      }
      if (!f.def) this.lastDeclared.set(f, pos);
      if (this.scopes.depth > 0) this.declare(name, prev);
      return f;
    }
    if (prev) this.error(pos, `‘${name}’ redeclared as different kind of symbol`);
    const f: FuncSym = { name, type, pos, isStatic, id: this.funcs.length };
    this.funcs.push(f);
    this.scopes.file.set(name, { k: 'func', f });
    if (this.scopes.depth > 0) this.declare(name, { k: 'func', f });
    return f;
  }

  // ---------------------------------------------------------------- conversions
  /** To, from or between complex types (./parse-complex.ts). */
  protected abstract convertComplex(e: Expr, to: CType): Expr;

  rvalue(e: Expr): Expr {
    if (e.k === 'member' && e.field.bitWidth !== undefined && e.type.k === 'int') {
      const vt = bitFieldValueType(e.field);
      return vt === e.field.type && !e.type.const ? e : { ...e, type: unqual(vt) };
    }
    if (e.type.k === 'array') return { k: 'addr', e, type: ptrTo(e.type.of), pos: e.pos };
    if (e.type.k === 'func') return { k: 'addr', e, type: ptrTo(e.type), pos: e.pos };
    if (e.type.k === 'valist') return { k: 'addr', e, type: ptrTo(e.type), pos: e.pos };
    return e;
  }

  cast(e: Expr, to: CType): Expr {
    const from = e.type;
    if (from.k === 'error' || to.k === 'error') return { ...e, type: to.k === 'error' ? from : to } as Expr;
    if (sameType(unqual(from), unqual(to))) {
      return e.type === to ? e : ({ ...e, type: unqual(to) } as Expr);
    }
    if ((isComplex(from) || isComplex(to)) && to.k !== 'void') return this.convertComplex(e, to);
    if (e.k === 'num' && isInt(to)) {
      return { k: 'num', value: foldIntCast(e.value, to), type: unqual(to), pos: e.pos };
    }
    if (e.k === 'num' && isFloating(to)) {
      const v = Number(e.value);
      return { k: 'fnum', value: to.k === 'float' ? Math.fround(v) : v, type: unqual(to), pos: e.pos };
    }
    const folded = foldFloatToInt(e, to);
    if (folded) return folded;
    return { k: 'cast', e, type: unqual(to), pos: e.pos };
  }

  /** The `(` of each parenthesized expression: gcc's source range of `(e)` starts there. */
  protected readonly parenStart = new WeakMap<Expr, SourcePos>();
  /**
   * An expression's first token (the start of gcc's source range): the earliest place among its
   * nodes and their parentheses, the leftmost on a tie (a macro's tokens share the invocation's
   * place, and the token's own position carries its macro trace).
   */
  protected exprStart(root: Expr): SourcePos {
    let best = this.parenStart.get(root) ?? root.pos;
    const stack = exprChildren(root).reverse();
    for (let e = stack.pop(); e; e = stack.pop()) {
      const p = this.parenStart.get(e) ?? e.pos;
      if (p.file === best.file && (p.line < best.line || (p.line === best.line && p.col < best.col))) best = p;
      stack.push(...exprChildren(e).reverse());
    }
    return best;
  }

  protected isNullConst(e: Expr): boolean {
    if (e.k === 'num' && Number(e.value) === 0 && isInt(e.type)) return true;
    if (e.k === 'cast' && isPtr(e.type) && e.type.to.k === 'void') return this.isNullConst(e.e);
    return false;
  }

  /**
   * Assignment conversions (§6.5.16.1) with gcc's error wording for the impossible ones. `at`:
   * where gcc places a warning (the `=` of an assignment, else the value); `paramAt`: where the
   * passed parameter is declared (its note; a call through a pointer has none: the argument);
   * `field`: the bit-field stored to, whose width a constant must fit.
   */
  convertForAssign(e0: Expr, to: CType, ctx: AssignContext, argNo?: number, fname?: string, at?: SourcePos, paramAt?: SourcePos, field?: Field): Expr {
    const e = this.rvalue(e0);
    const from = e.type;
    if (from.k === 'error' || to.k === 'error') return this.cast(e, to);
    // The value's type as gcc names it: an rvalue's qualifiers are gone.
    const found = assignmentWarning(unqual(from), to, { ctx, argNo, callee: fname }, () => this.tryConst(e) === 0n);
    const warning = found?.endsWith('[-Wpointer-sign]') && !this.wall ? undefined : found;
    // gcc's -Woverflow of a constant is at the value's first token (convert_for_assignment's
    // expr_loc), as is every warning of an initializer (its init_loc).
    if (warning) {
      this.warning(at ?? (ctx === 'initialization' ? this.exprStart(e0) : e.pos), warning);
      if (ctx === 'passing') this.note(paramAt ?? e.pos, passingNote(unqual(from), to));
    } else if (isInt(to) && (from.k === 'double' || from.k === 'float')) {
      const literal = floatLiteral(e);
      const overflow = literal === undefined ? undefined : floatOverflowWarning(unqual(from), unqual(to), literal);
      if (overflow) this.warning(this.exprStart(e0), overflow);
    } else if (isInt(to) && !intRangeWithin(from, field?.bitWidth !== undefined ? bitFieldType(field) : to)) {
      const value = this.tryConst(e);
      const overflow = value === undefined ? undefined : overflowWarning(unqual(from), field?.bitWidth !== undefined ? bitFieldType(field) : unqual(to), value);
      if (overflow) this.warning(this.exprStart(e0), overflow);
    }
    const bad = (): Expr => {
      const msgs: Record<typeof ctx, string> = {
        assignment: `incompatible types when assigning to type ‘${typeName(to)}’ from type ‘${typeName(from)}’`,
        initialization: `incompatible types when initializing type ‘${typeName(to)}’ using type ‘${typeName(from)}’`,
        return: `incompatible types when returning type ‘${typeName(from)}’ but ‘${typeName(to)}’ was expected`,
        passing: `incompatible type for argument ${argNo} of ‘${fname ?? 'function'}’`,
      };
      this.error(e.pos, msgs[ctx]);
      return { ...e, type: T.error };
    };
    if (isArith(to) && isArith(from)) return this.cast(e, to);
    if ((isComplex(to) && (isArith(from) || isComplex(from))) || (isComplex(from) && isArith(to))) return this.cast(e, to);
    if (isRecord(to) || isRecord(from)) {
      if (isRecord(to) && isRecord(from) && to.def === from.def) return e;
      return bad();
    }
    if (isPtr(to)) {
      if (isPtr(from) || isInt(from)) return this.cast(e, to); // gcc 12 warns only (above)
      return bad();
    }
    if (isInt(to) && isPtr(from)) return { ...this.cast(e, to), implicit: true } as Expr;
    if (to.k === 'valist' && (from.k === 'valist' || isPtr(from))) return e;
    if (to.k === 'void') return bad();
    return bad();
  }

  // ---------------------------------------------------------------- constant folding
  tryConst(e: Expr): bigint | undefined {
    try { return this.evalConst(e); } catch (x) { if (x === NOT_CONSTANT || x instanceof Error) return undefined; throw x; }
  }
  constValue(e: Expr): bigint {
    const v = this.tryConst(e);
    if (v === undefined) { this.error(e.pos, 'expression in static assertion is not an integer constant expression'.replace('expression in static assertion is not', 'expression is not')); return 0n; }
    return v;
  }
  /**
   * Integer constant expressions (C99 6.6) folded on a heap stack (`evaluate`): a 30,000-term
   * sum or 10^5 nested parentheses in an enumerator or a case label are constants for gcc.
   * A floating operand (a cast to an integer, a comparison) is asked for as `{ float: e }`.
   */
  protected evalConst(root: Expr): bigint {
    return this.foldConst(root) as bigint;
  }
  protected evalFloatConst(root: Expr): number {
    return this.foldConst({ float: root }) as number;
  }
  private foldConst(root: ConstNode): bigint | number {
    const wrap = (v: bigint, t: CType): bigint => (isInt(t) ? BigInt(foldIntCast(v, t)) : v);
    const need = (node: ConstNode): Operand<ConstNode> => new Operand(node);
    return evaluate<ConstNode, bigint | number>(root, (node, got) => {
      if ('float' in node) {
        const e = node.float;
        switch (e.k) {
          case 'fnum': return e.value;
          case 'num': return Number(e.value);
          case 'cast':
            if (!got.length) return need(isFloating(e.e.type) ? { float: e.e } : e.e);
            return Number(got[0]);
          case 'unary':
            if (e.op !== '-') break;
            if (!got.length) return need({ float: e.e });
            return -(got[0] as number);
          case 'binary': {
            if (got.length < 2) return need({ float: got.length ? e.r : e.l });
            const a = got[0] as number, b = got[1] as number;
            switch (e.op) { case '+': return a + b; case '-': return a - b; case '*': return a * b; case '/': return a / b; }
          }
        }
        throw NOT_CONSTANT;
      }
      const e = node;
      const v = got as bigint[];
      switch (e.k) {
        case 'num': return BigInt(e.value);
        case 'fnum': return BigInt(Math.trunc(e.value));
        case 'cast': {
          const fromFloat = isFloating(e.e.type) && isInt(e.type);
          if (!got.length) return need(fromFloat ? { float: e.e } : e.e);
          return wrap(fromFloat ? BigInt(Math.trunc(got[0] as number)) : v[0], e.type);
        }
        case 'unary': {
          if (!got.length) return need(e.e);
          if (e.op === '-') return wrap(-v[0], e.type);
          if (e.op === '~') return wrap(~v[0], e.type);
          return v[0] === 0n ? 1n : 0n;
        }
        case 'binary': {
          if (isFloating(e.l.type)) {
            if (got.length < 2) return need({ float: got.length ? e.r : e.l });
            const a = got[0] as number, b = got[1] as number;
            switch (e.op) { case '<': return a < b ? 1n : 0n; case '>': return a > b ? 1n : 0n; case '<=': return a <= b ? 1n : 0n; case '>=': return a >= b ? 1n : 0n; case '==': return a === b ? 1n : 0n; case '!=': return a !== b ? 1n : 0n; }
            throw NOT_CONSTANT;
          }
          if (got.length < 2) return need(got.length ? e.r : e.l);
          const [a, b] = v;
          const t = e.l.type;
          const u = isUnsigned(t);
          const A = u ? BigInt.asUintN(intBits(t), a) : a, B = u ? BigInt.asUintN(intBits(t), b) : b;
          switch (e.op) {
            case '+': return wrap(A + B, e.type);
            case '-': return wrap(A - B, e.type);
            case '*': return wrap(A * B, e.type);
            case '/': if (B === 0n) throw NOT_CONSTANT; return wrap(A / B, e.type);
            case '%': if (B === 0n) throw NOT_CONSTANT; return wrap(A % B, e.type);
            case '&': return wrap(A & B, e.type);
            case '|': return wrap(A | B, e.type);
            case '^': return wrap(A ^ B, e.type);
            case '<<': return wrap(A << (b & BigInt(Math.max(intBits(e.type), 64) - 1)), e.type);
            case '>>': return wrap(A >> (b & BigInt(Math.max(intBits(e.type), 64) - 1)), e.type);
            case '<': return A < B ? 1n : 0n;
            case '>': return A > B ? 1n : 0n;
            case '<=': return A <= B ? 1n : 0n;
            case '>=': return A >= B ? 1n : 0n;
            case '==': return A === B ? 1n : 0n;
            case '!=': return A !== B ? 1n : 0n;
          }
          throw NOT_CONSTANT;
        }
        case 'logic': {
          if (!got.length) return need(e.l);
          if (got.length === 1 && (e.op === '&&' ? v[0] !== 0n : v[0] === 0n)) return need(e.r);
          return v[v.length - 1] !== 0n ? 1n : 0n;
        }
        case 'cond':
          if (!got.length) return need(e.c);
          if (got.length === 1) return need(v[0] !== 0n ? e.a : e.b);
          return v[1];
        case 'comma':
          if (!got.length) return need(e.r);
          return v[0];
        default: throw NOT_CONSTANT;
      }
    });
  }
}

/** A node of constant folding: an expression's integer value, or its floating one. */
type ConstNode = Expr | { float: Expr };

// ------------------------------------------------------------------ helpers

export function normalizeBig(v: bigint, t: CType): number | bigint {
  const n = Number(v);
  const bits = t.k === 'int' && (t.kind === 'int128' || t.kind === 'uint128') ? 128 : 64;
  return Number.isSafeInteger(n) ? n : isUnsigned(t) ? BigInt.asUintN(bits, v) : BigInt.asIntN(bits, v);
}

/** Value of an integer constant converted to an integer type (wrap-around as gcc does). */
/** A floating constant's value, or its negation's (`-1e10`): what gcc folds as a constant. */
const floatLiteral = (e: Expr): number | undefined => (e.k === 'fnum' ? e.value : e.k === 'unary' && e.op === '-' && e.e.k === 'fnum' ? -e.e.value : undefined);

/**
 * A floating constant (or its negation) converted to an integer type, folded as gcc folds it
 * (fold_convert_const_int_from_real): toward zero, saturated at the type's bounds, NaN to 0;
 * only a conversion at run time gives the processor's answer (0x80000000 for any overflow).
 */
export function foldFloatToInt(e: Expr, to: CType): Expr | undefined {
  if (!isInt(to)) return undefined;
  const value = floatLiteral(e);
  if (value === undefined) return undefined;
  if (to.kind === 'bool') return { k: 'num', value: value !== 0 ? 1 : 0, type: unqual(to), pos: e.pos };
  const bits = to.bits ?? sizeOf(to) * 8;
  const lo = isUnsigned(to) ? 0n : -(1n << BigInt(bits - 1)), hi = isUnsigned(to) ? (1n << BigInt(bits)) - 1n : (1n << BigInt(bits - 1)) - 1n;
  let v = Number.isNaN(value) ? 0n : value === Infinity ? hi : value === -Infinity ? lo : BigInt(Math.trunc(value));
  if (v < lo) v = lo;
  if (v > hi) v = hi;
  return { k: 'num', value: foldIntCast(v, to), type: unqual(to), pos: e.pos };
}

export function foldIntCast(value: number | bigint, to: CType): number | bigint {
  if (to.k !== 'int') return value;
  const big = typeof value === 'bigint' ? value : BigInt(Math.trunc(value));
  if (to.bits !== undefined) return normalizeBig(isUnsigned(to) ? BigInt.asUintN(to.bits, big) : BigInt.asIntN(to.bits, big), to);
  switch (to.kind) {
    case 'bool': return big !== 0n ? 1 : 0;
    case 'char': case 'schar': return Number(BigInt.asIntN(8, big));
    case 'uchar': return Number(BigInt.asUintN(8, big));
    case 'short': return Number(BigInt.asIntN(16, big));
    case 'ushort': return Number(BigInt.asUintN(16, big));
    case 'int': return Number(BigInt.asIntN(32, big));
    case 'uint': return Number(BigInt.asUintN(32, big));
    case 'long': case 'llong': return normalizeBig(BigInt.asIntN(64, big), to);
    case 'int128': return normalizeBig(BigInt.asIntN(128, big), to);
    case 'uint128': return normalizeBig(BigInt.asUintN(128, big), to);
    default: return normalizeBig(BigInt.asUintN(64, big), to);
  }
}

export function hasVla(t: CType): boolean {
  for (; t.k === 'array'; t = t.of) if (t.vla !== undefined) return true;
  return false;
}

export function hasConstMember(def: RecordDef): boolean {
  return def.fields.some((f) => f.type.const || (isRecord(f.type) && hasConstMember(f.type.def)));
}

export function markAddressTaken(e: Expr): void {
  if (e.k === 'var') { e.v.inMemory = true; e.v.addressTaken = true; }
  else if (e.k === 'member' && !e.arrow) markAddressTaken(e.e);
}

/** Finds a member, looking through anonymous struct/union members; returns the path of fields. */
export function findField(def: RecordDef, name: string): Field[] | undefined {
  for (const f of def.fields) {
    if (f.name === name) return [f];
    if (f.name === '' && isRecord(f.type)) {
      const sub = findField(f.type.def, name);
      if (sub) return [f, ...sub];
    }
  }
  return undefined;
}

/** Replaces the placeholder inside a declarator type (for `int (*p)[3]` and friends). */
export function substitute(t: CType, placeholder: CType, by: CType): CType {
  const path: CType[] = [];
  let u: CType | undefined = t;
  for (; u !== undefined && u !== placeholder; u = typeChild(u)) path.push(u);
  if (u === undefined) return t;
  let r = by;
  for (let k = path.length - 1; k >= 0; k--) r = withTypeChild(path[k], r);
  return r;
}

/** A member as declared: `packed` and `align` are its own attributes (and `_Alignas`). */
export interface RecordMember { name: string; type: CType; bits?: number; pos: SourcePos; packed?: boolean; align?: number }

/**
 * gcc's x86-64 struct/union layout, including bit-fields packed into their declared type's units.
 * Under `#pragma pack(n)` (pack > 0) no member is aligned more than n bytes, not even one with
 * its own `aligned` attribute, and a bit-field starts at the next free bit even where it
 * straddles its type's units (gcc's maximum_field_alignment). A `packed` member (or every member
 * of a `packed` record) is aligned to 1 unless its own `aligned` asks for more; the record's
 * `aligned` raises its alignment (and so its size).
 */
export function layoutRecord(def: RecordDef, members: RecordMember[], error: (p: SourcePos, m: string) => void, pack = 0, attrs: { packed?: boolean; align?: number } = {}): void {
  let offset = 0; // in bytes, for non-bit-field placement
  let bitPos = 0; // absolute bit position (for bit-fields)
  let align = 1;
  let size = 0;
  const fields: Field[] = [];
  for (const m0 of members) {
    const packed = m0.packed || attrs.packed;
    // A packed member lays out as under pack(1), its bit-fields straddling their units.
    const m = { ...m0, pack: packed ? 1 : pack };
    let a = packed ? 1 : alignOf(m.type);
    if (m.align) a = Math.max(a, m.align);
    if (pack) a = Math.min(a, pack);
    if (m.bits !== undefined) {
      if (!isInt(m.type)) { error(m.pos, `bit-field ‘${m.name}’ has invalid type`); continue; }
      const unitBits = sizeOf(m.type) * 8;
      if (unitBits > 64) { error(m.pos, `unsupported: bit-fields of type ‘${typeName(m.type)}’ are not implemented by mpisim`); continue; }
      if (m.bits > unitBits) { error(m.pos, `width of ‘${m.name}’ exceeds its type`); continue; }
      if (def.union) {
        if (m.name) fields.push({ name: m.name, type: m.type, offset: 0, bitWidth: m.bits, bitOffset: 0 });
        size = Math.max(size, Math.ceil(m.bits / 8));
        if (m.name) align = Math.max(align, a);
        continue;
      }
      if (m.bits === 0) { bitPos = alignTo(bitPos, unitBits); continue; } // its type's alignment even when packed, as gcc does
      // Start a new unit if the field would straddle an alignment unit of its type.
      if (m.align) bitPos = alignTo(bitPos, a * 8);
      if (!m.pack && Math.floor(bitPos / unitBits) !== Math.floor((bitPos + m.bits - 1) / unitBits)) bitPos = alignTo(bitPos, unitBits);
      // Packed: the field is read from the byte it starts in (a straddling one spans more bytes than its type).
      const unitStart = m.pack ? Math.floor(bitPos / 8) * 8 : Math.floor(bitPos / unitBits) * unitBits;
      const wide = bitPos - unitStart + m.bits > unitBits;
      if (wide && unitBits === 64) { error(m.pos, `unsupported: a packed 64-bit bit-field across 9 bytes is not implemented by mpisim`); continue; }
      if (m.name) fields.push({ name: m.name, type: m.type, offset: unitStart / 8, bitWidth: m.bits, bitOffset: bitPos - unitStart, ...(wide ? { wide } : {}) });
      bitPos += m.bits;
      if (m.name) align = Math.max(align, a);
      offset = Math.ceil(bitPos / 8);
      continue;
    }
    if (def.union) {
      fields.push({ name: m.name, type: m.type, offset: 0 });
      size = Math.max(size, sizeOf(m.type));
      align = Math.max(align, a);
      continue;
    }
    offset = alignTo(Math.max(offset, Math.ceil(bitPos / 8)), a);
    fields.push({ name: m.name, type: m.type, offset });
    offset += sizeOf(m.type);
    bitPos = offset * 8;
    align = Math.max(align, a);
  }
  def.fields = fields;
  def.align = Math.max(align, attrs.align ?? 0);
  def.size = alignTo(def.union ? size : Math.max(offset, Math.ceil(bitPos / 8)), def.align);
  def.complete = true;
}
