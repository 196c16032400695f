/**
 * The data segment: globals, string literals and static locals laid out and their static
 * initializers folded into the image every rank starts from.
 */
import type { Expr, Initializer, VarSym } from './ast';
import { alignOf, alignTo, isFloating, isPtr, isRecord, isUnsigned, sizeOf, intBits } from './types';
import { CodegenCore, LIB_GLOBALS, LIB_GLOBAL_ALIASES, type StaticValue, foldInt, staticCast, writeScalar } from './gen-core';
import { Operand, evaluate } from './ast-walk';

/**
 * The symbols GNU ld's default script PROVIDEs, bounding the process's static data as it lays
 * it out: etext (the end of the code, so the start of .rodata), __data_start/data_start and
 * edata (.data), __bss_start and end (.bss). A program's own definition of one wins (PROVIDE).
 */
export const LINKER_SYMBOLS = ['etext', '_etext', '__etext', '__data_start', 'data_start', 'edata', '_edata', '__bss_start', 'end', '_end'];

/** Where a program's static data must end for a process to map it (below the heap's limit). */
export const MAX_STATIC_END = 0xe0000000;

export abstract class StaticData extends CodegenCore {
  protected layoutData(): void {
    // The data segment begins right after the stack; the Memory computes that address from
    // the same layout numbers, so here addresses are final once the stack size is fixed.
    this.dataBase = this.opts.dataBase;
    let off = 0;
    const place = (v: VarSym): void => {
      const a = Math.max(alignOf(v.type), sizeOf(v.type) >= 16 ? 16 : 1, v.align ?? 1);
      off = alignTo(off, a);
      v.addr = this.dataBase + off;
      off += Math.max(sizeOf(v.type), 1);
    };
    const needed = new Set<string>();
    // As ld lays a program out: .rodata (the string literals), then .data (the C library's
    // globals, FILE objects and their pointers, errno; then initialized globals), then .bss
    // (those that start zero). The image's non-zero bytes share a few pages, which are all a
    // rank writes when it starts (RankProcess).
    const bounds: Record<string, number> = {};
    bounds.etext = bounds._etext = bounds.__etext = this.dataBase;
    off = this.placeStrings(off);
    off = alignTo(off, 16);
    bounds.__data_start = bounds.data_start = this.dataBase + off;
    for (const name of ['stdin', 'stdout', 'stderr']) {
      off = alignTo(off, 8);
      this.libGlobals[`${name}__obj`] = this.dataBase + off;
      off += 16;
    }
    for (const name of LIB_GLOBALS) {
      off = alignTo(off, 8);
      this.libGlobals[name] = this.dataBase + off;
      off += 8;
      for (const g of this.prog.globals) if ((g.name === name || LIB_GLOBAL_ALIASES[g.name] === name) && g.storage === 'extern') g.addr = this.libGlobals[name];
    }
    for (const initialized of [true, false]) {
      for (const g of this.prog.globals) {
        if (g.storage === 'extern' && !g.defined) {
          if (initialized && LIB_GLOBALS.includes(g.name)) needed.add(g.name);
          continue;
        }
        if (!!g.init === initialized) place(g);
      }
      if (initialized) bounds.edata = bounds._edata = bounds.__bss_start = this.dataBase + off;
    }
    bounds.end = bounds._end = this.dataBase + off;
    // The names the program uses and does not define itself (the link left them undefined).
    for (const g of this.prog.globals) if (g.storage === 'extern' && !g.defined && g.addr === undefined && LINKER_SYMBOLS.includes(g.name)) g.addr = bounds[g.name];
    for (const g of this.prog.globals) {
      if (g.storage === 'extern' && !g.defined) continue;
      this.globalsOut.push({ name: g.name, type: g.type, addr: g.addr!, ownerFn: g.ownerFn, pos: g.pos, ...(g.threadLocal ? { threadLocal: true } : {}) });
    }
    for (const [decl, def] of this.opts.links?.vars ?? []) decl.addr = def.addr ?? this.libGlobals[def.name] ?? bounds[def.name];
    // A weak object the link left undefined is at address 0, as ld makes it.
    for (const s of this.opts.links?.weakNull ?? []) if ('storage' in s) s.addr = 0;
    for (const g of this.prog.globals) {
      if (g.storage === 'extern' && g.addr === undefined) {
        this.sink.error(g.pos, `undefined reference to \`${g.name}'`);
      }
    }
    this.dataSize = alignTo(off, 16);
    // Static data past the 32-bit address space compiles (gcc's does), but no process can map
    // it: each rank faults at start (RankProcess), so no image is made.
    if (this.dataBase + this.dataSize > MAX_STATIC_END) { this.data = new Uint8Array(0); return; }
    this.data = new Uint8Array(this.dataSize);
    const dv = new DataView(this.data.buffer);
    for (const name of ['stdin', 'stdout', 'stderr']) {
      dv.setUint32(this.libGlobals[name] - this.dataBase, this.libGlobals[`${name}__obj`], true);
      dv.setUint32(this.libGlobals[`${name}__obj`] - this.dataBase, 0x46494c45 /* 'FILE' */, true);
    }
    for (const g of [...this.prog.globals, ...this.prog.strings]) {
      if (g.addr === undefined || !g.init || g.storage === 'extern' && !g.defined) continue;
      this.writeStaticInit(dv, g.addr - this.dataBase, g.init, g);
    }
  }

