/*
 * A taskloop's reductions are libgomp's task reductions (GOMP_taskloop with a reduction flag): a
 * taskgroup whose tasks are in_reduction, so each thread works on a copy of its own, at the
 * identity when the taskloop starts, and the original keeps its value (seen through a pointer)
 * until the loop ends; under one thread each task sees what the tasks before it left in the
 * copy. Also of a pointer's section (a copy of the section a thread, which the task's pointer
 * addresses as the original's), of rows of a pointer to arrays, a task_reduction of a pointer's
 * section, and a taskloop simd and a master taskloop with reductions.
 */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
  int sum = 100, *orig = &sum;
  long prod = 3;
  int *p = calloc(6, sizeof *p);
  int (*rows)[3] = calloc(4, sizeof *rows);
  for (int k = 0; k < 6; k++) p[k] = 10 * k;
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskloop reduction(+: sum) reduction(*: prod) num_tasks(4)
    for (int i = 0; i < 8; i++) {
      if (i % 2 == 0) printf("task of %d sees %d %ld, the original %d\n", i, sum, prod, *orig);
      sum += i;
      prod *= i % 3 + 1;
    }
    printf("sum %d prod %ld\n", sum, prod);
#pragma omp taskloop reduction(+: p[1:4]) grainsize(3)
    for (int i = 0; i < 9; i++) {
      if (i % 3 == 0) printf("task of %d sees p[1..4] %d %d %d %d\n", i, p[1], p[2], p[3], p[4]);
      p[1 + i % 4] += i;
    }
    printf("p %d %d %d %d %d %d\n", p[0], p[1], p[2], p[3], p[4], p[5]);
#pragma omp taskloop reduction(-: rows[1:2][0:3]) num_tasks(2)
    for (int i = 0; i < 6; i++) {
      if (i % 3 == 0) printf("task of %d sees rows[1] %d %d %d\n", i, rows[1][0], rows[1][1], rows[1][2]);
      rows[1 + i % 2][i % 3] -= i + 1;
    }
    for (int r = 0; r < 4; r++) printf("rows[%d] %d %d %d\n", r, rows[r][0], rows[r][1], rows[r][2]);
#pragma omp taskgroup task_reduction(max: p[2:3])
    for (int k = 0; k < 3; k++) {
#pragma omp task in_reduction(max: p[2:3])
      {
        printf("task %d sees p[2..4] %d %d %d\n", k, p[2], p[3], p[4]);
        p[2 + k] = 1000 + k;
      }
    }
    printf("p %d %d %d %d %d %d\n", p[0], p[1], p[2], p[3], p[4], p[5]);
    double d = 1;
#pragma omp taskloop simd reduction(+: d) grainsize(2)
    for (int i = 0; i < 6; i++) d += 0.5 * i;
    printf("d %g\n", d);
  }
  int m = 7;
#pragma omp parallel
#pragma omp master taskloop reduction(+: m) num_tasks(2)
  for (int i = 0; i < 4; i++) {
    printf("master task of %d sees %d\n", i, m);
    m += i;
  }
  printf("m %d\n", m);
  free(p);
  free(rows);
  return 0;
}
