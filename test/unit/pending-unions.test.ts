/**
 * The unions of pending buffers a rank goes through again (a halo exchange's receive and send
 * posted and completed every iteration) are remembered and their copies taken again in place
 * (check/buffers.ts): each iteration must see exactly what a union made anew would see.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OwnedBuffers, type Owned } from '../../src/sim/mpi/check/buffers';
import type { RankProcess } from '../../src/sim/runtime/rank';

const IN = 64, OUT = 128, N = 16;

/** One rank's memory and a receive into IN and a send from OUT, posted together and ended together. */
function rank(): { r: RankProcess; U8: Uint8Array; post: (b: OwnedBuffers) => { end: () => void; recv: Owned; send: Owned } } {
  const U8 = new Uint8Array(256);
  const r = { rank: 0, m: { U8 } } as unknown as RankProcess;
  const post = (b: OwnedBuffers) => {
    let pending = true;
    const alive = () => pending;
    const recv: Owned = { rank: 0, spans: [[IN, N]], writes: true, call: 'MPI_Irecv', alive };
    const send: Owned = { rank: 0, spans: [[OUT, N]], writes: false, call: 'MPI_Isend', alive };
    b.add(recv, r);
    b.add(send, r);
    return { end: () => { pending = false; }, recv, send };
  };
  return { r, U8, post };
}

test('a halo exchange repeated: the program\'s write into a pending receive buffer is seen at any iteration, its writes between iterations never', () => {
  for (const bad of [0, 1, 2, 5]) {
    const { r, U8, post } = rank();
    const b = new OwnedBuffers();
    const seen: number[] = [];
    for (let it = 0; it < 7; it++) {
      // Between iterations the buffers are the program's: it writes both, which no check may report.
      U8[IN + 3] = it + 1; U8[OUT + 5] = it + 7;
      const { end, recv } = post(b);
      // The rank's next MPI call looks at its pending buffers: nothing written since they were posted.
      assert.deepEqual(b.changed(r), [], `iteration ${it}`);
      // MPI delivers into the receive buffer (renewed copies), then the program writes it at iteration `bad`.
      U8.fill(100 + it, IN, IN + N);
      b.renew(r);
      if (it === bad) U8[IN + 9] = 1;
      for (const f of b.changed(r)) { assert.equal(f.o, recv); assert.equal(f.at, IN + 9); seen.push(it); }
      end();
      assert.deepEqual(b.live(0), []);
      assert.deepEqual(b.changed(r), []);
    }
    assert.deepEqual(seen, [bad]);
  }
});

test('a halo exchange repeated: the program\'s write into a pending send buffer is seen when the send ends, at any iteration', () => {
  for (const bad of [0, 3]) {
    const { r, U8, post } = rank();
    const b = new OwnedBuffers();
    const seen: number[] = [];
    for (let it = 0; it < 5; it++) {
      U8[OUT + 1] = it + 20;
      const { end, send } = post(b);
      if (it === bad) U8[OUT + 2] ^= 0xff;
      b.renew(r);
      end();
      b.live(0);
      for (const f of b.changed(r)) { assert.equal(f.o, send); assert.equal(f.at, OUT + 2); seen.push(it); }
    }
    assert.deepEqual(seen, [bad]);
  }
});

test('one of two operations ends first: the union of the other keeps its copy, remembered or not', () => {
  const { r, U8 } = rank();
  const b = new OwnedBuffers();
  const seen: number[] = [];
  for (let it = 0; it < 5; it++) {
    let recvPending = true, sendPending = true;
    const recv: Owned = { rank: 0, spans: [[IN, N]], writes: true, call: 'MPI_Irecv', alive: () => recvPending };
    const send: Owned = { rank: 0, spans: [[OUT, N]], writes: false, call: 'MPI_Isend', alive: () => sendPending };
    U8[IN] = it; U8[OUT] = it;
    b.add(recv, r);
    b.add(send, r);
    sendPending = false;
    assert.deepEqual(b.live(0), [recv]);
    // The receive still pending: a write into it is a finding, in every iteration.
    U8[IN + 4] = 50 + it;
    for (const f of b.changed(r)) { assert.equal(f.o, recv); assert.equal(f.at, IN + 4); seen.push(it); }
    recvPending = false;
    b.live(0);
  }
  assert.deepEqual(seen, [0, 1, 2, 3, 4]);
});
