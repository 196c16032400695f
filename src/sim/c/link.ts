/**
 * The link step, as ld does it for gcc 12's objects: translation units are parsed apart (so
 * `static` names, typedefs and macros stay in their file), then every external symbol gets one
 * definition. Two definitions of one name are "multiple definition" (gcc 12 is -fno-common, so
 * two tentative `int x;` are too, unless compiled with -fcommon); a name used and defined nowhere is "undefined reference",
 * reported at every use as ld does from the debug line tables (file:line, grouped by function).
 * All errors of the link are reported together. Libraries are archives: a library unit is
 * linked when it defines a name the program needs, and a program's own definition of a name
 * wins over a library's, as an archive member's symbols lose to objects given before it.
 * The MPI library's functions have two names, as MPICH's weak symbols give them
 * (`#pragma weak MPI_Send = PMPI_Send`): a program defining its own `MPI_X` (a profiling
 * wrapper) still reaches the library's through `PMPI_X`.
 */
import type { CType, Expr, FuncDef, FuncSym, Program, Stmt, VarSym } from './ast';
import { sizeOf, vlaArrays } from './types';
import type { Diagnostic, SourcePos } from './diagnostics';
import { TaskStack, exprChildren, forEachStmt } from './ast-walk';
import { foldedCall, libmSymbol } from './libm-link';

export interface LinkUnit {
  /** The unit's program; an archive member's is read when the member is linked. */
  prog?: Program;
  /** An archive member: linked only when needed; its definitions yield to the program's. */
  library?: boolean;
  /**
   * A shared library's unit: loaded whole, and its definitions yield to the program's and to
   * earlier libraries' (the dynamic linker's lookup order, which lets a program interpose its
   * own), where two objects' would be a multiple definition.
   */
  shared?: boolean;
  /**
   * An archive member as ld finds it in the archive's symbol index: the external names it
   * defines, and how to read the member itself (only the members a program pulls are read).
   * `exported`: a part of libc.so.6, which ld.so loads whole: a program that calls dlsym can find
   * any of its functions by name, so with dlsym in the program the member is linked with all of
   * its external functions.
   */
  member?: { defines: ReadonlySet<string>; read: () => Program; summary?: MemberSummary; exported?: boolean };
  /** A program's unit that a -lm follows on the command line: libm resolves its references (ld --as-needed). */
  libm?: boolean;
}

/**
 * What the link needs to know of an archive member without reading it: the external names it
 * uses (which pull further members, as ld's undefined symbols do), and which names each of its
 * functions and static initializers refers to, so that a member none of whose code the program
 * can reach is never read (its definitions still satisfy the names, as a pulled member's do).
 * A reference is a function of the member by index, or an external name.
 */
export interface MemberSummary {
  uses: string[];
  /** The external variables it uses: a definition of one must be linked in, live or not. */
  varUses: string[];
  /** Per function definition, in `defs` order: its name and what its code refers to. */
  funcs: { name: string; isStatic: boolean; refs: (number | string)[] }[];
  /** What static initializers refer to. */
  roots: (number | string)[];
}

export interface LinkResult {
  /** One program: every linked unit's definitions, globals and strings, statement ids made unique. */
  prog: Program;
  /** A declaration's symbol -> the symbol of its definition in another unit (or a library's replaced one). */
  funcs: Map<FuncSym, FuncSym>;
  vars: Map<VarSym, VarSym>;
  /**
   * Weak references to names nothing defines: ld resolves them to address 0, so `&f == NULL`
   * and `if (f) f();` skips the call (a unit's own symbols, as each unit declared them weak).
   */
  weakNull: Set<FuncSym | VarSym>;
  errors: Diagnostic[];
}

