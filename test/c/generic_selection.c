/* C11 _Generic: the association is chosen by the controlling expression's type after lvalue
 * conversion (arrays and functions decay, qualifiers of the value drop; pointed-to qualifiers
 * stay), and only the chosen expression is evaluated. Type-generic macros as <tgmath.h>-style
 * libraries and real programs write them. */
#include <stdio.h>
#include <math.h>

enum colour { RED, GREEN };
struct point { int x, y; };
typedef unsigned long ulong_t;

#define NAME(x) _Generic((x), \
    _Bool: "_Bool", char: "char", signed char: "signed char", unsigned char: "unsigned char", \
    short: "short", unsigned short: "unsigned short", int: "int", unsigned: "unsigned", \
    long: "long", unsigned long: "unsigned long", long long: "long long", \
    unsigned long long: "unsigned long long", float: "float", double: "double", \
    long double: "long double", char *: "char *", const char *: "const char *", \
    int *: "int *", const int *: "const int *", struct point: "struct point", \
    struct point *: "struct point *", int (*)(void): "int (*)(void)", default: "other")

#define ABS(x) _Generic((x), int: abs_i, long: abs_l, double: fabs, default: abs_i)(x)
static int abs_i(int v) { return v < 0 ? -v : v; }
static long abs_l(long v) { return v < 0 ? -v : v; }
static int answer(void) { return 42; }

static int calls;
static int bump(void) { return ++calls; }

int main(void) {
    char c = 'a'; signed char sc = 1; unsigned char uc = 2; short s = 3; unsigned short us = 4;
    const int ci = 5; volatile long vl = 6; long long ll = 7; unsigned long long ull = 8;
    float f = 1.5f; long double ld = 2.5L; _Bool b = 1; ulong_t ul = 9;
    int arr[4] = {0}; const int carr[2] = {1, 2}; char text[] = "hi";
    struct point p = {1, 2}; enum colour e = GREEN;
    printf("%s %s %s %s %s %s\n", NAME(c), NAME(sc), NAME(uc), NAME(s), NAME(us), NAME(b));
    printf("%s %s %s %s %s\n", NAME(ci), NAME(vl), NAME(ll), NAME(ull), NAME(ul));
    printf("%s %s %s %s\n", NAME(f), NAME(ld), NAME(1.0), NAME(1.0f));
    printf("%s %s %s %s\n", NAME(arr), NAME(carr), NAME(text), NAME("literal"));
    printf("%s %s %s %s\n", NAME(p), NAME(&p), NAME(answer), NAME(e));
    printf("%s %s %s\n", NAME('x'), NAME(c + 1), NAME(s * 2u));
    printf("%s %s\n", NAME((char)65), NAME(sizeof(int)));
    printf("%d %ld %.2f\n", ABS(-3), ABS(-4L), ABS(-5.25));
    /* The unchosen associations are not evaluated. */
    int r = _Generic(calls, int: 1, double: bump(), default: bump());
    printf("r=%d calls=%d\n", r, calls);
    r = _Generic(1.0, double: bump(), default: 0);
    printf("r=%d calls=%d\n", r, calls);
    /* A selection is an lvalue when the chosen expression is one. */
    int target = 0;
    _Generic(target, int: target, default: r) = 17;
    printf("target=%d\n", target);
    return 0;
}
