/* MPI_Send to a rank that does not exist: MPICH aborts with its error stack. */
#include <mpi.h>
int main(int argc, char **argv) {
  int x = 1;
  MPI_Init(&argc, &argv);
  MPI_Send(&x, 1, MPI_INT, 5, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
