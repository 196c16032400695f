/**
 * Recursive-descent parser for C99 (plus the gcc extensions MPI programs meet), typing each
 * expression as it is built, in the manner of chibicc. Errors are reported with gcc's wording
 * and positions; after an error the parser resynchronises at the next `;` or `}` so one run
 * reports several errors, as gcc does.
 */
import type { Token, TokenSource } from './token';
import { type SourcePos, DiagnosticSink } from './diagnostics';
import type { Expr, FuncDef, FuncSym, Initializer, Program, VarSym } from './ast';
import { T, type CType, vlaArrays, decay, isRecord, sameType, typeName, unqual } from './types';
import { OmpParser } from './parse-omp';
import { FileScope, ScopeChain } from './scopes';
import { TokenWindow } from './token-window';
import { encodeDeclarations } from './token-store';
import {
  COMPILER_BUILTINS, SyntaxAbort, type ParseOptions, LIBRARY_PRELUDE_PREFIX, foldIntCast, hasVla, findField, type DeclSpec, type ScopeEntry,
  type TagEntry, type Scope, type ParserState,
} from './parse-core';

export { COMPILER_BUILTINS, foldIntCast, findField, type ParserState } from './parse-core';

export function parse(tokens: Token[] | TokenSource, file: string, sink: DiagnosticSink, options: ParseOptions = {}): Program {
  return new Parser(tokens, file, sink, options).program();
}

/** Parses a unit's leading headers and returns where the parser stands after them (a precompiled header). */
export function parseHeaders(tokens: Token[] | TokenSource, file: string, sink: DiagnosticSink, options: ParseOptions = {}): ParserState | undefined {
  return new Parser(tokens, file, sink, options).headers();
}

export function parseExpressionIn(tokens: Token[], sink: DiagnosticSink, prog: Program, locals: VarSym[], fn?: FuncDef): Expr | undefined {
  return new Parser(tokens, prog.file, sink).expressionIn(prog, locals, fn);
}

/** Words whose declarations are read in place: their meaning may depend on where they are read. */
const NOT_DEFERRED = new Set(['typeof', '__typeof__', '_Generic', '__asm__', '__asm', 'asm', '_Alignas', '_Static_assert', '__auto_type']);

class Parser extends OmpParser {
  constructor(tokens: Token[] | TokenSource, file: string, sink: DiagnosticSink, options: ParseOptions = {}) {
    super(tokens, file, sink, options);
    if (options.resume) this.resume(options.resume);
    (this.scopes.file as FileScope<ScopeEntry>).reader = (tokens) => this.readDeferred(tokens);
  }

  private resume(st: ParserState): void {
    const file = new FileScope<ScopeEntry>();
    for (const [name, e] of st.scope) file.set(name, e);
    file.deferStored(st.unread);
    this.scopes = new ScopeChain(file);
    this.tags = new ScopeChain(st.tags);
    Object.assign(this, { globals: st.globals, funcs: st.funcs, defs: st.defs, strings: st.strings, lastParamSyms: st.lastParamSyms }, st.counters);
  }

  /** Reads every external declaration and stands at the end, the file scope unsettled (undefined: it cannot be kept). */
  headers(): ParserState | undefined {
    this.externalDeclarations();
    const file = this.scopes.file as FileScope<ScopeEntry>;
    const unread = encodeDeclarations(file.unread);
    if (!unread) return undefined;
    return {
      scope: new Map(file), unread, tags: new Map(this.tags.file),
      globals: this.globals, funcs: this.funcs, defs: this.defs, strings: this.strings, lastParamSyms: this.lastParamSyms,
      counters: { nextId: this.nextId, nextRecordId: this.nextRecordId, stmtCounter: this.stmtCounter, labelAddrCount: this.labelAddrCount, pack: this.pack },
    };
  }

