/**
 * Lvalues and memory access: addresses of objects, loads and stores of every C type (bit-fields
 * included) in the rank's memory or, for scalars whose address is never taken, in frame slots.
 */
import type { Expr, Initializer, VarSym } from './ast';
import type { SourcePos } from './diagnostics';
import { type CType, isWideInt, isInt, isUnsigned, sizeOf } from './types';
import { bigLit, unqualified } from './gen-core';
import { StaticData } from './gen-data';
import { NULL_GUARD } from '../runtime/memory';

export abstract class MemoryGen extends StaticData {
  protected abstract expr(e: Expr, discard?: boolean): string;
  protected abstract genInit(v: VarSym, init: Initializer): void;

  protected varAddr(v: VarSym): string {
    if (v.storage === 'global' || v.storage === 'extern') return String(v.addr);
    if (v.type.k === 'array' && v.type.vla && v.type.len === undefined) return `V.v${v.id}`;
    return `(fp - ${-(v.offset ?? 0)})`;
  }

  protected index(idx: Expr): string {
    // Most indices are ints widened to long: use the int directly (no BigInt possible).
    if (idx.k === 'cast' && isInt(idx.e.type) && !isWideInt(idx.e.type)) return `(${this.expr(idx.e)})`;
    if (idx.k === 'num') return `(${Number(idx.value)})`;
    return `C.toF64(${this.expr(idx)})`;
  }

  protected runtimeElemSize(pt: CType): string {
    return pt.k === 'ptr' ? this.typeSize(pt.to) : '1';
  }

  /** Byte size of a (possibly variably modified) type, reading captured dimensions. */
  protected typeSize(t: CType): string {
    // Constant dimensions fold into one factor: `int a[1][1]...[n]` stays one multiplication.
    const parts: string[] = [];
    let fixed = 1;
    let cur: CType = t;
    while (cur.k === 'array') {
      if (cur.vla) parts.push(cur.vlaSlot ? `V.${cur.vlaSlot}` : `C.toF64(${this.expr(cur.vla)})`);
      else fixed *= cur.len ?? 0;
      cur = cur.of;
    }
    parts.push(String(fixed * sizeOf(cur)));
    return parts.length === 1 ? parts[0] : `(${parts.join(' * ')})`;
  }

  /** Evaluates and keeps the dimensions of variably modified types declared here. */
  protected captureVla(types: CType[] | undefined): void {
    for (const t of types ?? []) {
      if (t.k !== 'array' || !t.vla) continue;
      if (!t.vlaSlot) { t.vlaSlot = `d${this.fn.nextDim++}`; this.fn.dimSlots.push(t.vlaSlot); }
      this.emit(`V.${t.vlaSlot} = C.toF64(${this.expr(t.vla)});`);
    }
  }

  protected addr(e: Expr): string {
    switch (e.k) {
      case 'var': return this.varAddr(e.v);
      case 'str': return String(e.sym.addr);
      case 'deref': return this.expr(e.e);
      case 'member': {
        // s.a.b.c: the offsets of a chain of '.' add up in a loop (gcc takes chains 10^4 long).
        let off = 0, x: Expr = e;
        for (; x.k === 'member' && !x.arrow; x = x.e) off += x.field.offset;
        if (x.k === 'member') off += x.field.offset;
        const base = x.k === 'member' ? this.expr((x.e as Extract<Expr, { k: 'deref' }>).e ?? x.e) : this.addr(x);
        return off ? `(${base} + ${off})` : base;
      }
      case 'func': return String(this.funcPointer(e.f, e.pos));
      case 'compound': {
        // &(int){5}: the literal's storage, initialised first (expr() would load a scalar's value).
        if (e.v.storage === 'global') return String(e.v.addr);
        if (e.v.init) this.genInit(e.v, e.v.init);
        return this.varAddr(e.v);
      }
      // Struct-valued rvalues (calls, assignments, ?:) are already addresses of their storage.
      default: return this.expr(e);
    }
  }

