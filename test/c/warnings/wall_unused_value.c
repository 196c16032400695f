/* options: -Wall */
/* gcc -Wall's -Wunused-value for expression statements: one without effect, one whose value
   is computed for nothing, a comma's right operand without effect (at the comma); calls,
   assignments, casts to void and conditionals are silent. */
#include <assert.h>

int g(int);

int f(int a, int *p)
{
  a;
  a == 1;
  *p++;
  p[0];
  (void)a;
  a + g(a);
  g(a), a;
  0;
  a ? g(1) : g(2);
  -a;
  assert(a > 0);
  a = g(a), a++;
  return a;
}
