/**
 * Datatypes beyond the C ones: the Fortran 90 parameterised types and MPI_Type_match_size (the
 * predefined Fortran types MPICH 4.0.2 picks), and the portable "external32" representation of
 * MPI_Pack_external (big-endian, MPICH's sizes of the basic types).
 */
import type { RankProcess } from '../../runtime/rank';
import { ERR } from '../errclass';
import type { MpiArgValue } from '../errors';
import { BLOCK, ints, type Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { DatatypeImpl } from './datatype_impl';
import { DatatypeError, Combiner, MPI_ERR_INTERN, MPI_UNDEFINED } from './typerep/typerep';
import { MPI_TYPES, basicSize } from './typerep/predefined';
import type { DatatypeTable } from './typerep/table';
import * as H from '../handles';

const TYPECLASS_REAL = 1, TYPECLASS_INTEGER = 2, TYPECLASS_COMPLEX = 3;

/** MPICH's choice of Fortran type by size, per type class (src/mpi/datatype/type_match_size.c). */
const BY_SIZE: Record<number, string[]> = {
  [TYPECLASS_INTEGER]: ['MPI_INTEGER1', 'MPI_INTEGER2', 'MPI_INTEGER4', 'MPI_INTEGER8'],
  [TYPECLASS_REAL]: ['MPI_REAL4', 'MPI_REAL8', 'MPI_REAL16'],
  [TYPECLASS_COMPLEX]: ['MPI_COMPLEX8', 'MPI_COMPLEX16', 'MPI_COMPLEX32'],
};
const TYPECLASS_NAMES: Record<number, string> = { [TYPECLASS_INTEGER]: 'MPI_TYPECLASS_INTEGER', [TYPECLASS_REAL]: 'MPI_TYPECLASS_REAL', [TYPECLASS_COMPLEX]: 'MPI_TYPECLASS_COMPLEX' };

/** The smallest real kind holding precision p and decimal exponent range r (IEEE 4, 8, 16 bytes). */
function realKind(p: number, r: number): number | undefined {
  const byP = p === MPI_UNDEFINED ? 4 : p <= 6 ? 4 : p <= 15 ? 8 : p <= 33 ? 16 : undefined;
  const byR = r === MPI_UNDEFINED ? 4 : r <= 37 ? 4 : r <= 307 ? 8 : r <= 4931 ? 16 : undefined;
  return byP === undefined || byR === undefined ? undefined : Math.max(byP, byR);
}

export class TypeExternal {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling, readonly types: DatatypeImpl) {}
  private call(r: RankProcess, fname: string, f: (t: DatatypeTable) => void, args: unknown[]): Result {
    try {
      f(this.types.dtp(r.rank).table);
      return 0;
    } catch (e) {
      if (!(e instanceof DatatypeError)) throw e;
      if (e.fatal) { this.err.fatal(r, H.COMM_WORLD, fname, e.errorClass, e.detail); return BLOCK; }
      return this.err.error(r, H.COMM_WORLD, fname, e.errorClass, e.detail, undefined, args);
    }
  }
  MPI_Type_match_size(r: RankProcess, a: unknown[]): Result {
    const [cls, size, out] = a as number[];
    const name = BY_SIZE[cls]?.find((n) => basicSize(MPI_TYPES[n]) === size);
    if (!name) {
      // MPIR_Type_match_size_impl's errors, below the binding's frame (measured with mpiexec.mpich).
      const frame = BY_SIZE[cls]
        ? { location: 'MPIR_Type_match_size_impl(367)', message: `No MPI datatype available for typeclass ${TYPECLASS_NAMES[cls]} and size ${size}` }
        : { location: 'MPIR_Type_match_size_impl(360)', message: 'The value of typeclass is not one of MPI_TYPECLASS_REAL, MPI_TYPECLASS_INTEGER, or MPI_TYPECLASS_COMPLEX' };
      return this.err.handle(r, H.COMM_WORLD, 'MPI_Type_match_size', this.err.ring(r).raiseStack('MPI_Type_match_size', ERR.ARG, [frame], a as MpiArgValue[]));
    }
    r.m.st32(out, MPI_TYPES[name]);
    return 0;
  }
  MPI_Type_create_f90_integer(r: RankProcess, a: unknown[]): Result {
    const [range, out] = a as number[];
    const size = range <= 2 ? 1 : range <= 4 ? 2 : range <= 9 ? 4 : range <= 18 ? 8 : 0;
    if (!size) return this.err.error(r, H.COMM_WORLD, 'MPI_Type_create_f90_integer', ERR.ARG, `No integer type has a range of ${range} digits`, undefined, a);
    return this.call(r, 'MPI_Type_create_f90_integer', (t) => { r.m.st32(out, t.f90(Combiner.F90_INTEGER, [range], MPI_TYPES[`MPI_INTEGER${size}`])); }, a);
  }
  MPI_Type_create_f90_real(r: RankProcess, a: unknown[]): Result { return this.f90Real(r, a, 'MPI_Type_create_f90_real', Combiner.F90_REAL, 'MPI_REAL', 1); }
  MPI_Type_create_f90_complex(r: RankProcess, a: unknown[]): Result { return this.f90Real(r, a, 'MPI_Type_create_f90_complex', Combiner.F90_COMPLEX, 'MPI_COMPLEX', 2); }
  private f90Real(r: RankProcess, a: unknown[], fname: string, combiner: number, prefix: string, parts: number): Result {
    const [p, range, out] = a as number[];
    const kind = realKind(p, range);
    if (kind === undefined || (p === MPI_UNDEFINED && range === MPI_UNDEFINED)) {
      return this.err.error(r, H.COMM_WORLD, fname, ERR.ARG, `No real type has precision ${p} and range ${range}`, undefined, a);
    }
    return this.call(r, fname, (t) => { r.m.st32(out, t.f90(combiner, [p, range], MPI_TYPES[`${prefix}${kind * parts}`])); }, a);
  }
  /** The darray the C library built (../lib/darray.c) gets MPI_COMBINER_DARRAY and the call's arguments. */
  __mpisim_type_darray(r: RankProcess, a: unknown[]): Result {
    const [h, size, rank, ndims, gsizes, distribs, dargs, psizes, order, oldtype] = a as number[];
    const v = (p: number) => ints(r, p, ndims);
    this.types.dtp(r.rank).table.relabel(h, Combiner.DARRAY, [size, rank, ndims, ...v(gsizes), ...v(distribs), ...v(dargs), ...v(psizes), order], [oldtype >>> 0]);
    return 0;
  }
  MPI_Pack_external_size(r: RankProcess, a: unknown[]): Result {
    const [, count, dt, out] = a as number[];
    return this.call(r, 'MPI_Pack_external_size', (t) => {
      const sig = resizedSignature(t, dt >>> 0, count);
      r.m.st64(out, sig ? ext32Size(sig) : t.packSize(count, dt >>> 0));
    }, a);
  }
  MPI_Pack_external(r: RankProcess, a: unknown[]): Result {
    const [, inbuf, count, dt, outbuf, outsize, posPtr] = a as number[];
    return this.call(r, 'MPI_Pack_external', (t) => {
      const pos = Number(r.m.s64(posPtr));
      const sig = resizedSignature(t, dt >>> 0, count);
      if (sig && count > 0) {
        wcharAssert(sig, 186);
        const bytes = toExternal32(t.packBytes(this.mem(r), inbuf, count, dt >>> 0), sig).subarray(0, Math.max(0, Number(outsize)));
        if (bytes.length) this.mem(r).write(outbuf + pos, bytes);
        r.m.st64(posPtr, pos + bytes.length);
        return;
      }
      const end = t.pack(this.mem(r), inbuf, count, dt >>> 0, outbuf, Number(outsize), pos);
      this.swap(r, t, dt >>> 0, count, outbuf + pos, end - pos);
      r.m.st64(posPtr, end);
    }, a);
  }
  MPI_Unpack_external(r: RankProcess, a: unknown[]): Result {
    const [, inbuf, insize, posPtr, outbuf, count, dt] = a as number[];
    return this.call(r, 'MPI_Unpack_external', (t) => {
      const pos = Number(r.m.s64(posPtr));
      const sig = resizedSignature(t, dt >>> 0, count);
      if (sig) {
        wcharAssert(sig, 284);
        const n = Math.max(0, Math.min(Number(insize) - pos, ext32Size(sig)));
        const native = fromExternal32(r.m.readBytes(inbuf + pos, n), sig);
        const used = t.unpackBytes(this.mem(r), native, outbuf, count, dt >>> 0);
        r.m.st64(posPtr, pos + ext32Bytes(sig, used));
        return;
      }
      const n = Math.min(Number(insize) - pos, t.packSize(count, dt >>> 0));
      // Native order in a copy, so the caller's packed buffer stays as it was.
      const bytes = r.m.readBytes(inbuf + pos, Math.max(0, n)).slice();
      swapElements(bytes, t.signature(dt >>> 0, count));
      const mem = { read: (x: number, k: number) => (x >= inbuf + pos && x + k <= inbuf + pos + bytes.length ? bytes.subarray(x - inbuf - pos, x - inbuf - pos + k) : r.m.readBytes(x, k)), write: this.mem(r).write };
      r.m.st64(posPtr, t.unpack(mem, inbuf, Number(insize), pos, outbuf, count, dt >>> 0));
    }, a);
  }
  private mem(r: RankProcess) {
    return { read: (x: number, n: number) => r.m.readBytes(x, n), write: (x: number, b: Uint8Array) => { r.m.range(x, b.length, true); r.m.U8.set(b, x); } };
  }
  /** Packed bytes in native (little-endian) order turned big-endian, element by element. */
  private swap(r: RankProcess, t: DatatypeTable, dt: number, count: number, at: number, n: number): void {
    const bytes = r.m.readBytes(at, n).slice();
    swapElements(bytes, t.signature(dt, count));
    r.m.U8.set(bytes, at);
  }
  /** MPICH knows one data representation: anything else is MPI_ERR_ARG. */
}

