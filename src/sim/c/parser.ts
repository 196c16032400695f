/**
 * Recursive-descent parser for C99 (plus the gcc extensions MPI programs meet), typing each
 * expression as it is built, in the manner of chibicc. Errors are reported with gcc's wording
 * and positions; after an error the parser resynchronises at the next `;` or `}` so one run
 * reports several errors, as gcc does.
 */
import type { Token } from './token';
import { type SourcePos, DiagnosticSink } from './diagnostics';
import type { Expr, FuncDef, FuncSym, Initializer, InitItem, Program, Stmt, VarSym } from './ast';
import {
  T, type CType, type Field, type RecordDef, alignOf, vlaArrays, alignTo, commonType, decay, isArith, isComplete, isFloating, isInt,
  isPtr, isRecord, isScalar, isUnsigned, promote, ptrTo, sameType, sizeOf, typeName, unqual, withConst, intBits,
} from './types';
import { charConstValue, decodeEscapes, parseFloatConst, parseIntConst } from './constants';

const KEYWORDS = new Set([
  'auto', 'break', 'case', 'char', 'const', 'continue', 'default', 'do', 'double', 'else', 'enum', 'extern', 'float', 'for',
  'goto', 'if', 'inline', 'int', 'long', 'register', 'restrict', 'return', 'short', 'signed', 'sizeof', 'static', 'struct',
  'switch', 'typedef', 'union', 'unsigned', 'void', 'volatile', 'while', '_Bool', '_Complex', '_Imaginary', '_Alignas',
  '_Alignof', '_Atomic', '_Generic', '_Noreturn', '_Static_assert', '_Thread_local', '__attribute__', '__extension__',
  '__restrict', '__restrict__', '__inline', '__inline__', '__const', '__volatile__', '__asm__', 'asm', '__typeof__', 'typeof',
  '__signed__', '__alignof__', '__builtin_va_arg', '__builtin_offsetof', '__thread', '__builtin_va_list', '__func__',
  '__FUNCTION__', '__PRETTY_FUNCTION__', 'bool',
]);
// `bool` is only a keyword through <stdbool.h>'s macro in C17; treat the raw word as an identifier.
KEYWORDS.delete('bool');

type Scope = Map<string, ScopeEntry>;
type ScopeEntry =
  | { k: 'var'; v: VarSym }
  | { k: 'typedef'; t: CType }
  | { k: 'func'; f: FuncSym }
  | { k: 'enum'; value: number; type: CType };

interface TagEntry { rec?: RecordDef; enumType?: CType }

interface DeclSpec {
  type: CType;
  storage?: 'typedef' | 'static' | 'extern' | 'auto' | 'register';
  isInline: boolean;
  align?: number;
}

class SyntaxAbort extends Error {}
/** Thrown (without a stack trace, which is costly) when an expression is not constant. */
const NOT_CONSTANT = { notConstant: true };

/** mpisim's own C library files (the libc and MPI preludes). */
const LIBRARY_PRELUDE_PREFIX = '<built-in>/mpisim-';

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
};

export function parse(tokens: Token[], file: string, sink: DiagnosticSink): Program {
  return new Parser(tokens, file, sink).program();
}

export function parseExpressionIn(tokens: Token[], sink: DiagnosticSink, prog: Program, locals: VarSym[], fn?: FuncDef): Expr | undefined {
  return new Parser(tokens, prog.file, sink).expressionIn(prog, locals, fn);
}

class Parser {
  private i = 0;
  private scopes: Scope[] = [new Map()];
  private tags: Map<string, TagEntry>[] = [new Map()];
  private globals: VarSym[] = [];
  private funcs: FuncSym[] = [];
  private defs: FuncDef[] = [];
  private strings: VarSym[] = [];
  private nextId = 1;
  private nextRecordId = 1;
  private fn: FuncDef | undefined;
  private fnLocals: VarSym[] = [];
  private breakDepth = 0;
  private continueDepth = 0;
  private switches: Extract<Stmt, { k: 'switch' }>[] = [];
  private labels = new Map<string, SourcePos>();
  private gotos: { label: string; pos: SourcePos }[] = [];
  private reportedUndeclared = new Set<string>();
  private stmtCounter = 0;
  /** Parameter symbols made while reading prototypes, reused by the function definition. */
  private lastParamSyms = new Map<string, VarSym>();

  constructor(private toks: Token[], private file: string, private sink: DiagnosticSink) {}

  // ---------------------------------------------------------------- token helpers
  private get tok(): Token { return this.toks[this.i]; }
  private atEof(): boolean { return this.toks[this.i].kind === 'eof'; }
  private peek(k = 1): Token { return this.toks[Math.min(this.i + k, this.toks.length - 1)]; }
  private next(): Token { const t = this.toks[this.i]; if (t.kind !== 'eof') this.i++; return t; }
  private is(text: string): boolean { const t = this.tok; return (t.kind === 'punct' || t.kind === 'ident') && t.text === text; }
  private accept(text: string): boolean { if (this.is(text)) { this.i++; return true; } return false; }
  private prevEnd(): SourcePos {
    const p = this.toks[Math.max(0, this.i - 1)];
    return { file: p.pos.file, line: p.pos.line, col: p.pos.col + p.text.length };
  }
  private describe(t: Token): string {
    if (t.kind === 'eof') return 'end of input';
    if (t.kind === 'number') return 'numeric constant';
    if (t.kind === 'string') return 'string constant';
    if (t.kind === 'char') return 'character constant';
    return `‘${t.text}’ token`;
  }
  /** gcc reports a missing `;`, `)` or `]` just after the previous token. */
  private expect(text: string): void {
    if (this.accept(text)) return;
    const t = this.tok;
    const missingAfterPrev = text === ';' || text === ')' || text === ']';
    const pos = missingAfterPrev && this.i > 0 && t.pos.line !== this.toks[this.i - 1].pos.line ? this.prevEnd() : t.pos;
    this.fail(pos, `expected ‘${text}’ before ${this.describe(t)}`);
  }
  private fail(pos: SourcePos, msg: string): never {
    this.sink.error(pos, msg);
    throw new SyntaxAbort(msg);
  }
  private error(pos: SourcePos, msg: string): void { this.sink.error(pos, msg); }
  private isKeyword(t: Token): boolean { return t.kind === 'ident' && KEYWORDS.has(t.text); }
  private identName(): Token {
    const t = this.tok;
    if (t.kind !== 'ident' || this.isKeyword(t)) this.fail(t.pos, `expected identifier before ${this.describe(t)}`);
    return this.next();
  }

  // ---------------------------------------------------------------- scopes
  private pushScope(): void { this.scopes.push(new Map()); this.tags.push(new Map()); }
  private popScope(): void { this.scopes.pop(); this.tags.pop(); }
  private lookup(name: string): ScopeEntry | undefined {
    for (let s = this.scopes.length - 1; s >= 0; s--) { const e = this.scopes[s].get(name); if (e) return e; }
    return undefined;
  }
  private lookupTag(name: string): TagEntry | undefined {
    for (let s = this.tags.length - 1; s >= 0; s--) { const e = this.tags[s].get(name); if (e) return e; }
    return undefined;
  }
  private declare(name: string, e: ScopeEntry): void { this.scopes[this.scopes.length - 1].set(name, e); }
  private isTypedefName(t: Token): boolean {
    if (t.kind !== 'ident' || this.isKeyword(t)) return false;
    return this.lookup(t.text)?.k === 'typedef';
  }
  private isTypeStart(t: Token = this.tok): boolean {
    if (t.kind !== 'ident') return false;
    if (this.isKeyword(t)) {
      return /^(void|char|short|int|long|float|double|signed|unsigned|_Bool|_Complex|struct|union|enum|const|volatile|restrict|__restrict|__restrict__|typedef|static|extern|auto|register|inline|__inline|__inline__|_Noreturn|_Alignas|_Atomic|__attribute__|__extension__|__const|__volatile__|__typeof__|typeof|__signed__|_Thread_local|__thread|__builtin_va_list)$/.test(t.text);
    }
    return this.isTypedefName(t);
  }

  // ---------------------------------------------------------------- program
  program(): Program {
    while (this.tok.kind !== 'eof') {
      const start = this.i;
      try {
        this.externalDeclaration();
      } catch (e) {
        if (!(e instanceof SyntaxAbort)) throw e;
        this.recoverTopLevel();
      }
      if (this.i === start) this.next();
    }
    for (const f of this.funcs) {
      if (!f.def && f.isStatic && f.type) {
        // gcc warns (`used but never defined`); calling it fails at link time below.
      }
    }
    return { globals: this.globals, funcs: this.funcs, defs: this.defs, strings: this.strings, file: this.file, scope: this.scopes[0], tags: this.tags[0] };
  }

  /** One expression in a given scope (the debugger's evaluate): file scope plus visible locals. */
  expressionIn(prog: Program, locals: VarSym[], fn?: FuncDef): Expr | undefined {
    this.scopes = [prog.scope as Scope, new Map(locals.map((v) => [v.name, { k: 'var', v } as ScopeEntry]))];
    this.tags = [prog.tags as Map<string, TagEntry>, new Map()];
    this.fn = fn;
    this.strings = prog.strings;
    try {
      const e = this.expression();
      if (this.tok.kind !== 'eof') this.fail(this.tok.pos, `unexpected ${this.describe(this.tok)} after the expression`);
      return e;
    } catch (e) {
      if (e instanceof SyntaxAbort) return undefined;
      throw e;
    }
  }

  private recoverTopLevel(): void {
    let depth = 0;
    while (this.tok.kind !== 'eof') {
      const t = this.next();
      if (t.text === '{' && t.kind === 'punct') depth++;
      else if (t.text === '}' && t.kind === 'punct') { depth--; if (depth <= 0) { if (this.is(';')) this.next(); return; } }
      else if (t.text === ';' && t.kind === 'punct' && depth === 0) return;
    }
  }

  private externalDeclaration(): void {
    if (this.accept(';')) return;
    if (this.is('_Static_assert')) { this.staticAssert(); return; }
    if (this.is('__asm__') || this.is('asm')) { this.skipParens(); this.accept(';'); return; }
    const startTok = this.tok;
    const spec = this.declSpec(true);
    if (this.accept(';')) return; // struct declaration alone
    let first = true;
    for (;;) {
      const d = this.declarator(spec.type);
      this.skipAttributes();
      if (!d.name) this.fail(this.tok.pos, `expected identifier or ‘(’ before ${this.describe(this.tok)}`);
      if (d.type.k === 'func' && first && this.is('{')) {
        if (spec.storage === 'typedef') this.fail(this.tok.pos, 'expected ‘;’ before ‘{’ token');
        this.functionDefinition(d.name, d.type, d.paramNames ?? [], d.pos, spec, d.paramPos ?? []);
        return;
      }
      if (d.type.k === 'func' && first && this.isTypeStart()) {
        // K&R definition: parameter declarations between ) and {.
        const names = d.paramNames ?? [];
        const types = new Map<string, CType>();
        while (this.isTypeStart()) {
          const ps = this.declSpec(false);
          do { const pd = this.declarator(ps.type); if (pd.name) types.set(pd.name, pd.type); } while (this.accept(','));
          this.expect(';');
        }
        const params = names.map((n) => decay(types.get(n) ?? T.int));
        const ft: Extract<CType, { k: 'func' }> = { k: 'func', ret: d.type.ret, params, paramNames: names, variadic: false, oldStyle: true };
        if (!this.is('{')) this.fail(this.tok.pos, `expected ‘{’ before ${this.describe(this.tok)}`);
        this.functionDefinition(d.name, ft, names, d.pos, spec, d.paramPos ?? []);
        return;
      }
      first = false;
      this.globalDeclarator(d.name, d.type, d.pos, spec);
      if (this.accept(',')) continue;
      break;
    }
    void startTok;
    this.expect(';');
  }

