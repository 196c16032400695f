/* alloca without <alloca.h> or <stdlib.h>: gcc warns twice (an implicit declaration, then one of
 * a built-in of another type) in each function that calls it, and compiles its built-in. */
#include <stdio.h>
#include <string.h>

static int sum(int n)
{
  int *v = (int *)alloca(n * sizeof(int));
  for (int i = 0; i < n; i++) v[i] = i * i;
  int s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}

static const char *greet(const char *who)
{
  char *b = alloca(strlen(who) + 8);
  strcpy(b, "hello, ");
  strcat(b, who);
  puts(b);
  return who;
}

int main(void)
{
  printf("%d %d\n", sum(10), sum(100));
  greet("alloca");
  return 0;
}
