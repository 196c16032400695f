/**
 * The extension's pure parts: which numbers in text are context IDs (for hovers), the input of
 * the Decode/Encode commands, and the SVG of the webviews. The bit layouts are the simulator's
 * (reference/mpich-internals.md), so Encode must invert Decode on every 16-bit value.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contextIdAt, describeContextId, encode, parseContextId, parseEncodeFields } from '../../src/extension/contextIdText';
import { decodeContextId, LAYOUTS } from '../../src/sim/mpi/contextId';
import { formatTime, parseTraceTime, timelineSvg, waitForSvg } from '../../src/extension/render';

const at = (line: string, needle: string): number | undefined => contextIdAt(line, line.indexOf(needle) + 1)?.value;

test('numbers after the context-ID words are context IDs, decimal or hex; others are not', () => {
  assert.equal(at('[0] split context_id=0x01a0 recvcontext_id=0x01a0 size=2', '0x01a0'), 0x1a0);
  assert.equal(at('recvcontext_id: 496 ok', '496'), 496);
  assert.equal(at('comm->context_id == 16', '16'), 16);
  assert.equal(at('int ctx = 0x10;', '0x10'), 16);
  assert.equal(at('MPIR_Comm contextid is 32', '32'), 32);
  assert.equal(at('new context id 0x1f0 for comm', '0x1f0'), 0x1f0);
  assert.equal(at('Context ID -> 80', '80'), 80, 'any case, -> between');
  assert.equal(at('context_id=0x01a0', 'context_id'), 0x1a0, 'hovering the word finds its number');
  assert.equal(at('size=2 rank=1 tag=0x1f0', '0x1f0'), undefined, 'a number after another word');
  assert.equal(at('my_ctxvar = 12', '12'), undefined, 'ctx inside a longer name');
  assert.equal(at('context_id=0x10000', '0x10000'), undefined, 'more than 16 bits');
  assert.equal(at('context_id=0x1fz', '0x1fz'), undefined, 'not a whole number');
});

test('Decode input: decimal or hex 0..0xffff, with a reason otherwise', () => {
  assert.equal(parseContextId(' 0x1F0 '), 0x1f0);
  assert.equal(parseContextId('65535'), 65535);
  assert.match(String(parseContextId('zz')), /'zz' is not a number/);
  assert.match(String(parseContextId('-1')), /is not a number/);
  assert.match(String(parseContextId('70000')), /does not fit in 16 bits/);
  assert.match(describeContextId('mpich', 0x1f0)[0], /^context ID 0x01f0 \(496\) — mask word 0, bit 31, pt2pt traffic$/);
  assert.match(describeContextId('mpich2', 0x1f0).join('\n'), /prefix 124 \(mask word 3, bit 28\)/, 'mpich2: 2-bit suffix, prefix at bit 2');
});

test('Encode inverts Decode for every 16-bit ID of every layout', () => {
  for (const l of Object.values(LAYOUTS)) {
    // MPICH2 uses bits 0..14 (2-bit suffix, 13-bit prefix); the others every bit up to DYNAMIC_PROC (15).
    const limit = l.dynamicBit !== undefined ? 0x10000 : 1 << (l.prefixShift + l.prefixWidth);
    for (let id = 0; id < limit; id++) {
      const d = decodeContextId(l, id);
      const text = `prefix=${d.prefix} suffix=${d.suffix}` + (l.subcommShift !== undefined ? ` subcomm=${d.subcomm}${d.isLocalComm ? ' local' : ''}${d.dynamic ? ' dynamic' : ''}` : '');
      const f = parseEncodeFields(text, l.name);
      assert.ok(typeof f === 'object', `${l.name} ${id}: ${String(f)}`);
      if (encode(l.name, f) !== id) assert.fail(`${l.name}: ${text} encodes to ${encode(l.name, f)}, not ${id}`);
    }
  }
});

test('Encode input: fields checked against the layout', () => {
  assert.match(String(parseEncodeFields('suffix=1')), /prefix=N is required/);
  assert.match(String(parseEncodeFields('prefix=2048')), /prefix 2048 does not fit in 11 bits of the mpich layout/);
  assert.match(String(parseEncodeFields('prefix=1 suffix=2')), /suffix 2 does not fit in 1 bit /);
  assert.match(String(parseEncodeFields('prefix=1 subcomm=1', 'mpich2')), /the mpich2 layout has no subcomm field/);
  assert.match(String(parseEncodeFields('prefix=1 colour=2')), /'colour=2' is not a field/);
  assert.match(String(parseEncodeFields('prefix')), /prefix needs a value/);
  assert.equal(encode('mpich', parseEncodeFields('prefix=31 suffix=1') as never), 0x1f1);
});

test('timeline SVG: a bar per call, an arrow per message, the now line; text escaped', () => {
  const svg = timelineSvg({
    now: 3e-6, ranks: 2,
    calls: [{ rank: 0, name: 'MPI_Send', start: 1e-6, end: 2e-6 }, { rank: 1, name: 'MPI_Recv<x>', start: 0, end: 3e-6 }],
    messages: [{ sender: 0, receiver: 1, comm: 'A&B', tag: 0, bytes: 4, sendTime: 1e-6, recvTime: 2e-6 }],
  });
  assert.equal(svg.match(/<rect class="call"/g)?.length, 2);
  assert.equal(svg.match(/<line class="message"/g)?.length, 1);
  assert.match(svg, /class="now"/);
  assert.match(svg, /MPI_Recv&#60;x&#62;/);
  assert.match(svg, /A&#38;B/);
  assert.doesNotMatch(svg, /<x>/);
});

test('timeline SVG in a window: only what overlaps it is drawn, the now line only inside it', () => {
  const t = {
    now: 5e-6, ranks: 2,
    calls: [{ rank: 0, name: 'MPI_Send', start: 1e-6, end: 2e-6 }, { rank: 1, name: 'MPI_Recv', start: 3e-6, end: 6e-6 }],
    messages: [{ sender: 0, receiver: 1, comm: 'w', tag: 0, bytes: 4, sendTime: 1e-6, recvTime: 2e-6 }],
  };
  const late = timelineSvg(t, { from: 4e-6, to: 8e-6 });
  assert.equal(late.match(/<rect class="call"/g)?.length, 1, 'only the receive overlaps 4–8 µs');
  assert.equal(late.match(/<line class="message"/g), null);
  assert.match(late, /class="now"/);
  assert.match(late, />4 µs<\/text>/, 'the axis starts at the window');
  const early = timelineSvg(t, { from: 0, to: 2.5e-6 });
  assert.doesNotMatch(early, /class="now"/, 'now (5 µs) is outside 0–2.5 µs');
  // A bar that begins before the window starts at its left edge (x = 70, the label column).
  assert.match(late, /<rect class="call" x="70.0"/);
});

test('trace time input: seconds or nanoseconds within the trace, with a reason otherwise', () => {
  assert.equal(parseTraceTime('1.5e-6', 1), 1.5e-6);
  assert.equal(parseTraceTime(' 2 s ', 3), 2);
  assert.equal(parseTraceTime('1500 ns', 1), 1.5e-6);
  assert.match(String(parseTraceTime('soon', 1)), /'soon' is not a time/);
  assert.match(String(parseTraceTime('-1', 1)), /is not a time/);
  assert.match(String(parseTraceTime('2', 1)), /after the trace's end \(1 s\)/);
});

test('wait-for SVG: every blocked rank a node, the cycle\'s edges red', () => {
  const svg = waitForSvg({ nodes: [{ rank: 0, call: 'MPI_Recv', detail: 'src 1, tag 0', waitsFor: [1] }, { rank: 1, call: 'MPI_Recv', detail: 'src 0, tag 0', waitsFor: [0] }, { rank: 2, call: 'MPI_Finalize', detail: 'all ranks', waitsFor: [0, 1] }], cycle: [0, 1], text: '' });
  assert.equal(svg.match(/<g class="node">/g)?.length, 3);
  assert.equal(svg.match(/class="edge cycle"/g)?.length, 2);
  assert.equal(svg.match(/class="edge"/g)?.length, 2);
});

test('virtual time reads with a unit', () => {
  assert.equal(formatTime(0), '0 s');
  assert.equal(formatTime(15e-9), '15 ns');
  assert.equal(formatTime(1.5e-6), '1.5 µs');
  assert.equal(formatTime(0.25), '250 ms');
  assert.equal(formatTime(12.5), '12.5 s');
});