  /**
   * String literals (read-only), placed from `off`, as .rodata before .data: the image's non-zero
   * bytes, which every rank writes when it starts, then fill the fewest pages. Identical literals share one copy, as gcc's merged constants do (C11 6.4.5p7
   * leaves it unspecified whether they are distinct), aligned to their element only.
   */
  private placeStrings(off: number): number {
    this.roOffset = off = alignTo(off, 16);
    const seen = new Map<string, number>();
    for (const str of this.prog.strings) {
      const item = str.init?.items.length === 1 ? str.init.items[0] : undefined;
      const key = item?.bytes !== undefined && str.type.k === 'array' ? `${sizeOf(str.type.of)}:${sizeOf(str.type)}:${item.bytes}` : undefined;
      const same = key === undefined ? undefined : seen.get(key);
      if (same !== undefined) { str.addr = same; continue; }
      off = alignTo(off, alignOf(str.type));
      str.addr = this.dataBase + off;
      off += Math.max(sizeOf(str.type), 1);
      if (key !== undefined) seen.set(key, str.addr);
    }
    this.roSize = off - this.roOffset;
    return off;
  }

  protected writeStaticInit(dv: DataView, base: number, init: Initializer, v: VarSym): void {
    for (const it of init.items) {
      const at = base + it.offset;
      if (it.bytes !== undefined) {
        for (let k = 0; k < it.bytes.length; k++) dv.setUint8(at + k, it.bytes.charCodeAt(k));
        continue;
      }
      if (!it.e) continue;
      let val: StaticValue;
      try {
        val = this.staticValue(it.e);
      } catch {
        this.sink.error(it.e.pos, 'initializer element is not constant');
        continue;
      }
      if (isRecord(it.type)) {
        this.sink.error(it.e.pos, 'initializer element is not constant');
        continue;
      }
      if (it.bitField) {
        const f = it.bitField;
        const unit = f.wide ? 8 : sizeOf(f.type);
        const old = unit === 8 ? dv.getBigUint64(at, true) : BigInt(unit === 4 ? dv.getUint32(at, true) : unit === 2 ? dv.getUint16(at, true) : dv.getUint8(at));
        const mask = ((1n << BigInt(f.bitWidth!)) - 1n) << BigInt(f.bitOffset!);
        const nv = (old & ~mask) | ((BigInt.asUintN(64, BigInt(val as number | bigint)) << BigInt(f.bitOffset!)) & mask);
        if (unit === 8) dv.setBigUint64(at, nv, true); else if (unit === 4) dv.setUint32(at, Number(nv), true); else if (unit === 2) dv.setUint16(at, Number(nv), true); else dv.setUint8(at, Number(nv));
        continue;
      }
      writeScalar(dv, at, it.type, val);
    }
    void v;
  }

