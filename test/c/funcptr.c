// Function pointers: tables of them, typedefs, passing and returning them, pointers in
// structs, callbacks with context, comparing function pointers, qsort/bsearch comparators.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>

typedef int (*binop)(int, int);
typedef void (*visitor)(int value, void *ctx);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int divi(int a, int b) { return b ? a / b : 0; }
static int maxi(int a, int b) { return a > b ? a : b; }

static const struct {
    const char *name;
    binop fn;
    char sym;
} ops[] = {{"add", add, '+'}, {"sub", sub, '-'}, {"mul", mul, '*'}, {"div", divi, '/'}, {"max", maxi, 'M'}};

static binop lookup(char sym) {
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (ops[i].sym == sym) return ops[i].fn;
    return NULL;
}

/* A function returning a pointer to a function, without a typedef. */
static int (*pick(int which))(int, int) {
    return which ? mul : add;
}

static int fold(const int *v, int n, int init, binop f) {
    int acc = init;
    for (int i = 0; i < n; i++) acc = f(acc, v[i]);
    return acc;
}

static void each(const int *v, int n, visitor fn, void *ctx) {
    for (int i = 0; i < n; i++) fn(v[i], ctx);
}

static void count_even(int value, void *ctx) {
    if (value % 2 == 0) ++*(int *)ctx;
}

struct stats { long sum; int min, max; };

static void collect(int value, void *ctx) {
    struct stats *s = ctx;
    s->sum += value;
    if (value < s->min) s->min = value;
    if (value > s->max) s->max = value;
}

static int eval_rpn(const char *expr) {
    int stack[32], sp = 0;
    for (const char *c = expr; *c; c++) {
        if (*c >= '0' && *c <= '9') stack[sp++] = *c - '0';
        else if (*c != ' ') {
            int b = stack[--sp], a = stack[--sp];
            stack[sp++] = lookup(*c)(a, b);
        }
    }
    return stack[0];
}

static int cmp_int_asc(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}
static int cmp_int_desc(const void *a, const void *b) { return cmp_int_asc(b, a); }
static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

struct person { char name[12]; int age; double score; };

static int cmp_person(const void *a, const void *b) {
    const struct person *p = a, *q = b;
    if (p->age != q->age) return p->age - q->age;
    if (p->score != q->score) return p->score < q->score ? 1 : -1; /* higher score first */
    return strcmp(p->name, q->name);
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(void) {
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        printf("%s(17, 5) = %d via (*fn) = %d\n", ops[i].name, ops[i].fn(17, 5), (*ops[i].fn)(17, 5));
    printf("pick(0)(6,7)=%d pick(1)(6,7)=%d\n", pick(0)(6, 7), pick(1)(6, 7));
    binop f = lookup('*');
    printf("lookup('*')==mul: %d lookup('?')==NULL: %d f==&mul: %d\n", f == mul, lookup('?') == NULL, f == &mul);
    int v[] = {5, 3, 8, 1, 9, 2, 7};
    int n = (int)(sizeof v / sizeof v[0]);
    printf("fold add=%d mul=%d max=%d\n", fold(v, n, 0, add), fold(v, n, 1, mul), fold(v, n, -1000, maxi));
    int evens = 0;
    each(v, n, count_even, &evens);
    struct stats st = {0, 1000, -1000};
    each(v, n, collect, &st);
    printf("evens=%d sum=%ld min=%d max=%d\n", evens, st.sum, st.min, st.max);
    printf("rpn 34+2* = %d, 95-3*82/+ = %d\n", eval_rpn("34+2*"), eval_rpn("95-3*82/+"));

    binop table[2][2] = {{add, sub}, {mul, divi}};
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++) printf("table[%d][%d](20,4)=%d\n", i, j, table[i][j](20, 4));
    int (*const *tp)(int, int) = &table[1][0];
    printf("(*tp)(3,3)=%d tp[1](9,3)=%d\n", (*tp)(3, 3), tp[1](9, 3));

    int sorted[] = {42, -7, 0, 13, 99, -100, 5, 5, 18, 3};
    int ns = (int)(sizeof sorted / sizeof sorted[0]);
    qsort(sorted, (size_t)ns, sizeof sorted[0], cmp_int_asc);
    for (int i = 0; i < ns; i++) printf("%d ", sorted[i]);
    printf("\n");
    int keys[] = {13, 42, 100, -100, 4}; /* not 5: which of two equal elements bsearch finds is unspecified */
    for (int i = 0; i < 5; i++) {
        int *hit = bsearch(&keys[i], sorted, (size_t)ns, sizeof sorted[0], cmp_int_asc);
        printf("bsearch %d -> %s index %td\n", keys[i], hit ? "found" : "missing", hit ? hit - sorted : (ptrdiff_t)-1);
    }
    qsort(sorted, (size_t)ns, sizeof sorted[0], cmp_int_desc);
    for (int i = 0; i < ns; i++) printf("%d ", sorted[i]);
    printf("\n");

    const char *names[] = {"pear", "apple", "fig", "banana", "cherry", "apricot", "date"};
    size_t nn = sizeof names / sizeof names[0];
    qsort(names, nn, sizeof names[0], cmp_str);
    for (size_t i = 0; i < nn; i++) printf("%s ", names[i]);
    printf("\n");
    const char *key = "fig";
    const char **found = bsearch(&key, names, nn, sizeof names[0], cmp_str);
    printf("fig at %td\n", found ? found - names : (ptrdiff_t)-1);

    struct person people[] = {{"ann", 30, 88.5}, {"bob", 25, 70.0}, {"cid", 30, 92.0}, {"dee", 25, 70.0},
                              {"eve", 41, 60.25}, {"fay", 30, 88.5}};
    size_t np = sizeof people / sizeof people[0];
    qsort(people, np, sizeof people[0], cmp_person);
    for (size_t i = 0; i < np; i++) printf("%s/%d/%.2f ", people[i].name, people[i].age, people[i].score);
    printf("\n");

    double ds[200];
    unsigned int seed = 12345;
    for (int i = 0; i < 200; i++) {
        seed = seed * 1103515245u + 12345u;
        ds[i] = (double)(seed >> 8) / 65536.0 - 100.0;
    }
    qsort(ds, 200, sizeof ds[0], cmp_double);
    int ok = 1;
    for (int i = 1; i < 200; i++) ok &= ds[i - 1] <= ds[i];
    printf("doubles sorted=%d first=%.6f median=%.6f last=%.6f\n", ok, ds[0], ds[100], ds[199]);
    return 0;
}
