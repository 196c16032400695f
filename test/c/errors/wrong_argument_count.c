// Calling a prototyped function with too few arguments (gcc points at the callee).
#include <stdio.h>

static int add(int a, int b) { return a + b; }

int main(void) {
    puts("RAN");
    int r = add(1);
    return r;
}
