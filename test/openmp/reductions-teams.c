/*
 * User-defined reductions (declare reduction at file and block scope, on structs and scalars,
 * an operator name for a struct, both initializer forms, none), linear clauses on work-sharing
 * loops (a body that steps the variable, and one that does not: each chunk starts it anew),
 * and the combined taskloop constructs (taskloop simd, master/masked taskloop [simd], parallel
 * master taskloop) with reductions. Every result is printed by one thread after the region, so
 * the output is deterministic for each team size (what linear gives depends on it).
 */
#include <omp.h>
#include <stdio.h>

struct point { int x, y; };
struct stats { long n; double sum; int lo, hi; };

static void start_low(struct point *p, const struct point *orig)
{
  p->x = 1000;
  p->y = orig->y - orig->y;
}

static void merge(struct stats *out, const struct stats *in)
{
  out->n += in->n;
  out->sum += in->sum;
  if (in->lo < out->lo)
    out->lo = in->lo;
  if (in->hi > out->hi)
    out->hi = in->hi;
}

#pragma omp declare reduction(pmax : struct point : omp_out.x = omp_in.x > omp_out.x ? omp_in.x : omp_out.x, omp_out.y += omp_in.y) initializer(omp_priv = { -1000, 0 })
#pragma omp declare reduction(pmin : struct point : omp_out.x = omp_in.x < omp_out.x ? omp_in.x : omp_out.x, omp_out.y += omp_in.y) initializer(start_low(&omp_priv, &omp_orig))
#pragma omp declare reduction(times : int, long : omp_out *= omp_in) initializer(omp_priv = 1)
#pragma omp declare reduction(+ : struct point : omp_out.x += omp_in.x, omp_out.y += omp_in.y)
#pragma omp declare reduction(merge : struct stats : merge(&omp_out, &omp_in)) initializer(omp_priv = { 0, 0.0, 1 << 30, -(1 << 30) })

int main(void)
{
  struct point best = { 0, 0 }, low = { 500, 7 }, sum = { 1, 2 };
  int prod = 1;
  long twos = 2;
#pragma omp declare reduction(bits : unsigned : omp_out |= omp_in) initializer(omp_priv = 0)
  unsigned mask = 0;
#pragma omp parallel for reduction(pmax : best) reduction(pmin : low) reduction(times : prod, twos) reduction(+ : sum) reduction(bits : mask)
  for (int i = 1; i <= 10; i++) {
    struct point p = { (i * 37) % 11, i };
    if (p.x > best.x)
      best.x = p.x;
    best.y += p.y;
    if (p.x < low.x)
      low.x = p.x;
    low.y += 1;
    prod *= i % 3 + 1;
    twos *= 2;
    sum.x += i;
    sum.y += 2 * i;
    mask |= 1u << i;
  }
  printf("best %d %d low %d %d prod %d twos %ld sum %d %d mask %x\n", best.x, best.y, low.x, low.y, prod, twos, sum.x, sum.y, mask);

  struct stats st = { 0, 0.0, 1 << 30, -(1 << 30) };
#pragma omp parallel reduction(merge : st)
  {
    int me = omp_get_thread_num();
    st.n++;
    st.sum += me;
    if (me < st.lo)
      st.lo = me;
    if (me > st.hi)
      st.hi = me;
  }
  printf("stats n %ld sum %g lo %d hi %d of %d\n", st.n, st.sum, st.lo, st.hi, omp_get_max_threads());

#pragma omp declare reduction(zeroed : long : omp_out += omp_in + 1)
  long counted = 100;
#pragma omp parallel for reduction(zeroed : counted) schedule(static, 1)
  for (int i = 0; i < 6; i++)
    counted += i;
  printf("no initializer: %ld\n", counted - omp_get_max_threads());

  int a[12], j = 0, k = 5;
  int *q = a;
#pragma omp parallel for simd linear(j : 2) safelen(4) simdlen(2) aligned(q : 16)
  for (int i = 0; i < 12; i++) {
    a[i] = j;
    j += 2;
  }
  printf("stepped:");
  for (int i = 0; i < 12; i++)
    printf(" %d", a[i]);
  printf(", j %d\n", j);
#pragma omp parallel for linear(k : 3)
  for (int i = 0; i < 12; i++)
    a[i] = k;
  printf("unstepped static:");
  for (int i = 0; i < 12; i++)
    printf(" %d", a[i]);
  printf(", k %d\n", k);
  k = 5;
#pragma omp parallel for linear(k : 3) schedule(dynamic, 2)
  for (int i = 0; i < 12; i++)
    a[i] = k;
  printf("unstepped dynamic 2:");
  for (int i = 0; i < 12; i++)
    printf(" %d", a[i]);
  printf(", k %d\n", k);
#pragma omp parallel for linear(q : 1)
  for (int i = 0; i < 12; i++) {
    *q = 10 * i;
    q++;
  }
  printf("pointer:");
  for (int i = 0; i < 12; i++)
    printf(" %d", a[i]);
  printf(", q at %d\n", (int)(q - a));
  int x = 0;
#pragma omp simd linear(k) reduction(+ : x)
  for (int i = 0; i < 4; i++) {
    x += k;
    k++;
  }
  printf("simd x %d k %d\n", x, k);

  int total = 0, t = 1;
  struct point ps = { 0, 0 };
#pragma omp parallel
#pragma omp master taskloop reduction(+ : total) num_tasks(3)
  for (int i = 0; i < 10; i++)
    total += i;
  printf("master taskloop %d\n", total);
#pragma omp parallel master taskloop simd reduction(+ : total) grainsize(3)
  for (int i = 0; i < 10; i++)
    total += i;
  printf("parallel master taskloop simd %d\n", total);
#pragma omp parallel
#pragma omp single
#pragma omp taskloop simd reduction(times : t) reduction(+ : ps)
  for (int i = 1; i <= 6; i++) {
    t *= i;
    ps.x += i;
    ps.y -= i;
  }
  printf("taskloop simd %d %d %d\n", t, ps.x, ps.y);
#pragma omp parallel masked taskloop reduction(+ : total) filter(0)
  for (int i = 0; i < 10; i++)
    total += i;
  printf("parallel masked taskloop %d\n", total);
#pragma omp parallel
#pragma omp masked taskloop simd reduction(+ : total) filter(omp_get_num_threads() - 1)
  for (int i = 0; i < 10; i++)
    total += i;
  printf("masked taskloop simd %d\n", total);
  return 0;
}
