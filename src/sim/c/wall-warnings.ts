/**
 * The warnings of gcc 12's -Wall that its C front end gives at -O0, as the parser reports them
 * when asked (ParseOptions.wall; which of them are shown is the driver's choice, ../../cli/cc-warnings.ts):
 * - c-decl.cc's pop_scope, at the end of each block: a variable never named (-Wunused-variable),
 *   a local one only stored to (-Wunused-but-set-variable), a label never jumped to
 *   (-Wunused-label), most recently declared first, as the scope's binding list runs;
 * - c-common.cc's truth-value conversion of an if/while/do/for condition that is an assignment
 *   not in parentheses (-Wparentheses);
 * - c-pragma.cc's ignored pragma (-Wunknown-pragmas), where the parser reads past it.
 */
import type { CType, Expr, FuncSym, Stmt, VarSym } from './ast';
import { exprChildren, forEachStmt } from './ast-walk';
import { inMacroExpansion, type DiagnosticSink, type SourcePos, type Diagnostic } from './diagnostics';
import type { Token } from './token';
import { formatWarnings } from './format-warnings';
import { noReturnStatement, reachesEnd } from './return-flow';
import { isInt, isUnsigned, promote, quotedType, sizeOf, unqual } from './types';

type Enumerators = { name: string; value: bigint }[];
/** A symbol-keyed property: copied by spreads, left out of serialized programs and type comparisons. */
const ENUMERATORS = Symbol('enumerators');

interface PendingScope { mark: number; vars: VarSym[]; labels?: Map<string, SourcePos>; params?: VarSym[] }

export class WallWarnings {
  /** Block-scope objects a declaration statement made (not parameters, nor OpenMP's copies). */
  private readonly declared = new Set<VarSym>();
  /** Declared with the `unused` attribute: gcc counts them used. */
  private readonly exempt = new Set<VarSym>();
  private readonly used = new Set<VarSym>();
  /** Each `var` node an identifier made, to the variable it names (a node gone from the tree was read: sizeof's, typeof's). */
  private readonly refs = new Map<Expr, VarSym>();
  private readonly parenthesized = new WeakSet<Expr>();
  private readonly rawStrings = new WeakMap<Expr, string>();
  /** The current function's scopes, as they ended. */
  private scopes: PendingScope[] = [];
  /** An `unused` attribute read since the declaration statement began. */
  unusedAttribute = false;

  /** Functions named anywhere (gcc's TREE_USED). */
  readonly usedFunctions = new Set<FuncSym>();
  private readonly inline = new Set<FuncSym>();
  private readonly noreturn = new Set<string>();
  /** Places of comparison operators a macro's expansion produced, from its definition or its arguments (gcc's from_macro_expansion_at). */
  private readonly macroOperators = new WeakSet<SourcePos>();
  private readonly fallsOffEnd: Diagnostic[] = [];

  /** `objectCode`: gcc generates code (not -fsyntax-only), whose pass warns of unused static definitions. */
  constructor(private readonly sink: DiagnosticSink, private readonly objectCode = false) {}

  inlineFunction(f: FuncSym): void { this.inline.add(f); }
  operatorFromMacro(pos: SourcePos): void { this.macroOperators.add(pos); }
  /** Declared `_Noreturn` or with the noreturn attribute: its calls end their block. */
  noreturnFunction(name: string): void { this.noreturn.add(name); }

  /**
   * A function returning a value is read: when gcc generates code, its flow pass warns if control
   * can reach the closing brace (-Wreturn-type), after the whole unit's front-end warnings.
   */
  nonVoidFunctionEnds(name: string, body: Extract<Stmt, { k: 'block' }>, constant: (e: Expr) => bigint | undefined, gotoTargets: Set<string>, staticAt?: SourcePos): void {
    if (this.noreturn.has(name) || body.end.file.startsWith('<')) return;
    // A static function without any return gets the front end's warning instead, -fsyntax-only too.
    if (staticAt && noReturnStatement(body, (n) => this.noreturn.has(n))) {
      this.sink.warning(staticAt, 'no return statement in function returning non-void [-Wreturn-type]');
      return;
    }
    // An inline function's code is generated only when it is used (not at all for C99's inline definition).
    if (!this.objectCode || [...this.inline].some((f) => f.name === name)) return;
    if (reachesEnd(body, constant, (n) => this.noreturn.has(n), gotoTargets)) {
      this.fallsOffEnd.push({ severity: 'warning', pos: body.end, message: 'control reaches end of non-void function [-Wreturn-type]', fn: name });
    }
  }

