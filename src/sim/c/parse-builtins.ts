/**
 * gcc's builtins that programs call by name (bit counting and byte swaps, checked arithmetic,
 * the `__atomic` and `__sync` families, alloca, compile-time queries), typed as gcc 12 types
 * them. Each call becomes a `builtin` node the generator lowers (./gen-builtins.ts), or the
 * expression gcc folds it to (`__builtin_constant_p`, `__builtin_choose_expr`).
 */
import type { Expr } from './ast';
import type { SourcePos } from './diagnostics';
import { T, type CType, isInt, isPtr, isArith, isFloating, commonType, sizeOf, unqual, ptrTo, typeName, withConst } from './types';

/** What a builtin's checking needs of the parser. */
export interface BuiltinParser {
  cast(e: Expr, to: CType): Expr;
  error(pos: SourcePos, msg: string): void;
  tryConst(e: Expr): bigint | undefined;
  /** A string literal node (for __builtin_FILE and __builtin_FUNCTION). */
  str(text: string, pos: SourcePos): Expr;
  functionName(): string;
}

type Check = (p: BuiltinParser, name: string, args: Expr[], pos: SourcePos) => Expr;
export interface GccBuiltin { min: number; max: number; check: Check }

const node = (name: string, args: Expr[], type: CType, pos: SourcePos, argType?: CType): Expr =>
  ({ k: 'builtin', name, args, type, pos, ...(argType ? { argType } : {}) });

/** A builtin of fixed parameter and return types (gcc's prototypes in builtins.def). */
const fixed = (params: CType[], ret: CType, min = params.length, max = params.length): GccBuiltin => ({
  min, max,
  check: (p, name, args, pos) => node(name, args.map((a, k) => (k < params.length ? p.cast(a, params[k]) : a)), ret, pos),
});

/** The object a `__atomic`/`__sync` builtin's first argument points to, or an error in gcc's words. */
function atomicTarget(p: BuiltinParser, name: string, a: Expr, pos: SourcePos, kinds: 'intptr' | 'scalar'): CType | undefined {
  const t = a.type;
  if (t.k === 'error') return undefined;
  const to = isPtr(t) ? unqual(t.to) : undefined;
  const size = to && to.k !== 'void' && to.k !== 'func' ? sizeOf(to) : 0;
  const ok = to && (isInt(to) || isPtr(to) || (kinds === 'scalar' && isFloating(to))) && [1, 2, 4, 8].includes(size);
  if (!ok) {
    // gcc reports at the start of the statement; the call's name is the nearest place here.
    p.error(pos, isPtr(t) && t.to.k === 'void' ? `argument 1 of ‘${name}’ must be a non-void pointer type` : `operand type ‘${typeName(t)}’ is incompatible with argument 1 of ‘${name}’`);
    return undefined;
  }
  return to;
}

/**
 * `__atomic_fetch_add`, `__sync_add_and_fetch`...: read, combine, write back; the old or the new
 * value. On a pointer the operand counts bytes, not elements (gcc's rule, which its <stdatomic.h>
 * inherits).
 */
const readModifyWrite: GccBuiltin = {
  min: 3, max: 3,
  check: (p, name, args, pos) => {
    const t = atomicTarget(p, name, args[0], pos, 'intptr');
    if (!t) return { ...args[0], type: T.error };
    return node(name, [args[0], p.cast(args[1], isPtr(t) ? T.ulong : t), ...args.slice(2)], t, pos, t);
  },
};

const ATOMIC_OPS = ['add', 'sub', 'and', 'or', 'xor', 'nand'];

