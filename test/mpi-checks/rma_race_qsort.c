/* In a fence epoch rank 0 puts into rank 1's window while rank 1 sorts it with qsort, whose stores
 * are the C library's (MPI 4.0 section 12.7: a put and a store of the target to one location in
 * the same epoch). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
static int ascending(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
int main(int argc, char **argv) {
  int rank, winbuf[4] = {4, 3, 2, 1}, nine = 9;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_fence(0, win);
  if (rank == 0) MPI_Put(&nine, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  else qsort(winbuf, 4, sizeof(int), ascending);
  MPI_Win_fence(0, win);
  if (rank == 1) printf("winbuf[3] = %d\n", winbuf[3]);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