  private staticAssert(): void {
    const pos = this.next().pos;
    this.expect('(');
    const e = this.conditional();
    let msg = '';
    if (this.accept(',')) msg = this.stringLiteralBytes();
    this.expect(')');
    this.expect(';');
    const v = this.constValue(e);
    if (v === 0n) this.error(pos, `static assertion failed: "${msg.replace(/\0$/, '')}"`);
  }

  private globalDeclarator(name: string, type: CType, pos: SourcePos, spec: DeclSpec): void {
    if (spec.storage === 'typedef') { this.declare(name, { k: 'typedef', t: type }); return; }
    if (type.k === 'func') { this.declareFunction(name, type, pos, spec.storage === 'static'); return; }
    const prev = this.scopes[0].get(name);
    let v: VarSym;
    if (prev?.k === 'var') {
      v = prev.v;
      if (!sameType(unqual(v.type), unqual(type)) && !(v.type.k === 'array' && type.k === 'array' && sameType(v.type.of, type.of))) {
        this.error(pos, `conflicting types for ‘${name}’; have ‘${typeName(type)}’`);
      }
      if (v.type.k === 'array' && v.type.len === undefined && type.k === 'array' && type.len !== undefined) v.type = type;
    } else {
      if (prev) this.error(pos, `‘${name}’ redeclared as different kind of symbol`);
      v = { name, type, storage: spec.storage === 'extern' ? 'extern' : 'global', id: this.nextId++, pos, inMemory: true, isStatic: spec.storage === 'static' };
      this.declare(name, { k: 'var', v });
      this.globals.push(v);
    }
    if (spec.storage !== 'extern') { v.storage = 'global'; }
    if (this.accept('=')) {
      if (v.defined && v.init) this.error(pos, `redefinition of ‘${name}’`);
      v.init = this.initializer(v, true);
      v.storage = 'global';
      v.defined = true;
      v.defPos = pos;
    } else if (spec.storage !== 'extern') {
      v.defined = true; // tentative definition
      v.defPos ??= pos;
    }
  }

  private declareFunction(name: string, type: Extract<CType, { k: 'func' }>, pos: SourcePos, isStatic: boolean): FuncSym {
    const prev = this.scopes[0].get(name);
    if (prev?.k === 'func') {
      const f = prev.f;
      if (!sameType(f.type, type)) {
        this.error(pos, `conflicting types for ‘${name}’; have ‘${typeName(type)}’`);
      } else if (f.type.oldStyle && !type.oldStyle) {
        f.type = type;
      }
      if (this.scopes.length > 1) this.declare(name, prev);
      return f;
    }
    if (prev) this.error(pos, `‘${name}’ redeclared as different kind of symbol`);
    const f: FuncSym = { name, type, pos, isStatic, id: this.funcs.length };
    this.funcs.push(f);
    this.scopes[0].set(name, { k: 'func', f });
    if (this.scopes.length > 1) this.declare(name, { k: 'func', f });
    return f;
  }

  private functionDefinition(name: string, type: Extract<CType, { k: 'func' }>, paramNames: string[], pos: SourcePos, spec: DeclSpec, paramPos: SourcePos[]): void {
    const sym = this.declareFunction(name, type, pos, spec.storage === 'static');
    if (sym.def && pos.file.startsWith(LIBRARY_PRELUDE_PREFIX)) {
      // The user's own definition replaces the C library's, as at link time.
      let depth = 0;
      do { const t = this.next(); if (t.text === '{') depth++; else if (t.text === '}') depth--; } while (depth > 0 && this.tok.kind !== 'eof');
      return;
    }
    if (sym.def) this.error(pos, `redefinition of ‘${name}’`);
    const def: FuncDef = {
      sym, params: [], locals: [], body: undefined as never, pos, end: pos, usesVarargs: false, hasVla: false, statics: [], vlaTypes: [],
    };
    sym.def = def;
    sym.type = type;
    this.fn = def;
    this.fnLocals = def.locals;
    this.labels = new Map();
    this.gotos = [];
    this.reportedUndeclared = new Set();
    this.pushScope();
    type.params.forEach((pt, k) => {
      const pname = paramNames[k];
      if (pt.k === 'void') return;
      const pp = paramPos[k] ?? pos;
      const v: VarSym = this.lastParamSyms.get(`${pname}@${pp.line}:${pp.col}`) ?? { name: pname ?? '', type: pt, storage: 'param', id: this.nextId++, pos: pp, inMemory: isRecord(pt) };
      v.type = pt;
      if (!pname) { this.error(pos, 'parameter name omitted'); }
      def.params.push(v);
      def.vlaTypes.push(...vlaArrays(pt));
      if (pname) this.declare(pname, { k: 'var', v });
    });
    // __func__ is an implicit static char array (§6.4.2.2).
    const body = this.compoundStatement(true);
    def.body = body;
    def.end = body.end;
    this.popScope();
    for (const g of this.gotos) if (!this.labels.has(g.label)) this.error(g.pos, `label ‘${g.label}’ used but not defined`);
    this.defs.push(def);
    this.fn = undefined;
  }

  // ---------------------------------------------------------------- declaration specifiers
  private skipParens(): void {
    this.next();
    if (!this.is('(')) return;
    let depth = 0;
    do {
      const t = this.next();
      if (t.text === '(' && t.kind === 'punct') depth++;
      else if (t.text === ')' && t.kind === 'punct') depth--;
      if (t.kind === 'eof') return;
    } while (depth > 0);
  }
  private skipAttributes(): void {
    for (;;) {
      if (this.is('__attribute__')) { this.skipParens(); continue; }
      if (this.is('__asm__') || this.is('asm')) { this.skipParens(); continue; }
      if (this.is('__extension__')) { this.next(); continue; }
      return;
    }
  }

  private declSpec(allowStorage: boolean): DeclSpec {
    let storage: DeclSpec['storage'];
    let isConst = false;
    let isInline = false;
    let base: CType | undefined;
    let signed: 'signed' | 'unsigned' | undefined;
    let shorts = 0, longs = 0, ints = 0, chars = 0, doubles = 0, floats = 0, voids = 0, bools = 0;
    let align: number | undefined;
    const startPos = this.tok.pos;
    let sawAny = false;
    for (;;) {
      const t = this.tok;
      if (t.kind !== 'ident') break;
      const w = t.text;
      if (w === 'typedef' || w === 'static' || w === 'extern' || w === 'auto' || w === 'register' || w === '_Thread_local' || w === '__thread') {
        if (!allowStorage && w !== 'register') this.error(t.pos, `storage class specified for parameter`);
        if (w !== '_Thread_local' && w !== '__thread') {
          if (storage && storage !== w) this.error(t.pos, 'multiple storage classes in declaration specifiers');
          storage = w;
        }
        this.next(); sawAny = true; continue;
      }
      if (w === 'const' || w === '__const') { isConst = true; this.next(); sawAny = true; continue; }
      if (/^(volatile|__volatile__|restrict|__restrict|__restrict__|_Atomic|__extension__)$/.test(w)) { this.next(); sawAny = true; continue; }
      if (/^(inline|__inline|__inline__|_Noreturn)$/.test(w)) { isInline = true; this.next(); sawAny = true; continue; }
      if (w === '__attribute__') { this.skipParens(); continue; }
      if (w === '_Alignas') {
        this.next(); this.expect('(');
        if (this.isTypeStart()) align = alignOf(this.typeName());
        else align = Number(this.constValue(this.conditional()));
        this.expect(')');
        continue;
      }
      if (w === 'struct' || w === 'union') {
        if (base || ints || chars || doubles) break;
        base = this.recordSpec(); sawAny = true; continue;
      }
      if (w === 'enum') { if (base) break; base = this.enumSpec(); sawAny = true; continue; }
      if (w === '__typeof__' || w === 'typeof') {
        this.next(); this.expect('(');
        base = this.isTypeStart() ? this.typeName() : this.expression().type;
        this.expect(')'); sawAny = true; continue;
      }
      if (w === '__builtin_va_list') { this.next(); base = T.valist; sawAny = true; continue; }
      if (w === 'void') { voids++; this.next(); sawAny = true; continue; }
      if (w === '_Bool') { bools++; this.next(); sawAny = true; continue; }
      if (w === 'char') { chars++; this.next(); sawAny = true; continue; }
      if (w === 'short') { shorts++; this.next(); sawAny = true; continue; }
      if (w === 'int') { ints++; this.next(); sawAny = true; continue; }
      if (w === 'long') { longs++; this.next(); sawAny = true; continue; }
      if (w === 'float') { floats++; this.next(); sawAny = true; continue; }
      if (w === 'double') { doubles++; this.next(); sawAny = true; continue; }
      if (w === 'signed' || w === '__signed__') { signed = 'signed'; this.next(); sawAny = true; continue; }
      if (w === 'unsigned') { signed = 'unsigned'; this.next(); sawAny = true; continue; }
      if (w === '_Complex' || w === '_Imaginary') this.fail(t.pos, `unsupported: ${w} types are not implemented by mpisim`);
      if (!base && !voids && !bools && !chars && !shorts && !ints && !longs && !floats && !doubles && !signed && this.isTypedefName(t)) {
        const e = this.lookup(w) as { k: 'typedef'; t: CType };
        // Integer typedefs keep their name (MPI handles are int typedefs the debugger decodes).
        base = e.t.k === 'int' ? { ...e.t, typedefName: w } : e.t;
        this.next(); sawAny = true; continue;
      }
      break;
    }
    let type: CType;
    if (base) type = base;
    else if (voids) type = T.void;
    else if (bools) type = T.bool;
    else if (chars) type = signed === 'unsigned' ? T.uchar : signed === 'signed' ? T.schar : T.char;
    else if (shorts) type = signed === 'unsigned' ? T.ushort : T.short;
    else if (floats) type = T.float;
    else if (doubles) type = longs ? T.ldouble : T.double;
    else if (longs >= 2) type = signed === 'unsigned' ? T.ullong : T.llong;
    else if (longs === 1) type = signed === 'unsigned' ? T.ulong : T.long;
    else if (ints || signed) type = signed === 'unsigned' ? T.uint : T.int;
    else {
      if (!sawAny || this.tok.kind === 'ident') {
        const t = this.tok;
        if (t.kind === 'ident' && !this.isKeyword(t) && (this.peek().kind === 'ident' || this.peek().text === '*')) {
          this.next();
          this.fail(t.pos, `unknown type name ‘${t.text}’`);
        }
      }
      if (!sawAny) this.fail(startPos, `expected declaration specifiers before ${this.describe(this.tok)}`);
      type = T.int; // implicit int (gcc warns)
    }
    if (isConst) type = withConst(type);
    return { type, storage, isInline, align };
  }