/** The __atomic and __sync builtins (gcc manual, "Built-in Functions for Memory Model Aware Atomic Operations"). */
function atomics(): Record<string, GccBuiltin> {
  const out: Record<string, GccBuiltin> = {};
  for (const op of ATOMIC_OPS) {
    out[`__atomic_fetch_${op}`] = out[`__atomic_${op}_fetch`] = readModifyWrite;
    out[`__sync_fetch_and_${op}`] = out[`__sync_${op}_and_fetch`] = { ...readModifyWrite, min: 2, max: 32 };
  }
  const typed = (argTypes: (t: CType) => (CType | 'any')[], ret: (t: CType) => CType, kinds: 'intptr' | 'scalar' = 'scalar'): Check => (p, name, args, pos) => {
    const t = atomicTarget(p, name, args[0], pos, kinds);
    if (!t) return { ...args[0], type: T.error };
    const want = argTypes(t);
    return node(name, args.map((a, k) => (k === 0 || want[k - 1] === 'any' || want[k - 1] === undefined ? a : p.cast(a, want[k - 1] as CType))), ret(t), pos, t);
  };
  const any = 'any' as const;
  out.__atomic_load_n = { min: 2, max: 2, check: typed(() => [any], (t) => t) };
  out.__atomic_store_n = { min: 3, max: 3, check: typed((t) => [t, any], () => T.void) };
  out.__atomic_exchange_n = { min: 3, max: 3, check: typed((t) => [t, any], (t) => t) };
  out.__atomic_compare_exchange_n = { min: 6, max: 6, check: typed((t) => [ptrTo(t), t, any, any, any], () => T.bool) };
  out.__atomic_load = { min: 3, max: 3, check: typed((t) => [ptrTo(t), any], () => T.void) };
  out.__atomic_store = { min: 3, max: 3, check: typed((t) => [ptrTo(t), any], () => T.void) };
  out.__atomic_exchange = { min: 4, max: 4, check: typed((t) => [ptrTo(t), ptrTo(t), any], () => T.void) };
  out.__atomic_compare_exchange = { min: 6, max: 6, check: typed((t) => [ptrTo(t), ptrTo(t), any, any, any], () => T.bool) };
  out.__sync_bool_compare_and_swap = { min: 3, max: 32, check: typed((t) => [t, t], () => T.bool, 'intptr') };
  out.__sync_val_compare_and_swap = { min: 3, max: 32, check: typed((t) => [t, t], (t) => t, 'intptr') };
  out.__sync_lock_test_and_set = { min: 2, max: 32, check: typed((t) => [t], (t) => t, 'intptr') };
  out.__sync_lock_release = { min: 1, max: 32, check: typed(() => [], () => T.void, 'intptr') };
  // The flag is the byte the pointer addresses, whatever its type (gcc: "bool or char").
  out.__atomic_test_and_set = { min: 2, max: 2, check: (_p, name, args, pos) => node(name, args, T.bool, pos) };
  out.__atomic_clear = { min: 2, max: 2, check: (_p, name, args, pos) => node(name, args, T.void, pos) };
  for (const f of ['__atomic_thread_fence', '__atomic_signal_fence']) out[f] = fixed([T.int], T.void);
  out.__sync_synchronize = fixed([], T.void);
  // Lock-free for the sizes x86-64 has instructions for: 1, 2, 4 and 8 bytes.
  const lockFree: Check = (p, name, args, pos) => {
    const size = p.tryConst(args[0]);
    if (size === undefined && name === '__atomic_always_lock_free') p.error(args[0].pos, `non-constant argument 1 to ‘${name}’`);
    return node('__builtin_lock_free', [p.cast(args[0], T.ulong), args[1]], T.bool, pos);
  };
  out.__atomic_always_lock_free = out.__atomic_is_lock_free = { min: 2, max: 2, check: lockFree };
  return out;
}

/** __builtin_add_overflow and its typed forms: the exact result wrapped into *res, and whether it did not fit. */
function overflow(): Record<string, GccBuiltin> {
  const out: Record<string, GccBuiltin> = {};
  const generic: Check = (p, name, args, pos) => {
    for (const [k, a] of args.slice(0, 2).entries()) {
      if (!isInt(a.type) && a.type.k !== 'error') { p.error(a.pos, `argument ${k + 1} in call to function ‘${name}’ does not have integral type`); return { ...a, type: T.error }; }
    }
    const r = args[2].type;
    if (!isPtr(r) || !isInt(r.to) || r.to.kind === 'bool' || r.to.const) {
      if (r.k !== 'error') p.error(args[2].pos, `argument 3 in call to function ‘${name}’ does not have pointer to integral type`);
      return { ...args[2], type: T.error };
    }
    return node(`__builtin_${/^__builtin_[su]?(add|sub|mul)/.exec(name)![1]}_overflow`, args, T.bool, pos, unqual(r.to));
  };
  for (const op of ['add', 'sub', 'mul']) {
    out[`__builtin_${op}_overflow`] = { min: 3, max: 3, check: generic };
    for (const [sfx, s, u] of [['', T.int, T.uint], ['l', T.long, T.ulong], ['ll', T.llong, T.ullong]] as const) {
      for (const [sign, t] of [['s', s], ['u', u]] as const) {
        out[`__builtin_${sign}${op}${sfx}_overflow`] = {
          min: 3, max: 3,
          check: (p, name, args, pos) => generic(p, name, [p.cast(args[0], t), p.cast(args[1], t), p.cast(args[2], ptrTo(t))], pos),
        };
      }
    }
  }
  return out;
}

