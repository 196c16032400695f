// Reading a wild, non-null address far from anything mapped.
// expect-fault: invalid memory access at 11:13
#include <stdio.h>
#include <stdint.h>

int main(void) {
    uintptr_t addr = 0xdeadbee0u;
    volatile int *p = (volatile int *)addr;
    printf("reading address %#lx\n", (unsigned long)addr);
    fflush(stdout);
    int v = *p; /*FAULT*/
    printf("never printed %d\n", v);
    return 0;
}
