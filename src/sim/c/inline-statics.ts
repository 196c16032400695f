/**
 * C99 §6.7.4p3 as gcc 12 checks it: an inline definition of a function with external linkage (all
 * its file-scope declarations `inline`, none `extern`: §6.7.4p7) may not name an identifier of
 * internal linkage nor define a modifiable static object. gcc records each case as it parses
 * and warns at the end of the unit, newest first, for the functions still inline definitions
 * then (a later declaration without `inline` makes the definition external, and the cases go).
 */
import type { FuncSym, VarSym } from './ast';
import type { SourcePos } from './diagnostics';

interface Found { pos: SourcePos; name: string; fn: FuncSym; declared: boolean }

export class InlineStatics {
  private found: Found[] = [];

  /** A file-scope declaration or the definition of `sym`. */
  declared(sym: FuncSym, storage: string | undefined, inlineKeyword: boolean | undefined): void {
    if (sym.isStatic || storage === 'static') return;
    const inlineOnly = !!inlineKeyword && storage !== 'extern';
    sym.inlineOnly = sym.inlineOnly === undefined ? inlineOnly : sym.inlineOnly && inlineOnly;
  }

  /** `ref` named in the body of `fn`. */
  used(fn: FuncSym | undefined, ref: FuncSym | VarSym, pos: SourcePos): void {
    if (!fn?.inlineOnly || ref.pos.file.startsWith('<built-in>')) return;
    const internal = 'storage' in ref ? ref.isStatic && !ref.ownerFn && ref.storage === 'global' : ref.isStatic;
    if (internal) this.found.push({ pos, name: ref.name, fn, declared: false });
  }

  /** A block-scope `static` object of `fn` (a const one may stay). */
  staticLocal(fn: FuncSym | undefined, v: VarSym, pos: SourcePos): void {
    if (fn?.inlineOnly && !v.type.const) this.found.push({ pos, name: v.name, fn, declared: true });
  }

  /** gcc's warnings for the unit, at its end. */
  report(warn: (pos: SourcePos, msg: string) => void): void {
    for (let i = this.found.length - 1; i >= 0; i--) {
      const f = this.found[i];
      if (f.fn.inlineOnly) warn(f.pos, `‘${f.name}’ is static but ${f.declared ? 'declared' : 'used'} in inline function ‘${f.fn.name}’ which is not static`);
    }
    this.found = [];
  }
}
