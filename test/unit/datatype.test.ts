/**
 * Datatypes against real MPICH: one table of datatype constructions drives both a generated C
 * program (built with mpicc.mpich, run with mpiexec.mpich -n 1) and src/sim/mpi/datatype/typerep.
 * For every type both print the handle, size, extent, lb, true bounds, envelope and contents,
 * MPI_Pack_size, the packed bytes of a known buffer, an unpack checksum, a partial pack,
 * MPI_Get_elements/MPI_Get_count for several byte counts (SIGFPE in MPICH shows as "F"); then
 * every predefined type, error classes and messages, and MPI_Pack's position quirk. The outputs
 * are compared line by line: every expected value comes from real MPICH.
 * DT_DUMP=<file> writes both outputs (MPICH first, then "=====", then ours) for inspection.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  DatatypeTable, DatatypeError, MPI_TYPES, MPI_DATATYPE_NULL, MPI_ORDER_C, MPI_ORDER_FORTRAN, Combiner,
  MPI_UNDEFINED, MPI_ERR_TYPE, MPI_ERR_COUNT, decodeHandle, isPredefined, type TypeMemory,
} from '../../src/sim/mpi/datatype/typerep';

// ---------------------------------------------------------------------------------------------
// The table

type Ref = string | number; // predefined name, or index of a type created earlier

type Op =
  | { op: 'contig'; count: number; old: Ref }
  | { op: 'vector'; count: number; bl: number; stride: number; old: Ref }
  | { op: 'hvector'; count: number; bl: number; stride: number; old: Ref }
  | { op: 'indexed'; bls: number[]; disps: number[]; old: Ref }
  | { op: 'hindexed'; bls: number[]; disps: number[]; old: Ref }
  | { op: 'indexed_block'; bl: number; disps: number[]; old: Ref }
  | { op: 'hindexed_block'; bl: number; disps: number[]; old: Ref }
  | { op: 'struct'; bls: number[]; disps: number[]; types: Ref[] }
  | { op: 'resized'; old: Ref; lb: number; extent: number }
  | { op: 'subarray'; sizes: number[]; subsizes: number[]; starts: number[]; order: 'C' | 'F'; old: Ref }
  | { op: 'dup'; old: Ref };

type Step =
  | { kind: 'make'; id: number; make: Op; commit: boolean }
  | { kind: 'free'; id: number }
  | { kind: 'setname'; id: number; name: string }
  | { kind: 'bulk'; n: number };

const steps: Step[] = [];
let nTypes = 0;
function mk(make: Op, commit = true): number {
  steps.push({ kind: 'make', id: nTypes, make, commit });
  return nTypes++;
}
const freeT = (id: number): void => void steps.push({ kind: 'free', id });

const tInt3 = mk({ op: 'contig', count: 3, old: 'MPI_INT' });
const tVec = mk({ op: 'vector', count: 3, bl: 2, stride: 4, old: 'MPI_DOUBLE' });
mk({ op: 'hvector', count: 2, bl: 3, stride: -20, old: 'MPI_SHORT' });
mk({ op: 'indexed', bls: [2, 0, 3, 1], disps: [5, 1, -2, 9], old: 'MPI_FLOAT' });
mk({ op: 'hindexed', bls: [1, 2], disps: [24, -40], old: 'MPI_DOUBLE_INT' });
mk({ op: 'indexed_block', bl: 2, disps: [0, 4, 8], old: 'MPI_CHAR' });
mk({ op: 'indexed_block', bl: 1, disps: [3, 0, 7], old: tInt3 });
mk({ op: 'hindexed_block', bl: 2, disps: [0, 40, 16], old: 'MPI_LONG' });
const tDC = mk({ op: 'struct', bls: [1, 1], disps: [0, 8], types: ['MPI_DOUBLE', 'MPI_CHAR'] });
mk({ op: 'struct', bls: [1, 1, 1], disps: [0, 4, 8], types: ['MPI_CHAR', 'MPI_INT', 'MPI_CHAR'] });
mk({ op: 'struct', bls: [1, 1], disps: [0, 8], types: ['MPI_INT', 'MPI_UNSIGNED'] });
mk({ op: 'struct', bls: [1, 1], disps: [0, 9], types: ['MPI_LONG', 'MPI_INT'] });
mk({ op: 'struct', bls: [2, 1, 3], disps: [0, 16, 32], types: ['MPI_SHORT', 'MPI_LONG_DOUBLE', 'MPI_CHAR'] });
mk({ op: 'struct', bls: [1, 1], disps: [0, 12], types: ['MPI_FLOAT_INT', 'MPI_CHAR'] });
mk({ op: 'struct', bls: [1, 0, 1], disps: [0, 8, 4], types: ['MPI_INT', 'MPI_LONG_DOUBLE', 'MPI_CHAR'] });
const tDbl1 = mk({ op: 'contig', count: 1, old: 'MPI_DOUBLE' });
mk({ op: 'struct', bls: [1, 1], disps: [0, 9], types: ['MPI_DOUBLE', tDbl1] });
mk({ op: 'struct', bls: [1, 1], disps: [0, 9], types: ['MPI_DOUBLE', 'MPI_INT64_T'] });
mk({ op: 'resized', old: tDC, lb: -4, extent: 24 });
mk({ op: 'resized', old: 'MPI_INT', lb: 0, extent: 8 });
const tNeg = mk({ op: 'resized', old: 'MPI_INT', lb: 8, extent: -4 });
mk({ op: 'contig', count: 3, old: tNeg });
mk({ op: 'vector', count: 2, bl: 2, stride: -3, old: tNeg });
const tSubC = mk({ op: 'subarray', sizes: [4, 5], subsizes: [2, 3], starts: [1, 1], order: 'C', old: 'MPI_INT' });
mk({ op: 'subarray', sizes: [4, 5], subsizes: [2, 3], starts: [1, 1], order: 'F', old: 'MPI_INT' });
mk({ op: 'subarray', sizes: [3, 4, 5], subsizes: [2, 2, 2], starts: [1, 0, 2], order: 'C', old: 'MPI_DOUBLE' });
mk({ op: 'subarray', sizes: [3, 4, 5], subsizes: [2, 2, 2], starts: [1, 0, 2], order: 'F', old: 'MPI_SHORT' });
mk({ op: 'subarray', sizes: [10], subsizes: [4], starts: [3], order: 'C', old: tDC });
mk({ op: 'subarray', sizes: [4, 4], subsizes: [4, 4], starts: [0, 0], order: 'C', old: 'MPI_CHAR' });
mk({ op: 'subarray', sizes: [2, 3, 2, 2], subsizes: [1, 2, 1, 2], starts: [1, 1, 1, 0], order: 'F', old: 'MPI_INT' });
mk({ op: 'dup', old: 'MPI_INT' });
mk({ op: 'dup', old: tVec });
mk({ op: 'dup', old: 'MPI_DOUBLE_INT' });
mk({ op: 'contig', count: 0, old: 'MPI_INT' });
mk({ op: 'vector', count: 2, bl: 0, stride: 3, old: 'MPI_INT' });
mk({ op: 'contig', count: 2, old: 'MPI_2INT' });
mk({ op: 'contig', count: 2, old: 'MPI_DOUBLE_INT' });
mk({ op: 'contig', count: 3, old: 'MPI_FLOAT_INT' });
mk({ op: 'contig', count: 2, old: 'MPI_SHORT_INT' });
mk({ op: 'struct', bls: [1, 1], disps: [0, 4], types: ['MPI_INT', 'MPI_FLOAT'] });
mk({ op: 'struct', bls: [1, 1, 1], disps: [-8, 0, 16], types: ['MPI_LB', 'MPI_INT', 'MPI_UB'] });
const tNest = mk({ op: 'struct', bls: [1, 2], disps: [0, 16], types: [tInt3, 'MPI_DOUBLE'] });
mk({ op: 'vector', count: 2, bl: 1, stride: 3, old: tDC });
mk({ op: 'hvector', count: 3, bl: 1, stride: 100, old: tSubC });
mk({ op: 'contig', count: 2, old: tNest });
mk({ op: 'struct', bls: [2, 1], disps: [0, 40], types: [tNest, 'MPI_SHORT_INT'] });
mk({ op: 'indexed', bls: [0, 0], disps: [1, 2], old: 'MPI_INT' });
mk({ op: 'struct', bls: [], disps: [], types: [] });
mk({ op: 'contig', count: 4, old: 'MPIX_C_FLOAT16' });
mk({ op: 'struct', bls: [1], disps: [0], types: [tVec] });
mk({ op: 'resized', old: 'MPI_DOUBLE', lb: 0, extent: 8 });
mk({ op: 'hindexed', bls: [3, 1, 2], disps: [0, 12, 16], old: 'MPI_INT' });
mk({ op: 'indexed', bls: [1, 1, 1], disps: [0, 1, 2], old: tDC });
mk({ op: 'hindexed_block', bl: 1, disps: [0], old: tDC });
mk({ op: 'struct', bls: [1, 1, 1], disps: [0, 8, 24], types: ['MPI_C_DOUBLE_COMPLEX', 'MPI_WCHAR', 'MPI_C_BOOL'] });
// reference counting: a type freed by the program lives on inside another type
const tInner = mk({ op: 'vector', count: 2, bl: 1, stride: 2, old: 'MPI_INT' });
const tOuter = mk({ op: 'contig', count: 2, old: tInner });
freeT(tInner);
mk({ op: 'contig', count: 5, old: 'MPI_CHAR' });
mk({ op: 'contig', count: 6, old: 'MPI_CHAR' });
freeT(tOuter);
mk({ op: 'contig', count: 7, old: 'MPI_CHAR' });
mk({ op: 'contig', count: 8, old: 'MPI_CHAR' });
mk({ op: 'contig', count: 9, old: 'MPI_CHAR' });
freeT(tVec);
const tUncommitted = mk({ op: 'contig', count: 2, old: 'MPI_INT' }, false);
steps.push({ kind: 'setname', id: tInt3, name: 'three ints' });
steps.push({ kind: 'setname', id: tUncommitted, name: 'x'.repeat(140) });
steps.push({ kind: 'bulk', n: 1030 });
mk({ op: 'subarray', sizes: [6], subsizes: [2], starts: [4], order: 'F', old: 'MPI_LONG' });
mk({ op: 'dup', old: tSubC });

/** predefined types reported one by one (aliases and MPI_INTEGER16 = MPI_DATATYPE_NULL left out) */
const PREDEF = Object.keys(MPI_TYPES).filter((n) => n !== 'MPI_LONG_LONG' && n !== 'MPI_C_COMPLEX' && n !== 'MPI_INTEGER16');

