/*
 * Data-sharing with teams of OMP_NUM_THREADS threads: copyin of threadprivate objects (a scalar
 * and an array), threadprivate values kept from one region to the next by the same threads,
 * default(shared) and default(firstprivate), and variable-length arrays of the enclosing
 * function used in regions (shared, private, firstprivate, two-dimensional) and declared in them.
 * Every line printed is the same whatever order the threads run in.
 */
#include <omp.h>
#include <stdio.h>

#define MAXT 16

int counter = 3;
double weights[3];
#pragma omp threadprivate(counter, weights)

static long sum_rows(int n, int m, double grid[n][m])
{
  long s = 0;
#pragma omp parallel for reduction(+:s)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += (long)grid[i][j];
  return s;
}

int main(int argc, char **argv)
{
  (void)argv;
  int seen[MAXT] = {0};
  double kept[MAXT] = {0};
  counter = 42;
  weights[1] = 2.5;
#pragma omp parallel copyin(counter, weights)
  {
    int me = omp_get_thread_num();
    counter += me;
    weights[1] += counter;
  }
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    seen[me] = counter - me;
    kept[me] = weights[1] - 2 * me;
  }
  int threads = omp_get_max_threads();
  for (int t = 0; t < threads && t < MAXT; t++)
    printf("thread %d: copyin %d, kept %g\n", t, seen[t], kept[t]);

  int x = 1, y = 2, firsts = 0, z[3] = {1, 2, 3};
#pragma omp parallel default(firstprivate) reduction(+:firsts)
  {
    x += y;
    z[0] += 10;
    firsts += x + z[0];
  }
#pragma omp parallel default(shared)
  {
#pragma omp atomic
    y++;
  }
  printf("default: x %d y %d z0 %d firsts %d\n", x, y - threads, z[0], firsts / threads);

  int n = argc + 5, m = argc + 2;
  int a[n];
  double grid[n][m];
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    a[i] *= 3;
    for (int j = 0; j < m; j++)
      grid[i][j] = i * 10 + j;
  }
#pragma omp parallel
  {
#pragma omp single
    printf("sizes: %zu %zu %zu\n", sizeof a, sizeof grid, sizeof grid[0]);
  }
  int firstsum = 0;
#pragma omp parallel firstprivate(a) reduction(+:firstsum)
  {
    a[0] += 100;
    firstsum += a[0] + a[n - 1];
  }
#pragma omp parallel private(grid)
  {
    grid[n - 1][m - 1] = -1;
    if (sizeof grid != n * m * sizeof(double))
      printf("wrong private size\n");
  }
  int local = 0;
#pragma omp parallel reduction(+:local)
  {
    int k = omp_get_thread_num() + 2;
    int row[k];
    for (int i = 0; i < k; i++)
      row[i] = i;
    local += row[k - 1] - (k - 1) + (int)(sizeof row / sizeof row[0]) - k;
  }
  printf("vla: a0 %d a%d %d firstsum %d local %d rows %ld\n", a[0], n - 1, a[n - 1], firstsum / threads, local, sum_rows(n, m, grid));
  return 0;
}
