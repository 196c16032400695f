/* The origin buffer of each accumulate is written again while the epoch's earlier ones are
   pending (as MPICH's rma/atomic_get does): one finding, made 4,999 times, reported once. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, buf = 0, value = -1;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_create(&value, sizeof value, sizeof value, MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_fence(0, win);
  if (rank == 0)
    for (int i = 0; i < 5000; i++) {
      buf = i;
      MPI_Accumulate(&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, MPI_REPLACE, win);
    }
  MPI_Win_fence(0, win);
  if (rank == 1) printf("value %d\n", value);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
