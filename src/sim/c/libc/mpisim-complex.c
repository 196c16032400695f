/*
 * Complex arithmetic as gcc 12 compiles it (x86-64, -std=gnu17, so -fcx-fortran-rules and
 * -fcx-limited-range are off). The front end (parse-complex.ts) calls these helpers for every
 * operation on a complex value:
 * - with a real operand, gcc's tree-complex lowering works elementwise: x + (a+bi) is
 *   (x+a) + bi, x * (a+bi) is xa + xbi, (a+bi) / x is a/x + (b/x)i (the sign of a zero
 *   imaginary part is kept); x / (a+bi) divides (x+0i) in full;
 * - complex * complex is (ac-bd) + (ad+bc)i, with libgcc's __mulsc3/__muldc3 recovery of
 *   infinities when both parts are NaN (C99 Annex G);
 * - complex / complex is libgcc 12's __divdc3 (scaling against overflow and underflow, then
 *   Annex G's recovery); __divsc3 computes in double.
 * mpisim's long double is a double, so the `l` forms are the `d` forms.
 */

#define __MPISIM_RBIG (__DBL_MAX__ / 2.0)
#define __MPISIM_RMIN (__DBL_MIN__)
#define __MPISIM_RMIN2 (__DBL_EPSILON__)
#define __MPISIM_RMINSCAL (1.0 / __DBL_EPSILON__)
#define __MPISIM_RMAX2 (__MPISIM_RBIG * __MPISIM_RMIN2)

#define __MPISIM_COPYSIGN(x, y) (__builtin_signbit(y) ? -__mpisim_cabs1(x) : __mpisim_cabs1(x))

static double __mpisim_cabs1(double __x) { return __x < 0 || (__x == 0 && __builtin_signbit(__x)) ? -__x : __x; }

/* The operations that work part by part, the same for every element type. */
#define __MPISIM_COMPLEX_ELEMENTWISE(T, S)                                                      \
  T _Complex __mpisim_cmk##S(T __re, T __im) { T _Complex __r; __real__ __r = __re; __imag__ __r = __im; return __r; } \
  int __mpisim_ceq##S(T _Complex __a, T _Complex __b) { return __real__ __a == __real__ __b && __imag__ __a == __imag__ __b; } \
  int __mpisim_cnz##S(T _Complex __a) { return __real__ __a != 0 || __imag__ __a != 0; }    \
  T _Complex __mpisim_cneg##S(T _Complex __a) { return __mpisim_cmk##S(-__real__ __a, -__imag__ __a); } \
  T _Complex __mpisim_cconj##S(T _Complex __a) { return __mpisim_cmk##S(__real__ __a, -__imag__ __a); } \
  T _Complex __mpisim_cadd_cc##S(T _Complex __a, T _Complex __b) { return __mpisim_cmk##S(__real__ __a + __real__ __b, __imag__ __a + __imag__ __b); } \
  T _Complex __mpisim_cadd_rc##S(T __x, T _Complex __b) { return __mpisim_cmk##S(__x + __real__ __b, __imag__ __b); } \
  T _Complex __mpisim_cadd_cr##S(T _Complex __a, T __x) { return __mpisim_cmk##S(__real__ __a + __x, __imag__ __a); } \
  T _Complex __mpisim_csub_cc##S(T _Complex __a, T _Complex __b) { return __mpisim_cmk##S(__real__ __a - __real__ __b, __imag__ __a - __imag__ __b); } \
  T _Complex __mpisim_csub_rc##S(T __x, T _Complex __b) { return __mpisim_cmk##S(__x - __real__ __b, -__imag__ __b); } \
  T _Complex __mpisim_csub_cr##S(T _Complex __a, T __x) { return __mpisim_cmk##S(__real__ __a - __x, __imag__ __a); } \
  T _Complex __mpisim_cmul_rc##S(T __x, T _Complex __b) { return __mpisim_cmk##S(__x * __real__ __b, __x * __imag__ __b); } \
  T _Complex __mpisim_cmul_cr##S(T _Complex __a, T __x) { return __mpisim_cmk##S(__real__ __a * __x, __imag__ __a * __x); } \
  T _Complex __mpisim_cdiv_cr##S(T _Complex __a, T __x) { return __mpisim_cmk##S(__real__ __a / __x, __imag__ __a / __x); }

