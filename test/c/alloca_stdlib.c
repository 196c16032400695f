/* glibc's <stdlib.h> includes <alloca.h> in gcc's default mode: alloca needs no other header. */
#include <stdio.h>
#include <stdlib.h>

static int fill(int n)
{
  double *d = alloca(n * sizeof(double));
  for (int i = 0; i < n; i++) d[i] = i / 2.0;
  double s = 0;
  for (int i = 0; i < n; i++) s += d[i];
  return (int)s;
}

int main(void)
{
  printf("%d %d\n", fill(4), fill(1000));
  return 0;
}
