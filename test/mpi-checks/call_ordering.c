/* Rank 1 waits for a message rank 0 sends only after its MPI_Bcast: fine while MPI_Bcast does not synchronize. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, x = 0, b = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    b = 5;
    MPI_Bcast(&b, 1, MPI_INT, 0, MPI_COMM_WORLD);
    x = 42;
    MPI_Send(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Bcast(&b, 1, MPI_INT, 0, MPI_COMM_WORLD);
  }
  printf("rank %d: x %d b %d\n", rank, x, b);
  MPI_Finalize();
  return 0;
}
