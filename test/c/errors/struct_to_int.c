// Assigning a struct to an int (gcc points at the right-hand operand).
#include <stdio.h>

struct point { int x, y; };

int main(void) {
    puts("RAN");
    struct point p = {1, 2};
    int v;
    v = p;
    return v;
}
