/**
 * C types with gcc's x86-64 Linux (LP64, System V) sizes, alignments and layout rules.
 */
import type { IntKind, CType, Field, RecordDef } from './ast';

// A C type can hold an expression (a VLA's size), so the type declarations live with the tree.
export type { IntKind, CType, Field, RecordDef } from './ast';

export const T = {
  void: { k: 'void' } as CType,
  bool: { k: 'int', kind: 'bool' } as CType,
  char: { k: 'int', kind: 'char' } as CType,
  schar: { k: 'int', kind: 'schar' } as CType,
  uchar: { k: 'int', kind: 'uchar' } as CType,
  short: { k: 'int', kind: 'short' } as CType,
  ushort: { k: 'int', kind: 'ushort' } as CType,
  int: { k: 'int', kind: 'int' } as CType,
  uint: { k: 'int', kind: 'uint' } as CType,
  long: { k: 'int', kind: 'long' } as CType,
  ulong: { k: 'int', kind: 'ulong' } as CType,
  llong: { k: 'int', kind: 'llong' } as CType,
  ullong: { k: 'int', kind: 'ullong' } as CType,
  int128: { k: 'int', kind: 'int128' } as CType,
  uint128: { k: 'int', kind: 'uint128' } as CType,
  float: { k: 'float' } as CType,
  double: { k: 'double' } as CType,
  ldouble: { k: 'ldouble' } as CType,
  error: { k: 'error' } as CType,
  valist: { k: 'valist' } as CType,
};

const INT_SIZE: Record<IntKind, number> = {
  bool: 1, char: 1, schar: 1, uchar: 1, short: 2, ushort: 2, int: 4, uint: 4, long: 8, ulong: 8, llong: 8, ullong: 8, int128: 16, uint128: 16,
};
const INT_RANK: Record<IntKind, number> = {
  bool: 0, char: 1, schar: 1, uchar: 1, short: 2, ushort: 2, int: 3, uint: 3, long: 4, ulong: 4, llong: 5, ullong: 5, int128: 6, uint128: 6,
};
const UNSIGNED = new Set<IntKind>(['bool', 'uchar', 'ushort', 'uint', 'ulong', 'ullong', 'uint128']);

export const ptrTo = (t: CType): CType => ({ k: 'ptr', to: t });
export const isInt = (t: CType): t is Extract<CType, { k: 'int' }> => t.k === 'int';
export const isFloating = (t: CType): boolean => t.k === 'float' || t.k === 'double' || t.k === 'ldouble';
export const isArith = (t: CType): boolean => isInt(t) || isFloating(t);
export const isPtr = (t: CType): t is Extract<CType, { k: 'ptr' }> => t.k === 'ptr';
export const isScalar = (t: CType): boolean => isArith(t) || t.k === 'ptr';
export const isRecord = (t: CType): t is Extract<CType, { k: 'record' }> => t.k === 'record';
export const isUnsigned = (t: CType): boolean => t.k === 'int' && UNSIGNED.has(t.kind);
/** 64-bit integers are carried as number-or-BigInt at run time; everything narrower as a JS number. */
export const is64 = (t: CType): boolean => t.k === 'int' && INT_SIZE[t.kind] === 8;
/** gcc's __int128 and unsigned __int128: number-or-BigInt too, wrapped at 128 bits. */
export const is128 = (t: CType): boolean => t.k === 'int' && INT_SIZE[t.kind] === 16;
/** Integers carried as number-or-BigInt (64 and 128 bits), compared loosely and tested with != 0. */
export const isWideInt = (t: CType): boolean => t.k === 'int' && INT_SIZE[t.kind] >= 8;
export const intRank = (t: CType): number => (t.k === 'int' ? INT_RANK[t.kind] : -1);

export function sizeOf(t: CType): number {
  switch (t.k) {
    case 'void': return 1; // gcc extension: sizeof(void) == 1, also pointer arithmetic on void*
    case 'int': return INT_SIZE[t.kind];
    case 'float': return 4;
    case 'double': return 8;
    case 'ldouble': return 16;
    case 'ptr': return 8;
    case 'valist': return 24; // x86-64 va_list is an array of one 24-byte struct
    case 'array': {
      let n = 1, u: CType = t;
      for (; u.k === 'array'; u = u.of) { if (u.len === undefined) return 0; n *= u.len; }
      return n * sizeOf(u);
    }
    case 'func': return 1; // gcc: sizeof of a function is 1
    case 'record': return t.def.size;
    case 'error': return 1;
  }
}

