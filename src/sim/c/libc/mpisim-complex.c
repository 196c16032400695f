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

#define __MPISIM_COMPLEX_OPS(T, S)                                                              \
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
  T _Complex __mpisim_cdiv_cr##S(T _Complex __a, T __x) { return __mpisim_cmk##S(__real__ __a / __x, __imag__ __a / __x); } \
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

/* <complex.h>'s functions that are exact (the transcendental ones are not provided). */
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
