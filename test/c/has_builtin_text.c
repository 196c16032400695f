/* __has_builtin in program text, not only in #if: gcc 12 answers it there too, directly, from a
   macro's body and in a macro's argument. (Not a library function's name such as printf: gcc 12
   answers 1 for it under -E and 0 when it compiles.) */
#include <stdio.h>

#define HAVE(x) __has_builtin(x)
#define ID(x) x

static const int known = __has_builtin(__builtin_expect);

int main(void)
{
  int unknown = __has_builtin(__builtin_no_such_thing_here);
  printf("%d %d %d %d %d\n", known, unknown, HAVE(__builtin_popcount), ID(__has_builtin(__builtin_trap)),
         __has_builtin(__builtin_memcpy) + __has_builtin(no_such_function));
  return 0;
}
