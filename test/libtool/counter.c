/* The library: a constructor run when it is loaded, a function the program interposes on. */
#include <stdio.h>
int counter = 10;
int hook(int x) { return x + 1; }
int program_value(void);
int foo(int x) { counter++; return hook(x) * 2 + counter + program_value(); }
__attribute__((constructor)) static void loaded(void) { printf("library loaded, counter %d\n", counter); }
