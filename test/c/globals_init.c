// Globals and statics: initializers of every shape (scalars, strings, pointers to
// globals and into arrays, designated and nested initializers, partial initialization,
// zero-initialization), static locals, compound literals.
#include <stdio.h>
#include <string.h>

struct point { int x, y; };
struct line { struct point a, b; const char *name; };
struct config {
    const char *name;
    int levels[4];
    struct point origin;
    double scale;
    unsigned flags;
};

int counter;                         /* zero-initialized */
static double ratio = 2.5;
long big_global = -1234567890123L;
const char *greeting = "hello";
char message[16] = "msg";            /* rest zero */
char exact[5] = "abcde";             /* no terminator: fits exactly */
int primes[10] = {2, 3, 5, 7, 11};   /* rest zero */
int sparse[10] = {[2] = 20, [7] = 70, [4] = 40, 41, [0] = 1};
int *primes_ptr = &primes[3];
int **pp_global = &primes_ptr;
char *msg_ptr = message + 1;
const char *strings[] = {"zero", "one", "two", NULL};
struct point origin = {0};
struct point unit = {.y = 1, .x = 1};
struct line diag = {{0, 0}, {3, 4}, "diag"};
struct line lines[] = {{.name = "first", .b = {1, 1}}, {{2, 2}, {5, 6}, "second"}, [3] = {.a.x = 9}};
struct config cfg = {.name = "cfg", .levels = {1, [2] = 3}, .origin.y = -5, .scale = 0.125};
int matrix[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
int flat_matrix[2][3] = {1, 2, 3, 4}; /* brace elision */
char names[3][8] = {"ann", "bob", {'c', 'y', '\0'}};
struct point *point_ptrs[] = {&origin, &unit, &diag.b};
int (*row_ptr)[3] = matrix + 1;
const int table_size = sizeof primes / sizeof primes[0];
static int *self_ref = &counter;
double dvals[] = {1.0, 2.0 / 3.0, 1e10, -0.0, 3 * 1.5};
unsigned char bytes[] = {255, 0x7f, 010, 'A', '\n'};
struct point *compound_global = &(struct point){7, 8};

static int next_id(void) {
    static int id = 100; /* initialized once */
    return id++;
}

static const char *remember(const char *s) {
    static const char *last = "(none)";
    const char *prev = last;
    last = s;
    return prev;
}

static int *static_array(void) {
    static int arr[4];
    for (int i = 0; i < 4; i++) arr[i] += i;
    return arr;
}

static int sum_points(const struct point *p, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += p[i].x * 10 + p[i].y;
    return s;
}

int main(void) {
    printf("counter=%d ratio=%.2f big=%ld greeting=%s message=%s len=%zu\n", counter, ratio, big_global, greeting,
           message, strlen(message));
    printf("exact=%.5s sizeof=%zu\n", exact, sizeof exact);
    for (int i = 0; i < 10; i++) printf("%d/%d ", primes[i], sparse[i]);
    printf("\n");
    printf("*primes_ptr=%d **pp_global=%d primes_ptr[2]=%d msg_ptr=%s\n", *primes_ptr, **pp_global, primes_ptr[2],
           msg_ptr);
    for (const char **s = strings; *s; s++) printf("%s ", *s);
    printf("\n");
    printf("origin=(%d,%d) unit=(%d,%d) diag=%s (%d,%d)-(%d,%d)\n", origin.x, origin.y, unit.x, unit.y, diag.name,
           diag.a.x, diag.a.y, diag.b.x, diag.b.y);
    printf("lines: %zu\n", sizeof lines / sizeof lines[0]);
    for (int i = 0; i < 4; i++)
        printf("  %s (%d,%d)-(%d,%d)\n", lines[i].name ? lines[i].name : "(null name)", lines[i].a.x, lines[i].a.y,
               lines[i].b.x, lines[i].b.y);
    printf("cfg %s levels %d %d %d %d origin (%d,%d) scale %g flags %u\n", cfg.name, cfg.levels[0], cfg.levels[1],
           cfg.levels[2], cfg.levels[3], cfg.origin.x, cfg.origin.y, cfg.scale, cfg.flags);
    for (int i = 0; i < 3; i++) printf("%d %d %d | %d %d %d\n", matrix[i][0], matrix[i][1], matrix[i][2],
                                       i < 2 ? flat_matrix[i][0] : -1, i < 2 ? flat_matrix[i][1] : -1,
                                       i < 2 ? flat_matrix[i][2] : -1);
    printf("names %s %s %s\n", names[0], names[1], names[2]);
    printf("point_ptrs: %d %d %d\n", point_ptrs[0]->x, point_ptrs[1]->y, point_ptrs[2]->y);
    printf("row_ptr[0][1]=%d row_ptr[1][2]=%d table_size=%d\n", row_ptr[0][1], row_ptr[1][2], table_size);
    *self_ref = 42;
    printf("counter via self_ref=%d\n", counter);
    for (int i = 0; i < 5; i++) printf("%g ", dvals[i]);
    printf("\n");
    for (size_t i = 0; i < sizeof bytes; i++) printf("%u ", bytes[i]);
    printf("\n");
    printf("compound_global=(%d,%d)\n", compound_global->x, compound_global->y);

    /* Static locals. */
    for (int i = 0; i < 3; i++) printf("id=%d ", next_id());
    printf("\n");
    printf("%s ", remember("a"));
    printf("%s ", remember("b"));
    printf("%s\n", remember("c"));
    static_array();
    static_array();
    int *sa = static_array();
    printf("static_array: %d %d %d %d\n", sa[0], sa[1], sa[2], sa[3]);

    /* Local initializers. */
    int local[5] = {1, 2};
    struct point lp = {.x = 3};
    char lstr[8] = "hi";
    int zeros[4] = {0};
    printf("local: %d %d %d %d %d lp=(%d,%d) lstr=%s [%d %d] zeros=%d%d%d%d\n", local[0], local[1], local[2],
           local[3], local[4], lp.x, lp.y, lstr, lstr[2], lstr[7], zeros[0], zeros[1], zeros[2], zeros[3]);
    int implicit[] = {5, 6, 7, [9] = 10};
    printf("sizeof implicit=%zu last=%d\n", sizeof implicit, implicit[9]);
    char chars[] = {'x', 'y', 'z'};
    printf("sizeof chars=%zu\n", sizeof chars);

    /* Compound literals. */
    printf("sum_points=%d\n", sum_points((struct point[]){{1, 2}, {3, 4}, {5, 6}}, 3));
    int *cl = (int[]){10, 20, 30};
    cl[1] += 5;
    printf("cl: %d %d %d\n", cl[0], cl[1], cl[2]);
    struct point p = (struct point){.y = 9};
    p = (struct point){p.y, p.x};
    printf("p=(%d,%d)\n", p.x, p.y);
    for (int i = 0; i < 3; i++) {
        struct point *q = &(struct point){i, i * i}; /* a fresh object each iteration */
        printf("q=(%d,%d) ", q->x, q->y);
    }
    printf("\n");
    const char *s = (const char *[]){"lit0", "lit1"}[1];
    printf("s=%s\n", s);
    printf("size of compound literal=%zu\n", sizeof((double[]){1, 2, 3, 4}));
    return 0;
}
