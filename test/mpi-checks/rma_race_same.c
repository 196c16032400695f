/* Rank 0 puts into rank 1's window while rank 1 stores to the same int the value it holds: still a store no synchronization orders with the put, so rank 1 prints either value. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, winbuf[4] = {0}, one = 1;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
    MPI_Put(&one, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
    MPI_Win_unlock(1, win);
  } else {
    winbuf[2] = 0;
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 1) printf("winbuf[2] = %d\n", winbuf[2]);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