  private recordSpec(): CType {
    const kw = this.next();
    const union = kw.text === 'union';
    this.skipAttributes();
    let tag: string | undefined;
    let tagPos = kw.pos;
    if (this.tok.kind === 'ident' && !this.isKeyword(this.tok)) { tagPos = this.tok.pos; tag = this.next().text; }
    if (!this.is('{')) {
      if (!tag) this.fail(this.tok.pos, `expected ‘{’ before ${this.describe(this.tok)}`);
      const e = this.lookupTag(tag);
      if (e?.rec) {
        if (e.rec.union !== union) this.error(tagPos, `‘${tag}’ defined as wrong kind of tag`);
        return { k: 'record', def: e.rec };
      }
      const def: RecordDef = { tag, union, complete: false, fields: [], size: 0, align: 1, id: this.nextRecordId++ };
      // A forward reference `struct s;` or use declares the tag in the current scope.
      this.tags[this.tags.length - 1].set(tag, { rec: def });
      return { k: 'record', def };
    }
    let def: RecordDef;
    const here = tag ? this.tags[this.tags.length - 1].get(tag) : undefined;
    if (here?.rec && !here.rec.complete) def = here.rec;
    else {
      if (here?.rec?.complete) this.error(tagPos, `redefinition of ‘${union ? 'union' : 'struct'} ${tag}’`);
      def = { tag, union, complete: false, fields: [], size: 0, align: 1, id: this.nextRecordId++ };
      if (tag) this.tags[this.tags.length - 1].set(tag, { rec: def });
    }
    this.next(); // {
    const members: { name: string; type: CType; bits?: number; pos: SourcePos }[] = [];
    while (!this.is('}') && this.tok.kind !== 'eof') {
      try {
        this.memberDeclaration(members);
      } catch (e) {
        if (!(e instanceof SyntaxAbort)) throw e;
        // Like gcc, drop the bad member and keep the struct: later uses stay quiet.
        while (!this.is(';') && !this.is('}') && !this.atEof()) this.next();
        this.accept(';');
      }
    }
    this.expect('}');
    this.skipAttributes();
    layoutRecord(def, members, (p, m) => this.error(p, m));
    return { k: 'record', def };
  }

  private memberDeclaration(members: { name: string; type: CType; bits?: number; pos: SourcePos }[]): void {
    {
      if (this.is('_Static_assert')) { this.staticAssert(); return; }
      const spec = this.declSpec(false);
      if (this.accept(';')) {
        if (isRecord(spec.type)) members.push({ name: '', type: spec.type, pos: this.tok.pos }); // anonymous struct/union
        return;
      }
      do {
        let name = '';
        let type = spec.type;
        let pos = this.tok.pos;
        if (!this.is(':')) { const d = this.declarator(spec.type); name = d.name ?? ''; type = d.type; pos = d.pos; }
        let bits: number | undefined;
        if (this.accept(':')) bits = Number(this.constValue(this.conditional()));
        this.skipAttributes();
        if (type.k === 'func') this.error(pos, `field ‘${name}’ declared as a function`);
        else if (!isComplete(type) && !(type.k === 'array' && type.len === undefined)) this.error(pos, `field ‘${name}’ has incomplete type`);
        members.push({ name, type, bits, pos });
      } while (this.accept(','));
      this.expect(';');
    }
  }

  private enumSpec(): CType {
    const kw = this.next();
    this.skipAttributes();
    let tag: string | undefined;
    if (this.tok.kind === 'ident' && !this.isKeyword(this.tok)) tag = this.next().text;
    if (!this.is('{')) {
      if (!tag) this.fail(this.tok.pos, `expected ‘{’ before ${this.describe(this.tok)}`);
      const e = this.lookupTag(tag);
      if (e?.enumType) return e.enumType;
      // gcc accepts a forward reference to an enum as an incomplete type; treat as unsigned int.
      return { k: 'int', kind: 'uint', enumTag: tag };
    }
    this.next();
    const consts: { name: string; value: number; pos: SourcePos }[] = [];
    let value = 0n;
    let anyNegative = false;
    while (!this.is('}') && this.tok.kind !== 'eof') {
      const nt = this.identName();
      if (this.accept('=')) value = this.constValue(this.conditional());
      if (value < 0n) anyNegative = true;
      consts.push({ name: nt.text, value: Number(value), pos: nt.pos });
      this.declare(nt.text, { k: 'enum', value: Number(BigInt.asIntN(32, value)), type: T.int });
      value++;
      if (!this.accept(',')) break;
    }
    this.expect('}');
    this.skipAttributes();
    void kw;
    // gcc: an enum with no negative enumerators is compatible with unsigned int.
    const type: CType = { k: 'int', kind: anyNegative ? 'int' : 'uint', enumTag: tag ?? '' };
    if (tag) this.tags[this.tags.length - 1].set(tag, { enumType: type });
    return type;
  }

  // ---------------------------------------------------------------- declarators
  private declarator(base: CType, allowAbstract = false): { name?: string; type: CType; pos: SourcePos; paramNames?: string[]; paramPos?: SourcePos[] } {
    let type = base;
    this.skipAttributes();
    while (this.accept('*')) {
      type = ptrTo(type);
      for (;;) {
        if (this.is('const') || this.is('__const')) { this.next(); type = withConst(type); continue; }
        if (/^(volatile|__volatile__|restrict|__restrict|__restrict__|_Atomic)$/.test(this.tok.text) && this.tok.kind === 'ident') { this.next(); continue; }
        if (this.is('__attribute__')) { this.skipParens(); continue; }
        break;
      }
    }
    this.skipAttributes();
    if (this.is('(') && !(allowAbstract && (this.isTypeStart(this.peek()) || this.peek().text === ')'))) {
      // Parenthesised declarator: parse the inner part against a placeholder, then splice.
      const save = this.i;
      this.next();
      const placeholder: CType = { k: 'void' };
      const inner = this.declarator(placeholder, allowAbstract);
      this.expect(')');
      const outer = this.typeSuffix(type);
      const spliced = substitute(inner.type, placeholder, outer.type);
      void save;
      return { name: inner.name, type: spliced, pos: inner.pos, paramNames: inner.paramNames ?? outer.paramNames, paramPos: inner.paramPos ?? outer.paramPos };
    }
    let name: string | undefined;
    let pos = this.tok.pos;
    if (this.tok.kind === 'ident' && !this.isKeyword(this.tok)) { const t = this.next(); name = t.text; pos = t.pos; }
    else if (!allowAbstract && !this.is('(') && !this.is('[')) {
      // Leave the error to the caller for better wording.
    }
    const suf = this.typeSuffix(type);
    return { name, type: suf.type, pos, paramNames: suf.paramNames, paramPos: suf.paramPos };
  }

  private typeSuffix(type: CType): { type: CType; paramNames?: string[]; paramPos?: SourcePos[] } {
    if (this.is('(')) {
      this.next();
      return this.funcParams(type);
    }
    if (this.is('[')) {
      const lb = this.next();
      while (/^(static|const|volatile|restrict|__restrict)$/.test(this.tok.text) && this.tok.kind === 'ident') this.next();
      let len: number | undefined;
      let vla: Expr | undefined;
      if (this.is('*') && this.peek().text === ']') { this.next(); }
      else if (!this.is(']')) {
        const e = this.assignment();
        const c = this.tryConst(e);
        if (c === undefined) {
          if (!isInt(e.type)) this.error(lb.pos, 'size of array has non-integer type');
          vla = this.cast(e, T.long);
        } else {
          if (c < 0n) this.error(e.pos, `size of array is negative`);
          len = Number(c);
        }
      }
      this.expect(']');
      const rest = this.typeSuffix(type);
      if (rest.type.k === 'func') this.error(lb.pos, 'declaration of array of functions');
      const arr: CType = { k: 'array', of: rest.type, len, vla };
      return { type: arr };
    }
    return { type };
  }

  private funcParams(ret: CType): { type: CType; paramNames: string[]; paramPos: SourcePos[] } {
    if (ret.k === 'func') this.error(this.tok.pos, 'function returning a function');
    if (ret.k === 'array') this.error(this.tok.pos, 'function returning an array');
    const params: CType[] = [];
    const names: string[] = [];
    const poses: SourcePos[] = [];
    if (this.is('void') && this.peek().text === ')') { this.next(); this.next(); return { type: { k: 'func', ret, params, variadic: false, oldStyle: false }, paramNames: names, paramPos: poses }; }
    if (this.accept(')')) return { type: { k: 'func', ret, params, variadic: false, oldStyle: true }, paramNames: names, paramPos: poses };
    // K&R identifier list
    if (this.tok.kind === 'ident' && !this.isTypeStart() && !this.isKeyword(this.tok) && (this.peek().text === ',' || this.peek().text === ')')) {
      do { const t = this.identName(); names.push(t.text); poses.push(t.pos); params.push(T.int); } while (this.accept(','));
      this.expect(')');
      return { type: { k: 'func', ret, params, paramNames: names, variadic: false, oldStyle: true }, paramNames: names, paramPos: poses };
    }
    let variadic = false;
    this.pushScope(); // prototype scope: tags declared in parameters stay local
    try {
      for (;;) {
        if (this.accept('...')) { variadic = true; break; }
        if (!this.isTypeStart()) {
          const t = this.tok;
          if (t.kind === 'ident' && !this.isKeyword(t)) this.fail(t.pos, `unknown type name ‘${t.text}’`);
          this.fail(t.pos, `expected declaration specifiers or ‘...’ before ${this.describe(t)}`);
        }
        const spec = this.declSpec(false);
        const d = this.declarator(spec.type, true);
        let pt = d.type;
        // §6.7.5.3: array and function parameters adjust to pointers.
        if (pt.k === 'array') pt = ptrTo(pt.of);
        else if (pt.k === 'func') pt = ptrTo(pt);
        else if (pt.k === 'valist') pt = ptrTo(T.valist); // va_list is an array type in the x86-64 ABI
        params.push(pt);
        names.push(d.name ?? '');
        poses.push(d.pos);
        if (d.name) {
          // Later parameters may use earlier ones (`int n, double a[n][n]`): the same symbol
          // becomes the function's parameter if this declarator starts a definition.
          const v: VarSym = { name: d.name, type: pt, storage: 'param', id: this.nextId++, pos: d.pos, inMemory: isRecord(pt) };
          this.declare(d.name, { k: 'var', v });
          this.lastParamSyms.set(`${d.name}@${d.pos.line}:${d.pos.col}`, v);
        }
        if (!this.accept(',')) break;
      }
    } finally {
      this.popScope();
    }
    this.expect(')');
    return { type: { k: 'func', ret, params, paramNames: names, variadic, oldStyle: false }, paramNames: names, paramPos: poses };
  }

  private typeName(): CType {
    const spec = this.declSpec(false);
    return this.declarator(spec.type, true).type;
  }

  // ---------------------------------------------------------------- initializers
  private initializer(v: VarSym, isStatic: boolean): Initializer {
    const items: InitItem[] = [];
    const zero = this.is('{') || isRecord(v.type) || v.type.k === 'array';
    if (v.type.k === 'array' && v.type.len === undefined && !v.type.vla) {
      // Unsized array: the initializer decides the length.
      const len = this.initArray(v.type, 0, items, true);
      v.type = { ...v.type, len };
    } else {
      if (v.type.k === 'array' && v.type.vla) this.error(this.tok.pos, 'variable-sized object may not be initialized');
      this.initAny(v.type, 0, items, true);
    }
    void isStatic;
    return { items, zero };
  }

  private initAny(type: CType, offset: number, items: InitItem[], top: boolean): void {
    if (type.k === 'array') { this.initArray(type, offset, items, top); return; }
    if (isRecord(type)) { this.initRecord(type, offset, items, top); return; }
    if (this.is('{')) {
      // Scalar in braces: `int x = {3};`
      this.next();
      if (this.is('}')) { this.next(); items.push({ offset, type, e: this.zeroOf(type) }); return; }
      this.initAny(type, offset, items, false);
      this.accept(',');
      while (!this.is('}') && this.tok.kind !== 'eof') { this.assignment(); this.accept(','); } // excess elements (gcc warns)
      this.expect('}');
      return;
    }
    const e = this.assignment();
    items.push({ offset, type, e: this.convertForAssign(e, type, 'initialization') });
  }

