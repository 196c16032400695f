/**
 * Statements and block-scope declarations (C99 6.8), with gcc's recovery after an error.
 */
import { LATE_PASS, type SourcePos } from './diagnostics';
import type { Expr, Initializer, Stmt, VarSym } from './ast';
import { runSteps, type Steps } from './ast-walk';
import { T, type CType, decay, vlaArrays, isComplete, isInt, isPtr, isRecord, isUnsigned, promote, intBits } from './types';
import { AsmParser } from './parse-asm';
import { SyntaxAbort, hasVla } from './parse-core';

export abstract class StmtParser extends AsmParser {
  /** OpenMP structured blocks being read: a `return` may not leave one. */
  protected ompBlocks = 0;
  /** The C function being read, whose body a parallel region or task is part of (OmpParser knows them). */
  protected ompFunction(): typeof this.fn { return this.fn; }
  /** The loop and switch depths where the parallel region being read starts: a `break` or `continue` there would leave it. */
  protected ompBreakFloor = 0;
  protected ompContinueFloor = 0;
  /** An OpenMP directive (a 'pragma' token, -fopenmp) and what it applies to (./parse-omp.ts). */
  protected abstract ompSteps(inCompound: boolean): Steps<Stmt>;

  // ---------------------------------------------------------------- statements
  protected newStmtId(): number { return this.stmtCounter++; }

  protected compoundStatement(isFunctionBody = false): Extract<Stmt, { k: 'block' }> {
    return runSteps(this.compoundSteps(isFunctionBody));
  }

  /**
   * gcc's statement expression `({ ... })`: the block's statements, then the value of its last
   * statement when that is an expression (else void).
   */
  protected statementExpression(pos: SourcePos): Expr { return runSteps(this.statementExpressionSteps(pos)); }

  /** As steps: the operator parser reads the block on its own stack, so `({ ({ ... }) })` nests as deep as gcc takes it. */
  protected *statementExpressionSteps(pos: SourcePos): Steps<Expr> {
    if (!this.fn) this.fail(pos, 'braced-group within expression allowed only inside a function');
    const block = (yield this.compoundSteps(false)) as Extract<Stmt, { k: 'block' }>;
    this.expect(')');
    (this.fn!.stmtExprs ??= []).push(block);
    const tail = block.body[block.body.length - 1];
    const last = tail?.k === 'expr' ? tail.e : undefined;
    const body = last ? block.body.slice(0, -1) : block.body;
    return { k: 'stmtexpr', body, last, type: last ? decay(last.type) : T.void, pos };
  }

  /**
   * Statements are read as steps (./ast-walk.ts runSteps), each nested statement, expression and
   * initializer a sub-step on one heap stack: blocks nest 10^5 deep, `else if` chains run as long
   * as gcc takes them, and statement expressions nest in expressions in statements without the
   * host's stack. A syntax error unwinds to the innermost block, which skips the statement as gcc
   * recovers (what the statements it unwinds through set up is undone in their `finally`).
   */
  private *compoundSteps(isFunctionBody: boolean): Steps<Extract<Stmt, { k: 'block' }>> {
    const open = this.tok.pos;
    this.expect('{');
    if (!isFunctionBody) this.pushScope();
    const body: Stmt[] = [];
    for (;;) {
      if (this.is('}') || this.tok.kind === 'eof') {
        const end = this.tok.pos;
        if (this.tok.kind === 'eof') this.error(end, 'expected declaration or statement at end of input');
        else this.next();
        if (!isFunctionBody) this.popScope();
        return { k: 'block', body, pos: open, end };
      }
      const start = this.i, unevaluated = this.unevaluated;
      try {
        body.push((yield this.blockItemSteps()) as Stmt);
      } catch (e) {
        if (!(e instanceof SyntaxAbort)) throw e;
        this.unevaluated = unevaluated;
        this.recoverStatement();
      }
      if (this.i === start) this.next();
    }
  }

  protected recoverStatement(): void {
    let depth = 0;
    while (this.tok.kind !== 'eof') {
      const t = this.tok;
      if (t.kind === 'punct' && t.text === '{') depth++;
      if (t.kind === 'punct' && t.text === '}') { if (depth === 0) return; depth--; if (depth === 0) { this.next(); return; } }
      this.next();
      if (t.kind === 'punct' && t.text === ';' && depth === 0) return;
    }
  }

