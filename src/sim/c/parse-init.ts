/**
 * Initializers (C99 6.7.8): braces, designators and string literals flattened into the byte
 * offsets of the object they initialize. An aggregate's members are read as sub-steps
 * (./ast-walk.ts runSteps), so braces nested as deep as the type (10^4) cost no host stack.
 */
import type { Expr, Initializer, InitItem, VarSym } from './ast';
import { T, type CType, type Field, isInt, isPtr, isRecord, mainVariant, sameType, sizeOf, typeName, unqual, withConst } from './types';
import { DeclParser } from './parse-decl';
import { type DeclSpec, findField } from './parse-core';
import type { SourcePos } from './diagnostics';
import { exprChildren, runSteps, type Steps } from './ast-walk';
import { MissingBraces } from './missing-braces';

export abstract class InitParser extends DeclParser {
  /**
   * A static object's initializer may hold an address only where ld can relocate it: an address
   * converted to an integer narrower than a pointer is refused as gcc refuses it. The first one only.
   */
  protected checkLoadTimeInit(init: Initializer | undefined): void {
    const bearsAddress = (root: Expr): boolean => {
      const todo = [root];
      while (todo.length) {
        const x = todo.pop()!;
        if (x.k === 'addr' || x.k === 'str' || x.k === 'func' || x.k === 'compound') return true;
        todo.push(...exprChildren(x));
      }
      return false;
    };
    for (const it of init?.items ?? []) {
      const todo = it.e ? [it.e] : [];
      while (todo.length) {
        const x = todo.pop()!;
        if (x.k === 'cast' && isPtr(x.e.type) && isInt(x.type) && x.type.kind !== 'bool' && sizeOf(x.type) < 8 && bearsAddress(x.e)) {
          // gcc 12's wording: "not constant" for a written cast that is the whole initializer.
          this.error(x.pos, x.implicit || x !== it.e ? 'initializer element is not computable at load time' : 'initializer element is not constant');
          return;
        }
        todo.push(...exprChildren(x));
      }
    }
  }

  // ---------------------------------------------------------------- initializers
  protected initializer(v: VarSym, isStatic: boolean): Initializer {
    void isStatic;
    return runSteps(this.initializerSteps(v));
  }

  /** The objects whose initializers are being read, innermost last (a compound literal inside one). */
  private initRoots: VarSym[] = [];
  private readonly braces = new MissingBraces((at) => this.warning(at, 'missing braces around initializer [-Wmissing-braces]'));
  /** -Wmissing-braces' bookkeeping, under -Wall. */
  private get levels(): MissingBraces | undefined { return this.wall ? this.braces : undefined; }
  /** An element gcc's integer_zerop holds the `{ 0 }` of (its value as written, before conversion). */
  private zeroElement(e: Expr): boolean {
    return !!this.wall && (isInt(e.type) || isPtr(e.type)) && (this.tryConst(e) === 0n || this.isNullConst(e));
  }

  /** gcc warns of excess elements and drops them, naming the object they were near. */
  private excessElements(what: 'array' | 'struct' | 'union' | 'scalar', type: CType, offset: number): void {
    const at = this.tok.pos;
    this.warning(at, `excess elements in ${what} initializer`);
    const root = this.initRoots[this.initRoots.length - 1];
    if (root) this.note(at, `(near initialization for ‘${initializedPath(root, type, offset)}’)`);
  }

  protected *initializerSteps(v: VarSym): Steps<Initializer> {
    this.initRoots.push(v);
    // gcc places the warning at the initializer's start, a compound literal's at its `(`.
    this.levels?.start(v.name ? this.tok.pos : v.pos);
    try {
      return (yield this.initializerOf(v)) as Initializer;
    } finally {
      this.initRoots.pop();
      this.levels?.finish();
    }
  }

  private *initializerOf(v: VarSym): Steps<Initializer> {
    const items: InitItem[] = [];
    const zero = this.is('{') || isRecord(v.type) || v.type.k === 'array';
    if (v.type.k === 'array' && v.type.len === undefined && !v.type.vla) {
      // Unsized array: the initializer decides the length.
      const len = (yield this.initArray(v.type, 0, items, true)) as number;
      v.type = { ...v.type, len };
    } else {
      if (v.type.k === 'array' && v.type.vla) this.error(this.tok.pos, 'variable-sized object may not be initialized');
      yield this.initAny(v.type, 0, items, true);
    }
    return { items, zero };
  }



