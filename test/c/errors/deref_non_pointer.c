// Unary * applied to an int (gcc points at the '*').
#include <stdio.h>

int main(void) {
    puts("RAN");
    int n = 3;
    *n = 4;
    return 0;
}
