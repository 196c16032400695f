// abort() raises SIGABRT.
// expect-fault: abort at 9:9
#include <stdio.h>
#include <stdlib.h>

static void check(int ok, const char *what) {
    if (!ok) {
        fprintf(stderr, "[err] check failed: %s\n", what);
        abort(); /*FAULT*/
    }
    printf("check passed: %s\n", what);
}

int main(void) {
    check(1 + 1 == 2, "arithmetic");
    fflush(stdout);
    check(sizeof(int) == 2, "int is 16-bit");
    printf("never printed\n");
    return 0;
}
