/* A negative colour in MPI_Comm_split (MBI's InvalidParam_OtherArg_Comm_split): MPICH groups it. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, size;
  MPI_Comm sub;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int color = -10;
  int key = rank;
  MPI_Comm_split(MPI_COMM_WORLD, color, key, &sub);
  MPI_Comm_size(sub, &size);
  printf("rank %d: sub size %d\n", rank, size);
  MPI_Comm_free(&sub);
  MPI_Finalize();
  return 0;
}
