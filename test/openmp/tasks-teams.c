/*
 * Tasks in teams of OMP_NUM_THREADS threads, printed only once the work is done so that the
 * output does not depend on which thread ran which task: results of tasks made by one thread
 * and run by any, a recursive fib with taskwait, a depend chain, taskgroups, taskloops
 * (grainsize, num_tasks, lastprivate, reduction) and tasks made by every member; and which
 * team and thread of a host league each iteration of a `distribute parallel for` had.
 */
#include <omp.h>
#include <stdio.h>

#define N 40

static long fib(int n)
{
  long a, b;
  if (n < 2)
    return n;
#pragma omp task shared(a) if(n > 8)
  a = fib(n - 1);
#pragma omp task shared(b) if(n > 8)
  b = fib(n - 2);
#pragma omp taskwait
  return a + b;
}

int main(void)
{
  int square[N] = {0};
  long chain = 1, grouped = 0, every = 0, fibs = 0;
  int last = -1;
  long total = 0;
#pragma omp parallel
  {
#pragma omp single
    {
      for (int i = 0; i < N; i++) {
#pragma omp task
        square[i] = i * i;
      }
      for (int k = 1; k <= 5; k++) {
#pragma omp task depend(inout: chain)
        chain = chain * 3 + k;
      }
#pragma omp taskgroup
      {
        for (int i = 1; i <= 10; i++) {
#pragma omp task
          {
#pragma omp task
            {
#pragma omp atomic
              grouped += i;
            }
#pragma omp atomic
            grouped += 100 * i;
          }
        }
      }
      fibs = fib(15);
#pragma omp taskloop grainsize(3) lastprivate(last) reduction(+:total)
      for (int i = 0; i < 25; i++) {
        last = i;
        total += i * 2;
      }
    }
#pragma omp taskloop num_tasks(4) reduction(+:every)
    for (int i = 0; i < 12; i++)
      every += i;
  }
  int team_of[N], thread_of[N];
#pragma omp teams num_teams(3)
#pragma omp distribute parallel for
  for (int i = 0; i < N; i++) {
    team_of[i] = omp_get_team_num();
    thread_of[i] = omp_get_thread_num();
  }
#pragma omp teams distribute parallel for num_teams(2) dist_schedule(static, 7) schedule(static, 2)
  for (int i = 0; i < N; i++)
    team_of[i] = team_of[i] * 10 + omp_get_team_num();
  for (int i = 0; i < N; i++)
    printf("%d:%d.%d%c", i, team_of[i], thread_of[i], i % 10 == 9 ? '\n' : ' ');
  long sum = 0;
  for (int i = 0; i < N; i++)
    sum += square[i];
  printf("squares %ld chain %ld grouped %ld fib %ld\n", sum, chain, grouped, fibs);
  printf("taskloop last %d total %ld every %ld threads %d\n", last, total, every / omp_get_max_threads(), omp_get_max_threads());
  return 0;
}
