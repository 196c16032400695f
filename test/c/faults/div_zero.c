// Integer division by zero (the divisor comes from argc, so it is not folded).
// expect-fault: integer division by zero at 6:18
#include <stdio.h>

static int average(int total, int count) {
    return total / count; /*FAULT*/
}

int main(int argc, char **argv) {
    (void)argv;
    printf("average = %d\n", average(10, argc));
    fprintf(stderr, "[err] dividing by %d\n", argc - 1);
    fflush(stdout);
    printf("average = %d\n", average(10, argc - 1));
    return 0;
}
