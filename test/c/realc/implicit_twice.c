/* An undeclared built-in called from two functions: gcc warns about the implicit declaration
 * once, and about its incompatible type in each function. */
#include <stdio.h>

void fill(char *b, int n)
{
  memset(b, '-', n);
  b[n] = 0;
  memset(b, '=', 2);
}

int measure(const char *s)
{
  return strlen(s) + strlen(s);
}

int main(void)
{
  char line[20];
  fill(line, 9);
  memset(line + 4, '+', 1);
  printf("%s %d %d\n", line, measure(line), toupper('q'));
  return isdigit('4') ? 0 : 1;
}