  /**
   * gcc's `__auto_type name = e`: the declarator's type is e's after the usual conversions
   * (arrays and functions become pointers, qualifiers go; the specifiers' own `const` stays),
   * with gcc's errors for every other shape of declaration. Reads the `= e`; undefined (after
   * the error) when the declaration goes on as one of int.
   */
  protected autoTyped(spec: DeclSpec & { autoType: SourcePos }, d: { type: CType }): { type: CType; init: Initializer } | undefined {
    const pos = spec.autoType;
    if (d.type !== spec.type) { this.error(pos, '‘__auto_type’ requires a plain identifier as declarator'); return undefined; }
    if (!this.is('=')) { this.error(pos, '‘__auto_type’ requires an initialized data declaration'); return undefined; }
    this.next();
    const e0 = this.assignment();
    if (e0.k === 'member' && e0.field.bitWidth !== undefined) this.error(pos, '‘__auto_type’ used with a bit-field initializer');
    const e = this.rvalue(e0);
    let type = unqual(e.type);
    if (spec.type.const) type = withConst(type);
    if (this.is(',')) this.error(pos, '‘__auto_type’ may only be used with a single declarator');
    return { type, init: { items: [{ offset: 0, type, e: this.convertForAssign(e, type, 'initialization') }], zero: isRecord(type) } };
  }

  protected emptyAutoType(spec: DeclSpec): void {
    if (spec.autoType) this.error(spec.autoType, '‘__auto_type’ in empty declaration');
  }

  private *initAny(type: CType, offset: number, items: InitItem[], top: boolean): Steps<void> {
    if (type.k === 'array') { yield this.initArray(type, offset, items, top); return; }
    if (isRecord(type)) { yield this.initRecord(type, offset, items, top); return; }
    // Scalar in braces: `int x = {3};`, any number deep (`{{{3}}}`, which gcc warns of): the
    // levels are counted, not followed on the host's stack.
    let depth = 0, empty = false;
    while (this.is('{') && !empty) {
      const brace = this.next();
      // gcc 12 (C17) has no empty initializer for a scalar; C23's `= {}` came with gcc 13.
      if (this.is('}')) { this.error(brace.pos, 'empty scalar initializer'); this.next(); empty = true; } else { depth++; this.levels?.opens('explicit'); }
    }
    // An element converts to its type's main variant (gcc's process_init_element): warnings name
    // `unsigned int`, not the member's `uint32_t`. A scalar's own initializer keeps the typedef.
    const to = top ? type : mainVariant(type);
    let zero = false;
    if (empty) items.push({ offset, type, e: this.zeroOf(type) });
    else {
      const raw = (yield this.operatorSteps('assign')) as Expr;
      zero = this.zeroElement(raw);
      items.push({ offset, type, e: this.convertForAssign(raw, to, 'initialization') });
      this.levels?.element(zero);
    }
    for (; depth > 0; depth--) {
      this.accept(',');
      if (!this.is('}') && this.tok.kind !== 'eof') this.excessElements('scalar', type, offset);
      while (!this.is('}') && this.tok.kind !== 'eof') { yield this.operatorSteps('assign'); this.accept(','); }
      this.expect('}');
      this.levels?.closes('explicit', zero);
    }
  }

  /** The width of a unit of the string literal (adjacent ones concatenated) at the cursor, past a `{`. */
  private literalUnitSize(): number {
    let width = 1;
    for (let k = this.is('{') ? 1 : 0; this.peek(k).kind === 'string'; k++) {
      const p = /^(u8|u|U|L)?"/.exec(this.peek(k).text)?.[1];
      if (p === 'L' || p === 'U') width = 4;
      else if (p === 'u') width = Math.max(width, 2);
    }
    return width;
  }

  protected zeroOf(type: CType): Expr {
    return this.cast({ k: 'num', value: 0, type: T.int, pos: this.tok.pos }, type);
  }

