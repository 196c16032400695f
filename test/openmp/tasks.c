/*
 * Tasks as libgomp runs them with one thread a team (OMP_NUM_THREADS=1): deferred inside a
 * parallel region (a taskwait runs the newest first, a barrier the oldest first, a taskgroup the
 * newest first), undeferred outside one, with if(0) and inside a final task; firstprivate
 * copies made when the task is made; depend ordering siblings; nested tasks; taskloop (grainsize,
 * num_tasks, nogroup, lastprivate, reduction); the
 * league of a host teams construct and distribute.
 */
#include <omp.h>
#include <stdio.h>

static int fib(int n)
{
  int a, b;
  if (n < 2)
    return n;
#pragma omp task shared(a)
  a = fib(n - 1);
#pragma omp task shared(b)
  b = fib(n - 2);
#pragma omp taskwait
  return a + b;
}

int main(void)
{
  int shared_count = 0;
#pragma omp parallel
#pragma omp single
  {
    for (int i = 0; i < 4; i++) {
#pragma omp task
      printf("waited %d\n", i);
    }
#pragma omp taskwait
    /* Its address taken: gcc 12 passes a shared variable whose address is never taken to a task by value. */
    int v = 10, *pv = &v;
#pragma omp task
    printf("firstprivate v %d\n", v);
    v = 20;
#pragma omp task shared(v)
    printf("shared v %d %d\n", v, *pv == v);
    v = 30;
#pragma omp task if(0)
    printf("undeferred %d\n", v);
#pragma omp taskgroup
    {
      for (int i = 0; i < 3; i++) {
#pragma omp task
        {
#pragma omp task
          printf("grandchild of %d\n", i);
          printf("group %d\n", i);
        }
      }
    }
    int x = 0;
#pragma omp task depend(out: x)
    { x = 1; printf("writer x %d\n", x); }
#pragma omp task depend(in: x)
    printf("reader 1 x %d\n", x);
#pragma omp task depend(in: x)
    printf("reader 2 x %d\n", x);
#pragma omp task depend(inout: x)
    { x++; printf("updater x %d\n", x); }
#pragma omp taskwait
#pragma omp task final(1)
    {
      printf("in final %d\n", omp_in_final());
#pragma omp task
      printf("included %d\n", omp_in_final());
      printf("after included\n");
    }
#pragma omp taskloop grainsize(2)
    for (int i = 0; i < 7; i++)
      printf("grainsize 2: %d\n", i);
#pragma omp taskloop num_tasks(3)
    for (int i = 0; i < 8; i++)
      printf("num_tasks 3: %d\n", i);
    int lastone = -1, total = 0;
#pragma omp taskloop grainsize(4) lastprivate(lastone) reduction(+:total)
    for (int i = 0; i < 10; i++) {
      lastone = i;
      total += i;
    }
    printf("taskloop lastprivate %d reduction %d\n", lastone, total);
#pragma omp taskloop nogroup num_tasks(2)
    for (int i = 0; i < 4; i++)
      printf("nogroup %d\n", i);
    for (int i = 0; i < 3; i++) {
#pragma omp task
      {
#pragma omp atomic
        shared_count += i;
        printf("at barrier %d\n", i);
      }
    }
  }
  printf("count %d fib %d\n", shared_count, fib(10));
#pragma omp parallel
  printf("fib in team %d\n", fib(8));
  for (int i = 0; i < 2; i++) {
#pragma omp task
    printf("outside %d in_final %d\n", i, omp_in_final());
  }
#pragma omp taskwait
#pragma omp taskloop
  for (int i = 0; i < 3; i++)
    printf("taskloop outside %d\n", i);
#pragma omp teams num_teams(3)
  printf("team %d of %d\n", omp_get_team_num(), omp_get_num_teams());
  int last = -1;
#pragma omp teams distribute num_teams(2) lastprivate(last)
  for (int i = 0; i < 5; i++) {
    printf("distribute %d team %d\n", i, omp_get_team_num());
    last = i;
  }
#pragma omp teams distribute num_teams(3) dist_schedule(static, 2)
  for (int i = 0; i < 9; i++)
    printf("chunked %d team %d\n", i, omp_get_team_num());
  printf("last %d teams after %d\n", last, omp_get_num_teams());
  return 0;
}
