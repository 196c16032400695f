// More preprocessor: token pasting and stringizing corner cases, argument prescan,
// macros generating code, #if arithmetic, nested conditionals, a user include through a relative path.
#include "./include/../include/mpisim_test.h"
#include <string.h>

#define CAT(a, b) a##b
#define CAT3(a, b, c) a##b##c
#define XCAT(a, b) CAT(a, b)
#define STR(x) #x
#define XSTR(x) STR(x)
#define ONE 1
#define TWO 2
#define EMPTY
#define BRACKET(x) [x]
#define STR_BRACKET(x) XSTR(BRACKET(x))

#define DEFINE_GETTER(name, val) \
    static int get_##name(void) { return (val); }
DEFINE_GETTER(alpha, 1)
DEFINE_GETTER(beta, ONE + TWO)
DEFINE_GETTER(gamma, XCAT(ONE, TWO))

#define FIELD_LIST(X) X(width, 640) X(height, 480) X(depth, 24)
#define AS_ENUM(name, v) FIELD_##name,
#define AS_NAME(name, v) #name,
#define AS_VALUE(name, v) v,
enum field_id { FIELD_LIST(AS_ENUM) FIELD_COUNT };
static const char *field_names[] = {FIELD_LIST(AS_NAME)};
static const int field_values[] = {FIELD_LIST(AS_VALUE)};

/* Function-like macro name not followed by '(' is not an invocation. */
#define f(x) ((x) * 10)
static int (*fp)(int);
static int (f)(int x) { return x + 1; } /* parenthesized: not a macro call */

#define APPLY(m, x) m(x)
#define PAREN (
#define LATE_CALL f PAREN 3 )

#define MAX_OF(a, b) ((a) > (b) ? (a) : (b))
#define MAX3(a, b, c) MAX_OF(MAX_OF(a, b), c)

#define SWAP_T(T, a, b) do { T CAT(tmp_, __LINE__) = (a); (a) = (b); (b) = CAT(tmp_, __LINE__); } while (0)

#if 0xFFFFFFFFFFFFFFFF == -1
#define BIG_EQ "yes"
#else
#define BIG_EQ "no"
#endif

#if -1 > 0u /* -1 becomes the largest uintmax_t */
#define NEG_GT_UNSIGNED "yes"
#else
#define NEG_GT_UNSIGNED "no"
#endif

#if 'A' == 65 && '\n' == 10
#define CHARS_OK "yes"
#else
#define CHARS_OK "no"
#endif

#define LEVEL 2
#if LEVEL == 1
#define LEVEL_NAME "one"
#elif LEVEL == 2
#if defined(ONE) && defined TWO
#ifdef NOT_THERE
#define LEVEL_NAME "two-not-there"
#else
#define LEVEL_NAME "two-nested"
#endif
#else
#define LEVEL_NAME "two"
#endif
#elif LEVEL == 3
#define LEVEL_NAME "three"
#else
#define LEVEL_NAME "other"
#endif

#if (LEVEL * 3 + 1) % 4 == 3 && (LEVEL << 2) == 8 && (~0 == -1) && (1 ? 2 : 3) == 2
#define EXPR_OK 1
#else
#define EXPR_OK 0
#endif

#define PRINT_VAR(v) printf(#v " = %d\n", v)

int main(void) {
    int CAT(my, var) = 5;
    int xy = 77;
    printf("myvar=%d CAT(x,y)=%d\n", myvar, CAT(x, y));
    printf("CAT3 num=%d XCAT(ONE,TWO)=%d CAT(ONE,TWO) str=%s\n", CAT3(1, 2, 3), XCAT(ONE, TWO), XSTR(CAT(ONE, TWO)));
    printf("empty stringize=[%s] empty bracket=%s\n", STR(), STR_BRACKET());
    printf("STR_BRACKET(ONE)=%s STR(BRACKET(ONE))=%s\n", STR_BRACKET(ONE), STR(BRACKET(ONE)));
    printf("getters %d %d %d\n", get_alpha(), get_beta(), get_gamma());
    for (int i = 0; i < FIELD_COUNT; i++) printf("field %d %s=%d\n", i, field_names[i], field_values[i]);
    fp = f;
    printf("f(2)=%d (f)(2)=%d fp(2)=%d APPLY(f,4)=%d\n", f(2), (f)(2), fp(2), APPLY(f, 4));
    printf("LATE_CALL=%d\n", LATE_CALL);
    printf("MAX3=%d\n", MAX3(3, 9, 4));
    int p = 1, q = 2;
    SWAP_T(int, p, q);
    printf("swapped %d %d\n", p, q);
    printf("BIG_EQ=%s NEG_GT_UNSIGNED=%s CHARS_OK=%s LEVEL_NAME=%s EXPR_OK=%d\n", BIG_EQ, NEG_GT_UNSIGNED, CHARS_OK,
           LEVEL_NAME, EXPR_OK);
    PRINT_VAR(xy);
    PRINT_VAR(myvar + xy);
    printf("stringized escapes: %s %zu\n", STR("a\tb" '\0'), strlen(STR("a\tb" '\0')));
    printf("concatenated " "string " XSTR(LEVEL) " literal\n");
    printf("line here %d, and %s\n", __LINE__, XSTR(__LINE__));
#define LOCAL_MACRO 99
    printf("LOCAL_MACRO=%d\n", LOCAL_MACRO);
#undef LOCAL_MACRO
#ifndef LOCAL_MACRO
    printf("LOCAL_MACRO undefined again\n");
#endif
    return 0;
}
