/* Ranks pass different roots to one MPI_Bcast: MPICH cannot tell; mpisim sees both ranks. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, x = 1;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) MPI_Bcast(&x, 1, MPI_INT, 0, MPI_COMM_WORLD);
  else MPI_Bcast(&x, 1, MPI_INT, 1, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
