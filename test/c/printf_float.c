// The printf family with floating conversions: %f %F %e %E %g %G %a %A with flags,
// widths and precisions; exact decimal rounding as glibc does it; inf and nan.
#include <stdio.h>
#include <math.h>
#include <float.h>
#include <string.h>

int main(void) {
    double vals[] = {0.0, -0.0, 1.0, -1.5, 0.1, 2.5, 3.14159265358979, 123456.789, 1e-5, 1.5e-10, 6.02214076e23,
                     1e100, -987654321.125, 0.000123456789, 999999.5, 9.9999999, 100.0, 1e15, 1e16, 5e-324,
                     DBL_MAX, 0.5, 1.0 / 3.0};
    const char *fmts[] = {"%f", "%.0f", "%.1f", "%.3f", "%10.2f", "%-10.2f|", "%+f", "% .2f", "%010.3f", "%#.0f",
                          "%e", "%.0e", "%.2e", "%E", "%+.3e", "%12.4e", "%#.0e", "%g", "%.3g", "%.10g", "%G",
                          "%#g", "%#.3g", "%-12g|", "%012g", "%.0g", "%.17g", "%a", "%A", "%.3a", "%F"};
    size_t nv = sizeof vals / sizeof vals[0];
    for (size_t f = 0; f < sizeof fmts / sizeof fmts[0]; f++) {
        printf("%-8s:", fmts[f]);
        for (size_t i = 0; i < nv; i++) {
            if (vals[i] > 1e50 && strpbrk(fmts[f], "fF")) continue; /* %f of huge numbers: 300-digit lines */
            printf(" [");
            printf(fmts[f], vals[i]);
            printf("]");
        }
        printf("\n");
    }
    /* Round-half cases: glibc rounds the exact binary value (ties to even). */
    double halves[] = {0.5, 1.5, 2.5, 3.5, -0.5, -2.5, 0.125, 0.375, 2.675, 1.005, 1.115, 0.045, 1e22, 1e23};
    for (size_t i = 0; i < sizeof halves / sizeof halves[0]; i++)
        printf("%.17g -> %.0f %.1f %.2f %.3e %.2g\n", halves[i], halves[i], halves[i], halves[i], halves[i], halves[i]);
    printf("%.20f\n%.30f\n%.25e\n", 0.1, 1.0 / 3.0, 2.0 / 3.0);
    printf("%.40f\n", 5e-324 * 1e300);
    printf("%f %f\n", 1e20, 12345678901234567890.0);
    printf("%.0f %.0f\n", 4503599627370495.5, 4503599627370496.5);
    printf("[%*.*f] [%-*.*e] [%.*g]\n", 12, 3, 3.14159, 14, 2, -2.5e-7, 4, 98765.4321);
    float fv = 0.1f;
    printf("float promoted: %f %.10f %g %a\n", fv, fv, fv, fv);
    printf("specials: %f %F %e %g %a [%8f] [%-8f] [%+f] [%08f]\n", INFINITY, INFINITY, -INFINITY, INFINITY,
           INFINITY, INFINITY, -INFINITY, INFINITY, INFINITY);
    printf("nan: %f %F %e %G [%6f]\n", NAN, NAN, NAN, NAN, NAN);
    printf("small: %g %g %g %g %g\n", 1e-4, 1e-5, 123456.0, 1234567.0, 0.0001234);
    printf("%g %g %g %g\n", 100000.0, 1000000.0, 1e-300, DBL_MIN);
    char buf[64];
    int n = snprintf(buf, sizeof buf, "%.3f|%e|%g", 2.0 / 3.0, 12345.678, 0.0000314);
    printf("snprintf %d: %s\n", n, buf);
    n = snprintf(buf, 6, "%f", 3.14159);
    printf("truncated %d: %s\n", n, buf);
    double acc = 0;
    for (int i = 1; i <= 50; i++) {
        acc += 1.0 / i;
        if (i % 10 == 0) printf("H(%d)=%.15f %.6e %g\n", i, acc, acc, acc);
    }
    for (int e = -8; e <= 8; e += 2) {
        double v = 1.23456789 * pow(10, e);
        printf("e=%d: %g %.4g %#.4g %.2e %f\n", e, v, v, v, v, v);
    }
    return 0;
}