  private zeroOf(type: CType): Expr {
    return this.cast({ k: 'num', value: 0, type: T.int, pos: this.tok.pos }, type);
  }

  /** Returns the number of elements initialised (for unsized arrays). */
  private initArray(type: Extract<CType, { k: 'array' }>, offset: number, items: InitItem[], top: boolean): number {
    const elem = type.of;
    const esize = sizeOf(elem);
    // char s[] = "..." (optionally in braces)
    const strFirst = this.tok.kind === 'string' || (this.is('{') && this.peek().kind === 'string');
    if (isInt(elem) && esize === 1 && strFirst) {
      const braced = this.accept('{');
      const bytes = this.stringLiteralBytes();
      if (braced) { this.accept(','); this.expect('}'); }
      const n = type.len === undefined ? bytes.length : Math.min(bytes.length, type.len);
      if (type.len !== undefined && bytes.length - 1 > type.len) this.error(this.tok.pos, 'initializer-string for array of ‘char’ is too long');
      items.push({ offset, type, bytes: bytes.slice(0, n) });
      return bytes.length;
    }
    if (!this.is('{')) {
      if (top) { this.fail(this.tok.pos, 'invalid initializer'); }
      // Brace elision: consume as many elements as the array holds from the enclosing list.
      let idx = 0;
      const len = type.len ?? Infinity;
      while (idx < len && !this.is('}') && this.tok.kind !== 'eof') {
        if (this.is('.') || this.is('[')) break;
        this.initAny(elem, offset + idx * esize, items, false);
        idx++;
        if (idx < len && this.is(',') && !this.peek().text.match(/^[}.[]$/)) this.next();
        else break;
      }
      return idx;
    }
    this.next();
    let idx = 0;
    let max = 0;
    while (!this.is('}') && this.tok.kind !== 'eof') {
      if (this.is('[')) {
        const lb = this.next();
        const c = this.constValue(this.conditional());
        this.expect(']');
        idx = Number(c);
        if (type.len !== undefined && idx >= type.len) this.error(lb.pos, 'array index in initializer exceeds array bounds');
        if (this.is('[') || this.is('.')) {
          this.designatedInto(elem, offset + idx * esize, items);
          idx++; max = Math.max(max, idx);
          if (!this.accept(',')) break;
          continue;
        }
        this.accept('=');
      }
      if (type.len !== undefined && idx >= type.len) {
        this.error(this.tok.pos, 'excess elements in array initializer');
        this.assignmentOrBraced();
      } else {
        this.initAny(elem, offset + idx * esize, items, false);
      }
      idx++;
      max = Math.max(max, idx);
      if (!this.accept(',')) break;
    }
    this.expect('}');
    return max;
  }

  private assignmentOrBraced(): void {
    if (this.is('{')) { let d = 0; do { const t = this.next(); if (t.text === '{') d++; if (t.text === '}') d--; } while (d > 0 && this.tok.kind !== 'eof'); }
    else this.assignment();
  }

  private designatedInto(type: CType, offset: number, items: InitItem[]): void {
    // Continue a designator chain like `[2].x = 5` or `.a[3] = 1`.
    if (this.accept('[')) {
      if (type.k !== 'array') this.fail(this.tok.pos, 'array index in non-array initializer');
      const c = Number(this.constValue(this.conditional()));
      this.expect(']');
      this.designatedInto(type.of, offset + c * sizeOf(type.of), items);
      return;
    }
    if (this.accept('.')) {
      const nt = this.identName();
      if (!isRecord(type)) this.fail(nt.pos, `field name not in record or union initializer`);
      const path = findField(type.def, nt.text);
      if (!path) this.fail(nt.pos, `‘${typeName(type)}’ has no member named ‘${nt.text}’`);
      const f = path[path.length - 1];
      const off = offset + path.reduce((s, p) => s + p.offset, 0);
      if (f.bitWidth !== undefined && !this.is('[') && !this.is('.')) {
        this.accept('=');
        const e = this.assignment();
        items.push({ offset: off, type: f.type, e: this.convertForAssign(e, f.type, 'initialization'), bitField: f });
        return;
      }
      this.designatedInto(f.type, off, items);
      return;
    }
    this.accept('=');
    this.initAny(type, offset, items, false);
  }

  private initRecord(type: Extract<CType, { k: 'record' }>, offset: number, items: InitItem[], top: boolean): void {
    const def = type.def;
    if (!def.complete) this.fail(this.tok.pos, `variable has initializer but incomplete type`);
    if (!this.is('{')) {
      // Struct initialised from an expression of the same type, or brace elision.
      const save = this.i;
      const e = this.assignment();
      if (isRecord(e.type) && e.type.def === def) { items.push({ offset, type, e }); return; }
      if (top) { this.error(e.pos, `invalid initializer`); return; }
      this.i = save;
      const fields = def.fields.filter((f) => f.name !== '' || isRecord(f.type));
      for (let k = 0; k < fields.length && !this.is('}'); k++) {
        this.initField(fields[k], offset, items);
        if (k < fields.length - 1 && this.is(',') && !/^[}.[]$/.test(this.peek().text)) this.next();
        else break;
        if (def.union) break;
      }
      return;
    }
    this.next();
    const fields = def.fields.filter((f) => f.name !== '' || (isRecord(f.type) && f.bitWidth === undefined));
    let k = 0;
    while (!this.is('}') && this.tok.kind !== 'eof') {
      if (this.is('.')) {
        this.next();
        const nt = this.identName();
        const path = findField(def, nt.text);
        if (!path) { this.error(nt.pos, `‘${typeName(type)}’ has no member named ‘${nt.text}’`); this.accept('='); this.assignmentOrBraced(); if (!this.accept(',')) break; continue; }
        const top0 = path[0];
        k = fields.indexOf(top0) + 1;
        const off = offset + path.reduce((s, p) => s + p.offset, 0);
        const f = path[path.length - 1];
        if (this.is('.') || this.is('[')) this.designatedInto(f.type, off, items);
        else {
          this.accept('=');
          if (f.bitWidth !== undefined) {
            const e = this.assignment();
            items.push({ offset: off, type: f.type, e: this.convertForAssign(e, f.type, 'initialization'), bitField: f });
          } else this.initAny(f.type, off, items, false);
        }
        if (!this.accept(',')) break;
        continue;
      }
      if (k >= fields.length || (def.union && k >= 1)) {
        this.error(this.tok.pos, `excess elements in ${def.union ? 'union' : 'struct'} initializer`);
        this.assignmentOrBraced();
      } else {
        this.initField(fields[k], offset, items);
      }
      k++;
      if (!this.accept(',')) break;
    }
    this.expect('}');
  }

  private initField(f: Field, offset: number, items: InitItem[]): void {
    if (f.bitWidth !== undefined) {
      if (this.is('{')) { this.next(); const e = this.assignment(); this.accept(','); this.expect('}'); items.push({ offset: offset + f.offset, type: f.type, e: this.convertForAssign(e, f.type, 'initialization'), bitField: f }); return; }
      const e = this.assignment();
      items.push({ offset: offset + f.offset, type: f.type, e: this.convertForAssign(e, f.type, 'initialization'), bitField: f });
      return;
    }
    this.initAny(f.type, offset + f.offset, items, false);
  }

  // ---------------------------------------------------------------- statements
  private newStmtId(): number { return this.stmtCounter++; }

  private compoundStatement(isFunctionBody = false): Extract<Stmt, { k: 'block' }> {
    const open = this.tok.pos;
    this.expect('{');
    if (!isFunctionBody) this.pushScope();
    const body: Stmt[] = [];
    while (!this.is('}') && this.tok.kind !== 'eof') {
      const start = this.i;
      try {
        body.push(this.blockItem());
      } catch (e) {
        if (!(e instanceof SyntaxAbort)) throw e;
        this.recoverStatement();
      }
      if (this.i === start) this.next();
    }
    const end = this.tok.pos;
    if (this.tok.kind === 'eof') this.error(end, 'expected declaration or statement at end of input');
    else this.next();
    if (!isFunctionBody) this.popScope();
    return { k: 'block', body, pos: open, end };
  }

  private recoverStatement(): void {
    let depth = 0;
    while (this.tok.kind !== 'eof') {
      const t = this.tok;
      if (t.kind === 'punct' && t.text === '{') depth++;
      if (t.kind === 'punct' && t.text === '}') { if (depth === 0) return; depth--; if (depth === 0) { this.next(); return; } }
      this.next();
      if (t.kind === 'punct' && t.text === ';' && depth === 0) return;
    }
  }

  private blockItem(): Stmt {
    if (this.is('_Static_assert')) { const pos = this.tok.pos; this.staticAssert(); return { k: 'empty', pos }; }
    if (this.isTypeStart() && !(this.isTypedefName(this.tok) && this.peek().text === ':')) return this.localDeclaration();
    return this.statement();
  }

  private localDeclaration(): Stmt {
    const pos = this.tok.pos;
    const spec = this.declSpec(true);
    const vars: { v: VarSym; vlaSize?: Expr }[] = [];
    const stmt: Extract<Stmt, { k: 'decl' }> = { k: 'decl', vars, pos, id: this.newStmtId() };
    if (this.accept(';')) return stmt;
    do {
      const d = this.declarator(spec.type);
      this.skipAttributes();
      if (!d.name) this.fail(this.tok.pos, `expected identifier or ‘(’ before ${this.describe(this.tok)}`);
      // Variably modified types take their dimensions here, when the declaration is reached.
      const vm = vlaArrays(d.type);
      if (vm.length) (stmt.vlaTypes ??= []).push(...vm);
      if (spec.storage === 'typedef') { this.declare(d.name, { k: 'typedef', t: d.type }); continue; }
      if (d.type.k === 'func') { this.declareFunction(d.name, d.type, d.pos, spec.storage === 'static'); continue; }
      if (spec.storage === 'extern') {
        const g = this.scopes[0].get(d.name);
        if (g?.k === 'var') { this.declare(d.name, g); continue; }
        const v: VarSym = { name: d.name, type: d.type, storage: 'extern', id: this.nextId++, pos: d.pos, inMemory: true };
        this.globals.push(v);
        this.scopes[0].set(d.name, { k: 'var', v });
        this.declare(d.name, { k: 'var', v });
        continue;
      }
      const existing = this.scopes[this.scopes.length - 1].get(d.name);
      if (existing && existing.k === 'var' && existing.v.storage !== 'param') this.error(d.pos, `redefinition of ‘${d.name}’`);
      if (spec.storage === 'static') {
        const v: VarSym = { name: d.name, type: d.type, storage: 'global', id: this.nextId++, pos: d.pos, inMemory: true, ownerFn: this.fn?.sym.name, isStatic: true, defined: true };
        this.declare(d.name, { k: 'var', v });
        if (this.accept('=')) v.init = this.initializer(v, true);
        this.globals.push(v);
        this.fn?.statics.push(v);
        continue;
      }
      const v: VarSym = {
        name: d.name, type: d.type, storage: 'local', id: this.nextId++, pos: d.pos,
        inMemory: d.type.k === 'array' || isRecord(d.type) || d.type.k === 'valist', scopeStart: stmt.id,
      };
      if (d.type.k === 'void') this.error(d.pos, `variable or field ‘${d.name}’ declared void`);
      this.declare(d.name, { k: 'var', v });
      this.fnLocals.push(v);
      let vlaSize: Expr | undefined;
      if (d.type.k === 'array' && hasVla(d.type)) {
        if (this.fn) this.fn.hasVla = true;
        vlaSize = this.vlaSizeExpr(d.type, d.pos);
      }
      if (this.accept('=')) v.init = this.initializer(v, false);
      else if (!isComplete(v.type) && !vlaSize) this.error(d.pos, `storage size of ‘${d.name}’ isn’t known`);
      vars.push({ v, vlaSize });
    } while (this.accept(','));
    this.expect(';');
    return stmt;
  }