#define __MPISIM_COMPLEX_OPS(T, S)                                                              \
  __MPISIM_COMPLEX_ELEMENTWISE(T, S)                                                          \
  T _Complex __mpisim_cmul_cc##S(T _Complex __z, T _Complex __w) {                           \
    T __a = __real__ __z, __b = __imag__ __z, __c = __real__ __w, __d = __imag__ __w;         \
    T __ac = __a * __c, __bd = __b * __d, __ad = __a * __d, __bc = __b * __c;                \
    T __x = __ac - __bd, __y = __ad + __bc;                                                  \
    if (__builtin_isnan(__x) && __builtin_isnan(__y)) {                                     \
      int __recalc = 0;                                                                      \
      if (__builtin_isinf(__a) || __builtin_isinf(__b)) {                                    \
        __a = __MPISIM_COPYSIGN(__builtin_isinf(__a) ? 1 : 0, __a);                          \
        __b = __MPISIM_COPYSIGN(__builtin_isinf(__b) ? 1 : 0, __b);                          \
        if (__builtin_isnan(__c)) __c = __MPISIM_COPYSIGN(0, __c);                           \
        if (__builtin_isnan(__d)) __d = __MPISIM_COPYSIGN(0, __d);                           \
        __recalc = 1;                                                                        \
      }                                                                                      \
      if (__builtin_isinf(__c) || __builtin_isinf(__d)) {                                    \
        __c = __MPISIM_COPYSIGN(__builtin_isinf(__c) ? 1 : 0, __c);                          \
        __d = __MPISIM_COPYSIGN(__builtin_isinf(__d) ? 1 : 0, __d);                          \
        if (__builtin_isnan(__a)) __a = __MPISIM_COPYSIGN(0, __a);                           \
        if (__builtin_isnan(__b)) __b = __MPISIM_COPYSIGN(0, __b);                           \
        __recalc = 1;                                                                        \
      }                                                                                      \
      if (!__recalc && (__builtin_isinf(__ac) || __builtin_isinf(__bd) || __builtin_isinf(__ad) || __builtin_isinf(__bc))) { \
        if (__builtin_isnan(__a)) __a = __MPISIM_COPYSIGN(0, __a);                           \
        if (__builtin_isnan(__b)) __b = __MPISIM_COPYSIGN(0, __b);                           \
        if (__builtin_isnan(__c)) __c = __MPISIM_COPYSIGN(0, __c);                           \
        if (__builtin_isnan(__d)) __d = __MPISIM_COPYSIGN(0, __d);                           \
        __recalc = 1;                                                                        \
      }                                                                                      \
      if (__recalc) {                                                                        \
        __x = __builtin_inff() * (__a * __c - __b * __d);                                    \
        __y = __builtin_inff() * (__a * __d + __b * __c);                                    \
      }                                                                                      \
    }                                                                                        \
    return __mpisim_cmk##S(__x, __y);                                                        \
  }                                                                                          \
  T _Complex __mpisim_cdiv_cc##S(T _Complex __z, T _Complex __w) {                           \
    double _Complex __q = __mpisim_cdivd(__real__ __z, __imag__ __z, __real__ __w, __imag__ __w, sizeof(T) == sizeof(float)); \
    return __mpisim_cmk##S((T)__real__ __q, (T)__imag__ __q);                                \
  }                                                                                          \
  T _Complex __mpisim_cdiv_rc##S(T __x, T _Complex __w) {                                    \
    double _Complex __q = __mpisim_cdivd(__x, 0, __real__ __w, __imag__ __w, sizeof(T) == sizeof(float)); \
    return __mpisim_cmk##S((T)__real__ __q, (T)__imag__ __q);                                \
  }

