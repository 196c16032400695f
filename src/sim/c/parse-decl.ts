/**
 * Declaration specifiers, struct/union/enum specifiers, declarators and type names (C99 6.7).
 */
import type { SourcePos } from './diagnostics';
import type { Token } from './token';
import type { Expr, VarSym } from './ast';
import { T, type CType, type RecordDef, alignOf, intBits, isComplete, isInt, isRecord, ptrTo, typeName, unqual, withConst } from './types';
import { OperatorParser } from './parse-operators';
import { SyntaxAbort, hasVla, substitute, layoutRecord, type DeclSpec, type RecordMember } from './parse-core';
import { runSteps, type Steps } from './ast-walk';

/** The type specifiers a declaration has read so far (see DeclParser.specifierClash). */
interface SpecifiersSeen {
  base: boolean; voids: number; bools: number; chars: number; shorts: number; ints: number; longs: number; floats: number; doubles: number;
  int128s: number;
  signed: 'signed' | 'unsigned' | undefined;
}

/** A declarator's name and type, and the parameter names of the function type it declares, if any. */
type Declarator = { name?: string; type: CType; pos: SourcePos; paramNames?: string[]; paramPos?: SourcePos[] };
/** What follows a declarator's name: its type, and a parameter list's names. */
type Suffix = { type: CType; paramNames?: string[]; paramPos?: SourcePos[] };

/** A struct or union being defined: its members so far. */
interface RecordFrame { def: RecordDef; members: RecordMember[]; packed?: boolean; align?: number }

