/* Addresses in static initializers that no relocation of ld's can hold: gcc refuses them. */
#include <stdio.h>
int x;
long fine = (long)&x;
int narrow = (int)&x;
int implicit = "text";
_Bool nonnull = &x;
int f(void) { static short s = (short)&x + 1; return s; }
int main(void) { puts("RAN"); return fine != 0 && nonnull; }
