/**
 * `mpisim trace show` on archives written by the real OTF2 library (python3-otf2), one per
 * rule of the seed note on non-blocking records (shared/reference/seeds/004_03f804e7757a5d80.txt).
 * The archives' events as read by mpisim equal what the OTF2 library reads back. The expected
 * messages cannot come from a tool (no OTF2 tool matches messages): each is derived from the
 * seed's rules, quoted where used, and from MPI's non-overtaking order (MPI 4.0 §3.5).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTmpDir, removeTmpDir, runMpisim } from '../helpers/cprog';
import { dumpWithLibrary, otf2Print, requireOtf2, writeWithLibrary, type ArchiveSpec } from '../helpers/otf2';
import { queuesAt, readArchive, timelineOf } from '../../src/trace';

let tmp: string;
before(async () => { await requireOtf2(); tmp = makeTmpDir('trace-import'); });
after(() => removeTmpDir(tmp));

const WORLD2 = [{ name: 'MPI_COMM_WORLD', members: [0, 1] }];
const msg = (sender: number, receiver: number, comm: number, tag: number, bytes: number, sendTime: number, recvTime: number) =>
  ({ sender, receiver, comm, tag, bytes, sendTime, recvTime });

/** Writes the archive with the library, checks mpisim reads the same events, returns `trace show --json`. */
async function show(name: string, spec: ArchiveSpec): Promise<{ messages: unknown[]; unmatchedSends: unknown[]; unmatchedReceives: unknown[] }> {
  const anchor = await writeWithLibrary(join(tmp, name), spec);
  const printed = await otf2Print(anchor, ['--silent', '-Werror']);
  assert.equal(printed.status, 0, `otf2-print accepts the library's archive:\n${printed.stderr}`);
  const lib = await dumpWithLibrary(anchor);
  const ours = readArchive(anchor);
  assert.equal(ours.timerResolution, lib.resolution);
  for (const l of ours.locations) assert.deepEqual(l.events, lib.locations[String(l.id)], `${name}: events of location ${l.id} as the OTF2 library reads them`);
  assert.deepEqual(ours.comms.map((c) => c.flags), lib.commFlags);
  const r = await runMpisim(['trace', 'show', '--json', anchor]);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stderr, '');
  return JSON.parse(r.stdout);
}

const WORLD4 = [{ name: 'MPI_COMM_WORLD', members: [0, 1, 2, 3] }];

// Each rule is applied on one side only (ranks 0 -> 1 on the sending side, 2 -> 3 on the
// receiving side, the partner using plain blocking calls), so a wrong order shows as a wrong pairing.

test('a blocking send or receive issued while non-blocking ones are pending is queued behind them', async () => {
  // Seed, Send: "Append this Send to the latest isends[sender]'s blockedSends"; Receive likewise.
  // Rank 0's Send (200 B) is recorded after its Isend (100 B), which the first Recv matched.
  // Rank 3's Irecv (posted first, so it got the 100 B) completes at t=150 after the Recv (200 B,
  // t=140) issued behind it: the Recv is recorded after it.
  const out = await show('blocking', {
    ranks: 4, resolution: 1000, comms: WORLD4, events: [
      [[10, 'enter', 'MPI_Isend'], [10, 'isend', 1, 0, 1, 100, 7], [11, 'leave', 'MPI_Isend'], [20, 'enter', 'MPI_Send'], [20, 'send', 1, 0, 1, 200],
        [21, 'leave', 'MPI_Send'], [30, 'enter', 'MPI_Wait'], [30, 'isend_complete', 7], [31, 'leave', 'MPI_Wait']],
      [[40, 'enter', 'MPI_Recv'], [40, 'recv', 0, 0, 1, 100], [41, 'leave', 'MPI_Recv'], [50, 'recv', 0, 0, 1, 200]],
      [[110, 'send', 3, 0, 1, 100], [120, 'send', 3, 0, 1, 200]],
      [[105, 'enter', 'MPI_Irecv'], [105, 'irecv_request', 3], [106, 'leave', 'MPI_Irecv'], [140, 'enter', 'MPI_Recv'], [140, 'recv', 2, 0, 1, 200],
        [141, 'leave', 'MPI_Recv'], [150, 'enter', 'MPI_Wait'], [150, 'irecv', 2, 0, 1, 100, 3], [151, 'leave', 'MPI_Wait']],
    ],
  });
  assert.deepEqual(out, {
    messages: [msg(0, 1, 0, 1, 100, 10, 40), msg(0, 1, 0, 1, 200, 20, 50), msg(2, 3, 0, 1, 100, 110, 150), msg(2, 3, 0, 1, 200, 120, 140)],
    unmatchedSends: [], unmatchedReceives: [],
  });
});

