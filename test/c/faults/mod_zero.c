// Integer remainder by zero.
// expect-fault: integer division by zero at 11:16
#include <stdio.h>

int main(int argc, char **argv) {
    (void)argv;
    long n = 1000;
    long zero = argc - 1;
    printf("n %% 7 = %ld\n", n % 7);
    fflush(stdout);
    long r = n % zero; /*FAULT*/
    printf("never printed %ld\n", r);
    return 0;
}
