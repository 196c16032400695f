/**
 * Reduction operations: user-defined MPI_Op handles, commutativity, and the builtin
 * reductions (MPICH's MPIR_*_check/op functions): one typed-array loop over the whole buffer for
 * floats and integers up to 32 bits, element by element for the rest.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import type { ProcState } from '../state';
import type { BasicKind, DatatypeOps } from '../datatype/typerep/typeops';
import type { Memory } from '../../runtime/memory';
import { ERR } from '../errclass';
import { BUILTIN_OPS, applyFloatOp, applyIntOp, readsSigned } from '../ops';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { DatatypeImpl } from '../datatype/datatype_impl';
import type { ErrHandling } from '../errhan/errhan';

/**
 * What MPIR_Op_get_ptr finds for a handle, by its kind bits alone (MPICH reads no more before
 * MPIR_Op_valid_ptr): none for kind 0 (MPI_OP_NULL and garbage: "Null Op pointer"), a permanent
 * op for the builtin kind (any object type: MPICH indexes its builtin ops by the low bits), a
 * user op's slot otherwise.
 */
function handleKind(h: number): 'invalid' | 'builtin' | 'user' {
  const kind = h >>> 30;
  return kind === 0 ? 'invalid' : kind === 1 ? 'builtin' : 'user';
}

export class OpImpl {
  constructor(readonly rt: MpiCore, readonly types: DatatypeImpl, readonly err: ErrHandling) {}
  opKnown(p: ProcState, op: number): boolean {
    return BUILTIN_OPS[op | 0] !== undefined || p.ops.has(op | 0);
  }
  MPI_Op_create(r: RankProcess, a: unknown[]): Result { return this.create(r, a, false); }
  MPI_Op_create_c(r: RankProcess, a: unknown[]): Result { return this.create(r, a, true); }
  private create(r: RankProcess, a: unknown[], large: boolean): Result {
    const [fn, commute, out] = a as number[];
    const p = this.rt.proc(r);
    const h = p.opPool.take();
    p.ops.set(h, { fn, commute: commute !== 0, large });
    r.m.st32(out, h);
    return 0;
  }
  /** Whether a user operation's function takes an MPI_Count length (MPI_Op_create_c). */
  __mpisim_op_is_large(r: RankProcess, a: unknown[]): Result { return this.rt.proc(r).ops.get((a[0] as number) | 0)?.large ? 1 : 0; }
  MPI_Op_free(r: RankProcess, a: unknown[]): Result {
    const p = this.rt.proc(r);
    const h = r.m.i32(a[0] as number) | 0;
    if (handleKind(h) === 'invalid') return this.err.error(r, H.COMM_WORLD, 'MPI_Op_free', ERR.OP, 'Null Op pointer', { kind: 'opptr' }, a);
    if (handleKind(h) === 'builtin') return this.err.error(r, H.COMM_WORLD, 'MPI_Op_free', ERR.OP, 'Cannot free permanent MPI_Op', { kind: 'permop' }, a);
    const o = p.ops.get(h);
    // MPICH's freed op stays in its pool with its function (only the kind field under the free
    // list's link changes) until the handle is given out again, and MPIR_Op_valid_ptr checks no
    // more than the pointer: a freed op passes the checks as under MPICH (the next check decides,
    // or its function runs). A persistent collective's request still holding the op keeps its
    // handle from the pool.
    if (o && !o.freed) {
      o.freed = true;
      if (!o.refs) p.opPool.give(h);
    }
    r.m.st32(a[0] as number, H.OP_NULL);
    return 0;
  }
  /** A reference an MPI object that uses a user op takes (MPICH's MPIR_Op_ptr_add_ref). */
  hold(p: ProcState, h: number): void {
    const o = p.ops.get(h | 0);
    if (o) o.refs = (o.refs ?? 0) + 1;
  }
  /** Drops a reference `hold` took; the op's handle goes back to the pool once freed by the program and no longer held. */
  unhold(p: ProcState, h: number): void {
    const o = p.ops.get(h | 0);
    if (!o?.refs) return;
    o.refs--;
    if (o.refs === 0 && o.freed) p.opPool.give(h | 0);
  }
  MPI_Op_commutative(r: RankProcess, a: unknown[]): Result {
    if (handleKind(a[0] as number) === 'invalid') return this.err.error(r, H.COMM_WORLD, 'MPI_Op_commutative', ERR.OP, 'Null Op pointer', { kind: 'opptr' }, a);
    r.m.st32(a[1] as number, this.MPIR_Op_is_commutative(r, a) as number);
    return 0;
  }
  MPIR_Op_is_commutative(r: RankProcess, a: unknown[]): Result {
    const op = (a[0] as number) | 0;
    // MPICH counts MPI_REPLACE and MPI_NO_OP (one-sided only) as not commutative.
    if (BUILTIN_OPS[op] !== undefined) return op === H.OP_NULL || BUILTIN_OPS[op] === 'REPLACE' || BUILTIN_OPS[op] === 'NO_OP' ? 0 : 1;
    return this.rt.proc(r).ops.get(op)?.commute ? 1 : 0;
  }
  __mpisim_op_user_fn(r: RankProcess, a: unknown[]): Result { return this.rt.proc(r).ops.get((a[0] as number) | 0)?.fn ?? 0; }
  /** Builtin reduction: inout[i] = in[i] op inout[i], element by element in the type's kind. */
  __mpisim_reduce_builtin(r: RankProcess, a: unknown[]): Result {
    const [inbuf, inout, countRaw, dt, op] = a as number[];
    const count = Number(countRaw);
    const name = BUILTIN_OPS[op | 0];
    if (!name) {
      // MPI_Reduce_local's binding check of its op (the collectives check theirs before).
      const none = (op | 0) === H.OP_NULL, fname = 'MPI_Reduce_local';
      return this.err.raiseCode(r, fname, ERR.OP, none ? 'Null MPI_Op' : 'Invalid MPI_Op', { kind: none ? 'opnull' : 'op' }, this.rt.callArgs(r, fname));
    }
    reduceBuiltin(r, name, inbuf, inout, count, dt, this.types.dtp(r.rank));
    return 0;
  }
}

