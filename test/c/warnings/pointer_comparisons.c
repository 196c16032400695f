/* Comparisons and conditionals mixing pointers and integers or pointers to different types. */
#include <stddef.h>
int main(void)
{
  char c = 0, *p = 0; int *ip = 0; long *lp = 0; void *vp = 0; const char *cp = 0;
  int k = 0;
  if (c == NULL) k++;
  if (p == 5) k++;
  if (5 < p) k++;
  if (ip == lp) k++;
  if (ip < vp) k++;
  if (p == cp) k++;
  if (p == 0 || 0 == ip) k++;
  void *r = k ? p : 7;
  void *s = k ? ip : lp;
  void *t = k ? 0 : p;
  void *u = k ? vp : ip;
  return k + (r == s) + (t == u);
}
