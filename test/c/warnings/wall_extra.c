/* options: -Wall -Wextra */
/* -Wextra's -Wsign-compare (at the operator, naming the operands' own types, not for a
   nonnegative constant or a promoted unsigned type, nor an equality with a constant that fits)
   and -Wunused-parameter / -Wunused-but-set-parameter, reported after the body's outermost
   block, the last parameter first. */
#include <stddef.h>

int compare(short s, unsigned u, long l, unsigned char c, size_t z, int i, unsigned long ul)
{
  int r = 0;
  r += s < u;
  r += l < u;
  r += c < u;
  r += i < z;
  r += z == 3;
  r += i <= 4u;
  r += i == 4u;
  r += i != -1u;
  r += (i ? 2 : -1) < u;
  r += ul > l;
  r += i == sizeof(int) * i;
  return r;
}

int callback(int a, int b, __attribute__((unused)) int c, int d)
{
  int unused;
  d = 1;
  unsigned u = 3;
  if (a < u)
    return 1;
  return u > -1 ? 0 : a == sizeof(int);
}

int takes_function(void (*cb)(int x), int n) { return n; }