// ---------------------------------------------------------------------------------------------
// Error cases: a C statement setting err, and the same call on the module

interface ErrCase { name: string; c: string; ts: (t: DatatypeTable, T: number[]) => unknown }
const X = MPI_TYPES;
const errCases: ErrCase[] = [
  { name: 'contig-neg', c: 'err = MPI_Type_contiguous(-1, MPI_INT, &tmp);', ts: (t) => t.contiguous(-1, X.MPI_INT) },
  { name: 'contig-null', c: 'err = MPI_Type_contiguous(1, MPI_DATATYPE_NULL, &tmp);', ts: (t) => t.contiguous(1, MPI_DATATYPE_NULL) },
  { name: 'contig-bad', c: 'err = MPI_Type_contiguous(1, (MPI_Datatype)12345, &tmp);', ts: (t) => t.contiguous(1, 12345) },
  { name: 'vector-negbl', c: 'err = MPI_Type_vector(2, -1, 3, MPI_INT, &tmp);', ts: (t) => t.vector(2, -1, 3, X.MPI_INT) },
  { name: 'vector-negcount', c: 'err = MPI_Type_vector(-3, 1, 3, MPI_INT, &tmp);', ts: (t) => t.vector(-3, 1, 3, X.MPI_INT) },
  { name: 'indexed-negbl', c: '{ int b[2] = {1, -1}, d[2] = {0, 4}; err = MPI_Type_indexed(2, b, d, MPI_INT, &tmp); }', ts: (t) => t.indexed(2, [1, -1], [0, 4], X.MPI_INT) },
  { name: 'struct-null', c: '{ int b[2] = {1, 1}; MPI_Aint d[2] = {0, 8}; MPI_Datatype ty[2] = {MPI_INT, MPI_DATATYPE_NULL}; err = MPI_Type_create_struct(2, b, d, ty, &tmp); }', ts: (t) => t.createStruct(2, [1, 1], [0, 8], [X.MPI_INT, MPI_DATATYPE_NULL]) },
  { name: 'struct-negbl', c: '{ int b[2] = {1, -2}; MPI_Aint d[2] = {0, 8}; MPI_Datatype ty[2] = {MPI_INT, MPI_INT}; err = MPI_Type_create_struct(2, b, d, ty, &tmp); }', ts: (t) => t.createStruct(2, [1, -2], [0, 8], [X.MPI_INT, X.MPI_INT]) },
  { name: 'struct-negcount', c: '{ int b[1] = {1}; MPI_Aint d[1] = {0}; MPI_Datatype ty[1] = {MPI_INT}; err = MPI_Type_create_struct(-1, b, d, ty, &tmp); }', ts: (t) => t.createStruct(-1, [], [], []) },
  { name: 'hblock-negbl', c: '{ MPI_Aint d[2] = {0, 8}; err = MPI_Type_create_hindexed_block(2, -1, d, MPI_INT, &tmp); }', ts: (t) => t.hindexedBlock(2, -1, [0, 8], X.MPI_INT) },
  { name: 'resized-null', c: 'err = MPI_Type_create_resized(MPI_DATATYPE_NULL, 0, 8, &tmp);', ts: (t) => t.createResized(MPI_DATATYPE_NULL, 0, 8) },
  { name: 'subarray-order', c: '{ int s[2] = {4, 4}, ss[2] = {2, 2}, st[2] = {0, 0}; err = MPI_Type_create_subarray(2, s, ss, st, 99, MPI_INT, &tmp); }', ts: (t) => t.createSubarray(2, [4, 4], [2, 2], [0, 0], 99, X.MPI_INT) },
  { name: 'subarray-negstart', c: '{ int s[2] = {4, 4}, ss[2] = {2, 2}, st[2] = {-1, 0}; err = MPI_Type_create_subarray(2, s, ss, st, MPI_ORDER_C, MPI_INT, &tmp); }', ts: (t) => t.createSubarray(2, [4, 4], [2, 2], [-1, 0], MPI_ORDER_C, X.MPI_INT) },
  { name: 'subarray-negndims', c: '{ int s[1] = {4}, ss[1] = {2}, st[1] = {0}; err = MPI_Type_create_subarray(-1, s, ss, st, MPI_ORDER_C, MPI_INT, &tmp); }', ts: (t) => t.createSubarray(-1, [4], [2], [0], MPI_ORDER_C, X.MPI_INT) },
  { name: 'subarray-null', c: '{ int s[1] = {4}, ss[1] = {2}, st[1] = {0}; err = MPI_Type_create_subarray(1, s, ss, st, MPI_ORDER_C, MPI_DATATYPE_NULL, &tmp); }', ts: (t) => t.createSubarray(1, [4], [2], [0], MPI_ORDER_C, MPI_DATATYPE_NULL) },
  { name: 'free-predefined', c: 'tmp = MPI_INT; err = MPI_Type_free(&tmp);', ts: (t) => t.free(X.MPI_INT) },
  { name: 'free-pair', c: 'tmp = MPI_DOUBLE_INT; err = MPI_Type_free(&tmp);', ts: (t) => t.free(X.MPI_DOUBLE_INT) },
  { name: 'free-null', c: 'tmp = MPI_DATATYPE_NULL; err = MPI_Type_free(&tmp);', ts: (t) => t.free(MPI_DATATYPE_NULL) },
  { name: 'contents-predefined', c: '{ int i[1]; MPI_Aint a[1]; MPI_Datatype d[1]; err = MPI_Type_get_contents(MPI_INT, 1, 1, 1, i, a, d); }', ts: (t) => t.getContents(X.MPI_INT) },
  { name: 'contents-short', c: `{ int i[1]; MPI_Aint a[1]; MPI_Datatype d[1]; err = MPI_Type_get_contents(T[${tDC}], 1, 1, 1, i, a, d); }`, ts: (t, T) => t.getContents(T[tDC], 1, 1, 1) },
  { name: 'pack-uncommitted', c: `{ int pos = 0; err = MPI_Pack(src, 1, T[${tUncommitted}], pk, 100, &pos, MPI_COMM_WORLD); }`, ts: (t, T) => t.pack(mem, SRC, 1, T[tUncommitted], PK, 100, 0) },
  { name: 'unpack-uncommitted', c: `{ int pos = 0; err = MPI_Unpack(pk, 100, &pos, dst, 1, T[${tUncommitted}], MPI_COMM_WORLD); }`, ts: (t, T) => t.unpack(mem, PK, 100, 0, DST, 1, T[tUncommitted]) },
  { name: 'packsize-uncommitted', c: `{ int s; err = MPI_Pack_size(1, T[${tUncommitted}], MPI_COMM_WORLD, &s); }`, ts: (t, T) => t.packSize(1, T[tUncommitted]) },
  { name: 'elements-uncommitted', c: `{ MPI_Status st; int c; MPI_Status_set_elements(&st, MPI_BYTE, 8); err = MPI_Get_elements(&st, T[${tUncommitted}], &c); }`, ts: (t, T) => t.elementsFor(T[tUncommitted], 8) },
  { name: 'count-uncommitted', c: `{ MPI_Status st; int c; MPI_Status_set_elements(&st, MPI_BYTE, 8); err = MPI_Get_count(&st, T[${tUncommitted}], &c); }`, ts: (t, T) => t.countFor(T[tUncommitted], 8) },
  { name: 'count-null', c: '{ MPI_Status st; int c; MPI_Status_set_elements(&st, MPI_BYTE, 8); err = MPI_Get_count(&st, MPI_DATATYPE_NULL, &c); }', ts: (t) => t.countFor(MPI_DATATYPE_NULL, 8) },
  { name: 'pack-negcount', c: '{ int pos = 0; err = MPI_Pack(src, -1, MPI_INT, pk, 100, &pos, MPI_COMM_WORLD); }', ts: (t) => t.pack(mem, SRC, -1, X.MPI_INT, PK, 100, 0) },
  { name: 'unpack-negcount', c: '{ int pos = 0; err = MPI_Unpack(pk, 100, &pos, dst, -1, MPI_INT, MPI_COMM_WORLD); }', ts: (t) => t.unpack(mem, PK, 100, 0, DST, -1, X.MPI_INT) },
  { name: 'packsize-negcount', c: '{ int s; err = MPI_Pack_size(-1, MPI_INT, MPI_COMM_WORLD, &s); }', ts: (t) => t.packSize(-1, X.MPI_INT) },
  { name: 'pack-null', c: '{ int pos = 0; err = MPI_Pack(src, 1, MPI_DATATYPE_NULL, pk, 100, &pos, MPI_COMM_WORLD); }', ts: (t) => t.pack(mem, SRC, 1, MPI_DATATYPE_NULL, PK, 100, 0) },
  { name: 'setname-null', c: 'err = MPI_Type_set_name(MPI_DATATYPE_NULL, "x");', ts: (t) => t.setName(MPI_DATATYPE_NULL, 'x') },
  { name: 'getname-null', c: '{ char n[MPI_MAX_OBJECT_NAME]; int l; err = MPI_Type_get_name(MPI_DATATYPE_NULL, n, &l); }', ts: (t) => t.getName(MPI_DATATYPE_NULL) },
  { name: 'extent-null', c: '{ MPI_Aint a, b; err = MPI_Type_get_extent(MPI_DATATYPE_NULL, &a, &b); }', ts: (t) => t.getExtent(MPI_DATATYPE_NULL) },
  { name: 'trueextent-null', c: '{ MPI_Aint a, b; err = MPI_Type_get_true_extent(MPI_DATATYPE_NULL, &a, &b); }', ts: (t) => t.getTrueExtent(MPI_DATATYPE_NULL) },
  { name: 'size-null', c: '{ int s; err = MPI_Type_size(MPI_DATATYPE_NULL, &s); }', ts: (t) => t.size(MPI_DATATYPE_NULL) },
  { name: 'envelope-null', c: '{ int a, b, c, d; err = MPI_Type_get_envelope(MPI_DATATYPE_NULL, &a, &b, &c, &d); }', ts: (t) => t.getEnvelope(MPI_DATATYPE_NULL) },
  { name: 'commit-null', c: 'tmp = MPI_DATATYPE_NULL; err = MPI_Type_commit(&tmp);', ts: (t) => t.commit(MPI_DATATYPE_NULL) },
  { name: 'commit-predefined', c: 'tmp = MPI_INT; err = MPI_Type_commit(&tmp);', ts: (t) => t.commit(X.MPI_INT) },
  { name: 'dup-null', c: 'err = MPI_Type_dup(MPI_DATATYPE_NULL, &tmp);', ts: (t) => t.dup(MPI_DATATYPE_NULL) },
];

