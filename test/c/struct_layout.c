// Struct layout as gcc on x86-64 lays it out: sizeof, offsetof, alignment, padding,
// nested structs, arrays in structs, flexible array members, struct copies.
#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

struct a { char c; int i; };
struct b { char c; double d; char e; };
struct c { char c1; char c2; short s; int i; };
struct d { int i; char c; };
struct e { long l; char c; };
struct f { char c[3]; };
struct g { short s; char c; };
struct h { char c; long long ll; int i; short s; };
struct nested { char tag; struct b inner; struct a arr[3]; char tail; };
struct with_ptr { char c; void *p; int (*fn)(int); char name[5]; };
struct with_array { int n; double vals[4]; char label[10]; };
struct empty_tail { int n; double data[]; };
struct bits_mix { char c; float f; double d; unsigned char uc; long double ld; };
typedef struct point { int x, y; } point;
typedef struct rect { point tl, br; } rect;
union u1 { char c; int i; double d; char bytes[13]; };

/* Alignment measured portably: the offset of a T that follows a char. */
#define ALIGN_PROBE(name, T) struct probe_##name { char c; T t; };
ALIGN_PROBE(a, struct a)
ALIGN_PROBE(b, struct b)
ALIGN_PROBE(c, struct c)
ALIGN_PROBE(d, struct d)
ALIGN_PROBE(e, struct e)
ALIGN_PROBE(f, struct f)
ALIGN_PROBE(g, struct g)
ALIGN_PROBE(h, struct h)
ALIGN_PROBE(nested, struct nested)
ALIGN_PROBE(with_ptr, struct with_ptr)
ALIGN_PROBE(with_array, struct with_array)
ALIGN_PROBE(bits_mix, struct bits_mix)
ALIGN_PROBE(point, point)
ALIGN_PROBE(rect, rect)
ALIGN_PROBE(u1, union u1)
#define SHOW_LAYOUT(name, T) \
    printf("%-18s size=%2zu align=%zu\n", #T, sizeof(T), offsetof(struct probe_##name, t))
#define OFF(T, m) printf("  offsetof(%s, %s)=%zu\n", #T, #m, offsetof(T, m))

static rect grow(rect r, int by) {
    r.tl.x -= by;
    r.tl.y -= by;
    r.br.x += by;
    r.br.y += by;
    return r;
}

static int area(const rect *r) { return (r->br.x - r->tl.x) * (r->br.y - r->tl.y); }

static struct with_array scale(struct with_array w, double k) {
    for (int i = 0; i < 4; i++) w.vals[i] *= k;
    w.label[0] = 'S';
    return w;
}

int main(void) {
    SHOW_LAYOUT(a, struct a);
    OFF(struct a, c);
    OFF(struct a, i);
    SHOW_LAYOUT(b, struct b);
    OFF(struct b, d);
    OFF(struct b, e);
    SHOW_LAYOUT(c, struct c);
    OFF(struct c, c2);
    OFF(struct c, s);
    OFF(struct c, i);
    SHOW_LAYOUT(d, struct d);
    SHOW_LAYOUT(e, struct e);
    SHOW_LAYOUT(f, struct f);
    SHOW_LAYOUT(g, struct g);
    SHOW_LAYOUT(h, struct h);
    OFF(struct h, ll);
    OFF(struct h, i);
    OFF(struct h, s);
    SHOW_LAYOUT(nested, struct nested);
    OFF(struct nested, inner);
    OFF(struct nested, inner.e);
    OFF(struct nested, arr);
    OFF(struct nested, arr[2].i);
    OFF(struct nested, tail);
    SHOW_LAYOUT(with_ptr, struct with_ptr);
    OFF(struct with_ptr, p);
    OFF(struct with_ptr, fn);
    OFF(struct with_ptr, name);
    SHOW_LAYOUT(with_array, struct with_array);
    OFF(struct with_array, vals);
    OFF(struct with_array, label);
    printf("%-18s size=%2zu\n", "struct empty_tail", sizeof(struct empty_tail));
    OFF(struct empty_tail, data);
    SHOW_LAYOUT(bits_mix, struct bits_mix);
    OFF(struct bits_mix, f);
    OFF(struct bits_mix, d);
    OFF(struct bits_mix, uc);
    OFF(struct bits_mix, ld);
    SHOW_LAYOUT(point, point);
    SHOW_LAYOUT(rect, rect);
    OFF(rect, br.y);
    SHOW_LAYOUT(u1, union u1);
    printf("sizeof(struct a[5])=%zu sizeof(struct b[2][3])=%zu\n", sizeof(struct a[5]), sizeof(struct b[2][3]));

    /* Padding is in the arrays too: element addresses differ by sizeof. */
    struct b arr[4];
    printf("&arr[3]-&arr[0] bytes=%td\n", (char *)&arr[3] - (char *)&arr[0]);
    struct nested n;
    printf("&n.arr[1].i - &n bytes=%td\n", (char *)&n.arr[1].i - (char *)&n);

    /* Copies: assignment, pass and return by value. */
    rect r = {{1, 2}, {4, 6}};
    rect r2 = grow(r, 2);
    printf("r=(%d,%d)-(%d,%d) area=%d; r2=(%d,%d)-(%d,%d) area=%d\n", r.tl.x, r.tl.y, r.br.x, r.br.y, area(&r),
           r2.tl.x, r2.tl.y, r2.br.x, r2.br.y, area(&r2));
    rect r3;
    r3 = r2;
    r3.tl = r.br;
    printf("r3=(%d,%d)-(%d,%d) r2 still (%d,%d)\n", r3.tl.x, r3.tl.y, r3.br.x, r3.br.y, r2.tl.x, r2.tl.y);
    struct with_array w = {3, {1.5, 2.5, 3.5, 4.5}, "label"};
    struct with_array w2 = scale(w, 2.0);
    printf("w: %d %.2f %.2f %s | w2: %.2f %.2f %s\n", w.n, w.vals[0], w.vals[3], w.label, w2.vals[0], w2.vals[3],
           w2.label);
    struct with_array w3 = w2;
    w3.vals[1] = -1;
    printf("w2.vals[1]=%.2f w3.vals[1]=%.2f\n", w2.vals[1], w3.vals[1]);

    /* Flexible array member on the heap. */
    struct empty_tail *et = malloc(sizeof *et + 5 * sizeof(double));
    et->n = 5;
    for (int i = 0; i < et->n; i++) et->data[i] = i * 0.25;
    double s = 0;
    for (int i = 0; i < et->n; i++) s += et->data[i];
    printf("flex sum=%.3f\n", s);
    free(et);

    /* Byte view of a struct after memset and field writes (padding bytes zeroed). */
    struct a sa;
    memset(&sa, 0, sizeof sa);
    sa.c = 'A';
    sa.i = 0x01020304;
    unsigned char *bytes = (unsigned char *)&sa;
    for (size_t i = 0; i < sizeof sa; i++) printf("%02x ", bytes[i]);
    printf("\n");
    struct a sb;
    memcpy(&sb, &sa, sizeof sa);
    printf("memcmp equal: %d, sb.i=%#x\n", memcmp(&sa, &sb, sizeof sa) == 0, sb.i);

    /* Arrays of structs with initializers, and pointer walking. */
    point pts[] = {{1, 2}, {3, 4}, {5, 6}, {.y = 8}};
    int sum = 0;
    for (point *p = pts; p < pts + 4; p++) sum += p->x * 10 + p->y;
    printf("pts sum=%d count=%zu\n", sum, sizeof pts / sizeof pts[0]);
    return 0;
}