/* libgcc's __divdc3 (gcc 12); `single`: __divsc3, the float operands divided in double. */
static double _Complex __mpisim_cdivd(double __a, double __b, double __c, double __d, int __single)
{
  double __denom, __ratio, __x, __y;
  double _Complex __res;
  if (__single) {
    __denom = __c * __c + __d * __d;
    __x = (__a * __c + __b * __d) / __denom;
    __y = (__b * __c - __a * __d) / __denom;
    __x = (float)__x;
    __y = (float)__y;
  } else if (__mpisim_cabs1(__c) < __mpisim_cabs1(__d)) {
    if (__mpisim_cabs1(__d) >= __MPISIM_RBIG) { __a = __a / 2; __b = __b / 2; __c = __c / 2; __d = __d / 2; }
    if (__mpisim_cabs1(__d) < __MPISIM_RMIN2) {
      __a = __a * __MPISIM_RMINSCAL; __b = __b * __MPISIM_RMINSCAL; __c = __c * __MPISIM_RMINSCAL; __d = __d * __MPISIM_RMINSCAL;
    } else if ((__mpisim_cabs1(__a) < __MPISIM_RMIN && __mpisim_cabs1(__b) < __MPISIM_RMAX2 && __mpisim_cabs1(__d) < __MPISIM_RMAX2)
               || (__mpisim_cabs1(__b) < __MPISIM_RMIN && __mpisim_cabs1(__a) < __MPISIM_RMAX2 && __mpisim_cabs1(__d) < __MPISIM_RMAX2)) {
      __a = __a * __MPISIM_RMINSCAL; __b = __b * __MPISIM_RMINSCAL; __c = __c * __MPISIM_RMINSCAL; __d = __d * __MPISIM_RMINSCAL;
    }
    __ratio = __c / __d;
    __denom = (__c * __ratio) + __d;
    if (__mpisim_cabs1(__ratio) > __MPISIM_RMIN) {
      __x = ((__a * __ratio) + __b) / __denom;
      __y = ((__b * __ratio) - __a) / __denom;
    } else {
      __x = ((__c * (__a / __d)) + __b) / __denom;
      __y = ((__c * (__b / __d)) - __a) / __denom;
    }
  } else {
    if (__mpisim_cabs1(__c) >= __MPISIM_RBIG) { __a = __a / 2; __b = __b / 2; __c = __c / 2; __d = __d / 2; }
    if (__mpisim_cabs1(__c) < __MPISIM_RMIN2) {
      __a = __a * __MPISIM_RMINSCAL; __b = __b * __MPISIM_RMINSCAL; __c = __c * __MPISIM_RMINSCAL; __d = __d * __MPISIM_RMINSCAL;
    } else if ((__mpisim_cabs1(__a) < __MPISIM_RMIN && __mpisim_cabs1(__b) < __MPISIM_RMAX2 && __mpisim_cabs1(__c) < __MPISIM_RMAX2)
               || (__mpisim_cabs1(__b) < __MPISIM_RMIN && __mpisim_cabs1(__a) < __MPISIM_RMAX2 && __mpisim_cabs1(__c) < __MPISIM_RMAX2)) {
      __a = __a * __MPISIM_RMINSCAL; __b = __b * __MPISIM_RMINSCAL; __c = __c * __MPISIM_RMINSCAL; __d = __d * __MPISIM_RMINSCAL;
    }
    __ratio = __d / __c;
    __denom = (__d * __ratio) + __c;
    if (__mpisim_cabs1(__ratio) > __MPISIM_RMIN) {
      __x = ((__b * __ratio) + __a) / __denom;
      __y = (__b - (__a * __ratio)) / __denom;
    } else {
      __x = (__a + (__d * (__b / __c))) / __denom;
      __y = (__b - (__d * (__a / __c))) / __denom;
    }
  }
  /* C99 Annex G: infinities and zeros that computed as NaN + iNaN. */
  if (__builtin_isnan(__x) && __builtin_isnan(__y)) {
    if (__c == 0.0 && __d == 0.0 && (!__builtin_isnan(__a) || !__builtin_isnan(__b))) {
      __x = __MPISIM_COPYSIGN(__builtin_inf(), __c) * __a;
      __y = __MPISIM_COPYSIGN(__builtin_inf(), __c) * __b;
    } else if ((__builtin_isinf(__a) || __builtin_isinf(__b)) && __builtin_isfinite(__c) && __builtin_isfinite(__d)) {
      __a = __MPISIM_COPYSIGN(__builtin_isinf(__a) ? 1 : 0, __a);
      __b = __MPISIM_COPYSIGN(__builtin_isinf(__b) ? 1 : 0, __b);
      __x = __builtin_inf() * (__a * __c + __b * __d);
      __y = __builtin_inf() * (__b * __c - __a * __d);
    } else if ((__builtin_isinf(__c) || __builtin_isinf(__d)) && __builtin_isfinite(__a) && __builtin_isfinite(__b)) {
      __c = __MPISIM_COPYSIGN(__builtin_isinf(__c) ? 1 : 0, __c);
      __d = __MPISIM_COPYSIGN(__builtin_isinf(__d) ? 1 : 0, __d);
      __x = 0.0 * (__a * __c + __b * __d);
      __y = 0.0 * (__b * __c - __a * __d);
    }
  }
  __real__ __res = __x;
  __imag__ __res = __y;
  return __res;
}

__MPISIM_COMPLEX_OPS(float, f)
__MPISIM_COMPLEX_OPS(double, )
__MPISIM_COMPLEX_OPS(long double, l)

float _Complex __mpisim_cconvdf(double _Complex __a) { return __mpisim_cmkf((float)__real__ __a, (float)__imag__ __a); }
float _Complex __mpisim_cconvlf(long double _Complex __a) { return __mpisim_cmkf((float)__real__ __a, (float)__imag__ __a); }
double _Complex __mpisim_cconvfd(float _Complex __a) { return __mpisim_cmk(__real__ __a, __imag__ __a); }
double _Complex __mpisim_cconvld(long double _Complex __a) { return __mpisim_cmk(__real__ __a, __imag__ __a); }
long double _Complex __mpisim_cconvfl(float _Complex __a) { return __mpisim_cmkl(__real__ __a, __imag__ __a); }
long double _Complex __mpisim_cconvdl(double _Complex __a) { return __mpisim_cmkl(__real__ __a, __imag__ __a); }

/*
 * GNU C's complex integer types. gcc computes each step in the element type itself (no integer
 * promotion, so a _Complex short product wraps at 16 bits): products (ac-bd) + (ad+bc)i, and
 * quotients by tree-complex's expand_complex_div_wide (gcc's default -fcx-method 2 falls back to
 * it for integers): Smith's algorithm in truncating integer division, branching on |c| < |d|.
 * A real operand of +, -, * and of a divisor works elementwise, as for the floating types.
 */
