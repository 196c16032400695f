/* gcc's __extension__ before an expression, a statement expression in parentheses (as glibc's
   CPU_SET macros write them), a declaration and a typedef. */
#include <stdio.h>

__extension__ typedef long long wide_t;

int main(void)
{
  int x = __extension__ 5;
  int y = (__extension__ ({ x + 1; }));
  int z = (__extension__ (int) 2.5) + __extension__ (long) 3;
  unsigned long w = (__extension__ 0x10UL);
  __extension__ wide_t big = 1LL << 40;
  __extension__ ({ x += 2; });
  long s = sizeof(__extension__ 1) + sizeof(__extension__ (char) 1);
  printf("%d %d %d %lu %lld %d %ld\n", x, y, z, w, big, __extension__ __extension__ -x, s);
  return 0;
}
