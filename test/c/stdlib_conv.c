// stdlib.h conversions: strtol/strtoul/strtoll/strtoull with every base, end pointers,
// overflow clamping; strtod/strtof; atoi/atol/atoll/atof; abs/labs/llabs; div/ldiv/lldiv.
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>

static void show_strtol(const char *s, int base) {
    char *end;
    long v = strtol(s, &end, base);
    printf("strtol(\"%s\", %d) = %ld, consumed %td, rest \"%s\"\n", s, base, v, end - s, end);
}

static void show_strtoul(const char *s, int base) {
    char *end;
    unsigned long v = strtoul(s, &end, base);
    printf("strtoul(\"%s\", %d) = %lu, consumed %td\n", s, base, v, end - s);
}

static void show_strtod(const char *s) {
    char *end;
    double v = strtod(s, &end);
    printf("strtod(\"%s\") = %.17g, consumed %td\n", s, v, end - s);
}

int main(void) {
    show_strtol("12345", 10);
    show_strtol("  -42abc", 10);
    show_strtol("+17", 10);
    show_strtol("0x1F", 16);
    show_strtol("0x1F", 0);
    show_strtol("0X1fz", 0);
    show_strtol("0755", 0);
    show_strtol("0755", 10);
    show_strtol("089", 0);
    show_strtol("1010", 2);
    show_strtol("zz", 36);
    show_strtol("Hello", 36);
    show_strtol("777", 8);
    show_strtol("   ", 10);
    show_strtol("abc", 10);
    show_strtol("-", 10);
    show_strtol("0x", 16);
    show_strtol("0x", 0);
    show_strtol("9223372036854775807", 10);
    show_strtol("9223372036854775808", 10);
    show_strtol("-9223372036854775808", 10);
    show_strtol("-99999999999999999999", 10);
    show_strtol("\t\n 5", 10);
    show_strtol("1e5", 10);
    show_strtoul("4294967295", 10);
    show_strtoul("18446744073709551615", 10);
    show_strtoul("18446744073709551616", 10);
    show_strtoul("-1", 10);
    show_strtoul("ffffffffffffffff", 16);
    char *end;
    long long ll = strtoll("-123456789012345678", &end, 10);
    unsigned long long ull = strtoull("0xFFFFFFFFFFFFFFFF", &end, 16);
    printf("strtoll=%lld strtoull=%llu\n", ll, ull);
    printf("strtol with NULL end: %ld\n", strtol("321", NULL, 10));

    show_strtod("3.14159");
    show_strtod("  -2.5e-3xyz");
    show_strtod("1e308");
    show_strtod("1e309");
    show_strtod("-1e-400");
    show_strtod(".5");
    show_strtod("5.");
    show_strtod("0x1.8p3");
    show_strtod("inf");
    show_strtod("-Infinity");
    show_strtod("nan");
    show_strtod("1e");
    show_strtod("e5");
    show_strtod("0.1");
    show_strtod("123456789012345678901234567890");
    show_strtod("2.2250738585072014e-308");
    show_strtod("4.9e-324");
    show_strtod("  +0.000001");
    float f = strtof("0.1", NULL);
    printf("strtof(0.1)=%.10g\n", f);

    printf("atoi: %d %d %d %d %d\n", atoi("42"), atoi("  -17xyz"), atoi("abc"), atoi("+0"), atoi("2147483647"));
    printf("atol: %ld atoll: %lld\n", atol("-1234567890123"), atoll("9223372036854775807"));
    printf("atof: %g %g %g\n", atof("2.5"), atof("-1e-2"), atof("x"));

    printf("abs: %d %d %d labs: %ld llabs: %lld\n", abs(-5), abs(5), abs(INT_MIN + 1), labs(-1234567890123L),
           llabs(-9223372036854775807LL));
    int nums[] = {17, -17, 17, -17, 0, 7};
    int dens[] = {5, 5, -5, -5, 3, 7};
    for (int i = 0; i < 6; i++) {
        div_t d = div(nums[i], dens[i]);
        printf("div(%d,%d) = {%d, %d} ", nums[i], dens[i], d.quot, d.rem);
    }
    printf("\n");
    ldiv_t ld = ldiv(-1000000000007L, 13L);
    lldiv_t lld = lldiv(9223372036854775807LL, -1000000007LL);
    printf("ldiv = {%ld, %ld} lldiv = {%lld, %lld}\n", ld.quot, ld.rem, lld.quot, lld.rem);
    return 0;
}
