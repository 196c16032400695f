/**
 * Context-ID allocation from the worked examples of reference/mpich-internals.md (§2.2, §2.8,
 * §3.4-§3.7), for each layout. These are hand-written expectations because no installed tool
 * can show ch3 or MPICH2 IDs; the current layout is also checked against real MPICH by
 * test/differential/context-ids.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileProgram } from '../../src/sim/compile';
import { World } from '../../src/sim/world';
import { LAYOUTS, ContextMask, decodeContextId, encodeContextId, type LayoutName } from '../../src/sim/mpi/contextId';

function run(src: string, np: number, layout: LayoutName = 'mpich'): { logs: string[][]; out: string; world: World } {
  const prog = compileProgram({ file: 'p.c', source: src, readFile: () => undefined });
  const logs: string[][] = Array.from({ length: np }, () => []);
  let out = '';
  const world = new World(prog, {
    np,
    onOutput: (_r, _fd, t) => { out += t; },
    mpi: { layout, onCommCreated: (r, c, call) => logs[r].push(`${call} ${c.contextId}/${c.recvContextId}`) },
  });
  const o = world.runToEnd();
  assert.equal(o.kind, 'exited', JSON.stringify(o));
  return { logs, out, world };
}

const DUPS = `#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  MPI_Comm d[6];
  MPI_Init(&argc, &argv);
  for (int i = 0; i < 5; i++) MPI_Comm_dup(MPI_COMM_WORLD, &d[i]);
  MPI_Comm_free(&d[1]);
  MPI_Comm_dup(MPI_COMM_WORLD, &d[5]);
  MPI_Finalize();
  return 0;
}`;

test('§2.8: five dups take 496, 480, 464, 448, 432; freeing 480 makes the sixth dup reuse it (mpich)', () => {
  const { logs, world } = run(DUPS, 4);
  for (const l of logs) assert.deepEqual(l.slice(2), ['MPI_Comm_dup 496/496', 'MPI_Comm_dup 480/480', 'MPI_Comm_dup 464/464', 'MPI_Comm_dup 448/448', 'MPI_Comm_dup 432/432', 'MPI_Comm_dup 480/480']);
  // mask[0] after five dups and the free: 0x47FFFFFC, then the reuse takes bit 30 again (§2.8).
  assert.equal(world.mpi.procs[0].mask.words[0].toString(16), (0x07fffffc).toString(16));
});

test('mpich-ch3 reserves ICOMM_WORLD (mask word 0 = 0xFFFFFFF8) and the dup sequence is unchanged (§2.8)', () => {
  const { logs, world } = run(DUPS, 2, 'mpich-ch3');
  assert.deepEqual(logs[0].slice(2, 4), ['MPI_Comm_dup 496/496', 'MPI_Comm_dup 480/480']);
  assert.equal(new ContextMask(LAYOUTS['mpich-ch3']).words[0], 0xfffffff8);
  assert.ok(world.mpi.procs[0]);
});

test('mpich2 (legacy layout): first allocation is 124, then 120, 116 (seed document and §1.3)', () => {
  const { logs } = run(DUPS, 2, 'mpich2');
  assert.deepEqual(logs[1].slice(0, 2), ['MPI_Init 0/0', 'MPI_Init 4/4']);
  assert.deepEqual(logs[1].slice(2, 5), ['MPI_Comm_dup 124/124', 'MPI_Comm_dup 120/120', 'MPI_Comm_dup 116/116']);
});

test('§2.8 long run: the 63rd live ID is 1520 (first safe-segment ID) and allocation 2047 fails with MPI_ERR_OTHER', () => {
  const src = `#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  MPI_Comm c; int n = 0, err, cls;
  MPI_Init(&argc, &argv);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  while ((err = MPI_Comm_dup(MPI_COMM_WORLD, &c)) == MPI_SUCCESS) n++;
  MPI_Error_class(err, &cls);
  printf("%d %d\\n", n, cls == MPI_ERR_OTHER);
  MPI_Finalize();
  return 0;
}`;
  const { logs, out } = run(src, 2);
  const ids = logs[0].slice(2).map((l) => Number(l.split(' ')[1].split('/')[0]));
  assert.equal(ids[29], 32, '30th = 32 (prefix 2)');
  assert.equal(ids[30], 1008, '31st = 1008 (prefix 63)');
  assert.equal(ids[61], 512, '62nd = 512 (prefix 32)');
  assert.equal(ids[62], 1520, '63rd = 1520 (prefix 95)');
  assert.equal(ids[2045], 32256, '2046th = 32256 (prefix 2016)');
  assert.equal(out, '2046 1\n2046 1\n');
});

test('§3.4 split with MPI_UNDEFINED: the ignoring rank does not constrain or consume the ID', () => {
  const src = `#include <mpi.h>
int main(int argc, char **argv) {
  MPI_Comm a, b; int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_split(MPI_COMM_WORLD, rank == 3 ? MPI_UNDEFINED : 0, 0, &a);
  MPI_Comm_split(MPI_COMM_WORLD, rank == 3 ? MPI_UNDEFINED : 0, 0, &b);
  MPI_Finalize();
  return 0;
}`;
  const { logs, world } = run(src, 4);
  assert.deepEqual(logs[0].slice(2), ['MPI_Comm_split 496/496', 'MPI_Comm_split 480/480']);
  assert.deepEqual(logs[3].slice(2), [], 'rank 3 gets MPI_COMM_NULL twice');
  assert.ok(world.mpi.procs[3].mask.isFree(496), "rank 3's bit 31 stays free");
});

test('§3.5/§3.6: intercomm between halves with different masks, its local_comm, and the merge', () => {
  const src = `#include <mpi.h>
int main(int argc, char **argv) {
  MPI_Comm half, extra, ic, merged; int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
  if (rank % 2 == 0) MPI_Comm_dup(half, &extra);
  MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, rank % 2 == 0 ? 1 : 0, 5, &ic);
  MPI_Intercomm_merge(ic, rank % 2, &merged);
  MPI_Finalize();
  return 0;
}`;
  const { logs, world } = run(src, 4);
  assert.equal(logs[0][4], 'MPI_Intercomm_create 480/464', 'even: send ctx 480, recv ctx 464');
  assert.equal(logs[1][3], 'MPI_Intercomm_create 464/480', 'odd: send ctx 464, recv ctx 480');
  const even = world.mpi.procs[0];
  const ic = [...even.comms.values()].find((c) => c.kind === 'inter')!;
  const local = even.comms.get(ic.localComm!)!;
  assert.equal(local.contextId, 464 | 8, 'local_comm of the even side: 472');
  const odd = world.mpi.procs[1];
  const oddLocal = odd.comms.get([...odd.comms.values()].find((c) => c.kind === 'inter')!.localComm!)!;
  assert.equal(oddLocal.contextId, 488, 'local_comm of the odd side: 488');
  for (const l of logs) assert.equal(l[l.length - 1], 'MPI_Intercomm_merge 448/448', 'merged ctx 448 on all (temp ctx 486)');
});

test('§3.7 split_type SHARED: temporary A = 496 freed, result 480; the next dup gets 496 again', () => {
  const src = `#include <mpi.h>
int main(int argc, char **argv) {
  MPI_Comm s, d;
  MPI_Init(&argc, &argv);
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &s);
  MPI_Comm_dup(MPI_COMM_WORLD, &d);
  MPI_Finalize();
  return 0;
}`;
  const { logs } = run(src, 4);
  assert.deepEqual(logs[2].slice(2), ['MPI_Comm_split_type 480/480', 'MPI_Comm_dup 496/496']);
});

test('decode and encode follow the field tables of §1.2 for each layout', () => {
  const d = decodeContextId(LAYOUTS.mpich, 0x01f9);
  assert.deepEqual([d.prefix, d.maskWord, d.maskBit, d.isLocalComm, d.subcomm, d.suffix], [31, 0, 31, true, 0, 1]);
  assert.equal(decodeContextId(LAYOUTS.mpich, 486).subcomm, 3);
  assert.equal(decodeContextId(LAYOUTS.mpich, 0x8000 | (5 << 4)).dynamic, true);
  assert.equal(encodeContextId(LAYOUTS.mpich, { prefix: 95 }), 1520);
  const legacy = decodeContextId(LAYOUTS.mpich2, 125);
  assert.deepEqual([legacy.prefix, legacy.suffix, legacy.suffixName], [31, 1, 'coll']);
});
