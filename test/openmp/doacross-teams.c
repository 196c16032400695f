/*
 * Doacross loops (`for ordered(n)` with `ordered depend(sink: …)` and `depend(source)`): each rank
 * computes a 2-D wavefront (every cell waits for its upper and left neighbours), a prefix sum
 * with a step of 2 under a dynamic schedule, a wavefront whose inner loop runs downwards
 * (ordered(2) of which only the outer loop is shared, its variables declared outside) and an
 * orphaned collapse(2) ordered(2) loop, from its own seed; rank 0 gathers the results and
 * prints them. The results are the same whatever order the threads run in.
 */
#include <mpi.h>
#include <stdio.h>

#define N 12
#define M 9

long a[N][M], b[N], w[N][M];

int main(int argc, char **argv)
{
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) a[i][j] = (i * 7 + j * 3 + rank) % 5 + 1;
#pragma omp parallel for ordered(2)
  for (int i = 1; i < N; i++)
    for (int j = 1; j < M; j++) {
#pragma omp ordered depend(sink: i - 1, j) depend(sink: i, j - 1)
      a[i][j] += a[i - 1][j] + a[i][j - 1];
#pragma omp ordered depend(source)
    }

  b[0] = rank + 1;
  for (int i = 1; i < N; i++) b[i] = i;
#pragma omp parallel for ordered(1) schedule(dynamic, 2)
  for (int i = 2; i < N; i += 2) {
#pragma omp ordered depend(sink: i - 2)
    b[i] += b[i - 2];
#pragma omp ordered depend(source)
  }

  int i, j;
#pragma omp parallel for ordered(2) private(j)
  for (i = 0; i < N; i++)
    for (j = M - 1; j >= 0; j--) {
      long v = i + j + rank;
#pragma omp ordered depend(sink: i - 1, j + 1)
      if (i && j < M - 1) v += w[i - 1][j + 1];
      w[i][j] = v;
#pragma omp ordered depend(source)
      v = 0;
    }

  /* An orphaned loop of a region, both loops collapsed and shared one iteration a chunk. */
  long c[6][5];
  for (i = 0; i < 6; i++)
    for (j = 0; j < 5; j++) c[i][j] = i + j + rank;
#pragma omp parallel
  {
#pragma omp for ordered(2) collapse(2) schedule(static, 1)
    for (int p = 1; p < 6; p++)
      for (int q = 1; q < 5; q++) {
#pragma omp ordered depend(sink: p - 1, q) depend(sink: p, q - 1)
        c[p][q] += c[p - 1][q] * 2 + c[p][q - 1];
#pragma omp ordered depend(source)
      }
  }
  printf("rank %d: collapsed %ld %ld\n", rank, c[5][4], c[3][2]);

  long mine[3] = { a[N - 1][M - 1], b[N - 2], w[N - 1][0] }, all[3 * 16];
  MPI_Gather(mine, 3, MPI_LONG, all, 3, MPI_LONG, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    for (int r = 0; r < size; r++) printf("rank %d: wavefront %ld, prefix %ld, downwards %ld\n", r, all[3 * r], all[3 * r + 1], all[3 * r + 2]);
    for (int k = 0; k < N; k++) printf(" %ld", a[k][M / 2]);
    printf("\n");
    for (int k = 0; k < N; k++) printf(" %ld", b[k]);
    printf("\n");
  }
  MPI_Finalize();
  return 0;
}
