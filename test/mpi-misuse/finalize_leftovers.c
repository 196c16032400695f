/* MPI_Finalize with a request pending and a message never received. */
#include <mpi.h>
int main(int argc, char **argv) {
  int rank, x = 1;
  MPI_Request r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) MPI_Send(&x, 1, MPI_INT, 1, 5, MPI_COMM_WORLD);
  if (rank == 1) MPI_Irecv(&x, 1, MPI_INT, 0, 6, MPI_COMM_WORLD, &r);
  MPI_Finalize();
  return 0;
}
