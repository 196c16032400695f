/**
 * Snapshots behind step back in constant time (src/sim/checkpoint.ts): a world rebuilt from a
 * recorded run by restoring the ranks' snapshots and redoing only what followed them is the very
 * world that ran — memory, frames, ticks, queues, communicators, context IDs, processes, output —
 * at every moment checked. Snapshots are taken every few statements here so that the rebuilds
 * jump over computation between MPI calls all the time (the default takes one per 250,000
 * statements). The expectation is the recorded run itself; the programs' output is mpiexec.mpich's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import { join } from 'node:path';
import { loadProgram, launchFor } from '../../src/sim/io';
import { World } from '../../src/sim/world';
import { rebuild } from '../../src/sim/journal';
import { checkpointsOf } from '../../src/sim/checkpoint';
import { fingerprint, driveRandomly } from '../helpers/world';
import { mpichBuild, runMpich } from '../helpers/mpi';

/** Computation between collectives that touches every part of a rank a snapshot must carry. */
const PROG = `#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
static int depth(int n) { int pad[8]; pad[n % 8] = n; return n ? depth(n - 1) + pad[n % 8] : 0; }
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  srand(rank + 1);
  double acc = 0;
  long total = 0;
  for (int round = 0; round < 4; round++) {
    int n = 60 + 20 * round + rank;
    double *a = malloc(n * sizeof *a);
    for (int i = 0; i < n; i++) a[i] = rand() % 1000 * 0.5;
    for (int i = 0; i < n; i++) acc += a[i] * (i % 3);
    char text[64];
    strcpy(text, "alpha beta gamma");
    for (char *t = strtok(text, " "); t; t = strtok(NULL, " ")) total += strlen(t);
    total += strlen(strerror(EINVAL + round)) + depth(10 + round * 5);
    int m = 5 + round;
    double vla[m];
    for (int i = 0; i < m; i++) vla[i] = i * acc;
    acc += vla[m - 1] * 1e-9;
    if (round % 2) free(a);
    double sum;
    MPI_Allreduce(&acc, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    acc = sum / size;
  }
  printf("rank %d acc %.3f total %ld\\n", rank, acc, total);
  MPI_Finalize();
  return 0;
}
`;

/** Records `file` driven randomly, then checks rebuilds at several moments; returns the output. */
function check(file: string, cwd: string, np: number, args: string[], defines: Record<string, string>, seed: number, runMax: number): { out: string[]; restored: number; restoredThreads: number } {
  const name = file.slice(cwd.length + 1);
  const options = { program: file, cwd, defines, includeDirs: [], stackSize: 1 << 20, displayName: name };
  const loaded = loadProgram(options);
  assert.ok(!('failure' in loaded), 'the program compiles');
  if ('failure' in loaded) return { out: [], restored: 0, restoredThreads: 0 };
  const launch = launchFor(options, loaded.prog);
  const outputs: string[][] = [];
  const make = (): World => {
    const out: string[] = [];
    outputs.push(out);
    return new World(loaded.prog, { np, args, stackSize: 1 << 20, record: true, snapshotInterval: 20, programName: join('.', name), launch, onOutput: (r, fd, t) => out.push(`${r}:${fd}:${t}`) });
  };
  const live = make();
  const liveOut = outputs[0];
  const seen = driveRandomly(live, liveOut, seed, 20000, runMax);
  const store = checkpointsOf(live.journal!)!;
  // Every moment noted, latest first, as a debugger steps back: each rebuild keeps the snapshots
  // up to its moment.
  let ops = live.journal!;
  for (let i = seen.length - 1; i >= 0; i--) {
    const w = rebuild(make, ops, { op: seen[i].at });
    const out = outputs[outputs.length - 1];
    assert.deepEqual(fingerprint(w, out), seen[i].print, `${name}: rebuilt after ${seen[i].at} journal operations`);
    ops = w.journal!;
    // What a snapshot holds beyond the fingerprint (whose turn it is, who waits for what) shows
    // in what follows: the rebuilt world redoes the run's next operations into its next moment
    // noted (not its end: the threads' program ends the same whatever the interleaving).
    const next = seen.find((x) => x.at > seen[i].at);
    if (!next) continue;
    const length = ops.length;
    for (const op of live.journal!.slice(seen[i].at, next.at)) w.replay(op);
    assert.deepEqual(fingerprint(w, out), next.print, `${name}: rebuilt after ${seen[i].at} journal operations, then redone to ${next.at}`);
    assert.equal(ops.length, length, 'redoing records nothing');
  }
  return { out: liveOut, ...store.stats() };
}

