// Indexing a heap array far beyond its end (1 GiB past it), through a pointer.
// expect-fault: invalid memory access at 13:13
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int *a = malloc(16 * sizeof *a);
    for (int i = 0; i < 16; i++) a[i] = i * i;
    printf("a[15] = %d\n", a[15]);
    long far = 1L << 28; /* ints: 1 GiB */
    int *q = a + far;
    fflush(stdout);
    int v = *q; /*FAULT*/
    printf("never printed %d\n", v);
    free(a);
    return 0;
}
