// Declarators gcc takes that are easy to get wrong: struct, union and enum definitions nested in
// a struct definition (their tags are file-scope ones, used later on their own), function-pointer
// parameters whose parameters are function pointers (and functions returning them), and braces
// around scalar initializers (`int x = {3};`), at file scope, in blocks, in aggregates.
#include <stdio.h>
#include <stddef.h>

struct L1 { int k; struct L2 { struct L3 { char z; } l3; union U1 { int i; float f; } u; enum E1 { EA = 3, EB } e; } l2; };
struct L3 g3 = { 'q' };
union U1 gu = { 7 };
enum E1 ge = EB;
struct S { struct { int x; } named; struct T { int t; } *tp; };
struct T tt = { 42 };
typedef struct W { struct V { int v; } vv[2]; } W;
static struct V mkv(int v) { struct V r = { v }; return r; }

typedef int (*unop)(int);
static int inc(int x) { return x + 1; }
static int dbl(int x) { return x * 2; }
static int twice(int (*f)(int), int x) { return f(f(x)); }
static int thrice(unop f, int x) { return f(f(f(x))); }
int compose(int (*outer)(int (*)(int), int), int (*inner)(int), int v);
int compose(int (*outer)(int (*f)(int), int x), int (*inner)(int y), int v) { return outer(inner, v); }
int (*table[2])(int (*)(int), int) = { twice, thrice };
struct ops { int (*run)(int (*)(int (*)(int), int), int (*)(int), int); };
static int deep(int (*a)(int (*)(int (*)(int), int), int (*)(int), int), int n) { return a(twice, dbl, n); }
static int (*pick(int (*k)(int (*)(int), int)))(int (*)(int), int) { return k; }
static void (*on_signal(int sig, void (*handler)(int)))(int);
static void show(int s) { printf("show %d\n", s); }
static void (*on_signal(int sig, void (*handler)(int)))(int) { handler(sig); return handler; }

struct Q { int a; const char *s; };
const char *gs = { "hello" };
int gx = { 3 }, gy = { (4) };
float gf[] = { { 1.5f }, { 2.5f } };
struct Q gq = { { 5 }, { "str" } };
double gd = { 2.5 };
int *gip = { &gx };

int main(void) {
  struct L1 a = { 1, { { 'x' }, { 9 }, EA } };
  struct S s;
  s.tp = &tt;
  s.named.x = 8;
  W w = { { { 1 }, { 2 } } };
  struct V v = mkv(11);
  struct L2 l2 = a.l2;
  printf("%d %c %d %d %c %d %d %d %d %d %d %d %zu %zu %c\n", a.k, a.l2.l3.z, a.l2.u.i, a.l2.e, g3.z, gu.i, ge, s.tp->t, s.named.x,
         w.vv[1].v, v.v, EB, sizeof(struct L2), offsetof(struct L2, e), l2.l3.z);

  struct ops o = { compose };
  printf("%d %d %d %d %d %d\n", compose(twice, inc, 1), table[1](dbl, 1), o.run(thrice, inc, 0), deep(compose, 3), (*table[0])(inc, 10),
         pick(thrice)(inc, 1));
  on_signal(4, show)(5);
  int (*local)(int (*)(int), int) = twice;
  int (**pl)(int (*)(int), int) = &local;
  printf("%d\n", (*pl)(dbl, 3));

  int x = { 3 };
  int *p = { &x };
  const char *str = { "lit" };
  char c = { 'a' };
  long arr[2][2] = { { { 1 }, { 2 } }, { { 3 }, { 4 } } };
  struct Q q[2] = { { { 1 }, { "a" } }, { { 2 }, "b" } };
  struct { int a; int b; } pair = { { 1 }, { 2 } };
  _Bool b = { 1 };
  double d = { x + 0.5 };
  int y = { x * 2 };
  static long sl = { 9L };
  for (int i = { 0 }; i < 2; i++) printf("%d", i);
  printf(" %s %d %d %d %s %c %g %g %d %s %ld %d %s %d %d %d %g %d %ld %g %d\n", gs, gx, gy, *p, str, c, gf[0], gf[1], gq.a, gq.s,
         arr[1][1], q[1].a, q[0].s, pair.a, pair.b, b, d, y, sl, gd, *gip);
  return 0;
}
