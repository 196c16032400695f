// __int128 remainder by zero: libgcc's __modti3 divides by the zero high or low half (SIGFPE).
// expect-fault: integer division by zero at 6:14
#include <stdio.h>

static unsigned __int128 wrap(unsigned __int128 v, unsigned __int128 m) {
    return v % m; /*FAULT*/
}

int main(int argc, char **argv) {
    (void)argv;
    unsigned __int128 big = (unsigned __int128)1 << 100;
    printf("low bits = %llu\n", (unsigned long long)wrap(big + 12345, 1000000));
    fflush(stdout);
    printf("low bits = %llu\n", (unsigned long long)wrap(big, (unsigned __int128)(argc - 1)));
    return 0;
}
