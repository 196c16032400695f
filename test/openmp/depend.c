/*
 * Task dependences as libgomp 12 orders them with one thread a team: array sections (a task
 * depends on another when their sections start at the same element, as gcc passes the
 * section's first address), elements, rows of a 2-D array, pointers, in/out/inout and
 * mutexinoutset (ordered as inout), several items and clauses a task, taskwait with depend
 * (it runs the tasks it waits for first), an undeferred task with depend; and the order the
 * tasks of taskloop simd and master taskloop run in.
 */
#include <omp.h>
#include <stdio.h>

int main(void)
{
  int a[8] = { 0 }, b[4][4], x = 0, y = 0;
  int *p = a;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(out : a[0:4])
    printf("writes a[0:4]\n");
#pragma omp task depend(in : a[0:2])
    printf("reads a[0:2]\n");
#pragma omp task depend(in : a[2:2])
    printf("reads a[2:2] (another start)\n");
#pragma omp task depend(mutexinoutset : x)
    printf("mutexinoutset 1\n");
#pragma omp task depend(mutexinoutset : x)
    printf("mutexinoutset 2\n");
#pragma omp task depend(in : a[:3], x) depend(out : a[3])
    printf("reads a[:3] and x, writes a[3]\n");
#pragma omp task depend(inout : p[1:2])
    printf("updates p[1:2]\n");
#pragma omp task depend(in : a[1])
    printf("reads a[1]\n");
#pragma omp task depend(out : b[1][0:4])
    printf("writes b[1]\n");
#pragma omp task depend(in : b[1][0])
    printf("reads b[1][0]\n");
#pragma omp task depend(in : b[x ? 2 : 1][:])
    printf("reads b[1][:]\n");
#pragma omp taskwait depend(in : x)
    printf("after taskwait depend(in: x)\n");
#pragma omp task depend(out : y)
    printf("writes y\n");
#pragma omp task depend(in : a[3])
    printf("reads a[3]\n");
#pragma omp task if (0) depend(inout : y)
    printf("undeferred updates y\n");
#pragma omp taskwait
#pragma omp taskloop simd grainsize(2)
    for (int i = 0; i < 6; i++)
      printf("taskloop simd %d\n", i);
  }
#pragma omp parallel
#pragma omp master taskloop num_tasks(3)
  for (int i = 0; i < 6; i++)
    printf("master taskloop %d\n", i);
#pragma omp parallel master taskloop grainsize(4)
  for (int i = 0; i < 8; i++)
    printf("parallel master taskloop %d\n", i);
  return 0;
}
