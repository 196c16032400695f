/* Built-in <math.h>: glibc's interface in the default (gnu) mode; classification macros
   map to the compiler's builtins exactly like glibc does with gcc. */
#ifndef _MATH_H
#define _MATH_H 1
#include <features.h>
#ifdef __USE_ISOC99
typedef float float_t;
typedef double double_t;
#endif

#define HUGE_VAL ((double)__builtin_inff())
#ifdef __USE_ISOC99
#define HUGE_VALF __builtin_inff()
#define HUGE_VALL ((long double)__builtin_inff())
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")
#endif

#ifdef __USE_ISOC99
#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4
#define FP_ILOGB0 (-2147483647 - 1)
#define FP_ILOGBNAN (-2147483647 - 1)
#define MATH_ERRNO 1
#define MATH_ERREXCEPT 2
#define math_errhandling (MATH_ERRNO | MATH_ERREXCEPT)
#endif

#ifdef __USE_ISOC99
#define fpclassify(x) __builtin_fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, x)
#define isnan(x) __builtin_isnan(x)
#define isinf(x) __builtin_isinf_sign(x)
#define isfinite(x) __builtin_isfinite(x)
#define isnormal(x) (fpclassify(x) == FP_NORMAL)
#define signbit(x) __builtin_signbit(x)
#define isgreater(x, y) ((x) > (y))
#define isgreaterequal(x, y) ((x) >= (y))
#define isless(x, y) ((x) < (y))
#define islessequal(x, y) ((x) <= (y))
#define islessgreater(x, y) ((x) < (y) || (x) > (y))
#define isunordered(x, y) (isnan(x) || isnan(y))
#endif

#if defined __USE_XOPEN || defined __USE_MISC
#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440
#endif