  /**
   * The unit is read: c-decl.cc's check of static functions declared and not defined; then, when
   * gcc generates code, the unused static definitions (cgraph's, the last defined first).
   */
  unitEnds(funcs: FuncSym[], globals: VarSym[]): void {
    const mine = (p: SourcePos): boolean => !p.file.startsWith('<');
    for (const f of funcs) {
      if (!f.isStatic || f.def || !mine(f.pos) || f.implicitIn) continue;
      this.sink.warning(f.pos, this.usedFunctions.has(f) ? `‘${f.name}’ used but never defined` : `‘${f.name}’ declared ‘static’ but never defined [-Wunused-function]`);
    }
    if (!this.objectCode) return;
    if (this.fallsOffEnd.length) this.sink.insertAt(this.sink.mark(), this.fallsOffEnd);
    const unused: { pos: SourcePos; message: string }[] = [];
    for (const f of funcs) {
      if (f.isStatic && f.def && mine(f.pos) && !this.usedFunctions.has(f) && !this.inline.has(f)) unused.push({ pos: f.pos, message: `‘${f.name}’ defined but not used [-Wunused-function]` });
    }
    for (const v of globals) {
      if (!v.isStatic || v.ownerFn !== undefined || !mine(v.pos) || this.used.has(v) || v.storage !== 'global') continue;
      unused.push({ pos: v.pos, message: `‘${v.name}’ defined but not used [-Wunused-${v.type.const ? 'const-variable=' : 'variable'}]` });
    }
    unused.sort((a, b) => b.pos.line - a.pos.line || b.pos.col - a.pos.col);
    for (const u of unused) this.sink.warning(u.pos, u.message);
  }

  declaredLocal(v: VarSym): void {
    this.declared.add(v);
    if (this.unusedAttribute) this.exempt.add(v);
  }
  /** A parameter declared (an `unused` attribute before it exempts it). */
  parameter(v: VarSym): void {
    if (this.unusedAttribute) this.exempt.add(v);
    this.unusedAttribute = false;
  }
  referenced(v: VarSym, node: Expr): void { this.used.add(v); this.refs.set(node, v); }
  /** The parser's next token is `t`: the pragmas ignored before it are warned of now, as gcc's lexer reaches them. */
  reached(t: Token): void {
    if (!t.ignoredPragmas) return;
    // Those after the last declaration are read at the top level, after the function before them.
    if (t.kind === 'eof') this.sink.insertAt(this.sink.mark(), t.ignoredPragmas.map((p) => ({ severity: 'warning', pos: p.pos, message: p.message })));
    else for (const p of t.ignoredPragmas) this.sink.warning(p.pos, p.message);
    t.ignoredPragmas = undefined;
  }
  /** A string literal of one token, as written (a format's directives are placed in it). */
  stringToken(e: Expr, raw: string): void { this.rawStrings.set(e, raw); }
  /** A call of `name` (-Wformat of the C library's printf and scanf). */
  call(name: string, args: Expr[]): void {
    for (const w of formatWarnings(name, args, (e) => this.rawStrings.get(e))) this.sink.warning(w.pos, w.message);
  }
  /** `[` of a subscript whose index has type `t` (-Wchar-subscripts: plain char may be negative). */
  subscript(pos: SourcePos, t: CType): void {
    if (t.k === 'int' && t.kind === 'char' && t.enumTag === undefined) this.sink.warning(pos, 'array subscript has type ‘char’ [-Wchar-subscripts]');
  }

  /** An enum's enumerators ride on its type, and on the copies typedefs and qualifiers make (an enum may have no tag). */
  enumDefined(t: CType, enumerators: { name: string; value: bigint }[]): void {
    (t as { [ENUMERATORS]?: Enumerators })[ENUMERATORS] = enumerators;
  }