/** The bit builtins in their int, long and long long forms (`__builtin_popcount`, `...l`, `...ll`). */
function bits(): Record<string, GccBuiltin> {
  const out: Record<string, GccBuiltin> = {};
  for (const f of ['popcount', 'clz', 'ctz', 'parity']) {
    out[`__builtin_${f}`] = fixed([T.uint], T.int);
    out[`__builtin_${f}l`] = fixed([T.ulong], T.int);
    out[`__builtin_${f}ll`] = fixed([T.ullong], T.int);
  }
  for (const f of ['clrsb', 'ffs']) {
    if (f !== 'ffs') out[`__builtin_${f}`] = fixed([T.int], T.int);
    out[`__builtin_${f}l`] = fixed([T.long], T.int);
    out[`__builtin_${f}ll`] = fixed([T.llong], T.int);
  }
  out.__builtin_bswap16 = fixed([T.ushort], T.ushort);
  out.__builtin_bswap32 = fixed([T.uint], T.uint);
  out.__builtin_bswap64 = fixed([T.ulong], T.ulong);
  return out;
}

/** Comparisons without exceptions on NaN (<math.h>'s isgreater... call these in glibc's header). */
const compare: GccBuiltin = {
  min: 2, max: 2,
  check: (p, name, args, pos) => {
    const [a, b] = args;
    if (!isArith(a.type) || !isArith(b.type)) {
      if (a.type.k !== 'error' && b.type.k !== 'error') p.error(pos, `non-floating-point arguments in call to function ‘${name}’`);
      return { ...a, type: T.error };
    }
    const t = commonType(a.type, b.type);
    return node(name, [p.cast(a, t), p.cast(b, t)], T.int, pos, t);
  },
};

export const GCC_BUILTINS: Record<string, GccBuiltin> = {
  ...atomics(),
  ...overflow(),
  ...bits(),
  __builtin_isgreater: compare, __builtin_isgreaterequal: compare, __builtin_isless: compare,
  __builtin_islessequal: compare, __builtin_islessgreater: compare, __builtin_isunordered: compare,
  __builtin_isnormal: { min: 1, max: 1, check: (p, name, args, pos) => node(name, [args[0]], T.int, pos, args[0].type) },
  __builtin_signbitf: fixed([T.float], T.int),
  __builtin_signbitl: fixed([T.ldouble], T.int),
  __builtin_nans: fixed([ptrTo(withConst(T.char))], T.double),
  __builtin_nansf: fixed([ptrTo(withConst(T.char))], T.float),
  __builtin_powi: fixed([T.double, T.int], T.double),
  __builtin_powif: fixed([T.float, T.int], T.float),
  __builtin_powil: fixed([T.ldouble, T.int], T.ldouble),
  __builtin_alloca: fixed([T.ulong], ptrTo(T.void)),
  __builtin_alloca_with_align: fixed([T.ulong, T.ulong], ptrTo(T.void)),
  __builtin_prefetch: { min: 1, max: 3, check: (_p, name, args, pos) => node(name, args, T.void, pos) },
  __builtin_assume_aligned: { min: 2, max: 3, check: (p, _name, args) => p.cast(args[0], ptrTo(T.void)) },
  __builtin_expect_with_probability: { min: 3, max: 3, check: (p, _name, args) => p.cast(args[0], T.long) },
  __builtin_constant_p: {
    min: 1, max: 1,
    // gcc -O0 answers 1 for constant expressions only: never for a variable, whatever its value.
    check: (p, _name, args, pos) => ({ k: 'num', value: args[0].k === 'fnum' || p.tryConst(args[0]) !== undefined ? 1 : 0, type: T.int, pos }),
  },
  __builtin_choose_expr: {
    min: 3, max: 3,
    check: (p, name, args, pos) => {
      const c = p.tryConst(args[0]);
      if (c === undefined) { p.error(pos, `first argument to ‘${name}’ not a constant`); return args[1]; }
      return c !== 0n ? args[1] : args[2];
    },
  },
  __builtin_LINE: { min: 0, max: 0, check: (_p, _name, _args, pos) => ({ k: 'num', value: pos.line, type: T.int, pos }) },
  __builtin_FILE: { min: 0, max: 0, check: (p, _name, _args, pos) => p.str(pos.file, pos) },
  __builtin_FUNCTION: { min: 0, max: 0, check: (p, _name, _args, pos) => p.str(p.functionName(), pos) },
};

/** Whether the types pointed to (and array elements), level by level, agree in `const` (sameType ignores qualifiers). */
export function sameInnerQualifiers(a: CType, b: CType): boolean {
  for (;;) {
    const x = a.k === 'ptr' ? a.to : a.k === 'array' ? a.of : undefined;
    const y = b.k === 'ptr' ? b.to : b.k === 'array' ? b.of : undefined;
    if (!x || !y) return true;
    if (!!(x as { const?: boolean }).const !== !!(y as { const?: boolean }).const) return false;
    a = x; b = y;
  }
}
