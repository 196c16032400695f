/**
 * The programs the debugger UI tests open (besides examples/), written into the test workspace,
 * with what real tools say of them: mpiexec.mpich's exit status for the MPI_Abort program and
 * gcc's errors (line, column, text) for the one that does not compile.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cprog';

export const PROGRAMS: Record<string, string> = {
  'abort.c': `#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 1) MPI_Abort(MPI_COMM_WORLD, 3);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
`,
  'bad.c': `#include <mpi.h>
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int x = undeclared_count;
  MPI_Finalize();
  return x;
}
`,
  'segv.c': `#include <mpi.h>
static int poke(int *p) { return *p; }
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int r = poke(0);
  MPI_Finalize();
  return r;
}
`,
  // Rank 1 waits for a message rank 0 never sends: the others wait for it in the barrier.
  'barrier.c': `#include <mpi.h>
int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 1) MPI_Recv(&x, 1, MPI_INT, 0, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
`,
  // Three messages wait unexpected at rank 1 while it is in the barrier.
  'messages.c': `#include <mpi.h>
int main(int argc, char **argv) {
  int rank, a[5] = {10, -20, 30, 40, 50};
  double d[3] = {1.5, -2.25, 3e10};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(a, 5, MPI_INT, 1, 1, MPI_COMM_WORLD);
    MPI_Send(d, 3, MPI_DOUBLE, 1, 2, MPI_COMM_WORLD);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 1) {
    MPI_Recv(a, 5, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(d, 3, MPI_DOUBLE, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  MPI_Finalize();
  return 0;
}
`,
};

/** A program of three files and its Makefile (built by the preLaunchTask with make CC="mpisim cc"). */
export const MAKE_PROJECT: Record<string, string> = {
  'Makefile': `CC = mpicc
prog: main.o util.o
\t$(CC) -o prog main.o util.o
%.o: %.c util.h
\t$(CC) -c -o $@ $<
clean:
\trm -f prog *.o
`,
  'util.h': 'int scaled(int rank, int k);\n',
  'util.c': `#include "util.h"
int scaled(int rank, int k) {
  int v = rank * 100 + k; // util-body
  return v;
}
`,
  'main.c': `#include <mpi.h>
#include <stdio.h>
#include "util.h"
int main(int argc, char **argv) {
  int rank, size, sum = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int mine = scaled(rank, 7); // main-call
  MPI_Allreduce(&mine, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  printf("rank %d of %d: %d, sum %d\\n", rank, size, mine, sum);
  MPI_Finalize();
  return 0;
}
`,
};

export function writeMakeProject(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(MAKE_PROJECT)) writeFileSync(join(dir, name), text);
}

export interface RealAnswers {
  /** mpiexec.mpich -n 4 ./abort: the job's exit status. */
  abortStatus: number;
  /** gcc's errors for bad.c. */
  gccErrors: { line: number; column: number; message: string }[];
}

/**
 * mpiexec.mpich's exit status for the C file `src` on `np` ranks, and its stderr (built into
 * `scratch`). Hydra under load sometimes reports 1 instead of the code the rank printed with
 * `Abort(N)`: it is asked again then.
 */
export function mpiexecStatus(src: string, np: number, scratch: string): { status: number; stderr: string } {
  mkdirSync(scratch, { recursive: true });
  const exe = join(scratch, 'a.out');
  const cc = spawnSync('mpicc.mpich', [src, '-o', exe], { encoding: 'utf8' });
  if (cc.status !== 0) throw new Error(`mpicc.mpich ${src} failed: ${cc.stderr}`);
  let last = { status: -1, stderr: '' };
  // Hydra sometimes ends an aborting job before forwarding its stderr (2 runs in 40 of a bad-rank
  // send printed nothing here), and the status can race with the printed code: run again until
  // MPICH's Abort line is there and agrees with the status.
  for (let k = 0; k < 6; k++) {
    const r = spawnSync('mpiexec.mpich', ['-n', String(np), exe], { encoding: 'utf8', timeout: 60_000 });
    last = { status: r.status ?? -1, stderr: r.stderr };
    const printed = /Abort\((\d+)\)/.exec(r.stderr);
    if (printed && Number(printed[1]) % 256 === last.status) break;
  }
  return last;
}

export function writePrograms(ws: string, scratch: string): RealAnswers {
  for (const [name, text] of Object.entries(PROGRAMS)) writeFileSync(join(ws, name), text);
  // MPI_FLOAT sent, MPI_INT received: the type-matching check's finding (its own test is in test/differential/checks.test.ts).
  copyFileSync(join(REPO_ROOT, 'test/mpi-checks/type_mismatch.c'), join(ws, 'mismatch.c'));
  // A tag-2 send where the receive waits for tag 1: a deadlock with a near miss (real MPICH hangs on it: test/differential/checks.test.ts).
  copyFileSync(join(REPO_ROOT, 'test/mpi-checks/near_miss_tag.c'), join(ws, 'nearmiss.c'));
  const abortStatus = mpiexecStatus(join(ws, 'abort.c'), 4, scratch).status;
  const gcc = spawnSync('mpicc.mpich', ['-fsyntax-only', join(ws, 'bad.c')], { encoding: 'utf8', cwd: ws, env: { ...process.env, LC_ALL: 'C' } });
  const gccErrors = [...gcc.stderr.matchAll(/bad\.c:(\d+):(\d+): error: (.*)/g)].map((m) => ({ line: Number(m[1]), column: Number(m[2]), message: m[3] }));
  return { abortStatus, gccErrors };
}
