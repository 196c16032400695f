/* The operators differ across the ranks of a nonblocking reduction: found inside its coroutine, reported at the MPI_Iallreduce that started it. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, x = 1, y = 0;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Iallreduce(&x, &y, 1, MPI_INT, rank == 0 ? MPI_SUM : MPI_MAX, MPI_COMM_WORLD, &req);
  MPI_Wait(&req, MPI_STATUS_IGNORE);
  printf("%d\n", y);
  MPI_Finalize();
  return 0;
}