  /**
   * known: the address is a variable's own, valid and aligned by construction, so the load is a
   * typed-array read; 'watchable' for a variable whose address the program took, whose bytes an
   * MPI operation may own: while the usage checks watch loads (Memory.loadsWatched), its loads
   * go through the Memory methods they tap.
   */
  protected load(t: CType, a: string, pos: SourcePos, known: boolean | 'watchable' = false): string {
    // Aggregates are represented by their address.
    if (t.k === 'array' || t.k === 'record' || t.k === 'func' || t.k === 'valist') return a;
    if (known === 'watchable') {
      const direct = this.load(t, a, pos, true), method = this.load(t, a, pos, false);
      return direct === method ? direct : `(M.loadsWatched ? ${method} : ${direct})`;
    }
    const site = this.site(pos);
    const m = this.inCopy ? COPY_MEMORY : 'M.';
    if (known) {
      // Locals and globals: the address is valid and aligned by construction.
      switch (t.k) {
        case 'int':
          switch (t.kind) {
            case 'bool': case 'uchar': return `${m}U8[${a}]`;
            case 'char': case 'schar': return `${m}I8[${a}]`;
            case 'short': return `${m}I16[${a} >>> 1]`;
            case 'ushort': return `${m}U16[${a} >>> 1]`;
            case 'int': return `${m}I32[${a} >>> 2]`;
            case 'uint': return `${m}U32[${a} >>> 2]`;
            case 'long': case 'llong': return `M.s64(${a}, ${site})`;
            case 'int128': return `M.s128(${a}, ${site})`;
            case 'uint128': return `M.z128(${a}, ${site})`;
            default: return `M.z64(${a}, ${site})`;
          }
        case 'float': return `${m}F32[${a} >>> 2]`;
        case 'double': case 'ldouble': return `${m}F64[${a} >>> 3]`;
        case 'ptr': return `${m}U32[${a} >>> 2]`;
      }
    }
    const method = (name: string): string => this.inCopy && COPY_LOADS[name] ? this.copyLoad(name, a, site) : `M.${name}(${a}, ${site})`;
    switch (t.k) {
      case 'int':
        switch (t.kind) {
          case 'bool': case 'uchar': return method('u8');
          case 'char': case 'schar': return method('i8');
          case 'short': return method('i16');
          case 'ushort': return method('u16');
          case 'int': return method('i32');
          case 'uint': return method('u32');
          case 'long': case 'llong': return `M.s64(${a}, ${site})`;
          case 'int128': return `M.s128(${a}, ${site})`;
          case 'uint128': return `M.z128(${a}, ${site})`;
          default: return `M.z64(${a}, ${site})`;
        }
      case 'float': return method('f32');
      case 'double': case 'ldouble': return method('f64');
      case 'ptr': return method('ptr');
      case 'void': return `undefined`;
      default: return `0`;
    }
  }

  /**
   * A fast copy's checked load: Memory's own test (ok: in range, aligned, a live heap granule)
   * written out against the views and bounds the copy reads on entry (copyMemoryHead), the
   * method called only when it fails (a fault, an unaligned access, a watched page) or while
   * the usage checks tap loads (the bound is then -1). The method, inlined by V8, reloads
   * Memory's fields at every access: CoMD's force loop style (bench/kernel.c's forces) ran
   * 1.6x faster with them in registers.
   */
  private copyLoad(name: string, a: string, site: number): string {
    const [view, n] = COPY_LOADS[name];
    const t = this.jsTemp();
    const aligned = n > 1 ? ` && (${t} & ${n - 1}) === 0` : '';
    const m = COPY_MEMORY;
    return `((${t} = ${a}) >= ${NULL_GUARD} && ${t} <= ${m}r${n}${aligned} && (${t} < ${m}hs || (${m}sh[(${t} - ${m}hs) >>> 3] & 1) === 1) ? ${m}${view}[${t} >>> ${Math.log2(n)}] : M.${name}(${t}, ${site}))`;
  }

  /** A fast copy's checked store, as copyLoad (Memory's okw): the value is computed before the test, as the method's argument was. */
  private copyStore(name: string, a: string, v: string, site: number): string {
    const [view, n] = COPY_STORES[name];
    const t = this.jsTemp(), tv = /^(\$\d+|-?\d+(\.\d+)?)$/.test(v) ? v : this.jsTemp();
    const aligned = n > 1 ? ` && (${t} & ${n - 1}) === 0` : '';
    const m = COPY_MEMORY;
    return `(${t} = ${a}, ${tv === v ? '' : `${tv} = ${v}, `}${t} >= ${NULL_GUARD} && ${t} <= ${m}w${n}${aligned} && (${t} >= ${m}hs ? ${m}sh[(${t} - ${m}hs) >>> 3] === 1 : ${t} >= ${m}re || ${t} < ${m}rs) ? (${m}${view}[${t} >>> ${Math.log2(n)}] = ${tv}) : M.${name}(${t}, ${tv}, ${site}))`;
  }

