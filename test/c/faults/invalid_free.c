// Freeing a pointer that malloc never returned (a local array).
// expect-fault: invalid free at 11:5
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int local[4] = {1, 2, 3, 4};
    int *p = local;
    printf("local[3] = %d\n", p[3]);
    fflush(stdout);
    free(p); /*FAULT*/
    printf("never printed\n");
    return 0;
}
