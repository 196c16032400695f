/* The command line against mpiexec.mpich: labels, per-rank files, -D, exit status. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("hello from %d, value %d\n", rank, VALUE);
  printf("second line of %d\n", rank);
  fprintf(stderr, "err of %d\n", rank);
  MPI_Finalize();
  return rank == 1 ? 3 : 0;
}
