/**
 * The runtime's event log (OTF2 record kinds): Enter/Leave of every MPI call made by user code,
 * properly nested and in non-decreasing virtual time per rank, plus message records that pair
 * each send with a receive. The program is examples/ring.c plus an allreduce; the expected calls
 * are the program's own (no tool can observe simulated events).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileProgram } from '../../src/sim/compile';
import { World } from '../../src/sim/world';

const SRC = `#include <mpi.h>
int main(int argc, char **argv) {
  int rank, size, token = 0, sum;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0) { MPI_Send(&token, 1, MPI_INT, 1, 0, MPI_COMM_WORLD); MPI_Recv(&token, 1, MPI_INT, size - 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); }
  else { MPI_Recv(&token, 1, MPI_INT, rank - 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); MPI_Send(&token, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD); }
  MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}`;

test('every MPI call of user code is an Enter/Leave pair, nested, in time order per rank', () => {
  const prog = compileProgram({ file: 'ev.c', source: SRC, readFile: () => undefined });
  const w = new World(prog, { np: 4 });
  assert.equal(w.runToEnd().kind, 'exited');
  for (let r = 0; r < 4; r++) {
    const ev = w.mpi.events.filter((e) => e.rank === r);
    const calls = ev.filter((e) => e.kind === 'Enter').map((e) => e.region);
    const expected = ['MPI_Init', 'MPI_Comm_rank', 'MPI_Comm_size', ...(r === 0 ? ['MPI_Send', 'MPI_Recv'] : ['MPI_Recv', 'MPI_Send']), 'MPI_Allreduce', 'MPI_Finalize'];
    assert.deepEqual(calls, expected, `rank ${r}`);
    const stack: string[] = [];
    let last = -Infinity;
    for (const e of ev) {
      assert.ok(e.time >= last, `rank ${r}: time goes backwards at ${e.kind}`);
      last = e.time;
      if (e.kind === 'Enter') stack.push(e.region!);
      if (e.kind === 'Leave') assert.equal(stack.pop(), e.region, `rank ${r}: Leave matches the open Enter`);
    }
    assert.equal(stack.length, 0);
  }
  const user = w.mpi.events.filter((e) => (e.kind === 'MpiSend' || e.kind === 'MpiRecv') && e.comm === 0x44000000 && e.tag === 0);
  assert.equal(user.filter((e) => e.kind === 'MpiSend').length, 4, 'one ring send per rank');
  assert.equal(user.filter((e) => e.kind === 'MpiRecv').length, 4, 'one ring receive per rank');
});
