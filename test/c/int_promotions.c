// Integer widths, integer promotions, the usual arithmetic conversions, unsigned
// wrap-around, shifts, char signedness (signed on x86-64), narrowing conversions.
#include <stdio.h>
#include <limits.h>

static void show_sizes(void) {
    printf("sizeof char=%zu short=%zu int=%zu long=%zu llong=%zu\n", sizeof(char), sizeof(short), sizeof(int),
           sizeof(long), sizeof(long long));
    printf("sizeof float=%zu double=%zu ldouble=%zu ptr=%zu size_t=%zu\n", sizeof(float), sizeof(double),
           sizeof(long double), sizeof(void *), sizeof(size_t));
}

static void promotions(void) {
    char c = 100;
    signed char sc = -100;
    unsigned char uc = 200;
    short s = -30000;
    unsigned short us = 60000;
    /* char + char is int: no overflow */
    printf("c+c=%d uc+uc=%d s+s=%d us+us=%d\n", c + c, uc + uc, s + s, us + us);
    printf("sizeof(c+c)=%zu sizeof(uc*uc)=%zu sizeof(+c)=%zu sizeof(c)=%zu\n", sizeof(c + c), sizeof(uc * uc),
           sizeof(+c), sizeof(c));
    printf("us*us/65536=%d (as unsigned), us*2=%d (int, no wrap)\n", (int)((unsigned)us * us / 65536), us * 2);
    printf("~uc=%d -uc=%d sc*sc=%d\n", ~uc, -uc, sc * sc);
    unsigned char x = 250;
    x += 10; /* wraps to 4 */
    printf("uc wrap=%d\n", x);
    signed char y = 120;
    y += 10; /* converted to signed char: gcc wraps modulo 256 */
    printf("sc wrap=%d\n", y);
    short sh = 32767;
    sh++;
    printf("short wrap=%d\n", sh);
    unsigned short ush = 0;
    ush--;
    printf("ushort wrap=%u\n", ush);
}

static void usual_conversions(void) {
    int neg = -1;
    unsigned int one = 1;
    printf("-1 < 1u: %d\n", neg < one);
    printf("-1 < 1L: %d\n", neg < 1L);
    printf("-1L < 1u: %d\n", -1L < one); /* long holds all unsigned: signed compare */
    printf("-1 < (unsigned char)1: %d\n", neg < (unsigned char)1);
    printf("-1 == UINT_MAX: %d\n", neg == UINT_MAX);
    printf("(unsigned)-1 = %u\n", (unsigned)neg);
    printf("-1 + 0u = %u\n", neg + 0u);
    printf("-7 / 2u = %u\n", -7 / 2u);
    printf("-7 / 2 = %d, -7 %% 2 = %d, 7 %% -2 = %d, -7 %% -2 = %d\n", -7 / 2, -7 % 2, 7 % -2, -7 % -2);
    printf("5u - 10u = %u\n", 5u - 10u);
    printf("5u - 10 as long = %ld\n", (long)(5u - 10));
    printf("5 - 10u > 0: %d\n", 5 - 10u > 0);
    long l = -5;
    unsigned long ul = 3;
    printf("-5L + 3UL = %lu\n", l + ul);
    printf("sizeof(1 + 1L)=%zu sizeof(1u + 1)=%zu sizeof(1.0f + 1)=%zu sizeof(1.0f + 1.0)=%zu\n", sizeof(1 + 1L),
           sizeof(1u + 1), sizeof(1.0f + 1), sizeof(1.0f + 1.0));
    printf("sizeof('a')=%zu sizeof(1 ? 'a' : 2.0)=%zu\n", sizeof('a'), sizeof(1 ? 'a' : 2.0));
    unsigned int big = 4000000000u;
    printf("4000000000u * 2 = %u\n", big * 2);
    printf("UINT_MAX + 1 = %u\n", UINT_MAX + 1);
    printf("0u - 1 = %u, (unsigned long)0 - 1 = %lu\n", 0u - 1, (unsigned long)0 - 1);
    printf("INT_MAX + 1u = %u\n", INT_MAX + 1u);
    printf("(int)(INT_MAX + 1u) = %d\n", (int)(INT_MAX + 1u));
    printf("literal types: %zu %zu %zu %zu %zu\n", sizeof(2147483647), sizeof(2147483648), sizeof(0x7fffffff),
           sizeof(0x80000000), sizeof(0xffffffffffffffff));
    printf("0x80000000 > 0: %d, -2147483648 > 0: %d\n", 0x80000000 > 0, -2147483648 > 0);
}

