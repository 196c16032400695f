// exit(5) from a nested call: the status is 5, buffered stdout and stderr output is
// flushed, code after exit never runs.
#include <stdio.h>
#include <stdlib.h>

static void deep(int depth) {
    if (depth == 0) {
        printf("about to exit from the bottom");
        fprintf(stderr, "stderr before exit\n");
        exit(5);
    }
    printf("depth %d\n", depth);
    deep(depth - 1);
    printf("never printed %d\n", depth);
}

int main(void) {
    deep(4);
    printf("never printed either\n");
    return 0;
}
