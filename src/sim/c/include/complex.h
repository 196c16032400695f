/* <complex.h> (glibc's names): complex arithmetic is the compiler's (parse-complex.ts); the
   functions provided are those glibc computes exactly or from <math.h> (cabs is hypot, carg
   atan2). */
#ifndef _COMPLEX_H
#define _COMPLEX_H 1
#define complex _Complex
float _Complex __mpisim_cmkf(float __re, float __im);
#define _Complex_I (__mpisim_cmkf(0.0f, 1.0f))
#undef I
#define I _Complex_I
#define CMPLX(x, y) (__mpisim_cmk((double)(x), (double)(y)))
#define CMPLXF(x, y) (__mpisim_cmkf((float)(x), (float)(y)))
#define CMPLXL(x, y) (__mpisim_cmkl((long double)(x), (long double)(y)))
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
#endif
