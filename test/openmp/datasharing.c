/* Data-sharing clauses of a team of one: private copies, first/last private, reductions. */
#include <omp.h>
#include <stdio.h>

struct pair { int a; double b; };

int main(void)
{
  int i = -5, p = 7, fp = 11, lp = -1, n = 10;
  double sum = 1e16, prod = 1.5, mx = -3.0, mn = 4.0;
  long bits = 0xff0, ors = 1, xo = 5;
  int all = 1, any = 0, imax = -100, imin = 100;
  unsigned umin = 77;
  int arr[4] = {1, 2, 3, 4};
  struct pair pr = {3, 2.5};

#pragma omp parallel private(p) firstprivate(fp, arr, pr)
  {
    p = 100;
    fp += 1;
    arr[0] = 50;
    pr.a = 9;
    printf("inside: p %d fp %d arr0 %d pr.a %d level %d\n", p, fp, arr[0], pr.a, omp_get_level());
  }
  printf("after parallel: p %d fp %d arr0 %d pr.a %d\n", p, fp, arr[0], pr.a);

#pragma omp parallel for reduction(+:sum) reduction(*:prod) lastprivate(lp)
  for (i = 0; i < n; i++) {
    sum += 1.0;
    prod *= 1.1;
    lp = i * i;
  }
  printf("sum %.17g prod %.17g lp %d i %d\n", sum, prod, lp, i);

#pragma omp parallel for reduction(max:mx) reduction(min:mn, imin) reduction(max:imax) reduction(min:umin)
  for (int k = 0; k < n; k++) {
    mx = mx > k * 0.5 ? mx : k * 0.5;
    mn = mn < k - 2.0 ? mn : k - 2.0;
    imax = imax > k ? imax : k;
    imin = imin < -k ? imin : -k;
    umin = umin < (unsigned)(k + 3) ? umin : (unsigned)(k + 3);
  }
  printf("max %g min %g imax %d imin %d umin %u\n", mx, mn, imax, imin, umin);

#pragma omp parallel reduction(&:bits) reduction(|:ors) reduction(^:xo) reduction(&&:all) reduction(||:any)
  {
    bits &= 0x0ff;
    ors |= 6;
    xo ^= 3;
    all = all && 1;
    any = any || 0;
    printf("private starts: %d\n", (int)(bits == 0x0ff));
  }
  printf("bits %ld ors %ld xo %ld all %d any %d\n", bits, ors, xo, all, any);

  int j = 42;
#pragma omp parallel
  {
#pragma omp for lastprivate(j)
    for (j = 0; j < 5; j++)
      ;
#pragma omp single
    printf("j in region %d\n", j);
  }
  printf("j after %d\n", j);

  const int c = 4;
  const struct pair kp = {1, 0.5};
  double cd = 0.25;
#pragma omp parallel for firstprivate(c, kp, cd) lastprivate(cd)
  for (int k = 0; k < 3; k++)
    cd += c * kp.b + k;
  printf("const copies: cd %g\n", cd);

  int q = 3;
#pragma omp parallel for collapse(2) reduction(-:q)
  for (i = 0; i < 3; i++)
    for (j = 0; j < 4; j++)
      q -= i + j;
  printf("q %d i %d j %d\n", q, i, j);
  return 0;
}
