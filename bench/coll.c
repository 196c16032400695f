/* Issue 16's collectives at scale: Allreduce of 1024 doubles + Alltoall of 64 ints per rank. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int iters = argc > 1 ? atoi(argv[1]) : 20;
  double *x = malloc(1024 * sizeof *x), *y = malloc(1024 * sizeof *y);
  int *s = malloc(64 * size * sizeof *s), *r = malloc(64 * size * sizeof *r);
  for (int i = 0; i < 1024; i++) x[i] = rank + i * 0.5;
  for (int i = 0; i < 64 * size; i++) s[i] = rank * 1000 + i;
  double check = 0;
  long isum = 0;
  for (int it = 0; it < iters; it++) {
    MPI_Allreduce(x, y, 1024, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Alltoall(s, 64, MPI_INT, r, 64, MPI_INT, MPI_COMM_WORLD);
    check += y[it % 1024];
    isum += r[(it * 64) % (64 * size)];
  }
  if (rank == 0) printf("%d ranks x %d: %.1f %ld\n", size, iters, check, isum);
  free(x); free(y); free(s); free(r);
  MPI_Finalize();
  return 0;
}