  private vlaSizeExpr(t: CType, pos: SourcePos): Expr {
    return { k: 'vlasize', vtype: t, type: T.long, pos };
  }

  private statement(): Stmt {
    const t = this.tok;
    const pos = t.pos;
    if (t.kind === 'punct' && t.text === '{') {
      const b = this.compoundStatement();
      b.id = this.newStmtId();
      return b;
    }
    if (t.kind === 'punct' && t.text === ';') { this.next(); return { k: 'empty', pos, id: this.newStmtId() }; }
    if (t.kind === 'ident' && !this.isKeyword(t) && this.peek().text === ':' && this.peek().kind === 'punct') {
      this.next(); this.next();
      if (this.labels.has(t.text)) this.error(pos, `duplicate label ‘${t.text}’`);
      this.labels.set(t.text, pos);
      const id = this.newStmtId();
      const body = this.is('}') ? ({ k: 'empty', pos, id: this.newStmtId() } as Stmt) : this.isTypeStart() ? this.localDeclaration() : this.statement();
      return { k: 'label', name: t.text, body, pos, id };
    }
    if (t.kind === 'ident') {
      switch (t.text) {
        case 'if': {
          this.next(); this.expect('(');
          const id = this.newStmtId();
          const c = this.condition(this.expression());
          this.expect(')');
          const then = this.scopedStatement();
          const els = this.accept('else') ? this.scopedStatement() : undefined;
          return { k: 'if', c, then, else: els, pos, id };
        }
        case 'while': {
          this.next(); this.expect('(');
          const id = this.newStmtId();
          const c = this.condition(this.expression());
          this.expect(')');
          this.breakDepth++; this.continueDepth++;
          const body = this.scopedStatement();
          this.breakDepth--; this.continueDepth--;
          return { k: 'while', c, body, pos, id };
        }
        case 'do': {
          this.next();
          const id = this.newStmtId();
          this.breakDepth++; this.continueDepth++;
          const body = this.scopedStatement();
          this.breakDepth--; this.continueDepth--;
          if (!this.accept('while')) this.fail(this.tok.pos, `expected ‘while’ before ${this.describe(this.tok)}`);
          this.expect('(');
          const c = this.condition(this.expression());
          this.expect(')');
          this.expect(';');
          return { k: 'dowhile', c, body, pos, id };
        }
        case 'for': {
          this.next(); this.expect('(');
          this.pushScope();
          const id = this.newStmtId();
          let init: Stmt | undefined;
          if (this.isTypeStart()) init = this.localDeclaration();
          else if (!this.accept(';')) { const ip = this.tok.pos; init = { k: 'expr', e: this.expression(), pos: ip, id: this.newStmtId() }; this.expect(';'); }
          const c = this.is(';') ? undefined : this.condition(this.expression());
          this.expect(';');
          const step = this.is(')') ? undefined : this.expression();
          this.expect(')');
          this.breakDepth++; this.continueDepth++;
          const body = this.scopedStatement();
          this.breakDepth--; this.continueDepth--;
          this.popScope();
          return { k: 'for', init, c, step, body, pos, id };
        }
        case 'return': {
          this.next();
          const id = this.newStmtId();
          const ret = this.fn?.sym.type.ret ?? T.int;
          if (this.accept(';')) {
            return { k: 'return', pos, id };
          }
          const e = this.expression();
          this.expect(';');
          if (ret.k === 'void') {
            if (e.type.k !== 'void') this.error(pos, `‘return’ with a value, in function returning void`);
            return { k: 'return', e, pos, id };
          }
          return { k: 'return', e: this.convertForAssign(e, ret, 'return'), pos, id };
        }
        case 'break': {
          this.next(); this.expect(';');
          if (this.breakDepth === 0) this.error(pos, 'break statement not within loop or switch');
          return { k: 'break', pos, id: this.newStmtId() };
        }
        case 'continue': {
          this.next(); this.expect(';');
          if (this.continueDepth === 0) this.error(pos, 'continue statement not within a loop');
          return { k: 'continue', pos, id: this.newStmtId() };
        }
        case 'goto': {
          this.next();
          if (this.is('*')) this.fail(this.tok.pos, 'unsupported: computed goto is not implemented by mpisim');
          const lt = this.identName();
          this.expect(';');
          this.gotos.push({ label: lt.text, pos: lt.pos });
          return { k: 'goto', label: lt.text, pos, id: this.newStmtId() };
        }
        case 'switch': {
          this.next(); this.expect('(');
          const id = this.newStmtId();
          let e = this.expression();
          if (!isInt(e.type)) this.error(e.pos, 'switch quantity not an integer');
          e = this.cast(e, promote(e.type));
          this.expect(')');
          const sw: Extract<Stmt, { k: 'switch' }> = { k: 'switch', e, body: undefined as never, cases: [], pos, id };
          this.switches.push(sw);
          this.breakDepth++;
          sw.body = this.scopedStatement();
          this.breakDepth--;
          this.switches.pop();
          return sw;
        }
        case 'case': {
          this.next();
          const id = this.newStmtId();
          const ve = this.conditional();
          let value = this.constValue(ve);
          if (this.accept('...')) { this.constValue(this.conditional()); this.error(pos, 'unsupported: case ranges are not implemented by mpisim'); }
          this.expect(':');
          const sw = this.switches[this.switches.length - 1];
          if (!sw) this.error(pos, 'case label not within a switch statement');
          else {
            value = BigInt.asIntN(64, value);
            if (intBits(sw.e.type) === 32) value = isUnsigned(sw.e.type) ? BigInt.asUintN(32, value) : BigInt.asIntN(32, value);
            if (sw.cases.some((c) => c.value === value)) this.error(pos, 'duplicate case value');
          }
          const body = this.is('}') ? ({ k: 'empty', pos, id: this.newStmtId() } as Stmt) : this.statement();
          const st: Stmt = { k: 'case', value, body, pos, id };
          sw?.cases.push({ value, stmt: st });
          return st;
        }
        case 'default': {
          this.next(); this.expect(':');
          const id = this.newStmtId();
          const sw = this.switches[this.switches.length - 1];
          if (!sw) this.error(pos, "‘default’ label not within a switch statement");
          else if (sw.dflt) this.error(pos, 'multiple default labels in one switch');
          const body = this.is('}') ? ({ k: 'empty', pos, id: this.newStmtId() } as Stmt) : this.statement();
          const st: Stmt = { k: 'default', body, pos, id };
          if (sw) sw.dflt = st;
          return st;
        }
        case 'else':
          this.fail(pos, "expected expression before ‘else’");
      }
    }
    const id = this.newStmtId();
    const e = this.expression();
    this.expect(';');
    return { k: 'expr', e, pos, id };
  }

  /** C99 §6.8.4/6.8.5: the bodies of selection and iteration statements are blocks of their own. */
  private scopedStatement(): Stmt {
    this.pushScope();
    try {
      if (this.isTypeStart() && !this.isTypedefName(this.tok)) {
        const d = this.localDeclaration();
        this.error(d.pos, 'a label can only be part of a statement and a declaration is not a statement');
        return d;
      }
      return this.statement();
    } finally {
      this.popScope();
    }
  }

  private condition(e: Expr): Expr {
    const r = this.rvalue(e);
    if (!isScalar(r.type)) this.error(e.pos, `used ${isRecord(r.type) ? 'struct type value' : 'non-scalar value'} where scalar is required`);
    return r;
  }

  // ---------------------------------------------------------------- expressions
  expression(): Expr {
    let e = this.assignment();
    while (this.is(',')) {
      const pos = this.next().pos;
      const r = this.assignment();
      e = { k: 'comma', l: e, r: this.rvalue(r), type: this.rvalue(r).type, pos };
    }
    return e;
  }

  private assignment(): Expr {
    const l = this.conditional();
    const t = this.tok;
    if (t.kind !== 'punct') return l;
    const ops = ['=', '+=', '-=', '*=', '/=', '%=', '<<=', '>>=', '&=', '^=', '|='];
    if (!ops.includes(t.text)) return l;
    this.next();
    const r = this.rvalue(this.assignment());
    this.checkModifiable(l, t.pos, 'assignment');
    if (t.text === '=') {
      return { k: 'assign', l, r: this.convertForAssign(r, unqual(l.type), 'assignment'), type: unqual(l.type), pos: t.pos };
    }
    const op = t.text.slice(0, -1);
    const lt = unqual(l.type);
    if ((op === '+' || op === '-') && isPtr(lt)) {
      if (!isInt(r.type)) this.error(t.pos, `invalid operands to binary ${op}`);
      return { k: 'opassign', op, l, r: this.cast(r, T.long), opType: lt, type: lt, pos: t.pos, ptrScale: this.elemSize(lt, t.pos) };
    }
    if (!isArith(lt) || !isArith(r.type)) {
      this.error(t.pos, `invalid operands to binary ${op} (have ‘${typeName(l.type)}’ and ‘${typeName(r.type)}’)`);
      return { k: 'opassign', op, l, r, opType: T.int, type: T.error, pos: t.pos };
    }
    if (['%', '<<', '>>', '&', '^', '|'].includes(op) && (!isInt(lt) || !isInt(r.type))) {
      this.error(t.pos, `invalid operands to binary ${op} (have ‘${typeName(l.type)}’ and ‘${typeName(r.type)}’)`);
    }
    const opType = op === '<<' || op === '>>' ? promote(lt) : commonType(lt, r.type);
    const rr = op === '<<' || op === '>>' ? this.cast(r, promote(r.type)) : this.cast(r, opType);
    return { k: 'opassign', op, l, r: rr, opType, type: lt, pos: t.pos };
  }

  private checkModifiable(l: Expr, pos: SourcePos, what: string): void {
    if (!this.isLvalue(l)) { this.error(pos, `lvalue required as ${what === 'assignment' ? 'left operand of assignment' : what}`); return; }
    if (l.type.k === 'array') { this.error(pos, `assignment to expression with array type`); return; }
    if (l.type.const || (isRecord(l.type) && hasConstMember(l.type.def))) {
      if (l.k === 'var') this.error(pos, `${what} of read-only variable ‘${l.v.name}’`);
      else if (l.k === 'member') this.error(pos, `${what} of read-only member ‘${l.field.name}’`);
      else this.error(pos, `${what} of read-only location`);
    }
  }

  private isLvalue(e: Expr): boolean {
    return e.k === 'var' || e.k === 'deref' || e.k === 'compound' || e.k === 'str' || (e.k === 'member' && (e.arrow || this.isLvalue(e.e)));
  }