/** One builtin reduction over `count` elements of a predefined type (MPICH's MPIR_*_check/op functions). */
export function reduceBuiltin(r: RankProcess, op: string, inbuf: number, inout: number, count: number, dt: number, ops: DatatypeOps): void {
  const m = r.m;
  const kind = ops.kind(dt);
  if (op === 'NO_OP') return;
  if (kind === 'pair' || op === 'MAXLOC' || op === 'MINLOC') {
    // value-index pairs: (float|double|long|short|long double|int, int); a long double is
    // computed as a double (its first 8 bytes, as mpisim stores it) and its index follows at 16.
    const ext = ops.extent(dt);
    const h = dt >>> 0;
    const valSize = h === 0x8c000001 || h === 0x8c000002 || h === 0x8c000004 ? 8 : h === 0x8c000003 ? 2 : 4;
    const isF = h === 0x8c000000 || h === 0x8c000001 || h === 0x8c000004;
    const idxOff = h === 0x8c000003 ? 4 : h === 0x8c000004 ? 16 : valSize;
    for (let k = 0; k < count; k++) {
      const a = inbuf + k * ext, b = inout + k * ext;
      const va = isF ? (valSize === 8 ? m.f64(a) : m.f32(a)) : valSize === 8 ? Number(m.s64(a)) : valSize === 2 ? m.i16(a) : m.i32(a);
      const vb = isF ? (valSize === 8 ? m.f64(b) : m.f32(b)) : valSize === 8 ? Number(m.s64(b)) : valSize === 2 ? m.i16(b) : m.i32(b);
      const ia = m.i32(a + idxOff), ib = m.i32(b + idxOff);
      const better = op === 'MAXLOC' ? va > vb : va < vb;
      if (better || (va === vb && ia < ib)) m.copy(b, a, ext);
    }
    return;
  }
  const size = ops.size(dt) ?? 0;
  if (count > 0 && reduceTyped(m, op, kind, size, inbuf, inout, count, ops.name(dt))) return;
  if (count > 0 && size === 8 && kind !== 'f' && reduceWide(m, op, inbuf, inout, count)) return;
  if (kind === 'f' && ops.name(dt).includes('COMPLEX')) { reduceComplex(m, op, inbuf, inout, count, size); return; }
  for (let k = 0; k < count; k++) {
    const a = inbuf + k * size, b = inout + k * size;
    if (kind === 'f') {
      const v = applyFloatOp(op, size === 4 ? m.f32(a) : m.f64(a), size === 4 ? m.f32(b) : m.f64(b));
      if (size === 4) m.stf32(b, v); else m.stf64(b, v);
      continue;
    }
    const signed = readsSigned(op, kind === 'i');
    const read = (p: number): bigint => size === 1 ? BigInt(signed ? m.i8(p) : m.u8(p)) : size === 2 ? BigInt(signed ? m.i16(p) : m.u16(p)) : size === 4 ? BigInt(signed ? m.i32(p) : m.u32(p)) : signed ? BigInt.asIntN(64, m.i64(p)) : BigInt.asUintN(64, m.i64(p));
    const w = BigInt.asUintN(size * 8, applyIntOp(op, read(a), read(b)));
    if (size === 1) m.st8(b, Number(w)); else if (size === 2) m.st16(b, Number(w)); else if (size === 4) m.st32(b, Number(w)); else m.st64(b, w);
  }
}

