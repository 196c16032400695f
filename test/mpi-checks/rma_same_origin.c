/* Rank 0 puts an int into rank 1's window and gets it back in the same lock epoch, with no flush
 * between: the two are not ordered at the target (MPI 4.0 section 12.7), so the get may bring
 * the value from before the put. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, winbuf[2] = {0}, one = 1, got = -1;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  if (rank == 0) {
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
    MPI_Put(&one, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    MPI_Get(&got, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    MPI_Win_unlock(1, win);
    printf("got %d\n", got);
  }
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