export abstract class DeclParser extends OperatorParser {
  // ---------------------------------------------------------------- declaration specifiers
  protected skipParens(): void {
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
  /** A `packed` attribute was read (a record's, between its keyword and '{' or after its '}'). */
  protected packedSeen = false;
  /** The largest `aligned` attribute read since it was last reset (0: none). */
  protected alignSeen = 0;
  /**
   * `__attribute__((...))`, of which constructor and destructor (with their priority) change
   * what the program does: they are kept in `initAttrs` for the function being declared; and
   * `packed` and `aligned` change layouts (packedSeen, alignSeen).
   */
  protected attribute(): void {
    const from = this.i;
    this.skipParens();
    const end = this.i;
    const toks = this.toks.slice(from + 1, end);
    if (this.wall && toks.some((t) => t.text === 'unused' || t.text === '__unused__')) this.wall.unusedAttribute = true;
    for (let k = 0; k < toks.length; k++) {
      const w = toks[k].text.replace(/^__(.*)__$/, '$1');
      if (toks[k].kind !== 'ident' || (w !== 'constructor' && w !== 'destructor' && w !== 'packed' && w !== 'aligned' && w !== 'weak' && w !== 'alias' && w !== 'noreturn')) continue;
      // Outside a parenthesised argument of another attribute: depth 2 is the list itself.
      let depth = 0;
      for (let j = 0; j < k; j++) if (toks[j].kind === 'punct') depth += toks[j].text === '(' ? 1 : toks[j].text === ')' ? -1 : 0;
      if (depth !== 2) continue;
      if (w === 'packed') { this.packedSeen = true; continue; }
      if (w === 'weak') { this.linkAttrs.weak = true; continue; }
      if (w === 'noreturn') { this.linkAttrs.noreturn = true; continue; }
      if (w === 'alias') {
        if (toks[k + 1]?.text === '(' && toks[k + 2]?.kind === 'string') this.linkAttrs.alias = toks[k + 2].text.replace(/^"|"$/g, '');
        continue;
      }
      if (w === 'aligned') { this.alignSeen = Math.max(this.alignSeen, this.alignedArgument(from + 1 + k, end)); continue; }
      let priority = 65535;
      if (toks[k + 1]?.text === '(' && toks[k + 2]?.kind === 'number') priority = Number(toks[k + 2].text);
      this.initAttrs.push({ kind: w as 'constructor' | 'destructor', priority });
    }
  }

  /** `aligned (n)`'s n, a constant expression read in place (the token at `at` is `aligned`); without one, x86-64's biggest alignment, 16. */
  private alignedArgument(at: number, end: number): number {
    if (this.toks.at(at + 1).text !== '(') return 16;
    const resume = this.i;
    this.i = at + 2;
    try {
      const n = Number(this.constValue(this.conditional()));
      if (!(n > 0 && (n & (n - 1)) === 0)) { this.error(this.toks.at(at).pos, 'requested alignment is not a positive power of 2'); return 1; }
      return n;
    } finally { this.i = Math.max(resume, end); }
  }

  /**
   * A declarator's type with its `aligned` attributes: a typedef's alignment is the attribute's,
   * higher or lower than the type's own (gcc), its size unchanged.
   */
  protected typedefAligned(spec: DeclSpec, attrs: { align: number }, type: CType): CType {
    const align = Math.max(spec.attrAlign ?? 0, attrs.align);
    return spec.storage === 'typedef' && align ? { ...type, align } : type;
  }

  /** An object's alignment from `_Alignas` and `aligned` (undefined: its type's). */
  protected objectAlign(spec: DeclSpec, attrs: { align: number }): number | undefined {
    return Math.max(spec.align ?? 0, spec.attrAlign ?? 0, attrs.align) || undefined;
  }

  /** The `packed` and `aligned` attributes after a declarator. */
  protected declaratorAttributes(): { packed: boolean; align: number } {
    this.packedSeen = false; this.alignSeen = 0;
    this.skipAttributes();
    const r = { packed: this.packedSeen, align: this.alignSeen };
    this.packedSeen = false; this.alignSeen = 0;
    return r;
  }
  protected skipAttributes(): void {
    for (;;) {
      if (this.is('__attribute__')) { this.attribute(); continue; }
      if (this.is('__asm__') || this.is('__asm') || this.is('asm')) { this.skipParens(); continue; }
      if (this.is('__extension__')) { this.next(); continue; }
      return;
    }
  }

  /**
   * Why a type specifier cannot join those before it (C11 6.7.2p2's list of combinations), in
   * gcc's words; undefined when it can.
   */
  private specifierClash(w: string, s: SpecifiersSeen): string | undefined {
    const two = 'two or more data types in declaration specifiers';
    const both = (a: string, b: string): string => `both ‘${a}’ and ‘${b}’ in declaration specifiers`;
    const basic = s.voids ? 'void' : s.bools ? '_Bool' : s.chars ? 'char' : s.ints ? 'int' : s.floats ? 'float' : s.doubles ? 'double' : undefined;
    // __int128 takes only signed or unsigned, before or after it.
    if (s.int128s && !/^(signed|__signed__|unsigned)$/.test(w)) return w === 'long' || w === 'short' ? both(w, '__int128') : two;
    switch (w) {
      case '__int128':
        if (s.base || basic) return two;
        return s.longs ? both(w, 'long') : s.shorts ? both(w, 'short') : undefined;
      case 'short':
        if (s.shorts) return 'duplicate ‘short’';
        if (s.base) return two;
        if (s.longs) return both('long', 'short');
        return basic && basic !== 'int' ? both('short', basic) : undefined;
      case 'long':
        if (s.longs >= 2) return '‘long long long’ is too long for GCC';
        if (s.base) return two;
        if (s.shorts) return both('long', 'short');
        return basic && basic !== 'int' && !(basic === 'double' && s.longs === 0) ? both(s.longs ? 'long long' : 'long', basic) : undefined;
      case 'signed': case '__signed__': case 'unsigned': {
        const sw = w === 'unsigned' ? 'unsigned' : 'signed';
        if (s.signed === sw) return `duplicate ‘${sw}’`;
        if (s.signed) return both('signed', 'unsigned');
        if (s.base) return two;
        return basic && basic !== 'int' && basic !== 'char' ? both(sw, basic) : undefined;
      }
      case '__builtin_va_list':
        return s.base || basic || s.shorts || s.longs || s.signed ? two : undefined;
      default:
        if (s.base || basic) return two;
        if (w === 'int') return undefined;
        if (s.longs && !(w === 'double' && s.longs === 1)) return both(s.longs >= 2 ? 'long long' : 'long', w);
        if (s.shorts) return both('short', w);
        return s.signed && w !== 'char' ? both(s.signed, w) : undefined;
    }
  }

  /** `implicitOk`: a file-scope declaration, which may have no specifiers at all (implicit int). */
  /** `preset`: a type specifier already read (a typeof level's inner type, see typeofSpecifier). */
  protected declSpec(allowStorage: boolean, implicitOk = false, preset?: CType): DeclSpec {
    let storage: DeclSpec['storage'];
    let threadLocal = false;
    let implicit: DeclSpec['implicit'];
    let isConst = false;
    let isInline = false;
    let inlineKeyword = false;
    let base: CType | undefined = preset;
    let signed: 'signed' | 'unsigned' | undefined;
    let shorts = 0, longs = 0, ints = 0, chars = 0, doubles = 0, floats = 0, voids = 0, bools = 0, complexes = 0, int128s = 0;
    let complexPos: SourcePos | undefined;
    let align: number | undefined, attrAlign: number | undefined;
    let packed = false;
    let autoType: SourcePos | undefined;
    const startPos = this.tok.pos;
    let sawAny = preset !== undefined;
    for (;;) {
      const t = this.tok;
      if (t.kind !== 'ident') break;
      const w = t.text;
      if (w === 'typedef' || w === 'static' || w === 'extern' || w === 'auto' || w === 'register' || w === '_Thread_local' || w === '__thread') {
        if (!allowStorage && w !== 'register') this.error(t.pos, `storage class specified for parameter`);
        if (w === '_Thread_local' || w === '__thread') threadLocal = true;
        else {
          if (storage && storage !== w) this.error(t.pos, 'multiple storage classes in declaration specifiers');
          storage = w;
        }
        this.next(); sawAny = true; continue;
      }
      if (w === 'const' || w === '__const') { isConst = true; this.next(); sawAny = true; continue; }
      if (w === '_Atomic' && this.peek().kind === 'punct' && this.peek().text === '(') {
        // The specifier `_Atomic(T)` (C11 6.7.2.4): T itself, as the qualifier changes nothing here.
        if (base || voids || bools || chars || shorts || ints || longs || floats || doubles || signed || complexes) break;
        this.next(); this.next();
        base = this.typeName(); sawAny = true;
        this.expect(')');
        continue;
      }
      if (/^(volatile|__volatile__|restrict|__restrict|__restrict__|_Atomic|__extension__)$/.test(w) && this.isKeyword(t)) { this.next(); sawAny = true; continue; }
      if (/^(inline|__inline|__inline__|_Noreturn)$/.test(w)) { isInline = true; if (w !== '_Noreturn') inlineKeyword = true; else this.linkAttrs.noreturn = true; this.next(); sawAny = true; continue; }
      if (w === '__attribute__') {
        this.packedSeen = false; this.alignSeen = 0;
        this.attribute();
        if (this.packedSeen) packed = true;
        if (this.alignSeen) attrAlign = Math.max(attrAlign ?? 0, this.alignSeen);
        this.packedSeen = false; this.alignSeen = 0;
        continue;
      }
      if (w === '_Alignas') {
        this.next(); this.expect('(');
        const a = this.isTypeStart() ? alignOf(this.typeName()) : Number(this.constValue(this.conditional()));
        // _Alignas(0) has no effect; several: the strictest (C11 6.7.5p6).
        if (a) align = Math.max(align ?? 0, a);
        this.expect(')');
        continue;
      }
      // After a struct, union or enum (a definition missing its ';'), a new declaration begins.
      if (w === 'struct' || w === 'union' || w === 'enum') {
        if (base) break;
        if (voids || bools || chars || shorts || ints || longs || floats || doubles || signed) this.error(t.pos, 'two or more data types in declaration specifiers');
        base = w === 'enum' ? this.enumSpec() : this.recordSpec(); sawAny = true; continue;
      }
      if (w === '__typeof__' || w === 'typeof') {
        // Another type specifier before it ends the specifiers (gcc: `int typeof(x) y` is an error).
        if (base || voids || bools || chars || shorts || ints || longs || floats || doubles || signed || complexes) break;
        base = this.typeofSpecifier(); sawAny = true; continue;
      }
      if (w === '__auto_type') {
        // Only a declaration's: not a parameter's, a member's or a type name's.
        if (base || autoType || !allowStorage) break;
        if (voids || bools || chars || shorts || ints || longs || floats || doubles || signed) this.error(t.pos, 'two or more data types in declaration specifiers');
        autoType = t.pos; base = T.int; this.next(); sawAny = true; continue;
      }
      const seen = (): SpecifiersSeen => ({ base: base !== undefined, voids, bools, chars, shorts, ints, longs, floats, doubles, int128s, signed });
      // gcc reports a clash at the specifier and goes on without it.
      const clash = /^(void|_Bool|char|short|int|long|float|double|signed|__signed__|unsigned|__builtin_va_list|__int128)$/.test(w) ? this.specifierClash(w, seen()) : undefined;
      if (clash) { this.error(t.pos, clash); this.next(); sawAny = true; continue; }
      if (w === '__builtin_va_list') { this.next(); base = T.valist; sawAny = true; continue; }
      if (w === 'void') { voids++; this.next(); sawAny = true; continue; }
      if (w === '_Bool') { bools++; this.next(); sawAny = true; continue; }
      if (w === 'char') { chars++; this.next(); sawAny = true; continue; }
      if (w === 'short') { shorts++; this.next(); sawAny = true; continue; }
      if (w === 'int') { ints++; this.next(); sawAny = true; continue; }
      if (w === 'long') { longs++; this.next(); sawAny = true; continue; }
      if (w === '__int128') { int128s++; this.next(); sawAny = true; continue; }
      if (w === 'float') { floats++; this.next(); sawAny = true; continue; }
      if (w === 'double') { doubles++; this.next(); sawAny = true; continue; }
      if (w === 'signed' || w === '__signed__') { signed = 'signed'; this.next(); sawAny = true; continue; }
      if (w === 'unsigned') { signed = 'unsigned'; this.next(); sawAny = true; continue; }
      if (w === '_Complex' || w === '__complex__') { complexes++; complexPos ??= t.pos; this.next(); sawAny = true; continue; }
      if (w === '_Imaginary') this.fail(t.pos, `unsupported: ${w} types are not implemented by mpisim`);
      if (!base && !voids && !bools && !chars && !shorts && !ints && !longs && !floats && !doubles && !signed && this.isTypedefName(t)) {
        const e = this.lookup(w) as { k: 'typedef'; t: CType };
        // Typedefs keep their name: MPI handles are int typedefs the debugger decodes, and gcc's
        // diagnostics say ‘MPI_Comm *’ {aka ‘int *’}.
        // A variably modified type stays the object it is: its size was captured where the
        // typedef was declared, by that object.
        base = hasVla(e.t) ? e.t : { ...e.t, typedefName: w };
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
    else if (int128s) type = signed === 'unsigned' ? T.uint128 : T.int128;
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
          this.fail(t.pos, `unknown type name ‘${t.text}’${this.didYouMean(t.text, true)}`);
        }
      }
      // C89's implicit int, which gcc 12 still accepts with a warning: at file scope a
      // declaration may lack every specifier (`main(int argc, char **argv)`).
      if (!sawAny && !(implicitOk && this.tok.kind === 'ident' && !this.isKeyword(this.tok)) && !(implicitOk && (this.is('*') || this.is('(')))) {
        this.fail(startPos, `expected declaration specifiers before ${this.describe(this.tok)}`);
      }
      type = T.int;
      implicit = sawAny ? 'noType' : 'none';
    }
    if (complexes) type = this.complexType(type, complexPos!, doubles + floats + longs + ints + chars + shorts + bools + int128s + (signed ? 1 : 0) + (base ? 1 : 0) === 0);
    if (isConst) type = withConst(type);
    return { type, storage, isInline, ...(inlineKeyword ? { inlineKeyword } : {}), align, implicit, ...(attrAlign ? { attrAlign } : {}), ...(packed ? { packed } : {}), ...(threadLocal ? { threadLocal } : {}), ...(autoType ? { autoType } : {}) };
  }

