// <complex.h>'s transcendental functions (double, float forms) on ordinary values, near zero,
// on the axes and at Annex G's infinities and zeros (NaNs printed only through isnan).
#include <stdio.h>
#include <complex.h>
#include <math.h>
static void show(const char *name, double complex w) {
  printf("%-8s %s%.13g %s%.13g\n", name, isnan(creal(w)) ? "nan:" : "", isnan(creal(w)) ? 0.0 : creal(w), isnan(cimag(w)) ? "nan:" : "", isnan(cimag(w)) ? 0.0 : cimag(w));
}
int main(void) {
  double complex zs[] = { 0.5 + 0.25 * I, -1.5 + 2.0 * I, 3.0 - 0.75 * I, -0.2 - 0.9 * I, 2.5 + 0 * I, 0.001 + 0.002 * I, 10 + 20 * I, 0.0 - 1.7 * I };
  for (unsigned k = 0; k < sizeof zs / sizeof zs[0]; k++) {
    double complex z = zs[k];
    printf("z = %g %g\n", creal(z), cimag(z));
    show("cexp", cexp(z)); show("clog", clog(z)); show("csqrt", csqrt(z));
    show("csin", csin(z)); show("ccos", ccos(z)); show("ctan", ctan(z));
    show("csinh", csinh(z)); show("ccosh", ccosh(z)); show("ctanh", ctanh(z));
    show("casin", casin(z)); show("cacos", cacos(z)); show("catan", catan(z));
    show("casinh", casinh(z)); show("cacosh", cacosh(z)); show("catanh", catanh(z));
    show("cpow", cpow(z, 1.5 - 0.5 * I)); show("cproj", cproj(z));
    float complex f = (float complex)z;
    printf("f %.6g %.6g %.6g %.6g\n", crealf(cexpf(f)), cimagf(csqrtf(f)), crealf(clogf(f)), cimagf(cpowf(f, 2.0f)));
  }
  /* FFT twiddles as programs compute them */
  int n = 8; double complex acc = 0;
  for (int k = 0; k < n; k++) acc += cexp(-2.0 * I * M_PI * k / n) * (k + 1);
  show("dft1", acc);
  double complex sp[] = { CMPLX(INFINITY, 1.0), CMPLX(-INFINITY, 2.0), CMPLX(0.0, INFINITY), CMPLX(-0.0, -0.0), CMPLX(1.0, 0.0), CMPLX(-1.0, 0.0), CMPLX(-4.0, -0.0), CMPLX(-INFINITY, -INFINITY), CMPLX(0.5, -INFINITY) };
  for (unsigned k = 0; k < sizeof sp / sizeof sp[0]; k++) {
    double complex z = sp[k];
    show("s.exp", cexp(z)); show("s.log", clog(z)); show("s.sqrt", csqrt(z)); show("s.sinh", csinh(z)); show("s.cosh", ccosh(z)); show("s.tanh", ctanh(z));
    show("s.asinh", casinh(z)); show("s.acos", cacos(z)); show("s.acosh", cacosh(z)); show("s.atanh", catanh(z)); show("s.proj", cproj(z));
    printf("signs %d %d %d %d\n", signbit(cimag(csqrt(z))), signbit(creal(csinh(z))), signbit(cimag(cacos(z))), signbit(cimag(catanh(z))));
  }
  /* Past exp's range (scaled), and overflow and underflow of |z| */
  double xs[] = { 709.5, 710.0, -712.25, 1000.0, 30.0, -400.0 };
  for (int k = 0; k < 6; k++) {
    double complex z = CMPLX(xs[k], 0.75);
    show("big.exp", cexp(z)); show("big.sinh", csinh(z)); show("big.cosh", ccosh(z)); show("big.tanh", ctanh(z));
  }
  show("sqrt.max", csqrt(CMPLX(1e308, 1e308))); show("sqrt.min", csqrt(CMPLX(1e-310, 3e-310)));
  show("log.max", clog(CMPLX(1e308, -1e308))); show("atanh.big", catanh(CMPLX(1e17, 2.0))); show("asinh.big", casinh(CMPLX(3e9, 1e9)));
  return 0;
}