test('completions out of order: a later request hands its message and queue to the one before it', async () => {
  // Seed, IsendComplete: "Otherwise: Append this completed Send to the previous Isend's blocked
  // queue; append the blocked queue of the completed Send ... as well". Rank 0's requests 1, 2
  // (and a Send behind 2) complete as 2, 1: recorded 10 B, 20 B, 30 B, the order rank 1 received
  // them in. Rank 3's receives 5, 6 (and a Recv behind 6) complete as 6, 5: recorded 10 B at
  // t=124, 20 B at t=123, 30 B at t=122, the order rank 2 sent them in.
  const out = await show('out-of-order', {
    ranks: 4, resolution: 1000, comms: WORLD4, events: [
      [[10, 'isend', 1, 0, 2, 10, 1], [11, 'isend', 1, 0, 2, 20, 2], [12, 'send', 1, 0, 2, 30], [13, 'isend_complete', 2], [14, 'isend_complete', 1]],
      [[30, 'recv', 0, 0, 2, 10], [31, 'recv', 0, 0, 2, 20], [32, 'recv', 0, 0, 2, 30]],
      [[110, 'send', 3, 0, 2, 10], [111, 'send', 3, 0, 2, 20], [112, 'send', 3, 0, 2, 30]],
      [[120, 'irecv_request', 5], [121, 'irecv_request', 6], [122, 'recv', 2, 0, 2, 30], [123, 'irecv', 2, 0, 2, 20, 6], [124, 'irecv', 2, 0, 2, 10, 5]],
    ],
  });
  assert.deepEqual(out.messages, [
    msg(0, 1, 0, 2, 10, 10, 30), msg(0, 1, 0, 2, 20, 11, 31), msg(0, 1, 0, 2, 30, 12, 32),
    msg(2, 3, 0, 2, 10, 110, 124), msg(2, 3, 0, 2, 20, 111, 123), msg(2, 3, 0, 2, 30, 112, 122),
  ]);
  assert.deepEqual([out.unmatchedSends, out.unmatchedReceives], [[], []]);
});

test('cancelled requests are dropped, and what waited behind them is released', async () => {
  // Seed, RequestCancelled: "Handle the same as IsendComplete, but without recording this send"
  // (receives likewise); "It should never be both, but can be neither" (request 99). Request
  // tests change nothing.
  const out = await show('cancelled', {
    ranks: 2, resolution: 1000, comms: WORLD2, events: [
      [[10, 'isend', 1, 0, 3, 5, 3], [11, 'send', 1, 0, 3, 6], [12, 'request_cancelled', 3], [13, 'request_cancelled', 99]],
      [[14, 'irecv_request', 9], [15, 'recv', 0, 0, 3, 6], [16, 'request_test', 9], [17, 'request_cancelled', 9]],
    ],
  });
  assert.deepEqual(out, { messages: [msg(0, 1, 0, 3, 6, 11, 15)], unmatchedSends: [], unmatchedReceives: [] });
});

test("a sent message has its Isend's time, a received one its completing Irecv's time", async () => {
  // Seed, Wrap Up: "A sent message has the timestamp of the initial Isend. A receive has the
  // timestamp of the completed Ireceive ... IreceiveRequest's and IsendComplete's timestamps are ignored."
  const out = await show('times', {
    ranks: 2, resolution: 1000, comms: WORLD2, events: [
      [[100, 'isend', 1, 0, 4, 8, 1], [500, 'isend_complete', 1]],
      [[50, 'irecv_request', 2], [700, 'irecv', 0, 0, 4, 8, 2]],
    ],
  });
  assert.deepEqual(out.messages, [msg(0, 1, 0, 4, 8, 100, 700)]);
});

