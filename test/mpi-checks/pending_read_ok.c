/* Reads that are no error: the send buffer of a pending MPI_Isend (MPI 4.0 section 3.7.2 allows it), the bytes beside a pending receive buffer, the receive buffer once MPI_Wait completed it. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, buf[2] = {5, 6}, sum = 0;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Isend(buf, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
    sum = buf[0] + buf[1];
    MPI_Wait(&req, MPI_STATUS_IGNORE);
  } else if (rank == 1) {
    MPI_Irecv(buf, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &req);
    sum = buf[1];
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    sum += buf[0];
  }
  printf("rank %d: %d\n", rank, sum);
  MPI_Finalize();
  return 0;
}
