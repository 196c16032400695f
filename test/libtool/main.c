#include <stdio.h>
int foo(int);
extern int counter;
int hook(int x) { return x + 100; }
int program_value(void) { return 1000; }
int main(int argc, char **argv)
{
  printf("%s: foo(1) = %d, counter %d\n", argc > 1 ? argv[1] : "prog", foo(1), counter);
  return 0;
}
