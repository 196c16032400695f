/*
 * Teams of OMP_NUM_THREADS threads: every result printed is the same whatever the order the
 * threads run in (per-thread values gathered and printed by the master thread, reductions,
 * ordered output, static schedules' iteration ranges, counts made under critical or atomic).
 */
#include <omp.h>
#include <stdio.h>

#define N 1000
#define MAXT 16

static int tp_value;
#pragma omp threadprivate(tp_value)

int main(void)
{
  int ids[MAXT] = {0}, first[MAXT], lastit[MAXT], team = 0;
  long sum = 0, prod = 1;
  int mx = -1, mn = N, band = ~0, bor = 0, bxor = 0, land = 1, lor = 0;
  double dsum = 0;
  int crit = 0, named = 0, atom = 0, singles = 0, masters = 0, sect[4] = {0};

  for (int t = 0; t < MAXT; t++)
    first[t] = lastit[t] = -1;
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    ids[me] = 100 * omp_get_num_threads() + me;
#pragma omp master
    team = omp_get_num_threads();
#pragma omp for schedule(static)
    for (int i = 0; i < N; i++) {
      if (first[me] < 0)
        first[me] = i;
      lastit[me] = i;
    }
#pragma omp critical
    crit++;
#pragma omp critical(other)
    named += 2;
#pragma omp atomic
    atom += 3;
#pragma omp single
    singles++;
#pragma omp masked
    masters++;
#pragma omp sections
    {
#pragma omp section
      sect[0] = 1;
#pragma omp section
      sect[1] = 2;
#pragma omp section
      sect[2] = 3;
#pragma omp section
      sect[3] = 4;
    }
    tp_value = me + 1;
#pragma omp barrier
    ids[me] += 1000 * tp_value;
  }
  printf("team %d\n", team);
  for (int t = 0; t < team; t++)
    printf("thread %d: id %d static iterations %d..%d\n", t, ids[t], first[t], lastit[t]);
  printf("critical %d named %d atomic %d single %d masked %d sections %d %d %d %d\n", crit, named, atom, singles, masters,
         sect[0], sect[1], sect[2], sect[3]);

#pragma omp parallel for reduction(+:sum, dsum) reduction(*:prod) reduction(max:mx) reduction(min:mn) schedule(dynamic, 7)
  for (int i = 1; i <= N; i++) {
    sum += i;
    dsum += 0.5 * i;
    if (i % 100 == 0)
      prod *= 2;
    mx = i > mx ? i : mx;
    mn = i < mn ? i : mn;
  }
#pragma omp parallel for reduction(&:band) reduction(|:bor) reduction(^:bxor) reduction(&&:land) reduction(||:lor) schedule(guided)
  for (int i = 0; i < 64; i++) {
    band &= ~(1 << (i % 31)) | (i == 3);
    bor |= 1 << (i % 17);
    bxor ^= i * 2654435761u;
    land = land && i < 100;
    lor = lor || i == 40;
  }
  printf("sum %ld dsum %.1f prod %ld max %d min %d\n", sum, dsum, prod, mx, mn);
  printf("and %d or %d xor %d land %d lor %d\n", band, bor, bxor, land, lor);

  int chunks[MAXT] = {0};
#pragma omp parallel for schedule(static, 3)
  for (int i = 0; i < 50; i++)
    chunks[omp_get_thread_num()] += i;
  for (int t = 0; t < team; t++)
    printf("static,3 thread %d: %d\n", t, chunks[t]);

#pragma omp parallel for ordered schedule(dynamic)
  for (int i = 0; i < 12; i++) {
    int sq = i * i;
#pragma omp ordered
    printf("ordered %d %d\n", i, sq);
  }

  int lp = -1, fp = 5, k;
#pragma omp parallel for lastprivate(lp, k) firstprivate(fp)
  for (k = 0; k < 37; k++)
    lp = k * fp;
  printf("lastprivate %d k %d\n", lp, k);

  int copied[MAXT] = {0};
#pragma omp parallel
  {
    int v = -1;
#pragma omp single copyprivate(v)
    v = 42 + omp_get_num_threads();
    copied[omp_get_thread_num()] = v;
  }
  for (int t = 0; t < team; t++)
    printf("copyprivate %d: %d\n", t, copied[t]);

  int levels[MAXT] = {0};
#pragma omp parallel
  {
#pragma omp parallel
    levels[omp_get_ancestor_thread_num(1)] = 10 * omp_get_level() + omp_get_num_threads() + 100 * omp_get_active_level();
  }
  for (int t = 0; t < team; t++)
    printf("nested %d: %d\n", t, levels[t]);

  omp_lock_t lock;
  int locked = 0;
  omp_init_lock(&lock);
#pragma omp parallel
  {
    for (int r = 0; r < 5; r++) {
      omp_set_lock(&lock);
      locked++;
      omp_unset_lock(&lock);
    }
  }
  omp_destroy_lock(&lock);
  printf("locked %d\n", locked / team);

  int squares[64] = {0};
#pragma omp parallel
#pragma omp single
  {
    for (int i = 0; i < 64; i++) {
#pragma omp task firstprivate(i) shared(squares)
      squares[i] = i * i;
    }
#pragma omp taskwait
  }
  long tsum = 0;
  for (int i = 0; i < 64; i++)
    tsum += squares[i];
  double t0 = omp_get_wtime();
  printf("tasks %ld clock %d\n", tsum, omp_get_wtime() >= t0);
  return 0;
}
