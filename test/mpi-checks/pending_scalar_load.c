/* A scalar receive buffer of a pending MPI_Irecv, read by name before MPI_Wait completes the receive: erroneous (MPI 4.0 section 3.7.2), and the value read depends on when the message arrives. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, value = 0, early = -1;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    value = 42;
    MPI_Send(&value, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Irecv(&value, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &req);
    early = value;
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    printf("received %d\n", value);
  }
  (void)early;
  MPI_Finalize();
  return 0;
}
