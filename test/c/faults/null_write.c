// Writing through a null pointer, in a called function.
// expect-fault: null pointer dereference at 8:5
#include <stdio.h>

struct counter { int hits; };

static void bump(int *slot) {
    *slot += 1; /*FAULT*/
}

int main(void) {
    struct counter c = {0};
    bump(&c.hits);
    bump(&c.hits);
    printf("hits = %d\n", c.hits);
    int *nowhere = NULL;
    fflush(stdout);
    bump(nowhere);
    printf("never printed\n");
    return 0;
}
