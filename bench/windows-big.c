/* Windows over 256 KB (issue 15): each rank creates one window of argv[1] MB and, argv[2] times,
 * fills it in a loop (stores the checks see as they happen), then a fence epoch in which it puts
 * an int into its neighbour's window (bytes no store of the neighbour's touches in that epoch). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rank, size, mb = argc > 1 ? atoi(argv[1]) : 4, rounds = argc > 2 ? atoi(argv[2]) : 10;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int n = mb * (1 << 20) / (int)sizeof(int);
  int *base = malloc(n * sizeof(int));
  MPI_Win win;
  MPI_Win_create(base, n * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  long sum = 0;
  for (int k = 0; k < rounds; k++) {
    for (int i = 0; i < n; i++) base[i] = i + k;
    MPI_Win_fence(0, win);
    MPI_Put(&rank, 1, MPI_INT, (rank + 1) % size, n - 1, 1, MPI_INT, win);
    MPI_Win_fence(0, win);
    sum += base[n - 1];
  }
  MPI_Win_free(&win);
  free(base);
  if (rank == 0) printf("%d rounds over %d MB, sum %ld\n", rounds, mb, sum);
  MPI_Finalize();
  return 0;
}
