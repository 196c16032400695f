/**
 * Type signatures as MPI matches them (MPI 4.0 §3.3.1): the sequence of basic types of a
 * message. A send matches a receive when its signature is a prefix of the receive's; every rank
 * of a collective passes the same one. Types of one representation (MPI_INT and MPI_UNSIGNED,
 * MPI_INT and MPI_INT32_T) are taken as one class, and MPI_BYTE and MPI_PACKED match anything,
 * so that only what changes the bytes' meaning (MPI_INT sent, MPI_FLOAT received) is reported.
 */
import { MPI_TYPES, PRE } from '../datatype/typerep/predefined';
import { isBuiltinType, type TableDatatypes } from '../datatype/typerep/typeops';

const WILDCARDS = new Set([MPI_TYPES.MPI_BYTE, MPI_TYPES.MPI_PACKED]);

export type Signature = ReadonlyArray<readonly [unknown, number]>;

/**
 * Signatures made, per type (its identity, so a freed handle made again is another type) and
 * count: every message of a run is checked, and a program sends the same few (type, count)
 * pairs over and over. A few counts per type are kept.
 */
const made = new WeakMap<object, Map<number, Signature | undefined>>();
const madeBuiltin = new Map<number, Map<number, Signature | undefined>>();
const COUNTS_KEPT = 16;

/** [class, repeat][] of `count` elements of `dt`, or undefined when it cannot be had (an invalid type, a wildcard). Shared: not to be changed. */
export function signatureOf(types: TableDatatypes, dt: number, count: number): Signature | undefined {
  if (count <= 0) return [];
  let byCount: Map<number, Signature | undefined> | undefined;
  if (isBuiltinType(dt)) {
    // A predefined type is the same in every rank and never freed: by its handle, no identity to look up.
    if (types.size(dt) === undefined) return undefined;
    byCount = madeBuiltin.get(dt >>> 0);
    if (!byCount) madeBuiltin.set(dt >>> 0, (byCount = new Map()));
  } else {
    let id: object;
    try {
      if (types.size(dt) === undefined) return undefined;
      id = types.table.identity(dt >>> 0);
    } catch {
      return undefined;
    }
    byCount = made.get(id);
    if (!byCount) made.set(id, (byCount = new Map()));
  }
  if (byCount?.has(count)) return byCount.get(count);
  const sig = classSignature(types, dt, count);
  if (byCount.size >= COUNTS_KEPT) byCount.clear();
  byCount.set(count, sig);
  return sig;
}

function classSignature(types: TableDatatypes, dt: number, count: number): Signature | undefined {
  let rle: Array<[number, number]>;
  try {
    rle = types.table.signatureRle(dt >>> 0, count);
  } catch {
    return undefined;
  }
  const out: Array<[unknown, number]> = [];
  for (const [t, n] of rle) {
    // A block of length 0 (a struct member MPICH's struct_empty_el test leaves empty) adds nothing.
    if (n === 0) continue;
    if (WILDCARDS.has(t)) return undefined;
    const cls = PRE.get(t)?.desc.y ?? t;
    const last = out[out.length - 1];
    if (last && last[0] === cls) last[1] += n;
    else out.push([cls, n]);
  }
  return out;
}

/** Whether `a` is a prefix of `b` (the whole of `b` when `exact`). */
export function signatureFits(a: Signature, b: Signature, exact: boolean): boolean {
  let j = 0, left = b.length ? b[0][1] : 0;
  for (const [cls, n] of a) {
    let need = n;
    while (need > 0) {
      if (j >= b.length || b[j][0] !== cls) return false;
      const take = Math.min(need, left);
      need -= take; left -= take;
      if (left === 0) { j++; left = j < b.length ? b[j][1] : 0; }
    }
  }
  return !exact || j >= b.length;
}

/** The first basic type's name of a datatype, for messages ("MPI_FLOAT"). */
export function typeName(types: TableDatatypes, dt: number): string {
  return types.name(dt);
}
