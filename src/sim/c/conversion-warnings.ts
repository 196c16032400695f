/**
 * The warnings gcc 12 gives by default for conversions it performs all the same (c-typeck.cc's
 * convert_for_assignment and build_c_cast): an integer where a pointer goes or the reverse
 * (-Wint-conversion), pointers to incompatible types (-Wincompatible-pointer-types), a pointer
 * to const where the target is not (-Wdiscarded-qualifiers), and casts between pointers and
 * integers of another size. Old code is full of them; a user compares them with gcc's.
 */
import type { CType, Expr, Field, IntKind } from './ast';
import { isInt, isPtr, isUnsigned, quotedType, sameType, sizeOf, typeName, unqual } from './types';

export type AssignContext = 'assignment' | 'initialization' | 'return' | 'passing';

/** Compatible types with the same qualifiers at every level a pointer reaches (what tells `const char *` from `char *`). */
export function qualifiedSame(a: CType, b: CType): boolean {
  if (!sameType(a, b)) return false;
  for (;;) {
    if (!a.const !== !b.const) return false;
    if (a.k === 'ptr' && b.k === 'ptr') { a = a.to; b = b.to; }
    else if (a.k === 'array' && b.k === 'array') { a = a.of; b = b.of; }
    else return true;
  }
}

/** Where an assignment conversion is, for its message: the argument's number and the callee as gcc prints it. */
export interface ConversionSite { ctx: AssignContext; argNo?: number; callee?: string }

/**
 * gcc's warning for converting a `from` value to `to` as `site` does, or undefined when it gives
 * none. `nullConstant`: whether the integer value is a null pointer constant (asked only then).
 */
export function assignmentWarning(from: CType, to: CType, site: ConversionSite, nullConstant: () => boolean): string | undefined {
  const T = quotedType;
  const { ctx, argNo, callee } = site;
  const passing = `passing argument ${argNo} of ‘${callee}’`;
  const makes = (what: string): string => `${{
    assignment: `assignment to ${T(to)} from ${T(from)}`,
    initialization: `initialization of ${T(to)} from ${T(from)}`,
    passing,
    return: `returning ${T(from)} from a function with return type ${T(to)}`,
  }[ctx]} makes ${what} without a cast [-Wint-conversion]`;
  if (isPtr(to) && isInt(from)) return nullConstant() ? undefined : makes('pointer from integer');
  if (isInt(to) && to.kind !== 'bool' && isPtr(from)) return makes('integer from pointer');
  if (!isPtr(to) || !isPtr(from)) return undefined;
  const tl = to.to, tr = from.to;
  if (tl.k === 'void' || tr.k === 'void' || qualifiedSame(unqual(tl), unqual(tr))) {
    if (!tr.const || tl.const) return undefined;
    return `${{ assignment: 'assignment', initialization: 'initialization', passing, return: 'return' }[ctx]} discards ‘const’ qualifier from pointer target type [-Wdiscarded-qualifiers]`;
  }
  // Integers differing in signedness only: -Wpointer-sign, which -Wall enables (the caller asks).
  if (isInt(tl) && isInt(tr) && sizeOf(tl) === sizeOf(tr) && signedVariant(tl) === signedVariant(tr)) {
    return `pointer targets in ${{
      assignment: `assignment from ${T(from)} to ${T(to)}`,
      initialization: `initialization of ${T(to)} from ${T(from)}`,
      passing,
      return: `returning ${T(from)} from a function with return type ${T(to)}`,
    }[ctx]} differ in signedness [-Wpointer-sign]`;
  }
  return {
    assignment: `assignment to ${T(to)} from incompatible pointer type ${T(from)}`,
    initialization: `initialization of ${T(to)} from incompatible pointer type ${T(from)}`,
    passing: `${passing} from incompatible pointer type`,
    return: `returning ${T(from)} from a function with incompatible return type ${T(to)}`,
  }[ctx] + ' [-Wincompatible-pointer-types]';
}

/**
 * Two operands of a comparison (`op`) or of `?:` (as `==`) that gcc warns of: a pointer and an
 * integer that is not a null pointer constant, or pointers to different types (void * matches
 * any pointer in an equality, not in an ordering).
 */
export function pointerMismatch(a: CType, b: CType, op: string, nullConstant: () => boolean): 'integer' | 'pointers' | undefined {
  if (isPtr(a) !== isPtr(b)) return (isInt(a) || isInt(b)) && !nullConstant() ? 'integer' : undefined;
  if (!isPtr(a) || !isPtr(b)) return undefined;
  const ta = a.to, tb = b.to;
  const equality = op === '==' || op === '!=';
  if (equality && (ta.k === 'void' || tb.k === 'void')) return undefined;
  return qualifiedSame(unqual(ta), unqual(tb)) ? undefined : 'pointers';
}

/**
 * An integer constant that does not survive its conversion to the integer type `to` (-Woverflow,
 * c-warn.cc's warnings_for_convert_and_check): to a signed type when it fits neither that type
 * nor its unsigned form (`char c = 255` is silent, `char c = 300` is not), to an unsigned type
 * when it fits neither (`unsigned char u = -1` is silent, `= 256` is not).
 */
