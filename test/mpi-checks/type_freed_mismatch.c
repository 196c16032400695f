#include <mpi.h>
#include <stdio.h>
/* The send's type is freed, and its handle made again as another type, while the message waits unreceived. */
int main(int argc, char **argv) {
  int rank, ints[2] = {1, 2};
  float floats[2];
  MPI_Datatype t;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Type_contiguous(2, MPI_INT, &t);
    MPI_Type_commit(&t);
    MPI_Send(ints, 1, t, 1, 0, MPI_COMM_WORLD);
    MPI_Type_free(&t);
    MPI_Type_contiguous(2, MPI_FLOAT, &t);
    MPI_Type_commit(&t);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 1) {
    MPI_Recv(floats, 2, MPI_FLOAT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    printf("%g %g\n", floats[0], floats[1]);
  } else {
    MPI_Type_free(&t);
  }
  MPI_Finalize();
  return 0;
}
