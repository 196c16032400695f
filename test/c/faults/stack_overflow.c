// Unbounded recursion exhausts the stack. The function, its frame and the recursive
// call are all on one line, so the fault's line is the same whether it is reported at
// the call or at the entry of the callee; the column is not checked.
// expect-fault: stack overflow at 9
#include <stdio.h>

static long depth;

static long down(long n) { char pad[128]; pad[n % 128] = (char)n; depth = n; return down(n + 1) + pad[n % 128]; } /*FAULT*/

int main(void) {
    printf("recursing\n");
    fflush(stdout);
    printf("never printed %ld\n", down(0));
    return 0;
}
