// Dynamic memory patterns: growable arrays with realloc, calloc zeroing, 2-D matrices
// (row pointers and contiguous), realloc shrink/NULL, free(NULL), dynamic strings,
// many small allocations reused after free.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int *data; size_t len, cap; } vec;

static void vec_push(vec *v, int x) {
    if (v->len == v->cap) {
        size_t ncap = v->cap ? v->cap * 2 : 1;
        int *nd = realloc(v->data, ncap * sizeof *nd);
        if (!nd) exit(99);
        v->data = nd;
        v->cap = ncap;
    }
    v->data[v->len++] = x;
}

static double **matrix_new(int r, int c) {
    double **m = malloc((size_t)r * sizeof *m);
    for (int i = 0; i < r; i++) m[i] = calloc((size_t)c, sizeof **m);
    return m;
}

static void matrix_free(double **m, int r) {
    for (int i = 0; i < r; i++) free(m[i]);
    free(m);
}

static char *concat(const char *a, const char *b) {
    size_t la = strlen(a), lb = strlen(b);
    char *s = malloc(la + lb + 1);
    memcpy(s, a, la);
    memcpy(s + la, b, lb + 1);
    return s;
}

static char *repeat(const char *s, int n) {
    char *out = malloc(1);
    out[0] = 0;
    for (int i = 0; i < n; i++) {
        char *next = concat(out, s);
        free(out);
        out = next;
    }
    return out;
}

int main(void) {
    vec v = {NULL, 0, 0};
    for (int i = 0; i < 1000; i++) vec_push(&v, i * 3 - 500);
    long sum = 0;
    for (size_t i = 0; i < v.len; i++) sum += v.data[i];
    printf("vec len=%zu cap=%zu sum=%ld last=%d\n", v.len, v.cap, sum, v.data[v.len - 1]);
    int *shrunk = realloc(v.data, 10 * sizeof(int));
    v.data = shrunk;
    printf("after shrink: %d %d %d\n", v.data[0], v.data[5], v.data[9]);
    free(v.data);

    int *z = calloc(100, sizeof(int));
    int nonzero = 0;
    for (int i = 0; i < 100; i++) nonzero += z[i] != 0;
    printf("calloc nonzero=%d\n", nonzero);
    z = realloc(z, 200 * sizeof(int));
    for (int i = 100; i < 200; i++) z[i] = i;
    printf("grown: z[99]=%d z[150]=%d\n", z[99], z[150]);
    free(z);

    int *fresh = realloc(NULL, 5 * sizeof(int)); /* acts like malloc */
    for (int i = 0; i < 5; i++) fresh[i] = i * i;
    printf("realloc(NULL): %d %d\n", fresh[2], fresh[4]);
    free(fresh);
    free(NULL); /* no-op */

    int r = 4, c = 5;
    double **m = matrix_new(r, c);
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) m[i][j] = i * 1.5 + j;
    double **t = matrix_new(c, r);
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) t[j][i] = m[i][j];
    double **p = matrix_new(r, r);
    for (int i = 0; i < r; i++)
        for (int j = 0; j < r; j++)
            for (int k = 0; k < c; k++) p[i][j] += m[i][k] * t[k][j];
    for (int i = 0; i < r; i++) {
        for (int j = 0; j < r; j++) printf("%8.2f", p[i][j]);
        printf("\n");
    }
    matrix_free(m, r);
    matrix_free(t, c);
    matrix_free(p, r);

    int n = 6;
    int *flat = malloc((size_t)(n * n) * sizeof *flat);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) flat[i * n + j] = (i == 0 || j == 0) ? 1 : flat[(i - 1) * n + j] + flat[i * n + j - 1];
    printf("flat[n-1][n-1]=%d\n", flat[n * n - 1]);
    int (*rows)[6] = (int (*)[6])flat;
    printf("rows[3][3]=%d\n", rows[3][3]);
    free(flat);

    char *s = repeat("ab", 5);
    char *s2 = concat(s, "-end");
    printf("%s %s %zu\n", s, s2, strlen(s2));
    free(s);
    free(s2);

    char *lines[50];
    for (int i = 0; i < 50; i++) {
        lines[i] = malloc(32);
        snprintf(lines[i], 32, "line %02d: %d", i, i * i);
    }
    for (int i = 0; i < 50; i += 2) {
        free(lines[i]);
        lines[i] = NULL;
    }
    for (int i = 0; i < 50; i += 2) {
        lines[i] = malloc(48);
        snprintf(lines[i], 48, "replacement %d", i);
    }
    for (int i = 0; i < 50; i += 7) printf("%s\n", lines[i]);
    for (int i = 0; i < 50; i++) free(lines[i]);

    /* Churn: many allocations of varying sizes. */
    unsigned long checksum = 0;
    for (int round = 0; round < 200; round++) {
        size_t sz = (size_t)(round * 37 % 500 + 1);
        unsigned char *blk = malloc(sz);
        memset(blk, round & 0xff, sz);
        for (size_t i = 0; i < sz; i += 13) checksum += blk[i] * (i + 1);
        blk = realloc(blk, sz * 2);
        memset(blk + sz, 1, sz);
        checksum += blk[sz * 2 - 1];
        free(blk);
    }
    printf("churn checksum=%lu\n", checksum);
    void *big = malloc(1 << 20);
    memset(big, 0x5a, 1 << 20);
    printf("big block byte=%d\n", ((unsigned char *)big)[(1 << 20) - 1]);
    free(big);
    void *zero = malloc(0); /* may be NULL or unique: only free it */
    free(zero);
    return 0;
}
