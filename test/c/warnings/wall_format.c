/* options: -Wall */
/* gcc -Wall's -Wformat for the printf and scanf families: a directive's argument of another
   type, placed at the directive's conversion character (escapes before it counted as written),
   a directive without an argument, arguments beyond the format, an unknown conversion. */
#include <stdio.h>
#include <stddef.h>

enum colour { RED, GREEN };

int main(void)
{
  long l = 1; size_t z = 2; double d = 1; char *s = "x"; int i = 0; unsigned u = 1;
  short h = 3; char c = 'c'; float f = 2; long long ll = 5; enum colour col = RED;
  char buf[32]; unsigned char ub[4] = "ab";
  printf("%d %s\n", l, i);
  printf("\t%d\n");
  printf("%d\n", 1, 2);
  fprintf(stderr, "%zu %lu %f %p\n", i, z, i, s);
  printf("%5.2lf %u %x %c %ld %-8s|\n", d, i, u, i, z, buf);
  printf("%hd %c %f %d %s %lld %ld\n", h, c, f, col, ub, ll, ll);
  printf("%*d %.*f %p\n", l, i, 2, d, i);
  scanf("%d %lf %f %s %c %zu", &l, &d, &d, buf, &c, &z);
  sscanf(s, "%ld %*d %u", &l, &u);
  snprintf(buf, sizeof buf, "\"%s\" %%\x41%d", s, d);
  sprintf(buf, "%s", i);
  printf("%q\n", 1);
  printf("%.*s %*d\n", l, s);
  printf("%5.2Lf %Lf\n", d, (long double)d);
  printf("%d %d %d\n", z + z, z * 2, l + l);
  return 0;
}
