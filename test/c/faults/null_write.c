// Writing through a null pointer, in a called function. Like gcc's -fsanitize=undefined
// ("store to null pointer"), the store is placed at the assignment's '='.
// expect-fault: null pointer dereference at 9:11
#include <stdio.h>

struct counter { int hits; };

static void store(int *slot, int value) {
    *slot = value; /*FAULT*/
}

int main(void) {
    struct counter c = {0};
    store(&c.hits, 1);
    store(&c.hits, c.hits + 1);
    printf("hits = %d\n", c.hits);
    int *nowhere = NULL;
    fflush(stdout);
    store(nowhere, 3);
    printf("never printed\n");
    return 0;
}