/** Messages in flight while ranks compute, and output between the stretches of computation. */
const RING = `#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int *block = calloc(64, sizeof *block);
  for (int step = 0; step < 5; step++) {
    int in[16], out[16];
    for (int i = 0; i < 16; i++) out[i] = rank * 100 + step * 16 + i;
    MPI_Request req[2];
    MPI_Irecv(in, 16, MPI_INT, (rank + size - 1) % size, step, MPI_COMM_WORLD, &req[0]);
    MPI_Isend(out, 16, MPI_INT, (rank + 1) % size, step, MPI_COMM_WORLD, &req[1]);
    unsigned h = 2166136261u;
    for (int k = 0; k < 40 + 10 * rank; k++)
      for (int i = 0; i < 64; i++) { block[i] += k ^ i; h = (h ^ (unsigned)block[i]) * 16777619u; }
    MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
    printf("rank %d step %d got %d..%d hash %08x\\n", rank, step, in[0], in[15], h);
  }
  free(block);
  MPI_Finalize();
  return 0;
}
`;

/**
 * POSIX threads computing between collectives: a snapshot carries each thread's coroutine, its
 * thread-local and thread-specific values, the mutex and condition variable waiters and the
 * joins. Every value printed is the same whatever the interleaving, so MPICH's output is the
 * expectation.
 */
const THREADS = `#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
static __thread long mine;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static pthread_key_t key;
static long shared, turns;
static int ready;
static void drop(void *p) { free(p); }
static void *work(void *arg) {
  long id = (long)arg, *slot = malloc(sizeof *slot);
  *slot = id;
  pthread_setspecific(key, slot);
  for (int k = 0; k < 300; k++) {
    mine += (k * 7 + id) % 13;
    if (k % 50 == 0) {
      pthread_mutex_lock(&lock);
      shared += mine;
      turns++;
      pthread_cond_broadcast(&cv);
      pthread_mutex_unlock(&lock);
    }
  }
  pthread_mutex_lock(&lock);
  while (!ready) pthread_cond_wait(&cv, &lock);
  pthread_mutex_unlock(&lock);
  return (void *)(mine + *(long *)pthread_getspecific(key));
}
int main(int argc, char **argv) {
  int provided, rank, size;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  pthread_key_create(&key, drop);
  long total = 0;
  for (int round = 0; round < 3; round++) {
    pthread_t t[3];
    ready = 0;
    for (long i = 0; i < 3; i++) pthread_create(&t[i], NULL, work, (void *)(i + 10 * rank + round));
    for (int k = 0; k < 400 + 100 * rank; k++) mine += k % 5;
    pthread_mutex_lock(&lock);
    while (turns < 18 * (round + 1)) pthread_cond_wait(&cv, &lock);
    ready = 1;
    pthread_cond_broadcast(&cv);
    pthread_mutex_unlock(&lock);
    for (int i = 0; i < 3; i++) { void *v; pthread_join(t[i], &v); total += (long)v; }
    long sum;
    MPI_Allreduce(&total, &sum, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
    total = sum % 100000;
  }
  printf("rank %d total %ld shared %ld mine %ld\\n", rank, total, shared, mine);
  MPI_Finalize();
  return 0;
}
`;

