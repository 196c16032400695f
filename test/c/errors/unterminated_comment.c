// A block comment that never ends (gcc reports where it starts).
#include <stdio.h>

int main(void) {
    puts("RAN");
    return 0;
}

/* this comment is never closed
int unused;
