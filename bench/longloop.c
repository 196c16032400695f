/* The step-back case of issue 16: a long computation, then a barrier. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  double s = 0;
  for (int i = 0; i < 30000000; i++)
    s += i * 0.5;
  MPI_Barrier(MPI_COMM_WORLD);
  printf("rank %d: %.1f\n", rank, s);
  MPI_Finalize();
  return 0;
}
