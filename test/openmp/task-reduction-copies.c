/*
 * Task reductions' copies are the threads' (libgomp's GOMP_task_reduction_remap), not the
 * tasks': under one thread every task of the taskgroup sees what the tasks before it left in the
 * thread's copy, which starts at the identity, while the original keeps its value until the
 * taskgroup ends (also a taskgroup outside any parallel region, whose team is the initial thread).
 */
#include <stdio.h>

int main(void)
{
  int x = 5;
  double d = 0.5;
#pragma omp parallel
#pragma omp single
#pragma omp taskgroup task_reduction(+: x) task_reduction(*: d)
  for (int k = 1; k <= 4; k++) {
#pragma omp task in_reduction(+: x) in_reduction(*: d)
    {
      printf("task %d sees %d %g\n", k, x, d);
      x += k;
      d *= k + 0.5;
    }
  }
  printf("x %d d %g\n", x, d);
  int s = 0;
#pragma omp taskgroup task_reduction(+: s)
  {
#pragma omp task in_reduction(+: s)
    { s += 2; printf("orphaned task sees %d\n", s); }
#pragma omp task in_reduction(+: s)
    { s += 3; printf("orphaned task sees %d\n", s); }
    printf("the original meanwhile: %d\n", s);
  }
  printf("s %d\n", s);
  return 0;
}