  // ---------------------------------------------------------------- program
  program(): Program {
    this.externalDeclarations();
    this.sink.context = undefined;
    this.inlineStatics.report((pos, msg) => this.warning(pos, msg));
    this.wall?.unitEnds(this.funcs, this.globals);
    (this.scopes.file as FileScope<ScopeEntry>).settleNone?.();
    // An alias names a definition of this unit (gcc: the assembler's `.set A, B` needs B here).
    for (const a of this.aliases) {
      if (a.target === undefined || this.defs.some((d) => d.sym.name === a.target)) continue;
      this.error(a.pos, `‘${a.name}’ aliased to undefined symbol ‘${a.target}’`);
    }
    return { globals: this.globals, funcs: this.funcs, defs: this.defs, strings: this.strings, file: this.file, scope: this.scopes.file, tags: this.tags.file, ...(this.aliases.length ? { aliases: this.aliases } : {}) };
  }

  private externalDeclarations(): void {
    while (this.tok.kind !== 'eof') {
      const start = this.i;
      try {
        this.externalDeclaration();
      } catch (e) {
        if (!(e instanceof SyntaxAbort)) throw e;
        this.unevaluated = 0;
        this.fn = undefined;
        this.sink.context = undefined;
        this.recoverTopLevel();
      }
      if (this.i === start) this.next();
      this.toks.release(this.i - 1);
    }
  }

  /** One expression in a given scope (the debugger's evaluate): file scope plus visible locals. */
  expressionIn(prog: Program, locals: VarSym[], fn?: FuncDef): Expr | undefined {
    this.scopes = new ScopeChain(prog.scope as Scope, new Map(locals.map((v) => [v.name, { k: 'var', v } as ScopeEntry])));
    this.tags = new ScopeChain(prog.tags as Map<string, TagEntry>, new Map());
    this.fn = fn;
    this.strings = prog.strings;
    this.unevaluated = 0;
    try {
      const e = this.expression();
      if (this.tok.kind !== 'eof') this.fail(this.tok.pos, `unexpected ${this.describe(this.tok)} after the expression`);
      return e;
    } catch (e) {
      if (e instanceof SyntaxAbort) return undefined;
      throw e;
    }
  }

  protected recoverTopLevel(): void {
    let depth = 0;
    while (this.tok.kind !== 'eof') {
      const t = this.next();
      if (t.text === '{' && t.kind === 'punct') depth++;
      else if (t.text === '}' && t.kind === 'punct') { depth--; if (depth <= 0) { if (this.is(';')) this.next(); return; } }
      else if (t.text === ';' && t.kind === 'punct' && depth === 0) return;
    }
  }