  /**
   * Evaluates a constant initializer: numbers, and addresses of globals, strings and functions,
   * on a heap stack (`evaluate`), as deep as gcc folds them. An lvalue whose address is asked
   * for is the node `{ addr: e }`.
   */
  protected staticValue(root: Expr): StaticValue {
    return evaluate<StaticNode, StaticValue>(root, (node, got) => {
      const need = (n: StaticNode): Operand<StaticNode> => new Operand(n);
      if ('addr' in node) {
        const e = node.addr;
        switch (e.k) {
          case 'var': if (e.v.addr === undefined || e.v.storage === 'local' || e.v.storage === 'param') throw new Error('nc'); return e.v.addr;
          case 'str': return e.sym.addr!;
          case 'compound': return e.v.addr!;
          case 'func': return this.funcPointer(e.f, e.pos);
          case 'member':
            if (!got.length) return need(e.arrow ? e.e : { addr: e.e });
            return (got[0] as number) + e.field.offset;
          case 'deref':
            if (!got.length) return need(e.e);
            return got[0] as number;
          default: throw new Error('nc');
        }
      }
      const e = node;
      switch (e.k) {
        case 'num': return e.value;
        case 'fnum': return e.value;
        case 'str': return e.sym.addr!;
        case 'compound': return e.v.addr!;
        case 'addr':
          if (!got.length) return need({ addr: e.e });
          return got[0];
        case 'cast':
          if (!got.length) return need(e.e);
          return staticCast(got[0], e.e.type, e.type);
        case 'ptradd': {
          if (got.length < 2) return need(got.length ? e.idx : e.ptr);
          const p = got[0] as number;
          const i = Number(got[1]);
          return p + (e.neg ? -i : i) * e.scale;
        }
        case 'unary': {
          if (!got.length) return need(e.e);
          const v = got[0];
          if (e.op === '-') return typeof v === 'bigint' ? -v : isFloating(e.type) ? -(v as number) : foldInt(-BigInt(v), e.type);
          if (e.op === '~') return foldInt(~BigInt(v), e.type);
          return Number(v) === 0 ? 1 : 0;
        }
        case 'binary': {
          if (got.length < 2) return need(got.length ? e.r : e.l);
          const [a, b] = got;
          if (isFloating(e.l.type)) {
            const x = Number(a), y = Number(b);
            const r = ({ '+': x + y, '-': x - y, '*': x * y, '/': x / y, '<': +(x < y), '>': +(x > y), '<=': +(x <= y), '>=': +(x >= y), '==': +(x === y), '!=': +(x !== y) } as Record<string, number>)[e.op];
            if (r === undefined) throw new Error('op');
            return e.type.k === 'float' ? Math.fround(r) : r;
          }
          const t = e.l.type;
          const u = isUnsigned(t) || isPtr(t);
          const bits = intBits(t) || 64;
          const A = u ? BigInt.asUintN(bits, BigInt(a)) : BigInt(a), B = u ? BigInt.asUintN(bits, BigInt(b)) : BigInt(b);
          let r: bigint;
          switch (e.op) {
            case '+': r = A + B; break; case '-': r = A - B; break; case '*': r = A * B; break;
            case '/': if (B === 0n) throw new Error('div'); r = A / B; break;
            case '%': if (B === 0n) throw new Error('div'); r = A % B; break;
            case '&': r = A & B; break; case '|': r = A | B; break; case '^': r = A ^ B; break;
            case '<<': r = A << B; break; case '>>': r = A >> B; break;
            case '<': return A < B ? 1 : 0; case '>': return A > B ? 1 : 0; case '<=': return A <= B ? 1 : 0;
            case '>=': return A >= B ? 1 : 0; case '==': return A === B ? 1 : 0; case '!=': return A !== B ? 1 : 0;
            default: throw new Error('op');
          }
          return foldInt(r, e.type);
        }
        case 'logic': {
          if (!got.length) return need(e.l);
          const a = Number(got[0]) !== 0;
          if (got.length === 1 && (e.op === '&&' ? a : !a)) return need(e.r);
          return Number(got[got.length - 1]) !== 0 ? 1 : 0;
        }
        case 'cond':
          if (!got.length) return need(e.c);
          if (got.length === 1) return need(Number(got[0]) !== 0 ? e.a : e.b);
          return got[1];
        case 'comma':
          if (!got.length) return need(e.r);
          return got[0];
        case 'ptrdiff':
          if (got.length < 2) return need(got.length ? e.r : e.l);
          return (Number(got[0]) - Number(got[1])) / e.scale;
        // gcc folds these builtins, so <math.h>'s INFINITY, NAN and HUGE_VAL are constant expressions.
        case 'builtin':
          switch (e.name) {
            case '__builtin_nanf': case '__builtin_nan': return NaN;
            case '__builtin_inff': case '__builtin_inf': case '__builtin_huge_val': case '__builtin_huge_valf': return Infinity;
          }
          throw new Error('not constant');
        default: throw new Error('not constant');
      }
    });
  }
}

/** A node of static folding: an expression's value, or the address of an lvalue. */
type StaticNode = Expr | { addr: Expr };
