/**
 * The usage checks (issue 15), each on a program that breaks one MPI rule, run on real MPICH in
 * the test to show why the check exists: MPICH runs every one of them to a normal end (status 0,
 * a wrong or arbitrary result at best). mpisim prints the same output, reports the finding with
 * both sides' ranks and file:line:col, and ends with status 4; with --no-check it says nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS } from '../helpers/cprog';

const DIR = join(REPO_ROOT, 'test', 'mpi-checks');
const sorted = (s: string): string => s.split('\n').filter(Boolean).sort().join('\n');
/** mpisim's stdout of each rank, in rank order. */
function simOut(file: string, np = 2): string {
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-checks-'));
  spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', String(np), '--outfile-pattern', join(tmp, 'out.%r'), join(DIR, file)], { timeout: 60000 });
  return ranks(np).map((k) => (existsSync(join(tmp, `out.${k}`)) ? readFileSync(join(tmp, `out.${k}`), 'utf8') : '')).join('');
}

/** Each rank's stdout on its own (Hydra may interleave the ranks' lines on one stream). */
const ranks = (np: number): number[] => Array.from({ length: np }, (_, k) => k);
function mpich(file: string, np = 2): { status: number | null; stdout: string } {
  assert.equal(spawnSync('sh', ['-c', 'command -v mpicc.mpich']).status, 0, 'mpicc.mpich is missing: install mpich');
  const tmp = mkdtempSync(join(tmpdir(), 'mpisim-checks-'));
  const exe = join(tmp, 'p');
  execFileSync('mpicc.mpich', ['-o', exe, join(DIR, file)]);
  const r = spawnSync('mpiexec.mpich', ['-n', String(np), '-outfile-pattern', join(tmp, 'out.%r'), exe], { encoding: 'utf8', timeout: 60000 });
  return { status: r.status, stdout: ranks(np).map((k) => (existsSync(join(tmp, `out.${k}`)) ? readFileSync(join(tmp, `out.${k}`), 'utf8') : '')).join('') };
}
const sim = (file: string, extra: string[] = [], np = 2) =>
  spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', String(np), ...extra, join(DIR, file)], { encoding: 'utf8', timeout: 60000 });

/**
 * UCX's warning at MPICH's finalize about a message no receive matched: its only hint, on stdout,
 * without the rank or the line — and only when the message arrived before the finalize, so it is
 * removed before comparing outputs, never required.
 */
const UCX_UNMATCHED = /^.*UCX {2}WARN {2}unexpected tag-receive descriptor 0x[0-9a-f]+ was not matched\n/gm;