static void shifts(void) {
    unsigned int u = 1;
    for (int i = 0; i < 32; i += 5) printf("1u<<%d=%u ", i, u << i);
    printf("\n");
    printf("0x80000000u >> 31 = %u\n", 0x80000000u >> 31);
    printf("-16 >> 2 = %d, -1 >> 10 = %d, -17 >> 1 = %d\n", -16 >> 2, -1 >> 10, -17 >> 1);
    printf("1 << 30 = %d, 1L << 40 = %ld, 1ULL << 63 = %llu\n", 1 << 30, 1L << 40, 1ULL << 63);
    unsigned char b = 0x81;
    printf("b << 1 = %d (promoted), (unsigned char)(b << 1) = %d, b >> 1 = %d\n", b << 1, (unsigned char)(b << 1),
           b >> 1);
    unsigned int x = 0xdeadbeef;
    printf("rotl(x,8) = %08x, rotr(x,4) = %08x\n", (x << 8) | (x >> 24), (x >> 4) | (x << 28));
    int sh = 3;
    long lv = 123456789;
    printf("lv << sh = %ld, lv >> sh = %ld\n", lv << sh, lv >> sh);
}

static void chars(void) {
    char c = (char)200;
    printf("(char)200 = %d, CHAR_MIN=%d CHAR_MAX=%d\n", c, CHAR_MIN, CHAR_MAX);
    printf("char is signed: %d\n", (char)-1 < 0);
    char bytes[] = "\xff\x80\x7f";
    for (int i = 0; i < 3; i++) printf("bytes[%d]=%d as unsigned=%u\n", i, bytes[i], (unsigned char)bytes[i]);
    int ci = '\xff';
    printf("'\\xff' = %d\n", ci);
    printf("'a' + 1 = %d, 'z' - 'a' = %d\n", 'a' + 1, 'z' - 'a');
    unsigned char uc = (unsigned char)-1;
    printf("(unsigned char)-1 = %d\n", uc);
}

static void narrowing(void) {
    int i = 0x12345678;
    short s = (short)i;
    char c = (char)i;
    unsigned short us = (unsigned short)-2;
    long long ll = 0x123456789abcdefLL;
    int fromll = (int)ll;
    unsigned int fromllu = (unsigned int)ll;
    printf("(short)0x12345678 = %d (0x%hx), (char) = %d\n", s, (unsigned short)s, c);
    printf("(unsigned short)-2 = %u\n", us);
    printf("(int)0x123456789abcdef = %d, unsigned = %u\n", fromll, fromllu);
    printf("(int)4294967295u = %d, (short)65535 = %d, (signed char)128 = %d\n", (int)4294967295u, (short)65535,
           (signed char)128);
    long neg = -1;
    printf("(unsigned long)-1 = %lu, (unsigned int)-1L = %u\n", (unsigned long)neg, (unsigned int)neg);
}

static void ops(void) {
    int a = 0x0f0f, b = 0x3355;
    printf("a&b=%x a|b=%x a^b=%x ~a=%x !a=%d !!a=%d\n", a & b, a | b, a ^ b, ~a, !a, !!a);
    int i = 5;
    int j = i++ + 10;
    int k = ++i * 2;
    printf("i=%d j=%d k=%d\n", i, j, k);
    int m = 7;
    m *= 3;
    m -= 4;
    m /= 2;
    m %= 5;
    m <<= 4;
    m >>= 1;
    m |= 3;
    m &= 0x1d;
    m ^= 0xff;
    printf("m=%d\n", m);
    char ch = 'A';
    ch += 300; /* int arithmetic, then converted back to char */
    printf("ch=%d\n", ch);
    unsigned u = 10;
    u -= 20;
    printf("u=%u\n", u);
    printf("precedence: %d %d %d %d\n", 1 + 2 * 3, (1 + 2) * 3, 1 << 2 + 1, 6 & 3 == 3);
    printf("logical: %d %d %d\n", 3 && 0, 3 || 0, !5 || (2 && -1));
    unsigned pop = 0xf0f0f0f1u;
    int bits = 0;
    while (pop) {
        bits += pop & 1;
        pop >>= 1;
    }
    printf("popcount=%d\n", bits);
}

int main(void) {
    show_sizes();
    promotions();
    usual_conversions();
    shifts();
    chars();
    narrowing();
    ops();
    return 0;
}
