// Structs as values and objects: pass/return by value (small and large), arrays of
// structs, nested designated initializers, struct members that are arrays, pointers and
// function pointers (a vtable), self-referential structs, assignment copies deeply only
// the struct itself.
#include <stdio.h>
#include <string.h>
#include <math.h>

typedef struct { double re, im; } complex_t;
typedef struct { int m[3][3]; } mat3;
typedef struct { char name[24]; int scores[5]; double avg; } record;

static complex_t cmul(complex_t a, complex_t b) { return (complex_t){a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }
static complex_t cadd(complex_t a, complex_t b) {
    complex_t r = a;
    r.re += b.re;
    r.im += b.im;
    return r;
}

static mat3 mat_mul(mat3 a, mat3 b) {
    mat3 r;
    memset(&r, 0, sizeof r);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 3; k++) r.m[i][j] += a.m[i][k] * b.m[k][j];
    return r;
}

static record finalize(record r) {
    int s = 0;
    for (int i = 0; i < 5; i++) s += r.scores[i];
    r.avg = s / 5.0;
    strcat(r.name, "*");
    return r;
}

struct shape;
struct shape_ops {
    const char *kind;
    double (*area)(const struct shape *);
    double (*perimeter)(const struct shape *);
};
struct shape {
    const struct shape_ops *ops;
    double a, b;
};

static double rect_area(const struct shape *s) { return s->a * s->b; }
static double rect_perim(const struct shape *s) { return 2 * (s->a + s->b); }
static double circle_area(const struct shape *s) { return M_PI * s->a * s->a; }
static double circle_perim(const struct shape *s) { return 2 * M_PI * s->a; }
static const struct shape_ops RECT = {"rect", rect_area, rect_perim};
static const struct shape_ops CIRCLE = {"circle", circle_area, circle_perim};

struct employee {
    const char *name;
    struct employee *manager;
    struct { int year, month; } hired;
};

static int chain_length(const struct employee *e) {
    int n = 0;
    while (e->manager) {
        n++;
        e = e->manager;
    }
    return n;
}

int main(void) {
    complex_t z = {0, 0}, c = {-0.75, 0.11};
    int iter = 0;
    while (iter < 100 && z.re * z.re + z.im * z.im <= 4) {
        z = cadd(cmul(z, z), c);
        iter++;
    }
    printf("mandelbrot iter=%d z=(%.9f, %.9f)\n", iter, z.re, z.im);

    mat3 a = {{{1, 2, 0}, {0, 1, 3}, {4, 0, 1}}}, id = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    mat3 p = mat_mul(a, a), q = mat_mul(p, id);
    for (int i = 0; i < 3; i++) printf("%d %d %d | %d\n", p.m[i][0], p.m[i][1], p.m[i][2], q.m[i][i]);
    mat3 copy = a;
    copy.m[0][0] = 99;
    printf("copy is independent: a=%d copy=%d, memcmp(p,q)=%d\n", a.m[0][0], copy.m[0][0], memcmp(&p, &q, sizeof p) == 0);

    record r = {"alice", {90, 85, 77, 92, 88}, 0};
    record f = finalize(r);
    printf("r: %s %.1f | f: %s %.1f\n", r.name, r.avg, f.name, f.avg);
    record roster[3] = {[2] = {.name = "carol", .scores = {[4] = 50}}, [0] = {"bob", {1, 2, 3, 4, 5}, 0}};
    for (int i = 0; i < 3; i++) {
        roster[i] = finalize(roster[i]);
        printf("roster[%d] = %s avg %.2f\n", i, roster[i].name, roster[i].avg);
    }

    struct shape shapes[] = {{&RECT, 3, 4}, {&CIRCLE, 1, 0}, {&RECT, 0.5, 10}, {&CIRCLE, 2.5, 0}};
    double total = 0;
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        const struct shape *s = &shapes[i];
        printf("%-6s area=%.6f perimeter=%.6f\n", s->ops->kind, s->ops->area(s), s->ops->perimeter(s));
        total += s->ops->area(s);
    }
    printf("total area=%.6f\n", total);

    struct employee ceo = {"ceo", NULL, {1999, 1}}, vp = {"vp", &ceo, {2005, 6}}, dev = {"dev", &vp, {.month = 3, .year = 2020}};
    printf("%s hired %d-%02d, chain %d, boss of boss %s\n", dev.name, dev.hired.year, dev.hired.month,
           chain_length(&dev), dev.manager->manager->name);
    struct employee clone = dev; /* shallow: shares the manager */
    clone.name = "clone";
    clone.manager->name = "vp2";
    printf("after clone: dev.manager=%s clone=%s dev=%s\n", dev.manager->name, clone.name, dev.name);
    return 0;
}
