// Built-in <math.h>: glibc's interface in the default (gnu) mode; classification macros
// map to the compiler's builtins exactly like glibc does with gcc.
const fns1 = [
  'acos', 'asin', 'atan', 'cos', 'sin', 'tan', 'cosh', 'sinh', 'tanh', 'acosh', 'asinh', 'atanh',
  'exp', 'exp2', 'expm1', 'log', 'log10', 'log1p', 'log2', 'logb', 'cbrt', 'fabs', 'sqrt',
  'erf', 'erfc', 'lgamma', 'tgamma', 'ceil', 'floor', 'nearbyint', 'rint', 'round', 'trunc',
  'j0', 'j1', 'y0', 'y1', 'significand',
];
const fns2 = ['atan2', 'hypot', 'pow', 'fmod', 'remainder', 'copysign', 'nextafter', 'fdim', 'fmax', 'fmin', 'drem'];

function protos(t: string, s: string): string {
  const l: string[] = [];
  for (const f of fns1) l.push(`${t} ${f}${s}(${t} x);`);
  for (const f of fns2) l.push(`${t} ${f}${s}(${t} x, ${t} y);`);
  l.push(
    `${t} frexp${s}(${t} x, int *exp);`,
    `${t} ldexp${s}(${t} x, int exp);`,
    `int ilogb${s}(${t} x);`,
    `${t} modf${s}(${t} x, ${t} *iptr);`,
    `${t} scalbn${s}(${t} x, int n);`,
    `${t} scalbln${s}(${t} x, long n);`,
    `long lrint${s}(${t} x);`,
    `long long llrint${s}(${t} x);`,
    `long lround${s}(${t} x);`,
    `long long llround${s}(${t} x);`,
    `${t} remquo${s}(${t} x, ${t} y, int *quo);`,
    `${t} nan${s}(const char *tagp);`,
    `${t} nexttoward${s}(${t} x, long double y);`,
    `${t} fma${s}(${t} x, ${t} y, ${t} z);`,
    `${t} jn${s}(int n, ${t} x);`,
    `${t} yn${s}(int n, ${t} x);`,
  );
  return l.join('\n');
}

export const mathH = `
#ifndef _MATH_H
#define _MATH_H 1
typedef float float_t;
typedef double double_t;

#define HUGE_VAL ((double)__builtin_inff())
#define HUGE_VALF __builtin_inff()
#define HUGE_VALL ((long double)__builtin_inff())
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")

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

${protos('double', '')}
${protos('float', 'f')}
${protos('long double', 'l')}
#endif
`;
