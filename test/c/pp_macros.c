// The preprocessor: object- and function-like macros, conditionals, -D defines from
// the command line, __FILE__/__LINE__, a user header.
// mpisim-args: -D N=5 -D FEATURE_X -D GREETING="hello" -D SCALE=(N*2)
#include <stdio.h>
#include "include/mpisim_test.h" /* found relative to this file; it includes "shapes.h" next to itself */
#include "include/shapes.h"      /* already included: the include guard makes it a no-op */
#include "include/mpisim_test.h"

#define PI_ISH 3
#define EMPTY
#define TWICE(x) ((x) + (x))
#define SQUARE(x) ((x) * (x))
#define BAD_SQUARE(x) x * x
#define ADD3(a, b, c) ((a) + (b) + (c))
#define CALL(f, arg) f(arg)
#define NOARGS() 42
#define COMMA ,
#define LIST_OF_THREE 1 COMMA 2 COMMA 3
#define PASTE(a, b) a##b
#define XPASTE(a, b) PASTE(a, b)
#define STR(x) #x
#define XSTR(x) STR(x)
#define LOG(...) printf(__VA_ARGS__)
#define LOGF(fmt, ...) printf("[log] " fmt "\n", __VA_ARGS__)
#define COUNT_ARGS(...) COUNT_ARGS_(__VA_ARGS__, 5, 4, 3, 2, 1, 0)
#define COUNT_ARGS_(a, b, c, d, e, n, ...) n
#define MULTI_LINE(a, b) \
    do {                 \
        int t_ = (a);    \
        (a) = (b);       \
        (b) = t_;        \
    } while (0)

#ifndef N
#error "N must come from the command line"
#endif

#if N > 3 && defined(FEATURE_X)
#define CONFIG "big+x"
#elif N > 3
#define CONFIG "big"
#else
#define CONFIG "small"
#endif

#if defined FEATURE_Y || !defined FEATURE_X
#define Y_STATE 1
#else
#define Y_STATE 0
#endif

#ifdef UNDEFINED_THING
#error "not defined, must be skipped"
this is not C at all and must be skipped
#endif

#if 0
#include "does_not_exist.h"
#error "skipped"
#endif

#if (1 << 4) == 16 && (-1 < 0) && (0x10 % 3 == 1) && (10 / 3 == 3) && !(2 > 3) && (5 ? 1 : 0)
#define ARITH_OK 1
#else
#define ARITH_OK 0
#endif

#if FEATURE_X == 1
#define FX_IS_ONE 1
#else
#define FX_IS_ONE 0
#endif

/* An unknown identifier in #if is 0. */
#if SOME_UNKNOWN_MACRO
#define UNKNOWN_IS_TRUE 1
#else
#define UNKNOWN_IS_TRUE 0
#endif

#define VALUE 10
#undef VALUE
#define VALUE 20

static int selfref = 100;
#define selfref (selfref + 1) /* self-reference is not expanded again */

static int PASTE(var, 1) = 11;
static int PASTE(var, 2) = 22;
static int XPASTE(var_, N) = 55;

static int seven(int x) { return x + 7; }

int main(void) {
    int a = 3, b = 4;
    int list[] = {LIST_OF_THREE};

    printf("N=%d SCALE=%d GREETING=%s CONFIG=%s\n", N, SCALE, GREETING, CONFIG);
    printf("FEATURE_X=%d FX_IS_ONE=%d Y_STATE=%d ARITH_OK=%d UNKNOWN_IS_TRUE=%d\n", FEATURE_X, FX_IS_ONE,
           Y_STATE, ARITH_OK, UNKNOWN_IS_TRUE);
    printf("PI_ISH=%d EMPTY=[" XSTR(EMPTY) "] VALUE=%d\n", PI_ISH EMPTY, VALUE);
    printf("TWICE(3)=%d SQUARE(1+2)=%d BAD_SQUARE(1+2)=%d\n", TWICE(3), SQUARE(1 + 2), BAD_SQUARE(1 + 2));
    printf("ADD3=%d CALL=%d NOARGS=%d\n", ADD3(1, 2, 3), CALL(seven, 5), NOARGS());
    printf("list: %d %d %d (n=%zu)\n", list[0], list[1], list[2], MT_ARRAY_LEN(list));
    printf("var1=%d var2=%d var_5=%d\n", var1, var2, var_5);
    printf("STR: %s | %s | %s | %s\n", STR(a + b), STR(  spaced    out   ), XSTR(N), STR(N));
    printf("STR quotes: %s %s\n", STR("quoted\n"), STR('x'));
    printf("XSTR(SCALE)=%s XSTR(TWICE(a))=%s\n", XSTR(SCALE), XSTR(TWICE(a)));
    printf("selfref=%d\n", selfref);
    LOG("variadic %d %s\n", 1, "two");
    LOG("no extra args\n");
    LOGF("%d+%d=%d", a, b, a + b);
    printf("COUNT_ARGS: %d %d %d\n", COUNT_ARGS(x), COUNT_ARGS(x, y), COUNT_ARGS(x, y, z, w));
    MULTI_LINE(a, b);
    printf("after swap a=%d b=%d\n", a, b);
    printf("MT_VERSION=%d MT_NAME=%s MAX=%d MIN=%d\n", MT_VERSION, MT_NAME, MT_MAX(a, b), MT_MIN(a, b));
    SHOW_INT(a * 10 + b);
    SHOW_LONG(SCALE * 1000000L);
    printf("__FILE__=%s\n", __FILE__);
    printf("__LINE__=%d\n", __LINE__);
    printf("line of a multi-line call: %d\n",
           __LINE__);
    printf("STDC=%d\n", __STDC__);
#if __STDC_VERSION__ >= 199901L
    printf("C99 or later\n");
#endif
#if defined(__x86_64__) || defined(__LP64__)
    printf("64-bit longs: %zu\n", sizeof(long));
#endif
    struct shape sq = {SHAPE_RECT, {0, 0}, {.rect = {3, 4}}};
    printf("shape area %.1f, kinds %d %d %d %d\n", shape_area(&sq), SHAPE_CIRCLE, SHAPE_RECT, SHAPE_TRIANGLE,
           SHAPE_COUNT);
    return 0;
}
