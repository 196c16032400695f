// __auto_type where gcc refuses it: not a plain identifier, no initializer, two declarators,
// a bit-field initializer, no declarator at all (at file scope and in a block), an extern one
// (initialized, as a block's `extern int q = 3;` is gcc's error too).
#include <stdio.h>

struct bits { int f : 3; };
__auto_type;

int main(void) {
    puts("RAN");
    __auto_type *p = 0;
    __auto_type q;
    __auto_type a = 1, b = 2.0;
    __auto_type c = 1, d;
    __auto_type arr[2] = { 1, 2 };
    struct bits s = { 1 };
    __auto_type bf = s.f;
    __auto_type;
    extern __auto_type e = 3;
    extern int f = 4, g;
    return 0;
}
