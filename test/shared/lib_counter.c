/* A shared library's definitions: a constructor that runs at load, a function the program
   interposes on, a variable the program reads, and a name the program must define. */
#include <stdio.h>
int counter = 10;
int hook(int x) { return x + 1; }
int program_value(void);
int foo(int x) { counter++; return hook(x) * 2 + counter + program_value(); }
__attribute__((constructor)) static void loaded(void) { printf("library loaded, counter %d\n", counter); }
