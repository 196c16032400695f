/**
 * The code of gcc's builtins typed by ./parse-builtins.ts. A rank's threads switch only between
 * statements, so an atomic read-modify-write is one JavaScript expression: no other thread can
 * run between its read and its write, as none can between a `lock`-prefixed instruction's.
 */
import type { Expr } from './ast';
import type { SourcePos } from './diagnostics';
import { T, type CType, isFloating, intBits, isUnsigned, promote, is128 } from './types';

/** What lowering a builtin needs of the generator. */
export interface BuiltinKit {
  load(t: CType, a: string, pos: SourcePos): string;
  store(t: CType, a: string, v: string, pos: SourcePos): string;
  binary(op: string, l: string, r: string, ot: CType, rt: CType, pos: SourcePos): string;
  unary(op: string, v: string, t: CType): string;
  cast(v: string, from: CType, to: CType, pos: SourcePos): string;
  jsTemp(): string;
  site(pos: SourcePos): number;
  unsupported(pos: SourcePos, what: string): Error;
}

const RMW = /^__(?:atomic_fetch_(\w+)|atomic_(\w+)_fetch|sync_fetch_and_(\w+)|sync_(\w+)_and_fetch)$/;
const OPS: Record<string, string> = { add: '+', sub: '-', and: '&', or: '|', xor: '^', nand: 'nand' };

/** `op` of the object's type, computed as C computes it (in the promoted type, then converted back). */
function combine(k: BuiltinKit, op: string, old: string, v: string, t0: CType, pos: SourcePos): string {
  if (t0.k === 'ptr') return k.cast(combine(k, op, k.cast(old, t0, T.ulong, pos), v, T.ulong, pos), T.ulong, t0, pos);
  const t = t0, p = promote(t);
  const [a, b] = [k.cast(old, t, p, pos), k.cast(v, t, p, pos)];
  const r = op === 'nand' ? k.unary('~', k.binary('&', a, b, p, p, pos), p) : k.binary(op, a, b, p, p, pos);
  return k.cast(r, p, t, pos);
}

