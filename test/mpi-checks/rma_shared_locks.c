/* Ranks 0 and 2 hold shared locks on rank 1 and put different values into the same int: shared
 * lock epochs may run at the same time, so rank 1 prints either value. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, winbuf[2] = {0}, mine;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  mine = rank + 1;
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  if (rank != 1) {
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
    MPI_Put(&mine, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    MPI_Win_unlock(1, win);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 1) printf("winbuf[0] = %d\n", winbuf[0]);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