  protected externalDeclaration(): void {
    if (this.accept(';')) return;
    if (this.tok.kind === 'pragma') {
      // `#pragma weak A` / `#pragma weak A = B` (gcc's, as MPICH's profiling names use it).
      const d = this.tok.directive ?? [];
      if (d[0]?.text !== 'weak') { this.ompExternal(); return; }
      this.next();
      if (d[1]?.kind === 'ident') this.aliases.push({ name: d[1].text, target: d[2]?.text === '=' && d[3]?.kind === 'ident' ? d[3].text : undefined, weak: true, pos: d[1].pos, pragma: true });
      return;
    }
    if (this.options.deferLibraryPrototypes && !this.readingDeferred && this.deferDeclaration()) return;
    if (this.is('_Static_assert')) { this.staticAssert(); return; }
    if (this.is('__asm__') || this.is('__asm') || this.is('asm')) { this.skipParens(); this.accept(';'); return; }
    const startTok = this.tok;
    this.initAttrs = [];
    this.linkAttrs = {};
    const spec = this.declSpec(true, true);
    if (this.accept(';')) { this.emptyAutoType(spec); return; } // struct declaration alone
    let first = true;
    for (;;) {
      const d = this.declarator(spec.type);
      const attrs = this.declaratorAttributes();
      d.type = this.typedefAligned(spec, attrs, d.type);
      if (!d.name) this.fail(this.tok.pos, `expected identifier or ‘(’ before ${this.describe(this.tok)}`);
      if (d.type.k === 'func' && first && this.is('{')) {
        if (spec.storage === 'typedef') this.fail(this.tok.pos, 'expected ‘;’ before ‘{’ token');
        this.implicitIntWarning(spec, d.name, d.pos, true);
        if (d.type.oldStyle && d.type.params.length) this.untypedParams(d.name, d.paramNames ?? [], new Set(), d.pos);
        this.functionDefinition(d.name, d.type, d.paramNames ?? [], d.pos, spec, d.paramPos ?? []);
        return;
      }
      if (d.type.k === 'func' && first && this.isTypeStart()) {
        // K&R definition: parameter declarations between ) and {.
        this.implicitIntWarning(spec, d.name, d.pos, true);
        const names = d.paramNames ?? [];
        const types = new Map<string, CType>();
        while (this.isTypeStart()) {
          const ps = this.declSpec(false);
          do { const pd = this.declarator(ps.type); this.skipAttributes(); if (pd.name) types.set(pd.name, pd.type); } while (this.accept(','));
          this.expect(';');
        }
        const params = names.map((n) => decay(types.get(n) ?? T.int));
        const ft: Extract<CType, { k: 'func' }> = { k: 'func', ret: d.type.ret, params, paramNames: names, variadic: false, oldStyle: true };
        if (!this.is('{')) this.fail(this.tok.pos, `expected ‘{’ before ${this.describe(this.tok)}`);
        this.untypedParams(d.name, names, new Set(types.keys()), d.pos);
        this.functionDefinition(d.name, ft, names, d.pos, spec, d.paramPos ?? []);
        return;
      }
      if (first && spec.implicit === 'none') this.warning(startTok.pos, 'data definition has no type or storage class');
      this.implicitIntWarning(spec, d.name, d.pos, false);
      const auto = spec.autoType && first ? this.autoTyped({ ...spec, autoType: spec.autoType }, d) : undefined;
      first = false;
      this.globalDeclarator(d.name, auto?.type ?? d.type, d.pos, spec, auto?.init, this.objectAlign(spec, attrs));
      if (d.type.k === 'func') this.takeInitAttrs(this.scopes.file.get(d.name));
      else if (this.linkAttrs.weak && spec.storage !== 'typedef') this.aliases.push({ name: d.name, weak: true, pos: d.pos });
      if (this.accept(',')) continue;
      break;
    }
    this.expectDeclarationEnd();
  }

  /** Set while a deferred prototype is read, which is then read in place. */
  private readingDeferred = false;

  /**
   * A built-in header's function prototype, or typedef of a function type, of a name not yet
   * declared, with nothing but keywords, file-scope typedef names and tags already declared at
   * file scope around its name (so reading it later, at file scope, gives the same type): kept as
   * its tokens and read when the name is first asked for (./scopes.ts FileScope). <mpi.h> and
   * <stdio.h> declare some 1,300 functions and 600 function types (QMPI's); a program uses a
   * handful, and pays for those.
   */
  private deferDeclaration(): boolean {
    const file = this.tok.pos.file;
    if (!file.startsWith('<built-in>/') || file.startsWith(LIBRARY_PRELUDE_PREFIX)) return false;
    let name: Token | undefined;
    let nameAt = 0;
    let isTypedef = false;
    let k = this.i;
    for (let depth = 0; ; k++) {
      const t = this.toks.at(k);
      if (t.kind === 'eof') return false;
      if (t.kind === 'punct') {
        if (t.text === ';' && depth === 0) break;
        if (t.text === '(') depth++;
        else if (t.text === ')') depth--;
        else if (t.text === '{' || t.text === '}' || t.text === '=' || (t.text === ',' && depth === 0)) return false;
        continue;
      }
      if (t.kind !== 'ident') continue;
      if (t.text === 'typedef') { if (k !== this.i) return false; isTypedef = true; continue; }
      if (t.text === '__attribute__') { k = this.skipBalanced(k + 1); if (k < 0) return false; continue; }
      if (NOT_DEFERRED.has(t.text)) return false;
      if (t.text === 'struct' || t.text === 'union' || t.text === 'enum') {
        if (!this.declaredTag(k)) return false;
        k++;
        continue;
      }
      if (name || this.isKeyword(t) || this.isTypedefName(t)) continue;
      name = t;
      nameAt = k;
    }
    if (!name || nameAt === this.i) return false;
    // A prototype names its function just before its parameters; a typedef, a function type.
    if (isTypedef ? !this.toks.slice(nameAt + 1, k).some((t) => t.kind === 'punct' && t.text === '(') : this.toks.at(nameAt + 1).text !== '(') return false;
    if (this.scopes.file.has(name.text)) return false;
    const tokens = this.toks.slice(this.i, k + 1);
    tokens.push({ ...tokens[tokens.length - 1], kind: 'eof', text: '' });
    this.i = k + 1;
    (this.scopes.file as FileScope<ScopeEntry>).defer(name.text, tokens);
    return true;
  }