export interface LinkOptions {
  /** Functions the runtime provides (implemented in the host, not in C). */
  isRuntimeFunction(name: string): boolean;
  /** Objects the runtime provides (stdin, errno...). */
  isRuntimeObject(name: string): boolean;
  /**
   * Functions of libm.so.6 that glibc's libc.so.6 lacks (sin, sqrt...), when the link has no
   * -lm after the unit (LinkUnit.libm): gcc's link then fails on a call of one with ld's
   * "undefined reference", unless gcc folded the call (constant arguments, ./libm-link.ts).
   */
  libmOnly?: (name: string) => boolean;
}

/** A use of a symbol that needs a definition: where, in which function, and whether gcc folded the call. */
interface Use { name: string; pos: SourcePos; fn?: string; folded?: boolean; sym: FuncSym | VarSym }

/** A definition; `name` when it is another name of it (an alias), `weak` when a strong one elsewhere wins. */
type Def = ({ kind: 'func'; sym: FuncSym; def: FuncDef; unit: number } | { kind: 'var'; sym: VarSym; unit: number }) & { name?: string; weak?: boolean };
const nameOf = (d: Def): string => d.name ?? d.sym.name;

// ld finds a definition's line in the debug line table: a function's first line is its opening brace.
const defPos = (d: Def): SourcePos => (d.kind === 'func' ? d.def.body.pos : d.sym.defPos ?? d.sym.pos);

/** The symbols a unit defines with external linkage, in the order they appear. */
function definitions(p: Program, unit: number): Def[] {
  const out: Def[] = [];
  for (const d of p.defs) if (!d.sym.isStatic) out.push({ kind: 'func', sym: d.sym, def: d, unit });
  for (const v of p.globals) if (!v.isStatic && !v.ownerFn && v.name && v.storage === 'global' && v.defined) out.push({ kind: 'var', sym: v, unit });
  // Weak names and aliases: `#pragma weak A = B` defines A as B's definition, weakly.
  for (const a of p.aliases ?? []) {
    if (a.target === undefined) { for (const d of out) if (d.sym.name === a.name && !d.name) d.weak = true; continue; }
    const target = out.find((d) => d.kind === 'func' && d.sym.name === a.target && !d.name);
    if (target && !out.some((d) => nameOf(d) === a.name)) out.push({ ...target, name: a.name, weak: a.weak });
  }
  return out.sort((a, b) => cmpPos(defPos(a), defPos(b)));
}

function cmpPos(a: SourcePos, b: SourcePos): number {
  return a.file === b.file ? a.line - b.line || a.col - b.col : 0;
}

