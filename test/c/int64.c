// 64-bit long and long long arithmetic: values near 2^63, unsigned wrap, division and
// modulo of negatives, mixed widths, conversions to and from double, 64-bit hashing.
#include <stdio.h>
#include <limits.h>

static long long ipow(long long b, int e) {
    long long r = 1;
    while (e-- > 0) r *= b;
    return r;
}

static unsigned long long mulmod(unsigned long long a, unsigned long long b, unsigned long long m) {
    unsigned long long r = 0;
    a %= m;
    while (b) {
        if (b & 1) r = (r + a) % m;
        a = (a * 2) % m;
        b >>= 1;
    }
    return r;
}

int main(void) {
    long long max = LLONG_MAX, min = LLONG_MIN;
    unsigned long long umax = ULLONG_MAX;
    printf("LLONG_MAX=%lld LLONG_MIN=%lld ULLONG_MAX=%llu\n", max, min, umax);
    printf("LONG_MAX=%ld LONG_MIN=%ld ULONG_MAX=%lu\n", LONG_MAX, LONG_MIN, ULONG_MAX);
    printf("max-1=%lld min+1=%lld max/2=%lld min/2=%lld\n", max - 1, min + 1, max / 2, min / 2);
    printf("max%%10=%lld min%%10=%lld min/10=%lld\n", max % 10, min % 10, min / 10);
    printf("umax+1=%llu umax*umax=%llu umax/3=%llu\n", umax + 1, umax * umax, umax / 3);
    printf("(ull)min=%llu (ll)umax=%lld\n", (unsigned long long)min, (long long)umax);
    printf("hex: %llx %llX %llo\n", (unsigned long long)max, umax, umax);

    long long vals[] = {0, 1, -1, 7, -7, 1000000007, -1000000007, 4611686018427387904LL, -4611686018427387904LL,
                        9223372036854775807LL, -9223372036854775807LL - 1};
    long long divs[] = {1, -1, 2, -2, 3, -3, 10, -10, 1000000007, -4611686018427387904LL};
    int nv = sizeof vals / sizeof vals[0], nd = sizeof divs / sizeof divs[0];
    for (int i = 0; i < nv; i++) {
        for (int j = 0; j < nd; j++) {
            if (vals[i] == LLONG_MIN && divs[j] == -1) continue; /* overflow */
            printf("%lld/%lld=%lld r=%lld | ", vals[i], divs[j], vals[i] / divs[j], vals[i] % divs[j]);
        }
        printf("\n");
    }
    unsigned long long uv[] = {0, 1, 18446744073709551615ULL, 9223372036854775808ULL, 12345678901234567890ULL};
    for (int i = 0; i < 5; i++)
        printf("u %llu /7=%llu %%7=%llu >>33=%llu <<7=%llu\n", uv[i], uv[i] / 7, uv[i] % 7, uv[i] >> 33, uv[i] << 7);

    /* Products that need all 64 bits. */
    long long a = 3037000499LL; /* floor(sqrt(2^63)) */
    printf("a*a=%lld a*a-max=%lld\n", a * a, a * a - max);
    printf("2^62=%lld 3^39=%lld -2^63=%lld\n", ipow(2, 62), ipow(3, 39), -ipow(2, 62) * 2);
    printf("mulmod=%llu\n", mulmod(12345678901234567ULL, 98765432109876543ULL, 1000000000000000003ULL));

    /* Mixed int/long arithmetic. */
    int i32 = -5;
    unsigned int u32 = 5;
    long l64 = 3;
    printf("i32*l64=%ld u32-10L=%ld (u32-10)=%u (long)(u32-10)=%ld\n", i32 * l64, u32 - 10L, u32 - 10, (long)(u32 - 10));
    printf("i32 + 0ULL = %llu\n", i32 + 0ULL);
    printf("INT_MAX*2L=%ld INT_MIN*2L=%ld (long)INT_MAX*INT_MAX=%ld\n", INT_MAX * 2L, INT_MIN * 2L,
           (long)INT_MAX * INT_MAX);

    /* To and from double. */
    double d = (double)max;
    printf("(double)max=%.1f (double)min=%.1f\n", d, (double)min);
    printf("(ll)1e18=%lld (ll)-1.5e18=%lld (ll)-2.9=%lld (ll)2.9=%lld\n", (long long)1e18, (long long)-1.5e18,
           (long long)-2.9, (long long)2.9);
    printf("(ull)1.8e19=%llu (double)umax=%.1f\n", (unsigned long long)1.8e19, (double)umax);
    long long odd = 9007199254740993LL; /* 2^53 + 1: not representable in double */
    printf("(double)(2^53+1)=%.1f back=%lld\n", (double)odd, (long long)(double)odd);
    printf("(float)odd=%.1f\n", (float)odd);

    /* A 64-bit LCG and xorshift, condensed. */
    unsigned long long s = 88172645463325252ULL, h = 1469598103934665603ULL;
    for (int k = 0; k < 1000; k++) {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        h = (h ^ (s & 0xff)) * 1099511628211ULL;
    }
    printf("xorshift=%llu fnv=%016llx\n", s, h);
    long long acc = 0;
    for (long long k = -100000; k <= 100000; k += 37) acc += k * k * k % 1000003;
    printf("acc=%lld\n", acc);

    /* Shifts of 64-bit values. */
    long long neg = -123456789012345LL;
    printf("neg>>4=%lld neg>>63=%lld (ull)neg>>60=%llu\n", neg >> 4, neg >> 63, (unsigned long long)neg >> 60);
    for (int sh = 0; sh < 64; sh += 9) printf("1ULL<<%d=%llu ", sh, 1ULL << sh);
    printf("\n");
    return 0;
}