  private conditional(): Expr {
    const c = this.logor();
    if (!this.is('?')) return c;
    const pos = this.next().pos;
    const cond = this.condition(c);
    if (this.is(':')) {
      // gcc's `a ?: b`
      this.next();
      const b = this.rvalue(this.conditional());
      const ct = commonType(cond.type, b.type);
      return { k: 'cond', c: cond, a: this.cast(cond, ct), b: this.cast(b, ct), type: ct, pos };
    }
    const a = this.rvalue(this.expression());
    this.expect(':');
    const b = this.rvalue(this.conditional());
    let type: CType;
    if (isArith(a.type) && isArith(b.type)) type = commonType(a.type, b.type);
    else if (a.type.k === 'void' || b.type.k === 'void') type = T.void;
    else if (isRecord(a.type) && isRecord(b.type) && a.type.def === b.type.def) type = a.type;
    else if (isPtr(a.type) && isPtr(b.type)) type = a.type.to.k === 'void' ? b.type : a.type; // gcc picks the non-void side for void* vs T*
    else if (isPtr(a.type) && this.isNullConst(b)) type = a.type;
    else if (isPtr(b.type) && this.isNullConst(a)) type = b.type;
    else if (isPtr(a.type) && isInt(b.type)) type = a.type;
    else if (isPtr(b.type) && isInt(a.type)) type = b.type;
    else {
      this.error(pos, 'type mismatch in conditional expression');
      type = T.error;
    }
    if (isPtr(a.type) && isPtr(b.type) && a.type.to.k === 'void') type = a.type;
    return { k: 'cond', c: cond, a: this.cast(a, type), b: this.cast(b, type), type, pos };
  }

  private logor(): Expr {
    let l = this.logand();
    while (this.is('||')) {
      const pos = this.next().pos;
      const r = this.logand();
      l = { k: 'logic', op: '||', l: this.condition(l), r: this.condition(r), type: T.int, pos };
    }
    return l;
  }
  private logand(): Expr {
    let l = this.bitor();
    while (this.is('&&')) {
      const pos = this.next().pos;
      const r = this.bitor();
      l = { k: 'logic', op: '&&', l: this.condition(l), r: this.condition(r), type: T.int, pos };
    }
    return l;
  }
  private bitor(): Expr { let l = this.bitxor(); while (this.is('|')) { const p = this.next().pos; l = this.arith('|', l, this.bitxor(), p); } return l; }
  private bitxor(): Expr { let l = this.bitand(); while (this.is('^')) { const p = this.next().pos; l = this.arith('^', l, this.bitand(), p); } return l; }
  private bitand(): Expr { let l = this.equality(); while (this.is('&')) { const p = this.next().pos; l = this.arith('&', l, this.equality(), p); } return l; }
  private equality(): Expr {
    let l = this.relational();
    while (this.is('==') || this.is('!=')) { const t = this.next(); l = this.compare(t.text, l, this.relational(), t.pos); }
    return l;
  }
  private relational(): Expr {
    let l = this.shift();
    while (this.is('<') || this.is('>') || this.is('<=') || this.is('>=')) { const t = this.next(); l = this.compare(t.text, l, this.shift(), t.pos); }
    return l;
  }
  private shift(): Expr {
    let l = this.additive();
    while (this.is('<<') || this.is('>>')) {
      const t = this.next();
      const r = this.rvalue(this.additive());
      const lv = this.rvalue(l);
      if (!isInt(lv.type) || !isInt(r.type)) { this.error(t.pos, `invalid operands to binary ${t.text} (have ‘${typeName(lv.type)}’ and ‘${typeName(r.type)}’)`); l = { ...lv, type: T.error }; continue; }
      const lt = promote(lv.type);
      l = { k: 'binary', op: t.text, l: this.cast(lv, lt), r: this.cast(r, promote(r.type)), type: lt, pos: t.pos };
    }
    return l;
  }
  private additive(): Expr {
    let l = this.multiplicative();
    while (this.is('+') || this.is('-')) {
      const t = this.next();
      const r = this.multiplicative();
      l = t.text === '+' ? this.add(l, r, t.pos) : this.sub(l, r, t.pos);
    }
    return l;
  }
  private multiplicative(): Expr {
    let l = this.castExpr();
    while (this.is('*') || this.is('/') || this.is('%')) { const t = this.next(); l = this.arith(t.text, l, this.castExpr(), t.pos); }
    return l;
  }

  private elemSize(pt: CType, pos: SourcePos): number {
    if (pt.k !== 'ptr') return 1;
    const to = pt.to;
    if (to.k === 'record' && !to.def.complete) { this.error(pos, `invalid use of undefined type ‘${typeName(to)}’`); return 1; }
    if (to.k === 'array' && to.vla) return 0; // runtime-sized
    return sizeOf(to);
  }

  private add(l0: Expr, r0: Expr, pos: SourcePos): Expr {
    let l = this.rvalue(l0), r = this.rvalue(r0);
    if (isArith(l.type) && isArith(r.type)) return this.arith('+', l, r, pos);
    if (isInt(l.type) && isPtr(r.type)) [l, r] = [r, l];
    if (isPtr(l.type) && isInt(r.type)) {
      return { k: 'ptradd', ptr: l, idx: this.cast(r, T.long), scale: this.elemSize(l.type, pos), neg: false, type: l.type, pos };
    }
    this.error(pos, `invalid operands to binary + (have ‘${typeName(l.type)}’ and ‘${typeName(r.type)}’)`);
    return { ...l, type: T.error };
  }
  private sub(l0: Expr, r0: Expr, pos: SourcePos): Expr {
    const l = this.rvalue(l0), r = this.rvalue(r0);
    if (isArith(l.type) && isArith(r.type)) return this.arith('-', l, r, pos);
    if (isPtr(l.type) && isInt(r.type)) return { k: 'ptradd', ptr: l, idx: this.cast(r, T.long), scale: this.elemSize(l.type, pos), neg: true, type: l.type, pos };
    if (isPtr(l.type) && isPtr(r.type)) {
      if (!sameType(unqual(l.type.to), unqual(r.type.to))) this.error(pos, `invalid operands to binary - (have ‘${typeName(l.type)}’ and ‘${typeName(r.type)}’)`);
      return { k: 'ptrdiff', l, r, scale: this.elemSize(l.type, pos) || 1, type: T.long, pos };
    }
    this.error(pos, `invalid operands to binary - (have ‘${typeName(l.type)}’ and ‘${typeName(r.type)}’)`);
    return { ...l, type: T.error };
  }

  private arith(op: string, l0: Expr, r0: Expr, pos: SourcePos): Expr {
    const l = this.rvalue(l0), r = this.rvalue(r0);
    if (l.type.k === 'error' || r.type.k === 'error') return { k: 'binary', op, l, r, type: T.error, pos };
    const intOnly = op === '%' || op === '&' || op === '|' || op === '^';
    if (!isArith(l.type) || !isArith(r.type) || (intOnly && (!isInt(l.type) || !isInt(r.type)))) {
      this.error(pos, `invalid operands to binary ${op} (have ‘${typeName(l.type)}’ and ‘${typeName(r.type)}’)`);
      return { k: 'binary', op, l, r, type: T.error, pos };
    }
    const ct = commonType(l.type, r.type);
    return { k: 'binary', op, l: this.cast(l, ct), r: this.cast(r, ct), type: ct, pos };
  }

  private compare(op: string, l0: Expr, r0: Expr, pos: SourcePos): Expr {
    let l = this.rvalue(l0), r = this.rvalue(r0);
    if (isArith(l.type) && isArith(r.type)) {
      const ct = commonType(l.type, r.type);
      return { k: 'binary', op, l: this.cast(l, ct), r: this.cast(r, ct), type: T.int, pos };
    }
    if (isPtr(l.type) || isPtr(r.type)) {
      // Pointers compare as unsigned addresses; a null constant or integer (gcc warns) converts.
      if (!isPtr(l.type)) l = this.cast(l, r.type);
      if (!isPtr(r.type)) r = this.cast(r, l.type);
      return { k: 'binary', op, l: this.cast(l, T.ulong), r: this.cast(r, T.ulong), type: T.int, pos };
    }
    if (l.type.k !== 'error' && r.type.k !== 'error') this.error(pos, `invalid operands to binary ${op} (have ‘${typeName(l.type)}’ and ‘${typeName(r.type)}’)`);
    return { k: 'binary', op, l, r, type: T.int, pos };
  }

  private castExpr(): Expr {
    if (this.is('(') && this.isTypeStart(this.peek())) {
      const pos = this.next().pos;
      const type = this.typeName();
      this.expect(')');
      if (this.is('{')) return this.postfixOps(this.compoundLiteral(type, pos));
      const e = this.rvalue(this.castExpr());
      if (type.k === 'void') return { k: 'cast', e, type: T.void, pos };
      if (!isScalar(type)) { this.error(pos, `conversion to non-scalar type requested`); return { ...e, type: T.error }; }
      if (!isScalar(e.type) && e.type.k !== 'error') { this.error(pos, `${isRecord(e.type) ? 'aggregate value used where' : 'invalid cast to'} ${isPtr(type) ? 'a pointer' : isFloating(type) ? 'a floating-point number' : 'an integer'} was expected`); return { ...e, type: T.error }; }
      if (isFloating(type) && isPtr(e.type)) this.error(pos, 'pointer value used where a floating-point was expected');
      if (isPtr(type) && isFloating(e.type)) this.error(pos, 'cannot convert to a pointer type');
      return { k: 'cast', e, type: unqual(type), pos };
    }
    return this.unary();
  }

  private compoundLiteral(type: CType, pos: SourcePos): Expr {
    const v: VarSym = { name: '', type, storage: this.fn ? 'local' : 'global', id: this.nextId++, pos, inMemory: true };
    v.init = this.initializer(v, !this.fn);
    if (this.fn) this.fnLocals.push(v);
    else { v.defined = true; this.globals.push(v); }
    return { k: 'compound', v, type: v.type, pos };
  }

  private unary(): Expr {
    const t = this.tok;
    const pos = t.pos;
    if (t.kind === 'punct') {
      switch (t.text) {
        case '+': case '-': case '~': case '!': {
          this.next();
          const e = this.rvalue(this.castExpr());
          if (t.text === '!') {
            if (!isScalar(e.type) && e.type.k !== 'error') this.error(pos, `wrong type argument to unary exclamation mark`);
            return { k: 'unary', op: '!', e, type: T.int, pos };
          }
          if (!isArith(e.type) || (t.text === '~' && !isInt(e.type))) {
            if (e.type.k !== 'error') this.error(pos, `wrong type argument to ${t.text === '~' ? 'bit-complement' : 'unary ' + (t.text === '+' ? 'plus' : 'minus')}`);
            return { ...e, type: T.error };
          }
          const pt = promote(e.type);
          if (t.text === '+') return this.cast(e, pt);
          return { k: 'unary', op: t.text as '-' | '~', e: this.cast(e, pt), type: pt, pos };
        }
        case '++': case '--': {
          this.next();
          const e = this.unary();
          return this.incdec(e, true, t.text === '++' ? 1 : -1, pos);
        }
        case '&': {
          this.next();
          const e = this.castExpr();
          if (e.k === 'func') return { k: 'addr', e, type: ptrTo(e.type), pos };
          if (e.k === 'member' && e.field.bitWidth !== undefined) this.error(pos, `cannot take address of bit-field ‘${e.field.name}’`);
          else if (!this.isLvalue(e) && e.type.k !== 'error') this.error(pos, 'lvalue required as unary ‘&’ operand');
          markAddressTaken(e);
          return { k: 'addr', e, type: ptrTo(e.type), pos };
        }
        case '*': {
          this.next();
          const e = this.rvalue(this.castExpr());
          if (e.type.k === 'error') return e;
          if (!isPtr(e.type)) { this.error(pos, `invalid type argument of unary ‘*’ (have ‘${typeName(e.type)}’)`); return { ...e, type: T.error }; }
          if (e.type.to.k === 'func') return e; // *fp is the function again
          if (e.type.to.k === 'void') this.error(pos, 'dereferencing ‘void *’ pointer');
          return { k: 'deref', e, type: e.type.to, pos };
        }
      }
    }
    if (t.kind === 'ident' && (t.text === 'sizeof' || t.text === '_Alignof' || t.text === '__alignof__')) {
      this.next();
      const isSize = t.text === 'sizeof';
      let type: CType;
      if (this.is('(') && this.isTypeStart(this.peek())) {
        this.next();
        type = this.typeName();
        this.expect(')');
        if (this.is('{')) { type = this.postfixOps(this.compoundLiteral(type, pos)).type; }
      } else {
        type = this.unary().type;
      }
      if (isSize && type.k === 'array' && hasVla(type)) return { ...this.vlaSizeExpr(type, pos), type: T.ulong } as Expr;
      if (isSize && (type.k === 'func')) { /* gcc: 1 */ }
      if (isSize && !isComplete(type) && type.k !== 'void') { this.error(pos, `invalid application of ‘sizeof’ to incomplete type ‘${typeName(type)}’`); }
      return { k: 'num', value: isSize ? sizeOf(type) : alignOf(type), type: T.ulong, pos };
    }
    return this.postfix();
  }