  /** The index just past the parenthesised group starting at token k (-1 if there is none). */
  private skipBalanced(k: number): number {
    if (this.toks.at(k).text !== '(') return -1;
    for (let depth = 0; ; k++) {
      const t = this.toks.at(k);
      if (t.kind === 'eof' || t.text === ';') return -1;
      if (t.text === '(') depth++;
      else if (t.text === ')' && --depth === 0) return k;
    }
  }

  /** Token k (struct, union or enum) starts a tag already declared at file scope: `struct x`. */
  private declaredTag(k: number): boolean {
    const tag = this.toks.at(k + 1);
    return tag.kind === 'ident' && !this.isKeyword(tag) && this.tags.file.has(tag.text);
  }

  /** Reads a deferred declaration at file scope, wherever the parser is, and comes back. */
  private readDeferred(tokens: Token[]): void {
    const { toks, i, scopes, tags, fn, initAttrs, linkAttrs, declaratorDepth, readingDeferred: nested } = this;
    const context = this.sink.context;
    this.toks = new TokenWindow(tokens);
    this.i = 0;
    this.scopes = new ScopeChain(scopes.file);
    this.tags = new ScopeChain(tags.file);
    this.fn = undefined;
    this.sink.context = undefined;
    this.declaratorDepth = 0;
    this.readingDeferred = true;
    try {
      this.externalDeclaration();
    } finally {
      Object.assign(this, { toks, i, scopes, tags, fn, initAttrs, linkAttrs, declaratorDepth, readingDeferred: nested });
      this.sink.context = context;
    }
  }

  /** A function declared with constructor/destructor attributes keeps them (a prototype's count too). */
  private takeInitAttrs(e: unknown): void {
    const entry = e as { k: string; f?: FuncSym } | undefined;
    if (entry?.k === 'func' && entry.f && (this.linkAttrs.weak || this.linkAttrs.alias !== undefined)) {
      this.aliases.push({ name: entry.f.name, target: this.linkAttrs.alias, weak: !!this.linkAttrs.weak, pos: entry.f.pos });
    }
    if (entry?.k === 'func' && entry.f && this.linkAttrs.noreturn) this.wall?.noreturnFunction(entry.f.name);
    if (!this.initAttrs.length || entry?.k !== 'func' || !entry.f) return;
    const f = entry.f;
    for (const a of this.initAttrs) if (!f.inits?.some((b) => b.kind === a.kind)) (f.inits ??= []).push(a);
  }

  /** K&R parameters left without a declaration are int; gcc warns in the function's context. */
  protected untypedParams(fn: string, names: string[], typed: Set<string>, pos: SourcePos): void {
    this.sink.context = fn;
    for (const n of names) if (!typed.has(n)) this.warning(pos, `type of ‘${n}’ defaults to ‘int’ [-Wimplicit-int]`);
  }

