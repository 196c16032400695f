/* options: -Wall */
/* gcc -Wall's unused-variable, unused-but-set-variable and unused-label warnings, issued as each
   block ends, the block's most recent declaration first. */
#include <stdio.h>
#include <string.h>

struct point { int x, y; };

static int counter(int n)
{
  static int calls;
  int total = 0, spare;
  int stored;
  int arr[4];
  struct point p, q;
  int chain, a, b;
  int bumped = 0, added = 1;
  int measured = 2, size;
  int kept __attribute__((unused));
  extern int elsewhere;
  stored = n;
  arr[1] = n;
  p.x = n;
  q.y = 1;
  printf("%d\n", q.y);
  chain = a = b = 0;
  bumped++;
  added += 2;
  size = sizeof measured;
  for (int i = 0; i < n; i++)
    total += i;
  for (int j = 0; ; ) { j = n; break; }
  {
    int inner;
    int inner2 = 3;
    char buf[8];
    memset(buf, 0, sizeof buf);
  }
  if (n > 3)
    goto done;
unused_label:
  total++;
done:
  return total + chain;
}

int main(void)
{
  int argc_copy = 0, i;
  for (i = 0; i < 2; i++)
    argc_copy = i, argc_copy++;
  return counter(3);
}
