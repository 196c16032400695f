/* The receive buffer of a pending MPI_Irecv is read before MPI_Wait completes it: erroneous (MPI 4.0 section 3.7.2: the receive buffer must not be accessed), and what the read sees depends on when the message arrives. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, buf[2] = {0, 0};
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    buf[0] = 42;
    MPI_Send(buf, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Irecv(buf, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &req);
    volatile int early = buf[0];
    (void)early;
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    printf("received %d\n", buf[0]);
  }
  MPI_Finalize();
  return 0;
}
