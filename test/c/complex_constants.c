/* Complex constants as gcc folds them: static initializers (arithmetic with I, CMPLX, CMPLXF,
   in arrays and structs) and GNU C's imaginary constants (2.0i, 1e2j, 1.5fi, 2.5if, 1.0Li). */
#include <stdio.h>
#include <complex.h>
static double complex z = 1.0 + 2.0 * I;
double complex arr[3] = { 1.0, 2.0 * I, 3.0 - 1.0 * I };
static float complex f = CMPLX(0.5, -1.5);
static float complex g = CMPLXF(1, 2.5f);
struct S { int k; double complex c; } s = { 7, 4.0 + 0.25 * I };
static double _Complex h = 3.0 + 2.5i;
static float _Complex fi = 1.5fi, if_ = 2.5if;
int main(void) {
  static double complex local = 2.0 - 3.0 * I;
  double _Complex im = 2.0i + 1e2j;
  long double _Complex L = 1.0Li;
  printf("%g %g | %g %g %g %g %g %g | %g %g | %g %g | %d %g %g | %g %g | %g %g | %g %g | %g %g %g %g | %Lg\n", creal(z), cimag(z), creal(arr[0]), cimag(arr[0]), creal(arr[1]), cimag(arr[1]), creal(arr[2]), cimag(arr[2]), crealf(f), cimagf(f), crealf(g), cimagf(g), s.k, creal(s.c), cimag(s.c), creal(local), cimag(local), creal(im), cimag(im), creal(h), cimag(h), crealf(fi), cimagf(fi), crealf(if_), cimagf(if_), cimagl(L));
  printf("sizes %zu %zu %zu\n", sizeof(2.0i), sizeof(2.0fi), sizeof(2.0li));
  return 0;
}
