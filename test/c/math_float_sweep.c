/* glibc's float algorithms, bit for bit: tanf, asinf, acosf, log1pf, erff, erfcf, exp10f,
   lgammaf, tgammaf, j0f, j1f, y0f, y1f, asinhf, acoshf, atanhf (and jnf, ynf) over pseudo-random arguments in their working ranges, log-uniform ones over
   the whole float range (subnormals included), the range boundaries and the special values; each
   result printed as its bits with errno (and lgammaf's signgam). Then gamma, lgamma_r and scalb
   in their three forms. */
// mpisim-args: -D N=1200
#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#ifndef N
#define N 1200
#endif

static uint64_t s = 88172645463325252ULL;
static double rnd(void) {
  s ^= s << 13; s ^= s >> 7; s ^= s << 17;
  return (double)(s >> 11) * (1.0 / 9007199254740992.0);
}
static float uniform(double lo, double hi) { return (float)(lo + (hi - lo) * rnd()); }
/* 2^e for e uniform in [lo, hi], either sign when sign is set. */
static float loguniform(double lo, double hi, int sign) {
  float m = (float)exp2(lo + (hi - lo) * rnd());
  return sign && rnd() < 0.5 ? -m : m;
}
static uint32_t bits(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }
static float from(uint32_t u) { float x; memcpy(&x, &u, 4); return x; }

typedef float (*fn)(float);
static void one(const char *name, fn f, float x) {
  errno = 0;
  float r = f(x);
  int e = errno;
  /* Any NaN prints as nan: the payload is not the libm's to match. */
  if (isnan(r)) printf("%s %08x nan %d\n", name, bits(x), e);
  else printf("%s %08x %08x %d\n", name, bits(x), bits(r), e);
}

static const uint32_t SPECIAL[] = { 0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x3f800000, 0xbf800000,
  0x40000000, 0xc0000000, 0x3f000000, 0xbf000000, 0x00000001, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000, 0x80800000,
  0x7f7fffff, 0xff7fffff, 0x3f7fffff, 0xbf7fffff, 0x3f800001, 0xbf800001, 0x32000000, 0x31800000, 0x39000000, 0x3f490fda,
  0x3f490fdb, 0x3f2ca140, 0x3f79999a, 0x3ed413d7, 0xbe95f61f, 0x3f580000, 0x3fa00000, 0x40c00000, 0x41e00000, 0x4036db6d,
  0x4036db6e, 0x42f00000, 0x42180000, 0x421a209a, 0xc2349e36, 0xc2336a7f, 0x41700000, 0xc1700000, 0x4b000000, 0xcb000000,
  0x4c800000, 0x41000000, 0x42100000, 0xc2280000, 0x40400000, 0xc0400000, 0x30800000, 0xb0800000 };
#define NSPECIAL (sizeof SPECIAL / sizeof SPECIAL[0])

/* Ranges per function: [lo, hi] pairs, then the log-uniform exponent range and its sign. */
struct sweep { const char *name; fn f; double r[4][2]; double lg[2]; int sign; };