/**
 * SUM and PROD (the only operations MPI allows on them) of complex numbers: real and imaginary
 * parts of `size / 2` bytes each (a long double part kept as a double, as mpisim keeps it).
 */
function reduceComplex(m: Memory, op: string, inbuf: number, inout: number, count: number, size: number): void {
  const half = size / 2;
  const ld = (p: number): number => (half === 4 ? m.f32(p) : m.f64(p));
  const st = (p: number, v: number): void => { if (half === 4) m.stf32(p, v); else m.stf64(p, v); };
  for (let k = 0; k < count; k++) {
    const a = inbuf + k * size, b = inout + k * size;
    const ar = ld(a), ai = ld(a + half), br = ld(b), bi = ld(b + half);
    if (op === 'PROD') { st(b, ar * br - ai * bi); st(b + half, ar * bi + ai * br); } else { st(b, ar + br); st(b + half, ai + bi); }
  }
}

/** The typed-array view of a basic element of `size` bytes and kind ('f' float, 'i' signed, else unsigned). */
function view(m: Memory, kind: BasicKind | undefined, size: number): Float64Array | Float32Array | Int32Array | Uint32Array | Int16Array | Uint16Array | Int8Array | Uint8Array | undefined {
  if (kind === 'f') return size === 8 ? m.F64 : size === 4 ? m.F32 : undefined;
  const signed = kind === 'i';
  return size === 4 ? (signed ? m.I32 : m.U32) : size === 2 ? (signed ? m.I16 : m.U16) : size === 1 ? (signed ? m.I8 : m.U8) : undefined;
}

/**
 * A builtin reduction as one loop over typed arrays, for aligned buffers of floats and of integers
 * up to 32 bits (the same results as the element path: stores wrap to the element's width, and a
 * 32-bit product is Math.imul's). False when the element path must do it (8-byte integers,
 * complex numbers, misaligned buffers, an operation without a loop here).
 */
function sumF64(a: Float64Array, x: number, y: number, count: number): void {
  for (let k = 0; k < count; k++) a[y + k] = a[x + k] + a[y + k];
}
function sumI32(a: Int32Array, x: number, y: number, count: number): void {
  for (let k = 0; k < count; k++) a[y + k] = (a[x + k] + a[y + k]) | 0;
}
/**
 * The bitwise operations and sums of 8-byte integers, a pair of 32-bit words each (low word
 * first): the element path would make BigInts of every element.
 */
