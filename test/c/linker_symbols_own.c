/* A program defining names ld would provide (PROVIDE in its script): the program's own win. */
#include <stdio.h>
int edata = 3;
char end[4] = "abc";
static int etext(void) { return 9; }
int main(void)
{
  extern char _end;
  printf("%d %s %d %d\n", edata, end, etext(), &_end != (char *)end);
  return 0;
}
