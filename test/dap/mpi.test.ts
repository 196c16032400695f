/**
 * MPI handles decoded in Variables and hovers, the MPI scope, thread events, readMemory,
 * the "MPI call" stepping granularity and invalidated events. Expected values come from the
 * programs' own output (their handles, ranks and received values) and their source lines.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { startAdapter, withAdapter, launch, launchUntilStopped } from '../helpers/dap';

type DC = Awaited<ReturnType<typeof startAdapter>>['dc'];

const PROG = `#include <stdio.h>
#include <mpi.h>
int main(int argc, char **argv) {
  int rank, size, dsize, drank, buf = 0, out;
  MPI_Comm dup;
  MPI_Request req;
  MPI_Status st;
  MPI_Datatype vec;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Comm_dup(MPI_COMM_WORLD, &dup);
  MPI_Comm_size(dup, &dsize);
  MPI_Comm_rank(dup, &drank);
  MPI_Type_vector(2, 1, 2, MPI_INT, &vec);
  MPI_Type_commit(&vec);
  out = rank * 10 + 3;
  MPI_Irecv(&buf, 1, MPI_INT, (rank + size - 1) % size, 7, dup, &req);
  MPI_Send(&out, 1, MPI_INT, (rank + 1) % size, 7, dup);
  printf("handles rank=%d dup=0x%x req=0x%x dsize=%d drank=%d out=%d\\n", rank, (unsigned)dup, (unsigned)req, dsize, drank, out);
  MPI_Wait(&req, &st);
  printf("got %d from %d tag %d\\n", buf, st.MPI_SOURCE, st.MPI_TAG);
  MPI_Type_free(&vec);
  MPI_Comm_free(&dup);
  MPI_Finalize();
  return 0;
}
`;
const WAIT_LINE = 21;
const GOT_LINE = 22;

function writeProg(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-dap-mpi-'));
  fs.writeFileSync(path.join(dir, 'h.c'), PROG);
  return dir;
}

async function vars(dc: DC, ref: number): Promise<DebugProtocol.Variable[]> {
  return (await dc.variablesRequest({ variablesReference: ref })).body.variables;
}
function byName(vs: DebugProtocol.Variable[], name: string): DebugProtocol.Variable {
  const v = vs.find((x) => x.name === name);
  assert.ok(v, `variable ${name} in [${vs.map((x) => x.name).join(', ')}]`);
  return v;
}
async function scopes(dc: DC, threadId: number): Promise<DebugProtocol.Scope[]> {
  const frame = (await dc.stackTraceRequest({ threadId })).body.stackFrames[0];
  return (await dc.scopesRequest({ frameId: frame.id })).body.scopes;
}

test('MPI handles decoded in Variables and hover; MPI scope; readMemory; MPI_Status count', async () => {
  const dir = writeProg();
  const file = path.join(dir, 'h.c');
  await withAdapter(async ({ dc, output }) => {
    const ev = await launchUntilStopped(dc, { program: 'h.c', cwd: dir, np: 3 }, { path: file, lines: [WAIT_LINE] });
    const threadId = ev.body.threadId!;
    const rank = threadId - 1;
    const line = new RegExp(`\\[${rank}\\] handles rank=${rank} dup=0x([0-9a-f]+) req=0x([0-9a-f]+) dsize=(\\d+) drank=(\\d+) out=(\\d+)`).exec(output());
    assert.ok(line, `rank ${rank}'s handle line in ${output()}`);
    const [dupH, reqH, dsize, drank, outV] = [parseInt(line[1], 16), parseInt(line[2], 16), Number(line[3]), Number(line[4]), Number(line[5])];

    const sc = await scopes(dc, threadId);
    assert.deepEqual(sc.map((s) => s.name), ['Locals', 'Globals', 'MPI']);
    const locals = await vars(dc, sc[0].variablesReference);

    // MPI_Comm
    const dup = byName(locals, 'dup');
    assert.equal(dup.type, 'MPI_Comm');
    assert.match(dup.value, new RegExp(`\\(size ${dsize}, rank ${drank}, context_id 0x[0-9a-f]{4}\\)$`));
    const dk = await vars(dc, dup.variablesReference);
    assert.equal(parseInt(byName(dk, 'handle').value, 16), dupH);
    assert.equal(byName(dk, 'size').value, String(dsize));
    assert.equal(byName(dk, 'rank').value, String(drank));
    assert.equal(byName(dk, 'kind').value, 'intracommunicator');
    assert.equal(byName(dk, 'group').value, `[${[...Array(dsize).keys()].join(', ')}]`);
    assert.equal(byName(dk, 'parent').value, 'MPI_COMM_WORLD');
    assert.match(byName(dk, 'created by').value, /^MPI_Comm_dup at h\.c:12$/);
    const ctx = byName(dk, 'context_id');
    assert.match(dup.value, new RegExp(`context_id ${ctx.value.slice(0, 6)}\\)`));
    const ctxKids = await vars(dc, ctx.variablesReference);
    assert.deepEqual(ctxKids.map((k) => k.name), ['prefix', 'mask word', 'mask bit', 'local-comm', 'subcomm', 'suffix', 'dynamic']);
    const prefix = Number(byName(ctxKids, 'prefix').value);
    assert.equal(Number(ctx.value.slice(0, 6)) >> 4 & 0xfff, prefix, 'prefix is bits 4.. of the mpich layout context_id');
    assert.ok(byName(dk, 'recvcontext_id').variablesReference > 0);

    // MPI_Request
    const req = byName(locals, 'req');
    assert.equal(req.type, 'MPI_Request');
    assert.match(req.value, /^MPI_Irecv \((active|complete), peer \d+, tag 7, /);
    const rk = await vars(dc, req.variablesReference);
    assert.equal(parseInt(byName(rk, 'handle').value, 16), reqH);
    assert.equal(byName(rk, 'peer').value, String((rank + 3 - 1) % 3));
    assert.equal(byName(rk, 'tag').value, '7');
    assert.equal(byName(rk, 'communicator').value, '0x' + dupH.toString(16).padStart(8, '0'));
    assert.equal(byName(rk, 'bytes').value, '4');
    assert.match(byName(rk, 'posted at').value, /^h\.c:18:/);

    // MPI_Datatype
    const vec = byName(locals, 'vec');
    assert.equal(vec.type, 'MPI_Datatype');
    assert.match(vec.value, /MPI_Type_vector\(count=2, blocklength=1, stride=2, MPI_INT\), size 8/);

    // hover on a handle: the same decoding
    const frameId = (await dc.stackTraceRequest({ threadId })).body.stackFrames[0].id;
    const hover = await dc.evaluateRequest({ expression: 'dup', frameId, context: 'hover' });
    assert.equal(hover.body.result, dup.value);
    assert.ok(hover.body.variablesReference > 0);

    // readMemory on a variable in memory (its address is taken by MPI_Send)
    const out = byName(locals, 'out');
    assert.equal(out.value, String(outV));
    assert.ok(out.memoryReference, 'out has a memory reference');
    const mem = await dc.customRequest('readMemory', { memoryReference: out.memoryReference, count: 4 }) as DebugProtocol.ReadMemoryResponse;
    const bytes = Buffer.from(mem.body!.data!, 'base64');
    assert.equal(bytes.readInt32LE(0), outV);
    assert.equal(mem.body!.unreadableBytes ?? 0, 0);
    const bad = await dc.customRequest('readMemory', { memoryReference: out.memoryReference, offset: -Number(BigInt(out.memoryReference!) & 0xffffffffn), count: 16 }) as DebugProtocol.ReadMemoryResponse;
    assert.equal(bad.body!.unreadableBytes, 16, 'address 0 is unreadable');
    assert.equal(Buffer.from(bad.body!.data ?? '', 'base64').length, 0);

    // The MPI scope
    const mpi = await vars(dc, sc[2].variablesReference);
    assert.equal(byName(mpi, 'gpid').value, `(pg 0, rank ${rank})`);
    const comms = await vars(dc, byName(mpi, 'communicators').variablesReference);
    assert.match(byName(comms, 'MPI_COMM_WORLD').value, new RegExp(`^MPI_COMM_WORLD \\(size 3, rank ${rank}, context_id 0x0000\\)$`));
    assert.ok(comms.some((c) => c.value === dup.value), 'the duplicate is listed');
    const mask = byName(mpi, 'context-ID mask');
    const words = await vars(dc, mask.variablesReference);
    assert.equal(words.length, 64);
    assert.match(words[0].value, /^[0-9a-f]{8}$/);
    assert.ok(byName(mpi, 'requests').variablesReference > 0);
    for (const q of ['posted receives', 'unexpected messages', 'pending sends']) assert.match(byName(mpi, q).value, /^\d+$/);

    // MPI_Status after MPI_Wait: count (bytes) and the fields, against the program's output
    const stepped = dc.waitForEvent('stopped');
    await dc.setBreakpointsRequest({ source: { path: file }, breakpoints: [{ line: GOT_LINE, condition: `rank == ${rank}` }] });
    await dc.continueRequest({ threadId });
    assert.equal(((await stepped) as DebugProtocol.StoppedEvent).body.threadId, threadId);
    assert.equal((await dc.stackTraceRequest({ threadId })).body.stackFrames[0].line, GOT_LINE);
    const sc2 = await scopes(dc, threadId);
    const st = byName(await vars(dc, sc2[0].variablesReference), 'st');
    const sk = await vars(dc, st.variablesReference);
    assert.equal(byName(sk, 'count (bytes)').value, '4');
    assert.equal(byName(sk, 'MPI_TAG').value, '7');
    const src = Number(byName(sk, 'MPI_SOURCE').value);

    const ended = dc.waitForEvent('terminated');
    await dc.setBreakpointsRequest({ source: { path: file }, breakpoints: [] });
    await dc.continueRequest({ threadId });
    await ended;
    const got = new RegExp(`\\[${rank}\\] got (\\d+) from (\\d+) tag 7`).exec(output());
    assert.ok(got);
    assert.equal(Number(got[2]), src);
  });
});

test('thread events: started for each rank at launch, exited when a rank exits', async () => {
  const { dc } = await startAdapter();
  const started: number[] = [];
  const exited: number[] = [];
  dc.on('thread', (e: DebugProtocol.ThreadEvent) => (e.body.reason === 'started' ? started : exited).push(e.body.threadId));
  try {
    const ended = dc.waitForEvent('terminated');
    await launch(dc, { program: 'examples/ring.c', np: 4 });
    await ended;
    assert.deepEqual(started, [1, 2, 3, 4]);
    assert.deepEqual([...exited].sort(), [1, 2, 3, 4]);
  } finally {
    await dc.stop();
  }
});

test('mpisim/stepToMpiCall runs one rank to its next MPI call', async () => {
  await withAdapter(async ({ dc }) => {
    await launchUntilStopped(dc, { program: 'examples/ring.c', np: 2, stopOnEntry: true });
    const seen: { line?: number; desc?: string }[] = [];
    for (let k = 0; k < 5; k++) {
      const ev = dc.waitForEvent('stopped');
      await dc.customRequest('mpisim/stepToMpiCall', { threadId: 2 });
      const e = (await ev) as DebugProtocol.StoppedEvent;
      assert.equal(e.body.reason, 'step');
      assert.equal(e.body.threadId, 2);
      seen.push({ line: (await dc.stackTraceRequest({ threadId: 2 })).body.stackFrames[0]?.line, desc: e.body.text });
    }
    // ring.c: at entry rank 1 is before MPI_Init (line 9); its next MPI calls are MPI_Comm_rank
    // at 10, MPI_Comm_size at 11 and (rank 1) MPI_Recv at 19.
    assert.deepEqual(seen.slice(0, 3).map((s) => s.line), [10, 11, 19]);
    assert.match(seen[0].desc ?? '', /^rank 1 is about to call MPI_Comm_rank at .*ring\.c:10$/);
    assert.match(seen[1].desc ?? '', /about to call MPI_Comm_size/);
    assert.match(seen[2].desc ?? '', /about to call MPI_Recv at .*ring\.c:19$/);
    // Rank 0 has not sent: the next step blocks in MPI_Recv and says so, and stays there.
    assert.equal(seen[3].line, 19);
    assert.match(seen[3].desc ?? '', /rank 1 waits in MPI_Recv\(/);
    assert.equal(seen[4].line, 19);
    assert.equal((await dc.stackTraceRequest({ threadId: 1 })).body.stackFrames[0]?.line, 9, 'rank 0 stayed at MPI_Init');
  });
});

test('invalidated events after setVariable and mpisim/stepAll', async () => {
  const dir = writeProg();
  const file = path.join(dir, 'h.c');
  await withAdapter(async ({ dc }) => {
    const ev = await launchUntilStopped(dc, { program: 'h.c', cwd: dir, np: 2 }, { path: file, lines: [17] });
    const threadId = ev.body.threadId!;
    const sc = await scopes(dc, threadId);
    let inv = dc.waitForEvent('invalidated');
    await dc.setVariableRequest({ variablesReference: sc[0].variablesReference, name: 'buf', value: '42' });
    assert.deepEqual(((await inv) as DebugProtocol.InvalidatedEvent).body.areas, ['variables']);
    const buf = byName(await vars(dc, (await scopes(dc, threadId))[0].variablesReference), 'buf');
    assert.equal(buf.value, '42');

    inv = dc.waitForEvent('invalidated');
    const st = dc.waitForEvent('stopped');
    await dc.customRequest('mpisim/stepAll');
    await st;
    assert.deepEqual(((await inv) as DebugProtocol.InvalidatedEvent).body.areas, ['variables']);
  });
});
