/**
 * Round trip: `mpisim run --trace` on test/trace/trace_p2p.c (and trace_requests.c,
 * trace_intercomm.c), then the real OTF2 tools read the archive, then `mpisim trace show` reads
 * it back.
 * - otf2-print --silent -Werror accepts it (exit 0, nothing on stderr);
 * - the events otf2-print prints are the simulator's event log of the same run, and the MPI
 *   calls in them are the ones the program makes (listed from its source);
 * - the OTF2 library (python3-otf2) reads the same events as mpisim's reader;
 * - the messages `trace show --json` matches are the ones real MPICH delivers to the program
 *   (each rank prints source, tag and size of what it receives; run with mpiexec.mpich).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { makeTmpDir, removeTmpDir, runMpisim, runMpisimProgram } from '../helpers/cprog';
import { mpichBuild, runMpich } from '../helpers/mpi';
import { dumpWithLibrary, otf2Print, requireOtf2, TRACE_DIR } from '../helpers/otf2';
import { compileProgram } from '../../src/sim/compile';
import { World } from '../../src/sim/world';
import { archiveFromEvents, readArchive, type TraceArchive, type TraceEvent } from '../../src/trace';
import { COLLECTIVE_OPS, OTF2 } from '../../src/trace/model';

const SRC = join(TRACE_DIR, 'trace_p2p.c');
const NP = 4;
let tmp: string;
let anchor: string;
before(async () => {
  await requireOtf2();
  tmp = makeTmpDir('trace-rt');
  const r = await runMpisimProgram(SRC, ['-n', String(NP), '--trace', join(tmp, 'run')]);
  assert.equal(r.status, 0, r.stderr);
  anchor = join(tmp, 'run', 'traces.otf2');
});
after(() => removeTmpDir(tmp));

/** The simulator's own archive of the same (deterministic) run. */
function simulated(src = SRC, np = NP): TraceArchive {
  const prog = compileProgram({ file: basename(src), source: readFileSync(src, 'latin1'), readFile: () => undefined });
  const w = new World(prog, { np });
  assert.equal(w.runToEnd().kind, 'exited');
  return archiveFromEvents(w.mpi.events, np);
}

/** An event as otf2-print prints it: NAME location time attributes (location names dropped). */
function printed(a: TraceArchive, loc: number, e: TraceEvent): string {
  const comm = (c: number) => `Communicator: "${a.comms[c].name}" <${c}>`;
  const attrs = ((): string => {
    switch (e.type) {
      case 'Enter': case 'Leave': return `Region: "${a.regions[e.region].name}" <${e.region}>`;
      case 'MpiSend': return `Receiver: ${e.receiver}, ${comm(e.comm)}, Tag: ${e.tag}, Length: ${e.bytes}`;
      case 'MpiIsend': return `Receiver: ${e.receiver}, ${comm(e.comm)}, Tag: ${e.tag}, Length: ${e.bytes}, Request: ${e.request}`;
      case 'MpiRecv': return `Sender: ${e.sender}, ${comm(e.comm)}, Tag: ${e.tag}, Length: ${e.bytes}`;
      case 'MpiIrecv': return `Sender: ${e.sender}, ${comm(e.comm)}, Tag: ${e.tag}, Length: ${e.bytes}, Request: ${e.request}`;
      case 'MpiIsendComplete': case 'MpiIrecvRequest': case 'MpiRequestTest': case 'MpiRequestCancelled': return `Request: ${e.request}`;
      case 'MpiCollectiveBegin': return '';
      case 'MpiCollectiveEnd': case 'NonBlockingCollectiveComplete': {
        const fields = `Operation: ${COLLECTIVE_OPS[e.op]}, ${comm(e.comm)}, Root: ${e.root === OTF2.root.NONE ? 'NONE' : e.root}, Sent: ${e.sent}, Received: ${e.received}`;
        return e.type === 'MpiCollectiveEnd' ? fields : `${fields}, Request: ${e.request}`;
      }
      case 'NonBlockingCollectiveRequest': return `Request: ${e.request}`;
      case 'CommCreate': case 'CommDestroy': return comm(e.comm);
    }
  })();
  const name = e.type.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
  return `${name} ${loc} ${e.time} ${attrs}`.trim();
}

