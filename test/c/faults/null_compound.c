// A compound assignment through a null pointer: the read of the old value faults first.
// Like gcc's -fsanitize=undefined ("load of null pointer"), it is placed at the '*'.
// expect-fault: null pointer dereference at 7:5
#include <stdio.h>

static void add_to(long *total, long x) {
    *total += x; /*FAULT*/
}

int main(void) {
    long sum = 0;
    for (long i = 1; i <= 10; i++) add_to(&sum, i);
    printf("sum = %ld\n", sum);
    fflush(stdout);
    add_to(NULL, 5);
    printf("never printed\n");
    return 0;
}