#define __MPISIM_COMPLEX_INT_OPS(T, S)                                                          \
  __MPISIM_COMPLEX_ELEMENTWISE(T, S)                                                          \
  T _Complex __mpisim_cmul_cc##S(T _Complex __z, T _Complex __w) {                           \
    T __a = __real__ __z, __b = __imag__ __z, __c = __real__ __w, __d = __imag__ __w;         \
    T __ac = __a * __c, __bd = __b * __d, __ad = __a * __d, __bc = __b * __c;                \
    return __mpisim_cmk##S(__ac - __bd, __ad + __bc);                                        \
  }                                                                                          \
  T _Complex __mpisim_cdiv_cc##S(T _Complex __z, T _Complex __w) {                           \
    T __a = __real__ __z, __b = __imag__ __z, __c = __real__ __w, __d = __imag__ __w;         \
    T __ac = __c < 0 ? -__c : __c, __ad = __d < 0 ? -__d : __d, __ratio, __div, __p, __q, __tr, __ti; \
    if (__ac < __ad) {                                                                       \
      __ratio = __c / __d; __p = __c * __ratio; __div = __p + __d;                           \
      __p = __a * __ratio; __tr = __p + __b; __q = __b * __ratio; __ti = __q - __a;          \
    } else {                                                                                 \
      __ratio = __d / __c; __p = __d * __ratio; __div = __p + __c;                           \
      __p = __b * __ratio; __tr = __p + __a; __q = __a * __ratio; __ti = __b - __q;          \
    }                                                                                        \
    return __mpisim_cmk##S(__tr / __div, __ti / __div);                                      \
  }                                                                                          \
  T _Complex __mpisim_cdiv_rc##S(T __x, T _Complex __w) { return __mpisim_cdiv_cc##S(__mpisim_cmk##S(__x, 0), __w); }

__MPISIM_COMPLEX_INT_OPS(char, _c)
__MPISIM_COMPLEX_INT_OPS(signed char, _a)
__MPISIM_COMPLEX_INT_OPS(unsigned char, _h)
__MPISIM_COMPLEX_INT_OPS(short, _s)
__MPISIM_COMPLEX_INT_OPS(unsigned short, _t)
__MPISIM_COMPLEX_INT_OPS(int, _i)
__MPISIM_COMPLEX_INT_OPS(unsigned, _j)
__MPISIM_COMPLEX_INT_OPS(long, _l)
__MPISIM_COMPLEX_INT_OPS(unsigned long, _m)
__MPISIM_COMPLEX_INT_OPS(long long, _x)
__MPISIM_COMPLEX_INT_OPS(unsigned long long, _y)

/* Conversions from and to the complex integer types, part by part (__mpisim_cconv<from><to>;
   the integer types' codes are two letters: `I` is <complex.h>'s macro). */
#define __MPISIM_CCONV(FT, FL, TT, TS, TL) \
  TT _Complex __mpisim_cconv##FL##TL(FT _Complex __a) { return __mpisim_cmk##TS((TT)__real__ __a, (TT)__imag__ __a); }
#define __MPISIM_CCONV_TO_INTS(FT, FL)                                                          \
  __MPISIM_CCONV(FT, FL, char, _c, zc) __MPISIM_CCONV(FT, FL, signed char, _a, za)              \
  __MPISIM_CCONV(FT, FL, unsigned char, _h, zh) __MPISIM_CCONV(FT, FL, short, _s, zs)           \
  __MPISIM_CCONV(FT, FL, unsigned short, _t, zt) __MPISIM_CCONV(FT, FL, int, _i, zi)            \
  __MPISIM_CCONV(FT, FL, unsigned, _j, zj) __MPISIM_CCONV(FT, FL, long, _l, zl)                 \
  __MPISIM_CCONV(FT, FL, unsigned long, _m, zm) __MPISIM_CCONV(FT, FL, long long, _x, zx)       \
  __MPISIM_CCONV(FT, FL, unsigned long long, _y, zy)
#define __MPISIM_CCONV_FROM_INT(FT, FL)                                                         \
  __MPISIM_CCONV_TO_INTS(FT, FL) __MPISIM_CCONV(FT, FL, float, f, f)                            \
  __MPISIM_CCONV(FT, FL, double, , d) __MPISIM_CCONV(FT, FL, long double, l, l)
__MPISIM_CCONV_FROM_INT(char, zc)
__MPISIM_CCONV_FROM_INT(signed char, za)
__MPISIM_CCONV_FROM_INT(unsigned char, zh)
__MPISIM_CCONV_FROM_INT(short, zs)
__MPISIM_CCONV_FROM_INT(unsigned short, zt)
__MPISIM_CCONV_FROM_INT(int, zi)
__MPISIM_CCONV_FROM_INT(unsigned, zj)
__MPISIM_CCONV_FROM_INT(long, zl)
__MPISIM_CCONV_FROM_INT(unsigned long, zm)
__MPISIM_CCONV_FROM_INT(long long, zx)
__MPISIM_CCONV_FROM_INT(unsigned long long, zy)
__MPISIM_CCONV_TO_INTS(float, f)
__MPISIM_CCONV_TO_INTS(double, d)
__MPISIM_CCONV_TO_INTS(long double, l)

