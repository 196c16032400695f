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
      // The wait that ends them is an MPI call: the checker tells the buffers the rank's memory moved (its request variables are read again).
      end();
      b.moved(0);
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
      b.moved(0);
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
    b.moved(0);
    assert.deepEqual(b.live(0), [recv]);
    // The receive still pending: a write into it is a finding, in every iteration.
    U8[IN + 4] = 50 + it;
    for (const f of b.changed(r)) { assert.equal(f.o, recv); assert.equal(f.at, IN + 4); seen.push(it); }
    recvPending = false;
    b.moved(0);
    b.live(0);
  }
  assert.deepEqual(seen, [0, 1, 2, 3, 4]);
});

test('liveness is asked once per move of the rank\'s memory, and a request table\'s operations only after it changed', () => {
  const { r } = rank();
  const b = new OwnedBuffers();
  const table = { changes: 0 };
  let polledAsks = 0, tableAsks = 0, sendPending = true, recvPending = true;
  // A builtin request (asked at every call: its variable is the program's) and a table's request.
  const send: Owned = { rank: 0, spans: [[OUT, N]], writes: false, call: 'MPI_Isend', alive: () => { polledAsks++; return sendPending; } };
  const recv: Owned = { rank: 0, spans: [[IN, N]], writes: true, call: 'MPI_Recv_init', alive: () => { tableAsks++; return recvPending; }, requests: table };
  b.add(recv, r);
  b.add(send, r);
  for (let call = 0; call < 4; call++) {
    b.moved(0);
    // A call asks live() several times (stores, copies, the tap's spans): the variables are read once.
    for (let k = 0; k < 5; k++) assert.deepEqual(b.live(0), [recv, send]);
  }
  assert.equal(polledAsks, 4);
  assert.equal(tableAsks, 1, 'the table unchanged since the first look');
  // The persistent receive completes (the table changes): asked, and ended, at once.
  recvPending = false; table.changes++;
  assert.deepEqual(b.live(0), [send]);
  // The program's variable no longer holds the builtin request: seen after the next move only.
  sendPending = false;
  assert.deepEqual(b.live(0), [send]);
  b.moved(0);
  assert.deepEqual(b.live(0), []);
});

/** A rank whose store tap is in place on its union's spans (as the checker's covers answers), nothing else writing: `tapped()` after each change of the union. */
function watched(): { r: RankProcess; U8: Uint8Array; b: OwnedBuffers; tapped: () => void } {
  const { r, U8 } = rank();
  const b = new OwnedBuffers();
  let spans: unknown;
  b.watchWrites((_r, s) => s === spans, () => false);
  (r as unknown as { m: { stackTop: number } }).m.stackTop = 0;
  return { r, U8, b, tapped: () => { spans = b.spans(0); } };
}

test('an operation started again: the untouched groups of the other operations stay compared, a touched one is compared again', () => {
  const { r, U8, b, tapped } = watched();
  let pending = true;
  const other: Owned = { rank: 0, spans: [[OUT, N]], writes: true, call: 'MPI_Irecv', alive: () => true, p2p: true };
  b.add(other, r);
  const start = (): Owned => {
    pending = true;
    const o: Owned = { rank: 0, spans: [[IN, N]], writes: true, call: 'MPI_Recv_init', alive: () => pending, p2p: true };
    b.add(o, r);
    tapped();
    return o;
  };
  start();
  b.moved(0);
  assert.deepEqual(b.changed(r), []);
  for (let it = 0; it < 3; it++) {
    // The program writes the other receive's buffer (the tap sees it: touch), then the persistent
    // receive completes and starts again (two new unions): the next call must still report it.
    U8[OUT + 2] = 30 + it; b.touch(0, OUT + 2, 1);
    pending = false; b.moved(0); b.live(0);
    tapped();
    const o = start();
    b.moved(0);
    const found = b.changed(r);
    assert.deepEqual(found.map((f) => [f.o.call, f.at]), [['MPI_Irecv', OUT + 2]], `iteration ${it}`);
    assert.notEqual(o, other);
  }
});

test('a clean group touched twice: the bytes compared again cover both touches', () => {
  const { r, U8, b, tapped } = watched();
  const recv: Owned = { rank: 0, spans: [[IN, 48]], writes: true, call: 'MPI_Irecv', alive: () => true, p2p: true };
  b.add(recv, r);
  tapped();
  for (const [first, second] of [[2, 40], [40, 2], [5, 5]]) {
    b.moved(0);
    assert.deepEqual(b.changed(r), [], 'clean before the writes');
    // A delivery's bytes (MPI's: renewed, not reported), then the program's store elsewhere in the group.
    U8[IN + first] ^= 0x55; b.touch(0, IN + first, 1);
    b.renew(r, '(delivery)');
    U8[IN + second] ^= 0x0f; b.touch(0, IN + second, 1);
    b.moved(0);
    assert.deepEqual(b.changed(r).map((f) => f.at), [IN + second], `touches at ${first}, ${second}`);
    // A store of the value already there, then a change elsewhere: the range widened to both.
    b.touch(0, IN + first, 1);
    U8[IN + second] ^= 0x33; b.touch(0, IN + second, 1);
    b.moved(0);
    assert.deepEqual(b.changed(r).map((f) => f.at), [IN + second], `both at ${first}, ${second}`);
  }
});
