/* Ranks 0 and 1 make collective calls on a communicator of their own and free it; the next
 * communicator of all four ranks takes the same context ID (as `mpisim run --log-comms` shows).
 * Its exchange then a barrier, as Intel MPI Benchmarks' PingPong then Exchange do, is correctly
 * ordered: the collectives of the freed communicator are not those of the new one. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, size, i, left, right, out, in[2];
  MPI_Comm pair, all;
  MPI_Request req[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Comm_split(MPI_COMM_WORLD, rank < 2 ? 0 : MPI_UNDEFINED, rank, &pair);
  if (pair != MPI_COMM_NULL) {
    for (i = 0; i < 3; i++) MPI_Barrier(pair);
    MPI_Comm_free(&pair);
  }
  MPI_Comm_split(MPI_COMM_WORLD, 0, rank, &all);
  left = (rank + size - 1) % size;
  right = (rank + 1) % size;
  out = rank;
  for (i = 0; i < 2; i++) {
    MPI_Isend(&out, 1, MPI_INT, left, 0, all, &req[0]);
    MPI_Isend(&out, 1, MPI_INT, right, 0, all, &req[1]);
    MPI_Recv(&in[0], 1, MPI_INT, left, 0, all, MPI_STATUS_IGNORE);
    MPI_Recv(&in[1], 1, MPI_INT, right, 0, all, MPI_STATUS_IGNORE);
    MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
    MPI_Barrier(all);
  }
  printf("rank %d: from %d and %d\n", rank, in[0], in[1]);
  MPI_Comm_free(&all);
  MPI_Finalize();
  return 0;
}