  protected *blockItemSteps(): Steps<Stmt> {
    if (this.tok.kind === 'pragma') return (yield this.ompSteps(true)) as Stmt;
    if (this.is('_Static_assert')) { const pos = this.tok.pos; this.staticAssert(); return { k: 'empty', pos }; }
    if (this.isTypeStart() && !(this.isTypedefName(this.tok) && this.peek().text === ':')) return (yield this.localDeclarationSteps()) as Stmt;
    // `widget_t w;` or `widget_t *w;` with widget_t never declared: gcc reads a declaration with
    // an unknown type name (one error), not an expression statement (c_parser_next_tokens_start_typename).
    const t = this.tok, n = this.peek();
    if (t.kind === 'ident' && ((n.kind === 'ident' && !this.isKeyword(n)) || (n.kind === 'punct' && n.text === '*')) && !this.isKeyword(t) && !this.lookup(t.text)) return (yield this.localDeclarationSteps()) as Stmt;
    return (yield this.statementSteps()) as Stmt;
  }

  private *localDeclarationSteps(): Steps<Stmt> {
    const pos = this.tok.pos;
    if (this.wall) this.wall.unusedAttribute = false;
    const spec = this.declSpec(true);
    const vars: { v: VarSym; vlaSize?: Expr }[] = [];
    const stmt: Extract<Stmt, { k: 'decl' }> = { k: 'decl', vars, pos, id: this.newStmtId() };
    if (this.accept(';')) { this.emptyAutoType(spec); return stmt; }
    let first = true;
    do {
      const d = this.declarator(spec.type);
      const attrs = this.declaratorAttributes();
      d.type = this.typedefAligned(spec, attrs, d.type);
      const align = this.objectAlign(spec, attrs);
      if (!d.name) this.fail(this.tok.pos, `expected identifier or ‘(’ before ${this.describe(this.tok)}`);
      this.implicitIntWarning(spec, d.name, d.pos, false);
      // gcc says once that __auto_type takes one declarator; the others are int's.
      const auto = spec.autoType && first ? this.autoTyped({ ...spec, autoType: spec.autoType }, d) : undefined;
      if (auto) d.type = auto.type;
      first = false;
      // Variably modified types take their dimensions here, when the declaration is reached.
      const vm = vlaArrays(d.type);
      if (vm.length) (stmt.vlaTypes ??= []).push(...vm);
      if (spec.storage === 'typedef') { this.declare(d.name, { k: 'typedef', t: d.type }); continue; }
      if (d.type.k === 'func') { this.declareFunction(d.name, d.type, d.pos, spec.storage === 'static'); continue; }
      if (spec.storage === 'extern') {
        if (auto || this.is('=')) {
          this.error(d.pos, `‘${d.name}’ has both ‘extern’ and initializer`);
          if (!auto) { this.next(); yield this.initializerSteps({ name: d.name, type: d.type, storage: 'extern', id: -1, pos: d.pos, inMemory: true }); }
        }
        const g = this.scopes.file.get(d.name);
        if (g?.k === 'var') { this.declare(d.name, g); continue; }
        const v: VarSym = { name: d.name, type: d.type, storage: 'extern', id: this.nextId++, pos: d.pos, inMemory: true };
        this.globals.push(v);
        this.scopes.file.set(d.name, { k: 'var', v });
        this.declare(d.name, { k: 'var', v });
        this.wall?.declaredLocal(v);
        continue;
      }
      const existing = this.scopes.own(d.name);
      if (existing && existing.k === 'var' && existing.v.storage !== 'param') this.error(d.pos, `redefinition of ‘${d.name}’`);
      if (spec.storage === 'static') {
        const v: VarSym = { name: d.name, type: d.type, storage: 'global', id: this.nextId++, pos: d.pos, inMemory: true, ownerFn: this.fn?.sym.name, isStatic: true, defined: true, ...(spec.threadLocal ? { threadLocal: true } : {}), ...(align ? { align } : {}) };
        this.inlineStatics.staticLocal(this.fn?.sym, v, d.pos);
        this.declare(d.name, { k: 'var', v });
        this.wall?.declaredLocal(v);
        if (auto) v.init = auto.init;
        else if (this.accept('=')) v.init = (yield this.initializerSteps(v)) as Initializer;
        this.checkLoadTimeInit(v.init);
        this.globals.push(v);
        this.fn?.statics.push(v);
        continue;
      }
      const v: VarSym = {
        name: d.name, type: d.type, storage: 'local', id: this.nextId++, pos: d.pos,
        inMemory: d.type.k === 'array' || isRecord(d.type) || d.type.k === 'valist' || align !== undefined, scopeStart: stmt.id, ...(align ? { align } : {}),
      };
      if (d.type.k === 'void') this.error(d.pos, `variable or field ‘${d.name}’ declared void`);
      this.declare(d.name, { k: 'var', v });
      this.wall?.declaredLocal(v);
      this.fnLocals.push(v);
      let vlaSize: Expr | undefined;
      if (d.type.k === 'array' && hasVla(d.type)) {
        if (this.fn) this.fn.hasVla = true;
        vlaSize = this.vlaSizeExpr(d.type, d.pos);
      }
      if (auto) v.init = auto.init;
      else if (this.accept('=')) v.init = (yield this.initializerSteps(v)) as Initializer;
      else if (!isComplete(v.type) && !vlaSize && v.type.k !== 'void') this.error(d.pos, `storage size of ‘${d.name}’ isn’t known`);
      vars.push({ v, vlaSize });
    } while (this.accept(','));
    this.expectDeclarationEnd();
    return stmt;
  }