  private incdec(e: Expr, prefix: boolean, delta: 1 | -1, pos: SourcePos): Expr {
    const what = delta > 0 ? 'increment' : 'decrement';
    if (!this.isLvalue(e)) { if (e.type.k !== 'error') this.error(pos, `lvalue required as ${what} operand`); return e; }
    if (e.type.const) this.error(pos, `${what} of read-only ${e.k === 'var' ? `variable ‘${e.v.name}’` : 'location'}`);
    if (!isScalar(e.type)) { this.error(pos, `wrong type argument to ${what}`); return e; }
    return { k: 'incdec', prefix, delta, e, scale: isPtr(e.type) ? this.elemSize(e.type, pos) : 1, type: unqual(e.type), pos };
  }

  private postfix(): Expr {
    return this.postfixOps(this.primary());
  }

  private postfixOps(e0: Expr): Expr {
    let e = e0;
    for (;;) {
      const t = this.tok;
      if (t.kind !== 'punct') return e;
      if (t.text === '[') {
        this.next();
        const idx = this.expression();
        this.expect(']');
        const a = this.rvalue(e), b = this.rvalue(idx);
        if (!(isPtr(a.type) && isInt(b.type)) && !(isInt(a.type) && isPtr(b.type))) {
          if (a.type.k !== 'error' && b.type.k !== 'error') this.error(t.pos, 'subscripted value is neither array nor pointer nor vector');
          e = { ...a, type: T.error };
          continue;
        }
        const sum = this.add(a, b, t.pos);
        const pt = sum.type as Extract<CType, { k: 'ptr' }>;
        e = pt.to.k === 'void' ? (this.error(t.pos, 'dereferencing ‘void *’ pointer'), { k: 'deref', e: sum, type: T.error, pos: t.pos }) : { k: 'deref', e: sum, type: pt.to, pos: t.pos };
        continue;
      }
      if (t.text === '(') { e = this.call(e); continue; }
      if (t.text === '.' || t.text === '->') {
        this.next();
        const nt = this.identName();
        let base = e;
        if (t.text === '->') {
          const p = this.rvalue(e);
          if (!isPtr(p.type) || !isRecord(p.type.to)) {
            if (p.type.k !== 'error') this.error(t.pos, `invalid type argument of ‘->’ (have ‘${typeName(p.type)}’)`);
            e = { ...p, type: T.error }; continue;
          }
          base = { k: 'deref', e: p, type: p.type.to, pos: t.pos };
        }
        if (!isRecord(base.type)) {
          if (base.type.k !== 'error') this.error(t.pos, `request for member ‘${nt.text}’ in something not a structure or union`);
          e = { ...base, type: T.error }; continue;
        }
        if (!base.type.def.complete) { this.error(t.pos, `invalid use of undefined type ‘${typeName(base.type)}’`); e = { ...base, type: T.error }; continue; }
        const path = findField(base.type.def, nt.text);
        if (!path) { this.error(nt.pos, `‘${typeName(base.type)}’ has no member named ‘${nt.text}’`); e = { ...base, type: T.error }; continue; }
        const isConst = !!base.type.const;
        for (const f of path) {
          const ft = isConst ? withConst(f.type) : f.type;
          base = { k: 'member', e: base, field: f, arrow: t.text === '->' && base === e, type: ft, pos: nt.pos };
        }
        e = base;
        continue;
      }
      if (t.text === '++' || t.text === '--') { this.next(); e = this.incdec(e, false, t.text === '++' ? 1 : -1, t.pos); continue; }
      return e;
    }
  }

  private call(calleeExpr: Expr): Expr {
    const open = this.next();
    const args: Expr[] = [];
    if (calleeExpr.k === 'builtin') {
      // __builtin_* placeholder from primary()
      while (!this.is(')') && this.tok.kind !== 'eof') { args.push(this.rvalue(this.assignment())); if (!this.accept(',')) break; }
      this.expect(')');
      const spec = COMPILER_BUILTINS[calleeExpr.name];
      if (args.length < spec.minArgs) this.error(open.pos, `too few arguments to function ‘${calleeExpr.name}’`);
      if (args.length > spec.maxArgs) this.error(open.pos, `too many arguments to function ‘${calleeExpr.name}’`);
      if (calleeExpr.name === '__builtin_va_start' || calleeExpr.name === '__builtin_va_end' || calleeExpr.name === '__builtin_va_copy') {
        if (this.fn) this.fn.usesVarargs = true;
        if (calleeExpr.name === '__builtin_va_start' && this.fn && !this.fn.sym.type.variadic) this.error(calleeExpr.pos, '‘va_start’ used in function with fixed arguments');
      }
      return { k: 'builtin', name: calleeExpr.name, args, type: spec.ret, pos: calleeExpr.pos };
    }
    const callee = this.rvalue(calleeExpr);
    while (!this.is(')') && this.tok.kind !== 'eof') {
      args.push(this.rvalue(this.assignment()));
      if (!this.accept(',')) break;
    }
    this.expect(')');
    let ft: Extract<CType, { k: 'func' }> | undefined;
    if (isPtr(callee.type) && callee.type.to.k === 'func') ft = callee.type.to;
    if (!ft) {
      if (callee.type.k !== 'error') this.error(calleeExpr.pos, `called object is not a function or function pointer`);
      return { k: 'call', callee, args, type: T.error, pos: calleeExpr.pos };
    }
    const fsym = calleeExpr.k === 'func' ? calleeExpr.f : undefined;
    const fname = fsym ? fsym.name : undefined;
    const converted: Expr[] = [];
    const varargTypes: CType[] = [];
    if (!ft.oldStyle) {
      if (args.length < ft.params.length) {
        this.error(calleeExpr.pos, `too few arguments to function ‘${fname ?? typeName(callee.type)}’`);
      } else if (args.length > ft.params.length && !ft.variadic) {
        this.error(calleeExpr.pos, `too many arguments to function ‘${fname ?? typeName(callee.type)}’`);
      }
    }
    args.forEach((a, k) => {
      if (!ft!.oldStyle && k < ft!.params.length) {
        converted.push(this.convertForAssign(a, unqual(ft!.params[k]), 'passing', k + 1, fname));
      } else {
        // Default argument promotions (§6.5.2.2).
        let at = a.type;
        if (at.k === 'float') at = T.double;
        else if (isInt(at)) at = promote(at);
        converted.push(this.cast(a, at));
        varargTypes.push(at);
      }
    });
    if (ft.ret.k === 'record' && !ft.ret.def.complete) this.error(calleeExpr.pos, `invalid use of undefined type ‘${typeName(ft.ret)}’`);
    return { k: 'call', callee, args: converted, fn: fsym, varargTypes, type: unqual(ft.ret), pos: calleeExpr.pos };
  }

  private primary(): Expr {
    const t = this.tok;
    const pos = t.pos;
    if (t.kind === 'punct' && t.text === '(') {
      this.next();
      if (this.is('{')) {
        // gcc statement expression ({ ... })
        this.fail(pos, 'unsupported: statement expressions ({ ... }) are not implemented by mpisim');
      }
      const e = this.expression();
      this.expect(')');
      return e;
    }
    if (t.kind === 'number') {
      this.next();
      const ic = parseIntConst(t.text);
      if (ic) {
        const v = ic.value;
        return { k: 'num', value: (ic.type.k === 'int' && (ic.type.kind === 'int' || ic.type.kind === 'uint')) ? Number(v) : normalizeBig(v, ic.type), type: ic.type, pos };
      }
      const fc = parseFloatConst(t.text);
      if (fc) return { k: 'fnum', value: fc.value, type: fc.type, pos };
      if (/^[0-9]/.test(t.text) && /^0[0-7]*[89]/.test(t.text)) this.error(pos, `invalid digit "${t.text.match(/[89]/)![0]}" in octal constant`);
      else this.error(pos, `invalid suffix "${t.text.replace(/^(0[xX][0-9a-fA-F.]*|[0-9.]*(?:[eE][+-]?[0-9]+)?)/, '')}" on ${/[.eEpP]/.test(t.text) && !/^0[xX]/.test(t.text) ? 'floating' : 'integer'} constant`);
      return { k: 'num', value: 0, type: T.int, pos };
    }
    if (t.kind === 'char') {
      this.next();
      const c = charConstValue(t.text, (m) => this.error(pos, m));
      return { k: 'num', value: c.value, type: c.type, pos };
    }
    if (t.kind === 'string') {
      const bytes = this.stringLiteralBytes();
      const wide = /^[LuU]/.test(t.text) && !t.text.startsWith('u8');
      const elem = wide ? (t.text[0] === 'u' ? T.ushort : t.text[0] === 'U' ? T.uint : T.int) : T.char;
      const esz = sizeOf(elem);
      const len = bytes.length / esz;
      const sym: VarSym = { name: '', type: { k: 'array', of: elem, len }, storage: 'global', id: this.nextId++, pos, inMemory: true, defined: true };
      sym.init = { items: [{ offset: 0, type: sym.type, bytes }], zero: true };
      this.strings.push(sym);
      return { k: 'str', bytes, sym, type: sym.type, pos };
    }
    if (t.kind === 'ident') {
      if (t.text === '__func__' || t.text === '__FUNCTION__' || t.text === '__PRETTY_FUNCTION__') {
        this.next();
        const name = (this.fn?.sym.name ?? '') + '\0';
        const sym: VarSym = { name: '__func__', type: { k: 'array', of: withConst(T.char), len: name.length }, storage: 'global', id: this.nextId++, pos, inMemory: true, defined: true };
        sym.init = { items: [{ offset: 0, type: sym.type, bytes: name }], zero: true };
        this.strings.push(sym);
        return { k: 'str', bytes: name, sym, type: sym.type, pos };
      }
      if (t.text === '__builtin_va_arg') {
        this.next(); this.expect('(');
        const ap = this.rvalue(this.assignment());
        this.expect(',');
        const type = this.typeName();
        this.expect(')');
        return { k: 'builtin', name: '__builtin_va_arg', args: [ap], argType: type, type: unqual(type), pos };
      }
      if (t.text === '__builtin_offsetof') {
        this.next(); this.expect('(');
        const type = this.typeName();
        this.expect(',');
        let off = 0;
        let cur: CType = type;
        for (let first = true; ; first = false) {
          if (first || this.accept('.')) {
            const nt = this.identName();
            if (!isRecord(cur)) { this.error(nt.pos, `request for member ‘${nt.text}’ in something not a structure or union`); break; }
            const path = findField(cur.def, nt.text);
            if (!path) { this.error(nt.pos, `‘${typeName(cur)}’ has no member named ‘${nt.text}’`); break; }
            for (const f of path) { off += f.offset; cur = f.type; }
          } else if (this.accept('[')) {
            const k = Number(this.constValue(this.expression()));
            this.expect(']');
            if (cur.k === 'array') { off += k * sizeOf(cur.of); cur = cur.of; }
          } else break;
        }
        this.expect(')');
        return { k: 'num', value: off, type: T.ulong, pos };
      }
      if (t.text in COMPILER_BUILTINS) {
        this.next();
        if (!this.is('(')) this.fail(this.tok.pos, `expected ‘(’ before ${this.describe(this.tok)}`);
        return { k: 'builtin', name: t.text, args: [], type: T.void, pos };
      }
      if (this.isKeyword(t)) this.fail(pos, `expected expression before ‘${t.text}’`);
      this.next();
      const e = this.lookup(t.text);
      if (!e) {
        if (this.is('(')) {
          // Implicit declaration (C89 rule gcc still accepts with a warning): int name().
          const f = this.declareFunction(t.text, { k: 'func', ret: T.int, params: [], variadic: false, oldStyle: true }, pos, false);
          return { k: 'func', f, type: f.type, pos };
        }
        if (!this.reportedUndeclared.has(t.text)) {
          this.reportedUndeclared.add(t.text);
          this.error(pos, this.fn ? `‘${t.text}’ undeclared (first use in this function)` : `‘${t.text}’ undeclared here (not in a function)`);
        }
        return { k: 'num', value: 0, type: T.error, pos };
      }
      switch (e.k) {
        case 'var': return { k: 'var', v: e.v, type: e.v.type, pos };
        case 'func': return { k: 'func', f: e.f, type: e.f.type, pos };
        case 'enum': return { k: 'num', value: e.value, type: T.int, pos };
        case 'typedef': this.fail(pos, `expected expression before ‘${t.text}’`);
      }
    }
    this.fail(pos, `expected expression before ${this.describe(t)}`);
  }