/** Calls `ref` for every function and object named in a unit's code and static initializers. */
function visitRefs(p: Program, ref: (s: FuncSym | VarSym, pos: SourcePos, fn?: FuncDef, folded?: boolean) => void): void {
  // In source order, on a heap stack (the tree nests as deep as the program).
  const work = new TaskStack();
  const expr = (e: Expr | undefined, fn?: FuncDef): void => {
    if (!e) return;
    switch (e.k) {
      case 'func': ref(e.f, e.pos, fn); return;
      case 'var': ref(e.v, e.pos, fn); return;
      case 'compound': init(e.v, fn); return;
      case 'stmtexpr': work.thenAll([...e.body.map((s) => () => stmt(s, fn)), () => expr(e.last, fn)]); return;
      case 'vlasize': type(e.vtype, fn); return;
      case 'call': {
        // gcc folds a math function of constants at compile time: the object names no symbol.
        const f = e.callee.k === 'addr' && e.callee.e.k === 'func' ? e.callee.e : undefined;
        if (!f || !foldedCall(f.f.name, e.args)) break;
        ref(f.f, f.pos, fn, true);
        work.thenAll(e.args.map((c) => () => expr(c, fn)));
        return;
      }
      default: break;
    }
    work.thenAll(exprChildren(e).map((c) => () => expr(c, fn)));
  };
  const type = (t: CType, fn?: FuncDef): void => { work.thenAll(vlaArrays(t).map((a) => () => expr(a.vla, fn))); };
  const init = (v: VarSym, fn?: FuncDef): void => { work.thenAll((v.init?.items ?? []).map((it) => () => expr(it.e, fn))); };
  const stmt = (s: Stmt | undefined, fn?: FuncDef): void => {
    if (!s) return;
    const sub = (x: Stmt | undefined) => () => stmt(x, fn);
    const ex = (x: Expr | undefined) => () => expr(x, fn);
    switch (s.k) {
      case 'expr': expr(s.e, fn); return;
      case 'decl': work.thenAll(s.vars.map(({ v, vlaSize }) => () => work.then(() => init(v, fn), ex(vlaSize), () => type(v.type, fn)))); return;
      case 'block': work.thenAll(s.body.map(sub)); return;
      case 'if': work.then(ex(s.c), sub(s.then), sub(s.else)); return;
      case 'while': case 'dowhile': work.then(ex(s.c), sub(s.body)); return;
      case 'for': work.then(sub(s.init), ex(s.c), ex(s.step), sub(s.body)); return;
      case 'return': case 'gotoPtr': expr(s.e, fn); return;
      case 'label': case 'case': case 'default': work.then(sub(s.body)); return;
      case 'switch': work.then(ex(s.e), sub(s.body)); return;
      default: return;
    }
  };
  for (const v of p.globals) if (!v.ownerFn) { init(v); work.run(); }
  for (const d of p.defs) {
    for (const v of d.statics) { init(v, d); work.run(); }
    for (const v of [...d.params, ...d.locals]) { type(v.type, d); work.run(); }
    stmt(d.body, d);
    work.run();
  }
}

/** A name used in a unit: the symbol, where, and in which function (none in a static initializer). */
type Ref = [FuncSym | VarSym, SourcePos, FuncDef | undefined, boolean?];

function refsOf(p: Program): Ref[] {
  const out: Ref[] = [];
  visitRefs(p, (s, pos, fn, folded) => out.push([s, pos, fn, folded]));
  return out;
}

