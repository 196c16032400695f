/* errno after math.h's functions at their special arguments (domain errors, poles, overflow,
   underflow to zero and to subnormals), in double, float and long double, as glibc's wrappers
   set it; lgamma's signgam. Results print as their class only (sign, zero, subnormal, normal,
   infinite, NaN): the values are the libm tests' business. The long double arguments are ones
   where double and x87's long double agree (mpisim's long double is a double). */
#define _GNU_SOURCE
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdio.h>

static const char *cls(long double v) {
  if (isnan(v)) return "nan";
  int neg = signbit(v) != 0;
  switch (fpclassify(v)) {
  case FP_ZERO: return neg ? "-0" : "+0";
  case FP_INFINITE: return neg ? "-inf" : "+inf";
  case FP_SUBNORMAL: return neg ? "-sub" : "+sub";
  default: return neg ? "-num" : "+num";
  }
}
static const char *dcls(double v) { return fpclassify(v) == FP_SUBNORMAL ? (v < 0 ? "-sub" : "+sub") : cls(v); }
static const char *fcls(float v) { return fpclassify(v) == FP_SUBNORMAL ? (v < 0 ? "-sub" : "+sub") : cls(v); }
static void show(const char *name, double x, double y, const char *c, int e) {
  printf("%s(", name);
  if (isnan(x)) printf("nan"); else printf("%a", x);
  if (!isnan(y) || y == y) { if (y != 0 || signbit(y)) printf(", %a", y); } else printf(", nan");
  printf(") %s errno %d\n", c, e);
}

/* Arguments every one-argument function meets. */
static const double S[] = { 0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 1.5, -1.5, 1e-310, -1e-310, 4.9e-324, -4.9e-324,
  2.2250738585072014e-308, DBL_MAX, -DBL_MAX, INFINITY, -INFINITY, NAN, 10.0, -10.0, 100.0, -100.0, 172.0, -172.5, 180.0, -180.5,
  700.0, -700.0, 709.5, -709.5, 710.0, -710.0, 720.0, -720.0, 745.0, -745.0, 750.0, -750.0, 1000.0, -1000.0, 1030.0, -1030.0,
  1080.0, -1080.0, 1e10, -1e10, 1e300, -1e300, 1e-20, -1e-20, 1e-300, -1e-300, 1e-5, 30.0, -30.0, 40.0, 2.6e305, 1e308, -0.9999999999999999,
  1.0000000000000002, 88.0, -88.0, 89.0, -89.0, 104.0, -104.0, 110.0, -110.0, 128.0, -128.0, 140.0, -140.0, 150.0, -150.0, 160.0, -160.0,
  1e-38, 1e-40, -1e-40, 1e-45, 3.4e38, -3.4e38, 4e38, 1e30, 36.0, -36.0, 40.0, -40.0, 200.0, -200.0, 1e37, 1e-37, 0.25, -0.25, 1.25, -1.25 };
#define NS (sizeof S / sizeof S[0])