  /** Returns the number of elements initialised (for unsized arrays). */
  private *initArray(type: Extract<CType, { k: 'array' }>, offset: number, items: InitItem[], top: boolean): Steps<number> {
    const elem = type.of;
    const esize = sizeOf(elem);
    // char s[] = "..." (optionally in braces)
    const strFirst = this.tok.kind === 'string' || (this.is('{') && this.peek().kind === 'string');
    // wchar_t s[] = L"...", char16_t (u"...") and char32_t (U"..."): the literal's units, as wide as the elements.
    if (isInt(elem) && strFirst && (esize === 1 || this.literalUnitSize() === esize)) {
      // gcc's pedwarn: at the initializer's first token for the object itself, at the string
      // for an element (with the element's name).
      const first = this.tok.pos;
      const braced = this.accept('{');
      if (braced) this.levels?.opens('explicit');
      const at = this.tok.pos;
      const bytes = this.stringLiteralBytes();
      this.levels?.element(false);
      if (braced) { this.accept(','); this.expect('}'); this.levels?.closes('explicit'); }
      const units = bytes.length / esize;
      const n = type.len === undefined ? units : Math.min(units, type.len);
      if (type.len !== undefined && units - 1 > type.len) {
        this.warning(top ? first : at, `initializer-string for array of ‘${typeName(mainVariant(elem))}’ is too long`);
        const root = this.initRoots[this.initRoots.length - 1];
        if (!top && root) this.note(at, `(near initialization for ‘${initializedPath(root, type, offset)}’)`);
      }
      items.push({ offset, type, bytes: bytes.slice(0, n * esize) });
      return units;
    }
    if (!this.is('{')) {
      if (top) { this.fail(this.tok.pos, 'invalid initializer'); }
      // Brace elision: consume as many elements as the array holds from the enclosing list.
      let idx = 0;
      const len = type.len ?? Infinity;
      this.levels?.opens('elided');
      while (idx < len && !this.is('}') && this.tok.kind !== 'eof') {
        if (this.is('.') || this.is('[')) break;
        yield this.initAny(elem, offset + idx * esize, items, false);
        idx++;
        if (idx < len && this.is(',') && !this.peek().text.match(/^[}.[]$/)) this.next();
        else break;
      }
      this.levels?.closes('elided');
      return idx;
    }
    this.next();
    this.levels?.opens('explicit');
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
          yield this.designatedInto(elem, offset + idx * esize, items);
          idx++; max = Math.max(max, idx);
          if (!this.accept(',')) break;
          continue;
        }
        this.accept('=');
      }
      if (type.len !== undefined && idx >= type.len) {
        this.excessElements('array', type, offset);
        this.assignmentOrBraced();
      } else {
        yield this.initAny(elem, offset + idx * esize, items, false);
      }
      idx++;
      max = Math.max(max, idx);
      if (!this.accept(',')) break;
    }
    this.expect('}');
    this.levels?.closes('explicit');
    return max;
  }

  protected assignmentOrBraced(): void {
    if (this.is('{')) { let d = 0; do { const t = this.next(); if (t.text === '{') d++; if (t.text === '}') d--; } while (d > 0 && this.tok.kind !== 'eof'); }
    else this.assignment();
  }

  /** A designator after the first one opens a level of its own (gcc's push_init_level 2). */
  private *designatedInto(type: CType, offset: number, items: InitItem[]): Steps<void> {
    const level = this.is('[') || this.is('.');
    if (level) this.levels?.opens('designator');
    yield this.designatorStep(type, offset, items);
    if (level) this.levels?.closes('designator');
  }

  private *designatorStep(type: CType, offset: number, items: InitItem[]): Steps<void> {
    // Continue a designator chain like `[2].x = 5` or `.a[3] = 1`.
    if (this.accept('[')) {
      if (type.k !== 'array') this.fail(this.tok.pos, 'array index in non-array initializer');
      const c = Number(this.constValue(this.conditional()));
      this.expect(']');
      yield this.designatedInto(type.of, offset + c * sizeOf(type.of), items);
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
        const e = (yield this.operatorSteps('assign')) as Expr;
        this.levels?.element(this.zeroElement(e));
        items.push({ offset: off, type: f.type, e: this.convertForAssign(e, f.type, 'initialization', undefined, undefined, undefined, undefined, f), bitField: f });
        return;
      }
      yield this.designatedInto(f.type, off, items);
      return;
    }
    this.accept('=');
    yield this.initAny(type, offset, items, false);
  }

  private *initRecord(type: Extract<CType, { k: 'record' }>, offset: number, items: InitItem[], top: boolean): Steps<void> {
    const def = type.def;
    if (!def.complete) this.fail(this.tok.pos, `variable has initializer but incomplete type`);
    if (!this.is('{')) {
      // Struct initialised from an expression of the same type, or brace elision.
      const save = this.i;
      const e = (yield this.operatorSteps('assign')) as Expr;
      if (def.complex) {
        const c = this.convertForAssign(e, type, 'initialization');
        const parts = this.complexConstant(c);
        // A constant initializes the two parts (a static's initializer must be constant).
        if (parts && c.k === 'call') def.fields.forEach((f, k) => items.push({ offset: offset + f.offset, type: f.type, e: (c as Extract<Expr, { k: 'call' }>).args[k] }));
        else items.push({ offset, type, e: c });
        this.levels?.element(false);
        return;
      }
      if (isRecord(e.type) && e.type.def === def) { items.push({ offset, type, e }); this.levels?.element(false); return; }
      if (top) { this.error(e.pos, `invalid initializer`); return; }
      this.i = save;
      const fields = def.fields.filter((f) => f.name !== '' || isRecord(f.type));
      this.levels?.opens('elided');
      for (let k = 0; k < fields.length && !this.is('}'); k++) {
        yield this.initField(fields[k], offset, items);
        if (k < fields.length - 1 && this.is(',') && !/^[}.[]$/.test(this.peek().text)) this.next();
        else break;
        if (def.union) break;
      }
      this.levels?.closes('elided');
      return;
    }
    this.next();
    this.levels?.opens('explicit');
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
        if (this.is('.') || this.is('[')) yield this.designatedInto(f.type, off, items);
        else {
          this.accept('=');
          if (f.bitWidth !== undefined) {
            const e = (yield this.operatorSteps('assign')) as Expr;
            this.levels?.element(this.zeroElement(e));
            items.push({ offset: off, type: f.type, e: this.convertForAssign(e, f.type, 'initialization', undefined, undefined, undefined, undefined, f), bitField: f });
          } else yield this.initAny(f.type, off, items, false);
        }
        if (!this.accept(',')) break;
        continue;
      }
      if (k >= fields.length || (def.union && k >= 1)) {
        this.excessElements(def.union ? 'union' : 'struct', type, offset);
        this.assignmentOrBraced();
      } else {
        yield this.initField(fields[k], offset, items);
      }
      k++;
      if (!this.accept(',')) break;
    }
    this.expect('}');
    this.levels?.closes('explicit');
  }

  private *initField(f: Field, offset: number, items: InitItem[]): Steps<void> {
    if (f.bitWidth !== undefined) {
      if (this.is('{')) {
        this.next(); this.levels?.opens('explicit');
        const e = (yield this.operatorSteps('assign')) as Expr;
        this.levels?.element(this.zeroElement(e));
        this.accept(','); this.expect('}');
        this.levels?.closes('explicit', this.zeroElement(e));
        items.push({ offset: offset + f.offset, type: f.type, e: this.convertForAssign(e, f.type, 'initialization', undefined, undefined, undefined, undefined, f), bitField: f }); return; }
      const e = (yield this.operatorSteps('assign')) as Expr;
      this.levels?.element(this.zeroElement(e));
      items.push({ offset: offset + f.offset, type: f.type, e: this.convertForAssign(e, f.type, 'initialization', undefined, undefined, undefined, undefined, f), bitField: f });
      return;
    }
    yield this.initAny(f.type, offset + f.offset, items, false);
  }

}

/**
 * How gcc names the part of `root` at `offset` whose initializer (of `type`) has too many
 * elements: `m[1]`, `q.p`, the object itself; a compound literal is `(anonymous)`.
 */
function initializedPath(root: VarSym, type: CType, offset: number): string {
  let path = root.name || '(anonymous)';
  let t = root.type, off = offset;
  for (let depth = 0; depth < 1000; depth++) {
    if (off === 0 && sameType(unqual(t), unqual(type))) break;
    if (t.k === 'array') {
      const size = sizeOf(t.of);
      if (!size) break;
      const k = Math.floor(off / size);
      path += `[${k}]`;
      off -= k * size;
      t = t.of;
    } else if (isRecord(t)) {
      const f = t.def.fields.find((g) => g.offset <= off && off < g.offset + Math.max(sizeOf(g.type), 1));
      if (!f) break;
      path += `.${f.name}`;
      off -= f.offset;
      t = f.type;
    } else break;
  }
  return path;
}
