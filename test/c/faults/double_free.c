// Freeing the same block twice (glibc aborts: "free(): double free detected").
// expect-fault: double free at 7:5
#include <stdio.h>
#include <stdlib.h>

static void release(int *p) {
    free(p); /*FAULT*/
}

int main(void) {
    int *p = malloc(8 * sizeof *p);
    for (int i = 0; i < 8; i++) p[i] = i;
    printf("p[7] = %d\n", p[7]);
    release(p);
    printf("released once\n");
    fflush(stdout);
    release(p);
    printf("never printed\n");
    return 0;
}