const COMPLEX = new Set(Object.keys(MPI_TYPES).filter((k) => /COMPLEX/.test(k)).map((k) => MPI_TYPES[k]));

/** Reverses each basic element's bytes (a complex number's two halves apart). */
function swapElements(bytes: Uint8Array, sig: number[]): void {
  let at = 0;
  for (const t of sig) {
    const size = basicSize(t);
    const part = COMPLEX.has(t) ? size / 2 : size;
    for (let o = at; o + part <= at + size && o + part <= bytes.length; o += part) bytes.subarray(o, o + part).reverse();
    at += size;
  }
}

/**
 * external32's sizes where they are not the native ones (MPICH's external32 table,
 * typerep_ext32.c): MPI_LONG and MPI_UNSIGNED_LONG are 4 bytes, MPI_WCHAR 2. MPICH converts
 * them as C does: truncated on packing, sign- or zero-extended on unpacking.
 */
const EXT32_SIZE = new Map<number, number>([[MPI_TYPES.MPI_LONG, 4], [MPI_TYPES.MPI_UNSIGNED_LONG, 4], [MPI_TYPES.MPI_WCHAR, 2]]);
const EXT32_SIGNED = new Set([MPI_TYPES.MPI_LONG, MPI_TYPES.MPI_WCHAR]);
const ext32Of = (t: number): number => EXT32_SIZE.get(t) ?? basicSize(t);

