/*
 * Reductions of sections of pointers, whatever the team: reduction(+: p[lo:n]) of a pointer,
 * sections of sections (rows of a pointer to arrays, q[1:2][0:4]; one row and part of it,
 * q[2][1:2]; a 3-D array's plane, c[1][0:2][0:2]), in parallel for, parallel sections and
 * taskloop, and a task_reduction of a pointer's section in a team. Integer results only, so the
 * output is the same whatever order the threads run in.
 */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
  int n = 6;
  int *p = calloc(n, sizeof *p);
  int (*q)[4] = calloc(4, sizeof *q);
  int c[3][2][2] = {{{0}}};
  long *w = calloc(5, sizeof *w);
#pragma omp parallel for reduction(+: p[1:n - 2]) reduction(+: q[1:2][0:4])
  for (int i = 0; i < 60; i++) {
    p[1 + i % (n - 2)] += i;
    q[1 + i % 2][i % 4] += 2 * i;
  }
#pragma omp parallel for reduction(*: q[2][1:2]) reduction(+: c[1][0:2][0:2])
  for (int i = 1; i <= 6; i++) {
    q[2][1 + i % 2] *= i % 3 == 0 ? 2 : 1;
    c[1][i % 2][(i / 2) % 2] += i;
  }
#pragma omp parallel sections reduction(max: w[0:5])
  {
#pragma omp section
    w[1] = 50;
#pragma omp section
    w[3] = 70;
#pragma omp section
    if (w[1] < 40) w[1] = 40; /* not w[1] = 40: after the first section in the same thread, that would depend on the schedule */
  }
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskloop reduction(+: p[0:n]) grainsize(5)
    for (int i = 0; i < 30; i++) p[i % n] += 1;
#pragma omp taskgroup task_reduction(+: w[0:5])
    for (int k = 0; k < 10; k++) {
#pragma omp task in_reduction(+: w[0:5])
      w[k % 5] += k;
    }
  }
  for (int k = 0; k < n; k++) printf("p[%d] = %d\n", k, p[k]);
  for (int r = 0; r < 4; r++) printf("q[%d] = %d %d %d %d\n", r, q[r][0], q[r][1], q[r][2], q[r][3]);
  for (int a = 0; a < 3; a++) printf("c[%d] = %d %d %d %d\n", a, c[a][0][0], c[a][0][1], c[a][1][0], c[a][1][1]);
  for (int k = 0; k < 5; k++) printf("w[%d] = %ld\n", k, w[k]);
  free(p); free(q); free(w);
  return 0;
}
