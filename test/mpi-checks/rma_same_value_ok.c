/* Ranks 0 and 2 hold shared locks on rank 1 at once and put the same value into one int (as
 * MBI's rr_Win_lock_Put does at 3 processes, and MPICH's rma/reqops with 4): whichever lands
 * last, rank 1 holds that value, so the outcome does not depend on the order. After a barrier
 * both read it back. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, winbuf[2] = {0}, value = 12345, got = -1;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  if (rank != 1) {
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
    MPI_Put(&value, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    MPI_Win_unlock(1, win);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank != 1) {
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
    MPI_Get(&got, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    MPI_Win_unlock(1, win);
    printf("rank %d got %d\n", rank, got);
  }
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
