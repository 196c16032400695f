/* gcc's default -Wshift-overflow=1: a signed constant shifted past its type's bits (into the
   sign bit only at level 2, out of it at level 1); and no evaluation warning at all in what is
   never evaluated: sizeof, typeof, _Alignof, _Generic's controlling expression, and the operand
   a constant &&, || or ?: skips. */
#include <limits.h>
#define FLAG(n) (1 << (n))
int into_sign = 1 << 31, into_sign2 = 0x7fffffff << 1, three = 3 << 30, flag = FLAG(31);
int past = 0x40000000 << 2, out_of_sign = INT_MIN << 1, negative = -5 << 30, minus = -0x40000000 << 2;
long wide = 5L << 62;
long long wider = 0x4000000000000000LL << 2ULL;
unsigned never = 0xffffffffu << 31;
enum { E = 'a' << 30 };
int sized = sizeof(0x40000000 << 2) + sizeof(1 / 0) + sizeof(2147483647 + 1) + _Alignof(int[1 << 40 ? 1 : 1]);
int chosen = _Generic(0x40000000 << 2, int: 1, default: 0);
__typeof__(1 << 40) typed;
int skipped = (0 && (1 << 40)) + (1 || (1 / 0)) + (0 ? 2147483647 + 1 : 0) + (1 ? 0 : 0x40000000 << 2) + (1 ?: 1 / 0);
int main(void) {
  int taken = (1 && (1 << 40)) + (0 || (1 / 0)) + (1 ? 2147483647 + 1 : 0) + (0 ? 0 : 0x40000000 << 2) + (0 ?: 1 / 0);
  int x = taken;
  x = x << 31;
  x = sizeof(x << 40) + (0 && x / 0) + (x && x / 0);
  return x + (1 << 31);
}