  private stringLiteralBytes(): string {
    // Adjacent literals concatenate (§5.1.1.2 phase 6); a wide prefix on any makes all wide.
    let units: number[] = [];
    let width = 1;
    while (this.tok.kind === 'string') {
      const t = this.next();
      const m = /^(u8|u|U|L)?"(.*)"$/s.exec(t.text);
      if (!m) continue;
      if (m[1] === 'L' || m[1] === 'U') width = 4;
      else if (m[1] === 'u') width = Math.max(width, 2);
      units = units.concat(decodeEscapes(m[2], (msg) => this.error(t.pos, msg)));
    }
    units.push(0);
    if (width === 1) return String.fromCharCode(...units.map((u) => u & 0xff));
    let s = '';
    for (const u of units) for (let b = 0; b < width; b++) s += String.fromCharCode((u >>> (8 * b)) & 0xff);
    return s;
  }

  // ---------------------------------------------------------------- conversions
  rvalue(e: Expr): Expr {
    if (e.type.k === 'array') return { k: 'addr', e, type: ptrTo(e.type.of), pos: e.pos };
    if (e.type.k === 'func') return { k: 'addr', e, type: ptrTo(e.type), pos: e.pos };
    if (e.type.k === 'valist') return { k: 'addr', e, type: ptrTo(e.type), pos: e.pos };
    return e;
  }

  cast(e: Expr, to: CType): Expr {
    const from = e.type;
    if (from.k === 'error' || to.k === 'error') return { ...e, type: to.k === 'error' ? from : to } as Expr;
    if (sameType(unqual(from), unqual(to)) && !(from.k === 'int' && to.k === 'int' && from.kind !== (to as typeof from).kind)) {
      return e.type === to ? e : ({ ...e, type: unqual(to) } as Expr);
    }
    if (e.k === 'num' && isInt(to)) {
      return { k: 'num', value: foldIntCast(e.value, to), type: unqual(to), pos: e.pos };
    }
    if (e.k === 'num' && isFloating(to)) {
      const v = Number(e.value);
      return { k: 'fnum', value: to.k === 'float' ? Math.fround(v) : v, type: unqual(to), pos: e.pos };
    }
    return { k: 'cast', e, type: unqual(to), pos: e.pos };
  }

  private isNullConst(e: Expr): boolean {
    if (e.k === 'num' && Number(e.value) === 0 && isInt(e.type)) return true;
    if (e.k === 'cast' && isPtr(e.type) && e.type.to.k === 'void') return this.isNullConst(e.e);
    return false;
  }

  /** Assignment conversions (§6.5.16.1) with gcc's error wording for the impossible ones. */
  convertForAssign(e0: Expr, to: CType, ctx: 'assignment' | 'initialization' | 'return' | 'passing', argNo?: number, fname?: string): Expr {
    const e = this.rvalue(e0);
    const from = e.type;
    if (from.k === 'error' || to.k === 'error') return this.cast(e, to);
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
    if (isRecord(to) || isRecord(from)) {
      if (isRecord(to) && isRecord(from) && to.def === from.def) return e;
      return bad();
    }
    if (isPtr(to)) {
      if (isPtr(from)) return this.cast(e, to); // incompatible pointer types: gcc warns only
      if (isInt(from)) return this.cast(e, to); // int to pointer: gcc 12 warns only
      return bad();
    }
    if (isInt(to) && isPtr(from)) return this.cast(e, to); // gcc warns
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
  private evalConst(e: Expr): bigint {
    const wrap = (v: bigint, t: CType): bigint => (isInt(t) ? BigInt(foldIntCast(v, t)) : v);
    switch (e.k) {
      case 'num': return BigInt(e.value);
      case 'fnum': return BigInt(Math.trunc(e.value));
      case 'cast': {
        if (isFloating(e.e.type) && isInt(e.type)) {
          const fv = this.evalFloatConst(e.e);
          return wrap(BigInt(Math.trunc(fv)), e.type);
        }
        return wrap(this.evalConst(e.e), e.type);
      }
      case 'unary': {
        const v = this.evalConst(e.e);
        if (e.op === '-') return wrap(-v, e.type);
        if (e.op === '~') return wrap(~v, e.type);
        return v === 0n ? 1n : 0n;
      }
      case 'binary': {
        if (isFloating(e.l.type)) {
          const a = this.evalFloatConst(e.l), b = this.evalFloatConst(e.r);
          switch (e.op) { case '<': return a < b ? 1n : 0n; case '>': return a > b ? 1n : 0n; case '<=': return a <= b ? 1n : 0n; case '>=': return a >= b ? 1n : 0n; case '==': return a === b ? 1n : 0n; case '!=': return a !== b ? 1n : 0n; }
          throw NOT_CONSTANT;
        }
        const a = this.evalConst(e.l), b = this.evalConst(e.r);
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
          case '<<': return wrap(A << (b & 63n), e.type);
          case '>>': return wrap(A >> (b & 63n), e.type);
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
        const a = this.evalConst(e.l);
        if (e.op === '&&') return a !== 0n && this.evalConst(e.r) !== 0n ? 1n : 0n;
        return a !== 0n || this.evalConst(e.r) !== 0n ? 1n : 0n;
      }
      case 'cond': return this.evalConst(e.c) !== 0n ? this.evalConst(e.a) : this.evalConst(e.b);
      case 'comma': return this.evalConst(e.r);
      default: throw NOT_CONSTANT;
    }
  }
  private evalFloatConst(e: Expr): number {
    switch (e.k) {
      case 'fnum': return e.value;
      case 'num': return Number(e.value);
      case 'cast': return isFloating(e.e.type) ? this.evalFloatConst(e.e) : Number(this.evalConst(e.e));
      case 'unary': if (e.op === '-') return -this.evalFloatConst(e.e); break;
      case 'binary': {
        const a = this.evalFloatConst(e.l), b = this.evalFloatConst(e.r);
        switch (e.op) { case '+': return a + b; case '-': return a - b; case '*': return a * b; case '/': return a / b; }
      }
    }
    throw NOT_CONSTANT;
  }
}

// ------------------------------------------------------------------ helpers

function normalizeBig(v: bigint, t: CType): number | bigint {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : isUnsigned(t) ? BigInt.asUintN(64, v) : BigInt.asIntN(64, v);
}

/** Value of an integer constant converted to an integer type (wrap-around as gcc does). */
export function foldIntCast(value: number | bigint, to: CType): number | bigint {
  if (to.k !== 'int') return value;
  const big = typeof value === 'bigint' ? value : BigInt(Math.trunc(value));
  switch (to.kind) {
    case 'bool': return big !== 0n ? 1 : 0;
    case 'char': case 'schar': return Number(BigInt.asIntN(8, big));
    case 'uchar': return Number(BigInt.asUintN(8, big));
    case 'short': return Number(BigInt.asIntN(16, big));
    case 'ushort': return Number(BigInt.asUintN(16, big));
    case 'int': return Number(BigInt.asIntN(32, big));
    case 'uint': return Number(BigInt.asUintN(32, big));
    case 'long': case 'llong': return normalizeBig(BigInt.asIntN(64, big), to);
    default: return normalizeBig(BigInt.asUintN(64, big), to);
  }
}

function hasVla(t: CType): boolean {
  return t.k === 'array' && (t.vla !== undefined || hasVla(t.of));
}

function hasConstMember(def: RecordDef): boolean {
  return def.fields.some((f) => f.type.const || (isRecord(f.type) && hasConstMember(f.type.def)));
}

function markAddressTaken(e: Expr): void {
  if (e.k === 'var') e.v.inMemory = true;
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
function substitute(t: CType, placeholder: CType, by: CType): CType {
  if (t === placeholder) return by;
  switch (t.k) {
    case 'ptr': return { ...t, to: substitute(t.to, placeholder, by) };
    case 'array': return { ...t, of: substitute(t.of, placeholder, by) };
    case 'func': return { ...t, ret: substitute(t.ret, placeholder, by) };
    default: return t;
  }
}

/** gcc's x86-64 struct/union layout, including bit-fields packed into their declared type's units. */
function layoutRecord(def: RecordDef, members: { name: string; type: CType; bits?: number; pos: SourcePos }[], error: (p: SourcePos, m: string) => void): void {
  let offset = 0; // in bytes, for non-bit-field placement
  let bitPos = 0; // absolute bit position (for bit-fields)
  let align = 1;
  let size = 0;
  const fields: Field[] = [];
  for (const m of members) {
    const a = alignOf(m.type);
    if (m.bits !== undefined) {
      if (!isInt(m.type)) { error(m.pos, `bit-field ‘${m.name}’ has invalid type`); continue; }
      const unitBits = sizeOf(m.type) * 8;
      if (m.bits > unitBits) { error(m.pos, `width of ‘${m.name}’ exceeds its type`); continue; }
      if (def.union) {
        if (m.name) fields.push({ name: m.name, type: m.type, offset: 0, bitWidth: m.bits, bitOffset: 0 });
        size = Math.max(size, Math.ceil(m.bits / 8));
        if (m.name) align = Math.max(align, a);
        continue;
      }
      if (m.bits === 0) { bitPos = alignTo(bitPos, unitBits); continue; }
      // Start a new unit if the field would straddle an alignment unit of its type.
      if (Math.floor(bitPos / unitBits) !== Math.floor((bitPos + m.bits - 1) / unitBits)) bitPos = alignTo(bitPos, unitBits);
      const unitStart = Math.floor(bitPos / unitBits) * unitBits;
      if (m.name) fields.push({ name: m.name, type: m.type, offset: unitStart / 8, bitWidth: m.bits, bitOffset: bitPos - unitStart });
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
  def.align = align;
  def.size = alignTo(def.union ? size : Math.max(offset, Math.ceil(bitPos / 8)), align);
  def.complete = true;
}