const CASES: { file: string; sameOutput: boolean; finding: RegExp; np?: number }[] = [
  { file: 'type_mismatch.c', sameOutput: true, finding: /^mpisim: type-matching: rank 1 received with MPI_Recv at \S*type_mismatch\.c:13:5 \(1 x MPI_INT\) a message rank 0 sent with MPI_Send at \S*type_mismatch\.c:10:5 \(1 x MPI_FLOAT\)/m },
  // The send's type freed (and its handle made again as floats) while the message waits: the signature it was sent with is compared.
  { file: 'type_freed_mismatch.c', sameOutput: true, finding: /^mpisim: type-matching: rank 1 received with MPI_Recv at \S*type_freed_mismatch\.c:20:5 \(2 x MPI_FLOAT\) a message rank 0 sent with MPI_Send at \S*type_freed_mismatch\.c:13:5 \(1 x MPI_Type_contiguous\(count=2, MPI_INT\), size 8, extent 8\): the type signatures differ$/m },
  // Which value arrives depends on the protocol: only the ends are compared.
  { file: 'pending_buffer.c', sameOutput: false, finding: /^mpisim: pending-buffer: rank 0 wrote byte 0x[0-9a-f]+ of the send buffer of MPI_Isend \(rank 0 at \S*pending_buffer\.c:10:5\) before the operation completed; at \S*pending_buffer\.c:11:9, seen at \S*pending_buffer\.c:12:5/m },
  { file: 'op_mismatch.c', sameOutput: true, finding: /^mpisim: collective-matching: rank 1 passed MPI_MAX to MPI_Allreduce at \S*op_mismatch\.c:9:3 but rank 0 passed MPI_SUM at \S*op_mismatch\.c:9:3/m },
  { file: 'leak.c', sameOutput: true, finding: /^mpisim: leak: rank 0 called MPI_Finalize at \S*leak\.c:13:3 with a communicator still alive, created by MPI_Comm_dup at \S*leak\.c:9:3/m },
  // Two of one call at one place are one finding, in the plural (the noun, not its adjective).
  { file: 'leak_persistent.c', sameOutput: true, finding: /^mpisim: leak: rank 0 called MPI_Finalize at \S*leak_persistent\.c:19:3 with 2 persistent requests still alive, created by MPI_Send_init at \S*leak_persistent\.c:11:5$/m },
  { file: 'unmatched_send.c', sameOutput: true, finding: /^mpisim: unmatched-send: rank 0's MPI_Send at \S*unmatched_send\.c:9:5 \(1 x MPI_INT, tag 7\) was never received: rank 1 called MPI_Finalize at \S*unmatched_send\.c:11:3 with it in its unexpected queue$/m },
  { file: 'call_ordering.c', sameOutput: true, finding: /^mpisim: call-ordering: rank 1 entered MPI_Bcast at \S*call_ordering\.c:15:5 only after its MPI_Recv at \S*call_ordering\.c:14:5 received what rank 0 sent with MPI_Send at \S*call_ordering\.c:12:5 after entering MPI_Bcast \(collective call #1 on MPI_COMM_WORLD\)/m },
  // The send matches the posted receive at its call: its position is the call's, as for a queued send.
  { file: 'call_ordering_posted.c', sameOutput: true, finding: /^mpisim: call-ordering: rank 1 entered MPI_Bcast at \S*call_ordering_posted\.c:18:5 only after its MPI_Irecv at \S*call_ordering_posted\.c:9:18 received what rank 0 sent with MPI_Send at \S*call_ordering_posted\.c:15:5 after entering MPI_Bcast \(collective call #2 on MPI_COMM_WORLD\)/m },
  { file: 'coll_missing.c', sameOutput: true, finding: /^mpisim: collective-matching: rank 0 called MPI_Finalize at \S*coll_missing\.c:14:3 without calling MPI_Ireduce, collective call #1 on MPI_COMM_WORLD, which rank 1 called at \S*coll_missing\.c:10:5$/m },
  // MPICH prints the floats' bits as ints and the ints' as floats (4.2039e-45, 1077936128); mpisim the same.
  { file: 'vtype_mismatch.c', sameOutput: true, finding: /^mpisim: type-matching: MPI_Allgatherv \(collective call #1 on MPI_COMM_WORLD\): rank 1 sends 1 x MPI_FLOAT where rank 0 receives 1 x MPI_INT from it \(rank 1 at \S*vtype_mismatch\.c:16:5, rank 0 at \S*vtype_mismatch\.c:13:5\)/m },
  // Found in the nonblocking reduction's coroutine, reported at the user's call that started it.
  { file: 'iop_mismatch.c', sameOutput: true, finding: /^mpisim: collective-matching: rank 1 passed MPI_MAX to MPI_Allreduce at \S*iop_mismatch\.c:9:3 but rank 0 passed MPI_SUM at \S*iop_mismatch\.c:9:3/m },
  // Either value may arrive (MPICH: usually the put's, mpisim: the order it ran them in): only the ends are compared.
  { file: 'rma_race.c', sameOutput: false, finding: /^mpisim: rma-race: rank 1 stored to byte 0x[0-9a-f]+ of its window \(at \S*rma_race\.c:16:15\) (before|while) rank 0's MPI_Put at \S*rma_race\.c:13:5 updated it, and no synchronization orders the two/m },
  { file: 'rma_put_put.c', np: 3, sameOutput: false, finding: /^mpisim: rma-race: rank 2's MPI_Put at \S*rma_put_put\.c:12:18 accesses bytes of rank 1's window that rank 0's MPI_Put at \S*rma_put_put\.c:12:18 updates, and no synchronization orders the two/m },
  // 300 windows, one used (the others cost no copy): the store is memset's, named by its statement.
  { file: 'rma_race_windows.c', sameOutput: false, finding: /^mpisim: rma-race: rank 1 stored to byte 0x[0-9a-f]+ of its window \(at \S*rma_race_windows\.c:19:5\) (before|while) rank 0's MPI_Put at \S*rma_race_windows\.c:16:5 updated it, and no synchronization orders the two/m },
  // A window of 1 MB (windows over 256 KB went unwatched): the store is the loop's that fills it. MPICH printed the put's 1, mpisim the store's 2.
  { file: 'rma_race_big.c', sameOutput: false, finding: /^mpisim: rma-race: rank 1 stored to byte 0x[0-9a-f]+ of its window \(at \S*rma_race_big\.c:19:41\) (before|while) rank 0's MPI_Put at \S*rma_race_big\.c:16:5 updated it, and no synchronization orders the two/m },
  // Stores of the value already there: seen as the program makes them, not by comparing bytes.
  { file: 'pending_same_value.c', sameOutput: true, finding: /^mpisim: pending-buffer: rank 0 wrote byte 0x[0-9a-f]+ of the send buffer of MPI_Isend \(rank 0 at \S*pending_same_value\.c:10:5\) before the operation completed; at \S*pending_same_value\.c:11:9, seen at \S*pending_same_value\.c:12:5/m },
  { file: 'rma_race_same.c', sameOutput: false, finding: /^mpisim: rma-race: rank 1 stored to byte 0x[0-9a-f]+ of its window \(at \S*rma_race_same\.c:16:15\) (before|while) rank 0's MPI_Put at \S*rma_race_same\.c:13:5 updated it, and no synchronization orders the two/m },
  // Loads are seen as they happen, as stores are: a read of a pending receive buffer, named by its statement.
  { file: 'pending_load.c', sameOutput: true, finding: /^mpisim: pending-buffer: rank 1 read byte 0x[0-9a-f]+ of the receive buffer of MPI_Irecv \(rank 1 at \S*pending_load\.c:13:5\) before the operation completed; at \S*pending_load\.c:14:\d+, seen at \S*pending_load\.c:16:5/m },
  // Scalars read by name: their address was taken (only then can MPI own them), so the read is seen.
  { file: 'pending_scalar_load.c', sameOutput: true, finding: /^mpisim: pending-buffer: rank 1 read byte 0x[0-9a-f]+ of the receive buffer of MPI_Irecv \(rank 1 at \S*pending_scalar_load\.c:13:5\) before the operation completed; at \S*pending_scalar_load\.c:14:13, seen at \S*pending_scalar_load\.c:15:5/m },
  { file: 'get_load.c', sameOutput: true, finding: /^mpisim: pending-buffer: rank 0 read byte 0x[0-9a-f]+ of the receive buffer of MPI_Get \(rank 0 at \S*get_load\.c:13:5\) before the operation completed; at \S*get_load\.c:14:26, seen at \S*get_load\.c:17:3/m },
  // 1,000 pending gets watched as one span of bytes: the store is named by the get that owns its element.
  { file: 'get_many.c', sameOutput: true, finding: /^mpisim: pending-buffer: rank 0 wrote byte 0x[0-9a-f]+ of the receive buffer of MPI_Get \(rank 0 at \S*get_many\.c:15:35\) before the operation completed; at \S*get_many\.c:16:25, seen at \S*get_many\.c:17:3/m },
  // Two gets of one epoch into one int: MPICH keeps the first one's value (11), mpisim the second's (21).
  { file: 'get_get.c', sameOutput: false, finding: /^mpisim: buffer-overlap: rank 0: the buffer of MPI_Get at \S*get_get\.c:17:5 overlaps the buffer of the pending MPI_Get at \S*get_get\.c:16:5, and both write it: which one's bytes stay depends on the order they complete$/m },
  // Which value rank 0 sends depends on when the receive lands: only the ends are compared.
  { file: 'overlap_send_recv.c', sameOutput: false, finding: /^mpisim: buffer-overlap: rank 0: the buffer of MPI_Isend at \S*overlap_send_recv\.c:11:5 overlaps the buffer of the pending MPI_Irecv at \S*overlap_send_recv\.c:10:5, and the second writes it/m },
  // MPICH takes a negative colour as any other: the run is the same, the finding is mpisim's.
  { file: 'split_color.c', sameOutput: true, finding: /^mpisim: invalid-argument: rank [01]: MPI_Comm_split at \S*split_color\.c:11:3 has color -10, which must be non-negative or MPI_UNDEFINED/m },
  // The C library's writes are the program's, named by their calls: strcpy into a window no process had used yet (MPI 4.0 §12.7).
  { file: 'rma_race_strcpy.c', sameOutput: true, finding: /^mpisim: rma-race: rank 1 stored to byte 0x[0-9a-f]+ of its window \(at \S*rma_race_strcpy\.c:23:5\) (before|while) rank 0's MPI_Put at \S*rma_race_strcpy\.c:20:5 updated it, and no synchronization orders the two/m },
  // fread is C of the library's own (it waits there when its stream is a pipe's end): named, as qsort below, by the program's statement that calls it.
  { file: 'rma_race_fread.c', sameOutput: true, finding: /^mpisim: rma-race: rank 1 stored to byte 0x[0-9a-f]+ of its window \(at \S*rma_race_fread\.c:16:8\) (before|while) rank 0's MPI_Put at \S*rma_race_fread\.c:15:18 updated it, and no synchronization orders the two/m },
  // qsort is C of the library's own: its stores are named by the program's call. Which value ends where depends on the order.
  { file: 'rma_race_qsort.c', sameOutput: false, finding: /^mpisim: rma-race: rank 1 stored to byte 0x[0-9a-f]+ of its window \(at \S*rma_race_qsort\.c:16:8\) (before|while) rank 0's MPI_Put at \S*rma_race_qsort\.c:15:18 updated it, and no synchronization orders the two/m },
  // strcpy into a pending send's buffer, sscanf into a pending receive's (MPI 4.0 §3.7.2): each named by its call.
  { file: 'pending_libc.c', sameOutput: true, finding: /^(?=[\s\S]*^mpisim: pending-buffer: rank 0 wrote byte 0x[0-9a-f]+ of the send buffer of MPI_Isend \(rank 0 at \S*pending_libc\.c:15:5\) before the operation completed; at \S*pending_libc\.c:16:5, seen at \S*pending_libc\.c:17:5$)[\s\S]*^mpisim: pending-buffer: rank 1 wrote byte 0x[0-9a-f]+ of the receive buffer of MPI_Irecv \(rank 1 at \S*pending_libc\.c:20:5\) before the operation completed; at \S*pending_libc\.c:21:5, seen at \S*pending_libc\.c:22:5$/m },
  // Only the store while the persistent receive is active; none after its waits, nor after the sends' tests (the output is the same: 7, 8, 9 or 0 where the store won).
  { file: 'pending_persistent.c', sameOutput: false, finding: /^mpisim: pending-buffer: rank 1 wrote byte 0x[0-9a-f]+ of the receive buffer of MPI_Recv_init \(started at \S*pending_persistent\.c:14:7\) \(rank 1 at \S*pending_persistent\.c:12:5\) before the operation completed; at \S*pending_persistent\.c:15:22, seen at \S*pending_persistent\.c:16:7$(?![\s\S]*^mpisim: pending-buffer)[\s\S]*^mpisim: the checks found 1 MPI usage error$/m },
  // Two shared lock epochs on rank 1 at once (MPI 4.0 section 12.5.3): rank 0's unlock orders nothing for rank 2's epoch, whose put of another value may land first or last.
  { file: 'rma_shared_locks.c', np: 3, sameOutput: false, finding: /^mpisim: rma-race: rank 2's MPI_Put at \S*rma_shared_locks\.c:14:5 accesses bytes of rank 1's window that rank 0's MPI_Put at \S*rma_shared_locks\.c:14:5 updates, and no synchronization orders the two/m },
  // One post-wait exposure epoch, two origins: one's MPI_Win_complete orders nothing for the other's MPI_Win_start.
  { file: 'rma_pscw_put_put.c', np: 3, sameOutput: false, finding: /^mpisim: rma-race: rank [02]'s MPI_Put at \S*rma_pscw_put_put\.c:23:5 accesses bytes of rank 1's window that rank [02]'s MPI_Put at \S*rma_pscw_put_put\.c:23:5 updates, and no synchronization orders the two/m },
  // One origin's put and get of the same int in one epoch, no flush between (RMARaceBench's sync/024): the get may bring the old value.
  { file: 'rma_same_origin.c', sameOutput: false, finding: /^mpisim: rma-race: rank 0's MPI_Get at \S*rma_same_origin\.c:15:5 accesses bytes of rank 1's window that its MPI_Put at \S*rma_same_origin\.c:14:5 updates in the same epoch, and no flush or synchronization completed that one first/m },
  // A get and a store of the target to the same int (MPI 4.0 section 12.3's conflicting accesses): rank 0 prints either value.
  // An atomic flag raised before a flush completed the put: the flag's atomics order nothing of the put.
  { file: 'rma_atomic_flag_race.c', np: 3, sameOutput: true, finding: /^mpisim: rma-race: rank 2 stored to byte 0x[0-9a-f]+ of its window \(at \S*rma_atomic_flag_race\.c:26:9\) (before|while) rank 1's MPI_Put at \S*rma_atomic_flag_race\.c:18:5 updated it, and no synchronization orders the two/m },
  { file: 'rma_get_store.c', sameOutput: false, finding: /^mpisim: rma-race: rank 1 stored to byte 0x[0-9a-f]+ of its window \(at \S*rma_get_store\.c:13:18\) (before|while) rank 0's MPI_Get at \S*rma_get_store\.c:12:18 read it, and no synchronization orders the two/m },
  // A send whose request was freed while active, finalized before anything of the receiver's reached the sender (MPI 4.0 section 11.2.2).
  { file: 'freed_send.c', sameOutput: true, finding: /^mpisim: request-lifecycle: rank 0 called MPI_Finalize at \S*freed_send\.c:15:3 without knowing that the send of MPI_Isend at \S*freed_send\.c:11:3 completed: its request was freed by MPI_Request_free at \S*freed_send\.c:12:3 while active, and rank 1 received it, but nothing rank 1 did after that reached rank 0/m },
  // Receives always posted and polled (Graph 500's aml.c): each write between two polls seen at the next one, MPI's deliveries not.
  { file: 'pending_polled.c', sameOutput: true, finding: /^(?=[\s\S]*^mpisim: pending-buffer: rank 1 wrote byte 0x[0-9a-f]+ of the receive buffer of MPI_Recv_init \(started at \S*pending_polled\.c:19:7\) \(rank 1 at \S*pending_polled\.c:18:7\) before the operation completed; at \S*pending_polled\.c:25:35, seen at \S*pending_polled\.c:23:7$)[\s\S]*^mpisim: pending-buffer: rank 1 wrote byte 0x[0-9a-f]+ of the receive buffer of MPI_Recv_init \(started at \S*pending_polled\.c:19:7\) \(rank 1 at \S*pending_polled\.c:18:7\) before the operation completed; at \S*pending_polled\.c:26:24, seen at \S*pending_polled\.c:23:7$(?![\s\S]*^mpisim: pending-buffer)[\s\S]*^mpisim: the checks found 2 MPI usage errors$/m },
  // Adjacent receives restarted one by one after the program rewrote their buffers, polled thousands of times in between: only the store into a restarted pending buffer and the sscanf are findings.
  { file: 'pending_restarted.c', sameOutput: true, finding: /^(?=[\s\S]*^mpisim: pending-buffer: rank 1 wrote byte 0x[0-9a-f]+ of the receive buffer of MPI_Recv_init \(started at \S*pending_restarted\.c:33:9\) \(rank 1 at \S*pending_restarted\.c:20:7\) before the operation completed; at \S*pending_restarted\.c:34:49, seen at \S*pending_restarted\.c:25:7$)[\s\S]*^mpisim: pending-buffer: rank 1 wrote byte 0x[0-9a-f]+ of the receive buffer of MPI_Recv_init \(started at \S*pending_restarted\.c:33:9\) \(rank 1 at \S*pending_restarted\.c:20:7\) before the operation completed; at \S*pending_restarted\.c:27:26, seen at \S*pending_restarted\.c:28:29$(?![\s\S]*^mpisim: pending-buffer)[\s\S]*^mpisim: the checks found 2 MPI usage errors$/m },
  // A POSIX thread's own store into the receive buffer of its pending MPI_Irecv.
  { file: 'pending_thread.c', sameOutput: true, finding: /^mpisim: pending-buffer: rank 1 wrote byte 0x[0-9a-f]+ of the receive buffer of MPI_Irecv \(rank 1 at \S*pending_thread\.c:10:5\) before the operation completed; seen at \S*pending_thread\.c:12:5$/m },
  { file: 'missing_wait.c', sameOutput: true, finding: /^mpisim: request-lifecycle: rank 0 called MPI_Finalize at \S*missing_wait\.c:11:3 while the request of MPI_Isend at \S*missing_wait\.c:9:\d+ was never completed/m },
];

for (const c of CASES) {
  test(`${c.file}: MPICH runs it to the end; mpisim reports it and ends with status 4`, () => {
    const real = mpich(c.file, c.np);
    assert.equal(real.status, 0, 'MPICH ends normally');
    const s = sim(c.file, [], c.np);
    assert.match(s.stderr, c.finding);
    assert.match(s.stderr, /^mpisim: the checks found \d+ MPI usage errors?$/m);
    assert.equal(s.status, 4, s.stderr);
    if (c.sameOutput) assert.equal(simOut(c.file, c.np), real.stdout.replace(UCX_UNMATCHED, ''));
    else assert.equal(sorted(s.stdout).split('\n').length, sorted(real.stdout).split('\n').length);
    const quiet = sim(c.file, ['--no-check'], c.np);
    assert.equal(quiet.status, 0, quiet.stderr);
    assert.doesNotMatch(quiet.stderr, /^mpisim: (?!warning:)[a-z-]+: /m);
  });
}

/**
 * One finding made again and again (a loop writing the origin buffer of its epoch's accumulates,
 * as MPICH's rma/atomic_get_* do 10,000 times an epoch) is one line, its repeats counted at the
 * end: keeping each repeat ran those tests out of heap.
 */
test('pending_repeat.c: MPICH runs it to the end; mpisim reports the finding once and counts its 4,998 repeats', () => {
  const real = mpich('pending_repeat.c');
  assert.equal(real.status, 0, 'MPICH ends normally');
  const s = sim('pending_repeat.c');
  assert.equal(s.status, 4, s.stderr);
  const lines = s.stderr.split('\n').filter((l) => l.startsWith('mpisim: pending-buffer: rank 0 wrote'));
  assert.equal(lines.length, 1, s.stderr);
  assert.match(lines[0], /^mpisim: pending-buffer: rank 0 wrote byte 0x[0-9a-f]+ of the send buffer of MPI_Accumulate \(rank 0 at \S*pending_repeat\.c:15:7\) before the operation completed; at \S*pending_repeat\.c:14:11, seen at \S*pending_repeat\.c:15:7$/);
  assert.match(s.stderr, /^mpisim: pending-buffer: the finding of rank 0 at \S*pending_repeat\.c:14:11 and rank 0 at \S*pending_repeat\.c:15:7 was made 4998 more times, reported once$/m);
  assert.match(s.stderr, /^mpisim: the checks found 1 MPI usage error \(4999 in all, with repeats\)$/m);
  assert.equal(simOut('pending_repeat.c'), real.stdout);
});

const CLEAN: [string, string, number?][] = [
  ['rma_ordered.c', 'puts and stores ordered by unlock and a message, by fences, or on other bytes are no race'],
  ['pending_read_ok.c', "a pending send's buffer read, the bytes beside a pending receive buffer read, the receive buffer read after its MPI_Wait: no pending-buffer access"],
  ['overlap_two_recvs.c', 'two pending receives or nonblocking collectives writing one buffer (MPICH\'s own tests do it) are no buffer-overlap'],
  ['get_repeat_ok.c', 'one MPI_Get statement repeated into one buffer in an epoch (MPICH\'s rma/manyget), gets of two statements into one int in successive epochs or across an MPI_Win_flush: no buffer-overlap'],
  ['freed_send_ok.c', 'send requests freed while active whose completion the program knows (the receiver replied, a barrier followed the receive), a freed MPI_Ibsend, and a freed MPI_Isend to MPI_PROC_NULL into a variable that held a waited-for eager send, an MPI_Issend cancelled then freed: no request-lifecycle finding'],
  ['pending_threads_ok.c', 'threads rewriting their buffers between a persistent receive\'s MPI_Wait and its next MPI_Start, and between nonblocking collectives (which progress while the main thread is in pthread_join), each thread on its own communicator: no pending-buffer write, no collective mismatch'],
  ['rma_fence_lock_ok.c', 'a lock and a lock_all epoch each between two fences, as MPICH\'s rma/mixedsync does (MBI\'s RMA_TwoEpoch_Win_fence_Win_lock* label it an error; no epoch of the fences holds an RMA call): no finding'],
  ['call_ordering_reused_ctx_ok.c', "an exchange then a barrier on a communicator of four ranks that has the context ID of a freed one on which two of them made collective calls (Intel MPI Benchmarks' PingPong, then Exchange): no call-ordering", 4],
  ['rget_wait.c', "an MPI_Rget's buffer written after the MPI_Wait that completes it, its epoch still open, is no pending-buffer write"],
  ['libc_ordered.c', 'memcpy, qsort, sprintf, strcpy and sscanf writing a window before and after the fences of an epoch, bytes of it no put touches, and buffers after the MPI_Wait completing their operations (MPI 4.0 sections 12.7, 3.7.3): no finding'],
  ['rma_atomic_ordered.c', "an MCS lock's handoff (MPICH's rma/mutex_bench): a store, then MPI_Fetch_and_op on the tail; another rank's MPI_Compare_and_swap reading it, then its MPI_Accumulate to the stored int; a put flushed before an atomic flag, the flag read, then a store to the put's bytes: no rma-race", 3],
  ['rget_acc_wait.c', "a store ordered after the MPI_Wait of an MPI_Rget_accumulate to the same int, its lock epoch still open, is no rma-race (the result shows the update was done)"],
  ['rma_locks_ordered.c', 'two origins putting the same int under exclusive locks, an exclusive epoch after shared ones, shared epochs putting other ints or getting one, a put, flush and get of one int, a store under the target\'s own exclusive lock then gets under others, two origins putting the same value into one int under shared locks at once (the target holds it whichever lands last): no rma-race', 3],
];
for (const [file, what, np] of CLEAN) {
  test(`${file}: ${what}: MPICH and mpisim print the same`, () => {
    const real = mpich(file, np);
    assert.equal(real.status, 0);
    const s = sim(file, [], np);
    assert.equal(s.status, 0, s.stderr);
    assert.doesNotMatch(s.stderr, /^mpisim: (?!warning:)[a-z-]+: /m);
    assert.equal(simOut(file, np), real.stdout);
  });
}

test('--check takes exact names: an unknown one is a usage error naming the known ones', () => {
  const s = sim('leak.c', ['--check', 'leaks']);
  assert.equal(s.status, 2);
  assert.match(s.stderr, /--check: unknown check 'leaks' \(checks: type-matching, collective-matching, pending-buffer, buffer-overlap, invalid-buffer, invalid-argument, leak, request-lifecycle, rma-race, unmatched-send, call-ordering\)/);
  const only = sim('leak.c', ['--check', 'type-matching']);
  assert.equal(only.status, 0, only.stderr);
});

/**
 * A deadlock's near misses (issue 15): real MPICH hangs until Hydra's MPIEXEC_TIMEOUT kills the
 * job, saying only that it timed out; mpisim ends with status 3, the wait-for graph and the line
 * that explains it (the message that sits in the receiver's unexpected queue with another tag,
 * whose type signature does not fit either; the collective another rank never entered).
 */
const NEAR_MISSES: { file: string; np: number; lines: RegExp[] }[] = [
  { file: 'near_miss_tag.c', np: 2, lines: [/^ {2}near miss: rank 1's MPI_Recv at \S*near_miss_tag\.c:13:5 waits for a message from rank 0 with tag 1 on MPI_COMM_WORLD; rank 0's MPI_Send at \S*near_miss_tag\.c:10:5 \(tag 2 on MPI_COMM_WORLD\) sits in rank 1's unexpected queue: the tags differ \(2\); its type signature \(1 x MPI_FLOAT\) does not match the receive's \(1 x MPI_INT\) either$/m] },
  { file: 'near_miss_coll.c', np: 3, lines: [/^ {2}near miss: ranks 0, 1 entered MPI_Barrier \(collective call #1 on MPI_COMM_WORLD\) at \S*near_miss_coll\.c:9:5; rank 2 has not: it is blocked in MPI_Recv at \S*near_miss_coll\.c:11:5$/m] },
];
for (const c of NEAR_MISSES) {
  test(`${c.file}: MPICH hangs until its time-out; mpisim reports the deadlock and its near miss`, () => {
    assert.equal(spawnSync('sh', ['-c', 'command -v mpicc.mpich']).status, 0, 'mpicc.mpich is missing: install mpich');
    const exe = join(mkdtempSync(join(tmpdir(), 'mpisim-checks-')), 'p');
    execFileSync('mpicc.mpich', ['-o', exe, join(DIR, c.file)]);
    const real = spawnSync('mpiexec.mpich', ['-n', String(c.np), exe], { encoding: 'utf8', timeout: 60000, env: { ...process.env, MPIEXEC_TIMEOUT: '3' } });
    assert.notEqual(real.status, 0);
    assert.match(real.stdout + real.stderr, /APPLICATION TIMED OUT/);
    assert.doesNotMatch(real.stdout + real.stderr, /tag|unexpected/i, 'MPICH does not say why');
    const s = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', String(c.np), join(DIR, c.file)], { encoding: 'utf8', timeout: 60000 });
    assert.equal(s.status, 3, s.stderr);
    assert.match(s.stderr, /^mpisim: deadlock: no rank can make progress$/m);
    for (const l of c.lines) assert.match(s.stderr, l);
  });
}
