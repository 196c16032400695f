/* An MPI_Isend reads the bytes a pending MPI_Irecv writes: what rank 0 sends depends on timing. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, buf[2] = {1, 1}, got = 0;
  MPI_Request req[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&buf[0], 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &req[0]);
    MPI_Isend(&buf[0], 1, MPI_INT, 1, 1, MPI_COMM_WORLD, &req[1]);
    MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
  } else if (rank == 1) {
    int two = 2;
    MPI_Send(&two, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    MPI_Recv(&got, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    printf("received %d\n", got);
  }
  MPI_Finalize();
  return 0;
}