  /** `autoInit`: the initializer `__auto_type` has read already. */
  protected globalDeclarator(name: string, type: CType, pos: SourcePos, spec: DeclSpec, autoInit?: Initializer, align?: number): void {
    if (spec.storage === 'typedef') { this.declare(name, { k: 'typedef', t: type }); return; }
    if (type.k === 'func') {
      const f = this.declareFunction(name, type, pos, spec.storage === 'static');
      this.inlineStatics.declared(f, spec.storage, spec.inlineKeyword);
      if (spec.isInline) this.wall?.inlineFunction(f);
      return;
    }
    const prev = this.scopes.file.get(name);
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
    if (spec.threadLocal) v.threadLocal = true;
    if (align) v.align = Math.max(v.align ?? 0, align);
    if (autoInit || this.accept('=')) {
      if (v.defined && v.init) this.error(pos, `redefinition of ‘${name}’`);
      v.init = autoInit ?? this.initializer(v, true);
      this.checkLoadTimeInit(v.init);
      v.storage = 'global';
      v.defined = true;
      v.defPos = pos;
    } else if (spec.storage !== 'extern') {
      v.defined = true; // tentative definition
      v.defPos ??= pos;
    }
  }

  protected functionDefinition(name: string, type: Extract<CType, { k: 'func' }>, paramNames: string[], pos: SourcePos, spec: DeclSpec, paramPos: SourcePos[]): void {
    const sym = this.declareFunction(name, type, pos, spec.storage === 'static');
    this.inlineStatics.declared(sym, spec.storage, spec.inlineKeyword);
    if (spec.isInline) this.wall?.inlineFunction(sym);
    this.takeInitAttrs({ k: 'func', f: sym });
    if (sym.def && pos.file.startsWith(LIBRARY_PRELUDE_PREFIX)) {
      // The user's own definition replaces the C library's, as at link time.
      let depth = 0;
      do { const t = this.next(); if (t.text === '{') depth++; else if (t.text === '}') depth--; } while (depth > 0 && this.tok.kind !== 'eof');
      return;
    }
    // (A definition of another type was a conflict, and said so.)
    if (sym.def && sameType(sym.type, type)) { this.error(pos, `redefinition of ‘${name}’`); this.previousNote(sym, name); }
    const def: FuncDef = {
      sym, params: [], locals: [], body: undefined as never, pos, end: pos, usesVarargs: false, hasVla: false, statics: [], vlaTypes: [],
    };
    sym.def = def;
    sym.type = type;
    this.fn = def;
    this.sink.context = name;
    this.fnLocals = def.locals;
    this.labels = new Map();
    this.gotos = [];
    this.labelAddrs = [];
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
    this.wall?.functionEnds(body, this.labels, new Set(this.gotos.map((g) => g.label)), def.params);
    if (type.ret.k !== 'void' && type.ret.k !== 'error' && name !== 'main') {
      // finish_function's warning sits where input_location is left: the first token on the closing brace's line.
      // (The token window may no longer hold a long line's first tokens: then the earliest it holds.)
      let first = body.end;
      for (let k = this.i - 2; k >= 0; k--) {
        const t = this.toks.at(k) as Token | undefined;
        if (!t?.pos || t.pos.line !== body.end.line || t.pos.file !== body.end.file) break;
        first = t.pos;
      }
      const frontEnd = spec.storage === 'static' && !spec.implicit ? first : undefined;
      this.wall?.nonVoidFunctionEnds(name, body, (e) => this.tryConst(e), new Set(this.gotos.map((g) => g.label)), frontEnd);
    }
    for (const g of this.gotos) if (!this.labels.has(g.label)) this.error(g.pos, `label ‘${g.label}’ used but not defined`);
    this.defs.push(def);
    this.fn = undefined;
    this.sink.context = undefined;
  }
}
