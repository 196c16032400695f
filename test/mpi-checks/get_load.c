/* The origin buffer of a pending MPI_Get, a scalar the program names, is read before the closing fence completes the get: erroneous (MPI 4.0 section 12.3: the origin buffer must not be accessed until the operation completes). What the read sees depends on when the get lands. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, got = -1, winbuf[4] = {0};
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  winbuf[0] = 100 + rank;
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_fence(0, win);
  if (rank == 0) {
    MPI_Get(&got, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    volatile int early = got;
    (void)early;
  }
  MPI_Win_fence(0, win);
  if (rank == 0) printf("got %d\n", got);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
