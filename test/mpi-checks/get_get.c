/* Two MPI_Gets of one fence epoch into the same int, from different ints of rank 1's window:
 * which value stays depends on which get completes last (MPI 4.0 section 12.3: a get's origin
 * buffer is MPI's until the epoch ends). */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, winbuf[2], got = 0;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  winbuf[0] = 10 + rank;
  winbuf[1] = 20 + rank;
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_fence(0, win);
  if (rank == 0) {
    MPI_Get(&got, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    MPI_Get(&got, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
  }
  MPI_Win_fence(0, win);
  if (rank == 0) printf("got %d\n", got);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