/* <complex.h>'s functions that are exact. */
double creal(double _Complex __z) { return __real__ __z; }
float crealf(float _Complex __z) { return __real__ __z; }
long double creall(long double _Complex __z) { return __real__ __z; }
double cimag(double _Complex __z) { return __imag__ __z; }
float cimagf(float _Complex __z) { return __imag__ __z; }
long double cimagl(long double _Complex __z) { return __imag__ __z; }
double _Complex conj(double _Complex __z) { return __mpisim_cconj(__z); }
float _Complex conjf(float _Complex __z) { return __mpisim_cconjf(__z); }
long double _Complex conjl(long double _Complex __z) { return __mpisim_cconjl(__z); }
double hypot(double __x, double __y);
float hypotf(float __x, float __y);
double atan2(double __y, double __x);
float atan2f(float __y, float __x);
double cabs(double _Complex __z) { return hypot(__real__ __z, __imag__ __z); }
float cabsf(float _Complex __z) { return hypotf(__real__ __z, __imag__ __z); }
long double cabsl(long double _Complex __z) { return hypot(__real__ __z, __imag__ __z); }
double carg(double _Complex __z) { return atan2(__imag__ __z, __real__ __z); }
float cargf(float _Complex __z) { return atan2f(__imag__ __z, __real__ __z); }
long double cargl(long double _Complex __z) { return atan2(__imag__ __z, __real__ __z); }

/*
 * <complex.h>'s transcendental functions (C11 7.3.5-7.3.9), with Annex G's values at zeros,
 * infinities and NaNs, computed in double from <math.h>'s functions by the textbook formulas
 * glibc also starts from: cexp as exp(x)·cis(y) scaled past exp's overflow, clog as log|z| (by
 * log1p near the unit circle) + i·arg z, csqrt as Kahan's, cpow as cexp(w·clog z) (glibc's own
 * definition), the hyperbolic functions from sinh/cosh/sin/cos, the inverse ones from clog and
 * csqrt (a series near zero), the circular ones by C's identities csin z = -i·csinh(iz) and so
 * on. glibc takes more care near the branch cuts, so the last bits can differ there. The float
 * forms compute in double and round once; the long double forms are the double ones.
 */
double exp(double __x);
double log(double __x);
double log1p(double __x);
double sqrt(double __x);
double sin(double __x);
double cos(double __x);
double sinh(double __x);
double cosh(double __x);
double asinh(double __x);
double acosh(double __x);
double asin(double __x);
double acos(double __x);

#define __MPISIM_PI 3.14159265358979323846
#define __MPISIM_PI_2 1.57079632679489661923
#define __MPISIM_PI_4 0.78539816339744830962
#define __MPISIM_LN2 0.69314718055994530942
/* 1023·ln 2: exp of more overflows. */
#define __MPISIM_EXP_MAX 709.08956571282405
#define __MPISIM_CNAN (__builtin_nan(""))

/* e^x·c + i·e^x·s for finite x, scaled so that e^x·cos y is finite wherever it is representable. */
static double _Complex __mpisim_cexp_scaled(double __x, double __c, double __s) {
  if (__x > __MPISIM_EXP_MAX) {
    double __et = exp(__MPISIM_EXP_MAX);
    __x -= __MPISIM_EXP_MAX; __c *= __et; __s *= __et;
    if (__x > __MPISIM_EXP_MAX) { __x -= __MPISIM_EXP_MAX; __c *= __et; __s *= __et; }
    if (__x > __MPISIM_EXP_MAX) return __mpisim_cmk(__DBL_MAX__ * __c, __DBL_MAX__ * __s);
  }
  double __e = exp(__x);
  return __mpisim_cmk(__e * __c, __e * __s);
}

double _Complex cexp(double _Complex __z) {
  double __x = __real__ __z, __y = __imag__ __z;
  if (__y == 0) return __mpisim_cmk(exp(__x), __y);
  if (__builtin_isfinite(__y)) {
    if (__builtin_isfinite(__x)) return __mpisim_cexp_scaled(__x, cos(__y), sin(__y));
    if (__builtin_isinf(__x)) {
      double __m = __x > 0 ? __x : 0.0;
      return __mpisim_cmk(__MPISIM_COPYSIGN(__m, cos(__y)), __MPISIM_COPYSIGN(__m, sin(__y)));
    }
    return __mpisim_cmk(__MPISIM_CNAN, __MPISIM_CNAN);
  }
  if (__builtin_isinf(__x)) return __x > 0 ? __mpisim_cmk(__x, __y - __y) : __mpisim_cmk(0.0, __MPISIM_COPYSIGN(0.0, __y));
  return __mpisim_cmk(__MPISIM_CNAN, __MPISIM_CNAN);
}

double _Complex clog(double _Complex __z) {
  double __x = __real__ __z, __y = __imag__ __z, __re;
  double __ax = __mpisim_cabs1(__x), __ay = __mpisim_cabs1(__y);
  if (__builtin_isinf(__x) || __builtin_isinf(__y)) __re = __builtin_inf();
  else if (__builtin_isnan(__x) || __builtin_isnan(__y)) __re = __MPISIM_CNAN;
  else if (__ax == 0 && __ay == 0) __re = -1.0 / __ax;
  else {
    if (__ax < __ay) { double __t = __ax; __ax = __ay; __ay = __t; }
    double __h = hypot(__ax, __ay);
    /* Near the unit circle log|z| is log1p of a small, exactly formed difference. */
    __re = __h > 0.71 && __h < 1.42 ? 0.5 * log1p((__ax - 1.0) * (__ax + 1.0) + __ay * __ay) : log(__h);
  }
  return __mpisim_cmk(__re, atan2(__y, __x));
}