export function alignOf(t: CType): number {
  if (t.align) return t.align;
  while (t.k === 'array') { t = t.of; if (t.align) return t.align; }
  switch (t.k) {
    case 'record': return t.def.align;
    case 'ldouble': return 16;
    case 'valist': return 8;
    case 'func': case 'void': case 'error': return 1;
    default: return sizeOf(t);
  }
}

/**
 * `float/double/long double _Complex`, and GNU C's complex integer types (`_Complex int`...):
 * gcc's layout is the real part, then the imaginary part, aligned as the element type. They are records of two fields here (so storage, copies, calls
 * and returns by value are the records' own); their arithmetic is in ./parse-complex.ts.
 */
const COMPLEX_DEFS = new Map<string, RecordDef>();
export type ComplexElem = NonNullable<RecordDef['complex']>;
export function complexOf(elem: ComplexElem): CType {
  let def = COMPLEX_DEFS.get(elem);
  if (!def) {
    const et = T[elem], sz = sizeOf(et);
    def = {
      tag: undefined, union: false, complete: true, size: 2 * sz, align: alignOf(et), id: -1 - COMPLEX_DEFS.size, complex: elem,
      fields: [{ name: '__real__', type: et, offset: 0 }, { name: '__imag__', type: et, offset: sz }],
    };
    COMPLEX_DEFS.set(elem, def);
  }
  return { k: 'record', def };
}
export const isComplex = (t: CType): t is Extract<CType, { k: 'record' }> => t.k === 'record' && t.def.complex !== undefined;
/** The element type of a complex type, or the type itself. */
export const complexElem = (t: CType): CType => (isComplex(t) ? T[t.def.complex!] : t);

export const alignTo = (n: number, a: number): number => Math.ceil(n / a) * a;

export function unqual(t: CType): CType {
  if (!t.const) return t;
  const c = { ...t };
  delete c.const;
  return c as CType;
}
/** gcc's TYPE_MAIN_VARIANT of a scalar type: no qualifiers, no typedef name. */
export function mainVariant(t: CType): CType {
  if (t.typedefName === undefined) return unqual(t);
  const c = { ...unqual(t) };
  delete c.typedefName;
  return c;
}
export function withConst(t: CType): CType {
  return t.const ? t : ({ ...t, const: true } as CType);
}

/** Integer promotion (§6.3.1.1): everything narrower than int becomes int. */
export function promote(t: CType): CType {
  if (t.k === 'int' && INT_RANK[t.kind] < 3) return T.int;
  if (t.k === 'int') return unqual(t);
  return unqual(t);
}

/**
 * The type of a bit-field's value as gcc's C front end has it: a bit-field narrower than int is
 * promoted to int whatever its declared type (C11 6.3.1.1p2; gcc's perform_integral_promotions
 * also does so for long long bit-fields); one of exactly int's width is an int or unsigned int;
 * a wider one (long and long long bit-fields) keeps its own precision, so `s.f + 1` on an
 * `unsigned long long f:40` wraps at 2^40 as in gcc.
 */
export function bitFieldValueType(f: Field): CType {
  const t = f.type;
  const w = f.bitWidth;
  if (w === undefined || t.k !== 'int') return t;
  const q = t.const ? { const: true } : {};
  if (w < 32) return { k: 'int', kind: 'int', ...q };
  if (INT_SIZE[t.kind] <= 4) return t;
  if (w === 32) return { k: 'int', kind: UNSIGNED.has(t.kind) ? 'uint' : 'int', ...q };
  if (w === 64) return t;
  return { k: 'int', kind: t.kind, bits: w, ...q };
}

/** An integer type's precision in bits (a wide bit-field's width). */
export const intPrecision = (t: Extract<CType, { k: 'int' }>): number => t.bits ?? INT_SIZE[t.kind] * 8;