  /**
   * A struct or union specifier. A member declaration that begins with another definition,
   * `struct a { struct b { ... } m; }`, is read on a heap stack of records being defined (the
   * outer one's member declaration finishes when the inner one closes), so definitions nested
   * 10^4 deep cost no host stack.
   */
  protected recordSpec(): CType {
    const first = this.recordHead();
    if (!('members' in first)) return first;
    const stack: RecordFrame[] = [];
    let frame = first;
    const unevaluated = this.unevaluated;
    try {
      for (;;) {
        try {
          if (this.is('}') || this.tok.kind === 'eof') {
            const type = this.recordClose(frame);
            if (!stack.length) return type;
            frame = stack.pop()!;
            this.memberDeclaration(frame.members, type);
          } else if ((this.is('struct') || this.is('union')) && (this.peek().text === '{' || (this.peek().kind === 'ident' && !this.isKeyword(this.peek()) && this.peek(2).text === '{'))) {
            const inner = this.recordHead() as RecordFrame;
            stack.push(frame);
            frame = inner;
          } else {
            this.memberDeclaration(frame.members);
          }
        } catch (e) {
          if (!(e instanceof SyntaxAbort)) throw e;
          this.unevaluated = unevaluated;
          // A record that could not close (recordClose) ends its parent's member declaration.
          if (!this.recordsBeingDefined.has(frame.def)) {
            if (!stack.length) throw e;
            frame = stack.pop()!;
          }
          // Like gcc, drop the bad member and keep the struct: later uses stay quiet.
          while (!this.is(';') && !this.is('}') && !this.atEof()) this.next();
          this.accept(';');
        }
      }
    } finally {
      for (const f of [...stack, frame]) this.recordsBeingDefined.delete(f.def);
    }
  }