double _Complex csqrt(double _Complex __z) {
  double __x = __real__ __z, __y = __imag__ __z;
  if (__builtin_isinf(__y)) return __mpisim_cmk(__builtin_inf(), __y);
  if (__builtin_isinf(__x)) {
    if (__x < 0) return __mpisim_cmk(__builtin_isnan(__y) ? __y : 0.0, __MPISIM_COPYSIGN(__builtin_inf(), __y));
    return __mpisim_cmk(__x, __builtin_isnan(__y) ? __y : __MPISIM_COPYSIGN(0.0, __y));
  }
  if (__builtin_isnan(__x) || __builtin_isnan(__y)) return __mpisim_cmk(__MPISIM_CNAN, __MPISIM_CNAN);
  if (__y == 0) {
    if (__x < 0) return __mpisim_cmk(0.0, __MPISIM_COPYSIGN(sqrt(-__x), __y));
    return __mpisim_cmk(__mpisim_cabs1(sqrt(__x)), __y);
  }
  /* Scaled by 4 (results by 2) against overflow of |z|, by 2^54 (results by 2^-27) against
     underflow of its parts. */
  double __k = 1.0;
  if (__mpisim_cabs1(__x) > __DBL_MAX__ / 4 || __mpisim_cabs1(__y) > __DBL_MAX__ / 4) { __x *= 0.25; __y *= 0.25; __k = 2.0; }
  else if (__mpisim_cabs1(__x) < 4 * __DBL_MIN__ && __mpisim_cabs1(__y) < 4 * __DBL_MIN__) { __x *= 18014398509481984.0; __y *= 18014398509481984.0; __k = 7.450580596923828125e-9; }
  double __d = hypot(__x, __y), __r, __s;
  if (__x > 0) { __r = sqrt(0.5 * (__d + __x)); __s = 0.5 * (__y / __r); }
  else { __s = sqrt(0.5 * (__d - __x)); __r = __mpisim_cabs1(0.5 * (__y / __s)); __s = __MPISIM_COPYSIGN(__s, __y); }
  return __mpisim_cmk(__r * __k, __s * __k);
}

double _Complex cpow(double _Complex __z, double _Complex __w) { return cexp(__mpisim_cmul_cc(__w, clog(__z))); }

/* csinh (sinh x·cos y + i·cosh x·sin y) or ccosh (cosh x·cos y + i·sinh x·sin y) of a finite
   x + iy, from e^|x|/2 past exp's range. */
static double _Complex __mpisim_chyp_finite(double __x, double __y, int __cosh) {
  double __c = cos(__y), __s = sin(__y), __sg = __MPISIM_COPYSIGN(1.0, __x);
  if (__mpisim_cabs1(__x) > __MPISIM_EXP_MAX) {
    double _Complex __h = __mpisim_cexp_scaled(__mpisim_cabs1(__x), 0.5 * __c, 0.5 * __s);
    return __cosh ? __mpisim_cmk(__real__ __h, __sg * __imag__ __h) : __mpisim_cmk(__sg * __real__ __h, __imag__ __h);
  }
  return __cosh ? __mpisim_cmk(cosh(__x) * __c, sinh(__x) * __s) : __mpisim_cmk(sinh(__x) * __c, cosh(__x) * __s);
}

double _Complex csinh(double _Complex __z) {
  double __x = __real__ __z, __y = __imag__ __z;
  if (__builtin_isfinite(__x) && __builtin_isfinite(__y)) return __mpisim_chyp_finite(__x, __y, 0);
  if (__x == 0) return __mpisim_cmk(__x, __y - __y);
  if (__builtin_isinf(__x)) {
    if (__y == 0) return __mpisim_cmk(__x, __y);
    if (__builtin_isfinite(__y)) return __mpisim_cmk(__MPISIM_COPYSIGN(__builtin_inf(), cos(__y)) * __MPISIM_COPYSIGN(1.0, __x), __MPISIM_COPYSIGN(__builtin_inf(), sin(__y)));
    return __mpisim_cmk(__builtin_inf(), __y - __y);
  }
  return __mpisim_cmk(__MPISIM_CNAN, __y == 0 ? __y : __MPISIM_CNAN);
}

double _Complex ccosh(double _Complex __z) {
  double __x = __real__ __z, __y = __imag__ __z;
  if (__builtin_isfinite(__x) && __builtin_isfinite(__y)) return __mpisim_chyp_finite(__x, __y, 1);
  if (__builtin_isfinite(__x)) return __mpisim_cmk(__y - __y, __x == 0 ? 0.0 : __MPISIM_CNAN);
  if (__builtin_isinf(__x)) {
    if (__y == 0) return __mpisim_cmk(__builtin_inf(), __y * __MPISIM_COPYSIGN(1.0, __x));
    if (__builtin_isfinite(__y)) return __mpisim_cmk(__MPISIM_COPYSIGN(__builtin_inf(), cos(__y)), __MPISIM_COPYSIGN(__builtin_inf(), sin(__y)) * __MPISIM_COPYSIGN(1.0, __x));
    return __mpisim_cmk(__builtin_inf(), __y - __y);
  }
  return __mpisim_cmk(__MPISIM_CNAN, __y == 0 ? __y : __MPISIM_CNAN);
}

