/* Shared helpers for the test/c programs (a user header found through -I test/c/include). */
#ifndef MPISIM_TEST_H
#define MPISIM_TEST_H

#include <stdio.h>
#include "shapes.h" /* resolved relative to this header's directory */

#define MT_VERSION 3
#define MT_NAME "mpisim-test"

/* Prints an expression's text and its value with the given conversion. */
#define SHOW(fmt, expr) printf("%s = " fmt "\n", #expr, (expr))
#define SHOW_INT(expr) SHOW("%d", (int)(expr))
#define SHOW_LONG(expr) SHOW("%ld", (long)(expr))
#define SHOW_ULONG(expr) SHOW("%lu", (unsigned long)(expr))
#define SHOW_DBL(expr) SHOW("%.17g", (double)(expr))

#define MT_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define MT_MAX(a, b) ((a) > (b) ? (a) : (b))
#define MT_MIN(a, b) ((a) < (b) ? (a) : (b))

/* A running 32-bit FNV-1a checksum over values, to condense long computations. */
static inline unsigned int *mt_hash_state(void) {
    static unsigned int h = 2166136261u;
    return &h;
}

static inline void mt_mix(unsigned long long v) {
    unsigned int *h = mt_hash_state();
    for (int i = 0; i < 8; i++) {
        *h ^= (unsigned int)(v & 0xffu);
        *h *= 16777619u;
        v >>= 8;
    }
}

static inline unsigned int mt_hash(void) { return *mt_hash_state(); }

static inline void mt_section(const char *name) {
    printf("== %s ==\n", name);
}

#endif /* MPISIM_TEST_H */
