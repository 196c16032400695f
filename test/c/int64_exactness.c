// 64-bit arithmetic at the edge of doubles' exact integers (2^53): sums, differences and
// products whose exact value is 2^53 + 1 and beyond must not round.
#include <stdio.h>

int main(void) {
    volatile unsigned long long u = 1ULL << 53, one = 1;
    volatile long long s = -(1LL << 53), three = 3, k = 3002399751580331LL;
    printf("%llu %llu %llu\n", u + one, u * one + one, (u - one) + 2);
    printf("%lld %lld %lld\n", s - 1, s * 1 - one, k * three);
    printf("%lld %lld\n", -k * three, (long long)u + 1);
    for (long long i = (1LL << 53) - 3; i < (1LL << 53) + 3; i++) printf("%lld %lld %lld\n", i, i + 1, -i - 1);
    unsigned long long acc = 0;
    for (int i = 0; i < 70; i++) acc = acc * 3 + 1;
    printf("%llu\n", acc);
    return 0;
}
