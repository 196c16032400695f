#include <stdio.h>
int foo(int);
extern int counter;
/* Interposes on the shared library's hook, as the dynamic linker looks in the program first. */
int hook(int x) { return x + 100; }
int program_value(void) { return 1000; }
int main(void)
{
  int r = foo(1);
  printf("foo(1) = %d, counter %d\n", r, counter);
  return 0;
}
