/* Rank 0 gets an int of rank 1's window in a fence epoch while rank 1 stores to it: a get and a
 * store of the target conflict (MPI 4.0 section 12.3), so rank 0 prints either value. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, winbuf[2] = {0}, got = -1;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_fence(0, win);
  if (rank == 0) MPI_Get(&got, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
  else winbuf[1] = 42;
  MPI_Win_fence(0, win);
  if (rank == 0) printf("got %d\n", got);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
