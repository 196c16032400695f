/* The correctly rounded math.h functions, bit for bit: fmaf and fma (one rounding of x*y + z),
   rint, nearbyint, lrint, llrint, lround, llround (and their float forms), remquo and remquof
   (with the quotient's bits, and *quo left alone where glibc leaves it), fmod and fmodf with
   errno. Arguments: pseudo-random ones, the specials, and constructed ones where x*y + z rounded
   to double lies exactly halfway between two floats while the exact sum does not (the double
   rounding that fmaf computed through a double gets wrong). */
// mpisim-args: -D N=600
#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#ifndef N
#define N 600
#endif

static uint64_t s = 0x9e3779b97f4a7c15ULL;
static uint64_t next(void) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s; }
static double rnd(void) { return (double)(next() >> 11) * (1.0 / 9007199254740992.0); }
static double uniform(double lo, double hi) { return lo + (hi - lo) * rnd(); }
/* ±2^e for e uniform in [lo, hi]. */
static double loguniform(double lo, double hi) {
  double m = exp2(uniform(lo, hi));
  return rnd() < 0.5 ? -m : m;
}
static uint32_t fbits(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }
static float ffrom(uint32_t u) { float x; memcpy(&x, &u, 4); return x; }
static double dfrom(uint64_t u) { double x; memcpy(&x, &u, 8); return x; }
static float randfloat(void) { float f; do f = ffrom((uint32_t)next()); while (isnan(f) || isinf(f)); return f; }
static double randdouble(void) { double d; do d = dfrom(next()); while (isnan(d) || isinf(d)); return d; }

static void pf(float r) { if (isnan(r)) printf(" nan"); else printf(" %08x", fbits(r)); }
static void pd(double r) { if (isnan(r)) printf(" nan"); else printf(" %a", r); }

static void fmaf3(float x, float y, float z) {
  printf("fmaf %08x %08x %08x", fbits(x), fbits(y), fbits(z));
  pf(fmaf(x, y, z));
  printf("\n");
}
static void fma3(double x, double y, double z) {
  printf("fma %a %a %a", x, y, z);
  pd(fma(x, y, z));
  printf("\n");
}

static const float FS[] = { 0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 3.0f, 1e-45f, -1e-45f, 1.17549435e-38f, 3.40282347e38f,
  -3.40282347e38f, 1e20f, 1e-20f, INFINITY, -INFINITY, NAN };
static const double DS[] = { 0.0, -0.0, 1.0, -1.0, 0.5, 3.0, 5e-324, -5e-324, 2.2250738585072014e-308,
  1.7976931348623157e308, -1.7976931348623157e308, 1e160, 1e-160, INFINITY, -INFINITY, NAN };
#define NS (sizeof FS / sizeof FS[0])

static void fused(void) {
  for (unsigned i = 0; i < NS; i++)
    for (unsigned j = 0; j < NS; j++)
      for (unsigned k = 0; k < NS; k += 3) { fmaf3(FS[i], FS[j], FS[k]); fma3(DS[i], DS[j], DS[k]); }
  /* z + x*y with x*y = (1 - 2^-46) half an ulp of z: the double sum is z's float midpoint. */
  for (int i = 0; i < N / 2; i++) {
    float z = (float)uniform(1, 2) * ldexpf(1, (int)uniform(-100, 100));
    int e; frexpf(z, &e);
    float x = ldexpf(1 + 0x1p-23f, e - 25 - 10), y = ldexpf(1 - 0x1p-23f, 10);
    if (i & 1) x = -x;
    if (i & 2) { x = -x; z = -z; }
    fmaf3(x, y, z);
    fmaf3(y, x, i & 4 ? nextafterf(z, 0) : nextafterf(z, INFINITY));
  }
  /* x*y itself a float midpoint, z a tiny nudge below the double's ulp (or zero, a true tie). */
  for (int i = 0; i < N / 2; i++) {
    float x = 1 + (float)(int)uniform(0, 4096) * 0x1p-12f, y = 1 + (float)((int)uniform(0, 2048) * 2 + 1) * 0x1p-12f;
    int sc = (int)uniform(-60, 60);
    x = ldexpf(x, sc); y = ldexpf(y, -sc + (int)uniform(-20, 20));
    float z = i % 5 == 0 ? 0.0f : ldexpf(1, (int)uniform(-149, -60) + (int)log2f(fabsf(x * y)));
    if (i & 1) z = -z;
    if (i & 2) x = -x;
    fmaf3(x, y, z);
  }
  for (int i = 0; i < N; i++) {
    float x = (float)loguniform(-80, 80), y = (float)loguniform(-80, 80), z = (float)loguniform(-160, 160);
    fmaf3(x, y, z);
    fmaf3(x, y, -(x * y) * (float)uniform(0.999, 1.001));
    fmaf3(randfloat(), randfloat(), randfloat());
    /* Results near and below float's smallest normal, and near its overflow. */
    fmaf3((float)loguniform(-80, -60), (float)loguniform(-80, -60), (float)loguniform(-149, -120));
    fmaf3((float)loguniform(60, 66), (float)loguniform(60, 64), (float)loguniform(100, 128));
  }
  for (int i = 0; i < N; i++) {
    double x = loguniform(-500, 500), y = loguniform(-500, 500), z = loguniform(-1000, 1000);
    fma3(x, y, z);
    fma3(x, y, -(x * y));
    fma3(randdouble(), randdouble(), randdouble());
    fma3(loguniform(-600, -500), loguniform(-560, -500), loguniform(-1074, -1000));
    fma3(loguniform(500, 514), loguniform(500, 512), loguniform(1000, 1023));
  }
}

