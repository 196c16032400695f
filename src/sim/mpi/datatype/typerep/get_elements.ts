import { PAIR_SIZES, PRE, basicSize, isBuiltinHandle } from './predefined';
import { Combiner, DatatypeError, Desc, MPI_DATATYPE_NULL, MPI_ERR_INTERN, fpe } from './typerep';

// ---------------------------------------------------------------------------------------------
// MPI_Get_elements internals (get_elements_x.c)

export function resolveBasic(t: number): number {
  // MPIR_Datatype_get_basic_type: only builtin handles survive; pair types and 0 become NULL
  return isBuiltinHandle(t) ? t >>> 0 : MPI_DATATYPE_NULL;
}

export function basicTypeElements(st: { bytes: number }, count: number, type: number): number {
  if (count === 0) return 0;
  const usable = count < 0 ? st.bytes : Math.min(st.bytes, count * basicSize(type));
  const pair = PAIR_SIZES[type];
  const [t1, t2] = pair ?? [basicSize(type), basicSize(type)];
  if (t1 + t2 === 0) throw fpe('MPI_Get_elements');
  let elements = 2 * Math.floor(usable / (t1 + t2));
  if (usable % (t1 + t2) >= t1) elements++;
  let used = Math.floor(elements / 2) * (t1 + t2);
  if (elements % 2 === 1) used += t1;
  st.bytes -= used;
  return elements;
}

export function getElementsRec(st: { bytes: number }, count: number, h: number, d: Desc): number {
  if (PRE.has(h)) return basicTypeElements(st, count, h);
  if (d.elSize >= 0) return basicTypeElements(st, count * d.nBuiltin, resolveBasic(d.basicType));
  const c = d.contents;
  if (!c) throw new DatatypeError(MPI_ERR_INTERN, 'Assertion failed in MPIR_Type_get_elements: no contents', true);
  const sub = (n: number, i: number): number => getElementsRec(st, n, c.types[i], c.typeDescs[i]);
  // A large-count type's counts are where an int one's integers are (MPICH reads counts[] then).
  const ints = c.counts?.length ? c.counts : c.ints;
  switch (c.combiner) {
    case Combiner.NAMED:
    case Combiner.DUP:
    case Combiner.RESIZED:
      return sub(count, 0);
    case Combiner.CONTIGUOUS:
    case Combiner.VECTOR:
    case Combiner.HVECTOR:
    case Combiner.SUBARRAY:
      return sub(count * ints[0], 0);
    case Combiner.INDEXED_BLOCK:
    case Combiner.HINDEXED_BLOCK:
      return sub(count * ints[0] * ints[1], 0);
    case Combiner.INDEXED:
    case Combiner.HINDEXED: {
      let typecount = 0;
      for (let i = 0; i < ints[0]; i++) typecount += ints[i + 1];
      return sub(count * typecount, 0);
    }
    case Combiner.STRUCT: {
      let nr = 0;
      let last = 1;
      for (let j = 0; (count < 0 || j < count) && st.bytes > 0 && last > 0; j++) {
        const before = st.bytes;
        for (let i = 0; i < ints[0]; i++) {
          if (ints[i + 1] === 0) continue;
          last = sub(ints[i + 1], i);
          nr += last;
          if (last < ints[i + 1]) break;
        }
        if (st.bytes === before && last > 0) throw new DatatypeError(MPI_ERR_INTERN, 'MPI_Get_elements does not terminate for this datatype (MPICH loops forever)', true);
      }
      return nr;
    }
    default:
      throw new DatatypeError(MPI_ERR_INTERN, 'Assertion failed in MPIR_Type_get_elements', true);
  }
}
