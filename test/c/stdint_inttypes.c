// stdint.h / inttypes.h: exact-width, least, fast, pointer-sized and max types, their
// limits, the constant macros and the PRI format macros.
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

int main(void) {
    printf("sizes: %zu %zu %zu %zu | least %zu %zu %zu %zu | fast %zu %zu %zu %zu | %zu %zu %zu\n", sizeof(int8_t),
           sizeof(int16_t), sizeof(int32_t), sizeof(int64_t), sizeof(int_least8_t), sizeof(int_least16_t),
           sizeof(int_least32_t), sizeof(int_least64_t), sizeof(int_fast8_t), sizeof(int_fast16_t),
           sizeof(int_fast32_t), sizeof(int_fast64_t), sizeof(intptr_t), sizeof(uintptr_t), sizeof(intmax_t));
    printf("INT8 %d..%d UINT8 %u\n", INT8_MIN, INT8_MAX, UINT8_MAX);
    printf("INT16 %d..%d UINT16 %u\n", INT16_MIN, INT16_MAX, UINT16_MAX);
    printf("INT32 %" PRId32 "..%" PRId32 " UINT32 %" PRIu32 "\n", INT32_MIN, INT32_MAX, UINT32_MAX);
    printf("INT64 %" PRId64 "..%" PRId64 " UINT64 %" PRIu64 "\n", INT64_MIN, INT64_MAX, UINT64_MAX);
    printf("INTMAX %" PRIdMAX " UINTMAX %" PRIuMAX " SIZE_MAX %zu PTRDIFF_MAX %td\n", INTMAX_MAX, UINTMAX_MAX,
           SIZE_MAX, PTRDIFF_MAX);
    printf("INTPTR_MAX %" PRIdPTR " UINTPTR_MAX %" PRIuPTR "\n", INTPTR_MAX, UINTPTR_MAX);
    printf("fast16 max %" PRIdFAST16 " least16 max %" PRIdLEAST16 "\n", INT_FAST16_MAX, INT_LEAST16_MAX);
    printf("constants: %" PRId64 " %" PRIu64 " %" PRIx64 " %d %u\n", INT64_C(-123456789012), UINT64_C(18000000000000000000),
           UINT64_C(0xdeadbeefcafebabe), INT32_C(-5), UINT32_C(4000000000));
    int64_t big = INT64_C(1) << 62;
    uint64_t ubig = UINT64_MAX - 5;
    printf("PRI: %" PRId64 " %" PRIi64 " %" PRIu64 " %" PRIx64 " %" PRIX64 " %" PRIo64 "\n", big, -big, ubig, ubig,
           ubig, ubig);
    printf("widths: [%20" PRId64 "] [%-20" PRIu64 "] [%020" PRIx64 "]\n", big, ubig, (uint64_t)big);
    int8_t i8 = INT8_MAX;
    i8 = (int8_t)(i8 + 1);
    uint8_t u8 = 0;
    u8--;
    int16_t i16 = (int16_t)40000;
    uint16_t u16 = (uint16_t)(UINT16_MAX + 2);
    uint32_t u32 = UINT32_MAX;
    u32 += 2;
    printf("wraps: %" PRId8 " %" PRIu8 " %" PRId16 " %" PRIu16 " %" PRIu32 "\n", i8, u8, i16, u16, u32);
    uint32_t h = 2166136261u;
    for (int i = 0; i < 1000; i++) {
        h ^= (uint32_t)i;
        h *= 16777619u;
    }
    uint64_t h64 = UINT64_C(14695981039346656037);
    for (int i = 0; i < 1000; i++) {
        h64 ^= (uint64_t)i;
        h64 *= UINT64_C(1099511628211);
    }
    printf("fnv32=%08" PRIx32 " fnv64=%016" PRIx64 "\n", h, h64);
    uint16_t a = 65535, b = 65535;
    uint32_t prod = (uint32_t)a * b;
    printf("uint16 product via uint32: %" PRIu32 "\n", prod);
    intptr_t ip = (intptr_t)-1;
    uintptr_t up = (uintptr_t)ip;
    printf("intptr -1 -> %" PRIuPTR "\n", up);
    intmax_t im = INTMAX_MIN;
    printf("intmax min %jd, imaxabs(-7)=%jd\n", im, imaxabs(-7));
    imaxdiv_t qd = imaxdiv(-100, 7);
    printf("imaxdiv(-100,7) = %jd r %jd\n", qd.quot, qd.rem);
    printf("strtoimax=%jd strtoumax=%ju\n", strtoimax("-98765432109", NULL, 10), strtoumax("ffff", NULL, 16));
    return 0;
}
