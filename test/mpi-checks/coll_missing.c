/* Rank 1 contributes to an MPI_Ireduce whose root, rank 0, never calls it. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, x = 1, sum = 0;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 1) {
    MPI_Ireduce(&x, &sum, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
  }
  printf("rank %d: sum %d\n", rank, sum);
  MPI_Finalize();
  return 0;
}