double acos(double __x);
double asin(double __x);
double atan(double __x);
double cos(double __x);
double sin(double __x);
double tan(double __x);
double cosh(double __x);
double sinh(double __x);
double tanh(double __x);
#ifdef __USE_ISOC99
double acosh(double __x);
double asinh(double __x);
double atanh(double __x);
#endif
double exp(double __x);
#ifdef __USE_ISOC99
double exp2(double __x);
double expm1(double __x);
#endif
#if defined __USE_GNU || defined __STDC_WANT_IEC_60559_FUNCS_EXT__ || __GLIBC_USE (ISOC2X)
double exp10(double __x);
#endif
double log(double __x);
double log10(double __x);
#ifdef __USE_ISOC99
double log1p(double __x);
double log2(double __x);
double logb(double __x);
double cbrt(double __x);
#endif
double fabs(double __x);
double sqrt(double __x);
#ifdef __USE_ISOC99
double erf(double __x);
double erfc(double __x);
double lgamma(double __x);
double tgamma(double __x);
#endif
double ceil(double __x);
double floor(double __x);
#ifdef __USE_ISOC99
double nearbyint(double __x);
double rint(double __x);
double round(double __x);
double trunc(double __x);
#endif
#if defined __USE_XOPEN || defined __USE_MISC
double j0(double __x);
double j1(double __x);
double y0(double __x);
double y1(double __x);
#endif
#ifdef __USE_MISC
double significand(double __x);
#endif
#if defined __USE_MISC || defined __USE_XOPEN
/* Set by lgamma, lgammaf and lgammal: the sign of the gamma function at their argument. */
extern int signgam;
#endif
double atan2(double __x, double __y);
#ifdef __USE_ISOC99
double hypot(double __x, double __y);
#endif
double pow(double __x, double __y);
double fmod(double __x, double __y);
#ifdef __USE_ISOC99
double remainder(double __x, double __y);
double copysign(double __x, double __y);
double nextafter(double __x, double __y);
double fdim(double __x, double __y);
double fmax(double __x, double __y);
double fmin(double __x, double __y);
#endif
#ifdef __USE_MISC
double drem(double __x, double __y);
#endif
double frexp(double __x, int *__exp);
double ldexp(double __x, int __exp);
#ifdef __USE_ISOC99
int ilogb(double __x);
#endif
double modf(double __x, double *__iptr);
#ifdef __USE_ISOC99
double scalbn(double __x, int __n);
double scalbln(double __x, long __n);
long lrint(double __x);
long long llrint(double __x);
long lround(double __x);
long long llround(double __x);
double remquo(double __x, double __y, int *__quo);
double nan(const char *__tagp);
double nexttoward(double __x, long double __y);
double fma(double __x, double __y, double __z);
#endif
#if defined __USE_XOPEN || defined __USE_MISC
double jn(int __n, double __x);
double yn(int __n, double __x);
#endif
#ifdef __USE_ISOC99
float acosf(float __x);
float asinf(float __x);
float atanf(float __x);
float cosf(float __x);
float sinf(float __x);
float tanf(float __x);
float coshf(float __x);
float sinhf(float __x);
float tanhf(float __x);
float acoshf(float __x);
float asinhf(float __x);
float atanhf(float __x);
float expf(float __x);
float exp2f(float __x);
float expm1f(float __x);
#endif
#if defined __USE_GNU || defined __STDC_WANT_IEC_60559_FUNCS_EXT__ || __GLIBC_USE (ISOC2X)
float exp10f(float __x);
#endif
#ifdef __USE_ISOC99
float logf(float __x);
float log10f(float __x);
float log1pf(float __x);
float log2f(float __x);
float logbf(float __x);
float cbrtf(float __x);
float fabsf(float __x);
float sqrtf(float __x);
float erff(float __x);
float erfcf(float __x);
float lgammaf(float __x);
float tgammaf(float __x);
float ceilf(float __x);
float floorf(float __x);
float nearbyintf(float __x);
float rintf(float __x);
float roundf(float __x);
float truncf(float __x);
#endif
#ifdef __USE_MISC
float j0f(float __x);
float j1f(float __x);
float y0f(float __x);
float y1f(float __x);
float significandf(float __x);
#endif
#ifdef __USE_ISOC99
float atan2f(float __x, float __y);
float hypotf(float __x, float __y);
float powf(float __x, float __y);
float fmodf(float __x, float __y);
float remainderf(float __x, float __y);
float copysignf(float __x, float __y);
float nextafterf(float __x, float __y);
float fdimf(float __x, float __y);
float fmaxf(float __x, float __y);
float fminf(float __x, float __y);
#endif
#ifdef __USE_MISC
float dremf(float __x, float __y);
#endif
#ifdef __USE_ISOC99
float frexpf(float __x, int *__exp);
float ldexpf(float __x, int __exp);
int ilogbf(float __x);
float modff(float __x, float *__iptr);
float scalbnf(float __x, int __n);
float scalblnf(float __x, long __n);
long lrintf(float __x);
long long llrintf(float __x);
long lroundf(float __x);
long long llroundf(float __x);
float remquof(float __x, float __y, int *__quo);
float nanf(const char *__tagp);
float nexttowardf(float __x, long double __y);
float fmaf(float __x, float __y, float __z);
#endif
#ifdef __USE_MISC
float jnf(int __n, float __x);
float ynf(int __n, float __x);
#endif
#ifdef __USE_ISOC99
long double acosl(long double __x);
long double asinl(long double __x);
long double atanl(long double __x);
long double cosl(long double __x);
long double sinl(long double __x);
long double tanl(long double __x);
long double coshl(long double __x);
long double sinhl(long double __x);
long double tanhl(long double __x);
long double acoshl(long double __x);
long double asinhl(long double __x);
long double atanhl(long double __x);
long double expl(long double __x);
long double exp2l(long double __x);
long double expm1l(long double __x);
#endif
#if defined __USE_GNU || defined __STDC_WANT_IEC_60559_FUNCS_EXT__ || __GLIBC_USE (ISOC2X)
long double exp10l(long double __x);
#endif
#ifdef __USE_ISOC99
long double logl(long double __x);
long double log10l(long double __x);
long double log1pl(long double __x);
long double log2l(long double __x);
long double logbl(long double __x);
long double cbrtl(long double __x);
long double fabsl(long double __x);
long double sqrtl(long double __x);
long double erfl(long double __x);
long double erfcl(long double __x);
long double lgammal(long double __x);
long double tgammal(long double __x);
long double ceill(long double __x);
long double floorl(long double __x);
long double nearbyintl(long double __x);
long double rintl(long double __x);
long double roundl(long double __x);
long double truncl(long double __x);
#endif
#ifdef __USE_MISC
long double j0l(long double __x);
long double j1l(long double __x);
long double y0l(long double __x);
long double y1l(long double __x);
long double significandl(long double __x);
#endif
#ifdef __USE_ISOC99
long double atan2l(long double __x, long double __y);
long double hypotl(long double __x, long double __y);
long double powl(long double __x, long double __y);
long double fmodl(long double __x, long double __y);
long double remainderl(long double __x, long double __y);
long double copysignl(long double __x, long double __y);
long double nextafterl(long double __x, long double __y);
long double fdiml(long double __x, long double __y);
long double fmaxl(long double __x, long double __y);
long double fminl(long double __x, long double __y);
#endif
#ifdef __USE_MISC
long double dreml(long double __x, long double __y);
#endif
#ifdef __USE_ISOC99
long double frexpl(long double __x, int *__exp);
long double ldexpl(long double __x, int __exp);
int ilogbl(long double __x);
long double modfl(long double __x, long double *__iptr);
long double scalbnl(long double __x, int __n);
long double scalblnl(long double __x, long __n);
long lrintl(long double __x);
long long llrintl(long double __x);
long lroundl(long double __x);
long long llroundl(long double __x);
long double remquol(long double __x, long double __y, int *__quo);
long double nanl(const char *__tagp);
long double nexttowardl(long double __x, long double __y);
long double fmal(long double __x, long double __y, long double __z);
#endif
#ifdef __USE_MISC
long double jnl(int __n, long double __x);
long double ynl(int __n, long double __x);
#endif
#if defined __USE_MISC || (defined __USE_XOPEN && !defined __USE_XOPEN2K)
/* lgamma's old names (they set signgam too). */
double gamma(double __x);
float gammaf(float __x);
long double gammal(long double __x);
#endif
#ifdef __USE_MISC
/* lgamma with the sign of the gamma function stored through the pointer, not in signgam. */
double lgamma_r(double __x, int *__signgamp);
float lgammaf_r(float __x, int *__signgamp);
long double lgammal_r(long double __x, int *__signgamp);
#endif
#if defined __USE_MISC || (defined __USE_XOPEN_EXTENDED && !defined __USE_XOPEN2K8)
double scalb(double __x, double __n);
#endif
#ifdef __USE_MISC
float scalbf(float __x, float __n);
long double scalbl(long double __x, long double __n);
#endif
#endif
