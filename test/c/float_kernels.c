// float (single precision) kernels: every operation must round to float, so long
// accumulations diverge visibly from double; mixed float/double/int expressions.
#include <stdio.h>

typedef struct { float x, y, vx, vy, m; } body;

static float dotf(const float *a, const float *b, int n) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

static float sqrt_newton(float v) {
    float x = v > 1.0f ? v : 1.0f;
    for (int i = 0; i < 30; i++) x = 0.5f * (x + v / x);
    return x;
}

int main(void) {
    float a[1000], b[1000];
    for (int i = 0; i < 1000; i++) {
        a[i] = (float)i / 7.0f;
        b[i] = 1.0f / (float)(i + 1);
    }
    printf("dotf=%.9g\n", dotf(a, b, 1000));
    double dd = 0;
    for (int i = 0; i < 1000; i++) dd += (double)a[i] * b[i];
    printf("dot in double=%.17g\n", dd);

    float harmonic = 0.0f;
    for (int i = 1; i <= 100000; i++) harmonic += 1.0f / (float)i;
    printf("harmonic float=%.9g\n", harmonic);
    float kahan = 0.0f, comp = 0.0f;
    for (int i = 1; i <= 100000; i++) {
        float y = 1.0f / (float)i - comp;
        float t = kahan + y;
        comp = (t - kahan) - y;
        kahan = t;
    }
    printf("harmonic kahan=%.9g\n", kahan);

    body bs[3] = {{0, 0, 0, 0, 1000}, {100, 0, 0, 3.1f, 1}, {-50, 20, 1.5f, -2, 0.5f}};
    float dt = 0.01f;
    for (int step = 0; step < 2000; step++) {
        for (int i = 0; i < 3; i++) {
            float ax = 0, ay = 0;
            for (int j = 0; j < 3; j++) {
                if (i == j) continue;
                float dx = bs[j].x - bs[i].x, dy = bs[j].y - bs[i].y;
                float r2 = dx * dx + dy * dy + 0.01f;
                float r = sqrt_newton(r2);
                float f = bs[j].m / (r2 * r);
                ax += f * dx;
                ay += f * dy;
            }
            bs[i].vx += ax * dt;
            bs[i].vy += ay * dt;
        }
        for (int i = 0; i < 3; i++) {
            bs[i].x += bs[i].vx * dt;
            bs[i].y += bs[i].vy * dt;
        }
    }
    for (int i = 0; i < 3; i++) printf("body %d: %.6g %.6g %.6g %.6g\n", i, bs[i].x, bs[i].y, bs[i].vx, bs[i].vy);

    float x = 0.1f;
    float y = x * 3.0f;           /* float * float */
    double z = x * 3.0;           /* float promoted, double multiply */
    float w = (float)(x * 3.0);   /* rounded back */
    printf("x*3f=%.17g x*3.0=%.17g (float)(x*3.0)=%.17g\n", y, z, w);
    int i = 16777217;
    float fi = (float)i + 1.0f;
    printf("(float)16777217 + 1.0f = %.1f, i + 1.0 = %.1f\n", fi, i + 1.0);
    float big = 1e30f, small = 1e-30f;
    printf("big*big=%g small*small=%g big*small=%.9g\n", big * big, small * small, big * small);
    float r = 1.0f;
    for (int k = 0; k < 60; k++) r = r * 1.3f - 0.2f;
    printf("recurrence float=%.9g\n", r);
    double rd = 1.0;
    for (int k = 0; k < 60; k++) rd = rd * 1.3 - 0.2;
    printf("recurrence double=%.17g\n", rd);
    float cmp = 0.1f;
    printf("0.1f == 0.1: %d, 0.1f == (float)0.1: %d, 0.5f == 0.5: %d\n", cmp == 0.1, cmp == (float)0.1, 0.5f == 0.5);
    unsigned u = 4294967295u;
    float fu = (float)u;
    long long ll = (long long)fu;
    printf("(float)UINT_MAX=%.1f back to long long=%lld\n", fu, ll);
    float neg = -7.9f;
    printf("(int)-7.9f=%d (unsigned char)(int)200.7f=%d\n", (int)neg, (unsigned char)(int)200.7f);
    return 0;
}