  protected store(t: CType, a: string, v: string, pos: SourcePos): string {
    const site = this.site(pos);
    const method = (name: string): string => this.inCopy && COPY_STORES[name] ? this.copyStore(name, a, v, site) : `M.${name}(${a}, ${v}, ${site})`;
    switch (t.k) {
      case 'int':
        switch (t.kind) {
          case 'bool': case 'uchar': case 'char': case 'schar': return method('st8');
          case 'short': case 'ushort': return method('st16');
          case 'int': case 'uint': return method('st32');
          case 'int128': case 'uint128': return `M.st128(${a}, ${v}, ${site})`;
          default: return `M.st64(${a}, ${v}, ${site})`;
        }
      case 'float': return method('stf32');
      case 'double': case 'ldouble': return method('stf64');
      case 'ptr': return `M.stptr(${a}, ${v}, ${site})`;
      case 'record': return `M.copy(${a}, ${v}, ${sizeOf(t)}, ${site})`;
      default: return v;
    }
  }

  /**
   * The address of a scalar variable kept in memory (a global, or a local whose address the
   * program took), named: valid, aligned and writable by construction (a `const` one is never
   * assigned by name), so its stores need no checks (storeVar); undefined for anything else.
   */
  protected namedScalar(l: Expr): { a: string; load: string; t: CType } | undefined {
    if (l.k !== 'var' || !l.v.inMemory || (l.v.storage === 'local' && l.v.type.k === 'array')) return undefined;
    const t = unqualified(l.type);
    if (!DIRECT_STORE[storeView(t) ?? '']) return undefined;
    const a = this.varAddr(l.v);
    if (!/^(\d+|\(fp - \d+\))$/.test(a)) return undefined;
    return { a, t, load: this.load(t, a, l.pos, l.v.addressTaken ? 'watchable' : true) };
  }

  /**
   * A store to a named scalar (namedScalar's address): a typed-array write, unless the usage
   * checks tap this rank's stores (Memory.storesWatched), when it goes through the method they
   * wrap. A global counter bumped at every call (DTPools' DTPI_func_nesting, twice per call of
   * each of its functions) was a checked load and a checked store.
   */
  protected storeNamed(t: CType, a: string, v: string, pos: SourcePos): string {
    const view = storeView(t)!;
    const tv = this.jsTemp();
    const direct = `${this.inCopy ? COPY_MEMORY : 'M.'}${view}[${a} >>> ${DIRECT_STORE[view]}] = ${tv}`;
    return `(${tv} = ${v}, M.storesWatched ? M.${STORE_METHOD[view]}(${a}, ${tv}, ${this.site(pos)}) : (${direct}))`;
  }

  protected loadBitField(a: string, f: NonNullable<ReturnType<typeof Object>> & { type: CType; bitWidth?: number; bitOffset?: number; wide?: boolean }, pos: SourcePos): string {
    const w = f.bitWidth!, off = f.bitOffset!;
    const unit = f.wide ? 8 : sizeOf(f.type);
    const site = this.site(pos);
    if (unit === 8) {
      const raw = `M.z64(${a}, ${site})`;
      const v = isUnsigned(f.type) ? `U.and(U.shr(${raw}, ${off}), ${bigLit((1n << BigInt(w)) - 1n)})` : `S.shr(S.shl(${raw}, ${64 - off - w}), ${64 - w})`;
      return f.wide && sizeOf(f.type) < 8 ? `Number(${v})` : v;
    }
    const raw = unit === 4 ? `M.i32(${a}, ${site})` : unit === 2 ? `M.u16(${a}, ${site})` : `M.u8(${a}, ${site})`;
    if (f.type.k === 'int' && f.type.kind === 'bool') return `((${raw} >>> ${off}) & 1)`;
    if (isUnsigned(f.type) || (f.type.k === 'int' && f.type.enumTag !== undefined && f.type.kind === 'uint')) {
      return w === 32 ? `(${raw} >>> 0)` : `((${raw} >>> ${off}) & ${2 ** w - 1})`;
    }
    return `((${raw} << ${32 - off - w}) >> ${32 - w})`;
  }

