/*
 * Task reductions (OpenMP 5.0 2.19.5.5): `taskgroup task_reduction(op: list)` and the
 * `task in_reduction(op: list)` of its tasks. Each thread works on a copy of its own, combined
 * into the original when the taskgroup ends: inside the taskgroup the original keeps its value
 * (seen after a taskwait, and by a task that does not take part), whole arrays, sections of
 * them, max and a user-defined reduction, nested taskgroups reducing different variables and
 * one reducing the same variable again, a taskloop's tasks taking part. Only what no schedule changes is printed.
 */
#include <stdio.h>
#include <omp.h>

struct pair { int lo, hi; };
#pragma omp declare reduction(span : struct pair : omp_out.lo = omp_in.lo < omp_out.lo ? omp_in.lo : omp_out.lo, omp_out.hi = omp_in.hi > omp_out.hi ? omp_in.hi : omp_out.hi) initializer(omp_priv = (struct pair){ 1000, -1000 })

int main(void)
{
  int x = 10, seen = -1, untouched = -1;
  long a[4] = { 1, 2, 3, 4 };
  int b[5] = { 0, 0, 0, 0, 0 }, top = 3;
  struct pair p = { 50, 60 };
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+: x, a) task_reduction(max: top) task_reduction(+: b[1:3]) task_reduction(span: p)
    {
      for (int k = 0; k < 12; k++) {
#pragma omp task in_reduction(+: x, a) in_reduction(max: top) in_reduction(+: b[1:3]) in_reduction(span: p)
        {
          x += k;
          a[k % 4] += k;
          b[1 + k % 3] += 2 * k;
          if (top < k * 7 % 23) top = k * 7 % 23;
          if (p.lo > k) p.lo = k;
          if (p.hi < 3 * k) p.hi = 3 * k;
        }
      }
#pragma omp task shared(untouched)
      untouched = x;
#pragma omp taskwait
      seen = x;
      printf("inside the taskgroup: x %d, a %ld %ld, top %d, b %d, p %d %d\n", x, a[0], a[3], top, b[2], p.lo, p.hi);
    }
    printf("after: x %d seen %d untouched %d\n", x, seen, untouched);
    printf("a %ld %ld %ld %ld, b %d %d %d %d %d, top %d, p %d %d\n", a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3], b[4], top, p.lo, p.hi);

    /* Nested taskgroups: the inner one's tasks reduce y, and x of the outer one; then x again, inside. */
    int y = 1;
#pragma omp taskgroup task_reduction(+: x)
    {
#pragma omp task in_reduction(+: x)
      x += 100;
#pragma omp taskgroup task_reduction(*: y)
      {
        for (int k = 1; k <= 5; k++) {
#pragma omp task in_reduction(*: y) in_reduction(+: x)
          { y *= k; x += k; }
        }
      }
      printf("inner taskgroup done: y %d, x %d\n", y, x);
#pragma omp taskgroup task_reduction(+: x)
      {
#pragma omp task in_reduction(+: x)
        x += 1000;
      }
      printf("innermost done: x %d\n", x);
    }
    printf("outer done: x %d, y %d\n", x, y);

    /* A taskloop's tasks take part in the taskgroup's reduction. */
    long sum = 7;
#pragma omp taskgroup task_reduction(+: sum)
    {
#pragma omp taskloop in_reduction(+: sum) grainsize(3)
      for (int k = 0; k < 20; k++) sum += k * k;
      printf("taskloop done, taskgroup open: sum %ld\n", sum);
    }
    printf("taskgroup done: sum %ld\n", sum);
  }
  return 0;
}