/** MPICH 4.0.2 converts only 8-byte integers to 4 (typerep_yaksa_pack_external.c): MPI_WCHAR fails its assertion. */
function wcharAssert(sig: number[], line: number): void {
  if (sig.includes(MPI_TYPES.MPI_WCHAR)) throw new DatatypeError(MPI_ERR_INTERN, `Assertion failed in file src/mpi/datatype/typerep/src/typerep_yaksa_pack_external.c at line ${line}: 0`, true);
}

/** The type's signature when an element of it changes size in external32, else undefined. */
function resizedSignature(t: DatatypeTable, dt: number, count: number): number[] | undefined {
  const sig = t.signature(dt, count);
  return sig.some((x) => EXT32_SIZE.has(x)) ? sig : undefined;
}
function ext32Size(sig: number[]): number {
  let n = 0;
  for (const t of sig) n += ext32Of(t);
  return n;
}
/** How many external32 bytes hold the elements filling the first `nativeBytes` native bytes. */
function ext32Bytes(sig: number[], nativeBytes: number): number {
  let native = 0, ext = 0;
  for (const t of sig) {
    if (native + basicSize(t) > nativeBytes) break;
    native += basicSize(t);
    ext += ext32Of(t);
  }
  return ext;
}
/** Native packed bytes (little-endian) to external32 (big-endian, resized elements truncated). */
function toExternal32(native: Uint8Array, sig: number[]): Uint8Array {
  const out = new Uint8Array(ext32Size(sig));
  let at = 0, to = 0;
  for (const t of sig) {
    const size = basicSize(t), ext = ext32Of(t);
    const part = COMPLEX.has(t) ? size / 2 : size, extPart = COMPLEX.has(t) ? ext / 2 : ext;
    for (let h = 0; h < size / part; h++) for (let j = 0; j < extPart; j++) out[to + h * extPart + j] = native[at + h * part + extPart - 1 - j];
    at += size; to += ext;
  }
  return out;
}
/** external32 bytes back to native elements (whole elements only), extending the resized ones. */
function fromExternal32(ext: Uint8Array, sig: number[]): Uint8Array {
  const chunks: number[] = [];
  let at = 0;
  for (const t of sig) {
    const size = basicSize(t), e = ext32Of(t);
    if (at + e > ext.length) break;
    const part = COMPLEX.has(t) ? size / 2 : size, extPart = COMPLEX.has(t) ? e / 2 : e;
    for (let h = 0; h < size / part; h++) {
      const src = ext.subarray(at + h * extPart, at + (h + 1) * extPart);
      const fill = EXT32_SIGNED.has(t) && src[0] & 0x80 ? 0xff : 0;
      for (let j = 0; j < part; j++) chunks.push(j < extPart ? src[extPart - 1 - j] : fill);
    }
    at += e;
  }
  return Uint8Array.from(chunks);
}