  /**
   * A switch on an enum (c-warn.cc's c_do_switch_warnings): without default, each enumerator no
   * case names; then each case value (by value) that is no enumerator's.
   */
  switchEnds(sw: Extract<Stmt, { k: 'switch' }>, t: CType): void {
    const enumerators = (t as { [ENUMERATORS]?: Enumerators })[ENUMERATORS];
    if (!enumerators) return;
    const values = new Set(sw.cases.map((c) => c.value));
    if (!sw.dflt) for (const en of enumerators) if (!values.has(en.value)) this.sink.warning(sw.pos, `enumeration value ‘${en.name}’ not handled in switch [-Wswitch]`);
    const named = new Set(enumerators.map((en) => en.value));
    const stray = sw.cases.filter((c) => !named.has(c.value)).sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    // gcc names an anonymous enum by its typedef alone.
    const typeShown = t.k === 'int' && t.enumTag === '' && t.typedefName ? `‘${t.typedefName}’` : quotedType(t);
    for (const c of stray) this.sink.warning(c.stmt.pos, `case value ‘${c.value}’ not in enumerated type ${typeShown} [-Wswitch]`);
  }

  /**
   * A comparison of integers of different signedness whose common type is unsigned (c-warn.cc's
   * warn_for_sign_compare, -Wextra's -Wsign-compare): not when the signed operand is a
   * nonnegative constant or an unsigned type promoted, nor for an equality with an unsigned
   * constant the signed type holds.
   */
  comparison(op: string, l: Expr, r: Expr, pos: SourcePos, constant: (e: Expr) => bigint | undefined): void {
    const lt = unqual(l.type), rt = unqual(r.type);
    if (!isInt(lt) || !isInt(rt)) return;
    const pl = promote(lt), pr = promote(rt);
    if (isUnsigned(pl) === isUnsigned(pr)) return;
    const [sop, st, ut, uop] = isUnsigned(pl) ? [r, pr, pl, l] : [l, pl, pr, r];
    if (sizeOf(ut) < sizeOf(st)) return;
    if (isUnsigned(unqual(sop.type)) || sop.type.k === 'int' && sop.type.kind === 'bool') return;
    const sv = constant(sop);
    if (sv !== undefined && sv >= 0n) return;
    const uv = constant(uop);
    if ((op === '==' || op === '!=') && uv !== undefined && uv < 1n << BigInt(sizeOf(ut) * 8 - 1)) return;
    this.sink.warning(pos, `comparison of integer expressions of different signedness: ${quotedType(lt)} and ${quotedType(rt)} [-Wsign-compare]`);
  }

  /**
   * c-typeck.cc's maybe_warn_for_null_address (-Waddress): `==` or `!=` of a null pointer constant
   * and the address of an object or function, which is never null; not in a macro's expansion,
   * nor for a weak symbol (`weak`: named by a weak or alias declaration). Only the plain forms
   * (`&x`, an array, a function), whose note names the declaration.
   */
  nullComparison(op: string, l: Expr, r: Expr, pos: SourcePos, isNull: (e: Expr) => boolean, weak: (name: string) => boolean): void {
    if ((op !== '==' && op !== '!=') || inMacroExpansion(pos) || this.macroOperators.has(pos)) return;
    const other = isNull(r) ? l : isNull(l) ? r : undefined;
    const named = other?.k === 'addr' && other.e.k === 'var' ? other.e.v
      : other?.k === 'var' && other.v.type.k === 'array' ? other.v
        : other?.k === 'func' ? other.f : undefined;
    if (!named?.name || weak(named.name) || named.pos.file.startsWith('<')) return;
    this.sink.warning(pos, `the comparison will always evaluate as ‘${op === '==' ? 'false' : 'true'}’ for the address of ‘${named.name}’ will never be NULL [-Waddress]`);
    this.sink.note(named.pos, `‘${named.name}’ declared here`);
  }