/** types whose MPICH error-stack rendering (dtype=...) is compared with errorName() */
const errNameTypes: Ref[] = ['MPI_INT', 'MPI_INT8_T', 'MPI_DOUBLE_INT', 'MPI_LONG_LONG_INT', 'MPI_C_BOOL', tInt3, tDC, tSubC, tNest, tNeg];

// ---------------------------------------------------------------------------------------------
// The C program

const BASE = 16384;
const BUF = 65536;

function cRef(r: Ref): string {
  return typeof r === 'string' ? r : `T[${r}]`;
}
const cInts = (a: number[]): string => `{${a.length ? a.join(', ') : '0'}}`;

function cMake(id: number, m: Op): string {
  const out = `&T[${id}]`;
  switch (m.op) {
    case 'contig': return `MPI_Type_contiguous(${m.count}, ${cRef(m.old)}, ${out});`;
    case 'vector': return `MPI_Type_vector(${m.count}, ${m.bl}, ${m.stride}, ${cRef(m.old)}, ${out});`;
    case 'hvector': return `MPI_Type_create_hvector(${m.count}, ${m.bl}, ${m.stride}, ${cRef(m.old)}, ${out});`;
    case 'indexed': return `{ int b[] = ${cInts(m.bls)}, d[] = ${cInts(m.disps)}; MPI_Type_indexed(${m.bls.length}, b, d, ${cRef(m.old)}, ${out}); }`;
    case 'hindexed': return `{ int b[] = ${cInts(m.bls)}; MPI_Aint d[] = ${cInts(m.disps)}; MPI_Type_create_hindexed(${m.bls.length}, b, d, ${cRef(m.old)}, ${out}); }`;
    case 'indexed_block': return `{ int d[] = ${cInts(m.disps)}; MPI_Type_create_indexed_block(${m.disps.length}, ${m.bl}, d, ${cRef(m.old)}, ${out}); }`;
    case 'hindexed_block': return `{ MPI_Aint d[] = ${cInts(m.disps)}; MPI_Type_create_hindexed_block(${m.disps.length}, ${m.bl}, d, ${cRef(m.old)}, ${out}); }`;
    case 'struct': return `{ int b[] = ${cInts(m.bls)}; MPI_Aint d[] = ${cInts(m.disps)}; MPI_Datatype ty[] = {${m.types.length ? m.types.map(cRef).join(', ') : 'MPI_INT'}}; MPI_Type_create_struct(${m.bls.length}, b, d, ty, ${out}); }`;
    case 'resized': return `MPI_Type_create_resized(${cRef(m.old)}, ${m.lb}, ${m.extent}, ${out});`;
    case 'subarray': return `{ int s[] = ${cInts(m.sizes)}, ss[] = ${cInts(m.subsizes)}, st[] = ${cInts(m.starts)}; MPI_Type_create_subarray(${m.sizes.length}, s, ss, st, ${m.order === 'C' ? 'MPI_ORDER_C' : 'MPI_ORDER_FORTRAN'}, ${cRef(m.old)}, ${out}); }`;
    case 'dup': return `MPI_Type_dup(${cRef(m.old)}, ${out});`;
  }
}

