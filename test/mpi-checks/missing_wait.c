/* An MPI_Isend whose request is never completed by a wait or test. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, buf = 7;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) MPI_Isend(&buf, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
  else if (rank == 1) { MPI_Recv(&buf, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); printf("received %d\n", buf); }
  MPI_Finalize();
  return 0;
}
