// Use of an identifier that was never declared.
#include <stdio.h>

static int scale(int v) {
    return v * factor;
}

int main(void) {
    puts("RAN");
    return scale(2);
}
