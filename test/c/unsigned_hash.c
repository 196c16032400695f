// Unsigned 32- and 64-bit wrap-around in real algorithms: MT19937, MurmurHash3 (x86_32),
// xorshift64*, FNV, a multiplicative LCG, rotations.
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint32_t mt[624];
static int mti = 625;

static void mt_seed(uint32_t s) {
    mt[0] = s;
    for (mti = 1; mti < 624; mti++) mt[mti] = 1812433253u * (mt[mti - 1] ^ (mt[mti - 1] >> 30)) + (uint32_t)mti;
}

static uint32_t mt_next(void) {
    static const uint32_t mag01[2] = {0x0u, 0x9908b0dfu};
    uint32_t y;
    if (mti >= 624) {
        int kk;
        for (kk = 0; kk < 624 - 397; kk++) {
            y = (mt[kk] & 0x80000000u) | (mt[kk + 1] & 0x7fffffffu);
            mt[kk] = mt[kk + 397] ^ (y >> 1) ^ mag01[y & 1u];
        }
        for (; kk < 623; kk++) {
            y = (mt[kk] & 0x80000000u) | (mt[kk + 1] & 0x7fffffffu);
            mt[kk] = mt[kk + (397 - 624)] ^ (y >> 1) ^ mag01[y & 1u];
        }
        y = (mt[623] & 0x80000000u) | (mt[0] & 0x7fffffffu);
        mt[623] = mt[396] ^ (y >> 1) ^ mag01[y & 1u];
        mti = 0;
    }
    y = mt[mti++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
}

static uint32_t rotl32(uint32_t x, int r) { return (x << r) | (x >> (32 - r)); }

static uint32_t murmur3_32(const uint8_t *data, size_t len, uint32_t seed) {
    uint32_t h = seed;
    const uint32_t c1 = 0xcc9e2d51u, c2 = 0x1b873593u;
    size_t nblocks = len / 4;
    for (size_t i = 0; i < nblocks; i++) {
        uint32_t k;
        memcpy(&k, data + i * 4, 4);
        k *= c1;
        k = rotl32(k, 15);
        k *= c2;
        h ^= k;
        h = rotl32(h, 13);
        h = h * 5 + 0xe6546b64u;
    }
    const uint8_t *tail = data + nblocks * 4;
    uint32_t k1 = 0;
    switch (len & 3) {
    case 3: k1 ^= (uint32_t)tail[2] << 16; /* fall through */
    case 2: k1 ^= (uint32_t)tail[1] << 8; /* fall through */
    case 1:
        k1 ^= tail[0];
        k1 *= c1;
        k1 = rotl32(k1, 15);
        k1 *= c2;
        h ^= k1;
    }
    h ^= (uint32_t)len;
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h;
}

static uint64_t xs64_state = 0x9E3779B97F4A7C15ULL;
static uint64_t xorshift64star(void) {
    uint64_t x = xs64_state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    xs64_state = x;
    return x * 0x2545F4914F6CDD1DULL;
}

int main(void) {
    mt_seed(5489u);
    printf("mt19937(5489):");
    for (int i = 0; i < 5; i++) printf(" %u", mt_next());
    for (int i = 5; i < 9999; i++) mt_next();
    printf(" ... 10000th=%u\n", mt_next());
    mt_seed(42u);
    uint32_t x = 0;
    for (int i = 0; i < 2000; i++) x ^= mt_next();
    printf("mt19937(42) xor of 2000 = %u\n", x);

    const char *keys[] = {"", "a", "ab", "abc", "abcd", "hello world", "The quick brown fox jumps over the lazy dog"};
    for (int i = 0; i < 7; i++)
        printf("murmur3(\"%s\", 0)=%08x seed 42=%08x\n", keys[i], murmur3_32((const uint8_t *)keys[i], strlen(keys[i]), 0),
               murmur3_32((const uint8_t *)keys[i], strlen(keys[i]), 42));

    printf("xorshift64*:");
    for (int i = 0; i < 4; i++) printf(" %016llx", (unsigned long long)xorshift64star());
    printf("\n");

    uint32_t lcg = 1;
    uint64_t sum = 0;
    for (int i = 0; i < 100000; i++) {
        lcg = lcg * 1664525u + 1013904223u;
        sum += lcg >> 16;
    }
    printf("lcg=%u sum=%llu\n", lcg, (unsigned long long)sum);

    uint16_t s16 = 65000;
    s16 += 1000;
    uint8_t s8 = 200;
    s8 *= 2;
    uint32_t m32 = 0xFFFFFFFFu;
    m32 *= m32;
    uint64_t m64 = 0xFFFFFFFFFFFFFFFFULL;
    m64 *= 3;
    printf("wraps: u16=%u u8=%u u32*u32=%u u64*3=%llu\n", s16, s8, m32, (unsigned long long)m64);
    uint32_t diff = 3u - 5u;
    uint64_t neg = (uint64_t)-1;
    printf("3u-5u=%u (uint64_t)-1=%llu -(1u)=%u\n", diff, (unsigned long long)neg, -(1u));
    uint32_t bits = 0x12345678u;
    for (int r = 4; r < 32; r += 8) printf("rotl(%d)=%08x ", r, rotl32(bits, r));
    printf("\n");
    return 0;
}
