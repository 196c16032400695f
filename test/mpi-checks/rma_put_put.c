/* Ranks 0 and 2 put different values into the same int of rank 1's window in one fence epoch: rank 1 prints either. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, winbuf[2] = {0}, mine;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  mine = rank + 1;
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_fence(0, win);
  if (rank != 1) MPI_Put(&mine, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  MPI_Win_fence(0, win);
  if (rank == 1) printf("winbuf[0] = %d\n", winbuf[0]);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