test('matching by communicator, sender, receiver and tag, with ranks of a sub-communicator translated to world ranks', async () => {
  // "pair" holds world ranks 2 and 1: its rank 1 is world rank 1, its rank 0 world rank 2.
  const out = await show('subcomm', {
    ranks: 3, resolution: 1000,
    comms: [{ name: 'MPI_COMM_WORLD', members: [0, 1, 2] }, { name: 'pair', members: [2, 1], parent: 0 }],
    events: [
      [],
      [[20, 'recv', 0, 1, 0, 4], [21, 'recv', 2, 0, 0, 4], [22, 'recv', 0, 0, 5, 2]],
      [[10, 'send', 1, 1, 0, 4], [11, 'send', 1, 0, 0, 4], [12, 'send', 1, 0, 9, 1]],
    ],
  });
  assert.deepEqual(out, {
    messages: [msg(2, 1, 1, 0, 4, 10, 20), msg(2, 1, 0, 0, 4, 11, 21)],
    unmatchedSends: [{ sender: 2, receiver: 1, comm: 0, tag: 9, bytes: 1, time: 12 }],
    unmatchedReceives: [{ sender: 0, receiver: 1, comm: 0, tag: 5, bytes: 2, time: 22 }],
  });
  const text = await runMpisim(['trace', 'show', join(tmp, 'subcomm', 'traces.otf2')]);
  assert.equal(text.status, 0);
  assert.match(text.stdout, /2 matched messages, 1 unmatched send, 1 unmatched receive/);
  assert.match(text.stdout, /rank 2 -> rank 1 {2}pair {2}tag 0 {2}4 bytes {2}sent at 10, received at 20/);
});

test('the timeline of an imported archive: calls as bars, matched messages as lines, in seconds', async () => {
  const a = readArchive(join(tmp, 'blocking', 'traces.otf2'));
  const t = timelineOf(a);
  // Resolution 1000 ticks/s: tick 10 is 0.01 s. The calls are the Enter/Leave pairs of the spec above.
  assert.equal(t.ranks, 4);
  assert.equal(t.now, 0.151);
  assert.deepEqual(t.calls.filter((c) => c.rank === 0), [
    { rank: 0, name: 'MPI_Isend', start: 0.01, end: 0.011 }, { rank: 0, name: 'MPI_Send', start: 0.02, end: 0.021 }, { rank: 0, name: 'MPI_Wait', start: 0.03, end: 0.031 },
  ]);
  assert.deepEqual(t.messages[0], { sender: 0, receiver: 1, comm: 0, tag: 1, bytes: 100, sendTime: 0.01, recvTime: 0.04 });
  assert.equal(t.messages.length, 4);
  assert.deepEqual(timelineOf(a, 0.02).now, 0.02);
});

test('the queues at a time t: posted receives, unexpected messages and pending sends', async () => {
  // The "blocking" archive above (1000 ticks/s). With MPI's matching (MPI 4.0 §3.5) a message
  // sent before its receive starts waits as unexpected; a receive started first waits as posted.
  const a = readArchive(join(tmp, 'blocking', 'traces.otf2'));
  const at = (ticks: number) => queuesAt(a, ticks / 1000).ranks;
  const brief = (q: ReturnType<typeof at>[number]) => ({
    posted: q.posted.map((e) => [e.request, e.peerWorld, e.tag, e.bytes, e.call]),
    unexpected: q.unexpected.map((m) => [m.sourceWorld, m.tag, m.bytes, m.sentTime]),
    pendingSends: q.pendingSends.map((e) => [e.request, e.peerWorld, e.tag, e.bytes, e.call]),
  });
  // Rank 0's Isend (request 7, t=10) is pending until its MPI_Wait at t=30.
  assert.deepEqual(brief(at(15)[0]), { posted: [], unexpected: [], pendingSends: [['0x7', 1, 1, 100, 'MPI_Isend']] });
  assert.deepEqual(brief(at(35)[0]).pendingSends, []);
  // Rank 1 receives only from t=40 on: both messages (t=10, t=20) wait as unexpected at t=25.
  assert.deepEqual(brief(at(25)[1]), { posted: [], unexpected: [[0, 1, 100, 0.01], [0, 1, 200, 0.02]], pendingSends: [] });
  assert.deepEqual(brief(at(45)[1]).unexpected, [[0, 1, 200, 0.02]]);
  // Rank 3's Irecv (request 3, t=105) is posted until rank 2 sends at t=110; the second message
  // (t=120) is unexpected until rank 3's MPI_Recv starts at t=140.
  assert.deepEqual(brief(at(107)[3]), { posted: [['0x3', 2, 1, 100, 'MPI_Irecv']], unexpected: [], pendingSends: [] });
  assert.deepEqual(brief(at(115)[3]), { posted: [], unexpected: [], pendingSends: [] });
  assert.deepEqual(brief(at(125)[3]).unexpected, [[2, 1, 200, 0.12]]);
  assert.deepEqual(brief(at(145)[3]), { posted: [], unexpected: [], pendingSends: [] });
  assert.equal(queuesAt(a, 0.125).ranks[3].unexpected[0].source, 2, 'source is the rank in the communicator (world here)');
});

