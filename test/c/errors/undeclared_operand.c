// An undeclared identifier as an operand: gcc reports it once and says nothing of the
// expressions built on it (no "invalid operands"), in arithmetic, comparisons, shifts,
// assignments and a _Generic selection.
#include <stdio.h>

int main(void) {
    puts("RAN");
    int x = undeclared + 1;
    int y = (x < also_undeclared) + (third << 2);
    x += fourth;
    const char *t = _Generic(fifth, int: "int", default: "other");
    return x + y + (t != 0);
}
