/* Rank 0 sends a message rank 1 never receives: it is lost when both finalize. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, x = 42;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    MPI_Send(&x, 1, MPI_INT, 1, 7, MPI_COMM_WORLD);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
