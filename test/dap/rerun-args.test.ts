/**
 * The extension runs a finished session's program again with `mpisim run --trace`
 * (src/extension/cliArgs.ts maps the launch configuration to the command line). The re-run must
 * be the run the user debugged: the same files, ranks, macros, include directories, OpenMP,
 * arguments, environment, stdin file and wall clock. The expected output is the debug session's own, for a program
 * whose output depends on each of them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ROOT, withAdapter, launch } from '../helpers/dap';
import { runArgs, runEnvironment } from '../../src/extension/cliArgs';

const MAIN = `#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "shift.h"
int shifted(int);
int main(int argc, char **argv) {
  char line[64] = "";
  int rank, n;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &n);
  if (rank == 0 && !fgets(line, sizeof line, stdin)) strcpy(line, "(no input)\\n");
  MPI_Bcast(line, sizeof line, MPI_CHAR, 0, MPI_COMM_WORLD);
  int omp = 0;
#pragma omp parallel reduction(+:omp)
  omp += _OPENMP;
  printf("rank %d of %d: X=%d shift=%d omp=%d arg=%s t=%ld env=%s input=%s", rank, n, X, shifted(rank), omp, argc > 1 ? argv[1] : "-", (long)time(NULL), getenv("GREETING"), line);
  MPI_Finalize();
  return 0;
}
`;
const UTIL = `#include "shift.h"
int shifted(int r) { return r + SHIFT; }
`;

test('the re-run of a session (mpisim run with the configuration\'s flags) prints what the session printed', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-rerun-'));
  fs.mkdirSync(path.join(dir, 'inc'));
  fs.writeFileSync(path.join(dir, 'main.c'), MAIN);
  fs.writeFileSync(path.join(dir, 'util.c'), UTIL);
  fs.writeFileSync(path.join(dir, 'inc', 'shift.h'), '#define SHIFT 100\n');
  fs.writeFileSync(path.join(dir, 'in.txt'), 'from the stdin file\nsecond line\n');
  const config = {
    program: [path.join(dir, 'main.c'), path.join(dir, 'util.c')], cwd: dir, np: 3, defines: { X: '7' }, includeDirs: [path.join(dir, 'inc')], openmp: true, ompNumThreads: 3,
    args: ['first-arg'], stdin: 'in.txt', epoch: 1234567890, seed: 3, env: { GREETING: 'hello there' },
  };
  const session = await withAdapter(async ({ dc, output }) => {
    const ended = dc.waitForEvent('terminated');
    await launch(dc, config);
    await ended;
    return output();
  });
  const { args, stdin } = runArgs(config, { defaultRanks: 4, contextIdLayout: 'mpich', eagerLimit: 8255 }, ['-l']);
  assert.equal(stdin, path.join(dir, 'in.txt'));
  const cli = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'mpisim.js'), ...args], { cwd: dir, env: runEnvironment(config, process.env), input: fs.readFileSync(stdin!), encoding: 'utf8' });
  assert.equal(cli.status, 0, cli.stderr);
  const lines = (t: string): string[] => t.split('\n').filter((l) => l).sort();
  assert.deepEqual(lines(cli.stdout), lines(session));
  assert.match(session, /^\[2\] rank 2 of 3: X=7 shift=102 omp=604533 arg=first-arg t=1234567890 env=hello there input=from the stdin file$/m);
});