int main(void) {
  const struct sweep SW[] = {
    { "tanf", tanf, { {-10, 10}, {-1, 1}, {-120, 120}, {-1e6, 1e6} }, {-149, 128}, 1 },
    { "asinf", asinf, { {-1, 1}, {-0.5, 0.5}, {0.97, 1}, {-1, -0.97} }, {-149, 0.1}, 1 },
    { "acosf", acosf, { {-1, 1}, {-0.5, 0.5}, {0.97, 1}, {-1, -0.97} }, {-149, 0.1}, 1 },
    { "log1pf", log1pf, { {-1, 10}, {-0.3, 0.42}, {0.4, 1e6}, {-1e-4, 1e-4} }, {-149, 128}, 1 },
    { "erff", erff, { {-6, 6}, {-1.3, 1.3}, {-3, 3}, {-0.9, 0.9} }, {-149, 4}, 1 },
    { "erfcf", erfcf, { {-6, 28}, {-1.3, 1.3}, {8, 11}, {2, 4} }, {-149, 5}, 1 },
    { "exp10f", exp10f, { {-46, 39}, {-1, 1}, {-46, -37}, {36, 39} }, {-149, 6}, 1 },
    { "lgammaf", lgammaf, { {0, 30}, {-15, -2}, {-3, -2}, {-60, 2} }, {-149, 128}, 1 },
    { "tgammaf", tgammaf, { {-45, 36}, {0, 5}, {-5, 0}, {-15, -2} }, {-149, 6}, 1 },
    { "j0f", j0f, { {-30, 30}, {-2, 2}, {0, 300}, {0, 1e6} }, {-149, 128}, 1 },
    { "j1f", j1f, { {-30, 30}, {-2, 2}, {0, 300}, {0, 1e6} }, {-149, 128}, 1 },
    { "y0f", y0f, { {0, 30}, {0, 2}, {0, 300}, {0, 1e6} }, {-149, 128}, 0 },
    { "y1f", y1f, { {0, 30}, {0, 2}, {0, 300}, {0, 1e6} }, {-149, 128}, 0 },
    { "asinhf", asinhf, { {-10, 10}, {-2.5, 2.5}, {-0.01, 0.01}, {-1e9, 1e9} }, {-149, 128}, 1 },
    { "acoshf", acoshf, { {1, 10}, {1, 2.5}, {0.5, 1.1}, {1e8, 1e9} }, {-10, 128}, 0 },
    { "atanhf", atanhf, { {-1, 1}, {-0.5, 0.5}, {0.99, 1}, {-1.01, -0.99} }, {-149, 0.1}, 1 },
  };
  for (unsigned k = 0; k < sizeof SW / sizeof SW[0]; k++) {
    const struct sweep *w = &SW[k];
    for (unsigned i = 0; i < NSPECIAL; i++) one(w->name, w->f, from(SPECIAL[i]));
    for (int j = 0; j < 4; j++)
      for (int i = 0; i < N / 4; i++) one(w->name, w->f, uniform(w->r[j][0], w->r[j][1]));
    for (int i = 0; i < N / 2; i++) one(w->name, w->f, loguniform(w->lg[0], w->lg[1], w->sign));
    /* Neighbours of the integers and half-integers, where the gamma functions switch formulas. */
    for (int i = -40; i <= 40; i++) {
      float c = i * 0.5f;
      one(w->name, w->f, nextafterf(c, -INFINITY));
      one(w->name, w->f, nextafterf(c, INFINITY));
    }
  }
  /* jnf and ynf: orders -8 to 60 (and some to 200) over both recurrences' ranges, and the specials. */
  for (int i = 0; i < N; i++) {
    int n = i % 8 == 7 ? (int)(rnd() * 200) : (int)(rnd() * 68) - 8;
    float x = i % 3 == 0 ? uniform(-80, 80) : i % 3 == 1 ? loguniform(-149, 128, 1) : uniform(0, 30);
    errno = 0;
    float r = jnf(n, x);
    int e = errno;
    errno = 0;
    float r2 = ynf(n, x);
    int e2 = errno;
    printf("jnf %d %08x %08x %d ynf ", n, bits(x), isnan(r) ? 0x7fc00000u : bits(r), e);
    if (isnan(r2)) printf("nan %d\n", e2); else printf("%08x %d\n", bits(r2), e2);
  }
  for (unsigned i = 0; i < NSPECIAL; i++)
    for (int n = -3; n <= 40; n += 43 / 7) {
      float x = from(SPECIAL[i]);
      errno = 0;
      float r = jnf(n, x);
      int e = errno;
      errno = 0;
      float r2 = ynf(n, x);
      printf("jnf %d %08x %08x %d ynf %08x %d\n", n, bits(x), isnan(r) ? 0x7fc00000u : bits(r), e, isnan(r2) ? 0x7fc00000u : bits(r2), errno);
    }
  for (int i = 0; i < N / 4; i++) {
    float x = i < 40 ? (float)(i - 20) / 2 : uniform(-40, 40);
    signgam = 0; errno = 0;
    float r = lgammaf(x);
    printf("lgammaf %08x %08x signgam %d errno %d\n", bits(x), bits(r), signgam, errno);
    signgam = 0; errno = 0;
    r = gammaf(x);
    printf("gammaf %08x %08x signgam %d errno %d\n", bits(x), bits(r), signgam, errno);
    double d = x * 1.25;
    signgam = 0; errno = 0;
    double g = gamma(d);
    printf("gamma %a signgam %d errno %d\n", g, signgam, errno);
    int sg = 0;
    signgam = 7; errno = 0;
    g = lgamma_r(d, &sg);
    printf("lgamma_r %a sign %d signgam %d errno %d\n", g, sg, signgam, errno);
    sg = 0; errno = 0;
    r = lgammaf_r(x, &sg);
    printf("lgammaf_r %08x sign %d errno %d\n", bits(r), sg, errno);
    sg = 0; errno = 0;
    long double l = lgammal_r(d, &sg);
    /* Its value is x87's (mpisim's long double is a double): only its sign, class and errno. */
    printf("lgammal_r %s sign %d errno %d\n", isinf(l) ? "inf" : "finite", sg, errno);
  }
  const double SC[] = { 0, -0.0, 1, -1, 2.5, -3, 1e-310, 1e300, -1e300, 3, 1e10, -1e10, 70000, -70000, 1100, -1100, 0.5, 4e9,
    INFINITY, -INFINITY, NAN, 200, -200, 150, -150 };
  const unsigned NSC = sizeof SC / sizeof SC[0];
  for (unsigned i = 0; i < NSC; i++)
    for (unsigned j = 0; j < NSC; j++) {
      errno = 0;
      double r = scalb(SC[i], SC[j]);
      int e = errno;
      errno = 0;
      float rf = scalbf((float)SC[i], (float)SC[j]);
      int ef = errno;
      errno = 0;
      long double rl = scalbl(SC[i], SC[j]);
      int el = errno;
      if (isnan(r)) printf("scalb nan %d", e); else printf("scalb %a %d", r, e);
      if (isnan(rf)) printf(" scalbf nan %d", ef); else printf(" scalbf %08x %d", bits(rf), ef);
      /* long double: where x87's range agrees with double's (mpisim's long double is a double). */
      int plain = SC[i] == 0 || !isfinite(SC[i]) || (fabs(SC[i]) >= 0.5 && fabs(SC[i]) <= 3);
      if (plain && (!isfinite(SC[j]) || fabs(SC[j]) <= 200)) {
        if (isnan(rl)) printf(" scalbl nan %d", el); else printf(" scalbl %a %d", (double)rl, el);
      }
      printf("\n");
    }
  return 0;
}
