/* What reaches the file when a program crashes: what it flushed, not what its stream still held. */
#include <stdio.h>
int main(void) {
  FILE *f = fopen("partial.txt", "w");
  fputs("flushed before the crash\n", f);
  fflush(f);
  fputs("still in the buffer\n", f);
  FILE *g = fopen("closed.txt", "w");
  fputs("closed before the crash\n", g);
  fclose(g);
  volatile int *p = 0;
  return *p;
}
