// math.h: elementary and rounding functions, decomposition, classification; printed
// with %.6f / %.10g, precisions at which glibc and any correctly rounded (or 1-ulp)
// implementation agree. NaN results are tested with isnan, never printed (sign varies).
#include <stdio.h>
#include <math.h>

#define P(expr) printf("%-28s = %.10g\n", #expr, (double)(expr))
#define F6(expr) printf("%-28s = %.6f\n", #expr, (double)(expr))
#define I(expr) printf("%-28s = %ld\n", #expr, (long)(expr))

int main(void) {
    P(sqrt(2.0));
    P(sqrt(1e-300));
    P(cbrt(-27.0));
    P(cbrt(10.0));
    P(pow(2.0, 0.5));
    P(pow(2.0, -10));
    P(pow(-2.0, 3));
    P(pow(10.0, 15));
    P(pow(1.0000001, 1e7));
    P(pow(0.0, 0.0));
    P(exp(1.0));
    P(exp(-20.5));
    P(exp(700.0));
    P(exp2(10.5));
    P(expm1(1e-10));
    P(log(10.0));
    P(log(1e-300));
    P(log2(1024.0));
    P(log2(3.0));
    P(log10(12345.0));
    P(log1p(1e-12));
    P(sin(0.5));
    P(sin(M_PI));
    P(sin(1e6));
    P(cos(2.0));
    P(cos(-1e5));
    P(tan(1.0));
    P(tan(M_PI / 4));
    P(asin(0.5));
    P(acos(-0.3));
    P(atan(1e10));
    P(atan2(1.0, -1.0));
    P(atan2(-0.0, -1.0));
    P(atan2(0.0, 0.0));
    P(sinh(2.0));
    P(cosh(-3.0));
    P(tanh(0.25));
    P(asinh(1.0));
    P(acosh(2.0));
    P(atanh(0.5));
    P(hypot(3.0, 4.0));
    P(hypot(1e200, 1e200));
    P(fabs(-3.25));
    F6(erf(0.5));
    F6(erfc(1.5));
    F6(tgamma(5.5));
    F6(lgamma(10.0));
    P(M_PI);
    P(M_E);
    P(M_SQRT2);
    P(M_LN2);

    double rs[] = {2.5, -2.5, 3.5, -3.5, 2.4999, -0.5, 0.5, 1e15 + 0.5, -7.0, 123.456};
    for (int i = 0; i < 10; i++) {
        double x = rs[i];
        printf("x=%-14.4f floor=%g ceil=%g round=%g trunc=%g rint=%g nearbyint=%g lround=%ld llround=%lld lrint=%ld\n",
               x, floor(x), ceil(x), round(x), trunc(x), rint(x), nearbyint(x), lround(x), llround(x), lrint(x));
    }
    P(fmod(10.0, 3.0));
    P(fmod(-10.0, 3.0));
    P(fmod(10.5, -3.0));
    P(fmod(1e20, 7.0));
    P(remainder(10.0, 3.0));
    P(remainder(11.0, 3.0));
    P(fmin(2.0, -1.0));
    P(fmax(2.0, -1.0));
    P(fmax(NAN, 1.0));
    P(fdim(5.0, 3.0));
    P(fdim(3.0, 5.0));
    P(fma(2.0, 3.0, 4.0));
    P(copysign(3.0, -0.0));
    P(nextafter(1.0, 2.0) - 1.0);
    P(scalbn(1.5, 10));
    P(ldexp(0.75, -3));
    I(ilogb(1000.0));
    P(logb(0.1));
    int e;
    double m = frexp(1000.0, &e);
    printf("frexp(1000) = %.10g * 2^%d\n", m, e);
    m = frexp(-0.1, &e);
    printf("frexp(-0.1) = %.10g * 2^%d\n", m, e);
    double ip;
    double fp = modf(-3.75, &ip);
    printf("modf(-3.75) = %g + %g\n", ip, fp);
    fp = modf(42.125, &ip);
    printf("modf(42.125) = %g + %g\n", ip, fp);

    printf("isnan(sqrt(-1))=%d isnan(log(-1))=%d isinf(log(0))=%d log(0)<0=%d\n", isnan(sqrt(-1.0)) != 0,
           isnan(log(-1.0)) != 0, isinf(log(0.0)) != 0, log(0.0) < 0);
    printf("isinf(exp(1000))=%d exp(-1000)=%g isnan(0*INFINITY)=%d isnan(pow(-8, 1.0/3))=%d\n",
           isinf(exp(1000.0)) != 0, exp(-1000.0), isnan(0 * INFINITY) != 0, isnan(pow(-8, 1.0 / 3)) != 0);
    printf("fpclassify: %d %d %d %d %d\n", fpclassify(1.0) == FP_NORMAL, fpclassify(0.0) == FP_ZERO,
           fpclassify(1e-310) == FP_SUBNORMAL, fpclassify(INFINITY) == FP_INFINITE, fpclassify(NAN) == FP_NAN);
    printf("signbit: %d %d %d isnormal: %d %d\n", signbit(-1.0) != 0, signbit(0.0) != 0, signbit(-0.0) != 0,
           isnormal(1.0) != 0, isnormal(1e-310) != 0);

    /* float versions round to float. */
    float fx = 2.0f;
    printf("sqrtf(2)=%.9g sqrt(2)=%.17g\n", sqrtf(fx), sqrt(2.0));
    printf("floorf=%g ceilf=%g fabsf=%g roundf=%g truncf=%g fmodf=%g\n", floorf(-2.5f), ceilf(-2.5f), fabsf(-1.25f),
           roundf(2.5f), truncf(-2.7f), fmodf(7.5f, 2.0f));
    printf("powf(2,10)=%g expf(1)=%.6g logf(10)=%.6g sinf(1)=%.6g cosf(1)=%.6g\n", powf(2.0f, 10.0f), expf(1.0f),
           logf(10.0f), sinf(1.0f), cosf(1.0f));
    printf("sizeof(sqrtf(1))=%zu sizeof(sqrt(1))=%zu\n", sizeof(sqrtf(1.0f)), sizeof(sqrt(1.0)));

    /* A numeric kernel: Simpson integration and Newton iteration. */
    double h = M_PI / 1000, s = sin(0.0) + sin(M_PI);
    for (int i = 1; i < 1000; i++) s += (i % 2 ? 4 : 2) * sin(i * h);
    printf("integral sin 0..pi = %.10f\n", s * h / 3);
    double x = 1.0;
    for (int i = 0; i < 6; i++) {
        x = x - (x * x * x - 2 * x - 5) / (3 * x * x - 2);
        printf("newton %d: %.12f\n", i, x);
    }
    double total = 0;
    for (int k = 1; k <= 1000; k++) total += 1.0 / ((double)k * k);
    printf("sum 1/k^2 = %.10f, pi^2/6 = %.10f\n", total, M_PI * M_PI / 6);
    return 0;
}
