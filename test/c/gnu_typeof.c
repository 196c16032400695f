// gcc's type extensions: typeof and __typeof__ (of types and of expressions, which are not
// evaluated unless variably modified), gcc's other keyword spellings (__typeof, __signed,
// __volatile, __alignof, __const__, __attribute) and __auto_type (as in the MAX and SWAP
// macros of real code), at file scope and in blocks.
#include <stdio.h>

struct P { int a; double d; };
static int calls;
static int add(int a, int b) { return a + b; }
static int bump(void) { calls++; return 1; }

#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
#define SWAP(a, b) do { __auto_type _t = (a); (a) = (b); (b) = _t; } while (0)

typeof(add) *gfp = add;
typeof(struct P) gp = { 1, 2.5 };
static typeof(int) counter;
typeof(int[4]) garr = { 1, 2, 3, 4 };
typeof(char *) names[2] = { "x", "yy" };
__auto_type gv = 3.5f;
__auto_type gptr = &gv;
static __auto_type gshort = (short)7;
__typeof(gshort) gsame = 9;

typeof(add(1, 2)) fn2(typeof(gp) *p) { return p->a + (int)p->d; }

int main(int argc, char **argv) {
  (void)argv;
  struct P p = { 3, 4.0 };
  typeof(p) q = p;
  typeof(&p) pp = &q;
  typeof(p.d) dd = 1.5;
  const typeof(counter) ci = 6;
  typeof(typeof(int) *) ip = &counter;
  *ip = 12;
  unsigned char uc = 200;
  typeof(uc + 1) promoted = uc + 1;
  printf("%d %d %g %d %d %d %zu %zu %d %s %d %d %zu\n", gfp(2, 3), pp->a, dd, ci, counter, MAX(3, 9), sizeof(typeof(q)),
         sizeof garr, garr[3], names[1], fn2(&gp), promoted, sizeof(typeof(uc)));

  int x = 5;
  __typeof(x) a = 1;
  __signed b = -2;
  __volatile int c = 3;
  __const__ int k = 4;
  int __attribute((unused)) unused_one = 0;
  typeof(x++) y = 10;
  typeof(bump()) z = 20;
  int n = argc + 2;
  int vla[n];
  typeof(vla) vlb;
  long m = (typeof(m))3.9;
  typeof(typeof(int)[3]) t3 = { 7, 8, 9 };
  printf("%d %d %d %d %d %d %d %d %zu %zu %ld %d %zu %zu %zu\n", x, a, b, c, k, y, z, calls, sizeof vlb, sizeof(vla), m, t3[2],
         sizeof(t3), __alignof(double), __alignof__(struct P));

  int arr[3] = { 1, 2, 3 };
  __auto_type pa = arr;
  __auto_type fn = add;
  const __auto_type ch = 'x';
  __auto_type s = (struct P){ 4, 5.5 };
  __auto_type u = 1u + 2;
  __auto_type ll = 1LL << 40;
  static __auto_type st = 10;
  int i = 1, j = 2;
  SWAP(i, j);
  st++;
  double e1 = 1.25, e2 = -3.0;
  SWAP(e1, e2);
  printf("%g %g %d %zu %d %zu %d %c %zu %d %g %u %zu %lld %d %d %d %g %g\n", gv, *gptr, gshort, sizeof gshort, pa[2], sizeof pa,
         fn(6, 7), ch, sizeof ch, s.a, s.d, u, sizeof u, ll, st, i, j, e1, e2);
  printf("%d %zu\n", gsame, sizeof gsame);
  return 0;
}
