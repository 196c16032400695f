/* Work-sharing and synchronization constructs, locks and the clock, on a team of one thread. */
#include <omp.h>
#include <stdio.h>

#define WIDTH 3

static int counter;

static int next_count(void)
{
  return ++counter;
}

int main(void)
{
  int hits = 0, order[8], n = 0;
  omp_lock_t lock;
  omp_nest_lock_t nest;

#pragma omp parallel num_threads(WIDTH + next_count()) if (next_count() > 0)
  {
#pragma omp sections lastprivate(hits)
    {
      hits = 1;
#pragma omp section
      {
        hits = 2;
        order[n++] = omp_get_thread_num();
      }
#pragma omp section
      hits = 3;
    }
#pragma omp single nowait
    order[n++] = 10 + omp_get_num_threads();
#pragma omp master
    order[n++] = 20;
#pragma omp masked filter(0)
    order[n++] = 30;
#pragma omp masked filter(1)
    order[n++] = 40;
#pragma omp critical(update)
    order[n++] = 50 + omp_in_parallel();
#pragma omp barrier
#pragma omp atomic
    counter += 10;
#pragma omp atomic capture
    order[n++] = counter++;
#pragma omp flush
    order[n++] = omp_get_level();
  }
  printf("counter %d hits %d n %d:", counter, hits, n);
  for (int k = 0; k < n; k++)
    printf(" %d", order[k]);
  printf("\n");

  omp_init_lock(&lock);
  printf("test free %d\n", omp_test_lock(&lock));
  printf("test held %d\n", omp_test_lock(&lock));
  omp_unset_lock(&lock);
  omp_set_lock(&lock);
  printf("test after set %d\n", omp_test_lock(&lock));
  omp_unset_lock(&lock);
  omp_destroy_lock(&lock);

  omp_init_nest_lock(&nest);
  printf("nest %d", omp_test_nest_lock(&nest));
  omp_set_nest_lock(&nest);
  printf(" %d", omp_test_nest_lock(&nest));
  omp_unset_nest_lock(&nest);
  omp_unset_nest_lock(&nest);
  omp_unset_nest_lock(&nest);
  printf(" %d\n", omp_test_nest_lock(&nest));
  omp_unset_nest_lock(&nest);
  omp_destroy_nest_lock(&nest);

  double t0 = omp_get_wtime();
  volatile double x = 0;
  for (int k = 0; k < 1000; k++)
    x += k;
  double t1 = omp_get_wtime();
  printf("clock moves forward %d, tick %g, x %g\n", t1 >= t0, omp_get_wtick(), x);

  int shared = 1;
#pragma omp task firstprivate(shared)
  {
    shared++;
    printf("task: shared %d level %d\n", shared, omp_get_level());
  }
#pragma omp taskwait
  printf("after task: shared %d\n", shared);

  omp_sched_t kind;
  int chunk;
  omp_set_schedule(omp_sched_guided, 0);
  omp_get_schedule(&kind, &chunk);
  printf("schedule %d %d\n", (int)kind, chunk);
  omp_set_schedule(omp_sched_static, 8);
  omp_get_schedule(&kind, &chunk);
  printf("schedule %d %d\n", (int)kind, chunk);

#pragma omp parallel for schedule(runtime) ordered
  for (int k = 0; k < 3; k++) {
#pragma omp ordered
    printf("ordered %d of %d\n", k, omp_get_num_threads());
  }
#pragma omp simd
  for (n = 0; n < 4; n++)
    order[n] = n;
  printf("simd leaves n %d\n", n);
  return 0;
}
