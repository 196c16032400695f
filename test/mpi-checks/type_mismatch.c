/* MPI_FLOAT sent, MPI_INT received: the same size, so MPICH delivers the float's bits as an int. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    float f = 1.5f;
    MPI_Send(&f, 1, MPI_FLOAT, 1, 0, MPI_COMM_WORLD);
  } else if (rank == 1) {
    int i;
    MPI_Recv(&i, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    printf("received %d\n", i);
  }
  MPI_Finalize();
  return 0;
}
