/**
 * A message's data as the program would read it: the packed bytes decoded element by element by
 * the send's datatype (its type signature, in MPICH's basic types), e.g. `[100, 101, 102]` or
 * `{1.5, 2} × 3` for a derived type, and cut short for long messages.
 */
import type { World } from '../sim/world';
import { predefinedName } from '../sim/mpi/datatype/typerep/predefined';

/** How many basic elements a view shows of a message. */
const SHOWN = 16;

function decodeOne(name: string, v: DataView, off: number): { text: string; size: number } | undefined {
  switch (name) {
    case 'MPI_INT': case 'MPI_INT32_T': return { text: String(v.getInt32(off, true)), size: 4 };
    case 'MPI_UNSIGNED': case 'MPI_UINT32_T': return { text: String(v.getUint32(off, true)), size: 4 };
    case 'MPI_LONG': case 'MPI_LONG_LONG': case 'MPI_LONG_LONG_INT': case 'MPI_INT64_T': case 'MPI_AINT': case 'MPI_OFFSET': case 'MPI_COUNT':
      return { text: String(v.getBigInt64(off, true)), size: 8 };
    case 'MPI_UNSIGNED_LONG': case 'MPI_UNSIGNED_LONG_LONG': case 'MPI_UINT64_T': return { text: String(v.getBigUint64(off, true)), size: 8 };
    case 'MPI_SHORT': case 'MPI_INT16_T': return { text: String(v.getInt16(off, true)), size: 2 };
    case 'MPI_UNSIGNED_SHORT': case 'MPI_UINT16_T': return { text: String(v.getUint16(off, true)), size: 2 };
    case 'MPI_SIGNED_CHAR': case 'MPI_INT8_T': return { text: String(v.getInt8(off)), size: 1 };
    case 'MPI_UNSIGNED_CHAR': case 'MPI_UINT8_T': return { text: String(v.getUint8(off)), size: 1 };
    case 'MPI_CHAR': {
      const c = v.getUint8(off);
      return { text: c >= 32 && c < 127 ? `'${String.fromCharCode(c)}'` : `'\\x${c.toString(16).padStart(2, '0')}'`, size: 1 };
    }
    case 'MPI_BYTE': case 'MPI_PACKED': return { text: `0x${v.getUint8(off).toString(16).padStart(2, '0')}`, size: 1 };
    case 'MPI_FLOAT': return { text: String(+v.getFloat32(off, true).toPrecision(7)), size: 4 };
    case 'MPI_DOUBLE': return { text: String(v.getFloat64(off, true)), size: 8 };
    case 'MPI_C_BOOL': return { text: v.getUint8(off) ? 'true' : 'false', size: 1 };
    default: return undefined;
  }
}

/**
 * `data`: the packed bytes of `count` elements of datatype `dt` of process `proc`. Returns
 * the decoded elements (grouped per element for a derived type), or undefined when the type's
 * basic types cannot be decoded here.
 */
export function decodeMessage(w: World, proc: number, dt: number, count: number, data: Uint8Array): string | undefined {
  if (count === 0 || data.length === 0) return '(empty)';
  const dtp = w.mpi.dtp(proc);
  let sig: Array<[number, number]>;
  try { sig = dtp.table.signatureRle(dt >>> 0, 1); } catch { return undefined; }
  const perElement = sig.reduce((n, [, k]) => n + k, 0);
  const derived = predefinedName(dt) === undefined && perElement > 1;
  const v = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const items: string[] = [];
  let off = 0, shown = 0, total = 0;
  for (let e = 0; e < count && off < data.length; e++) {
    const parts: string[] = [];
    for (const [t, k] of sig) {
      const name = predefinedName(t) ?? '';
      for (let i = 0; i < k; i++) {
        if (off >= data.length) break;
        const one = decodeOne(name, v, off);
        if (!one) return undefined;
        if (off + one.size > data.length) break;
        total++;
        if (shown < SHOWN) { parts.push(one.text); shown++; }
        off += one.size;
      }
    }
    if (parts.length) items.push(derived ? `{${parts.join(', ')}}` : parts.join(', '));
  }
  const whole = Math.floor(data.length / Math.max(1, dtp.size(dt) ?? 1)) >= count;
  const more = total > shown || !whole ? `, … (${count} ${count === 1 ? 'element' : 'elements'})` : '';
  return `[${items.join(', ')}${more}]`;
}

/** The data a process's send is about to deliver, read from its buffer now. */
export function decodeBuffer(w: World, proc: number, buf: number, dt: number, count: number): string | undefined {
  const r = w.ranks[proc];
  if (!r) return undefined;
  try {
    // Only what the view shows is read: a few elements of a long buffer.
    return decodeMessage(w, proc, dt, count, w.mpi.dtp(proc).pack(r.m, buf, Math.min(count, SHOWN), dt));
  } catch { return undefined; }
}
