// Unions (overlapping storage, type punning as gcc defines it, tagged unions) and enums
// (implicit and explicit values, negative values, enums as ints, in switch).
#include <stdio.h>
#include <string.h>
#include <stdint.h>

union word {
    uint32_t u;
    int32_t i;
    float f;
    unsigned char b[4];
    uint16_t h[2];
};

union wide {
    double d;
    uint64_t u;
    struct { uint32_t lo, hi; } parts;
};

enum color { RED, GREEN, BLUE };
enum level { LOW = -5, MID, HIGH = 10, HIGHER, TOP = HIGH * 3, AGAIN = 0 };
enum flags { F_READ = 1 << 0, F_WRITE = 1 << 1, F_EXEC = 1 << 2, F_ALL = F_READ | F_WRITE | F_EXEC };
typedef enum { T_INT, T_DBL, T_STR } tag_t;

typedef struct {
    tag_t tag;
    union {
        int i;
        double d;
        const char *s;
    } as;
} value;

static const char *color_name(enum color c) {
    switch (c) {
    case RED: return "red";
    case GREEN: return "green";
    case BLUE: return "blue";
    }
    return "?";
}

static void print_value(value v) {
    switch (v.tag) {
    case T_INT: printf("int %d\n", v.as.i); break;
    case T_DBL: printf("double %.3f\n", v.as.d); break;
    case T_STR: printf("string %s\n", v.as.s); break;
    default: printf("bad tag\n");
    }
}

int main(void) {
    union word w;
    w.u = 0x11223344u;
    printf("sizeof(union word)=%zu bytes: %02x %02x %02x %02x halves: %04x %04x\n", sizeof w, w.b[0], w.b[1], w.b[2],
           w.b[3], w.h[0], w.h[1]);
    w.f = 1.0f;
    printf("1.0f bits=%08x\n", w.u);
    w.f = -2.5f;
    printf("-2.5f bits=%08x as int=%d\n", w.u, w.i);
    w.u = 0x7f800000u;
    printf("0x7f800000 as float=%f\n", w.f);
    w.u = 0x3eaaaaabu;
    printf("0x3eaaaaab as float=%.9g\n", w.f);
    w.i = -1;
    printf("-1: u=%u b0=%u\n", w.u, w.b[0]);

    union wide x;
    x.d = 1.0;
    printf("1.0 bits=%016llx hi=%08x lo=%08x\n", (unsigned long long)x.u, x.parts.hi, x.parts.lo);
    x.d = -0.1;
    printf("-0.1 bits=%016llx\n", (unsigned long long)x.u);
    x.u = 0x400921fb54442d18ULL;
    printf("pi from bits=%.15f\n", x.d);
    x.parts.hi = 0x3ff00000u;
    x.parts.lo = 1;
    printf("1+ulp=%.17g\n", x.d);

    /* memcpy punning is the portable form. */
    float fv = 3.14159274f;
    uint32_t bits;
    memcpy(&bits, &fv, sizeof bits);
    printf("memcpy bits of pi float=%08x\n", bits);

    union word zero = {0};
    printf("zero-initialized union: %u %f\n", zero.u, zero.f);
    union word init2 = {.f = 0.5f};
    printf("designated union init .f=0.5 -> %08x\n", init2.u);

    printf("colors: %d %d %d sizeof(enum color)=%zu\n", RED, GREEN, BLUE, sizeof(enum color));
    printf("levels: %d %d %d %d %d %d\n", LOW, MID, HIGH, HIGHER, TOP, AGAIN);
    printf("flags: %d %d %d %d\n", F_READ, F_WRITE, F_EXEC, F_ALL);
    for (enum color c = RED; c <= BLUE; c++) printf("color %d = %s\n", c, color_name(c));
    enum flags fl = F_READ | F_EXEC;
    printf("fl=%d has write=%d has exec=%d\n", fl, (fl & F_WRITE) != 0, (fl & F_EXEC) != 0);
    int asint = GREEN + BLUE * 10;
    printf("enum arithmetic=%d, enum < 0: %d\n", asint, LOW < 0);
    enum level lv = MID;
    lv++;
    printf("MID+1=%d\n", lv);

    value vals[] = {{T_INT, {.i = 42}}, {T_DBL, {.d = 2.718}}, {T_STR, {.s = "hello"}}, {.tag = T_INT}};
    for (int i = 0; i < 4; i++) print_value(vals[i]);
    printf("sizeof(value)=%zu\n", sizeof(value));
    return 0;
}