double _Complex ctanh(double _Complex __z) {
  double __x = __real__ __z, __y = __imag__ __z;
  if (__builtin_isinf(__x)) {
    double __im = __builtin_isfinite(__y) && __mpisim_cabs1(__y) > 1 ? __MPISIM_COPYSIGN(0.0, sin(__y) * cos(__y)) : __MPISIM_COPYSIGN(0.0, __y);
    return __mpisim_cmk(__MPISIM_COPYSIGN(1.0, __x), __im);
  }
  if (!__builtin_isfinite(__x) || !__builtin_isfinite(__y)) {
    if (__y == 0) return __z;
    return __mpisim_cmk(__x == 0 ? __x : __MPISIM_CNAN, __MPISIM_CNAN);
  }
  double __c = cos(__y), __s = sin(__y);
  /* Past half of exp's range tanh x is ±1 and the imaginary part 4·sin y·cos y·e^-2|x|. */
  if (__mpisim_cabs1(__x) > __MPISIM_EXP_MAX / 2) return __mpisim_cmk(__MPISIM_COPYSIGN(1.0, __x), 4 * __s * __c * exp(-2 * __mpisim_cabs1(__x)));
  double __sh = sinh(__x), __ch = cosh(__x);
  double __den = __mpisim_cabs1(__sh) > __mpisim_cabs1(__c) * __DBL_EPSILON__ ? __sh * __sh + __c * __c : __c * __c;
  return __mpisim_cmk(__sh * __ch / __den, __s * __c / __den);
}

/* asinh of z for z in the closed first quadrant. */
static double _Complex __mpisim_casinh_q1(double __x, double __y) {
  if (__y == 0) return __mpisim_cmk(asinh(__x), 0.0);
  if (__x == 0) return __y <= 1 ? __mpisim_cmk(0.0, asin(__y)) : __mpisim_cmk(acosh(__y), __MPISIM_PI_2);
  double _Complex __z = __mpisim_cmk(__x, __y);
  if (hypot(__x, __y) < 0.01) {
    /* z - z^3/6 + 3z^5/40 - 5z^7/112: log's cancellation near 1 would cost digits here. */
    double _Complex __z2 = __mpisim_cmul_cc(__z, __z);
    double _Complex __t = __mpisim_cadd_rc(3.0 / 40.0, __mpisim_cmul_rc(-5.0 / 112.0, __z2));
    __t = __mpisim_cadd_rc(-1.0 / 6.0, __mpisim_cmul_cc(__t, __z2));
    __t = __mpisim_cadd_rc(1.0, __mpisim_cmul_cc(__t, __z2));
    return __mpisim_cmul_cc(__t, __z);
  }
  if (__x > 268435456.0 || __y > 268435456.0) {
    /* asinh z = log 2z for |z| past 2^28 (z^2 + 1 would overflow sooner). */
    return __mpisim_cmk(log(hypot(0.5 * __x, 0.5 * __y)) + 2 * __MPISIM_LN2, atan2(__y, __x));
  }
  double _Complex __w = __mpisim_cadd_cr(__mpisim_cmul_cc(__z, __z), 1.0);
  return clog(__mpisim_cadd_cc(__z, csqrt(__w)));
}

double _Complex casinh(double _Complex __z) {
  double __x = __real__ __z, __y = __imag__ __z;
  if (__builtin_isinf(__x) || __builtin_isinf(__y)) {
    double __im = __builtin_isnan(__y) ? __y : __builtin_isinf(__y) ? (__builtin_isinf(__x) ? __MPISIM_PI_4 : __builtin_isnan(__x) ? __MPISIM_CNAN : __MPISIM_PI_2) : 0.0;
    return __mpisim_cmk(__MPISIM_COPYSIGN(__builtin_inf(), __x), __builtin_isnan(__im) ? __im : __MPISIM_COPYSIGN(__im, __y));
  }
  if (__builtin_isnan(__x) || __builtin_isnan(__y)) return __mpisim_cmk(__MPISIM_CNAN, __y == 0 ? __y : __MPISIM_CNAN);
  double _Complex __w = __mpisim_casinh_q1(__mpisim_cabs1(__x), __mpisim_cabs1(__y));
  return __mpisim_cmk(__MPISIM_COPYSIGN(__real__ __w, __x), __MPISIM_COPYSIGN(__imag__ __w, __y));
}

