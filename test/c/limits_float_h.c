// limits.h and float.h constants, and checks that the types really behave that way.
#include <stdio.h>
#include <limits.h>
#include <float.h>

int main(void) {
    printf("CHAR_BIT=%d SCHAR_MIN=%d SCHAR_MAX=%d UCHAR_MAX=%d CHAR_MIN=%d CHAR_MAX=%d\n", CHAR_BIT, SCHAR_MIN,
           SCHAR_MAX, UCHAR_MAX, CHAR_MIN, CHAR_MAX);
    printf("SHRT_MIN=%d SHRT_MAX=%d USHRT_MAX=%d\n", SHRT_MIN, SHRT_MAX, USHRT_MAX);
    printf("INT_MIN=%d INT_MAX=%d UINT_MAX=%u\n", INT_MIN, INT_MAX, UINT_MAX);
    printf("LONG_MIN=%ld LONG_MAX=%ld ULONG_MAX=%lu\n", LONG_MIN, LONG_MAX, ULONG_MAX);
    printf("LLONG_MIN=%lld LLONG_MAX=%lld ULLONG_MAX=%llu\n", LLONG_MIN, LLONG_MAX, ULLONG_MAX);
    printf("MB_LEN_MAX>=1: %d\n", MB_LEN_MAX >= 1);
    printf("FLT_RADIX=%d FLT_MANT_DIG=%d DBL_MANT_DIG=%d FLT_DIG=%d DBL_DIG=%d\n", FLT_RADIX, FLT_MANT_DIG,
           DBL_MANT_DIG, FLT_DIG, DBL_DIG);
    printf("FLT_MIN_EXP=%d FLT_MAX_EXP=%d DBL_MIN_EXP=%d DBL_MAX_EXP=%d\n", FLT_MIN_EXP, FLT_MAX_EXP, DBL_MIN_EXP,
           DBL_MAX_EXP);
    printf("FLT_MIN_10_EXP=%d FLT_MAX_10_EXP=%d DBL_MIN_10_EXP=%d DBL_MAX_10_EXP=%d\n", FLT_MIN_10_EXP,
           FLT_MAX_10_EXP, DBL_MIN_10_EXP, DBL_MAX_10_EXP);
    printf("FLT_MAX=%a FLT_MIN=%a FLT_EPSILON=%a\n", FLT_MAX, FLT_MIN, FLT_EPSILON);
    printf("DBL_MAX=%a DBL_MIN=%a DBL_EPSILON=%a\n", DBL_MAX, DBL_MIN, DBL_EPSILON);
    printf("FLT_MAX=%e DBL_MAX=%e DBL_MIN=%e\n", FLT_MAX, DBL_MAX, DBL_MIN);
    printf("sizeof FLT_MAX=%zu sizeof DBL_MAX=%zu FLT_EVAL_METHOD=%d DECIMAL_DIG>=17: %d\n", sizeof FLT_MAX,
           sizeof DBL_MAX, FLT_EVAL_METHOD, DECIMAL_DIG >= 17);

    /* The limits are where the types wrap. */
    unsigned char uc = UCHAR_MAX;
    uc++;
    unsigned short us = USHRT_MAX;
    us++;
    unsigned int ui = UINT_MAX;
    ui++;
    unsigned long ul = ULONG_MAX;
    ul++;
    printf("wrap: %d %d %u %lu\n", uc, us, ui, ul);
    printf("INT_MAX+1L=%ld INT_MIN-1L=%ld\n", INT_MAX + 1L, INT_MIN - 1L);
    printf("-INT_MIN as long=%ld\n", -(long)INT_MIN);
    float f = FLT_MAX;
    printf("FLT_MAX*2 (float) > FLT_MAX: %d\n", f * 2.0f > FLT_MAX);
    double d = 1.0;
    int bits = 0;
    while (1.0 + d != 1.0) {
        d /= 2;
        bits++;
    }
    printf("double mantissa bits found: %d\n", bits);
    float fd = 1.0f;
    bits = 0;
    while ((float)(1.0f + fd) != 1.0f) {
        fd /= 2;
        bits++;
    }
    printf("float mantissa bits found: %d\n", bits);
    return 0;
}
