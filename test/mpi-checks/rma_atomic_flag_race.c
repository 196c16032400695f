/* A flag raised too early: rank 1 puts into rank 2's window, then raises a flag at rank 0 with
 * MPI_Fetch_and_op before any flush completed the put. Rank 2 reads the flag with an MPI_NO_OP
 * MPI_Fetch_and_op and stores to the bytes the put writes: the flag orders nothing of the put
 * (MPI 4.0 section 12.7), so the store races with it. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, *base, one = 1, old = 0, flag = 0;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_allocate(2 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
  MPI_Win_lock_all(0, win);
  base[0] = 0; base[1] = 0;
  MPI_Win_sync(win);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 1) {
    MPI_Put(&rank, 1, MPI_INT, 2, 1, 1, MPI_INT, win);
    MPI_Fetch_and_op(&one, &old, MPI_INT, 0, 0, MPI_REPLACE, win);
    MPI_Win_flush_all(win);
  } else if (rank == 2) {
    do {
      MPI_Fetch_and_op(NULL, &flag, MPI_INT, 0, 0, MPI_NO_OP, win);
      MPI_Win_flush(0, win);
    } while (flag == 0);
    base[1] += 10;
  }
  MPI_Win_unlock_all(win);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) printf("flag %d\n", base[0]);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