  /** `struct tag`, `union { ...`: the type of a reference, or a definition opened after its '{'. */
  private recordHead(): CType | RecordFrame {
    const kw = this.next();
    const union = kw.text === 'union';
    this.packedSeen = false; this.alignSeen = 0;
    this.skipAttributes();
    const packed = this.packedSeen, align = this.alignSeen;
    this.packedSeen = false; this.alignSeen = 0;
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
      this.tags.declare(tag, { rec: def });
      return { k: 'record', def };
    }
    let def: RecordDef;
    const here = tag ? this.tags.own(tag) : undefined;
    if (here?.rec && !here.rec.complete && !this.recordsBeingDefined.has(here.rec)) def = here.rec;
    else if (here?.rec && !here.rec.complete) {
      // `struct s { struct s { ... }; }`: a fresh definition, so that no struct contains itself.
      this.error(tagPos, `nested redefinition of ‘${union ? 'union' : 'struct'} ${tag}’`);
      def = { tag, union, complete: false, fields: [], size: 0, align: 1, id: this.nextRecordId++ };
    } else {
      if (here?.rec?.complete) this.error(tagPos, `redefinition of ‘${union ? 'union' : 'struct'} ${tag}’`);
      def = { tag, union, complete: false, fields: [], size: 0, align: 1, id: this.nextRecordId++ };
      if (tag) this.tags.declare(tag, { rec: def });
    }
    this.next(); // {
    this.recordsBeingDefined.add(def);
    return { def, members: [], packed, align };
  }

  /** The '}' of a definition (at '}' or the end of the file): its layout. */
  private recordClose(frame: RecordFrame): CType {
    this.recordsBeingDefined.delete(frame.def);
    this.expect('}');
    this.packedSeen = false; this.alignSeen = 0;
    this.skipAttributes();
    layoutRecord(frame.def, frame.members, (p, m) => this.error(p, m), this.pack, { packed: frame.packed || this.packedSeen, align: Math.max(frame.align ?? 0, this.alignSeen) });
    this.packedSeen = false; this.alignSeen = 0;
    return { k: 'record', def: frame.def };
  }

  /** `preset`: the type of the record definition the declaration began with (recordSpec). */
  protected memberDeclaration(members: RecordMember[], preset?: CType): void {
    {
      if (!preset && this.is('_Static_assert')) { this.staticAssert(); return; }
      const spec = this.declSpec(false, false, preset);
      // gcc accepts the last member without its ';' (a pedantic warning).
      if (this.accept(';') || this.is('}')) {
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
        const attrs = this.declaratorAttributes();
        if (type.k === 'func') this.error(pos, `field ‘${name}’ declared as a function`);
        else if (!isComplete(type) && !(type.k === 'array' && type.len === undefined)) this.error(pos, `field ‘${name}’ has incomplete type`);
        const align = Math.max(spec.align ?? 0, spec.attrAlign ?? 0, attrs.align);
        members.push({ name, type, bits, pos, ...(align ? { align } : {}), ...(spec.packed || attrs.packed ? { packed: true } : {}) });
      } while (this.accept(','));
      if (!this.is('}')) this.expect(';');
    }
  }

  protected enumSpec(): CType {
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
    const consts: { name: string; value: bigint; pos: SourcePos }[] = [];
    let value = 0n;
    let anyNegative = false, wide = false;
    const INT_MIN = -(1n << 31n), INT_MAX = (1n << 31n) - 1n;
    const fitsInt = (v: bigint): boolean => v >= INT_MIN && v <= INT_MAX;
    while (!this.is('}') && this.tok.kind !== 'eof') {
      const nt = this.identName();
      let vtype = T.int;
      if (this.accept('=')) {
        const e = this.conditional();
        value = this.constValue(e);
        vtype = e.type;
      }
      if (value < 0n) anyNegative = true;
      consts.push({ name: nt.text, value, pos: nt.pos });
      // gcc: an enumerator beyond int has its value's type until the enum is complete.
      if (!fitsInt(value)) wide = true;
      this.declare(nt.text, fitsInt(value) ? { k: 'enum', value: Number(value), type: T.int } : { k: 'enum', value, type: vtype.k === 'int' && intBits(vtype) >= 32 ? vtype : T.long });
      value++;
      if (!this.accept(',')) break;
    }
    this.expect('}');
    this.skipAttributes();
    void kw;
    // gcc: an enum with no negative enumerators is compatible with unsigned int; one with values
    // beyond 32 bits is (unsigned) long, and its enumerators beyond int have its type.
    const beyond32 = consts.some((c) => (anyNegative ? !fitsInt(c.value) : c.value > 0xffffffffn));
    const kind = beyond32 ? (anyNegative ? 'long' : 'ulong') : anyNegative ? 'int' : 'uint';
    const type: CType = { k: 'int', kind, enumTag: tag ?? '' };
    if (wide) for (const c of consts) if (!fitsInt(c.value)) this.declare(c.name, { k: 'enum', value: c.value, type: unqual(type) });
    if (tag) this.tags.declare(tag, { enumType: type });
    this.wall?.enumDefined(type, consts);
    return type;
  }

  // ---------------------------------------------------------------- declarators
  protected declarator(base: CType, allowAbstract = false): Declarator {
    return runSteps(this.checkedDeclaratorSteps(base, allowAbstract));
  }

  private *checkedDeclaratorSteps(base: CType, allowAbstract: boolean): Steps<Declarator> {
    if (this.declaratorDepth !== 0) return (yield this.declaratorSteps(base, allowAbstract)) as Declarator;
    // The whole declarator's type is known only at the outermost level: check it there.
    this.declaratorDepth++;
    try {
      const d = (yield this.declaratorSteps(base, allowAbstract)) as Declarator;
      this.checkArraySizes(d.type, d.name, d.pos);
      return d;
    } finally {
      this.declaratorDepth--;
    }
  }

  /**
   * A declarator, its parameter lists' declarators read as sub-steps (./ast-walk.ts runSteps):
   * function-pointer parameters of function-pointer parameters nest 10^4 deep, as gcc takes
   * them, without the host's stack.
   */
  private *declaratorSteps(base: CType, allowAbstract: boolean): Steps<Declarator> {
    // `* ( * ( * x ) [2] ) (int)`: each parenthesised level is parsed against a placeholder for
    // the type of the level around it, then the levels are spliced together. The levels are kept
    // in a list, not on the host's stack: gcc takes declarators thousands of levels deep.
    const levels: { ptrs: CType; placeholder: CType; suffix?: Suffix }[] = [];
    let type = base;
    for (;;) {
      type = this.pointers(type);
      this.skipAttributes();
      if (!(this.is('(') && !(allowAbstract && (this.isTypeStart(this.peek()) || this.peek().text === ')')))) break;
      this.next();
      const placeholder: CType = { k: 'void' };
      levels.push({ ptrs: type, placeholder });
      type = placeholder;
    }
    let name: string | undefined;
    let pos = this.tok.pos;
    if (this.tok.kind === 'ident' && !this.isKeyword(this.tok)) { const t = this.next(); name = t.text; pos = t.pos; }
    const innermost = (yield this.typeSuffix(type)) as Suffix;
    let paramNames = innermost.paramNames, paramPos = innermost.paramPos;
    for (let k = levels.length - 1; k >= 0; k--) {
      this.expect(')');
      levels[k].suffix = (yield this.typeSuffix(levels[k].ptrs)) as Suffix;
    }
    // Spliced from the outermost level in: each splice walks one level's own type, so a
    // declarator 10^4 levels deep costs linear time (inside out, each walked all inner levels).
    let around: CType | undefined;
    for (let k = 0; k < levels.length; k++) {
      const t = levels[k].suffix!.type;
      around = k === 0 ? t : substitute(t, levels[k - 1].placeholder, around!);
    }
    const result = levels.length ? substitute(innermost.type, levels[levels.length - 1].placeholder, around!) : innermost.type;
    for (let k = levels.length - 1; k >= 0; k--) {
      paramNames ??= levels[k].suffix!.paramNames;
      paramPos ??= levels[k].suffix!.paramPos;
    }
    return { name, type: result, pos, paramNames, paramPos };
  }

  private pointers(type: CType): CType {
    this.skipAttributes();
    while (this.accept('*')) {
      type = ptrTo(type);
      for (;;) {
        if (this.is('const') || this.is('__const')) { this.next(); type = withConst(type); continue; }
        if (/^(volatile|__volatile__|restrict|__restrict|__restrict__|_Atomic)$/.test(this.tok.text) && this.isKeyword(this.tok)) { this.next(); continue; }
        if (this.is('__attribute__')) { this.attribute(); continue; }
        break;
      }
    }
    return type;
  }

  private *typeSuffix(type: CType): Steps<Suffix> {
    if (this.is('(')) {
      this.next();
      return (yield this.funcParams(type)) as Suffix;
    }
    // `[a][b][c]`: the dimensions are read outermost first, the type is built innermost first.
    const dims: { lb: Token; len?: number; exactLen?: bigint; vla?: Expr }[] = [];
    while (this.is('[')) {
      const lb = this.next();
      // gcc takes every spelling of the qualifiers here (C99 6.7.6.2, plus GNU's __restrict__, __const...).
      while (/^(static|const|__const|__const__|volatile|__volatile|__volatile__|restrict|__restrict|__restrict__|_Atomic)$/.test(this.tok.text) && this.isKeyword(this.tok)) this.next();
      const d: (typeof dims)[number] = { lb };
      if (this.is('*') && this.peek().text === ']') { this.next(); }
      else if (!this.is(']')) {
        // On the expression parser's stack: a size may hold type names whose sizes hold type
        // names (`char[sizeof(char[sizeof(...)])]`), nested as deep as gcc takes them.
        const e = (yield this.operatorSteps('assign')) as Expr;
        const c = this.tryConst(e);
        if (c === undefined) {
          if (!isInt(e.type)) this.error(lb.pos, 'size of array has non-integer type');
          d.vla = this.cast(e, T.long);
        } else {
          if (c < 0n) this.error(e.pos, `size of array is negative`);
          d.len = Number(c);
          d.exactLen = c;
        }
      }
      this.expect(']');
      dims.push(d);
    }
    if (!dims.length) return { type };
    const rest = this.is('(') ? (this.next(), (yield this.funcParams(type)) as Suffix).type : type;
    let arr = rest;
    for (let k = dims.length - 1; k >= 0; k--) {
      const d = dims[k];
      if (arr.k === 'func') this.error(d.lb.pos, 'declaration of array of functions');
      arr = { k: 'array', of: arr, len: d.len, vla: d.vla };
      if (d.exactLen !== undefined) this.arrayLengths.set(arr, d.exactLen);
    }
    return { type: arr };
  }

  private *funcParams(ret: CType): Steps<Required<Suffix>> {
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
    if (this.wall) this.wall.unusedAttribute = false;
    try {
      for (;;) {
        if (this.accept('...')) { variadic = true; break; }
        if (!this.isTypeStart()) {
          const t = this.tok;
          if (t.kind === 'ident' && !this.isKeyword(t)) this.fail(t.pos, `unknown type name ‘${t.text}’${this.didYouMean(t.text, true)}`);
          this.fail(t.pos, `expected declaration specifiers or ‘...’ before ${this.describe(t)}`);
        }
        const specAt = this.tok.pos;
        const spec = this.declSpec(false);
        const d = (yield this.declaratorSteps(spec.type, true)) as Declarator;
        // gcc: attributes after a parameter's declarator (`int k __attribute__((unused))`).
        this.skipAttributes();
        let pt = d.type;
        // §6.7.5.3: array and function parameters adjust to pointers.
        if (pt.k === 'array') pt = ptrTo(pt.of);
        else if (pt.k === 'func') pt = ptrTo(pt);
        else if (pt.k === 'valist') pt = ptrTo(T.valist); // va_list is an array type in the x86-64 ABI
        params.push(pt);
        names.push(d.name ?? '');
        // gcc's place of a parameter: its name, or where an unnamed one's declaration starts.
        poses.push(d.name ? d.pos : specAt);
        if (d.name) {
          // Later parameters may use earlier ones (`int n, double a[n][n]`): the same symbol
          // becomes the function's parameter if this declarator starts a definition.
          const v: VarSym = { name: d.name, type: pt, storage: 'param', id: this.nextId++, pos: d.pos, inMemory: isRecord(pt) };
          this.declare(d.name, { k: 'var', v });
          this.wall?.parameter(v);
          this.lastParamSyms.set(`${d.name}@${d.pos.line}:${d.pos.col}`, v);
        }
        if (!this.accept(',')) break;
      }
    } finally {
      this.popScope();
    }
    this.expect(')');
    return { type: { k: 'func', ret, params, paramNames: names, paramPos: poses, variadic, oldStyle: false }, paramNames: names, paramPos: poses };
  }

  /**
   * `typeof (...)`. A typeof whose type name starts with another, `typeof(typeof(typeof(int)))`,
   * is read level by level: the innermost first, then each level's further specifiers and
   * abstract declarator around the type inside it, so the nesting costs no host stack.
   */
  private typeofSpecifier(): CType {
    let levels = 0;
    do { this.next(); this.expect('('); levels++; } while ((this.is('typeof') || this.is('__typeof__')) && this.peek().text === '(');
    this.unevaluated++;
    let type: CType;
    try { type = this.isTypeStart() ? this.typeName() : this.expression().type; } finally { this.unevaluated--; }
    this.expect(')');
    for (; levels > 1; levels--) {
      const spec = this.declSpec(false, false, type);
      type = this.declarator(spec.type, true).type;
      this.expect(')');
    }
    return type;
  }

  protected typeName(): CType { return runSteps(this.typeNameSteps()); }

  protected *typeNameSteps(): Steps<CType> {
    const spec = this.declSpec(false);
    return ((yield this.checkedDeclaratorSteps(spec.type, true)) as Declarator).type;
  }

  protected staticAssert(): void {
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
}
