/* Type qualifiers in array declarators of parameters, in every spelling gcc takes: C99's
   restrict and const, GNU's __restrict__, __restrict, __const, __volatile__, with `static`
   before or after them (autoconf's AC_C_RESTRICT tries `int bar(int [__restrict__])`). */
#include <stdio.h>

int bar(int [__restrict__]);
int bar2(int [__restrict]);
int bar3(int [restrict]);
static int sum2(int a[__restrict__ static 2]) { return a[0] + a[1]; }
static int sum3(int a[static __restrict 3]) { return a[0] + a[1] + a[2]; }
static int first(const int a[__const __volatile__ 1]) { return a[0]; }
static void copy(int n, int dst[__restrict__ n], const int src[__restrict__ n])
{
  for (int i = 0; i < n; i++) dst[i] = src[i] * 2;
}
static int grid(int n, int g[__restrict__][n]) { return g[1][n - 1]; }

int bar(int a[]) { return a[0] * 10; }
int bar2(int *a) { return a[1] * 100; }
int bar3(int *a) { return a[2] * 1000; }

int main(void)
{
  int x[4] = {1, 2, 3, 4}, y[4];
  copy(4, y, x);
  int g[2][3] = {{1, 2, 3}, {4, 5, 6}};
  printf("%d %d %d %d %d %d\n", bar(x), bar2(x), bar3(x), sum2(x), sum3(y), first(x));
  printf("%d %d\n", y[3], grid(3, g));
  return 0;
}