/** Usual arithmetic conversions (§6.3.1.8). */
export function commonType(a: CType, b: CType): CType {
  if (a.k === 'ldouble' || b.k === 'ldouble') return T.ldouble;
  if (a.k === 'double' || b.k === 'double') return T.double;
  if (a.k === 'float' || b.k === 'float') return T.float;
  const pa = promote(a) as Extract<CType, { k: 'int' }>;
  const pb = promote(b) as Extract<CType, { k: 'int' }>;
  if (pa.bits !== undefined || pb.bits !== undefined) {
    // gcc's c_common_type: the greater precision wins; at equal precision, the unsigned one.
    const wa = intPrecision(pa), wb = intPrecision(pb);
    if (wa !== wb) return unqual(wa > wb ? pa : pb);
    const ua = UNSIGNED.has(pa.kind), ub = UNSIGNED.has(pb.kind);
    return unqual(ua || !ub ? pa : pb);
  }
  if (pa.kind === pb.kind) return { k: 'int', kind: pa.kind };
  const ua = UNSIGNED.has(pa.kind), ub = UNSIGNED.has(pb.kind);
  const ra = INT_RANK[pa.kind], rb = INT_RANK[pb.kind];
  if (ua === ub) return ra >= rb ? pa : pb;
  const [u, s] = ua ? [pa, pb] : [pb, pa];
  if (INT_RANK[u.kind] >= INT_RANK[s.kind]) return u;
  if (INT_SIZE[s.kind] > INT_SIZE[u.kind]) return s;
  return { k: 'int', kind: toUnsigned(s.kind) };
}

export function toUnsigned(k: IntKind): IntKind {
  switch (k) {
    case 'char': case 'schar': return 'uchar';
    case 'short': return 'ushort';
    case 'int': return 'uint';
    case 'long': return 'ulong';
    case 'llong': return 'ullong';
    case 'int128': return 'uint128';
    default: return k;
  }
}

/** Array-to-pointer and function-to-pointer decay (§6.3.2.1). */
export function decay(t: CType): CType {
  if (t.k === 'array') return ptrTo(t.of);
  if (t.k === 'func') return ptrTo(t);
  return t;
}

export function isComplete(t: CType): boolean {
  if (t.k === 'void') return false;
  if (t.k === 'record') return t.def.complete;
  if (t.k === 'array') return t.len !== undefined || t.vla !== undefined;
  return true;
}

/** The type a pointer, array or function type is built on (what it points to, holds, returns). */
export function typeChild(t: CType): CType | undefined {
  return t.k === 'ptr' ? t.to : t.k === 'array' ? t.of : t.k === 'func' ? t.ret : undefined;
}

/** `t` with the type it is built on replaced (a copy: types are shared). */
export function withTypeChild(t: CType, child: CType): CType {
  return t.k === 'ptr' ? { ...t, to: child } : t.k === 'array' ? { ...t, of: child } : t.k === 'func' ? { ...t, ret: child } : t;
}

// Types nest as deeply as declarators do (gcc takes 30,000 `*`s): the walks below keep their
// pending pairs on the heap, not on the host's call stack.
export function sameType(a: CType, b: CType): boolean {
  const todo: CType[] = [a, b];
  while (todo.length) {
    const y = todo.pop()!, x = todo.pop()!;
    if (x.k !== y.k) return false;
    switch (x.k) {
      case 'int': if (x.kind !== (y as typeof x).kind || x.bits !== (y as typeof x).bits) return false; break;
      case 'ptr': todo.push(x.to, (y as typeof x).to); break;
      case 'array': {
        const l = (y as typeof x).len;
        if (x.len !== undefined && l !== undefined && x.len !== l) return false;
        todo.push(x.of, (y as typeof x).of);
        break;
      }
      case 'record': {
        // Each unit (and the cached library) has its own copies of the complex types.
        const d = (y as typeof x).def;
        if (x.def !== d && (x.def.complex === undefined || x.def.complex !== d.complex)) return false;
        break;
      }
      case 'func': {
        const f = y as typeof x;
        todo.push(x.ret, f.ret);
        if (x.oldStyle || f.oldStyle) break;
        if (x.variadic !== f.variadic || x.params.length !== f.params.length) return false;
        x.params.forEach((p, i) => todo.push(unqual(decay(p)), unqual(decay(f.params[i]))));
        break;
      }
      default: break;
    }
  }
  return true;
}

/** gcc's spelling of a type in diagnostics (`int *`, `struct point`, `char[10]`, `char * const*`, `int (**)(void)`), typedefs seen through. */
export function typeName(t: CType): string {
  return spelledType(t, false);
}

