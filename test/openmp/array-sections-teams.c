/*
 * Array sections and arrays in data-sharing clauses: reduction(+: b[2:5]) of an array,
 * reduction(+: p[:n]) of a pointer (the thread's copy is n elements, which p addresses as the
 * original's), reduction(+: m[1:2][0:3]) of rows of a 2-D array, reduction(max: mx) and
 * reduction(*: q[1:3]) of whole arrays and sections; firstprivate and lastprivate arrays;
 * task_reduction/in_reduction of a section. Each rank computes from its own seed; the ranks'
 * results are summed by MPI_Reduce and rank 0 prints them. Integer sums and sums of halves are
 * exact, so the output is the same whatever order the threads run in.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define NV 16

int main(int argc, char **argv)
{
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int n = 10;
  long b[10] = {0};
  double m[4][3] = {{0}};
  int *p = calloc(n, sizeof *p);
  long mx[5];
  for (int k = 0; k < 5; k++) mx[k] = -100;
#pragma omp parallel for reduction(+: b[2:5]) reduction(+: p[:n]) reduction(+: m[1:2][0:3]) reduction(max: mx)
  for (int i = 0; i < 100 + rank; i++) {
    b[2 + i % 5] += i;
    p[i % n] += 2 * i + rank;
    m[1 + i % 2][i % 3] += 0.5 * i;
    if (mx[i % 5] < (i * 3 + rank) % 17) mx[i % 5] = (i * 3 + rank) % 17;
  }
  int q[6] = {1, 1, 1, 1, 1, 1};
#pragma omp parallel reduction(*: q[1:3]) num_threads(3)
  { q[1] *= 2; q[2] *= 3 + rank; q[3] *= -1; }

  int a[4] = {1, 2, 3, rank}, c2[3][2] = {{1, 2}, {3, 4}, {5, 6}}, c[3] = {0}, s = 0;
#pragma omp parallel for firstprivate(a, c2) lastprivate(c) reduction(+: s)
  for (int i = 0; i < 8; i++) {
    a[i % 4] += i;
    c2[i % 3][i % 2] *= 2;
    c[0] = i;
    c[1] = a[i % 4];
    s += a[3] + c2[1][1] - i;
  }

  int t[4] = {0};
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+: t[0:4])
    for (int k = 0; k < 8; k++) {
#pragma omp task in_reduction(+: t[0:4])
      t[k % 4] += k + rank;
    }
  }

  /* Every rank's values, summed. */
  long v[NV] = { b[1], b[2], b[6], b[7], p[0], p[9], (long)(2 * m[0][0]), (long)(2 * m[1][2]), (long)(2 * m[2][0]), mx[0] + mx[4], q[0] + q[2] + q[3] + q[4], a[0] + a[3], c[0] + c[1], s, t[0] + t[3], c2[2][1] };
  long sum[NV];
  MPI_Reduce(v, sum, NV, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
  printf("rank %d:", rank);
  for (int k = 0; k < NV; k++) printf(" %ld", v[k]);
  printf("\n");
  if (rank == 0) {
    printf("sums:");
    for (int k = 0; k < NV; k++) printf(" %ld", sum[k]);
    printf("\n");
  }
  free(p);
  MPI_Finalize();
  return 0;
}
