// Several independent errors in one file: all are reported, each on its own line.
#include <stdio.h>

struct point { int x, y; };

static int add(int a, int b) { return a + b; }

static int f1(void) {
    return missing_var + 1;
}

static int f2(void) {
    return add(1, 2, 3);
}

static int f3(void) {
    struct point p = {1, 2};
    int v;
    v = p;
    return v;
}

static int f4(void) {
    gadget_t g = 0;
    return 0;
}

static int f5(int n) {
    int total = 0;
    total += n
    return total;
}

int main(void) {
    puts("RAN");
    return f1() + f2() + f3() + f4() + f5(1);
}
