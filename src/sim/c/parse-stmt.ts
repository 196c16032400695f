/**
 * Statements and block-scope declarations (C99 6.8), with gcc's recovery after an error.
 */
import type { SourcePos } from './diagnostics';
import type { Expr, Stmt, VarSym } from './ast';
import { T, type CType, vlaArrays, isComplete, isInt, isRecord, isUnsigned, promote, intBits } from './types';
import { InitParser } from './parse-init';
import { SyntaxAbort, hasVla } from './parse-core';

export abstract class StmtParser extends InitParser {
  // ---------------------------------------------------------------- statements
  protected newStmtId(): number { return this.stmtCounter++; }

  protected compoundStatement(isFunctionBody = false): Extract<Stmt, { k: 'block' }> {
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

  protected blockItem(): Stmt {
    if (this.is('_Static_assert')) { const pos = this.tok.pos; this.staticAssert(); return { k: 'empty', pos }; }
    if (this.isTypeStart() && !(this.isTypedefName(this.tok) && this.peek().text === ':')) return this.localDeclaration();
    // `widget_t w;` with widget_t never declared: gcc reads a declaration with an unknown type
    // name (one error), not an expression statement missing its ';'.
    const t = this.tok, n = this.peek();
    if (t.kind === 'ident' && n.kind === 'ident' && !this.isKeyword(t) && !this.isKeyword(n) && !this.lookup(t.text)) return this.localDeclaration();
    return this.statement();
  }

  protected localDeclaration(): Stmt {
    const pos = this.tok.pos;
    const spec = this.declSpec(true);
    const vars: { v: VarSym; vlaSize?: Expr }[] = [];
    const stmt: Extract<Stmt, { k: 'decl' }> = { k: 'decl', vars, pos, id: this.newStmtId() };
    if (this.accept(';')) return stmt;
    do {
      const d = this.declarator(spec.type);
      this.skipAttributes();
      if (!d.name) this.fail(this.tok.pos, `expected identifier or ‘(’ before ${this.describe(this.tok)}`);
      this.implicitIntWarning(spec, d.name, d.pos, false);
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
        const v: VarSym = { name: d.name, type: d.type, storage: 'global', id: this.nextId++, pos: d.pos, inMemory: true, ownerFn: this.fn?.sym.name, isStatic: true, defined: true, ...(spec.threadLocal ? { threadLocal: true } : {}) };
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

  protected vlaSizeExpr(t: CType, pos: SourcePos): Expr {
    return { k: 'vlasize', vtype: t, type: T.long, pos };
  }

  protected statement(): Stmt {
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
  protected scopedStatement(): Stmt {
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
}
