/* GNU C's complex integer types (_Complex char/short/int/long/long long, signed and unsigned):
   arithmetic in the element type without promotion (wrapping at its width), gcc's quotient
   (Smith's algorithm in integer division), real operands, unary -, ~ (conjugate) and !,
   equality, __real__/__imag__ as lvalues, compound assignment, conversions to and from the
   real and floating complex types, integer imaginary constants, static initializers, and the
   types gcc gives mixed operands (by their sizes). */
#include <stdio.h>
#include <complex.h>

#define SHOW(z) printf(" (%lld,%lld)", (long long)__real__ (z), (long long)__imag__ (z))
#define USHOW(z) printf(" (%llu,%llu)", (unsigned long long)__real__ (z), (unsigned long long)__imag__ (z))

#define DEFINE_TEST(T, NAME, P)                                                    \
  static void test_##NAME(long long a, long long b, long long c, long long d)      \
  {                                                                                \
    T _Complex x, y, r;                                                            \
    T s = (T)(c + 1);                                                              \
    __real__ x = (T)a; __imag__ x = (T)b;                                          \
    __real__ y = (T)c; __imag__ y = (T)d;                                          \
    printf(#NAME " %zu:", sizeof x);                                               \
    r = x + y; P(r); r = x - y; P(r); r = x * y; P(r);                             \
    if (__real__ y != 0 || __imag__ y != 0) { r = x / y; P(r); }                   \
    r = x + s; P(r); r = s - x; P(r); r = x * s; P(r);                             \
    if (s != 0) { r = x / s; P(r); r = s / (x + 1); P(r); }                        \
    r = -x; P(r); r = ~x; P(r);                                                    \
    printf(" %d %d %d %d", x == y, x != y, !x, x == x);                            \
    r = x; r *= y; P(r); r += 3; P(r); r -= y; P(r);                               \
    __real__ r += 1; __imag__ r *= 2; P(r);                                        \
    { double _Complex dz = x; printf(" %g %g", creal(dz), cimag(dz)); }            \
    { T t = x; long long l = (long long)(x * y); printf(" %lld %lld", (long long)t, l); } \
    { _Bool bz = x; printf(" %d", bz); }                                           \
    printf("\n");                                                                  \
  }

DEFINE_TEST(char, char, SHOW)
DEFINE_TEST(signed char, schar, SHOW)
DEFINE_TEST(unsigned char, uchar, USHOW)
DEFINE_TEST(short, short, SHOW)
DEFINE_TEST(unsigned short, ushort, USHOW)
DEFINE_TEST(int, int, SHOW)
DEFINE_TEST(unsigned, uint, USHOW)
DEFINE_TEST(long, long, SHOW)
DEFINE_TEST(unsigned long, ulong, USHOW)
DEFINE_TEST(long long, llong, SHOW)
DEFINE_TEST(unsigned long long, ullong, USHOW)

static _Complex int si = 3 + 4i;
static _Complex unsigned su = 7u - 2i;
static _Complex long sl = 5Li * 2;
static _Complex short ss = 1 + (_Complex short)2i;

int main(void)
{
  static const long long v[][4] = {
    { 3, 4, 1, 1 }, { 10, 3, 2, 5 }, { -7, 9, 3, -2 }, { 100, -50, -3, 7 }, { 300, 200, 7, -3 },
    { 127, -128, 0, 1 }, { -1, -1, 2, 0 }, { 70000, 40000, 300, -250 }, { 3000000000LL, -5, 65536, 3 },
    { 0, 0, -1, -1 }, { 9, 9, 0, 0 },
  };
  for (unsigned k = 0; k < sizeof v / sizeof v[0]; k++) {
    long long a = v[k][0], b = v[k][1], c = v[k][2], d = v[k][3];
    test_char(a, b, c, d); test_schar(a, b, c, d); test_uchar(a, b, c, d);
    test_short(a, b, c, d); test_ushort(a, b, c, d); test_int(a, b, c, d); test_uint(a, b, c, d);
    test_long(a, b, c, d); test_ulong(a, b, c, d); test_llong(a, b, c, d); test_ullong(a, b, c, d);
  }
  SHOW(si); USHOW(su); SHOW(sl); SHOW(ss); printf("\n");
  _Complex short s = 2;
  _Complex unsigned char uc = 250;
  _Complex signed char sc = -3;
  _Complex long l = 3;
  printf("sizes %zu %zu %zu %zu %zu %zu %zu %zu %zu %zu\n", sizeof(s + s), sizeof(s + (short)1), sizeof(uc * uc),
         sizeof(uc + sc), sizeof(s * 1.0f), sizeof(l + 1.0), sizeof(2i), sizeof(2Li), sizeof(2ULLi), sizeof(-s));
  uc += 10; USHOW(uc);
  sc = uc; SHOW(sc);
  double _Complex dz = 2.75 - 3.5i;
  l = dz; SHOW(l);
  float _Complex fz = l * 2; printf(" %g %g", crealf(fz), cimagf(fz));
  int r = si; double re = creal(si), im = cimag(si);
  printf(" %d %g %g %g\n", r, re, im, cabs(si));
  return 0;
}