  /**
   * c-warn.cc's warn_about_parentheses: an operand of `op` that is an unparenthesized operation
   * whose precedence readers misremember, placed at that operand's operator (the left one first).
   */
  operands(op: string, l: Expr, r: Expr): void {
    const code = (e: Expr): string | undefined => {
      if (this.parenthesized.has(e)) return undefined;
      if (e.k === 'binary' || e.k === 'logic') return e.op;
      if (e.k === 'ptradd') return e.neg ? '-' : '+';
      return e.k === 'ptrdiff' ? '-' : undefined;
    };
    const cl = code(l), cr = code(r);
    const comparison = (c: string | undefined): boolean => c !== undefined && ['<', '>', '<=', '>=', '==', '!='].includes(c);
    const warn = (test: (c: string | undefined) => boolean, message: string): boolean => {
      const at = test(cl) ? l : test(cr) ? r : undefined;
      if (at) this.sink.warning(at.pos, `${message} [-Wparentheses]`);
      return at !== undefined;
    };
    const among = (...ops: string[]) => (c: string | undefined): boolean => c !== undefined && ops.includes(c);
    switch (op) {
      case '<<': case '>>':
        if (!warn(among('+'), `suggest parentheses around ‘+’ inside ‘${op}’`)) warn(among('-'), `suggest parentheses around ‘-’ inside ‘${op}’`);
        return;
      case '||': warn(among('&&'), 'suggest parentheses around ‘&&’ within ‘||’'); return;
      case '|': case '^':
        if (!warn(among('+', '-', '&', ...(op === '|' ? ['^'] : [])), `suggest parentheses around arithmetic in operand of ‘${op}’`)) warn(comparison, `suggest parentheses around comparison in operand of ‘${op}’`);
        return;
      case '&':
        if (!warn(among('+'), 'suggest parentheses around ‘+’ in operand of ‘&’') && !warn(among('-'), 'suggest parentheses around ‘-’ in operand of ‘&’')) warn(comparison, 'suggest parentheses around comparison in operand of ‘&’');
        return;
      case '==': case '!=': warn(comparison, `suggest parentheses around comparison in operand of ‘${op}’`); return;
      case '<': case '>': case '<=': case '>=': warn(among('<', '>', '<=', '>='), 'comparisons like ‘X<=Y<=Z’ do not have their mathematical meaning'); return;
    }
  }

  /** An expression statement's value, discarded (c-typeck.cc's emit_side_effect_warnings, -Wunused-value). */
  expressionStatement(e: Expr): void {
    if (e.type.k === 'void' || e.type.k === 'error') return;
    if (e.k === 'comma') {
      if (!sideEffects(e.r) && e.r.type.k !== 'void') this.sink.warning(e.pos, 'right-hand operand of comma expression has no effect [-Wunused-value]');
      return;
    }
    if (!sideEffects(e)) this.sink.warning(e.pos, 'statement with no effect [-Wunused-value]');
    else if (!['call', 'assign', 'opassign', 'incdec', 'stmtexpr', 'builtin', 'cond', 'cast'].includes(e.k)) this.sink.warning(e.pos, 'value computed is not used [-Wunused-value]');
  }

  inParentheses(e: Expr): void { this.parenthesized.add(e); }

  /** gcc's truth-value conversion of a statement's condition, which starts at `start`. */
  condition(start: SourcePos, c: Expr): void {
    if (c.k === 'assign' && !this.parenthesized.has(c)) this.sink.warning(start, 'suggest parentheses around assignment used as truth value [-Wparentheses]');
  }

  /** A block scope ends: its bindings (in order of declaration) are judged once the function is read. */
  scopeEnds(bindings: Iterable<unknown>): void {
    const vars: VarSym[] = [];
    for (const b of bindings) {
      const v = (b as { k: string; v?: VarSym }).k === 'var' ? (b as { v: VarSym }).v : undefined;
      if (v && this.declared.has(v)) vars.push(v);
    }
    this.scopes.push({ mark: this.sink.mark(), vars });
  }

  /**
   * The function's body is read (its outermost scope ended last): each scope's warnings go where
   * the scope ended. `labels`: the defined labels, with the places named by goto or `&&`;
   * `params`: the parameters, of which gcc warns (-Wextra) after the body's outermost block.
   */
  functionEnds(body: Stmt, labels: Map<string, SourcePos>, named: Set<string>, params: VarSym[]): void {
    const read = this.readVariables(body);
    const outer = this.scopes[this.scopes.length - 1];
    if (outer) outer.labels = new Map([...labels].filter(([name]) => !named.has(name)));
    if (outer) outer.params = params.filter((v) => v.name && !this.exempt.has(v)).reverse();
    for (let k = this.scopes.length - 1; k >= 0; k--) {
      const s = this.scopes[k];
      const found: { pos: SourcePos; message: string }[] = [];
      for (const v of s.vars) {
        if (this.exempt.has(v)) continue;
        if (!this.used.has(v)) found.push({ pos: v.pos, message: `unused variable ‘${v.name}’ [-Wunused-variable]` });
        else if (!read.has(v) && v.storage !== 'extern') found.push({ pos: v.pos, message: `variable ‘${v.name}’ set but not used [-Wunused-but-set-variable]` });
      }
      for (const [name, pos] of s.labels ?? []) found.push({ pos, message: `label ‘${name}’ defined but not used [-Wunused-label]` });
      found.sort((a, b) => b.pos.line - a.pos.line || b.pos.col - a.pos.col);
      for (const v of s.params ?? []) {
        if (!this.used.has(v)) found.push({ pos: v.pos, message: `unused parameter ‘${v.name}’ [-Wunused-parameter]` });
        else if (!read.has(v)) found.push({ pos: v.pos, message: `parameter ‘${v.name}’ set but not used [-Wunused-but-set-parameter]` });
      }
      const ds: Diagnostic[] = found.map((f) => ({ severity: 'warning', pos: f.pos, message: f.message, fn: this.sink.context }));
      if (ds.length) this.sink.insertAt(s.mark, ds);
    }
    this.scopes = [];
    this.refs.clear();
  }