/**
 * Files open across stretches of computation: a stdio stream and a descriptor written between
 * collectives and read back, so a rebuild that restores a rank past a write, or without its open
 * files, shows in what it prints.
 */
const FILES = `#include <mpi.h>
#include <stdio.h>
#include <fcntl.h>
#include <unistd.h>
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  char name[32];
  snprintf(name, sizeof name, "r%d.txt", rank);
  FILE *f = fopen(name, "w");
  int fd = open(name, O_RDONLY);
  long acc = 0;
  for (int round = 0; round < 4; round++) {
    for (int k = 0; k < 300 + 50 * rank; k++) acc = (acc * 31 + k) % 1000003;
    fprintf(f, "round %d acc %ld\\n", round, acc);
    if (round % 2) fflush(f);
    for (int k = 0; k < 30000 + 5000 * rank; k++) acc = (acc * 17 + k) % 1000003;
    char buf[256];
    long got = read(fd, buf, sizeof buf - 1);
    buf[got > 0 ? got : 0] = 0;
    printf("rank %d round %d read %ld: %s", rank, round, got, got > 0 ? buf : "\\n");
    long sum;
    MPI_Allreduce(&acc, &sum, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
    acc = sum % 1000003;
  }
  fclose(f);
  close(fd);
  MPI_Finalize();
  return 0;
}
`;

/**
 * Memory shared between processes: a MAP_SHARED mapping of one file, each rank storing into it
 * between stretches of computation and summing every rank's slot, so a rebuild that restores a
 * rank with its mapping out of step with the file (or the others') shows in what it prints.
 */
const MAPPED = `#include <mpi.h>
#include <stdio.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/mman.h>
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0) { int fd = open("mapped.bin", O_RDWR | O_CREAT | O_TRUNC, 0644); ftruncate(fd, 4096); close(fd); }
  MPI_Barrier(MPI_COMM_WORLD);
  int fd = open("mapped.bin", O_RDWR);
  volatile long *s = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  long acc = rank;
  for (int round = 0; round < 4; round++) {
    for (int k = 0; k < 30000 + 5000 * rank; k++) acc = (acc * 17 + k) % 1000003;
    s[rank] = acc;
    for (int k = 0; k < 30000; k++) acc = (acc * 31 + k) % 1000003;
    MPI_Barrier(MPI_COMM_WORLD);
    long sum = 0;
    for (int r = 0; r < size; r++) sum += s[r];
    printf("rank %d round %d sum %ld\\n", rank, round, sum);
    acc = (acc + sum) % 1000003;
    MPI_Barrier(MPI_COMM_WORLD);
  }
  munmap((void *)s, 4096);
  close(fd);
  MPI_Finalize();
  return 0;
}
`;

for (const [name, text, np, seed] of [['snap.c', PROG, 3, 11], ['ring.c', RING, 4, 5], ['threads.c', THREADS, 2, 7], ['files.c', FILES, 2, 3], ['mapped.c', MAPPED, 3, 4]] as const) {
  test(`a rebuild through snapshots is the world that ran: ${name} -n ${np}`, async () => {
    const dir = fs.mkdtempSync(join(os.tmpdir(), 'mpisim-snap-'));
    const file = join(dir, name);
    fs.writeFileSync(file, text);
    const { out, restored, restoredThreads } = check(file, dir, np, [], {}, seed, 400);
    assert.ok(restored > 0, 'rebuilds restored snapshots');
    if (text === THREADS) assert.ok(restoredThreads > 0, 'rebuilds restored snapshots taken while threads ran');
    const exe = await mpichBuild(file, dir);
    const mpich = await runMpich(exe, file, np, [], dir, 60);
    const ours = Array.from({ length: np }, (_, r) => out.filter((l) => l.startsWith(`${r}:1:`)).map((l) => l.slice(`${r}:1:`.length)).join(''));
    assert.deepEqual(ours, mpich.out);
  });
}
