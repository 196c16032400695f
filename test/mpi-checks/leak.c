/* A communicator, a group and a datatype never freed before MPI_Finalize. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  MPI_Comm dup;
  MPI_Group g;
  MPI_Datatype t;
  MPI_Init(&argc, &argv);
  MPI_Comm_dup(MPI_COMM_WORLD, &dup);
  MPI_Comm_group(MPI_COMM_WORLD, &g);
  MPI_Type_contiguous(2, MPI_INT, &t);
  printf("made\n");
  MPI_Finalize();
  return 0;
}