static void pl(const char *name, long r) { printf(" %s %ld", name, r); }

static void rounding(double x) {
  float f = (float)x;
  printf("round %a", x);
  pd(rint(x)); pd(nearbyint(x)); pl("lrint", lrint(x)); pl("llrint", (long)llrint(x));
  pl("lround", lround(x)); pl("llround", (long)llround(x));
  printf(" f %08x", fbits(f));
  pf(rintf(f)); pf(nearbyintf(f)); pl("lrintf", lrintf(f)); pl("llrintf", (long)llrintf(f));
  pl("lroundf", lroundf(f)); pl("llroundf", (long)llroundf(f));
  printf("\n");
}

static void roundings(void) {
  for (unsigned i = 0; i < NS; i++) rounding(DS[i]);
  const double E[] = { 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0x1p52, 0x1p52 + 1, 0x1p52 - 0.5, 0x1p53 - 1, 0x1p53,
    0x1p63, -0x1p63, 0x1p63 - 1024, -0x1p63 - 2048, 0x1p64, 0x1.fffffffffffffp-2, -0x1.fffffffffffffp-2,
    0x1p23 + 0.5, 0x1p23 - 0.5, 0x1p24 - 1, 0x1p31, -0x1p31, 4503599627370495.5, -4503599627370495.5 };
  for (unsigned i = 0; i < sizeof E / sizeof E[0]; i++) rounding(E[i]);
  for (int i = 0; i < N; i++) {
    rounding(uniform(-20, 20));
    rounding((int)uniform(-1000, 1000) + 0.5);
    rounding(loguniform(-30, 70));
    rounding(randdouble());
  }
}

static void remquos(double x, double y) {
  int q = 12345;
  double r = remquo(x, y, &q);
  printf("remquo %a %a", x, y);
  pd(r);
  printf(" %d", q);
  float fx = (float)x, fy = (float)y;
  q = 12345;
  float rf = remquof(fx, fy, &q);
  printf(" f %08x %08x", fbits(fx), fbits(fy));
  pf(rf);
  printf(" %d", q);
  errno = 0;
  r = fmod(x, y);
  int e = errno;
  pd(r);
  printf(" %d", e);
  errno = 0;
  rf = fmodf(fx, fy);
  e = errno;
  pf(rf);
  printf(" %d\n", e);
}

static void remainders(void) {
  for (unsigned i = 0; i < NS; i++)
    for (unsigned j = 0; j < NS; j++) remquos(DS[i], DS[j]);
  for (int i = 0; i < N; i++) {
    double y = loguniform(-20, 20);
    remquos(y * (int)uniform(-40, 40), y);
    remquos(y * ((int)uniform(-40, 40) + 0.5), y);
    remquos(loguniform(-100, 100), loguniform(-100, 100));
    remquos(loguniform(-1074, 1024), loguniform(-1074, 1024));
    remquos(randdouble(), randdouble());
    remquos(loguniform(1000, 1024), loguniform(-1074, -1020));
  }
}

int main(void) {
  fused();
  roundings();
  remainders();
  return 0;
}
