/* Rank 0 sends with tag 2 (a float) where rank 1 receives tag 1 (an int): both then wait for ever. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, x = 0;
  float f = 1.5f;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(&f, 1, MPI_FLOAT, 1, 2, MPI_COMM_WORLD);
    MPI_Recv(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else if (rank == 1) {
    MPI_Recv(&x, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  printf("rank %d got %d\n", rank, x);
  MPI_Finalize();
  return 0;
}