function reduceWide(m: Memory, op: string, inbuf: number, inout: number, count: number): boolean {
  if (((inbuf | inout) & 7) !== 0 || !m.rangeOk(inbuf, count * 8, false) || !m.rangeOk(inout, count * 8, true)) return false;
  const u = m.U32, x = inbuf >>> 2, y = inout >>> 2, n = count * 2;
  switch (op) {
    case 'SUM':
      for (let k = 0; k < n; k += 2) {
        const lo = u[x + k] + u[y + k];
        u[y + k] = lo;
        u[y + k + 1] = u[x + k + 1] + u[y + k + 1] + (lo > 0xffffffff ? 1 : 0);
      }
      return true;
    case 'BAND': for (let k = 0; k < n; k++) u[y + k] = u[x + k] & u[y + k]; return true;
    case 'BOR': for (let k = 0; k < n; k++) u[y + k] = u[x + k] | u[y + k]; return true;
    case 'BXOR': for (let k = 0; k < n; k++) u[y + k] = u[x + k] ^ u[y + k]; return true;
  }
  return false;
}

function reduceTyped(m: Memory, op: string, kind: BasicKind | undefined, size: number, inbuf: number, inout: number, count: number, name: string): boolean {
  if (kind === 'pair' || ((inbuf | inout) & (size - 1)) !== 0 || name.includes('COMPLEX')) return false;
  const a = view(m, kind === 'u' && readsSigned(op, false) ? 'i' : kind, size);
  if (!a) return false;
  // A bad buffer takes the element path, whose fault names the first element it reaches.
  if (!m.rangeOk(inbuf, count * size, false) || !m.rangeOk(inout, count * size, true)) return false;
  const x = inbuf / size, y = inout / size, f = kind === 'f';
  // The common sums with a loop of one array type each: V8 then compiles each for its type.
  if (op === 'SUM' && a === m.F64) { sumF64(m.F64, x, y, count); return true; }
  if (op === 'SUM' && a === m.I32) { sumI32(m.I32, x, y, count); return true; }
  switch (op) {
    case 'SUM': for (let k = 0; k < count; k++) a[y + k] = a[x + k] + a[y + k]; return true;
    case 'PROD':
      if (!f && size === 4) { for (let k = 0; k < count; k++) a[y + k] = Math.imul(a[x + k], a[y + k]); return true; }
      for (let k = 0; k < count; k++) a[y + k] = a[x + k] * a[y + k];
      return true;
    case 'MAX':
      if (f) { for (let k = 0; k < count; k++) a[y + k] = Math.max(a[x + k], a[y + k]); return true; }
      for (let k = 0; k < count; k++) { const v = a[x + k]; if (v > a[y + k]) a[y + k] = v; }
      return true;
    case 'MIN':
      if (f) { for (let k = 0; k < count; k++) a[y + k] = Math.min(a[x + k], a[y + k]); return true; }
      for (let k = 0; k < count; k++) { const v = a[x + k]; if (v < a[y + k]) a[y + k] = v; }
      return true;
  }
  if (f) return false;
  switch (op) {
    case 'BAND': for (let k = 0; k < count; k++) a[y + k] = a[x + k] & a[y + k]; return true;
    case 'BOR': for (let k = 0; k < count; k++) a[y + k] = a[x + k] | a[y + k]; return true;
    case 'BXOR': for (let k = 0; k < count; k++) a[y + k] = a[x + k] ^ a[y + k]; return true;
    case 'LAND': for (let k = 0; k < count; k++) a[y + k] = a[x + k] && a[y + k] ? 1 : 0; return true;
    case 'LOR': for (let k = 0; k < count; k++) a[y + k] = a[x + k] || a[y + k] ? 1 : 0; return true;
    case 'LXOR': for (let k = 0; k < count; k++) a[y + k] = !a[x + k] !== !a[y + k] ? 1 : 0; return true;
    case 'REPLACE': for (let k = 0; k < count; k++) a[y + k] = a[x + k]; return true;
  }
  return false;
}
