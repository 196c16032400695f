/* A variadic function of the C library called without its header (gcc 12 declares it
   implicitly, `int warnx()`, warns and calls it): its fixed parameters come first, the rest are
   its variable arguments, as the x86-64 ABI passes them. */
#include <stdio.h>

int main(void)
{
  warnx("count %d of %s, %.2f", 3, "five", 2.5);
  printf("after %d\n", 1);
  return 0;
}
