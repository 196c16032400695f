/*
 * Non-rectangular loop nests (OpenMP 5.0, gcc 12): collapse(2) and collapse(3) where an inner
 * loop's bounds are a1 * i + a2 of an outer variable (j from i, j up to i, 2 * i + 1 to 3 * i - 2,
 * n - i down to 0, inner loops that run no iteration for some i), on parallel for, a for in a
 * region and taskloop (gcc takes no schedule clause on such a nest): every (i, j) pair runs once
 * (counted), lastprivate takes the last pair in sequential order, sums by reduction. Integer
 * results only, so the output is the same in any thread order.
 */
#include <stdio.h>

#define N 9
static int seen[N][4 * N];

/* Counts the pair (i, j) as run and gives back its term of the sum. */
static long visit(int i, int j, long term)
{
#pragma omp atomic
  seen[i][j]++;
  return term;
}

static void report(const char *what)
{
  long pairs = 0, twice = 0, hash = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 4 * N; j++) {
      if (seen[i][j]) pairs++, hash = hash * 31 + i * 64 + j;
      if (seen[i][j] > 1) twice++;
      seen[i][j] = 0;
    }
  printf("%-22s pairs %ld (twice %ld) hash %lx\n", what, pairs, twice, (unsigned long)hash);
}

int main(void)
{
  int n = N, i, j;
  long sum = 0;

#pragma omp parallel for collapse(2) reduction(+: sum) lastprivate(i, j)
  for (i = 0; i < n; i++)
    for (j = i; j < n; j++)
      sum += visit(i, j, i * 100 + j);
  printf("upper: sum %ld last i %d j %d\n", sum, i, j);
  report("j from i");

  sum = 0;
#pragma omp parallel for collapse(2) reduction(+: sum)
  for (int a = 0; a < n; a++)
    for (int b = 0; b < a; b++)
      sum += visit(a, b, a * b);
  printf("lower: sum %ld\n", sum);
  report("j below i");

  sum = 0;
#pragma omp parallel for collapse(2) reduction(+: sum) lastprivate(i, j)
  for (i = 1; i < n; i += 2)
    for (j = 2 * i + 1; j < 3 * i - 2; j++)
      sum += visit(i, j, j - i);
  printf("affine: sum %ld last i %d j %d\n", sum, i, j);
  report("2i+1 .. 3i-2");

  sum = 0;
#pragma omp parallel reduction(+: sum)
  {
#pragma omp for collapse(2) nowait
    for (int a = 0; a < n; a++)
      for (int b = n - a; b >= 0; b--)
        sum += visit(a, b, b);
  }
  printf("descending: sum %ld\n", sum);
  report("n-i down to 0 in a region");

  sum = 0;
#pragma omp parallel for collapse(3) reduction(+: sum)
  for (int a = 0; a < 4; a++)
    for (int b = 0; b < 3; b++)
      for (int c = a; c < 2 * a + 1; c++)
        sum += visit(a, b * 8 + c, a * 100 + b * 10 + c);
  printf("three: sum %ld\n", sum);
  report("collapse(3) c from a");

  // (short)a is a: gcc looks through the casts. The outer loop's bound m is the variable
  // declared before, not the inner loop's m.
  sum = 0;
  int m = 5;
#pragma omp parallel for collapse(2) reduction(+: sum)
  for (int a = 0; a < m; a++)
    for (int m = (short)a + 1; m < 2 * a + 3; m++)
      sum += visit(a, m, a * m);
  printf("casts and scopes: sum %ld\n", sum);
  report("(short)a + 1, m shadowed");

  sum = 0;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop collapse(2) grainsize(4) reduction(+: sum)
  for (int a = 0; a < n; a++)
    for (int b = a * 3; b < 3 * n + 2; b += 3)
      sum += visit(a, b, a + b);
  printf("taskloop: sum %ld\n", sum);
  report("taskloop 3i by 3");
  return 0;
}