double _Complex catanh(double _Complex __z) {
  double __x = __real__ __z, __y = __imag__ __z;
  if (__builtin_isinf(__x) || __builtin_isinf(__y)) return __mpisim_cmk(__MPISIM_COPYSIGN(0.0, __x), __builtin_isnan(__y) ? __y : __MPISIM_COPYSIGN(__MPISIM_PI_2, __y));
  if (__builtin_isnan(__x) || __builtin_isnan(__y)) return __mpisim_cmk(__x == 0 ? __x : __MPISIM_CNAN, __MPISIM_CNAN);
  double __ax = __mpisim_cabs1(__x), __ay = __mpisim_cabs1(__y), __re, __im;
  if (__ax >= 4503599627370496.0 || __ay >= 4503599627370496.0) {
    /* Past 2^52, atanh z = 1/z + i·π/2 to double precision. */
    __im = __MPISIM_COPYSIGN(__MPISIM_PI_2, __y);
    if (__ay <= 1) __re = 1.0 / __ax;
    else if (__ax <= 1) __re = __ax / __ay / __ay;
    else { double __h = hypot(0.5 * __ax, 0.5 * __ay); __re = __ax / __h / __h / 4; }
    return __mpisim_cmk(__MPISIM_COPYSIGN(__re, __x), __im);
  }
  double __d = (1.0 - __ax) * (1.0 - __ax) + __ay * __ay;
  __re = 0.25 * log1p(4.0 * __ax / __d);
  __im = 0.5 * atan2(2.0 * __y, (1.0 - __ax) * (1.0 + __ax) - __ay * __ay);
  return __mpisim_cmk(__MPISIM_COPYSIGN(__re, __x), __im);
}

/* C's identities: csin z = -i·csinh(iz), ccos z = ccosh(iz), ctan z = -i·ctanh(iz),
   casin z = -i·casinh(iz), catan z = -i·catanh(iz); cacos z = π/2 - casin z and cacosh z is
   ±i·cacos z with a non-negative real part. */
#define __MPISIM_TIMES_I(f, z) f(__mpisim_cmk(-__imag__ (z), __real__ (z)))
#define __MPISIM_NEG_I(w) __mpisim_cmk(__imag__ (w), -__real__ (w))
double _Complex csin(double _Complex __z) { double _Complex __w = __MPISIM_TIMES_I(csinh, __z); return __MPISIM_NEG_I(__w); }
double _Complex ccos(double _Complex __z) { return __MPISIM_TIMES_I(ccosh, __z); }
double _Complex ctan(double _Complex __z) { double _Complex __w = __MPISIM_TIMES_I(ctanh, __z); return __MPISIM_NEG_I(__w); }
double _Complex casin(double _Complex __z) { double _Complex __w = __MPISIM_TIMES_I(casinh, __z); return __MPISIM_NEG_I(__w); }
double _Complex catan(double _Complex __z) { double _Complex __w = __MPISIM_TIMES_I(catanh, __z); return __MPISIM_NEG_I(__w); }
double _Complex cacos(double _Complex __z) {
  double __x = __real__ __z, __y = __imag__ __z;
  if (__y == 0 && __builtin_isfinite(__x)) {
    if (__mpisim_cabs1(__x) <= 1) return __mpisim_cmk(acos(__x), -__y);
    double __a = acosh(__mpisim_cabs1(__x));
    return __mpisim_cmk(__x > 0 ? 0.0 : __MPISIM_PI, __builtin_signbit(__y) ? __a : -__a);
  }
  double _Complex __w = casin(__z);
  return __mpisim_cmk(__MPISIM_PI_2 - __real__ __w, -__imag__ __w);
}
double _Complex cacosh(double _Complex __z) {
  double _Complex __w = cacos(__z);
  return __builtin_signbit(__imag__ __w) ? __mpisim_cmk(-__imag__ __w, __real__ __w) : __mpisim_cmk(__imag__ __w, -__real__ __w);
}
double _Complex cproj(double _Complex __z) {
  if (__builtin_isinf(__real__ __z) || __builtin_isinf(__imag__ __z)) return __mpisim_cmk(__builtin_inf(), __MPISIM_COPYSIGN(0.0, __imag__ __z));
  return __z;
}

#define __MPISIM_CMATH_FL(name)                                                                    \
  float _Complex name##f(float _Complex __z) { return __mpisim_cconvdf(name(__mpisim_cconvfd(__z))); } \
  long double _Complex name##l(long double _Complex __z) { return __mpisim_cconvdl(name(__mpisim_cconvld(__z))); }
__MPISIM_CMATH_FL(cexp)
__MPISIM_CMATH_FL(clog)
__MPISIM_CMATH_FL(csqrt)
__MPISIM_CMATH_FL(csin)
__MPISIM_CMATH_FL(ccos)
__MPISIM_CMATH_FL(ctan)
__MPISIM_CMATH_FL(csinh)
__MPISIM_CMATH_FL(ccosh)
__MPISIM_CMATH_FL(ctanh)
__MPISIM_CMATH_FL(casin)
__MPISIM_CMATH_FL(cacos)
__MPISIM_CMATH_FL(catan)
__MPISIM_CMATH_FL(casinh)
__MPISIM_CMATH_FL(cacosh)
__MPISIM_CMATH_FL(catanh)
__MPISIM_CMATH_FL(cproj)
/* glibc's cpowf is cexpf(w·clogf z) in float: the product's rounding shows (cpowf(-1.7i, 2)). */
float _Complex cpowf(float _Complex __z, float _Complex __w) { return cexpf(__mpisim_cmul_ccf(__w, clogf(__z))); }
long double _Complex cpowl(long double _Complex __z, long double _Complex __w) { return __mpisim_cconvdl(cpow(__mpisim_cconvld(__z), __mpisim_cconvld(__w))); }