test('otf2-print accepts the archive, and the events it prints are the run\'s event log', async () => {
  await printsEventLog(anchor, SRC, NP);
});

/** otf2-print -Werror accepts `archive`, and prints the event log of `src`'s run with `np` ranks. */
async function printsEventLog(archive: string, src: string, np: number): Promise<void> {
  const strict = await otf2Print(archive, ['--silent', '-Werror']);
  assert.equal(strict.status, 0, strict.stderr);
  assert.equal(strict.stderr, '');
  const r = await otf2Print(archive);
  assert.equal(r.status, 0);
  const lines = r.stdout.split('\n').filter((l) => /^[A-Z_]+ +\d+ +\d+/.test(l))
    .map((l) => l.replace(/ \("[^"]*" <\d+>\)/g, '').replace(/\s+/, ' ').replace(/^(\S+ \d+)\s+(\d+)\s*/, '$1 $2 ').trim());
  const a = simulated(src, np);
  const expected = a.locations.flatMap((l) => l.events.map((e) => ({ e, l }))).sort((x, y) => x.e.time - y.e.time)
    .map(({ e, l }) => printed(a, l.id, e));
  // otf2-print merges locations by time; within a location the order is the file's.
  assert.equal(lines.length, expected.length);
  assert.ok(lines.length > 100, `${lines.length} events printed`);
  const perLocation = (ls: string[]) => Array.from({ length: np }, (_, k) => ls.filter((s) => s.split(' ')[1] === String(k)));
  assert.deepEqual(perLocation(lines), perLocation(expected));
}

test('the MPI calls in the trace are the ones the program makes', async () => {
  const r = await otf2Print(anchor);
  const calls = Array.from({ length: NP }, (_, k) => r.stdout.split('\n')
    .map((l) => /^ENTER +(\d+) +\d+ +Region: "([^"]+)"/.exec(l)).filter((m) => m && Number(m[1]) === k).map((m) => m![2])
    // The receiver polls MPI_Test until the message is there: how often depends on timing.
    .filter((name, i, all) => !(name === 'MPI_Test' && all[i - 1] === 'MPI_Test')));
  const got = ['MPI_Get_count', 'MPI_Comm_group', 'MPI_Comm_group', 'MPI_Group_translate_ranks', 'MPI_Group_free', 'MPI_Group_free'];
  const start = ['MPI_Init', 'MPI_Comm_rank', 'MPI_Comm_size'];
  const own = [
    ['MPI_Isend', 'MPI_Isend', 'MPI_Send', 'MPI_Wait', 'MPI_Wait', 'MPI_Send'],
    ['MPI_Irecv', 'MPI_Irecv', 'MPI_Irecv', 'MPI_Recv', ...got, 'MPI_Cancel', 'MPI_Wait', 'MPI_Waitall', ...got, ...got],
    ['MPI_Recv', ...got],
    [],
  ];
  // MPI_Comm_split(rank % 2, key -rank): world ranks 2 and 3 are rank 0 of their halves.
  const half = (rank: number) => (rank >= 2 ? ['MPI_Irecv', 'MPI_Test', ...got] : ['MPI_Ssend']);
  const end = ['MPI_Allreduce', 'MPI_Bcast', 'MPI_Barrier', 'MPI_Comm_free', 'MPI_Finalize'];
  const expected = own.map((o, rank) => [...start, ...o, 'MPI_Comm_split', 'MPI_Comm_rank', 'MPI_Comm_size', ...half(rank), ...end]);
  assert.deepEqual(calls, expected);
});

test('the OTF2 library reads the events mpisim reads', async () => {
  await libraryReadsSame(anchor, simulated());
});

/** python3-otf2 reads `archive` as mpisim's reader does, and that is `expected`. */
async function libraryReadsSame(archive: string, expected: TraceArchive): Promise<TraceArchive> {
  const lib = await dumpWithLibrary(archive);
  const ours = readArchive(archive);
  assert.deepEqual(lib.regions, ours.regions.map((r) => r.name));
  assert.deepEqual(lib.comms, ours.comms.map((c) => c.name));
  assert.deepEqual(lib.commFlags, ours.comms.map((c) => c.flags ?? 0));
  for (const l of ours.locations) assert.deepEqual(l.events, lib.locations[String(l.id)], `location ${l.id}`);
  assert.deepEqual(ours.locations.map((l) => l.events), expected.locations.map((l) => l.events));
  return ours;
}

/** `trace show --json` of `archive` against what real MPICH delivers to `src` (its "from S tag T bytes B" lines). */
async function matchesMpich(src: string, np: number, archive: string): Promise<void> {
  const mpich = await mpichRun(src, np);
  assert.equal(mpich.result.status, 0, mpich.result.stderr);
  const delivered = mpich.out.flatMap((out, receiver) => [...out.matchAll(/from (\d+) tag (\d+) bytes (\d+)/g)]
    .map((m) => `${m[1]}->${receiver} tag ${m[2]} ${m[3]} B`)).sort();
  assert.ok(delivered.length > 0);
  const r = await runMpisim(['trace', 'show', '--json', archive]);
  assert.equal(r.status, 0, r.stderr);
  const shown = JSON.parse(r.stdout) as { messages: { sender: number; receiver: number; tag: number; bytes: number; sendTime: number; recvTime: number }[]; unmatchedSends: unknown[]; unmatchedReceives: unknown[] };
  assert.deepEqual(shown.messages.map((m) => `${m.sender}->${m.receiver} tag ${m.tag} ${m.bytes} B`).sort(), delivered);
  assert.deepEqual([shown.unmatchedSends, shown.unmatchedReceives], [[], []]);
  for (const m of shown.messages) assert.ok(m.sendTime < m.recvTime, `a message arrives after it was sent: ${JSON.stringify(m)}`);
}

/** Real MPICH's run of `src`, its ranks' output files in a directory of their own (hydra does not truncate them). */
async function mpichRun(src: string, np: number) {
  const dir = join(tmp, `mpich-${basename(src, '.c')}`);
  mkdirSync(dir, { recursive: true });
  return runMpich(await mpichBuild(src, dir), src, np, [], dir, 60);
}

/** `mpisim run -n NP --trace <tmp>/<name> src`, which must succeed with an archive otf2-print accepts. */
async function traced(src: string, np: number, name: string, options: string[] = []): Promise<{ archive: string; stdout: string }> {
  const r = await runMpisimProgram(src, ['-n', String(np), '--trace', join(tmp, name), ...options]);
  assert.equal(r.status, 0, r.stderr);
  const archive = join(tmp, name, 'traces.otf2');
  const strict = await otf2Print(archive, ['--silent', '-Werror']);
  assert.equal(strict.status, 0, strict.stderr);
  return { archive, stdout: r.stdout };
}

test('trace show matches the messages real MPICH delivers to the program', async () => {
  await matchesMpich(SRC, NP, anchor);
});

test('persistent requests, MPI_Request_free, MPI_Imrecv, MPI_Sendrecv, MPI_Bsend, MPI_Waitany, MPI_Testsome', async () => {
  const src = join(TRACE_DIR, 'trace_requests.c');
  await matchesMpich(src, 3, (await traced(src, 3, 'requests')).archive);
});

test('a deadlocked run still writes its trace; an unwritable trace directory is reported', async () => {
  const src = join(tmp, 'dead.c');
  writeFileSync(src, '#include <mpi.h>\nint main(int c, char **v) { int x; MPI_Init(&c, &v);\n'
    + '  MPI_Recv(&x, 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);\n  MPI_Finalize(); return 0; }\n');
  const r = await runMpisimProgram(src, ['-n', '2', '--trace', 'dead']);
  assert.equal(r.status, 3, r.stderr);
  const strict = await otf2Print(join(tmp, 'dead', 'traces.otf2'), ['--silent', '-Werror']);
  assert.equal(strict.status, 0, strict.stderr);
  const shown = await runMpisim(['trace', 'show', join(tmp, 'dead', 'traces.otf2')]);
  assert.match(shown.stdout, /0 matched messages, 0 unmatched sends, 0 unmatched receives/);
  const bad = await runMpisimProgram(src, ['-n', '1', '--trace', 'dead.c']);
  assert.match(bad.stderr, /mpisim run: cannot write the trace to dead\.c: (EEXIST|ENOTDIR)/);
  assert.equal(bad.status, 3, 'the run\'s own status (a deadlock) is kept');
});

test('an inter-communicator is an InterComm; its messages match across the groups', async () => {
  const { archive: ic, stdout } = await traced(join(TRACE_DIR, 'trace_intercomm.c'), 4, 'ic');
  const defs = await otf2Print(ic, ['-A']);
  assert.match(defs.stdout, /INTER_COMM +\d+ +name: "MPI_Intercomm_create" <\d+>, Group A: "" <\d+>, Group B: "" <\d+>, Common Communicator: "MPI_Comm_split"/);
  // otf2-print resolves the receiver's rank in the remote group to its location.
  assert.match(stdout, /from 0\nfrom 1\n/);
  assert.match((await otf2Print(ic)).stdout, /MPI_SEND +0 +\d+ +Receiver: 0 \("rank 1" <1>\), Communicator: "MPI_Intercomm_create"/);
  const shown = JSON.parse((await runMpisim(['trace', 'show', '--json', ic])).stdout) as { messages: { sender: number; receiver: number; tag: number }[] };
  // Even rank 2k sends to rank k of the odd group, world rank 2k+1 (the program's own pairs).
  assert.deepEqual(shown.messages.map((m) => [m.sender, m.receiver, m.tag]), [[0, 1, 3], [2, 3, 3]]);
});

/**
 * test/trace/trace_nbc.c: nonblocking collectives among point-to-point messages, and the
 * lifecycles of communicators made by MPI_Comm_idup, _dup, _split and _create. The expected
 * records are OTF2's definitions (python3-otf2's docstrings for NonBlockingCollectiveRequest/
 * Complete, CommCreate, CommDestroy: "This event must be enclosed by an MpiCollectiveBegin and
 * MpiCollectiveEnd or NonBlockingCollectiveRequest and NonBlockingCollectiveComplete event pair
 * with OTF2_COLLECTIVE_OP_CREATE_HANDLE"; "...DESTROY_HANDLE"; "Only valid if the Comm
 * definition was flagged with OTF2_COMM_FLAG_CREATE_DESTROY_EVENTS") applied to the calls the
 * program makes; the roots are its arguments.
 */
test('nonblocking collectives and communicator lifecycles: otf2-print and the OTF2 library read the run, trace show matches MPICH', async () => {
  const src = join(TRACE_DIR, 'trace_nbc.c');
  const np = 4;
  const { archive } = await traced(src, np, 'nbc');
  await printsEventLog(archive, src, np);
  const a = await libraryReadsSame(archive, simulated(src, np));
  await matchesMpich(src, np, archive);

  const op = (name: string) => COLLECTIVE_OPS.indexOf(name as (typeof COLLECTIVE_OPS)[number]);
  const commNamed = (name: string) => a.comms.map((c, k) => ({ c, k })).filter((x) => x.c.name === name).map((x) => x.k);
  const lifecycle = a.comms.map((c, k) => ({ c, k })).filter((x) => (x.c.flags ?? 0) & OTF2.commFlag.CREATE_DESTROY_EVENTS);
  // MPI_Comm_idup, MPI_Comm_dup, two halves from the split, one MPI_Comm_create (named by the program's calls).
  assert.deepEqual(lifecycle.map((x) => x.c.name).sort(), ['MPI_Comm_create', 'MPI_Comm_dup', 'MPI_Comm_idup', 'MPI_Comm_split', 'MPI_Comm_split']);
  assert.deepEqual(a.comms.filter((c) => !lifecycle.some((x) => x.c === c)).map((c) => c.name), ['MPI_COMM_WORLD', 'MPI_COMM_SELF']);
  const nbcCalls: string[][] = [];
  const completes: { rank: number; op: number; comm: number; sent: number; received: number }[] = [];
  const testedNbc: number[] = [];
  for (const l of a.locations) {
    const regions: string[] = [];
    const requests = new Map<number, string>();
    const created: number[] = [], destroyed: number[] = [];
    const ev = l.events;
    nbcCalls[l.id] = [];
    ev.forEach((e, i) => {
      const region = regions.at(-1);
      if (e.type === 'Enter') regions.push(a.regions[e.region].name);
      else if (e.type === 'Leave') regions.pop();
      else if (e.type === 'NonBlockingCollectiveRequest') {
        assert.ok(region && /^MPI_(I|Comm_idup$)/.test(region), `a request record inside ${region}`);
        assert.ok(!requests.has(e.request));
        requests.set(e.request, region);
        nbcCalls[l.id].push(region);
      } else if (e.type === 'NonBlockingCollectiveComplete') {
        const call = requests.get(e.request);
        assert.ok(call, `rank ${l.id}: a completion of request ${e.request} follows its request record`);
        requests.delete(e.request);
        assert.match(region ?? '', /^MPI_(Wait|Test)/, 'completions are recorded where MPI_Wait/MPI_Test confirm them');
        assert.equal(COLLECTIVE_OPS[e.op], call === 'MPI_Comm_idup' ? 'CREATE_HANDLE' : call.slice('MPI_I'.length).toUpperCase());
        const root = call === 'MPI_Ibcast' ? 1 : call === 'MPI_Ireduce' ? np - 1 : OTF2.root.NONE;
        assert.equal(e.root, root, `${call}'s root`);
        completes.push({ rank: l.id, op: e.op, comm: e.comm, sent: e.sent, received: e.received });
      } else if (e.type === 'MpiRequestTest' && requests.has(e.request)) {
        // An unsuccessful MPI_Test of a pending nonblocking collective is recorded like any request's.
        assert.match(region ?? '', /^MPI_Test/, `rank ${l.id}: a request test inside ${region}`);
        testedNbc[l.id] = (testedNbc[l.id] ?? 0) + 1;
      } else if (e.type === 'CommCreate' || e.type === 'CommDestroy') {
        const creation = e.type === 'CommCreate';
        (creation ? created : destroyed).push(e.comm);
        const enclosed = ev[i - 1]?.type === 'MpiCollectiveBegin' && ev[i + 1]?.type === 'MpiCollectiveEnd'
          && ev[i + 1].type === 'MpiCollectiveEnd' && (ev[i + 1] as { op: number }).op === op(creation ? 'CREATE_HANDLE' : 'DESTROY_HANDLE');
        const inIdup = creation && [...requests.values()].includes('MPI_Comm_idup');
        assert.ok(enclosed || inIdup, `rank ${l.id}: ${e.type} of ${a.comms[e.comm].name} enclosed by its handle operation`);
        assert.equal(region, creation ? (inIdup ? region : a.comms[e.comm].name) : 'MPI_Comm_free');
      }
    });
    assert.equal(requests.size, 0, `rank ${l.id}: every nonblocking collective completed`);
    // Every communicator this rank belongs to is created once and freed once (the program frees all).
    const mine = lifecycle.filter((x) => a.groups[x.c.group].members.includes(l.id)).map((x) => x.k).sort();
    assert.deepEqual([...created].sort(), mine, `rank ${l.id} creates`);
    assert.deepEqual([...destroyed].sort(), mine, `rank ${l.id} frees`);
    // The blocking MPI_Bcast issued while an MPI_Ibcast is pending has its own pair.
    const ends = ev.filter((e) => e.type === 'MpiCollectiveEnd');
    assert.equal(ev.filter((e) => e.type === 'MpiCollectiveBegin').length, ends.length);
    assert.deepEqual(ends.filter((e) => e.type === 'MpiCollectiveEnd' && e.op === op('BCAST')).map((e) => e.type === 'MpiCollectiveEnd' && e.root), [1]);
  }
  const program = ['MPI_Ibarrier', 'MPI_Ibcast', 'MPI_Iallreduce', 'MPI_Ireduce', 'MPI_Comm_idup', 'MPI_Iallreduce'];
  assert.deepEqual(nbcCalls, Array.from({ length: np }, () => program));
  // trace_nbc.c polls its MPI_Ibcast with MPI_Test until it completes: the root finds it done at once.
  assert.ok(testedNbc.some((n) => n > 0), `unsuccessful tests of the MPI_Ibcast were recorded: ${JSON.stringify(testedNbc)}`);
  // What the ranks sent in one collective, they received in it (sizes of this rank's traffic).
  const instances: [string, number][] = [['BARRIER', 0], ['BCAST', 0], ['ALLREDUCE', 0], ['REDUCE', 0], ...commNamed('MPI_Comm_split').map((k): [string, number] => ['ALLREDUCE', k])];
  for (const [name, comm] of instances) {
    const c = completes.filter((x) => x.op === op(name) && x.comm === comm);
    assert.equal(c.length, a.groups[a.comms[comm].group].members.length, `${name} on comm ${comm}: one completion per member`);
    const sum = (f: 'sent' | 'received') => c.reduce((n, x) => n + x[f], 0);
    assert.equal(sum('sent'), sum('received'), `${name} on comm ${comm}: bytes sent = bytes received`);
    if (name !== 'BARRIER') assert.ok(sum('sent') > 0, `${name} moves data`);
  }
});

/**
 * test/trace/trace_held.c: an MPI_Isend and an MPI_Irecv never confirmed by MPI_Wait/MPI_Test.
 * The seed note (reference/seeds/004) queues a Send behind "the latest isends[sender]" and
 * records it only once "all previous Isends are processed" ("We can only process Isends that are
 * completed, because they might be cancelled subsequently"); receives likewise. So nothing of
 * either rank can be ordered: `trace show` lists every message real MPICH delivered (and the
 * rest) as unmatched, and its summary names the requests that hold them back.
 */
test('messages held back behind requests that never complete are reported, not dropped', async () => {
  const src = join(TRACE_DIR, 'trace_held.c');
  // Requests never completed are this program's point: the request-lifecycle check would say so.
  const { archive } = await traced(src, 2, 'held', ['--check', 'type-matching,collective-matching,pending-buffer,buffer-overlap,invalid-buffer,leak']);
  const mpich = await mpichRun(src, 2);
  assert.equal(mpich.result.status, 0, mpich.result.stderr);
  const delivered = mpich.out.flatMap((out, receiver) => [...out.matchAll(/from (\d+) tag (\d+) bytes (\d+)/g)]
    .map((m) => `${m[1]}->${receiver} tag ${m[2]} ${m[3]} B`));
  assert.equal(delivered.length, 2);
  const r = await runMpisim(['trace', 'show', '--json', archive]);
  assert.equal(r.status, 0, r.stderr);
  const shown = JSON.parse(r.stdout) as { messages: unknown[]; unmatchedSends: Record<string, number>[]; unmatchedReceives: Record<string, number>[] };
  assert.deepEqual(Object.keys(shown), ['messages', 'unmatchedSends', 'unmatchedReceives']);
  for (const u of [...shown.unmatchedSends, ...shown.unmatchedReceives]) assert.deepEqual(Object.keys(u), ['sender', 'receiver', 'comm', 'tag', 'bytes', 'time']);
  const brief = (u: Record<string, number>) => `${u.sender}->${u.receiver} tag ${u.tag} ${u.bytes} B`;
  assert.deepEqual(shown.messages, []);
  assert.deepEqual(shown.unmatchedReceives.map(brief), delivered);
  // Rank 0's own Isend, the Send behind it, and the Send after the barrier (tag 3, 4 bytes).
  assert.deepEqual(shown.unmatchedSends.map(brief), [...delivered, '0->1 tag 3 4 B']);
  const text = await runMpisim(['trace', 'show', archive]);
  assert.match(text.stdout, /0 matched messages, 3 unmatched sends, 2 unmatched receives/);
  assert.match(text.stdout, /not ordered \(listed as unmatched\): 3 sends and 2 receives wait behind non-blocking requests that never completed/);
  assert.match(text.stdout, /rank 0: MPI_Isend request 0x[0-9a-f]+ started at \d+, never completed, holds back:\n {4}rank 0 -> rank 1 {2}MPI_COMM_WORLD {2}tag 1 {2}4 bytes {2}sent at \d+\n {4}rank 0 -> rank 1 {2}MPI_COMM_WORLD {2}tag 2 {2}8 bytes/);
  assert.match(text.stdout, /rank 1: MPI_Irecv request 0x[0-9a-f]+ started at \d+, never completed, holds back:\n {4}rank 0 -> rank 1 {2}MPI_COMM_WORLD {2}tag 1 {2}4 bytes {2}received at/);
});