export function overflowWarning(from: CType, to: CType, value: bigint): string | undefined {
  if (!isInt(to) || to.kind === 'bool' || to.enumTag !== undefined || !isInt(from)) return undefined;
  const bits = to.bits ?? sizeOf(to) * 8;
  const fitsSigned = value >= -(1n << BigInt(bits - 1)) && value < 1n << BigInt(bits - 1);
  const fitsUnsigned = value >= 0n && value < 1n << BigInt(bits);
  const unsigned = isUnsigned(to);
  if (unsigned ? fitsUnsigned || fitsSigned : fitsSigned || fitsUnsigned) return undefined;
  const result = unsigned ? BigInt.asUintN(bits, value) : BigInt.asIntN(bits, value);
  // An unsigned constant's goes through gcc's conversion_warning, which says only "conversion".
  const kind = !unsigned ? 'overflow in ' : isUnsigned(from) ? '' : 'unsigned ';
  return `${kind}conversion from ${quotedType(from)} to ${quotedType(to)} changes value from ‘${value}’ to ‘${result}’ [-Woverflow]`;
}

/**
 * A floating constant whose integer part is out of the integer type `to`'s range: gcc folds it
 * to the nearest bound (-Woverflow), and prints the constant as real_to_decimal writes it
 * (as many digits as the type needs to round-trip, trailing zeros dropped: `3.0069999999999999e+2`).
 */
export function floatOverflowWarning(from: CType, to: CType, value: number): string | undefined {
  if (!isInt(to) || to.kind === 'bool' || to.enumTag !== undefined || (from.k !== 'float' && from.k !== 'double')) return undefined;
  const bits = to.bits ?? sizeOf(to) * 8;
  const unsigned = isUnsigned(to);
  const lo = unsigned ? 0 : -(2 ** (bits - 1)), hi = unsigned ? 2 ** bits - 1 : 2 ** (bits - 1) - 1;
  const whole = Math.trunc(value);
  if (Number.isNaN(value) || (whole >= lo && whole <= hi)) return undefined;
  const [mantissa, exponent] = value.toExponential(from.k === 'float' ? 8 : 16).split('e');
  const digits = mantissa.includes('.') ? mantissa.replace(/0+$/, '').replace(/\.$/, '.0') : `${mantissa}.0`;
  const result = whole < lo ? lo : hi;
  return `overflow in conversion from ${quotedType(from)} to ${quotedType(to)} changes value from ‘${digits}e${exponent}${from.k === 'float' ? 'f' : ''}’ to ‘${result}’ [-Woverflow]`;
}

/**
 * The type gcc gives a bit-field's value in diagnostics: the integer of the smallest machine
 * mode that holds its width, with the width (`unsigned char:3`, `signed char:4` for `int s:4`).
 */
export function bitFieldType(f: Field): CType {
  const bits = f.bitWidth!, unsigned = isUnsigned(f.type);
  const kinds: [number, IntKind, IntKind][] = [[8, 'schar', 'uchar'], [16, 'short', 'ushort'], [32, 'int', 'uint'], [64, 'long', 'ulong']];
  const [size, signedKind, unsignedKind] = kinds.find(([n]) => bits <= n) ?? kinds[3];
  return { k: 'int', kind: unsigned ? unsignedKind : signedKind, ...(bits !== size ? { bits } : {}) };
}

/** Whether every value of the integer type `from` is one of `to` (no constant of it can overflow there). */
export function intRangeWithin(from: CType, to: CType): boolean {
  if (!isInt(from) || !isInt(to)) return true;
  const fb = from.bits ?? sizeOf(from) * 8, tb = to.bits ?? sizeOf(to) * 8;
  if (from.kind === 'bool') return true;
  return isUnsigned(from) === isUnsigned(to) ? fb <= tb : !isUnsigned(to) && fb < tb;
}

/** The note after a passing warning: the parameter's type and the argument's. */
export const passingNote = (from: CType, to: CType): string => `expected ${quotedType(to)} but argument is of type ${quotedType(from)}`;

/** gcc's c_common_signed_type: the kind an integer type has with its sign dropped (plain char stays apart from its signed and unsigned forms but pairs with them here). */
function signedVariant(t: Extract<CType, { k: 'int' }>): string {
  const k = t.kind;
  if (k === 'char' || k === 'uchar' || k === 'schar') return 'char';
  return isUnsigned(t) ? k.slice(1) : k;
}

/**
 * A cast's warning: to a pointer from an integer of another size (not for a constant: SIG_IGN is
 * `(void (*)(int))1`), or to an integer of another size from a pointer (constants included).
 */
export function castWarning(from: CType, to: CType, constant: () => boolean): string | undefined {
  if (isPtr(to) && isInt(from) && from.kind !== 'bool' && from.enumTag === undefined && sizeOf(from) !== 8 && !constant()) return 'cast to pointer from integer of different size [-Wint-to-pointer-cast]';
  if (isInt(to) && to.kind !== 'bool' && to.enumTag === undefined && isPtr(from) && sizeOf(to) !== 8) return 'cast from pointer to integer of different size [-Wpointer-to-int-cast]';
  return undefined;
}

/** The callee of a call through a pointer as gcc prints it in "passing argument N of ‘...’" (`fp`, `s.fn`, `p->fn`, `*fp`, `tab[2]`). */
export function calleeText(e: Expr): string {
  switch (e.k) {
    case 'var': return e.v.name;
    case 'func': return e.f.name;
    case 'member': return e.e.k === 'deref' ? `${calleeText(e.e.e)}->${e.field.name}` : `${calleeText(e.e)}.${e.field.name}`;
    case 'deref': return e.e.k === 'ptradd' ? `${calleeText(e.e.ptr)}[${calleeText(e.e.idx)}]` : `*${calleeText(e.e)}`;
    case 'num': return String(e.value);
    case 'cast': case 'addr': return calleeText(e.e);
    default: return typeName(e.type);
  }
}
