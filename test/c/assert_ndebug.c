// assert.h: passing assertions, and NDEBUG defined on the command line turns a failing
// assert into nothing (its argument is not even evaluated).
// mpisim-args: -D NDEBUG
#include <stdio.h>
#include <assert.h>

static int evaluated;
static int side_effect(void) {
    evaluated++;
    return 0;
}

int main(void) {
    int x = 5;
    assert(x == 5);
    assert(x > 0 && "positive");
    assert(side_effect()); /* compiled out by NDEBUG */
    printf("still running, evaluated=%d\n", evaluated);
#ifdef NDEBUG
    printf("NDEBUG is defined\n");
#endif
    assert(0);
    printf("after assert(0)\n");
    return 0;
}
