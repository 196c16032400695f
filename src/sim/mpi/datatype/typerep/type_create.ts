/**
 * Building a type's description from its old types (MPICH's MPIR_Type_contiguous,
 * MPIR_Type_vector, MPIR_Type_blockindexed, MPIR_Type_indexed, type_struct of type_create.c and
 * MPIR_Type_create_resized): the yaksa object, the layout flattening walks, and the element
 * size and basic type MPI_Get_elements needs. Pure functions of the old types' descriptions.
 */
import { basicSize, isBuiltinHandle } from './predefined';
import { type Layout, type YObj, type Contents, type Desc, Y_NULL, yHindexedBlock, yHindexed, yContig, yStruct, MPI_DATATYPE_NULL, yResized, yHvector } from './typerep';

export function elFrom(oldtype: number, old: Desc, count: number): Pick<Desc, 'elSize' | 'basicType' | 'nBuiltin'> {
  if (count === 0) return { elSize: 0, basicType: 0, nBuiltin: 0 }; // MPICH leaves these unset
  if (isBuiltinHandle(oldtype)) return { nBuiltin: count, elSize: basicSize(oldtype), basicType: oldtype };
  return { nBuiltin: count * old.nBuiltin, elSize: old.elSize, basicType: old.basicType };
}

export function fromY(y: YObj, layout: Layout, el: Pick<Desc, 'elSize' | 'basicType' | 'nBuiltin'>, contents: Contents | null, text: string): Desc {
  return {
    pre: 0, y, size: y.size, lb: y.lb, extent: y.extent, trueLb: y.trueLb, trueUb: y.trueUb, ...el,
    zerolen: false, contents, layout: y.isNull ? { k: 'empty' } : layout, text,
  };
}

export function zerolen(contents: Contents | null, text: string): Desc {
  return {
    pre: 0, y: Y_NULL, size: 0, lb: 0, extent: 0, trueLb: 0, trueUb: 0, elSize: 0, basicType: 0, nBuiltin: 0,
    zerolen: true, contents, layout: { k: 'empty' }, text,
  };
}



// MPIR_Type_contiguous
export function coreContig(count: number, oldtype: number, old: Desc, contents: Contents | null, text: string): Desc {
  if (count === 0) return zerolen(contents, text);
  const y = count * old.y.size === 0 ? Y_NULL : yContig(count, old.y);
  return fromY(y, { k: 'blocks', child: old, blocks: [[0, count]] }, elFrom(oldtype, old, count), contents, text);
}

// MPIR_Type_vector (stride in elements or bytes)
export function coreVector(count: number, bl: number, stride: number, inBytes: boolean, oldtype: number, old: Desc, contents: Contents | null, text: string): Desc {
  if (count === 0) return zerolen(contents, text);
  const bstride = inBytes ? stride : stride * old.extent;
  const y = count * old.y.size === 0 ? Y_NULL : yHvector(count, bl, inBytes ? stride : stride * old.y.extent, old.y);
  // The blocks only when flattening asks: a large-count vector may have 2^32 of them and be only queried.
  let blocks: Array<[number, number]> | undefined;
  const layout = {
    k: 'blocks' as const, child: old,
    get blocks(): Array<[number, number]> {
      if (!blocks) {
        blocks = [];
        for (let i = 0; i < count; i++) blocks.push([i * bstride, bl]);
      }
      return blocks;
    },
  };
  return fromY(y, layout, elFrom(oldtype, old, count * bl), contents, text);
}

// MPIR_Type_blockindexed
export function coreBlockIndexed(bl: number, displs: number[], inBytes: boolean, oldtype: number, old: Desc, contents: Contents | null, text: string): Desc {
  const count = displs.length;
  if (count === 0) return zerolen(contents, text);
  const bd = displs.map((d) => (inBytes ? d : d * old.extent));
  const y = count * old.y.size === 0 ? Y_NULL : yHindexedBlock(bl, inBytes ? displs : displs.map((d) => d * old.y.extent), old.y);
  return fromY(y, { k: 'blocks', child: old, blocks: bd.map((d) => [d, bl] as [number, number]) }, elFrom(oldtype, old, count * bl), contents, text);
}

// MPIR_Type_indexed
export function coreIndexed(bls: number[], displs: number[], inBytes: boolean, oldtype: number, old: Desc, contents: Contents | null, text: string): Desc {
  if (bls.length === 0 || bls.every((b) => b === 0)) return zerolen(contents, text);
  let total = 0;
  for (const b of bls) total += b;
  const bd = displs.map((d) => (inBytes ? d : d * old.extent));
  const y = total * old.y.size === 0 ? Y_NULL : yHindexed(bls, inBytes ? displs : displs.map((d) => d * old.y.extent), old.y);
  return fromY(y, { k: 'blocks', child: old, blocks: bd.map((d, i) => [d, bls[i]] as [number, number]) }, elFrom(oldtype, old, total), contents, text);
}

// type_struct in type_create.c (no MPI_LB/MPI_UB)
export function coreStruct(bls: number[], displs: number[], types: number[], olds: Desc[], contents: Contents | null, text: string): Desc {
  if (bls.length === 0 || bls.every((b) => b === 0)) return zerolen(contents, text);
  let total = 0;
  for (let i = 0; i < bls.length; i++) total += olds[i].y.size * bls[i];
  const y = total === 0 ? Y_NULL : yStruct(bls, displs, olds.map((o) => o.y));
  let elSize = 0, basicType = MPI_DATATYPE_NULL, found = false;
  for (let i = 0; i < bls.length; i++) {
    if (bls[i] === 0) continue;
    const t = types[i] >>> 0;
    const tsz = isBuiltinHandle(t) ? basicSize(t) : olds[i].elSize;
    const tty = isBuiltinHandle(t) ? t : olds[i].basicType;
    if (!found) { elSize = tsz; basicType = tty; found = true; }
    else if (elSize !== tsz) { elSize = -1; basicType = MPI_DATATYPE_NULL; }
    else if (basicType !== tty) basicType = MPI_DATATYPE_NULL;
  }
  const items: Array<[number, number, Desc]> = bls.map((b, i) => [displs[i], b, olds[i]]);
  return fromY(y, { k: 'struct', items }, { elSize, basicType, nBuiltin: -1 }, contents, text);
}

// MPIR_Type_create_resized
export function coreResized(old: Desc, lb: number, extent: number, contents: Contents | null, text: string): Desc {
  const y = yResized(old.y, lb, extent);
  const el = old.pre && isBuiltinHandle(old.pre) ? { nBuiltin: 1, elSize: basicSize(old.pre), basicType: old.pre } : { nBuiltin: old.nBuiltin, elSize: old.elSize, basicType: old.basicType };
  return {
    pre: 0, y, size: y.size, lb: y.lb, extent: y.extent, trueLb: y.trueLb, trueUb: y.trueUb, ...el, zerolen: false, contents,
    layout: old.y.isNull ? { k: 'empty' } : { k: 'blocks', child: old, blocks: [[0, 1]] }, text,
  };
}