/** Every use of an external function or object, once per name and line, as ld reports them. */
function uses(refs: Ref[], isExternal: (s: FuncSym | VarSym) => boolean): Use[] {
  const out: Use[] = [];
  const seen = new Set<string>();
  for (const [s, pos, fn, folded] of refs) {
    if (!isExternal(s)) continue;
    const key = `${s.name}@${pos.file}:${pos.line}${folded ? ':folded' : ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name: s.name, pos, fn: fn?.sym.name, sym: s, ...(folded ? { folded } : {}) });
  }
  return out;
}

/**
 * The library functions the program can reach, as ld's --gc-sections keeps them: from every
 * function of the program's own files and every function a static initializer names, through
 * each reached function's calls and function addresses. The rest is not compiled.
 */
function reachable(units: LinkUnit[], order: number[], refsByUnit: Ref[][], funcs: Map<FuncSym, FuncSym>, exported: FuncDef[]): Set<FuncDef> {
  const refs = new Map<FuncDef, FuncDef[]>();
  const roots: FuncDef[] = [...exported];
  for (const k of order) {
    for (const [s, , fn] of refsByUnit[k]) {
      if ('storage' in s) continue;
      const d = (funcs.get(s) ?? s).def;
      if (!d) continue;
      if (!fn) { roots.push(d); continue; }
      let list = refs.get(fn);
      if (!list) refs.set(fn, (list = []));
      list.push(d);
    }
    if (!units[k].library) for (const d of units[k].prog!.defs) roots.push(d);
  }
  const seen = new Set<FuncDef>();
  for (const stack = roots; stack.length; ) {
    const d = stack.pop()!;
    if (seen.has(d)) continue;
    seen.add(d);
    for (const x of refs.get(d) ?? []) if (!seen.has(x)) stack.push(x);
  }
  return seen;
}

/** A symbol with external linkage: ld resolves it across units. */
function isExternal(s: FuncSym | VarSym): boolean {
  if ('storage' in s) return s.storage === 'extern' || (s.storage === 'global' && !s.isStatic && !s.ownerFn && !!s.name);
  return !s.isStatic || !s.def;
}

/**
 * The external symbols a unit defines and the ones it needs from elsewhere, as an archive's
 * symbol index and an object's undefined symbols tell ld which members to pull.
 */
export function unitSymbols(p: Program): { defines: Set<string>; needs: Set<string>; weakNeeds: Set<string> } {
  const defines = new Set(definitions(p, 0).map(nameOf));
  const needs = new Set<string>(), weakNeeds = new Set<string>();
  // A weak reference pulls no archive member, as ld's does not (`weakNeeds`: the object's weak undefined symbols).
  const weak = new Set((p.aliases ?? []).filter((a) => a.weak && a.target === undefined).map((a) => a.name));
  visitRefs(p, (s) => {
    if (isExternal(s) && !defines.has(s.name)) (weak.has(s.name) ? weakNeeds : needs).add(s.name);
  });
  return { defines, needs, weakNeeds };
}

/** Where an object file's symbol lives, as gcc's sections hold it (nm's letters T, D, B, R, C, U). */
export type SymbolSection = 'text' | 'data' | 'bss' | 'rodata' | 'tdata' | 'tbss' | 'common' | 'undef';
export interface ObjectSymbol { name: string; section: SymbolSection; func: boolean; bind: 'local' | 'global' | 'weak'; size: number }

/** An object's initializer that gcc leaves to .bss: none, or only zeros (not -0.0, not a string's non-NUL bytes). */
function zeroInitialized(v: VarSym): boolean {
  return !v.init || v.init.items.every((it) => (it.bytes === undefined || /^\0*$/.test(it.bytes))
    && (!it.e || (it.e.k === 'num' && it.e.value == 0) || (it.e.k === 'fnum' && Object.is(it.e.value, 0))));
}

const isConstObject = (t: CType): boolean => (t.k === 'array' ? isConstObject(t.of) : !!t.const);
// Under Debian gcc's default -fPIE, const data holding addresses is relocated (.data.rel.ro: nm's D).
const holdsAddress = (t: CType): boolean => t.k === 'ptr' || (t.k === 'array' && holdsAddress(t.of)) || (t.k === 'record' && t.def.fields.some((f) => holdsAddress(f.type)));

function varSection(v: VarSym): SymbolSection {
  if (v.common && !v.init) return 'common';
  if (zeroInitialized(v)) return v.threadLocal ? 'tbss' : 'bss';
  if (v.threadLocal) return 'tdata';
  return isConstObject(v.type) && !holdsAddress(v.type) ? 'rodata' : 'data';
}

/**
 * The symbol table gcc would write for a unit's object: its functions and objects (static ones
 * local, static locals as `name.N`, numbered in the unit as gcc numbers them) and the external
 * names it uses, so nm, ar's index and libtool's checks read mpisim's objects as gcc's.
 */
export function objectSymbols(p: Program): ObjectSymbol[] {
  const out: ObjectSymbol[] = [];
  const size = (t: CType): number => { try { return t.k === 'func' ? 0 : sizeOf(t); } catch { return 0; } };
  const defs = definitions(p, 0);
  const weakNames = new Set((p.aliases ?? []).filter((a) => a.weak).map((a) => a.name));
  // gcc numbers static locals from the unit's last function back, each function's last first
  // (statics of nested blocks come after their function's others there: not modelled).
  let staticLocal = 0;
  for (const d of [...p.defs].reverse()) {
    for (const v of [...d.statics].reverse()) if (v.name) out.push({ name: `${v.name}.${staticLocal++}`, section: varSection(v), func: false, bind: 'local', size: size(v.type) });
  }
  for (const d of p.defs) if (d.sym.isStatic) out.push({ name: d.sym.name, section: 'text', func: true, bind: 'local', size: 0 });
  for (const v of p.globals) if (v.isStatic && !v.ownerFn && v.name && v.storage === 'global') out.push({ name: v.name, section: varSection(v), func: false, bind: 'local', size: size(v.type) });
  for (const d of defs) {
    const name = nameOf(d);
    const bind = d.weak || weakNames.has(name) ? 'weak' : 'global';
    if (d.kind === 'func') out.push({ name, section: 'text', func: true, bind, size: 0 });
    else out.push({ name, section: varSection(d.sym), func: false, bind, size: size(d.sym.type) });
  }
  const { needs, weakNeeds } = unitSymbols(p);
  for (const name of [...needs, ...weakNeeds]) out.push({ name, section: 'undef', func: false, bind: weakNames.has(name) ? 'weak' : 'global', size: 0 });
  return out;
}

/** A member's summary, made once when the archive is built. */
export function memberSummary(p: Program): MemberSummary {
  const index = new Map(p.defs.map((d, k) => [d, k]));
  const refs = p.defs.map(() => new Set<number | string>());
  const roots = new Set<number | string>();
  const uses = new Set<string>(), varUses = new Set<string>();
  visitRefs(p, (s, _pos, fn) => {
    const own = !('storage' in s) && s.def ? index.get(s.def) : undefined;
    if (isExternal(s)) {
      uses.add(s.name);
      if ('storage' in s) varUses.add(s.name);
    }
    const target = own ?? (isExternal(s) ? s.name : undefined);
    if (target === undefined) return;
    (fn ? refs[index.get(fn)!] : roots).add(target);
  });
  return {
    uses: [...uses], varUses: [...varUses],
    funcs: p.defs.map((d, k) => ({ name: d.sym.name, isStatic: d.sym.isStatic, refs: [...refs[k]] })),
    roots: [...roots],
  };
}

/** Statement ids are per unit; the linked program numbers them on, as codegen indexes by them. */
function renumber(p: Program, base: number): number {
  let max = 0;
  const stmt = (root: Stmt): void => forEachStmt(root, (s) => {
    if (s.id !== undefined) { s.id += base; max = Math.max(max, s.id + 1); }
  });
  for (const d of p.defs) {
    stmt(d.body);
    for (const b of d.stmtExprs ?? []) stmt(b);
    for (const v of [...d.params, ...d.locals]) {
      if (v.scopeStart !== undefined) v.scopeStart += base;
      if (v.scopeEnd !== undefined && Number.isFinite(v.scopeEnd)) v.scopeEnd += base;
    }
  }
  return Math.max(max, base);
}

export function link(units: LinkUnit[], opts: LinkOptions): LinkResult {
  const errors: Diagnostic[] = [];
  const table = new Map<string, Def>();
  const linked = new Set<number>();
  const funcs = new Map<FuncSym, FuncSym>();
  const vars = new Map<VarSym, VarSym>();
  const dropped = new Set<FuncDef>();
  const defsOf: Def[][] = [];
  const refsByUnit: Ref[][] = [];
  const usesOf: Use[][] = [];
  const read = (k: number): void => {
    if (defsOf[k]) return;
    const u = units[k];
    const p = (u.prog ??= u.member!.read());
    defsOf[k] = definitions(p, k);
    refsByUnit[k] = refsOf(p);
    usesOf[k] = uses(refsByUnit[k], isExternal);
  };
  units.forEach((u, k) => { if (!u.member) read(k); });
  const defines = (k: number, name: string): boolean => (defsOf[k] ? defsOf[k].some((d) => nameOf(d) === name) : units[k].member!.defines.has(name));
  // Pulled members not read (yet): their definitions satisfy names, as ld's symbol table has them.
  const shelved = new Set<number>();
  const shelvedNames = new Map<string, number>();
  const summary = (k: number): MemberSummary => units[k].member!.summary!;

  const enter = (k: number): void => {
    read(k);
    linked.add(k);
    for (const d of defsOf[k]) {
      const key = nameOf(d);
      const prev = table.get(key);
      if (!prev) { table.set(key, d); continue; }
      // ld: a weak definition yields to a strong one (its code is left out), the first weak one stays.
      if (d.weak || prev.weak) {
        const loser = d.weak ? d : prev;
        if (!d.weak) table.set(key, d);
        if (loser.kind === 'func' && !loser.name) dropped.add(loser.def);
        continue;
      }
      if (units[k].shared || units[prev.unit].shared) {
        if (!units[k].shared) table.set(key, d);
        const loser = units[k].shared ? d : prev;
        if (loser.kind === 'func' && !loser.name) dropped.add(loser.def);
        continue;
      }
      if (units[prev.unit].library && !units[k].library) {
        // Cannot happen in archive order (programs first), kept for completeness.
        table.set(d.sym.name, d);
        continue;
      }
      if (units[k].library && !units[prev.unit].library) {
        if (d.kind === 'func') dropped.add(d.def);
        continue;
      }
      if (d.kind === 'var' && prev.kind === 'var' && (d.sym.common || prev.sym.common)) {
        // ld's common symbols: an initialized definition takes them over, else the largest stays.
        if (prev.sym.common && (!d.sym.common || sizeOf(d.sym.type) > sizeOf(prev.sym.type))) table.set(d.sym.name, d);
        continue;
      }
      const at = defPos(d);
      const first = defPos(prev);
      errors.push({
        severity: 'error', pos: at, message: `multiple definition of \`${nameOf(d)}'`,
        link: { inFunction: d.kind === 'func' ? d.sym.name : undefined, firstDefined: first },
      });
    }
  };
  const unshelve = (k: number): void => {
    shelved.delete(k);
    for (const n of units[k].member!.defines) if (shelvedNames.get(n) === k) shelvedNames.delete(n);
    enter(k);
  };
  /** Links a member with a summary by its names; one whose names clash with another library's is read (the error needs it). */
  const pull = (k: number): void => {
    const m = units[k].member;
    if (!m?.summary) { enter(k); return; }
    const clash = [...m.defines].filter((n) => shelvedNames.has(n) || (table.has(n) && units[table.get(n)!.unit].library));
    if (clash.length) {
      for (const n of clash) { const j = shelvedNames.get(n); if (j !== undefined && shelved.has(j)) unshelve(j); }
      enter(k);
      return;
    }
    linked.add(k);
    shelved.add(k);
    for (const n of m.defines) if (!table.has(n)) shelvedNames.set(n, k);
  };
  units.forEach((u, k) => { if (!u.library) enter(k); });
  // A library's MPI_X is also its PMPI_X (the profiling interface's second name).
  const profilingName = (k: number, name: string): boolean => !!units[k].library && name.startsWith('PMPI_') && defines(k, name.slice(1));
  const profiling = (k: number, name: string): Def | undefined => {
    if (!profilingName(k, name)) return undefined;
    read(k);
    return defsOf[k].find((d) => d.kind === 'func' && d.sym.name === name.slice(1));
  };
  // dlsym (the program's own call) may name any function of libc.so.6: its members are all pulled.
  const dynamic = units.some((u, k) => !u.library && usesOf[k]?.some((x) => x.name === 'dlsym' || x.name === 'dlvsym'));
  const exportedMember = (k: number): boolean => dynamic && !!units[k].member?.exported;
  // Archive members are pulled in while they define something still undefined.
  const needed = (name: string): boolean => !table.has(name) && !shelvedNames.has(name) && !opts.isRuntimeFunction(name) && !opts.isRuntimeObject(name);
  const usedNames = (j: number): readonly string[] => (shelved.has(j) ? summary(j).uses : usesOf[j].map((x) => x.name));
  for (let changed = true; changed; ) {
    changed = false;
    units.forEach((u, k) => {
      if (!u.library || linked.has(k)) return;
      const wanted = exportedMember(k) || [...linked].some((j) => usedNames(j).some((x) => needed(x) && (profilingName(k, x) || defines(k, x))));
      if (wanted) { pull(k); changed = true; }
    });
  }
  for (const k of membersToRead()) unshelve(k);
  for (const k of [...shelved]) if (exportedMember(k)) unshelve(k);

  /**
   * The shelved members that must be read: those with a function the program can reach (from
   * everything the read units name, so an over-approximation of what reachable() finds), those
   * defining a variable a read unit names, and those using a name nothing defines (its
   * undefined references are reported from the member itself).
   */
  function membersToRead(): number[] {
    const must = new Set<number>();
    const seen = new Set<string>();
    const stack: [number, number | string][] = [];
    const mark = (k: number): void => {
      if (must.has(k)) return;
      must.add(k);
      for (const r of summary(k).roots) stack.push([k, r]);
      for (const n of summary(k).varUses) stack.push([k, n]);
    };
    const satisfied = (n: string): boolean => !needed(n) || [...linked].some((j) => profilingName(j, n));
    for (const k of shelved) if (summary(k).uses.some((n) => !satisfied(n))) mark(k);
    for (const k of linked) if (!shelved.has(k)) for (const x of usesOf[k]) stack.push([k, x.name]);
    while (stack.length) {
      const [k, r] = stack.pop()!;
      if (typeof r === 'number') {
        const key = `${k}:${r}`;
        if (seen.has(key)) continue;
        seen.add(key);
        mark(k);
        for (const x of summary(k).funcs[r].refs) stack.push([k, x]);
        continue;
      }
      for (const n of r.startsWith('PMPI_') ? [r, r.slice(1)] : [r]) {
        const j = shelvedNames.get(n);
        if (j === undefined) continue;
        const i = summary(j).funcs.findIndex((f) => !f.isStatic && f.name === n);
        if (i >= 0) stack.push([j, i]);
        else mark(j);
      }
    }
    return [...must].filter((k) => shelved.has(k)).sort((a, b) => a - b);
  }
  // PMPI_X names the library's definition of MPI_X, kept even when the program defines its own.
  const aliased = new Set<FuncSym>();
  for (const k of [...linked]) {
    if (shelved.has(k)) continue;
    for (const x of usesOf[k]) {
      if (!needed(x.name)) continue;
      for (const j of linked) {
        // Named only by code nothing reaches (a read member's other functions): the name is defined.
        if (shelved.has(j)) { if (profilingName(j, x.name)) { shelvedNames.set(x.name, j); break; } continue; }
        const d = profiling(j, x.name);
        if (d?.kind !== 'func') continue;
        table.set(x.name, d);
        dropped.delete(d.def);
        aliased.add(d.sym);
        break;
      }
    }
  }

  // Undefined references, at every use, as ld reports them from the line tables.
  let lastFn: string | undefined;
  const readUnits = [...linked].filter((k) => !shelved.has(k)).sort((a, b) => a - b);
  // Without -lm, libm's functions are not in the link, unless the program defines one itself.
  const withoutLibm = (k: number, name: string): boolean => {
    const d = table.get(name);
    return !units[k].library && !units[k].libm && !!opts.libmOnly?.(name) && (!d || !!units[d.unit].library);
  };
  const missing = (k: number, x: Use, weak: Set<string>): boolean => needed(x.name) || (withoutLibm(k, x.name) && (!x.folded || weak.has(x.name)));
  // The names each unit declared weak: with no definition, ld makes them 0 instead of an error,
  // unless some unit refers to the name strongly (then every reference is undefined, weak ones too).
  const weakIn = readUnits.map((k) => new Set((units[k].prog!.aliases ?? []).filter((a) => a.weak && a.target === undefined).map((a) => a.name)));
  const strong = new Set(readUnits.flatMap((k, i) => usesOf[k].filter((x) => !weakIn[i].has(x.name) && missing(k, x, weakIn[i])).map((x) => x.name)));
  const weakNull = new Set<FuncSym | VarSym>();
  for (const [i, k] of readUnits.entries()) {
    const p = units[k].prog!;
    const weak = weakIn[i];
    for (const x of usesOf[k]) {
      if (!missing(k, x, weak)) continue;
      if (weak.has(x.name) && !strong.has(x.name)) {
        for (const s of [...p.funcs, ...p.globals]) if (s.name === x.name && !s.isStatic) weakNull.add(s);
        continue;
      }
      const inFunction = x.fn !== lastFn ? x.fn : undefined;
      lastFn = x.fn;
      // gcc calls some libm functions by another name (carg is atan2 of the parts).
      const name = needed(x.name) ? x.name : libmSymbol(x.name);
      errors.push({ severity: 'error', pos: x.pos, message: `undefined reference to \`${name}'`, link: { inFunction } });
    }
    lastFn = undefined;
  }

  // Resolve each unit's symbols to their definitions.
  for (const k of readUnits) {
    const p = units[k].prog!;
    for (const f of p.funcs) {
      // A kept library definition under its PMPI_ name is its own: the library's calls stay inside it.
      if (f.isStatic || aliased.has(f) || weakNull.has(f)) continue;
      const d = table.get(f.name);
      if (d?.kind === 'func' && d.sym !== f) funcs.set(f, d.sym);
    }
    for (const v of p.globals) {
      if (v.isStatic || v.ownerFn || !v.name) continue;
      const d = table.get(v.name);
      if (d?.kind === 'var' && d.sym !== v) vars.set(v, d.sym);
    }
  }

  const order = readUnits;
  const used = new Set(order.flatMap((k) => usesOf[k].map((x) => x.name)));
  let base = 0;
  for (const k of order) base = renumber(units[k].prog!, base);
  // The external functions of libc.so.6's members, when dlsym may look any of them up (the
  // definitions ld keeps), but for libm's that mpisim writes beside them (cexp...): libm.so.6's.
  const exported = order.filter(exportedMember).flatMap((k) => defsOf[k].flatMap((d) => (d.kind === 'func' && !d.sym.isStatic && table.get(nameOf(d)) === d && !opts.libmOnly?.(d.sym.name) ? [d.def] : [])));
  const live = reachable(units, order, refsByUnit, funcs, exported);
  const first = units[order[0]].prog!;
  // The debugger reads names in the program's file scope: the first file's, then the others'.
  const merged = (pick: (p: Program) => Map<string, unknown>) => {
    const m = new Map<string, unknown>();
    for (const k of order) if (!units[k].library) for (const [n, v] of pick(units[k].prog!)) if (!m.has(n)) m.set(n, v);
    return m;
  };
  const defs = order.flatMap((k) => units[k].prog!.defs);
  const kept = defs.filter((d) => !dropped.has(d) && live.has(d));
  // A function left out takes its static variables along: their initializers may name other
  // functions left out (a library member's table of its own functions, used by one unused function).
  const keptSet = new Set(kept);
  const leftOutStatics = new Set(defs.filter((d) => !keptSet.has(d)).flatMap((d) => d.statics));
  const prog: Program = {
    file: first.file,
    scope: merged((p) => p.scope),
    tags: merged((p) => p.tags),
    funcs: order.flatMap((k) => units[k].prog!.funcs),
    defs: kept,
    // A declaration nothing uses needs no definition (ld sees no reference to it).
    globals: order.flatMap((k) => units[k].prog!.globals).filter((v) => !vars.has(v) && !leftOutStatics.has(v) && (v.storage !== 'extern' || used.has(v.name))),
    strings: order.flatMap((k) => units[k].prog!.strings),
  };
  return { prog, funcs, vars, weakNull, errors };
}
