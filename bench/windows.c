/* Many windows, few in use (the pattern of MPICH's rma/window_creation): each rank creates
 * argv[1] windows of 4,000 bytes, puts into one of them under a fence epoch, and frees them all. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rank, size, n = argc > 1 ? atoi(argv[1]) : 1000;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int **bases = malloc(n * sizeof *bases);
  MPI_Win *wins = malloc(n * sizeof *wins);
  for (int i = 0; i < n; i++) {
    MPI_Alloc_mem(1000 * sizeof(int), MPI_INFO_NULL, &bases[i]);
    MPI_Win_create(bases[i], 1000 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &wins[i]);
  }
  MPI_Win_fence(0, wins[n / 2]);
  MPI_Put(&rank, 1, MPI_INT, (rank + 1) % size, rank, 1, MPI_INT, wins[n / 2]);
  MPI_Win_fence(0, wins[n / 2]);
  int got = bases[n / 2][(rank + size - 1) % size];
  MPI_Barrier(MPI_COMM_WORLD);
  for (int i = 0; i < n; i++) {
    MPI_Win_free(&wins[i]);
    MPI_Free_mem(bases[i]);
  }
  if (rank == 0) printf("%d windows, got %d\n", n, got);
  free(bases);
  free(wins);
  MPI_Finalize();
  return 0;
}