/** The JavaScript of builtin `e` with its arguments' code `args`; undefined when `e` is not one of these. */
export function lowerGccBuiltin(k: BuiltinKit, e: Extract<Expr, { k: 'builtin' }>, args: string[]): string | undefined {
  const pos = e.pos, t = e.argType ?? T.int, site = k.site(pos);
  const rmw = RMW.exec(e.name);
  if (rmw) {
    const [, fetchOld, newAtomic, fetchOldSync, newSync] = rmw;
    const op = OPS[fetchOld ?? newAtomic ?? fetchOldSync ?? newSync];
    const a = k.jsTemp(), o = k.jsTemp(), n = k.jsTemp();
    const returnsOld = fetchOld !== undefined || fetchOldSync !== undefined;
    return `(${a} = ${args[0]}, ${o} = ${k.load(t, a, pos)}, ${n} = ${combine(k, op, o, args[1], t, pos)}, ${k.store(t, a, n, pos)}, ${returnsOld ? o : n})`;
  }
  const swap = (desired: string, ret: (old: string) => string): string => {
    const a = k.jsTemp(), o = k.jsTemp(), d = k.jsTemp();
    return `(${a} = ${args[0]}, ${d} = ${desired}, ${o} = ${k.load(t, a, pos)}, ${k.store(t, a, d, pos)}, ${ret(o)})`;
  };
  /** Compare-and-swap: *p == expected ? (*p = desired, 1) : 0, then `ret`. */
  const cas = (expected: string, desired: string, onFail: (old: string) => string, ret: (old: string, ok: string) => string): string => {
    const a = k.jsTemp(), o = k.jsTemp(), x = k.jsTemp(), d = k.jsTemp(), ok = k.jsTemp();
    return `(${a} = ${args[0]}, ${x} = ${expected}, ${d} = ${desired}, ${o} = ${k.load(t, a, pos)}, `
      + `${ok} = ${k.binary('==', o, x, t, T.int, pos)}, ${ok} ? ${k.store(t, a, d, pos)} : ${onFail(o)}, ${ret(o, ok)})`;
  };
  switch (e.name) {
    case '__atomic_load_n': return k.load(t, args[0], pos);
    case '__atomic_store_n': return k.store(t, args[0], args[1], pos);
    case '__atomic_exchange_n': case '__sync_lock_test_and_set': return swap(args[1], (o) => o);
    case '__atomic_load': return k.store(t, args[1], k.load(t, args[0], pos), pos);
    case '__atomic_store': { const a = k.jsTemp(); return `(${a} = ${args[0]}, ${k.store(t, a, k.load(t, args[1], pos), pos)})`; }
    case '__atomic_exchange': { const r = k.jsTemp(); return `(${r} = ${args[2]}, ${swap(k.load(t, args[1], pos), (o) => k.store(t, r, o, pos))})`; }
    case '__atomic_compare_exchange_n': case '__atomic_compare_exchange': {
      // On failure the current value is written back to *expected (gcc's documented behaviour).
      const ep = k.jsTemp();
      const desired = e.name === '__atomic_compare_exchange' ? k.load(t, args[2], pos) : args[2];
      return `(${ep} = ${args[1]}, ${cas(k.load(t, ep, pos), desired, (o) => k.store(t, ep, o, pos), (_o, ok) => ok)})`;
    }
    case '__sync_bool_compare_and_swap': return cas(args[1], args[2], () => 'undefined', (_o, ok) => ok);
    case '__sync_val_compare_and_swap': return cas(args[1], args[2], () => 'undefined', (o) => o);
    case '__sync_lock_release': return k.store(t, args[0], '0', pos);
    case '__atomic_test_and_set': {
      const a = k.jsTemp(), o = k.jsTemp();
      // gcc's xchg returns the old byte as it was: `bool` in type, any value in fact.
      return `(${a} = ${args[0]}, ${o} = ${k.load(T.uchar, a, pos)}, ${k.store(T.uchar, a, '1', pos)}, ${o})`;
    }
    case '__atomic_clear': return k.store(T.uchar, args[0], '0', pos);
    case '__atomic_thread_fence': case '__atomic_signal_fence': case '__sync_synchronize': return `(${[...args, 'undefined'].join(', ')})`;
    case '__builtin_lock_free': return `([1, 2, 4, 8].includes(C.toF64(${args[0]})) ? 1 : 0)`;
    case '__builtin_add_overflow': case '__builtin_sub_overflow': case '__builtin_mul_overflow': {
      if ([e.args[0].type, e.args[1].type, t].some(is128)) throw k.unsupported(pos, `${e.name} on 128-bit integers`);
      const a = k.jsTemp();
      const op = e.name.slice(10, 13);
      return `(${a} = ${args[2]}, ${k.store(t, a, `X.overflowing('${op}', ${args[0]}, ${args[1]}, ${intBits(t)}, ${isUnsigned(t) ? 1 : 0})`, pos)}, X.overflowed)`;
    }
    case '__builtin_isgreater': return k.binary('>', args[0], args[1], t, T.int, pos);
    case '__builtin_isgreaterequal': return k.binary('>=', args[0], args[1], t, T.int, pos);
    case '__builtin_isless': return k.binary('<', args[0], args[1], t, T.int, pos);
    case '__builtin_islessequal': return k.binary('<=', args[0], args[1], t, T.int, pos);
    case '__builtin_islessgreater': case '__builtin_isunordered': {
      const [a, b] = [k.jsTemp(), k.jsTemp()];
      const test = e.name === '__builtin_isunordered' ? `Number.isNaN(${a}) || Number.isNaN(${b})` : `${a} < ${b} || ${a} > ${b}`;
      return `(${a} = ${args[0]}, ${b} = ${args[1]}, ${test} ? 1 : 0)`;
    }
    case '__builtin_isnormal': {
      const x = isFloating(t) ? args[0] : k.cast(args[0], t, T.double, pos);
      return `X.fpclassify(${x}, 0, 0, 1, 0, 0, ${t.k === 'float' ? 1 : 0})`;
    }
    case '__builtin_signbitf': case '__builtin_signbitl': return `X.signbit(${args[0]})`;
    case '__builtin_nans': case '__builtin_nansf': return `(${args[0]}, NaN)`;
    case '__builtin_powi': case '__builtin_powil': return `X.powi(${args[0]}, ${args[1]}, 0)`;
    case '__builtin_powif': return `X.powi(${args[0]}, ${args[1]}, 1)`;
    case '__builtin_alloca': return `R.vla(F, C.toF64(${args[0]}), ${site})`;
    case '__builtin_alloca_with_align': {
      const al = k.jsTemp();
      return `(${al} = C.toF64(${args[1]}) / 8, R.vla(F, C.toF64(${args[0]}), ${site}, ${al} > 16 ? ${al} : 16))`;
    }
    case '__builtin_prefetch': return `(${[...args, 'undefined'].join(', ')})`;
  }
  const bit = /^__builtin_(popcount|clz|ctz|parity|clrsb|ffs|bswap)(l|ll|16|32|64)?$/.exec(e.name);
  if (bit) {
    const width = bit[2] === '16' ? 16 : bit[2] === '32' || bit[2] === undefined ? 32 : 64;
    return `X.${bit[1]}(${args[0]}, ${width})`;
  }
  return undefined;
}
