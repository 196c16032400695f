// An empty initializer for a scalar (C23's `= {}`, which gcc 12 in C17 refuses), at file scope,
// in a block, inside an aggregate's braces and in a compound literal; non-empty braces are fine.
#include <stdio.h>

int g = {};
struct S { int a; } s = { {} };
int ok = { 3 };

int main(void) {
    puts("RAN");
    int x = {};
    char *p = {};
    int a[2] = { {}, 1 };
    int v = (int){};
    return x + (p != 0) + a[0] + s.a + g + ok + v;
}
