/* Each process has its own environment: rank 0's setenv is not rank 1's (test/differential/environ.test.ts). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) setenv("ENV_TEST_RANK", "zero", 1);
  else unsetenv("ENV_TEST_A");
  MPI_Barrier(MPI_COMM_WORLD);
  const char *r = getenv("ENV_TEST_RANK"), *a = getenv("ENV_TEST_A");
  printf("rank %d: ENV_TEST_RANK %s ENV_TEST_A %s\n", rank, r ? r : "(unset)", a ? a : "(unset)");
  MPI_Finalize();
  return 0;
}
