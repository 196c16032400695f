/* Windows in use, then long done with (issue 15): each rank creates argv[1] windows of 256 KB,
 * uses each under one fence epoch (a put to its neighbour), then makes 200 more MPI calls (barriers)
 * with every epoch over, and frees them. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define BYTES (1 << 18)

int main(int argc, char **argv) {
  int rank, size, n = argc > 1 ? atoi(argv[1]) : 50;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  char **bases = malloc(n * sizeof *bases);
  MPI_Win *wins = malloc(n * sizeof *wins);
  for (int i = 0; i < n; i++) {
    bases[i] = calloc(BYTES, 1);
    MPI_Win_create(bases[i], BYTES, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &wins[i]);
    MPI_Win_fence(0, wins[i]);
    MPI_Put(&rank, 1, MPI_INT, (rank + 1) % size, 4 * rank, 1, MPI_INT, wins[i]);
    MPI_Win_fence(0, wins[i]);
  }
  int got = ((int *)bases[n - 1])[(rank + size - 1) % size];
  for (int k = 0; k < 200; k++) MPI_Barrier(MPI_COMM_WORLD);
  for (int i = 0; i < n; i++) {
    MPI_Win_free(&wins[i]);
    free(bases[i]);
  }
  if (rank == 0) printf("%d windows used, got %d\n", n, got);
  free(bases);
  free(wins);
  MPI_Finalize();
  return 0;
}
