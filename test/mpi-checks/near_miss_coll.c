/* Ranks 0 and 1 enter MPI_Barrier; rank 2 waits in MPI_Recv for a message no one sends. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank != 2)
    MPI_Barrier(MPI_COMM_WORLD);
  else
    MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
