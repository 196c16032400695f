/* The send buffer is written while its MPI_Isend is pending, with the value it already holds: a write all the same (MPI 4.0 section 3.7.2), which no comparison of the bytes can see. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, buf = 7;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Isend(&buf, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
    buf = 7;
    MPI_Wait(&req, MPI_STATUS_IGNORE);
  } else if (rank == 1) {
    MPI_Recv(&buf, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    printf("received %d\n", buf);
  }
  MPI_Finalize();
  return 0;
}
