/* MPI_Win_free inside a passive-target epoch (MPI_Win_unlock_all missing after an MPI_Get):
   MPICH's MPIDIG_mpi_win_free fails with "Wrong synchronization of RMA calls". */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, size, mem[4] = {1, 2, 3, 4}, got[4] = {0};
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  printf("rank %d of %d\n", rank, size);
  MPI_Win_create(mem, sizeof mem, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_lock_all(0, win);
  if (rank == 0) MPI_Get(got, 4, MPI_INT, size - 1, 0, 4, MPI_INT, win);
  MPI_Win_free(&win);
  printf("rank %d freed\n", rank);
  MPI_Finalize();
  return 0;
}
