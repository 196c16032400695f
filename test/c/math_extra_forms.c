/* math.h's long double and float forms beside the double ones, glibc's drem, significand,
   nexttoward and remquo, and nextafterf's float steps. mpisim computes long double as double
   (README, Limits): the long double cases are values whose results both formats hold exactly. */
#include <stdio.h>
#include <math.h>

int main(void) {
  double xs[] = { 0.0, -0.0, 0.5, -2.75, 3.0, 7.5, 1e300, -123456.789, INFINITY, NAN };
  for (int i = 0; i < 10; i++) {
    double x = xs[i];
    long double lx = x;
    printf("%g: %.17Lg %.17Lg %.17Lg %.17Lg %.17Lg %.17Lg\n", x, truncl(lx), rintl(lx), nearbyintl(lx), copysignl(2.0L, lx), fabsl(lx), logbl(lx));
    printf("  %d %d %g %g %g\n", ilogbf((float)x), ilogbl(lx), logbf((float)x), significand(x), significandf((float)x));
    if (isfinite(x) && fabs(x) < 1e18) printf("  %ld %ld %lld %lld %ld %lld\n", lrintf((float)x), lrintl(lx), llrintf((float)x), llrintl(lx), lroundl(lx), llroundl(lx));
    int e;
    long double ip;
    long double fr = frexpl(lx, &e);
    printf("  frexpl %.17Lg %d modfl %.17Lg", fr, e, modfl(lx, &ip));
    printf(" %.17Lg ldexpl %.17Lg scalbnl %.17Lg scalblnl %.17Lg scalblnf %g\n", ip, ldexpl(lx, 3), scalbnl(lx, -2), scalblnl(lx, 5L), scalblnf((float)x, 2L));
  }
  for (int i = -6; i <= 6; i++) {
    double y = i == 0 ? 0.75 : i * 0.75;
    int q;
    double r = remquo(10.3, y, &q);
    int qf;
    float rf = remquof(-7.25f, (float)y, &qf);
    int ql;
    long double rl = remquol((long double)1e300, (long double)y, &ql);
    printf("remquo %a %d %a %d %.17Lg %d drem %a %a %.17Lg\n", r, q, rf, qf, rl, ql, drem(10.3, y), dremf(-7.25f, (float)y), dreml((long double)1e300, y));
  }
  int q;
  printf("edges %a %d\n", remquo(6.0, 3.0, &q), q);
  printf("edges %a %d\n", remquo(-6.0, 3.0, &q), q);
  printf("edges %a %d\n", remquo(4.5, -3.0, &q), q);
  printf("edges %a %d\n", remquo(5e-324, 1e-323, &q), q);
  printf("edges %a %d\n", remquo(-0.0, 2.0, &q), q);
  printf("edges %a %d %a %d\n", remquo(7.0, 2.0, &q), q, remquof(5.0f, 2.0f, &q), q);
  printf("next %a %a %a %a %a\n", nextafterf(1.0f, 2.0f), nextafterf(1.0f, 0.0f), nextafterf(0.0f, -1.0f), nexttowardf(1.0f, 2.0L), nexttowardf(-1.5f, -2.0L));
  printf("next %a %a\n", nexttoward(1.0, 2.0L), nexttoward(-0.0, -1.0L));
  float fi;
  printf("modff %a %a %a %a\n", modff(-0.0f, &fi), modff(-3.0f, &fi), modff(-2.5f, &fi), modff(-INFINITY, &fi));
  printf("modf %a %a %a\n", modf(-0.0, (double *)&xs[0]), modf(-3.0, (double *)&xs[0]), modf(INFINITY, (double *)&xs[0]));
  printf("more %.17Lg %.17Lg %.17Lg %.17Lg %.17Lg %.17Lg\n", fmal(2.0L, 3.0L, 1.0L), fminl(1.0L, 2.0L), fmaxl(1.0L, 2.0L), fdiml(5.0L, 3.0L), remainderl(10.0L, 3.0L), nanl("") == nanl("") ? 1.0L : 0.0L);
  return 0;
}
