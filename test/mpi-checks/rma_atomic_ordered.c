/* Atomics that order (MPICH's rma/mutex_bench, an MCS lock): rank 1 stores its next pointer,
 * then swaps itself into the tail at rank 0 with MPI_Fetch_and_op; rank 2, once its
 * MPI_Compare_and_swap on the tail finds rank 1 there (and swaps itself in), writes rank 1's
 * next pointer with MPI_Accumulate. Rank 1 also puts into rank 2's window and flushes before raising a flag with
 * MPI_Accumulate; rank 2 stores to those bytes once an MPI_NO_OP MPI_Fetch_and_op reads the flag.
 * Each value read tells its reader the update that wrote it came first: no rma-race. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, *base, prev = -2, one = 1, seen = -1, flag = 0;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
  MPI_Win_lock_all(0, win);
  base[0] = -1; base[1] = -1; base[2] = 0; base[3] = 0;
  MPI_Win_sync(win);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 1) {
    base[1] = -1;
    MPI_Win_sync(win);
    MPI_Fetch_and_op(&rank, &prev, MPI_INT, 0, 0, MPI_REPLACE, win);
    MPI_Win_flush(0, win);
    MPI_Put(&rank, 1, MPI_INT, 2, 3, 1, MPI_INT, win);
    MPI_Win_flush(2, win);
    MPI_Accumulate(&one, 1, MPI_INT, 0, 2, 1, MPI_INT, MPI_REPLACE, win);
    MPI_Win_flush(0, win);
  } else if (rank == 2) {
    do {
      MPI_Compare_and_swap(&rank, &one, &seen, MPI_INT, 0, 0, win);
      MPI_Win_flush(0, win);
    } while (seen != 1);
    MPI_Accumulate(&rank, 1, MPI_INT, seen, 1, 1, MPI_INT, MPI_REPLACE, win);
    MPI_Win_flush(seen, win);
    do {
      MPI_Fetch_and_op(NULL, &flag, MPI_INT, 0, 2, MPI_NO_OP, win);
      MPI_Win_flush(0, win);
    } while (flag == 0);
    base[3] += 10;
  }
  MPI_Win_unlock_all(win);
  MPI_Barrier(MPI_COMM_WORLD);
  printf("rank %d: prev %d seen %d flag %d window %d %d %d %d\n", rank, prev, seen, flag, base[0], base[1], base[2], base[3]);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