  /**
   * The variables whose value the function reads (gcc's DECL_READ_P): every reference but the
   * stored-to object of an assignment whose value is not used (a statement's, a for's step, a
   * comma's left operand), through `.` members and elements of an array object.
   */
  private readVariables(body: Stmt): Set<VarSym> {
    const stored = new Set<Expr>();
    const target = (e: Expr): void => {
      for (;;) {
        if (e.k === 'var') { stored.add(e); return; }
        if (e.k === 'member' && !e.arrow) e = e.e;
        else if (e.k === 'deref' && e.e.k === 'ptradd' && arrayObject(e.e.ptr)) e = arrayObject(e.e.ptr)!;
        else if (e.k === 'deref' && arrayObject(e.e)) e = arrayObject(e.e)!;
        else return;
      }
    };
    const unusedValue = (e: Expr): void => {
      for (;;) {
        if (e.k === 'comma') { unusedValue(e.l); e = e.r; continue; }
        if (e.k === 'assign') target(e.l);
        return;
      }
    };
    forEachStmt(body, (s) => {
      if (s.k === 'expr') unusedValue(s.e);
      else if (s.k === 'for' && s.step) unusedValue(s.step);
    });
    const read = new Set<VarSym>();
    for (const [node, v] of this.refs) if (!stored.has(node)) read.add(v);
    return read;
  }
}

/** Whether evaluating `e` does more than compute a value (gcc's TREE_SIDE_EFFECTS). */
function sideEffects(root: Expr): boolean {
  const todo = [root];
  for (let e = todo.pop(); e; e = todo.pop()) {
    if (['call', 'assign', 'opassign', 'incdec', 'stmtexpr', 'builtin', 'compound'].includes(e.k)) return true;
    todo.push(...exprChildren(e));
  }
  return false;
}

/** An array object as an operand decays to its first element's address: the object, or undefined. */
function arrayObject(e: Expr): Expr | undefined {
  while (e.k === 'cast' || e.k === 'addr') e = e.e;
  return e.type.k === 'array' ? e : undefined;
}

/** The pragmas gcc 12's C front end and libcpp know (c-pragma.cc's init_pragma, libcpp's _cpp_init_internal_pragmas). */
const KNOWN_PRAGMAS = new Set(['once', 'push_macro', 'pop_macro', 'poison', 'system_header', 'dependency', 'pack', 'weak', 'redefine_extname', 'message', 'scalar_storage_order', 'mpisim']);
const KNOWN_GCC_PRAGMAS = new Set(['poison', 'system_header', 'dependency', 'warning', 'error', 'visibility', 'diagnostic', 'target', 'optimize', 'push_options', 'pop_options', 'reset_options', 'unroll', 'ivdep', 'pch_preprocess']);

/**
 * gcc's -Wunknown-pragmas warning of a pragma (its tokens after `#pragma`), or undefined for one
 * gcc knows (OpenMP's with -fopenmp): c-lex.cc's cb_def_pragma names its first token and, if
 * it is a name, the second.
 */
export function ignoredPragma(words: { kind: string; text: string }[], openmp: boolean): string | undefined {
  const [a, b] = words;
  if (a && (KNOWN_PRAGMAS.has(a.text) || (openmp && a.text === 'omp'))) return undefined;
  if (a?.text === 'GCC' && b && KNOWN_GCC_PRAGMAS.has(b.text)) return undefined;
  if (a?.text === 'STDC' && b?.text === 'FLOAT_CONST_DECIMAL64') return undefined;
  return `ignoring ‘#pragma ${a?.text ?? ''} ${b?.kind === 'ident' ? b.text : ''}’ [-Wunknown-pragmas]`;
}
