/* <complex.h> (glibc's names): complex arithmetic is the compiler's (parse-complex.ts); the
   exact functions are glibc's, the transcendental ones (libc/mpisim-complex.c) glibc's formulas
   from <math.h>'s functions. */
#ifndef _COMPLEX_H
#define _COMPLEX_H 1
#include <features.h>
#define complex _Complex
float _Complex __mpisim_cmkf(float __re, float __im);
#define _Complex_I (__mpisim_cmkf(0.0f, 1.0f))
#undef I
#define I _Complex_I
#ifdef __USE_ISOC11
#define CMPLX(x, y) (__mpisim_cmk((double)(x), (double)(y)))
#define CMPLXF(x, y) (__mpisim_cmkf((float)(x), (float)(y)))
#define CMPLXL(x, y) (__mpisim_cmkl((long double)(x), (long double)(y)))
#endif
double _Complex __mpisim_cmk(double __re, double __im);
long double _Complex __mpisim_cmkl(long double __re, long double __im);
double creal(double _Complex __z);
float crealf(float _Complex __z);
long double creall(long double _Complex __z);
double cimag(double _Complex __z);
float cimagf(float _Complex __z);
long double cimagl(long double _Complex __z);
double _Complex conj(double _Complex __z);
float _Complex conjf(float _Complex __z);
long double _Complex conjl(long double _Complex __z);
double cabs(double _Complex __z);
float cabsf(float _Complex __z);
long double cabsl(long double _Complex __z);
double carg(double _Complex __z);
float cargf(float _Complex __z);
long double cargl(long double _Complex __z);
double _Complex cexp(double _Complex __z);
float _Complex cexpf(float _Complex __z);
long double _Complex cexpl(long double _Complex __z);
double _Complex clog(double _Complex __z);
float _Complex clogf(float _Complex __z);
long double _Complex clogl(long double _Complex __z);
double _Complex csqrt(double _Complex __z);
float _Complex csqrtf(float _Complex __z);
long double _Complex csqrtl(long double _Complex __z);
double _Complex csin(double _Complex __z);
float _Complex csinf(float _Complex __z);
long double _Complex csinl(long double _Complex __z);
double _Complex ccos(double _Complex __z);
float _Complex ccosf(float _Complex __z);
long double _Complex ccosl(long double _Complex __z);
double _Complex ctan(double _Complex __z);
float _Complex ctanf(float _Complex __z);
long double _Complex ctanl(long double _Complex __z);
double _Complex csinh(double _Complex __z);
float _Complex csinhf(float _Complex __z);
long double _Complex csinhl(long double _Complex __z);
double _Complex ccosh(double _Complex __z);
float _Complex ccoshf(float _Complex __z);
long double _Complex ccoshl(long double _Complex __z);
double _Complex ctanh(double _Complex __z);
float _Complex ctanhf(float _Complex __z);
long double _Complex ctanhl(long double _Complex __z);
double _Complex casin(double _Complex __z);
float _Complex casinf(float _Complex __z);
long double _Complex casinl(long double _Complex __z);
double _Complex cacos(double _Complex __z);
float _Complex cacosf(float _Complex __z);
long double _Complex cacosl(long double _Complex __z);
double _Complex catan(double _Complex __z);
float _Complex catanf(float _Complex __z);
long double _Complex catanl(long double _Complex __z);
double _Complex casinh(double _Complex __z);
float _Complex casinhf(float _Complex __z);
long double _Complex casinhl(long double _Complex __z);
double _Complex cacosh(double _Complex __z);
float _Complex cacoshf(float _Complex __z);
long double _Complex cacoshl(long double _Complex __z);
double _Complex catanh(double _Complex __z);
float _Complex catanhf(float _Complex __z);
long double _Complex catanhl(long double _Complex __z);
double _Complex cproj(double _Complex __z);
float _Complex cprojf(float _Complex __z);
long double _Complex cprojl(long double _Complex __z);
double _Complex cpow(double _Complex __x, double _Complex __y);
float _Complex cpowf(float _Complex __x, float _Complex __y);
long double _Complex cpowl(long double _Complex __x, long double _Complex __y);
#endif
