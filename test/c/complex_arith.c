/* C99 complex types as gcc 12 compiles them: layout, conversions, __real__/__imag__, the
   operators (elementwise with a real operand, libgcc's multiplication and division otherwise),
   <complex.h>'s exact functions. NaNs are printed only through isnan. */
#include <complex.h>
#include <float.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>

struct C_FLOAT { char a; float complex b; };
struct C_DOUBLE { char a; double complex b; };
struct C_LDOUBLE { char a; long double complex b; };
struct pair { int n; double complex z[2]; };
/* gcc folds constant elementwise expressions, so statics can be initialized with them */
static double complex sz = 1.0 + 2.0 * I, sneg = -(3 - 0.5 * I);
static float complex sf = -0.5f * I + 0.25f;
static struct pair sp = { 1, { 2.0 * I, 3.0 } };

static void pd(const char *what, double complex z)
{
  double re = creal(z), im = cimag(z);
  printf("%-10s ", what);
  if (isnan(re)) printf("nan"); else printf("%.17g", re);
  printf(" ");
  if (isnan(im)) printf("nan"); else printf("%.17g", im);
  printf("\n");
}

static void pf(const char *what, float complex z)
{
  printf("%-10s %.9g %.9g\n", what, (double)crealf(z), (double)cimagf(z));
}

static double complex twice(double complex z) { return z + z; }
static float complex scale(float complex z, float k) { return z * k; }

int main(void)
{
  printf("sizes %zu %zu %zu\n", sizeof(float complex), sizeof(double complex), sizeof(long double _Complex));
  printf("aligns %zu %zu %zu\n", _Alignof(float complex), _Alignof(double complex), _Alignof(long double complex));
  printf("offsets %zu %zu %zu / %zu %zu\n", offsetof(struct C_FLOAT, b), offsetof(struct C_DOUBLE, b), offsetof(struct C_LDOUBLE, b),
         sizeof(struct C_FLOAT), sizeof(struct C_LDOUBLE));

  printf("statics %g %g %g %g %g %g %g %g\n", creal(sz), cimag(sz), creal(sneg), cimag(sneg), crealf(sf), cimagf(sf), cimag(sp.z[0]), creal(sp.z[1]));
  double d0 = 0;
  double complex z = 1.0 + 2.0 * I, w = 3.0 - 4.0 * I;
  pd("z", z);
  pd("z+w", z + w);
  pd("z-w", z - w);
  pd("z*w", z * w);
  pd("z/w", z / w);
  pd("w/z", w / z);
  pd("-z", -z);
  pd("+z", +z);
  pd("~z", ~z);
  pd("conj", conj(z));
  pd("2+z", 2 + z);
  pd("z-0.5", z - 0.5);
  pd("1-z", 1 - z);
  pd("3*z", 3 * z);
  pd("z/4", z / 4);
  pd("1/z", 1 / z);
  pd("twice", twice(z));
  printf("eq %d %d %d %d\n", z == z, z != w, z == 1.0 + 2.0 * I, (double complex)3 == 3);
  printf("not %d %d\n", !z, !(z - z));
  printf("cast %g %d\n", (double)w, (int)z);
  _Bool b = z - 1.0;
  _Bool b0 = z - z;
  printf("bool %d %d\n", b, b0);
  if (z) puts("z is true");
  if (!(z - z)) puts("z-z is false");
  printf("logic %d %d\n", z && w, (z - z) || d0);
  printf("cond "); pd("", 1 ? z : 2.0);

  /* lvalue parts */
  double complex v = 0;
  __real__ v = 5;
  __imag__ v = -6;
  pd("parts", v);
  __imag__ v += 1;
  pd("parts+=", v);
  double *pv = (double *)&v;
  printf("memory %g %g\n", pv[0], pv[1]);
  printf("real of real %g %g\n", __real__ 7.5, __imag__ 7.5);

  /* compound assignment */
  v += z; pd("+=", v);
  v -= 1; pd("-=", v);
  v *= w; pd("*=", v);
  v /= z; pd("/=", v);
  double d = 10;
  d += z; printf("d+=z %g\n", d);

  /* float complex: arithmetic in float; division in double then rounded */
  float complex f = 1.1f + 2.2f * I, g = 0.3f - 0.7f * I;
  pf("f*g", f * g);
  pf("f/g", f / g);
  pf("f+g", f + g);
  pf("scale", scale(f, 3.3f));
  pd("f*z", f * z);
  long double complex l = z;
  l = l * l;
  printf("long %Lg %Lg\n", creall(l), cimagl(l));
  f = z;
  pf("f=z", f);

  /* arrays, structs, pointers */
  struct pair p = { 2, { 1.5 - 2.5 * I, 0 } };
  p.z[1] = p.z[0] * I;
  pd("p.z[1]", p.z[1]);
  double complex arr[4];
  for (int i = 0; i < 4; i++) arr[i] = i + i * 0.5 * I;
  double complex sum = 0;
  for (double complex *q = arr; q < arr + 4; q++) sum += *q;
  pd("sum", sum);
  struct pair p2 = p;
  pd("copy", p2.z[0]);

  /* signed zeros */
  double complex nz = -0.0 + 0.0 * I;
  pd("nz", nz);
  pd("0-nz", 0.0 - nz);
  pd("x+cz", 1.0 + (0.5 - 0.0 * I));
  printf("signbits %d %d\n", signbit(cimag(1.0 * conj(1.0))), signbit(cimag(-(1.0 + 0.0 * I))));

  /* hard divisions (libgcc's scaling) and Annex G, on variables: gcc folds constant complex
     expressions at compile time with its own rounding, even at -O0 */
  static const double cases[][4] = {
    { DBL_MAX / 2, DBL_MAX / 3, DBL_MAX / 4, DBL_MAX / 5 }, { 1e-300, 1e-310, 1e-305, 3e-308 },
    { 1e300, 1e-300, 1e-300, 1e300 }, { 3, 5, 1e-320, 2e-320 }, { 1, 1, 0, 0 }, { INFINITY, 1, 2, 3 },
    { 2, 3, INFINITY, 1 }, { 1, 3, 7, 0.1 }, { -0.0, 0.0, 1, -0.0 }, { 5e-324, 1, 1e308, 1e-308 },
    { 1e-320, 1e300, 3e-310, 1e-300 }, { DBL_MAX, DBL_MAX, DBL_MAX, DBL_MAX },
  };
  for (unsigned k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    double complex A = CMPLX(cases[k][0], cases[k][1]), B = CMPLX(cases[k][2], cases[k][3]);
    printf("case %u\n", k);
    pd("A/B", A / B);
    pd("B/A", B / A);
    pd("A*B", A * B);
    pd("A/B.re", A / creal(B));
    pd("re/B", creal(A) / B);
    pf("fA/fB", (float complex)A / (float complex)B);
  }
  double complex Inan = CMPLX(INFINITY, NAN), Z = CMPLX(2, 3);
  pd("inf*x", Inan * Z);
  for (int k = 1; k < 6; k++) {
    double complex a = k / 3.0 + (k * k) / 7.0 * I, c = 1.0 / (k + 0.3) - k / 11.0 * I;
    pd("loop/", a / c);
    pd("loop*", a * c);
    pf("floop/", (float complex)a / (float complex)c);
  }
  printf("cabs %.17g carg %.17g\n", cabs(w), carg(w));
  return 0;
}