function cProgram(): string {
  const body: string[] = [];
  for (const s of steps) {
    if (s.kind === 'make') {
      body.push(cMake(s.id, s.make));
      if (s.commit) body.push(`MPI_Type_commit(&T[${s.id}]);`);
      body.push(`report("T${s.id}", T[${s.id}], ${s.commit ? 1 : 0});`);
    } else if (s.kind === 'free') {
      body.push(`MPI_Type_free(&T[${s.id}]);`);
    } else if (s.kind === 'setname') {
      body.push(`MPI_Type_set_name(T[${s.id}], "${s.name}"); report("T${s.id}", T[${s.id}], 0);`);
    } else {
      body.push(`{ static MPI_Datatype B[${s.n}]; for (int i = 0; i < ${s.n}; i++) MPI_Type_contiguous(1, MPI_INT, &B[i]);
        printf("B first=%x last=%x\\n", (unsigned)B[0], (unsigned)B[${s.n - 1}]);
        for (int i = 0; i < ${s.n}; i++) MPI_Type_free(&B[i]); }`);
    }
  }
  for (const n of PREDEF) body.push(`report("P ${n}", ${n}, 1);`);
  for (const e of errCases) body.push(`{ int err; MPI_Datatype tmp; ${e.c} perr("${e.name}", err); }`);
  for (const r of errNameTypes) {
    body.push(`{ int pos = 0; int err = MPI_Pack(src, -1, ${cRef(r)}, pk, 100, &pos, MPI_COMM_WORLD); pfirst("${typeof r === 'string' ? r : 'T' + r}", err); }`);
  }
  body.push('{ int v[2] = {11, 22}; int pos = 8; MPI_Pack(v, 2, MPI_INT, pk, 12, &pos, MPI_COMM_WORLD); printf("Q pack pos=%d\\n", pos); }');
  body.push('{ int v[4]; int pos = 8; memset(pk, 5, 64); MPI_Unpack(pk, 12, &pos, v, 4, MPI_INT, MPI_COMM_WORLD); printf("Q unpack pos=%d\\n", pos); }');
  return `#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include <signal.h>
#include <setjmp.h>
static MPI_Datatype T[${nTypes}];
static unsigned char src[${BUF}], pk[${BUF}], dst[${BUF}];
static sigjmp_buf jb;
static void on_fpe(int s) { (void)s; siglongjmp(jb, 1); }
static unsigned hash(const unsigned char *p, int n) { unsigned h = 2166136261u; for (int i = 0; i < n; i++) { h ^= p[i]; h *= 16777619u; } return h; }
static void hex(const unsigned char *p, int n) { for (int i = 0; i < n; i++) printf("%02x", p[i]); }
static void report(const char *tag, MPI_Datatype t, int full) {
  int sz, ni, na, nd, comb, len; MPI_Aint lb, ext, tlb, text; char name[MPI_MAX_OBJECT_NAME];
  MPI_Type_size(t, &sz); MPI_Type_get_extent(t, &lb, &ext); MPI_Type_get_true_extent(t, &tlb, &text);
  MPI_Type_get_envelope(t, &ni, &na, &nd, &comb); MPI_Type_get_name(t, name, &len);
  printf("%s h=%x size=%d lb=%ld ext=%ld tlb=%ld text=%ld name='%s':%d env=%d,%d,%d,%d", tag, (unsigned)t, sz, (long)lb, (long)ext, (long)tlb, (long)text, name, len, ni, na, nd, comb);
  if (comb != MPI_COMBINER_NAMED) {
    int ints[256]; MPI_Aint aints[256]; MPI_Datatype types[256];
    MPI_Type_get_contents(t, 256, 256, 256, ints, aints, types);
    printf(" ints="); for (int i = 0; i < ni; i++) printf("%s%d", i ? "," : "", ints[i]);
    printf(" aints="); for (int i = 0; i < na; i++) printf("%s%ld", i ? "," : "", (long)aints[i]);
    printf(" types="); for (int i = 0; i < nd; i++) printf("%s%x", i ? "," : "", (unsigned)types[i]);
    for (int i = 0; i < nd; i++) { int a, b, c, k; MPI_Type_get_envelope(types[i], &a, &b, &c, &k); if (k != MPI_COMBINER_NAMED) MPI_Type_free(&types[i]); }
  }
  if (full) {
    int ps[3], pos = 0, pos2 = 0;
    for (int c = 1; c <= 3; c++) MPI_Pack_size(c, t, MPI_COMM_WORLD, &ps[c - 1]);
    printf(" ps=%d,%d,%d", ps[0], ps[1], ps[2]);
    memset(pk, 0, sizeof pk);
    MPI_Pack(src + ${BASE}, 2, t, pk, ${BUF}, &pos, MPI_COMM_WORLD);
    printf(" pk=%d:", pos); hex(pk, pos);
    memset(dst, 0, sizeof dst);
    if (sigsetjmp(jb, 1) == 0) { MPI_Unpack(pk, pos, &pos2, dst + ${BASE}, 2, t, MPI_COMM_WORLD); printf(" up=%d:%08x", pos2, hash(dst, ${BUF})); }
    else printf(" up=F");
    pos = 0; memset(pk, 0, sizeof pk);
    MPI_Pack(src + ${BASE}, 2, t, pk, (3 * sz) / 2, &pos, MPI_COMM_WORLD);
    printf(" pp=%d:", pos); hex(pk, pos);
    int bl[9] = {0, 1, sz / 2, sz - 1, sz, sz + 1, 2 * sz - 1, 2 * sz, 3 * sz + 1};
    printf(" el=");
    for (int i = 0; i < 9; i++) {
      int dup = bl[i] < 0; for (int j = 0; j < i; j++) if (bl[j] == bl[i]) dup = 1;
      if (dup) continue;
      MPI_Status st; int e, c; MPI_Status_set_elements(&st, MPI_BYTE, bl[i]);
      MPI_Get_count(&st, t, &c);
      if (sigsetjmp(jb, 1) == 0) { MPI_Get_elements(&st, t, &e); printf("%d:%d:%d;", bl[i], e, c); }
      else printf("%d:F:%d;", bl[i], c);
    }
  }
  printf("\\n");
}
static void perr(const char *name, int err) {
  if (err == MPI_SUCCESS) { printf("E %s OK\\n", name); return; }
  char s[MPI_MAX_ERROR_STRING]; int len, cls; MPI_Error_class(err, &cls); MPI_Error_string(err, s, &len);
  char *last = strrchr(s, '\\n'); last = last ? last + 1 : s;
  printf("E %s class=%d last=%s\\n", name, cls, last);
}
static void pfirst(const char *name, int err) {
  char s[MPI_MAX_ERROR_STRING]; int len; MPI_Error_string(err, s, &len);
  char *a = strstr(s, "incount=-1, "), *b = a ? strstr(a, ", outbuf=") : 0;
  if (a && b) { *b = 0; printf("D %s %s\\n", name, a + 12); } else printf("D %s ?\\n", name);
}
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  MPI_Comm_set_errhandler(MPI_COMM_SELF, MPI_ERRORS_RETURN);
  signal(SIGFPE, on_fpe);
  for (int i = 0; i < ${BUF}; i++) src[i] = (unsigned char)(i * 7 + 3);
  ${body.join('\n  ')}
  MPI_Finalize();
  return 0;
}
`;
}