  protected storeBitField(a: string, f: { type: CType; bitWidth?: number; bitOffset?: number; wide?: boolean }, v: string): string {
    const w = f.bitWidth!, off = f.bitOffset!;
    const unit = f.wide ? 8 : sizeOf(f.type);
    const ta = this.jsTemp(), tv = this.jsTemp();
    if (unit === 8) {
      const mask = ((1n << BigInt(w)) - 1n) << BigInt(off);
      let readBack64 = isUnsigned(f.type) ? `U.and(${tv}, ${bigLit((1n << BigInt(w)) - 1n)})` : `S.shr(S.shl(${tv}, ${64 - w}), ${64 - w})`;
      if (f.wide && sizeOf(f.type) < 8) readBack64 = `Number(${readBack64})`;
      return `(${ta} = ${a}, ${tv} = ${v}, M.st64(${ta}, U.or(U.and(M.z64(${ta}), ${bigLit(BigInt.asUintN(64, ~mask))}), U.and(U.shl(C.toU64(${tv}), ${off}), ${bigLit(mask)}))), ${readBack64})`;
    }
    const mask = (((2 ** w - 1) * 2 ** off) >>> 0);
    const ld = unit === 4 ? `M.u32(${ta})` : unit === 2 ? `M.u16(${ta})` : `M.u8(${ta})`;
    const st = unit === 4 ? 'M.st32' : unit === 2 ? 'M.st16' : 'M.st8';
    // The value of the assignment is the stored value as read back from the field (truncated).
    const readBack = isUnsigned(f.type) ? (w === 32 ? `(${tv} >>> 0)` : `(${tv} & ${2 ** w - 1})`) : `((${tv} << ${32 - w}) >> ${32 - w})`;
    return `(${ta} = ${a}, ${tv} = C.toI32(${v}), ${st}(${ta}, (${ld} & ${~mask >>> 0}) | ((${tv} << ${off}) & ${mask})), ${readBack})`;
  }

  protected assign(l: Expr, v: string, pos: SourcePos): string {
    if (l.k === 'var' && !l.v.inMemory && (l.v.storage === 'local' || l.v.storage === 'param')) return `(V.v${l.v.id} = ${v})`;
    if (l.k === 'member' && l.field.bitWidth !== undefined) return this.storeBitField(this.addr(l), l.field, v);
    const named = this.namedScalar(l);
    if (named) return this.storeNamed(named.t, named.a, v, pos);
    return this.store(unqualified(l.type), this.addr(l), v, pos);
  }
}

/** The Memory method storing through each view of DIRECT_STORE. */
const STORE_METHOD: Record<string, string> = { U8: 'st8', U16: 'st16', U32: 'st32', F32: 'stf32', F64: 'stf64' };
/** The Memory methods a fast copy writes out (copyLoad, copyStore): the view each reads or writes, and its size. */
const COPY_LOADS: Record<string, [string, number]> = { i8: ['I8', 1], u8: ['U8', 1], i16: ['I16', 2], u16: ['U16', 2], i32: ['I32', 4], u32: ['U32', 4], ptr: ['U32', 4], f32: ['F32', 4], f64: ['F64', 8] };
const COPY_STORES: Record<string, [string, number]> = { st8: ['U8', 1], st16: ['U16', 2], st32: ['U32', 4], stf32: ['F32', 4], stf64: ['F64', 8] };
/** The prefix of the names a fast copy keeps Memory's views and bounds in (copyMemoryHead). */
export const COPY_MEMORY = 'm$';

/**
 * The declarations of the views and bounds that `code`, a fast copy, uses: `m$F64` for M.F64,
 * `m$r8` for the last address an 8-byte load may start at (-1 while the usage checks tap loads:
 * every load then takes the method they wrap), `m$w8` for stores likewise, the heap's start and
 * shadow, the read-only data's bounds. A call that may grow the memory or put a tap in place
 * (one with a frame, an MPI function) is followed by `reload`, which reads them again.
 */
export function copyMemoryHead(code: string): { declare: string; reload: string } {
  const used = new Set(code.match(/\bm\$\w+/g) ?? []);
  if (used.size === 0) return { declare: '', reload: '' };
  const values: Record<string, string> = { hs: 'M.heapStart', sh: 'M.sh', rs: 'M.roStart', re: 'M.roEnd' };
  for (const v of ['U8', 'I8', 'U16', 'I16', 'U32', 'I32', 'F32', 'F64']) values[v] = `M.${v}`;
  for (const n of [1, 2, 4, 8]) { values[`r${n}`] = `(M.loadsWatched ? -1 : M.end - ${n})`; values[`w${n}`] = `(M.storesWatched ? -1 : M.end - ${n})`; }
  const set = [...used].map((name) => `${name} = ${values[name.slice(COPY_MEMORY.length)]}`);
  return { declare: `let ${set.join(', ')};`, reload: `${set.join(', ')};` };
}

/** The typed array a store of a scalar of type `t` writes as the Memory method would (its index shift), or undefined (64-bit, pointers, aggregates). */
const DIRECT_STORE: Record<string, number> = { U8: 0, U16: 1, U32: 2, F32: 2, F64: 3 };
function storeView(t: CType): string | undefined {
  switch (t.k) {
    case 'int':
      switch (t.kind) {
        case 'bool': case 'uchar': case 'char': case 'schar': return 'U8';
        case 'short': case 'ushort': return 'U16';
        case 'int': case 'uint': return 'U32';
        default: return undefined;
      }
    case 'float': return 'F32';
    case 'double': return 'F64';
    default: return undefined;
  }
}
