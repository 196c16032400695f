/* Conversions at calls, assignments and casts: gcc 12 warns and compiles. */
#include <string.h>
int proto(int a, char *b);
int unnamed(int, double *);
struct S { int (*fn)(int *); int *ip; const char *cs; };
static int deff(long *lp) { return (int)*lp; }
int main(void)
{
  int i = 0; char *c = 0; long *lp = 0; const char *cc = "x"; struct S s = {0};
  double d;
  proto(c, &i);
  unnamed(c, &i);
  deff(&i);
  s.fn(c);
  strlen(i);
  c = cc;
  s.ip = lp;
  i = s.ip + 1;
  lp = i + 1;
  c = (char *)i;
  i = (int)c;
  d = c;
  lp = &d;
  return proto(1, cc);
}
