/* Two pending receives into one buffer (as MPICH's dtype_send test does): one of the messages
 * stays there; the program reads it only after both completed. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, buf = 0, in = 5, out = 0;
  MPI_Request req[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&buf, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &req[0]);
    MPI_Irecv(&buf, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &req[1]);
    MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
    printf("received %d\n", buf);
  } else if (rank == 1) {
    int seven = 7;
    MPI_Send(&seven, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    MPI_Send(&seven, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  /* A nonblocking collective repeated into one result buffer, its result unused (MPICH's
   * comm_idup_iallreduce): MPICH's reduction accumulates in the receive buffer, so what is left
   * there may be neither sum (15 here on MPICH). */
  MPI_Iallreduce(&in, &out, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &req[0]);
  MPI_Iallreduce(&in, &out, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &req[1]);
  MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
  MPI_Finalize();
  return 0;
}
