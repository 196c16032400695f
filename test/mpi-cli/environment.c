/* Prints the variables a launch may set or pass, rank by rank. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  const char *names[] = { "MPISIM_TEST_SET", "MPISIM_TEST_HOST_A", "MPISIM_TEST_HOST_B", "MPISIM_TEST_EMPTY" };
  for (int i = 0; i < 4; i++) {
    const char *v = getenv(names[i]);
    printf("%d %s=%s\n", rank, names[i], v ? v : "(unset)");
  }
  MPI_Finalize();
  return 0;
}