  protected vlaSizeExpr(t: CType, pos: SourcePos): Expr {
    return { k: 'vlasize', vtype: t, type: T.long, pos };
  }

  protected statement(): Stmt { return runSteps(this.statementSteps()); }

  protected *statementSteps(): Steps<Stmt> {
    const t = this.tok;
    const pos = t.pos;
    if (t.kind === 'pragma') return (yield this.ompSteps(false)) as Stmt;
    const expression = (level: 'comma' | 'cond' = 'comma'): Steps<Expr> => this.operatorSteps(level);
    if (t.kind === 'punct' && t.text === '{') {
      const b = (yield this.compoundSteps(false)) as Stmt;
      b.id = this.newStmtId();
      return b;
    }
    if (t.kind === 'punct' && t.text === ';') { this.next(); return { k: 'empty', pos, id: this.newStmtId() }; }
    if (this.isAsmKeyword()) return this.asmStatement();
    if (t.kind === 'ident' && !this.isKeyword(t) && this.peek().text === ':' && this.peek().kind === 'punct') {
      this.next(); this.next();
      if (this.labels.has(t.text)) this.error(pos, `duplicate label ‘${t.text}’`);
      this.labels.set(t.text, pos);
      const id = this.newStmtId();
      const label = (body: Stmt): Stmt => ({ k: 'label', name: t.text, body, pos, id });
      if (this.is('}')) return label({ k: 'empty', pos, id: this.newStmtId() });
      if (this.isTypeStart()) return label((yield this.localDeclarationSteps()) as Stmt);
      return label((yield this.statementSteps()) as Stmt);
    }
    if (t.kind === 'ident') {
      const loopDepth = (): void => { this.breakDepth++; this.continueDepth++; };
      const loopDone = (): void => { this.breakDepth--; this.continueDepth--; };
      switch (t.text) {
        case 'if': {
          this.next(); this.expect('(');
          const id = this.newStmtId();
          const cp = this.tok.pos, c = this.condition((yield expression()) as Expr);
          this.wall?.condition(cp, c);
          this.expect(')');
          const then = (yield this.scopedSteps()) as Stmt;
          if (!this.accept('else')) return { k: 'if', c, then, pos, id };
          const els = (yield this.scopedSteps()) as Stmt;
          return { k: 'if', c, then, else: els, pos, id };
        }
        case 'while': {
          this.next(); this.expect('(');
          const id = this.newStmtId();
          const cp = this.tok.pos, c = this.condition((yield expression()) as Expr);
          this.wall?.condition(cp, c);
          this.expect(')');
          loopDepth();
          let body: Stmt;
          try { body = (yield this.scopedSteps()) as Stmt; } finally { loopDone(); }
          return { k: 'while', c, body, pos, id };
        }
        case 'do': {
          this.next();
          const id = this.newStmtId();
          loopDepth();
          let body: Stmt;
          try { body = (yield this.scopedSteps()) as Stmt; } finally { loopDone(); }
          if (!this.accept('while')) this.fail(this.tok.pos, `expected ‘while’ before ${this.describe(this.tok)}`);
          this.expect('(');
          const cp = this.tok.pos, c = this.condition((yield expression()) as Expr);
          this.wall?.condition(cp, c);
          this.expect(')');
          this.expect(';');
          return { k: 'dowhile', c, body, pos, id };
        }
        case 'for': {
          this.next(); this.expect('(');
          this.pushScope();
          const id = this.newStmtId();
          let init: Stmt | undefined;
          if (this.isTypeStart()) init = (yield this.localDeclarationSteps()) as Stmt;
          else if (!this.accept(';')) { const ip = this.tok.pos; init = { k: 'expr', e: (yield expression()) as Expr, pos: ip, id: this.newStmtId() }; this.expect(';'); }
          const cp = this.tok.pos, c = this.is(';') ? undefined : this.condition((yield expression()) as Expr);
          if (c) this.wall?.condition(cp, c);
          this.expect(';');
          const step = this.is(')') ? undefined : (yield expression()) as Expr;
          this.expect(')');
          loopDepth();
          let body: Stmt;
          try { body = (yield this.scopedSteps()) as Stmt; } finally { loopDone(); this.popScope(); }
          return { k: 'for', init, c, step, body, pos, id };
        }
        case 'return': {
          this.next();
          const id = this.newStmtId();
          // Inside a parallel region or task (an outlined function): the function's own.
          const ret = this.ompFunction()?.sym.type.ret ?? T.int;
          if (this.ompBlocks) this.lateError(this.tok.kind === 'punct' && this.tok.text === ';' ? pos : this.tok.pos, 'invalid branch to/from OpenMP structured block', LATE_PASS.ompBlocks);
          // gcc 12 warns of a return that does not fit the function's type, and compiles it.
          const declaredHere = () => { const f = this.ompFunction(); if (f) this.note(f.pos, 'declared here'); };
          if (this.accept(';')) {
            if (ret.k !== 'void') { this.warning(pos, `‘return’ with no value, in function returning non-void${this.wall ? ' [-Wreturn-type]' : ''}`); declaredHere(); }
            return { k: 'return', pos, id };
          }
          const e = (yield expression()) as Expr;
          this.expect(';');
          if (ret.k === 'void') {
            if (e.type.k !== 'void') { this.warning(e.pos, `‘return’ with a value, in function returning void${this.wall ? ' [-Wreturn-type]' : ''}`); declaredHere(); }
            return { k: 'return', e, pos, id };
          }
          if (isPtr(ret) && this.addressOfLocal(e)) this.warning(e.pos, 'function returns address of local variable [-Wreturn-local-addr]');
          return { k: 'return', e: this.convertForAssign(e, ret, 'return'), pos, id };
        }
        case 'break': {
          this.next(); this.expect(';');
          if (this.breakDepth === 0) this.error(pos, 'break statement not within loop or switch');
          else if (this.breakDepth <= this.ompBreakFloor) this.lateError(pos, 'invalid branch to/from OpenMP structured block', LATE_PASS.ompBlocks);
          return { k: 'break', pos, id: this.newStmtId() };
        }
        case 'continue': {
          this.next(); this.expect(';');
          if (this.continueDepth === 0) this.error(pos, 'continue statement not within a loop');
          else if (this.continueDepth <= this.ompContinueFloor) this.lateError(pos, 'invalid branch to/from OpenMP structured block', LATE_PASS.ompBlocks);
          return { k: 'continue', pos, id: this.newStmtId() };
        }
        case 'goto': {
          this.next();
          if (this.is('*')) {
            this.next();
            const e = (yield expression()) as Expr;
            this.expect(';');
            if (!isPtr(decay(e.type))) this.error(e.pos, 'computed goto must be pointer type');
            return { k: 'gotoPtr', e, targets: this.labelAddrs, pos, id: this.newStmtId() };
          }
          const lt = this.identName();
          this.expect(';');
          this.gotos.push({ label: lt.text, pos });
          return { k: 'goto', label: lt.text, pos, id: this.newStmtId() };
        }
        case 'switch': {
          this.next(); this.expect('(');
          const id = this.newStmtId();
          let e = (yield expression()) as Expr;
          const written = e.type;
          if (!isInt(e.type)) this.error(e.pos, 'switch quantity not an integer');
          e = this.cast(e, promote(e.type));
          this.expect(')');
          const sw: Extract<Stmt, { k: 'switch' }> = { k: 'switch', e, body: undefined as never, cases: [], pos, id };
          this.switches.push(sw);
          this.breakDepth++;
          try { sw.body = (yield this.scopedSteps()) as Stmt; } finally { this.breakDepth--; this.switches.pop(); }
          this.wall?.switchEnds(sw, written);
          return sw;
        }
        case 'case': {
          this.next();
          const id = this.newStmtId();
          const ve = (yield expression('cond')) as Expr;
          let value = this.constValue(ve);
          if (this.accept('...')) { this.constValue((yield expression('cond')) as Expr); this.error(pos, 'unsupported: case ranges are not implemented by mpisim'); }
          this.expect(':');
          const sw = this.switches[this.switches.length - 1];
          if (!sw) this.error(pos, 'case label not within a switch statement');
          else {
            value = BigInt.asIntN(64, value);
            if (intBits(sw.e.type) === 32) value = isUnsigned(sw.e.type) ? BigInt.asUintN(32, value) : BigInt.asIntN(32, value);
            if (sw.cases.some((c) => c.value === value)) this.error(pos, 'duplicate case value');
          }
          const labelled = (body: Stmt): Stmt => {
            const st: Stmt = { k: 'case', value, body, pos, id };
            sw?.cases.push({ value, stmt: st });
            return st;
          };
          if (this.is('}')) return labelled({ k: 'empty', pos, id: this.newStmtId() });
          return labelled((yield this.statementSteps()) as Stmt);
        }
        case 'default': {
          this.next(); this.expect(':');
          const id = this.newStmtId();
          const sw = this.switches[this.switches.length - 1];
          if (!sw) this.error(pos, "‘default’ label not within a switch statement");
          else if (sw.dflt) this.error(pos, 'multiple default labels in one switch');
          const labelled = (body: Stmt): Stmt => {
            const st: Stmt = { k: 'default', body, pos, id };
            if (sw) sw.dflt = st;
            return st;
          };
          if (this.is('}')) return labelled({ k: 'empty', pos, id: this.newStmtId() });
          return labelled((yield this.statementSteps()) as Stmt);
        }
        case 'else':
          this.fail(pos, "expected expression before ‘else’");
      }
    }
    const id = this.newStmtId();
    const e = (yield expression()) as Expr;
    this.expect(';');
    this.wall?.expressionStatement(e);
    return { k: 'expr', e, pos, id };
  }

