/* As call_ordering.c, with the receive posted before the send: the send matches it at its call. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, x = 0, b = 0;
  MPI_Request q;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 1) MPI_Irecv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &q);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    b = 5;
    MPI_Bcast(&b, 1, MPI_INT, 0, MPI_COMM_WORLD);
    x = 42;
    MPI_Send(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    MPI_Bcast(&b, 1, MPI_INT, 0, MPI_COMM_WORLD);
  }
  printf("rank %d: x %d b %d\n", rank, x, b);
  MPI_Finalize();
  return 0;
}