test('local definitions: mapping tables and clock offsets are applied as the OTF2 library applies them', async () => {
  // Rank 0's local definition file gets a REGION mapping table (dense [1, 0]: local 0 is global
  // 1 and back) and two clock offsets, (t=10, -5) and (t=13, +300): the verified records of
  // reference/otf2.md §6. The library's reading of the result is the expectation.
  const dir = join(tmp, 'local-defs');
  cpSync(join(tmp, 'blocking'), dir, { recursive: true });
  const header = [0x03, 0x42, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const mapping = [0x05, 0x07, 0x03, 0x01, 0x02, 0x00, 0x01, 0x01, 0x00];
  const offset1 = [0x06, 0x19, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0x08, 0xfb, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0, 0, 0, 0xe0, 0x3f];
  const offset2 = [0x06, 0x13, 0x0d, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x2c, 0x01, 0, 0, 0, 0, 0, 0, 0xe0, 0x3f];
  writeFileSync(join(dir, 'traces', '0.def'), Buffer.from([...header, ...mapping, ...offset1, ...offset2, 0x02, 0x01]));
  const anchor = join(dir, 'traces.otf2');
  const lib = await dumpWithLibrary(anchor);
  const ours = readArchive(anchor);
  assert.notDeepEqual(lib.locations['0'].map((e) => e.time), [10, 10, 11, 20, 20, 21, 30, 30, 31], 'the offsets moved the times');
  for (const l of ours.locations) assert.deepEqual(l.events, lib.locations[String(l.id)], `location ${l.id}`);
});

test('nonblocking collectives and communicator lifecycles are read as the library reads them, and do not order point-to-point messages', async () => {
  // The seed's queues hold Isends and IreceiveRequests only: a NonBlockingCollectiveRequest
  // pending at t=10..30 does not hold back rank 0's Send at t=20 (MPI 4.0 §6.12: a nonblocking
  // collective does not order point-to-point traffic), nor rank 1's Recv at t=25. "dup" is
  // flagged CREATE_DESTROY_EVENTS; its CommCreate/CommDestroy lie in CREATE_HANDLE/DESTROY_HANDLE
  // pairs (python3-otf2's docstrings of those records).
  const dup = { name: 'dup', members: [0, 1], parent: 0, lifecycle: true };
  const rank = (me: number, t: number) => [
    [5, 'enter', 'MPI_Comm_dup'], [5, 'coll_begin'], [5, 'comm_create', 1], [6, 'coll_end', 'CREATE_HANDLE', 0, -1, 0, 0], [6, 'leave', 'MPI_Comm_dup'],
    [10, 'enter', 'MPI_Ibcast'], [10, 'nbc_request', 8 + me], [11, 'leave', 'MPI_Ibcast'],
    me === 0 ? [20, 'send', 1, 1, 2, 4] : [25, 'recv', 0, 1, 2, 4],
    [t, 'enter', 'MPI_Wait'], [t, 'nbc_complete', 'BCAST', 1, 0, me === 0 ? 16 : 0, me === 0 ? 0 : 16, 8 + me], [t + 1, 'leave', 'MPI_Wait'],
    [40, 'enter', 'MPI_Comm_free'], [40, 'coll_begin'], [40, 'comm_destroy', 1], [41, 'coll_end', 'DESTROY_HANDLE', 1, -1, 0, 0], [41, 'leave', 'MPI_Comm_free'],
  ];
  const out = await show('nbc', { ranks: 2, resolution: 1000, comms: [...WORLD2, dup], events: [rank(0, 30), rank(1, 32)] });
  assert.deepEqual(out, { messages: [msg(0, 1, 1, 2, 4, 20, 25)], unmatchedSends: [], unmatchedReceives: [] });
  const a = readArchive(join(tmp, 'nbc', 'traces.otf2'));
  assert.deepEqual(a.comms.map((c) => c.flags), [0, 1]);
  const ev = a.locations[1].events;
  assert.deepEqual(ev.find((e) => e.type === 'NonBlockingCollectiveComplete'), { time: 32, type: 'NonBlockingCollectiveComplete', op: 1, comm: 1, root: 0, sent: 0, received: 16, request: 9 });
  assert.deepEqual(ev.filter((e) => e.type === 'CommCreate' || e.type === 'CommDestroy'), [{ time: 5, type: 'CommCreate', comm: 1 }, { time: 40, type: 'CommDestroy', comm: 1 }]);
});