/**
 * gcc's spelling of a type as a diagnostic quotes it, typedef names kept where gcc keeps them
 * (the whole type's, and the innermost specifier's: a pointer typedef inside a chain of
 * pointers is spelled out), followed by what they stand for: `‘MPI_Comm *’ {aka ‘int *’}`.
 */
export function quotedType(t: CType): string {
  const named = spelledType(t, true), plain = spelledType(t, false);
  return named === plain ? `‘${plain}’` : `‘${named}’ {aka ‘${plain}’}`;
}

/**
 * The abstract declarator is built from the outermost derivation in, as gcc's pretty-printer
 * writes it: `*` after `*` with no space (`char **`), a pointer's own `const` after its star
 * (`char * const*`), parentheses where a pointer leads to an array or a function.
 */
function spelledType(t: CType, typedefs: boolean): string {
  if (typedefs && t.typedefName !== undefined) return (t.const ? 'const ' : '') + t.typedefName;
  let decl = '';
  // Whether `decl` starts with a parameter list or a dimension (`int(int)`, `int[3]`, `*(void)`:
  // no space before it), not with `*` or a parenthesized declarator (`int (*)[3]`, `* (*)(int)`).
  let suffixFirst = false;
  let u = t;
  for (;;) {
    if (u.k === 'ptr') {
      decl = `*${u.const ? ' const' : ''}${decl.startsWith('(') && !suffixFirst ? ' ' : ''}${decl}`;
      suffixFirst = false;
      u = u.to;
    } else if (u.k === 'array' || u.k === 'func') {
      const suffix = u.k === 'array' ? `[${u.len ?? ''}]` : `(${funcParams(u, typedefs)})`;
      if (decl === '') suffixFirst = true;
      decl = `${decl.startsWith('*') ? `(${decl})` : decl}${suffix}`;
      u = u.k === 'array' ? u.of : u.ret;
    } else break;
    if (typedefs && u.typedefName !== undefined && u.k !== 'ptr') break;
  }
  const leaf = typedefs && u.typedefName !== undefined ? (u.const ? 'const ' : '') + u.typedefName : leafTypeName(u);
  return decl ? `${leaf}${suffixFirst ? '' : ' '}${decl}` : leaf;
}

function leafTypeName(t: CType): string {
  const q = t.const ? 'const ' : '';
  switch (t.k) {
    case 'void': return q + 'void';
    case 'int': {
      if (t.enumTag !== undefined) return `${q}enum ${t.enumTag || '<anonymous>'}`;
      const names: Record<IntKind, string> = {
        bool: '_Bool', char: 'char', schar: 'signed char', uchar: 'unsigned char', short: 'short int', ushort: 'short unsigned int',
        int: 'int', uint: 'unsigned int', long: 'long int', ulong: 'long unsigned int', llong: 'long long int', ullong: 'long long unsigned int', int128: '__int128', uint128: '__int128 unsigned',
      };
      return q + names[t.kind] + (t.bits !== undefined ? `:${t.bits}` : '');
    }
    case 'float': return q + 'float';
    case 'double': return q + 'double';
    case 'ldouble': return q + 'long double';
    case 'valist': return q + '__va_list_tag *';
    case 'record':
      if (t.def.complex) return `${q}complex ${leafTypeName(T[t.def.complex])}`;
      return `${q}${t.def.union ? 'union' : 'struct'} ${t.def.tag ?? '<anonymous>'}`;
    default: return '<error>';
  }
}

function funcParams(f: Extract<CType, { k: 'func' }>, typedefs: boolean): string {
  if (f.params.length === 0) return f.oldStyle ? '' : 'void';
  return f.params.map((p) => spelledType(p, typedefs)).join(', ') + (f.variadic ? ', ...' : '');
}

export function intBits(t: CType): number {
  return t.k === 'int' ? INT_SIZE[t.kind] * 8 : 0;
}

/** Array types with a runtime dimension inside `t` (through pointers and arrays), outermost first. */
export function vlaArrays(t: CType, out: Extract<CType, { k: 'array' }>[] = []): Extract<CType, { k: 'array' }>[] {
  for (let u: CType = t; u.k === 'array' || u.k === 'ptr'; u = u.k === 'array' ? u.of : u.to) if (u.k === 'array' && u.vla) out.push(u);
  return out;
}
