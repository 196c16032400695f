/**
 * Snapshots behind step back in constant time (src/sim/checkpoint.ts): a world rebuilt from a
 * recorded run by restoring the ranks' snapshots and redoing only what followed them is the very
 * world that ran — memory, frames, ticks, queues, communicators, context IDs, processes, output —
 * at every moment checked. Snapshots are taken every few statements here so that the rebuilds
 * jump over computation between MPI calls all the time (the default takes one per million
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
function check(file: string, cwd: string, np: number, args: string[], defines: Record<string, string>, seed: number, runMax: number): { out: string[]; restored: number } {
  const name = file.slice(cwd.length + 1);
  const options = { program: file, cwd, defines, includeDirs: [], stackSize: 1 << 20, displayName: name };
  const loaded = loadProgram(options);
  assert.ok(!('failure' in loaded), 'the program compiles');
  if ('failure' in loaded) return { out: [], restored: 0 };
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
  // Latest first, as a debugger steps back: each rebuild keeps the snapshots up to its moment.
  let ops = live.journal!;
  for (const i of [seen.length - 1, Math.floor(seen.length * 0.8), Math.floor(seen.length / 2), Math.floor(seen.length / 5)]) {
    const w = rebuild(make, ops, { op: seen[i].at });
    assert.deepEqual(fingerprint(w, outputs[outputs.length - 1]), seen[i].print, `${name}: rebuilt after ${seen[i].at} journal operations`);
    ops = w.journal!;
  }
  return { out: liveOut, restored: store.stats().restored };
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

for (const [name, text, np, seed] of [['snap.c', PROG, 3, 11], ['ring.c', RING, 4, 5]] as const) {
  test(`a rebuild through snapshots is the world that ran: ${name} -n ${np}`, async () => {
    const dir = fs.mkdtempSync(join(os.tmpdir(), 'mpisim-snap-'));
    const file = join(dir, name);
    fs.writeFileSync(file, text);
    const { out, restored } = check(file, dir, np, [], {}, seed, 400);
    assert.ok(restored > 0, 'rebuilds restored snapshots');
    const exe = await mpichBuild(file, dir);
    const mpich = await runMpich(exe, file, np, [], dir, 60);
    const ours = Array.from({ length: np }, (_, r) => out.filter((l) => l.startsWith(`${r}:1:`)).map((l) => l.slice(`${r}:1:`.length)).join(''));
    assert.deepEqual(ours, mpich.out);
  });
}
