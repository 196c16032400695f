// float vs double: float arithmetic rounds to float, conversions int<->float<->double,
// truncation toward zero, precision limits, special values, comparisons.
#include <stdio.h>
#include <float.h>
#include <math.h>

static float fsum(const float *v, int n) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

static double dsum(const float *v, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

static float half(float x) { return x / 2; }

int main(void) {
    float f1 = 0.1f, f2 = 0.2f;
    double d1 = 0.1, d2 = 0.2;
    printf("0.1f+0.2f=%.10g (%.20f)\n", f1 + f2, f1 + f2);
    printf("0.1+0.2=%.17g\n", d1 + d2);
    printf("0.1f as double=%.17g, (double)0.1f==0.1: %d\n", (double)f1, (double)f1 == 0.1);
    float big = 16777216.0f; /* 2^24 */
    printf("2^24f+1=%.1f 2^24f+2=%.1f 2^24(double)+1=%.1f\n", big + 1.0f, big + 2.0f, (double)big + 1.0);
    float acc = 0.0f;
    for (int i = 0; i < 10000; i++) acc += 0.1f;
    double dacc = 0.0;
    for (int i = 0; i < 10000; i++) dacc += 0.1;
    printf("sum 0.1f x10000=%.9g sum 0.1 x10000=%.17g\n", acc, dacc);
    float third = 1.0f / 3.0f;
    double dthird = 1.0 / 3.0;
    printf("1/3f=%.20f 1/3=%.20f\n", third, dthird);
    printf("third*3==1: %d, (float)dthird==third: %d\n", third * 3.0f == 1.0f, (float)dthird == third);
    float prod = 1.0f;
    for (int i = 1; i <= 20; i++) prod *= 1.1f;
    printf("1.1f^20=%.10g\n", prod);
    float vals[] = {1e8f, 1.0f, -1e8f, 3.14159f, 2.71828f, 1e-3f, 123456.789f};
    printf("fsum=%.10g dsum=%.17g\n", fsum(vals, 7), dsum(vals, 7));
    printf("half(7)=%g half(1e-45f)=%g\n", half(7), half(1e-45f));
    float fa = 1.0f + FLT_EPSILON, fb = 1.0f + FLT_EPSILON / 2;
    printf("1+eps>1: %d 1+eps/2>1: %d\n", fa > 1.0f, fb > 1.0f);
    float x = 3.0f, y = 7.0f;
    float q = x / y;
    double dq = (double)x / y;
    printf("3f/7f=%.17g 3/7 double=%.17g\n", q, dq);
    printf("mixed float*double=%.17g float*float=%.17g\n", q * 7.0, q * 7.0f);

    /* Conversions float -> int truncate toward zero. */
    double ds[] = {2.5, -2.5, 2.999999, -2.999999, 0.5, -0.5, 1e9, -1e9, 2147483647.0, -2147483648.0, 1e-300};
    for (int i = 0; i < 11; i++)
        printf("(int)%g=%d (long)=%ld (short)(int)=%d\n", ds[i], (int)ds[i], (long)ds[i], (short)(int)ds[i]);
    printf("(unsigned)3.99=%u (unsigned char)255.9=%d\n", (unsigned)3.99, (unsigned char)255.9);

    /* int -> float rounding: round to nearest even. */
    int ints[] = {16777217, 16777218, 16777219, 2147483647, -2147483647, 33554435, 123456789};
    for (int i = 0; i < 7; i++)
        printf("(float)%d=%.1f (double)=%.1f\n", ints[i], (float)ints[i], (double)ints[i]);
    unsigned int ubig = 4294967295u;
    printf("(float)UINT_MAX=%.1f (double)UINT_MAX=%.1f\n", (float)ubig, (double)ubig);

    /* double -> float rounding. */
    double dd[] = {0.1, 1.0 / 3.0, 3.4028234663852886e38, 1e-40, 1e-46, 123456789.0, 0.30000001192092896};
    for (int i = 0; i < 7; i++) printf("(float)%.17g=%.17g\n", dd[i], (double)(float)dd[i]);
    printf("(float)1e39 is inf: %d\n", isinf((float)1e39) != 0);

    /* Compound assignment: float op= double rounds back to float. */
    float fc = 1.0f;
    fc += 1e-10;
    printf("fc=%.17g\n", fc);
    int ic = 10;
    ic *= 2.75;
    printf("ic=%d\n", ic);
    ic /= 0.3;
    printf("ic=%d\n", ic);

    /* Special values. */
    double inf = HUGE_VAL, nan_ = NAN;
    printf("inf=%f -inf=%f nan=%f INFINITY=%g\n", inf, -inf, nan_, (double)INFINITY);
    printf("nan==nan: %d nan!=nan: %d nan<1: %d inf>DBL_MAX: %d\n", nan_ == nan_, nan_ != nan_, nan_ < 1, inf > DBL_MAX);
    printf("isnan=%d isinf=%d isfinite=%d %d\n", isnan(nan_) != 0, isinf(-inf) != 0, isfinite(1.0) != 0, isfinite(inf) != 0);
    double zero = 0.0, negzero = -0.0;
    printf("0.0==-0.0: %d 1/+0=%f 1/-0=%f signbit(-0.0)=%d -0.0=%g\n", zero == negzero, 1 / zero, 1 / negzero,
           signbit(negzero) != 0, negzero);
    printf("DBL_MAX*2=%g -DBL_MAX*2=%g DBL_MIN/2=%g DBL_TRUE_MIN=%g\n", DBL_MAX * 2, -DBL_MAX * 2, DBL_MIN / 2,
           4.9406564584124654e-324);
    printf("FLT_MAX=%.9g FLT_MIN=%.9g FLT_EPSILON=%.9g DBL_EPSILON=%.17g\n", FLT_MAX, FLT_MIN, FLT_EPSILON,
           DBL_EPSILON);
    float fsub = 1e-45f;
    printf("float denormal=%.9g *0.5=%.9g\n", fsub, fsub * 0.5f);

    /* Comparison between int and float types. */
    int i16m = 16777217;
    float f16m = 16777216.0f;
    printf("16777217 == 16777216.0f: %d (int converted to float)\n", i16m == f16m);
    long long l53 = 9007199254740993LL;
    printf("2^53+1 == (double)2^53: %d\n", l53 == 9007199254740992.0);
    printf("float literal suffixes: %zu %zu %zu\n", sizeof(1.0f), sizeof(1.0), sizeof(1.0L));
    printf("hex float literal 0x1.8p1=%g 0x1p-3=%g\n", 0x1.8p1, 0x1p-3);
    printf("exponents 1e3=%g 2.5E-2=%g .5=%g 5.=%g\n", 1e3, 2.5E-2, .5, 5.);
    return 0;
}