  /** C99 §6.8.4/6.8.5: the bodies of selection and iteration statements are blocks of their own. */
  private *scopedSteps(): Steps<Stmt> {
    this.pushScope();
    if (this.isTypeStart() && !this.isTypedefName(this.tok)) {
      let d: Stmt;
      try { d = (yield this.localDeclarationSteps()) as Stmt; } finally { this.popScope(); }
      this.error(d.pos, 'a label can only be part of a statement and a declaration is not a statement');
      return d;
    }
    try { return (yield this.statementSteps()) as Stmt; } finally { this.popScope(); }
  }

  /**
   * gcc's front-end check of a return (c-typeck.cc c_finish_return): the address of one of the
   * function's own automatic objects or parameters, through casts, pointer arithmetic, members
   * and array elements, or a local array itself.
   */
  private addressOfLocal(e0: Expr): boolean {
    let e = this.rvalue(e0);
    for (;;) {
      if (e.k === 'cast') e = e.e;
      else if (e.k === 'ptradd') e = e.ptr;
      else break;
    }
    if (e.k !== 'addr') return false;
    let x = e.e;
    for (;;) {
      if (x.k === 'member' && x.e.k !== 'deref') x = x.e;
      else if (x.k === 'deref' && x.e.k === 'ptradd' && x.e.ptr.k === 'addr' && x.e.ptr.e.type.k === 'array') x = x.e.ptr.e;
      else break;
    }
    return x.k === 'var' && (x.v.storage === 'local' || x.v.storage === 'param');
  }
}
