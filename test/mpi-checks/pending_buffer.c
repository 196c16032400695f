/* The send buffer is written while its MPI_Isend is pending: the receiver gets either value. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, buf = 1;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Isend(&buf, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
    buf = 2;
    MPI_Wait(&req, MPI_STATUS_IGNORE);
  } else if (rank == 1) {
    MPI_Recv(&buf, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    printf("received %d\n", buf);
  }
  MPI_Finalize();
  return 0;
}
