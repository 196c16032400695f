/* The ranks of one MPI_Allreduce pass different operators. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, v, sum;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  v = rank + 1;
  MPI_Allreduce(&v, &sum, 1, MPI_INT, rank == 0 ? MPI_SUM : MPI_MAX, MPI_COMM_WORLD);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
