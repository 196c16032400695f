// LONG_MIN % -1: mathematically 0, but idiv traps on x86-64 (SIGFPE) at -O0.
// expect-fault: integer at 12:18
#include <stdio.h>
#include <limits.h>

int main(int argc, char **argv) {
    (void)argv;
    long num = LONG_MIN;
    long den = -(long)argc;
    printf("LONG_MIN %% 3 = %ld\n", num % 3);
    fflush(stdout);
    long r = num % den; /*FAULT*/
    printf("never printed %ld\n", r);
    return 0;
}