#define UNARY(F)                                                                        \
  for (unsigned i = 0; i < NS; i++) {                                                   \
    errno = 0; double r = F(S[i]); int e = errno; show(#F, S[i], 0, dcls(r), e);        \
    errno = 0; float rf = F##f((float)S[i]); e = errno; show(#F "f", (float)S[i], 0, fcls(rf), e); \
  }
/* long double: only where the double argument's result does not depend on the format's range. */
#define UNARYL(F)                                                                         \
  for (unsigned i = 0; i < NS; i++) {                                                     \
    double x = S[i];                                                                      \
    if (isfinite(x) && x != 0 && fabs(x) != 1 && fabs(x) != 2 && fabs(x) != 0.5) continue; \
    errno = 0; long double r = F##l(x); int e = errno; show(#F "l", x, 0, cls(r), e);   \
  }

static const double B[] = { 0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 1e-310, 4.9e-324, DBL_MAX, -DBL_MAX, INFINITY, -INFINITY, NAN,
  1e300, -1e300, 1e-300, 1e10, -1e10, 0.1, 1e-40, 3e38, -1.5, 1024.0, -1080.0, 150.0, -150.0 };
#define NB (sizeof B / sizeof B[0])
#define BINARY(F)                                                                                  \
  for (unsigned i = 0; i < NB; i++)                                                                \
    for (unsigned j = 0; j < NB; j++) {                                                            \
      errno = 0; double r = F(B[i], B[j]); int e = errno; show(#F, B[i], B[j], dcls(r), e);        \
      errno = 0; float rf = F##f((float)B[i], (float)B[j]); e = errno; show(#F "f", (float)B[i], (float)B[j], fcls(rf), e); \
    }
#define BINARYL(F)                                                                                 \
  for (unsigned i = 0; i < NB; i++)                                                                \
    for (unsigned j = 0; j < NB; j++) {                                                            \
      double x = B[i], y = B[j];                                                                   \
      if ((isfinite(x) && x != 0 && fabs(x) != 1 && fabs(x) != 2) || (isfinite(y) && y != 0 && fabs(y) != 1 && fabs(y) != 2)) continue; \
      errno = 0; long double r = F##l(x, y); int e = errno; show(#F "l", x, y, cls(r), e);        \
    }

int main(void) {
  UNARY(sin) UNARY(cos) UNARY(tan) UNARY(asin) UNARY(acos) UNARY(atan) UNARY(sinh) UNARY(cosh) UNARY(tanh)
  UNARY(asinh) UNARY(acosh) UNARY(atanh) UNARY(exp) UNARY(exp2) UNARY(exp10) UNARY(expm1) UNARY(log) UNARY(log2) UNARY(log10)
  UNARY(log1p) UNARY(sqrt) UNARY(cbrt) UNARY(fabs) UNARY(floor) UNARY(ceil) UNARY(trunc) UNARY(round) UNARY(rint)
  UNARY(nearbyint) UNARY(logb) UNARY(erf) UNARY(erfc) UNARY(tgamma) UNARY(j0) UNARY(j1) UNARY(y0) UNARY(y1) UNARY(significand)
  UNARYL(sin) UNARYL(cos) UNARYL(tan) UNARYL(asin) UNARYL(acos) UNARYL(atan) UNARYL(sinh) UNARYL(cosh) UNARYL(tanh)
  UNARYL(asinh) UNARYL(acosh) UNARYL(atanh) UNARYL(exp) UNARYL(exp2) UNARYL(exp10) UNARYL(expm1) UNARYL(log) UNARYL(log2) UNARYL(log10)
  UNARYL(log1p) UNARYL(sqrt) UNARYL(cbrt) UNARYL(logb) UNARYL(erf) UNARYL(erfc) UNARYL(tgamma) UNARYL(lgamma) UNARYL(j0) UNARYL(j1) UNARYL(y0) UNARYL(y1)
  for (unsigned i = 0; i < NS; i++) {
    signgam = 0; errno = 0; double r = lgamma(S[i]); int e = errno; show("lgamma", S[i], 0, dcls(r), e); printf("  signgam %d\n", signgam);
    signgam = 0; errno = 0; float rf = lgammaf((float)S[i]); e = errno; show("lgammaf", (float)S[i], 0, fcls(rf), e); printf("  signgam %d\n", signgam);
  }
  BINARY(atan2) BINARY(pow) BINARY(hypot) BINARY(fmod) BINARY(remainder) BINARY(drem) BINARY(fmin) BINARY(fmax) BINARY(fdim)
  BINARY(copysign) BINARY(nextafter)
  BINARYL(atan2) BINARYL(pow) BINARYL(hypot) BINARYL(fmod) BINARYL(remainder) BINARYL(fdim)
  for (unsigned i = 0; i < NB; i++) {
    int ns[] = { 0, 1, -1, 5, 100, 1100, -1100, 3000, -3000 };
    for (unsigned k = 0; k < sizeof ns / sizeof ns[0]; k++) {
      errno = 0; double r = ldexp(B[i], ns[k]); int e = errno; show("ldexp", B[i], ns[k], dcls(r), e);
      errno = 0; r = scalbn(B[i], ns[k]); e = errno; show("scalbn", B[i], ns[k], dcls(r), e);
      errno = 0; r = scalbln(B[i], ns[k]); e = errno; show("scalbln", B[i], ns[k], dcls(r), e);
      errno = 0; float rf = ldexpf((float)B[i], ns[k]); e = errno; show("ldexpf", (float)B[i], ns[k], fcls(rf), e);
      errno = 0; rf = scalbnf((float)B[i], ns[k]); e = errno; show("scalbnf", (float)B[i], ns[k], fcls(rf), e);
      errno = 0; r = jn(ns[k] % 200, B[i]); e = errno; show("jn", B[i], ns[k] % 200, dcls(r), e);
      errno = 0; r = yn(ns[k] % 200, B[i]); e = errno; show("yn", B[i], ns[k] % 200, dcls(r), e);
      errno = 0; rf = jnf(ns[k] % 200, (float)B[i]); e = errno; show("jnf", (float)B[i], ns[k] % 200, fcls(rf), e);
      errno = 0; rf = ynf(ns[k] % 200, (float)B[i]); e = errno; show("ynf", (float)B[i], ns[k] % 200, fcls(rf), e);
    }
    errno = 0; int n = ilogb(B[i]); int e = errno; printf("ilogb(%d) %d errno %d\n", i, n, e);
    errno = 0; n = ilogbf((float)B[i]); e = errno; printf("ilogbf(%d) %d errno %d\n", i, n, e);
    if (!isnan(B[i]) && fabs(B[i]) < 1e18) {
      errno = 0; long l = lround(B[i]); e = errno; printf("lround(%d) %ld errno %d\n", i, l, e);
      errno = 0; l = lrint(B[i]); e = errno; printf("lrint(%d) %ld errno %d\n", i, l, e);
    }
    int ex; errno = 0; double fr = frexp(B[i], &ex); e = errno; show("frexp", B[i], 0, dcls(fr), e);
    double ip; errno = 0; fr = modf(B[i], &ip); e = errno; show("modf", B[i], 0, dcls(fr), e);
    for (unsigned j = 0; j < NB; j++) {
      int q; errno = 0; double r = remquo(B[i], B[j], &q); e = errno; show("remquo", B[i], B[j], dcls(r), e);
      errno = 0; r = fma(B[i], B[j], 1.0); e = errno; show("fma", B[i], B[j], dcls(r), e);
      errno = 0; r = nexttoward(B[i], (long double)B[j]); e = errno; show("nexttoward", B[i], B[j], dcls(r), e);
    }
  }
  /* Subnormal and zero results near the ranges' ends. */
  double edges[] = { -708.5, -709.0, -744.0, -745.1, -745.2, -1022.5, -1074.0, -1074.5, -1075.0, -1076.0, -103.5, -149.0, -149.5, -151.0 };
  for (unsigned i = 0; i < sizeof edges / sizeof edges[0]; i++) {
    double x = edges[i], t = ldexp(1.0, (int)x), t2 = -x / 27.0;
    errno = 0; double r = exp(x); int e = errno; show("exp", x, 0, dcls(r), e);
    errno = 0; r = exp2(x); e = errno; show("exp2", x, 0, dcls(r), e);
    errno = 0; float rf = expf((float)x); e = errno; show("expf", (float)x, 0, fcls(rf), e);
    errno = 0; rf = exp2f((float)x); e = errno; show("exp2f", (float)x, 0, fcls(rf), e);
    errno = 0; r = pow(2.0, x); e = errno; show("pow", 2.0, x, dcls(r), e);
    errno = 0; rf = powf(2.0f, (float)x); e = errno; show("powf", 2.0f, (float)x, fcls(rf), e);
    errno = 0; r = ldexp(1.5, (int)x); e = errno; show("ldexp", 1.5, (int)x, dcls(r), e);
    errno = 0; r = erfc(t2); e = errno; show("erfc", t2, 0, dcls(r), e);
    errno = 0; r = tgamma(x / 4.0 + 0.25); e = errno; show("tgamma", x / 4.0 + 0.25, 0, dcls(r), e);
    errno = 0; r = hypot(t, t); e = errno; show("hypot", t, 0, dcls(r), e);
    errno = 0; r = atan2(t, 4.0); e = errno; show("atan2", t, 4.0, dcls(r), e);
    errno = 0; r = fma(t, 0.25, 0.0); e = errno; show("fma", t, 0.25, dcls(r), e);
    errno = 0; r = sinh(t); e = errno; show("sinh", t, 0, dcls(r), e);
    errno = 0; r = expm1(t); e = errno; show("expm1", t, 0, dcls(r), e);
    errno = 0; r = erf(t); e = errno; show("erf", t, 0, dcls(r), e);
    errno = 0; r = nextafter(ldexp(1.0, -1022), 0.0); e = errno; show("nextafter", ldexp(1.0, -1022), 0, dcls(r), e);
  }
  return 0;
}