function runMpich(source: string): string[] {
  const which = spawnSync('sh', ['-c', 'command -v mpicc.mpich && command -v mpiexec.mpich'], { encoding: 'utf8' });
  if (which.status !== 0) {
    assert.fail('mpicc.mpich/mpiexec.mpich not found: install MPICH (apt-get install mpich) — these tests compare with real MPICH');
  }
  const dir = mkdtempSync(join(tmpdir(), 'mpisim-dt-'));
  try {
    writeFileSync(join(dir, 'types.c'), source);
    const cc = spawnSync('mpicc.mpich', ['-O0', '-w', '-o', join(dir, 'types'), join(dir, 'types.c')], { encoding: 'utf8' });
    assert.equal(cc.status, 0, `mpicc.mpich failed:\n${cc.stderr}`);
    const run = spawnSync('mpiexec.mpich', ['-n', '1', join(dir, 'types')], { encoding: 'utf8', timeout: 60000, maxBuffer: 64 << 20 });
    assert.equal(run.status, 0, `mpiexec.mpich failed:\n${run.stderr}\n${run.stdout.slice(-2000)}`);
    return run.stdout.split('\n').filter((l) => l.length > 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The same table on the module

const SRC = 0x100000, PK = 0x200000, DST = 0x300000;

class FakeMem implements TypeMemory {
  readonly regions = new Map<number, Uint8Array>([[SRC, new Uint8Array(BUF)], [PK, new Uint8Array(BUF)], [DST, new Uint8Array(BUF)]]);
  private at(addr: number, n: number): [Uint8Array, number] {
    for (const [base, buf] of this.regions) {
      if (addr >= base && addr + n <= base + buf.length) return [buf, addr - base];
    }
    throw new Error(`fault at 0x${addr.toString(16)} (+${n})`);
  }
  read(addr: number, n: number): Uint8Array {
    const [b, o] = this.at(addr, n);
    return b.subarray(o, o + n);
  }
  write(addr: number, bytes: Uint8Array): void {
    const [b, o] = this.at(addr, bytes.length);
    b.set(bytes, o);
  }
  region(base: number): Uint8Array {
    return this.regions.get(base)!;
  }
}

const mem = new FakeMem();
for (let i = 0; i < BUF; i++) mem.region(SRC)[i] = (i * 7 + 3) & 0xff;

function fnv(p: Uint8Array): string {
  let h = 2166136261;
  for (let i = 0; i < p.length; i++) {
    h ^= p[i];
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}
const hexOf = (b: Uint8Array): string => Buffer.from(b).toString('hex');

function tsReport(t: DatatypeTable, tag: string, h: number, full: boolean): string {
  const sz = t.size(h);
  const { lb, extent } = t.getExtent(h);
  const te = t.getTrueExtent(h);
  const env = t.getEnvelope(h);
  const name = t.getName(h);
  let s = `${tag} h=${(h >>> 0).toString(16)} size=${sz} lb=${lb} ext=${extent} tlb=${te.lb} text=${te.extent} name='${name}':${name.length} env=${env.numIntegers},${env.numAddresses},${env.numDatatypes},${env.combiner}`;
  if (env.combiner !== Combiner.NAMED) {
    const c = t.getContents(h, 256, 256, 256);
    s += ` ints=${c.integers.join(',')} aints=${c.addresses.join(',')} types=${c.datatypes.map((x) => (x >>> 0).toString(16)).join(',')}`;
    for (const x of c.datatypes) if (t.getEnvelope(x).combiner !== Combiner.NAMED) t.free(x);
  }
  if (full) {
    s += ` ps=${[1, 2, 3].map((c) => t.packSize(c, h)).join(',')}`;
    mem.region(PK).fill(0);
    const pos = t.pack(mem, SRC + BASE, 2, h, PK, BUF, 0);
    s += ` pk=${pos}:${hexOf(mem.region(PK).subarray(0, pos))}`;
    mem.region(DST).fill(0);
    try {
      const pos2 = t.unpack(mem, PK, pos, 0, DST + BASE, 2, h);
      s += ` up=${pos2}:${fnv(mem.region(DST))}`;
    } catch (e) {
      if (!(e instanceof DatatypeError && e.fatal)) throw e;
      s += ' up=F';
    }
    mem.region(PK).fill(0);
    const pp = t.pack(mem, SRC + BASE, 2, h, PK, Math.trunc((3 * sz) / 2), 0);
    s += ` pp=${pp}:${hexOf(mem.region(PK).subarray(0, pp))}`;
    s += ' el=';
    const bl = [0, 1, Math.trunc(sz / 2), sz - 1, sz, sz + 1, 2 * sz - 1, 2 * sz, 3 * sz + 1];
    bl.forEach((b, i) => {
      if (b < 0 || bl.slice(0, i).includes(b)) return;
      const c = t.countFor(h, b);
      let e: string;
      try {
        e = String(t.elementsFor(h, b));
      } catch (err) {
        if (!(err instanceof DatatypeError && err.fatal)) throw err;
        e = 'F';
      }
      s += `${b}:${e}:${c};`;
    });
  }
  return s;
}

function tsRun(): string[] {
  const t = new DatatypeTable();
  const T: number[] = [];
  const R = (r: Ref): number => (typeof r === 'string' ? MPI_TYPES[r] : T[r]);
  const out: string[] = [];
  for (const s of steps) {
    if (s.kind === 'make') {
      const m = s.make;
      let h: number;
      switch (m.op) {
        case 'contig': h = t.contiguous(m.count, R(m.old)); break;
        case 'vector': h = t.vector(m.count, m.bl, m.stride, R(m.old)); break;
        case 'hvector': h = t.hvector(m.count, m.bl, m.stride, R(m.old)); break;
        case 'indexed': h = t.indexed(m.bls.length, m.bls, m.disps, R(m.old)); break;
        case 'hindexed': h = t.hindexed(m.bls.length, m.bls, m.disps, R(m.old)); break;
        case 'indexed_block': h = t.indexedBlock(m.disps.length, m.bl, m.disps, R(m.old)); break;
        case 'hindexed_block': h = t.hindexedBlock(m.disps.length, m.bl, m.disps, R(m.old)); break;
        case 'struct': h = t.createStruct(m.bls.length, m.bls, m.disps, m.types.map(R)); break;
        case 'resized': h = t.createResized(R(m.old), m.lb, m.extent); break;
        case 'subarray': h = t.createSubarray(m.sizes.length, m.sizes, m.subsizes, m.starts, m.order === 'C' ? MPI_ORDER_C : MPI_ORDER_FORTRAN, R(m.old)); break;
        case 'dup': h = t.dup(R(m.old)); break;
      }
      T[s.id] = h;
      if (s.commit) t.commit(h);
      out.push(tsReport(t, `T${s.id}`, h, s.commit));
    } else if (s.kind === 'free') {
      t.free(T[s.id]);
    } else if (s.kind === 'setname') {
      t.setName(T[s.id], s.name);
      out.push(tsReport(t, `T${s.id}`, T[s.id], false));
    } else {
      const B: number[] = [];
      for (let i = 0; i < s.n; i++) B.push(t.contiguous(1, MPI_TYPES.MPI_INT));
      out.push(`B first=${B[0].toString(16)} last=${B[s.n - 1].toString(16)}`);
      for (const b of B) t.free(b);
    }
  }
  for (const n of PREDEF) out.push(tsReport(t, `P ${n}`, MPI_TYPES[n], true));
  for (const e of errCases) {
    try {
      e.ts(t, T);
      out.push(`E ${e.name} OK`);
    } catch (err) {
      if (!(err instanceof DatatypeError)) throw err;
      out.push(`E ${e.name} class=${err.errorClass} msg=${err.detail}`);
    }
  }
  for (const r of errNameTypes) out.push(`D ${typeof r === 'string' ? r : 'T' + r} ${t.errorName(R(r))}`);
  {
    mem.region(SRC).set(new Uint8Array(new Int32Array([11, 22]).buffer), 0);
    out.push(`Q pack pos=${t.pack(mem, SRC, 2, MPI_TYPES.MPI_INT, PK, 12, 8)}`);
    out.push(`Q unpack pos=${t.unpack(mem, PK, 12, 8, DST, 4, MPI_TYPES.MPI_INT)}`);
  }
  return out;
}

/** MPICH prints the whole stack line; keep the message after "function(line): ". */
function normalizeMpich(line: string): string {
  const m = /^E (\S+) class=(\d+) last=(.*)$/.exec(line);
  if (!m) return line;
  return `E ${m[1]} class=${m[2]} msg=${m[3].replace(/^[A-Za-z_]+\(\d+\)\.*: /, '').trim()}`;
}

// ---------------------------------------------------------------------------------------------

test('datatypes behave as in real MPICH 4.0.2 (generated C program, line by line)', () => {
  const expected = runMpich(cProgram()).map(normalizeMpich);
  const actual = tsRun();
  if (process.env.DT_DUMP) writeFileSync(process.env.DT_DUMP, [...expected, '=====', ...actual].join('\n'));
  const n = Math.max(expected.length, actual.length);
  const diffs: string[] = [];
  for (let i = 0; i < n; i++) {
    if (expected[i] !== actual[i]) diffs.push(`line ${i + 1}\n  mpich:  ${expected[i]}\n  mpisim: ${actual[i]}`);
  }
  assert.equal(diffs.length, 0, `${diffs.length} of ${n} lines differ:\n${diffs.slice(0, 12).join('\n')}`);
});

test('typemap, signature, describe', () => {
  const t = new DatatypeTable();
  const v = t.vector(3, 2, 4, MPI_TYPES.MPI_DOUBLE);
  assert.equal(t.describe(v), 'MPI_Type_vector(count=3, blocklength=2, stride=4, MPI_DOUBLE), size 48, extent 80, not committed');
  t.commit(v);
  assert.deepEqual(t.typemap(v).map((e) => e.disp), [0, 8, 32, 40, 64, 72]);
  assert.equal(t.typemapText(v, 1, 3), '{(MPI_DOUBLE,0), (MPI_DOUBLE,8), (MPI_DOUBLE,32), ... 3 more}');
  assert.deepEqual(t.signatureRle(v, 2), [[MPI_TYPES.MPI_DOUBLE, 12]]);
  const s = t.createStruct(2, [1, 2], [0, 8], [MPI_TYPES.MPI_DOUBLE_INT, MPI_TYPES.MPI_CHAR]);
  assert.deepEqual(t.signature(s), [MPI_TYPES.MPI_DOUBLE, MPI_TYPES.MPI_INT, MPI_TYPES.MPI_CHAR, MPI_TYPES.MPI_CHAR]);
  assert.deepEqual(t.typemap(s), [
    { disp: 0, type: MPI_TYPES.MPI_DOUBLE }, { disp: 8, type: MPI_TYPES.MPI_INT },
    { disp: 8, type: MPI_TYPES.MPI_CHAR }, { disp: 9, type: MPI_TYPES.MPI_CHAR },
  ]);
  assert.match(t.describe(MPI_TYPES.MPI_DOUBLE_INT), /^MPI_DOUBLE_INT \(struct \{double; int\}\), size 12, extent 16, true_lb 0, true_extent 12$/);
  t.setName(v, 'halo');
  assert.match(t.describe(v), /^"halo" = MPI_Type_vector/);
  assert.equal(t.errorName(v), 'dtype=USER<vector>');
  assert.equal(t.errorName(12345), 'INVALID DATATYPE');
  assert.deepEqual(decodeHandle(0xcc001002), { kind: 'indirect', mpiKind: 3, block: 1, index: 2 });
  assert.ok(isPredefined(MPI_TYPES.MPI_LONG_DOUBLE_INT) && !isPredefined(v));
  assert.equal(t.countFor(v, 47), MPI_UNDEFINED);
});

test('reference counts, freed handles, save/restore', () => {
  const t = new DatatypeTable();
  const a = t.contiguous(2, MPI_TYPES.MPI_INT);
  assert.equal(a, 0x8c000005);
  const b = t.vector(2, 1, 3, a);
  t.free(a);
  assert.throws(() => t.size(a), (e: unknown) => e instanceof DatatypeError && e.errorClass === MPI_ERR_TYPE);
  assert.equal(t.list().find((x) => x.handle === a)?.freedByUser, true);
  const snap = t.save();
  const c = t.contiguous(1, MPI_TYPES.MPI_INT);
  assert.equal(c, 0x8c000007);
  t.free(b); // releases a too: b's handle is reused first, then a's
  assert.equal(t.contiguous(1, MPI_TYPES.MPI_INT), b);
  assert.equal(t.contiguous(1, MPI_TYPES.MPI_INT), a);
  t.restore(snap);
  assert.equal(t.contiguous(1, MPI_TYPES.MPI_INT), 0x8c000007);
  assert.equal(t.size(b), 16);
  // a pending request keeps the type alive after MPI_Type_free
  t.commit(b);
  t.addRef(b);
  t.free(b);
  assert.equal(t.list().some((x) => x.handle === b), true);
  t.release(b);
  assert.equal(t.list().some((x) => x.handle === b), false);
  assert.throws(() => t.contiguous(-2, MPI_TYPES.MPI_INT), (e: unknown) => e instanceof DatatypeError && e.errorClass === MPI_ERR_COUNT && e.detail === 'Negative count, value is -2');
});
