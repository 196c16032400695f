/* Each rank sends to the other with MPI_Isend, frees the request, and finalizes once its own
   receive is done: neither knows its send completed (MPICH's eager protocol completes it). */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, out, in = -1;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  out = rank + 10;
  MPI_Isend(&out, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD, &req);
  MPI_Request_free(&req);
  MPI_Recv(&in, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  printf("rank %d received %d\n", rank, in);
  MPI_Finalize();
  return 0;
}
