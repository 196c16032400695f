// Reading through a null pointer.
// expect-fault: null pointer dereference at 18:17
#include <stdio.h>
#include <stdlib.h>

static int sum(const int *v, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

int main(int argc, char **argv) {
    int data[4] = {1, 2, 3, 4};
    int *p = argc > 100 ? data : NULL;
    printf("sum of data = %d\n", sum(data, 4));
    fprintf(stderr, "[err] about to read through %s\n", p ? "data" : "NULL");
    fflush(stdout);
    int value = *p; /*FAULT*/
    printf("never printed %d %s\n", value, argv[0]);
    return 0;
}
